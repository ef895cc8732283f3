// runtime/CpuJit.h as nn-run uses it: lower a module with the nn CPU
// pipeline, JIT-compile it, call a function with two results on
// caller-owned buffers (the arguments, then the results it writes).
//
// RUN: nn-runtime-cpu-jit 2>&1 | FileCheck %s

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "nn-c/Dialect.h"
#include "nn-c/Passes.h"
#include "runtime/CpuJit.h"

#include <stdio.h>

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirRegisterAllPasses();
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx)))
    return 1;
  MlirModule module = mlirModuleCreateParse(
      ctx,
      mlirStringRefCreateFromCString(
          "func.func @f(%x: tensor<2x3xf32>, %y: tensor<3xf32>) -> "
          "(tensor<2x3xf32>, tensor<2xf32>) attributes "
          "{llvm.emit_c_interface} {\n"
          "  %0 = \"nn.add\"(%x, %y) : (tensor<2x3xf32>, tensor<3xf32>) -> "
          "tensor<2x3xf32>\n"
          "  %1 = \"nn.reduce_sum\"(%x) {axes = array<i64: 1>} : "
          "(tensor<2x3xf32>) -> tensor<2xf32>\n"
          "  return %0, %1 : tensor<2x3xf32>, tensor<2xf32>\n"
          "}\n"));
  NnStringBuffer error = {0};
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirModuleIsNull(module) ||
      mlirLogicalResultIsFailure(
          nnAddPipeline(mlirPassManagerGetAsOpPassManager(pm),
                        mlirStringRefCreateFromCString("nn-lower-to-llvm"),
                        nnStringBufferCallback, &error)) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    return 1;
  NnCpuJit *jit = nnCpuJitCreate(module, 2, &error);
  // CHECK: jit: ok
  printf("jit: %s\n", jit ? "ok" : nnStringBufferStr(&error));
  if (!jit)
    return 1;
  float x[6] = {1, 2, 3, 4, 5, 6}, y[3] = {10, 20, 30}, sum[6], rows[2];
  NnCpuBuffer buffers[4];
  nnCpuBufferInitContiguous(&buffers[0], x, 2, (const int64_t[]){2, 3});
  nnCpuBufferInitContiguous(&buffers[1], y, 1, (const int64_t[]){3});
  nnCpuBufferInitContiguous(&buffers[2], sum, 2, (const int64_t[]){2, 3});
  nnCpuBufferInitContiguous(&buffers[3], rows, 1, (const int64_t[]){2});
  // CHECK: has f: 1, has g: 0
  printf("has f: %d, has g: %d\n", nnCpuJitHasFunction(jit, "f"),
         nnCpuJitHasFunction(jit, "g"));
  bool ok = nnCpuJitCall(jit, "f", 4, buffers, &error);
  // CHECK: call: ok
  printf("call: %s\n", ok ? "ok" : nnStringBufferStr(&error));
  if (!ok)
    return 1;
  // CHECK: sum: 11 22 33 14 25 36
  printf("sum:");
  for (int i = 0; i < 6; ++i)
    printf(" %g", sum[i]);
  // CHECK-NEXT: rows: 6 15
  printf("\nrows: %g %g\n", rows[0], rows[1]);
  // CHECK-NEXT: missing: the compiled code has no '_mlir_ciface_g'
  NnStringBuffer missing = {0};
  if (!nnCpuJitCall(jit, "g", 0, NULL, &missing))
    printf("missing: %s\n", nnStringBufferStr(&missing));
  nnStringBufferFree(&missing);
  nnCpuJitDestroy(jit);
  mlirPassManagerDestroy(pm);
  nnStringBufferFree(&error);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
