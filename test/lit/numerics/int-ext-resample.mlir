// Numerical tests of the resample ops in i16 and unsigned integer (ui8 ... ui64) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry resize_i16 --input %S/Inputs/int-ext/resize_i16_in0.npy --check %S/Inputs/int-ext/resize_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @resize_i16(%a0: tensor<1x2x3x4xi16>) -> tensor<1x2x6x8xi16> {
  %0 = "nn.resize"(%a0) {mode = "nearest"} : (tensor<1x2x3x4xi16>) -> tensor<1x2x6x8xi16>
  return %0 : tensor<1x2x6x8xi16>
}
