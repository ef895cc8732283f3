//===- MathLog.c - f32 log as arithmetic ----------------------------------===//
//
// log(x) = k ln 2 + log(m), x = m 2^k with m in [sqrt(1/2), sqrt(2)), both
// read off x's bits: subtracting the bits of sqrt(1/2) leaves k in the
// exponent field, and subtracting k from x's exponent leaves m. With
// f = m - 1 (|f| <= 0.42), log(m) = f + f^2 (f P(f) - 1/2), P of degree 7:
// a minimax fit of the relative error (scripts/fit_math_f32.py). k ln 2 is
// added in two parts, ln 2's high part short enough for k times it to be
// exact.
//
// Subnormal x is scaled by 2^23 first (and k lowered by 23); selects give
// log(0) = -inf, log(x < 0) = NaN, log(inf) = inf and NaN for NaN. Within
// 0.93 ulp of float64 log on every 32nd positive float (docs/passes.md).
// About 25 vector instructions per element; libm's logf is a scalar call,
// which kept log_softmax, softplus and the like from vectorizing.
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/MathExpansions.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>

MlirValue nnMathLogOnePlus(NnBuilder *b, MlirValue f) {
  static const double kP[] = {-0x1.38b51ep-4, 0x1.055b58p-3,  -0x1.0d854cp-3,
                              0x1.22da20p-3,  -0x1.547244p-3, 0x1.99a008p-3,
                              -0x1.000226p-2, 0x1.555554p-2};
  MlirValue p = nnMathPolynomial(b, f, kP, sizeof(kP) / sizeof(kP[0]));
  MlirValue t = nnMathMulAdd(b, f, p, nnMathF32(b, -0.5));
  return nnMathMulAdd(b, nnbOp2(b, "arith.mulf", f, f), t, f);
}

void nnMathLogReduce(NnBuilder *b, MlirValue x, MlirValue *k, MlirValue *f) {
  MlirType i32Type = mlirIntegerTypeGet(b->ctx, 32);
  MlirType f32Type = mlirF32TypeGet(b->ctx);
  // cmpf predicate olt 4.
  MlirValue subnormal = nnbCmpf(b, 4, x, nnMathF32(b, 0x1p-126));
  MlirValue scaled =
      nnbOp3(b, "arith.select", subnormal,
             nnbOp2(b, "arith.mulf", x, nnMathF32(b, 0x1p23)), x);
  MlirValue bits = nnbConvert(b, "arith.bitcast", scaled, i32Type);
  MlirValue exponent = nnbOp2(
      b, "arith.shrsi",
      nnbOp2(b, "arith.subi", bits, nnMathI32(b, 0x3F3504F3 /* sqrt(1/2) */)),
      nnMathI32(b, 23));
  MlirValue m =
      nnbConvert(b, "arith.bitcast",
                 nnbOp2(b, "arith.subi", bits,
                        nnbOp2(b, "arith.shli", exponent, nnMathI32(b, 23))),
                 f32Type);
  *k = nnbOp2(b, "arith.subf", nnbConvert(b, "arith.sitofp", exponent, f32Type),
              nnbOp3(b, "arith.select", subnormal, nnMathF32(b, 23.0),
                     nnMathF32(b, 0.0)));
  *f = nnbOp2(b, "arith.subf", m, nnMathF32(b, 1.0));
}

MlirValue nnMathAddLn2Times(NnBuilder *b, MlirValue k, MlirValue r) {
  // ln 2 = 0x1.62e4p-1 + 0x1.7f7d1cf8p-20 (the high part has 15 bits, so
  // k times it, |k| < 2^8, is exact).
  r = nnMathMulAdd(b, k, nnMathF32(b, 0x1.7f7d1cp-20), r);
  return nnMathMulAdd(b, k, nnMathF32(b, 0x1.62e4p-1), r);
}

MlirValue nnExpandLogF32(NnBuilder *b, MlirValue x) {
  MlirValue k, f;
  nnMathLogReduce(b, x, &k, &f);
  MlirValue r = nnMathAddLn2Times(b, k, nnMathLogOnePlus(b, f));
  // cmpf predicates: oeq 1, olt 4, uno 14.
  r = nnbOp3(b, "arith.select", nnbCmpf(b, 1, x, nnMathF32(b, INFINITY)), x, r);
  r = nnbOp3(b, "arith.select", nnbCmpf(b, 4, x, nnMathF32(b, 0.0)),
             nnMathF32(b, NAN), r);
  r = nnbOp3(b, "arith.select", nnbCmpf(b, 1, x, nnMathF32(b, 0.0)),
             nnMathF32(b, -INFINITY), r);
  return nnbOp3(b, "arith.select", nnbCmpf(b, 14, x, x), x, r);
}
