//===- GpuOneModule.c - Every kernel of a module in one gpu.module --------===//
//
// gpu-kernel-outlining puts each kernel in its own gpu.module, and each
// gpu.module becomes its own gpu.binary: a library of 19 kernels loads 19
// CUDA modules (19 cuModuleLoadData calls, 19 images) when it is loaded.
// This pass moves every kernel into the first gpu.module, so that the
// program carries one image and loads it once. The kernel of module @m
// (outlining makes exactly one per module) is renamed @m, unique because
// module names are, and every gpu.launch_func @m::@k becomes
// @first::@m. The memref.global ops a module may also hold (the workgroup
// buffers of row kernels, GpuRowKernels.c, named uniquely in the module)
// move with its kernel; a global of a name the first module already holds
// is a clone of the same host symbol, made by outlining for another kernel,
// and is dropped. A module holding anything else is left alone.
// Linear: one pass over the modules and one over the launches, with hash
// maps from module name to the new kernel reference and from the names of
// the moved globals.
//
// nn-compile --target cuda asks for it (--nn-lower-to-nvvm option
// modules=one); the default keeps upstream's one module per kernel.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"
#include "support/PointerMap.h"

#include <stdlib.h>

static MlirBlock bodyOf(MlirOperation op) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
}

// The single gpu.func of an outlined module that holds nothing else but
// memref.global ops, or a null op.
static MlirOperation onlyKernel(MlirOperation gpuModule) {
  MlirOperation kernel = {NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(bodyOf(gpuModule));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (nnOpIs(op, "gpu.func") && mlirOperationIsNull(kernel))
      kernel = op;
    else if (!nnOpIs(op, "memref.global"))
      return (MlirOperation){NULL};
  }
  return kernel;
}

// Moves the memref.global ops of `from` to the start of `target`'s body,
// or drops those whose name `target` already holds (`names`). False when
// out of memory.
static bool moveGlobals(MlirOperation from, MlirOperation target,
                        NnPointerMap *names) {
  for (MlirOperation op = mlirBlockGetFirstOperation(bodyOf(from));
       !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (nnOpIs(op, "memref.global")) {
      const void *name =
          mlirOperationGetAttributeByName(op, nnStr("sym_name")).ptr;
      intptr_t present;
      if (from.ptr != target.ptr && nnPointerMapGet(names, name, &present)) {
        mlirOperationDestroy(op);
      } else {
        if (!nnPointerMapSet(names, name, 1))
          return false;
        if (from.ptr != target.ptr)
          mlirOperationMoveBefore(op,
                                  mlirBlockGetFirstOperation(bodyOf(target)));
      }
    }
    op = next;
  }
  return true;
}

static MlirWalkResult retarget(MlirOperation op, void *userData) {
  const NnPointerMap *refs = userData;
  if (nnOpIs(op, "gpu.module"))
    return MlirWalkResultSkip;
  if (!nnOpIs(op, "gpu.launch_func"))
    return MlirWalkResultAdvance;
  MlirAttribute kernel = mlirOperationGetAttributeByName(op, nnStr("kernel"));
  MlirAttribute root = mlirStringAttrGet(
      mlirOperationGetContext(op), mlirSymbolRefAttrGetRootReference(kernel));
  intptr_t newRef;
  if (nnPointerMapGet(refs, root.ptr, &newRef))
    mlirOperationSetAttributeByName(op, nnStr("kernel"),
                                    (MlirAttribute){(const void *)newRef});
  return MlirWalkResultAdvance;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  MlirContext ctx = mlirOperationGetContext(module);
  MlirOperation target = {NULL}, last = {NULL}; // last: target's last kernel
  NnPointerMap refs = {0}, globals = {0};
  NnOpList emptied = {0};
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(bodyOf(module));
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirOperation kernel;
    if (!nnOpIs(op, "gpu.module") ||
        mlirOperationIsNull(kernel = onlyKernel(op)))
      continue;
    MlirAttribute name = mlirOperationGetAttributeByName(op, nnStr("sym_name"));
    MlirStringRef text = mlirStringAttrGetValue(name);
    mlirOperationSetAttributeByName(kernel, nnStr("sym_name"), name);
    if (mlirOperationIsNull(target))
      target = op;
    if (!moveGlobals(op, target, &globals) ||
        (op.ptr != target.ptr && !nnOpListPush(&emptied, op))) {
      ok = false;
      break;
    }
    if (op.ptr != target.ptr)
      mlirOperationMoveAfter(kernel, last);
    last = kernel;
    MlirAttribute leaf = mlirFlatSymbolRefAttrGet(ctx, text);
    MlirAttribute ref = mlirSymbolRefAttrGet(
        ctx,
        mlirStringAttrGetValue(
            mlirOperationGetAttributeByName(target, nnStr("sym_name"))),
        1, &leaf);
    ok = nnPointerMapSet(&refs, name.ptr, (intptr_t)ref.ptr);
  }
  if (ok && emptied.count) {
    mlirOperationWalk(module, retarget, &refs, MlirWalkPreOrder);
    for (size_t i = 0; i < emptied.count; ++i)
      mlirOperationDestroy(emptied.ops[i]);
  }
  nnOpListFree(&emptied);
  nnPointerMapFree(&refs);
  nnPointerMapFree(&globals);
  return ok ? mlirLogicalResultSuccess()
            : nnOutOfMemory(module, "nn-gpu-one-module");
}

const NnPassDef nnGpuOneModulePass = {
    .argument = "nn-gpu-one-module",
    .name = "NNGpuOneModule",
    .description = "Every outlined kernel in one gpu.module",
    .run = run,
    .opName = "builtin.module",
};
