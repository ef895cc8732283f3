//===- FloatMod.c - C's fmod without a libm call --------------------------===//
//
// fmod(x, y) = x - trunc(x / y) y, exactly, with x's sign. Computed in a
// type C with p significant bits (f32, p = 24, for f16, bf16 and f32, whose
// values it holds exactly; f64 itself, p = 53) on a = |x|, z = |y|.
//
// One step, for a >= 0 and z > 0 finite with a / z < 2^p:
//   q = trunc(a / z)         (the division rounded to C; q < 2^p)
//   r = fma(-q, z, a)        (one rounding)
//   r = r < 0 ? r + z : r
// is fmod(a, z) exactly:
// - Let m = floor(a / z). m and m + 1 <= 2^p are representable, and
//   rounding is monotonic, so m <= fl(a / z) <= m + 1: q is m or m + 1.
//   When a < z, a / z <= 1 - 2^-p (a is at most the float below z, or
//   below z's power of two), which is representable: q = 0 = m.
// - q = m: a - m z is fmod(a, z), which is representable (a and z are
//   multiples of z's quantum when a >= z, and the remainder is below z),
//   so the fma is exact. q = m + 1 (a >= z): a - q z = fmod(a, z) - z, in
//   [-z, 0) and a multiple of z's quantum: exact too, and so is the
//   correction r + z, which is fmod(a, z) again.
// - An exact zero remainder is +0 (round to nearest); copysign gives it
//   x's sign, as C does.
// The test for the step is on the rounded quotient: fl(a / z) < 2^p implies
// a / z < 2^p (2^p is representable). Ordered, it fails for NaNs, for
// infinite quotients (y = 0, x infinite) and for huge finite ones.
//
// A huge quotient (the rare path, an scf.while): with e(v) the exponent of
// v (2^e(v) <= v < 2^(e(v) + 1), subnormals included) and the gap
// g = e(a) - e(z) >= p, reduce a modulo z 2^s with s = g - (p - 1):
// a / (z 2^s) < 2^(e(a) + 1 - e(z) - s) = 2^p, so the step applies, and
// since z 2^s is an integer multiple of z, fmod(fmod(a, z 2^s), z) =
// fmod(a, z). The new a is below z 2^s: the gap shrinks by p - 1 or more,
// down to p - 1, where one last step with z itself applies (a / z < 2^p).
// z 2^s is exact (it stays below a) and is built as two scalings (2^s
// alone can exceed C's range: s is up to 253 for f32, 2045 for f64). At
// most 11 iterations for f32 and 40 for f64.
//
// Why a loop and not a select: LLVM speculates and if-converts anything
// cheap enough (an frem on the rare path became a select that called fmodf
// for every element, commit e5020fb), but not a loop, so the common path
// stays one division and one fma with no call at all (also on NVVM, which
// has no vector frem). The loop in turn keeps the loop vectorizer off the
// kernel; the scf.if carries `nn.rare_path`, on which the CPU pipeline runs
// a branch-free copy of the kernel and the original only for the elements
// that need it (cpu/RarePaths.c).
//
// Special values, by selects, as C's (glibc's) fmod: a NaN operand gives
// that NaN quieted (x's first); x infinite or y = 0 gives (x y) / (x y),
// the hardware's default NaN (all of these take the rare path: their
// quotient is NaN or infinite); y infinite gives x (the common path).
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/FloatMod.h"

#include "conversion/linalg/AxisLoops.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

#include <math.h>

// cmpf: oeq 1, olt 4, uno 14; cmpi: sge 5.
enum { OEQ = 1, OLT = 4, UNO = 14, SGE = 5 };

typedef struct {
  MlirType c, bits; // the computing type and the integer of its width
  int p, bias;      // significant bits, exponent bias
} Format;

static MlirValue fconst(NnBuilder *b, const Format *f, double value) {
  return nnbConstant(b, f->c, value);
}

static MlirValue iconst(NnBuilder *b, const Format *f, double value) {
  return nnbConstant(b, f->bits, value);
}

// The exponent e(v) of a finite v >= 0 as an integer (a subnormal is
// scaled into the normal range first; 0 gives a value below every other).
static MlirValue exponentOf(NnBuilder *b, const Format *f, MlirValue v) {
  MlirValue sub = nnbCmpf(b, OLT, v, fconst(b, f, ldexp(1, 1 - f->bias)));
  MlirValue w =
      nnbOp3(b, "arith.select", sub,
             nnbOp2(b, "arith.mulf", v, fconst(b, f, ldexp(1, f->p))), v);
  MlirValue biased =
      nnbOp2(b, "arith.shrui", nnbConvert(b, "arith.bitcast", w, f->bits),
             iconst(b, f, f->p - 1));
  MlirValue offset =
      nnbOp3(b, "arith.select", sub, iconst(b, f, f->bias + f->p),
             iconst(b, f, f->bias));
  return nnbOp2(b, "arith.subi", biased, offset);
}

// 2^k for an integer 0 <= k <= bias.
static MlirValue powerOfTwo(NnBuilder *b, const Format *f, MlirValue k) {
  MlirValue biased = nnbOp2(b, "arith.addi", k, iconst(b, f, f->bias));
  return nnbConvert(b, "arith.bitcast",
                    nnbOp2(b, "arith.shli", biased, iconst(b, f, f->p - 1)),
                    f->c);
}

// fmod(a, z) given qf = fl(a / z) < 2^p (the step above).
static MlirValue step(NnBuilder *b, const Format *f, MlirValue a, MlirValue z,
                      MlirValue qf) {
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  // trunc through an integer: math.trunc is a libm call on x86 without
  // SSE4.1. qf < 2^p <= 2^53 fits.
  MlirValue q = nnbConvert(b, "arith.sitofp",
                           nnbConvert(b, "arith.fptosi", qf, i64), f->c);
  MlirValue r = nnbOp3(b, "math.fma", nnbOp1(b, "arith.negf", q), z, a);
  MlirValue negative = nnbCmpf(b, OLT, r, fconst(b, f, 0));
  return nnbOp3(b, "arith.select", negative, nnbOp2(b, "arith.addf", r, z), r);
}

// The rare path: a reduced modulo z 2^s while the gap is p or more, then
// the last step. Operands that are not finite with z nonzero (their result
// is a special value, selected later) enter as 0 mod 1.
static MlirValue hugeQuotient(NnBuilder *b, const Format *f, MlirValue a,
                              MlirValue z) {
  MlirValue inf = fconst(b, f, INFINITY);
  MlirValue ordinary = nnbOp2(
      b, "arith.andi",
      nnbOp2(b, "arith.andi", nnbCmpf(b, OLT, a, inf), nnbCmpf(b, OLT, z, inf)),
      nnbCmpf(b, 13 /*une*/, z, fconst(b, f, 0)));
  a = nnbOp3(b, "arith.select", ordinary, a, fconst(b, f, 0));
  z = nnbOp3(b, "arith.select", ordinary, z, fconst(b, f, 1));
  MlirValue ez = exponentOf(b, f, z);

  // scf.while (%a) { gap = e(a) - e(z); condition(gap >= p) %a, %gap }
  // do (%a, %gap) { yield step(a, z 2^(gap - (p - 1))) }
  MlirLocation loc = b->loc;
  MlirType types[] = {f->c, f->bits};
  MlirLocation locs[] = {loc, loc};
  MlirBlock before = mlirBlockCreate(1, types, locs);
  MlirBlock after = mlirBlockCreate(2, types, locs);
  NnBuilder cb = {b->ctx, loc, before, {NULL}, b->sizes};
  MlirValue ca = mlirBlockGetArgument(before, 0);
  MlirValue gap = nnbOp2(&cb, "arith.subi", exponentOf(&cb, f, ca), ez);
  MlirOperationState cond = mlirOperationStateGet(nnStr("scf.condition"), loc);
  MlirValue condArgs[] = {nnbCmpi(&cb, SGE, gap, iconst(&cb, f, f->p)), ca,
                          gap};
  mlirOperationStateAddOperands(&cond, 3, condArgs);
  mlirBlockAppendOwnedOperation(before, mlirOperationCreate(&cond));

  NnBuilder db = {b->ctx, loc, after, {NULL}, b->sizes};
  MlirValue da = mlirBlockGetArgument(after, 0);
  MlirValue s = nnbOp2(&db, "arith.subi", mlirBlockGetArgument(after, 1),
                       iconst(&db, f, f->p - 1));
  MlirValue half = nnbOp2(&db, "arith.shrsi", s, iconst(&db, f, 1));
  MlirValue zs = nnbOp2(&db, "arith.mulf", z, powerOfTwo(&db, f, half));
  zs = nnbOp2(&db, "arith.mulf", zs,
              powerOfTwo(&db, f, nnbOp2(&db, "arith.subi", s, half)));
  MlirValue next = step(&db, f, da, zs, nnbOp2(&db, "arith.divf", da, zs));
  MlirOperationState yield = mlirOperationStateGet(nnStr("scf.yield"), loc);
  mlirOperationStateAddOperands(&yield, 1, &next);
  mlirBlockAppendOwnedOperation(after, mlirOperationCreate(&yield));

  MlirRegion regions[] = {mlirRegionCreate(), mlirRegionCreate()};
  mlirRegionAppendOwnedBlock(regions[0], before);
  mlirRegionAppendOwnedBlock(regions[1], after);
  MlirOperationState loop = mlirOperationStateGet(nnStr("scf.while"), loc);
  mlirOperationStateAddOperands(&loop, 1, &a);
  mlirOperationStateAddResults(&loop, 2, types);
  mlirOperationStateAddOwnedRegions(&loop, 2, regions);
  MlirOperation op = nnBuild(b, &loop);
  if (mlirOperationIsNull(op))
    return (MlirValue){NULL};
  MlirValue reduced = mlirOperationGetResult(op, 0);
  return step(b, f, reduced, z, nnbOp2(b, "arith.divf", reduced, z));
}

// v's NaN quieted: its quiet bit set, as x86 (and glibc's (x y) / (x y))
// return an operand NaN.
static MlirValue quieted(NnBuilder *b, const Format *f, MlirValue v) {
  MlirValue bits = nnbConvert(b, "arith.bitcast", v, f->bits);
  bits = nnbOp2(b, "arith.ori", bits, iconst(b, f, ldexp(1, f->p - 2)));
  return nnbConvert(b, "arith.bitcast", bits, f->c);
}

// The special values' result (NaN operands, x infinite, y = 0): the rare
// path only, where their quotient (NaN or infinite) sends them.
static MlirValue specialValue(NnBuilder *b, const Format *f, MlirValue x,
                              MlirValue y, MlirValue value) {
  MlirValue product = nnbOp2(b, "arith.mulf", x, y);
  MlirValue nan = nnbOp2(b, "arith.divf", product, product);
  nan = nnbOp3(b, "arith.select", nnbCmpf(b, UNO, y, y), quieted(b, f, y), nan);
  nan = nnbOp3(b, "arith.select", nnbCmpf(b, UNO, x, x), quieted(b, f, x), nan);
  MlirValue special = nnbOp2(b, "arith.ori",
                             nnbOp2(b, "arith.ori", nnbCmpf(b, UNO, x, y),
                                    nnbCmpf(b, OEQ, nnbOp1(b, "math.absf", x),
                                            fconst(b, f, INFINITY))),
                             nnbCmpf(b, OEQ, y, fconst(b, f, 0)));
  return nnbOp3(b, "arith.select", special, nan, value);
}

MlirValue nnbFloatMod(NnBuilder *b, MlirValue x, MlirValue y) {
  MlirType type = mlirValueGetType(x);
  bool wide = mlirTypeIsAF64(type);
  Format f = {wide ? type : mlirF32TypeGet(b->ctx),
              mlirIntegerTypeGet(b->ctx, wide ? 64 : 32), wide ? 53 : 24,
              wide ? 1023 : 127};
  if (!mlirTypeIsAF32(type) && !wide) {
    x = nnbConvert(b, "arith.extf", x, f.c);
    y = nnbConvert(b, "arith.extf", y, f.c);
  }
  MlirValue a = nnbOp1(b, "math.absf", x), z = nnbOp1(b, "math.absf", y);
  MlirValue qf = nnbOp2(b, "arith.divf", a, z);
  MlirValue fast = nnbCmpf(b, OLT, qf, fconst(b, &f, ldexp(1, f.p)));
  NnIf branch;
  nnbBeginIf(b, &branch);
  // The common path: one step; y infinite (x finite: a / z = 0) gives x.
  // The quotient is 0 where the condition fails: the CPU pipeline's
  // branch-free copy (cpu/RarePaths.c) runs this on every element, and
  // fptosi of a huge or NaN quotient would be poison.
  NnBuilder *then = &branch.then;
  MlirValue safe = nnbOp3(then, "arith.select", fast, qf, fconst(then, &f, 0));
  MlirValue common =
      nnbOp2(then, "math.copysign", step(then, &f, a, z, safe), x);
  common = nnbOp3(then, "arith.select",
                  nnbCmpf(then, OEQ, z, fconst(then, &f, INFINITY)), x, common);
  NnBuilder *otherwise = &branch.otherwise;
  MlirValue rare = hugeQuotient(otherwise, &f, a, z);
  if (mlirValueIsNull(rare))
    return rare;
  rare = specialValue(otherwise, &f, x, y,
                      nnbOp2(otherwise, "math.copysign", rare, x));
  MlirValue result;
  nnbEndIf(b, &branch, fast, 1, &common, &rare, &result);
  nnbMarkRarePath(result);
  if (mlirTypeEqual(type, f.c))
    return result;
  if (!mlirTypeIsABF16(type))
    return nnbConvert(b, "arith.truncf", result, type);
  // bf16: the result is exact in bf16 (and a NaN result is quiet, its
  // quiet bit in the top half), so its f32 bits' top half. Not truncf:
  // in a vectorized loop LLVM makes arith-expand's rounding into
  // vcvtneps2bf16 on AVX512-BF16 CPUs, which flushes subnormals to zero.
  MlirType i16 = mlirIntegerTypeGet(b->ctx, 16);
  MlirValue bits =
      nnbOp2(b, "arith.shrui", nnbConvert(b, "arith.bitcast", result, f.bits),
             iconst(b, &f, 16));
  return nnbConvert(b, "arith.bitcast",
                    nnbConvert(b, "arith.trunci", bits, i16), type);
}
