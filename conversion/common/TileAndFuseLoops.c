//===- TileAndFuseLoops.c - Tile bodies as sequential loops ---------------===//
//
// --nn-lower-tile-bodies runs on buffers, after bufferization. Each
// scf.forall made by --nn-tile-fused becomes the kernel's parallel loop
// (scf-forall-to-parallel, then OpenMP); the linalg ops inside it compute one
// tile and must run sequentially in the thread that owns the tile.
// convert-linalg-to-parallel-loops would make each of them an scf.parallel
// nested in the forall, which convert-scf-to-openmp turns into a nested
// omp.parallel: a serialized parallel region entered once per op and tile.
// So this pass lowers exactly those linalg ops to scf.for nests first, with
// transform.structured.convert_to_loops, and leaves every linalg op outside a
// forall to the parallel-loop lowering. One walk finds the foralls, one walk
// of each finds its linalg ops: linear in the module.
//
// Option inner-parallel (the CPU pipeline sets it; the GPU pipeline, whose
// tiles are single elements, does not): convert_to_loops nests the loops in
// iterator order, so a matmul tile runs i, j, k with the reduction k
// innermost, reading B down a column and accumulating one output element at
// a time, which LLVM cannot vectorize. With the option, the matmuls,
// batch matmuls and dense convolutions of a tile are first generalized and
// interchanged so that their last parallel loop (j, or the output's
// innermost spatial or channel dim) comes after the reduction loops:
// C[i, j0:j1] += A[i, k] * B[k, j0:j1], contiguous in C and B, which the loop
// vectorizer widens. Each output element still sums its terms in the same
// order, so results do not change. These are the ops whose loop order
// decides a fused matmul or conv kernel's speed; reductions (a softmax row)
// keep their order, whose innermost loop already walks the row.
//
// Option stack-bytes (CPU: set; default 0, off): the memref.allocs directly
// in a forall body, of static shape (a tile's accumulator, a softmax tile's
// exp values) or of sizes with a static bound (the last, partial tile along
// a dynamic dim: min(t, n - i * t) <= t), become memref.allocas (of the same
// sizes) and their memref.deallocs go, in block order while their total,
// bounds counted, stays within that many bytes per forall.
// convert-scf-to-openmp wraps each iteration of the loop in a
// memref.alloca_scope, so the stack is given back per tile. Why:
// finalize-memref-to-llvm aligns a malloc'd buffer through ptrtoint and
// inttoptr, after which LLVM cannot tell it from the kernel's arguments; a
// loop storing into it and loading from an argument may alias, and LLVM
// keeps it scalar (a fused conv tile's output row) or guards it with
// run-time checks. An alloca aliases nothing else. Buffers used by a yield,
// a return or a call (which may keep them) are left alone.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/common/Buffers.h"
#include "conversion/common/TileAndFuse.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Checked.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  bool innerParallel;
  int64_t stackBytes;
} LowerState;

// The named ops reordered by inner-parallel, each with the permutation that
// moves its last parallel loop innermost (new loop i is old loop perm[i]).
// Their iterators: matmul (m, n, k); batch_matmul (b, m, n, k);
// conv_2d_nchw_fchw (n, f, oh, ow, c, kh, kw); conv_2d_nhwc_hwcf (n, oh, ow,
// f, kh, kw, c); conv_3d_ncdhw_fcdhw (n, f, od, oh, ow, c, kd, kh, kw);
// conv_3d_ndhwc_dhwcf (n, od, oh, ow, f, kd, kh, kw, c).
static const struct {
  const char *name, *perm;
} kReordered[] = {
    {"linalg.matmul", "0, 2, 1"},
    {"linalg.batch_matmul", "0, 1, 3, 2"},
    {"linalg.conv_2d_nchw_fchw", "0, 1, 2, 4, 5, 6, 3"},
    {"linalg.conv_2d_nhwc_hwcf", "0, 1, 2, 4, 5, 6, 3"},
    {"linalg.conv_3d_ncdhw_fcdhw", "0, 1, 2, 3, 5, 6, 7, 8, 4"},
    {"linalg.conv_3d_ndhwc_dhwcf", "0, 1, 2, 3, 5, 6, 7, 8, 4"},
};

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  LowerState *s = nnAllocArray(1, sizeof(LowerState));
  if (!s) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  s->innerParallel = values[0].b;
  s->stackBytes = values[1].i;
  return s;
}

static void destroyState(void *state) { free(state); }

// structured.match wants one op to look in, hence the foreach. generalize
// and interchange apply to each op of their handle (none: nothing).
static void buildScript(NnStringBuffer *s, bool innerParallel) {
  nnStringBufferPrintf(
      s, "module attributes {transform.with_named_sequence} {\n"
         "transform.named_sequence @nn_lower_tile_bodies(%%m: "
         "!transform.any_op {transform.readonly}) {\n"
         "  %%loops = transform.structured.match ops{[\"scf.forall\"]} in "
         "%%m : (!transform.any_op) -> !transform.any_op\n"
         "  transform.foreach %%loops : !transform.any_op {\n"
         "  ^bb0(%%loop: !transform.any_op):\n");
  for (size_t i = 0;
       innerParallel && i < sizeof(kReordered) / sizeof(kReordered[0]); ++i)
    nnStringBufferPrintf(
        s,
        "    %%named%zu = transform.structured.match ops{[\"%s\"]} in %%loop "
        ": (!transform.any_op) -> !transform.any_op\n"
        "    %%generic%zu = transform.structured.generalize %%named%zu : "
        "(!transform.any_op) -> !transform.any_op\n"
        "    %%reordered%zu = transform.structured.interchange %%generic%zu "
        "iterator_interchange = [%s] : (!transform.any_op) -> "
        "!transform.any_op\n",
        i, kReordered[i].name, i, i, i, i, kReordered[i].perm);
  nnStringBufferPrintf(
      s, "    %%inner = transform.structured.match interface{LinalgOp} in "
         "%%loop : (!transform.any_op) -> !transform.any_op\n"
         "    %%scalar = transform.structured.convert_to_loops %%inner : "
         "(!transform.any_op) -> !transform.any_op\n"
         "  }\n"
         "  transform.yield\n}\n}\n");
}

/* stack-bytes. */

typedef struct {
  int64_t limit, used;  // bytes: the budget per forall, and what is taken
  MlirOperation forall; // the forall `used` counts for
  NnOpList allocs;      // to promote
} Allocs;

// The largest value the index `size` can take, or -1 when unknown: a
// constant, or an affine.min with a constant among its results (a tile's
// size along a dynamic dim).
static int64_t sizeBound(MlirValue size) {
  if (!mlirValueIsAOpResult(size))
    return -1;
  MlirOperation def = mlirOpResultGetOwner(size);
  if (nnOpIs(def, "arith.constant")) {
    MlirAttribute value = mlirOperationGetAttributeByName(
        def, mlirStringRefCreateFromCString("value"));
    return mlirAttributeIsAInteger(value) ? mlirIntegerAttrGetValueInt(value)
                                          : -1;
  }
  if (!nnOpIs(def, "affine.min"))
    return -1;
  MlirAttribute map = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("map"));
  if (mlirAttributeIsNull(map) || !mlirAttributeIsAAffineMap(map))
    return -1;
  MlirAffineMap m = mlirAffineMapAttrGetValue(map);
  int64_t bound = -1;
  for (intptr_t r = 0; r < mlirAffineMapGetNumResults(m); ++r) {
    MlirAffineExpr e = mlirAffineMapGetResult(m, r);
    if (mlirAffineExprIsAConstant(e) &&
        (bound < 0 || mlirAffineConstantExprGetValue(e) < bound))
      bound = mlirAffineConstantExprGetValue(e);
  }
  return bound;
}

// The most bytes the buffer `alloc` (an identity-layout memref.alloc or
// alloca) can take: its static sizes and the bounds of its dynamic ones;
// -1 when a size has none.
static int64_t boundedBytes(MlirOperation alloc) {
  MlirType type = mlirValueGetType(mlirOperationGetResult(alloc, 0));
  if (!mlirTypeIsAMemRef(type) ||
      !mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(type)))
    return -1;
  int64_t bytes = nnElementBytes(mlirShapedTypeGetElementType(type));
  intptr_t next = 0, numOperands = mlirOperationGetNumOperands(alloc);
  for (intptr_t d = 0; bytes > 0 && d < mlirShapedTypeGetRank(type); ++d) {
    int64_t size = mlirShapedTypeGetDimSize(type, d);
    if (mlirShapedTypeIsDynamicDim(type, d))
      size = next < numOperands
                 ? sizeBound(mlirOperationGetOperand(alloc, next++))
                 : -1;
    if (size < 0 || !nnCheckedMul(bytes, size, &bytes))
      return -1;
  }
  return next == numOperands ? bytes : -1; // no symbol operands
}

// Collects the allocs to promote; one visit per op.
static MlirWalkResult collectAlloc(MlirOperation op, void *userData) {
  Allocs *a = userData;
  bool isAlloca = nnOpIs(op, "memref.alloca");
  if (!isAlloca && !nnOpIs(op, "memref.alloc"))
    return MlirWalkResultAdvance;
  MlirOperation parent = mlirOperationGetParentOperation(op);
  MlirValue buffer = mlirOperationGetResult(op, 0);
  int64_t bytes = boundedBytes(op);
  if (mlirOperationIsNull(parent) || !nnOpIs(parent, "scf.forall") || bytes < 0)
    return MlirWalkResultAdvance;
  // A forall's body is walked before the next forall's (they do not nest).
  if (!mlirOperationEqual(parent, a->forall)) {
    a->forall = parent;
    a->used = 0;
  }
  // Allocas already there count against the budget (a second run of the
  // pass promotes nothing more).
  if (isAlloca) {
    a->used += bytes;
    return MlirWalkResultAdvance;
  }
  if (bytes > a->limit - a->used)
    return MlirWalkResultAdvance;
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (nnOpIs(user, "scf.yield") || nnOpIs(user, "func.return") ||
        nnOpIs(user, "func.call"))
      return MlirWalkResultAdvance;
  }
  if (!nnOpListPush(&a->allocs, op))
    return MlirWalkResultInterrupt;
  a->used += bytes;
  return MlirWalkResultAdvance;
}

static void promoteToStack(MlirOperation alloc) {
  MlirValue buffer = mlirOperationGetResult(alloc, 0);
  MlirType type = mlirValueGetType(buffer);
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("memref.alloca"),
                            mlirOperationGetLocation(alloc));
  mlirOperationStateAddResults(&state, 1, &type);
  // The dynamic sizes (bounded: collectAlloc); no symbols.
  intptr_t numSizes = mlirOperationGetNumOperands(alloc);
  for (intptr_t i = 0; i < numSizes; ++i) {
    MlirValue size = mlirOperationGetOperand(alloc, i);
    mlirOperationStateAddOperands(&state, 1, &size);
  }
  MlirAttribute alignment = mlirOperationGetAttributeByName(
      alloc, mlirStringRefCreateFromCString("alignment"));
  if (!mlirAttributeIsNull(alignment)) {
    MlirNamedAttribute attr = mlirNamedAttributeGet(
        mlirIdentifierGet(mlirOperationGetContext(alloc),
                          mlirStringRefCreateFromCString("alignment")),
        alignment);
    mlirOperationStateAddAttributes(&state, 1, &attr);
  }
  MlirContext ctx = mlirOperationGetContext(alloc);
  MlirNamedAttribute segments = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx,
                        mlirStringRefCreateFromCString("operandSegmentSizes")),
      mlirDenseI32ArrayGet(ctx, 2, (const int32_t[]){(int32_t)numSizes, 0}));
  mlirOperationStateAddAttributes(&state, 1, &segments);
  MlirOperation alloca = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(alloc), alloc,
                                      alloca);
  nnReplaceAlloc(alloc, mlirOperationGetResult(alloca, 0));
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  const LowerState *s = state;
  NnStringBuffer script = {0};
  buildScript(&script, s && s->innerParallel);
  MlirLogicalResult result = nnApplyTransformScript(
      module, nnStringBufferStr(&script), "nn_lower_tile_bodies", false);
  nnStringBufferFree(&script);
  if (mlirLogicalResultIsFailure(result) || !s || s->stackBytes == 0)
    return result;
  Allocs a = {.limit = s->stackBytes};
  mlirOperationWalk(module, collectAlloc, &a, MlirWalkPreOrder);
  for (size_t i = 0; i < a.allocs.count; ++i)
    promoteToStack(a.allocs.ops[i]);
  nnOpListFree(&a.allocs);
  return result;
}

static const NnOptionDef options[] = {
    NN_BOOL_OPTION("inner-parallel", "false",
                   "Interchange a tile's matmuls and dense convolutions so "
                   "that their last parallel loop is innermost "
                   "(vectorizable)"),
    NN_INT_OPTION("stack-bytes", "0", 0, INT64_MAX,
                  "Buffers allocated in a forall body whose sizes are "
                  "static or bounded (a partial tile's) go on the stack, up "
                  "to this many bytes per forall (0: none)"),
};

const NnPassDef nnLowerTileBodiesPass = {
    .argument = "nn-lower-tile-bodies",
    .name = "NNLowerTileBodies",
    .description = "On buffers: lower the linalg ops inside each scf.forall "
                   "to sequential scf.for loops, so only the forall runs in "
                   "parallel",
    .options = options,
    .numOptions = 2,
    .createState = createState,
    .destroyState = destroyState,
    .run = run,
    .opName = "builtin.module",
    .dependentDialects = nnTileAndFuseDialects,
};
