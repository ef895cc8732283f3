//===- Executable.h - What an NnExecutable holds --------------------------===//
//
// Shared by Compile.c, which fills it, and Run.c, which checks buffers
// against it and calls the code: the lowered module the JIT was built from
// (it must outlive the JIT), the JIT, and each entry's tensor signature as
// recorded from the func.func before lowering.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CAPI_LIB_EXECUTABLE_H
#define NN_CAPI_LIB_EXECUTABLE_H

#include "EntryShapes.h"
#include "conversion/common/ProfileKernels.h"
#include "conversion/common/RuntimeChecks.h"
#include "nn-c/Compile.h"
#include "nn-c/Profile.h"
#include "nn-c/Run.h"
#include "runtime/CpuJit.h"

/// One input or output of an entry.
typedef struct {
  MlirType type; // the tensor type, in the module's context
  NnElementType elementType;
  intptr_t rank;
  int64_t shape[NN_CPU_JIT_MAX_RANK];
} NnTensorSig;

typedef struct {
  char *name; // NUL-terminated, owned
  intptr_t numInputs, numOutputs;
  NnTensorSig *sigs; // the inputs, then the outputs; -1 for a dynamic size
  /// With dynamic dims: the checks and output sizes of each call.
  bool dynamic;
  NnEntryShapes shapes;
  /// A copy of another entry for given sizes (passes/Specialize.c): that
  /// entry's index, and the bound input dims as (input, dim, size)
  /// triples. -1 and none otherwise.
  intptr_t specializes, numBound;
  int64_t *bound;
  /// An entry's copies for sizes, by index, tried in order per call.
  intptr_t numCopies;
  intptr_t *copies;
} NnEntry;

typedef struct {
  MlirModule module; // lowered to the LLVM dialect; owned
  NnCpuJit *jit;
  intptr_t numEntries;
  NnEntry *entries;
  /// The module's run-time checks; with any, every entry writes a status
  /// (conversion/common/RuntimeChecks.h) after its outputs.
  NnRuntimeChecks checks;
  /// The kernels of a profiled module (empty otherwise), and who hears
  /// their times (nn-c/Profile.h).
  NnKernelTable kernels;
  NnKernelTimeCallback kernelCallback;
  void *kernelUserData;
} NnExecutableImpl;

static inline NnExecutableImpl *nnExecutableUnwrap(NnExecutable executable) {
  return (NnExecutableImpl *)executable.ptr;
}

/// The entry called `name`, or NULL.
NnEntry *nnExecutableFindEntry(NnExecutableImpl *impl, MlirStringRef name);

/// Maps a tensor element type to NnElementType; false when unsupported.
bool nnElementTypeFromMlir(MlirType type, NnElementType *out);

#endif // NN_CAPI_LIB_EXECUTABLE_H
