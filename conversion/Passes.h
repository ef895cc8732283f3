//===- Passes.h - The passes and pipelines of conversion/ -----------------===//
//
// Each lowering step is one `const NnPassDef` (support/PassDef.h), defined
// in its own file next to its run function. The pipelines, annotated
// arrays of steps, are declared in cpu/CpuPipeline.h, gpu/GpuPipeline.h and
// common/BufferizePipeline.h. The table of all nn passes (capi/lib/PassTable.c)
// lists these with passes/'s; nothing in conversion/ knows the table or
// passes/.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_PASSES_H
#define NN_CONVERSION_PASSES_H

#include "support/PassDef.h"

/// The discardable attribute of a function whose body is one library call
/// (nn-gpu-outline-matmuls makes them: `nn.library_call = "cublaslt"`).
/// nn-tile-fused leaves such a function whole, and nn-inline-dynamic-calls
/// leaves its calls: it writes a result of dynamic sizes into its last
/// argument (destination-passing style), so the caller sizes it.
#define NN_LIBRARY_CALL_ATTR "nn.library_call"

/* nn to linalg. */
extern const NnPassDef nnConvertNnToLinalgPass; // linalg/ConvertNnToLinalg.c
extern const NnPassDef nnSignlessIntegersPass;  // linalg/SignlessIntegers.c

/* Both pipelines. */
extern const NnPassDef nnDistinctResultsPass;    // common/DistinctResults.c
extern const NnPassDef nnDistinctInitsPass;      // common/DistinctInits.c
extern const NnPassDef nnNameConstantsPass;      // common/NameConstants.c
extern const NnPassDef nnInlineDynamicCallsPass; // common/InlineDynamicCalls.c
extern const NnPassDef
    nnDynamicResultsInPlacePass; // common/DynamicResultsInPlace.c
extern const NnPassDef nnRouteRuntimeChecksPass; // common/RuntimeChecks.c
extern const NnPassDef nnTileFusedPass;          // common/TileAndFuse.c
extern const NnPassDef nnLowerTileBodiesPass;    // common/TileAndFuseLoops.c

/* The CPU pipeline. */
extern const NnPassDef nnProfileKernelsPass;       // common/ProfileKernels.c
extern const NnPassDef nnProfileFlopsPass;         // common/ProfileFlops.c
extern const NnPassDef nnExpandMathPass;           // cpu/ExpandMath.c
extern const NnPassDef nnVersionRarePathsPass;     // cpu/RarePaths.c
extern const NnPassDef nnMaxnumToLlvmPass;         // cpu/MaxnumToLlvm.c
extern const NnPassDef nnOmpSchedulePass;          // cpu/CpuOmpSchedule.c
extern const NnPassDef nnFlattenLlvmConstantsPass; // cpu/FlattenConstants.c
extern const NnPassDef nnCpuUkernelsPass;          // cpu/Ukernels.c
extern const NnPassDef nnPlanBuffersPass;          // cpu/PlanBuffers.c
extern const NnPassDef nnVectorWidthPass;          // cpu/VectorWidth.c
extern const NnPassDef nnParallelCopiesPass;       // cpu/ParallelCopies.c
extern const NnPassDef nnPrefetchStreamsPass;      // cpu/PrefetchStreams.c

/* The CUDA pipeline. */
extern const NnPassDef nnGpuGatherGroupsPass;    // gpu/GpuGatherGroups.c
extern const NnPassDef nnGpuSplitReductionsPass; // gpu/GpuSplitReductions.c
extern const NnPassDef nnGpuCopiesToLinalgPass;  // gpu/GpuCopies.c
extern const NnPassDef nnGpuParallelFirstPass;   // gpu/GpuParallelFirst.c
extern const NnPassDef nnGpuMapLoopsPass;        // gpu/GpuMapLoops.c
extern const NnPassDef nnGpuHostMemoryPass;      // gpu/GpuHostMemory.c
extern const NnPassDef nnGpuOneModulePass;       // gpu/GpuOneModule.c
extern const NnPassDef nnGpuOutlineMatmulsPass;  // gpu/GpuOutlineMatmuls.c
extern const NnPassDef nnGpuIm2colPass;          // gpu/GpuIm2col.c
extern const NnPassDef nnGpuLibraryCallsPass;    // gpu/GpuLibraryCalls.c
extern const NnPassDef nnGpuLibraryStreamsPass;  // gpu/GpuLibraryStreams.c

#endif // NN_CONVERSION_PASSES_H
