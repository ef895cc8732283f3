//===- SinCos.h - sin and cos without a libm call in the loop -------------===//
//
// math.sin and math.cos on f32 become one libm call per element on the CPU,
// which keeps their loops scalar. nnbSinCos computes them with arithmetic
// that vectorizes (a range reduction and polynomials in f64), within 0.55
// ulp of the true value for f32, and sends the arguments that reduction
// cannot take exactly (|x| >= 2^20, infinities, NaN) down a rare path, to
// libm's f64 function (SinCos.c says why each step is exact enough).
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_LINALG_SINCOS_H
#define NN_CONVERSION_LINALG_SINCOS_H

#include "conversion/common/LinalgBuilder.h"

#include <stdbool.h>

/// sin(x), or cos(x) with `cosine`, of one scalar of a float type: f16,
/// bf16 and f32 as above, rounded once to the type; f64 keeps math.sin or
/// math.cos (libm's f64 functions).
MlirValue nnbSinCos(NnBuilder *b, MlirValue x, bool cosine);

#endif // NN_CONVERSION_LINALG_SINCOS_H
