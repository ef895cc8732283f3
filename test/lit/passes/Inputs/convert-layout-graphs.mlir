// Graphs that --convert-layout rewrites, run by convert-layout-numerics.test
// before and after conversion (to NHWC, and back to NCHW). The same graphs
// as convert-layout.mlir, without the CHECK lines.


func.func @basic_block(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %w1 = arith.constant dense<0.5> : tensor<4x4x3x3xf32>
  %w2 = arith.constant dense<[[[[1.0]],[[2.0]],[[3.0]],[[4.0]]],[[[5.0]],[[6.0]],[[7.0]],[[8.0]]],[[[1.0]],[[2.0]],[[3.0]],[[4.0]]],[[[5.0]],[[6.0]],[[7.0]],[[8.0]]]]> : tensor<4x4x1x1xf32>
  %s = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[0.1, 0.2, 0.3, 0.4]> : tensor<4xf32>
  %m = arith.constant dense<[0.0, 0.1, 0.0, 0.1]> : tensor<4xf32>
  %v = arith.constant dense<[1.0, 2.0, 1.0, 2.0]> : tensor<4xf32>
  %0 = "nn.conv2d"(%x, %w1) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  %1 = "nn.batch_norm"(%0, %s, %b, %m, %v) : (tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
  %2 = "nn.relu"(%1) : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %3 = "nn.conv2d"(%2, %w2) : (tensor<1x4x8x8xf32>, tensor<4x4x1x1xf32>) -> tensor<1x4x8x8xf32>
  %4 = "nn.batch_norm"(%3, %s, %b, %m, %v) : (tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
  %5 = "nn.add"(%4, %x) : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %6 = "nn.relu"(%5) : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %6 : tensor<1x4x8x8xf32>
}

func.func @kinds(%x: tensor<2x4x6x6xf32>, %c: tensor<4x1x1xf32>) -> (tensor<2x4x1x1xf32>, tensor<2x6x6x4xf32>, tensor<2x4x6x6xf32>, tensor<2x4x3x6xf32>, tensor<2x1x6x6xi64>) {
  %w = arith.constant dense<1.0> : tensor<4x4x3x3xf32>
  %b = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %k = arith.constant dense<[[[1.0]], [[2.0]], [[3.0]], [[4.0]]]> : tensor<4x1x1xf32>
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>} : (tensor<2x4x6x6xf32>, tensor<4x4x3x3xf32>) -> tensor<2x4x6x6xf32>
  %1 = "nn.bias_add"(%0, %b) : (tensor<2x4x6x6xf32>, tensor<4xf32>) -> tensor<2x4x6x6xf32>
  %2 = "nn.mul"(%1, %k) : (tensor<2x4x6x6xf32>, tensor<4x1x1xf32>) -> tensor<2x4x6x6xf32>
  %3 = "nn.add"(%2, %c) : (tensor<2x4x6x6xf32>, tensor<4x1x1xf32>) -> tensor<2x4x6x6xf32>
  %4 = "nn.max_pool2d"(%3) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>} : (tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
  %5 = "nn.avg_pool2d"(%4) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>} : (tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
  %6 = "nn.softmax"(%5) {axis = 1 : i64} : (tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
  %7 = "nn.log_softmax"(%6) : (tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
  %8 = "nn.reduce_sum"(%7) {axes = array<i64: 1, -1>, keepdims = true} : (tensor<2x4x6x6xf32>) -> tensor<2x1x6x1xf32>
  %9 = "nn.sub"(%7, %8) : (tensor<2x4x6x6xf32>, tensor<2x1x6x1xf32>) -> tensor<2x4x6x6xf32>
  %10 = "nn.global_avg_pool2d"(%9) : (tensor<2x4x6x6xf32>) -> tensor<2x4x1x1xf32>
  %11 = "nn.transpose"(%9) {perm = array<i64: 0, 2, 3, 1>} : (tensor<2x4x6x6xf32>) -> tensor<2x6x6x4xf32>
  %12 = "nn.pad"(%9) {pads = array<i64: 0, 1, 0, 0, 0, 0, 0, 0>} : (tensor<2x4x6x6xf32>) -> tensor<2x5x6x6xf32>
  %13 = "nn.slice"(%12) {starts = array<i64: 0, 1, 0, 0>, ends = array<i64: 2, 5, 6, 6>} : (tensor<2x5x6x6xf32>) -> tensor<2x4x6x6xf32>
  %14:2 = "nn.split"(%13) {axis = 2 : i64} : (tensor<2x4x6x6xf32>) -> (tensor<2x4x3x6xf32>, tensor<2x4x3x6xf32>)
  %15 = "nn.batch_norm"(%14#0, %b, %b, %b, %b) : (tensor<2x4x3x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4x3x6xf32>
  %16 = "nn.argmax"(%13) {axis = 1 : i64} : (tensor<2x4x6x6xf32>) -> tensor<2x1x6x6xi64>
  return %10, %11, %13, %15, %16 : tensor<2x4x1x1xf32>, tensor<2x6x6x4xf32>, tensor<2x4x6x6xf32>, tensor<2x4x3x6xf32>, tensor<2x1x6x6xi64>
}

func.func @barriers(%x: tensor<1x2x6x6xf32>, %w: tensor<4x2x1x1xf32>, %a: tensor<4xf32>) -> (tensor<1x144xf32>, tensor<4x36xf32>, tensor<1x4x6x6xf32>, tensor<1x4xf32>, tensor<1x4x6x6xf32>) {
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x2x6x6xf32>, tensor<4x2x1x1xf32>) -> tensor<1x4x6x6xf32>
  %1 = "nn.flatten"(%0) : (tensor<1x4x6x6xf32>) -> tensor<1x144xf32>
  %2 = "nn.reshape"(%0) : (tensor<1x4x6x6xf32>) -> tensor<4x36xf32>
  %3 = "nn.prelu"(%0, %a) : (tensor<1x4x6x6xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  %4 = "nn.reduce_mean"(%0) {axes = array<i64: 2, 3>} : (tensor<1x4x6x6xf32>) -> tensor<1x4xf32>
  return %1, %2, %3, %4, %0 : tensor<1x144xf32>, tensor<4x36xf32>, tensor<1x4x6x6xf32>, tensor<1x4xf32>, tensor<1x4x6x6xf32>
}

func.func @multi_use(%x: tensor<1x2x5x5xf32>, %w: tensor<3x2x3x3xf32>) -> (tensor<1x3x3x3xf32>, tensor<1x3x2x2xf32>, tensor<1x2x4x4xf32>) {
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x3x3xf32>
  %1 = "nn.conv2d"(%x, %w) {strides = array<i64: 2, 2>} : (tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x2x2xf32>
  %2 = "nn.max_pool2d"(%x) {kernel = array<i64: 2, 2>} : (tensor<1x2x5x5xf32>) -> tensor<1x2x4x4xf32>
  return %0, %1, %2 : tensor<1x3x3x3xf32>, tensor<1x3x2x2xf32>, tensor<1x2x4x4xf32>
}

func.func @boundary_transposes(%x: tensor<1x5x5x2xf32>) -> tensor<1x3x3x4xf32> {
  %w = arith.constant dense<0.25> : tensor<4x2x3x3xf32>
  %0 = "nn.transpose"(%x) {perm = array<i64: 0, 3, 1, 2>} : (tensor<1x5x5x2xf32>) -> tensor<1x2x5x5xf32>
  %1 = "nn.conv2d"(%0, %w) : (tensor<1x2x5x5xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x3x3xf32>
  %2 = "nn.relu"(%1) : (tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %3 = "nn.transpose"(%2) {perm = array<i64: 0, 2, 3, 1>} : (tensor<1x4x3x3xf32>) -> tensor<1x3x3x4xf32>
  return %3 : tensor<1x3x3x4xf32>
}

func.func @already_nhwc(%x: tensor<1x4x4x2xf32>) -> tensor<1x1x1x3xf32> {
  %w = arith.constant dense<[[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]]]> : tensor<1x1x2x3xf32>
  %0 = "nn.conv2d"(%x, %w) {layout = "NHWC"} : (tensor<1x4x4x2xf32>, tensor<1x1x2x3xf32>) -> tensor<1x4x4x3xf32>
  %1 = "nn.relu"(%0) : (tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %2 = "nn.global_avg_pool2d"(%1) {layout = "NHWC"} : (tensor<1x4x4x3xf32>) -> tensor<1x1x1x3xf32>
  return %2 : tensor<1x1x1x3xf32>
}

func.func @concat_pool(%x: tensor<1x3x8x8xf32>) -> tensor<1x6x4x4xf32> {
  %w1 = arith.constant dense<0.5> : tensor<2x3x1x1xf32>
  %w3 = arith.constant dense<0.1> : tensor<4x3x3x3xf32>
  %0 = "nn.conv2d"(%x, %w1) : (tensor<1x3x8x8xf32>, tensor<2x3x1x1xf32>) -> tensor<1x2x8x8xf32>
  %1 = "nn.conv2d"(%x, %w3) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  %2 = tensor.concat dim(1) %0, %1 : (tensor<1x2x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x6x8x8xf32>
  %3 = "nn.avg_pool2d"(%2) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x6x8x8xf32>) -> tensor<1x6x4x4xf32>
  return %3 : tensor<1x6x4x4xf32>
}
