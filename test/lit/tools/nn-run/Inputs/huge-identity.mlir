func.func @main(%x: tensor<100000x100000xf32>) -> tensor<100000x100000xf32> {
  return %x : tensor<100000x100000xf32>
}
