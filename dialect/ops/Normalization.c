//===- Normalization.c - Normalisation and softmax ----------------------===//
//
// Ops that normalise along axes: softmax and the norm layers. They read a
// whole row before writing any element, like a reduction, but their result
// has the input's shape.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

static const NnOpDef ops[] = {
    {.name = "nn.softmax",
     .summary = "Softmax along one axis",
     .shapeRule = "The result has the input's type.",
     .description = "Computes `exp(x - max(x)) / sum(exp(x - max(x)))` along "
                    "`axis`; the result has the input's type.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"axis", NN_ATTR_INT, "-1 : i64", NULL,
                 "The axis to normalise along, in [-rank, rank)."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .inferShape = nnInferSoftmax},
};

const NnOpCategory nnNormalizationOps = {
    "Normalisation and softmax", "Fusion kind `out_elementwise_fusable`.", ops,
    (int)(sizeof(ops) / sizeof(ops[0]))};
