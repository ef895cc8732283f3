// An nn op that --convert-nn-to-linalg cannot lower: top_k along an axis
// of dynamic size.
func.func @main(%x: tensor<4x4xf32>) -> tensor<4x2xf32> {
  %d = tensor.cast %x : tensor<4x4xf32> to tensor<4x?xf32>
  %0:2 = "nn.top_k"(%d) {k = 2 : i64} : (tensor<4x?xf32>) -> (tensor<4x2xf32>, tensor<4x2xi64>)
  return %0#0 : tensor<4x2xf32>
}
