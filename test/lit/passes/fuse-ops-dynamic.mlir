// RUN: nn-opt %s --split-input-file --fuse-ops | FileCheck %s

// Dynamic dims group as static ones do. An op reads an operand of its own
// result type elementwise: nn never broadcasts a dynamic size at run time
// (a dynamic size meeting another must equal it, checked before the call),
// so equal types are equal shapes.

// CHECK-LABEL: func.func @epilogue
// CHECK: %[[Y:.*]] = call @fused_matmul_bias_add_gelu_add(
// CHECK-NEXT: %[[Z:.*]] = "nn.layer_norm"(%[[Y]],
// CHECK-NEXT: return %[[Z]]
// CHECK: func.func private @fused_matmul_bias_add_gelu_add({{.*}}) -> tensor<?x?x32xf32>
// CHECK-SAME: nn.fusion_kind = "out_elementwise_fusable"
func.func @epilogue(%x: tensor<?x?x16xf32>, %w: tensor<16x32xf32>,
                    %b: tensor<32xf32>, %r: tensor<?x?x32xf32>,
                    %g: tensor<32xf32>, %be: tensor<32xf32>) -> tensor<?x?x32xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<?x?x16xf32>, tensor<16x32xf32>) -> tensor<?x?x32xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 2 : i64} : (tensor<?x?x32xf32>, tensor<32xf32>) -> tensor<?x?x32xf32>
  %2 = "nn.gelu"(%1) : (tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  %3 = "nn.add"(%2, %r) : (tensor<?x?x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  %4 = "nn.layer_norm"(%3, %g, %be) {axis = 2 : i64, epsilon = 1.0e-5 : f32} : (tensor<?x?x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<?x?x32xf32>
  return %4 : tensor<?x?x32xf32>
}

// -----

// A reduction takes its elementwise producers.
// CHECK-LABEL: func.func @reduction
// CHECK: call @fused_add_exp_reduce_sum(
// CHECK: func.func private @fused_add_exp_reduce_sum({{.*}}) -> tensor<?xf32>
// CHECK-SAME: nn.fusion_kind = "reduction"
func.func @reduction(%x: tensor<?x8xf32>, %y: tensor<?x8xf32>) -> tensor<?xf32> {
  %0 = "nn.add"(%x, %y) : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  %1 = "nn.exp"(%0) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %2 = "nn.reduce_sum"(%1) {axes = array<i64: 1>, keepdims = false} : (tensor<?x8xf32>) -> tensor<?xf32>
  return %2 : tensor<?xf32>
}
