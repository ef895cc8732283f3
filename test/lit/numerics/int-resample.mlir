// Numerical tests of the resample ops in integer (i8, i32, i64, i1) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry resize_i8 --input %S/Inputs/int/resize_i8_in0.npy --check %S/Inputs/int/resize_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_i32 --input %S/Inputs/int/resize_i32_in0.npy --check %S/Inputs/int/resize_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_i64 --input %S/Inputs/int/resize_i64_in0.npy --check %S/Inputs/int/resize_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @resize_i8(%a0: tensor<1x2x3x4xi8>) -> tensor<1x2x6x8xi8> {
  %0 = "nn.resize"(%a0) {mode = "nearest"} : (tensor<1x2x3x4xi8>) -> tensor<1x2x6x8xi8>
  return %0 : tensor<1x2x6x8xi8>
}

func.func @resize_i32(%a0: tensor<1x2x3x4xi32>) -> tensor<1x2x6x8xi32> {
  %0 = "nn.resize"(%a0) {mode = "nearest"} : (tensor<1x2x3x4xi32>) -> tensor<1x2x6x8xi32>
  return %0 : tensor<1x2x6x8xi32>
}

func.func @resize_i64(%a0: tensor<1x2x3x4xi64>) -> tensor<1x2x6x8xi64> {
  %0 = "nn.resize"(%a0) {mode = "nearest"} : (tensor<1x2x3x4xi64>) -> tensor<1x2x6x8xi64>
  return %0 : tensor<1x2x6x8xi64>
}
