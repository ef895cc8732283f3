// One elementwise kernel whose launch shape depends on the SM count
// (native.test).
func.func @relu(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %0 = "nn.relu"(%x) : (tensor<256x256xf32>) -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}
