//===- ConvTranspose.c - Shape rule of the transposed convolutions --------===//
//
// conv_transpose2d and conv_transpose3d follow PyTorch's ConvTranspose2d/3d
// and ONNX ConvTranspose: input [N, C, spatial...], weight [C, O/groups,
// kernel...], output [N, O, out...] with out = (in - 1) * stride + dilation *
// (kernel - 1) + 1 - pad_begin - pad_end + output_padding. The layout names
// the spatial rank (NCHW or NCDHW), as for convolution.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

// Output channel o = g * (O / groups) + m reads weight[:, m], shared by every
// group: a single weight slice per output channel only without groups.
bool nnConvTransposeOutputChannels(NnShapeContext *ctx, int64_t *resultDim,
                                   int64_t *weightDim) {
  *resultDim = 1;
  *weightDim = 1;
  return nnShapeGetInt(ctx, "groups") == 1;
}

// One output size, (in - 1) * stride + dilation * (k - 1) + 1 - pads +
// output_padding, which must be >= 1.
static MlirLogicalResult outputSize(NnShapeContext *ctx, const char *axis,
                                    int64_t in, int64_t k, int64_t stride,
                                    int64_t dilation, int64_t padBefore,
                                    int64_t padAfter, int64_t outputPadding,
                                    int64_t *out) {
  *out = NN_DYNAMIC;
  if (in == NN_DYNAMIC || k == NN_DYNAMIC)
    return mlirLogicalResultSuccess();
  if (in < 1 || k < 1)
    return nnShapeError(ctx,
                        "the input %s (%lld) and the kernel %s (%lld) must be "
                        ">= 1",
                        axis, (long long)in, axis, (long long)k);
  int64_t full, span;
  if (__builtin_mul_overflow(in - 1, stride, &full) ||
      __builtin_mul_overflow(k - 1, dilation, &span) ||
      __builtin_add_overflow(full, span + 1, &full) ||
      __builtin_add_overflow(full, outputPadding, &full))
    return nnShapeError(ctx, "the output %s overflows a 64-bit size", axis);
  *out = full - padBefore - padAfter;
  if (*out < 1)
    return nnShapeError(ctx,
                        "the output %s, (%lld - 1) × %lld + %lld × (%lld - 1) "
                        "+ 1 - %lld - %lld + %lld = %lld, must be >= 1",
                        axis, (long long)in, (long long)stride,
                        (long long)dilation, (long long)k, (long long)padBefore,
                        (long long)padAfter, (long long)outputPadding,
                        (long long)*out);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferConvTranspose(NnShapeContext *ctx, MlirType *results) {
  MlirType element;
  if (mlirLogicalResultIsFailure(nnSameElementType(ctx, &element)))
    return mlirLogicalResultFailure();
  NnConvWindow w;
  int64_t outputPadding[3];
  if (mlirLogicalResultIsFailure(nnReadConvWindow(ctx, &w)) ||
      mlirLogicalResultIsFailure(
          nnReadWindowAttr(ctx, "output_padding", outputPadding, w.spatial, 0)))
    return mlirLogicalResultFailure();
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType weight = nnShapeGetOperandType(ctx, 1);
  int s = w.spatial;
  int64_t groups = w.groups;
  int64_t channels = nnDim(input, 1), weightChannels = nnDim(weight, 0);
  int64_t perGroup = nnDim(weight, 1);
  if (channels != NN_DYNAMIC && channels % groups != 0)
    return nnShapeError(ctx,
                        "input channels (%lld) must be a multiple of groups "
                        "(%lld)",
                        (long long)channels, (long long)groups);
  if (channels != NN_DYNAMIC && weightChannels != NN_DYNAMIC &&
      channels != weightChannels)
    return nnShapeError(ctx,
                        "input channels (%lld) must equal the weight's first "
                        "dimension (%lld)",
                        (long long)channels, (long long)weightChannels);
  int64_t shape[5];
  shape[0] = nnDim(input, 0);
  shape[1] = NN_DYNAMIC;
  if (perGroup != NN_DYNAMIC &&
      __builtin_mul_overflow(perGroup, groups, &shape[1]))
    return nnShapeError(ctx,
                        "output channels, %lld × groups (%lld), overflow a "
                        "64-bit size",
                        (long long)perGroup, (long long)groups);
  for (int d = 0; d < s; ++d)
    if (mlirLogicalResultIsFailure(outputSize(
            ctx, nnSpatialAxisName(s, d), nnDim(input, 2 + d),
            nnDim(weight, 2 + d), w.strides[d], w.dilations[d], w.padding[d],
            w.padding[s + d], outputPadding[d], &shape[2 + d])))
      return mlirLogicalResultFailure();
  results[0] = nnTensorType(s + 2, shape, element);
  // The batch: a dynamic one lowers (the other sizes it says are static).
  nnShapeSetResultDim(ctx, 0, 0, nnShapeGetOperandDim(ctx, 0, 0));
  return mlirLogicalResultSuccess();
}
