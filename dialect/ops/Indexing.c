//===- Indexing.c - Gathers, scatters and one-hot by run-time positions ---===//
//
// Ops whose operand of positions says, at run time, which element of the
// data an output element reads (gathers) or which output element an update
// writes (scatters), and one-hot encoding. nn.gather, which picks whole
// slices, lives with the data movement ops; these pick single elements.
//
// Out-of-range positions: each op names its operand of positions in
// `indices` (the ND ops as tuples), so the conversion to linalg clamps them
// and checks them at run time exactly as it does nn.gather's
// (conversion/linalg/IndexOperands.h): no input is ever read or written
// outside a tensor.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

#define OUT_OF_RANGE_ELEMENTS                                                  \
  "An index is valid in [-n, n) for an axis of size n; negative ones "         \
  "count from the end. An index out of range is an error in ONNX; nn "         \
  "clamps it into range (no access outside a tensor) and by default checks "   \
  "the indices at run time, as for `nn.gather`."

#define OUT_OF_RANGE_TUPLES                                                    \
  "Each position is valid in [-n, n) for its dimension of size n; negative "   \
  "ones count from the end. A position out of range is an error in ONNX; nn "  \
  "clamps it into its dimension, so that nothing is read or written outside "  \
  "a tensor, and by default checks each tuple component at run time."

#define REDUCTION_ATTR                                                         \
  {                                                                            \
    "reduction", NN_ATTR_ENUM, "\"none\"", "none|add|mul|max|min",             \
        "How an update combines with the element it lands on: \"none\" "       \
        "replaces it; the others combine it with +, *, max or min (not for "   \
        "i1)."                                                                 \
  }

static const NnOpDef ops[] = {
    {.name = "nn.gather_elements",
     .summary = "Gathers single elements along an axis by index",
     .shapeRule = "Data and indices have one rank (>= 1); the result has the "
                  "indices' shape, each of whose dimensions but `axis` must "
                  "not exceed the data's (must equal it where either size "
                  "is dynamic, checked at run time).",
     .description =
         "Reads one element of `data` per element of `indices`, as ONNX "
         "`GatherElements` and `torch.gather`: result[i0, ..., ik, ...] = "
         "data[i0, ..., indices[i0, ..., ik, ...], ...] with the index "
         "replacing the coordinate along `axis` (k = axis). Along the "
         "other dimensions the indices may be shorter than the data (they "
         "read its leading part). " OUT_OF_RANGE_ELEMENTS,
     OPERANDS({"data", NN_SINGLE, NN_ANY_ELEMENT, "The tensor to read."},
              {"indices", NN_SINGLE, NN_I32 | NN_I64,
               "Positions along `axis`, of the data's rank."}),
     RESULT(NN_ANY_ELEMENT),
     ATTRIBUTES({"axis", NN_ATTR_INT, "0 : i64", NULL,
                 "The dimension of `data` to index, in [-rank, rank)."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .quantization = NN_QUANT_SELECTS,
     .inferShape = nnInferGatherElements,
     .lower = nnLowerGatherElements,
     .lowersDynamicDims = true,
     .indices = {.operand = 1, .axis = "axis"}},

    {.name = "nn.scatter_elements",
     .summary = "Writes single elements along an axis by index",
     .shapeRule = "Data, indices and updates have one rank (>= 1); indices "
                  "and updates have one shape, each of whose dimensions but "
                  "`axis` must not exceed the data's (must equal it where "
                  "either size is dynamic, checked at run time); the result "
                  "has the data's type.",
     .description =
         "Returns a copy of `data` in which each element of `updates` lands "
         "where `indices` sends it, as ONNX `ScatterElements` (and the "
         "deprecated `Scatter`) and `torch.scatter`/`scatter_reduce`: "
         "output[i0, ..., indices[i0, ..., ik, ...], ...] = updates[i0, ..., "
         "ik, ...] with the index replacing the coordinate along `axis`, "
         "combined with the element already there by `reduction`. Updates "
         "are applied one at a time in row-major order of `updates`, so "
         "duplicate indices are deterministic: with \"none\" the last "
         "write wins (ONNX leaves it undefined), and the reductions "
         "combine every update in that order. " OUT_OF_RANGE_ELEMENTS,
     OPERANDS({"data", NN_SINGLE, NN_ANY_ELEMENT, "The tensor to update."},
              {"indices", NN_SINGLE, NN_I32 | NN_I64,
               "Positions along `axis`, of the data's rank."},
              {"updates", NN_SINGLE, NN_ANY_ELEMENT,
               "The values to write, of the indices' shape."}),
     RESULT(NN_ANY_ELEMENT),
     ATTRIBUTES({"axis", NN_ATTR_INT, "0 : i64", NULL,
                 "The dimension of `data` to index, in [-rank, rank)."},
                REDUCTION_ATTR),
     .fusionKind = NN_FUSION_OPAQUE,
     .pure = true,
     .inferShape = nnInferScatterElements,
     .lower = nnLowerScatterElements,
     .lowersDynamicDims = true,
     .indices = {.operand = 1, .axis = "axis"}},

    {.name = "nn.gather_nd",
     .summary = "Gathers slices by tuples of positions",
     .shapeRule = "With k = indices.shape[-1] (static, in [1, rank(data) - "
                  "batch_dims]): indices.shape[:-1] + data.shape[batch_dims "
                  "+ k:]; the first `batch_dims` dimensions of data and "
                  "indices must match.",
     .description =
         "Reads the slice of `data` that each tuple along the last "
         "dimension of `indices` names, as ONNX `GatherND`: with b = "
         "`batch_dims` and k = indices.shape[-1], result[i..., j..., l...] = "
         "data[i..., indices[i..., j..., 0], ..., indices[i..., j..., k-1], "
         "l...], where i runs over the b batch dimensions data and indices "
         "share. " OUT_OF_RANGE_TUPLES,
     OPERANDS({"data", NN_SINGLE, NN_ANY_ELEMENT, "The tensor to read."},
              {"indices", NN_SINGLE, NN_I32 | NN_I64,
               "Tuples of positions along the last dimension."}),
     RESULT(NN_ANY_ELEMENT),
     ATTRIBUTES({"batch_dims", NN_ATTR_INT, "0 : i64", NULL,
                 "How many leading dimensions data and indices share, >= 0."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .quantization = NN_QUANT_SELECTS,
     .inferShape = nnInferGatherNd,
     .lower = nnLowerGatherNd,
     .lowersDynamicDims = true,
     .indices = {.operand = 1, .axis = "batch_dims", .tuples = true}},

    {.name = "nn.scatter_nd",
     .summary = "Writes slices by tuples of positions",
     .shapeRule = "With k = indices.shape[-1] (static, in [1, rank(data)]): "
                  "updates.shape = indices.shape[:-1] + data.shape[k:]; the "
                  "result has the data's type.",
     .description =
         "Returns a copy of `data` in which each slice of `updates` lands "
         "at the tuple of positions `indices` holds along its last "
         "dimension, as ONNX `ScatterND`: output[indices[j..., 0], ..., "
         "indices[j..., k-1], l...] = updates[j..., l...], combined with the "
         "element already there by `reduction`. Updates are applied in "
         "row-major order of `updates`: with \"none\" the last write to an "
         "element wins when tuples repeat (ONNX leaves it "
         "undefined). " OUT_OF_RANGE_TUPLES,
     OPERANDS({"data", NN_SINGLE, NN_ANY_ELEMENT, "The tensor to update."},
              {"indices", NN_SINGLE, NN_I32 | NN_I64,
               "Tuples of positions along the last dimension."},
              {"updates", NN_SINGLE, NN_ANY_ELEMENT, "The slices to write."}),
     RESULT(NN_ANY_ELEMENT),
     ATTRIBUTES(REDUCTION_ATTR),
     .fusionKind = NN_FUSION_OPAQUE,
     .pure = true,
     .inferShape = nnInferScatterNd,
     .lower = nnLowerScatterNd,
     .lowersDynamicDims = true,
     .indices = {.operand = 1, .tuples = true}},

    {.name = "nn.one_hot",
     .summary = "One-hot encodes positions",
     .shapeRule = "indices.shape with a dimension of size `depth` inserted "
                  "at `axis` (in [-r, r) for the result rank r); values has "
                  "two elements, of the result's type.",
     .description =
         "Inserts a dimension of size `depth` at `axis` and sets "
         "result[..., j, ...] to values[1] (\"on\") where j equals the "
         "index at that position and to values[0] (\"off\") elsewhere, as "
         "ONNX `OneHot`. Negative indices count from the end (index + "
         "depth); indices outside [-depth, depth) give a row of \"off\" "
         "values, as ONNX defines. Float indices are truncated toward zero "
         "first, as ONNX casts them to integers.",
     OPERANDS({"indices", NN_SINGLE, NN_NUMERIC, "The positions."},
              {"values", NN_SINGLE, NN_ANY_ELEMENT,
               "[off, on]: the two values the result holds."}),
     RESULT(NN_ANY_ELEMENT),
     ATTRIBUTES({"depth", NN_ATTR_INT, NULL, NULL,
                 "The size of the new dimension, >= 0."},
                {"axis", NN_ATTR_INT, "-1 : i64", NULL,
                 "Where the new dimension goes, in [-r, r) for the result "
                 "rank r."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .inferShape = nnInferOneHot,
     .lower = nnLowerOneHot,
     .lowersDynamicDims = true},
};

const NnOpCategory nnIndexingOps = {
    "Indexing",
    "Gathers are fusion kind `injective`, scatters `opaque` (a loop over "
    "the updates).",
    ops, (int)(sizeof(ops) / sizeof(ops[0]))};
