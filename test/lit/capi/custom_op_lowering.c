// A framework's own ops carry their lowering in their description, as nn's
// ops do (nn-c/OpDef.h, nn-c/Lowering.h): registered at run time, they fuse
// with nn ops, compile with nnCompile and run, with no change to nn.
//
//  - nn.copysign: a declarative formula, one math op (`scalar`);
//  - nn.softsign: a formula of several ops, x / (1 + |x|) (`scalar.build`);
//  - nn.axpb: a lowering function (`lower`) reading its attributes,
//    a * x + b, built around a scalar formula with nnLoweringElementwise.
//
// RUN: nn-capi-custom-op-lowering | FileCheck %s

#include "nn-c/Compile.h"
#include "nn-c/Dialect.h"
#include "nn-c/Lowering.h"
#include "nn-c/Passes.h"
#include "nn-c/Run.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The ops. */

// The result has the first operand's type, and so its sizes where dynamic.
static MlirLogicalResult sameAsFirst(NnShapeContext *ctx, MlirType *results) {
  results[0] = nnShapeGetOperandType(ctx, 0);
  nnShapeSetResultDimsFrom(ctx, 0, 0);
  return mlirLogicalResultSuccess();
}

static MlirValue softsign(NnLowering *l, const MlirValue *args) {
  MlirType type = mlirValueGetType(args[0]);
  MlirValue abs = nnLoweringScalarOp(l, "math.absf", 1, args);
  MlirValue one = nnLoweringScalarConstant(l, type, 1.0);
  MlirValue denominator =
      nnLoweringScalarOp(l, "arith.addf", 2, (MlirValue[]){one, abs});
  return nnLoweringScalarOp(l, "arith.divf", 2,
                            (MlirValue[]){args[0], denominator});
}

static MlirValue axpbElement(NnLowering *l, const MlirValue *args) {
  MlirType type = mlirValueGetType(args[0]);
  MlirValue a = nnLoweringScalarConstant(l, type, nnLoweringGetFloat(l, "a"));
  MlirValue b = nnLoweringScalarConstant(l, type, nnLoweringGetFloat(l, "b"));
  MlirValue ax =
      nnLoweringScalarOp(l, "arith.mulf", 2, (MlirValue[]){a, args[0]});
  return nnLoweringScalarOp(l, "arith.addf", 2, (MlirValue[]){ax, b});
}

static MlirLogicalResult lowerAxpb(NnLowering *l) {
  if (nnLoweringGetFloat(l, "a") == 0)
    return nnLoweringFail(l, "a = 0 is a constant, not an axpb");
  // Sized at run time where dynamic (the graph below runs at two sizes):
  // the size of the rows, built from the shape function's expression.
  if (mlirValueIsNull(nnLoweringGetResultSize(l, 0, 0)))
    return nnLoweringFail(l, "the rows have no size");
  MlirValue x = nnLoweringGetOperand(l, 0);
  nnLoweringSetResult(l, 0,
                      nnLoweringElementwise(l, nnLoweringGetResultType(l, 0), 1,
                                            &x, axpbElement));
  return mlirLogicalResultSuccess();
}

static const NnValueDef one[] = {{"x", NN_SINGLE, NN_FLOAT, "The input."}};
static const NnValueDef two[] = {{"x", NN_SINGLE, NN_FLOAT, "Magnitudes."},
                                 {"y", NN_SINGLE, NN_FLOAT, "Signs."}};
static const NnValueDef out[] = {{"z", NN_SINGLE, NN_FLOAT, "The result."}};
static const NnAttrDef axpbAttrs[] = {
    {"a", NN_ATTR_FLOAT, "1.000000e+00 : f32", NULL, "The factor."},
    {"b", NN_ATTR_FLOAT, "0.000000e+00 : f32", NULL, "The term."}};

static const NnOpDef copysignOp = {
    .name = "nn.copysign",
    .summary = "|x| with the sign of y",
    .operands = two,
    .numOperands = 2,
    .results = out,
    .numResults = 1,
    .fusionKind = NN_FUSION_ELEMENTWISE,
    .pure = true,
    .inferShape = sameAsFirst,
    .scalar = {.floatOp = "math.copysign"},
};

static const NnOpDef softsignOp = {
    .name = "nn.softsign",
    .summary = "x / (1 + |x|)",
    .operands = one,
    .numOperands = 1,
    .results = out,
    .numResults = 1,
    .fusionKind = NN_FUSION_ELEMENTWISE,
    .pure = true,
    .inferShape = sameAsFirst,
    .scalar = {.build = softsign},
};

static const NnOpDef axpb = {
    .name = "nn.axpb",
    .summary = "a * x + b",
    .operands = one,
    .numOperands = 1,
    .results = out,
    .numResults = 1,
    .attributes = axpbAttrs,
    .numAttributes = 2,
    .fusionKind = NN_FUSION_ELEMENTWISE,
    .pure = true,
    .inferShape = sameAsFirst,
    .lower = lowerAxpb,
    .lowersDynamicDims = true,
};

// A formula naming an op MLIR does not know: an error, not a crash.
static const NnOpDef bogus = {
    .name = "nn.bogus",
    .summary = "A formula of an unknown op",
    .operands = one,
    .numOperands = 1,
    .results = out,
    .numResults = 1,
    .fusionKind = NN_FUSION_ELEMENTWISE,
    .pure = true,
    .inferShape = sameAsFirst,
    .scalar = {.floatOp = "arith.nonsense"},
};

/* The graph: custom ops around an nn op, fused into one kernel. */

static const char *kGraph =
    "func.func @main(%x: tensor<2x4xf32>, %s: tensor<2x4xf32>)"
    " -> tensor<2x4xf32> {\n"
    "  %0 = \"nn.axpb\"(%x) {a = 2.0 : f32, b = -1.0 : f32} :"
    " (tensor<2x4xf32>) -> tensor<2x4xf32>\n"
    "  %1 = \"nn.relu\"(%0) : (tensor<2x4xf32>) -> tensor<2x4xf32>\n"
    "  %2 = \"nn.softsign\"(%1) : (tensor<2x4xf32>) -> tensor<2x4xf32>\n"
    "  %3 = \"nn.copysign\"(%2, %s) :"
    " (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>\n"
    "  return %3 : tensor<2x4xf32>\n"
    "}\n";

// The same graph with dynamic rows: compiled once, run at two sizes.
static const char *kDynamicGraph =
    "func.func @main(%x: tensor<?x4xf32>, %s: tensor<?x4xf32>)"
    " -> tensor<?x4xf32> {\n"
    "  %0 = \"nn.axpb\"(%x) {a = 2.0 : f32, b = -1.0 : f32} :"
    " (tensor<?x4xf32>) -> tensor<?x4xf32>\n"
    "  %1 = \"nn.relu\"(%0) : (tensor<?x4xf32>) -> tensor<?x4xf32>\n"
    "  %2 = \"nn.softsign\"(%1) : (tensor<?x4xf32>) -> tensor<?x4xf32>\n"
    "  %3 = \"nn.copysign\"(%2, %s) :"
    " (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>\n"
    "  return %3 : tensor<?x4xf32>\n"
    "}\n";

static const char *kZeroFactor =
    "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
    "  %0 = \"nn.axpb\"(%x) {a = 0.0 : f32} : (tensor<4xf32>) -> "
    "tensor<4xf32>\n"
    "  return %0 : tensor<4xf32>\n"
    "}\n";

static const char *kBogus =
    "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
    "  %0 = \"nn.bogus\"(%x) : (tensor<4xf32>) -> tensor<4xf32>\n"
    "  return %0 : tensor<4xf32>\n"
    "}\n";

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

static void printError(MlirStringRef text, void *userData) {
  printf("error: ");
  print(text, userData);
  printf("\n");
}

static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  printf("diagnostic: ");
  mlirDiagnosticPrint(diagnostic, print, userData);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static MlirStringRef str(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

// Prints each function of the module and the ops of its body.
static void printFunctions(MlirModule module) {
  MlirBlock body = mlirModuleGetBody(module);
  for (MlirOperation f = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(f); f = mlirOperationGetNextInBlock(f)) {
    MlirAttribute name = mlirOperationGetAttributeByName(f, str("sym_name"));
    MlirStringRef text = mlirStringAttrGetValue(name);
    printf("function @%.*s:", (int)text.length, text.data);
    MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(f, 0));
    for (MlirOperation op = mlirBlockGetFirstOperation(entry);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
      MlirStringRef opName = mlirIdentifierStr(mlirOperationGetName(op));
      printf(" %.*s", (int)opName.length, opName.data);
    }
    printf("\n");
  }
}

static float reference(float x, float s) {
  float y = 2.0f * x - 1.0f;
  y = y > 0 ? y : 0;
  y = y / (1.0f + fabsf(y));
  return copysignf(y, s);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  nnRegisterOp(&copysignOp, printError, NULL);
  nnRegisterOp(&softsignOp, printError, NULL);
  nnRegisterOp(&axpb, printError, NULL);
  nnRegisterOp(&bogus, printError, NULL);
  // Facts that contradict the op are refused with the reason.
  // CHECK: error: nnRegisterOp: cannot register 'nn.odd': commutative, associative and absorbing are facts of binary ops
  // CHECK-NEXT: error: nnRegisterOp: cannot register 'nn.odd': a predicate belongs to arith.cmpf or arith.cmpi
  NnOpDef odd = softsignOp;
  odd.name = "nn.odd";
  odd.algebra.commutative = true;
  nnRegisterOp(&odd, printError, NULL);
  odd.algebra.commutative = false;
  odd.scalar = (NnScalarDef){.floatOp = "arith.addf", .floatPredicate = "olt"};
  nnRegisterOp(&odd, printError, NULL);
  // A slot without a name would reach the IRDL generator and the docs.
  // CHECK-NEXT: error: nnRegisterOp: cannot register 'nn.odd': every operand needs a name of letters, digits or '_'
  static const NnValueDef unnamed[] = {{NULL, NN_SINGLE, NN_FLOAT, "?"}};
  odd.scalar = softsignOp.scalar;
  odd.operands = unnamed;
  nnRegisterOp(&odd, printError, NULL);
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx)))
    return 1;

  MlirModule module = mlirModuleCreateParse(ctx, str(kGraph));
  MlirPassManager pm =
      mlirPassManagerCreateOnOperation(ctx, str("builtin.module"));
  if (mlirLogicalResultIsFailure(
          nnAddPipeline(mlirPassManagerGetAsOpPassManager(pm),
                        str("builtin.module(fuse-ops)"), printError, NULL)) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    return 1;
  mlirPassManagerDestroy(pm);
  // The four ops, three of them custom, are one kernel.
  // CHECK: function @main: func.call func.return
  // CHECK-NEXT: function @fused_axpb_relu_softsign_copysign: nn.axpb nn.relu nn.softsign nn.copysign func.return
  printFunctions(module);

  NnExecutable exe = nnCompile(module, NULL, printError, NULL);
  if (nnExecutableIsNull(exe))
    return 1;
  float x[8] = {-2, -0.5f, 0, 0.25f, 0.5f, 0.75f, 1, 3};
  float s[8] = {1, -1, 1, -1, 1, -1, 1, -1};
  float y[8] = {0};
  int64_t shape[2] = {2, 4};
  NnTensor inputs[2] = {{x, NN_ELEMENT_F32, 2, shape},
                        {s, NN_ELEMENT_F32, 2, shape}};
  NnTensor output = {y, NN_ELEMENT_F32, 2, shape};
  // CHECK: run: ok
  printf("run: %s\n",
         mlirLogicalResultIsSuccess(nnExecutableRun(
             exe, str("main"), 2, inputs, 1, &output, printError, NULL))
             ? "ok"
             : "failed");
  // Against the same formula in C, to float rounding.
  // CHECK-NEXT: values: 0 -0 0 -0 0 -0.3333 0.5 -0.8333
  // CHECK-NEXT: max error: ok
  float maxError = 0;
  printf("values:");
  for (int i = 0; i < 8; ++i) {
    printf(" %.4g", y[i]);
    float e = fabsf(y[i] - reference(x[i], s[i]));
    maxError = e > maxError ? e : maxError;
  }
  printf("\nmax error: %s\n", maxError <= 1e-6f ? "ok" : "too large");
  nnExecutableDestroy(exe);
  mlirModuleDestroy(module);

  // Custom ops with dynamic dims: the shape function says the sizes
  // (nnShapeSetResultDimsFrom), axpb's lowering and the formulas size their
  // tensors at run time. One compile; rows 2 and 1 give the same values.
  // CHECK: dynamic rows 2: 0 -0 0 -0 0 -0.3333 0.5 -0.8333
  // CHECK-NEXT: dynamic rows 1: 0 -0 0 -0
  module = mlirModuleCreateParse(ctx, str(kDynamicGraph));
  exe = nnCompile(module, NULL, printError, NULL);
  for (int64_t rows = 2; rows >= 1 && !nnExecutableIsNull(exe); --rows) {
    int64_t dynamicShape[2] = {rows, 4};
    NnTensor dynamicInputs[2] = {{x, NN_ELEMENT_F32, 2, dynamicShape},
                                 {s, NN_ELEMENT_F32, 2, dynamicShape}};
    NnTensor dynamicOutput = {y, NN_ELEMENT_F32, 2, dynamicShape};
    if (mlirLogicalResultIsFailure(
            nnExecutableRun(exe, str("main"), 2, dynamicInputs, 1,
                            &dynamicOutput, printError, NULL)))
      break;
    printf("dynamic rows %lld:", (long long)rows);
    for (int i = 0; i < rows * 4; ++i)
      printf(" %.4g", y[i]);
    printf("\n");
  }
  nnExecutableDestroy(exe);
  mlirModuleDestroy(module);

  // A custom lowering's own error reaches the user at the op.
  // CHECK: diagnostic: 'nn.axpb' op cannot be lowered to linalg: a = 0 is a constant, not an axpb
  // CHECK: zero factor: null
  module = mlirModuleCreateParse(ctx, str(kZeroFactor));
  exe = nnCompile(module, NULL, NULL, NULL);
  printf("zero factor: %s\n", nnExecutableIsNull(exe) ? "null" : "compiled");
  nnExecutableDestroy(exe);
  mlirModuleDestroy(module);

  // CHECK: diagnostic: type inference was requested for the operation arith.nonsense, but the operation was not registered
  // CHECK: diagnostic: 'nn.bogus' op cannot be lowered to linalg: its formula built no value
  // CHECK: unknown formula op: null
  module = mlirModuleCreateParse(ctx, str(kBogus));
  exe = nnCompile(module, NULL, NULL, NULL);
  printf("unknown formula op: %s\n",
         nnExecutableIsNull(exe) ? "null" : "compiled");
  nnExecutableDestroy(exe);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
