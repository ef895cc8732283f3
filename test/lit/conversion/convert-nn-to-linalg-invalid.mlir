// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg --verify-diagnostics

// Ops lower with dynamic dims, except where their lowering needs a size at
// compile time: top_k's axis (k <= n is no equality a run-time check
// enforces) ...
func.func @top_k_dynamic_axis(%x: tensor<4x?xf32>) -> tensor<4x2xf32> {
  // expected-error@+1 {{'nn.top_k' op cannot be lowered to linalg: its axis (dim 1 of operand #0) must be static; dynamic ones do not lower yet}}
  %0:2 = "nn.top_k"(%x) {k = 2 : i64} : (tensor<4x?xf32>) -> (tensor<4x2xf32>, tensor<4x2xi64>)
  return %0#0 : tensor<4x2xf32>
}

// -----

// ... a resize's interpolated dims (a dynamic dim it scales has no size
// its rule gives; a static one from a dynamic one, no tables) ...
func.func @resize_dynamic(%x: tensor<1x2x?x4xf32>) -> tensor<1x2x?x8xf32> {
  // expected-error@+1 {{'nn.resize' op cannot be lowered to linalg: its shape rule does not say the size of dynamic dim 2 of result #0}}
  %0 = "nn.resize"(%x) {mode = "nearest", scales = array<f32: 1.0, 1.0, 2.0, 2.0>} : (tensor<1x2x?x4xf32>) -> tensor<1x2x?x8xf32>
  return %0 : tensor<1x2x?x8xf32>
}

// -----

func.func @resize_from_dynamic(%x: tensor<1x2x?x4xf32>) -> tensor<1x2x6x8xf32> {
  // expected-error@+1 {{'nn.resize' op cannot be lowered to linalg: it resizes dim 2, of dynamic size: only dims it copies (scale 1) may be dynamic}}
  %0 = "nn.resize"(%x) {mode = "nearest"} : (tensor<1x2x?x4xf32>) -> tensor<1x2x6x8xf32>
  return %0 : tensor<1x2x6x8xf32>
}

// -----

// ... the image of a grid_sample ...
func.func @grid_sample_dynamic(%x: tensor<1x2x?x5xf32>, %g: tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32> {
  // expected-error@+1 {{'nn.grid_sample' op cannot be lowered to linalg: its spatial dims (dim 2 of operand #0) must be static; dynamic ones do not lower yet}}
  %0 = "nn.grid_sample"(%x, %g) : (tensor<1x2x?x5xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
  return %0 : tensor<1x2x3x5xf32>
}

// -----

// ... the channels of max_pool_with_indices (its indices count over them) ...
func.func @pool_indices_channels(%x: tensor<2x?x4x4xf32>) -> tensor<2x?x2x2xi64> {
  // expected-error@+1 {{'nn.max_pool_with_indices' op cannot be lowered to linalg: its spatial dims and channels (dim 1 of operand #0) must be static; dynamic ones do not lower yet}}
  %0:2 = "nn.max_pool_with_indices"(%x) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<2x?x4x4xf32>) -> (tensor<2x?x2x2xf32>, tensor<2x?x2x2xi64>)
  return %0#1 : tensor<2x?x2x2xi64>
}

// -----

// ... and the dim that a scatter's positions index (gathers take a dynamic
// one).
func.func @scatter_elements_dynamic_axis(%d: tensor<4x?xf32>, %i: tensor<4x3xi64>, %u: tensor<4x3xf32>) -> tensor<4x?xf32> {
  // expected-error@+1 {{'nn.scatter_elements' op cannot be lowered to linalg: the data's dim 1, which its positions index, must be static; a dynamic one does not lower yet}}
  %0 = "nn.scatter_elements"(%d, %i, %u) {axis = 1 : i64} : (tensor<4x?xf32>, tensor<4x3xi64>, tensor<4x3xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'nn.exp' op cannot be lowered to linalg: operand #0 has type tensor<*xf32>; only ranked tensors lower}}
  %0 = "nn.exp"(%x) : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// The first op that cannot lower fails the pass; the ones before it lowered.
func.func @second(%x: tensor<2x?xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "nn.relu"(%y) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // expected-error@+1 {{'nn.top_k' op cannot be lowered to linalg: its axis (dim 1 of operand #0) must be static}}
  %1:2 = "nn.top_k"(%x) {k = 1 : i64} : (tensor<2x?xf32>) -> (tensor<2x1xf32>, tensor<2x1xi64>)
  return %0 : tensor<2x3xf32>
}

// -----

// A dynamic batch lowers; a window over dynamic spatial dims does not yet.
func.func @dynamic_spatial(%x: tensor<1x3x?x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x?x6xf32> {
  // expected-error@+1 {{'nn.conv2d' op cannot be lowered to linalg: its spatial dims and channels (dim 2 of operand #0) must be static; dynamic ones do not lower yet}}
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x3x?x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x?x6xf32>
  return %0 : tensor<1x4x?x6xf32>
}

// -----

// Data movement with dynamic dims: a slice must take all of a dynamic
// dimension, a split cuts a static one, a pad of one is "constant" and
// grows it. Where the shape function gives no size (a part of a dynamic
// dimension clamps; a "reflect" pad's size needs more than an equality),
// the op is refused for that.
func.func @slice_part(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error@+1 {{'nn.slice' op cannot be lowered to linalg: its shape rule does not say the size of dynamic dim 0 of result #0}}
  %0 = "nn.slice"(%x) {starts = array<i64: 1, 0>, ends = array<i64: 9223372036854775807, 4>} : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @split_dynamic_axis(%x: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  // expected-error@+1 {{'nn.split' op cannot be lowered to linalg: a split along a dynamic dimension (0) lowers at static sizes only}}
  %0:2 = "nn.split"(%x) {axis = 0 : i64} : (tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>)
  return %0#0, %0#1 : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

func.func @pad_reflect(%x: tensor<?x4xf32>) -> tensor<?x6xf32> {
  // expected-error@+1 {{'nn.pad' op cannot be lowered to linalg: its shape rule does not say the size of dynamic dim 0 of result #0}}
  %0 = "nn.pad"(%x) {pads = array<i64: 0, 1, 0, 1>, mode = "reflect"} : (tensor<?x4xf32>) -> tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}

// -----

func.func @pad_crop(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error@+1 {{'nn.pad' op cannot be lowered to linalg: dimension 0 is dynamic: negative pads (-1, 0) crop it at static sizes only}}
  %0 = "nn.pad"(%x) {pads = array<i64: -1, 0, 0, 0>} : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
