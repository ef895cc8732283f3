// Two entries for nn-run --profile: a fused group, a softmax left in the
// entry and a transpose; and another entry whose kernel @main never runs.
func.func @main(%x: tensor<8x64xf32>, %w: tensor<64x32xf32>, %b: tensor<32xf32>) -> tensor<32x8xf32> {
  %0 = call @fused_matmul_bias_add_relu(%x, %w, %b) : (tensor<8x64xf32>, tensor<64x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
  %1 = "nn.softmax"(%0) {axis = 1 : i64} : (tensor<8x32xf32>) -> tensor<8x32xf32> loc("my \"softmax\"")
  %2 = "nn.transpose"(%1) {perm = array<i64: 1, 0>} : (tensor<8x32xf32>) -> tensor<32x8xf32>
  return %2 : tensor<32x8xf32>
}
func.func @other(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "nn.relu"(%x) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func private @fused_matmul_bias_add_relu(%x: tensor<8x64xf32>, %w: tensor<64x32xf32>, %b: tensor<32xf32>) -> tensor<8x32xf32> attributes {nn.fused, nn.fusion_kind = "out_elementwise_fusable"} {
  %0 = "nn.matmul"(%x, %w) : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<8x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
  %2 = "nn.relu"(%1) : (tensor<8x32xf32>) -> tensor<8x32xf32>
  return %2 : tensor<8x32xf32>
}
// A kernel reading one value twice (its bytes count it once).
func.func @square(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = "nn.mul"(%x, %x) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
