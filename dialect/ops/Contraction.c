//===- Contraction.c - Linear algebra, convolution, pooling -------------===//
//
// The compute-heavy ops that anchor a fused kernel: matmul, convolution and
// pooling.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

static const NnOpDef ops[] = {
    {.name = "nn.matmul",
     .summary = "Matrix product, batched with broadcasting",
     .shapeRule =
         "[batch..., M, K] x [batch..., K, N] -> [broadcast(batch...), M, N]; "
         "the contracting sizes K must agree.",
     .description =
         "Multiplies the matrices held in the last two dimensions of `lhs` "
         "(M×K) and `rhs` (K×N), as `torch.matmul` on operands of rank >= 2. "
         "The dimensions in front are batch dimensions and broadcast like "
         "NumPy's. `transpose_a` and `transpose_b` transpose the last two "
         "dimensions of an operand before the product.",
     OPERANDS({"lhs", NN_SINGLE, NN_NUMERIC, "[batch..., M, K]"},
              {"rhs", NN_SINGLE, NN_NUMERIC, "[batch..., K, N]"}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES({"transpose_a", NN_ATTR_BOOL, "false", NULL,
                 "Use lhs as [batch..., K, M]."},
                {"transpose_b", NN_ATTR_BOOL, "false", NULL,
                 "Use rhs as [batch..., N, K]."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .quantization = NN_QUANT_BILINEAR,
     .inferShape = nnInferMatmul,
     .lower = nnLowerMatmul,
     .lowersDynamicDims = true,
     .channels = {.outputChannels = nnMatmulOutputChannels}},

    {.name = "nn.conv2d",
     .summary = "2-D convolution, grouped or depthwise",
     .shapeRule =
         "NCHW: [N, C, H, W] x [O, C/groups, KH, KW] -> [N, O, OH, OW] (NHWC "
         "and HWIO likewise), with OH = (H + pad_top + pad_bottom - "
         "dilation_h*(KH-1) - 1) / stride_h + 1 and OW alike; C = weight "
         "channels x groups and O divisible by groups.",
     .description =
         "Cross-correlates `input` with `weight`, as PyTorch's Conv2d without "
         "bias (add one with nn.bias_add). With layout NCHW the input is "
         "[N, C, H, W] and the weight [O, C/groups, KH, KW] (OIHW); with NHWC "
         "the input is [N, H, W, C] and the weight [KH, KW, C/groups, O] "
         "(HWIO). The output has O channels and spatial size "
         "`(in + pad_begin + pad_end - dilation*(k-1) - 1) / stride + 1`. "
         "`groups` = C gives a depthwise convolution.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "NCHW or NHWC."},
              {"weight", NN_SINGLE, NN_NUMERIC, "OIHW or HWIO."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES({"strides", NN_ATTR_INT_ARRAY, "array<i64: 1, 1>", NULL,
                 "[stride_h, stride_w], each >= 1."},
                {"padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0, 0, 0>", NULL,
                 "[top, left, bottom, right], each >= 0."},
                {"dilations", NN_ATTR_INT_ARRAY, "array<i64: 1, 1>", NULL,
                 "[dilation_h, dilation_w], each >= 1."},
                {"groups", NN_ATTR_INT, "1 : i64", NULL,
                 "Divides input and output channels; >= 1."},
                {"layout", NN_ATTR_ENUM, "\"NCHW\"", "NCHW|NHWC",
                 "NCHW with OIHW weights, or NHWC with HWIO weights."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .quantization = NN_QUANT_BILINEAR,
     .inferShape = nnInferConv,
     LAYOUT(ATTRIBUTE, "layout"),
     .lower = nnLowerConv,
     .lowersDynamicDims = true,
     .channels = {.outputChannels = nnConvOutputChannels}},

    {.name = "nn.conv3d",
     .summary = "3-D convolution, grouped or depthwise",
     .shapeRule =
         "NCDHW: [N, C, D, H, W] x [O, C/groups, KD, KH, KW] -> [N, O, OD, OH, "
         "OW] (NDHWC and DHWIO likewise), each output size as conv2d's; C = "
         "weight channels x groups and O divisible by groups.",
     .description =
         "Cross-correlates `input` with `weight` over depth, height and "
         "width, as PyTorch's Conv3d without bias: nn.conv2d with one more "
         "spatial dimension. With layout NCDHW the input is [N, C, D, H, W] "
         "and the weight [O, C/groups, KD, KH, KW] (OIDHW); with NDHWC the "
         "input is [N, D, H, W, C] and the weight [KD, KH, KW, C/groups, O] "
         "(DHWIO). Each output size is `(in + pad_begin + pad_end - "
         "dilation*(k-1) - 1) / stride + 1`. `groups` = C gives a depthwise "
         "convolution. A barrier to --convert-layout, which moves 4-D "
         "tensors only.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "NCDHW or NDHWC."},
              {"weight", NN_SINGLE, NN_NUMERIC, "OIDHW or DHWIO."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES({"strides", NN_ATTR_INT_ARRAY, "array<i64: 1, 1, 1>", NULL,
                 "[stride_d, stride_h, stride_w], each >= 1."},
                {"padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0, 0, 0, 0, 0>",
                 NULL, "[front, top, left, back, bottom, right], each >= 0."},
                {"dilations", NN_ATTR_INT_ARRAY, "array<i64: 1, 1, 1>", NULL,
                 "[dilation_d, dilation_h, dilation_w], each >= 1."},
                {"groups", NN_ATTR_INT, "1 : i64", NULL,
                 "Divides input and output channels; >= 1."},
                {"layout", NN_ATTR_ENUM, "\"NCDHW\"", "NCDHW|NDHWC",
                 "NCDHW with OIDHW weights, or NDHWC with DHWIO weights."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .quantization = NN_QUANT_BILINEAR,
     .inferShape = nnInferConv,
     .lower = nnLowerConv,
     .lowersDynamicDims = true,
     .channels = {.outputChannels = nnConvOutputChannels}},

    {.name = "nn.conv_transpose2d",
     .summary = "2-D transposed convolution, grouped",
     .shapeRule =
         "[N, C, H, W] x [C, O/groups, KH, KW] -> [N, O, OH, OW], with OH = "
         "(H - 1) * stride_h + dilation_h*(KH-1) + 1 - pad_top - pad_bottom + "
         "output_padding_h and OW alike, each >= 1; C divisible by groups.",
     .description =
         "The gradient of nn.conv2d with respect to its input, as PyTorch's "
         "ConvTranspose2d without bias and ONNX ConvTranspose: input element "
         "(n, c, y, x) adds `input * weight[c, m, ky, kx]` to output element "
         "(n, g * O/groups + m, y * stride_h + ky * dilation_h - pad_top, "
         "x * stride_w + kx * dilation_w - pad_left) for c in group g. The "
         "padding crops the full result, and `output_padding` extends it at "
         "the end: output positions no input reaches are zero (any "
         "output_padding is accepted; PyTorch's must be below the stride or "
         "the dilation). NCHW only, so a barrier to --convert-layout.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "[N, C, H, W]."},
              {"weight", NN_SINGLE, NN_NUMERIC, "[C, O/groups, KH, KW]."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES({"strides", NN_ATTR_INT_ARRAY, "array<i64: 1, 1>", NULL,
                 "[stride_h, stride_w], each >= 1."},
                {"padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0, 0, 0>", NULL,
                 "[top, left, bottom, right] cropped off, each >= 0."},
                {"output_padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0>", NULL,
                 "[bottom, right] added, each >= 0."},
                {"dilations", NN_ATTR_INT_ARRAY, "array<i64: 1, 1>", NULL,
                 "[dilation_h, dilation_w], each >= 1."},
                {"groups", NN_ATTR_INT, "1 : i64", NULL,
                 "Divides input and output channels; >= 1."},
                {"layout", NN_ATTR_ENUM, "\"NCHW\"", "NCHW",
                 "NCHW input and output, weight [C, O/groups, KH, KW]."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .quantization = NN_QUANT_BILINEAR,
     .inferShape = nnInferConvTranspose,
     .lower = nnLowerConvTranspose,
     .lowersDynamicDims = true,
     .channels = {.outputChannels = nnConvTransposeOutputChannels}},

    {.name = "nn.conv_transpose3d",
     .summary = "3-D transposed convolution, grouped",
     .shapeRule =
         "[N, C, D, H, W] x [C, O/groups, KD, KH, KW] -> [N, O, OD, OH, OW], "
         "each output size as conv_transpose2d's; C divisible by groups.",
     .description =
         "nn.conv_transpose2d with one more spatial dimension, as PyTorch's "
         "ConvTranspose3d without bias and ONNX ConvTranspose. NCDHW only, "
         "a barrier to --convert-layout.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "[N, C, D, H, W]."},
              {"weight", NN_SINGLE, NN_NUMERIC, "[C, O/groups, KD, KH, KW]."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES({"strides", NN_ATTR_INT_ARRAY, "array<i64: 1, 1, 1>", NULL,
                 "[stride_d, stride_h, stride_w], each >= 1."},
                {"padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0, 0, 0, 0, 0>",
                 NULL,
                 "[front, top, left, back, bottom, right] cropped off, each "
                 ">= 0."},
                {"output_padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0, 0>",
                 NULL, "[back, bottom, right] added, each >= 0."},
                {"dilations", NN_ATTR_INT_ARRAY, "array<i64: 1, 1, 1>", NULL,
                 "[dilation_d, dilation_h, dilation_w], each >= 1."},
                {"groups", NN_ATTR_INT, "1 : i64", NULL,
                 "Divides input and output channels; >= 1."},
                {"layout", NN_ATTR_ENUM, "\"NCDHW\"", "NCDHW",
                 "NCDHW input and output, weight [C, O/groups, KD, KH, KW]."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .quantization = NN_QUANT_BILINEAR,
     .inferShape = nnInferConvTranspose,
     .lower = nnLowerConvTranspose,
     .lowersDynamicDims = true,
     .channels = {.outputChannels = nnConvTransposeOutputChannels}},

    {.name = "nn.max_pool2d",
     .summary = "2-D max pooling",
     .shapeRule =
         "NCHW: [N, C, H, W] -> [N, C, OH, OW] (NHWC likewise), with OH = "
         "(H + pad_top + pad_bottom - dilation_h*(KH-1) - 1) / stride_h + 1 "
         "and OW alike, "
         "rounded up with ceil_mode (a last window starting in the bottom or "
         "right padding is dropped); each pad is smaller than the dilated "
         "kernel.",
     .description =
         "Takes the largest element of each `kernel`-sized window of "
         "`input`, as PyTorch's MaxPool2d and ONNX MaxPool (padded "
         "positions never win). The output size is `(in + pad_begin + "
         "pad_end - dilation*(k-1) - 1) / stride + 1`, rounded down, or up "
         "with `ceil_mode`, in which case a last window that would start in "
         "the end padding is dropped (PyTorch and ONNX agree). `strides` "
         "defaults to 1, as in ONNX (PyTorch defaults it to the kernel "
         "size: converters spell it out). Each pad must be smaller than the "
         "dilated kernel, `pad < dilation*(k-1) + 1` (ONNX Runtime's rule; "
         "PyTorch's, at most half, is stricter). A window holding no input "
         "element (all padding, possible with large pads or dilations) "
         "gives -inf, or the smallest integer (0 unsigned): the maximum of "
         "nothing. NaN is above every number: a window holding one gives "
         "its first NaN. -0 and +0 are equal maxima, and of equal maxima "
         "the first in the window (row-major) is the result, as in "
         "PyTorch. Spatial dimensions must not be empty.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_NUMERIC, "NCHW or NHWC."}),
     RESULT(NN_ALL_NUMERIC),
     ATTRIBUTES({"kernel", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "[kernel_h, kernel_w], each >= 1."},
                {"strides", NN_ATTR_INT_ARRAY, "array<i64: 1, 1>", NULL,
                 "[stride_h, stride_w], each >= 1."},
                {"padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0, 0, 0>", NULL,
                 "[top, left, bottom, right], each >= 0 and smaller than the "
                 "dilated kernel."},
                {"dilations", NN_ATTR_INT_ARRAY, "array<i64: 1, 1>", NULL,
                 "[dilation_h, dilation_w], each >= 1."},
                {"ceil_mode", NN_ATTR_BOOL, "false", NULL,
                 "Round the output size up instead of down."},
                {"layout", NN_ATTR_ENUM, "\"NCHW\"", "NCHW|NHWC",
                 "[N, C, H, W] or [N, H, W, C]."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .quantization = NN_QUANT_SELECTS,
     .inferShape = nnInferPool,
     LAYOUT(ATTRIBUTE, "layout"),
     .lower = nnLowerMaxPool,
     .lowersDynamicDims = true},

    {.name = "nn.max_pool3d",
     .summary = "3-D max pooling",
     .shapeRule =
         "NCDHW: [N, C, D, H, W] -> [N, C, OD, OH, OW] (NDHWC likewise), each "
         "output size as max_pool2d's; each pad is smaller than the dilated "
         "kernel.",
     .description =
         "nn.max_pool2d with one more spatial dimension, as PyTorch's "
         "MaxPool3d and ONNX MaxPool on 5-D inputs: the same output size, "
         "ceil_mode, padding rule, empty-window value (-inf, or the "
         "smallest integer) and order (NaN above every number, the first of "
         "equal maxima such as -0 and +0). A barrier to --convert-layout.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "NCDHW or NDHWC."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES({"kernel", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "[kernel_d, kernel_h, kernel_w], each >= 1."},
                {"strides", NN_ATTR_INT_ARRAY, "array<i64: 1, 1, 1>", NULL,
                 "[stride_d, stride_h, stride_w], each >= 1."},
                {"padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0, 0, 0, 0, 0>",
                 NULL,
                 "[front, top, left, back, bottom, right], each >= 0 and "
                 "smaller than the dilated kernel."},
                {"dilations", NN_ATTR_INT_ARRAY, "array<i64: 1, 1, 1>", NULL,
                 "[dilation_d, dilation_h, dilation_w], each >= 1."},
                {"ceil_mode", NN_ATTR_BOOL, "false", NULL,
                 "Round the output size up instead of down."},
                {"layout", NN_ATTR_ENUM, "\"NCDHW\"", "NCDHW|NDHWC",
                 "[N, C, D, H, W] or [N, D, H, W, C]."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .quantization = NN_QUANT_SELECTS,
     .inferShape = nnInferPool,
     .lower = nnLowerMaxPool,
     .lowersDynamicDims = true},

    {.name = "nn.max_pool_with_indices",
     .summary =
         "2-D or 3-D max pooling that also returns where each maximum is",
     .shapeRule =
         "NCHW [N, C, H, W] (or NCDHW) -> values and indices [N, C, OH, OW] "
         "(or [N, C, OD, OH, OW]), each output size as max_pool2d's; "
         "indices are i64; storage_order is 0 or 1.",
     .description =
         "nn.max_pool2d (or nn.max_pool3d) of a channels-first input, plus "
         "the position of each maximum as ONNX MaxPool's `Indices` output "
         "gives it: flattened over the whole input tensor, `(n * C + c) * "
         "H * W + h * W + w` (storage_order 0, row major) or `(n * C + c) * "
         "H * W + h + w * H` (storage_order 1, column major: the spatial "
         "coordinates in reverse order, likewise in 3-D). Among equal "
         "maxima the first in row-major order wins (ONNX Runtime's scan); "
         "NaN is above every number, so a window holding one gives NaN, "
         "and its first NaN's position, as nn.max_pool2d's values and "
         "PyTorch's max_pool2d_with_indices. Padded positions never win; a "
         "window holding no input element (possible with dilations) gives "
         "-inf, or the smallest integer, and index -1. A separate op "
         "rather than a second result of nn.max_pool2d: the flattened "
         "index is tied to the NCHW layout and storage_order, so this op "
         "is a barrier to --convert-layout and is `opaque`, while "
         "nn.max_pool2d keeps following layouts and taking epilogues. 3-D "
         "inputs spell strides, padding and dilations out.",
     OPERANDS(
         {"input", NN_SINGLE, NN_FLOAT | NN_I8 | NN_UI8, "NCHW or NCDHW."}),
     RESULTS({"values", NN_SINGLE, NN_FLOAT | NN_I8 | NN_UI8,
              "The maxima, as nn.max_pool2d's."},
             {"indices", NN_SINGLE, NN_I64,
              "Their flattened positions in `input` (-1: an empty window)."}),
     ATTRIBUTES({"kernel", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "One size per spatial dimension, each >= 1."},
                {"strides", NN_ATTR_INT_ARRAY, "array<i64: 1, 1>", NULL,
                 "One per spatial dimension, each >= 1."},
                {"padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0, 0, 0>", NULL,
                 "Begins then ends, each >= 0 and smaller than the dilated "
                 "kernel."},
                {"dilations", NN_ATTR_INT_ARRAY, "array<i64: 1, 1>", NULL,
                 "One per spatial dimension, each >= 1."},
                {"ceil_mode", NN_ATTR_BOOL, "false", NULL,
                 "Round the output size up instead of down."},
                {"storage_order", NN_ATTR_INT, "0 : i64", NULL,
                 "How `indices` flatten the spatial position: 0 row major, "
                 "1 column major."},
                {"layout", NN_ATTR_ENUM, "\"NCHW\"", "NCHW|NCDHW",
                 "[N, C, H, W] or [N, C, D, H, W]."}),
     .fusionKind = NN_FUSION_OPAQUE,
     .pure = true,
     .inferShape = nnInferMaxPoolWithIndices,
     .lower = nnLowerMaxPoolWithIndices,
     .lowersDynamicDims = true},

    {.name = "nn.avg_pool2d",
     .summary = "2-D average pooling",
     .shapeRule =
         "NCHW: [N, C, H, W] -> [N, C, OH, OW] (NHWC likewise), with OH = "
         "(H + pad_top + pad_bottom - (KH-1) - 1) / stride_h + 1 and OW alike, "
         "rounded up with ceil_mode (a last window starting in the bottom or "
         "right padding is dropped); each pad is smaller than the kernel.",
     .description =
         "Averages each `kernel`-sized window of `input`, as PyTorch's "
         "AvgPool2d and ONNX AveragePool. Padded positions count in the "
         "divisor only with `count_include_pad` (default false, as in ONNX; "
         "PyTorch defaults to true); positions past the end padding, which "
         "ceil_mode's last window may cover, never count. The output size is "
         "`(in + pad_begin + pad_end - k) / stride + 1`, rounded down, or up "
         "with `ceil_mode`, in which case a last window that would start in "
         "the end padding is dropped (PyTorch and ONNX agree). `strides` "
         "defaults to 1, as in ONNX (PyTorch defaults it to the kernel "
         "size). Each pad must be smaller than the kernel (ONNX Runtime's "
         "rule; PyTorch's, at most half, is stricter), so every window, "
         "ceil_mode's last one included, holds an input element and no "
         "divisor is zero. Spatial dimensions must not be "
         "empty. Floats only.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "NCHW or NHWC."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"kernel", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "[kernel_h, kernel_w], each >= 1."},
                {"strides", NN_ATTR_INT_ARRAY, "array<i64: 1, 1>", NULL,
                 "[stride_h, stride_w], each >= 1."},
                {"padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0, 0, 0>", NULL,
                 "[top, left, bottom, right], each >= 0 and smaller than the "
                 "kernel."},
                {"ceil_mode", NN_ATTR_BOOL, "false", NULL,
                 "Round the output size up instead of down."},
                {"count_include_pad", NN_ATTR_BOOL, "false", NULL,
                 "Divide by the whole window, padding included."},
                {"layout", NN_ATTR_ENUM, "\"NCHW\"", "NCHW|NHWC",
                 "[N, C, H, W] or [N, H, W, C]."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .inferShape = nnInferPool,
     LAYOUT(ATTRIBUTE, "layout"),
     .lower = nnLowerAvgPool,
     .lowersDynamicDims = true},

    {.name = "nn.avg_pool3d",
     .summary = "3-D average pooling",
     .shapeRule =
         "NCDHW: [N, C, D, H, W] -> [N, C, OD, OH, OW] (NDHWC likewise), each "
         "output size as avg_pool2d's; each pad is smaller than the kernel.",
     .description =
         "nn.avg_pool2d with one more spatial dimension, as PyTorch's "
         "AvgPool3d and ONNX AveragePool on 5-D inputs: the same output "
         "size, ceil_mode, count_include_pad and padding rule. Floats only. A "
         "barrier to --convert-layout.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "NCDHW or NDHWC."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"kernel", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "[kernel_d, kernel_h, kernel_w], each >= 1."},
                {"strides", NN_ATTR_INT_ARRAY, "array<i64: 1, 1, 1>", NULL,
                 "[stride_d, stride_h, stride_w], each >= 1."},
                {"padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0, 0, 0, 0, 0>",
                 NULL,
                 "[front, top, left, back, bottom, right], each >= 0 and "
                 "smaller than the kernel."},
                {"ceil_mode", NN_ATTR_BOOL, "false", NULL,
                 "Round the output size up instead of down."},
                {"count_include_pad", NN_ATTR_BOOL, "false", NULL,
                 "Divide by the whole window, padding included."},
                {"layout", NN_ATTR_ENUM, "\"NCDHW\"", "NCDHW|NDHWC",
                 "[N, C, D, H, W] or [N, D, H, W, C]."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .inferShape = nnInferPool,
     .lower = nnLowerAvgPool,
     .lowersDynamicDims = true},

    {.name = "nn.global_avg_pool2d",
     .summary = "Average over the whole spatial extent",
     .shapeRule = "NCHW: [N, C, H, W] -> [N, C, 1, 1]; NHWC: [N, H, W, C] -> "
                  "[N, 1, 1, C].",
     .description =
         "Averages each channel over all of H and W, as ONNX "
         "GlobalAveragePool and PyTorch's adaptive_avg_pool2d to 1x1; the "
         "spatial dimensions are kept with size 1 and must not be empty. "
         "Floats only.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "NCHW or NHWC."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"layout", NN_ATTR_ENUM, "\"NCHW\"", "NCHW|NHWC",
                 "[N, C, H, W] or [N, H, W, C]."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .inferShape = nnInferGlobalPool,
     LAYOUT(ATTRIBUTE, "layout"),
     .lower = nnLowerGlobalAvgPool2d,
     .lowersDynamicDims = true},
};

const NnOpCategory nnContractionOps = {
    "Linear algebra, convolution and pooling",
    "Fusion kind `out_elementwise_fusable`.", ops,
    (int)(sizeof(ops) / sizeof(ops[0]))};
