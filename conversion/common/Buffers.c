//===- Buffers.c - Rewrites of bufferized allocations ---------------------===//

#include "conversion/common/Buffers.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "nn-c/OpDef.h"
#include "support/OpName.h"

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

MlirValue nnRowBlock(MlirValue source, MlirValue first, int64_t rows,
                     MlirOperation before) {
  MlirContext ctx = mlirValueGetContext(source);
  MlirLocation loc = mlirOperationGetLocation(before);
  MlirType type = mlirValueGetType(source);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t dynamic = mlirShapedTypeGetDynamicStrideOrOffset();
  int64_t offsets[NN_MAX_RANK], sizes[NN_MAX_RANK], ones[NN_MAX_RANK];
  int64_t strides[NN_MAX_RANK], offset;
  mlirMemRefTypeGetStridesAndOffset(type, strides, &offset);
  for (intptr_t d = 0; d < rank; ++d) {
    offsets[d] = d == 0 ? mlirShapedTypeGetDynamicSize() : 0;
    sizes[d] = d == 0 ? rows : mlirShapedTypeGetDimSize(type, d);
    ones[d] = 1;
  }
  MlirType result =
      mlirMemRefTypeGet(mlirShapedTypeGetElementType(type), rank, sizes,
                        mlirStridedLayoutAttrGet(ctx, dynamic, rank, strides),
                        mlirMemRefTypeGetMemorySpace(type));
  int32_t segments[] = {1, 1, 0, 0};
  MlirNamedAttribute attrs[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("static_offsets")),
                            mlirDenseI64ArrayGet(ctx, rank, offsets)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("static_sizes")),
                            mlirDenseI64ArrayGet(ctx, rank, sizes)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("static_strides")),
                            mlirDenseI64ArrayGet(ctx, rank, ones)),
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, nnStr("operandSegmentSizes")),
          mlirDenseI32ArrayGet(ctx, 4, segments)),
  };
  MlirValue operands[] = {source, first};
  MlirOperationState state =
      mlirOperationStateGet(nnStr("memref.subview"), loc);
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddResults(&state, 1, &result);
  mlirOperationStateAddAttributes(&state, 4, attrs);
  MlirOperation op = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before,
                                      op);
  return mlirOperationGetResult(op, 0);
}
