// softmax over rows (not a test by itself: Inputs/ is not searched).
func.func @main(%x: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = "nn.softmax"(%x) : (tensor<64x256xf32>) -> tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}
