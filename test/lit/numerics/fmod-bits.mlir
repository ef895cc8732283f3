// nn.mod with fmod on floats, bit for bit against the C library's fmod
// (f32: fmodf, f64: fmod; f16 and bf16: fmodf of the widened values):
// signs of zero, infinities, NaNs and their payloads, subnormals, y = 0,
// huge quotients (the rare path of conversion/linalg/FloatMod.c, its loop
// at its longest for subnormal divisors), quotients at the common path's
// bound 2^p and near integers (Inputs/fmod_bits.py says which pairs).
// The CPU pipeline runs these kernels as a branch-free copy plus, since
// some elements are flagged, the guarded original (cpu/RarePaths.c).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/fmod_bits.py make %t 131072 f32
// RUN: nn-run %s --entry mod_f32 --input %t/f32_x.npy %t/f32_y.npy --output %t/f32_r.npy
// RUN: %python %S/Inputs/fmod_bits.py check %t f32 | FileCheck %s --check-prefix=F32
// F32: f32: 0 of 131072 differ
// Ordinary pairs only: no element is flagged, so the result is the
// kernel's branch-free copy alone (cpu/RarePaths.c).
// RUN: mkdir -p %t/common
// RUN: %python %S/Inputs/fmod_bits.py common %t/common 131072 f32
// RUN: nn-run %s --entry mod_f32 --input %t/common/f32_x.npy %t/common/f32_y.npy --output %t/common/f32_r.npy
// RUN: %python %S/Inputs/fmod_bits.py check %t/common f32 | FileCheck %s --check-prefix=F32
// RUN: %python %S/Inputs/fmod_bits.py make %t 65536 f64
// RUN: nn-run %s --entry mod_f64 --input %t/f64_x.npy %t/f64_y.npy --output %t/f64_r.npy
// RUN: %python %S/Inputs/fmod_bits.py check %t f64 | FileCheck %s --check-prefix=F64
// F64: f64: 0 of 65536 differ
// RUN: %python %S/Inputs/fmod_bits.py make %t 65536 f16
// RUN: nn-run %s --entry mod_f16 --input %t/f16_x.npy %t/f16_y.npy --output %t/f16_r.npy
// RUN: %python %S/Inputs/fmod_bits.py check %t f16 | FileCheck %s --check-prefix=F16
// F16: f16: 0 of 65536 differ
// RUN: %python %S/Inputs/fmod_bits.py make %t 65536 bf16
// RUN: nn-run %s --entry mod_bf16 --input %t/bf16_x.npy %t/bf16_y.npy --output %t/bf16_r.npy
// RUN: %python %S/Inputs/fmod_bits.py check %t bf16 | FileCheck %s --check-prefix=BF16
// BF16: bf16: 0 of 65536 differ
func.func @mod_f32(%x: tensor<131072xf32>, %y: tensor<131072xf32>) -> tensor<131072xf32> {
  %0 = "nn.mod"(%x, %y) {fmod = true} : (tensor<131072xf32>, tensor<131072xf32>) -> tensor<131072xf32>
  return %0 : tensor<131072xf32>
}
func.func @mod_f64(%x: tensor<65536xf64>, %y: tensor<65536xf64>) -> tensor<65536xf64> {
  %0 = "nn.mod"(%x, %y) {fmod = true} : (tensor<65536xf64>, tensor<65536xf64>) -> tensor<65536xf64>
  return %0 : tensor<65536xf64>
}
func.func @mod_f16(%x: tensor<65536xf16>, %y: tensor<65536xf16>) -> tensor<65536xf16> {
  %0 = "nn.mod"(%x, %y) {fmod = true} : (tensor<65536xf16>, tensor<65536xf16>) -> tensor<65536xf16>
  return %0 : tensor<65536xf16>
}
func.func @mod_bf16(%x: tensor<65536xbf16>, %y: tensor<65536xbf16>) -> tensor<65536xbf16> {
  %0 = "nn.mod"(%x, %y) {fmod = true} : (tensor<65536xbf16>, tensor<65536xbf16>) -> tensor<65536xbf16>
  return %0 : tensor<65536xbf16>
}
