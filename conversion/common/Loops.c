//===- Loops.c - Wrapping ops in a new scf.parallel -----------------------===//

#include "conversion/common/Loops.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "nn-c/OpDef.h"
#include "support/OpName.h"

MlirOperation nnWrapInParallel(MlirOperation first, MlirOperation end, int r,
                               const MlirValue *bounds, MlirAttribute mapping) {
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

bool nnConstantIndex(MlirValue value, int64_t *out) {
  if (!mlirValueIsAOpResult(value))
    return false;
  MlirOperation op = mlirOpResultGetOwner(value);
  if (!nnOpIs(op, "arith.constant"))
    return false;
  MlirAttribute attr = mlirOperationGetAttributeByName(op, nnStr("value"));
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsAInteger(attr))
    return false;
  *out = mlirIntegerAttrGetValueInt(attr);
  return true;
}

MlirValue nnIndexConstantBefore(MlirBlock block, MlirOperation before,
                                MlirLocation loc, int64_t value) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirType index = mlirIndexTypeGet(ctx);
  MlirOperationState s = mlirOperationStateGet(nnStr("arith.constant"), loc);
  MlirNamedAttribute a = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, nnStr("value")), mlirIntegerAttrGet(index, value));
  mlirOperationStateAddAttributes(&s, 1, &a);
  mlirOperationStateAddResults(&s, 1, &index);
  MlirOperation op = mlirOperationCreate(&s);
  if (mlirOperationIsNull(before))
    mlirBlockAppendOwnedOperation(block, op);
  else
    mlirBlockInsertOwnedOperationBefore(block, before, op);
  return mlirOperationGetResult(op, 0);
}

bool nnIsWithin(MlirOperation op, MlirOperation ancestor) {
  for (; !mlirOperationIsNull(op); op = mlirOperationGetParentOperation(op))
    if (mlirOperationEqual(op, ancestor))
      return true;
  return false;
}

bool nnDefinedOutside(MlirValue value, MlirOperation loop) {
  MlirOperation def =
      mlirValueIsAOpResult(value)
          ? mlirOpResultGetOwner(value)
          : mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(value));
  return !nnIsWithin(def, loop);
}
