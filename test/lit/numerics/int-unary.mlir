// Numerical tests of the unary ops in integer (i8, i32, i64, i1) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry relu_i8 --input %S/Inputs/int/relu_i8_in0.npy --check %S/Inputs/int/relu_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry relu_i32 --input %S/Inputs/int/relu_i32_in0.npy --check %S/Inputs/int/relu_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry relu_i64 --input %S/Inputs/int/relu_i64_in0.npy --check %S/Inputs/int/relu_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry neg_i8 --input %S/Inputs/int/neg_i8_in0.npy --check %S/Inputs/int/neg_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry neg_i8_limits --input %S/Inputs/int/neg_i8_limits_in0.npy --check %S/Inputs/int/neg_i8_limits_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry neg_i32 --input %S/Inputs/int/neg_i32_in0.npy --check %S/Inputs/int/neg_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry neg_i32_limits --input %S/Inputs/int/neg_i32_limits_in0.npy --check %S/Inputs/int/neg_i32_limits_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry neg_i64 --input %S/Inputs/int/neg_i64_in0.npy --check %S/Inputs/int/neg_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry neg_i64_limits --input %S/Inputs/int/neg_i64_limits_in0.npy --check %S/Inputs/int/neg_i64_limits_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_i8 --input %S/Inputs/int/abs_i8_in0.npy --check %S/Inputs/int/abs_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_i8_limits --input %S/Inputs/int/abs_i8_limits_in0.npy --check %S/Inputs/int/abs_i8_limits_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_i32 --input %S/Inputs/int/abs_i32_in0.npy --check %S/Inputs/int/abs_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_i32_limits --input %S/Inputs/int/abs_i32_limits_in0.npy --check %S/Inputs/int/abs_i32_limits_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_i64 --input %S/Inputs/int/abs_i64_in0.npy --check %S/Inputs/int/abs_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_i64_limits --input %S/Inputs/int/abs_i64_limits_in0.npy --check %S/Inputs/int/abs_i64_limits_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_i8 --input %S/Inputs/int/clip_i8_in0.npy --check %S/Inputs/int/clip_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_i8_min_only --input %S/Inputs/int/clip_i8_min_only_in0.npy --check %S/Inputs/int/clip_i8_min_only_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_i32 --input %S/Inputs/int/clip_i32_in0.npy --check %S/Inputs/int/clip_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_i32_min_only --input %S/Inputs/int/clip_i32_min_only_in0.npy --check %S/Inputs/int/clip_i32_min_only_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_i64 --input %S/Inputs/int/clip_i64_in0.npy --check %S/Inputs/int/clip_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_i64_min_only --input %S/Inputs/int/clip_i64_min_only_in0.npy --check %S/Inputs/int/clip_i64_min_only_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scale_i8 --input %S/Inputs/int/scale_i8_in0.npy --check %S/Inputs/int/scale_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scale_i32 --input %S/Inputs/int/scale_i32_in0.npy --check %S/Inputs/int/scale_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scale_i64 --input %S/Inputs/int/scale_i64_in0.npy --check %S/Inputs/int/scale_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry not_i1 --input %S/Inputs/int/not_i1_in0.npy --check %S/Inputs/int/not_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i8_to_f32 --input %S/Inputs/int/cast_i8_to_f32_in0.npy --check %S/Inputs/int/cast_i8_to_f32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i8_to_i1 --input %S/Inputs/int/cast_i8_to_i1_in0.npy --check %S/Inputs/int/cast_i8_to_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i32_to_f32 --input %S/Inputs/int/cast_i32_to_f32_in0.npy --check %S/Inputs/int/cast_i32_to_f32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i32_to_i1 --input %S/Inputs/int/cast_i32_to_i1_in0.npy --check %S/Inputs/int/cast_i32_to_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i64_to_f32 --input %S/Inputs/int/cast_i64_to_f32_in0.npy --check %S/Inputs/int/cast_i64_to_f32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i64_to_i1 --input %S/Inputs/int/cast_i64_to_i1_in0.npy --check %S/Inputs/int/cast_i64_to_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i1_to_i32 --input %S/Inputs/int/cast_i1_to_i32_in0.npy --check %S/Inputs/int/cast_i1_to_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i1_to_f16 --input %S/Inputs/int/cast_i1_to_f16_in0.npy --check %S/Inputs/int/cast_i1_to_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i1_to_ui8 --input %S/Inputs/int/cast_i1_to_ui8_in0.npy --check %S/Inputs/int/cast_i1_to_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry identity_i8 --input %S/Inputs/int/identity_i8_in0.npy --check %S/Inputs/int/identity_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry identity_i32 --input %S/Inputs/int/identity_i32_in0.npy --check %S/Inputs/int/identity_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry identity_i64 --input %S/Inputs/int/identity_i64_in0.npy --check %S/Inputs/int/identity_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry identity_i1 --input %S/Inputs/int/identity_i1_in0.npy --check %S/Inputs/int/identity_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @relu_i8(%a0: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.relu"(%a0) : (tensor<4x8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @relu_i32(%a0: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.relu"(%a0) : (tensor<4x8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @relu_i64(%a0: tensor<4x8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.relu"(%a0) : (tensor<4x8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @neg_i8(%a0: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.neg"(%a0) : (tensor<4x8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @neg_i8_limits(%a0: tensor<6xi8>) -> tensor<6xi8> {
  %0 = "nn.neg"(%a0) : (tensor<6xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}

func.func @neg_i32(%a0: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.neg"(%a0) : (tensor<4x8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @neg_i32_limits(%a0: tensor<6xi32>) -> tensor<6xi32> {
  %0 = "nn.neg"(%a0) : (tensor<6xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

func.func @neg_i64(%a0: tensor<4x8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.neg"(%a0) : (tensor<4x8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @neg_i64_limits(%a0: tensor<6xi64>) -> tensor<6xi64> {
  %0 = "nn.neg"(%a0) : (tensor<6xi64>) -> tensor<6xi64>
  return %0 : tensor<6xi64>
}

func.func @abs_i8(%a0: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.abs"(%a0) : (tensor<4x8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @abs_i8_limits(%a0: tensor<6xi8>) -> tensor<6xi8> {
  %0 = "nn.abs"(%a0) : (tensor<6xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}

func.func @abs_i32(%a0: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.abs"(%a0) : (tensor<4x8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @abs_i32_limits(%a0: tensor<6xi32>) -> tensor<6xi32> {
  %0 = "nn.abs"(%a0) : (tensor<6xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

func.func @abs_i64(%a0: tensor<4x8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.abs"(%a0) : (tensor<4x8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @abs_i64_limits(%a0: tensor<6xi64>) -> tensor<6xi64> {
  %0 = "nn.abs"(%a0) : (tensor<6xi64>) -> tensor<6xi64>
  return %0 : tensor<6xi64>
}

func.func @clip_i8(%a0: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.clip"(%a0) {max = 2.000000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @clip_i8_min_only(%a0: tensor<6xi8>) -> tensor<6xi8> {
  %0 = "nn.clip"(%a0) {min = -1.000000e+00 : f32} : (tensor<6xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}

func.func @clip_i32(%a0: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.clip"(%a0) {max = 2.000000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @clip_i32_min_only(%a0: tensor<6xi32>) -> tensor<6xi32> {
  %0 = "nn.clip"(%a0) {min = -1.000000e+00 : f32} : (tensor<6xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

func.func @clip_i64(%a0: tensor<4x8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.clip"(%a0) {max = 2.000000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @clip_i64_min_only(%a0: tensor<6xi64>) -> tensor<6xi64> {
  %0 = "nn.clip"(%a0) {min = -1.000000e+00 : f32} : (tensor<6xi64>) -> tensor<6xi64>
  return %0 : tensor<6xi64>
}

func.func @scale_i8(%a0: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.scale"(%a0) {bias = -1.000000e+00 : f32, scale = 3.000000e+00 : f32} : (tensor<4x8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @scale_i32(%a0: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.scale"(%a0) {bias = -1.000000e+00 : f32, scale = 3.000000e+00 : f32} : (tensor<4x8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @scale_i64(%a0: tensor<4x8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.scale"(%a0) {bias = -1.000000e+00 : f32, scale = 3.000000e+00 : f32} : (tensor<4x8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @not_i1(%a0: tensor<4x8xi1>) -> tensor<4x8xi1> {
  %0 = "nn.not"(%a0) : (tensor<4x8xi1>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @cast_i8_to_f32(%a0: tensor<4x8xi8>) -> tensor<4x8xf32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi8>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @cast_i8_to_i1(%a0: tensor<4x8xi8>) -> tensor<4x8xi1> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @cast_i32_to_f32(%a0: tensor<4x8xi32>) -> tensor<4x8xf32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @cast_i32_to_i1(%a0: tensor<4x8xi32>) -> tensor<4x8xi1> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @cast_i64_to_f32(%a0: tensor<4x8xi64>) -> tensor<4x8xf32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi64>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @cast_i64_to_i1(%a0: tensor<4x8xi64>) -> tensor<4x8xi1> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @cast_i1_to_i32(%a0: tensor<4x8xi1>) -> tensor<4x8xi32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi1>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @cast_i1_to_f16(%a0: tensor<4x8xi1>) -> tensor<4x8xf16> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi1>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @cast_i1_to_ui8(%a0: tensor<4x8xi1>) -> tensor<4x8xui8> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi1>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @identity_i8(%a0: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %0 = "nn.identity"(%a0) : (tensor<4x8xi8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @identity_i32(%a0: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = "nn.identity"(%a0) : (tensor<4x8xi32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @identity_i64(%a0: tensor<4x8xi64>) -> tensor<4x8xi64> {
  %0 = "nn.identity"(%a0) : (tensor<4x8xi64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @identity_i1(%a0: tensor<4x8xi1>) -> tensor<4x8xi1> {
  %0 = "nn.identity"(%a0) : (tensor<4x8xi1>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}
