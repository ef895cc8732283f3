// Two entries on unsigned tensors, the cases of the same names in
// test/lit/numerics/int-ext-binary.mlir (whose .npy files they read).
func.func @mod_ui16_high(%a0: tensor<6xui16>, %a1: tensor<6xui16>) -> tensor<6xui16> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<6xui16>, tensor<6xui16>) -> tensor<6xui16>
  return %0 : tensor<6xui16>
}

func.func @pow_ui64_high(%a0: tensor<6xui64>, %a1: tensor<6xui64>) -> tensor<6xui64> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  return %0 : tensor<6xui64>
}
