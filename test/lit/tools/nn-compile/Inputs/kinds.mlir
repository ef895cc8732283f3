// Entries with a rank-0 input, an i1 result, and one not asked for.
func.func @scale(%s: tensor<f32>, %x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "nn.mul"(%x, %s) : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @any_positive(%x: tensor<4xf32>) -> tensor<4xi1> {
  %zero = arith.constant dense<0.0> : tensor<4xf32>
  %0 = "nn.greater"(%x, %zero) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

func.func @unused(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
