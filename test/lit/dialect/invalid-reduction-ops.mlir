// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the reductions added beside nn.reduce_sum: reduce_mean
// (floats only), reduce_max, reduce_min, reduce_prod (the reduce_sum rule:
// axes in range, distinct, no more than the rank; the result shape) and
// argmax, argmin (the axis, an empty axis, i64 results, keepdims by default).

//===----------------------------------------------------------------------===//
// reduce_mean, reduce_max, reduce_min, reduce_prod.
//===----------------------------------------------------------------------===//

// A mean of integers is not an integer: ONNX ReduceMean takes floats here.
func.func @reduce_mean_operand_integer(%arg0: tensor<2x3xi32>) -> tensor<2xf32> {
  // expected-error@+1 {{'nn.reduce_mean' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.reduce_mean"(%arg0) {axes = array<i64: 1>} : (tensor<2x3xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_mean_axis_out_of_range(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'nn.reduce_mean' op axis -3 is out of range for rank 2}}
  %0 = "nn.reduce_mean"(%arg0) {axes = array<i64: -3>} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// The mean of all elements is a rank-0 tensor, not a 1-element vector.
func.func @reduce_mean_result_all(%arg0: tensor<2x3xf32>) -> tensor<1xf32> {
  // expected-error@+1 {{'nn.reduce_mean' op result #0 type tensor<1xf32> does not match the inferred type tensor<f32>}}
  %0 = "nn.reduce_mean"(%arg0) : (tensor<2x3xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @reduce_max_operand_i1(%arg0: tensor<2x3xi1>) -> tensor<2xi8> {
  // expected-error@+1 {{'nn.reduce_max' op operand #0 ('input') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.reduce_max"(%arg0) {axes = array<i64: 1>} : (tensor<2x3xi1>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

func.func @reduce_max_axes_duplicate(%arg0: tensor<2x3x4xi32>) -> tensor<2x3xi32> {
  // expected-error@+1 {{'nn.reduce_max' op axes 2 and -1 both name dimension 2}}
  %0 = "nn.reduce_max"(%arg0) {axes = array<i64: 2, -1>} : (tensor<2x3x4xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @reduce_min_too_many_axes(%arg0: tensor<2x3xf32>) -> tensor<f32> {
  // expected-error@+1 {{'nn.reduce_min' op 'axes' names 3 axes, but the input has only 2}}
  %0 = "nn.reduce_min"(%arg0) {axes = array<i64: 0, 1, 0>} : (tensor<2x3xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_min_result_keepdims(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'nn.reduce_min' op result #0 type tensor<2xf32> does not match the inferred type tensor<2x1xf32>}}
  %0 = "nn.reduce_min"(%arg0) {axes = array<i64: 1>, keepdims = true} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_prod_axis_out_of_range(%arg0: tensor<2x3xi64>) -> tensor<2xi64> {
  // expected-error@+1 {{'nn.reduce_prod' op axis 2 is out of range for rank 2}}
  %0 = "nn.reduce_prod"(%arg0) {axes = array<i64: 2>} : (tensor<2x3xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// The product keeps the element type: no widening of i8.
func.func @reduce_prod_result_element_type(%arg0: tensor<2x3xi8>) -> tensor<2xi64> {
  // expected-error@+1 {{'nn.reduce_prod' op result #0 type tensor<2xi64> does not match the inferred type tensor<2xi8>}}
  %0 = "nn.reduce_prod"(%arg0) {axes = array<i64: 1>} : (tensor<2x3xi8>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// Axis -1 reduces the last dimension: the first one stays.
func.func @reduce_prod_result_wrong_axis(%arg0: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'nn.reduce_prod' op result #0 type tensor<3xf32> does not match the inferred type tensor<2xf32>: dimension 0 is 3, expected 2}}
  %0 = "nn.reduce_prod"(%arg0) {axes = array<i64: -1>} : (tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

//===----------------------------------------------------------------------===//
// argmax, argmin.
//===----------------------------------------------------------------------===//

func.func @argmax_axis_too_large(%arg0: tensor<2x3xf32>) -> tensor<2x1xi64> {
  // expected-error@+1 {{'nn.argmax' op axis 2 is out of range for rank 2}}
  %0 = "nn.argmax"(%arg0) {axis = 2 : i64} : (tensor<2x3xf32>) -> tensor<2x1xi64>
  return %0 : tensor<2x1xi64>
}

// -----

func.func @argmin_axis_too_negative(%arg0: tensor<2x3xf32>) -> tensor<1x3xi64> {
  // expected-error@+1 {{'nn.argmin' op axis -3 is out of range for rank 2}}
  %0 = "nn.argmin"(%arg0) {axis = -3 : i64} : (tensor<2x3xf32>) -> tensor<1x3xi64>
  return %0 : tensor<1x3xi64>
}

// -----

// A rank-0 tensor has no axis 0 (the default) to reduce.
func.func @argmax_rank_0(%arg0: tensor<f32>) -> tensor<i64> {
  // expected-error@+1 {{'nn.argmax' op axis 0 is out of range for rank 0}}
  %0 = "nn.argmax"(%arg0) : (tensor<f32>) -> tensor<i64>
  return %0 : tensor<i64>
}

// -----

func.func @argmax_empty_axis(%arg0: tensor<2x0xf32>) -> tensor<2x1xi64> {
  // expected-error@+1 {{'nn.argmax' op the reduced dimension 1 has size 0; it needs at least one element}}
  %0 = "nn.argmax"(%arg0) {axis = -1 : i64} : (tensor<2x0xf32>) -> tensor<2x1xi64>
  return %0 : tensor<2x1xi64>
}

// -----

// An empty dimension off the axis is fine; the reduced one is not.
func.func @argmin_empty_axis(%arg0: tensor<0x0xi32>) -> tensor<0xi64> {
  // expected-error@+1 {{'nn.argmin' op the reduced dimension 0 has size 0; it needs at least one element}}
  %0 = "nn.argmin"(%arg0) {keepdims = false} : (tensor<0x0xi32>) -> tensor<0xi64>
  return %0 : tensor<0xi64>
}

// -----

func.func @argmax_operand_i1(%arg0: tensor<2x3xi1>) -> tensor<1x3xi64> {
  // expected-error@+1 {{'nn.argmax' op operand #0 ('input') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.argmax"(%arg0) : (tensor<2x3xi1>) -> tensor<1x3xi64>
  return %0 : tensor<1x3xi64>
}

// -----

// Indices are i64 whatever the input type.
func.func @argmax_result_i32(%arg0: tensor<2x3xi32>) -> tensor<1x3xi32> {
  // expected-error@+1 {{'nn.argmax' op result #0 ('output') has element type i32; allowed: i64}}
  %0 = "nn.argmax"(%arg0) : (tensor<2x3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

func.func @argmin_result_float(%arg0: tensor<2x3xf32>) -> tensor<1x3xf32> {
  // expected-error@+1 {{'nn.argmin' op result #0 ('output') has element type f32; allowed: i64}}
  %0 = "nn.argmin"(%arg0) : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// keepdims defaults to true, as in ONNX: the axis stays with size 1.
func.func @argmax_result_default_keepdims(%arg0: tensor<2x3xf32>) -> tensor<3xi64> {
  // expected-error@+1 {{'nn.argmax' op result #0 type tensor<3xi64> does not match the inferred type tensor<1x3xi64>}}
  %0 = "nn.argmax"(%arg0) : (tensor<2x3xf32>) -> tensor<3xi64>
  return %0 : tensor<3xi64>
}

// -----

// The default axis is 0, not the last one.
func.func @argmin_result_default_axis(%arg0: tensor<2x3xf32>) -> tensor<2x1xi64> {
  // expected-error@+1 {{'nn.argmin' op result #0 type tensor<2x1xi64> does not match the inferred type tensor<1x3xi64>: dimension 0 is 2, expected 1}}
  %0 = "nn.argmin"(%arg0) : (tensor<2x3xf32>) -> tensor<2x1xi64>
  return %0 : tensor<2x1xi64>
}

// -----

func.func @argmax_result_negative_axis(%arg0: tensor<2x3x4xf32>) -> tensor<2x4xi64> {
  // expected-error@+1 {{'nn.argmax' op result #0 type tensor<2x4xi64> does not match the inferred type tensor<2x3xi64>: dimension 1 is 4, expected 3}}
  %0 = "nn.argmax"(%arg0) {axis = -1 : i64, keepdims = false} : (tensor<2x3x4xf32>) -> tensor<2x4xi64>
  return %0 : tensor<2x4xi64>
}

// -----

func.func @argmax_keepdims_not_bool(%arg0: tensor<2x3xf32>) -> tensor<1x3xi64> {
  // expected-error@+1 {{'nn.argmax' op attribute 'keepdims' must be a bool, but is 1 : i64}}
  %0 = "nn.argmax"(%arg0) {keepdims = 1 : i64} : (tensor<2x3xf32>) -> tensor<1x3xi64>
  return %0 : tensor<1x3xi64>
}
