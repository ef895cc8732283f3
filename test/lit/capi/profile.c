// nn-c/Profile.h as a framework uses it: compile with profiling, list the
// kernels with their bytes and FLOPs, and hear each kernel's run during
// nnExecutableRun; an executable compiled without profiling has no
// kernels, and a call without a callback reports nothing.
//
// RUN: nn-capi-profile 2>&1 | FileCheck %s

#include "nn-c/Profile.h"
#include "nn-c/Compile.h"
#include "nn-c/Dialect.h"
#include "nn-c/Run.h"

#include "mlir-c/IR.h"

#include <stdio.h>

static const char *kModule =
    "func.func @main(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>)"
    " -> tensor<4xf32> {\n"
    "  %0 = \"nn.add\"(%x, %y) : (tensor<4x8xf32>, tensor<4x8xf32>)"
    " -> tensor<4x8xf32> loc(\"add\")\n"
    "  %1 = \"nn.reduce_sum\"(%0) {axes = array<i64: 1>} : (tensor<4x8xf32>)"
    " -> tensor<4xf32> loc(\"sum\")\n"
    "  return %1 : tensor<4xf32>\n"
    "}\n";

static void printError(MlirStringRef text, void *userData) {
  (void)userData;
  printf("error: %.*s\n", (int)text.length, text.data);
}

typedef struct {
  int runs[2];
  double last;
  int backwards; // a kernel that ended before it started, or before the last
} Heard;

static void onKernel(intptr_t kernel, double start, double end,
                     void *userData) {
  Heard *h = userData;
  if (kernel >= 0 && kernel < 2)
    ++h->runs[kernel];
  h->backwards += end < start || start < h->last;
  h->last = end;
}

static NnExecutable compile(MlirContext ctx, bool profile) {
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kModule));
  NnCompileOptions options;
  nnCompileOptionsInit(&options);
  options.profile = profile;
  NnExecutable exe = nnCompile(module, &options, printError, NULL);
  mlirModuleDestroy(module);
  return exe;
}

static void run(NnExecutable exe) {
  static float x[4][8], y[4][8], out[4];
  static const int64_t kIn[] = {4, 8}, kOut[] = {4};
  NnTensor in[] = {{x, NN_ELEMENT_F32, 2, kIn}, {y, NN_ELEMENT_F32, 2, kIn}};
  NnTensor result = {out, NN_ELEMENT_F32, 1, kOut};
  nnExecutableRun(exe, mlirStringRefCreateFromCString("main"), 2, in, 1,
                  &result, printError, NULL);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  nnLoadDialect(ctx);
  NnCompileOptions defaults;
  nnCompileOptionsInit(&defaults);
  printf("profile by default: %s\n", defaults.profile ? "on" : "off");
  // CHECK: profile by default: off

  NnExecutable plain = compile(ctx, false);
  printf("plain: %ld kernels\n", (long)nnExecutableGetNumKernels(plain));
  // CHECK-NEXT: plain: 0 kernels
  NnKernelInfo info;
  printf("kernel 0 of plain: %s\n",
         mlirLogicalResultIsFailure(nnExecutableGetKernel(plain, 0, &info))
             ? "none"
             : "found");
  // CHECK-NEXT: kernel 0 of plain: none
  nnExecutableDestroy(plain);

  NnExecutable exe = compile(ctx, true);
  intptr_t n = nnExecutableGetNumKernels(exe);
  printf("profiled: %ld kernels\n", (long)n);
  // CHECK-NEXT: profiled: 2 kernels
  for (intptr_t k = 0; k < n; ++k) {
    nnExecutableGetKernel(exe, k, &info);
    printf("kernel %ld: @%.*s %.*s at %.*s, %lld bytes, %lld flops\n", (long)k,
           (int)info.entry.length, info.entry.data, (int)info.name.length,
           info.name.data, (int)info.locations.length, info.locations.data,
           (long long)info.bytes, (long long)info.flops);
  }
  // The add reads 2 x 128 bytes and writes 128: 32 additions. The sum
  // reads 128 bytes and writes 16: 32 additions.
  // CHECK-NEXT: kernel 0: @main nn.add at add, 384 bytes, 32 flops
  // CHECK-NEXT: kernel 1: @main nn.reduce_sum at sum, 144 bytes, 32 flops
  printf("kernel -1: %s, kernel 2: %s\n",
         mlirLogicalResultIsFailure(nnExecutableGetKernel(exe, -1, &info))
             ? "none"
             : "found",
         mlirLogicalResultIsFailure(nnExecutableGetKernel(exe, 2, &info))
             ? "none"
             : "found");
  // CHECK-NEXT: kernel -1: none, kernel 2: none

  Heard heard = {{0}, 0, 0};
  run(exe); // no callback yet: nothing heard
  nnExecutableSetKernelTimeCallback(exe, onKernel, &heard);
  run(exe);
  run(exe);
  nnExecutableSetKernelTimeCallback(exe, NULL, NULL);
  run(exe);
  printf("heard: add %d, sum %d, out of order %d\n", heard.runs[0],
         heard.runs[1], heard.backwards);
  // CHECK-NEXT: heard: add 2, sum 2, out of order 0
  nnExecutableDestroy(exe);
  mlirContextDestroy(ctx);
  return 0;
}
