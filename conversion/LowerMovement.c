//===- LowerMovement.c - Data movement ops to linalg and tensor -----------===//
//
// nn.transpose is linalg.transpose into a tensor.empty; nn.reshape (and
// squeeze, unsqueeze, flatten, whose static result types say all) is
// tensor.reshape with its static shape as an i64 constant; nn.broadcast_to
// is a linalg.generic copying through the NumPy broadcasting map.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirStringRef str(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

MlirLogicalResult nnLowerTranspose(NnLowering *l) {
  NnBuilder *b = &l->b;
  MlirValue input = nnLowerOperand(l, 0);
  MlirType result = nnLowerResultType(l, 0);
  int64_t perm[NN_MAX_RANK];
  intptr_t rank = nnLowerIntArray(l, "perm", perm);
  MlirValue operands[] = {input, nnbEmpty(b, result)};
  MlirNamedAttribute attr =
      mlirNamedAttributeGet(mlirIdentifierGet(b->ctx, str("permutation")),
                            mlirDenseI64ArrayGet(b->ctx, rank, perm));
  // The body yields the input element, as linalg.transpose's builder makes.
  MlirType element = nnbElementType(input);
  MlirType argTypes[] = {element, element};
  MlirLocation argLocs[] = {b->loc, b->loc};
  MlirBlock body = mlirBlockCreate(2, argTypes, argLocs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirOperationState state =
      mlirOperationStateGet(str("linalg.transpose"), b->loc);
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddResults(&state, 1, &result);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation transpose = nnBuild(b, &state);
  NnBuilder inner = {b->ctx, b->loc, body, (MlirOperation){NULL}};
  MlirValue yielded = mlirBlockGetArgument(body, 0);
  MlirOperationState yield = mlirOperationStateGet(str("linalg.yield"), b->loc);
  mlirOperationStateAddOperands(&yield, 1, &yielded);
  nnBuild(&inner, &yield);
  l->results[0] = mlirOperationGetResult(transpose, 0);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLowerReshape(NnLowering *l) {
  NnBuilder *b = &l->b;
  MlirType result = nnLowerResultType(l, 0);
  intptr_t rank = mlirShapedTypeGetRank(result);
  int64_t shape[rank + 1];
  for (intptr_t i = 0; i < rank; ++i)
    shape[i] = mlirShapedTypeGetDimSize(result, i);
  int64_t shapeDims[] = {rank};
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  MlirType shapeType =
      mlirRankedTensorTypeGet(1, shapeDims, i64, mlirAttributeGetNull());
  MlirNamedAttribute value = mlirNamedAttributeGet(
      mlirIdentifierGet(b->ctx, str("value")),
      mlirDenseElementsAttrInt64Get(shapeType, rank, shape));
  MlirOperationState constant =
      mlirOperationStateGet(str("arith.constant"), b->loc);
  mlirOperationStateAddAttributes(&constant, 1, &value);
  mlirOperationStateAddResults(&constant, 1, &shapeType);
  MlirValue operands[] = {
      nnLowerOperand(l, 0),
      mlirOperationGetResult(nnBuild(b, &constant), 0),
  };
  MlirOperationState reshape =
      mlirOperationStateGet(str("tensor.reshape"), b->loc);
  mlirOperationStateAddOperands(&reshape, 2, operands);
  mlirOperationStateAddResults(&reshape, 1, &result);
  l->results[0] = mlirOperationGetResult(nnBuild(b, &reshape), 0);
  return mlirLogicalResultSuccess();
}

static void copyBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  yields[0] = args[0];
}

MlirLogicalResult nnLowerBroadcastTo(NnLowering *l) {
  MlirValue input = nnLowerOperand(l, 0);
  l->results[0] =
      nnbElementwise(&l->b, nnLowerResultType(l, 0), 1, &input, copyBody, NULL);
  return mlirLogicalResultSuccess();
}
