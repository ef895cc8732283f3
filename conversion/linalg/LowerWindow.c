//===- LowerWindow.c - Convolution and pooling to linalg ------------------===//
//
// The sliding-window ops. Padding is a tensor.pad of the input (zero for
// convolution and average pooling, -inf or the smallest integer for max
// pooling), high-padded further where ceil_mode's output size reads past the
// explicit end padding; the windowed op then reads the padded tensor with no
// bounds to check.
//
// nn.conv2d accumulates into a linalg.fill of zero: linalg.conv_2d_nchw_fchw
// or linalg.conv_2d_nhwc_hwcf for groups = 1 (OIHW is FCHW, HWIO is HWCF);
// linalg.depthwise_conv_2d_nchw_chw or _nhwc_hwc when groups = channels with
// one output channel per group (the weight collapsed to [C, KH, KW] or
// [KH, KW, C]); other groups expand the channels of input, weight and output
// into [groups, per group] with tensor.expand_shape and run one
// linalg.generic over (n, g, f, oh, ow, c, kh, kw), collapsing the output
// back. nn.max_pool2d is linalg.pooling_nchw_max / _nhwc_max; nn.avg_pool2d
// is linalg.pooling_nchw_sum / _nhwc_sum divided by a constant tensor of the
// divisor per output position (PyTorch's: the window clipped to the input,
// or with count_include_pad to the padded input). nn.global_avg_pool2d sums
// over H and W in a linalg.generic, then divides by H * W.
//
// f16 and bf16 convolutions and average pools accumulate in f32
// (nnbAccumulatorType): the operands are extended first and the result
// truncated last. Max pooling stays in the type: it only compares.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/Lowering.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Linalg.h"
#include "support/Memory.h"
#include "support/OpName.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute attr) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr(name)), attr);
}

/* The layout. */

typedef struct {
  bool nhwc;
  int64_t n, c, h, w; // input dimension positions
} Layout;

static Layout layoutOf(NnLowering *l) {
  if (nnLoweringAttrIs(l, "layout", "NHWC"))
    return (Layout){true, 0, 3, 1, 2};
  return (Layout){false, 0, 1, 2, 3};
}

static int64_t dim(MlirValue value, intptr_t pos) {
  return mlirShapedTypeGetDimSize(mlirValueGetType(value), pos);
}

// Reads a two-element array attribute, defaulting each element to `fallback`.
static void pair(NnLowering *l, const char *name, int64_t fallback,
                 int64_t *values) {
  int64_t read[NN_MAX_RANK];
  intptr_t n = nnLoweringGetIntArray(l, name, read, NN_MAX_RANK);
  values[0] = n >= 1 ? read[0] : fallback;
  values[1] = n >= 2 ? read[1] : fallback;
}

/* Building blocks. */

// tensor.pad of `input` with the constant `value`, or `input` itself when no
// side is padded.
static MlirValue pad(NnBuilder *b, MlirValue input, const int64_t *low,
                     const int64_t *high, double value) {
  MlirType type = mlirValueGetType(input);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t shape[NN_MAX_RANK];
  bool any = false;
  for (intptr_t i = 0; i < rank; ++i) {
    shape[i] = mlirShapedTypeGetDimSize(type, i) + low[i] + high[i];
    any = any || low[i] || high[i];
  }
  if (!any)
    return input;
  MlirType element = mlirShapedTypeGetElementType(type);
  MlirValue padValue = nnbConstant(b, element, value);
  MlirType result =
      mlirRankedTensorTypeGet(rank, shape, element, mlirAttributeGetNull());
  int32_t sizes[] = {1, 0, 0};
  MlirNamedAttribute attrs[] = {
      named(b->ctx, "static_low", mlirDenseI64ArrayGet(b->ctx, rank, low)),
      named(b->ctx, "static_high", mlirDenseI64ArrayGet(b->ctx, rank, high)),
      named(b->ctx, "operandSegmentSizes",
            mlirDenseI32ArrayGet(b->ctx, 3, sizes)),
  };
  MlirType argTypes[NN_MAX_RANK];
  MlirLocation argLocs[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i) {
    argTypes[i] = mlirIndexTypeGet(b->ctx);
    argLocs[i] = b->loc;
  }
  MlirBlock body = mlirBlockCreate(rank, argTypes, argLocs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirOperationState state = mlirOperationStateGet(nnStr("tensor.pad"), b->loc);
  mlirOperationStateAddOperands(&state, 1, &input);
  mlirOperationStateAddResults(&state, 1, &result);
  mlirOperationStateAddAttributes(&state, 3, attrs);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation padOp = nnBuild(b, &state);
  NnBuilder inner = {b->ctx, b->loc, body, (MlirOperation){NULL}};
  MlirOperationState yield =
      mlirOperationStateGet(nnStr("tensor.yield"), b->loc);
  mlirOperationStateAddOperands(&yield, 1, &padValue);
  nnBuild(&inner, &yield);
  return mlirOperationGetResult(padOp, 0);
}

// Pads the spatial dimensions of an NCHW or NHWC tensor.
static MlirValue padSpatial(NnBuilder *b, Layout layout, MlirValue input,
                            const int64_t *begin, const int64_t *end,
                            double value) {
  int64_t low[4] = {0, 0, 0, 0}, high[4] = {0, 0, 0, 0};
  low[layout.h] = begin[0];
  low[layout.w] = begin[1];
  high[layout.h] = end[0];
  high[layout.w] = end[1];
  return pad(b, input, low, high, value);
}

// tensor.expand_shape or tensor.collapse_shape of `source` to `result`;
// groups[i] is the result (expand) or source (collapse) dimension that
// dimension i of the larger tensor joins.
static MlirValue reassociate(NnBuilder *b, bool expand, MlirValue source,
                             MlirType result, intptr_t largeRank,
                             const int64_t *groups) {
  intptr_t smallRank = groups[largeRank - 1] + 1;
  MlirAttribute lists[NN_MAX_RANK];
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  for (intptr_t g = 0; g < smallRank; ++g) {
    MlirAttribute members[NN_MAX_RANK];
    intptr_t count = 0;
    for (intptr_t i = 0; i < largeRank; ++i)
      if (groups[i] == g)
        members[count++] = mlirIntegerAttrGet(i64, i);
    lists[g] = mlirArrayAttrGet(b->ctx, count, members);
  }
  MlirNamedAttribute attrs[2] = {
      named(b->ctx, "reassociation",
            mlirArrayAttrGet(b->ctx, smallRank, lists)),
  };
  intptr_t numAttrs = 1;
  if (expand) {
    int64_t shape[NN_MAX_RANK];
    for (intptr_t i = 0; i < largeRank; ++i)
      shape[i] = mlirShapedTypeGetDimSize(result, i);
    attrs[numAttrs++] = named(b->ctx, "static_output_shape",
                              mlirDenseI64ArrayGet(b->ctx, largeRank, shape));
  }
  MlirOperationState state = mlirOperationStateGet(
      nnStr(expand ? "tensor.expand_shape" : "tensor.collapse_shape"), b->loc);
  mlirOperationStateAddOperands(&state, 1, &source);
  mlirOperationStateAddResults(&state, 1, &result);
  mlirOperationStateAddAttributes(&state, numAttrs, attrs);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

static MlirType tensorOf(int64_t rank, const int64_t *shape, MlirType element) {
  return mlirRankedTensorTypeGet(rank, shape, element, mlirAttributeGetNull());
}

// dense<[a, b]> : tensor<2xi64>, the form of a named conv or pooling op's
// strides and dilations.
static MlirAttribute twoI64(MlirContext ctx, const int64_t *values) {
  int64_t shape[] = {2};
  MlirType type = tensorOf(1, shape, mlirIntegerTypeGet(ctx, 64));
  return mlirDenseElementsAttrInt64Get(type, 2, values);
}

// A named linalg convolution or pooling op reading `input` and `filter`
// (a window-shaped tensor.empty for pooling) into `init`.
static MlirValue namedWindowOp(NnBuilder *b, const char *name, MlirValue input,
                               MlirValue filter, MlirValue init,
                               const int64_t *strides,
                               const int64_t *dilations) {
  MlirNamedAttribute attrs[] = {
      named(b->ctx, "strides", twoI64(b->ctx, strides)),
      named(b->ctx, "dilations", twoI64(b->ctx, dilations)),
  };
  return nnbNamedOp(b, name, input, filter, init, 2, attrs);
}

static void addBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                    void *userData) {
  yields[0] = nnbArith(b, "add", args[1], args[0]);
}

/* nn.conv2d. */

// d(loop) * stride + d(kernelLoop) * dilation.
static MlirAffineExpr windowExpr(MlirContext ctx, intptr_t loop,
                                 intptr_t kernelLoop, int64_t stride,
                                 int64_t dilation) {
  MlirAffineExpr out = mlirAffineMulExprGet(
      mlirAffineDimExprGet(ctx, loop), mlirAffineConstantExprGet(ctx, stride));
  MlirAffineExpr k =
      mlirAffineMulExprGet(mlirAffineDimExprGet(ctx, kernelLoop),
                           mlirAffineConstantExprGet(ctx, dilation));
  return mlirAffineAddExprGet(out, k);
}

static MlirAffineMap mapOf(MlirContext ctx, intptr_t numLoops, intptr_t count,
                           const MlirAffineExpr *exprs) {
  return mlirAffineMapGet(ctx, numLoops, 0, count, (MlirAffineExpr *)exprs);
}

// Grouped convolution over the loops (n, g, f, oh, ow, c, kh, kw) on the
// channel-expanded tensors.
static MlirValue groupedConv(NnBuilder *b, Layout layout, MlirValue input,
                             MlirValue weight, MlirType result, int64_t groups,
                             const int64_t *strides, const int64_t *dilations) {
  MlirContext ctx = b->ctx;
  MlirType element = nnbElementType(input);
  int64_t n = dim(input, layout.n), c = dim(input, layout.c);
  int64_t h = dim(input, layout.h), w = dim(input, layout.w);
  int64_t o = mlirShapedTypeGetDimSize(result, layout.c);
  int64_t oh = mlirShapedTypeGetDimSize(result, layout.h);
  int64_t ow = mlirShapedTypeGetDimSize(result, layout.w);
  int64_t cg = c / groups, og = o / groups;
  MlirValue inputs[2], init;
  MlirAffineMap maps[3];
  MlirAffineExpr d[8];
  for (intptr_t i = 0; i < 8; ++i)
    d[i] = mlirAffineDimExprGet(ctx, i);
  MlirAffineExpr rows = windowExpr(ctx, 3, 6, strides[0], dilations[0]);
  MlirAffineExpr cols = windowExpr(ctx, 4, 7, strides[1], dilations[1]);
  // The channel dimension splits into (group, within group) in all three.
  int64_t channelSplit[5];
  int64_t kh = 0, kw = 0;
  if (!layout.nhwc) {
    int64_t split[] = {0, 1, 1, 2, 3};
    for (int i = 0; i < 5; ++i)
      channelSplit[i] = split[i];
    kh = dim(weight, 2), kw = dim(weight, 3);
    int64_t inShape[] = {n, groups, cg, h, w};
    int64_t wShape[] = {groups, og, cg, kh, kw};
    int64_t outShape[] = {n, groups, og, oh, ow};
    int64_t weightSplit[] = {0, 0, 1, 2, 3};
    inputs[0] = reassociate(b, true, input, tensorOf(5, inShape, element), 5,
                            channelSplit);
    inputs[1] = reassociate(b, true, weight, tensorOf(5, wShape, element), 5,
                            weightSplit);
    init = nnbFilled(b, tensorOf(5, outShape, element), 0);
    MlirAffineExpr in[] = {d[0], d[1], d[5], rows, cols};
    MlirAffineExpr wt[] = {d[1], d[2], d[5], d[6], d[7]};
    MlirAffineExpr out[] = {d[0], d[1], d[2], d[3], d[4]};
    maps[0] = mapOf(ctx, 8, 5, in);
    maps[1] = mapOf(ctx, 8, 5, wt);
    maps[2] = mapOf(ctx, 8, 5, out);
  } else {
    int64_t split[] = {0, 1, 2, 3, 3};
    for (int i = 0; i < 5; ++i)
      channelSplit[i] = split[i];
    kh = dim(weight, 0), kw = dim(weight, 1);
    int64_t inShape[] = {n, h, w, groups, cg};
    int64_t wShape[] = {kh, kw, cg, groups, og};
    int64_t outShape[] = {n, oh, ow, groups, og};
    inputs[0] = reassociate(b, true, input, tensorOf(5, inShape, element), 5,
                            channelSplit);
    inputs[1] = reassociate(b, true, weight, tensorOf(5, wShape, element), 5,
                            channelSplit);
    init = nnbFilled(b, tensorOf(5, outShape, element), 0);
    MlirAffineExpr in[] = {d[0], rows, cols, d[1], d[5]};
    MlirAffineExpr wt[] = {d[6], d[7], d[5], d[1], d[2]};
    MlirAffineExpr out[] = {d[0], d[3], d[4], d[1], d[2]};
    maps[0] = mapOf(ctx, 8, 5, in);
    maps[1] = mapOf(ctx, 8, 5, wt);
    maps[2] = mapOf(ctx, 8, 5, out);
  }
  bool reduction[] = {false, false, false, false, false, true, true, true};
  NnGeneric g = {
      2, inputs, 1, &init, maps, 8, reduction, nnbMultiplyAccumulate, NULL};
  MlirValue grouped = nnbGeneric(b, &g, 0);
  return reassociate(b, false, grouped, result, 5, channelSplit);
}

// The convolution in the element type `element` (the accumulator type).
static MlirValue conv2d(NnLowering *l, MlirType element) {
  NnBuilder *b = &l->b;
  MlirValue input = nnbConvertElements(b, nnLoweringGetOperand(l, 0), element);
  MlirValue weight = nnbConvertElements(b, nnLoweringGetOperand(l, 1), element);
  Layout layout = layoutOf(l);
  MlirType result = nnbWithElement(nnLoweringGetResultType(l, 0), element);
  int64_t strides[2], dilations[2], padding[4];
  pair(l, "strides", 1, strides);
  pair(l, "dilations", 1, dilations);
  if (nnLoweringGetIntArray(l, "padding", padding, NN_MAX_RANK) != 4)
    padding[0] = padding[1] = padding[2] = padding[3] = 0;
  int64_t groups = nnLoweringGetInt(l, "groups");
  if (groups < 1)
    groups = 1;
  int64_t c = dim(input, layout.c);
  int64_t o = mlirShapedTypeGetDimSize(result, layout.c);
  MlirValue padded = padSpatial(b, layout, input, padding, padding + 2, 0);
  if (groups == 1)
    return namedWindowOp(
        b,
        layout.nhwc ? "linalg.conv_2d_nhwc_hwcf" : "linalg.conv_2d_nchw_fchw",
        padded, weight, nnbFilled(b, result, 0), strides, dilations);
  if (groups == c && o == c) {
    // Depthwise: drop the weight's size-1 per-group input channel.
    MlirType wType = mlirValueGetType(weight);
    int64_t shape[3];
    if (layout.nhwc) {
      int64_t split[] = {0, 1, 2, 2};
      shape[0] = mlirShapedTypeGetDimSize(wType, 0);
      shape[1] = mlirShapedTypeGetDimSize(wType, 1);
      shape[2] = c;
      weight =
          reassociate(b, false, weight, tensorOf(3, shape, element), 4, split);
    } else {
      int64_t split[] = {0, 0, 1, 2};
      shape[0] = c;
      shape[1] = mlirShapedTypeGetDimSize(wType, 2);
      shape[2] = mlirShapedTypeGetDimSize(wType, 3);
      weight =
          reassociate(b, false, weight, tensorOf(3, shape, element), 4, split);
    }
    return namedWindowOp(b,
                         layout.nhwc ? "linalg.depthwise_conv_2d_nhwc_hwc"
                                     : "linalg.depthwise_conv_2d_nchw_chw",
                         padded, weight, nnbFilled(b, result, 0), strides,
                         dilations);
  }
  return groupedConv(b, layout, padded, weight, result, groups, strides,
                     dilations);
}

MlirLogicalResult nnLowerConv2d(NnLowering *l) {
  MlirType element = nnbElementType(nnLoweringGetOperand(l, 0));
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(l, element, true)))
    return mlirLogicalResultFailure();
  MlirValue out = conv2d(l, nnbAccumulatorType(element));
  l->results[0] = nnbConvertElements(&l->b, out, element);
  return mlirLogicalResultSuccess();
}

/* Pooling. */

typedef struct {
  Layout layout;
  int64_t kernel[2], strides[2], dilations[2];
  int64_t begin[2], end[2]; // explicit padding, top/left and bottom/right
  int64_t extra[2];         // the end padding ceil_mode's output size implies
  int64_t in[2], out[2];
} Window;

static Window windowOf(NnLowering *l, bool dilated) {
  Window w;
  w.layout = layoutOf(l);
  MlirValue input = nnLoweringGetOperand(l, 0);
  MlirType result = nnLoweringGetResultType(l, 0);
  int64_t padding[4];
  pair(l, "kernel", 1, w.kernel);
  pair(l, "strides", 1, w.strides);
  w.dilations[0] = w.dilations[1] = 1; // avg_pool2d has none
  if (dilated)
    pair(l, "dilations", 1, w.dilations);
  if (nnLoweringGetIntArray(l, "padding", padding, NN_MAX_RANK) != 4)
    padding[0] = padding[1] = padding[2] = padding[3] = 0;
  int64_t spatial[] = {w.layout.h, w.layout.w};
  for (int i = 0; i < 2; ++i) {
    w.begin[i] = padding[i];
    w.end[i] = padding[i + 2];
    w.in[i] = dim(input, spatial[i]);
    w.out[i] = mlirShapedTypeGetDimSize(result, spatial[i]);
    int64_t needed =
        (w.out[i] - 1) * w.strides[i] + w.dilations[i] * (w.kernel[i] - 1) + 1;
    int64_t have = w.in[i] + w.begin[i] + w.end[i];
    w.extra[i] = needed > have ? needed - have : 0;
  }
  return w;
}

// Pools in `element`: the input's type for max, the accumulator's for sum.
static MlirValue pool(NnLowering *l, const Window *w, const char *kind,
                      double identity, MlirType element) {
  NnBuilder *b = &l->b;
  MlirValue input = nnbConvertElements(b, nnLoweringGetOperand(l, 0), element);
  int64_t end[] = {w->end[0] + w->extra[0], w->end[1] + w->extra[1]};
  MlirValue padded = padSpatial(b, w->layout, input, w->begin, end, identity);
  MlirValue window = nnbEmpty(b, tensorOf(2, w->kernel, element));
  char name[64];
  snprintf(name, sizeof(name), "linalg.pooling_%s_%s",
           w->layout.nhwc ? "nhwc" : "nchw", kind);
  return namedWindowOp(
      b, name, padded, window,
      nnbFilled(b, nnbWithElement(nnLoweringGetResultType(l, 0), element),
                identity),
      w->strides, w->dilations);
}

MlirLogicalResult nnLowerMaxPool2d(NnLowering *l) {
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(
          l, nnbElementType(nnLoweringGetOperand(l, 0)), true)))
    return mlirLogicalResultFailure();
  Window w = windowOf(l, true);
  l->results[0] =
      pool(l, &w, "max", -INFINITY, nnbElementType(nnLoweringGetOperand(l, 0)));
  return mlirLogicalResultSuccess();
}

// Divides by the f32 divisor, converted to the element type.
static void divideByCount(NnBuilder *b, const MlirValue *args,
                          MlirValue *yields, void *userData) {
  MlirType element = mlirValueGetType(args[0]);
  MlirValue count = args[1];
  unsigned width = mlirFloatTypeGetWidth(element);
  if (width < 32)
    count = nnbConvert(b, "arith.truncf", count, element);
  else if (width > 32)
    count = nnbConvert(b, "arith.extf", count, element);
  yields[0] = nnbOp2(b, "arith.divf", args[0], count);
}

MlirLogicalResult nnLowerAvgPool2d(NnLowering *l) {
  NnBuilder *b = &l->b;
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(
          l, nnbElementType(nnLoweringGetOperand(l, 0)), false)))
    return mlirLogicalResultFailure();
  Window w = windowOf(l, false);
  MlirType element = nnbElementType(nnLoweringGetOperand(l, 0));
  MlirType acc = nnbAccumulatorType(element);
  MlirValue sum = pool(l, &w, "sum", 0, acc);
  // The divisor of each output position, as PyTorch computes it: the window
  // clipped to the padded input (count_include_pad) or to the input.
  bool includePad = nnLoweringGetBool(l, "count_include_pad");
  // One count per output row and column: sized by the input, on the heap.
  int64_t *counts[2] = {nnAllocArray((size_t)w.out[0] + 1, sizeof(int64_t)),
                        nnAllocArray((size_t)w.out[1] + 1, sizeof(int64_t))};
  float *divisors =
      nnAllocArray((size_t)(w.out[0] * w.out[1]) + 1, sizeof(float));
  if (!counts[0] || !counts[1] || !divisors) {
    free(counts[0]);
    free(counts[1]);
    free(divisors);
    return nnLoweringFail(l, "out of memory");
  }
  for (int i = 0; i < 2; ++i)
    for (int64_t o = 0; o < w.out[i]; ++o) {
      int64_t start = o * w.strides[i] - w.begin[i];
      int64_t stop = start + w.kernel[i];
      if (stop > w.in[i] + w.end[i])
        stop = w.in[i] + w.end[i];
      if (!includePad) {
        start = start < 0 ? 0 : start;
        stop = stop > w.in[i] ? w.in[i] : stop;
      }
      counts[i][o] = stop - start;
    }
  for (int64_t y = 0; y < w.out[0]; ++y)
    for (int64_t x = 0; x < w.out[1]; ++x)
      divisors[y * w.out[1] + x] = (float)(counts[0][y] * counts[1][x]);
  free(counts[0]);
  free(counts[1]);
  MlirType countType = tensorOf(2, w.out, mlirF32TypeGet(b->ctx));
  MlirNamedAttribute value = named(
      b->ctx, "value",
      mlirDenseElementsAttrFloatGet(countType, w.out[0] * w.out[1], divisors));
  free(divisors);
  MlirOperationState constant =
      mlirOperationStateGet(nnStr("arith.constant"), b->loc);
  mlirOperationStateAddAttributes(&constant, 1, &value);
  mlirOperationStateAddResults(&constant, 1, &countType);
  MlirValue inputs[] = {sum, mlirOperationGetResult(nnBuild(b, &constant), 0)};
  MlirType result = nnbWithElement(nnLoweringGetResultType(l, 0), acc);
  MlirValue init = nnbEmpty(b, result);
  int64_t spatial[] = {w.layout.h, w.layout.w};
  MlirAffineMap maps[] = {nnbIdentityMap(b->ctx, 4),
                          nnbSelectMap(b->ctx, 4, 2, spatial),
                          nnbIdentityMap(b->ctx, 4)};
  NnGeneric g = {2, inputs, 1, &init, maps, 4, NULL, divideByCount, NULL};
  l->results[0] = nnbConvertElements(b, nnbGeneric(b, &g, 0), element);
  return mlirLogicalResultSuccess();
}

static void divideByConstant(NnBuilder *b, const MlirValue *args,
                             MlirValue *yields, void *userData) {
  MlirValue count =
      nnbConstant(b, mlirValueGetType(args[0]), *(const double *)userData);
  yields[0] = nnbOp2(b, "arith.divf", args[0], count);
}

MlirLogicalResult nnLowerGlobalAvgPool2d(NnLowering *l) {
  NnBuilder *b = &l->b;
  MlirValue input = nnLoweringGetOperand(l, 0);
  if (mlirLogicalResultIsFailure(
          nnLoweringRequireNumeric(l, nnbElementType(input), false)))
    return mlirLogicalResultFailure();
  MlirType element = nnbElementType(input), acc = nnbAccumulatorType(element);
  input = nnbConvertElements(b, input, acc);
  Layout layout = layoutOf(l);
  MlirType result = nnbWithElement(nnLoweringGetResultType(l, 0), acc);
  MlirValue init = nnbFilled(b, result, 0);
  int64_t outDims[] = {0, 1, 2, 3};
  outDims[layout.h] = outDims[layout.w] = -1;
  MlirAffineMap maps[] = {nnbIdentityMap(b->ctx, 4),
                          nnbSelectMap(b->ctx, 4, 4, outDims)};
  bool reduction[] = {false, false, false, false};
  reduction[layout.h] = reduction[layout.w] = true;
  NnGeneric g = {1, &input, 1, &init, maps, 4, reduction, addBody, NULL};
  MlirValue sum = nnbGeneric(b, &g, 0);
  double count = (double)(dim(input, layout.h) * dim(input, layout.w));
  l->results[0] = nnbConvertElements(
      b, nnbElementwise(b, result, 1, &sum, divideByConstant, &count), element);
  return mlirLogicalResultSuccess();
}
