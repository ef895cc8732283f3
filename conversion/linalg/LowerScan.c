//===- LowerScan.c - cumsum: a running sum along one axis -----------------===//
//
// One scf.forall over tiles of the dims other than the axis (AxisLoops.h),
// each tile whole along the axis; inside a tile, an scf.for along the axis
// whose iterations are linalg.generic ops over the tile's slice, reading
// and writing one slice of the axis through rank-reducing
// tensor.extract_slice / tensor.insert_slice at the loop's position. The
// CPU pipeline makes the forall one OpenMP loop and the generics inside it
// sequential loops, so a step costs no parallel region.
//
// The tiles: where the axis is not the innermost dim, the tiled dim is the
// innermost one (up to 256 positions), so a step adds a contiguous run of a
// row, which LLVM vectorizes; along the innermost axis, a tile is up to 8
// rows, whose running sums are independent chains of additions (a single
// row's would wait on each addition's latency).
//
// In a tile, the loop carries the result and a running sum (one slice);
// step i adds input slice i to the running sum (a linalg.generic) and
// writes it (exclusive: the sum before the addition) as result slice i (a
// linalg.map), both in place; reverse counts i from the back. The first slice
// is peeled off before the loop (the sum starts as the input's slice, so an
// inclusive sum of -0 is -0). f16 and bf16 sum in f32 (nnbAccumulatorType),
// rounded once per element.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/AxisLoops.h"
#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

static bool isEmpty(MlirType type) {
  for (intptr_t i = 0; i < mlirShapedTypeGetRank(type); ++i)
    if (mlirShapedTypeGetDimSize(type, i) == 0)
      return true;
  return false;
}

// `x` as a scalar of the float or integer type `type` (f16 <-> f32 here).
static MlirValue convertScalar(NnBuilder *b, MlirValue x, MlirType type) {
  MlirType from = mlirValueGetType(x);
  if (mlirTypeEqual(from, type))
    return x;
  return nnbConvert(b,
                    mlirFloatTypeGetWidth(from) < mlirFloatTypeGetWidth(type)
                        ? "arith.extf"
                        : "arith.truncf",
                    x, type);
}

// linalg.map of `input` into `init`, converting each element to the init's
// element type. A linalg.map rather than a linalg.generic: upstream
// elementwise fusion gives a generic whose body ignores its init a
// tensor.empty init (RemoveOutsDependency), and bufferization then writes
// the slice into a new buffer and copies it into the result at every step.
static MlirValue convertInto(NnBuilder *b, MlirValue input, MlirValue init) {
  MlirType from = nnbElementType(input), to = nnbElementType(init);
  MlirType argTypes[] = {from, to};
  MlirLocation locs[] = {b->loc, b->loc};
  MlirBlock block = mlirBlockCreate(2, argTypes, locs);
  NnBuilder body = {b->ctx, b->loc, block, {NULL}, b->sizes};
  MlirValue value = convertScalar(&body, mlirBlockGetArgument(block, 0), to);
  MlirOperationState yield =
      mlirOperationStateGet(nnStr("linalg.yield"), b->loc);
  mlirOperationStateAddOperands(&yield, 1, &value);
  mlirBlockAppendOwnedOperation(block, mlirOperationCreate(&yield));
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, block);
  MlirValue operands[] = {input, init};
  MlirType type = mlirValueGetType(init);
  MlirOperationState state = mlirOperationStateGet(nnStr("linalg.map"), b->loc);
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation op = nnBuild(b, &state);
  return mlirOperationIsNull(op) ? init : mlirOperationGetResult(op, 0);
}

// args: input, running sum: the running sum takes the input.
static void addBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                    void *userData) {
  (void)userData;
  yields[0] = nnbArith(b, "add", args[1],
                       convertScalar(b, args[0], mlirValueGetType(args[1])));
}

typedef struct {
  intptr_t axis; // in the tile
  bool exclusive, reverse;
} Cumsum;

// The running sum of `x` (one tile, n > 0 slices along the axis, the last
// at `last`) into `out`.
static MlirValue runningSum(NnBuilder *b, const Cumsum *c, MlirValue x,
                            MlirValue out, MlirValue n, MlirValue last) {
  MlirType type = mlirValueGetType(x);
  intptr_t rank = mlirShapedTypeGetRank(type);
  MlirAffineMap id = nnbIdentityMap(b->ctx, rank - 1);
  MlirAffineMap maps[] = {id, id};
  bool drop[NN_MAX_RANK] = {false};
  drop[c->axis] = true;
  MlirType acc = nnbAccumulatorType(mlirShapedTypeGetElementType(type));

  // The first slice: the running sum starts as the input's slice, which is
  // also the result's (zeros when exclusive).
  MlirValue first = c->reverse ? last : nnbIndex(b, 0);
  MlirValue in = nnbSliceAt(b, x, c->axis, first);
  MlirValue sum = convertInto(
      b, in, nnbEmpty(b, nnbWithElement(nnbDropDims(type, drop), acc)));
  MlirValue start = nnbSliceAt(b, out, c->axis, first);
  start = c->exclusive
              ? nnbFill(b, nnbConstant(b, nnbElementType(start), 0), start)
              : convertInto(b, in, start);
  out = nnbInsertAt(b, start, out, c->axis, first);

  // Slices 1 .. n-1 (counted from the back with reverse): a generic adds
  // the input slice to the running sum in place, and a map writes the sum
  // after (exclusive: before) it into the result slice, in place.
  MlirValue inits[] = {out, sum}, next[2], results[2];
  NnForLoop loop;
  nnbBeginFor(b, &loop, 2, inits);
  NnBuilder *lb = &loop.body;
  MlirValue j = loop.iv;
  if (c->reverse)
    j = nnbOp2(lb, "arith.subi", last, loop.iv);
  MlirValue slice = nnbSliceAt(lb, x, c->axis, j);
  MlirValue dest = nnbSliceAt(lb, loop.iters[0], c->axis, j);
  MlirValue sumBefore = loop.iters[1];
  // Exclusive: the sum is read before the addition overwrites it.
  if (c->exclusive)
    dest = convertInto(lb, sumBefore, dest);
  NnGeneric step = {1,        &slice, 1,       &sumBefore, maps,
                    rank - 1, NULL,   addBody, NULL};
  next[1] = nnbGeneric(lb, &step, 0);
  if (!c->exclusive)
    dest = convertInto(lb, next[1], dest);
  next[0] = nnbInsertAt(lb, dest, loop.iters[0], c->axis, j);
  nnbEndForBetween(b, &loop, nnbIndex(b, 1), n, inits, next, results);
  return results[0];
}

// The running sum of one tile (inputs[0]) into outputs[0]. An axis of
// dynamic size may be empty at run time: the tile is then left as it is
// (empty too), since the first slice is read before the loop.
static void cumsumTile(NnBuilder *b, const MlirValue *inputs,
                       MlirValue *outputs, void *userData) {
  const Cumsum *c = userData;
  MlirValue x = inputs[0];
  MlirType type = mlirValueGetType(x);
  if (!mlirShapedTypeIsDynamicDim(type, c->axis)) {
    int64_t n = mlirShapedTypeGetDimSize(type, c->axis);
    outputs[0] =
        runningSum(b, c, x, outputs[0], nnbIndex(b, n), nnbIndex(b, n - 1));
    return;
  }
  MlirValue n = nnbDim(b, x, c->axis);
  MlirValue any = nnbCmpi(b, 8, n, nnbIndex(b, 0)); // ugt
  NnIf branch;
  nnbBeginIf(b, &branch);
  NnBuilder *tb = &branch.then;
  MlirValue last = nnbOp2(tb, "arith.subi", n, nnbIndex(tb, 1));
  MlirValue sum = runningSum(tb, c, x, outputs[0], n, last);
  nnbEndIf(b, &branch, any, 1, &sum, outputs, outputs);
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
  intptr_t rank = mlirShapedTypeGetRank(result);
  int64_t axis = nnLoweringGetInt(l, "axis");
  axis = axis < 0 ? axis + rank : axis;
  NnAxisTiling tiling = {axis, -1, 1};
  if (rank > 1) {
    // See the file comment: a contiguous run of a row per step, or a few
    // rows side by side along the innermost axis.
    tiling.tiled = axis == rank - 1 ? rank - 2 : rank - 1;
    tiling.tileSize =
        nnbDivisorAtMost(mlirShapedTypeGetDimSize(result, tiling.tiled),
                         axis == rank - 1 ? 8 : 256);
  }
  Cumsum c = {tiling.tiled >= 0 && tiling.tiled < axis && tiling.tileSize > 1,
              nnLoweringGetBool(l, "exclusive"),
              nnLoweringGetBool(l, "reverse")};
  MlirValue out = nnbEmpty(&l->b, result);
  nnbAxisTiles(&l->b, &tiling, 1, &x, 1, &out, cumsumTile, &c);
  l->results[0] = out;
  return mlirLogicalResultSuccess();
}
