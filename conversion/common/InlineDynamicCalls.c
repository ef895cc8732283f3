//===- InlineDynamicCalls.c - Inline calls whose results have dynamic sizes
//===//
//
// --nn-inline-dynamic-calls replaces each func.call with a result of
// dynamic shape by the callee's body. In destination-passing style the
// caller allocates every result, but only the callee knows how large a
// dynamic one is: upstream buffer-results-to-out-params fails on such a
// call ("cannot create out param for dynamically shaped result"). A fused
// group that nn-tile-fused leaves whole (an elementwise group too small to
// tile) is still such a call, so the pass runs first in nn-bufferize;
// inlined, its linalg ops size their results as the unfused graph does.
// The callees left without calls are private and are removed by the
// symbol-dce that follows. A library call's function (NN_LIBRARY_CALL_ATTR,
// conversion/Passes.h) stays a call: it takes the result's tensor.empty,
// sized by the caller, and writes into it.
//
// A callee with a body of one block is cloned and its ops moved before the
// call: the work is the size of the callees, once per call. Calls the
// inlined bodies bring in are inlined in turn, to a depth of
// kMaxDepth (recursion is an error).
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Func.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

enum { kMaxDepth = 32 };

static bool hasDynamicResult(MlirOperation call) {
  for (intptr_t i = 0, n = mlirOperationGetNumResults(call); i < n; ++i) {
    MlirType type = mlirValueGetType(mlirOperationGetResult(call, i));
    if (mlirTypeIsAShaped(type) && mlirShapedTypeHasRank(type) &&
        !mlirShapedTypeHasStaticShape(type))
      return true;
  }
  return false;
}

typedef struct {
  NnOpList calls;
  MlirSymbolTable symbols;
} Collect;

// Whether `call` calls a library call's function (NN_LIBRARY_CALL_ATTR),
// which writes its dynamic result into the caller's tensor it is given.
static bool callsLibrary(MlirOperation call, MlirSymbolTable symbols) {
  MlirAttribute callee = mlirOperationGetAttributeByName(call, nnStr("callee"));
  if (!mlirAttributeIsAFlatSymbolRef(callee))
    return false;
  MlirOperation function =
      mlirSymbolTableLookup(symbols, mlirFlatSymbolRefAttrGetValue(callee));
  return !mlirOperationIsNull(function) &&
         !mlirAttributeIsNull(mlirOperationGetAttributeByName(
             function, nnStr(NN_LIBRARY_CALL_ATTR)));
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  Collect *c = userData;
  if (nnOpIs(op, "func.call") && hasDynamicResult(op) &&
      !callsLibrary(op, c->symbols) && !nnOpListPush(&c->calls, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

// The callee's one block, or a null block (with an error at the call).
static MlirBlock calleeBody(MlirOperation call, MlirOperation callee) {
  MlirBlock body = {NULL};
  if (!mlirOperationIsNull(callee) && nnOpIs(callee, "func.func")) {
    MlirRegion region = mlirOperationGetRegion(callee, 0);
    body = mlirRegionGetFirstBlock(region);
    if (!mlirBlockIsNull(body) &&
        !mlirBlockIsNull(mlirBlockGetNextInRegion(body)))
      body.ptr = NULL;
  }
  if (mlirBlockIsNull(body))
    mlirEmitError(mlirOperationGetLocation(call),
                  "a call whose results have dynamic sizes is inlined "
                  "before bufferization, and its callee needs a body of "
                  "one block");
  return body;
}

// Moves a clone of the callee's body before `call` and forwards the
// results. Fails with an error at the call.
static bool inlineCall(MlirOperation call, MlirSymbolTable symbols) {
  MlirAttribute calleeAttr =
      mlirOperationGetAttributeByName(call, nnStr("callee"));
  MlirOperation callee =
      mlirSymbolTableLookup(symbols, mlirFlatSymbolRefAttrGetValue(calleeAttr));
  if (mlirBlockIsNull(calleeBody(call, callee)))
    return false;
  MlirOperation clone = mlirOperationClone(callee);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(clone, 0));
  for (intptr_t i = 0, n = mlirBlockGetNumArguments(body); i < n; ++i)
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, i),
                                  mlirOperationGetOperand(call, i));
  MlirOperation terminator = mlirBlockGetTerminator(body);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationEqual(op, terminator);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, call);
    op = next;
  }
  for (intptr_t i = 0, n = mlirOperationGetNumResults(call); i < n; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(call, i),
                                  mlirOperationGetOperand(terminator, i));
  mlirOperationDestroy(call);
  mlirOperationDestroy(clone);
  return true;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  MlirSymbolTable symbols = mlirSymbolTableCreate(module);
  bool ok = true;
  for (int depth = 0; ok; ++depth) {
    Collect collected = {{0}, symbols};
    mlirOperationWalk(module, collect, &collected, MlirWalkPreOrder);
    NnOpList calls = collected.calls;
    if (calls.failed) {
      nnOpListFree(&calls);
      mlirSymbolTableDestroy(symbols);
      return nnOutOfMemory(module, "nn-inline-dynamic-calls");
    }
    if (!calls.count) {
      nnOpListFree(&calls);
      break;
    }
    if (depth == kMaxDepth) {
      mlirEmitError(mlirOperationGetLocation(calls.ops[0]),
                    "calls whose results have dynamic sizes are "
                    "nested more than 32 deep (recursion?): they "
                    "cannot be inlined for bufferization");
      ok = false;
    }
    for (size_t i = 0; ok && i < calls.count; ++i)
      ok = inlineCall(calls.ops[i], symbols);
    nnOpListFree(&calls);
  }
  mlirSymbolTableDestroy(symbols);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

const NnPassDef nnInlineDynamicCallsPass = {
    .argument = "nn-inline-dynamic-calls",
    .name = "NNInlineDynamicCalls",
    .description = "Inline each call whose results have dynamic sizes (a "
                   "caller cannot allocate them for the callee, as "
                   "destination-passing style would need)",
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
};
