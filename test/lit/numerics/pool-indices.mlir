// Numerical tests of nn.max_pool_with_indices against a NumPy loop over
// every window (cross-checked with PyTorch's max_pool return_indices).
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_pool_indices.py; do not edit.
//
// RUN: nn-run %s --entry mpi_f32_pads --input %S/Inputs/pool_indices/mpi_f32_pads_in0.npy --check %S/Inputs/pool_indices/mpi_f32_pads_out0.npy %S/Inputs/pool_indices/mpi_f32_pads_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_f32_col_major --input %S/Inputs/pool_indices/mpi_f32_col_major_in0.npy --check %S/Inputs/pool_indices/mpi_f32_col_major_out0.npy %S/Inputs/pool_indices/mpi_f32_col_major_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_f32_dilated_ceil --input %S/Inputs/pool_indices/mpi_f32_dilated_ceil_in0.npy --check %S/Inputs/pool_indices/mpi_f32_dilated_ceil_out0.npy %S/Inputs/pool_indices/mpi_f32_dilated_ceil_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_f64 --input %S/Inputs/pool_indices/mpi_f64_in0.npy --check %S/Inputs/pool_indices/mpi_f64_out0.npy %S/Inputs/pool_indices/mpi_f64_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_f16 --input %S/Inputs/pool_indices/mpi_f16_in0.npy --check %S/Inputs/pool_indices/mpi_f16_out0.npy %S/Inputs/pool_indices/mpi_f16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_bf16 --input %S/Inputs/pool_indices/mpi_bf16_in0.npy --check %S/Inputs/pool_indices/mpi_bf16_out0.npy %S/Inputs/pool_indices/mpi_bf16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_i8 --input %S/Inputs/pool_indices/mpi_i8_in0.npy --check %S/Inputs/pool_indices/mpi_i8_out0.npy %S/Inputs/pool_indices/mpi_i8_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_ui8 --input %S/Inputs/pool_indices/mpi_ui8_in0.npy --check %S/Inputs/pool_indices/mpi_ui8_out0.npy %S/Inputs/pool_indices/mpi_ui8_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_ties_nan --input %S/Inputs/pool_indices/mpi_ties_nan_in0.npy --check %S/Inputs/pool_indices/mpi_ties_nan_out0.npy %S/Inputs/pool_indices/mpi_ties_nan_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_empty_window --input %S/Inputs/pool_indices/mpi_empty_window_in0.npy --check %S/Inputs/pool_indices/mpi_empty_window_out0.npy %S/Inputs/pool_indices/mpi_empty_window_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_3d --input %S/Inputs/pool_indices/mpi_3d_in0.npy --check %S/Inputs/pool_indices/mpi_3d_out0.npy %S/Inputs/pool_indices/mpi_3d_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_3d_col_major --input %S/Inputs/pool_indices/mpi_3d_col_major_in0.npy --check %S/Inputs/pool_indices/mpi_3d_col_major_out0.npy %S/Inputs/pool_indices/mpi_3d_col_major_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_special_f32 --input %S/Inputs/pool_indices/mpi_special_f32_in0.npy --check %S/Inputs/pool_indices/mpi_special_f32_out0.npy %S/Inputs/pool_indices/mpi_special_f32_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_special_f64 --input %S/Inputs/pool_indices/mpi_special_f64_in0.npy --check %S/Inputs/pool_indices/mpi_special_f64_out0.npy %S/Inputs/pool_indices/mpi_special_f64_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_special_f16 --input %S/Inputs/pool_indices/mpi_special_f16_in0.npy --check %S/Inputs/pool_indices/mpi_special_f16_out0.npy %S/Inputs/pool_indices/mpi_special_f16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_special_bf16 --input %S/Inputs/pool_indices/mpi_special_bf16_in0.npy --check %S/Inputs/pool_indices/mpi_special_bf16_out0.npy %S/Inputs/pool_indices/mpi_special_bf16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_i8_lowest --input %S/Inputs/pool_indices/mpi_i8_lowest_in0.npy --check %S/Inputs/pool_indices/mpi_i8_lowest_out0.npy %S/Inputs/pool_indices/mpi_i8_lowest_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mpi_ui8_high --input %S/Inputs/pool_indices/mpi_ui8_high_in0.npy --check %S/Inputs/pool_indices/mpi_ui8_high_out0.npy %S/Inputs/pool_indices/mpi_ui8_high_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @mpi_f32_pads(%a0: tensor<2x3x7x6xf32>) -> (tensor<2x3x4x3xf32>, tensor<2x3x4x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>} : (tensor<2x3x7x6xf32>) -> (tensor<2x3x4x3xf32>, tensor<2x3x4x3xi64>)
  return %0#0, %0#1 : tensor<2x3x4x3xf32>, tensor<2x3x4x3xi64>
}

func.func @mpi_f32_col_major(%a0: tensor<2x3x7x6xf32>) -> (tensor<2x3x4x6xf32>, tensor<2x3x4x6xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 3, 2>, strides = array<i64: 2, 1>, padding = array<i64: 1, 0, 2, 1>, dilations = array<i64: 1, 1>, storage_order = 1 : i64} : (tensor<2x3x7x6xf32>) -> (tensor<2x3x4x6xf32>, tensor<2x3x4x6xi64>)
  return %0#0, %0#1 : tensor<2x3x4x6xf32>, tensor<2x3x4x6xi64>
}

func.func @mpi_f32_dilated_ceil(%a0: tensor<2x3x7x6xf32>) -> (tensor<2x3x4x3xf32>, tensor<2x3x4x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 2>, dilations = array<i64: 2, 2>, ceil_mode = true} : (tensor<2x3x7x6xf32>) -> (tensor<2x3x4x3xf32>, tensor<2x3x4x3xi64>)
  return %0#0, %0#1 : tensor<2x3x4x3xf32>, tensor<2x3x4x3xi64>
}

func.func @mpi_f64(%a0: tensor<2x3x7x6xf64>) -> (tensor<2x3x3x3xf64>, tensor<2x3x3x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>, dilations = array<i64: 1, 1>} : (tensor<2x3x7x6xf64>) -> (tensor<2x3x3x3xf64>, tensor<2x3x3x3xi64>)
  return %0#0, %0#1 : tensor<2x3x3x3xf64>, tensor<2x3x3x3xi64>
}

func.func @mpi_f16(%a0: tensor<2x3x7x6xf16>) -> (tensor<2x3x6x3xf16>, tensor<2x3x6x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 1, 2>, padding = array<i64: 1, 1, 0, 1>, dilations = array<i64: 1, 1>} : (tensor<2x3x7x6xf16>) -> (tensor<2x3x6x3xf16>, tensor<2x3x6x3xi64>)
  return %0#0, %0#1 : tensor<2x3x6x3xf16>, tensor<2x3x6x3xi64>
}

func.func @mpi_bf16(%a0: tensor<2x3x7x6xbf16>) -> (tensor<2x3x6x5xbf16>, tensor<2x3x6x5xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, dilations = array<i64: 1, 1>, storage_order = 1 : i64} : (tensor<2x3x7x6xbf16>) -> (tensor<2x3x6x5xbf16>, tensor<2x3x6x5xi64>)
  return %0#0, %0#1 : tensor<2x3x6x5xbf16>, tensor<2x3x6x5xi64>
}

func.func @mpi_i8(%a0: tensor<1x2x6x6xi8>) -> (tensor<1x2x6x6xi8>, tensor<1x2x6x6xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x2x6x6xi8>) -> (tensor<1x2x6x6xi8>, tensor<1x2x6x6xi64>)
  return %0#0, %0#1 : tensor<1x2x6x6xi8>, tensor<1x2x6x6xi64>
}

func.func @mpi_ui8(%a0: tensor<1x2x6x6xui8>) -> (tensor<1x2x3x6xui8>, tensor<1x2x3x6xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 3>, strides = array<i64: 2, 1>, padding = array<i64: 0, 1, 1, 1>, dilations = array<i64: 1, 1>, storage_order = 1 : i64} : (tensor<1x2x6x6xui8>) -> (tensor<1x2x3x6xui8>, tensor<1x2x3x6xi64>)
  return %0#0, %0#1 : tensor<1x2x3x6xui8>, tensor<1x2x3x6xi64>
}

func.func @mpi_ties_nan(%a0: tensor<1x1x4x4xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x1x4x4xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3x3xi64>)
  return %0#0, %0#1 : tensor<1x1x3x3xf32>, tensor<1x1x3x3xi64>
}

func.func @mpi_empty_window(%a0: tensor<1x1x1x4xf32>) -> (tensor<1x1x2x4xf32>, tensor<1x1x2x4xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 1>, strides = array<i64: 1, 1>, padding = array<i64: 2, 0, 2, 0>, dilations = array<i64: 3, 1>} : (tensor<1x1x1x4xf32>) -> (tensor<1x1x2x4xf32>, tensor<1x1x2x4xi64>)
  return %0#0, %0#1 : tensor<1x1x2x4xf32>, tensor<1x1x2x4xi64>
}

func.func @mpi_3d(%a0: tensor<1x2x4x5x3xf32>) -> (tensor<1x2x2x3x3xf32>, tensor<1x2x2x3x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 2, 2>, strides = array<i64: 2, 2, 1>, padding = array<i64: 0, 1, 1, 1, 0, 0>, dilations = array<i64: 1, 1, 1>, layout = "NCDHW"} : (tensor<1x2x4x5x3xf32>) -> (tensor<1x2x2x3x3xf32>, tensor<1x2x2x3x3xi64>)
  return %0#0, %0#1 : tensor<1x2x2x3x3xf32>, tensor<1x2x2x3x3xi64>
}

func.func @mpi_3d_col_major(%a0: tensor<1x2x4x5x3xf32>) -> (tensor<1x2x4x3x3xf32>, tensor<1x2x4x3x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 3, 2>, strides = array<i64: 1, 2, 1>, padding = array<i64: 1, 1, 0, 0, 1, 1>, dilations = array<i64: 1, 1, 1>, storage_order = 1 : i64, layout = "NCDHW"} : (tensor<1x2x4x5x3xf32>) -> (tensor<1x2x4x3x3xf32>, tensor<1x2x4x3x3xi64>)
  return %0#0, %0#1 : tensor<1x2x4x3x3xf32>, tensor<1x2x4x3x3xi64>
}

func.func @mpi_special_f32(%a0: tensor<1x1x4x4xf32>) -> (tensor<1x1x5x5xf32>, tensor<1x1x5x5xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x1x4x4xf32>) -> (tensor<1x1x5x5xf32>, tensor<1x1x5x5xi64>)
  return %0#0, %0#1 : tensor<1x1x5x5xf32>, tensor<1x1x5x5xi64>
}

func.func @mpi_special_f64(%a0: tensor<1x1x4x4xf64>) -> (tensor<1x1x3x3xf64>, tensor<1x1x3x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x1x4x4xf64>) -> (tensor<1x1x3x3xf64>, tensor<1x1x3x3xi64>)
  return %0#0, %0#1 : tensor<1x1x3x3xf64>, tensor<1x1x3x3xi64>
}

func.func @mpi_special_f16(%a0: tensor<1x1x4x4xf16>) -> (tensor<1x1x3x4xf16>, tensor<1x1x3x4xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 1>, padding = array<i64: 1, 0, 1, 1>, dilations = array<i64: 1, 1>, storage_order = 1 : i64} : (tensor<1x1x4x4xf16>) -> (tensor<1x1x3x4xf16>, tensor<1x1x3x4xi64>)
  return %0#0, %0#1 : tensor<1x1x3x4xf16>, tensor<1x1x3x4xi64>
}

func.func @mpi_special_bf16(%a0: tensor<1x1x4x4xbf16>) -> (tensor<1x1x4x4xbf16>, tensor<1x1x4x4xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x1x4x4xbf16>) -> (tensor<1x1x4x4xbf16>, tensor<1x1x4x4xi64>)
  return %0#0, %0#1 : tensor<1x1x4x4xbf16>, tensor<1x1x4x4xi64>
}

func.func @mpi_i8_lowest(%a0: tensor<1x1x4x4xi8>) -> (tensor<1x1x5x5xi8>, tensor<1x1x5x5xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x1x4x4xi8>) -> (tensor<1x1x5x5xi8>, tensor<1x1x5x5xi64>)
  return %0#0, %0#1 : tensor<1x1x5x5xi8>, tensor<1x1x5x5xi64>
}

func.func @mpi_ui8_high(%a0: tensor<1x1x4x4xui8>) -> (tensor<1x1x4x4xui8>, tensor<1x1x4x4xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x1x4x4xui8>) -> (tensor<1x1x4x4xui8>, tensor<1x1x4x4xi64>)
  return %0#0, %0#1 : tensor<1x1x4x4xui8>, tensor<1x1x4x4xi64>
}
