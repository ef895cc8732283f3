//===- Binary.c - Broadcasting binary ops -------------------------------===//
//
// Ops of two or more operands combined elementwise under NumPy broadcasting,
// and the ops that broadcast a per-channel operand along one axis.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

/// A broadcasting op of two operands of one element type, whose result has
/// that element type too.
#define BINARY_OP(NAME, TYPES, SUMMARY, DESCRIPTION, ...)                      \
  {                                                                            \
    .name = "nn." NAME, .summary = SUMMARY, .description = DESCRIPTION,        \
    .shapeRule = BROADCAST_RULE,                                               \
    OPERANDS({"lhs", NN_SINGLE, TYPES, "The left operand."},                   \
             {"rhs", NN_SINGLE, TYPES, "The right operand."}),                 \
    RESULT(TYPES), .fusionKind = NN_FUSION_BROADCAST, .pure = true,            \
    .inferShape = nnInferBroadcast, LAYOUT(AGNOSTIC, NULL), __VA_ARGS__        \
  }

#define BINARY(NAME, SUMMARY, FORMULA, ...)                                    \
  BINARY_OP(NAME, NN_ALL_NUMERIC, SUMMARY,                                     \
            "Computes `" FORMULA "` elementwise.", __VA_ARGS__)

/// A broadcasting comparison: numeric operands of one element type, an i1
/// result.
#define COMPARE(NAME, SUMMARY, FORMULA, ONNX, ...)                             \
  {                                                                            \
    .name = "nn." NAME, .summary = SUMMARY,                                    \
    .description = "Computes `" FORMULA "` elementwise, as ONNX `" ONNX        \
                   "`; the result is `i1`. Floats compare as IEEE 754 "        \
                   "says: every comparison with NaN is false, except `!=`.",   \
    .shapeRule = BROADCAST_RULE " The result's element type is i1.",           \
    OPERANDS({"lhs", NN_SINGLE, NN_ALL_NUMERIC, "The left operand."},          \
             {"rhs", NN_SINGLE, NN_ALL_NUMERIC, "The right operand."}),        \
    RESULT(NN_I1), .fusionKind = NN_FUSION_BROADCAST, .pure = true,            \
    .inferShape = nnInferCompare, LAYOUT(AGNOSTIC, NULL), __VA_ARGS__          \
  }

static const NnOpDef ops[] = {
    BINARY("add", "Elementwise addition", "lhs + rhs",
           SCALAR("arith.addf", "arith.addi"),
           ALGEBRA(.commutative = true, .associative = true,
                   .identity = NN_VALUE_NEG_ZERO)),

    BINARY("sub", "Elementwise subtraction", "lhs - rhs",
           SCALAR("arith.subf", "arith.subi"),
           ALGEBRA(.identity = NN_VALUE_ZERO)),

    BINARY("mul", "Elementwise multiplication", "lhs * rhs",
           SCALAR("arith.mulf", "arith.muli"),
           ALGEBRA(.commutative = true, .associative = true,
                   .identity = NN_VALUE_ONE)),

    BINARY_OP("div", NN_ALL_NUMERIC, "Elementwise division",
              "Computes `lhs / rhs` elementwise. Integer division truncates "
              "toward zero, as ONNX `Div` and C; where ONNX leaves the "
              "result undefined, nn defines it as NumPy does: `x / 0` is 0 "
              "and the most negative value divided by -1 wraps to itself. "
              "Floats follow IEEE 754 (`x / 0` is an infinity or NaN).",
              FORMULA(nnScalarDiv), ALGEBRA(.identity = NN_VALUE_ONE)),

    {.name = "nn.mod",
     .summary = "Elementwise remainder",
     .shapeRule = BROADCAST_RULE " Float operands require `fmod`.",
     .description =
         "Computes the remainder of `lhs / rhs` elementwise, as ONNX `Mod`. "
         "With `fmod` false (integers only) the remainder takes the sign of "
         "the divisor, as Python's `%` and NumPy's `mod`; with `fmod` true "
         "it takes the sign of the dividend, as C's `fmod` and `%` and "
         "NumPy's `fmod`. Floats require `fmod` (as ONNX does) and follow "
         "C's `fmod` (`x mod 0` is NaN). Where ONNX leaves integers "
         "undefined, nn defines them as NumPy does: `x mod 0` is 0, and the "
         "most negative value mod -1 is 0 (no trap).",
     OPERANDS({"lhs", NN_SINGLE, NN_ALL_NUMERIC, "The dividend."},
              {"rhs", NN_SINGLE, NN_ALL_NUMERIC, "The divisor."}),
     RESULT(NN_ALL_NUMERIC),
     ATTRIBUTES({"fmod", NN_ATTR_BOOL, "false", NULL,
                 "The sign of the dividend (true) or of the divisor "
                 "(false, integers only)."}),
     .fusionKind = NN_FUSION_BROADCAST,
     .pure = true,
     .inferShape = nnInferMod,
     LAYOUT(AGNOSTIC, NULL),
     FORMULA(nnScalarMod)},

    {.name = "nn.bit_shift",
     .summary = "Elementwise bit shift",
     .shapeRule = BROADCAST_RULE,
     .description =
         "Shifts the bits of `lhs` left or right by `rhs` places "
         "elementwise, as ONNX `BitShift`, on unsigned integers: bits "
         "shifted out are lost and zeros come in. A shift by the bit width "
         "or more gives 0 (as the ONNX reference, in NumPy, does; in C and "
         "LLVM it is undefined).",
     OPERANDS({"lhs", NN_SINGLE, NN_UNSIGNED_INT, "The values to shift."},
              {"rhs", NN_SINGLE, NN_UNSIGNED_INT, "The shift amounts."}),
     RESULT(NN_UNSIGNED_INT),
     ATTRIBUTES({"direction", NN_ATTR_ENUM, NULL, "LEFT|RIGHT",
                 "Which way the bits move: \"LEFT\" multiplies by 2^rhs, "
                 "\"RIGHT\" divides by it."}),
     .fusionKind = NN_FUSION_BROADCAST,
     .pure = true,
     .inferShape = nnInferBroadcast,
     LAYOUT(AGNOSTIC, NULL),
     FORMULA(nnScalarBitShift)},

    BINARY_OP("pow", NN_ALL_NUMERIC, "Elementwise power",
              "Computes `lhs ^ rhs` elementwise, as ONNX `Pow` and PyTorch's "
              "`pow`, with both operands of one element type. On integers a "
              "negative exponent is undefined (PyTorch rejects it); on "
              "unsigned integers every exponent is defined and the power "
              "wraps around, as NumPy's. Floats follow C's `pow` (a "
              "negative base to a non-integer power is NaN, `pow(x, 0)` and "
              "`pow(1, y)` are 1). On the CPU (f32, f16 and bf16 through "
              "f32; --nn-expand-math, computed in f64): within 1 ulp of f32 "
              "(measured: correctly rounded on the accuracy test's 16384 "
              "pairs).",
              FORMULA(nnScalarPow), ALGEBRA(.identity = NN_VALUE_ONE)),

    BINARY_OP("maximum", NN_ALL_NUMERIC, "Elementwise maximum",
              "Computes `max(lhs, rhs)` elementwise, as PyTorch's `maximum` "
              "and the two-operand ONNX `Max`; a NaN operand gives NaN.",
              SCALAR("arith.maximumf", "arith.maxsi"),
              ALGEBRA(.commutative = true, .associative = true,
                      .idempotent = true, .identity = NN_VALUE_LOWEST)),

    BINARY_OP("minimum", NN_ALL_NUMERIC, "Elementwise minimum",
              "Computes `min(lhs, rhs)` elementwise, as PyTorch's `minimum` "
              "and the two-operand ONNX `Min`; a NaN operand gives NaN.",
              SCALAR("arith.minimumf", "arith.minsi"),
              ALGEBRA(.commutative = true, .associative = true,
                      .idempotent = true, .identity = NN_VALUE_HIGHEST)),

    COMPARE("equal", "Elementwise equality", "lhs == rhs", "Equal",
            COMPARISON("oeq", "eq"), ALGEBRA(.commutative = true)),

    COMPARE("not_equal", "Elementwise inequality", "lhs != rhs", "Not(Equal)",
            COMPARISON("une", "ne"), ALGEBRA(.commutative = true)),

    COMPARE("less", "Elementwise less-than", "lhs < rhs", "Less",
            COMPARISON("olt", "slt")),

    COMPARE("less_equal", "Elementwise less-or-equal", "lhs <= rhs",
            "LessOrEqual", COMPARISON("ole", "sle")),

    COMPARE("greater", "Elementwise greater-than", "lhs > rhs", "Greater",
            COMPARISON("ogt", "sgt")),

    COMPARE("greater_equal", "Elementwise greater-or-equal", "lhs >= rhs",
            "GreaterOrEqual", COMPARISON("oge", "sge")),

    BINARY_OP("and", NN_I1, "Logical and",
              "Computes `lhs && rhs` elementwise on booleans, as ONNX "
              "`And`.",
              SCALAR(NULL, "arith.andi"),
              ALGEBRA(.commutative = true, .associative = true,
                      .idempotent = true, .identity = NN_VALUE_ONE,
                      .absorbing = NN_VALUE_ZERO)),

    BINARY_OP("or", NN_I1, "Logical or",
              "Computes `lhs || rhs` elementwise on booleans, as ONNX `Or`.",
              SCALAR(NULL, "arith.ori"),
              ALGEBRA(.commutative = true, .associative = true,
                      .idempotent = true, .identity = NN_VALUE_ZERO,
                      .absorbing = NN_VALUE_ONE)),

    {.name = "nn.where",
     .summary = "Selects between two tensors",
     .shapeRule = "NumPy broadcasting of all three operands: shapes are "
                  "aligned at the right; in each position the dimensions "
                  "that are not 1 must be equal, and the result takes the "
                  "largest. The element type is that of `x` and `y`.",
     .description =
         "Computes `condition ? x : y` elementwise, as ONNX `Where` and "
         "PyTorch's `where`. `x` and `y` share an element type, which is the "
         "result's.",
     OPERANDS({"condition", NN_SINGLE, NN_I1, "Where to take `x`."},
              {"x", NN_SINGLE, NN_ALL_ELEMENTS,
               "The values where `condition` is true."},
              {"y", NN_SINGLE, NN_ALL_ELEMENTS,
               "The values where `condition` is false."}),
     RESULT(NN_ALL_ELEMENTS),
     .fusionKind = NN_FUSION_BROADCAST,
     .pure = true,
     .inferShape = nnInferWhere,
     LAYOUT(AGNOSTIC, NULL),
     SCALAR("arith.select", "arith.select")},

    {.name = "nn.bias_add",
     .summary = "Adds a 1-D bias along one axis",
     .shapeRule = "The result has the input's type; bias is 1-D with the size "
                  "of dimension `axis`.",
     .description =
         "Adds `bias[i]` to every element whose index along `axis` is `i`: "
         "the bias of a convolution (axis 1 in NCHW, 3 in NHWC) or of a "
         "dense layer (axis -1). The bias size must equal that dimension.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_NUMERIC, "The input tensor."},
              {"bias", NN_SINGLE, NN_ALL_NUMERIC, "A 1-D tensor."}),
     RESULT(NN_ALL_NUMERIC),
     ATTRIBUTES({"axis", NN_ATTR_INT, "1 : i64", NULL,
                 "The input dimension the bias runs along."}),
     .fusionKind = NN_FUSION_BROADCAST,
     .pure = true,
     .inferShape = nnInferBiasAdd,
     LAYOUT(AXIS, "axis"),
     .lower = nnLowerBiasAdd,
     .lowersDynamicDims = true,
     .channels = {.addsBias = true}},

    {.name = "nn.prelu",
     .summary = "Parametric rectified linear unit",
     .shapeRule = "The result has the input's type; alpha is 1-D of size 1 "
                  "or of the size of input dimension 1 (the channels), which "
                  "then must exist.",
     .description =
         "Computes `input` where `input >= 0` and `alpha[c] * input` "
         "elsewhere, `c` being the element's index along dimension 1, as "
         "PyTorch's `PReLU` (`num_parameters` = 1 or C): one slope for the "
         "whole tensor or one per channel of an NCHW or [N, C] input. ONNX "
         "`PRelu` with a slope of shape [C, 1, ..., 1] or [1] is the same "
         "op.",
     OPERANDS(
         {"input", NN_SINGLE, NN_FLOAT, "The input tensor."},
         {"alpha", NN_SINGLE, NN_FLOAT, "The slopes: 1-D, of size 1 or C."}),
     RESULT(NN_FLOAT),
     .fusionKind = NN_FUSION_BROADCAST,
     .pure = true,
     .inferShape = nnInferPrelu,
     .lower = nnLowerPrelu,
     .lowersDynamicDims = true},

    {.name = "nn.batch_norm",
     .summary = "Batch normalisation (inference)",
     .shapeRule = "The result has the input's type; scale, bias, mean and "
                  "var are 1-D with the size of dimension `axis`.",
     .description =
         "Computes `scale[c] * (input - mean[c]) / sqrt(var[c] + epsilon) + "
         "bias[c]`, `c` being the element's index along `axis`: ONNX "
         "`BatchNormalization` and PyTorch's `BatchNorm*d` in inference "
         "mode, with the running statistics as operands. `axis` is 1 for "
         "NCHW and -1 for NHWC; `epsilon` must not be negative.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."},
              {"scale", NN_SINGLE, NN_FLOAT, "1-D: the learned factor."},
              {"bias", NN_SINGLE, NN_FLOAT, "1-D: the learned offset."},
              {"mean", NN_SINGLE, NN_FLOAT, "1-D: the running mean."},
              {"var", NN_SINGLE, NN_FLOAT, "1-D: the running variance."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"epsilon", NN_ATTR_FLOAT, "1.000000e-05 : f32", NULL,
                 "Added to the variance before the square root."},
                {"axis", NN_ATTR_INT, "1 : i64", NULL,
                 "The channel dimension of the input."}),
     .fusionKind = NN_FUSION_BROADCAST,
     .pure = true,
     .inferShape = nnInferBatchNorm,
     LAYOUT(AXIS, "axis"),
     .lower = nnLowerBatchNorm,
     .lowersDynamicDims = true,
     .channels = {.normalizes = true}},
};

const NnOpCategory nnBinaryOps = {
    "Binary and broadcasting",
    "Elementwise ops of several operands under NumPy broadcasting, and "
    "per-channel ops. Fusion kind `broadcast`.",
    ops, (int)(sizeof(ops) / sizeof(ops[0]))};
