//===- FloatMod.h - C's fmod without a libm call per element --------------===//
//
// nn.mod on floats is C's fmod (the truncated remainder, the sign of x).
// arith.remf becomes one scalar fmodf call per element; nnbFloatMod computes
// the same bits with a division in f64 instead, which LLVM can schedule and
// which costs no call, leaving fmodf to the rare elements whose quotient is
// too large (FloatMod.c proves the bound).
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_LINALG_FLOATMOD_H
#define NN_CONVERSION_LINALG_FLOATMOD_H

#include "conversion/common/LinalgBuilder.h"

/// fmod(x, y) of two scalars of one float type, bit for bit as C's fmod.
MlirValue nnbFloatMod(NnBuilder *b, MlirValue x, MlirValue y);

#endif // NN_CONVERSION_LINALG_FLOATMOD_H
