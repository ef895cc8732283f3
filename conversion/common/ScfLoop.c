//===- ScfLoop.c - scf.for carrying tensors, and slices at a loop index ---===//
//
// See ScfLoop.h. Moved here from LowerScan.c (cumsum, top_k) when the
// data-dependent selections (LowerSelection.c) needed the same loops.
//
//===----------------------------------------------------------------------===//

#include "conversion/common/ScfLoop.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

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
MlirValue nnbSliceAt(NnBuilder *b, MlirValue full, intptr_t axis,
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
MlirValue nnbInsertAt(NnBuilder *b, MlirValue slice, MlirValue full,
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

// Starts `for iv = lower to upper step 1 iter_args(inits)`: the body is
// built through loop->body, then finished by endLoop.
void nnbBeginLoop(NnBuilder *b, NnLoop *loop, intptr_t numInits,
                  const MlirValue *inits) {
  MlirType types[NN_LOOP_MAX_ITERS + 1] = {mlirIndexTypeGet(b->ctx)};
  MlirLocation locs[NN_LOOP_MAX_ITERS + 1];
  for (intptr_t i = 0; i <= numInits; ++i)
    locs[i] = b->loc;
  for (intptr_t i = 0; i < numInits; ++i)
    types[i + 1] = mlirValueGetType(inits[i]);
  loop->block = mlirBlockCreate(numInits + 1, types, locs);
  loop->body = (NnBuilder){b->ctx, b->loc, loop->block, {NULL}};
  loop->iv = mlirBlockGetArgument(loop->block, 0);
  for (intptr_t i = 0; i < numInits; ++i)
    loop->iters[i] = mlirBlockGetArgument(loop->block, i + 1);
}

// Yields `next`, builds the scf.for before the op and writes its results.
void nnbEndLoop(NnBuilder *b, NnLoop *loop, int64_t lower, int64_t upper,
                intptr_t numInits, const MlirValue *inits,
                const MlirValue *next, MlirValue *results) {
  MlirOperationState yield = mlirOperationStateGet(nnStr("scf.yield"), b->loc);
  mlirOperationStateAddOperands(&yield, numInits, next);
  mlirBlockAppendOwnedOperation(loop->block, mlirOperationCreate(&yield));
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, loop->block);
  MlirValue operands[NN_LOOP_MAX_ITERS + 3] = {
      nnbIndex(b, lower), nnbIndex(b, upper), nnbIndex(b, 1)};
  MlirType types[NN_LOOP_MAX_ITERS];
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
