//===- Specialize.c - A tool's --specialize -------------------------------===//

#include "Specialize.h"

#include "mlir-c/Pass.h"
#include "nn-c/Passes.h"
#include "support/StringBuffer.h"

#include <stdio.h>

bool nnToolSpecialize(MlirModule module, const char *program,
                      const char *sizes) {
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      mlirModuleGetContext(module),
      mlirStringRefCreateFromCString("builtin.module"));
  NnStringBuffer pipeline = {0}, error = {0};
  nnStringBufferPrintf(&pipeline, "nn-specialize{sizes=%s}", sizes);
  bool ok = mlirLogicalResultIsSuccess(nnAddPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString(nnStringBufferStr(&pipeline)),
      nnStringBufferCallback, &error));
  if (!ok)
    fprintf(stderr, "%s: --specialize %s: %s\n", program, sizes,
            nnStringBufferStr(&error));
  else
    ok = mlirLogicalResultIsSuccess(
        mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
  nnStringBufferFree(&pipeline);
  nnStringBufferFree(&error);
  mlirPassManagerDestroy(pm);
  return ok;
}
