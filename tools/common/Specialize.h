//===- Specialize.h - A tool's --specialize -------------------------------===//
//
// nn-run and nn-compile take `--specialize SIZES`: the module's entries get
// static copies for those sizes (passes/Specialize.c) before they compile.
//
//===----------------------------------------------------------------------===//

#ifndef NN_TOOLS_COMMON_SPECIALIZE_H
#define NN_TOOLS_COMMON_SPECIALIZE_H

#include "mlir-c/IR.h"

#include <stdbool.h>

/// Runs nn-specialize{sizes=`sizes`} on `module`; prints what is wrong
/// (prefixed "`program`: --specialize SIZES: ") and fails otherwise.
bool nnToolSpecialize(MlirModule module, const char *program,
                      const char *sizes);

#endif // NN_TOOLS_COMMON_SPECIALIZE_H
