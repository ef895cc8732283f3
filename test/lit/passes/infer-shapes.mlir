// RUN: nn-opt %s --split-input-file --infer-shapes | FileCheck %s
// Idempotence: a second run changes nothing.
// RUN: nn-opt %s --split-input-file --infer-shapes | nn-opt --split-input-file --infer-shapes | FileCheck %s
// RUN: nn-opt %s --split-input-file --pass-pipeline='builtin.module(infer-shapes, canonicalize)' | FileCheck %s --check-prefix=CANON

// Static operands refine dynamic and unranked results down a chain, and the
// function's result type follows.
// CHECK-LABEL: func.func @mlp
// CHECK-SAME: -> tensor<4x16xf32>
// CHECK: %[[MM:.*]] = "nn.matmul"({{.*}}) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK: %[[BA:.*]] = "nn.bias_add"(%[[MM]], {{.*}}) {{.*}} -> tensor<4x16xf32>
// CHECK: %[[G:.*]] = "nn.gelu"(%[[BA]]) : (tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK: %[[S:.*]] = "nn.reduce_sum"(%[[G]]) {{.*}} -> tensor<4x1xf32>
// CHECK: %[[D:.*]] = "nn.div"(%[[G]], %[[S]]) : (tensor<4x16xf32>, tensor<4x1xf32>) -> tensor<4x16xf32>
// CHECK: return %[[D]] : tensor<4x16xf32>
func.func @mlp(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<*xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<?x?xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = -1 : i64} : (tensor<?x?xf32>, tensor<16xf32>) -> tensor<*xf32>
  %2 = "nn.gelu"(%1) : (tensor<*xf32>) -> tensor<*xf32>
  %3 = "nn.reduce_sum"(%2) {axes = array<i64: 1>, keepdims = true} : (tensor<*xf32>) -> tensor<*xf32>
  %4 = "nn.div"(%2, %3) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %4 : tensor<*xf32>
}

// -----

// Dynamic sizes stay dynamic, static ones propagate, and what the IR already
// knew (the declared 8 of %1) is kept.
// CHECK-LABEL: func.func @mixed
// CHECK-SAME: (%[[X:.*]]: tensor<?x3x32x32xf32>, %{{.*}}: tensor<8x3x3x3xf32>) -> tensor<8x?xf32>
// CHECK: "nn.conv2d"{{.*}} -> tensor<?x8x30x30xf32>
// CHECK: "nn.reduce_sum"{{.*}} -> tensor<?x8xf32>
// CHECK: "nn.transpose"{{.*}} : (tensor<?x8xf32>) -> tensor<8x?xf32>
func.func @mixed(%x: tensor<?x3x32x32xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<?x?xf32> {
  %0 = "nn.conv2d"(%x, %w) : (tensor<?x3x32x32xf32>, tensor<8x3x3x3xf32>) -> tensor<*xf32>
  %1 = "nn.reduce_sum"(%0) {axes = array<i64: 2, 3>} : (tensor<*xf32>) -> tensor<?x8xf32>
  %2 = "nn.transpose"(%1) {perm = array<i64: 1, 0>} : (tensor<?x8xf32>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// -----

// An unranked operand leaves its users as they are.
// CHECK-LABEL: func.func @unranked_input
// CHECK: "nn.relu"(%{{.*}}) : (tensor<*xf32>) -> tensor<*xf32>
// CHECK: "nn.exp"(%{{.*}}) : (tensor<*xf32>) -> tensor<*xf32>
func.func @unranked_input(%x: tensor<*xf32>) -> tensor<*xf32> {
  %0 = "nn.relu"(%x) : (tensor<*xf32>) -> tensor<*xf32>
  %1 = "nn.exp"(%0) : (tensor<*xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}

// -----

// Ops of other dialects keep their operand types through a tensor.cast; a
// called function keeps its signature, its returns cast back.
// CHECK-LABEL: func.func @caller
// CHECK: %[[T:.*]] = "nn.tanh"(%{{.*}}) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: %[[C:.*]] = tensor.cast %[[T]] : tensor<2x3xf32> to tensor<?x?xf32>
// CHECK: call @callee(%[[C]]) : (tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-LABEL: func.func private @callee
// CHECK-SAME: -> tensor<?x?xf32>
// CHECK: %[[S:.*]] = "nn.sigmoid"(%{{.*}}) : (tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK: tensor.cast %[[S]] : tensor<?x?xf32> to tensor<?x?xf32>
func.func @caller(%x: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %0 = "nn.tanh"(%x) : (tensor<2x3xf32>) -> tensor<?x?xf32>
  %1 = call @callee(%0) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func private @callee(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "nn.sigmoid"(%x) : (tensor<?x?xf32>) -> tensor<*xf32>
  %1 = tensor.cast %0 : tensor<*xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// A called function whose returned value was refined keeps its signature:
// the return casts back.
// CHECK-LABEL: func.func @uses_helper
// CHECK-LABEL: func.func private @helper
// CHECK-SAME: -> tensor<*xf32>
// CHECK: %[[R:.*]] = "nn.relu"(%{{.*}}) : (tensor<5xf32>) -> tensor<5xf32>
// CHECK: %[[C:.*]] = tensor.cast %[[R]] : tensor<5xf32> to tensor<*xf32>
// CHECK: return %[[C]] : tensor<*xf32>
func.func @uses_helper(%x: tensor<5xf32>) -> tensor<*xf32> {
  %0 = call @helper(%x) : (tensor<5xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
func.func private @helper(%x: tensor<5xf32>) -> tensor<*xf32> {
  %0 = "nn.relu"(%x) : (tensor<5xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// Already precise IR is left alone.
// CHECK-LABEL: func.func @precise
// CHECK-NEXT: "nn.relu"(%{{.*}}) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return
// CANON-LABEL: func.func @precise
func.func @precise(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
