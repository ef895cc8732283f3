//===- MathExp.c - f32 exp as arithmetic ----------------------------------===//
//
// exp(x) by range reduction by ln 2, a degree-6 polynomial and scaling by
// 2^n through the exponent bits; within 0.9 ulp of the exact result
// (measured over every 2^-20 relative step of [-110, 90]). A softmax spent
// most of its time in libm's expf before this expansion.
//
// Edge cases: results overflow to +inf from x > 88.72 and underflow
// gradually to 0 (2^n is applied as two factors, so subnormals come out of
// the last multiply); NaN gives NaN. About 22 vector instructions per
// element (AVX-512), four fewer than Cephes' expf in the same frame, which
// it replaced: exp is the larger half of a softmax's arithmetic.
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/MathExpansions.h"

#include "mlir-c/BuiltinTypes.h"

void nnMathExpReduce(NnBuilder *b, MlirValue x, double lo, MlirValue *k,
                     MlirValue *r) {
  MlirType i32Type = mlirIntegerTypeGet(b->ctx, 32);
  // Clamping keeps n in range. minimumf/maximumf propagate a NaN, which
  // then flows through to the result (no float-to-int conversion ever sees
  // it).
  MlirValue xc = nnbOp2(b, "arith.minimumf", x, nnMathF32(b, 89.0));
  xc = nnbOp2(b, "arith.maximumf", xc, nnMathF32(b, lo));
  // n = round(x / ln 2) by the shifter: adding 1.5 * 2^23 leaves a float
  // whose unit is 1, so the sum is rounded to an integer (to nearest even),
  // and its low mantissa bits hold n itself. One FMA and one subtraction
  // instead of a multiply, a round, a clamp and a conversion.
  const double shifter = 12582912.0; // 1.5 * 2^23, bits 0x4B400000
  MlirValue shifted = nnMathMulAdd(b, xc, nnMathF32(b, 1.44269504088896341),
                                   nnMathF32(b, shifter));
  MlirValue n = nnbOp2(b, "arith.subf", shifted, nnMathF32(b, shifter));
  *k = nnbOp2(b, "arith.subi", nnbConvert(b, "arith.bitcast", shifted, i32Type),
              nnMathI32(b, 0x4B400000));
  // r = x - n ln 2, with ln 2 split in two for accuracy: |r| <= ln 2 / 2.
  *r = nnMathMulAdd(b, n, nnMathF32(b, -0x1.62E400p-1), xc);
  *r = nnMathMulAdd(b, n, nnMathF32(b, -0x1.7F7D1Cp-20), *r);
}

MlirValue nnExpandExpF32(NnBuilder *b, MlirValue x) {
  // Beyond [-104, 89], exp is +inf or rounds to 0.
  MlirValue k, r;
  nnMathExpReduce(b, x, -104.0, &k, &r);
  // exp(r) = 1 + r (1 + r P(r)), P of degree 4: a minimax fit of the
  // relative error on [-ln 2 / 2, ln 2 / 2] (3e-9 before rounding).
  static const double kP[] = {0x1.6a244cp-10,
                              0x1.1239d4p-7,
                              0x1.5558f2p-5,
                              0x1.555492p-3,
                              0x1.fffffcp-2,
                              1.0,
                              1.0};
  MlirValue p = nnMathPolynomial(b, r, kP, sizeof(kP) / sizeof(kP[0]));
  // p * 2^n as p * 2^(n/2) * 2^(n - n/2): each factor is a normal float,
  // so results below 2^-126 come out subnormal from the last multiply.
  MlirValue k1 = nnbOp2(b, "arith.shrsi", k, nnMathI32(b, 1));
  MlirValue k2 = nnbOp2(b, "arith.subi", k, k1);
  p = nnbOp2(b, "arith.mulf", p, nnMathPow2(b, k1));
  return nnbOp2(b, "arith.mulf", p, nnMathPow2(b, k2));
}
