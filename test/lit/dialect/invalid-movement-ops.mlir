// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the data movement ops added with the full op set: one
// or more per rule of split, slice, pad, broadcast_to, squeeze, unsqueeze,
// flatten, gather, tril and triu (every shape-rule error, element-type
// restriction and enum), and result types that contradict the ONNX rules.

//===----------------------------------------------------------------------===//
// split.
//===----------------------------------------------------------------------===//

func.func @split_axis_out_of_range(%x: tensor<6x4xf32>) {
  // expected-error@+1 {{'nn.split' op axis 2 is out of range for rank 2}}
  %0:2 = "nn.split"(%x) {axis = 2 : i64} : (tensor<6x4xf32>) -> (tensor<6x2xf32>, tensor<6x2xf32>)
  return
}

// -----

func.func @split_axis_negative_out_of_range(%x: tensor<6x4xf32>) {
  // expected-error@+1 {{'nn.split' op axis -3 is out of range for rank 2}}
  %0:2 = "nn.split"(%x) {axis = -3 : i64} : (tensor<6x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>)
  return
}

// -----

// A rank-0 tensor has no dimension to split.
func.func @split_rank_0(%x: tensor<f32>) {
  // expected-error@+1 {{'nn.split' op axis 0 is out of range for rank 0}}
  %0 = "nn.split"(%x) : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @split_no_results(%x: tensor<6xf32>) {
  // expected-error@+1 {{'nn.split' op needs at least one result}}
  "nn.split"(%x) : (tensor<6xf32>) -> ()
  return
}

// -----

// Parts are equal; unequal ones are nn.slice ops.
func.func @split_uneven(%x: tensor<6x4xf32>) {
  // expected-error@+1 {{'nn.split' op the number of results (4) must divide the size of dimension 0 (6)}}
  %0:4 = "nn.split"(%x) : (tensor<6x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>)
  return
}

// -----

func.func @split_uneven_axis_1(%x: tensor<?x4xi8>) {
  // expected-error@+1 {{'nn.split' op the number of results (3) must divide the size of dimension 1 (4)}}
  %0:3 = "nn.split"(%x) {axis = -1 : i64} : (tensor<?x4xi8>) -> (tensor<?x1xi8>, tensor<?x1xi8>, tensor<?x1xi8>)
  return
}

// -----

func.func @split_more_parts_than_elements(%x: tensor<2xf32>) {
  // expected-error@+1 {{'nn.split' op the number of results (3) must divide the size of dimension 0 (2)}}
  %0:3 = "nn.split"(%x) : (tensor<2xf32>) -> (tensor<0xf32>, tensor<0xf32>, tensor<0xf32>)
  return
}

// -----

func.func @split_wrong_part_size(%x: tensor<6x4xf32>) {
  // expected-error@+1 {{'nn.split' op result #0 type tensor<3x4xf32> does not match the inferred type tensor<2x4xf32>: dimension 0 is 3, expected 2}}
  %0:3 = "nn.split"(%x) : (tensor<6x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>)
  return
}

// -----

// IRDL gives a variadic result one type: parts are equal.
func.func @split_parts_differ(%x: tensor<6x4xf32>) {
  // expected-error@+1 {{expected 'tensor<4x4xf32>' but got 'tensor<2x4xf32>'}}
  %0:2 = "nn.split"(%x) : (tensor<6x4xf32>) -> (tensor<4x4xf32>, tensor<2x4xf32>)
  return
}

// -----

func.func @split_element_type(%x: tensor<6x4xf32>) {
  // expected-error@+1 {{'nn.split' op result #0 type tensor<3x4xf16> does not match the inferred type tensor<3x4xf32>}}
  %0:2 = "nn.split"(%x) : (tensor<6x4xf32>) -> (tensor<3x4xf16>, tensor<3x4xf16>)
  return
}

// -----

func.func @split_result_index(%x: tensor<4xindex>) {
  // expected-error@+3 {{'nn.split' op operand #0 ('input') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  // expected-error@+2 {{'nn.split' op result #1 ('outputs') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  // expected-error@+1 {{'nn.split' op result #0 ('outputs') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  %0:2 = "nn.split"(%x) : (tensor<4xindex>) -> (tensor<2xindex>, tensor<2xindex>)
  return
}

// -----

func.func @split_axis_kind(%x: tensor<4xf32>) {
  // expected-error@+1 {{'nn.split' op attribute 'axis' must be an integer, but is array<i64: 0>}}
  %0:2 = "nn.split"(%x) {axis = array<i64: 0>} : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

//===----------------------------------------------------------------------===//
// slice.
//===----------------------------------------------------------------------===//

func.func @slice_starts_missing(%x: tensor<4xf32>) {
  // expected-error@+1 {{'nn.slice' op attribute "starts" is expected but not provided}}
  %0 = "nn.slice"(%x) {ends = array<i64: 2>} : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @slice_ends_missing(%x: tensor<4xf32>) {
  // expected-error@+1 {{'nn.slice' op attribute "ends" is expected but not provided}}
  %0 = "nn.slice"(%x) {starts = array<i64: 2>} : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

// One entry per dimension: there is no axes list.
func.func @slice_starts_too_short(%x: tensor<4x6xf32>) {
  // expected-error@+1 {{'nn.slice' op 'starts' must have 2 values (the input rank), but has 1}}
  %0 = "nn.slice"(%x) {starts = array<i64: 1>, ends = array<i64: 3, 6>} : (tensor<4x6xf32>) -> tensor<2x6xf32>
  return
}

// -----

func.func @slice_ends_too_long(%x: tensor<4x6xf32>) {
  // expected-error@+1 {{'nn.slice' op 'ends' must have 2 values (the input rank), but has 3}}
  %0 = "nn.slice"(%x) {starts = array<i64: 1, 0>, ends = array<i64: 3, 6, 1>} : (tensor<4x6xf32>) -> tensor<2x6xf32>
  return
}

// -----

func.func @slice_steps_wrong_length(%x: tensor<4x6xf32>) {
  // expected-error@+1 {{'nn.slice' op 'steps' must have 2 values (the input rank) or none, but has 1}}
  %0 = "nn.slice"(%x) {starts = array<i64: 1, 0>, ends = array<i64: 3, 6>, steps = array<i64: 2>} : (tensor<4x6xf32>) -> tensor<1x6xf32>
  return
}

// -----

func.func @slice_rank_0_with_starts(%x: tensor<f32>) {
  // expected-error@+1 {{'nn.slice' op 'starts' must have 0 values (the input rank), but has 1}}
  %0 = "nn.slice"(%x) {starts = array<i64: 0>, ends = array<i64: 1>} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @slice_zero_step(%x: tensor<4x6xf32>) {
  // expected-error@+1 {{'nn.slice' op the step of dimension 1 must not be 0}}
  %0 = "nn.slice"(%x) {starts = array<i64: 0, 0>, ends = array<i64: 4, 6>, steps = array<i64: 1, 0>} : (tensor<4x6xf32>) -> tensor<4x6xf32>
  return
}

// -----

func.func @slice_zero_step_dynamic(%x: tensor<?xi1>) {
  // expected-error@+1 {{'nn.slice' op the step of dimension 0 must not be 0}}
  %0 = "nn.slice"(%x) {starts = array<i64: 0>, ends = array<i64: 1>, steps = array<i64: 0>} : (tensor<?xi1>) -> tensor<?xi1>
  return
}

// -----

// Ends are exclusive: [1, 3) has 2 elements.
func.func @slice_end_not_inclusive(%x: tensor<4xf32>) {
  // expected-error@+1 {{'nn.slice' op result #0 type tensor<3xf32> does not match the inferred type tensor<2xf32>: dimension 0 is 3, expected 2}}
  %0 = "nn.slice"(%x) {starts = array<i64: 1>, ends = array<i64: 3>} : (tensor<4xf32>) -> tensor<3xf32>
  return
}

// -----

// ceil((8 - 1) / 3) = 3, not 2.
func.func @slice_steps_round_up(%x: tensor<8xf32>) {
  // expected-error@+1 {{'nn.slice' op result #0 type tensor<2xf32> does not match the inferred type tensor<3xf32>: dimension 0 is 2, expected 3}}
  %0 = "nn.slice"(%x) {starts = array<i64: 1>, ends = array<i64: 8>, steps = array<i64: 3>} : (tensor<8xf32>) -> tensor<2xf32>
  return
}

// -----

// Out-of-range ends are clamped, not wrapped: [2, 100) of 10 has 8 elements.
func.func @slice_out_of_range_clamped(%x: tensor<10xf32>) {
  // expected-error@+1 {{'nn.slice' op result #0 type tensor<98xf32> does not match the inferred type tensor<8xf32>: dimension 0 is 98, expected 8}}
  %0 = "nn.slice"(%x) {starts = array<i64: 2>, ends = array<i64: 100>} : (tensor<10xf32>) -> tensor<98xf32>
  return
}

// -----

// A negative end counts from the back: [0, -1) of 10 has 9 elements.
func.func @slice_negative_end_from_back(%x: tensor<10xf32>) {
  // expected-error@+1 {{'nn.slice' op result #0 type tensor<10xf32> does not match the inferred type tensor<9xf32>: dimension 0 is 10, expected 9}}
  %0 = "nn.slice"(%x) {starts = array<i64: 0>, ends = array<i64: -1>} : (tensor<10xf32>) -> tensor<10xf32>
  return
}

// -----

// ONNX, not NumPy: with a negative step a start before the front is clamped to 0, so element 0 is selected.
func.func @slice_negative_step_numpy(%x: tensor<10xf32>) {
  // expected-error@+1 {{'nn.slice' op result #0 type tensor<0xf32> does not match the inferred type tensor<1xf32>: dimension 0 is 0, expected 1}}
  %0 = "nn.slice"(%x) {starts = array<i64: -20>, ends = array<i64: -15>, steps = array<i64: -1>} : (tensor<10xf32>) -> tensor<0xf32>
  return
}

// -----

// With a negative step, end -1 is the last element, not "before the front": [9, 9) is empty.
func.func @slice_negative_step_end_minus_one(%x: tensor<10xf32>) {
  // expected-error@+1 {{'nn.slice' op result #0 type tensor<10xf32> does not match the inferred type tensor<0xf32>: dimension 0 is 10, expected 0}}
  %0 = "nn.slice"(%x) {starts = array<i64: -1>, ends = array<i64: -1>, steps = array<i64: -1>} : (tensor<10xf32>) -> tensor<10xf32>
  return
}

// -----

// Some slices are empty whatever the size.
func.func @slice_dynamic_empty(%x: tensor<?xf32>) {
  // expected-error@+1 {{'nn.slice' op result #0 type tensor<3xf32> does not match the inferred type tensor<0xf32>: dimension 0 is 3, expected 0}}
  %0 = "nn.slice"(%x) {starts = array<i64: 4>, ends = array<i64: 1>} : (tensor<?xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @slice_element_type(%x: tensor<4xi64>) {
  // expected-error@+1 {{'nn.slice' op result #0 type tensor<2xi32> does not match the inferred type tensor<2xi64>}}
  %0 = "nn.slice"(%x) {starts = array<i64: 0>, ends = array<i64: 2>} : (tensor<4xi64>) -> tensor<2xi32>
  return
}

// -----

func.func @slice_operand_index(%x: tensor<4xindex>) {
  // expected-error@+1 {{'nn.slice' op operand #0 ('input') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  %0 = "nn.slice"(%x) {starts = array<i64: 0>, ends = array<i64: 2>} : (tensor<4xindex>) -> tensor<2xi64>
  return
}

// -----

func.func @slice_steps_kind(%x: tensor<4xf32>) {
  // expected-error@+1 {{'nn.slice' op attribute 'steps' must be an array<i64: ...>, but is array<i32: 1>}}
  %0 = "nn.slice"(%x) {starts = array<i64: 0>, ends = array<i64: 2>, steps = array<i32: 1>} : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// pad.
//===----------------------------------------------------------------------===//

func.func @pad_missing(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'nn.pad' op attribute "pads" is expected but not provided}}
  %0 = "nn.pad"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// Pads hold begins and ends: 2 * rank values.
func.func @pad_too_few(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'nn.pad' op 'pads' must have 4 values (twice the input rank), but has 2}}
  %0 = "nn.pad"(%x) {pads = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @pad_too_many(%x: tensor<f32>) {
  // expected-error@+1 {{'nn.pad' op 'pads' must have 0 values (twice the input rank), but has 2}}
  %0 = "nn.pad"(%x) {pads = array<i64: 0, 0>} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

// All begins, then all ends (not begin/end pairs): [2 + 1 + 3, 3 + 2 + 4].
func.func @pad_begins_then_ends(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'nn.pad' op result #0 type tensor<5x9xf32> does not match the inferred type tensor<6x9xf32>: dimension 0 is 5, expected 6}}
  %0 = "nn.pad"(%x) {pads = array<i64: 1, 2, 3, 4>} : (tensor<2x3xf32>) -> tensor<5x9xf32>
  return
}

// -----

func.func @pad_crop_below_zero(%x: tensor<4x2xf32>) {
  // expected-error@+1 {{'nn.pad' op pads -2 and -1 crop dimension 1 (size 2) to a negative size (-1)}}
  %0 = "nn.pad"(%x) {pads = array<i64: 0, -2, 0, -1>} : (tensor<4x2xf32>) -> tensor<4x0xf32>
  return
}

// -----

// Negative pads crop; only "constant" mode allows them.
func.func @pad_negative_reflect(%x: tensor<4x4xf32>) {
  // expected-error@+1 {{'nn.pad' op negative pads (0 and -1 for dimension 0) are only allowed in "constant" mode}}
  %0 = "nn.pad"(%x) {pads = array<i64: 0, 0, -1, 0>, mode = "reflect"} : (tensor<4x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @pad_negative_edge(%x: tensor<?x4xi8>) {
  // expected-error@+1 {{'nn.pad' op negative pads (-1 and 2 for dimension 1) are only allowed in "constant" mode}}
  %0 = "nn.pad"(%x) {pads = array<i64: 0, -1, 0, 2>, mode = "edge"} : (tensor<?x4xi8>) -> tensor<?x5xi8>
  return
}

// -----

// PyTorch's rule: "reflect" pads are smaller than the dimension.
func.func @pad_reflect_begin_too_large(%x: tensor<3x5xf32>) {
  // expected-error@+1 {{'nn.pad' op "reflect" pads must be smaller than the dimension: dimension 0 has size 3 and pads 3 and 0}}
  %0 = "nn.pad"(%x) {pads = array<i64: 3, 0, 0, 0>, mode = "reflect"} : (tensor<3x5xf32>) -> tensor<6x5xf32>
  return
}

// -----

func.func @pad_reflect_end_too_large(%x: tensor<3x5xf32>) {
  // expected-error@+1 {{'nn.pad' op "reflect" pads must be smaller than the dimension: dimension 1 has size 5 and pads 4 and 5}}
  %0 = "nn.pad"(%x) {pads = array<i64: 0, 4, 0, 5>, mode = "reflect"} : (tensor<3x5xf32>) -> tensor<3x14xf32>
  return
}

// -----

// A size-1 dimension has nothing to reflect.
func.func @pad_reflect_size_1(%x: tensor<1xbf16>) {
  // expected-error@+1 {{'nn.pad' op "reflect" pads must be smaller than the dimension: dimension 0 has size 1 and pads 0 and 1}}
  %0 = "nn.pad"(%x) {pads = array<i64: 0, 1>, mode = "reflect"} : (tensor<1xbf16>) -> tensor<2xbf16>
  return
}

// -----

func.func @pad_edge_empty(%x: tensor<2x0xf32>) {
  // expected-error@+1 {{'nn.pad' op "edge" padding needs an element to repeat, but dimension 1 is empty}}
  %0 = "nn.pad"(%x) {pads = array<i64: 0, 1, 0, 0>, mode = "edge"} : (tensor<2x0xf32>) -> tensor<2x1xf32>
  return
}

// -----

func.func @pad_overflow(%x: tensor<2xf32>) {
  // expected-error@+1 {{'nn.pad' op the padded size of dimension 0 overflows a 64-bit size}}
  %0 = "nn.pad"(%x) {pads = array<i64: 9223372036854775807, 0>} : (tensor<2xf32>) -> tensor<?xf32>
  return
}

// -----

// The begin and end pads together overflow.
func.func @pad_overflow_pads(%x: tensor<2xf32>) {
  // expected-error@+1 {{'nn.pad' op the padded size of dimension 0 overflows a 64-bit size}}
  %0 = "nn.pad"(%x) {pads = array<i64: 9223372036854775807, 9223372036854775807>} : (tensor<2xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @pad_mode(%x: tensor<2xf32>) {
  // expected-error@+1 {{'nn.pad' op attribute 'mode' must be one of constant|reflect|edge, but is "symmetric"}}
  %0 = "nn.pad"(%x) {pads = array<i64: 1, 1>, mode = "symmetric"} : (tensor<2xf32>) -> tensor<4xf32>
  return
}

// -----

// PyTorch's "replicate" is spelled "edge", as in ONNX.
func.func @pad_mode_replicate(%x: tensor<2xf32>) {
  // expected-error@+1 {{'nn.pad' op attribute 'mode' must be one of constant|reflect|edge, but is "replicate"}}
  %0 = "nn.pad"(%x) {pads = array<i64: 1, 1>, mode = "replicate"} : (tensor<2xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @pad_value_kind(%x: tensor<2xi32>) {
  // expected-error@+1 {{'nn.pad' op attribute 'value' must be an f32 or f64 float, but is 1 : i32}}
  %0 = "nn.pad"(%x) {pads = array<i64: 1, 1>, value = 1 : i32} : (tensor<2xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @pad_element_type(%x: tensor<2xf32>) {
  // expected-error@+1 {{'nn.pad' op result #0 type tensor<4xf16> does not match the inferred type tensor<4xf32>}}
  %0 = "nn.pad"(%x) {pads = array<i64: 1, 1>} : (tensor<2xf32>) -> tensor<4xf16>
  return
}

// -----

//===----------------------------------------------------------------------===//
// broadcast_to.
//===----------------------------------------------------------------------===//

// The result type is the target shape: it must be ranked.
func.func @broadcast_to_unranked(%x: tensor<3xf32>) {
  // expected-error@+1 {{'nn.broadcast_to' op the result type must be given: it is the target shape}}
  %0 = "nn.broadcast_to"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @broadcast_to_element_type(%x: tensor<3xf32>) {
  // expected-error@+1 {{'nn.broadcast_to' op element types differ: input is f32, result is bf16}}
  %0 = "nn.broadcast_to"(%x) : (tensor<3xf32>) -> tensor<2x3xbf16>
  return
}

// -----

func.func @broadcast_to_lower_rank(%x: tensor<1x3xf32>) {
  // expected-error@+1 {{'nn.broadcast_to' op the result rank (1) must not be lower than the input rank (2)}}
  %0 = "nn.broadcast_to"(%x) : (tensor<1x3xf32>) -> tensor<3xf32>
  return
}

// -----

// Aligned at the right: 3 against 4.
func.func @broadcast_to_incompatible(%x: tensor<3x1xf32>) {
  // expected-error@+1 {{'nn.broadcast_to' op input dimension 0 (3) cannot broadcast to result dimension 1 (4): it must be 1 or equal}}
  %0 = "nn.broadcast_to"(%x) : (tensor<3x1xf32>) -> tensor<2x4x5xf32>
  return
}

// -----

// Shapes align at the right, not the left.
func.func @broadcast_to_not_left_aligned(%x: tensor<3xi8>) {
  // expected-error@+1 {{'nn.broadcast_to' op input dimension 0 (3) cannot broadcast to result dimension 1 (5): it must be 1 or equal}}
  %0 = "nn.broadcast_to"(%x) : (tensor<3xi8>) -> tensor<3x5xi8>
  return
}

// -----

// Only size-1 dimensions repeat; no dimension shrinks (not even to 1).
func.func @broadcast_to_shrink(%x: tensor<?x4xi1>) {
  // expected-error@+1 {{'nn.broadcast_to' op input dimension 1 (4) cannot broadcast to result dimension 1 (1): it must be 1 or equal}}
  %0 = "nn.broadcast_to"(%x) : (tensor<?x4xi1>) -> tensor<2x1xi1>
  return
}

// -----

// A size-0 dimension is not 1: it only stays 0.
func.func @broadcast_to_empty(%x: tensor<0xf32>) {
  // expected-error@+1 {{'nn.broadcast_to' op input dimension 0 (0) cannot broadcast to result dimension 0 (3): it must be 1 or equal}}
  %0 = "nn.broadcast_to"(%x) : (tensor<0xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @broadcast_to_operand_index(%x: tensor<3xindex>) {
  // expected-error@+1 {{'nn.broadcast_to' op operand #0 ('input') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  %0 = "nn.broadcast_to"(%x) : (tensor<3xindex>) -> tensor<2x3xi64>
  return
}

// -----

//===----------------------------------------------------------------------===//
// squeeze.
//===----------------------------------------------------------------------===//

func.func @squeeze_too_many_axes(%x: tensor<1x1xf32>) {
  // expected-error@+1 {{'nn.squeeze' op 'axes' names 3 axes, but the input has only 2}}
  %0 = "nn.squeeze"(%x) {axes = array<i64: 0, 1, 0>} : (tensor<1x1xf32>) -> tensor<f32>
  return
}

// -----

func.func @squeeze_axis_out_of_range(%x: tensor<1x1xf32>) {
  // expected-error@+1 {{'nn.squeeze' op axis 2 is out of range for rank 2}}
  %0 = "nn.squeeze"(%x) {axes = array<i64: 2>} : (tensor<1x1xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @squeeze_axis_negative_out_of_range(%x: tensor<1x1xf32>) {
  // expected-error@+1 {{'nn.squeeze' op axis -3 is out of range for rank 2}}
  %0 = "nn.squeeze"(%x) {axes = array<i64: -3>} : (tensor<1x1xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @squeeze_duplicate(%x: tensor<1x1xf32>) {
  // expected-error@+1 {{'nn.squeeze' op axes 0 and 0 both name dimension 0}}
  %0 = "nn.squeeze"(%x) {axes = array<i64: 0, 0>} : (tensor<1x1xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @squeeze_duplicate_negative(%x: tensor<1x1xf32>) {
  // expected-error@+1 {{'nn.squeeze' op axes 0 and -2 both name dimension 0}}
  %0 = "nn.squeeze"(%x) {axes = array<i64: 0, -2>} : (tensor<1x1xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @squeeze_not_size_1(%x: tensor<1x3xf32>) {
  // expected-error@+1 {{'nn.squeeze' op cannot squeeze dimension 1 of size 3: only size-1 dimensions can be removed}}
  %0 = "nn.squeeze"(%x) {axes = array<i64: -1>} : (tensor<1x3xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @squeeze_size_0(%x: tensor<0x1xf32>) {
  // expected-error@+1 {{'nn.squeeze' op cannot squeeze dimension 0 of size 0: only size-1 dimensions can be removed}}
  %0 = "nn.squeeze"(%x) {axes = array<i64: 0>} : (tensor<0x1xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @squeeze_dynamic(%x: tensor<1x?xf32>) {
  // expected-error@+1 {{'nn.squeeze' op cannot squeeze dimension 1 of unknown size}}
  %0 = "nn.squeeze"(%x) {axes = array<i64: 1>} : (tensor<1x?xf32>) -> tensor<1xf32>
  return
}

// -----

// Without axes, the result rank would depend on run-time sizes.
func.func @squeeze_all_dynamic(%x: tensor<1x?xf32>) {
  // expected-error@+1 {{'nn.squeeze' op without 'axes', every dimension must be known, but dimension 1 is dynamic}}
  %0 = "nn.squeeze"(%x) : (tensor<1x?xf32>) -> tensor<?xf32>
  return
}

// -----

// Listed axes only: the other size-1 dimension stays.
func.func @squeeze_keeps_others(%x: tensor<1x3x1xf32>) {
  // expected-error@+1 {{'nn.squeeze' op result #0 type tensor<3xf32> does not match the inferred type tensor<3x1xf32>}}
  %0 = "nn.squeeze"(%x) {axes = array<i64: 0>} : (tensor<1x3x1xf32>) -> tensor<3xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// unsqueeze.
//===----------------------------------------------------------------------===//

func.func @unsqueeze_axes_missing(%x: tensor<3xf32>) {
  // expected-error@+1 {{'nn.unsqueeze' op attribute "axes" is expected but not provided}}
  %0 = "nn.unsqueeze"(%x) : (tensor<3xf32>) -> tensor<1x3xf32>
  return
}

// -----

// Axes are positions in the result, of rank 2 + 1 here.
func.func @unsqueeze_axis_out_of_range(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'nn.unsqueeze' op axis 3 is out of range for the result rank 3}}
  %0 = "nn.unsqueeze"(%x) {axes = array<i64: 3>} : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
  return
}

// -----

func.func @unsqueeze_axis_negative_out_of_range(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'nn.unsqueeze' op axis -4 is out of range for the result rank 3}}
  %0 = "nn.unsqueeze"(%x) {axes = array<i64: -4>} : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
  return
}

// -----

func.func @unsqueeze_duplicate(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'nn.unsqueeze' op axes 1 and -3 both name result dimension 1}}
  %0 = "nn.unsqueeze"(%x) {axes = array<i64: 1, -3>} : (tensor<2x3xf32>) -> tensor<2x1x1x3xf32>
  return
}

// -----

// Negative axes count from the end of the result: -1 of rank 4 is 3.
func.func @unsqueeze_output_positions(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'nn.unsqueeze' op result #0 type tensor<1x2x1x3xf32> does not match the inferred type tensor<1x2x3x1xf32>: dimension 2 is 1, expected 3}}
  %0 = "nn.unsqueeze"(%x) {axes = array<i64: 0, -1>} : (tensor<2x3xf32>) -> tensor<1x2x1x3xf32>
  return
}

// -----

func.func @unsqueeze_rank_above_64(%x: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) {
  // expected-error@+1 {{'nn.unsqueeze' op the result rank (65) would be above 64, the highest nn supports}}
  %0 = "nn.unsqueeze"(%x) {axes = array<i64: 0>} : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<*xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// flatten.
//===----------------------------------------------------------------------===//

// axis is in [-rank, rank].
func.func @flatten_axis_too_large(%x: tensor<2x3x4xf32>) {
  // expected-error@+1 {{'nn.flatten' op axis 4 is out of range [-3, 3] for rank 3}}
  %0 = "nn.flatten"(%x) {axis = 4 : i64} : (tensor<2x3x4xf32>) -> tensor<24x1xf32>
  return
}

// -----

func.func @flatten_axis_too_small(%x: tensor<2x3x4xf32>) {
  // expected-error@+1 {{'nn.flatten' op axis -4 is out of range [-3, 3] for rank 3}}
  %0 = "nn.flatten"(%x) {axis = -4 : i64} : (tensor<2x3x4xf32>) -> tensor<1x24xf32>
  return
}

// -----

// The default axis 1 does not fit a rank-0 tensor.
func.func @flatten_rank_0_default_axis(%x: tensor<f32>) {
  // expected-error@+1 {{'nn.flatten' op axis 1 is out of range [0, 0] for rank 0}}
  %0 = "nn.flatten"(%x) : (tensor<f32>) -> tensor<1x1xf32>
  return
}

// -----

// A type whose element count overflows is rejected before any shape rule
// (every op's operands and results; dialect/Checks.c).
func.func @flatten_overflow(%x: tensor<2x4294967296x4294967296xf32>) {
  // expected-error@+1 {{'nn.flatten' op operand #0 has type tensor<2x4294967296x4294967296xf32>, whose size does not fit in 64 bits (at 8 bytes per element)}}
  %0 = "nn.flatten"(%x) : (tensor<2x4294967296x4294967296xf32>) -> tensor<2x?xf32>
  return
}

// -----

func.func @flatten_overflow_rows(%x: tensor<4294967296x4294967296x2xf32>) {
  // expected-error@+1 {{'nn.flatten' op operand #0 has type tensor<4294967296x4294967296x2xf32>, whose size does not fit in 64 bits (at 8 bytes per element)}}
  %0 = "nn.flatten"(%x) {axis = -1 : i64} : (tensor<4294967296x4294967296x2xf32>) -> tensor<?x2xf32>
  return
}

// -----

// -1 splits before the last dimension: [6, 4].
func.func @flatten_negative_axis(%x: tensor<2x3x4xf32>) {
  // expected-error@+1 {{'nn.flatten' op result #0 type tensor<2x12xf32> does not match the inferred type tensor<6x4xf32>: dimension 0 is 2, expected 6}}
  %0 = "nn.flatten"(%x) {axis = -1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
  return
}

// -----

func.func @flatten_axis_kind(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'nn.flatten' op attribute 'axis' must be an integer, but is 1.000000e+00 : f32}}
  %0 = "nn.flatten"(%x) {axis = 1.0 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// gather.
//===----------------------------------------------------------------------===//

func.func @gather_axis_out_of_range(%x: tensor<5x4xf32>, %i: tensor<3xi64>) {
  // expected-error@+1 {{'nn.gather' op axis 2 is out of range for rank 2}}
  %0 = "nn.gather"(%x, %i) {axis = 2 : i64} : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<5x4x3xf32>
  return
}

// -----

func.func @gather_axis_negative_out_of_range(%x: tensor<5x4xf32>, %i: tensor<3xi64>) {
  // expected-error@+1 {{'nn.gather' op axis -3 is out of range for rank 2}}
  %0 = "nn.gather"(%x, %i) {axis = -3 : i64} : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
  return
}

// -----

// A rank-0 tensor has no axis to index.
func.func @gather_rank_0_data(%x: tensor<f32>, %i: tensor<3xi64>) {
  // expected-error@+1 {{'nn.gather' op axis 0 is out of range for rank 0}}
  %0 = "nn.gather"(%x, %i) : (tensor<f32>, tensor<3xi64>) -> tensor<3xf32>
  return
}

// -----

func.func @gather_indices_float(%x: tensor<5x4xf32>, %i: tensor<3xf32>) {
  // expected-error@+1 {{'nn.gather' op operand #1 ('indices') has element type f32; allowed: i32, i64}}
  %0 = "nn.gather"(%x, %i) : (tensor<5x4xf32>, tensor<3xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @gather_indices_i8(%x: tensor<5x4xf32>, %i: tensor<3xi8>) {
  // expected-error@+1 {{'nn.gather' op operand #1 ('indices') has element type i8; allowed: i32, i64}}
  %0 = "nn.gather"(%x, %i) : (tensor<5x4xf32>, tensor<3xi8>) -> tensor<3x4xf32>
  return
}

// -----

func.func @gather_indices_index(%x: tensor<5x4xf32>, %i: tensor<3xindex>) {
  // expected-error@+1 {{'nn.gather' op operand #1 ('indices') has element type index; allowed: i32, i64}}
  %0 = "nn.gather"(%x, %i) : (tensor<5x4xf32>, tensor<3xindex>) -> tensor<3x4xf32>
  return
}

// -----

// The result has the data's element type, not the indices'.
func.func @gather_result_element_type(%x: tensor<5x4xf32>, %i: tensor<3xi64>) {
  // expected-error@+1 {{'nn.gather' op result #0 type tensor<3x4xi64> does not match the inferred type tensor<3x4xf32>}}
  %0 = "nn.gather"(%x, %i) : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<3x4xi64>
  return
}

// -----

// The indices replace the axis in place: [5, 2, 3], not [2, 3, 5].
func.func @gather_shape(%x: tensor<5x4xf32>, %i: tensor<2x3xi32>) {
  // expected-error@+1 {{'nn.gather' op result #0 type tensor<2x3x5xf32> does not match the inferred type tensor<5x2x3xf32>: dimension 0 is 2, expected 5}}
  %0 = "nn.gather"(%x, %i) {axis = 1 : i64} : (tensor<5x4xf32>, tensor<2x3xi32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @gather_rank_above_64(%x: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>, %i: tensor<2x2xi64>) {
  // expected-error@+1 {{'nn.gather' op the result rank (65) would be above 64, the highest nn supports}}
  %0 = "nn.gather"(%x, %i) : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>, tensor<2x2xi64>) -> tensor<*xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// tril and triu.
//===----------------------------------------------------------------------===//

func.func @tril_rank_1(%x: tensor<4xf32>) {
  // expected-error@+1 {{'nn.tril' op the input must have rank 2 or more, but has rank 1}}
  %0 = "nn.tril"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @triu_rank_0(%x: tensor<i1>) {
  // expected-error@+1 {{'nn.triu' op the input must have rank 2 or more, but has rank 0}}
  %0 = "nn.triu"(%x) : (tensor<i1>) -> tensor<i1>
  return
}

// -----

func.func @tril_result_type(%x: tensor<4x5xf32>) {
  // expected-error@+1 {{'nn.tril' op result #0 type tensor<4x4xf32> does not match the inferred type tensor<4x5xf32>: dimension 1 is 4, expected 5}}
  %0 = "nn.tril"(%x) : (tensor<4x5xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @triu_diagonal_kind(%x: tensor<4x5xf32>) {
  // expected-error@+1 {{'nn.triu' op attribute 'diagonal' must be an integer, but is true}}
  %0 = "nn.triu"(%x) {diagonal = true} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// -----

func.func @triu_operand_complex(%x: tensor<4x5xcomplex<f32>>) {
  // expected-error@+2 {{'nn.triu' op operand #0 ('input') has element type complex<f32>; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  // expected-error@+1 {{'nn.triu' op result #0 ('output') has element type complex<f32>; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  %0 = "nn.triu"(%x) : (tensor<4x5xcomplex<f32>>) -> tensor<4x5xcomplex<f32>>
  return
}
