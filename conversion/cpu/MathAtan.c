//===- MathAtan.c - f32 atan as arithmetic --------------------------------===//
//
// atan(x) on a = |x|, reduced to |t| <= 1/2, then x's sign put back (atan
// is odd):
//
//   a <= 1/2:      atan(a) = atan(t), t = a
//   1/2 < a <= 2:  atan(a) = pi/4 + atan(t), t = (a - 1) / (a + 1)
//   a > 2:         atan(a) = pi/2 - atan(t), t = 1 / a
//
// one division whose operands are selected (a branch would not vectorize),
// and atan(t) = t + t z P(z), z = t^2, P of degree 5 (a minimax fit of the
// relative error, scripts/fit_math_f32.py). pi/4 and pi/2 enter as a high
// f32 part and the rest. With only two pieces (pi/2 - atan(1/a) above 1),
// the subtraction doubled the error near a = 1: 1.39 ulp.
//
// ±inf give ±pi/2 (1/a is 0), ±0 give ±0, NaN gives NaN. Within 1.1 ulp of
// float64 (measured on every 16th float: docs/passes.md;
// test/lit/conversion/expand-math.mlir checks special values and sweeps),
// with one division and no call.
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/MathExpansions.h"

MlirValue nnExpandAtanF32(NnBuilder *b, MlirValue x) {
  static const double kP[] = {0x1.3d38a0p-5,  -0x1.470700p-4, 0x1.c02486p-4,
                              -0x1.244accp-3, 0x1.9996ecp-3,  -0x1.555552p-2};
  MlirValue a = nnbOp1(b, "math.absf", x);
  MlirValue one = nnMathF32(b, 1.0);
  MlirValue large = nnbCmpf(b, 2 /* ogt */, a, nnMathF32(b, 2.0));
  MlirValue middle = nnbCmpf(b, 2 /* ogt */, a, nnMathF32(b, 0.5));
  // t = a, (a - 1) / (a + 1) or 1 / a: one division, its operands selected.
  MlirValue num = nnbOp3(
      b, "arith.select", large, one,
      nnbOp3(b, "arith.select", middle, nnbOp2(b, "arith.subf", a, one), a));
  MlirValue den = nnbOp3(
      b, "arith.select", large, a,
      nnbOp3(b, "arith.select", middle, nnbOp2(b, "arith.addf", a, one), one));
  MlirValue t = nnbOp2(b, "arith.divf", num, den);
  MlirValue z = nnbOp2(b, "arith.mulf", t, t);
  MlirValue p =
      nnMathMulAdd(b, nnbOp2(b, "arith.mulf", t, z),
                   nnMathPolynomial(b, z, kP, sizeof(kP) / sizeof(kP[0])), t);
  // y = base + (+-p), base = 0, pi/4 or pi/2 as a high f32 part and the
  // rest: hi + (lo +- p), exactly p when base is 0.
  MlirValue hi = nnbOp3(b, "arith.select", large, nnMathF32(b, 0x1.921fb6p+0),
                        nnbOp3(b, "arith.select", middle,
                               nnMathF32(b, 0x1.921fb6p-1), nnMathF32(b, 0)));
  MlirValue lo = nnbOp3(b, "arith.select", large, nnMathF32(b, -0x1.777a5cp-25),
                        nnbOp3(b, "arith.select", middle,
                               nnMathF32(b, -0x1.777a5cp-26), nnMathF32(b, 0)));
  MlirValue signedP =
      nnbOp3(b, "arith.select", large, nnbOp1(b, "arith.negf", p), p);
  MlirValue y =
      nnbOp2(b, "arith.addf", hi, nnbOp2(b, "arith.addf", lo, signedP));
  return nnbOp2(b, "math.copysign", y, x);
}
