/*===- nn-c/Profile.h - Per-kernel times of a profiled executable -*- C -*-===*\
|*                                                                          *|
|* An executable compiled with NnCompileOptions.profile times each kernel   *|
|* its entries run: each call of a fused group and each op left in an entry *|
|* (constants and views excepted). Its kernels are listed with what a       *|
|* profile needs to judge them: where they came from, the bytes they must   *|
|* move and the FLOPs they compute. During nnExecutableRun, a callback set  *|
|* here receives every kernel's start and end, on the calling thread, in    *|
|* the order the kernels ran. nn-run --profile is built on this.            *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/

#ifndef NN_C_PROFILE_H
#define NN_C_PROFILE_H

#include "mlir-c/IR.h"
#include "nn-c/Compile.h"
#include "nn-c/Support.h"

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One kernel. The strings are owned by the executable.
typedef struct {
  MlirStringRef entry; ///< the entry that runs it
  MlirStringRef name;  ///< the fused function it calls, or the op's name
  /// The source locations of the ops it came from, ", "-separated
  /// ("model.mlir:4:8", or an ONNX node's name); the first eight, then
  /// "and N more".
  MlirStringRef locations;
  /// What it must move at least: each operand and result once; -1 when
  /// a shape is dynamic.
  int64_t bytes;
  /// Its floating-point ops: per linalg op of its lowering, trip count
  /// times the ops of the body computing floats (a matmul 2*M*N*K, a relu
  /// one per element, an exp one; integer and index arithmetic, compares
  /// and selects none); -1 when unknown.
  int64_t flops;
} NnKernelInfo;

/// The number of kernels; 0 when the executable was compiled without
/// profiling.
NN_CAPI_EXPORTED intptr_t nnExecutableGetNumKernels(NnExecutable executable);

/// Describes kernel `pos` in `*info`; fails when there is no such kernel.
NN_CAPI_EXPORTED MlirLogicalResult nnExecutableGetKernel(
    NnExecutable executable, intptr_t pos, NnKernelInfo *info);

/// Receives one run of kernel `kernel` (a position for
/// nnExecutableGetKernel): its start and end, in seconds of a monotonic
/// clock.
typedef void (*NnKernelTimeCallback)(intptr_t kernel, double start, double end,
                                     void *userData);

/// Sets the callback nnExecutableRun calls after each kernel (NULL: none,
/// the default). Do not change it while a call runs.
NN_CAPI_EXPORTED void nnExecutableSetKernelTimeCallback(
    NnExecutable executable, NnKernelTimeCallback callback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* NN_C_PROFILE_H */
