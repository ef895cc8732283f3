//===- allocation_failures.c - Every allocation may fail ------------------===//
//
// Runs parse, verify and a pass pipeline on each MLIR file it is given,
// first with no failure, counting nn's allocations (support/Memory.h), then
// once for every N with the Nth allocation failing. Each run must end in
// one of two ways: the whole job succeeds and gives the same IR as the run
// without failures ("harmless": MLIR clones each pass for the threads that
// may run it, and a clone that could not be made fails only if it runs;
// NN_SHOW_HARMLESS=1 lists them), or a step fails with an error diagnostic.
// A crash fails the test, and so does a failure that nobody reported: a run
// that "succeeds" with different IR, or fails without a diagnostic. Under the
// sanitizer build, LeakSanitizer also checks that no error path leaks.
//
//   nn-test-allocation-failures PIPELINE FILE...
//   nn-test-allocation-failures --load-dialect
//   nn-test-allocation-failures --import-onnx MODEL.onnx...
//
// The second form does the same for nnLoadDialect in fresh contexts: it
// must succeed, or fail with an error diagnostic. The third for the ONNX
// importer: each import must give the module of the import without
// failures, or a null module and an error message.
//
//===----------------------------------------------------------------------===//

// clang-format off
// The graph passes and the lowering to linalg and its tiling, on the
// examples (fold-constants, which JIT-compiles once per run, would make a
// run of every N take minutes).
// RUN: nn-test-allocation-failures 'builtin.module(infer-shapes,nn-simplify,func.func(convert-layout),simplify-inference,fuse-ops,convert-nn-to-linalg,nn-tile-fused)' %S/../../../examples/mlp.mlir %S/../../../examples/conv_block.mlir %S/../../../examples/transformer_block.mlir | FileCheck %s

// CHECK: mlp.mlir: {{[1-9][0-9]*}} allocations, each failed once: {{[0-9]+}} clean errors, {{[0-9]+}} harmless, 0 wrong
// CHECK: conv_block.mlir: {{[1-9][0-9]*}} allocations, {{.*}}, 0 wrong
// CHECK: transformer_block.mlir: {{[1-9][0-9]*}} allocations, {{.*}}, 0 wrong
// CHECK: all clean

// The ONNX importer (nnImportOnnxFile) on a CI model (its shape arithmetic
// is evaluated at import) and on external data, each run in a fresh
// context (so that resource names repeat).
// RUN: nn-test-allocation-failures --import-onnx %S/../import/Inputs/models/tiny_transformer_op17/model.onnx %S/../import/Inputs/hostile/external_big.onnx | FileCheck %s --check-prefix=ONNX
// ONNX: tiny_transformer_op17/model.onnx: {{[1-9][0-9]*}} allocations, each failed once: {{[0-9]+}} clean errors, {{[0-9]+}} harmless, 0 wrong
// ONNX: hostile/external_big.onnx: {{[1-9][0-9]*}} allocations, {{.*}}, 0 wrong
// ONNX: all clean

// RUN: nn-test-allocation-failures --load-dialect | FileCheck %s --check-prefix=LOAD
// LOAD: nnLoadDialect: {{[1-9][0-9]*}} allocations, each failed once: {{[0-9]+}} clean errors, 0 wrong
// LOAD: all clean
// clang-format on

#include "nn-c/Dialect.h"
#include "nn-c/Import.h"
#include "nn-c/Passes.h"
#include "support/Memory.h"
#include "support/StringBuffer.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  int errors; // error diagnostics seen in one run
} Diagnostics;

static MlirLogicalResult countErrors(MlirDiagnostic diagnostic,
                                     void *userData) {
  if (mlirDiagnosticGetSeverity(diagnostic) == MlirDiagnosticError)
    ++((Diagnostics *)userData)->errors;
  return mlirLogicalResultSuccess();
}

static void countMessage(MlirStringRef message, void *userData) {
  (void)message;
  ++((Diagnostics *)userData)->errors;
}

// One run: parse, verify, the pipeline; true when every step succeeded,
// with the printed result in `out`. `*injected` says whether the injected
// failure happened; injection ends before the printing, which is the
// test's own.
static bool runOnce(MlirContext ctx, const char *pipeline, const char *text,
                    Diagnostics *diagnostics, NnStringBuffer *out,
                    bool *injected) {
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
  if (mlirModuleIsNull(module)) {
    *injected = nnMemoryFailureHappened();
    nnMemoryFailAt(0);
    return false;
  }
  MlirOperation op = mlirModuleGetOperation(module);
  bool ok = mlirLogicalResultIsSuccess(nnVerify(op));
  if (ok) {
    MlirPassManager pm = mlirPassManagerCreate(ctx);
    ok = mlirLogicalResultIsSuccess(
             nnAddPipeline(mlirPassManagerGetAsOpPassManager(pm),
                           mlirStringRefCreateFromCString(pipeline),
                           countMessage, diagnostics)) &&
         mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op));
    mlirPassManagerDestroy(pm);
  }
  *injected = nnMemoryFailureHappened();
  nnMemoryFailAt(0);
  if (ok)
    mlirOperationPrint(op, nnStringBufferCallback, out);
  mlirModuleDestroy(module);
  return ok;
}

static char *readFile(const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return NULL;
  NnStringBuffer text = {0};
  bool ok = nnStringBufferAppendFile(&text, file);
  fclose(file);
  if (!ok) {
    nnStringBufferFree(&text);
    return NULL;
  }
  return text.data;
}

// Returns the number of runs that went wrong.
static int checkFile(MlirContext ctx, const char *pipeline, const char *path) {
  char *text = readFile(path);
  if (!text) {
    fprintf(stderr, "cannot read %s\n", path);
    return 1;
  }
  Diagnostics diagnostics = {0};
  MlirDiagnosticHandlerID handler =
      mlirContextAttachDiagnosticHandler(ctx, countErrors, &diagnostics, NULL);
  NnStringBuffer expected = {0};
  bool injected;
  if (!runOnce(ctx, pipeline, text, &diagnostics, &expected, &injected)) {
    fprintf(stderr, "%s: fails without injected failures\n", path);
    free(text);
    return 1;
  }
  int wrong = 0, cleanErrors = 0, harmless = 0;
  int64_t n = 1;
  for (;; ++n) {
    diagnostics.errors = 0;
    NnStringBuffer out = {0};
    nnMemoryFailAt(n);
    bool ok = runOnce(ctx, pipeline, text, &diagnostics, &out, &injected);
    bool same = ok && strcmp(nnStringBufferStr(&out),
                             nnStringBufferStr(&expected)) == 0;
    nnStringBufferFree(&out);
    if (!injected) { // past the last allocation: the run must be normal
      if (!same) {
        fprintf(stderr, "%s: allocation %lld: no failure, different run\n",
                path, (long long)n);
        ++wrong;
      }
      break;
    }
    if (same) {
      if (getenv("NN_SHOW_HARMLESS"))
        fprintf(stderr, "harmless: %lld\n", (long long)n);
      ++harmless;
    } else if (!ok && diagnostics.errors > 0)
      ++cleanErrors;
    else {
      fprintf(stderr, "%s: allocation %lld failed %s\n", path, (long long)n,
              ok ? "and the run succeeded with different IR"
                 : "and the run failed without an error");
      ++wrong;
    }
  }
  printf("%s: %lld allocations, each failed once: %d clean errors, %d "
         "harmless, %d wrong\n",
         strrchr(path, '/') ? strrchr(path, '/') + 1 : path, (long long)n - 1,
         cleanErrors, harmless, wrong);
  mlirContextDetachDiagnosticHandler(ctx, handler);
  nnStringBufferFree(&expected);
  free(text);
  return wrong;
}

static int checkLoadDialect(void) {
  int wrong = 0, cleanErrors = 0;
  int64_t n = 1;
  for (;; ++n) {
    MlirContext ctx = mlirContextCreate();
    Diagnostics diagnostics = {0};
    mlirContextAttachDiagnosticHandler(ctx, countErrors, &diagnostics, NULL);
    nnMemoryFailAt(n);
    bool ok = mlirLogicalResultIsSuccess(nnLoadDialect(ctx));
    bool injected = nnMemoryFailureHappened();
    nnMemoryFailAt(0);
    mlirContextDestroy(ctx);
    if (!injected) {
      wrong += !ok;
      break;
    }
    if (!ok && diagnostics.errors > 0)
      ++cleanErrors;
    else {
      fprintf(stderr, "nnLoadDialect: allocation %lld failed and it %s\n",
              (long long)n, ok ? "succeeded" : "failed without an error");
      ++wrong;
    }
  }
  printf("nnLoadDialect: %lld allocations, each failed once: %d clean "
         "errors, %d wrong\n",
         (long long)n - 1, cleanErrors, wrong);
  return wrong;
}

// One import of `path` in a fresh context: true with the printed module in
// `out`, or false.
static bool importOnce(const char *path, Diagnostics *diagnostics,
                       NnStringBuffer *out, bool *injected, int64_t failAt) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, countErrors, diagnostics, NULL);
  nnMemoryFailAt(failAt);
  MlirModule module =
      nnImportOnnxFile(ctx, path, NULL, countMessage, diagnostics);
  *injected = nnMemoryFailureHappened();
  nnMemoryFailAt(0);
  bool ok = !mlirModuleIsNull(module);
  if (ok) {
    mlirOperationPrint(mlirModuleGetOperation(module), nnStringBufferCallback,
                       out);
    mlirModuleDestroy(module);
  }
  mlirContextDestroy(ctx);
  return ok;
}

static int checkImport(const char *path) {
  Diagnostics diagnostics = {0};
  NnStringBuffer expected = {0};
  bool injected;
  if (!importOnce(path, &diagnostics, &expected, &injected, 0)) {
    fprintf(stderr, "%s: fails without injected failures\n", path);
    return 1;
  }
  int wrong = 0, cleanErrors = 0, harmless = 0;
  int64_t n = 1;
  for (;; ++n) {
    diagnostics.errors = 0;
    NnStringBuffer out = {0};
    bool ok = importOnce(path, &diagnostics, &out, &injected, n);
    bool same = ok && strcmp(nnStringBufferStr(&out),
                             nnStringBufferStr(&expected)) == 0;
    nnStringBufferFree(&out);
    if (!injected) { // past the last allocation: the run must be normal
      if (!same) {
        fprintf(stderr, "%s: allocation %lld: no failure, different run\n",
                path, (long long)n);
        ++wrong;
      }
      break;
    }
    if (same)
      ++harmless;
    else if (!ok && diagnostics.errors > 0)
      ++cleanErrors;
    else {
      fprintf(stderr, "%s: allocation %lld failed %s\n", path, (long long)n,
              ok ? "and the import succeeded with a different module"
                 : "and the import failed without an error");
      ++wrong;
    }
  }
  // The model's folder and file name, for a stable line.
  const char *name = path + strlen(path);
  for (int slashes = 0; name > path; --name)
    if (name[-1] == '/' && ++slashes == 2)
      break;
  printf("%s: %lld allocations, each failed once: %d clean errors, %d "
         "harmless, %d wrong\n",
         name, (long long)n - 1, cleanErrors, harmless, wrong);
  nnStringBufferFree(&expected);
  return wrong;
}

int main(int argc, char **argv) {
  if (argc >= 3 && strcmp(argv[1], "--import-onnx") == 0) {
    int wrong = 0;
    for (int i = 2; i < argc; ++i)
      wrong += checkImport(argv[i]);
    printf("%s\n", wrong ? "FAILED" : "all clean");
    return wrong ? 1 : 0;
  }
  if (argc == 2 && strcmp(argv[1], "--load-dialect") == 0) {
    int wrong = checkLoadDialect();
    printf("%s\n", wrong ? "FAILED" : "all clean");
    return wrong ? 1 : 0;
  }
  if (argc < 3) {
    fprintf(stderr, "usage: %s PIPELINE FILE...\n", argv[0]);
    return 2;
  }
  MlirContext ctx = mlirContextCreate();
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx))) {
    mlirContextDestroy(ctx);
    return 1;
  }
  int wrong = 0;
  for (int i = 2; i < argc; ++i)
    wrong += checkFile(ctx, argv[1], argv[i]);
  mlirContextDestroy(ctx);
  printf("%s\n", wrong ? "FAILED" : "all clean");
  return wrong ? 1 : 0;
}
