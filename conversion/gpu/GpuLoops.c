//===- GpuLoops.c - Parallel loops as the GPU passes build them -----------===//
//
// The pieces of scf.parallel that the launch pass (GpuMapLoops.c), the row
// kernels (GpuRowKernels.c) and the single work items (GpuSingleItem.c)
// all need: wrapping ops in a new parallel loop or a guard (scf.if), the
// gpu.loop_dim_map list that maps a loop to blocks or threads, and reading a
// constant bound.
//
//===----------------------------------------------------------------------===//

#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"
#include "support/StringBuffer.h"
#include "nn-c/OpDef.h"

#include <stdio.h>
#include <stdlib.h>

bool nnGpuConstantIndex(MlirValue value, int64_t *out) {
  if (!mlirValueIsAOpResult(value))
    return false;
  MlirOperation op = mlirOpResultGetOwner(value);
  if (!nnOpIs(op, "arith.constant"))
    return false;
  MlirAttribute attr = mlirOperationGetAttributeByName(op, nnStr("value"));
  if (!mlirAttributeIsAInteger(attr))
    return false;
  *out = mlirIntegerAttrGetValueInt(attr);
  return true;
}

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

MlirOperation nnGpuWrapInParallel(MlirOperation first, MlirOperation end, int r,
                                  const MlirValue *bounds,
                                  MlirAttribute mapping) {
  MlirContext ctx = mlirOperationGetContext(first);
  MlirLocation loc = mlirOperationGetLocation(first);
  MlirType index = mlirIndexTypeGet(ctx);
  MlirType argTypes[NN_MAX_RANK];
  MlirLocation argLocs[NN_MAX_RANK];
  if (r > NN_MAX_RANK)
    r = NN_MAX_RANK; // never: the callers' loops are result dimensions
  for (int d = 0; d < r; ++d)
    argTypes[d] = index, argLocs[d] = loc;
  MlirBlock body = mlirBlockCreate(r, argTypes, argLocs);
  MlirOperationState reduceState =
      mlirOperationStateGet(nnStr("scf.reduce"), loc);
  MlirOperation reduce = mlirOperationCreate(&reduceState);
  mlirBlockAppendOwnedOperation(body, reduce);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirOperationState state = mlirOperationStateGet(nnStr("scf.parallel"), loc);
  mlirOperationStateAddOperands(&state, 3 * r, bounds);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  int32_t segments[4] = {r, r, r, 0};
  MlirNamedAttribute attrs[2] = {
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, nnStr("operandSegmentSizes")),
          mlirDenseI32ArrayGet(ctx, 4, segments)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("mapping")), mapping),
  };
  mlirOperationStateAddAttributes(&state, mlirAttributeIsNull(mapping) ? 1 : 2,
                                  attrs);
  MlirOperation loop = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(first), first,
                                      loop);
  for (MlirOperation op = first; !mlirOperationEqual(op, end);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, reduce);
    op = next;
  }
  return loop;
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
