// External data (issue 17, item 4) read through the C API, where the tool
// cannot go: a model imported from memory, and a model whose external data
// file is over 2 GB.
//
//   nn-test-import-external buffer MODEL DIR   nnImportOnnxBuffer on the
//       bytes of MODEL, without an external data directory (an error: a
//       model in memory has no folder), then with DIR
//   nn-test-import-external file MODEL         nnImportOnnxFile; prints
//       each op of the function with its result types (not the module:
//       MLIR's printer builds the text of every resource blob, even when
//       told to elide it, which for 3 GiB takes 20 GB and minutes), and
//       the peak RSS
//
// clang-format off
// RUN: cd %S/Inputs/hostile && nn-test-import-external buffer external.onnx . 2>&1 | FileCheck %s --check-prefix=BUFFER
// BUFFER: error: tensor 'w' has external data ('weights.bin'), but a model read from memory needs an external data directory
// clang-format on
// BUFFER-NEXT: no directory: null module
// BUFFER: "nn.add"(%arg0, %{{.*}}) : (tensor<2x3xf32>, tensor<2x3xf32>)
// BUFFER: with the directory: imported
//
// The importer maps external data and never reads more of it than the
// graph uses, so a 3 GiB file imports: here a sparse one (truncate), of
// which the graph slices four floats, and reads four more at offset
// 3 GiB - 16 (past 2^31). The constant is a dense_resource blob over the
// mapping; the process stays far below the file's size (an import that
// read the file would need 3 GiB; this one takes about 100 MB and 0.2 s).
//
// RUN: rm -rf %t && mkdir -p %t && cp %S/Inputs/hostile/external_huge.onnx %t/
// RUN: truncate -s 3G %t/huge.bin
// clang-format off
// RUN: nn-test-import-external file %t/external_huge.onnx 2>&1 | FileCheck %s --check-prefix=HUGE
// clang-format on
// HUGE: arith.constant dense_resource -> tensor<805306368xf32>
// HUGE-NEXT: nn.slice -> tensor<4xf32>
// HUGE-NEXT: nn.add -> tensor<4xf32>
// HUGE-NEXT: arith.constant dense -> tensor<4xf32>
// HUGE-NEXT: nn.add -> tensor<4xf32>
// HUGE-NEXT: func.return
// HUGE-NEXT: imported
// HUGE: peak RSS under 512 MB: yes

#include "nn-c/Dialect.h"
#include "nn-c/Import.h"
#include "support/StringBuffer.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/IR.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

static void printError(MlirStringRef message, void *userData) {
  (void)userData;
  printf("error: %.*s\n", (int)message.length, message.data);
}

static void printText(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

// Prints a small module.
static void printModule(MlirModule module) {
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsElideLargeResourceString(flags, 64);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(module), flags, printText,
                              NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(flags);
}

static int buffer(MlirContext ctx, const char *path, const char *directory) {
  FILE *file = fopen(path, "rb");
  NnStringBuffer bytes = {0};
  if (!file || !nnStringBufferAppendFile(&bytes, file)) {
    fprintf(stderr, "cannot read %s\n", path);
    return 1;
  }
  fclose(file);
  MlirModule module =
      nnImportOnnxBuffer(ctx, bytes.data, bytes.length, NULL, printError, NULL);
  printf("no directory: %s\n",
         mlirModuleIsNull(module) ? "null module" : "imported");
  if (!mlirModuleIsNull(module))
    return 1;
  NnImportOptions options = nnImportOptionsGetDefault();
  options.externalDataDirectory = directory;
  module = nnImportOnnxBuffer(ctx, bytes.data, bytes.length, &options,
                              printError, NULL);
  // The bytes are the caller's during the call only.
  memset(bytes.data, 0, bytes.length);
  nnStringBufferFree(&bytes);
  if (mlirModuleIsNull(module))
    return 1;
  printModule(module);
  printf("with the directory: imported\n");
  mlirModuleDestroy(module);
  return 0;
}

// Each op of the module's function: its name, whether its `value` is a
// dense_resource or an inline dense attribute, its result types.
static void printOps(MlirModule module) {
  MlirOperation func = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
    printf("%.*s", (int)name.length, name.data);
    MlirAttribute value = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("value"));
    if (!mlirAttributeIsNull(value))
      printf(mlirAttributeIsADenseResourceElements(value) ? " dense_resource"
                                                          : " dense");
    for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i) {
      printf(" -> ");
      mlirTypePrint(mlirValueGetType(mlirOperationGetResult(op, i)), printText,
                    NULL);
    }
    printf("\n");
  }
}

static int importFile(MlirContext ctx, const char *path) {
  MlirModule module = nnImportOnnxFile(ctx, path, NULL, printError, NULL);
  if (mlirModuleIsNull(module))
    return 1;
  printOps(module);
  printf("imported\n");
  mlirModuleDestroy(module);
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  printf("peak RSS under 512 MB: %s (%ld KB)\n",
         usage.ru_maxrss < 512 * 1024 ? "yes" : "no", usage.ru_maxrss);
  return 0;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc < 3 || (!strcmp(argv[1], "buffer") && argc < 4)) {
    fprintf(stderr, "usage: %s buffer MODEL DIR | file MODEL\n", argv[0]);
    return 2;
  }
  MlirContext ctx = mlirContextCreate();
  int status = !strcmp(argv[1], "buffer") ? buffer(ctx, argv[2], argv[3])
                                          : importFile(ctx, argv[2]);
  mlirContextDestroy(ctx);
  return status;
}
