//===- Shapes.h - Shape functions of the built-in ops ---------------------===//
//
// One shape function per rule family; the op table (ops/*.c) points each op at
// its rule. A shape function checks the op's semantic rules and computes its
// result types (nn-c/OpDef.h).
//
//===----------------------------------------------------------------------===//

#ifndef NN_DIALECT_SHAPES_H
#define NN_DIALECT_SHAPES_H

#include "nn-c/OpDef.h"

/* Elementwise.c: unary, binary and per-channel ops. */
MlirLogicalResult nnInferSameAsInput(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferBroadcast(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferMod(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferBiasAdd(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferCast(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferCompare(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferWhere(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferPrelu(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferBatchNorm(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferClip(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferScale(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferDropout(NnShapeContext *ctx, MlirType *results);

/* Contraction.c: matmul and convolution. */
MlirLogicalResult nnInferMatmul(NnShapeContext *ctx, MlirType *results);
/// conv2d and conv3d: the layout attribute names the spatial rank.
MlirLogicalResult nnInferConv(NnShapeContext *ctx, MlirType *results);
/// Where their output channels are (NnChannelDef's outputChannels).
bool nnMatmulOutputChannels(NnShapeContext *ctx, int64_t *resultDim,
                            int64_t *weightDim);
bool nnConvOutputChannels(NnShapeContext *ctx, int64_t *resultDim,
                          int64_t *weightDim);
/// The spatial rank a windowed op's `layout` attribute names (2 for NCHW and
/// NHWC, 3 for NCDHW and NDHWC) and whether its channels come last.
typedef struct {
  int spatial;
  bool channelsLast;
} NnWindowLayout;
NnWindowLayout nnWindowLayoutOf(NnShapeContext *ctx);
/// "depth", "height" or "width": spatial axis i of `spatial` in errors.
const char *nnSpatialAxisName(int spatial, int i);
/// Window helpers shared by conv2d and the pooling ops: an array attribute of
/// `size` values, each >= `minimum`; one spatial output size of a sliding
/// window, (in + pads - dilation*(k-1) - 1) / stride + 1, rounded down or,
/// with `ceilMode`, up (dropping a last window that would start in the end
/// padding, as PyTorch and ONNX do).
MlirLogicalResult nnReadWindowAttr(NnShapeContext *ctx, const char *name,
                                   int64_t *values, intptr_t size,
                                   int64_t minimum);
/// The window attributes of a convolution (conv2d/3d, conv_transpose2d/3d),
/// read and checked: strides and dilations >= 1, padding (all begins, then
/// all ends) >= 0, groups >= 1; and the input and weight ranks checked
/// against the layout's spatial rank.
typedef struct {
  int spatial;
  int64_t strides[3], padding[6], dilations[3], groups;
} NnConvWindow;
MlirLogicalResult nnReadConvWindow(NnShapeContext *ctx, NnConvWindow *window);
MlirLogicalResult nnWindowOutputSize(NnShapeContext *ctx, const char *axis,
                                     int64_t input, int64_t kernel,
                                     int64_t stride, int64_t padBefore,
                                     int64_t padAfter, int64_t dilation,
                                     bool ceilMode, int64_t *output);

/// nnWindowOutputSize on sizes: the expression of the output size for an
/// input of size `input` (an affine expression); null for a dynamic kernel
/// or with `ceilMode`.
MlirAffineExpr nnWindowOutputDim(NnShapeContext *ctx, MlirAffineExpr input,
                                 int64_t kernel, int64_t stride,
                                 int64_t padBefore, int64_t padAfter,
                                 int64_t dilation, bool ceilMode);

/* Pooling.c */
/// The 2-D and 3-D pools: the layout attribute names the spatial rank.
MlirLogicalResult nnInferPool(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferGlobalPool(NnShapeContext *ctx, MlirType *results);
/// nnInferPool's values plus i64 indices of the same shape.
MlirLogicalResult nnInferMaxPoolWithIndices(NnShapeContext *ctx,
                                            MlirType *results);

/* ConvTranspose.c */
MlirLogicalResult nnInferConvTranspose(NnShapeContext *ctx, MlirType *results);
bool nnConvTransposeOutputChannels(NnShapeContext *ctx, int64_t *resultDim,
                                   int64_t *weightDim);

/* Reduction.c: reductions and softmax. */
MlirLogicalResult nnInferReduce(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferArgReduce(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferSoftmax(NnShapeContext *ctx, MlirType *results);

/* Normalization.c */
MlirLogicalResult nnInferLayerNorm(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferRmsNorm(NnShapeContext *ctx, MlirType *results);

/* Movement.c: data movement. */
MlirLogicalResult nnInferReshape(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferTranspose(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferConcat(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferSplit(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferSlice(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferPad(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferBroadcastTo(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferSqueeze(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferUnsqueeze(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferFlatten(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferGather(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferTriangular(NnShapeContext *ctx, MlirType *results);

/* Indexing.c: gathers, scatters and one-hot. */
MlirLogicalResult nnInferGatherElements(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferScatterElements(NnShapeContext *ctx,
                                         MlirType *results);
MlirLogicalResult nnInferGatherNd(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferScatterNd(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferOneHot(NnShapeContext *ctx, MlirType *results);
/* Resample.c: resize and grid sampling. */
MlirLogicalResult nnInferResize(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferGridSample(NnShapeContext *ctx, MlirType *results);
/* Scan.c: scans and sorts. */
MlirLogicalResult nnInferTopK(NnShapeContext *ctx, MlirType *results);
/* Selection.c: ops whose output size depends on the data. */
MlirLogicalResult nnInferNonZero(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferNonMaxSuppression(NnShapeContext *ctx,
                                           MlirType *results);
/* Quantization.c: quantize and dequantize. */
MlirLogicalResult nnInferQuantize(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferDequantize(NnShapeContext *ctx, MlirType *results);

/// A dim whose size an attribute of (operand, dim) pairs names
/// (NamedDims.c): dim `dim` of operand `operand`, of static size `size` (or
/// NN_DYNAMIC), `expr` its expression (null when nobody asks); operand -1
/// for a pair (-1, -1), naming nothing.
typedef struct {
  int64_t operand, dim, size;
  MlirAffineExpr expr;
} NnNamedDim;

/// Reads attribute `name`, one pair per dim of `rank`, into `named`;
/// `*given` says whether it is there (not empty). Fails on pairs of the
/// wrong number or naming no dim, and on operands after #0 without it.
MlirLogicalResult nnReadNamedDims(NnShapeContext *ctx, const char *name,
                                  int64_t rank, NnNamedDim *named, bool *given);

#endif // NN_DIALECT_SHAPES_H
