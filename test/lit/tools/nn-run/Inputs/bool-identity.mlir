func.func @main(%x: tensor<4xi1>) -> tensor<4xi1> {
  return %x : tensor<4xi1>
}
