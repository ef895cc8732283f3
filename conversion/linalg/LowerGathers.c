//===- LowerGathers.c - gather_elements, gather_nd and one_hot to linalg --===//
//
// Each is one linalg.generic over the result that computes an element from
// the inputs, so elementwise consumers fuse into it:
//
// - nn.gather_elements reads its (guarded: IndexOperands.h) positions as an
//   input of the generic through the identity map, one per result element,
//   and reads data with tensor.extract at the result's coordinates with the
//   position along `axis`. Each position is read once, so folding its
//   clamping into this loop costs nothing (unlike nn.gather's, reused by a
//   whole row).
// - nn.gather_nd has no inputs: each tuple component is a tensor.extract of
//   the (guarded) indices (k extracts per element; the same k for a whole
//   slice, which LLVM hoists when the slice dimensions are innermost).
// - nn.one_hot reads its index through a map that skips the new dimension
//   and compares it with linalg.index of that dimension; the two values are
//   extracted in the body (loop-invariant: LLVM hoists them), since an
//   extract before the loop would run on the host on the GPU path.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/IndexOperands.h"
#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirType i64Type(NnBuilder *b) { return mlirIntegerTypeGet(b->ctx, 64); }

// An integer or float position as an i64 (floats truncated toward zero, as
// ONNX's cast to int64 does).
static MlirValue asI64(NnBuilder *b, MlirValue x) {
  MlirType type = mlirValueGetType(x);
  if (nnbIsFloat(type))
    return nnbConvert(b, "arith.fptosi", x, i64Type(b));
  if (mlirIntegerTypeGetWidth(type) < 64)
    return nnbConvert(b, "arith.extsi", x, i64Type(b));
  return x;
}

static MlirValue toIndex(NnBuilder *b, MlirValue x) {
  return nnbConvert(b, "arith.index_cast", x, mlirIndexTypeGet(b->ctx));
}

/* gather_elements */

typedef struct {
  MlirValue data;
  intptr_t rank, axis;
  MlirValue nonEmpty; // NnLowering.indexedNonEmpty
} ElementRead;

static void elementBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                        void *userData) {
  const ElementRead *e = userData;
  MlirValue at[NN_MAX_RANK + 1];
  for (intptr_t d = 0; d < e->rank; ++d)
    at[d] = d == e->axis ? toIndex(b, args[0]) : nnbLoopIndex(b, d);
  yields[0] = nnReadIndexed(b, e->data, e->rank, at, e->nonEmpty);
}

MlirLogicalResult nnLowerGatherElements(NnLowering *l) {
  MlirValue positions = nnLoweringGetOperand(l, 1);
  MlirType result = nnLoweringGetResultType(l, 0);
  intptr_t rank = mlirShapedTypeGetRank(result);
  int64_t axis = nnLoweringGetInt(l, "axis");
  if (axis < 0)
    axis += rank;
  ElementRead e = {nnLoweringGetOperand(l, 0), rank, axis, l->indexedNonEmpty};
  MlirValue init = nnbEmpty(&l->b, result);
  MlirAffineMap maps[] = {nnbIdentityMap(l->b.ctx, rank),
                          nnbIdentityMap(l->b.ctx, rank)};
  NnGeneric g = {1, &positions, 1, &init, maps, rank, NULL, elementBody, &e};
  l->results[0] = nnbGeneric(&l->b, &g, 0);
  return mlirLogicalResultSuccess();
}

/* gather_nd */

typedef struct {
  MlirValue data, indices;
  intptr_t dataRank, indicesRank, batch, tuple;
} TupleRead;

static void tupleBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                      void *userData) {
  (void)args;
  const TupleRead *t = userData;
  MlirValue at[NN_MAX_RANK + 1], where[NN_MAX_RANK + 1];
  intptr_t lead = t->indicesRank - 1;
  for (intptr_t d = 0; d < lead; ++d)
    where[d] = nnbLoopIndex(b, d);
  for (intptr_t d = 0; d < t->batch; ++d)
    at[d] = nnbLoopIndex(b, d);
  for (intptr_t j = 0; j < t->tuple; ++j) {
    where[lead] = nnbIndex(b, j);
    MlirValue position = nnbExtract(b, t->indices, t->indicesRank, where);
    at[t->batch + j] = toIndex(b, position);
  }
  for (intptr_t d = t->batch + t->tuple; d < t->dataRank; ++d)
    at[d] = nnbLoopIndex(b, lead + d - t->batch - t->tuple);
  yields[0] = nnbExtract(b, t->data, t->dataRank, at);
}

MlirLogicalResult nnLowerGatherNd(NnLowering *l) {
  MlirType dataType = nnLoweringGetOperandType(l, 0);
  MlirType indicesType = nnLoweringGetOperandType(l, 1);
  MlirType result = nnLoweringGetResultType(l, 0);
  intptr_t dataRank = mlirShapedTypeGetRank(dataType);
  intptr_t indicesRank = mlirShapedTypeGetRank(indicesType);
  TupleRead t = {nnLoweringGetOperand(l, 0),
                 nnLoweringGetOperand(l, 1),
                 dataRank,
                 indicesRank,
                 nnLoweringGetInt(l, "batch_dims"),
                 mlirShapedTypeGetDimSize(indicesType, indicesRank - 1)};
  intptr_t rank = mlirShapedTypeGetRank(result);
  MlirValue init = nnbEmpty(&l->b, result);
  MlirAffineMap map = nnbIdentityMap(l->b.ctx, rank);
  NnGeneric g = {0, NULL, 1, &init, &map, rank, NULL, tupleBody, &t};
  l->results[0] = nnbGeneric(&l->b, &g, 0);
  return mlirLogicalResultSuccess();
}

/* one_hot */

typedef struct {
  MlirValue values;
  intptr_t axis;
  int64_t depth;
} OneHot;

static void oneHotBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                       void *userData) {
  const OneHot *h = userData;
  MlirValue index = asI64(b, args[0]);
  MlirValue zero = nnbConstant(b, i64Type(b), 0);
  MlirValue negative = nnbCmpi(b, 2, index, zero); // slt
  MlirValue wrapped = nnbOp2(b, "arith.addi", index,
                             nnbConstant(b, i64Type(b), (double)h->depth));
  index = nnbOp3(b, "arith.select", negative, wrapped, index);
  MlirValue here =
      nnbConvert(b, "arith.index_cast", nnbLoopIndex(b, h->axis), i64Type(b));
  MlirValue hot = nnbCmpi(b, 0, index, here); // eq
  MlirValue first = nnbIndex(b, 0), second = nnbIndex(b, 1);
  MlirValue off = nnbExtract(b, h->values, 1, &first);
  MlirValue on = nnbExtract(b, h->values, 1, &second);
  yields[0] = nnbOp3(b, "arith.select", hot, on, off);
}

MlirLogicalResult nnLowerOneHot(NnLowering *l) {
  NnBuilder *b = &l->b;
  MlirValue indices = nnLoweringGetOperand(l, 0);
  MlirValue values = nnLoweringGetOperand(l, 1);
  MlirType result = nnLoweringGetResultType(l, 0);
  intptr_t rank = mlirShapedTypeGetRank(result);
  int64_t axis = nnLoweringGetInt(l, "axis");
  if (axis < 0)
    axis += rank;
  OneHot h = {values, axis, nnLoweringGetInt(l, "depth")};
  int64_t kept[NN_MAX_RANK + 1], n = 0;
  for (intptr_t d = 0; d < rank; ++d)
    if (d != axis)
      kept[n++] = d;
  MlirValue init = nnbEmpty(b, result);
  MlirAffineMap maps[] = {nnbSelectMap(b->ctx, rank, n, kept),
                          nnbIdentityMap(b->ctx, rank)};
  NnGeneric g = {1, &indices, 1, &init, maps, rank, NULL, oneHotBody, &h};
  l->results[0] = nnbGeneric(b, &g, 0);
  return mlirLogicalResultSuccess();
}
