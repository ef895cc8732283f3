// The tanh GELU on 64 rows of 4096 floats: one tiled elementwise kernel
// whose row loop --nn-prefetch-streams splits (cpu-prefetch-streams.mlir).
func.func @main(%x: tensor<64x4096xf32>) -> tensor<64x4096xf32> {
  %0 = "nn.gelu"(%x) {approximate = "tanh"} : (tensor<64x4096xf32>) -> tensor<64x4096xf32>
  return %0 : tensor<64x4096xf32>
}
