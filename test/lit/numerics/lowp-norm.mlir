// Numerical tests of the norm ops in f16 and bf16 on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry softmax_f16 --input %S/Inputs/lowp/softmax_f16_in0.npy --check %S/Inputs/lowp/softmax_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry softmax_f16_long --input %S/Inputs/lowp/softmax_f16_long_in0.npy --check %S/Inputs/lowp/softmax_f16_long_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry softmax_bf16 --input %S/Inputs/lowp/softmax_bf16_in0.npy --check %S/Inputs/lowp/softmax_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry softmax_bf16_long --input %S/Inputs/lowp/softmax_bf16_long_in0.npy --check %S/Inputs/lowp/softmax_bf16_long_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry log_softmax_f16 --input %S/Inputs/lowp/log_softmax_f16_in0.npy --check %S/Inputs/lowp/log_softmax_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry log_softmax_bf16 --input %S/Inputs/lowp/log_softmax_bf16_in0.npy --check %S/Inputs/lowp/log_softmax_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry layer_norm_f16 --input %S/Inputs/lowp/layer_norm_f16_in0.npy %S/Inputs/lowp/layer_norm_f16_in1.npy %S/Inputs/lowp/layer_norm_f16_in2.npy --check %S/Inputs/lowp/layer_norm_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry layer_norm_bf16 --input %S/Inputs/lowp/layer_norm_bf16_in0.npy %S/Inputs/lowp/layer_norm_bf16_in1.npy %S/Inputs/lowp/layer_norm_bf16_in2.npy --check %S/Inputs/lowp/layer_norm_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry rms_norm_f16 --input %S/Inputs/lowp/rms_norm_f16_in0.npy %S/Inputs/lowp/rms_norm_f16_in1.npy --check %S/Inputs/lowp/rms_norm_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry rms_norm_f16_long --input %S/Inputs/lowp/rms_norm_f16_long_in0.npy %S/Inputs/lowp/rms_norm_f16_long_in1.npy --check %S/Inputs/lowp/rms_norm_f16_long_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry rms_norm_bf16 --input %S/Inputs/lowp/rms_norm_bf16_in0.npy %S/Inputs/lowp/rms_norm_bf16_in1.npy --check %S/Inputs/lowp/rms_norm_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry rms_norm_bf16_long --input %S/Inputs/lowp/rms_norm_bf16_long_in0.npy %S/Inputs/lowp/rms_norm_bf16_long_in1.npy --check %S/Inputs/lowp/rms_norm_bf16_long_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @softmax_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.softmax"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @softmax_f16_long(%a0: tensor<1x4096xf16>) -> tensor<1x4096xf16> {
  %0 = "nn.softmax"(%a0) : (tensor<1x4096xf16>) -> tensor<1x4096xf16>
  return %0 : tensor<1x4096xf16>
}

func.func @softmax_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.softmax"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @softmax_bf16_long(%a0: tensor<1x4096xbf16>) -> tensor<1x4096xbf16> {
  %0 = "nn.softmax"(%a0) : (tensor<1x4096xbf16>) -> tensor<1x4096xbf16>
  return %0 : tensor<1x4096xbf16>
}

func.func @log_softmax_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.log_softmax"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @log_softmax_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.log_softmax"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @layer_norm_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>, %a2: tensor<8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.layer_norm"(%a0, %a1, %a2) : (tensor<4x8xf16>, tensor<8xf16>, tensor<8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @layer_norm_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>, %a2: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.layer_norm"(%a0, %a1, %a2) : (tensor<4x8xbf16>, tensor<8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @rms_norm_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.rms_norm"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @rms_norm_f16_long(%a0: tensor<1x4096xf16>, %a1: tensor<4096xf16>) -> tensor<1x4096xf16> {
  %0 = "nn.rms_norm"(%a0, %a1) : (tensor<1x4096xf16>, tensor<4096xf16>) -> tensor<1x4096xf16>
  return %0 : tensor<1x4096xf16>
}

func.func @rms_norm_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.rms_norm"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @rms_norm_bf16_long(%a0: tensor<1x4096xbf16>, %a1: tensor<4096xbf16>) -> tensor<1x4096xbf16> {
  %0 = "nn.rms_norm"(%a0, %a1) : (tensor<1x4096xbf16>, tensor<4096xbf16>) -> tensor<1x4096xbf16>
  return %0 : tensor<1x4096xbf16>
}
