//===- GpuKernels.h - What the steps of the CUDA pipeline share -----------===//
//
// The GPU steps (each a pass of its own, conversion/Passes.h) and the
// helpers nn-gpu-map-loops calls per kernel: the launch rule, vector
// accesses, row kernels, single-item launches, fill fusion, loop building,
// the memref views and the thread-private buffers. Each function's file is
// named where it is declared; no two of these files call each other.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_GPUKERNELS_H
#define NN_CONVERSION_GPUKERNELS_H

#include "conversion/Passes.h"
#include "conversion/common/Loops.h"
#include "conversion/gpu/GpuChips.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"
#include "support/OpList.h"
#include "support/PassDef.h"

#include <stdbool.h>
#include <stdint.h>

/// nn-gpu-map-loops's option sm-count: the SMs the launch heuristics aim
/// to fill (GpuChips.h; nn-lower-to-nvvm passes its chip's or its own).
#define NN_GPU_SM_COUNT_OPTION                                                 \
  {                                                                            \
    .name = "sm-count", .kind = NN_OPTION_INT, .defaultValue = "0", .min = 0,  \
    .max = NN_GPU_MAX_SM_COUNT, .owner = "nn-gpu-map-loops",                   \
    .doc = "The device's SM count, which the launch heuristics aim to fill; "  \
           "0: that of the chip's reference part (GpuChips.c: 132 for the "    \
           "H100 of sm_90)"                                                    \
  }

/// nn-gpu-map-loops's option max-blocks, which nn-lower-to-nvvm passes on:
/// at most that many blocks per grid dim (0: CUDA's limits); beyond them a
/// kernel loops, grid stride. One definition for both option tables.
#define NN_GPU_MAX_BLOCKS_OPTION                                               \
  {                                                                            \
    .name = "max-blocks", .kind = NN_OPTION_INT, .defaultValue = "0",          \
    .min = 0, .max = INT_MAX, .owner = "nn-gpu-map-loops",                     \
    .doc = "Most blocks per grid dim, beyond which a kernel loops (grid "      \
           "stride); 0: CUDA's limits. For tests"                              \
  }

/// The discardable attributes of a function nn-gpu-outline-matmuls made
/// (GpuOutlineMatmuls.c): the library its body becomes a call of
/// (nn-gpu-library-calls, GpuLibraryCalls.c), and the epilogue it fuses (an
/// array of "bias", "residual", "relu", in that order).
#define NN_GPU_LIBRARY_CALL NN_LIBRARY_CALL_ATTR
#define NN_GPU_MATMUL_EPILOGUE "nn.matmul_epilogue"

/// The op defining `value`, or null for a block argument.
MlirOperation nnGpuProducer(MlirValue value);
/// Whether `value` is an arith.constant float +0.0.
bool nnGpuIsPositiveZero(MlirValue value);
/// The indexing map of operand `i` of the linalg op `generic`.
MlirAffineMap nnGpuIndexingMap(MlirOperation generic, intptr_t i);
/// Destroys `op` (when not null) if none of its results is used.
void nnGpuDestroyIfUnused(MlirOperation op);
/// The linalg.fill of +0.0 into a tensor.empty that `op` (a contraction or
/// convolution on tensors) accumulates into, its operand 2; else null.
MlirOperation nnGpuZeroFill(MlirOperation op);
/// The f16 or bf16 tensor that `value` extends to f32 by an
/// elementwise generic of one arith.extf (how nn lowers 16-bit matmuls and
/// convolutions, which accumulate in f32); null when it is anything else
/// (GpuOutlineMatmuls.c).
MlirValue nnGpuNarrowSource(MlirValue value);

/// Threads per block for a kernel whose parallel loops have extents
/// n[0..r), innermost last: fills threads[0..r) and returns their product.
/// The rule is in GpuMapLoops.c (a thread count that does not divide its
/// extent means a guarded, partial last block); `smCount` SMs to fill.
int64_t nnGpuChooseBlock(const int64_t *n, int r, int smCount,
                         int64_t *threads);

/// Rewrites the body of the kernel loop `loop` (static extents n[0..r),
/// innermost last) so that each iteration of its innermost dim handles W
/// consecutive elements with 128-bit vector loads and stores, when the body
/// is elementwise and its accesses contiguous and provably aligned
/// (GpuVectorize.c); divides n[r-1] and the loop's bound by W and returns
/// W, or returns 1 and changes nothing.
int64_t nnGpuVectorizeKernel(MlirOperation loop, int64_t *n, int r);

/// Joins the fill loop `fill` into the adjacent loop `loop` that then
/// accumulates into the filled buffer (GpuFuseFill.c says when); true if
/// it did (`fill` is gone).
bool nnGpuFuseFill(MlirOperation fill, MlirOperation loop);

/// Wraps each run of ops of `block` that would otherwise run on the host
/// (neither `isHostOnly` nor an scf.parallel; a reduction to a scalar) in
/// an scf.parallel of one iteration (GpuSingleItem.c).
void nnGpuWrapSingleItems(MlirBlock block,
                          bool (*isHostOnly)(MlirOperation op));

/// Moves the ops from `first` up to (not including) `end`, of one block,
/// into a new `scf.if %cond` (no else) inserted where `first` was, and
/// returns it (GpuLoops.c).
MlirOperation nnGpuWrapInIf(MlirOperation first, MlirOperation end,
                            MlirValue cond);

/// The gpu.loop_dim_map list that maps the r dims of an scf.parallel to
/// `level` ("block" or "thread"): the innermost dim to x, then y and z;
/// dims beyond three run sequentially.
MlirAttribute nnGpuLoopMapping(MlirContext ctx, const char *level, int r);

/// Maps the kernel loop `item` one block per work item when it is a row
/// kernel (GpuRowKernels.c says which): true if it did. `buffers` numbers
/// the workgroup buffers it adds to the module; rows share blocks while
/// the grid keeps two blocks per SM of `smCount`.
bool nnGpuMapRowKernel(MlirOperation item, int smCount, int *buffers);

/// Threads per block of a row kernel whose longest row has `length`
/// elements.
int64_t nnGpuRowThreads(int64_t length);

/// Small static memref.alloc ops inside a mapped kernel become
/// memref.alloca, private to the thread, moved to the start of `hoistTo`
/// unless it is null (GpuPrivateBuffers.c).
void nnGpuPrivatizeAllocs(MlirOperation kernel, MlirBlock hoistTo);

/// What a memref view op keeps (GpuViews.c): every view (its result is a
/// view of its operand 0, its other operands read on the host), one whose
/// result type holds the whole offset and strides, one that shows the same
/// elements in another shape.
enum {
  NN_GPU_VIEW = 1,
  NN_GPU_VIEW_IN_TYPE = 2,
  NN_GPU_VIEW_RESHAPE = 4,
};

/// Whether `op` is a memref view with every property in `kinds`
/// (NN_GPU_VIEW: any view). The one list of view ops for the GPU steps.
bool nnGpuIsView(MlirOperation op, unsigned kinds);

/// Consecutive slices of one source into the same sizes (an nn.split) that
/// bufferization would copy become one linalg.generic with an output per
/// slice (GpuJoinSlices.c); `symbols` is the module's, for the callees.
void nnGpuJoinSlices(MlirBlock block, MlirSymbolTable symbols);

/// The func.func ops of `module`, in order (GpuFunctions.c); false when out
/// of memory.
bool nnGpuFunctions(MlirOperation module, NnOpList *funcs);

/// Every op named `name` at the top of the body of each func.func of
/// `module` (where each linalg op is a kernel), in order; false when out of
/// memory.
bool nnGpuTopLevelOps(MlirOperation module, const char *name, NnOpList *ops);

/// Each reduction loop in `kernel` that loads and stores back one
/// accumulator carries it in a register instead (one load before, one store
/// after: GpuAccumulators.c).
void nnGpuPromoteAccumulators(MlirOperation kernel);

/// The float multiplies and adds of `kernel` may fuse into fma
/// (fastmath `contract`: GpuContract.c).
void nnGpuContractFloatOps(MlirOperation kernel);

#endif // NN_CONVERSION_GPUKERNELS_H
