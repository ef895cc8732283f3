// Numerical tests of the linalg ops in integer (i8, i32, i64, i1) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry matmul_i8 --input %S/Inputs/int/matmul_i8_in0.npy %S/Inputs/int/matmul_i8_in1.npy --check %S/Inputs/int/matmul_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_i8_tb --input %S/Inputs/int/matmul_i8_tb_in0.npy %S/Inputs/int/matmul_i8_tb_in1.npy --check %S/Inputs/int/matmul_i8_tb_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_i32 --input %S/Inputs/int/matmul_i32_in0.npy %S/Inputs/int/matmul_i32_in1.npy --check %S/Inputs/int/matmul_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_i32_tb --input %S/Inputs/int/matmul_i32_tb_in0.npy %S/Inputs/int/matmul_i32_tb_in1.npy --check %S/Inputs/int/matmul_i32_tb_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_i64 --input %S/Inputs/int/matmul_i64_in0.npy %S/Inputs/int/matmul_i64_in1.npy --check %S/Inputs/int/matmul_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_i64_tb --input %S/Inputs/int/matmul_i64_tb_in0.npy %S/Inputs/int/matmul_i64_tb_in1.npy --check %S/Inputs/int/matmul_i64_tb_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_i8 --input %S/Inputs/int/conv2d_i8_in0.npy %S/Inputs/int/conv2d_i8_in1.npy --check %S/Inputs/int/conv2d_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_i8_depthwise --input %S/Inputs/int/conv2d_i8_depthwise_in0.npy %S/Inputs/int/conv2d_i8_depthwise_in1.npy --check %S/Inputs/int/conv2d_i8_depthwise_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_i8_grouped --input %S/Inputs/int/conv2d_i8_grouped_in0.npy %S/Inputs/int/conv2d_i8_grouped_in1.npy --check %S/Inputs/int/conv2d_i8_grouped_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_i32 --input %S/Inputs/int/conv2d_i32_in0.npy %S/Inputs/int/conv2d_i32_in1.npy --check %S/Inputs/int/conv2d_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_i32_depthwise --input %S/Inputs/int/conv2d_i32_depthwise_in0.npy %S/Inputs/int/conv2d_i32_depthwise_in1.npy --check %S/Inputs/int/conv2d_i32_depthwise_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_i32_grouped --input %S/Inputs/int/conv2d_i32_grouped_in0.npy %S/Inputs/int/conv2d_i32_grouped_in1.npy --check %S/Inputs/int/conv2d_i32_grouped_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_i64 --input %S/Inputs/int/conv2d_i64_in0.npy %S/Inputs/int/conv2d_i64_in1.npy --check %S/Inputs/int/conv2d_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_i64_depthwise --input %S/Inputs/int/conv2d_i64_depthwise_in0.npy %S/Inputs/int/conv2d_i64_depthwise_in1.npy --check %S/Inputs/int/conv2d_i64_depthwise_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_i64_grouped --input %S/Inputs/int/conv2d_i64_grouped_in0.npy %S/Inputs/int/conv2d_i64_grouped_in1.npy --check %S/Inputs/int/conv2d_i64_grouped_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv3d_i8 --input %S/Inputs/int/conv3d_i8_in0.npy %S/Inputs/int/conv3d_i8_in1.npy --check %S/Inputs/int/conv3d_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv3d_i8_grouped --input %S/Inputs/int/conv3d_i8_grouped_in0.npy %S/Inputs/int/conv3d_i8_grouped_in1.npy --check %S/Inputs/int/conv3d_i8_grouped_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv3d_i32 --input %S/Inputs/int/conv3d_i32_in0.npy %S/Inputs/int/conv3d_i32_in1.npy --check %S/Inputs/int/conv3d_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv3d_i32_grouped --input %S/Inputs/int/conv3d_i32_grouped_in0.npy %S/Inputs/int/conv3d_i32_grouped_in1.npy --check %S/Inputs/int/conv3d_i32_grouped_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv3d_i64 --input %S/Inputs/int/conv3d_i64_in0.npy %S/Inputs/int/conv3d_i64_in1.npy --check %S/Inputs/int/conv3d_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv3d_i64_grouped --input %S/Inputs/int/conv3d_i64_grouped_in0.npy %S/Inputs/int/conv3d_i64_grouped_in1.npy --check %S/Inputs/int/conv3d_i64_grouped_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_transpose2d_i8 --input %S/Inputs/int/conv_transpose2d_i8_in0.npy %S/Inputs/int/conv_transpose2d_i8_in1.npy --check %S/Inputs/int/conv_transpose2d_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_transpose2d_i32 --input %S/Inputs/int/conv_transpose2d_i32_in0.npy %S/Inputs/int/conv_transpose2d_i32_in1.npy --check %S/Inputs/int/conv_transpose2d_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_transpose2d_i64 --input %S/Inputs/int/conv_transpose2d_i64_in0.npy %S/Inputs/int/conv_transpose2d_i64_in1.npy --check %S/Inputs/int/conv_transpose2d_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_transpose3d_i8 --input %S/Inputs/int/conv_transpose3d_i8_in0.npy %S/Inputs/int/conv_transpose3d_i8_in1.npy --check %S/Inputs/int/conv_transpose3d_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_transpose3d_i32 --input %S/Inputs/int/conv_transpose3d_i32_in0.npy %S/Inputs/int/conv_transpose3d_i32_in1.npy --check %S/Inputs/int/conv_transpose3d_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_transpose3d_i64 --input %S/Inputs/int/conv_transpose3d_i64_in0.npy %S/Inputs/int/conv_transpose3d_i64_in1.npy --check %S/Inputs/int/conv_transpose3d_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_i8 --input %S/Inputs/int/max_pool2d_i8_in0.npy --check %S/Inputs/int/max_pool2d_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_i8_pad --input %S/Inputs/int/max_pool2d_i8_pad_in0.npy --check %S/Inputs/int/max_pool2d_i8_pad_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_i32 --input %S/Inputs/int/max_pool2d_i32_in0.npy --check %S/Inputs/int/max_pool2d_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_i32_pad --input %S/Inputs/int/max_pool2d_i32_pad_in0.npy --check %S/Inputs/int/max_pool2d_i32_pad_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_i64 --input %S/Inputs/int/max_pool2d_i64_in0.npy --check %S/Inputs/int/max_pool2d_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_i64_pad --input %S/Inputs/int/max_pool2d_i64_pad_in0.npy --check %S/Inputs/int/max_pool2d_i64_pad_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool3d_i8 --input %S/Inputs/int/max_pool3d_i8_in0.npy --check %S/Inputs/int/max_pool3d_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool3d_i32 --input %S/Inputs/int/max_pool3d_i32_in0.npy --check %S/Inputs/int/max_pool3d_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool3d_i64 --input %S/Inputs/int/max_pool3d_i64_in0.npy --check %S/Inputs/int/max_pool3d_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @matmul_i8(%a0: tensor<4x6xi8>, %a1: tensor<6x5xi8>) -> tensor<4x5xi8> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<4x6xi8>, tensor<6x5xi8>) -> tensor<4x5xi8>
  return %0 : tensor<4x5xi8>
}

func.func @matmul_i8_tb(%a0: tensor<4x6xi8>, %a1: tensor<5x6xi8>) -> tensor<4x5xi8> {
  %0 = "nn.matmul"(%a0, %a1) {transpose_b = true} : (tensor<4x6xi8>, tensor<5x6xi8>) -> tensor<4x5xi8>
  return %0 : tensor<4x5xi8>
}

func.func @matmul_i32(%a0: tensor<4x6xi32>, %a1: tensor<6x5xi32>) -> tensor<4x5xi32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<4x6xi32>, tensor<6x5xi32>) -> tensor<4x5xi32>
  return %0 : tensor<4x5xi32>
}

func.func @matmul_i32_tb(%a0: tensor<4x6xi32>, %a1: tensor<5x6xi32>) -> tensor<4x5xi32> {
  %0 = "nn.matmul"(%a0, %a1) {transpose_b = true} : (tensor<4x6xi32>, tensor<5x6xi32>) -> tensor<4x5xi32>
  return %0 : tensor<4x5xi32>
}

func.func @matmul_i64(%a0: tensor<4x6xi64>, %a1: tensor<6x5xi64>) -> tensor<4x5xi64> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<4x6xi64>, tensor<6x5xi64>) -> tensor<4x5xi64>
  return %0 : tensor<4x5xi64>
}

func.func @matmul_i64_tb(%a0: tensor<4x6xi64>, %a1: tensor<5x6xi64>) -> tensor<4x5xi64> {
  %0 = "nn.matmul"(%a0, %a1) {transpose_b = true} : (tensor<4x6xi64>, tensor<5x6xi64>) -> tensor<4x5xi64>
  return %0 : tensor<4x5xi64>
}

func.func @conv2d_i8(%a0: tensor<1x2x5x5xi8>, %a1: tensor<3x2x3x3xi8>) -> tensor<1x3x3x3xi8> {
  %0 = "nn.conv2d"(%a0, %a1) : (tensor<1x2x5x5xi8>, tensor<3x2x3x3xi8>) -> tensor<1x3x3x3xi8>
  return %0 : tensor<1x3x3x3xi8>
}

func.func @conv2d_i8_depthwise(%a0: tensor<1x2x4x4xi8>, %a1: tensor<2x1x3x3xi8>) -> tensor<1x2x2x2xi8> {
  %0 = "nn.conv2d"(%a0, %a1) {groups = 2 : i64} : (tensor<1x2x4x4xi8>, tensor<2x1x3x3xi8>) -> tensor<1x2x2x2xi8>
  return %0 : tensor<1x2x2x2xi8>
}

func.func @conv2d_i8_grouped(%a0: tensor<1x4x4x4xi8>, %a1: tensor<4x2x3x3xi8>) -> tensor<1x4x2x2xi8> {
  %0 = "nn.conv2d"(%a0, %a1) {groups = 2 : i64} : (tensor<1x4x4x4xi8>, tensor<4x2x3x3xi8>) -> tensor<1x4x2x2xi8>
  return %0 : tensor<1x4x2x2xi8>
}

func.func @conv2d_i32(%a0: tensor<1x2x5x5xi32>, %a1: tensor<3x2x3x3xi32>) -> tensor<1x3x3x3xi32> {
  %0 = "nn.conv2d"(%a0, %a1) : (tensor<1x2x5x5xi32>, tensor<3x2x3x3xi32>) -> tensor<1x3x3x3xi32>
  return %0 : tensor<1x3x3x3xi32>
}

func.func @conv2d_i32_depthwise(%a0: tensor<1x2x4x4xi32>, %a1: tensor<2x1x3x3xi32>) -> tensor<1x2x2x2xi32> {
  %0 = "nn.conv2d"(%a0, %a1) {groups = 2 : i64} : (tensor<1x2x4x4xi32>, tensor<2x1x3x3xi32>) -> tensor<1x2x2x2xi32>
  return %0 : tensor<1x2x2x2xi32>
}

func.func @conv2d_i32_grouped(%a0: tensor<1x4x4x4xi32>, %a1: tensor<4x2x3x3xi32>) -> tensor<1x4x2x2xi32> {
  %0 = "nn.conv2d"(%a0, %a1) {groups = 2 : i64} : (tensor<1x4x4x4xi32>, tensor<4x2x3x3xi32>) -> tensor<1x4x2x2xi32>
  return %0 : tensor<1x4x2x2xi32>
}

func.func @conv2d_i64(%a0: tensor<1x2x5x5xi64>, %a1: tensor<3x2x3x3xi64>) -> tensor<1x3x3x3xi64> {
  %0 = "nn.conv2d"(%a0, %a1) : (tensor<1x2x5x5xi64>, tensor<3x2x3x3xi64>) -> tensor<1x3x3x3xi64>
  return %0 : tensor<1x3x3x3xi64>
}

func.func @conv2d_i64_depthwise(%a0: tensor<1x2x4x4xi64>, %a1: tensor<2x1x3x3xi64>) -> tensor<1x2x2x2xi64> {
  %0 = "nn.conv2d"(%a0, %a1) {groups = 2 : i64} : (tensor<1x2x4x4xi64>, tensor<2x1x3x3xi64>) -> tensor<1x2x2x2xi64>
  return %0 : tensor<1x2x2x2xi64>
}

func.func @conv2d_i64_grouped(%a0: tensor<1x4x4x4xi64>, %a1: tensor<4x2x3x3xi64>) -> tensor<1x4x2x2xi64> {
  %0 = "nn.conv2d"(%a0, %a1) {groups = 2 : i64} : (tensor<1x4x4x4xi64>, tensor<4x2x3x3xi64>) -> tensor<1x4x2x2xi64>
  return %0 : tensor<1x4x2x2xi64>
}

func.func @conv3d_i8(%a0: tensor<1x2x4x4x3xi8>, %a1: tensor<3x2x2x3x2xi8>) -> tensor<1x3x4x3x2xi8> {
  %0 = "nn.conv3d"(%a0, %a1) {padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = 1 : i64} : (tensor<1x2x4x4x3xi8>, tensor<3x2x2x3x2xi8>) -> tensor<1x3x4x3x2xi8>
  return %0 : tensor<1x3x4x3x2xi8>
}

func.func @conv3d_i8_grouped(%a0: tensor<1x4x3x4x3xi8>, %a1: tensor<4x2x2x2x2xi8>) -> tensor<1x4x3x4x2xi8> {
  %0 = "nn.conv3d"(%a0, %a1) {padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = 2 : i64} : (tensor<1x4x3x4x3xi8>, tensor<4x2x2x2x2xi8>) -> tensor<1x4x3x4x2xi8>
  return %0 : tensor<1x4x3x4x2xi8>
}

func.func @conv3d_i32(%a0: tensor<1x2x4x4x3xi32>, %a1: tensor<3x2x2x3x2xi32>) -> tensor<1x3x4x3x2xi32> {
  %0 = "nn.conv3d"(%a0, %a1) {padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = 1 : i64} : (tensor<1x2x4x4x3xi32>, tensor<3x2x2x3x2xi32>) -> tensor<1x3x4x3x2xi32>
  return %0 : tensor<1x3x4x3x2xi32>
}

func.func @conv3d_i32_grouped(%a0: tensor<1x4x3x4x3xi32>, %a1: tensor<4x2x2x2x2xi32>) -> tensor<1x4x3x4x2xi32> {
  %0 = "nn.conv3d"(%a0, %a1) {padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = 2 : i64} : (tensor<1x4x3x4x3xi32>, tensor<4x2x2x2x2xi32>) -> tensor<1x4x3x4x2xi32>
  return %0 : tensor<1x4x3x4x2xi32>
}

func.func @conv3d_i64(%a0: tensor<1x2x4x4x3xi64>, %a1: tensor<3x2x2x3x2xi64>) -> tensor<1x3x4x3x2xi64> {
  %0 = "nn.conv3d"(%a0, %a1) {padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = 1 : i64} : (tensor<1x2x4x4x3xi64>, tensor<3x2x2x3x2xi64>) -> tensor<1x3x4x3x2xi64>
  return %0 : tensor<1x3x4x3x2xi64>
}

func.func @conv3d_i64_grouped(%a0: tensor<1x4x3x4x3xi64>, %a1: tensor<4x2x2x2x2xi64>) -> tensor<1x4x3x4x2xi64> {
  %0 = "nn.conv3d"(%a0, %a1) {padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = 2 : i64} : (tensor<1x4x3x4x3xi64>, tensor<4x2x2x2x2xi64>) -> tensor<1x4x3x4x2xi64>
  return %0 : tensor<1x4x3x4x2xi64>
}

func.func @conv_transpose2d_i8(%a0: tensor<1x4x3x3xi8>, %a1: tensor<4x2x2x2xi8>) -> tensor<1x4x5x5xi8> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 0, 0>, groups = 2 : i64} : (tensor<1x4x3x3xi8>, tensor<4x2x2x2xi8>) -> tensor<1x4x5x5xi8>
  return %0 : tensor<1x4x5x5xi8>
}

func.func @conv_transpose2d_i32(%a0: tensor<1x4x3x3xi32>, %a1: tensor<4x2x2x2xi32>) -> tensor<1x4x5x5xi32> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 0, 0>, groups = 2 : i64} : (tensor<1x4x3x3xi32>, tensor<4x2x2x2xi32>) -> tensor<1x4x5x5xi32>
  return %0 : tensor<1x4x5x5xi32>
}

func.func @conv_transpose2d_i64(%a0: tensor<1x4x3x3xi64>, %a1: tensor<4x2x2x2xi64>) -> tensor<1x4x5x5xi64> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 0, 0>, groups = 2 : i64} : (tensor<1x4x3x3xi64>, tensor<4x2x2x2xi64>) -> tensor<1x4x5x5xi64>
  return %0 : tensor<1x4x5x5xi64>
}

func.func @conv_transpose3d_i8(%a0: tensor<1x4x3x3x3xi8>, %a1: tensor<4x2x2x2x2xi8>) -> tensor<1x4x5x5x5xi8> {
  %0 = "nn.conv_transpose3d"(%a0, %a1) {strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 1, 0, 0, 0>, groups = 2 : i64} : (tensor<1x4x3x3x3xi8>, tensor<4x2x2x2x2xi8>) -> tensor<1x4x5x5x5xi8>
  return %0 : tensor<1x4x5x5x5xi8>
}

func.func @conv_transpose3d_i32(%a0: tensor<1x4x3x3x3xi32>, %a1: tensor<4x2x2x2x2xi32>) -> tensor<1x4x5x5x5xi32> {
  %0 = "nn.conv_transpose3d"(%a0, %a1) {strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 1, 0, 0, 0>, groups = 2 : i64} : (tensor<1x4x3x3x3xi32>, tensor<4x2x2x2x2xi32>) -> tensor<1x4x5x5x5xi32>
  return %0 : tensor<1x4x5x5x5xi32>
}

func.func @conv_transpose3d_i64(%a0: tensor<1x4x3x3x3xi64>, %a1: tensor<4x2x2x2x2xi64>) -> tensor<1x4x5x5x5xi64> {
  %0 = "nn.conv_transpose3d"(%a0, %a1) {strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 1, 0, 0, 0>, groups = 2 : i64} : (tensor<1x4x3x3x3xi64>, tensor<4x2x2x2x2xi64>) -> tensor<1x4x5x5x5xi64>
  return %0 : tensor<1x4x5x5x5xi64>
}

func.func @max_pool2d_i8(%a0: tensor<1x2x4x6xi8>) -> tensor<1x2x2x3xi8> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x6xi8>) -> tensor<1x2x2x3xi8>
  return %0 : tensor<1x2x2x3xi8>
}

func.func @max_pool2d_i8_pad(%a0: tensor<1x2x5x5xi8>) -> tensor<1x2x3x3xi8> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xi8>) -> tensor<1x2x3x3xi8>
  return %0 : tensor<1x2x3x3xi8>
}

func.func @max_pool2d_i32(%a0: tensor<1x2x4x6xi32>) -> tensor<1x2x2x3xi32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x6xi32>) -> tensor<1x2x2x3xi32>
  return %0 : tensor<1x2x2x3xi32>
}

func.func @max_pool2d_i32_pad(%a0: tensor<1x2x5x5xi32>) -> tensor<1x2x3x3xi32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xi32>) -> tensor<1x2x3x3xi32>
  return %0 : tensor<1x2x3x3xi32>
}

func.func @max_pool2d_i64(%a0: tensor<1x2x4x6xi64>) -> tensor<1x2x2x3xi64> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x6xi64>) -> tensor<1x2x2x3xi64>
  return %0 : tensor<1x2x2x3xi64>
}

func.func @max_pool2d_i64_pad(%a0: tensor<1x2x5x5xi64>) -> tensor<1x2x3x3xi64> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xi64>) -> tensor<1x2x3x3xi64>
  return %0 : tensor<1x2x3x3xi64>
}

func.func @max_pool3d_i8(%a0: tensor<1x2x4x5x4xi8>) -> tensor<1x2x2x3x2xi8> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 2, 3, 2>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 0, 0, 1, 1>} : (tensor<1x2x4x5x4xi8>) -> tensor<1x2x2x3x2xi8>
  return %0 : tensor<1x2x2x3x2xi8>
}

func.func @max_pool3d_i32(%a0: tensor<1x2x4x5x4xi32>) -> tensor<1x2x2x3x2xi32> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 2, 3, 2>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 0, 0, 1, 1>} : (tensor<1x2x4x5x4xi32>) -> tensor<1x2x2x3x2xi32>
  return %0 : tensor<1x2x2x3x2xi32>
}

func.func @max_pool3d_i64(%a0: tensor<1x2x4x5x4xi64>) -> tensor<1x2x2x3x2xi64> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 2, 3, 2>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 0, 0, 1, 1>} : (tensor<1x2x4x5x4xi64>) -> tensor<1x2x2x3x2xi64>
  return %0 : tensor<1x2x2x3x2xi64>
}
