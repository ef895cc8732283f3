//===- Elementwise.c - Shape rules of elementwise and broadcast ops -------===//
//
// Unary ops keep their operand's type; clip, scale and dropout also check
// their scalar attributes, and cast takes its element type from its declared
// result. Binary ops follow NumPy broadcasting: shapes are aligned at the
// right, and each pair of dimensions must be equal or contain a 1; compares
// yield i1, and where broadcasts three operands. bias_add, prelu and
// batch_norm broadcast 1-D operands along one axis.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>

MlirLogicalResult nnInferSameAsInput(NnShapeContext *ctx, MlirType *results) {
  results[0] = nnShapeGetOperandType(ctx, 0);
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}

/* Unary ops with rules of their own. */

// Whether `value` is a whole number; every double of magnitude 2^53 or more
// is one, and converting a smaller one to int64_t is exact when it is.
static bool isWhole(double value) {
  if (!isfinite(value))
    return false;
  if (value >= 0x1p53 || value <= -0x1p53)
    return true;
  return (double)(int64_t)value == value;
}

MlirLogicalResult nnInferClip(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  static const char *const names[] = {"min", "max"};
  double bounds[2];
  for (int i = 0; i < 2; ++i) {
    bounds[i] = nnShapeGetFloat(ctx, names[i]);
    if (isnan(bounds[i]))
      return nnShapeError(ctx, "%s must not be NaN", names[i]);
  }
  if (bounds[0] > bounds[1])
    return nnShapeError(ctx, "min (%g) must not exceed max (%g)", bounds[0],
                        bounds[1]);
  MlirType element = nnElementType(input);
  if (mlirTypeIsAInteger(element))
    for (int i = 0; i < 2; ++i)
      if (!isinf(bounds[i]) && !isWhole(bounds[i]))
        return nnShapeError(ctx,
                            "%s (%g) must be a whole number or infinite for "
                            "an input of element type %s",
                            names[i], bounds[i], nnShapeTypeStr(ctx, element));
  results[0] = input;
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferScale(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType element = nnElementType(input);
  static const char *const names[] = {"scale", "bias"};
  // The arithmetic happens in the input's element type.
  if (mlirTypeIsAInteger(element))
    for (int i = 0; i < 2; ++i) {
      double value = nnShapeGetFloat(ctx, names[i]);
      if (!isWhole(value))
        return nnShapeError(ctx,
                            "%s (%g) must be a finite whole number for an "
                            "input of element type %s",
                            names[i], value, nnShapeTypeStr(ctx, element));
    }
  results[0] = input;
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferDropout(NnShapeContext *ctx, MlirType *results) {
  double rate = nnShapeGetFloat(ctx, "rate");
  if (!(rate >= 0 && rate < 1)) // also rejects NaN
    return nnShapeError(ctx, "rate (%g) must be in [0, 1)", rate);
  results[0] = nnShapeGetOperandType(ctx, 0);
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferCast(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType target = nnShapeGetDeclaredResultType(ctx, 0);
  if (mlirTypeIsNull(target) || !mlirTypeIsATensor(target))
    return nnShapeError(ctx, "the result type must be given: it is the "
                             "target element type");
  int64_t shape[NN_MAX_RANK];
  nnShapeOf(input, shape);
  results[0] = nnTensorType(nnRank(input), shape, nnElementType(target));
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}

/* Broadcasting. */

// Broadcasts the shapes of operands `lhs` and `rhs` into `shape`, which has
// room for NN_MAX_RANK dimensions, and sets `*rank`; `what` names the pair in
// the error message.
static MlirLogicalResult broadcastOperands(NnShapeContext *ctx,
                                           const char *what, intptr_t lhs,
                                           intptr_t rhs, int64_t *shape,
                                           int64_t *rank) {
  MlirType lhsType = nnShapeGetOperandType(ctx, lhs);
  MlirType rhsType = nnShapeGetOperandType(ctx, rhs);
  int64_t lhsRank = nnRank(lhsType), rhsRank = nnRank(rhsType);
  int64_t lhsShape[NN_MAX_RANK], rhsShape[NN_MAX_RANK];
  nnShapeOf(lhsType, lhsShape);
  nnShapeOf(rhsType, rhsShape);
  *rank = lhsRank > rhsRank ? lhsRank : rhsRank;
  return nnBroadcastShapes(ctx, what, lhsShape, lhsRank, rhsShape, rhsRank,
                           shape);
}

// The sizes of operands `lhs` and `rhs` broadcast together into `dims`;
// nothing when nobody asks.
static void broadcastOperandDims(NnShapeContext *ctx, intptr_t lhs,
                                 intptr_t rhs, MlirAffineExpr *dims) {
  MlirAffineExpr lhsDims[NN_MAX_RANK], rhsDims[NN_MAX_RANK];
  if (nnOperandDims(ctx, lhs, lhsDims) && nnOperandDims(ctx, rhs, rhsDims))
    nnBroadcastDims(ctx, lhsDims, nnRank(nnShapeGetOperandType(ctx, lhs)),
                    rhsDims, nnRank(nnShapeGetOperandType(ctx, rhs)), dims);
}

// Operands 0 and 1 broadcast together into a result of element type
// `element`, or of the operands' own when it is null.
static MlirLogicalResult inferBroadcastOf(NnShapeContext *ctx,
                                          MlirType *results, MlirType element) {
  MlirType operandElement;
  if (mlirLogicalResultIsFailure(nnSameElementType(ctx, &operandElement)))
    return mlirLogicalResultFailure();
  int64_t shape[NN_MAX_RANK], rank;
  if (mlirLogicalResultIsFailure(
          broadcastOperands(ctx, "operands", 0, 1, shape, &rank)))
    return mlirLogicalResultFailure();
  results[0] = nnTensorType(rank, shape,
                            mlirTypeIsNull(element) ? operandElement : element);
  MlirAffineExpr dims[NN_MAX_RANK];
  broadcastOperandDims(ctx, 0, 1, dims);
  nnSetResultDims(ctx, 0, rank, dims);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferBroadcast(NnShapeContext *ctx, MlirType *results) {
  return inferBroadcastOf(ctx, results, (MlirType){NULL});
}

MlirLogicalResult nnInferMod(NnShapeContext *ctx, MlirType *results) {
  MlirType element = nnElementType(nnShapeGetOperandType(ctx, 0));
  // ONNX: the floored remainder (fmod = 0) is for integers only.
  if (mlirTypeIsAFloat(element) && !nnShapeGetBool(ctx, "fmod"))
    return nnShapeError(ctx,
                        "fmod must be true for float operands (%s): the "
                        "floored remainder is for integers, as in ONNX",
                        nnShapeTypeStr(ctx, element));
  return nnInferBroadcast(ctx, results);
}

MlirLogicalResult nnInferCompare(NnShapeContext *ctx, MlirType *results) {
  return inferBroadcastOf(ctx, results,
                          mlirIntegerTypeGet(nnShapeGetContext(ctx), 1));
}

MlirLogicalResult nnInferWhere(NnShapeContext *ctx, MlirType *results) {
  MlirType x = nnShapeGetOperandType(ctx, 1);
  MlirType y = nnShapeGetOperandType(ctx, 2);
  MlirType element = nnElementType(x);
  if (!mlirTypeEqual(element, nnElementType(y)))
    return nnShapeError(ctx, "element types differ: operand #1 is %s, #2 is %s",
                        nnShapeTypeStr(ctx, element),
                        nnShapeTypeStr(ctx, nnElementType(y)));
  // Shapes that broadcast pairwise broadcast together: in each position the
  // sizes other than 1 (and unknown) agree. Checking the pairs names the
  // operands' own dimensions in the message.
  static const struct {
    const char *what;
    intptr_t lhs, rhs;
  } pairs[] = {
      {"condition and x", 0, 1}, {"condition and y", 0, 2}, {"x and y", 1, 2}};
  int64_t shape[NN_MAX_RANK], rank;
  for (int i = 0; i < 3; ++i)
    if (mlirLogicalResultIsFailure(broadcastOperands(
            ctx, pairs[i].what, pairs[i].lhs, pairs[i].rhs, shape, &rank)))
      return mlirLogicalResultFailure();
  // The result: condition with x, then with y.
  int64_t partial[NN_MAX_RANK], yShape[NN_MAX_RANK], partialRank;
  broadcastOperands(ctx, "condition and x", 0, 1, partial, &partialRank);
  nnShapeOf(y, yShape);
  int64_t yRank = nnRank(y);
  rank = partialRank > yRank ? partialRank : yRank;
  if (mlirLogicalResultIsFailure(nnBroadcastShapes(
          ctx, "operands", partial, partialRank, yShape, yRank, shape)))
    return mlirLogicalResultFailure();
  results[0] = nnTensorType(rank, shape, element);
  MlirAffineExpr dims[NN_MAX_RANK], yDims[NN_MAX_RANK];
  if (nnOperandDims(ctx, 2, yDims)) {
    broadcastOperandDims(ctx, 0, 1, dims);
    MlirAffineExpr partialDims[NN_MAX_RANK];
    for (int64_t d = 0; d < partialRank; ++d)
      partialDims[d] = dims[d];
    nnBroadcastDims(ctx, partialDims, partialRank, yDims, yRank, dims);
    nnSetResultDims(ctx, 0, rank, dims);
  }
  return mlirLogicalResultSuccess();
}

/* Per-channel operands. */

MlirLogicalResult nnInferBiasAdd(NnShapeContext *ctx, MlirType *results) {
  MlirType element;
  if (mlirLogicalResultIsFailure(nnSameElementType(ctx, &element)))
    return mlirLogicalResultFailure();
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType bias = nnShapeGetOperandType(ctx, 1);
  int64_t rank = nnRank(input), axis = nnShapeGetInt(ctx, "axis");
  if (!nnNormalizeAxis(&axis, rank))
    return nnShapeError(ctx, "axis %lld is out of range for rank %lld",
                        (long long)nnShapeGetInt(ctx, "axis"), (long long)rank);
  if (nnRank(bias) != 1)
    return nnShapeError(ctx, "bias must be 1-D, but has rank %lld",
                        (long long)nnRank(bias));
  int64_t channels = nnDim(input, axis), size = nnDim(bias, 0);
  if (channels != NN_DYNAMIC && size != NN_DYNAMIC && channels != size)
    return nnShapeError(ctx,
                        "bias size (%lld) must equal input dimension %lld "
                        "(%lld)",
                        (long long)size, (long long)axis, (long long)channels);
  results[0] = input;
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  nnShapeRequireEqualDims(ctx, nnShapeGetOperandDim(ctx, 0, axis),
                          nnShapeGetOperandDim(ctx, 1, 0));
  return mlirLogicalResultSuccess();
}

// One slope, or one per channel (dimension 1). A dynamic alpha size must
// equal the channels (1 for an input of rank < 2), checked at run time: a
// dynamic size is never broadcast.
MlirLogicalResult nnInferPrelu(NnShapeContext *ctx, MlirType *results) {
  MlirType element;
  if (mlirLogicalResultIsFailure(nnSameElementType(ctx, &element)))
    return mlirLogicalResultFailure();
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType alpha = nnShapeGetOperandType(ctx, 1);
  if (nnRank(alpha) != 1)
    return nnShapeError(ctx, "alpha must be 1-D, but has rank %lld",
                        (long long)nnRank(alpha));
  int64_t size = nnDim(alpha, 0);
  if (size != NN_DYNAMIC && size != 1) {
    if (nnRank(input) < 2)
      return nnShapeError(ctx,
                          "alpha size (%lld) must be 1: the input has rank "
                          "%lld, so it has no channel dimension 1",
                          (long long)size, (long long)nnRank(input));
    int64_t channels = nnDim(input, 1);
    if (channels != NN_DYNAMIC && channels != size)
      return nnShapeError(ctx,
                          "alpha size (%lld) must be 1 or equal input "
                          "dimension 1 (%lld)",
                          (long long)size, (long long)channels);
  }
  results[0] = input;
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  if (size == NN_DYNAMIC)
    nnShapeRequireEqualDims(
        ctx, nnShapeGetOperandDim(ctx, 1, 0),
        nnRank(input) < 2 ? mlirAffineConstantExprGet(nnShapeGetContext(ctx), 1)
                          : nnShapeGetOperandDim(ctx, 0, 1));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferBatchNorm(NnShapeContext *ctx, MlirType *results) {
  MlirType element;
  if (mlirLogicalResultIsFailure(nnSameElementType(ctx, &element)))
    return mlirLogicalResultFailure();
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input), axis = nnShapeGetInt(ctx, "axis");
  if (!nnNormalizeAxis(&axis, rank))
    return nnShapeError(ctx, "axis %lld is out of range for rank %lld",
                        (long long)nnShapeGetInt(ctx, "axis"), (long long)rank);
  double epsilon = nnShapeGetFloat(ctx, "epsilon");
  if (isnan(epsilon))
    return nnShapeError(ctx, "epsilon must not be NaN");
  if (epsilon < 0)
    return nnShapeError(ctx, "epsilon (%g) must not be negative", epsilon);
  static const char *const names[] = {"input", "scale", "bias", "mean", "var"};
  for (intptr_t i = 1; i < 5; ++i) {
    int64_t paramRank = nnRank(nnShapeGetOperandType(ctx, i));
    if (paramRank != 1)
      return nnShapeError(ctx, "%s must be 1-D, but has rank %lld", names[i],
                          (long long)paramRank);
  }
  // The channel count comes from the input, or from the first operand that
  // knows it when the input's dimension is dynamic.
  int64_t channels = nnDim(input, axis);
  const char *source = NULL; // NULL: the input
  for (intptr_t i = 1; i < 5; ++i) {
    int64_t size = nnDim(nnShapeGetOperandType(ctx, i), 0);
    if (size == NN_DYNAMIC)
      continue;
    if (channels == NN_DYNAMIC) {
      channels = size;
      source = names[i];
    } else if (size != channels && !source) {
      return nnShapeError(ctx,
                          "%s size (%lld) must equal input dimension %lld "
                          "(%lld)",
                          names[i], (long long)size, (long long)axis,
                          (long long)channels);
    } else if (size != channels) {
      return nnShapeError(ctx, "%s size (%lld) must equal %s size (%lld)",
                          names[i], (long long)size, source,
                          (long long)channels);
    }
  }
  results[0] = input;
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  for (intptr_t i = 1; i < 5; ++i)
    nnShapeRequireEqualDims(ctx, nnShapeGetOperandDim(ctx, 0, axis),
                            nnShapeGetOperandDim(ctx, i, 0));
  return mlirLogicalResultSuccess();
}
