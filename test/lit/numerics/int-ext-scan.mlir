// Numerical tests of the scan ops in i16 and unsigned integer (ui8 ... ui64) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry cumsum_i16 --input %S/Inputs/int-ext/cumsum_i16_in0.npy --check %S/Inputs/int-ext/cumsum_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry top_k_i16 --input %S/Inputs/int-ext/top_k_i16_in0.npy --check %S/Inputs/int-ext/top_k_i16_out0.npy %S/Inputs/int-ext/top_k_i16_out1.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @cumsum_i16(%a0: tensor<3x6xi16>) -> tensor<3x6xi16> {
  %0 = "nn.cumsum"(%a0) {axis = -1 : i64, exclusive = true, reverse = true} : (tensor<3x6xi16>) -> tensor<3x6xi16>
  return %0 : tensor<3x6xi16>
}

func.func @top_k_i16(%a0: tensor<3x8xi16>) -> (tensor<3x3xi16>, tensor<3x3xi64>) {
  %0:2 = "nn.top_k"(%a0) {k = 3 : i64} : (tensor<3x8xi16>) -> (tensor<3x3xi16>, tensor<3x3xi64>)
  return %0#0, %0#1 : tensor<3x3xi16>, tensor<3x3xi64>
}
