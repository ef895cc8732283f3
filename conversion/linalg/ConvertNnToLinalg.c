//===- ConvertNnToLinalg.c - --convert-nn-to-linalg -----------------------===//
//
// Replaces every nn op with linalg (named ops where they exist, linalg.generic
// otherwise) plus tensor, arith and math ops. Each op's lowering is part of
// its registry entry (NnOpDef's `lower`, or its `scalar` formula for an
// elementwise op); nn's own live in the file of their family:
// LowerElementwise.c, LowerContraction.c, LowerReduction.c,
// LowerMovement.c, LowerIndexing.c, LowerWindow.c.
//
// An op whose entry names an operand of positions (nn.gather's indices)
// first gets that operand guarded (IndexOperands.h): clamped into range so
// that no input makes it read outside its data, and, unless the option
// runtime-checks is false, checked, for --nn-route-runtime-checks to report.
//
// Only static shapes lower for now. An op without a lowering, with a dynamic
// or unranked tensor, with an element type its description does not allow
// or its lowering does not handle, is an error at the op naming it and the
// reason, and the pass fails.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/ConvertNnToLinalg.h"
#include "conversion/Passes.h"
#include "conversion/linalg/IndexOperands.h"
#include "conversion/linalg/Lowering.h"
#include "conversion/linalg/OpSizes.h"
#include "conversion/linalg/SignlessIntegers.h"

#include "dialect/Checks.h"
#include "nn-c/Dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Math.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/Tensor.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OutOfMemory.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

intptr_t nnConvertNnToLinalgDialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__linalg__();
  handles[1] = mlirGetDialectHandle__tensor__();
  handles[2] = mlirGetDialectHandle__arith__();
  handles[3] = mlirGetDialectHandle__math__();
  // The scatters loop over their updates (LowerScatters.c).
  handles[4] = mlirGetDialectHandle__scf__();
  return 5;
}

/* What lowerings see (nn-c/Lowering.h). */

MlirOperation nnLoweringGetOp(NnLowering *l) { return l->op; }

const NnOpDef *nnLoweringGetOpDef(NnLowering *l) { return l->def; }

MlirContext nnLoweringGetContext(NnLowering *l) { return l->b.ctx; }

MlirValue nnLoweringGetOperand(NnLowering *l, intptr_t pos) {
  return mlirOperationGetOperand(l->op, pos);
}

MlirType nnLoweringGetOperandType(NnLowering *l, intptr_t pos) {
  return mlirValueGetType(mlirOperationGetOperand(l->op, pos));
}

MlirType nnLoweringGetResultType(NnLowering *l, intptr_t pos) {
  return mlirValueGetType(mlirOperationGetResult(l->op, pos));
}

MlirValue nnLoweringGetResultSize(NnLowering *l, intptr_t pos, intptr_t dim) {
  if (pos < 0 || pos >= mlirOperationGetNumResults(l->op))
    return (MlirValue){NULL};
  MlirType type = nnLoweringGetResultType(l, pos);
  if (!mlirTypeIsARankedTensor(type) || dim < 0 ||
      dim >= mlirShapedTypeGetRank(type))
    return (MlirValue){NULL};
  if (!mlirShapedTypeIsDynamicDim(type, dim))
    return nnbIndex(&l->b, mlirShapedTypeGetDimSize(type, dim));
  return l->sizes ? nnOpSizesResult(l->sizes, &l->b, pos, dim)
                  : (MlirValue){NULL};
}

MlirAttribute nnLoweringGetAttr(NnLowering *l, const char *name) {
  MlirAttribute attr = mlirOperationGetDiscardableAttributeByName(
      l->op, mlirStringRefCreateFromCString(name));
  if (!mlirAttributeIsNull(attr))
    return attr;
  for (int i = 0; i < l->def->numAttributes; ++i)
    if (strcmp(l->def->attributes[i].name, name) == 0 &&
        l->def->attributes[i].defaultValue)
      return mlirAttributeParseGet(
          l->b.ctx,
          mlirStringRefCreateFromCString(l->def->attributes[i].defaultValue));
  return mlirAttributeGetNull();
}

double nnLoweringGetFloat(NnLowering *l, const char *name) {
  MlirAttribute attr = nnLoweringGetAttr(l, name);
  if (mlirAttributeIsAFloat(attr))
    return mlirFloatAttrGetValueDouble(attr);
  if (mlirAttributeIsAInteger(attr))
    return (double)mlirIntegerAttrGetValueInt(attr);
  return 0;
}

int64_t nnLoweringGetInt(NnLowering *l, const char *name) {
  MlirAttribute attr = nnLoweringGetAttr(l, name);
  return mlirAttributeIsAInteger(attr) ? mlirIntegerAttrGetValueInt(attr) : 0;
}

bool nnLoweringGetBool(NnLowering *l, const char *name) {
  MlirAttribute attr = nnLoweringGetAttr(l, name);
  return mlirAttributeIsABool(attr) ? mlirBoolAttrGetValue(attr) : false;
}

bool nnLoweringAttrIs(NnLowering *l, const char *name, const char *value) {
  MlirAttribute attr = nnLoweringGetAttr(l, name);
  return mlirAttributeIsAString(attr) &&
         mlirStringRefEqual(mlirStringAttrGetValue(attr),
                            mlirStringRefCreateFromCString(value));
}

intptr_t nnLoweringGetIntArray(NnLowering *l, const char *name, int64_t *values,
                               intptr_t capacity) {
  MlirAttribute attr = nnLoweringGetAttr(l, name);
  if (!mlirAttributeIsADenseI64Array(attr))
    return 0;
  intptr_t n = mlirDenseArrayGetNumElements(attr);
  for (intptr_t i = 0; i < n && i < capacity; ++i)
    values[i] = mlirDenseI64ArrayGetElement(attr, i);
  return n;
}

intptr_t nnLoweringGetFloatArray(NnLowering *l, const char *name, float *values,
                                 intptr_t capacity) {
  MlirAttribute attr = nnLoweringGetAttr(l, name);
  if (!mlirAttributeIsADenseF32Array(attr))
    return 0;
  intptr_t n = mlirDenseArrayGetNumElements(attr);
  for (intptr_t i = 0; i < n && i < capacity; ++i)
    values[i] = mlirDenseF32ArrayGetElement(attr, i);
  return n;
}

MlirOperation nnLoweringInsert(NnLowering *l, MlirOperation op) {
  if (mlirOperationIsNull(op))
    return op;
  if (mlirOperationIsNull(l->b.before))
    mlirBlockAppendOwnedOperation(l->b.block, op);
  else
    mlirBlockInsertOwnedOperationBefore(l->b.block, l->b.before, op);
  return op;
}

MlirValue nnLoweringScalarOp(NnLowering *l, const char *name,
                             intptr_t numOperands, const MlirValue *operands) {
  // A formula that failed a step before gives no value, never a crash.
  for (intptr_t i = 0; i < numOperands; ++i)
    if (mlirValueIsNull(operands[i]))
      return (MlirValue){NULL};
  if (!name)
    return (MlirValue){NULL};
  switch (numOperands) { // through the builders: unsigned twins (Lowering.h)
  case 1:
    return nnbOp1(&l->b, name, operands[0]);
  case 2:
    return nnbOp2(&l->b, name, operands[0], operands[1]);
  case 3:
    return nnbOp3(&l->b, name, operands[0], operands[1], operands[2]);
  }
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString(name), l->b.loc);
  mlirOperationStateAddOperands(&state, numOperands, operands);
  mlirOperationStateEnableResultTypeInference(&state);
  MlirOperation op = nnBuild(&l->b, &state);
  return mlirOperationIsNull(op) || mlirOperationGetNumResults(op) != 1
             ? (MlirValue){NULL}
             : mlirOperationGetResult(op, 0);
}

MlirValue nnLoweringScalarConstant(NnLowering *l, MlirType type, double value) {
  return nnbConstant(&l->b, type, value);
}

void nnLoweringSetResult(NnLowering *l, intptr_t pos, MlirValue value) {
  if (pos >= 0 && pos < mlirOperationGetNumResults(l->op))
    l->results[pos] = value;
}

MlirLogicalResult nnLoweringFail(NnLowering *l, const char *format, ...) {
  va_list args;
  va_start(args, format);
  nnStringBufferVPrintf(l->error, format, args);
  va_end(args);
  return mlirLogicalResultFailure();
}

MlirLogicalResult nnLoweringRequireStaticDims(NnLowering *l, intptr_t pos,
                                              int64_t first, int64_t count,
                                              const char *what) {
  MlirType type = nnLoweringGetOperandType(l, pos);
  for (int64_t d = first; d < first + count; ++d)
    if (mlirShapedTypeIsDynamicDim(type, d))
      return nnLoweringFail(l,
                            "its %s (dim %lld of operand #%lld) must be "
                            "static; dynamic ones do not lower yet",
                            what, (long long)d, (long long)pos);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLoweringRequireNumeric(NnLowering *l, MlirType element,
                                           bool ints) {
  if (nnbIsFloat(element) || (ints && nnbIsInt(element)))
    return mlirLogicalResultSuccess();
  nnStringBufferPrintf(l->error, "element type ");
  mlirTypePrint(element, nnStringBufferCallback, l->error);
  return nnLoweringFail(l, " is not supported (%s)",
                        ints ? "floats and integers only" : "floats only");
}

/* The pass. */

static bool isNnOp(MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return name.length > 3 && strncmp(name.data, "nn.", 3) == 0;
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  NnOpList *list = userData;
  if (isNnOp(op) && !nnOpListPush(list, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

// Fails unless `type` is a ranked tensor, of static shape unless the op's
// lowering handles dynamic dims; sets *dynamic when it has some.
// `why` says why dynamic dims do not lower (NULL: they do).
static bool checkShape(MlirType type, const char *what, intptr_t pos,
                       const char *why, bool *dynamic, NnStringBuffer *error) {
  bool ranked = mlirTypeIsARankedTensor(type);
  bool isStatic = ranked && mlirShapedTypeHasStaticShape(type);
  *dynamic |= ranked && !isStatic;
  if (isStatic || (ranked && !why))
    return true;
  nnStringBufferPrintf(error, "%s #%lld has type ", what, (long long)pos);
  mlirTypePrint(type, nnStringBufferCallback, error);
  nnStringBufferPrintf(error, "; %s",
                       ranked ? why : "only ranked tensors lower");
  return false;
}

static bool hasNoElements(MlirType type) {
  for (intptr_t i = 0, rank = mlirShapedTypeGetRank(type); i < rank; ++i)
    if (mlirShapedTypeGetDimSize(type, i) == 0)
      return true;
  return false;
}

// The op's lowering, from its registry entry.
static NnLowerFn loweringOf(const NnOpDef *def) {
  if (!def)
    return NULL;
  if (def->lower)
    return def->lower;
  bool hasFormula =
      def->scalar.build || def->scalar.floatOp || def->scalar.intOp;
  return hasFormula ? nnLowerScalarFormula : NULL;
}

// Fails unless every operand and result has an element type its slot
// allows: lowerings build for the types the registry promises.
static bool checkSlots(MlirOperation op, const NnOpDef *def,
                       NnStringBuffer *error) {
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  intptr_t numResults = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < numOperands; ++i)
    if (!nnCheckValueType(
            "operand", i,
            nnSlotOf(def->operands, def->numOperands, numOperands, i),
            mlirValueGetType(mlirOperationGetOperand(op, i)), false, error))
      return false;
  for (intptr_t i = 0; i < numResults; ++i)
    if (!nnCheckValueType(
            "result", i, nnSlotOf(def->results, def->numResults, numResults, i),
            mlirValueGetType(mlirOperationGetResult(op, i)), false, error))
      return false;
  return true;
}

// The pass's options.
typedef struct {
  bool checks;              // runtime-checks
  bool poolWindowOutside;   // pool-window-outside
  bool dynamicDims;         // dynamic-dims
  bool convTransposePhases; // conv-transpose-phases
} ConvertOptions;

static const ConvertOptions kDefaults = {true, true, true, true};

static MlirLogicalResult lowerWithSizes(MlirOperation op, const NnOpDef *def,
                                        NnLowerFn lower,
                                        const ConvertOptions *o,
                                        NnOpSizes *sizes,
                                        NnStringBuffer *error);

static MlirLogicalResult lowerOp(MlirOperation op, const ConvertOptions *o,
                                 NnStringBuffer *error) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  const NnOpDef *def = nnLookupOp(name);
  NnLowerFn lower = loweringOf(def);
  if (!lower) {
    nnStringBufferPrintf(error, "no lowering is written for it yet");
    return mlirLogicalResultFailure();
  }
  // Lowerings rely on what the verifier guarantees (axes in range, shapes
  // that agree); IR that reaches this pass unverified (through the plugin or
  // the C API) is checked here, one op at a time.
  if (mlirLogicalResultIsFailure(nnVerify(op))) {
    nnStringBufferPrintf(error, "it breaks the op's rules (see above)");
    return mlirLogicalResultFailure();
  }
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  intptr_t numResults = mlirOperationGetNumResults(op);
  // The scalar formula's lowering sizes its result like any other tensor.
  const char *why = !o->dynamicDims ? "this pipeline lowers static shapes only "
                                      "(dynamic dims lower on the CPU)"
                    : def->lowersDynamicDims || !def->lower
                        ? NULL
                        : "its lowering handles static shapes only";
  bool dynamic = false;
  for (intptr_t i = 0; i < numOperands; ++i)
    if (!checkShape(mlirValueGetType(mlirOperationGetOperand(op, i)), "operand",
                    i, why, &dynamic, error))
      return mlirLogicalResultFailure();
  for (intptr_t i = 0; i < numResults; ++i)
    if (!checkShape(mlirValueGetType(mlirOperationGetResult(op, i)), "result",
                    i, why, &dynamic, error))
      return mlirLogicalResultFailure();
  if (!checkSlots(op, def, error))
    return mlirLogicalResultFailure();
  NnOpSizes sizes;
  if (dynamic &&
      mlirLogicalResultIsFailure(nnOpSizesInit(&sizes, op, def, error))) {
    nnOpSizesDispose(&sizes);
    return mlirLogicalResultFailure();
  }
  MlirLogicalResult result =
      lowerWithSizes(op, def, lower, o, dynamic ? &sizes : NULL, error);
  if (dynamic)
    nnOpSizesDispose(&sizes);
  return result;
}

// lowerOp, past the checks; `sizes` is NULL for static shapes.
static MlirLogicalResult lowerWithSizes(MlirOperation op, const NnOpDef *def,
                                        NnLowerFn lower,
                                        const ConvertOptions *o,
                                        NnOpSizes *sizes,
                                        NnStringBuffer *error) {
  intptr_t numResults = mlirOperationGetNumResults(op);
  // An op may have any number of results (nn.split): on the heap.
  MlirValue *results = nnAllocArray((size_t)numResults + 1, sizeof(MlirValue));
  if (!results) {
    nnStringBufferPrintf(error, "out of memory");
    return mlirLogicalResultFailure();
  }
  // Results without elements need no computation, whatever the op: each is
  // an empty tensor of its type. (Lowerings would build slices and loops of
  // size 0, which upstream rejects: "offset 0 is out-of-bounds".)
  bool empty = numResults > 0;
  for (intptr_t i = 0; i < numResults && empty; ++i)
    empty = hasNoElements(mlirValueGetType(mlirOperationGetResult(op, i)));
  if (empty) {
    NnBuilder b = nnBuilderBefore(op);
    for (intptr_t i = 0; i < numResults; ++i)
      results[i] =
          nnbEmpty(&b, mlirValueGetType(mlirOperationGetResult(op, i)));
    lower = NULL;
  }
  NnLowering lowering = {nnBuilderBefore(op),
                         op,
                         def,
                         results,
                         error,
                         sizes,
                         o->poolWindowOutside,
                         o->checks,
                         {NULL},
                         o->convTransposePhases};
  if (sizes)
    lowering.b.sizes = &sizes->source;
  // Builders that ran out of memory left placeholders (support/Memory.h).
  uint64_t failures = nnMemoryFailures();
  bool guarded = false;
  int64_t axis =
      def->indices.axis ? nnLoweringGetInt(&lowering, def->indices.axis) : 0;
  if (lower && mlirLogicalResultIsFailure(
                   nnGuardIndexOperand(&lowering, axis, o->checks, &guarded))) {
    free(results);
    return mlirLogicalResultFailure();
  }
  if (guarded)
    lower = NULL;
  bool lowered = !lower || mlirLogicalResultIsSuccess(lower(&lowering));
  if (lowered && nnMemoryFailures() != failures) {
    nnStringBufferPrintf(error, "out of memory");
    lowered = false;
  }
  if (lowered && sizes && sizes->source.failed) {
    nnStringBufferPrintf(error, "its lowering made a tensor whose dynamic "
                                "sizes it cannot tell");
    lowered = false;
  }
  for (intptr_t i = 0; lowered && i < numResults; ++i)
    if (mlirValueIsNull(results[i])) {
      nnStringBufferPrintf(error, "its lowering gave result #%lld no value",
                           (long long)i);
      lowered = false;
    }
  if (!lowered) {
    free(results);
    return mlirLogicalResultFailure();
  }
  for (intptr_t i = 0; i < numResults; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, i), results[i]);
  free(results);
  mlirOperationDestroy(op);
  return mlirLogicalResultSuccess();
}

// Drops the `nn.dims` names from the arguments of the func.func `op`:
// facts about nn ops (dialect/DimFacts.h), which the LLVM dialect would
// carry as parameter attributes it does not know.
static MlirWalkResult stripDimNames(MlirOperation op, void *userData) {
  (void)userData;
  MlirStringRef key = mlirStringRefCreateFromCString("arg_attrs");
  MlirAttribute all = mlirOperationGetAttributeByName(op, key);
  if (mlirAttributeIsNull(all) || !mlirAttributeIsAArray(all))
    return MlirWalkResultAdvance;
  MlirStringRef dims = mlirStringRefCreateFromCString("nn.dims");
  intptr_t n = mlirArrayAttrGetNumElements(all);
  bool any = false;
  for (intptr_t i = 0; i < n && !any; ++i) {
    MlirAttribute dict = mlirArrayAttrGetElement(all, i);
    any = mlirAttributeIsADictionary(dict) &&
          !mlirAttributeIsNull(mlirDictionaryAttrGetElementByName(dict, dims));
  }
  if (!any)
    return MlirWalkResultAdvance;
  MlirContext ctx = mlirOperationGetContext(op);
  MlirAttribute *dicts = nnAllocArray((size_t)n + 1, sizeof(MlirAttribute));
  if (!dicts)
    return MlirWalkResultAdvance; // the names stay: a warning at worst
  for (intptr_t i = 0; i < n; ++i) {
    MlirAttribute dict = mlirArrayAttrGetElement(all, i);
    intptr_t count = mlirDictionaryAttrGetNumElements(dict), kept = 0;
    MlirNamedAttribute *entries =
        nnAllocArray((size_t)count + 1, sizeof(MlirNamedAttribute));
    for (intptr_t k = 0; entries && k < count; ++k) {
      MlirNamedAttribute entry = mlirDictionaryAttrGetElement(dict, k);
      if (!mlirStringRefEqual(mlirIdentifierStr(entry.name), dims))
        entries[kept++] = entry;
    }
    dicts[i] = entries ? mlirDictionaryAttrGet(ctx, kept, entries) : dict;
    free(entries);
  }
  mlirOperationSetAttributeByName(op, key, mlirArrayAttrGet(ctx, n, dicts));
  free(dicts);
  return MlirWalkResultAdvance;
}

MlirLogicalResult nnRunConvertNnToLinalgPass(MlirOperation root, void *state) {
  const ConvertOptions *o = state ? state : &kDefaults;
  NnOpList list = {0};
  mlirOperationWalk(root, collect, &list, MlirWalkPreOrder);
  if (list.failed) {
    nnOpListFree(&list);
    return nnOutOfMemory(root, "convert-nn-to-linalg");
  }
  bool failed = false;
  NnStringBuffer error = {0};
  for (size_t i = 0; i < list.count && !failed; ++i) {
    MlirOperation op = list.ops[i];
    nnStringBufferClear(&error);
    if (mlirLogicalResultIsSuccess(lowerOp(op, o, &error)))
      continue;
    NnStringBuffer message = {0};
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
    nnStringBufferPrintf(&message, "'%.*s' op cannot be lowered to linalg: %s",
                         (int)name.length, name.data,
                         nnStringBufferStr(&error));
    mlirEmitError(mlirOperationGetLocation(op), nnStringBufferStr(&message));
    nnStringBufferFree(&message);
    failed = true;
  }
  nnStringBufferFree(&error);
  nnOpListFree(&list);
  if (failed)
    return mlirLogicalResultFailure();
  // The unsigned types have chosen their arith ops: signless from here on.
  nnMakeIntegersSignless(root);
  mlirOperationWalk(root, stripDimNames, NULL, MlirWalkPreOrder);
  return mlirLogicalResultSuccess();
}

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  (void)env;
  ConvertOptions *o = nnAlloc(sizeof(ConvertOptions));
  if (!o) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  o->checks = values[0].b;
  o->poolWindowOutside = values[1].b;
  o->dynamicDims = values[2].b;
  o->convTransposePhases = values[3].b;
  return o;
}

static const NnOptionDef options[] = {
    NN_BOOL_OPTION("runtime-checks", "true",
                   "Check positions read from tensors (nn.gather's "
                   "indices) at run time, for --nn-route-runtime-checks to "
                   "report; false only clamps them into range"),
    NN_BOOL_OPTION("pool-window-outside", "true",
                   "Lower max pools on floats (no dilation, no empty window) "
                   "with the window's loops outside the output's innermost "
                   "dim, a reduction LLVM vectorizes along that dim (the CPU "
                   "pipeline); false keeps one loop nest per output element "
                   "walking its window (the GPU pipeline: one work item per "
                   "output, one launch)"),
    NN_BOOL_OPTION("dynamic-dims", "true",
                   "Lower ops with dynamic dims, sized at run time from "
                   "their operands (the CPU pipeline); false reports them, "
                   "for pipelines that take static shapes only (CUDA)"),
    NN_BOOL_OPTION("conv-transpose-phases", "true",
                   "Lower transposed convolutions as one dense convolution "
                   "per output phase, inserted with strides (the CPU "
                   "pipeline: the ukernels run them); false as one generic "
                   "gathering the taps that reach each output element (the "
                   "GPU pipeline: one kernel)"),
};

const NnPassDef nnConvertNnToLinalgPass = {
    .argument = "convert-nn-to-linalg",
    .name = "ConvertNNToLinalg",
    .description =
        "Lower nn ops to linalg (named ops or linalg.generic) "
        "plus tensor, arith and math; dynamic dims where the op's lowering "
        "handles them",
    .options = options,
    .numOptions = sizeof(options) / sizeof(options[0]),
    .createState = createState,
    .destroyState = free,
    .run = nnRunConvertNnToLinalgPass,
    .opName = "",
    .dependentDialects = nnConvertNnToLinalgDialects,
};
