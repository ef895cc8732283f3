// --nn-distinct-inits (conversion/common/DistinctInits.c): every user of a
// linalg.fill on tensors gets a fill of its own, with its own tensor.empty,
// just before it; a fill with one user, or on buffers, is left alone. A
// second run changes nothing.
// RUN: nn-opt %s --split-input-file --nn-distinct-inits | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-distinct-inits --nn-distinct-inits | FileCheck %s
// RUN: not nn-opt %s --nn-distinct-inits=all=true 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-distinct-inits' has no option 'all'; it takes no options

// Two matmuls of one shape whose zero-fills CSE merged (an attention head's
// two): each accumulates into a fill of its own, made just before it.
// CHECK-LABEL: func.func @shared(
// CHECK-SAME: %[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[E1:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %[[F1:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E1]] : tensor<4x8xf32>)
// CHECK-NEXT: %[[M1:.*]] = linalg.matmul ins(%[[A]], %[[B]] : {{.*}}) outs(%[[F1]] : tensor<4x8xf32>)
// CHECK-NEXT: %[[E2:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %[[F2:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E2]] : tensor<4x8xf32>)
// CHECK-NEXT: %[[M2:.*]] = linalg.matmul ins(%[[M1]], %[[B]] : {{.*}}) outs(%[[F2]] : tensor<4x8xf32>)
// CHECK-NEXT: return %[[M2]]
func.func @shared(%a: tensor<4x8xf32>, %b: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m2 = linalg.matmul ins(%m1, %b : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %m2 : tensor<4x8xf32>
}

// -----

// A fill with one user, and a fill on buffers: unchanged.
// CHECK-LABEL: func.func @single(
// CHECK-NEXT: arith.constant
// CHECK-NEXT: %[[E:.*]] = tensor.empty()
// CHECK-NEXT: %[[F:.*]] = linalg.fill {{.*}} outs(%[[E]] :
// CHECK-NEXT: linalg.matmul {{.*}} outs(%[[F]] :
// CHECK-NEXT: return
func.func @single(%a: tensor<4x8xf32>, %b: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %m : tensor<4x8xf32>
}
// CHECK-LABEL: func.func @buffers(
// CHECK-NEXT: arith.constant
// CHECK-NEXT: linalg.fill
// CHECK-NEXT: linalg.matmul
// CHECK-NEXT: linalg.matmul
// CHECK-NEXT: return
func.func @buffers(%a: memref<4x8xf32>, %b: memref<8x8xf32>, %o: memref<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%o : memref<4x8xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// A fill into a value that is not a tensor.empty (a function argument): the
// clones fill that value; bufferization gives each its own buffer. A user
// reading the fill twice takes one clone.
// CHECK-LABEL: func.func @into_argument(
// CHECK-SAME: %[[A:.*]]: tensor<4x4xf32>, %[[INIT:.*]]: tensor<4x4xf32>)
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant
// CHECK-NEXT: %[[F1:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[INIT]] :
// CHECK-NEXT: %[[S:.*]] = linalg.add ins(%[[F1]], %[[F1]] : {{.*}}) outs(%[[A]] :
// CHECK-NEXT: %[[F2:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[INIT]] :
// CHECK-NEXT: %[[M:.*]] = linalg.matmul ins(%[[S]], %[[A]] : {{.*}}) outs(%[[F2]] :
// CHECK-NEXT: return %[[M]]
func.func @into_argument(%a: tensor<4x4xf32>, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%init : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = linalg.add ins(%f, %f : tensor<4x4xf32>, tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%s, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}
