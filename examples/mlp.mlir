// A two-layer perceptron with a softmax head: matmul + bias + gelu, then
// matmul + bias + softmax. Run it with ./scripts/demo.sh.
func.func @main(%x: tensor<8x64xf32>, %w1: tensor<64x128xf32>,
                %b1: tensor<128xf32>, %w2: tensor<128x10xf32>,
                %b2: tensor<10xf32>) -> tensor<8x10xf32> {
  %0 = "nn.matmul"(%x, %w1) : (tensor<8x64xf32>, tensor<64x128xf32>) -> tensor<8x128xf32>
  %1 = "nn.bias_add"(%0, %b1) {axis = 1 : i64} : (tensor<8x128xf32>, tensor<128xf32>) -> tensor<8x128xf32>
  %2 = "nn.gelu"(%1) {approximate = "tanh"} : (tensor<8x128xf32>) -> tensor<8x128xf32>
  %3 = "nn.matmul"(%2, %w2) : (tensor<8x128xf32>, tensor<128x10xf32>) -> tensor<8x10xf32>
  %4 = "nn.bias_add"(%3, %b2) {axis = -1 : i64} : (tensor<8x10xf32>, tensor<10xf32>) -> tensor<8x10xf32>
  %5 = "nn.softmax"(%4) {axis = -1 : i64} : (tensor<8x10xf32>) -> tensor<8x10xf32>
  return %5 : tensor<8x10xf32>
}
