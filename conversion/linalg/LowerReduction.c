//===- LowerReduction.c - Reductions, softmax and norms to linalg ---------===//
//
// A reduction is a linalg.generic with reduction iterators over the reduced
// loops, reading the input through the identity map and accumulating into a
// linalg.fill of the operation's identity (sum 0, prod 1, max -inf or the
// smallest integer, min +inf or the largest), with the formula of its
// combiner (nn.add for reduce_sum): both come from the registry. Reduced
// dimensions are dropped from the output map, or with keepdims indexed by
// unit loops of their own (nnbReductionLoops).
// reduce_mean divides the sum by the count in a second, elementwise generic.
// argmax/argmin reduce twice: the best value, then the first (last) index
// holding it (linalg.index).
//
// softmax, log_softmax, layer_norm and rms_norm are chains of such
// reductions and elementwise generics, each reading the reduced values
// through the map that drops the reduced dimensions.
//
// f16 and bf16 sums, products, means, softmax and norms compute in f32
// (nnbAccumulatorType): the input is extended first and the result
// truncated last. Max, min and the arg reductions stay in the type: they
// only compare.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/Lowering.h"
#include "nn-c/Dialect.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <string.h>

// The map of a tensor reduced over the flagged loops into all `rank` loops,
// the reduced dimensions dropped: how softmax and the norms read their
// reductions.
static MlirAffineMap droppedMap(MlirContext ctx, intptr_t rank,
                                const bool *reduced) {
  int64_t dims[NN_MAX_RANK];
  intptr_t n = 0;
  for (intptr_t i = 0; i < rank; ++i)
    if (!reduced[i])
      dims[n++] = i;
  return nnbSelectMap(ctx, rank, n, dims);
}

// Reduces `input` over the flagged loops into a tensor of `resultType`
// filled with `identity`, combining with `combine` (args: element, acc).
// NaN: -inf, +inf and the largest integers come from nnbConstant's
// saturation.
static MlirValue reduce(NnBuilder *b, MlirValue input, const bool *reduced,
                        bool keepdims, MlirType resultType, double identity,
                        NnBodyFn combine, void *userData) {
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(input));
  // Each result dim is an unreduced input dim, or a kept 1.
  int64_t from[NN_MAX_RANK];
  intptr_t resultRank = 0;
  for (intptr_t i = 0; i < rank; ++i)
    if (!reduced[i] || keepdims)
      from[resultRank++] = i;
  MlirValue init = nnbFill(
      b, nnbConstant(b, mlirShapedTypeGetElementType(resultType), identity),
      nnbEmptyFrom(b, resultType, input, from));
  MlirAffineMap maps[2];
  bool reduction[2 * NN_MAX_RANK];
  intptr_t loops = nnbReductionLoops(b->ctx, rank, reduced, keepdims, &maps[0],
                                     &maps[1], reduction);
  NnGeneric g = {1,     &input,    1,       &init,   maps,
                 loops, reduction, combine, userData};
  return nnbGeneric(b, &g, 0);
}

static void combineBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                        void *userData) {
  yields[0] = nnbReassociable(nnbArith(b, userData, args[0], args[1]));
}

typedef struct {
  NnLowering *l;
  const NnOpDef *combiner;
} Combiner;

// One step of a reduction: the combiner's formula, which an associative
// combiner lets LLVM reorder.
static void combinerBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                         void *userData) {
  const Combiner *c = userData;
  const NnScalarDef *scalar = &c->combiner->scalar;
  const char *op =
      nnbIsFloat(mlirValueGetType(args[0])) ? scalar->floatOp : scalar->intOp;
  MlirValue value = nnbOp2(b, op, args[0], args[1]);
  yields[0] = c->combiner->algebra.associative ? nnbReassociable(value) : value;
}

// The value an empty reduction gives, which the accumulator starts from.
static void sumSquaresBody(NnBuilder *b, const MlirValue *args,
                           MlirValue *yields, void *userData) {
  MlirValue square = nnbOp2(b, "arith.mulf", args[0], args[0]);
  yields[0] = nnbReassociable(nnbOp2(b, "arith.addf", square, args[1]));
}

// How many elements a mean or a norm divides by: a constant, or a value
// computed outside the loops when a reduced dim is dynamic.
typedef struct {
  double value;
  MlirValue dynamic; // of the accumulator type; null when static
} Count;

// The count of the flagged dims of `input`, in float type `acc`.
static Count countOf(NnBuilder *b, MlirValue input, const bool *reduced,
                     MlirType acc) {
  MlirType type = mlirValueGetType(input);
  Count count = {1, {NULL}};
  MlirValue product = {NULL};
  for (intptr_t i = 0, rank = mlirShapedTypeGetRank(type); i < rank; ++i) {
    if (!reduced[i])
      continue;
    if (!mlirShapedTypeIsDynamicDim(type, i)) {
      count.value *= (double)mlirShapedTypeGetDimSize(type, i);
      continue;
    }
    MlirValue size = nnbDim(b, input, i);
    product = mlirValueIsNull(product) ? size
                                       : nnbOp2(b, "arith.muli", product, size);
  }
  if (!mlirValueIsNull(product)) {
    MlirValue i64 = nnbConvert(b, "arith.index_cast", product,
                               mlirIntegerTypeGet(b->ctx, 64));
    count.dynamic =
        nnbOp2(b, "arith.mulf", nnbConvert(b, "arith.uitofp", i64, acc),
               nnbConstant(b, acc, count.value));
  }
  return count;
}

static MlirValue countValue(NnBuilder *b, const Count *count, MlirType type) {
  return mlirValueIsNull(count->dynamic) ? nnbConstant(b, type, count->value)
                                         : count->dynamic;
}

static void divideBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                       void *userData) {
  MlirValue count = countValue(b, userData, mlirValueGetType(args[0]));
  yields[0] = nnbOp2(b, "arith.divf", args[0], count);
}

static MlirLogicalResult lowerReduction(NnLowering *l, bool mean) {
  const NnOpDef *combiner =
      l->def->combiner
          ? nnLookupOp(mlirStringRefCreateFromCString(l->def->combiner))
          : NULL;
  MlirValue input = nnLoweringGetOperand(l, 0);
  MlirType type = mlirValueGetType(input);
  MlirType element = nnbElementType(input), acc = element;
  if (!combiner)
    return nnLoweringFail(l, "its combiner '%s' is not a registered op",
                          l->def->combiner ? l->def->combiner : "");
  if (!(nnbIsFloat(element) ? combiner->scalar.floatOp
                            : combiner->scalar.intOp))
    return nnLoweringFail(l, "its combiner '%s' has no single-op formula",
                          l->def->combiner);
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(l, element, !mean)))
    return mlirLogicalResultFailure();
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t axes[NN_MAX_RANK];
  intptr_t numAxes = nnLoweringGetIntArray(l, "axes", axes, NN_MAX_RANK);
  bool reduced[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i)
    reduced[i] = numAxes == 0;
  for (intptr_t i = 0; i < numAxes && i < NN_MAX_RANK; ++i)
    reduced[axes[i] < 0 ? axes[i] + rank : axes[i]] = true;
  // A combiner that only picks one of its operands (max, min: idempotent)
  // loses nothing in the element type; sums and products of 16-bit floats
  // accumulate in f32.
  if (!combiner->algebra.idempotent)
    acc = nnbAccumulatorType(element);
  MlirType result = nnLoweringGetResultType(l, 0);
  input = nnbConvertElements(&l->b, input, acc);
  MlirType accResult = nnbWithElement(result, acc);
  Combiner c = {l, combiner};
  MlirValue value =
      reduce(&l->b, input, reduced, nnLoweringGetBool(l, "keepdims"), accResult,
             nnbSpecialValue(l->def->algebra.identity), combinerBody, &c);
  if (mean) {
    Count count = countOf(&l->b, nnLoweringGetOperand(l, 0), reduced, acc);
    value = nnbElementwise(&l->b, accResult, 1, &value, divideBody, &count);
  }
  l->results[0] = nnbConvertElements(&l->b, value, element);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLowerReduce(NnLowering *l) {
  return lowerReduction(l, false);
}

MlirLogicalResult nnLowerReduceMean(NnLowering *l) {
  return lowerReduction(l, true);
}

/* argmax, argmin. */

// Two reductions, each of one value, which LLVM vectorizes: the best value
// (maximumf or minimumf for floats, NaN-propagating; the signed or unsigned
// max or min for integers), then the first (or, with select_last_index,
// the last) index where the element equals it, a min (max) of the indices
// that qualify. A single reduction carrying the value and its index
// through selects stayed scalar (argmax over the rows of 4096x4096: 24 ms,
// 2.8 GB/s). A NaN wins, as in PyTorch: the best value is then NaN, and
// the elements that qualify are the NaNs (x == best, or x unordered).
// Ties, -0 and +0 among them (they compare equal), give the first index.
typedef struct {
  int64_t axis;
  bool max, last, isFloat, isUnsigned;
} ArgReduce;

static void bestBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  const ArgReduce *a = userData;
  const char *op = a->isFloat ? (a->max ? "arith.maximumf" : "arith.minimumf")
                   : a->isUnsigned ? (a->max ? "arith.maxui" : "arith.minui")
                                   : (a->max ? "arith.maxsi" : "arith.minsi");
  yields[0] = nnbReassociable(nnbOp2(b, op, args[0], args[1]));
}

static void indexBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                      void *userData) {
  const ArgReduce *a = userData;
  MlirValue x = args[0], best = args[1], acc = args[2];
  MlirType type = mlirValueGetType(acc);
  MlirValue index =
      nnbConvert(b, "arith.index_cast", nnbLoopIndex(b, a->axis), type);
  MlirValue equal =
      a->isFloat ? nnbOp2(b, "arith.ori", nnbCmpf(b, 1 /* oeq */, x, best),
                          nnbCmpf(b, 14 /* uno */, x, x))
                 : nnbCmpi(b, 0 /* eq */, x, best);
  // Arithmetic, not a select: a select of the index feeding the min is what
  // InstCombine turns into a select of mins, which LLVM's vectorizer does
  // not take as a reduction. Not equal: the index with every bit below the
  // sign set (above any index: the min skips it), or -1 for the max.
  bool wide = mlirIntegerTypeGetWidth(type) == 64;
  MlirValue miss =
      nnbConvert(b, "arith.extsi",
                 nnbOp2(b, "arith.xori", equal,
                        nnbConstant(b, mlirIntegerTypeGet(b->ctx, 1), 1)),
                 type);
  MlirValue candidate =
      a->last ? nnbOp2(b, "arith.ori", index, miss)
              : nnbOp2(b, "arith.ori", index,
                       nnbOp2(b, "arith.andi", miss,
                              nnbConstant(b, type,
                                          wide ? (double)INT64_MAX
                                               : (double)INT32_MAX)));
  yields[0] =
      nnbOp2(b, a->last ? "arith.maxsi" : "arith.minsi", candidate, acc);
}

static void toIndexBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                        void *userData) {
  (void)userData;
  yields[0] =
      nnbConvert(b, "arith.extsi", args[0], mlirIntegerTypeGet(b->ctx, 64));
}

static MlirLogicalResult lowerArgReduce(NnLowering *l, bool max) {
  NnBuilder *b = &l->b;
  MlirValue input = nnLoweringGetOperand(l, 0);
  MlirType type = mlirValueGetType(input), element = nnbElementType(input);
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(l, element, true)))
    return mlirLogicalResultFailure();
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t axis = nnLoweringGetInt(l, "axis");
  ArgReduce a = {axis < 0 ? axis + rank : axis, max,
                 nnLoweringGetBool(l, "select_last_index"), nnbIsFloat(element),
                 nnbIsUnsigned(element)};
  bool reduced[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i)
    reduced[i] = i == a.axis;
  MlirType result = nnLoweringGetResultType(l, 0);
  MlirAffineMap maps[3];
  bool reduction[2 * NN_MAX_RANK];
  intptr_t loops =
      nnbReductionLoops(b->ctx, rank, reduced, nnLoweringGetBool(l, "keepdims"),
                        &maps[0], &maps[1], reduction);
  // The best value: -inf (+inf) or the type's extreme, nnbConstant's
  // saturation, as the fill.
  MlirValue bestInit = nnbFilled(b, nnbWithElement(result, element),
                                 a.max ? -INFINITY : INFINITY);
  MlirAffineMap bestMaps[] = {maps[0], maps[1]};
  NnGeneric bestGeneric = {1,     &input,    1,        &bestInit, bestMaps,
                           loops, reduction, bestBody, &a};
  MlirValue best = nnbGeneric(b, &bestGeneric, 0);
  // The index, reading the best value along the reduced axis: in i32 when
  // the axis is shorter than 2^31 (as wide as an f32 lane, so that the
  // compare and the index share a vector's lanes), then extended to the
  // result's i64.
  int64_t extent = mlirShapedTypeGetDimSize(type, a.axis);
  bool narrow = !mlirShapedTypeIsDynamicSize(extent) && extent < INT32_MAX;
  MlirType indexType =
      narrow ? nnbWithElement(result, mlirIntegerTypeGet(b->ctx, 32)) : result;
  MlirValue inputs[] = {input, best};
  MlirValue indexInit = nnbFilled(b, indexType,
                                  a.last   ? -1.0
                                  : narrow ? (double)INT32_MAX
                                           : (double)INT64_MAX);
  maps[2] = maps[1];
  NnGeneric indexGeneric = {2,     inputs,    1,         &indexInit, maps,
                            loops, reduction, indexBody, &a};
  MlirValue index = nnbGeneric(b, &indexGeneric, 0);
  l->results[0] =
      narrow ? nnbElementwise(b, result, 1, &index, toIndexBody, NULL) : index;
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLowerArgMax(NnLowering *l) {
  return lowerArgReduce(l, true);
}

MlirLogicalResult nnLowerArgMin(NnLowering *l) {
  return lowerArgReduce(l, false);
}

/* softmax, log_softmax. */

static void expShiftedBody(NnBuilder *b, const MlirValue *args,
                           MlirValue *yields, void *userData) {
  MlirValue shifted = nnbOp2(b, "arith.subf", args[0], args[1]);
  yields[0] = nnbOp1(b, "math.exp", shifted);
}

static void logSoftmaxBody(NnBuilder *b, const MlirValue *args,
                           MlirValue *yields, void *userData) {
  // (x - max) - log(sum)
  MlirValue shifted = nnbOp2(b, "arith.subf", args[0], args[1]);
  MlirValue logSum = nnbOp1(b, "math.log", args[2]);
  yields[0] = nnbOp2(b, "arith.subf", shifted, logSum);
}

static void divBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                    void *userData) {
  yields[0] = nnbOp2(b, "arith.divf", args[0], args[1]);
}

// An elementwise generic over `type` reading `inputs` through `maps`.
static MlirValue mapGeneric(NnBuilder *b, MlirType type, intptr_t numInputs,
                            const MlirValue *inputs, const MlirAffineMap *maps,
                            NnBodyFn body, void *userData) {
  MlirValue init = nnbEmpty(b, type);
  NnGeneric g = {numInputs, inputs, 1,
                 &init,     maps,   mlirShapedTypeGetRank(type),
                 NULL,      body,   userData};
  return nnbGeneric(b, &g, 0);
}

static MlirLogicalResult lowerSoftmax(NnLowering *l, bool log) {
  MlirValue x = nnLoweringGetOperand(l, 0);
  MlirType element = nnbElementType(x);
  x = nnbConvertElements(&l->b, x, nnbAccumulatorType(element));
  MlirType type = mlirValueGetType(x);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t axis = nnLoweringGetInt(l, "axis");
  axis = axis < 0 ? axis + rank : axis;
  bool reduced[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i)
    reduced[i] = i == axis;
  MlirContext ctx = l->b.ctx;
  MlirType reducedType = nnbDropDims(type, reduced);
  MlirAffineMap id = nnbIdentityMap(ctx, rank),
                drop = droppedMap(ctx, rank, reduced);
  // The row maximum only keeps exp from overflowing, and a NaN in the row
  // makes the whole row NaN either way; maxnum (unlike maximum) is a
  // reduction LLVM's loop vectorizer recognises.
  MlirValue max = reduce(&l->b, x, reduced, false, reducedType, -INFINITY,
                         combineBody, "maxnum");
  MlirValue expInputs[] = {x, max};
  MlirAffineMap expMaps[] = {id, drop, id};
  MlirValue e =
      mapGeneric(&l->b, type, 2, expInputs, expMaps, expShiftedBody, NULL);
  MlirValue sum =
      reduce(&l->b, e, reduced, false, reducedType, 0, combineBody, "add");
  if (!log) {
    MlirValue inputs[] = {e, sum};
    MlirAffineMap maps[] = {id, drop, id};
    l->results[0] = mapGeneric(&l->b, type, 2, inputs, maps, divBody, NULL);
  } else {
    MlirValue inputs[] = {x, max, sum};
    MlirAffineMap maps[] = {id, drop, drop, id};
    l->results[0] =
        mapGeneric(&l->b, type, 3, inputs, maps, logSoftmaxBody, NULL);
  }
  l->results[0] = nnbConvertElements(&l->b, l->results[0], element);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLowerSoftmax(NnLowering *l) {
  return lowerSoftmax(l, false);
}

MlirLogicalResult nnLowerLogSoftmax(NnLowering *l) {
  return lowerSoftmax(l, true);
}

/* layer_norm, rms_norm. */

typedef struct {
  Count count;
  double epsilon;
  bool hasBias;
} Norm;

static void centerBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                       void *userData) {
  const Norm *n = userData;
  MlirValue count = countValue(b, &n->count, mlirValueGetType(args[0]));
  MlirValue mean = nnbOp2(b, "arith.divf", args[1], count);
  yields[0] = nnbOp2(b, "arith.subf", args[0], mean);
}

// x * rsqrt(sumSquares / count + epsilon) * scale (+ bias)
static void normalizeBody(NnBuilder *b, const MlirValue *args,
                          MlirValue *yields, void *userData) {
  const Norm *n = userData;
  MlirType t = mlirValueGetType(args[0]);
  MlirValue count = countValue(b, &n->count, t);
  MlirValue variance = nnbOp2(b, "arith.divf", args[1], count);
  MlirValue epsilon = nnbConstant(b, t, n->epsilon);
  MlirValue inv =
      nnbOp1(b, "math.rsqrt", nnbOp2(b, "arith.addf", variance, epsilon));
  MlirValue normalized = nnbOp2(b, "arith.mulf", args[0], inv);
  MlirValue r = nnbOp2(b, "arith.mulf", normalized, args[2]);
  if (n->hasBias)
    r = nnbOp2(b, "arith.addf", r, args[3]);
  yields[0] = r;
}

static MlirLogicalResult lowerNorm(NnLowering *l, bool hasBias) {
  MlirValue x = nnLoweringGetOperand(l, 0);
  MlirType element = nnbElementType(x), acc = nnbAccumulatorType(element);
  x = nnbConvertElements(&l->b, x, acc);
  MlirType type = mlirValueGetType(x);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t axis = nnLoweringGetInt(l, "axis");
  axis = axis < 0 ? axis + rank : axis;
  bool reduced[NN_MAX_RANK];
  int64_t trailing[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i) {
    reduced[i] = i >= axis;
    trailing[i] = axis + i;
  }
  Norm n = {countOf(&l->b, x, reduced, acc), nnLoweringGetFloat(l, "epsilon"),
            hasBias};
  MlirContext ctx = l->b.ctx;
  MlirType reducedType = nnbDropDims(type, reduced);
  MlirAffineMap id = nnbIdentityMap(ctx, rank),
                drop = droppedMap(ctx, rank, reduced),
                params = nnbSelectMap(ctx, rank, rank - axis, trailing);
  MlirValue centered = x;
  if (n.hasBias) {
    MlirValue sum =
        reduce(&l->b, x, reduced, false, reducedType, 0, combineBody, "add");
    MlirValue inputs[] = {x, sum};
    MlirAffineMap maps[] = {id, drop, id};
    centered = mapGeneric(&l->b, type, 2, inputs, maps, centerBody, &n);
  }
  MlirValue squares = reduce(&l->b, centered, reduced, false, reducedType, 0,
                             sumSquaresBody, NULL);
  MlirValue scale = nnbConvertElements(&l->b, nnLoweringGetOperand(l, 1), acc);
  MlirValue bias =
      n.hasBias ? nnbConvertElements(&l->b, nnLoweringGetOperand(l, 2), acc)
                : centered;
  MlirValue inputs[] = {centered, squares, scale, bias};
  MlirAffineMap maps[] = {id, drop, params, params, id};
  if (!n.hasBias)
    maps[3] = id;
  intptr_t numInputs = n.hasBias ? 4 : 3;
  l->results[0] = nnbConvertElements(
      &l->b,
      mapGeneric(&l->b, type, numInputs, inputs, maps, normalizeBody, &n),
      element);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLowerLayerNorm(NnLowering *l) { return lowerNorm(l, true); }

MlirLogicalResult nnLowerRmsNorm(NnLowering *l) { return lowerNorm(l, false); }
