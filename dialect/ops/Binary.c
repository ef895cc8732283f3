//===- Binary.c - Broadcasting binary ops -------------------------------===//
//
// Ops of two or more operands combined elementwise under NumPy broadcasting,
// and the ops that broadcast a per-channel operand along one axis.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

#define BINARY(NAME, SUMMARY, FORMULA)                                         \
  {                                                                            \
    .name = "nn." NAME, .summary = SUMMARY,                                    \
    .description = "Computes `" FORMULA "` elementwise.",                      \
    .shapeRule = BROADCAST_RULE,                                               \
    OPERANDS({"lhs", NN_SINGLE, NN_NUMERIC, "The left operand."},              \
             {"rhs", NN_SINGLE, NN_NUMERIC, "The right operand."}),            \
    RESULT(NN_NUMERIC), .fusionKind = NN_FUSION_BROADCAST, .pure = true,       \
    .inferShape = nnInferBroadcast                                             \
  }

static const NnOpDef ops[] = {
    BINARY("add", "Elementwise addition", "lhs + rhs"),

    BINARY("sub", "Elementwise subtraction", "lhs - rhs"),

    BINARY("mul", "Elementwise multiplication", "lhs * rhs"),

    BINARY("div", "Elementwise division", "lhs / rhs"),

    {.name = "nn.bias_add",
     .summary = "Adds a 1-D bias along one axis",
     .shapeRule = "The result has the input's type; bias is 1-D with the size "
                  "of dimension `axis`.",
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
};

const NnOpCategory nnBinaryOps = {
    "Binary and broadcasting",
    "Elementwise ops of several operands under NumPy broadcasting, and "
    "per-channel ops. Fusion kind `broadcast`.",
    ops, (int)(sizeof(ops) / sizeof(ops[0]))};
