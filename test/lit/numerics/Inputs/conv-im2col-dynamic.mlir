// Convolutions of a dynamic batch for conv-im2col.test. nn-run sizes an
// entry's outputs from its inputs' sizes before the call, which it cannot
// once the graph is linalg: each entry returns sums and maxima over the
// batch (static shapes) of the convolution's result.
func.func @nchw_dyn(%x: tensor<?x3x9x9xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>) -> (tensor<8x5x5xf32>, tensor<8x5x5xf32>) {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<?x3x9x9xf32>, tensor<8x3x3x3xf32>) -> tensor<?x8x5x5xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<?x8x5x5xf32>, tensor<8xf32>) -> tensor<?x8x5x5xf32>
  %2 = "nn.relu"(%1) : (tensor<?x8x5x5xf32>) -> tensor<?x8x5x5xf32>
  %3 = "nn.reduce_sum"(%2) {axes = array<i64: 0>} : (tensor<?x8x5x5xf32>) -> tensor<8x5x5xf32>
  %4 = "nn.reduce_max"(%2) {axes = array<i64: 0>} : (tensor<?x8x5x5xf32>) -> tensor<8x5x5xf32>
  return %3, %4 : tensor<8x5x5xf32>, tensor<8x5x5xf32>
}
func.func @nhwc_dyn(%x: tensor<?x9x9x3xf32>, %w: tensor<3x3x3x8xf32>, %b: tensor<8xf32>, %r: tensor<?x5x5x8xf32>) -> (tensor<5x5x8xf32>, tensor<5x5x8xf32>) {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, layout = "NHWC"} : (tensor<?x9x9x3xf32>, tensor<3x3x3x8xf32>) -> tensor<?x5x5x8xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 3 : i64} : (tensor<?x5x5x8xf32>, tensor<8xf32>) -> tensor<?x5x5x8xf32>
  %2 = "nn.add"(%1, %r) : (tensor<?x5x5x8xf32>, tensor<?x5x5x8xf32>) -> tensor<?x5x5x8xf32>
  %3 = "nn.relu"(%2) : (tensor<?x5x5x8xf32>) -> tensor<?x5x5x8xf32>
  %4 = "nn.reduce_sum"(%3) {axes = array<i64: 0>} : (tensor<?x5x5x8xf32>) -> tensor<5x5x8xf32>
  %5 = "nn.reduce_max"(%3) {axes = array<i64: 0>} : (tensor<?x5x5x8xf32>) -> tensor<5x5x8xf32>
  return %4, %5 : tensor<5x5x8xf32>, tensor<5x5x8xf32>
}
func.func @pointwise_dyn(%x: tensor<?x5x4x16xf32>, %w: tensor<1x1x16x12xf32>) -> (tensor<5x4x12xf32>, tensor<5x4x12xf32>) {
  %0 = "nn.conv2d"(%x, %w) {layout = "NHWC"} : (tensor<?x5x4x16xf32>, tensor<1x1x16x12xf32>) -> tensor<?x5x4x12xf32>
  %1 = "nn.reduce_sum"(%0) {axes = array<i64: 0>} : (tensor<?x5x4x12xf32>) -> tensor<5x4x12xf32>
  %2 = "nn.reduce_max"(%0) {axes = array<i64: 0>} : (tensor<?x5x4x12xf32>) -> tensor<5x4x12xf32>
  return %1, %2 : tensor<5x4x12xf32>, tensor<5x4x12xf32>
}
