//===- NamedPipelines.h - Adding a named pipeline's steps -----------------===//
//
// A named pipeline (nn-lower-to-llvm, nn-lower-to-nvvm, nn-bufferize) is
// plain data in conversion/: an array of steps, each an nn pass, a named
// pipeline or an upstream pass, with options. Here, one layer above, its
// options are parsed by the one parser, its steps filtered by their `when`
// and their `{option}` references filled in, which gives a textual pipeline
// for the pipeline parser (PipelineParser.c): it knows the pass table and
// hands everything else to MLIR's parser.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CAPI_NAMEDPIPELINES_H
#define NN_CAPI_NAMEDPIPELINES_H

#include "mlir-c/Pass.h"
#include "support/PassDef.h"

/// The steps of `def` with `options` ("chip=sm_80 format=bin"), as one
/// textual pipeline appended to `elements`: the steps whose `when` holds,
/// `{option}` references filled in. The pipeline parser (PipelineParser.c)
/// adds them. Fails, with the reason in `error`, on a bad option or on the
/// pipeline's own check (a missing tool).
bool nnExpandNamedPipeline(const NnPipelineDef *def, MlirStringRef options,
                           NnStringBuffer *elements, NnStringBuffer *error);

#endif // NN_CAPI_NAMEDPIPELINES_H
