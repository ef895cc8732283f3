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
//  - a constant that a kernel reads is resident in device memory: the host
//    function asks libnnrt for its device copy (nnrtResidentConstant, by
//    the constant's host address and the module's owner byte), which the
//    first call copies and the module's global destructor frees
//    (runtime/nnrt/ResidentConstants.h); the kernels read that copy, a
//    memref built over the returned pointer. Weights are not copied per
//    call (BERT-base's 440 MB would cost more than its kernels). Embedding
//    them in the kernels' binary instead (device globals) would put them in
//    the PTX as text and through ptxas. With resident-constants=false, for
//    runners without libnnrt, each call copies them into gpu.alloc'd
//    buffers (gpu.memcpy) freed at the end of the block.
//
// What stays on the host: a buffer or constant only the host reads (the
// shape operand of a memref.reshape). A buffer read both on the host and by
// a kernel is an error at the alloc: nothing here copies between the two.
// The function arguments (inputs and out-parameters) are device pointers by
// contract (tools/nn-compile/ModelAbi.h), and so are the arguments of the
// host functions they are passed to.
//
// The gpu ops created here are synchronous; upstream's gpu-async-region then
// chains them, with the launches, on one stream per host function, which is
// the form gpu-to-llvm lowers to mgpuMemAlloc/mgpuMemcpy/mgpuMemFree. One
// walk over the module; each buffer's uses are visited once per view.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/common/Buffers.h"
#include "conversion/common/LinalgBuilder.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/MemRef.h"
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
  if (numOperands != nnNumDynamicDims(type)) {
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

// The module-level symbols the resident constants need (libnnrt's
// ResidentConstants.h): the lookup function, the byte whose address names
// this module to libnnrt, and a global destructor giving the module's
// copies back at unload (priority 65535: before the kernels' modules unload).
static const char *const kResidentSymbols[] = {
    "nnrtResidentConstant", "nnrtReleaseConstants", "nn_constants_owner",
    "nn_release_constants"};
static const char kResidentDeclarations[] =
    "func.func private @nnrtResidentConstant(!llvm.ptr, !llvm.ptr, i64) -> "
    "!llvm.ptr\n"
    "llvm.func @nnrtReleaseConstants(!llvm.ptr)\n"
    "llvm.mlir.global internal @nn_constants_owner(0 : i8) : i8\n"
    "llvm.func internal @nn_release_constants() {\n"
    "  %owner = llvm.mlir.addressof @nn_constants_owner : !llvm.ptr\n"
    "  llvm.call @nnrtReleaseConstants(%owner) : (!llvm.ptr) -> ()\n"
    "  llvm.return\n"
    "}\n"
    "llvm.mlir.global_dtors dtors = [@nn_release_constants], "
    "priorities = [65535 : i32], data = [#llvm.zero]\n";

// Declares them in `module` unless a run of this pass did already; fails
// when the module has another symbol of one of their names.
static bool declareResidentSymbols(MlirOperation module) {
  MlirSymbolTable symbols = mlirSymbolTableCreate(module);
  int found = 0;
  MlirOperation clash = {0};
  for (size_t i = 0; i < sizeof(kResidentSymbols) / sizeof(*kResidentSymbols);
       ++i) {
    MlirOperation existing =
        mlirSymbolTableLookup(symbols, nnStr(kResidentSymbols[i]));
    found += !mlirOperationIsNull(existing);
    if (!mlirOperationIsNull(existing) && mlirOperationIsNull(clash))
      clash = existing;
  }
  mlirSymbolTableDestroy(symbols);
  if (found == 4)
    return true; // declared by an earlier run
  if (found) {
    mlirEmitError(mlirOperationGetLocation(clash),
                  "nn-gpu-host-memory needs the symbols nnrtResidentConstant, "
                  "nnrtReleaseConstants, nn_constants_owner and "
                  "nn_release_constants for the constants kernels read: "
                  "rename this one");
    return false;
  }
  MlirContext ctx = mlirOperationGetContext(module);
  MlirModule parsed = mlirModuleCreateParse(ctx, nnStr(kResidentDeclarations));
  if (mlirModuleIsNull(parsed))
    return false; // the parser said why
  MlirBlock from = mlirModuleGetBody(parsed);
  MlirBlock to = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  MlirOperation op;
  while (!mlirOperationIsNull(op = mlirBlockGetFirstOperation(from))) {
    mlirOperationRemoveFromParent(op);
    mlirBlockAppendOwnedOperation(to, op);
  }
  mlirModuleDestroy(parsed);
  return true;
}

static MlirValue buildOp(NnBuilder *b, const char *name, intptr_t numOperands,
                         const MlirValue *operands, MlirType result,
                         intptr_t numAttributes,
                         const MlirNamedAttribute *attributes) {
  MlirOperationState state = mlirOperationStateGet(nnStr(name), b->loc);
  mlirOperationStateAddOperands(&state, numOperands, operands);
  mlirOperationStateAddResults(&state, 1, &result);
  mlirOperationStateAddAttributes(&state, numAttributes, attributes);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute value) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr(name)), value);
}

// The memref of `type` over the device pointer `data`: its LLVM descriptor
// (allocated and aligned pointer, offset, sizes, strides), cast to the
// memref type; the casts cancel when the host code is lowered to LLVM.
// `type` is static with a strided layout (memref.global's types are).
static MlirValue memrefOver(NnBuilder *b, MlirValue data, MlirType type) {
  MlirContext ctx = mlirTypeGetContext(type);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t strides[NN_MAX_RANK] = {0}, offset = 0;
  mlirMemRefTypeGetStridesAndOffset(type, strides, &offset);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType ptr = mlirValueGetType(data);
  MlirType array = mlirLLVMArrayTypeGet(i64, (unsigned)rank);
  MlirType fields[5] = {ptr, ptr, i64, array, array};
  MlirType descriptor =
      mlirLLVMStructTypeLiteralGet(ctx, rank ? 5 : 3, fields, false);
  MlirValue value =
      buildOp(b, "llvm.mlir.poison", 0, NULL, descriptor, 0, NULL);
  // (field, index in the field's array or -1, value)
  for (intptr_t k = 0; k < 3 + 2 * rank; ++k) {
    int64_t position[2] = {k < 3          ? k
                           : k < 3 + rank ? 3
                                          : 4,
                           k < 3 ? 0 : (k - 3) % (rank ? rank : 1)};
    MlirValue field =
        k < 2 ? data
              : nnbConstant(b, i64,
                            (double)(k == 2 ? offset
                                     : k < 3 + rank
                                         ? mlirShapedTypeGetDimSize(type, k - 3)
                                         : strides[k - 3 - rank]));
    MlirValue operands[2] = {value, field};
    MlirNamedAttribute at = named(
        ctx, "position", mlirDenseI64ArrayGet(ctx, k < 3 ? 1 : 2, position));
    value = buildOp(b, "llvm.insertvalue", 2, operands, descriptor, 1, &at);
  }
  return buildOp(b, "builtin.unrealized_conversion_cast", 1, &value, type, 0,
                 NULL);
}

// The device copy of the constant `getGlobal` reads, asked of libnnrt
// (nnrtResidentConstant: copied on the first call, freed when the module
// unloads), built after `getGlobal`. `*reader` is the op taking the host
// constant's address.
static MlirValue residentCopy(MlirOperation getGlobal, MlirOperation *reader) {
  MlirValue constant = mlirOperationGetResult(getGlobal, 0);
  MlirType type = mlirValueGetType(constant);
  MlirContext ctx = mlirTypeGetContext(type);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType ptr = mlirLLVMPointerTypeGet(ctx, 0);
  NnBuilder b = nnBuilderBefore(mlirOperationGetNextInBlock(getGlobal));
  b.loc = mlirOperationGetLocation(getGlobal);
  MlirValue address = buildOp(&b, "memref.extract_aligned_pointer_as_index", 1,
                              &constant, mlirIndexTypeGet(ctx), 0, NULL);
  *reader = mlirOpResultGetOwner(address);
  address = nnbConvert(&b, "arith.index_cast", address, i64);
  MlirValue host = buildOp(&b, "llvm.inttoptr", 1, &address, ptr, 0, NULL);
  MlirNamedAttribute global =
      named(ctx, "global_name",
            mlirFlatSymbolRefAttrGet(ctx, nnStr("nn_constants_owner")));
  MlirValue owner =
      buildOp(&b, "llvm.mlir.addressof", 0, NULL, ptr, 1, &global);
  MlirValue bytes = nnbConstant(&b, i64, (double)nnStaticBufferBytes(type));
  MlirValue arguments[3] = {owner, host, bytes};
  MlirNamedAttribute callee =
      named(ctx, "callee",
            mlirFlatSymbolRefAttrGet(ctx, nnStr("nnrtResidentConstant")));
  MlirValue data = buildOp(&b, "func.call", 3, arguments, ptr, 1, &callee);
  return memrefOver(&b, data, type);
}

// resident-constants=false: the constant copied on every call, into a
// gpu.alloc'd buffer freed before its block's terminator (for runners
// without libnnrt, such as MLIR's own CUDA runtime wrappers). `*reader` is
// the copy op.
static MlirValue perCallCopy(MlirOperation getGlobal, MlirOperation *reader) {
  MlirValue constant = mlirOperationGetResult(getGlobal, 0);
  MlirLocation loc = mlirOperationGetLocation(getGlobal);
  MlirOperation next = mlirOperationGetNextInBlock(getGlobal);
  MlirOperationState state =
      allocState(loc, mlirValueGetType(constant), 0, NULL);
  MlirValue copy = mlirOperationGetResult(createBefore(next, &state), 0);
  MlirOperationState copyState =
      mlirOperationStateGet(nnStr("gpu.memcpy"), loc);
  MlirValue operands[2] = {copy, constant};
  mlirOperationStateAddOperands(&copyState, 2, operands);
  *reader = createBefore(next, &copyState);
  MlirOperationState release = deallocState(loc, copy);
  createBefore(mlirBlockGetTerminator(mlirOperationGetBlock(getGlobal)),
               &release);
  return copy;
}

// Whether memrefOver can build a descriptor of `type` and libnnrt copy it
// as bytes: a byte size, a strided layout, a rank of at most NN_MAX_RANK
// (nn's constants all are; a user's own global may not be, and is then
// copied per call).
static bool describable(MlirType type) {
  int64_t strides[NN_MAX_RANK], offset;
  return nnStaticBufferBytes(type) > 0 &&
         mlirShapedTypeGetRank(type) <= NN_MAX_RANK &&
         mlirLogicalResultIsSuccess(
             mlirMemRefTypeGetStridesAndOffset(type, strides, &offset));
}

// A constant kernels read: the kernels (and the views they read through)
// take its device copy, resident or copied per call.
static bool deviceConstant(MlirOperation getGlobal, bool resident) {
  MlirValue constant = mlirOperationGetResult(getGlobal, 0);
  int flags = classify(constant);
  if (!(flags & kUsedByDevice))
    return true;
  resident = resident && describable(mlirValueGetType(constant));
  MlirOperation reader; // the one op of ours reading the host constant
  MlirValue copy = resident ? residentCopy(getGlobal, &reader)
                            : perCallCopy(getGlobal, &reader);
  if (!(flags & kUsedByHost)) {
    mlirValueReplaceAllUsesExcept(constant, copy, 1, &reader);
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

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  (void)env, (void)error;
  return (void *)(intptr_t)(values[0].b ? 2 : 1); // non-null: no error
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  bool resident = (intptr_t)state != 1; // no state: the default, true
  Collected c = {0};
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (isHostFunction(op))
      mlirOperationWalk(op, collect, &c, MlirWalkPreOrder);
  bool ok = !c.allocs.failed && !c.globals.failed;
  for (size_t i = 0; ok && i < c.allocs.count; ++i)
    ok = moveAlloc(c.allocs.ops[i]) && ok;
  bool constants = false;
  for (size_t i = 0; !constants && i < c.globals.count; ++i)
    constants =
        classify(mlirOperationGetResult(c.globals.ops[i], 0)) & kUsedByDevice;
  if (ok && constants && resident)
    ok = declareResidentSymbols(module);
  for (size_t i = 0; ok && i < c.globals.count; ++i)
    ok = deviceConstant(c.globals.ops[i], resident) && ok;
  nnOpListFree(&c.allocs);
  nnOpListFree(&c.globals);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__gpu__();
  handles[1] = mlirGetDialectHandle__llvm__();
  handles[2] = mlirGetDialectHandle__func__();
  handles[3] = mlirGetDialectHandle__arith__();
  handles[4] = mlirGetDialectHandle__memref__();
  return 5;
}

static const NnOptionDef kOptions[] = {
    NN_BOOL_OPTION("resident-constants", "true",
                   "Constants kernels read stay in device memory, copied on "
                   "the first call and freed when the module unloads "
                   "(libnnrt's nnrtResidentConstant); false copies them on "
                   "every call, for runners without libnnrt"),
};

const NnPassDef nnGpuHostMemoryPass = {
    .argument = "nn-gpu-host-memory",
    .name = "NNGpuHostMemory",
    .description = "Host-side buffers that kernels use go to device memory "
                   "(gpu.alloc, gpu.dealloc); constants that kernels read "
                   "are resident device copies (libnnrt)",
    .options = kOptions,
    .numOptions = 1,
    .createState = createState,
    .run = run,
    .opName = "builtin.module",
    .dependentDialects = dialects,
};
