// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the scans and sorts (nn.cumsum, nn.top_k: the rules of
// nnInferSoftmax and nnInferTopK) and of the inverse trigonometric ops.

func.func @cumsum_axis_out_of_range(%arg0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error@+1 {{'nn.cumsum' op axis 2 is out of range for rank 2}}
  %0 = "nn.cumsum"(%arg0) {axis = 2 : i64} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @top_k_k_above_size(%arg0: tensor<4x5xf32>) -> (tensor<4x6xf32>, tensor<4x6xi64>) {
  // expected-error@+1 {{'nn.top_k' op k (6) must be in [0, 5], the size of axis 1}}
  %0:2 = "nn.top_k"(%arg0) {k = 6 : i64} : (tensor<4x5xf32>) -> (tensor<4x6xf32>, tensor<4x6xi64>)
  return %0#0, %0#1 : tensor<4x6xf32>, tensor<4x6xi64>
}

// -----

func.func @top_k_indices_i32(%arg0: tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  // expected-error@+1 {{'nn.top_k' op result #1 ('indices') has element type i32; allowed: i64}}
  %0:2 = "nn.top_k"(%arg0) {k = 2 : i64} : (tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<4x2xi32>
}

// -----

func.func @top_k_k_required(%arg0: tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi64>) {
  // expected-error@+1 {{'nn.top_k' op attribute "k" is expected but not provided}}
  %0:2 = "nn.top_k"(%arg0) : (tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi64>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<4x2xi64>
}

// -----

func.func @top_k_axis_replaced_by_k(%arg0: tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi64>) {
  // expected-error@+1 {{'nn.top_k' op result #0 type tensor<4x2xf32> does not match the inferred type tensor<2x5xf32>: dimension 0 is 4, expected 2}}
  %0:2 = "nn.top_k"(%arg0) {k = 2 : i64, axis = 0 : i64} : (tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi64>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<4x2xi64>
}

// -----

func.func @cumsum_i1(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error@+2 {{'nn.cumsum' op operand #0 ('input') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  // expected-error@+1 {{'nn.cumsum' op result #0 ('output') has element type i1}}
  %0 = "nn.cumsum"(%arg0) : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @atan_operand_i32(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+2 {{'nn.atan' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  // expected-error@+1 {{'nn.atan' op result #0 ('output') has element type i32}}
  %0 = "nn.atan"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @top_k_negative_k(%arg0: tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi64>) {
  // expected-error@+1 {{'nn.top_k' op k (-1) must be in [0, 5], the size of axis 1}}
  %0:2 = "nn.top_k"(%arg0) {k = -1 : i64} : (tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi64>)
  return %0#0, %0#1 : tensor<4x2xf32>, tensor<4x2xi64>
}
