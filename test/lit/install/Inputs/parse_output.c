// A program that reads nn-opt's output as a framework would: built against
// the installed package alone, it creates a bare MLIR context, calls
// nnLoadDialect and nothing else that registers or loads a dialect, then
// parses and verifies each file named on the command line. For each one it
// prints the dialects of the ops the file holds, or the diagnostics that
// made it fail; last, how many files failed. consumer.test runs it on
// nn-opt's output of every example at each stage (fused, linalg, the CPU
// and CUDA lowerings).

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "nn-c/Dialect.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print(MlirStringRef text, void *userData) {
  fwrite(text.data, 1, text.length, (FILE *)userData);
}

static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  (void)userData;
  printf("  error: ");
  mlirDiagnosticPrint(diagnostic, print, stdout);
  printf("\n");
  return mlirLogicalResultSuccess();
}

// The dialect namespaces seen in a walk, kept sorted and unique.
typedef struct {
  char names[64][32];
  int count;
} Dialects;

static MlirWalkResult collect(MlirOperation op, void *userData) {
  Dialects *dialects = userData;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  const char *dot = memchr(name.data, '.', name.length);
  size_t length = dot ? (size_t)(dot - name.data) : name.length;
  char prefix[32];
  if (length >= sizeof(prefix))
    length = sizeof(prefix) - 1;
  memcpy(prefix, name.data, length);
  prefix[length] = '\0';
  int i = 0;
  while (i < dialects->count && strcmp(dialects->names[i], prefix) < 0)
    ++i;
  if ((i < dialects->count && strcmp(dialects->names[i], prefix) == 0) ||
      dialects->count == 64)
    return MlirWalkResultAdvance;
  memmove(dialects->names[i + 1], dialects->names[i],
          (size_t)(dialects->count - i) * sizeof(dialects->names[0]));
  strcpy(dialects->names[i], prefix);
  ++dialects->count;
  return MlirWalkResultAdvance;
}

static bool readFile(const char *path, char **text, long *size) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return false;
  bool ok = fseek(file, 0, SEEK_END) == 0 && (*size = ftell(file)) >= 0 &&
            fseek(file, 0, SEEK_SET) == 0 &&
            (*text = malloc((size_t)*size + 1)) &&
            fread(*text, 1, (size_t)*size, file) == (size_t)*size;
  fclose(file);
  return ok;
}

int main(int argc, char **argv) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx))) {
    printf("cannot load the nn dialect\n");
    return 1;
  }
  int failures = 0;
  for (int i = 1; i < argc; ++i) {
    const char *base = strrchr(argv[i], '/');
    base = base ? base + 1 : argv[i];
    char *text = NULL;
    long size = 0;
    if (!readFile(argv[i], &text, &size)) {
      printf("%s: cannot read\n", base);
      free(text);
      ++failures;
      continue;
    }
    printf("%s:\n", base);
    MlirModule module =
        mlirModuleCreateParse(ctx, mlirStringRefCreate(text, (size_t)size));
    free(text);
    if (mlirModuleIsNull(module)) {
      printf("  parse failed\n");
      ++failures;
      continue;
    }
    MlirOperation op = mlirModuleGetOperation(module);
    if (!mlirOperationVerify(op) || mlirLogicalResultIsFailure(nnVerify(op))) {
      printf("  verification failed\n");
      ++failures;
    } else {
      Dialects dialects = {.count = 0};
      mlirOperationWalk(op, collect, &dialects, MlirWalkPreOrder);
      printf("  ok:");
      for (int d = 0; d < dialects.count; ++d)
        printf(" %s", dialects.names[d]);
      printf("\n");
    }
    mlirModuleDestroy(module);
  }
  printf("%d files, %d failed\n", argc - 1, failures);
  mlirContextDestroy(ctx);
  return failures ? 1 : 0;
}
