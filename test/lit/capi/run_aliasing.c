// nnExecutableRun on buffers that overlap (nn-c/Run.h): an output that
// overlaps an input, wholly (in place) or in part, gets the right result
// (nnExecutableRun computes it into a buffer of its own and copies it);
// inputs may overlap each other; two outputs that overlap are refused with
// a message naming both. Before, overlapping outputs silently gave wrong
// results. Also an entry that returns one value twice (`return %0, %0`,
// made distinct by --nn-distinct-results) compiles and writes both.
//
// RUN: nn-capi-run-aliasing 2>&1 | FileCheck %s

#include "nn-c/Compile.h"
#include "nn-c/Dialect.h"
#include "nn-c/Run.h"

#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"

#include <stdio.h>
#include <string.h>

static const char *kModule =
    "func.func @transpose(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {\n"
    "  %0 = \"nn.transpose\"(%x) {perm = array<i64: 1, 0>} :"
    " (tensor<8x8xf32>) -> tensor<8x8xf32>\n"
    "  return %0 : tensor<8x8xf32>\n"
    "}\n"
    "func.func @double(%x: tensor<64xf32>) -> tensor<64xf32> {\n"
    "  %0 = \"nn.add\"(%x, %x) : (tensor<64xf32>, tensor<64xf32>)"
    " -> tensor<64xf32>\n"
    "  return %0 : tensor<64xf32>\n"
    "}\n"
    "func.func @pair(%a: tensor<64xf32>, %c: tensor<64xf32>)"
    " -> (tensor<64xf32>, tensor<64xf32>) {\n"
    "  %0 = \"nn.add\"(%a, %c) : (tensor<64xf32>, tensor<64xf32>)"
    " -> tensor<64xf32>\n"
    "  %1 = \"nn.mul\"(%a, %0) : (tensor<64xf32>, tensor<64xf32>)"
    " -> tensor<64xf32>\n"
    "  return %0, %1 : tensor<64xf32>, tensor<64xf32>\n"
    "}\n"
    "func.func @twice(%x: tensor<64xf32>)"
    " -> (tensor<64xf32>, tensor<64xf32>) {\n"
    "  %0 = \"nn.relu\"(%x) : (tensor<64xf32>) -> tensor<64xf32>\n"
    "  return %0, %0 : tensor<64xf32>, tensor<64xf32>\n"
    "}\n";

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

static MlirStringRef str(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

static const int64_t kSquare[] = {8, 8}, kVector[] = {64};

static NnTensor vector(float *data) {
  return (NnTensor){data, NN_ELEMENT_F32, 1, kVector};
}

// Calls `entry` and says "ok" or prints the message.
static bool run(NnExecutable exe, const char *what, const char *entry,
                intptr_t numInputs, const NnTensor *inputs, intptr_t numOutputs,
                NnTensor *outputs) {
  printf("%s: ", what);
  bool ok = mlirLogicalResultIsSuccess(nnExecutableRun(
      exe, str(entry), numInputs, inputs, numOutputs, outputs, print, NULL));
  printf("%s\n", ok ? "ok" : "");
  return ok;
}

// "right" when got[i] == expected[i] for all i, else the first difference.
static void compare(const float *got, const float *expected, int n) {
  for (int i = 0; i < n; ++i)
    if (got[i] != expected[i]) {
      printf("wrong: element %d is %g, not %g\n", i, got[i], expected[i]);
      return;
    }
  printf("right\n");
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx)))
    return 1;
  MlirModule module = mlirModuleCreateParse(ctx, str(kModule));
  NnExecutable exe = nnCompile(module, NULL, print, NULL);
  if (nnExecutableIsNull(exe))
    return 1;

  // CHECK: transpose in place: ok
  // CHECK-NEXT: right
  float square[64], expected[64];
  for (int i = 0; i < 64; ++i)
    square[i] = (float)i;
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 8; ++c)
      expected[c * 8 + r] = square[r * 8 + c];
  NnTensor inPlace = {square, NN_ELEMENT_F32, 2, kSquare};
  if (run(exe, "transpose in place", "transpose", 1, &inPlace, 1, &inPlace))
    compare(square, expected, 64);

  // The output starts one element after the input.
  // CHECK: double shifted by one: ok
  // CHECK-NEXT: right
  float buffer[65];
  for (int i = 0; i < 65; ++i)
    buffer[i] = (float)(i % 7);
  for (int i = 0; i < 64; ++i)
    expected[i] = 2 * buffer[i];
  NnTensor in = vector(buffer), out = vector(buffer + 1);
  if (run(exe, "double shifted by one", "double", 1, &in, 1, &out))
    compare(buffer + 1, expected, 64);

  // Each output in the other input's place, and inputs that are one buffer.
  // CHECK: pair, outputs swapped onto the inputs: ok
  // CHECK-NEXT: right
  // CHECK-NEXT: right
  // CHECK: pair, one buffer for both inputs: ok
  // CHECK-NEXT: right
  float a[64], c[64], sum[64], product[64];
  for (int i = 0; i < 64; ++i) {
    a[i] = (float)(i % 5);
    c[i] = (float)(i % 3);
    sum[i] = a[i] + c[i];
    product[i] = a[i] * sum[i];
  }
  NnTensor pairIn[2] = {vector(a), vector(c)};
  NnTensor pairOut[2] = {vector(c), vector(a)};
  if (run(exe, "pair, outputs swapped onto the inputs", "pair", 2, pairIn, 2,
          pairOut)) {
    compare(c, sum, 64);
    compare(a, product, 64);
  }
  float same[64], sums[64], products[64];
  for (int i = 0; i < 64; ++i) {
    same[i] = (float)(i % 4);
    sum[i] = same[i] + same[i];
    product[i] = same[i] * sum[i];
  }
  NnTensor sameIn[2] = {vector(same), vector(same)};
  NnTensor distinctOut[2] = {vector(sums), vector(products)};
  if (run(exe, "pair, one buffer for both inputs", "pair", 2, sameIn, 2,
          distinctOut))
    compare(products, product, 64);

  // Outputs that overlap each other: refused, nothing written.
  // CHECK: pair, one buffer for both outputs: outputs #0 and #1 of @pair overlap in memory (outputs need buffers of their own; an output may share an input's)
  // CHECK: pair, outputs overlapping by one element: outputs #0 and #1 of @pair overlap in memory
  float big[127];
  NnTensor sameOut[2] = {vector(big), vector(big)};
  run(exe, "pair, one buffer for both outputs", "pair", 2, pairIn, 2, sameOut);
  NnTensor shiftedOut[2] = {vector(big + 63), vector(big)};
  run(exe, "pair, outputs overlapping by one element", "pair", 2, pairIn, 2,
      shiftedOut);

  // `return %0, %0`: both outputs written.
  // CHECK: twice: ok
  // CHECK-NEXT: right
  // CHECK-NEXT: right
  float x[64], first[64], second[64];
  for (int i = 0; i < 64; ++i) {
    x[i] = (float)(i % 9) - 4;
    expected[i] = x[i] > 0 ? x[i] : 0;
  }
  NnTensor twiceIn = vector(x);
  NnTensor twiceOut[2] = {vector(first), vector(second)};
  if (run(exe, "twice", "twice", 1, &twiceIn, 2, twiceOut)) {
    compare(first, expected, 64);
    compare(second, expected, 64);
  }

  nnExecutableDestroy(exe);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
