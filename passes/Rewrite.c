//===- Rewrite.c - What graph rewrites share ------------------------------===//

#include "Rewrite.h"

#include "dialect/ShapeContext.h"
#include "nn-c/Dialect.h"
#include "support/OpName.h"

#include "mlir-c/BuiltinTypes.h"

const NnOpDef *nnRewriteDefOf(MlirOperation op) {
  return mlirOperationIsNull(op)
             ? NULL
             : nnLookupOp(mlirIdentifierStr(mlirOperationGetName(op)));
}

MlirOperation nnRewriteProducer(MlirValue value) {
  return mlirValueIsAOpResult(value) ? mlirOpResultGetOwner(value)
                                     : (MlirOperation){NULL};
}

bool nnRewriteHasOneUse(MlirValue value) {
  MlirOpOperand use = mlirValueGetFirstUse(value);
  return !mlirOpOperandIsNull(use) &&
         mlirOpOperandIsNull(mlirOpOperandGetNextUse(use));
}

MlirOperation nnRewriteCreateOp(const char *name, MlirOperation before,
                                intptr_t numOperands, const MlirValue *operands,
                                MlirType type, intptr_t numAttrs,
                                const MlirNamedAttribute *attrs) {
  MlirOperationState state =
      mlirOperationStateGet(nnStr(name), mlirOperationGetLocation(before));
  mlirOperationStateAddOperands(&state, numOperands, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  mlirOperationStateAddAttributes(&state, numAttrs, attrs);
  MlirOperation op = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before,
                                      op);
  return op;
}

MlirValue nnRewriteConstant(MlirOperation before, MlirAttribute value) {
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(mlirAttributeGetContext(value), nnStr("value")), value);
  return mlirOperationGetResult(
      nnRewriteCreateOp("arith.constant", before, 0, NULL,
                        mlirAttributeGetType(value), 1, &attr),
      0);
}

MlirValue nnRewriteCreate(const char *name, MlirOperation before,
                          intptr_t numOperands, const MlirValue *operands,
                          MlirType type) {
  return mlirOperationGetResult(
      nnRewriteCreateOp(name, before, numOperands, operands, type, 0, NULL), 0);
}

void nnRewriteReplaceOp(MlirOperation op, MlirValue value, bool carryName) {
  MlirOperation target = nnRewriteProducer(value);
  MlirAttribute name =
      mlirOperationGetDiscardableAttributeByName(op, nnStr("nn.name"));
  if (carryName && !mlirAttributeIsNull(name) && !mlirOperationIsNull(target) &&
      mlirAttributeIsNull(
          mlirOperationGetDiscardableAttributeByName(target, nnStr("nn.name"))))
    mlirOperationSetDiscardableAttributeByName(target, nnStr("nn.name"), name);
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), value);
  mlirOperationDestroy(op);
}

void nnRewriteEraseIfDead(MlirValue value) {
  MlirOperation op = nnRewriteProducer(value);
  if (!mlirOperationIsNull(op) &&
      mlirOpOperandIsNull(mlirValueGetFirstUse(value)) &&
      mlirOperationGetNumResults(op) == 1)
    mlirOperationDestroy(op);
}

bool nnRewriteOutputChannels(MlirOperation op, int64_t *resultDim,
                             int64_t *weightDim) {
  const NnOpDef *def = nnRewriteDefOf(op);
  if (!def || !def->channels.outputChannels ||
      mlirOperationGetNumOperands(op) < 2 || mlirOperationGetNumResults(op) < 1)
    return false;
  MlirType types[2];
  for (intptr_t i = 0; i < 2; ++i) {
    types[i] = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (!mlirTypeIsARankedTensor(types[i]))
      return false;
  }
  MlirType result = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (!mlirTypeIsARankedTensor(result))
    return false;
  NnShapeContext shape = {.def = def,
                          .context = mlirOperationGetContext(op),
                          .op = op,
                          .numOperands = 2,
                          .operandTypes = types};
  bool known = def->channels.outputChannels(&shape, resultDim, weightDim);
  nnShapeContextDispose(&shape);
  return known && *weightDim >= 0 &&
         *weightDim < mlirShapedTypeGetRank(types[1]) && *resultDim >= 0 &&
         *resultDim < mlirShapedTypeGetRank(result);
}
