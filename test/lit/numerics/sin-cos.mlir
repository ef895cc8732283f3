// nn.sin and nn.cos on f32 against Python's math.sin and math.cos (float64,
// rounded to f32), within 1 ulp (0.57 measured on every 61st f32): signed zeros, infinities,
// NaN, subnormals, the neighbours of multiples of pi/2 up to 2^20, both
// sides of 2^20 (where the arithmetic reduction hands over to libm's rare
// path), huge values, every binade of both signs and [-10, 10] densely
// (Inputs/make_sin_cos.py). Through the CPU pipeline, where the kernel is
// tiled in rows and each tile versioned: a branch-free copy, and libm for
// the flagged elements (conversion/linalg/SinCos.c). nn-run prints
// -0, so FileCheck also sees sin(-0) keep its sign.
// (The entries are not named sin and cos: the rare path calls libm's sin
// and cos, which a function of the module with that name would shadow.)
// RUN: nn-run %s --entry sine --input %S/Inputs/sin-cos/in.npy --check %S/Inputs/sin-cos/sin.npy --ulp 1 | FileCheck %s --check-prefix=SIN
// RUN: nn-run %s --entry cosine --input %S/Inputs/sin-cos/in.npy --check %S/Inputs/sin-cos/cos.npy --ulp 1 | FileCheck %s --check-prefix=COS
// RUN: nn-run %s --entry zeros | FileCheck %s --check-prefix=ZEROS
// f16 and bf16 compute in f64 too and round once to f32, then to their type.
// RUN: nn-run %s --entry narrow | FileCheck %s --check-prefix=NARROW

// SIN: result #0: {{.*}} ok
func.func @sine(%x: tensor<32x1024xf32>) -> tensor<32x1024xf32> {
  %0 = "nn.sin"(%x) : (tensor<32x1024xf32>) -> tensor<32x1024xf32>
  return %0 : tensor<32x1024xf32>
}
// COS: result #0: {{.*}} ok
func.func @cosine(%x: tensor<32x1024xf32>) -> tensor<32x1024xf32> {
  %0 = "nn.cos"(%x) : (tensor<32x1024xf32>) -> tensor<32x1024xf32>
  return %0 : tensor<32x1024xf32>
}
// ZEROS: result #0: float32 [4]: -0 0 1 1{{$}}
func.func @zeros() -> tensor<4xf32> {
  %x = arith.constant dense<[-0.0, 0.0]> : tensor<2xf32>
  %s = "nn.sin"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %c = "nn.cos"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %r = "tensor.concat"(%s, %c) {dim = 0 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// sin of pi/6 and of 1000 (f16: 0.5234 and 1000) and of pi/6 and 2^20
// (bf16: 0.5234 and 1048577 rounded to 2^20, the rare path), as NumPy's
// float64 sin of the same values rounded to f32 and then to the type.
// NARROW: result #0: float16 [2]: 0.499756 0.82666{{$}}
// NARROW: result #1: bfloat16 [2]: 0.5 0.330078{{$}}
func.func @narrow() -> (tensor<2xf16>, tensor<2xbf16>) {
  %h = arith.constant dense<[0.5235987755982989, 1000.0]> : tensor<2xf16>
  %b = arith.constant dense<[0.5235987755982989, 1048577.0]> : tensor<2xbf16>
  %sh = "nn.sin"(%h) : (tensor<2xf16>) -> tensor<2xf16>
  %sb = "nn.sin"(%b) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %sh, %sb : tensor<2xf16>, tensor<2xbf16>
}
