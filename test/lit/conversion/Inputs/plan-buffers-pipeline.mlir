// Four kernels in a row (test/lit/conversion/plan-buffers.mlir): two
// intermediate buffers in @main, which nn-plan-buffers puts in one arena.
func.func @main(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<64x64xf32>) -> tensor<64x64xf32>
  %1 = "nn.matmul"(%0, %w) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %2 = "nn.softmax"(%1) {axis = 1 : i64} : (tensor<64x64xf32>) -> tensor<64x64xf32>
  %3 = "nn.matmul"(%2, %w) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %3 : tensor<64x64xf32>
}
