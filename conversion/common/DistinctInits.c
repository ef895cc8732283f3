//===- DistinctInits.c - One linalg.fill per use
//---------------------------===//
//
// --nn-distinct-inits gives every user of a linalg.fill on tensors its own
// fill: a fill read by several ops (CSE merges the zero-fills of two
// matmuls of one shape, say the two of an attention head) is cloned, with
// its tensor.empty, just before each of them.
//
// Why: the first matmul accumulates into the fill's buffer in place, and
// the second still needs the zeros, so one-shot bufferization copies the
// filled buffer for it: a fill, a copy and the matmul where a fill and the
// matmul would do. On the GPU that is three launches instead of one (a fill
// of its own joins the kernel that accumulates into it: GpuFuseFill.c); on
// the CPU a pass over the output. A fill is cheaper than its copy, so
// filling again never costs more. The pass runs in nn-bufferize, just
// before bufferization.
//
// One walk collects the fills; each use is visited once: linear in the
// module.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

static MlirWalkResult collect(MlirOperation op, void *userData) {
  if (nnOpIs(op, "linalg.fill") && mlirOperationGetNumResults(op) == 1 &&
      !nnOpListPush(userData, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

// A clone of `fill` before `user`, filling a clone of its tensor.empty when
// that is where it writes (else the same init: bufferization then gives the
// clone a buffer of its own).
static MlirValue cloneBefore(MlirOperation fill, MlirOperation user) {
  MlirBlock block = mlirOperationGetBlock(user);
  MlirOperation clone = mlirOperationClone(fill);
  mlirBlockInsertOwnedOperationBefore(block, user, clone);
  intptr_t last = mlirOperationGetNumOperands(fill) - 1; // the init
  MlirValue init = mlirOperationGetOperand(fill, last);
  if (mlirValueIsAOpResult(init) &&
      nnOpIs(mlirOpResultGetOwner(init), "tensor.empty")) {
    MlirOperation empty = mlirOperationClone(mlirOpResultGetOwner(init));
    mlirBlockInsertOwnedOperationBefore(block, clone, empty);
    mlirOperationSetOperand(clone, last, mlirOperationGetResult(empty, 0));
  }
  return mlirOperationGetResult(clone, 0);
}

// Every user of `fill` takes a clone of its own, just before it (where a
// fill of its own would be: GpuFuseFill.c joins only adjacent loops); the
// original, and its tensor.empty, go when nothing else reads them.
static bool distinctUses(MlirOperation fill) {
  MlirValue result = mlirOperationGetResult(fill, 0);
  if (!mlirTypeIsARankedTensor(mlirValueGetType(result)))
    return true; // on buffers: nothing to copy
  MlirOpOperand firstUse = mlirValueGetFirstUse(result);
  if (mlirOpOperandIsNull(firstUse) ||
      mlirOpOperandIsNull(mlirOpOperandGetNextUse(firstUse)))
    return true; // one use (or none): nothing shared
  NnOpList users = {0};
  for (MlirOpOperand use = firstUse; !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use))
    if (!nnOpListPush(&users, mlirOpOperandGetOwner(use))) {
      nnOpListFree(&users);
      return false;
    }
  // A user reading the fill twice takes one clone for both.
  for (size_t i = 0; i < users.count; ++i) {
    MlirOperation user = users.ops[i];
    bool reads = false;
    for (intptr_t k = 0; !reads && k < mlirOperationGetNumOperands(user); ++k)
      reads = mlirValueEqual(mlirOperationGetOperand(user, k), result);
    if (!reads)
      continue; // handled at an earlier use
    MlirValue clone = cloneBefore(fill, user);
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(user); ++k)
      if (mlirValueEqual(mlirOperationGetOperand(user, k), result))
        mlirOperationSetOperand(user, k, clone);
  }
  nnOpListFree(&users);
  intptr_t last = mlirOperationGetNumOperands(fill) - 1;
  MlirValue init = mlirOperationGetOperand(fill, last);
  mlirOperationDestroy(fill);
  if (mlirValueIsAOpResult(init) &&
      nnOpIs(mlirOpResultGetOwner(init), "tensor.empty") &&
      mlirOpOperandIsNull(mlirValueGetFirstUse(init)))
    mlirOperationDestroy(mlirOpResultGetOwner(init));
  return true;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  NnOpList fills = {0};
  mlirOperationWalk(module, collect, &fills, MlirWalkPreOrder);
  bool ok = !fills.failed;
  for (size_t i = 0; ok && i < fills.count; ++i)
    ok = distinctUses(fills.ops[i]);
  nnOpListFree(&fills);
  return ok ? mlirLogicalResultSuccess()
            : nnOutOfMemory(module, "nn-distinct-inits");
}

const NnPassDef nnDistinctInitsPass = {
    .argument = "nn-distinct-inits",
    .name = "NNDistinctInits",
    .description = "Every use of a linalg.fill on tensors gets a fill of its "
                   "own (bufferization would copy a shared one)",
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
};
