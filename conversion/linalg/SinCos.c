//===- SinCos.c - sin and cos without a libm call in the loop -------------===//
//
// For x of f16, bf16 or f32, computed in f64 (d = x, exactly):
//
//   k = round(d * 2/pi)          (to nearest even, by adding and removing
//                                 1.5 * 2^52: no libm call)
//   r = (d - k C1) - k C2        (two fused multiply-adds; C1 + C2 = pi/2
//                                 to 1.5e-33)
//   sin x = +-sin r or +-cos r   (by k mod 4; cos x: by (k + 1) mod 4)
//
// with sin r and cos r, |r| <= pi/4 (plus a rounding), by minimax
// polynomials of degree 7 and 8, and the result rounded once to x's type.
//
// Why it is exact enough, for |x| < 2^20 (the common path):
// - k < 2^20, and d - k C1 is exact in the first multiply-add: for k > 0,
//   d (an f32 above pi/4) and k C1 are multiples of C1's last bit, 2^-52,
//   and their difference is below 1 in magnitude, which 52 bits hold. The
//   second rounds once, relative to r.
// - What is left out, k (pi/2 - C1 - C2), is below 2^20 * 1.5e-33:
//   negligible even next to the smallest |r| of an f32 below 2^20 (the f32
//   nearest a multiple of pi/2 is not nearer than about 1e-11).
// - The polynomials' errors are below 3.8e-9 (sin, relative) and 1.2e-10
//   (cos); the f64 arithmetic adds about 1e-16. So the f64
//   value is within 0.07 ulp of f32, and the result within 0.57 ulp
//   (measured against NumPy's f64 sin and cos on every 61st f32: 0.563
//   ulp; test/lit/numerics/sin-cos.mlir checks 1 ulp).
// - sin(-0) is -0: k is +0, every step keeps r = d, and sin r is r times
//   a polynomial.
//
// The multiply-adds are math.fma: one instruction where the CPU has FMA
// (x86-64-v3 and later, every AArch64); for a target without it (nn-compile
// --cpu generic) LLVM calls libm's fma, which is exact too, only slow.
//
// Larger arguments need the reduction by pi/2 to more bits than C1 + C2
// give (Payne-Hanek, which needs a table of 2/pi's bits), infinities
// give NaN and NaN gives NaN: all of them take the rare path, libm's f64
// sin or cos of d (correctly rounded to f32 but for double rounding). The
// branch is an scf.if marked `nn.rare_path`, which the CPU pipeline turns
// into a branch-free copy of the kernel and a second run only for the
// elements that need it (cpu/RarePaths.c), as nn.mod's fmod does
// (FloatMod.c). The copy runs the common path on every element, huge and
// NaN ones included: it only computes with floats, so nothing in it is
// poison.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/SinCos.h"

#include "conversion/linalg/AxisLoops.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

#include <stddef.h>

// cmpf: olt 4.
enum { OLT = 4 };

static MlirValue f64(NnBuilder *b, double value) {
  return nnbConstant(b, mlirF64TypeGet(b->ctx), value);
}

// x * y + z, which LLVM may fuse into one FMA (`contract`).
static MlirValue mulAdd(NnBuilder *b, MlirValue x, MlirValue y, MlirValue z) {
  MlirValue product = nnbOp2(b, "arith.mulf", x, y);
  MlirValue sum = nnbOp2(b, "arith.addf", product, z);
  MlirAttribute contract =
      mlirAttributeParseGet(b->ctx, nnStr("#arith.fastmath<contract>"));
  mlirOperationSetAttributeByName(mlirOpResultGetOwner(product),
                                  nnStr("fastmath"), contract);
  mlirOperationSetAttributeByName(mlirOpResultGetOwner(sum), nnStr("fastmath"),
                                  contract);
  return sum;
}

// The polynomial with `count` coefficients, highest degree first, at z.
static MlirValue horner(NnBuilder *b, MlirValue z, const double *c,
                        size_t count) {
  MlirValue p = f64(b, c[0]);
  for (size_t i = 1; i < count; ++i)
    p = mulAdd(b, p, z, f64(b, c[i]));
  return p;
}

// The common path, on d in f64.
static MlirValue reduced(NnBuilder *b, MlirValue d, bool cosine) {
  // pi/2 = C1 + C2 + 1.5e-33: C1 is pi/2 rounded to f64, C2 the rest.
  static const double kC1 = 0x1.921fb54442d18p+0, kC2 = 0x1.1a62633145c07p-54;
  // k = round(d 2/pi), ties to even, by the shifter 1.5 * 2^52: after the
  // addition, k sits in the low bits of the sum's significand, so its two
  // lowest bits are the sum's (an integer's, no float-to-int conversion:
  // that would be poison for the huge and NaN elements the branch-free
  // copy also computes).
  MlirValue shifter = f64(b, 0x1.8p52);
  MlirValue shifted = nnbOp3(b, "math.fma", d,
                             f64(b, 0x1.45f306dc9c883p-1 /* 2/pi */), shifter);
  MlirValue k = nnbOp2(b, "arith.subf", shifted, shifter);
  MlirValue r = nnbOp3(b, "math.fma", k, f64(b, -kC1), d);
  r = nnbOp3(b, "math.fma", k, f64(b, -kC2), r);
  MlirValue z = nnbOp2(b, "arith.mulf", r, r);
  // Minimax on |r| <= pi/4 (scripts/fit_math_f32.py, sin_cos): sin r =
  // r (1 + z p(z)) within 3.8e-9 (relative), not r + r z p(z), which would
  // make sin(-0) +0; cos r = 1 + z (-1/2 + z q(z)) within 1.2e-10.
  static const double kSin[] = {-0x1.994388048eb39p-13, 0x1.110739fc61a7ap-7,
                                -0x1.555545240fb4ap-3};
  static const double kCos[] = {0x1.99eb4a00ebda1p-16, -0x1.6c0c328d76eb2p-10,
                                0x1.55554a0f940dbp-5, -0.5};
  MlirValue one = f64(b, 1);
  MlirValue s =
      nnbOp2(b, "arith.mulf", r, mulAdd(b, z, horner(b, z, kSin, 3), one));
  MlirValue c = mulAdd(b, z, horner(b, z, kCos, 4), one);
  // The quadrant: (k + 1 for cos) mod 4.
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  MlirValue n = nnbConvert(b, "arith.bitcast", shifted, i64);
  if (cosine)
    n = nnbOp2(b, "arith.addi", n, nnbConstant(b, i64, 1));
  MlirValue zero = nnbConstant(b, i64, 0);
  MlirValue odd = nnbCmpi(
      b, 1 /*ne*/, nnbOp2(b, "arith.andi", n, nnbConstant(b, i64, 1)), zero);
  MlirValue negative = nnbCmpi(
      b, 1 /*ne*/, nnbOp2(b, "arith.andi", n, nnbConstant(b, i64, 2)), zero);
  MlirValue v = nnbOp3(b, "arith.select", odd, c, s);
  return nnbOp3(b, "arith.select", negative, nnbOp1(b, "arith.negf", v), v);
}

MlirValue nnbSinCos(NnBuilder *b, MlirValue x, bool cosine) {
  const char *libm = cosine ? "math.cos" : "math.sin";
  MlirType type = mlirValueGetType(x);
  if (mlirTypeIsAF64(type))
    return nnbOp1(b, libm, x);
  MlirType wide = mlirF64TypeGet(b->ctx);
  MlirValue d = nnbConvert(b, "arith.extf", x, wide);
  MlirValue common = nnbCmpf(b, OLT, nnbOp1(b, "math.absf", d), f64(b, 0x1p20));
  NnIf branch;
  nnbBeginIf(b, &branch);
  MlirValue fast = reduced(&branch.then, d, cosine);
  MlirValue rare = nnbOp1(&branch.otherwise, libm, d);
  MlirValue result;
  nnbEndIf(b, &branch, common, 1, &fast, &rare, &result);
  nnbMarkRarePath(result);
  // f16 and bf16 through f32, as every lowering narrows to them (the
  // pipeline rounds f32 to bf16 itself: arith-expand).
  MlirType f32 = mlirF32TypeGet(b->ctx);
  result = nnbConvert(b, "arith.truncf", result, f32);
  return mlirTypeIsAF32(type) ? result
                              : nnbConvert(b, "arith.truncf", result, type);
}
