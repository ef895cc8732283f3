// RUN: nn-opt %s | FileCheck %s
// RUN: nn-opt %s | nn-opt | FileCheck %s

// nn.max_pool_with_indices parses, verifies and prints back in 2-D and
// 3-D: values of the input's type and i64 indices of the same shape.

// CHECK-LABEL: func.func @pool_2d
// CHECK:         "nn.max_pool_with_indices"(%{{.*}}) {ceil_mode = true, dilations = array<i64: 2, 1>, kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, storage_order = 1 : i64, strides = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> (tensor<1x3x4x5xf32>, tensor<1x3x4x5xi64>)
// CHECK:         "nn.max_pool_with_indices"(%{{.*}}) {kernel = array<i64: 2, 2>} : (tensor<2x1x4x4xui8>) -> (tensor<2x1x3x3xui8>, tensor<2x1x3x3xi64>)
func.func @pool_2d(%a: tensor<1x3x8x8xf32>, %b: tensor<2x1x4x4xui8>) -> (tensor<1x3x4x5xf32>, tensor<1x3x4x5xi64>, tensor<2x1x3x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 2, 1>, ceil_mode = true, storage_order = 1 : i64} : (tensor<1x3x8x8xf32>) -> (tensor<1x3x4x5xf32>, tensor<1x3x4x5xi64>)
  %1:2 = "nn.max_pool_with_indices"(%b) {kernel = array<i64: 2, 2>} : (tensor<2x1x4x4xui8>) -> (tensor<2x1x3x3xui8>, tensor<2x1x3x3xi64>)
  return %0#0, %0#1, %1#1 : tensor<1x3x4x5xf32>, tensor<1x3x4x5xi64>, tensor<2x1x3x3xi64>
}

// CHECK-LABEL: func.func @pool_3d
// CHECK:         "nn.max_pool_with_indices"(%{{.*}}) {dilations = array<i64: 1, 1, 1>, kernel = array<i64: 2, 2, 2>, layout = "NCDHW", padding = array<i64: 0, 0, 0, 0, 0, 0>, strides = array<i64: 2, 2, 2>} : (tensor<1x2x4x4x4xf16>) -> (tensor<1x2x2x2x2xf16>, tensor<1x2x2x2x2xi64>)
func.func @pool_3d(%a: tensor<1x2x4x4x4xf16>) -> tensor<1x2x2x2x2xi64> {
  %0:2 = "nn.max_pool_with_indices"(%a) {kernel = array<i64: 2, 2, 2>, strides = array<i64: 2, 2, 2>, padding = array<i64: 0, 0, 0, 0, 0, 0>, dilations = array<i64: 1, 1, 1>, layout = "NCDHW"} : (tensor<1x2x4x4x4xf16>) -> (tensor<1x2x2x2x2xf16>, tensor<1x2x2x2x2xi64>)
  return %0#1 : tensor<1x2x2x2x2xi64>
}
