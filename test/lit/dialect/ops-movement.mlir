// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | nn-opt --split-input-file | FileCheck %s

// Round trips of the data movement ops added with the full op set: split,
// slice, pad, broadcast_to, squeeze, unsqueeze, flatten, gather, tril and
// triu. The verifier only accepts result types that match each op's shape
// rule, so the result types written here pin the rules down; they were
// worked out by hand from ONNX and PyTorch semantics.

//===----------------------------------------------------------------------===//
// split.
//===----------------------------------------------------------------------===//

// The default axis is 0; the number of results sets the number of parts.
// CHECK-LABEL: func.func @split(
// CHECK-SAME:    %[[X:.*]]: tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>)
// CHECK-NEXT:    %[[SPLIT:.*]]:3 = "nn.split"(%[[X]]) : (tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
// CHECK-NEXT:    %[[SPLIT_1:.*]]:2 = "nn.split"(%[[X]]) {axis = 0 : i64} : (tensor<6x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>)
// CHECK-NEXT:    return %[[SPLIT]]#0, %[[SPLIT]]#1, %[[SPLIT]]#2, %[[SPLIT_1]]#0, %[[SPLIT_1]]#1 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
func.func @split(%x: tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %0:3 = "nn.split"(%x) : (tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
  %1:2 = "nn.split"(%x) {axis = 0 : i64} : (tensor<6x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>)
  return %0#0, %0#1, %0#2, %1#0, %1#1 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// Other axes, negative axes, a single part (the input's shape), parts of
// size 1, and any integer width for the axis.
// CHECK-LABEL: func.func @split_axes(
// CHECK-SAME:    %[[X:.*]]: tensor<6x4xi32>) -> (tensor<6x2xi32>, tensor<6x1xi32>, tensor<6x4xi32>, tensor<1x4xi32>)
// CHECK-NEXT:    %[[SPLIT:.*]]:2 = "nn.split"(%[[X]]) {axis = 1 : i64} : (tensor<6x4xi32>) -> (tensor<6x2xi32>, tensor<6x2xi32>)
// CHECK-NEXT:    %[[SPLIT_1:.*]]:4 = "nn.split"(%[[X]]) {axis = -1 : i64} : (tensor<6x4xi32>) -> (tensor<6x1xi32>, tensor<6x1xi32>, tensor<6x1xi32>, tensor<6x1xi32>)
// CHECK-NEXT:    %[[SPLIT_2:.*]] = "nn.split"(%[[X]]) {axis = -2 : i8} : (tensor<6x4xi32>) -> tensor<6x4xi32>
// CHECK-NEXT:    %[[SPLIT_3:.*]]:6 = "nn.split"(%[[X]]) : (tensor<6x4xi32>) -> (tensor<1x4xi32>, tensor<1x4xi32>, tensor<1x4xi32>, tensor<1x4xi32>, tensor<1x4xi32>, tensor<1x4xi32>)
// CHECK-NEXT:    return %[[SPLIT]]#1, %[[SPLIT_1]]#3, %[[SPLIT_2]], %[[SPLIT_3]]#5 : tensor<6x2xi32>, tensor<6x1xi32>, tensor<6x4xi32>, tensor<1x4xi32>
func.func @split_axes(%x: tensor<6x4xi32>) -> (tensor<6x2xi32>, tensor<6x1xi32>, tensor<6x4xi32>, tensor<1x4xi32>) {
  %0:2 = "nn.split"(%x) {axis = 1 : i64} : (tensor<6x4xi32>) -> (tensor<6x2xi32>, tensor<6x2xi32>)
  %1:4 = "nn.split"(%x) {axis = -1 : i64} : (tensor<6x4xi32>) -> (tensor<6x1xi32>, tensor<6x1xi32>, tensor<6x1xi32>, tensor<6x1xi32>)
  %2 = "nn.split"(%x) {axis = -2 : i8} : (tensor<6x4xi32>) -> tensor<6x4xi32>
  %3:6 = "nn.split"(%x) : (tensor<6x4xi32>) -> (tensor<1x4xi32>, tensor<1x4xi32>, tensor<1x4xi32>, tensor<1x4xi32>, tensor<1x4xi32>, tensor<1x4xi32>)
  return %0#1, %1#3, %2, %3#5 : tensor<6x2xi32>, tensor<6x1xi32>, tensor<6x4xi32>, tensor<1x4xi32>
}

// -----

// A dynamic size gives dynamic parts; other dimensions keep theirs. An
// empty dimension splits into empty parts.
// CHECK-LABEL: func.func @split_dynamic_and_empty(
// CHECK-SAME:    %[[D:.*]]: tensor<?x8xbf16>, %[[E:.*]]: tensor<0x3xi1>) -> (tensor<?x8xbf16>, tensor<?x2xbf16>, tensor<0x3xi1>)
// CHECK-NEXT:    %[[SPLIT:.*]]:2 = "nn.split"(%[[D]]) : (tensor<?x8xbf16>) -> (tensor<?x8xbf16>, tensor<?x8xbf16>)
// CHECK-NEXT:    %[[SPLIT_1:.*]]:4 = "nn.split"(%[[D]]) {axis = 1 : i64} : (tensor<?x8xbf16>) -> (tensor<?x2xbf16>, tensor<?x2xbf16>, tensor<?x2xbf16>, tensor<?x2xbf16>)
// CHECK-NEXT:    %[[SPLIT_2:.*]]:3 = "nn.split"(%[[E]]) : (tensor<0x3xi1>) -> (tensor<0x3xi1>, tensor<0x3xi1>, tensor<0x3xi1>)
// CHECK-NEXT:    return %[[SPLIT]]#0, %[[SPLIT_1]]#0, %[[SPLIT_2]]#2 : tensor<?x8xbf16>, tensor<?x2xbf16>, tensor<0x3xi1>
func.func @split_dynamic_and_empty(%d: tensor<?x8xbf16>, %e: tensor<0x3xi1>) -> (tensor<?x8xbf16>, tensor<?x2xbf16>, tensor<0x3xi1>) {
  %0:2 = "nn.split"(%d) : (tensor<?x8xbf16>) -> (tensor<?x8xbf16>, tensor<?x8xbf16>)
  %1:4 = "nn.split"(%d) {axis = 1 : i64} : (tensor<?x8xbf16>) -> (tensor<?x2xbf16>, tensor<?x2xbf16>, tensor<?x2xbf16>, tensor<?x2xbf16>)
  %2:3 = "nn.split"(%e) : (tensor<0x3xi1>) -> (tensor<0x3xi1>, tensor<0x3xi1>, tensor<0x3xi1>)
  return %0#0, %1#0, %2#2 : tensor<?x8xbf16>, tensor<?x2xbf16>, tensor<0x3xi1>
}

// -----

//===----------------------------------------------------------------------===//
// slice.
//===----------------------------------------------------------------------===//

// Steps default to ones: [2, 7) has 5 elements, [1, 5) has 4. With steps 2
// and 3: ceil(10 / 2) = 5 and ceil((8 - 1) / 3) = 3.
// CHECK-LABEL: func.func @slice(
// CHECK-SAME:    %[[X:.*]]: tensor<10x8xf32>) -> (tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x3xf32>)
// CHECK-NEXT:    %[[SLICE:.*]] = "nn.slice"(%[[X]]) {ends = array<i64: 7, 5>, starts = array<i64: 2, 1>} : (tensor<10x8xf32>) -> tensor<5x4xf32>
// CHECK-NEXT:    %[[SLICE_1:.*]] = "nn.slice"(%[[X]]) {ends = array<i64: 7, 5>, starts = array<i64: 2, 1>, steps = array<i64: 1, 1>} : (tensor<10x8xf32>) -> tensor<5x4xf32>
// CHECK-NEXT:    %[[SLICE_2:.*]] = "nn.slice"(%[[X]]) {ends = array<i64: 10, 8>, starts = array<i64: 0, 1>, steps = array<i64: 2, 3>} : (tensor<10x8xf32>) -> tensor<5x3xf32>
// CHECK-NEXT:    return %[[SLICE]], %[[SLICE_1]], %[[SLICE_2]] : tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x3xf32>
func.func @slice(%x: tensor<10x8xf32>) -> (tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x3xf32>) {
  %0 = "nn.slice"(%x) {starts = array<i64: 2, 1>, ends = array<i64: 7, 5>} : (tensor<10x8xf32>) -> tensor<5x4xf32>
  %1 = "nn.slice"(%x) {starts = array<i64: 2, 1>, ends = array<i64: 7, 5>, steps = array<i64: 1, 1>} : (tensor<10x8xf32>) -> tensor<5x4xf32>
  %2 = "nn.slice"(%x) {starts = array<i64: 0, 1>, ends = array<i64: 10, 8>, steps = array<i64: 2, 3>} : (tensor<10x8xf32>) -> tensor<5x3xf32>
  return %0, %1, %2 : tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x3xf32>
}

// -----

// Negative starts and ends count from the end: [-3, -1) of 10 is [7, 9), 2
// elements; [-8, 8) of 8 is [0, 8). Out of range ones are clamped: [-100,
// 100) of 10 is [0, 10), [3, 1000) of 8 is [3, 8), 5 elements.
// CHECK-LABEL: func.func @slice_negative_and_clamped(
// CHECK-SAME:    %[[X:.*]]: tensor<10x8xf32>) -> (tensor<2x8xf32>, tensor<10x5xf32>)
// CHECK-NEXT:    %[[SLICE:.*]] = "nn.slice"(%[[X]]) {ends = array<i64: -1, 8>, starts = array<i64: -3, -8>} : (tensor<10x8xf32>) -> tensor<2x8xf32>
// CHECK-NEXT:    %[[SLICE_1:.*]] = "nn.slice"(%[[X]]) {ends = array<i64: 100, 1000>, starts = array<i64: -100, 3>} : (tensor<10x8xf32>) -> tensor<10x5xf32>
// CHECK-NEXT:    return %[[SLICE]], %[[SLICE_1]] : tensor<2x8xf32>, tensor<10x5xf32>
func.func @slice_negative_and_clamped(%x: tensor<10x8xf32>) -> (tensor<2x8xf32>, tensor<10x5xf32>) {
  %0 = "nn.slice"(%x) {starts = array<i64: -3, -8>, ends = array<i64: -1, 8>} : (tensor<10x8xf32>) -> tensor<2x8xf32>
  %1 = "nn.slice"(%x) {starts = array<i64: -100, 3>, ends = array<i64: 100, 1000>} : (tensor<10x8xf32>) -> tensor<10x5xf32>
  return %0, %1 : tensor<2x8xf32>, tensor<10x5xf32>
}

// -----

// INT64_MAX as an end slices to the back: [4, 10) has 6 elements, [0, 8)
// with step 3 has ceil(8 / 3) = 3. INT64_MIN as a start is the front.
// CHECK-LABEL: func.func @slice_int64_max_ends(
// CHECK-SAME:    %[[X:.*]]: tensor<10x8xi64>) -> (tensor<6x3xi64>, tensor<10x8xi64>)
// CHECK-NEXT:    %[[SLICE:.*]] = "nn.slice"(%[[X]]) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: 4, 0>, steps = array<i64: 1, 3>} : (tensor<10x8xi64>) -> tensor<6x3xi64>
// CHECK-NEXT:    %[[SLICE_1:.*]] = "nn.slice"(%[[X]]) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: -9223372036854775808, -9223372036854775808>} : (tensor<10x8xi64>) -> tensor<10x8xi64>
// CHECK-NEXT:    return %[[SLICE]], %[[SLICE_1]] : tensor<6x3xi64>, tensor<10x8xi64>
func.func @slice_int64_max_ends(%x: tensor<10x8xi64>) -> (tensor<6x3xi64>, tensor<10x8xi64>) {
  %0 = "nn.slice"(%x) {starts = array<i64: 4, 0>, ends = array<i64: 9223372036854775807, 9223372036854775807>, steps = array<i64: 1, 3>} : (tensor<10x8xi64>) -> tensor<6x3xi64>
  %1 = "nn.slice"(%x) {starts = array<i64: -9223372036854775808, -9223372036854775808>, ends = array<i64: 9223372036854775807, 9223372036854775807>} : (tensor<10x8xi64>) -> tensor<10x8xi64>
  return %0, %1 : tensor<6x3xi64>, tensor<10x8xi64>
}

// -----

// Negative steps walk backwards; the start is clamped to [0, dim - 1] and
// the end to [-1, dim - 1]:
// - start -1 (9), end INT64_MIN (-1), step -1: all 10 elements, reversed;
// - start 6, end 1, step -2: 6, 4, 2;
// - start INT64_MAX (9), end INT64_MIN (-1), step -3: 9, 6, 3, 0;
// - start 7, end -100 (-1), step -1: 7 down to 0, 8 elements;
// - start 20 (9), end 5, step -1: 9, 8, 7, 6.
// CHECK-LABEL: func.func @slice_negative_steps(
// CHECK-SAME:    %[[X:.*]]: tensor<10x8xf16>, %[[Y:.*]]: tensor<10xf16>) -> (tensor<10x3xf16>, tensor<4x8xf16>, tensor<4xf16>)
// CHECK-NEXT:    %[[SLICE:.*]] = "nn.slice"(%[[X]]) {ends = array<i64: -9223372036854775808, 1>, starts = array<i64: -1, 6>, steps = array<i64: -1, -2>} : (tensor<10x8xf16>) -> tensor<10x3xf16>
// CHECK-NEXT:    %[[SLICE_1:.*]] = "nn.slice"(%[[X]]) {ends = array<i64: -9223372036854775808, -100>, starts = array<i64: 9223372036854775807, 7>, steps = array<i64: -3, -1>} : (tensor<10x8xf16>) -> tensor<4x8xf16>
// CHECK-NEXT:    %[[SLICE_2:.*]] = "nn.slice"(%[[Y]]) {ends = array<i64: 5>, starts = array<i64: 20>, steps = array<i64: -1>} : (tensor<10xf16>) -> tensor<4xf16>
// CHECK-NEXT:    return %[[SLICE]], %[[SLICE_1]], %[[SLICE_2]] : tensor<10x3xf16>, tensor<4x8xf16>, tensor<4xf16>
func.func @slice_negative_steps(%x: tensor<10x8xf16>, %y: tensor<10xf16>) -> (tensor<10x3xf16>, tensor<4x8xf16>, tensor<4xf16>) {
  %0 = "nn.slice"(%x) {starts = array<i64: -1, 6>, ends = array<i64: -9223372036854775808, 1>, steps = array<i64: -1, -2>} : (tensor<10x8xf16>) -> tensor<10x3xf16>
  %1 = "nn.slice"(%x) {starts = array<i64: 9223372036854775807, 7>, ends = array<i64: -9223372036854775808, -100>, steps = array<i64: -3, -1>} : (tensor<10x8xf16>) -> tensor<4x8xf16>
  %2 = "nn.slice"(%y) {starts = array<i64: 20>, ends = array<i64: 5>, steps = array<i64: -1>} : (tensor<10xf16>) -> tensor<4xf16>
  return %0, %1, %2 : tensor<10x3xf16>, tensor<4x8xf16>, tensor<4xf16>
}

// -----

// ONNX clamps a negative step's start to [0, dim - 1], not to -1: start
// -20 (-10, clamped to 0) and end -15 (-5, clamped to -1) select element 0,
// where NumPy's x[-20:-15:-1] is empty.
// CHECK-LABEL: func.func @slice_negative_step_start_before_front(
// CHECK-SAME:    %[[Y:.*]]: tensor<10xf16>) -> tensor<1xf16>
// CHECK-NEXT:    %[[SLICE:.*]] = "nn.slice"(%[[Y]]) {ends = array<i64: -15>, starts = array<i64: -20>, steps = array<i64: -1>} : (tensor<10xf16>) -> tensor<1xf16>
// CHECK-NEXT:    return %[[SLICE]] : tensor<1xf16>
func.func @slice_negative_step_start_before_front(%y: tensor<10xf16>) -> tensor<1xf16> {
  %0 = "nn.slice"(%y) {starts = array<i64: -20>, ends = array<i64: -15>, steps = array<i64: -1>} : (tensor<10xf16>) -> tensor<1xf16>
  return %0 : tensor<1xf16>
}

// -----

// Empty slices: a start after the end with a positive step, before it with a
// negative step, and an empty input dimension (for any step).
// CHECK-LABEL: func.func @slice_empty(
// CHECK-SAME:    %[[Y:.*]]: tensor<10xi8>, %[[E:.*]]: tensor<0x4xi1>) -> (tensor<0xi8>, tensor<0xi8>, tensor<0x4xi1>, tensor<0x2xi1>)
// CHECK-NEXT:    %[[SLICE:.*]] = "nn.slice"(%[[Y]]) {ends = array<i64: 2>, starts = array<i64: 5>} : (tensor<10xi8>) -> tensor<0xi8>
// CHECK-NEXT:    %[[SLICE_1:.*]] = "nn.slice"(%[[Y]]) {ends = array<i64: 5>, starts = array<i64: 2>, steps = array<i64: -1>} : (tensor<10xi8>) -> tensor<0xi8>
// CHECK-NEXT:    %[[SLICE_2:.*]] = "nn.slice"(%[[E]]) {ends = array<i64: 1, 4>, starts = array<i64: 0, 0>, steps = array<i64: -1, 1>} : (tensor<0x4xi1>) -> tensor<0x4xi1>
// CHECK-NEXT:    %[[SLICE_3:.*]] = "nn.slice"(%[[E]]) {ends = array<i64: 9223372036854775807, -1>, starts = array<i64: -1, 1>} : (tensor<0x4xi1>) -> tensor<0x2xi1>
// CHECK-NEXT:    return %[[SLICE]], %[[SLICE_1]], %[[SLICE_2]], %[[SLICE_3]] : tensor<0xi8>, tensor<0xi8>, tensor<0x4xi1>, tensor<0x2xi1>
func.func @slice_empty(%y: tensor<10xi8>, %e: tensor<0x4xi1>) -> (tensor<0xi8>, tensor<0xi8>, tensor<0x4xi1>, tensor<0x2xi1>) {
  %0 = "nn.slice"(%y) {starts = array<i64: 5>, ends = array<i64: 2>} : (tensor<10xi8>) -> tensor<0xi8>
  %1 = "nn.slice"(%y) {starts = array<i64: 2>, ends = array<i64: 5>, steps = array<i64: -1>} : (tensor<10xi8>) -> tensor<0xi8>
  %2 = "nn.slice"(%e) {starts = array<i64: 0, 0>, ends = array<i64: 1, 4>, steps = array<i64: -1, 1>} : (tensor<0x4xi1>) -> tensor<0x4xi1>
  %3 = "nn.slice"(%e) {starts = array<i64: -1, 1>, ends = array<i64: 9223372036854775807, -1>} : (tensor<0x4xi1>) -> tensor<0x2xi1>
  return %0, %1, %2, %3 : tensor<0xi8>, tensor<0xi8>, tensor<0x4xi1>, tensor<0x2xi1>
}

// -----

// Steps as large as an int64 takes: one element either way.
// CHECK-LABEL: func.func @slice_huge_steps(
// CHECK-SAME:    %[[Y:.*]]: tensor<10xi32>) -> (tensor<1xi32>, tensor<1xi32>)
// CHECK-NEXT:    %[[SLICE:.*]] = "nn.slice"(%[[Y]]) {ends = array<i64: 9223372036854775807>, starts = array<i64: 0>, steps = array<i64: 9223372036854775807>} : (tensor<10xi32>) -> tensor<1xi32>
// CHECK-NEXT:    %[[SLICE_1:.*]] = "nn.slice"(%[[Y]]) {ends = array<i64: -9223372036854775808>, starts = array<i64: -1>, steps = array<i64: -9223372036854775808>} : (tensor<10xi32>) -> tensor<1xi32>
// CHECK-NEXT:    return %[[SLICE]], %[[SLICE_1]] : tensor<1xi32>, tensor<1xi32>
func.func @slice_huge_steps(%y: tensor<10xi32>) -> (tensor<1xi32>, tensor<1xi32>) {
  %0 = "nn.slice"(%y) {starts = array<i64: 0>, ends = array<i64: 9223372036854775807>, steps = array<i64: 9223372036854775807>} : (tensor<10xi32>) -> tensor<1xi32>
  %1 = "nn.slice"(%y) {starts = array<i64: -1>, ends = array<i64: -9223372036854775808>, steps = array<i64: -9223372036854775808>} : (tensor<10xi32>) -> tensor<1xi32>
  return %0, %1 : tensor<1xi32>, tensor<1xi32>
}

// -----

// A rank-0 tensor has empty starts and ends.
// CHECK-LABEL: func.func @slice_rank_0(
// CHECK-SAME:    %[[S:.*]]: tensor<bf16>) -> tensor<bf16>
// CHECK-NEXT:    %[[SLICE:.*]] = "nn.slice"(%[[S]]) {ends = array<i64>, starts = array<i64>} : (tensor<bf16>) -> tensor<bf16>
// CHECK-NEXT:    return %[[SLICE]] : tensor<bf16>
func.func @slice_rank_0(%s: tensor<bf16>) -> tensor<bf16> {
  %0 = "nn.slice"(%s) {starts = array<i64>, ends = array<i64>} : (tensor<bf16>) -> tensor<bf16>
  return %0 : tensor<bf16>
}

// -----

// Along a dynamic dimension the size is dynamic, unless the slice is empty
// whatever the size: start >= end counted from the same side with a
// positive step ([5, 2), [-2, -5)), 0 <= start <= end with a negative one.
// Static dimensions next to it keep their rule. The IR may know more than
// the rule (the last op: 3 where the rule says ?).
// CHECK-LABEL: func.func @slice_dynamic(
// CHECK-SAME:    %[[D:.*]]: tensor<?x8xi32>) -> (tensor<?x4xi32>, tensor<0x8xi32>, tensor<0x8xi32>, tensor<0x8xi32>, tensor<?x8xi32>, tensor<3x4xi32>)
// CHECK-NEXT:    %[[SLICE:.*]] = "nn.slice"(%[[D]]) {ends = array<i64: 3, 6>, starts = array<i64: 0, 2>} : (tensor<?x8xi32>) -> tensor<?x4xi32>
// CHECK-NEXT:    %[[SLICE_1:.*]] = "nn.slice"(%[[D]]) {ends = array<i64: 2, 8>, starts = array<i64: 5, 0>} : (tensor<?x8xi32>) -> tensor<0x8xi32>
// CHECK-NEXT:    %[[SLICE_2:.*]] = "nn.slice"(%[[D]]) {ends = array<i64: -5, 8>, starts = array<i64: -2, 0>} : (tensor<?x8xi32>) -> tensor<0x8xi32>
// CHECK-NEXT:    %[[SLICE_3:.*]] = "nn.slice"(%[[D]]) {ends = array<i64: 3, 8>, starts = array<i64: 1, 0>, steps = array<i64: -1, 1>} : (tensor<?x8xi32>) -> tensor<0x8xi32>
// CHECK-NEXT:    %[[SLICE_4:.*]] = "nn.slice"(%[[D]]) {ends = array<i64: -9223372036854775808, 8>, starts = array<i64: -1, 0>, steps = array<i64: -1, 1>} : (tensor<?x8xi32>) -> tensor<?x8xi32>
// CHECK-NEXT:    %[[SLICE_5:.*]] = "nn.slice"(%[[D]]) {ends = array<i64: 3, 6>, starts = array<i64: 0, 2>} : (tensor<?x8xi32>) -> tensor<3x4xi32>
// CHECK-NEXT:    return %[[SLICE]], %[[SLICE_1]], %[[SLICE_2]], %[[SLICE_3]], %[[SLICE_4]], %[[SLICE_5]] : tensor<?x4xi32>, tensor<0x8xi32>, tensor<0x8xi32>, tensor<0x8xi32>, tensor<?x8xi32>, tensor<3x4xi32>
func.func @slice_dynamic(%d: tensor<?x8xi32>) -> (tensor<?x4xi32>, tensor<0x8xi32>, tensor<0x8xi32>, tensor<0x8xi32>, tensor<?x8xi32>, tensor<3x4xi32>) {
  %0 = "nn.slice"(%d) {starts = array<i64: 0, 2>, ends = array<i64: 3, 6>} : (tensor<?x8xi32>) -> tensor<?x4xi32>
  %1 = "nn.slice"(%d) {starts = array<i64: 5, 0>, ends = array<i64: 2, 8>} : (tensor<?x8xi32>) -> tensor<0x8xi32>
  %2 = "nn.slice"(%d) {starts = array<i64: -2, 0>, ends = array<i64: -5, 8>} : (tensor<?x8xi32>) -> tensor<0x8xi32>
  %3 = "nn.slice"(%d) {starts = array<i64: 1, 0>, ends = array<i64: 3, 8>, steps = array<i64: -1, 1>} : (tensor<?x8xi32>) -> tensor<0x8xi32>
  %4 = "nn.slice"(%d) {starts = array<i64: -1, 0>, ends = array<i64: -9223372036854775808, 8>, steps = array<i64: -1, 1>} : (tensor<?x8xi32>) -> tensor<?x8xi32>
  %5 = "nn.slice"(%d) {starts = array<i64: 0, 2>, ends = array<i64: 3, 6>} : (tensor<?x8xi32>) -> tensor<3x4xi32>
  return %0, %1, %2, %3, %4, %5 : tensor<?x4xi32>, tensor<0x8xi32>, tensor<0x8xi32>, tensor<0x8xi32>, tensor<?x8xi32>, tensor<3x4xi32>
}

// -----

//===----------------------------------------------------------------------===//
// pad.
//===----------------------------------------------------------------------===//

// Pads are all begins, then all ends: [2 + 1 + 3, 3 + 2 + 4]. The defaults
// spelled out pad nothing.
// CHECK-LABEL: func.func @pad(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf32>) -> (tensor<6x9xf32>, tensor<2x3xf32>)
// CHECK-NEXT:    %[[PAD:.*]] = "nn.pad"(%[[X]]) {pads = array<i64: 1, 2, 3, 4>} : (tensor<2x3xf32>) -> tensor<6x9xf32>
// CHECK-NEXT:    %[[PAD_1:.*]] = "nn.pad"(%[[X]]) {mode = "constant", pads = array<i64: 0, 0, 0, 0>, value = 0.000000e+00 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    return %[[PAD]], %[[PAD_1]] : tensor<6x9xf32>, tensor<2x3xf32>
func.func @pad(%x: tensor<2x3xf32>) -> (tensor<6x9xf32>, tensor<2x3xf32>) {
  %0 = "nn.pad"(%x) {pads = array<i64: 1, 2, 3, 4>} : (tensor<2x3xf32>) -> tensor<6x9xf32>
  %1 = "nn.pad"(%x) {pads = array<i64: 0, 0, 0, 0>, value = 0.000000e+00 : f32, mode = "constant"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<6x9xf32>, tensor<2x3xf32>
}

// -----

// The fill value may be f64 and fill integers; negative pads crop in
// "constant" mode, down to an empty dimension: [5 - 1 - 2, 6 + 0 + 2] and
// [5 - 5, 6].
// CHECK-LABEL: func.func @pad_constant(
// CHECK-SAME:    %[[I:.*]]: tensor<2x3xi32>, %[[X:.*]]: tensor<5x6xf16>) -> (tensor<4x3xi32>, tensor<2x8xf16>, tensor<0x6xf16>)
// CHECK-NEXT:    %[[PAD:.*]] = "nn.pad"(%[[I]]) {pads = array<i64: 1, 0, 1, 0>, value = -1.500000e+00 : f64} : (tensor<2x3xi32>) -> tensor<4x3xi32>
// CHECK-NEXT:    %[[PAD_1:.*]] = "nn.pad"(%[[X]]) {mode = "constant", pads = array<i64: -1, 0, -2, 2>} : (tensor<5x6xf16>) -> tensor<2x8xf16>
// CHECK-NEXT:    %[[PAD_2:.*]] = "nn.pad"(%[[X]]) {pads = array<i64: -5, 0, 0, 0>} : (tensor<5x6xf16>) -> tensor<0x6xf16>
// CHECK-NEXT:    return %[[PAD]], %[[PAD_1]], %[[PAD_2]] : tensor<4x3xi32>, tensor<2x8xf16>, tensor<0x6xf16>
func.func @pad_constant(%i: tensor<2x3xi32>, %x: tensor<5x6xf16>) -> (tensor<4x3xi32>, tensor<2x8xf16>, tensor<0x6xf16>) {
  %0 = "nn.pad"(%i) {pads = array<i64: 1, 0, 1, 0>, value = -1.500000e+00 : f64} : (tensor<2x3xi32>) -> tensor<4x3xi32>
  %1 = "nn.pad"(%x) {pads = array<i64: -1, 0, -2, 2>, mode = "constant"} : (tensor<5x6xf16>) -> tensor<2x8xf16>
  %2 = "nn.pad"(%x) {pads = array<i64: -5, 0, 0, 0>} : (tensor<5x6xf16>) -> tensor<0x6xf16>
  return %0, %1, %2 : tensor<4x3xi32>, tensor<2x8xf16>, tensor<0x6xf16>
}

// -----

// "reflect" pads stay below the dimension size (3 < 4, 1 < 4, 4 < 5);
// unpadded dimensions may have any size, 1 and 0 included.
// CHECK-LABEL: func.func @pad_reflect(
// CHECK-SAME:    %[[X:.*]]: tensor<4x5xbf16>, %[[R:.*]]: tensor<1x3xbf16>, %[[E:.*]]: tensor<0x3xbf16>) -> (tensor<8x9xbf16>, tensor<1x7xbf16>, tensor<0x5xbf16>)
// CHECK-NEXT:    %[[PAD:.*]] = "nn.pad"(%[[X]]) {mode = "reflect", pads = array<i64: 3, 0, 1, 4>} : (tensor<4x5xbf16>) -> tensor<8x9xbf16>
// CHECK-NEXT:    %[[PAD_1:.*]] = "nn.pad"(%[[R]]) {mode = "reflect", pads = array<i64: 0, 2, 0, 2>} : (tensor<1x3xbf16>) -> tensor<1x7xbf16>
// CHECK-NEXT:    %[[PAD_2:.*]] = "nn.pad"(%[[E]]) {mode = "reflect", pads = array<i64: 0, 1, 0, 1>} : (tensor<0x3xbf16>) -> tensor<0x5xbf16>
// CHECK-NEXT:    return %[[PAD]], %[[PAD_1]], %[[PAD_2]] : tensor<8x9xbf16>, tensor<1x7xbf16>, tensor<0x5xbf16>
func.func @pad_reflect(%x: tensor<4x5xbf16>, %r: tensor<1x3xbf16>, %e: tensor<0x3xbf16>) -> (tensor<8x9xbf16>, tensor<1x7xbf16>, tensor<0x5xbf16>) {
  %0 = "nn.pad"(%x) {pads = array<i64: 3, 0, 1, 4>, mode = "reflect"} : (tensor<4x5xbf16>) -> tensor<8x9xbf16>
  %1 = "nn.pad"(%r) {pads = array<i64: 0, 2, 0, 2>, mode = "reflect"} : (tensor<1x3xbf16>) -> tensor<1x7xbf16>
  %2 = "nn.pad"(%e) {pads = array<i64: 0, 1, 0, 1>, mode = "reflect"} : (tensor<0x3xbf16>) -> tensor<0x5xbf16>
  return %0, %1, %2 : tensor<8x9xbf16>, tensor<1x7xbf16>, tensor<0x5xbf16>
}

// -----

// "edge" pads may be larger than the dimension; an empty dimension may only
// stay unpadded.
// CHECK-LABEL: func.func @pad_edge(
// CHECK-SAME:    %[[X:.*]]: tensor<1x3xi1>, %[[E:.*]]: tensor<0x2xf32>) -> (tensor<5x8xi1>, tensor<0x4xf32>)
// CHECK-NEXT:    %[[PAD:.*]] = "nn.pad"(%[[X]]) {mode = "edge", pads = array<i64: 2, 0, 2, 5>} : (tensor<1x3xi1>) -> tensor<5x8xi1>
// CHECK-NEXT:    %[[PAD_1:.*]] = "nn.pad"(%[[E]]) {mode = "edge", pads = array<i64: 0, 1, 0, 1>} : (tensor<0x2xf32>) -> tensor<0x4xf32>
// CHECK-NEXT:    return %[[PAD]], %[[PAD_1]] : tensor<5x8xi1>, tensor<0x4xf32>
func.func @pad_edge(%x: tensor<1x3xi1>, %e: tensor<0x2xf32>) -> (tensor<5x8xi1>, tensor<0x4xf32>) {
  %0 = "nn.pad"(%x) {pads = array<i64: 2, 0, 2, 5>, mode = "edge"} : (tensor<1x3xi1>) -> tensor<5x8xi1>
  %1 = "nn.pad"(%e) {pads = array<i64: 0, 1, 0, 1>, mode = "edge"} : (tensor<0x2xf32>) -> tensor<0x4xf32>
  return %0, %1 : tensor<5x8xi1>, tensor<0x4xf32>
}

// -----

// A dynamic dimension stays dynamic whatever its pads (no size check is
// possible); a rank-0 tensor has no pads.
// CHECK-LABEL: func.func @pad_dynamic_and_rank_0(
// CHECK-SAME:    %[[D:.*]]: tensor<?x3xi64>, %[[S:.*]]: tensor<i8>) -> (tensor<?x5xi64>, tensor<?x3xi64>, tensor<?x5xi64>, tensor<i8>)
// CHECK-NEXT:    %[[PAD:.*]] = "nn.pad"(%[[D]]) {pads = array<i64: 1, 1, 1, 1>} : (tensor<?x3xi64>) -> tensor<?x5xi64>
// CHECK-NEXT:    %[[PAD_1:.*]] = "nn.pad"(%[[D]]) {pads = array<i64: -7, 0, 0, 0>} : (tensor<?x3xi64>) -> tensor<?x3xi64>
// CHECK-NEXT:    %[[PAD_2:.*]] = "nn.pad"(%[[D]]) {mode = "reflect", pads = array<i64: 5, 1, 5, 1>} : (tensor<?x3xi64>) -> tensor<?x5xi64>
// CHECK-NEXT:    %[[PAD_3:.*]] = "nn.pad"(%[[S]]) {mode = "edge", pads = array<i64>} : (tensor<i8>) -> tensor<i8>
// CHECK-NEXT:    return %[[PAD]], %[[PAD_1]], %[[PAD_2]], %[[PAD_3]] : tensor<?x5xi64>, tensor<?x3xi64>, tensor<?x5xi64>, tensor<i8>
func.func @pad_dynamic_and_rank_0(%d: tensor<?x3xi64>, %s: tensor<i8>) -> (tensor<?x5xi64>, tensor<?x3xi64>, tensor<?x5xi64>, tensor<i8>) {
  %0 = "nn.pad"(%d) {pads = array<i64: 1, 1, 1, 1>} : (tensor<?x3xi64>) -> tensor<?x5xi64>
  %1 = "nn.pad"(%d) {pads = array<i64: -7, 0, 0, 0>} : (tensor<?x3xi64>) -> tensor<?x3xi64>
  %2 = "nn.pad"(%d) {pads = array<i64: 5, 1, 5, 1>, mode = "reflect"} : (tensor<?x3xi64>) -> tensor<?x5xi64>
  %3 = "nn.pad"(%s) {pads = array<i64>, mode = "edge"} : (tensor<i8>) -> tensor<i8>
  return %0, %1, %2, %3 : tensor<?x5xi64>, tensor<?x3xi64>, tensor<?x5xi64>, tensor<i8>
}

// -----

//===----------------------------------------------------------------------===//
// broadcast_to.
//===----------------------------------------------------------------------===//

// NumPy rules, aligned at the right: new leading dimensions, size-1
// dimensions repeated (1 to 0 too), equal ones kept, a scalar to anything.
// CHECK-LABEL: func.func @broadcast_to(
// CHECK-SAME:    %[[X:.*]]: tensor<3x1xf32>, %[[S:.*]]: tensor<f32>, %[[O:.*]]: tensor<1xi1>) -> (tensor<2x3x4xf32>, tensor<3x1xf32>, tensor<2x2xf32>, tensor<f32>, tensor<0xi1>)
// CHECK-NEXT:    %[[BROADCAST_TO:.*]] = "nn.broadcast_to"(%[[X]]) : (tensor<3x1xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[BROADCAST_TO_1:.*]] = "nn.broadcast_to"(%[[X]]) : (tensor<3x1xf32>) -> tensor<3x1xf32>
// CHECK-NEXT:    %[[BROADCAST_TO_2:.*]] = "nn.broadcast_to"(%[[S]]) : (tensor<f32>) -> tensor<2x2xf32>
// CHECK-NEXT:    %[[BROADCAST_TO_3:.*]] = "nn.broadcast_to"(%[[S]]) : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT:    %[[BROADCAST_TO_4:.*]] = "nn.broadcast_to"(%[[O]]) : (tensor<1xi1>) -> tensor<0xi1>
// CHECK-NEXT:    return %[[BROADCAST_TO]], %[[BROADCAST_TO_1]], %[[BROADCAST_TO_2]], %[[BROADCAST_TO_3]], %[[BROADCAST_TO_4]] : tensor<2x3x4xf32>, tensor<3x1xf32>, tensor<2x2xf32>, tensor<f32>, tensor<0xi1>
func.func @broadcast_to(%x: tensor<3x1xf32>, %s: tensor<f32>, %o: tensor<1xi1>) -> (tensor<2x3x4xf32>, tensor<3x1xf32>, tensor<2x2xf32>, tensor<f32>, tensor<0xi1>) {
  %0 = "nn.broadcast_to"(%x) : (tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %1 = "nn.broadcast_to"(%x) : (tensor<3x1xf32>) -> tensor<3x1xf32>
  %2 = "nn.broadcast_to"(%s) : (tensor<f32>) -> tensor<2x2xf32>
  %3 = "nn.broadcast_to"(%s) : (tensor<f32>) -> tensor<f32>
  %4 = "nn.broadcast_to"(%o) : (tensor<1xi1>) -> tensor<0xi1>
  return %0, %1, %2, %3, %4 : tensor<2x3x4xf32>, tensor<3x1xf32>, tensor<2x2xf32>, tensor<f32>, tensor<0xi1>
}

// -----

// Dynamic sizes on either side: a dynamic input dimension may go to any
// size (it must be 1 or equal at run time); a static input dimension may go
// to a dynamic one.
// CHECK-LABEL: func.func @broadcast_to_dynamic(
// CHECK-SAME:    %[[D:.*]]: tensor<?x4xi8>, %[[E:.*]]: tensor<?x1xi8>, %[[F:.*]]: tensor<3xi32>) -> (tensor<3x?x4xi8>, tensor<2x5x7xi8>, tensor<?x?xi32>, tensor<?x3xi32>)
// CHECK-NEXT:    %[[BROADCAST_TO:.*]] = "nn.broadcast_to"(%[[D]]) : (tensor<?x4xi8>) -> tensor<3x?x4xi8>
// CHECK-NEXT:    %[[BROADCAST_TO_1:.*]] = "nn.broadcast_to"(%[[E]]) : (tensor<?x1xi8>) -> tensor<2x5x7xi8>
// CHECK-NEXT:    %[[BROADCAST_TO_2:.*]] = "nn.broadcast_to"(%[[F]]) : (tensor<3xi32>) -> tensor<?x?xi32>
// CHECK-NEXT:    %[[BROADCAST_TO_3:.*]] = "nn.broadcast_to"(%[[F]]) : (tensor<3xi32>) -> tensor<?x3xi32>
// CHECK-NEXT:    return %[[BROADCAST_TO]], %[[BROADCAST_TO_1]], %[[BROADCAST_TO_2]], %[[BROADCAST_TO_3]] : tensor<3x?x4xi8>, tensor<2x5x7xi8>, tensor<?x?xi32>, tensor<?x3xi32>
func.func @broadcast_to_dynamic(%d: tensor<?x4xi8>, %e: tensor<?x1xi8>, %f: tensor<3xi32>) -> (tensor<3x?x4xi8>, tensor<2x5x7xi8>, tensor<?x?xi32>, tensor<?x3xi32>) {
  %0 = "nn.broadcast_to"(%d) : (tensor<?x4xi8>) -> tensor<3x?x4xi8>
  %1 = "nn.broadcast_to"(%e) : (tensor<?x1xi8>) -> tensor<2x5x7xi8>
  %2 = "nn.broadcast_to"(%f) : (tensor<3xi32>) -> tensor<?x?xi32>
  %3 = "nn.broadcast_to"(%f) : (tensor<3xi32>) -> tensor<?x3xi32>
  return %0, %1, %2, %3 : tensor<3x?x4xi8>, tensor<2x5x7xi8>, tensor<?x?xi32>, tensor<?x3xi32>
}

// -----

//===----------------------------------------------------------------------===//
// squeeze.
//===----------------------------------------------------------------------===//

// No axes removes every size-1 dimension (all of them, or none).
// CHECK-LABEL: func.func @squeeze(
// CHECK-SAME:    %[[X:.*]]: tensor<1x3x1x4xf32>, %[[O:.*]]: tensor<1x1xi8>, %[[N:.*]]: tensor<2x3xf32>, %[[S:.*]]: tensor<f32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<i8>, tensor<2x3xf32>, tensor<f32>)
// CHECK-NEXT:    %[[SQUEEZE:.*]] = "nn.squeeze"(%[[X]]) : (tensor<1x3x1x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT:    %[[SQUEEZE_1:.*]] = "nn.squeeze"(%[[X]]) {axes = array<i64>} : (tensor<1x3x1x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT:    %[[SQUEEZE_2:.*]] = "nn.squeeze"(%[[O]]) : (tensor<1x1xi8>) -> tensor<i8>
// CHECK-NEXT:    %[[SQUEEZE_3:.*]] = "nn.squeeze"(%[[N]]) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[SQUEEZE_4:.*]] = "nn.squeeze"(%[[S]]) : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT:    return %[[SQUEEZE]], %[[SQUEEZE_1]], %[[SQUEEZE_2]], %[[SQUEEZE_3]], %[[SQUEEZE_4]] : tensor<3x4xf32>, tensor<3x4xf32>, tensor<i8>, tensor<2x3xf32>, tensor<f32>
func.func @squeeze(%x: tensor<1x3x1x4xf32>, %o: tensor<1x1xi8>, %n: tensor<2x3xf32>, %s: tensor<f32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<i8>, tensor<2x3xf32>, tensor<f32>) {
  %0 = "nn.squeeze"(%x) : (tensor<1x3x1x4xf32>) -> tensor<3x4xf32>
  %1 = "nn.squeeze"(%x) {axes = array<i64>} : (tensor<1x3x1x4xf32>) -> tensor<3x4xf32>
  %2 = "nn.squeeze"(%o) : (tensor<1x1xi8>) -> tensor<i8>
  %3 = "nn.squeeze"(%n) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = "nn.squeeze"(%s) : (tensor<f32>) -> tensor<f32>
  return %0, %1, %2, %3, %4 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<i8>, tensor<2x3xf32>, tensor<f32>
}

// -----

// Listed axes, in any order, negative ones from the end (-2 is dimension 2
// of 4); other size-1 dimensions stay. Dynamic dimensions that are not
// listed stay too.
// CHECK-LABEL: func.func @squeeze_axes(
// CHECK-SAME:    %[[X:.*]]: tensor<1x3x1x4xi64>, %[[D:.*]]: tensor<?x1x?xbf16>) -> (tensor<3x4xi64>, tensor<3x4xi64>, tensor<1x3x4xi64>, tensor<3x1x4xi64>, tensor<?x?xbf16>)
// CHECK-NEXT:    %[[SQUEEZE:.*]] = "nn.squeeze"(%[[X]]) {axes = array<i64: 0, 2>} : (tensor<1x3x1x4xi64>) -> tensor<3x4xi64>
// CHECK-NEXT:    %[[SQUEEZE_1:.*]] = "nn.squeeze"(%[[X]]) {axes = array<i64: 2, -4>} : (tensor<1x3x1x4xi64>) -> tensor<3x4xi64>
// CHECK-NEXT:    %[[SQUEEZE_2:.*]] = "nn.squeeze"(%[[X]]) {axes = array<i64: -2>} : (tensor<1x3x1x4xi64>) -> tensor<1x3x4xi64>
// CHECK-NEXT:    %[[SQUEEZE_3:.*]] = "nn.squeeze"(%[[X]]) {axes = array<i64: 0>} : (tensor<1x3x1x4xi64>) -> tensor<3x1x4xi64>
// CHECK-NEXT:    %[[SQUEEZE_4:.*]] = "nn.squeeze"(%[[D]]) {axes = array<i64: 1>} : (tensor<?x1x?xbf16>) -> tensor<?x?xbf16>
// CHECK-NEXT:    return %[[SQUEEZE]], %[[SQUEEZE_1]], %[[SQUEEZE_2]], %[[SQUEEZE_3]], %[[SQUEEZE_4]] : tensor<3x4xi64>, tensor<3x4xi64>, tensor<1x3x4xi64>, tensor<3x1x4xi64>, tensor<?x?xbf16>
func.func @squeeze_axes(%x: tensor<1x3x1x4xi64>, %d: tensor<?x1x?xbf16>) -> (tensor<3x4xi64>, tensor<3x4xi64>, tensor<1x3x4xi64>, tensor<3x1x4xi64>, tensor<?x?xbf16>) {
  %0 = "nn.squeeze"(%x) {axes = array<i64: 0, 2>} : (tensor<1x3x1x4xi64>) -> tensor<3x4xi64>
  %1 = "nn.squeeze"(%x) {axes = array<i64: 2, -4>} : (tensor<1x3x1x4xi64>) -> tensor<3x4xi64>
  %2 = "nn.squeeze"(%x) {axes = array<i64: -2>} : (tensor<1x3x1x4xi64>) -> tensor<1x3x4xi64>
  %3 = "nn.squeeze"(%x) {axes = array<i64: 0>} : (tensor<1x3x1x4xi64>) -> tensor<3x1x4xi64>
  %4 = "nn.squeeze"(%d) {axes = array<i64: 1>} : (tensor<?x1x?xbf16>) -> tensor<?x?xbf16>
  return %0, %1, %2, %3, %4 : tensor<3x4xi64>, tensor<3x4xi64>, tensor<1x3x4xi64>, tensor<3x1x4xi64>, tensor<?x?xbf16>
}

// -----

//===----------------------------------------------------------------------===//
// unsqueeze.
//===----------------------------------------------------------------------===//

// Axes are positions in the result, of rank 2 + len(axes): [1, 3] in a
// rank-4 result gives [3, 1, 4, 1] (in either order); -1 is the last.
// CHECK-LABEL: func.func @unsqueeze(
// CHECK-SAME:    %[[X:.*]]: tensor<3x4xf32>) -> (tensor<1x3x4xf32>, tensor<3x4x1xf32>, tensor<3x4x1xf32>, tensor<3x1x4x1xf32>, tensor<3x1x4x1xf32>, tensor<1x1x3x4xf32>, tensor<1x3x4x1xf32>)
// CHECK-NEXT:    %[[UNSQUEEZE:.*]] = "nn.unsqueeze"(%[[X]]) {axes = array<i64: 0>} : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
// CHECK-NEXT:    %[[UNSQUEEZE_1:.*]] = "nn.unsqueeze"(%[[X]]) {axes = array<i64: 2>} : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
// CHECK-NEXT:    %[[UNSQUEEZE_2:.*]] = "nn.unsqueeze"(%[[X]]) {axes = array<i64: -1>} : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
// CHECK-NEXT:    %[[UNSQUEEZE_3:.*]] = "nn.unsqueeze"(%[[X]]) {axes = array<i64: 1, 3>} : (tensor<3x4xf32>) -> tensor<3x1x4x1xf32>
// CHECK-NEXT:    %[[UNSQUEEZE_4:.*]] = "nn.unsqueeze"(%[[X]]) {axes = array<i64: 3, 1>} : (tensor<3x4xf32>) -> tensor<3x1x4x1xf32>
// CHECK-NEXT:    %[[UNSQUEEZE_5:.*]] = "nn.unsqueeze"(%[[X]]) {axes = array<i64: 0, 1>} : (tensor<3x4xf32>) -> tensor<1x1x3x4xf32>
// CHECK-NEXT:    %[[UNSQUEEZE_6:.*]] = "nn.unsqueeze"(%[[X]]) {axes = array<i64: -1, 0>} : (tensor<3x4xf32>) -> tensor<1x3x4x1xf32>
// CHECK-NEXT:    return %[[UNSQUEEZE]], %[[UNSQUEEZE_1]], %[[UNSQUEEZE_2]], %[[UNSQUEEZE_3]], %[[UNSQUEEZE_4]], %[[UNSQUEEZE_5]], %[[UNSQUEEZE_6]] : tensor<1x3x4xf32>, tensor<3x4x1xf32>, tensor<3x4x1xf32>, tensor<3x1x4x1xf32>, tensor<3x1x4x1xf32>, tensor<1x1x3x4xf32>, tensor<1x3x4x1xf32>
func.func @unsqueeze(%x: tensor<3x4xf32>) -> (tensor<1x3x4xf32>, tensor<3x4x1xf32>, tensor<3x4x1xf32>, tensor<3x1x4x1xf32>, tensor<3x1x4x1xf32>, tensor<1x1x3x4xf32>, tensor<1x3x4x1xf32>) {
  %0 = "nn.unsqueeze"(%x) {axes = array<i64: 0>} : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
  %1 = "nn.unsqueeze"(%x) {axes = array<i64: 2>} : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
  %2 = "nn.unsqueeze"(%x) {axes = array<i64: -1>} : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
  %3 = "nn.unsqueeze"(%x) {axes = array<i64: 1, 3>} : (tensor<3x4xf32>) -> tensor<3x1x4x1xf32>
  %4 = "nn.unsqueeze"(%x) {axes = array<i64: 3, 1>} : (tensor<3x4xf32>) -> tensor<3x1x4x1xf32>
  %5 = "nn.unsqueeze"(%x) {axes = array<i64: 0, 1>} : (tensor<3x4xf32>) -> tensor<1x1x3x4xf32>
  %6 = "nn.unsqueeze"(%x) {axes = array<i64: -1, 0>} : (tensor<3x4xf32>) -> tensor<1x3x4x1xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<1x3x4xf32>, tensor<3x4x1xf32>, tensor<3x4x1xf32>, tensor<3x1x4x1xf32>, tensor<3x1x4x1xf32>, tensor<1x1x3x4xf32>, tensor<1x3x4x1xf32>
}

// -----

// A rank-0 input, dynamic dimensions, and no axes at all (the input's type).
// CHECK-LABEL: func.func @unsqueeze_edge_cases(
// CHECK-SAME:    %[[S:.*]]: tensor<i1>, %[[D:.*]]: tensor<?x?xi64>) -> (tensor<1xi1>, tensor<1x1xi1>, tensor<?x1x?xi64>, tensor<?x?xi64>)
// CHECK-NEXT:    %[[UNSQUEEZE:.*]] = "nn.unsqueeze"(%[[S]]) {axes = array<i64: 0>} : (tensor<i1>) -> tensor<1xi1>
// CHECK-NEXT:    %[[UNSQUEEZE_1:.*]] = "nn.unsqueeze"(%[[S]]) {axes = array<i64: 0, -1>} : (tensor<i1>) -> tensor<1x1xi1>
// CHECK-NEXT:    %[[UNSQUEEZE_2:.*]] = "nn.unsqueeze"(%[[D]]) {axes = array<i64: 1>} : (tensor<?x?xi64>) -> tensor<?x1x?xi64>
// CHECK-NEXT:    %[[UNSQUEEZE_3:.*]] = "nn.unsqueeze"(%[[D]]) {axes = array<i64>} : (tensor<?x?xi64>) -> tensor<?x?xi64>
// CHECK-NEXT:    return %[[UNSQUEEZE]], %[[UNSQUEEZE_1]], %[[UNSQUEEZE_2]], %[[UNSQUEEZE_3]] : tensor<1xi1>, tensor<1x1xi1>, tensor<?x1x?xi64>, tensor<?x?xi64>
func.func @unsqueeze_edge_cases(%s: tensor<i1>, %d: tensor<?x?xi64>) -> (tensor<1xi1>, tensor<1x1xi1>, tensor<?x1x?xi64>, tensor<?x?xi64>) {
  %0 = "nn.unsqueeze"(%s) {axes = array<i64: 0>} : (tensor<i1>) -> tensor<1xi1>
  %1 = "nn.unsqueeze"(%s) {axes = array<i64: 0, -1>} : (tensor<i1>) -> tensor<1x1xi1>
  %2 = "nn.unsqueeze"(%d) {axes = array<i64: 1>} : (tensor<?x?xi64>) -> tensor<?x1x?xi64>
  %3 = "nn.unsqueeze"(%d) {axes = array<i64>} : (tensor<?x?xi64>) -> tensor<?x?xi64>
  return %0, %1, %2, %3 : tensor<1xi1>, tensor<1x1xi1>, tensor<?x1x?xi64>, tensor<?x?xi64>
}

// -----

//===----------------------------------------------------------------------===//
// flatten.
//===----------------------------------------------------------------------===//

// [2, 3, 4] split before `axis` (default 1): [2, 12]; 0 gives one row
// [1, 24]; the rank gives one column [24, 1]; -1 is 2, [6, 4]; -3 is 0.
// CHECK-LABEL: func.func @flatten(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3x4xf32>) -> (tensor<2x12xf32>, tensor<2x12xf32>, tensor<1x24xf32>, tensor<24x1xf32>, tensor<6x4xf32>, tensor<1x24xf32>)
// CHECK-NEXT:    %[[FLATTEN:.*]] = "nn.flatten"(%[[X]]) : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
// CHECK-NEXT:    %[[FLATTEN_1:.*]] = "nn.flatten"(%[[X]]) {axis = 1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
// CHECK-NEXT:    %[[FLATTEN_2:.*]] = "nn.flatten"(%[[X]]) {axis = 0 : i64} : (tensor<2x3x4xf32>) -> tensor<1x24xf32>
// CHECK-NEXT:    %[[FLATTEN_3:.*]] = "nn.flatten"(%[[X]]) {axis = 3 : i64} : (tensor<2x3x4xf32>) -> tensor<24x1xf32>
// CHECK-NEXT:    %[[FLATTEN_4:.*]] = "nn.flatten"(%[[X]]) {axis = -1 : i64} : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
// CHECK-NEXT:    %[[FLATTEN_5:.*]] = "nn.flatten"(%[[X]]) {axis = -3 : i64} : (tensor<2x3x4xf32>) -> tensor<1x24xf32>
// CHECK-NEXT:    return %[[FLATTEN]], %[[FLATTEN_1]], %[[FLATTEN_2]], %[[FLATTEN_3]], %[[FLATTEN_4]], %[[FLATTEN_5]] : tensor<2x12xf32>, tensor<2x12xf32>, tensor<1x24xf32>, tensor<24x1xf32>, tensor<6x4xf32>, tensor<1x24xf32>
func.func @flatten(%x: tensor<2x3x4xf32>) -> (tensor<2x12xf32>, tensor<2x12xf32>, tensor<1x24xf32>, tensor<24x1xf32>, tensor<6x4xf32>, tensor<1x24xf32>) {
  %0 = "nn.flatten"(%x) : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
  %1 = "nn.flatten"(%x) {axis = 1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
  %2 = "nn.flatten"(%x) {axis = 0 : i64} : (tensor<2x3x4xf32>) -> tensor<1x24xf32>
  %3 = "nn.flatten"(%x) {axis = 3 : i64} : (tensor<2x3x4xf32>) -> tensor<24x1xf32>
  %4 = "nn.flatten"(%x) {axis = -1 : i64} : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %5 = "nn.flatten"(%x) {axis = -3 : i64} : (tensor<2x3x4xf32>) -> tensor<1x24xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<2x12xf32>, tensor<2x12xf32>, tensor<1x24xf32>, tensor<24x1xf32>, tensor<6x4xf32>, tensor<1x24xf32>
}

// -----

// Ranks 0 and 1: empty products are 1.
// CHECK-LABEL: func.func @flatten_low_ranks(
// CHECK-SAME:    %[[S:.*]]: tensor<i8>, %[[V:.*]]: tensor<5xi8>) -> (tensor<1x1xi8>, tensor<5x1xi8>, tensor<1x5xi8>, tensor<1x5xi8>)
// CHECK-NEXT:    %[[FLATTEN:.*]] = "nn.flatten"(%[[S]]) {axis = 0 : i64} : (tensor<i8>) -> tensor<1x1xi8>
// CHECK-NEXT:    %[[FLATTEN_1:.*]] = "nn.flatten"(%[[V]]) : (tensor<5xi8>) -> tensor<5x1xi8>
// CHECK-NEXT:    %[[FLATTEN_2:.*]] = "nn.flatten"(%[[V]]) {axis = 0 : i64} : (tensor<5xi8>) -> tensor<1x5xi8>
// CHECK-NEXT:    %[[FLATTEN_3:.*]] = "nn.flatten"(%[[V]]) {axis = -1 : i64} : (tensor<5xi8>) -> tensor<1x5xi8>
// CHECK-NEXT:    return %[[FLATTEN]], %[[FLATTEN_1]], %[[FLATTEN_2]], %[[FLATTEN_3]] : tensor<1x1xi8>, tensor<5x1xi8>, tensor<1x5xi8>, tensor<1x5xi8>
func.func @flatten_low_ranks(%s: tensor<i8>, %v: tensor<5xi8>) -> (tensor<1x1xi8>, tensor<5x1xi8>, tensor<1x5xi8>, tensor<1x5xi8>) {
  %0 = "nn.flatten"(%s) {axis = 0 : i64} : (tensor<i8>) -> tensor<1x1xi8>
  %1 = "nn.flatten"(%v) : (tensor<5xi8>) -> tensor<5x1xi8>
  %2 = "nn.flatten"(%v) {axis = 0 : i64} : (tensor<5xi8>) -> tensor<1x5xi8>
  %3 = "nn.flatten"(%v) {axis = -1 : i64} : (tensor<5xi8>) -> tensor<1x5xi8>
  return %0, %1, %2, %3 : tensor<1x1xi8>, tensor<5x1xi8>, tensor<1x5xi8>, tensor<1x5xi8>
}

// -----

// A dynamic dimension makes its side dynamic, the other side stays known;
// a 0 makes its side 0 even next to a dynamic dimension.
// CHECK-LABEL: func.func @flatten_dynamic(
// CHECK-SAME:    %[[D:.*]]: tensor<2x?x4xf16>, %[[Z:.*]]: tensor<0x?xi1>) -> (tensor<2x?xf16>, tensor<?x4xf16>, tensor<1x?xf16>, tensor<?x1xf16>, tensor<0x?xi1>, tensor<0x1xi1>, tensor<1x0xi1>)
// CHECK-NEXT:    %[[FLATTEN:.*]] = "nn.flatten"(%[[D]]) : (tensor<2x?x4xf16>) -> tensor<2x?xf16>
// CHECK-NEXT:    %[[FLATTEN_1:.*]] = "nn.flatten"(%[[D]]) {axis = 2 : i64} : (tensor<2x?x4xf16>) -> tensor<?x4xf16>
// CHECK-NEXT:    %[[FLATTEN_2:.*]] = "nn.flatten"(%[[D]]) {axis = 0 : i64} : (tensor<2x?x4xf16>) -> tensor<1x?xf16>
// CHECK-NEXT:    %[[FLATTEN_3:.*]] = "nn.flatten"(%[[D]]) {axis = 3 : i64} : (tensor<2x?x4xf16>) -> tensor<?x1xf16>
// CHECK-NEXT:    %[[FLATTEN_4:.*]] = "nn.flatten"(%[[Z]]) : (tensor<0x?xi1>) -> tensor<0x?xi1>
// CHECK-NEXT:    %[[FLATTEN_5:.*]] = "nn.flatten"(%[[Z]]) {axis = 2 : i64} : (tensor<0x?xi1>) -> tensor<0x1xi1>
// CHECK-NEXT:    %[[FLATTEN_6:.*]] = "nn.flatten"(%[[Z]]) {axis = 0 : i64} : (tensor<0x?xi1>) -> tensor<1x0xi1>
// CHECK-NEXT:    return %[[FLATTEN]], %[[FLATTEN_1]], %[[FLATTEN_2]], %[[FLATTEN_3]], %[[FLATTEN_4]], %[[FLATTEN_5]], %[[FLATTEN_6]] : tensor<2x?xf16>, tensor<?x4xf16>, tensor<1x?xf16>, tensor<?x1xf16>, tensor<0x?xi1>, tensor<0x1xi1>, tensor<1x0xi1>
func.func @flatten_dynamic(%d: tensor<2x?x4xf16>, %z: tensor<0x?xi1>) -> (tensor<2x?xf16>, tensor<?x4xf16>, tensor<1x?xf16>, tensor<?x1xf16>, tensor<0x?xi1>, tensor<0x1xi1>, tensor<1x0xi1>) {
  %0 = "nn.flatten"(%d) : (tensor<2x?x4xf16>) -> tensor<2x?xf16>
  %1 = "nn.flatten"(%d) {axis = 2 : i64} : (tensor<2x?x4xf16>) -> tensor<?x4xf16>
  %2 = "nn.flatten"(%d) {axis = 0 : i64} : (tensor<2x?x4xf16>) -> tensor<1x?xf16>
  %3 = "nn.flatten"(%d) {axis = 3 : i64} : (tensor<2x?x4xf16>) -> tensor<?x1xf16>
  %4 = "nn.flatten"(%z) : (tensor<0x?xi1>) -> tensor<0x?xi1>
  %5 = "nn.flatten"(%z) {axis = 2 : i64} : (tensor<0x?xi1>) -> tensor<0x1xi1>
  %6 = "nn.flatten"(%z) {axis = 0 : i64} : (tensor<0x?xi1>) -> tensor<1x0xi1>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x?xf16>, tensor<?x4xf16>, tensor<1x?xf16>, tensor<?x1xf16>, tensor<0x?xi1>, tensor<0x1xi1>, tensor<1x0xi1>
}

// -----

//===----------------------------------------------------------------------===//
// gather.
//===----------------------------------------------------------------------===//

// data.shape[:axis] + indices.shape + data.shape[axis+1:]: the default axis
// 0 gives [3, 4]; axis 1 and -1 give [5, 3]; rank-2 i32 indices give
// [2, 3, 4]; a rank-0 index removes the axis.
// CHECK-LABEL: func.func @gather(
// CHECK-SAME:    %[[X:.*]]: tensor<5x4xf32>, %[[I:.*]]: tensor<3xi64>, %[[J:.*]]: tensor<2x3xi32>, %[[K:.*]]: tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<2x3x4xf32>, tensor<4xf32>, tensor<5xf32>)
// CHECK-NEXT:    %[[GATHER:.*]] = "nn.gather"(%[[X]], %[[I]]) : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
// CHECK-NEXT:    %[[GATHER_1:.*]] = "nn.gather"(%[[X]], %[[I]]) {axis = 0 : i64} : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
// CHECK-NEXT:    %[[GATHER_2:.*]] = "nn.gather"(%[[X]], %[[I]]) {axis = 1 : i64} : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<5x3xf32>
// CHECK-NEXT:    %[[GATHER_3:.*]] = "nn.gather"(%[[X]], %[[I]]) {axis = -1 : i64} : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<5x3xf32>
// CHECK-NEXT:    %[[GATHER_4:.*]] = "nn.gather"(%[[X]], %[[J]]) : (tensor<5x4xf32>, tensor<2x3xi32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[GATHER_5:.*]] = "nn.gather"(%[[X]], %[[K]]) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
// CHECK-NEXT:    %[[GATHER_6:.*]] = "nn.gather"(%[[X]], %[[K]]) {axis = 1 : i64} : (tensor<5x4xf32>, tensor<i64>) -> tensor<5xf32>
// CHECK-NEXT:    return %[[GATHER]], %[[GATHER_1]], %[[GATHER_2]], %[[GATHER_3]], %[[GATHER_4]], %[[GATHER_5]], %[[GATHER_6]] : tensor<3x4xf32>, tensor<3x4xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<2x3x4xf32>, tensor<4xf32>, tensor<5xf32>
func.func @gather(%x: tensor<5x4xf32>, %i: tensor<3xi64>, %j: tensor<2x3xi32>, %k: tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<2x3x4xf32>, tensor<4xf32>, tensor<5xf32>) {
  %0 = "nn.gather"(%x, %i) : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
  %1 = "nn.gather"(%x, %i) {axis = 0 : i64} : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
  %2 = "nn.gather"(%x, %i) {axis = 1 : i64} : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<5x3xf32>
  %3 = "nn.gather"(%x, %i) {axis = -1 : i64} : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<5x3xf32>
  %4 = "nn.gather"(%x, %j) : (tensor<5x4xf32>, tensor<2x3xi32>) -> tensor<2x3x4xf32>
  %5 = "nn.gather"(%x, %k) : (tensor<5x4xf32>, tensor<i64>) -> tensor<4xf32>
  %6 = "nn.gather"(%x, %k) {axis = 1 : i64} : (tensor<5x4xf32>, tensor<i64>) -> tensor<5xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<2x3x4xf32>, tensor<4xf32>, tensor<5xf32>
}

// -----

// The indices go in place of the axis, between the dimensions around it;
// any data element type; dynamic sizes come along from both operands.
// CHECK-LABEL: func.func @gather_middle_and_dynamic(
// CHECK-SAME:    %[[X:.*]]: tensor<2x5x6xi1>, %[[I:.*]]: tensor<7x8xi32>, %[[D:.*]]: tensor<?x4xbf16>, %[[J:.*]]: tensor<?xi64>) -> (tensor<2x7x8x6xi1>, tensor<?x4xbf16>, tensor<?x?xbf16>)
// CHECK-NEXT:    %[[GATHER:.*]] = "nn.gather"(%[[X]], %[[I]]) {axis = 1 : i64} : (tensor<2x5x6xi1>, tensor<7x8xi32>) -> tensor<2x7x8x6xi1>
// CHECK-NEXT:    %[[GATHER_1:.*]] = "nn.gather"(%[[D]], %[[J]]) : (tensor<?x4xbf16>, tensor<?xi64>) -> tensor<?x4xbf16>
// CHECK-NEXT:    %[[GATHER_2:.*]] = "nn.gather"(%[[D]], %[[J]]) {axis = 1 : i64} : (tensor<?x4xbf16>, tensor<?xi64>) -> tensor<?x?xbf16>
// CHECK-NEXT:    return %[[GATHER]], %[[GATHER_1]], %[[GATHER_2]] : tensor<2x7x8x6xi1>, tensor<?x4xbf16>, tensor<?x?xbf16>
func.func @gather_middle_and_dynamic(%x: tensor<2x5x6xi1>, %i: tensor<7x8xi32>, %d: tensor<?x4xbf16>, %j: tensor<?xi64>) -> (tensor<2x7x8x6xi1>, tensor<?x4xbf16>, tensor<?x?xbf16>) {
  %0 = "nn.gather"(%x, %i) {axis = 1 : i64} : (tensor<2x5x6xi1>, tensor<7x8xi32>) -> tensor<2x7x8x6xi1>
  %1 = "nn.gather"(%d, %j) : (tensor<?x4xbf16>, tensor<?xi64>) -> tensor<?x4xbf16>
  %2 = "nn.gather"(%d, %j) {axis = 1 : i64} : (tensor<?x4xbf16>, tensor<?xi64>) -> tensor<?x?xbf16>
  return %0, %1, %2 : tensor<2x7x8x6xi1>, tensor<?x4xbf16>, tensor<?x?xbf16>
}

// -----

//===----------------------------------------------------------------------===//
// tril and triu.
//===----------------------------------------------------------------------===//

// The result has the input's type; the diagonal may be any integer.
// CHECK-LABEL: func.func @tril(
// CHECK-SAME:    %[[X:.*]]: tensor<4x5xf32>, %[[B:.*]]: tensor<2x3x3xi1>, %[[D:.*]]: tensor<?x?xi64>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<2x3x3xi1>, tensor<?x?xi64>)
// CHECK-NEXT:    %[[TRIL:.*]] = "nn.tril"(%[[X]]) : (tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT:    %[[TRIL_1:.*]] = "nn.tril"(%[[X]]) {diagonal = 0 : i64} : (tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT:    %[[TRIL_2:.*]] = "nn.tril"(%[[B]]) {diagonal = -1 : i64} : (tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
// CHECK-NEXT:    %[[TRIL_3:.*]] = "nn.tril"(%[[D]]) {diagonal = 7 : i32} : (tensor<?x?xi64>) -> tensor<?x?xi64>
// CHECK-NEXT:    return %[[TRIL]], %[[TRIL_1]], %[[TRIL_2]], %[[TRIL_3]] : tensor<4x5xf32>, tensor<4x5xf32>, tensor<2x3x3xi1>, tensor<?x?xi64>
func.func @tril(%x: tensor<4x5xf32>, %b: tensor<2x3x3xi1>, %d: tensor<?x?xi64>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<2x3x3xi1>, tensor<?x?xi64>) {
  %0 = "nn.tril"(%x) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %1 = "nn.tril"(%x) {diagonal = 0 : i64} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %2 = "nn.tril"(%b) {diagonal = -1 : i64} : (tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
  %3 = "nn.tril"(%d) {diagonal = 7 : i32} : (tensor<?x?xi64>) -> tensor<?x?xi64>
  return %0, %1, %2, %3 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<2x3x3xi1>, tensor<?x?xi64>
}

// -----

// CHECK-LABEL: func.func @triu(
// CHECK-SAME:    %[[X:.*]]: tensor<4x5xf16>, %[[B:.*]]: tensor<2x0x3xi8>, %[[D:.*]]: tensor<?x3x?xbf16>) -> (tensor<4x5xf16>, tensor<4x5xf16>, tensor<2x0x3xi8>, tensor<?x3x?xbf16>)
// CHECK-NEXT:    %[[TRIU:.*]] = "nn.triu"(%[[X]]) : (tensor<4x5xf16>) -> tensor<4x5xf16>
// CHECK-NEXT:    %[[TRIU_1:.*]] = "nn.triu"(%[[X]]) {diagonal = 0 : i64} : (tensor<4x5xf16>) -> tensor<4x5xf16>
// CHECK-NEXT:    %[[TRIU_2:.*]] = "nn.triu"(%[[B]]) {diagonal = 1 : i64} : (tensor<2x0x3xi8>) -> tensor<2x0x3xi8>
// CHECK-NEXT:    %[[TRIU_3:.*]] = "nn.triu"(%[[D]]) {diagonal = -2 : i64} : (tensor<?x3x?xbf16>) -> tensor<?x3x?xbf16>
// CHECK-NEXT:    return %[[TRIU]], %[[TRIU_1]], %[[TRIU_2]], %[[TRIU_3]] : tensor<4x5xf16>, tensor<4x5xf16>, tensor<2x0x3xi8>, tensor<?x3x?xbf16>
func.func @triu(%x: tensor<4x5xf16>, %b: tensor<2x0x3xi8>, %d: tensor<?x3x?xbf16>) -> (tensor<4x5xf16>, tensor<4x5xf16>, tensor<2x0x3xi8>, tensor<?x3x?xbf16>) {
  %0 = "nn.triu"(%x) : (tensor<4x5xf16>) -> tensor<4x5xf16>
  %1 = "nn.triu"(%x) {diagonal = 0 : i64} : (tensor<4x5xf16>) -> tensor<4x5xf16>
  %2 = "nn.triu"(%b) {diagonal = 1 : i64} : (tensor<2x0x3xi8>) -> tensor<2x0x3xi8>
  %3 = "nn.triu"(%d) {diagonal = -2 : i64} : (tensor<?x3x?xbf16>) -> tensor<?x3x?xbf16>
  return %0, %1, %2, %3 : tensor<4x5xf16>, tensor<4x5xf16>, tensor<2x0x3xi8>, tensor<?x3x?xbf16>
}
