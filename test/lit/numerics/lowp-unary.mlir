// Numerical tests of the unary ops in f16 and bf16 on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry relu_f16 --input %S/Inputs/lowp/relu_f16_in0.npy --check %S/Inputs/lowp/relu_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry relu_bf16 --input %S/Inputs/lowp/relu_bf16_in0.npy --check %S/Inputs/lowp/relu_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry exp_f16 --input %S/Inputs/lowp/exp_f16_in0.npy --check %S/Inputs/lowp/exp_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry exp_bf16 --input %S/Inputs/lowp/exp_bf16_in0.npy --check %S/Inputs/lowp/exp_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sigmoid_f16 --input %S/Inputs/lowp/sigmoid_f16_in0.npy --check %S/Inputs/lowp/sigmoid_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sigmoid_bf16 --input %S/Inputs/lowp/sigmoid_bf16_in0.npy --check %S/Inputs/lowp/sigmoid_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tanh_f16 --input %S/Inputs/lowp/tanh_f16_in0.npy --check %S/Inputs/lowp/tanh_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tanh_bf16 --input %S/Inputs/lowp/tanh_bf16_in0.npy --check %S/Inputs/lowp/tanh_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gelu_f16 --input %S/Inputs/lowp/gelu_f16_in0.npy --check %S/Inputs/lowp/gelu_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gelu_bf16 --input %S/Inputs/lowp/gelu_bf16_in0.npy --check %S/Inputs/lowp/gelu_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry neg_f16 --input %S/Inputs/lowp/neg_f16_in0.npy --check %S/Inputs/lowp/neg_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry neg_bf16 --input %S/Inputs/lowp/neg_bf16_in0.npy --check %S/Inputs/lowp/neg_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_f16 --input %S/Inputs/lowp/abs_f16_in0.npy --check %S/Inputs/lowp/abs_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_bf16 --input %S/Inputs/lowp/abs_bf16_in0.npy --check %S/Inputs/lowp/abs_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reciprocal_f16 --input %S/Inputs/lowp/reciprocal_f16_in0.npy --check %S/Inputs/lowp/reciprocal_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reciprocal_bf16 --input %S/Inputs/lowp/reciprocal_bf16_in0.npy --check %S/Inputs/lowp/reciprocal_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry floor_f16 --input %S/Inputs/lowp/floor_f16_in0.npy --check %S/Inputs/lowp/floor_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry floor_bf16 --input %S/Inputs/lowp/floor_bf16_in0.npy --check %S/Inputs/lowp/floor_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry ceil_f16 --input %S/Inputs/lowp/ceil_f16_in0.npy --check %S/Inputs/lowp/ceil_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry ceil_bf16 --input %S/Inputs/lowp/ceil_bf16_in0.npy --check %S/Inputs/lowp/ceil_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry round_f16 --input %S/Inputs/lowp/round_f16_in0.npy --check %S/Inputs/lowp/round_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry round_bf16 --input %S/Inputs/lowp/round_bf16_in0.npy --check %S/Inputs/lowp/round_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry log_f16 --input %S/Inputs/lowp/log_f16_in0.npy --check %S/Inputs/lowp/log_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry log_bf16 --input %S/Inputs/lowp/log_bf16_in0.npy --check %S/Inputs/lowp/log_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sqrt_f16 --input %S/Inputs/lowp/sqrt_f16_in0.npy --check %S/Inputs/lowp/sqrt_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sqrt_bf16 --input %S/Inputs/lowp/sqrt_bf16_in0.npy --check %S/Inputs/lowp/sqrt_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry rsqrt_f16 --input %S/Inputs/lowp/rsqrt_f16_in0.npy --check %S/Inputs/lowp/rsqrt_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry rsqrt_bf16 --input %S/Inputs/lowp/rsqrt_bf16_in0.npy --check %S/Inputs/lowp/rsqrt_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry erf_f16 --input %S/Inputs/lowp/erf_f16_in0.npy --check %S/Inputs/lowp/erf_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry erf_bf16 --input %S/Inputs/lowp/erf_bf16_in0.npy --check %S/Inputs/lowp/erf_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sin_f16 --input %S/Inputs/lowp/sin_f16_in0.npy --check %S/Inputs/lowp/sin_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sin_bf16 --input %S/Inputs/lowp/sin_bf16_in0.npy --check %S/Inputs/lowp/sin_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cos_f16 --input %S/Inputs/lowp/cos_f16_in0.npy --check %S/Inputs/lowp/cos_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cos_bf16 --input %S/Inputs/lowp/cos_bf16_in0.npy --check %S/Inputs/lowp/cos_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry silu_f16 --input %S/Inputs/lowp/silu_f16_in0.npy --check %S/Inputs/lowp/silu_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry silu_bf16 --input %S/Inputs/lowp/silu_bf16_in0.npy --check %S/Inputs/lowp/silu_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry softplus_f16 --input %S/Inputs/lowp/softplus_f16_in0.npy --check %S/Inputs/lowp/softplus_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry softplus_bf16 --input %S/Inputs/lowp/softplus_bf16_in0.npy --check %S/Inputs/lowp/softplus_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry hardswish_f16 --input %S/Inputs/lowp/hardswish_f16_in0.npy --check %S/Inputs/lowp/hardswish_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry hardswish_bf16 --input %S/Inputs/lowp/hardswish_bf16_in0.npy --check %S/Inputs/lowp/hardswish_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry hardsigmoid_f16 --input %S/Inputs/lowp/hardsigmoid_f16_in0.npy --check %S/Inputs/lowp/hardsigmoid_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry hardsigmoid_bf16 --input %S/Inputs/lowp/hardsigmoid_bf16_in0.npy --check %S/Inputs/lowp/hardsigmoid_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry leaky_relu_f16 --input %S/Inputs/lowp/leaky_relu_f16_in0.npy --check %S/Inputs/lowp/leaky_relu_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry leaky_relu_bf16 --input %S/Inputs/lowp/leaky_relu_bf16_in0.npy --check %S/Inputs/lowp/leaky_relu_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry elu_f16 --input %S/Inputs/lowp/elu_f16_in0.npy --check %S/Inputs/lowp/elu_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry elu_bf16 --input %S/Inputs/lowp/elu_bf16_in0.npy --check %S/Inputs/lowp/elu_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_f16 --input %S/Inputs/lowp/clip_f16_in0.npy --check %S/Inputs/lowp/clip_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_bf16 --input %S/Inputs/lowp/clip_bf16_in0.npy --check %S/Inputs/lowp/clip_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scale_f16 --input %S/Inputs/lowp/scale_f16_in0.npy --check %S/Inputs/lowp/scale_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scale_bf16 --input %S/Inputs/lowp/scale_bf16_in0.npy --check %S/Inputs/lowp/scale_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_f16_to_f32 --input %S/Inputs/lowp/cast_f16_to_f32_in0.npy --check %S/Inputs/lowp/cast_f16_to_f32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_f16_to_bf16 --input %S/Inputs/lowp/cast_f16_to_bf16_in0.npy --check %S/Inputs/lowp/cast_f16_to_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_f16_to_i32 --input %S/Inputs/lowp/cast_f16_to_i32_in0.npy --check %S/Inputs/lowp/cast_f16_to_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_f16_to_i1 --input %S/Inputs/lowp/cast_f16_to_i1_in0.npy --check %S/Inputs/lowp/cast_f16_to_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_bf16_to_f32 --input %S/Inputs/lowp/cast_bf16_to_f32_in0.npy --check %S/Inputs/lowp/cast_bf16_to_f32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_bf16_to_f16 --input %S/Inputs/lowp/cast_bf16_to_f16_in0.npy --check %S/Inputs/lowp/cast_bf16_to_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_bf16_to_i32 --input %S/Inputs/lowp/cast_bf16_to_i32_in0.npy --check %S/Inputs/lowp/cast_bf16_to_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_bf16_to_i1 --input %S/Inputs/lowp/cast_bf16_to_i1_in0.npy --check %S/Inputs/lowp/cast_bf16_to_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry identity_f16 --input %S/Inputs/lowp/identity_f16_in0.npy --check %S/Inputs/lowp/identity_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry identity_bf16 --input %S/Inputs/lowp/identity_bf16_in0.npy --check %S/Inputs/lowp/identity_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dropout_f16 --input %S/Inputs/lowp/dropout_f16_in0.npy --check %S/Inputs/lowp/dropout_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dropout_bf16 --input %S/Inputs/lowp/dropout_bf16_in0.npy --check %S/Inputs/lowp/dropout_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry asin_f16 --input %S/Inputs/lowp/asin_f16_in0.npy --check %S/Inputs/lowp/asin_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry asin_bf16 --input %S/Inputs/lowp/asin_bf16_in0.npy --check %S/Inputs/lowp/asin_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry acos_f16 --input %S/Inputs/lowp/acos_f16_in0.npy --check %S/Inputs/lowp/acos_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry acos_bf16 --input %S/Inputs/lowp/acos_bf16_in0.npy --check %S/Inputs/lowp/acos_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry atan_f16 --input %S/Inputs/lowp/atan_f16_in0.npy --check %S/Inputs/lowp/atan_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry atan_bf16 --input %S/Inputs/lowp/atan_bf16_in0.npy --check %S/Inputs/lowp/atan_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @relu_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.relu"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @relu_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.relu"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @exp_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.exp"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @exp_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.exp"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @sigmoid_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.sigmoid"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @sigmoid_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.sigmoid"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @tanh_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.tanh"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @tanh_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.tanh"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @gelu_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.gelu"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @gelu_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.gelu"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @neg_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.neg"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @neg_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.neg"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @abs_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.abs"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @abs_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.abs"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @reciprocal_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.reciprocal"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @reciprocal_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.reciprocal"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @floor_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.floor"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @floor_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.floor"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @ceil_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.ceil"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @ceil_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.ceil"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @round_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.round"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @round_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.round"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @log_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.log"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @log_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.log"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @sqrt_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.sqrt"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @sqrt_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.sqrt"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @rsqrt_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.rsqrt"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @rsqrt_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.rsqrt"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @erf_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.erf"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @erf_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.erf"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @sin_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.sin"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @sin_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.sin"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @cos_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.cos"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @cos_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.cos"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @silu_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.silu"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @silu_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.silu"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @softplus_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.softplus"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @softplus_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.softplus"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @hardswish_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.hardswish"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @hardswish_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.hardswish"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @hardsigmoid_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.hardsigmoid"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @hardsigmoid_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.hardsigmoid"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @leaky_relu_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.leaky_relu"(%a0) {alpha = 2.500000e-01 : f32} : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @leaky_relu_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.leaky_relu"(%a0) {alpha = 2.500000e-01 : f32} : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @elu_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.elu"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @elu_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.elu"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @clip_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.clip"(%a0) {max = 1.500000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @clip_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.clip"(%a0) {max = 1.500000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @scale_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.scale"(%a0) {bias = -2.500000e-01 : f32, scale = 1.500000e+00 : f32} : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @scale_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.scale"(%a0) {bias = -2.500000e-01 : f32, scale = 1.500000e+00 : f32} : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @cast_f16_to_f32(%a0: tensor<4x8xf16>) -> tensor<4x8xf32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @cast_f16_to_bf16(%a0: tensor<4x8xf16>) -> tensor<4x8xbf16> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @cast_f16_to_i32(%a0: tensor<4x8xf16>) -> tensor<4x8xi32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @cast_f16_to_i1(%a0: tensor<4x8xf16>) -> tensor<4x8xi1> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @cast_bf16_to_f32(%a0: tensor<4x8xbf16>) -> tensor<4x8xf32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @cast_bf16_to_f16(%a0: tensor<4x8xbf16>) -> tensor<4x8xf16> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @cast_bf16_to_i32(%a0: tensor<4x8xbf16>) -> tensor<4x8xi32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @cast_bf16_to_i1(%a0: tensor<4x8xbf16>) -> tensor<4x8xi1> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @identity_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.identity"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @identity_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.identity"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @dropout_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.dropout"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @dropout_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.dropout"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @asin_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.asin"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @asin_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.asin"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @acos_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.acos"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @acos_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.acos"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @atan_f16(%a0: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.atan"(%a0) : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @atan_bf16(%a0: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.atan"(%a0) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}
