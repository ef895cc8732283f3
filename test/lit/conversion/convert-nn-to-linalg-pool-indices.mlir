// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s

// nn.max_pool_with_indices: one reduction generic over (n, c, oh, ow, kh,
// kw) reading a kernel-shaped tensor for the window loops; each window
// position o * stride + k * dilation - pad is tested against the input
// (padding never wins), clamped, read with tensor.extract and compared in
// the explicit order (NaN first, then the value, then the smaller row-major
// position). The second generic adds (n * C + c) * H * W to the plane
// position, after re-flattening it column major for storage_order 1.

// CHECK-LABEL: func.func @pool_indices
// CHECK-SAME:    (%[[X:.*]]: tensor<1x2x5x5xf32>)
// CHECK:         %[[WIN:.*]] = tensor.empty() : tensor<3x3xf32>
// CHECK:         %[[V0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x2x3x3xf32>)
// CHECK:         %[[P0:.*]] = linalg.fill ins(%{{.*}} : i64) outs(%{{.*}} : tensor<1x2x3x3xi64>)
// CHECK:         %[[POOL:.*]]:2 = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[WIN]] : tensor<3x3xf32>) outs(%[[V0]], %[[P0]] : tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>)
// CHECK:           arith.cmpi sge
// CHECK:           %[[E:.*]] = tensor.extract %[[X]]
// CHECK:           arith.cmpf uno, %[[E]], %[[E]] : f32
// CHECK:           arith.cmpf ogt, %[[E]], %{{.*}} : f32
// CHECK:         %[[IDX:.*]] = linalg.generic {{.*}} ins(%[[POOL]]#1 : tensor<1x2x3x3xi64>)
// CHECK:           arith.remsi
// CHECK:           arith.divsi
// CHECK:           arith.constant 25 : i64
// CHECK:         return %[[POOL]]#0, %[[IDX]]
func.func @pool_indices(%x: tensor<1x2x5x5xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, storage_order = 1 : i64} : (tensor<1x2x5x5xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>)
  return %0#0, %0#1 : tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>
}

// -----

// Integers compare with cmpi (sgt; ugt for ui8, which the lowering makes a
// signless i8).

// CHECK-LABEL: func.func @pool_indices_ui8
// CHECK:         linalg.generic
// CHECK:           arith.cmpi ugt, %{{.*}}, %{{.*}} : i8
func.func @pool_indices_ui8(%x: tensor<1x1x4x4xui8>) -> (tensor<1x1x3x3xui8>, tensor<1x1x3x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%x) {kernel = array<i64: 2, 2>} : (tensor<1x1x4x4xui8>) -> (tensor<1x1x3x3xui8>, tensor<1x1x3x3xi64>)
  return %0#0, %0#1 : tensor<1x1x3x3xui8>, tensor<1x1x3x3xi64>
}
