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

#include "conversion/common/ScfLoop.h"
#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

#include <limits.h>

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
  MlirValue in = nnbSliceAt(b, x, axis, first);
  MlirValue sum = nnbEmpty(b, nnbDropDims(type, drop));
  NnGeneric copy = {1, &in, 1, &sum, maps, rank - 1, NULL, copyBody, NULL};
  sum = nnbGeneric(b, &copy, 0);
  MlirValue out = nnbEmpty(b, type), start = sum;
  if (exclusive)
    start = nnbFill(b, nnbConstant(b, nnbElementType(x), 0),
                    nnbSliceAt(b, out, axis, first));
  out = nnbInsertAt(b, start, out, axis, first);

  // Slices 1 .. n-1 (counted from the back with reverse): one generic adds
  // the input slice to the running sum in place and writes the result
  // slice in place, so the loop neither allocates nor copies.
  MlirValue inits[] = {out, sum}, next[2], results[2];
  NnLoop loop;
  nnbBeginLoop(b, &loop, 2, inits);
  NnBuilder *lb = &loop.body;
  MlirValue j = loop.iv;
  if (reverse)
    j = nnbOp2(lb, "arith.subi", nnbIndex(lb, n - 1), loop.iv);
  MlirValue slice = nnbSliceAt(lb, x, axis, j);
  MlirValue outs[] = {loop.iters[1], nnbSliceAt(lb, loop.iters[0], axis, j)};
  NnGeneric step = {1,        &slice, 2,        outs,      maps,
                    rank - 1, NULL,   stepBody, &exclusive};
  next[1] = nnbGeneric(lb, &step, 0);
  MlirOperation generic = mlirOpResultGetOwner(next[1]);
  MlirValue written = mlirOperationIsNull(generic)
                          ? outs[1]
                          : mlirOperationGetResult(generic, 1);
  next[0] = nnbInsertAt(lb, written, loop.iters[0], axis, j);
  nnbEndLoop(b, &loop, 1, n, 2, inits, next, results);
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
  MlirValue best[] = {nnbSliceAt(b, out[0], s.axis, zero),
                      nnbSliceAt(b, out[1], s.axis, zero)};
  selectPass(b, &s, x, NULL, best);
  out[0] = nnbInsertAt(b, best[0], out[0], s.axis, zero);
  out[1] = nnbInsertAt(b, best[1], out[1], s.axis, zero);
  if (k > 1) {
    NnLoop loop;
    nnbBeginLoop(b, &loop, 2, out);
    NnBuilder *lb = &loop.body;
    MlirValue previousAt = nnbOp2(lb, "arith.subi", loop.iv, nnbIndex(lb, 1));
    MlirValue previous[] = {nnbSliceAt(lb, loop.iters[0], s.axis, previousAt),
                            nnbSliceAt(lb, loop.iters[1], s.axis, previousAt)};
    MlirValue next[] = {nnbSliceAt(lb, loop.iters[0], s.axis, loop.iv),
                        nnbSliceAt(lb, loop.iters[1], s.axis, loop.iv)};
    selectPass(lb, &s, x, previous, next);
    next[0] = nnbInsertAt(lb, next[0], loop.iters[0], s.axis, loop.iv);
    next[1] = nnbInsertAt(lb, next[1], loop.iters[1], s.axis, loop.iv);
    nnbEndLoop(b, &loop, 1, k, 2, out, next, out);
  }
  l->results[0] = out[0];
  l->results[1] = out[1];
  return mlirLogicalResultSuccess();
}
