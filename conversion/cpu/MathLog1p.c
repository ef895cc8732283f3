//===- MathLog1p.c - f32 log1p as arithmetic ------------------------------===//
//
// log1p shares log's reduction and polynomial (MathLog.c), computed once.
// For x in [sqrt(1/2) - 1, sqrt(2) - 1) the polynomial takes x itself,
// with k = 0 and no rounding of 1 + x. Elsewhere u = 1 + x rounded is
// reduced and (x - (u - 1)) / u added: u - 1 is exact, so d = x - (u - 1)
// is u's rounding error, and log(1 + x) = log(u) + log(1 + d / u), whose
// second term is d / u to well below an ulp (|d / u| <= 2^-24), log(u)
// being at least 0.34 in magnitude there.
//
// Selects give NaN below -1 and for NaN, log1p(-1) = -inf and log1p(inf) =
// inf. Within 1.20 ulp of float64 log1p on every 32nd positive float and
// every 16th of (-1, 0) (docs/passes.md). softplus, log(1 + exp(-|x|))
// after its max, calls it on every element.
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/MathExpansions.h"

#include <math.h>

MlirValue nnExpandLog1pF32(NnBuilder *b, MlirValue x) {
  MlirValue one = nnMathF32(b, 1.0), zero = nnMathF32(b, 0.0);
  MlirValue u = nnbOp2(b, "arith.addf", one, x);
  MlirValue k, f;
  nnMathLogReduce(b, u, &k, &f);
  // cmpf predicates: oeq 1, oge 3, olt 4.
  MlirValue near0 =
      nnbOp2(b, "arith.andi", nnbCmpf(b, 3, x, nnMathF32(b, -0x1.2bec34p-2)),
             nnbCmpf(b, 4, x, nnMathF32(b, 0x1.a8279ap-2)));
  // Near 0, k = 0 and the polynomial takes x itself; elsewhere u's
  // reduction, corrected by u's rounding error over u. One polynomial.
  MlirValue d = nnbOp2(b, "arith.subf", x, nnbOp2(b, "arith.subf", u, one));
  MlirValue c =
      nnbOp3(b, "arith.select", near0, zero, nnbOp2(b, "arith.divf", d, u));
  f = nnbOp3(b, "arith.select", near0, x, f);
  k = nnbOp3(b, "arith.select", near0, zero, k);
  MlirValue r = nnMathAddLn2Times(
      b, k, nnbOp2(b, "arith.addf", nnMathLogOnePlus(b, f), c));
  // Through the reduction of u: u < 0 (x < -1) and NaN give NaN, u = 0
  // -inf and u = inf inf, as log does.
  r = nnbOp3(b, "arith.select", nnbCmpf(b, 4, u, zero), nnMathF32(b, NAN), r);
  r = nnbOp3(b, "arith.select", nnbCmpf(b, 1, u, zero), nnMathF32(b, -INFINITY),
             r);
  r = nnbOp3(b, "arith.select", nnbCmpf(b, 1, x, nnMathF32(b, INFINITY)), x, r);
  return nnbOp3(b, "arith.select", nnbCmpf(b, 14, x, x), x, r);
}
