// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the pooling ops: element types, the rank, empty spatial
// dimensions, the window attributes (kernel required; value counts and
// minimums), ONNX Runtime's pad < window limit, a window larger than
// the padded input, overflow, attributes that belong to the other pool, the
// layout, and the declared result type (ceil_mode, its start-inside rule,
// NHWC order).

//===----------------------------------------------------------------------===//
// Operands and attributes.
//===----------------------------------------------------------------------===//

func.func @max_pool2d_operand_i1(%arg0: tensor<1x1x4x4xi1>) -> tensor<1x1x2x2xi8> {
  // expected-error@+1 {{'nn.max_pool2d' op operand #0 ('input') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x1x4x4xi1>) -> tensor<1x1x2x2xi8>
  return %0 : tensor<1x1x2x2xi8>
}

// -----

// An average of integers is not an integer: avg_pool2d takes floats.
func.func @avg_pool2d_operand_integer(%arg0: tensor<1x1x4x4xi32>) -> tensor<1x1x2x2xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op operand #0 ('input') has element type i32; allowed: f16, bf16, f32, f64}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x1x4x4xi32>) -> tensor<1x1x2x2xf32>
  return %0 : tensor<1x1x2x2xf32>
}

// -----

func.func @max_pool2d_result_element_type(%arg0: tensor<1x1x4x4xi8>) -> tensor<1x1x2x2xi32> {
  // expected-error@+1 {{'nn.max_pool2d' op result #0 type tensor<1x1x2x2xi32> does not match the inferred type tensor<1x1x2x2xi8>}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x1x4x4xi8>) -> tensor<1x1x2x2xi32>
  return %0 : tensor<1x1x2x2xi32>
}

// -----

func.func @max_pool2d_rank_3(%arg0: tensor<3x8x8xf32>) -> tensor<3x4x4xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op input must have rank 4, but has rank 3}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<3x8x8xf32>) -> tensor<3x4x4xf32>
  return %0 : tensor<3x4x4xf32>
}

// -----

func.func @avg_pool2d_rank_5(%arg0: tensor<1x3x4x8x8xf32>) -> tensor<1x3x4x4x4xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op input must have rank 4, but has rank 5}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x3x4x8x8xf32>) -> tensor<1x3x4x4x4xf32>
  return %0 : tensor<1x3x4x4x4xf32>
}

// -----

// A window of padding alone would fit an empty plane: (0 + 1 + 1 - 2) / 1 + 1
// = 1. As in PyTorch, there must be something to pool.
func.func @max_pool2d_empty_height(%arg0: tensor<1x3x0x4xf32>) -> tensor<1x3x1x5xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op the input height must be >= 1, but is 0}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x0x4xf32>) -> tensor<1x3x1x5xf32>
  return %0 : tensor<1x3x1x5xf32>
}

// -----

// NHWC: dimension 2 is the width. An empty batch is fine.
func.func @avg_pool2d_empty_width_nhwc(%arg0: tensor<0x4x0x3xf32>) -> tensor<0x3x1x3xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op the input width must be >= 1, but is 0}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 2, 2>, padding = array<i64: 0, 1, 0, 1>, layout = "NHWC"} : (tensor<0x4x0x3xf32>) -> tensor<0x3x1x3xf32>
  return %0 : tensor<0x3x1x3xf32>
}

// -----

// kernel has no default (IRDL requires it).
func.func @max_pool2d_no_kernel(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op attribute "kernel" is expected but not provided}}
  %0 = "nn.max_pool2d"(%arg0) : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  return %0 : tensor<1x3x8x8xf32>
}

// -----

func.func @max_pool2d_kernel_one_value(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op 'kernel' must have 2 values, but has 1}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

func.func @avg_pool2d_kernel_zero(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x8x9xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op 'kernel' values must be >= 1, but value 1 is 0}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 1, 0>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x9xf32>
  return %0 : tensor<1x3x8x9xf32>
}

// -----

// IRDL checks the kind of a required attribute.
func.func @max_pool2d_kernel_not_array(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error@+1 {{expected base attribute 'builtin.dense_array' but got 'builtin.integer'}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = 2 : i64} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

func.func @max_pool2d_strides_three_values(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op 'strides' must have 2 values, but has 3}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 2, 2>, strides = array<i64: 1, 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

func.func @avg_pool2d_strides_zero(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op 'strides' values must be >= 1, but value 0 is 0}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 2, 2>, strides = array<i64: 0, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

// Padding is [top, left, bottom, right]: two values are not enough.
func.func @max_pool2d_padding_two_values(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op 'padding' must have 4 values, but has 2}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  return %0 : tensor<1x3x8x8xf32>
}

// -----

func.func @avg_pool2d_padding_negative(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x6x6xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op 'padding' values must be >= 0, but value 2 is -1}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 3, 3>, padding = array<i64: 0, 0, -1, 0>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x6x6xf32>
  return %0 : tensor<1x3x6x6xf32>
}

// -----

func.func @max_pool2d_dilations_zero(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x6x6xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op 'dilations' values must be >= 1, but value 1 is 0}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 3, 3>, dilations = array<i64: 1, 0>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x6x6xf32>
  return %0 : tensor<1x3x6x6xf32>
}

// -----

func.func @max_pool2d_dilations_one_value(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op 'dilations' must have 2 values, but has 1}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 3, 3>, dilations = array<i64: 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

// avg_pool2d has no dilation (as in PyTorch).
func.func @avg_pool2d_dilations(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op has no attribute 'dilations'; its attributes are kernel, strides, padding, ceil_mode, count_include_pad, layout (metadata belongs in dialect-prefixed attributes such as 'nn.name')}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 2, 2>, dilations = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32>
  return %0 : tensor<1x3x7x7xf32>
}

// -----

// Padding never counts in a maximum.
func.func @max_pool2d_count_include_pad(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op has no attribute 'count_include_pad'; its attributes are kernel, strides, padding, dilations, ceil_mode, layout (metadata belongs in dialect-prefixed attributes such as 'nn.name')}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 2, 2>, count_include_pad = true} : (tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32>
  return %0 : tensor<1x3x7x7xf32>
}

// -----

func.func @avg_pool2d_ceil_mode_not_bool(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op attribute 'ceil_mode' must be a bool, but is 1 : i64}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 2, 2>, ceil_mode = 1 : i64} : (tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32>
  return %0 : tensor<1x3x7x7xf32>
}

// -----

func.func @max_pool2d_layout(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op attribute 'layout' must be one of NCHW|NHWC, but is "NCWH"}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 2, 2>, layout = "NCWH"} : (tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32>
  return %0 : tensor<1x3x7x7xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Padding: smaller than the (dilated) window, as ONNX Runtime requires.
//===----------------------------------------------------------------------===//

func.func @max_pool2d_padding_top(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x12x6xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op the height padding at the start (3) must be smaller than the dilated kernel height (3)}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 3, 3>, padding = array<i64: 3, 0, 3, 0>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x12x6xf32>
  return %0 : tensor<1x3x12x6xf32>
}

// -----

// Dilation 2 widens the window to 5, which allows pads of 4 but not 5.
func.func @max_pool2d_padding_left_dilated(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x8x9xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op the width padding at the start (5) must be smaller than the dilated kernel width (5)}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 3, 3>, dilations = array<i64: 2, 2>, padding = array<i64: 2, 5, 2, 1>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x9xf32>
  return %0 : tensor<1x3x8x9xf32>
}

// -----

// A kernel of 1 allows no padding at all.
func.func @max_pool2d_padding_bottom(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x9x8xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op the height padding at the end (1) must be smaller than the dilated kernel height (1)}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 0>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x9x8xf32>
  return %0 : tensor<1x3x9x8xf32>
}

// -----

func.func @avg_pool2d_padding_right(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x8x10xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op the width padding at the end (3) must be smaller than the kernel width (3)}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 3>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x10xf32>
  return %0 : tensor<1x3x8x10xf32>
}

// -----

// The 3-D pools name the depth.
func.func @max_pool3d_padding_front(%arg0: tensor<1x3x4x4x4xf32>) -> tensor<1x3x6x2x2xf32> {
  // expected-error@+1 {{'nn.max_pool3d' op the depth padding at the start (3) must be smaller than the dilated kernel depth (3)}}
  %0 = "nn.max_pool3d"(%arg0) {kernel = array<i64: 3, 3, 3>, padding = array<i64: 3, 0, 0, 0, 0, 0>} : (tensor<1x3x4x4x4xf32>) -> tensor<1x3x6x2x2xf32>
  return %0 : tensor<1x3x6x2x2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// The window must fit in the padded input.
//===----------------------------------------------------------------------===//

func.func @max_pool2d_kernel_larger_than_input(%arg0: tensor<1x3x2x8xf32>) -> tensor<1x3x1x6xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op the kernel height (3) is larger than the padded input height (2)}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 3, 3>} : (tensor<1x3x2x8xf32>) -> tensor<1x3x1x6xf32>
  return %0 : tensor<1x3x1x6xf32>
}

// -----

// Dilation 3 spreads 3 columns over 7, more than 5 + 1.
func.func @max_pool2d_dilated_kernel_larger_than_input(%arg0: tensor<1x3x8x5xf32>) -> tensor<1x3x6x1xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op the dilated kernel width (7) is larger than the padded input width (6)}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 3, 3>, dilations = array<i64: 1, 3>, padding = array<i64: 0, 1, 0, 0>} : (tensor<1x3x8x5xf32>) -> tensor<1x3x6x1xf32>
  return %0 : tensor<1x3x6x1xf32>
}

// -----

// NHWC: dimension 1 is the height.
func.func @avg_pool2d_kernel_larger_than_input_nhwc(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x1x7x8xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op the kernel height (4) is larger than the padded input height (3)}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 4, 2>, layout = "NHWC"} : (tensor<1x3x8x8xf32>) -> tensor<1x1x7x8xf32>
  return %0 : tensor<1x1x7x8xf32>
}

// -----

func.func @max_pool2d_dilated_kernel_overflows(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x7x?xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op the dilated kernel width overflows a 64-bit size}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 2, 3>, dilations = array<i64: 1, 4611686018427387904>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x7x?xf32>
  return %0 : tensor<1x3x7x?xf32>
}

// -----

// Pads within the limit of a huge kernel still overflow the
// padded height: 8 + 2 * 4611686018427387903.
func.func @avg_pool2d_padded_input_overflows(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x?x8xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op the padded input or kernel height overflows a 64-bit size}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 9223372036854775807, 1>, padding = array<i64: 4611686018427387903, 0, 4611686018427387903, 0>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x?x8xf32>
  return %0 : tensor<1x3x?x8xf32>
}

// -----

//===----------------------------------------------------------------------===//
// The declared result type.
//===----------------------------------------------------------------------===//

// The default stride is 1 (ONNX), not the kernel size (PyTorch).
func.func @max_pool2d_result_default_stride(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op result #0 type tensor<1x3x4x4xf32> does not match the inferred type tensor<1x3x7x7xf32>: dimension 2 is 4, expected 7}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

// Without ceil_mode, (8 - 3) / 2 + 1 rounds down to 3.
func.func @max_pool2d_result_floor(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op result #0 type tensor<1x3x4x4xf32> does not match the inferred type tensor<1x3x3x3xf32>: dimension 2 is 4, expected 3}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

// With ceil_mode it rounds up to 4.
func.func @avg_pool2d_result_ceil(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x3x3x3xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op result #0 type tensor<1x3x3x3xf32> does not match the inferred type tensor<1x3x4x4xf32>: dimension 2 is 3, expected 4}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, ceil_mode = true} : (tensor<1x3x8x8xf32>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}

// -----

// ceil((5 + 1 + 1 - 3) / 3) + 1 = 3, but the third window would start at
// 6, in the bottom padding (5 + 1 = 6): it is dropped.
func.func @max_pool2d_result_ceil_window_in_padding(%arg0: tensor<1x2x5x5xf32>) -> tensor<1x2x3x2xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op result #0 type tensor<1x2x3x2xf32> does not match the inferred type tensor<1x2x2x2xf32>: dimension 2 is 3, expected 2}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 3, 3>, strides = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, ceil_mode = true} : (tensor<1x2x5x5xf32>) -> tensor<1x2x3x2xf32>
  return %0 : tensor<1x2x3x2xf32>
}

// -----

// Pooling keeps the channel count.
func.func @avg_pool2d_result_channels(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x4x4x4xf32> {
  // expected-error@+1 {{'nn.avg_pool2d' op result #0 type tensor<1x4x4x4xf32> does not match the inferred type tensor<1x3x4x4xf32>: dimension 1 is 4, expected 3}}
  %0 = "nn.avg_pool2d"(%arg0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// -----

// An NHWC result written in NCHW order.
func.func @max_pool2d_result_nhwc_in_nchw_order(%arg0: tensor<1x8x8x3xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error@+1 {{'nn.max_pool2d' op result #0 type tensor<1x3x4x4xf32> does not match the inferred type tensor<1x4x4x3xf32>: dimension 1 is 3, expected 4}}
  %0 = "nn.max_pool2d"(%arg0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>, layout = "NHWC"} : (tensor<1x8x8x3xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// global_avg_pool2d.
//===----------------------------------------------------------------------===//

func.func @global_avg_pool2d_operand_integer(%arg0: tensor<1x3x7x7xi8>) -> tensor<1x3x1x1xf32> {
  // expected-error@+1 {{'nn.global_avg_pool2d' op operand #0 ('input') has element type i8; allowed: f16, bf16, f32, f64}}
  %0 = "nn.global_avg_pool2d"(%arg0) : (tensor<1x3x7x7xi8>) -> tensor<1x3x1x1xf32>
  return %0 : tensor<1x3x1x1xf32>
}

// -----

func.func @global_avg_pool2d_rank_2(%arg0: tensor<3x7xf32>) -> tensor<3x1xf32> {
  // expected-error@+1 {{'nn.global_avg_pool2d' op input must have rank 4, but has rank 2}}
  %0 = "nn.global_avg_pool2d"(%arg0) : (tensor<3x7xf32>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// -----

// The mean of nothing: an empty plane.
func.func @global_avg_pool2d_empty_height(%arg0: tensor<1x3x0x7xf32>) -> tensor<1x3x1x1xf32> {
  // expected-error@+1 {{'nn.global_avg_pool2d' op the input height must be >= 1, but is 0}}
  %0 = "nn.global_avg_pool2d"(%arg0) : (tensor<1x3x0x7xf32>) -> tensor<1x3x1x1xf32>
  return %0 : tensor<1x3x1x1xf32>
}

// -----

func.func @global_avg_pool2d_layout(%arg0: tensor<1x3x7x7xf32>) -> tensor<1x3x1x1xf32> {
  // expected-error@+1 {{'nn.global_avg_pool2d' op attribute 'layout' must be one of NCHW|NHWC, but is "nchw"}}
  %0 = "nn.global_avg_pool2d"(%arg0) {layout = "nchw"} : (tensor<1x3x7x7xf32>) -> tensor<1x3x1x1xf32>
  return %0 : tensor<1x3x1x1xf32>
}

// -----

// The spatial dimensions stay, with size 1.
func.func @global_avg_pool2d_result_rank(%arg0: tensor<2x64x7x7xf32>) -> tensor<2x64xf32> {
  // expected-error@+1 {{'nn.global_avg_pool2d' op result #0 type tensor<2x64xf32> does not match the inferred type tensor<2x64x1x1xf32>}}
  %0 = "nn.global_avg_pool2d"(%arg0) : (tensor<2x64x7x7xf32>) -> tensor<2x64xf32>
  return %0 : tensor<2x64xf32>
}

// -----

func.func @global_avg_pool2d_result_nhwc(%arg0: tensor<2x7x7x64xf32>) -> tensor<2x64x1x1xf32> {
  // expected-error@+1 {{'nn.global_avg_pool2d' op result #0 type tensor<2x64x1x1xf32> does not match the inferred type tensor<2x1x1x64xf32>: dimension 1 is 64, expected 1}}
  %0 = "nn.global_avg_pool2d"(%arg0) {layout = "NHWC"} : (tensor<2x7x7x64xf32>) -> tensor<2x64x1x1xf32>
  return %0 : tensor<2x64x1x1xf32>
}
