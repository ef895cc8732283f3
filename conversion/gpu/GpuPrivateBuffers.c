//===- GpuPrivateBuffers.c - Small kernel buffers become thread-private ---===//
//
// The temporary buffers inside a kernel (the per-item buffers of tile
// bodies, a row kernel's scratch) would be device malloc calls per thread;
// when small and static they become memref.alloca, private to the thread,
// and their memref.dealloc goes away. Used by nn-gpu-map-loops for every
// kernel it maps, the row kernels included (GpuRowKernels.c): a helper
// below both, so that neither calls the other back.
//
//===----------------------------------------------------------------------===//

#include "conversion/common/Buffers.h"
#include "conversion/common/LinalgBuilder.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

enum { kMaxPrivateBytes = 1024 };

// Small static memref.alloc ops inside a kernel, collected by a walk and
// rewritten after it (rewriting during the walk would free ops it has yet
// to visit).
typedef struct {
  MlirOperation ops[64];
  int count;
} Allocs;

static MlirWalkResult collectAlloc(MlirOperation op, void *userData) {
  Allocs *allocs = userData;
  if (!nnOpIs(op, "memref.alloc") || mlirOperationGetNumOperands(op) != 0 ||
      allocs->count == 64)
    return MlirWalkResultAdvance;
  MlirType type = mlirValueGetType(mlirOperationGetResult(op, 0));
  MlirType element = mlirShapedTypeGetElementType(type);
  int64_t bits = mlirTypeIsAFloat(element) ? mlirFloatTypeGetWidth(element)
                 : mlirTypeIsAInteger(element)
                     ? mlirIntegerTypeGetWidth(element)
                     : 0;
  if (!bits || !mlirShapedTypeHasStaticShape(type))
    return MlirWalkResultAdvance;
  int64_t bytes = (bits + 7) / 8;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
    bytes *= mlirShapedTypeGetDimSize(type, d);
  if (bytes <= kMaxPrivateBytes)
    allocs->ops[allocs->count++] = op;
  return MlirWalkResultAdvance;
}

// memref.alloc -> memref.alloca, private to the thread; its deallocs go.
// Returns the alloca.
static MlirOperation privatize(MlirOperation op) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirValue buffer = mlirOperationGetResult(op, 0);
  MlirType type = mlirValueGetType(buffer);
  MlirOperationState state = mlirOperationStateGet(
      nnStr("memref.alloca"), mlirOperationGetLocation(op));
  mlirOperationStateAddResults(&state, 1, &type);
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, nnStr("operandSegmentSizes")),
      mlirDenseI32ArrayGet(ctx, 2, (const int32_t[]){0, 0}));
  mlirOperationStateAddAttributes(&state, 1, &attr);
  NnBuilder b = {ctx, state.location, mlirOperationGetBlock(op), op, NULL};
  MlirOperation alloca = nnBuild(&b, &state);
  nnReplaceAlloc(op, mlirOperationGetResult(alloca, 0));
  return alloca;
}

void nnGpuPrivatizeAllocs(MlirOperation kernel, MlirBlock hoistTo) {
  Allocs allocs = {.count = 0};
  mlirOperationWalk(kernel, collectAlloc, &allocs, MlirWalkPostOrder);
  for (int i = 0; i < allocs.count; ++i) {
    MlirOperation alloca = privatize(allocs.ops[i]);
    if (!mlirBlockIsNull(hoistTo))
      mlirOperationMoveBefore(alloca, mlirBlockGetFirstOperation(hoistTo));
  }
}
