//===- MathPow.c - f32 pow as arithmetic ----------------------------------===//
//
// pow(x, y) = 2^(y log2 |x|), the sign and the special cases by selects.
// The product y log2 |x| must be known to about 2^-30 absolutely for the
// f32 result to be right (its error becomes the result's relative error,
// and it reaches 128 in magnitude), far beyond f32: so the work is done in
// f64, which LLVM vectorizes at half the width, and the result rounded to
// f32 once.
//
// - log2 |x|: |x| = 2^k m with m in [sqrt(1/2), sqrt(2)) and f = m - 1,
//   both exact, from log's reduction (MathLog.c, subnormals included). In
//   f64, s = f / (f + 2) (|s| <= 0.172), ln m = 2 atanh s = 2s + 2s^3 P(s^2)
//   with P atanh's Taylor series to s^16 (truncated at 2e-13 relative),
//   and log2 |x| = k + ln m / ln 2.
// - 2^t: t clamped to [-200, 200] (where an f32 result has overflowed or
//   flushed to zero long before), n = round(t) by the 1.5 * 2^52 shifter,
//   r = (t - n) ln 2 with |r| <= ln 2 / 2, e^r by its Taylor series to r^11
//   (truncated at 3e-14), and 2^n built in the f64 exponent field.
// - Signs and special values as C's powf and PyTorch: a negative base
//   (-0 and -inf included) with an odd integer exponent gives a negative
//   result; a finite negative base with a finite non-integer exponent
//   NaN; pow(x, 0) = pow(1, y) = 1, even for NaN, and pow(-1, +-inf) = 1;
//   zeros and infinities follow from log2 |x| = -inf and +inf.
//
// Within 0.51 ulp of float64 pow on the accuracy test's inputs (bases over
// every binade, negative ones with integer exponents, results from
// subnormals to overflow; test/lit/numerics/expand-math.mlir). About 50
// instructions per element, half of them on f64; libm's powf is a scalar
// call, which kept nn.pow's loops scalar (41-51 ms on 16M floats).
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/MathExpansions.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>

// ln 2 to double precision (C11 has no kLn2).
static const double kLn2 = 0x1.62e42fefa39efp-1;

static MlirValue f64(NnBuilder *b, double value) {
  return nnbConstant(b, mlirF64TypeGet(b->ctx), value);
}

static MlirValue toF64(NnBuilder *b, MlirValue x) {
  return nnbConvert(b, "arith.extf", x, mlirF64TypeGet(b->ctx));
}

static MlirValue mulAdd64(NnBuilder *b, MlirValue x, MlirValue y, MlirValue z) {
  return nnMathMulAdd(b, x, y, z);
}

// Horner's rule on f64 coefficients, highest degree first.
static MlirValue polynomial64(NnBuilder *b, MlirValue x, const double *c,
                              size_t count) {
  MlirValue p = f64(b, c[0]);
  for (size_t i = 1; i < count; ++i)
    p = mulAdd64(b, p, x, f64(b, c[i]));
  return p;
}

// log2 |x| in f64 for finite nonzero |x| (f32).
static MlirValue log2Abs(NnBuilder *b, MlirValue ax) {
  MlirValue k, f;
  nnMathLogReduce(b, ax, &k, &f);
  MlirValue f64f = toF64(b, f);
  MlirValue s =
      nnbOp2(b, "arith.divf", f64f, nnbOp2(b, "arith.addf", f64f, f64(b, 2.0)));
  MlirValue s2 = nnbOp2(b, "arith.mulf", s, s);
  // atanh(s) / s - 1 = s^2 / 3 + s^4 / 5 + ... + s^16 / 17.
  static const double kAtanh[] = {1.0 / 17, 1.0 / 15, 1.0 / 13, 1.0 / 11,
                                  1.0 / 9,  1.0 / 7,  1.0 / 5,  1.0 / 3};
  MlirValue p = nnbOp2(b, "arith.mulf",
                       polynomial64(b, s2, kAtanh, sizeof(kAtanh) / 8), s2);
  // ln m = 2 s (1 + p); log2 = k + ln m / ln 2.
  MlirValue twoS = nnbOp2(b, "arith.addf", s, s);
  MlirValue lnM = mulAdd64(b, twoS, p, twoS);
  return mulAdd64(b, lnM, f64(b, 1.0 / kLn2), toF64(b, k));
}

// 2^t in f64 for t in [-200, 200].
static MlirValue pow2(NnBuilder *b, MlirValue t) {
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  MlirValue shifter = f64(b, 0x1.8p52);
  MlirValue shifted = nnbOp2(b, "arith.addf", t, shifter);
  MlirValue n = nnbOp2(b, "arith.subf", shifted, shifter);
  MlirValue r =
      nnbOp2(b, "arith.mulf", nnbOp2(b, "arith.subf", t, n), f64(b, kLn2));
  // e^r, Taylor to r^11.
  static const double kExp[] = {
      1.0 / 39916800, 1.0 / 3628800, 1.0 / 362880, 1.0 / 40320,
      1.0 / 5040,     1.0 / 720,     1.0 / 120,    1.0 / 24,
      1.0 / 6,        0.5,           1.0,          1.0};
  MlirValue e = polynomial64(b, r, kExp, sizeof(kExp) / 8);
  // n's bits sit at the bottom of the shifted value's mantissa, offset by
  // 2^51: its low bits plus 1023, shifted into the exponent field, are
  // 2^n's (the 2^51 falls out of the field).
  MlirValue bits = nnbConvert(b, "arith.bitcast", shifted, i64);
  bits = nnbOp2(b, "arith.addi", bits, nnbConstant(b, i64, 1023));
  bits = nnbOp2(b, "arith.shli", bits, nnbConstant(b, i64, 52));
  MlirValue scale =
      nnbConvert(b, "arith.bitcast", bits, mlirF64TypeGet(b->ctx));
  return nnbOp2(b, "arith.mulf", e, scale);
}

static MlirValue select(NnBuilder *b, MlirValue c, MlirValue x, MlirValue y) {
  return nnbOp3(b, "arith.select", c, x, y);
}

static MlirValue both(NnBuilder *b, MlirValue p, MlirValue q) {
  return nnbOp2(b, "arith.andi", p, q);
}

MlirValue nnExpandPowF32(NnBuilder *b, MlirValue x, MlirValue y) {
  // cmpf predicates: oeq 1, olt 4, one 6, une 13, uno 14.
  MlirValue zero = nnMathF32(b, 0.0), one = nnMathF32(b, 1.0);
  MlirValue inf = nnMathF32(b, INFINITY);
  MlirValue ax = nnbOp1(b, "math.absf", x), ay = nnbOp1(b, "math.absf", y);

  // |x|^y: log2 |x| is -inf at 0 and inf at inf, so that 0^y and inf^y
  // come out of 2^t as 0 or inf by y's sign.
  MlirValue log2x = log2Abs(b, ax);
  log2x = select(b, nnbCmpf(b, 1, ax, zero), f64(b, -INFINITY), log2x);
  log2x = select(b, nnbCmpf(b, 1, ax, inf), f64(b, INFINITY), log2x);
  MlirValue t = nnbOp2(b, "arith.mulf", toF64(b, y), log2x);
  t = nnbOp2(b, "arith.minimumf", t, f64(b, 200.0));
  t = nnbOp2(b, "arith.maximumf", t, f64(b, -200.0));
  MlirValue r =
      nnbConvert(b, "arith.truncf", pow2(b, t), mlirF32TypeGet(b->ctx));

  // y's parity: an integer when floor(y) = y; odd when, below 2^24 (where
  // every f32 is an even integer), its integer is.
  MlirValue integer = nnbCmpf(b, 1, nnbOp1(b, "math.floor", y), y);
  MlirValue small = nnbCmpf(b, 4, ay, nnMathF32(b, 0x1p24));
  MlirValue asInt = nnbConvert(b, "arith.fptosi", select(b, small, y, zero),
                               mlirIntegerTypeGet(b->ctx, 32));
  MlirValue odd =
      both(b, both(b, integer, small),
           nnbCmpi(b, 1, nnbOp2(b, "arith.andi", asInt, nnMathI32(b, 1)),
                   nnMathI32(b, 0))); // ne
  MlirType i32 = mlirIntegerTypeGet(b->ctx, 32);
  MlirValue negative = nnbCmpi(b, 2, nnbConvert(b, "arith.bitcast", x, i32),
                               nnMathI32(b, 0)); // slt: the sign bit
  r = select(b, both(b, negative, odd), nnbOp1(b, "arith.negf", r), r);
  // A finite negative base to a finite non-integer power.
  MlirValue finiteX = both(b, nnbCmpf(b, 6, ax, inf), nnbCmpf(b, 6, ax, zero));
  MlirValue finiteY = nnbCmpf(b, 6, ay, inf);
  MlirValue undefined =
      both(b, both(b, negative, finiteX),
           both(b, finiteY,
                nnbOp2(b, "arith.xori", integer,
                       nnbConstant(b, mlirIntegerTypeGet(b->ctx, 1), 1))));
  r = select(b, undefined, nnMathF32(b, NAN), r);
  r = select(b,
             nnbOp2(b, "arith.ori", nnbCmpf(b, 14, x, x), nnbCmpf(b, 14, y, y)),
             nnMathF32(b, NAN), r);
  // pow(1, y) = pow(x, 0) = 1, NaN or not; pow(-1, +-inf) = 1.
  MlirValue unit =
      nnbOp2(b, "arith.ori", nnbCmpf(b, 1, x, one), nnbCmpf(b, 1, y, zero));
  unit = nnbOp2(
      b, "arith.ori", unit,
      both(b, nnbCmpf(b, 1, x, nnMathF32(b, -1.0)), nnbCmpf(b, 1, ay, inf)));
  return select(b, unit, one, r);
}
