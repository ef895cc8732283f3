// The values an order of floats can get wrong, through nn.max_pool2d and
// nn.max_pool3d (conversion/linalg/LowerMaxPool.c compares floats as
// integer keys): -0 and +0 tie, and the window keeps the first (as
// PyTorch's max_pool2d and nn.max_pool_with_indices); NaN is above every
// number, -inf included, and the window's first NaN is the result, its
// sign bit kept; infinities; the integer types' lowest values and ui8
// above 127 (an unsigned compare). The expected values were written by
// hand and checked against PyTorch's max_pool2d/max_pool3d at authoring
// time (which differs only in keeping a window's last NaN). nn-run prints
// the values, so FileCheck sees the sign of a zero and of a NaN, which
// --check (|r - e|, NaN equal to NaN) does not.
//
// Pairs, each one window of kernel [1, 2], stride [1, 2]:
//   (-0, +0) (+0, -0) (NaN, -NaN) (-NaN, 1) (-inf, -inf) (inf, NaN)
//   (-inf, -0) (-1, -NaN)
// RUN: nn-run %s --entry f32 | FileCheck %s --check-prefix=F32
// RUN: nn-run %s --entry f16 | FileCheck %s --check-prefix=F16
// RUN: nn-run %s --entry bf16 | FileCheck %s --check-prefix=BF16
// RUN: nn-run %s --entry f64 | FileCheck %s --check-prefix=F64
// RUN: nn-run %s --entry nhwc | FileCheck %s --check-prefix=NHWC
// RUN: nn-run %s --entry pool3d | FileCheck %s --check-prefix=POOL3D
// RUN: nn-run %s --entry ints | FileCheck %s --check-prefix=INTS

// F32: result #0: float32 [1, 1, 1, 8]: -0 0 nan -nan -inf nan -0 -nan{{$}}
func.func @f32() -> tensor<1x1x1x8xf32> {
  %x = arith.constant dense<[[[[-0.0, 0.0, 0.0, -0.0, 0x7FC00000, 0xFFC00000, 0xFFC00000, 1.0, 0xFF800000, 0xFF800000, 0x7F800000, 0x7FC00000, 0xFF800000, -0.0, -1.0, 0xFFC00000]]]]> : tensor<1x1x1x16xf32>
  %p = "nn.max_pool2d"(%x) {kernel = array<i64: 1, 2>, strides = array<i64: 1, 2>} : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x8xf32>
  return %p : tensor<1x1x1x8xf32>
}
// F16: result #0: float16 [1, 1, 1, 8]: -0 0 nan -nan -inf nan -0 -nan{{$}}
func.func @f16() -> tensor<1x1x1x8xf16> {
  %x = arith.constant dense<[[[[-0.0, 0.0, 0.0, -0.0, 0x7E00, 0xFE00, 0xFE00, 1.0, 0xFC00, 0xFC00, 0x7C00, 0x7E00, 0xFC00, -0.0, -1.0, 0xFE00]]]]> : tensor<1x1x1x16xf16>
  %p = "nn.max_pool2d"(%x) {kernel = array<i64: 1, 2>, strides = array<i64: 1, 2>} : (tensor<1x1x1x16xf16>) -> tensor<1x1x1x8xf16>
  return %p : tensor<1x1x1x8xf16>
}
// BF16: result #0: bfloat16 [1, 1, 1, 8]: -0 0 nan -nan -inf nan -0 -nan{{$}}
func.func @bf16() -> tensor<1x1x1x8xbf16> {
  %x = arith.constant dense<[[[[-0.0, 0.0, 0.0, -0.0, 0x7FC0, 0xFFC0, 0xFFC0, 1.0, 0xFF80, 0xFF80, 0x7F80, 0x7FC0, 0xFF80, -0.0, -1.0, 0xFFC0]]]]> : tensor<1x1x1x16xbf16>
  %p = "nn.max_pool2d"(%x) {kernel = array<i64: 1, 2>, strides = array<i64: 1, 2>} : (tensor<1x1x1x16xbf16>) -> tensor<1x1x1x8xbf16>
  return %p : tensor<1x1x1x8xbf16>
}
// F64: result #0: float64 [1, 1, 1, 8]: -0 0 nan -nan -inf nan -0 -nan{{$}}
func.func @f64() -> tensor<1x1x1x8xf64> {
  %x = arith.constant dense<[[[[-0.0, 0.0, 0.0, -0.0, 0x7FF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 1.0, 0xFFF0000000000000, 0xFFF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF0000000000000, -0.0, -1.0, 0xFFF8000000000000]]]]> : tensor<1x1x1x16xf64>
  %p = "nn.max_pool2d"(%x) {kernel = array<i64: 1, 2>, strides = array<i64: 1, 2>} : (tensor<1x1x1x16xf64>) -> tensor<1x1x1x8xf64>
  return %p : tensor<1x1x1x8xf64>
}
// Channels last: the pairs along W, in two channels: (-0, +0) and (+0, -0),
// (+0, -0) and (-0, +0), (NaN, -NaN) and (-NaN, NaN), (-NaN, 1) and
// (-1, -NaN).
// NHWC: result #0: float32 [1, 1, 4, 2]: -0 0 0 -0 nan -nan -nan -nan{{$}}
func.func @nhwc() -> tensor<1x1x4x2xf32> {
  %x = arith.constant dense<[[[[-0.0, 0.0], [0.0, -0.0], [0.0, -0.0], [-0.0, 0.0], [0x7FC00000, 0xFFC00000], [0xFFC00000, 0x7FC00000], [0xFFC00000, -1.0], [1.0, 0xFFC00000]]]]> : tensor<1x1x8x2xf32>
  %p = "nn.max_pool2d"(%x) {kernel = array<i64: 1, 2>, strides = array<i64: 1, 2>, layout = "NHWC"} : (tensor<1x1x8x2xf32>) -> tensor<1x1x4x2xf32>
  return %p : tensor<1x1x4x2xf32>
}
// 3-D, the pairs along D.
// POOL3D: result #0: float32 [1, 1, 1, 1, 4]: -0 0 nan -nan{{$}}
func.func @pool3d() -> tensor<1x1x1x1x4xf32> {
  %x = arith.constant dense<[[[[[-0.0, 0.0, 0x7FC00000, 0xFFC00000]], [[0.0, -0.0, 0xFFC00000, 1.0]]]]]> : tensor<1x1x2x1x4xf32>
  %p = "nn.max_pool3d"(%x) {kernel = array<i64: 2, 1, 1>, strides = array<i64: 2, 1, 1>} : (tensor<1x1x2x1x4xf32>) -> tensor<1x1x1x1x4xf32>
  return %p : tensor<1x1x1x1x4xf32>
}
// Integers from the type's lowest value, which an empty accumulator also
// holds; ui8 200 above 100 and 255 above 0 (the pad-and-pool lowering
// before LowerMaxPool.c compared ui8 as signed and gave 100 and 0).
// INTS: result #0: int8 [1, 1, 1, 2]: -128 3{{$}}
// INTS: result #1: uint8 [1, 1, 1, 2]: 200 255{{$}}
// INTS: result #2: int64 [1, 1, 1, 2]: -9223372036854775808 -1{{$}}
func.func @ints() -> (tensor<1x1x1x2xi8>, tensor<1x1x1x2xui8>, tensor<1x1x1x2xi64>) {
  %a = arith.constant dense<[[[[-128, -128, -128, 3]]]]> : tensor<1x1x1x4xi8>
  %b = arith.constant dense<[[[[100, 200, 255, 0]]]]> : tensor<1x1x1x4xui8>
  %c = arith.constant dense<[[[[-9223372036854775808, -9223372036854775808, -9223372036854775808, -1]]]]> : tensor<1x1x1x4xi64>
  %pa = "nn.max_pool2d"(%a) {kernel = array<i64: 1, 2>, strides = array<i64: 1, 2>} : (tensor<1x1x1x4xi8>) -> tensor<1x1x1x2xi8>
  %pb = "nn.max_pool2d"(%b) {kernel = array<i64: 1, 2>, strides = array<i64: 1, 2>} : (tensor<1x1x1x4xui8>) -> tensor<1x1x1x2xui8>
  %pc = "nn.max_pool2d"(%c) {kernel = array<i64: 1, 2>, strides = array<i64: 1, 2>} : (tensor<1x1x1x4xi64>) -> tensor<1x1x1x2xi64>
  return %pa, %pb, %pc : tensor<1x1x1x2xi8>, tensor<1x1x1x2xui8>, tensor<1x1x1x2xi64>
}
