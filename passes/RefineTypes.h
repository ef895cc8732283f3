//===- RefineTypes.h - One function's types, refined ----------------------===//
//
// --infer-shapes refines a whole module; a pass that makes a function more
// static (nn-specialize: an entry's copy for given sizes) refines just that
// function, with the same rules (InferShapes.c).
//
//===----------------------------------------------------------------------===//

#ifndef NN_PASSES_REFINETYPES_H
#define NN_PASSES_REFINETYPES_H

#include "mlir-c/IR.h"

#include <stdbool.h>

/// Refines the result types of the nn ops of `func` from their operands,
/// as --infer-shapes does, keeping the function's signature: a return
/// operand that became more static is cast back to the declared result
/// type. Fails (with an error at the op) when an op's shape function
/// rejects its refined operands.
bool nnRefineFunctionTypes(MlirOperation func);

#endif // NN_PASSES_REFINETYPES_H
