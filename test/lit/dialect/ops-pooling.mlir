// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | nn-opt --split-input-file | FileCheck %s

// Round trip of the pooling ops: max_pool2d, avg_pool2d, global_avg_pool2d.
// The result types pin the output-size rule down, worked out by hand from
// PyTorch's pooling_output_shape: OH = (H + top + bottom - d*(KH-1) - 1) /
// stride + 1, rounded down, or up with ceil_mode unless that last window
// would start in the bottom/right padding. strides default to 1 (ONNX).

// Strides, padding and dilation, NCHW.
// CHECK-LABEL: func.func @max_pool2d(
// CHECK-SAME:    %[[X:.*]]: tensor<1x3x8x8xf32>)
// CHECK-NEXT:    %[[A:.*]] = "nn.max_pool2d"(%[[X]]) {kernel = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32>
// CHECK-NEXT:    %[[B:.*]] = "nn.max_pool2d"(%[[X]]) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    %[[C:.*]] = "nn.max_pool2d"(%[[X]]) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    %[[D:.*]] = "nn.max_pool2d"(%[[X]]) {dilations = array<i64: 2, 2>, kernel = array<i64: 3, 3>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    %[[E:.*]] = "nn.max_pool2d"(%[[X]]) {dilations = array<i64: 2, 2>, kernel = array<i64: 3, 3>, padding = array<i64: 2, 2, 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
// CHECK-NEXT:    %[[F:.*]] = "nn.max_pool2d"(%[[X]]) {ceil_mode = false, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, layout = "NCHW", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x6x6xf32>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]]
func.func @max_pool2d(%x: tensor<1x3x8x8xf32>) -> (tensor<1x3x7x7xf32>, tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>, tensor<1x3x8x8xf32>, tensor<1x3x6x6xf32>) {
  // (8 - 2) / 1 + 1 = 7: the stride is 1 by default, not the kernel size.
  %0 = "nn.max_pool2d"(%x) {kernel = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32>
  // (8 - 2) / 2 + 1 = 4.
  %1 = "nn.max_pool2d"(%x) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  // (8 + 1 + 1 - 3) / 2 + 1 = 4 (7 / 2 rounds down).
  %2 = "nn.max_pool2d"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  // The dilated kernel spans 2 * (3 - 1) + 1 = 5: (8 - 5) / 1 + 1 = 4.
  %3 = "nn.max_pool2d"(%x) {kernel = array<i64: 3, 3>, dilations = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  // Pads of 2 are smaller than the dilated kernel (5), though
  // not smaller than the kernel (3): (8 + 4 - 5) / 1 + 1 = 8.
  %4 = "nn.max_pool2d"(%x) {kernel = array<i64: 3, 3>, dilations = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  // Every default spelled out.
  %5 = "nn.max_pool2d"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, dilations = array<i64: 1, 1>, ceil_mode = false, layout = "NCHW"} : (tensor<1x3x8x8xf32>) -> tensor<1x3x6x6xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<1x3x7x7xf32>, tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>, tensor<1x3x8x8xf32>, tensor<1x3x6x6xf32>
}

// -----

// Height and width have their own kernel, stride, pads and dilation.
// CHECK-LABEL: func.func @max_pool2d_asymmetric(
// CHECK-SAME:    %[[X:.*]]: tensor<2x4x7x5xf32>)
// CHECK-NEXT:    %[[A:.*]] = "nn.max_pool2d"(%[[X]]) {kernel = array<i64: 3, 2>, padding = array<i64: 1, 0, 0, 1>, strides = array<i64: 2, 1>} : (tensor<2x4x7x5xf32>) -> tensor<2x4x3x5xf32>
// CHECK-NEXT:    %[[B:.*]] = "nn.max_pool2d"(%[[X]]) {dilations = array<i64: 3, 1>, kernel = array<i64: 2, 3>, strides = array<i64: 1, 2>} : (tensor<2x4x7x5xf32>) -> tensor<2x4x4x2xf32>
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @max_pool2d_asymmetric(%x: tensor<2x4x7x5xf32>) -> (tensor<2x4x3x5xf32>, tensor<2x4x4x2xf32>) {
  // OH = (7 + 1 + 0 - 3) / 2 + 1 = 3, OW = (5 + 0 + 1 - 2) / 1 + 1 = 5.
  %0 = "nn.max_pool2d"(%x) {kernel = array<i64: 3, 2>, strides = array<i64: 2, 1>, padding = array<i64: 1, 0, 0, 1>} : (tensor<2x4x7x5xf32>) -> tensor<2x4x3x5xf32>
  // OH = (7 - (3 * 1 + 1)) / 1 + 1 = 4, OW = (5 - 3) / 2 + 1 = 2.
  %1 = "nn.max_pool2d"(%x) {kernel = array<i64: 2, 3>, strides = array<i64: 1, 2>, dilations = array<i64: 3, 1>} : (tensor<2x4x7x5xf32>) -> tensor<2x4x4x2xf32>
  return %0, %1 : tensor<2x4x3x5xf32>, tensor<2x4x4x2xf32>
}

// -----

// ceil_mode rounds up, but drops a last window that would start in the
// bottom or right padding.
// CHECK-LABEL: func.func @max_pool2d_ceil_mode(
// CHECK-SAME:    %[[X:.*]]: tensor<1x2x5x8xf32>, %[[Y:.*]]: tensor<1x1x6x7xf32>)
// CHECK-NEXT:    %[[A:.*]] = "nn.max_pool2d"(%[[X]]) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 0, 1, 0>, strides = array<i64: 3, 2>} : (tensor<1x2x5x8xf32>) -> tensor<1x2x2x3xf32>
// CHECK-NEXT:    %[[B:.*]] = "nn.max_pool2d"(%[[X]]) {ceil_mode = true, kernel = array<i64: 3, 3>, padding = array<i64: 1, 0, 1, 0>, strides = array<i64: 3, 2>} : (tensor<1x2x5x8xf32>) -> tensor<1x2x2x4xf32>
// CHECK-NEXT:    %[[C:.*]] = "nn.max_pool2d"(%[[Y]]) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x1x6x7xf32>) -> tensor<1x1x3x4xf32>
// CHECK-NEXT:    %[[D:.*]] = "nn.max_pool2d"(%[[Y]]) {ceil_mode = true, kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x1x6x7xf32>) -> tensor<1x1x4x4xf32>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @max_pool2d_ceil_mode(%x: tensor<1x2x5x8xf32>, %y: tensor<1x1x6x7xf32>) -> (tensor<1x2x2x3xf32>, tensor<1x2x2x4xf32>, tensor<1x1x3x4xf32>, tensor<1x1x4x4xf32>) {
  // Floor: OH = (5 + 2 - 3) / 3 + 1 = 2, OW = (8 - 3) / 2 + 1 = 3.
  %0 = "nn.max_pool2d"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 3, 2>, padding = array<i64: 1, 0, 1, 0>} : (tensor<1x2x5x8xf32>) -> tensor<1x2x2x3xf32>
  // Ceil: OW = ceil(5 / 2) + 1 = 4; its last window starts at 6 < 8. OH
  // would be ceil(4 / 3) + 1 = 3, but that window starts at 2 * 3 = 6, past
  // the input and the top pad (5 + 1 = 6): it is dropped and OH stays 2.
  %1 = "nn.max_pool2d"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 3, 2>, padding = array<i64: 1, 0, 1, 0>, ceil_mode = true} : (tensor<1x2x5x8xf32>) -> tensor<1x2x2x4xf32>
  // Floor: OH = (6 + 2 - 3) / 2 + 1 = 3, OW = (7 + 2 - 3) / 2 + 1 = 4.
  %2 = "nn.max_pool2d"(%y) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x1x6x7xf32>) -> tensor<1x1x3x4xf32>
  // Ceil: OH = ceil(5 / 2) + 1 = 4, the last window starting at 6 < 6 + 1
  // (inside the input); OW divides evenly and stays 4.
  %3 = "nn.max_pool2d"(%y) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, ceil_mode = true} : (tensor<1x1x6x7xf32>) -> tensor<1x1x4x4xf32>
  return %0, %1, %2, %3 : tensor<1x2x2x3xf32>, tensor<1x2x2x4xf32>, tensor<1x1x3x4xf32>, tensor<1x1x4x4xf32>
}

// -----

// NHWC: the spatial dimensions are 1 and 2, the channels last.
// CHECK-LABEL: func.func @max_pool2d_nhwc(
// CHECK-SAME:    %[[X:.*]]: tensor<2x9x9x16xf16>, %[[Y:.*]]: tensor<2x9x10x16xf16>)
// CHECK-NEXT:    %[[A:.*]] = "nn.max_pool2d"(%[[X]]) {kernel = array<i64: 3, 3>, layout = "NHWC", strides = array<i64: 2, 2>} : (tensor<2x9x9x16xf16>) -> tensor<2x4x4x16xf16>
// CHECK-NEXT:    %[[B:.*]] = "nn.max_pool2d"(%[[Y]]) {ceil_mode = true, kernel = array<i64: 3, 3>, layout = "NHWC", strides = array<i64: 2, 2>} : (tensor<2x9x10x16xf16>) -> tensor<2x4x5x16xf16>
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @max_pool2d_nhwc(%x: tensor<2x9x9x16xf16>, %y: tensor<2x9x10x16xf16>) -> (tensor<2x4x4x16xf16>, tensor<2x4x5x16xf16>) {
  // (9 - 3) / 2 + 1 = 4.
  %0 = "nn.max_pool2d"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, layout = "NHWC"} : (tensor<2x9x9x16xf16>) -> tensor<2x4x4x16xf16>
  // OH = 6 / 2 + 1 = 4 exactly; OW = ceil(7 / 2) + 1 = 5.
  %1 = "nn.max_pool2d"(%y) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, layout = "NHWC", ceil_mode = true} : (tensor<2x9x10x16xf16>) -> tensor<2x4x5x16xf16>
  return %0, %1 : tensor<2x4x4x16xf16>, tensor<2x4x5x16xf16>
}

// -----

// Dynamic batch and channels carry over; a dynamic spatial size gives a
// dynamic output size.
// CHECK-LABEL: func.func @max_pool2d_dynamic(
// CHECK-SAME:    %[[X:.*]]: tensor<?x3x8x8xf32>, %[[Y:.*]]: tensor<1x?x?x8xf32>, %[[Z:.*]]: tensor<?x8x?x3xf32>)
// CHECK-NEXT:    %[[A:.*]] = "nn.max_pool2d"(%[[X]]) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<?x3x8x8xf32>) -> tensor<?x3x4x4xf32>
// CHECK-NEXT:    %[[B:.*]] = "nn.max_pool2d"(%[[Y]]) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x?x?x8xf32>) -> tensor<1x?x?x4xf32>
// CHECK-NEXT:    %[[C:.*]] = "nn.max_pool2d"(%[[Z]]) {ceil_mode = true, kernel = array<i64: 3, 3>, layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<?x8x?x3xf32>) -> tensor<?x5x?x3xf32>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]]
func.func @max_pool2d_dynamic(%x: tensor<?x3x8x8xf32>, %y: tensor<1x?x?x8xf32>, %z: tensor<?x8x?x3xf32>) -> (tensor<?x3x4x4xf32>, tensor<1x?x?x4xf32>, tensor<?x5x?x3xf32>) {
  %0 = "nn.max_pool2d"(%x) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<?x3x8x8xf32>) -> tensor<?x3x4x4xf32>
  %1 = "nn.max_pool2d"(%y) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x?x?x8xf32>) -> tensor<1x?x?x4xf32>
  // OH = ceil((8 + 2 - 3) / 2) + 1 = 5; its last window starts at 8 < 8 + 1.
  %2 = "nn.max_pool2d"(%z) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, ceil_mode = true, layout = "NHWC"} : (tensor<?x8x?x3xf32>) -> tensor<?x5x?x3xf32>
  return %0, %1, %2 : tensor<?x3x4x4xf32>, tensor<1x?x?x4xf32>, tensor<?x5x?x3xf32>
}

// -----

// max_pool2d takes integers as well as floats.
// CHECK-LABEL: func.func @max_pool2d_element_types(
// CHECK-SAME:    %[[I8:.*]]: tensor<1x1x4x4xi8>, %[[I32:.*]]: tensor<1x1x4x4xi32>, %[[I64:.*]]: tensor<1x1x4x4xi64>, %[[BF16:.*]]: tensor<1x1x4x4xbf16>, %[[F64:.*]]: tensor<1x1x4x4xf64>)
// CHECK-NEXT:    %[[A:.*]] = "nn.max_pool2d"(%[[I8]]) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x1x4x4xi8>) -> tensor<1x1x2x2xi8>
// CHECK-NEXT:    %[[B:.*]] = "nn.max_pool2d"(%[[I32]]) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x1x4x4xi32>) -> tensor<1x1x2x2xi32>
// CHECK-NEXT:    %[[C:.*]] = "nn.max_pool2d"(%[[I64]]) {kernel = array<i64: 4, 4>} : (tensor<1x1x4x4xi64>) -> tensor<1x1x1x1xi64>
// CHECK-NEXT:    %[[D:.*]] = "nn.max_pool2d"(%[[BF16]]) {kernel = array<i64: 1, 1>} : (tensor<1x1x4x4xbf16>) -> tensor<1x1x4x4xbf16>
// CHECK-NEXT:    %[[E:.*]] = "nn.max_pool2d"(%[[F64]]) {kernel = array<i64: 3, 1>} : (tensor<1x1x4x4xf64>) -> tensor<1x1x2x4xf64>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
func.func @max_pool2d_element_types(%i8: tensor<1x1x4x4xi8>, %i32: tensor<1x1x4x4xi32>, %i64: tensor<1x1x4x4xi64>, %bf16: tensor<1x1x4x4xbf16>, %f64: tensor<1x1x4x4xf64>) -> (tensor<1x1x2x2xi8>, tensor<1x1x2x2xi32>, tensor<1x1x1x1xi64>, tensor<1x1x4x4xbf16>, tensor<1x1x2x4xf64>) {
  %0 = "nn.max_pool2d"(%i8) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x1x4x4xi8>) -> tensor<1x1x2x2xi8>
  %1 = "nn.max_pool2d"(%i32) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x1x4x4xi32>) -> tensor<1x1x2x2xi32>
  %2 = "nn.max_pool2d"(%i64) {kernel = array<i64: 4, 4>} : (tensor<1x1x4x4xi64>) -> tensor<1x1x1x1xi64>
  %3 = "nn.max_pool2d"(%bf16) {kernel = array<i64: 1, 1>} : (tensor<1x1x4x4xbf16>) -> tensor<1x1x4x4xbf16>
  %4 = "nn.max_pool2d"(%f64) {kernel = array<i64: 3, 1>} : (tensor<1x1x4x4xf64>) -> tensor<1x1x2x4xf64>
  return %0, %1, %2, %3, %4 : tensor<1x1x2x2xi8>, tensor<1x1x2x2xi32>, tensor<1x1x1x1xi64>, tensor<1x1x4x4xbf16>, tensor<1x1x2x4xf64>
}

// -----

// avg_pool2d: the same output sizes, without dilation.
// CHECK-LABEL: func.func @avg_pool2d(
// CHECK-SAME:    %[[X:.*]]: tensor<1x3x4x4xf32>, %[[Y:.*]]: tensor<1x3x7x7xf32>)
// CHECK-NEXT:    %[[A:.*]] = "nn.avg_pool2d"(%[[X]]) {kernel = array<i64: 2, 2>} : (tensor<1x3x4x4xf32>) -> tensor<1x3x3x3xf32>
// CHECK-NEXT:    %[[B:.*]] = "nn.avg_pool2d"(%[[X]]) {kernel = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x3x4x4xf32>) -> tensor<1x3x3x3xf32>
// CHECK-NEXT:    %[[C:.*]] = "nn.avg_pool2d"(%[[Y]]) {count_include_pad = true, kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x3x7x7xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    %[[D:.*]] = "nn.avg_pool2d"(%[[Y]]) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x3x7x7xf32>) -> tensor<1x3x3x3xf32>
// CHECK-NEXT:    %[[E:.*]] = "nn.avg_pool2d"(%[[Y]]) {ceil_mode = true, kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x3x7x7xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = "nn.avg_pool2d"(%[[Y]]) {ceil_mode = false, count_include_pad = false, kernel = array<i64: 7, 7>, layout = "NCHW", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x3x7x7xf32>) -> tensor<1x3x1x1xf32>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]]
func.func @avg_pool2d(%x: tensor<1x3x4x4xf32>, %y: tensor<1x3x7x7xf32>) -> (tensor<1x3x3x3xf32>, tensor<1x3x3x3xf32>, tensor<1x3x4x4xf32>, tensor<1x3x3x3xf32>, tensor<1x3x4x4xf32>, tensor<1x3x1x1xf32>) {
  // (4 - 2) / 1 + 1 = 3.
  %0 = "nn.avg_pool2d"(%x) {kernel = array<i64: 2, 2>} : (tensor<1x3x4x4xf32>) -> tensor<1x3x3x3xf32>
  // A pad of 1 is half of a kernel of 2: (4 + 2 - 2) / 2 + 1 = 3.
  %1 = "nn.avg_pool2d"(%x) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x4x4xf32>) -> tensor<1x3x3x3xf32>
  // (7 + 2 - 3) / 2 + 1 = 4.
  %2 = "nn.avg_pool2d"(%y) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, count_include_pad = true} : (tensor<1x3x7x7xf32>) -> tensor<1x3x4x4xf32>
  // Floor: (7 - 2) / 2 + 1 = 3; ceil: ceil(5 / 2) + 1 = 4, the last window
  // starting at 6 < 7.
  %3 = "nn.avg_pool2d"(%y) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x3x7x7xf32>) -> tensor<1x3x3x3xf32>
  %4 = "nn.avg_pool2d"(%y) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>, ceil_mode = true} : (tensor<1x3x7x7xf32>) -> tensor<1x3x4x4xf32>
  // Every default spelled out; a window as large as the input.
  %5 = "nn.avg_pool2d"(%y) {kernel = array<i64: 7, 7>, strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, ceil_mode = false, count_include_pad = false, layout = "NCHW"} : (tensor<1x3x7x7xf32>) -> tensor<1x3x1x1xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<1x3x3x3xf32>, tensor<1x3x3x3xf32>, tensor<1x3x4x4xf32>, tensor<1x3x3x3xf32>, tensor<1x3x4x4xf32>, tensor<1x3x1x1xf32>
}

// -----

// CHECK-LABEL: func.func @avg_pool2d_nhwc(
// CHECK-SAME:    %[[X:.*]]: tensor<?x8x8x32xbf16>, %[[Y:.*]]: tensor<2x5x?x4xf16>, %[[Z:.*]]: tensor<1x6x6x1xf64>)
// CHECK-NEXT:    %[[A:.*]] = "nn.avg_pool2d"(%[[X]]) {kernel = array<i64: 2, 2>, layout = "NHWC", strides = array<i64: 2, 2>} : (tensor<?x8x8x32xbf16>) -> tensor<?x4x4x32xbf16>
// CHECK-NEXT:    %[[B:.*]] = "nn.avg_pool2d"(%[[Y]]) {kernel = array<i64: 3, 3>, layout = "NHWC", padding = array<i64: 0, 1, 1, 0>} : (tensor<2x5x?x4xf16>) -> tensor<2x4x?x4xf16>
// CHECK-NEXT:    %[[C:.*]] = "nn.avg_pool2d"(%[[Z]]) {ceil_mode = true, kernel = array<i64: 4, 4>, layout = "NHWC", padding = array<i64: 2, 2, 2, 2>, strides = array<i64: 3, 3>} : (tensor<1x6x6x1xf64>) -> tensor<1x3x3x1xf64>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]]
func.func @avg_pool2d_nhwc(%x: tensor<?x8x8x32xbf16>, %y: tensor<2x5x?x4xf16>, %z: tensor<1x6x6x1xf64>) -> (tensor<?x4x4x32xbf16>, tensor<2x4x?x4xf16>, tensor<1x3x3x1xf64>) {
  %0 = "nn.avg_pool2d"(%x) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>, layout = "NHWC"} : (tensor<?x8x8x32xbf16>) -> tensor<?x4x4x32xbf16>
  // OH = (5 + 0 + 1 - 3) / 1 + 1 = 4.
  %1 = "nn.avg_pool2d"(%y) {kernel = array<i64: 3, 3>, padding = array<i64: 0, 1, 1, 0>, layout = "NHWC"} : (tensor<2x5x?x4xf16>) -> tensor<2x4x?x4xf16>
  // (6 + 4 - 4) / 3 + 1 = 3 exactly, so ceil_mode adds nothing.
  %2 = "nn.avg_pool2d"(%z) {kernel = array<i64: 4, 4>, strides = array<i64: 3, 3>, padding = array<i64: 2, 2, 2, 2>, ceil_mode = true, layout = "NHWC"} : (tensor<1x6x6x1xf64>) -> tensor<1x3x3x1xf64>
  return %0, %1, %2 : tensor<?x4x4x32xbf16>, tensor<2x4x?x4xf16>, tensor<1x3x3x1xf64>
}

// -----

// global_avg_pool2d keeps H and W with size 1, wherever the layout puts them.
// CHECK-LABEL: func.func @global_avg_pool2d(
// CHECK-SAME:    %[[X:.*]]: tensor<2x64x7x7xf32>, %[[Y:.*]]: tensor<?x7x7x64xf16>, %[[Z:.*]]: tensor<1x3x?x?xbf16>, %[[W:.*]]: tensor<1x1x1x1xf64>)
// CHECK-NEXT:    %[[A:.*]] = "nn.global_avg_pool2d"(%[[X]]) : (tensor<2x64x7x7xf32>) -> tensor<2x64x1x1xf32>
// CHECK-NEXT:    %[[B:.*]] = "nn.global_avg_pool2d"(%[[X]]) {layout = "NCHW"} : (tensor<2x64x7x7xf32>) -> tensor<2x64x1x1xf32>
// CHECK-NEXT:    %[[C:.*]] = "nn.global_avg_pool2d"(%[[Y]]) {layout = "NHWC"} : (tensor<?x7x7x64xf16>) -> tensor<?x1x1x64xf16>
// CHECK-NEXT:    %[[D:.*]] = "nn.global_avg_pool2d"(%[[Z]]) : (tensor<1x3x?x?xbf16>) -> tensor<1x3x1x1xbf16>
// CHECK-NEXT:    %[[E:.*]] = "nn.global_avg_pool2d"(%[[W]]) {layout = "NHWC"} : (tensor<1x1x1x1xf64>) -> tensor<1x1x1x1xf64>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
func.func @global_avg_pool2d(%x: tensor<2x64x7x7xf32>, %y: tensor<?x7x7x64xf16>, %z: tensor<1x3x?x?xbf16>, %w: tensor<1x1x1x1xf64>) -> (tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>, tensor<?x1x1x64xf16>, tensor<1x3x1x1xbf16>, tensor<1x1x1x1xf64>) {
  %0 = "nn.global_avg_pool2d"(%x) : (tensor<2x64x7x7xf32>) -> tensor<2x64x1x1xf32>
  %1 = "nn.global_avg_pool2d"(%x) {layout = "NCHW"} : (tensor<2x64x7x7xf32>) -> tensor<2x64x1x1xf32>
  %2 = "nn.global_avg_pool2d"(%y) {layout = "NHWC"} : (tensor<?x7x7x64xf16>) -> tensor<?x1x1x64xf16>
  %3 = "nn.global_avg_pool2d"(%z) : (tensor<1x3x?x?xbf16>) -> tensor<1x3x1x1xbf16>
  %4 = "nn.global_avg_pool2d"(%w) {layout = "NHWC"} : (tensor<1x1x1x1xf64>) -> tensor<1x1x1x1xf64>
  return %0, %1, %2, %3, %4 : tensor<2x64x1x1xf32>, tensor<2x64x1x1xf32>, tensor<?x1x1x64xf16>, tensor<1x3x1x1xbf16>, tensor<1x1x1x1xf64>
}
