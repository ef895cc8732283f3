//===- Ops.c - The op registry: every built-in op, described once ---------===//
//
// This table is the single source of truth for the nn dialect. The IRDL
// module, the verifier, docs/ops.md and the graph passes' knowledge of an op
// (fusion kind, purity) are all derived from it. Adding an op means adding
// one entry here and, when no existing rule fits, a shape function in
// shapes/.
//
// Semantics follow ONNX and PyTorch. Attribute spellings follow DESIGN.md
// section 4. Negative axes count from the end.
//
//===----------------------------------------------------------------------===//

#include "Registry.h"
#include "shapes/Shapes.h"

#define COUNT(T, ...) ((int)(sizeof((const T[]){__VA_ARGS__}) / sizeof(T)))
#define OPERANDS(...)                                                          \
  .operands = (const NnValueDef[]){__VA_ARGS__},                               \
  .numOperands = COUNT(NnValueDef, __VA_ARGS__)
#define RESULTS(...)                                                           \
  .results = (const NnValueDef[]){__VA_ARGS__},                                \
  .numResults = COUNT(NnValueDef, __VA_ARGS__)
#define ATTRIBUTES(...)                                                        \
  .attributes = (const NnAttrDef[]){__VA_ARGS__},                              \
  .numAttributes = COUNT(NnAttrDef, __VA_ARGS__)

#define RESULT(types) RESULTS({"output", NN_SINGLE, types, "The result."})

#define UNARY(NAME, TYPES, SUMMARY, DESCRIPTION)                               \
  {                                                                            \
    .name = "nn." NAME, .summary = SUMMARY, .description = DESCRIPTION,        \
    OPERANDS({"input", NN_SINGLE, TYPES, "The input tensor."}), RESULT(TYPES), \
    .fusionKind = NN_FUSION_ELEMENTWISE, .pure = true,                         \
    .inferShape = nnInferSameAsInput                                           \
  }

#define BINARY(NAME, SUMMARY, FORMULA)                                         \
  {                                                                            \
    .name = "nn." NAME, .summary = SUMMARY,                                    \
    .description = "Computes `" FORMULA "` elementwise with NumPy "            \
                   "broadcasting: shapes are aligned at the right and each "   \
                   "pair of dimensions must be equal or contain a 1. Both "    \
                   "operands and the result share one element type.",          \
    OPERANDS({"lhs", NN_SINGLE, NN_NUMERIC, "The left operand."},              \
             {"rhs", NN_SINGLE, NN_NUMERIC, "The right operand."}),            \
    RESULT(NN_NUMERIC), .fusionKind = NN_FUSION_BROADCAST, .pure = true,       \
    .inferShape = nnInferBroadcast                                             \
  }

const NnOpDef nnBuiltinOps[] = {
    BINARY("add", "Elementwise addition", "lhs + rhs"),
    BINARY("sub", "Elementwise subtraction", "lhs - rhs"),
    BINARY("mul", "Elementwise multiplication", "lhs * rhs"),
    BINARY("div", "Elementwise division", "lhs / rhs"),

    UNARY("relu", NN_NUMERIC, "Rectified linear unit",
          "Computes `max(input, 0)` elementwise."),
    UNARY("exp", NN_FLOAT, "Exponential", "Computes `e^input` elementwise."),
    UNARY("sigmoid", NN_FLOAT, "Logistic sigmoid",
          "Computes `1 / (1 + e^-input)` elementwise."),
    UNARY("tanh", NN_FLOAT, "Hyperbolic tangent",
          "Computes `tanh(input)` elementwise."),
    {.name = "nn.gelu",
     .summary = "Gaussian error linear unit",
     .description =
         "Computes `input * Φ(input)` elementwise, where Φ is the standard "
         "normal CDF. With `approximate = \"tanh\"` it uses "
         "`0.5 * x * (1 + tanh(sqrt(2/π) * (x + 0.044715 * x^3)))`, as "
         "PyTorch's `gelu(approximate='tanh')`.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"approximate", NN_ATTR_ENUM, "\"none\"", "none|tanh",
                 "`none` for the exact erf form, `tanh` for the "
                 "approximation."}),
     .fusionKind = NN_FUSION_ELEMENTWISE,
     .pure = true,
     .inferShape = nnInferSameAsInput},

    {.name = "nn.bias_add",
     .summary = "Adds a 1-D bias along one axis",
     .description =
         "Adds `bias[i]` to every element whose index along `axis` is `i`: "
         "the bias of a convolution (axis 1 in NCHW, 3 in NHWC) or of a "
         "dense layer (axis -1). The bias size must equal that dimension.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "The input tensor."},
              {"bias", NN_SINGLE, NN_NUMERIC, "A 1-D tensor."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES({"axis", NN_ATTR_INT, "1 : i64", NULL,
                 "The input dimension the bias runs along."}),
     .fusionKind = NN_FUSION_BROADCAST,
     .pure = true,
     .inferShape = nnInferBiasAdd},

    {.name = "nn.matmul",
     .summary = "Matrix product, batched with broadcasting",
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
     .inferShape = nnInferMatmul},

    {.name = "nn.conv2d",
     .summary = "2-D convolution, grouped or depthwise",
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
     .inferShape = nnInferConv2d},

    {.name = "nn.reshape",
     .summary = "Gives a tensor a new shape",
     .description =
         "Returns the elements of `input`, in row-major order, as a tensor of "
         "the result type's shape. There is no attribute: the result type is "
         "the new shape. Element counts and element types must match.",
     OPERANDS({"input", NN_SINGLE, NN_ANY_ELEMENT, "The input tensor."}),
     RESULT(NN_ANY_ELEMENT),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .inferShape = nnInferReshape},

    {.name = "nn.transpose",
     .summary = "Permutes dimensions",
     .description = "Result dimension `i` is input dimension `perm[i]`, as "
                    "`numpy.transpose(input, perm)`.",
     OPERANDS({"input", NN_SINGLE, NN_ANY_ELEMENT, "The input tensor."}),
     RESULT(NN_ANY_ELEMENT),
     ATTRIBUTES({"perm", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "A permutation of 0..rank-1."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .inferShape = nnInferTranspose},

    {.name = "nn.reduce_sum",
     .summary = "Sum over axes",
     .description =
         "Sums `input` over `axes` (all axes when empty). The reduced "
         "dimensions are removed, or kept with size 1 when `keepdims` is set.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "The input tensor."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES({"axes", NN_ATTR_INT_ARRAY, "array<i64>", NULL,
                 "Distinct axes in [-rank, rank); empty reduces all."},
                {"keepdims", NN_ATTR_BOOL, "false", NULL,
                 "Keep reduced dimensions with size 1."}),
     .fusionKind = NN_FUSION_REDUCTION,
     .pure = true,
     .inferShape = nnInferReduce},

    {.name = "nn.softmax",
     .summary = "Softmax along one axis",
     .description = "Computes `exp(x - max(x)) / sum(exp(x - max(x)))` along "
                    "`axis`; the result has the input's type.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"axis", NN_ATTR_INT, "-1 : i64", NULL,
                 "The axis to normalise along, in [-rank, rank)."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .inferShape = nnInferSoftmax},

    {.name = "tensor.concat",
     .summary = "Concatenation (upstream op)",
     .description =
         "The upstream `tensor.concat`, described here for nn's passes: IRDL "
         "cannot express variadic operands of different types, so nn uses "
         "MLIR's own op. Inputs share rank and element type and agree in "
         "every dimension but `dim`, whose sizes add up.",
     OPERANDS({"inputs", NN_VARIADIC, NN_ANY_ELEMENT, "Tensors to join."}),
     RESULT(NN_ANY_ELEMENT),
     ATTRIBUTES({"dim", NN_ATTR_INT, NULL, NULL,
                 "The dimension to join along, in [0, rank)."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .inferShape = nnInferConcat},
};

const int nnNumBuiltinOps = sizeof(nnBuiltinOps) / sizeof(nnBuiltinOps[0]);
