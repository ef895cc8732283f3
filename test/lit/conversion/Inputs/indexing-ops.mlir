// One case of each indexing op, for the GPU path (nvvm-indexing.mlir).
func.func @gather_elements(%x: tensor<3x4xf32>, %i: tensor<3x5xi32>) -> tensor<3x5xf32> {
  %0 = "nn.gather_elements"(%x, %i) {axis = -1 : i64} : (tensor<3x4xf32>, tensor<3x5xi32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}
func.func @scatter_elements(%x: tensor<3x4xf32>, %i: tensor<2x4xi64>, %u: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %0 = "nn.scatter_elements"(%x, %i, %u) {reduction = "add"} : (tensor<3x4xf32>, tensor<2x4xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
func.func @gather_nd(%x: tensor<2x4x3xf32>, %i: tensor<2x5x1xi32>) -> tensor<2x5x3xf32> {
  %0 = "nn.gather_nd"(%x, %i) {batch_dims = 1 : i64} : (tensor<2x4x3xf32>, tensor<2x5x1xi32>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}
func.func @scatter_nd(%x: tensor<4x3xi32>, %i: tensor<2x1xi64>, %u: tensor<2x3xi32>) -> tensor<4x3xi32> {
  %0 = "nn.scatter_nd"(%x, %i, %u) {reduction = "max"} : (tensor<4x3xi32>, tensor<2x1xi64>, tensor<2x3xi32>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}
func.func @one_hot(%i: tensor<3xi64>, %v: tensor<2xf32>) -> tensor<5x3xf32> {
  %0 = "nn.one_hot"(%i, %v) {axis = 0 : i64, depth = 5 : i64} : (tensor<3xi64>, tensor<2xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}
