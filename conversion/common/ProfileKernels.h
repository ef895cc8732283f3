//===- ProfileKernels.h - Kernels timed one by one at run time ------------===//
//
// `nn-run --profile` times each kernel a compiled entry runs. Two passes of
// the CPU pipeline (with its option profile=true) prepare the code:
//
// - --nn-profile-kernels, on nn ops, before any lowering: in every entry
//   (public function with a body), each kernel is bracketed by calls
//   `nn_profile_begin(id)` and `nn_profile_end(id)` (i32 ids 0, 1, ... in
//   module order). A kernel is a call of a function (an nn.fused group) or
//   an op left in the entry, except constants and views, which compute
//   nothing. The module gets a table, the attribute `nn.profile_kernels`:
//   per id a dictionary of the entry, the kernel's name (the callee, or
//   the op's name), the locations of the ops it came from, and the bytes
//   it must move at least (its operands and results, once each).
// - --nn-profile-flops, right after --convert-nn-to-linalg: fills in each
//   kernel's FLOPs from the linalg ops between its markers (and in its
//   callee): per op, its loops' trip counts times the float ops in its
//   body, so a matmul counts 2*M*N*K and a relu one per element.
//
// The markers are calls of unknown functions, so nothing later moves a
// kernel's work across them; at run time the JIT resolves them to
// runtime/Profile.c, which hands each kernel's start and end time to the
// callback of nn-c/Profile.h. Runtimes read the table with
// nnReadKernelTable (before or after lowering to LLVM).
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_COMMON_PROFILEKERNELS_H
#define NN_CONVERSION_COMMON_PROFILEKERNELS_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

/// The module attribute holding the table.
#define NN_PROFILE_KERNELS_ATTR "nn.profile_kernels"
/// The functions the markers call, `(i32) -> ()`.
#define NN_PROFILE_BEGIN "nn_profile_begin"
#define NN_PROFILE_END "nn_profile_end"

typedef struct {
  char *entry, *name, *locations; // owned, NUL-terminated
  int64_t bytes;                  // -1 when a shape is dynamic
  int64_t flops;                  // -1 until --nn-profile-flops ran
} NnKernelRecord;

typedef struct {
  intptr_t count;
  NnKernelRecord *kernels; // kernels[id]
} NnKernelTable;

/// Reads the table of a profiled module; empty when the module is not
/// profiled. false (and an empty table) only when memory runs out.
bool nnReadKernelTable(MlirModule module, NnKernelTable *table);
void nnFreeKernelTable(NnKernelTable *table);

#endif // NN_CONVERSION_COMMON_PROFILEKERNELS_H
