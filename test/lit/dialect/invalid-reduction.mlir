// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the reductions: nn.reduce_sum (axes in range, distinct,
// no more than the rank; the result shape with and without keepdims) and
// nn.softmax (the axis and the result type).

//===----------------------------------------------------------------------===//
// reduce_sum.
//===----------------------------------------------------------------------===//

func.func @reduce_sum_axis_too_large(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'nn.reduce_sum' op axis 2 is out of range for rank 2}}
  %0 = "nn.reduce_sum"(%arg0) {axes = array<i64: 2>} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_sum_axis_too_negative(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'nn.reduce_sum' op axis -3 is out of range for rank 2}}
  %0 = "nn.reduce_sum"(%arg0) {axes = array<i64: 0, -3>} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_sum_axis_duplicate(%arg0: tensor<2x3x4xf32>) -> tensor<3x4xf32> {
  // expected-error@+1 {{'nn.reduce_sum' op axes 0 and 0 both name dimension 0}}
  %0 = "nn.reduce_sum"(%arg0) {axes = array<i64: 0, 0>} : (tensor<2x3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @reduce_sum_same_axis_twice(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
  // A negative axis and its positive twin name one dimension.
  // expected-error@+1 {{'nn.reduce_sum' op axes 1 and -1 both name dimension 1}}
  %0 = "nn.reduce_sum"(%arg0) {axes = array<i64: 1, -1>} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_sum_operand_i1(%arg0: tensor<2x3xi1>) -> tensor<2xi32> {
  // expected-error@+1 {{'nn.reduce_sum' op operand #0 ('input') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.reduce_sum"(%arg0) {axes = array<i64: 1>} : (tensor<2x3xi1>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// keepdims = false (the default) removes the reduced dimension.
func.func @reduce_sum_result_keeps_dim(%arg0: tensor<2x3xf32>) -> tensor<2x1xf32> {
  // expected-error@+1 {{'nn.reduce_sum' op result #0 type tensor<2x1xf32> does not match the inferred type tensor<2xf32>}}
  %0 = "nn.reduce_sum"(%arg0) {axes = array<i64: 1>} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @reduce_sum_result_drops_dim(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'nn.reduce_sum' op result #0 type tensor<2xf32> does not match the inferred type tensor<2x1xf32>}}
  %0 = "nn.reduce_sum"(%arg0) {axes = array<i64: 1>, keepdims = true} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Axis -1 is the last dimension: the result keeps the first.
func.func @reduce_sum_result_wrong_axis(%arg0: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'nn.reduce_sum' op result #0 type tensor<3xf32> does not match the inferred type tensor<2xf32>: dimension 0 is 3, expected 2}}
  %0 = "nn.reduce_sum"(%arg0) {axes = array<i64: -1>} : (tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Empty axes reduce everything.
func.func @reduce_sum_result_empty_axes(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.reduce_sum' op result #0 type tensor<2x3xf32> does not match the inferred type tensor<f32>}}
  %0 = "nn.reduce_sum"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reduce_sum_result_element_type(%arg0: tensor<2x3xi8>) -> tensor<2xi32> {
  // expected-error@+1 {{'nn.reduce_sum' op result #0 type tensor<2xi32> does not match the inferred type tensor<2xi8>}}
  %0 = "nn.reduce_sum"(%arg0) {axes = array<i64: 1>} : (tensor<2x3xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

//===----------------------------------------------------------------------===//
// softmax.
//===----------------------------------------------------------------------===//

func.func @softmax_axis_too_large(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.softmax' op axis 2 is out of range for rank 2}}
  %0 = "nn.softmax"(%arg0) {axis = 2 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @softmax_axis_too_negative(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.softmax' op axis -3 is out of range for rank 2}}
  %0 = "nn.softmax"(%arg0) {axis = -3 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// The default axis -1 does not exist in a rank-0 tensor.
func.func @softmax_rank_0(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'nn.softmax' op axis -1 is out of range for rank 0}}
  %0 = "nn.softmax"(%arg0) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @softmax_operand_integer(%arg0: tensor<2x3xi32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.softmax' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.softmax"(%arg0) : (tensor<2x3xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @softmax_result_integer(%arg0: tensor<2x3xf32>) -> tensor<2x3xi32> {
  // expected-error@+1 {{'nn.softmax' op result #0 ('output') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.softmax"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// softmax keeps the shape: it does not reduce the axis.
func.func @softmax_result_reduced(%arg0: tensor<2x3xf32>) -> tensor<2x1xf32> {
  // expected-error@+1 {{'nn.softmax' op result #0 type tensor<2x1xf32> does not match the inferred type tensor<2x3xf32>: dimension 1 is 1, expected 3}}
  %0 = "nn.softmax"(%arg0) {axis = 1 : i64} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @softmax_result_element_type(%arg0: tensor<2x3xf16>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.softmax' op result #0 type tensor<2x3xf32> does not match the inferred type tensor<2x3xf16>}}
  %0 = "nn.softmax"(%arg0) : (tensor<2x3xf16>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
