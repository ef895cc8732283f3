// Null handles and NULL pointers passed to the C API are errors (a failed
// result, a null handle, a message where the function takes a callback),
// never a crash: a framework's bug should not take its process down.
//
// RUN: nn-capi-null-handles 2>&1 | FileCheck %s

#include "nn-c/Builder.h"
#include "nn-c/Compile.h"
#include "nn-c/Dialect.h"
#include "nn-c/Passes.h"
#include "nn-c/Run.h"

#include <stdio.h>

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  printf("message: %.*s\n", (int)text.length, text.data);
}

static const char *result(MlirLogicalResult r) {
  return mlirLogicalResultIsSuccess(r) ? "success" : "failure";
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext noContext = {NULL};
  MlirOperation noOp = {NULL};
  MlirModule noModule = {NULL};
  MlirOpPassManager noPm = {NULL};
  NnExecutable noExe = {NULL};
  NnGraphBuilder noBuilder = {NULL};

  // CHECK: nnLoadDialect: failure
  printf("nnLoadDialect: %s\n", result(nnLoadDialect(noContext)));
  // CHECK: nnVerify: failure
  printf("nnVerify: %s\n", result(nnVerify(noOp)));
  // CHECK: nnBuildIrdlModule: null
  printf("nnBuildIrdlModule: %s\n",
         mlirModuleIsNull(nnBuildIrdlModule(noContext)) ? "null" : "module");
  // CHECK: message: nnRegisterOp: cannot register '(null)': no definition given
  nnRegisterOp(NULL, print, NULL);
  // CHECK: op accessors: {{.*}} 0 opaque
  printf("op accessors: %d %d %s\n", (int)nnOpGetName(NULL).length,
         (int)nnOpIsPure(NULL), nnFusionKindName(nnOpGetFusionKind(NULL)));
  // CHECK: nnInferResultTypes: failure
  printf("nnInferResultTypes: %s\n",
         result(nnInferResultTypes(NULL, noContext, 0, NULL, 0, NULL, 1, NULL,
                                   print, NULL)));
  // CHECK: nnPrintOpDocs: returned
  nnPrintOpDocs(NULL, NULL);
  printf("nnPrintOpDocs: returned\n");
  // CHECK: message: {{.*}}pass manager
  // CHECK-NEXT: nnAddPipeline: failure
  printf("nnAddPipeline: %s\n",
         result(nnAddPipeline(noPm, mlirStringRefCreateFromCString("cse"),
                              print, NULL)));
  // CHECK: message: cannot compile a null module
  nnCompile(noModule, NULL, print, NULL);
  // CHECK: executable: 0 -1 -1
  printf("executable: %d %d %d\n", (int)nnExecutableGetNumEntries(noExe),
         (int)nnExecutableGetNumInputs(noExe,
                                       mlirStringRefCreateFromCString("main")),
         (int)nnExecutableGetNumOutputs(
             noExe, mlirStringRefCreateFromCString("main")));
  // CHECK: message: {{.*}}null executable
  // CHECK-NEXT: nnExecutableRun: failure
  printf("nnExecutableRun: %s\n",
         result(nnExecutableRun(noExe, mlirStringRefCreateFromCString("main"),
                                0, NULL, 0, NULL, print, NULL)));
  // CHECK: message: the executable has no entry @main
  // CHECK-NEXT: nnExecutableInferOutputShapes: failure
  printf("nnExecutableInferOutputShapes: %s\n",
         result(nnExecutableInferOutputShapes(
             noExe, mlirStringRefCreateFromCString("main"), 0, NULL, 0, NULL,
             print, NULL)));
  nnExecutableDestroy(noExe);
  // CHECK: builder: failure null null 1
  printf(
      "builder: %s %s %s %d\n",
      result(nnGraphBuilderBeginFunction(
          noBuilder, mlirStringRefCreateFromCString("main"), 0, NULL)),
      mlirValueIsNull(nnGraphBuilderOp(noBuilder, "nn.relu", 0, NULL, 0, NULL))
          ? "null"
          : "value",
      mlirModuleIsNull(nnGraphBuilderTakeModule(noBuilder)) ? "null" : "module",
      (int)nnGraphBuilderHasFailed(noBuilder));
  nnGraphBuilderDestroy(noBuilder);
  // CHECK: builder without a context: null
  printf("builder without a context: %s\n",
         nnGraphBuilderCreate(noContext, print, NULL).ptr ? "builder" : "null");
  printf("done\n");
  // CHECK: done
  return 0;
}
