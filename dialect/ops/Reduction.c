//===- Reduction.c - Reductions -----------------------------------------===//
//
// Ops that combine elements along axes into fewer elements.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

#define KEEPDIMS_RULE                                                          \
  "The reduced dimensions are removed, or become 1 with keepdims."

// reduce_sum, reduce_mean, ...: one rule, one attribute set. Each names its
// combiner, the binary op it repeats, and as its identity the value of
// reducing no element.
#define REDUCE(NAME, TYPES, SUMMARY, WHAT, ...)                                \
  {                                                                            \
    .name = "nn." NAME, .summary = SUMMARY, .shapeRule = KEEPDIMS_RULE,        \
    .description = WHAT " The reduced dimensions are removed, or kept with "   \
                        "size 1 when `keepdims` is set.",                      \
    OPERANDS({"input", NN_SINGLE, TYPES, "The input tensor."}), RESULT(TYPES), \
    ATTRIBUTES({"axes", NN_ATTR_INT_ARRAY, "array<i64>", NULL,                 \
                "Distinct axes in [-rank, rank); empty reduces all."},         \
               {"keepdims", NN_ATTR_BOOL, "false", NULL,                       \
                "Keep reduced dimensions with size 1."}),                      \
    .fusionKind = NN_FUSION_REDUCTION, .pure = true,                           \
    .inferShape = nnInferReduce, LAYOUT(AXES, "axes"), __VA_ARGS__             \
  }

// argmax and argmin, as ONNX's.
#define ARG_REDUCE(NAME, EXTREME, ONNX, ...)                                   \
  {                                                                            \
    .name = "nn." NAME, .summary = "Index of the " EXTREME " along one axis",  \
    .shapeRule = "The axis is removed, or becomes 1 with keepdims (the "       \
                 "default); the result element type is i64.",                  \
    .description =                                                             \
        "Returns the index of the " EXTREME " element of `input` along "       \
        "`axis`, as ONNX " ONNX ": the first such index, or the last with "    \
        "`select_last_index`. As in PyTorch, a NaN counts as the " EXTREME     \
        " (the first NaN's index), and -0 and +0 tie. "                        \
        "The axis is kept with size 1 when `keepdims` "                        \
        "is set (the default, as in ONNX) and removed otherwise. The axis "    \
        "must not be empty. The indices are i64.",                             \
    OPERANDS({"input", NN_SINGLE, NN_ALL_NUMERIC, "The input tensor."}),       \
    RESULT(NN_I64),                                                            \
    ATTRIBUTES({"axis", NN_ATTR_INT, "0 : i64", NULL,                          \
                "The axis to reduce, in [-rank, rank)."},                      \
               {"keepdims", NN_ATTR_BOOL, "true", NULL,                        \
                "Keep the reduced axis with size 1."},                         \
               {"select_last_index", NN_ATTR_BOOL, "false", NULL,              \
                "On ties, return the last index instead of the first."}),      \
    .fusionKind = NN_FUSION_REDUCTION, .pure = true,                           \
    .inferShape = nnInferArgReduce, LAYOUT(AXIS, "axis"), __VA_ARGS__          \
  }

static const NnOpDef ops[] = {
    REDUCE("reduce_sum", NN_ALL_NUMERIC, "Sum over axes",
           "Sums `input` over `axes` (all axes when empty).",
           .lower = nnLowerReduce, .lowersDynamicDims = true,
           .combiner = "nn.add", ALGEBRA(.identity = NN_VALUE_ZERO)),
    REDUCE("reduce_mean", NN_FLOAT, "Mean over axes",
           "Averages `input` over `axes` (all axes when empty), as ONNX "
           "ReduceMean. Floats only.",
           .lower = nnLowerReduceMean, .lowersDynamicDims = true,
           .combiner = "nn.add", ALGEBRA(.identity = NN_VALUE_ZERO)),
    REDUCE("reduce_max", NN_ALL_NUMERIC, "Maximum over axes",
           "Takes the largest element of `input` over `axes` (all axes when "
           "empty), as ONNX ReduceMax.",
           .lower = nnLowerReduce, .lowersDynamicDims = true,
           .combiner = "nn.maximum", .quantization = NN_QUANT_SELECTS,
           ALGEBRA(.identity = NN_VALUE_LOWEST)),
    REDUCE("reduce_min", NN_ALL_NUMERIC, "Minimum over axes",
           "Takes the smallest element of `input` over `axes` (all axes when "
           "empty), as ONNX ReduceMin.",
           .lower = nnLowerReduce, .lowersDynamicDims = true,
           .combiner = "nn.minimum", .quantization = NN_QUANT_SELECTS,
           ALGEBRA(.identity = NN_VALUE_HIGHEST)),
    REDUCE("reduce_prod", NN_ALL_NUMERIC, "Product over axes",
           "Multiplies the elements of `input` over `axes` (all axes when "
           "empty), as ONNX ReduceProd.",
           .lower = nnLowerReduce, .lowersDynamicDims = true,
           .combiner = "nn.mul", ALGEBRA(.identity = NN_VALUE_ONE)),
    ARG_REDUCE("argmax", "largest", "ArgMax", .lower = nnLowerArgMax,
               .lowersDynamicDims = true),
    ARG_REDUCE("argmin", "smallest", "ArgMin", .lower = nnLowerArgMin,
               .lowersDynamicDims = true),
};

const NnOpCategory nnReductionOps = {"Reductions", "Fusion kind `reduction`.",
                                     ops, (int)(sizeof(ops) / sizeof(ops[0]))};
