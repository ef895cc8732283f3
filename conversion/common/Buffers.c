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

int64_t nnElementBytes(MlirType element) {
  if (mlirTypeIsAInteger(element))
    return (mlirIntegerTypeGetWidth(element) + 7) / 8;
  if (mlirTypeIsAFloat(element))
    return (mlirFloatTypeGetWidth(element) + 7) / 8;
  return mlirTypeIsAIndex(element) ? 8 : -1;
}

int64_t nnStaticBufferBytes(MlirType type) {
  if (!mlirTypeIsAMemRef(type) || !mlirShapedTypeHasStaticShape(type))
    return -1;
  int64_t bytes = nnElementBytes(mlirShapedTypeGetElementType(type));
  for (intptr_t d = 0; bytes > 0 && d < mlirShapedTypeGetRank(type); ++d)
    bytes *= mlirShapedTypeGetDimSize(type, d);
  return bytes;
}

intptr_t nnNumDynamicDims(MlirType type) {
  intptr_t n = 0;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
    n += mlirShapedTypeIsDynamicDim(type, d);
  return n;
}
