// Stock mlir-opt inlines nn ops once the plugin is also loaded as a dialect
// plugin: it hands nn's inliner interface (dialect/Inliner.cpp) to the
// registry, and the nn dialect that --irdl-file loads gets it. fuse-ops then
// inline gives back the unfused graph, in one pipeline or in two runs.
// RUN: %mlir_opt_nn --load-dialect-plugin=%nn_plugin %s --split-input-file --pass-pipeline='builtin.module(fuse-ops, inline)' | FileCheck %s
// RUN: %mlir_opt_nn %s --split-input-file --pass-pipeline='builtin.module(fuse-ops)' \
// RUN:   | %mlir_opt_nn --load-dialect-plugin=%nn_plugin --split-input-file --inline | FileCheck %s
// The same as nn-opt --fuse-ops | nn-opt --inline.
// RUN: nn-opt %s --split-input-file --fuse-ops | nn-opt --split-input-file --inline | FileCheck %s
// Without the dialect plugin, IRDL's nn has no inliner interface, and the
// calls stay.
// RUN: %mlir_opt_nn %s --split-input-file --pass-pipeline='builtin.module(fuse-ops, inline)' | FileCheck %s --check-prefix=NO-INLINER

// CHECK-LABEL: func.func @matmul_bias_relu
// CHECK-SAME: (%[[X:.*]]: tensor<8x32xf32>, %[[W:.*]]: tensor<32x16xf32>, %[[B:.*]]: tensor<16xf32>)
// CHECK-NEXT: %[[M:.*]] = "nn.matmul"(%[[X]], %[[W]])
// CHECK-NEXT: %[[A:.*]] = "nn.bias_add"(%[[M]], %[[B]]) {axis = 1 : i64}
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[A]])
// CHECK-NEXT: return %[[R]]
// CHECK-NOT: func.func private
// NO-INLINER-LABEL: func.func @matmul_bias_relu
// NO-INLINER-NEXT: call @fused_matmul_bias_add_relu
// NO-INLINER: func.func private @fused_matmul_bias_add_relu
func.func @matmul_bias_relu(%x: tensor<8x32xf32>, %w: tensor<32x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
  %2 = "nn.relu"(%1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @two_groups
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[W:.*]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[X]])
// CHECK-NEXT: %[[E:.*]] = "nn.exp"(%[[R]])
// CHECK-NEXT: %[[T:.*]] = "nn.tanh"(%[[E]])
// CHECK-NEXT: %[[M:.*]] = "nn.matmul"(%[[E]], %[[W]])
// CHECK-NEXT: %[[S:.*]] = "nn.sigmoid"(%[[M]])
// CHECK-NEXT: return %[[T]], %[[S]]
// CHECK-NOT: func.func private
// NO-INLINER-LABEL: func.func @two_groups
// NO-INLINER-NEXT: call @fused_relu_exp
// NO-INLINER-NEXT: "nn.tanh"
// NO-INLINER-NEXT: call @fused_matmul_sigmoid
func.func @two_groups(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.exp"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "nn.tanh"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = "nn.matmul"(%1, %w) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %4 = "nn.sigmoid"(%3) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2, %4 : tensor<4x8xf32>, tensor<4x8xf32>
}
