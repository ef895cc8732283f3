//===- PipelineParser.h - Textual pipelines with nn passes ----------------===//
//
// nn passes are not known to MLIR's pipeline parser (see support/PassDef.h),
// so nn reads pipelines itself: it walks MLIR's textual pipeline syntax,
// creates nn passes and named pipelines from the pass table (PassTable.h), and
// hands every other element to MLIR's parser in the right nested pass manager.
// This is the one copy of that logic: nnAddPipeline (nn-c/Passes.h), nn-opt and
// the mlir-opt plugin all come here.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CAPI_PIPELINEPARSER_H
#define NN_CAPI_PIPELINEPARSER_H

#include "mlir-c/Pass.h"
#include "support/PassDef.h"

#include <stdbool.h>

/// Adds `text` to `pm`, whose ops are `anchor` ("builtin.module",
/// "func.func", or "any"). With `requireAnchor` the text must be
/// "anchor(elements)", as MLIR's --pass-pipeline requires; without it, the
/// bare elements are accepted too. Sets `*upstream` when an element is
/// handed to MLIR's parser (a pass that is not nn's, or a named pipeline of
/// upstream passes).
bool nnPipelineParse(MlirOpPassManager pm, MlirStringRef anchor,
                     MlirStringRef text, bool requireAnchor, bool *upstream,
                     NnStringBuffer *error);

typedef enum {
  NN_ELEMENT_ADDED,
  NN_ELEMENT_FAILED,
  NN_ELEMENT_NOT_NN, // neither an nn pass nor a named pipeline; nothing done
} NnElementResult;

/// Adds the nn pass or named pipeline `name` with `options` to `pm` (ops
/// `anchor`). An nn pass that runs on another op is nested under it when
/// `nest` is set (passes given as flags, as mlir-opt does) and is an error
/// otherwise: MLIR would abort.
NnElementResult nnPipelineAddNnElement(MlirOpPassManager pm,
                                       MlirStringRef anchor, MlirStringRef name,
                                       MlirStringRef options, bool nest,
                                       bool *upstream, NnStringBuffer *error);

/// What nn passes created outside a pipeline get from this layer: the
/// means to add a pipeline (fold-constants compiles through
/// nn-lower-to-llvm).
const NnPassEnv *nnPipelinePassEnv(void);

#endif // NN_CAPI_PIPELINEPARSER_H
