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
// Besides libFuzzer's byte mutations, a custom mutator (in the fuzz build)
// makes changes that keep the text parseable, so that inputs reach the
// verifier and the passes: a number becomes an edge value (0, -1, 65,
// 2^31, 2^63 - 1, ...), an op name another op's name from the registry, or
// a pass bit flips.
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

#include <stdbool.h>
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

#ifdef NN_LIBFUZZER
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

// Replaces data[start, end) with `text`; the new size, or `size` when it
// would not fit in `maxSize`.
static size_t splice(uint8_t *data, size_t size, size_t maxSize, size_t start,
                     size_t end, const char *text) {
  size_t length = strlen(text);
  if (size - (end - start) + length > maxSize)
    return size;
  memmove(data + start + length, data + end, size - end);
  memcpy(data + start, text, length);
  return size - (end - start) + length;
}

// The `pick`th (modulo their number) run of bytes from `from` that starts
// where `starts` holds and continues while `continues` holds; false when
// there is none.
static bool findRun(const uint8_t *data, size_t size, unsigned pick,
                    bool (*starts)(const uint8_t *, size_t, size_t),
                    bool (*continues)(uint8_t), size_t *start, size_t *end) {
  unsigned count = 0;
  for (int pass = 0; pass < 2; ++pass) {
    unsigned seen = 0;
    for (size_t i = 1; i < size; ++i) {
      if (!starts(data, size, i))
        continue;
      size_t j = i + 1;
      while (j < size && continues(data[j]))
        ++j;
      if (pass == 1 && seen == pick % count) {
        *start = i;
        *end = j;
        return true;
      }
      ++seen;
      i = j - 1;
    }
    count = seen;
    if (count == 0)
      return false;
  }
  return false;
}

static bool isDigit(uint8_t c) { return c >= '0' && c <= '9'; }
static bool startsNumber(const uint8_t *data, size_t size, size_t i) {
  return isDigit(data[i]) && !isDigit(data[i - 1]);
}
static bool isNameByte(uint8_t c) {
  return c == '_' || c == '.' || isDigit(c) || (c >= 'a' && c <= 'z');
}
// "nn. after a quote: an op name in generic syntax.
static bool startsOpName(const uint8_t *data, size_t size, size_t i) {
  return data[i - 1] == '"' && i + 3 <= size && memcmp(data + i, "nn.", 3) == 0;
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize,
                               unsigned seed) {
  static const char *const kNumbers[] = {
      "0",
      "1",
      "2",
      "3",
      "-1",
      "64",
      "65",
      "4294967296",
      "2147483648",
      "9223372036854775807",
      "-9223372036854775808",
      "1000000",
  };
  size_t start, end;
  switch (seed % 6) {
  case 0:
    if (findRun(data, size, seed / 6, startsNumber, isDigit, &start, &end))
      return splice(
          data, size, maxSize, start, end,
          kNumbers[(seed / 7) % (sizeof(kNumbers) / sizeof(kNumbers[0]))]);
    break;
  case 1:
    if (findRun(data, size, seed / 6, startsOpName, isNameByte, &start, &end)) {
      const NnOpDef *def =
          nnGetOp((intptr_t)((seed / 7) % (unsigned)nnGetNumOps()));
      return splice(data, size, maxSize, start, end, nnOpGetName(def).data);
    }
    break;
  case 2:
    if (size > 0) {
      data[0] ^= (uint8_t)(1u << (seed / 6 % 8));
      return size;
    }
    break;
  }
  return LLVMFuzzerMutate(data, size, maxSize);
}
#endif

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  // nn's pipelines name upstream passes (one-shot-bufferize), found by
  // MLIR's registry, as in nn-opt.
  mlirRegisterAllPasses();
  return 0;
}

// Whether the text names a value's result by a number of six digits or
// more (%0#2147483648, %0:1000000): MLIR's parser sizes a vector by that
// number before it finds the op has no such result, and runs out of memory
// (an upstream limit, not nn's; the mutator's edge values reach it).
static bool hugeResultNumber(const uint8_t *data, size_t size) {
  for (size_t i = 1; i + 1 < size; ++i) {
    if (data[i] != '#' && data[i] != ':')
      continue;
    size_t digits = 0;
    while (i + 1 + digits < size && data[i + 1 + digits] >= '0' &&
           data[i + 1 + digits] <= '9')
      ++digits;
    if (digits >= 6)
      return true;
  }
  return false;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0 || hugeResultNumber(data, size))
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
