//===- CpuJit.h - JIT-compile an LLVM-dialect module and call it ----------===//
//
// The reusable core of running compiled nn code on the CPU: an
// ExecutionEngine over a module already lowered to the LLVM dialect (by
// the nn-lower-to-llvm pipeline, conversion/cpu/CpuPipeline.c), with the
// runtime libraries the lowered code calls (MLIR's C runner utils, the OpenMP
// runtime), and a call through the C interface on caller-owned buffers.
// nn-c/Compile.h and Run.h (and through them nn-run) and --fold-constants
// use it.
//
// Calling convention: destination-passing (conversion/cpu/CpuPipeline.h). A
// function `(A0..An) -> (R0..Rm)` on tensors is compiled into one on memrefs
// `(A0..An, R0..Rm) -> ()` that writes its results into buffers the caller
// allocated. With `llvm.emit_c_interface` it gets `_mlir_ciface_<name>`,
// which takes every memref as a pointer to its descriptor { allocated,
// aligned, offset, sizes[rank], strides[rank] } (8-byte fields). Nothing
// the compiled code returns needs freeing.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUNTIME_CPUJIT_H
#define NN_RUNTIME_CPUJIT_H

#include "mlir-c/IR.h"
#include "nn-c/OpDef.h"
#include "support/StringBuffer.h"

#include <stdbool.h>
#include <stdint.h>

/// The highest rank a buffer may have here: nn's own (NN_MAX_RANK), so that
/// anything nn verifies can be compiled and run.
#define NN_CPU_JIT_MAX_RANK NN_MAX_RANK

/// A strided view of caller-owned memory, as a memref descriptor describes
/// it.
typedef struct {
  void *data; // the base: element `offset` is the first
  int64_t offset;
  int rank;
  int64_t sizes[NN_CPU_JIT_MAX_RANK];
  int64_t strides[NN_CPU_JIT_MAX_RANK];
} NnCpuBuffer;

typedef struct NnCpuJit NnCpuJit;

/// Fills `buffer` with a dense row-major view of `data` with shape `sizes`.
void nnCpuBufferInitContiguous(NnCpuBuffer *buffer, void *data, int rank,
                               const int64_t *sizes);

/// A context that can hold and lower anything the CPU path meets: every
/// upstream dialect and its interfaces, the LLVM IR translations, and the
/// upstream passes registered (process-wide) for textual pipelines. The nn
/// dialect is not loaded here (nnLoadDialect does that).
MlirContext nnCpuJitContextCreate(void);
/// Makes an existing context (a caller's) such a context; idempotent.
void nnCpuJitPrepareContext(MlirContext ctx);

/// JIT-compiles `module`, which must be in the LLVM dialect, at
/// optimization level `optLevel` (0-3). Returns NULL and describes the
/// problem in `error` on failure. The module must outlive the JIT.
NnCpuJit *nnCpuJitCreate(MlirModule module, int optLevel,
                         NnStringBuffer *error);
void nnCpuJitDestroy(NnCpuJit *jit);

/// Whether the compiled code has `_mlir_ciface_<name>`.
bool nnCpuJitHasFunction(NnCpuJit *jit, const char *name);

/// Calls `_mlir_ciface_<name>` on `numBuffers` caller-owned buffers: the
/// function's arguments, then one buffer per result, into which it writes.
bool nnCpuJitCall(NnCpuJit *jit, const char *name, int numBuffers,
                  const NnCpuBuffer *buffers, NnStringBuffer *error);

#endif // NN_RUNTIME_CPUJIT_H
