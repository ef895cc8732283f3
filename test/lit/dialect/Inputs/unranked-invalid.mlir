// Element types are checked on unranked values too.
func.func @unranked_element_type(%x: tensor<*xi32>) -> tensor<*xi32> {
  // expected-error@+2 {{'nn.exp' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  // expected-error@+1 {{'nn.exp' op result #0 ('output') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.exp"(%x) : (tensor<*xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

// An unranked result must still have the inferred element type.
func.func @unranked_result_element_type(%x: tensor<4xf32>) -> tensor<*xf16> {
  // expected-error@+1 {{'nn.relu' op result #0 type tensor<*xf16> does not match the inferred type tensor<4xf32>}}
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<*xf16>
  return %0 : tensor<*xf16>
}
