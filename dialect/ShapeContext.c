//===- ShapeContext.c - What a shape function sees, and shape helpers -----===//

#include "ShapeContext.h"
#include "Registry.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Checked.h"
#include "support/Memory.h"

#include <stdlib.h>
#include <string.h>

const int64_t NN_DYNAMIC = INT64_MIN;

MlirContext nnShapeGetContext(NnShapeContext *ctx) { return ctx->context; }
const NnOpDef *nnShapeGetOpDef(NnShapeContext *ctx) { return ctx->def; }
intptr_t nnShapeGetNumOperands(NnShapeContext *ctx) { return ctx->numOperands; }

MlirType nnShapeGetOperandType(NnShapeContext *ctx, intptr_t pos) {
  return pos >= 0 && pos < ctx->numOperands ? ctx->operandTypes[pos]
                                            : (MlirType){NULL};
}

intptr_t nnShapeGetNumResults(NnShapeContext *ctx) { return ctx->numResults; }

MlirType nnShapeGetDeclaredResultType(NnShapeContext *ctx, intptr_t pos) {
  return ctx->declaredResults && pos >= 0 && pos < ctx->numResults
             ? ctx->declaredResults[pos]
             : (MlirType){NULL};
}

static const NnAttrDef *findAttrDef(const NnOpDef *def, const char *name) {
  for (int i = 0; i < def->numAttributes; ++i)
    if (strcmp(def->attributes[i].name, name) == 0)
      return &def->attributes[i];
  return NULL;
}

static MlirAttribute findGiven(NnShapeContext *ctx, const char *name) {
  MlirStringRef key = mlirStringRefCreateFromCString(name);
  if (!mlirOperationIsNull(ctx->op)) {
    MlirAttribute attr =
        mlirOperationGetDiscardableAttributeByName(ctx->op, key);
    // Upstream ops described by the registry keep theirs as properties.
    if (mlirAttributeIsNull(attr) && !nnOpIsInDialect(ctx->def))
      attr = mlirOperationGetInherentAttributeByName(ctx->op, key);
    return attr;
  }
  for (intptr_t i = 0; i < ctx->numAttributes; ++i) {
    MlirStringRef attrName = mlirIdentifierStr(ctx->attributes[i].name);
    if (mlirStringRefEqual(attrName, key))
      return ctx->attributes[i].attribute;
  }
  return mlirAttributeGetNull();
}

MlirAttribute nnShapeGetAttr(NnShapeContext *ctx, const char *name) {
  MlirAttribute attr = findGiven(ctx, name);
  if (!mlirAttributeIsNull(attr))
    return attr;
  const NnAttrDef *def = findAttrDef(ctx->def, name);
  if (!def || !def->defaultValue)
    return mlirAttributeGetNull();
  return mlirAttributeParseGet(
      ctx->context, mlirStringRefCreateFromCString(def->defaultValue));
}

int64_t nnShapeGetInt(NnShapeContext *ctx, const char *name) {
  MlirAttribute attr = nnShapeGetAttr(ctx, name);
  return mlirAttributeIsAInteger(attr) ? nnIntegerAttrValue(attr) : 0;
}

double nnShapeGetFloat(NnShapeContext *ctx, const char *name) {
  MlirAttribute attr = nnShapeGetAttr(ctx, name);
  return mlirAttributeIsAFloat(attr) ? mlirFloatAttrGetValueDouble(attr) : 0.0;
}

bool nnShapeGetBool(NnShapeContext *ctx, const char *name) {
  MlirAttribute attr = nnShapeGetAttr(ctx, name);
  if (mlirAttributeIsABool(attr))
    return mlirBoolAttrGetValue(attr);
  return mlirAttributeIsAInteger(attr) && mlirIntegerAttrGetValueInt(attr);
}

intptr_t nnShapeGetIntArray(NnShapeContext *ctx, const char *name,
                            int64_t *values, intptr_t capacity) {
  MlirAttribute attr = nnShapeGetAttr(ctx, name);
  if (!mlirAttributeIsADenseI64Array(attr))
    return 0;
  intptr_t size = mlirDenseArrayGetNumElements(attr);
  for (intptr_t i = 0; i < size && i < capacity; ++i)
    values[i] = mlirDenseI64ArrayGetElement(attr, i);
  return size;
}

intptr_t nnShapeGetFloatArray(NnShapeContext *ctx, const char *name,
                              float *values, intptr_t capacity) {
  MlirAttribute attr = nnShapeGetAttr(ctx, name);
  if (!mlirAttributeIsADenseF32Array(attr))
    return 0;
  intptr_t size = mlirDenseArrayGetNumElements(attr);
  for (intptr_t i = 0; i < size && i < capacity; ++i)
    values[i] = mlirDenseF32ArrayGetElement(attr, i);
  return size;
}

bool nnShapeAttrIs(NnShapeContext *ctx, const char *name, const char *value) {
  MlirAttribute attr = nnShapeGetAttr(ctx, name);
  return mlirAttributeIsAString(attr) &&
         mlirStringRefEqual(mlirStringAttrGetValue(attr),
                            mlirStringRefCreateFromCString(value));
}

MlirLogicalResult nnShapeError(NnShapeContext *ctx, const char *format, ...) {
  va_list args;
  va_start(args, format);
  nnStringBufferClear(&ctx->error);
  nnStringBufferVPrintf(&ctx->error, format, args);
  va_end(args);
  return mlirLogicalResultFailure();
}

/* Dynamic sizes. */

MlirAffineExpr nnShapeGetOperandDim(NnShapeContext *ctx, intptr_t pos,
                                    intptr_t dim) {
  if (!ctx->dims || pos < 0 || pos >= ctx->numOperands || dim < 0 ||
      dim >= nnRank(ctx->operandTypes[pos]))
    return (MlirAffineExpr){NULL};
  return ctx->dims->operands[pos][dim];
}

void nnShapeSetResultDim(NnShapeContext *ctx, intptr_t pos, intptr_t dim,
                         MlirAffineExpr size) {
  if (ctx->dims && pos >= 0 && pos < ctx->numResults && dim >= 0 &&
      dim < NN_MAX_RANK)
    ctx->dims->results[pos][dim] = size;
}

void nnShapeSetResultDimsFrom(NnShapeContext *ctx, intptr_t pos,
                              intptr_t operand) {
  if (!ctx->dims || operand < 0 || operand >= ctx->numOperands)
    return;
  for (int64_t d = 0, rank = nnRank(ctx->operandTypes[operand]); d < rank; ++d)
    nnShapeSetResultDim(ctx, pos, d, ctx->dims->operands[operand][d]);
}

void nnShapeRequireEqualDims(NnShapeContext *ctx, MlirAffineExpr a,
                             MlirAffineExpr b) {
  NnShapeDims *dims = ctx->dims;
  int64_t x, y;
  if (!dims || mlirAffineExprIsNull(a) || mlirAffineExprIsNull(b) ||
      mlirAffineExprEqual(a, b) ||
      (nnDimSizeEvaluate(a, 0, NULL, &x) && nnDimSizeEvaluate(b, 0, NULL, &y) &&
       x == y))
    return;
  NnDimEquality *grown =
      nnGrowForOneMore(dims->equalities, &dims->capacity, dims->numEqualities,
                       sizeof(NnDimEquality));
  if (!grown) {
    dims->outOfMemory = true;
    return;
  }
  dims->equalities = grown;
  dims->equalities[dims->numEqualities++] = (NnDimEquality){a, b};
}

bool nnOperandDims(NnShapeContext *ctx, intptr_t pos, MlirAffineExpr *dims) {
  if (!ctx->dims || pos < 0 || pos >= ctx->numOperands)
    return false;
  for (int64_t d = 0, rank = nnRank(ctx->operandTypes[pos]); d < rank; ++d)
    dims[d] = ctx->dims->operands[pos][d];
  return true;
}

void nnSetResultDims(NnShapeContext *ctx, intptr_t pos, int64_t rank,
                     const MlirAffineExpr *dims) {
  for (int64_t d = 0; d < rank; ++d)
    nnShapeSetResultDim(ctx, pos, d, dims[d]);
}

static bool isConstant(MlirAffineExpr e, int64_t value) {
  return mlirAffineExprIsAConstant(e) &&
         mlirAffineConstantExprGetValue(e) == value;
}

void nnBroadcastDims(NnShapeContext *ctx, const MlirAffineExpr *lhs,
                     int64_t lhsRank, const MlirAffineExpr *rhs,
                     int64_t rhsRank, MlirAffineExpr *result) {
  if (!ctx->dims)
    return;
  int64_t rank = lhsRank > rhsRank ? lhsRank : rhsRank;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t l = i - (rank - lhsRank), r = i - (rank - rhsRank);
    if (l < 0 || isConstant(lhs[l], 1)) {
      result[i] = r >= 0 ? rhs[r] : lhs[l];
    } else if (r < 0 || isConstant(rhs[r], 1)) {
      result[i] = lhs[l];
    } else {
      // A static size wins over a dynamic one, which must equal it.
      result[i] = mlirAffineExprIsAConstant(rhs[r]) ? rhs[r] : lhs[l];
      nnShapeRequireEqualDims(ctx, lhs[l], rhs[r]);
    }
  }
}

void nnShapeContextDispose(NnShapeContext *ctx) {
  nnStringBufferFree(&ctx->error);
  for (int i = 0; i < 4; ++i)
    nnStringBufferFree(&ctx->scratch[i]);
}

const char *nnShapeTypeStr(NnShapeContext *ctx, MlirType type) {
  NnStringBuffer *buffer = &ctx->scratch[ctx->nextScratch];
  ctx->nextScratch = (ctx->nextScratch + 1) % 4;
  nnStringBufferClear(buffer);
  if (mlirTypeIsNull(type))
    nnStringBufferPrintf(buffer, "<none>");
  else
    mlirTypePrint(type, nnStringBufferCallback, buffer);
  return nnStringBufferStr(buffer);
}

int64_t nnRank(MlirType tensor) { return mlirShapedTypeGetRank(tensor); }

int64_t nnDim(MlirType tensor, int64_t pos) {
  return mlirShapedTypeIsDynamicDim(tensor, pos)
             ? NN_DYNAMIC
             : mlirShapedTypeGetDimSize(tensor, pos);
}

MlirType nnElementType(MlirType tensor) {
  return mlirShapedTypeGetElementType(tensor);
}

MlirType nnTensorType(int64_t rank, const int64_t *shape, MlirType element) {
  // Callers pass up to NN_MAX_RANK dimensions; a larger rank takes the heap
  // (out of memory: a null type, and the verifier sees the failure).
  int64_t small[NN_MAX_RANK], *dims = small;
  if (rank > NN_MAX_RANK &&
      !(dims = nnAllocArray((size_t)rank, sizeof(int64_t))))
    return (MlirType){NULL};
  for (int64_t i = 0; i < rank; ++i)
    dims[i] =
        shape[i] == NN_DYNAMIC ? mlirShapedTypeGetDynamicSize() : shape[i];
  MlirType type =
      mlirRankedTensorTypeGet(rank, dims, element, mlirAttributeGetNull());
  if (dims != small)
    free(dims);
  return type;
}

bool nnNormalizeAxis(int64_t *axis, int64_t rank) {
  if (*axis < -rank || *axis >= rank)
    return false;
  if (*axis < 0)
    *axis += rank;
  return true;
}

MlirLogicalResult nnSameElementType(NnShapeContext *ctx, MlirType *element) {
  *element = nnElementType(ctx->operandTypes[0]);
  for (intptr_t i = 1; i < ctx->numOperands; ++i) {
    MlirType other = nnElementType(ctx->operandTypes[i]);
    if (!mlirTypeEqual(other, *element))
      return nnShapeError(ctx, "element types differ: %s #0 is %s, #%d is %s",
                          "operand", nnShapeTypeStr(ctx, *element), (int)i,
                          nnShapeTypeStr(ctx, other));
  }
  return mlirLogicalResultSuccess();
}

void nnShapeOf(MlirType tensor, int64_t *shape) {
  for (int64_t i = 0, rank = nnRank(tensor); i < rank; ++i)
    shape[i] = nnDim(tensor, i);
}

// A dynamic size broadcast against a static size other than 1 takes that
// size: anything else would be an error at run time.
MlirLogicalResult nnBroadcastShapes(NnShapeContext *ctx, const char *what,
                                    const int64_t *lhs, int64_t lhsRank,
                                    const int64_t *rhs, int64_t rhsRank,
                                    int64_t *result) {
  int64_t rank = lhsRank > rhsRank ? lhsRank : rhsRank;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t l = i - (rank - lhsRank), r = i - (rank - rhsRank);
    int64_t lhsDim = l >= 0 ? lhs[l] : 1, rhsDim = r >= 0 ? rhs[r] : 1;
    if (lhsDim == 1 || lhsDim == rhsDim || lhsDim == NN_DYNAMIC)
      result[i] = rhsDim == 1 && lhsDim == NN_DYNAMIC ? lhsDim : rhsDim;
    else if (rhsDim == 1 || rhsDim == NN_DYNAMIC)
      result[i] = lhsDim;
    else
      return nnShapeError(ctx,
                          "%s are not broadcast-compatible: lhs dimension "
                          "%lld (%lld) vs rhs dimension %lld (%lld)",
                          what, (long long)l, (long long)lhsDim, (long long)r,
                          (long long)rhsDim);
  }
  return mlirLogicalResultSuccess();
}

int64_t nnIntegerAttrValue(MlirAttribute attr) {
  MlirType type = mlirAttributeGetType(attr);
  if (mlirIntegerTypeIsUnsigned(type))
    return (int64_t)mlirIntegerAttrGetValueUInt(attr);
  if (mlirIntegerTypeIsSigned(type))
    return mlirIntegerAttrGetValueSInt(attr);
  return mlirIntegerAttrGetValueInt(attr);
}

MlirLogicalResult nnReadAxes(NnShapeContext *ctx, const char *name,
                             int64_t rank, intptr_t *namedBy, intptr_t *count) {
  *count = nnShapeGetIntArray(ctx, name, NULL, 0);
  if (*count > rank)
    return nnShapeError(ctx,
                        "'%s' names %lld axes, but the input has only %lld",
                        name, (long long)*count, (long long)rank);
  // rank is an operand's, at most NN_MAX_RANK (nnInferOperationTypes).
  int64_t axes[NN_MAX_RANK];
  nnShapeGetIntArray(ctx, name, axes, *count);
  for (int64_t d = 0; d < rank; ++d)
    namedBy[d] = -1;
  for (intptr_t i = 0; i < *count; ++i) {
    int64_t axis = axes[i];
    if (!nnNormalizeAxis(&axis, rank))
      return nnShapeError(ctx, "axis %lld is out of range for rank %lld",
                          (long long)axes[i], (long long)rank);
    if (namedBy[axis] >= 0)
      return nnShapeError(ctx, "axes %lld and %lld both name dimension %lld",
                          (long long)axes[namedBy[axis]], (long long)axes[i],
                          (long long)axis);
    namedBy[axis] = i;
  }
  return mlirLogicalResultSuccess();
}

static int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

bool nnDimSizeEvaluate(MlirAffineExpr size, intptr_t numValues,
                       const int64_t *values, int64_t *result) {
  if (mlirAffineExprIsAConstant(size)) {
    *result = mlirAffineConstantExprGetValue(size);
    return true;
  }
  if (mlirAffineExprIsADim(size)) {
    intptr_t k = mlirAffineDimExprGetPosition(size);
    if (k < 0 || k >= numValues)
      return false;
    *result = values[k];
    return true;
  }
  if (!mlirAffineExprIsABinary(size))
    return false;
  int64_t a, b;
  if (!nnDimSizeEvaluate(mlirAffineBinaryOpExprGetLHS(size), numValues, values,
                         &a) ||
      !nnDimSizeEvaluate(mlirAffineBinaryOpExprGetRHS(size), numValues, values,
                         &b))
    return false;
  if (mlirAffineExprIsAAdd(size))
    return nnCheckedAdd(a, b, result);
  if (mlirAffineExprIsAMul(size))
    return nnCheckedMul(a, b, result);
  // Divisions: by zero, or INT64_MIN by -1, has no value.
  if (b == 0 || (a == INT64_MIN && b == -1))
    return false;
  if (mlirAffineExprIsAFloorDiv(size))
    *result = floorDiv(a, b);
  else if (mlirAffineExprIsACeilDiv(size))
    *result = floorDiv(a, b) + (a % b != 0);
  else
    *result = a - floorDiv(a, b) * b;
  return true;
}
