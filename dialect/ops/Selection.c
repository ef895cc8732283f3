//===- Selection.c - Ops whose output size depends on the data
//-------------===//
//
// nn.non_zero and nn.non_max_suppression select a number of rows that only
// the data decides (ONNX NonZero and NonMaxSuppression). nn's shapes are
// static (dynamic shapes are issue 21), so each returns its rows in a tensor
// of a static upper-bound shape plus a second result, an i64 scalar holding
// how many of them are valid; the rows past the count hold -1. A consumer
// that knows the count (a constant after --fold-constants, or a run-time
// value) reads the first `count` rows.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

static const NnOpDef ops[] = {
    {.name = "nn.non_zero",
     .summary = "The positions of the nonzero elements, padded to a bound",
     .shapeRule =
         "[d0, ..., d(r-1)] -> indices [r, d0*...*d(r-1)] (i64) and count "
         "[] (i64); the rank r must be at least 1.",
     .description =
         "The positions of the elements of `input` that are not zero (false "
         "for i1; -0.0 is zero; NaN is not), as ONNX `NonZero` and "
         "`numpy.nonzero`: column j of `indices` holds the coordinates of "
         "the j-th nonzero element in row-major order. The number of "
         "nonzero elements depends on the data, so `indices` has the "
         "upper-bound shape [rank, number of elements] (dynamic when the "
         "input's sizes are) and `count` says how "
         "many columns are valid; the columns from `count` on hold -1. "
         "Lowered to one sequential loop over the elements (a stream "
         "compaction).",
     OPERANDS(
         {"input", NN_SINGLE, NN_ALL_ELEMENTS, "Any tensor of rank >= 1."}),
     RESULTS({"indices", NN_SINGLE, NN_I64,
              "[rank, numel]: the coordinates of the nonzero elements, one "
              "column each, then columns of -1."},
             {"count", NN_SINGLE, NN_I64,
              "[]: how many columns of `indices` are valid."}),
     .fusionKind = NN_FUSION_OPAQUE,
     .pure = true,
     .inferShape = nnInferNonZero,
     .lower = nnLowerNonZero,
     .lowersDynamicDims = true},

    {.name = "nn.non_max_suppression",
     .summary = "Greedy non-maximum suppression of boxes, padded to a bound",
     .shapeRule =
         "boxes [B, N, 4] and scores [B, C, N] -> selected [B*C*K, 3] (i64) "
         "and count [] (i64), with K = min(max_output_boxes_per_class, N) "
         "(max_output_boxes_per_class when N is dynamic); B and N must "
         "agree; B and C must be static.",
     .description =
         "ONNX `NonMaxSuppression`, exactly: for each batch b and class c "
         "independently, repeatedly selects the box of highest score (the "
         "smallest index among equal scores) among the candidates, then "
         "removes from the candidates every box whose intersection over "
         "union with it is greater than `iou_threshold`, until "
         "`max_output_boxes_per_class` boxes are selected or no candidate "
         "is left. The candidates are the boxes whose score is greater than "
         "`score_threshold` (strictly; its default -inf makes every box a "
         "candidate; a NaN score never is). `center_point_box = 0` reads a "
         "box as [y1, x1, y2, x2], any diagonal pair of corners (flipped "
         "coordinates are sorted); `1` as [x_center, y_center, width, "
         "height]. A box of zero area overlaps nothing (its IOU is 0). "
         "Each selection is a row [b, c, box index]; the rows come batch "
         "by batch, class by class, each class's rows in selection order. "
         "Their number depends on the data, so `selected` has the static "
         "upper-bound shape [B*C*K, 3] and `count` says how many rows are "
         "valid; the rows from `count` on hold -1. Lowered to K passes, each "
         "a reduction over the boxes of every (batch, class) pair at once "
         "(parallel over pairs), then a sequential compaction of the rows: "
         "O(K*N) per pair.",
     OPERANDS({"boxes", NN_SINGLE, NN_F32, "[B, N, 4]."},
              {"scores", NN_SINGLE, NN_F32, "[B, C, N]."}),
     RESULTS({"selected", NN_SINGLE, NN_I64,
              "[B*C*K, 3]: rows [batch, class, box index], then rows of -1."},
             {"count", NN_SINGLE, NN_I64,
              "[]: how many rows of `selected` are valid."}),
     ATTRIBUTES(
         {"max_output_boxes_per_class", NN_ATTR_INT, "0 : i64", NULL,
          "The most boxes selected per batch and class, >= 0 (more than N "
          "selects at most N)."},
         {"iou_threshold", NN_ATTR_FLOAT, "0.0 : f32", NULL,
          "In [0, 1]: a box whose IOU with a selected box is greater is "
          "suppressed."},
         {"score_threshold", NN_ATTR_FLOAT, "0xFF800000 : f32", NULL,
          "Only boxes scoring greater are candidates; -inf (the default): "
          "every box with a score that is not NaN."},
         {"center_point_box", NN_ATTR_INT, "0 : i64", NULL,
          "0: boxes are [y1, x1, y2, x2]; 1: [x_center, y_center, width, "
          "height]."}),
     .fusionKind = NN_FUSION_OPAQUE,
     .pure = true,
     .inferShape = nnInferNonMaxSuppression,
     .lower = nnLowerNonMaxSuppression,
     .lowersDynamicDims = true},
};

const NnOpCategory nnSelectionOps = {
    "Data-dependent selections",
    "Fusion kind `opaque`. nn's shapes are static: each op returns its rows "
    "in a tensor of a static upper-bound shape, filled with -1 past the "
    "valid ones, and an i64 scalar `count` of valid rows (or columns).",
    ops, (int)(sizeof(ops) / sizeof(ops[0]))};
