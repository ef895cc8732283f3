// What IRDL itself rejects in stock mlir-opt: wrong arity, non-tensor
// values, missing required attributes.
func.func @arity(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.relu"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @not_a_tensor(%a: f32) -> f32 {
  %0 = "nn.exp"(%a) : (f32) -> f32
  return %0 : f32
}

// -----

func.func @missing_perm(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = "nn.transpose"(%a) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
