//===- Pooling.c - Shape rules of the pooling ops -------------------------===//
//
// max_pool2d and avg_pool2d slide a window over the spatial dimensions of an
// NCHW or NHWC input, like conv2d (they share its output-size rule,
// Contraction.c) but with the window given by the `kernel` attribute and
// the channels kept. As in PyTorch, each pad may be at most half of the
// (dilated) window, and ceil_mode rounds the output size up. The global pools
// reduce the whole spatial extent to 1x1.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

// Checks a rank-4 input with non-empty spatial dimensions and finds the
// positions of its channel, height and width dimensions.
static MlirLogicalResult checkPoolInput(NnShapeContext *ctx, MlirType input,
                                        int *c, int *h, int *w) {
  if (nnRank(input) != 4)
    return nnShapeError(ctx, "input must have rank 4, but has rank %lld",
                        (long long)nnRank(input));
  bool nhwc = nnShapeAttrIs(ctx, "layout", "NHWC");
  *c = nhwc ? 3 : 1;
  *h = nhwc ? 1 : 2;
  *w = nhwc ? 2 : 3;
  // A window over an empty plane has nothing to pool (PyTorch rejects it).
  const char *names[] = {"height", "width"};
  int positions[] = {*h, *w};
  for (int i = 0; i < 2; ++i)
    if (nnDim(input, positions[i]) == 0)
      return nnShapeError(ctx, "the input %s must be >= 1, but is 0", names[i]);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferPool2d(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int c, h, w;
  if (mlirLogicalResultIsFailure(checkPoolInput(ctx, input, &c, &h, &w)))
    return mlirLogicalResultFailure();
  // avg_pool2d has no `dilations` attribute: its windows are dense.
  bool dilated = !mlirAttributeIsNull(nnShapeGetAttr(ctx, "dilations"));
  int64_t kernel[2], strides[2], padding[4], dilations[2] = {1, 1};
  if (mlirLogicalResultIsFailure(
          nnReadWindowAttr(ctx, "kernel", kernel, 2, 1)) ||
      mlirLogicalResultIsFailure(
          nnReadWindowAttr(ctx, "strides", strides, 2, 1)) ||
      mlirLogicalResultIsFailure(
          nnReadWindowAttr(ctx, "padding", padding, 4, 0)) ||
      (dilated && mlirLogicalResultIsFailure(
                      nnReadWindowAttr(ctx, "dilations", dilations, 2, 1))))
    return mlirLogicalResultFailure();

  // PyTorch's rule: pad <= ((kernel - 1) * dilation + 1) / 2 on each side.
  // It keeps every window partly inside the input.
  static const char *const axes[] = {"height", "width"};
  static const char *const sides[] = {"top", "left", "bottom", "right"};
  const char *window = dilated ? "dilated kernel" : "kernel";
  int64_t span[2];
  for (int i = 0; i < 2; ++i)
    if (__builtin_mul_overflow(dilations[i], kernel[i] - 1, &span[i]) ||
        __builtin_add_overflow(span[i], 1, &span[i]))
      return nnShapeError(ctx, "the %s %s overflows a 64-bit size", window,
                          axes[i]);
  for (int i = 0; i < 4; ++i)
    if (padding[i] > span[i % 2] / 2)
      return nnShapeError(ctx,
                          "padding %s (%lld) must be at most half of the %s "
                          "%s (%lld)",
                          sides[i], (long long)padding[i], window, axes[i % 2],
                          (long long)span[i % 2]);

  bool ceilMode = nnShapeGetBool(ctx, "ceil_mode");
  int64_t height, width;
  if (mlirLogicalResultIsFailure(nnWindowOutputSize(
          ctx, "height", nnDim(input, h), kernel[0], strides[0], padding[0],
          padding[2], dilations[0], ceilMode, &height)) ||
      mlirLogicalResultIsFailure(nnWindowOutputSize(
          ctx, "width", nnDim(input, w), kernel[1], strides[1], padding[1],
          padding[3], dilations[1], ceilMode, &width)))
    return mlirLogicalResultFailure();
  int64_t shape[4];
  shape[0] = nnDim(input, 0);
  shape[c] = nnDim(input, c);
  shape[h] = height;
  shape[w] = width;
  results[0] = nnTensorType(4, shape, nnElementType(input));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferGlobalPool2d(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int c, h, w;
  if (mlirLogicalResultIsFailure(checkPoolInput(ctx, input, &c, &h, &w)))
    return mlirLogicalResultFailure();
  int64_t shape[4];
  shape[0] = nnDim(input, 0);
  shape[c] = nnDim(input, c);
  shape[h] = 1;
  shape[w] = 1;
  results[0] = nnTensorType(4, shape, nnElementType(input));
  return mlirLogicalResultSuccess();
}
