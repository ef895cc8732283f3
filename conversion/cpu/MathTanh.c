//===- MathTanh.c - f32 tanh as arithmetic --------------------------------===//
//
// tanh(x) on a = min(|x|, 9.1) in two pieces, both computed and one
// selected (a branch would not vectorize), then x's sign put back: tanh is
// odd.
//
//   a < 0.7:   tanh(x) = a + a^3 P(a^2), P of degree 5: a minimax fit of
//              the relative error. a is added last, inside the FMA.
//   a >= 0.7:  tanh(x) = 1 - 2 / (exp(2a) + 1), with MathExp.c's exp. The
//              form subtracts from 1 a quotient of at most 0.6, whose
//              error shrinks in the subtraction; exp(2a) - 1 over
//              exp(2a) + 1 would carry exp's error into a cancellation.
//              Beyond 9.1 (tanh rounds to 1 from 9.0109), clamping keeps
//              exp finite: the quotient is below half an ulp of 1.
//
// Within 1.1 ulp of float64 tanh on every 16th float of [0, 10]
// (docs/passes.md; test/lit/conversion/expand-math.mlir checks special
// values and a sweep). ±0 give ±0, ±inf ±1, NaN NaN; subnormal inputs come
// out of the FMA unchanged. About 40 vector instructions per element, one
// of them a division: libm's tanhf is a scalar call, which the tanh-form
// GELU of a transformer's matmul epilogue made on every element.
//
// P's coefficients come from scripts/fit_math_f32.py.
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/MathExpansions.h"

MlirValue nnExpandTanhF32(NnBuilder *b, MlirValue x) {
  static const double kSmall[] = {0x1.f0f028p-10, -0x1.025204p-7,
                                  0x1.616b98p-6,  -0x1.b9b870p-5,
                                  0x1.110f3cp-3,  -0x1.555550p-2};
  const double split = 0.7;
  const double clamp = 9.1;

  // minimumf propagates a NaN, which then flows through to the result.
  MlirValue a = nnbOp2(b, "arith.minimumf", nnbOp1(b, "math.absf", x),
                       nnMathF32(b, clamp));
  MlirValue a2 = nnbOp2(b, "arith.mulf", a, a);
  MlirValue p =
      nnMathPolynomial(b, a2, kSmall, sizeof(kSmall) / sizeof(kSmall[0]));
  MlirValue small = nnMathMulAdd(b, nnbOp2(b, "arith.mulf", a, a2), p, a);
  MlirValue e = nnExpandExpF32(b, nnbOp2(b, "arith.addf", a, a));
  MlirValue q = nnbOp2(b, "arith.divf", nnMathF32(b, 2.0),
                       nnbOp2(b, "arith.addf", e, nnMathF32(b, 1.0)));
  MlirValue large = nnbOp2(b, "arith.subf", nnMathF32(b, 1.0), q);
  MlirValue isSmall = nnbCmpf(b, 4 /* olt */, a, nnMathF32(b, split));
  MlirValue y = nnbOp3(b, "arith.select", isSmall, small, large);
  return nnbOp2(b, "math.copysign", y, x);
}
