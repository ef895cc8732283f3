// Numerical tests of the scan ops in integer (i8, i32, i64, i1) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry cumsum_i8 --input %S/Inputs/int/cumsum_i8_in0.npy --check %S/Inputs/int/cumsum_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_i32 --input %S/Inputs/int/cumsum_i32_in0.npy --check %S/Inputs/int/cumsum_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_i64 --input %S/Inputs/int/cumsum_i64_in0.npy --check %S/Inputs/int/cumsum_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_i8 --input %S/Inputs/int/top_k_i8_in0.npy --check %S/Inputs/int/top_k_i8_out0.npy %S/Inputs/int/top_k_i8_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_i32 --input %S/Inputs/int/top_k_i32_in0.npy --check %S/Inputs/int/top_k_i32_out0.npy %S/Inputs/int/top_k_i32_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_i64 --input %S/Inputs/int/top_k_i64_in0.npy --check %S/Inputs/int/top_k_i64_out0.npy %S/Inputs/int/top_k_i64_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @cumsum_i8(%a0: tensor<3x6xi8>) -> tensor<3x6xi8> {
  %0 = "nn.cumsum"(%a0) {axis = -1 : i64, exclusive = true, reverse = true} : (tensor<3x6xi8>) -> tensor<3x6xi8>
  return %0 : tensor<3x6xi8>
}

func.func @cumsum_i32(%a0: tensor<3x6xi32>) -> tensor<3x6xi32> {
  %0 = "nn.cumsum"(%a0) {axis = -1 : i64, exclusive = true, reverse = true} : (tensor<3x6xi32>) -> tensor<3x6xi32>
  return %0 : tensor<3x6xi32>
}

func.func @cumsum_i64(%a0: tensor<3x6xi64>) -> tensor<3x6xi64> {
  %0 = "nn.cumsum"(%a0) {axis = -1 : i64, exclusive = true, reverse = true} : (tensor<3x6xi64>) -> tensor<3x6xi64>
  return %0 : tensor<3x6xi64>
}

func.func @top_k_i8(%a0: tensor<3x8xi8>) -> (tensor<3x3xi8>, tensor<3x3xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 3 : i64} : (tensor<3x8xi8>) -> (tensor<3x3xi8>, tensor<3x3xi64>)
  return %0#0, %0#1 : tensor<3x3xi8>, tensor<3x3xi64>
}

func.func @top_k_i32(%a0: tensor<3x8xi32>) -> (tensor<3x3xi32>, tensor<3x3xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 3 : i64} : (tensor<3x8xi32>) -> (tensor<3x3xi32>, tensor<3x3xi64>)
  return %0#0, %0#1 : tensor<3x3xi32>, tensor<3x3xi64>
}

func.func @top_k_i64(%a0: tensor<3x8xi64>) -> (tensor<3x3xi64>, tensor<3x3xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 3 : i64} : (tensor<3x8xi64>) -> (tensor<3x3xi64>, tensor<3x3xi64>)
  return %0#0, %0#1 : tensor<3x3xi64>, tensor<3x3xi64>
}
