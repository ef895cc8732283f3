// Four adds, each reading one more function argument.
func.func @many_args(%x: tensor<4xf32>, %a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>, %d: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.add"(%x, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.add"(%0, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = "nn.add"(%1, %c) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = "nn.add"(%2, %d) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}
