//===- GpuMapLoops.c - Launch configuration of each GPU kernel ------------===//
//
// Runs on buffers, after every kernel of the CUDA pipeline has become one
// outermost scf.parallel in a host function (GpuPipeline.c) and before
// convert-parallel-loops-to-gpu. Upstream gpu-map-parallel-loops maps a
// loop's dims one to one onto grid dims, so a single loop nest would run one
// thread per block; upstream scf-parallel-loop-tiling takes one tile size
// for the whole module. Neither chooses per kernel, so this pass does:
//
// For a loop over N[0..r) (static, from 0, step 1) it chooses threads per
// block T[d], the innermost dims first: the block aims at `kMaxThreads`
// threads but shrinks (down to one warp) until the grid has at least one
// block per SM, since a small kernel gains more from spreading over SMs
// than from full blocks (the SM count is the option sm-count: the device's,
// or the chip's reference part's, GpuChips.c). T[d] is the largest divisor of
// N[d] within the budget (no partial block); when that is under half the budget
// (a prime extent), T[d] takes the whole budget and the body is guarded by
// `index < N[d]` (scf.if) for the last, partial block. The loop becomes a
// grid loop over ceil(N[d]/T[d]) (block ids) holding a block loop over T[d]
// (thread ids), index = block * T + thread, and both get gpu.loop_dim_map
// attributes: the innermost dim is x, then y, then z; dims
// beyond three run sequentially in each thread. A kernel of the tiled kind
// (--nn-tile-fused made it an scf.forall over work items: one output element
// of a matmul epilogue, one row of a softmax) is the same loop, its items
// spread the same way -- unless it walks rows (a softmax, a layer_norm, a
// reduction over the innermost dim): GpuRowKernels.c maps those one block
// per item, and is tried first.
//
// An elementwise kernel first gets 128-bit accesses where its innermost
// dim and alignment allow (GpuVectorize.c): each iteration of that dim then
// handles W elements (4 f32, 8 f16), and the rule above chooses threads for
// the extent n / W, so elements per thread count in the block and grid.
//
// Grid stride: CUDA allows at most 2^31-1 blocks along x and 65535 along y
// and z. A dim that needs more (a tensor of more than 65535 rows of under
// a block each, say) gets the limit, and its blocks loop: block b handles
// block ids b, b + grid, ... (an scf.for around the index computation,
// guard and body). The threshold is CUDA's limit and nothing lower: below
// it one thread per element (vector) needs no loop, and at the sizes where
// the limit bites the grid is already thousands of blocks per SM, so a
// lower cap would add a loop to every large kernel for no measured gain.
// The pass option max-blocks (nn-lower-to-nvvm's max-blocks, for tests)
// lowers the limit so that small shapes exercise the loop.
//
// Temporary buffers inside a kernel (the per-item buffers of tile bodies)
// become memref.alloca, private to the thread, instead of device malloc;
// their memref.dealloc goes away.
//
// A dynamic extent (a dynamic dim of the kernel's result) gets threads as
// an extent of 65536 would (a full block along it), its blocks computed at
// launch, ceil(extent / threads), at most the dim's limit (a grid stride
// over the rest along y and z), and the guard; no vector accesses. A loop
// with other bounds is left unmapped; upstream gpu-map-parallel-loops,
// run next, maps it one dim per grid dim. An op the
// GPU path cannot run (a loop nest with no parallel dim, which would run on
// the host over device memory) is an error at its location.
//
// One walk over the top level of each host function, one over each kernel
// body: linear in the module.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/common/Buffers.h"
#include "conversion/common/LinalgBuilder.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/Vector.h"
#include "nn-c/OpDef.h"
#include "support/Memory.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
  kMaxRank = NN_MAX_RANK, // loops of a kernel: its result's dimensions
  kMaxThreads = 256,      // threads per block to aim at
  kMinThreads = 32,       // one warp
  kDynamicExtent = 65536, // the extent a dynamic dim is given threads for
};

/* The launch rule. */

static int64_t largestDivisorAtMost(int64_t n, int64_t limit) {
  for (int64_t t = limit < n ? limit : n; t > 1; --t)
    if (n % t == 0)
      return t;
  return 1;
}

// Threads per block for loop extents n[0..r); returns the block size.
int64_t nnGpuChooseBlock(const int64_t *n, int r, int smCount,
                         int64_t *threads) {
  int64_t total = 1;
  for (int d = 0; d < r; ++d)
    total *= n[d];
  int64_t target = kMaxThreads;
  while (target > kMinThreads && total / target < smCount)
    target /= 2;
  int64_t block = 1;
  for (int d = r - 1; d >= 0; --d) {
    int64_t limit = target / block;
    // CUDA allows at most 64 threads along z.
    if (d == r - 3 && limit > 64)
      limit = 64;
    int64_t divisor = largestDivisorAtMost(n[d], limit);
    int64_t full = n[d] < limit ? n[d] : limit;
    // No divisor near the limit (a prime extent): a full block, the last
    // one partial, its extra threads idle behind a guard.
    int64_t t = 2 * divisor < full ? full : divisor;
    threads[d] = d >= r - 3 ? t : 1;
    block *= threads[d];
  }
  return block;
}

/* Building ops through the C API. */

static MlirOperation create(MlirOperationState *state, MlirBlock block,
                            MlirOperation before) {
  NnBuilder b = {mlirOperationGetContext(before), state->location, block,
                 before, NULL};
  return nnBuild(&b, state);
}

static MlirValue indexConstant(MlirLocation loc, MlirBlock block,
                               MlirOperation before, int64_t value) {
  NnBuilder b = {mlirLocationGetContext(loc), loc, block, before, NULL};
  return nnbIndex(&b, value);
}

static MlirOperation binary(const char *name, MlirLocation loc, MlirValue lhs,
                            MlirValue rhs, MlirBlock block,
                            MlirOperation before) {
  MlirOperationState state = mlirOperationStateGet(nnStr(name), loc);
  MlirValue operands[2] = {lhs, rhs};
  MlirType type = mlirValueGetType(lhs);
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  return create(&state, block, before);
}

// Wraps the ops of `block` from `first` up to `end` in scf.if (all
// indices[d] < extents[d]), for the dims with an extent (a partial block).
static void guard(MlirLocation loc, MlirBlock block, MlirOperation first,
                  MlirOperation end, const MlirValue *indices,
                  const MlirValue *extents, int r) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirValue cond = {NULL};
  for (int d = 0; d < r; ++d) {
    if (mlirValueIsNull(extents[d]))
      continue;
    MlirOperationState state = mlirOperationStateGet(nnStr("arith.cmpi"), loc);
    MlirValue operands[2] = {indices[d], extents[d]};
    MlirType i1 = mlirIntegerTypeGet(ctx, 1);
    MlirNamedAttribute predicate = mlirNamedAttributeGet(
        mlirIdentifierGet(ctx, nnStr("predicate")),
        mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 6)); // ult
    mlirOperationStateAddOperands(&state, 2, operands);
    mlirOperationStateAddResults(&state, 1, &i1);
    mlirOperationStateAddAttributes(&state, 1, &predicate);
    MlirValue inside = mlirOperationGetResult(create(&state, block, first), 0);
    cond = mlirValueIsNull(cond)
               ? inside
               : mlirOperationGetResult(
                     binary("arith.andi", loc, cond, inside, block, first), 0);
  }
  if (!mlirValueIsNull(cond))
    nnGpuWrapInIf(first, end, cond);
}

// Wraps the ops of `block` from `first` up to its terminator in
// scf.for %b = %lower to %upper step %step; returns %b.
static MlirValue stride(MlirLocation loc, MlirBlock block, MlirOperation first,
                        MlirValue lower, MlirValue upper, MlirValue step) {
  MlirType index = mlirIndexTypeGet(mlirLocationGetContext(loc));
  MlirBlock inner = mlirBlockCreate(1, &index, &loc);
  MlirOperationState yieldState =
      mlirOperationStateGet(nnStr("scf.yield"), loc);
  MlirOperation yield = mlirOperationCreate(&yieldState);
  mlirBlockAppendOwnedOperation(inner, yield);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, inner);
  MlirOperationState state = mlirOperationStateGet(nnStr("scf.for"), loc);
  MlirValue operands[3] = {lower, upper, step};
  mlirOperationStateAddOperands(&state, 3, operands);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  create(&state, block, first);
  MlirOperation end = mlirBlockGetTerminator(block);
  for (MlirOperation op = first; !mlirOperationEqual(op, end);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, yield);
    op = next;
  }
  return mlirBlockGetArgument(inner, 0);
}

// Splits the loop `loop` (extents n) into a grid loop of grid[d] blocks
// and a block loop of threads[d], and maps both. Where grid[d] is less than
// the ceil(n[d] / threads[d]) blocks the dim needs, each block loops over
// blocks b, b + grid[d], ... (grid stride). A dynamic extent (ub[d] not
// null) has its blocks computed at launch, ceil(ub / threads), at most the
// dim's limit `grid[d]` (a grid stride over the rest), and a guard.
static void mapLoop(MlirOperation loop, const int64_t *n, int r,
                    const int64_t *threads, const int64_t *grid,
                    const MlirValue *ub) {
  MlirContext ctx = mlirOperationGetContext(loop);
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirBlock host = mlirOperationGetBlock(loop);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));

  // Bounds, defined before the loop (the launch takes them from there).
  MlirValue zero = indexConstant(loc, host, loop, 0);
  MlirValue one = indexConstant(loc, host, loop, 1);
  MlirValue operands[3 * kMaxRank], blockSizes[kMaxRank], extents[kMaxRank];
  MlirValue blocks[kMaxRank], gridSizes[kMaxRank];
  for (int d = 0; d < r; ++d) {
    blockSizes[d] = indexConstant(loc, host, loop, threads[d]);
    if (mlirValueIsNull(ub[d])) {
      gridSizes[d] = indexConstant(loc, host, loop, grid[d]);
      extents[d] = n[d] % threads[d] ? indexConstant(loc, host, loop, n[d])
                                     : (MlirValue){NULL};
      blocks[d] = (MlirValue){NULL};
    } else {
      // ceil(ub / threads) blocks, at most the limit.
      MlirValue up = mlirOperationGetResult(
          binary("arith.addi", loc, ub[d],
                 indexConstant(loc, host, loop, threads[d] - 1), host, loop),
          0);
      blocks[d] = mlirOperationGetResult(
          binary("arith.divui", loc, up, blockSizes[d], host, loop), 0);
      gridSizes[d] = mlirOperationGetResult(
          binary("arith.minui", loc, blocks[d],
                 indexConstant(loc, host, loop, grid[d]), host, loop),
          0);
      extents[d] = ub[d];
    }
    mlirOperationSetOperand(loop, r + d, gridSizes[d]);
    operands[d] = zero;
    operands[r + d] = blockSizes[d];
    operands[2 * r + d] = one;
  }

  // The block loop, holding the old body.
  MlirOperation first = mlirBlockGetFirstOperation(body);
  MlirOperation blockLoop =
      nnWrapInParallel(first, mlirBlockGetTerminator(body), r, operands,
                       nnGpuLoopMapping(ctx, "thread", r));
  MlirBlock inner =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(blockLoop, 0));
  MlirOperation innerReduce = mlirBlockGetTerminator(inner);
  // index = block id * threads + thread id, for the moved body.
  MlirValue indices[kMaxRank];
  MlirOperation muls[kMaxRank];
  MlirOperation firstMoved = mlirBlockGetFirstOperation(inner);
  for (int d = 0; d < r; ++d) {
    MlirValue blockId = mlirBlockGetArgument(body, d);
    MlirOperation mul =
        binary("arith.muli", loc, blockId, blockSizes[d], inner, firstMoved);
    MlirOperation add =
        binary("arith.addi", loc, mlirOperationGetResult(mul, 0),
               mlirBlockGetArgument(inner, d), inner, firstMoved);
    mlirValueReplaceAllUsesExcept(blockId, mlirOperationGetResult(add, 0), 1,
                                  &mul);
    indices[d] = mlirOperationGetResult(add, 0);
    muls[d] = mul;
  }
  guard(loc, inner, firstMoved, innerReduce, indices, extents, r);
  // Grid stride: the index computation, guard and body of a dim with too
  // few blocks loop over the block ids this block stands for.
  MlirBlock strided = inner;
  for (int d = 0; d < r; ++d) {
    MlirValue upper = blocks[d];
    if (mlirValueIsNull(upper)) {
      int64_t needed = (n[d] + threads[d] - 1) / threads[d];
      if (grid[d] >= needed)
        continue;
      upper = indexConstant(loc, host, loop, needed);
    } else if (grid[d] >= INT32_MAX) {
      continue; // along x: 2^31-1 blocks of threads exceed any size
    }
    MlirValue b = stride(loc, strided, mlirBlockGetFirstOperation(strided),
                         mlirBlockGetArgument(body, d), upper, gridSizes[d]);
    mlirOperationSetOperand(muls[d], 0, b);
    strided = mlirBlockArgumentGetOwner(b);
  }
  mlirOperationSetDiscardableAttributeByName(loop, nnStr("mapping"),
                                             nnGpuLoopMapping(ctx, "block", r));
  // Out of the grid-stride loop, if any, whose every trip would otherwise
  // grow the stack (the buffer has a static shape, and each work item
  // writes it before reading it).
  nnGpuPrivatizeAllocs(loop, mlirBlockEqual(strided, inner) ? (MlirBlock){NULL}
                                                            : inner);
}

// The blocks a launch may have along a grid dim: CUDA's limits (2^31-1
// along x, 65535 along y and z), lowered by the max-blocks option.
static int64_t maxBlocks(int axis, int64_t option) {
  int64_t limit = axis == 0 ? INT32_MAX : 65535;
  return option > 0 && option < limit ? option : limit;
}

// The pass's options.
typedef struct {
  int64_t maxBlocks; // max-blocks: 0, or fewer blocks than CUDA's limits
  int smCount;       // sm-count, or the default chip's
} Options;

// A kernel: vectorizes (GpuVectorize.c) and maps one outermost
// scf.parallel.
static void mapKernel(MlirOperation loop, const Options *options) {
  int r = (int)mlirBlockGetNumArguments(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0)));
  if (r < 1 || r > kMaxRank || mlirOperationGetNumResults(loop) != 0)
    return;
  int64_t n[kMaxRank];
  MlirValue ub[kMaxRank];
  bool dynamic = false;
  for (int d = 0; d < r; ++d) {
    int64_t lb, size, step;
    MlirValue upper = mlirOperationGetOperand(loop, r + d);
    if (!nnConstantIndex(mlirOperationGetOperand(loop, d), &lb) ||
        !nnConstantIndex(mlirOperationGetOperand(loop, 2 * r + d), &step) ||
        lb != 0 || step != 1)
      return; // left to gpu-map-parallel-loops
    if (nnConstantIndex(upper, &size)) {
      if (size < 1)
        return;
      n[d] = size, ub[d] = (MlirValue){NULL};
    } else {
      // A dynamic extent: threads chosen as for a large one, blocks at
      // launch. The bound is defined before the loop.
      n[d] = kDynamicExtent, ub[d] = upper, dynamic = true;
    }
  }
  // W elements per thread along the innermost dim: its extent becomes
  // n / W, and the rule below chooses threads for that (static extents:
  // the vector accesses need to know the alignment of every row).
  if (!dynamic)
    nnGpuVectorizeKernel(loop, n, r);
  int64_t threads[kMaxRank], grid[kMaxRank];
  nnGpuChooseBlock(n, r, options->smCount, threads);
  for (int d = 0; d < r; ++d) {
    grid[d] = mlirValueIsNull(ub[d]) ? (n[d] + threads[d] - 1) / threads[d]
                                     : INT64_MAX;
    if (d >= r - 3 && grid[d] > maxBlocks(r - 1 - d, options->maxBlocks))
      grid[d] = maxBlocks(r - 1 - d, options->maxBlocks);
  }
  mapLoop(loop, n, r, threads, grid, ub);
}

// Ops that stay on the host: calls, constants, allocation, and views and
// metadata, which touch no element.
static bool isHostOp(MlirOperation op);

static bool isShapeAccess(MlirOperation op);

// Arithmetic on sizes (of dynamic dims): on index values, or on values
// that sizes give (their comparisons, a shape buffer's elements).
// Arithmetic on element values is a kernel's.
static bool isSizeArith(MlirOperation op, int depth) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  intptr_t n = mlirOperationGetNumOperands(op);
  if (name.length < 6 || strncmp(name.data, "arith.", 6) != 0 || n == 0 ||
      depth > 8)
    return false;
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    if (mlirTypeIsAIndex(mlirValueGetType(v)))
      continue;
    MlirOperation def = mlirValueIsAOpResult(v) ? mlirOpResultGetOwner(v)
                                                : (MlirOperation){NULL};
    if (mlirOperationIsNull(def) ||
        !(nnOpIs(def, "arith.constant") || isShapeAccess(def) ||
          isSizeArith(def, depth + 1)))
      return false;
  }
  return true;
}

static bool isScalarArith(MlirOperation op) { return isSizeArith(op, 0); }

// Whether `value` is a shape buffer: allocated here, of static shape and
// integer elements, and only written, read and passed as a memref.reshape's
// shape, so it stays on the host (GpuHostMemory.c); a dynamic reshape
// builds one, and sizes are read back from it. (Two dynamic reshapes in a
// row fold into one, whose shape is built from the first one's buffer:
// that buffer is then only written and read.)
static bool isShapeBuffer(MlirValue value) {
  MlirType type = mlirValueGetType(value);
  if (!mlirValueIsAOpResult(value) ||
      !nnOpIs(mlirOpResultGetOwner(value), "memref.alloc") ||
      !mlirShapedTypeHasStaticShape(type))
    return false;
  MlirType element = mlirShapedTypeGetElementType(type);
  if (!mlirTypeIsAInteger(element) && !mlirTypeIsAIndex(element))
    return false;
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    bool shape = nnOpIs(user, "memref.reshape") &&
                 mlirOpOperandGetOperandNumber(use) == 1;
    bool access = (nnOpIs(user, "memref.load") &&
                   mlirOpOperandGetOperandNumber(use) == 0) ||
                  (nnOpIs(user, "memref.store") &&
                   mlirOpOperandGetOperandNumber(use) == 1);
    if (!shape && !access && !nnOpIs(user, "memref.dealloc"))
      return false;
  }
  return true;
}

// A host access of a shape buffer.
static bool isShapeAccess(MlirOperation op) {
  if (nnOpIs(op, "memref.load"))
    return isShapeBuffer(mlirOperationGetOperand(op, 0));
  if (nnOpIs(op, "memref.store"))
    return isShapeBuffer(mlirOperationGetOperand(op, 1));
  return false;
}

static bool isHostOnly(MlirOperation op);

// An scf.if of host-only ops (the choice of a result's buffer,
// conversion/common/DynamicResultsInPlace.c), or an scf.for of them (library
// calls over batch dims, GpuLibraryCalls.c).
static bool isHostIf(MlirOperation op) {
  if (!nnOpIs(op, "scf.if") && !nnOpIs(op, "scf.for"))
    return false;
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      for (MlirOperation o = mlirBlockGetFirstOperation(b);
           !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
        if (!nnOpIs(o, "scf.yield") && !isHostOnly(o))
          return false;
  return true;
}

// The ops that never join a single-item kernel (GpuSingleItem.c).
static bool isHostOp(MlirOperation op) {
  static const char *const names[] = {
      "func.call",
      "func.return",
      "arith.constant",
      "memref.alloc",
      "memref.dealloc",
      "memref.get_global",
      "memref.copy",
      "memref.extract_strided_metadata",
      // A library call's operands (GpuLibraryCalls.c): addresses, no data.
      "memref.extract_aligned_pointer_as_index",
      "llvm.inttoptr",
      "llvm.mlir.zero",
  };
  for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); ++i)
    if (nnOpIs(op, names[i]))
      return true;
  return nnGpuIsView(op, NN_GPU_VIEW) || isShapeAccess(op) || isHostIf(op);
}

// The ops that may stay in a host function: those, and with dynamic dims
// the arithmetic of sizes (memref.dim, affine.apply, a shape buffer's
// accesses, the choice of a result's buffer), none of which touches an
// element.
static bool isHostOnly(MlirOperation op) {
  static const char *const names[] = {"memref.dim", "affine.apply",
                                      "affine.min", "affine.max"};
  for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); ++i)
    if (nnOpIs(op, names[i]))
      return true;
  return isHostOp(op) || isScalarArith(op);
}

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  Options *state = nnAlloc(sizeof(Options));
  if (!state) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  *state = (Options){values[0].i, nnGpuSmCount(values[1].i)};
  return state;
}

static void destroyState(void *state) { free(state); }

static MlirLogicalResult run(MlirOperation module, void *state) {
  Options defaults = {0, nnGpuSmCount(0)};
  const Options *options = state ? state : &defaults;
  bool ok = true;
  int rowBuffers = 0;
  NnOpList funcs = {0};
  if (!nnGpuFunctions(module, &funcs)) {
    nnOpListFree(&funcs);
    return nnOutOfMemory(module, "nn-gpu-map-loops");
  }
  for (size_t f = 0; f < funcs.count; ++f) {
    MlirRegion region = mlirOperationGetRegion(funcs.ops[f], 0);
    MlirOperation bad = {NULL};
    for (MlirBlock block = mlirRegionGetFirstBlock(region);
         !mlirBlockIsNull(block); block = mlirBlockGetNextInRegion(block))
      nnGpuWrapSingleItems(block, isHostOp);
    for (MlirBlock block = mlirRegionGetFirstBlock(region);
         !mlirBlockIsNull(block); block = mlirBlockGetNextInRegion(block))
      for (MlirOperation op = mlirBlockGetFirstOperation(block);
           !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
        // A fill and the loop accumulating into it: one kernel.
        MlirOperation next = mlirOperationGetNextInBlock(op);
        if (nnOpIs(op, "scf.parallel") && !mlirOperationIsNull(next) &&
            nnOpIs(next, "scf.parallel") && nnGpuFuseFill(op, next))
          op = next;
        // A kernel over rows: one block per row (GpuRowKernels.c).
        if (nnOpIs(op, "scf.parallel")) {
          nnGpuContractFloatOps(op);
          if (!nnGpuMapRowKernel(op, options->smCount, &rowBuffers)) {
            // A thread per output walking its reduction: the accumulator
            // in a register, not stored every iteration.
            nnGpuPromoteAccumulators(op);
            mapKernel(op, options);
          }
        } else if (!isHostOnly(op) && mlirOperationIsNull(bad)) {
          bad = op;
        }
      }
    // One error per function: the first op that would run on the host.
    if (!mlirOperationIsNull(bad)) {
      MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(bad));
      char message[320];
      snprintf(message, sizeof(message),
               "nn-lower-to-nvvm: the GPU path cannot run this op: its "
               "result is used outside any kernel, so '%.*s' would run on "
               "the host over device memory",
               (int)name.length, name.data);
      mlirEmitError(mlirOperationGetLocation(bad), message);
      ok = false;
    }
  }
  nnOpListFree(&funcs);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__gpu__();
  handles[1] = mlirGetDialectHandle__scf__();
  handles[2] = mlirGetDialectHandle__arith__();
  handles[3] = mlirGetDialectHandle__memref__();
  handles[4] = mlirGetDialectHandle__vector__();
  return 5;
}

static const NnOptionDef options[] = {NN_GPU_MAX_BLOCKS_OPTION,
                                      NN_GPU_SM_COUNT_OPTION};

const NnPassDef nnGpuMapLoopsPass = {
    .argument = "nn-gpu-map-loops",
    .name = "NNGpuMapLoops",
    .description = "Choose each kernel loop's grid and block sizes and map "
                   "it to GPU blocks and threads",
    .options = options,
    .numOptions = 2,
    .createState = createState,
    .destroyState = destroyState,
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
    .dependentDialects = dialects,
};
