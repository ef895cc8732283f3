// Numerical tests of the indexing ops (gather_elements, scatter_elements,
// gather_nd, scatter_nd, one_hot) on the CPU against NumPy references:
// negative indices and axes, duplicates under every reduction, empty
// dimensions, out-of-range one-hot indices, every element type.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_indexing.py; do not edit.
//
// RUN: nn-run %s --entry gather_elements_axis1 --input %S/Inputs/indexing/gather_elements_axis1_in0.npy %S/Inputs/indexing/gather_elements_axis1_in1.npy --check %S/Inputs/indexing/gather_elements_axis1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_elements_axis0_short --input %S/Inputs/indexing/gather_elements_axis0_short_in0.npy %S/Inputs/indexing/gather_elements_axis0_short_in1.npy --check %S/Inputs/indexing/gather_elements_axis0_short_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_elements_negative_axis --input %S/Inputs/indexing/gather_elements_negative_axis_in0.npy %S/Inputs/indexing/gather_elements_negative_axis_in1.npy --check %S/Inputs/indexing/gather_elements_negative_axis_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_elements_empty --input %S/Inputs/indexing/gather_elements_empty_in0.npy %S/Inputs/indexing/gather_elements_empty_in1.npy --check %S/Inputs/indexing/gather_elements_empty_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_elements_f16 --input %S/Inputs/indexing/gather_elements_f16_in0.npy %S/Inputs/indexing/gather_elements_f16_in1.npy --check %S/Inputs/indexing/gather_elements_f16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_elements_bf16 --input %S/Inputs/indexing/gather_elements_bf16_in0.npy %S/Inputs/indexing/gather_elements_bf16_in1.npy --check %S/Inputs/indexing/gather_elements_bf16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_elements_i8 --input %S/Inputs/indexing/gather_elements_i8_in0.npy %S/Inputs/indexing/gather_elements_i8_in1.npy --check %S/Inputs/indexing/gather_elements_i8_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_elements_i32 --input %S/Inputs/indexing/gather_elements_i32_in0.npy %S/Inputs/indexing/gather_elements_i32_in1.npy --check %S/Inputs/indexing/gather_elements_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_elements_i64 --input %S/Inputs/indexing/gather_elements_i64_in0.npy %S/Inputs/indexing/gather_elements_i64_in1.npy --check %S/Inputs/indexing/gather_elements_i64_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_elements_i1 --input %S/Inputs/indexing/gather_elements_i1_in0.npy %S/Inputs/indexing/gather_elements_i1_in1.npy --check %S/Inputs/indexing/gather_elements_i1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_elements_i16 --input %S/Inputs/indexing/gather_elements_i16_in0.npy %S/Inputs/indexing/gather_elements_i16_in1.npy --check %S/Inputs/indexing/gather_elements_i16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_none --input %S/Inputs/indexing/scatter_elements_none_in0.npy %S/Inputs/indexing/scatter_elements_none_in1.npy %S/Inputs/indexing/scatter_elements_none_in2.npy --check %S/Inputs/indexing/scatter_elements_none_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_add --input %S/Inputs/indexing/scatter_elements_add_in0.npy %S/Inputs/indexing/scatter_elements_add_in1.npy %S/Inputs/indexing/scatter_elements_add_in2.npy --check %S/Inputs/indexing/scatter_elements_add_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_mul --input %S/Inputs/indexing/scatter_elements_mul_in0.npy %S/Inputs/indexing/scatter_elements_mul_in1.npy %S/Inputs/indexing/scatter_elements_mul_in2.npy --check %S/Inputs/indexing/scatter_elements_mul_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_max --input %S/Inputs/indexing/scatter_elements_max_in0.npy %S/Inputs/indexing/scatter_elements_max_in1.npy %S/Inputs/indexing/scatter_elements_max_in2.npy --check %S/Inputs/indexing/scatter_elements_max_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_min --input %S/Inputs/indexing/scatter_elements_min_in0.npy %S/Inputs/indexing/scatter_elements_min_in1.npy %S/Inputs/indexing/scatter_elements_min_in2.npy --check %S/Inputs/indexing/scatter_elements_min_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_axis0_i32 --input %S/Inputs/indexing/scatter_elements_axis0_i32_in0.npy %S/Inputs/indexing/scatter_elements_axis0_i32_in1.npy %S/Inputs/indexing/scatter_elements_axis0_i32_in2.npy --check %S/Inputs/indexing/scatter_elements_axis0_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_empty --input %S/Inputs/indexing/scatter_elements_empty_in0.npy %S/Inputs/indexing/scatter_elements_empty_in1.npy %S/Inputs/indexing/scatter_elements_empty_in2.npy --check %S/Inputs/indexing/scatter_elements_empty_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_f16 --input %S/Inputs/indexing/scatter_elements_f16_in0.npy %S/Inputs/indexing/scatter_elements_f16_in1.npy %S/Inputs/indexing/scatter_elements_f16_in2.npy --check %S/Inputs/indexing/scatter_elements_f16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_bf16 --input %S/Inputs/indexing/scatter_elements_bf16_in0.npy %S/Inputs/indexing/scatter_elements_bf16_in1.npy %S/Inputs/indexing/scatter_elements_bf16_in2.npy --check %S/Inputs/indexing/scatter_elements_bf16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_i8 --input %S/Inputs/indexing/scatter_elements_i8_in0.npy %S/Inputs/indexing/scatter_elements_i8_in1.npy %S/Inputs/indexing/scatter_elements_i8_in2.npy --check %S/Inputs/indexing/scatter_elements_i8_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_i32 --input %S/Inputs/indexing/scatter_elements_i32_in0.npy %S/Inputs/indexing/scatter_elements_i32_in1.npy %S/Inputs/indexing/scatter_elements_i32_in2.npy --check %S/Inputs/indexing/scatter_elements_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_i64 --input %S/Inputs/indexing/scatter_elements_i64_in0.npy %S/Inputs/indexing/scatter_elements_i64_in1.npy %S/Inputs/indexing/scatter_elements_i64_in2.npy --check %S/Inputs/indexing/scatter_elements_i64_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_i1 --input %S/Inputs/indexing/scatter_elements_i1_in0.npy %S/Inputs/indexing/scatter_elements_i1_in1.npy %S/Inputs/indexing/scatter_elements_i1_in2.npy --check %S/Inputs/indexing/scatter_elements_i1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_elements_i16 --input %S/Inputs/indexing/scatter_elements_i16_in0.npy %S/Inputs/indexing/scatter_elements_i16_in1.npy %S/Inputs/indexing/scatter_elements_i16_in2.npy --check %S/Inputs/indexing/scatter_elements_i16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_nd_pairs --input %S/Inputs/indexing/gather_nd_pairs_in0.npy %S/Inputs/indexing/gather_nd_pairs_in1.npy --check %S/Inputs/indexing/gather_nd_pairs_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_nd_full_i32 --input %S/Inputs/indexing/gather_nd_full_i32_in0.npy %S/Inputs/indexing/gather_nd_full_i32_in1.npy --check %S/Inputs/indexing/gather_nd_full_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_nd_batch1 --input %S/Inputs/indexing/gather_nd_batch1_in0.npy %S/Inputs/indexing/gather_nd_batch1_in1.npy --check %S/Inputs/indexing/gather_nd_batch1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_nd_batch2 --input %S/Inputs/indexing/gather_nd_batch2_in0.npy %S/Inputs/indexing/gather_nd_batch2_in1.npy --check %S/Inputs/indexing/gather_nd_batch2_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_nd_f16 --input %S/Inputs/indexing/gather_nd_f16_in0.npy %S/Inputs/indexing/gather_nd_f16_in1.npy --check %S/Inputs/indexing/gather_nd_f16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_nd_bf16 --input %S/Inputs/indexing/gather_nd_bf16_in0.npy %S/Inputs/indexing/gather_nd_bf16_in1.npy --check %S/Inputs/indexing/gather_nd_bf16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_nd_i8 --input %S/Inputs/indexing/gather_nd_i8_in0.npy %S/Inputs/indexing/gather_nd_i8_in1.npy --check %S/Inputs/indexing/gather_nd_i8_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_nd_i32 --input %S/Inputs/indexing/gather_nd_i32_in0.npy %S/Inputs/indexing/gather_nd_i32_in1.npy --check %S/Inputs/indexing/gather_nd_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_nd_i64 --input %S/Inputs/indexing/gather_nd_i64_in0.npy %S/Inputs/indexing/gather_nd_i64_in1.npy --check %S/Inputs/indexing/gather_nd_i64_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_nd_i1 --input %S/Inputs/indexing/gather_nd_i1_in0.npy %S/Inputs/indexing/gather_nd_i1_in1.npy --check %S/Inputs/indexing/gather_nd_i1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_nd_i16 --input %S/Inputs/indexing/gather_nd_i16_in0.npy %S/Inputs/indexing/gather_nd_i16_in1.npy --check %S/Inputs/indexing/gather_nd_i16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_none --input %S/Inputs/indexing/scatter_nd_none_in0.npy %S/Inputs/indexing/scatter_nd_none_in1.npy %S/Inputs/indexing/scatter_nd_none_in2.npy --check %S/Inputs/indexing/scatter_nd_none_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_add --input %S/Inputs/indexing/scatter_nd_add_in0.npy %S/Inputs/indexing/scatter_nd_add_in1.npy %S/Inputs/indexing/scatter_nd_add_in2.npy --check %S/Inputs/indexing/scatter_nd_add_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_mul --input %S/Inputs/indexing/scatter_nd_mul_in0.npy %S/Inputs/indexing/scatter_nd_mul_in1.npy %S/Inputs/indexing/scatter_nd_mul_in2.npy --check %S/Inputs/indexing/scatter_nd_mul_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_max --input %S/Inputs/indexing/scatter_nd_max_in0.npy %S/Inputs/indexing/scatter_nd_max_in1.npy %S/Inputs/indexing/scatter_nd_max_in2.npy --check %S/Inputs/indexing/scatter_nd_max_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_min --input %S/Inputs/indexing/scatter_nd_min_in0.npy %S/Inputs/indexing/scatter_nd_min_in1.npy %S/Inputs/indexing/scatter_nd_min_in2.npy --check %S/Inputs/indexing/scatter_nd_min_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_pairs_i32 --input %S/Inputs/indexing/scatter_nd_pairs_i32_in0.npy %S/Inputs/indexing/scatter_nd_pairs_i32_in1.npy %S/Inputs/indexing/scatter_nd_pairs_i32_in2.npy --check %S/Inputs/indexing/scatter_nd_pairs_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_elements --input %S/Inputs/indexing/scatter_nd_elements_in0.npy %S/Inputs/indexing/scatter_nd_elements_in1.npy %S/Inputs/indexing/scatter_nd_elements_in2.npy --check %S/Inputs/indexing/scatter_nd_elements_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_f16 --input %S/Inputs/indexing/scatter_nd_f16_in0.npy %S/Inputs/indexing/scatter_nd_f16_in1.npy %S/Inputs/indexing/scatter_nd_f16_in2.npy --check %S/Inputs/indexing/scatter_nd_f16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_bf16 --input %S/Inputs/indexing/scatter_nd_bf16_in0.npy %S/Inputs/indexing/scatter_nd_bf16_in1.npy %S/Inputs/indexing/scatter_nd_bf16_in2.npy --check %S/Inputs/indexing/scatter_nd_bf16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_i8 --input %S/Inputs/indexing/scatter_nd_i8_in0.npy %S/Inputs/indexing/scatter_nd_i8_in1.npy %S/Inputs/indexing/scatter_nd_i8_in2.npy --check %S/Inputs/indexing/scatter_nd_i8_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_i32 --input %S/Inputs/indexing/scatter_nd_i32_in0.npy %S/Inputs/indexing/scatter_nd_i32_in1.npy %S/Inputs/indexing/scatter_nd_i32_in2.npy --check %S/Inputs/indexing/scatter_nd_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_i64 --input %S/Inputs/indexing/scatter_nd_i64_in0.npy %S/Inputs/indexing/scatter_nd_i64_in1.npy %S/Inputs/indexing/scatter_nd_i64_in2.npy --check %S/Inputs/indexing/scatter_nd_i64_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_i1 --input %S/Inputs/indexing/scatter_nd_i1_in0.npy %S/Inputs/indexing/scatter_nd_i1_in1.npy %S/Inputs/indexing/scatter_nd_i1_in2.npy --check %S/Inputs/indexing/scatter_nd_i1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scatter_nd_i16 --input %S/Inputs/indexing/scatter_nd_i16_in0.npy %S/Inputs/indexing/scatter_nd_i16_in1.npy %S/Inputs/indexing/scatter_nd_i16_in2.npy --check %S/Inputs/indexing/scatter_nd_i16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry one_hot_last --input %S/Inputs/indexing/one_hot_last_in0.npy %S/Inputs/indexing/one_hot_last_in1.npy --check %S/Inputs/indexing/one_hot_last_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry one_hot_axis0_out_of_range --input %S/Inputs/indexing/one_hot_axis0_out_of_range_in0.npy %S/Inputs/indexing/one_hot_axis0_out_of_range_in1.npy --check %S/Inputs/indexing/one_hot_axis0_out_of_range_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry one_hot_middle_float_indices --input %S/Inputs/indexing/one_hot_middle_float_indices_in0.npy %S/Inputs/indexing/one_hot_middle_float_indices_in1.npy --check %S/Inputs/indexing/one_hot_middle_float_indices_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry one_hot_i8_indices --input %S/Inputs/indexing/one_hot_i8_indices_in0.npy %S/Inputs/indexing/one_hot_i8_indices_in1.npy --check %S/Inputs/indexing/one_hot_i8_indices_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry one_hot_depth0 --input %S/Inputs/indexing/one_hot_depth0_in0.npy %S/Inputs/indexing/one_hot_depth0_in1.npy --check %S/Inputs/indexing/one_hot_depth0_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry one_hot_f16 --input %S/Inputs/indexing/one_hot_f16_in0.npy %S/Inputs/indexing/one_hot_f16_in1.npy --check %S/Inputs/indexing/one_hot_f16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry one_hot_bf16 --input %S/Inputs/indexing/one_hot_bf16_in0.npy %S/Inputs/indexing/one_hot_bf16_in1.npy --check %S/Inputs/indexing/one_hot_bf16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry one_hot_i8 --input %S/Inputs/indexing/one_hot_i8_in0.npy %S/Inputs/indexing/one_hot_i8_in1.npy --check %S/Inputs/indexing/one_hot_i8_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry one_hot_i32 --input %S/Inputs/indexing/one_hot_i32_in0.npy %S/Inputs/indexing/one_hot_i32_in1.npy --check %S/Inputs/indexing/one_hot_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry one_hot_i64 --input %S/Inputs/indexing/one_hot_i64_in0.npy %S/Inputs/indexing/one_hot_i64_in1.npy --check %S/Inputs/indexing/one_hot_i64_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry one_hot_i1 --input %S/Inputs/indexing/one_hot_i1_in0.npy %S/Inputs/indexing/one_hot_i1_in1.npy --check %S/Inputs/indexing/one_hot_i1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry one_hot_i16 --input %S/Inputs/indexing/one_hot_i16_in0.npy %S/Inputs/indexing/one_hot_i16_in1.npy --check %S/Inputs/indexing/one_hot_i16_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @gather_elements_axis1(%a0: tensor<3x4xf32>, %a1: tensor<3x6xi64>) -> tensor<3x6xf32> {
  %0 = "nn.gather_elements"(%a0, %a1) {axis = 1 : i64} : (tensor<3x4xf32>, tensor<3x6xi64>) -> tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}

func.func @gather_elements_axis0_short(%a0: tensor<4x3x5xf32>, %a1: tensor<6x2x3xi32>) -> tensor<6x2x3xf32> {
  %0 = "nn.gather_elements"(%a0, %a1) : (tensor<4x3x5xf32>, tensor<6x2x3xi32>) -> tensor<6x2x3xf32>
  return %0 : tensor<6x2x3xf32>
}

func.func @gather_elements_negative_axis(%a0: tensor<2x3x5xf32>, %a1: tensor<2x3x4xi64>) -> tensor<2x3x4xf32> {
  %0 = "nn.gather_elements"(%a0, %a1) {axis = -1 : i64} : (tensor<2x3x5xf32>, tensor<2x3x4xi64>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

func.func @gather_elements_empty(%a0: tensor<3x4xf32>, %a1: tensor<0x4xi64>) -> tensor<0x4xf32> {
  %0 = "nn.gather_elements"(%a0, %a1) {axis = 0 : i64} : (tensor<3x4xf32>, tensor<0x4xi64>) -> tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}

func.func @gather_elements_f16(%a0: tensor<3x5xf16>, %a1: tensor<3x4xi32>) -> tensor<3x4xf16> {
  %0 = "nn.gather_elements"(%a0, %a1) {axis = -1 : i64} : (tensor<3x5xf16>, tensor<3x4xi32>) -> tensor<3x4xf16>
  return %0 : tensor<3x4xf16>
}

func.func @gather_elements_bf16(%a0: tensor<3x5xbf16>, %a1: tensor<3x4xi32>) -> tensor<3x4xbf16> {
  %0 = "nn.gather_elements"(%a0, %a1) {axis = -1 : i64} : (tensor<3x5xbf16>, tensor<3x4xi32>) -> tensor<3x4xbf16>
  return %0 : tensor<3x4xbf16>
}

func.func @gather_elements_i8(%a0: tensor<3x5xi8>, %a1: tensor<3x4xi32>) -> tensor<3x4xi8> {
  %0 = "nn.gather_elements"(%a0, %a1) {axis = -1 : i64} : (tensor<3x5xi8>, tensor<3x4xi32>) -> tensor<3x4xi8>
  return %0 : tensor<3x4xi8>
}

func.func @gather_elements_i32(%a0: tensor<3x5xi32>, %a1: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %0 = "nn.gather_elements"(%a0, %a1) {axis = -1 : i64} : (tensor<3x5xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

func.func @gather_elements_i64(%a0: tensor<3x5xi64>, %a1: tensor<3x4xi32>) -> tensor<3x4xi64> {
  %0 = "nn.gather_elements"(%a0, %a1) {axis = -1 : i64} : (tensor<3x5xi64>, tensor<3x4xi32>) -> tensor<3x4xi64>
  return %0 : tensor<3x4xi64>
}

func.func @gather_elements_i1(%a0: tensor<3x5xi1>, %a1: tensor<3x4xi32>) -> tensor<3x4xi1> {
  %0 = "nn.gather_elements"(%a0, %a1) {axis = -1 : i64} : (tensor<3x5xi1>, tensor<3x4xi32>) -> tensor<3x4xi1>
  return %0 : tensor<3x4xi1>
}

func.func @gather_elements_i16(%a0: tensor<3x5xi16>, %a1: tensor<3x4xi32>) -> tensor<3x4xi16> {
  %0 = "nn.gather_elements"(%a0, %a1) {axis = -1 : i64} : (tensor<3x5xi16>, tensor<3x4xi32>) -> tensor<3x4xi16>
  return %0 : tensor<3x4xi16>
}

func.func @scatter_elements_none(%a0: tensor<3x4xf32>, %a1: tensor<3x6xi64>, %a2: tensor<3x6xf32>) -> tensor<3x4xf32> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 1 : i64, reduction = "none"} : (tensor<3x4xf32>, tensor<3x6xi64>, tensor<3x6xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @scatter_elements_add(%a0: tensor<3x4xf32>, %a1: tensor<3x6xi64>, %a2: tensor<3x6xf32>) -> tensor<3x4xf32> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 1 : i64, reduction = "add"} : (tensor<3x4xf32>, tensor<3x6xi64>, tensor<3x6xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @scatter_elements_mul(%a0: tensor<3x4xf32>, %a1: tensor<3x6xi64>, %a2: tensor<3x6xf32>) -> tensor<3x4xf32> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 1 : i64, reduction = "mul"} : (tensor<3x4xf32>, tensor<3x6xi64>, tensor<3x6xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @scatter_elements_max(%a0: tensor<3x4xf32>, %a1: tensor<3x6xi64>, %a2: tensor<3x6xf32>) -> tensor<3x4xf32> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 1 : i64, reduction = "max"} : (tensor<3x4xf32>, tensor<3x6xi64>, tensor<3x6xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @scatter_elements_min(%a0: tensor<3x4xf32>, %a1: tensor<3x6xi64>, %a2: tensor<3x6xf32>) -> tensor<3x4xf32> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 1 : i64, reduction = "min"} : (tensor<3x4xf32>, tensor<3x6xi64>, tensor<3x6xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @scatter_elements_axis0_i32(%a0: tensor<5x2x3xf32>, %a1: tensor<3x2x2xi32>, %a2: tensor<3x2x2xf32>) -> tensor<5x2x3xf32> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = -3 : i64, reduction = "add"} : (tensor<5x2x3xf32>, tensor<3x2x2xi32>, tensor<3x2x2xf32>) -> tensor<5x2x3xf32>
  return %0 : tensor<5x2x3xf32>
}

func.func @scatter_elements_empty(%a0: tensor<3x4xf32>, %a1: tensor<0x4xi64>, %a2: tensor<0x4xf32>) -> tensor<3x4xf32> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 0 : i64, reduction = "none"} : (tensor<3x4xf32>, tensor<0x4xi64>, tensor<0x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @scatter_elements_f16(%a0: tensor<4x3xf16>, %a1: tensor<2x3xi64>, %a2: tensor<2x3xf16>) -> tensor<4x3xf16> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 0 : i64, reduction = "add"} : (tensor<4x3xf16>, tensor<2x3xi64>, tensor<2x3xf16>) -> tensor<4x3xf16>
  return %0 : tensor<4x3xf16>
}

func.func @scatter_elements_bf16(%a0: tensor<4x3xbf16>, %a1: tensor<2x3xi64>, %a2: tensor<2x3xbf16>) -> tensor<4x3xbf16> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 0 : i64, reduction = "add"} : (tensor<4x3xbf16>, tensor<2x3xi64>, tensor<2x3xbf16>) -> tensor<4x3xbf16>
  return %0 : tensor<4x3xbf16>
}

func.func @scatter_elements_i8(%a0: tensor<4x3xi8>, %a1: tensor<2x3xi64>, %a2: tensor<2x3xi8>) -> tensor<4x3xi8> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 0 : i64, reduction = "add"} : (tensor<4x3xi8>, tensor<2x3xi64>, tensor<2x3xi8>) -> tensor<4x3xi8>
  return %0 : tensor<4x3xi8>
}

func.func @scatter_elements_i32(%a0: tensor<4x3xi32>, %a1: tensor<2x3xi64>, %a2: tensor<2x3xi32>) -> tensor<4x3xi32> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 0 : i64, reduction = "add"} : (tensor<4x3xi32>, tensor<2x3xi64>, tensor<2x3xi32>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}

func.func @scatter_elements_i64(%a0: tensor<4x3xi64>, %a1: tensor<2x3xi64>, %a2: tensor<2x3xi64>) -> tensor<4x3xi64> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 0 : i64, reduction = "add"} : (tensor<4x3xi64>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<4x3xi64>
  return %0 : tensor<4x3xi64>
}

func.func @scatter_elements_i1(%a0: tensor<4x3xi1>, %a1: tensor<2x3xi64>, %a2: tensor<2x3xi1>) -> tensor<4x3xi1> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 0 : i64, reduction = "none"} : (tensor<4x3xi1>, tensor<2x3xi64>, tensor<2x3xi1>) -> tensor<4x3xi1>
  return %0 : tensor<4x3xi1>
}

func.func @scatter_elements_i16(%a0: tensor<4x3xi16>, %a1: tensor<2x3xi64>, %a2: tensor<2x3xi16>) -> tensor<4x3xi16> {
  %0 = "nn.scatter_elements"(%a0, %a1, %a2) {axis = 0 : i64, reduction = "add"} : (tensor<4x3xi16>, tensor<2x3xi64>, tensor<2x3xi16>) -> tensor<4x3xi16>
  return %0 : tensor<4x3xi16>
}

func.func @gather_nd_pairs(%a0: tensor<4x3x5xf32>, %a1: tensor<2x3x2xi64>) -> tensor<2x3x5xf32> {
  %0 = "nn.gather_nd"(%a0, %a1) : (tensor<4x3x5xf32>, tensor<2x3x2xi64>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

func.func @gather_nd_full_i32(%a0: tensor<4x3x5xf32>, %a1: tensor<6x3xi32>) -> tensor<6xf32> {
  %0 = "nn.gather_nd"(%a0, %a1) {batch_dims = 0 : i64} : (tensor<4x3x5xf32>, tensor<6x3xi32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

func.func @gather_nd_batch1(%a0: tensor<2x4x3xf32>, %a1: tensor<2x5x1xi64>) -> tensor<2x5x3xf32> {
  %0 = "nn.gather_nd"(%a0, %a1) {batch_dims = 1 : i64} : (tensor<2x4x3xf32>, tensor<2x5x1xi64>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}

func.func @gather_nd_batch2(%a0: tensor<2x3x4x2xf32>, %a1: tensor<2x3x2x2xi64>) -> tensor<2x3x2xf32> {
  %0 = "nn.gather_nd"(%a0, %a1) {batch_dims = 2 : i64} : (tensor<2x3x4x2xf32>, tensor<2x3x2x2xi64>) -> tensor<2x3x2xf32>
  return %0 : tensor<2x3x2xf32>
}

func.func @gather_nd_f16(%a0: tensor<3x4xf16>, %a1: tensor<5x1xi64>) -> tensor<5x4xf16> {
  %0 = "nn.gather_nd"(%a0, %a1) {batch_dims = 0 : i64} : (tensor<3x4xf16>, tensor<5x1xi64>) -> tensor<5x4xf16>
  return %0 : tensor<5x4xf16>
}

func.func @gather_nd_bf16(%a0: tensor<3x4xbf16>, %a1: tensor<5x1xi64>) -> tensor<5x4xbf16> {
  %0 = "nn.gather_nd"(%a0, %a1) {batch_dims = 0 : i64} : (tensor<3x4xbf16>, tensor<5x1xi64>) -> tensor<5x4xbf16>
  return %0 : tensor<5x4xbf16>
}

func.func @gather_nd_i8(%a0: tensor<3x4xi8>, %a1: tensor<5x1xi64>) -> tensor<5x4xi8> {
  %0 = "nn.gather_nd"(%a0, %a1) {batch_dims = 0 : i64} : (tensor<3x4xi8>, tensor<5x1xi64>) -> tensor<5x4xi8>
  return %0 : tensor<5x4xi8>
}

func.func @gather_nd_i32(%a0: tensor<3x4xi32>, %a1: tensor<5x1xi64>) -> tensor<5x4xi32> {
  %0 = "nn.gather_nd"(%a0, %a1) {batch_dims = 0 : i64} : (tensor<3x4xi32>, tensor<5x1xi64>) -> tensor<5x4xi32>
  return %0 : tensor<5x4xi32>
}

func.func @gather_nd_i64(%a0: tensor<3x4xi64>, %a1: tensor<5x1xi64>) -> tensor<5x4xi64> {
  %0 = "nn.gather_nd"(%a0, %a1) {batch_dims = 0 : i64} : (tensor<3x4xi64>, tensor<5x1xi64>) -> tensor<5x4xi64>
  return %0 : tensor<5x4xi64>
}

func.func @gather_nd_i1(%a0: tensor<3x4xi1>, %a1: tensor<5x1xi64>) -> tensor<5x4xi1> {
  %0 = "nn.gather_nd"(%a0, %a1) {batch_dims = 0 : i64} : (tensor<3x4xi1>, tensor<5x1xi64>) -> tensor<5x4xi1>
  return %0 : tensor<5x4xi1>
}

func.func @gather_nd_i16(%a0: tensor<3x4xi16>, %a1: tensor<5x1xi64>) -> tensor<5x4xi16> {
  %0 = "nn.gather_nd"(%a0, %a1) {batch_dims = 0 : i64} : (tensor<3x4xi16>, tensor<5x1xi64>) -> tensor<5x4xi16>
  return %0 : tensor<5x4xi16>
}

func.func @scatter_nd_none(%a0: tensor<4x3xf32>, %a1: tensor<6x1xi64>, %a2: tensor<6x3xf32>) -> tensor<4x3xf32> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) : (tensor<4x3xf32>, tensor<6x1xi64>, tensor<6x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

func.func @scatter_nd_add(%a0: tensor<4x3xf32>, %a1: tensor<6x1xi64>, %a2: tensor<6x3xf32>) -> tensor<4x3xf32> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "add"} : (tensor<4x3xf32>, tensor<6x1xi64>, tensor<6x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

func.func @scatter_nd_mul(%a0: tensor<4x3xf32>, %a1: tensor<6x1xi64>, %a2: tensor<6x3xf32>) -> tensor<4x3xf32> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "mul"} : (tensor<4x3xf32>, tensor<6x1xi64>, tensor<6x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

func.func @scatter_nd_max(%a0: tensor<4x3xf32>, %a1: tensor<6x1xi64>, %a2: tensor<6x3xf32>) -> tensor<4x3xf32> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "max"} : (tensor<4x3xf32>, tensor<6x1xi64>, tensor<6x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

func.func @scatter_nd_min(%a0: tensor<4x3xf32>, %a1: tensor<6x1xi64>, %a2: tensor<6x3xf32>) -> tensor<4x3xf32> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "min"} : (tensor<4x3xf32>, tensor<6x1xi64>, tensor<6x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

func.func @scatter_nd_pairs_i32(%a0: tensor<3x4x2xf32>, %a1: tensor<2x2x2xi32>, %a2: tensor<2x2x2xf32>) -> tensor<3x4x2xf32> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "add"} : (tensor<3x4x2xf32>, tensor<2x2x2xi32>, tensor<2x2x2xf32>) -> tensor<3x4x2xf32>
  return %0 : tensor<3x4x2xf32>
}

func.func @scatter_nd_elements(%a0: tensor<3x4xf32>, %a1: tensor<5x2xi64>, %a2: tensor<5xf32>) -> tensor<3x4xf32> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "none"} : (tensor<3x4xf32>, tensor<5x2xi64>, tensor<5xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @scatter_nd_f16(%a0: tensor<4x3xf16>, %a1: tensor<3x1xi64>, %a2: tensor<3x3xf16>) -> tensor<4x3xf16> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "max"} : (tensor<4x3xf16>, tensor<3x1xi64>, tensor<3x3xf16>) -> tensor<4x3xf16>
  return %0 : tensor<4x3xf16>
}

func.func @scatter_nd_bf16(%a0: tensor<4x3xbf16>, %a1: tensor<3x1xi64>, %a2: tensor<3x3xbf16>) -> tensor<4x3xbf16> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "max"} : (tensor<4x3xbf16>, tensor<3x1xi64>, tensor<3x3xbf16>) -> tensor<4x3xbf16>
  return %0 : tensor<4x3xbf16>
}

func.func @scatter_nd_i8(%a0: tensor<4x3xi8>, %a1: tensor<3x1xi64>, %a2: tensor<3x3xi8>) -> tensor<4x3xi8> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "max"} : (tensor<4x3xi8>, tensor<3x1xi64>, tensor<3x3xi8>) -> tensor<4x3xi8>
  return %0 : tensor<4x3xi8>
}

func.func @scatter_nd_i32(%a0: tensor<4x3xi32>, %a1: tensor<3x1xi64>, %a2: tensor<3x3xi32>) -> tensor<4x3xi32> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "max"} : (tensor<4x3xi32>, tensor<3x1xi64>, tensor<3x3xi32>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}

func.func @scatter_nd_i64(%a0: tensor<4x3xi64>, %a1: tensor<3x1xi64>, %a2: tensor<3x3xi64>) -> tensor<4x3xi64> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "max"} : (tensor<4x3xi64>, tensor<3x1xi64>, tensor<3x3xi64>) -> tensor<4x3xi64>
  return %0 : tensor<4x3xi64>
}

func.func @scatter_nd_i1(%a0: tensor<4x3xi1>, %a1: tensor<3x1xi64>, %a2: tensor<3x3xi1>) -> tensor<4x3xi1> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "none"} : (tensor<4x3xi1>, tensor<3x1xi64>, tensor<3x3xi1>) -> tensor<4x3xi1>
  return %0 : tensor<4x3xi1>
}

func.func @scatter_nd_i16(%a0: tensor<4x3xi16>, %a1: tensor<3x1xi64>, %a2: tensor<3x3xi16>) -> tensor<4x3xi16> {
  %0 = "nn.scatter_nd"(%a0, %a1, %a2) {reduction = "max"} : (tensor<4x3xi16>, tensor<3x1xi64>, tensor<3x3xi16>) -> tensor<4x3xi16>
  return %0 : tensor<4x3xi16>
}

func.func @one_hot_last(%a0: tensor<2x3xi64>, %a1: tensor<2xf32>) -> tensor<2x3x5xf32> {
  %0 = "nn.one_hot"(%a0, %a1) {depth = 5 : i64} : (tensor<2x3xi64>, tensor<2xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

func.func @one_hot_axis0_out_of_range(%a0: tensor<2x3xi32>, %a1: tensor<2xf32>) -> tensor<6x2x3xf32> {
  %0 = "nn.one_hot"(%a0, %a1) {axis = 0 : i64, depth = 6 : i64} : (tensor<2x3xi32>, tensor<2xf32>) -> tensor<6x2x3xf32>
  return %0 : tensor<6x2x3xf32>
}

func.func @one_hot_middle_float_indices(%a0: tensor<2x3xf32>, %a1: tensor<2xf32>) -> tensor<2x4x3xf32> {
  %0 = "nn.one_hot"(%a0, %a1) {axis = 1 : i64, depth = 4 : i64} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

func.func @one_hot_i8_indices(%a0: tensor<4xi8>, %a1: tensor<2xf32>) -> tensor<3x4xf32> {
  %0 = "nn.one_hot"(%a0, %a1) {axis = -2 : i64, depth = 3 : i64} : (tensor<4xi8>, tensor<2xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @one_hot_depth0(%a0: tensor<3xi64>, %a1: tensor<2xf32>) -> tensor<3x0xf32> {
  %0 = "nn.one_hot"(%a0, %a1) {axis = -1 : i64, depth = 0 : i64} : (tensor<3xi64>, tensor<2xf32>) -> tensor<3x0xf32>
  return %0 : tensor<3x0xf32>
}

func.func @one_hot_f16(%a0: tensor<4xi64>, %a1: tensor<2xf16>) -> tensor<4x3xf16> {
  %0 = "nn.one_hot"(%a0, %a1) {axis = -1 : i64, depth = 3 : i64} : (tensor<4xi64>, tensor<2xf16>) -> tensor<4x3xf16>
  return %0 : tensor<4x3xf16>
}

func.func @one_hot_bf16(%a0: tensor<4xi64>, %a1: tensor<2xbf16>) -> tensor<4x3xbf16> {
  %0 = "nn.one_hot"(%a0, %a1) {axis = -1 : i64, depth = 3 : i64} : (tensor<4xi64>, tensor<2xbf16>) -> tensor<4x3xbf16>
  return %0 : tensor<4x3xbf16>
}

func.func @one_hot_i8(%a0: tensor<4xi64>, %a1: tensor<2xi8>) -> tensor<4x3xi8> {
  %0 = "nn.one_hot"(%a0, %a1) {axis = -1 : i64, depth = 3 : i64} : (tensor<4xi64>, tensor<2xi8>) -> tensor<4x3xi8>
  return %0 : tensor<4x3xi8>
}

func.func @one_hot_i32(%a0: tensor<4xi64>, %a1: tensor<2xi32>) -> tensor<4x3xi32> {
  %0 = "nn.one_hot"(%a0, %a1) {axis = -1 : i64, depth = 3 : i64} : (tensor<4xi64>, tensor<2xi32>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}

func.func @one_hot_i64(%a0: tensor<4xi64>, %a1: tensor<2xi64>) -> tensor<4x3xi64> {
  %0 = "nn.one_hot"(%a0, %a1) {axis = -1 : i64, depth = 3 : i64} : (tensor<4xi64>, tensor<2xi64>) -> tensor<4x3xi64>
  return %0 : tensor<4x3xi64>
}

func.func @one_hot_i1(%a0: tensor<4xi64>, %a1: tensor<2xi1>) -> tensor<4x3xi1> {
  %0 = "nn.one_hot"(%a0, %a1) {axis = -1 : i64, depth = 3 : i64} : (tensor<4xi64>, tensor<2xi1>) -> tensor<4x3xi1>
  return %0 : tensor<4x3xi1>
}

func.func @one_hot_i16(%a0: tensor<4xi64>, %a1: tensor<2xi16>) -> tensor<4x3xi16> {
  %0 = "nn.one_hot"(%a0, %a1) {axis = -1 : i64, depth = 3 : i64} : (tensor<4xi64>, tensor<2xi16>) -> tensor<4x3xi16>
  return %0 : tensor<4x3xi16>
}
