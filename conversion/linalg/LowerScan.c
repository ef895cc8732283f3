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
// step i adds input slice i to the running sum and writes it (exclusive:
// the sum before the addition) as result slice i, both in place; reverse
// counts i from the back. The first slice is peeled off before the loop
// (the sum starts as the input's slice, so an inclusive sum of -0 is -0).
// f16 and bf16 sum in f32 (nnbAccumulatorType), rounded once per element.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/AxisLoops.h"
#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinTypes.h"

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

// args: an input element, the destination (either type): the element in
// the destination's type.
static void copyBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  (void)userData;
  yields[0] = convertScalar(b, args[0], mlirValueGetType(args[1]));
}

// args: input, running sum, destination slice. The running sum takes the
// input; the destination gets the sum after (or, exclusive, before) it.
static void stepBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  bool exclusive = *(const bool *)userData;
  MlirType acc = mlirValueGetType(args[1]);
  yields[0] = nnbArith(b, "add", args[1], convertScalar(b, args[0], acc));
  yields[1] = convertScalar(b, exclusive ? args[1] : yields[0],
                            mlirValueGetType(args[2]));
}

typedef struct {
  intptr_t axis; // in the tile
  bool exclusive, reverse;
} Cumsum;

// The running sum of one tile (inputs[0]) into outputs[0].
static void cumsumTile(NnBuilder *b, const MlirValue *inputs,
                       MlirValue *outputs, void *userData) {
  const Cumsum *c = userData;
  MlirValue x = inputs[0];
  MlirType type = mlirValueGetType(x);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t n = mlirShapedTypeGetDimSize(type, c->axis);
  MlirAffineMap id = nnbIdentityMap(b->ctx, rank - 1);
  MlirAffineMap maps[] = {id, id, id};
  bool drop[NN_MAX_RANK] = {false};
  drop[c->axis] = true;
  MlirType acc = nnbAccumulatorType(mlirShapedTypeGetElementType(type));

  // The first slice: the running sum starts as the input's slice, which is
  // also the result's (zeros when exclusive).
  MlirValue first = nnbIndex(b, c->reverse ? n - 1 : 0);
  MlirValue in = nnbSliceAt(b, x, c->axis, first);
  MlirValue sum = nnbEmpty(b, nnbWithElement(nnbDropDims(type, drop), acc));
  NnGeneric copy = {1, &in, 1, &sum, maps, rank - 1, NULL, copyBody, NULL};
  sum = nnbGeneric(b, &copy, 0);
  MlirValue out = outputs[0];
  MlirValue start = nnbSliceAt(b, out, c->axis, first);
  if (c->exclusive) {
    start = nnbFill(b, nnbConstant(b, nnbElementType(start), 0), start);
  } else {
    NnGeneric same = {1, &in, 1, &start, maps, rank - 1, NULL, copyBody, NULL};
    start = nnbGeneric(b, &same, 0);
  }
  out = nnbInsertAt(b, start, out, c->axis, first);

  // Slices 1 .. n-1 (counted from the back with reverse): one generic adds
  // the input slice to the running sum in place and writes the result
  // slice in place, so the loop neither allocates nor copies.
  MlirValue inits[] = {out, sum}, next[2], results[2];
  NnForLoop loop;
  nnbBeginFor(b, &loop, 2, inits);
  NnBuilder *lb = &loop.body;
  MlirValue j = loop.iv;
  if (c->reverse)
    j = nnbOp2(lb, "arith.subi", nnbIndex(lb, n - 1), loop.iv);
  MlirValue slice = nnbSliceAt(lb, x, c->axis, j);
  MlirValue outs[] = {loop.iters[1], nnbSliceAt(lb, loop.iters[0], c->axis, j)};
  bool exclusive = c->exclusive;
  NnGeneric step = {1,        &slice, 2,        outs,      maps,
                    rank - 1, NULL,   stepBody, &exclusive};
  next[1] = nnbGeneric(lb, &step, 0);
  MlirOperation generic = mlirOpResultGetOwner(next[1]);
  MlirValue written = mlirOperationIsNull(generic)
                          ? outs[1]
                          : mlirOperationGetResult(generic, 1);
  next[0] = nnbInsertAt(lb, written, loop.iters[0], c->axis, j);
  nnbEndFor(b, &loop, 1, n, inits, next, results);
  outputs[0] = results[0];
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
