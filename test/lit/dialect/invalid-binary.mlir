// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the broadcasting and per-channel ops added for the full
// op set: one case per element-type restriction and per rule of the shape
// functions nnInferBroadcast, nnInferCompare, nnInferWhere, nnInferPrelu and
// nnInferBatchNorm in dialect/shapes/Elementwise.c.

//===----------------------------------------------------------------------===//
// pow, maximum, minimum: element types.
//===----------------------------------------------------------------------===//

// Both operands have one element type: no ONNX-style integer exponent of a float base.
func.func @pow_element_types_differ(%arg0: tensor<4xf32>, %arg1: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.pow' op element types differ: operand #0 is f32, #1 is f16}}
  %0 = "nn.pow"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @pow_float_base_integer_exponent(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.pow' op element types differ: operand #0 is f32, #1 is i32}}
  %0 = "nn.pow"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @maximum_lhs_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error@+1 {{'nn.maximum' op operand #0 ('lhs') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.maximum"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @minimum_rhs_index(%arg0: tensor<4xi64>, %arg1: tensor<4xindex>) -> tensor<4xi64> {
  // expected-error@+1 {{'nn.minimum' op operand #1 ('rhs') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.minimum"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xindex>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @minimum_result_i1(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi1> {
  // expected-error@+1 {{'nn.minimum' op result #0 ('output') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.minimum"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @maximum_result_element_type(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.maximum' op result #0 type tensor<4xf32> does not match the inferred type tensor<4xf16>}}
  %0 = "nn.maximum"(%arg0, %arg1) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// pow, maximum, minimum: broadcasting.
//===----------------------------------------------------------------------===//

func.func @pow_not_broadcastable(%arg0: tensor<2x3xf32>, %arg1: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'nn.pow' op operands are not broadcast-compatible: lhs dimension 0 (2) vs rhs dimension 0 (4)}}
  %0 = "nn.pow"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// Each operand's own dimension numbers are named: [4, 1, 3] and [2, 5] clash on
// the last dimension, 2 of lhs and 1 of rhs.
func.func @maximum_not_broadcastable_ranks_differ(%arg0: tensor<4x1x3xf32>, %arg1: tensor<2x5xf32>) -> tensor<4x2x5xf32> {
  // expected-error@+1 {{'nn.maximum' op operands are not broadcast-compatible: lhs dimension 2 (3) vs rhs dimension 1 (5)}}
  %0 = "nn.maximum"(%arg0, %arg1) : (tensor<4x1x3xf32>, tensor<2x5xf32>) -> tensor<4x2x5xf32>
  return %0 : tensor<4x2x5xf32>
}

// -----

func.func @minimum_result_dim(%arg0: tensor<?x3xi32>, %arg1: tensor<1x3xi32>) -> tensor<?x4xi32> {
  // expected-error@+1 {{'nn.minimum' op result #0 type tensor<?x4xi32> does not match the inferred type tensor<?x3xi32>: dimension 1 is 4, expected 3}}
  %0 = "nn.minimum"(%arg0, %arg1) : (tensor<?x3xi32>, tensor<1x3xi32>) -> tensor<?x4xi32>
  return %0 : tensor<?x4xi32>
}

// -----

// The result has the larger rank.
func.func @pow_result_rank(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'nn.pow' op result #0 type tensor<3xf32> does not match the inferred type tensor<2x3xf32>}}
  %0 = "nn.pow"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// A dynamic size broadcast against a static one takes the static size.
func.func @maximum_result_dynamic_against_static(%arg0: tensor<?xf32>, %arg1: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'nn.maximum' op result #0 type tensor<5xf32> does not match the inferred type tensor<4xf32>: dimension 0 is 5, expected 4}}
  %0 = "nn.maximum"(%arg0, %arg1) : (tensor<?xf32>, tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Compares: numeric operands of one element type, an i1 result.
//===----------------------------------------------------------------------===//

// Booleans compare with and, or and not, not with equal.
func.func @equal_operand_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi8>) -> tensor<4xi1> {
  // expected-error@+1 {{'nn.equal' op operand #0 ('lhs') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.equal"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @not_equal_element_types_differ(%arg0: tensor<4xi32>, %arg1: tensor<4xi64>) -> tensor<4xi1> {
  // expected-error@+1 {{'nn.not_equal' op element types differ: operand #0 is i32, #1 is i64}}
  %0 = "nn.not_equal"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi64>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// The result is i1, not the operands' type.
func.func @less_result_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.less' op result #0 ('output') has element type f32; allowed: i1}}
  %0 = "nn.less"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @greater_result_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error@+1 {{'nn.greater' op result #0 ('output') has element type i8; allowed: i1}}
  %0 = "nn.greater"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @less_equal_not_broadcastable(%arg0: tensor<3xf16>, %arg1: tensor<4xf16>) -> tensor<4xi1> {
  // expected-error@+1 {{'nn.less_equal' op operands are not broadcast-compatible: lhs dimension 0 (3) vs rhs dimension 0 (4)}}
  %0 = "nn.less_equal"(%arg0, %arg1) : (tensor<3xf16>, tensor<4xf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @greater_equal_result_rank(%arg0: tensor<2x3xi64>, %arg1: tensor<3xi64>) -> tensor<3xi1> {
  // expected-error@+1 {{'nn.greater_equal' op result #0 type tensor<3xi1> does not match the inferred type tensor<2x3xi1>}}
  %0 = "nn.greater_equal"(%arg0, %arg1) : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

func.func @equal_result_dim(%arg0: tensor<?xbf16>, %arg1: tensor<4xbf16>) -> tensor<5xi1> {
  // expected-error@+1 {{'nn.equal' op result #0 type tensor<5xi1> does not match the inferred type tensor<4xi1>: dimension 0 is 5, expected 4}}
  %0 = "nn.equal"(%arg0, %arg1) : (tensor<?xbf16>, tensor<4xbf16>) -> tensor<5xi1>
  return %0 : tensor<5xi1>
}

// -----

//===----------------------------------------------------------------------===//
// and, or: i1 only.
//===----------------------------------------------------------------------===//

func.func @and_operand_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error@+1 {{'nn.and' op operand #0 ('lhs') has element type f32; allowed: i1}}
  %0 = "nn.and"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @or_rhs_i8(%arg0: tensor<4xi1>, %arg1: tensor<4xi8>) -> tensor<4xi1> {
  // expected-error@+1 {{'nn.or' op operand #1 ('rhs') has element type i8; allowed: i1}}
  %0 = "nn.or"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @or_result_i32(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi32> {
  // expected-error@+1 {{'nn.or' op result #0 ('output') has element type i32; allowed: i1}}
  %0 = "nn.or"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @and_not_broadcastable(%arg0: tensor<2x3xi1>, %arg1: tensor<2xi1>) -> tensor<2x3xi1> {
  // expected-error@+1 {{'nn.and' op operands are not broadcast-compatible: lhs dimension 1 (3) vs rhs dimension 0 (2)}}
  %0 = "nn.and"(%arg0, %arg1) : (tensor<2x3xi1>, tensor<2xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

//===----------------------------------------------------------------------===//
// where: an i1 condition, x and y of one element type, three-way broadcasting.
//===----------------------------------------------------------------------===//

func.func @where_condition_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.where' op operand #0 ('condition') has element type f32; allowed: i1}}
  %0 = "nn.where"(%arg0, %arg1, %arg2) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @where_condition_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>, %arg2: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error@+1 {{'nn.where' op operand #0 ('condition') has element type i8; allowed: i1}}
  %0 = "nn.where"(%arg0, %arg1, %arg2) : (tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @where_x_index(%arg0: tensor<4xi1>, %arg1: tensor<4xindex>, %arg2: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error@+1 {{'nn.where' op operand #1 ('x') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  %0 = "nn.where"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xindex>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @where_element_types_differ(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.where' op element types differ: operand #1 is f32, #2 is f16}}
  %0 = "nn.where"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The result has x's element type, not the condition's.
func.func @where_result_element_type(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi1> {
  // expected-error@+1 {{'nn.where' op result #0 type tensor<4xi1> does not match the inferred type tensor<4xi32>}}
  %0 = "nn.where"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @where_condition_x(%arg0: tensor<2xi1>, %arg1: tensor<3xf32>, %arg2: tensor<1xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'nn.where' op condition and x are not broadcast-compatible: lhs dimension 0 (2) vs rhs dimension 0 (3)}}
  %0 = "nn.where"(%arg0, %arg1, %arg2) : (tensor<2xi1>, tensor<3xf32>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @where_condition_y(%arg0: tensor<4x1xi1>, %arg1: tensor<1x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<4x5xf32> {
  // expected-error@+1 {{'nn.where' op condition and y are not broadcast-compatible: lhs dimension 0 (4) vs rhs dimension 0 (3)}}
  %0 = "nn.where"(%arg0, %arg1, %arg2) : (tensor<4x1xi1>, tensor<1x5xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @where_x_y(%arg0: tensor<i1>, %arg1: tensor<2x3xi32>, %arg2: tensor<4xi32>) -> tensor<2x4xi32> {
  // expected-error@+1 {{'nn.where' op x and y are not broadcast-compatible: lhs dimension 1 (3) vs rhs dimension 0 (4)}}
  %0 = "nn.where"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<2x3xi32>, tensor<4xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

// A dynamic condition fits both, but x and y still clash.
func.func @where_x_y_dynamic_condition(%arg0: tensor<?xi1>, %arg1: tensor<3xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.where' op x and y are not broadcast-compatible: lhs dimension 0 (3) vs rhs dimension 0 (4)}}
  %0 = "nn.where"(%arg0, %arg1, %arg2) : (tensor<?xi1>, tensor<3xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @where_result_dim(%arg0: tensor<4x1x1xi1>, %arg1: tensor<3x1xf32>, %arg2: tensor<5xf32>) -> tensor<4x3x1xf32> {
  // expected-error@+1 {{'nn.where' op result #0 type tensor<4x3x1xf32> does not match the inferred type tensor<4x3x5xf32>: dimension 2 is 1, expected 5}}
  %0 = "nn.where"(%arg0, %arg1, %arg2) : (tensor<4x1x1xi1>, tensor<3x1xf32>, tensor<5xf32>) -> tensor<4x3x1xf32>
  return %0 : tensor<4x3x1xf32>
}

// -----

// x raises the rank: [2] with [3, 1] is [3, 2].
func.func @where_result_rank(%arg0: tensor<2xi1>, %arg1: tensor<3x1xf32>, %arg2: tensor<f32>) -> tensor<2xf32> {
  // expected-error@+1 {{'nn.where' op result #0 type tensor<2xf32> does not match the inferred type tensor<3x2xf32>}}
  %0 = "nn.where"(%arg0, %arg1, %arg2) : (tensor<2xi1>, tensor<3x1xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// prelu: a 1-D alpha of size 1 or C (input dimension 1).
//===----------------------------------------------------------------------===//

// ONNX's [C, 1, 1] slope is reshaped to [C] first.
func.func @prelu_alpha_rank_3(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8x1x1xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.prelu' op alpha must be 1-D, but has rank 3}}
  %0 = "nn.prelu"(%arg0, %arg1) : (tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @prelu_alpha_rank_0(%arg0: tensor<1x8xf32>, %arg1: tensor<f32>) -> tensor<1x8xf32> {
  // expected-error@+1 {{'nn.prelu' op alpha must be 1-D, but has rank 0}}
  %0 = "nn.prelu"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  return %0 : tensor<1x8xf32>
}

// -----

func.func @prelu_alpha_size(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<4xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.prelu' op alpha size (4) must be 1 or equal input dimension 1 (8)}}
  %0 = "nn.prelu"(%arg0, %arg1) : (tensor<1x8x4x4xf32>, tensor<4xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

// The channels are dimension 1: an NHWC input does not fit a per-channel alpha.
func.func @prelu_alpha_size_nhwc(%arg0: tensor<1x4x4x8xf16>, %arg1: tensor<8xf16>) -> tensor<1x4x4x8xf16> {
  // expected-error@+1 {{'nn.prelu' op alpha size (8) must be 1 or equal input dimension 1 (4)}}
  %0 = "nn.prelu"(%arg0, %arg1) : (tensor<1x4x4x8xf16>, tensor<8xf16>) -> tensor<1x4x4x8xf16>
  return %0 : tensor<1x4x4x8xf16>
}

// -----

func.func @prelu_rank_1(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'nn.prelu' op alpha size (5) must be 1: the input has rank 1, so it has no channel dimension 1}}
  %0 = "nn.prelu"(%arg0, %arg1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @prelu_rank_0(%arg0: tensor<f32>, %arg1: tensor<3xf32>) -> tensor<f32> {
  // expected-error@+1 {{'nn.prelu' op alpha size (3) must be 1: the input has rank 0, so it has no channel dimension 1}}
  %0 = "nn.prelu"(%arg0, %arg1) : (tensor<f32>, tensor<3xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @prelu_element_types_differ(%arg0: tensor<2x4xf32>, %arg1: tensor<4xf16>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'nn.prelu' op element types differ: operand #0 is f32, #1 is f16}}
  %0 = "nn.prelu"(%arg0, %arg1) : (tensor<2x4xf32>, tensor<4xf16>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @prelu_input_integer(%arg0: tensor<2x4xi32>, %arg1: tensor<4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'nn.prelu' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.prelu"(%arg0, %arg1) : (tensor<2x4xi32>, tensor<4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// The result has the input's type: alpha does not broadcast it.
func.func @prelu_result_dim(%arg0: tensor<2x4xf32>, %arg1: tensor<1xf32>) -> tensor<2x1xf32> {
  // expected-error@+1 {{'nn.prelu' op result #0 type tensor<2x1xf32> does not match the inferred type tensor<2x4xf32>: dimension 1 is 1, expected 4}}
  %0 = "nn.prelu"(%arg0, %arg1) : (tensor<2x4xf32>, tensor<1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

//===----------------------------------------------------------------------===//
// batch_norm: axis, epsilon, and four 1-D operands of the channel size.
//===----------------------------------------------------------------------===//

func.func @batch_norm_axis_too_large(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.batch_norm' op axis 4 is out of range for rank 4}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) {axis = 4 : i64} : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @batch_norm_axis_too_negative(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.batch_norm' op axis -5 is out of range for rank 4}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) {axis = -5 : i64} : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

// The default axis 1 does not exist in a 1-D input.
func.func @batch_norm_default_axis_rank_1(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'nn.batch_norm' op axis 1 is out of range for rank 1}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @batch_norm_epsilon_negative(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.batch_norm' op epsilon (-1e-05) must not be negative}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) {epsilon = -1.0e-05 : f32} : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @batch_norm_epsilon_nan(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.batch_norm' op epsilon must not be NaN}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) {epsilon = 0x7FC00000 : f32} : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @batch_norm_epsilon_integer(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.batch_norm' op attribute 'epsilon' must be an f32 or f64 float, but is 0 : i64}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) {epsilon = 0 : i64} : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @batch_norm_axis_float(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.batch_norm' op attribute 'axis' must be an integer, but is 1.000000e+00 : f32}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) {axis = 1.0 : f32} : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

// Inference only: no momentum.
func.func @batch_norm_momentum(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.batch_norm' op has no attribute 'momentum'; its attributes are epsilon, axis (metadata belongs in dialect-prefixed attributes such as 'nn.name')}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) {momentum = 0.9 : f32} : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @batch_norm_scale_rank_2(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<1x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.batch_norm' op scale must be 1-D, but has rank 2}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<1x8x4x4xf32>, tensor<1x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @batch_norm_var_rank_0(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<f32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.batch_norm' op var must be 1-D, but has rank 0}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @batch_norm_mean_size(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<4xf32>, %arg4: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.batch_norm' op mean size (4) must equal input dimension 1 (8)}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

// A negative axis is normalised before it is reported.
func.func @batch_norm_bias_size_negative_axis(%arg0: tensor<1x4x4x8xf16>, %arg1: tensor<8xf16>, %arg2: tensor<4xf16>, %arg3: tensor<8xf16>, %arg4: tensor<8xf16>) -> tensor<1x4x4x8xf16> {
  // expected-error@+1 {{'nn.batch_norm' op bias size (4) must equal input dimension 3 (8)}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) {axis = -1 : i64} : (tensor<1x4x4x8xf16>, tensor<8xf16>, tensor<4xf16>, tensor<8xf16>, tensor<8xf16>) -> tensor<1x4x4x8xf16>
  return %0 : tensor<1x4x4x8xf16>
}

// -----

// With a dynamic channel count, the 1-D operands still agree with each other.
func.func @batch_norm_sizes_differ(%arg0: tensor<?x?xf32>, %arg1: tensor<4xf32>, %arg2: tensor<5xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>) -> tensor<?x?xf32> {
  // expected-error@+1 {{'nn.batch_norm' op bias size (5) must equal scale size (4)}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<?x?xf32>, tensor<4xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @batch_norm_sizes_differ_later(%arg0: tensor<2x?x3xf32>, %arg1: tensor<?xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<6xf32>) -> tensor<2x?x3xf32> {
  // expected-error@+1 {{'nn.batch_norm' op var size (6) must equal bias size (4)}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<2x?x3xf32>, tensor<?xf32>, tensor<4xf32>, tensor<4xf32>, tensor<6xf32>) -> tensor<2x?x3xf32>
  return %0 : tensor<2x?x3xf32>
}

// -----

func.func @batch_norm_element_types_differ(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf16>, %arg4: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.batch_norm' op element types differ: operand #0 is f32, #3 is f16}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf16>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @batch_norm_scale_integer(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xi32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.batch_norm' op operand #1 ('scale') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<1x8x4x4xf32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @batch_norm_result_dim(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>) -> tensor<1x8x4x5xf32> {
  // expected-error@+1 {{'nn.batch_norm' op result #0 type tensor<1x8x4x5xf32> does not match the inferred type tensor<1x8x4x4xf32>: dimension 3 is 5, expected 4}}
  %0 = "nn.batch_norm"(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x5xf32>
  return %0 : tensor<1x8x4x5xf32>
}
