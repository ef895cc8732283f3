// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of nn.quantize and nn.dequantize: every rule of their shape
// functions (the scale's element type against quantize's input, the zero
// point's against dequantize's; one shape for scale and zero point; rank
// at most 1; a per-channel size of 1 or dim(axis); the axis in range when
// per channel), the element types the registry refuses, and the result
// type.

// Quantize: the scale has the input's element type.

func.func @quantize_scale_type(%a: tensor<2x3xf32>, %s: tensor<f16>, %z: tensor<i8>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'nn.quantize' op scale element type (f16) must be the input's (f32)}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<2x3xf32>, tensor<f16>, tensor<i8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

func.func @quantize_scale_type_f64(%a: tensor<2x3xbf16>, %s: tensor<3xf32>, %z: tensor<3xui8>) -> tensor<2x3xui8> {
  // expected-error@+1 {{'nn.quantize' op scale element type (f32) must be the input's (bf16)}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<2x3xbf16>, tensor<3xf32>, tensor<3xui8>) -> tensor<2x3xui8>
  return %0 : tensor<2x3xui8>
}

// -----

// Dequantize: the zero point has the input's element type, signedness and
// width included.

func.func @dequantize_zero_point_type(%a: tensor<2x3xui8>, %s: tensor<f32>, %z: tensor<i8>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.dequantize' op zero_point element type (i8) must be the input's (ui8)}}
  %0 = "nn.dequantize"(%a, %s, %z) : (tensor<2x3xui8>, tensor<f32>, tensor<i8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @dequantize_zero_point_width(%a: tensor<2x3xi8>, %s: tensor<3xf32>, %z: tensor<3xi16>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.dequantize' op zero_point element type (i16) must be the input's (i8)}}
  %0 = "nn.dequantize"(%a, %s, %z) : (tensor<2x3xi8>, tensor<3xf32>, tensor<3xi16>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Scale and zero point have one shape: a rank-0 scale with a one-element
// zero point is not one.

func.func @quantize_zero_point_per_channel_scale_per_tensor(%a: tensor<2x3xf32>, %s: tensor<f32>, %z: tensor<3xi8>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'nn.quantize' op scale (tensor<f32>) and zero_point (tensor<3xi8>) must have one shape}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<2x3xf32>, tensor<f32>, tensor<3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

func.func @quantize_rank0_vs_one_element(%a: tensor<2x3xf32>, %s: tensor<f32>, %z: tensor<1xi8>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'nn.quantize' op scale (tensor<f32>) and zero_point (tensor<1xi8>) must have one shape}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<2x3xf32>, tensor<f32>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

func.func @dequantize_sizes_differ(%a: tensor<2x3xi8>, %s: tensor<3xf32>, %z: tensor<1xi8>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.dequantize' op scale (tensor<3xf32>) and zero_point (tensor<1xi8>) must have one shape}}
  %0 = "nn.dequantize"(%a, %s, %z) : (tensor<2x3xi8>, tensor<3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Scale and zero point are scalars or 1-D, even with one element.

func.func @quantize_rank2_scale(%a: tensor<2x3xf32>, %s: tensor<1x3xf32>, %z: tensor<1x3xi8>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'nn.quantize' op scale must be a scalar or 1-D, but has rank 2}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<1x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

func.func @dequantize_rank2_one_element(%a: tensor<2x3xi8>, %s: tensor<1x1xf32>, %z: tensor<1x1xi8>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.dequantize' op scale must be a scalar or 1-D, but has rank 2}}
  %0 = "nn.dequantize"(%a, %s, %z) : (tensor<2x3xi8>, tensor<1x1xf32>, tensor<1x1xi8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Per channel, the size is 1 or input dimension `axis` (the message names
// the axis counted from the front).

func.func @quantize_channels(%a: tensor<2x3xf32>, %s: tensor<2xf32>, %z: tensor<2xi8>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'nn.quantize' op scale size (2) must be 1 or input dimension 1 (3)}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<2x3xf32>, tensor<2xf32>, tensor<2xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

func.func @dequantize_channels_axis0(%a: tensor<2x3xi8>, %s: tensor<3xf32>, %z: tensor<3xi8>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.dequantize' op scale size (3) must be 1 or input dimension 0 (2)}}
  %0 = "nn.dequantize"(%a, %s, %z) {axis = 0 : i64} : (tensor<2x3xi8>, tensor<3xf32>, tensor<3xi8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @quantize_channels_negative_axis(%a: tensor<4x3x2xf32>, %s: tensor<3xf32>, %z: tensor<3xi8>) -> tensor<4x3x2xi8> {
  // expected-error@+1 {{'nn.quantize' op scale size (3) must be 1 or input dimension 2 (2)}}
  %0 = "nn.quantize"(%a, %s, %z) {axis = -1 : i64} : (tensor<4x3x2xf32>, tensor<3xf32>, tensor<3xi8>) -> tensor<4x3x2xi8>
  return %0 : tensor<4x3x2xi8>
}

// -----

// Per channel, the axis is in [-rank, rank).

func.func @quantize_axis_too_large(%a: tensor<2x3xf32>, %s: tensor<3xf32>, %z: tensor<3xi8>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'nn.quantize' op axis 2 is out of range for rank 2}}
  %0 = "nn.quantize"(%a, %s, %z) {axis = 2 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

func.func @dequantize_axis_too_small(%a: tensor<2x3xi8>, %s: tensor<2xf32>, %z: tensor<2xi8>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.dequantize' op axis -3 is out of range for rank 2}}
  %0 = "nn.dequantize"(%a, %s, %z) {axis = -3 : i64} : (tensor<2x3xi8>, tensor<2xf32>, tensor<2xi8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @quantize_rank0_input_per_channel(%a: tensor<f32>, %s: tensor<3xf32>, %z: tensor<3xi8>) -> tensor<i8> {
  // expected-error@+1 {{'nn.quantize' op axis 1 is out of range for rank 0}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<f32>, tensor<3xf32>, tensor<3xi8>) -> tensor<i8>
  return %0 : tensor<i8>
}

// -----

// Element types the registry refuses: a float input and scale, an 8- to
// 32-bit integer zero point and quantized tensor.

func.func @quantize_integer_input(%a: tensor<2x3xi32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<2x3xi32> {
  // expected-error@+1 {{'nn.quantize' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @quantize_float_zero_point(%a: tensor<2x3xf32>, %s: tensor<f32>, %z: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error@+2 {{'nn.quantize' op operand #2 ('zero_point') has element type f32; allowed: i8, i32, i16, ui8, ui16, ui32}}
  // expected-error@+1 {{'nn.quantize' op result #0 ('output') has element type f32; allowed: i8, i32, i16, ui8, ui16, ui32}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @quantize_i64_zero_point(%a: tensor<2x3xf32>, %s: tensor<f32>, %z: tensor<i64>) -> tensor<2x3xi64> {
  // expected-error@+2 {{'nn.quantize' op operand #2 ('zero_point') has element type i64; allowed: i8, i32, i16, ui8, ui16, ui32}}
  // expected-error@+1 {{'nn.quantize' op result #0 ('output') has element type i64; allowed: i8, i32, i16, ui8, ui16, ui32}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<2x3xf32>, tensor<f32>, tensor<i64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

func.func @quantize_ui64_zero_point(%a: tensor<2x3xf32>, %s: tensor<f32>, %z: tensor<ui64>) -> tensor<2x3xui64> {
  // expected-error@+2 {{'nn.quantize' op operand #2 ('zero_point') has element type ui64; allowed: i8, i32, i16, ui8, ui16, ui32}}
  // expected-error@+1 {{'nn.quantize' op result #0 ('output') has element type ui64; allowed: i8, i32, i16, ui8, ui16, ui32}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<2x3xf32>, tensor<f32>, tensor<ui64>) -> tensor<2x3xui64>
  return %0 : tensor<2x3xui64>
}

// -----

func.func @dequantize_i1_input(%a: tensor<2x3xi1>, %s: tensor<f32>, %z: tensor<i1>) -> tensor<2x3xf32> {
  // expected-error@+2 {{'nn.dequantize' op operand #0 ('input') has element type i1; allowed: i8, i32, i16, ui8, ui16, ui32}}
  // expected-error@+1 {{'nn.dequantize' op operand #2 ('zero_point') has element type i1; allowed: i8, i32, i16, ui8, ui16, ui32}}
  %0 = "nn.dequantize"(%a, %s, %z) : (tensor<2x3xi1>, tensor<f32>, tensor<i1>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @dequantize_float_input(%a: tensor<2x3xf32>, %s: tensor<f32>, %z: tensor<f32>) -> tensor<2x3xf32> {
  // expected-error@+2 {{'nn.dequantize' op operand #0 ('input') has element type f32; allowed: i8, i32, i16, ui8, ui16, ui32}}
  // expected-error@+1 {{'nn.dequantize' op operand #2 ('zero_point') has element type f32; allowed: i8, i32, i16, ui8, ui16, ui32}}
  %0 = "nn.dequantize"(%a, %s, %z) : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @dequantize_integer_scale(%a: tensor<2x3xi8>, %s: tensor<i32>, %z: tensor<i8>) -> tensor<2x3xi32> {
  // expected-error@+2 {{'nn.dequantize' op operand #1 ('scale') has element type i32; allowed: f16, bf16, f32, f64}}
  // expected-error@+1 {{'nn.dequantize' op result #0 ('output') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.dequantize"(%a, %s, %z) : (tensor<2x3xi8>, tensor<i32>, tensor<i8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The result: the input's shape, the zero point's element type (quantize) or
// the scale's (dequantize).

func.func @quantize_result_type(%a: tensor<2x3xf32>, %s: tensor<f32>, %z: tensor<ui8>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'nn.quantize' op result #0 type tensor<2x3xi8> does not match the inferred type tensor<2x3xui8>}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<2x3xf32>, tensor<f32>, tensor<ui8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

func.func @dequantize_result_type(%a: tensor<2x3xi8>, %s: tensor<f16>, %z: tensor<i8>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.dequantize' op result #0 type tensor<2x3xf32> does not match the inferred type tensor<2x3xf16>}}
  %0 = "nn.dequantize"(%a, %s, %z) : (tensor<2x3xi8>, tensor<f16>, tensor<i8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @quantize_result_shape(%a: tensor<2x3xf32>, %s: tensor<f32>, %z: tensor<i8>) -> tensor<3x2xi8> {
  // expected-error@+1 {{'nn.quantize' op result #0 type tensor<3x2xi8> does not match the inferred type tensor<2x3xi8>: dimension 0 is 3, expected 2}}
  %0 = "nn.quantize"(%a, %s, %z) : (tensor<2x3xf32>, tensor<f32>, tensor<i8>) -> tensor<3x2xi8>
  return %0 : tensor<3x2xi8>
}
