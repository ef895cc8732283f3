//===- GpuLoops.c - Parallel loops as the GPU passes build them -----------===//
//
// The pieces of scf.parallel that the launch pass (GpuMapLoops.c), the row
// kernels (GpuRowKernels.c) and the single work items (GpuSingleItem.c)
// all need: wrapping ops in a guard (scf.if; a new parallel loop and
// reading a constant bound are common/Loops.h's) and the gpu.loop_dim_map
// list that maps a loop to blocks or threads.
//
//===----------------------------------------------------------------------===//

#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "nn-c/OpDef.h"
#include "support/OpName.h"
#include "support/StringBuffer.h"

#include <stdio.h>
#include <stdlib.h>

MlirAttribute nnGpuLoopMapping(MlirContext ctx, const char *level, int r) {
  NnStringBuffer text = {0};
  nnStringBufferPrintf(&text, "[");
  for (int d = 0; d < r; ++d) {
    int axis = r - 1 - d;
    char processor[32];
    if (axis < 3)
      snprintf(processor, sizeof(processor), "%s_%c", level, "xyz"[axis]);
    else
      snprintf(processor, sizeof(processor), "sequential");
    nnStringBufferPrintf(&text,
                         "%s#gpu.loop_dim_map<processor = %s, map = (d0) -> "
                         "(d0), bound = (d0) -> (d0)>",
                         d ? ", " : "", processor);
  }
  nnStringBufferPrintf(&text, "]");
  MlirAttribute mapping =
      mlirAttributeParseGet(ctx, nnStr(nnStringBufferStr(&text)));
  nnStringBufferFree(&text);
  return mapping;
}

MlirOperation nnGpuWrapInIf(MlirOperation first, MlirOperation end,
                            MlirValue cond) {
  MlirLocation loc = mlirOperationGetLocation(first);
  MlirBlock then = mlirBlockCreate(0, NULL, NULL);
  MlirOperationState yieldState =
      mlirOperationStateGet(nnStr("scf.yield"), loc);
  MlirOperation yield = mlirOperationCreate(&yieldState);
  mlirBlockAppendOwnedOperation(then, yield);
  MlirRegion regions[2] = {mlirRegionCreate(), mlirRegionCreate()};
  mlirRegionAppendOwnedBlock(regions[0], then);
  MlirOperationState state = mlirOperationStateGet(nnStr("scf.if"), loc);
  mlirOperationStateAddOperands(&state, 1, &cond);
  mlirOperationStateAddOwnedRegions(&state, 2, regions);
  MlirOperation op = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(first), first, op);
  for (MlirOperation moved = first; !mlirOperationEqual(moved, end);) {
    MlirOperation next = mlirOperationGetNextInBlock(moved);
    mlirOperationMoveBefore(moved, yield);
    moved = next;
  }
  return op;
}
