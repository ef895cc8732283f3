//===- NamedDims.c - Sizes an op takes from its operands' dims ------------===//
//
// An op whose result type is its shape (reshape, broadcast_to) or whose
// bounds are attributes (slice) cannot say a size known only at run time.
// With an attribute of (operand, dim) pairs, one per dim (`dims_from`,
// `ends_from`), it names that size as a dim of one of its operands (the
// tensors after #0 are read for their sizes only): what an ONNX import of
// Shape -> ... -> Reshape knows about a shape computed at run time
// (import/onnx/Sizes.h). (-1, -1) names nothing.
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

MlirLogicalResult nnReadNamedDims(NnShapeContext *ctx, const char *name,
                                  int64_t rank, NnNamedDim *named,
                                  bool *given) {
  int64_t pairs[2 * NN_MAX_RANK + 1];
  intptr_t count = nnShapeGetIntArray(ctx, name, pairs, 2 * NN_MAX_RANK + 1);
  *given = count > 0;
  for (int64_t i = 0; i < rank; ++i)
    named[i] = (NnNamedDim){-1, -1, NN_DYNAMIC, {NULL}};
  if (!*given) {
    if (nnShapeGetNumOperands(ctx) > 1)
      return nnShapeError(ctx,
                          "the operands after the input give sizes only "
                          "through %s, which is missing",
                          name);
    return mlirLogicalResultSuccess();
  }
  if (count != 2 * rank)
    return nnShapeError(ctx,
                        "%s must hold an (operand, dim) pair per dim, %lld "
                        "values, and holds %ld",
                        name, (long long)(2 * rank), (long)count);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t k = pairs[2 * i], j = pairs[2 * i + 1];
    if (k == -1 && j == -1)
      continue;
    if (k < 0 || k >= nnShapeGetNumOperands(ctx) || j < 0 ||
        j >= nnRank(nnShapeGetOperandType(ctx, k)))
      return nnShapeError(ctx,
                          "%s gives dim %lld the size of dim %lld of operand "
                          "#%lld, which does not exist",
                          name, (long long)i, (long long)j, (long long)k);
    named[i] = (NnNamedDim){k, j, nnDim(nnShapeGetOperandType(ctx, k), j),
                            nnShapeGetOperandDim(ctx, k, j)};
  }
  return mlirLogicalResultSuccess();
}
