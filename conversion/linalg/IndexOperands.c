//===- IndexOperands.c - Positions read at run time: clamped and checked --===//
//
// IndexOperands.h says what and why. The positions are compared as i64
// whatever their type, so that an axis longer than an i32 can count is
// handled, and the copy the op reads is i64 (its slot takes i32 and i64).
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/IndexOperands.h"
#include "conversion/linalg/AxisLoops.h"

#include "dialect/Checks.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

#include <stdarg.h>
#include <stdint.h>

// arith.constant of type i64 holding `value` exactly (nnbConstant goes
// through a double).
static MlirValue constI64(NnBuilder *b, int64_t value) {
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  MlirNamedAttribute attr =
      mlirNamedAttributeGet(mlirIdentifierGet(b->ctx, nnStr("value")),
                            mlirIntegerAttrGet(i64, value));
  MlirOperationState state =
      mlirOperationStateGet(nnStr("arith.constant"), b->loc);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddResults(&state, 1, &i64);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

// `x` (an i32 or i64 position) as an i64.
static MlirValue toI64(NnBuilder *b, MlirValue x) {
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  if (mlirTypeEqual(mlirValueGetType(x), i64))
    return x;
  return nnbConvert(b, "arith.extsi", x, i64);
}

typedef struct {
  int64_t size;           // n: the positions are valid in [-n, n)
  intptr_t rank;          // of the positions
  const int64_t *strides; // row-major, per dimension of the positions
  // With dynamic dims: the strides and the dims as index values, computed
  // before the check; NULL for static positions.
  const MlirValue *strideValues, *dimValues;
  int64_t offset; // added to the row-major position (a component)
  // Tuples: the size of each component's dimension, `components` of them
  // (the positions' last dimension); `size` is then unused by the copy.
  const int64_t *sizes;
  int64_t components;
  // n as an i64 value when the data's dim is dynamic (no tuples); `size`
  // is then unused.
  MlirValue sizeValue;
} Range;

/* The copy in range. */

// `v` (i64) wrapped from the end when negative (+ n), then clamped into
// [0, last] (last = n - 1).
static MlirValue clampTo(NnBuilder *b, MlirValue v, MlirValue n,
                         MlirValue last) {
  MlirValue zero = constI64(b, 0);
  MlirValue negative = nnbCmpi(b, 2, v, zero); // slt
  MlirValue wrapped = nnbOp2(b, "arith.addi", v, n);
  v = nnbOp3(b, "arith.select", negative, wrapped, v);
  v = nnbOp2(b, "arith.maxsi", v, zero);
  return nnbOp2(b, "arith.minsi", v, last);
}

MlirValue nnClampPosition(NnBuilder *b, MlirValue position, int64_t size) {
  MlirValue v = toI64(b, position);
  MlirValue n = constI64(b, size);
  return clampTo(b, v, n, constI64(b, size - 1));
}

static void clampBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                      void *userData) {
  const Range *r = userData;
  if (!r->components && !mlirValueIsNull(r->sizeValue)) {
    // A dynamic n; an empty dim clamps to 0, whose read the guard makes
    // safe (nnGuardIndexOperand).
    MlirValue last = nnbOp2(b, "arith.subi", r->sizeValue, constI64(b, 1));
    last = nnbOp2(b, "arith.maxsi", last, constI64(b, 0));
    yields[0] = clampTo(b, toI64(b, args[0]), r->sizeValue, last);
    return;
  }
  if (!r->components) {
    yields[0] = nnClampPosition(b, args[0], r->size);
    return;
  }
  // A tuple component: the size of its dimension, by its index along the
  // positions' last dimension (a few selects: tuples are short).
  MlirValue component =
      nnbConvert(b, "arith.index_cast", nnbLoopIndex(b, r->rank - 1),
                 mlirIntegerTypeGet(b->ctx, 64));
  MlirValue n = constI64(b, r->sizes[0]);
  for (int64_t j = 1; j < r->components; ++j)
    n = nnbOp3(b, "arith.select",
               nnbCmpi(b, 0, component, constI64(b, j)), // eq
               constI64(b, r->sizes[j]), n);
  MlirValue last = nnbOp2(b, "arith.subi", n, constI64(b, 1));
  yields[0] = clampTo(b, toI64(b, args[0]), n, last);
}

/* The check. */

// acc = min(acc, bad ? row-major position : INT64_MAX).
static void firstBadBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                         void *userData) {
  const Range *r = userData;
  MlirValue v = toI64(b, args[0]);
  bool known = mlirValueIsNull(r->sizeValue);
  MlirValue low = known ? constI64(b, -r->size)
                        : nnbOp2(b, "arith.subi", constI64(b, 0), r->sizeValue);
  MlirValue below = nnbCmpi(b, 2, v, low); // slt
  MlirValue high = known ? constI64(b, r->size) : r->sizeValue;
  MlirValue above = nnbCmpi(b, 5, v, high); // sge
  MlirValue bad = nnbOp2(b, "arith.ori", below, above);
  MlirValue position = nnbIndex(b, r->offset);
  for (intptr_t d = 0; d < r->rank; ++d)
    position = nnbOp2(b, "arith.addi", position,
                      nnbOp2(b, "arith.muli", nnbLoopIndex(b, d),
                             r->strideValues ? r->strideValues[d]
                                             : nnbIndex(b, r->strides[d])));
  position = nnbConvert(b, "arith.index_cast", position,
                        mlirIntegerTypeGet(b->ctx, 64));
  MlirValue candidate =
      nnbOp3(b, "arith.select", bad, position, constI64(b, INT64_MAX));
  yields[0] = nnbOp2(b, "arith.minsi", args[1], candidate);
}

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute value) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr(name)), value);
}

// The entry input the positions are, or -1: a block argument of a
// func.func's body (an argument of an nn.fused function is resolved later,
// through its call, by --nn-route-runtime-checks).
static int64_t argumentNumber(MlirValue value) {
  if (!mlirValueIsABlockArgument(value))
    return -1;
  MlirOperation parent =
      mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(value));
  if (mlirOperationIsNull(parent) || !nnOpIs(parent, "func.func"))
    return -1;
  return mlirBlockArgumentGetArgNumber(value);
}

// The description the message is made of, on the tag.
static MlirAttribute describe(NnLowering *l, const char *operand, intptr_t rank,
                              const int64_t *shape, int64_t low, int64_t high,
                              int64_t argument) {
  MlirContext ctx = l->b.ctx;
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirNamedAttribute fields[] = {
      named(ctx, "op", mlirStringAttrGet(ctx, nnStr(l->def->name))),
      named(ctx, "operand", mlirStringAttrGet(ctx, nnStr(operand))),
      named(ctx, "shape", mlirDenseI64ArrayGet(ctx, rank, shape)),
      named(ctx, "low", mlirIntegerAttrGet(i64, low)),
      named(ctx, "high", mlirIntegerAttrGet(i64, high)),
      named(ctx, "argument", mlirIntegerAttrGet(i64, argument)),
  };
  return mlirDictionaryAttrGet(ctx, sizeof(fields) / sizeof(fields[0]), fields);
}

void nnEmitRuntimeCheck(NnLowering *l, MlirValue failed, MlirValue position,
                        MlirValue value, const char *operand, intptr_t rank,
                        const int64_t *shape, int64_t low, int64_t high,
                        int64_t argument) {
  NnBuilder *b = &l->b;
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  MlirValue elements[] = {nnbConvert(b, "arith.extui", failed, i64), position,
                          value};
  int64_t three = 3;
  MlirType record =
      mlirRankedTensorTypeGet(1, &three, i64, mlirAttributeGetNull());
  MlirNamedAttribute tag =
      named(b->ctx, NN_RUNTIME_CHECK_ATTR,
            describe(l, operand, rank, shape, low, high, argument));
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.from_elements"), b->loc);
  mlirOperationStateAddOperands(&state, 3, elements);
  mlirOperationStateAddResults(&state, 1, &record);
  mlirOperationStateAddAttributes(&state, 1, &tag);
  nnBuild(b, &state);
}

// Checks `checked`: `positions` itself, or one tuple component of it (a
// slice whose row-major positions in `positions` are r->offset apart).
static void emitCheck(NnLowering *l, MlirValue positions, MlirValue checked,
                      const Range *r, const char *operand) {
  NnBuilder *b = &l->b;
  MlirContext ctx = b->ctx;
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType type = mlirValueGetType(positions);
  bool reduction[NN_MAX_RANK + 1];
  for (intptr_t d = 0; d < r->rank; ++d)
    reduction[d] = true;
  MlirValue init =
      nnbFill(b, constI64(b, INT64_MAX),
              nnbEmpty(b, mlirRankedTensorTypeGet(0, NULL, i64,
                                                  mlirAttributeGetNull())));
  MlirAffineMap maps[] = {nnbIdentityMap(ctx, r->rank),
                          nnbSelectMap(ctx, r->rank, 0, NULL)};
  NnGeneric g = {1,         &checked,     1,        &init, maps, r->rank,
                 reduction, firstBadBody, (void *)r};
  MlirValue first = nnbExtract(b, nnbGeneric(b, &g, 0), 0, NULL);
  // The value at the first bad position (at 0 when there is none).
  MlirValue found = nnbCmpi(b, 1, first, constI64(b, INT64_MAX)); // ne
  MlirValue position = nnbOp3(b, "arith.select", found, first, constI64(b, 0));
  MlirValue at[NN_MAX_RANK + 1];
  for (intptr_t d = 0; d < r->rank; ++d) {
    MlirValue stride = r->strideValues ? nnbConvert(b, "arith.index_cast",
                                                    r->strideValues[d], i64)
                                       : constI64(b, r->strides[d]);
    MlirValue dim =
        r->dimValues ? nnbConvert(b, "arith.index_cast", r->dimValues[d], i64)
                     : constI64(b, mlirShapedTypeGetDimSize(type, d));
    MlirValue i = nnbOp2(b, "arith.divui", position, stride);
    i = nnbOp2(b, "arith.remui", i, dim);
    at[d] = nnbConvert(b, "arith.index_cast", i, mlirIndexTypeGet(ctx));
  }
  MlirValue value = toI64(b, nnbExtract(b, positions, r->rank, at));
  // A dynamic size is -1: the message then says the row-major position.
  int64_t shape[NN_MAX_RANK + 1];
  for (intptr_t d = 0; d < r->rank; ++d)
    shape[d] = mlirShapedTypeIsDynamicDim(type, d)
                   ? -1
                   : mlirShapedTypeGetDimSize(type, d);
  nnEmitRuntimeCheck(
      l, found, position, value, operand, r->rank, shape,
      mlirValueIsNull(r->sizeValue) ? -r->size : NN_CHECK_RANGE_DYNAMIC,
      mlirValueIsNull(r->sizeValue) ? r->size : NN_CHECK_RANGE_DYNAMIC,
      argumentNumber(positions));
}

// The op's lowering failing (IndexOperands.c is called by, and so does not
// call, ConvertNnToLinalg.c's nnLowering* functions).
static MlirLogicalResult fail(NnLowering *l, const char *format, ...) {
  va_list args;
  va_start(args, format);
  nnStringBufferVPrintf(l->error, format, args);
  va_end(args);
  return mlirLogicalResultFailure();
}

// Checks each tuple component of `positions` (its last dimension) against
// its own dimension of the data, one check each: a check carries one range.
static void emitTupleChecks(NnLowering *l, MlirValue positions, Range *r,
                            const char *operand) {
  MlirType type = mlirValueGetType(positions);
  int64_t offsets[NN_MAX_RANK + 1] = {0}, sizes[NN_MAX_RANK + 1],
                                ones[NN_MAX_RANK + 1], same[NN_MAX_RANK + 1];
  for (intptr_t d = 0; d < r->rank; ++d) {
    sizes[d] = mlirShapedTypeGetDimSize(type, d);
    ones[d] = 1;
    same[d] = d;
  }
  sizes[r->rank - 1] = 1;
  // A component's dynamic sizes are the positions' own.
  NnSizesFrom sliceSizes;
  nnbSizesFromInit(&sliceSizes, positions, same);
  NnBuilder slicer = l->b;
  slicer.sizes = &sliceSizes.source;
  for (int64_t j = 0; j < r->components; ++j) {
    offsets[r->rank - 1] = j;
    MlirValue component =
        r->components == 1
            ? positions
            : nnbExtractSlice(
                  &slicer, positions,
                  mlirRankedTensorTypeGet(r->rank, sizes,
                                          mlirShapedTypeGetElementType(type),
                                          mlirAttributeGetNull()),
                  offsets, ones);
    Range one = *r;
    one.size = r->sizes[j];
    one.offset = j;
    emitCheck(l, positions, component, &one, operand);
  }
}

// The data's dim `axis`, of dynamic size n, as an i64 value; whether it is
// empty goes to the op's reads (nnReadIndexed): a branch inside the op's
// loop, which runs on the GPU too, where a choice of the data at run time
// would be host code over device memory.
static MlirValue guardDynamicAxis(NnLowering *l, int64_t axis) {
  NnBuilder *b = &l->b;
  MlirValue data = mlirOperationGetOperand(l->op, 0);
  MlirValue n = nnbDim(b, data, axis);
  l->indexedNonEmpty = nnbCmpi(b, 8, n, nnbIndex(b, 0)); // ugt
  return nnbConvert(b, "arith.index_cast", n, mlirIntegerTypeGet(b->ctx, 64));
}

MlirValue nnReadIndexed(NnBuilder *b, MlirValue data, intptr_t rank,
                        const MlirValue *at, MlirValue nonEmpty) {
  if (mlirValueIsNull(nonEmpty))
    return nnbExtract(b, data, rank, at);
  NnIf branch;
  nnbBeginIf(b, &branch);
  MlirValue value = nnbExtract(&branch.then, data, rank, at);
  MlirValue zero = nnbConstant(&branch.otherwise, mlirValueGetType(value), 0);
  MlirValue result;
  nnbEndIf(b, &branch, nonEmpty, 1, &value, &zero, &result);
  return result;
}

MlirLogicalResult nnGuardIndexOperand(NnLowering *l, int64_t axis, bool check,
                                      bool *done) {
  *done = false;
  const NnIndexDef *def = &l->def->indices;
  intptr_t numOperands = mlirOperationGetNumOperands(l->op);
  if (def->operand <= 0)
    return mlirLogicalResultSuccess();
  if (def->operand >= numOperands)
    return fail(l,
                "its entry names operand #%d as positions, and it has "
                "%lld operands",
                def->operand, (long long)numOperands);
  MlirValue positions = mlirOperationGetOperand(l->op, def->operand);
  MlirType type = mlirValueGetType(positions);
  MlirType dataType = mlirValueGetType(mlirOperationGetOperand(l->op, 0));
  MlirType element = mlirShapedTypeGetElementType(type);
  if (!mlirTypeIsAInteger(element) || mlirIntegerTypeGetWidth(element) > 64)
    return fail(l, "its positions (operand #%d) are not integers",
                def->operand);
  intptr_t rank = mlirShapedTypeGetRank(type);
  intptr_t dataRank = mlirShapedTypeGetRank(dataType);
  if (!def->tuples && axis < 0)
    axis += dataRank;
  // Tuples: component j indexes data dimension axis + j.
  int64_t components =
      def->tuples && rank > 0 ? mlirShapedTypeGetDimSize(type, rank - 1) : 0;
  if (def->tuples &&
      (rank < 1 || components < 1 || components > dataRank - axis))
    return fail(l,
                "its tuples of %lld positions from data dimension %lld do "
                "not fit the data's rank %lld",
                (long long)components, (long long)axis, (long long)dataRank);
  if (axis < 0 || axis >= dataRank)
    return fail(l, "axis %lld is outside the data's rank %lld", (long long)axis,
                (long long)dataRank);
  // The verifier bounds element counts to 64 bits: these products fit.
  int64_t strides[NN_MAX_RANK + 1], count = 1;
  bool dynamic = !mlirShapedTypeHasStaticShape(type);
  for (intptr_t d = rank - 1; d >= 0 && !dynamic; --d) {
    strides[d] = count;
    count *= mlirShapedTypeGetDimSize(type, d);
  }
  if (count == 0)
    return mlirLogicalResultSuccess();
  int64_t sizes[NN_MAX_RANK + 1];
  bool empty = false;
  MlirValue sizeValue = {NULL};
  for (int64_t j = 0; j < (components ? components : 1); ++j) {
    // A gather reads at the positions, and its data can be made safe to
    // read at 0 when a dynamic dim is empty; a scatter writes its data.
    if (mlirShapedTypeIsDynamicDim(dataType, axis + j) &&
        (components || l->def->fusionKind != NN_FUSION_INJECTIVE))
      return fail(l,
                  "the data's dim %lld, which its %s index, must be "
                  "static; a dynamic one does not lower yet",
                  (long long)(axis + j), components ? "tuples" : "positions");
    if (mlirShapedTypeIsDynamicDim(dataType, axis + j)) {
      sizes[j] = 0;
      sizeValue = guardDynamicAxis(l, axis);
      continue;
    }
    sizes[j] = mlirShapedTypeGetDimSize(dataType, axis + j);
    empty |= sizes[j] == 0;
  }
  // Dynamic positions: their strides at run time (no elements, no loop).
  MlirValue strideValues[NN_MAX_RANK + 1], dimValues[NN_MAX_RANK + 1];
  MlirValue stride = dynamic ? nnbIndex(&l->b, 1) : (MlirValue){NULL};
  for (intptr_t d = rank - 1; d >= 0 && dynamic; --d) {
    strideValues[d] = stride;
    dimValues[d] = nnbDim(&l->b, positions, d);
    stride = nnbOp2(&l->b, "arith.muli", stride, dimValues[d]);
  }
  Range r = {sizes[0],
             rank,
             strides,
             dynamic ? strideValues : NULL,
             dynamic ? dimValues : NULL,
             0,
             sizes,
             components,
             sizeValue};
  const NnValueDef *slot = nnSlotOf(l->def->operands, l->def->numOperands,
                                    numOperands, def->operand);
  const char *name = slot && slot->name ? slot->name : "indices";
  if (check && components)
    emitTupleChecks(l, positions, &r, name);
  else if (check)
    emitCheck(l, positions, positions, &r, name);
  if (empty) {
    // Nothing to read: zeros, defined.
    for (intptr_t i = 0; i < mlirOperationGetNumResults(l->op); ++i)
      l->results[i] = nnbFilled(
          &l->b, mlirValueGetType(mlirOperationGetResult(l->op, i)), 0);
    *done = true;
    return mlirLogicalResultSuccess();
  }
  MlirValue safe = nnbElementwise(
      &l->b, nnbWithElement(type, mlirIntegerTypeGet(l->b.ctx, 64)), 1,
      &positions, clampBody, &r);
  mlirOperationSetOperand(l->op, def->operand, safe);
  return mlirLogicalResultSuccess();
}
