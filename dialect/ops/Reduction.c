//===- Reduction.c - Reductions -----------------------------------------===//
//
// Ops that combine elements along axes into fewer elements.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

static const NnOpDef ops[] = {
    {.name = "nn.reduce_sum",
     .summary = "Sum over axes",
     .shapeRule =
         "The reduced dimensions are removed, or become 1 with keepdims.",
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

    {.name = "nn.reduce_mean",
     .summary = "Mean over axes",
     .shapeRule =
         "The reduced dimensions are removed, or become 1 with keepdims.",
     .description =
         "Averages `input` over `axes` (all axes when empty), as ONNX "
         "ReduceMean. The reduced dimensions are removed, or kept with size 1 "
         "when `keepdims` is set. Floats only.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"axes", NN_ATTR_INT_ARRAY, "array<i64>", NULL,
                 "Distinct axes in [-rank, rank); empty reduces all."},
                {"keepdims", NN_ATTR_BOOL, "false", NULL,
                 "Keep reduced dimensions with size 1."}),
     .fusionKind = NN_FUSION_REDUCTION,
     .pure = true,
     .inferShape = nnInferReduce},

    {.name = "nn.reduce_max",
     .summary = "Maximum over axes",
     .shapeRule =
         "The reduced dimensions are removed, or become 1 with keepdims.",
     .description =
         "Takes the largest element of `input` over `axes` (all axes when "
         "empty), as ONNX ReduceMax. The reduced dimensions are removed, or "
         "kept with size 1 when `keepdims` is set.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "The input tensor."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES({"axes", NN_ATTR_INT_ARRAY, "array<i64>", NULL,
                 "Distinct axes in [-rank, rank); empty reduces all."},
                {"keepdims", NN_ATTR_BOOL, "false", NULL,
                 "Keep reduced dimensions with size 1."}),
     .fusionKind = NN_FUSION_REDUCTION,
     .pure = true,
     .inferShape = nnInferReduce},

    {.name = "nn.reduce_min",
     .summary = "Minimum over axes",
     .shapeRule =
         "The reduced dimensions are removed, or become 1 with keepdims.",
     .description =
         "Takes the smallest element of `input` over `axes` (all axes when "
         "empty), as ONNX ReduceMin. The reduced dimensions are removed, or "
         "kept with size 1 when `keepdims` is set.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "The input tensor."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES({"axes", NN_ATTR_INT_ARRAY, "array<i64>", NULL,
                 "Distinct axes in [-rank, rank); empty reduces all."},
                {"keepdims", NN_ATTR_BOOL, "false", NULL,
                 "Keep reduced dimensions with size 1."}),
     .fusionKind = NN_FUSION_REDUCTION,
     .pure = true,
     .inferShape = nnInferReduce},

    {.name = "nn.reduce_prod",
     .summary = "Product over axes",
     .shapeRule =
         "The reduced dimensions are removed, or become 1 with keepdims.",
     .description =
         "Multiplies the elements of `input` over `axes` (all axes when "
         "empty), as ONNX ReduceProd. The reduced dimensions are removed, or "
         "kept with size 1 when `keepdims` is set.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "The input tensor."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES({"axes", NN_ATTR_INT_ARRAY, "array<i64>", NULL,
                 "Distinct axes in [-rank, rank); empty reduces all."},
                {"keepdims", NN_ATTR_BOOL, "false", NULL,
                 "Keep reduced dimensions with size 1."}),
     .fusionKind = NN_FUSION_REDUCTION,
     .pure = true,
     .inferShape = nnInferReduce},

    {.name = "nn.argmax",
     .summary = "Index of the largest along one axis",
     .shapeRule = "The axis is removed, or becomes 1 with keepdims (the "
                  "default); the result element type is i64.",
     .description =
         "Returns the index of the largest element of `input` along `axis`, "
         "as ONNX ArgMax: the first such index, or the last with "
         "`select_last_index`. The axis is kept with size 1 when `keepdims` "
         "is set (the default, as in ONNX) and removed otherwise. The axis "
         "must not be empty. The indices are i64.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "The input tensor."}),
     RESULT(NN_I64),
     ATTRIBUTES({"axis", NN_ATTR_INT, "0 : i64", NULL,
                 "The axis to reduce, in [-rank, rank)."},
                {"keepdims", NN_ATTR_BOOL, "true", NULL,
                 "Keep the reduced axis with size 1."},
                {"select_last_index", NN_ATTR_BOOL, "false", NULL,
                 "On ties, return the last index instead of the first."}),
     .fusionKind = NN_FUSION_REDUCTION,
     .pure = true,
     .inferShape = nnInferArgReduce},

    {.name = "nn.argmin",
     .summary = "Index of the smallest along one axis",
     .shapeRule = "The axis is removed, or becomes 1 with keepdims (the "
                  "default); the result element type is i64.",
     .description =
         "Returns the index of the smallest element of `input` along `axis`, "
         "as ONNX ArgMin: the first such index, or the last with "
         "`select_last_index`. The axis is kept with size 1 when `keepdims` "
         "is set (the default, as in ONNX) and removed otherwise. The axis "
         "must not be empty. The indices are i64.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "The input tensor."}),
     RESULT(NN_I64),
     ATTRIBUTES({"axis", NN_ATTR_INT, "0 : i64", NULL,
                 "The axis to reduce, in [-rank, rank)."},
                {"keepdims", NN_ATTR_BOOL, "true", NULL,
                 "Keep the reduced axis with size 1."},
                {"select_last_index", NN_ATTR_BOOL, "false", NULL,
                 "On ties, return the last index instead of the first."}),
     .fusionKind = NN_FUSION_REDUCTION,
     .pure = true,
     .inferShape = nnInferArgReduce},
};

const NnOpCategory nnReductionOps = {"Reductions", "Fusion kind `reduction`.",
                                     ops, (int)(sizeof(ops) / sizeof(ops[0]))};
