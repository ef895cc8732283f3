//===- Entries.c - The functions a compiled library exports ---------------===//
//
// capi/lib/EntrySelection.h chooses the entries (as nnCompile does); this
// file records them in the form the wrappers and the signature table need.
// An entry must have a body, a name that is a C identifier (it becomes part of
// `nn_<name>`) and collides with none of the library's own (nameProblem),
// and ranked tensors with an element type of nn-c/Run.h, so that a plain
// pointer per buffer is enough at run time. An entry with dynamic sizes
// also records their rules (capi/lib/EntryShapes.h), which the library
// evaluates to check its inputs' shapes and give its outputs'.
//
//===----------------------------------------------------------------------===//

#include "Entries.h"

#include "capi/lib/EntrySelection.h"
#include "capi/lib/Executable.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "nn-c/Run.h"
#include "support/Memory.h"
#include "support/OpName.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define RANK_TEXT_(n) #n
#define RANK_TEXT(n) RANK_TEXT_(n)

const char *nnAotElementTypeName(int elementType) {
  // nn-c/Run.h's names (NUL-terminated C strings).
  MlirStringRef name = nnElementTypeGetName((NnElementType)elementType);
  return name.data ? name.data : "?";
}

static bool isCIdentifier(MlirStringRef name) {
  if (!name.length || isdigit((unsigned char)name.data[0]))
    return false;
  for (size_t i = 0; i < name.length; ++i)
    if (!isalnum((unsigned char)name.data[i]) && name.data[i] != '_')
      return false;
  return true;
}

// Why `name` cannot name an exported function, or NULL. nn_<name> and the
// library's own symbols must not collide: nn_model_* (and the header's
// NN_MODEL_* macros) are the signature table's, present and future, and
// the library's internal names begin with nn__.
static const char *nameProblem(MlirStringRef name) {
  if (!isCIdentifier(name))
    return "its name is not a C identifier";
  if (name.data[0] == '_')
    return "names beginning with '_' are reserved (the library's own "
           "symbols are nn__*)";
  static const char kModel[] = "model_";
  if (name.length >= sizeof(kModel) - 1 &&
      strncasecmp(name.data, kModel, sizeof(kModel) - 1) == 0)
    return "names beginning with 'model_', in any case, are reserved "
           "(nn_model_* and NN_MODEL_* are the library's signature table, "
           "ModelAbi.h)";
  return NULL;
}

static bool recordTensor(MlirType type, const char *what, int index,
                         MlirStringRef entry, NnAotTensor *tensor,
                         NnStringBuffer *error) {
  NnElementType elementType = NN_ELEMENT_F32;
  const char *problem = NULL;
  if (!mlirTypeIsARankedTensor(type))
    problem = "is not a ranked tensor";
  else if (mlirShapedTypeGetRank(type) > NN_AOT_MAX_RANK)
    problem = "has a rank above " RANK_TEXT(NN_AOT_MAX_RANK);
  else if (!nnElementTypeFromMlir(mlirShapedTypeGetElementType(type),
                                  &elementType))
    problem = "has an unsupported element type (supported: f32, f64, f16, "
              "bf16, i64, i32, i8, i1)";
  if (problem) {
    nnStringBufferPrintf(error, "%s #%d of @%.*s: ", what, index,
                         (int)entry.length, entry.data);
    mlirTypePrint(type, nnStringBufferCallback, error);
    nnStringBufferPrintf(error, " %s", problem);
    return false;
  }
  tensor->elementType = (int)elementType;
  tensor->rank = (int)mlirShapedTypeGetRank(type);
  for (int i = 0; i < tensor->rank; ++i)
    tensor->shape[i] = mlirShapedTypeIsDynamicDim(type, i)
                           ? -1
                           : mlirShapedTypeGetDimSize(type, i);
  return true;
}

static bool recordEntry(MlirOperation func, NnAotEntry *entry,
                        NnStringBuffer *error) {
  MlirStringRef name = nnFuncName(func);
  const char *problem = nameProblem(name);
  if (problem) {
    nnStringBufferPrintf(error, "@%.*s cannot be exported: %s",
                         (int)name.length, name.data, problem);
    return false;
  }
  entry->name = nnCopyString(name.data, name.length);
  MlirType type = mlirTypeAttrGetValue(
      mlirOperationGetAttributeByName(func, nnStr("function_type")));
  entry->numInputs = (int)mlirFunctionTypeGetNumInputs(type);
  entry->numOutputs = (int)mlirFunctionTypeGetNumResults(type);
  entry->tensors = nnAllocArray(
      (size_t)(entry->numInputs + entry->numOutputs) + 1, sizeof(NnAotTensor));
  if (!entry->name || !entry->tensors) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  for (int i = 0; i < entry->numInputs + entry->numOutputs; ++i) {
    bool output = i >= entry->numInputs;
    MlirType t = output ? mlirFunctionTypeGetResult(type, i - entry->numInputs)
                        : mlirFunctionTypeGetInput(type, i);
    if (!recordTensor(t, output ? "output" : "input",
                      output ? i - entry->numInputs : i, name,
                      &entry->tensors[i], error))
      return false;
    entry->dynamic |= !mlirShapedTypeHasStaticShape(t);
  }
  // A copy for sizes is called through its entry, on that entry's shapes.
  entry->copyOf = -1;
  intptr_t numBound;
  if (!nnReadSpecializedDims(func, &entry->bound, &numBound)) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  entry->numBound = (int)numBound;
  if (entry->bound)
    return true;
  if (entry->dynamic && !nnEntryShapesRecord(func, &entry->shapes, error)) {
    NnStringBuffer message = {0};
    nnStringBufferPrintf(&message, "@%s: %s", entry->name,
                         nnStringBufferStr(error));
    nnStringBufferClear(error);
    nnStringBufferAppend(error, nnStringBufferStr(&message), message.length);
    nnStringBufferFree(&message);
    return false;
  }
  return true;
}

// Makes entry #index, if it is a copy for sizes, a copy of its entry after
// checking that it fits it: same signature, bound dims dynamic there.
static bool linkCopy(MlirOperation func, NnAotEntries *entries, int index,
                     NnStringBuffer *error) {
  NnAotEntry *copy = &entries->entries[index];
  if (!copy->bound)
    return true;
  MlirAttribute of =
      mlirOperationGetAttributeByName(func, nnStr("nn.specializes"));
  MlirStringRef name = mlirAttributeIsNull(of) || !mlirAttributeIsAString(of)
                           ? nnStr("?")
                           : mlirStringAttrGetValue(of);
  int parent = -1;
  for (int e = 0; e < entries->numEntries && parent < 0; ++e)
    if (mlirStringRefEqual(nnStr(entries->entries[e].name), name) &&
        !entries->entries[e].bound)
      parent = e;
  const NnAotEntry *entry = parent >= 0 ? &entries->entries[parent] : NULL;
  bool fits = entry && entry->numInputs == copy->numInputs &&
              entry->numOutputs == copy->numOutputs;
  for (int i = 0; fits && i < entry->numInputs + entry->numOutputs; ++i) {
    const NnAotTensor *a = &entry->tensors[i], *b = &copy->tensors[i];
    fits = a->elementType == b->elementType && a->rank == b->rank;
    for (int d = 0; fits && d < a->rank; ++d)
      fits = a->shape[d] == b->shape[d];
  }
  for (int k = 0; fits && k < copy->numBound; ++k) {
    int64_t input = copy->bound[3 * k], dim = copy->bound[3 * k + 1];
    fits = input >= 0 && input < entry->numInputs && dim >= 0 &&
           dim < entry->tensors[input].rank &&
           entry->tensors[input].shape[dim] < 0 && copy->bound[3 * k + 2] >= 0;
  }
  if (!fits) {
    nnStringBufferPrintf(error,
                         "@%s is @%.*s's copy for given sizes (nn.specializes)"
                         ": export @%.*s, which calls it when the inputs have "
                         "them, with the same signature",
                         copy->name, (int)name.length, name.data,
                         (int)name.length, name.data);
    return false;
  }
  copy->copyOf = parent;
  return true;
}

// The name an entry's output-shape function is exported under.
static void shapesName(const char *entry, NnStringBuffer *out) {
  nnStringBufferPrintf(out, "%s_output_shapes", entry);
}

static int compareNames(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

// Fails naming an entry E_output_shapes beside a dynamic entry E: both
// would export nn_E_output_shapes. One sort and a binary search per
// dynamic entry.
static bool checkExportedNames(const NnAotEntries *entries,
                               NnStringBuffer *error) {
  const char **names =
      nnAllocArray((size_t)entries->numEntries + 1, sizeof(char *));
  if (!names) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  for (int e = 0; e < entries->numEntries; ++e)
    names[e] = entries->entries[e].name;
  qsort(names, (size_t)entries->numEntries, sizeof(char *), compareNames);
  bool ok = true;
  for (int e = 0; e < entries->numEntries && ok; ++e) {
    if (!entries->entries[e].dynamic || entries->entries[e].bound)
      continue;
    NnStringBuffer name = {0};
    shapesName(entries->entries[e].name, &name);
    const char *key = nnStringBufferStr(&name);
    if (bsearch(&key, names, (size_t)entries->numEntries, sizeof(char *),
                compareNames)) {
      nnStringBufferPrintf(error,
                           "@%s cannot be exported beside @%s, whose dynamic "
                           "sizes export nn_%s",
                           key, entries->entries[e].name, key);
      ok = false;
    }
    nnStringBufferFree(&name);
  }
  free(names);
  return ok;
}

bool nnAotSelectEntries(MlirModule module, int numNames,
                        const char *const *names, NnAotEntries *entries,
                        NnStringBuffer *error) {
  memset(entries, 0, sizeof(*entries));
  MlirStringRef *refs =
      nnAllocArray((size_t)numNames + 1, sizeof(MlirStringRef));
  if (!refs) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  for (int i = 0; i < numNames; ++i)
    refs[i] = nnStr(names[i]);
  MlirOperation *funcs;
  intptr_t numEntries;
  bool ok = nnSelectEntries(module, numNames, refs, "export", &funcs,
                            &numEntries, error);
  free(refs);
  if (!ok)
    return false;
  entries->entries = nnAllocArray((size_t)numEntries + 1, sizeof(NnAotEntry));
  if (!entries->entries) {
    free(funcs);
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  for (intptr_t i = 0; i < numEntries && ok; ++i)
    ok = recordEntry(funcs[i], &entries->entries[entries->numEntries++], error);
  for (intptr_t i = 0; i < numEntries && ok; ++i)
    ok = linkCopy(funcs[i], entries, (int)i, error);
  free(funcs);
  return ok && checkExportedNames(entries, error);
}

void nnAotFreeEntries(NnAotEntries *entries) {
  for (int i = 0; i < entries->numEntries; ++i) {
    free(entries->entries[i].name);
    free(entries->entries[i].tensors);
    free(entries->entries[i].bound);
    nnEntryShapesFree(&entries->entries[i].shapes);
  }
  free(entries->entries);
  memset(entries, 0, sizeof(*entries));
}
