//===- CpuPipeline.h - From tensors to the LLVM dialect on the CPU --------===//
//
// The CPU pipeline takes a module of linalg, tensor, arith, math and func ops
// on tensors (what --convert-nn-to-linalg produces) to the LLVM dialect,
// ready for the ExecutionEngine or mlir-translate. It is spelled in MLIR's
// textual pipeline syntax and added through mlirOpPassManagerAddPipeline;
// CpuPipeline.c documents each step. nn-opt exposes it as
// --nn-lower-to-llvm and nn-run runs it before JIT-compiling.
//
// Calling convention of the result: destination-passing. A function
// `(A0, ..., An) -> (R0, ..., Rm)` on tensors becomes a function on memrefs
// `(A0, ..., An, R0, ..., Rm) -> ()`: the caller allocates every result
// buffer (contiguous, identity layout) and the function writes into it.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_CPUPIPELINE_H
#define NN_CONVERSION_CPUPIPELINE_H

#include "mlir-c/Pass.h"
#include "support/StringBuffer.h"

/// The pipeline's elements, for a pass manager on builtin.module.
const char *nnLowerToLlvmPipelineText(void);

/// The pipeline's two stages: tensors to buffers (bufferization and
/// deallocation), and buffers to LLVM (loops, OpenMP, LLVM dialect).
/// nnAddLowerToLlvmPipeline adds both; a caller may run its own passes on
/// buffers in between. Each fails as nnAddLowerToLlvmPipeline does.
MlirLogicalResult nnAddCpuBufferizePipeline(MlirOpPassManager pm,
                                            NnStringBuffer *error);
MlirLogicalResult nnAddCpuLoopsToLlvmPipeline(MlirOpPassManager pm,
                                              NnStringBuffer *error);

/// Adds the CPU pipeline to `pm`, which must run on builtin.module. On
/// failure (a pass missing from this MLIR build), describes it in `error`.
MlirLogicalResult nnAddLowerToLlvmPipeline(MlirOpPassManager pm,
                                           NnStringBuffer *error);

#endif // NN_CONVERSION_CPUPIPELINE_H
