// --fold-constants on a custom op that the CPU lowering does not know: the
// op (and what depends on it) stays, and everything else still folds in the
// same pass run. The custom op exists only in this program's registry, so
// the test drives the pass through the C API.
//
// RUN: nn-capi-fold-custom-op 2>&1 | FileCheck %s

#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "nn-c/Dialect.h"
#include "nn-c/Passes.h"

#include <stdio.h>

// nn.my_double: an elementwise custom op with no lowering.
static MlirLogicalResult inferSame(NnShapeContext *ctx, MlirType *results) {
  results[0] = nnShapeGetOperandType(ctx, 0);
  return mlirLogicalResultSuccess();
}

static const NnValueDef input[] = {{"input", NN_SINGLE, NN_FLOAT, "Any."}};
static const NnValueDef output[] = {{"output", NN_SINGLE, NN_FLOAT, "Same."}};
static const NnOpDef myDouble = {
    .name = "nn.my_double",
    .summary = "Doubles its input (no lowering)",
    .operands = input,
    .numOperands = 1,
    .results = output,
    .numResults = 1,
    .fusionKind = NN_FUSION_ELEMENTWISE,
    .pure = true,
    .inferShape = inferSame,
};

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

int main(void) {
  if (mlirLogicalResultIsFailure(nnRegisterOp(&myDouble, print, NULL)))
    return 1;
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__arith__(), ctx);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx)))
    return 1;
  MlirModule module = mlirModuleCreateParse(
      ctx, mlirStringRefCreateFromCString(
               "func.func @f() -> (tensor<2xf32>, tensor<2xf32>) {\n"
               "  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>\n"
               "  %0 = \"nn.my_double\"(%a) : (tensor<2xf32>) -> "
               "tensor<2xf32>\n"
               "  %1 = \"nn.neg\"(%0) : (tensor<2xf32>) -> tensor<2xf32>\n"
               "  %2 = \"nn.neg\"(%a) : (tensor<2xf32>) -> tensor<2xf32>\n"
               "  return %1, %2 : tensor<2xf32>, tensor<2xf32>\n"
               "}\n"));
  if (mlirModuleIsNull(module))
    return 1;
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(
      pm, nnCreateFoldConstantsPass(mlirStringRefCreateFromCString(""), NULL,
                                    NULL));
  // CHECK: fold: ok
  printf("fold: %s\n", mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(
                           pm, mlirModuleGetOperation(module)))
                           ? "ok"
                           : "failed");
  // CHECK-LABEL: func.func @f
  // CHECK: %[[A:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00]>
  // CHECK: %[[D:.*]] = "nn.my_double"(%[[A]])
  // CHECK: %[[M:.*]] = "nn.neg"(%[[D]])
  // CHECK: %[[N:.*]] = arith.constant dense<[-1.000000e+00, -2.000000e+00]>
  // CHECK: return %[[M]], %[[N]]
  mlirOperationPrint(mlirModuleGetOperation(module), print, NULL);
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
