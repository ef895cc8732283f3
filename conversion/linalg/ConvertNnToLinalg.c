//===- ConvertNnToLinalg.c - --convert-nn-to-linalg -----------------------===//
//
// Replaces every nn op with linalg (named ops where they exist, linalg.generic
// otherwise) plus tensor, arith and math ops. Each op's lowering is found by
// name in the table below (the registry has no lowering field yet) and lives
// in the file of its family: LowerElementwise.c, LowerContraction.c,
// LowerReduction.c, LowerMovement.c, LowerIndexing.c, LowerWindow.c.
//
// Only static shapes lower for now. An op without a lowering, with a dynamic
// or unranked tensor, or with an element type its lowering does not handle
// is an error at the op naming it and the reason, and the pass fails.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/ConvertNnToLinalg.h"
#include "conversion/Passes.h"
#include "conversion/linalg/Lowering.h"

#include "nn-c/Dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Math.h"
#include "mlir-c/Dialect/Tensor.h"
#include "support/OpList.h"

#include <stdarg.h>
#include <string.h>

static const struct {
  const char *name;
  NnLowerFn lower;
} lowerings[] = {
    // Unary (LowerElementwise.c).
    {"nn.relu", nnLowerUnary},
    {"nn.exp", nnLowerUnary},
    {"nn.sigmoid", nnLowerUnary},
    {"nn.tanh", nnLowerUnary},
    {"nn.gelu", nnLowerUnary},
    {"nn.neg", nnLowerUnary},
    {"nn.abs", nnLowerUnary},
    {"nn.reciprocal", nnLowerUnary},
    {"nn.floor", nnLowerUnary},
    {"nn.ceil", nnLowerUnary},
    {"nn.log", nnLowerUnary},
    {"nn.sqrt", nnLowerUnary},
    {"nn.rsqrt", nnLowerUnary},
    {"nn.erf", nnLowerUnary},
    {"nn.sin", nnLowerUnary},
    {"nn.cos", nnLowerUnary},
    {"nn.silu", nnLowerUnary},
    {"nn.softplus", nnLowerUnary},
    {"nn.hardswish", nnLowerUnary},
    {"nn.hardsigmoid", nnLowerUnary},
    {"nn.leaky_relu", nnLowerUnary},
    {"nn.elu", nnLowerUnary},
    {"nn.clip", nnLowerUnary},
    {"nn.scale", nnLowerUnary},
    {"nn.not", nnLowerUnary},
    {"nn.cast", nnLowerCast},
    {"nn.identity", nnLowerForward},
    {"nn.dropout", nnLowerForward},
    // Binary and broadcasting (LowerElementwise.c).
    {"nn.add", nnLowerBinary},
    {"nn.sub", nnLowerBinary},
    {"nn.mul", nnLowerBinary},
    {"nn.div", nnLowerBinary},
    {"nn.pow", nnLowerBinary},
    {"nn.maximum", nnLowerBinary},
    {"nn.minimum", nnLowerBinary},
    {"nn.equal", nnLowerBinary},
    {"nn.not_equal", nnLowerBinary},
    {"nn.less", nnLowerBinary},
    {"nn.less_equal", nnLowerBinary},
    {"nn.greater", nnLowerBinary},
    {"nn.greater_equal", nnLowerBinary},
    {"nn.and", nnLowerBinary},
    {"nn.or", nnLowerBinary},
    {"nn.where", nnLowerWhere},
    {"nn.bias_add", nnLowerBiasAdd},
    {"nn.prelu", nnLowerPrelu},
    {"nn.batch_norm", nnLowerBatchNorm},
    // Contraction (LowerContraction.c).
    {"nn.matmul", nnLowerMatmul},
    // Convolution and pooling (LowerWindow.c).
    {"nn.conv2d", nnLowerConv2d},
    {"nn.max_pool2d", nnLowerMaxPool2d},
    {"nn.avg_pool2d", nnLowerAvgPool2d},
    {"nn.global_avg_pool2d", nnLowerGlobalAvgPool2d},
    // Reductions and normalisation (LowerReduction.c).
    {"nn.reduce_sum", nnLowerReduce},
    {"nn.reduce_mean", nnLowerReduce},
    {"nn.reduce_max", nnLowerReduce},
    {"nn.reduce_min", nnLowerReduce},
    {"nn.reduce_prod", nnLowerReduce},
    {"nn.argmax", nnLowerArgReduce},
    {"nn.argmin", nnLowerArgReduce},
    {"nn.softmax", nnLowerSoftmax},
    {"nn.log_softmax", nnLowerSoftmax},
    {"nn.layer_norm", nnLowerLayerNorm},
    {"nn.rms_norm", nnLowerLayerNorm},
    // Data movement (LowerMovement.c).
    {"nn.transpose", nnLowerTranspose},
    {"nn.reshape", nnLowerReshape},
    {"nn.squeeze", nnLowerReshape},
    {"nn.unsqueeze", nnLowerReshape},
    {"nn.flatten", nnLowerReshape},
    {"nn.broadcast_to", nnLowerBroadcastTo},
    {"nn.split", nnLowerSplit},
    {"nn.tril", nnLowerTriangle},
    {"nn.triu", nnLowerTriangle},
    // Indexing (LowerIndexing.c).
    {"nn.slice", nnLowerSlice},
    {"nn.pad", nnLowerPad},
    {"nn.gather", nnLowerGather},
};

static NnLowerFn lookupLowering(MlirStringRef name) {
  for (size_t i = 0; i < sizeof(lowerings) / sizeof(lowerings[0]); ++i)
    if (mlirStringRefEqual(name,
                           mlirStringRefCreateFromCString(lowerings[i].name)))
      return lowerings[i].lower;
  return NULL;
}

intptr_t nnConvertNnToLinalgDialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__linalg__();
  handles[1] = mlirGetDialectHandle__tensor__();
  handles[2] = mlirGetDialectHandle__arith__();
  handles[3] = mlirGetDialectHandle__math__();
  return 4;
}

/* What lowerings see. */

MlirValue nnLowerOperand(NnLowering *l, intptr_t pos) {
  return mlirOperationGetOperand(l->op, pos);
}

MlirType nnLowerOperandType(NnLowering *l, intptr_t pos) {
  return mlirValueGetType(mlirOperationGetOperand(l->op, pos));
}

MlirType nnLowerResultType(NnLowering *l, intptr_t pos) {
  return mlirValueGetType(mlirOperationGetResult(l->op, pos));
}

MlirAttribute nnLowerAttr(NnLowering *l, const char *name) {
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

double nnLowerFloat(NnLowering *l, const char *name) {
  MlirAttribute attr = nnLowerAttr(l, name);
  if (mlirAttributeIsAFloat(attr))
    return mlirFloatAttrGetValueDouble(attr);
  if (mlirAttributeIsAInteger(attr))
    return (double)mlirIntegerAttrGetValueInt(attr);
  return 0;
}

int64_t nnLowerInt(NnLowering *l, const char *name) {
  MlirAttribute attr = nnLowerAttr(l, name);
  return mlirAttributeIsAInteger(attr) ? mlirIntegerAttrGetValueInt(attr) : 0;
}

bool nnLowerBool(NnLowering *l, const char *name) {
  MlirAttribute attr = nnLowerAttr(l, name);
  return mlirAttributeIsABool(attr) ? mlirBoolAttrGetValue(attr) : false;
}

bool nnLowerAttrIs(NnLowering *l, const char *name, const char *value) {
  MlirAttribute attr = nnLowerAttr(l, name);
  return mlirAttributeIsAString(attr) &&
         mlirStringRefEqual(mlirStringAttrGetValue(attr),
                            mlirStringRefCreateFromCString(value));
}

intptr_t nnLowerIntArray(NnLowering *l, const char *name, int64_t *values) {
  MlirAttribute attr = nnLowerAttr(l, name);
  if (!mlirAttributeIsADenseI64Array(attr))
    return 0;
  intptr_t n = mlirDenseArrayGetNumElements(attr);
  if (n > NN_MAX_RANK)
    n = NN_MAX_RANK;
  for (intptr_t i = 0; i < n; ++i)
    values[i] = mlirDenseI64ArrayGetElement(attr, i);
  return n;
}

MlirLogicalResult nnLowerFail(NnLowering *l, const char *format, ...) {
  va_list args;
  va_start(args, format);
  nnStringBufferVPrintf(l->error, format, args);
  va_end(args);
  return mlirLogicalResultFailure();
}

MlirLogicalResult nnLowerRequireNumeric(NnLowering *l, MlirType element,
                                        bool ints) {
  if (nnbIsFloat(element) || (ints && nnbIsInt(element)))
    return mlirLogicalResultSuccess();
  nnStringBufferPrintf(l->error, "element type ");
  mlirTypePrint(element, nnStringBufferCallback, l->error);
  return nnLowerFail(l, " is not supported (%s)",
                     ints ? "floats and integers only" : "floats only");
}

/* The pass. */

static bool isNnOp(MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return name.length > 3 && strncmp(name.data, "nn.", 3) == 0;
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  NnOpList *list = userData;
  if (!isNnOp(op))
    return MlirWalkResultAdvance;
  nnOpListPush(list, op);
  return MlirWalkResultAdvance;
}

// Fails unless `type` is a ranked tensor of static shape.
static bool checkStatic(MlirType type, const char *what, intptr_t pos,
                        NnStringBuffer *error) {
  if (mlirTypeIsARankedTensor(type) && mlirShapedTypeHasStaticShape(type))
    return true;
  nnStringBufferPrintf(error, "%s #%lld has type ", what, (long long)pos);
  mlirTypePrint(type, nnStringBufferCallback, error);
  nnStringBufferPrintf(error, "; only static shapes lower to linalg");
  return false;
}

static MlirLogicalResult lowerOp(MlirOperation op, NnStringBuffer *error) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  NnLowerFn lower = lookupLowering(name);
  const NnOpDef *def = nnLookupOp(name);
  if (!lower || !def) {
    nnStringBufferPrintf(error, "no lowering is written for it yet");
    return mlirLogicalResultFailure();
  }
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  intptr_t numResults = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < numOperands; ++i)
    if (!checkStatic(mlirValueGetType(mlirOperationGetOperand(op, i)),
                     "operand", i, error))
      return mlirLogicalResultFailure();
  for (intptr_t i = 0; i < numResults; ++i)
    if (!checkStatic(mlirValueGetType(mlirOperationGetResult(op, i)), "result",
                     i, error))
      return mlirLogicalResultFailure();
  MlirValue results[numResults + 1];
  for (intptr_t i = 0; i < numResults; ++i)
    results[i] = (MlirValue){NULL};
  NnLowering lowering = {nnBuilderBefore(op), op,      def,
                         def->name + 3,       results, error};
  if (mlirLogicalResultIsFailure(lower(&lowering)))
    return mlirLogicalResultFailure();
  for (intptr_t i = 0; i < numResults; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, i), results[i]);
  mlirOperationDestroy(op);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnRunConvertNnToLinalgPass(MlirOperation root, void *state) {
  (void)state;
  NnOpList list = {0};
  mlirOperationWalk(root, collect, &list, MlirWalkPreOrder);
  bool failed = false;
  NnStringBuffer error = {0};
  for (size_t i = 0; i < list.count && !failed; ++i) {
    MlirOperation op = list.ops[i];
    nnStringBufferClear(&error);
    if (mlirLogicalResultIsSuccess(lowerOp(op, &error)))
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
  return failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

const NnPassDef nnConvertNnToLinalgPass = {
    .argument = "convert-nn-to-linalg",
    .name = "ConvertNNToLinalg",
    .description = "Lower nn ops to linalg (named ops or linalg.generic) "
                   "plus tensor, arith and math; static shapes only",
    .run = nnRunConvertNnToLinalgPass,
    .opName = "",
    .dependentDialects = nnConvertNnToLinalgDialects,
};
