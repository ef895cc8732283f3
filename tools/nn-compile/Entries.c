//===- Entries.c - The functions a compiled library exports ---------------===//
//
// capi/lib/EntrySelection.h chooses the entries (as nnCompile does); this
// file records them in the form the wrappers and the signature table need.
// An entry must have a body, a name that is a C identifier (it becomes part of
// `nn_<name>`) and collides with none of the library's own (nameProblem),
// and ranked tensors of static shape with an element type of
// nn-c/Run.h, so that a plain pointer per buffer is enough at run time.
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
  else if (!mlirShapedTypeHasStaticShape(type))
    problem = "has a dynamic shape (exported functions need static shapes)";
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
    tensor->shape[i] = mlirShapedTypeGetDimSize(type, i);
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
  for (int i = 0; i < entry->numInputs; ++i)
    if (!recordTensor(mlirFunctionTypeGetInput(type, i), "input", i, name,
                      &entry->tensors[i], error))
      return false;
  for (int i = 0; i < entry->numOutputs; ++i)
    if (!recordTensor(mlirFunctionTypeGetResult(type, i), "output", i, name,
                      &entry->tensors[entry->numInputs + i], error))
      return false;
  return true;
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
  free(funcs);
  return ok;
}

void nnAotFreeEntries(NnAotEntries *entries) {
  for (int i = 0; i < entries->numEntries; ++i) {
    free(entries->entries[i].name);
    free(entries->entries[i].tensors);
  }
  free(entries->entries);
  memset(entries, 0, sizeof(*entries));
}
