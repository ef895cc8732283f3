//===- ConvertNnToLinalg.h - --convert-nn-to-linalg -----------------------===//

#ifndef NN_CONVERSION_CONVERTNNTOLINALG_H
#define NN_CONVERSION_CONVERTNNTOLINALG_H

#include "mlir-c/IR.h"

/// Lowers every nn op under `root` to linalg, tensor, arith and math; fails,
/// with an error at the op, on the first op it cannot lower.
MlirLogicalResult nnRunConvertNnToLinalgPass(MlirOperation root, void *state);

/// The dialects the lowered IR uses, as dialect handles, for the pass's
/// dependent dialects; returns how many (at most 8).
intptr_t nnConvertNnToLinalgDialects(MlirDialectHandle *handles);

#endif // NN_CONVERSION_CONVERTNNTOLINALG_H
