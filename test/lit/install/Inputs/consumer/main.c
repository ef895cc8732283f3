// A framework's smallest use of an installed nn, built out of tree by
// test/lit/install/consumer.test: load the nn dialect, parse a graph, fuse
// it with nn's fuse-ops pass through nn-c/Passes.h, print the result.
// Exits non-zero on any failure.

#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "nn-c/Dialect.h"
#include "nn-c/Passes.h"

#include <stdio.h>

static const char *graph =
    "func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {\n"
    "  %0 = \"nn.relu\"(%x) : (tensor<8xf32>) -> tensor<8xf32>\n"
    "  %1 = \"nn.exp\"(%0) : (tensor<8xf32>) -> tensor<8xf32>\n"
    "  %2 = \"nn.tanh\"(%1) : (tensor<8xf32>) -> tensor<8xf32>\n"
    "  return %2 : tensor<8xf32>\n"
    "}\n";

static void print(MlirStringRef text, void *userData) {
  fwrite(text.data, 1, text.length, (FILE *)userData);
}

int main(void) {
  printf("nn api version %d (compiled against %d)\n", nnGetApiVersion(),
         NN_API_VERSION);

  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx))) {
    fprintf(stderr, "cannot load the nn dialect\n");
    return 1;
  }
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(graph));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "cannot parse the graph\n");
    return 1;
  }

  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirPass fuse =
      nnCreateFuseOpsPass(mlirStringRefCreateFromCString(""), print, stderr);
  if (!fuse.ptr)
    return 1;
  mlirPassManagerAddOwnedPass(pm, fuse);
  MlirOperation op = mlirModuleGetOperation(module);
  if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, op))) {
    fprintf(stderr, "fuse-ops failed\n");
    return 1;
  }
  mlirOperationPrint(op, print, stdout);
  printf("\n");

  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
