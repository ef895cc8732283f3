//===- GpuIm2col.c - Convolutions as matmuls, for cuBLASLt ----------------===//
//
// --nn-gpu-im2col runs on tensors, in nn-lower-to-nvvm with
// matmul-library=cublaslt, before nn-gpu-gather-groups and
// nn-gpu-outline-matmuls. Each 2-D convolution in NCHW
// (linalg.conv_2d_nchw_fchw) accumulating in f32 into a fill of +0.0, with
// static shapes, becomes a matmul that the outlining pass then hands to
// cuBLASLt, as frameworks did before implicit GEMM:
//
//   col[n, c, r, s, oh, ow] = x[n, c, oh * sh + r * dh - pt, ow * sw + s * dw -
//   pl]
//                             (0 outside x: the convolution's zero padding)
//   y[n, k, p] = sum_j w[k, j] * col[n, j, p]    j = (c, r, s), p = (oh, ow)
//
// The gather is one elementwise generic (its padding a bounds check, read
// from the tensor.pad that fed the convolution), the matmul a contraction
// generic over reshapes of col, w and y (views once bufferized), the
// filter broadcast along the batch: one cuBLASLt call with the images as
// its batch. A 1x1 convolution of stride 1 without padding needs no
// gather: x itself, reshaped, is the matrix.
//
// Why im2col and not an implicit-GEMM kernel: the product then runs on
// cuBLASLt (tensor cores in f16 and, with tf32=true, in TF32), checked on
// its documented semantics (runtime/nnrt/matmul.test); a tensor-core
// convolution kernel generated through NVGPU needs a GPU to develop and
// check. The cost is the col buffer, C*R*S times the output's spatial size
// per image, written once and read once, and two more launches per
// convolution than nn's own direct kernel: the gather, and the epilogue
// (bias, residual, relu), which cuBLASLt cannot fuse here: its bias runs
// along the columns of a row-major product, and NCHW's runs along its rows.
//
// Grouped and depthwise convolutions, other element types, dynamic shapes
// and an init that is not a zero fill stay nn's own kernels.
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

#include <math.h>

static MlirOperation definingOp(MlirValue value) {
  return mlirValueIsAOpResult(value) ? mlirOpResultGetOwner(value)
                                     : (MlirOperation){NULL};
}

static bool isStaticF32(MlirValue value, intptr_t rank) {
  MlirType type = mlirValueGetType(value);
  return mlirTypeIsARankedTensor(type) && mlirShapedTypeHasStaticShape(type) &&
         mlirShapedTypeGetRank(type) == rank &&
         mlirTypeIsAF32(mlirShapedTypeGetElementType(type));
}

static MlirType elementOf(MlirValue value) {
  return mlirShapedTypeGetElementType(mlirValueGetType(value));
}

static int64_t dimOf(MlirValue value, intptr_t dim) {
  return mlirShapedTypeGetDimSize(mlirValueGetType(value), dim);
}

static bool isPositiveZero(MlirValue value) {
  MlirOperation op = definingOp(value);
  if (mlirOperationIsNull(op) || !nnOpIs(op, "arith.constant"))
    return false;
  MlirAttribute attr = mlirOperationGetAttributeByName(op, nnStr("value"));
  return mlirAttributeIsAFloat(attr) &&
         mlirFloatAttrGetValueDouble(attr) == 0.0 &&
         !signbit(mlirFloatAttrGetValueDouble(attr));
}

// The convolution's init, when it is a linalg.fill of +0.0; else null.
static MlirOperation zeroFill(MlirOperation conv) {
  MlirOperation fill = definingOp(mlirOperationGetOperand(conv, 2));
  return !mlirOperationIsNull(fill) && nnOpIs(fill, "linalg.fill") &&
                 mlirOperationGetNumOperands(fill) == 2 &&
                 isPositiveZero(mlirOperationGetOperand(fill, 0))
             ? fill
             : (MlirOperation){NULL};
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
  MlirValue x;                 // the unpadded input [N, C, H, W]
  MlirValue w;                 // the filter [K, C, R, S]
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
      !isPositiveZero(mlirOperationGetOperand(yield, 0)))
    return false;
  for (intptr_t d = 0; d < 4; ++d) {
    int64_t value = mlirDenseI64ArrayGetElement(low, d);
    if (d < 2 ? value != 0 : value < 0)
      return false;
  }
  c->low[0] = mlirDenseI64ArrayGetElement(low, 2);
  c->low[1] = mlirDenseI64ArrayGetElement(low, 3);
  // The padded type's sizes carry the high side.
  c->x = mlirOperationGetOperand(pad, 0);
  return isStaticF32(c->x, 4) &&
         dimOf(c->x, 0) == dimOf(mlirOperationGetResult(pad, 0), 0) &&
         dimOf(c->x, 1) == dimOf(mlirOperationGetResult(pad, 0), 1);
}

static bool matchConv(MlirOperation op, Conv *c) {
  *c = (Conv){.conv = op};
  if (!nnOpIs(op, "linalg.conv_2d_nchw_fchw") ||
      mlirOperationGetNumOperands(op) != 3 ||
      mlirOperationGetNumResults(op) != 1)
    return false;
  for (int i = 0; i < 3; ++i)
    if (!isStaticF32(mlirOperationGetOperand(op, i), 4))
      return false;
  if (mlirOperationIsNull(zeroFill(op)) || !pair(op, "strides", c->strides) ||
      !pair(op, "dilations", c->dilations))
    return false;
  c->x = mlirOperationGetOperand(op, 0);
  MlirOperation pad = definingOp(c->x);
  if (!mlirOperationIsNull(pad) && nnOpIs(pad, "tensor.pad") && readPad(pad, c))
    c->pad = pad;
  else
    c->x = mlirOperationGetOperand(op, 0), c->low[0] = c->low[1] = 0;
  // 16-bit operands extended to f32 (how nn lowers f16 and bf16
  // convolutions): the gather and the matmul read them as they are.
  c->w = mlirOperationGetOperand(op, 1);
  MlirValue x16 = nnGpuNarrowSource(c->x), w16 = nnGpuNarrowSource(c->w);
  if (!mlirValueIsNull(x16) && !mlirValueIsNull(w16) &&
      mlirTypeEqual(elementOf(x16), elementOf(w16)))
    c->extensions[0] = definingOp(c->x), c->extensions[1] = definingOp(c->w),
    c->x = x16, c->w = w16;
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

// The gather's body: col[n, c, r, s, oh, ow] from x (args: the output).
static void gatherBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                       void *userData) {
  (void)args;
  const Conv *c = userData;
  bool padded = !mlirOperationIsNull(c->pad);
  MlirValue at[4] = {nnbLoopIndex(b, 0), nnbLoopIndex(b, 1)};
  MlirValue inside = {NULL};
  for (int d = 0; d < 2; ++d) {
    // oh * stride + r * dilation - low; below 0 wraps to a huge unsigned.
    MlirValue out = nnbLoopIndex(b, 4 + d), tap = nnbLoopIndex(b, 2 + d);
    MlirValue i = nnbOp2(b, "arith.addi", scaled(b, out, c->strides[d]),
                         scaled(b, tap, c->dilations[d]));
    if (c->low[d])
      i = nnbOp2(b, "arith.subi", i, nnbIndex(b, c->low[d]));
    at[2 + d] = i;
    if (!padded)
      continue; // a valid convolution reads inside its input
    MlirValue in = nnbCmpi(b, 6 /* ult */, i, nnbIndex(b, dimOf(c->x, 2 + d)));
    inside = d ? nnbOp2(b, "arith.andi", inside, in) : in;
  }
  if (!padded) {
    yields[0] = nnbExtract(b, c->x, 4, at);
    return;
  }
  NnIf branch;
  nnbBeginIf(b, &branch);
  MlirValue read = nnbExtract(&branch.then, c->x, 4, at);
  MlirValue zero = nnbConstant(&branch.otherwise, elementOf(c->x), 0.0);
  nnbEndIf(b, &branch, inside, 1, &read, &zero, &yields[0]);
}

static MlirAffineMap mapOf(MlirContext ctx, int numLoops, int n,
                           const int *loops) {
  MlirAffineExpr exprs[3];
  for (int i = 0; i < n; ++i)
    exprs[i] = mlirAffineDimExprGet(ctx, loops[i]);
  return mlirAffineMapGet(ctx, numLoops, 0, n, exprs);
}

static void destroyIfUnused(MlirOperation op) {
  if (mlirOperationIsNull(op))
    return;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (!mlirOpOperandIsNull(
            mlirValueGetFirstUse(mlirOperationGetResult(op, i))))
      return;
  mlirOperationDestroy(op);
}

static void rewrite(const Conv *c) {
  MlirOperation op = c->conv;
  NnBuilder b = nnBuilderBefore(op);
  MlirValue w = c->w, y = mlirOperationGetResult(op, 0);
  MlirType element = elementOf(c->x), f32 = mlirF32TypeGet(b.ctx);
  int64_t n = dimOf(y, 0), k = dimOf(y, 1), oh = dimOf(y, 2), ow = dimOf(y, 3);
  int64_t ch = dimOf(w, 1), r = dimOf(w, 2), s = dimOf(w, 3);
  int64_t rows = ch * r * s, p = oh * ow;

  MlirValue col;
  bool pointwise = r == 1 && s == 1 && c->strides[0] == 1 &&
                   c->strides[1] == 1 && mlirOperationIsNull(c->pad);
  if (pointwise) {
    col = c->x; // [N, C, H, W] is [N, C, H*W] already
  } else {
    int64_t shape[6] = {n, ch, r, s, oh, ow};
    MlirValue init = nnbEmpty(&b, tensorOf(6, shape, element));
    MlirAffineMap identity = nnbIdentityMap(b.ctx, 6);
    NnGeneric gather = {.numOutputs = 1,
                        .outputs = &init,
                        .maps = &identity,
                        .numLoops = 6,
                        .body = gatherBody,
                        .userData = (void *)c};
    col = nnbGeneric(&b, &gather, 0);
  }
  int64_t colShape[3] = {n, rows, p}, wShape[2] = {k, rows},
          yShape[3] = {n, k, p};
  col = nnbReshape(&b, col, tensorOf(3, colShape, element));
  MlirValue matrix = nnbReshape(&b, w, tensorOf(2, wShape, element));
  // 16-bit matrices extended to f32, as nn.matmul lowers them: the
  // outlining pass then hands cuBLASLt the 16-bit ones.
  col = nnbConvertElements(&b, col, f32);
  matrix = nnbConvertElements(&b, matrix, f32);
  MlirValue acc = nnbFilled(&b, tensorOf(3, yShape, f32), 0.0);
  // Loops (n, k, p, j): y[n, k, p] += w[k, j] * col[n, j, p].
  const int wLoops[] = {1, 3}, colLoops[] = {0, 3, 2}, yLoops[] = {0, 1, 2};
  MlirAffineMap maps[3] = {mapOf(b.ctx, 4, 2, wLoops),
                           mapOf(b.ctx, 4, 3, colLoops),
                           mapOf(b.ctx, 4, 3, yLoops)};
  const bool reduction[4] = {false, false, false, true};
  MlirValue inputs[2] = {matrix, col};
  NnGeneric product = {.numInputs = 2,
                       .inputs = inputs,
                       .numOutputs = 1,
                       .outputs = &acc,
                       .maps = maps,
                       .numLoops = 4,
                       .reduction = reduction,
                       .body = nnbMultiplyAccumulate};
  MlirValue result =
      nnbReshape(&b, nnbGeneric(&b, &product, 0), mlirValueGetType(y));
  mlirValueReplaceAllUsesOfWith(y, result);
  MlirOperation fill = zeroFill(op);
  mlirOperationDestroy(op);
  MlirOperation empty = definingOp(mlirOperationGetOperand(fill, 1));
  destroyIfUnused(fill);
  destroyIfUnused(empty);
  destroyIfUnused(c->pad);
  for (int i = 0; i < 2; ++i) { // the 16-bit operands' extensions
    MlirOperation extension = c->extensions[i];
    MlirOperation init =
        mlirOperationIsNull(extension)
            ? (MlirOperation){NULL}
            : definingOp(mlirOperationGetOperand(extension, 1));
    destroyIfUnused(extension);
    destroyIfUnused(init);
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
    .description = "Each f32 NCHW convolution on tensors becomes a gather "
                   "(im2col) and a matmul, which nn-gpu-outline-matmuls "
                   "hands to cuBLASLt",
    .run = run,
    .opName = "builtin.module",
    .dependentDialects = dialects,
};
