//===- Buffers.c - Rewrites of bufferized allocations ---------------------===//

#include "conversion/common/Buffers.h"

void nnReplaceAlloc(MlirOperation alloc, MlirValue replacement) {
  MlirValue buffer = mlirOperationGetResult(alloc, 0);
  MlirStringRef dealloc = mlirStringRefCreateFromCString("memref.dealloc");
  // The deallocs go first; the next use is read before a dealloc is
  // destroyed (a dealloc uses the buffer once).
  MlirOpOperand use = mlirValueGetFirstUse(buffer);
  while (!mlirOpOperandIsNull(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    use = mlirOpOperandGetNextUse(use);
    if (mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(user)),
                           dealloc))
      mlirOperationDestroy(user);
  }
  mlirValueReplaceAllUsesOfWith(buffer, replacement);
  mlirOperationDestroy(alloc);
}
