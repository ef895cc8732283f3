//===- Unary.c - Elementwise unary ops ----------------------------------===//
//
// Ops that map each element to one element of the same position: the
// activations and math functions. They keep their operand's type.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

#define UNARY(NAME, TYPES, SUMMARY, DESCRIPTION)                               \
  {                                                                            \
    .name = "nn." NAME, .summary = SUMMARY, .description = DESCRIPTION,        \
    .shapeRule = "The result has the input's type.",                           \
    OPERANDS({"input", NN_SINGLE, TYPES, "The input tensor."}), RESULT(TYPES), \
    .fusionKind = NN_FUSION_ELEMENTWISE, .pure = true,                         \
    .inferShape = nnInferSameAsInput                                           \
  }

static const NnOpDef ops[] = {
    UNARY("relu", NN_NUMERIC, "Rectified linear unit",
          "Computes `max(input, 0)` elementwise."),

    UNARY("exp", NN_FLOAT, "Exponential", "Computes `e^input` elementwise."),

    UNARY("sigmoid", NN_FLOAT, "Logistic sigmoid",
          "Computes `1 / (1 + e^-input)` elementwise."),

    UNARY("tanh", NN_FLOAT, "Hyperbolic tangent",
          "Computes `tanh(input)` elementwise."),

    {.name = "nn.gelu",
     .summary = "Gaussian error linear unit",
     .shapeRule = "The result has the input's type.",
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
};

const NnOpCategory nnUnaryOps = {
    "Unary", "Elementwise ops of one operand. Fusion kind `elementwise`.", ops,
    (int)(sizeof(ops) / sizeof(ops[0]))};
