// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | nn-opt --split-input-file | FileCheck %s

// Round trip of the 3-D and transposed window ops: conv3d, max_pool3d,
// avg_pool3d, conv_transpose2d, conv_transpose3d. The result types pin the
// size rules down, worked out by hand: convolution and pools as in 2-D, per
// spatial dimension; transposed, (in - 1) * stride + dilation * (k - 1) + 1
// - pads + output_padding.

// CHECK-LABEL: func.func @conv3d(
// CHECK-NEXT: "nn.conv3d"(%arg0, %arg1) : (tensor<1x4x6x7x8xf32>, tensor<6x4x3x3x3xf32>) -> tensor<1x6x4x5x6xf32>
// CHECK-NEXT: "nn.conv3d"(%arg0, %arg2) {dilations = array<i64: 1, 2, 1>, groups = 2 : i64, padding = array<i64: 1, 0, 2, 0, 1, 2>, strides = array<i64: 2, 1, 3>} : (tensor<1x4x6x7x8xf32>, tensor<6x2x3x3x3xf32>) -> tensor<1x6x3x4x4xf32>
// CHECK-NEXT: "nn.conv3d"(%arg3, %arg4) {groups = 4 : i64, layout = "NDHWC"} : (tensor<2x5x5x5x4xf32>, tensor<3x3x3x1x4xf32>) -> tensor<2x3x3x3x4xf32>
func.func @conv3d(%x: tensor<1x4x6x7x8xf32>, %w: tensor<6x4x3x3x3xf32>, %wg: tensor<6x2x3x3x3xf32>, %xl: tensor<2x5x5x5x4xf32>, %wl: tensor<3x3x3x1x4xf32>) -> (tensor<1x6x4x5x6xf32>, tensor<1x6x3x4x4xf32>, tensor<2x3x3x3x4xf32>) {
  %0 = "nn.conv3d"(%x, %w) : (tensor<1x4x6x7x8xf32>, tensor<6x4x3x3x3xf32>) -> tensor<1x6x4x5x6xf32>
  // D: (6 + 1 + 0 - 3) / 2 + 1 = 3; H: (7 + 0 + 1 - 5) / 1 + 1 = 4;
  // W: (8 + 2 + 2 - 3) / 3 + 1 = 4.
  %1 = "nn.conv3d"(%x, %wg) {strides = array<i64: 2, 1, 3>, dilations = array<i64: 1, 2, 1>, padding = array<i64: 1, 0, 2, 0, 1, 2>, groups = 2 : i64} : (tensor<1x4x6x7x8xf32>, tensor<6x2x3x3x3xf32>) -> tensor<1x6x3x4x4xf32>
  %2 = "nn.conv3d"(%xl, %wl) {groups = 4 : i64, layout = "NDHWC"} : (tensor<2x5x5x5x4xf32>, tensor<3x3x3x1x4xf32>) -> tensor<2x3x3x3x4xf32>
  return %0, %1, %2 : tensor<1x6x4x5x6xf32>, tensor<1x6x3x4x4xf32>, tensor<2x3x3x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @pool3d(
// CHECK-NEXT: "nn.max_pool3d"(%arg0) {ceil_mode = true, kernel = array<i64: 3, 3, 2>, padding = array<i64: 1, 1, 0, 1, 1, 1>, strides = array<i64: 2, 2, 2>} : (tensor<1x3x6x7x5xf32>) -> tensor<1x3x4x4x3xf32>
// CHECK-NEXT: "nn.avg_pool3d"(%arg1) {count_include_pad = true, kernel = array<i64: 2, 2, 2>, layout = "NDHWC", strides = array<i64: 2, 2, 2>} : (tensor<1x4x4x4x3xf32>) -> tensor<1x2x2x2x3xf32>
func.func @pool3d(%x: tensor<1x3x6x7x5xf32>, %y: tensor<1x4x4x4x3xf32>) -> (tensor<1x3x4x4x3xf32>, tensor<1x2x2x2x3xf32>) {
  // D: (6 + 2 - 3) / 2 + 1 = 3.5, up to 4 (the last window starts at 6 < 6
  // + 1); H: (7 + 2 - 3) / 2 + 1 = 4; W: (5 + 1 - 2) / 2 + 1 = 3.
  %0 = "nn.max_pool3d"(%x) {kernel = array<i64: 3, 3, 2>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 0, 1, 1, 1>, ceil_mode = true} : (tensor<1x3x6x7x5xf32>) -> tensor<1x3x4x4x3xf32>
  %1 = "nn.avg_pool3d"(%y) {kernel = array<i64: 2, 2, 2>, strides = array<i64: 2, 2, 2>, count_include_pad = true, layout = "NDHWC"} : (tensor<1x4x4x4x3xf32>) -> tensor<1x2x2x2x3xf32>
  return %0, %1 : tensor<1x3x4x4x3xf32>, tensor<1x2x2x2x3xf32>
}

// -----

// CHECK-LABEL: func.func @conv_transpose(
// CHECK-NEXT: "nn.conv_transpose2d"(%arg0, %arg1) {padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x64x32x32xf32>, tensor<64x32x4x4xf32>) -> tensor<1x32x64x64xf32>
// CHECK-NEXT: "nn.conv_transpose2d"(%arg2, %arg3) {dilations = array<i64: 2, 1>, groups = 2 : i64, output_padding = array<i64: 1, 0>, padding = array<i64: 0, 1, 2, 0>, strides = array<i64: 3, 1>} : (tensor<1x4x3x5xf32>, tensor<4x3x3x2xf32>) -> tensor<1x6x10x5xf32>
// CHECK-NEXT: "nn.conv_transpose3d"(%arg4, %arg5) {strides = array<i64: 2, 2, 2>} : (tensor<1x2x3x3x3xi32>, tensor<2x3x2x2x2xi32>) -> tensor<1x3x6x6x6xi32>
func.func @conv_transpose(%x: tensor<1x64x32x32xf32>, %w: tensor<64x32x4x4xf32>, %xg: tensor<1x4x3x5xf32>, %wg: tensor<4x3x3x2xf32>, %x3: tensor<1x2x3x3x3xi32>, %w3: tensor<2x3x2x2x2xi32>) -> (tensor<1x32x64x64xf32>, tensor<1x6x10x5xf32>, tensor<1x3x6x6x6xi32>) {
  // (32 - 1) * 2 + 3 + 1 - 2 = 64.
  %0 = "nn.conv_transpose2d"(%x, %w) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x64x32x32xf32>, tensor<64x32x4x4xf32>) -> tensor<1x32x64x64xf32>
  // H: 2 * 3 + 2 * 2 + 1 - 0 - 2 + 1 = 10; W: 4 * 1 + 1 + 1 - 1 - 0 + 0 =
  // 5; output channels 3 * 2.
  %1 = "nn.conv_transpose2d"(%xg, %wg) {strides = array<i64: 3, 1>, dilations = array<i64: 2, 1>, padding = array<i64: 0, 1, 2, 0>, output_padding = array<i64: 1, 0>, groups = 2 : i64} : (tensor<1x4x3x5xf32>, tensor<4x3x3x2xf32>) -> tensor<1x6x10x5xf32>
  %2 = "nn.conv_transpose3d"(%x3, %w3) {strides = array<i64: 2, 2, 2>} : (tensor<1x2x3x3x3xi32>, tensor<2x3x2x2x2xi32>) -> tensor<1x3x6x6x6xi32>
  return %0, %1, %2 : tensor<1x32x64x64xf32>, tensor<1x6x10x5xf32>, tensor<1x3x6x6x6xi32>
}
