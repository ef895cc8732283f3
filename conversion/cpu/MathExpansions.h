//===- MathExpansions.h - f32 math functions as plain arithmetic ----------===//
//
// LLVM lowers `math.exp`, `math.erf` and their kin to calls of libm's scalar
// functions, and a call in a loop stops its vectorizer: one libm call per
// element is what made a softmax or a GELU epilogue run scalar. Each
// function here builds, before the builder's insertion point, arith ops
// that compute the f32 function for one f32 value: a range reduction and
// a polynomial, selects instead of branches, so that a loop of them
// widens to vector code like any elementwise loop. --nn-expand-math
// (ExpandMath.c) applies them; each file states its accuracy and how it
// was measured.
//
// The shared pieces below keep the polynomials readable: constants and a
// multiply-add whose `contract` flag lets LLVM fuse it into one FMA (one
// rounding, one instruction).
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_CPU_MATHEXPANSIONS_H
#define NN_CONVERSION_CPU_MATHEXPANSIONS_H

#include "conversion/common/LinalgBuilder.h"

#include <stddef.h>

/// exp(x), within 1 ulp (MathExp.c).
MlirValue nnExpandExpF32(NnBuilder *b, MlirValue x);
/// expm1(x) = exp(x) - 1, within 1.44 ulp (MathExpm1.c).
MlirValue nnExpandExpm1F32(NnBuilder *b, MlirValue x);
/// erf(x), within 1.3 ulp (MathErf.c).
MlirValue nnExpandErfF32(NnBuilder *b, MlirValue x);
/// tanh(x), within 1.1 ulp (MathTanh.c).
MlirValue nnExpandTanhF32(NnBuilder *b, MlirValue x);
/// log(x), within 0.93 ulp (MathLog.c).
MlirValue nnExpandLogF32(NnBuilder *b, MlirValue x);
/// log1p(x) = log(1 + x), within 1.20 ulp (MathLog1p.c).
MlirValue nnExpandLog1pF32(NnBuilder *b, MlirValue x);
/// asin(x) and acos(x) (MathAsin.c).
MlirValue nnExpandAsinF32(NnBuilder *b, MlirValue x);
MlirValue nnExpandAcosF32(NnBuilder *b, MlirValue x);
/// atan(x) (MathAtan.c).
MlirValue nnExpandAtanF32(NnBuilder *b, MlirValue x);
/// pow(x, y), through f64, within 0.51 ulp (MathPow.c).
MlirValue nnExpandPowF32(NnBuilder *b, MlirValue x, MlirValue y);

/// An f32 (i32) constant.
MlirValue nnMathF32(NnBuilder *b, double value);
MlirValue nnMathI32(NnBuilder *b, double value);
/// x * y + z, fusable into one FMA.
MlirValue nnMathMulAdd(NnBuilder *b, MlirValue x, MlirValue y, MlirValue z);
/// exp's reduction (MathExp.c), which expm1 shares: x clamped to [lo, 89]
/// as n ln 2 + r, |r| <= ln 2 / 2, n as an i32 k.
void nnMathExpReduce(NnBuilder *b, MlirValue x, double lo, MlirValue *k,
                     MlirValue *r);
/// log's pieces (MathLog.c), which log1p shares: x > 0 as 2^k (1 + f)
/// with f in [sqrt(1/2) - 1, sqrt(2) - 1) (k as an f32); log(1 + f) for f
/// in that range; r + k ln 2.
void nnMathLogReduce(NnBuilder *b, MlirValue x, MlirValue *k, MlirValue *f);
MlirValue nnMathLogOnePlus(NnBuilder *b, MlirValue f);
MlirValue nnMathAddLn2Times(NnBuilder *b, MlirValue k, MlirValue r);
/// The polynomial with `count` coefficients, highest degree first, at x, by
/// Horner's rule with multiply-adds.
MlirValue nnMathPolynomial(NnBuilder *b, MlirValue x,
                           const double *coefficients, size_t count);

/// 2^k as an f32 for an i32 k in [-126, 127], built in the exponent field.
MlirValue nnMathPow2(NnBuilder *b, MlirValue k);

#endif // NN_CONVERSION_CPU_MATHEXPANSIONS_H
