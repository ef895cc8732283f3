/*===- nn-c/Passes.h - nn passes in any MLIR pass manager -------*- C -*-===*\
|*                                                                          *|
|* Creates nn's graph passes as MLIR passes, and adds textual pipelines     *|
|* that mix nn and upstream passes to a pass manager. LLVM 22's C API       *|
|* cannot register a pass written in C with MLIR's pipeline parser, so      *|
|* mlirParsePassPipeline does not know nn's passes; nnAddPipeline does, and *|
|* hands every other pipeline element to MLIR's parser.                     *|
|*                                                                          *|
|* Options are given as MLIR writes them inside a pass's braces:            *|
|* "max-depth=64 embed-constants=true". Errors (an unknown pass or option,  *|
|* a bad value, malformed pipeline text) are passed to `errorCallback`      *|
|* when it is not NULL, and the call fails or returns a null pass.          *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/

#ifndef NN_C_PASSES_H
#define NN_C_PASSES_H

#include "mlir-c/Pass.h"
#include "nn-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The nn passes: one per entry of nn's pass table, in table order. */

/// Number of nn passes, and the flag and pipeline name ("fuse-ops") and
/// one-line description of the pass at `pos`; a null string ref when `pos`
/// is out of range.
NN_CAPI_EXPORTED intptr_t nnGetNumPasses(void);
NN_CAPI_EXPORTED MlirStringRef nnGetPassArgument(intptr_t pos);
NN_CAPI_EXPORTED MlirStringRef nnGetPassDescription(intptr_t pos);

/// Creates the nn pass called `name` with `options`. Returns a null pass
/// (`.ptr == NULL`) and reports why when the name or an option is unknown or
/// a value is bad. The caller owns the pass until it is
/// added to a pass manager.
NN_CAPI_EXPORTED MlirPass nnCreatePassByName(MlirStringRef name,
                                             MlirStringRef options,
                                             MlirStringCallback errorCallback,
                                             void *userData);

/// One constructor per nn pass: nnCreatePassByName with the pass's name.
NN_CAPI_EXPORTED MlirPass nnCreateVerifyPass(MlirStringRef options,
                                             MlirStringCallback errorCallback,
                                             void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateInferShapesPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateFuseOpsPass(MlirStringRef options,
                                              MlirStringCallback errorCallback,
                                              void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateSimplifyPass(MlirStringRef options,
                                               MlirStringCallback errorCallback,
                                               void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateConvertNnToLinalgPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
/// Unsigned integer types to signless (the last step of the one above).
NN_CAPI_EXPORTED MlirPass nnCreateSignlessIntegersPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateRouteRuntimeChecksPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateDistinctResultsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateDistinctInitsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateNameConstantsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateInlineDynamicCallsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateDynamicResultsInPlacePass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateConvertLayoutPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateSimplifyInferencePass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateFuseQuantizedPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateFoldConstantsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
/// Static copies of entries with dynamic dims, which runtimes call when the
/// inputs have their sizes (options: "sizes=seq=128;batch=1,seq=384").
NN_CAPI_EXPORTED MlirPass nnCreateSpecializePass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateTileFusedPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateLowerTileBodiesPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateVersionRarePathsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateCpuUkernelsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreatePlanBuffersPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateExpandMathPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateMaxnumToLlvmPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateProfileKernelsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateProfileFlopsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateVectorWidthPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateParallelCopiesPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreatePrefetchStreamsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateOmpSchedulePass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateFlattenLlvmConstantsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateGpuGatherGroupsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateGpuSplitReductionsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateGpuCopiesToLinalgPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateGpuParallelFirstPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateGpuMapLoopsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateGpuHostMemoryPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateGpuOneModulePass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateGpuIm2colPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateGpuOutlineMatmulsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateGpuLibraryCallsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);
NN_CAPI_EXPORTED MlirPass nnCreateGpuLibraryStreamsPass(
    MlirStringRef options, MlirStringCallback errorCallback, void *userData);

/* Named pipelines: sequences of nn and upstream passes ("nn-lower-to-llvm"). */

NN_CAPI_EXPORTED intptr_t nnGetNumPipelines(void);
NN_CAPI_EXPORTED MlirStringRef nnGetPipelineArgument(intptr_t pos);
NN_CAPI_EXPORTED MlirStringRef nnGetPipelineDescription(intptr_t pos);

/// Adds `pipeline` to `pm`, in MLIR's textual pipeline syntax, mixing nn
/// passes, nn's named pipelines and upstream passes:
/// "fuse-ops{max-depth=8}, canonicalize, func.func(cse)". The text is either
/// the elements to add to `pm` or those elements anchored on `pm`'s op
/// ("builtin.module(...)" for a module pass manager); elements anchored on
/// another op nest a pass manager, as in mlirOpPassManagerAddPipeline. An nn
/// pass that runs on one kind of op (fuse-ops runs on builtin.module) is an
/// error when nested under another. Passes added before an error stay in
/// `pm`.
NN_CAPI_EXPORTED MlirLogicalResult
nnAddPipeline(MlirOpPassManager pm, MlirStringRef pipeline,
              MlirStringCallback errorCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* NN_C_PASSES_H */
