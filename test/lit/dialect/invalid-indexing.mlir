// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the indexing ops: one or more per rule of
// gather_elements, scatter_elements, gather_nd, scatter_nd and one_hot
// (shape rules, element types, enums), and result types that contradict
// the ONNX definitions.

// A rank-0 tensor has no axis to index.
func.func @gather_elements_rank_0(%x: tensor<f32>, %i: tensor<i64>) {
  // expected-error@+1 {{'nn.gather_elements' op the data must have rank >= 1, and has rank 0}}
  %0 = "nn.gather_elements"(%x, %i) : (tensor<f32>, tensor<i64>) -> tensor<f32>
  return
}

// -----

func.func @gather_elements_axis_out_of_range(%x: tensor<3x4xf32>, %i: tensor<3x4xi64>) {
  // expected-error@+1 {{'nn.gather_elements' op axis -3 is out of range for rank 2}}
  %0 = "nn.gather_elements"(%x, %i) {axis = -3 : i64} : (tensor<3x4xf32>, tensor<3x4xi64>) -> tensor<3x4xf32>
  return
}

// -----

// Unlike nn.gather, the indices have the data's rank.
func.func @gather_elements_rank_mismatch(%x: tensor<3x4xf32>, %i: tensor<3xi64>) {
  // expected-error@+1 {{'nn.gather_elements' op indices must have the data's rank (2), and have rank 1}}
  %0 = "nn.gather_elements"(%x, %i) : (tensor<3x4xf32>, tensor<3xi64>) -> tensor<3xf32>
  return
}

// -----

// Off the axis, indices longer than the data would read outside it.
func.func @gather_elements_longer_off_axis(%x: tensor<3x4xf32>, %i: tensor<2x5xi64>) {
  // expected-error@+1 {{'nn.gather_elements' op indices dimension 1 (5) must not exceed the data's (4) off the axis}}
  %0 = "nn.gather_elements"(%x, %i) : (tensor<3x4xf32>, tensor<2x5xi64>) -> tensor<2x5xf32>
  return
}

// -----

// The result has the indices' shape, not the data's.
func.func @gather_elements_result_type(%x: tensor<3x4xf32>, %i: tensor<2x4xi64>) {
  // expected-error@+1 {{'nn.gather_elements' op result #0 type tensor<3x4xf32> does not match the inferred type tensor<2x4xf32>: dimension 0 is 3, expected 2}}
  %0 = "nn.gather_elements"(%x, %i) : (tensor<3x4xf32>, tensor<2x4xi64>) -> tensor<3x4xf32>
  return
}

// -----

func.func @gather_elements_float_indices(%x: tensor<3x4xf32>, %i: tensor<3x4xf32>) {
  // expected-error@+1 {{'nn.gather_elements' op operand #1 ('indices') has element type f32; allowed: i32, i64}}
  %0 = "nn.gather_elements"(%x, %i) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @scatter_elements_updates_type(%x: tensor<3x4xf32>, %i: tensor<2x4xi64>, %u: tensor<2x4xf16>) {
  // expected-error@+1 {{'nn.scatter_elements' op element types differ: data is f32, updates is f16}}
  %0 = "nn.scatter_elements"(%x, %i, %u) : (tensor<3x4xf32>, tensor<2x4xi64>, tensor<2x4xf16>) -> tensor<3x4xf32>
  return
}

// -----

func.func @scatter_elements_updates_shape(%x: tensor<3x4xf32>, %i: tensor<2x4xi64>, %u: tensor<2x3xf32>) {
  // expected-error@+1 {{'nn.scatter_elements' op updates dimension 1 (3) must equal 4}}
  %0 = "nn.scatter_elements"(%x, %i, %u) : (tensor<3x4xf32>, tensor<2x4xi64>, tensor<2x3xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @scatter_elements_updates_rank(%x: tensor<3x4xf32>, %i: tensor<2x4xi64>, %u: tensor<8xf32>) {
  // expected-error@+1 {{'nn.scatter_elements' op updates must have the indices' rank (2), and have rank 1}}
  %0 = "nn.scatter_elements"(%x, %i, %u) : (tensor<3x4xf32>, tensor<2x4xi64>, tensor<8xf32>) -> tensor<3x4xf32>
  return
}

// -----

// Booleans have no arithmetic to combine with.
func.func @scatter_elements_bool_reduction(%x: tensor<3x4xi1>, %i: tensor<2x4xi64>, %u: tensor<2x4xi1>) {
  // expected-error@+1 {{'nn.scatter_elements' op reduction "add" needs numbers, and the data is i1}}
  %0 = "nn.scatter_elements"(%x, %i, %u) {reduction = "add"} : (tensor<3x4xi1>, tensor<2x4xi64>, tensor<2x4xi1>) -> tensor<3x4xi1>
  return
}

// -----

func.func @scatter_elements_unknown_reduction(%x: tensor<3x4xf32>, %i: tensor<2x4xi64>, %u: tensor<2x4xf32>) {
  // expected-error@+1 {{'nn.scatter_elements' op attribute 'reduction' must be one of none|add|mul|max|min, but is "mean"}}
  %0 = "nn.scatter_elements"(%x, %i, %u) {reduction = "mean"} : (tensor<3x4xf32>, tensor<2x4xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @scatter_elements_axis_out_of_range(%x: tensor<3x4xf32>, %i: tensor<2x4xi64>, %u: tensor<2x4xf32>) {
  // expected-error@+1 {{'nn.scatter_elements' op axis 2 is out of range for rank 2}}
  %0 = "nn.scatter_elements"(%x, %i, %u) {axis = 2 : i64} : (tensor<3x4xf32>, tensor<2x4xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @gather_nd_rank_0_indices(%x: tensor<3x4xf32>, %i: tensor<i64>) {
  // expected-error@+1 {{'nn.gather_nd' op batch_dims (0) must be in [0, min(data rank 2, indices rank 0))}}
  %0 = "nn.gather_nd"(%x, %i) : (tensor<3x4xf32>, tensor<i64>) -> tensor<3x4xf32>
  return
}

// -----

// The tuple size decides the result's rank.
func.func @gather_nd_dynamic_tuple(%x: tensor<3x4xf32>, %i: tensor<2x?xi64>) {
  // expected-error@+1 {{'nn.gather_nd' op the indices' last dimension (the tuple size) must be static}}
  %0 = "nn.gather_nd"(%x, %i) : (tensor<3x4xf32>, tensor<2x?xi64>) -> tensor<2xf32>
  return
}

// -----

func.func @gather_nd_tuple_too_long(%x: tensor<3x4xf32>, %i: tensor<2x3xi64>) {
  // expected-error@+1 {{'nn.gather_nd' op the tuple size (the indices' last dimension, 3) must be in [1, 2]}}
  %0 = "nn.gather_nd"(%x, %i) : (tensor<3x4xf32>, tensor<2x3xi64>) -> tensor<2xf32>
  return
}

// -----

func.func @gather_nd_tuple_empty(%x: tensor<3x4xf32>, %i: tensor<2x0xi64>) {
  // expected-error@+1 {{'nn.gather_nd' op the tuple size (the indices' last dimension, 0) must be in [1, 2]}}
  %0 = "nn.gather_nd"(%x, %i) : (tensor<3x4xf32>, tensor<2x0xi64>) -> tensor<2x3x4xf32>
  return
}

// -----

func.func @gather_nd_batch_dims_negative(%x: tensor<3x4xf32>, %i: tensor<3x1xi64>) {
  // expected-error@+1 {{'nn.gather_nd' op batch_dims (-1) must be in [0, min(data rank 2, indices rank 2))}}
  %0 = "nn.gather_nd"(%x, %i) {batch_dims = -1 : i64} : (tensor<3x4xf32>, tensor<3x1xi64>) -> tensor<3xf32>
  return
}

// -----

func.func @gather_nd_batch_mismatch(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>) {
  // expected-error@+1 {{'nn.gather_nd' op indices batch dimension 0 (2) must equal 3}}
  %0 = "nn.gather_nd"(%x, %i) {batch_dims = 1 : i64} : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return
}

// -----

// After the batch dimensions, only rank - batch_dims dimensions are left to index.
func.func @gather_nd_tuple_after_batch(%x: tensor<3x4xf32>, %i: tensor<3x2xi64>) {
  // expected-error@+1 {{'nn.gather_nd' op the tuple size (the indices' last dimension, 2) must be in [1, 1]}}
  %0 = "nn.gather_nd"(%x, %i) {batch_dims = 1 : i64} : (tensor<3x4xf32>, tensor<3x2xi64>) -> tensor<3xf32>
  return
}

// -----

func.func @scatter_nd_updates_rank(%x: tensor<4x3xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>) {
  // expected-error@+1 {{'nn.scatter_nd' op updates must have rank 2 (indices rank - 1 + data rank - tuple size), and have rank 1}}
  %0 = "nn.scatter_nd"(%x, %i, %u) : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @scatter_nd_updates_shape(%x: tensor<4x3xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error@+1 {{'nn.scatter_nd' op updates dimension 1 (4) must equal 3}}
  %0 = "nn.scatter_nd"(%x, %i, %u) : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @scatter_nd_tuple_too_long(%x: tensor<4x3xf32>, %i: tensor<2x3xi64>, %u: tensor<2xf32>) {
  // expected-error@+1 {{'nn.scatter_nd' op the tuple size (the indices' last dimension, 3) must be in [1, 2]}}
  %0 = "nn.scatter_nd"(%x, %i, %u) : (tensor<4x3xf32>, tensor<2x3xi64>, tensor<2xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @scatter_nd_bool_reduction(%x: tensor<4x3xi1>, %i: tensor<2x1xi64>, %u: tensor<2x3xi1>) {
  // expected-error@+1 {{'nn.scatter_nd' op reduction "max" needs numbers, and the data is i1}}
  %0 = "nn.scatter_nd"(%x, %i, %u) {reduction = "max"} : (tensor<4x3xi1>, tensor<2x1xi64>, tensor<2x3xi1>) -> tensor<4x3xi1>
  return
}

// -----

func.func @scatter_nd_updates_type(%x: tensor<4x3xf32>, %i: tensor<2x1xi64>, %u: tensor<2x3xi32>) {
  // expected-error@+1 {{'nn.scatter_nd' op element types differ: data is f32, updates is i32}}
  %0 = "nn.scatter_nd"(%x, %i, %u) : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2x3xi32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @one_hot_depth_required(%i: tensor<3xi64>, %v: tensor<2xf32>) {
  // expected-error@+1 {{'nn.one_hot' op attribute "depth" is expected but not provided}}
  %0 = "nn.one_hot"(%i, %v) : (tensor<3xi64>, tensor<2xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @one_hot_negative_depth(%i: tensor<3xi64>, %v: tensor<2xf32>) {
  // expected-error@+1 {{'nn.one_hot' op depth (-1) must be >= 0}}
  %0 = "nn.one_hot"(%i, %v) {depth = -1 : i64} : (tensor<3xi64>, tensor<2xf32>) -> tensor<3x0xf32>
  return
}

// -----

// The axis counts in the result's rank (2 here).
func.func @one_hot_axis_out_of_range(%i: tensor<3xi64>, %v: tensor<2xf32>) {
  // expected-error@+1 {{'nn.one_hot' op axis 2 is out of range for result rank 2}}
  %0 = "nn.one_hot"(%i, %v) {axis = 2 : i64, depth = 4 : i64} : (tensor<3xi64>, tensor<2xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @one_hot_values_size(%i: tensor<3xi64>, %v: tensor<3xf32>) {
  // expected-error@+1 {{'nn.one_hot' op values must be [off, on], a 1-D tensor of 2 elements, and is tensor<3xf32>}}
  %0 = "nn.one_hot"(%i, %v) {depth = 4 : i64} : (tensor<3xi64>, tensor<3xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @one_hot_values_rank(%i: tensor<3xi64>, %v: tensor<1x2xf32>) {
  // expected-error@+1 {{'nn.one_hot' op values must be [off, on], a 1-D tensor of 2 elements, and is tensor<1x2xf32>}}
  %0 = "nn.one_hot"(%i, %v) {depth = 4 : i64} : (tensor<3xi64>, tensor<1x2xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @one_hot_bool_indices(%i: tensor<3xi1>, %v: tensor<2xf32>) {
  // expected-error@+1 {{'nn.one_hot' op operand #0 ('indices') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.one_hot"(%i, %v) {depth = 4 : i64} : (tensor<3xi1>, tensor<2xf32>) -> tensor<3x4xf32>
  return
}

// -----

// The default axis -1 puts the new dimension last.
func.func @one_hot_result_type(%i: tensor<3xi64>, %v: tensor<2xf32>) {
  // expected-error@+1 {{'nn.one_hot' op result #0 type tensor<4x3xf32> does not match the inferred type tensor<3x4xf32>: dimension 0 is 4, expected 3}}
  %0 = "nn.one_hot"(%i, %v) {depth = 4 : i64} : (tensor<3xi64>, tensor<2xf32>) -> tensor<4x3xf32>
  return
}
