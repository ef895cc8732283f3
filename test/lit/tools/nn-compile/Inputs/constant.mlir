// A graph with constants that kernels read: a bias and a weight matrix.
func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %w = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %m = arith.constant dense<1.0> : tensor<8x8xf32>
  %0 = "nn.add"(%x, %w) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %1 = "nn.matmul"(%0, %m) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
