// Run-time checks through nn-c/Compile.h and nn-c/Run.h: a gather whose
// indices come from the caller's buffer. In range (negative ones count from
// the end) the call succeeds; out of range it fails with
// NN_RUN_CHECK_FAILED and a message naming the op, its location, the
// element, its value and the range; with runtimeChecks = false it succeeds
// on clamped indices. The checks also reach an entry through a private
// function (an nn.fused group), and the first failure in program order is
// the one reported.
//
// RUN: nn-capi-runtime-checks 2>&1 | FileCheck %s

#include "nn-c/Compile.h"
#include "nn-c/Dialect.h"
#include "nn-c/Run.h"

#include "mlir-c/IR.h"

#include <stdio.h>

static const char *kModule =
    "func.func @main(%d: tensor<5x4xf32>, %i: tensor<2x3xi32>)"
    " -> tensor<2x3x4xf32> {\n"
    "  %0 = \"nn.gather\"(%d, %i) {axis = 0 : i64} : (tensor<5x4xf32>,"
    " tensor<2x3xi32>) -> tensor<2x3x4xf32> loc(\"embedding\")\n"
    "  return %0 : tensor<2x3x4xf32>\n"
    "}\n"
    "func.func @nested(%d: tensor<3x6xf32>, %i: tensor<4xi64>)"
    " -> tensor<3x4xf32> {\n"
    "  %0 = call @inner(%i, %d) : (tensor<4xi64>, tensor<3x6xf32>)"
    " -> tensor<3x4xf32>\n"
    "  return %0 : tensor<3x4xf32>\n"
    "}\n"
    "func.func private @inner(%i: tensor<4xi64>, %d: tensor<3x6xf32>)"
    " -> tensor<3x4xf32> attributes {nn.fused} {\n"
    "  %0 = \"nn.gather\"(%d, %i) {axis = 1 : i64} : (tensor<3x6xf32>,"
    " tensor<4xi64>) -> tensor<3x4xf32>\n"
    "  %1 = \"nn.relu\"(%0) : (tensor<3x4xf32>) -> tensor<3x4xf32>\n"
    "  return %1 : tensor<3x4xf32>\n"
    "}\n"
    "func.func @two(%d: tensor<5x4xf32>, %i: tensor<2xi64>, %j: tensor<2xi64>)"
    " -> (tensor<2x4xf32>, tensor<2x4xf32>) {\n"
    "  %0 = \"nn.gather\"(%d, %i) : (tensor<5x4xf32>, tensor<2xi64>)"
    " -> tensor<2x4xf32>\n"
    "  %1 = \"nn.gather\"(%d, %j) : (tensor<5x4xf32>, tensor<2xi64>)"
    " -> tensor<2x4xf32>\n"
    "  return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>\n"
    "}\n";

static void printError(MlirStringRef text, void *userData) {
  (void)userData;
  printf("error: %.*s\n", (int)text.length, text.data);
}

static const char *statusName(NnRunStatus status) {
  return status == NN_RUN_OK             ? "ok"
         : status == NN_RUN_CHECK_FAILED ? "check failed"
         : status == NN_RUN_ERROR        ? "error"
                                         : "???";
}

static float data[5][4], wide[3][6];
static const int64_t kData[] = {5, 4}, kIndices[] = {2, 3}, kOut[] = {2, 3, 4};
static const int64_t kWide[] = {3, 6}, kFour[] = {4}, kWideOut[] = {3, 4};
static const int64_t kTwo[] = {2}, kTwoOut[] = {2, 4};

// @main on `indices`; prints the status and the first element of each row.
static void runMain(NnExecutable exe, const int32_t indices[2][3]) {
  float out[2][3][4];
  NnTensor in[] = {{data, NN_ELEMENT_F32, 2, kData},
                   {(void *)indices, NN_ELEMENT_I32, 2, kIndices}};
  NnTensor result = {out, NN_ELEMENT_F32, 3, kOut};
  NnRunStatus status =
      nnExecutableRunWithStatus(exe, mlirStringRefCreateFromCString("main"), 2,
                                in, 1, &result, printError, NULL);
  printf("@main: %s; rows:", statusName(status));
  for (int j = 0; j < 6; ++j)
    printf(" %g", out[j / 3][j % 3][0] / 4);
  printf("\n");
}

static void runNested(NnExecutable exe, const int64_t indices[4]) {
  float out[3][4];
  NnTensor in[] = {{wide, NN_ELEMENT_F32, 2, kWide},
                   {(void *)indices, NN_ELEMENT_I64, 1, kFour}};
  NnTensor result = {out, NN_ELEMENT_F32, 2, kWideOut};
  MlirLogicalResult r =
      nnExecutableRun(exe, mlirStringRefCreateFromCString("nested"), 2, in, 1,
                      &result, printError, NULL);
  printf("@nested: %s; row 0: %g %g %g %g\n",
         mlirLogicalResultIsSuccess(r) ? "ok" : "failed", out[0][0], out[0][1],
         out[0][2], out[0][3]);
}

static void runTwo(NnExecutable exe, const int64_t i[2], const int64_t j[2]) {
  float out0[2][4], out1[2][4];
  NnTensor in[] = {{data, NN_ELEMENT_F32, 2, kData},
                   {(void *)i, NN_ELEMENT_I64, 1, kTwo},
                   {(void *)j, NN_ELEMENT_I64, 1, kTwo}};
  NnTensor results[] = {{out0, NN_ELEMENT_F32, 2, kTwoOut},
                        {out1, NN_ELEMENT_F32, 2, kTwoOut}};
  NnRunStatus status =
      nnExecutableRunWithStatus(exe, mlirStringRefCreateFromCString("two"), 3,
                                in, 2, results, printError, NULL);
  printf("@two: %s\n", statusName(status));
}

static NnExecutable compile(MlirContext ctx, bool checks) {
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kModule));
  NnCompileOptions options;
  nnCompileOptionsInit(&options);
  options.runtimeChecks = checks;
  NnExecutable exe = nnCompile(module, &options, printError, NULL);
  mlirModuleDestroy(module);
  return exe;
}

int main(void) {
  for (int r = 0; r < 5; ++r)
    for (int c = 0; c < 4; ++c)
      data[r][c] = (float)(4 * r + c);
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 6; ++c)
      wide[r][c] = (float)(6 * r + c);
  MlirContext ctx = mlirContextCreate();
  nnLoadDialect(ctx);
  NnCompileOptions defaults;
  nnCompileOptionsInit(&defaults);
  printf("checks by default: %s\n", defaults.runtimeChecks ? "on" : "off");
  // CHECK: checks by default: on

  NnExecutable exe = compile(ctx, true);
  const int32_t good[2][3] = {{0, -1, 2}, {3, -5, 4}};
  runMain(exe, good);
  // CHECK-NEXT: @main: ok; rows: 0 4 2 3 0 4
  const int32_t high[2][3] = {{0, 1, 2}, {3, 5, 9}};
  runMain(exe, high);
  // CHECK-NEXT: error: @main: input #1 failed a run-time check: 'nn.gather' at embedding: indices[1, 1] = 5 is out of range [-5, 5)
  // CHECK-NEXT: @main: check failed; rows: 0 1 2 3 4 4
  const int32_t low[2][3] = {{-6, 0, 0}, {0, 0, -2147483647 - 1}};
  runMain(exe, low);
  // CHECK-NEXT: error: @main: input #1 failed a run-time check: 'nn.gather' at embedding: indices[0, 0] = -6 is out of range [-5, 5)
  // CHECK-NEXT: @main: check failed; rows: 0 0 0 0 0 0

  const int64_t nestedGood[4] = {5, -6, 0, 1};
  runNested(exe, nestedGood);
  // CHECK-NEXT: @nested: ok; row 0: 5 0 0 1
  const int64_t nestedBad[4] = {0, 1, 6, INT64_MIN};
  runNested(exe, nestedBad);
  // CHECK-NEXT: error: @nested: input #1 failed a run-time check: 'nn.gather' at {{.*}}: indices[2] = 6 is out of range [-6, 6)
  // CHECK-NEXT: @nested: failed; row 0: 0 1 5 0

  const int64_t ok2[2] = {0, 1}, bad2[2] = {0, 10}, worse2[2] = {-20, 0};
  runTwo(exe, ok2, ok2);
  // CHECK-NEXT: @two: ok
  runTwo(exe, bad2, worse2);
  // CHECK-NEXT: error: @two: input #1 failed a run-time check: 'nn.gather' at {{.*}}: indices[1] = 10 is out of range [-5, 5)
  // CHECK-NEXT: @two: check failed
  runTwo(exe, ok2, worse2);
  // CHECK-NEXT: error: @two: input #2 failed a run-time check: 'nn.gather' at {{.*}}: indices[0] = -20 is out of range [-5, 5)
  // CHECK-NEXT: @two: check failed
  nnExecutableDestroy(exe);

  // Without checks: the same bad indices read clamped rows, no error.
  exe = compile(ctx, false);
  runMain(exe, high);
  // CHECK-NEXT: @main: ok; rows: 0 1 2 3 4 4
  runNested(exe, nestedBad);
  // CHECK-NEXT: @nested: ok; row 0: 0 1 5 0
  nnExecutableDestroy(exe);
  mlirContextDestroy(ctx);
  return 0;
}
