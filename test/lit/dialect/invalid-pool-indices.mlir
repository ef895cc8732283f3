// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of nn.max_pool_with_indices: its own rule (storage_order)
// and the max pools' (nnInferPool), its element types and layouts.

func.func @storage_order(%arg0: tensor<1x1x4x4xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3x3xi64>) {
  // expected-error@+1 {{'nn.max_pool_with_indices' op storage_order (2) must be 0 or 1}}
  %0:2 = "nn.max_pool_with_indices"(%arg0) {kernel = array<i64: 2, 2>, storage_order = 2 : i64} : (tensor<1x1x4x4xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3x3xi64>)
  return %0#0, %0#1 : tensor<1x1x3x3xf32>, tensor<1x1x3x3xi64>
}

// -----

func.func @pad_too_large(%arg0: tensor<1x1x4x4xf32>) -> (tensor<1x1x5x5xf32>, tensor<1x1x5x5xi64>) {
  // expected-error@+1 {{'nn.max_pool_with_indices' op the height padding at the start (2) must be smaller than the dilated kernel height (2)}}
  %0:2 = "nn.max_pool_with_indices"(%arg0) {kernel = array<i64: 2, 2>, padding = array<i64: 2, 0, 0, 0>} : (tensor<1x1x4x4xf32>) -> (tensor<1x1x5x5xf32>, tensor<1x1x5x5xi64>)
  return %0#0, %0#1 : tensor<1x1x5x5xf32>, tensor<1x1x5x5xi64>
}

// -----

func.func @rank(%arg0: tensor<1x4x4xf32>) -> (tensor<1x3x3xf32>, tensor<1x3x3xi64>) {
  // expected-error@+1 {{'nn.max_pool_with_indices' op input must have rank 4, but has rank 3}}
  %0:2 = "nn.max_pool_with_indices"(%arg0) {kernel = array<i64: 2, 2>} : (tensor<1x4x4xf32>) -> (tensor<1x3x3xf32>, tensor<1x3x3xi64>)
  return %0#0, %0#1 : tensor<1x3x3xf32>, tensor<1x3x3xi64>
}

// -----

func.func @indices_type(%arg0: tensor<1x1x4x4xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3x3xi32>) {
  // expected-error@+1 {{'nn.max_pool_with_indices' op result #1 ('indices') has element type i32; allowed: i64}}
  %0:2 = "nn.max_pool_with_indices"(%arg0) {kernel = array<i64: 2, 2>} : (tensor<1x1x4x4xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3x3xi32>)
  return %0#0, %0#1 : tensor<1x1x3x3xf32>, tensor<1x1x3x3xi32>
}

// -----

func.func @element_type(%arg0: tensor<1x1x4x4xi32>) -> (tensor<1x1x3x3xi8>, tensor<1x1x3x3xi64>) {
  // expected-error@+1 {{'nn.max_pool_with_indices' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64, i8, ui8}}
  %0:2 = "nn.max_pool_with_indices"(%arg0) {kernel = array<i64: 2, 2>} : (tensor<1x1x4x4xi32>) -> (tensor<1x1x3x3xi8>, tensor<1x1x3x3xi64>)
  return %0#0, %0#1 : tensor<1x1x3x3xi8>, tensor<1x1x3x3xi64>
}

// -----

func.func @channels_last(%arg0: tensor<1x4x4x1xf32>) -> (tensor<1x3x3x1xf32>, tensor<1x3x3x1xi64>) {
  // expected-error@+1 {{'nn.max_pool_with_indices' op attribute 'layout' must be one of NCHW|NCDHW, but is "NHWC"}}
  %0:2 = "nn.max_pool_with_indices"(%arg0) {kernel = array<i64: 2, 2>, layout = "NHWC"} : (tensor<1x4x4x1xf32>) -> (tensor<1x3x3x1xf32>, tensor<1x3x3x1xi64>)
  return %0#0, %0#1 : tensor<1x3x3x1xf32>, tensor<1x3x3x1xi64>
}
