// Numerical tests of the movement ops in integer (i8, i32, i64, i1) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry reshape_i8 --input %S/Inputs/int/reshape_i8_in0.npy --check %S/Inputs/int/reshape_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reshape_i32 --input %S/Inputs/int/reshape_i32_in0.npy --check %S/Inputs/int/reshape_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reshape_i64 --input %S/Inputs/int/reshape_i64_in0.npy --check %S/Inputs/int/reshape_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reshape_i1 --input %S/Inputs/int/reshape_i1_in0.npy --check %S/Inputs/int/reshape_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry transpose_i8 --input %S/Inputs/int/transpose_i8_in0.npy --check %S/Inputs/int/transpose_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry transpose_i32 --input %S/Inputs/int/transpose_i32_in0.npy --check %S/Inputs/int/transpose_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry transpose_i64 --input %S/Inputs/int/transpose_i64_in0.npy --check %S/Inputs/int/transpose_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry transpose_i1 --input %S/Inputs/int/transpose_i1_in0.npy --check %S/Inputs/int/transpose_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split_i8 --input %S/Inputs/int/split_i8_in0.npy --check %S/Inputs/int/split_i8_out0.npy %S/Inputs/int/split_i8_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split_i32 --input %S/Inputs/int/split_i32_in0.npy --check %S/Inputs/int/split_i32_out0.npy %S/Inputs/int/split_i32_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split_i64 --input %S/Inputs/int/split_i64_in0.npy --check %S/Inputs/int/split_i64_out0.npy %S/Inputs/int/split_i64_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split_i1 --input %S/Inputs/int/split_i1_in0.npy --check %S/Inputs/int/split_i1_out0.npy %S/Inputs/int/split_i1_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_i8 --input %S/Inputs/int/slice_i8_in0.npy --check %S/Inputs/int/slice_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_i32 --input %S/Inputs/int/slice_i32_in0.npy --check %S/Inputs/int/slice_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_i64 --input %S/Inputs/int/slice_i64_in0.npy --check %S/Inputs/int/slice_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_i1 --input %S/Inputs/int/slice_i1_in0.npy --check %S/Inputs/int/slice_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_i8 --input %S/Inputs/int/pad_i8_in0.npy --check %S/Inputs/int/pad_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_i32 --input %S/Inputs/int/pad_i32_in0.npy --check %S/Inputs/int/pad_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_i64 --input %S/Inputs/int/pad_i64_in0.npy --check %S/Inputs/int/pad_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_i1 --input %S/Inputs/int/pad_i1_in0.npy --check %S/Inputs/int/pad_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry broadcast_to_i8 --input %S/Inputs/int/broadcast_to_i8_in0.npy --check %S/Inputs/int/broadcast_to_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry broadcast_to_i32 --input %S/Inputs/int/broadcast_to_i32_in0.npy --check %S/Inputs/int/broadcast_to_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry broadcast_to_i64 --input %S/Inputs/int/broadcast_to_i64_in0.npy --check %S/Inputs/int/broadcast_to_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry broadcast_to_i1 --input %S/Inputs/int/broadcast_to_i1_in0.npy --check %S/Inputs/int/broadcast_to_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry squeeze_i8 --input %S/Inputs/int/squeeze_i8_in0.npy --check %S/Inputs/int/squeeze_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry squeeze_i32 --input %S/Inputs/int/squeeze_i32_in0.npy --check %S/Inputs/int/squeeze_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry squeeze_i64 --input %S/Inputs/int/squeeze_i64_in0.npy --check %S/Inputs/int/squeeze_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry squeeze_i1 --input %S/Inputs/int/squeeze_i1_in0.npy --check %S/Inputs/int/squeeze_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry unsqueeze_i8 --input %S/Inputs/int/unsqueeze_i8_in0.npy --check %S/Inputs/int/unsqueeze_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry unsqueeze_i32 --input %S/Inputs/int/unsqueeze_i32_in0.npy --check %S/Inputs/int/unsqueeze_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry unsqueeze_i64 --input %S/Inputs/int/unsqueeze_i64_in0.npy --check %S/Inputs/int/unsqueeze_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry unsqueeze_i1 --input %S/Inputs/int/unsqueeze_i1_in0.npy --check %S/Inputs/int/unsqueeze_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry flatten_i8 --input %S/Inputs/int/flatten_i8_in0.npy --check %S/Inputs/int/flatten_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry flatten_i32 --input %S/Inputs/int/flatten_i32_in0.npy --check %S/Inputs/int/flatten_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry flatten_i64 --input %S/Inputs/int/flatten_i64_in0.npy --check %S/Inputs/int/flatten_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry flatten_i1 --input %S/Inputs/int/flatten_i1_in0.npy --check %S/Inputs/int/flatten_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_i8 --input %S/Inputs/int/gather_i8_in0.npy %S/Inputs/int/gather_i8_in1.npy --check %S/Inputs/int/gather_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_i32 --input %S/Inputs/int/gather_i32_in0.npy %S/Inputs/int/gather_i32_in1.npy --check %S/Inputs/int/gather_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_i64 --input %S/Inputs/int/gather_i64_in0.npy %S/Inputs/int/gather_i64_in1.npy --check %S/Inputs/int/gather_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_i1 --input %S/Inputs/int/gather_i1_in0.npy %S/Inputs/int/gather_i1_in1.npy --check %S/Inputs/int/gather_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_i8 --input %S/Inputs/int/tril_i8_in0.npy --check %S/Inputs/int/tril_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_i32 --input %S/Inputs/int/tril_i32_in0.npy --check %S/Inputs/int/tril_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_i64 --input %S/Inputs/int/tril_i64_in0.npy --check %S/Inputs/int/tril_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_i1 --input %S/Inputs/int/tril_i1_in0.npy --check %S/Inputs/int/tril_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_i8 --input %S/Inputs/int/triu_i8_in0.npy --check %S/Inputs/int/triu_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_i32 --input %S/Inputs/int/triu_i32_in0.npy --check %S/Inputs/int/triu_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_i64 --input %S/Inputs/int/triu_i64_in0.npy --check %S/Inputs/int/triu_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_i1 --input %S/Inputs/int/triu_i1_in0.npy --check %S/Inputs/int/triu_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry concat_i8 --input %S/Inputs/int/concat_i8_in0.npy %S/Inputs/int/concat_i8_in1.npy --check %S/Inputs/int/concat_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry concat_i32 --input %S/Inputs/int/concat_i32_in0.npy %S/Inputs/int/concat_i32_in1.npy --check %S/Inputs/int/concat_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry concat_i64 --input %S/Inputs/int/concat_i64_in0.npy %S/Inputs/int/concat_i64_in1.npy --check %S/Inputs/int/concat_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry concat_i1 --input %S/Inputs/int/concat_i1_in0.npy %S/Inputs/int/concat_i1_in1.npy --check %S/Inputs/int/concat_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @reshape_i8(%a0: tensor<2x3x4xi8>) -> tensor<6x4xi8> {
  %0 = "nn.reshape"(%a0) : (tensor<2x3x4xi8>) -> tensor<6x4xi8>
  return %0 : tensor<6x4xi8>
}

func.func @reshape_i32(%a0: tensor<2x3x4xi32>) -> tensor<6x4xi32> {
  %0 = "nn.reshape"(%a0) : (tensor<2x3x4xi32>) -> tensor<6x4xi32>
  return %0 : tensor<6x4xi32>
}

func.func @reshape_i64(%a0: tensor<2x3x4xi64>) -> tensor<6x4xi64> {
  %0 = "nn.reshape"(%a0) : (tensor<2x3x4xi64>) -> tensor<6x4xi64>
  return %0 : tensor<6x4xi64>
}

func.func @reshape_i1(%a0: tensor<2x3x4xi1>) -> tensor<6x4xi1> {
  %0 = "nn.reshape"(%a0) : (tensor<2x3x4xi1>) -> tensor<6x4xi1>
  return %0 : tensor<6x4xi1>
}

func.func @transpose_i8(%a0: tensor<2x3x4xi8>) -> tensor<4x2x3xi8> {
  %0 = "nn.transpose"(%a0) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xi8>) -> tensor<4x2x3xi8>
  return %0 : tensor<4x2x3xi8>
}

func.func @transpose_i32(%a0: tensor<2x3x4xi32>) -> tensor<4x2x3xi32> {
  %0 = "nn.transpose"(%a0) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xi32>) -> tensor<4x2x3xi32>
  return %0 : tensor<4x2x3xi32>
}

func.func @transpose_i64(%a0: tensor<2x3x4xi64>) -> tensor<4x2x3xi64> {
  %0 = "nn.transpose"(%a0) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xi64>) -> tensor<4x2x3xi64>
  return %0 : tensor<4x2x3xi64>
}

func.func @transpose_i1(%a0: tensor<2x3x4xi1>) -> tensor<4x2x3xi1> {
  %0 = "nn.transpose"(%a0) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xi1>) -> tensor<4x2x3xi1>
  return %0 : tensor<4x2x3xi1>
}

func.func @split_i8(%a0: tensor<4x3xi8>) -> (tensor<2x3xi8>, tensor<2x3xi8>) {
  %0:2 = "nn.split"(%a0) {axis = 0 : i64} : (tensor<4x3xi8>) -> (tensor<2x3xi8>, tensor<2x3xi8>)
  return %0#0, %0#1 : tensor<2x3xi8>, tensor<2x3xi8>
}

func.func @split_i32(%a0: tensor<4x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>) {
  %0:2 = "nn.split"(%a0) {axis = 0 : i64} : (tensor<4x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>)
  return %0#0, %0#1 : tensor<2x3xi32>, tensor<2x3xi32>
}

func.func @split_i64(%a0: tensor<4x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>) {
  %0:2 = "nn.split"(%a0) {axis = 0 : i64} : (tensor<4x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
  return %0#0, %0#1 : tensor<2x3xi64>, tensor<2x3xi64>
}

func.func @split_i1(%a0: tensor<4x3xi1>) -> (tensor<2x3xi1>, tensor<2x3xi1>) {
  %0:2 = "nn.split"(%a0) {axis = 0 : i64} : (tensor<4x3xi1>) -> (tensor<2x3xi1>, tensor<2x3xi1>)
  return %0#0, %0#1 : tensor<2x3xi1>, tensor<2x3xi1>
}

func.func @slice_i8(%a0: tensor<4x5xi8>) -> tensor<3x3xi8> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: 1, 0>, steps = array<i64: 1, 2>} : (tensor<4x5xi8>) -> tensor<3x3xi8>
  return %0 : tensor<3x3xi8>
}

func.func @slice_i32(%a0: tensor<4x5xi32>) -> tensor<3x3xi32> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: 1, 0>, steps = array<i64: 1, 2>} : (tensor<4x5xi32>) -> tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}

func.func @slice_i64(%a0: tensor<4x5xi64>) -> tensor<3x3xi64> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: 1, 0>, steps = array<i64: 1, 2>} : (tensor<4x5xi64>) -> tensor<3x3xi64>
  return %0 : tensor<3x3xi64>
}

func.func @slice_i1(%a0: tensor<4x5xi1>) -> tensor<3x3xi1> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: 1, 0>, steps = array<i64: 1, 2>} : (tensor<4x5xi1>) -> tensor<3x3xi1>
  return %0 : tensor<3x3xi1>
}

func.func @pad_i8(%a0: tensor<3x4xi8>) -> tensor<4x6xi8> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 1, 0, 0, 2>, value = 2.000000e+00 : f32} : (tensor<3x4xi8>) -> tensor<4x6xi8>
  return %0 : tensor<4x6xi8>
}

func.func @pad_i32(%a0: tensor<3x4xi32>) -> tensor<4x6xi32> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 1, 0, 0, 2>, value = 2.000000e+00 : f32} : (tensor<3x4xi32>) -> tensor<4x6xi32>
  return %0 : tensor<4x6xi32>
}

func.func @pad_i64(%a0: tensor<3x4xi64>) -> tensor<4x6xi64> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 1, 0, 0, 2>, value = 2.000000e+00 : f32} : (tensor<3x4xi64>) -> tensor<4x6xi64>
  return %0 : tensor<4x6xi64>
}

func.func @pad_i1(%a0: tensor<3x4xi1>) -> tensor<4x6xi1> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 1, 0, 0, 2>} : (tensor<3x4xi1>) -> tensor<4x6xi1>
  return %0 : tensor<4x6xi1>
}

func.func @broadcast_to_i8(%a0: tensor<3x1xi8>) -> tensor<2x3x4xi8> {
  %0 = "nn.broadcast_to"(%a0) : (tensor<3x1xi8>) -> tensor<2x3x4xi8>
  return %0 : tensor<2x3x4xi8>
}

func.func @broadcast_to_i32(%a0: tensor<3x1xi32>) -> tensor<2x3x4xi32> {
  %0 = "nn.broadcast_to"(%a0) : (tensor<3x1xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

func.func @broadcast_to_i64(%a0: tensor<3x1xi64>) -> tensor<2x3x4xi64> {
  %0 = "nn.broadcast_to"(%a0) : (tensor<3x1xi64>) -> tensor<2x3x4xi64>
  return %0 : tensor<2x3x4xi64>
}

func.func @broadcast_to_i1(%a0: tensor<3x1xi1>) -> tensor<2x3x4xi1> {
  %0 = "nn.broadcast_to"(%a0) : (tensor<3x1xi1>) -> tensor<2x3x4xi1>
  return %0 : tensor<2x3x4xi1>
}

func.func @squeeze_i8(%a0: tensor<1x3x4xi8>) -> tensor<3x4xi8> {
  %0 = "nn.squeeze"(%a0) {axes = array<i64: 0>} : (tensor<1x3x4xi8>) -> tensor<3x4xi8>
  return %0 : tensor<3x4xi8>
}

func.func @squeeze_i32(%a0: tensor<1x3x4xi32>) -> tensor<3x4xi32> {
  %0 = "nn.squeeze"(%a0) {axes = array<i64: 0>} : (tensor<1x3x4xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

func.func @squeeze_i64(%a0: tensor<1x3x4xi64>) -> tensor<3x4xi64> {
  %0 = "nn.squeeze"(%a0) {axes = array<i64: 0>} : (tensor<1x3x4xi64>) -> tensor<3x4xi64>
  return %0 : tensor<3x4xi64>
}

func.func @squeeze_i1(%a0: tensor<1x3x4xi1>) -> tensor<3x4xi1> {
  %0 = "nn.squeeze"(%a0) {axes = array<i64: 0>} : (tensor<1x3x4xi1>) -> tensor<3x4xi1>
  return %0 : tensor<3x4xi1>
}

func.func @unsqueeze_i8(%a0: tensor<3x4xi8>) -> tensor<3x1x4xi8> {
  %0 = "nn.unsqueeze"(%a0) {axes = array<i64: 1>} : (tensor<3x4xi8>) -> tensor<3x1x4xi8>
  return %0 : tensor<3x1x4xi8>
}

func.func @unsqueeze_i32(%a0: tensor<3x4xi32>) -> tensor<3x1x4xi32> {
  %0 = "nn.unsqueeze"(%a0) {axes = array<i64: 1>} : (tensor<3x4xi32>) -> tensor<3x1x4xi32>
  return %0 : tensor<3x1x4xi32>
}

func.func @unsqueeze_i64(%a0: tensor<3x4xi64>) -> tensor<3x1x4xi64> {
  %0 = "nn.unsqueeze"(%a0) {axes = array<i64: 1>} : (tensor<3x4xi64>) -> tensor<3x1x4xi64>
  return %0 : tensor<3x1x4xi64>
}

func.func @unsqueeze_i1(%a0: tensor<3x4xi1>) -> tensor<3x1x4xi1> {
  %0 = "nn.unsqueeze"(%a0) {axes = array<i64: 1>} : (tensor<3x4xi1>) -> tensor<3x1x4xi1>
  return %0 : tensor<3x1x4xi1>
}

func.func @flatten_i8(%a0: tensor<2x3x4xi8>) -> tensor<2x12xi8> {
  %0 = "nn.flatten"(%a0) : (tensor<2x3x4xi8>) -> tensor<2x12xi8>
  return %0 : tensor<2x12xi8>
}

func.func @flatten_i32(%a0: tensor<2x3x4xi32>) -> tensor<2x12xi32> {
  %0 = "nn.flatten"(%a0) : (tensor<2x3x4xi32>) -> tensor<2x12xi32>
  return %0 : tensor<2x12xi32>
}

func.func @flatten_i64(%a0: tensor<2x3x4xi64>) -> tensor<2x12xi64> {
  %0 = "nn.flatten"(%a0) : (tensor<2x3x4xi64>) -> tensor<2x12xi64>
  return %0 : tensor<2x12xi64>
}

func.func @flatten_i1(%a0: tensor<2x3x4xi1>) -> tensor<2x12xi1> {
  %0 = "nn.flatten"(%a0) : (tensor<2x3x4xi1>) -> tensor<2x12xi1>
  return %0 : tensor<2x12xi1>
}

func.func @gather_i8(%a0: tensor<5x3xi8>, %a1: tensor<2x2xi64>) -> tensor<2x2x3xi8> {
  %0 = "nn.gather"(%a0, %a1) {axis = 0 : i64} : (tensor<5x3xi8>, tensor<2x2xi64>) -> tensor<2x2x3xi8>
  return %0 : tensor<2x2x3xi8>
}

func.func @gather_i32(%a0: tensor<5x3xi32>, %a1: tensor<2x2xi64>) -> tensor<2x2x3xi32> {
  %0 = "nn.gather"(%a0, %a1) {axis = 0 : i64} : (tensor<5x3xi32>, tensor<2x2xi64>) -> tensor<2x2x3xi32>
  return %0 : tensor<2x2x3xi32>
}

func.func @gather_i64(%a0: tensor<5x3xi64>, %a1: tensor<2x2xi64>) -> tensor<2x2x3xi64> {
  %0 = "nn.gather"(%a0, %a1) {axis = 0 : i64} : (tensor<5x3xi64>, tensor<2x2xi64>) -> tensor<2x2x3xi64>
  return %0 : tensor<2x2x3xi64>
}

func.func @gather_i1(%a0: tensor<5x3xi1>, %a1: tensor<2x2xi64>) -> tensor<2x2x3xi1> {
  %0 = "nn.gather"(%a0, %a1) {axis = 0 : i64} : (tensor<5x3xi1>, tensor<2x2xi64>) -> tensor<2x2x3xi1>
  return %0 : tensor<2x2x3xi1>
}

func.func @tril_i8(%a0: tensor<2x3x4xi8>) -> tensor<2x3x4xi8> {
  %0 = "nn.tril"(%a0) : (tensor<2x3x4xi8>) -> tensor<2x3x4xi8>
  return %0 : tensor<2x3x4xi8>
}

func.func @tril_i32(%a0: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = "nn.tril"(%a0) : (tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

func.func @tril_i64(%a0: tensor<2x3x4xi64>) -> tensor<2x3x4xi64> {
  %0 = "nn.tril"(%a0) : (tensor<2x3x4xi64>) -> tensor<2x3x4xi64>
  return %0 : tensor<2x3x4xi64>
}

func.func @tril_i1(%a0: tensor<2x3x4xi1>) -> tensor<2x3x4xi1> {
  %0 = "nn.tril"(%a0) : (tensor<2x3x4xi1>) -> tensor<2x3x4xi1>
  return %0 : tensor<2x3x4xi1>
}

func.func @triu_i8(%a0: tensor<3x4xi8>) -> tensor<3x4xi8> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<3x4xi8>) -> tensor<3x4xi8>
  return %0 : tensor<3x4xi8>
}

func.func @triu_i32(%a0: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<3x4xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

func.func @triu_i64(%a0: tensor<3x4xi64>) -> tensor<3x4xi64> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<3x4xi64>) -> tensor<3x4xi64>
  return %0 : tensor<3x4xi64>
}

func.func @triu_i1(%a0: tensor<3x4xi1>) -> tensor<3x4xi1> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<3x4xi1>) -> tensor<3x4xi1>
  return %0 : tensor<3x4xi1>
}

func.func @concat_i8(%a0: tensor<2x3xi8>, %a1: tensor<1x3xi8>) -> tensor<3x3xi8> {
  %0 = "tensor.concat"(%a0, %a1) {dim = 0 : i64} : (tensor<2x3xi8>, tensor<1x3xi8>) -> tensor<3x3xi8>
  return %0 : tensor<3x3xi8>
}

func.func @concat_i32(%a0: tensor<2x3xi32>, %a1: tensor<1x3xi32>) -> tensor<3x3xi32> {
  %0 = "tensor.concat"(%a0, %a1) {dim = 0 : i64} : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}

func.func @concat_i64(%a0: tensor<2x3xi64>, %a1: tensor<1x3xi64>) -> tensor<3x3xi64> {
  %0 = "tensor.concat"(%a0, %a1) {dim = 0 : i64} : (tensor<2x3xi64>, tensor<1x3xi64>) -> tensor<3x3xi64>
  return %0 : tensor<3x3xi64>
}

func.func @concat_i1(%a0: tensor<2x3xi1>, %a1: tensor<1x3xi1>) -> tensor<3x3xi1> {
  %0 = "tensor.concat"(%a0, %a1) {dim = 0 : i64} : (tensor<2x3xi1>, tensor<1x3xi1>) -> tensor<3x3xi1>
  return %0 : tensor<3x3xi1>
}
