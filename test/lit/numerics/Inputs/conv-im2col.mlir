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
// f16 in NHWC with its bias and relu: one call on the tensor cores, the
// epilogue fused (rounded once after the bias, where nn's own lowering
// rounds the convolution first).
func.func @nhwc_half(%x: tensor<2x9x9x8xf16>, %w: tensor<3x3x8x16xf16>, %b: tensor<16xf16>) -> tensor<2x5x5x16xf16> {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, layout = "NHWC"} : (tensor<2x9x9x8xf16>, tensor<3x3x8x16xf16>) -> tensor<2x5x5x16xf16>
  %1 = "nn.bias_add"(%0, %b) {axis = 3 : i64} : (tensor<2x5x5x16xf16>, tensor<16xf16>) -> tensor<2x5x5x16xf16>
  %2 = "nn.relu"(%1) : (tensor<2x5x5x16xf16>) -> tensor<2x5x5x16xf16>
  return %2 : tensor<2x5x5x16xf16>
}
