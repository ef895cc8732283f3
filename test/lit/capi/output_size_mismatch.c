// A custom op whose lowering disagrees with its shape function: the rule
// says the result has the input's rows, the lowering concatenates the
// input with itself and makes twice as many. The runtime sizes the caller's
// output buffer from the rule (the shape facts), the code its own result
// from the lowering; nn-dynamic-results-in-place writes the result into the
// caller's buffer only when they agree, so this bug gives an error and an
// untouched buffer (before, a copy of twice the rows past the buffer's
// end: the sanitized build reports such a write).
//
// RUN: nn-capi-output-size-mismatch | FileCheck %s

#include "nn-c/Compile.h"
#include "nn-c/Dialect.h"
#include "nn-c/Lowering.h"
#include "nn-c/Run.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"

#include <stdio.h>

static MlirStringRef str(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

static void printError(MlirStringRef text, void *userData) {
  (void)userData;
  printf("error: %.*s\n", (int)text.length, text.data);
}

// The rule: the input's type and sizes.
static MlirLogicalResult sameAsInput(NnShapeContext *ctx, MlirType *results) {
  results[0] = nnShapeGetOperandType(ctx, 0);
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}

// The lowering: tensor.concat of the input with itself along the rows.
static MlirLogicalResult lowerDoubled(NnLowering *l) {
  MlirContext ctx = nnLoweringGetContext(l);
  MlirValue x = nnLoweringGetOperand(l, 0);
  MlirValue operands[] = {x, x};
  MlirType type = nnLoweringGetResultType(l, 0);
  MlirNamedAttribute dim =
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("dim")),
                            mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 0));
  MlirOperationState state = mlirOperationStateGet(
      str("tensor.concat"), mlirOperationGetLocation(nnLoweringGetOp(l)));
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  mlirOperationStateAddAttributes(&state, 1, &dim);
  MlirOperation concat = nnLoweringInsert(l, mlirOperationCreate(&state));
  nnLoweringSetResult(l, 0, mlirOperationGetResult(concat, 0));
  return mlirLogicalResultSuccess();
}

static const NnValueDef in[] = {{"x", NN_SINGLE, NN_FLOAT, "The input."}};
static const NnValueDef out[] = {{"y", NN_SINGLE, NN_FLOAT, "The result."}};

static const NnOpDef doubled = {
    .name = "nn.doubled",
    .summary = "A lowering that contradicts its shape function",
    .operands = in,
    .numOperands = 1,
    .results = out,
    .numResults = 1,
    .fusionKind = NN_FUSION_OPAQUE,
    .pure = true,
    .inferShape = sameAsInput,
    .lower = lowerDoubled,
    .lowersDynamicDims = true,
};

static const char *kGraph =
    "func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {\n"
    "  %0 = \"nn.doubled\"(%x) : (tensor<?x4xf32>) -> tensor<?x4xf32>\n"
    "  return %0 : tensor<?x4xf32>\n"
    "}\n";

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  // Ops are registered before a context loads the dialect.
  nnRegisterOp(&doubled, printError, NULL);
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx)))
    return 1;
  MlirModule module = mlirModuleCreateParse(ctx, str(kGraph));
  NnExecutable exe = nnCompile(module, NULL, printError, NULL);
  if (nnExecutableIsNull(exe))
    return 1;

  // The rule gives 2 rows; the code makes 4.
  // CHECK: shape from the rule: [2, 4]
  float x[8] = {1, 2, 3, 4, 5, 6, 7, 8}, y[8];
  int64_t shape[2] = {2, 4}, outShape[2] = {0, 0};
  int64_t *outShapes[1] = {outShape};
  NnTensor input = {x, NN_ELEMENT_F32, 2, shape};
  nnExecutableInferOutputShapes(exe, str("main"), 1, &input, 1, outShapes,
                                printError, NULL);
  printf("shape from the rule: [%lld, %lld]\n", (long long)outShape[0],
         (long long)outShape[1]);

  // CHECK-NEXT: error: @main: internal error: the code computed output #0 at a shape other than its shape rules give (a lowering disagrees with its op's shape function) and left it unwritten
  // CHECK-NEXT: run: failed, buffer untouched: yes
  for (int i = 0; i < 8; ++i)
    y[i] = -1;
  NnTensor output = {y, NN_ELEMENT_F32, 2, outShape};
  MlirLogicalResult ran = nnExecutableRun(exe, str("main"), 1, &input, 1,
                                          &output, printError, NULL);
  int untouched = 1;
  for (int i = 0; i < 8; ++i)
    untouched &= y[i] == -1;
  printf("run: %s, buffer untouched: %s\n",
         mlirLogicalResultIsSuccess(ran) ? "ok" : "failed",
         untouched ? "yes" : "no");

  // The record does not outlive its call: an entry without dynamic
  // results runs cleanly after it.
  // CHECK-NEXT: next call: ok
  nnExecutableDestroy(exe);
  mlirModuleDestroy(module);
  module = mlirModuleCreateParse(
      ctx, str("func.func @main(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {\n"
               "  %0 = \"nn.relu\"(%x) : (tensor<2x4xf32>) -> "
               "tensor<2x4xf32>\n"
               "  return %0 : tensor<2x4xf32>\n}\n"));
  exe = nnCompile(module, NULL, printError, NULL);
  printf("next call: %s\n",
         mlirLogicalResultIsSuccess(nnExecutableRun(
             exe, str("main"), 1, &input, 1, &output, printError, NULL))
             ? "ok"
             : "failed");
  nnExecutableDestroy(exe);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
