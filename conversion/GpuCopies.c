//===- GpuCopies.c - Buffer copies become linalg.copy on the GPU path -----===//
//
// Bufferization writes copies as memref.copy: a padded convolution input
// copied into its padded buffer, a result copied into its out-parameter. On
// the CPU that is a call to the runtime's memrefCopy; on the GPU such a call
// can run neither inside a kernel (the device has no memrefCopy) nor on the
// host (the buffers are device memory). So each becomes linalg.copy, which
// the pipeline then lowers like any other linalg op: a sequential loop
// inside a kernel's work item, or a kernel of its own at the top level of a
// host function. One walk over the module.
//
//===----------------------------------------------------------------------===//

#include "GpuPipeline.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/Linalg.h"

#include <stdlib.h>

static MlirStringRef str(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

typedef struct {
  MlirOperation *ops;
  size_t count, capacity;
} OpList;

static MlirWalkResult collectCopy(MlirOperation op, void *userData) {
  OpList *list = userData;
  if (!mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)),
                          str("memref.copy")))
    return MlirWalkResultAdvance;
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? 2 * list->capacity : 16;
    list->ops = realloc(list->ops, list->capacity * sizeof(MlirOperation));
    if (!list->ops)
      abort();
  }
  list->ops[list->count++] = op;
  return MlirWalkResultAdvance;
}

static void toLinalgCopy(MlirOperation copy) {
  MlirContext ctx = mlirOperationGetContext(copy);
  MlirOperationState state =
      mlirOperationStateGet(str("linalg.copy"), mlirOperationGetLocation(copy));
  MlirValue operands[2] = {mlirOperationGetOperand(copy, 0),
                           mlirOperationGetOperand(copy, 1)};
  mlirOperationStateAddOperands(&state, 2, operands);
  MlirNamedAttribute segments = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, str("operandSegmentSizes")),
      mlirDenseI32ArrayGet(ctx, 2, (const int32_t[]){1, 1}));
  mlirOperationStateAddAttributes(&state, 1, &segments);
  MlirRegion region = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation op = mlirOperationCreate(&state);
  mlirLinalgFillBuiltinNamedOpRegion(op);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(copy), copy, op);
  mlirOperationDestroy(copy);
}

MlirLogicalResult nnRunGpuCopiesPass(MlirOperation module, void *state) {
  (void)state;
  OpList copies = {0};
  mlirOperationWalk(module, collectCopy, &copies, MlirWalkPreOrder);
  for (size_t i = 0; i < copies.count; ++i)
    toLinalgCopy(copies.ops[i]);
  free(copies.ops);
  return mlirLogicalResultSuccess();
}

intptr_t nnGpuCopiesDialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__linalg__();
  return 1;
}
