func.func @ok_before(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.exp"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @bad(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // The permutation repeats 0.
  %0 = "nn.transpose"(%x) {perm = array<i64: 0, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @ok_after(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.exp"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
