//===- NativeChip.h - The CUDA architecture of this machine's GPU ---------===//
//
// nn-compile --chip native compiles for the GPU it runs beside, as nvcc's
// -arch=native does: the compute capability and SM count of CUDA device 0
// (after CUDA_VISIBLE_DEVICES), read through libnnrt, which dlopens the
// driver. The kernels' shapes depend on both (the PTX target; the launch
// heuristics fill the SMs), so they are read when the library is compiled;
// a library compiled where it runs gets the device's own values.
//
//===----------------------------------------------------------------------===//

#ifndef NN_COMPILE_NATIVECHIP_H
#define NN_COMPILE_NATIVECHIP_H

#include "support/StringBuffer.h"

#include <stdbool.h>
#include <stddef.h>

/// Writes device 0's architecture ("sm_90") into chip[0..size) and its SM
/// count into *smCount, and prints a note saying which device that is.
/// False, with the reason in `error`, when there is no CUDA device or nn
/// does not compile for its architecture.
bool nnNativeChip(char *chip, size_t size, int *smCount, NnStringBuffer *error);

#endif // NN_COMPILE_NATIVECHIP_H
