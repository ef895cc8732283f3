//===- Contraction.c - Shape rules of matmul and convolution -------------===//
//
// matmul contracts the last dimension of lhs with the second-to-last of rhs
// (either may be transposed) and broadcasts the batch dimensions in front.
// conv2d and conv3d follow PyTorch's Conv2d and Conv3d: channels-first input
// (NCHW, NCDHW) with OIHW/OIDHW weights, or channels-last input (NHWC, NDHWC)
// with HWIO/DHWIO weights, grouped when `groups` > 1 (depthwise when groups
// equals the channel count). One function serves both ranks: the layout
// names the spatial rank.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

static bool known(int64_t dim) { return dim != NN_DYNAMIC; }

MlirLogicalResult nnInferMatmul(NnShapeContext *ctx, MlirType *results) {
  MlirType element;
  if (mlirLogicalResultIsFailure(nnSameElementType(ctx, &element)))
    return mlirLogicalResultFailure();
  MlirType lhs = nnShapeGetOperandType(ctx, 0);
  MlirType rhs = nnShapeGetOperandType(ctx, 1);
  int64_t lhsRank = nnRank(lhs), rhsRank = nnRank(rhs);
  if (lhsRank < 2 || rhsRank < 2)
    return nnShapeError(ctx,
                        "operands must have rank >= 2, but lhs has rank %lld "
                        "and rhs has rank %lld",
                        (long long)lhsRank, (long long)rhsRank);
  bool transposeA = nnShapeGetBool(ctx, "transpose_a");
  bool transposeB = nnShapeGetBool(ctx, "transpose_b");
  int64_t m = nnDim(lhs, lhsRank - (transposeA ? 1 : 2));
  int64_t lhsK = nnDim(lhs, lhsRank - (transposeA ? 2 : 1));
  int64_t rhsK = nnDim(rhs, rhsRank - (transposeB ? 1 : 2));
  int64_t n = nnDim(rhs, rhsRank - (transposeB ? 2 : 1));
  if (known(lhsK) && known(rhsK) && lhsK != rhsK)
    return nnShapeError(ctx,
                        "contracting dimensions differ: lhs has %lld, "
                        "rhs has %lld",
                        (long long)lhsK, (long long)rhsK);

  // Broadcast the batch dimensions: all but the last two.
  int64_t lhsBatch = lhsRank - 2, rhsBatch = rhsRank - 2;
  int64_t batch = lhsBatch > rhsBatch ? lhsBatch : rhsBatch;
  int64_t lhsShape[NN_MAX_RANK], rhsShape[NN_MAX_RANK], shape[NN_MAX_RANK];
  nnShapeOf(lhs, lhsShape);
  nnShapeOf(rhs, rhsShape);
  if (mlirLogicalResultIsFailure(nnBroadcastShapes(ctx, "batch dimensions",
                                                   lhsShape, lhsBatch, rhsShape,
                                                   rhsBatch, shape)))
    return mlirLogicalResultFailure();
  shape[batch] = m;
  shape[batch + 1] = n;
  results[0] = nnTensorType(batch + 2, shape, element);
  MlirAffineExpr lhsDims[NN_MAX_RANK], rhsDims[NN_MAX_RANK], dims[NN_MAX_RANK];
  if (nnOperandDims(ctx, 0, lhsDims) && nnOperandDims(ctx, 1, rhsDims)) {
    nnBroadcastDims(ctx, lhsDims, lhsBatch, rhsDims, rhsBatch, dims);
    dims[batch] = lhsDims[lhsRank - (transposeA ? 1 : 2)];
    dims[batch + 1] = rhsDims[rhsRank - (transposeB ? 2 : 1)];
    nnSetResultDims(ctx, 0, batch + 2, dims);
    nnShapeRequireEqualDims(ctx, lhsDims[lhsRank - (transposeA ? 2 : 1)],
                            rhsDims[rhsRank - (transposeB ? 1 : 2)]);
  }
  return mlirLogicalResultSuccess();
}

// Reads an array attribute of `size` elements and checks its values against a
// lower bound. Shared with the pooling ops (Pooling.c).
MlirLogicalResult nnReadWindowAttr(NnShapeContext *ctx, const char *name,
                                   int64_t *values, intptr_t size,
                                   int64_t minimum) {
  intptr_t actual = nnShapeGetIntArray(ctx, name, values, size);
  if (actual != size)
    return nnShapeError(ctx, "'%s' must have %lld values, but has %lld", name,
                        (long long)size, (long long)actual);
  for (intptr_t i = 0; i < size; ++i)
    if (values[i] < minimum)
      return nnShapeError(ctx,
                          "'%s' values must be >= %lld, but value %lld "
                          "is %lld",
                          name, (long long)minimum, (long long)i,
                          (long long)values[i]);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnReadConvWindow(NnShapeContext *ctx, NnConvWindow *w) {
  int s = w->spatial = nnWindowLayoutOf(ctx).spatial;
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType weight = nnShapeGetOperandType(ctx, 1);
  if (nnRank(input) != s + 2 || nnRank(weight) != s + 2)
    return nnShapeError(ctx,
                        "input and weight must have rank %d, but have rank "
                        "%lld and %lld",
                        s + 2, (long long)nnRank(input),
                        (long long)nnRank(weight));
  if (mlirLogicalResultIsFailure(
          nnReadWindowAttr(ctx, "strides", w->strides, s, 1)) ||
      mlirLogicalResultIsFailure(
          nnReadWindowAttr(ctx, "padding", w->padding, 2 * s, 0)) ||
      mlirLogicalResultIsFailure(
          nnReadWindowAttr(ctx, "dilations", w->dilations, s, 1)))
    return mlirLogicalResultFailure();
  w->groups = nnShapeGetInt(ctx, "groups");
  if (w->groups < 1)
    return nnShapeError(ctx, "groups must be >= 1, but is %lld",
                        (long long)w->groups);
  return mlirLogicalResultSuccess();
}

// One spatial output size of a sliding window, shared by conv2d and the
// pooling ops (Pooling.c): (in + pads - dilation*(k-1) - 1) / stride + 1,
// rounded down, or up with `ceilMode` (pooling only). As in PyTorch and ONNX,
// ceil mode keeps an extra window only when it starts inside the input or the
// begin padding. `axis` names the dimension ("height", "width") in errors.
MlirLogicalResult nnWindowOutputSize(NnShapeContext *ctx, const char *axis,
                                     int64_t input, int64_t kernel,
                                     int64_t stride, int64_t padBefore,
                                     int64_t padAfter, int64_t dilation,
                                     bool ceilMode, int64_t *output) {
  *output = NN_DYNAMIC;
  if (known(kernel) && kernel < 1)
    return nnShapeError(ctx, "the kernel %s must be >= 1, but is %lld", axis,
                        (long long)kernel);
  if (!known(input) || !known(kernel))
    return mlirLogicalResultSuccess();
  int64_t span, padded;
  const char *window = dilation > 1 ? "dilated kernel" : "kernel";
  if (__builtin_mul_overflow(dilation, kernel - 1, &span) ||
      __builtin_add_overflow(span, 1, &span) ||
      __builtin_add_overflow(input, padBefore, &padded) ||
      __builtin_add_overflow(padded, padAfter, &padded))
    return nnShapeError(
        ctx, "the padded input or %s %s overflows a 64-bit size", window, axis);
  if (padded < span)
    return nnShapeError(ctx,
                        "the %s %s (%lld) is larger than the padded input %s "
                        "(%lld)",
                        window, axis, (long long)span, axis, (long long)padded);
  int64_t steps = (padded - span) / stride;
  if (ceilMode && (padded - span) % stride != 0) {
    // Round up, keeping the partial last window only when it starts inside
    // the input or the begin padding (a start past the 64-bit range does
    // not).
    int64_t start;
    if (!__builtin_mul_overflow(steps + 1, stride, &start) &&
        start < input + padBefore)
      ++steps;
  }
  *output = steps + 1;
  return mlirLogicalResultSuccess();
}

MlirAffineExpr nnWindowOutputDim(NnShapeContext *ctx, MlirAffineExpr input,
                                 int64_t kernel, int64_t stride,
                                 int64_t padBefore, int64_t padAfter,
                                 int64_t dilation, bool ceilMode) {
  // Rounding up keeps a last window only when it starts inside the input
  // (nnWindowOutputSize): not an affine expression.
  if (mlirAffineExprIsNull(input) || !known(kernel) || ceilMode)
    return (MlirAffineExpr){NULL};
  MlirContext mlir = nnShapeGetContext(ctx);
  int64_t span = dilation * (kernel - 1) + 1; // checked by the rule
  MlirAffineExpr padded = mlirAffineAddExprGet(
      input, mlirAffineConstantExprGet(mlir, padBefore + padAfter - span));
  return mlirAffineAddExprGet(
      mlirAffineFloorDivExprGet(padded,
                                mlirAffineConstantExprGet(mlir, stride)),
      mlirAffineConstantExprGet(mlir, 1));
}

// The result's last dimension is column j of rhs: its last dimension, or its
// second to last when transposed.
bool nnMatmulOutputChannels(NnShapeContext *ctx, int64_t *resultDim,
                            int64_t *weightDim) {
  MlirType lhs = nnShapeGetOperandType(ctx, 0);
  MlirType rhs = nnShapeGetOperandType(ctx, 1);
  if (mlirTypeIsNull(lhs) || mlirTypeIsNull(rhs) || nnRank(lhs) < 2 ||
      nnRank(rhs) < 2)
    return false;
  int64_t rank = nnRank(lhs) > nnRank(rhs) ? nnRank(lhs) : nnRank(rhs);
  *resultDim = rank - 1;
  *weightDim = nnRank(rhs) - (nnShapeGetBool(ctx, "transpose_b") ? 2 : 1);
  return true;
}

// The spatial rank a windowed op's `layout` names, and where its channels
// are: NCHW and NHWC have two spatial dimensions, NCDHW and NDHWC three.
NnWindowLayout nnWindowLayoutOf(NnShapeContext *ctx) {
  bool last2 = nnShapeAttrIs(ctx, "layout", "NHWC");
  bool last3 = nnShapeAttrIs(ctx, "layout", "NDHWC");
  bool three = last3 || nnShapeAttrIs(ctx, "layout", "NCDHW");
  return (NnWindowLayout){three ? 3 : 2, last2 || last3};
}

// The names of the spatial axes and of the padding sides, innermost last.
static const char *const spatialAxes[] = {"depth", "height", "width"};
const char *nnSpatialAxisName(int spatial, int i) {
  return spatialAxes[3 - spatial + i];
}

// Output channel o reads filter o: the O of OIHW/OIDHW (channels first), the
// O of HWIO/DHWIO (channels last).
bool nnConvOutputChannels(NnShapeContext *ctx, int64_t *resultDim,
                          int64_t *weightDim) {
  NnWindowLayout layout = nnWindowLayoutOf(ctx);
  *resultDim = layout.channelsLast ? layout.spatial + 1 : 1;
  *weightDim = layout.channelsLast ? layout.spatial + 1 : 0;
  return true;
}

MlirLogicalResult nnInferConv(NnShapeContext *ctx, MlirType *results) {
  MlirType element;
  if (mlirLogicalResultIsFailure(nnSameElementType(ctx, &element)))
    return mlirLogicalResultFailure();
  NnConvWindow w;
  if (mlirLogicalResultIsFailure(nnReadConvWindow(ctx, &w)))
    return mlirLogicalResultFailure();
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType weight = nnShapeGetOperandType(ctx, 1);
  NnWindowLayout layout = nnWindowLayoutOf(ctx);
  int s = w.spatial;
  int64_t groups = w.groups;

  // Dimension positions: N C spatial... with O I kernel... (channels first),
  // or N spatial... C with kernel... I O (channels last).
  bool last = layout.channelsLast;
  int c = last ? s + 1 : 1, o = last ? s + 1 : 0, i = last ? s : 1;
  int64_t channels = nnDim(input, c), weightChannels = nnDim(weight, i);
  int64_t outChannels = nnDim(weight, o);
  int64_t groupedChannels = NN_DYNAMIC;
  if (known(weightChannels) &&
      __builtin_mul_overflow(weightChannels, groups, &groupedChannels))
    return nnShapeError(ctx,
                        "weight input channels × groups (%lld × %lld) "
                        "overflows a 64-bit size",
                        (long long)weightChannels, (long long)groups);
  if (known(channels) && known(weightChannels) && channels != groupedChannels)
    return nnShapeError(ctx,
                        "input channels (%lld) must equal weight input "
                        "channels × groups (%lld × %lld = %lld)",
                        (long long)channels, (long long)weightChannels,
                        (long long)groups, (long long)groupedChannels);
  if (known(outChannels) && outChannels % groups != 0)
    return nnShapeError(ctx,
                        "output channels (%lld) must be a multiple of groups "
                        "(%lld)",
                        (long long)outChannels, (long long)groups);

  int64_t shape[5];
  shape[0] = nnDim(input, 0);
  shape[c] = outChannels;
  for (int d = 0; d < s; ++d) {
    int in = last ? 1 + d : 2 + d, k = last ? d : 2 + d;
    if (mlirLogicalResultIsFailure(nnWindowOutputSize(
            ctx, nnSpatialAxisName(s, d), nnDim(input, in), nnDim(weight, k),
            w.strides[d], w.padding[d], w.padding[s + d], w.dilations[d], false,
            &shape[in])))
      return mlirLogicalResultFailure();
  }
  results[0] = nnTensorType(s + 2, shape, element);
  nnShapeSetResultDim(ctx, 0, 0, nnShapeGetOperandDim(ctx, 0, 0));
  nnShapeSetResultDim(ctx, 0, c, nnShapeGetOperandDim(ctx, 1, o));
  for (int d = 0; d < s; ++d) {
    int in = last ? 1 + d : 2 + d, k = last ? d : 2 + d;
    nnShapeSetResultDim(ctx, 0, in,
                        nnWindowOutputDim(ctx, nnShapeGetOperandDim(ctx, 0, in),
                                          nnDim(weight, k), w.strides[d],
                                          w.padding[d], w.padding[s + d],
                                          w.dilations[d], false));
  }
  MlirAffineExpr weightIn = nnShapeGetOperandDim(ctx, 1, i);
  if (!mlirAffineExprIsNull(weightIn))
    nnShapeRequireEqualDims(
        ctx, nnShapeGetOperandDim(ctx, 0, c),
        mlirAffineMulExprGet(weightIn, mlirAffineConstantExprGet(
                                           nnShapeGetContext(ctx), groups)));
  return mlirLogicalResultSuccess();
}
