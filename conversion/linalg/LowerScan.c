//===- LowerScan.c - cumsum and top_k to scf.for over linalg --------------===//
//
// Both ops walk their axis in order, which no linalg op expresses, so each is
// an scf.for along the axis whose iterations are linalg.generic ops over all
// the other dimensions (parallel, and vectorizable where the axis is not the
// innermost), reading and writing one slice of the axis through rank-reducing
// tensor.extract_slice / tensor.insert_slice at the loop's position. The
// loop carries the result tensors; one-shot bufferization writes each slice
// in place.
//
// cumsum: the loop carries the result and a running sum (one slice); step i
// adds input slice i to the running sum and writes it (exclusive: the sum
// before the addition) as result slice i, both in place; reverse counts i
// from the back. The first slice is peeled off before the loop. f16 and
// bf16 sum in f32 (nnbAccumulatorType), rounded once.
//
// top_k: k passes, each a reduction generic over the axis that finds, per
// row, the element that comes first in the order (value descending for
// largest, ascending for smallest; the smaller index first among equals;
// NaN above every number, NaNs equal) among those after the one the
// previous pass found. Pass 0 has no predecessor and is peeled off. That is
// O(k * n) per row and parallel over rows: a sort it is not, but k is small
// where TopK is used (classifier heads, beam search, detection).
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

#include <limits.h>

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute attr) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr(name)), attr);
}

// The offsets, sizes and strides of slice `position` of `full` along `axis`
// (the position dynamic), as tensor.extract_slice and tensor.insert_slice
// take them, with `position` as the one dynamic offset.
static void sliceAttrs(NnBuilder *b, MlirType full, intptr_t axis,
                       MlirNamedAttribute *attrs, int32_t *segments,
                       intptr_t numSegments) {
  intptr_t rank = mlirShapedTypeGetRank(full);
  int64_t offsets[NN_MAX_RANK], sizes[NN_MAX_RANK], strides[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i) {
    offsets[i] = i == axis ? mlirShapedTypeGetDynamicSize() : 0;
    sizes[i] = i == axis ? 1 : mlirShapedTypeGetDimSize(full, i);
    strides[i] = 1;
  }
  attrs[0] = named(b->ctx, "static_offsets",
                   mlirDenseI64ArrayGet(b->ctx, rank, offsets));
  attrs[1] =
      named(b->ctx, "static_sizes", mlirDenseI64ArrayGet(b->ctx, rank, sizes));
  attrs[2] = named(b->ctx, "static_strides",
                   mlirDenseI64ArrayGet(b->ctx, rank, strides));
  attrs[3] = named(b->ctx, "operandSegmentSizes",
                   mlirDenseI32ArrayGet(b->ctx, numSegments, segments));
}

// Slice `position` (an index value) of `full` along `axis`, without the axis.
static MlirValue sliceAt(NnBuilder *b, MlirValue full, intptr_t axis,
                         MlirValue position) {
  MlirType type = mlirValueGetType(full);
  bool drop[NN_MAX_RANK] = {false};
  drop[axis] = true;
  MlirType result = nnbDropDims(type, drop);
  MlirNamedAttribute attrs[4];
  int32_t segments[] = {1, 1, 0, 0};
  sliceAttrs(b, type, axis, attrs, segments, 4);
  MlirValue operands[] = {full, position};
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.extract_slice"), b->loc);
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddAttributes(&state, 4, attrs);
  mlirOperationStateAddResults(&state, 1, &result);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

// `full` with `slice` (sliceAt's type) written at `position` along `axis`.
static MlirValue insertAt(NnBuilder *b, MlirValue slice, MlirValue full,
                          intptr_t axis, MlirValue position) {
  MlirType type = mlirValueGetType(full);
  MlirNamedAttribute attrs[4];
  int32_t segments[] = {1, 1, 1, 0, 0};
  sliceAttrs(b, type, axis, attrs, segments, 5);
  MlirValue operands[] = {slice, full, position};
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.insert_slice"), b->loc);
  mlirOperationStateAddOperands(&state, 3, operands);
  mlirOperationStateAddAttributes(&state, 4, attrs);
  mlirOperationStateAddResults(&state, 1, &type);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

/* An scf.for carrying tensors. */

typedef struct {
  NnBuilder body; // appends to the loop body
  MlirBlock block;
  MlirValue iv;
  MlirValue iters[2];
} Loop;

// Starts `for iv = lower to upper step 1 iter_args(inits)`: the body is
// built through loop->body, then finished by endLoop.
static void beginLoop(NnBuilder *b, Loop *loop, intptr_t numInits,
                      const MlirValue *inits) {
  MlirType types[3] = {mlirIndexTypeGet(b->ctx)};
  MlirLocation locs[3] = {b->loc, b->loc, b->loc};
  for (intptr_t i = 0; i < numInits; ++i)
    types[i + 1] = mlirValueGetType(inits[i]);
  loop->block = mlirBlockCreate(numInits + 1, types, locs);
  loop->body = (NnBuilder){b->ctx, b->loc, loop->block, {NULL}};
  loop->iv = mlirBlockGetArgument(loop->block, 0);
  for (intptr_t i = 0; i < numInits; ++i)
    loop->iters[i] = mlirBlockGetArgument(loop->block, i + 1);
}

// Yields `next`, builds the scf.for before the op and writes its results.
static void endLoop(NnBuilder *b, Loop *loop, int64_t lower, int64_t upper,
                    intptr_t numInits, const MlirValue *inits,
                    const MlirValue *next, MlirValue *results) {
  MlirOperationState yield = mlirOperationStateGet(nnStr("scf.yield"), b->loc);
  mlirOperationStateAddOperands(&yield, numInits, next);
  mlirBlockAppendOwnedOperation(loop->block, mlirOperationCreate(&yield));
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, loop->block);
  MlirValue operands[5] = {nnbIndex(b, lower), nnbIndex(b, upper),
                           nnbIndex(b, 1)};
  MlirType types[2];
  for (intptr_t i = 0; i < numInits; ++i) {
    operands[i + 3] = inits[i];
    types[i] = mlirValueGetType(inits[i]);
  }
  MlirOperationState state = mlirOperationStateGet(nnStr("scf.for"), b->loc);
  mlirOperationStateAddOperands(&state, numInits + 3, operands);
  mlirOperationStateAddResults(&state, numInits, types);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation op = nnBuild(b, &state);
  for (intptr_t i = 0; i < numInits; ++i)
    results[i] =
        mlirOperationIsNull(op) ? inits[i] : mlirOperationGetResult(op, i);
}

static bool isEmpty(MlirType type) {
  for (intptr_t i = 0; i < mlirShapedTypeGetRank(type); ++i)
    if (mlirShapedTypeGetDimSize(type, i) == 0)
      return true;
  return false;
}

/* cumsum */

static void copyBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  (void)b, (void)userData;
  yields[0] = args[0];
}

// args: input, running sum, destination slice. The running sum takes the
// input; the destination gets the sum after (or, exclusive, before) it.
static void stepBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  bool exclusive = *(const bool *)userData;
  yields[0] = nnbArith(b, "add", args[1], args[0]);
  yields[1] = exclusive ? args[1] : yields[0];
}

MlirLogicalResult nnLowerCumsum(NnLowering *l) {
  MlirValue x = nnLoweringGetOperand(l, 0);
  MlirType element = nnbElementType(x);
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(l, element, true)))
    return mlirLogicalResultFailure();
  MlirType result = nnLoweringGetResultType(l, 0);
  if (isEmpty(result)) {
    l->results[0] = nnbEmpty(&l->b, result);
    return mlirLogicalResultSuccess();
  }
  x = nnbConvertElements(&l->b, x, nnbAccumulatorType(element));
  MlirType type = mlirValueGetType(x);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t axis = nnLoweringGetInt(l, "axis");
  axis = axis < 0 ? axis + rank : axis;
  int64_t n = mlirShapedTypeGetDimSize(type, axis);
  bool exclusive = nnLoweringGetBool(l, "exclusive");
  bool reverse = nnLoweringGetBool(l, "reverse");
  NnBuilder *b = &l->b;
  bool drop[NN_MAX_RANK] = {false};
  drop[axis] = true;
  MlirAffineMap id = nnbIdentityMap(b->ctx, rank - 1);
  MlirAffineMap maps[] = {id, id, id};

  // The first slice: the running sum starts as the input's slice, which is
  // also the result's (zeros when exclusive).
  MlirValue first = nnbIndex(b, reverse ? n - 1 : 0);
  MlirValue in = sliceAt(b, x, axis, first);
  MlirValue sum = nnbEmpty(b, nnbDropDims(type, drop));
  NnGeneric copy = {1, &in, 1, &sum, maps, rank - 1, NULL, copyBody, NULL};
  sum = nnbGeneric(b, &copy, 0);
  MlirValue out = nnbEmpty(b, type), start = sum;
  if (exclusive)
    start = nnbFill(b, nnbConstant(b, nnbElementType(x), 0),
                    sliceAt(b, out, axis, first));
  out = insertAt(b, start, out, axis, first);

  // Slices 1 .. n-1 (counted from the back with reverse): one generic adds
  // the input slice to the running sum in place and writes the result
  // slice in place, so the loop neither allocates nor copies.
  MlirValue inits[] = {out, sum}, next[2], results[2];
  Loop loop;
  beginLoop(b, &loop, 2, inits);
  NnBuilder *lb = &loop.body;
  MlirValue j = loop.iv;
  if (reverse)
    j = nnbOp2(lb, "arith.subi", nnbIndex(lb, n - 1), loop.iv);
  MlirValue slice = sliceAt(lb, x, axis, j);
  MlirValue outs[] = {loop.iters[1], sliceAt(lb, loop.iters[0], axis, j)};
  NnGeneric step = {1,        &slice, 2,        outs,      maps,
                    rank - 1, NULL,   stepBody, &exclusive};
  next[1] = nnbGeneric(lb, &step, 0);
  MlirOperation generic = mlirOpResultGetOwner(next[1]);
  MlirValue written = mlirOperationIsNull(generic)
                          ? outs[1]
                          : mlirOperationGetResult(generic, 1);
  next[0] = insertAt(lb, written, loop.iters[0], axis, j);
  endLoop(b, &loop, 1, n, 2, inits, next, results);
  l->results[0] = nnbConvertElements(b, results[0], element);
  return mlirLogicalResultSuccess();
}

/* top_k */

typedef struct {
  int64_t axis;
  bool largest, hasPrevious;
} Select;

// True when (a, ai) comes before (b, bi) in top_k's order.
static MlirValue precedes(NnBuilder *b, const Select *s, MlirValue a,
                          MlirValue ai, MlirValue v, MlirValue vi) {
  MlirValue before, tie;
  if (nnbIsFloat(mlirValueGetType(a))) {
    // cmpf: oeq 1, ogt 2, olt 4, uno 14. NaN is above every number.
    MlirValue aNaN = nnbCmpf(b, 14, a, a), vNaN = nnbCmpf(b, 14, v, v);
    MlirValue bothNaN = nnbOp2(b, "arith.andi", aNaN, vNaN);
    MlirValue one = nnbConstant(b, mlirIntegerTypeGet(b->ctx, 1), 1);
    MlirValue onlyA =
        nnbOp2(b, "arith.andi", aNaN, nnbOp2(b, "arith.xori", vNaN, one));
    MlirValue onlyV =
        nnbOp2(b, "arith.andi", vNaN, nnbOp2(b, "arith.xori", aNaN, one));
    before = s->largest ? nnbOp2(b, "arith.ori", nnbCmpf(b, 2, a, v), onlyA)
                        : nnbOp2(b, "arith.ori", nnbCmpf(b, 4, a, v), onlyV);
    tie = nnbOp2(b, "arith.ori", nnbCmpf(b, 1, a, v), bothNaN);
  } else {
    // cmpi: eq 0, slt 2, sgt 4.
    before = nnbCmpi(b, s->largest ? 4 : 2, a, v);
    tie = nnbCmpi(b, 0, a, v);
  }
  MlirValue earlier = nnbCmpi(b, 2, ai, vi);
  return nnbOp2(b, "arith.ori", before, nnbOp2(b, "arith.andi", tie, earlier));
}

// args: x, [previous value, previous index,] best value, best index. The
// best index starts at -1: nothing found yet.
static void selectBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                       void *userData) {
  const Select *s = userData;
  intptr_t acc = s->hasPrevious ? 3 : 1;
  MlirValue x = args[0], best = args[acc], bestIndex = args[acc + 1];
  MlirType i64 = mlirValueGetType(bestIndex);
  MlirValue index =
      nnbConvert(b, "arith.index_cast", nnbLoopIndex(b, s->axis), i64);
  MlirValue none = nnbCmpi(b, 0, bestIndex, nnbConstant(b, i64, -1));
  MlirValue better =
      nnbOp2(b, "arith.ori", none, precedes(b, s, x, index, best, bestIndex));
  if (s->hasPrevious)
    better = nnbOp2(b, "arith.andi", better,
                    precedes(b, s, args[1], args[2], x, index));
  yields[0] = nnbOp3(b, "arith.select", better, x, best);
  yields[1] = nnbOp3(b, "arith.select", better, index, bestIndex);
}

// One pass: per row, the first element in the order after the previous
// pass's (`previous`: its values and indices, or NULL for the first pass),
// into `best` (inits of the slices without the axis; overwritten with the
// pass's results).
static void selectPass(NnBuilder *b, Select *s, MlirValue x,
                       const MlirValue *previous, MlirValue *best) {
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(x));
  bool reduced[NN_MAX_RANK] = {false};
  reduced[s->axis] = true;
  int64_t dims[NN_MAX_RANK];
  for (intptr_t i = 0, n = 0; i < rank; ++i)
    if (i != s->axis)
      dims[n++] = i;
  MlirAffineMap id = nnbIdentityMap(b->ctx, rank);
  MlirAffineMap row = nnbSelectMap(b->ctx, rank, rank - 1, dims);
  s->hasPrevious = previous != NULL;
  MlirValue inputs[] = {x, s->hasPrevious ? previous[0] : x,
                        s->hasPrevious ? previous[1] : x};
  MlirAffineMap maps[] = {id, row, row, row, row}, firstMaps[] = {id, row, row};
  MlirValue inits[] = {
      best[0],
      nnbFill(b, nnbConstant(b, nnbElementType(best[1]), -1), best[1])};
  intptr_t numInputs = s->hasPrevious ? 3 : 1;
  NnGeneric g = {numInputs, inputs,  2,          inits, maps,
                 rank,      reduced, selectBody, s};
  if (!s->hasPrevious)
    g.maps = firstMaps;
  MlirValue index = nnbGeneric(b, &g, 1);
  MlirOperation generic = mlirOpResultGetOwner(index);
  best[0] = mlirOperationIsNull(generic) ? inits[0]
                                         : mlirOperationGetResult(generic, 0);
  best[1] = index;
}

MlirLogicalResult nnLowerTopK(NnLowering *l) {
  MlirValue x = nnLoweringGetOperand(l, 0);
  MlirType element = nnbElementType(x);
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(l, element, true)))
    return mlirLogicalResultFailure();
  MlirType values = nnLoweringGetResultType(l, 0);
  MlirType indices = nnLoweringGetResultType(l, 1);
  NnBuilder *b = &l->b;
  MlirValue out[] = {nnbEmpty(b, values), nnbEmpty(b, indices)};
  if (isEmpty(values)) {
    l->results[0] = out[0];
    l->results[1] = out[1];
    return mlirLogicalResultSuccess();
  }
  intptr_t rank = mlirShapedTypeGetRank(values);
  int64_t axis = nnLoweringGetInt(l, "axis");
  Select s = {axis < 0 ? axis + rank : axis, nnLoweringGetBool(l, "largest"),
              false};
  int64_t k = mlirShapedTypeGetDimSize(values, s.axis);

  // Pass 0, then passes 1 .. k-1 in a loop carrying both results.
  MlirValue zero = nnbIndex(b, 0);
  MlirValue best[] = {sliceAt(b, out[0], s.axis, zero),
                      sliceAt(b, out[1], s.axis, zero)};
  selectPass(b, &s, x, NULL, best);
  out[0] = insertAt(b, best[0], out[0], s.axis, zero);
  out[1] = insertAt(b, best[1], out[1], s.axis, zero);
  if (k > 1) {
    Loop loop;
    beginLoop(b, &loop, 2, out);
    NnBuilder *lb = &loop.body;
    MlirValue previousAt = nnbOp2(lb, "arith.subi", loop.iv, nnbIndex(lb, 1));
    MlirValue previous[] = {sliceAt(lb, loop.iters[0], s.axis, previousAt),
                            sliceAt(lb, loop.iters[1], s.axis, previousAt)};
    MlirValue next[] = {sliceAt(lb, loop.iters[0], s.axis, loop.iv),
                        sliceAt(lb, loop.iters[1], s.axis, loop.iv)};
    selectPass(lb, &s, x, previous, next);
    next[0] = insertAt(lb, next[0], loop.iters[0], s.axis, loop.iv);
    next[1] = insertAt(lb, next[1], loop.iters[1], s.axis, loop.iv);
    endLoop(b, &loop, 1, k, 2, out, next, out);
  }
  l->results[0] = out[0];
  l->results[1] = out[1];
  return mlirLogicalResultSuccess();
}
