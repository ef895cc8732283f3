//===- GpuPipeline.h - From nn to CUDA kernels (gpu.binary) ---------------===//
//
// The CUDA pipeline, --nn-lower-to-nvvm="chip=sm_90 format=isa|bin|fatbin":
// nn to linalg, one loop nest per kernel (elementwise fusion and
// --nn-tile-fused), bufferization (as on the CPU: destination-passing
// style), one outermost scf.parallel per kernel, a launch configuration per
// kernel (GpuMapLoops.c), gpu.launch, outlined kernels, NVVM, and the
// kernels serialized into gpu.binary ops (PTX for format=isa; a cubin or
// fatbin built by ptxas from the CUDA toolkit for bin and fatbin). The host
// code calls the mgpu* runtime functions. GpuPipeline.c lists each step and
// says why it is there.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_GPUPIPELINE_H
#define NN_CONVERSION_GPUPIPELINE_H

#include "mlir-c/Pass.h"
#include "support/PassDef.h"

#include <stdbool.h>

/// The pipeline, on builtin.module. Options: chip=sm_90, format=isa|bin|
/// fatbin (bin and fatbin need ptxas), stage=kernels|binary (kernels stops
/// after kernel outlining, before NVVM), modules=each|one (one gpu.module,
/// hence one binary), max-blocks=N (nn-gpu-map-loops's, for tests).
extern const NnPipelineDef nnLowerToNvvmPipeline;

/// The CUDA toolkit the pipeline uses: $NN_CUDA_PATH, else /usr/local/cuda.
const char *nnCudaToolkitPath(void);

/// nn-gpu-map-loops's option max-blocks, which nn-lower-to-nvvm passes on:
/// at most that many blocks per grid dim (0: CUDA's limits); beyond them a
/// kernel loops, grid stride. One definition for both option tables.
#define NN_GPU_MAX_BLOCKS_OPTION                                               \
  {.name = "max-blocks",                                                       \
   .kind = NN_OPTION_INT,                                                      \
   .defaultValue = "0",                                                        \
   .min = 0,                                                                   \
   .max = INT_MAX,                                                             \
   .owner = "nn-gpu-map-loops",                                                \
   .doc = "Most blocks per grid dim, beyond which a kernel loops (grid "       \
          "stride); 0: CUDA's limits. For tests"}

/// Threads per block for a kernel whose parallel loops have extents
/// n[0..r), innermost last: fills threads[0..r) and returns their product.
/// The rule is in GpuMapLoops.c (a thread count that does not divide its
/// extent means a guarded, partial last block).
int64_t nnGpuChooseBlock(const int64_t *n, int r, int64_t *threads);

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
/// into a new scf.parallel over r dims inserted where `first` was: bounds
/// holds r lower bounds, r upper bounds and r steps; `mapping` (a
/// nnGpuLoopMapping list, or null for none) becomes its mapping. Returns
/// the loop; its body ends with scf.reduce (GpuLoops.c).
MlirOperation nnGpuWrapInParallel(MlirOperation first, MlirOperation end, int r,
                                  const MlirValue *bounds,
                                  MlirAttribute mapping);

/// The value of `value` when it is an integer arith.constant.
bool nnGpuConstantIndex(MlirValue value, int64_t *out);

/// The gpu.loop_dim_map list that maps the r dims of an scf.parallel to
/// `level` ("block" or "thread"): the innermost dim to x, then y and z;
/// dims beyond three run sequentially.
MlirAttribute nnGpuLoopMapping(MlirContext ctx, const char *level, int r);

/// Maps the kernel loop `item` one block per work item when it is a row
/// kernel (GpuRowKernels.c says which): true if it did. `buffers` numbers
/// the workgroup buffers it adds to the module.
bool nnGpuMapRowKernel(MlirOperation item, int *buffers);

/// Threads per block of a row kernel whose longest row has `length`
/// elements.
int64_t nnGpuRowThreads(int64_t length);

/// Small static memref.alloc ops inside a mapped kernel become
/// memref.alloca, private to the thread (GpuMapLoops.c).
void nnGpuPrivatizeAllocs(MlirOperation kernel);

#endif // NN_CONVERSION_GPUPIPELINE_H
