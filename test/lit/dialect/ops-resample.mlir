// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | nn-opt --split-input-file | FileCheck %s

// Round trips of the resampling ops: nn.resize (its result type is the
// output shape; attributes all optional) and nn.grid_sample.

// CHECK-LABEL: func.func @resize_defaults(
// CHECK-SAME:    %[[X:.*]]: tensor<1x3x4x4xf32>) -> tensor<1x3x8x6xf32>
// CHECK-NEXT:    %[[R:.*]] = "nn.resize"(%[[X]]) : (tensor<1x3x4x4xf32>) -> tensor<1x3x8x6xf32>
// CHECK-NEXT:    return %[[R]]
func.func @resize_defaults(%x: tensor<1x3x4x4xf32>) -> tensor<1x3x8x6xf32> {
  %0 = "nn.resize"(%x) : (tensor<1x3x4x4xf32>) -> tensor<1x3x8x6xf32>
  return %0 : tensor<1x3x8x6xf32>
}

// -----

// Explicit scales (the coordinate transform uses 0.6, not 3/5) and every
// attribute spelled out.
// CHECK-LABEL: func.func @resize_all_attributes(
// CHECK:         "nn.resize"(%{{.*}}) {coordinate_transformation_mode = "align_corners", cubic_coeff_a = -5.000000e-01 : f32, exclude_outside = true, extrapolation_value = 1.000000e+00 : f32, mode = "cubic", nearest_mode = "ceil", scales = array<f32: 1.000000e+00, 1.000000e+00, 6.000000e-01, 1.500000e+00>} : (tensor<1x2x5x4xf16>) -> tensor<1x2x3x6xf16>
func.func @resize_all_attributes(%x: tensor<1x2x5x4xf16>) -> tensor<1x2x3x6xf16> {
  %0 = "nn.resize"(%x) {mode = "cubic", coordinate_transformation_mode = "align_corners", nearest_mode = "ceil", cubic_coeff_a = -0.5 : f32, exclude_outside = true, extrapolation_value = 1.0 : f32, scales = array<f32: 1.0, 1.0, 0.6, 1.5>} : (tensor<1x2x5x4xf16>) -> tensor<1x2x3x6xf16>
  return %0 : tensor<1x2x3x6xf16>
}

// -----

// tf_crop_and_resize with its box; integers take nearest; an empty
// dimension stays empty.
// CHECK-LABEL: func.func @resize_crop_int_empty(
// CHECK:         "nn.resize"(%{{.*}}) {coordinate_transformation_mode = "tf_crop_and_resize", roi = array<f32: 0.000000e+00, 2.000000e-01, 1.000000e+00, 8.000000e-01>} : (tensor<3x5xbf16>) -> tensor<3x7xbf16>
// CHECK:         "nn.resize"(%{{.*}}) : (tensor<2x3xi8>) -> tensor<4x1xi8>
// CHECK:         "nn.resize"(%{{.*}}) {mode = "linear"} : (tensor<0x3xf32>) -> tensor<0x6xf32>
func.func @resize_crop_int_empty(%x: tensor<3x5xbf16>, %y: tensor<2x3xi8>, %z: tensor<0x3xf32>) -> (tensor<3x7xbf16>, tensor<4x1xi8>, tensor<0x6xf32>) {
  %0 = "nn.resize"(%x) {coordinate_transformation_mode = "tf_crop_and_resize", roi = array<f32: 0.0, 0.2, 1.0, 0.8>} : (tensor<3x5xbf16>) -> tensor<3x7xbf16>
  %1 = "nn.resize"(%y) : (tensor<2x3xi8>) -> tensor<4x1xi8>
  %2 = "nn.resize"(%z) {mode = "linear"} : (tensor<0x3xf32>) -> tensor<0x6xf32>
  return %0, %1, %2 : tensor<3x7xbf16>, tensor<4x1xi8>, tensor<0x6xf32>
}

// -----

// CHECK-LABEL: func.func @grid_sample(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3x8x8xf32>, %[[G:.*]]: tensor<2x5x7x2xf32>)
// CHECK-NEXT:    %[[A:.*]] = "nn.grid_sample"(%[[X]], %[[G]]) : (tensor<2x3x8x8xf32>, tensor<2x5x7x2xf32>) -> tensor<2x3x5x7xf32>
// CHECK-NEXT:    %[[B:.*]] = "nn.grid_sample"(%[[X]], %[[G]]) {align_corners = true, mode = "bicubic", padding_mode = "reflection"} : (tensor<2x3x8x8xf32>, tensor<2x5x7x2xf32>) -> tensor<2x3x5x7xf32>
func.func @grid_sample(%x: tensor<2x3x8x8xf32>, %g: tensor<2x5x7x2xf32>) -> (tensor<2x3x5x7xf32>, tensor<2x3x5x7xf32>) {
  %0 = "nn.grid_sample"(%x, %g) : (tensor<2x3x8x8xf32>, tensor<2x5x7x2xf32>) -> tensor<2x3x5x7xf32>
  %1 = "nn.grid_sample"(%x, %g) {mode = "bicubic", padding_mode = "reflection", align_corners = true} : (tensor<2x3x8x8xf32>, tensor<2x5x7x2xf32>) -> tensor<2x3x5x7xf32>
  return %0, %1 : tensor<2x3x5x7xf32>, tensor<2x3x5x7xf32>
}
