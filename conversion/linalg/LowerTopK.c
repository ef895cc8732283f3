//===- LowerTopK.c - top_k: the k first elements of each row in order -----===//
//
// For the k of classifier heads, beam search and detection (k <= 16), one
// pass over each row: an scf.forall over the rows (every position of the
// dims other than the axis, AxisLoops.h), and in each row an scf.for along
// the axis carrying the k best values and their indices as scalars, in
// order. An element that does not come before the k-th best (nearly every
// one, once the row is under way) costs one comparison; one that does is
// inserted in an scf.if, every kept slot comparing itself with it at once
// (an insertion network of k comparisons and selects, no memory). The row's
// values arrive in index order, so an element never comes before an equal
// one already kept: ONNX's tie rule (the smaller index first) holds by
// construction. Free slots hold index -1 and take anything.
//
// The order: value descending for largest, ascending for smallest; NaN
// above every number, NaNs equal.
//
// A larger k (a sort, k = n) takes k passes over the rows instead, each a
// reduction generic over the axis that finds, per row, the element that
// comes first among those after the one the previous pass found (the
// smaller index first among equals). Pass 0 has no predecessor and is
// peeled off. That is O(k * n) per row and each pass a parallel loop of its
// own.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/AxisLoops.h"
#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

// The largest k kept as scalars: 2k values carried by the row's loop.
enum { kMaxKeptInRegisters = 16 };

/* One pass, the k best in registers. */

// True when the element `v` (of a later index) comes before the kept
// (`kept`, `keptIndex`) in the order, or the slot is free. Strictly: an
// equal element comes after the kept one, whose index is smaller.
static MlirValue comesFirst(NnBuilder *b, bool largest, MlirValue v,
                            MlirValue kept, MlirValue keptIndex) {
  MlirValue before;
  if (nnbIsFloat(mlirValueGetType(v))) {
    // cmpf: ord 7, ugt 9, ult 11. NaN is above every number:
    // largest: v > kept, or v NaN, unless kept is NaN;
    // smallest: v < kept, or kept NaN, unless v is NaN.
    before = largest ? nnbOp2(b, "arith.andi", nnbCmpf(b, 9, v, kept),
                              nnbCmpf(b, 7, kept, kept))
                     : nnbOp2(b, "arith.andi", nnbCmpf(b, 11, v, kept),
                              nnbCmpf(b, 7, v, v));
  } else {
    // cmpi: sgt 4, slt 2 (unsigned types: ugt, ult).
    before = nnbCmpi(b, largest ? 4 : 2, v, kept);
  }
  MlirValue free =
      nnbCmpi(b, 0, keptIndex, nnbConstant(b, mlirValueGetType(keptIndex), -1));
  return nnbOp2(b, "arith.ori", free, before);
}

// tensor.insert of `scalar` into the 1-D `dest` at `position`.
static MlirValue insertElement(NnBuilder *b, MlirValue scalar, MlirValue dest,
                               int64_t position) {
  MlirValue operands[] = {scalar, dest, nnbIndex(b, position)};
  MlirType type = mlirValueGetType(dest);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.insert"), b->loc);
  mlirOperationStateAddOperands(&state, 3, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirOperation op = nnBuild(b, &state);
  return mlirOperationIsNull(op) ? dest : mlirOperationGetResult(op, 0);
}

// One row (inputs[0], 1-D) into outputs[0] (values) and outputs[1]
// (indices), both of k elements. kept[0..k): values, kept[k..2k): indices.
static void keepBestTile(NnBuilder *b, const MlirValue *inputs,
                         MlirValue *outputs, void *userData) {
  bool largest = *(const bool *)userData;
  MlirValue row = inputs[0];
  int64_t n = mlirShapedTypeGetDimSize(mlirValueGetType(row), 0);
  int64_t k = mlirShapedTypeGetDimSize(mlirValueGetType(outputs[0]), 0);
  MlirType element = nnbElementType(row), i64 = nnbElementType(outputs[1]);
  MlirValue kept[2 * kMaxKeptInRegisters];
  MlirValue zero = nnbConstant(b, element, 0), none = nnbConstant(b, i64, -1);
  for (int64_t t = 0; t < k; ++t) {
    kept[t] = zero;
    kept[k + t] = none;
  }

  NnForLoop loop;
  nnbBeginFor(b, &loop, 2 * k, kept);
  NnBuilder *lb = &loop.body;
  const MlirValue *old = loop.iters;
  MlirValue v = nnbExtract(lb, row, 1, &loop.iv);
  MlirValue at = nnbConvert(lb, "arith.index_cast", loop.iv, i64);
  MlirValue enters = comesFirst(lb, largest, v, old[k - 1], old[2 * k - 1]);
  NnIf branch;
  nnbBeginIf(lb, &branch);
  // Slot t takes the new element if it comes first there and not at t - 1
  // (ins[t - 1]), the element of slot t - 1 if it came first there too,
  // and keeps its own otherwise. ins is false ... false, true ... true.
  MlirValue inserted[2 * kMaxKeptInRegisters], previous = {NULL};
  for (int64_t t = 0; t < k; ++t) {
    NnBuilder *tb = &branch.then;
    MlirValue ins =
        t == k - 1 ? enters : comesFirst(tb, largest, v, old[t], old[k + t]);
    MlirValue value = v, index = at;
    if (t > 0) {
      value = nnbOp3(tb, "arith.select", previous, old[t - 1], v);
      index = nnbOp3(tb, "arith.select", previous, old[k + t - 1], at);
    }
    inserted[t] = nnbOp3(tb, "arith.select", ins, value, old[t]);
    inserted[k + t] = nnbOp3(tb, "arith.select", ins, index, old[k + t]);
    previous = ins;
  }
  MlirValue next[2 * kMaxKeptInRegisters];
  nnbEndIf(lb, &branch, enters, 2 * k, inserted, old, next);
  MlirValue best[2 * kMaxKeptInRegisters];
  nnbEndFor(b, &loop, 0, n, kept, next, best);
  for (int64_t t = 0; t < k; ++t) {
    outputs[0] = insertElement(b, best[t], outputs[0], t);
    outputs[1] = insertElement(b, best[k + t], outputs[1], t);
  }
}

typedef struct {
  int64_t axis;
  bool largest, hasPrevious;
} Select;

/* k passes, for a large k. */

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

// Pass 0, then passes 1 .. k-1 in a loop carrying both results (`out`,
// overwritten with them).
static void topKPasses(NnBuilder *b, MlirValue x, int64_t axis, bool largest,
                       int64_t k, MlirValue *out) {
  Select s = {axis, largest, false};
  MlirValue zero = nnbIndex(b, 0);
  MlirValue best[] = {nnbSliceAt(b, out[0], s.axis, zero),
                      nnbSliceAt(b, out[1], s.axis, zero)};
  selectPass(b, &s, x, NULL, best);
  out[0] = nnbInsertAt(b, best[0], out[0], s.axis, zero);
  out[1] = nnbInsertAt(b, best[1], out[1], s.axis, zero);
  if (k > 1) {
    NnForLoop loop;
    nnbBeginFor(b, &loop, 2, out);
    NnBuilder *lb = &loop.body;
    MlirValue previousAt = nnbOp2(lb, "arith.subi", loop.iv, nnbIndex(lb, 1));
    MlirValue previous[] = {nnbSliceAt(lb, loop.iters[0], s.axis, previousAt),
                            nnbSliceAt(lb, loop.iters[1], s.axis, previousAt)};
    MlirValue next[] = {nnbSliceAt(lb, loop.iters[0], s.axis, loop.iv),
                        nnbSliceAt(lb, loop.iters[1], s.axis, loop.iv)};
    selectPass(lb, &s, x, previous, next);
    next[0] = nnbInsertAt(lb, next[0], loop.iters[0], s.axis, loop.iv);
    next[1] = nnbInsertAt(lb, next[1], loop.iters[1], s.axis, loop.iv);
    nnbEndFor(b, &loop, 1, k, out, next, out);
  }
}

MlirLogicalResult nnLowerTopK(NnLowering *l) {
  MlirValue x = nnLoweringGetOperand(l, 0);
  MlirType element = nnbElementType(x);
  MlirType values = nnLoweringGetResultType(l, 0);
  intptr_t rank = mlirShapedTypeGetRank(values);
  int64_t axis = nnLoweringGetInt(l, "axis");
  axis = axis < 0 ? axis + rank : axis;
  // Other dims may be dynamic; the axis not, since k <= n is a rule that
  // no size equality says (and so no run-time check would enforce).
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(l, element, true)) ||
      mlirLogicalResultIsFailure(
          nnLoweringRequireStaticDims(l, 0, axis, 1, "axis")))
    return mlirLogicalResultFailure();
  MlirType indices = nnLoweringGetResultType(l, 1);
  NnBuilder *b = &l->b;
  MlirValue out[] = {nnbEmpty(b, values), nnbEmpty(b, indices)};
  bool empty = false;
  for (intptr_t i = 0; i < rank; ++i)
    empty |= mlirShapedTypeGetDimSize(values, i) == 0;
  bool largest = nnLoweringGetBool(l, "largest");
  int64_t k = mlirShapedTypeGetDimSize(values, axis);
  if (empty) {
    // Nothing to select.
  } else if (k <= kMaxKeptInRegisters) {
    // Each row of the axis is a tile, walked once.
    NnAxisTiling tiling = {axis, -1, 1};
    nnbAxisTiles(b, &tiling, 1, &x, 2, out, keepBestTile, &largest);
  } else {
    topKPasses(b, x, axis, largest, k, out);
  }
  l->results[0] = out[0];
  l->results[1] = out[1];
  return mlirLogicalResultSuccess();
}
