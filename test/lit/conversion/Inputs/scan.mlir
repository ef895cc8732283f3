func.func @main(%a: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x2xf32>, tensor<8x2xi64>, tensor<8x16xf32>) {
  %0 = "nn.cumsum"(%a) {axis = 1 : i64} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1:2 = "nn.top_k"(%a) {k = 2 : i64} : (tensor<8x16xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  %2 = "nn.atan"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0, %1#0, %1#1, %2 : tensor<8x16xf32>, tensor<8x2xf32>, tensor<8x2xi64>, tensor<8x16xf32>
}
