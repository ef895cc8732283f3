// A custom op's shape function is the framework's code: what it returns is
// checked before anything uses it as a type. Three ops whose shape functions
// return no type, an i32 and a rank-65 tensor are built with the graph
// builder (which refuses them with a message; the null type used to become
// a result type and crash MLIR's verifier, found by
// test/fuzz/register_op.c), parsed and verified, and run through
// --infer-shapes (which report the shape function instead of reading an i32
// as a tensor).
//
// RUN: nn-capi-custom-op-bad-shape 2>&1 | FileCheck %s

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "nn-c/Builder.h"
#include "nn-c/Dialect.h"
#include "nn-c/Passes.h"

#include <stdio.h>

static MlirLogicalResult noType(NnShapeContext *ctx, MlirType *results) {
  results[0] = (MlirType){NULL};
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult notTensor(NnShapeContext *ctx, MlirType *results) {
  results[0] = mlirIntegerTypeGet(nnShapeGetContext(ctx), 32);
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult rank65(NnShapeContext *ctx, MlirType *results) {
  int64_t shape[NN_MAX_RANK + 1];
  for (int i = 0; i <= NN_MAX_RANK; ++i)
    shape[i] = 1;
  results[0] = mlirRankedTensorTypeGet(NN_MAX_RANK + 1, shape,
                                       mlirF32TypeGet(nnShapeGetContext(ctx)),
                                       mlirAttributeGetNull());
  return mlirLogicalResultSuccess();
}

static const NnValueDef x[] = {{"x", NN_SINGLE, NN_F32, NULL}};
static const NnValueDef y[] = {{"y", NN_SINGLE, NN_F32, NULL}};
#define OP(opName, fn)                                                         \
  {.name = opName,                                                             \
   .summary = "A shape function that breaks its contract",                     \
   .operands = x,                                                              \
   .numOperands = 1,                                                           \
   .results = y,                                                               \
   .numResults = 1,                                                            \
   .fusionKind = NN_FUSION_OPAQUE,                                             \
   .pure = true,                                                               \
   .inferShape = fn}
static const NnOpDef ops[] = {OP("nn.no_type", noType),
                              OP("nn.not_tensor", notTensor),
                              OP("nn.rank65", rank65)};

static void print(MlirStringRef text, void *userData) {
  fprintf(stderr, "%.*s", (int)text.length, text.data);
}

static void printLine(MlirStringRef text, void *userData) {
  fprintf(stderr, "%s: %.*s\n", (const char *)userData, (int)text.length,
          text.data);
}

static MlirLogicalResult printDiagnostic(MlirDiagnostic d, void *userData) {
  fprintf(stderr, "diagnostic: ");
  mlirDiagnosticPrint(d, print, NULL);
  fprintf(stderr, "\n");
  return mlirLogicalResultSuccess();
}

int main(void) {
  for (int i = 0; i < 3; ++i)
    if (mlirLogicalResultIsFailure(
            nnRegisterOp(&ops[i], printLine, "register")))
      return 1;
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx)))
    return 1;
  MlirType f32x2 =
      mlirTypeParseGet(ctx, mlirStringRefCreateFromCString("tensor<2xf32>"));

  // CHECK: builder: 'nn.no_type' op shape function returned no type for result #0
  // CHECK: builder: 'nn.not_tensor' op shape function returned a type that is not a tensor for result #0
  // CHECK: builder: 'nn.rank65' op inferred result #0 has rank 65; nn supports ranks up to 64
  for (int i = 0; i < 3; ++i) {
    NnGraphBuilder b = nnGraphBuilderCreate(ctx, printLine, "builder");
    nnGraphBuilderBeginFunction(b, mlirStringRefCreateFromCString("f"), 1,
                                &f32x2);
    MlirValue arg = nnGraphBuilderGetArgument(b, 0);
    if (!mlirValueIsNull(nnGraphBuilderOp(b, ops[i].name, 1, &arg, 0, NULL)))
      fprintf(stderr, "builder: %s built\n", ops[i].name);
    nnGraphBuilderDestroy(b);
  }

  // Parsed IR with a declared type: no type is "not inferred"; the others
  // are errors of the verifier and of --infer-shapes.
  // CHECK: verify nn.no_type: success
  // CHECK: diagnostic: 'nn.not_tensor' op shape function returned a type that is not a tensor for result #0
  // CHECK: verify nn.not_tensor: failure
  // CHECK: diagnostic: 'nn.not_tensor' op shape function returned a type that is not a tensor for result #0
  // CHECK: infer-shapes nn.not_tensor: failure
  // CHECK: diagnostic: 'nn.rank65' op inferred result #0 has rank 65; nn supports ranks up to 64
  // CHECK: verify nn.rank65: failure
  for (int i = 0; i < 3; ++i) {
    char text[256];
    snprintf(text, sizeof(text),
             "func.func @f(%%x: tensor<2xf32>) -> tensor<2xf32> {\n"
             "  %%0 = \"%s\"(%%x) : (tensor<2xf32>) -> tensor<2xf32>\n"
             "  return %%0 : tensor<2xf32>\n}\n",
             ops[i].name);
    MlirModule module =
        mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
    MlirOperation op = mlirModuleGetOperation(module);
    fprintf(stderr, "verify %s: %s\n", ops[i].name,
            mlirLogicalResultIsSuccess(nnVerify(op)) ? "success" : "failure");
    if (i == 1) {
      MlirPassManager pm = mlirPassManagerCreateOnOperation(
          ctx, mlirStringRefCreateFromCString("builtin.module"));
      mlirPassManagerAddOwnedPass(
          pm, nnCreateInferShapesPass(mlirStringRefCreateFromCString(""),
                                      printLine, "pass"));
      fprintf(stderr, "infer-shapes %s: %s\n", ops[i].name,
              mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op))
                  ? "success"
                  : "failure");
      mlirPassManagerDestroy(pm);
    }
    mlirModuleDestroy(module);
  }
  mlirContextDestroy(ctx);
  return 0;
}
