//===- Infer.c - Result types from operand types and attributes -----------===//
//
// nnInferResultTypes runs an op's shape function outside of any IR: the graph
// builder uses it to create ops without their callers computing result
// types, and passes use it to refine types. It checks what the shape
// function relies on first (operand count, tensor types, attribute kinds),
// so that a shape function never sees malformed input.
//
//===----------------------------------------------------------------------===//

#include "Infer.h"
#include "Checks.h"
#include "Registry.h"
#include "ShapeContext.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"

#include <stdlib.h>
#include <string.h>

static MlirAttribute findAttribute(const MlirNamedAttribute *attributes,
                                   intptr_t count, const char *name) {
  MlirStringRef key = mlirStringRefCreateFromCString(name);
  for (intptr_t i = 0; i < count; ++i)
    if (mlirStringRefEqual(mlirIdentifierStr(attributes[i].name), key))
      return attributes[i].attribute;
  return (MlirAttribute){NULL};
}

static bool checkInputs(const NnOpDef *def, intptr_t numOperands,
                        const MlirType *operandTypes, intptr_t numAttributes,
                        const MlirNamedAttribute *attributes,
                        NnStringBuffer *error) {
  if (!nnValueCountFits(def->operands, def->numOperands, numOperands)) {
    nnStringBufferPrintf(error, "'%s' op cannot take %lld operands", def->name,
                         (long long)numOperands);
    return false;
  }
  for (intptr_t i = 0; i < numOperands; ++i) {
    const NnValueDef *slot =
        nnSlotOf(def->operands, def->numOperands, numOperands, i);
    nnStringBufferPrintf(error, "'%s' op ", def->name);
    if (!nnCheckValueType("operand", i, slot, operandTypes[i], false, error))
      return false;
    nnStringBufferClear(error);
  }
  for (intptr_t i = 0; i < numAttributes; ++i) {
    nnStringBufferPrintf(error, "'%s' op ", def->name);
    if (!nnCheckAttributeIsKnown(def, mlirIdentifierStr(attributes[i].name),
                                 error))
      return false;
    nnStringBufferClear(error);
  }
  for (int i = 0; i < def->numAttributes; ++i) {
    const NnAttrDef *attr = &def->attributes[i];
    nnStringBufferPrintf(error, "'%s' op ", def->name);
    if (!nnCheckAttribute(
            attr, findAttribute(attributes, numAttributes, attr->name), error))
      return false;
    nnStringBufferClear(error);
  }
  return true;
}

// What a shape function returned, checked before it is used: a custom op's
// shape function is the framework's code, and every user of the types
// (the builder creating the op, the verifier comparing them, --infer-shapes
// refining with them) takes them for tensors of rank at most NN_MAX_RANK. A
// null type is "not inferred" where a declared type exists, and an error
// where it would become the result's type (`needTypes`): the graph builder
// created an op with a null result type, which crashed MLIR's verifier
// (found by test/fuzz/register_op.c).
static MlirLogicalResult checkInferred(intptr_t numResults,
                                       const MlirType *types, bool needTypes,
                                       NnStringBuffer *error) {
  for (intptr_t i = 0; i < numResults; ++i) {
    if (mlirTypeIsNull(types[i]) ? needTypes : !mlirTypeIsATensor(types[i])) {
      nnStringBufferPrintf(error, "shape function returned %s for result #%lld",
                           mlirTypeIsNull(types[i]) ? "no type"
                                                    : "a type that is not a "
                                                      "tensor",
                           (long long)i);
      return mlirLogicalResultFailure();
    }
    if (!mlirTypeIsNull(types[i]) &&
        !nnCheckRank("inferred result", i, types[i], error))
      return mlirLogicalResultFailure();
  }
  return mlirLogicalResultSuccess();
}

MlirLogicalResult
nnInferResultTypes(const NnOpDef *def, MlirContext ctx, intptr_t numOperands,
                   const MlirType *operandTypes, intptr_t numAttributes,
                   const MlirNamedAttribute *attributes, intptr_t numResults,
                   MlirType *results, MlirStringCallback errorCallback,
                   void *userData) {
  if (!def || mlirContextIsNull(ctx) || numOperands < 0 || numAttributes < 0 ||
      numResults < 0 || (numOperands && !operandTypes) ||
      (numAttributes && !attributes) || (numResults && !results)) {
    if (errorCallback)
      errorCallback(mlirStringRefCreateFromCString(
                        "nnInferResultTypes: a null op, context or array"),
                    userData);
    return mlirLogicalResultFailure();
  }
  NnShapeContext shape = {
      .def = def,
      .context = ctx,
      .numOperands = numOperands,
      .operandTypes = operandTypes,
      .numAttributes = numAttributes,
      .attributes = attributes,
      .numResults = numResults,
  };
  MlirLogicalResult result = mlirLogicalResultFailure();
  if (!nnValueCountFits(def->results, def->numResults, numResults)) {
    nnStringBufferPrintf(&shape.error, "'%s' op cannot have %lld results",
                         def->name, (long long)numResults);
  } else if (checkInputs(def, numOperands, operandTypes, numAttributes,
                         attributes, &shape.error)) {
    for (intptr_t i = 0; i < numResults; ++i)
      results[i] = (MlirType){NULL};
    result = def->inferShape(&shape, results);
    if (mlirLogicalResultIsSuccess(result))
      result = checkInferred(numResults, results, true, &shape.error);
    if (mlirLogicalResultIsFailure(result)) {
      // Prefix the shape function's message with the op, as the verifier does.
      NnStringBuffer message = {0};
      nnStringBufferPrintf(&message, "'%s' op %s", def->name,
                           nnStringBufferStr(&shape.error));
      nnStringBufferFree(&shape.error);
      shape.error = message;
    }
  }
  if (mlirLogicalResultIsFailure(result) && errorCallback)
    errorCallback(mlirStringRefCreate(nnStringBufferStr(&shape.error),
                                      shape.error.length),
                  userData);
  nnShapeContextDispose(&shape);
  return result;
}

// nnInferOperationTypes, with `dims` (or NULL) handed to the shape function.
static MlirLogicalResult inferOperation(MlirOperation op, const NnOpDef *def,
                                        MlirType *inferred, NnShapeDims *dims,
                                        NnStringBuffer *error) {
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  intptr_t numResults = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < numResults; ++i)
    inferred[i] = (MlirType){NULL};
  // Shape functions keep dimensions in arrays of NN_MAX_RANK and may see IR
  // the verifier has not checked (passes run from the plugin or the C API).
  for (intptr_t i = 0; i < numOperands; ++i)
    if (!nnCheckRank("operand", i,
                     mlirValueGetType(mlirOperationGetOperand(op, i)), error))
      return mlirLogicalResultFailure();
  for (intptr_t i = 0; i < numResults; ++i)
    if (!nnCheckRank("result", i,
                     mlirValueGetType(mlirOperationGetResult(op, i)), error))
      return mlirLogicalResultFailure();
  MlirType *operands = nnAllocArray((size_t)numOperands + 1, sizeof(MlirType));
  MlirType *declared = nnAllocArray((size_t)numResults + 1, sizeof(MlirType));
  if (!operands || !declared) {
    free(operands);
    free(declared);
    nnStringBufferPrintf(error, "out of memory");
    return mlirLogicalResultFailure();
  }
  for (intptr_t i = 0; i < numOperands; ++i)
    operands[i] = mlirValueGetType(mlirOperationGetOperand(op, i));
  for (intptr_t i = 0; i < numResults; ++i)
    declared[i] = mlirValueGetType(mlirOperationGetResult(op, i));
  NnShapeContext shape = {
      .def = def,
      .context = mlirOperationGetContext(op),
      .op = op,
      .numOperands = numOperands,
      .operandTypes = operands,
      .numResults = numResults,
      .declaredResults = declared,
      .dims = dims,
  };
  MlirLogicalResult result = def->inferShape(&shape, inferred);
  if (mlirLogicalResultIsSuccess(result))
    result = checkInferred(numResults, inferred, false, &shape.error);
  if (mlirLogicalResultIsFailure(result))
    nnStringBufferAppend(error, nnStringBufferStr(&shape.error),
                         shape.error.length);
  nnShapeContextDispose(&shape);
  free(operands);
  free(declared);
  return result;
}

MlirLogicalResult nnInferOperationTypes(MlirOperation op, const NnOpDef *def,
                                        MlirType *inferred,
                                        NnStringBuffer *error) {
  return inferOperation(op, def, inferred, NULL, error);
}

// Makes row `dims` of a result agree with `type`: constants where static.
static void settleStatic(NnShapeDims *dims, MlirAffineExpr *row, MlirType type,
                         MlirContext ctx) {
  for (intptr_t d = 0, rank = mlirShapedTypeGetRank(type); d < rank; ++d) {
    if (mlirShapedTypeIsDynamicDim(type, d))
      continue;
    MlirAffineExpr size =
        mlirAffineConstantExprGet(ctx, mlirShapedTypeGetDimSize(type, d));
    if (!mlirAffineExprIsNull(row[d]) && !mlirAffineExprEqual(row[d], size)) {
      NnShapeContext shape = {.dims = dims};
      nnShapeRequireEqualDims(&shape, row[d], size);
    }
    row[d] = size;
  }
}

MlirLogicalResult nnInferOperationDims(MlirOperation op, const NnOpDef *def,
                                       NnShapeDims *dims,
                                       NnStringBuffer *error) {
  intptr_t numResults = mlirOperationGetNumResults(op);
  for (intptr_t r = 0; r < numResults; ++r)
    for (int d = 0; d < NN_MAX_RANK; ++d)
      dims->results[r][d] = (MlirAffineExpr){NULL};
  MlirType *inferred = nnAllocArray((size_t)numResults + 1, sizeof(MlirType));
  if (!inferred) {
    nnStringBufferPrintf(error, "out of memory");
    return mlirLogicalResultFailure();
  }
  MlirLogicalResult result = inferOperation(op, def, inferred, dims, error);
  MlirContext ctx = mlirOperationGetContext(op);
  for (intptr_t r = 0; r < numResults && mlirLogicalResultIsSuccess(result);
       ++r) {
    MlirType declared = mlirValueGetType(mlirOperationGetResult(op, r));
    if (!mlirTypeIsNull(inferred[r]) && mlirTypeIsARankedTensor(inferred[r]))
      settleStatic(dims, dims->results[r], inferred[r], ctx);
    if (mlirTypeIsARankedTensor(declared))
      settleStatic(dims, dims->results[r], declared, ctx);
  }
  if (dims->outOfMemory) {
    nnStringBufferPrintf(error, "out of memory");
    result = mlirLogicalResultFailure();
  }
  free(inferred);
  return result;
}

bool nnTypesCompatible(MlirType declared, MlirType inferred, int64_t *badDim) {
  *badDim = -1;
  if (!mlirTypeEqual(nnElementType(declared), nnElementType(inferred)))
    return false;
  if (!mlirTypeIsARankedTensor(declared) || !mlirTypeIsARankedTensor(inferred))
    return true;
  if (nnRank(declared) != nnRank(inferred))
    return false;
  for (int64_t i = 0; i < nnRank(declared); ++i) {
    int64_t a = nnDim(declared, i), b = nnDim(inferred, i);
    if (a != NN_DYNAMIC && b != NN_DYNAMIC && a != b) {
      *badDim = i;
      return false;
    }
  }
  return true;
}

MlirType nnMergeTypes(MlirType declared, MlirType inferred) {
  if (!mlirTypeIsARankedTensor(inferred))
    return declared;
  if (!mlirTypeIsARankedTensor(declared))
    return inferred;
  // Shape functions make ranks up to NN_MAX_RANK (nnInferOperationTypes).
  int64_t rank = nnRank(inferred), shape[NN_MAX_RANK];
  if (rank > NN_MAX_RANK)
    return inferred;
  for (int64_t i = 0; i < rank; ++i)
    shape[i] = nnDim(inferred, i) == NN_DYNAMIC ? nnDim(declared, i)
                                                : nnDim(inferred, i);
  return nnTensorType(rank, shape, nnElementType(inferred));
}
