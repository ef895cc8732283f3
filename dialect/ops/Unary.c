//===- Unary.c - Elementwise unary ops ----------------------------------===//
//
// Ops that map each element to one element of the same position: the
// activations and math functions. They keep their operand's type, except
// nn.cast, whose result type names the element type to convert to.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

/// A unary op keeping its input's type; the trailing arguments say how it
/// lowers and its algebra.
#define UNARY(NAME, TYPES, SUMMARY, DESCRIPTION, ...)                          \
  {                                                                            \
    .name = "nn." NAME, .summary = SUMMARY, .description = DESCRIPTION,        \
    .shapeRule = "The result has the input's type.",                           \
    OPERANDS({"input", NN_SINGLE, TYPES, "The input tensor."}), RESULT(TYPES), \
    .fusionKind = NN_FUSION_ELEMENTWISE, .pure = true,                         \
    .inferShape = nnInferSameAsInput, LAYOUT(AGNOSTIC, NULL), __VA_ARGS__      \
  }

/// The default bounds of nn.clip: -inf and +inf (f32 bit patterns).
#define NEG_INF "0xFF800000 : f32"
#define POS_INF "0x7F800000 : f32"

static const NnOpDef ops[] = {
    UNARY("relu", NN_NUMERIC, "Rectified linear unit",
          "Computes `max(input, 0)` elementwise.", FORMULA(nnScalarRelu),
          ALGEBRA(.idempotent = true)),

    UNARY("exp", NN_FLOAT, "Exponential",
          "Computes `e^input` elementwise."
          " On the CPU (f32, f16 and bf16 through f32; --nn-expand-math): "
          "within 1 ulp of f32 (measured).",
          SCALAR("math.exp", NULL)),

    UNARY("sigmoid", NN_FLOAT, "Logistic sigmoid",
          "Computes `1 / (1 + e^-input)` elementwise. On the CPU (f32, "
          "f16 and bf16 through f32): within 2 ulp of f32 (measured).",
          FORMULA(nnScalarSigmoid)),

    UNARY("tanh", NN_FLOAT, "Hyperbolic tangent",
          "Computes `tanh(input)` elementwise."
          " On the CPU (f32, f16 and bf16 through f32; --nn-expand-math): "
          "within 1.06 ulp of f32 (measured).",
          SCALAR("math.tanh", NULL)),

    {.name = "nn.gelu",
     .summary = "Gaussian error linear unit",
     .shapeRule = "The result has the input's type.",
     .description =
         "Computes `input * Φ(input)` elementwise, where Φ is the standard "
         "normal CDF. With `approximate = \"tanh\"` it uses "
         "`0.5 * x * (1 + tanh(sqrt(2/π) * (x + 0.044715 * x^3)))`, as "
         "PyTorch's `gelu(approximate='tanh')`; it is computed as the "
         "equal `x / (1 + e^(-2u))`, u the tanh's argument, which does not "
         "cancel for negative x. On the CPU (f32, f16 and bf16 through "
         "f32; measured): the erf form within 1 ulp of f32 for x >= 0 and "
         "2 ulp on [-1, 0); below, 1 + erf(x / sqrt 2) cancels (145 ulp on "
         "[-3, -1), absolute error below 2e-7, as PyTorch's own formula). "
         "The tanh form within 2 ulp on [-1, inf) and 9 ulp on [-3, -1); "
         "below, the rounding of e^(-2u)'s argument grows with |x| (161 ulp "
         "at x = -9, a result of 5e-29, which PyTorch's formula rounds to "
         "0).",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"approximate", NN_ATTR_ENUM, "\"none\"", "none|tanh",
                 "`none` for the exact erf form, `tanh` for the "
                 "approximation."}),
     .fusionKind = NN_FUSION_ELEMENTWISE,
     LAYOUT(AGNOSTIC, NULL),
     .pure = true,
     .inferShape = nnInferSameAsInput,
     FORMULA(nnScalarGelu)},

    /* Arithmetic. */

    UNARY("neg", NN_NUMERIC, "Negation",
          "Computes `-input` elementwise, as ONNX `Neg`. Integer negation "
          "wraps around: the most negative value stays itself.",
          FORMULA(nnScalarNeg), ALGEBRA(.involution = true)),

    UNARY("abs", NN_ALL_NUMERIC, "Absolute value",
          "Computes `|input|` elementwise, as ONNX `Abs`. On integers the "
          "most negative value stays itself.",
          SCALAR("math.absf", "math.absi"), ALGEBRA(.idempotent = true)),

    UNARY("reciprocal", NN_FLOAT, "Reciprocal",
          "Computes `1 / input` elementwise, as ONNX `Reciprocal`.",
          FORMULA(nnScalarReciprocal), ALGEBRA(.involution = true)),

    UNARY("floor", NN_FLOAT, "Round down",
          "Computes the largest integer not greater than `input`, "
          "elementwise, as ONNX `Floor`.",
          SCALAR("math.floor", NULL), ALGEBRA(.idempotent = true)),

    UNARY("ceil", NN_FLOAT, "Round up",
          "Computes the smallest integer not less than `input`, "
          "elementwise, as ONNX `Ceil`.",
          SCALAR("math.ceil", NULL), ALGEBRA(.idempotent = true)),

    UNARY("round", NN_FLOAT, "Round to nearest, ties to even",
          "Rounds each element to the nearest integer, halfway cases to the "
          "even one, as ONNX `Round`, PyTorch's `round` and NumPy's `round`: "
          "`round(2.5) = 2`, `round(-0.5) = -0`.",
          SCALAR("math.roundeven", NULL), ALGEBRA(.idempotent = true)),

    /* Math functions. */

    UNARY("log", NN_FLOAT, "Natural logarithm",
          "Computes `ln(input)` elementwise, as ONNX `Log`: `-inf` at 0 and "
          "NaN below 0."
          " On the CPU (f32, f16 and bf16 through f32; --nn-expand-math): "
          "within 0.93 ulp of f32 (measured).",
          SCALAR("math.log", NULL)),

    UNARY("sqrt", NN_FLOAT, "Square root",
          "Computes `sqrt(input)` elementwise, as ONNX `Sqrt`: NaN below 0.",
          SCALAR("math.sqrt", NULL)),

    UNARY("rsqrt", NN_FLOAT, "Reciprocal square root",
          "Computes `1 / sqrt(input)` elementwise, as PyTorch's `rsqrt`: "
          "`+inf` at 0 and NaN below 0.",
          SCALAR("math.rsqrt", NULL)),

    UNARY("erf", NN_FLOAT, "Gauss error function",
          "Computes `erf(input) = 2/sqrt(π) * ∫[0, input] e^(-t^2) dt` "
          "elementwise, as ONNX `Erf`."
          " On the CPU (f32, f16 and bf16 through f32; --nn-expand-math): "
          "within 1.28 ulp of f32 (measured).",
          SCALAR("math.erf", NULL)),

    UNARY("sin", NN_FLOAT, "Sine",
          "Computes `sin(input)` elementwise (radians), as ONNX `Sin`. "
          "f32, f16 and bf16: within 0.57 ulp of f32 (measured), without a "
          "libm call for |input| < 2^20; larger inputs through libm's "
          "double-precision `sin`.",
          FORMULA(nnScalarSin)),

    UNARY("cos", NN_FLOAT, "Cosine",
          "Computes `cos(input)` elementwise (radians), as ONNX `Cos`. "
          "f32, f16 and bf16: within 0.57 ulp of f32 (measured), without a "
          "libm call for |input| < 2^20; larger inputs through libm's "
          "double-precision `cos`.",
          FORMULA(nnScalarCos)),

    /* Activations. */

    UNARY("silu", NN_FLOAT, "Sigmoid linear unit (swish)",
          "Computes `input * sigmoid(input)` elementwise, as PyTorch's "
          "`SiLU`. On the CPU (f32, f16 and bf16 through f32): within 2 ulp "
          "of f32 for normal results (measured; subnormal results, below "
          "-87, within 51 ulp).",
          FORMULA(nnScalarSilu)),

    UNARY("softplus", NN_FLOAT, "Softplus",
          "Computes `ln(1 + e^input)` elementwise, as ONNX `Softplus` and "
          "PyTorch's `Softplus` with `beta = 1` (PyTorch's `threshold` only "
          "guards against overflow and is not part of the semantics). On the "
          "CPU (f32, f16 and bf16 through f32), as `max(x, 0) + "
          "log1p(e^-|x|)`: within 1 ulp of f32 (measured).",
          FORMULA(nnScalarSoftplus)),

    UNARY("hardswish", NN_FLOAT, "Hard swish",
          "Computes `input * relu6(input + 3) / 6` elementwise, as PyTorch's "
          "`Hardswish` and ONNX `HardSwish`, where `relu6(x) = min(max(x, 0), "
          "6)`. Within 2 ulp of f32 on the CPU (measured).",
          FORMULA(nnScalarHardSwish)),

    UNARY("hardsigmoid", NN_FLOAT, "Hard sigmoid",
          "Computes `relu6(input + 3) / 6` elementwise, as PyTorch's "
          "`Hardsigmoid`: ONNX `HardSigmoid` with `alpha = 1/6` and "
          "`beta = 0.5`. ONNX's defaults (`alpha = 0.2`) differ; other "
          "`alpha` and `beta` are `nn.scale` followed by `nn.clip` to "
          "[0, 1]. Within 1 ulp of f32 on the CPU (measured).",
          FORMULA(nnScalarHardSigmoid)),

    {.name = "nn.leaky_relu",
     .summary = "Leaky rectified linear unit",
     .shapeRule = "The result has the input's type.",
     .description =
         "Computes `input` where `input >= 0` and `alpha * input` elsewhere, "
         "as ONNX `LeakyRelu` and PyTorch's `LeakyReLU` (whose "
         "`negative_slope` is `alpha`).",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"alpha", NN_ATTR_FLOAT, "1.000000e-02 : f32", NULL,
                 "The slope below zero."}),
     .fusionKind = NN_FUSION_ELEMENTWISE,
     LAYOUT(AGNOSTIC, NULL),
     .pure = true,
     .inferShape = nnInferSameAsInput,
     FORMULA(nnScalarLeakyRelu)},

    {.name = "nn.elu",
     .summary = "Exponential linear unit",
     .shapeRule = "The result has the input's type.",
     .description =
         "Computes `input` where `input > 0` and `alpha * (e^input - 1)` "
         "elsewhere, as ONNX `Elu` and PyTorch's `ELU`. On the CPU (f32, "
         "f16 and bf16 through f32; expm1 for the negative part): within 1 "
         "ulp of f32 (measured, alpha = 1).",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"alpha", NN_ATTR_FLOAT, "1.000000e+00 : f32", NULL,
                 "The scale of the negative part."}),
     .fusionKind = NN_FUSION_ELEMENTWISE,
     LAYOUT(AGNOSTIC, NULL),
     .pure = true,
     .inferShape = nnInferSameAsInput,
     FORMULA(nnScalarElu)},

    {.name = "nn.clip",
     .summary = "Clamps to a range",
     .shapeRule = "The result has the input's type; `min` must not exceed "
                  "`max`.",
     .description =
         "Computes `min(max(input, min), max)` elementwise, as ONNX `Clip` "
         "and PyTorch's `clamp`, with the bounds as attributes (ONNX takes "
         "them as operands since opset 11; an importer folds constant ones "
         "into these). An absent bound is no bound: `min` defaults to "
         "`-inf` and `max` to `+inf`. `min` must not exceed `max`, and "
         "neither may be NaN. On integer inputs the bounds must be whole "
         "numbers or infinite.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_NUMERIC, "The input tensor."}),
     RESULT(NN_ALL_NUMERIC),
     ATTRIBUTES({"min", NN_ATTR_FLOAT, NEG_INF, NULL,
                 "The lower bound; -inf (the default) for none."},
                {"max", NN_ATTR_FLOAT, POS_INF, NULL,
                 "The upper bound; +inf (the default) for none."}),
     .fusionKind = NN_FUSION_ELEMENTWISE,
     LAYOUT(AGNOSTIC, NULL),
     .pure = true,
     .inferShape = nnInferClip,
     FORMULA(nnScalarClip),
     ALGEBRA(.idempotent = true)},

    {.name = "nn.scale",
     .summary = "Multiplies by a scalar and adds a scalar",
     .shapeRule = "The result has the input's type.",
     .description =
         "Computes `input * scale + bias` elementwise, in the input's "
         "element type: OneFlow's `scalar_mul` followed by `scalar_add`, the "
         "affine step that importers fold scalar `Mul`/`Add` pairs into. On "
         "integer inputs `scale` and `bias` must be finite whole numbers.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "The input tensor."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES(
         {"scale", NN_ATTR_FLOAT, "1.000000e+00 : f32", NULL, "The factor."},
         {"bias", NN_ATTR_FLOAT, "0.000000e+00 : f32", NULL,
          "The term added after scaling."}),
     .fusionKind = NN_FUSION_ELEMENTWISE,
     LAYOUT(AGNOSTIC, NULL),
     .pure = true,
     .inferShape = nnInferScale,
     FORMULA(nnScalarScale)},

    /* Logic, conversion and identities. */

    UNARY("not", NN_I1, "Logical not",
          "Computes `!input` elementwise on booleans, as ONNX `Not`.",
          FORMULA(nnScalarNot), ALGEBRA(.involution = true)),

    {.name = "nn.cast",
     .summary = "Converts the element type",
     .shapeRule = "The result has the input's shape and the element type "
                  "written in the result type, which must be given.",
     .description =
         "Converts every element to the result's element type, as ONNX "
         "`Cast` and PyTorch's `Tensor.to(dtype)`; the result type is the "
         "target, so there is no attribute. Floats round to nearest even "
         "when narrowed; floats become integers by truncation toward zero, "
         "and where ONNX leaves the result undefined nn saturates, as "
         "LLVM's `fptosi.sat`: NaN gives 0 and values beyond the target's "
         "range its minimum or maximum (-1.5 to `ui8` is 0, 300.0 is 255); "
         "integers narrow by keeping the low bits and widen, or become "
         "floats, by the source's signedness (sign extension from `i8`, "
         "zero extension from `ui8`); to `i1`, zero is false and anything "
         "else true; from `i1`, true is 1.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_ELEMENTS, "The input tensor."}),
     RESULT(NN_ALL_ELEMENTS),
     .fusionKind = NN_FUSION_ELEMENTWISE,
     LAYOUT(AGNOSTIC, NULL),
     .pure = true,
     .inferShape = nnInferCast,
     FORMULA(nnScalarCast),
     ALGEBRA(.sameTypeIsIdentity = true)},

    UNARY("identity", NN_ALL_ELEMENTS, "Identity",
          "Returns its input unchanged, as ONNX `Identity`.",
          .lower = nnLowerForward, .lowersDynamicDims = true, .isView = true,
          .movesDataOnly = true, ALGEBRA(.sameTypeIsIdentity = true)),

    {.name = "nn.dropout",
     .summary = "Dropout (identity at inference)",
     .shapeRule = "The result has the input's type; `rate` is in [0, 1).",
     .description =
         "Returns its input unchanged: nn describes inference, where "
         "dropout is the identity (ONNX `Dropout` without `training_mode`, "
         "PyTorch's `Dropout` in eval mode). `rate`, the probability of "
         "zeroing an element in training, defaults to 0.5 as in both, and "
         "is kept for exporters; it must lie in [0, 1), as ONNX's `ratio`.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"rate", NN_ATTR_FLOAT, "5.000000e-01 : f32", NULL,
                 "The training-time drop probability, in [0, 1)."}),
     .fusionKind = NN_FUSION_ELEMENTWISE,
     LAYOUT(AGNOSTIC, NULL),
     .pure = true,
     .inferShape = nnInferDropout,
     .lower = nnLowerForward,
     .lowersDynamicDims = true,
     .isView = true,
     .movesDataOnly = true,
     ALGEBRA(.sameTypeIsIdentity = true)},

    /* Inverse trigonometry (last: the generated low-precision tests draw
       their inputs in table order). */

    UNARY("asin", NN_FLOAT, "Arcsine",
          "Computes `asin(input)` elementwise, in [-π/2, π/2], as ONNX "
          "`Asin`: NaN outside [-1, 1]."
          " On the CPU (f32, f16 and bf16 through f32; --nn-expand-math): "
          "within 1.06 ulp of f32 (measured).",
          SCALAR("math.asin", NULL)),

    UNARY("acos", NN_FLOAT, "Arccosine",
          "Computes `acos(input)` elementwise, in [0, π], as ONNX `Acos`: "
          "NaN outside [-1, 1]."
          " On the CPU (f32, f16 and bf16 through f32; --nn-expand-math): "
          "within 1.12 ulp of f32 (measured).",
          SCALAR("math.acos", NULL)),

    UNARY("atan", NN_FLOAT, "Arctangent",
          "Computes `atan(input)` elementwise, in (-π/2, π/2), as ONNX "
          "`Atan`; ±π/2 at ±inf."
          " On the CPU (f32, f16 and bf16 through f32; --nn-expand-math): "
          "within 1.24 ulp of f32 (measured).",
          SCALAR("math.atan", NULL)),
};

const NnOpCategory nnUnaryOps = {
    "Unary", "Elementwise ops of one operand. Fusion kind `elementwise`.", ops,
    (int)(sizeof(ops) / sizeof(ops[0]))};
