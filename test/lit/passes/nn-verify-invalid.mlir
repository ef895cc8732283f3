// nn-opt normally verifies right after parsing; with that turned off, the
// --nn-verify pass is what finds the errors, and fails the run.
// RUN: nn-opt %s --split-input-file --verify-diagnostics --mlir-very-unsafe-disable-verifier-on-parsing --nn-verify
// RUN: not nn-opt %s --split-input-file --mlir-very-unsafe-disable-verifier-on-parsing --nn-verify 2>&1 | FileCheck %s

// CHECK: nn-verify-invalid.mlir:[[@LINE+3]]:8: error: 'nn.matmul' op contracting dimensions differ: lhs has 64, rhs has 32
func.func @contracting(%a: tensor<4x64xf32>, %b: tensor<32x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'nn.matmul' op contracting dimensions differ: lhs has 64, rhs has 32}}
  %0 = "nn.matmul"(%a, %b) : (tensor<4x64xf32>, tensor<32x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// Every broken op is reported, not just the first.
func.func @two_errors(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.softmax' op axis 1 is out of range for rank 1}}
  %0 = "nn.softmax"(%a) {axis = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error@+1 {{'nn.relu' op result #0 type tensor<5xf32> does not match the inferred type tensor<4xf32>: dimension 0 is 5, expected 4}}
  %1 = "nn.relu"(%0) : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<4xf32>
}
