//===- Selection.c - Shape rules of the data-dependent selections ---------===//
//
// Both ops return a static upper bound of their data-dependent row count
// (nn.non_zero: every element; nn.non_max_suppression: K boxes per batch and
// class) and an i64 scalar count of the valid rows. The bound of non_zero
// is dynamic where its input's sizes are; that of non_max_suppression is a
// number: only its box count may be dynamic (the bound then takes K).
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/Checked.h"

#include <math.h>

static MlirType i64Type(NnShapeContext *ctx) {
  return mlirIntegerTypeGet(nnShapeGetContext(ctx), 64);
}

MlirLogicalResult nnInferNonZero(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input);
  if (rank < 1)
    return nnShapeError(ctx, "input rank (0) must be at least 1");
  // The bound is the element count: the product of the sizes, dynamic when
  // one is (its size then is that product at run time).
  int64_t numel = 1;
  bool dynamic = false;
  for (int64_t i = 0; i < rank; ++i) {
    dynamic |= nnDim(input, i) == NN_DYNAMIC;
    if (!dynamic && !nnCheckedMul(numel, nnDim(input, i), &numel))
      return nnShapeError(ctx, "the input's element count overflows i64");
  }
  int64_t shape[] = {rank, dynamic ? NN_DYNAMIC : numel};
  results[0] = nnTensorType(2, shape, i64Type(ctx));
  results[1] = nnTensorType(0, NULL, i64Type(ctx));
  MlirAffineExpr count = nnShapeGetOperandDim(ctx, 0, 0);
  for (int64_t i = 1; i < rank && !mlirAffineExprIsNull(count); ++i)
    count = mlirAffineMulExprGet(count, nnShapeGetOperandDim(ctx, 0, i));
  nnShapeSetResultDim(ctx, 0, 1, count);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferNonMaxSuppression(NnShapeContext *ctx,
                                           MlirType *results) {
  MlirType boxes = nnShapeGetOperandType(ctx, 0);
  MlirType scores = nnShapeGetOperandType(ctx, 1);
  if (nnRank(boxes) != 3 || nnRank(scores) != 3)
    return nnShapeError(ctx,
                        "boxes (rank %lld) and scores (rank %lld) must both "
                        "have rank 3",
                        (long long)nnRank(boxes), (long long)nnRank(scores));
  // The bound B*C*min(K, N) needs B and C; a dynamic box count N bounds
  // it by B*C*K.
  for (int64_t i = 0; i < 3; ++i)
    if ((i != 1 && nnDim(boxes, i) == NN_DYNAMIC) ||
        (i != 2 && nnDim(scores, i) == NN_DYNAMIC))
      return nnShapeError(ctx, "boxes and scores must have static batches, "
                               "classes and coordinates: the bound on the "
                               "result depends on them (the box count may "
                               "be dynamic)");
  int64_t batches = nnDim(boxes, 0), n = nnDim(boxes, 1);
  int64_t classes = nnDim(scores, 1);
  nnShapeRequireEqualDims(ctx, nnShapeGetOperandDim(ctx, 0, 1),
                          nnShapeGetOperandDim(ctx, 1, 2));
  if (nnDim(boxes, 2) != 4)
    return nnShapeError(ctx, "boxes dimension 2 (%lld) must be 4",
                        (long long)nnDim(boxes, 2));
  if (nnDim(scores, 0) != batches)
    return nnShapeError(ctx,
                        "scores batches (%lld) must equal boxes batches (%lld)",
                        (long long)nnDim(scores, 0), (long long)batches);
  if (n != NN_DYNAMIC && nnDim(scores, 2) != NN_DYNAMIC &&
      nnDim(scores, 2) != n)
    return nnShapeError(ctx,
                        "scores boxes (%lld) must equal boxes boxes (%lld)",
                        (long long)nnDim(scores, 2), (long long)n);
  int64_t k = nnShapeGetInt(ctx, "max_output_boxes_per_class");
  if (k < 0)
    return nnShapeError(ctx, "max_output_boxes_per_class (%lld) must be >= 0",
                        (long long)k);
  double iou = nnShapeGetFloat(ctx, "iou_threshold");
  if (!(iou >= 0.0 && iou <= 1.0))
    return nnShapeError(ctx, "iou_threshold (%g) must be in [0, 1]", iou);
  int64_t center = nnShapeGetInt(ctx, "center_point_box");
  if (center != 0 && center != 1)
    return nnShapeError(ctx, "center_point_box (%lld) must be 0 or 1",
                        (long long)center);
  if (isnan(nnShapeGetFloat(ctx, "score_threshold")))
    return nnShapeError(ctx, "score_threshold must not be NaN");
  int64_t rows;
  if (!nnCheckedMul(batches, classes, &rows) ||
      !nnCheckedMul(rows, n == NN_DYNAMIC || k < n ? k : n, &rows))
    return nnShapeError(ctx, "the row bound B*C*K overflows i64");
  int64_t shape[] = {rows, 3};
  results[0] = nnTensorType(2, shape, i64Type(ctx));
  results[1] = nnTensorType(0, NULL, i64Type(ctx));
  return mlirLogicalResultSuccess();
}
