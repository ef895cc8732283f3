//===- Scan.c - Scans and sorts -----------------------------------------===//
//
// Ops whose result elements each depend on a whole run of input elements
// along one axis, in order: a running sum (cumsum) and a partial sort
// (top_k). They lower to an scf.for along the axis inside an scf.forall over
// the other dims, so no loop fusion can absorb them: fusion kind `opaque`.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

static const NnOpDef ops[] = {
    {.name = "nn.cumsum",
     .summary = "Cumulative sum along one axis",
     .shapeRule = "The result has the input's type.",
     .description =
         "Result element `i` along `axis` is the sum of the input elements "
         "`0..i` (inclusive), as ONNX `CumSum` and `torch.cumsum`. With "
         "`exclusive`, element `i` sums `0..i-1` (the first is 0); with "
         "`reverse`, the sums run from the back (`i..n-1`, or `i+1..n-1` "
         "with both). Integer sums wrap around on overflow; f16 and bf16 "
         "sums accumulate in f32 and are rounded once per element. An "
         "empty axis gives an empty result.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "The input tensor."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES({"axis", NN_ATTR_INT, "0 : i64", NULL,
                 "The axis to sum along, in [-rank, rank)."},
                {"exclusive", NN_ATTR_BOOL, "false", NULL,
                 "Leave out the element itself from its sum."},
                {"reverse", NN_ATTR_BOOL, "false", NULL,
                 "Sum from the last element towards the first."}),
     // An scf.for over the axis carrying the partial sums: no linalg op for
     // the fusion passes to merge with its neighbours.
     .fusionKind = NN_FUSION_OPAQUE,
     .pure = true,
     .inferShape = nnInferSoftmax,
     LAYOUT(AXIS, "axis"),
     .lower = nnLowerCumsum,
     .lowersDynamicDims = true},

    {.name = "nn.top_k",
     .summary = "The k largest or smallest elements along one axis",
     .shapeRule = "Both results have the input's shape with dimension `axis` "
                  "replaced by k, which must be in [0, size of the axis]; "
                  "`values` has the input's element type, `indices` i64.",
     .description =
         "Returns the `k` largest (or, with `largest = false`, smallest) "
         "elements of `input` along `axis` and their positions along it, as "
         "ONNX `TopK` and `torch.topk`. They come in order: descending for "
         "largest, ascending for smallest (`sorted = false` allows any "
         "order; nn sorts anyway). Equal elements come in the order of "
         "their positions, the smaller index first, as ONNX requires. NaN "
         "counts as larger than every number (so it comes first with "
         "`largest` and last without, as in PyTorch); NaNs tie with each "
         "other. For k <= 16 (classifier heads, beam search) selection is "
         "one pass over each row keeping the k best, about n comparisons "
         "per row; a larger k takes k passes, O(k * n) per row (k = n "
         "sorts, in O(n^2)).",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "The input tensor."}),
     RESULTS({"values", NN_SINGLE, NN_NUMERIC, "The selected elements."},
             {"indices", NN_SINGLE, NN_I64,
              "Their positions along `axis`, in [0, n)."}),
     ATTRIBUTES({"k", NN_ATTR_INT, NULL, NULL,
                 "How many elements to select, in [0, size of the axis]."},
                {"axis", NN_ATTR_INT, "-1 : i64", NULL,
                 "The axis to select along, in [-rank, rank)."},
                {"largest", NN_ATTR_BOOL, "true", NULL,
                 "Select the largest elements; false: the smallest."},
                {"sorted", NN_ATTR_BOOL, "true", NULL,
                 "Return them in order (nn always does)."}),
     .fusionKind = NN_FUSION_OPAQUE,
     .pure = true,
     .inferShape = nnInferTopK,
     LAYOUT(AXIS, "axis"),
     .lower = nnLowerTopK,
     .lowersDynamicDims = true},
};

const NnOpCategory nnScanOps = {
    "Scans and sorts",
    "Fusion kind `opaque`: each lowers to a loop along its axis.", ops,
    (int)(sizeof(ops) / sizeof(ops[0]))};
