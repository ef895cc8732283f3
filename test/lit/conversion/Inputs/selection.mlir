func.func @main(%x: tensor<8x16xf32>, %boxes: tensor<2x32x4xf32>, %scores: tensor<2x3x32xf32>) -> (tensor<2x128xi64>, tensor<i64>, tensor<30x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%x) : (tensor<8x16xf32>) -> (tensor<2x128xi64>, tensor<i64>)
  %1:2 = "nn.non_max_suppression"(%boxes, %scores) {max_output_boxes_per_class = 5 : i64, iou_threshold = 0.5 : f32} : (tensor<2x32x4xf32>, tensor<2x3x32xf32>) -> (tensor<30x3xi64>, tensor<i64>)
  return %0#0, %0#1, %1#0, %1#1 : tensor<2x128xi64>, tensor<i64>, tensor<30x3xi64>, tensor<i64>
}
func.func @pool_indices(%x: tensor<2x8x16x16xf32>) -> (tensor<2x8x8x8xf32>, tensor<2x8x8x8xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, storage_order = 1 : i64} : (tensor<2x8x16x16xf32>) -> (tensor<2x8x8x8xf32>, tensor<2x8x8x8xi64>)
  return %0#0, %0#1 : tensor<2x8x8x8xf32>, tensor<2x8x8x8xi64>
}
