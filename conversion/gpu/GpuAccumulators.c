//===- GpuAccumulators.c - A kernel's accumulators in registers -----------===//
//
// A matmul, a convolution or a reduction that is not a row kernel runs one
// output element per thread, walking its reduction with an scf.for that
// loads the accumulator from the output buffer, adds to it and stores it
// back, every iteration. LLVM keeps the value in a register but must keep
// the store in the loop: it cannot prove that the output does not alias the
// buffers the loop reads, so a 4096-deep matmul stores each output element
// 4096 times to global memory. Here such a loop carries the accumulator
// instead (scf.for iter_args): one load before the loop, one store after.
//
// A loop qualifies when its body (at its top level) loads and later stores
// one memref at the same indices, all defined outside the loop, and nothing
// else in the loop touches that memref value. The buffers a reduction reads
// never alias the one it accumulates into after bufferization (one-shot
// bufferization copies on such a conflict), which is what makes the
// rewrite sound. Inner loops first; one accumulator per loop.
//
//===----------------------------------------------------------------------===//

#include "conversion/gpu/GpuKernels.h"

#include "support/OpList.h"
#include "support/OpName.h"

static bool sameIndices(MlirOperation load, MlirOperation store) {
  // load: memref, indices...; store: value, memref, indices...
  intptr_t n = mlirOperationGetNumOperands(load) - 1;
  if (mlirOperationGetNumOperands(store) != n + 2)
    return false;
  for (intptr_t i = 0; i < n; ++i)
    if (!mlirValueEqual(mlirOperationGetOperand(load, 1 + i),
                        mlirOperationGetOperand(store, 2 + i)))
      return false;
  return true;
}

// The store that writes back what `load` read, in `body` after it, when
// `load`'s memref and indices are the loop's invariant accumulator.
static MlirOperation accumulatorStore(MlirOperation load, MlirOperation loop,
                                      MlirBlock body) {
  MlirOperation none = {NULL};
  MlirValue memref = mlirOperationGetOperand(load, 0);
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(load); ++i)
    if (!nnDefinedOutside(mlirOperationGetOperand(load, i), loop))
      return none;
  MlirOperation store = none;
  for (MlirOpOperand use = mlirValueGetFirstUse(memref);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (!nnIsWithin(user, loop) || mlirOperationEqual(user, load))
      continue;
    if (!mlirOperationIsNull(store) || !nnOpIs(user, "memref.store") ||
        mlirOpOperandGetOperandNumber(use) != 1 ||
        !mlirBlockEqual(mlirOperationGetBlock(user), body) ||
        !sameIndices(load, user) || !mlirOperationIsBeforeInBlock(load, user))
      return none; // another access, or a store elsewhere
    store = user;
  }
  return store;
}

// Rewrites `loop` (no results) to carry the accumulator `load` reads and
// `store` writes back.
static void carry(MlirOperation loop, MlirOperation load, MlirOperation store) {
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirBlock outer = mlirOperationGetBlock(loop);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  MlirValue value = mlirOperationGetResult(load, 0);
  MlirType type = mlirValueGetType(value);

  // The initial value, read once before the loop.
  MlirOperation initial = mlirOperationClone(load);
  mlirBlockInsertOwnedOperationBefore(outer, loop, initial);

  // The new loop: bounds and step, the initial value; a body taking the
  // induction variable and the accumulator.
  MlirType index = mlirValueGetType(mlirBlockGetArgument(body, 0));
  MlirType argTypes[2] = {index, type};
  MlirLocation argLocs[2] = {loc, loc};
  MlirBlock block = mlirBlockCreate(2, argTypes, argLocs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, block);
  MlirOperationState state = mlirOperationStateGet(nnStr("scf.for"), loc);
  MlirValue operands[4] = {
      mlirOperationGetOperand(loop, 0), mlirOperationGetOperand(loop, 1),
      mlirOperationGetOperand(loop, 2), mlirOperationGetResult(initial, 0)};
  mlirOperationStateAddOperands(&state, 4, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation carried = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperationBefore(outer, loop, carried);

  // The old body moves over, yield last; the induction variable and the
  // loaded value become the block's arguments.
  MlirOperation yield = mlirBlockGetTerminator(body);
  MlirOperation op;
  while (!mlirOperationEqual(op = mlirBlockGetFirstOperation(body), yield)) {
    mlirOperationRemoveFromParent(op);
    mlirBlockAppendOwnedOperation(block, op);
  }
  mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, 0),
                                mlirBlockGetArgument(block, 0));
  mlirValueReplaceAllUsesOfWith(value, mlirBlockGetArgument(block, 1));
  mlirOperationDestroy(load);
  MlirValue next = mlirOperationGetOperand(store, 0);
  MlirOperationState yieldState =
      mlirOperationStateGet(nnStr("scf.yield"), loc);
  mlirOperationStateAddOperands(&yieldState, 1, &next);
  mlirBlockAppendOwnedOperation(block, mlirOperationCreate(&yieldState));

  // The store, once, after the loop.
  mlirOperationRemoveFromParent(store);
  mlirBlockInsertOwnedOperationAfter(outer, carried, store);
  mlirOperationSetOperand(store, 0, mlirOperationGetResult(carried, 0));
  mlirOperationDestroy(loop);
}

static MlirWalkResult collectLoops(MlirOperation op, void *userData) {
  if (nnOpIs(op, "scf.for") && mlirOperationGetNumResults(op) == 0 &&
      !nnOpListPush(userData, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

void nnGpuPromoteAccumulators(MlirOperation kernel) {
  NnOpList loops = {0};
  // Post-order: an inner loop comes before the loop holding it.
  mlirOperationWalk(kernel, collectLoops, &loops, MlirWalkPostOrder);
  for (size_t i = 0; i < loops.count; ++i) {
    MlirOperation loop = loops.ops[i];
    MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
    for (MlirOperation op = mlirBlockGetFirstOperation(body);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
      if (!nnOpIs(op, "memref.load"))
        continue;
      MlirOperation store = accumulatorStore(op, loop, body);
      if (!mlirOperationIsNull(store)) {
        carry(loop, op, store);
        break;
      }
    }
  }
  nnOpListFree(&loops);
}
