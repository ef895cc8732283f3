//===- Movement.c - Data movement ---------------------------------------===//
//
// Ops that move elements without computing on them. Each result element
// comes from one input element.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

static const NnOpDef ops[] = {
    {.name = "nn.reshape",
     .summary = "Gives a tensor a new shape",
     .shapeRule = "The result type is the new shape; element counts and types "
                  "must match (with dynamic sizes, the static part of one side "
                  "must divide the other).",
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
     .shapeRule = "Result dimension i is input dimension perm[i].",
     .description = "Result dimension `i` is input dimension `perm[i]`, as "
                    "`numpy.transpose(input, perm)`.",
     OPERANDS({"input", NN_SINGLE, NN_ANY_ELEMENT, "The input tensor."}),
     RESULT(NN_ANY_ELEMENT),
     ATTRIBUTES({"perm", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "A permutation of 0..rank-1."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .inferShape = nnInferTranspose},

    {.name = "tensor.concat",
     .summary = "Concatenation (upstream op)",
     .shapeRule = "Inputs agree in rank, element type and every dimension but "
                  "`dim`; the result's `dim` is the sum.",
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

const NnOpCategory nnMovementOps = {"Data movement", "Fusion kind `injective`.",
                                    ops, (int)(sizeof(ops) / sizeof(ops[0]))};
