// Numerical tests of the reduction ops in f16 and bf16 on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry reduce_sum_f16 --input %S/Inputs/lowp/reduce_sum_f16_in0.npy --check %S/Inputs/lowp/reduce_sum_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_sum_f16_long --input %S/Inputs/lowp/reduce_sum_f16_long_in0.npy --check %S/Inputs/lowp/reduce_sum_f16_long_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_sum_bf16 --input %S/Inputs/lowp/reduce_sum_bf16_in0.npy --check %S/Inputs/lowp/reduce_sum_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_sum_bf16_long --input %S/Inputs/lowp/reduce_sum_bf16_long_in0.npy --check %S/Inputs/lowp/reduce_sum_bf16_long_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_mean_f16 --input %S/Inputs/lowp/reduce_mean_f16_in0.npy --check %S/Inputs/lowp/reduce_mean_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_mean_f16_long --input %S/Inputs/lowp/reduce_mean_f16_long_in0.npy --check %S/Inputs/lowp/reduce_mean_f16_long_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_mean_bf16 --input %S/Inputs/lowp/reduce_mean_bf16_in0.npy --check %S/Inputs/lowp/reduce_mean_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_mean_bf16_long --input %S/Inputs/lowp/reduce_mean_bf16_long_in0.npy --check %S/Inputs/lowp/reduce_mean_bf16_long_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_max_f16 --input %S/Inputs/lowp/reduce_max_f16_in0.npy --check %S/Inputs/lowp/reduce_max_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_max_bf16 --input %S/Inputs/lowp/reduce_max_bf16_in0.npy --check %S/Inputs/lowp/reduce_max_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_min_f16 --input %S/Inputs/lowp/reduce_min_f16_in0.npy --check %S/Inputs/lowp/reduce_min_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_min_bf16 --input %S/Inputs/lowp/reduce_min_bf16_in0.npy --check %S/Inputs/lowp/reduce_min_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_prod_f16 --input %S/Inputs/lowp/reduce_prod_f16_in0.npy --check %S/Inputs/lowp/reduce_prod_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_prod_bf16 --input %S/Inputs/lowp/reduce_prod_bf16_in0.npy --check %S/Inputs/lowp/reduce_prod_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmax_f16 --input %S/Inputs/lowp/argmax_f16_in0.npy --check %S/Inputs/lowp/argmax_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmax_bf16 --input %S/Inputs/lowp/argmax_bf16_in0.npy --check %S/Inputs/lowp/argmax_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmin_f16 --input %S/Inputs/lowp/argmin_f16_in0.npy --check %S/Inputs/lowp/argmin_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmin_bf16 --input %S/Inputs/lowp/argmin_bf16_in0.npy --check %S/Inputs/lowp/argmin_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @reduce_sum_f16(%a0: tensor<3x4x5xf16>) -> tensor<3x5xf16> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xf16>) -> tensor<3x5xf16>
  return %0 : tensor<3x5xf16>
}

func.func @reduce_sum_f16_long(%a0: tensor<2x4096xf16>) -> tensor<2xf16> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 1>} : (tensor<2x4096xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

func.func @reduce_sum_bf16(%a0: tensor<3x4x5xbf16>) -> tensor<3x5xbf16> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xbf16>) -> tensor<3x5xbf16>
  return %0 : tensor<3x5xbf16>
}

func.func @reduce_sum_bf16_long(%a0: tensor<2x4096xbf16>) -> tensor<2xbf16> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 1>} : (tensor<2x4096xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

func.func @reduce_mean_f16(%a0: tensor<3x4x5xf16>) -> tensor<3x5xf16> {
  %0 = "nn.reduce_mean"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xf16>) -> tensor<3x5xf16>
  return %0 : tensor<3x5xf16>
}

func.func @reduce_mean_f16_long(%a0: tensor<2x4096xf16>) -> tensor<2xf16> {
  %0 = "nn.reduce_mean"(%a0) {axes = array<i64: 1>} : (tensor<2x4096xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

func.func @reduce_mean_bf16(%a0: tensor<3x4x5xbf16>) -> tensor<3x5xbf16> {
  %0 = "nn.reduce_mean"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xbf16>) -> tensor<3x5xbf16>
  return %0 : tensor<3x5xbf16>
}

func.func @reduce_mean_bf16_long(%a0: tensor<2x4096xbf16>) -> tensor<2xbf16> {
  %0 = "nn.reduce_mean"(%a0) {axes = array<i64: 1>} : (tensor<2x4096xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

func.func @reduce_max_f16(%a0: tensor<3x4x5xf16>) -> tensor<3x5xf16> {
  %0 = "nn.reduce_max"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xf16>) -> tensor<3x5xf16>
  return %0 : tensor<3x5xf16>
}

func.func @reduce_max_bf16(%a0: tensor<3x4x5xbf16>) -> tensor<3x5xbf16> {
  %0 = "nn.reduce_max"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xbf16>) -> tensor<3x5xbf16>
  return %0 : tensor<3x5xbf16>
}

func.func @reduce_min_f16(%a0: tensor<3x4x5xf16>) -> tensor<3x5xf16> {
  %0 = "nn.reduce_min"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xf16>) -> tensor<3x5xf16>
  return %0 : tensor<3x5xf16>
}

func.func @reduce_min_bf16(%a0: tensor<3x4x5xbf16>) -> tensor<3x5xbf16> {
  %0 = "nn.reduce_min"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xbf16>) -> tensor<3x5xbf16>
  return %0 : tensor<3x5xbf16>
}

func.func @reduce_prod_f16(%a0: tensor<3x4x3xf16>) -> tensor<3x4xf16> {
  %0 = "nn.reduce_prod"(%a0) {axes = array<i64: 2>} : (tensor<3x4x3xf16>) -> tensor<3x4xf16>
  return %0 : tensor<3x4xf16>
}

func.func @reduce_prod_bf16(%a0: tensor<3x4x3xbf16>) -> tensor<3x4xbf16> {
  %0 = "nn.reduce_prod"(%a0) {axes = array<i64: 2>} : (tensor<3x4x3xbf16>) -> tensor<3x4xbf16>
  return %0 : tensor<3x4xbf16>
}

func.func @argmax_f16(%a0: tensor<3x6xf16>) -> tensor<3x1xi64> {
  %0 = "nn.argmax"(%a0) {axis = 1 : i64} : (tensor<3x6xf16>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmax_bf16(%a0: tensor<3x6xbf16>) -> tensor<3x1xi64> {
  %0 = "nn.argmax"(%a0) {axis = 1 : i64} : (tensor<3x6xbf16>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmin_f16(%a0: tensor<3x6xf16>) -> tensor<3x1xi64> {
  %0 = "nn.argmin"(%a0) {axis = 1 : i64} : (tensor<3x6xf16>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmin_bf16(%a0: tensor<3x6xbf16>) -> tensor<3x1xi64> {
  %0 = "nn.argmin"(%a0) {axis = 1 : i64} : (tensor<3x6xbf16>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}
