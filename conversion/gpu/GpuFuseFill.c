//===- GpuFuseFill.c - A fill kernel joins the kernel that accumulates
//-----===//
//
// A matmul or a reduction left in the caller lowers to a linalg.fill of its
// result and the op accumulating into it; --nn-tile-fused leaves such
// single-op kernels alone, so on the GPU they would be two launches: one
// writing the initial value, one accumulating. Each thread of the second
// only touches its own output element, so the fill can be done there, by
// the same thread, just before it accumulates. This joins the two loops
// before the launch configuration is chosen (GpuMapLoops.c):
//
//   scf.parallel (i..) { memref.store %init, %out[i..] }
//   scf.parallel (j..) { ... %out[j..] only ... }
//   ->
//   scf.parallel (j..) { memref.store %init, %out[j..]; ... }
//
// Only when it is plainly right: the two loops are adjacent with the same
// static bounds, the first only stores a value defined outside it at its
// own indices, every access of the second to the buffer is a load or store
// at exactly its own indices, and nothing else touches the buffer before
// the second loop ends. Linear: each use of the buffer is looked at once.
//
//===----------------------------------------------------------------------===//

#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "support/OpName.h"

static MlirBlock bodyOf(MlirOperation loop) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
}

static bool sameConstant(MlirValue a, MlirValue b) {
  if (mlirValueEqual(a, b))
    return true;
  if (!mlirValueIsAOpResult(a) || !mlirValueIsAOpResult(b))
    return false;
  MlirOperation x = mlirOpResultGetOwner(a), y = mlirOpResultGetOwner(b);
  if (!nnOpIs(x, "arith.constant") || !nnOpIs(y, "arith.constant"))
    return false;
  return mlirAttributeEqual(mlirOperationGetAttributeByName(x, nnStr("value")),
                            mlirOperationGetAttributeByName(y, nnStr("value")));
}

// `op` accesses operand `memrefPos`'s buffer at exactly `body`'s arguments.
static bool atOwnIndices(MlirOperation op, intptr_t memrefPos, MlirBlock body) {
  intptr_t r = mlirBlockGetNumArguments(body);
  if (mlirOperationGetNumOperands(op) != memrefPos + 1 + r)
    return false;
  for (intptr_t k = 0; k < r; ++k)
    if (!mlirValueEqual(mlirOperationGetOperand(op, memrefPos + 1 + k),
                        mlirBlockGetArgument(body, k)))
      return false;
  return true;
}

// The op of `block` that holds `op` (or `op` itself).
static MlirOperation topLevel(MlirOperation op, MlirBlock block) {
  while (!mlirOperationIsNull(op) &&
         !mlirBlockEqual(mlirOperationGetBlock(op), block))
    op = mlirOperationGetParentOperation(op);
  return op;
}

bool nnGpuFuseFill(MlirOperation fill, MlirOperation loop) {
  MlirBlock fillBody = bodyOf(fill), body = bodyOf(loop);
  intptr_t r = mlirBlockGetNumArguments(fillBody);
  if (r != mlirBlockGetNumArguments(body) ||
      mlirOperationGetNumOperands(fill) != 3 * r ||
      mlirOperationGetNumOperands(loop) != 3 * r ||
      mlirOperationGetNumResults(fill) || mlirOperationGetNumResults(loop))
    return false;
  for (intptr_t i = 0; i < 3 * r; ++i)
    if (!sameConstant(mlirOperationGetOperand(fill, i),
                      mlirOperationGetOperand(loop, i)))
      return false;
  // The fill: one store of an outside value at its own indices.
  MlirOperation store = mlirBlockGetFirstOperation(fillBody);
  if (mlirOperationIsNull(store) || !nnOpIs(store, "memref.store") ||
      !nnOpIs(mlirOperationGetNextInBlock(store), "scf.reduce") ||
      !atOwnIndices(store, 1, fillBody))
    return false;
  MlirValue init = mlirOperationGetOperand(store, 0);
  if (mlirValueIsAOpResult(init) &&
      !mlirOperationIsNull(topLevel(mlirOpResultGetOwner(init), fillBody)))
    return false;
  if (mlirValueIsABlockArgument(init) &&
      mlirBlockEqual(mlirBlockArgumentGetOwner(init), fillBody))
    return false;
  // Every other use of the buffer: a load or store of the loop at its own
  // indices, or after the loop.
  MlirValue buffer = mlirOperationGetOperand(store, 1);
  MlirBlock host = mlirOperationGetBlock(loop);
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (mlirOperationEqual(user, store))
      continue;
    MlirOperation top = topLevel(user, host);
    if (mlirOperationIsNull(top))
      return false;
    if (mlirOperationEqual(top, loop)) {
      bool load = nnOpIs(user, "memref.load");
      bool write = nnOpIs(user, "memref.store");
      intptr_t pos = load ? 0 : 1;
      if ((!load && !write) || mlirOpOperandGetOperandNumber(use) != pos ||
          !atOwnIndices(user, pos, body))
        return false;
    } else if (!mlirOperationIsBeforeInBlock(loop, top)) {
      return false;
    }
  }
  // The store moves to the start of the loop body, at its indices.
  mlirOperationMoveBefore(store, mlirBlockGetFirstOperation(body));
  for (intptr_t k = 0; k < r; ++k)
    mlirOperationSetOperand(store, 2 + k, mlirBlockGetArgument(body, k));
  mlirOperationDestroy(fill);
  return true;
}
