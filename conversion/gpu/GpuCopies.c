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
// One copy is better not made at all: a kernel whose result is a view of
// its own buffer (a transpose then a reshape) would write the buffer, and a
// second kernel copy it into the out-parameter, where DESIGN.md wants one
// launch per nn.fused function. When a function copies a reshaped view of a
// buffer it allocated into one of its arguments used by nothing else, the
// buffer becomes that argument (a memref.reinterpret_cast of it to the
// buffer's shape; both are contiguous with the same element count), and the
// copy and the buffer's deallocation go.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/common/Buffers.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Linalg.h"

#include "mlir-c/AffineMap.h"
#include "nn-c/OpDef.h"
#include "support/OpList.h"
#include "support/OpName.h"

static MlirWalkResult collectCopy(MlirOperation op, void *userData) {
  NnOpList *list = userData;
  if (!nnOpIs(op, "memref.copy"))
    return MlirWalkResultAdvance;
  if (!nnOpListPush(list, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

static bool isIdentityStatic(MlirType type) {
  return mlirTypeIsAMemRef(type) && mlirShapedTypeHasStaticShape(type) &&
         mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(type));
}

static int64_t numElements(MlirType type) {
  int64_t n = 1;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
    n *= mlirShapedTypeGetDimSize(type, d);
  return n;
}

// The copy `view(alloc) -> argument` described above: rewrites it and
// returns true, or returns false and changes nothing.
static bool foldIntoArgument(MlirOperation copy) {
  MlirValue src = mlirOperationGetOperand(copy, 0);
  MlirValue dst = mlirOperationGetOperand(copy, 1);
  if (!mlirValueIsABlockArgument(dst) || !mlirValueIsAOpResult(src))
    return false;
  MlirOpOperand dstUse = mlirValueGetFirstUse(dst);
  if (!mlirOperationEqual(mlirOpOperandGetOwner(dstUse), copy) ||
      !mlirOpOperandIsNull(mlirOpOperandGetNextUse(dstUse)))
    return false;
  MlirOperation view = mlirOpResultGetOwner(src);
  if (!nnGpuIsView(view, NN_GPU_VIEW_RESHAPE))
    return false;
  MlirValue buffer = mlirOperationGetOperand(view, 0);
  if (!mlirValueIsAOpResult(buffer))
    return false;
  MlirOperation alloc = mlirOpResultGetOwner(buffer);
  MlirType type = mlirValueGetType(buffer), dstType = mlirValueGetType(dst);
  MlirBlock block = mlirOperationGetBlock(copy);
  if (!nnOpIs(alloc, "memref.alloc") ||
      !mlirBlockEqual(mlirOperationGetBlock(alloc), block) ||
      !mlirBlockEqual(mlirBlockArgumentGetOwner(dst), block) ||
      !isIdentityStatic(type) || !isIdentityStatic(dstType) ||
      !mlirTypeEqual(mlirShapedTypeGetElementType(type),
                     mlirShapedTypeGetElementType(dstType)) ||
      numElements(type) != numElements(dstType))
    return false;

  // dst viewed with the buffer's shape and contiguous strides.
  MlirContext ctx = mlirOperationGetContext(copy);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t sizes[NN_MAX_RANK], strides[NN_MAX_RANK];
  if (rank > NN_MAX_RANK)
    return false;
  for (intptr_t d = rank - 1, stride = 1; d >= 0; --d) {
    sizes[d] = mlirShapedTypeGetDimSize(type, d);
    strides[d] = stride;
    stride *= sizes[d];
  }
  MlirOperationState state = mlirOperationStateGet(
      nnStr("memref.reinterpret_cast"), mlirOperationGetLocation(alloc));
  mlirOperationStateAddOperands(&state, 1, &dst);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirNamedAttribute attrs[4] = {
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, nnStr("operandSegmentSizes")),
          mlirDenseI32ArrayGet(ctx, 4, (const int32_t[]){1, 0, 0, 0})),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("static_offsets")),
                            mlirDenseI64ArrayGet(ctx, 1, (const int64_t[]){0})),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("static_sizes")),
                            mlirDenseI64ArrayGet(ctx, rank, sizes)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("static_strides")),
                            mlirDenseI64ArrayGet(ctx, rank, strides)),
  };
  mlirOperationStateAddAttributes(&state, 4, attrs);
  MlirOperation cast = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperationBefore(block, alloc, cast);

  mlirOperationDestroy(copy);
  nnReplaceAlloc(alloc, mlirOperationGetResult(cast, 0));
  return true;
}

static void toLinalgCopy(MlirOperation copy) {
  MlirContext ctx = mlirOperationGetContext(copy);
  MlirOperationState state = mlirOperationStateGet(
      nnStr("linalg.copy"), mlirOperationGetLocation(copy));
  MlirValue operands[2] = {mlirOperationGetOperand(copy, 0),
                           mlirOperationGetOperand(copy, 1)};
  mlirOperationStateAddOperands(&state, 2, operands);
  MlirNamedAttribute segments = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, nnStr("operandSegmentSizes")),
      mlirDenseI32ArrayGet(ctx, 2, (const int32_t[]){1, 1}));
  mlirOperationStateAddAttributes(&state, 1, &segments);
  MlirRegion region = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation op = mlirOperationCreate(&state);
  mlirLinalgFillBuiltinNamedOpRegion(op);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(copy), copy, op);
  mlirOperationDestroy(copy);
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  NnOpList copies = {0};
  mlirOperationWalk(module, collectCopy, &copies, MlirWalkPreOrder);
  for (size_t i = 0; i < copies.count; ++i)
    if (!foldIntoArgument(copies.ops[i]))
      toLinalgCopy(copies.ops[i]);
  nnOpListFree(&copies);
  return mlirLogicalResultSuccess();
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__linalg__();
  return 1;
}

const NnPassDef nnGpuCopiesToLinalgPass = {
    .argument = "nn-gpu-copies-to-linalg",
    .name = "NNGpuCopiesToLinalg",
    .description = "memref.copy becomes linalg.copy (loops on the GPU)",
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
    .dependentDialects = dialects,
};
