//===- GpuSingleItem.c - Loop nests without a parallel dim as one kernel --===//
//
// A reduction of every dim (a reduce_sum to a scalar, the mean of a whole
// tensor) has no parallel loop: after convert-linalg-to-parallel-loops its
// init store and its scf.for nest sit directly in the host function, where
// they would run on the host over device memory. This step wraps each such
// run of ops in an scf.parallel of one iteration, so that the launch pass
// (GpuMapLoops.c) makes it a kernel like any other: a row kernel when its
// loop walks a contiguous row (one block whose threads stride over the
// data and combine with gpu.all_reduce, GpuRowKernels.c), else a single
// thread. A split reduction (partial sums over many blocks, then a second
// kernel) would use the whole GPU for large tensors; this keeps the
// one-launch-per-group rule and correctness first.
//
// A run is a maximal sequence of consecutive ops of one block that are
// neither host-only (allocations, views, constants, calls, returns: the
// `isHostOnly` callback) nor kernels already (scf.parallel), and whose
// results are used only inside the run; an op whose result escapes ends
// the run and stays where it is (the launch pass then reports it). One walk
// over the block and over the uses of each run's ops (again when a run
// shrinks: runs are a few ops).
//
//===----------------------------------------------------------------------===//

#include "conversion/common/LinalgBuilder.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"
#include "support/PointerMap.h"

// The op of `block` that holds `op` (op itself when it is in `block`).
static MlirOperation inBlock(MlirOperation op, MlirBlock block) {
  while (!mlirOperationIsNull(op) &&
         !mlirBlockEqual(mlirOperationGetBlock(op), block))
    op = mlirOperationGetParentOperation(op);
  return op;
}

// True when every use of every result of `op` is inside the run `members`
// (ops of `block`) or inside `op` itself.
static bool usesStayIn(MlirOperation op, MlirBlock block,
                       const NnPointerMap *members) {
  for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r)
    for (MlirOpOperand use =
             mlirValueGetFirstUse(mlirOperationGetResult(op, r));
         !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
      MlirOperation user = inBlock(mlirOpOperandGetOwner(use), block);
      intptr_t unused;
      if (mlirOperationIsNull(user) ||
          !nnPointerMapGet(members, user.ptr, &unused))
        return false;
    }
  return true;
}

// Wraps ops [first, end) of `block` in scf.parallel (%i) = (0) to (1) step (1).
static void wrap(MlirBlock block, MlirOperation first, MlirOperation end) {
  NnBuilder b = {mlirOperationGetContext(first),
                 mlirOperationGetLocation(first), block, first, NULL};
  MlirValue zero = nnbIndex(&b, 0), one = nnbIndex(&b, 1);
  MlirValue bounds[3] = {zero, one, one};
  nnWrapInParallel(first, end, 1, bounds, (MlirAttribute){NULL});
}

void nnGpuWrapSingleItems(MlirBlock block,
                          bool (*isHostOnly)(MlirOperation op)) {
  MlirOperation terminator = mlirBlockGetTerminator(block);
  MlirOperation op = mlirBlockGetFirstOperation(block);
  while (!mlirOperationIsNull(op) && !mlirOperationEqual(op, terminator)) {
    if (nnOpIs(op, "scf.parallel") || isHostOnly(op)) {
      op = mlirOperationGetNextInBlock(op);
      continue;
    }
    // The run from `op`; while some member's result escapes it, the run
    // ends before that member (runs are a few ops: an init store and a
    // loop nest).
    MlirOperation stop = op;
    while (!mlirOperationIsNull(stop) &&
           !mlirOperationEqual(stop, terminator) &&
           !nnOpIs(stop, "scf.parallel") && !isHostOnly(stop))
      stop = mlirOperationGetNextInBlock(stop);
    for (bool shrunk = true; shrunk && !mlirOperationEqual(stop, op);) {
      // Out of memory, some members are missing: their uses look like
      // escapes and the run only shrinks (the pass then fails anyway:
      // ExternalPass.c).
      NnPointerMap members = {0};
      for (MlirOperation m = op; !mlirOperationEqual(m, stop);
           m = mlirOperationGetNextInBlock(m))
        if (!nnPointerMapSet(&members, m.ptr, 1))
          break;
      shrunk = false;
      for (MlirOperation m = op; !mlirOperationEqual(m, stop);
           m = mlirOperationGetNextInBlock(m))
        if (!usesStayIn(m, block, &members)) {
          stop = m;
          shrunk = true;
          break;
        }
      nnPointerMapFree(&members);
    }
    if (mlirOperationEqual(stop, op)) { // the first op's result escapes
      op = mlirOperationGetNextInBlock(op);
      continue;
    }
    wrap(block, op, stop);
    op = stop;
  }
}
