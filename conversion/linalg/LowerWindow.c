//===- LowerWindow.c - Convolution and pooling to linalg ------------------===//
//
// The sliding-window ops, 2-D and 3-D alike: each lowering reads the spatial
// rank off its input and builds the same structure for both. Padding is a
// tensor.pad of the input with zeros, high-padded further where ceil_mode's
// output size reads past the explicit end padding; the windowed op then
// reads the padded tensor with no bounds to check. (Max pooling is
// LowerMaxPool.c's: it walks each window clipped to the input instead.)
//
// Convolution accumulates into a linalg.fill of zero: linalg.conv_2d_nchw_fchw,
// _nhwc_hwcf, conv_3d_ncdhw_fcdhw or _ndhwc_dhwcf for groups = 1 (OIHW is
// FCHW, HWIO is HWCF); linalg.depthwise_conv_{2,3}d_* when groups = channels
// with one output channel per group (the weight's unit dimension collapsed);
// other groups expand the channels of input, weight and output into
// [groups, per group] with tensor.expand_shape and run one op over (n, g,
// f, out..., c, kernel...), collapsing the output back: the named
// linalg.conv_2d_ngchw_gfchw for 2-D channels first and
// linalg.conv_2d_nhwgc_gfhwc for 2-D channels last (both of which the CPU's
// ukernels take), a linalg.generic of the same loops for the forms linalg
// names no op for (1-D and 3-D).
//
// A transposed convolution splits by output phase (the sub-pixel form):
// output position o = r + stride * q, for each residue r < stride per
// dimension, receives only the kernel taps k with k * dilation = r + pad
// (mod stride), every stride / gcd(stride, dilation)-th tap, and those read
// consecutive input positions. So each phase is a dense stride-1
// convolution of the (cropped, padded) input with a strided slice of the
// flipped, channel-swapped kernel, run by `convolve` as above (named,
// depthwise or grouped), and tensor.insert_slice with strides puts its
// result every stride-th position of the output. The phases do exactly the
// multiplies a scatter of each input element does, where the convolution
// of the zero-spread input did stride^spatial times as many. Why not one
// op: in the gather form out[o] = sum in[(o + pad - k * dilation) /
// stride] over the k that divide evenly, the input position is not an
// affine function of (o, k), so no single linalg op states it; PyTorch's
// col2im is a matmul followed by a scatter-add, which linalg would have to
// express as a serial accumulation. Phases no tap reaches (kernel smaller
// than the stride, output_padding past the input's reach) stay zero.
//
// Average pooling is linalg.pooling_{nchw,nhwc,ndhwc}_sum divided by a
// constant tensor of the divisor per output position (PyTorch's: the window
// clipped to the input, or with count_include_pad to the padded input).
// NCDHW has no named pooling op: a linalg.generic of the same loops takes
// its place.
// nn.global_avg_pool2d merges H and W (tensor.reshape), sums over
// them in a linalg.generic, then divides by H * W.
//
// f16 and bf16 convolutions and average pools accumulate in f32
// (nnbAccumulatorType): the operands are extended first and the result
// truncated last.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/Lowering.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Linalg.h"
#include "support/Memory.h"
#include "support/OpName.h"

#include <stdlib.h>

enum { MAX_SPATIAL = 3 };

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute attr) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr(name)), attr);
}

/* The layout. */

typedef struct {
  bool last;     // channels last (NHWC, NDHWC)
  int spatial;   // 2 or 3
  int64_t c;     // the channel dimension
  int64_t first; // the first spatial dimension
} Layout;

static Layout layoutOf(NnLowering *l) {
  MlirType input = mlirValueGetType(nnLoweringGetOperand(l, 0));
  int spatial = (int)mlirShapedTypeGetRank(input) - 2;
  bool last = nnLoweringAttrIs(l, "layout", "NHWC") ||
              nnLoweringAttrIs(l, "layout", "NDHWC");
  return (Layout){last, spatial, last ? spatial + 1 : 1, last ? 1 : 2};
}

static int64_t dim(MlirValue value, intptr_t pos) {
  return mlirShapedTypeGetDimSize(mlirValueGetType(value), pos);
}

// Reads an array attribute of `count` elements, defaulting each to
// `fallback`.
static void readArray(NnLowering *l, const char *name, int64_t fallback,
                      int64_t count, int64_t *values) {
  int64_t read[NN_MAX_RANK];
  intptr_t n = nnLoweringGetIntArray(l, name, read, NN_MAX_RANK);
  for (int64_t i = 0; i < count; ++i)
    values[i] = i < n ? read[i] : fallback;
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
    shape[i] = mlirShapedTypeIsDynamicDim(type, i)
                   ? mlirShapedTypeGetDynamicSize()
                   : mlirShapedTypeGetDimSize(type, i) + low[i] + high[i];
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
  NnBuilder inner = {b->ctx, b->loc, body, (MlirOperation){NULL}, b->sizes};
  MlirOperationState yield =
      mlirOperationStateGet(nnStr("tensor.yield"), b->loc);
  mlirOperationStateAddOperands(&yield, 1, &padValue);
  nnBuild(&inner, &yield);
  return mlirOperationGetResult(padOp, 0);
}

// Pads the spatial dimensions of a windowed op's input.
static MlirValue padSpatial(NnBuilder *b, Layout layout, MlirValue input,
                            const int64_t *begin, const int64_t *end,
                            double value) {
  int64_t low[MAX_SPATIAL + 2] = {0}, high[MAX_SPATIAL + 2] = {0};
  for (int i = 0; i < layout.spatial; ++i) {
    low[layout.first + i] = begin[i];
    high[layout.first + i] = end[i];
  }
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
  intptr_t numAttrs = 1, numOperands = 1;
  MlirValue operands[NN_MAX_RANK + 1] = {source};
  if (expand) {
    // A dynamic size (a batch) is its group's size over the static sizes
    // beside it (the groups here split static dims only).
    int64_t shape[NN_MAX_RANK];
    for (intptr_t i = 0; i < largeRank; ++i) {
      shape[i] = mlirShapedTypeGetDimSize(result, i);
      if (!mlirShapedTypeIsDynamicDim(result, i))
        continue;
      // From the builder's sizes (the op's input: on the GPU path a size
      // read off an intermediate buffer would be a host read of it).
      MlirValue size =
          b->sizes ? b->sizes->size(b->sizes, b, result, i) : (MlirValue){NULL};
      if (mlirValueIsNull(size)) {
        int64_t others = 1;
        for (intptr_t j = 0; j < largeRank; ++j)
          if (j != i && groups[j] == groups[i])
            others *= mlirShapedTypeGetDimSize(result, j);
        size = nnbDim(b, source, groups[i]);
        if (others != 1)
          size = nnbOp2(b, "arith.divui", size, nnbIndex(b, others));
      }
      operands[numOperands++] = size;
    }
    attrs[numAttrs++] = named(b->ctx, "static_output_shape",
                              mlirDenseI64ArrayGet(b->ctx, largeRank, shape));
  }
  MlirOperationState state = mlirOperationStateGet(
      nnStr(expand ? "tensor.expand_shape" : "tensor.collapse_shape"), b->loc);
  mlirOperationStateAddOperands(&state, numOperands, operands);
  mlirOperationStateAddResults(&state, 1, &result);
  mlirOperationStateAddAttributes(&state, numAttrs, attrs);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

static MlirType tensorOf(int64_t rank, const int64_t *shape, MlirType element) {
  return mlirRankedTensorTypeGet(rank, shape, element, mlirAttributeGetNull());
}

// The reassociation that splits dimension `pos` of a rank `rank` tensor in
// two (or merges dimensions pos and pos + 1 of the larger one).
static void splitAt(int64_t pos, intptr_t rank, int64_t *groups) {
  for (intptr_t i = 0; i <= rank; ++i)
    groups[i] = i <= pos ? i : i - 1;
}

// `value` with dimension `pos` split into [parts, size / parts].
static MlirValue splitDim(NnBuilder *b, MlirValue value, int64_t pos,
                          int64_t parts) {
  MlirType type = mlirValueGetType(value);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t shape[NN_MAX_RANK], groups[NN_MAX_RANK];
  for (intptr_t i = 0, j = 0; i < rank; ++i) {
    int64_t size = mlirShapedTypeGetDimSize(type, i);
    if (i == pos) {
      shape[j++] = parts;
      size /= parts;
    }
    shape[j++] = size;
  }
  splitAt(pos, rank, groups);
  return reassociate(b, true, value,
                     tensorOf(rank + 1, shape, nnbElementType(value)), rank + 1,
                     groups);
}

// dense<[...]> : tensor<Nxi64>, the form of a named conv or pooling op's
// strides and dilations.
static MlirAttribute denseI64(MlirContext ctx, int64_t count,
                              const int64_t *values) {
  MlirType type = tensorOf(1, &count, mlirIntegerTypeGet(ctx, 64));
  return mlirDenseElementsAttrInt64Get(type, count, values);
}

// A named linalg convolution or pooling op reading `input` and `filter`
// (a window-shaped tensor.empty for pooling) into `init`.
static MlirValue namedWindowOp(NnBuilder *b, const char *name, int spatial,
                               MlirValue input, MlirValue filter,
                               MlirValue init, const int64_t *strides,
                               const int64_t *dilations) {
  MlirNamedAttribute attrs[] = {
      named(b->ctx, "strides", denseI64(b->ctx, spatial, strides)),
      named(b->ctx, "dilations", denseI64(b->ctx, spatial, dilations)),
  };
  return nnbNamedOp(b, name, input, filter, init, 2, attrs);
}

// A global pool's sum, reassociable (as nn.reduce_sum's): LLVM vectorizes
// the sum of a row of H * W only when it may reorder it.
static void addBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                    void *userData) {
  yields[0] = nnbReassociable(nnbArith(b, "add", args[1], args[0]));
}

// The body of a generic sum pool: args are the input, the window (unread)
// and the accumulator.
static void sumBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                    void *userData) {
  yields[0] = nnbArith(b, "add", args[2], args[0]);
}

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

/* Convolution. */

typedef struct {
  int64_t strides[MAX_SPATIAL], dilations[MAX_SPATIAL];
  int64_t padding[2 * MAX_SPATIAL]; // begins, then ends
  int64_t groups;
} ConvParams;

// The named ops by [spatial - 2][channels last].
static const char *const convOps[2][2] = {
    {"linalg.conv_2d_nchw_fchw", "linalg.conv_2d_nhwc_hwcf"},
    {"linalg.conv_3d_ncdhw_fcdhw", "linalg.conv_3d_ndhwc_dhwcf"}};
static const char *const depthwiseOps[2][2] = {
    {"linalg.depthwise_conv_2d_nchw_chw", "linalg.depthwise_conv_2d_nhwc_hwc"},
    {"linalg.depthwise_conv_3d_ncdhw_cdhw",
     "linalg.depthwise_conv_3d_ndhwc_dhwc"}};

// Grouped convolution over the loops (n, g, f, out..., c, kernel...) on the
// channel-expanded tensors: channels first, input (n, g, c, window...),
// weight (g, f, c, kernel...) and output (n, g, f, out...), which in 2-D is
// linalg.conv_2d_ngchw_gfchw; channels last, input (n, window..., g, c),
// weight (kernel..., c, g, f) and output (n, out..., g, f), which in 2-D
// is linalg.conv_2d_nhwgc_gfhwc once the weight is transposed.
static MlirValue groupedConv(NnBuilder *b, Layout layout, MlirValue input,
                             MlirValue weight, MlirType result,
                             const ConvParams *p) {
  MlirContext ctx = b->ctx;
  int s = layout.spatial, numLoops = 4 + 2 * s, rank = s + 3;
  int64_t weightOut = layout.last ? s + 1 : 0;
  MlirValue inputs[] = {splitDim(b, input, layout.c, p->groups),
                        splitDim(b, weight, weightOut, p->groups)};
  int64_t outShape[NN_MAX_RANK], outGroups[NN_MAX_RANK];
  for (int64_t i = 0, j = 0; i < s + 2; ++i) {
    int64_t size = mlirShapedTypeGetDimSize(result, i);
    if (i == layout.c) {
      outShape[j++] = p->groups;
      size /= p->groups;
    }
    outShape[j++] = size;
  }
  splitAt(layout.c, s + 2, outGroups);
  MlirValue init =
      nnbFilled(b, tensorOf(rank, outShape, nnbElementType(input)), 0);
  if (s == 2 && !layout.last) {
    MlirValue grouped =
        namedWindowOp(b, "linalg.conv_2d_ngchw_gfchw", s, inputs[0], inputs[1],
                      init, p->strides, p->dilations);
    return reassociate(b, false, grouped, result, rank, outGroups);
  }
  if (s == 2) {
    // linalg.conv_2d_nhwgc_gfhwc, the named form the CPU's ukernels know:
    // its weight is (g, f, kh, kw, c), the (kh, kw, c, g, f) split weight
    // transposed: one pass over the weight, which the convolution reads
    // once per output pixel.
    static const int64_t toGfhwc[] = {3, 4, 0, 1, 2};
    MlirType split = mlirValueGetType(inputs[1]);
    int64_t shape[5];
    for (int i = 0; i < 5; ++i)
      shape[i] = mlirShapedTypeGetDimSize(split, toGfhwc[i]);
    MlirValue gfhwc = nnbTranspose(b, inputs[1], toGfhwc,
                                   tensorOf(5, shape, nnbElementType(weight)));
    MlirValue grouped =
        namedWindowOp(b, "linalg.conv_2d_nhwgc_gfhwc", s, inputs[0], gfhwc,
                      init, p->strides, p->dilations);
    return reassociate(b, false, grouped, result, rank, outGroups);
  }
  MlirAffineExpr n = mlirAffineDimExprGet(ctx, 0);
  MlirAffineExpr g = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr f = mlirAffineDimExprGet(ctx, 2);
  MlirAffineExpr c = mlirAffineDimExprGet(ctx, 3 + s);
  MlirAffineExpr in[MAX_SPATIAL + 3], wt[MAX_SPATIAL + 3], out[MAX_SPATIAL + 3];
  int spatialAt = layout.last ? 1 : 3, kernelAt = layout.last ? 0 : 3;
  for (int i = 0; i < s; ++i) {
    in[spatialAt + i] =
        windowExpr(ctx, 3 + i, 4 + s + i, p->strides[i], p->dilations[i]);
    wt[kernelAt + i] = mlirAffineDimExprGet(ctx, 4 + s + i);
    out[spatialAt + i] = mlirAffineDimExprGet(ctx, 3 + i);
  }
  in[0] = out[0] = n;
  if (layout.last) {
    in[s + 1] = out[s + 1] = wt[s + 1] = g;
    in[s + 2] = wt[s] = c;
    out[s + 2] = wt[s + 2] = f;
  } else {
    in[1] = out[1] = wt[0] = g;
    in[2] = wt[2] = c;
    out[2] = wt[1] = f;
  }
  MlirAffineMap maps[] = {mapOf(ctx, numLoops, rank, in),
                          mapOf(ctx, numLoops, rank, wt),
                          mapOf(ctx, numLoops, rank, out)};
  bool reduction[4 + 2 * MAX_SPATIAL] = {false};
  for (int i = 3 + s; i < numLoops; ++i)
    reduction[i] = true;
  NnGeneric generic = {2,    inputs,   1,         &init,
                       maps, numLoops, reduction, nnbMultiplyAccumulate,
                       NULL};
  MlirValue grouped = nnbGeneric(b, &generic, 0);
  return reassociate(b, false, grouped, result, rank, outGroups);
}

// Convolves `input` with `weight`, both in the accumulator type, into a
// tensor of type `result`.
static MlirValue convolve(NnBuilder *b, Layout layout, MlirValue input,
                          MlirValue weight, MlirType result,
                          const ConvParams *p) {
  int s = layout.spatial;
  int64_t c = dim(input, layout.c);
  int64_t o = mlirShapedTypeGetDimSize(result, layout.c);
  MlirValue padded =
      padSpatial(b, layout, input, p->padding, p->padding + s, 0);
  if (p->groups == 1)
    return namedWindowOp(b, convOps[s - 2][layout.last], s, padded, weight,
                         nnbFilled(b, result, 0), p->strides, p->dilations);
  if (p->groups == c && o == c) {
    // Depthwise: drop the weight's unit per-group input channel (OIHW's I
    // next to O, HWIO's I before O).
    int64_t groups[NN_MAX_RANK], shape[MAX_SPATIAL + 1];
    int64_t unit = layout.last ? s : 0;
    splitAt(unit, s + 1, groups);
    for (int64_t i = 0, j = 0; i < s + 2; ++i)
      if (i != (layout.last ? s : 1))
        shape[j++] = dim(weight, i);
    weight = reassociate(b, false, weight,
                         tensorOf(s + 1, shape, nnbElementType(weight)), s + 2,
                         groups);
    return namedWindowOp(b, depthwiseOps[s - 2][layout.last], s, padded, weight,
                         nnbFilled(b, result, 0), p->strides, p->dilations);
  }
  return groupedConv(b, layout, padded, weight, result, p);
}

MlirLogicalResult nnLowerConv(NnLowering *l) {
  NnBuilder *b = &l->b;
  MlirType element = nnbElementType(nnLoweringGetOperand(l, 0));
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(l, element, true)))
    return mlirLogicalResultFailure();
  MlirType acc = nnbAccumulatorType(element);
  Layout layout = layoutOf(l);
  // A dynamic batch lowers; windows over dynamic spatial dims do not yet.
  if (mlirLogicalResultIsFailure(nnLoweringRequireStaticDims(
          l, 0, 1, layout.spatial + 1, "spatial dims and channels")) ||
      mlirLogicalResultIsFailure(nnLoweringRequireStaticDims(
          l, 1, 0, layout.spatial + 2, "weight dims")))
    return mlirLogicalResultFailure();
  ConvParams p;
  readArray(l, "strides", 1, layout.spatial, p.strides);
  readArray(l, "dilations", 1, layout.spatial, p.dilations);
  readArray(l, "padding", 0, 2 * layout.spatial, p.padding);
  p.groups = nnLoweringGetInt(l, "groups");
  if (p.groups < 1)
    p.groups = 1;
  MlirValue input = nnbConvertElements(b, nnLoweringGetOperand(l, 0), acc);
  MlirValue weight = nnbConvertElements(b, nnLoweringGetOperand(l, 1), acc);
  MlirValue out =
      convolve(b, layout, input, weight,
               nnbWithElement(nnLoweringGetResultType(l, 0), acc), &p);
  l->results[0] = nnbConvertElements(b, out, element);
  return mlirLogicalResultSuccess();
}

/* Transposed convolution. */

// Element (g, m, c, j...) of the flipped weight reads element
// (g, c, m, k - 1 - j...) of the group-split one. A gather (tensor.extract
// at computed positions) rather than an indexing map of -j: tiling, which
// the GPU path does to producers, slices such maps wrongly.
typedef struct {
  MlirValue split; // [g, C/g, O/g, k...]
  int spatial;
} Flip;

static void flipBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  const Flip *f = userData;
  MlirValue at[MAX_SPATIAL + 3];
  at[0] = nnbLoopIndex(b, 0);
  at[1] = nnbLoopIndex(b, 2);
  at[2] = nnbLoopIndex(b, 1);
  for (int i = 0; i < f->spatial; ++i)
    at[3 + i] = nnbOp2(b, "arith.subi", nnbIndex(b, dim(f->split, 3 + i) - 1),
                       nnbLoopIndex(b, 3 + i));
  yields[0] = nnbExtract(b, f->split, f->spatial + 3, at);
}

// The convolution weight of a transposed one: [C, O/g, kernel...] becomes
// [O, C/g, kernel...] with each kernel flipped, per group g:
// out[g * O/g + m, c, j...] = weight[g * C/g + c, m, k - 1 - j...].
static MlirValue flipTransposed(NnBuilder *b, MlirValue weight, int64_t groups,
                                int s) {
  Flip flip = {splitDim(b, weight, 0, groups), s};
  int64_t shape[MAX_SPATIAL + 3], merged[MAX_SPATIAL + 3];
  shape[0] = groups;
  shape[1] = dim(flip.split, 2);
  shape[2] = dim(flip.split, 1);
  for (int i = 0; i < s; ++i)
    shape[3 + i] = dim(flip.split, 3 + i);
  MlirType element = nnbElementType(weight);
  MlirValue init = nnbEmpty(b, tensorOf(s + 3, shape, element));
  MlirAffineMap map = nnbIdentityMap(b->ctx, s + 3);
  NnGeneric generic = {0, NULL, 1, &init, &map, s + 3, NULL, flipBody, &flip};
  MlirValue flipped = nnbGeneric(b, &generic, 0);
  int64_t result[MAX_SPATIAL + 2];
  result[0] = shape[0] * shape[1];
  for (int i = 1; i < s + 2; ++i)
    result[i] = shape[i + 1];
  splitAt(0, s + 2, merged);
  return reassociate(b, false, flipped, tensorOf(s + 2, result, element), s + 3,
                     merged);
}

// One spatial dimension of one output phase r: the output positions
// o = r + stride * q, q < count, and what they read. Input position j and
// kernel tap k reach o when j * stride + k * dilation - pad = o, so the
// phase's taps are the k with k * dilation = r + pad (mod stride): with
// g = gcd(stride, dilation), every (stride / g)-th tap from the first, k0.
// Tap k0 + m * step reads j = q + (r + pad - k0 * dilation) / stride -
// m * (dilation / g); taken last tap first (the flipped kernel), that is a
// stride-1 convolution with dilation dilation / g reading input positions
// [first, stop), first being where the last tap reads for q = 0.
typedef struct {
  int64_t residue;     // r
  int64_t count;       // output positions of the phase
  int64_t taps;        // kernel taps of the phase
  int64_t kernelAt;    // the last tap's position in the flipped kernel
  int64_t step;        // between taps: stride / g
  int64_t dilation;    // of the sub-convolution: dilation / g
  int64_t first, stop; // the input positions read, padding included
} PhaseDim;

// Fills `p` for residue r; false when the phase receives nothing: no
// output position, no kernel tap, or every tap reading outside the input
// (then its outputs stay zero).
static bool phaseDim(int64_t r, int64_t stride, int64_t dilation, int64_t pad,
                     int64_t kernel, int64_t in, int64_t out, PhaseDim *p) {
  int64_t g = nnGcd(stride, dilation), k0 = -1;
  for (int64_t k = 0; k < kernel && k < stride && k0 < 0; ++k)
    if (((k * dilation - r - pad) % stride + stride) % stride == 0)
      k0 = k;
  *p = (PhaseDim){.residue = r,
                  .count = r < out ? (out - 1 - r) / stride + 1 : 0,
                  .step = stride / g,
                  .dilation = dilation / g};
  if (k0 < 0 || p->count == 0)
    return false;
  p->taps = (kernel - 1 - k0) / p->step + 1;
  int64_t last = k0 + (p->taps - 1) * p->step;
  p->kernelAt = kernel - 1 - last;
  // Exact: last * dilation = r + pad (mod stride).
  p->first = (r + pad - last * dilation) / stride;
  p->stop = p->first + p->count + (p->taps - 1) * p->dilation;
  return p->first < in && p->stop > 0;
}

typedef struct {
  Layout layout;
  MlirValue padded;     // the input, cropped and padded to every phase's reads
  MlirValue flipped;    // the flipped weight [O, C/g, k...]
  MlirType acc, result; // the result in the accumulator type
  int64_t groups;
  int64_t strides[MAX_SPATIAL], out[MAX_SPATIAL];
  int64_t origin[MAX_SPATIAL]; // the input position of padded's first
} Transposed;

// One phase (a PhaseDim per spatial dimension): its window of the padded
// input convolved with its taps of the flipped kernel into [N, O,
// count...], inserted every stride-th position of `into` from the
// residues; or the result itself when it is the whole output (strides 1, or
// one output position per dimension), when `into` is null.
static MlirValue convolvePhase(NnBuilder *b, const Transposed *t,
                               const PhaseDim *const *dims, MlirValue into) {
  int s = t->layout.spatial;
  int64_t inOffsets[MAX_SPATIAL + 2] = {0}, inSizes[MAX_SPATIAL + 2],
                                  wOffsets[MAX_SPATIAL + 2] = {0},
                                  wSizes[MAX_SPATIAL + 2],
                                  wSteps[MAX_SPATIAL + 2],
                                  ones[MAX_SPATIAL + 2],
                                  outOffsets[MAX_SPATIAL + 2] = {0},
                                  outSizes[MAX_SPATIAL + 2],
                                  outSteps[MAX_SPATIAL + 2];
  ConvParams p = {.groups = t->groups};
  bool window = false, sliced = false, whole = true;
  for (int i = 0; i < s + 2; ++i) {
    inSizes[i] = dim(t->padded, i);
    wSizes[i] = dim(t->flipped, i);
    outSizes[i] = mlirShapedTypeGetDimSize(t->result, i);
    wSteps[i] = ones[i] = outSteps[i] = 1;
  }
  for (int i = 0; i < s; ++i) {
    const PhaseDim *d = dims[i];
    inOffsets[2 + i] = d->first - t->origin[i];
    inSizes[2 + i] = d->stop - d->first;
    wOffsets[2 + i] = d->kernelAt;
    wSizes[2 + i] = d->taps;
    wSteps[2 + i] = d->step;
    outOffsets[2 + i] = d->residue;
    outSizes[2 + i] = d->count;
    outSteps[2 + i] = t->strides[i];
    window = window || inSizes[2 + i] != dim(t->padded, 2 + i);
    sliced = sliced || d->taps != dim(t->flipped, 2 + i);
    whole = whole && d->count == t->out[i];
    p.strides[i] = 1;
    p.dilations[i] = d->dilation;
    p.padding[i] = p.padding[s + i] = 0;
  }
  MlirValue x = t->padded, w = t->flipped;
  if (window)
    x = nnbExtractSlice(b, x, tensorOf(s + 2, inSizes, t->acc), inOffsets,
                        ones);
  if (sliced)
    w = nnbExtractSlice(b, w, tensorOf(s + 2, wSizes, t->acc), wOffsets,
                        wSteps);
  MlirValue phase =
      convolve(b, t->layout, x, w, tensorOf(s + 2, outSizes, t->acc), &p);
  return whole ? phase : nnbInsertSlice(b, phase, into, outOffsets, outSteps);
}

// The input cropped and zero-padded to the positions [from, to) of each
// spatial dimension, which the phases read.
static MlirValue padPhases(NnBuilder *b, Layout layout, MlirValue input,
                           const int64_t *from, const int64_t *to) {
  int s = layout.spatial;
  int64_t offsets[MAX_SPATIAL + 2] = {0}, sizes[MAX_SPATIAL + 2],
                                ones[MAX_SPATIAL + 2], low[MAX_SPATIAL],
                                high[MAX_SPATIAL];
  bool crop = false;
  for (int i = 0; i < s + 2; ++i) {
    sizes[i] = dim(input, i);
    ones[i] = 1;
  }
  for (int i = 0; i < s; ++i) {
    int64_t in = dim(input, 2 + i);
    int64_t begin = from[i] > 0 ? from[i] : 0, end = to[i] < in ? to[i] : in;
    offsets[2 + i] = begin;
    sizes[2 + i] = end - begin;
    low[i] = begin - from[i];
    high[i] = to[i] - end;
    crop = crop || sizes[2 + i] != in;
  }
  if (crop)
    input = nnbExtractSlice(
        b, input, tensorOf(s + 2, sizes, nnbElementType(input)), offsets, ones);
  return padSpatial(b, layout, input, low, high, 0);
}

MlirLogicalResult nnLowerConvTranspose(NnLowering *l) {
  MlirType element = nnbElementType(nnLoweringGetOperand(l, 0));
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(l, element, true)))
    return mlirLogicalResultFailure();
  Transposed t = {.layout = layoutOf(l),
                  .acc = nnbAccumulatorType(element),
                  .groups = nnLoweringGetInt(l, "groups")};
  int s = t.layout.spatial;
  // A dynamic batch lowers: every tensor below (phases, the padded input)
  // takes the input's; the phase arithmetic needs the rest static.
  if (mlirLogicalResultIsFailure(nnLoweringRequireStaticDims(
          l, 0, 1, s + 1, "spatial dims and channels")) ||
      mlirLogicalResultIsFailure(
          nnLoweringRequireStaticDims(l, 1, 0, s + 2, "weight dims")))
    return mlirLogicalResultFailure();
  int64_t batchFrom[MAX_SPATIAL + 2] = {0, -1, -1, -1, -1};
  NnSizesFrom batch;
  nnbSizesFromInit(&batch, nnLoweringGetOperand(l, 0), batchFrom);
  NnBuilder batched = l->b;
  batched.sizes = &batch.source;
  NnBuilder *b = &batched;
  int64_t dilations[MAX_SPATIAL], padding[2 * MAX_SPATIAL];
  readArray(l, "strides", 1, s, t.strides);
  readArray(l, "dilations", 1, s, dilations);
  readArray(l, "padding", 0, 2 * s, padding);
  if (t.groups < 1)
    t.groups = 1;
  if (!l->convTransposePhases &&
      nnLowerConvTransposeGather(l, t.strides, dilations, padding, t.groups))
    return mlirLogicalResultSuccess();
  t.result = nnbWithElement(nnLoweringGetResultType(l, 0), t.acc);
  MlirValue input = nnbConvertElements(b, nnLoweringGetOperand(l, 0), t.acc);
  MlirValue weight = nnbConvertElements(b, nnLoweringGetOperand(l, 1), t.acc);

  // The phases that receive something, per dimension: at most
  // min(stride, out, kernel) of them, so at most the kernel's size in all;
  // and the input positions they read together, [origin, to).
  PhaseDim *phases[MAX_SPATIAL] = {NULL};
  int64_t counts[MAX_SPATIAL] = {0}, to[MAX_SPATIAL];
  bool covered = true, ok = true;
  for (int i = 0; i < s && ok; ++i) {
    t.out[i] = mlirShapedTypeGetDimSize(t.result, 2 + i);
    int64_t residues = t.strides[i] < t.out[i] ? t.strides[i] : t.out[i];
    phases[i] = nnAllocArray((size_t)residues, sizeof(PhaseDim));
    ok = phases[i] != NULL;
    int64_t reached = 0;
    for (int64_t r = 0; ok && r < residues; ++r) {
      PhaseDim *d = &phases[i][counts[i]];
      if (!phaseDim(r, t.strides[i], dilations[i], padding[i],
                    dim(weight, 2 + i), dim(input, 2 + i), t.out[i], d))
        continue;
      t.origin[i] =
          counts[i] && t.origin[i] < d->first ? t.origin[i] : d->first;
      to[i] = counts[i] && to[i] > d->stop ? to[i] : d->stop;
      reached += d->count;
      ++counts[i];
    }
    covered = covered && reached == t.out[i];
  }
  if (!ok) {
    for (int i = 0; i < s; ++i)
      free(phases[i]);
    return nnLoweringFail(l, "out of memory");
  }
  bool any = true, whole = true;
  for (int i = 0; i < s; ++i) {
    any = any && counts[i] > 0;
    whole = whole && counts[i] == 1 && phases[i][0].count == t.out[i];
  }
  // Zeros where no phase writes (taps missing a residue, output_padding
  // past the input's reach); otherwise the phases write every position.
  MlirValue out = whole     ? (MlirValue){NULL}
                  : covered ? nnbEmpty(b, t.result)
                            : nnbFilled(b, t.result, 0);
  if (any) {
    t.padded = padPhases(b, t.layout, input, t.origin, to);
    t.flipped = flipTransposed(b, weight, t.groups, s);
  }
  int64_t at[MAX_SPATIAL] = {0};
  while (any) {
    const PhaseDim *dims[MAX_SPATIAL];
    for (int i = 0; i < s; ++i)
      dims[i] = &phases[i][at[i]];
    out = convolvePhase(b, &t, dims, out);
    int i = s - 1;
    while (i >= 0 && ++at[i] == counts[i])
      at[i--] = 0;
    any = i >= 0;
  }
  for (int i = 0; i < s; ++i)
    free(phases[i]);
  l->results[0] = nnbConvertElements(b, out, element);
  if (batch.source.failed && l->b.sizes)
    l->b.sizes->failed = true;
  return mlirLogicalResultSuccess();
}

/* Pooling. */

typedef struct {
  Layout layout;
  int64_t kernel[MAX_SPATIAL], strides[MAX_SPATIAL], dilations[MAX_SPATIAL];
  int64_t begin[MAX_SPATIAL], end[MAX_SPATIAL]; // explicit padding
  int64_t extra[MAX_SPATIAL]; // the end padding ceil_mode's size implies
  int64_t in[MAX_SPATIAL], out[MAX_SPATIAL];
} Window;

// The average pools have no dilations.
static Window windowOf(NnLowering *l) {
  Window w;
  w.layout = layoutOf(l);
  int s = w.layout.spatial;
  MlirValue input = nnLoweringGetOperand(l, 0);
  MlirType result = nnLoweringGetResultType(l, 0);
  int64_t padding[2 * MAX_SPATIAL];
  readArray(l, "kernel", 1, s, w.kernel);
  readArray(l, "strides", 1, s, w.strides);
  for (int i = 0; i < s; ++i)
    w.dilations[i] = 1;
  readArray(l, "padding", 0, 2 * s, padding);
  for (int i = 0; i < s; ++i) {
    int64_t pos = w.layout.first + i;
    w.begin[i] = padding[i];
    w.end[i] = padding[s + i];
    w.in[i] = dim(input, pos);
    w.out[i] = mlirShapedTypeGetDimSize(result, pos);
    int64_t needed =
        (w.out[i] - 1) * w.strides[i] + w.dilations[i] * (w.kernel[i] - 1) + 1;
    int64_t have = w.in[i] + w.begin[i] + w.end[i];
    w.extra[i] = needed > have ? needed - have : 0;
  }
  return w;
}

// The pooling op of NCDHW, which linalg does not name: a linalg.generic
// over (n, c, out..., kernel...), as the named ones, reading a
// window-shaped tensor that gives the kernel loops their sizes.
static MlirValue genericPool(NnBuilder *b, const Window *w, MlirValue padded,
                             MlirValue window, MlirValue init) {
  MlirContext ctx = b->ctx;
  int s = w->layout.spatial, numLoops = 2 + 2 * s;
  MlirAffineExpr in[MAX_SPATIAL + 2], out[MAX_SPATIAL + 2], k[MAX_SPATIAL];
  in[0] = out[0] = mlirAffineDimExprGet(ctx, 0);
  in[1] = out[1] = mlirAffineDimExprGet(ctx, 1);
  bool reduction[2 + 2 * MAX_SPATIAL] = {false};
  for (int i = 0; i < s; ++i) {
    in[2 + i] =
        windowExpr(ctx, 2 + i, 2 + s + i, w->strides[i], w->dilations[i]);
    out[2 + i] = mlirAffineDimExprGet(ctx, 2 + i);
    k[i] = mlirAffineDimExprGet(ctx, 2 + s + i);
    reduction[2 + s + i] = true;
  }
  MlirValue inputs[] = {padded, window};
  MlirAffineMap maps[] = {mapOf(ctx, numLoops, s + 2, in),
                          mapOf(ctx, numLoops, s, k),
                          mapOf(ctx, numLoops, s + 2, out)};
  NnGeneric generic = {2,        inputs,    1,       &init, maps,
                       numLoops, reduction, sumBody, NULL};
  return nnbGeneric(b, &generic, 0);
}

// Sums each window of the zero-padded input in `element`.
static MlirValue sumPool(NnLowering *l, const Window *w, MlirType element) {
  static const char *const ops[2][2] = {
      {"linalg.pooling_nchw_sum", "linalg.pooling_nhwc_sum"},
      {NULL, "linalg.pooling_ndhwc_sum"}};
  NnBuilder *b = &l->b;
  int s = w->layout.spatial;
  MlirValue input = nnbConvertElements(b, nnLoweringGetOperand(l, 0), element);
  int64_t end[MAX_SPATIAL];
  for (int i = 0; i < s; ++i)
    end[i] = w->end[i] + w->extra[i];
  MlirValue padded = padSpatial(b, w->layout, input, w->begin, end, 0);
  MlirValue window = nnbEmpty(b, tensorOf(s, w->kernel, element));
  MlirValue init =
      nnbFilled(b, nnbWithElement(nnLoweringGetResultType(l, 0), element), 0);
  const char *name = ops[s - 2][w->layout.last];
  if (!name)
    return genericPool(b, w, padded, window, init);
  return namedWindowOp(b, name, s, padded, window, init, w->strides,
                       w->dilations);
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

// The divisor of each output position of an average pool, as PyTorch
// computes it: the window clipped to the padded input (count_include_pad)
// or to the input, which may leave nothing (0). Row-major over the spatial
// output dimensions, on the heap (NULL when out of memory).
static float *divisors(const Window *w, bool includePad) {
  int s = w->layout.spatial;
  int64_t total = 1, size = 0;
  for (int i = 0; i < s; ++i) {
    total *= w->out[i];
    size += w->out[i];
  }
  int64_t *counts = nnAllocArray((size_t)size + 1, sizeof(int64_t));
  float *values = nnAllocArray((size_t)total + 1, sizeof(float));
  if (!counts || !values) {
    free(counts);
    free(values);
    return NULL;
  }
  int64_t *count[MAX_SPATIAL];
  for (int i = 0, at = 0; i < s; at += w->out[i], ++i) {
    count[i] = counts + at;
    for (int64_t o = 0; o < w->out[i]; ++o) {
      int64_t start = o * w->strides[i] - w->begin[i];
      int64_t stop = start + w->kernel[i];
      if (stop > w->in[i] + w->end[i])
        stop = w->in[i] + w->end[i];
      if (!includePad) {
        start = start < 0 ? 0 : start;
        stop = stop > w->in[i] ? w->in[i] : stop;
      }
      count[i][o] = stop > start ? stop - start : 0;
    }
  }
  for (int64_t flat = 0; flat < total; ++flat) {
    int64_t product = 1, rest = flat;
    for (int i = s - 1; i >= 0; --i) {
      product *= count[i][rest % w->out[i]];
      rest /= w->out[i];
    }
    values[flat] = (float)product;
  }
  free(counts);
  return values;
}

// The divisors as an f32 constant over the spatial output dimensions.
static MlirValue divisorTensor(NnBuilder *b, const Window *w, float *values) {
  int s = w->layout.spatial;
  int64_t total = 1;
  for (int i = 0; i < s; ++i)
    total *= w->out[i];
  MlirType type = tensorOf(s, w->out, mlirF32TypeGet(b->ctx));
  MlirNamedAttribute value = named(
      b->ctx, "value", mlirDenseElementsAttrFloatGet(type, total, values));
  free(values);
  MlirOperationState constant =
      mlirOperationStateGet(nnStr("arith.constant"), b->loc);
  mlirOperationStateAddAttributes(&constant, 1, &value);
  mlirOperationStateAddResults(&constant, 1, &type);
  return mlirOperationGetResult(nnBuild(b, &constant), 0);
}

MlirLogicalResult nnLowerAvgPool(NnLowering *l) {
  NnBuilder *b = &l->b;
  MlirType element = nnbElementType(nnLoweringGetOperand(l, 0));
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(l, element, false)))
    return mlirLogicalResultFailure();
  Window w = windowOf(l);
  int s = w.layout.spatial;
  if (mlirLogicalResultIsFailure(nnLoweringRequireStaticDims(
          l, 0, 1, s + 1, "spatial dims and channels")))
    return mlirLogicalResultFailure();
  float *counts = divisors(&w, nnLoweringGetBool(l, "count_include_pad"));
  if (!counts)
    return nnLoweringFail(l, "out of memory");
  MlirType acc = nnbAccumulatorType(element);
  MlirValue sum = sumPool(l, &w, acc);
  MlirValue inputs[] = {sum, divisorTensor(b, &w, counts)};
  MlirType result = nnbWithElement(nnLoweringGetResultType(l, 0), acc);
  MlirValue init = nnbEmpty(b, result);
  int64_t spatial[MAX_SPATIAL];
  for (int i = 0; i < s; ++i)
    spatial[i] = w.layout.first + i;
  MlirAffineMap maps[] = {nnbIdentityMap(b->ctx, s + 2),
                          nnbSelectMap(b->ctx, s + 2, s, spatial),
                          nnbIdentityMap(b->ctx, s + 2)};
  NnGeneric g = {2, inputs, 1, &init, maps, s + 2, NULL, divideByCount, NULL};
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
  Layout layout = layoutOf(l);
  if (mlirLogicalResultIsFailure(
          nnLoweringRequireStaticDims(l, 0, layout.first, 2, "spatial dims")))
    return mlirLogicalResultFailure();
  input = nnbConvertElements(b, input, acc);
  int64_t h = layout.first;
  // The tensors below take the batch and channels of the input.
  int64_t flatFrom[] = {0, h == 1 ? -1 : 1, h == 1 ? 3 : -1};
  NnSizesFrom sizes;
  nnbSizesFromInit(&sizes, input, flatFrom);
  NnBuilder inner = *b;
  inner.sizes = &sizes.source;
  b = &inner;
  // H and W merged first: the sum over them is then one loop, which LLVM
  // vectorizes whole (two loops of 28 left each row of 28 a 16-wide vector
  // and a scalar remainder of 12: 176 -> 106 us on 8x256x28x28).
  int64_t flat[3];
  for (intptr_t i = 0; i < 3; ++i)
    flat[i] = i == h ? dim(input, h) * dim(input, h + 1)
                     : dim(input, i < h ? i : i + 1);
  input = nnbReshape(b, input, tensorOf(3, flat, acc));
  // The sum, [N, C], and the quotient, read at (n, c) for each output
  // position.
  int64_t nc[] = {flat[0], flat[h == 1 ? 2 : 1]};
  bool reduced[] = {false, false, false};
  reduced[h] = true;
  MlirAffineMap sumMaps[2];
  bool reduction[3];
  intptr_t loops = nnbReductionLoops(b->ctx, 3, reduced, false, &sumMaps[0],
                                     &sumMaps[1], reduction);
  int64_t ncFrom[] = {0, layout.c};
  MlirValue init = nnbFill(b, nnbConstant(b, acc, 0),
                           nnbEmptyFrom(b, tensorOf(2, nc, acc),
                                        nnLoweringGetOperand(l, 0), ncFrom));
  NnGeneric g = {1, &input, 1, &init, sumMaps, loops, reduction, addBody, NULL};
  MlirValue sum = nnbGeneric(b, &g, 0);
  double count = (double)flat[h];
  MlirType result = nnbWithElement(nnLoweringGetResultType(l, 0), acc);
  int64_t read[] = {0, layout.c};
  MlirAffineMap maps[] = {nnbSelectMap(b->ctx, 4, 2, read),
                          nnbIdentityMap(b->ctx, 4)};
  MlirValue out = nnbEmpty(&l->b, result);
  NnGeneric divide = {1,     &sum, 1, &out, maps, 4, NULL, divideByConstant,
                      &count};
  l->results[0] = nnbConvertElements(&l->b, nnbGeneric(b, &divide, 0), element);
  if (sizes.source.failed && l->b.sizes)
    l->b.sizes->failed = true;
  return mlirLogicalResultSuccess();
}
