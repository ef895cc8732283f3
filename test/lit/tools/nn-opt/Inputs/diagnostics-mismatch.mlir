func.func @unexpected(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.softmax"(%a) {axis = 2 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @not_produced(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{this never happens}}
  %0 = "nn.relu"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @wrong_line(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{axis 2 is out of range}}
  %0 = "nn.softmax"(%a) {axis = 2 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
