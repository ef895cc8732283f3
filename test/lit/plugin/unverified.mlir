// Stock mlir-opt checks only what IRDL describes, so nn IR that breaks nn's
// rules reaches the plugin's passes unverified. --convert-nn-to-linalg checks
// each op before lowering it: a located error and a failed pass, never a
// write past an array (an axis out of range used to index the lowering's
// per-dimension flags) or a crash. Each case is its own input.
// RUN: not %mlir_opt_nn %s --split-input-file --pass-pipeline='builtin.module(convert-nn-to-linalg)' 2>&1 | FileCheck %s

// CHECK: error: 'nn.reduce_sum' op axis 7 is out of range for rank 2
// CHECK: error: 'nn.reduce_sum' op cannot be lowered to linalg: it breaks the op's rules (see above)
func.func @axis(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %0 = "nn.reduce_sum"(%x) {axes = array<i64: 7>} : (tensor<4x8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: error: 'nn.matmul' op contracting dimensions differ: lhs has 3, rhs has 5
// CHECK: error: 'nn.matmul' op cannot be lowered to linalg: it breaks the op's rules (see above)
func.func @shapes(%a: tensor<2x3xf32>, %b: tensor<5x4xf32>) -> tensor<2x4xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<2x3xf32>, tensor<5x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// CHECK: error: 'nn.transpose' op
// CHECK: error: 'nn.transpose' op cannot be lowered to linalg: it breaks the op's rules (see above)
func.func @perm(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = "nn.transpose"(%x) {perm = array<i64: 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
