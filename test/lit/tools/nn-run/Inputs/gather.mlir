// Two gathers whose indices are inputs: rows of a 5x4 table (i64 indices)
// and columns of it (i32 indices, axis 1). Run-time checks: runtime-checks.test.
func.func @main(%table: tensor<5x4xf32>, %rows: tensor<2x3xi64>) -> tensor<2x3x4xf32> {
  %0 = "nn.gather"(%table, %rows) {axis = 0 : i64} : (tensor<5x4xf32>, tensor<2x3xi64>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

func.func @columns(%table: tensor<5x4xf32>, %cols: tensor<3xi32>) -> tensor<5x3xf32> {
  %0 = "nn.gather"(%table, %cols) {axis = 1 : i64} : (tensor<5x4xf32>, tensor<3xi32>) -> tensor<5x3xf32>
  %1 = "nn.relu"(%0) : (tensor<5x3xf32>) -> tensor<5x3xf32>
  return %1 : tensor<5x3xf32>
}
