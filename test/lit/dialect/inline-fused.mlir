// nn ops have an inliner interface (dialect/Inliner.cpp, attached by
// nnLoadDialect), so MLIR's --inline undoes --fuse-ops: every call to an
// nn.fused function is inlined, and the private functions, dead then, are
// erased by the inliner itself (no --symbol-dce needed).
// RUN: nn-opt %s --split-input-file --fuse-ops | nn-opt --split-input-file --inline | FileCheck %s
// The fused form the inliner starts from: a call per group.
// RUN: nn-opt %s --split-input-file --fuse-ops | FileCheck %s --check-prefix=FUSED
// The examples come back exactly as they were (the transformer block's
// reshapes and transposes come back in another valid order, so it is left
// out here).
// RUN: nn-opt %nn_src_root/examples/mlp.mlir -o %t.mlp.mlir
// RUN: nn-opt %nn_src_root/examples/mlp.mlir --fuse-ops | nn-opt --inline -o %t.mlp-inlined.mlir
// RUN: diff %t.mlp.mlir %t.mlp-inlined.mlir
// RUN: nn-opt %nn_src_root/examples/conv_block.mlir --infer-shapes -o %t.conv.mlir
// RUN: nn-opt %t.conv.mlir --fuse-ops | nn-opt --inline -o %t.conv-inlined.mlir
// RUN: diff %t.conv.mlir %t.conv-inlined.mlir
// RUN: nn-opt %nn_src_root/examples/elementwise_chain.mlir -o %t.chain.mlir
// RUN: nn-opt %nn_src_root/examples/elementwise_chain.mlir --fuse-ops | nn-opt --inline -o %t.chain-inlined.mlir
// RUN: diff %t.chain.mlir %t.chain-inlined.mlir

// One group: the chain is back in the caller.
// FUSED-LABEL: func.func @chain
// FUSED-NEXT: call @fused_relu_exp_tanh_sigmoid
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[X]])
// CHECK-NEXT: %[[E:.*]] = "nn.exp"(%[[R]])
// CHECK-NEXT: %[[T:.*]] = "nn.tanh"(%[[E]])
// CHECK-NEXT: %[[S:.*]] = "nn.sigmoid"(%[[T]])
// CHECK-NEXT: return %[[S]]
// CHECK-NOT: func.func private
func.func @chain(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.exp"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "nn.tanh"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = "nn.sigmoid"(%2) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}

// -----

// Two groups sharing a value, and an op left alone between them.
// FUSED-LABEL: func.func @two_consumers
// FUSED-NEXT: call @fused_relu_exp
// FUSED-NEXT: "nn.tanh"
// FUSED-NEXT: call @fused_matmul_sigmoid
// CHECK-LABEL: func.func @two_consumers
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[W:.*]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[X]])
// CHECK-NEXT: %[[E:.*]] = "nn.exp"(%[[R]])
// CHECK-NEXT: %[[T:.*]] = "nn.tanh"(%[[E]])
// CHECK-NEXT: %[[M:.*]] = "nn.matmul"(%[[E]], %[[W]])
// CHECK-NEXT: %[[S:.*]] = "nn.sigmoid"(%[[M]])
// CHECK-NEXT: return %[[T]], %[[S]]
// CHECK-NOT: func.func private
func.func @two_consumers(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.exp"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "nn.tanh"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = "nn.matmul"(%1, %w) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %4 = "nn.sigmoid"(%3) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2, %4 : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// The scalar constant that --fuse-ops cloned into the kernel comes back as
// one constant (the inliner's canonicalization merges the copies).
// FUSED-LABEL: func.func @constants
// FUSED: call @fused_mul_add_relu
// CHECK-LABEL: func.func @constants
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-DAG: %[[BIG:.*]] = arith.constant dense<1.000000e+00> : tensor<4x8xf32>
// CHECK-DAG: %[[S:.*]] = arith.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[M:.*]] = "nn.mul"(%[[X]], %[[S]])
// CHECK-NEXT: %[[A:.*]] = "nn.add"(%[[M]], %[[BIG]])
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[A]])
// CHECK-NEXT: return %[[R]]
// CHECK-NOT: func.func private
func.func @constants(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.constant dense<2.0> : tensor<f32>
  %big = arith.constant dense<1.0> : tensor<4x8xf32>
  %0 = "nn.mul"(%x, %s) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %1 = "nn.add"(%0, %big) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "nn.relu"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// -----

// Upstream ops in a group (tensor.concat) and ops with several results
// (nn.split) are inlined with the rest.
// FUSED-LABEL: func.func @movement
// FUSED-NEXT: call @fused_transpose_transpose_concat_and_2_more
// CHECK-LABEL: func.func @movement
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x5xf32>)
// CHECK-NEXT: %[[TA:.*]] = "nn.transpose"(%[[A]])
// CHECK-NEXT: %[[TB:.*]] = "nn.transpose"(%[[B]])
// CHECK-NEXT: %[[C:.*]] = tensor.concat dim(0) %[[TA]], %[[TB]]
// CHECK-NEXT: %[[R:.*]] = "nn.reshape"(%[[C]])
// CHECK-NEXT: %[[O:.*]] = "nn.relu"(%[[R]])
// CHECK-NEXT: return %[[O]]
// CHECK-NOT: func.func private
func.func @movement(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>) -> tensor<4x4xf32> {
  %0 = "nn.transpose"(%a) {perm = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = "nn.transpose"(%b) {perm = array<i64: 1, 0>} : (tensor<2x5xf32>) -> tensor<5x2xf32>
  %2 = tensor.concat dim(0) %0, %1 : (tensor<3x2xf32>, tensor<5x2xf32>) -> tensor<8x2xf32>
  %3 = "nn.reshape"(%2) : (tensor<8x2xf32>) -> tensor<4x4xf32>
  %4 = "nn.relu"(%3) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %4 : tensor<4x4xf32>
}

// -----

// FUSED-LABEL: func.func @split
// FUSED-NEXT: call @fused_relu_split_add_exp
// CHECK-LABEL: func.func @split
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[X]])
// CHECK-NEXT: %[[S:.*]]:2 = "nn.split"(%[[R]]) {axis = 1 : i64}
// CHECK-NEXT: %[[A:.*]] = "nn.add"(%[[S]]#0, %[[S]]#1)
// CHECK-NEXT: %[[E:.*]] = "nn.exp"(%[[A]])
// CHECK-NEXT: return %[[E]]
// CHECK-NOT: func.func private
func.func @split(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1:2 = "nn.split"(%0) {axis = 1 : i64} : (tensor<4x8xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  %2 = "nn.add"(%1#0, %1#1) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = "nn.exp"(%2) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %3 : tensor<4x4xf32>
}

// -----

// A group inside a loop body is inlined into the loop.
// FUSED-LABEL: func.func @loop
// FUSED: scf.for
// FUSED-NEXT: func.call @fused_exp_tanh
// CHECK-LABEL: func.func @loop
// CHECK: %[[R:.*]] = "nn.relu"
// CHECK-NEXT: scf.for {{.*}} iter_args(%[[A:.*]] = %[[R]])
// CHECK-NEXT: %[[E:.*]] = "nn.exp"(%[[A]])
// CHECK-NEXT: %[[T:.*]] = "nn.tanh"(%[[E]])
// CHECK-NEXT: scf.yield %[[T]]
// CHECK-NOT: func.func private
func.func @loop(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> tensor<4xf32> {
    %1 = "nn.exp"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "nn.tanh"(%1) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %2 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
