//===- Wrappers.h - The C ABI of a compiled model library -----------------===//
//
// Generates, as C source, what a library from `nn-compile --target cpu`
// exports on top of the lowered code (cpu or cuda) (ModelAbi.h documents it):
// one `int nn_<entry>(void *const *inputs, void *const *outputs)` per entry,
// which builds the memref descriptors of the static shapes from a table
// (ModelCall.c) and calls `_mlir_ciface_<entry>`, and the signature table. The
// same facts give the header of --emit-header.
//
// Why C source rather than LLVM IR or MLIR: the wrappers are a few lines of
// plain C per entry that a reader can check against the ABI, the C compiler
// gives the calling convention the `_mlir_ciface_` functions expect (one
// pointer per descriptor; ModelCall.c writes the descriptors as MLIR lays
// them out, in 64-bit words), and it is needed anyway to link the library.
//
//===----------------------------------------------------------------------===//

#ifndef NN_COMPILE_WRAPPERS_H
#define NN_COMPILE_WRAPPERS_H

#include "Entries.h"
#include "conversion/common/RuntimeChecks.h"

/// The library's C source: the ABI types, the run-time helpers
/// (runtime/MemrefCopy.c) and the wrappers and table of `entries`. `device` is
/// NN_MODEL_DEVICE_CPU or NN_MODEL_DEVICE_CUDA (ModelAbi.h): what
/// nn_model_device returns, and for CUDA, wrappers that report libnnrt's
/// errors. With `checks` (the lowered module's run-time checks, some), each
/// wrapper passes the entry a status buffer after its results and returns
/// NN_MODEL_CHECK_FAILED when a check failed, which
/// nn_model_last_check_failure then describes from the table of `checks`.
bool nnWriteLibrarySource(const NnAotEntries *entries,
                          const NnRuntimeChecks *checks, const char *source,
                          int device, NnStringBuffer *out,
                          NnStringBuffer *error);

/// The header for users of the library: the ABI types, and per entry its
/// function with macros for its signature (NN_<ENTRY>_NUM_INPUTS,
/// NN_<ENTRY>_INPUT_<i>_{TYPE,RANK,SHAPE,NUM_ELEMENTS}, the same for
/// OUTPUT). `guard` names the include guard's file; for a CUDA `device`
/// the header says the pointers are device addresses. `checked`: the
/// library makes run-time checks and has nn_model_last_check_failure.
void nnWriteHeader(const NnAotEntries *entries, const char *source,
                   const char *guard, int device, bool checked,
                   NnStringBuffer *out);

/// Checks that no two entries give the header the same macros: names that
/// differ only in case (@ab, @AB: NN_AB_*). Otherwise names both in `error`.
bool nnCheckHeaderNames(const NnAotEntries *entries, NnStringBuffer *error);

#endif // NN_COMPILE_WRAPPERS_H
