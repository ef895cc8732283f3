// RUN: nn-opt %s --split-input-file --simplify-inference | FileCheck %s
// Idempotence: a second run changes nothing.
// RUN: nn-opt %s --split-input-file --simplify-inference | nn-opt --split-input-file --simplify-inference | FileCheck %s
// Nested in a pipeline on functions.
// RUN: nn-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(simplify-inference))' | FileCheck %s

// conv2d (NCHW, OIHW weights) + batch_norm: s = scale / sqrt(var + eps) =
// [2/2, 3/1] = [1, 3], t = bias - mean * s = [0.5 - 1, -1 - 6] = [-0.5, -7].
// Output channel c of the weight (dimension 0) is scaled by s[c]; a new
// bias_add adds t. The statistics and the old weight are gone.
// CHECK-LABEL: func.func @conv_nchw
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x4x4xf32>)
// CHECK: %[[W:.*]] = arith.constant dense<{{\[\[\[\[}}1.000000e+00]], {{\[\[}}2.000000e+00]]], {{\[\[\[}}9.000000e+00]], {{\[\[}}1.200000e+01]]]]> : tensor<2x2x1x1xf32>
// CHECK: %[[C:.*]] = "nn.conv2d"(%[[X]], %[[W]])
// CHECK: %[[B:.*]] = arith.constant dense<[-5.000000e-01, -7.000000e+00]> : tensor<2xf32>
// CHECK: %[[Y:.*]] = "nn.bias_add"(%[[C]], %[[B]]) {axis = 1 : i64}
// CHECK-NOT: arith.constant
// CHECK-NOT: nn.batch_norm
// CHECK: return %[[Y]]
func.func @conv_nchw(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %w = arith.constant dense<[[[[1.0]], [[2.0]]], [[[3.0]], [[4.0]]]]> : tensor<2x2x1x1xf32>
  %scale = arith.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %bias = arith.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %mean = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %var = arith.constant dense<[4.0, 1.0]> : tensor<2xf32>
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32>
  %1 = "nn.batch_norm"(%0, %scale, %bias, %mean, %var) {epsilon = 0.0 : f32} : (tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x4x4xf32>
  return %1 : tensor<1x2x4x4xf32>
}

// -----

// NHWC with HWIO weights: output channels are weight dimension 3. An
// existing bias_add's constant becomes bias * s + t = [1*1 - 0.5, 1*3 - 7].
// CHECK-LABEL: func.func @conv_nhwc_bias
// CHECK: %[[W:.*]] = arith.constant dense<{{\[\[\[\[}}1.000000e+00, 6.000000e+00]]]]> : tensor<1x1x1x2xf32>
// CHECK: %[[C:.*]] = "nn.conv2d"(%{{.*}}, %[[W]]) {layout = "NHWC"}
// CHECK: %[[B:.*]] = arith.constant dense<[5.000000e-01, -4.000000e+00]> : tensor<2xf32>
// CHECK: %[[Y:.*]] = "nn.bias_add"(%[[C]], %[[B]]) {axis = 3 : i64}
// CHECK-NOT: nn.batch_norm
// CHECK: return %[[Y]]
func.func @conv_nhwc_bias(%x: tensor<1x3x3x1xf32>) -> tensor<1x3x3x2xf32> {
  %w = arith.constant dense<[[[[1.0, 2.0]]]]> : tensor<1x1x1x2xf32>
  %b = arith.constant dense<1.0> : tensor<2xf32>
  %scale = arith.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %bias = arith.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %mean = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %var = arith.constant dense<[4.0, 1.0]> : tensor<2xf32>
  %0 = "nn.conv2d"(%x, %w) {layout = "NHWC"} : (tensor<1x3x3x1xf32>, tensor<1x1x1x2xf32>) -> tensor<1x3x3x2xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 3 : i64} : (tensor<1x3x3x2xf32>, tensor<2xf32>) -> tensor<1x3x3x2xf32>
  %2 = "nn.batch_norm"(%1, %scale, %bias, %mean, %var) {axis = -1 : i64, epsilon = 0.0 : f32} : (tensor<1x3x3x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x3x3x2xf32>
  return %2 : tensor<1x3x3x2xf32>
}

// -----

// Grouped conv (2 groups of 1 channel, weights [2, 1, 1, 1]), f16: each
// output channel's single weight is scaled by its s.
// CHECK-LABEL: func.func @conv_grouped_f16
// CHECK: %[[W:.*]] = arith.constant dense<{{\[\[\[\[}}5.000000e-01]]], {{\[\[\[}}3.000000e+00]]]]> : tensor<2x1x1x1xf16>
// CHECK: %[[C:.*]] = "nn.conv2d"(%{{.*}}, %[[W]]) {groups = 2 : i64}
// CHECK: %[[B:.*]] = arith.constant dense<[-5.000000e-01, -7.000000e+00]> : tensor<2xf16>
// CHECK: "nn.bias_add"(%[[C]], %[[B]]) {axis = 1 : i64}
// CHECK-NOT: nn.batch_norm
func.func @conv_grouped_f16(%x: tensor<1x2x3x3xf16>) -> tensor<1x2x3x3xf16> {
  %w = arith.constant dense<[[[[0.5]]], [[[1.0]]]]> : tensor<2x1x1x1xf16>
  %scale = arith.constant dense<[2.0, 3.0]> : tensor<2xf16>
  %bias = arith.constant dense<[0.5, -1.0]> : tensor<2xf16>
  %mean = arith.constant dense<[1.0, 2.0]> : tensor<2xf16>
  %var = arith.constant dense<[4.0, 1.0]> : tensor<2xf16>
  %0 = "nn.conv2d"(%x, %w) {groups = 2 : i64} : (tensor<1x2x3x3xf16>, tensor<2x1x1x1xf16>) -> tensor<1x2x3x3xf16>
  %1 = "nn.batch_norm"(%0, %scale, %bias, %mean, %var) {epsilon = 0.0 : f32} : (tensor<1x2x3x3xf16>, tensor<2xf16>, tensor<2xf16>, tensor<2xf16>, tensor<2xf16>) -> tensor<1x2x3x3xf16>
  return %1 : tensor<1x2x3x3xf16>
}

// -----

// matmul [3, 2] x [2, 2] + batch_norm on the last axis: column n of the
// weight is scaled by s[n].
// CHECK-LABEL: func.func @matmul_bn
// CHECK: %[[W:.*]] = arith.constant dense<{{\[\[}}1.000000e+00, 6.000000e+00], [3.000000e+00, 1.200000e+01]]> : tensor<2x2xf32>
// CHECK: %[[M:.*]] = "nn.matmul"(%{{.*}}, %[[W]])
// CHECK: "nn.bias_add"(%[[M]], %{{.*}}) {axis = 1 : i64}
// CHECK-NOT: nn.batch_norm
func.func @matmul_bn(%x: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %scale = arith.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %bias = arith.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %mean = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %var = arith.constant dense<[4.0, 1.0]> : tensor<2xf32>
  %0 = "nn.matmul"(%x, %w) : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
  %1 = "nn.batch_norm"(%0, %scale, %bias, %mean, %var) {axis = -1 : i64, epsilon = 0.0 : f32} : (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}

// -----

// The conv result has another user: the weights must stay, so the batch
// norm becomes a multiply by s shaped [C, 1, 1] and a bias_add of t.
// CHECK-LABEL: func.func @conv_shared
// CHECK: %[[W:.*]] = arith.constant dense<1.000000e+00> : tensor<2x2x1x1xf32>
// CHECK: %[[C:.*]] = "nn.conv2d"(%{{.*}}, %[[W]])
// CHECK: %[[S:.*]] = arith.constant dense<{{\[\[\[}}1.000000e+00]], {{\[\[}}3.000000e+00]]]> : tensor<2x1x1xf32>
// CHECK: %[[M:.*]] = "nn.mul"(%[[C]], %[[S]])
// CHECK: %[[T:.*]] = arith.constant dense<[-5.000000e-01, -7.000000e+00]> : tensor<2xf32>
// CHECK: %[[Y:.*]] = "nn.bias_add"(%[[M]], %[[T]]) {axis = 1 : i64}
// CHECK: return %[[Y]], %[[C]]
func.func @conv_shared(%x: tensor<1x2x4x4xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) {
  %w = arith.constant dense<1.0> : tensor<2x2x1x1xf32>
  %scale = arith.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %bias = arith.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %mean = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %var = arith.constant dense<[4.0, 1.0]> : tensor<2xf32>
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32>
  %1 = "nn.batch_norm"(%0, %scale, %bias, %mean, %var) {epsilon = 0.0 : f32} : (tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x4x4xf32>
  return %1, %0 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>
}

// -----

// Non-constant weights (an argument) cannot absorb s: scale and shift.
// CHECK-LABEL: func.func @conv_weight_arg
// CHECK: %[[C:.*]] = "nn.conv2d"
// CHECK: %[[M:.*]] = "nn.mul"(%[[C]], %{{.*}}) : (tensor<1x2x4x4xf32>, tensor<2x1x1xf32>)
// CHECK: "nn.bias_add"(%[[M]], %{{.*}}) {axis = 1 : i64}
// CHECK-NOT: nn.batch_norm
func.func @conv_weight_arg(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32> {
  %scale = arith.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %bias = arith.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %mean = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %var = arith.constant dense<[4.0, 1.0]> : tensor<2xf32>
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32>
  %1 = "nn.batch_norm"(%0, %scale, %bias, %mean, %var) {epsilon = 0.0 : f32} : (tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x4x4xf32>
  return %1 : tensor<1x2x4x4xf32>
}

// -----

// Statistics that are not constants: s and t are computed by nn ops.
// CHECK-LABEL: func.func @bn_stat_args
// CHECK-SAME: (%[[X:[^:]*]]: tensor<2x3x4xf32>, %[[SCALE:[^:]*]]: tensor<3xf32>, %[[BIAS:[^:]*]]: tensor<3xf32>, %[[MEAN:[^:]*]]: tensor<3xf32>, %[[VAR:[^:]*]]: tensor<3xf32>)
// CHECK: %[[EPS:.*]] = arith.constant dense<1.000000e-03> : tensor<1xf32>
// CHECK: %[[SUM:.*]] = "nn.add"(%[[VAR]], %[[EPS]])
// CHECK: %[[INV:.*]] = "nn.rsqrt"(%[[SUM]])
// CHECK: %[[S:.*]] = "nn.mul"(%[[SCALE]], %[[INV]])
// CHECK: %[[MS:.*]] = "nn.mul"(%[[MEAN]], %[[S]])
// CHECK: %[[T:.*]] = "nn.sub"(%[[BIAS]], %[[MS]])
// CHECK: %[[SR:.*]] = "nn.reshape"(%[[S]]) : (tensor<3xf32>) -> tensor<3x1xf32>
// CHECK: %[[M:.*]] = "nn.mul"(%[[X]], %[[SR]])
// CHECK: %[[Y:.*]] = "nn.bias_add"(%[[M]], %[[T]]) {axis = 1 : i64, nn.name = "bn1"}
// CHECK: return %[[Y]]
func.func @bn_stat_args(%x: tensor<2x3x4xf32>, %scale: tensor<3xf32>, %bias: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %0 = "nn.batch_norm"(%x, %scale, %bias, %mean, %var) {epsilon = 1.0e-03 : f32, nn.name = "bn1"} : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// dropout and identity are removed.
// CHECK-LABEL: func.func @dropout
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NOT: "nn.
// CHECK: return %[[X]], %[[X]]
func.func @dropout(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "nn.dropout"(%x) {rate = 0.25 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.identity"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "nn.dropout"(%1) : (tensor<4xf32>) -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

// -----

// No-op: nothing to simplify, the graph stays as it is.
// CHECK-LABEL: func.func @noop
// CHECK: %[[C:.*]] = "nn.conv2d"
// CHECK: %[[R:.*]] = "nn.relu"(%[[C]])
// CHECK: return %[[R]]
func.func @noop(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32> {
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32>
  %1 = "nn.relu"(%0) : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %1 : tensor<1x2x4x4xf32>
}

// -----

// The batch norm runs along another axis than the conv's channels: no fold
// into the weights, but the scale and shift still happen along axis 2.
// CHECK-LABEL: func.func @conv_other_axis
// CHECK: %[[C:.*]] = "nn.conv2d"(%{{.*}}, %[[W:.*]])
// CHECK: "nn.mul"(%[[C]], %{{.*}}) : (tensor<1x2x2x2xf32>, tensor<2x1xf32>)
// CHECK: "nn.bias_add"({{.*}}) {axis = 2 : i64}
func.func @conv_other_axis(%x: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %w = arith.constant dense<1.0> : tensor<2x2x1x1xf32>
  %s = arith.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x2x2x2xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x2x2xf32>
  %1 = "nn.batch_norm"(%0, %s, %s, %s, %s) {axis = 2 : i64} : (tensor<1x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  return %1 : tensor<1x2x2x2xf32>
}

// -----

// Dynamic sizes: the channel count comes from the statistics' type, here
// unknown, so the reshape of s is to tensor<?x1xf32>.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[S:.*]] = "nn.mul"
// CHECK: "nn.reshape"(%[[S]]) : (tensor<?xf32>) -> tensor<?x1xf32>
// CHECK: "nn.bias_add"({{.*}}) {axis = 1 : i64} : (tensor<?x3x4xf32>, tensor<?xf32>) -> tensor<?x3x4xf32>
// CHECK-NOT: nn.batch_norm
func.func @dynamic(%x: tensor<?x3x4xf32>, %s: tensor<?xf32>) -> tensor<?x3x4xf32> {
  %0 = "nn.batch_norm"(%x, %s, %s, %s, %s) : (tensor<?x3x4xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?x3x4xf32>
  return %0 : tensor<?x3x4xf32>
}
