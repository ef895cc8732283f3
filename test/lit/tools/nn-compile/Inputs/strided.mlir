// Entries whose results are strided views of their inputs: the CPU pipeline
// copies them into the result buffers with memrefCopy, which the library
// carries itself (tools/nn-compile/ModelRuntime.c). @every_other_column
// copies with a non-unit innermost stride, @window with unit-stride rows.
func.func @every_other_column(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  %0 = tensor.extract_slice %x[0, 1] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @window(%x: tensor<2x4x8xi64>) -> tensor<2x2x3xi64> {
  %0 = tensor.extract_slice %x[0, 1, 2] [2, 2, 3] [1, 1, 1] : tensor<2x4x8xi64> to tensor<2x2x3xi64>
  return %0 : tensor<2x2x3xi64>
}
