// nn-c/Passes.h and the accessors of nn-c/Dialect.h, as a framework uses
// them: create nn passes by name and through their named constructors, add
// pipelines mixing nn and upstream passes to a pass manager, run them, and
// get every mistake back as a message rather than an abort.
//
// RUN: nn-capi-passes 2>&1 | FileCheck %s

#include "nn-c/Passes.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "nn-c/Dialect.h"

#include <stdio.h>
#include <string.h>

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

static MlirStringRef str(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

// Creates a pass by name and says whether it worked, or why not.
static void create(const char *name, const char *options) {
  printf("create %s{%s}: ", name, options);
  MlirPass pass = nnCreatePassByName(str(name), str(options), print, NULL);
  printf("%s\n", pass.ptr ? "ok" : "");
  if (pass.ptr) {
    // An unowned pass is the caller's to free: hand it to a pass manager.
    MlirContext ctx = mlirContextCreate();
    MlirPassManager pm = mlirPassManagerCreate(ctx);
    mlirPassManagerAddOwnedPass(pm, pass);
    mlirPassManagerDestroy(pm);
    mlirContextDestroy(ctx);
  }
}

static MlirPassManager createModulePassManager(MlirContext ctx) {
  return mlirPassManagerCreateOnOperation(ctx, str("builtin.module"));
}

// Adds `pipeline` to a fresh module pass manager, or to a pass manager on
// `anchor` nested under one, and prints the result or the error.
static void add(MlirContext ctx, const char *anchor, const char *pipeline) {
  MlirPassManager pm = createModulePassManager(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  if (strcmp(anchor, "builtin.module") != 0)
    opm = mlirOpPassManagerGetNestedUnder(opm, str(anchor));
  printf("add %s <- '%s': ", anchor, pipeline);
  if (mlirLogicalResultIsSuccess(
          nnAddPipeline(opm, str(pipeline), print, NULL))) {
    printf("ok: ");
    mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(pm), print, NULL);
  }
  printf("\n");
  mlirPassManagerDestroy(pm);
}

static const char *graph =
    "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
    "  %0 = \"nn.relu\"(%x) : (tensor<4xf32>) -> tensor<4xf32>\n"
    "  %1 = \"nn.relu\"(%0) : (tensor<4xf32>) -> tensor<4xf32>\n"
    "  %2 = \"nn.exp\"(%1) : (tensor<4xf32>) -> tensor<4xf32>\n"
    "  %3 = \"nn.tanh\"(%2) : (tensor<4xf32>) -> tensor<4xf32>\n"
    "  return %3 : tensor<4xf32>\n"
    "}\n";

int main(void) {
  // CHECK: api version: matches
  printf("api version: %s\n",
         nnGetApiVersion() == NN_API_VERSION ? "matches" : "DIFFERS");

  // CHECK: nn.relu: elementwise pure
  // CHECK: nn.matmul: out_elementwise_fusable pure
  const char *ops[] = {"nn.relu", "nn.matmul"};
  for (int i = 0; i < 2; ++i) {
    const NnOpDef *def = nnLookupOp(str(ops[i]));
    MlirStringRef name = nnOpGetName(def);
    printf("%.*s: %s %s\n", (int)name.length, name.data,
           nnFusionKindName(nnOpGetFusionKind(def)),
           nnOpIsPure(def) ? "pure" : "impure");
  }

  // Every pass in the table can be created by its name, with no options.
  // CHECK-LABEL: passes:
  // CHECK-DAG: nn-verify: ok
  // CHECK-DAG: fuse-ops: ok
  // CHECK-DAG: nn-simplify: ok
  // CHECK: out of range: null
  printf("passes:\n");
  for (intptr_t i = 0; i < nnGetNumPasses(); ++i) {
    MlirStringRef name = nnGetPassArgument(i);
    MlirPass pass = nnCreatePassByName(name, str(""), print, NULL);
    printf("%.*s: %s (%s)\n", (int)name.length, name.data,
           pass.ptr && nnGetPassDescription(i).length ? "ok" : "FAILED",
           pass.ptr ? "created" : "");
    MlirContext ctx = mlirContextCreate();
    MlirPassManager pm = mlirPassManagerCreate(ctx);
    mlirPassManagerAddOwnedPass(pm, pass);
    mlirPassManagerDestroy(pm);
    mlirContextDestroy(ctx);
  }
  printf("out of range: %s\n",
         nnGetPassArgument(-1).data || nnGetPassArgument(nnGetNumPasses()).data
             ? "NOT null"
             : "null");

  // CHECK-LABEL: pipelines:
  // CHECK: nn-lower-to-llvm
  // CHECK: out of range: null
  printf("pipelines:\n");
  for (intptr_t i = 0; i < nnGetNumPipelines(); ++i) {
    MlirStringRef name = nnGetPipelineArgument(i);
    printf("%.*s %s\n", (int)name.length, name.data,
           nnGetPipelineDescription(i).length ? "" : "(no description)");
  }
  printf("out of range: %s\n",
         nnGetPipelineArgument(nnGetNumPipelines()).data ? "NOT null" : "null");

  // CHECK-LABEL: named constructors:
  // One constructor per pass of the table: a pass added without one fails
  // here.
  // CHECK-NEXT: 42 created, 42 passes
  // CHECK-NEXT: fuse-ops bad value: 'fuse-ops' option max-depth must be an
  // integer >= 1, not '0'
  printf("named constructors:\n");
  MlirPass (*constructors[])(MlirStringRef, MlirStringCallback,
                             void *) = {nnCreateVerifyPass,
                                        nnCreateInferShapesPass,
                                        nnCreateFuseOpsPass,
                                        nnCreateSimplifyPass,
                                        nnCreateConvertNnToLinalgPass,
                                        nnCreateSignlessIntegersPass,
                                        nnCreateRouteRuntimeChecksPass,
                                        nnCreateDistinctResultsPass,
                                        nnCreateDistinctInitsPass,
                                        nnCreateNameConstantsPass,
                                        nnCreateInlineDynamicCallsPass,
                                        nnCreateDynamicResultsInPlacePass,
                                        nnCreateConvertLayoutPass,
                                        nnCreateSimplifyInferencePass,
                                        nnCreateFuseQuantizedPass,
                                        nnCreateFoldConstantsPass,
                                        nnCreateSpecializePass,
                                        nnCreateTileFusedPass,
                                        nnCreateLowerTileBodiesPass,
                                        nnCreateVersionRarePathsPass,
                                        nnCreateCpuUkernelsPass,
                                        nnCreatePlanBuffersPass,
                                        nnCreateExpandMathPass,
                                        nnCreateMaxnumToLlvmPass,
                                        nnCreateProfileKernelsPass,
                                        nnCreateProfileFlopsPass,
                                        nnCreateVectorWidthPass,
                                        nnCreateParallelCopiesPass,
                                        nnCreatePrefetchStreamsPass,
                                        nnCreateOmpSchedulePass,
                                        nnCreateFlattenLlvmConstantsPass,
                                        nnCreateGpuGatherGroupsPass,
                                        nnCreateGpuSplitReductionsPass,
                                        nnCreateGpuCopiesToLinalgPass,
                                        nnCreateGpuParallelFirstPass,
                                        nnCreateGpuMapLoopsPass,
                                        nnCreateGpuHostMemoryPass,
                                        nnCreateGpuOneModulePass,
                                        nnCreateGpuIm2colPass,
                                        nnCreateGpuOutlineMatmulsPass,
                                        nnCreateGpuLibraryCallsPass,
                                        nnCreateGpuLibraryStreamsPass};
  enum { kNumConstructors = sizeof(constructors) / sizeof(constructors[0]) };
  int created = 0;
  {
    MlirContext ctx = mlirContextCreate();
    MlirPassManager pm = mlirPassManagerCreate(ctx);
    for (int i = 0; i < kNumConstructors; ++i) {
      MlirPass pass = constructors[i](str(""), print, NULL);
      created += pass.ptr != NULL;
      if (pass.ptr)
        mlirPassManagerAddOwnedPass(pm, pass);
    }
    mlirPassManagerDestroy(pm);
    mlirContextDestroy(ctx);
  }
  printf("%d created, %d passes\n", created, (int)nnGetNumPasses());
  printf("fuse-ops bad value: ");
  MlirPass bad = nnCreateFuseOpsPass(str("max-depth=0"), print, NULL);
  printf("%s\n", bad.ptr ? "NOT null" : "");
  // A NULL callback is allowed: the error is only signalled.
  if (nnCreateFuseOpsPass(str("max-depth=0"), NULL, NULL).ptr)
    printf("NULL callback: NOT null\n");

  // CHECK-LABEL: by name:
  // CHECK-NEXT: create fuse-ops{max-depth=4 embed-constants=true}: ok
  // CHECK-NEXT: create no-such-pass{}: 'no-such-pass' is not an nn pass
  // CHECK-NEXT: create canonicalize{}: 'canonicalize' is not an nn pass
  // CHECK-NEXT: create fuse-ops{depth=4}: 'fuse-ops' has no option 'depth'; its
  // options are max-depth max-args embed-constants CHECK-NEXT: create
  // nn-verify{x=1}: 'nn-verify' has no option 'x'
  printf("by name:\n");
  create("fuse-ops", "max-depth=4 embed-constants=true");
  create("no-such-pass", "");
  create("canonicalize", "");
  create("fuse-ops", "depth=4");
  create("nn-verify", "x=1");

  mlirRegisterAllPasses();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreate();
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  nnLoadDialect(ctx);

  // Bare elements or elements anchored on the pass manager's op; nn and
  // upstream passes mixed, nested pass managers, named pipelines.
  // CHECK-LABEL: nnAddPipeline:
  // CHECK-NEXT: add builtin.module <- 'fuse-ops{max-depth=2}, canonicalize':
  // ok: builtin.module(fuse-ops,canonicalize{ CHECK-NEXT: add builtin.module <-
  // 'builtin.module(func.func(nn-simplify, cse), nn-verify)': ok:
  // builtin.module(func.func(nn-simplify,cse),nn-verify) CHECK-NEXT: add
  // func.func <- 'nn-simplify{max-iterations=1}, cse': ok:
  // builtin.module(func.func(nn-simplify,cse)) CHECK-NEXT: add func.func <-
  // 'func.func(nn-verify)': ok: builtin.module(func.func(nn-verify))
  // CHECK-NEXT: add builtin.module <- 'nn-lower-to-llvm': ok:
  // builtin.module(convert-nn-to-linalg,nn-route-runtime-checks,linalg-fuse-elementwise-ops,nn-tile-fused,nn-inline-dynamic-calls,symbol-dce,nn-distinct-results,nn-distinct-inits,one-shot-bufferize{{.*}},nn-name-constants,{{.*}}nn-lower-tile-bodies,
  // CHECK-NEXT: add builtin.module <- '': ok: builtin.module()
  printf("nnAddPipeline:\n");
  add(ctx, "builtin.module", "fuse-ops{max-depth=2}, canonicalize");
  add(ctx, "builtin.module",
      "builtin.module(func.func(nn-simplify, cse), nn-verify)");
  add(ctx, "func.func", "nn-simplify{max-iterations=1}, cse");
  add(ctx, "func.func", "func.func(nn-verify)");
  add(ctx, "builtin.module", "nn-lower-to-llvm");
  add(ctx, "builtin.module", "");

  // CHECK-LABEL: errors:
  // CHECK-NEXT: add builtin.module <- 'no-such-pass': {{.*}}'no-such-pass' does
  // not refer to a registered pass or pass pipeline CHECK: add builtin.module
  // <- 'fuse-ops{bogus=1}': 'fuse-ops' has no option 'bogus' CHECK-NEXT: add
  // builtin.module <- 'canonicalize{bogus=1}': {{.*}}no such option bogus
  // CHECK: add func.func <- 'fuse-ops': 'fuse-ops' runs on 'builtin.module' and
  // cannot be nested under 'func.func' CHECK-NEXT: add builtin.module <-
  // 'func.func(infer-shapes)': 'infer-shapes' runs on 'builtin.module' and
  // cannot be nested under 'func.func' CHECK-NEXT: add builtin.module <-
  // 'nn-lower-to-llvm{x=1}': 'nn-lower-to-llvm' has no option 'x'; its options
  // are runtime-checks CHECK-NEXT: add func.func <- 'nn-lower-to-llvm':
  // 'nn-lower-to-llvm' runs on 'builtin.module' and cannot be nested under
  // 'func.func' CHECK-NEXT: add builtin.module <- 'builtin.module(cse':
  // unbalanced '(' after 'builtin.module' CHECK-NEXT: add builtin.module <-
  // 'fuse-ops{max-depth=2': unbalanced '{' after 'fuse-ops' CHECK-NEXT: add
  // builtin.module <- 'cse,, canonicalize': expected a pass or an op name at ',
  // canonicalize' CHECK-NEXT: add builtin.module <- 'cse canonicalize':
  // expected ',' at 'canonicalize'
  printf("errors:\n");
  add(ctx, "builtin.module", "no-such-pass");
  add(ctx, "builtin.module", "fuse-ops{bogus=1}");
  add(ctx, "builtin.module", "canonicalize{bogus=1}");
  add(ctx, "func.func", "fuse-ops");
  add(ctx, "builtin.module", "func.func(infer-shapes)");
  add(ctx, "builtin.module", "nn-lower-to-llvm{x=1}");
  add(ctx, "func.func", "nn-lower-to-llvm");
  add(ctx, "builtin.module", "builtin.module(cse");
  add(ctx, "builtin.module", "fuse-ops{max-depth=2");
  add(ctx, "builtin.module", "cse,, canonicalize");
  add(ctx, "builtin.module", "cse canonicalize");

  // The pipeline runs: nn-simplify folds relu(relu(x)), fuse-ops with
  // max-depth=2 cuts the chain relu, exp, tanh after exp (tanh stays a
  // single-op kernel), cse is upstream's.
  // CHECK-LABEL: run:
  // CHECK: func.func @f(%[[X:.*]]: tensor<4xf32>)
  // CHECK-NEXT: %[[A:.*]] = call @fused_relu_exp(%[[X]])
  // CHECK-NEXT: %[[T:.*]] = "nn.tanh"(%[[A]])
  // CHECK-NEXT: return %[[T]]
  // CHECK: func.func private @fused_relu_exp
  // CHECK-NEXT: "nn.relu"
  // CHECK-NEXT: "nn.exp"
  // CHECK-NEXT: return
  printf("run:\n");
  MlirModule module = mlirModuleCreateParse(ctx, str(graph));
  MlirPassManager pm = createModulePassManager(ctx);
  if (mlirLogicalResultIsFailure(nnAddPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          str("builtin.module(func.func(nn-simplify), fuse-ops{max-depth=2}, "
              "cse)"),
          print, NULL)) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    printf("FAILED\n");
  mlirOperationPrint(mlirModuleGetOperation(module), print, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
