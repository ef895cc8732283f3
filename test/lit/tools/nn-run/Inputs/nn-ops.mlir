// An nn op that --convert-nn-to-linalg does not lower yet.
func.func @main(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "nn.tril"(%x) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
