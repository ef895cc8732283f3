func.func @f(%a: tensor<2x3xf32>, %b: tensor<5x4xf32>) -> tensor<2x4xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<2x3xf32>, tensor<5x4xf32>) -> tensor<2x4xf32> loc("conv1")
  return %0 : tensor<2x4xf32>
}
