//===- Elementwise.c - Shape rules of elementwise and broadcast ops -------===//
//
// Unary ops keep their operand's type; clip, scale and dropout also check
// their scalar attributes, and cast takes its element type from its declared
// result. Binary ops follow NumPy broadcasting: shapes are aligned at the
// right, and each pair of dimensions must be equal or contain a 1. bias_add
// broadcasts a 1-D bias along one axis.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>

MlirLogicalResult nnInferSameAsInput(NnShapeContext *ctx, MlirType *results) {
  results[0] = nnShapeGetOperandType(ctx, 0);
  return mlirLogicalResultSuccess();
}

/* Unary ops with rules of their own. */

// Whether `value` is a whole number; every double of magnitude 2^53 or more
// is one, and converting a smaller one to int64_t is exact when it is.
static bool isWhole(double value) {
  if (!isfinite(value))
    return false;
  if (value >= 0x1p53 || value <= -0x1p53)
    return true;
  return (double)(int64_t)value == value;
}

MlirLogicalResult nnInferClip(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  static const char *const names[] = {"min", "max"};
  double bounds[2];
  for (int i = 0; i < 2; ++i) {
    bounds[i] = nnShapeGetFloat(ctx, names[i]);
    if (isnan(bounds[i]))
      return nnShapeError(ctx, "%s must not be NaN", names[i]);
  }
  if (bounds[0] > bounds[1])
    return nnShapeError(ctx, "min (%g) must not exceed max (%g)", bounds[0],
                        bounds[1]);
  MlirType element = nnElementType(input);
  if (mlirTypeIsAInteger(element))
    for (int i = 0; i < 2; ++i)
      if (!isinf(bounds[i]) && !isWhole(bounds[i]))
        return nnShapeError(ctx,
                            "%s (%g) must be a whole number or infinite for "
                            "an input of element type %s",
                            names[i], bounds[i], nnShapeTypeStr(ctx, element));
  results[0] = input;
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferScale(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType element = nnElementType(input);
  static const char *const names[] = {"scale", "bias"};
  // The arithmetic happens in the input's element type.
  if (mlirTypeIsAInteger(element))
    for (int i = 0; i < 2; ++i) {
      double value = nnShapeGetFloat(ctx, names[i]);
      if (!isWhole(value))
        return nnShapeError(ctx,
                            "%s (%g) must be a finite whole number for an "
                            "input of element type %s",
                            names[i], value, nnShapeTypeStr(ctx, element));
    }
  results[0] = input;
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferDropout(NnShapeContext *ctx, MlirType *results) {
  double rate = nnShapeGetFloat(ctx, "rate");
  if (!(rate >= 0 && rate < 1)) // also rejects NaN
    return nnShapeError(ctx, "rate (%g) must be in [0, 1)", rate);
  results[0] = nnShapeGetOperandType(ctx, 0);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferCast(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType target = nnShapeGetDeclaredResultType(ctx, 0);
  if (mlirTypeIsNull(target) || !mlirTypeIsATensor(target))
    return nnShapeError(ctx, "the result type must be given: it is the "
                             "target element type");
  int64_t shape[NN_MAX_RANK];
  nnShapeOf(input, shape);
  results[0] = nnTensorType(nnRank(input), shape, nnElementType(target));
  return mlirLogicalResultSuccess();
}

/* Broadcasting. */

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

/* Per-channel operands. */

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
