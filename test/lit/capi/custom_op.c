// A framework registers its own op with nnRegisterOp before loading the
// dialect, then parses and verifies IR that uses it: the custom op gets the
// same IRDL checks and semantic verification as the built-in ones.
//
// RUN: nn-capi-custom-op 2>&1 | FileCheck %s
// Errors reach the caller's callback: the library prints nothing.
// RUN: nn-capi-custom-op 2>&1 >/dev/null | count 0

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"
#include "nn-c/Dialect.h"

#include <stdio.h>

// nn.pixel_shuffle: [N, C*r*r, H, W] -> [N, C, H*r, W*r], as PyTorch's.
static MlirLogicalResult inferPixelShuffle(NnShapeContext *ctx,
                                           MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  int64_t r = nnShapeGetInt(ctx, "upscale");
  if (mlirShapedTypeGetRank(input) != 4)
    return nnShapeError(ctx, "input must have rank 4, but has rank %lld",
                        (long long)mlirShapedTypeGetRank(input));
  if (r < 1)
    return nnShapeError(ctx, "upscale must be >= 1, but is %lld", (long long)r);
  int64_t c = mlirShapedTypeGetDimSize(input, 1);
  if (c % (r * r) != 0)
    return nnShapeError(ctx,
                        "channels (%lld) must be a multiple of "
                        "upscale^2 (%lld)",
                        (long long)c, (long long)(r * r));
  int64_t shape[4] = {mlirShapedTypeGetDimSize(input, 0), c / (r * r),
                      mlirShapedTypeGetDimSize(input, 2) * r,
                      mlirShapedTypeGetDimSize(input, 3) * r};
  results[0] = mlirRankedTensorTypeGet(
      4, shape, mlirShapedTypeGetElementType(input), mlirAttributeGetNull());
  return mlirLogicalResultSuccess();
}

static const NnValueDef input[] = {{"input", NN_SINGLE, NN_FLOAT, "NCHW."}};
static const NnValueDef output[] = {{"output", NN_SINGLE, NN_FLOAT, "NCHW."}};
static const NnAttrDef attrs[] = {
    {"upscale", NN_ATTR_INT, NULL, NULL, "The upscale factor r."}};
static const NnOpDef pixelShuffle = {
    .name = "nn.pixel_shuffle",
    .summary = "Rearranges channels into space",
    .operands = input,
    .numOperands = 1,
    .results = output,
    .numResults = 1,
    .attributes = attrs,
    .numAttributes = 1,
    .fusionKind = NN_FUSION_INJECTIVE,
    .pure = true,
    .inferShape = inferPixelShuffle,
};

// nn.legacy_square: an op written before unsigned types existed, against
// NN_NUMERIC. Its lowering would square with signed arith ops, so the old
// mask keeps its signless meaning: i16 (signless) is accepted, ui8 is not.
static MlirLogicalResult inferSame(NnShapeContext *ctx, MlirType *results) {
  results[0] = nnShapeGetOperandType(ctx, 0);
  return mlirLogicalResultSuccess();
}
static const NnValueDef legacyIn[] = {{"x", NN_SINGLE, NN_NUMERIC, "Any."}};
static const NnValueDef legacyOut[] = {{"y", NN_SINGLE, NN_NUMERIC, "x*x."}};
static const NnOpDef legacySquare = {
    .name = "nn.legacy_square",
    .summary = "Squares its input",
    .operands = legacyIn,
    .numOperands = 1,
    .results = legacyOut,
    .numResults = 1,
    .fusionKind = NN_FUSION_ELEMENTWISE,
    .pure = true,
    .inferShape = inferSame,
};

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  (void)userData;
  printf("diagnostic: ");
  mlirDiagnosticPrint(diagnostic, print, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static void check(MlirContext ctx, const char *name, const char *ir) {
  printf("%s: ", name);
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(ir));
  if (mlirModuleIsNull(module)) {
    printf("parse failed\n");
    return;
  }
  printf("\n");
  bool ok =
      mlirLogicalResultIsSuccess(nnVerify(mlirModuleGetOperation(module)));
  printf("%s verified: %s\n", name, ok ? "yes" : "no");
  mlirModuleDestroy(module);
}

// nnRegisterOp's error callback: the message on a line of its own.
static void printLine(MlirStringRef text, void *userData) {
  print(text, userData);
  printf("\n");
}

int main(void) {
  // CHECK: register: ok
  printf("register: %s\n", mlirLogicalResultIsSuccess(
                               nnRegisterOp(&pixelShuffle, printLine, NULL))
                               ? "ok"
                               : "failed");
  // CHECK: nnRegisterOp: cannot register 'nn.pixel_shuffle': an op of that name
  // is already registered CHECK: register again: failed
  printf("register again: %s\n", mlirLogicalResultIsSuccess(nnRegisterOp(
                                     &pixelShuffle, printLine, NULL))
                                     ? "ok"
                                     : "failed");
  // Without a callback the failure is only the result.
  // CHECK-NEXT: register again, no callback: failed
  printf("register again, no callback: %s\n",
         mlirLogicalResultIsSuccess(nnRegisterOp(&pixelShuffle, NULL, NULL))
             ? "ok"
             : "failed");
  NnOpDef badName = pixelShuffle;
  badName.name = "pixel_shuffle";
  // CHECK: nnRegisterOp: cannot register 'pixel_shuffle': the name must be
  // 'nn.' followed by letters, digits or '_' CHECK: register without prefix:
  // failed
  printf("register without prefix: %s\n",
         mlirLogicalResultIsSuccess(nnRegisterOp(&badName, printLine, NULL))
             ? "ok"
             : "failed");
  // An attribute kind or an arity outside its enum is refused: passes,
  // IRDL and the builder switch over them (test/fuzz/register_op.c
  // registered an attribute of kind 5, before NN_ATTR_FLOAT_ARRAY took it).
  static const NnAttrDef badKind[] = {
      {"upscale", (NnAttrKind)6, NULL, NULL, "No such kind."}};
  static const NnValueDef badArity[] = {
      {"input", (NnArity)3, NN_FLOAT, "No such arity."}};
  NnOpDef badAttr = pixelShuffle, badSlot = pixelShuffle;
  badAttr.name = "nn.bad_attribute_kind";
  badAttr.attributes = badKind;
  badSlot.name = "nn.bad_arity";
  badSlot.operands = badArity;
  // CHECK: nnRegisterOp: cannot register 'nn.bad_attribute_kind': unknown
  // attribute kind CHECK: register with attribute kind 6: failed
  printf("register with attribute kind 6: %s\n",
         mlirLogicalResultIsSuccess(nnRegisterOp(&badAttr, printLine, NULL))
             ? "ok"
             : "failed");
  // CHECK: nnRegisterOp: cannot register 'nn.bad_arity': unknown operand or
  // result arity CHECK: register with arity 3: failed
  printf("register with arity 3: %s\n",
         mlirLogicalResultIsSuccess(nnRegisterOp(&badSlot, printLine, NULL))
             ? "ok"
             : "failed");
  // CHECK: register legacy mask: ok
  bool legacyOk =
      mlirLogicalResultIsSuccess(nnRegisterOp(&legacySquare, printLine, NULL));
  printf("register legacy mask: %s\n", legacyOk ? "ok" : "failed");
  // CHECK: lookup: nn.pixel_shuffle injective
  const NnOpDef *found =
      nnLookupOp(mlirStringRefCreateFromCString("nn.pixel_shuffle"));
  printf("lookup: %s %s\n", found ? found->name : "(none)",
         found ? nnFusionKindName(found->fusionKind) : "");

  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);
  // CHECK: load: ok
  printf("load: %s\n",
         mlirLogicalResultIsSuccess(nnLoadDialect(ctx)) ? "ok" : "failed");
  // CHECK: load again: ok
  printf("load again: %s\n",
         mlirLogicalResultIsSuccess(nnLoadDialect(ctx)) ? "ok" : "failed");

  // CHECK: good:
  // CHECK-NEXT: good verified: yes
  check(
      ctx, "good",
      "func.func @f(%x: tensor<1x8x3x3xf32>) -> tensor<1x2x6x6xf32> {\n"
      "  %0 = \"nn.pixel_shuffle\"(%x) {upscale = 2 : i64} : "
      "(tensor<1x8x3x3xf32>) -> tensor<1x2x6x6xf32>\n"
      "  %1 = \"nn.relu\"(%0) : (tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>\n"
      "  return %1 : tensor<1x2x6x6xf32>\n"
      "}\n");
  // The op's own rule, checked by its shape function.
  // CHECK: bad channels:
  // CHECK-NEXT: diagnostic: 'nn.pixel_shuffle' op channels (6) must be a
  // multiple of upscale^2 (4) CHECK-NEXT: bad channels verified: no
  check(ctx, "bad channels",
        "func.func @f(%x: tensor<1x6x3x3xf32>) -> tensor<1x1x6x6xf32> {\n"
        "  %0 = \"nn.pixel_shuffle\"(%x) {upscale = 2 : i64} : "
        "(tensor<1x6x3x3xf32>) -> tensor<1x1x6x6xf32>\n"
        "  return %0 : tensor<1x1x6x6xf32>\n"
        "}\n");
  // The declared result type against the inferred one.
  // CHECK: bad result:
  // CHECK-NEXT: diagnostic: 'nn.pixel_shuffle' op result #0 type
  // tensor<1x2x3x3xf32> does not match the inferred type tensor<1x2x6x6xf32>:
  // dimension 2 is 3, expected 6
  check(ctx, "bad result",
        "func.func @f(%x: tensor<1x8x3x3xf32>) -> tensor<1x2x3x3xf32> {\n"
        "  %0 = \"nn.pixel_shuffle\"(%x) {upscale = 2 : i64} : "
        "(tensor<1x8x3x3xf32>) -> tensor<1x2x3x3xf32>\n"
        "  return %0 : tensor<1x2x3x3xf32>\n"
        "}\n");
  // Element types from the registry entry.
  // CHECK: bad element type:
  // CHECK-NEXT: diagnostic: 'nn.pixel_shuffle' op operand #0 ('input') has
  // element type i32; allowed: f16, bf16, f32, f64
  check(ctx, "bad element type",
        "func.func @f(%x: tensor<1x8x3x3xi32>) -> tensor<1x2x6x6xi32> {\n"
        "  %0 = \"nn.pixel_shuffle\"(%x) {upscale = 2 : i64} : "
        "(tensor<1x8x3x3xi32>) -> tensor<1x2x6x6xi32>\n"
        "  return %0 : tensor<1x2x6x6xi32>\n"
        "}\n");
  // CHECK: legacy mask, i16:
  // CHECK-NEXT: legacy mask, i16 verified: yes
  check(ctx, "legacy mask, i16",
        "func.func @f(%x: tensor<4xi16>) -> tensor<4xi16> {\n"
        "  %0 = \"nn.legacy_square\"(%x) : (tensor<4xi16>) -> tensor<4xi16>\n"
        "  return %0 : tensor<4xi16>\n"
        "}\n");
  // CHECK: legacy mask, ui8:
  // CHECK-NEXT: diagnostic: 'nn.legacy_square' op operand #0 ('x') has element type ui8; allowed: f16, bf16, f32, f64, i8, i32, i64, i16
  // CHECK: legacy mask, ui8 verified: no
  check(ctx, "legacy mask, ui8",
        "func.func @f(%x: tensor<4xui8>) -> tensor<4xui8> {\n"
        "  %0 = \"nn.legacy_square\"(%x) : (tensor<4xui8>) -> tensor<4xui8>\n"
        "  return %0 : tensor<4xui8>\n"
        "}\n");
  // A required attribute is part of the generated IRDL: the parser rejects
  // its absence before nn's verifier runs.
  // CHECK: missing attribute: diagnostic: {{.*}}upscale
  // CHECK-NEXT: parse failed
  check(ctx, "missing attribute",
        "func.func @f(%x: tensor<1x8x3x3xf32>) -> tensor<1x2x6x6xf32> {\n"
        "  %0 = \"nn.pixel_shuffle\"(%x) : "
        "(tensor<1x8x3x3xf32>) -> tensor<1x2x6x6xf32>\n"
        "  return %0 : tensor<1x2x6x6xf32>\n"
        "}\n");
  mlirContextDestroy(ctx);

  // A default value that does not parse makes loading fail, with a message
  // that names the op and the attribute.
  static const NnAttrDef badDefault[] = {
      {"upscale", NN_ATTR_INT, "2 :", NULL, "Not an attribute."}};
  static NnOpDef broken;
  broken = pixelShuffle;
  broken.name = "nn.broken_default";
  broken.attributes = badDefault;
  nnRegisterOp(&broken, printLine, NULL);
  ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);
  // CHECK: diagnostic: expected non-function type
  // CHECK-NEXT: diagnostic: nn: the default value of 'nn.broken_default'
  // attribute 'upscale' does not parse: 2 : CHECK: load with a broken default:
  // failed
  printf("load with a broken default: %s\n",
         mlirLogicalResultIsSuccess(nnLoadDialect(ctx)) ? "ok" : "failed");
  mlirContextDestroy(ctx);
  return 0;
}
