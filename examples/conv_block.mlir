// A ResNet-style basic block in NCHW: conv + bias + relu twice, a residual
// add, and global pooling by reduce_sum.
func.func @main(%x: tensor<1x16x32x32xf32>, %w1: tensor<16x16x3x3xf32>,
                %b1: tensor<16xf32>, %w2: tensor<16x16x3x3xf32>,
                %b2: tensor<16xf32>) -> tensor<1x16xf32> {
  %0 = "nn.conv2d"(%x, %w1) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x16x32x32xf32>, tensor<16x16x3x3xf32>) -> tensor<1x16x32x32xf32>
  %1 = "nn.bias_add"(%0, %b1) : (tensor<1x16x32x32xf32>, tensor<16xf32>) -> tensor<1x16x32x32xf32>
  %2 = "nn.relu"(%1) : (tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
  %3 = "nn.conv2d"(%2, %w2) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x16x32x32xf32>, tensor<16x16x3x3xf32>) -> tensor<1x16x32x32xf32>
  %4 = "nn.bias_add"(%3, %b2) : (tensor<1x16x32x32xf32>, tensor<16xf32>) -> tensor<1x16x32x32xf32>
  %5 = "nn.add"(%4, %x) : (tensor<1x16x32x32xf32>, tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
  %6 = "nn.relu"(%5) : (tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
  %7 = "nn.reduce_sum"(%6) {axes = array<i64: 2, 3>} : (tensor<1x16x32x32xf32>) -> tensor<1x16xf32>
  return %7 : tensor<1x16xf32>
}
