// What the IRDL definition of nn rejects before the nn verifier runs: value
// counts, values that are not tensors, and required attributes that
// are missing or of the wrong base kind. The same file runs through stock
// mlir-opt with the generated IRDL module (--verify-diagnostics) and through
// nn-opt, whose messages are checked with FileCheck.
//
// RUN: mlir-opt %s --irdl-file=%irdl_file --split-input-file --verify-diagnostics
// RUN: nn-opt %s --split-input-file --verify-diagnostics
// RUN: not nn-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not nn-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=NOTE
//
// Outside --verify-diagnostics, MLIR follows each of these errors with a
// "see current operation" note; under it, both tools leave the note out.
// NOTE: note: see current operation:

func.func @transpose_perm_missing(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // CHECK: invalid-irdl.mlir:[[@LINE+2]]:8: error: 'nn.transpose' op attribute "perm" is expected but not provided
  // expected-error@+1 {{'nn.transpose' op attribute "perm" is expected but not provided}}
  %0 = "nn.transpose"(%arg0) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_perm_array_attr(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // CHECK: invalid-irdl.mlir:[[@LINE+2]]:8: error: expected base attribute 'builtin.dense_array' but got 'builtin.array'
  // expected-error@+1 {{expected base attribute 'builtin.dense_array' but got 'builtin.array'}}
  %0 = "nn.transpose"(%arg0) {perm = [1, 0]} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @add_vectors(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
  // CHECK: invalid-irdl.mlir:[[@LINE+2]]:8: error: 'vector<4xf32>' does not satisfy the constraint
  // expected-error@+1 {{'vector<4xf32>' does not satisfy the constraint}}
  %0 = "nn.add"(%arg0, %arg1) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @relu_scalar(%arg0: f32) -> f32 {
  // CHECK: invalid-irdl.mlir:[[@LINE+2]]:8: error: 'f32' does not satisfy the constraint
  // expected-error@+1 {{'f32' does not satisfy the constraint}}
  %0 = "nn.relu"(%arg0) : (f32) -> f32
  return %0 : f32
}

// -----

func.func @relu_memref(%arg0: memref<4xf32>) -> memref<4xf32> {
  // CHECK: invalid-irdl.mlir:[[@LINE+2]]:8: error: 'memref<4xf32>' does not satisfy the constraint
  // expected-error@+1 {{'memref<4xf32>' does not satisfy the constraint}}
  %0 = "nn.relu"(%arg0) : (memref<4xf32>) -> memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @add_one_operand(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: invalid-irdl.mlir:[[@LINE+2]]:8: error: op expects exactly 2 operands, but got 1
  // expected-error@+1 {{op expects exactly 2 operands, but got 1}}
  %0 = "nn.add"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @matmul_three_operands(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>) -> tensor<4x16xf32> {
  // CHECK: invalid-irdl.mlir:[[@LINE+2]]:8: error: op expects exactly 2 operands, but got 3
  // expected-error@+1 {{op expects exactly 2 operands, but got 3}}
  %0 = "nn.matmul"(%arg0, %arg1, %arg1) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @relu_two_results(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: invalid-irdl.mlir:[[@LINE+2]]:10: error: op expects exactly 1 results, but got 2
  // expected-error@+1 {{op expects exactly 1 results, but got 2}}
  %0:2 = "nn.relu"(%arg0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

func.func @relu_no_result(%arg0: tensor<4xf32>) {
  // CHECK: invalid-irdl.mlir:[[@LINE+2]]:3: error: op expects exactly 1 results, but got 0
  // expected-error@+1 {{op expects exactly 1 results, but got 0}}
  "nn.relu"(%arg0) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @unknown_op(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: invalid-irdl.mlir:[[@LINE+2]]:8: error: unregistered operation 'nn.frobnicate' found in dialect ('nn') that does not allow unknown operations
  // expected-error@+1 {{unregistered operation 'nn.frobnicate' found in dialect ('nn') that does not allow unknown operations}}
  %0 = "nn.frobnicate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
