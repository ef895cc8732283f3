//===- FloatMod.c - C's fmod without a libm call per element --------------===//
//
// For x, y of a float type with p significant bits (f16 11, bf16 8, f32 24),
// both extended exactly to f64 (53 bits):
//
//   q = trunc(x / y)   (the division rounded to f64)
//   r = x - q * y      (in f64)
//
// is fmod(x, y) exactly whenever |q| < 2^(53 - p), and x, y are finite with
// y nonzero:
// - q is trunc of the exact quotient. Let 2^e and 2^d be the units in the
//   last place of y and x (subnormals included), so |y| < 2^(e + p) and
//   |x| < 2^(d + p). If x / y is not an integer, its distance to every
//   integer m is more than 2^-(p + 1):
//   - d >= e: x - m y is a nonzero multiple of 2^e, so
//     |x / y - m| >= 2^e / |y| > 2^-p;
//   - d < e: y is normal (e is above the least exponent), so
//     |y| >= 2^(e + p - 1) > |x|, the quotient is in (-1, 1), and only
//     m = +-1 and 0 are near. |y| - |x| is a nonzero multiple of 2^d: if
//     |y| < 2 |x| < 2^(d + p + 1), then 1 - |x / y| > 2^-(p + 1), and
//     otherwise it is at least 1/2.
//   Rounding to f64 moves the quotient by at most 2^-53 |x / y|: below
//   2^-53 < 2^-(p + 1) when |x / y| < 1, and below 2^-p when
//   1 <= |x / y| < 2^(53 - p), where only the first case (distance more
//   than 2^-p) occurs. So the rounded quotient never reaches or crosses an
//   integer, and an integer quotient below 2^53 is exact: trunc of the
//   rounded quotient is trunc of the exact one. The test is on the rounded
//   q, which is below 2^(53 - p) exactly when the exact quotient
//   is (rounding is monotonic and 2^(53 - p) is a double).
// - q * y is exact: q has at most 53 - p significant bits and y p.
// - x - q * y is the exact remainder, which is representable in x's type
//   (fmod is always exact), hence in f64: the subtraction is exact too, and
//   so is the conversion back.
// - An exact zero remainder comes out as +0 from the subtraction; C gives
//   it x's sign: copysign.
// The code takes 2^29 (f32's bound, below f16's and bf16's) so that q fits
// an i32. Every other element (|q| >= 2^29, NaN, infinities, y = 0) takes
// arith.remf, the libm call, in an scf.if: a huge x / y (x near the top of
// its range, y tiny) and the special values keep C's results, NaN payloads
// included, and cost the call only where they occur. f64 itself has no
// wider type to divide in and keeps arith.remf.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/FloatMod.h"

#include "conversion/linalg/AxisLoops.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>

MlirValue nnbFloatMod(NnBuilder *b, MlirValue x, MlirValue y) {
  MlirType type = mlirValueGetType(x);
  if (mlirTypeIsAF64(type))
    return nnbOp2(b, "arith.remf", x, y);
  MlirType f64 = mlirF64TypeGet(b->ctx);
  MlirValue wx = nnbConvert(b, "arith.extf", x, f64);
  MlirValue wy = nnbConvert(b, "arith.extf", y, f64);
  // The bound is f32's 2^29 for all three types (at most 2^(53 - p)), so
  // that q fits an i32. The test is on the rounded quotient (|d| < 2^29
  // exactly when |trunc(d)| is); ordered, so a NaN quotient (0/0, inf/inf, a
  // NaN operand) or an infinite one (y = 0, x infinite) fails, and so does y
  // infinite. trunc through i32, which LLVM vectorizes;
  // math.trunc is a libm call without SSE4.1. Elements on the slow path
  // convert 0 instead (fptosi of a value out of range is poison).
  MlirValue d = nnbOp2(b, "arith.divf", wx, wy);
  // cmpf: oeq 1, olt 4.
  MlirValue small = nnbCmpf(b, 4, nnbOp1(b, "math.absf", d),
                            nnbConstant(b, f64, ldexp(1, 29)));
  MlirValue finiteY =
      nnbCmpf(b, 4, nnbOp1(b, "math.absf", wy), nnbConstant(b, f64, INFINITY));
  MlirValue fast = nnbOp2(b, "arith.andi", small, finiteY);
  MlirType i32 = mlirIntegerTypeGet(b->ctx, 32);
  MlirValue safe = nnbOp3(b, "arith.select", fast, d, nnbConstant(b, f64, 0));
  MlirValue q = nnbConvert(b, "arith.sitofp",
                           nnbConvert(b, "arith.fptosi", safe, i32), f64);
  MlirValue r = nnbOp2(b, "arith.subf", wx, nnbOp2(b, "arith.mulf", q, wy));
  MlirValue narrow = nnbConvert(b, "arith.truncf", r, type);
  MlirValue zero = nnbCmpf(b, 1, narrow, nnbConstant(b, type, 0));
  MlirValue exact = nnbOp3(b, "arith.select", zero,
                           nnbOp2(b, "math.copysign", narrow, x), narrow);
  NnIf branch;
  nnbBeginIf(b, &branch);
  MlirValue slow = nnbOp2(&branch.otherwise, "arith.remf", x, y);
  MlirValue result;
  nnbEndIf(b, &branch, fast, 1, &exact, &slow, &result);
  return result;
}
