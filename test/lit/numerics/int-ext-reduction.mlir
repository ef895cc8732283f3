// Numerical tests of the reduction ops in i16 and unsigned integer (ui8 ... ui64) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry reduce_sum_i16 --input %S/Inputs/int-ext/reduce_sum_i16_in0.npy --check %S/Inputs/int-ext/reduce_sum_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_sum_ui8 --input %S/Inputs/int-ext/reduce_sum_ui8_in0.npy --check %S/Inputs/int-ext/reduce_sum_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_sum_ui16 --input %S/Inputs/int-ext/reduce_sum_ui16_in0.npy --check %S/Inputs/int-ext/reduce_sum_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_sum_ui32 --input %S/Inputs/int-ext/reduce_sum_ui32_in0.npy --check %S/Inputs/int-ext/reduce_sum_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_sum_ui64 --input %S/Inputs/int-ext/reduce_sum_ui64_in0.npy --check %S/Inputs/int-ext/reduce_sum_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_max_i16 --input %S/Inputs/int-ext/reduce_max_i16_in0.npy --check %S/Inputs/int-ext/reduce_max_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_max_ui8 --input %S/Inputs/int-ext/reduce_max_ui8_in0.npy --check %S/Inputs/int-ext/reduce_max_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_max_ui16 --input %S/Inputs/int-ext/reduce_max_ui16_in0.npy --check %S/Inputs/int-ext/reduce_max_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_max_ui32 --input %S/Inputs/int-ext/reduce_max_ui32_in0.npy --check %S/Inputs/int-ext/reduce_max_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_max_ui64 --input %S/Inputs/int-ext/reduce_max_ui64_in0.npy --check %S/Inputs/int-ext/reduce_max_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_min_i16 --input %S/Inputs/int-ext/reduce_min_i16_in0.npy --check %S/Inputs/int-ext/reduce_min_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_min_ui8 --input %S/Inputs/int-ext/reduce_min_ui8_in0.npy --check %S/Inputs/int-ext/reduce_min_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_min_ui16 --input %S/Inputs/int-ext/reduce_min_ui16_in0.npy --check %S/Inputs/int-ext/reduce_min_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_min_ui32 --input %S/Inputs/int-ext/reduce_min_ui32_in0.npy --check %S/Inputs/int-ext/reduce_min_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_min_ui64 --input %S/Inputs/int-ext/reduce_min_ui64_in0.npy --check %S/Inputs/int-ext/reduce_min_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_prod_i16 --input %S/Inputs/int-ext/reduce_prod_i16_in0.npy --check %S/Inputs/int-ext/reduce_prod_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_prod_ui8 --input %S/Inputs/int-ext/reduce_prod_ui8_in0.npy --check %S/Inputs/int-ext/reduce_prod_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_prod_ui16 --input %S/Inputs/int-ext/reduce_prod_ui16_in0.npy --check %S/Inputs/int-ext/reduce_prod_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_prod_ui32 --input %S/Inputs/int-ext/reduce_prod_ui32_in0.npy --check %S/Inputs/int-ext/reduce_prod_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reduce_prod_ui64 --input %S/Inputs/int-ext/reduce_prod_ui64_in0.npy --check %S/Inputs/int-ext/reduce_prod_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmax_i16 --input %S/Inputs/int-ext/argmax_i16_in0.npy --check %S/Inputs/int-ext/argmax_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmax_ui8 --input %S/Inputs/int-ext/argmax_ui8_in0.npy --check %S/Inputs/int-ext/argmax_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmax_ui16 --input %S/Inputs/int-ext/argmax_ui16_in0.npy --check %S/Inputs/int-ext/argmax_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmax_ui32 --input %S/Inputs/int-ext/argmax_ui32_in0.npy --check %S/Inputs/int-ext/argmax_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmax_ui64 --input %S/Inputs/int-ext/argmax_ui64_in0.npy --check %S/Inputs/int-ext/argmax_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmin_i16 --input %S/Inputs/int-ext/argmin_i16_in0.npy --check %S/Inputs/int-ext/argmin_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmin_ui8 --input %S/Inputs/int-ext/argmin_ui8_in0.npy --check %S/Inputs/int-ext/argmin_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmin_ui16 --input %S/Inputs/int-ext/argmin_ui16_in0.npy --check %S/Inputs/int-ext/argmin_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmin_ui32 --input %S/Inputs/int-ext/argmin_ui32_in0.npy --check %S/Inputs/int-ext/argmin_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry argmin_ui64 --input %S/Inputs/int-ext/argmin_ui64_in0.npy --check %S/Inputs/int-ext/argmin_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @reduce_sum_i16(%a0: tensor<3x4x5xi16>) -> tensor<3x5xi16> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xi16>) -> tensor<3x5xi16>
  return %0 : tensor<3x5xi16>
}

func.func @reduce_sum_ui8(%a0: tensor<3x4x5xui8>) -> tensor<3x5xui8> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xui8>) -> tensor<3x5xui8>
  return %0 : tensor<3x5xui8>
}

func.func @reduce_sum_ui16(%a0: tensor<3x4x5xui16>) -> tensor<3x5xui16> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xui16>) -> tensor<3x5xui16>
  return %0 : tensor<3x5xui16>
}

func.func @reduce_sum_ui32(%a0: tensor<3x4x5xui32>) -> tensor<3x5xui32> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xui32>) -> tensor<3x5xui32>
  return %0 : tensor<3x5xui32>
}

func.func @reduce_sum_ui64(%a0: tensor<3x4x5xui64>) -> tensor<3x5xui64> {
  %0 = "nn.reduce_sum"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xui64>) -> tensor<3x5xui64>
  return %0 : tensor<3x5xui64>
}

func.func @reduce_max_i16(%a0: tensor<3x4x5xi16>) -> tensor<3x5xi16> {
  %0 = "nn.reduce_max"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xi16>) -> tensor<3x5xi16>
  return %0 : tensor<3x5xi16>
}

func.func @reduce_max_ui8(%a0: tensor<3x4x5xui8>) -> tensor<3x5xui8> {
  %0 = "nn.reduce_max"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xui8>) -> tensor<3x5xui8>
  return %0 : tensor<3x5xui8>
}

func.func @reduce_max_ui16(%a0: tensor<3x4x5xui16>) -> tensor<3x5xui16> {
  %0 = "nn.reduce_max"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xui16>) -> tensor<3x5xui16>
  return %0 : tensor<3x5xui16>
}

func.func @reduce_max_ui32(%a0: tensor<3x4x5xui32>) -> tensor<3x5xui32> {
  %0 = "nn.reduce_max"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xui32>) -> tensor<3x5xui32>
  return %0 : tensor<3x5xui32>
}

func.func @reduce_max_ui64(%a0: tensor<3x4x5xui64>) -> tensor<3x5xui64> {
  %0 = "nn.reduce_max"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xui64>) -> tensor<3x5xui64>
  return %0 : tensor<3x5xui64>
}

func.func @reduce_min_i16(%a0: tensor<3x4x5xi16>) -> tensor<3x5xi16> {
  %0 = "nn.reduce_min"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xi16>) -> tensor<3x5xi16>
  return %0 : tensor<3x5xi16>
}

func.func @reduce_min_ui8(%a0: tensor<3x4x5xui8>) -> tensor<3x5xui8> {
  %0 = "nn.reduce_min"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xui8>) -> tensor<3x5xui8>
  return %0 : tensor<3x5xui8>
}

func.func @reduce_min_ui16(%a0: tensor<3x4x5xui16>) -> tensor<3x5xui16> {
  %0 = "nn.reduce_min"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xui16>) -> tensor<3x5xui16>
  return %0 : tensor<3x5xui16>
}

func.func @reduce_min_ui32(%a0: tensor<3x4x5xui32>) -> tensor<3x5xui32> {
  %0 = "nn.reduce_min"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xui32>) -> tensor<3x5xui32>
  return %0 : tensor<3x5xui32>
}

func.func @reduce_min_ui64(%a0: tensor<3x4x5xui64>) -> tensor<3x5xui64> {
  %0 = "nn.reduce_min"(%a0) {axes = array<i64: 1>} : (tensor<3x4x5xui64>) -> tensor<3x5xui64>
  return %0 : tensor<3x5xui64>
}

func.func @reduce_prod_i16(%a0: tensor<3x4x3xi16>) -> tensor<3x4xi16> {
  %0 = "nn.reduce_prod"(%a0) {axes = array<i64: 2>} : (tensor<3x4x3xi16>) -> tensor<3x4xi16>
  return %0 : tensor<3x4xi16>
}

func.func @reduce_prod_ui8(%a0: tensor<3x4x3xui8>) -> tensor<3x4xui8> {
  %0 = "nn.reduce_prod"(%a0) {axes = array<i64: 2>} : (tensor<3x4x3xui8>) -> tensor<3x4xui8>
  return %0 : tensor<3x4xui8>
}

func.func @reduce_prod_ui16(%a0: tensor<3x4x3xui16>) -> tensor<3x4xui16> {
  %0 = "nn.reduce_prod"(%a0) {axes = array<i64: 2>} : (tensor<3x4x3xui16>) -> tensor<3x4xui16>
  return %0 : tensor<3x4xui16>
}

func.func @reduce_prod_ui32(%a0: tensor<3x4x3xui32>) -> tensor<3x4xui32> {
  %0 = "nn.reduce_prod"(%a0) {axes = array<i64: 2>} : (tensor<3x4x3xui32>) -> tensor<3x4xui32>
  return %0 : tensor<3x4xui32>
}

func.func @reduce_prod_ui64(%a0: tensor<3x4x3xui64>) -> tensor<3x4xui64> {
  %0 = "nn.reduce_prod"(%a0) {axes = array<i64: 2>} : (tensor<3x4x3xui64>) -> tensor<3x4xui64>
  return %0 : tensor<3x4xui64>
}

func.func @argmax_i16(%a0: tensor<3x6xi16>) -> tensor<3x1xi64> {
  %0 = "nn.argmax"(%a0) {axis = 1 : i64} : (tensor<3x6xi16>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmax_ui8(%a0: tensor<3x6xui8>) -> tensor<3x1xi64> {
  %0 = "nn.argmax"(%a0) {axis = 1 : i64} : (tensor<3x6xui8>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmax_ui16(%a0: tensor<3x6xui16>) -> tensor<3x1xi64> {
  %0 = "nn.argmax"(%a0) {axis = 1 : i64} : (tensor<3x6xui16>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmax_ui32(%a0: tensor<3x6xui32>) -> tensor<3x1xi64> {
  %0 = "nn.argmax"(%a0) {axis = 1 : i64} : (tensor<3x6xui32>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmax_ui64(%a0: tensor<3x6xui64>) -> tensor<3x1xi64> {
  %0 = "nn.argmax"(%a0) {axis = 1 : i64} : (tensor<3x6xui64>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmin_i16(%a0: tensor<3x6xi16>) -> tensor<3x1xi64> {
  %0 = "nn.argmin"(%a0) {axis = 1 : i64} : (tensor<3x6xi16>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmin_ui8(%a0: tensor<3x6xui8>) -> tensor<3x1xi64> {
  %0 = "nn.argmin"(%a0) {axis = 1 : i64} : (tensor<3x6xui8>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmin_ui16(%a0: tensor<3x6xui16>) -> tensor<3x1xi64> {
  %0 = "nn.argmin"(%a0) {axis = 1 : i64} : (tensor<3x6xui16>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmin_ui32(%a0: tensor<3x6xui32>) -> tensor<3x1xi64> {
  %0 = "nn.argmin"(%a0) {axis = 1 : i64} : (tensor<3x6xui32>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}

func.func @argmin_ui64(%a0: tensor<3x6xui64>) -> tensor<3x1xi64> {
  %0 = "nn.argmin"(%a0) {axis = 1 : i64} : (tensor<3x6xui64>) -> tensor<3x1xi64>
  return %0 : tensor<3x1xi64>
}
