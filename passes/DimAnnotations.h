//===- DimAnnotations.h - Shape facts written into the IR -----------------===//

#ifndef NN_PASSES_DIMANNOTATIONS_H
#define NN_PASSES_DIMANNOTATIONS_H

#include "mlir-c/IR.h"
#include "support/StringBuffer.h"

#include <stdbool.h>

/// Sets `nn.dims` on the ops of `func` (a func.func with a body) with
/// dynamic result dims and `nn.dim_checks` on `func` (DimAnnotations.c);
/// false with a message when the facts cannot be computed.
bool nnAnnotateDims(MlirOperation func, NnStringBuffer *error);

#endif // NN_PASSES_DIMANNOTATIONS_H
