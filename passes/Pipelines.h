//===- Pipelines.h - nn's named pipelines ---------------------------------===//
//
// Pipelines that nn-opt offers by name (`--nn-lower-to-llvm`) and that tools
// such as nn-run build directly: sequences of nn and upstream passes.
//
//===----------------------------------------------------------------------===//

#ifndef NN_PASSES_PIPELINES_H
#define NN_PASSES_PIPELINES_H

#include "mlir-c/Pass.h"
#include "support/StringBuffer.h"

/// The CPU pipeline from nn to the LLVM dialect, on a module-level pass
/// manager: --convert-nn-to-linalg, upstream elementwise fusion (each
/// elementwise nn.fused function becomes one linalg.generic),
/// --nn-tile-fused (each other nn.fused function one scf.forall), the
/// bufferization steps of conversion/cpu/CpuPipeline.h, --nn-lower-tile-bodies,
/// then the rest of the CPU steps.
MlirLogicalResult nnAddNnLowerToLlvmPipeline(MlirOpPassManager pm,
                                             NnStringBuffer *error);

#endif // NN_PASSES_PIPELINES_H
