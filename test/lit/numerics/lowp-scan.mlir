// Numerical tests of the scan ops in f16 and bf16 on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry cumsum_f16 --input %S/Inputs/lowp/cumsum_f16_in0.npy --check %S/Inputs/lowp/cumsum_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cumsum_bf16 --input %S/Inputs/lowp/cumsum_bf16_in0.npy --check %S/Inputs/lowp/cumsum_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_f16 --input %S/Inputs/lowp/top_k_f16_in0.npy --check %S/Inputs/lowp/top_k_f16_out0.npy %S/Inputs/lowp/top_k_f16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_bf16 --input %S/Inputs/lowp/top_k_bf16_in0.npy --check %S/Inputs/lowp/top_k_bf16_out0.npy %S/Inputs/lowp/top_k_bf16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @cumsum_f16(%a0: tensor<3x6xf16>) -> tensor<3x6xf16> {
  %0 = "nn.cumsum"(%a0) {axis = -1 : i64, exclusive = true, reverse = true} : (tensor<3x6xf16>) -> tensor<3x6xf16>
  return %0 : tensor<3x6xf16>
}

func.func @cumsum_bf16(%a0: tensor<3x6xbf16>) -> tensor<3x6xbf16> {
  %0 = "nn.cumsum"(%a0) {axis = -1 : i64, exclusive = true, reverse = true} : (tensor<3x6xbf16>) -> tensor<3x6xbf16>
  return %0 : tensor<3x6xbf16>
}

func.func @top_k_f16(%a0: tensor<3x8xf16>) -> (tensor<3x3xf16>, tensor<3x3xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 3 : i64} : (tensor<3x8xf16>) -> (tensor<3x3xf16>, tensor<3x3xi64>)
  return %0#0, %0#1 : tensor<3x3xf16>, tensor<3x3xi64>
}

func.func @top_k_bf16(%a0: tensor<3x8xbf16>) -> (tensor<3x3xbf16>, tensor<3x3xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 3 : i64} : (tensor<3x8xbf16>) -> (tensor<3x3xbf16>, tensor<3x3xi64>)
  return %0#0, %0#1 : tensor<3x3xbf16>, tensor<3x3xi64>
}
