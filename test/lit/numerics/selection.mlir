// Numerical tests of nn.non_zero and nn.non_max_suppression against
// numpy.nonzero and a NumPy transcription of ONNX's NonMaxSuppression
// (cross-checked with onnxruntime): every element type, padding and counts.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_selection.py; do not edit.
//
// RUN: nn-run %s --entry non_zero_float32 --input %S/Inputs/selection/non_zero_float32_in0.npy --check %S/Inputs/selection/non_zero_float32_out0.npy %S/Inputs/selection/non_zero_float32_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_float64 --input %S/Inputs/selection/non_zero_float64_in0.npy --check %S/Inputs/selection/non_zero_float64_out0.npy %S/Inputs/selection/non_zero_float64_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_float16 --input %S/Inputs/selection/non_zero_float16_in0.npy --check %S/Inputs/selection/non_zero_float16_out0.npy %S/Inputs/selection/non_zero_float16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_int8 --input %S/Inputs/selection/non_zero_int8_in0.npy --check %S/Inputs/selection/non_zero_int8_out0.npy %S/Inputs/selection/non_zero_int8_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_int16 --input %S/Inputs/selection/non_zero_int16_in0.npy --check %S/Inputs/selection/non_zero_int16_out0.npy %S/Inputs/selection/non_zero_int16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_int32 --input %S/Inputs/selection/non_zero_int32_in0.npy --check %S/Inputs/selection/non_zero_int32_out0.npy %S/Inputs/selection/non_zero_int32_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_int64 --input %S/Inputs/selection/non_zero_int64_in0.npy --check %S/Inputs/selection/non_zero_int64_out0.npy %S/Inputs/selection/non_zero_int64_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_uint8 --input %S/Inputs/selection/non_zero_uint8_in0.npy --check %S/Inputs/selection/non_zero_uint8_out0.npy %S/Inputs/selection/non_zero_uint8_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_uint16 --input %S/Inputs/selection/non_zero_uint16_in0.npy --check %S/Inputs/selection/non_zero_uint16_out0.npy %S/Inputs/selection/non_zero_uint16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_uint32 --input %S/Inputs/selection/non_zero_uint32_in0.npy --check %S/Inputs/selection/non_zero_uint32_out0.npy %S/Inputs/selection/non_zero_uint32_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_uint64 --input %S/Inputs/selection/non_zero_uint64_in0.npy --check %S/Inputs/selection/non_zero_uint64_out0.npy %S/Inputs/selection/non_zero_uint64_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_bool --input %S/Inputs/selection/non_zero_bool_in0.npy --check %S/Inputs/selection/non_zero_bool_out0.npy %S/Inputs/selection/non_zero_bool_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_bf16 --input %S/Inputs/selection/non_zero_bf16_in0.npy --check %S/Inputs/selection/non_zero_bf16_out0.npy %S/Inputs/selection/non_zero_bf16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_nan_negzero --input %S/Inputs/selection/non_zero_nan_negzero_in0.npy --check %S/Inputs/selection/non_zero_nan_negzero_out0.npy %S/Inputs/selection/non_zero_nan_negzero_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_none --input %S/Inputs/selection/non_zero_none_in0.npy --check %S/Inputs/selection/non_zero_none_out0.npy %S/Inputs/selection/non_zero_none_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry non_zero_all --input %S/Inputs/selection/non_zero_all_in0.npy --check %S/Inputs/selection/non_zero_all_out0.npy %S/Inputs/selection/non_zero_all_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry nms_iou --input %S/Inputs/selection/nms_iou_in0.npy %S/Inputs/selection/nms_iou_in1.npy --check %S/Inputs/selection/nms_iou_out0.npy %S/Inputs/selection/nms_iou_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry nms_iou_scores --input %S/Inputs/selection/nms_iou_scores_in0.npy %S/Inputs/selection/nms_iou_scores_in1.npy --check %S/Inputs/selection/nms_iou_scores_out0.npy %S/Inputs/selection/nms_iou_scores_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry nms_k_over_n --input %S/Inputs/selection/nms_k_over_n_in0.npy %S/Inputs/selection/nms_k_over_n_in1.npy --check %S/Inputs/selection/nms_k_over_n_out0.npy %S/Inputs/selection/nms_k_over_n_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry nms_k_zero --input %S/Inputs/selection/nms_k_zero_in0.npy %S/Inputs/selection/nms_k_zero_in1.npy --check %S/Inputs/selection/nms_k_zero_out0.npy %S/Inputs/selection/nms_k_zero_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry nms_flipped --input %S/Inputs/selection/nms_flipped_in0.npy %S/Inputs/selection/nms_flipped_in1.npy --check %S/Inputs/selection/nms_flipped_out0.npy %S/Inputs/selection/nms_flipped_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry nms_center --input %S/Inputs/selection/nms_center_in0.npy %S/Inputs/selection/nms_center_in1.npy --check %S/Inputs/selection/nms_center_out0.npy %S/Inputs/selection/nms_center_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry nms_ties --input %S/Inputs/selection/nms_ties_in0.npy %S/Inputs/selection/nms_ties_in1.npy --check %S/Inputs/selection/nms_ties_out0.npy %S/Inputs/selection/nms_ties_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry nms_zero_area_nan --input %S/Inputs/selection/nms_zero_area_nan_in0.npy %S/Inputs/selection/nms_zero_area_nan_in1.npy --check %S/Inputs/selection/nms_zero_area_nan_out0.npy %S/Inputs/selection/nms_zero_area_nan_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry nms_random --input %S/Inputs/selection/nms_random_in0.npy %S/Inputs/selection/nms_random_in1.npy --check %S/Inputs/selection/nms_random_out0.npy %S/Inputs/selection/nms_random_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry nms_random_iou0 --input %S/Inputs/selection/nms_random_iou0_in0.npy %S/Inputs/selection/nms_random_iou0_in1.npy --check %S/Inputs/selection/nms_random_iou0_out0.npy %S/Inputs/selection/nms_random_iou0_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry nms_random_center --input %S/Inputs/selection/nms_random_center_in0.npy %S/Inputs/selection/nms_random_center_in1.npy --check %S/Inputs/selection/nms_random_center_out0.npy %S/Inputs/selection/nms_random_center_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @non_zero_float32(%a0: tensor<3x4x5xf32>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xf32>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_float64(%a0: tensor<3x4x5xf64>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xf64>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_float16(%a0: tensor<3x4x5xf16>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xf16>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_int8(%a0: tensor<3x4x5xi8>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xi8>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_int16(%a0: tensor<3x4x5xi16>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xi16>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_int32(%a0: tensor<3x4x5xi32>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xi32>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_int64(%a0: tensor<3x4x5xi64>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xi64>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_uint8(%a0: tensor<3x4x5xui8>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xui8>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_uint16(%a0: tensor<3x4x5xui16>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xui16>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_uint32(%a0: tensor<3x4x5xui32>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xui32>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_uint64(%a0: tensor<3x4x5xui64>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xui64>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_bool(%a0: tensor<3x4x5xi1>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xi1>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_bf16(%a0: tensor<3x4x5xbf16>) -> (tensor<3x60xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<3x4x5xbf16>) -> (tensor<3x60xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x60xi64>, tensor<i64>
}

func.func @non_zero_nan_negzero(%a0: tensor<6xf32>) -> (tensor<1x6xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<6xf32>) -> (tensor<1x6xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<1x6xi64>, tensor<i64>
}

func.func @non_zero_none(%a0: tensor<2x3xf32>) -> (tensor<2x6xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<2x3xf32>) -> (tensor<2x6xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<2x6xi64>, tensor<i64>
}

func.func @non_zero_all(%a0: tensor<2x2x2xi32>) -> (tensor<3x8xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%a0) : (tensor<2x2x2xi32>) -> (tensor<3x8xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x8xi64>, tensor<i64>
}

func.func @nms_iou(%a0: tensor<1x6x4xf32>, %a1: tensor<1x1x6xf32>) -> (tensor<3x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%a0, %a1) {max_output_boxes_per_class = 3 : i64, iou_threshold = 0.5 : f32} : (tensor<1x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<3x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x3xi64>, tensor<i64>
}

func.func @nms_iou_scores(%a0: tensor<1x6x4xf32>, %a1: tensor<1x1x6xf32>) -> (tensor<3x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%a0, %a1) {max_output_boxes_per_class = 3 : i64, iou_threshold = 0.5 : f32, score_threshold = 0.4 : f32} : (tensor<1x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<3x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x3xi64>, tensor<i64>
}

func.func @nms_k_over_n(%a0: tensor<1x6x4xf32>, %a1: tensor<1x1x6xf32>) -> (tensor<6x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%a0, %a1) {max_output_boxes_per_class = 10 : i64, iou_threshold = 0.5 : f32} : (tensor<1x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<6x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<6x3xi64>, tensor<i64>
}

func.func @nms_k_zero(%a0: tensor<1x6x4xf32>, %a1: tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%a0, %a1) {max_output_boxes_per_class = 0 : i64, iou_threshold = 0.5 : f32} : (tensor<1x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x3xi64>, tensor<i64>
}

func.func @nms_flipped(%a0: tensor<1x6x4xf32>, %a1: tensor<1x1x6xf32>) -> (tensor<3x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%a0, %a1) {max_output_boxes_per_class = 3 : i64, iou_threshold = 0.5 : f32} : (tensor<1x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<3x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x3xi64>, tensor<i64>
}

func.func @nms_center(%a0: tensor<1x6x4xf32>, %a1: tensor<1x1x6xf32>) -> (tensor<3x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%a0, %a1) {max_output_boxes_per_class = 3 : i64, iou_threshold = 0.5 : f32, center_point_box = 1 : i64} : (tensor<1x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<3x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x3xi64>, tensor<i64>
}

func.func @nms_ties(%a0: tensor<1x6x4xf32>, %a1: tensor<1x1x6xf32>) -> (tensor<4x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%a0, %a1) {max_output_boxes_per_class = 4 : i64, iou_threshold = 0.5 : f32} : (tensor<1x6x4xf32>, tensor<1x1x6xf32>) -> (tensor<4x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<4x3xi64>, tensor<i64>
}

func.func @nms_zero_area_nan(%a0: tensor<1x4x4xf32>, %a1: tensor<1x1x4xf32>) -> (tensor<4x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%a0, %a1) {max_output_boxes_per_class = 4 : i64, iou_threshold = 0.2 : f32} : (tensor<1x4x4xf32>, tensor<1x1x4xf32>) -> (tensor<4x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<4x3xi64>, tensor<i64>
}

func.func @nms_random(%a0: tensor<2x40x4xf32>, %a1: tensor<2x3x40xf32>) -> (tensor<42x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%a0, %a1) {max_output_boxes_per_class = 7 : i64, iou_threshold = 0.3 : f32, score_threshold = 0.2 : f32} : (tensor<2x40x4xf32>, tensor<2x3x40xf32>) -> (tensor<42x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<42x3xi64>, tensor<i64>
}

func.func @nms_random_iou0(%a0: tensor<2x40x4xf32>, %a1: tensor<2x3x40xf32>) -> (tensor<240x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%a0, %a1) {max_output_boxes_per_class = 40 : i64, iou_threshold = 0.0 : f32} : (tensor<2x40x4xf32>, tensor<2x3x40xf32>) -> (tensor<240x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<240x3xi64>, tensor<i64>
}

func.func @nms_random_center(%a0: tensor<2x40x4xf32>, %a1: tensor<2x3x40xf32>) -> (tensor<30x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%a0, %a1) {max_output_boxes_per_class = 5 : i64, iou_threshold = 0.6 : f32, center_point_box = 1 : i64} : (tensor<2x40x4xf32>, tensor<2x3x40xf32>) -> (tensor<30x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<30x3xi64>, tensor<i64>
}
