//===- PassTable.h - The one table of nn passes and named pipelines -------===//
//
// Every nn pass (graph passes from passes/, lowering steps from
// conversion/) and every named pipeline, in one list: nn-opt's flags and
// --help, the textual pipeline parser, nnAddPipeline, the mlir-opt plugin
// and docs/passes.md are all served from it. The entries are the
// `const NnPassDef`s and `const NnPipelineDef`s their own files define
// (support/PassDef.h); adding a pass is its file plus one line here.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CAPI_PASSTABLE_H
#define NN_CAPI_PASSTABLE_H

#include "nn-c/Passes.h" // nnGetNumPasses is public: its export attribute
#include "support/PassDef.h"

const NnPassDef *nnGetPass(intptr_t pos);
/// The pass whose argument is `name`, or NULL.
const NnPassDef *nnLookupPass(MlirStringRef name);

const NnPipelineDef *nnGetPipeline(intptr_t pos);
/// The named pipeline whose argument is `name`, or NULL.
const NnPipelineDef *nnLookupPipeline(MlirStringRef name);

#endif // NN_CAPI_PASSTABLE_H
