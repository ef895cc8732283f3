//===- GpuLibraryStreams.c - Library calls on their function's stream ----===//
//
// --nn-gpu-library-streams runs after gpu-async-region, in
// nn-lower-to-nvvm's binary stage. gpu-async-region chains a host
// function's gpu ops on one stream (tokens), but a library call
// (nnrtMatmul, GpuLibraryCalls.c) is a plain func.call to it: it waits for
// the stream on the host before the call (a synchronous gpu.wait) and
// starts a new stream after it (gpu.wait async), and the call itself, given
// a null stream, runs on a stream of libnnrt's and waits for it. Two host
// round trips per matmul, and the GPU idle between them.
//
// This pass gives the call the chain's stream instead: the synchronous
// wait before the call goes, the call's stream operand becomes the waited
// token (an unrealized_conversion_cast of the !gpu.async.token to
// !llvm.ptr, which gpu-to-llvm's lowering of tokens to streams and
// reconcile-unrealized-casts turn into the stream itself), and the new
// chain after the call continues that token. When no chain follows in the
// block (the call is the function's last GPU work), the synchronous wait
// moves after the call: the function still waits for its work before it
// returns. A call with no chain before it starts one (gpu.wait async). An
// scf.for of calls (batch dims that are not one strided batch,
// GpuLibraryCalls.c) is handled as one call: every call in it takes the
// stream. Calls elsewhere in nested regions keep the null stream: correct,
// and synchronous.
//
// One walk over the calls; each looks at its neighbours only: linear.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/common/LinalgBuilder.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/LLVM.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

#include <string.h>

static bool isLibraryCall(MlirOperation op) {
  if (!nnOpIs(op, "func.call"))
    return false;
  MlirAttribute callee = mlirOperationGetAttributeByName(op, nnStr("callee"));
  MlirStringRef name = mlirFlatSymbolRefAttrGetValue(callee);
  return name.length == strlen("nnrtMatmul") &&
         memcmp(name.data, "nnrtMatmul", name.length) == 0 &&
         mlirOperationGetNumOperands(op) > 0;
}

// A gpu.wait: synchronous (no result) with one token, or the start of a
// chain (async, no operand).
static bool isWait(MlirOperation op, bool async) {
  return !mlirOperationIsNull(op) && nnOpIs(op, "gpu.wait") &&
         mlirOperationGetNumResults(op) == (async ? 1 : 0) &&
         mlirOperationGetNumOperands(op) == (async ? 0 : 1);
}

// Ops with no effect on memory or the device, which may sit between a
// call and the waits around it: the call's operands, the next launch's
// sizes (arith, affine.apply, memref metadata).
static bool isPure(MlirOperation op) {
  static const char *const names[] = {
      "affine.apply",
      "affine.min",
      "affine.max",
      "llvm.mlir.zero",
      "llvm.inttoptr",
      "memref.dim",
      "memref.extract_strided_metadata",
      "memref.extract_aligned_pointer_as_index",
  };
  for (size_t i = 0; i < sizeof(names) / sizeof(*names); ++i)
    if (nnOpIs(op, names[i]))
      return true;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return name.length > 6 && memcmp(name.data, "arith.", 6) == 0;
}

static MlirOperation buildWait(NnBuilder *b, MlirValue token, bool async) {
  MlirOperationState state = mlirOperationStateGet(nnStr("gpu.wait"), b->loc);
  if (async) {
    MlirType type = mlirTypeParseGet(b->ctx, nnStr("!gpu.async.token"));
    mlirOperationStateAddResults(&state, 1, &type);
  } else {
    mlirOperationStateAddOperands(&state, 1, &token);
  }
  return nnBuild(b, &state);
}

// Whether `loop` (an scf.for on the host, the batch loops around a call)
// holds nothing but pure ops, library calls and such loops; its calls go
// into `calls`.
static bool isCallLoop(MlirOperation loop, NnOpList *calls) {
  if (!nnOpIs(loop, "scf.for"))
    return false;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (isLibraryCall(op)) {
      if (!nnOpListPush(calls, op))
        return false;
    } else if (!isPure(op) && !nnOpIs(op, "scf.yield") &&
               !isCallLoop(op, calls)) {
      return false;
    }
  }
  return calls->count > 0;
}

// Gives `calls` the stream of the chain around `anchor` (one of them, or
// a loop of them); `before`: the last op before `anchor` that is not pure
// (null: none).
static bool onStream(MlirOperation anchor, const NnOpList *calls,
                     MlirOperation before) {
  for (size_t i = 0; i < calls->count; ++i) {
    MlirValue null = mlirOperationGetOperand(calls->ops[i], 0);
    if (!mlirValueIsAOpResult(null) ||
        !nnOpIs(mlirOpResultGetOwner(null), "llvm.mlir.zero"))
      return true; // it has a stream already
  }
  NnBuilder b = nnBuilderBefore(anchor);
  MlirValue token;
  if (isWait(before, false)) {
    token = mlirOperationGetOperand(before, 0);
    mlirOperationDestroy(before);
  } else {
    MlirOperation start = buildWait(&b, (MlirValue){NULL}, true);
    if (mlirOperationIsNull(start))
      return false;
    token = mlirOperationGetResult(start, 0);
  }
  MlirValue stream = nnbConvert(&b, "builtin.unrealized_conversion_cast", token,
                                mlirLLVMPointerTypeGet(b.ctx, 0));
  for (size_t i = 0; i < calls->count; ++i)
    mlirOperationSetOperand(calls->ops[i], 0, stream);
  MlirOperation next = mlirOperationGetNextInBlock(anchor);
  while (!mlirOperationIsNull(next) && isPure(next))
    next = mlirOperationGetNextInBlock(next);
  if (isWait(next, true)) {
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(next, 0), token);
    mlirOperationDestroy(next);
    return true;
  }
  MlirOperation after = mlirOperationGetNextInBlock(anchor);
  NnBuilder a = mlirOperationIsNull(after)
                    ? (NnBuilder){.ctx = b.ctx,
                                  .loc = b.loc,
                                  .block = mlirOperationGetBlock(anchor)}
                    : nnBuilderBefore(after);
  return !mlirOperationIsNull(buildWait(&a, token, false));
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  MlirBlock top = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  NnOpList calls = {0};
  bool ok = true;
  for (MlirOperation function = mlirBlockGetFirstOperation(top);
       ok && !mlirOperationIsNull(function);
       function = mlirOperationGetNextInBlock(function)) {
    if (!nnOpIs(function, "func.func"))
      continue;
    MlirRegion body = mlirOperationGetRegion(function, 0);
    for (MlirBlock block = mlirRegionGetFirstBlock(body);
         ok && !mlirBlockIsNull(block);
         block = mlirBlockGetNextInRegion(block)) {
      MlirOperation impure = {NULL};
      for (MlirOperation op = mlirBlockGetFirstOperation(block);
           ok && !mlirOperationIsNull(op);
           op = mlirOperationGetNextInBlock(op)) {
        calls.count = 0;
        if (isLibraryCall(op))
          ok = nnOpListPush(&calls, op) && onStream(op, &calls, impure);
        else if (isCallLoop(op, &calls))
          ok = onStream(op, &calls, impure);
        ok = ok && !calls.failed;
        if (!isPure(op))
          impure = op;
      }
    }
  }
  nnOpListFree(&calls);
  return ok ? mlirLogicalResultSuccess()
            : nnOutOfMemory(module, "nn-gpu-library-streams");
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__gpu__();
  handles[1] = mlirGetDialectHandle__llvm__();
  return 2;
}

const NnPassDef nnGpuLibraryStreamsPass = {
    .argument = "nn-gpu-library-streams",
    .name = "NNGpuLibraryStreams",
    .description = "After gpu-async-region: each nnrtMatmul call runs on its "
                   "host function's stream, ordered with the kernels, "
                   "instead of waiting for them on the host",
    .run = run,
    .opName = "builtin.module",
    .dependentDialects = dialects,
};
