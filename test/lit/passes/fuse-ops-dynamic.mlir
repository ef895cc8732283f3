// RUN: nn-opt %s --split-input-file --fuse-ops | FileCheck %s

// Dynamic dims group as static ones do. Whether an op reads an operand of
// its own result shape (an elementwise edge, which an anchor's epilogue
// needs) is decided by the function's shape facts: nn never broadcasts a
// dynamic size at run time (a dynamic size meeting another must equal it,
// checked before the call), so the facts give both one size.

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

// -----

// The probabilities of a softmax over dynamic dims compared into an i1
// mask (Hugging Face BERT's NaN guard): the compare reads an operand of its
// result's shape in another element type, an elementwise edge, so the
// softmax takes both consumers.
// CHECK-LABEL: func.func @softmax_guard
// CHECK-NEXT: %[[R:.*]] = call @fused_softmax_not_equal_where(%arg0)
// CHECK-NEXT: return %[[R]]
// CHECK: func.func private @fused_softmax_not_equal_where(
// CHECK-SAME: nn.fusion_kind = "out_elementwise_fusable"
func.func @softmax_guard(%x: tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32> {
  %zero = arith.constant dense<0.0> : tensor<1xf32>
  %0 = "nn.softmax"(%x) {axis = 3 : i64} : (tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
  %1 = "nn.not_equal"(%0, %0) : (tensor<?x4x?x?xf32>, tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xi1>
  %2 = "nn.where"(%1, %zero, %0) : (tensor<?x4x?x?xi1>, tensor<1xf32>, tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
  return %2 : tensor<?x4x?x?xf32>
}

// -----

// A matmul whose rows (1) broadcast against a dynamic size: the add reads
// it broadcast, no epilogue; the add stays a kernel of its own.
// CHECK-LABEL: func.func @broadcast_rows
// CHECK-NEXT: %[[M:.*]] = "nn.matmul"(%arg0, %arg1)
// CHECK-NEXT: %[[A:.*]] = "nn.add"(%[[M]], %arg2)
// CHECK-NEXT: return %[[A]]
func.func @broadcast_rows(%x: tensor<?x1x16xf32>, %w: tensor<16x32xf32>,
                          %r: tensor<?x?x32xf32>) -> tensor<?x?x32xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<?x1x16xf32>, tensor<16x32xf32>) -> tensor<?x1x32xf32>
  %1 = "nn.add"(%0, %r) : (tensor<?x1x32xf32>, tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  return %1 : tensor<?x?x32xf32>
}

// -----

// A rank-1 prelu's alpha is one slope: the facts make its dynamic size 1,
// not the input's, so it is a broadcast even in the input's type, and the
// softmax before it keeps its own kernel.
// CHECK-LABEL: func.func @prelu_slope
// CHECK-NEXT: %[[S:.*]] = "nn.softmax"(%arg1)
// CHECK-NEXT: %[[P:.*]] = "nn.prelu"(%arg0, %[[S]])
// CHECK-NEXT: return %[[P]]
func.func @prelu_slope(%x: tensor<?xf32>, %a: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "nn.softmax"(%a) {axis = 0 : i64} : (tensor<?xf32>) -> tensor<?xf32>
  %1 = "nn.prelu"(%x, %0) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
