// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the elementwise family: the unary ops (relu, exp,
// sigmoid, tanh, gelu), the broadcasting binary ops (add, sub, mul, div) and
// bias_add. One case per rule of the verifier and of the shape functions in
// dialect/shapes/Elementwise.c.

//===----------------------------------------------------------------------===//
// Unary ops: element types.
//===----------------------------------------------------------------------===//

func.func @relu_operand_i1(%arg0: tensor<4xi1>) -> tensor<4xi8> {
  // expected-error@+1 {{'nn.relu' op operand #0 ('input') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.relu"(%arg0) : (tensor<4xi1>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @relu_result_i1(%arg0: tensor<4xi8>) -> tensor<4xi1> {
  // expected-error@+1 {{'nn.relu' op result #0 ('output') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.relu"(%arg0) : (tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @exp_operand_integer(%arg0: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.exp' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.exp"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sigmoid_operand_integer(%arg0: tensor<4xi64>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.sigmoid' op operand #0 ('input') has element type i64; allowed: f16, bf16, f32, f64}}
  %0 = "nn.sigmoid"(%arg0) : (tensor<4xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @tanh_result_integer(%arg0: tensor<4xf32>) -> tensor<4xi8> {
  // expected-error@+1 {{'nn.tanh' op result #0 ('output') has element type i8; allowed: f16, bf16, f32, f64}}
  %0 = "nn.tanh"(%arg0) : (tensor<4xf32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @gelu_operand_integer(%arg0: tensor<4xi8>) -> tensor<4xf16> {
  // expected-error@+1 {{'nn.gelu' op operand #0 ('input') has element type i8; allowed: f16, bf16, f32, f64}}
  %0 = "nn.gelu"(%arg0) : (tensor<4xi8>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// Both the operand and the result break the element type rule: one error
// each.
func.func @exp_operand_and_result_integer(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+2 {{'nn.exp' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  // expected-error@+1 {{'nn.exp' op result #0 ('output') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.exp"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Element types outside the registry's set: a signed (si16) integer, an
// unsigned integer where the op takes none, index, an 8-bit float.
func.func @relu_operand_si16(%arg0: tensor<4xsi16>) -> tensor<4xi32> {
  // expected-error@+1 {{'nn.relu' op operand #0 ('input') has element type si16; allowed: f16, bf16, f32, f64, i8, i32, i64, i16}}
  %0 = "nn.relu"(%arg0) : (tensor<4xsi16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @relu_operand_unsigned(%arg0: tensor<4xui8>) -> tensor<4xi8> {
  // expected-error@+1 {{'nn.relu' op operand #0 ('input') has element type ui8; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.relu"(%arg0) : (tensor<4xui8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @relu_operand_index(%arg0: tensor<4xindex>) -> tensor<4xi64> {
  // expected-error@+1 {{'nn.relu' op operand #0 ('input') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.relu"(%arg0) : (tensor<4xindex>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @sigmoid_operand_f8(%arg0: tensor<4xf8E4M3FN>) -> tensor<4xf16> {
  // expected-error@+1 {{'nn.sigmoid' op operand #0 ('input') has element type f8E4M3FN; allowed: f16, bf16, f32, f64}}
  %0 = "nn.sigmoid"(%arg0) : (tensor<4xf8E4M3FN>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

//===----------------------------------------------------------------------===//
// Unary ops: the result has the operand's type.
//===----------------------------------------------------------------------===//

func.func @relu_result_dim(%arg0: tensor<4x8xf32>) -> tensor<4x9xf32> {
  // expected-error@+1 {{'nn.relu' op result #0 type tensor<4x9xf32> does not match the inferred type tensor<4x8xf32>: dimension 1 is 9, expected 8}}
  %0 = "nn.relu"(%arg0) : (tensor<4x8xf32>) -> tensor<4x9xf32>
  return %0 : tensor<4x9xf32>
}

// -----

func.func @sigmoid_result_rank(%arg0: tensor<4xf32>) -> tensor<4x1xf32> {
  // expected-error@+1 {{'nn.sigmoid' op result #0 type tensor<4x1xf32> does not match the inferred type tensor<4xf32>}}
  %0 = "nn.sigmoid"(%arg0) : (tensor<4xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// -----

func.func @tanh_result_element_type(%arg0: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error@+1 {{'nn.tanh' op result #0 type tensor<4xf16> does not match the inferred type tensor<4xf32>}}
  %0 = "nn.tanh"(%arg0) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @gelu_result_dim(%arg0: tensor<?x8xbf16>) -> tensor<?x4xbf16> {
  // expected-error@+1 {{'nn.gelu' op result #0 type tensor<?x4xbf16> does not match the inferred type tensor<?x8xbf16>: dimension 1 is 4, expected 8}}
  %0 = "nn.gelu"(%arg0) {approximate = "tanh"} : (tensor<?x8xbf16>) -> tensor<?x4xbf16>
  return %0 : tensor<?x4xbf16>
}

// -----

//===----------------------------------------------------------------------===//
// Binary ops: element types.
//===----------------------------------------------------------------------===//

func.func @add_element_types_differ(%arg0: tensor<4xf32>, %arg1: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.add' op element types differ: operand #0 is f32, #1 is f16}}
  %0 = "nn.add"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sub_element_types_differ_integer(%arg0: tensor<4xi32>, %arg1: tensor<4xi64>) -> tensor<4xi32> {
  // expected-error@+1 {{'nn.sub' op element types differ: operand #0 is i32, #1 is i64}}
  %0 = "nn.sub"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @div_lhs_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'nn.div' op operand #0 ('lhs') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.div"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_rhs_index(%arg0: tensor<4xi64>, %arg1: tensor<4xindex>) -> tensor<4xi64> {
  // expected-error@+1 {{'nn.mul' op operand #1 ('rhs') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.mul"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xindex>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @add_result_i1(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi1> {
  // expected-error@+1 {{'nn.add' op result #0 ('output') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.add"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @mul_result_element_type(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.mul' op result #0 type tensor<4xf32> does not match the inferred type tensor<4xf16>}}
  %0 = "nn.mul"(%arg0, %arg1) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Binary ops: broadcasting.
//===----------------------------------------------------------------------===//

func.func @add_not_broadcastable(%arg0: tensor<2x3xf32>, %arg1: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'nn.add' op operands are not broadcast-compatible: lhs dimension 0 (2) vs rhs dimension 0 (4)}}
  %0 = "nn.add"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// A dynamic size does not hide the conflict between the two static ones.
func.func @div_not_broadcastable_dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<?x2xf32>) -> tensor<?x3xf32> {
  // expected-error@+1 {{'nn.div' op operands are not broadcast-compatible: lhs dimension 1 (3) vs rhs dimension 1 (2)}}
  %0 = "nn.div"(%arg0, %arg1) : (tensor<?x3xf32>, tensor<?x2xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @mul_result_not_broadcast(%arg0: tensor<2x1xf32>, %arg1: tensor<1x3xf32>) -> tensor<2x1xf32> {
  // expected-error@+1 {{'nn.mul' op result #0 type tensor<2x1xf32> does not match the inferred type tensor<2x3xf32>: dimension 1 is 1, expected 3}}
  %0 = "nn.mul"(%arg0, %arg1) : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @add_result_rank(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'nn.add' op result #0 type tensor<3xf32> does not match the inferred type tensor<2x3xf32>}}
  %0 = "nn.add"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// A dynamic size broadcast against a static one takes the static size.
func.func @add_result_dynamic_against_static(%arg0: tensor<?xf32>, %arg1: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'nn.add' op result #0 type tensor<5xf32> does not match the inferred type tensor<4xf32>: dimension 0 is 5, expected 4}}
  %0 = "nn.add"(%arg0, %arg1) : (tensor<?xf32>, tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

//===----------------------------------------------------------------------===//
// bias_add.
//===----------------------------------------------------------------------===//

func.func @bias_add_bias_rank_2(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<1x8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.bias_add' op bias must be 1-D, but has rank 2}}
  %0 = "nn.bias_add"(%arg0, %arg1) : (tensor<1x8x4x4xf32>, tensor<1x8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @bias_add_bias_rank_0(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<f32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.bias_add' op bias must be 1-D, but has rank 0}}
  %0 = "nn.bias_add"(%arg0, %arg1) : (tensor<1x8x4x4xf32>, tensor<f32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

// The default axis is 1 (NCHW channels).
func.func @bias_add_size_default_axis(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<4xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.bias_add' op bias size (4) must equal input dimension 1 (8)}}
  %0 = "nn.bias_add"(%arg0, %arg1) : (tensor<1x8x4x4xf32>, tensor<4xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

// A negative axis is normalised before it is reported.
func.func @bias_add_size_negative_axis(%arg0: tensor<2x16xi32>, %arg1: tensor<2xi32>) -> tensor<2x16xi32> {
  // expected-error@+1 {{'nn.bias_add' op bias size (2) must equal input dimension 1 (16)}}
  %0 = "nn.bias_add"(%arg0, %arg1) {axis = -1 : i64} : (tensor<2x16xi32>, tensor<2xi32>) -> tensor<2x16xi32>
  return %0 : tensor<2x16xi32>
}

// -----

func.func @bias_add_axis_too_large(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.bias_add' op axis 4 is out of range for rank 4}}
  %0 = "nn.bias_add"(%arg0, %arg1) {axis = 4 : i64} : (tensor<1x8x4x4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @bias_add_axis_too_negative(%arg0: tensor<1x8x4x4xf32>, %arg1: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.bias_add' op axis -5 is out of range for rank 4}}
  %0 = "nn.bias_add"(%arg0, %arg1) {axis = -5 : i64} : (tensor<1x8x4x4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

// The default axis 1 does not exist in a 1-D input.
func.func @bias_add_default_axis_rank_1(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'nn.bias_add' op axis 1 is out of range for rank 1}}
  %0 = "nn.bias_add"(%arg0, %arg1) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @bias_add_element_types_differ(%arg0: tensor<2x8xf32>, %arg1: tensor<8xf16>) -> tensor<2x8xf32> {
  // expected-error@+1 {{'nn.bias_add' op element types differ: operand #0 is f32, #1 is f16}}
  %0 = "nn.bias_add"(%arg0, %arg1) : (tensor<2x8xf32>, tensor<8xf16>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @bias_add_bias_i1(%arg0: tensor<2x8xi8>, %arg1: tensor<8xi1>) -> tensor<2x8xi8> {
  // expected-error@+1 {{'nn.bias_add' op operand #1 ('bias') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.bias_add"(%arg0, %arg1) : (tensor<2x8xi8>, tensor<8xi1>) -> tensor<2x8xi8>
  return %0 : tensor<2x8xi8>
}

// -----

// The result has the input's type: the bias does not broadcast the input.
func.func @bias_add_result_type(%arg0: tensor<2x1xf32>, %arg1: tensor<1xf32>) -> tensor<2x8xf32> {
  // expected-error@+1 {{'nn.bias_add' op result #0 type tensor<2x8xf32> does not match the inferred type tensor<2x1xf32>: dimension 1 is 8, expected 1}}
  %0 = "nn.bias_add"(%arg0, %arg1) : (tensor<2x1xf32>, tensor<1xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

// nn, like NumPy, takes tensors of rank up to 64.
func.func @rank_above_limit(%x: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32> {
  // expected-error@+2 {{'nn.relu' op operand #0 has rank 65; nn supports ranks up to 64}}
  // expected-error@+1 {{'nn.relu' op result #0 has rank 65; nn supports ranks up to 64}}
  %0 = "nn.relu"(%x) : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
}
