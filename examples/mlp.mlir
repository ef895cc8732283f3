// A three-layer perceptron: matmul + bias + gelu three times, then softmax.
// ./scripts/demo.sh verifies it; test/lit/examples runs it against NumPy.
func.func @main(%x: tensor<8x64xf32>,
                %w1: tensor<64x128xf32>, %b1: tensor<128xf32>,
                %w2: tensor<128x128xf32>, %b2: tensor<128xf32>,
                %w3: tensor<128x10xf32>, %b3: tensor<10xf32>) -> tensor<8x10xf32> {
  %0 = "nn.matmul"(%x, %w1) : (tensor<8x64xf32>, tensor<64x128xf32>) -> tensor<8x128xf32>
  %1 = "nn.bias_add"(%0, %b1) {axis = 1 : i64} : (tensor<8x128xf32>, tensor<128xf32>) -> tensor<8x128xf32>
  %2 = "nn.gelu"(%1) {approximate = "tanh"} : (tensor<8x128xf32>) -> tensor<8x128xf32>
  %3 = "nn.matmul"(%2, %w2) : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
  %4 = "nn.bias_add"(%3, %b2) {axis = 1 : i64} : (tensor<8x128xf32>, tensor<128xf32>) -> tensor<8x128xf32>
  %5 = "nn.gelu"(%4) {approximate = "tanh"} : (tensor<8x128xf32>) -> tensor<8x128xf32>
  %6 = "nn.matmul"(%5, %w3) : (tensor<8x128xf32>, tensor<128x10xf32>) -> tensor<8x10xf32>
  %7 = "nn.bias_add"(%6, %b3) {axis = -1 : i64} : (tensor<8x10xf32>, tensor<10xf32>) -> tensor<8x10xf32>
  %8 = "nn.gelu"(%7) {approximate = "tanh"} : (tensor<8x10xf32>) -> tensor<8x10xf32>
  %9 = "nn.softmax"(%8) {axis = -1 : i64} : (tensor<8x10xf32>) -> tensor<8x10xf32>
  return %9 : tensor<8x10xf32>
}
