//===- GpuFunctions.c - The host functions the GPU passes walk ------------===//
//
// Every GPU pass runs on the module and looks at the host functions
// (func.func) and the ops at the top of their bodies, where each linalg op
// or loop nest is a kernel. One walk, written once.
//
//===----------------------------------------------------------------------===//

#include "conversion/gpu/GpuKernels.h"

#include "support/OpName.h"

bool nnGpuFunctions(MlirOperation module, NnOpList *funcs) {
  MlirBlock top = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(top);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (nnOpIs(op, "func.func") && !nnOpListPush(funcs, op))
      return false;
  return true;
}

bool nnGpuTopLevelOps(MlirOperation module, const char *name, NnOpList *ops) {
  MlirBlock top = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation func = mlirBlockGetFirstOperation(top);
       !mlirOperationIsNull(func); func = mlirOperationGetNextInBlock(func)) {
    if (!nnOpIs(func, "func.func"))
      continue;
    MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
    if (mlirBlockIsNull(body))
      continue; // a declaration
    for (MlirOperation op = mlirBlockGetFirstOperation(body);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
      if (nnOpIs(op, name) && !nnOpListPush(ops, op))
        return false;
  }
  return true;
}
