//===- LowerSelection.c - non_zero and non_max_suppression ----------------===//
//
// Both ops produce a data-dependent number of rows inside a static bound
// (dialect/ops/Selection.c). The part that decides which rows exist is
// parallel where it can be; writing them contiguously is a stream
// compaction, done by one sequential scf.for that carries the result tensor
// (filled with -1 first) and the running count: iteration j writes its row
// at the count, and advances the count only when row j is valid. An
// invalid row writes -1 over the slot the next valid row will take, so no
// scf.if is needed and the count never passes j, which keeps every write in
// bounds.
//
// non_zero: the compaction alone, over the elements in row-major order;
// each element's coordinates come from its flat position.
//
// non_max_suppression: K = min(max_output_boxes_per_class, N) passes of an
// scf.for carrying a [B, C, N] i1 mask of live candidates and the [B, C, K]
// selected box indices (-1: none). Each pass is two linalg.generics over
// every (batch, class) pair at once: a reduction over the boxes picking the
// live box of highest score (the smaller index among ties), written as
// column t of the selection, and an elementwise update that kills the
// picked box and every box overlapping it by more than iou_threshold. The
// compaction then turns the non-negative entries of the selection, batch
// by batch and class by class, into [b, c, box] rows.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/AxisLoops.h"
#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

#include <math.h>

static MlirType i64(NnBuilder *b) { return mlirIntegerTypeGet(b->ctx, 64); }

static MlirValue toI64(NnBuilder *b, MlirValue index) {
  return nnbConvert(b, "arith.index_cast", index, i64(b));
}

// tensor.insert of `scalar` into the matrix `dest` at the index values `at`.
static MlirValue insertScalar(NnBuilder *b, MlirValue scalar, MlirValue dest,
                              const MlirValue *at) {
  MlirValue operands[4] = {scalar, dest, at[0], at[1]};
  MlirType type = mlirValueGetType(dest);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.insert"), b->loc);
  mlirOperationStateAddOperands(&state, 4, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

// The rank-0 i64 tensor holding the index value `count`.
static MlirValue countTensor(NnBuilder *b, MlirValue count) {
  MlirValue scalar = toI64(b, count);
  MlirType type =
      mlirRankedTensorTypeGet(0, NULL, i64(b), mlirAttributeGetNull());
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.from_elements"), b->loc);
  mlirOperationStateAddOperands(&state, 1, &scalar);
  mlirOperationStateAddResults(&state, 1, &type);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

// Writes a row (or, with `transposed`, a column) of `width` values at the
// count carried in loop->iters[1] into loop->iters[0], values[i] where
// `valid` and -1 elsewhere, and yields the advanced count into next[].
static void writeAtCount(NnBuilder *b, NnForLoop *loop, bool transposed,
                         intptr_t width, const MlirValue *values,
                         MlirValue valid, MlirValue *next) {
  MlirValue out = loop->iters[0], count = loop->iters[1];
  MlirValue none = nnbConstant(b, i64(b), -1);
  for (intptr_t i = 0; i < width; ++i) {
    MlirValue at[2] = {count, nnbIndex(b, i)};
    if (transposed)
      at[0] = at[1], at[1] = count;
    MlirValue value = nnbOp3(b, "arith.select", valid, values[i], none);
    out = insertScalar(b, value, out, at);
  }
  next[0] = out;
  next[1] = nnbOp3(b, "arith.select", valid,
                   nnbOp2(b, "arith.addi", count, nnbIndex(b, 1)), count);
}

/* non_zero */

MlirLogicalResult nnLowerNonZero(NnLowering *l) {
  NnBuilder *b = &l->b;
  MlirValue x = nnLoweringGetOperand(l, 0);
  MlirType type = mlirValueGetType(x), element = nnbElementType(x);
  intptr_t rank = mlirShapedTypeGetRank(type);
  MlirType indicesType = nnLoweringGetResultType(l, 0);
  int64_t numel = mlirShapedTypeGetDimSize(indicesType, 1);
  MlirValue inits[] = {nnbFilled(b, indicesType, -1), nnbIndex(b, 0)};
  MlirValue results[2] = {inits[0], inits[1]};
  bool dynamic = mlirShapedTypeIsDynamicDim(indicesType, 1);
  if (numel > 0 || dynamic) {
    NnForLoop loop;
    nnbBeginFor(b, &loop, 2, inits);
    NnBuilder *lb = &loop.body;
    // The coordinates of flat position j, innermost dimension first.
    MlirValue coords[NN_MAX_RANK], coords64[NN_MAX_RANK], rest = loop.iv;
    for (intptr_t d = rank - 1; d >= 0; --d) {
      MlirValue size = nnbDim(lb, x, d);
      coords[d] = d == 0 ? rest : nnbOp2(lb, "arith.remui", rest, size);
      if (d > 0)
        rest = nnbOp2(lb, "arith.divui", rest, size);
      coords64[d] = toI64(lb, coords[d]);
    }
    MlirValue v = nnbExtract(lb, x, rank, coords);
    MlirValue zero = nnbConstant(lb, element, 0);
    // cmpf une (13): NaN is nonzero; cmpi ne (1).
    MlirValue valid = nnbIsFloat(element) ? nnbCmpf(lb, 13, v, zero)
                                          : nnbCmpi(lb, 1, v, zero);
    MlirValue next[2];
    writeAtCount(lb, &loop, true, rank, coords64, valid, next);
    MlirValue count = nnbIndex(b, dynamic ? 1 : numel);
    for (intptr_t d = 0; d < rank && dynamic; ++d)
      count = nnbOp2(b, "arith.muli", count, nnbDim(b, x, d));
    nnbEndForBetween(b, &loop, nnbIndex(b, 0), count, inits, next, results);
  }
  l->results[0] = results[0];
  l->results[1] = countTensor(b, results[1]);
  return mlirLogicalResultSuccess();
}

/* non_max_suppression */

typedef struct {
  MlirValue boxes;
  bool center;
  double iouThreshold, scoreThreshold;
} Nms;

// The corners [y_min, x_min, y_max, x_max] of box `box` of batch `batch`,
// as ONNX Runtime reads them: corner pairs sorted, or center and size.
static void corners(NnBuilder *b, const Nms *s, MlirValue batch, MlirValue box,
                    MlirValue *c) {
  MlirValue v[4];
  for (int k = 0; k < 4; ++k) {
    MlirValue at[] = {batch, box, nnbIndex(b, k)};
    v[k] = nnbExtract(b, s->boxes, 3, at);
  }
  if (!s->center) {
    for (int k = 0; k < 2; ++k) {
      c[k] = nnbOp2(b, "arith.minimumf", v[k], v[k + 2]);
      c[k + 2] = nnbOp2(b, "arith.maximumf", v[k], v[k + 2]);
    }
    return;
  }
  // [x_center, y_center, width, height]: half sizes either side.
  MlirValue half = nnbConstant(b, nnbElementType(s->boxes), 0.5);
  for (int k = 0; k < 2; ++k) {
    MlirValue center = v[1 - k], size = nnbOp2(b, "arith.mulf", v[3 - k], half);
    c[k] = nnbOp2(b, "arith.subf", center, size);
    c[k + 2] = nnbOp2(b, "arith.addf", center, size);
  }
}

// True when boxes p and q overlap by more than the threshold (ONNX
// Runtime's SuppressByIOU): an empty intersection or a box of no area never
// suppresses.
static MlirValue suppresses(NnBuilder *b, const Nms *s, const MlirValue *p,
                            const MlirValue *q) {
  MlirType f = nnbElementType(s->boxes);
  MlirValue zero = nnbConstant(b, f, 0), ok = {NULL};
  MlirValue extent[2], area[2] = {zero, zero};
  for (int k = 0; k < 2; ++k) {
    MlirValue lo = nnbOp2(b, "arith.maximumf", p[k], q[k]);
    MlirValue hi = nnbOp2(b, "arith.minimumf", p[k + 2], q[k + 2]);
    extent[k] = nnbOp2(b, "arith.subf", hi, lo);
    MlirValue positive = nnbCmpf(b, 2, extent[k], zero); // ogt
    ok = k == 0 ? positive : nnbOp2(b, "arith.andi", ok, positive);
  }
  const MlirValue *box[2] = {p, q};
  for (int i = 0; i < 2; ++i) {
    area[i] =
        nnbOp2(b, "arith.mulf", nnbOp2(b, "arith.subf", box[i][2], box[i][0]),
               nnbOp2(b, "arith.subf", box[i][3], box[i][1]));
    ok = nnbOp2(b, "arith.andi", ok, nnbCmpf(b, 2, area[i], zero));
  }
  MlirValue inter = nnbOp2(b, "arith.mulf", extent[0], extent[1]);
  MlirValue sum = nnbOp2(b, "arith.addf", area[0], area[1]);
  MlirValue uni = nnbOp2(b, "arith.subf", sum, inter);
  ok = nnbOp2(b, "arith.andi", ok, nnbCmpf(b, 2, uni, zero));
  MlirValue iou = nnbOp2(b, "arith.divf", inter, uni);
  MlirValue over = nnbCmpf(b, 2, iou, nnbConstant(b, f, s->iouThreshold));
  return nnbOp2(b, "arith.andi", ok, over);
}

// args: score; live mask out. A candidate scores above the threshold (ogt,
// false for NaN) or, with no threshold, is not NaN (ord).
static void candidateBody(NnBuilder *b, const MlirValue *args,
                          MlirValue *yields, void *userData) {
  const Nms *s = userData;
  MlirValue score = args[0];
  yields[0] = isinf(s->scoreThreshold) && s->scoreThreshold < 0
                  ? nnbCmpf(b, 7, score, score)
                  : nnbCmpf(b, 2, score,
                            nnbConstant(b, nnbElementType(s->boxes),
                                        s->scoreThreshold));
}

// args: score, live; best score, best index (-1: none yet). Loops (b, c, i).
static void pickBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  (void)userData;
  MlirValue score = args[0], live = args[1], best = args[2], at = args[3];
  MlirValue index = toI64(b, nnbLoopIndex(b, 2));
  MlirValue none = nnbCmpi(b, 0, at, nnbConstant(b, i64(b), -1));
  MlirValue higher = nnbCmpf(b, 2, score, best);
  MlirValue tie = nnbOp2(b, "arith.andi", nnbCmpf(b, 1, score, best),
                         nnbCmpi(b, 2, index, at));
  MlirValue better =
      nnbOp2(b, "arith.ori", none, nnbOp2(b, "arith.ori", higher, tie));
  better = nnbOp2(b, "arith.andi", live, better);
  yields[0] = nnbOp3(b, "arith.select", better, score, best);
  yields[1] = nnbOp3(b, "arith.select", better, index, at);
}

// args: picked index of (b, c); live (the output). Loops (b, c, i).
static void suppressBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                         void *userData) {
  const Nms *s = userData;
  MlirValue picked = args[0], live = args[1];
  MlirValue batch = nnbLoopIndex(b, 0), box = nnbLoopIndex(b, 2);
  MlirValue none = nnbConstant(b, i64(b), -1);
  MlirValue some = nnbCmpi(b, 1, picked, none);
  // Read box 0 when nothing was picked: every box dies anyway.
  MlirValue pickedAt = nnbConvert(
      b, "arith.index_cast",
      nnbOp3(b, "arith.select", some, picked, nnbConstant(b, i64(b), 0)),
      mlirIndexTypeGet(b->ctx));
  MlirValue p[4], q[4];
  corners(b, s, batch, box, p);
  corners(b, s, batch, pickedAt, q);
  MlirValue one = nnbConstant(b, mlirIntegerTypeGet(b->ctx, 1), 1);
  MlirValue other = nnbCmpi(b, 1, toI64(b, box), picked);
  MlirValue keep = nnbOp2(b, "arith.andi", some, other);
  keep = nnbOp2(b, "arith.andi", keep,
                nnbOp2(b, "arith.xori", suppresses(b, s, p, q), one));
  yields[0] = nnbOp2(b, "arith.andi", live, keep);
}

MlirLogicalResult nnLowerNonMaxSuppression(NnLowering *l) {
  NnBuilder *b = &l->b;
  Nms s = {nnLoweringGetOperand(l, 0),
           nnLoweringGetInt(l, "center_point_box") == 1,
           nnLoweringGetFloat(l, "iou_threshold"),
           nnLoweringGetFloat(l, "score_threshold")};
  MlirValue scores = nnLoweringGetOperand(l, 1);
  MlirType scoresType = mlirValueGetType(scores);
  int64_t batches = mlirShapedTypeGetDimSize(scoresType, 0);
  int64_t classes = mlirShapedTypeGetDimSize(scoresType, 1);
  int64_t n = mlirShapedTypeGetDimSize(scoresType, 2);
  // K passes (the bound's K): with a dynamic box count N < K the last
  // passes pick nothing.
  int64_t k = nnLoweringGetInt(l, "max_output_boxes_per_class");
  k = mlirShapedTypeIsDynamicDim(scoresType, 2) || k < n ? k : n;
  MlirType selectedType = nnLoweringGetResultType(l, 0);
  int64_t rows = mlirShapedTypeGetDimSize(selectedType, 0);
  MlirValue inits[] = {nnbFilled(b, selectedType, -1), nnbIndex(b, 0)};
  MlirValue results[2] = {inits[0], inits[1]};
  if (rows == 0) {
    l->results[0] = results[0];
    l->results[1] = countTensor(b, results[1]);
    return mlirLogicalResultSuccess();
  }

  // The candidates, then K passes of picking and suppressing.
  MlirType i1 = mlirIntegerTypeGet(b->ctx, 1);
  MlirValue live = nnbElementwise(b, nnbWithElement(scoresType, i1), 1, &scores,
                                  candidateBody, &s);
  int64_t pickedShape[] = {batches, classes, k};
  MlirType pickedType =
      mlirRankedTensorTypeGet(3, pickedShape, i64(b), mlirAttributeGetNull());
  MlirValue state[] = {live, nnbFilled(b, pickedType, -1)}, next[2];
  NnForLoop loop;
  nnbBeginFor(b, &loop, 2, state);
  NnBuilder *lb = &loop.body;
  MlirAffineMap id = nnbIdentityMap(b->ctx, 3);
  int64_t pairDims[] = {0, 1};
  MlirAffineMap pair = nnbSelectMap(b->ctx, 3, 2, pairDims);
  MlirType pairF = mlirRankedTensorTypeGet(
      2, pickedShape, nnbElementType(scores), mlirAttributeGetNull());
  MlirType pairI =
      mlirRankedTensorTypeGet(2, pickedShape, i64(b), mlirAttributeGetNull());
  MlirValue pickInputs[] = {scores, loop.iters[0]};
  MlirValue pickInits[] = {nnbFilled(lb, pairF, 0), nnbFilled(lb, pairI, -1)};
  MlirAffineMap pickMaps[] = {id, id, pair, pair};
  bool overBoxes[] = {false, false, true};
  NnGeneric pick = {2, pickInputs, 2,        pickInits, pickMaps,
                    3, overBoxes,  pickBody, NULL};
  MlirValue picked = nnbGeneric(lb, &pick, 1);
  next[1] = nnbInsertAt(lb, picked, loop.iters[1], 2, loop.iv);
  // The live mask updates in place: the loop yields its own iter_arg.
  MlirAffineMap suppressMaps[] = {pair, id};
  NnGeneric suppress = {1,    &picked,      1, &loop.iters[0], suppressMaps, 3,
                        NULL, suppressBody, &s};
  next[0] = nnbGeneric(lb, &suppress, 0);
  nnbEndFor(b, &loop, 0, k, state, next, state);

  // The compaction: entry j of the selection, (b, c, t) in row-major order.
  nnbBeginFor(b, &loop, 2, inits);
  MlirValue kIndex = nnbIndex(lb, k), cIndex = nnbIndex(lb, classes);
  MlirValue pairAt = nnbOp2(lb, "arith.divui", loop.iv, kIndex);
  MlirValue at[] = {nnbOp2(lb, "arith.divui", pairAt, cIndex),
                    nnbOp2(lb, "arith.remui", pairAt, cIndex),
                    nnbOp2(lb, "arith.remui", loop.iv, kIndex)};
  MlirValue box = nnbExtract(lb, state[1], 3, at);
  MlirValue valid = nnbCmpi(lb, 1, box, nnbConstant(lb, i64(b), -1));
  MlirValue row[] = {toI64(lb, at[0]), toI64(lb, at[1]), box};
  writeAtCount(lb, &loop, false, 3, row, valid, next);
  nnbEndFor(b, &loop, 0, rows, inits, next, results);
  l->results[0] = results[0];
  l->results[1] = countTensor(b, results[1]);
  return mlirLogicalResultSuccess();
}
