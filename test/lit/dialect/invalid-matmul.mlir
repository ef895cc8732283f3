// RUN: nn-opt %s --split-input-file --verify-diagnostics

// Negative cases of nn.matmul: element types, operand ranks, the contracting
// dimension (with and without transpose_a / transpose_b), broadcasting of the
// batch dimensions and the declared result type.

func.func @element_types_differ(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xbf16>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'nn.matmul' op element types differ: operand #0 is f32, #1 is bf16}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<4x8xf32>, tensor<8x16xbf16>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @lhs_i1(%arg0: tensor<4x8xi1>, %arg1: tensor<8x16xi8>) -> tensor<4x16xi8> {
  // expected-error@+1 {{'nn.matmul' op operand #0 ('lhs') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<4x8xi1>, tensor<8x16xi8>) -> tensor<4x16xi8>
  return %0 : tensor<4x16xi8>
}

// -----

func.func @result_i1(%arg0: tensor<4x8xi32>, %arg1: tensor<8x16xi32>) -> tensor<4x16xi1> {
  // expected-error@+1 {{'nn.matmul' op result #0 ('output') has element type i1; allowed: f16, bf16, f32, f64, i8, i32, i64}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<4x8xi32>, tensor<8x16xi32>) -> tensor<4x16xi1>
  return %0 : tensor<4x16xi1>
}

// -----

func.func @lhs_rank_1(%arg0: tensor<8xf32>, %arg1: tensor<8x16xf32>) -> tensor<16xf32> {
  // expected-error@+1 {{'nn.matmul' op operands must have rank >= 2, but lhs has rank 1 and rhs has rank 2}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<8xf32>, tensor<8x16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @rhs_rank_1(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.matmul' op operands must have rank >= 2, but lhs has rank 2 and rhs has rank 1}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @rank_0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'nn.matmul' op operands must have rank >= 2, but lhs has rank 0 and rhs has rank 0}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// The rank rule does not depend on the transposes.
func.func @rank_1_transpose_b(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'nn.matmul' op operands must have rank >= 2, but lhs has rank 2 and rhs has rank 1}}
  %0 = "nn.matmul"(%arg0, %arg1) {transpose_b = true} : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @contracting_mismatch(%arg0: tensor<4x8xf32>, %arg1: tensor<16x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'nn.matmul' op contracting dimensions differ: lhs has 8, rhs has 16}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<4x8xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// Spelling the defaults out changes nothing.
func.func @contracting_mismatch_explicit_defaults(%arg0: tensor<4x8xf32>, %arg1: tensor<16x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'nn.matmul' op contracting dimensions differ: lhs has 8, rhs has 16}}
  %0 = "nn.matmul"(%arg0, %arg1) {transpose_a = false, transpose_b = false} : (tensor<4x8xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// With transpose_a the lhs is [K, M]: K is 8 here, not 4.
func.func @contracting_mismatch_transpose_a(%arg0: tensor<8x4xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'nn.matmul' op contracting dimensions differ: lhs has 8, rhs has 4}}
  %0 = "nn.matmul"(%arg0, %arg1) {transpose_a = true} : (tensor<8x4xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

// With transpose_b the rhs is [N, K]: K is 16 here, not 8.
func.func @contracting_mismatch_transpose_b(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'nn.matmul' op contracting dimensions differ: lhs has 8, rhs has 16}}
  %0 = "nn.matmul"(%arg0, %arg1) {transpose_b = true} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @contracting_mismatch_transpose_both(%arg0: tensor<8x4xf16>, %arg1: tensor<16x4xf16>) -> tensor<4x16xf16> {
  // expected-error@+1 {{'nn.matmul' op contracting dimensions differ: lhs has 8, rhs has 4}}
  %0 = "nn.matmul"(%arg0, %arg1) {transpose_a = true, transpose_b = true} : (tensor<8x4xf16>, tensor<16x4xf16>) -> tensor<4x16xf16>
  return %0 : tensor<4x16xf16>
}

// -----

// Dynamic sizes elsewhere do not hide a mismatch of the static K.
func.func @contracting_mismatch_dynamic_batch(%arg0: tensor<?x?x8xf32>, %arg1: tensor<?x7x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error@+1 {{'nn.matmul' op contracting dimensions differ: lhs has 8, rhs has 7}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<?x?x8xf32>, tensor<?x7x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @batch_not_broadcastable(%arg0: tensor<2x4x8xf32>, %arg1: tensor<3x8x16xf32>) -> tensor<3x4x16xf32> {
  // expected-error@+1 {{'nn.matmul' op batch dimensions are not broadcast-compatible: lhs dimension 0 (2) vs rhs dimension 0 (3)}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<2x4x8xf32>, tensor<3x8x16xf32>) -> tensor<3x4x16xf32>
  return %0 : tensor<3x4x16xf32>
}

// -----

func.func @batch_not_broadcastable_inner(%arg0: tensor<5x2x4x8xf32>, %arg1: tensor<5x3x8x16xf32>) -> tensor<5x3x4x16xf32> {
  // expected-error@+1 {{'nn.matmul' op batch dimensions are not broadcast-compatible: lhs dimension 1 (2) vs rhs dimension 1 (3)}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<5x2x4x8xf32>, tensor<5x3x8x16xf32>) -> tensor<5x3x4x16xf32>
  return %0 : tensor<5x3x4x16xf32>
}

// -----

func.func @result_wrong_m(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error@+1 {{'nn.matmul' op result #0 type tensor<8x16xf32> does not match the inferred type tensor<4x16xf32>: dimension 0 is 8, expected 4}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// transpose_b makes N the second-to-last dimension of rhs.
func.func @result_wrong_n_transpose_b(%arg0: tensor<4x8xf32>, %arg1: tensor<16x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'nn.matmul' op result #0 type tensor<4x8xf32> does not match the inferred type tensor<4x16xf32>: dimension 1 is 8, expected 16}}
  %0 = "nn.matmul"(%arg0, %arg1) {transpose_b = true} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// The batch dimensions of the result are the broadcast ones.
func.func @result_wrong_batch(%arg0: tensor<1x4x8xf32>, %arg1: tensor<6x8x16xf32>) -> tensor<1x4x16xf32> {
  // expected-error@+1 {{'nn.matmul' op result #0 type tensor<1x4x16xf32> does not match the inferred type tensor<6x4x16xf32>: dimension 0 is 1, expected 6}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<1x4x8xf32>, tensor<6x8x16xf32>) -> tensor<1x4x16xf32>
  return %0 : tensor<1x4x16xf32>
}

// -----

func.func @result_missing_batch(%arg0: tensor<2x4x8xf32>, %arg1: tensor<8x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'nn.matmul' op result #0 type tensor<4x16xf32> does not match the inferred type tensor<2x4x16xf32>}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<2x4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @result_element_type(%arg0: tensor<4x8xi8>, %arg1: tensor<8x16xi8>) -> tensor<4x16xi32> {
  // expected-error@+1 {{'nn.matmul' op result #0 type tensor<4x16xi32> does not match the inferred type tensor<4x16xi8>}}
  %0 = "nn.matmul"(%arg0, %arg1) : (tensor<4x8xi8>, tensor<8x16xi8>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
