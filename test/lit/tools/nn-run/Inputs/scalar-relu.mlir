// A scalar in and out: onnx.test runs it on a rank-0 TensorProto.
func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = "nn.relu"(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
