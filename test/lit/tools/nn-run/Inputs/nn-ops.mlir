func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
