// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the unsigned and i16 element types, nn.mod
// (nnInferMod) and nn.bit_shift.

// The verifier names every value of a disallowed type: operand and result.
func.func @neg_unsigned(%arg0: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error@+2 {{'nn.neg' op operand #0 ('input') has element type ui8; allowed: f16, bf16, f32, f64, i8, i32, i64, i16}}
  // expected-error@+1 {{'nn.neg' op result #0 ('output') has element type ui8; allowed: f16, bf16, f32, f64, i8, i32, i64, i16}}
  %0 = "nn.neg"(%arg0) : (tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// Signed and unsigned integers of one width are different types.
func.func @add_mixed_signedness(%arg0: tensor<4xui8>, %arg1: tensor<4xi8>) -> tensor<4xui8> {
  // expected-error@+1 {{'nn.add' op element types differ: operand #0 is ui8, #1 is i8}}
  %0 = "nn.add"(%arg0, %arg1) : (tensor<4xui8>, tensor<4xi8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// nn reads signless integers as signed; explicitly signed types are not nn's.
func.func @signed_type(%arg0: tensor<4xsi8>) -> tensor<4xsi8> {
  // expected-error@+2 {{'nn.relu' op operand #0 ('input') has element type si8; allowed: f16, bf16, f32, f64, i8, i32, i64, i16}}
  // expected-error@+1 {{'nn.relu' op result #0 ('output') has element type si8; allowed: f16, bf16, f32, f64, i8, i32, i64, i16}}
  %0 = "nn.relu"(%arg0) : (tensor<4xsi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @mod_float_floored(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.mod' op fmod must be true for float operands (f32): the floored remainder is for integers, as in ONNX}}
  %0 = "nn.mod"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mod_shapes(%arg0: tensor<4xi32>, %arg1: tensor<3xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'nn.mod' op operands are not broadcast-compatible: lhs dimension 0 (4) vs rhs dimension 0 (3)}}
  %0 = "nn.mod"(%arg0, %arg1) : (tensor<4xi32>, tensor<3xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @bit_shift_signed(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+3 {{'nn.bit_shift' op operand #0 ('lhs') has element type i32; allowed: ui8, ui16, ui32, ui64}}
  // expected-error@+2 {{'nn.bit_shift' op operand #1 ('rhs') has element type i32; allowed: ui8, ui16, ui32, ui64}}
  // expected-error@+1 {{'nn.bit_shift' op result #0 ('output') has element type i32; allowed: ui8, ui16, ui32, ui64}}
  %0 = "nn.bit_shift"(%arg0, %arg0) {direction = "LEFT"} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @bit_shift_no_direction(%arg0: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error@+1 {{'nn.bit_shift' op attribute "direction" is expected but not provided}}
  %0 = "nn.bit_shift"(%arg0, %arg0) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @bit_shift_direction(%arg0: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error@+1 {{'nn.bit_shift' op attribute 'direction' must be one of LEFT|RIGHT, but is "UP"}}
  %0 = "nn.bit_shift"(%arg0, %arg0) {direction = "UP"} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @mod_mixed_widths(%arg0: tensor<4xi32>, %arg1: tensor<4xi8>) -> tensor<4xi32> {
  // expected-error@+1 {{'nn.mod' op element types differ: operand #0 is i32, #1 is i8}}
  %0 = "nn.mod"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
