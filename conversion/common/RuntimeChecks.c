//===- RuntimeChecks.c - --nn-route-runtime-checks ------------------------===//
//
// RuntimeChecks.h says what the pass makes of the tagged check records. How:
// one walk finds the records and the calls; the functions that need a
// status are those with a record in their body (at its top level) and,
// transitively, their callers (a worklist over the calls, each visited
// once), plus every public function with a body (of one block ending in its
// return, as every nn function is). Calls of those get the
// extra results first; then each such function combines its sources (its
// records and the statuses of its calls, in block order: the first failure
// wins, as the first error in program order would) before its return.
//
// A record inside a nested region (an nn op in an scf.if) cannot reach the
// return directly; it is dropped (the C API cannot emit a warning): the
// positions it checks are still clamped, so the run is safe, only
// unreported. A function of
// several blocks is handled the same way. nn graphs have neither.
//
// The input a check reads, when it reads one: the record says which
// argument of its function the checked value is; through a private
// function's only call site that becomes an argument of the caller, up to a
// public function, whose input it then is.
//
//===----------------------------------------------------------------------===//

#include "conversion/common/RuntimeChecks.h"
#include "conversion/Passes.h"

#include "conversion/common/LinalgBuilder.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Location.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"
#include "support/PointerMap.h"
#include "support/StringBuffer.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  MlirOperation op; // func.func
  bool isPublic, hasBody, status;
  int numCalls;           // call sites, anywhere
  MlirOperation onlyCall; // the call site when there is one
  int firstCall;          // calls of it, linked through Routing.nextCall
} Func;

typedef struct {
  MlirContext ctx;
  Func *funcs;
  int numFuncs;
  NnPointerMap funcIndex; // func.func -> index in funcs
  NnOpList records, calls;
  int *callee, *caller, *nextCall; // per call: indices in funcs, or -1
  bool *callTop;                   // per call: at the top level of `caller`
  NnPointerMap recordId;           // record -> its check id
  NnPointerMap callIndex;          // call (after extendCall) -> its index
} Routing;

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute value) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr(name)), value);
}

static MlirAttribute attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, nnStr(name));
}

static bool isPublic(MlirOperation func) {
  MlirAttribute visibility = attr(func, "sym_visibility");
  return mlirAttributeIsNull(visibility) ||
         !mlirAttributeIsAString(visibility) ||
         mlirStringRefEqual(mlirStringAttrGetValue(visibility),
                            nnStr("public"));
}

static MlirType i64Type(MlirContext ctx) { return mlirIntegerTypeGet(ctx, 64); }

static MlirType statusTensorType(MlirContext ctx) {
  int64_t size = NN_RUNTIME_STATUS_SIZE;
  return mlirRankedTensorTypeGet(1, &size, i64Type(ctx),
                                 mlirAttributeGetNull());
}

/* Finding the records, the calls and the functions. */

static MlirWalkResult collect(MlirOperation op, void *userData) {
  Routing *r = userData;
  NnOpList *list = !mlirAttributeIsNull(attr(op, NN_RUNTIME_CHECK_ATTR))
                       ? &r->records
                   : nnOpIs(op, "func.call") ? &r->calls
                                             : NULL;
  if (list && !nnOpListPush(list, op))
    return MlirWalkResultInterrupt; // route checks `failed`
  return MlirWalkResultAdvance;
}

// The function `op` is in (index, or -1), and whether it is at the top level
// of that function's only block.
static int enclosingFunc(Routing *r, MlirOperation op, bool *top) {
  *top = true;
  for (MlirOperation parent = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(parent);
       op = parent, parent = mlirOperationGetParentOperation(parent)) {
    intptr_t index;
    if (!nnPointerMapGet(&r->funcIndex, parent.ptr, &index)) {
      *top = false;
      continue;
    }
    MlirRegion body = mlirOperationGetRegion(parent, 0);
    MlirBlock first = mlirRegionGetFirstBlock(body);
    *top = *top && mlirBlockEqual(mlirOperationGetBlock(op), first) &&
           mlirBlockIsNull(mlirBlockGetNextInRegion(first));
    return (int)index;
  }
  *top = false;
  return -1;
}

// False when out of memory.
static bool findFuncs(Routing *r, MlirOperation module) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  int capacity = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    capacity += nnOpIs(op, "func.func");
  r->funcs = nnAllocArray((size_t)capacity + 1, sizeof(Func));
  if (!r->funcs || !nnPointerMapReserve(&r->funcIndex, (size_t)capacity))
    return false;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!nnOpIs(op, "func.func"))
      continue;
    Func *f = &r->funcs[r->numFuncs];
    f->op = op;
    f->isPublic = isPublic(op);
    f->hasBody = !mlirBlockIsNull(
        mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)));
    f->firstCall = -1;
    if (!nnPointerMapSet(&r->funcIndex, op.ptr, r->numFuncs++))
      return false; // cannot happen: reserved
  }
  return true;
}

// False when out of memory.
static bool findCalls(Routing *r, MlirOperation module) {
  size_t n = r->calls.count + 1;
  r->callee = nnAllocArray(n, sizeof(int));
  r->caller = nnAllocArray(n, sizeof(int));
  r->nextCall = nnAllocArray(n, sizeof(int));
  r->callTop = nnAllocArray(n, sizeof(bool));
  if (!r->callee || !r->caller || !r->nextCall || !r->callTop)
    return false;
  MlirSymbolTable symbols = mlirSymbolTableCreate(module);
  for (size_t i = 0; i < r->calls.count; ++i) {
    MlirOperation call = r->calls.ops[i];
    MlirAttribute callee = attr(call, "callee");
    MlirOperation target =
        !mlirAttributeIsNull(callee) && mlirAttributeIsAFlatSymbolRef(callee)
            ? mlirSymbolTableLookup(symbols,
                                    mlirFlatSymbolRefAttrGetValue(callee))
            : (MlirOperation){NULL};
    intptr_t index = -1;
    if (mlirOperationIsNull(target) ||
        !nnPointerMapGet(&r->funcIndex, target.ptr, &index))
      index = -1;
    r->callee[i] = (int)index;
    r->caller[i] = enclosingFunc(r, call, &r->callTop[i]);
    r->nextCall[i] = -1;
    if (index >= 0) {
      Func *f = &r->funcs[index];
      r->nextCall[i] = f->firstCall;
      f->firstCall = (int)i;
      f->onlyCall = call;
      ++f->numCalls;
    }
  }
  mlirSymbolTableDestroy(symbols);
  return true;
}

// Whether `func`'s body is one block ending in its return.
static bool singleReturn(MlirOperation func) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  if (mlirBlockIsNull(body) || !mlirBlockIsNull(mlirBlockGetNextInRegion(body)))
    return false;
  MlirOperation last = mlirBlockGetTerminator(body);
  return !mlirOperationIsNull(last) && nnOpIs(last, "func.return");
}

// Marks the functions that return a status: a top-level record, a top-level
// call of one that does (worklist: each call is visited once), or public.
// False when out of memory.
static bool markStatus(Routing *r) {
  int *work = nnAllocArray((size_t)r->numFuncs + 1, sizeof(int));
  if (!work)
    return false;
  int count = 0;
  for (size_t i = 0; i < r->records.count; ++i) {
    bool top;
    int f = enclosingFunc(r, r->records.ops[i], &top);
    if (f >= 0 && top && !r->funcs[f].status) {
      r->funcs[f].status = true;
      work[count++] = f;
    }
  }
  while (count) {
    Func *f = &r->funcs[work[--count]];
    for (int c = f->firstCall; c >= 0; c = r->nextCall[c]) {
      int caller = r->caller[c];
      if (caller >= 0 && r->callTop[c] && !r->funcs[caller].status) {
        r->funcs[caller].status = true;
        work[count++] = caller;
      }
    }
  }
  free(work);
  for (int i = 0; i < r->numFuncs; ++i)
    if (r->funcs[i].isPublic && r->funcs[i].hasBody)
      r->funcs[i].status = true;
  // Declarations have no return to give a status, nor has a body of
  // several blocks one return (see above).
  for (int i = 0; i < r->numFuncs; ++i)
    r->funcs[i].status = r->funcs[i].status && singleReturn(r->funcs[i].op);
  return true;
}

/* Rewriting signatures and calls. */

// The types a status adds to the results of function `f`.
static intptr_t statusTypes(Routing *r, const Func *f, MlirType *types) {
  if (f->isPublic) {
    types[0] = statusTensorType(r->ctx);
    return 1;
  }
  for (int i = 0; i < NN_RUNTIME_STATUS_SIZE; ++i)
    types[i] = i64Type(r->ctx);
  return NN_RUNTIME_STATUS_SIZE;
}

// `res_attrs` (of a func.func or func.call) with `extra` empty entries
// appended; other attributes as they are. Out of memory, `a` as it is (the
// pass then fails: ExternalPass.c).
static MlirNamedAttribute
extendResultAttrs(MlirContext ctx, MlirNamedAttribute a, intptr_t extra) {
  if (!mlirStringRefEqual(mlirIdentifierStr(a.name), nnStr("res_attrs")) ||
      !mlirAttributeIsAArray(a.attribute))
    return a;
  intptr_t n = mlirArrayAttrGetNumElements(a.attribute);
  MlirAttribute *elements =
      nnAllocArray((size_t)(n + extra) + 1, sizeof(MlirAttribute));
  if (!elements)
    return a;
  for (intptr_t i = 0; i < n; ++i)
    elements[i] = mlirArrayAttrGetElement(a.attribute, i);
  for (intptr_t i = 0; i < extra; ++i)
    elements[n + i] = mlirDictionaryAttrGet(ctx, 0, NULL);
  MlirNamedAttribute result = {a.name,
                               mlirArrayAttrGet(ctx, n + extra, elements)};
  free(elements);
  return result;
}

static void extendSignature(Routing *r, Func *f) {
  MlirType type = mlirTypeAttrGetValue(attr(f->op, "function_type"));
  intptr_t numInputs = mlirFunctionTypeGetNumInputs(type);
  intptr_t numResults = mlirFunctionTypeGetNumResults(type);
  size_t capacity = (size_t)(numInputs + numResults) + NN_RUNTIME_STATUS_SIZE;
  MlirType *types = nnAllocArray(capacity, sizeof(MlirType));
  if (!types)
    return; // the pass fails (ExternalPass.c)
  for (intptr_t i = 0; i < numInputs; ++i)
    types[i] = mlirFunctionTypeGetInput(type, i);
  MlirType *results = types + numInputs;
  for (intptr_t i = 0; i < numResults; ++i)
    results[i] = mlirFunctionTypeGetResult(type, i);
  intptr_t extra = statusTypes(r, f, results + numResults);
  mlirOperationSetAttributeByName(
      f->op, nnStr("function_type"),
      mlirTypeAttrGet(mlirFunctionTypeGet(r->ctx, numInputs, types,
                                          numResults + extra, results)));
  MlirAttribute resAttrs = attr(f->op, "res_attrs");
  if (!mlirAttributeIsNull(resAttrs)) {
    MlirNamedAttribute a =
        extendResultAttrs(r->ctx, named(r->ctx, "res_attrs", resAttrs), extra);
    mlirOperationSetAttributeByName(f->op, nnStr("res_attrs"), a.attribute);
  }
  free(types);
}

// Replaces call `i` by one with the callee's status results.
static void extendCall(Routing *r, size_t i) {
  MlirOperation old = r->calls.ops[i];
  const Func *f = &r->funcs[r->callee[i]];
  intptr_t numOperands = mlirOperationGetNumOperands(old);
  intptr_t numResults = mlirOperationGetNumResults(old);
  intptr_t numAttrs = mlirOperationGetNumAttributes(old);
  MlirValue *operands =
      nnAllocArray((size_t)numOperands + 1, sizeof(MlirValue));
  MlirType *types = nnAllocArray((size_t)numResults + NN_RUNTIME_STATUS_SIZE,
                                 sizeof(MlirType));
  MlirNamedAttribute *attrs =
      nnAllocArray((size_t)numAttrs + 1, sizeof(MlirNamedAttribute));
  if (!operands || !types || !attrs) { // the pass fails (ExternalPass.c)
    free(operands);
    free(types);
    free(attrs);
    return;
  }
  for (intptr_t k = 0; k < numOperands; ++k)
    operands[k] = mlirOperationGetOperand(old, k);
  for (intptr_t k = 0; k < numResults; ++k)
    types[k] = mlirValueGetType(mlirOperationGetResult(old, k));
  intptr_t extra = statusTypes(r, f, types + numResults);
  for (intptr_t k = 0; k < numAttrs; ++k)
    attrs[k] =
        extendResultAttrs(r->ctx, mlirOperationGetAttribute(old, k), extra);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("func.call"), mlirOperationGetLocation(old));
  mlirOperationStateAddOperands(&state, numOperands, operands);
  mlirOperationStateAddResults(&state, numResults + extra, types);
  mlirOperationStateAddAttributes(&state, numAttrs, attrs);
  MlirOperation call = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(old), old, call);
  for (intptr_t k = 0; k < numResults; ++k)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(old, k),
                                  mlirOperationGetResult(call, k));
  mlirOperationDestroy(old);
  r->calls.ops[i] = call;
  free(operands);
  free(types);
  free(attrs);
}

/* Combining the sources of a function's status. */

typedef struct {
  MlirValue v[NN_RUNTIME_STATUS_SIZE]; // id, position, value
} Status;

static Status recordStatus(NnBuilder *b, MlirOperation record, int64_t id) {
  Status s;
  MlirValue failed = mlirOperationGetOperand(record, 0); // 1 or 0
  s.v[0] = nnbOp2(b, "arith.muli", failed,
                  nnbConstant(b, i64Type(b->ctx), (double)id));
  for (int k = 1; k < NN_RUNTIME_STATUS_SIZE; ++k)
    s.v[k] = mlirOperationGetOperand(record, k);
  return s;
}

static Status callStatus(NnBuilder *b, MlirOperation call, const Func *callee) {
  Status s;
  intptr_t n = mlirOperationGetNumResults(call);
  if (!callee->isPublic) {
    for (int k = 0; k < NN_RUNTIME_STATUS_SIZE; ++k)
      s.v[k] = mlirOperationGetResult(call, n - NN_RUNTIME_STATUS_SIZE + k);
    return s;
  }
  MlirValue tensor = mlirOperationGetResult(call, n - 1);
  for (int k = 0; k < NN_RUNTIME_STATUS_SIZE; ++k) {
    MlirValue at = nnbIndex(b, k);
    s.v[k] = nnbExtract(b, tensor, 1, &at);
  }
  return s;
}

// The first failure of `a` (earlier) and `b` (later).
static Status first(NnBuilder *b, Status earlier, Status later) {
  MlirValue failed =
      nnbCmpi(b, 1, earlier.v[0], nnbConstant(b, i64Type(b->ctx), 0)); // ne
  Status s;
  for (int k = 0; k < NN_RUNTIME_STATUS_SIZE; ++k)
    s.v[k] = nnbOp3(b, "arith.select", failed, earlier.v[k], later.v[k]);
  return s;
}

static void returnStatus(Routing *r, Func *f) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(f->op, 0));
  MlirOperation ret = mlirBlockGetTerminator(body);
  if (mlirOperationIsNull(ret))
    return;
  NnBuilder b = nnBuilderBefore(ret);
  Status s = {{{NULL}}};
  bool any = false;
  // The block's ops, in order, up to the return: its records and calls.
  intptr_t callIndex;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op) && !mlirOperationEqual(op, ret);
       op = mlirOperationGetNextInBlock(op)) {
    intptr_t id;
    Status next;
    if (nnPointerMapGet(&r->recordId, op.ptr, &id)) {
      next = recordStatus(&b, op, id);
    } else if (nnPointerMapGet(&r->callIndex, op.ptr, &callIndex) &&
               r->callee[callIndex] >= 0 &&
               r->funcs[r->callee[callIndex]].status) {
      next = callStatus(&b, op, &r->funcs[r->callee[callIndex]]);
    } else {
      continue;
    }
    s = any ? first(&b, s, next) : next;
    any = true;
  }
  if (!any)
    for (int k = 0; k < NN_RUNTIME_STATUS_SIZE; ++k)
      s.v[k] = nnbConstant(&b, i64Type(r->ctx), 0);
  intptr_t n = mlirOperationGetNumOperands(ret);
  MlirValue *operands =
      nnAllocArray((size_t)n + NN_RUNTIME_STATUS_SIZE, sizeof(MlirValue));
  if (!operands)
    return; // the pass fails (ExternalPass.c)
  for (intptr_t k = 0; k < n; ++k)
    operands[k] = mlirOperationGetOperand(ret, k);
  if (f->isPublic) {
    MlirOperationState state =
        mlirOperationStateGet(nnStr("tensor.from_elements"), b.loc);
    MlirType type = statusTensorType(r->ctx);
    mlirOperationStateAddOperands(&state, NN_RUNTIME_STATUS_SIZE, s.v);
    mlirOperationStateAddResults(&state, 1, &type);
    operands[n++] = mlirOperationGetResult(nnBuild(&b, &state), 0);
  } else {
    for (int k = 0; k < NN_RUNTIME_STATUS_SIZE; ++k)
      operands[n++] = s.v[k];
  }
  mlirOperationSetOperands(ret, n, operands);
  free(operands);
}

/* The table. */

// The public function and its input that argument `argument` of function
// `f` is, following private functions' only call sites; false if none.
static bool traceInput(Routing *r, int f, int64_t argument, int *entry,
                       int64_t *input) {
  for (int steps = 0; f >= 0 && argument >= 0 && steps <= r->numFuncs;
       ++steps) {
    const Func *func = &r->funcs[f];
    if (func->isPublic) {
      *entry = f;
      *input = argument;
      return true;
    }
    if (func->numCalls != 1 ||
        argument >= mlirOperationGetNumOperands(func->onlyCall))
      return false;
    MlirValue operand = mlirOperationGetOperand(func->onlyCall, argument);
    if (!mlirValueIsABlockArgument(operand))
      return false;
    bool top;
    int caller = enclosingFunc(r, func->onlyCall, &top);
    MlirBlock owner = mlirBlockArgumentGetOwner(operand);
    if (caller < 0 ||
        !mlirBlockEqual(owner, mlirRegionGetFirstBlock(mlirOperationGetRegion(
                                   r->funcs[caller].op, 0))))
      return false;
    f = caller;
    argument = mlirBlockArgumentGetArgNumber(operand);
  }
  return false;
}

static MlirAttribute tableEntry(Routing *r, MlirOperation record) {
  MlirContext ctx = r->ctx;
  MlirAttribute d = attr(record, NN_RUNTIME_CHECK_ATTR);
  NnStringBuffer loc = {0};
  nnPrintLocation(mlirOperationGetLocation(record), &loc);
  bool top;
  int f = enclosingFunc(r, record, &top);
  MlirAttribute argument =
      mlirDictionaryAttrGetElementByName(d, nnStr("argument"));
  int entry = -1;
  int64_t input = -1;
  if (!mlirAttributeIsNull(argument) && mlirAttributeIsAInteger(argument))
    traceInput(r, f, mlirIntegerAttrGetValueInt(argument), &entry, &input);
  MlirStringRef entryName =
      entry >= 0 ? mlirStringAttrGetValue(attr(r->funcs[entry].op, "sym_name"))
                 : nnStr("");
  MlirNamedAttribute fields[16];
  intptr_t n = 0;
  for (intptr_t i = 0; i < mlirDictionaryAttrGetNumElements(d) && n < 12; ++i) {
    MlirNamedAttribute a = mlirDictionaryAttrGetElement(d, i);
    if (!mlirStringRefEqual(mlirIdentifierStr(a.name), nnStr("argument")))
      fields[n++] = a;
  }
  fields[n++] =
      named(ctx, "location",
            mlirStringAttrGet(ctx, mlirStringRefCreate(loc.data ? loc.data : "",
                                                       loc.length)));
  fields[n++] = named(ctx, "entry", mlirStringAttrGet(ctx, entryName));
  fields[n++] = named(ctx, "input", mlirIntegerAttrGet(i64Type(ctx), input));
  MlirAttribute result = mlirDictionaryAttrGet(ctx, n, fields);
  nnStringBufferFree(&loc);
  return result;
}

/* The pass. */

static MlirLogicalResult route(MlirOperation module, void *state) {
  (void)state;
  Routing r;
  memset(&r, 0, sizeof(r));
  r.ctx = mlirOperationGetContext(module);
  // Everything that allocates before the IR changes: running out of memory
  // then fails the pass on IR as it was.
  bool ok = findFuncs(&r, module);
  if (ok)
    mlirOperationWalk(module, collect, &r, MlirWalkPreOrder);
  ok = ok && !r.records.failed && !r.calls.failed;
  MlirAttribute *table = NULL;
  if (ok && r.records.count) {
    table = nnAllocArray(r.records.count + 1, sizeof(MlirAttribute));
    ok = table && findCalls(&r, module) && markStatus(&r) &&
         nnPointerMapReserve(&r.recordId, r.records.count) &&
         nnPointerMapReserve(&r.callIndex, r.calls.count);
    for (size_t i = 0; ok && i < r.records.count; ++i)
      ok = nnPointerMapSet(&r.recordId, r.records.ops[i].ptr, (intptr_t)i + 1);
  }
  if (ok && r.records.count) {
    for (size_t i = 0; i < r.records.count; ++i)
      table[i] = tableEntry(&r, r.records.ops[i]);
    // The map has room for every call (reserved): setting cannot fail.
    for (size_t i = 0; i < r.calls.count; ++i) {
      if (r.callee[i] >= 0 && r.funcs[r.callee[i]].status)
        extendCall(&r, i);
      bool set = nnPointerMapSet(&r.callIndex, r.calls.ops[i].ptr, (intptr_t)i);
      (void)set;
    }
    for (int i = 0; i < r.numFuncs; ++i)
      if (r.funcs[i].status) {
        extendSignature(&r, &r.funcs[i]);
        returnStatus(&r, &r.funcs[i]);
      }
    // Every record has been read (a nested one is dropped: see above).
    for (size_t i = 0; i < r.records.count; ++i)
      mlirOperationDestroy(r.records.ops[i]);
    mlirOperationSetAttributeByName(
        module, nnStr(NN_RUNTIME_CHECKS_ATTR),
        mlirArrayAttrGet(r.ctx, (intptr_t)r.records.count, table));
  }
  free(table);
  free(r.callee);
  free(r.caller);
  free(r.nextCall);
  free(r.callTop);
  nnPointerMapFree(&r.recordId);
  nnPointerMapFree(&r.callIndex);
  nnPointerMapFree(&r.funcIndex);
  nnOpListFree(&r.records);
  nnOpListFree(&r.calls);
  free(r.funcs);
  return ok ? mlirLogicalResultSuccess()
            : nnOutOfMemory(module, "nn-route-runtime-checks");
}

const NnPassDef nnRouteRuntimeChecksPass = {
    .argument = "nn-route-runtime-checks",
    .name = "NNRouteRuntimeChecks",
    .description = "Give each entry a status result that reports the first "
                   "failed run-time check (a gather index out of range), "
                   "and the module a table describing the checks",
    .run = route,
    .opName = "builtin.module",
    .skipsVerification = true,
};

/* Reading the table. */

// NULL when out of memory.
static char *copyString(MlirAttribute a) {
  MlirStringRef s = !mlirAttributeIsNull(a) && mlirAttributeIsAString(a)
                        ? mlirStringAttrGetValue(a)
                        : nnStr("");
  return nnCopyString(s.data, s.length);
}

static int64_t intField(MlirAttribute d, const char *name, int64_t otherwise) {
  MlirAttribute a = mlirDictionaryAttrGetElementByName(d, nnStr(name));
  return !mlirAttributeIsNull(a) && mlirAttributeIsAInteger(a)
             ? mlirIntegerAttrGetValueInt(a)
             : otherwise;
}

bool nnReadRuntimeChecks(MlirModule module, NnRuntimeChecks *checks) {
  checks->count = 0;
  checks->checks = NULL;
  MlirAttribute table =
      attr(mlirModuleGetOperation(module), NN_RUNTIME_CHECKS_ATTR);
  if (mlirAttributeIsNull(table) || !mlirAttributeIsAArray(table) ||
      mlirArrayAttrGetNumElements(table) == 0)
    return true;
  intptr_t n = mlirArrayAttrGetNumElements(table);
  checks->checks = nnAllocArray((size_t)n + 1, sizeof(NnRuntimeCheck));
  if (!checks->checks)
    return false;
  for (intptr_t i = 0; i < n; ++i) {
    MlirAttribute d = mlirArrayAttrGetElement(table, i);
    NnRuntimeCheck *c = &checks->checks[checks->count++];
    c->op = copyString(mlirDictionaryAttrGetElementByName(d, nnStr("op")));
    c->operand =
        copyString(mlirDictionaryAttrGetElementByName(d, nnStr("operand")));
    c->location =
        copyString(mlirDictionaryAttrGetElementByName(d, nnStr("location")));
    c->entry =
        copyString(mlirDictionaryAttrGetElementByName(d, nnStr("entry")));
    if (!c->op || !c->operand || !c->location || !c->entry) {
      nnFreeRuntimeChecks(checks);
      return false;
    }
    c->input = (int)intField(d, "input", -1);
    c->low = intField(d, "low", 0);
    c->high = intField(d, "high", 0);
    MlirAttribute shape = mlirDictionaryAttrGetElementByName(d, nnStr("shape"));
    if (!mlirAttributeIsNull(shape) && mlirAttributeIsADenseI64Array(shape)) {
      intptr_t rank = mlirDenseArrayGetNumElements(shape);
      c->rank = rank > NN_MAX_RANK ? NN_MAX_RANK : (int)rank;
      for (int k = 0; k < c->rank; ++k)
        c->shape[k] = mlirDenseI64ArrayGetElement(shape, k);
    }
  }
  return true;
}

void nnFreeRuntimeChecks(NnRuntimeChecks *checks) {
  for (int i = 0; i < checks->count; ++i) {
    free(checks->checks[i].op);
    free(checks->checks[i].operand);
    free(checks->checks[i].location);
    free(checks->checks[i].entry);
  }
  free(checks->checks);
  checks->count = 0;
  checks->checks = NULL;
}
