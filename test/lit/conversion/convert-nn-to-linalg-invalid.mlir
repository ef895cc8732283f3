// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg --verify-diagnostics

// An op whose lowering handles static shapes only (nn.cumsum).
func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error@+1 {{'nn.cumsum' op cannot be lowered to linalg: operand #0 has type tensor<?x4xf32>; its lowering handles static shapes only}}
  %0 = "nn.cumsum"(%x) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// A static operand with a dynamic result does not lower either.
func.func @dynamic_result(%x: tensor<4x4xf32>) -> tensor<?x4xf32> {
  // expected-error@+1 {{'nn.cumsum' op cannot be lowered to linalg: result #0 has type tensor<?x4xf32>; its lowering handles static shapes only}}
  %0 = "nn.cumsum"(%x) : (tensor<4x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
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
  // expected-error@+1 {{'nn.cumsum' op cannot be lowered to linalg: operand #0 has type tensor<2x?xf32>}}
  %1 = "nn.cumsum"(%x) : (tensor<2x?xf32>) -> tensor<2x?xf32>
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
