//===- Indexing.c - Shape rules of the gathers, scatters and one-hot ------===//
//
// gather_elements and scatter_elements keep the rank and read or write one
// element per index; gather_nd and scatter_nd index with tuples along the
// last dimension of their indices; one_hot inserts a dimension. Dynamic
// sizes are accepted wherever a rule compares sizes (the comparison is then
// left to run time: an equality, which for gather_elements' and
// scatter_elements' "no longer than the data" means equal where a size is
// dynamic); the tuple size k must be static, since it decides the result
// rank.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static bool known(int64_t dim) { return dim != NN_DYNAMIC; }

// Operands #a and #b (named) have one element type.
static MlirLogicalResult sameElement(NnShapeContext *ctx, intptr_t a,
                                     const char *aName, intptr_t b,
                                     const char *bName) {
  MlirType x = nnElementType(nnShapeGetOperandType(ctx, a));
  MlirType y = nnElementType(nnShapeGetOperandType(ctx, b));
  if (!mlirTypeEqual(x, y))
    return nnShapeError(ctx, "element types differ: %s is %s, %s is %s", aName,
                        nnShapeTypeStr(ctx, x), bName, nnShapeTypeStr(ctx, y));
  return mlirLogicalResultSuccess();
}

// The reductions combine with arithmetic, which booleans lack.
static MlirLogicalResult checkReduction(NnShapeContext *ctx) {
  MlirType element = nnElementType(nnShapeGetOperandType(ctx, 0));
  if (nnShapeAttrIs(ctx, "reduction", "none") || !mlirTypeIsAInteger(element) ||
      mlirIntegerTypeGetWidth(element) != 1)
    return mlirLogicalResultSuccess();
  MlirStringRef name = mlirStringAttrGetValue(nnShapeGetAttr(ctx, "reduction"));
  return nnShapeError(ctx,
                      "reduction \"%.*s\" needs numbers, and the data "
                      "is i1",
                      (int)name.length, name.data);
}

// The rules gather_elements and scatter_elements share: `indices` has the
// data's rank (>= 1), the axis is in range, and along every other
// dimension the indices are no longer than the data.
static MlirLogicalResult checkElementwisePositions(NnShapeContext *ctx,
                                                   MlirType data,
                                                   MlirType indices) {
  int64_t rank = nnRank(data), axis = nnShapeGetInt(ctx, "axis");
  if (rank == 0)
    return nnShapeError(ctx, "the data must have rank >= 1, and has rank 0");
  if (!nnNormalizeAxis(&axis, rank))
    return nnShapeError(ctx, "axis %lld is out of range for rank %lld",
                        (long long)nnShapeGetInt(ctx, "axis"), (long long)rank);
  if (nnRank(indices) != rank)
    return nnShapeError(ctx,
                        "indices must have the data's rank (%lld), and have "
                        "rank %lld",
                        (long long)rank, (long long)nnRank(indices));
  for (int64_t d = 0; d < rank; ++d) {
    int64_t n = nnDim(data, d), m = nnDim(indices, d);
    if (d != axis && known(n) && known(m) && m > n)
      return nnShapeError(ctx,
                          "indices dimension %lld (%lld) must not exceed the "
                          "data's (%lld) off the axis",
                          (long long)d, (long long)m, (long long)n);
    // "Not longer" is no equality; where a size is dynamic the indices must
    // match the data (checked at run time), so that nothing reads or
    // writes past the data.
    if (d != axis && (!known(n) || !known(m)))
      nnShapeRequireEqualDims(ctx, nnShapeGetOperandDim(ctx, 0, d),
                              nnShapeGetOperandDim(ctx, 1, d));
  }
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferGatherElements(NnShapeContext *ctx,
                                        MlirType *results) {
  MlirType data = nnShapeGetOperandType(ctx, 0);
  MlirType indices = nnShapeGetOperandType(ctx, 1);
  if (mlirLogicalResultIsFailure(checkElementwisePositions(ctx, data, indices)))
    return mlirLogicalResultFailure();
  int64_t shape[NN_MAX_RANK];
  nnShapeOf(indices, shape);
  results[0] = nnTensorType(nnRank(indices), shape, nnElementType(data));
  nnShapeSetResultDimsFrom(ctx, 0, 1);
  return mlirLogicalResultSuccess();
}

// Sizes a and b of dimension `d` of `what` are compatible (equal when both
// are known).
static MlirLogicalResult sameDim(NnShapeContext *ctx, const char *what,
                                 int64_t d, int64_t a, int64_t b) {
  if (known(a) && known(b) && a != b)
    return nnShapeError(ctx, "%s dimension %lld (%lld) must equal %lld", what,
                        (long long)d, (long long)a, (long long)b);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferScatterElements(NnShapeContext *ctx,
                                         MlirType *results) {
  MlirType data = nnShapeGetOperandType(ctx, 0);
  MlirType indices = nnShapeGetOperandType(ctx, 1);
  MlirType updates = nnShapeGetOperandType(ctx, 2);
  if (mlirLogicalResultIsFailure(sameElement(ctx, 0, "data", 2, "updates")) ||
      mlirLogicalResultIsFailure(checkReduction(ctx)) ||
      mlirLogicalResultIsFailure(checkElementwisePositions(ctx, data, indices)))
    return mlirLogicalResultFailure();
  if (nnRank(updates) != nnRank(indices))
    return nnShapeError(ctx,
                        "updates must have the indices' rank (%lld), and have "
                        "rank %lld",
                        (long long)nnRank(indices), (long long)nnRank(updates));
  for (int64_t d = 0; d < nnRank(indices); ++d) {
    if (mlirLogicalResultIsFailure(
            sameDim(ctx, "updates", d, nnDim(updates, d), nnDim(indices, d))))
      return mlirLogicalResultFailure();
    nnShapeRequireEqualDims(ctx, nnShapeGetOperandDim(ctx, 2, d),
                            nnShapeGetOperandDim(ctx, 1, d));
  }
  results[0] = data;
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}

// The tuple size k of gather_nd and scatter_nd: the indices' last
// dimension, static, in [1, limit].
static MlirLogicalResult tupleSize(NnShapeContext *ctx, MlirType indices,
                                   int64_t limit, int64_t *k) {
  int64_t q = nnRank(indices);
  if (q == 0)
    return nnShapeError(ctx, "indices must have rank >= 1, and have rank 0");
  *k = nnDim(indices, q - 1);
  if (!known(*k))
    return nnShapeError(ctx, "the indices' last dimension (the tuple size) "
                             "must be static");
  if (*k < 1 || *k > limit)
    return nnShapeError(ctx,
                        "the tuple size (the indices' last dimension, %lld) "
                        "must be in [1, %lld]",
                        (long long)*k, (long long)limit);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferGatherNd(NnShapeContext *ctx, MlirType *results) {
  MlirType data = nnShapeGetOperandType(ctx, 0);
  MlirType indices = nnShapeGetOperandType(ctx, 1);
  int64_t r = nnRank(data), q = nnRank(indices);
  int64_t b = nnShapeGetInt(ctx, "batch_dims"), k;
  if (b < 0 || b >= r || b >= q)
    return nnShapeError(ctx,
                        "batch_dims (%lld) must be in [0, min(data rank %lld, "
                        "indices rank %lld))",
                        (long long)b, (long long)r, (long long)q);
  if (mlirLogicalResultIsFailure(tupleSize(ctx, indices, r - b, &k)))
    return mlirLogicalResultFailure();
  for (int64_t d = 0; d < b; ++d) {
    if (mlirLogicalResultIsFailure(sameDim(ctx, "indices batch", d,
                                           nnDim(indices, d), nnDim(data, d))))
      return mlirLogicalResultFailure();
    nnShapeRequireEqualDims(ctx, nnShapeGetOperandDim(ctx, 1, d),
                            nnShapeGetOperandDim(ctx, 0, d));
  }
  // (q - 1) + (r - b - k) <= q - 1 + r: within 2 * NN_MAX_RANK.
  int64_t rank = q - 1 + r - b - k, shape[2 * NN_MAX_RANK], n = 0;
  if (rank > NN_MAX_RANK)
    return nnShapeError(ctx,
                        "the result rank (%lld) would be above %d, the "
                        "highest nn supports",
                        (long long)rank, NN_MAX_RANK);
  for (int64_t d = 0; d < q - 1; ++d)
    shape[n++] = nnDim(indices, d);
  for (int64_t d = b + k; d < r; ++d)
    shape[n++] = nnDim(data, d);
  results[0] = nnTensorType(rank, shape, nnElementType(data));
  n = 0;
  for (int64_t d = 0; d < q - 1; ++d)
    nnShapeSetResultDim(ctx, 0, n++, nnShapeGetOperandDim(ctx, 1, d));
  for (int64_t d = b + k; d < r; ++d)
    nnShapeSetResultDim(ctx, 0, n++, nnShapeGetOperandDim(ctx, 0, d));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferScatterNd(NnShapeContext *ctx, MlirType *results) {
  MlirType data = nnShapeGetOperandType(ctx, 0);
  MlirType indices = nnShapeGetOperandType(ctx, 1);
  MlirType updates = nnShapeGetOperandType(ctx, 2);
  int64_t r = nnRank(data), q = nnRank(indices), k;
  if (mlirLogicalResultIsFailure(sameElement(ctx, 0, "data", 2, "updates")) ||
      mlirLogicalResultIsFailure(checkReduction(ctx)) ||
      mlirLogicalResultIsFailure(tupleSize(ctx, indices, r, &k)))
    return mlirLogicalResultFailure();
  int64_t expected = q - 1 + r - k;
  if (nnRank(updates) != expected)
    return nnShapeError(ctx,
                        "updates must have rank %lld (indices rank - 1 + data "
                        "rank - tuple size), and have rank %lld",
                        (long long)expected, (long long)nnRank(updates));
  for (int64_t d = 0; d < expected; ++d) {
    int64_t want = d < q - 1 ? nnDim(indices, d) : nnDim(data, k + d - (q - 1));
    if (mlirLogicalResultIsFailure(
            sameDim(ctx, "updates", d, nnDim(updates, d), want)))
      return mlirLogicalResultFailure();
    nnShapeRequireEqualDims(
        ctx, nnShapeGetOperandDim(ctx, 2, d),
        d < q - 1 ? nnShapeGetOperandDim(ctx, 1, d)
                  : nnShapeGetOperandDim(ctx, 0, k + d - (q - 1)));
  }
  results[0] = data;
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferOneHot(NnShapeContext *ctx, MlirType *results) {
  MlirType indices = nnShapeGetOperandType(ctx, 0);
  MlirType values = nnShapeGetOperandType(ctx, 1);
  int64_t rank = nnRank(indices) + 1, depth = nnShapeGetInt(ctx, "depth");
  int64_t axis = nnShapeGetInt(ctx, "axis");
  if (rank > NN_MAX_RANK)
    return nnShapeError(ctx,
                        "the result rank (%lld) would be above %d, the "
                        "highest nn supports",
                        (long long)rank, NN_MAX_RANK);
  if (depth < 0)
    return nnShapeError(ctx, "depth (%lld) must be >= 0", (long long)depth);
  if (!nnNormalizeAxis(&axis, rank))
    return nnShapeError(ctx, "axis %lld is out of range for result rank %lld",
                        (long long)nnShapeGetInt(ctx, "axis"), (long long)rank);
  if (nnRank(values) != 1 || (known(nnDim(values, 0)) && nnDim(values, 0) != 2))
    return nnShapeError(ctx,
                        "values must be [off, on], a 1-D tensor of 2 "
                        "elements, and is %s",
                        nnShapeTypeStr(ctx, values));
  int64_t shape[NN_MAX_RANK], n = 0;
  for (int64_t d = 0; d < rank; ++d)
    shape[d] = d == axis ? depth : nnDim(indices, n++);
  results[0] = nnTensorType(rank, shape, nnElementType(values));
  // Sizes: the indices', with `depth` at `axis`; [off, on] has 2 values,
  // checked at run time where its size is dynamic.
  MlirContext mlir = nnShapeGetContext(ctx);
  nnShapeRequireEqualDims(ctx, nnShapeGetOperandDim(ctx, 1, 0),
                          mlirAffineConstantExprGet(mlir, 2));
  n = 0;
  for (int64_t d = 0; d < rank; ++d)
    nnShapeSetResultDim(ctx, 0, d,
                        d == axis ? mlirAffineConstantExprGet(mlir, depth)
                                  : nnShapeGetOperandDim(ctx, 0, n++));
  return mlirLogicalResultSuccess();
}
