//===- Pipeline.h - Building nn-opt's pass manager ------------------------===//
//
// nn passes are not known to MLIR's pipeline parser (see passes/Passes.h),
// so nn-opt reads pipelines itself: it walks the textual pipeline syntax,
// creates nn passes from its own table, and hands every other element to
// MLIR's parser in the right nested pass manager.
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
