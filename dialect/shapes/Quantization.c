//===- Quantization.c - Shape rules of quantize and dequantize ------------===//
//
// Both ops keep the input's shape. Their scale and zero point share a
// shape: per tensor (a scalar or one element) or per channel (1-D, one per
// element of input dimension `axis`). The result's element type comes from
// the zero point (quantize) or the scale (dequantize).
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

#include "mlir-c/BuiltinTypes.h"

// Checks the scale and zero point against the input; `same` is the operand
// (1: scale, 2: zero point) whose element type must be the input's.
static MlirLogicalResult checkParameters(NnShapeContext *ctx, intptr_t same) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType scale = nnShapeGetOperandType(ctx, 1);
  MlirType zeroPoint = nnShapeGetOperandType(ctx, 2);
  if (!mlirTypeEqual(nnElementType(input),
                     nnElementType(nnShapeGetOperandType(ctx, same))))
    return nnShapeError(
        ctx, "%s element type (%s) must be the input's (%s)",
        same == 1 ? "scale" : "zero_point",
        nnShapeTypeStr(ctx, nnElementType(nnShapeGetOperandType(ctx, same))),
        nnShapeTypeStr(ctx, nnElementType(input)));
  int64_t rank = nnRank(scale);
  if (rank != nnRank(zeroPoint) ||
      (rank == 1 && nnDim(scale, 0) != NN_DYNAMIC &&
       nnDim(zeroPoint, 0) != NN_DYNAMIC &&
       nnDim(scale, 0) != nnDim(zeroPoint, 0)))
    return nnShapeError(
        ctx, "scale (%s) and zero_point (%s) must have one shape",
        nnShapeTypeStr(ctx, scale), nnShapeTypeStr(ctx, zeroPoint));
  if (rank > 1)
    return nnShapeError(ctx, "scale must be a scalar or 1-D, but has rank %lld",
                        (long long)rank);
  int64_t size = rank == 1 ? nnDim(scale, 0) : 1;
  if (size == 1)
    return mlirLogicalResultSuccess(); // per tensor: axis plays no part
  int64_t axis = nnShapeGetInt(ctx, "axis");
  if (!nnNormalizeAxis(&axis, nnRank(input)))
    return nnShapeError(ctx, "axis %lld is out of range for rank %lld",
                        (long long)nnShapeGetInt(ctx, "axis"),
                        (long long)nnRank(input));
  int64_t channels = nnDim(input, axis);
  if (size != NN_DYNAMIC && channels != NN_DYNAMIC && size != channels)
    return nnShapeError(ctx,
                        "scale size (%lld) must be 1 or input dimension %lld "
                        "(%lld)",
                        (long long)size, (long long)axis, (long long)channels);
  // Dynamic sizes are not broadcast: per channel, one per channel.
  nnShapeRequireEqualDims(ctx, nnShapeGetOperandDim(ctx, 1, 0),
                          nnShapeGetOperandDim(ctx, 0, axis));
  nnShapeRequireEqualDims(ctx, nnShapeGetOperandDim(ctx, 2, 0),
                          nnShapeGetOperandDim(ctx, 1, 0));
  return mlirLogicalResultSuccess();
}

static MlirType withElement(MlirType input, MlirType element) {
  int64_t shape[NN_MAX_RANK];
  nnShapeOf(input, shape);
  return nnTensorType(nnRank(input), shape, element);
}

MlirLogicalResult nnInferQuantize(NnShapeContext *ctx, MlirType *results) {
  if (mlirLogicalResultIsFailure(checkParameters(ctx, 1)))
    return mlirLogicalResultFailure();
  results[0] = withElement(nnShapeGetOperandType(ctx, 0),
                           nnElementType(nnShapeGetOperandType(ctx, 2)));
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferDequantize(NnShapeContext *ctx, MlirType *results) {
  if (mlirLogicalResultIsFailure(checkParameters(ctx, 2)))
    return mlirLogicalResultFailure();
  results[0] = withElement(nnShapeGetOperandType(ctx, 0),
                           nnElementType(nnShapeGetOperandType(ctx, 1)));
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}
