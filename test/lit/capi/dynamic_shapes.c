// An entry with dynamic dims through nn-c/Compile.h and nn-c/Run.h: the
// signature reports a dynamic size as -1; nnExecutableInferOutputShapes
// sizes the outputs from the inputs' shapes alone (no data); one compiled
// entry runs at several sizes; and inputs whose sizes disagree, or an output
// buffer of another shape, are refused with a message before anything runs.
//
// Expected values: x + y, then the row sums broadcast back (x + y - sum).
//
// RUN: nn-capi-dynamic-shapes 2>&1 | FileCheck %s

#include "nn-c/Compile.h"
#include "nn-c/Dialect.h"
#include "nn-c/Run.h"

#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"

#include <stdio.h>

static const char *kModule =
    "func.func @main(%x: tensor<?x3xf32> {nn.dims = [\"n\", \"\"]},\n"
    "                %y: tensor<?x3xf32> {nn.dims = [\"n\", \"\"]})\n"
    "    -> (tensor<?x3xf32>, tensor<?xf32>) {\n"
    "  %0 = \"nn.add\"(%x, %y) : (tensor<?x3xf32>, tensor<?x3xf32>)"
    " -> tensor<?x3xf32>\n"
    "  %1 = \"nn.reduce_sum\"(%0) {axes = array<i64: 1>, keepdims = false} :"
    " (tensor<?x3xf32>) -> tensor<?xf32>\n"
    "  return %0, %1 : tensor<?x3xf32>, tensor<?xf32>\n"
    "}\n";

static void printError(MlirStringRef text, void *userData) {
  (void)userData;
  printf("error: %.*s\n", (int)text.length, text.data);
}

static MlirStringRef str(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

static void printShape(const char *what, intptr_t rank, const int64_t *shape) {
  printf("%s [", what);
  for (intptr_t d = 0; d < rank; ++d)
    printf("%s%lld", d ? ", " : "", (long long)shape[d]);
  printf("]\n");
}

// Runs @main on n rows of x = 1, 2, 3, ... and y = 10 x.
static void runRows(NnExecutable exe, int64_t n) {
  float x[12], y[12], sum[12], total[4];
  for (int i = 0; i < n * 3; ++i)
    x[i] = (float)(i + 1), y[i] = 10 * x[i];
  int64_t inShape[] = {n, 3}, sumShape[2], totalShape[1];
  NnTensor inputs[] = {{x, NN_ELEMENT_F32, 2, inShape},
                       {y, NN_ELEMENT_F32, 2, inShape}};
  int64_t *shapes[] = {sumShape, totalShape};
  if (mlirLogicalResultIsFailure(nnExecutableInferOutputShapes(
          exe, str("main"), 2, inputs, 2, shapes, printError, NULL)))
    return;
  printShape("sum", 2, sumShape);
  printShape("total", 1, totalShape);
  NnTensor outputs[] = {{sum, NN_ELEMENT_F32, 2, sumShape},
                        {total, NN_ELEMENT_F32, 1, totalShape}};
  if (mlirLogicalResultIsFailure(nnExecutableRun(exe, str("main"), 2, inputs, 2,
                                                 outputs, printError, NULL)))
    return;
  printf("total:");
  for (int i = 0; i < n; ++i)
    printf(" %g", total[i]);
  printf("\n");
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx)))
    return 1;
  MlirModule module = mlirModuleCreateParse(ctx, str(kModule));
  NnExecutable exe = nnCompile(module, NULL, printError, NULL);
  if (nnExecutableIsNull(exe))
    return 1;

  // CHECK: input #0: [-1, 3]
  // CHECK-NEXT: output #1: [-1]
  NnTensor t;
  nnExecutableGetInput(exe, str("main"), 0, &t);
  printShape("input #0:", t.rank, t.shape);
  nnExecutableGetOutput(exe, str("main"), 1, &t);
  printShape("output #1:", t.rank, t.shape);

  // One compiled entry, two sizes.
  // CHECK-NEXT: sum [1, 3]
  // CHECK-NEXT: total [1]
  // CHECK-NEXT: total: 66
  // CHECK-NEXT: sum [4, 3]
  // CHECK-NEXT: total [4]
  // CHECK-NEXT: total: 66 165 264 363
  runRows(exe, 1);
  runRows(exe, 4);

  // CHECK-NEXT: error: @main: the inputs' sizes disagree: input#0[0] (n) is 2, input#1[0] (n) is 3, and the inputs' nn.dims give both one name
  float x[9] = {0}, y[9] = {0}, out[9], total[3];
  int64_t two[] = {2, 3}, three[] = {3, 3}, totalShape[] = {3}, bad[] = {-1, 3};
  int64_t sumShape[2], totalOut[1], *shapes[] = {sumShape, totalOut};
  NnTensor mismatched[] = {{x, NN_ELEMENT_F32, 2, two},
                           {y, NN_ELEMENT_F32, 2, three}};
  nnExecutableInferOutputShapes(exe, str("main"), 2, mismatched, 2, shapes,
                                printError, NULL);

  // An output buffer of another size than the inputs give.
  // CHECK-NEXT: error: output #0 of @main expects f32 [3, 3], the buffer is f32 [2, 3]
  NnTensor inputs[] = {{x, NN_ELEMENT_F32, 2, three},
                       {y, NN_ELEMENT_F32, 2, three}};
  NnTensor outputs[] = {{out, NN_ELEMENT_F32, 2, two},
                        {total, NN_ELEMENT_F32, 1, totalShape}};
  nnExecutableRun(exe, str("main"), 2, inputs, 2, outputs, printError, NULL);

  // CHECK-NEXT: error: input #0 of @main expects f32 [?, 3], the buffer is f32 of negative size -1 in dim 0
  NnTensor negative[] = {{x, NN_ELEMENT_F32, 2, bad},
                         {y, NN_ELEMENT_F32, 2, three}};
  nnExecutableInferOutputShapes(exe, str("main"), 2, negative, 2, shapes,
                                printError, NULL);

  nnExecutableDestroy(exe);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
