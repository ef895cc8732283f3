// Functions nn-compile cannot export: a name that is not a C identifier, a
// body that does not lower.
func.func @"not.c"(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

func.func @not_bufferized(%x: tensor<4xf32>) -> tensor<4xi1> {
  %zero = arith.constant dense<0.0> : tensor<4xf32>
  %0 = arith.cmpf ogt, %x, %zero : tensor<4xf32>
  return %0 : tensor<4xi1>
}

func.func @ok(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// A dynamic entry exports nn_scaled_output_shapes: no entry may take that
// name.
func.func @scaled(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "nn.relu"(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @scaled_output_shapes(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
