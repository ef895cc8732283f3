// Numerical tests of the movement ops in i16 and unsigned integer (ui8 ... ui64) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry reshape_i16 --input %S/Inputs/int-ext/reshape_i16_in0.npy --check %S/Inputs/int-ext/reshape_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reshape_ui8 --input %S/Inputs/int-ext/reshape_ui8_in0.npy --check %S/Inputs/int-ext/reshape_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reshape_ui16 --input %S/Inputs/int-ext/reshape_ui16_in0.npy --check %S/Inputs/int-ext/reshape_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reshape_ui32 --input %S/Inputs/int-ext/reshape_ui32_in0.npy --check %S/Inputs/int-ext/reshape_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reshape_ui64 --input %S/Inputs/int-ext/reshape_ui64_in0.npy --check %S/Inputs/int-ext/reshape_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry transpose_i16 --input %S/Inputs/int-ext/transpose_i16_in0.npy --check %S/Inputs/int-ext/transpose_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry transpose_ui8 --input %S/Inputs/int-ext/transpose_ui8_in0.npy --check %S/Inputs/int-ext/transpose_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry transpose_ui16 --input %S/Inputs/int-ext/transpose_ui16_in0.npy --check %S/Inputs/int-ext/transpose_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry transpose_ui32 --input %S/Inputs/int-ext/transpose_ui32_in0.npy --check %S/Inputs/int-ext/transpose_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry transpose_ui64 --input %S/Inputs/int-ext/transpose_ui64_in0.npy --check %S/Inputs/int-ext/transpose_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split_i16 --input %S/Inputs/int-ext/split_i16_in0.npy --check %S/Inputs/int-ext/split_i16_out0.npy %S/Inputs/int-ext/split_i16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split_ui8 --input %S/Inputs/int-ext/split_ui8_in0.npy --check %S/Inputs/int-ext/split_ui8_out0.npy %S/Inputs/int-ext/split_ui8_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split_ui16 --input %S/Inputs/int-ext/split_ui16_in0.npy --check %S/Inputs/int-ext/split_ui16_out0.npy %S/Inputs/int-ext/split_ui16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split_ui32 --input %S/Inputs/int-ext/split_ui32_in0.npy --check %S/Inputs/int-ext/split_ui32_out0.npy %S/Inputs/int-ext/split_ui32_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split_ui64 --input %S/Inputs/int-ext/split_ui64_in0.npy --check %S/Inputs/int-ext/split_ui64_out0.npy %S/Inputs/int-ext/split_ui64_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_i16 --input %S/Inputs/int-ext/slice_i16_in0.npy --check %S/Inputs/int-ext/slice_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_ui8 --input %S/Inputs/int-ext/slice_ui8_in0.npy --check %S/Inputs/int-ext/slice_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_ui16 --input %S/Inputs/int-ext/slice_ui16_in0.npy --check %S/Inputs/int-ext/slice_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_ui32 --input %S/Inputs/int-ext/slice_ui32_in0.npy --check %S/Inputs/int-ext/slice_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_ui64 --input %S/Inputs/int-ext/slice_ui64_in0.npy --check %S/Inputs/int-ext/slice_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_i16 --input %S/Inputs/int-ext/pad_i16_in0.npy --check %S/Inputs/int-ext/pad_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_ui8 --input %S/Inputs/int-ext/pad_ui8_in0.npy --check %S/Inputs/int-ext/pad_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_ui16 --input %S/Inputs/int-ext/pad_ui16_in0.npy --check %S/Inputs/int-ext/pad_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_ui32 --input %S/Inputs/int-ext/pad_ui32_in0.npy --check %S/Inputs/int-ext/pad_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_ui64 --input %S/Inputs/int-ext/pad_ui64_in0.npy --check %S/Inputs/int-ext/pad_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry broadcast_to_i16 --input %S/Inputs/int-ext/broadcast_to_i16_in0.npy --check %S/Inputs/int-ext/broadcast_to_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry broadcast_to_ui8 --input %S/Inputs/int-ext/broadcast_to_ui8_in0.npy --check %S/Inputs/int-ext/broadcast_to_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry broadcast_to_ui16 --input %S/Inputs/int-ext/broadcast_to_ui16_in0.npy --check %S/Inputs/int-ext/broadcast_to_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry broadcast_to_ui32 --input %S/Inputs/int-ext/broadcast_to_ui32_in0.npy --check %S/Inputs/int-ext/broadcast_to_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry broadcast_to_ui64 --input %S/Inputs/int-ext/broadcast_to_ui64_in0.npy --check %S/Inputs/int-ext/broadcast_to_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry squeeze_i16 --input %S/Inputs/int-ext/squeeze_i16_in0.npy --check %S/Inputs/int-ext/squeeze_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry squeeze_ui8 --input %S/Inputs/int-ext/squeeze_ui8_in0.npy --check %S/Inputs/int-ext/squeeze_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry squeeze_ui16 --input %S/Inputs/int-ext/squeeze_ui16_in0.npy --check %S/Inputs/int-ext/squeeze_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry squeeze_ui32 --input %S/Inputs/int-ext/squeeze_ui32_in0.npy --check %S/Inputs/int-ext/squeeze_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry squeeze_ui64 --input %S/Inputs/int-ext/squeeze_ui64_in0.npy --check %S/Inputs/int-ext/squeeze_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry unsqueeze_i16 --input %S/Inputs/int-ext/unsqueeze_i16_in0.npy --check %S/Inputs/int-ext/unsqueeze_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry unsqueeze_ui8 --input %S/Inputs/int-ext/unsqueeze_ui8_in0.npy --check %S/Inputs/int-ext/unsqueeze_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry unsqueeze_ui16 --input %S/Inputs/int-ext/unsqueeze_ui16_in0.npy --check %S/Inputs/int-ext/unsqueeze_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry unsqueeze_ui32 --input %S/Inputs/int-ext/unsqueeze_ui32_in0.npy --check %S/Inputs/int-ext/unsqueeze_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry unsqueeze_ui64 --input %S/Inputs/int-ext/unsqueeze_ui64_in0.npy --check %S/Inputs/int-ext/unsqueeze_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry flatten_i16 --input %S/Inputs/int-ext/flatten_i16_in0.npy --check %S/Inputs/int-ext/flatten_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry flatten_ui8 --input %S/Inputs/int-ext/flatten_ui8_in0.npy --check %S/Inputs/int-ext/flatten_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry flatten_ui16 --input %S/Inputs/int-ext/flatten_ui16_in0.npy --check %S/Inputs/int-ext/flatten_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry flatten_ui32 --input %S/Inputs/int-ext/flatten_ui32_in0.npy --check %S/Inputs/int-ext/flatten_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry flatten_ui64 --input %S/Inputs/int-ext/flatten_ui64_in0.npy --check %S/Inputs/int-ext/flatten_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_i16 --input %S/Inputs/int-ext/gather_i16_in0.npy %S/Inputs/int-ext/gather_i16_in1.npy --check %S/Inputs/int-ext/gather_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_ui8 --input %S/Inputs/int-ext/gather_ui8_in0.npy %S/Inputs/int-ext/gather_ui8_in1.npy --check %S/Inputs/int-ext/gather_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_ui16 --input %S/Inputs/int-ext/gather_ui16_in0.npy %S/Inputs/int-ext/gather_ui16_in1.npy --check %S/Inputs/int-ext/gather_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_ui32 --input %S/Inputs/int-ext/gather_ui32_in0.npy %S/Inputs/int-ext/gather_ui32_in1.npy --check %S/Inputs/int-ext/gather_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_ui64 --input %S/Inputs/int-ext/gather_ui64_in0.npy %S/Inputs/int-ext/gather_ui64_in1.npy --check %S/Inputs/int-ext/gather_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_i16 --input %S/Inputs/int-ext/tril_i16_in0.npy --check %S/Inputs/int-ext/tril_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_ui8 --input %S/Inputs/int-ext/tril_ui8_in0.npy --check %S/Inputs/int-ext/tril_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_ui16 --input %S/Inputs/int-ext/tril_ui16_in0.npy --check %S/Inputs/int-ext/tril_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_ui32 --input %S/Inputs/int-ext/tril_ui32_in0.npy --check %S/Inputs/int-ext/tril_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_ui64 --input %S/Inputs/int-ext/tril_ui64_in0.npy --check %S/Inputs/int-ext/tril_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_i16 --input %S/Inputs/int-ext/triu_i16_in0.npy --check %S/Inputs/int-ext/triu_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_ui8 --input %S/Inputs/int-ext/triu_ui8_in0.npy --check %S/Inputs/int-ext/triu_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_ui16 --input %S/Inputs/int-ext/triu_ui16_in0.npy --check %S/Inputs/int-ext/triu_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_ui32 --input %S/Inputs/int-ext/triu_ui32_in0.npy --check %S/Inputs/int-ext/triu_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_ui64 --input %S/Inputs/int-ext/triu_ui64_in0.npy --check %S/Inputs/int-ext/triu_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry concat_i16 --input %S/Inputs/int-ext/concat_i16_in0.npy %S/Inputs/int-ext/concat_i16_in1.npy --check %S/Inputs/int-ext/concat_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry concat_ui8 --input %S/Inputs/int-ext/concat_ui8_in0.npy %S/Inputs/int-ext/concat_ui8_in1.npy --check %S/Inputs/int-ext/concat_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry concat_ui16 --input %S/Inputs/int-ext/concat_ui16_in0.npy %S/Inputs/int-ext/concat_ui16_in1.npy --check %S/Inputs/int-ext/concat_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry concat_ui32 --input %S/Inputs/int-ext/concat_ui32_in0.npy %S/Inputs/int-ext/concat_ui32_in1.npy --check %S/Inputs/int-ext/concat_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry concat_ui64 --input %S/Inputs/int-ext/concat_ui64_in0.npy %S/Inputs/int-ext/concat_ui64_in1.npy --check %S/Inputs/int-ext/concat_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @reshape_i16(%a0: tensor<2x3x4xi16>) -> tensor<6x4xi16> {
  %0 = "nn.reshape"(%a0) : (tensor<2x3x4xi16>) -> tensor<6x4xi16>
  return %0 : tensor<6x4xi16>
}

func.func @reshape_ui8(%a0: tensor<2x3x4xui8>) -> tensor<6x4xui8> {
  %0 = "nn.reshape"(%a0) : (tensor<2x3x4xui8>) -> tensor<6x4xui8>
  return %0 : tensor<6x4xui8>
}

func.func @reshape_ui16(%a0: tensor<2x3x4xui16>) -> tensor<6x4xui16> {
  %0 = "nn.reshape"(%a0) : (tensor<2x3x4xui16>) -> tensor<6x4xui16>
  return %0 : tensor<6x4xui16>
}

func.func @reshape_ui32(%a0: tensor<2x3x4xui32>) -> tensor<6x4xui32> {
  %0 = "nn.reshape"(%a0) : (tensor<2x3x4xui32>) -> tensor<6x4xui32>
  return %0 : tensor<6x4xui32>
}

func.func @reshape_ui64(%a0: tensor<2x3x4xui64>) -> tensor<6x4xui64> {
  %0 = "nn.reshape"(%a0) : (tensor<2x3x4xui64>) -> tensor<6x4xui64>
  return %0 : tensor<6x4xui64>
}

func.func @transpose_i16(%a0: tensor<2x3x4xi16>) -> tensor<4x2x3xi16> {
  %0 = "nn.transpose"(%a0) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xi16>) -> tensor<4x2x3xi16>
  return %0 : tensor<4x2x3xi16>
}

func.func @transpose_ui8(%a0: tensor<2x3x4xui8>) -> tensor<4x2x3xui8> {
  %0 = "nn.transpose"(%a0) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xui8>) -> tensor<4x2x3xui8>
  return %0 : tensor<4x2x3xui8>
}

func.func @transpose_ui16(%a0: tensor<2x3x4xui16>) -> tensor<4x2x3xui16> {
  %0 = "nn.transpose"(%a0) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xui16>) -> tensor<4x2x3xui16>
  return %0 : tensor<4x2x3xui16>
}

func.func @transpose_ui32(%a0: tensor<2x3x4xui32>) -> tensor<4x2x3xui32> {
  %0 = "nn.transpose"(%a0) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xui32>) -> tensor<4x2x3xui32>
  return %0 : tensor<4x2x3xui32>
}

func.func @transpose_ui64(%a0: tensor<2x3x4xui64>) -> tensor<4x2x3xui64> {
  %0 = "nn.transpose"(%a0) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xui64>) -> tensor<4x2x3xui64>
  return %0 : tensor<4x2x3xui64>
}

func.func @split_i16(%a0: tensor<4x3xi16>) -> (tensor<2x3xi16>, tensor<2x3xi16>) {
  %0:2 = "nn.split"(%a0) {axis = 0 : i64} : (tensor<4x3xi16>) -> (tensor<2x3xi16>, tensor<2x3xi16>)
  return %0#0, %0#1 : tensor<2x3xi16>, tensor<2x3xi16>
}

func.func @split_ui8(%a0: tensor<4x3xui8>) -> (tensor<2x3xui8>, tensor<2x3xui8>) {
  %0:2 = "nn.split"(%a0) {axis = 0 : i64} : (tensor<4x3xui8>) -> (tensor<2x3xui8>, tensor<2x3xui8>)
  return %0#0, %0#1 : tensor<2x3xui8>, tensor<2x3xui8>
}

func.func @split_ui16(%a0: tensor<4x3xui16>) -> (tensor<2x3xui16>, tensor<2x3xui16>) {
  %0:2 = "nn.split"(%a0) {axis = 0 : i64} : (tensor<4x3xui16>) -> (tensor<2x3xui16>, tensor<2x3xui16>)
  return %0#0, %0#1 : tensor<2x3xui16>, tensor<2x3xui16>
}

func.func @split_ui32(%a0: tensor<4x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>) {
  %0:2 = "nn.split"(%a0) {axis = 0 : i64} : (tensor<4x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>)
  return %0#0, %0#1 : tensor<2x3xui32>, tensor<2x3xui32>
}

func.func @split_ui64(%a0: tensor<4x3xui64>) -> (tensor<2x3xui64>, tensor<2x3xui64>) {
  %0:2 = "nn.split"(%a0) {axis = 0 : i64} : (tensor<4x3xui64>) -> (tensor<2x3xui64>, tensor<2x3xui64>)
  return %0#0, %0#1 : tensor<2x3xui64>, tensor<2x3xui64>
}

func.func @slice_i16(%a0: tensor<4x5xi16>) -> tensor<3x3xi16> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: 1, 0>, steps = array<i64: 1, 2>} : (tensor<4x5xi16>) -> tensor<3x3xi16>
  return %0 : tensor<3x3xi16>
}

func.func @slice_ui8(%a0: tensor<4x5xui8>) -> tensor<3x3xui8> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: 1, 0>, steps = array<i64: 1, 2>} : (tensor<4x5xui8>) -> tensor<3x3xui8>
  return %0 : tensor<3x3xui8>
}

func.func @slice_ui16(%a0: tensor<4x5xui16>) -> tensor<3x3xui16> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: 1, 0>, steps = array<i64: 1, 2>} : (tensor<4x5xui16>) -> tensor<3x3xui16>
  return %0 : tensor<3x3xui16>
}

func.func @slice_ui32(%a0: tensor<4x5xui32>) -> tensor<3x3xui32> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: 1, 0>, steps = array<i64: 1, 2>} : (tensor<4x5xui32>) -> tensor<3x3xui32>
  return %0 : tensor<3x3xui32>
}

func.func @slice_ui64(%a0: tensor<4x5xui64>) -> tensor<3x3xui64> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, 9223372036854775807>, starts = array<i64: 1, 0>, steps = array<i64: 1, 2>} : (tensor<4x5xui64>) -> tensor<3x3xui64>
  return %0 : tensor<3x3xui64>
}

func.func @pad_i16(%a0: tensor<3x4xi16>) -> tensor<4x6xi16> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 1, 0, 0, 2>, value = 2.000000e+00 : f32} : (tensor<3x4xi16>) -> tensor<4x6xi16>
  return %0 : tensor<4x6xi16>
}

func.func @pad_ui8(%a0: tensor<3x4xui8>) -> tensor<4x6xui8> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 1, 0, 0, 2>, value = 2.000000e+00 : f32} : (tensor<3x4xui8>) -> tensor<4x6xui8>
  return %0 : tensor<4x6xui8>
}

func.func @pad_ui16(%a0: tensor<3x4xui16>) -> tensor<4x6xui16> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 1, 0, 0, 2>, value = 2.000000e+00 : f32} : (tensor<3x4xui16>) -> tensor<4x6xui16>
  return %0 : tensor<4x6xui16>
}

func.func @pad_ui32(%a0: tensor<3x4xui32>) -> tensor<4x6xui32> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 1, 0, 0, 2>, value = 2.000000e+00 : f32} : (tensor<3x4xui32>) -> tensor<4x6xui32>
  return %0 : tensor<4x6xui32>
}

func.func @pad_ui64(%a0: tensor<3x4xui64>) -> tensor<4x6xui64> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 1, 0, 0, 2>, value = 2.000000e+00 : f32} : (tensor<3x4xui64>) -> tensor<4x6xui64>
  return %0 : tensor<4x6xui64>
}

func.func @broadcast_to_i16(%a0: tensor<3x1xi16>) -> tensor<2x3x4xi16> {
  %0 = "nn.broadcast_to"(%a0) : (tensor<3x1xi16>) -> tensor<2x3x4xi16>
  return %0 : tensor<2x3x4xi16>
}

func.func @broadcast_to_ui8(%a0: tensor<3x1xui8>) -> tensor<2x3x4xui8> {
  %0 = "nn.broadcast_to"(%a0) : (tensor<3x1xui8>) -> tensor<2x3x4xui8>
  return %0 : tensor<2x3x4xui8>
}

func.func @broadcast_to_ui16(%a0: tensor<3x1xui16>) -> tensor<2x3x4xui16> {
  %0 = "nn.broadcast_to"(%a0) : (tensor<3x1xui16>) -> tensor<2x3x4xui16>
  return %0 : tensor<2x3x4xui16>
}

func.func @broadcast_to_ui32(%a0: tensor<3x1xui32>) -> tensor<2x3x4xui32> {
  %0 = "nn.broadcast_to"(%a0) : (tensor<3x1xui32>) -> tensor<2x3x4xui32>
  return %0 : tensor<2x3x4xui32>
}

func.func @broadcast_to_ui64(%a0: tensor<3x1xui64>) -> tensor<2x3x4xui64> {
  %0 = "nn.broadcast_to"(%a0) : (tensor<3x1xui64>) -> tensor<2x3x4xui64>
  return %0 : tensor<2x3x4xui64>
}

func.func @squeeze_i16(%a0: tensor<1x3x4xi16>) -> tensor<3x4xi16> {
  %0 = "nn.squeeze"(%a0) {axes = array<i64: 0>} : (tensor<1x3x4xi16>) -> tensor<3x4xi16>
  return %0 : tensor<3x4xi16>
}

func.func @squeeze_ui8(%a0: tensor<1x3x4xui8>) -> tensor<3x4xui8> {
  %0 = "nn.squeeze"(%a0) {axes = array<i64: 0>} : (tensor<1x3x4xui8>) -> tensor<3x4xui8>
  return %0 : tensor<3x4xui8>
}

func.func @squeeze_ui16(%a0: tensor<1x3x4xui16>) -> tensor<3x4xui16> {
  %0 = "nn.squeeze"(%a0) {axes = array<i64: 0>} : (tensor<1x3x4xui16>) -> tensor<3x4xui16>
  return %0 : tensor<3x4xui16>
}

func.func @squeeze_ui32(%a0: tensor<1x3x4xui32>) -> tensor<3x4xui32> {
  %0 = "nn.squeeze"(%a0) {axes = array<i64: 0>} : (tensor<1x3x4xui32>) -> tensor<3x4xui32>
  return %0 : tensor<3x4xui32>
}

func.func @squeeze_ui64(%a0: tensor<1x3x4xui64>) -> tensor<3x4xui64> {
  %0 = "nn.squeeze"(%a0) {axes = array<i64: 0>} : (tensor<1x3x4xui64>) -> tensor<3x4xui64>
  return %0 : tensor<3x4xui64>
}

func.func @unsqueeze_i16(%a0: tensor<3x4xi16>) -> tensor<3x1x4xi16> {
  %0 = "nn.unsqueeze"(%a0) {axes = array<i64: 1>} : (tensor<3x4xi16>) -> tensor<3x1x4xi16>
  return %0 : tensor<3x1x4xi16>
}

func.func @unsqueeze_ui8(%a0: tensor<3x4xui8>) -> tensor<3x1x4xui8> {
  %0 = "nn.unsqueeze"(%a0) {axes = array<i64: 1>} : (tensor<3x4xui8>) -> tensor<3x1x4xui8>
  return %0 : tensor<3x1x4xui8>
}

func.func @unsqueeze_ui16(%a0: tensor<3x4xui16>) -> tensor<3x1x4xui16> {
  %0 = "nn.unsqueeze"(%a0) {axes = array<i64: 1>} : (tensor<3x4xui16>) -> tensor<3x1x4xui16>
  return %0 : tensor<3x1x4xui16>
}

func.func @unsqueeze_ui32(%a0: tensor<3x4xui32>) -> tensor<3x1x4xui32> {
  %0 = "nn.unsqueeze"(%a0) {axes = array<i64: 1>} : (tensor<3x4xui32>) -> tensor<3x1x4xui32>
  return %0 : tensor<3x1x4xui32>
}

func.func @unsqueeze_ui64(%a0: tensor<3x4xui64>) -> tensor<3x1x4xui64> {
  %0 = "nn.unsqueeze"(%a0) {axes = array<i64: 1>} : (tensor<3x4xui64>) -> tensor<3x1x4xui64>
  return %0 : tensor<3x1x4xui64>
}

func.func @flatten_i16(%a0: tensor<2x3x4xi16>) -> tensor<2x12xi16> {
  %0 = "nn.flatten"(%a0) : (tensor<2x3x4xi16>) -> tensor<2x12xi16>
  return %0 : tensor<2x12xi16>
}

func.func @flatten_ui8(%a0: tensor<2x3x4xui8>) -> tensor<2x12xui8> {
  %0 = "nn.flatten"(%a0) : (tensor<2x3x4xui8>) -> tensor<2x12xui8>
  return %0 : tensor<2x12xui8>
}

func.func @flatten_ui16(%a0: tensor<2x3x4xui16>) -> tensor<2x12xui16> {
  %0 = "nn.flatten"(%a0) : (tensor<2x3x4xui16>) -> tensor<2x12xui16>
  return %0 : tensor<2x12xui16>
}

func.func @flatten_ui32(%a0: tensor<2x3x4xui32>) -> tensor<2x12xui32> {
  %0 = "nn.flatten"(%a0) : (tensor<2x3x4xui32>) -> tensor<2x12xui32>
  return %0 : tensor<2x12xui32>
}

func.func @flatten_ui64(%a0: tensor<2x3x4xui64>) -> tensor<2x12xui64> {
  %0 = "nn.flatten"(%a0) : (tensor<2x3x4xui64>) -> tensor<2x12xui64>
  return %0 : tensor<2x12xui64>
}

func.func @gather_i16(%a0: tensor<5x3xi16>, %a1: tensor<2x2xi64>) -> tensor<2x2x3xi16> {
  %0 = "nn.gather"(%a0, %a1) {axis = 0 : i64} : (tensor<5x3xi16>, tensor<2x2xi64>) -> tensor<2x2x3xi16>
  return %0 : tensor<2x2x3xi16>
}

func.func @gather_ui8(%a0: tensor<5x3xui8>, %a1: tensor<2x2xi64>) -> tensor<2x2x3xui8> {
  %0 = "nn.gather"(%a0, %a1) {axis = 0 : i64} : (tensor<5x3xui8>, tensor<2x2xi64>) -> tensor<2x2x3xui8>
  return %0 : tensor<2x2x3xui8>
}

func.func @gather_ui16(%a0: tensor<5x3xui16>, %a1: tensor<2x2xi64>) -> tensor<2x2x3xui16> {
  %0 = "nn.gather"(%a0, %a1) {axis = 0 : i64} : (tensor<5x3xui16>, tensor<2x2xi64>) -> tensor<2x2x3xui16>
  return %0 : tensor<2x2x3xui16>
}

func.func @gather_ui32(%a0: tensor<5x3xui32>, %a1: tensor<2x2xi64>) -> tensor<2x2x3xui32> {
  %0 = "nn.gather"(%a0, %a1) {axis = 0 : i64} : (tensor<5x3xui32>, tensor<2x2xi64>) -> tensor<2x2x3xui32>
  return %0 : tensor<2x2x3xui32>
}

func.func @gather_ui64(%a0: tensor<5x3xui64>, %a1: tensor<2x2xi64>) -> tensor<2x2x3xui64> {
  %0 = "nn.gather"(%a0, %a1) {axis = 0 : i64} : (tensor<5x3xui64>, tensor<2x2xi64>) -> tensor<2x2x3xui64>
  return %0 : tensor<2x2x3xui64>
}

func.func @tril_i16(%a0: tensor<2x3x4xi16>) -> tensor<2x3x4xi16> {
  %0 = "nn.tril"(%a0) : (tensor<2x3x4xi16>) -> tensor<2x3x4xi16>
  return %0 : tensor<2x3x4xi16>
}

func.func @tril_ui8(%a0: tensor<2x3x4xui8>) -> tensor<2x3x4xui8> {
  %0 = "nn.tril"(%a0) : (tensor<2x3x4xui8>) -> tensor<2x3x4xui8>
  return %0 : tensor<2x3x4xui8>
}

func.func @tril_ui16(%a0: tensor<2x3x4xui16>) -> tensor<2x3x4xui16> {
  %0 = "nn.tril"(%a0) : (tensor<2x3x4xui16>) -> tensor<2x3x4xui16>
  return %0 : tensor<2x3x4xui16>
}

func.func @tril_ui32(%a0: tensor<2x3x4xui32>) -> tensor<2x3x4xui32> {
  %0 = "nn.tril"(%a0) : (tensor<2x3x4xui32>) -> tensor<2x3x4xui32>
  return %0 : tensor<2x3x4xui32>
}

func.func @tril_ui64(%a0: tensor<2x3x4xui64>) -> tensor<2x3x4xui64> {
  %0 = "nn.tril"(%a0) : (tensor<2x3x4xui64>) -> tensor<2x3x4xui64>
  return %0 : tensor<2x3x4xui64>
}

func.func @triu_i16(%a0: tensor<3x4xi16>) -> tensor<3x4xi16> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<3x4xi16>) -> tensor<3x4xi16>
  return %0 : tensor<3x4xi16>
}

func.func @triu_ui8(%a0: tensor<3x4xui8>) -> tensor<3x4xui8> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<3x4xui8>) -> tensor<3x4xui8>
  return %0 : tensor<3x4xui8>
}

func.func @triu_ui16(%a0: tensor<3x4xui16>) -> tensor<3x4xui16> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<3x4xui16>) -> tensor<3x4xui16>
  return %0 : tensor<3x4xui16>
}

func.func @triu_ui32(%a0: tensor<3x4xui32>) -> tensor<3x4xui32> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<3x4xui32>) -> tensor<3x4xui32>
  return %0 : tensor<3x4xui32>
}

func.func @triu_ui64(%a0: tensor<3x4xui64>) -> tensor<3x4xui64> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<3x4xui64>) -> tensor<3x4xui64>
  return %0 : tensor<3x4xui64>
}

func.func @concat_i16(%a0: tensor<2x3xi16>, %a1: tensor<1x3xi16>) -> tensor<3x3xi16> {
  %0 = "tensor.concat"(%a0, %a1) {dim = 0 : i64} : (tensor<2x3xi16>, tensor<1x3xi16>) -> tensor<3x3xi16>
  return %0 : tensor<3x3xi16>
}

func.func @concat_ui8(%a0: tensor<2x3xui8>, %a1: tensor<1x3xui8>) -> tensor<3x3xui8> {
  %0 = "tensor.concat"(%a0, %a1) {dim = 0 : i64} : (tensor<2x3xui8>, tensor<1x3xui8>) -> tensor<3x3xui8>
  return %0 : tensor<3x3xui8>
}

func.func @concat_ui16(%a0: tensor<2x3xui16>, %a1: tensor<1x3xui16>) -> tensor<3x3xui16> {
  %0 = "tensor.concat"(%a0, %a1) {dim = 0 : i64} : (tensor<2x3xui16>, tensor<1x3xui16>) -> tensor<3x3xui16>
  return %0 : tensor<3x3xui16>
}

func.func @concat_ui32(%a0: tensor<2x3xui32>, %a1: tensor<1x3xui32>) -> tensor<3x3xui32> {
  %0 = "tensor.concat"(%a0, %a1) {dim = 0 : i64} : (tensor<2x3xui32>, tensor<1x3xui32>) -> tensor<3x3xui32>
  return %0 : tensor<3x3xui32>
}

func.func @concat_ui64(%a0: tensor<2x3xui64>, %a1: tensor<1x3xui64>) -> tensor<3x3xui64> {
  %0 = "tensor.concat"(%a0, %a1) {dim = 0 : i64} : (tensor<2x3xui64>, tensor<1x3xui64>) -> tensor<3x3xui64>
  return %0 : tensor<3x3xui64>
}
