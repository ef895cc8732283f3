//===- OpSizes.c - The sizes of an op's tensors, for its lowering ---------===//

#include "OpSizes.h"
#include "dialect/Infer.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"

#include <stdlib.h>

// Builds the tensor.dim of every variable `size` uses.
static void buildVariables(NnOpSizes *s, NnBuilder *b, MlirAffineExpr size) {
  if (mlirAffineExprIsABinary(size)) {
    buildVariables(s, b, mlirAffineBinaryOpExprGetLHS(size));
    buildVariables(s, b, mlirAffineBinaryOpExprGetRHS(size));
    return;
  }
  if (!mlirAffineExprIsADim(size))
    return;
  intptr_t k = mlirAffineDimExprGetPosition(size);
  if (!mlirValueIsNull(s->varValues[k]))
    return;
  intptr_t operand = 0;
  while (operand + 1 < s->numOperands && s->varOffsets[operand + 1] <= k)
    ++operand;
  s->varValues[k] = nnbDim(b, mlirOperationGetOperand(s->op, operand),
                           k - s->varOffsets[operand]);
}

static MlirValue build(NnOpSizes *s, NnBuilder *b, MlirAffineExpr size) {
  buildVariables(s, b, size);
  return nnbAffineValue(b, size, s->varValues);
}

MlirValue nnOpSizesResult(NnOpSizes *s, NnBuilder *b, intptr_t pos,
                          intptr_t dim) {
  return build(s, b, s->resultSizes[pos][dim]);
}

// Same rank and the same static sizes (element types aside).
static bool sameShape(MlirType a, MlirType b) {
  intptr_t rank = mlirShapedTypeGetRank(a);
  if (rank != mlirShapedTypeGetRank(b))
    return false;
  for (intptr_t d = 0; d < rank; ++d)
    if (mlirShapedTypeGetDimSize(a, d) != mlirShapedTypeGetDimSize(b, d))
      return false;
  return true;
}

// NnSizeSource: the sizes of the results of that shape, else the operands'.
static MlirValue sizeOf(NnSizeSource *source, NnBuilder *b, MlirType type,
                        intptr_t dim) {
  NnOpSizes *s = (NnOpSizes *)source;
  MlirAffineExpr found = {NULL};
  bool ambiguous = false;
  for (intptr_t r = 0; r < s->numResults; ++r) {
    MlirType result = mlirValueGetType(mlirOperationGetResult(s->op, r));
    if (!mlirTypeIsARankedTensor(result) || !sameShape(result, type))
      continue;
    MlirAffineExpr size = s->resultSizes[r][dim];
    ambiguous |=
        !mlirAffineExprIsNull(found) && !mlirAffineExprEqual(found, size);
    found = size;
  }
  for (intptr_t k = 0; k < s->numOperands && mlirAffineExprIsNull(found); ++k) {
    MlirType operand = mlirValueGetType(mlirOperationGetOperand(s->op, k));
    if (mlirTypeIsARankedTensor(operand) && sameShape(operand, type))
      found = s->operandSizes[k][dim];
  }
  if (mlirAffineExprIsNull(found) || ambiguous)
    return (MlirValue){NULL};
  return build(s, b, found);
}

MlirLogicalResult nnOpSizesInit(NnOpSizes *s, MlirOperation op,
                                const NnOpDef *def, NnStringBuffer *error) {
  *s = (NnOpSizes){.source = {sizeOf, false}, .op = op};
  s->numOperands = mlirOperationGetNumOperands(op);
  s->numResults = mlirOperationGetNumResults(op);
  size_t numOperands = (size_t)s->numOperands + 1;
  s->operandSizes = nnAllocArray(numOperands, sizeof(*s->operandSizes));
  s->operandRows = nnAllocArray(numOperands, sizeof(*s->operandRows));
  s->varOffsets = nnAllocArray(numOperands, sizeof(intptr_t));
  s->resultSizes =
      nnAllocArray((size_t)s->numResults + 1, sizeof(*s->resultSizes));
  if (!s->operandSizes || !s->operandRows || !s->varOffsets ||
      !s->resultSizes) {
    nnStringBufferPrintf(error, "out of memory");
    return mlirLogicalResultFailure();
  }
  // Dim d of operand k is variable varOffsets[k] + d where dynamic.
  MlirContext ctx = mlirOperationGetContext(op);
  for (intptr_t k = 0; k < s->numOperands; ++k) {
    MlirType type = mlirValueGetType(mlirOperationGetOperand(op, k));
    s->varOffsets[k] = s->totalDims;
    s->operandRows[k] = s->operandSizes[k];
    intptr_t rank =
        mlirTypeIsARankedTensor(type) ? mlirShapedTypeGetRank(type) : 0;
    for (intptr_t d = 0; d < rank; ++d)
      s->operandSizes[k][d] = mlirShapedTypeIsDynamicDim(type, d)
                                  ? mlirAffineDimExprGet(ctx, s->totalDims + d)
                                  : mlirAffineConstantExprGet(
                                        ctx, mlirShapedTypeGetDimSize(type, d));
    s->totalDims += rank;
  }
  s->varValues = nnAllocArray((size_t)s->totalDims + 1, sizeof(MlirValue));
  if (!s->varValues) {
    nnStringBufferPrintf(error, "out of memory");
    return mlirLogicalResultFailure();
  }
  NnShapeDims dims = {.operands = s->operandRows, .results = s->resultSizes};
  MlirLogicalResult result = nnInferOperationDims(op, def, &dims, error);
  free(dims.equalities); // checked where the entry is called
  for (intptr_t r = 0; r < s->numResults && mlirLogicalResultIsSuccess(result);
       ++r) {
    MlirType type = mlirValueGetType(mlirOperationGetResult(op, r));
    for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d) {
      if (!mlirAffineExprIsNull(s->resultSizes[r][d]))
        continue;
      nnStringBufferPrintf(error,
                           "its shape rule does not say the size of dynamic "
                           "dim %ld of result #%ld",
                           (long)d, (long)r);
      return mlirLogicalResultFailure();
    }
  }
  return result;
}

void nnOpSizesDispose(NnOpSizes *s) {
  free(s->operandSizes);
  free(s->operandRows);
  free(s->varOffsets);
  free(s->resultSizes);
  free(s->varValues);
}
