//===- MathErf.c - f32 erf as arithmetic ----------------------------------===//
//
// erf(x) on |x| in two pieces, both computed and one selected (a branch
// would not vectorize), then the sign of x put back: erf is odd.
//
//   |x| < 1.05:        erf(x) = x + x P(x^2), P of degree 6: a minimax fit
//                      of the relative error. Adding x last, in the FMA,
//                      keeps the rounding of the 1.128 leading coefficient
//                      out of the result.
//   1.05 <= |x| < c:   erf(x) = 1 - Q(|x| - 2.4846), Q of degree 13: a
//                      minimax fit of erfc's absolute error. erfc is at
//                      most 0.14 here, so Q's rounding shrinks in 1 - Q.
//   |x| >= c:          exactly 1, c = 3.9192059 being where erf rounds to 1
//                      in f32; |x| is clamped to c, so that Q stays in its
//                      range.
//
// Within 1.28 ulp of float64 erf, so within 1 ulp of it rounded to f32,
// on every 16th float of [0, 4.5] (docs/passes.md; test/lit/conversion/
// expand-math.mlir checks special values and a sweep of [-4.5, 4.5]).
// ±0 give ±0, ±inf ±1, NaN NaN; subnormal inputs come out of the FMA
// x + x P rounded once. About 30 vector instructions per element, no
// division: libm's erff is a branchy scalar call, which the GELU epilogue
// of a matmul made on every element.
//
// The coefficients come from scripts/fit_math_f32.py (a float64 fit by
// iteratively reweighted least squares towards minimax, rounded to f32).
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/MathExpansions.h"

MlirValue nnExpandErfF32(NnBuilder *b, MlirValue x) {
  static const double kSmall[] = {
      0x1.3b756ap-14, -0x1.9ede08p-11, 0x1.5353e0p-8, -0x1.b7e2dap-6,
      0x1.ce2bb8p-4,  -0x1.812738p-2,  0x1.06eba8p-3};
  static const double kLarge[] = {
      -0x1.852bcap-22, 0x1.3c7b50p-17,  -0x1.557366p-16, -0x1.f6f9c2p-15,
      0x1.27e590p-12,  -0x1.519e40p-12, -0x1.138766p-11, 0x1.78b07ep-9,
      -0x1.a17f80p-8,  0x1.2a1666p-7,   -0x1.238d94p-7,  0x1.7f0a26p-8,
      -0x1.34462cp-9,  0x1.cf41c4p-12};
  const double split = 0x1.0ccccc0p+0; // 1.05
  const double center = 0x1.3e0778p+1; // 2.4846 (the large piece's middle)
  const double clamp = 0x1.f5a88ap+1;  // 3.9192059

  // minimumf propagates a NaN, which then flows through to the result.
  MlirValue a = nnbOp2(b, "arith.minimumf", nnbOp1(b, "math.absf", x),
                       nnMathF32(b, clamp));
  MlirValue a2 = nnbOp2(b, "arith.mulf", a, a);
  MlirValue p =
      nnMathPolynomial(b, a2, kSmall, sizeof(kSmall) / sizeof(kSmall[0]));
  MlirValue small = nnMathMulAdd(b, a, p, a);
  MlirValue q =
      nnMathPolynomial(b, nnbOp2(b, "arith.subf", a, nnMathF32(b, center)),
                       kLarge, sizeof(kLarge) / sizeof(kLarge[0]));
  MlirValue large = nnbOp2(b, "arith.subf", nnMathF32(b, 1.0), q);
  MlirValue isSmall = nnbCmpf(b, 4 /* olt */, a, nnMathF32(b, split));
  MlirValue y = nnbOp3(b, "arith.select", isSmall, small, large);
  // Q's fit may overshoot 1 by a rounding near the clamp, and leave 1 - Q
  // an ulp below 1 at it: from the clamp on, erf is exactly 1 (1 + erf(x)
  // in the GELU is then 0 for very negative x, not 6e-8 times x).
  y = nnbOp2(b, "arith.minimumf", y, nnMathF32(b, 1.0));
  y = nnbOp3(b, "arith.select", nnbCmpf(b, 3 /* oge */, a, nnMathF32(b, clamp)),
             nnMathF32(b, 1.0), y);
  return nnbOp2(b, "math.copysign", y, x);
}
