// Convolutions with their bias and clamp, fused (the ukernel runs the
// epilogue on its tiles) and unfused, against float64 NumPy.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_conv_epilogue.py; do not edit.
//
// RUN: nn-opt %s --fuse-ops | nn-run - --entry conv_bias_clip --input %S/Inputs/conv_epilogue/conv_bias_clip_in0.npy %S/Inputs/conv_epilogue/conv_bias_clip_in1.npy %S/Inputs/conv_epilogue/conv_bias_clip_in2.npy --check %S/Inputs/conv_epilogue/conv_bias_clip_out.npy --rtol 1e-6 --atol 1.3113e-05 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_bias_clip --input %S/Inputs/conv_epilogue/conv_bias_clip_in0.npy %S/Inputs/conv_epilogue/conv_bias_clip_in1.npy %S/Inputs/conv_epilogue/conv_bias_clip_in2.npy --check %S/Inputs/conv_epilogue/conv_bias_clip_out.npy --rtol 1e-6 --atol 1.3113e-05 | FileCheck %s --check-prefix=OK
// RUN: nn-opt %s --fuse-ops | nn-run - --entry conv_1x1_bias --input %S/Inputs/conv_epilogue/conv_1x1_bias_in0.npy %S/Inputs/conv_epilogue/conv_1x1_bias_in1.npy %S/Inputs/conv_epilogue/conv_1x1_bias_in2.npy --check %S/Inputs/conv_epilogue/conv_1x1_bias_out.npy --rtol 1e-6 --atol 5.00679e-06 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_1x1_bias --input %S/Inputs/conv_epilogue/conv_1x1_bias_in0.npy %S/Inputs/conv_epilogue/conv_1x1_bias_in1.npy %S/Inputs/conv_epilogue/conv_1x1_bias_in2.npy --check %S/Inputs/conv_epilogue/conv_1x1_bias_out.npy --rtol 1e-6 --atol 5.00679e-06 | FileCheck %s --check-prefix=OK
// RUN: nn-opt %s --fuse-ops | nn-run - --entry conv_nhwc_bias_clip --input %S/Inputs/conv_epilogue/conv_nhwc_bias_clip_in0.npy %S/Inputs/conv_epilogue/conv_nhwc_bias_clip_in1.npy %S/Inputs/conv_epilogue/conv_nhwc_bias_clip_in2.npy --check %S/Inputs/conv_epilogue/conv_nhwc_bias_clip_out.npy --rtol 1e-6 --atol 1.09673e-05 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_nhwc_bias_clip --input %S/Inputs/conv_epilogue/conv_nhwc_bias_clip_in0.npy %S/Inputs/conv_epilogue/conv_nhwc_bias_clip_in1.npy %S/Inputs/conv_epilogue/conv_nhwc_bias_clip_in2.npy --check %S/Inputs/conv_epilogue/conv_nhwc_bias_clip_out.npy --rtol 1e-6 --atol 1.09673e-05 | FileCheck %s --check-prefix=OK
// RUN: nn-opt %s --fuse-ops | nn-run - --entry depthwise_bias_clip --input %S/Inputs/conv_epilogue/depthwise_bias_clip_in0.npy %S/Inputs/conv_epilogue/depthwise_bias_clip_in1.npy %S/Inputs/conv_epilogue/depthwise_bias_clip_in2.npy --check %S/Inputs/conv_epilogue/depthwise_bias_clip_out.npy --rtol 1e-6 --atol 2.38419e-06 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry depthwise_bias_clip --input %S/Inputs/conv_epilogue/depthwise_bias_clip_in0.npy %S/Inputs/conv_epilogue/depthwise_bias_clip_in1.npy %S/Inputs/conv_epilogue/depthwise_bias_clip_in2.npy --check %S/Inputs/conv_epilogue/depthwise_bias_clip_out.npy --rtol 1e-6 --atol 2.38419e-06 | FileCheck %s --check-prefix=OK
// RUN: nn-opt %s --fuse-ops | nn-run - --entry depthwise_wide_rows --input %S/Inputs/conv_epilogue/depthwise_wide_rows_in0.npy %S/Inputs/conv_epilogue/depthwise_wide_rows_in1.npy %S/Inputs/conv_epilogue/depthwise_wide_rows_in2.npy --check %S/Inputs/conv_epilogue/depthwise_wide_rows_out.npy --rtol 1e-6 --atol 2.38419e-06 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry depthwise_wide_rows --input %S/Inputs/conv_epilogue/depthwise_wide_rows_in0.npy %S/Inputs/conv_epilogue/depthwise_wide_rows_in1.npy %S/Inputs/conv_epilogue/depthwise_wide_rows_in2.npy --check %S/Inputs/conv_epilogue/depthwise_wide_rows_out.npy --rtol 1e-6 --atol 2.38419e-06 | FileCheck %s --check-prefix=OK
// RUN: nn-opt %s --fuse-ops | nn-run - --entry depthwise_nhwc_bias_clip --input %S/Inputs/conv_epilogue/depthwise_nhwc_bias_clip_in0.npy %S/Inputs/conv_epilogue/depthwise_nhwc_bias_clip_in1.npy %S/Inputs/conv_epilogue/depthwise_nhwc_bias_clip_in2.npy --check %S/Inputs/conv_epilogue/depthwise_nhwc_bias_clip_out.npy --rtol 1e-6 --atol 2.38419e-06 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry depthwise_nhwc_bias_clip --input %S/Inputs/conv_epilogue/depthwise_nhwc_bias_clip_in0.npy %S/Inputs/conv_epilogue/depthwise_nhwc_bias_clip_in1.npy %S/Inputs/conv_epilogue/depthwise_nhwc_bias_clip_in2.npy --check %S/Inputs/conv_epilogue/depthwise_nhwc_bias_clip_out.npy --rtol 1e-6 --atol 2.38419e-06 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @conv_bias_clip(%x: tensor<1x6x13x15xf32>, %w: tensor<10x6x3x3xf32>, %b: tensor<10xf32>) -> tensor<1x10x13x15xf32> {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, groups = 1 : i64} : (tensor<1x6x13x15xf32>, tensor<10x6x3x3xf32>) -> tensor<1x10x13x15xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<1x10x13x15xf32>, tensor<10xf32>) -> tensor<1x10x13x15xf32>
  %2 = "nn.clip"(%1) {min = -0.3 : f64, max = 0.4 : f64} : (tensor<1x10x13x15xf32>) -> tensor<1x10x13x15xf32>
  return %2 : tensor<1x10x13x15xf32>
}

func.func @conv_1x1_bias(%x: tensor<1x20x9x11xf32>, %w: tensor<30x20x1x1xf32>, %b: tensor<30xf32>) -> tensor<1x30x9x11xf32> {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, groups = 1 : i64} : (tensor<1x20x9x11xf32>, tensor<30x20x1x1xf32>) -> tensor<1x30x9x11xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<1x30x9x11xf32>, tensor<30xf32>) -> tensor<1x30x9x11xf32>
  return %1 : tensor<1x30x9x11xf32>
}

func.func @conv_nhwc_bias_clip(%x: tensor<1x11x9x5xf32>, %w: tensor<3x3x5x7xf32>, %b: tensor<7xf32>) -> tensor<1x6x5x7xf32> {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, groups = 1 : i64, layout = "NHWC"} : (tensor<1x11x9x5xf32>, tensor<3x3x5x7xf32>) -> tensor<1x6x5x7xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 3 : i64} : (tensor<1x6x5x7xf32>, tensor<7xf32>) -> tensor<1x6x5x7xf32>
  %2 = "nn.clip"(%1) {min = 0.0 : f64, max = 0.5 : f64} : (tensor<1x6x5x7xf32>) -> tensor<1x6x5x7xf32>
  return %2 : tensor<1x6x5x7xf32>
}

func.func @depthwise_bias_clip(%x: tensor<1x8x15x17xf32>, %w: tensor<8x1x3x3xf32>, %b: tensor<8xf32>) -> tensor<1x8x8x9xf32> {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, groups = 8 : i64} : (tensor<1x8x15x17xf32>, tensor<8x1x3x3xf32>) -> tensor<1x8x8x9xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<1x8x8x9xf32>, tensor<8xf32>) -> tensor<1x8x8x9xf32>
  %2 = "nn.clip"(%1) {min = 0.0 : f64, max = 0.6 : f64} : (tensor<1x8x8x9xf32>) -> tensor<1x8x8x9xf32>
  return %2 : tensor<1x8x8x9xf32>
}

func.func @depthwise_wide_rows(%x: tensor<1x3x4x140xf32>, %w: tensor<3x1x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x3x4x140xf32> {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, groups = 3 : i64} : (tensor<1x3x4x140xf32>, tensor<3x1x3x3xf32>) -> tensor<1x3x4x140xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<1x3x4x140xf32>, tensor<3xf32>) -> tensor<1x3x4x140xf32>
  %2 = "nn.clip"(%1) {min = -0.2 : f64, max = 0.2 : f64} : (tensor<1x3x4x140xf32>) -> tensor<1x3x4x140xf32>
  return %2 : tensor<1x3x4x140xf32>
}

func.func @depthwise_nhwc_bias_clip(%x: tensor<1x9x10x20xf32>, %w: tensor<3x3x1x20xf32>, %b: tensor<20xf32>) -> tensor<1x9x10x20xf32> {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, groups = 20 : i64, layout = "NHWC"} : (tensor<1x9x10x20xf32>, tensor<3x3x1x20xf32>) -> tensor<1x9x10x20xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 3 : i64} : (tensor<1x9x10x20xf32>, tensor<20xf32>) -> tensor<1x9x10x20xf32>
  %2 = "nn.clip"(%1) {min = 0.0 : f64, max = 0.5 : f64} : (tensor<1x9x10x20xf32>) -> tensor<1x9x10x20xf32>
  return %2 : tensor<1x9x10x20xf32>
}
