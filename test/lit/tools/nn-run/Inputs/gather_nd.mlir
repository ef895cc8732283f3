// gather_nd with its tuples as an input: (row, column) pairs into a 5x4
// table. Run-time checks: runtime-checks.test; inputs: make_gather_nd.py.
func.func @main(%table: tensor<5x4xf32>, %pairs: tensor<3x2xi64>) -> tensor<3xf32> {
  %0 = "nn.gather_nd"(%table, %pairs) : (tensor<5x4xf32>, tensor<3x2xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
