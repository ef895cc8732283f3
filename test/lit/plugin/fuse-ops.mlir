// Stock mlir-opt runs nn's fuse-ops through libNNPlugin.so, options included:
// max-depth=2 cuts a chain of four elementwise ops into two kernels.
// RUN: %mlir_opt_nn %s --split-input-file --pass-pipeline='builtin.module(fuse-ops{max-depth=2})' | FileCheck %s
// Without the option the whole chain is one kernel.
// RUN: %mlir_opt_nn %s --split-input-file --pass-pipeline='builtin.module(fuse-ops)' | FileCheck %s --check-prefix=DEFAULT
// Idempotence: fusing the output again changes nothing.
// RUN: %mlir_opt_nn %s --split-input-file --pass-pipeline='builtin.module(fuse-ops{max-depth=2})' | %mlir_opt_nn --split-input-file --pass-pipeline='builtin.module(fuse-ops{max-depth=2})' | FileCheck %s

// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[A:.*]] = call @fused_relu_exp(%[[X]])
// CHECK-NEXT: %[[B:.*]] = call @fused_tanh_sigmoid(%[[A]])
// CHECK-NEXT: return %[[B]]
// CHECK: func.func private @fused_relu_exp({{.*}}) -> tensor<4x8xf32> attributes {nn.fused, nn.fusion_kind = "elementwise"}
// CHECK-NEXT: "nn.relu"
// CHECK-NEXT: "nn.exp"
// CHECK-NEXT: return
// CHECK: func.func private @fused_tanh_sigmoid
// CHECK-NEXT: "nn.tanh"
// CHECK-NEXT: "nn.sigmoid"
// CHECK-NEXT: return
// DEFAULT-LABEL: func.func @chain
// DEFAULT-NEXT: call @fused_relu_exp_tanh_sigmoid
// DEFAULT-NEXT: return
func.func @chain(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.exp"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "nn.tanh"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = "nn.sigmoid"(%2) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}

// -----

// matmul takes its bias and activation as an epilogue.
// CHECK-LABEL: func.func @matmul_bias_relu
// CHECK-NEXT: call @fused_matmul_bias_add
// CHECK-NEXT: "nn.relu"
// CHECK-NEXT: return
// CHECK: func.func private @fused_matmul_bias_add({{.*}}) -> tensor<8x16xf32> attributes {nn.fused, nn.fusion_kind = "out_elementwise_fusable"}
// DEFAULT-LABEL: func.func @matmul_bias_relu
// DEFAULT-NEXT: call @fused_matmul_bias_add_relu
func.func @matmul_bias_relu(%x: tensor<8x32xf32>, %w: tensor<32x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
  %2 = "nn.relu"(%1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// No-op: a lone op and non-nn ops are left alone.
// CHECK-LABEL: func.func @single
// CHECK-NEXT: arith.constant
// CHECK-NEXT: "nn.relu"
// CHECK-NEXT: return
// CHECK-NOT: func.func private
func.func @single(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %c : tensor<4xf32>, tensor<4xf32>
}
