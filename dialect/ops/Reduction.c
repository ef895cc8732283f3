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
};

const NnOpCategory nnReductionOps = {"Reductions", "Fusion kind `reduction`.",
                                     ops, (int)(sizeof(ops) / sizeof(ops[0]))};
