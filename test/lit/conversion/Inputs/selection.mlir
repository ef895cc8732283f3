func.func @main(%x: tensor<8x16xf32>, %boxes: tensor<2x32x4xf32>, %scores: tensor<2x3x32xf32>) -> (tensor<2x128xi64>, tensor<i64>, tensor<30x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%x) : (tensor<8x16xf32>) -> (tensor<2x128xi64>, tensor<i64>)
  %1:2 = "nn.non_max_suppression"(%boxes, %scores) {max_output_boxes_per_class = 5 : i64, iou_threshold = 0.5 : f32} : (tensor<2x32x4xf32>, tensor<2x3x32xf32>) -> (tensor<30x3xi64>, tensor<i64>)
  return %0#0, %0#1, %1#0, %1#1 : tensor<2x128xi64>, tensor<i64>, tensor<30x3xi64>, tensor<i64>
}
