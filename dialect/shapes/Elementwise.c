//===- Elementwise.c - Shape rules of elementwise and broadcast ops -------===//
//
// Unary ops keep their operand's type. Binary ops follow NumPy broadcasting:
// shapes are aligned at the right, and each pair of dimensions must be equal
// or contain a 1. bias_add broadcasts a 1-D bias along one axis.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

MlirLogicalResult nnInferSameAsInput(NnShapeContext *ctx, MlirType *results) {
  results[0] = nnShapeGetOperandType(ctx, 0);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferBroadcast(NnShapeContext *ctx, MlirType *results) {
  MlirType element;
  if (mlirLogicalResultIsFailure(nnSameElementType(ctx, &element)))
    return mlirLogicalResultFailure();
  MlirType lhs = nnShapeGetOperandType(ctx, 0);
  MlirType rhs = nnShapeGetOperandType(ctx, 1);
  int64_t lhsRank = nnRank(lhs), rhsRank = nnRank(rhs);
  int64_t rank = lhsRank > rhsRank ? lhsRank : rhsRank;
  int64_t lhsShape[lhsRank + 1], rhsShape[rhsRank + 1], shape[rank + 1];
  nnShapeOf(lhs, lhsShape);
  nnShapeOf(rhs, rhsShape);
  if (mlirLogicalResultIsFailure(nnBroadcastShapes(
          ctx, "operands", lhsShape, lhsRank, rhsShape, rhsRank, shape)))
    return mlirLogicalResultFailure();
  results[0] = nnTensorType(rank, shape, element);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferBiasAdd(NnShapeContext *ctx, MlirType *results) {
  MlirType element;
  if (mlirLogicalResultIsFailure(nnSameElementType(ctx, &element)))
    return mlirLogicalResultFailure();
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType bias = nnShapeGetOperandType(ctx, 1);
  int64_t rank = nnRank(input), axis = nnShapeGetInt(ctx, "axis");
  if (!nnNormalizeAxis(&axis, rank))
    return nnShapeError(ctx, "axis %lld is out of range for rank %lld",
                        (long long)nnShapeGetInt(ctx, "axis"), (long long)rank);
  if (nnRank(bias) != 1)
    return nnShapeError(ctx, "bias must be 1-D, but has rank %lld",
                        (long long)nnRank(bias));
  int64_t channels = nnDim(input, axis), size = nnDim(bias, 0);
  if (channels != NN_DYNAMIC && size != NN_DYNAMIC && channels != size)
    return nnShapeError(ctx,
                        "bias size (%lld) must equal input dimension %lld "
                        "(%lld)",
                        (long long)size, (long long)axis, (long long)channels);
  results[0] = input;
  return mlirLogicalResultSuccess();
}
