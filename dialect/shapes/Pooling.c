//===- Pooling.c - Shape rules of the pooling ops -------------------------===//
//
// The max and average pools slide a window over the spatial dimensions of a
// channels-first (NCHW, NCDHW) or channels-last (NHWC, NDHWC) input, like
// convolution (they share its output-size rule, Contraction.c) but with the
// window given by the `kernel` attribute and the channels kept; the layout
// names the spatial rank, so one function serves 2-D and 3-D. ceil_mode
// rounds the output size up. Each pad must be smaller than the (dilated)
// window, which ONNX Runtime and PyTorch both require (PyTorch's half-window
// rule is stricter); a window that still falls entirely into padding has a
// defined value (the op descriptions say which). The global pools reduce the
// whole spatial extent to size 1.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

#include "mlir-c/BuiltinTypes.h"

// Checks a rank spatial + 2 input with non-empty spatial dimensions; writes
// the position of its channels and of its first spatial dimension.
static MlirLogicalResult checkPoolInput(NnShapeContext *ctx, MlirType input,
                                        NnWindowLayout layout, int *c,
                                        int *first) {
  int s = layout.spatial;
  if (nnRank(input) != s + 2)
    return nnShapeError(ctx, "input must have rank %d, but has rank %lld",
                        s + 2, (long long)nnRank(input));
  *c = layout.channelsLast ? s + 1 : 1;
  *first = layout.channelsLast ? 1 : 2;
  // A window over an empty extent has nothing to pool (PyTorch rejects it).
  for (int i = 0; i < s; ++i)
    if (nnDim(input, *first + i) == 0)
      return nnShapeError(ctx, "the input %s must be >= 1, but is 0",
                          nnSpatialAxisName(s, i));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferPool(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  NnWindowLayout layout = nnWindowLayoutOf(ctx);
  int s = layout.spatial, c, first;
  if (mlirLogicalResultIsFailure(
          checkPoolInput(ctx, input, layout, &c, &first)))
    return mlirLogicalResultFailure();
  // avg_pool2d has no `dilations` attribute: its windows are dense.
  bool dilated = !mlirAttributeIsNull(nnShapeGetAttr(ctx, "dilations"));
  int64_t kernel[3], strides[3], padding[6], dilations[3] = {1, 1, 1};
  if (mlirLogicalResultIsFailure(
          nnReadWindowAttr(ctx, "kernel", kernel, s, 1)) ||
      mlirLogicalResultIsFailure(
          nnReadWindowAttr(ctx, "strides", strides, s, 1)) ||
      mlirLogicalResultIsFailure(
          nnReadWindowAttr(ctx, "padding", padding, 2 * s, 0)) ||
      (dilated && mlirLogicalResultIsFailure(
                      nnReadWindowAttr(ctx, "dilations", dilations, s, 1))))
    return mlirLogicalResultFailure();

  const char *window = dilated ? "dilated kernel" : "kernel";
  int64_t span[3];
  for (int i = 0; i < s; ++i)
    if (__builtin_mul_overflow(dilations[i], kernel[i] - 1, &span[i]) ||
        __builtin_add_overflow(span[i], 1, &span[i]))
      return nnShapeError(ctx, "the %s %s overflows a 64-bit size", window,
                          nnSpatialAxisName(s, i));
  for (int i = 0; i < 2 * s; ++i)
    if (padding[i] >= span[i % s])
      return nnShapeError(ctx,
                          "the %s padding at the %s (%lld) must be smaller "
                          "than the %s %s (%lld)",
                          nnSpatialAxisName(s, i % s), i < s ? "start" : "end",
                          (long long)padding[i], window,
                          nnSpatialAxisName(s, i % s), (long long)span[i % s]);

  bool ceilMode = nnShapeGetBool(ctx, "ceil_mode");
  int64_t shape[5];
  shape[0] = nnDim(input, 0);
  shape[c] = nnDim(input, c);
  for (int i = 0; i < s; ++i)
    if (mlirLogicalResultIsFailure(nnWindowOutputSize(
            ctx, nnSpatialAxisName(s, i), nnDim(input, first + i), kernel[i],
            strides[i], padding[i], padding[s + i], dilations[i], ceilMode,
            &shape[first + i])))
      return mlirLogicalResultFailure();
  results[0] = nnTensorType(s + 2, shape, nnElementType(input));
  // Every result (max_pool_with_indices' indices too) has this shape.
  for (intptr_t r = 0; r < nnShapeGetNumResults(ctx); ++r) {
    nnShapeSetResultDim(ctx, r, 0, nnShapeGetOperandDim(ctx, 0, 0));
    nnShapeSetResultDim(ctx, r, c, nnShapeGetOperandDim(ctx, 0, c));
    for (int i = 0; i < s; ++i)
      nnShapeSetResultDim(
          ctx, r, first + i,
          nnWindowOutputDim(ctx, nnShapeGetOperandDim(ctx, 0, first + i),
                            kernel[i], strides[i], padding[i], padding[s + i],
                            dilations[i], ceilMode));
  }
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferMaxPoolWithIndices(NnShapeContext *ctx,
                                            MlirType *results) {
  int64_t order = nnShapeGetInt(ctx, "storage_order");
  if (order != 0 && order != 1)
    return nnShapeError(ctx, "storage_order (%lld) must be 0 or 1",
                        (long long)order);
  if (mlirLogicalResultIsFailure(nnInferPool(ctx, results)))
    return mlirLogicalResultFailure();
  int64_t shape[5];
  nnShapeOf(results[0], shape);
  results[1] = nnTensorType(nnRank(results[0]), shape,
                            mlirIntegerTypeGet(nnShapeGetContext(ctx), 64));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferGlobalPool(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  NnWindowLayout layout = nnWindowLayoutOf(ctx);
  int c, first;
  if (mlirLogicalResultIsFailure(
          checkPoolInput(ctx, input, layout, &c, &first)))
    return mlirLogicalResultFailure();
  int64_t shape[5];
  nnShapeOf(input, shape);
  for (int i = 0; i < layout.spatial; ++i)
    shape[first + i] = 1;
  results[0] = nnTensorType(layout.spatial + 2, shape, nnElementType(input));
  nnShapeSetResultDim(ctx, 0, 0, nnShapeGetOperandDim(ctx, 0, 0));
  nnShapeSetResultDim(ctx, 0, c, nnShapeGetOperandDim(ctx, 0, c));
  return mlirLogicalResultSuccess();
}
