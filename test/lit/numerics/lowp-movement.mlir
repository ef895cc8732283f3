// Numerical tests of the movement ops in f16 and bf16 on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry reshape_f16 --input %S/Inputs/lowp/reshape_f16_in0.npy --check %S/Inputs/lowp/reshape_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reshape_bf16 --input %S/Inputs/lowp/reshape_bf16_in0.npy --check %S/Inputs/lowp/reshape_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry transpose_f16 --input %S/Inputs/lowp/transpose_f16_in0.npy --check %S/Inputs/lowp/transpose_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry transpose_bf16 --input %S/Inputs/lowp/transpose_bf16_in0.npy --check %S/Inputs/lowp/transpose_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split_f16 --input %S/Inputs/lowp/split_f16_in0.npy --check %S/Inputs/lowp/split_f16_out0.npy %S/Inputs/lowp/split_f16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split_bf16 --input %S/Inputs/lowp/split_bf16_in0.npy --check %S/Inputs/lowp/split_bf16_out0.npy %S/Inputs/lowp/split_bf16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_f16 --input %S/Inputs/lowp/slice_f16_in0.npy --check %S/Inputs/lowp/slice_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_bf16 --input %S/Inputs/lowp/slice_bf16_in0.npy --check %S/Inputs/lowp/slice_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_f16 --input %S/Inputs/lowp/pad_f16_in0.npy --check %S/Inputs/lowp/pad_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_bf16 --input %S/Inputs/lowp/pad_bf16_in0.npy --check %S/Inputs/lowp/pad_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry broadcast_to_f16 --input %S/Inputs/lowp/broadcast_to_f16_in0.npy --check %S/Inputs/lowp/broadcast_to_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry broadcast_to_bf16 --input %S/Inputs/lowp/broadcast_to_bf16_in0.npy --check %S/Inputs/lowp/broadcast_to_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry squeeze_f16 --input %S/Inputs/lowp/squeeze_f16_in0.npy --check %S/Inputs/lowp/squeeze_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry squeeze_bf16 --input %S/Inputs/lowp/squeeze_bf16_in0.npy --check %S/Inputs/lowp/squeeze_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry unsqueeze_f16 --input %S/Inputs/lowp/unsqueeze_f16_in0.npy --check %S/Inputs/lowp/unsqueeze_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry unsqueeze_bf16 --input %S/Inputs/lowp/unsqueeze_bf16_in0.npy --check %S/Inputs/lowp/unsqueeze_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry flatten_f16 --input %S/Inputs/lowp/flatten_f16_in0.npy --check %S/Inputs/lowp/flatten_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry flatten_bf16 --input %S/Inputs/lowp/flatten_bf16_in0.npy --check %S/Inputs/lowp/flatten_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_f16 --input %S/Inputs/lowp/gather_f16_in0.npy %S/Inputs/lowp/gather_f16_in1.npy --check %S/Inputs/lowp/gather_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_bf16 --input %S/Inputs/lowp/gather_bf16_in0.npy %S/Inputs/lowp/gather_bf16_in1.npy --check %S/Inputs/lowp/gather_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_f16 --input %S/Inputs/lowp/tril_f16_in0.npy --check %S/Inputs/lowp/tril_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_bf16 --input %S/Inputs/lowp/tril_bf16_in0.npy --check %S/Inputs/lowp/tril_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_f16 --input %S/Inputs/lowp/triu_f16_in0.npy --check %S/Inputs/lowp/triu_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_bf16 --input %S/Inputs/lowp/triu_bf16_in0.npy --check %S/Inputs/lowp/triu_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry concat_f16 --input %S/Inputs/lowp/concat_f16_in0.npy %S/Inputs/lowp/concat_f16_in1.npy --check %S/Inputs/lowp/concat_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry concat_bf16 --input %S/Inputs/lowp/concat_bf16_in0.npy %S/Inputs/lowp/concat_bf16_in1.npy --check %S/Inputs/lowp/concat_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @reshape_f16(%a0: tensor<2x3x4xf16>) -> tensor<6x4xf16> {
  %0 = "nn.reshape"(%a0) : (tensor<2x3x4xf16>) -> tensor<6x4xf16>
  return %0 : tensor<6x4xf16>
}

func.func @reshape_bf16(%a0: tensor<2x3x4xbf16>) -> tensor<6x4xbf16> {
  %0 = "nn.reshape"(%a0) : (tensor<2x3x4xbf16>) -> tensor<6x4xbf16>
  return %0 : tensor<6x4xbf16>
}

func.func @transpose_f16(%a0: tensor<2x3x4xf16>) -> tensor<4x2x3xf16> {
  %0 = "nn.transpose"(%a0) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xf16>) -> tensor<4x2x3xf16>
  return %0 : tensor<4x2x3xf16>
}

func.func @transpose_bf16(%a0: tensor<2x3x4xbf16>) -> tensor<4x2x3xbf16> {
  %0 = "nn.transpose"(%a0) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xbf16>) -> tensor<4x2x3xbf16>
  return %0 : tensor<4x2x3xbf16>
}

func.func @split_f16(%a0: tensor<4x3xf16>) -> (tensor<2x3xf16>, tensor<2x3xf16>) {
  %0:2 = "nn.split"(%a0) {axis = 0 : i64} : (tensor<4x3xf16>) -> (tensor<2x3xf16>, tensor<2x3xf16>)
  return %0#0, %0#1 : tensor<2x3xf16>, tensor<2x3xf16>
}

func.func @split_bf16(%a0: tensor<4x3xbf16>) -> (tensor<2x3xbf16>, tensor<2x3xbf16>) {
  %0:2 = "nn.split"(%a0) {axis = 0 : i64} : (tensor<4x3xbf16>) -> (tensor<2x3xbf16>, tensor<2x3xbf16>)
  return %0#0, %0#1 : tensor<2x3xbf16>, tensor<2x3xbf16>
}

func.func @slice_f16(%a0: tensor<4x5xf16>) -> tensor<3x3xf16> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: 1, 0>, steps = array<i64: 1, 2>} : (tensor<4x5xf16>) -> tensor<3x3xf16>
  return %0 : tensor<3x3xf16>
}

func.func @slice_bf16(%a0: tensor<4x5xbf16>) -> tensor<3x3xbf16> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: 1, 0>, steps = array<i64: 1, 2>} : (tensor<4x5xbf16>) -> tensor<3x3xbf16>
  return %0 : tensor<3x3xbf16>
}

func.func @pad_f16(%a0: tensor<3x4xf16>) -> tensor<4x6xf16> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 1, 0, 0, 2>, value = 1.500000e+00 : f32} : (tensor<3x4xf16>) -> tensor<4x6xf16>
  return %0 : tensor<4x6xf16>
}

func.func @pad_bf16(%a0: tensor<3x4xbf16>) -> tensor<4x6xbf16> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 1, 0, 0, 2>, value = 1.500000e+00 : f32} : (tensor<3x4xbf16>) -> tensor<4x6xbf16>
  return %0 : tensor<4x6xbf16>
}

func.func @broadcast_to_f16(%a0: tensor<3x1xf16>) -> tensor<2x3x4xf16> {
  %0 = "nn.broadcast_to"(%a0) : (tensor<3x1xf16>) -> tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}

func.func @broadcast_to_bf16(%a0: tensor<3x1xbf16>) -> tensor<2x3x4xbf16> {
  %0 = "nn.broadcast_to"(%a0) : (tensor<3x1xbf16>) -> tensor<2x3x4xbf16>
  return %0 : tensor<2x3x4xbf16>
}

func.func @squeeze_f16(%a0: tensor<1x3x4xf16>) -> tensor<3x4xf16> {
  %0 = "nn.squeeze"(%a0) {axes = array<i64: 0>} : (tensor<1x3x4xf16>) -> tensor<3x4xf16>
  return %0 : tensor<3x4xf16>
}

func.func @squeeze_bf16(%a0: tensor<1x3x4xbf16>) -> tensor<3x4xbf16> {
  %0 = "nn.squeeze"(%a0) {axes = array<i64: 0>} : (tensor<1x3x4xbf16>) -> tensor<3x4xbf16>
  return %0 : tensor<3x4xbf16>
}

func.func @unsqueeze_f16(%a0: tensor<3x4xf16>) -> tensor<3x1x4xf16> {
  %0 = "nn.unsqueeze"(%a0) {axes = array<i64: 1>} : (tensor<3x4xf16>) -> tensor<3x1x4xf16>
  return %0 : tensor<3x1x4xf16>
}

func.func @unsqueeze_bf16(%a0: tensor<3x4xbf16>) -> tensor<3x1x4xbf16> {
  %0 = "nn.unsqueeze"(%a0) {axes = array<i64: 1>} : (tensor<3x4xbf16>) -> tensor<3x1x4xbf16>
  return %0 : tensor<3x1x4xbf16>
}

func.func @flatten_f16(%a0: tensor<2x3x4xf16>) -> tensor<2x12xf16> {
  %0 = "nn.flatten"(%a0) : (tensor<2x3x4xf16>) -> tensor<2x12xf16>
  return %0 : tensor<2x12xf16>
}

func.func @flatten_bf16(%a0: tensor<2x3x4xbf16>) -> tensor<2x12xbf16> {
  %0 = "nn.flatten"(%a0) : (tensor<2x3x4xbf16>) -> tensor<2x12xbf16>
  return %0 : tensor<2x12xbf16>
}

func.func @gather_f16(%a0: tensor<5x3xf16>, %a1: tensor<2x2xi64>) -> tensor<2x2x3xf16> {
  %0 = "nn.gather"(%a0, %a1) {axis = 0 : i64} : (tensor<5x3xf16>, tensor<2x2xi64>) -> tensor<2x2x3xf16>
  return %0 : tensor<2x2x3xf16>
}

func.func @gather_bf16(%a0: tensor<5x3xbf16>, %a1: tensor<2x2xi64>) -> tensor<2x2x3xbf16> {
  %0 = "nn.gather"(%a0, %a1) {axis = 0 : i64} : (tensor<5x3xbf16>, tensor<2x2xi64>) -> tensor<2x2x3xbf16>
  return %0 : tensor<2x2x3xbf16>
}

func.func @tril_f16(%a0: tensor<2x3x4xf16>) -> tensor<2x3x4xf16> {
  %0 = "nn.tril"(%a0) : (tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}

func.func @tril_bf16(%a0: tensor<2x3x4xbf16>) -> tensor<2x3x4xbf16> {
  %0 = "nn.tril"(%a0) : (tensor<2x3x4xbf16>) -> tensor<2x3x4xbf16>
  return %0 : tensor<2x3x4xbf16>
}

func.func @triu_f16(%a0: tensor<3x4xf16>) -> tensor<3x4xf16> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<3x4xf16>) -> tensor<3x4xf16>
  return %0 : tensor<3x4xf16>
}

func.func @triu_bf16(%a0: tensor<3x4xbf16>) -> tensor<3x4xbf16> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<3x4xbf16>) -> tensor<3x4xbf16>
  return %0 : tensor<3x4xbf16>
}

func.func @concat_f16(%a0: tensor<2x3xf16>, %a1: tensor<1x3xf16>) -> tensor<3x3xf16> {
  %0 = "tensor.concat"(%a0, %a1) {dim = 0 : i64} : (tensor<2x3xf16>, tensor<1x3xf16>) -> tensor<3x3xf16>
  return %0 : tensor<3x3xf16>
}

func.func @concat_bf16(%a0: tensor<2x3xbf16>, %a1: tensor<1x3xbf16>) -> tensor<3x3xbf16> {
  %0 = "tensor.concat"(%a0, %a1) {dim = 0 : i64} : (tensor<2x3xbf16>, tensor<1x3xbf16>) -> tensor<3x3xbf16>
  return %0 : tensor<3x3xbf16>
}
