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
                  "must divide the other). A dynamic result dim has the size "
                  "`dims_from` names, or else keeps a leading input dim of "
                  "the same type, or takes the elements left over (one dim).",
     .description =
         "Returns the elements of `input`, in row-major order, as a tensor of "
         "the result type's shape: the result type is the new shape. Element "
         "counts and element types must match. With dynamic sizes, "
         "`dims_from` says which size each dynamic result dim has: dim `j` "
         "of operand `k` (the input, or a tensor in `sizes`, whose data is "
         "never read), as ONNX `Reshape` of a shape computed with `Shape` at "
         "run time; (-1, -1) leaves a dim to its static size or, for one "
         "dynamic dim, to the elements left over. Without it, dynamic result "
         "dims keep the input's leading dims whose types agree, and at most "
         "one more takes the elements left over.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_ELEMENTS, "The input tensor."},
              {"sizes", NN_VARIADIC, NN_ALL_ELEMENTS,
               "Tensors whose dims `dims_from` names (their data is not "
               "read)."}),
     RESULT(NN_ALL_ELEMENTS),
     ATTRIBUTES({"dims_from", NN_ATTR_INT_ARRAY, "array<i64>", NULL,
                 "Per result dim, a pair (operand, dim) giving its size, or "
                 "(-1, -1); empty: the rule on the types decides."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .quantization = NN_QUANT_SELECTS,
     .inferShape = nnInferReshape,
     .lower = nnLowerReshape,
     .lowersDynamicDims = true,
     .isView = true,
     .movesDataOnly = true},

    {.name = "nn.transpose",
     .summary = "Permutes dimensions",
     .shapeRule = "Result dimension i is input dimension perm[i].",
     .description = "Result dimension `i` is input dimension `perm[i]`, as "
                    "`numpy.transpose(input, perm)`.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_ELEMENTS, "The input tensor."}),
     RESULT(NN_ALL_ELEMENTS),
     ATTRIBUTES({"perm", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "A permutation of 0..rank-1."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .quantization = NN_QUANT_SELECTS,
     .inferShape = nnInferTranspose,
     LAYOUT(PERMUTATION, "perm"),
     .lower = nnLowerTranspose,
     .lowersDynamicDims = true,
     .movesDataOnly = true},

    {.name = "nn.split",
     .summary = "Splits a tensor into equal parts",
     .shapeRule = "Every result has the input's shape with dimension `axis` "
                  "divided by the number of results, which must divide it "
                  "(a dynamic size gives dynamic parts, checked to divide "
                  "at run time; the lowering takes dynamic dimensions "
                  "other than `axis`).",
     .description =
         "Cuts `input` along `axis` into as many equal, consecutive parts "
         "as the op has results, as `torch.chunk` and ONNX `Split` with "
         "`num_outputs` do when the parts come out even. The number of "
         "results must divide the size of the dimension. All results have "
         "one type (IRDL gives a variadic result one type), so unequal "
         "splits are written as several `nn.slice` ops.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_ELEMENTS, "The input tensor."}),
     RESULTS({"outputs", NN_VARIADIC, NN_ALL_ELEMENTS,
              "The parts, in order along `axis`."}),
     ATTRIBUTES({"axis", NN_ATTR_INT, "0 : i64", NULL,
                 "The dimension to split, in [-rank, rank)."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .inferShape = nnInferSplit,
     LAYOUT(AXIS, "axis"),
     .lower = nnLowerSplit,
     .lowersDynamicDims = true,
     .movesDataOnly = true},

    {.name = "nn.slice",
     .summary = "Takes a strided slice",
     .shapeRule =
         "Result dimension i has max(0, ceil((end - start) / step)) elements, "
         "with start and end counted from the back when negative, then "
         "clamped as in ONNX Slice; a dynamic dimension gives a dynamic size "
         "unless the slice is empty for every size (it lowers when the slice "
         "takes all of it: start 0, end INT64_MAX, step 1).",
     .description =
         "Takes elements `starts[i]`, `starts[i] + steps[i]`, ... up to "
         "`ends[i]` (exclusive) along every dimension `i`, as ONNX `Slice` "
         "with all axes given. Negative starts and ends count from the end "
         "(`dim` is added to them); then, for a positive step, both are "
         "clamped to [0, dim]; for a negative step, the start to [0, dim - 1] "
         "and the end to [-1, dim - 1], as the ONNX specification says (so a "
         "start before the front with a negative step selects element 0, "
         "where NumPy would select nothing). `INT64_MAX` as an end slices to "
         "the back, `INT64_MIN` with a negative step to the front. The "
         "size is max(0, ceil((end - start) / step)). Along a dynamic "
         "dimension the size is dynamic, except for slices that are empty "
         "whatever the size (for a positive step, start >= end with both "
         "counted from the same side; for a negative step, 0 <= start <= "
         "end), whose size is 0. `ends_from` names an end known only at "
         "run time as dim `j` of operand `k` (a tensor in `sizes`, whose "
         "data is never read), as ONNX `Slice` to a size computed with "
         "`Shape`: that dimension then starts at 0 with step 1 and takes "
         "the first `end` elements; an end past the dimension is an error "
         "at run time (with runtime checks; without, the last element "
         "repeats).",
     OPERANDS({"input", NN_SINGLE, NN_ALL_ELEMENTS, "The input tensor."},
              {"sizes", NN_VARIADIC, NN_ALL_ELEMENTS,
               "Tensors whose dims `ends_from` names (their data is not "
               "read)."}),
     RESULT(NN_ALL_ELEMENTS),
     ATTRIBUTES({"starts", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "The first index of each dimension; one per dimension."},
                {"ends", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "The end (exclusive) of each dimension; one per dimension."},
                {"steps", NN_ATTR_INT_ARRAY, "array<i64>", NULL,
                 "The nonzero stride of each dimension; one per dimension, "
                 "or none for all ones."},
                {"ends_from", NN_ATTR_INT_ARRAY, "array<i64>", NULL,
                 "Per dimension, a pair (operand, dim) whose size is its "
                 "end, or (-1, -1) for `ends`; empty: `ends` alone."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .quantization = NN_QUANT_SELECTS,
     .inferShape = nnInferSlice,
     LAYOUT(PER_DIMENSION, "starts|ends|steps"),
     .lower = nnLowerSlice,
     .lowersDynamicDims = true,
     .movesDataOnly = true},

    {.name = "nn.pad",
     .summary = "Pads a tensor",
     .shapeRule = "Result dimension i is dim + pads[i] + pads[rank + i] "
                  "(a dynamic dimension pads in \"constant\" mode, by "
                  "pads >= 0).",
     .description =
         "Adds `pads[i]` elements before and `pads[rank + i]` after "
         "dimension `i`, as ONNX `Pad` (the pads of all beginnings, then of "
         "all ends). `mode` says what they hold: \"constant\" fills them "
         "with `value` (converted to the element type), \"reflect\" mirrors "
         "the input without repeating the edge element, \"edge\" repeats the "
         "edge element. Negative pads remove elements; they are allowed in "
         "\"constant\" mode only, and only while the size stays >= 0. "
         "\"reflect\" pads must be smaller than the dimension (PyTorch's "
         "rule), and \"edge\" padding needs a non-empty dimension.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_ELEMENTS, "The input tensor."}),
     RESULT(NN_ALL_ELEMENTS),
     ATTRIBUTES({"pads", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "2 * rank values: every dimension's begin pad, then every "
                 "end pad."},
                {"value", NN_ATTR_FLOAT, "0.000000e+00 : f32", NULL,
                 "The fill value of \"constant\" mode."},
                {"mode", NN_ATTR_ENUM, "\"constant\"", "constant|reflect|edge",
                 "What the padding holds."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .inferShape = nnInferPad,
     LAYOUT(PER_DIMENSION, "pads"),
     .lower = nnLowerPad,
     .lowersDynamicDims = true},

    {.name = "nn.broadcast_to",
     .summary = "Broadcasts a tensor to a shape",
     .shapeRule = "The result type is the target shape; the input must "
                  "broadcast to it (NumPy rules, result rank >= input rank).",
     .description =
         "Repeats `input` along its size-1 dimensions and new leading "
         "dimensions to fill the result type's shape, as "
         "`numpy.broadcast_to` and ONNX `Expand` (without growing the target "
         "shape). There is no attribute: the result type is the shape. "
         "Aligned at the right, each input dimension must be 1 or equal the "
         "result dimension; element types must match. With dynamic sizes, "
         "`dims_from` names the size of a dynamic result dim as dim `j` of "
         "operand `k` (the input, or a tensor in `sizes`, whose data is "
         "never read), as ONNX `Expand` to a shape computed with `Shape` at "
         "run time; a dynamic input dim is never broadcast (it must equal "
         "the result's).",
     OPERANDS({"input", NN_SINGLE, NN_ALL_ELEMENTS, "The input tensor."},
              {"sizes", NN_VARIADIC, NN_ALL_ELEMENTS,
               "Tensors whose dims `dims_from` names (their data is not "
               "read)."}),
     RESULT(NN_ALL_ELEMENTS),
     ATTRIBUTES({"dims_from", NN_ATTR_INT_ARRAY, "array<i64>", NULL,
                 "Per result dim, a pair (operand, dim) giving its size, or "
                 "(-1, -1); empty: the sizes are the type's and the "
                 "input's."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .quantization = NN_QUANT_SELECTS,
     .inferShape = nnInferBroadcastTo,
     .lower = nnLowerBroadcastTo,
     .lowersDynamicDims = true,
     .movesDataOnly = true},

    {.name = "nn.squeeze",
     .summary = "Removes size-1 dimensions",
     .shapeRule = "The dimensions named by `axes` (all size-1 dimensions "
                  "when empty) are removed; each must have size 1.",
     .description =
         "Removes the dimensions listed in `axes`, which must have size 1, "
         "as ONNX `Squeeze`. With no axes it removes every dimension of size "
         "1; the result rank must not depend on run-time sizes, so every "
         "dimension must then be static.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_ELEMENTS, "The input tensor."}),
     RESULT(NN_ALL_ELEMENTS),
     ATTRIBUTES({"axes", NN_ATTR_INT_ARRAY, "array<i64>", NULL,
                 "Distinct axes in [-rank, rank); empty removes all size-1 "
                 "dimensions."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .quantization = NN_QUANT_SELECTS,
     .inferShape = nnInferSqueeze,
     .lower = nnLowerReshape,
     .lowersDynamicDims = true,
     .isView = true,
     .movesDataOnly = true},

    {.name = "nn.unsqueeze",
     .summary = "Inserts size-1 dimensions",
     .shapeRule = "The result has rank + len(axes) dimensions: 1 at the "
                  "positions `axes` names, the input's dimensions in order "
                  "elsewhere.",
     .description =
         "Inserts dimensions of size 1, as ONNX `Unsqueeze`: `axes` are "
         "positions in the result, whose rank is the input rank plus the "
         "number of axes; negative ones count from the end of the result.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_ELEMENTS, "The input tensor."}),
     RESULT(NN_ALL_ELEMENTS),
     ATTRIBUTES({"axes", NN_ATTR_INT_ARRAY, NULL, NULL,
                 "Distinct positions in the result, in [-r, r) with r the "
                 "result rank."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .quantization = NN_QUANT_SELECTS,
     .inferShape = nnInferUnsqueeze,
     .lower = nnLowerReshape,
     .lowersDynamicDims = true,
     .isView = true,
     .movesDataOnly = true},

    {.name = "nn.flatten",
     .summary = "Flattens a tensor into a matrix",
     .shapeRule = "[d0, ..., dn-1] -> [d0 * ... * d(axis-1), "
                  "d(axis) * ... * dn-1]; an empty product is 1.",
     .description =
         "Reshapes `input` into a 2-D tensor, as ONNX `Flatten`: the "
         "dimensions before `axis` make the rows, the others the columns. "
         "`axis` is in [-rank, rank]; 0 gives one row. A dynamic dimension "
         "makes its product dynamic, unless a dimension of size 0 makes it "
         "0.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_ELEMENTS, "The input tensor."}),
     RESULT(NN_ALL_ELEMENTS),
     ATTRIBUTES({"axis", NN_ATTR_INT, "1 : i64", NULL,
                 "The first dimension of the columns, in [-rank, rank]."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .quantization = NN_QUANT_SELECTS,
     .inferShape = nnInferFlatten,
     .lower = nnLowerReshape,
     .lowersDynamicDims = true,
     .isView = true,
     .movesDataOnly = true},

    {.name = "nn.gather",
     .summary = "Gathers slices along an axis by index",
     .shapeRule = "data.shape[:axis] + indices.shape + data.shape[axis+1:].",
     .description =
         "Picks the slices of `data` along `axis` that `indices` name, as "
         "ONNX `Gather`: result[i..., j..., k...] = data[i..., indices[j...], "
         "k...]. Negative indices count from the end of the axis: an index "
         "is valid in [-n, n) for an axis of size n. An index out of range "
         "is an error in ONNX; nn never reads outside `data` for one (the "
         "index is clamped into range), and by default checks the indices "
         "at run time: a call on the CPU whose input holds one fails with "
         "a message naming this op, the element, its value and the range "
         "(nnExecutableRun; nn-run exits with 3; a library's entry returns "
         "NN_MODEL_CHECK_FAILED). `--runtime-checks=false` (nn-run, "
         "nn-compile, nn-lower-to-llvm) keeps only the clamping, as does "
         "the CUDA pipeline. --fold-constants leaves a gather with "
         "out-of-range constant indices unfolded.",
     OPERANDS(
         {"data", NN_SINGLE, NN_ALL_ELEMENTS, "The tensor to read."},
         {"indices", NN_SINGLE, NN_I32 | NN_I64, "Positions along `axis`."}),
     RESULT(NN_ALL_ELEMENTS),
     ATTRIBUTES({"axis", NN_ATTR_INT, "0 : i64", NULL,
                 "The dimension of `data` to index, in [-rank, rank)."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .quantization = NN_QUANT_SELECTS,
     .inferShape = nnInferGather,
     .lower = nnLowerGather,
     .lowersDynamicDims = true,
     .indices = {.operand = 1, .axis = "axis"}},

    {.name = "nn.tril",
     .summary = "Keeps the lower triangle",
     .shapeRule = "The result has the input's type; rank >= 2.",
     .description =
         "Keeps the elements on and below diagonal `diagonal` of the "
         "matrices formed by the last two dimensions and sets the others to "
         "zero, as `torch.tril` and ONNX `Trilu` with upper = 0: element "
         "(i, j) is kept when j - i <= diagonal. A positive `diagonal` "
         "keeps diagonals above the main one, a negative one removes "
         "diagonals below it.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_ELEMENTS,
               "The input tensor, of rank 2 or more."}),
     RESULT(NN_ALL_ELEMENTS),
     ATTRIBUTES({"diagonal", NN_ATTR_INT, "0 : i64", NULL,
                 "The diagonal offset; 0 is the main diagonal."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .inferShape = nnInferTriangular,
     .lower = nnLowerTril,
     .lowersDynamicDims = true},

    {.name = "nn.triu",
     .summary = "Keeps the upper triangle",
     .shapeRule = "The result has the input's type; rank >= 2.",
     .description =
         "Keeps the elements on and above diagonal `diagonal` of the "
         "matrices formed by the last two dimensions and sets the others to "
         "zero, as `torch.triu` and ONNX `Trilu` with upper = 1: element "
         "(i, j) is kept when j - i >= diagonal. A positive `diagonal` "
         "removes diagonals above the main one, a negative one keeps "
         "diagonals below it.",
     OPERANDS({"input", NN_SINGLE, NN_ALL_ELEMENTS,
               "The input tensor, of rank 2 or more."}),
     RESULT(NN_ALL_ELEMENTS),
     ATTRIBUTES({"diagonal", NN_ATTR_INT, "0 : i64", NULL,
                 "The diagonal offset; 0 is the main diagonal."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .inferShape = nnInferTriangular,
     .lower = nnLowerTriu,
     .lowersDynamicDims = true},

    {.name = "tensor.concat",
     .summary = "Concatenation (upstream op)",
     .shapeRule = "Inputs agree in rank, element type and every dimension but "
                  "`dim`; the result's `dim` is the sum.",
     .description =
         "The upstream `tensor.concat`, described here for nn's passes: IRDL "
         "cannot express variadic operands of different types, so nn uses "
         "MLIR's own op. Inputs share rank and element type and agree in "
         "every dimension but `dim`, whose sizes add up.",
     OPERANDS({"inputs", NN_VARIADIC, NN_ALL_ELEMENTS, "Tensors to join."}),
     RESULT(NN_ALL_ELEMENTS),
     ATTRIBUTES({"dim", NN_ATTR_INT, NULL, NULL,
                 "The dimension to join along, in [0, rank)."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .inferShape = nnInferConcat,
     LAYOUT(AXIS, "dim"),
     .joinsAlong = "dim"},
};

const NnOpCategory nnMovementOps = {"Data movement", "Fusion kind `injective`.",
                                    ops, (int)(sizeof(ops) / sizeof(ops[0]))};
