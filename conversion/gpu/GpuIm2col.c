//===- GpuIm2col.c - Convolutions as matmuls, for cuBLASLt ----------------===//
//
// --nn-gpu-im2col runs on tensors, in nn-lower-to-nvvm with
// matmul-library=cublaslt, before nn-gpu-gather-groups and
// nn-gpu-outline-matmuls. Each 2-D convolution (linalg.conv_2d_nchw_fchw or
// linalg.conv_2d_nhwc_hwcf) accumulating in f32 into a fill of +0.0, with
// static shapes, becomes a matmul that the outlining pass then hands to
// cuBLASLt, as frameworks did before implicit GEMM. In NCHW:
//
//   col[n, j, p] = x[n, c, oh*sh + r*dh - pt, ow*sw + s*dw - pl]
//                  j = (c, r, s), p = (oh, ow); 0 outside x (the padding)
//   y[n, k, p]   = sum_j w[k, j] * col[n, j, p]
//
// the filter broadcast along the images (cuBLASLt's batch, stride 0). In
// NHWC, col[i, j] with i = (n, oh, ow), j = (r, s, c), and one product over
// every pixel of every image, y[i, k] = sum_j col[i, j] * w[j, k].
//
// The gather is one generic in the matrix's own shape (at most three loops,
// which the launch rule maps whole), its indices split by division by
// constants, its padding a bounds check (read from the tensor.pad that fed
// the convolution); w and y are reshaped (views once bufferized). A 1x1
// convolution of stride 1 without padding needs no gather: x itself, reshaped,
// is the matrix. 16-bit operands extended to f32 (nn's lowering) are gathered
// as they are and extended after the reshapes, the form the outlining pass
// hands cuBLASLt in 16 bits.
//
// The epilogue: the convolution's elementwise user (bias, residual, relu,
// a 16-bit result's rounding) is rebuilt over the product's shape, so that
// the outlining pass fuses it into the call: a convolution is the gather
// and one call. In NHWC the bias runs along the product's columns, as
// cuBLASLt's bias does; in NCHW along its rows, which cuBLASLt cannot add:
// an NCHW epilogue with a bias stays a kernel after the call
// (--convert-layout makes a model NHWC).
//
// Why im2col and not an implicit-GEMM kernel: the product then runs on
// cuBLASLt (tensor cores in f16 and bf16 and, with tf32=true, in TF32),
// checked on its documented semantics (runtime/nnrt/matmul.test); a
// tensor-core convolution kernel generated through NVGPU needs a GPU to
// develop and check. The cost is the col buffer, R*S times the input's
// size for stride 1, written once and read once, and one more launch than
// nn's own direct kernel (the gather; an NCHW bias's epilogue another).
//
// The batch may be dynamic: the gather and the matrices are then sized from
// x at run time (BatchSizes). Grouped and depthwise convolutions, other
// element types, other dynamic dims and an init that is not a zero fill
// stay nn's own kernels.
//
// One walk collects the convolutions; each is rewritten once: linear.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/common/LinalgBuilder.h"
#include "conversion/gpu/GpuKernels.h"
#include "conversion/linalg/AxisLoops.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Tensor.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

// A 4-D f32 tensor whose dims are static, but for the batch (dim 0) where
// `dynamicBatch`.
static bool isConvOperand(MlirValue value, bool dynamicBatch) {
  MlirType type = mlirValueGetType(value);
  if (!mlirTypeIsARankedTensor(type) || mlirShapedTypeGetRank(type) != 4 ||
      !mlirTypeIsAF32(mlirShapedTypeGetElementType(type)))
    return false;
  for (intptr_t d = dynamicBatch ? 1 : 0; d < 4; ++d)
    if (mlirShapedTypeIsDynamicDim(type, d))
      return false;
  return true;
}

// a * b, dynamic when either is.
static int64_t times(int64_t a, int64_t b) {
  return mlirShapedTypeIsDynamicSize(a) || mlirShapedTypeIsDynamicSize(b)
             ? mlirShapedTypeGetDynamicSize()
             : a * b;
}

static int64_t dimOf(MlirValue value, intptr_t dim) {
  return mlirShapedTypeGetDimSize(mlirValueGetType(value), dim);
}

// Two i64 values of a dense attribute (strides, dilations).
static bool pair(MlirOperation op, const char *name, int64_t *out) {
  MlirAttribute attr = mlirOperationGetAttributeByName(op, nnStr(name));
  if (mlirAttributeIsNull(attr)) { // the named op's default
    out[0] = out[1] = 1;
    return true;
  }
  if (!mlirAttributeIsADenseIntElements(attr) ||
      mlirElementsAttrGetNumElements(attr) != 2)
    return false;
  out[0] = mlirDenseElementsAttrGetInt64Value(attr, 0);
  out[1] = mlirDenseElementsAttrGetInt64Value(attr, 1);
  return out[0] > 0 && out[1] > 0;
}

/* What is rewritten. */

typedef struct {
  MlirOperation conv, pad;     // pad: the tensor.pad feeding it, or null
  bool nhwc;                   // NHWC and HWCF, else NCHW and FCHW
  int h, c;                    // the dims of H (W follows) and C in x and y
  MlirValue x;                 // the unpadded input
  MlirValue w;                 // the filter
  MlirOperation extensions[2]; // x's and w's to f32 when they are 16-bit
  int64_t low[2];              // padding before H and W
  int64_t strides[2], dilations[2];
} Conv;

// The static zero padding of H and W by `pad`, when that is what it is.
static bool readPad(MlirOperation pad, Conv *c) {
  MlirAttribute low = mlirOperationGetAttributeByName(pad, nnStr("static_low"));
  MlirBlock region = mlirRegionGetFirstBlock(mlirOperationGetRegion(pad, 0));
  MlirOperation yield = mlirBlockGetTerminator(region);
  if (mlirOperationGetNumOperands(pad) != 1 ||
      !mlirAttributeIsADenseI64Array(low) ||
      mlirDenseArrayGetNumElements(low) != 4 || mlirOperationIsNull(yield) ||
      mlirOperationGetNumOperands(yield) != 1 ||
      !nnGpuIsPositiveZero(mlirOperationGetOperand(yield, 0)))
    return false;
  for (intptr_t d = 0; d < 4; ++d) {
    int64_t value = mlirDenseI64ArrayGetElement(low, d);
    bool spatial = d == c->h || d == c->h + 1;
    if (spatial ? value < 0 : value != 0)
      return false;
  }
  c->low[0] = mlirDenseI64ArrayGetElement(low, c->h);
  c->low[1] = mlirDenseI64ArrayGetElement(low, c->h + 1);
  // The padded type's sizes carry the high side; N and C are not padded.
  c->x = mlirOperationGetOperand(pad, 0);
  MlirValue padded = mlirOperationGetResult(pad, 0);
  return isConvOperand(c->x, true) && dimOf(c->x, 0) == dimOf(padded, 0) &&
         dimOf(c->x, c->c) == dimOf(padded, c->c);
}

static bool matchConv(MlirOperation op, Conv *c) {
  *c = (Conv){.conv = op};
  c->nhwc = nnOpIs(op, "linalg.conv_2d_nhwc_hwcf");
  c->h = c->nhwc ? 1 : 2;
  c->c = c->nhwc ? 3 : 1;
  if (!(c->nhwc || nnOpIs(op, "linalg.conv_2d_nchw_fchw")) ||
      mlirOperationGetNumOperands(op) != 3 ||
      mlirOperationGetNumResults(op) != 1)
    return false;
  // The batch may be dynamic (x's and y's dim 0), nothing else.
  for (int i = 0; i < 3; ++i)
    if (!isConvOperand(mlirOperationGetOperand(op, i), i != 1))
      return false;
  if (mlirOperationIsNull(nnGpuZeroFill(op)) ||
      !pair(op, "strides", c->strides) || !pair(op, "dilations", c->dilations))
    return false;
  c->x = mlirOperationGetOperand(op, 0);
  MlirOperation pad = nnGpuProducer(c->x);
  if (!mlirOperationIsNull(pad) && nnOpIs(pad, "tensor.pad") && readPad(pad, c))
    c->pad = pad;
  else
    c->x = mlirOperationGetOperand(op, 0), c->low[0] = c->low[1] = 0;
  // 16-bit operands extended to f32 (how nn lowers f16 and bf16
  // convolutions): the gather and the matmul read them as they are.
  c->w = mlirOperationGetOperand(op, 1);
  MlirValue x16 = nnGpuNarrowSource(c->x), w16 = nnGpuNarrowSource(c->w);
  if (!mlirValueIsNull(x16) && !mlirValueIsNull(w16) &&
      mlirTypeEqual(nnbElementType(x16), nnbElementType(w16)))
    c->extensions[0] = nnGpuProducer(c->x),
    c->extensions[1] = nnGpuProducer(c->w), c->x = x16, c->w = w16;
  return true;
}

/* The rewrite. */

static MlirType tensorOf(intptr_t rank, const int64_t *shape,
                         MlirType element) {
  return mlirRankedTensorTypeGet(rank, shape, element, mlirAttributeGetNull());
}

static MlirValue scaled(NnBuilder *b, MlirValue index, int64_t factor) {
  return factor == 1 ? index
                     : nnbOp2(b, "arith.muli", index, nnbIndex(b, factor));
}

// What the gather's body needs: the convolution and its sizes.
typedef struct {
  const Conv *conv;
  int64_t r, s, ch, oh, ow; // filter taps, input channels, output pixels
} Gather;

static MlirValue quotientOf(NnBuilder *b, MlirValue index, int64_t by) {
  return by == 1 ? index : nnbOp2(b, "arith.divui", index, nnbIndex(b, by));
}

static MlirValue remainderOf(NnBuilder *b, MlirValue index, int64_t by) {
  return nnbOp2(b, "arith.remui", index, nnbIndex(b, by));
}

// The gather's body: the element of x that col[n, j, p] (NCHW: j = (c, r,
// s), p = (oh, ow)) or col[i, j] (NHWC: i = (n, oh, ow), j = (r, s, c))
// is; the loop indices are split by division by constants.
static void gatherBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                       void *userData) {
  (void)args;
  const Gather *g = userData;
  const Conv *c = g->conv;
  MlirValue n, ch, r, s, oh, ow;
  if (c->nhwc) {
    MlirValue i = nnbLoopIndex(b, 0), j = nnbLoopIndex(b, 1);
    n = quotientOf(b, i, g->oh * g->ow);
    oh = remainderOf(b, quotientOf(b, i, g->ow), g->oh);
    ow = remainderOf(b, i, g->ow);
    r = quotientOf(b, j, g->s * g->ch);
    s = remainderOf(b, quotientOf(b, j, g->ch), g->s);
    ch = remainderOf(b, j, g->ch);
  } else {
    n = nnbLoopIndex(b, 0);
    MlirValue j = nnbLoopIndex(b, 1), p = nnbLoopIndex(b, 2);
    ch = quotientOf(b, j, g->r * g->s);
    r = remainderOf(b, quotientOf(b, j, g->s), g->r);
    s = remainderOf(b, j, g->s);
    oh = quotientOf(b, p, g->ow);
    ow = remainderOf(b, p, g->ow);
  }
  bool padded = !mlirOperationIsNull(c->pad);
  MlirValue at[4], out[2] = {oh, ow}, tap[2] = {r, s}, inside = {NULL};
  at[0] = n;
  at[c->c] = ch;
  for (int d = 0; d < 2; ++d) {
    // oh * stride + r * dilation - low; below 0 wraps to a huge unsigned.
    MlirValue o = scaled(b, out[d], c->strides[d]);
    MlirValue t = scaled(b, tap[d], c->dilations[d]);
    MlirValue i = nnbOp2(b, "arith.addi", o, t);
    if (c->low[d])
      i = nnbOp2(b, "arith.subi", i, nnbIndex(b, c->low[d]));
    at[c->h + d] = i;
    if (!padded)
      continue; // a valid convolution reads inside its input
    MlirValue in =
        nnbCmpi(b, 6 /* ult */, i, nnbIndex(b, dimOf(c->x, c->h + d)));
    inside = d ? nnbOp2(b, "arith.andi", inside, in) : in;
  }
  if (!padded) {
    yields[0] = nnbExtract(b, c->x, 4, at);
    return;
  }
  NnIf branch;
  nnbBeginIf(b, &branch);
  MlirValue read = nnbExtract(&branch.then, c->x, 4, at);
  MlirValue zero = nnbConstant(&branch.otherwise, nnbElementType(c->x), 0.0);
  nnbEndIf(b, &branch, inside, 1, &read, &zero, &yields[0]);
}

static MlirAffineMap mapOf(MlirContext ctx, int numLoops, int n,
                           const int *loops) {
  MlirAffineExpr exprs[3];
  for (int i = 0; i < n; ++i)
    exprs[i] = mlirAffineDimExprGet(ctx, loops[i]);
  return mlirAffineMapGet(ctx, numLoops, 0, n, exprs);
}

// The matrix of the product: col, gathered from x, in its final shape
// ([N, C*R*S, OH*OW] or [N*OH*OW, R*S*C]: at most three loops, which the
// launch rule maps onto the grid whole), or x itself for a pointwise
// convolution (reshaped by the product).
static MlirValue gather(NnBuilder *b, const Conv *c, MlirValue y) {
  Gather g = {.conv = c,
              .r = dimOf(c->w, c->nhwc ? 0 : 2),
              .s = dimOf(c->w, c->nhwc ? 1 : 3),
              .ch = dimOf(c->x, c->c),
              .oh = dimOf(y, c->h),
              .ow = dimOf(y, c->h + 1)};
  if (g.r == 1 && g.s == 1 && c->strides[0] == 1 && c->strides[1] == 1 &&
      mlirOperationIsNull(c->pad))
    return c->x;
  int64_t n = dimOf(y, 0), taps = g.ch * g.r * g.s, pixels = g.oh * g.ow;
  int64_t nchw[3] = {n, taps, pixels}, nhwc[2] = {times(n, pixels), taps};
  int rank = c->nhwc ? 2 : 3;
  MlirValue init =
      nnbEmpty(b, tensorOf(rank, c->nhwc ? nhwc : nchw, nnbElementType(c->x)));
  MlirAffineMap identity = nnbIdentityMap(b->ctx, rank);
  NnGeneric generic = {.numOutputs = 1,
                       .outputs = &init,
                       .maps = &identity,
                       .numLoops = rank,
                       .body = gatherBody,
                       .userData = &g};
  return nnbGeneric(b, &generic, 0);
}

// `value` reshaped to `shape`, unless it has it already.
static MlirValue reshaped(NnBuilder *b, MlirValue value, intptr_t rank,
                          const int64_t *shape) {
  MlirType type = tensorOf(rank, shape, nnbElementType(value));
  return mlirTypeEqual(type, mlirValueGetType(value))
             ? value
             : nnbReshape(b, value, type);
}

// NCHW: y[n, k, p] = sum_j w[k, j] * col[n, j, p], the filter broadcast
// along the images (cuBLASLt's batch, stride 0 for w).
static MlirValue productNchw(NnBuilder *b, MlirValue col, MlirValue w,
                             MlirValue y) {
  MlirType f32 = mlirF32TypeGet(b->ctx);
  int64_t n = dimOf(y, 0), k = dimOf(y, 1), p = dimOf(y, 2) * dimOf(y, 3);
  int64_t rows = dimOf(w, 1) * dimOf(w, 2) * dimOf(w, 3);
  int64_t colShape[3] = {n, rows, p}, wShape[2] = {k, rows},
          yShape[3] = {n, k, p};
  col = nnbConvertElements(b, reshaped(b, col, 3, colShape), f32);
  w = nnbConvertElements(
      b, nnbReshape(b, w, tensorOf(2, wShape, nnbElementType(w))), f32);
  MlirValue acc = nnbFilled(b, tensorOf(3, yShape, f32), 0.0);
  // Loops (n, k, p, j).
  const int wLoops[] = {1, 3}, colLoops[] = {0, 3, 2}, yLoops[] = {0, 1, 2};
  MlirAffineMap maps[3] = {mapOf(b->ctx, 4, 2, wLoops),
                           mapOf(b->ctx, 4, 3, colLoops),
                           mapOf(b->ctx, 4, 3, yLoops)};
  const bool reduction[4] = {false, false, false, true};
  MlirValue inputs[2] = {w, col};
  NnGeneric product = {.numInputs = 2,
                       .inputs = inputs,
                       .numOutputs = 1,
                       .outputs = &acc,
                       .maps = maps,
                       .numLoops = 4,
                       .reduction = reduction,
                       .body = nnbMultiplyAccumulate};
  return nnbGeneric(b, &product, 0);
}

// NHWC: y[i, k] = sum_j col[i, j] * w[j, k], i = (n, oh, ow): one matmul
// over every image, its rows the output pixels.
static MlirValue productNhwc(NnBuilder *b, MlirValue col, MlirValue w,
                             MlirValue y) {
  MlirType f32 = mlirF32TypeGet(b->ctx);
  int64_t m = times(dimOf(y, 0), dimOf(y, 1) * dimOf(y, 2)), k = dimOf(y, 3);
  int64_t rows = dimOf(w, 0) * dimOf(w, 1) * dimOf(w, 2);
  int64_t colShape[2] = {m, rows}, wShape[2] = {rows, k}, yShape[2] = {m, k};
  col = nnbConvertElements(b, reshaped(b, col, 2, colShape), f32);
  w = nnbConvertElements(
      b, nnbReshape(b, w, tensorOf(2, wShape, nnbElementType(w))), f32);
  MlirValue acc = nnbFilled(b, tensorOf(2, yShape, f32), 0.0);
  return nnbNamedOp(b, "linalg.matmul", col, w, acc, 0, NULL);
}

/* A dynamic batch. */

// The sizes of the tensors the rewrite makes when the batch N is dynamic:
// dim 0 is N (x, y, NCHW's [N, ...] matrices) or N times the output's
// pixels (NHWC's [N*OH*OW, ...] matrices, of rank 2); N is read from x.
typedef struct {
  NnSizeSource source;
  MlirValue x;
  int64_t pixels;
} BatchSizes;

static MlirValue batchSize(NnSizeSource *source, NnBuilder *b, MlirType type,
                           intptr_t dim) {
  BatchSizes *sizes = (BatchSizes *)source;
  if (dim != 0)
    return (MlirValue){NULL};
  MlirValue n = nnbDim(b, sizes->x, 0);
  return mlirShapedTypeGetRank(type) == 2
             ? nnbOp2(b, "arith.muli", n, nnbIndex(b, sizes->pixels))
             : n;
}

static BatchSizes batchSizes(const Conv *c) {
  MlirValue y = mlirOperationGetResult(c->conv, 0);
  return (BatchSizes){
      {batchSize, false}, c->x, dimOf(y, c->h) * dimOf(y, c->h + 1)};
}

/* The epilogue, NHWC. */

// Whether `map` reads only the last of its 4 loops (a bias along C).
static bool isLastLoop(MlirAffineMap map) {
  return mlirAffineMapGetNumDims(map) == 4 &&
         mlirAffineMapGetNumResults(map) == 1 &&
         mlirAffineExprEqual(
             mlirAffineMapGetResult(map, 0),
             mlirAffineDimExprGet(mlirAffineMapGetContext(map), 3));
}

// The elementwise generic that is the only user of the convolution's
// result `y` (4-D), when each of its inputs is y, a tensor of y's shape
// (a residual) or, with `bias`, a vector along the last dim, all read as
// the loops go, and its body does not ask where it is (linalg.index);
// else null.
static MlirOperation flatEpilogue(MlirValue y, bool bias) {
  MlirOpOperand use = mlirValueGetFirstUse(y);
  if (mlirOpOperandIsNull(use) ||
      !mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)))
    return (MlirOperation){NULL};
  MlirOperation user = mlirOpOperandGetOwner(use);
  if (!nnOpIs(user, "linalg.generic") || mlirOperationGetNumResults(user) != 1)
    return (MlirOperation){NULL};
  intptr_t inputs = mlirOperationGetNumOperands(user) - 1;
  MlirAttribute iterators =
      mlirOperationGetAttributeByName(user, nnStr("iterator_types"));
  MlirAttribute parallel = mlirAttributeParseGet(
      mlirOperationGetContext(user), nnStr("#linalg.iterator_type<parallel>"));
  if (mlirArrayAttrGetNumElements(iterators) != 4 ||
      !mlirAffineMapIsIdentity(nnGpuIndexingMap(user, inputs)))
    return (MlirOperation){NULL};
  for (intptr_t i = 0; i < 4; ++i)
    if (!mlirAttributeEqual(mlirArrayAttrGetElement(iterators, i), parallel))
      return (MlirOperation){NULL};
  MlirType shape = mlirValueGetType(y);
  for (intptr_t i = 0; i < inputs; ++i) {
    MlirType type = mlirValueGetType(mlirOperationGetOperand(user, i));
    bool identity = mlirAffineMapIsIdentity(nnGpuIndexingMap(user, i));
    bool sameShape =
        mlirTypeIsARankedTensor(type) && mlirShapedTypeGetRank(type) == 4 &&
        mlirTypeEqual(nnbWithElement(type, nnbElementType(y)), shape);
    if (!(identity && sameShape) &&
        !(bias && isLastLoop(nnGpuIndexingMap(user, i))))
      return (MlirOperation){NULL};
  }
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(user, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (nnOpIs(op, "linalg.index") || mlirOperationGetNumRegions(op) > 0)
      return (MlirOperation){NULL};
  return user;
}

static void yieldInit(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                      void *userData) {
  yields[0] = args[*(const intptr_t *)userData];
}

// The convolution's epilogue (bias, residual, activation, the rounding of
// a 16-bit result), rebuilt over the product's shape ([N*OH*OW, C] in
// NHWC, [N, C, OH*OW] in NCHW; the residuals reshaped too, its body moved
// as it is), becomes the elementwise user of the matmul that
// nn-gpu-outline-matmuls fuses into the cuBLASLt call when it can. In NHWC
// a bias along C runs along the product's columns, as cuBLASLt's does; in
// NCHW along its rows: an NCHW epilogue with a bias stays as it is.
static void flattenEpilogue(MlirValue y, MlirValue product, bool nhwc,
                            BatchSizes *sizes) {
  MlirOperation epilogue = flatEpilogue(y, nhwc);
  if (mlirOperationIsNull(epilogue))
    return;
  NnBuilder b = nnBuilderBefore(epilogue);
  b.sizes = &sizes->source;
  intptr_t numInputs = mlirOperationGetNumOperands(epilogue) - 1;
  MlirType productType = mlirValueGetType(product);
  MlirValue inputs[8];
  MlirAffineMap maps[9];
  if (numInputs > 8)
    return;
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(product));
  MlirAffineExpr column = mlirAffineDimExprGet(b.ctx, rank - 1);
  for (intptr_t i = 0; i < numInputs; ++i) {
    MlirValue input = mlirOperationGetOperand(epilogue, i);
    if (mlirValueEqual(input, y)) {
      inputs[i] = product, maps[i] = nnbIdentityMap(b.ctx, rank);
    } else if (isLastLoop(nnGpuIndexingMap(epilogue, i))) {
      inputs[i] = input, maps[i] = mlirAffineMapGet(b.ctx, rank, 0, 1, &column);
    } else {
      MlirType type = nnbWithElement(productType, nnbElementType(input));
      inputs[i] = nnbReshape(&b, input, type);
      maps[i] = nnbIdentityMap(b.ctx, rank);
    }
  }
  MlirValue old = mlirOperationGetResult(epilogue, 0);
  MlirValue init =
      nnbEmpty(&b, nnbWithElement(productType, nnbElementType(old)));
  maps[numInputs] = nnbIdentityMap(b.ctx, rank);
  NnGeneric generic = {.numInputs = numInputs,
                       .inputs = inputs,
                       .numOutputs = 1,
                       .outputs = &init,
                       .maps = maps,
                       .numLoops = rank,
                       .body = yieldInit,
                       .userData = &numInputs};
  MlirValue flat = nnbGeneric(&b, &generic, 0);
  if (!mlirValueIsAOpResult(flat) ||
      mlirOperationEqual(mlirOpResultGetOwner(flat), nnGpuProducer(init)))
    return; // not built (out of memory)
  // The body, block arguments and all: the same element types in order.
  mlirRegionTakeBody(mlirOperationGetRegion(mlirOpResultGetOwner(flat), 0),
                     mlirOperationGetRegion(epilogue, 0));
  mlirValueReplaceAllUsesOfWith(old,
                                nnbReshape(&b, flat, mlirValueGetType(old)));
  MlirOperation oldInit =
      nnGpuProducer(mlirOperationGetOperand(epilogue, numInputs));
  mlirOperationDestroy(epilogue);
  nnGpuDestroyIfUnused(oldInit);
  // The product's 4-D view is read by nothing now: the epilogue must be
  // the product's only user for the outlining pass to fuse it.
  MlirOperation view = nnGpuProducer(y);
  MlirOperation shape = nnGpuProducer(mlirOperationGetOperand(view, 1));
  nnGpuDestroyIfUnused(view);
  nnGpuDestroyIfUnused(shape);
}

static void rewrite(const Conv *c) {
  MlirOperation op = c->conv;
  NnBuilder b = nnBuilderBefore(op);
  BatchSizes sizes = batchSizes(c);
  b.sizes = &sizes.source;
  MlirValue y = mlirOperationGetResult(op, 0);
  MlirValue col = gather(&b, c, y);
  // 16-bit matrices are extended to f32 after their reshapes, as nn.matmul
  // lowers them: the outlining pass then hands cuBLASLt the 16-bit ones.
  MlirValue product =
      c->nhwc ? productNhwc(&b, col, c->w, y) : productNchw(&b, col, c->w, y);
  MlirValue result = nnbReshape(&b, product, mlirValueGetType(y));
  mlirValueReplaceAllUsesOfWith(y, result);
  flattenEpilogue(result, product, c->nhwc, &sizes);
  MlirOperation fill = nnGpuZeroFill(op);
  mlirOperationDestroy(op);
  MlirOperation empty = nnGpuProducer(mlirOperationGetOperand(fill, 1));
  nnGpuDestroyIfUnused(fill);
  nnGpuDestroyIfUnused(empty);
  nnGpuDestroyIfUnused(c->pad);
  for (int i = 0; i < 2; ++i) { // the 16-bit operands' extensions
    MlirOperation extension = c->extensions[i];
    MlirOperation init =
        mlirOperationIsNull(extension)
            ? (MlirOperation){NULL}
            : nnGpuProducer(mlirOperationGetOperand(extension, 1));
    nnGpuDestroyIfUnused(extension);
    nnGpuDestroyIfUnused(init);
  }
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  Conv c;
  if (matchConv(op, &c) && !nnOpListPush(userData, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  NnOpList convs = {0};
  mlirOperationWalk(module, collect, &convs, MlirWalkPreOrder);
  bool ok = !convs.failed;
  uint64_t failures = nnMemoryFailures();
  for (size_t i = 0; ok && i < convs.count; ++i) {
    Conv c;
    if (matchConv(convs.ops[i], &c))
      rewrite(&c);
  }
  ok = ok && nnMemoryFailures() == failures;
  nnOpListFree(&convs);
  return ok ? mlirLogicalResultSuccess()
            : nnOutOfMemory(module, "nn-gpu-im2col");
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__linalg__();
  handles[1] = mlirGetDialectHandle__tensor__();
  return 2;
}

const NnPassDef nnGpuIm2colPass = {
    .argument = "nn-gpu-im2col",
    .name = "NNGpuIm2col",
    .description = "Each 2-D convolution on tensors (NCHW or NHWC, f32 or "
                   "16-bit) becomes a gather (im2col) and a matmul, with its "
                   "epilogue over the product, which nn-gpu-outline-matmuls "
                   "hands to cuBLASLt",
    .run = run,
    .opName = "builtin.module",
    .dependentDialects = dialects,
};
