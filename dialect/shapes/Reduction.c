//===- Reduction.c - Shape rules of reductions and softmax ----------------===//
//
// Reductions remove the reduced axes (or keep them as size 1 with keepdims);
// an empty axis list reduces everything. argmax and argmin reduce one axis
// to i64 indices. softmax normalises along one axis and keeps the shape.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

#include "mlir-c/BuiltinTypes.h"

// Operand ranks are at most NN_MAX_RANK (nnInferOperationTypes and
// nnInferResultTypes check them before any shape function runs).

MlirLogicalResult nnInferReduce(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input);
  intptr_t reducedBy[NN_MAX_RANK], count;
  if (mlirLogicalResultIsFailure(
          nnReadAxes(ctx, "axes", rank, reducedBy, &count)))
    return mlirLogicalResultFailure();
  // An empty list reduces every dimension.
  for (int64_t i = 0; i < rank && count == 0; ++i)
    reducedBy[i] = 0;
  bool keepdims = nnShapeGetBool(ctx, "keepdims");
  int64_t shape[NN_MAX_RANK], resultRank = 0;
  for (int64_t i = 0; i < rank; ++i) {
    if (reducedBy[i] < 0) {
      nnShapeSetResultDim(ctx, 0, resultRank, nnShapeGetOperandDim(ctx, 0, i));
      shape[resultRank++] = nnDim(input, i);
    } else if (keepdims) {
      shape[resultRank++] = 1;
    }
  }
  results[0] = nnTensorType(resultRank, shape, nnElementType(input));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferArgReduce(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input), axis = nnShapeGetInt(ctx, "axis");
  if (!nnNormalizeAxis(&axis, rank))
    return nnShapeError(ctx, "axis %lld is out of range for rank %lld",
                        (long long)nnShapeGetInt(ctx, "axis"), (long long)rank);
  // An empty axis has no largest or smallest element to point at.
  if (nnDim(input, axis) == 0)
    return nnShapeError(ctx,
                        "the reduced dimension %lld has size 0; it needs at "
                        "least one element",
                        (long long)axis);
  bool keepdims = nnShapeGetBool(ctx, "keepdims");
  int64_t shape[NN_MAX_RANK], resultRank = 0;
  for (int64_t i = 0; i < rank; ++i) {
    if (i != axis) {
      nnShapeSetResultDim(ctx, 0, resultRank, nnShapeGetOperandDim(ctx, 0, i));
      shape[resultRank++] = nnDim(input, i);
    } else if (keepdims) {
      shape[resultRank++] = 1;
    }
  }
  results[0] = nnTensorType(resultRank, shape,
                            mlirIntegerTypeGet(nnShapeGetContext(ctx), 64));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferSoftmax(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t axis = nnShapeGetInt(ctx, "axis");
  if (!nnNormalizeAxis(&axis, nnRank(input)))
    return nnShapeError(ctx, "axis %lld is out of range for rank %lld",
                        (long long)nnShapeGetInt(ctx, "axis"),
                        (long long)nnRank(input));
  results[0] = input;
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}
