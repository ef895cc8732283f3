// Numerical tests of the convolutions (2-D, 3-D, transposed) and pools
// (2-D, 3-D, global) against NumPy loops written from their definitions.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_window.py; do not edit.
//
// RUN: nn-run %s --entry win_conv --input %S/Inputs/win_conv_in0.npy %S/Inputs/win_conv_in1.npy --check %S/Inputs/win_conv_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv_stride_pad --input %S/Inputs/win_conv_stride_pad_in0.npy %S/Inputs/win_conv_stride_pad_in1.npy --check %S/Inputs/win_conv_stride_pad_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv_asym_pad --input %S/Inputs/win_conv_asym_pad_in0.npy %S/Inputs/win_conv_asym_pad_in1.npy --check %S/Inputs/win_conv_asym_pad_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv_dilation --input %S/Inputs/win_conv_dilation_in0.npy %S/Inputs/win_conv_dilation_in1.npy --check %S/Inputs/win_conv_dilation_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv_groups --input %S/Inputs/win_conv_groups_in0.npy %S/Inputs/win_conv_groups_in1.npy --check %S/Inputs/win_conv_groups_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv_depthwise --input %S/Inputs/win_conv_depthwise_in0.npy %S/Inputs/win_conv_depthwise_in1.npy --check %S/Inputs/win_conv_depthwise_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv_multiplier --input %S/Inputs/win_conv_multiplier_in0.npy %S/Inputs/win_conv_multiplier_in1.npy --check %S/Inputs/win_conv_multiplier_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv_nhwc --input %S/Inputs/win_conv_nhwc_in0.npy %S/Inputs/win_conv_nhwc_in1.npy --check %S/Inputs/win_conv_nhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv_nhwc_groups --input %S/Inputs/win_conv_nhwc_groups_in0.npy %S/Inputs/win_conv_nhwc_groups_in1.npy --check %S/Inputs/win_conv_nhwc_groups_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv_nhwc_depthwise --input %S/Inputs/win_conv_nhwc_depthwise_in0.npy %S/Inputs/win_conv_nhwc_depthwise_in1.npy --check %S/Inputs/win_conv_nhwc_depthwise_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool_pad --input %S/Inputs/win_maxpool_pad_in0.npy --check %S/Inputs/win_maxpool_pad_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool_ceil --input %S/Inputs/win_maxpool_ceil_in0.npy --check %S/Inputs/win_maxpool_ceil_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool_ceil_pad --input %S/Inputs/win_maxpool_ceil_pad_in0.npy --check %S/Inputs/win_maxpool_ceil_pad_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool_dilation --input %S/Inputs/win_maxpool_dilation_in0.npy --check %S/Inputs/win_maxpool_dilation_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool_nhwc --input %S/Inputs/win_maxpool_nhwc_in0.npy --check %S/Inputs/win_maxpool_nhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_avgpool_pad --input %S/Inputs/win_avgpool_pad_in0.npy --check %S/Inputs/win_avgpool_pad_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_avgpool_pad_incl --input %S/Inputs/win_avgpool_pad_incl_in0.npy --check %S/Inputs/win_avgpool_pad_incl_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_avgpool_ceil --input %S/Inputs/win_avgpool_ceil_in0.npy --check %S/Inputs/win_avgpool_ceil_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_avgpool_ceil_incl --input %S/Inputs/win_avgpool_ceil_incl_in0.npy --check %S/Inputs/win_avgpool_ceil_incl_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_avgpool_nhwc --input %S/Inputs/win_avgpool_nhwc_in0.npy --check %S/Inputs/win_avgpool_nhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_gap_nchw --input %S/Inputs/win_gap_nchw_in0.npy --check %S/Inputs/win_gap_nchw_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_gap_nhwc --input %S/Inputs/win_gap_nhwc_in0.npy --check %S/Inputs/win_gap_nhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool_big_pad --input %S/Inputs/win_maxpool_big_pad_in0.npy --check %S/Inputs/win_maxpool_big_pad_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_avgpool_big_pad --input %S/Inputs/win_avgpool_big_pad_in0.npy --check %S/Inputs/win_avgpool_big_pad_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_avgpool_big_pad_incl --input %S/Inputs/win_avgpool_big_pad_incl_in0.npy --check %S/Inputs/win_avgpool_big_pad_incl_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv3d --input %S/Inputs/win_conv3d_in0.npy %S/Inputs/win_conv3d_in1.npy --check %S/Inputs/win_conv3d_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv3d_stride_pad_dil --input %S/Inputs/win_conv3d_stride_pad_dil_in0.npy %S/Inputs/win_conv3d_stride_pad_dil_in1.npy --check %S/Inputs/win_conv3d_stride_pad_dil_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv3d_groups --input %S/Inputs/win_conv3d_groups_in0.npy %S/Inputs/win_conv3d_groups_in1.npy --check %S/Inputs/win_conv3d_groups_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv3d_depthwise --input %S/Inputs/win_conv3d_depthwise_in0.npy %S/Inputs/win_conv3d_depthwise_in1.npy --check %S/Inputs/win_conv3d_depthwise_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv3d_ndhwc --input %S/Inputs/win_conv3d_ndhwc_in0.npy %S/Inputs/win_conv3d_ndhwc_in1.npy --check %S/Inputs/win_conv3d_ndhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_conv3d_ndhwc_groups --input %S/Inputs/win_conv3d_ndhwc_groups_in0.npy %S/Inputs/win_conv3d_ndhwc_groups_in1.npy --check %S/Inputs/win_conv3d_ndhwc_groups_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt --input %S/Inputs/win_convt_in0.npy %S/Inputs/win_convt_in1.npy --check %S/Inputs/win_convt_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_upsample --input %S/Inputs/win_convt_upsample_in0.npy %S/Inputs/win_convt_upsample_in1.npy --check %S/Inputs/win_convt_upsample_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_asym_outpad --input %S/Inputs/win_convt_asym_outpad_in0.npy %S/Inputs/win_convt_asym_outpad_in1.npy --check %S/Inputs/win_convt_asym_outpad_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_dilation --input %S/Inputs/win_convt_dilation_in0.npy %S/Inputs/win_convt_dilation_in1.npy --check %S/Inputs/win_convt_dilation_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_groups --input %S/Inputs/win_convt_groups_in0.npy %S/Inputs/win_convt_groups_in1.npy --check %S/Inputs/win_convt_groups_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_depthwise --input %S/Inputs/win_convt_depthwise_in0.npy %S/Inputs/win_convt_depthwise_in1.npy --check %S/Inputs/win_convt_depthwise_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_crop --input %S/Inputs/win_convt_crop_in0.npy %S/Inputs/win_convt_crop_in1.npy --check %S/Inputs/win_convt_crop_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_outpad_zeros --input %S/Inputs/win_convt_outpad_zeros_in0.npy %S/Inputs/win_convt_outpad_zeros_in1.npy --check %S/Inputs/win_convt_outpad_zeros_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt3d --input %S/Inputs/win_convt3d_in0.npy %S/Inputs/win_convt3d_in1.npy --check %S/Inputs/win_convt3d_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt3d_groups --input %S/Inputs/win_convt3d_groups_in0.npy %S/Inputs/win_convt3d_groups_in1.npy --check %S/Inputs/win_convt3d_groups_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool3d --input %S/Inputs/win_maxpool3d_in0.npy --check %S/Inputs/win_maxpool3d_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool3d_ndhwc --input %S/Inputs/win_maxpool3d_ndhwc_in0.npy --check %S/Inputs/win_maxpool3d_ndhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_avgpool3d --input %S/Inputs/win_avgpool3d_in0.npy --check %S/Inputs/win_avgpool3d_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_avgpool3d_incl_ceil --input %S/Inputs/win_avgpool3d_incl_ceil_in0.npy --check %S/Inputs/win_avgpool3d_incl_ceil_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_avgpool3d_ndhwc --input %S/Inputs/win_avgpool3d_ndhwc_in0.npy --check %S/Inputs/win_avgpool3d_ndhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool_empty_window --input %S/Inputs/win_maxpool_empty_window_in0.npy --check %S/Inputs/win_maxpool_empty_window_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_stride3 --input %S/Inputs/win_convt_stride3_in0.npy %S/Inputs/win_convt_stride3_in1.npy --check %S/Inputs/win_convt_stride3_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_stride2_dil2 --input %S/Inputs/win_convt_stride2_dil2_in0.npy %S/Inputs/win_convt_stride2_dil2_in1.npy --check %S/Inputs/win_convt_stride2_dil2_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_small_kernel --input %S/Inputs/win_convt_small_kernel_in0.npy %S/Inputs/win_convt_small_kernel_in1.npy --check %S/Inputs/win_convt_small_kernel_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_big_crop --input %S/Inputs/win_convt_big_crop_in0.npy %S/Inputs/win_convt_big_crop_in1.npy --check %S/Inputs/win_convt_big_crop_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_groups_stride3 --input %S/Inputs/win_convt_groups_stride3_in0.npy %S/Inputs/win_convt_groups_stride3_in1.npy --check %S/Inputs/win_convt_groups_stride3_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt_single_out --input %S/Inputs/win_convt_single_out_in0.npy %S/Inputs/win_convt_single_out_in1.npy --check %S/Inputs/win_convt_single_out_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt3d_stride_dil --input %S/Inputs/win_convt3d_stride_dil_in0.npy %S/Inputs/win_convt3d_stride_dil_in1.npy --check %S/Inputs/win_convt3d_stride_dil_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_convt3d_depthwise --input %S/Inputs/win_convt3d_depthwise_in0.npy %S/Inputs/win_convt3d_depthwise_in1.npy --check %S/Inputs/win_convt3d_depthwise_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool_empty_window_nhwc --input %S/Inputs/win_maxpool_empty_window_nhwc_in0.npy --check %S/Inputs/win_maxpool_empty_window_nhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool3d_empty_window --input %S/Inputs/win_maxpool3d_empty_window_in0.npy --check %S/Inputs/win_maxpool3d_empty_window_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool3d_empty_window_ndhwc --input %S/Inputs/win_maxpool3d_empty_window_ndhwc_in0.npy --check %S/Inputs/win_maxpool3d_empty_window_ndhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool_ceil_dil_nhwc --input %S/Inputs/win_maxpool_ceil_dil_nhwc_in0.npy --check %S/Inputs/win_maxpool_ceil_dil_nhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool3d_ceil_ndhwc --input %S/Inputs/win_maxpool3d_ceil_ndhwc_in0.npy --check %S/Inputs/win_maxpool3d_ceil_ndhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool_nan --input %S/Inputs/win_maxpool_nan_in0.npy --check %S/Inputs/win_maxpool_nan_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool_nan_nhwc --input %S/Inputs/win_maxpool_nan_nhwc_in0.npy --check %S/Inputs/win_maxpool_nan_nhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool3d_nan --input %S/Inputs/win_maxpool3d_nan_in0.npy --check %S/Inputs/win_maxpool3d_nan_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool_resnet_nhwc --input %S/Inputs/win_maxpool_resnet_nhwc_in0.npy --check %S/Inputs/win_maxpool_resnet_nhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry win_maxpool3d_pad_ndhwc --input %S/Inputs/win_maxpool3d_pad_ndhwc_in0.npy --check %S/Inputs/win_maxpool3d_pad_ndhwc_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @win_conv(%a0: tensor<1x3x7x7xf32>, %a1: tensor<4x3x3x3xf32>) -> tensor<1x4x5x5xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x3x7x7xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x5x5xf32>
  return %0 : tensor<1x4x5x5xf32>
}

func.func @win_conv_stride_pad(%a0: tensor<1x3x7x7xf32>, %a1: tensor<4x3x3x3xf32>) -> tensor<1x4x4x4xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x3x7x7xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

func.func @win_conv_asym_pad(%a0: tensor<2x3x6x5xf32>, %a1: tensor<4x3x2x3xf32>) -> tensor<2x4x7x2xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 2>, padding = array<i64: 0, 1, 2, 0>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<2x3x6x5xf32>, tensor<4x3x2x3xf32>) -> tensor<2x4x7x2xf32>
  return %0 : tensor<2x4x7x2xf32>
}

func.func @win_conv_dilation(%a0: tensor<1x3x7x7xf32>, %a1: tensor<4x3x3x3xf32>) -> tensor<1x4x3x3xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, dilations = array<i64: 2, 2>, groups = 1 : i64} : (tensor<1x3x7x7xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x3x3xf32>
  return %0 : tensor<1x4x3x3xf32>
}

func.func @win_conv_groups(%a0: tensor<1x6x7x7xf32>, %a1: tensor<6x2x3x3xf32>) -> tensor<1x6x7x7xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 3 : i64} : (tensor<1x6x7x7xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x7x7xf32>
  return %0 : tensor<1x6x7x7xf32>
}

func.func @win_conv_depthwise(%a0: tensor<1x3x7x7xf32>, %a1: tensor<3x1x3x3xf32>) -> tensor<1x3x4x4xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 3 : i64} : (tensor<1x3x7x7xf32>, tensor<3x1x3x3xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

func.func @win_conv_multiplier(%a0: tensor<1x3x6x6xf32>, %a1: tensor<6x1x3x3xf32>) -> tensor<1x6x4x4xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, dilations = array<i64: 1, 1>, groups = 3 : i64} : (tensor<1x3x6x6xf32>, tensor<6x1x3x3xf32>) -> tensor<1x6x4x4xf32>
  return %0 : tensor<1x6x4x4xf32>
}

func.func @win_conv_nhwc(%a0: tensor<1x7x7x3xf32>, %a1: tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 1 : i64, layout = "NHWC"} : (tensor<1x7x7x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

func.func @win_conv_nhwc_groups(%a0: tensor<1x7x7x6xf32>, %a1: tensor<3x3x3x4xf32>) -> tensor<1x3x5x4xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, dilations = array<i64: 2, 1>, groups = 2 : i64, layout = "NHWC"} : (tensor<1x7x7x6xf32>, tensor<3x3x3x4xf32>) -> tensor<1x3x5x4xf32>
  return %0 : tensor<1x3x5x4xf32>
}

func.func @win_conv_nhwc_depthwise(%a0: tensor<1x7x7x3xf32>, %a1: tensor<3x3x1x3xf32>) -> tensor<1x7x7x3xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 3 : i64, layout = "NHWC"} : (tensor<1x7x7x3xf32>, tensor<3x3x1x3xf32>) -> tensor<1x7x7x3xf32>
  return %0 : tensor<1x7x7x3xf32>
}

func.func @win_maxpool_pad(%a0: tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

func.func @win_maxpool_ceil(%a0: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>, ceil_mode = true} : (tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

func.func @win_maxpool_ceil_pad(%a0: tensor<1x2x7x6xf32>) -> tensor<1x2x4x4xf32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 0, 1>, ceil_mode = true} : (tensor<1x2x7x6xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

func.func @win_maxpool_dilation(%a0: tensor<1x2x7x7xf32>) -> tensor<1x2x7x7xf32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 2, 2>} : (tensor<1x2x7x7xf32>) -> tensor<1x2x7x7xf32>
  return %0 : tensor<1x2x7x7xf32>
}

func.func @win_maxpool_nhwc(%a0: tensor<1x6x6x2xf32>) -> tensor<1x3x3x2xf32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>, layout = "NHWC"} : (tensor<1x6x6x2xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}

func.func @win_avgpool_pad(%a0: tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32> {
  %0 = "nn.avg_pool2d"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, count_include_pad = false} : (tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

func.func @win_avgpool_pad_incl(%a0: tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32> {
  %0 = "nn.avg_pool2d"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, count_include_pad = true} : (tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

func.func @win_avgpool_ceil(%a0: tensor<1x2x8x8xf32>) -> tensor<1x2x5x4xf32> {
  %0 = "nn.avg_pool2d"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 0>, ceil_mode = true, count_include_pad = false} : (tensor<1x2x8x8xf32>) -> tensor<1x2x5x4xf32>
  return %0 : tensor<1x2x5x4xf32>
}

func.func @win_avgpool_ceil_incl(%a0: tensor<1x2x8x8xf32>) -> tensor<1x2x5x4xf32> {
  %0 = "nn.avg_pool2d"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 1, 0>, ceil_mode = true, count_include_pad = true} : (tensor<1x2x8x8xf32>) -> tensor<1x2x5x4xf32>
  return %0 : tensor<1x2x5x4xf32>
}

func.func @win_avgpool_nhwc(%a0: tensor<1x6x6x2xf32>) -> tensor<1x4x4x2xf32> {
  %0 = "nn.avg_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, layout = "NHWC"} : (tensor<1x6x6x2xf32>) -> tensor<1x4x4x2xf32>
  return %0 : tensor<1x4x4x2xf32>
}

func.func @win_gap_nchw(%a0: tensor<2x3x5x4xf32>) -> tensor<2x3x1x1xf32> {
  %0 = "nn.global_avg_pool2d"(%a0) : (tensor<2x3x5x4xf32>) -> tensor<2x3x1x1xf32>
  return %0 : tensor<2x3x1x1xf32>
}

func.func @win_gap_nhwc(%a0: tensor<2x5x4x3xf32>) -> tensor<2x1x1x3xf32> {
  %0 = "nn.global_avg_pool2d"(%a0) {layout = "NHWC"} : (tensor<2x5x4x3xf32>) -> tensor<2x1x1x3xf32>
  return %0 : tensor<2x1x1x3xf32>
}

func.func @win_maxpool_big_pad(%a0: tensor<1x2x5x5xf32>) -> tensor<1x2x7x7xf32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 2>} : (tensor<1x2x5x5xf32>) -> tensor<1x2x7x7xf32>
  return %0 : tensor<1x2x7x7xf32>
}

func.func @win_avgpool_big_pad(%a0: tensor<1x2x5x5xf32>) -> tensor<1x2x7x6xf32> {
  %0 = "nn.avg_pool2d"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 1, 1>, padding = array<i64: 2, 1, 2, 2>, count_include_pad = false} : (tensor<1x2x5x5xf32>) -> tensor<1x2x7x6xf32>
  return %0 : tensor<1x2x7x6xf32>
}

func.func @win_avgpool_big_pad_incl(%a0: tensor<1x2x5x5xf32>) -> tensor<1x2x3x7xf32> {
  %0 = "nn.avg_pool2d"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 1>, padding = array<i64: 2, 2, 1, 2>, count_include_pad = true} : (tensor<1x2x5x5xf32>) -> tensor<1x2x3x7xf32>
  return %0 : tensor<1x2x3x7xf32>
}

func.func @win_conv3d(%a0: tensor<1x3x5x6x5xf32>, %a1: tensor<4x3x3x3x3xf32>) -> tensor<1x4x3x4x3xf32> {
  %0 = "nn.conv3d"(%a0, %a1) {strides = array<i64: 1, 1, 1>, padding = array<i64: 0, 0, 0, 0, 0, 0>, dilations = array<i64: 1, 1, 1>, groups = 1 : i64} : (tensor<1x3x5x6x5xf32>, tensor<4x3x3x3x3xf32>) -> tensor<1x4x3x4x3xf32>
  return %0 : tensor<1x4x3x4x3xf32>
}

func.func @win_conv3d_stride_pad_dil(%a0: tensor<2x3x6x7x6xf32>, %a1: tensor<4x3x3x2x3xf32>) -> tensor<2x4x3x6x4xf32> {
  %0 = "nn.conv3d"(%a0, %a1) {strides = array<i64: 2, 1, 2>, padding = array<i64: 1, 0, 2, 0, 1, 1>, dilations = array<i64: 1, 2, 1>, groups = 1 : i64} : (tensor<2x3x6x7x6xf32>, tensor<4x3x3x2x3xf32>) -> tensor<2x4x3x6x4xf32>
  return %0 : tensor<2x4x3x6x4xf32>
}

func.func @win_conv3d_groups(%a0: tensor<1x6x5x5x5xf32>, %a1: tensor<4x3x3x3x3xf32>) -> tensor<1x4x5x5x5xf32> {
  %0 = "nn.conv3d"(%a0, %a1) {strides = array<i64: 1, 1, 1>, padding = array<i64: 1, 1, 1, 1, 1, 1>, dilations = array<i64: 1, 1, 1>, groups = 2 : i64} : (tensor<1x6x5x5x5xf32>, tensor<4x3x3x3x3xf32>) -> tensor<1x4x5x5x5xf32>
  return %0 : tensor<1x4x5x5x5xf32>
}

func.func @win_conv3d_depthwise(%a0: tensor<1x4x5x5x5xf32>, %a1: tensor<4x1x3x3x3xf32>) -> tensor<1x4x3x3x3xf32> {
  %0 = "nn.conv3d"(%a0, %a1) {strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 1, 1, 1, 1>, dilations = array<i64: 1, 1, 1>, groups = 4 : i64} : (tensor<1x4x5x5x5xf32>, tensor<4x1x3x3x3xf32>) -> tensor<1x4x3x3x3xf32>
  return %0 : tensor<1x4x3x3x3xf32>
}

func.func @win_conv3d_ndhwc(%a0: tensor<1x5x6x5x3xf32>, %a1: tensor<3x3x3x3x4xf32>) -> tensor<1x5x3x5x4xf32> {
  %0 = "nn.conv3d"(%a0, %a1) {strides = array<i64: 1, 2, 1>, padding = array<i64: 1, 1, 1, 1, 1, 1>, dilations = array<i64: 1, 1, 1>, groups = 1 : i64, layout = "NDHWC"} : (tensor<1x5x6x5x3xf32>, tensor<3x3x3x3x4xf32>) -> tensor<1x5x3x5x4xf32>
  return %0 : tensor<1x5x3x5x4xf32>
}

func.func @win_conv3d_ndhwc_groups(%a0: tensor<1x5x5x5x4xf32>, %a1: tensor<3x3x3x2x6xf32>) -> tensor<1x1x5x3x6xf32> {
  %0 = "nn.conv3d"(%a0, %a1) {strides = array<i64: 1, 1, 1>, padding = array<i64: 0, 1, 0, 0, 1, 0>, dilations = array<i64: 2, 1, 1>, groups = 2 : i64, layout = "NDHWC"} : (tensor<1x5x5x5x4xf32>, tensor<3x3x3x2x6xf32>) -> tensor<1x1x5x3x6xf32>
  return %0 : tensor<1x1x5x3x6xf32>
}

func.func @win_convt(%a0: tensor<1x2x4x5xf32>, %a1: tensor<2x3x3x3xf32>) -> tensor<1x3x6x7xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, output_padding = array<i64: 0, 0>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x2x4x5xf32>, tensor<2x3x3x3xf32>) -> tensor<1x3x6x7xf32>
  return %0 : tensor<1x3x6x7xf32>
}

func.func @win_convt_upsample(%a0: tensor<2x4x5x5xf32>, %a1: tensor<4x3x4x4xf32>) -> tensor<2x3x10x10xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, output_padding = array<i64: 0, 0>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<2x4x5x5xf32>, tensor<4x3x4x4xf32>) -> tensor<2x3x10x10xf32>
  return %0 : tensor<2x3x10x10xf32>
}

func.func @win_convt_asym_outpad(%a0: tensor<1x3x4x5xf32>, %a1: tensor<3x2x3x2xf32>) -> tensor<1x2x11x10xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 3, 2>, padding = array<i64: 1, 0, 2, 1>, output_padding = array<i64: 2, 1>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x3x4x5xf32>, tensor<3x2x3x2xf32>) -> tensor<1x2x11x10xf32>
  return %0 : tensor<1x2x11x10xf32>
}

func.func @win_convt_dilation(%a0: tensor<1x2x4x4xf32>, %a1: tensor<2x2x3x3xf32>) -> tensor<1x2x10x9xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 1>, padding = array<i64: 0, 1, 1, 0>, output_padding = array<i64: 0, 0>, dilations = array<i64: 2, 3>, groups = 1 : i64} : (tensor<1x2x4x4xf32>, tensor<2x2x3x3xf32>) -> tensor<1x2x10x9xf32>
  return %0 : tensor<1x2x10x9xf32>
}

func.func @win_convt_groups(%a0: tensor<1x4x4x4xf32>, %a1: tensor<4x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, output_padding = array<i64: 1, 1>, dilations = array<i64: 1, 1>, groups = 2 : i64} : (tensor<1x4x4x4xf32>, tensor<4x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}

func.func @win_convt_depthwise(%a0: tensor<1x3x4x4xf32>, %a1: tensor<3x1x3x3xf32>) -> tensor<1x3x9x9xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>, output_padding = array<i64: 0, 0>, dilations = array<i64: 1, 1>, groups = 3 : i64} : (tensor<1x3x4x4xf32>, tensor<3x1x3x3xf32>) -> tensor<1x3x9x9xf32>
  return %0 : tensor<1x3x9x9xf32>
}

func.func @win_convt_crop(%a0: tensor<1x2x5x5xf32>, %a1: tensor<2x2x3x3xf32>) -> tensor<1x2x4x2xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 1>, padding = array<i64: 3, 2, 4, 3>, output_padding = array<i64: 0, 0>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x2x5x5xf32>, tensor<2x2x3x3xf32>) -> tensor<1x2x4x2xf32>
  return %0 : tensor<1x2x4x2xf32>
}

func.func @win_convt_outpad_zeros(%a0: tensor<1x2x3x3xf32>, %a1: tensor<2x2x2x2xf32>) -> tensor<1x2x7x8xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 1, 2>, padding = array<i64: 0, 0, 0, 0>, output_padding = array<i64: 3, 2>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x2x3x3xf32>, tensor<2x2x2x2xf32>) -> tensor<1x2x7x8xf32>
  return %0 : tensor<1x2x7x8xf32>
}

func.func @win_convt3d(%a0: tensor<1x2x3x4x3xf32>, %a1: tensor<2x3x3x2x3xf32>) -> tensor<1x3x7x4x6xf32> {
  %0 = "nn.conv_transpose3d"(%a0, %a1) {strides = array<i64: 2, 1, 2>, padding = array<i64: 1, 0, 1, 0, 1, 1>, output_padding = array<i64: 1, 0, 1>, dilations = array<i64: 1, 1, 1>, groups = 1 : i64} : (tensor<1x2x3x4x3xf32>, tensor<2x3x3x2x3xf32>) -> tensor<1x3x7x4x6xf32>
  return %0 : tensor<1x3x7x4x6xf32>
}

func.func @win_convt3d_groups(%a0: tensor<1x4x3x3x3xf32>, %a1: tensor<4x2x2x2x2xf32>) -> tensor<1x4x6x7x6xf32> {
  %0 = "nn.conv_transpose3d"(%a0, %a1) {strides = array<i64: 2, 2, 2>, padding = array<i64: 0, 0, 0, 0, 0, 0>, output_padding = array<i64: 0, 0, 0>, dilations = array<i64: 1, 2, 1>, groups = 2 : i64} : (tensor<1x4x3x3x3xf32>, tensor<4x2x2x2x2xf32>) -> tensor<1x4x6x7x6xf32>
  return %0 : tensor<1x4x6x7x6xf32>
}

func.func @win_maxpool3d(%a0: tensor<1x2x5x6x5xf32>) -> tensor<1x2x3x4x3xf32> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 3, 3, 2>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 0, 1, 1, 1>, dilations = array<i64: 1, 1, 2>, ceil_mode = true} : (tensor<1x2x5x6x5xf32>) -> tensor<1x2x3x4x3xf32>
  return %0 : tensor<1x2x3x4x3xf32>
}

func.func @win_maxpool3d_ndhwc(%a0: tensor<1x4x5x6x3xf32>) -> tensor<1x2x3x4x3xf32> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 2, 2, 2>, strides = array<i64: 2, 2, 2>, padding = array<i64: 0, 1, 1, 1, 0, 1>, layout = "NDHWC"} : (tensor<1x4x5x6x3xf32>) -> tensor<1x2x3x4x3xf32>
  return %0 : tensor<1x2x3x4x3xf32>
}

func.func @win_avgpool3d(%a0: tensor<1x2x5x6x5xf32>) -> tensor<1x2x3x3x3xf32> {
  %0 = "nn.avg_pool3d"(%a0) {kernel = array<i64: 3, 3, 3>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 1, 1, 1, 1>, count_include_pad = false} : (tensor<1x2x5x6x5xf32>) -> tensor<1x2x3x3x3xf32>
  return %0 : tensor<1x2x3x3x3xf32>
}

func.func @win_avgpool3d_incl_ceil(%a0: tensor<1x2x6x5x6xf32>) -> tensor<1x2x4x3x4xf32> {
  %0 = "nn.avg_pool3d"(%a0) {kernel = array<i64: 3, 2, 3>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 0, 2, 1, 1, 0>, ceil_mode = true, count_include_pad = true} : (tensor<1x2x6x5x6xf32>) -> tensor<1x2x4x3x4xf32>
  return %0 : tensor<1x2x4x3x4xf32>
}

func.func @win_avgpool3d_ndhwc(%a0: tensor<1x4x5x4x3xf32>) -> tensor<1x2x5x2x3xf32> {
  %0 = "nn.avg_pool3d"(%a0) {kernel = array<i64: 2, 3, 2>, strides = array<i64: 2, 1, 2>, padding = array<i64: 1, 1, 0, 0, 1, 1>, count_include_pad = false, layout = "NDHWC"} : (tensor<1x4x5x4x3xf32>) -> tensor<1x2x5x2x3xf32>
  return %0 : tensor<1x2x5x2x3xf32>
}

func.func @win_maxpool_empty_window(%a0: tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 1, 2>, strides = array<i64: 1, 1>, padding = array<i64: 0, 1, 0, 2>, dilations = array<i64: 1, 3>} : (tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32>
  return %0 : tensor<1x2x3x1xf32>
}

func.func @win_convt_stride3(%a0: tensor<1x2x5x4xf32>, %a1: tensor<2x3x4x5xf32>) -> tensor<1x3x17x12xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 3, 3>, padding = array<i64: 1, 2, 0, 1>, output_padding = array<i64: 2, 1>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x2x5x4xf32>, tensor<2x3x4x5xf32>) -> tensor<1x3x17x12xf32>
  return %0 : tensor<1x3x17x12xf32>
}

func.func @win_convt_stride2_dil2(%a0: tensor<1x2x5x5xf32>, %a1: tensor<2x2x3x3xf32>) -> tensor<1x2x11x10xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 2, 2, 1>, output_padding = array<i64: 1, 0>, dilations = array<i64: 2, 2>, groups = 1 : i64} : (tensor<1x2x5x5xf32>, tensor<2x2x3x3xf32>) -> tensor<1x2x11x10xf32>
  return %0 : tensor<1x2x11x10xf32>
}

func.func @win_convt_small_kernel(%a0: tensor<1x3x3x4xf32>, %a1: tensor<3x2x2x1xf32>) -> tensor<1x2x8x15xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 3, 4>, padding = array<i64: 0, 0, 1, 0>, output_padding = array<i64: 1, 2>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x3x3x4xf32>, tensor<3x2x2x1xf32>) -> tensor<1x2x8x15xf32>
  return %0 : tensor<1x2x8x15xf32>
}

func.func @win_convt_big_crop(%a0: tensor<1x2x3x3xf32>, %a1: tensor<2x2x2x2xf32>) -> tensor<1x2x2x7xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 3, 3>, padding = array<i64: 3, 0, 3, 1>, output_padding = array<i64: 0, 0>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x2x3x3xf32>, tensor<2x2x2x2xf32>) -> tensor<1x2x2x7xf32>
  return %0 : tensor<1x2x2x7xf32>
}

func.func @win_convt_groups_stride3(%a0: tensor<1x6x4x3xf32>, %a1: tensor<6x2x3x3xf32>) -> tensor<1x6x10x8xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 3, 2>, padding = array<i64: 2, 1, 0, 1>, output_padding = array<i64: 0, 1>, dilations = array<i64: 1, 2>, groups = 3 : i64} : (tensor<1x6x4x3xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x10x8xf32>
  return %0 : tensor<1x6x10x8xf32>
}

func.func @win_convt_single_out(%a0: tensor<1x2x1x1xf32>, %a1: tensor<2x3x1x1xf32>) -> tensor<1x3x1x1xf32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, 0>, output_padding = array<i64: 0, 0>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x2x1x1xf32>, tensor<2x3x1x1xf32>) -> tensor<1x3x1x1xf32>
  return %0 : tensor<1x3x1x1xf32>
}

func.func @win_convt3d_stride_dil(%a0: tensor<1x3x3x4x3xf32>, %a1: tensor<3x2x3x2x3xf32>) -> tensor<1x2x8x12x5xf32> {
  %0 = "nn.conv_transpose3d"(%a0, %a1) {strides = array<i64: 2, 3, 2>, padding = array<i64: 1, 0, 2, 1, 1, 0>, output_padding = array<i64: 1, 2, 0>, dilations = array<i64: 2, 1, 1>, groups = 1 : i64} : (tensor<1x3x3x4x3xf32>, tensor<3x2x3x2x3xf32>) -> tensor<1x2x8x12x5xf32>
  return %0 : tensor<1x2x8x12x5xf32>
}

func.func @win_convt3d_depthwise(%a0: tensor<1x2x3x3x3xf32>, %a1: tensor<2x1x3x3x3xf32>) -> tensor<1x2x6x6x6xf32> {
  %0 = "nn.conv_transpose3d"(%a0, %a1) {strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 1, 1, 1, 1>, output_padding = array<i64: 1, 1, 1>, dilations = array<i64: 1, 1, 1>, groups = 2 : i64} : (tensor<1x2x3x3x3xf32>, tensor<2x1x3x3x3xf32>) -> tensor<1x2x6x6x6xf32>
  return %0 : tensor<1x2x6x6x6xf32>
}

func.func @win_maxpool_empty_window_nhwc(%a0: tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 1>, strides = array<i64: 1, 1>, padding = array<i64: 1, 0, 2, 0>, dilations = array<i64: 3, 1>, layout = "NHWC"} : (tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
  return %0 : tensor<1x1x2x3xf32>
}

func.func @win_maxpool3d_empty_window(%a0: tensor<1x2x2x1x3xf32>) -> tensor<1x2x2x1x1xf32> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 1, 2, 2>, strides = array<i64: 1, 1, 2>, padding = array<i64: 0, 1, 0, 0, 2, 0>, dilations = array<i64: 1, 3, 2>} : (tensor<1x2x2x1x3xf32>) -> tensor<1x2x2x1x1xf32>
  return %0 : tensor<1x2x2x1x1xf32>
}

func.func @win_maxpool3d_empty_window_ndhwc(%a0: tensor<1x2x1x3x2xf32>) -> tensor<1x2x1x1x2xf32> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 1, 2, 2>, strides = array<i64: 1, 1, 2>, padding = array<i64: 0, 1, 0, 0, 2, 0>, dilations = array<i64: 1, 3, 2>, layout = "NDHWC"} : (tensor<1x2x1x3x2xf32>) -> tensor<1x2x1x1x2xf32>
  return %0 : tensor<1x2x1x1x2xf32>
}

func.func @win_maxpool_ceil_dil_nhwc(%a0: tensor<1x9x8x3xf32>) -> tensor<1x4x3x3xf32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 2>, strides = array<i64: 2, 3>, padding = array<i64: 1, 0, 1, 1>, dilations = array<i64: 2, 2>, ceil_mode = true, layout = "NHWC"} : (tensor<1x9x8x3xf32>) -> tensor<1x4x3x3xf32>
  return %0 : tensor<1x4x3x3xf32>
}

func.func @win_maxpool3d_ceil_ndhwc(%a0: tensor<1x5x6x7x2xf32>) -> tensor<1x3x3x3x2xf32> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 2, 3, 2>, strides = array<i64: 2, 2, 3>, padding = array<i64: 1, 1, 0, 0, 1, 1>, dilations = array<i64: 1, 2, 1>, ceil_mode = true, layout = "NDHWC"} : (tensor<1x5x6x7x2xf32>) -> tensor<1x3x3x3x2xf32>
  return %0 : tensor<1x3x3x3x2xf32>
}

func.func @win_maxpool_nan(%a0: tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

func.func @win_maxpool_nan_nhwc(%a0: tensor<1x7x6x3xf32>) -> tensor<1x7x4x3xf32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 3>, strides = array<i64: 1, 2>, padding = array<i64: 0, 1, 1, 1>, ceil_mode = true, layout = "NHWC"} : (tensor<1x7x6x3xf32>) -> tensor<1x7x4x3xf32>
  return %0 : tensor<1x7x4x3xf32>
}

func.func @win_maxpool3d_nan(%a0: tensor<1x2x4x5x5xf32>) -> tensor<1x2x2x3x3xf32> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 2, 2, 3>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 0, 1, 0, 1, 1>} : (tensor<1x2x4x5x5xf32>) -> tensor<1x2x2x3x3xf32>
  return %0 : tensor<1x2x2x3x3xf32>
}

func.func @win_maxpool_resnet_nhwc(%a0: tensor<2x9x9x20xf32>) -> tensor<2x5x5x20xf32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, layout = "NHWC"} : (tensor<2x9x9x20xf32>) -> tensor<2x5x5x20xf32>
  return %0 : tensor<2x5x5x20xf32>
}

func.func @win_maxpool3d_pad_ndhwc(%a0: tensor<1x5x4x6x17xf32>) -> tensor<1x3x4x4x17xf32> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 3, 2, 3>, strides = array<i64: 2, 1, 2>, padding = array<i64: 1, 1, 2, 1, 0, 1>, ceil_mode = true, layout = "NDHWC"} : (tensor<1x5x4x6x17xf32>) -> tensor<1x3x4x4x17xf32>
  return %0 : tensor<1x3x4x4x17xf32>
}
