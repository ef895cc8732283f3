// Numerical tests of the linalg ops in i16 and unsigned integer (ui8 ... ui64) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry matmul_i16 --input %S/Inputs/int-ext/matmul_i16_in0.npy %S/Inputs/int-ext/matmul_i16_in1.npy --check %S/Inputs/int-ext/matmul_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_i16_tb --input %S/Inputs/int-ext/matmul_i16_tb_in0.npy %S/Inputs/int-ext/matmul_i16_tb_in1.npy --check %S/Inputs/int-ext/matmul_i16_tb_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_i16 --input %S/Inputs/int-ext/conv2d_i16_in0.npy %S/Inputs/int-ext/conv2d_i16_in1.npy --check %S/Inputs/int-ext/conv2d_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_i16_depthwise --input %S/Inputs/int-ext/conv2d_i16_depthwise_in0.npy %S/Inputs/int-ext/conv2d_i16_depthwise_in1.npy --check %S/Inputs/int-ext/conv2d_i16_depthwise_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv2d_i16_grouped --input %S/Inputs/int-ext/conv2d_i16_grouped_in0.npy %S/Inputs/int-ext/conv2d_i16_grouped_in1.npy --check %S/Inputs/int-ext/conv2d_i16_grouped_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv3d_i16 --input %S/Inputs/int-ext/conv3d_i16_in0.npy %S/Inputs/int-ext/conv3d_i16_in1.npy --check %S/Inputs/int-ext/conv3d_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv3d_i16_grouped --input %S/Inputs/int-ext/conv3d_i16_grouped_in0.npy %S/Inputs/int-ext/conv3d_i16_grouped_in1.npy --check %S/Inputs/int-ext/conv3d_i16_grouped_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_transpose2d_i16 --input %S/Inputs/int-ext/conv_transpose2d_i16_in0.npy %S/Inputs/int-ext/conv_transpose2d_i16_in1.npy --check %S/Inputs/int-ext/conv_transpose2d_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_transpose3d_i16 --input %S/Inputs/int-ext/conv_transpose3d_i16_in0.npy %S/Inputs/int-ext/conv_transpose3d_i16_in1.npy --check %S/Inputs/int-ext/conv_transpose3d_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_i16 --input %S/Inputs/int-ext/max_pool2d_i16_in0.npy --check %S/Inputs/int-ext/max_pool2d_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_i16_pad --input %S/Inputs/int-ext/max_pool2d_i16_pad_in0.npy --check %S/Inputs/int-ext/max_pool2d_i16_pad_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_ui8 --input %S/Inputs/int-ext/max_pool2d_ui8_in0.npy --check %S/Inputs/int-ext/max_pool2d_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_ui8_pad --input %S/Inputs/int-ext/max_pool2d_ui8_pad_in0.npy --check %S/Inputs/int-ext/max_pool2d_ui8_pad_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_ui16 --input %S/Inputs/int-ext/max_pool2d_ui16_in0.npy --check %S/Inputs/int-ext/max_pool2d_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_ui16_pad --input %S/Inputs/int-ext/max_pool2d_ui16_pad_in0.npy --check %S/Inputs/int-ext/max_pool2d_ui16_pad_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_ui32 --input %S/Inputs/int-ext/max_pool2d_ui32_in0.npy --check %S/Inputs/int-ext/max_pool2d_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_ui32_pad --input %S/Inputs/int-ext/max_pool2d_ui32_pad_in0.npy --check %S/Inputs/int-ext/max_pool2d_ui32_pad_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_ui64 --input %S/Inputs/int-ext/max_pool2d_ui64_in0.npy --check %S/Inputs/int-ext/max_pool2d_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool2d_ui64_pad --input %S/Inputs/int-ext/max_pool2d_ui64_pad_in0.npy --check %S/Inputs/int-ext/max_pool2d_ui64_pad_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry max_pool3d_i16 --input %S/Inputs/int-ext/max_pool3d_i16_in0.npy --check %S/Inputs/int-ext/max_pool3d_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @matmul_i16(%a0: tensor<4x6xi16>, %a1: tensor<6x5xi16>) -> tensor<4x5xi16> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<4x6xi16>, tensor<6x5xi16>) -> tensor<4x5xi16>
  return %0 : tensor<4x5xi16>
}

func.func @matmul_i16_tb(%a0: tensor<4x6xi16>, %a1: tensor<5x6xi16>) -> tensor<4x5xi16> {
  %0 = "nn.matmul"(%a0, %a1) {transpose_b = true} : (tensor<4x6xi16>, tensor<5x6xi16>) -> tensor<4x5xi16>
  return %0 : tensor<4x5xi16>
}

func.func @conv2d_i16(%a0: tensor<1x2x5x5xi16>, %a1: tensor<3x2x3x3xi16>) -> tensor<1x3x3x3xi16> {
  %0 = "nn.conv2d"(%a0, %a1) : (tensor<1x2x5x5xi16>, tensor<3x2x3x3xi16>) -> tensor<1x3x3x3xi16>
  return %0 : tensor<1x3x3x3xi16>
}

func.func @conv2d_i16_depthwise(%a0: tensor<1x2x4x4xi16>, %a1: tensor<2x1x3x3xi16>) -> tensor<1x2x2x2xi16> {
  %0 = "nn.conv2d"(%a0, %a1) {groups = 2 : i64} : (tensor<1x2x4x4xi16>, tensor<2x1x3x3xi16>) -> tensor<1x2x2x2xi16>
  return %0 : tensor<1x2x2x2xi16>
}

func.func @conv2d_i16_grouped(%a0: tensor<1x4x4x4xi16>, %a1: tensor<4x2x3x3xi16>) -> tensor<1x4x2x2xi16> {
  %0 = "nn.conv2d"(%a0, %a1) {groups = 2 : i64} : (tensor<1x4x4x4xi16>, tensor<4x2x3x3xi16>) -> tensor<1x4x2x2xi16>
  return %0 : tensor<1x4x2x2xi16>
}

func.func @conv3d_i16(%a0: tensor<1x2x4x4x3xi16>, %a1: tensor<3x2x2x3x2xi16>) -> tensor<1x3x4x3x2xi16> {
  %0 = "nn.conv3d"(%a0, %a1) {padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = 1 : i64} : (tensor<1x2x4x4x3xi16>, tensor<3x2x2x3x2xi16>) -> tensor<1x3x4x3x2xi16>
  return %0 : tensor<1x3x4x3x2xi16>
}

func.func @conv3d_i16_grouped(%a0: tensor<1x4x3x4x3xi16>, %a1: tensor<4x2x2x2x2xi16>) -> tensor<1x4x3x4x2xi16> {
  %0 = "nn.conv3d"(%a0, %a1) {padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = 2 : i64} : (tensor<1x4x3x4x3xi16>, tensor<4x2x2x2x2xi16>) -> tensor<1x4x3x4x2xi16>
  return %0 : tensor<1x4x3x4x2xi16>
}

func.func @conv_transpose2d_i16(%a0: tensor<1x4x3x3xi16>, %a1: tensor<4x2x2x2xi16>) -> tensor<1x4x5x5xi16> {
  %0 = "nn.conv_transpose2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 0, 0>, groups = 2 : i64} : (tensor<1x4x3x3xi16>, tensor<4x2x2x2xi16>) -> tensor<1x4x5x5xi16>
  return %0 : tensor<1x4x5x5xi16>
}

func.func @conv_transpose3d_i16(%a0: tensor<1x4x3x3x3xi16>, %a1: tensor<4x2x2x2x2xi16>) -> tensor<1x4x5x5x5xi16> {
  %0 = "nn.conv_transpose3d"(%a0, %a1) {strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 1, 0, 0, 0>, groups = 2 : i64} : (tensor<1x4x3x3x3xi16>, tensor<4x2x2x2x2xi16>) -> tensor<1x4x5x5x5xi16>
  return %0 : tensor<1x4x5x5x5xi16>
}

func.func @max_pool2d_i16(%a0: tensor<1x2x4x6xi16>) -> tensor<1x2x2x3xi16> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x6xi16>) -> tensor<1x2x2x3xi16>
  return %0 : tensor<1x2x2x3xi16>
}

func.func @max_pool2d_i16_pad(%a0: tensor<1x2x5x5xi16>) -> tensor<1x2x3x3xi16> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xi16>) -> tensor<1x2x3x3xi16>
  return %0 : tensor<1x2x3x3xi16>
}

func.func @max_pool2d_ui8(%a0: tensor<1x2x4x6xui8>) -> tensor<1x2x2x3xui8> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x6xui8>) -> tensor<1x2x2x3xui8>
  return %0 : tensor<1x2x2x3xui8>
}

func.func @max_pool2d_ui8_pad(%a0: tensor<1x2x5x5xui8>) -> tensor<1x2x3x3xui8> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xui8>) -> tensor<1x2x3x3xui8>
  return %0 : tensor<1x2x3x3xui8>
}

func.func @max_pool2d_ui16(%a0: tensor<1x2x4x6xui16>) -> tensor<1x2x2x3xui16> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x6xui16>) -> tensor<1x2x2x3xui16>
  return %0 : tensor<1x2x2x3xui16>
}

func.func @max_pool2d_ui16_pad(%a0: tensor<1x2x5x5xui16>) -> tensor<1x2x3x3xui16> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xui16>) -> tensor<1x2x3x3xui16>
  return %0 : tensor<1x2x3x3xui16>
}

func.func @max_pool2d_ui32(%a0: tensor<1x2x4x6xui32>) -> tensor<1x2x2x3xui32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x6xui32>) -> tensor<1x2x2x3xui32>
  return %0 : tensor<1x2x2x3xui32>
}

func.func @max_pool2d_ui32_pad(%a0: tensor<1x2x5x5xui32>) -> tensor<1x2x3x3xui32> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xui32>) -> tensor<1x2x3x3xui32>
  return %0 : tensor<1x2x3x3xui32>
}

func.func @max_pool2d_ui64(%a0: tensor<1x2x4x6xui64>) -> tensor<1x2x2x3xui64> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x6xui64>) -> tensor<1x2x2x3xui64>
  return %0 : tensor<1x2x2x3xui64>
}

func.func @max_pool2d_ui64_pad(%a0: tensor<1x2x5x5xui64>) -> tensor<1x2x3x3xui64> {
  %0 = "nn.max_pool2d"(%a0) {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xui64>) -> tensor<1x2x3x3xui64>
  return %0 : tensor<1x2x3x3xui64>
}

func.func @max_pool3d_i16(%a0: tensor<1x2x4x5x4xi16>) -> tensor<1x2x2x3x2xi16> {
  %0 = "nn.max_pool3d"(%a0) {kernel = array<i64: 2, 3, 2>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 0, 0, 1, 1>} : (tensor<1x2x4x5x4xi16>) -> tensor<1x2x2x3x2xi16>
  return %0 : tensor<1x2x2x3x2xi16>
}
