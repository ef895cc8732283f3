//===- Pipeline.h - Building nn-opt's pass manager ------------------------===//
//
// nn passes are not known to MLIR's pipeline parser (see passes/Passes.h):
// --pass-pipeline goes through the C API library's pipeline parser
// (capi/lib/PipelineParser.h), and pass flags are placed here.
//
//===----------------------------------------------------------------------===//

#ifndef NN_OPT_PIPELINE_H
#define NN_OPT_PIPELINE_H

#include "Options.h"

#include "mlir-c/Pass.h"
#include "support/StringBuffer.h"

/// Adds `pipeline`, which must be anchored on builtin.module
/// ("builtin.module(func.func(nn-verify), canonicalize)"), to `pm`. Sets
/// `*upstream` when it holds a pass that is not nn's.
bool nnOptAddPipeline(MlirPassManager pm, const char *pipeline, bool *upstream,
                      NnStringBuffer *error);

/// Adds one pass given as a flag. Like mlir-opt, a pass that only runs on
/// one kind of op is nested under that op.
bool nnOptAddPassFlag(MlirPassManager pm, MlirContext ctx, NnPassFlag flag,
                      bool *upstream, NnStringBuffer *error);

#endif // NN_OPT_PIPELINE_H
