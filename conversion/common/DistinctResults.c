//===- DistinctResults.c - One value per function result ------------------===//
//
// --nn-distinct-results gives every result of a function its own value: a
// value returned in several positions (`return %0, %0`, which --fuse-ops
// makes of a graph whose two outputs are one op's result) is copied, by one
// elementwise linalg.generic, for each position after the first.
//
// Why: in destination-passing style each result is a buffer of its own that
// the caller passes in, so two results cannot share one value; upstream
// buffer-results-to-out-params crashes on such a function (LLVM 22) instead
// of copying. The copy is what a caller with two output buffers needs
// anyway. The pass runs in nn-bufferize, on tensors, where a copy is one
// op, sized after the value it copies when its shape is dynamic.
//
// One walk finds the returns; each is checked with a pointer map: linear in
// the module.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"

#include "conversion/common/LinalgBuilder.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Tensor.h"
#include "nn-c/OpDef.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"
#include "support/PointerMap.h"

static MlirWalkResult collect(MlirOperation op, void *userData) {
  if (nnOpIs(op, "func.return") && !nnOpListPush(userData, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

static void copyBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  (void)b, (void)userData;
  yields[0] = args[0];
}

static bool makeDistinct(MlirOperation ret, NnPointerMap *seen) {
  nnPointerMapClear(seen);
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(ret); i < n; ++i) {
    MlirValue value = mlirOperationGetOperand(ret, i);
    intptr_t first;
    if (!nnPointerMapGet(seen, value.ptr, &first)) {
      if (!nnPointerMapSet(seen, value.ptr, i))
        return false;
      continue;
    }
    MlirType type = mlirValueGetType(value);
    if (!mlirTypeIsARankedTensor(type) ||
        mlirShapedTypeGetRank(type) > NN_MAX_RANK)
      continue;
    NnBuilder b = nnBuilderBefore(ret);
    // Dynamic sizes: those of the value copied, dim for dim.
    int64_t sameDims[NN_MAX_RANK];
    for (int64_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
      sameDims[d] = d;
    NnSizesFrom sizes;
    nnbSizesFromInit(&sizes, value, sameDims);
    b.sizes = &sizes.source;
    mlirOperationSetOperand(
        ret, i, nnbElementwise(&b, type, 1, &value, copyBody, NULL));
  }
  return true;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  NnOpList returns = {0};
  mlirOperationWalk(module, collect, &returns, MlirWalkPreOrder);
  NnPointerMap seen = {0};
  bool ok = !returns.failed;
  for (size_t i = 0; ok && i < returns.count; ++i)
    ok = makeDistinct(returns.ops[i], &seen);
  nnPointerMapFree(&seen);
  nnOpListFree(&returns);
  return ok ? mlirLogicalResultSuccess()
            : nnOutOfMemory(module, "nn-distinct-results");
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__linalg__();
  handles[1] = mlirGetDialectHandle__tensor__();
  return 2;
}

const NnPassDef nnDistinctResultsPass = {
    .argument = "nn-distinct-results",
    .name = "NNDistinctResults",
    .description = "Copy a value that a function returns in several "
                   "positions, so that each result has a buffer of its own",
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
    .dependentDialects = dialects,
};
