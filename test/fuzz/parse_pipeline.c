//===- parse_pipeline.c - Fuzzing the parser, the verifier and the passes -===//
//
// Decoding: the first byte chooses the passes, one bit each, and the rest is
// MLIR text, parsed with mlirModuleCreateParse in a fresh context with nn
// loaded (nnLoadDialect), as nn-opt reads a file. Text that parses and passes
// MLIR's verifier and nnVerify then goes through the passes the bits chose,
// in pipeline order (nnFuzzPipeline, FuzzOps.h: infer-shapes, nn-simplify,
// simplify-inference, convert-layout, fold-constants, fuse-ops,
// convert-nn-to-linalg, nn-bufferize), added with nnAddPipeline to a pass
// manager that verifies after every pass.
//
// Any outcome but a crash is fine: a parse error, a verifier error or a
// failing pass is how bad input should end. Diagnostics are printed into a
// sink (printing exercises the locations) and dropped.
//
//===----------------------------------------------------------------------===//

#include "FuzzInput.h"
#include "FuzzOps.h"

#include "nn-c/Dialect.h"
#include "nn-c/Passes.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void sink(MlirStringRef text, void *userData) {
  *(size_t *)userData += text.length;
}

static void printAndAbort(MlirStringRef text, void *userData) {
  fprintf(stderr, "%s: %.*s\n", (const char *)userData, (int)text.length,
          text.data);
  abort();
}

static MlirLogicalResult dropDiagnostic(MlirDiagnostic diagnostic,
                                        void *userData) {
  mlirDiagnosticPrint(diagnostic, sink, userData);
  return mlirLogicalResultSuccess();
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  // nn's pipelines name upstream passes (one-shot-bufferize), found by
  // MLIR's registry, as in nn-opt.
  mlirRegisterAllPasses();
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  uint8_t bits = data[0];
  // The parser reads a NUL-terminated copy, as nn-opt gives it.
  char *text = malloc(size);
  if (!text)
    return 0;
  memcpy(text, data + 1, size - 1);
  text[size - 1] = '\0';

  MlirContext ctx = mlirContextCreate();
  mlirContextEnableMultithreading(ctx, false);
  size_t printed = 0;
  mlirContextAttachDiagnosticHandler(ctx, dropDiagnostic, &printed, NULL);
  // nnLoadDialect reports its failure as a diagnostic, which is dropped.
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx))) {
    fprintf(stderr, "nnLoadDialect failed\n");
    abort();
  }

  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreate(text, size - 1));
  nnFuzzCount(mlirModuleIsNull(module) ? "parse error" : "parsed");
  if (!mlirModuleIsNull(module)) {
    MlirOperation op = mlirModuleGetOperation(module);
    if (mlirOperationVerify(op) && mlirLogicalResultIsSuccess(nnVerify(op)) &&
        bits) {
      char pipeline[512];
      nnFuzzPipeline(bits, pipeline, sizeof(pipeline));
      MlirPassManager pm = mlirPassManagerCreateOnOperation(
          ctx, mlirStringRefCreateFromCString("builtin.module"));
      mlirPassManagerEnableVerifier(pm, true);
      // The pipeline is well formed: failing to add it is a bug here.
      nnAddPipeline(mlirPassManagerGetAsOpPassManager(pm),
                    mlirStringRefCreateFromCString(pipeline), printAndAbort,
                    pipeline);
      nnFuzzCount(mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op))
                      ? "verified, passes ran"
                      : "verified, a pass failed");
      mlirPassManagerDestroy(pm);
    }
    mlirModuleDestroy(module);
  }
  mlirContextDestroy(ctx);
  free(text);
  return 0;
}
