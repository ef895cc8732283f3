// Numerical tests of the binary ops in integer (i8, i32, i64, i1) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry add_i8 --input %S/Inputs/int/add_i8_in0.npy %S/Inputs/int/add_i8_in1.npy --check %S/Inputs/int/add_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_i8_wraps --input %S/Inputs/int/add_i8_wraps_in0.npy %S/Inputs/int/add_i8_wraps_in1.npy --check %S/Inputs/int/add_i8_wraps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_i32 --input %S/Inputs/int/add_i32_in0.npy %S/Inputs/int/add_i32_in1.npy --check %S/Inputs/int/add_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_i32_wraps --input %S/Inputs/int/add_i32_wraps_in0.npy %S/Inputs/int/add_i32_wraps_in1.npy --check %S/Inputs/int/add_i32_wraps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_i64 --input %S/Inputs/int/add_i64_in0.npy %S/Inputs/int/add_i64_in1.npy --check %S/Inputs/int/add_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_i64_wraps --input %S/Inputs/int/add_i64_wraps_in0.npy %S/Inputs/int/add_i64_wraps_in1.npy --check %S/Inputs/int/add_i64_wraps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sub_i8 --input %S/Inputs/int/sub_i8_in0.npy %S/Inputs/int/sub_i8_in1.npy --check %S/Inputs/int/sub_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sub_i32 --input %S/Inputs/int/sub_i32_in0.npy %S/Inputs/int/sub_i32_in1.npy --check %S/Inputs/int/sub_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sub_i64 --input %S/Inputs/int/sub_i64_in0.npy %S/Inputs/int/sub_i64_in1.npy --check %S/Inputs/int/sub_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mul_i8 --input %S/Inputs/int/mul_i8_in0.npy %S/Inputs/int/mul_i8_in1.npy --check %S/Inputs/int/mul_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mul_i32 --input %S/Inputs/int/mul_i32_in0.npy %S/Inputs/int/mul_i32_in1.npy --check %S/Inputs/int/mul_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mul_i64 --input %S/Inputs/int/mul_i64_in0.npy %S/Inputs/int/mul_i64_in1.npy --check %S/Inputs/int/mul_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_i8 --input %S/Inputs/int/div_i8_in0.npy %S/Inputs/int/div_i8_in1.npy --check %S/Inputs/int/div_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_i8_traps --input %S/Inputs/int/div_i8_traps_in0.npy %S/Inputs/int/div_i8_traps_in1.npy --check %S/Inputs/int/div_i8_traps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_i32 --input %S/Inputs/int/div_i32_in0.npy %S/Inputs/int/div_i32_in1.npy --check %S/Inputs/int/div_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_i32_traps --input %S/Inputs/int/div_i32_traps_in0.npy %S/Inputs/int/div_i32_traps_in1.npy --check %S/Inputs/int/div_i32_traps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_i64 --input %S/Inputs/int/div_i64_in0.npy %S/Inputs/int/div_i64_in1.npy --check %S/Inputs/int/div_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_i64_traps --input %S/Inputs/int/div_i64_traps_in0.npy %S/Inputs/int/div_i64_traps_in1.npy --check %S/Inputs/int/div_i64_traps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_i8 --input %S/Inputs/int/mod_i8_in0.npy %S/Inputs/int/mod_i8_in1.npy --check %S/Inputs/int/mod_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_i8_fmod --input %S/Inputs/int/mod_i8_fmod_in0.npy %S/Inputs/int/mod_i8_fmod_in1.npy --check %S/Inputs/int/mod_i8_fmod_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_i8_traps --input %S/Inputs/int/mod_i8_traps_in0.npy %S/Inputs/int/mod_i8_traps_in1.npy --check %S/Inputs/int/mod_i8_traps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_i32 --input %S/Inputs/int/mod_i32_in0.npy %S/Inputs/int/mod_i32_in1.npy --check %S/Inputs/int/mod_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_i32_fmod --input %S/Inputs/int/mod_i32_fmod_in0.npy %S/Inputs/int/mod_i32_fmod_in1.npy --check %S/Inputs/int/mod_i32_fmod_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_i32_traps --input %S/Inputs/int/mod_i32_traps_in0.npy %S/Inputs/int/mod_i32_traps_in1.npy --check %S/Inputs/int/mod_i32_traps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_i64 --input %S/Inputs/int/mod_i64_in0.npy %S/Inputs/int/mod_i64_in1.npy --check %S/Inputs/int/mod_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_i64_fmod --input %S/Inputs/int/mod_i64_fmod_in0.npy %S/Inputs/int/mod_i64_fmod_in1.npy --check %S/Inputs/int/mod_i64_fmod_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_i64_traps --input %S/Inputs/int/mod_i64_traps_in0.npy %S/Inputs/int/mod_i64_traps_in1.npy --check %S/Inputs/int/mod_i64_traps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_i8 --input %S/Inputs/int/pow_i8_in0.npy %S/Inputs/int/pow_i8_in1.npy --check %S/Inputs/int/pow_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_i32 --input %S/Inputs/int/pow_i32_in0.npy %S/Inputs/int/pow_i32_in1.npy --check %S/Inputs/int/pow_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_i64 --input %S/Inputs/int/pow_i64_in0.npy %S/Inputs/int/pow_i64_in1.npy --check %S/Inputs/int/pow_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_i8 --input %S/Inputs/int/maximum_i8_in0.npy %S/Inputs/int/maximum_i8_in1.npy --check %S/Inputs/int/maximum_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_i32 --input %S/Inputs/int/maximum_i32_in0.npy %S/Inputs/int/maximum_i32_in1.npy --check %S/Inputs/int/maximum_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_i64 --input %S/Inputs/int/maximum_i64_in0.npy %S/Inputs/int/maximum_i64_in1.npy --check %S/Inputs/int/maximum_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry minimum_i8 --input %S/Inputs/int/minimum_i8_in0.npy %S/Inputs/int/minimum_i8_in1.npy --check %S/Inputs/int/minimum_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry minimum_i32 --input %S/Inputs/int/minimum_i32_in0.npy %S/Inputs/int/minimum_i32_in1.npy --check %S/Inputs/int/minimum_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry minimum_i64 --input %S/Inputs/int/minimum_i64_in0.npy %S/Inputs/int/minimum_i64_in1.npy --check %S/Inputs/int/minimum_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry equal_i8 --input %S/Inputs/int/equal_i8_in0.npy %S/Inputs/int/equal_i8_in1.npy --check %S/Inputs/int/equal_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry equal_i32 --input %S/Inputs/int/equal_i32_in0.npy %S/Inputs/int/equal_i32_in1.npy --check %S/Inputs/int/equal_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry equal_i64 --input %S/Inputs/int/equal_i64_in0.npy %S/Inputs/int/equal_i64_in1.npy --check %S/Inputs/int/equal_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry not_equal_i8 --input %S/Inputs/int/not_equal_i8_in0.npy %S/Inputs/int/not_equal_i8_in1.npy --check %S/Inputs/int/not_equal_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry not_equal_i32 --input %S/Inputs/int/not_equal_i32_in0.npy %S/Inputs/int/not_equal_i32_in1.npy --check %S/Inputs/int/not_equal_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry not_equal_i64 --input %S/Inputs/int/not_equal_i64_in0.npy %S/Inputs/int/not_equal_i64_in1.npy --check %S/Inputs/int/not_equal_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_i8 --input %S/Inputs/int/less_i8_in0.npy %S/Inputs/int/less_i8_in1.npy --check %S/Inputs/int/less_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_i32 --input %S/Inputs/int/less_i32_in0.npy %S/Inputs/int/less_i32_in1.npy --check %S/Inputs/int/less_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_i64 --input %S/Inputs/int/less_i64_in0.npy %S/Inputs/int/less_i64_in1.npy --check %S/Inputs/int/less_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_equal_i8 --input %S/Inputs/int/less_equal_i8_in0.npy %S/Inputs/int/less_equal_i8_in1.npy --check %S/Inputs/int/less_equal_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_equal_i32 --input %S/Inputs/int/less_equal_i32_in0.npy %S/Inputs/int/less_equal_i32_in1.npy --check %S/Inputs/int/less_equal_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_equal_i64 --input %S/Inputs/int/less_equal_i64_in0.npy %S/Inputs/int/less_equal_i64_in1.npy --check %S/Inputs/int/less_equal_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_i8 --input %S/Inputs/int/greater_i8_in0.npy %S/Inputs/int/greater_i8_in1.npy --check %S/Inputs/int/greater_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_i32 --input %S/Inputs/int/greater_i32_in0.npy %S/Inputs/int/greater_i32_in1.npy --check %S/Inputs/int/greater_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_i64 --input %S/Inputs/int/greater_i64_in0.npy %S/Inputs/int/greater_i64_in1.npy --check %S/Inputs/int/greater_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_equal_i8 --input %S/Inputs/int/greater_equal_i8_in0.npy %S/Inputs/int/greater_equal_i8_in1.npy --check %S/Inputs/int/greater_equal_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_equal_i32 --input %S/Inputs/int/greater_equal_i32_in0.npy %S/Inputs/int/greater_equal_i32_in1.npy --check %S/Inputs/int/greater_equal_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_equal_i64 --input %S/Inputs/int/greater_equal_i64_in0.npy %S/Inputs/int/greater_equal_i64_in1.npy --check %S/Inputs/int/greater_equal_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry and_i1 --input %S/Inputs/int/and_i1_in0.npy %S/Inputs/int/and_i1_in1.npy --check %S/Inputs/int/and_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry or_i1 --input %S/Inputs/int/or_i1_in0.npy %S/Inputs/int/or_i1_in1.npy --check %S/Inputs/int/or_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry where_i8 --input %S/Inputs/int/where_i8_in0.npy %S/Inputs/int/where_i8_in1.npy %S/Inputs/int/where_i8_in2.npy --check %S/Inputs/int/where_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry where_i32 --input %S/Inputs/int/where_i32_in0.npy %S/Inputs/int/where_i32_in1.npy %S/Inputs/int/where_i32_in2.npy --check %S/Inputs/int/where_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry where_i64 --input %S/Inputs/int/where_i64_in0.npy %S/Inputs/int/where_i64_in1.npy %S/Inputs/int/where_i64_in2.npy --check %S/Inputs/int/where_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry where_i1 --input %S/Inputs/int/where_i1_in0.npy %S/Inputs/int/where_i1_in1.npy %S/Inputs/int/where_i1_in2.npy --check %S/Inputs/int/where_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bias_add_i8 --input %S/Inputs/int/bias_add_i8_in0.npy %S/Inputs/int/bias_add_i8_in1.npy --check %S/Inputs/int/bias_add_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bias_add_i32 --input %S/Inputs/int/bias_add_i32_in0.npy %S/Inputs/int/bias_add_i32_in1.npy --check %S/Inputs/int/bias_add_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bias_add_i64 --input %S/Inputs/int/bias_add_i64_in0.npy %S/Inputs/int/bias_add_i64_in1.npy --check %S/Inputs/int/bias_add_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @add_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.add"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @add_i8_wraps(%a0: tensor<6xi8>, %a1: tensor<6xi8>) -> tensor<6xi8> {
  %0 = "nn.add"(%a0, %a1) : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}

func.func @add_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.add"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @add_i32_wraps(%a0: tensor<6xi32>, %a1: tensor<6xi32>) -> tensor<6xi32> {
  %0 = "nn.add"(%a0, %a1) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

func.func @add_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.add"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @add_i64_wraps(%a0: tensor<6xi64>, %a1: tensor<6xi64>) -> tensor<6xi64> {
  %0 = "nn.add"(%a0, %a1) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
  return %0 : tensor<6xi64>
}

func.func @sub_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.sub"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @sub_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.sub"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @sub_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.sub"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @mul_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.mul"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @mul_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.mul"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @mul_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.mul"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @div_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.div"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @div_i8_traps(%a0: tensor<6xi8>, %a1: tensor<6xi8>) -> tensor<6xi8> {
  %0 = "nn.div"(%a0, %a1) : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}

func.func @div_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.div"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @div_i32_traps(%a0: tensor<6xi32>, %a1: tensor<6xi32>) -> tensor<6xi32> {
  %0 = "nn.div"(%a0, %a1) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

func.func @div_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.div"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @div_i64_traps(%a0: tensor<6xi64>, %a1: tensor<6xi64>) -> tensor<6xi64> {
  %0 = "nn.div"(%a0, %a1) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
  return %0 : tensor<6xi64>
}

func.func @mod_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @mod_i8_fmod(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.mod"(%a0, %a1) {fmod = true} : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @mod_i8_traps(%a0: tensor<6xi8>, %a1: tensor<6xi8>) -> tensor<6xi8> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}

func.func @mod_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @mod_i32_fmod(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.mod"(%a0, %a1) {fmod = true} : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @mod_i32_traps(%a0: tensor<6xi32>, %a1: tensor<6xi32>) -> tensor<6xi32> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

func.func @mod_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @mod_i64_fmod(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.mod"(%a0, %a1) {fmod = true} : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @mod_i64_traps(%a0: tensor<6xi64>, %a1: tensor<6xi64>) -> tensor<6xi64> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
  return %0 : tensor<6xi64>
}

func.func @pow_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @pow_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @pow_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @maximum_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @maximum_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @maximum_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @minimum_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.minimum"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @minimum_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.minimum"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @minimum_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.minimum"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @equal_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi1> {
  %0 = "nn.equal"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @equal_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi1> {
  %0 = "nn.equal"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @equal_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi1> {
  %0 = "nn.equal"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @not_equal_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi1> {
  %0 = "nn.not_equal"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @not_equal_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi1> {
  %0 = "nn.not_equal"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @not_equal_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi1> {
  %0 = "nn.not_equal"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_equal_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi1> {
  %0 = "nn.less_equal"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_equal_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi1> {
  %0 = "nn.less_equal"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_equal_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi1> {
  %0 = "nn.less_equal"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi1> {
  %0 = "nn.greater"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi1> {
  %0 = "nn.greater"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi1> {
  %0 = "nn.greater"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_equal_i8(%a0: tensor<4x8xi8>, %a1: tensor<8xi8>) -> tensor<4x8xi1> {
  %0 = "nn.greater_equal"(%a0, %a1) : (tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_equal_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi1> {
  %0 = "nn.greater_equal"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_equal_i64(%a0: tensor<4x8xi64>, %a1: tensor<8xi64>) -> tensor<4x8xi1> {
  %0 = "nn.greater_equal"(%a0, %a1) : (tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @and_i1(%a0: tensor<4x8xi1>, %a1: tensor<4x8xi1>) -> tensor<4x8xi1> {
  %0 = "nn.and"(%a0, %a1) : (tensor<4x8xi1>, tensor<4x8xi1>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @or_i1(%a0: tensor<4x8xi1>, %a1: tensor<4x8xi1>) -> tensor<4x8xi1> {
  %0 = "nn.or"(%a0, %a1) : (tensor<4x8xi1>, tensor<4x8xi1>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @where_i8(%a0: tensor<4x8xi1>, %a1: tensor<4x8xi8>, %a2: tensor<8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.where"(%a0, %a1, %a2) : (tensor<4x8xi1>, tensor<4x8xi8>, tensor<8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @where_i32(%a0: tensor<4x8xi1>, %a1: tensor<4x8xi32>, %a2: tensor<8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.where"(%a0, %a1, %a2) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @where_i64(%a0: tensor<4x8xi1>, %a1: tensor<4x8xi64>, %a2: tensor<8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.where"(%a0, %a1, %a2) : (tensor<4x8xi1>, tensor<4x8xi64>, tensor<8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @where_i1(%a0: tensor<4x8xi1>, %a1: tensor<4x8xi1>, %a2: tensor<8xi1>) -> tensor<4x8xi1> {
  %0 = "nn.where"(%a0, %a1, %a2) : (tensor<4x8xi1>, tensor<4x8xi1>, tensor<8xi1>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @bias_add_i8(%a0: tensor<2x3x4xi8>, %a1: tensor<3xi8>) -> tensor<2x3x4xi8> {
  %0 = "nn.bias_add"(%a0, %a1) : (tensor<2x3x4xi8>, tensor<3xi8>) -> tensor<2x3x4xi8>
  return %0 : tensor<2x3x4xi8>
}

func.func @bias_add_i32(%a0: tensor<2x3x4xi32>, %a1: tensor<3xi32>) -> tensor<2x3x4xi32> {
  %0 = "nn.bias_add"(%a0, %a1) : (tensor<2x3x4xi32>, tensor<3xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

func.func @bias_add_i64(%a0: tensor<2x3x4xi64>, %a1: tensor<3xi64>) -> tensor<2x3x4xi64> {
  %0 = "nn.bias_add"(%a0, %a1) : (tensor<2x3x4xi64>, tensor<3xi64>) -> tensor<2x3x4xi64>
  return %0 : tensor<2x3x4xi64>
}
