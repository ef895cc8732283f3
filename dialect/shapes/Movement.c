//===- Movement.c - Shape rules of ops that move data ---------------------===//
//
// reshape takes its new shape from its result type and only checks that no
// element is gained or lost (its dynamic sizes by a rule on the types, or
// named by dims_from as dims of its operands); transpose permutes dimensions;
// concat (the upstream tensor.concat, described for nn's passes) joins tensors
// along one dimension. split cuts one dimension into equal parts; slice, pad,
// squeeze, unsqueeze and flatten follow ONNX; broadcast_to takes its shape from
// its result type, like reshape; gather follows ONNX Gather; tril and triu keep
// the shape.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

#include "mlir-c/BuiltinTypes.h"

// Operand and declared result ranks are at most NN_MAX_RANK
// (nnInferOperationTypes, nnInferResultTypes and declaredTarget check them),
// and every result rank computed here is checked against it, so dimensions
// live in arrays of NN_MAX_RANK.

// The product of the static dimensions; *dynamic tells whether any is
// dynamic. False when the product does not fit in 64 bits.
static bool staticElements(MlirType tensor, int64_t *count, bool *dynamic) {
  *count = 1;
  *dynamic = false;
  for (int64_t i = 0, rank = nnRank(tensor); i < rank; ++i) {
    if (nnDim(tensor, i) == NN_DYNAMIC)
      *dynamic = true;
    else if (__builtin_mul_overflow(*count, nnDim(tensor, i), count))
      return false;
  }
  return true;
}

// Whether a tensor with `count` elements can take a shape whose static
// dimensions multiply to `part`, the dynamic ones being free.
static bool canHold(int64_t count, int64_t part) {
  return part == 0 ? count == 0 : count % part == 0;
}

// The product of sizes [from, to) of `dims` (1 for none).
static MlirAffineExpr productOf(NnShapeContext *ctx, const MlirAffineExpr *dims,
                                int64_t from, int64_t to) {
  MlirAffineExpr product = mlirAffineConstantExprGet(nnShapeGetContext(ctx), 1);
  for (int64_t i = from; i < to; ++i)
    product = mlirAffineMulExprGet(product, dims[i]);
  return product;
}

// Whether `e` is a constant, holding no input size; its value in `*value`.
static bool isConstantSize(MlirAffineExpr e, int64_t *value) {
  return nnDimSizeEvaluate(e, 0, NULL, value);
}

// The sizes of a reshape's result, by the rule its docs state: the result
// keeps the input's leading dims as long as their types agree (and the
// rest can still be sized: [?, ?, 768] -> [?, ?, 12, 64] keeps two,
// [?, ?, 768] -> [?, ?] one); after them, at most one dynamic result dim
// takes the elements left over, which must involve a dynamic input size
// (a `?` the types cannot size otherwise stays unknown). The element
// counts must agree at run time.
static void reshapeDims(NnShapeContext *ctx, MlirType input, MlirType target) {
  MlirAffineExpr in[NN_MAX_RANK], out[NN_MAX_RANK];
  if (!nnOperandDims(ctx, 0, in))
    return;
  MlirContext mlir = nnShapeGetContext(ctx);
  int64_t inRank = nnRank(input), outRank = nnRank(target), prefix = 0;
  while (prefix < inRank && prefix < outRank &&
         nnDim(input, prefix) == nnDim(target, prefix))
    ++prefix;
  for (int64_t p = prefix; p >= 0; --p) {
    int64_t left = -1, dynamic = 0, restSize = 1, keptSize;
    for (int64_t i = 0; i < outRank; ++i) {
      int64_t size = nnDim(target, i);
      if (i < p)
        out[i] = in[i];
      else if (size == NN_DYNAMIC) {
        left = i;
        ++dynamic;
      } else {
        out[i] = mlirAffineConstantExprGet(mlir, size);
        restSize *= size;
      }
    }
    MlirAffineExpr kept = productOf(ctx, in, p, inRank);
    if (dynamic > 1)
      continue;
    bool constant = isConstantSize(kept, &keptSize);
    if (dynamic == 1 && !constant && restSize > 0)
      out[left] = mlirAffineFloorDivExprGet(
          kept, mlirAffineConstantExprGet(mlir, restSize));
    else if (dynamic == 1 || !constant || keptSize != restSize)
      continue;
    nnSetResultDims(ctx, 0, outRank, out);
    nnShapeRequireEqualDims(ctx, productOf(ctx, in, 0, inRank),
                            productOf(ctx, out, 0, outRank));
    return;
  }
}

// The declared result type of an op whose result type is its input (reshape,
// broadcast_to): it must be given, ranked, and of the input's element type.
// `what` says what the type stands for in the error.
static MlirLogicalResult declaredTarget(NnShapeContext *ctx, const char *what,
                                        MlirType *target) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  *target = nnShapeGetDeclaredResultType(ctx, 0);
  if (mlirTypeIsNull(*target) || !mlirTypeIsARankedTensor(*target))
    return nnShapeError(ctx, "the result type must be given: it is the %s",
                        what);
  if (!mlirTypeEqual(nnElementType(input), nnElementType(*target)))
    return nnShapeError(ctx, "element types differ: input is %s, result is %s",
                        nnShapeTypeStr(ctx, nnElementType(input)),
                        nnShapeTypeStr(ctx, nnElementType(*target)));
  if (nnRank(*target) > NN_MAX_RANK)
    return nnShapeError(ctx, "rank %lld is above the limit of %d",
                        (long long)nnRank(*target), NN_MAX_RANK);
  return mlirLogicalResultSuccess();
}

// With dims_from naming sizes of other tensors (x.view(b, s, -1, 64) with b
// and s read off another tensor), the size of the one result dim left over
// (`leftover`): the input's static elements over the result's, when as many
// named dynamic sizes as the input has dynamic dims stand for those, and
// they divide; -1 otherwise. The run-time check of the element counts then
// holds exactly when ONNX's -1 is that number (a -1 that varies is refused
// at run time, never computed wrong). Said in the result type too, so that
// the ops after it see a static size.
static int64_t staticLeftover(MlirType input, MlirType target,
                              const NnNamedDim *named, int64_t leftover) {
  int64_t staticIn = 1, staticOut = 1, dynamicIn = 0, numNamed = 0;
  for (int64_t j = 0; j < nnRank(input) && staticIn >= 0; ++j)
    if (nnDim(input, j) == NN_DYNAMIC)
      ++dynamicIn;
    else if (__builtin_mul_overflow(staticIn, nnDim(input, j), &staticIn))
      staticIn = -1;
  for (int64_t i = 0; i < nnRank(target) && staticOut >= 0; ++i) {
    numNamed += named[i].operand >= 0 && nnDim(target, i) == NN_DYNAMIC;
    if (i != leftover && nnDim(target, i) != NN_DYNAMIC &&
        __builtin_mul_overflow(staticOut, nnDim(target, i), &staticOut))
      staticOut = -1;
  }
  return numNamed == dynamicIn && staticIn >= 0 && staticOut > 0 &&
                 staticIn % staticOut == 0
             ? staticIn / staticOut
             : -1;
}

// The result dim of `target` that dims_from leaves dynamic and unnamed (the
// one taking the elements left over), or -1.
static int64_t unnamedDynamicDim(MlirType target, const NnNamedDim *named) {
  for (int64_t i = 0; i < nnRank(target); ++i)
    if (named[i].operand < 0 && nnDim(target, i) == NN_DYNAMIC)
      return i;
  return -1;
}

// `dims_from` (NamedDims.c): each named result dim has that size, the
// others their static size or, for at most one dynamic dim, the elements
// left over: the input dims no pair names, over the static result sizes
// and those of other operands' dims (when constant; else the input's
// static elements over the result's). These replace the types'
// leading-dims rule: the sizes are said, not guessed.
static MlirLogicalResult reshapeDimsFrom(NnShapeContext *ctx, MlirType input,
                                         MlirType target,
                                         const NnNamedDim *named) {
  int64_t rank = nnRank(target), inRank = nnRank(input);
  MlirContext mlir = nnShapeGetContext(ctx);
  MlirAffineExpr out[NN_MAX_RANK], in[NN_MAX_RANK];
  bool cancelled[NN_MAX_RANK] = {false}; // input dims a pair names
  int64_t leftover = -1, rest = 1;
  for (int64_t i = 0; i < rank; ++i) {
    const NnNamedDim *n = &named[i];
    int64_t size = nnDim(target, i);
    out[i] = (MlirAffineExpr){NULL};
    if (n->operand < 0) {
      if (size != NN_DYNAMIC) {
        out[i] = mlirAffineConstantExprGet(mlir, size);
        rest =
            rest >= 0 && !__builtin_mul_overflow(rest, size, &rest) ? rest : -1;
      } else if (leftover >= 0) {
        return nnShapeError(ctx,
                            "result dims %lld and %lld are dynamic and "
                            "neither is given by dims_from: at most one "
                            "takes the elements left over",
                            (long long)leftover, (long long)i);
      } else {
        leftover = i;
      }
      continue;
    }
    if (size != NN_DYNAMIC && n->size != NN_DYNAMIC && size != n->size)
      return nnShapeError(ctx,
                          "result dim %lld is %lld, and dims_from gives it "
                          "dim %lld of operand #%lld, of size %lld",
                          (long long)i, (long long)size, (long long)n->dim,
                          (long long)n->operand, (long long)n->size);
    out[i] =
        size != NN_DYNAMIC ? mlirAffineConstantExprGet(mlir, size) : n->expr;
    // A static result size from a dynamic one: equal at run time.
    nnShapeRequireEqualDims(ctx, out[i], n->expr);
    if (n->operand == 0 && !cancelled[n->dim]) {
      cancelled[n->dim] = true; // its own size: out of the leftover's
      continue;
    }
    int64_t value;
    bool constant =
        !mlirAffineExprIsNull(out[i]) && isConstantSize(out[i], &value);
    rest = rest >= 0 && constant && !__builtin_mul_overflow(rest, value, &rest)
               ? rest
               : -1;
  }
  if (!nnOperandDims(ctx, 0, in))
    return mlirLogicalResultSuccess(); // nobody asks for sizes
  if (leftover >= 0 && rest > 0) {
    MlirAffineExpr unnamed = mlirAffineConstantExprGet(mlir, 1);
    for (int64_t j = 0; j < inRank; ++j)
      if (!cancelled[j])
        unnamed = mlirAffineMulExprGet(unnamed, in[j]);
    out[leftover] = mlirAffineFloorDivExprGet(
        unnamed, mlirAffineConstantExprGet(mlir, rest));
  } else if (leftover >= 0) {
    int64_t size = staticLeftover(input, target, named, leftover);
    if (size >= 0)
      out[leftover] = mlirAffineConstantExprGet(mlir, size);
  }
  for (int64_t i = 0; i < rank; ++i)
    nnShapeSetResultDim(ctx, 0, i, out[i]);
  if (leftover < 0 || !mlirAffineExprIsNull(out[leftover]))
    nnShapeRequireEqualDims(ctx, productOf(ctx, in, 0, inRank),
                            productOf(ctx, out, 0, rank));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferReshape(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0), target;
  if (mlirLogicalResultIsFailure(declaredTarget(ctx, "new shape", &target)))
    return mlirLogicalResultFailure();
  NnNamedDim named[NN_MAX_RANK];
  bool given;
  if (mlirLogicalResultIsFailure(
          nnReadNamedDims(ctx, "dims_from", nnRank(target), named, &given)))
    return mlirLogicalResultFailure();
  // With dynamic sizes, the static part of one side must divide the element
  // count of the other: tensor<6xf32> cannot become tensor<4x?xf32>.
  int64_t before, after;
  bool inputDynamic, targetDynamic;
  if (staticElements(input, &before, &inputDynamic) &&
      staticElements(target, &after, &targetDynamic)) {
    if (!inputDynamic && !targetDynamic && before != after)
      return nnShapeError(ctx,
                          "element counts differ: input has %lld, result has "
                          "%lld",
                          (long long)before, (long long)after);
    if (!inputDynamic && targetDynamic && !canHold(before, after))
      return nnShapeError(ctx,
                          "the input's %lld elements cannot fill the result: "
                          "its static dimensions multiply to %lld",
                          (long long)before, (long long)after);
    if (inputDynamic && !targetDynamic && !canHold(after, before))
      return nnShapeError(ctx,
                          "the result's %lld elements cannot come from the "
                          "input: its static dimensions multiply to %lld",
                          (long long)after, (long long)before);
  }
  results[0] = target;
  if (given) {
    int64_t leftover = unnamedDynamicDim(target, named);
    int64_t size =
        leftover >= 0 ? staticLeftover(input, target, named, leftover) : -1;
    if (size >= 0) {
      int64_t shape[NN_MAX_RANK];
      nnShapeOf(target, shape);
      shape[leftover] = size;
      results[0] = nnTensorType(nnRank(target), shape, nnElementType(target));
    }
    return reshapeDimsFrom(ctx, input, target, named);
  }
  reshapeDims(ctx, input, target);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferTranspose(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input);
  int64_t perm[NN_MAX_RANK];
  intptr_t size = nnShapeGetIntArray(ctx, "perm", perm, rank);
  if (size != rank)
    return nnShapeError(ctx,
                        "'perm' must have %lld values (the input rank), "
                        "but has %lld",
                        (long long)rank, (long long)size);
  bool seen[NN_MAX_RANK];
  for (int64_t i = 0; i < rank; ++i)
    seen[i] = false;
  int64_t shape[NN_MAX_RANK];
  for (int64_t i = 0; i < rank; ++i) {
    if (perm[i] < 0 || perm[i] >= rank || seen[perm[i]])
      return nnShapeError(ctx,
                          "'perm' must be a permutation of 0..%lld, but value "
                          "%lld is %lld",
                          (long long)(rank - 1), (long long)i,
                          (long long)perm[i]);
    seen[perm[i]] = true;
    shape[i] = nnDim(input, perm[i]);
    nnShapeSetResultDim(ctx, 0, i, nnShapeGetOperandDim(ctx, 0, perm[i]));
  }
  results[0] = nnTensorType(rank, shape, nnElementType(input));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferConcat(NnShapeContext *ctx, MlirType *results) {
  intptr_t count = nnShapeGetNumOperands(ctx);
  if (count < 1)
    return nnShapeError(ctx, "needs at least one input");
  MlirType element;
  if (mlirLogicalResultIsFailure(nnSameElementType(ctx, &element)))
    return mlirLogicalResultFailure();
  MlirType first = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(first), dim = nnShapeGetInt(ctx, "dim");
  if (dim < 0 || dim >= rank)
    return nnShapeError(ctx, "dim %lld is out of range for rank %lld",
                        (long long)dim, (long long)rank);
  int64_t shape[NN_MAX_RANK];
  nnShapeOf(first, shape);
  for (intptr_t k = 1; k < count; ++k) {
    MlirType input = nnShapeGetOperandType(ctx, k);
    if (nnRank(input) != rank)
      return nnShapeError(ctx,
                          "inputs must have one rank: #0 has %lld, #%lld "
                          "has %lld",
                          (long long)rank, (long long)k,
                          (long long)nnRank(input));
    for (int64_t i = 0; i < rank; ++i) {
      int64_t size = nnDim(input, i);
      if (i == dim) {
        if (shape[i] == NN_DYNAMIC || size == NN_DYNAMIC)
          shape[i] = NN_DYNAMIC;
        else if (__builtin_add_overflow(shape[i], size, &shape[i]))
          return nnShapeError(ctx, "the concatenated size overflows a "
                                   "64-bit size");
      } else if (shape[i] != NN_DYNAMIC && size != NN_DYNAMIC &&
                 shape[i] != size)
        return nnShapeError(ctx,
                            "inputs differ in dimension %lld, which is not "
                            "the concatenated one: %lld vs %lld",
                            (long long)i, (long long)shape[i], (long long)size);
    }
  }
  results[0] = nnTensorType(rank, shape, element);
  // The concatenated dim is the inputs' sum; the others are one size.
  MlirAffineExpr dims[NN_MAX_RANK], other[NN_MAX_RANK];
  if (nnOperandDims(ctx, 0, dims)) {
    for (intptr_t k = 1; k < count && nnOperandDims(ctx, k, other); ++k)
      for (int64_t i = 0; i < rank; ++i)
        if (i == dim)
          dims[i] = mlirAffineAddExprGet(dims[i], other[i]);
        else
          nnShapeRequireEqualDims(ctx, dims[i], other[i]);
    nnSetResultDims(ctx, 0, rank, dims);
  }
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferSplit(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input), axis = nnShapeGetInt(ctx, "axis");
  if (!nnNormalizeAxis(&axis, rank))
    return nnShapeError(ctx, "axis %lld is out of range for rank %lld",
                        (long long)nnShapeGetInt(ctx, "axis"), (long long)rank);
  intptr_t parts = nnShapeGetNumResults(ctx);
  if (parts < 1)
    return nnShapeError(ctx, "needs at least one result");
  int64_t shape[NN_MAX_RANK];
  nnShapeOf(input, shape);
  if (shape[axis] != NN_DYNAMIC) {
    if (shape[axis] % parts != 0)
      return nnShapeError(ctx,
                          "the number of results (%lld) must divide the size "
                          "of dimension %lld (%lld)",
                          (long long)parts, (long long)axis,
                          (long long)shape[axis]);
    shape[axis] /= parts;
  }
  MlirType part = nnTensorType(rank, shape, nnElementType(input));
  for (intptr_t i = 0; i < parts; ++i)
    results[i] = part;
  // Sizes: the input's, and along a dynamic axis the part of a size that
  // the number of results divides.
  MlirAffineExpr size = nnShapeGetOperandDim(ctx, 0, axis), each = size;
  if (!mlirAffineExprIsNull(size)) {
    MlirContext mlir = nnShapeGetContext(ctx);
    MlirAffineExpr count = mlirAffineConstantExprGet(mlir, parts);
    if (shape[axis] == NN_DYNAMIC)
      nnShapeRequireEqualDims(ctx, mlirAffineModExprGet(size, count),
                              mlirAffineConstantExprGet(mlir, 0));
    each = mlirAffineFloorDivExprGet(size, count);
  }
  for (intptr_t i = 0; i < parts; ++i)
    for (int64_t d = 0; d < rank; ++d)
      nnShapeSetResultDim(ctx, i, d,
                          d == axis ? each : nnShapeGetOperandDim(ctx, 0, d));
  return mlirLogicalResultSuccess();
}

static int64_t clamp(int64_t value, int64_t low, int64_t high) {
  return value < low ? low : value > high ? high : value;
}

// The size of a dimension of static size `dim` sliced as ONNX Slice does:
// negative starts and ends count from the end; then, for positive steps,
// both are clamped to [0, dim]; for negative steps, the start to
// [0, dim - 1] and the end to [-1, dim - 1] (an empty dimension, where that
// range is empty, gives 0). Nothing here can overflow: adding dim to a
// negative index stays in range, and after clamping end - start lies in
// [-dim, dim], so INT64_MIN and INT64_MAX work as "from/to the far end" and
// as steps.
static int64_t sliceSize(int64_t dim, int64_t start, int64_t end,
                         int64_t step) {
  if (dim == 0)
    return 0;
  if (start < 0)
    start += dim;
  if (end < 0)
    end += dim;
  int64_t diff;
  if (step > 0) {
    diff = clamp(end, 0, dim) - clamp(start, 0, dim);
    return diff > 0 ? (diff - 1) / step + 1 : 0;
  }
  diff = clamp(end, -1, dim - 1) - clamp(start, 0, dim - 1);
  return diff < 0 ? (diff + 1) / step + 1 : 0;
}

// Whether the slice is empty whatever the size of the dimension: for
// positive steps, a start at or after the end, both counted from the same
// side; for negative steps, a start at or before the end, both counted from
// the front. (Counted from the back with a negative step, the asymmetric
// clamping can still select element 0.)
static bool sliceIsAlwaysEmpty(int64_t start, int64_t end, int64_t step) {
  if (step > 0)
    return (start < 0) == (end < 0) && start >= end;
  return start >= 0 && end >= 0 && start <= end;
}

// Whether the slice takes all of a dimension whatever its size: a start
// counted from the front (or INT64_MIN) clamps to 0, an end of INT64_MAX to
// the size.
static bool sliceTakesAll(int64_t start, int64_t end, int64_t step) {
  return step == 1 && (start == 0 || start == INT64_MIN) && end == INT64_MAX;
}

// Checks that the integer array `name` has `rank` values; `orNone` also
// accepts an empty one.
static MlirLogicalResult checkPerDimension(NnShapeContext *ctx,
                                           const char *name, int64_t rank,
                                           bool orNone) {
  intptr_t size = nnShapeGetIntArray(ctx, name, NULL, 0);
  if (size == rank || (orNone && size == 0))
    return mlirLogicalResultSuccess();
  return nnShapeError(ctx,
                      "'%s' must have %lld values (the input rank)%s, "
                      "but has %lld",
                      name, (long long)rank, orNone ? " or none" : "",
                      (long long)size);
}

MlirLogicalResult nnInferSlice(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input);
  if (mlirLogicalResultIsFailure(
          checkPerDimension(ctx, "starts", rank, false)) ||
      mlirLogicalResultIsFailure(checkPerDimension(ctx, "ends", rank, false)) ||
      mlirLogicalResultIsFailure(checkPerDimension(ctx, "steps", rank, true)))
    return mlirLogicalResultFailure();
  int64_t starts[NN_MAX_RANK], ends[NN_MAX_RANK], steps[NN_MAX_RANK];
  nnShapeGetIntArray(ctx, "starts", starts, rank);
  nnShapeGetIntArray(ctx, "ends", ends, rank);
  if (nnShapeGetIntArray(ctx, "steps", steps, rank) == 0)
    for (int64_t i = 0; i < rank; ++i)
      steps[i] = 1;
  NnNamedDim endsFrom[NN_MAX_RANK];
  bool given;
  if (mlirLogicalResultIsFailure(
          nnReadNamedDims(ctx, "ends_from", rank, endsFrom, &given)))
    return mlirLogicalResultFailure();
  int64_t shape[NN_MAX_RANK];
  for (int64_t i = 0; i < rank; ++i) {
    if (steps[i] == 0)
      return nnShapeError(ctx, "the step of dimension %lld must not be 0",
                          (long long)i);
    int64_t dim = nnDim(input, i);
    // An end named by ends_from: the first `end` elements (the end must
    // not pass the dim: checked at run time).
    if (endsFrom[i].operand >= 0 && (starts[i] != 0 || steps[i] != 1))
      return nnShapeError(ctx,
                          "ends_from names the end of dimension %lld, which "
                          "must then start at 0 with step 1 (start %lld, "
                          "step %lld)",
                          (long long)i, (long long)starts[i],
                          (long long)steps[i]);
    if (endsFrom[i].operand >= 0)
      shape[i] = dim != NN_DYNAMIC && endsFrom[i].size != NN_DYNAMIC
                     ? sliceSize(dim, 0, endsFrom[i].size, 1)
                     : NN_DYNAMIC;
    else if (dim != NN_DYNAMIC)
      shape[i] = sliceSize(dim, starts[i], ends[i], steps[i]);
    else if (sliceIsAlwaysEmpty(starts[i], ends[i], steps[i]))
      shape[i] = 0;
    else
      shape[i] = NN_DYNAMIC;
  }
  results[0] = nnTensorType(rank, shape, nnElementType(input));
  // A dynamic dimension's size is known when the slice takes all of it;
  // any other slice clamps, which no affine size says.
  for (int64_t i = 0; i < rank; ++i)
    if (shape[i] == NN_DYNAMIC && endsFrom[i].operand >= 0)
      nnShapeSetResultDim(ctx, 0, i, endsFrom[i].expr);
    else if (shape[i] == NN_DYNAMIC &&
             sliceTakesAll(starts[i], ends[i], steps[i]))
      nnShapeSetResultDim(ctx, 0, i, nnShapeGetOperandDim(ctx, 0, i));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferPad(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input);
  intptr_t size = nnShapeGetIntArray(ctx, "pads", NULL, 0);
  if (size != 2 * rank)
    return nnShapeError(ctx,
                        "'pads' must have %lld values (twice the input "
                        "rank), but has %lld",
                        (long long)(2 * rank), (long long)size);
  int64_t pads[2 * NN_MAX_RANK];
  nnShapeGetIntArray(ctx, "pads", pads, 2 * rank);
  bool constant = nnShapeAttrIs(ctx, "mode", "constant");
  bool reflect = nnShapeAttrIs(ctx, "mode", "reflect");
  int64_t shape[NN_MAX_RANK];
  for (int64_t i = 0; i < rank; ++i) {
    int64_t begin = pads[i], end = pads[rank + i], dim = nnDim(input, i);
    if (!constant && (begin < 0 || end < 0))
      return nnShapeError(ctx,
                          "negative pads (%lld and %lld for dimension %lld) "
                          "are only allowed in \"constant\" mode",
                          (long long)begin, (long long)end, (long long)i);
    if (dim == NN_DYNAMIC) {
      // The padded size; "reflect" and "edge" need more of the size than
      // an equality says, and lower at static sizes only.
      shape[i] = NN_DYNAMIC;
      MlirAffineExpr size = nnShapeGetOperandDim(ctx, 0, i);
      if (constant && !mlirAffineExprIsNull(size))
        nnShapeSetResultDim(
            ctx, 0, i,
            mlirAffineAddExprGet(
                size, mlirAffineConstantExprGet(nnShapeGetContext(ctx),
                                                begin + end)));
      continue;
    }
    if (reflect && ((begin > 0 && begin >= dim) || (end > 0 && end >= dim)))
      return nnShapeError(ctx,
                          "\"reflect\" pads must be smaller than the "
                          "dimension: dimension %lld has size %lld and pads "
                          "%lld and %lld",
                          (long long)i, (long long)dim, (long long)begin,
                          (long long)end);
    if (!constant && !reflect && dim == 0 && (begin > 0 || end > 0))
      return nnShapeError(ctx,
                          "\"edge\" padding needs an element to repeat, but "
                          "dimension %lld is empty",
                          (long long)i);
    int64_t both;
    if (__builtin_add_overflow(begin, end, &both) ||
        __builtin_add_overflow(dim, both, &shape[i]))
      return nnShapeError(ctx,
                          "the padded size of dimension %lld overflows a "
                          "64-bit size",
                          (long long)i);
    if (shape[i] < 0)
      return nnShapeError(ctx,
                          "pads %lld and %lld crop dimension %lld (size %lld) "
                          "to a negative size (%lld)",
                          (long long)begin, (long long)end, (long long)i,
                          (long long)dim, (long long)shape[i]);
  }
  results[0] = nnTensorType(rank, shape, nnElementType(input));
  return mlirLogicalResultSuccess();
}

// Where the result knows less than the input (a dynamic result dimension
// fed by a static input dimension other than 1), the inferred type takes
// the input's size: broadcasting could give no other.
MlirLogicalResult nnInferBroadcastTo(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0), target;
  if (mlirLogicalResultIsFailure(declaredTarget(ctx, "target shape", &target)))
    return mlirLogicalResultFailure();
  int64_t inputRank = nnRank(input), rank = nnRank(target);
  if (rank < inputRank)
    return nnShapeError(ctx,
                        "the result rank (%lld) must not be lower than the "
                        "input rank (%lld)",
                        (long long)rank, (long long)inputRank);
  NnNamedDim named[NN_MAX_RANK];
  bool given;
  if (mlirLogicalResultIsFailure(
          nnReadNamedDims(ctx, "dims_from", rank, named, &given)))
    return mlirLogicalResultFailure();
  int64_t shape[NN_MAX_RANK];
  nnShapeOf(target, shape);
  for (int64_t i = 0; i < rank; ++i)
    if (named[i].operand >= 0 && shape[i] != NN_DYNAMIC &&
        named[i].size != NN_DYNAMIC && shape[i] != named[i].size)
      return nnShapeError(ctx,
                          "result dim %lld is %lld, and dims_from gives it "
                          "dim %lld of operand #%lld, of size %lld",
                          (long long)i, (long long)shape[i],
                          (long long)named[i].dim, (long long)named[i].operand,
                          (long long)named[i].size);
  for (int64_t i = rank - inputRank; i < rank; ++i) {
    int64_t j = i - (rank - inputRank), from = nnDim(input, j);
    if (from == NN_DYNAMIC || from == 1 || from == shape[i])
      continue;
    if (shape[i] != NN_DYNAMIC)
      return nnShapeError(ctx,
                          "input dimension %lld (%lld) cannot broadcast to "
                          "result dimension %lld (%lld): it must be 1 or "
                          "equal",
                          (long long)j, (long long)from, (long long)i,
                          (long long)shape[i]);
    shape[i] = from;
  }
  results[0] = nnTensorType(rank, shape, nnElementType(input));
  // A dynamic input size is the result's (a dynamic size is never
  // broadcast); an input 1 takes the target's size, when static, or the
  // size dims_from names; a named size must equal a static or dynamic input
  // size other than 1.
  MlirContext mlir = nnShapeGetContext(ctx);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t j = i - (rank - inputRank);
    int64_t from = j >= 0 ? nnDim(input, j) : 1;
    MlirAffineExpr size = from == NN_DYNAMIC
                              ? nnShapeGetOperandDim(ctx, 0, j)
                              : (named[i].operand >= 0 && shape[i] == NN_DYNAMIC
                                     ? named[i].expr
                                     : (MlirAffineExpr){NULL});
    if (named[i].operand >= 0 && from != 1)
      nnShapeRequireEqualDims(ctx, named[i].expr,
                              from == NN_DYNAMIC
                                  ? nnShapeGetOperandDim(ctx, 0, j)
                                  : mlirAffineConstantExprGet(mlir, from));
    if (named[i].operand >= 0 && shape[i] != NN_DYNAMIC)
      nnShapeRequireEqualDims(ctx, named[i].expr,
                              mlirAffineConstantExprGet(mlir, shape[i]));
    nnShapeSetResultDim(ctx, 0, i, size);
  }
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferSqueeze(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input);
  // The entry of `axes` that removes each dimension, or -1.
  intptr_t removedBy[NN_MAX_RANK], count;
  if (mlirLogicalResultIsFailure(
          nnReadAxes(ctx, "axes", rank, removedBy, &count)))
    return mlirLogicalResultFailure();
  for (int64_t i = 0; i < rank; ++i) {
    int64_t size = nnDim(input, i);
    if (count == 0) {
      // Without axes, every size-1 dimension goes; a dynamic one might be 1
      // at run time, and the result rank cannot depend on that.
      if (size == NN_DYNAMIC)
        return nnShapeError(ctx,
                            "without 'axes', every dimension must be known, "
                            "but dimension %lld is dynamic",
                            (long long)i);
      if (size == 1)
        removedBy[i] = 0;
    } else if (removedBy[i] >= 0 && size == NN_DYNAMIC) {
      return nnShapeError(ctx, "cannot squeeze dimension %lld of unknown size",
                          (long long)i);
    } else if (removedBy[i] >= 0 && size != 1) {
      return nnShapeError(ctx,
                          "cannot squeeze dimension %lld of size %lld: only "
                          "size-1 dimensions can be removed",
                          (long long)i, (long long)size);
    }
  }
  int64_t shape[NN_MAX_RANK], resultRank = 0;
  for (int64_t i = 0; i < rank; ++i)
    if (removedBy[i] < 0) {
      nnShapeSetResultDim(ctx, 0, resultRank, nnShapeGetOperandDim(ctx, 0, i));
      shape[resultRank++] = nnDim(input, i);
    }
  results[0] = nnTensorType(resultRank, shape, nnElementType(input));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferUnsqueeze(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input);
  intptr_t count = nnShapeGetIntArray(ctx, "axes", NULL, 0);
  if (count > NN_MAX_RANK - rank)
    return nnShapeError(ctx,
                        "the result rank (%lld) would be above %d, the "
                        "highest nn supports",
                        (long long)(rank + count), NN_MAX_RANK);
  int64_t resultRank = rank + count;
  int64_t axes[NN_MAX_RANK];
  nnShapeGetIntArray(ctx, "axes", axes, count);
  // The axis (as written) that inserts each result dimension, or -1.
  intptr_t insertedBy[NN_MAX_RANK];
  for (int64_t i = 0; i < resultRank; ++i)
    insertedBy[i] = -1;
  for (intptr_t i = 0; i < count; ++i) {
    int64_t axis = axes[i];
    if (!nnNormalizeAxis(&axis, resultRank))
      return nnShapeError(ctx,
                          "axis %lld is out of range for the result rank "
                          "%lld",
                          (long long)axes[i], (long long)resultRank);
    if (insertedBy[axis] >= 0)
      return nnShapeError(ctx,
                          "axes %lld and %lld both name result dimension "
                          "%lld",
                          (long long)axes[insertedBy[axis]], (long long)axes[i],
                          (long long)axis);
    insertedBy[axis] = i;
  }
  int64_t shape[NN_MAX_RANK];
  for (int64_t i = 0, next = 0; i < resultRank; ++i) {
    if (insertedBy[i] < 0)
      nnShapeSetResultDim(ctx, 0, i, nnShapeGetOperandDim(ctx, 0, next));
    shape[i] = insertedBy[i] >= 0 ? 1 : nnDim(input, next++);
  }
  results[0] = nnTensorType(resultRank, shape, nnElementType(input));
  return mlirLogicalResultSuccess();
}

// The product of dimensions [from, to) of `tensor`: 0 when one of them is 0
// (even next to dynamic ones), else NN_DYNAMIC when one is dynamic. False
// when it does not fit in 64 bits.
static bool dimensionProduct(MlirType tensor, int64_t from, int64_t to,
                             int64_t *product) {
  *product = 1;
  for (int64_t i = from; i < to; ++i)
    if (nnDim(tensor, i) == 0) {
      *product = 0;
      return true;
    }
  for (int64_t i = from; i < to; ++i)
    if (nnDim(tensor, i) == NN_DYNAMIC) {
      *product = NN_DYNAMIC;
      return true;
    }
  for (int64_t i = from; i < to; ++i)
    if (__builtin_mul_overflow(*product, nnDim(tensor, i), product))
      return false;
  return true;
}

MlirLogicalResult nnInferFlatten(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input), axis = nnShapeGetInt(ctx, "axis");
  if (axis < -rank || axis > rank)
    return nnShapeError(ctx,
                        "axis %lld is out of range [%lld, %lld] for rank "
                        "%lld",
                        (long long)axis, (long long)-rank, (long long)rank,
                        (long long)rank);
  if (axis < 0)
    axis += rank;
  int64_t shape[2], bounds[3] = {0, axis, rank};
  for (int i = 0; i < 2; ++i)
    if (!dimensionProduct(input, bounds[i], bounds[i + 1], &shape[i]))
      return nnShapeError(ctx,
                          "the product of dimensions [%lld, %lld) overflows "
                          "a 64-bit size",
                          (long long)bounds[i], (long long)bounds[i + 1]);
  results[0] = nnTensorType(2, shape, nnElementType(input));
  MlirAffineExpr dims[NN_MAX_RANK];
  if (nnOperandDims(ctx, 0, dims))
    for (int i = 0; i < 2; ++i)
      nnShapeSetResultDim(ctx, 0, i,
                          productOf(ctx, dims, bounds[i], bounds[i + 1]));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferGather(NnShapeContext *ctx, MlirType *results) {
  MlirType data = nnShapeGetOperandType(ctx, 0);
  MlirType indices = nnShapeGetOperandType(ctx, 1);
  int64_t rank = nnRank(data), axis = nnShapeGetInt(ctx, "axis");
  if (!nnNormalizeAxis(&axis, rank))
    return nnShapeError(ctx, "axis %lld is out of range for rank %lld",
                        (long long)nnShapeGetInt(ctx, "axis"), (long long)rank);
  int64_t indicesRank = nnRank(indices);
  int64_t resultRank = rank - 1 + indicesRank;
  if (resultRank > NN_MAX_RANK)
    return nnShapeError(ctx,
                        "the result rank (%lld) would be above %d, the "
                        "highest nn supports",
                        (long long)resultRank, NN_MAX_RANK);
  int64_t shape[NN_MAX_RANK], next = 0;
  for (int64_t i = 0; i < axis; ++i)
    shape[next++] = nnDim(data, i);
  for (int64_t i = 0; i < indicesRank; ++i)
    shape[next++] = nnDim(indices, i);
  for (int64_t i = axis + 1; i < rank; ++i)
    shape[next++] = nnDim(data, i);
  results[0] = nnTensorType(resultRank, shape, nnElementType(data));
  next = 0;
  for (int64_t i = 0; i < axis; ++i)
    nnShapeSetResultDim(ctx, 0, next++, nnShapeGetOperandDim(ctx, 0, i));
  for (int64_t i = 0; i < indicesRank; ++i)
    nnShapeSetResultDim(ctx, 0, next++, nnShapeGetOperandDim(ctx, 1, i));
  for (int64_t i = axis + 1; i < rank; ++i)
    nnShapeSetResultDim(ctx, 0, next++, nnShapeGetOperandDim(ctx, 0, i));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferTriangular(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  if (nnRank(input) < 2)
    return nnShapeError(ctx,
                        "the input must have rank 2 or more, but has "
                        "rank %lld",
                        (long long)nnRank(input));
  results[0] = input;
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}
