// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the unary ops added for the full op set: one case per
// element-type restriction, per attribute kind, and per rule of the shape
// functions nnInferClip, nnInferScale, nnInferDropout and nnInferCast in
// dialect/shapes/Elementwise.c. (nnInferCast's "the result type must be
// given" cannot arise in IR, where every result has a type; it concerns ops
// being built.)

//===----------------------------------------------------------------------===//
// Element types: the float-only ops.
//===----------------------------------------------------------------------===//

func.func @log_operand_i32(%arg0: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.log' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.log"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sqrt_operand_i8(%arg0: tensor<4xi8>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.sqrt' op operand #0 ('input') has element type i8; allowed: f16, bf16, f32, f64}}
  %0 = "nn.sqrt"(%arg0) : (tensor<4xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @rsqrt_operand_i64(%arg0: tensor<4xi64>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.rsqrt' op operand #0 ('input') has element type i64; allowed: f16, bf16, f32, f64}}
  %0 = "nn.rsqrt"(%arg0) : (tensor<4xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @erf_operand_i1(%arg0: tensor<4xi1>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.erf' op operand #0 ('input') has element type i1; allowed: f16, bf16, f32, f64}}
  %0 = "nn.erf"(%arg0) : (tensor<4xi1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sin_operand_i32(%arg0: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.sin' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.sin"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @cos_operand_i64(%arg0: tensor<4xi64>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.cos' op operand #0 ('input') has element type i64; allowed: f16, bf16, f32, f64}}
  %0 = "nn.cos"(%arg0) : (tensor<4xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @silu_operand_i8(%arg0: tensor<4xi8>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.silu' op operand #0 ('input') has element type i8; allowed: f16, bf16, f32, f64}}
  %0 = "nn.silu"(%arg0) : (tensor<4xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @softplus_operand_i32(%arg0: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.softplus' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.softplus"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @hardswish_operand_i64(%arg0: tensor<4xi64>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.hardswish' op operand #0 ('input') has element type i64; allowed: f16, bf16, f32, f64}}
  %0 = "nn.hardswish"(%arg0) : (tensor<4xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @hardsigmoid_operand_i32(%arg0: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.hardsigmoid' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.hardsigmoid"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @elu_operand_i8(%arg0: tensor<4xi8>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.elu' op operand #0 ('input') has element type i8; allowed: f16, bf16, f32, f64}}
  %0 = "nn.elu"(%arg0) : (tensor<4xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @leaky_relu_operand_i32(%arg0: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.leaky_relu' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.leaky_relu"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reciprocal_operand_i64(%arg0: tensor<4xi64>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.reciprocal' op operand #0 ('input') has element type i64; allowed: f16, bf16, f32, f64}}
  %0 = "nn.reciprocal"(%arg0) : (tensor<4xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @floor_operand_i32(%arg0: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.floor' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.floor"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @ceil_operand_i8(%arg0: tensor<4xi8>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.ceil' op operand #0 ('input') has element type i8; allowed: f16, bf16, f32, f64}}
  %0 = "nn.ceil"(%arg0) : (tensor<4xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dropout_operand_i32(%arg0: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.dropout' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.dropout"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The result is checked as well as the operand.
func.func @log_result_integer(%arg0: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error@+1 {{'nn.log' op result #0 ('output') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.log"(%arg0) : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

//===----------------------------------------------------------------------===//
// Element types: the numeric ops take no i1; not takes only i1.
//===----------------------------------------------------------------------===//

func.func @neg_operand_i1(%arg0: tensor<4xi1>) -> tensor<4xi8> {
  // expected-error@+1 {{'nn.neg' op operand #0 ('input') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.neg"(%arg0) : (tensor<4xi1>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @abs_operand_i1(%arg0: tensor<4xi1>) -> tensor<4xi8> {
  // expected-error@+1 {{'nn.abs' op operand #0 ('input') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.abs"(%arg0) : (tensor<4xi1>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @clip_operand_i1(%arg0: tensor<4xi1>) -> tensor<4xi8> {
  // expected-error@+1 {{'nn.clip' op operand #0 ('input') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.clip"(%arg0) : (tensor<4xi1>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @scale_operand_i1(%arg0: tensor<4xi1>) -> tensor<4xi8> {
  // expected-error@+1 {{'nn.scale' op operand #0 ('input') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.scale"(%arg0) : (tensor<4xi1>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// Unsigned integers are outside nn's element types.
func.func @neg_operand_unsigned(%arg0: tensor<4xui32>) -> tensor<4xi32> {
  // expected-error@+1 {{'nn.neg' op operand #0 ('input') has element type ui32; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.neg"(%arg0) : (tensor<4xui32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @not_operand_f32(%arg0: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error@+1 {{'nn.not' op operand #0 ('input') has element type f32; allowed: i1}}
  %0 = "nn.not"(%arg0) : (tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @not_operand_i8(%arg0: tensor<4xi8>) -> tensor<4xi1> {
  // expected-error@+1 {{'nn.not' op operand #0 ('input') has element type i8; allowed: i1}}
  %0 = "nn.not"(%arg0) : (tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @not_result_i8(%arg0: tensor<4xi1>) -> tensor<4xi8> {
  // expected-error@+1 {{'nn.not' op result #0 ('output') has element type i8; allowed: i1}}
  %0 = "nn.not"(%arg0) : (tensor<4xi1>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

//===----------------------------------------------------------------------===//
// Element types: cast and identity take any nn element type, and no other.
//===----------------------------------------------------------------------===//

func.func @cast_operand_si16(%arg0: tensor<4xsi16>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.cast' op operand #0 ('input') has element type si16; allowed: f16, bf16, f32, f64, i8, i32, i64, i1, i16, ui8, ui16, ui32, ui64}}
  %0 = "nn.cast"(%arg0) : (tensor<4xsi16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @cast_result_index(%arg0: tensor<4xi64>) -> tensor<4xindex> {
  // expected-error@+1 {{'nn.cast' op result #0 ('output') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  %0 = "nn.cast"(%arg0) : (tensor<4xi64>) -> tensor<4xindex>
  return %0 : tensor<4xindex>
}

// -----

func.func @cast_result_f8(%arg0: tensor<4xf32>) -> tensor<4xf8E4M3FN> {
  // expected-error@+1 {{'nn.cast' op result #0 ('output') has element type f8E4M3FN; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  %0 = "nn.cast"(%arg0) : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  return %0 : tensor<4xf8E4M3FN>
}

// -----

func.func @identity_operand_index(%arg0: tensor<4xindex>) -> tensor<4xindex> {
  // expected-error@+2 {{'nn.identity' op operand #0 ('input') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  // expected-error@+1 {{'nn.identity' op result #0 ('output') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  %0 = "nn.identity"(%arg0) : (tensor<4xindex>) -> tensor<4xindex>
  return %0 : tensor<4xindex>
}

// -----

//===----------------------------------------------------------------------===//
// The result has the input's type (cast: the input's shape).
//===----------------------------------------------------------------------===//

func.func @neg_result_dim(%arg0: tensor<4x8xi32>) -> tensor<4x9xi32> {
  // expected-error@+1 {{'nn.neg' op result #0 type tensor<4x9xi32> does not match the inferred type tensor<4x8xi32>: dimension 1 is 9, expected 8}}
  %0 = "nn.neg"(%arg0) : (tensor<4x8xi32>) -> tensor<4x9xi32>
  return %0 : tensor<4x9xi32>
}

// -----

func.func @sqrt_result_element_type(%arg0: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error@+1 {{'nn.sqrt' op result #0 type tensor<4xf16> does not match the inferred type tensor<4xf32>}}
  %0 = "nn.sqrt"(%arg0) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @clip_result_rank(%arg0: tensor<4xf32>) -> tensor<1x4xf32> {
  // expected-error@+1 {{'nn.clip' op result #0 type tensor<1x4xf32> does not match the inferred type tensor<4xf32>}}
  %0 = "nn.clip"(%arg0) {min = 0.0 : f32} : (tensor<4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

// scale computes in the input's element type: no promotion.
func.func @scale_result_element_type(%arg0: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.scale' op result #0 type tensor<4xf32> does not match the inferred type tensor<4xi32>}}
  %0 = "nn.scale"(%arg0) {scale = 2.0 : f32} : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// dropout has no mask result and keeps the shape.
func.func @dropout_result_dim(%arg0: tensor<?x8xf32>) -> tensor<?x4xf32> {
  // expected-error@+1 {{'nn.dropout' op result #0 type tensor<?x4xf32> does not match the inferred type tensor<?x8xf32>: dimension 1 is 4, expected 8}}
  %0 = "nn.dropout"(%arg0) : (tensor<?x8xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// cast changes the element type only.
func.func @cast_result_dim(%arg0: tensor<2x3xf32>) -> tensor<2x4xf16> {
  // expected-error@+1 {{'nn.cast' op result #0 type tensor<2x4xf16> does not match the inferred type tensor<2x3xf16>: dimension 1 is 4, expected 3}}
  %0 = "nn.cast"(%arg0) : (tensor<2x3xf32>) -> tensor<2x4xf16>
  return %0 : tensor<2x4xf16>
}

// -----

func.func @cast_result_rank(%arg0: tensor<6xi32>) -> tensor<2x3xi64> {
  // expected-error@+1 {{'nn.cast' op result #0 type tensor<2x3xi64> does not match the inferred type tensor<6xi64>}}
  %0 = "nn.cast"(%arg0) : (tensor<6xi32>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

//===----------------------------------------------------------------------===//
// Attributes: kinds, and the attributes each op has.
//===----------------------------------------------------------------------===//

func.func @leaky_relu_alpha_integer(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.leaky_relu' op attribute 'alpha' must be an f32 or f64 float, but is 1 : i64}}
  %0 = "nn.leaky_relu"(%arg0) {alpha = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Float attributes are f32 or f64.
func.func @elu_alpha_f16(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.elu' op attribute 'alpha' must be an f32 or f64 float, but is 1.000000e+00 : f16}}
  %0 = "nn.elu"(%arg0) {alpha = 1.0 : f16} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clip_min_string(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.clip' op attribute 'min' must be an f32 or f64 float, but is "-inf"}}
  %0 = "nn.clip"(%arg0) {min = "-inf"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Integer bounds are floats too, even for integer inputs.
func.func @clip_max_integer(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'nn.clip' op attribute 'max' must be an f32 or f64 float, but is 6 : i32}}
  %0 = "nn.clip"(%arg0) {max = 6 : i32} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @scale_bias_integer(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.scale' op attribute 'bias' must be an f32 or f64 float, but is 1 : i64}}
  %0 = "nn.scale"(%arg0) {bias = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dropout_rate_bool(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.dropout' op attribute 'rate' must be an f32 or f64 float, but is true}}
  %0 = "nn.dropout"(%arg0) {rate = true} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// cast has no attribute: the result type is the target.
func.func @cast_to_attribute(%arg0: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error@+1 {{'nn.cast' op has no attribute 'to' (metadata belongs in dialect-prefixed attributes such as 'nn.name')}}
  %0 = "nn.cast"(%arg0) {to = f16} : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// hardsigmoid is PyTorch's: no alpha or beta.
func.func @hardsigmoid_alpha(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.hardsigmoid' op has no attribute 'alpha' (metadata belongs in dialect-prefixed attributes such as 'nn.name')}}
  %0 = "nn.hardsigmoid"(%arg0) {alpha = 2.000000e-01 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clip_unknown_attribute(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.clip' op has no attribute 'lower'; its attributes are min, max (metadata belongs in dialect-prefixed attributes such as 'nn.name')}}
  %0 = "nn.clip"(%arg0) {lower = 0.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// clip: min <= max, no NaN, whole bounds for integers.
//===----------------------------------------------------------------------===//

func.func @clip_min_above_max(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.clip' op min (1) must not exceed max (-1)}}
  %0 = "nn.clip"(%arg0) {min = 1.0 : f32, max = -1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The bounds compare as numbers, whatever their widths.
func.func @clip_min_above_max_mixed_widths(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error@+1 {{'nn.clip' op min (0.5) must not exceed max (0.25)}}
  %0 = "nn.clip"(%arg0) {min = 0.5 : f64, max = 0.25 : f32} : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// A bound given alone meets the other's default: +inf exceeds max.
func.func @clip_min_inf_above_max(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.clip' op min (inf) must not exceed max (6)}}
  %0 = "nn.clip"(%arg0) {min = 0x7F800000 : f32, max = 6.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clip_min_nan(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.clip' op min must not be NaN}}
  %0 = "nn.clip"(%arg0) {min = 0x7FC00000 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clip_max_nan(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.clip' op max must not be NaN}}
  %0 = "nn.clip"(%arg0) {min = 0.0 : f32, max = 0x7FF8000000000000 : f64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clip_integer_fractional_min(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'nn.clip' op min (0.5) must be a whole number or infinite for an input of element type i32}}
  %0 = "nn.clip"(%arg0) {min = 0.5 : f32} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @clip_integer_fractional_max(%arg0: tensor<2x?xi8>) -> tensor<2x?xi8> {
  // expected-error@+1 {{'nn.clip' op max (6.75) must be a whole number or infinite for an input of element type i8}}
  %0 = "nn.clip"(%arg0) {min = 0.0 : f32, max = 6.75 : f64} : (tensor<2x?xi8>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

//===----------------------------------------------------------------------===//
// scale: finite whole numbers for integers.
//===----------------------------------------------------------------------===//

func.func @scale_integer_fractional_scale(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error@+1 {{'nn.scale' op scale (0.5) must be a finite whole number for an input of element type i64}}
  %0 = "nn.scale"(%arg0) {scale = 0.5 : f32} : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @scale_integer_infinite_bias(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error@+1 {{'nn.scale' op bias (-inf) must be a finite whole number for an input of element type i8}}
  %0 = "nn.scale"(%arg0) {bias = 0xFF800000 : f32} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @scale_integer_nan_bias(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'nn.scale' op bias (nan) must be a finite whole number for an input of element type i32}}
  %0 = "nn.scale"(%arg0) {scale = 2.0 : f32, bias = 0x7FC00000 : f32} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

//===----------------------------------------------------------------------===//
// dropout: rate in [0, 1).
//===----------------------------------------------------------------------===//

func.func @dropout_rate_one(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.dropout' op rate (1) must be in [0, 1)}}
  %0 = "nn.dropout"(%arg0) {rate = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dropout_rate_negative(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error@+1 {{'nn.dropout' op rate (-0.25) must be in [0, 1)}}
  %0 = "nn.dropout"(%arg0) {rate = -0.25 : f64} : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @dropout_rate_nan(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.dropout' op rate (nan) must be in [0, 1)}}
  %0 = "nn.dropout"(%arg0) {rate = 0x7FC00000 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
