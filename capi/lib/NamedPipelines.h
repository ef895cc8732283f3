//===- NamedPipelines.h - nn's pipelines that have a name -----------------===//
//
// Named pipelines are added by name like a pass (`nn-lower-to-llvm`), in
// nn-opt, nnAddPipeline and the mlir-opt plugin alike. This table is where
// they are listed; each entry forwards to the function that builds it
// (passes/Pipelines.h).
//
//===----------------------------------------------------------------------===//

#ifndef NN_CAPI_NAMEDPIPELINES_H
#define NN_CAPI_NAMEDPIPELINES_H

#include "mlir-c/Pass.h"
#include "support/StringBuffer.h"

typedef struct {
  const char *argument; // "nn-lower-to-llvm"
  const char *description;
  const char *opName; // the op its pass manager must run on
  MlirLogicalResult (*add)(MlirOpPassManager pm, NnStringBuffer *error);
  // Set instead of `add` for a pipeline with options
  // ("nn-lower-to-nvvm{chip=sm_90 format=isa}"): they come as written.
  MlirLogicalResult (*addWithOptions)(MlirOpPassManager pm,
                                      MlirStringRef options,
                                      NnStringBuffer *error);
} NnPipelineDef;

/// The named pipeline called `name`, or NULL.
const NnPipelineDef *nnLookupPipeline(MlirStringRef name);
const NnPipelineDef *nnGetPipeline(intptr_t pos);

#endif // NN_CAPI_NAMEDPIPELINES_H
