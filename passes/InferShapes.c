//===- InferShapes.c - --infer-shapes: refine result types
//-----------------===//
//
// Importers and hand-written graphs often leave result types open:
// tensor<?x?xf32>, or unranked tensor<*xf32>. This pass walks each function
// in order and replaces every nn result type with what the op's shape
// function infers from its (by then refined) operands, keeping any size the
// IR already knew. An inferred type that contradicts a declared static one is
// an error at the op.
//
// Ops of other dialects keep the types they were built with: a use of a
// refined value by such an op goes through a tensor.cast back to the old
// type. A function's result types follow its return operands, unless the
// function is called within the module, whose call sites would then
// disagree: there the return operands are cast back instead.
//
// The pass visits each op and each use once, and sorts the called functions
// once: O(n log n) in the size of the module. Running it again changes
// nothing.
//
//===----------------------------------------------------------------------===//

#include "DimAnnotations.h"
#include "Passes.h"

#include "dialect/Infer.h"
#include "nn-c/Dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Tensor.h"
#include "support/Memory.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

#include <stdlib.h>
#include <string.h>

static bool isOp(MlirOperation op, const char *name) {
  return nnOpIs(op, name);
}

/* Functions called within the module, as a sorted array of op pointers. */

typedef struct {
  void **callees;
  size_t count, capacity;
  MlirSymbolTable symbols;
} CallGraph;

static MlirWalkResult collectCall(MlirOperation op, void *userData) {
  CallGraph *graph = userData;
  if (!isOp(op, "func.call"))
    return MlirWalkResultAdvance;
  MlirAttribute callee =
      mlirOperationGetInherentAttributeByName(op, nnStr("callee"));
  if (!mlirAttributeIsAFlatSymbolRef(callee))
    return MlirWalkResultAdvance;
  MlirOperation function = mlirSymbolTableLookup(
      graph->symbols, mlirFlatSymbolRefAttrGetValue(callee));
  if (mlirOperationIsNull(function))
    return MlirWalkResultAdvance;
  void **grown = nnGrowForOneMore(graph->callees, &graph->capacity,
                                  graph->count, sizeof(*grown));
  if (!grown) // the pass fails: ExternalPass.c
    return MlirWalkResultInterrupt;
  graph->callees = grown;
  graph->callees[graph->count++] = function.ptr;
  return MlirWalkResultAdvance;
}

static int comparePointers(const void *lhs, const void *rhs) {
  uintptr_t a = (uintptr_t) * (void *const *)lhs,
            b = (uintptr_t) * (void *const *)rhs;
  return (a > b) - (a < b);
}

static bool isCalled(const CallGraph *graph, MlirOperation function) {
  return graph->count &&
         bsearch(&function.ptr, graph->callees, (size_t)graph->count,
                 sizeof(void *), comparePointers) != NULL;
}

/* Refining one op. */

// Puts a tensor.cast to `type` in front of `user` for its operand `pos`.
static void castOperand(MlirOperation user, intptr_t pos, MlirType type) {
  MlirValue value = mlirOperationGetOperand(user, pos);
  MlirOperationState state = mlirOperationStateGet(
      nnStr("tensor.cast"), mlirOperationGetLocation(user));
  mlirOperationStateAddOperands(&state, 1, &value);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirOperation cast = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(user), user, cast);
  mlirOperationSetOperand(user, pos, mlirOperationGetResult(cast, 0));
}

// After `value` changed type from `old`, keeps every user outside nn valid.
// nn ops are refined in turn; func.return is settled per function; a
// tensor.cast accepts any compatible operand.
static void protectUsers(MlirValue value, MlirType old) {
  // Each use is let go of only after the walk has stepped past it (as
  // MLIR's replaceUsesWithIf does); the casts' own uses are skipped.
  for (MlirOpOperand use = mlirValueGetFirstUse(value), next;
       !mlirOpOperandIsNull(use); use = next) {
    next = mlirOpOperandGetNextUse(use);
    MlirOperation user = mlirOpOperandGetOwner(use);
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(user));
    if ((name.length > 3 && strncmp(name.data, "nn.", 3) == 0) ||
        isOp(user, "func.return") || isOp(user, "tensor.cast"))
      continue;
    castOperand(user, (intptr_t)mlirOpOperandGetOperandNumber(use), old);
  }
}

static MlirLogicalResult refineOp(MlirOperation op, const NnOpDef *def) {
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  intptr_t numResults = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < numOperands; ++i)
    if (!mlirTypeIsARankedTensor(
            mlirValueGetType(mlirOperationGetOperand(op, i))))
      return mlirLogicalResultSuccess(); // nothing to infer from
  MlirType *inferred = nnAllocArray((size_t)numResults + 1, sizeof(MlirType));
  if (!inferred)
    return nnOutOfMemory(op, "infer-shapes");
  NnStringBuffer message = {0};
  nnStringBufferPrintf(&message, "'%s' op ", def->name);
  MlirLogicalResult result = nnInferOperationTypes(op, def, inferred, &message);
  for (intptr_t i = 0; mlirLogicalResultIsSuccess(result) && i < numResults;
       ++i) {
    MlirValue value = mlirOperationGetResult(op, i);
    MlirType declared = mlirValueGetType(value);
    int64_t badDim;
    if (mlirTypeIsNull(inferred[i]))
      continue;
    if (!nnTypesCompatible(declared, inferred[i], &badDim)) {
      nnStringBufferPrintf(&message, "result #%lld type ", (long long)i);
      mlirTypePrint(declared, nnStringBufferCallback, &message);
      nnStringBufferPrintf(&message, " contradicts the inferred type ");
      mlirTypePrint(inferred[i], nnStringBufferCallback, &message);
      result = mlirLogicalResultFailure();
      break;
    }
    MlirType refined = nnMergeTypes(declared, inferred[i]);
    if (mlirTypeEqual(refined, declared))
      continue;
    mlirValueSetType(value, refined);
    protectUsers(value, declared);
  }
  if (mlirLogicalResultIsFailure(result))
    mlirEmitError(mlirOperationGetLocation(op), nnStringBufferStr(&message));
  nnStringBufferFree(&message);
  free(inferred);
  return result;
}

typedef struct {
  bool failed;
} WalkState;

static MlirWalkResult visitOp(MlirOperation op, void *userData) {
  WalkState *state = userData;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length < 3 || strncmp(name.data, "nn.", 3) != 0)
    return MlirWalkResultAdvance;
  const NnOpDef *def = nnLookupOp(name);
  if (def && mlirLogicalResultIsFailure(refineOp(op, def)))
    state->failed = true;
  return MlirWalkResultAdvance;
}

/* Function signatures. */

static void settleResults(MlirOperation function, bool called) {
  MlirAttribute typeAttr =
      mlirOperationGetInherentAttributeByName(function, nnStr("function_type"));
  MlirType type = mlirTypeAttrGetValue(typeAttr);
  intptr_t numInputs = mlirFunctionTypeGetNumInputs(type);
  intptr_t numResults = mlirFunctionTypeGetNumResults(type);
  // A function may take and return any number of values: on the heap.
  MlirType *inputs = nnAllocArray((size_t)numInputs + 1, sizeof(MlirType));
  MlirType *results = nnAllocArray((size_t)numResults + 1, sizeof(MlirType));
  MlirType *returned = nnAllocArray((size_t)numResults + 1, sizeof(MlirType));
  bool *agreed = nnAllocArray((size_t)numResults + 1, sizeof(bool)),
       changed = false;
  if (!inputs || !results || !returned || !agreed)
    goto done; // the pass fails: ExternalPass.c
  for (intptr_t i = 0; i < numInputs; ++i)
    inputs[i] = mlirFunctionTypeGetInput(type, i);
  for (intptr_t i = 0; i < numResults; ++i)
    results[i] = mlirFunctionTypeGetResult(type, i);

  // The returns' operand types, where all returns agree.
  for (intptr_t i = 0; i < numResults; ++i)
    agreed[i] = true, returned[i] = (MlirType){NULL};
  MlirRegion body = mlirOperationGetRegion(function, 0);
  for (MlirBlock block = mlirRegionGetFirstBlock(body); !mlirBlockIsNull(block);
       block = mlirBlockGetNextInRegion(block)) {
    MlirOperation ret = mlirBlockGetTerminator(block);
    if (mlirOperationIsNull(ret) || !isOp(ret, "func.return") ||
        mlirOperationGetNumOperands(ret) != numResults)
      continue;
    for (intptr_t i = 0; i < numResults; ++i) {
      MlirType operand = mlirValueGetType(mlirOperationGetOperand(ret, i));
      if (called && !mlirTypeEqual(operand, results[i]))
        castOperand(ret, i, results[i]);
      else if (mlirTypeIsNull(returned[i]))
        returned[i] = operand;
      else if (!mlirTypeEqual(returned[i], operand))
        agreed[i] = false;
    }
  }
  if (called)
    goto done;
  for (intptr_t i = 0; i < numResults; ++i)
    if (agreed[i] && !mlirTypeIsNull(returned[i]) &&
        !mlirTypeEqual(returned[i], results[i])) {
      results[i] = returned[i];
      changed = true;
    }
  // Returns that disagree keep the declared type: cast them to it.
  for (MlirBlock block = mlirRegionGetFirstBlock(body); !mlirBlockIsNull(block);
       block = mlirBlockGetNextInRegion(block)) {
    MlirOperation ret = mlirBlockGetTerminator(block);
    if (mlirOperationIsNull(ret) || !isOp(ret, "func.return") ||
        mlirOperationGetNumOperands(ret) != numResults)
      continue;
    for (intptr_t i = 0; i < numResults; ++i)
      if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetOperand(ret, i)),
                         results[i]))
        castOperand(ret, i, results[i]);
  }
  if (changed)
    mlirOperationSetInherentAttributeByName(
        function, nnStr("function_type"),
        mlirTypeAttrGet(mlirFunctionTypeGet(mlirOperationGetContext(function),
                                            numInputs, inputs, numResults,
                                            results)));
done:
  free(inputs);
  free(results);
  free(returned);
  free(agreed);
}

typedef struct {
  bool annotateDims;
} InferOptions;

static MlirLogicalResult run(MlirOperation module, void *state) {
  const InferOptions *options = state;
  CallGraph graph = {.symbols = mlirSymbolTableCreate(module)};
  mlirOperationWalk(module, collectCall, &graph, MlirWalkPreOrder);
  if (graph.count)
    qsort(graph.callees, (size_t)graph.count, sizeof(void *), comparePointers);

  WalkState walk = {false};
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!isOp(op, "func.func") ||
        mlirRegionIsNull(mlirOperationGetRegion(op, 0)) ||
        mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))))
      continue;
    mlirOperationWalk(op, visitOp, &walk, MlirWalkPreOrder);
    settleResults(op, isCalled(&graph, op));
  }
  // The facts of the refined functions, once every type is settled.
  NnStringBuffer error = {0};
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       options && options->annotateDims && !walk.failed &&
       !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (isOp(op, "func.func") &&
        mlirRegionIsNull(mlirOperationGetRegion(op, 0)) == false &&
        !mlirBlockIsNull(
            mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))) &&
        !nnAnnotateDims(op, &error)) {
      mlirEmitError(mlirOperationGetLocation(op), nnStringBufferStr(&error));
      walk.failed = true;
    }
  nnStringBufferFree(&error);
  mlirSymbolTableDestroy(graph.symbols);
  free(graph.callees);
  return walk.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

// infer-shapes inserts tensor.cast where a refined result meets a user that
// keeps the old type; a tool that did not load the tensor dialect (stock
// mlir-opt on nn input) needs it loaded before the pass runs.
static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__tensor__();
  return 1;
}

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  (void)env;
  InferOptions *options = nnAlloc(sizeof(InferOptions));
  if (!options) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  options->annotateDims = values[0].b;
  return options;
}

static const NnOptionDef options[] = {
    NN_BOOL_OPTION("annotate-dims", "false",
                   "Write the shape facts into the IR: `nn.dims` on each op "
                   "with dynamic result dims (their sizes, by the inputs' "
                   "nn.dims names), `nn.dim_checks` on each function (the "
                   "sizes its entry checks equal at run time)"),
};

const NnPassDef nnInferShapesPass = {
    .argument = "infer-shapes",
    .name = "NNInferShapes",
    .description = "Refine nn result types (dynamic sizes, unranked "
                   "tensors) with the registry's shape functions",
    .options = options,
    .numOptions = sizeof(options) / sizeof(options[0]),
    .createState = createState,
    .destroyState = free,
    .run = run,
    .opName = "builtin.module",
    .dependentDialects = dialects,
};
