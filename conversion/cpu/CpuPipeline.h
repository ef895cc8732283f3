//===- CpuPipeline.h - From nn to the LLVM dialect on the CPU -------------===//
//
// nn-lower-to-llvm, the CPU pipeline: nn to linalg, one loop nest per
// fused kernel, buffers, loops parallel over OpenMP threads, the LLVM
// dialect, ready for the ExecutionEngine or mlir-translate. It is one array
// of steps (CpuPipeline.c says what each step does and why it is there),
// nn passes and upstream passes mixed; the C API library resolves the steps
// (capi/lib/NamedPipelines.c). nn-opt runs it as --nn-lower-to-llvm, nn-run
// and nnCompile before JIT-compiling, --fold-constants to evaluate.
//
// Calling convention of the result: destination-passing. A function
// `(A0, ..., An) -> (R0, ..., Rm)` on tensors becomes a function on memrefs
// `(A0, ..., An, R0, ..., Rm) -> ()`: the caller allocates every result
// buffer (contiguous, identity layout) and the function writes into it.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_CPUPIPELINE_H
#define NN_CONVERSION_CPUPIPELINE_H

#include "support/PassDef.h"

extern const NnPipelineDef nnLowerToLlvmPipeline;

#endif // NN_CONVERSION_CPUPIPELINE_H
