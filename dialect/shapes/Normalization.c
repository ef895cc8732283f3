//===- Normalization.c - Shape rules of layer_norm and rms_norm -----------===//
//
// The norm layers normalise the dimensions from `axis` to the end and keep the
// input's type. Their per-element parameters (scale, and bias for layer_norm)
// have exactly the normalised shape, x.shape[axis:], as in ONNX and PyTorch.
// softmax's rule lives in Reduction.c.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

// Checks the rule the norm layers share: one element type, an axis in range,
// a non-negative epsilon, and operands 1.. (named by `names`) with the shape
// x.shape[axis:], dimension by dimension where both sizes are known.
static MlirLogicalResult inferNorm(NnShapeContext *ctx, MlirType *results,
                                   const char *const *names) {
  MlirType element;
  if (mlirLogicalResultIsFailure(nnSameElementType(ctx, &element)))
    return mlirLogicalResultFailure();
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input), axis = nnShapeGetInt(ctx, "axis");
  if (!nnNormalizeAxis(&axis, rank))
    return nnShapeError(ctx, "axis %lld is out of range for rank %lld",
                        (long long)nnShapeGetInt(ctx, "axis"), (long long)rank);
  double epsilon = nnShapeGetFloat(ctx, "epsilon");
  if (!(epsilon >= 0))
    return nnShapeError(ctx, "epsilon must be >= 0, but is %g", epsilon);
  int64_t normalized = rank - axis;
  for (intptr_t pos = 1; pos < nnShapeGetNumOperands(ctx); ++pos) {
    MlirType param = nnShapeGetOperandType(ctx, pos);
    const char *name = names[pos - 1];
    if (nnRank(param) != normalized)
      return nnShapeError(ctx,
                          "%s must have the input's shape from axis %lld on "
                          "(rank %lld), but has rank %lld",
                          name, (long long)axis, (long long)normalized,
                          (long long)nnRank(param));
    for (int64_t i = 0; i < normalized; ++i) {
      int64_t size = nnDim(param, i), expected = nnDim(input, axis + i);
      if (size != NN_DYNAMIC && expected != NN_DYNAMIC && size != expected)
        return nnShapeError(ctx,
                            "%s dimension %lld (%lld) must equal input "
                            "dimension %lld (%lld)",
                            name, (long long)i, (long long)size,
                            (long long)(axis + i), (long long)expected);
      nnShapeRequireEqualDims(ctx, nnShapeGetOperandDim(ctx, pos, i),
                              nnShapeGetOperandDim(ctx, 0, axis + i));
    }
  }
  results[0] = input;
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferLayerNorm(NnShapeContext *ctx, MlirType *results) {
  static const char *const names[] = {"scale", "bias"};
  return inferNorm(ctx, results, names);
}

MlirLogicalResult nnInferRmsNorm(NnShapeContext *ctx, MlirType *results) {
  static const char *const names[] = {"scale"};
  return inferNorm(ctx, results, names);
}
