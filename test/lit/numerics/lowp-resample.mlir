// Numerical tests of the resample ops in f16 and bf16 on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry resize_f16 --input %S/Inputs/lowp/resize_f16_in0.npy --check %S/Inputs/lowp/resize_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry resize_bf16 --input %S/Inputs/lowp/resize_bf16_in0.npy --check %S/Inputs/lowp/resize_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_f16 --input %S/Inputs/lowp/grid_sample_f16_in0.npy %S/Inputs/lowp/grid_sample_f16_in1.npy --check %S/Inputs/lowp/grid_sample_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grid_sample_bf16 --input %S/Inputs/lowp/grid_sample_bf16_in0.npy %S/Inputs/lowp/grid_sample_bf16_in1.npy --check %S/Inputs/lowp/grid_sample_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @resize_f16(%a0: tensor<1x2x3x4xf16>) -> tensor<1x2x6x8xf16> {
  %0 = "nn.resize"(%a0) {mode = "nearest"} : (tensor<1x2x3x4xf16>) -> tensor<1x2x6x8xf16>
  return %0 : tensor<1x2x6x8xf16>
}

func.func @resize_bf16(%a0: tensor<1x2x3x4xbf16>) -> tensor<1x2x6x8xbf16> {
  %0 = "nn.resize"(%a0) {mode = "nearest"} : (tensor<1x2x3x4xbf16>) -> tensor<1x2x6x8xbf16>
  return %0 : tensor<1x2x6x8xbf16>
}

func.func @grid_sample_f16(%a0: tensor<1x2x3x5xf16>, %a1: tensor<1x3x5x2xf16>) -> tensor<1x2x3x5xf16> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = true} : (tensor<1x2x3x5xf16>, tensor<1x3x5x2xf16>) -> tensor<1x2x3x5xf16>
  return %0 : tensor<1x2x3x5xf16>
}

func.func @grid_sample_bf16(%a0: tensor<1x2x3x5xbf16>, %a1: tensor<1x3x5x2xbf16>) -> tensor<1x2x3x5xbf16> {
  %0 = "nn.grid_sample"(%a0, %a1) {align_corners = true} : (tensor<1x2x3x5xbf16>, tensor<1x3x5x2xbf16>) -> tensor<1x2x3x5xbf16>
  return %0 : tensor<1x2x3x5xbf16>
}
