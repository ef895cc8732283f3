// Numerical tests: every lowered op on the CPU (--convert-nn-to-linalg,
// the LLVM pipeline, the JIT) against NumPy.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics.py; do not edit.
//
// RUN: nn-run %s --entry relu --input %S/Inputs/relu_in0.npy --check %S/Inputs/relu_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry exp --input %S/Inputs/exp_in0.npy --check %S/Inputs/exp_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry log --input %S/Inputs/log_in0.npy --check %S/Inputs/log_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sqrt --input %S/Inputs/sqrt_in0.npy --check %S/Inputs/sqrt_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry rsqrt --input %S/Inputs/rsqrt_in0.npy --check %S/Inputs/rsqrt_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry tanh --input %S/Inputs/tanh_in0.npy --check %S/Inputs/tanh_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sigmoid --input %S/Inputs/sigmoid_in0.npy --check %S/Inputs/sigmoid_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry neg --input %S/Inputs/neg_in0.npy --check %S/Inputs/neg_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs --input %S/Inputs/abs_in0.npy --check %S/Inputs/abs_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry erf --input %S/Inputs/erf_in0.npy --check %S/Inputs/erf_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reciprocal --input %S/Inputs/reciprocal_in0.npy --check %S/Inputs/reciprocal_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry floor --input %S/Inputs/floor_in0.npy --check %S/Inputs/floor_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry ceil --input %S/Inputs/ceil_in0.npy --check %S/Inputs/ceil_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sin --input %S/Inputs/sin_in0.npy --check %S/Inputs/sin_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cos --input %S/Inputs/cos_in0.npy --check %S/Inputs/cos_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry silu --input %S/Inputs/silu_in0.npy --check %S/Inputs/silu_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry softplus --input %S/Inputs/softplus_in0.npy --check %S/Inputs/softplus_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry hardswish --input %S/Inputs/hardswish_in0.npy --check %S/Inputs/hardswish_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry hardsigmoid --input %S/Inputs/hardsigmoid_in0.npy --check %S/Inputs/hardsigmoid_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gelu --input %S/Inputs/gelu_in0.npy --check %S/Inputs/gelu_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry gelu_tanh --input %S/Inputs/gelu_tanh_in0.npy --check %S/Inputs/gelu_tanh_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry leaky_relu --input %S/Inputs/leaky_relu_in0.npy --check %S/Inputs/leaky_relu_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry elu --input %S/Inputs/elu_in0.npy --check %S/Inputs/elu_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip --input %S/Inputs/clip_in0.npy --check %S/Inputs/clip_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scale --input %S/Inputs/scale_in0.npy --check %S/Inputs/scale_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_4x8_f32 --input %S/Inputs/add_4x8_f32_in0.npy %S/Inputs/add_4x8_f32_in1.npy --check %S/Inputs/add_4x8_f32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_8_f32 --input %S/Inputs/add_8_f32_in0.npy %S/Inputs/add_8_f32_in1.npy --check %S/Inputs/add_8_f32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sub_1x8_f32 --input %S/Inputs/sub_1x8_f32_in0.npy %S/Inputs/sub_1x8_f32_in1.npy --check %S/Inputs/sub_1x8_f32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mul_scalar_f32 --input %S/Inputs/mul_scalar_f32_in0.npy %S/Inputs/mul_scalar_f32_in1.npy --check %S/Inputs/mul_scalar_f32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_4x1_f32 --input %S/Inputs/div_4x1_f32_in0.npy %S/Inputs/div_4x1_f32_in1.npy --check %S/Inputs/div_4x1_f32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_4x8_f32 --input %S/Inputs/pow_4x8_f32_in0.npy %S/Inputs/pow_4x8_f32_in1.npy --check %S/Inputs/pow_4x8_f32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_4_f32 --input %S/Inputs/maximum_4_f32_in0.npy %S/Inputs/maximum_4_f32_in1.npy --check %S/Inputs/maximum_4_f32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry minimum_3x1_f32 --input %S/Inputs/minimum_3x1_f32_in0.npy %S/Inputs/minimum_3x1_f32_in1.npy --check %S/Inputs/minimum_3x1_f32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_8_i32 --input %S/Inputs/add_8_i32_in0.npy %S/Inputs/add_8_i32_in1.npy --check %S/Inputs/add_8_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mul_4x8_i64 --input %S/Inputs/mul_4x8_i64_in0.npy %S/Inputs/mul_4x8_i64_in1.npy --check %S/Inputs/mul_4x8_i64_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_8_f32 --input %S/Inputs/less_8_f32_in0.npy %S/Inputs/less_8_f32_in1.npy --check %S/Inputs/less_8_f32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry equal_4x8_i32 --input %S/Inputs/equal_4x8_i32_in0.npy %S/Inputs/equal_4x8_i32_in1.npy --check %S/Inputs/equal_4x8_i32_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bias_add_nchw --input %S/Inputs/bias_add_nchw_in0.npy %S/Inputs/bias_add_nchw_in1.npy --check %S/Inputs/bias_add_nchw_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bias_add_last --input %S/Inputs/bias_add_last_in0.npy %S/Inputs/bias_add_last_in1.npy --check %S/Inputs/bias_add_last_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul --input %S/Inputs/matmul_in0.npy %S/Inputs/matmul_in1.npy --check %S/Inputs/matmul_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_batched --input %S/Inputs/matmul_batched_in0.npy %S/Inputs/matmul_batched_in1.npy --check %S/Inputs/matmul_batched_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_broadcast_transposed --input %S/Inputs/matmul_broadcast_transposed_in0.npy %S/Inputs/matmul_broadcast_transposed_in1.npy --check %S/Inputs/matmul_broadcast_transposed_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_sum --input %S/Inputs/reduce_sum_in0.npy --check %S/Inputs/reduce_sum_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_mean_keepdims --input %S/Inputs/reduce_mean_keepdims_in0.npy --check %S/Inputs/reduce_mean_keepdims_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_max_all --input %S/Inputs/reduce_max_all_in0.npy --check %S/Inputs/reduce_max_all_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_min --input %S/Inputs/reduce_min_in0.npy --check %S/Inputs/reduce_min_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_prod --input %S/Inputs/reduce_prod_in0.npy --check %S/Inputs/reduce_prod_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmax_ties --input %S/Inputs/argmax_ties_in0.npy --check %S/Inputs/argmax_ties_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmin_last --input %S/Inputs/argmin_last_in0.npy --check %S/Inputs/argmin_last_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry softmax --input %S/Inputs/softmax_in0.npy --check %S/Inputs/softmax_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry log_softmax_axis0 --input %S/Inputs/log_softmax_axis0_in0.npy --check %S/Inputs/log_softmax_axis0_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry layer_norm_two_axes --input %S/Inputs/layer_norm_two_axes_in0.npy %S/Inputs/layer_norm_two_axes_in1.npy %S/Inputs/layer_norm_two_axes_in2.npy --check %S/Inputs/layer_norm_two_axes_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry rms_norm --input %S/Inputs/rms_norm_in0.npy %S/Inputs/rms_norm_in1.npy --check %S/Inputs/rms_norm_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry transpose --input %S/Inputs/transpose_in0.npy --check %S/Inputs/transpose_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reshape --input %S/Inputs/reshape_in0.npy --check %S/Inputs/reshape_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry round --input %S/Inputs/round_in0.npy --check %S/Inputs/round_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @relu(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.relu"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @exp(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.exp"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @log(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.log"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @sqrt(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.sqrt"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @rsqrt(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.rsqrt"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @tanh(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.tanh"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @sigmoid(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.sigmoid"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @neg(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.neg"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @abs(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.abs"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @erf(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.erf"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @reciprocal(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.reciprocal"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @floor(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.floor"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @ceil(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.ceil"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @sin(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.sin"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @cos(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.cos"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @silu(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.silu"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @softplus(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.softplus"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @hardswish(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.hardswish"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @hardsigmoid(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.hardsigmoid"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @gelu(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.gelu"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @gelu_tanh(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.gelu"(%a0) {approximate = "tanh"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @leaky_relu(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.leaky_relu"(%a0) {alpha = 2.000000e-01 : f32} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @elu(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.elu"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @clip(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.clip"(%a0) {max = 1.000000e+00 : f32, min = -5.000000e-01 : f32} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @scale(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.scale"(%a0) {bias = -1.000000e+00 : f32, scale = 3.000000e+00 : f32} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @add_4x8_f32(%a0: tensor<4x8xf32>, %a1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.add"(%a0, %a1) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @add_8_f32(%a0: tensor<2x4x8xf32>, %a1: tensor<8xf32>) -> tensor<2x4x8xf32> {
  %0 = "nn.add"(%a0, %a1) : (tensor<2x4x8xf32>, tensor<8xf32>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

func.func @sub_1x8_f32(%a0: tensor<4x1xf32>, %a1: tensor<1x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.sub"(%a0, %a1) : (tensor<4x1xf32>, tensor<1x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @mul_scalar_f32(%a0: tensor<4x8xf32>, %a1: tensor<f32>) -> tensor<4x8xf32> {
  %0 = "nn.mul"(%a0, %a1) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @div_4x1_f32(%a0: tensor<4x8xf32>, %a1: tensor<4x1xf32>) -> tensor<4x8xf32> {
  %0 = "nn.div"(%a0, %a1) : (tensor<4x8xf32>, tensor<4x1xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @pow_4x8_f32(%a0: tensor<4x8xf32>, %a1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @maximum_4_f32(%a0: tensor<3x4xf32>, %a1: tensor<4xf32>) -> tensor<3x4xf32> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @minimum_3x1_f32(%a0: tensor<3x4xf32>, %a1: tensor<3x1xf32>) -> tensor<3x4xf32> {
  %0 = "nn.minimum"(%a0, %a1) : (tensor<3x4xf32>, tensor<3x1xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @add_8_i32(%a0: tensor<4x8xi32>, %a1: tensor<8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.add"(%a0, %a1) : (tensor<4x8xi32>, tensor<8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @mul_4x8_i64(%a0: tensor<4x8xi64>, %a1: tensor<4x8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.mul"(%a0, %a1) : (tensor<4x8xi64>, tensor<4x8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @less_8_f32(%a0: tensor<4x8xf32>, %a1: tensor<8xf32>) -> tensor<4x8xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @equal_4x8_i32(%a0: tensor<4x8xi32>, %a1: tensor<4x8xi32>) -> tensor<4x8xi1> {
  %0 = "nn.equal"(%a0, %a1) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @bias_add_nchw(%a0: tensor<2x3x4x4xf32>, %a1: tensor<3xf32>) -> tensor<2x3x4x4xf32> {
  %0 = "nn.bias_add"(%a0, %a1) : (tensor<2x3x4x4xf32>, tensor<3xf32>) -> tensor<2x3x4x4xf32>
  return %0 : tensor<2x3x4x4xf32>
}

func.func @bias_add_last(%a0: tensor<4x6xf32>, %a1: tensor<6xf32>) -> tensor<4x6xf32> {
  %0 = "nn.bias_add"(%a0, %a1) {axis = -1 : i64} : (tensor<4x6xf32>, tensor<6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

func.func @matmul(%a0: tensor<8x16xf32>, %a1: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

func.func @matmul_batched(%a0: tensor<2x8x16xf32>, %a1: tensor<2x16x4xf32>) -> tensor<2x8x4xf32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<2x8x16xf32>, tensor<2x16x4xf32>) -> tensor<2x8x4xf32>
  return %0 : tensor<2x8x4xf32>
}

func.func @matmul_broadcast_transposed(%a0: tensor<2x1x8x16xf32>, %a1: tensor<3x4x16xf32>) -> tensor<2x3x8x4xf32> {
  %0 = "nn.matmul"(%a0, %a1) {transpose_b = true} : (tensor<2x1x8x16xf32>, tensor<3x4x16xf32>) -> tensor<2x3x8x4xf32>
  return %0 : tensor<2x3x8x4xf32>
}

func.func @reduce_sum(%a0: tensor<3x4x5xf32>) -> tensor<4xf32> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 0, -1>} : (tensor<3x4x5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @reduce_mean_keepdims(%a0: tensor<3x4x5xf32>) -> tensor<3x1x5xf32> {
  %0 = "nn.reduce_mean"(%a0) {axes = array<i64: 1>, keepdims = true} : (tensor<3x4x5xf32>) -> tensor<3x1x5xf32>
  return %0 : tensor<3x1x5xf32>
}

func.func @reduce_max_all(%a0: tensor<3x4x5xf32>) -> tensor<f32> {
  %0 = "nn.reduce_max"(%a0) : (tensor<3x4x5xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @reduce_min(%a0: tensor<3x4x5xf32>) -> tensor<3x4xf32> {
  %0 = "nn.reduce_min"(%a0) {axes = array<i64: 2>} : (tensor<3x4x5xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @reduce_prod(%a0: tensor<3x4x5xf32>) -> tensor<4x5xf32> {
  %0 = "nn.reduce_prod"(%a0) {axes = array<i64: 0>} : (tensor<3x4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @argmax_ties(%a0: tensor<3x4xf32>) -> tensor<3x1xi64> {
  %0 = "nn.argmax"(%a0) {axis = -1 : i64} : (tensor<3x4xf32>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmin_last(%a0: tensor<3x4xf32>) -> tensor<1x4xi64> {
  %0 = "nn.argmin"(%a0) {axis = 0 : i64, select_last_index = true} : (tensor<3x4xf32>) -> tensor<1x4xi64>
  return %0 : tensor<1x4xi64>
}

func.func @softmax(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.softmax"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @log_softmax_axis0(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.log_softmax"(%a0) {axis = 0 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @layer_norm_two_axes(%a0: tensor<2x3x8xf32>, %a1: tensor<3x8xf32>, %a2: tensor<3x8xf32>) -> tensor<2x3x8xf32> {
  %0 = "nn.layer_norm"(%a0, %a1, %a2) {axis = -2 : i64} : (tensor<2x3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<2x3x8xf32>
  return %0 : tensor<2x3x8xf32>
}

func.func @rms_norm(%a0: tensor<4x8xf32>, %a1: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.rms_norm"(%a0, %a1) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @transpose(%a0: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = "nn.transpose"(%a0) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

func.func @reshape(%a0: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %0 = "nn.reshape"(%a0) : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

func.func @round(%a0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.round"(%a0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
