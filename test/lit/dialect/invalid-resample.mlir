// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of nn.resize and nn.grid_sample: one per verifier rule.

func.func @resize_rank(%x: tensor<4x4xf32>) -> tensor<1x8x8xf32> {
  // expected-error@+1 {{'nn.resize' op the result rank (3) must equal the input rank (2)}}
  %0 = "nn.resize"(%x) : (tensor<4x4xf32>) -> tensor<1x8x8xf32>
  return %0 : tensor<1x8x8xf32>
}

// -----

func.func @resize_element_type(%x: tensor<4x4xf32>) -> tensor<8x8xf16> {
  // expected-error@+1 {{'nn.resize' op element types differ: input is f32, result is f16}}
  %0 = "nn.resize"(%x) : (tensor<4x4xf32>) -> tensor<8x8xf16>
  return %0 : tensor<8x8xf16>
}

// -----

func.func @resize_int_linear(%x: tensor<4x4xi32>) -> tensor<8x8xi32> {
  // expected-error@+1 {{'nn.resize' op mode 'linear' and 'cubic' need a float element type, but the input has i32}}
  %0 = "nn.resize"(%x) {mode = "linear"} : (tensor<4x4xi32>) -> tensor<8x8xi32>
  return %0 : tensor<8x8xi32>
}

// -----

func.func @resize_scales_count(%x: tensor<4x4xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{'nn.resize' op 'scales' must be empty or have 2 values (the rank), but has 3}}
  %0 = "nn.resize"(%x) {scales = array<f32: 1.0, 2.0, 2.0>} : (tensor<4x4xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @resize_roi_count(%x: tensor<4x4xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{'nn.resize' op 'roi' must be empty or have 4 values (2 x the rank), but has 2}}
  %0 = "nn.resize"(%x) {coordinate_transformation_mode = "tf_crop_and_resize", roi = array<f32: 0.0, 1.0>} : (tensor<4x4xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @resize_scale_positive(%x: tensor<4x4xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'nn.resize' op scale 0 (0) must be finite and above 0}}
  %0 = "nn.resize"(%x) {scales = array<f32: 0.0, 2.0>} : (tensor<4x4xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @resize_scale_size(%x: tensor<5x4xf32>) -> tensor<5x6xf32> {
  // expected-error@+1 {{'nn.resize' op result dimension 1 (6) must be input size 4 x scale 2 rounded down or up}}
  %0 = "nn.resize"(%x) {scales = array<f32: 1.0, 2.0>} : (tensor<5x4xf32>) -> tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

// -----

func.func @resize_from_empty(%x: tensor<0x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'nn.resize' op dimension 0 is empty in the input but has size 2 in the result: there is nothing to interpolate}}
  %0 = "nn.resize"(%x) : (tensor<0x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @resize_mode(%x: tensor<4x4xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{'nn.resize' op attribute 'mode'}}
  %0 = "nn.resize"(%x) {mode = "area"} : (tensor<4x4xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @resize_scales_kind(%x: tensor<4x4xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{'nn.resize' op attribute 'scales' must be an array<f32: ...>}}
  %0 = "nn.resize"(%x) {scales = array<i64: 1, 2>} : (tensor<4x4xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @grid_sample_rank(%x: tensor<3x8x8xf32>, %g: tensor<1x5x7x2xf32>) -> tensor<1x3x5x7xf32> {
  // expected-error@+1 {{'nn.grid_sample' op the input must have rank 4 (N, C, H, W), but has rank 3}}
  %0 = "nn.grid_sample"(%x, %g) : (tensor<3x8x8xf32>, tensor<1x5x7x2xf32>) -> tensor<1x3x5x7xf32>
  return %0 : tensor<1x3x5x7xf32>
}

// -----

func.func @grid_sample_grid(%x: tensor<1x3x8x8xf32>, %g: tensor<1x5x7x3xf32>) -> tensor<1x3x5x7xf32> {
  // expected-error@+1 {{'nn.grid_sample' op the grid must be (N, Ho, Wo, 2), but is tensor<1x5x7x3xf32>}}
  %0 = "nn.grid_sample"(%x, %g) : (tensor<1x3x8x8xf32>, tensor<1x5x7x3xf32>) -> tensor<1x3x5x7xf32>
  return %0 : tensor<1x3x5x7xf32>
}

// -----

func.func @grid_sample_empty_image(%x: tensor<1x3x0x8xf32>, %g: tensor<1x5x7x2xf32>) -> tensor<1x3x5x7xf32> {
  // expected-error@+1 {{'nn.grid_sample' op the input's H and W must not be empty, but the input is tensor<1x3x0x8xf32>}}
  %0 = "nn.grid_sample"(%x, %g) : (tensor<1x3x0x8xf32>, tensor<1x5x7x2xf32>) -> tensor<1x3x5x7xf32>
  return %0 : tensor<1x3x5x7xf32>
}

// -----

func.func @grid_sample_batch(%x: tensor<2x3x8x8xf32>, %g: tensor<1x5x7x2xf32>) -> tensor<2x3x5x7xf32> {
  // expected-error@+1 {{'nn.grid_sample' op the grid's batch size (1) must equal the input's (2)}}
  %0 = "nn.grid_sample"(%x, %g) : (tensor<2x3x8x8xf32>, tensor<1x5x7x2xf32>) -> tensor<2x3x5x7xf32>
  return %0 : tensor<2x3x5x7xf32>
}

// -----

func.func @grid_sample_result(%x: tensor<1x3x8x8xf32>, %g: tensor<1x5x7x2xf32>) -> tensor<1x3x7x5xf32> {
  // expected-error@+1 {{'nn.grid_sample' op}}
  %0 = "nn.grid_sample"(%x, %g) : (tensor<1x3x8x8xf32>, tensor<1x5x7x2xf32>) -> tensor<1x3x7x5xf32>
  return %0 : tensor<1x3x7x5xf32>
}
