//===- FlattenConstants.c - Constant globals as flat LLVM arrays ----------===//
//
// --nn-flatten-llvm-constants gives every `llvm.mlir.global` whose value is
// a dense or dense_resource tensor of rank 2 or more the flat type
// `!llvm.array<N x T>` and the same data as a rank-1 tensor (a dense_resource
// keeps its blob: DenseResource.h).
//
// Why: MLIR's translation to LLVM IR builds a nested constant that follows
// the global's type, one ConstantDataArray per innermost row, each uniqued
// in the LLVMContext. A 1x1 convolution's weight, 256x64x1x1, became 16384
// one-float arrays and 256 arrays of arrays; ResNet-50's 25M weights, most
// in 1x1 and 3x3 convolutions, took minutes and gigabytes to translate
// (4 min and 4.4 GB in nn-run; docs/benchmarks.md). A flat global is one
// ConstantDataArray, made from the raw bytes at once.
//
// The globals' users are `llvm.mlir.addressof`, whose result is an opaque
// pointer, and the GEPs after it carry their own element type: the bytes
// are laid out the same either way, so nothing else changes. One walk
// collects the globals, one loop rewrites them: linear in the module.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "support/DenseResource.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"
#include "support/OpList.h"
#include "support/OpName.h"

static MlirWalkResult collect(MlirOperation op, void *userData) {
  if (!nnOpIs(op, "llvm.mlir.global"))
    return MlirWalkResultAdvance;
  MlirAttribute value = mlirOperationGetAttributeByName(op, nnStr("value"));
  if (mlirAttributeIsNull(value) ||
      !(mlirAttributeIsADenseElements(value) ||
        mlirAttributeIsADenseResourceElements(value)))
    return MlirWalkResultAdvance;
  MlirType type = mlirAttributeGetType(value);
  if (!mlirTypeIsARankedTensor(type) || mlirShapedTypeGetRank(type) < 2 ||
      !mlirShapedTypeHasStaticShape(type))
    return MlirWalkResultAdvance;
  // Element types LLVM holds as ConstantDataArray: whole bytes.
  MlirType element = mlirShapedTypeGetElementType(type);
  if (!mlirTypeIsAFloat(element) &&
      !(mlirTypeIsAInteger(element) &&
        mlirIntegerTypeGetWidth(element) % 8 == 0))
    return MlirWalkResultAdvance;
  return nnOpListPush(userData, op) ? MlirWalkResultAdvance
                                    : MlirWalkResultInterrupt;
}

static void flatten(MlirOperation global) {
  MlirAttribute value = mlirOperationGetAttributeByName(global, nnStr("value"));
  MlirType type = mlirAttributeGetType(value);
  MlirType element = mlirShapedTypeGetElementType(type);
  int64_t count = 1;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
    count *= mlirShapedTypeGetDimSize(type, d);
  MlirType flat =
      mlirRankedTensorTypeGet(1, &count, element, mlirAttributeGetNull());
  MlirAttribute flatValue = mlirAttributeIsADenseResourceElements(value)
                                ? nnDenseResourceReshape(value, flat)
                                : mlirDenseElementsAttrReshapeGet(value, flat);
  if (mlirAttributeIsNull(flatValue))
    return; // left nested: slower to translate, still right
  mlirOperationSetAttributeByName(global, nnStr("value"), flatValue);
  mlirOperationSetAttributeByName(
      global, nnStr("global_type"),
      mlirTypeAttrGet(mlirLLVMArrayTypeGet(element, (unsigned)count)));
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  NnOpList list = {0};
  mlirOperationWalk(module, collect, &list, MlirWalkPreOrder);
  for (size_t i = 0; i < list.count; ++i)
    flatten(list.ops[i]);
  nnOpListFree(&list);
  return mlirLogicalResultSuccess();
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__llvm__();
  return 1;
}

const NnPassDef nnFlattenLlvmConstantsPass = {
    .argument = "nn-flatten-llvm-constants",
    .name = "NNFlattenLlvmConstants",
    .description = "Give constant llvm.mlir.global ops of rank-2+ tensors a "
                   "flat array type, which LLVM translates as one constant "
                   "instead of one per innermost row",
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
    .dependentDialects = dialects,
};
