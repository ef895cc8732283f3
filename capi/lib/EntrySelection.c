//===- EntrySelection.c - Which functions of a module are entries ---------===//

#include "EntrySelection.h"

#include "mlir-c/BuiltinAttributes.h"
#include "support/Memory.h"
#include "support/OpName.h"

#include <stdlib.h>

static bool isFunc(MlirOperation op) { return nnOpIs(op, "func.func"); }

static bool hasBody(MlirOperation func) {
  return !mlirBlockIsNull(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0)));
}

static bool isPublic(MlirOperation func) {
  MlirAttribute visibility =
      mlirOperationGetAttributeByName(func, nnStr("sym_visibility"));
  return mlirAttributeIsNull(visibility) ||
         mlirStringRefEqual(mlirStringAttrGetValue(visibility),
                            nnStr("public"));
}

bool nnReadSpecializedDims(MlirOperation func, int64_t **bound,
                           intptr_t *count) {
  *bound = NULL, *count = 0;
  MlirAttribute dims =
      mlirOperationGetAttributeByName(func, nnStr("nn.specialized_dims"));
  if (mlirAttributeIsNull(dims) || !mlirAttributeIsADenseI64Array(dims))
    return true;
  *count = mlirDenseArrayGetNumElements(dims) / 3;
  *bound = nnAllocArray((size_t)*count * 3 + 1, sizeof(int64_t));
  if (!*bound)
    return false;
  for (intptr_t k = 0; k < *count * 3; ++k)
    (*bound)[k] = mlirDenseI64ArrayGetElement(dims, k);
  return true;
}

MlirStringRef nnFuncName(MlirOperation func) {
  return mlirStringAttrGetValue(
      mlirOperationGetAttributeByName(func, nnStr("sym_name")));
}

// " (functions: @a, @b)", for an error about a name that is not there.
static void listFunctions(const MlirOperation *funcs, intptr_t numFuncs,
                          NnStringBuffer *error) {
  nnStringBufferPrintf(error, " (functions:");
  for (intptr_t i = 0; i < numFuncs; ++i) {
    MlirStringRef name = nnFuncName(funcs[i]);
    nnStringBufferPrintf(error, "%s @%.*s", i ? "," : "", (int)name.length,
                         name.data);
  }
  nnStringBufferPrintf(error, "%s)", numFuncs ? "" : " none");
}

bool nnSelectEntries(MlirModule module, intptr_t numNames,
                     const MlirStringRef *names, const char *verb,
                     MlirOperation **entries, intptr_t *numEntries,
                     NnStringBuffer *error) {
  MlirBlock body = mlirModuleGetBody(module);
  intptr_t numFuncs = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    numFuncs += isFunc(op);
  MlirOperation *funcs =
      nnAllocArray((size_t)numFuncs + 1, sizeof(MlirOperation));
  bool *chosen = nnAllocArray((size_t)numFuncs + 1, sizeof(bool));
  if (!funcs || !chosen) {
    free(funcs);
    free(chosen);
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  intptr_t n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (isFunc(op))
      funcs[n++] = op;

  bool ok = true;
  for (intptr_t i = 0; i < numFuncs && numNames == 0; ++i)
    chosen[i] = isPublic(funcs[i]) && hasBody(funcs[i]);
  // Names are few: a linear search per requested name is cheaper than a
  // table.
  for (intptr_t e = 0; e < numNames && ok; ++e) {
    intptr_t found = -1;
    for (intptr_t i = 0; i < numFuncs && found < 0; ++i)
      if (mlirStringRefEqual(nnFuncName(funcs[i]), names[e]))
        found = i;
    if (found >= 0 && hasBody(funcs[found])) {
      chosen[found] = true;
      continue;
    }
    nnStringBufferPrintf(error, "the module has no function @%.*s%s",
                         (int)names[e].length, names[e].data,
                         found >= 0 ? " with a body" : "");
    listFunctions(funcs, numFuncs, error);
    ok = false;
  }
  // A named entry's copies for sizes (passes/Specialize.c) come with it.
  for (intptr_t i = 0; i < numFuncs && numNames > 0; ++i) {
    MlirAttribute of =
        mlirOperationGetAttributeByName(funcs[i], nnStr("nn.specializes"));
    if (chosen[i] || mlirAttributeIsNull(of) || !mlirAttributeIsAString(of) ||
        !hasBody(funcs[i]))
      continue;
    for (intptr_t e = 0; e < numNames && !chosen[i]; ++e)
      chosen[i] = mlirStringRefEqual(mlirStringAttrGetValue(of), names[e]);
  }
  intptr_t count = 0;
  for (intptr_t i = 0; i < numFuncs; ++i)
    count += chosen[i];
  if (ok && count == 0) {
    nnStringBufferPrintf(error, "the module has no public function to %s",
                         verb);
    ok = false;
  }

  *entries = NULL;
  *numEntries = 0;
  if (ok) {
    MlirContext ctx = mlirModuleGetContext(module);
    MlirAttribute privateAttr = mlirStringAttrGet(ctx, nnStr("private"));
    // Entries are compacted to the front of `funcs`, in module order.
    for (intptr_t i = 0; i < numFuncs; ++i) {
      if (!chosen[i]) {
        mlirOperationSetAttributeByName(funcs[i], nnStr("sym_visibility"),
                                        privateAttr);
        continue;
      }
      mlirOperationSetDiscardableAttributeByName(
          funcs[i], nnStr("llvm.emit_c_interface"), mlirUnitAttrGet(ctx));
      funcs[(*numEntries)++] = funcs[i];
    }
    *entries = funcs;
  } else {
    free(funcs);
  }
  free(chosen);
  return ok;
}
