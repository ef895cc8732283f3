//===- MathAsin.c - f32 asin and acos as arithmetic -----------------------===//
//
// asin and acos on a = |x| in two pieces, both computed and one selected (a
// branch would not vectorize), with one polynomial: asin on [0, 1/2],
//
//   asin(s) = s + s z P(z), z = s^2, P of degree 4 (a minimax fit of the
//   relative error, scripts/fit_math_f32.py).
//
//   a <= 1/2:  asin(x) = asin(a) with s = a;
//              acos(x) = pi/2 - asin(x).
//   a > 1/2:   with z = (1 - a) / 2 (exact: 1 - a is, for a in [1/2, 1]) and
//              s = sqrt(z), asin(a) = pi/2 - 2 asin(s);
//              acos(x) = 2 asin(s) for x > 0, pi - 2 asin(s) for x < 0.
//
// pi/2 and pi enter as a high f32 part and the rest, subtracted in the
// order that keeps the rest (pi/2 - (2p - lo)), so the constants add no
// error beyond the last rounding. asin puts x's sign back (it is odd).
// |x| > 1 takes the sqrt of a negative number: NaN, as libm gives; NaN
// gives NaN; asin(±0) is ±0. Within 1 ulp of float64 (measured on every
// 16th float of [-1, 1]: docs/passes.md; test/lit/conversion/expand-math.mlir
// checks special values and sweeps), with one square root and no call.
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/MathExpansions.h"

#include "mlir-c/BuiltinTypes.h"

// pi/2 and pi as f32 high parts and the rest.
static const double kHalfPiHi = 0x1.921fb6p+0, kHalfPiLo = -0x1.777a5cp-25;
static const double kPiHi = 0x1.921fb6p+1, kPiLo = -0x1.777a5cp-24;

typedef struct {
  MlirValue a;     // |x|
  MlirValue large; // a > 1/2
  MlirValue z;     // a^2, or (1 - a) / 2 when large
  MlirValue s;     // a, or sqrt(z) when large
  MlirValue p;     // asin(s) = s + s r
  MlirValue r;     // z P(z)
} AsinPieces;

static AsinPieces asinPieces(NnBuilder *b, MlirValue x) {
  static const double kP[] = {0x1.596cfep-5, 0x1.8c2872p-6, 0x1.747e44p-5,
                              0x1.3301e4p-4, 0x1.5555c8p-3};
  AsinPieces pc;
  pc.a = nnbOp1(b, "math.absf", x);
  pc.large = nnbCmpf(b, 2 /* ogt */, pc.a, nnMathF32(b, 0.5));
  MlirValue half =
      nnbOp2(b, "arith.mulf", nnbOp2(b, "arith.subf", nnMathF32(b, 1.0), pc.a),
             nnMathF32(b, 0.5));
  pc.z = nnbOp3(b, "arith.select", pc.large, half,
                nnbOp2(b, "arith.mulf", pc.a, pc.a));
  pc.s =
      nnbOp3(b, "arith.select", pc.large, nnbOp1(b, "math.sqrt", pc.z), pc.a);
  pc.r = nnbOp2(b, "arith.mulf", pc.z,
                nnMathPolynomial(b, pc.z, kP, sizeof(kP) / sizeof(kP[0])));
  pc.p = nnMathMulAdd(b, pc.s, pc.r, pc.s);
  return pc;
}

// hi + lo - v, rounded once at the end: hi - (v - lo).
static MlirValue constantMinus(NnBuilder *b, double hi, double lo,
                               MlirValue v) {
  return nnbOp2(b, "arith.subf", nnMathF32(b, hi),
                nnbOp2(b, "arith.subf", v, nnMathF32(b, lo)));
}

// pi/2 - 2 asin(s) for a > 1/2, where the subtraction cancels up to half
// of the result (a just above 1/2: 1.05 from 1.57) and 2 asin(s) would
// carry its rounding error twice over: fdlibm's way, with s split into w
// (its leading 12 bits, whose square is exact) and c = s - w, so that the
// large terms pi/4 - 2w are exact and the rounding errors fall on the
// small ones (2.3 ulp without it, measured).
static MlirValue halfPiMinusTwice(NnBuilder *b, const AsinPieces *pc) {
  MlirType i32 = mlirIntegerTypeGet(b->ctx, 32), f32 = mlirF32TypeGet(b->ctx);
  MlirValue bits = nnbConvert(b, "arith.bitcast", pc->s, i32);
  MlirValue w = nnbConvert(
      b, "arith.bitcast",
      nnbOp2(b, "arith.andi", bits, nnbConstant(b, i32, (double)0xfffff000)),
      f32);
  // c = (z - w^2) / (s + w); 2^-100 keeps 0 / 0 away at a = 1 (s = w = 0)
  // and changes nothing else (s >= 2^-12.5 when a < 1).
  MlirValue c =
      nnbOp2(b, "arith.divf",
             nnbOp2(b, "arith.subf", pc->z, nnbOp2(b, "arith.mulf", w, w)),
             nnbOp2(b, "arith.addf", nnbOp2(b, "arith.addf", pc->s, w),
                    nnMathF32(b, 0x1p-100)));
  MlirValue twoS = nnbOp2(b, "arith.addf", pc->s, pc->s);
  MlirValue twoC = nnbOp2(b, "arith.addf", c, c);
  MlirValue twoW = nnbOp2(b, "arith.addf", w, w);
  // p = 2 s r - (pi/2_lo - 2c), q = pi/4_hi - 2w: pi/4_hi - (p - q).
  MlirValue p = nnbOp2(b, "arith.subf", nnbOp2(b, "arith.mulf", twoS, pc->r),
                       nnbOp2(b, "arith.subf", nnMathF32(b, kHalfPiLo), twoC));
  MlirValue q = nnbOp2(b, "arith.subf", nnMathF32(b, kHalfPiHi / 2), twoW);
  return nnbOp2(b, "arith.subf", nnMathF32(b, kHalfPiHi / 2),
                nnbOp2(b, "arith.subf", p, q));
}

MlirValue nnExpandAsinF32(NnBuilder *b, MlirValue x) {
  AsinPieces pc = asinPieces(b, x);
  MlirValue y =
      nnbOp3(b, "arith.select", pc.large, halfPiMinusTwice(b, &pc), pc.p);
  return nnbOp2(b, "math.copysign", y, x);
}

MlirValue nnExpandAcosF32(NnBuilder *b, MlirValue x) {
  AsinPieces pc = asinPieces(b, x);
  MlirValue twice = nnbOp2(b, "arith.addf", pc.p, pc.p);
  MlirValue negative = nnbCmpf(b, 4 /* olt */, x, nnMathF32(b, 0));
  MlirValue large = nnbOp3(b, "arith.select", negative,
                           constantMinus(b, kPiHi, kPiLo, twice), twice);
  MlirValue small = constantMinus(b, kHalfPiHi, kHalfPiLo,
                                  nnbOp2(b, "math.copysign", pc.p, x));
  return nnbOp3(b, "arith.select", pc.large, large, small);
}
