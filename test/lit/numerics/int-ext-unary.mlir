// Numerical tests of the unary ops in i16 and unsigned integer (ui8 ... ui64) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry relu_i16 --input %S/Inputs/int-ext/relu_i16_in0.npy --check %S/Inputs/int-ext/relu_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry neg_i16 --input %S/Inputs/int-ext/neg_i16_in0.npy --check %S/Inputs/int-ext/neg_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry neg_i16_limits --input %S/Inputs/int-ext/neg_i16_limits_in0.npy --check %S/Inputs/int-ext/neg_i16_limits_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_i16 --input %S/Inputs/int-ext/abs_i16_in0.npy --check %S/Inputs/int-ext/abs_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_i16_limits --input %S/Inputs/int-ext/abs_i16_limits_in0.npy --check %S/Inputs/int-ext/abs_i16_limits_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_ui8 --input %S/Inputs/int-ext/abs_ui8_in0.npy --check %S/Inputs/int-ext/abs_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_ui8_limits --input %S/Inputs/int-ext/abs_ui8_limits_in0.npy --check %S/Inputs/int-ext/abs_ui8_limits_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_ui16 --input %S/Inputs/int-ext/abs_ui16_in0.npy --check %S/Inputs/int-ext/abs_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_ui16_limits --input %S/Inputs/int-ext/abs_ui16_limits_in0.npy --check %S/Inputs/int-ext/abs_ui16_limits_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_ui32 --input %S/Inputs/int-ext/abs_ui32_in0.npy --check %S/Inputs/int-ext/abs_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_ui32_limits --input %S/Inputs/int-ext/abs_ui32_limits_in0.npy --check %S/Inputs/int-ext/abs_ui32_limits_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_ui64 --input %S/Inputs/int-ext/abs_ui64_in0.npy --check %S/Inputs/int-ext/abs_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry abs_ui64_limits --input %S/Inputs/int-ext/abs_ui64_limits_in0.npy --check %S/Inputs/int-ext/abs_ui64_limits_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_i16 --input %S/Inputs/int-ext/clip_i16_in0.npy --check %S/Inputs/int-ext/clip_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_i16_min_only --input %S/Inputs/int-ext/clip_i16_min_only_in0.npy --check %S/Inputs/int-ext/clip_i16_min_only_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_ui8 --input %S/Inputs/int-ext/clip_ui8_in0.npy --check %S/Inputs/int-ext/clip_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_ui8_high --input %S/Inputs/int-ext/clip_ui8_high_in0.npy --check %S/Inputs/int-ext/clip_ui8_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_ui16 --input %S/Inputs/int-ext/clip_ui16_in0.npy --check %S/Inputs/int-ext/clip_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_ui16_high --input %S/Inputs/int-ext/clip_ui16_high_in0.npy --check %S/Inputs/int-ext/clip_ui16_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_ui32 --input %S/Inputs/int-ext/clip_ui32_in0.npy --check %S/Inputs/int-ext/clip_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_ui32_high --input %S/Inputs/int-ext/clip_ui32_high_in0.npy --check %S/Inputs/int-ext/clip_ui32_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_ui64 --input %S/Inputs/int-ext/clip_ui64_in0.npy --check %S/Inputs/int-ext/clip_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry clip_ui64_high --input %S/Inputs/int-ext/clip_ui64_high_in0.npy --check %S/Inputs/int-ext/clip_ui64_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry scale_i16 --input %S/Inputs/int-ext/scale_i16_in0.npy --check %S/Inputs/int-ext/scale_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i16_to_f32 --input %S/Inputs/int-ext/cast_i16_to_f32_in0.npy --check %S/Inputs/int-ext/cast_i16_to_f32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i16_to_i1 --input %S/Inputs/int-ext/cast_i16_to_i1_in0.npy --check %S/Inputs/int-ext/cast_i16_to_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i16_to_i8 --input %S/Inputs/int-ext/cast_i16_to_i8_in0.npy --check %S/Inputs/int-ext/cast_i16_to_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i16_to_i64 --input %S/Inputs/int-ext/cast_i16_to_i64_in0.npy --check %S/Inputs/int-ext/cast_i16_to_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i16_to_ui16 --input %S/Inputs/int-ext/cast_i16_to_ui16_in0.npy --check %S/Inputs/int-ext/cast_i16_to_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i16_to_ui32 --input %S/Inputs/int-ext/cast_i16_to_ui32_in0.npy --check %S/Inputs/int-ext/cast_i16_to_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_i16_from_f32 --input %S/Inputs/int-ext/cast_i16_from_f32_in0.npy --check %S/Inputs/int-ext/cast_i16_from_f32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui8_to_f32 --input %S/Inputs/int-ext/cast_ui8_to_f32_in0.npy --check %S/Inputs/int-ext/cast_ui8_to_f32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui8_to_i1 --input %S/Inputs/int-ext/cast_ui8_to_i1_in0.npy --check %S/Inputs/int-ext/cast_ui8_to_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui8_to_i8 --input %S/Inputs/int-ext/cast_ui8_to_i8_in0.npy --check %S/Inputs/int-ext/cast_ui8_to_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui8_to_i32 --input %S/Inputs/int-ext/cast_ui8_to_i32_in0.npy --check %S/Inputs/int-ext/cast_ui8_to_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui8_to_ui64 --input %S/Inputs/int-ext/cast_ui8_to_ui64_in0.npy --check %S/Inputs/int-ext/cast_ui8_to_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui8_from_f64 --input %S/Inputs/int-ext/cast_ui8_from_f64_in0.npy --check %S/Inputs/int-ext/cast_ui8_from_f64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui16_to_f32 --input %S/Inputs/int-ext/cast_ui16_to_f32_in0.npy --check %S/Inputs/int-ext/cast_ui16_to_f32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui16_to_i1 --input %S/Inputs/int-ext/cast_ui16_to_i1_in0.npy --check %S/Inputs/int-ext/cast_ui16_to_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui16_to_i16 --input %S/Inputs/int-ext/cast_ui16_to_i16_in0.npy --check %S/Inputs/int-ext/cast_ui16_to_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui16_to_ui8 --input %S/Inputs/int-ext/cast_ui16_to_ui8_in0.npy --check %S/Inputs/int-ext/cast_ui16_to_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui16_to_i64 --input %S/Inputs/int-ext/cast_ui16_to_i64_in0.npy --check %S/Inputs/int-ext/cast_ui16_to_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui16_from_f64 --input %S/Inputs/int-ext/cast_ui16_from_f64_in0.npy --check %S/Inputs/int-ext/cast_ui16_from_f64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui32_to_f64 --input %S/Inputs/int-ext/cast_ui32_to_f64_in0.npy --check %S/Inputs/int-ext/cast_ui32_to_f64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui32_to_i1 --input %S/Inputs/int-ext/cast_ui32_to_i1_in0.npy --check %S/Inputs/int-ext/cast_ui32_to_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui32_to_i32 --input %S/Inputs/int-ext/cast_ui32_to_i32_in0.npy --check %S/Inputs/int-ext/cast_ui32_to_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui32_to_ui16 --input %S/Inputs/int-ext/cast_ui32_to_ui16_in0.npy --check %S/Inputs/int-ext/cast_ui32_to_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui32_to_i64 --input %S/Inputs/int-ext/cast_ui32_to_i64_in0.npy --check %S/Inputs/int-ext/cast_ui32_to_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui32_from_f64 --input %S/Inputs/int-ext/cast_ui32_from_f64_in0.npy --check %S/Inputs/int-ext/cast_ui32_from_f64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui64_to_f64 --input %S/Inputs/int-ext/cast_ui64_to_f64_in0.npy --check %S/Inputs/int-ext/cast_ui64_to_f64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui64_to_i1 --input %S/Inputs/int-ext/cast_ui64_to_i1_in0.npy --check %S/Inputs/int-ext/cast_ui64_to_i1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui64_to_i64 --input %S/Inputs/int-ext/cast_ui64_to_i64_in0.npy --check %S/Inputs/int-ext/cast_ui64_to_i64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui64_to_ui8 --input %S/Inputs/int-ext/cast_ui64_to_ui8_in0.npy --check %S/Inputs/int-ext/cast_ui64_to_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry cast_ui64_from_f64 --input %S/Inputs/int-ext/cast_ui64_from_f64_in0.npy --check %S/Inputs/int-ext/cast_ui64_from_f64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry identity_i16 --input %S/Inputs/int-ext/identity_i16_in0.npy --check %S/Inputs/int-ext/identity_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry identity_ui8 --input %S/Inputs/int-ext/identity_ui8_in0.npy --check %S/Inputs/int-ext/identity_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry identity_ui16 --input %S/Inputs/int-ext/identity_ui16_in0.npy --check %S/Inputs/int-ext/identity_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry identity_ui32 --input %S/Inputs/int-ext/identity_ui32_in0.npy --check %S/Inputs/int-ext/identity_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry identity_ui64 --input %S/Inputs/int-ext/identity_ui64_in0.npy --check %S/Inputs/int-ext/identity_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @relu_i16(%a0: tensor<4x8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.relu"(%a0) : (tensor<4x8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @neg_i16(%a0: tensor<4x8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.neg"(%a0) : (tensor<4x8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @neg_i16_limits(%a0: tensor<6xi16>) -> tensor<6xi16> {
  %0 = "nn.neg"(%a0) : (tensor<6xi16>) -> tensor<6xi16>
  return %0 : tensor<6xi16>
}

func.func @abs_i16(%a0: tensor<4x8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.abs"(%a0) : (tensor<4x8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @abs_i16_limits(%a0: tensor<6xi16>) -> tensor<6xi16> {
  %0 = "nn.abs"(%a0) : (tensor<6xi16>) -> tensor<6xi16>
  return %0 : tensor<6xi16>
}

func.func @abs_ui8(%a0: tensor<4x8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.abs"(%a0) : (tensor<4x8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @abs_ui8_limits(%a0: tensor<6xui8>) -> tensor<6xui8> {
  %0 = "nn.abs"(%a0) : (tensor<6xui8>) -> tensor<6xui8>
  return %0 : tensor<6xui8>
}

func.func @abs_ui16(%a0: tensor<4x8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.abs"(%a0) : (tensor<4x8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @abs_ui16_limits(%a0: tensor<6xui16>) -> tensor<6xui16> {
  %0 = "nn.abs"(%a0) : (tensor<6xui16>) -> tensor<6xui16>
  return %0 : tensor<6xui16>
}

func.func @abs_ui32(%a0: tensor<4x8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.abs"(%a0) : (tensor<4x8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @abs_ui32_limits(%a0: tensor<6xui32>) -> tensor<6xui32> {
  %0 = "nn.abs"(%a0) : (tensor<6xui32>) -> tensor<6xui32>
  return %0 : tensor<6xui32>
}

func.func @abs_ui64(%a0: tensor<4x8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.abs"(%a0) : (tensor<4x8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @abs_ui64_limits(%a0: tensor<6xui64>) -> tensor<6xui64> {
  %0 = "nn.abs"(%a0) : (tensor<6xui64>) -> tensor<6xui64>
  return %0 : tensor<6xui64>
}

func.func @clip_i16(%a0: tensor<4x8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.clip"(%a0) {max = 2.000000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @clip_i16_min_only(%a0: tensor<6xi16>) -> tensor<6xi16> {
  %0 = "nn.clip"(%a0) {min = -1.000000e+00 : f32} : (tensor<6xi16>) -> tensor<6xi16>
  return %0 : tensor<6xi16>
}

func.func @clip_ui8(%a0: tensor<4x8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.clip"(%a0) {max = 2.000000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @clip_ui8_high(%a0: tensor<6xui8>) -> tensor<6xui8> {
  %0 = "nn.clip"(%a0) {max = 64.0 : f32, min = -1.000000e+00 : f32} : (tensor<6xui8>) -> tensor<6xui8>
  return %0 : tensor<6xui8>
}

func.func @clip_ui16(%a0: tensor<4x8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.clip"(%a0) {max = 2.000000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @clip_ui16_high(%a0: tensor<6xui16>) -> tensor<6xui16> {
  %0 = "nn.clip"(%a0) {max = 16384.0 : f32, min = -1.000000e+00 : f32} : (tensor<6xui16>) -> tensor<6xui16>
  return %0 : tensor<6xui16>
}

func.func @clip_ui32(%a0: tensor<4x8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.clip"(%a0) {max = 2.000000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @clip_ui32_high(%a0: tensor<6xui32>) -> tensor<6xui32> {
  %0 = "nn.clip"(%a0) {max = 1073741824.0 : f32, min = -1.000000e+00 : f32} : (tensor<6xui32>) -> tensor<6xui32>
  return %0 : tensor<6xui32>
}

func.func @clip_ui64(%a0: tensor<4x8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.clip"(%a0) {max = 2.000000e+00 : f32, min = -1.000000e+00 : f32} : (tensor<4x8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @clip_ui64_high(%a0: tensor<6xui64>) -> tensor<6xui64> {
  %0 = "nn.clip"(%a0) {max = 4611686018427387904.0 : f32, min = -1.000000e+00 : f32} : (tensor<6xui64>) -> tensor<6xui64>
  return %0 : tensor<6xui64>
}

func.func @scale_i16(%a0: tensor<4x8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.scale"(%a0) {bias = -1.000000e+00 : f32, scale = 3.000000e+00 : f32} : (tensor<4x8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @cast_i16_to_f32(%a0: tensor<4x8xi16>) -> tensor<4x8xf32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi16>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @cast_i16_to_i1(%a0: tensor<4x8xi16>) -> tensor<4x8xi1> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @cast_i16_to_i8(%a0: tensor<4x8xi16>) -> tensor<4x8xi8> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi16>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @cast_i16_to_i64(%a0: tensor<4x8xi16>) -> tensor<4x8xi64> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi16>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @cast_i16_to_ui16(%a0: tensor<4x8xi16>) -> tensor<4x8xui16> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @cast_i16_to_ui32(%a0: tensor<4x8xi16>) -> tensor<4x8xui32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xi16>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @cast_i16_from_f32(%a0: tensor<6xf32>) -> tensor<6xi16> {
  %0 = "nn.cast"(%a0) : (tensor<6xf32>) -> tensor<6xi16>
  return %0 : tensor<6xi16>
}

func.func @cast_ui8_to_f32(%a0: tensor<4x8xui8>) -> tensor<4x8xf32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui8>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @cast_ui8_to_i1(%a0: tensor<4x8xui8>) -> tensor<4x8xi1> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @cast_ui8_to_i8(%a0: tensor<4x8xui8>) -> tensor<4x8xi8> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui8>) -> tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}

func.func @cast_ui8_to_i32(%a0: tensor<4x8xui8>) -> tensor<4x8xi32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui8>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @cast_ui8_to_ui64(%a0: tensor<4x8xui8>) -> tensor<4x8xui64> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui8>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @cast_ui8_from_f64(%a0: tensor<8xf64>) -> tensor<8xui8> {
  %0 = "nn.cast"(%a0) : (tensor<8xf64>) -> tensor<8xui8>
  return %0 : tensor<8xui8>
}

func.func @cast_ui16_to_f32(%a0: tensor<4x8xui16>) -> tensor<4x8xf32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui16>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @cast_ui16_to_i1(%a0: tensor<4x8xui16>) -> tensor<4x8xi1> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @cast_ui16_to_i16(%a0: tensor<4x8xui16>) -> tensor<4x8xi16> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @cast_ui16_to_ui8(%a0: tensor<4x8xui16>) -> tensor<4x8xui8> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui16>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @cast_ui16_to_i64(%a0: tensor<4x8xui16>) -> tensor<4x8xi64> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui16>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @cast_ui16_from_f64(%a0: tensor<8xf64>) -> tensor<8xui16> {
  %0 = "nn.cast"(%a0) : (tensor<8xf64>) -> tensor<8xui16>
  return %0 : tensor<8xui16>
}

func.func @cast_ui32_to_f64(%a0: tensor<4x8xui32>) -> tensor<4x8xf64> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui32>) -> tensor<4x8xf64>
  return %0 : tensor<4x8xf64>
}

func.func @cast_ui32_to_i1(%a0: tensor<4x8xui32>) -> tensor<4x8xi1> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @cast_ui32_to_i32(%a0: tensor<4x8xui32>) -> tensor<4x8xi32> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

func.func @cast_ui32_to_ui16(%a0: tensor<4x8xui32>) -> tensor<4x8xui16> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui32>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @cast_ui32_to_i64(%a0: tensor<4x8xui32>) -> tensor<4x8xi64> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui32>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @cast_ui32_from_f64(%a0: tensor<8xf64>) -> tensor<8xui32> {
  %0 = "nn.cast"(%a0) : (tensor<8xf64>) -> tensor<8xui32>
  return %0 : tensor<8xui32>
}

func.func @cast_ui64_to_f64(%a0: tensor<4x8xui64>) -> tensor<4x8xf64> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui64>) -> tensor<4x8xf64>
  return %0 : tensor<4x8xf64>
}

func.func @cast_ui64_to_i1(%a0: tensor<4x8xui64>) -> tensor<4x8xi1> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @cast_ui64_to_i64(%a0: tensor<4x8xui64>) -> tensor<4x8xi64> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui64>) -> tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

func.func @cast_ui64_to_ui8(%a0: tensor<4x8xui64>) -> tensor<4x8xui8> {
  %0 = "nn.cast"(%a0) : (tensor<4x8xui64>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @cast_ui64_from_f64(%a0: tensor<8xf64>) -> tensor<8xui64> {
  %0 = "nn.cast"(%a0) : (tensor<8xf64>) -> tensor<8xui64>
  return %0 : tensor<8xui64>
}

func.func @identity_i16(%a0: tensor<4x8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.identity"(%a0) : (tensor<4x8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @identity_ui8(%a0: tensor<4x8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.identity"(%a0) : (tensor<4x8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @identity_ui16(%a0: tensor<4x8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.identity"(%a0) : (tensor<4x8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @identity_ui32(%a0: tensor<4x8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.identity"(%a0) : (tensor<4x8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @identity_ui64(%a0: tensor<4x8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.identity"(%a0) : (tensor<4x8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}
