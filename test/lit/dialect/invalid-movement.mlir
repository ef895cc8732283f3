// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of the data movement ops: nn.reshape (element count and
// element type) and nn.transpose (the permutation and the result type).

//===----------------------------------------------------------------------===//
// reshape.
//===----------------------------------------------------------------------===//

func.func @reshape_element_count(%arg0: tensor<2x3xf32>) -> tensor<7xf32> {
  // expected-error@+1 {{'nn.reshape' op element counts differ: input has 6, result has 7}}
  %0 = "nn.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

// -----

func.func @reshape_element_count_rank_0(%arg0: tensor<f32>) -> tensor<2xf32> {
  // expected-error@+1 {{'nn.reshape' op element counts differ: input has 1, result has 2}}
  %0 = "nn.reshape"(%arg0) : (tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @reshape_element_count_empty(%arg0: tensor<0x4xi1>) -> tensor<4xi1> {
  // expected-error@+1 {{'nn.reshape' op element counts differ: input has 0, result has 4}}
  %0 = "nn.reshape"(%arg0) : (tensor<0x4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @reshape_element_type(%arg0: tensor<2x3xf32>) -> tensor<6xf16> {
  // expected-error@+1 {{'nn.reshape' op element types differ: input is f32, result is f16}}
  %0 = "nn.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xf16>
  return %0 : tensor<6xf16>
}

// -----

func.func @reshape_element_type_dynamic(%arg0: tensor<?x3xi32>) -> tensor<?xi64> {
  // expected-error@+1 {{'nn.reshape' op element types differ: input is i32, result is i64}}
  %0 = "nn.reshape"(%arg0) : (tensor<?x3xi32>) -> tensor<?xi64>
  return %0 : tensor<?xi64>
}

// -----

func.func @reshape_operand_index(%arg0: tensor<2x3xindex>) -> tensor<6xi64> {
  // expected-error@+1 {{'nn.reshape' op operand #0 ('input') has element type index; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  %0 = "nn.reshape"(%arg0) : (tensor<2x3xindex>) -> tensor<6xi64>
  return %0 : tensor<6xi64>
}

// -----

func.func @reshape_result_complex(%arg0: tensor<2x3xf32>) -> tensor<6xcomplex<f32>> {
  // expected-error@+1 {{'nn.reshape' op result #0 ('output') has element type complex<f32>; allowed: f16, bf16, f32, f64, i8, i32, i64, i1}}
  %0 = "nn.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xcomplex<f32>>
  return %0 : tensor<6xcomplex<f32>>
}

// -----

//===----------------------------------------------------------------------===//
// transpose.
//===----------------------------------------------------------------------===//

func.func @transpose_perm_too_short(%arg0: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  // expected-error@+1 {{'nn.transpose' op 'perm' must have 3 values (the input rank), but has 2}}
  %0 = "nn.transpose"(%arg0) {perm = array<i64: 1, 0>} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  return %0 : tensor<3x2x4xf32>
}

// -----

func.func @transpose_perm_too_long(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{'nn.transpose' op 'perm' must have 2 values (the input rank), but has 3}}
  %0 = "nn.transpose"(%arg0) {perm = array<i64: 1, 0, 2>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_perm_empty(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.transpose' op 'perm' must have 2 values (the input rank), but has 0}}
  %0 = "nn.transpose"(%arg0) {perm = array<i64>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A rank-0 tensor has only the empty permutation.
func.func @transpose_rank_0(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'nn.transpose' op 'perm' must have 0 values (the input rank), but has 1}}
  %0 = "nn.transpose"(%arg0) {perm = array<i64: 0>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @transpose_perm_duplicate(%arg0: tensor<2x3x4xf32>) -> tensor<2x2x4xf32> {
  // expected-error@+1 {{'nn.transpose' op 'perm' must be a permutation of 0..2, but value 1 is 0}}
  %0 = "nn.transpose"(%arg0) {perm = array<i64: 0, 0, 2>} : (tensor<2x3x4xf32>) -> tensor<2x2x4xf32>
  return %0 : tensor<2x2x4xf32>
}

// -----

func.func @transpose_perm_out_of_range(%arg0: tensor<2x3x4xf32>) -> tensor<2x4x3xf32> {
  // expected-error@+1 {{'nn.transpose' op 'perm' must be a permutation of 0..2, but value 1 is 3}}
  %0 = "nn.transpose"(%arg0) {perm = array<i64: 0, 3, 1>} : (tensor<2x3x4xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// -----

// perm holds dimension numbers in [0, rank): no negative ones.
func.func @transpose_perm_negative(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{'nn.transpose' op 'perm' must be a permutation of 0..1, but value 0 is -1}}
  %0 = "nn.transpose"(%arg0) {perm = array<i64: -1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_result_not_permuted(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'nn.transpose' op result #0 type tensor<2x3xf32> does not match the inferred type tensor<3x2xf32>: dimension 0 is 2, expected 3}}
  %0 = "nn.transpose"(%arg0) {perm = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Result dimension i is input dimension perm[i] (not the inverse
// permutation): NCHW to NHWC.
func.func @transpose_result_inverse_perm(%arg0: tensor<1x3x8x16xf32>) -> tensor<1x16x3x8xf32> {
  // expected-error@+1 {{'nn.transpose' op result #0 type tensor<1x16x3x8xf32> does not match the inferred type tensor<1x8x16x3xf32>: dimension 1 is 16, expected 8}}
  %0 = "nn.transpose"(%arg0) {perm = array<i64: 0, 2, 3, 1>} : (tensor<1x3x8x16xf32>) -> tensor<1x16x3x8xf32>
  return %0 : tensor<1x16x3x8xf32>
}

// -----

func.func @transpose_result_element_type(%arg0: tensor<2x3xi1>) -> tensor<3x2xi8> {
  // expected-error@+1 {{'nn.transpose' op result #0 type tensor<3x2xi8> does not match the inferred type tensor<3x2xi1>}}
  %0 = "nn.transpose"(%arg0) {perm = array<i64: 1, 0>} : (tensor<2x3xi1>) -> tensor<3x2xi8>
  return %0 : tensor<3x2xi8>
}

// -----

func.func @transpose_result_rank(%arg0: tensor<2x3xf32>) -> tensor<6xf32> {
  // expected-error@+1 {{'nn.transpose' op result #0 type tensor<6xf32> does not match the inferred type tensor<3x2xf32>}}
  %0 = "nn.transpose"(%arg0) {perm = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// With dynamic sizes, the static part of one side must divide the other.
func.func @reshape_static_part_does_not_divide(%a: tensor<6xf32>) -> tensor<4x?xf32> {
  // expected-error@+1 {{'nn.reshape' op the input's 6 elements cannot fill the result: its static dimensions multiply to 4}}
  %0 = "nn.reshape"(%a) : (tensor<6xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

func.func @reshape_from_empty(%a: tensor<0x?xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'nn.reshape' op the result's 5 elements cannot come from the input: its static dimensions multiply to 0}}
  %0 = "nn.reshape"(%a) : (tensor<0x?xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// dims_from: a pair per result dim, naming dims that exist and agree.
func.func @reshape_dims_from_length(%a: tensor<?x6xf32>) -> tensor<?x2x3xf32> {
  // expected-error@+1 {{'nn.reshape' op dims_from must hold an (operand, dim) pair per dim, 6 values, and holds 2}}
  %0 = "nn.reshape"(%a) {dims_from = array<i64: 0, 0>} : (tensor<?x6xf32>) -> tensor<?x2x3xf32>
  return %0 : tensor<?x2x3xf32>
}

// -----

func.func @reshape_dims_from_missing_dim(%a: tensor<?x6xf32>, %b: tensor<?xf32>) -> tensor<?x2x3xf32> {
  // expected-error@+1 {{'nn.reshape' op dims_from gives dim 0 the size of dim 1 of operand #1, which does not exist}}
  %0 = "nn.reshape"(%a, %b) {dims_from = array<i64: 1, 1, -1, -1, -1, -1>} : (tensor<?x6xf32>, tensor<?xf32>) -> tensor<?x2x3xf32>
  return %0 : tensor<?x2x3xf32>
}

// -----

func.func @reshape_dims_from_disagrees(%a: tensor<?x6xf32>, %b: tensor<5xf32>) -> tensor<4x2x3xf32> {
  // expected-error@+1 {{'nn.reshape' op result dim 0 is 4, and dims_from gives it dim 0 of operand #1, of size 5}}
  %0 = "nn.reshape"(%a, %b) {dims_from = array<i64: 1, 0, -1, -1, -1, -1>} : (tensor<?x6xf32>, tensor<5xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

func.func @reshape_two_leftovers(%a: tensor<?x6xf32>) -> tensor<?x?xf32> {
  // expected-error@+1 {{'nn.reshape' op result dims 0 and 1 are dynamic and neither is given by dims_from: at most one takes the elements left over}}
  %0 = "nn.reshape"(%a) {dims_from = array<i64: -1, -1, -1, -1>} : (tensor<?x6xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Sizes come from other operands only through dims_from.
func.func @reshape_sizes_without_dims_from(%a: tensor<?x6xf32>, %b: tensor<?xf32>) -> tensor<?x6xf32> {
  // expected-error@+1 {{'nn.reshape' op the operands after the input give sizes only through dims_from, which is missing}}
  %0 = "nn.reshape"(%a, %b) : (tensor<?x6xf32>, tensor<?xf32>) -> tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}

// -----

// An end ends_from names: the slice of that dim starts at 0 with step 1.
func.func @slice_ends_from_start(%a: tensor<1x64xi64>, %b: tensor<?x?xf32>) -> tensor<1x?xi64> {
  // expected-error@+1 {{'nn.slice' op ends_from names the end of dimension 1, which must then start at 0 with step 1 (start 2, step 1)}}
  %0 = "nn.slice"(%a, %b) {starts = array<i64: 0, 2>, ends = array<i64: 1, 64>, ends_from = array<i64: -1, -1, 1, 1>} : (tensor<1x64xi64>, tensor<?x?xf32>) -> tensor<1x?xi64>
  return %0 : tensor<1x?xi64>
}

// -----

func.func @broadcast_dims_from_disagrees(%a: tensor<1x4xf32>, %b: tensor<3xf32>) -> tensor<5x4xf32> {
  // expected-error@+1 {{'nn.broadcast_to' op result dim 0 is 5, and dims_from gives it dim 0 of operand #1, of size 3}}
  %0 = "nn.broadcast_to"(%a, %b) {dims_from = array<i64: 1, 0, -1, -1>} : (tensor<1x4xf32>, tensor<3xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}
