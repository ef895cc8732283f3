//===- ExpandExp.h - --nn-expand-exp --------------------------------------===//
//
// f32 math.exp rewritten as arithmetic that LLVM's loop vectorizer widens
// (ExpandExp.c explains the expansion and its accuracy).
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_EXPANDEXP_H
#define NN_CONVERSION_EXPANDEXP_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

MlirLogicalResult nnRunExpandExpPass(MlirOperation module, void *state);

#endif // NN_CONVERSION_EXPANDEXP_H
