//===- Scan.c - Shape rules of the scans and sorts ------------------------===//
//
// cumsum keeps its input's type (nnInferSoftmax's rule: an axis in range).
// top_k replaces its axis by k, for the values and their i64 positions.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

#include "mlir-c/BuiltinTypes.h"

MlirLogicalResult nnInferTopK(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input), axis = nnShapeGetInt(ctx, "axis");
  int64_t k = nnShapeGetInt(ctx, "k");
  if (!nnNormalizeAxis(&axis, rank))
    return nnShapeError(ctx, "axis %lld is out of range for rank %lld",
                        (long long)nnShapeGetInt(ctx, "axis"), (long long)rank);
  int64_t n = nnDim(input, axis);
  if (k < 0 || (n != mlirShapedTypeGetDynamicSize() && k > n))
    return nnShapeError(ctx,
                        "k (%lld) must be in [0, %lld], the size of axis %lld",
                        (long long)k, (long long)n, (long long)axis);
  int64_t shape[NN_MAX_RANK];
  for (int64_t i = 0; i < rank; ++i)
    shape[i] = i == axis ? k : nnDim(input, i);
  results[0] = nnTensorType(rank, shape, nnElementType(input));
  results[1] =
      nnTensorType(rank, shape, mlirIntegerTypeGet(nnShapeGetContext(ctx), 64));
  for (int r = 0; r < 2; ++r)
    for (int64_t i = 0; i < rank; ++i)
      if (i != axis)
        nnShapeSetResultDim(ctx, r, i, nnShapeGetOperandDim(ctx, 0, i));
  return mlirLogicalResultSuccess();
}
