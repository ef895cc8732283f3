//===- Buffers.c - Rewrites of bufferized allocations ---------------------===//

#include "conversion/common/Buffers.h"

#include "mlir-c/BuiltinTypes.h"

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

int64_t nnStaticBufferBytes(MlirType type) {
  if (!mlirTypeIsAMemRef(type) || !mlirShapedTypeHasStaticShape(type))
    return -1;
  MlirType element = mlirShapedTypeGetElementType(type);
  int64_t bits;
  if (mlirTypeIsAInteger(element))
    bits = mlirIntegerTypeGetWidth(element);
  else if (mlirTypeIsAFloat(element))
    bits = mlirFloatTypeGetWidth(element);
  else if (mlirTypeIsAIndex(element))
    bits = 64;
  else
    return -1;
  int64_t bytes = (bits + 7) / 8;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
    bytes *= mlirShapedTypeGetDimSize(type, d);
  return bytes;
}
