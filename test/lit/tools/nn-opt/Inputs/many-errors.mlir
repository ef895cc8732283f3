// 25 nn.relu ops whose result type is wrong: 25 errors.
func.func @f(%x: tensor<2xf32>) -> tensor<3xf32> {
  %r0 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r1 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r2 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r3 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r4 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r5 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r6 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r7 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r8 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r9 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r10 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r11 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r12 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r13 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r14 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r15 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r16 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r17 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r18 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r19 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r20 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r21 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r22 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r23 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  %r24 = "nn.relu"(%x) : (tensor<2xf32>) -> tensor<3xf32>
  return %r0 : tensor<3xf32>
}
