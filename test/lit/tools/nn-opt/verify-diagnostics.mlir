// --verify-diagnostics takes mlir-opt's expected-* comments, with every
// location designator, and succeeds only when they match exactly.
// RUN: nn-opt %s --split-input-file --verify-diagnostics
// RUN: not nn-opt %S/Inputs/diagnostics-mismatch.mlir --split-input-file --verify-diagnostics 2>&1 | FileCheck %s

func.func @plus_one(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.softmax' op axis 2 is out of range for rank 1}}
  %0 = "nn.softmax"(%a) {axis = 2 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @minus_one(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.softmax"(%a) {axis = 2 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error@-1 {{axis 2 is out of range}}
  return %0 : tensor<4xf32>
}

// -----

func.func @above_below(%a: tensor<4xf32>, %b: tensor<3xf32>) -> tensor<4xf32> {
  %0 = "nn.softmax"(%a) {axis = 2 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error@above {{out of range}}
  // expected-error@below {{not broadcast-compatible: lhs dimension 0 (4) vs rhs dimension 0 (3)}}
  %1 = "nn.add"(%a, %b) : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @regex(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error-re@+1 {{result #0 type tensor<{{[0-9x]+}}xf32> does not match}}
  %0 = "nn.relu"(%a) : (tensor<4x8xf32>) -> tensor<8x4xf32>
  return %a : tensor<4x8xf32>
}

// -----

func.func @same_line(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.softmax"(%a) {axis = -2 : i64} : (tensor<4xf32>) -> tensor<4xf32> // expected-error {{axis -2}}
  return %0 : tensor<4xf32>
}

// CHECK-DAG: diagnostics-mismatch.mlir:2:8: error: unexpected error: 'nn.softmax' op axis 2 is out of range for rank 1
// CHECK-DAG: diagnostics-mismatch.mlir:9:6: error: expected error "this never happens" was not produced
// CHECK-DAG: diagnostics-mismatch.mlir:18:8: error: unexpected error: 'nn.softmax' op axis 2 is out of range for rank 1
// CHECK-DAG: diagnostics-mismatch.mlir:17:6: error: expected error "axis 2 is out of range" was not produced
