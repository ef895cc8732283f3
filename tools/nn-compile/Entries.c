//===- Entries.c - The functions a compiled library exports ---------------===//
//
// One walk over the module's top level collects its functions; each
// requested name is then looked up among them (names are few). An entry
// must have a body, a name that is a C identifier (it becomes part of
// `nn_<name>`), and ranked tensors of static shape with an element type of
// nn-c/Run.h, so that a plain pointer per buffer is enough at run time.
//
//===----------------------------------------------------------------------===//

#include "Entries.h"

#include "capi/lib/Executable.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static MlirStringRef str(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

const char *nnAotElementTypeName(int elementType) {
  static const char *const kNames[] = {"f32", "f64", "f16", "bf16",
                                       "i64", "i32", "i8",  "i1"};
  return elementType >= 0 && elementType < 8 ? kNames[elementType] : "?";
}

static bool isFunc(MlirOperation op) {
  return mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)),
                            str("func.func"));
}

static MlirStringRef symbolName(MlirOperation func) {
  return mlirStringAttrGetValue(
      mlirOperationGetAttributeByName(func, str("sym_name")));
}

static bool hasBody(MlirOperation func) {
  return !mlirBlockIsNull(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0)));
}

static bool isPublic(MlirOperation func) {
  MlirAttribute visibility =
      mlirOperationGetAttributeByName(func, str("sym_visibility"));
  return mlirAttributeIsNull(visibility) ||
         mlirStringRefEqual(mlirStringAttrGetValue(visibility), str("public"));
}

static bool isCIdentifier(MlirStringRef name) {
  if (!name.length || isdigit((unsigned char)name.data[0]))
    return false;
  for (size_t i = 0; i < name.length; ++i)
    if (!isalnum((unsigned char)name.data[i]) && name.data[i] != '_')
      return false;
  return true;
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
    problem = "has a rank above 16";
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
  MlirStringRef name = symbolName(func);
  if (!isCIdentifier(name)) {
    nnStringBufferPrintf(error,
                         "@%.*s cannot be exported: its name is not a C "
                         "identifier",
                         (int)name.length, name.data);
    return false;
  }
  entry->name = strndup(name.data, name.length);
  MlirType type = mlirTypeAttrGetValue(
      mlirOperationGetAttributeByName(func, str("function_type")));
  entry->numInputs = (int)mlirFunctionTypeGetNumInputs(type);
  entry->numOutputs = (int)mlirFunctionTypeGetNumResults(type);
  entry->tensors = calloc((size_t)(entry->numInputs + entry->numOutputs) + 1,
                          sizeof(NnAotTensor));
  if (!entry->name || !entry->tensors)
    abort();
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

static void listFunctions(MlirOperation *funcs, int numFuncs,
                          NnStringBuffer *error) {
  nnStringBufferPrintf(error, " (functions:");
  for (int i = 0; i < numFuncs; ++i) {
    MlirStringRef other = symbolName(funcs[i]);
    nnStringBufferPrintf(error, "%s @%.*s", i ? "," : "", (int)other.length,
                         other.data);
  }
  nnStringBufferPrintf(error, "%s)", numFuncs ? "" : " none");
}

bool nnAotSelectEntries(MlirModule module, int numNames,
                        const char *const *names, NnAotEntries *entries,
                        NnStringBuffer *error) {
  memset(entries, 0, sizeof(*entries));
  MlirBlock body = mlirModuleGetBody(module);
  int numFuncs = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    numFuncs += isFunc(op);
  MlirOperation *funcs = calloc((size_t)numFuncs + 1, sizeof(MlirOperation));
  bool *chosen = calloc((size_t)numFuncs + 1, sizeof(bool));
  if (!funcs || !chosen)
    abort();
  int n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (isFunc(op))
      funcs[n++] = op;

  bool ok = true;
  for (int i = 0; i < numFuncs && numNames == 0; ++i)
    chosen[i] = isPublic(funcs[i]) && hasBody(funcs[i]);
  for (int e = 0; e < numNames && ok; ++e) {
    int found = -1;
    for (int i = 0; i < numFuncs && found < 0; ++i)
      if (mlirStringRefEqual(symbolName(funcs[i]), str(names[e])))
        found = i;
    if (found >= 0 && hasBody(funcs[found])) {
      chosen[found] = true;
      continue;
    }
    nnStringBufferPrintf(error, "the module has no function @%s%s", names[e],
                         found >= 0 ? " with a body" : "");
    listFunctions(funcs, numFuncs, error);
    ok = false;
  }
  int numChosen = 0;
  for (int i = 0; i < numFuncs; ++i)
    numChosen += chosen[i];
  if (ok && numChosen == 0) {
    nnStringBufferPrintf(error, "the module has no public function to export");
    ok = false;
  }

  entries->entries = calloc((size_t)numChosen + 1, sizeof(NnAotEntry));
  if (!entries->entries)
    abort();
  MlirContext ctx = mlirModuleGetContext(module);
  for (int i = 0; i < numFuncs && ok; ++i) {
    if (!chosen[i]) {
      mlirOperationSetAttributeByName(funcs[i], str("sym_visibility"),
                                      mlirStringAttrGet(ctx, str("private")));
      continue;
    }
    ok = recordEntry(funcs[i], &entries->entries[entries->numEntries++], error);
    mlirOperationSetDiscardableAttributeByName(
        funcs[i], str("llvm.emit_c_interface"), mlirUnitAttrGet(ctx));
  }
  free(funcs);
  free(chosen);
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
