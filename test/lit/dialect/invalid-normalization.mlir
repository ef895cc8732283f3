// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the normalisation ops added beside nn.softmax:
// log_softmax (the axis, floats, the result type), layer_norm and rms_norm
// (floats of one type, the axis, epsilon, the rank and each dimension of
// scale and bias against x.shape[axis:], the result type).

//===----------------------------------------------------------------------===//
// log_softmax.
//===----------------------------------------------------------------------===//

func.func @log_softmax_axis_too_large(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.log_softmax' op axis 2 is out of range for rank 2}}
  %0 = "nn.log_softmax"(%arg0) {axis = 2 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @log_softmax_rank_0(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'nn.log_softmax' op axis -1 is out of range for rank 0}}
  %0 = "nn.log_softmax"(%arg0) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @log_softmax_operand_integer(%arg0: tensor<2x3xi64>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.log_softmax' op operand #0 ('input') has element type i64; allowed: f16, bf16, f32, f64}}
  %0 = "nn.log_softmax"(%arg0) : (tensor<2x3xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @log_softmax_result_reduced(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'nn.log_softmax' op result #0 type tensor<2xf32> does not match the inferred type tensor<2x3xf32>}}
  %0 = "nn.log_softmax"(%arg0) : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// layer_norm.
//===----------------------------------------------------------------------===//

func.func @layer_norm_operand_integer(%arg0: tensor<2x3xi32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.layer_norm' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.layer_norm"(%arg0, %arg1, %arg1) : (tensor<2x3xi32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @layer_norm_element_types_differ(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf16>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.layer_norm' op element types differ: operand #0 is f32, #2 is f16}}
  %0 = "nn.layer_norm"(%arg0, %arg1, %arg2) : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf16>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @layer_norm_axis_too_large(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.layer_norm' op axis 2 is out of range for rank 2}}
  %0 = "nn.layer_norm"(%arg0, %arg1, %arg1) {axis = 2 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @layer_norm_rank_0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'nn.layer_norm' op axis -1 is out of range for rank 0}}
  %0 = "nn.layer_norm"(%arg0, %arg1, %arg1) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @layer_norm_epsilon_negative(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.layer_norm' op epsilon must be >= 0, but is -1e-05}}
  %0 = "nn.layer_norm"(%arg0, %arg1, %arg1) {epsilon = -1.0e-05 : f32} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @layer_norm_epsilon_integer(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.layer_norm' op attribute 'epsilon' must be an f32 or f64 float, but is 1 : i64}}
  %0 = "nn.layer_norm"(%arg0, %arg1, %arg1) {epsilon = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Over the last two dimensions (axis -2), scale must be [3, 4], not [4].
func.func @layer_norm_scale_rank(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{'nn.layer_norm' op scale must have the input's shape from axis 1 on (rank 2), but has rank 1}}
  %0 = "nn.layer_norm"(%arg0, %arg1, %arg2) {axis = -2 : i64} : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// scale and bias are not broadcast: a [1, 4] scale does not stand for [3, 4].
func.func @layer_norm_scale_dim(%arg0: tensor<2x3x4xf32>, %arg1: tensor<1x4xf32>, %arg2: tensor<3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{'nn.layer_norm' op scale dimension 0 (1) must equal input dimension 1 (3)}}
  %0 = "nn.layer_norm"(%arg0, %arg1, %arg2) {axis = 1 : i64} : (tensor<2x3x4xf32>, tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

func.func @layer_norm_bias_rank(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{'nn.layer_norm' op bias must have the input's shape from axis 2 on (rank 1), but has rank 2}}
  %0 = "nn.layer_norm"(%arg0, %arg1, %arg2) : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// The second normalised dimension of the bias is wrong; a dynamic input size
// in front does not hide it.
func.func @layer_norm_bias_dim(%arg0: tensor<?x3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3x5xf32>) -> tensor<?x3x4xf32> {
  // expected-error@+1 {{'nn.layer_norm' op bias dimension 1 (5) must equal input dimension 2 (4)}}
  %0 = "nn.layer_norm"(%arg0, %arg1, %arg2) {axis = -2 : i64} : (tensor<?x3x4xf32>, tensor<3x4xf32>, tensor<3x5xf32>) -> tensor<?x3x4xf32>
  return %0 : tensor<?x3x4xf32>
}

// -----

func.func @layer_norm_result_shape(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x1xf32> {
  // expected-error@+1 {{'nn.layer_norm' op result #0 type tensor<2x1xf32> does not match the inferred type tensor<2x3xf32>: dimension 1 is 1, expected 3}}
  %0 = "nn.layer_norm"(%arg0, %arg1, %arg1) : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @layer_norm_result_element_type(%arg0: tensor<2x3xbf16>, %arg1: tensor<3xbf16>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.layer_norm' op result #0 type tensor<2x3xf32> does not match the inferred type tensor<2x3xbf16>}}
  %0 = "nn.layer_norm"(%arg0, %arg1, %arg1) : (tensor<2x3xbf16>, tensor<3xbf16>, tensor<3xbf16>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

//===----------------------------------------------------------------------===//
// rms_norm.
//===----------------------------------------------------------------------===//

func.func @rms_norm_operand_integer(%arg0: tensor<2x3xf32>, %arg1: tensor<3xi8>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.rms_norm' op operand #1 ('scale') has element type i8; allowed: f16, bf16, f32, f64}}
  %0 = "nn.rms_norm"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3xi8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @rms_norm_element_types_differ(%arg0: tensor<2x3xbf16>, %arg1: tensor<3xf32>) -> tensor<2x3xbf16> {
  // expected-error@+1 {{'nn.rms_norm' op element types differ: operand #0 is bf16, #1 is f32}}
  %0 = "nn.rms_norm"(%arg0, %arg1) : (tensor<2x3xbf16>, tensor<3xf32>) -> tensor<2x3xbf16>
  return %0 : tensor<2x3xbf16>
}

// -----

func.func @rms_norm_axis_too_negative(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.rms_norm' op axis -3 is out of range for rank 2}}
  %0 = "nn.rms_norm"(%arg0, %arg1) {axis = -3 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @rms_norm_epsilon_nan(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.rms_norm' op epsilon must be >= 0, but is nan}}
  %0 = "nn.rms_norm"(%arg0, %arg1) {epsilon = 0x7FC00000 : f32} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @rms_norm_epsilon_negative_f64(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.rms_norm' op epsilon must be >= 0, but is -0.5}}
  %0 = "nn.rms_norm"(%arg0, %arg1) {epsilon = -0.5 : f64} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// The whole tensor is normalised with axis 0: scale is [2, 3].
func.func @rms_norm_scale_rank(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.rms_norm' op scale must have the input's shape from axis 0 on (rank 2), but has rank 1}}
  %0 = "nn.rms_norm"(%arg0, %arg1) {axis = 0 : i64} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @rms_norm_scale_dim(%arg0: tensor<8x?x4096xf16>, %arg1: tensor<4095xf16>) -> tensor<8x?x4096xf16> {
  // expected-error@+1 {{'nn.rms_norm' op scale dimension 0 (4095) must equal input dimension 2 (4096)}}
  %0 = "nn.rms_norm"(%arg0, %arg1) : (tensor<8x?x4096xf16>, tensor<4095xf16>) -> tensor<8x?x4096xf16>
  return %0 : tensor<8x?x4096xf16>
}

// -----

func.func @rms_norm_result_shape(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{'nn.rms_norm' op result #0 type tensor<3x2xf32> does not match the inferred type tensor<2x3xf32>: dimension 0 is 3, expected 2}}
  %0 = "nn.rms_norm"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// rms_norm has no bias operand (IRDL counts the operands).
func.func @rms_norm_with_bias(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{op expects exactly 2 operands, but got 3}}
  %0 = "nn.rms_norm"(%arg0, %arg1, %arg1) : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
