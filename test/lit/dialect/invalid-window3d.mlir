// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of conv3d, the 3-D pools and the transposed convolutions:
// ranks, the window attributes (value counts and minimums, output_padding),
// groups, channel counts, an output size below 1, overflow, the layouts the
// enum allows and the declared result type. conv3d shares conv2d's rules
// (invalid-conv2d.mlir) and the pools share the 2-D ones'
// (invalid-pooling.mlir); these check that the rank comes from the layout.

func.func @conv3d_rank(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  // expected-error@+1 {{'nn.conv3d' op input and weight must have rank 5, but have rank 4 and 4}}
  %0 = "nn.conv3d"(%x, %w) : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

// -----

func.func @conv3d_strides_count(%x: tensor<1x3x8x8x8xf32>, %w: tensor<4x3x3x3x3xf32>) -> tensor<1x4x6x6x6xf32> {
  // expected-error@+1 {{'nn.conv3d' op 'strides' must have 3 values, but has 2}}
  %0 = "nn.conv3d"(%x, %w) {strides = array<i64: 1, 1>} : (tensor<1x3x8x8x8xf32>, tensor<4x3x3x3x3xf32>) -> tensor<1x4x6x6x6xf32>
  return %0 : tensor<1x4x6x6x6xf32>
}

// -----

func.func @conv3d_padding_count(%x: tensor<1x3x8x8x8xf32>, %w: tensor<4x3x3x3x3xf32>) -> tensor<1x4x6x6x6xf32> {
  // expected-error@+1 {{'nn.conv3d' op 'padding' must have 6 values, but has 4}}
  %0 = "nn.conv3d"(%x, %w) {padding = array<i64: 0, 0, 0, 0>} : (tensor<1x3x8x8x8xf32>, tensor<4x3x3x3x3xf32>) -> tensor<1x4x6x6x6xf32>
  return %0 : tensor<1x4x6x6x6xf32>
}

// -----

func.func @conv3d_channels_ndhwc(%x: tensor<1x8x8x8x6xf32>, %w: tensor<3x3x3x4x2xf32>) -> tensor<1x6x6x6x2xf32> {
  // expected-error@+1 {{'nn.conv3d' op input channels (6) must equal weight input channels × groups (4 × 1 = 4)}}
  %0 = "nn.conv3d"(%x, %w) {layout = "NDHWC"} : (tensor<1x8x8x8x6xf32>, tensor<3x3x3x4x2xf32>) -> tensor<1x6x6x6x2xf32>
  return %0 : tensor<1x6x6x6x2xf32>
}

// -----

func.func @conv3d_kernel_depth(%x: tensor<1x3x2x8x8xf32>, %w: tensor<4x3x3x3x3xf32>) -> tensor<1x4x1x6x6xf32> {
  // expected-error@+1 {{'nn.conv3d' op the kernel depth (3) is larger than the padded input depth (2)}}
  %0 = "nn.conv3d"(%x, %w) : (tensor<1x3x2x8x8xf32>, tensor<4x3x3x3x3xf32>) -> tensor<1x4x1x6x6xf32>
  return %0 : tensor<1x4x1x6x6xf32>
}

// -----

func.func @conv3d_layout_2d(%x: tensor<1x8x8x8x3xf32>, %w: tensor<3x3x3x3x4xf32>) -> tensor<1x6x6x6x4xf32> {
  // expected-error@+1 {{'nn.conv3d' op attribute 'layout'}}
  %0 = "nn.conv3d"(%x, %w) {layout = "NHWC"} : (tensor<1x8x8x8x3xf32>, tensor<3x3x3x3x4xf32>) -> tensor<1x6x6x6x4xf32>
  return %0 : tensor<1x6x6x6x4xf32>
}

// -----

func.func @max_pool3d_rank(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32> {
  // expected-error@+1 {{'nn.max_pool3d' op input must have rank 5, but has rank 4}}
  %0 = "nn.max_pool3d"(%x) {kernel = array<i64: 2, 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32>
  return %0 : tensor<1x3x7x7xf32>
}

// -----

func.func @avg_pool3d_empty_depth(%x: tensor<1x3x0x8x8xf32>) -> tensor<1x3x0x7x7xf32> {
  // expected-error@+1 {{'nn.avg_pool3d' op the input depth must be >= 1, but is 0}}
  %0 = "nn.avg_pool3d"(%x) {kernel = array<i64: 1, 2, 2>} : (tensor<1x3x0x8x8xf32>) -> tensor<1x3x0x7x7xf32>
  return %0 : tensor<1x3x0x7x7xf32>
}

// -----

func.func @avg_pool3d_kernel_count(%x: tensor<1x3x8x8x8xf32>) -> tensor<1x3x7x7x7xf32> {
  // expected-error@+1 {{'nn.avg_pool3d' op 'kernel' must have 3 values, but has 2}}
  %0 = "nn.avg_pool3d"(%x) {kernel = array<i64: 2, 2>} : (tensor<1x3x8x8x8xf32>) -> tensor<1x3x7x7x7xf32>
  return %0 : tensor<1x3x7x7x7xf32>
}

// -----

func.func @max_pool3d_result(%x: tensor<1x3x8x8x8xf32>) -> tensor<1x3x4x4x4xf32> {
  // expected-error@+1 {{'nn.max_pool3d' op result #0 type tensor<1x3x4x4x4xf32> does not match the inferred type tensor<1x3x7x7x7xf32>: dimension 2 is 4, expected 7}}
  %0 = "nn.max_pool3d"(%x) {kernel = array<i64: 2, 2, 2>} : (tensor<1x3x8x8x8xf32>) -> tensor<1x3x4x4x4xf32>
  return %0 : tensor<1x3x4x4x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Transposed convolution.
//===----------------------------------------------------------------------===//

func.func @conv_transpose_element_types(%x: tensor<1x2x4x4xf32>, %w: tensor<2x3x3x3xf16>) -> tensor<1x3x6x6xf32> {
  // expected-error@+1 {{'nn.conv_transpose2d' op element types differ: operand #0 is f32, #1 is f16}}
  %0 = "nn.conv_transpose2d"(%x, %w) : (tensor<1x2x4x4xf32>, tensor<2x3x3x3xf16>) -> tensor<1x3x6x6xf32>
  return %0 : tensor<1x3x6x6xf32>
}

// -----

func.func @conv_transpose_rank(%x: tensor<1x2x4x4xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<1x3x6x6x6xf32> {
  // expected-error@+1 {{'nn.conv_transpose3d' op input and weight must have rank 5, but have rank 4 and 4}}
  %0 = "nn.conv_transpose3d"(%x, %w) : (tensor<1x2x4x4xf32>, tensor<2x3x3x3xf32>) -> tensor<1x3x6x6x6xf32>
  return %0 : tensor<1x3x6x6x6xf32>
}

// -----

func.func @conv_transpose_output_padding_count(%x: tensor<1x2x4x4xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<1x3x6x6xf32> {
  // expected-error@+1 {{'nn.conv_transpose2d' op 'output_padding' must have 2 values, but has 3}}
  %0 = "nn.conv_transpose2d"(%x, %w) {output_padding = array<i64: 0, 0, 0>} : (tensor<1x2x4x4xf32>, tensor<2x3x3x3xf32>) -> tensor<1x3x6x6xf32>
  return %0 : tensor<1x3x6x6xf32>
}

// -----

func.func @conv_transpose_output_padding_negative(%x: tensor<1x2x4x4xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<1x3x6x6xf32> {
  // expected-error@+1 {{'nn.conv_transpose2d' op 'output_padding' values must be >= 0, but value 1 is -1}}
  %0 = "nn.conv_transpose2d"(%x, %w) {output_padding = array<i64: 0, -1>} : (tensor<1x2x4x4xf32>, tensor<2x3x3x3xf32>) -> tensor<1x3x6x6xf32>
  return %0 : tensor<1x3x6x6xf32>
}

// -----

func.func @conv_transpose_stride_zero(%x: tensor<1x2x4x4xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<1x3x6x6xf32> {
  // expected-error@+1 {{'nn.conv_transpose2d' op 'strides' values must be >= 1, but value 0 is 0}}
  %0 = "nn.conv_transpose2d"(%x, %w) {strides = array<i64: 0, 1>} : (tensor<1x2x4x4xf32>, tensor<2x3x3x3xf32>) -> tensor<1x3x6x6xf32>
  return %0 : tensor<1x3x6x6xf32>
}

// -----

func.func @conv_transpose_groups_zero(%x: tensor<1x2x4x4xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<1x3x6x6xf32> {
  // expected-error@+1 {{'nn.conv_transpose2d' op groups must be >= 1, but is 0}}
  %0 = "nn.conv_transpose2d"(%x, %w) {groups = 0 : i64} : (tensor<1x2x4x4xf32>, tensor<2x3x3x3xf32>) -> tensor<1x3x6x6xf32>
  return %0 : tensor<1x3x6x6xf32>
}

// -----

func.func @conv_transpose_groups_channels(%x: tensor<1x3x4x4xf32>, %w: tensor<3x3x3x3xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error@+1 {{'nn.conv_transpose2d' op input channels (3) must be a multiple of groups (2)}}
  %0 = "nn.conv_transpose2d"(%x, %w) {groups = 2 : i64} : (tensor<1x3x4x4xf32>, tensor<3x3x3x3xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

func.func @conv_transpose_weight_channels(%x: tensor<1x2x4x4xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x3x6x6xf32> {
  // expected-error@+1 {{'nn.conv_transpose2d' op input channels (2) must equal the weight's first dimension (4)}}
  %0 = "nn.conv_transpose2d"(%x, %w) : (tensor<1x2x4x4xf32>, tensor<4x3x3x3xf32>) -> tensor<1x3x6x6xf32>
  return %0 : tensor<1x3x6x6xf32>
}

// -----

// (2 - 1) * 1 + 1 * (3 - 1) + 1 - 2 - 2 + 0 = 0.
func.func @conv_transpose_output_empty(%x: tensor<1x2x2x4xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<1x3x0x6xf32> {
  // expected-error@+1 {{'nn.conv_transpose2d' op the output height, (2 - 1) × 1 + 1 × (3 - 1) + 1 - 2 - 2 + 0 = 0, must be >= 1}}
  %0 = "nn.conv_transpose2d"(%x, %w) {padding = array<i64: 2, 0, 2, 0>} : (tensor<1x2x2x4xf32>, tensor<2x3x3x3xf32>) -> tensor<1x3x0x6xf32>
  return %0 : tensor<1x3x0x6xf32>
}

// -----

func.func @conv_transpose_empty_input(%x: tensor<1x2x0x4xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<1x3x2x6xf32> {
  // expected-error@+1 {{'nn.conv_transpose2d' op the input height (0) and the kernel height (3) must be >= 1}}
  %0 = "nn.conv_transpose2d"(%x, %w) : (tensor<1x2x0x4xf32>, tensor<2x3x3x3xf32>) -> tensor<1x3x2x6xf32>
  return %0 : tensor<1x3x2x6xf32>
}

// -----

func.func @conv_transpose_overflow(%x: tensor<1x2x4x4xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<1x3x?x6xf32> {
  // expected-error@+1 {{'nn.conv_transpose2d' op the output height overflows a 64-bit size}}
  %0 = "nn.conv_transpose2d"(%x, %w) {strides = array<i64: 4611686018427387904, 1>} : (tensor<1x2x4x4xf32>, tensor<2x3x3x3xf32>) -> tensor<1x3x?x6xf32>
  return %0 : tensor<1x3x?x6xf32>
}

// -----

func.func @conv_transpose_layout(%x: tensor<1x4x4x2xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<1x6x6x3xf32> {
  // expected-error@+1 {{'nn.conv_transpose2d' op attribute 'layout'}}
  %0 = "nn.conv_transpose2d"(%x, %w) {layout = "NHWC"} : (tensor<1x4x4x2xf32>, tensor<2x3x3x3xf32>) -> tensor<1x6x6x3xf32>
  return %0 : tensor<1x6x6x3xf32>
}

// -----

func.func @conv_transpose_result(%x: tensor<1x2x4x4xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<1x2x6x6xf32> {
  // expected-error@+1 {{'nn.conv_transpose2d' op result #0 type tensor<1x2x6x6xf32> does not match the inferred type tensor<1x3x6x6xf32>: dimension 1 is 2, expected 3}}
  %0 = "nn.conv_transpose2d"(%x, %w) : (tensor<1x2x4x4xf32>, tensor<2x3x3x3xf32>) -> tensor<1x2x6x6xf32>
  return %0 : tensor<1x2x6x6xf32>
}
