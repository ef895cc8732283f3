// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Attributes of the wrong kind or with a value outside an enum. The nn
// verifier checks every attribute the registry declares: integers (any width,
// not bool), bools, array<i64: ...> and string enums. Required attributes
// that IRDL checks (transpose's perm) are tested in invalid-irdl.mlir.

//===----------------------------------------------------------------------===//
// Integer attributes.
//===----------------------------------------------------------------------===//

func.func @bias_add_axis_string(%arg0: tensor<2x8xf32>, %arg1: tensor<8xf32>) -> tensor<2x8xf32> {
  // expected-error@+1 {{'nn.bias_add' op attribute 'axis' must be an integer, but is "x"}}
  %0 = "nn.bias_add"(%arg0, %arg1) {axis = "x"} : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

// A bool is an i1 integer attribute, but not an integer for nn.
func.func @bias_add_axis_bool(%arg0: tensor<2x8xf32>, %arg1: tensor<8xf32>) -> tensor<2x8xf32> {
  // expected-error@+1 {{'nn.bias_add' op attribute 'axis' must be an integer, but is true}}
  %0 = "nn.bias_add"(%arg0, %arg1) {axis = true} : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @softmax_axis_float(%arg0: tensor<2x8xf32>) -> tensor<2x8xf32> {
  // expected-error@+1 {{'nn.softmax' op attribute 'axis' must be an integer, but is 1.000000e+00 : f32}}
  %0 = "nn.softmax"(%arg0) {axis = 1.000000e+00 : f32} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @softmax_axis_array(%arg0: tensor<2x8xf32>) -> tensor<2x8xf32> {
  // expected-error@+1 {{'nn.softmax' op attribute 'axis' must be an integer, but is array<i64: 1>}}
  %0 = "nn.softmax"(%arg0) {axis = array<i64: 1>} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @conv2d_groups_string(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op attribute 'groups' must be an integer, but is "1"}}
  %0 = "nn.conv2d"(%arg0, %arg1) {groups = "1"} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Integer array attributes: array<i64: ...> only.
//===----------------------------------------------------------------------===//

// An ArrayAttr of integers is not a dense i64 array.
func.func @conv2d_strides_array_attr(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op attribute 'strides' must be an array<i64: ...>, but is [1, 1]}}
  %0 = "nn.conv2d"(%arg0, %arg1) {strides = [1, 1]} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

func.func @conv2d_padding_i32_array(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op attribute 'padding' must be an array<i64: ...>, but is array<i32: 0, 0, 0, 0>}}
  %0 = "nn.conv2d"(%arg0, %arg1) {padding = array<i32: 0, 0, 0, 0>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

func.func @conv2d_dilations_dense_elements(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op attribute 'dilations' must be an array<i64: ...>, but is dense<1> : tensor<2xi64>}}
  %0 = "nn.conv2d"(%arg0, %arg1) {dilations = dense<1> : tensor<2xi64>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

func.func @reduce_sum_axes_scalar(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'nn.reduce_sum' op attribute 'axes' must be an array<i64: ...>, but is 1 : i64}}
  %0 = "nn.reduce_sum"(%arg0) {axes = 1 : i64} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// perm passes IRDL (any dense array) but is not an array<i64: ...>.
func.func @transpose_perm_i32_array(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{'nn.transpose' op attribute 'perm' must be an array<i64: ...>, but is array<i32: 1, 0>}}
  %0 = "nn.transpose"(%arg0) {perm = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Bool attributes.
//===----------------------------------------------------------------------===//

func.func @reduce_sum_keepdims_integer(%arg0: tensor<2x3xf32>) -> tensor<2x1xf32> {
  // expected-error@+1 {{'nn.reduce_sum' op attribute 'keepdims' must be a bool, but is 1 : i64}}
  %0 = "nn.reduce_sum"(%arg0) {axes = array<i64: 1>, keepdims = 1 : i64} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @matmul_transpose_a_string(%arg0: tensor<8x4xf32>, %arg1: tensor<8x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'nn.matmul' op attribute 'transpose_a' must be a bool, but is "true"}}
  %0 = "nn.matmul"(%arg0, %arg1) {transpose_a = "true"} : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @matmul_transpose_b_unit(%arg0: tensor<4x8xf32>, %arg1: tensor<16x8xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'nn.matmul' op attribute 'transpose_b' must be a bool, but is unit}}
  %0 = "nn.matmul"(%arg0, %arg1) {transpose_b} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Enum attributes.
//===----------------------------------------------------------------------===//

func.func @gelu_approximate_unknown(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.gelu' op attribute 'approximate' must be one of none|tanh, but is "foo"}}
  %0 = "nn.gelu"(%arg0) {approximate = "foo"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Enum values are case-sensitive.
func.func @gelu_approximate_case(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.gelu' op attribute 'approximate' must be one of none|tanh, but is "TANH"}}
  %0 = "nn.gelu"(%arg0) {approximate = "TANH"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A prefix of a choice is not a choice.
func.func @gelu_approximate_prefix(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.gelu' op attribute 'approximate' must be one of none|tanh, but is "tan"}}
  %0 = "nn.gelu"(%arg0) {approximate = "tan"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @gelu_approximate_bool(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.gelu' op attribute 'approximate' must be a string, but is true}}
  %0 = "nn.gelu"(%arg0) {approximate = true} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @conv2d_layout_unknown(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op attribute 'layout' must be one of NCHW|NHWC, but is "NCWH"}}
  %0 = "nn.conv2d"(%arg0, %arg1) {layout = "NCWH"} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

func.func @conv2d_layout_lowercase(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x8xf32>) -> tensor<1x6x6x8xf32> {
  // expected-error@+1 {{'nn.conv2d' op attribute 'layout' must be one of NCHW|NHWC, but is "nhwc"}}
  %0 = "nn.conv2d"(%arg0, %arg1) {layout = "nhwc"} : (tensor<1x8x8x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x6x6x8xf32>
  return %0 : tensor<1x6x6x8xf32>
}

// -----

func.func @conv2d_layout_empty(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op attribute 'layout' must be one of NCHW|NHWC, but is ""}}
  %0 = "nn.conv2d"(%arg0, %arg1) {layout = ""} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Every bad attribute of an op is reported, in declaration order.
//===----------------------------------------------------------------------===//

func.func @conv2d_several_bad_attributes(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+3 {{'nn.conv2d' op attribute 'strides' must be an array<i64: ...>, but is [2, 2]}}
  // expected-error@+2 {{'nn.conv2d' op attribute 'groups' must be an integer, but is 1.000000e+00 : f32}}
  // expected-error@+1 {{'nn.conv2d' op attribute 'layout' must be one of NCHW|NHWC, but is "HWCN"}}
  %0 = "nn.conv2d"(%arg0, %arg1) {strides = [2, 2], groups = 1.0 : f32, layout = "HWCN"} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

// Attribute errors are reported alongside element type errors; the shape rule
// does not run.
func.func @element_type_and_attribute(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+3 {{'nn.gelu' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  // expected-error@+2 {{'nn.gelu' op result #0 ('output') has element type i32; allowed: f16, bf16, f32, f64}}
  // expected-error@+1 {{'nn.gelu' op attribute 'approximate' must be one of none|tanh, but is "erf"}}
  %0 = "nn.gelu"(%arg0) {approximate = "erf"} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// A misspelled attribute would silently take its default: it is an error.
func.func @unknown_attribute(%a: tensor<4x8xf32>, %b: tensor<5x8xf32>) -> tensor<4x5xf32> {
  // expected-error@+1 {{'nn.matmul' op has no attribute 'transpose_B'; its attributes are transpose_a, transpose_b (metadata belongs in dialect-prefixed attributes such as 'nn.name')}}
  %0 = "nn.matmul"(%a, %b) {transpose_B = true} : (tensor<4x8xf32>, tensor<5x8xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @attribute_on_op_without_any(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.relu' op has no attribute 'approximate' (metadata belongs in dialect-prefixed attributes such as 'nn.name')}}
  %0 = "nn.relu"(%a) {approximate = "tanh"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @integer_wider_than_64_bits(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.bias_add' op attribute 'axis' must fit in a signed 64-bit integer, but is 18446744073709551617 : i128}}
  %0 = "nn.bias_add"(%a, %b) {axis = 18446744073709551617 : i128} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @unsigned_above_int64(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.softmax' op attribute 'axis' must fit in a signed 64-bit integer, but is 18446744073709551615 : ui64}}
  %0 = "nn.softmax"(%a) {axis = 18446744073709551615 : ui64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An unsigned attribute is read as unsigned: 255 : ui8 is axis 255, not -1.
func.func @unsigned_read_as_unsigned(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.bias_add' op axis 255 is out of range for rank 2}}
  %0 = "nn.bias_add"(%a, %b) {axis = 255 : ui8} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
