//===- FloatMod.h - C's fmod without a libm call --------------------------===//
//
// nn.mod on floats is C's fmod (the truncated remainder, the sign of x).
// arith.remf would become one fmodf call per element on the CPU, and NVVM
// has no vector frem at all; nnbFloatMod computes the same bits with a
// division, a fused multiply-add and a loop for huge quotients that
// ordinary inputs never enter (FloatMod.c proves it exact).
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_LINALG_FLOATMOD_H
#define NN_CONVERSION_LINALG_FLOATMOD_H

#include "conversion/common/LinalgBuilder.h"

/// fmod(x, y) of two scalars of one float type (f16, bf16, f32, f64), bit
/// for bit as C's fmod (f16 and bf16: as fmodf of the values widened).
MlirValue nnbFloatMod(NnBuilder *b, MlirValue x, MlirValue y);

#endif // NN_CONVERSION_LINALG_FLOATMOD_H
