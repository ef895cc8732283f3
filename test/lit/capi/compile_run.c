// nn-c/Compile.h and nn-c/Run.h as a framework uses them: compile a module
// (an MLP layer after --fuse-ops, an entry with two results) for the CPU,
// query the entries' signatures, run them on caller-owned buffers, and get
// every mistake back as a message rather than an abort or a bad call.
//
// Expected values: NumPy 2.4, with the inputs below:
//   np.maximum(x @ w + b, 0)  and  a + c, a * c
//
// RUN: nn-capi-compile-run 2>&1 | FileCheck %s

#include "nn-c/Compile.h"
#include "nn-c/Dialect.h"
#include "nn-c/Passes.h"
#include "nn-c/Run.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <stdio.h>
#include <string.h>

static const char *kModule =
    "func.func @layer(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>,\n"
    "                 %b: tensor<4xf32>) -> tensor<2x4xf32> {\n"
    "  %0 = \"nn.matmul\"(%x, %w) : (tensor<2x3xf32>, tensor<3x4xf32>)"
    " -> tensor<2x4xf32>\n"
    "  %1 = \"nn.bias_add\"(%0, %b) {axis = 1 : i64} :"
    " (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>\n"
    "  %2 = \"nn.relu\"(%1) : (tensor<2x4xf32>) -> tensor<2x4xf32>\n"
    "  return %2 : tensor<2x4xf32>\n"
    "}\n"
    "func.func @pair(%a: tensor<4xf32>, %c: tensor<4xf32>)"
    " -> (tensor<4xf32>, tensor<4xf32>) {\n"
    "  %0 = \"nn.add\"(%a, %c) : (tensor<4xf32>, tensor<4xf32>)"
    " -> tensor<4xf32>\n"
    "  %1 = \"nn.mul\"(%a, %c) : (tensor<4xf32>, tensor<4xf32>)"
    " -> tensor<4xf32>\n"
    "  return %0, %1 : tensor<4xf32>, tensor<4xf32>\n"
    "}\n";

// Static shape in the signature, a dynamic one inside that the op's
// lowering refuses (top_k along an axis of dynamic size): the lowering fails.
static const char *kUnlowerable =
    "func.func @main(%x: tensor<4x4xf32>) -> tensor<4x2xf32> {\n"
    "  %d = tensor.cast %x : tensor<4x4xf32> to tensor<4x?xf32>\n"
    "  %0:2 = \"nn.top_k\"(%d) {k = 2 : i64} : (tensor<4x?xf32>)"
    " -> (tensor<4x2xf32>, tensor<4x2xi64>)\n"
    "  return %0#0 : tensor<4x2xf32>\n"
    "}\n";

// Parses (IRDL checks operand counts and types) but breaks nn's rules.
static const char *kUnverified =
    "func.func @main(%a: tensor<2x3xf32>, %b: tensor<5x4xf32>)"
    " -> tensor<2x4xf32> {\n"
    "  %0 = \"nn.matmul\"(%a, %b) : (tensor<2x3xf32>, tensor<5x4xf32>)"
    " -> tensor<2x4xf32>\n"
    "  return %0 : tensor<2x4xf32>\n"
    "}\n";

// A dynamic output size no shape rule gives (tensor.cast has none).
static const char *kDynamic =
    "func.func @main(%x: tensor<4xf32>) -> tensor<?xf32> {\n"
    "  %0 = tensor.cast %x : tensor<4xf32> to tensor<?xf32>\n"
    "  return %0 : tensor<?xf32>\n"
    "}\n";

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

// Error callback: one message per call.
static void printError(MlirStringRef text, void *userData) {
  printf("error: ");
  print(text, userData);
  printf("\n");
}

static MlirStringRef str(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

// The context's diagnostics go to stdout too, so that their order is fixed.
static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  printf("diagnostic: ");
  mlirDiagnosticPrint(diagnostic, print, userData);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static void printValues(const char *what, const float *values, int n) {
  printf("%s:", what);
  for (int i = 0; i < n; ++i)
    printf(" %g", values[i]);
  printf("\n");
}

static void printSignature(NnExecutable exe, MlirStringRef entry) {
  printf("@%.*s:", (int)entry.length, entry.data);
  intptr_t numInputs = nnExecutableGetNumInputs(exe, entry);
  intptr_t numOutputs = nnExecutableGetNumOutputs(exe, entry);
  for (intptr_t i = 0; i < numInputs + numOutputs; ++i) {
    NnTensor t;
    bool isInput = i < numInputs;
    MlirLogicalResult found =
        isInput ? nnExecutableGetInput(exe, entry, i, &t)
                : nnExecutableGetOutput(exe, entry, i - numInputs, &t);
    MlirType type = isInput
                        ? nnExecutableGetInputType(exe, entry, i)
                        : nnExecutableGetOutputType(exe, entry, i - numInputs);
    if (mlirLogicalResultIsFailure(found) || mlirTypeIsNull(type))
      printf(" ???");
    MlirStringRef name = nnElementTypeGetName(t.elementType);
    printf(" %s%s %.*s[", i == numInputs ? "-> " : "", isInput ? "in" : "out",
           (int)name.length, name.data);
    for (intptr_t d = 0; d < t.rank; ++d)
      printf("%s%lld", d ? "x" : "", (long long)t.shape[d]);
    printf("] ");
    mlirTypePrint(type, print, NULL);
  }
  printf("\n");
}

static MlirModule parse(MlirContext ctx, const char *text) {
  return mlirModuleCreateParse(ctx, str(text));
}

// Compiles `text` with the given target and entries and says what happened.
static void compileExpectingError(MlirContext ctx, const char *what,
                                  const char *text, NnTarget target,
                                  int optLevel, intptr_t numEntries,
                                  const MlirStringRef *entries) {
  printf("%s:\n", what);
  MlirModule module = text ? parse(ctx, text) : (MlirModule){NULL};
  NnCompileOptions options;
  nnCompileOptionsInit(&options);
  options.target = target;
  options.optLevel = optLevel;
  options.numEntries = numEntries;
  options.entries = entries;
  NnExecutable exe = nnCompile(module, &options, printError, NULL);
  printf("null: %d\n", nnExecutableIsNull(exe));
  nnExecutableDestroy(exe);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
}

static void run(NnExecutable exe, const char *what, const char *entry,
                intptr_t numInputs, const NnTensor *inputs, intptr_t numOutputs,
                NnTensor *outputs) {
  printf("%s: ", what);
  MlirLogicalResult result = nnExecutableRun(exe, str(entry), numInputs, inputs,
                                             numOutputs, outputs, print, NULL);
  printf("%s\n", mlirLogicalResultIsSuccess(result) ? "ok" : "");
}

int main(void) {
  // Only func is registered here: nnCompile registers what lowering needs.
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx)))
    return 1;

  // CHECK-LABEL: fuse-ops:
  // CHECK-NEXT: ok, 1 fused function
  printf("fuse-ops:\n");
  MlirModule module = parse(ctx, kModule);
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirLogicalResultIsFailure(
          nnAddPipeline(mlirPassManagerGetAsOpPassManager(pm), str("fuse-ops"),
                        printError, NULL)) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    return 1;
  mlirPassManagerDestroy(pm);
  int numFused = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    numFused += !mlirAttributeIsNull(
        mlirOperationGetDiscardableAttributeByName(op, str("nn.fused")));
  printf("ok, %d fused function%s\n", numFused, numFused == 1 ? "" : "s");

  // Every public function is an entry; the fused one is private.
  // CHECK-LABEL: compile all:
  // CHECK-NEXT: entries: 2: @layer @pair
  // CHECK-NEXT: @layer: in f32[2x3] tensor<2x3xf32> in f32[3x4] tensor<3x4xf32> in f32[4] tensor<4xf32> -> out f32[2x4] tensor<2x4xf32>
  // CHECK-NEXT: @pair: in f32[4] tensor<4xf32> in f32[4] tensor<4xf32> -> out f32[4] tensor<4xf32> out f32[4] tensor<4xf32>
  // CHECK-NEXT: the caller's module still has its nn ops: 1
  printf("compile all:\n");
  NnExecutable exe = nnCompile(module, NULL, printError, NULL);
  if (nnExecutableIsNull(exe))
    return 1;
  printf("entries: %ld:", (long)nnExecutableGetNumEntries(exe));
  for (intptr_t i = 0; i < nnExecutableGetNumEntries(exe); ++i) {
    MlirStringRef name = nnExecutableGetEntryName(exe, i);
    printf(" @%.*s", (int)name.length, name.data);
  }
  printf("\n");
  printSignature(exe, str("layer"));
  printSignature(exe, str("pair"));
  // The module the caller passed is not lowered in place.
  MlirOperation fused = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  bool hasNn = false;
  for (MlirOperation op = fused; !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    for (MlirOperation inner = mlirBlockGetFirstOperation(body);
         !mlirOperationIsNull(inner);
         inner = mlirOperationGetNextInBlock(inner)) {
      MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(inner));
      hasNn = hasNn || (name.length > 3 && strncmp(name.data, "nn.", 3) == 0);
    }
  }
  printf("the caller's module still has its nn ops: %d\n", hasNn);

  // CHECK-LABEL: run:
  // CHECK-NEXT: layer: ok
  // CHECK-NEXT: relu(x @ w + b): 0 2.5 5 8.5 0.5 2.375 3.75 6.125
  // CHECK-NEXT: pair: ok
  // CHECK-NEXT: a + c: 1.5 1 5 4.25
  // CHECK-NEXT: a * c: 0.5 -2 6 1
  // CHECK-NEXT: layer again: ok
  // CHECK-NEXT: relu(x @ w + b): 0 2.5 5 8.5 0.5 2.375 3.75 6.125
  printf("run:\n");
  float x[6] = {1, 2, 3, -1, 0.5f, 2}, w[12], b[4] = {-2.5f, -1, 0, 2};
  for (int i = 0; i < 12; ++i)
    w[i] = (float)i * 0.25f - 1;
  float y[8];
  const int64_t xShape[] = {2, 3}, wShape[] = {3, 4}, bShape[] = {4},
                yShape[] = {2, 4};
  NnTensor inputs[3] = {{x, NN_ELEMENT_F32, 2, xShape},
                        {w, NN_ELEMENT_F32, 2, wShape},
                        {b, NN_ELEMENT_F32, 1, bShape}};
  NnTensor output = {y, NN_ELEMENT_F32, 2, yShape};
  run(exe, "layer", "layer", 3, inputs, 1, &output);
  printValues("relu(x @ w + b)", y, 8);
  float a[4] = {1, 2, 3, 4}, c[4] = {0.5f, -1, 2, 0.25f}, sum[4], product[4];
  NnTensor pairIn[2] = {{a, NN_ELEMENT_F32, 1, bShape},
                        {c, NN_ELEMENT_F32, 1, bShape}};
  NnTensor pairOut[2] = {{sum, NN_ELEMENT_F32, 1, bShape},
                         {product, NN_ELEMENT_F32, 1, bShape}};
  run(exe, "pair", "pair", 2, pairIn, 2, pairOut);
  printValues("a + c", sum, 4);
  printValues("a * c", product, 4);
  memset(y, 0, sizeof(y));
  run(exe, "layer again", "layer", 3, inputs, 1, &output);
  printValues("relu(x @ w + b)", y, 8);

  // Nothing is called unless every buffer matches.
  // CHECK-LABEL: run errors:
  // CHECK-NEXT: missing entry: the executable has no entry @main (entries: @layer, @pair)
  // CHECK-NEXT: too few inputs: @layer has 3 inputs, 2 buffers given
  // CHECK-NEXT: too many outputs: @pair has 2 outputs, 3 buffers given
  // CHECK-NEXT: NULL inputs: @layer has 3 inputs, 3 buffers given (as a NULL array)
  // CHECK-NEXT: wrong shape: input #1 of @layer expects f32 [3, 4], the buffer is f32 [4, 3]
  // CHECK-NEXT: wrong rank: output #0 of @layer expects f32 [2, 4], the buffer is f32 [8]
  // CHECK-NEXT: wrong dtype: input #0 of @pair expects f32 [4], the buffer is f64 [4]
  // CHECK-NEXT: bad dtype: input #0 of @pair expects f32 [4], the buffer is of unknown element type 42 [4]
  // CHECK-NEXT: null data: output #1 of @pair has a null data pointer
  // CHECK-NEXT: null executable: cannot run a null executable
  printf("run errors:\n");
  run(exe, "missing entry", "main", 3, inputs, 1, &output);
  run(exe, "too few inputs", "layer", 2, inputs, 1, &output);
  NnTensor threeOut[3] = {pairOut[0], pairOut[1], pairOut[1]};
  run(exe, "too many outputs", "pair", 2, pairIn, 3, threeOut);
  run(exe, "NULL inputs", "layer", 3, NULL, 1, &output);
  const int64_t wT[] = {4, 3};
  NnTensor badW[3] = {inputs[0], {w, NN_ELEMENT_F32, 2, wT}, inputs[2]};
  run(exe, "wrong shape", "layer", 3, badW, 1, &output);
  const int64_t flat[] = {8};
  NnTensor flatY = {y, NN_ELEMENT_F32, 1, flat};
  run(exe, "wrong rank", "layer", 3, inputs, 1, &flatY);
  double a64[4] = {0};
  NnTensor f64In[2] = {{a64, NN_ELEMENT_F64, 1, bShape}, pairIn[1]};
  run(exe, "wrong dtype", "pair", 2, f64In, 2, pairOut);
  NnTensor badIn[2] = {{a, (NnElementType)42, 1, bShape}, pairIn[1]};
  run(exe, "bad dtype", "pair", 2, badIn, 2, pairOut);
  NnTensor nullOut[2] = {pairOut[0], {NULL, NN_ELEMENT_F32, 1, bShape}};
  run(exe, "null data", "pair", 2, pairIn, 2, nullOut);
  run((NnExecutable){NULL}, "null executable", "layer", 3, inputs, 1, &output);

  // CHECK-LABEL: queries:
  // CHECK-NEXT: no entry: -1 -1 1 1
  // CHECK-NEXT: out of range: 1 1 1
  // CHECK-NEXT: null executable: 0 -1 1 1 1
  // CHECK-NEXT: element types: f32 4, bf16 2, i1 1, bad 0 0
  printf("queries:\n");
  NnTensor t;
  printf(
      "no entry: %ld %ld %d %d\n",
      (long)nnExecutableGetNumInputs(exe, str("main")),
      (long)nnExecutableGetNumOutputs(exe, str("main")),
      mlirLogicalResultIsFailure(nnExecutableGetInput(exe, str("main"), 0, &t)),
      mlirTypeIsNull(nnExecutableGetOutputType(exe, str("main"), 0)));
  printf("out of range: %d %d %d\n",
         mlirLogicalResultIsFailure(
             nnExecutableGetOutput(exe, str("layer"), 1, &t)),
         mlirTypeIsNull(nnExecutableGetInputType(exe, str("layer"), -1)),
         mlirStringRefEqual(nnExecutableGetEntryName(exe, 2),
                            mlirStringRefCreate(NULL, 0)));
  NnExecutable none = {NULL};
  printf("null executable: %ld %ld %d %d %d\n",
         (long)nnExecutableGetNumEntries(none),
         (long)nnExecutableGetNumInputs(none, str("layer")),
         mlirLogicalResultIsFailure(
             nnExecutableGetInput(none, str("layer"), 0, &t)),
         mlirTypeIsNull(nnExecutableGetInputType(none, str("layer"), 0)),
         nnExecutableGetEntryName(none, 0).data == NULL);
  printf("element types: f32 %ld, bf16 %ld, i1 %ld, bad %ld %zu\n",
         (long)nnElementTypeGetSize(NN_ELEMENT_F32),
         (long)nnElementTypeGetSize(NN_ELEMENT_BF16),
         (long)nnElementTypeGetSize(NN_ELEMENT_I1),
         (long)nnElementTypeGetSize((NnElementType)-1),
         nnElementTypeGetName((NnElementType)99).length);
  nnExecutableDestroy(exe);
  nnExecutableDestroy(none);

  // One entry named: the other public function is dropped.
  // CHECK-LABEL: compile one:
  // CHECK-NEXT: entries: 1, @pair inputs: -1
  // CHECK-NEXT: layer: ok
  // CHECK-NEXT: relu(x @ w + b): 0 2.5 5 8.5 0.5 2.375 3.75 6.125
  printf("compile one:\n");
  MlirStringRef layerOnly[] = {str("layer")};
  NnCompileOptions options;
  nnCompileOptionsInit(&options);
  options.numEntries = 1;
  options.entries = layerOnly;
  options.optLevel = 0;
  exe = nnCompile(module, &options, printError, NULL);
  printf("entries: %ld, @pair inputs: %ld\n",
         (long)nnExecutableGetNumEntries(exe),
         (long)nnExecutableGetNumInputs(exe, str("pair")));
  memset(y, 0, sizeof(y));
  run(exe, "layer", "layer", 3, inputs, 1, &output);
  printValues("relu(x @ w + b)", y, 8);
  nnExecutableDestroy(exe);

  // CHECK-LABEL: cuda:
  // CHECK-NEXT: error: target cuda is not built in this version (available: cpu)
  // CHECK-NEXT: null: 1
  // CHECK-LABEL: unknown target:
  // CHECK-NEXT: error: unknown target 7 (available: cpu)
  // CHECK-NEXT: null: 1
  // CHECK-LABEL: opt level:
  // CHECK-NEXT: error: optimization level 4 is not in 0..3
  // CHECK-NEXT: null: 1
  // CHECK-LABEL: null module:
  // CHECK-NEXT: error: cannot compile a null module
  // CHECK-NEXT: null: 1
  // CHECK-LABEL: missing entry:
  // CHECK-NEXT: error: the module has no function @forward (functions: @layer, @pair)
  // CHECK-NEXT: null: 1
  // CHECK-LABEL: entries NULL:
  // CHECK-NEXT: error: bad entry list (2 names, NULL)
  // CHECK-NEXT: null: 1
  // CHECK-LABEL: dynamic signature:
  // CHECK-NEXT: error: @main: the size of dim 0 of output #0 is known only when the graph runs (entries return sizes that the inputs' sizes give)
  // CHECK-NEXT: null: 1
  // CHECK-LABEL: fails to lower:
  // CHECK-NEXT: diagnostic: 'nn.top_k' op cannot be lowered to linalg: its axis (dim 1 of operand #0) must be static; dynamic ones do not lower yet
  // CHECK-NEXT: error: lowering to the LLVM dialect failed: -:3:10: 'nn.top_k' op cannot be lowered to linalg: its axis (dim 1 of operand #0) must be static; dynamic ones do not lower yet
  // CHECK-NEXT: null: 1
  MlirStringRef forward[] = {str("forward")};
  compileExpectingError(ctx, "cuda", kModule, NN_TARGET_CUDA, 2, 0, NULL);
  compileExpectingError(ctx, "unknown target", kModule, (NnTarget)7, 2, 0,
                        NULL);
  compileExpectingError(ctx, "opt level", kModule, NN_TARGET_CPU, 4, 0, NULL);
  compileExpectingError(ctx, "null module", NULL, NN_TARGET_CPU, 2, 0, NULL);
  compileExpectingError(ctx, "missing entry", kModule, NN_TARGET_CPU, 2, 1,
                        forward);
  compileExpectingError(ctx, "entries NULL", kModule, NN_TARGET_CPU, 2, 2,
                        NULL);
  compileExpectingError(ctx, "dynamic signature", kDynamic, NN_TARGET_CPU, 2, 0,
                        NULL);
  compileExpectingError(ctx, "fails to lower", kUnlowerable, NN_TARGET_CPU, 2,
                        0, NULL);
  // nnCompile verifies the module first: lowering relies on nn's rules.
  // CHECK-LABEL: unverified:
  // CHECK-NEXT: diagnostic: 'nn.matmul' op contracting dimensions differ: lhs has 3, rhs has 5
  // CHECK-NEXT: error: the module breaks nn's rules: -:2:8: 'nn.matmul' op contracting dimensions differ: lhs has 3, rhs has 5
  // CHECK-NEXT: null: 1
  compileExpectingError(ctx, "unverified", kUnverified, NN_TARGET_CPU, 2, 0,
                        NULL);

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
