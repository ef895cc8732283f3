// RUN: nn-opt %s | FileCheck %s
// RUN: nn-opt %s | nn-opt | FileCheck %s

// The data-dependent selections parse, verify and print back: each returns
// its rows padded to a static bound plus an i64 count; attributes with
// defaults may be omitted.

// CHECK-LABEL: func.func @non_zero
// CHECK:         %[[A:.*]]:2 = "nn.non_zero"(%{{.*}}) : (tensor<2x3x4xf32>) -> (tensor<3x24xi64>, tensor<i64>)
// CHECK:         "nn.non_zero"(%{{.*}}) : (tensor<5xi1>) -> (tensor<1x5xi64>, tensor<i64>)
// CHECK:         "nn.non_zero"(%{{.*}}) : (tensor<0x3xui8>) -> (tensor<2x0xi64>, tensor<i64>)
func.func @non_zero(%a: tensor<2x3x4xf32>, %b: tensor<5xi1>, %c: tensor<0x3xui8>) -> (tensor<3x24xi64>, tensor<i64>, tensor<1x5xi64>, tensor<2x0xi64>) {
  %0:2 = "nn.non_zero"(%a) : (tensor<2x3x4xf32>) -> (tensor<3x24xi64>, tensor<i64>)
  %1:2 = "nn.non_zero"(%b) : (tensor<5xi1>) -> (tensor<1x5xi64>, tensor<i64>)
  %2:2 = "nn.non_zero"(%c) : (tensor<0x3xui8>) -> (tensor<2x0xi64>, tensor<i64>)
  return %0#0, %0#1, %1#0, %2#0 : tensor<3x24xi64>, tensor<i64>, tensor<1x5xi64>, tensor<2x0xi64>
}

// CHECK-LABEL: func.func @non_max_suppression
// CHECK:         "nn.non_max_suppression"(%{{.*}}, %{{.*}}) {center_point_box = 1 : i64, iou_threshold = 5.000000e-01 : f32, max_output_boxes_per_class = 3 : i64, score_threshold = 0.000000e+00 : f32} : (tensor<2x6x4xf32>, tensor<2x5x6xf32>) -> (tensor<30x3xi64>, tensor<i64>)
// CHECK:         "nn.non_max_suppression"(%{{.*}}, %{{.*}}) {max_output_boxes_per_class = 100 : i64} : (tensor<2x6x4xf32>, tensor<2x5x6xf32>) -> (tensor<60x3xi64>, tensor<i64>)
// CHECK:         "nn.non_max_suppression"(%{{.*}}, %{{.*}}) : (tensor<2x6x4xf32>, tensor<2x5x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
func.func @non_max_suppression(%boxes: tensor<2x6x4xf32>, %scores: tensor<2x5x6xf32>) -> (tensor<30x3xi64>, tensor<60x3xi64>, tensor<0x3xi64>) {
  %0:2 = "nn.non_max_suppression"(%boxes, %scores) {center_point_box = 1 : i64, iou_threshold = 0.5 : f32, max_output_boxes_per_class = 3 : i64, score_threshold = 0.0 : f32} : (tensor<2x6x4xf32>, tensor<2x5x6xf32>) -> (tensor<30x3xi64>, tensor<i64>)
  // K beyond the box count is clamped to it: 2*5*6 rows.
  %1:2 = "nn.non_max_suppression"(%boxes, %scores) {max_output_boxes_per_class = 100 : i64} : (tensor<2x6x4xf32>, tensor<2x5x6xf32>) -> (tensor<60x3xi64>, tensor<i64>)
  // The default K, 0, selects nothing.
  %2:2 = "nn.non_max_suppression"(%boxes, %scores) : (tensor<2x6x4xf32>, tensor<2x5x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %1#0, %2#0 : tensor<30x3xi64>, tensor<60x3xi64>, tensor<0x3xi64>
}
