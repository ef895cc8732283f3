// Reductions of every dim, as a loss or a global statistic computes them:
// the CUDA pipeline splits each over many blocks (nvvm-split-reductions.test).
func.func @sum_squares(%x: tensor<1024x1024xf32>) -> tensor<f32> {
  %0 = "nn.mul"(%x, %x) : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %1 = "nn.reduce_sum"(%0) {axes = array<i64: 0, 1>, keepdims = false} : (tensor<1024x1024xf32>) -> tensor<f32>
  return %1 : tensor<f32>
}
func.func @max_abs(%x: tensor<8x96x96xf32>) -> tensor<f32> {
  %0 = "nn.abs"(%x) : (tensor<8x96x96xf32>) -> tensor<8x96x96xf32>
  %1 = "nn.reduce_max"(%0) {axes = array<i64: 0, 1, 2>, keepdims = false} : (tensor<8x96x96xf32>) -> tensor<f32>
  return %1 : tensor<f32>
}
func.func @mean(%x: tensor<64x1024xf32>) -> tensor<f32> {
  %0 = "nn.reduce_mean"(%x) {axes = array<i64: 0, 1>, keepdims = false} : (tensor<64x1024xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}
