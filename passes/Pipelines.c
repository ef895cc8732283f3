//===- Pipelines.c - nn's named pipelines ---------------------------------===//

#include "Pipelines.h"

#include "Passes.h"
#include "conversion/cpu/CpuPipeline.h"

// Adds the nn pass `name` with `options` ("key=value ...") to `pm`.
static MlirLogicalResult addNnPassWith(MlirOpPassManager pm, const char *name,
                                       const char *options,
                                       NnStringBuffer *error) {
  return nnAddPass(pm, nnLookupPass(mlirStringRefCreateFromCString(name)),
                   options, "the nn pipelines", error);
}

static MlirLogicalResult addNnPass(MlirOpPassManager pm, const char *name,
                                   NnStringBuffer *error) {
  return addNnPassWith(pm, name, "", error);
}

MlirLogicalResult nnAddNnLowerToLlvmPipeline(MlirOpPassManager pm,
                                             NnStringBuffer *error) {
  if (mlirLogicalResultIsFailure(
          addNnPass(pm, "convert-nn-to-linalg", error)) ||
      // The linalg.generic ops of an elementwise group become one loop nest.
      mlirLogicalResultIsFailure(mlirOpPassManagerAddPipeline(
          pm, mlirStringRefCreateFromCString("linalg-fuse-elementwise-ops"),
          nnStringBufferCallback, error)) ||
      // A group anchored on a matmul, a convolution or a reduction becomes
      // one scf.forall over tiles of its result.
      mlirLogicalResultIsFailure(addNnPass(pm, "nn-tile-fused", error)) ||
      mlirLogicalResultIsFailure(nnAddCpuBufferizePipeline(pm, error)) ||
      // Inside each tile, sequential loops: the forall is the parallel one.
      // A matmul's or convolution's last parallel loop goes innermost, where
      // LLVM vectorizes it, and a tile's buffers go on the stack, where LLVM
      // sees they alias nothing (TileAndFuseLoops.c). 64 KiB per tile: a
      // matmul tile's accumulator or a softmax tile's rows, and far below an
      // OpenMP thread's stack (4 MiB by default).
      mlirLogicalResultIsFailure(
          addNnPassWith(pm, "nn-lower-tile-bodies",
                        "inner-parallel=true stack-bytes=65536", error)) ||
      // exp as arithmetic: a libm call would keep its loops scalar.
      mlirLogicalResultIsFailure(addNnPass(pm, "nn-expand-exp", error)) ||
      // maxnum/minnum as LLVM intrinsics, which arith-expand (in the next
      // step) leaves alone: LLVM vectorizes a maxnum reduction (softmax's
      // row maximum), not the select chain arith-expand makes of it.
      mlirLogicalResultIsFailure(addNnPass(pm, "nn-maxnum-to-llvm", error)) ||
      mlirLogicalResultIsFailure(nnAddCpuLoopsToLlvmPipeline(pm, error)) ||
      // Tiles handed out to threads in shrinking chunks, not in equal shares
      // fixed up front: a thread held up by other work takes fewer
      // (CpuOmpSchedule.c).
      mlirLogicalResultIsFailure(
          addNnPassWith(pm, "nn-omp-schedule", "kind=guided", error)))
    return mlirLogicalResultFailure();
  return mlirLogicalResultSuccess();
}
