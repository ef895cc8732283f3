//===- LowerIndexing.c - Slicing, padding and gathering to linalg ---------===//
//
// nn.slice is a tensor.extract_slice with strides when every step is
// positive; with a negative step it is a linalg.generic over the result
// reading input index start + i * step (linalg.index, tensor.extract). The
// starts are clamped exactly as the shape function (dialect/shapes/
// Movement.c) clamps them, so the sizes it inferred hold.
//
// nn.pad in "constant" mode crops the negative pads with a
// tensor.extract_slice, then pads the positive ones with tensor.pad yielding
// the value converted to the element type. "reflect" and "edge" are a
// linalg.generic over the result computing each source index with arith
// (edge clamps it into the dimension, reflect mirrors it about the edge
// element without repeating it, as NumPy's "reflect") and tensor.extract.
//
// nn.gather is a linalg.generic over the result, without inputs, reading the
// index from the indices tensor at the result dimensions it spans and then
// data at it, both with tensor.extract. The indices it sees are already in
// [0, n): --convert-nn-to-linalg guards the operand its entry names as
// positions before calling this (IndexOperands.h: negative ones wrapped,
// the rest clamped, and checked at run time), so no input reads outside
// the data. The indices are not an input of the generic on purpose:
// elementwise fusion would then fold their clamping into this loop and
// redo it for every element read (40% slower on a gather along the last
// axis), where apart it runs once per index, into a buffer of its own that
// LLVM knows the result does not alias (so an index is read once per row).
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/IndexOperands.h"
#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

static int64_t clamp(int64_t value, int64_t low, int64_t high) {
  return value < low ? low : value > high ? high : value;
}

// A tensor.empty of `result` written by a linalg.generic without inputs
// whose body reads the input through tensor.extract.
static MlirValue generateFrom(NnBuilder *b, MlirType result, NnBodyFn body,
                              void *userData) {
  intptr_t rank = mlirShapedTypeGetRank(result);
  MlirValue init = nnbEmpty(b, result);
  MlirAffineMap map = nnbIdentityMap(b->ctx, rank);
  NnGeneric g = {0, NULL, 1, &init, &map, rank, NULL, body, userData};
  return nnbGeneric(b, &g, 0);
}

/* slice */

typedef struct {
  MlirValue input;
  intptr_t rank;
  const int64_t *offsets, *steps;
  // Reads clamped to [0, last[d]] where last[d] >= 0: the dims whose end
  // ends_from names (an end past the dim reads its last element).
  const int64_t *last;
} Strided;

static void stridedBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                        void *userData) {
  (void)args;
  const Strided *s = userData;
  MlirValue indices[NN_MAX_RANK + 1];
  for (intptr_t d = 0; d < s->rank; ++d) {
    MlirValue i = nnbLoopIndex(b, d);
    if (s->steps[d] != 1)
      i = nnbOp2(b, "arith.muli", i, nnbIndex(b, s->steps[d]));
    if (s->offsets[d] != 0)
      i = nnbOp2(b, "arith.addi", i, nnbIndex(b, s->offsets[d]));
    if (s->last && s->last[d] >= 0)
      i = nnbOp2(b, "arith.minui", i, nnbIndex(b, s->last[d]));
    indices[d] = i;
  }
  yields[0] = nnbExtract(b, s->input, s->rank, indices);
}

// The ends ends_from names: each must not pass its (static) dim, checked
// at run time; the reads clamp, so that nothing is read past it anyway.
static MlirLogicalResult namedEnds(NnLowering *l, MlirType inputType,
                                   intptr_t rank, int64_t *last, bool *any) {
  int64_t pairs[2 * NN_MAX_RANK + 1];
  intptr_t count =
      nnLoweringGetIntArray(l, "ends_from", pairs, 2 * NN_MAX_RANK + 1);
  *any = false;
  int64_t ranks[] = {rank};
  for (intptr_t i = 0; i < rank; ++i) {
    last[i] = -1;
    if (count != 2 * rank || pairs[2 * i] < 0)
      continue;
    int64_t dim = mlirShapedTypeGetDimSize(inputType, i);
    if (mlirShapedTypeIsDynamicDim(inputType, i) || dim == 0)
      return nnLoweringFail(l,
                            "ends_from names the end of dimension %ld, "
                            "which must then be static and not empty",
                            (long)i);
    *any = true;
    last[i] = dim - 1;
    if (!l->runtimeChecks)
      continue;
    NnBuilder *b = &l->b;
    MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
    MlirValue end = nnbConvert(
        b, "arith.index_cast",
        nnbDim(b, nnLoweringGetOperand(l, pairs[2 * i]), pairs[2 * i + 1]),
        i64);
    MlirValue failed =
        nnbCmpi(b, 4, end, nnbConstant(b, i64, (double)dim)); // sgt
    nnEmitRuntimeCheck(l, failed, nnbConstant(b, i64, (double)i), end, "ends",
                       1, ranks, 0, dim + 1, -1);
  }
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLowerSlice(NnLowering *l) {
  MlirValue input = nnLoweringGetOperand(l, 0);
  MlirType inputType = nnLoweringGetOperandType(l, 0);
  MlirType result = nnLoweringGetResultType(l, 0);
  intptr_t rank = mlirShapedTypeGetRank(result);
  int64_t starts[NN_MAX_RANK], ends[NN_MAX_RANK], steps[NN_MAX_RANK];
  int64_t offsets[NN_MAX_RANK + 1];
  nnLoweringGetIntArray(l, "starts", starts, NN_MAX_RANK);
  nnLoweringGetIntArray(l, "ends", ends, NN_MAX_RANK);
  if (nnLoweringGetIntArray(l, "steps", steps, NN_MAX_RANK) == 0)
    for (intptr_t i = 0; i < rank; ++i)
      steps[i] = 1;
  bool negative = false;
  for (intptr_t i = 0; i < rank; ++i) {
    int64_t dim = mlirShapedTypeGetDimSize(inputType, i);
    // A dynamic dimension reaches here only taken whole: the shape
    // function sizes no other slice of one (OpSizes.h refuses the op).
    if (mlirShapedTypeIsDynamicDim(inputType, i)) {
      offsets[i] = 0;
      continue;
    }
    int64_t start = starts[i];
    if (start < 0)
      start += dim;
    // The shape function's clamping: [0, dim] for a positive step,
    // [0, dim - 1] for a negative one. An empty result reads nothing.
    if (dim == 0 || mlirShapedTypeGetDimSize(result, i) == 0)
      offsets[i] = 0;
    else
      offsets[i] = clamp(start, 0, steps[i] > 0 ? dim : dim - 1);
    negative |= steps[i] < 0;
  }
  int64_t last[NN_MAX_RANK];
  bool named;
  if (mlirLogicalResultIsFailure(namedEnds(l, inputType, rank, last, &named)))
    return mlirLogicalResultFailure();
  if (!negative && !named) {
    l->results[0] = nnbExtractSlice(&l->b, input, result, offsets, steps);
    return mlirLogicalResultSuccess();
  }
  Strided s = {input, rank, offsets, steps, named ? last : NULL};
  l->results[0] = generateFrom(&l->b, result, stridedBody, &s);
  return mlirLogicalResultSuccess();
}

/* pad */

typedef struct {
  MlirValue input;
  intptr_t rank;
  const int64_t *dims, *begins, *ends;
  bool reflect;
} Padded;

static void paddedBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                       void *userData) {
  (void)args;
  const Padded *p = userData;
  MlirValue indices[NN_MAX_RANK + 1];
  for (intptr_t d = 0; d < p->rank; ++d) {
    MlirValue j = nnbLoopIndex(b, d);
    if (p->begins[d] == 0 && p->ends[d] == 0) {
      indices[d] = j;
      continue;
    }
    if (p->begins[d] != 0)
      j = nnbOp2(b, "arith.subi", j, nnbIndex(b, p->begins[d]));
    MlirValue last = nnbIndex(b, p->dims[d] - 1);
    if (p->reflect) {
      // Pads are smaller than the dimension: one mirror at each end.
      MlirValue zero = nnbIndex(b, 0);
      MlirValue before = nnbCmpi(b, 2, j, zero); // slt
      j = nnbOp3(b, "arith.select", before, nnbOp2(b, "arith.subi", zero, j),
                 j);
      MlirValue after = nnbCmpi(b, 4, j, last); // sgt
      MlirValue mirrored =
          nnbOp2(b, "arith.subi", nnbIndex(b, 2 * (p->dims[d] - 1)), j);
      j = nnbOp3(b, "arith.select", after, mirrored, j);
    } else {
      j = nnbOp2(b, "arith.maxsi", j, nnbIndex(b, 0));
      j = nnbOp2(b, "arith.minsi", j, last);
    }
    indices[d] = j;
  }
  yields[0] = nnbExtract(b, p->input, p->rank, indices);
}

// tensor.pad of `source` with static `low` and `high` pads, yielding `value`.
static MlirValue buildTensorPad(NnBuilder *b, MlirValue source, MlirType result,
                                const int64_t *low, const int64_t *high,
                                MlirValue value) {
  intptr_t rank = mlirShapedTypeGetRank(result);
  MlirType index = mlirIndexTypeGet(b->ctx);
  MlirType argTypes[NN_MAX_RANK + 1];
  MlirLocation argLocs[NN_MAX_RANK + 1];
  for (intptr_t i = 0; i < rank; ++i)
    argTypes[i] = index, argLocs[i] = b->loc;
  MlirBlock body = mlirBlockCreate(rank, argTypes, argLocs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  int32_t segments[] = {1, 0, 0};
  MlirNamedAttribute attrs[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(b->ctx, nnStr("static_low")),
                            mlirDenseI64ArrayGet(b->ctx, rank, low)),
      mlirNamedAttributeGet(mlirIdentifierGet(b->ctx, nnStr("static_high")),
                            mlirDenseI64ArrayGet(b->ctx, rank, high)),
      mlirNamedAttributeGet(
          mlirIdentifierGet(b->ctx, nnStr("operandSegmentSizes")),
          mlirDenseI32ArrayGet(b->ctx, 3, segments)),
  };
  MlirOperationState state = mlirOperationStateGet(nnStr("tensor.pad"), b->loc);
  mlirOperationStateAddOperands(&state, 1, &source);
  mlirOperationStateAddAttributes(&state, 3, attrs);
  mlirOperationStateAddResults(&state, 1, &result);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation pad = nnBuild(b, &state);
  NnBuilder inner = {b->ctx, b->loc, body, (MlirOperation){NULL}, b->sizes};
  MlirOperationState yield =
      mlirOperationStateGet(nnStr("tensor.yield"), b->loc);
  mlirOperationStateAddOperands(&yield, 1, &value);
  nnBuild(&inner, &yield);
  return mlirOperationGetResult(pad, 0);
}

MlirLogicalResult nnLowerPad(NnLowering *l) {
  NnBuilder *b = &l->b;
  MlirValue input = nnLoweringGetOperand(l, 0);
  MlirType inputType = nnLoweringGetOperandType(l, 0);
  MlirType result = nnLoweringGetResultType(l, 0);
  MlirType element = nnbElementType(input);
  intptr_t rank = mlirShapedTypeGetRank(result);
  int64_t pads[2 * NN_MAX_RANK], dims[NN_MAX_RANK + 1];
  if (nnLoweringGetIntArray(l, "pads", pads, 2 * NN_MAX_RANK) != 2 * rank)
    return nnLoweringFail(l, "'pads' must have %lld values",
                          (long long)(2 * rank));
  for (intptr_t i = 0; i < rank; ++i)
    dims[i] = mlirShapedTypeGetDimSize(inputType, i);
  if (mlirTypeEqual(inputType, result)) {
    bool none = true;
    for (intptr_t i = 0; i < 2 * rank; ++i)
      none &= pads[i] == 0;
    if (none) {
      l->results[0] = input;
      return mlirLogicalResultSuccess();
    }
  }
  if (!nnLoweringAttrIs(l, "mode", "constant")) {
    Padded p = {input, rank,        dims,
                pads,  pads + rank, nnLoweringAttrIs(l, "mode", "reflect")};
    l->results[0] = generateFrom(b, result, paddedBody, &p);
    return mlirLogicalResultSuccess();
  }
  if (!nnbIsFloat(element) && !mlirTypeIsAInteger(element))
    return nnLoweringRequireNumeric(l, element, true);
  // Negative pads crop first.
  int64_t offsets[NN_MAX_RANK + 1], ones[NN_MAX_RANK + 1];
  int64_t cropped[NN_MAX_RANK + 1], low[NN_MAX_RANK + 1], high[NN_MAX_RANK + 1];
  bool crop = false, grow = false;
  for (intptr_t i = 0; i < rank; ++i) {
    int64_t begin = pads[i], end = pads[rank + i];
    if (mlirShapedTypeIsDynamicDim(inputType, i) && (begin < 0 || end < 0))
      return nnLoweringFail(l,
                            "dimension %ld is dynamic: negative pads (%lld, "
                            "%lld) crop it at static sizes only",
                            (long)i, (long long)begin, (long long)end);
    offsets[i] = begin < 0 ? -begin : 0;
    ones[i] = 1;
    cropped[i] = dims[i] + (begin < 0 ? begin : 0) + (end < 0 ? end : 0);
    low[i] = begin > 0 ? begin : 0;
    high[i] = end > 0 ? end : 0;
    crop |= begin < 0 || end < 0;
    grow |= begin > 0 || end > 0;
  }
  MlirValue source = input;
  if (crop)
    source = nnbExtractSlice(
        b, input,
        mlirRankedTensorTypeGet(rank, cropped, element, mlirAttributeGetNull()),
        offsets, ones);
  if (grow)
    source =
        buildTensorPad(b, source, result, low, high,
                       nnbConstant(b, element, nnLoweringGetFloat(l, "value")));
  l->results[0] = source;
  return mlirLogicalResultSuccess();
}

/* gather */

typedef struct {
  MlirValue data, positions;
  intptr_t axis, indicesRank, resultRank, dataRank;
  MlirValue nonEmpty; // NnLowering.indexedNonEmpty
} Gathered;

static void gatherBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                       void *userData) {
  (void)args;
  const Gathered *g = userData;
  // The position, in [0, axis size) (IndexOperands.h), at the result
  // dimensions the indices span.
  MlirValue at[NN_MAX_RANK + 1];
  for (intptr_t k = 0; k < g->indicesRank; ++k)
    at[k] = nnbLoopIndex(b, g->axis + k);
  MlirValue position = nnbExtract(b, g->positions, g->indicesRank, at);
  MlirValue indices[NN_MAX_RANK + 1];
  intptr_t n = 0;
  for (intptr_t d = 0; d < g->axis; ++d)
    indices[n++] = nnbLoopIndex(b, d);
  indices[n++] =
      nnbConvert(b, "arith.index_cast", position, mlirIndexTypeGet(b->ctx));
  for (intptr_t d = g->axis + g->indicesRank; d < g->resultRank; ++d)
    indices[n++] = nnbLoopIndex(b, d);
  yields[0] = nnReadIndexed(b, g->data, g->dataRank, indices, g->nonEmpty);
}

MlirLogicalResult nnLowerGather(NnLowering *l) {
  MlirValue data = nnLoweringGetOperand(l, 0);
  MlirValue indices = nnLoweringGetOperand(l, 1);
  MlirType dataType = nnLoweringGetOperandType(l, 0);
  MlirType result = nnLoweringGetResultType(l, 0);
  intptr_t dataRank = mlirShapedTypeGetRank(dataType);
  intptr_t indicesRank = mlirShapedTypeGetRank(mlirValueGetType(indices));
  int64_t axis = nnLoweringGetInt(l, "axis");
  if (axis < 0)
    axis += dataRank;
  Gathered g = {data,
                indices,
                axis,
                indicesRank,
                mlirShapedTypeGetRank(result),
                dataRank,
                l->indexedNonEmpty};
  l->results[0] = generateFrom(&l->b, result, gatherBody, &g);
  return mlirLogicalResultSuccess();
}
