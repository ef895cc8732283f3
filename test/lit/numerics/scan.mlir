// Numerical tests of the scans and sorts and the inverse trigonometric ops on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_scan.py; do not edit.
//
// RUN: nn-run %s --entry cumsum_axis0 --input %S/Inputs/cumsum_axis0_in0.npy --check %S/Inputs/cumsum_axis0_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_axis1 --input %S/Inputs/cumsum_axis1_in0.npy --check %S/Inputs/cumsum_axis1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_negative_axis --input %S/Inputs/cumsum_negative_axis_in0.npy --check %S/Inputs/cumsum_negative_axis_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_exclusive --input %S/Inputs/cumsum_exclusive_in0.npy --check %S/Inputs/cumsum_exclusive_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_reverse --input %S/Inputs/cumsum_reverse_in0.npy --check %S/Inputs/cumsum_reverse_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_exclusive_reverse --input %S/Inputs/cumsum_exclusive_reverse_in0.npy --check %S/Inputs/cumsum_exclusive_reverse_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_i32_exclusive_reverse --input %S/Inputs/cumsum_i32_exclusive_reverse_in0.npy --check %S/Inputs/cumsum_i32_exclusive_reverse_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_single --input %S/Inputs/cumsum_single_in0.npy --check %S/Inputs/cumsum_single_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_empty --input %S/Inputs/cumsum_empty_in0.npy --check %S/Inputs/cumsum_empty_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_rows --input %S/Inputs/top_k_rows_in0.npy --check %S/Inputs/top_k_rows_out0.npy %S/Inputs/top_k_rows_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_axis0_smallest --input %S/Inputs/top_k_axis0_smallest_in0.npy --check %S/Inputs/top_k_axis0_smallest_out0.npy %S/Inputs/top_k_axis0_smallest_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_negative_axis --input %S/Inputs/top_k_negative_axis_in0.npy --check %S/Inputs/top_k_negative_axis_out0.npy %S/Inputs/top_k_negative_axis_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_ties --input %S/Inputs/top_k_ties_in0.npy --check %S/Inputs/top_k_ties_out0.npy %S/Inputs/top_k_ties_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_ties_smallest --input %S/Inputs/top_k_ties_smallest_in0.npy --check %S/Inputs/top_k_ties_smallest_out0.npy %S/Inputs/top_k_ties_smallest_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_ties_i64 --input %S/Inputs/top_k_ties_i64_in0.npy --check %S/Inputs/top_k_ties_i64_out0.npy %S/Inputs/top_k_ties_i64_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_nan --input %S/Inputs/top_k_nan_in0.npy --check %S/Inputs/top_k_nan_out0.npy %S/Inputs/top_k_nan_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_nan_smallest --input %S/Inputs/top_k_nan_smallest_in0.npy --check %S/Inputs/top_k_nan_smallest_out0.npy %S/Inputs/top_k_nan_smallest_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_zero --input %S/Inputs/top_k_zero_in0.npy --check %S/Inputs/top_k_zero_out0.npy %S/Inputs/top_k_zero_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_empty_rows --input %S/Inputs/top_k_empty_rows_in0.npy --check %S/Inputs/top_k_empty_rows_out0.npy %S/Inputs/top_k_empty_rows_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry asin --input %S/Inputs/asin_in0.npy --check %S/Inputs/asin_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry acos --input %S/Inputs/acos_in0.npy --check %S/Inputs/acos_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry atan --input %S/Inputs/atan_in0.npy --check %S/Inputs/atan_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry asin_edges --input %S/Inputs/asin_edges_in0.npy --check %S/Inputs/asin_edges_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry acos_edges --input %S/Inputs/acos_edges_in0.npy --check %S/Inputs/acos_edges_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry atan_edges --input %S/Inputs/atan_edges_in0.npy --check %S/Inputs/atan_edges_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_middle_axis_tiles --input %S/Inputs/cumsum_middle_axis_tiles_in0.npy --check %S/Inputs/cumsum_middle_axis_tiles_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_rows_reverse --input %S/Inputs/cumsum_rows_reverse_in0.npy --check %S/Inputs/cumsum_rows_reverse_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_prime_columns_exclusive --input %S/Inputs/cumsum_prime_columns_exclusive_in0.npy --check %S/Inputs/cumsum_prime_columns_exclusive_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_one_pass_ties_nan --input %S/Inputs/top_k_one_pass_ties_nan_in0.npy --check %S/Inputs/top_k_one_pass_ties_nan_out0.npy %S/Inputs/top_k_one_pass_ties_nan_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_one_pass_ties_nan_smallest --input %S/Inputs/top_k_one_pass_ties_nan_smallest_in0.npy --check %S/Inputs/top_k_one_pass_ties_nan_smallest_out0.npy %S/Inputs/top_k_one_pass_ties_nan_smallest_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_one_pass_k16 --input %S/Inputs/top_k_one_pass_k16_in0.npy --check %S/Inputs/top_k_one_pass_k16_out0.npy %S/Inputs/top_k_one_pass_k16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_passes_ties_nan --input %S/Inputs/top_k_passes_ties_nan_in0.npy --check %S/Inputs/top_k_passes_ties_nan_out0.npy %S/Inputs/top_k_passes_ties_nan_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_passes_smallest --input %S/Inputs/top_k_passes_smallest_in0.npy --check %S/Inputs/top_k_passes_smallest_out0.npy %S/Inputs/top_k_passes_smallest_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_rank1 --input %S/Inputs/top_k_rank1_in0.npy --check %S/Inputs/top_k_rank1_out0.npy %S/Inputs/top_k_rank1_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @cumsum_axis0(%a0: tensor<6x5xf32>) -> tensor<6x5xf32> {
  %0 = "nn.cumsum"(%a0) {axis = 0 : i64} : (tensor<6x5xf32>) -> tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}

func.func @cumsum_axis1(%a0: tensor<6x5xf32>) -> tensor<6x5xf32> {
  %0 = "nn.cumsum"(%a0) {axis = 1 : i64} : (tensor<6x5xf32>) -> tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}

func.func @cumsum_negative_axis(%a0: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "nn.cumsum"(%a0) {axis = -2 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

func.func @cumsum_exclusive(%a0: tensor<7xf32>) -> tensor<7xf32> {
  %0 = "nn.cumsum"(%a0) {axis = 0 : i64, exclusive = true} : (tensor<7xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

func.func @cumsum_reverse(%a0: tensor<3x7xf32>) -> tensor<3x7xf32> {
  %0 = "nn.cumsum"(%a0) {axis = 1 : i64, reverse = true} : (tensor<3x7xf32>) -> tensor<3x7xf32>
  return %0 : tensor<3x7xf32>
}

func.func @cumsum_exclusive_reverse(%a0: tensor<4x3x5xf32>) -> tensor<4x3x5xf32> {
  %0 = "nn.cumsum"(%a0) {axis = 0 : i64, exclusive = true, reverse = true} : (tensor<4x3x5xf32>) -> tensor<4x3x5xf32>
  return %0 : tensor<4x3x5xf32>
}

func.func @cumsum_i32_exclusive_reverse(%a0: tensor<3x6xi32>) -> tensor<3x6xi32> {
  %0 = "nn.cumsum"(%a0) {axis = -1 : i64, exclusive = true, reverse = true} : (tensor<3x6xi32>) -> tensor<3x6xi32>
  return %0 : tensor<3x6xi32>
}

func.func @cumsum_single(%a0: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = "nn.cumsum"(%a0) {axis = 0 : i64, exclusive = true} : (tensor<1x4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

func.func @cumsum_empty(%a0: tensor<0x3xf32>) -> tensor<0x3xf32> {
  %0 = "nn.cumsum"(%a0) {axis = 1 : i64} : (tensor<0x3xf32>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}

func.func @top_k_rows(%a0: tensor<6x10xf32>) -> (tensor<6x3xf32>, tensor<6x3xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 3 : i64, axis = -1 : i64} : (tensor<6x10xf32>) -> (tensor<6x3xf32>, tensor<6x3xi64>)
  return %0#0, %0#1 : tensor<6x3xf32>, tensor<6x3xi64>
}

func.func @top_k_axis0_smallest(%a0: tensor<9x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 4 : i64, axis = 0 : i64, largest = false} : (tensor<9x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xi64>)
  return %0#0, %0#1 : tensor<4x4xf32>, tensor<4x4xi64>
}

func.func @top_k_negative_axis(%a0: tensor<2x7x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 2 : i64, axis = -2 : i64} : (tensor<2x7x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xi64>)
  return %0#0, %0#1 : tensor<2x2x3xf32>, tensor<2x2x3xi64>
}

func.func @top_k_ties(%a0: tensor<3x6xf32>) -> (tensor<3x4xf32>, tensor<3x4xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 4 : i64, axis = -1 : i64} : (tensor<3x6xf32>) -> (tensor<3x4xf32>, tensor<3x4xi64>)
  return %0#0, %0#1 : tensor<3x4xf32>, tensor<3x4xi64>
}

func.func @top_k_ties_smallest(%a0: tensor<3x6xf32>) -> (tensor<3x4xf32>, tensor<3x4xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 4 : i64, axis = -1 : i64, largest = false} : (tensor<3x6xf32>) -> (tensor<3x4xf32>, tensor<3x4xi64>)
  return %0#0, %0#1 : tensor<3x4xf32>, tensor<3x4xi64>
}

func.func @top_k_ties_i64(%a0: tensor<3x6xi64>) -> (tensor<3x6xi64>, tensor<3x6xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 6 : i64, axis = -1 : i64} : (tensor<3x6xi64>) -> (tensor<3x6xi64>, tensor<3x6xi64>)
  return %0#0, %0#1 : tensor<3x6xi64>, tensor<3x6xi64>
}

func.func @top_k_nan(%a0: tensor<1x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 6 : i64, axis = -1 : i64} : (tensor<1x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xi64>)
  return %0#0, %0#1 : tensor<1x6xf32>, tensor<1x6xi64>
}

func.func @top_k_nan_smallest(%a0: tensor<1x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 6 : i64, axis = -1 : i64, largest = false} : (tensor<1x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xi64>)
  return %0#0, %0#1 : tensor<1x6xf32>, tensor<1x6xi64>
}

func.func @top_k_zero(%a0: tensor<3x4xf32>) -> (tensor<3x0xf32>, tensor<3x0xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 0 : i64, axis = -1 : i64} : (tensor<3x4xf32>) -> (tensor<3x0xf32>, tensor<3x0xi64>)
  return %0#0, %0#1 : tensor<3x0xf32>, tensor<3x0xi64>
}

func.func @top_k_empty_rows(%a0: tensor<0x5xf32>) -> (tensor<0x2xf32>, tensor<0x2xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 2 : i64, axis = -1 : i64} : (tensor<0x5xf32>) -> (tensor<0x2xf32>, tensor<0x2xi64>)
  return %0#0, %0#1 : tensor<0x2xf32>, tensor<0x2xi64>
}

func.func @asin(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.asin"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @acos(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.acos"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @atan(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.atan"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @asin_edges(%a0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "nn.asin"(%a0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @acos_edges(%a0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "nn.acos"(%a0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @atan_edges(%a0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "nn.atan"(%a0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @cumsum_middle_axis_tiles(%a0: tensor<3x10x6xf32>) -> tensor<3x10x6xf32> {
  %0 = "nn.cumsum"(%a0) {axis = 1 : i64} : (tensor<3x10x6xf32>) -> tensor<3x10x6xf32>
  return %0 : tensor<3x10x6xf32>
}

func.func @cumsum_rows_reverse(%a0: tensor<10x7xf32>) -> tensor<10x7xf32> {
  %0 = "nn.cumsum"(%a0) {axis = -1 : i64, reverse = true} : (tensor<10x7xf32>) -> tensor<10x7xf32>
  return %0 : tensor<10x7xf32>
}

func.func @cumsum_prime_columns_exclusive(%a0: tensor<5x13xf32>) -> tensor<5x13xf32> {
  %0 = "nn.cumsum"(%a0) {axis = 0 : i64, exclusive = true} : (tensor<5x13xf32>) -> tensor<5x13xf32>
  return %0 : tensor<5x13xf32>
}

func.func @top_k_one_pass_ties_nan(%a0: tensor<4x64xf32>) -> (tensor<4x7xf32>, tensor<4x7xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 7 : i64, axis = -1 : i64} : (tensor<4x64xf32>) -> (tensor<4x7xf32>, tensor<4x7xi64>)
  return %0#0, %0#1 : tensor<4x7xf32>, tensor<4x7xi64>
}

func.func @top_k_one_pass_ties_nan_smallest(%a0: tensor<4x64xf32>) -> (tensor<4x7xf32>, tensor<4x7xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 7 : i64, axis = -1 : i64, largest = false} : (tensor<4x64xf32>) -> (tensor<4x7xf32>, tensor<4x7xi64>)
  return %0#0, %0#1 : tensor<4x7xf32>, tensor<4x7xi64>
}

func.func @top_k_one_pass_k16(%a0: tensor<2x33xf32>) -> (tensor<2x16xf32>, tensor<2x16xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 16 : i64, axis = -1 : i64} : (tensor<2x33xf32>) -> (tensor<2x16xf32>, tensor<2x16xi64>)
  return %0#0, %0#1 : tensor<2x16xf32>, tensor<2x16xi64>
}

func.func @top_k_passes_ties_nan(%a0: tensor<3x40xf32>) -> (tensor<3x20xf32>, tensor<3x20xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 20 : i64, axis = -1 : i64} : (tensor<3x40xf32>) -> (tensor<3x20xf32>, tensor<3x20xi64>)
  return %0#0, %0#1 : tensor<3x20xf32>, tensor<3x20xi64>
}

func.func @top_k_passes_smallest(%a0: tensor<3x40xf32>) -> (tensor<3x17xf32>, tensor<3x17xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 17 : i64, axis = -1 : i64, largest = false} : (tensor<3x40xf32>) -> (tensor<3x17xf32>, tensor<3x17xi64>)
  return %0#0, %0#1 : tensor<3x17xf32>, tensor<3x17xi64>
}

func.func @top_k_rank1(%a0: tensor<50xi32>) -> (tensor<5xi32>, tensor<5xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 5 : i64, axis = -1 : i64} : (tensor<50xi32>) -> (tensor<5xi32>, tensor<5xi64>)
  return %0#0, %0#1 : tensor<5xi32>, tensor<5xi64>
}
