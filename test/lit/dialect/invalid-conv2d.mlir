// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of nn.conv2d: element types, ranks, the window attributes
// (strides, padding, dilations: value counts and minimums), groups, channel
// counts in both layouts, a kernel that does not fit and the declared result
// type.

func.func @element_types_differ(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf16>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op element types differ: operand #0 is f32, #1 is f16}}
  %0 = "nn.conv2d"(%arg0, %arg1) : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf16>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

func.func @weight_i1(%arg0: tensor<1x3x8x8xi8>, %arg1: tensor<8x3x3x3xi1>) -> tensor<1x8x6x6xi8> {
  // expected-error@+1 {{'nn.conv2d' op operand #1 ('weight') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.conv2d"(%arg0, %arg1) : (tensor<1x3x8x8xi8>, tensor<8x3x3x3xi1>) -> tensor<1x8x6x6xi8>
  return %0 : tensor<1x8x6x6xi8>
}

// -----

func.func @input_rank_3(%arg0: tensor<3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op input and weight must have rank 4, but have rank 3 and 4}}
  %0 = "nn.conv2d"(%arg0, %arg1) : (tensor<3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<8x6x6xf32>
  return %0 : tensor<8x6x6xf32>
}

// -----

func.func @weight_rank_5(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3x1xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op input and weight must have rank 4, but have rank 4 and 5}}
  %0 = "nn.conv2d"(%arg0, %arg1) : (tensor<1x3x8x8xf32>, tensor<8x3x3x3x1xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Window attributes.
//===----------------------------------------------------------------------===//

func.func @strides_one_value(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x3x3xf32> {
  // expected-error@+1 {{'nn.conv2d' op 'strides' must have 2 values, but has 1}}
  %0 = "nn.conv2d"(%arg0, %arg1) {strides = array<i64: 2>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x3x3xf32>
  return %0 : tensor<1x8x3x3xf32>
}

// -----

func.func @strides_three_values(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x3x3xf32> {
  // expected-error@+1 {{'nn.conv2d' op 'strides' must have 2 values, but has 3}}
  %0 = "nn.conv2d"(%arg0, %arg1) {strides = array<i64: 1, 2, 2>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x3x3xf32>
  return %0 : tensor<1x8x3x3xf32>
}

// -----

func.func @strides_zero(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op 'strides' values must be >= 1, but value 1 is 0}}
  %0 = "nn.conv2d"(%arg0, %arg1) {strides = array<i64: 1, 0>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

func.func @strides_negative(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op 'strides' values must be >= 1, but value 0 is -1}}
  %0 = "nn.conv2d"(%arg0, %arg1) {strides = array<i64: -1, 1>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

// Padding is [top, left, bottom, right]: two values are not enough.
func.func @padding_two_values(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x8x8xf32> {
  // expected-error@+1 {{'nn.conv2d' op 'padding' must have 4 values, but has 2}}
  %0 = "nn.conv2d"(%arg0, %arg1) {padding = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}

// -----

func.func @padding_empty(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op 'padding' must have 4 values, but has 0}}
  %0 = "nn.conv2d"(%arg0, %arg1) {padding = array<i64>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

func.func @padding_negative(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op 'padding' values must be >= 0, but value 3 is -1}}
  %0 = "nn.conv2d"(%arg0, %arg1) {padding = array<i64: 0, 0, 0, -1>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

func.func @dilations_three_values(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x4x4xf32> {
  // expected-error@+1 {{'nn.conv2d' op 'dilations' must have 2 values, but has 3}}
  %0 = "nn.conv2d"(%arg0, %arg1) {dilations = array<i64: 2, 2, 2>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

func.func @dilations_zero(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op 'dilations' values must be >= 1, but value 0 is 0}}
  %0 = "nn.conv2d"(%arg0, %arg1) {dilations = array<i64: 0, 1>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Groups and channels.
//===----------------------------------------------------------------------===//

func.func @groups_zero(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op groups must be >= 1, but is 0}}
  %0 = "nn.conv2d"(%arg0, %arg1) {groups = 0 : i64} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

func.func @groups_negative(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op groups must be >= 1, but is -3}}
  %0 = "nn.conv2d"(%arg0, %arg1) {groups = -3 : i32} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

func.func @channels_nchw(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x4x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op input channels (3) must equal weight input channels × groups (4 × 1 = 4)}}
  %0 = "nn.conv2d"(%arg0, %arg1) : (tensor<1x3x8x8xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

// 8 input channels in 2 groups need weights with 4 input channels.
func.func @channels_nchw_grouped(%arg0: tensor<1x8x8x8xf32>, %arg1: tensor<8x2x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op input channels (8) must equal weight input channels × groups (2 × 2 = 4)}}
  %0 = "nn.conv2d"(%arg0, %arg1) {groups = 2 : i64} : (tensor<1x8x8x8xf32>, tensor<8x2x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

// A depthwise weight (one input channel per group) without groups = C.
func.func @channels_depthwise_without_groups(%arg0: tensor<1x8x8x8xf32>, %arg1: tensor<8x1x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op input channels (8) must equal weight input channels × groups (1 × 1 = 1)}}
  %0 = "nn.conv2d"(%arg0, %arg1) : (tensor<1x8x8x8xf32>, tensor<8x1x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

// NHWC: channels are input dimension 3 and weight (HWIO) dimension 2.
func.func @channels_nhwc(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error@+1 {{'nn.conv2d' op input channels (3) must equal weight input channels × groups (4 × 1 = 4)}}
  %0 = "nn.conv2d"(%arg0, %arg1) {layout = "NHWC"} : (tensor<1x8x8x3xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// An OIHW weight with an NHWC input: dimension 2 of the weight (3, the
// kernel height) is read as its input channels.
func.func @channels_nhwc_oihw_weight(%arg0: tensor<1x8x8x4xf32>, %arg1: tensor<16x4x3x3xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error@+1 {{'nn.conv2d' op input channels (4) must equal weight input channels × groups (3 × 1 = 3)}}
  %0 = "nn.conv2d"(%arg0, %arg1) {layout = "NHWC"} : (tensor<1x8x8x4xf32>, tensor<16x4x3x3xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @channels_nhwc_grouped(%arg0: tensor<1x8x8x6xf32>, %arg1: tensor<3x3x3x6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op input channels (6) must equal weight input channels × groups (3 × 3 = 9)}}
  %0 = "nn.conv2d"(%arg0, %arg1) {groups = 3 : i64, layout = "NHWC"} : (tensor<1x8x8x6xf32>, tensor<3x3x3x6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

func.func @out_channels_not_multiple_of_groups(%arg0: tensor<1x4x8x8xf32>, %arg1: tensor<6x1x3x3xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op output channels (6) must be a multiple of groups (4)}}
  %0 = "nn.conv2d"(%arg0, %arg1) {groups = 4 : i64} : (tensor<1x4x8x8xf32>, tensor<6x1x3x3xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

func.func @out_channels_not_multiple_of_groups_nhwc(%arg0: tensor<1x8x8x4xf32>, %arg1: tensor<3x3x2x3xf32>) -> tensor<1x6x6x3xf32> {
  // expected-error@+1 {{'nn.conv2d' op output channels (3) must be a multiple of groups (2)}}
  %0 = "nn.conv2d"(%arg0, %arg1) {groups = 2 : i64, layout = "NHWC"} : (tensor<1x8x8x4xf32>, tensor<3x3x2x3xf32>) -> tensor<1x6x6x3xf32>
  return %0 : tensor<1x6x6x3xf32>
}

// -----

//===----------------------------------------------------------------------===//
// The kernel must fit in the padded input.
//===----------------------------------------------------------------------===//

func.func @kernel_larger_than_input(%arg0: tensor<1x3x2x2xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x1x1xf32> {
  // expected-error@+1 {{'nn.conv2d' op the kernel height (3) is larger than the padded input height (2)}}
  %0 = "nn.conv2d"(%arg0, %arg1) : (tensor<1x3x2x2xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x1x1xf32>
  return %0 : tensor<1x8x1x1xf32>
}

// -----

// Only the width is too small: 4 + 0 + 0 < 5.
func.func @kernel_wider_than_input(%arg0: tensor<1x3x8x4xf32>, %arg1: tensor<8x3x5x5xf32>) -> tensor<1x8x4x1xf32> {
  // expected-error@+1 {{'nn.conv2d' op the kernel width (5) is larger than the padded input width (4)}}
  %0 = "nn.conv2d"(%arg0, %arg1) : (tensor<1x3x8x4xf32>, tensor<8x3x5x5xf32>) -> tensor<1x8x4x1xf32>
  return %0 : tensor<1x8x4x1xf32>
}

// -----

// Dilation 3 spreads a 3x3 kernel over 7x7, more than 5x5.
func.func @dilated_kernel_larger_than_input(%arg0: tensor<1x3x5x5xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x1x1xf32> {
  // expected-error@+1 {{'nn.conv2d' op the dilated kernel height (7) is larger than the padded input height (5)}}
  %0 = "nn.conv2d"(%arg0, %arg1) {dilations = array<i64: 3, 3>} : (tensor<1x3x5x5xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x1x1xf32>
  return %0 : tensor<1x8x1x1xf32>
}

// -----

// Padding counts: 2 + 1 + 0 = 3 rows are still fewer than 4.
func.func @kernel_larger_than_padded_input_nhwc(%arg0: tensor<1x2x2x3xf32>, %arg1: tensor<4x4x3x8xf32>) -> tensor<1x1x1x8xf32> {
  // expected-error@+1 {{'nn.conv2d' op the kernel height (4) is larger than the padded input height (3)}}
  %0 = "nn.conv2d"(%arg0, %arg1) {layout = "NHWC", padding = array<i64: 1, 1, 0, 0>} : (tensor<1x2x2x3xf32>, tensor<4x4x3x8xf32>) -> tensor<1x1x1x8xf32>
  return %0 : tensor<1x1x1x8xf32>
}

// -----

// A kernel needs at least one row and one column.
func.func @kernel_height_zero(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x0x3xf32>) -> tensor<1x8x9x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op the kernel height must be >= 1, but is 0}}
  %0 = "nn.conv2d"(%arg0, %arg1) : (tensor<1x3x8x8xf32>, tensor<8x3x0x3xf32>) -> tensor<1x8x9x6xf32>
  return %0 : tensor<1x8x9x6xf32>
}

// -----

// The kernel size rule holds even when the input width is unknown.
func.func @kernel_width_zero_nhwc(%arg0: tensor<1x8x?x3xf32>, %arg1: tensor<3x0x3x8xf32>) -> tensor<1x6x?x8xf32> {
  // expected-error@+1 {{'nn.conv2d' op the kernel width must be >= 1, but is 0}}
  %0 = "nn.conv2d"(%arg0, %arg1) {layout = "NHWC"} : (tensor<1x8x?x3xf32>, tensor<3x0x3x8xf32>) -> tensor<1x6x?x8xf32>
  return %0 : tensor<1x6x?x8xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Sizes that overflow 64 bits.
//===----------------------------------------------------------------------===//

func.func @padded_input_overflows(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x?x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op the padded input or kernel height overflows a 64-bit size}}
  %0 = "nn.conv2d"(%arg0, %arg1) {padding = array<i64: 9223372036854775807, 0, 1, 0>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x?x6xf32>
  return %0 : tensor<1x8x?x6xf32>
}

// -----

func.func @dilated_kernel_overflows(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x?xf32> {
  // expected-error@+1 {{'nn.conv2d' op the padded input or dilated kernel width overflows a 64-bit size}}
  %0 = "nn.conv2d"(%arg0, %arg1) {dilations = array<i64: 1, 4611686018427387904>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x?xf32>
  return %0 : tensor<1x8x6x?xf32>
}

// -----

func.func @grouped_channels_overflow(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x4x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op weight input channels × groups (4 × 4611686018427387904) overflows a 64-bit size}}
  %0 = "nn.conv2d"(%arg0, %arg1) {groups = 4611686018427387904 : i64} : (tensor<1x3x8x8xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

//===----------------------------------------------------------------------===//
// The declared result type.
//===----------------------------------------------------------------------===//

// Stride 2 on 8 rows with a 3x3 kernel gives 3 rows, not 6.
func.func @result_ignores_strides(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op result #0 type tensor<1x8x6x6xf32> does not match the inferred type tensor<1x8x3x3xf32>: dimension 2 is 6, expected 3}}
  %0 = "nn.conv2d"(%arg0, %arg1) {strides = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

func.func @result_out_channels(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<1x3x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op result #0 type tensor<1x3x6x6xf32> does not match the inferred type tensor<1x8x6x6xf32>: dimension 1 is 3, expected 8}}
  %0 = "nn.conv2d"(%arg0, %arg1) : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x3x6x6xf32>
  return %0 : tensor<1x3x6x6xf32>
}

// -----

// An NHWC result written in NCHW order.
func.func @result_nhwc_in_nchw_order(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x16xf32>) -> tensor<1x16x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op result #0 type tensor<1x16x6x6xf32> does not match the inferred type tensor<1x6x6x16xf32>: dimension 1 is 16, expected 6}}
  %0 = "nn.conv2d"(%arg0, %arg1) {layout = "NHWC"} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x16x6x6xf32>
  return %0 : tensor<1x16x6x6xf32>
}

// -----

func.func @result_element_type(%arg0: tensor<1x3x8x8xbf16>, %arg1: tensor<8x3x3x3xbf16>) -> tensor<1x8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op result #0 type tensor<1x8x6x6xf32> does not match the inferred type tensor<1x8x6x6xbf16>}}
  %0 = "nn.conv2d"(%arg0, %arg1) : (tensor<1x3x8x8xbf16>, tensor<8x3x3x3xbf16>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

func.func @result_rank(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<8x3x3x3xf32>) -> tensor<8x6x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op result #0 type tensor<8x6x6xf32> does not match the inferred type tensor<1x8x6x6xf32>}}
  %0 = "nn.conv2d"(%arg0, %arg1) : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<8x6x6xf32>
  return %0 : tensor<8x6x6xf32>
}
