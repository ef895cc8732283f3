// Numerical tests of the linalg ops in f16 and bf16 on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry matmul_f16 --input %S/Inputs/lowp/matmul_f16_in0.npy %S/Inputs/lowp/matmul_f16_in1.npy --check %S/Inputs/lowp/matmul_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_f16_tb --input %S/Inputs/lowp/matmul_f16_tb_in0.npy %S/Inputs/lowp/matmul_f16_tb_in1.npy --check %S/Inputs/lowp/matmul_f16_tb_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_f16_long --input %S/Inputs/lowp/matmul_f16_long_in0.npy %S/Inputs/lowp/matmul_f16_long_in1.npy --check %S/Inputs/lowp/matmul_f16_long_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_bf16 --input %S/Inputs/lowp/matmul_bf16_in0.npy %S/Inputs/lowp/matmul_bf16_in1.npy --check %S/Inputs/lowp/matmul_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_bf16_tb --input %S/Inputs/lowp/matmul_bf16_tb_in0.npy %S/Inputs/lowp/matmul_bf16_tb_in1.npy --check %S/Inputs/lowp/matmul_bf16_tb_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_bf16_long --input %S/Inputs/lowp/matmul_bf16_long_in0.npy %S/Inputs/lowp/matmul_bf16_long_in1.npy --check %S/Inputs/lowp/matmul_bf16_long_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_f16 --input %S/Inputs/lowp/conv2d_f16_in0.npy %S/Inputs/lowp/conv2d_f16_in1.npy --check %S/Inputs/lowp/conv2d_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_f16_depthwise --input %S/Inputs/lowp/conv2d_f16_depthwise_in0.npy %S/Inputs/lowp/conv2d_f16_depthwise_in1.npy --check %S/Inputs/lowp/conv2d_f16_depthwise_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_f16_grouped --input %S/Inputs/lowp/conv2d_f16_grouped_in0.npy %S/Inputs/lowp/conv2d_f16_grouped_in1.npy --check %S/Inputs/lowp/conv2d_f16_grouped_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_bf16 --input %S/Inputs/lowp/conv2d_bf16_in0.npy %S/Inputs/lowp/conv2d_bf16_in1.npy --check %S/Inputs/lowp/conv2d_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_bf16_depthwise --input %S/Inputs/lowp/conv2d_bf16_depthwise_in0.npy %S/Inputs/lowp/conv2d_bf16_depthwise_in1.npy --check %S/Inputs/lowp/conv2d_bf16_depthwise_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_bf16_grouped --input %S/Inputs/lowp/conv2d_bf16_grouped_in0.npy %S/Inputs/lowp/conv2d_bf16_grouped_in1.npy --check %S/Inputs/lowp/conv2d_bf16_grouped_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv3d_f16 --input %S/Inputs/lowp/conv3d_f16_in0.npy %S/Inputs/lowp/conv3d_f16_in1.npy --check %S/Inputs/lowp/conv3d_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv3d_f16_grouped --input %S/Inputs/lowp/conv3d_f16_grouped_in0.npy %S/Inputs/lowp/conv3d_f16_grouped_in1.npy --check %S/Inputs/lowp/conv3d_f16_grouped_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv3d_bf16 --input %S/Inputs/lowp/conv3d_bf16_in0.npy %S/Inputs/lowp/conv3d_bf16_in1.npy --check %S/Inputs/lowp/conv3d_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv3d_bf16_grouped --input %S/Inputs/lowp/conv3d_bf16_grouped_in0.npy %S/Inputs/lowp/conv3d_bf16_grouped_in1.npy --check %S/Inputs/lowp/conv3d_bf16_grouped_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_transpose2d_f16 --input %S/Inputs/lowp/conv_transpose2d_f16_in0.npy %S/Inputs/lowp/conv_transpose2d_f16_in1.npy --check %S/Inputs/lowp/conv_transpose2d_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_transpose2d_bf16 --input %S/Inputs/lowp/conv_transpose2d_bf16_in0.npy %S/Inputs/lowp/conv_transpose2d_bf16_in1.npy --check %S/Inputs/lowp/conv_transpose2d_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_transpose3d_f16 --input %S/Inputs/lowp/conv_transpose3d_f16_in0.npy %S/Inputs/lowp/conv_transpose3d_f16_in1.npy --check %S/Inputs/lowp/conv_transpose3d_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_transpose3d_bf16 --input %S/Inputs/lowp/conv_transpose3d_bf16_in0.npy %S/Inputs/lowp/conv_transpose3d_bf16_in1.npy --check %S/Inputs/lowp/conv_transpose3d_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_f16 --input %S/Inputs/lowp/max_pool2d_f16_in0.npy --check %S/Inputs/lowp/max_pool2d_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_f16_pad --input %S/Inputs/lowp/max_pool2d_f16_pad_in0.npy --check %S/Inputs/lowp/max_pool2d_f16_pad_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_bf16 --input %S/Inputs/lowp/max_pool2d_bf16_in0.npy --check %S/Inputs/lowp/max_pool2d_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_bf16_pad --input %S/Inputs/lowp/max_pool2d_bf16_pad_in0.npy --check %S/Inputs/lowp/max_pool2d_bf16_pad_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool3d_f16 --input %S/Inputs/lowp/max_pool3d_f16_in0.npy --check %S/Inputs/lowp/max_pool3d_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool3d_bf16 --input %S/Inputs/lowp/max_pool3d_bf16_in0.npy --check %S/Inputs/lowp/max_pool3d_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry avg_pool2d_f16 --input %S/Inputs/lowp/avg_pool2d_f16_in0.npy --check %S/Inputs/lowp/avg_pool2d_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry avg_pool2d_f16_pad --input %S/Inputs/lowp/avg_pool2d_f16_pad_in0.npy --check %S/Inputs/lowp/avg_pool2d_f16_pad_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry avg_pool2d_bf16 --input %S/Inputs/lowp/avg_pool2d_bf16_in0.npy --check %S/Inputs/lowp/avg_pool2d_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry avg_pool2d_bf16_pad --input %S/Inputs/lowp/avg_pool2d_bf16_pad_in0.npy --check %S/Inputs/lowp/avg_pool2d_bf16_pad_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry avg_pool3d_f16 --input %S/Inputs/lowp/avg_pool3d_f16_in0.npy --check %S/Inputs/lowp/avg_pool3d_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry avg_pool3d_bf16 --input %S/Inputs/lowp/avg_pool3d_bf16_in0.npy --check %S/Inputs/lowp/avg_pool3d_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry global_avg_pool2d_f16 --input %S/Inputs/lowp/global_avg_pool2d_f16_in0.npy --check %S/Inputs/lowp/global_avg_pool2d_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry global_avg_pool2d_f16_long --input %S/Inputs/lowp/global_avg_pool2d_f16_long_in0.npy --check %S/Inputs/lowp/global_avg_pool2d_f16_long_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry global_avg_pool2d_bf16 --input %S/Inputs/lowp/global_avg_pool2d_bf16_in0.npy --check %S/Inputs/lowp/global_avg_pool2d_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry global_avg_pool2d_bf16_long --input %S/Inputs/lowp/global_avg_pool2d_bf16_long_in0.npy --check %S/Inputs/lowp/global_avg_pool2d_bf16_long_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @matmul_f16(%a0: tensor<4x6xf16>, %a1: tensor<6x5xf16>) -> tensor<4x5xf16> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<4x6xf16>, tensor<6x5xf16>) -> tensor<4x5xf16>
  return %0 : tensor<4x5xf16>
}

func.func @matmul_f16_tb(%a0: tensor<4x6xf16>, %a1: tensor<5x6xf16>) -> tensor<4x5xf16> {
  %0 = "nn.matmul"(%a0, %a1) {transpose_b = true} : (tensor<4x6xf16>, tensor<5x6xf16>) -> tensor<4x5xf16>
  return %0 : tensor<4x5xf16>
}

func.func @matmul_f16_long(%a0: tensor<2x4096xf16>, %a1: tensor<4096x2xf16>) -> tensor<2x2xf16> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<2x4096xf16>, tensor<4096x2xf16>) -> tensor<2x2xf16>
  return %0 : tensor<2x2xf16>
}

func.func @matmul_bf16(%a0: tensor<4x6xbf16>, %a1: tensor<6x5xbf16>) -> tensor<4x5xbf16> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<4x6xbf16>, tensor<6x5xbf16>) -> tensor<4x5xbf16>
  return %0 : tensor<4x5xbf16>
}

func.func @matmul_bf16_tb(%a0: tensor<4x6xbf16>, %a1: tensor<5x6xbf16>) -> tensor<4x5xbf16> {
  %0 = "nn.matmul"(%a0, %a1) {transpose_b = true} : (tensor<4x6xbf16>, tensor<5x6xbf16>) -> tensor<4x5xbf16>
  return %0 : tensor<4x5xbf16>
}

func.func @matmul_bf16_long(%a0: tensor<2x4096xbf16>, %a1: tensor<4096x2xbf16>) -> tensor<2x2xbf16> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<2x4096xbf16>, tensor<4096x2xbf16>) -> tensor<2x2xbf16>
  return %0 : tensor<2x2xbf16>
}

func.func @conv2d_f16(%a0: tensor<1x2x5x5xf16>, %a1: tensor<3x2x3x3xf16>) -> tensor<1x3x3x3xf16> {
  %0 = "nn.conv2d"(%a0, %a1) : (tensor<1x2x5x5xf16>, tensor<3x2x3x3xf16>) -> tensor<1x3x3x3xf16>
  return %0 : tensor<1x3x3x3xf16>
}

func.func @conv2d_f16_depthwise(%a0: tensor<1x2x4x4xf16>, %a1: tensor<2x1x3x3xf16>) -> tensor<1x2x2x2xf16> {
  %0 = "nn.conv2d"(%a0, %a1) {groups = 2 : i64} : (tensor<1x2x4x4xf16>, tensor<2x1x3x3xf16>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

func.func @conv2d_f16_grouped(%a0: tensor<1x4x4x4xf16>, %a1: tensor<4x2x3x3xf16>) -> tensor<1x4x2x2xf16> {
  %0 = "nn.conv2d"(%a0, %a1) {groups = 2 : i64} : (tensor<1x4x4x4xf16>, tensor<4x2x3x3xf16>) -> tensor<1x4x2x2xf16>
  return %0 : tensor<1x4x2x2xf16>
}

func.func @conv2d_bf16(%a0: tensor<1x2x5x5xbf16>, %a1: tensor<3x2x3x3xbf16>) -> tensor<1x3x3x3xbf16> {
  %0 = "nn.conv2d"(%a0, %a1) : (tensor<1x2x5x5xbf16>, tensor<3x2x3x3xbf16>) -> tensor<1x3x3x3xbf16>
  return %0 : tensor<1x3x3x3xbf16>
}

func.func @conv2d_bf16_depthwise(%a0: tensor<1x2x4x4xbf16>, %a1: tensor<2x1x3x3xbf16>) -> tensor<1x2x2x2xbf16> {
  %0 = "nn.conv2d"(%a0, %a1) {groups = 2 : i64} : (tensor<1x2x4x4xbf16>, tensor<2x1x3x3xbf16>) -> tensor<1x2x2x2xbf16>
  return %0 : tensor<1x2x2x2xbf16>
}

func.func @conv2d_bf16_grouped(%a0: tensor<1x4x4x4xbf16>, %a1: tensor<4x2x3x3xbf16>) -> tensor<1x4x2x2xbf16> {
  %0 = "nn.conv2d"(%a0, %a1) {groups = 2 : i64} : (tensor<1x4x4x4xbf16>, tensor<4x2x3x3xbf16>) -> tensor<1x4x2x2xbf16>
  return %0 : tensor<1x4x2x2xbf16>
}

func.func @conv3d_f16(%a0: tensor<1x2x4x4x3xf16>, %a1: tensor<3x2x2x3x2xf16>) -> tensor<1x3x4x3x2xf16> {
  %0 = "nn.conv3d"(%a0, %a1) {padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = 1 : i64} : (tensor<1x2x4x4x3xf16>, tensor<3x2x2x3x2xf16>) -> tensor<1x3x4x3x2xf16>
  return %0 : tensor<1x3x4x3x2xf16>
}

func.func @conv3d_f16_grouped(%a0: tensor<1x4x3x4x3xf16>, %a1: tensor<4x2x2x2x2xf16>) -> tensor<1x4x3x4x2xf16> {
  %0 = "nn.conv3d"(%a0, %a1) {padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = 2 : i64} : (tensor<1x4x3x4x3xf16>, tensor<4x2x2x2x2xf16>) -> tensor<1x4x3x4x2xf16>
  return %0 : tensor<1x4x3x4x2xf16>
}

func.func @conv3d_bf16(%a0: tensor<1x2x4x4x3xbf16>, %a1: tensor<3x2x2x3x2xbf16>) -> tensor<1x3x4x3x2xbf16> {
  %0 = "nn.conv3d"(%a0, %a1) {padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = 1 : i64} : (tensor<1x2x4x4x3xbf16>, tensor<3x2x2x3x2xbf16>) -> tensor<1x3x4x3x2xbf16>
  return %0 : tensor<1x3x4x3x2xbf16>
}

func.func @conv3d_bf16_grouped(%a0: tensor<1x4x3x4x3xbf16>, %a1: tensor<4x2x2x2x2xbf16>) -> tensor<1x4x3x4x2xbf16> {
  %0 = "nn.conv3d"(%a0, %a1) {padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = 2 : i64} : (tensor<1x4x3x4x3xbf16>, tensor<4x2x2x2x2xbf16>) -> tensor<1x4x3x4x2xbf16>
  return %0 : tensor<1x4x3x4x2xbf16>
}

func.func @conv_transpose2d_f16(%a0: tensor<1x4x3x3xf16>, %a1: tensor<4x2x2x2xf16>) -> tensor<1x4x5x5xf16> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 0, 0>, groups = 2 : i64} : (tensor<1x4x3x3xf16>, tensor<4x2x2x2xf16>) -> tensor<1x4x5x5xf16>
  return %0 : tensor<1x4x5x5xf16>
}

func.func @conv_transpose2d_bf16(%a0: tensor<1x4x3x3xbf16>, %a1: tensor<4x2x2x2xbf16>) -> tensor<1x4x5x5xbf16> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 0, 0>, groups = 2 : i64} : (tensor<1x4x3x3xbf16>, tensor<4x2x2x2xbf16>) -> tensor<1x4x5x5xbf16>
  return %0 : tensor<1x4x5x5xbf16>
}

func.func @conv_transpose3d_f16(%a0: tensor<1x4x3x3x3xf16>, %a1: tensor<4x2x2x2x2xf16>) -> tensor<1x4x5x5x5xf16> {
  %0 = "nn.conv_transpose3d"(%a0, %a1) {strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 1, 0, 0, 0>, groups = 2 : i64} : (tensor<1x4x3x3x3xf16>, tensor<4x2x2x2x2xf16>) -> tensor<1x4x5x5x5xf16>
  return %0 : tensor<1x4x5x5x5xf16>
}

func.func @conv_transpose3d_bf16(%a0: tensor<1x4x3x3x3xbf16>, %a1: tensor<4x2x2x2x2xbf16>) -> tensor<1x4x5x5x5xbf16> {
  %0 = "nn.conv_transpose3d"(%a0, %a1) {strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 1, 0, 0, 0>, groups = 2 : i64} : (tensor<1x4x3x3x3xbf16>, tensor<4x2x2x2x2xbf16>) -> tensor<1x4x5x5x5xbf16>
  return %0 : tensor<1x4x5x5x5xbf16>
}

func.func @max_pool2d_f16(%a0: tensor<1x2x4x6xf16>) -> tensor<1x2x2x3xf16> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x6xf16>) -> tensor<1x2x2x3xf16>
  return %0 : tensor<1x2x2x3xf16>
}

func.func @max_pool2d_f16_pad(%a0: tensor<1x2x5x5xf16>) -> tensor<1x2x3x3xf16> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xf16>) -> tensor<1x2x3x3xf16>
  return %0 : tensor<1x2x3x3xf16>
}

func.func @max_pool2d_bf16(%a0: tensor<1x2x4x6xbf16>) -> tensor<1x2x2x3xbf16> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x6xbf16>) -> tensor<1x2x2x3xbf16>
  return %0 : tensor<1x2x2x3xbf16>
}

func.func @max_pool2d_bf16_pad(%a0: tensor<1x2x5x5xbf16>) -> tensor<1x2x3x3xbf16> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xbf16>) -> tensor<1x2x3x3xbf16>
  return %0 : tensor<1x2x3x3xbf16>
}

func.func @max_pool3d_f16(%a0: tensor<1x2x4x5x4xf16>) -> tensor<1x2x2x3x2xf16> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 2, 3, 2>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 0, 0, 1, 1>} : (tensor<1x2x4x5x4xf16>) -> tensor<1x2x2x3x2xf16>
  return %0 : tensor<1x2x2x3x2xf16>
}

func.func @max_pool3d_bf16(%a0: tensor<1x2x4x5x4xbf16>) -> tensor<1x2x2x3x2xbf16> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 2, 3, 2>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 0, 0, 1, 1>} : (tensor<1x2x4x5x4xbf16>) -> tensor<1x2x2x3x2xbf16>
  return %0 : tensor<1x2x2x3x2xbf16>
}

func.func @avg_pool2d_f16(%a0: tensor<1x2x4x6xf16>) -> tensor<1x2x2x3xf16> {
  %0 = "nn.avg_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x6xf16>) -> tensor<1x2x2x3xf16>
  return %0 : tensor<1x2x2x3xf16>
}

func.func @avg_pool2d_f16_pad(%a0: tensor<1x2x5x5xf16>) -> tensor<1x2x3x3xf16> {
  %0 = "nn.avg_pool2d"(%a0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xf16>) -> tensor<1x2x3x3xf16>
  return %0 : tensor<1x2x3x3xf16>
}

func.func @avg_pool2d_bf16(%a0: tensor<1x2x4x6xbf16>) -> tensor<1x2x2x3xbf16> {
  %0 = "nn.avg_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x6xbf16>) -> tensor<1x2x2x3xbf16>
  return %0 : tensor<1x2x2x3xbf16>
}

func.func @avg_pool2d_bf16_pad(%a0: tensor<1x2x5x5xbf16>) -> tensor<1x2x3x3xbf16> {
  %0 = "nn.avg_pool2d"(%a0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xbf16>) -> tensor<1x2x3x3xbf16>
  return %0 : tensor<1x2x3x3xbf16>
}

func.func @avg_pool3d_f16(%a0: tensor<1x2x4x5x4xf16>) -> tensor<1x2x2x3x2xf16> {
  %0 = "nn.avg_pool3d"(%a0) {kernel = array<i64: 2, 3, 2>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 0, 0, 1, 1>} : (tensor<1x2x4x5x4xf16>) -> tensor<1x2x2x3x2xf16>
  return %0 : tensor<1x2x2x3x2xf16>
}

func.func @avg_pool3d_bf16(%a0: tensor<1x2x4x5x4xbf16>) -> tensor<1x2x2x3x2xbf16> {
  %0 = "nn.avg_pool3d"(%a0) {kernel = array<i64: 2, 3, 2>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 0, 0, 1, 1>} : (tensor<1x2x4x5x4xbf16>) -> tensor<1x2x2x3x2xbf16>
  return %0 : tensor<1x2x2x3x2xbf16>
}

func.func @global_avg_pool2d_f16(%a0: tensor<1x2x3x4xf16>) -> tensor<1x2x1x1xf16> {
  %0 = "nn.global_avg_pool2d"(%a0) : (tensor<1x2x3x4xf16>) -> tensor<1x2x1x1xf16>
  return %0 : tensor<1x2x1x1xf16>
}

func.func @global_avg_pool2d_f16_long(%a0: tensor<1x1x64x64xf16>) -> tensor<1x1x1x1xf16> {
  %0 = "nn.global_avg_pool2d"(%a0) : (tensor<1x1x64x64xf16>) -> tensor<1x1x1x1xf16>
  return %0 : tensor<1x1x1x1xf16>
}

func.func @global_avg_pool2d_bf16(%a0: tensor<1x2x3x4xbf16>) -> tensor<1x2x1x1xbf16> {
  %0 = "nn.global_avg_pool2d"(%a0) : (tensor<1x2x3x4xbf16>) -> tensor<1x2x1x1xbf16>
  return %0 : tensor<1x2x1x1xbf16>
}

func.func @global_avg_pool2d_bf16_long(%a0: tensor<1x1x64x64xbf16>) -> tensor<1x1x1x1xbf16> {
  %0 = "nn.global_avg_pool2d"(%a0) : (tensor<1x1x64x64xbf16>) -> tensor<1x1x1x1xbf16>
  return %0 : tensor<1x1x1x1xbf16>
}
