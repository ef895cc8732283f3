//===- Entries.h - The functions a compiled library exports ---------------===//
//
// nn-compile's view of a module's entries: which func.func ops become
// exported `nn_<name>` functions, and their tensor signatures, recorded
// before lowering (after it, tensors are memrefs in destination-passing
// style and the shapes are harder to read back).
//
//===----------------------------------------------------------------------===//

#ifndef NN_COMPILE_ENTRIES_H
#define NN_COMPILE_ENTRIES_H

#include "capi/lib/EntryShapes.h"
#include "mlir-c/IR.h"
#include "nn-c/OpDef.h"
#include "support/StringBuffer.h"

#include <stdbool.h>
#include <stdint.h>

/// The highest rank an entry's tensor may have: nn's own, as for nnCompile.
#define NN_AOT_MAX_RANK NN_MAX_RANK

typedef struct {
  int elementType; // NnElementType (nn-c/Run.h) = NN_MODEL_* (ModelAbi.h)
  int rank;
  int64_t shape[NN_AOT_MAX_RANK]; // -1 for a dynamic size
} NnAotTensor;

typedef struct {
  char *name; // the symbol name, a C identifier; owned
  int numInputs, numOutputs;
  NnAotTensor *tensors; // the inputs, then the outputs; owned
  bool dynamic;         // some size is -1: `shapes` says what they take
  NnEntryShapes shapes;
  /// A copy of another entry for given sizes (passes/Specialize.c): not
  /// exported, called by that entry's function when its inputs have the
  /// bound sizes, (input, dim, size) triples. -1 and none otherwise.
  int copyOf, numBound;
  int64_t *bound;
} NnAotEntry;

typedef struct {
  int numEntries;
  NnAotEntry *entries;
} NnAotEntries;

/// Picks the entries of `module`: the func.func ops named in `names`, or
/// every public one with a body when `numNames` is 0. Records their
/// signatures, and for entries with dynamic sizes the sizes' rules, marks
/// them `llvm.emit_c_interface` and
/// makes every other function private. Checks that no two exported names
/// collide. On failure describes the problem in `error`.
bool nnAotSelectEntries(MlirModule module, int numNames,
                        const char *const *names, NnAotEntries *entries,
                        NnStringBuffer *error);
void nnAotFreeEntries(NnAotEntries *entries);

/// "f32", "bf16", "i1": the MLIR spelling of an NnElementType.
const char *nnAotElementTypeName(int elementType);

#endif // NN_COMPILE_ENTRIES_H
