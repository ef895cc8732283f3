// nn.mod with fmod on f32, bit for bit against the C library's fmodf (signs
// of zero, infinities, NaNs and their payloads included) on 2^17 pairs:
// edge values, every bit pattern, ordinary values and quotients near an
// integer and at 2^29 (the bound of an exact division in f64, for a future
// call-free lowering).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/fmod_bits.py make %t 131072
// RUN: nn-run %s --input %t/x.npy %t/y.npy --output %t/r.npy
// RUN: %python %S/Inputs/fmod_bits.py check %t | FileCheck %s
// CHECK: 0 of 131072 differ
func.func @main(%x: tensor<131072xf32>, %y: tensor<131072xf32>) -> tensor<131072xf32> {
  %0 = "nn.mod"(%x, %y) {fmod = true} : (tensor<131072xf32>, tensor<131072xf32>) -> tensor<131072xf32>
  return %0 : tensor<131072xf32>
}
