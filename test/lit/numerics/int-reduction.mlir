// Numerical tests of the reduction ops in integer (i8, i32, i64, i1) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry reduce_sum_i8 --input %S/Inputs/int/reduce_sum_i8_in0.npy --check %S/Inputs/int/reduce_sum_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_sum_i32 --input %S/Inputs/int/reduce_sum_i32_in0.npy --check %S/Inputs/int/reduce_sum_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_sum_i64 --input %S/Inputs/int/reduce_sum_i64_in0.npy --check %S/Inputs/int/reduce_sum_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_max_i8 --input %S/Inputs/int/reduce_max_i8_in0.npy --check %S/Inputs/int/reduce_max_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_max_i32 --input %S/Inputs/int/reduce_max_i32_in0.npy --check %S/Inputs/int/reduce_max_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_max_i64 --input %S/Inputs/int/reduce_max_i64_in0.npy --check %S/Inputs/int/reduce_max_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_min_i8 --input %S/Inputs/int/reduce_min_i8_in0.npy --check %S/Inputs/int/reduce_min_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_min_i32 --input %S/Inputs/int/reduce_min_i32_in0.npy --check %S/Inputs/int/reduce_min_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_min_i64 --input %S/Inputs/int/reduce_min_i64_in0.npy --check %S/Inputs/int/reduce_min_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_prod_i8 --input %S/Inputs/int/reduce_prod_i8_in0.npy --check %S/Inputs/int/reduce_prod_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_prod_i32 --input %S/Inputs/int/reduce_prod_i32_in0.npy --check %S/Inputs/int/reduce_prod_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_prod_i64 --input %S/Inputs/int/reduce_prod_i64_in0.npy --check %S/Inputs/int/reduce_prod_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmax_i8 --input %S/Inputs/int/argmax_i8_in0.npy --check %S/Inputs/int/argmax_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmax_i32 --input %S/Inputs/int/argmax_i32_in0.npy --check %S/Inputs/int/argmax_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmax_i64 --input %S/Inputs/int/argmax_i64_in0.npy --check %S/Inputs/int/argmax_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmin_i8 --input %S/Inputs/int/argmin_i8_in0.npy --check %S/Inputs/int/argmin_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmin_i32 --input %S/Inputs/int/argmin_i32_in0.npy --check %S/Inputs/int/argmin_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmin_i64 --input %S/Inputs/int/argmin_i64_in0.npy --check %S/Inputs/int/argmin_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @reduce_sum_i8(%a0: tensor<3x4x5xi8>) -> tensor<3x5xi8> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xi8>) -> tensor<3x5xi8>
  return %0 : tensor<3x5xi8>
}

func.func @reduce_sum_i32(%a0: tensor<3x4x5xi32>) -> tensor<3x5xi32> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

func.func @reduce_sum_i64(%a0: tensor<3x4x5xi64>) -> tensor<3x5xi64> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xi64>) -> tensor<3x5xi64>
  return %0 : tensor<3x5xi64>
}

func.func @reduce_max_i8(%a0: tensor<3x4x5xi8>) -> tensor<3x5xi8> {
  %0 = "nn.reduce_max"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xi8>) -> tensor<3x5xi8>
  return %0 : tensor<3x5xi8>
}

func.func @reduce_max_i32(%a0: tensor<3x4x5xi32>) -> tensor<3x5xi32> {
  %0 = "nn.reduce_max"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

func.func @reduce_max_i64(%a0: tensor<3x4x5xi64>) -> tensor<3x5xi64> {
  %0 = "nn.reduce_max"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xi64>) -> tensor<3x5xi64>
  return %0 : tensor<3x5xi64>
}

func.func @reduce_min_i8(%a0: tensor<3x4x5xi8>) -> tensor<3x5xi8> {
  %0 = "nn.reduce_min"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xi8>) -> tensor<3x5xi8>
  return %0 : tensor<3x5xi8>
}

func.func @reduce_min_i32(%a0: tensor<3x4x5xi32>) -> tensor<3x5xi32> {
  %0 = "nn.reduce_min"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

func.func @reduce_min_i64(%a0: tensor<3x4x5xi64>) -> tensor<3x5xi64> {
  %0 = "nn.reduce_min"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xi64>) -> tensor<3x5xi64>
  return %0 : tensor<3x5xi64>
}

func.func @reduce_prod_i8(%a0: tensor<3x4x3xi8>) -> tensor<3x4xi8> {
  %0 = "nn.reduce_prod"(%a0) {axes = array<i64: 2>} : (tensor<3x4x3xi8>) -> tensor<3x4xi8>
  return %0 : tensor<3x4xi8>
}

func.func @reduce_prod_i32(%a0: tensor<3x4x3xi32>) -> tensor<3x4xi32> {
  %0 = "nn.reduce_prod"(%a0) {axes = array<i64: 2>} : (tensor<3x4x3xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

func.func @reduce_prod_i64(%a0: tensor<3x4x3xi64>) -> tensor<3x4xi64> {
  %0 = "nn.reduce_prod"(%a0) {axes = array<i64: 2>} : (tensor<3x4x3xi64>) -> tensor<3x4xi64>
  return %0 : tensor<3x4xi64>
}

func.func @argmax_i8(%a0: tensor<3x6xi8>) -> tensor<3x1xi64> {
  %0 = "nn.argmax"(%a0) {axis = 1 : i64} : (tensor<3x6xi8>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmax_i32(%a0: tensor<3x6xi32>) -> tensor<3x1xi64> {
  %0 = "nn.argmax"(%a0) {axis = 1 : i64} : (tensor<3x6xi32>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmax_i64(%a0: tensor<3x6xi64>) -> tensor<3x1xi64> {
  %0 = "nn.argmax"(%a0) {axis = 1 : i64} : (tensor<3x6xi64>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmin_i8(%a0: tensor<3x6xi8>) -> tensor<3x1xi64> {
  %0 = "nn.argmin"(%a0) {axis = 1 : i64} : (tensor<3x6xi8>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmin_i32(%a0: tensor<3x6xi32>) -> tensor<3x1xi64> {
  %0 = "nn.argmin"(%a0) {axis = 1 : i64} : (tensor<3x6xi32>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmin_i64(%a0: tensor<3x6xi64>) -> tensor<3x1xi64> {
  %0 = "nn.argmin"(%a0) {axis = 1 : i64} : (tensor<3x6xi64>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}
