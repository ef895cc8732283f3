// Numerical tests of nn.resize and nn.grid_sample on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against PyTorch
// and the ONNX reference implementation.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_resample.py; do not edit.
//
// RUN: nn-run %s --entry resize_linear_up2 --input %S/Inputs/resample/resize_linear_up2_in0.npy --check %S/Inputs/resample/resize_linear_up2_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_linear_align_corners_sizes --input %S/Inputs/resample/resize_linear_align_corners_sizes_in0.npy --check %S/Inputs/resample/resize_linear_align_corners_sizes_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_linear_down_scales --input %S/Inputs/resample/resize_linear_down_scales_in0.npy --check %S/Inputs/resample/resize_linear_down_scales_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_cubic_up_sizes --input %S/Inputs/resample/resize_cubic_up_sizes_in0.npy --check %S/Inputs/resample/resize_cubic_up_sizes_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_cubic_align_corners_down --input %S/Inputs/resample/resize_cubic_align_corners_down_in0.npy --check %S/Inputs/resample/resize_cubic_align_corners_down_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_cubic_f64 --input %S/Inputs/resample/resize_cubic_f64_in0.npy --check %S/Inputs/resample/resize_cubic_f64_out.npy --rtol 1e-9 --atol 1e-12 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_linear_up_f16 --input %S/Inputs/resample/resize_linear_up_f16_in0.npy --check %S/Inputs/resample/resize_linear_up_f16_out.npy --rtol 2e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_cubic_down_f16 --input %S/Inputs/resample/resize_cubic_down_f16_in0.npy --check %S/Inputs/resample/resize_cubic_down_f16_out.npy --rtol 2e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_linear_up_bf16 --input %S/Inputs/resample/resize_linear_up_bf16_in0.npy --check %S/Inputs/resample/resize_linear_up_bf16_out.npy --rtol 1.6e-2 --atol 1.6e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_cubic_down_bf16 --input %S/Inputs/resample/resize_cubic_down_bf16_in0.npy --check %S/Inputs/resample/resize_cubic_down_bf16_out.npy --rtol 1.6e-2 --atol 1.6e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_nearest_round_prefer_floor --input %S/Inputs/resample/resize_nearest_round_prefer_floor_in0.npy --check %S/Inputs/resample/resize_nearest_round_prefer_floor_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_nearest_round_prefer_ceil --input %S/Inputs/resample/resize_nearest_round_prefer_ceil_in0.npy --check %S/Inputs/resample/resize_nearest_round_prefer_ceil_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_nearest_floor --input %S/Inputs/resample/resize_nearest_floor_in0.npy --check %S/Inputs/resample/resize_nearest_floor_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_nearest_ceil --input %S/Inputs/resample/resize_nearest_ceil_in0.npy --check %S/Inputs/resample/resize_nearest_ceil_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_nearest_ties_round_prefer_floor --input %S/Inputs/resample/resize_nearest_ties_round_prefer_floor_in0.npy --check %S/Inputs/resample/resize_nearest_ties_round_prefer_floor_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_nearest_ties_round_prefer_ceil --input %S/Inputs/resample/resize_nearest_ties_round_prefer_ceil_in0.npy --check %S/Inputs/resample/resize_nearest_ties_round_prefer_ceil_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_nearest_int8 --input %S/Inputs/resample/resize_nearest_int8_in0.npy --check %S/Inputs/resample/resize_nearest_int8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_nearest_int32 --input %S/Inputs/resample/resize_nearest_int32_in0.npy --check %S/Inputs/resample/resize_nearest_int32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_nearest_int64 --input %S/Inputs/resample/resize_nearest_int64_in0.npy --check %S/Inputs/resample/resize_nearest_int64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_trilinear --input %S/Inputs/resample/resize_trilinear_in0.npy --check %S/Inputs/resample/resize_trilinear_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_cubic_exclude_outside --input %S/Inputs/resample/resize_cubic_exclude_outside_in0.npy --check %S/Inputs/resample/resize_cubic_exclude_outside_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_cubic_asymmetric --input %S/Inputs/resample/resize_cubic_asymmetric_in0.npy --check %S/Inputs/resample/resize_cubic_asymmetric_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_tf_crop_and_resize --input %S/Inputs/resample/resize_tf_crop_and_resize_in0.npy --check %S/Inputs/resample/resize_tf_crop_and_resize_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_tf_crop_and_resize_nearest --input %S/Inputs/resample/resize_tf_crop_and_resize_nearest_in0.npy --check %S/Inputs/resample/resize_tf_crop_and_resize_nearest_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_half_pixel_symmetric --input %S/Inputs/resample/resize_half_pixel_symmetric_in0.npy --check %S/Inputs/resample/resize_half_pixel_symmetric_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_pytorch_half_pixel_to_1 --input %S/Inputs/resample/resize_pytorch_half_pixel_to_1_in0.npy --check %S/Inputs/resample/resize_pytorch_half_pixel_to_1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_empty_batch --input %S/Inputs/resample/resize_empty_batch_in0.npy --check %S/Inputs/resample/resize_empty_batch_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bilinear_zeros --input %S/Inputs/resample/grid_sample_bilinear_zeros_in0.npy %S/Inputs/resample/grid_sample_bilinear_zeros_in1.npy --check %S/Inputs/resample/grid_sample_bilinear_zeros_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bilinear_zeros_align --input %S/Inputs/resample/grid_sample_bilinear_zeros_align_in0.npy %S/Inputs/resample/grid_sample_bilinear_zeros_align_in1.npy --check %S/Inputs/resample/grid_sample_bilinear_zeros_align_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bilinear_border --input %S/Inputs/resample/grid_sample_bilinear_border_in0.npy %S/Inputs/resample/grid_sample_bilinear_border_in1.npy --check %S/Inputs/resample/grid_sample_bilinear_border_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bilinear_border_align --input %S/Inputs/resample/grid_sample_bilinear_border_align_in0.npy %S/Inputs/resample/grid_sample_bilinear_border_align_in1.npy --check %S/Inputs/resample/grid_sample_bilinear_border_align_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bilinear_reflection --input %S/Inputs/resample/grid_sample_bilinear_reflection_in0.npy %S/Inputs/resample/grid_sample_bilinear_reflection_in1.npy --check %S/Inputs/resample/grid_sample_bilinear_reflection_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bilinear_reflection_align --input %S/Inputs/resample/grid_sample_bilinear_reflection_align_in0.npy %S/Inputs/resample/grid_sample_bilinear_reflection_align_in1.npy --check %S/Inputs/resample/grid_sample_bilinear_reflection_align_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_nearest_zeros --input %S/Inputs/resample/grid_sample_nearest_zeros_in0.npy %S/Inputs/resample/grid_sample_nearest_zeros_in1.npy --check %S/Inputs/resample/grid_sample_nearest_zeros_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_nearest_zeros_align --input %S/Inputs/resample/grid_sample_nearest_zeros_align_in0.npy %S/Inputs/resample/grid_sample_nearest_zeros_align_in1.npy --check %S/Inputs/resample/grid_sample_nearest_zeros_align_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_nearest_border --input %S/Inputs/resample/grid_sample_nearest_border_in0.npy %S/Inputs/resample/grid_sample_nearest_border_in1.npy --check %S/Inputs/resample/grid_sample_nearest_border_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_nearest_border_align --input %S/Inputs/resample/grid_sample_nearest_border_align_in0.npy %S/Inputs/resample/grid_sample_nearest_border_align_in1.npy --check %S/Inputs/resample/grid_sample_nearest_border_align_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_nearest_reflection --input %S/Inputs/resample/grid_sample_nearest_reflection_in0.npy %S/Inputs/resample/grid_sample_nearest_reflection_in1.npy --check %S/Inputs/resample/grid_sample_nearest_reflection_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_nearest_reflection_align --input %S/Inputs/resample/grid_sample_nearest_reflection_align_in0.npy %S/Inputs/resample/grid_sample_nearest_reflection_align_in1.npy --check %S/Inputs/resample/grid_sample_nearest_reflection_align_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bicubic_zeros --input %S/Inputs/resample/grid_sample_bicubic_zeros_in0.npy %S/Inputs/resample/grid_sample_bicubic_zeros_in1.npy --check %S/Inputs/resample/grid_sample_bicubic_zeros_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bicubic_zeros_align --input %S/Inputs/resample/grid_sample_bicubic_zeros_align_in0.npy %S/Inputs/resample/grid_sample_bicubic_zeros_align_in1.npy --check %S/Inputs/resample/grid_sample_bicubic_zeros_align_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bicubic_border --input %S/Inputs/resample/grid_sample_bicubic_border_in0.npy %S/Inputs/resample/grid_sample_bicubic_border_in1.npy --check %S/Inputs/resample/grid_sample_bicubic_border_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bicubic_border_align --input %S/Inputs/resample/grid_sample_bicubic_border_align_in0.npy %S/Inputs/resample/grid_sample_bicubic_border_align_in1.npy --check %S/Inputs/resample/grid_sample_bicubic_border_align_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bicubic_reflection --input %S/Inputs/resample/grid_sample_bicubic_reflection_in0.npy %S/Inputs/resample/grid_sample_bicubic_reflection_in1.npy --check %S/Inputs/resample/grid_sample_bicubic_reflection_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bicubic_reflection_align --input %S/Inputs/resample/grid_sample_bicubic_reflection_align_in0.npy %S/Inputs/resample/grid_sample_bicubic_reflection_align_in1.npy --check %S/Inputs/resample/grid_sample_bicubic_reflection_align_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_reflection_far --input %S/Inputs/resample/grid_sample_reflection_far_in0.npy %S/Inputs/resample/grid_sample_reflection_far_in1.npy --check %S/Inputs/resample/grid_sample_reflection_far_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bilinear_f16 --input %S/Inputs/resample/grid_sample_bilinear_f16_in0.npy %S/Inputs/resample/grid_sample_bilinear_f16_in1.npy --check %S/Inputs/resample/grid_sample_bilinear_f16_out.npy --rtol 2e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bilinear_bf16 --input %S/Inputs/resample/grid_sample_bilinear_bf16_in0.npy %S/Inputs/resample/grid_sample_bilinear_bf16_in1.npy --check %S/Inputs/resample/grid_sample_bilinear_bf16_out.npy --rtol 1.6e-2 --atol 1.6e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bilinear_f64 --input %S/Inputs/resample/grid_sample_bilinear_f64_in0.npy %S/Inputs/resample/grid_sample_bilinear_f64_in1.npy --check %S/Inputs/resample/grid_sample_bilinear_f64_out.npy --rtol 1e-9 --atol 1e-9 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @resize_linear_up2(%a0: tensor<1x2x5x7xf32>) -> tensor<1x2x10x14xf32> {
  %0 = "nn.resize"(%a0) {mode = "linear"} : (tensor<1x2x5x7xf32>) -> tensor<1x2x10x14xf32>
  return %0 : tensor<1x2x10x14xf32>
}

func.func @resize_linear_align_corners_sizes(%a0: tensor<1x2x5x7xf32>) -> tensor<1x2x8x11xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "align_corners", mode = "linear"} : (tensor<1x2x5x7xf32>) -> tensor<1x2x8x11xf32>
  return %0 : tensor<1x2x8x11xf32>
}

func.func @resize_linear_down_scales(%a0: tensor<1x2x5x7xf32>) -> tensor<1x2x3x4xf32> {
  %0 = "nn.resize"(%a0) {mode = "linear", scales = array<f32: 1.0, 1.0, 0.6, 0.6>} : (tensor<1x2x5x7xf32>) -> tensor<1x2x3x4xf32>
  return %0 : tensor<1x2x3x4xf32>
}

func.func @resize_cubic_up_sizes(%a0: tensor<1x1x6x5xf32>) -> tensor<1x1x9x13xf32> {
  %0 = "nn.resize"(%a0) {mode = "cubic"} : (tensor<1x1x6x5xf32>) -> tensor<1x1x9x13xf32>
  return %0 : tensor<1x1x9x13xf32>
}

func.func @resize_cubic_align_corners_down(%a0: tensor<1x1x6x5xf32>) -> tensor<1x1x4x3xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "align_corners", mode = "cubic"} : (tensor<1x1x6x5xf32>) -> tensor<1x1x4x3xf32>
  return %0 : tensor<1x1x4x3xf32>
}

func.func @resize_cubic_f64(%a0: tensor<1x3x4x6xf64>) -> tensor<1x3x6x9xf64> {
  %0 = "nn.resize"(%a0) {mode = "cubic", scales = array<f32: 1.0, 1.0, 1.5, 1.5>} : (tensor<1x3x4x6xf64>) -> tensor<1x3x6x9xf64>
  return %0 : tensor<1x3x6x9xf64>
}

func.func @resize_linear_up_f16(%a0: tensor<1x2x4x6xf16>) -> tensor<1x2x7x9xf16> {
  %0 = "nn.resize"(%a0) {mode = "linear"} : (tensor<1x2x4x6xf16>) -> tensor<1x2x7x9xf16>
  return %0 : tensor<1x2x7x9xf16>
}

func.func @resize_cubic_down_f16(%a0: tensor<1x2x4x6xf16>) -> tensor<1x2x3x5xf16> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "align_corners", mode = "cubic"} : (tensor<1x2x4x6xf16>) -> tensor<1x2x3x5xf16>
  return %0 : tensor<1x2x3x5xf16>
}

func.func @resize_linear_up_bf16(%a0: tensor<1x2x4x6xbf16>) -> tensor<1x2x7x9xbf16> {
  %0 = "nn.resize"(%a0) {mode = "linear"} : (tensor<1x2x4x6xbf16>) -> tensor<1x2x7x9xbf16>
  return %0 : tensor<1x2x7x9xbf16>
}

func.func @resize_cubic_down_bf16(%a0: tensor<1x2x4x6xbf16>) -> tensor<1x2x3x5xbf16> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "align_corners", mode = "cubic"} : (tensor<1x2x4x6xbf16>) -> tensor<1x2x3x5xbf16>
  return %0 : tensor<1x2x3x5xbf16>
}

func.func @resize_nearest_round_prefer_floor(%a0: tensor<1x2x5x6xf32>) -> tensor<1x2x3x4xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "half_pixel", mode = "nearest", nearest_mode = "round_prefer_floor"} : (tensor<1x2x5x6xf32>) -> tensor<1x2x3x4xf32>
  return %0 : tensor<1x2x3x4xf32>
}

func.func @resize_nearest_round_prefer_ceil(%a0: tensor<1x2x5x6xf32>) -> tensor<1x2x8x12xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "asymmetric", mode = "nearest", nearest_mode = "round_prefer_ceil"} : (tensor<1x2x5x6xf32>) -> tensor<1x2x8x12xf32>
  return %0 : tensor<1x2x8x12xf32>
}

func.func @resize_nearest_floor(%a0: tensor<1x2x5x6xf32>) -> tensor<1x2x9x7xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "align_corners", mode = "nearest", nearest_mode = "floor"} : (tensor<1x2x5x6xf32>) -> tensor<1x2x9x7xf32>
  return %0 : tensor<1x2x9x7xf32>
}

func.func @resize_nearest_ceil(%a0: tensor<1x2x5x6xf32>) -> tensor<1x2x7x10xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "half_pixel", mode = "nearest", nearest_mode = "ceil"} : (tensor<1x2x5x6xf32>) -> tensor<1x2x7x10xf32>
  return %0 : tensor<1x2x7x10xf32>
}

func.func @resize_nearest_ties_round_prefer_floor(%a0: tensor<1x1x3x4xf32>) -> tensor<1x1x1x10xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "asymmetric", mode = "nearest", nearest_mode = "round_prefer_floor", scales = array<f32: 1.0, 1.0, 0.5, 2.5>} : (tensor<1x1x3x4xf32>) -> tensor<1x1x1x10xf32>
  return %0 : tensor<1x1x1x10xf32>
}

func.func @resize_nearest_ties_round_prefer_ceil(%a0: tensor<1x1x3x4xf32>) -> tensor<1x1x1x10xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "asymmetric", mode = "nearest", nearest_mode = "round_prefer_ceil", scales = array<f32: 1.0, 1.0, 0.5, 2.5>} : (tensor<1x1x3x4xf32>) -> tensor<1x1x1x10xf32>
  return %0 : tensor<1x1x1x10xf32>
}

func.func @resize_nearest_int8(%a0: tensor<2x3x5xi8>) -> tensor<2x7x3xi8> {
  %0 = "nn.resize"(%a0) {mode = "nearest"} : (tensor<2x3x5xi8>) -> tensor<2x7x3xi8>
  return %0 : tensor<2x7x3xi8>
}

func.func @resize_nearest_int32(%a0: tensor<2x3x5xi32>) -> tensor<2x7x3xi32> {
  %0 = "nn.resize"(%a0) {mode = "nearest"} : (tensor<2x3x5xi32>) -> tensor<2x7x3xi32>
  return %0 : tensor<2x7x3xi32>
}

func.func @resize_nearest_int64(%a0: tensor<2x3x5xi64>) -> tensor<2x7x3xi64> {
  %0 = "nn.resize"(%a0) {mode = "nearest"} : (tensor<2x3x5xi64>) -> tensor<2x7x3xi64>
  return %0 : tensor<2x7x3xi64>
}

func.func @resize_trilinear(%a0: tensor<2x3x4x5xf32>) -> tensor<2x5x3x8xf32> {
  %0 = "nn.resize"(%a0) {mode = "linear"} : (tensor<2x3x4x5xf32>) -> tensor<2x5x3x8xf32>
  return %0 : tensor<2x5x3x8xf32>
}

func.func @resize_cubic_exclude_outside(%a0: tensor<1x1x5x5xf32>) -> tensor<1x1x4x8xf32> {
  %0 = "nn.resize"(%a0) {cubic_coeff_a = -5.000000e-01 : f32, exclude_outside = true, mode = "cubic", scales = array<f32: 1.0, 1.0, 0.8, 1.7>} : (tensor<1x1x5x5xf32>) -> tensor<1x1x4x8xf32>
  return %0 : tensor<1x1x4x8xf32>
}

func.func @resize_cubic_asymmetric(%a0: tensor<1x1x5x5xf32>) -> tensor<1x1x8x3xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "asymmetric", mode = "cubic"} : (tensor<1x1x5x5xf32>) -> tensor<1x1x8x3xf32>
  return %0 : tensor<1x1x8x3xf32>
}

func.func @resize_tf_crop_and_resize(%a0: tensor<1x1x5x5xf32>) -> tensor<1x1x4x6xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "tf_crop_and_resize", extrapolation_value = 7.500000e+00 : f32, mode = "linear", roi = array<f32: 0.0, 0.0, 0.2, -0.3, 1.0, 1.0, 0.9, 1.4>} : (tensor<1x1x5x5xf32>) -> tensor<1x1x4x6xf32>
  return %0 : tensor<1x1x4x6xf32>
}

func.func @resize_tf_crop_and_resize_nearest(%a0: tensor<1x1x5x5xf32>) -> tensor<1x1x6x7xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "tf_crop_and_resize", extrapolation_value = -3.000000e+00 : f32, mode = "nearest", roi = array<f32: 0.0, 0.0, -0.4, -0.3, 1.0, 1.0, 1.2, 1.4>} : (tensor<1x1x5x5xf32>) -> tensor<1x1x6x7xf32>
  return %0 : tensor<1x1x6x7xf32>
}

func.func @resize_half_pixel_symmetric(%a0: tensor<1x1x5x5xf32>) -> tensor<1x1x6x3xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "half_pixel_symmetric", mode = "linear", scales = array<f32: 1.0, 1.0, 1.3, 0.7>} : (tensor<1x1x5x5xf32>) -> tensor<1x1x6x3xf32>
  return %0 : tensor<1x1x6x3xf32>
}

func.func @resize_pytorch_half_pixel_to_1(%a0: tensor<1x1x5x5xf32>) -> tensor<1x1x1x3xf32> {
  %0 = "nn.resize"(%a0) {coordinate_transformation_mode = "pytorch_half_pixel", mode = "linear"} : (tensor<1x1x5x5xf32>) -> tensor<1x1x1x3xf32>
  return %0 : tensor<1x1x1x3xf32>
}

func.func @resize_empty_batch(%a0: tensor<0x2x3xf32>) -> tensor<0x2x6xf32> {
  %0 = "nn.resize"(%a0) {mode = "linear"} : (tensor<0x2x3xf32>) -> tensor<0x2x6xf32>
  return %0 : tensor<0x2x6xf32>
}

func.func @grid_sample_bilinear_zeros(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = false, mode = "bilinear", padding_mode = "zeros"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_bilinear_zeros_align(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = true, mode = "bilinear", padding_mode = "zeros"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_bilinear_border(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = false, mode = "bilinear", padding_mode = "border"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_bilinear_border_align(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = true, mode = "bilinear", padding_mode = "border"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_bilinear_reflection(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = false, mode = "bilinear", padding_mode = "reflection"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_bilinear_reflection_align(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = true, mode = "bilinear", padding_mode = "reflection"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_nearest_zeros(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = false, mode = "nearest", padding_mode = "zeros"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_nearest_zeros_align(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = true, mode = "nearest", padding_mode = "zeros"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_nearest_border(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = false, mode = "nearest", padding_mode = "border"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_nearest_border_align(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = true, mode = "nearest", padding_mode = "border"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_nearest_reflection(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = false, mode = "nearest", padding_mode = "reflection"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_nearest_reflection_align(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = true, mode = "nearest", padding_mode = "reflection"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_bicubic_zeros(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = false, mode = "bicubic", padding_mode = "zeros"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_bicubic_zeros_align(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = true, mode = "bicubic", padding_mode = "zeros"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_bicubic_border(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = false, mode = "bicubic", padding_mode = "border"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_bicubic_border_align(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = true, mode = "bicubic", padding_mode = "border"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_bicubic_reflection(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = false, mode = "bicubic", padding_mode = "reflection"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_bicubic_reflection_align(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = true, mode = "bicubic", padding_mode = "reflection"} : (tensor<2x3x5x6xf32>, tensor<2x4x7x2xf32>) -> tensor<2x3x4x7xf32>
  return %0 : tensor<2x3x4x7xf32>
}

func.func @grid_sample_reflection_far(%a0: tensor<2x3x5x6xf32>, %a1: tensor<2x3x3x2xf32>) -> tensor<2x3x3x3xf32> {
  %0 = "nn.grid_sample"(%a0, %a1) {mode = "bilinear", padding_mode = "reflection"} : (tensor<2x3x5x6xf32>, tensor<2x3x3x2xf32>) -> tensor<2x3x3x3xf32>
  return %0 : tensor<2x3x3x3xf32>
}

func.func @grid_sample_bilinear_f16(%a0: tensor<1x2x4x5xf16>, %a1: tensor<1x3x4x2xf16>) -> tensor<1x2x3x4xf16> {
  %0 = "nn.grid_sample"(%a0, %a1) {mode = "bilinear"} : (tensor<1x2x4x5xf16>, tensor<1x3x4x2xf16>) -> tensor<1x2x3x4xf16>
  return %0 : tensor<1x2x3x4xf16>
}

func.func @grid_sample_bilinear_bf16(%a0: tensor<1x2x4x5xbf16>, %a1: tensor<1x3x4x2xbf16>) -> tensor<1x2x3x4xbf16> {
  %0 = "nn.grid_sample"(%a0, %a1) {mode = "bilinear"} : (tensor<1x2x4x5xbf16>, tensor<1x3x4x2xbf16>) -> tensor<1x2x3x4xbf16>
  return %0 : tensor<1x2x3x4xbf16>
}

func.func @grid_sample_bilinear_f64(%a0: tensor<1x2x4x5xf64>, %a1: tensor<1x3x4x2xf64>) -> tensor<1x2x3x4xf64> {
  %0 = "nn.grid_sample"(%a0, %a1) {mode = "bilinear"} : (tensor<1x2x4x5xf64>, tensor<1x3x4x2xf64>) -> tensor<1x2x3x4xf64>
  return %0 : tensor<1x2x3x4xf64>
}
