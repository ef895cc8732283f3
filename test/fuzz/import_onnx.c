//===- import_onnx.c - Fuzzing the ONNX importer
//---------------------------===//
//
// Decoding: the bytes are the model file, given to nnImportOnnxBuffer with
// the default options (so external data must be refused: a model read from
// memory has no folder to read it from). The importer's promises are
// checked: a failed import reports at least one error, each saying
// something, and an import that succeeds returns a module that passes
// mlirOperationVerify and nnVerify. The module is destroyed.
//
// One context serves many inputs, as in a program that imports model after
// model; its dense_resource blobs (weights over 1 KB) and uniqued types and
// attributes stay in it after the module is gone, so a fresh context is made
// every kInputsPerContext inputs, which bounds that growth.
//
//===----------------------------------------------------------------------===//

#include "nn-c/Dialect.h"
#include "nn-c/Import.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#include <stdio.h>
#include <stdlib.h>

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "import_onnx fuzz: %s failed\n", #cond);                 \
      abort();                                                                 \
    }                                                                          \
  } while (0)

enum { kInputsPerContext = 512 };

static MlirContext ctx;
static unsigned inputs;

static void countError(MlirStringRef message, void *userData) {
  // Every error says something.
  CHECK(message.length > 0);
  ++*(size_t *)userData;
}

static void sink(MlirStringRef text, void *userData) {
  (void)text;
  (void)userData;
}

// Verifier messages are printed (which exercises the op locations the
// importer made) and dropped.
static MlirLogicalResult dropDiagnostic(MlirDiagnostic diagnostic,
                                        void *userData) {
  mlirDiagnosticPrint(diagnostic, sink, userData);
  return mlirLogicalResultSuccess();
}

static void freshContext(void) {
  if (!mlirContextIsNull(ctx))
    mlirContextDestroy(ctx);
  ctx = mlirContextCreate();
  mlirContextEnableMultithreading(ctx, false);
  mlirContextAttachDiagnosticHandler(ctx, dropDiagnostic, NULL, NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (mlirContextIsNull(ctx) || ++inputs % kInputsPerContext == 0)
    freshContext();
  size_t errors = 0;
  MlirModule module =
      nnImportOnnxBuffer(ctx, data, size, NULL, countError, &errors);
  if (mlirModuleIsNull(module)) {
    CHECK(errors > 0);
    return 0;
  }
  CHECK(errors == 0);
  MlirOperation op = mlirModuleGetOperation(module);
  CHECK(mlirOperationVerify(op));
  CHECK(mlirLogicalResultIsSuccess(nnVerify(op)));
  mlirModuleDestroy(module);
  return 0;
}
