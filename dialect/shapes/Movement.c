//===- Movement.c - Shape rules of ops that move data ---------------------===//
//
// reshape takes its new shape from its result type and only checks that no
// element is gained or lost; transpose permutes dimensions; concat (the
// upstream tensor.concat, described for nn's passes) joins tensors along one
// dimension.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

#include "mlir-c/BuiltinTypes.h"

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

MlirLogicalResult nnInferReshape(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType target = nnShapeGetDeclaredResultType(ctx, 0);
  if (mlirTypeIsNull(target) || !mlirTypeIsARankedTensor(target))
    return nnShapeError(ctx, "the result type must be given: it is the new "
                             "shape");
  if (!mlirTypeEqual(nnElementType(input), nnElementType(target)))
    return nnShapeError(ctx, "element types differ: input is %s, result is %s",
                        nnShapeTypeStr(ctx, nnElementType(input)),
                        nnShapeTypeStr(ctx, nnElementType(target)));
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
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferTranspose(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t rank = nnRank(input);
  int64_t perm[rank + 1];
  intptr_t size = nnShapeGetIntArray(ctx, "perm", perm, rank);
  if (size != rank)
    return nnShapeError(ctx,
                        "'perm' must have %lld values (the input rank), "
                        "but has %lld",
                        (long long)rank, (long long)size);
  bool seen[rank + 1];
  for (int64_t i = 0; i < rank; ++i)
    seen[i] = false;
  int64_t shape[rank + 1];
  for (int64_t i = 0; i < rank; ++i) {
    if (perm[i] < 0 || perm[i] >= rank || seen[perm[i]])
      return nnShapeError(ctx,
                          "'perm' must be a permutation of 0..%lld, but value "
                          "%lld is %lld",
                          (long long)(rank - 1), (long long)i,
                          (long long)perm[i]);
    seen[perm[i]] = true;
    shape[i] = nnDim(input, perm[i]);
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
  int64_t shape[rank + 1];
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
  return mlirLogicalResultSuccess();
}
