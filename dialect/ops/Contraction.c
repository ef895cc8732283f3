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
     .inferShape = nnInferMatmul,
     .lower = nnLowerMatmul,
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
     .inferShape = nnInferConv2d,
     LAYOUT(ATTRIBUTE, "layout"),
     .lower = nnLowerConv2d,
     .channels = {.outputChannels = nnConv2dOutputChannels}},

    {.name = "nn.max_pool2d",
     .summary = "2-D max pooling",
     .shapeRule =
         "NCHW: [N, C, H, W] -> [N, C, OH, OW] (NHWC likewise), with OH = "
         "(H + pad_top + pad_bottom - dilation_h*(KH-1) - 1) / stride_h + 1 "
         "and OW alike, "
         "rounded up with ceil_mode (a last window starting in the bottom or "
         "right padding is dropped); each pad is at most half the dilated "
         "kernel.",
     .description =
         "Takes the largest element of each `kernel`-sized window of "
         "`input`, as PyTorch's MaxPool2d and ONNX MaxPool (padded "
         "positions never win). The output size is `(in + pad_begin + "
         "pad_end - dilation*(k-1) - 1) / stride + 1`, rounded down, or up "
         "with `ceil_mode`, in which case a last window that would start in "
         "the end padding is dropped (PyTorch and ONNX agree). `strides` "
         "defaults to 1, as in ONNX (PyTorch defaults it to the kernel "
         "size: converters spell it out). PyTorch's rule holds: each pad is "
         "at most half of the dilated kernel, "
         "`pad <= (dilation*(k-1) + 1) / 2`, so every window overlaps the "
         "input. Spatial dimensions must not be empty.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_NUMERIC, "NCHW or NHWC."}),
     RESULT(NN_ALL_NUMERIC),
     ATTRIBUTES({"kernel", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "[kernel_h, kernel_w], each >= 1."},
                {"strides", NN_ATTR_INT_ARRAY, "array<i64: 1, 1>", NULL,
                 "[stride_h, stride_w], each >= 1."},
                {"padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0, 0, 0>", NULL,
                 "[top, left, bottom, right], each >= 0 and at most half the "
                 "dilated kernel."},
                {"dilations", NN_ATTR_INT_ARRAY, "array<i64: 1, 1>", NULL,
                 "[dilation_h, dilation_w], each >= 1."},
                {"ceil_mode", NN_ATTR_BOOL, "false", NULL,
                 "Round the output size up instead of down."},
                {"layout", NN_ATTR_ENUM, "\"NCHW\"", "NCHW|NHWC",
                 "[N, C, H, W] or [N, H, W, C]."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .inferShape = nnInferPool2d,
     LAYOUT(ATTRIBUTE, "layout"),
     .lower = nnLowerMaxPool2d},

    {.name = "nn.avg_pool2d",
     .summary = "2-D average pooling",
     .shapeRule =
         "NCHW: [N, C, H, W] -> [N, C, OH, OW] (NHWC likewise), with OH = "
         "(H + pad_top + pad_bottom - (KH-1) - 1) / stride_h + 1 and OW alike, "
         "rounded up with ceil_mode (a last window starting in the bottom or "
         "right padding is dropped); each pad is at most half the kernel.",
     .description =
         "Averages each `kernel`-sized window of `input`, as PyTorch's "
         "AvgPool2d and ONNX AveragePool. Padded positions count in the "
         "divisor only with `count_include_pad` (default false, as in ONNX; "
         "PyTorch defaults to true). The output size is `(in + pad_begin + "
         "pad_end - k) / stride + 1`, rounded down, or up with `ceil_mode`, "
         "in which case a last window that would start in the end padding "
         "is dropped (PyTorch and ONNX agree). `strides` defaults to 1, as "
         "in ONNX (PyTorch defaults it to the kernel size). PyTorch's rule "
         "holds: each pad is at most half of the kernel, `pad <= k / 2`, "
         "so no window is all padding. Spatial dimensions must not be "
         "empty. Floats only.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "NCHW or NHWC."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"kernel", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "[kernel_h, kernel_w], each >= 1."},
                {"strides", NN_ATTR_INT_ARRAY, "array<i64: 1, 1>", NULL,
                 "[stride_h, stride_w], each >= 1."},
                {"padding", NN_ATTR_INT_ARRAY, "array<i64: 0, 0, 0, 0>", NULL,
                 "[top, left, bottom, right], each >= 0 and at most half the "
                 "kernel."},
                {"ceil_mode", NN_ATTR_BOOL, "false", NULL,
                 "Round the output size up instead of down."},
                {"count_include_pad", NN_ATTR_BOOL, "false", NULL,
                 "Divide by the whole window, padding included."},
                {"layout", NN_ATTR_ENUM, "\"NCHW\"", "NCHW|NHWC",
                 "[N, C, H, W] or [N, H, W, C]."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .inferShape = nnInferPool2d,
     LAYOUT(ATTRIBUTE, "layout"),
     .lower = nnLowerAvgPool2d},

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
     .inferShape = nnInferGlobalPool2d,
     LAYOUT(ATTRIBUTE, "layout"),
     .lower = nnLowerGlobalAvgPool2d},
};

const NnOpCategory nnContractionOps = {
    "Linear algebra, convolution and pooling",
    "Fusion kind `out_elementwise_fusable`.", ops,
    (int)(sizeof(ops) / sizeof(ops[0]))};
