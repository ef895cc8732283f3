// Convolutions for conv-im2col.test that window.mlir does not have: a
// pointwise one (no gather), a 1x1 of stride 2 (a gather without padding)
// and a padded one with a dilation along one axis only.
func.func @pointwise(%x: tensor<3x16x7x7xf32>, %w: tensor<24x16x1x1xf32>) -> tensor<3x24x7x7xf32> {
  %0 = "nn.conv2d"(%x, %w) : (tensor<3x16x7x7xf32>, tensor<24x16x1x1xf32>) -> tensor<3x24x7x7xf32>
  return %0 : tensor<3x24x7x7xf32>
}
func.func @pointwise_stride2(%x: tensor<2x8x9x9xf32>, %w: tensor<12x8x1x1xf32>) -> tensor<2x12x5x5xf32> {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 2, 2>} : (tensor<2x8x9x9xf32>, tensor<12x8x1x1xf32>) -> tensor<2x12x5x5xf32>
  return %0 : tensor<2x12x5x5xf32>
}
func.func @dilated_padded(%x: tensor<2x5x11x10xf32>, %w: tensor<7x5x3x3xf32>) -> tensor<2x7x5x10xf32> {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 2, 1>, padding = array<i64: 2, 1, 1, 1>, dilations = array<i64: 2, 1>} : (tensor<2x5x11x10xf32>, tensor<7x5x3x3xf32>) -> tensor<2x7x5x10xf32>
  return %0 : tensor<2x7x5x10xf32>
}
