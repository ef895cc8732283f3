// --nn-inline-dynamic-calls (conversion/common/InlineDynamicCalls.c): a call
// with a result of dynamic shape becomes the callee's body, since in
// destination-passing style only the callee could size that result. Calls
// of static results are left alone; the callee stays (nn-bufferize's
// symbol-dce removes it).
// RUN: nn-opt %s --split-input-file --verify-diagnostics --nn-inline-dynamic-calls | FileCheck %s
// Idempotence: nothing is left to inline.
// RUN: nn-opt %s --split-input-file --verify-diagnostics --nn-inline-dynamic-calls --nn-inline-dynamic-calls | FileCheck %s
//
// End to end: a fused group left whole by nn-tile-fused (elementwise, too
// small to tile) bufferizes, and runs; the callee is gone after
// nn-bufferize.
// RUN: nn-opt %S/Inputs/dynamic-group.mlir --fuse-ops -o %t.mlir
// RUN: nn-run %t.mlir --random-inputs 1 --input-shape 0=3x4 --input-shape 1=3x4 | FileCheck %s --check-prefix=EXEC
// EXEC: result #0: float32 [3, 4]
// RUN: nn-opt %t.mlir --pass-pipeline='builtin.module(convert-nn-to-linalg,nn-bufferize)' | FileCheck %s --check-prefix=BUFFERS
// RUN: nn-opt %s --split-input-file --verify-diagnostics --convert-nn-to-linalg --nn-bufferize | FileCheck %s --check-prefix=LIBRARY
// BUFFERS-NOT: call @fused
// BUFFERS-NOT: func.func private @fused

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:.*]]: tensor<?x4xf32>, %[[Y:.*]]: tensor<?x4xf32>)
// CHECK-NEXT: %[[A:.*]] = "nn.add"(%[[X]], %[[Y]])
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[A]])
// CHECK-NEXT: return %[[R]]
// CHECK: func.func private @fused_add_relu(
func.func @main(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = call @fused_add_relu(%x, %y) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
func.func private @fused_add_relu(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> attributes {nn.fused} {
  %0 = "nn.add"(%a, %b) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = "nn.relu"(%0) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

// -----

// A library call's function (nn.library_call, nn-gpu-outline-matmuls)
// writes its dynamic result into the tensor the caller gives it: the call
// stays, and bufferization (nn-bufferize) drops the result, equivalent to
// that argument, so no out-parameter is needed.
// CHECK-LABEL: func.func @library(
// CHECK: %[[C:.*]] = call @library_cublaslt(
// CHECK-NEXT: return %[[C]]
// LIBRARY-LABEL: func.func @library(
// LIBRARY-SAME: %[[A:.*]]: memref<?x16xf32>, %[[B:.*]]: memref<16x8xf32>, %[[OUT:.*]]: memref<?x8xf32>)
// LIBRARY: call @library_cublaslt(%[[A]], %[[B]], %{{.*}}) : (memref<?x16xf32>, memref<16x8xf32>, memref<?x8xf32>) -> ()
// LIBRARY-LABEL: func.func private @library_cublaslt(
// LIBRARY-SAME: %{{.*}}: memref<?x16xf32>, %{{.*}}: memref<16x8xf32>, %[[INIT:.*]]: memref<?x8xf32>) attributes {nn.library_call = "cublaslt"
// LIBRARY: linalg.matmul {{.*}} outs(%[[INIT]] : memref<?x8xf32>)
// LIBRARY-NEXT: return{{$}}
func.func @library(%a: tensor<?x16xf32>, %b: tensor<16x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %a, %c0 : tensor<?x16xf32>
  %e = tensor.empty(%m) : tensor<?x8xf32>
  %0 = call @library_cublaslt(%a, %b, %e) : (tensor<?x16xf32>, tensor<16x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
func.func private @library_cublaslt(%a: tensor<?x16xf32>, %b: tensor<16x8xf32>, %init: tensor<?x8xf32>) -> tensor<?x8xf32> attributes {nn.library_call = "cublaslt", nn.matmul_epilogue = []} {
  %zero = arith.constant 0.0 : f32
  %0 = linalg.fill ins(%zero : f32) outs(%init : tensor<?x8xf32>) -> tensor<?x8xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<?x16xf32>, tensor<16x8xf32>) outs(%0 : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %1 : tensor<?x8xf32>
}

// -----

// Static results: the call stays.
// CHECK-LABEL: func.func @static(
// CHECK-NEXT: %[[C:.*]] = call @fused_relu
// CHECK-NEXT: return %[[C]]
func.func @static(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = call @fused_relu(%x) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func private @fused_relu(%a: tensor<2x4xf32>) -> tensor<2x4xf32> attributes {nn.fused} {
  %0 = "nn.relu"(%a) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// Calls the inlined body brings in are inlined too; a callee's results may
// be several, and one of them static.
// CHECK-LABEL: func.func @nested(
// CHECK-SAME: %[[X:.*]]: tensor<?xf32>)
// CHECK-NEXT: %[[E:.*]] = "nn.exp"(%[[X]])
// CHECK-NEXT: %[[N:.*]] = "nn.neg"(%[[E]])
// CHECK-NEXT: %[[S:.*]] = "nn.reduce_sum"(%[[N]])
// CHECK-NEXT: return %[[N]], %[[S]]
func.func @nested(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<f32>) {
  %0:2 = call @outer(%x) : (tensor<?xf32>) -> (tensor<?xf32>, tensor<f32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<f32>
}
func.func private @outer(%a: tensor<?xf32>) -> (tensor<?xf32>, tensor<f32>) {
  %0 = call @inner(%a) : (tensor<?xf32>) -> tensor<?xf32>
  %1 = "nn.neg"(%0) : (tensor<?xf32>) -> tensor<?xf32>
  %2 = "nn.reduce_sum"(%1) {axes = array<i64: 0>} : (tensor<?xf32>) -> tensor<f32>
  return %1, %2 : tensor<?xf32>, tensor<f32>
}
func.func private @inner(%a: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "nn.exp"(%a) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @several_blocks(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @below {{a call whose results have dynamic sizes is inlined before bufferization, and its callee needs a body of one block}}
  %0 = call @branchy(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func private @branchy(%a: tensor<?xf32>) -> tensor<?xf32> {
  cf.br ^bb1
^bb1:
  return %a : tensor<?xf32>
}

// -----

func.func @recursive(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @below {{calls whose results have dynamic sizes are nested more than 32 deep (recursion?): they cannot be inlined for bufferization}}
  %0 = call @recursive(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
