//===- PassTable.c - The one table of nn passes and named pipelines -------===//
//
// In the order nn-opt --help and docs/passes.md list them: graph passes,
// then the lowering steps in pipeline order, CPU then CUDA.
//
//===----------------------------------------------------------------------===//

#include "PassTable.h"

#include "conversion/Passes.h"
#include "conversion/common/BufferizePipeline.h"
#include "conversion/cpu/CpuPipeline.h"
#include "conversion/gpu/GpuPipeline.h"
#include "passes/Passes.h"

static const NnPassDef *const kPasses[] = {
    // Graph passes (passes/).
    &nnVerifyPass,
    &nnInferShapesPass,
    &nnFuseOpsPass,
    &nnSimplifyPass,
    &nnConvertLayoutPass,
    &nnSimplifyInferencePass,
    &nnFuseQuantizedPass,
    &nnFoldConstantsPass,
    &nnSpecializePass,
    // Lowering (conversion/): to linalg, then the steps of both pipelines.
    &nnConvertNnToLinalgPass,
    &nnSignlessIntegersPass,
    &nnRouteRuntimeChecksPass,
    &nnDistinctResultsPass,
    &nnDistinctInitsPass,
    &nnNameConstantsPass,
    &nnInlineDynamicCallsPass,
    &nnDynamicResultsInPlacePass,
    &nnTileFusedPass,
    &nnLowerTileBodiesPass,
    &nnVersionRarePathsPass,
    &nnCpuUkernelsPass,
    &nnPlanBuffersPass,
    &nnExpandMathPass,
    &nnMaxnumToLlvmPass,
    &nnProfileKernelsPass,
    &nnProfileFlopsPass,
    &nnOmpSchedulePass,
    &nnFlattenLlvmConstantsPass,
    &nnVectorWidthPass,
    &nnParallelCopiesPass,
    &nnPrefetchStreamsPass,
    &nnGpuCopiesToLinalgPass,
    &nnGpuGatherGroupsPass,
    &nnGpuSplitReductionsPass,
    &nnGpuParallelFirstPass,
    &nnGpuMapLoopsPass,
    &nnGpuHostMemoryPass,
    &nnGpuIm2colPass,
    &nnGpuOutlineMatmulsPass,
    &nnGpuLibraryCallsPass,
    &nnGpuLibraryStreamsPass,
    &nnGpuOneModulePass,
};

static const NnPipelineDef *const kPipelines[] = {
    &nnLowerToLlvmPipeline,
    &nnLowerToNvvmPipeline,
    &nnBufferizePipeline,
};

#define COUNT(array) ((intptr_t)(sizeof(array) / sizeof((array)[0])))

intptr_t nnGetNumPasses(void) { return COUNT(kPasses); }

const NnPassDef *nnGetPass(intptr_t pos) {
  return pos >= 0 && pos < COUNT(kPasses) ? kPasses[pos] : NULL;
}

const NnPassDef *nnLookupPass(MlirStringRef name) {
  for (intptr_t i = 0; i < COUNT(kPasses); ++i)
    if (mlirStringRefEqual(
            name, mlirStringRefCreateFromCString(kPasses[i]->argument)))
      return kPasses[i];
  return NULL;
}

intptr_t nnGetNumPipelines(void) { return COUNT(kPipelines); }

const NnPipelineDef *nnGetPipeline(intptr_t pos) {
  return pos >= 0 && pos < COUNT(kPipelines) ? kPipelines[pos] : NULL;
}

const NnPipelineDef *nnLookupPipeline(MlirStringRef name) {
  for (intptr_t i = 0; i < COUNT(kPipelines); ++i)
    if (mlirStringRefEqual(
            name, mlirStringRefCreateFromCString(kPipelines[i]->argument)))
      return kPipelines[i];
  return NULL;
}
