// The registry's queries and result-type inference through the public C API:
// what a framework sees before it builds a single op.
//
// RUN: nn-capi-registry | FileCheck %s

#include "dialect/Registry.h" // nnCheckOpFacts
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/IR.h"
#include "nn-c/Dialect.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static MlirContext ctx;

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

static MlirType type(const char *text) {
  return mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(text));
}

static MlirNamedAttribute attr(const char *name, const char *value) {
  return mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(name)),
      mlirAttributeParseGet(ctx, mlirStringRefCreateFromCString(value)));
}

// Infers the result of `op` and prints it, or the error.
static void infer(const char *op, intptr_t numOperands,
                  const MlirType *operands, intptr_t numAttrs,
                  const MlirNamedAttribute *attrs) {
  const NnOpDef *def = nnLookupOp(mlirStringRefCreateFromCString(op));
  MlirType result;
  printf("%s: ", op);
  if (mlirLogicalResultIsSuccess(nnInferResultTypes(def, ctx, numOperands,
                                                    operands, numAttrs, attrs,
                                                    1, &result, print, NULL)))
    mlirTypePrint(result, print, NULL);
  printf("\n");
}

int main(void) {
  ctx = mlirContextCreate();

  // Every op, sorted by name, with its fusion kind and purity.
  // CHECK-LABEL: ops:
  // CHECK-DAG: nn.add broadcast pure
  // CHECK-DAG: nn.conv2d out_elementwise_fusable pure
  // CHECK-DAG: nn.reduce_sum reduction pure
  // CHECK-DAG: nn.relu elementwise pure
  // CHECK-DAG: nn.softmax out_elementwise_fusable pure
  // CHECK-DAG: nn.transpose injective pure
  // CHECK-DAG: tensor.concat injective pure
  // CHECK: end: sorted
  printf("ops:\n");
  bool sorted = true;
  for (intptr_t i = 0; i < nnGetNumOps(); ++i) {
    printf("%s %s %s\n", nnGetOp(i)->name,
           nnFusionKindName(nnGetOp(i)->fusionKind),
           nnGetOp(i)->pure ? "pure" : "impure");
    sorted &= i == 0 || strcmp(nnGetOp(i - 1)->name, nnGetOp(i)->name) < 0;
  }
  printf("end: %s\n", sorted ? "sorted" : "NOT sorted");

  // The built-in ops' facts pass the checks nnRegisterOp makes of custom
  // ones (algebra of binary ops on binary ops, predicates on comparisons...).
  // CHECK: facts: {{[0-9]+}} ops, 0 inconsistent
  int inconsistent = 0;
  for (intptr_t i = 0; i < nnGetNumOps(); ++i) {
    const char *problem = nnCheckOpFacts(nnGetOp(i));
    if (problem) {
      printf("%s: %s\n", nnGetOp(i)->name, problem);
      ++inconsistent;
    }
  }
  printf("facts: %ld ops, %d inconsistent\n", (long)nnGetNumOps(),
         inconsistent);

  // Lookups match whole names only.
  // CHECK: lookup nn.relu: nn.relu
  // CHECK: lookup nn.rel: (none)
  // CHECK: lookup nn.relux: (none)
  // CHECK: lookup relu: (none)
  const char *names[] = {"nn.relu", "nn.rel", "nn.relux", "relu"};
  for (int i = 0; i < 4; ++i) {
    const NnOpDef *def = nnLookupOp(mlirStringRefCreateFromCString(names[i]));
    printf("lookup %s: %s\n", names[i], def ? def->name : "(none)");
  }
  // A name given with its length, not NUL-terminated.
  // CHECK: lookup by length: nn.exp
  const NnOpDef *exp = nnLookupOp(mlirStringRefCreate("nn.exp_and_more", 6));
  printf("lookup by length: %s\n", exp ? exp->name : "(none)");

  // Batched matmul broadcasts batch dimensions, and transposes.
  // CHECK: nn.matmul: tensor<2x3x4x5xf32>
  MlirType mm[] = {type("tensor<2x1x4x8xf32>"), type("tensor<3x8x5xf32>")};
  infer("nn.matmul", 2, mm, 0, NULL);
  // CHECK: nn.matmul: tensor<4x5xf32>
  MlirType mmT[] = {type("tensor<8x4xf32>"), type("tensor<5x8xf32>")};
  MlirNamedAttribute transposed[] = {attr("transpose_a", "true"),
                                     attr("transpose_b", "true")};
  infer("nn.matmul", 2, mmT, 2, transposed);
  // CHECK: nn.matmul: 'nn.matmul' op contracting dimensions differ: lhs has 4, rhs has 5
  infer("nn.matmul", 2, mmT, 0, NULL);
  // Dynamic sizes stay dynamic.
  // CHECK: nn.matmul: tensor<?x5xf32>
  MlirType mmDyn[] = {type("tensor<?x8xf32>"), type("tensor<8x5xf32>")};
  infer("nn.matmul", 2, mmDyn, 0, NULL);

  // A grouped NHWC convolution with strides and padding.
  // CHECK: nn.conv2d: tensor<1x8x8x6xf32>
  MlirType conv[] = {type("tensor<1x16x16x4xf32>"),
                     type("tensor<3x3x2x6xf32>")};
  MlirNamedAttribute nhwc[] = {attr("layout", "\"NHWC\""),
                               attr("groups", "2 : i64"),
                               attr("strides", "array<i64: 2, 2>"),
                               attr("padding", "array<i64: 1, 1, 1, 1>")};
  infer("nn.conv2d", 2, conv, 4, nhwc);
  // The same operands read as NCHW do not fit.
  // CHECK: nn.conv2d: 'nn.conv2d' op input channels (16) must equal weight input channels × groups (3 × 1 = 3)
  infer("nn.conv2d", 2, conv, 0, NULL);

  // tensor.concat is described like an nn op; its dim is required.
  // CHECK: tensor.concat: tensor<2x8xf32>
  MlirType cat[] = {type("tensor<2x3xf32>"), type("tensor<2x5xf32>")};
  MlirNamedAttribute dim[] = {attr("dim", "1 : i64")};
  infer("tensor.concat", 2, cat, 1, dim);
  // CHECK: tensor.concat: 'tensor.concat' op requires attribute 'dim'
  infer("tensor.concat", 2, cat, 0, NULL);
  // CHECK: tensor.concat: 'tensor.concat' op inputs differ in dimension 1, which is not the concatenated one: 3 vs 5
  MlirNamedAttribute dim0[] = {attr("dim", "0 : i64")};
  infer("tensor.concat", 2, cat, 1, dim0);

  // Reductions with negative axes and keepdims.
  // CHECK: nn.reduce_sum: tensor<2x1xf32>
  MlirType red[] = {type("tensor<2x7xf32>")};
  MlirNamedAttribute keep[] = {attr("axes", "array<i64: -1>"),
                               attr("keepdims", "true")};
  infer("nn.reduce_sum", 1, red, 2, keep);
  // CHECK: nn.reduce_sum: tensor<f32>
  infer("nn.reduce_sum", 1, red, 0, NULL);

  // What inference refuses before running a shape rule.
  // CHECK: nn.relu: 'nn.relu' op cannot take 2 operands
  infer("nn.relu", 2, cat, 0, NULL);
  // CHECK: nn.relu: 'nn.relu' op operand #0 must be a ranked tensor, but is f32
  MlirType scalar[] = {type("f32")};
  infer("nn.relu", 1, scalar, 0, NULL);
  // CHECK: nn.exp: 'nn.exp' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64
  MlirType ints[] = {type("tensor<4xi32>")};
  infer("nn.exp", 1, ints, 0, NULL);
  // CHECK: nn.softmax: 'nn.softmax' op attribute 'axis' must be an integer, but is "last"
  MlirNamedAttribute badAxis[] = {attr("axis", "\"last\"")};
  infer("nn.softmax", 1, red, 1, badAxis);
  // CHECK: nn.gelu: 'nn.gelu' op attribute 'approximate' must be one of none|tanh, but is "erf"
  MlirNamedAttribute badMode[] = {attr("approximate", "\"erf\"")};
  infer("nn.gelu", 1, red, 1, badMode);
  // CHECK: nn.softmax: 'nn.softmax' op has no attribute 'dim'; its attributes are axis (metadata belongs in dialect-prefixed attributes such as 'nn.name')
  MlirNamedAttribute unknown[] = {attr("dim", "0 : i64")};
  infer("nn.softmax", 1, red, 1, unknown);
  // CHECK: nn.softmax: tensor<2x7xf32>
  MlirNamedAttribute metadata[] = {attr("nn.name", "\"head/softmax\"")};
  infer("nn.softmax", 1, red, 1, metadata);
  // nn.reshape's result type is its input: there is nothing to infer.
  // CHECK: nn.reshape: 'nn.reshape' op the result type must be given: it is the new shape
  infer("nn.reshape", 1, red, 0, NULL);

  mlirContextDestroy(ctx);
  return 0;
}
