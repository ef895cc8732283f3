//===- Passes.c - nn passes through the public C API ----------------------===//
//
// Everything here is driven by the pass table (PassTable.c): the
// generic constructor looks the name up, and the named constructors only
// supply the name, so a pass added to the table is reachable at once through
// nnCreatePassByName, nnAddPipeline and the mlir-opt plugin.
//
//===----------------------------------------------------------------------===//

#include "nn-c/Passes.h"

#include "ExternalPass.h"
#include "PassTable.h"
#include "PipelineParser.h"

// Hands a collected message to the caller's callback, if any.
static void report(const NnStringBuffer *error, MlirStringCallback callback,
                   void *userData) {
  if (callback)
    callback(mlirStringRefCreate(nnStringBufferStr(error), error->length),
             userData);
}

MlirStringRef nnGetPassArgument(intptr_t pos) {
  const NnPassDef *def = nnGetPass(pos);
  return def ? mlirStringRefCreateFromCString(def->argument)
             : mlirStringRefCreate(NULL, 0);
}

MlirStringRef nnGetPassDescription(intptr_t pos) {
  const NnPassDef *def = nnGetPass(pos);
  return def ? mlirStringRefCreateFromCString(def->description)
             : mlirStringRefCreate(NULL, 0);
}

MlirPass nnCreatePassByName(MlirStringRef name, MlirStringRef options,
                            MlirStringCallback errorCallback, void *userData) {
  NnStringBuffer error = {0};
  MlirPass pass = {NULL};
  const NnPassDef *def = nnLookupPass(name);
  if (def)
    pass = nnCreatePass(def, options, nnPipelinePassEnv(), &error);
  else
    nnStringBufferPrintf(&error, "'%.*s' is not an nn pass", (int)name.length,
                         name.data);
  if (!pass.ptr)
    report(&error, errorCallback, userData);
  nnStringBufferFree(&error);
  return pass;
}

#define NN_PASS_CONSTRUCTOR(function, argument)                                \
  MlirPass function(MlirStringRef options, MlirStringCallback errorCallback,   \
                    void *userData) {                                          \
    return nnCreatePassByName(mlirStringRefCreateFromCString(argument),        \
                              options, errorCallback, userData);               \
  }

NN_PASS_CONSTRUCTOR(nnCreateVerifyPass, "nn-verify")
NN_PASS_CONSTRUCTOR(nnCreateInferShapesPass, "infer-shapes")
NN_PASS_CONSTRUCTOR(nnCreateFuseOpsPass, "fuse-ops")
NN_PASS_CONSTRUCTOR(nnCreateSimplifyPass, "nn-simplify")
NN_PASS_CONSTRUCTOR(nnCreateConvertNnToLinalgPass, "convert-nn-to-linalg")
NN_PASS_CONSTRUCTOR(nnCreateSignlessIntegersPass, "nn-signless-integers")
NN_PASS_CONSTRUCTOR(nnCreateRouteRuntimeChecksPass, "nn-route-runtime-checks")
NN_PASS_CONSTRUCTOR(nnCreateDistinctResultsPass, "nn-distinct-results")
NN_PASS_CONSTRUCTOR(nnCreateDistinctInitsPass, "nn-distinct-inits")
NN_PASS_CONSTRUCTOR(nnCreateNameConstantsPass, "nn-name-constants")
NN_PASS_CONSTRUCTOR(nnCreateInlineDynamicCallsPass, "nn-inline-dynamic-calls")
NN_PASS_CONSTRUCTOR(nnCreateDynamicResultsInPlacePass,
                    "nn-dynamic-results-in-place")
NN_PASS_CONSTRUCTOR(nnCreateConvertLayoutPass, "convert-layout")
NN_PASS_CONSTRUCTOR(nnCreateSimplifyInferencePass, "simplify-inference")
NN_PASS_CONSTRUCTOR(nnCreateFuseQuantizedPass, "fuse-quantized")
NN_PASS_CONSTRUCTOR(nnCreateFoldConstantsPass, "fold-constants")
NN_PASS_CONSTRUCTOR(nnCreateSpecializePass, "nn-specialize")
NN_PASS_CONSTRUCTOR(nnCreateTileFusedPass, "nn-tile-fused")
NN_PASS_CONSTRUCTOR(nnCreateLowerTileBodiesPass, "nn-lower-tile-bodies")
NN_PASS_CONSTRUCTOR(nnCreateVersionRarePathsPass, "nn-version-rare-paths")
NN_PASS_CONSTRUCTOR(nnCreateCpuUkernelsPass, "nn-cpu-ukernels")
NN_PASS_CONSTRUCTOR(nnCreatePlanBuffersPass, "nn-plan-buffers")
NN_PASS_CONSTRUCTOR(nnCreateExpandMathPass, "nn-expand-math")
NN_PASS_CONSTRUCTOR(nnCreateMaxnumToLlvmPass, "nn-maxnum-to-llvm")
NN_PASS_CONSTRUCTOR(nnCreateProfileKernelsPass, "nn-profile-kernels")
NN_PASS_CONSTRUCTOR(nnCreateProfileFlopsPass, "nn-profile-flops")
NN_PASS_CONSTRUCTOR(nnCreateVectorWidthPass, "nn-vector-width")
NN_PASS_CONSTRUCTOR(nnCreateParallelCopiesPass, "nn-parallel-copies")
NN_PASS_CONSTRUCTOR(nnCreatePrefetchStreamsPass, "nn-prefetch-streams")
NN_PASS_CONSTRUCTOR(nnCreateOmpSchedulePass, "nn-omp-schedule")
NN_PASS_CONSTRUCTOR(nnCreateFlattenLlvmConstantsPass,
                    "nn-flatten-llvm-constants")
NN_PASS_CONSTRUCTOR(nnCreateGpuGatherGroupsPass, "nn-gpu-gather-groups")
NN_PASS_CONSTRUCTOR(nnCreateGpuSplitReductionsPass, "nn-gpu-split-reductions")
NN_PASS_CONSTRUCTOR(nnCreateGpuCopiesToLinalgPass, "nn-gpu-copies-to-linalg")
NN_PASS_CONSTRUCTOR(nnCreateGpuParallelFirstPass, "nn-gpu-parallel-first")
NN_PASS_CONSTRUCTOR(nnCreateGpuMapLoopsPass, "nn-gpu-map-loops")
NN_PASS_CONSTRUCTOR(nnCreateGpuHostMemoryPass, "nn-gpu-host-memory")
NN_PASS_CONSTRUCTOR(nnCreateGpuIm2colPass, "nn-gpu-im2col")
NN_PASS_CONSTRUCTOR(nnCreateGpuOutlineMatmulsPass, "nn-gpu-outline-matmuls")
NN_PASS_CONSTRUCTOR(nnCreateGpuLibraryCallsPass, "nn-gpu-library-calls")
NN_PASS_CONSTRUCTOR(nnCreateGpuLibraryStreamsPass, "nn-gpu-library-streams")
NN_PASS_CONSTRUCTOR(nnCreateGpuOneModulePass, "nn-gpu-one-module")

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
