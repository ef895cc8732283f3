//===- SignlessIntegers.c - Unsigned integer types to signless ones -------===//
//
// nn IR spells unsigned tensors with MLIR's unsigned integer types
// (tensor<4xui8>), so that an op's integer semantics follow from its operand
// types. arith, linalg's named-op bodies, bufferization and the LLVM
// lowering only take signless integers, though: --convert-nn-to-linalg has
// already chosen the unsigned arith ops (divui, cmpi ult, extui, uitofp ...;
// LinalgBuilder.h) from the unsigned types, and once every nn op is lowered
// the types have said all they had to. This step then renames every
// remaining unsigned type to its signless twin of the same width: op results,
// block arguments (the function's own included), function types, type
// attributes and integer and dense constants (rebuilt over the same bytes;
// a dense_resource keeps its very blob). Unsigned and signless integers of
// one width have one bit layout, so no value changes: only what the types
// say. It runs at the end of --convert-nn-to-linalg and is a pass of its own
// (--nn-signless-integers) for tests and for IR from elsewhere.
//
// Attributes nested in arrays or dictionaries are left as they are: no op
// this pipeline creates puts a typed value there.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/SignlessIntegers.h"
#include "conversion/Passes.h"
#include "nn-c/OpDef.h"
#include "support/DenseResource.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

#include <stdbool.h>
#include <stdlib.h>

// `type` with every unsigned integer in it signless; `type` itself when it
// holds none (the common case, so nothing is rebuilt).
static MlirType signless(MlirType type) {
  if (mlirTypeIsAInteger(type))
    return mlirIntegerTypeIsUnsigned(type)
               ? mlirIntegerTypeGet(mlirTypeGetContext(type),
                                    mlirIntegerTypeGetWidth(type))
               : type;
  if (mlirTypeIsAShaped(type)) {
    MlirType element = mlirShapedTypeGetElementType(type);
    MlirType renamed = signless(element);
    if (mlirTypeEqual(renamed, element))
      return type;
    if (mlirTypeIsAUnrankedTensor(type))
      return mlirUnrankedTensorTypeGet(renamed);
    intptr_t rank = mlirShapedTypeGetRank(type);
    if (rank > NN_MAX_RANK)
      return type; // not from nn: left alone
    int64_t shape[NN_MAX_RANK];
    for (intptr_t i = 0; i < rank; ++i)
      shape[i] = mlirShapedTypeGetDimSize(type, i);
    if (mlirTypeIsARankedTensor(type))
      return mlirRankedTensorTypeGet(rank, shape, renamed,
                                     mlirRankedTensorTypeGetEncoding(type));
    if (mlirTypeIsAMemRef(type))
      return mlirMemRefTypeGet(renamed, rank, shape,
                               mlirMemRefTypeGetLayout(type),
                               mlirMemRefTypeGetMemorySpace(type));
    if (mlirTypeIsAVector(type))
      return mlirVectorTypeGet(rank, shape, renamed);
    return type;
  }
  if (mlirTypeIsAFunction(type)) {
    intptr_t numInputs = mlirFunctionTypeGetNumInputs(type);
    intptr_t numResults = mlirFunctionTypeGetNumResults(type);
    MlirType *types =
        calloc((size_t)(numInputs + numResults) + 1, sizeof(MlirType));
    if (!types)
      return type; // the verifier then names the unsigned type left
    bool changed = false;
    for (intptr_t i = 0; i < numInputs + numResults; ++i) {
      MlirType old = i < numInputs
                         ? mlirFunctionTypeGetInput(type, i)
                         : mlirFunctionTypeGetResult(type, i - numInputs);
      types[i] = signless(old);
      changed |= !mlirTypeEqual(types[i], old);
    }
    MlirType result =
        changed ? mlirFunctionTypeGet(mlirTypeGetContext(type), numInputs,
                                      types, numResults, types + numInputs)
                : type;
    free(types);
    return result;
  }
  return type;
}

// `attr` over signless types, or `attr` itself.
static MlirAttribute signlessAttr(MlirAttribute attr) {
  if (mlirAttributeIsAType(attr)) {
    MlirType type = mlirTypeAttrGetValue(attr);
    MlirType renamed = signless(type);
    return mlirTypeEqual(type, renamed) ? attr : mlirTypeAttrGet(renamed);
  }
  MlirType type = mlirAttributeGetType(attr);
  if (mlirTypeIsNull(type))
    return attr;
  MlirType renamed = signless(type);
  if (mlirTypeEqual(type, renamed))
    return attr;
  if (mlirAttributeIsAInteger(attr))
    return mlirIntegerAttrGet(renamed,
                              (int64_t)mlirIntegerAttrGetValueUInt(attr));
  if (mlirAttributeIsADenseElements(attr)) {
    // Same bytes: one element for a splat, else all of them.
    MlirType element = mlirShapedTypeGetElementType(type);
    size_t bytes = (size_t)mlirIntegerTypeGetWidth(element) / 8;
    if (!mlirDenseElementsAttrIsSplat(attr))
      for (intptr_t i = 0, rank = mlirShapedTypeGetRank(type); i < rank; ++i)
        bytes *= (size_t)mlirShapedTypeGetDimSize(type, i);
    return mlirDenseElementsAttrRawBufferGet(
        renamed, bytes, mlirDenseElementsAttrGetRawData(attr));
  }
  if (mlirAttributeIsADenseResourceElements(attr)) {
    MlirAttribute same = nnDenseResourceReshape(attr, renamed);
    return mlirAttributeIsNull(same) ? attr : same;
  }
  return attr;
}

static void renameValue(MlirValue value) {
  MlirType type = mlirValueGetType(value);
  MlirType renamed = signless(type);
  if (!mlirTypeEqual(type, renamed))
    mlirValueSetType(value, renamed);
}

static MlirWalkResult renameOp(MlirOperation op, void *userData) {
  (void)userData;
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i)
    renameValue(mlirOperationGetResult(op, i));
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; ++r)
    for (MlirBlock block =
             mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(block); block = mlirBlockGetNextInRegion(block))
      for (intptr_t i = 0, m = mlirBlockGetNumArguments(block); i < m; ++i)
        renameValue(mlirBlockGetArgument(block, i));
  for (intptr_t i = 0, n = mlirOperationGetNumAttributes(op); i < n; ++i) {
    MlirNamedAttribute named = mlirOperationGetAttribute(op, i);
    MlirAttribute renamed = signlessAttr(named.attribute);
    if (!mlirAttributeEqual(renamed, named.attribute))
      mlirOperationSetAttributeByName(op, mlirIdentifierStr(named.name),
                                      renamed);
  }
  return MlirWalkResultAdvance;
}

void nnMakeIntegersSignless(MlirOperation root) {
  mlirOperationWalk(root, renameOp, NULL, MlirWalkPostOrder);
}

static MlirLogicalResult run(MlirOperation root, void *state) {
  (void)state;
  nnMakeIntegersSignless(root);
  return mlirLogicalResultSuccess();
}

const NnPassDef nnSignlessIntegersPass = {
    .argument = "nn-signless-integers",
    .name = "NNSignlessIntegers",
    .description = "Rename unsigned integer types (ui8 ... ui64) to their "
                   "signless twins once nn ops are lowered (the last step of "
                   "--convert-nn-to-linalg)",
    .run = run,
    .opName = "",
};
