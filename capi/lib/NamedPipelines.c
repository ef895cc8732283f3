//===- NamedPipelines.c - nn's pipelines that have a name -----------------===//

#include "NamedPipelines.h"

#include "conversion/gpu/GpuPipeline.h"
#include "nn-c/Passes.h"
#include "passes/Pipelines.h"

static const NnPipelineDef pipelines[] = {
    {"nn-lower-to-llvm",
     "The CPU pipeline: nn to linalg, elementwise fusion, bufferization, "
     "loops and the LLVM dialect (what nn-run compiles with)",
     "builtin.module", nnAddNnLowerToLlvmPipeline, NULL},
    {"nn-lower-to-nvvm",
     "The CUDA pipeline: nn to linalg, one loop nest per kernel, "
     "bufferization, a launch configuration per kernel, gpu.launch_func and "
     "NVVM, kernels serialized to gpu.binary (options chip=sm_90, "
     "format=isa|bin|fatbin, stage=kernels|binary, modules=each|one, "
     "max-blocks=N)",
     "builtin.module", NULL, nnAddNnLowerToNvvmPipeline},
};

intptr_t nnGetNumPipelines(void) {
  return (intptr_t)(sizeof(pipelines) / sizeof(pipelines[0]));
}

const NnPipelineDef *nnGetPipeline(intptr_t pos) {
  return pos >= 0 && pos < nnGetNumPipelines() ? &pipelines[pos] : NULL;
}

const NnPipelineDef *nnLookupPipeline(MlirStringRef name) {
  for (intptr_t i = 0; i < nnGetNumPipelines(); ++i)
    if (mlirStringRefEqual(
            name, mlirStringRefCreateFromCString(pipelines[i].argument)))
      return &pipelines[i];
  return NULL;
}

MlirStringRef nnGetPipelineArgument(intptr_t pos) {
  const NnPipelineDef *def = nnGetPipeline(pos);
  return def ? mlirStringRefCreateFromCString(def->argument)
             : mlirStringRefCreate(NULL, 0);
}

MlirStringRef nnGetPipelineDescription(intptr_t pos) {
  const NnPipelineDef *def = nnGetPipeline(pos);
  return def ? mlirStringRefCreateFromCString(def->description)
             : mlirStringRefCreate(NULL, 0);
}
