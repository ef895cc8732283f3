// RUN: nn-opt %s --nn-verify --split-input-file | FileCheck %s
// RUN: nn-opt %s --nn-verify --split-input-file | nn-opt --nn-verify --split-input-file | FileCheck %s

// --nn-verify leaves valid IR unchanged: the pass only checks.

// CHECK-LABEL: func.func @valid
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK: %[[R:.*]] = "nn.relu"(%[[X]])
// CHECK: return %[[R]]
func.func @valid(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "nn.relu"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Ops of other dialects are not the pass's business.
// CHECK-LABEL: func.func @no_nn_ops
// CHECK: arith.addf
func.func @no_nn_ops(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  return %0 : f32
}
