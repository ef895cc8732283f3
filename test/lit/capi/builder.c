// The graph builder (nn-c/Builder.h) as a framework uses it: functions, ops
// with inferred result types, attributes of every kind given as C values or
// MLIR attributes, variadic results, explicit result types, constants
// (inline, dense_resource, borrowed, splat), and every error path. Each
// module the builder returns is checked with MLIR's and nn's verifiers.
//
// RUN: nn-capi-builder 2>&1 | FileCheck %s
// The modules it builds, printed alone, parse and verify in nn-opt (blobs
// included): what a framework hands to the rest of the compiler.
// RUN: nn-capi-builder --emit | nn-opt --split-input-file --nn-verify | FileCheck %s --check-prefix=OPT

#include "nn-c/Builder.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"
#include "nn-c/Dialect.h"

#include <stdio.h>
#include <string.h>

static MlirContext ctx;

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

// The framework's error handler: one line per error.
static void printError(MlirStringRef text, void *userData) {
  ++*(int *)userData;
  printf("error: %.*s\n", (int)text.length, text.data);
}

static MlirType type(const char *text) {
  return mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(text));
}

static MlirStringRef str(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

static int errors;
// With --emit, only the modules of the positive tests are printed, separated
// for --split-input-file.
static bool emitOnly;

static void label(const char *name) {
  if (!emitOnly)
    printf("%s\n", name);
}

static NnGraphBuilder create(void) {
  errors = 0;
  return nnGraphBuilderCreate(ctx, printError, &errors);
}

// Takes the module, checks it with both verifiers, prints and destroys it.
static void finish(NnGraphBuilder b) {
  MlirModule module = nnGraphBuilderTakeModule(b);
  nnGraphBuilderDestroy(b);
  if (mlirModuleIsNull(module)) {
    printf("no module\n");
    return;
  }
  MlirOperation op = mlirModuleGetOperation(module);
  bool ok = mlirOperationVerify(op) && mlirLogicalResultIsSuccess(nnVerify(op));
  mlirOperationPrint(op, print, NULL);
  if (emitOnly)
    printf("\n// -----\n");
  else
    printf("\nverified: %s, errors: %d\n", ok ? "yes" : "NO", errors);
  mlirModuleDestroy(module);
}

// A linear layer with ReLU: weights as a dense_resource blob, bias inline.
static void testMlp(void) {
  // CHECK-LABEL: testMlp
  label("testMlp");
  NnGraphBuilder b = create();
  MlirType x = type("tensor<8x16xf32>");
  nnGraphBuilderBeginFunction(b, str("mlp"), 1, &x);
  float weight[16 * 32], bias[32];
  for (int i = 0; i < 16 * 32; ++i)
    weight[i] = (float)i;
  for (int i = 0; i < 32; ++i)
    bias[i] = 0.5f * (float)i;
  MlirValue ops[2] = {nnGraphBuilderGetArgument(b, 0),
                      nnGraphBuilderConstant(b, type("tensor<16x32xf32>"),
                                             weight, sizeof(weight))};
  MlirValue mm = nnGraphBuilderOp(b, "nn.matmul", 2, ops, 0, NULL);
  MlirValue biasOperands[2] = {
      mm,
      nnGraphBuilderConstant(b, type("tensor<32xf32>"), bias, sizeof(bias))};
  NnAttrValue axis = nnAttrInt("axis", 1);
  MlirValue sum = nnGraphBuilderOp(b, "nn.bias_add", 2, biasOperands, 1, &axis);
  MlirValue relu = nnGraphBuilderOp(b, "nn.relu", 1, &sum, 0, NULL);
  nnGraphBuilderEndFunction(b, 1, &relu);
  // CHECK: func.func @mlp(%[[X:.*]]: tensor<8x16xf32>) -> tensor<8x32xf32>
  // CHECK: %[[W:.*]] = arith.constant dense_resource<[[BLOB:nn_weight.*]]> : tensor<16x32xf32>
  // CHECK: %[[MM:.*]] = "nn.matmul"(%[[X]], %[[W]]) : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  // CHECK: %[[B:.*]] = arith.constant dense<[0.000000e+00, 5.000000e-01, 1.000000e+00,
  // CHECK-SAME: 1.550000e+01]> : tensor<32xf32>
  // CHECK: %[[S:.*]] = "nn.bias_add"(%[[MM]], %[[B]]) {axis = 1 : i64} : (tensor<8x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
  // CHECK: %[[R:.*]] = "nn.relu"(%[[S]]) : (tensor<8x32xf32>) -> tensor<8x32xf32>
  // CHECK: return %[[R]] : tensor<8x32xf32>
  // The blob holds the weights, copied: alignment 4, then 0.0f, 1.0f, 2.0f.
  // CHECK: [[BLOB]]: "0x04000000000000000000803F00000040{{.*}}0080FF43"
  // CHECK: verified: yes, errors: 0
  finish(b);
}

// A conv + batch_norm + relu block, with constants of every flavour.
static void testConvBlock(void) {
  // CHECK-LABEL: testConvBlock
  label("testConvBlock");
  NnGraphBuilder b = create();
  MlirType input = type("tensor<1x3x8x8xf32>");
  nnGraphBuilderBeginFunction(b, str("conv_block"), 1, &input);
  MlirValue conv[2] = {
      nnGraphBuilderGetArgument(b, 0),
      nnGraphBuilderSplat(b, type("tensor<4x3x3x3xf32>"), 0.25)};
  int64_t ones[2] = {1, 1}, pads[4] = {1, 1, 1, 1};
  NnAttrValue convAttrs[] = {
      nnAttrIntArray("strides", 2, ones), nnAttrIntArray("padding", 4, pads),
      nnAttrIntArray("dilations", 2, ones), nnAttrInt("groups", 1),
      nnAttrString("layout", "NCHW")};
  MlirValue y = nnGraphBuilderOp(b, "nn.conv2d", 2, conv, 5, convAttrs);
  float scale[4] = {1, 2, 3, 4}, shift[4] = {0, 0, 1, 1},
        mean[4] = {0.5f, 0.5f, 0.5f, 0.5f}, var[4] = {1, 1, 1, 1};
  MlirType channel = type("tensor<4xf32>");
  MlirValue bn[5] = {y, nnGraphBuilderConstant(b, channel, scale, 16),
                     nnGraphBuilderConstant(b, channel, shift, 16),
                     nnGraphBuilderConstant(b, channel, mean, 16),
                     nnGraphBuilderConstant(b, channel, var, 16)};
  NnAttrValue bnAttrs[] = {nnAttrFloat("epsilon", 1e-3), nnAttrInt("axis", 1)};
  MlirValue norm = nnGraphBuilderOp(b, "nn.batch_norm", 5, bn, 2, bnAttrs);
  MlirValue out = nnGraphBuilderOp(b, "nn.relu", 1, &norm, 0, NULL);
  nnGraphBuilderEndFunction(b, 1, &out);
  // CHECK: func.func @conv_block(%[[IN:.*]]: tensor<1x3x8x8xf32>) -> tensor<1x4x8x8xf32>
  // CHECK: %[[W:.*]] = arith.constant dense<2.500000e-01> : tensor<4x3x3x3xf32>
  // CHECK: %[[C:.*]] = "nn.conv2d"(%[[IN]], %[[W]]) {dilations = array<i64: 1, 1>, groups = 1 : i64, layout = "NCHW", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  // CHECK: %[[SC:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  // CHECK: %[[BN:.*]] = "nn.batch_norm"(%[[C]], %[[SC]], %{{.*}}, %{{.*}}, %{{.*}}) {axis = 1 : i64, epsilon = 1.000000e-03 : f32}
  // CHECK-SAME: -> tensor<1x4x8x8xf32>
  // CHECK: "nn.relu"(%[[BN]])
  // CHECK: verified: yes, errors: 0
  finish(b);
}

// Every attribute kind, as a C value and as an MLIR attribute; metadata.
static void testAttributeKinds(void) {
  // CHECK-LABEL: testAttributeKinds
  label("testAttributeKinds");
  NnGraphBuilder b = create();
  MlirType args[2] = {type("tensor<2x3x4xf32>"), type("tensor<2x5x4xf32>")};
  nnGraphBuilderBeginFunction(b, str("attrs"), 2, args);
  MlirValue x = nnGraphBuilderGetArgument(b, 0);
  MlirValue y = nnGraphBuilderGetArgument(b, 1);
  // Integer.
  NnAttrValue axis = nnAttrInt("axis", 1);
  MlirValue s = nnGraphBuilderOp(b, "nn.softmax", 1, &x, 1, &axis);
  // Float, and metadata as a C string.
  NnAttrValue alpha[2] = {nnAttrFloat("alpha", 0.125),
                          nnAttrString("nn.name", "layer1/leaky")};
  // Ops from now on carry the framework's node name as their location.
  nnGraphBuilderSetLocation(
      b, mlirLocationNameGet(ctx, str("layer1"), mlirLocationUnknownGet(ctx)));
  MlirValue l = nnGraphBuilderOp(b, "nn.leaky_relu", 1, &s, 2, alpha);
  label("location:");
  if (!emitOnly) {
    mlirLocationPrint(mlirOperationGetLocation(mlirOpResultGetOwner(l)), print,
                      NULL);
    printf("\n");
  }
  // Bool.
  MlirValue mm[2] = {l, y};
  NnAttrValue transposeB = nnAttrBool("transpose_b", true);
  MlirValue p = nnGraphBuilderOp(b, "nn.matmul", 2, mm, 1, &transposeB);
  // Integer array.
  int64_t perm[3] = {2, 0, 1};
  NnAttrValue permAttr = nnAttrIntArray("perm", 3, perm);
  MlirValue t = nnGraphBuilderOp(b, "nn.transpose", 1, &p, 1, &permAttr);
  // MLIR attributes, mixed with a C value.
  MlirNamedAttribute named = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, str("keepdims")), mlirBoolAttrGet(ctx, 1));
  int64_t axes[1] = {0};
  NnAttrValue axesAttr = nnAttrIntArray("axes", 1, axes);
  NnOpSpec spec = nnOpSpecGet(str("nn.reduce_sum"), 1, &t);
  spec.numAttributes = 1;
  spec.attributes = &named;
  spec.numValues = 1;
  spec.values = &axesAttr;
  MlirValue r = mlirOperationGetResult(nnGraphBuilderAddOp(b, &spec), 0);
  nnGraphBuilderEndFunction(b, 1, &r);
  // CHECK: location:
  // CHECK-NEXT: loc("layer1")
  // CHECK: "nn.softmax"(%{{.*}}) {axis = 1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  // CHECK: "nn.leaky_relu"(%{{.*}}) {alpha = 1.250000e-01 : f32, nn.name = "layer1/leaky"}
  // CHECK: "nn.matmul"(%{{.*}}, %{{.*}}) {transpose_b = true} : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x3x5xf32>
  // CHECK: "nn.transpose"(%{{.*}}) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x5xf32>) -> tensor<5x2x3xf32>
  // CHECK: "nn.reduce_sum"(%{{.*}}) {axes = array<i64: 0>, keepdims = true} : (tensor<5x2x3xf32>) -> tensor<1x2x3xf32>
  // CHECK: verified: yes, errors: 0
  finish(b);
}

// nn.split's result count, reshape and cast with explicit result types,
// tensor.concat (an upstream op), and two functions in one module.
static void testResultsAndUpstream(void) {
  // CHECK-LABEL: testResultsAndUpstream
  label("testResultsAndUpstream");
  NnGraphBuilder b = create();
  MlirType x = type("tensor<2x6xf32>");
  nnGraphBuilderBeginFunction(b, str("split"), 1, &x);
  MlirValue in = nnGraphBuilderGetArgument(b, 0);
  NnOpSpec split = nnOpSpecGet(str("nn.split"), 1, &in);
  NnAttrValue axis = nnAttrInt("axis", 1);
  split.numValues = 1;
  split.values = &axis;
  split.numResults = 3;
  MlirOperation parts = nnGraphBuilderAddOp(b, &split);
  MlirValue joined[2] = {mlirOperationGetResult(parts, 2),
                         mlirOperationGetResult(parts, 0)};
  NnAttrValue dim = nnAttrInt("dim", 0);
  MlirValue cat = nnGraphBuilderOp(b, "tensor.concat", 2, joined, 1, &dim);
  nnGraphBuilderEndFunction(b, 1, &cat);
  // CHECK: func.func @split(%[[X:.*]]: tensor<2x6xf32>) -> tensor<4x2xf32>
  // CHECK: %[[P:.*]]:3 = "nn.split"(%[[X]]) {axis = 1 : i64} : (tensor<2x6xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>)
  // CHECK: tensor.concat dim(0) %[[P]]#2, %[[P]]#0 : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>

  nnGraphBuilderBeginFunction(b, str("reshape"), 1, &x);
  in = nnGraphBuilderGetArgument(b, 0);
  MlirType target = type("tensor<3x4xf32>");
  NnOpSpec reshape = nnOpSpecGet(str("nn.reshape"), 1, &in);
  reshape.resultTypes = &target;
  MlirValue r = mlirOperationGetResult(nnGraphBuilderAddOp(b, &reshape), 0);
  MlirType half = type("tensor<3x4xf16>");
  NnOpSpec cast = nnOpSpecGet(str("nn.cast"), 1, &r);
  cast.resultTypes = &half;
  MlirValue c = mlirOperationGetResult(nnGraphBuilderAddOp(b, &cast), 0);
  nnGraphBuilderEndFunction(b, 1, &c);
  // CHECK: func.func @reshape(%[[Y:.*]]: tensor<2x6xf32>) -> tensor<3x4xf16>
  // CHECK: %[[R:.*]] = "nn.reshape"(%[[Y]]) : (tensor<2x6xf32>) -> tensor<3x4xf32>
  // CHECK: "nn.cast"(%[[R]]) : (tensor<3x4xf32>) -> tensor<3x4xf16>
  // CHECK: verified: yes, errors: 0
  finish(b);
}

// Counts the calls of the deleter of a borrowed weight.
static int deleted;
static void countDelete(void *userData, const void *data, size_t size,
                        size_t align) {
  (void)data, (void)size, (void)align;
  ++*(int *)userData;
}

// Integer constants, a resource blob over the caller's memory, an i1
// constant, a constant from an MLIR attribute and the inline limit.
static void testConstants(void) {
  // CHECK-LABEL: testConstants
  label("testConstants");
  NnGraphBuilder b = create();
  nnGraphBuilderBeginFunction(b, str("constants"), 0, NULL);
  static int32_t borrowed[300];
  for (int i = 0; i < 300; ++i)
    borrowed[i] = i;
  MlirValue values[6];
  values[0] =
      nnGraphBuilderConstantNoCopy(b, type("tensor<300xi32>"), borrowed,
                                   sizeof(borrowed), countDelete, &deleted);
  // 256 i32 = 1024 bytes: still inline; 257 is a blob.
  values[1] =
      nnGraphBuilderConstant(b, type("tensor<256xi32>"), borrowed, 256 * 4);
  values[2] =
      nnGraphBuilderConstant(b, type("tensor<257xi32>"), borrowed, 257 * 4);
  unsigned char mask[3] = {1, 0, 7};
  values[3] = nnGraphBuilderConstant(b, type("tensor<3xi1>"), mask, 3);
  values[4] = nnGraphBuilderSplat(b, type("tensor<2xi8>"), -3);
  values[5] = nnGraphBuilderConstantAttr(
      b, mlirAttributeParseGet(ctx, str("dense<[1, 2]> : tensor<2xi64>")));
  nnGraphBuilderEndFunction(b, 6, values);
  // CHECK: arith.constant dense_resource<[[BORROWED:nn_weight.*]]> : tensor<300xi32>
  // CHECK: arith.constant dense<"0x000000000100000002000000{{.*}}FF000000"> : tensor<256xi32>
  // CHECK: arith.constant dense_resource<[[COPIED:nn_weight.*]]> : tensor<257xi32>
  // CHECK: arith.constant dense<[true, false, true]> : tensor<3xi1>
  // CHECK: arith.constant dense<-3> : tensor<2xi8>
  // CHECK: arith.constant dense<[1, 2]> : tensor<2xi64>
  // Both blobs start with the alignment (4), then 0, 1, 2; the borrowed one
  // has 300 elements, the copy 257.
  // CHECK: [[BORROWED]]: "0x04000000000000000100000002000000{{.*}}2A0100002B010000"
  // CHECK: [[COPIED]]: "0x04000000000000000100000002000000{{.*}}FF00000000010000"
  // CHECK: verified: yes, errors: 0
  finish(b);
  // The borrowed buffer is released with the context, not before.
  // CHECK: deleter calls before the context is destroyed: 0
  if (!emitOnly)
    printf("deleter calls before the context is destroyed: %d\n", deleted);
}

/* Errors: each one reported through the callback, never an abort. */

// Begins @f(tensor<8x64xf32>, tensor<32x16xf32>, tensor<4xi32>) on a new
// builder, for the error cases.
static NnGraphBuilder beginErrorCase(const char *name, MlirValue *args) {
  printf("%s\n", name);
  NnGraphBuilder b = create();
  MlirType types[3] = {type("tensor<8x64xf32>"), type("tensor<32x16xf32>"),
                       type("tensor<4xi32>")};
  nnGraphBuilderBeginFunction(b, str("f"), 3, types);
  for (int i = 0; i < 3; ++i)
    args[i] = nnGraphBuilderGetArgument(b, i);
  return b;
}

static void printNull(const char *what, bool isNull) {
  printf("%s: %s\n", what, isNull ? "null" : "NOT NULL");
}

static void testOpErrors(void) {
  MlirValue a[3];
  NnGraphBuilder b;

  // CHECK-LABEL: unknown op
  // CHECK: error: nnGraphBuilderAddOp: unknown op 'nn.frobnicate'; the nn registry has no op of that name
  // CHECK: result: null
  b = beginErrorCase("unknown op", a);
  printNull("result", mlirValueIsNull(
                          nnGraphBuilderOp(b, "nn.frobnicate", 1, a, 0, NULL)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: bad arity
  // CHECK: error: 'nn.relu' op cannot take 2 operands
  b = beginErrorCase("bad arity", a);
  printNull("result",
            mlirValueIsNull(nnGraphBuilderOp(b, "nn.relu", 2, a, 0, NULL)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: wrong type
  // CHECK: error: 'nn.softmax' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64
  b = beginErrorCase("wrong type", a);
  printNull("result", mlirValueIsNull(nnGraphBuilderOp(b, "nn.softmax", 1,
                                                       &a[2], 0, NULL)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: unknown attribute
  // CHECK: error: 'nn.softmax' op has no attribute 'axes'; its attributes are axis
  b = beginErrorCase("unknown attribute", a);
  NnAttrValue axes = nnAttrInt("axes", 0);
  printNull("result",
            mlirValueIsNull(nnGraphBuilderOp(b, "nn.softmax", 1, a, 1, &axes)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: wrong attribute kind
  // CHECK: error: 'nn.softmax' op attribute 'axis' must be given as an integer, but was given as a float
  b = beginErrorCase("wrong attribute kind", a);
  NnAttrValue axis = nnAttrFloat("axis", 1.0);
  printNull("result",
            mlirValueIsNull(nnGraphBuilderOp(b, "nn.softmax", 1, a, 1, &axis)));
  nnGraphBuilderDestroy(b);

  // As an MLIR attribute, the verifier's message.
  // CHECK-LABEL: wrong MLIR attribute kind
  // CHECK: error: 'nn.softmax' op attribute 'axis' must be an integer, but is "x"
  b = beginErrorCase("wrong MLIR attribute kind", a);
  NnOpSpec spec = nnOpSpecGet(str("nn.softmax"), 1, a);
  MlirNamedAttribute named = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, str("axis")), mlirStringAttrGet(ctx, str("x")));
  spec.numAttributes = 1;
  spec.attributes = &named;
  printNull("op", mlirOperationIsNull(nnGraphBuilderAddOp(b, &spec)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: bad enum
  // CHECK: error: 'nn.conv2d' op attribute 'layout' must be one of NCHW|NHWC, but is "NCWH"
  b = beginErrorCase("bad enum", a);
  NnAttrValue layout = nnAttrString("layout", "NCWH");
  MlirValue conv[2] = {a[0], a[0]};
  printNull("result", mlirValueIsNull(nnGraphBuilderOp(b, "nn.conv2d", 2, conv,
                                                       1, &layout)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: attribute given twice
  // CHECK: error: 'nn.softmax' op attribute 'axis' is given twice
  b = beginErrorCase("attribute given twice", a);
  NnAttrValue twice[2] = {nnAttrInt("axis", 0), nnAttrInt("axis", 1)};
  printNull("result",
            mlirValueIsNull(nnGraphBuilderOp(b, "nn.softmax", 1, a, 2, twice)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: shape rule
  // CHECK: error: 'nn.matmul' op contracting dimensions differ: lhs has 64, rhs has 32
  b = beginErrorCase("shape rule", a);
  printNull("result",
            mlirValueIsNull(nnGraphBuilderOp(b, "nn.matmul", 2, a, 0, NULL)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: explicit type breaks the rule
  // CHECK: error: 'nn.reshape' op element counts differ: input has 512, result has 500
  b = beginErrorCase("explicit type breaks the rule", a);
  MlirType wrong = type("tensor<5x100xf32>");
  spec = nnOpSpecGet(str("nn.reshape"), 1, a);
  spec.resultTypes = &wrong;
  printNull("op", mlirOperationIsNull(nnGraphBuilderAddOp(b, &spec)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: reshape without a type
  // CHECK: error: 'nn.reshape' op the result type must be given
  b = beginErrorCase("reshape without a type", a);
  printNull("result",
            mlirValueIsNull(nnGraphBuilderOp(b, "nn.reshape", 1, a, 0, NULL)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: split without a count
  // CHECK: error: 'nn.split' op has a variadic result: give the number of results (NnOpSpec.numResults)
  b = beginErrorCase("split without a count", a);
  printNull("result",
            mlirValueIsNull(nnGraphBuilderOp(b, "nn.split", 1, a, 0, NULL)));
  nnGraphBuilderDestroy(b);

  // A result count is checked before it sizes anything (test/fuzz/builder.c
  // found 2^60 of them overflowing the size of the array of result types).
  // CHECK-LABEL: result counts
  // CHECK: error: 'nn.relu' op cannot have 2 results
  // CHECK: op: null
  // CHECK: error: 'nn.split' op cannot have 1152921504606846975 results
  // CHECK: op: null
  b = beginErrorCase("result counts", a);
  spec = nnOpSpecGet(str("nn.relu"), 1, a);
  spec.numResults = 2;
  printNull("op", mlirOperationIsNull(nnGraphBuilderAddOp(b, &spec)));
  nnGraphBuilderDestroy(b);
  b = beginErrorCase("", a);
  spec = nnOpSpecGet(str("nn.split"), 1, a);
  spec.numResults = INTPTR_MAX / 8;
  printNull("op", mlirOperationIsNull(nnGraphBuilderAddOp(b, &spec)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: split that does not divide
  // CHECK: error: 'nn.split' op
  // CHECK-SAME: 3
  b = beginErrorCase("split that does not divide", a);
  spec = nnOpSpecGet(str("nn.split"), 1, a);
  spec.numResults = 3;
  printNull("op", mlirOperationIsNull(nnGraphBuilderAddOp(b, &spec)));
  nnGraphBuilderDestroy(b);

  // Given result types skip inference: the verifier checks the attributes.
  // CHECK-LABEL: explicit type and an unknown attribute
  // CHECK: error: 'nn.reshape' op has no attribute 'shape'
  b = beginErrorCase("explicit type and an unknown attribute", a);
  MlirType flat = type("tensor<512xf32>");
  MlirNamedAttribute shapeAttr =
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("shape")),
                            mlirAttributeParseGet(ctx, str("array<i64: 512>")));
  spec = nnOpSpecGet(str("nn.reshape"), 1, a);
  spec.resultTypes = &flat;
  spec.numAttributes = 1;
  spec.attributes = &shapeAttr;
  printNull("op", mlirOperationIsNull(nnGraphBuilderAddOp(b, &spec)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: null operand
  // CHECK: error: 'nn.add' op operand #1 is null
  b = beginErrorCase("null operand", a);
  MlirValue withNull[2] = {a[0], {NULL}};
  printNull("result", mlirValueIsNull(
                          nnGraphBuilderOp(b, "nn.add", 2, withNull, 0, NULL)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: bad constant
  // CHECK: error: nnGraphBuilderConstant: constant of type tensor<2x3xf32> needs 24 bytes (6 elements of 4), but was given 20
  // CHECK: error: nnGraphBuilderSplat: constant type must be a statically shaped tensor, but is tensor<?xf32>
  b = beginErrorCase("bad constant", a);
  float data[6] = {0};
  printNull("constant", mlirValueIsNull(nnGraphBuilderConstant(
                            b, type("tensor<2x3xf32>"), data, 20)));
  nnGraphBuilderDestroy(b);
  b = create();
  nnGraphBuilderBeginFunction(b, str("g"), 0, NULL);
  printNull("splat",
            mlirValueIsNull(nnGraphBuilderSplat(b, type("tensor<?xf32>"), 1)));
  nnGraphBuilderDestroy(b);
  // 2^60 f64 elements: a count that fits, a byte size that does not
  // (test/fuzz/builder.c found its size overflowing in the error message).
  // CHECK: error: nnGraphBuilderConstant: constant is too large
  b = create();
  nnGraphBuilderBeginFunction(b, str("g"), 0, NULL);
  printNull("constant",
            mlirValueIsNull(nnGraphBuilderConstant(
                b, type("tensor<1152921504606846976xf64>"), data, 8)));
  nnGraphBuilderDestroy(b);
  // CHECK: error: nnGraphBuilderSplat: splat value 300 does not fit in i8
  b = create();
  nnGraphBuilderBeginFunction(b, str("g"), 0, NULL);
  printNull("splat",
            mlirValueIsNull(nnGraphBuilderSplat(b, type("tensor<2xi8>"), 300)));
  nnGraphBuilderDestroy(b);
  // A borrowed buffer the builder rejects is handed back at once.
  // CHECK: error: nnGraphBuilderConstantNoCopy: constant of type tensor<4xf32> needs 16 bytes (4 elements of 4), but was given 8
  // CHECK-NEXT: rejected borrowed buffer released: 1
  b = create();
  nnGraphBuilderBeginFunction(b, str("g"), 0, NULL);
  int released = 0;
  nnGraphBuilderConstantNoCopy(b, type("tensor<4xf32>"), data, 8, countDelete,
                               &released);
  printf("rejected borrowed buffer released: %d\n", released);
  nnGraphBuilderDestroy(b);
}

static void testSequenceErrors(void) {
  MlirValue a[3];
  NnGraphBuilder b;

  // Values cross neither functions nor builders.
  // CHECK-LABEL: value of another function
  // CHECK: error: 'nn.relu' op operand #0 is not a value of the open function
  b = beginErrorCase("value of another function", a);
  nnGraphBuilderEndFunction(b, 1, a);
  MlirType t = type("tensor<8x64xf32>");
  nnGraphBuilderBeginFunction(b, str("g"), 1, &t);
  printNull("result",
            mlirValueIsNull(nnGraphBuilderOp(b, "nn.relu", 1, a, 0, NULL)));
  nnGraphBuilderDestroy(b);

  // The first error is sticky, and reported once more at the next call.
  // CHECK-LABEL: ending twice
  // CHECK: error: nnGraphBuilderEndFunction: no function is open (ended twice, or never begun)
  // CHECK-NEXT: error: nnGraphBuilderTakeModule: the builder failed earlier; it builds nothing more
  // CHECK-NEXT: module: null, failed: 1, errors: 2
  b = beginErrorCase("ending twice", a);
  nnGraphBuilderEndFunction(b, 1, a);
  nnGraphBuilderEndFunction(b, 1, a);
  MlirModule m = nnGraphBuilderTakeModule(b);
  nnGraphBuilderTakeModule(b);
  printf("module: %s, failed: %d, errors: %d\n",
         mlirModuleIsNull(m) ? "null" : "NOT NULL", nnGraphBuilderHasFailed(b),
         errors);
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: ops outside a function
  // CHECK: error: nnGraphBuilderAddOp: no function is open (begin one with nnGraphBuilderBeginFunction)
  printf("ops outside a function\n");
  b = create();
  printNull("result",
            mlirValueIsNull(nnGraphBuilderOp(b, "nn.relu", 0, NULL, 0, NULL)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: begin while open
  // CHECK: error: nnGraphBuilderBeginFunction: a function is still open; end it before beginning @h
  b = beginErrorCase("begin while open", a);
  nnGraphBuilderBeginFunction(b, str("h"), 0, NULL);
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: duplicate name
  // CHECK: error: nnGraphBuilderBeginFunction: a function named @f already exists
  b = beginErrorCase("duplicate name", a);
  nnGraphBuilderEndFunction(b, 0, NULL);
  nnGraphBuilderBeginFunction(b, str("f"), 0, NULL);
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: bad argument types
  // CHECK: error: nnGraphBuilderBeginFunction: argument #1 of @k must be a ranked tensor, but is f32
  // CHECK: error: nnGraphBuilderBeginFunction: argument #0 of @k must be a ranked tensor, but is null
  printf("bad argument types\n");
  MlirType bad[2] = {type("tensor<2xf32>"), type("f32")};
  b = create();
  nnGraphBuilderBeginFunction(b, str("k"), 2, bad);
  nnGraphBuilderDestroy(b);
  bad[0] = (MlirType){NULL};
  b = create();
  nnGraphBuilderBeginFunction(b, str("k"), 2, bad);
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: argument out of range
  // CHECK: error: nnGraphBuilderGetArgument: argument #3 does not exist; the function has 3
  b = beginErrorCase("argument out of range", a);
  printNull("argument", mlirValueIsNull(nnGraphBuilderGetArgument(b, 3)));
  nnGraphBuilderDestroy(b);

  // CHECK-LABEL: take with an open function
  // CHECK: error: nnGraphBuilderTakeModule: a function is still open; end it first
  b = beginErrorCase("take with an open function", a);
  printNull("module", mlirModuleIsNull(nnGraphBuilderTakeModule(b)));
  nnGraphBuilderDestroy(b);

  // A null builder: every call fails quietly (there is no callback to call).
  // CHECK-LABEL: null builder
  // CHECK-NEXT: null builder: null, failed: 1
  printf("null builder\n");
  NnGraphBuilder none = {NULL};
  bool allFail =
      mlirLogicalResultIsFailure(
          nnGraphBuilderBeginFunction(none, str("f"), 0, NULL)) &&
      mlirValueIsNull(nnGraphBuilderGetArgument(none, 0)) &&
      mlirValueIsNull(nnGraphBuilderOp(none, "nn.relu", 0, NULL, 0, NULL)) &&
      mlirValueIsNull(nnGraphBuilderSplat(none, type("tensor<2xf32>"), 0)) &&
      mlirLogicalResultIsFailure(nnGraphBuilderEndFunction(none, 0, NULL)) &&
      mlirModuleIsNull(nnGraphBuilderTakeModule(none));
  nnGraphBuilderDestroy(none);
  printf("null builder: %s, failed: %d\n", allFail ? "null" : "NOT NULL",
         nnGraphBuilderHasFailed(none));

  // A null context.
  // CHECK: error: nnGraphBuilderCreate: the context is null
  printNull("builder", nnGraphBuilderIsNull(nnGraphBuilderCreate(
                           (MlirContext){NULL}, printError, &errors)));
}

int main(int argc, char **argv) {
  emitOnly = argc > 1 && strcmp(argv[1], "--emit") == 0;
  ctx = mlirContextCreate();
  testMlp();
  testConvBlock();
  testAttributeKinds();
  testResultsAndUpstream();
  testConstants();
  if (emitOnly) {
    mlirContextDestroy(ctx);
    return 0;
  }
  testOpErrors();
  testSequenceErrors();
  mlirContextDestroy(ctx);
  // CHECK: deleter calls after: 1
  printf("deleter calls after: %d\n", deleted);
  return 0;
}

// OPT-LABEL: func.func @mlp
// OPT: dense_resource<[[BLOB:nn_weight.*]]> : tensor<16x32xf32>
// OPT: "nn.matmul"
// OPT: [[BLOB]]: "0x04000000000000000000803F00000040
// OPT-LABEL: func.func @conv_block
// OPT: "nn.conv2d"
// OPT: "nn.batch_norm"
// OPT-LABEL: func.func @attrs
// OPT: "nn.reduce_sum"
// OPT-LABEL: func.func @split
// OPT: tensor.concat
// OPT-LABEL: func.func @reshape
// OPT: "nn.cast"
// OPT-LABEL: func.func @constants
// OPT: dense_resource<[[BORROWED:nn_weight.*]]> : tensor<300xi32>
// OPT: [[BORROWED]]: "0x04000000000000000100000002000000
