//===- AxisLoops.c - Loops along one axis, in parallel over the others ----===//
//
// Builders of scf.forall, scf.for and scf.if on tensors, and of slices along
// an axis, through the generic operation state of the C API (AxisLoops.h
// says what each is for). A forall's tiles are rank-reducing
// tensor.extract_slice ops of its operands at the forall's induction
// variables, written back with tensor.parallel_insert_slice; one-shot
// bufferization makes both views of the operands' buffers.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/AxisLoops.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "nn-c/OpDef.h"
#include "support/OpName.h"

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute attr) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr(name)), attr);
}

// The static offsets, sizes and strides of a slice of `full` (attrs[0..2])
// and the operand segment sizes (attrs[3]). dynamic[i]: dimension i's offset
// is an operand; sizes[i]: its size in the slice.
static void sliceAttrs(MlirContext ctx, MlirType full, const bool *dynamic,
                       const int64_t *sizes, MlirNamedAttribute *attrs,
                       const int32_t *segments, intptr_t numSegments) {
  intptr_t rank = mlirShapedTypeGetRank(full);
  int64_t offsets[NN_MAX_RANK], strides[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i) {
    offsets[i] = dynamic[i] ? mlirShapedTypeGetDynamicSize() : 0;
    strides[i] = 1;
  }
  attrs[0] =
      named(ctx, "static_offsets", mlirDenseI64ArrayGet(ctx, rank, offsets));
  attrs[1] = named(ctx, "static_sizes", mlirDenseI64ArrayGet(ctx, rank, sizes));
  attrs[2] =
      named(ctx, "static_strides", mlirDenseI64ArrayGet(ctx, rank, strides));
  attrs[3] = named(ctx, "operandSegmentSizes",
                   mlirDenseI32ArrayGet(ctx, numSegments, segments));
}

// The tensor.dim of `full` (built by `b`) along each dimension whose size
// in the slice is dynamic (the whole of a dynamic dimension); returns how
// many.
static intptr_t dynamicSizes(NnBuilder *b, MlirValue full, const int64_t *sizes,
                             MlirValue *values) {
  intptr_t n = 0;
  for (intptr_t i = 0; i < mlirShapedTypeGetRank(mlirValueGetType(full)); ++i)
    if (sizes[i] == mlirShapedTypeGetDynamicSize())
      values[n++] = nnbDim(b, full, i);
  return n;
}

// The slice of `full` with `sizes` (1: the dimension is dropped; dynamic:
// the whole dimension) at dynamic offsets `offsets` in the dimensions
// flagged `dynamic` (0 elsewhere).
static MlirValue extractSlice(NnBuilder *b, MlirValue full, const bool *dynamic,
                              const int64_t *sizes, intptr_t numOffsets,
                              const MlirValue *offsets) {
  MlirType type = mlirValueGetType(full);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t shape[NN_MAX_RANK];
  intptr_t kept = 0;
  for (intptr_t i = 0; i < rank; ++i)
    if (sizes[i] != 1 || !dynamic[i])
      shape[kept++] = sizes[i];
  MlirType result = mlirRankedTensorTypeGet(
      kept, shape, mlirShapedTypeGetElementType(type), mlirAttributeGetNull());
  MlirValue operands[2 * NN_MAX_RANK + 1] = {full};
  for (intptr_t i = 0; i < numOffsets; ++i)
    operands[i + 1] = offsets[i];
  intptr_t numSizes = dynamicSizes(b, full, sizes, operands + numOffsets + 1);
  MlirNamedAttribute attrs[4];
  int32_t segments[] = {1, (int32_t)numOffsets, (int32_t)numSizes, 0};
  sliceAttrs(b->ctx, type, dynamic, sizes, attrs, segments, 4);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.extract_slice"), b->loc);
  mlirOperationStateAddOperands(&state, numOffsets + numSizes + 1, operands);
  mlirOperationStateAddAttributes(&state, 4, attrs);
  mlirOperationStateAddResults(&state, 1, &result);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

// tensor.insert_slice (`parallel`: tensor.parallel_insert_slice, which has
// no result) of `slice` into `full`, as extractSlice took it; the sizes of
// dynamic dimensions are built by `dims` (outside a forall's in_parallel
// region, which holds nothing but the inserts).
static MlirValue insertSlice(NnBuilder *b, NnBuilder *dims, bool parallel,
                             MlirValue slice, MlirValue full,
                             const bool *dynamic, const int64_t *sizes,
                             intptr_t numOffsets, const MlirValue *offsets) {
  MlirType type = mlirValueGetType(full);
  MlirValue operands[2 * NN_MAX_RANK + 2] = {slice, full};
  for (intptr_t i = 0; i < numOffsets; ++i)
    operands[i + 2] = offsets[i];
  intptr_t numSizes =
      dynamicSizes(dims, full, sizes, operands + numOffsets + 2);
  MlirNamedAttribute attrs[4];
  int32_t segments[] = {1, 1, (int32_t)numOffsets, (int32_t)numSizes, 0};
  sliceAttrs(b->ctx, type, dynamic, sizes, attrs, segments, 5);
  MlirOperationState state = mlirOperationStateGet(
      nnStr(parallel ? "tensor.parallel_insert_slice" : "tensor.insert_slice"),
      b->loc);
  mlirOperationStateAddOperands(&state, numOffsets + numSizes + 2, operands);
  mlirOperationStateAddAttributes(&state, 4, attrs);
  if (!parallel)
    mlirOperationStateAddResults(&state, 1, &type);
  MlirOperation op = nnBuild(b, &state);
  return parallel || mlirOperationIsNull(op) ? full
                                             : mlirOperationGetResult(op, 0);
}

// The sizes of the slice of `full` at one position along `axis`.
static void axisSlice(MlirValue full, intptr_t axis, bool *dynamic,
                      int64_t *sizes) {
  MlirType type = mlirValueGetType(full);
  for (intptr_t i = 0; i < mlirShapedTypeGetRank(type); ++i) {
    dynamic[i] = i == axis;
    sizes[i] = i == axis ? 1 : mlirShapedTypeGetDimSize(type, i);
  }
}

MlirValue nnbSliceAt(NnBuilder *b, MlirValue full, intptr_t axis,
                     MlirValue position) {
  bool dynamic[NN_MAX_RANK];
  int64_t sizes[NN_MAX_RANK];
  axisSlice(full, axis, dynamic, sizes);
  return extractSlice(b, full, dynamic, sizes, 1, &position);
}

MlirValue nnbInsertAt(NnBuilder *b, MlirValue slice, MlirValue full,
                      intptr_t axis, MlirValue position) {
  bool dynamic[NN_MAX_RANK];
  int64_t sizes[NN_MAX_RANK];
  axisSlice(full, axis, dynamic, sizes);
  return insertSlice(b, b, false, slice, full, dynamic, sizes, 1, &position);
}

/* scf.for and scf.if. */

void nnbBeginFor(NnBuilder *b, NnForLoop *loop, intptr_t numInits,
                 const MlirValue *inits) {
  MlirType types[NN_AXIS_LOOP_MAX_VALUES + 1] = {mlirIndexTypeGet(b->ctx)};
  MlirLocation locs[NN_AXIS_LOOP_MAX_VALUES + 1];
  for (intptr_t i = 0; i <= numInits; ++i)
    locs[i] = b->loc;
  for (intptr_t i = 0; i < numInits; ++i)
    types[i + 1] = mlirValueGetType(inits[i]);
  loop->block = mlirBlockCreate(numInits + 1, types, locs);
  loop->body = (NnBuilder){b->ctx, b->loc, loop->block, {NULL}, b->sizes};
  loop->iv = mlirBlockGetArgument(loop->block, 0);
  loop->numIters = numInits;
  for (intptr_t i = 0; i < numInits; ++i)
    loop->iters[i] = mlirBlockGetArgument(loop->block, i + 1);
}

void nnbEndFor(NnBuilder *b, NnForLoop *loop, int64_t lower, int64_t upper,
               const MlirValue *inits, const MlirValue *next,
               MlirValue *results) {
  nnbEndForBetween(b, loop, nnbIndex(b, lower), nnbIndex(b, upper), inits, next,
                   results);
}

void nnbEndForBetween(NnBuilder *b, NnForLoop *loop, MlirValue lower,
                      MlirValue upper, const MlirValue *inits,
                      const MlirValue *next, MlirValue *results) {
  intptr_t n = loop->numIters;
  MlirOperationState yield = mlirOperationStateGet(nnStr("scf.yield"), b->loc);
  mlirOperationStateAddOperands(&yield, n, next);
  mlirBlockAppendOwnedOperation(loop->block, mlirOperationCreate(&yield));
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, loop->block);
  MlirValue operands[NN_AXIS_LOOP_MAX_VALUES + 3] = {lower, upper,
                                                     nnbIndex(b, 1)};
  MlirType types[NN_AXIS_LOOP_MAX_VALUES];
  for (intptr_t i = 0; i < n; ++i) {
    operands[i + 3] = inits[i];
    types[i] = mlirValueGetType(inits[i]);
  }
  MlirOperationState state = mlirOperationStateGet(nnStr("scf.for"), b->loc);
  mlirOperationStateAddOperands(&state, n + 3, operands);
  mlirOperationStateAddResults(&state, n, types);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation op = nnBuild(b, &state);
  for (intptr_t i = 0; i < n; ++i)
    results[i] =
        mlirOperationIsNull(op) ? inits[i] : mlirOperationGetResult(op, i);
}

void nnbBeginIf(NnBuilder *b, NnIf *branch) {
  branch->thenBlock = mlirBlockCreate(0, NULL, NULL);
  branch->elseBlock = mlirBlockCreate(0, NULL, NULL);
  branch->then =
      (NnBuilder){b->ctx, b->loc, branch->thenBlock, {NULL}, b->sizes};
  branch->otherwise =
      (NnBuilder){b->ctx, b->loc, branch->elseBlock, {NULL}, b->sizes};
}

void nnbEndIf(NnBuilder *b, NnIf *branch, MlirValue cond, intptr_t numValues,
              const MlirValue *thenValues, const MlirValue *elseValues,
              MlirValue *results) {
  MlirBlock blocks[] = {branch->thenBlock, branch->elseBlock};
  const MlirValue *values[] = {thenValues, elseValues};
  MlirRegion regions[2];
  for (int i = 0; i < 2; ++i) {
    MlirOperationState yield =
        mlirOperationStateGet(nnStr("scf.yield"), b->loc);
    mlirOperationStateAddOperands(&yield, numValues, values[i]);
    mlirBlockAppendOwnedOperation(blocks[i], mlirOperationCreate(&yield));
    regions[i] = mlirRegionCreate();
    mlirRegionAppendOwnedBlock(regions[i], blocks[i]);
  }
  MlirType types[NN_AXIS_LOOP_MAX_VALUES];
  for (intptr_t i = 0; i < numValues; ++i)
    types[i] = mlirValueGetType(thenValues[i]);
  MlirOperationState state = mlirOperationStateGet(nnStr("scf.if"), b->loc);
  mlirOperationStateAddOperands(&state, 1, &cond);
  mlirOperationStateAddResults(&state, numValues, types);
  mlirOperationStateAddOwnedRegions(&state, 2, regions);
  MlirOperation op = nnBuild(b, &state);
  for (intptr_t i = 0; i < numValues; ++i)
    results[i] =
        mlirOperationIsNull(op) ? elseValues[i] : mlirOperationGetResult(op, i);
}

void nnbMarkRarePath(MlirValue result) {
  if (!mlirValueIsAOpResult(result))
    return;
  MlirOperation branch = mlirOpResultGetOwner(result);
  mlirOperationSetAttributeByName(
      branch, nnStr("nn.rare_path"),
      mlirUnitAttrGet(mlirOperationGetContext(branch)));
}

/* scf.forall over tiles. */

int64_t nnbDivisorAtMost(int64_t size, int64_t limit) {
  for (int64_t d = limit < size ? limit : size; d > 1; --d)
    if (size % d == 0)
      return d;
  return 1;
}

// The slice sizes of `full`'s tile: whole along the axis, tileSize along
// the tiled dimension, 1 elsewhere.
static void tileSizes(MlirValue full, const NnAxisTiling *t, bool *dynamic,
                      int64_t *sizes) {
  MlirType type = mlirValueGetType(full);
  for (intptr_t i = 0; i < mlirShapedTypeGetRank(type); ++i) {
    dynamic[i] = i != t->axis;
    sizes[i] = i == t->axis    ? mlirShapedTypeGetDimSize(type, i)
               : i == t->tiled ? t->tileSize
                               : 1;
  }
}

void nnbAxisTiles(NnBuilder *b, const NnAxisTiling *tiling, intptr_t numInputs,
                  const MlirValue *inputs, intptr_t numOutputs,
                  MlirValue *outputs, NnAxisTileFn body, void *userData) {
  MlirType full = mlirValueGetType(outputs[0]);
  intptr_t rank = mlirShapedTypeGetRank(full);
  if (rank == 1) {
    body(b, inputs, outputs, userData);
    return;
  }
  // The forall: one induction variable per dimension but the axis, each
  // the offset of the tile along it.
  int64_t lower[NN_MAX_RANK], upper[NN_MAX_RANK], step[NN_MAX_RANK];
  MlirValue operands[NN_MAX_RANK + NN_AXIS_LOOP_MAX_VALUES];
  intptr_t numUpper = 0;
  MlirType types[NN_MAX_RANK + NN_AXIS_LOOP_MAX_VALUES];
  MlirLocation locs[NN_MAX_RANK + NN_AXIS_LOOP_MAX_VALUES];
  intptr_t numIvs = 0;
  for (intptr_t i = 0; i < rank; ++i) {
    if (i == tiling->axis)
      continue;
    lower[numIvs] = 0;
    upper[numIvs] = mlirShapedTypeGetDimSize(full, i);
    if (mlirShapedTypeIsDynamicDim(full, i))
      operands[numUpper++] = nnbDim(b, outputs[0], i);
    step[numIvs] = i == tiling->tiled ? tiling->tileSize : 1;
    types[numIvs++] = mlirIndexTypeGet(b->ctx);
  }
  for (intptr_t i = 0; i < numOutputs; ++i)
    types[numIvs + i] = mlirValueGetType(outputs[i]);
  for (intptr_t i = 0; i < numIvs + numOutputs; ++i)
    locs[i] = b->loc;
  MlirBlock block = mlirBlockCreate(numIvs + numOutputs, types, locs);
  NnBuilder inner = {b->ctx, b->loc, block, {NULL}, b->sizes};
  MlirValue ivs[NN_MAX_RANK];
  for (intptr_t i = 0; i < numIvs; ++i)
    ivs[i] = mlirBlockGetArgument(block, i);

  // The tiles, the body, and the tiles written back in parallel.
  MlirValue inTiles[NN_AXIS_LOOP_MAX_VALUES], outTiles[NN_AXIS_LOOP_MAX_VALUES];
  bool dynamic[NN_MAX_RANK];
  int64_t sizes[NN_MAX_RANK];
  for (intptr_t i = 0; i < numInputs; ++i) {
    tileSizes(inputs[i], tiling, dynamic, sizes);
    inTiles[i] = extractSlice(&inner, inputs[i], dynamic, sizes, numIvs, ivs);
  }
  for (intptr_t i = 0; i < numOutputs; ++i) {
    tileSizes(outputs[i], tiling, dynamic, sizes);
    outTiles[i] = extractSlice(&inner, mlirBlockGetArgument(block, numIvs + i),
                               dynamic, sizes, numIvs, ivs);
  }
  body(&inner, inTiles, outTiles, userData);
  MlirBlock writes = mlirBlockCreate(0, NULL, NULL);
  NnBuilder write = {b->ctx, b->loc, writes, {NULL}, b->sizes};
  for (intptr_t i = 0; i < numOutputs; ++i) {
    tileSizes(outputs[i], tiling, dynamic, sizes);
    insertSlice(&write, &inner, true, outTiles[i],
                mlirBlockGetArgument(block, numIvs + i), dynamic, sizes, numIvs,
                ivs);
  }
  MlirRegion writeRegion = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(writeRegion, writes);
  MlirOperationState terminator =
      mlirOperationStateGet(nnStr("scf.forall.in_parallel"), b->loc);
  mlirOperationStateAddOwnedRegions(&terminator, 1, &writeRegion);
  mlirBlockAppendOwnedOperation(block, mlirOperationCreate(&terminator));

  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, block);
  int32_t segments[] = {0, (int32_t)numUpper, 0, (int32_t)numOutputs};
  MlirNamedAttribute attrs[] = {
      named(b->ctx, "staticLowerBound",
            mlirDenseI64ArrayGet(b->ctx, numIvs, lower)),
      named(b->ctx, "staticUpperBound",
            mlirDenseI64ArrayGet(b->ctx, numIvs, upper)),
      named(b->ctx, "staticStep", mlirDenseI64ArrayGet(b->ctx, numIvs, step)),
      named(b->ctx, "operandSegmentSizes",
            mlirDenseI32ArrayGet(b->ctx, 4, segments)),
  };
  MlirOperationState state = mlirOperationStateGet(nnStr("scf.forall"), b->loc);
  for (intptr_t i = 0; i < numOutputs; ++i)
    operands[numUpper + i] = outputs[i];
  mlirOperationStateAddOperands(&state, numUpper + numOutputs, operands);
  mlirOperationStateAddResults(&state, numOutputs, types + numIvs);
  mlirOperationStateAddAttributes(&state, 4, attrs);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation op = nnBuild(b, &state);
  for (intptr_t i = 0; !mlirOperationIsNull(op) && i < numOutputs; ++i)
    outputs[i] = mlirOperationGetResult(op, i);
}
