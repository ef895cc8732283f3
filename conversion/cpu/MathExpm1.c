//===- MathExpm1.c - f32 expm1 as arithmetic ------------------------------===//
//
// expm1(x) = 2^n (expm1(r) + 1) - 1 with n = round(x / ln 2) and r = x -
// n ln 2 in [-ln 2 / 2, ln 2 / 2], reduced as MathExp.c reduces exp.
// expm1(r) = r + r^2 / 2 + r^3 Q(r), Q of degree 4: a minimax fit of the
// relative error (scripts/fit_math_f32.py). Then 2^n expm1(r) + (2^n - 1)
// in one FMA: 2^n - 1 is exact for the n where it matters (n <= 24), and
// n = 0 (|x| < ln 2 / 2) leaves expm1(r) itself, r = x exactly, so small x
// keep their relative accuracy. For n > 24 the -1 is at most half an ulp
// (at n = 25 with expm1(r) < 0, the worst case): 2^n expm1(r) + 2^n in one
// FMA, 2^n held at 2^127 and doubled after for n = 128, so that x up to
// 88.72 stays finite.
//
// x is clamped to [-18, 89]: below, expm1 is -1 in f32; above, inf. ±0
// and NaN give themselves. Within 1.44 ulp of float64 expm1 on every 16th
// float of [-18.5, 89.5], the worst near x = 17 (n = 25); PyTorch's f32
// expm1, measured the same way, is within 1.00 ulp (docs/passes.md). elu
// and selu call it on every negative element.
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/MathExpansions.h"

MlirValue nnExpandExpm1F32(NnBuilder *b, MlirValue x) {
  static const double kQ[] = {0x1.9fbdfap-13, 0x1.6d406cp-10, 0x1.1111cap-7,
                              0x1.5554f2p-5, 0x1.555554p-3};
  // Below -18, expm1 is -1 in f32.
  MlirValue k, r;
  nnMathExpReduce(b, x, -18.0, &k, &r);
  MlirValue q = nnMathPolynomial(b, r, kQ, sizeof(kQ) / sizeof(kQ[0]));
  // r + r^2 (1/2 + r Q)
  MlirValue p = nnMathMulAdd(b, nnbOp2(b, "arith.mulf", r, r),
                             nnMathMulAdd(b, r, q, nnMathF32(b, 0.5)), r);
  // n <= 24 (k clamped there, so 2^k stays a normal float): 2^k p + (2^k -
  // 1) in one FMA.
  MlirValue kSmall = nnbOp2(b, "arith.minsi", k, nnMathI32(b, 24));
  MlirValue t = nnMathPow2(b, kSmall);
  MlirValue small =
      nnMathMulAdd(b, t, p, nnbOp2(b, "arith.subf", t, nnMathF32(b, 1.0)));
  // n > 24: p 2^k + 2^k in one FMA, 2^k held at 2^127 and the result
  // doubled for k = 128 (x up to 88.72 stays finite).
  MlirValue top = nnMathPow2(b, nnbOp2(b, "arith.minsi", k, nnMathI32(b, 127)));
  MlirValue large = nnMathMulAdd(b, p, top, top);
  // cmpi predicate sgt 4; cmpf oeq 1, uno 14.
  large = nnbOp3(b, "arith.select", nnbCmpi(b, 4, k, nnMathI32(b, 127)),
                 nnbOp2(b, "arith.mulf", large, nnMathF32(b, 2.0)), large);
  MlirValue y = nnbOp3(b, "arith.select", nnbCmpi(b, 4, k, nnMathI32(b, 24)),
                       large, small);
  // ±0 and NaN are x itself (the reduction would make -0 into +0).
  y = nnbOp3(b, "arith.select", nnbCmpf(b, 1, x, nnMathF32(b, 0.0)), x, y);
  return nnbOp3(b, "arith.select", nnbCmpf(b, 14, x, x), x, y);
}
