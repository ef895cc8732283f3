//===- GpuHostMemory.c - Host-side buffers of the CUDA path in device memory
//===//
//
// After kernel outlining, the host functions of the CUDA pipeline are
// launches plus the buffers between them: memref.alloc/dealloc of the
// intermediates that bufferization left in the caller, and memref.get_global
// of constants (weights, folded tensors). Lowered as they are, the buffers
// would be host memory (malloc) and the constants host globals, which a
// kernel cannot read. This pass puts them in device memory, so nothing is
// copied to the host between kernels:
//
//  - a memref.alloc whose buffer only kernels use (through gpu.launch_func,
//    through calls of other host functions, or through views of it) becomes
//    gpu.alloc, and its memref.dealloc gpu.dealloc;
//  - a constant that a kernel reads is copied, once per call of the host
//    function, into a gpu.alloc'd buffer (gpu.memcpy) that the kernels read
//    instead, freed (gpu.dealloc) at the end of the block that read it. A
//    once-per-load copy (a device global filled when the module loads) is
//    left for later; the constants nn's examples read on the device are
//    small.
//
// What stays on the host: a buffer or constant only the host reads (the
// shape operand of a memref.reshape). A buffer read both on the host and by
// a kernel is an error at the alloc: nothing here copies between the two.
// The function arguments (inputs and out-parameters) are device pointers by
// contract (tools/nn-compile/ModelAbi.h), and so are the arguments of the
// host functions they are passed to.
//
// The ops created here are synchronous; upstream's gpu-async-region then
// chains them, with the launches, on one stream per host function, which is
// the form gpu-to-llvm lowers to mgpuMemAlloc/mgpuMemcpy/mgpuMemFree. One
// walk over the module; each buffer's uses are visited once per view.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/GPU.h"
#include "nn-c/OpDef.h"
#include "support/OpList.h"
#include "support/OpName.h"

// Ops whose result is a view of their operand 0 (their other operands are
// read on the host: a reshape's shape, offsets, sizes).
static bool isView(MlirOperation op) { return nnGpuIsView(op, NN_GPU_VIEW); }

enum { kUsedByDevice = 1, kUsedByHost = 2 };

// Who reads the buffer `value` (transitively through views): kernels and
// host functions (device pointers by contract), the host, or both.
static int classify(MlirValue value) {
  int flags = 0;
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (nnOpIs(user, "gpu.launch_func") || nnOpIs(user, "func.call"))
      flags |= kUsedByDevice;
    else if (nnOpIs(user, "memref.dealloc") || nnOpIs(user, "gpu.dealloc") ||
             nnOpIs(user, "memref.dim"))
      continue; // a size is the descriptor's, on the host: no data read
    else if (isView(user) && mlirOpOperandGetOperandNumber(use) == 0)
      flags |= classify(mlirOperationGetResult(user, 0));
    else
      flags |= kUsedByHost;
  }
  return flags;
}

static MlirOperation createBefore(MlirOperation anchor,
                                  MlirOperationState *state) {
  MlirOperation op = mlirOperationCreate(state);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(anchor), anchor,
                                      op);
  return op;
}

static MlirOperation createAfter(MlirOperation anchor,
                                 MlirOperationState *state) {
  MlirOperation op = mlirOperationCreate(state);
  mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(anchor), anchor, op);
  return op;
}

// gpu.alloc (sync) of `type` with `numSizes` dynamic sizes.
static MlirOperationState allocState(MlirLocation loc, MlirType type,
                                     intptr_t numSizes,
                                     const MlirValue *sizes) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState state = mlirOperationStateGet(nnStr("gpu.alloc"), loc);
  mlirOperationStateAddOperands(&state, numSizes, sizes);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirNamedAttribute segments = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, nnStr("operandSegmentSizes")),
      mlirDenseI32ArrayGet(ctx, 3, (const int32_t[]){0, (int32_t)numSizes, 0}));
  mlirOperationStateAddAttributes(&state, 1, &segments);
  return state;
}

static MlirOperationState deallocState(MlirLocation loc, MlirValue buffer) {
  MlirOperationState state = mlirOperationStateGet(nnStr("gpu.dealloc"), loc);
  mlirOperationStateAddOperands(&state, 1, &buffer);
  return state;
}

// The buffer's number of dynamic dimensions.
static intptr_t numDynamicDims(MlirType type) {
  intptr_t n = 0;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
    n += mlirShapedTypeIsDynamicDim(type, d);
  return n;
}

// memref.alloc -> gpu.alloc, its deallocs -> gpu.dealloc. Fails at the
// alloc when the host reads the buffer too.
static bool moveAlloc(MlirOperation alloc) {
  MlirValue buffer = mlirOperationGetResult(alloc, 0);
  int flags = classify(buffer);
  if (!(flags & kUsedByDevice))
    return true; // host-only: stays
  MlirLocation loc = mlirOperationGetLocation(alloc);
  MlirType type = mlirValueGetType(buffer);
  intptr_t numOperands = mlirOperationGetNumOperands(alloc);
  if (flags & kUsedByHost) {
    mlirEmitError(loc, "this buffer is read both on the host and by a kernel; "
                       "the CUDA pipeline keeps host-side buffers in device "
                       "memory and copies nothing to the host");
    return false;
  }
  if (numOperands != numDynamicDims(type)) {
    mlirEmitError(loc, "a buffer with symbol operands cannot be moved to "
                       "device memory");
    return false;
  }
  // numOperands is the number of dynamic dimensions (checked above), at
  // most the rank.
  MlirValue sizes[NN_MAX_RANK];
  if (numOperands > NN_MAX_RANK) {
    mlirEmitError(loc, "a buffer with more dynamic sizes than nn's rank "
                       "limit (NN_MAX_RANK) cannot be moved to device memory");
    return false;
  }
  for (intptr_t i = 0; i < numOperands; ++i)
    sizes[i] = mlirOperationGetOperand(alloc, i);
  MlirOperationState state = allocState(loc, type, numOperands, sizes);
  MlirOperation gpuAlloc = createBefore(alloc, &state);
  MlirValue deviceBuffer = mlirOperationGetResult(gpuAlloc, 0);

  NnOpList deallocs = {0};
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use))
    if (nnOpIs(mlirOpOperandGetOwner(use), "memref.dealloc"))
      if (!nnOpListPush(&deallocs, mlirOpOperandGetOwner(use))) {
        nnOpListFree(&deallocs);
        return false; // out of memory: the pass fails (ExternalPass.c)
      }
  for (size_t i = 0; i < deallocs.count; ++i) {
    MlirOperationState release =
        deallocState(mlirOperationGetLocation(deallocs.ops[i]), deviceBuffer);
    createBefore(deallocs.ops[i], &release);
    mlirOperationDestroy(deallocs.ops[i]);
  }
  nnOpListFree(&deallocs);
  mlirValueReplaceAllUsesOfWith(buffer, deviceBuffer);
  mlirOperationDestroy(alloc);
  return true;
}

// A constant kernels read: copied into device memory after the
// memref.get_global, freed before its block's terminator; the kernels (and
// the views they read through) take the copy.
static bool copyConstant(MlirOperation getGlobal) {
  MlirValue constant = mlirOperationGetResult(getGlobal, 0);
  int flags = classify(constant);
  if (!(flags & kUsedByDevice))
    return true;
  MlirLocation loc = mlirOperationGetLocation(getGlobal);
  MlirType type = mlirValueGetType(constant);
  MlirOperationState state = allocState(loc, type, 0, NULL);
  MlirOperation gpuAlloc = createAfter(getGlobal, &state);
  MlirValue copy = mlirOperationGetResult(gpuAlloc, 0);
  MlirOperationState copyState =
      mlirOperationStateGet(nnStr("gpu.memcpy"), loc);
  MlirValue operands[2] = {copy, constant};
  mlirOperationStateAddOperands(&copyState, 2, operands);
  MlirOperation copyOp = createAfter(gpuAlloc, &copyState);
  MlirOperationState release = deallocState(loc, copy);
  createBefore(mlirBlockGetTerminator(mlirOperationGetBlock(getGlobal)),
               &release);

  if (!(flags & kUsedByHost)) {
    mlirValueReplaceAllUsesExcept(constant, copy, 1, &copyOp);
    return true;
  }
  // Read on both sides: the device users, and views only they read, take
  // the copy; a view that both read is beyond this pass.
  NnOpList users = {0};
  for (MlirOpOperand use = mlirValueGetFirstUse(constant);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (nnOpIs(user, "gpu.launch_func") || nnOpIs(user, "func.call") ||
        (isView(user) && mlirOpOperandGetOperandNumber(use) == 0))
      if (!nnOpListPush(&users, user)) {
        nnOpListFree(&users);
        return false; // out of memory: the pass fails (ExternalPass.c)
      }
  }
  bool ok = true;
  for (size_t i = 0; i < users.count && ok; ++i) {
    MlirOperation user = users.ops[i];
    if (isView(user)) {
      int viewFlags = classify(mlirOperationGetResult(user, 0));
      if (viewFlags == kUsedByDevice)
        mlirOperationSetOperand(user, 0, copy);
      else if (viewFlags & kUsedByDevice) {
        mlirEmitError(mlirOperationGetLocation(user),
                      "this view of a constant is read both on the host and "
                      "by a kernel");
        ok = false;
      }
      continue;
    }
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(user); ++k)
      if (mlirValueEqual(mlirOperationGetOperand(user, k), constant))
        mlirOperationSetOperand(user, k, copy);
  }
  nnOpListFree(&users);
  return ok;
}

static bool isHostFunction(MlirOperation op) { return nnOpIs(op, "func.func"); }

typedef struct {
  NnOpList allocs, globals;
} Collected;

static MlirWalkResult collect(MlirOperation op, void *userData) {
  Collected *c = userData;
  if (nnOpIs(op, "gpu.module"))
    return MlirWalkResultSkip; // kernels keep their own memory
  NnOpList *list = nnOpIs(op, "memref.alloc")        ? &c->allocs
                   : nnOpIs(op, "memref.get_global") ? &c->globals
                                                     : NULL;
  if (list && !nnOpListPush(list, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  Collected c = {0};
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (isHostFunction(op))
      mlirOperationWalk(op, collect, &c, MlirWalkPreOrder);
  bool ok = !c.allocs.failed && !c.globals.failed;
  for (size_t i = 0; ok && i < c.allocs.count; ++i)
    ok = moveAlloc(c.allocs.ops[i]) && ok;
  for (size_t i = 0; i < c.globals.count; ++i)
    ok = copyConstant(c.globals.ops[i]) && ok;
  nnOpListFree(&c.allocs);
  nnOpListFree(&c.globals);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__gpu__();
  return 1;
}

const NnPassDef nnGpuHostMemoryPass = {
    .argument = "nn-gpu-host-memory",
    .name = "NNGpuHostMemory",
    .description = "Host-side buffers and constants that kernels read go to "
                   "device memory (gpu.alloc, gpu.memcpy, gpu.dealloc)",
    .run = run,
    .opName = "builtin.module",
    .dependentDialects = dialects,
};
