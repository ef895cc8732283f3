func.func @copy(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %0 = tensor.insert %f into %x[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
