// RUN: nn-opt %s --split-input-file --convert-layout | FileCheck %s
// The option spelled out, and the default, agree.
// RUN: nn-opt %s --split-input-file --convert-layout="to=NHWC" | FileCheck %s
// Idempotence: a second run changes nothing.
// RUN: nn-opt %s --split-input-file --convert-layout --convert-layout | FileCheck %s
// Converting back (to=NCHW) restores the NCHW graphs, constants included,
// and the NHWC ones (@already_nhwc) go to NCHW.
// RUN: nn-opt %s --split-input-file --convert-layout | nn-opt --split-input-file --convert-layout="to=NCHW" | FileCheck %s --check-prefix=NCHW

// A ResNet basic block: conv-bn-relu-conv-bn-add-relu with constant
// weights. One transpose in, one out; the weights are permuted constants.
// CHECK-LABEL: func.func @basic_block
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
// CHECK: %[[IN:.*]] = "nn.transpose"(%[[X]]) {perm = array<i64: 0, 2, 3, 1>} : (tensor<1x4x8x8xf32>) -> tensor<1x8x8x4xf32>
// CHECK-DAG: %[[W1:.*]] = arith.constant dense<5.000000e-01> : tensor<3x3x4x4xf32>
// CHECK-DAG: %[[W2:.*]] = arith.constant dense<{{\[\[\[\[}}1.000000e+00, 5.000000e+00, 1.000000e+00, 5.000000e+00], [2.000000e+00, 6.000000e+00, 2.000000e+00, 6.000000e+00], [3.000000e+00, 7.000000e+00, 3.000000e+00, 7.000000e+00], [4.000000e+00, 8.000000e+00, 4.000000e+00, 8.000000e+00]]]]> : tensor<1x1x4x4xf32>
// CHECK-NOT: "nn.transpose"
// CHECK: %[[C1:.*]] = "nn.conv2d"(%[[IN]], %[[W1]]) {layout = "NHWC", padding = array<i64: 1, 1, 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x8x8x4xf32>
// CHECK: %[[B1:.*]] = "nn.batch_norm"(%[[C1]], {{.*}}) {axis = 3 : i64} : {{.*}} -> tensor<1x8x8x4xf32>
// CHECK: %[[R1:.*]] = "nn.relu"(%[[B1]]) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
// CHECK: %[[C2:.*]] = "nn.conv2d"(%[[R1]], %[[W2]]) {layout = "NHWC"} : (tensor<1x8x8x4xf32>, tensor<1x1x4x4xf32>) -> tensor<1x8x8x4xf32>
// CHECK: %[[B2:.*]] = "nn.batch_norm"(%[[C2]], {{.*}}) {axis = 3 : i64}
// CHECK: %[[ADD:.*]] = "nn.add"(%[[B2]], %[[IN]]) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
// CHECK: %[[R2:.*]] = "nn.relu"(%[[ADD]])
// CHECK: %[[OUT:.*]] = "nn.transpose"(%[[R2]]) {perm = array<i64: 0, 3, 1, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x8x8xf32>
// CHECK-NOT: "nn.transpose"
// CHECK: return %[[OUT]]
// NCHW-LABEL: func.func @basic_block
// NCHW-SAME: (%[[X:.*]]: tensor<1x4x8x8xf32>)
// NCHW-DAG: %[[W1:.*]] = arith.constant dense<5.000000e-01> : tensor<4x4x3x3xf32>
// NCHW-DAG: %[[W2:.*]] = arith.constant dense<{{\[\[\[\[}}1.000000e+00]], {{\[\[}}2.000000e+00]], {{\[\[}}3.000000e+00]], {{\[\[}}4.000000e+00]]], {{.*}} : tensor<4x4x1x1xf32>
// NCHW-NOT: "nn.transpose"
// NCHW: "nn.conv2d"(%[[X]], %[[W1]]) {layout = "NCHW", padding = array<i64: 1, 1, 1, 1>} : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
// NCHW: "nn.batch_norm"({{.*}}) {axis = 1 : i64}
// NCHW: "nn.conv2d"({{.*}}, %[[W2]]) {layout = "NCHW"}
// NCHW: "nn.add"({{.*}}, %[[X]])
// NCHW-NOT: "nn.transpose"
// NCHW: return
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

// -----

// Every kind of op that follows a moved value: a per-channel axis
// (bias_add, batch_norm), broadcasting with per-channel constants ([C,1,1]
// is aligned and permuted; a non-constant one is reshaped and transposed),
// pooling, softmax axes (explicit and default), reduction axes with
// keepdims, per-dimension pads and slice bounds, split, argmax, and a
// transpose whose permutation the layout change undoes.
// CHECK-LABEL: func.func @kinds
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x6x6xf32>, %[[C:.*]]: tensor<4x1x1xf32>)
// CHECK-DAG: %[[CR:.*]] = "nn.reshape"(%[[C]]) : (tensor<4x1x1xf32>) -> tensor<1x4x1x1xf32>
// CHECK-DAG: %[[CT:.*]] = "nn.transpose"(%[[CR]]) {perm = array<i64: 0, 2, 3, 1>} : (tensor<1x4x1x1xf32>) -> tensor<1x1x1x4xf32>
// CHECK-DAG: %[[IN:.*]] = "nn.transpose"(%[[X]]) {perm = array<i64: 0, 2, 3, 1>}
// CHECK-DAG: %[[B:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-DAG: %[[K:.*]] = arith.constant dense<{{\[\[\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]]]]> : tensor<1x1x1x4xf32>
// CHECK: %[[CONV:.*]] = "nn.conv2d"(%[[IN]], %{{.*}}) {layout = "NHWC", padding = array<i64: 1, 1, 1, 1>} : (tensor<2x6x6x4xf32>, tensor<3x3x4x4xf32>) -> tensor<2x6x6x4xf32>
// CHECK: %[[BIAS:.*]] = "nn.bias_add"(%[[CONV]], %[[B]]) {axis = 3 : i64} : (tensor<2x6x6x4xf32>, tensor<4xf32>) -> tensor<2x6x6x4xf32>
// CHECK: %[[MUL:.*]] = "nn.mul"(%[[BIAS]], %[[K]]) : (tensor<2x6x6x4xf32>, tensor<1x1x1x4xf32>) -> tensor<2x6x6x4xf32>
// CHECK: %[[ADD:.*]] = "nn.add"(%[[MUL]], %[[CT]]) : (tensor<2x6x6x4xf32>, tensor<1x1x1x4xf32>) -> tensor<2x6x6x4xf32>
// CHECK: %[[MAX:.*]] = "nn.max_pool2d"(%[[ADD]]) {kernel = array<i64: 3, 3>, layout = "NHWC", padding = array<i64: 1, 1, 1, 1>} : (tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
// CHECK: %[[AVG:.*]] = "nn.avg_pool2d"(%[[MAX]]) {kernel = array<i64: 3, 3>, layout = "NHWC", padding = array<i64: 1, 1, 1, 1>}
// CHECK: %[[SM:.*]] = "nn.softmax"(%[[AVG]]) {axis = 3 : i64}
// CHECK: %[[LSM:.*]] = "nn.log_softmax"(%[[SM]]) {axis = 2 : i64}
// CHECK: %[[RED:.*]] = "nn.reduce_sum"(%[[LSM]]) {axes = array<i64: 3, 2>, keepdims = true} : (tensor<2x6x6x4xf32>) -> tensor<2x6x1x1xf32>
// CHECK: %[[SUB:.*]] = "nn.sub"(%[[LSM]], %[[RED]]) : (tensor<2x6x6x4xf32>, tensor<2x6x1x1xf32>) -> tensor<2x6x6x4xf32>
// CHECK: %[[GAP:.*]] = "nn.global_avg_pool2d"(%[[SUB]]) {layout = "NHWC"} : (tensor<2x6x6x4xf32>) -> tensor<2x1x1x4xf32>
// CHECK: %[[GAPOUT:.*]] = "nn.transpose"(%[[GAP]]) {perm = array<i64: 0, 3, 1, 2>} : (tensor<2x1x1x4xf32>) -> tensor<2x4x1x1xf32>
// CHECK: %[[PAD:.*]] = "nn.pad"(%[[SUB]]) {pads = array<i64: 0, 0, 0, 1, 0, 0, 0, 0>} : (tensor<2x6x6x4xf32>) -> tensor<2x6x6x5xf32>
// CHECK: %[[SLICE:.*]] = "nn.slice"(%[[PAD]]) {ends = array<i64: 2, 6, 6, 5>, starts = array<i64: 0, 0, 0, 1>} : (tensor<2x6x6x5xf32>) -> tensor<2x6x6x4xf32>
// CHECK: %[[SLICEOUT:.*]] = "nn.transpose"(%[[SLICE]]) {perm = array<i64: 0, 3, 1, 2>}
// CHECK: %[[SPLIT:.*]]:2 = "nn.split"(%[[SLICE]]) {axis = 1 : i64} : (tensor<2x6x6x4xf32>) -> (tensor<2x3x6x4xf32>, tensor<2x3x6x4xf32>)
// CHECK: %[[BN:.*]] = "nn.batch_norm"(%[[SPLIT]]#0, %[[B]], %[[B]], %[[B]], %[[B]]) {axis = 3 : i64}
// CHECK: %[[BNOUT:.*]] = "nn.transpose"(%[[BN]]) {perm = array<i64: 0, 3, 1, 2>} : (tensor<2x3x6x4xf32>) -> tensor<2x4x3x6xf32>
// CHECK: %[[ARG:.*]] = "nn.argmax"(%[[SLICE]]) {axis = 3 : i64} : (tensor<2x6x6x4xf32>) -> tensor<2x6x6x1xi64>
// CHECK: %[[ARGOUT:.*]] = "nn.transpose"(%[[ARG]]) {perm = array<i64: 0, 3, 1, 2>}
// CHECK: return %[[GAPOUT]], %[[SUB]], %[[SLICEOUT]], %[[BNOUT]], %[[ARGOUT]]
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

// -----

// Barriers (flatten, reshape, prelu, a reduction that drops dimensions,
// func.return) get the original layout back through one shared transpose.
// CHECK-LABEL: func.func @barriers
// CHECK: %[[CONV:.*]] = "nn.conv2d"({{.*}}) {layout = "NHWC"} : (tensor<1x6x6x2xf32>, tensor<1x1x2x4xf32>) -> tensor<1x6x6x4xf32>
// CHECK: %[[BACK:.*]] = "nn.transpose"(%[[CONV]]) {perm = array<i64: 0, 3, 1, 2>} : (tensor<1x6x6x4xf32>) -> tensor<1x4x6x6xf32>
// CHECK-NOT: "nn.transpose"
// CHECK: "nn.flatten"(%[[BACK]])
// CHECK: "nn.reshape"(%[[BACK]])
// CHECK: "nn.prelu"(%[[BACK]], %{{.*}})
// CHECK: "nn.reduce_mean"(%[[BACK]]) {axes = array<i64: 2, 3>}
// CHECK: return {{.*}}, %[[BACK]] :
func.func @barriers(%x: tensor<1x2x6x6xf32>, %w: tensor<4x2x1x1xf32>, %a: tensor<4xf32>) -> (tensor<1x144xf32>, tensor<4x36xf32>, tensor<1x4x6x6xf32>, tensor<1x4xf32>, tensor<1x4x6x6xf32>) {
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x2x6x6xf32>, tensor<4x2x1x1xf32>) -> tensor<1x4x6x6xf32>
  %1 = "nn.flatten"(%0) : (tensor<1x4x6x6xf32>) -> tensor<1x144xf32>
  %2 = "nn.reshape"(%0) : (tensor<1x4x6x6xf32>) -> tensor<4x36xf32>
  %3 = "nn.prelu"(%0, %a) : (tensor<1x4x6x6xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  %4 = "nn.reduce_mean"(%0) {axes = array<i64: 2, 3>} : (tensor<1x4x6x6xf32>) -> tensor<1x4xf32>
  return %1, %2, %3, %4, %0 : tensor<1x144xf32>, tensor<4x36xf32>, tensor<1x4x6x6xf32>, tensor<1x4xf32>, tensor<1x4x6x6xf32>
}

// -----

// A value used by several converted ops is transposed once; a filter that
// is not a constant is transposed to HWIO.
// CHECK-LABEL: func.func @multi_use
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x5x5xf32>, %[[W:.*]]: tensor<3x2x3x3xf32>)
// CHECK-DAG: %[[WT:.*]] = "nn.transpose"(%[[W]]) {perm = array<i64: 2, 3, 1, 0>} : (tensor<3x2x3x3xf32>) -> tensor<3x3x2x3xf32>
// CHECK-DAG: %[[IN:.*]] = "nn.transpose"(%[[X]]) {perm = array<i64: 0, 2, 3, 1>} : (tensor<1x2x5x5xf32>) -> tensor<1x5x5x2xf32>
// CHECK-NOT: "nn.transpose"
// CHECK: %[[A:.*]] = "nn.conv2d"(%[[IN]], %[[WT]]) {layout = "NHWC"}
// CHECK-NEXT: %[[AOUT:.*]] = "nn.transpose"(%[[A]]) {perm = array<i64: 0, 3, 1, 2>}
// CHECK-NEXT: %[[B:.*]] = "nn.conv2d"(%[[IN]], %[[WT]]) {layout = "NHWC", strides = array<i64: 2, 2>}
// CHECK-NEXT: %[[BOUT:.*]] = "nn.transpose"(%[[B]]) {perm = array<i64: 0, 3, 1, 2>}
// CHECK-NEXT: %[[P:.*]] = "nn.max_pool2d"(%[[IN]]) {kernel = array<i64: 2, 2>, layout = "NHWC"}
// CHECK-NEXT: %[[POUT:.*]] = "nn.transpose"(%[[P]]) {perm = array<i64: 0, 3, 1, 2>}
// CHECK-NEXT: return %[[AOUT]], %[[BOUT]], %[[POUT]]
func.func @multi_use(%x: tensor<1x2x5x5xf32>, %w: tensor<3x2x3x3xf32>) -> (tensor<1x3x3x3xf32>, tensor<1x3x2x2xf32>, tensor<1x2x4x4xf32>) {
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x3x3xf32>
  %1 = "nn.conv2d"(%x, %w) {strides = array<i64: 2, 2>} : (tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x2x2xf32>
  %2 = "nn.max_pool2d"(%x) {kernel = array<i64: 2, 2>} : (tensor<1x2x5x5xf32>) -> tensor<1x2x4x4xf32>
  return %0, %1, %2 : tensor<1x3x3x3xf32>, tensor<1x3x2x2xf32>, tensor<1x2x4x4xf32>
}

// -----

// A graph with NHWC inputs and outputs that transposes to NCHW around its
// convolution: the existing transposes cancel against the ones the pass
// would insert, and no transpose is left.
// CHECK-LABEL: func.func @boundary_transposes
// CHECK-SAME: (%[[X:.*]]: tensor<1x5x5x2xf32>)
// CHECK-NOT: "nn.transpose"
// CHECK: %[[CONV:.*]] = "nn.conv2d"(%[[X]], %{{.*}}) {layout = "NHWC"} : (tensor<1x5x5x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x3x3x4xf32>
// CHECK: %[[RELU:.*]] = "nn.relu"(%[[CONV]])
// CHECK-NOT: "nn.transpose"
// CHECK: return %[[RELU]] : tensor<1x3x3x4xf32>
func.func @boundary_transposes(%x: tensor<1x5x5x2xf32>) -> tensor<1x3x3x4xf32> {
  %w = arith.constant dense<0.25> : tensor<4x2x3x3xf32>
  %0 = "nn.transpose"(%x) {perm = array<i64: 0, 3, 1, 2>} : (tensor<1x5x5x2xf32>) -> tensor<1x2x5x5xf32>
  %1 = "nn.conv2d"(%0, %w) : (tensor<1x2x5x5xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x3x3xf32>
  %2 = "nn.relu"(%1) : (tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %3 = "nn.transpose"(%2) {perm = array<i64: 0, 2, 3, 1>} : (tensor<1x4x3x3xf32>) -> tensor<1x3x3x4xf32>
  return %3 : tensor<1x3x3x4xf32>
}

// -----

// A graph already in NHWC is left alone by to=NHWC (no-op); to=NCHW
// rewrites it, folding the HWIO weights into OIHW constants.
// CHECK-LABEL: func.func @already_nhwc
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x4x2xf32>)
// CHECK-NOT: "nn.transpose"
// CHECK: %[[W:.*]] = arith.constant dense<{{\[\[\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]]]> : tensor<1x1x2x3xf32>
// CHECK: %[[C:.*]] = "nn.conv2d"(%[[X]], %[[W]]) {layout = "NHWC"} : (tensor<1x4x4x2xf32>, tensor<1x1x2x3xf32>) -> tensor<1x4x4x3xf32>
// CHECK: %[[R:.*]] = "nn.relu"(%[[C]])
// CHECK: %[[G:.*]] = "nn.global_avg_pool2d"(%[[R]]) {layout = "NHWC"}
// CHECK-NOT: "nn.transpose"
// CHECK: return %[[G]]
// NCHW-LABEL: func.func @already_nhwc
// NCHW-SAME: (%[[X:.*]]: tensor<1x4x4x2xf32>)
// NCHW-DAG: %[[IN:.*]] = "nn.transpose"(%[[X]]) {perm = array<i64: 0, 3, 1, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x4x4xf32>
// NCHW-DAG: %[[W:.*]] = arith.constant dense<{{\[\[\[\[}}1.000000e+00]], {{\[\[}}4.000000e+00]]], {{\[\[\[}}2.000000e+00]], {{\[\[}}5.000000e+00]]], {{\[\[\[}}3.000000e+00]], {{\[\[}}6.000000e+00]]]]> : tensor<3x2x1x1xf32>
// NCHW: %[[C:.*]] = "nn.conv2d"(%[[IN]], %[[W]]) {layout = "NCHW"} : (tensor<1x2x4x4xf32>, tensor<3x2x1x1xf32>) -> tensor<1x3x4x4xf32>
// NCHW: %[[R:.*]] = "nn.relu"(%[[C]]) : (tensor<1x3x4x4xf32>)
// NCHW: %[[G:.*]] = "nn.global_avg_pool2d"(%[[R]]) {layout = "NCHW"} : (tensor<1x3x4x4xf32>) -> tensor<1x3x1x1xf32>
// NCHW: %[[OUT:.*]] = "nn.transpose"(%[[G]]) {perm = array<i64: 0, 2, 3, 1>} : (tensor<1x3x1x1xf32>) -> tensor<1x1x1x3xf32>
// NCHW: return %[[OUT]]
func.func @already_nhwc(%x: tensor<1x4x4x2xf32>) -> tensor<1x1x1x3xf32> {
  %w = arith.constant dense<[[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]]]> : tensor<1x1x2x3xf32>
  %0 = "nn.conv2d"(%x, %w) {layout = "NHWC"} : (tensor<1x4x4x2xf32>, tensor<1x1x2x3xf32>) -> tensor<1x4x4x3xf32>
  %1 = "nn.relu"(%0) : (tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %2 = "nn.global_avg_pool2d"(%1) {layout = "NHWC"} : (tensor<1x4x4x3xf32>) -> tensor<1x1x1x3xf32>
  return %2 : tensor<1x1x1x3xf32>
}

// -----

// An Inception-style block: two branches joined by tensor.concat along the
// channels, then pooling; concat's `dim` follows the layout.
// CHECK-LABEL: func.func @concat_pool
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x8x8xf32>)
// CHECK: %[[IN:.*]] = "nn.transpose"(%[[X]]) {perm = array<i64: 0, 2, 3, 1>}
// CHECK: %[[A:.*]] = "nn.conv2d"(%[[IN]], %{{.*}}) {layout = "NHWC"} : (tensor<1x8x8x3xf32>, tensor<1x1x3x2xf32>) -> tensor<1x8x8x2xf32>
// CHECK: %[[B:.*]] = "nn.conv2d"(%[[IN]], %{{.*}}) {layout = "NHWC", padding = array<i64: 1, 1, 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
// CHECK: %[[CAT:.*]] = tensor.concat dim(3) %[[A]], %[[B]] : (tensor<1x8x8x2xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x6xf32>
// CHECK: %[[POOL:.*]] = "nn.avg_pool2d"(%[[CAT]]) {kernel = array<i64: 2, 2>, layout = "NHWC", strides = array<i64: 2, 2>} : (tensor<1x8x8x6xf32>) -> tensor<1x4x4x6xf32>
// CHECK: %[[OUT:.*]] = "nn.transpose"(%[[POOL]]) {perm = array<i64: 0, 3, 1, 2>} : (tensor<1x4x4x6xf32>) -> tensor<1x6x4x4xf32>
// CHECK: return %[[OUT]]
// NCHW-LABEL: func.func @concat_pool
// NCHW: tensor.concat dim(1) {{.*}} -> tensor<1x6x8x8xf32>
// NCHW-NOT: "nn.transpose"
// NCHW: return
func.func @concat_pool(%x: tensor<1x3x8x8xf32>) -> tensor<1x6x4x4xf32> {
  %w1 = arith.constant dense<0.5> : tensor<2x3x1x1xf32>
  %w3 = arith.constant dense<0.1> : tensor<4x3x3x3xf32>
  %0 = "nn.conv2d"(%x, %w1) : (tensor<1x3x8x8xf32>, tensor<2x3x1x1xf32>) -> tensor<1x2x8x8xf32>
  %1 = "nn.conv2d"(%x, %w3) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  %2 = tensor.concat dim(1) %0, %1 : (tensor<1x2x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x6x8x8xf32>
  %3 = "nn.avg_pool2d"(%2) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x6x8x8xf32>) -> tensor<1x6x4x4xf32>
  return %3 : tensor<1x6x4x4xf32>
}

// -----

// Nothing names a layout: layout-agnostic and 4-D ops stay as they are.
// CHECK-LABEL: func.func @no_layout
// CHECK-NEXT: "nn.relu"
// CHECK-NEXT: "nn.softmax"
// CHECK-NEXT: return
func.func @no_layout(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32> {
  %0 = "nn.relu"(%x) : (tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32>
  %1 = "nn.softmax"(%0) {axis = 1 : i64} : (tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32>
  return %1 : tensor<1x2x3x4xf32>
}
