// Numerical tests of the data movement ops (split, slice, pad, gather,
// tril, triu) on the CPU (--convert-nn-to-linalg, the LLVM pipeline, the
// JIT) against NumPy.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_movement.py; do not edit.
//
// RUN: nn-run %s --entry split2_axis0 --input %S/Inputs/split2_axis0_in0.npy --check %S/Inputs/split2_axis0_out0.npy %S/Inputs/split2_axis0_out1.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split3_last_i32 --input %S/Inputs/split3_last_i32_in0.npy --check %S/Inputs/split3_last_i32_out0.npy %S/Inputs/split3_last_i32_out1.npy %S/Inputs/split3_last_i32_out2.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split3_axis0_i64 --input %S/Inputs/split3_axis0_i64_in0.npy --check %S/Inputs/split3_axis0_i64_out0.npy %S/Inputs/split3_axis0_i64_out1.npy %S/Inputs/split3_axis0_i64_out2.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry split2_last_i1 --input %S/Inputs/split2_last_i1_in0.npy --check %S/Inputs/split2_last_i1_out0.npy %S/Inputs/split2_last_i1_out1.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_negative_starts --input %S/Inputs/slice_negative_starts_in0.npy --check %S/Inputs/slice_negative_starts_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_step2_i64 --input %S/Inputs/slice_step2_i64_in0.npy --check %S/Inputs/slice_step2_i64_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_reverse --input %S/Inputs/slice_reverse_in0.npy --check %S/Inputs/slice_reverse_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_step_minus2_i32 --input %S/Inputs/slice_step_minus2_i32_in0.npy --check %S/Inputs/slice_step_minus2_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry slice_step3_i1 --input %S/Inputs/slice_step3_i1_in0.npy --check %S/Inputs/slice_step3_i1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_constant_crop --input %S/Inputs/pad_constant_crop_in0.npy --check %S/Inputs/pad_constant_crop_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_constant_i32 --input %S/Inputs/pad_constant_i32_in0.npy --check %S/Inputs/pad_constant_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_reflect --input %S/Inputs/pad_reflect_in0.npy --check %S/Inputs/pad_reflect_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pad_edge --input %S/Inputs/pad_edge_in0.npy --check %S/Inputs/pad_edge_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_axis0_i64 --input %S/Inputs/gather_axis0_i64_in0.npy %S/Inputs/gather_axis0_i64_in1.npy --check %S/Inputs/gather_axis0_i64_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_axis1_i32 --input %S/Inputs/gather_axis1_i32_in0.npy %S/Inputs/gather_axis1_i32_in1.npy --check %S/Inputs/gather_axis1_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gather_last_i1 --input %S/Inputs/gather_last_i1_in0.npy %S/Inputs/gather_last_i1_in1.npy --check %S/Inputs/gather_last_i1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_0 --input %S/Inputs/tril_0_in0.npy --check %S/Inputs/tril_0_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_0 --input %S/Inputs/triu_0_in0.npy --check %S/Inputs/triu_0_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_1 --input %S/Inputs/tril_1_in0.npy --check %S/Inputs/tril_1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_1 --input %S/Inputs/triu_1_in0.npy --check %S/Inputs/triu_1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_m1 --input %S/Inputs/tril_m1_in0.npy --check %S/Inputs/tril_m1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_m1 --input %S/Inputs/triu_m1_in0.npy --check %S/Inputs/triu_m1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tril_batched_i32 --input %S/Inputs/tril_batched_i32_in0.npy --check %S/Inputs/tril_batched_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry triu_batched_m1 --input %S/Inputs/triu_batched_m1_in0.npy --check %S/Inputs/triu_batched_m1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @split2_axis0(%a0: tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0:2 = "nn.split"(%a0) {axis = 0 : i64} : (tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xf32>
}

func.func @split3_last_i32(%a0: tensor<2x6xi32>) -> (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>) {
  %0:3 = "nn.split"(%a0) {axis = -1 : i64} : (tensor<2x6xi32>) -> (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>)
  return %0#0, %0#1, %0#2 : tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>
}

func.func @split3_axis0_i64(%a0: tensor<6x2xi64>) -> (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>) {
  %0:3 = "nn.split"(%a0) : (tensor<6x2xi64>) -> (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>)
  return %0#0, %0#1, %0#2 : tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>
}

func.func @split2_last_i1(%a0: tensor<3x4xi1>) -> (tensor<3x2xi1>, tensor<3x2xi1>) {
  %0:2 = "nn.split"(%a0) {axis = -1 : i64} : (tensor<3x4xi1>) -> (tensor<3x2xi1>, tensor<3x2xi1>)
  return %0#0, %0#1 : tensor<3x2xi1>, tensor<3x2xi1>
}

func.func @slice_negative_starts(%a0: tensor<6x5xf32>) -> tensor<4x2xf32> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, -1>, starts = array<i64: -4, -3>} : (tensor<6x5xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

func.func @slice_step2_i64(%a0: tensor<6x7xi64>) -> tensor<3x3xi64> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 9223372036854775807, 6>, starts = array<i64: 0, 1>, steps = array<i64: 2, 2>} : (tensor<6x7xi64>) -> tensor<3x3xi64>
  return %0 : tensor<3x3xi64>
}

func.func @slice_reverse(%a0: tensor<5x4xf32>) -> tensor<5x4xf32> {
  %0 = "nn.slice"(%a0) {ends = array<i64: -9223372036854775808, 9223372036854775807>, starts = array<i64: -1, 0>, steps = array<i64: -1, 1>} : (tensor<5x4xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

func.func @slice_step_minus2_i32(%a0: tensor<7x6xi32>) -> tensor<3x3xi32> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 0, -9223372036854775808>, starts = array<i64: 5, 100>, steps = array<i64: -2, -2>} : (tensor<7x6xi32>) -> tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}

func.func @slice_step3_i1(%a0: tensor<4x6xi1>) -> tensor<2x2xi1> {
  %0 = "nn.slice"(%a0) {ends = array<i64: 3, 9223372036854775807>, starts = array<i64: 1, -5>, steps = array<i64: 1, 3>} : (tensor<4x6xi1>) -> tensor<2x2xi1>
  return %0 : tensor<2x2xi1>
}

func.func @pad_constant_crop(%a0: tensor<3x4xf32>) -> tensor<6x4xf32> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 1, -1, 2, 1>, value = 1.500000e+00 : f32} : (tensor<3x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

func.func @pad_constant_i32(%a0: tensor<3x4xi32>) -> tensor<4x6xi32> {
  %0 = "nn.pad"(%a0) {pads = array<i64: 0, 2, 1, 0>, value = 2.500000e+00 : f32} : (tensor<3x4xi32>) -> tensor<4x6xi32>
  return %0 : tensor<4x6xi32>
}

func.func @pad_reflect(%a0: tensor<3x4xf32>) -> tensor<6x8xf32> {
  %0 = "nn.pad"(%a0) {mode = "reflect", pads = array<i64: 2, 1, 1, 3>} : (tensor<3x4xf32>) -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}

func.func @pad_edge(%a0: tensor<3x4xf32>) -> tensor<6x7xf32> {
  %0 = "nn.pad"(%a0) {mode = "edge", pads = array<i64: 0, 2, 3, 1>} : (tensor<3x4xf32>) -> tensor<6x7xf32>
  return %0 : tensor<6x7xf32>
}

func.func @gather_axis0_i64(%a0: tensor<5x3xf32>, %a1: tensor<2x3xi64>) -> tensor<2x3x3xf32> {
  %0 = "nn.gather"(%a0, %a1) {axis = 0 : i64} : (tensor<5x3xf32>, tensor<2x3xi64>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}

func.func @gather_axis1_i32(%a0: tensor<3x4x2xi64>, %a1: tensor<5xi32>) -> tensor<3x5x2xi64> {
  %0 = "nn.gather"(%a0, %a1) {axis = 1 : i64} : (tensor<3x4x2xi64>, tensor<5xi32>) -> tensor<3x5x2xi64>
  return %0 : tensor<3x5x2xi64>
}

func.func @gather_last_i1(%a0: tensor<4x3xi1>, %a1: tensor<2x2xi64>) -> tensor<4x2x2xi1> {
  %0 = "nn.gather"(%a0, %a1) {axis = -1 : i64} : (tensor<4x3xi1>, tensor<2x2xi64>) -> tensor<4x2x2xi1>
  return %0 : tensor<4x2x2xi1>
}

func.func @tril_0(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = "nn.tril"(%a0) {diagonal = 0 : i64} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @triu_0(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = "nn.triu"(%a0) {diagonal = 0 : i64} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @tril_1(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = "nn.tril"(%a0) {diagonal = 1 : i64} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @triu_1(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = "nn.triu"(%a0) {diagonal = 1 : i64} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @tril_m1(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = "nn.tril"(%a0) {diagonal = -1 : i64} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @triu_m1(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @tril_batched_i32(%a0: tensor<2x3x3xi32>) -> tensor<2x3x3xi32> {
  %0 = "nn.tril"(%a0) : (tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
  return %0 : tensor<2x3x3xi32>
}

func.func @triu_batched_m1(%a0: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = "nn.triu"(%a0) {diagonal = -1 : i64} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}
