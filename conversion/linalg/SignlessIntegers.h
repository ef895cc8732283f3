//===- SignlessIntegers.h - Unsigned integer types to signless ones -------===//

#ifndef NN_CONVERSION_LINALG_SIGNLESSINTEGERS_H
#define NN_CONVERSION_LINALG_SIGNLESSINTEGERS_H

#include "mlir-c/IR.h"

/// Renames every unsigned integer type under `root` (results, block
/// arguments, function types, type and constant attributes) to the signless
/// type of its width, keeping every bit (SignlessIntegers.c says why).
void nnMakeIntegersSignless(MlirOperation root);

#endif // NN_CONVERSION_LINALG_SIGNLESSINTEGERS_H
