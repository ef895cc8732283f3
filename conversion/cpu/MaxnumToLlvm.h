//===- MaxnumToLlvm.h - --nn-maxnum-to-llvm -------------------------------===//
//
// arith.maxnumf/minnumf become llvm.intr.maxnum/minnum before arith-expand
// can turn them into compare-and-select chains (MaxnumToLlvm.c says why).
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_MAXNUMTOLLVM_H
#define NN_CONVERSION_MAXNUMTOLLVM_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

MlirLogicalResult nnRunMaxnumToLlvmPass(MlirOperation module, void *state);
intptr_t nnMaxnumToLlvmDialects(MlirDialectHandle *handles);

#endif // NN_CONVERSION_MAXNUMTOLLVM_H
