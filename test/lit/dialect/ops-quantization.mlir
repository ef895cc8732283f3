// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | nn-opt --split-input-file | FileCheck %s

// Round trip of nn.quantize and nn.dequantize: per tensor (a rank-0 or a
// one-element scale and zero point), per channel along axis 0, 1 (the
// default, omitted or spelled out) and a negative axis, dynamic sizes,
// every zero-point type (i8, ui8, i16, ui16, i32, ui32) and every float
// type (f16, bf16, f32, f64).
// Per tensor: a rank-0 scale and zero point, and one-element ones; the
// axis plays no part (any value verifies).
// CHECK-LABEL: func.func @per_tensor(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf32>, %[[S0:.*]]: tensor<f32>, %[[Z0:.*]]: tensor<ui8>, %[[S1:.*]]: tensor<1xf32>, %[[Z1:.*]]: tensor<1xi8>)
// CHECK-NEXT:    %[[Q0:.*]] = "nn.quantize"(%[[X]], %[[S0]], %[[Z0]]) : (tensor<2x3xf32>, tensor<f32>, tensor<ui8>) -> tensor<2x3xui8>
// CHECK-NEXT:    %[[D0:.*]] = "nn.dequantize"(%[[Q0]], %[[S0]], %[[Z0]]) : (tensor<2x3xui8>, tensor<f32>, tensor<ui8>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[Q1:.*]] = "nn.quantize"(%[[D0]], %[[S1]], %[[Z1]]) {axis = 0 : i64} : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<2x3xi8>
// CHECK-NEXT:    %[[D1:.*]] = "nn.dequantize"(%[[Q1]], %[[S1]], %[[Z1]]) {axis = -7 : i64} : (tensor<2x3xi8>, tensor<1xf32>, tensor<1xi8>) -> tensor<2x3xf32>
// CHECK-NEXT:    return %[[D1]], %[[Q0]]
func.func @per_tensor(%x: tensor<2x3xf32>, %s0: tensor<f32>, %z0: tensor<ui8>, %s1: tensor<1xf32>, %z1: tensor<1xi8>) -> (tensor<2x3xf32>, tensor<2x3xui8>) {
  %q0 = "nn.quantize"(%x, %s0, %z0) : (tensor<2x3xf32>, tensor<f32>, tensor<ui8>) -> tensor<2x3xui8>
  %d0 = "nn.dequantize"(%q0, %s0, %z0) : (tensor<2x3xui8>, tensor<f32>, tensor<ui8>) -> tensor<2x3xf32>
  %q1 = "nn.quantize"(%d0, %s1, %z1) {axis = 0 : i64} : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<2x3xi8>
  %d1 = "nn.dequantize"(%q1, %s1, %z1) {axis = -7 : i64} : (tensor<2x3xi8>, tensor<1xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return %d1, %q0 : tensor<2x3xf32>, tensor<2x3xui8>
}

// -----

// Per channel: one scale and zero point per element of dimension `axis`
// (0, 1 by default or spelled out, -1, -3).
// CHECK-LABEL: func.func @per_channel(
// CHECK-SAME:    %[[X:.*]]: tensor<4x3x2xf32>, %[[S0:.*]]: tensor<4xf32>, %[[Z0:.*]]: tensor<4xi8>, %[[S1:.*]]: tensor<3xf32>, %[[Z1:.*]]: tensor<3xui8>, %[[S2:.*]]: tensor<3xf32>, %[[Z2:.*]]: tensor<3xi16>, %[[S3:.*]]: tensor<2xf32>, %[[Z3:.*]]: tensor<2xui16>, %[[S4:.*]]: tensor<4xf32>, %[[Z4:.*]]: tensor<4xi32>)
// CHECK-NEXT:    %[[Q0:.*]] = "nn.quantize"(%[[X]], %[[S0]], %[[Z0]]) {axis = 0 : i64} : (tensor<4x3x2xf32>, tensor<4xf32>, tensor<4xi8>) -> tensor<4x3x2xi8>
// CHECK-NEXT:    %[[D0:.*]] = "nn.dequantize"(%[[Q0]], %[[S0]], %[[Z0]]) {axis = 0 : i64} : (tensor<4x3x2xi8>, tensor<4xf32>, tensor<4xi8>) -> tensor<4x3x2xf32>
// CHECK-NEXT:    %[[Q1:.*]] = "nn.quantize"(%[[D0]], %[[S1]], %[[Z1]]) {axis = 1 : i64} : (tensor<4x3x2xf32>, tensor<3xf32>, tensor<3xui8>) -> tensor<4x3x2xui8>
// CHECK-NEXT:    %[[D1:.*]] = "nn.dequantize"(%[[Q1]], %[[S1]], %[[Z1]]) {axis = 1 : i64} : (tensor<4x3x2xui8>, tensor<3xf32>, tensor<3xui8>) -> tensor<4x3x2xf32>
// CHECK-NEXT:    %[[Q2:.*]] = "nn.quantize"(%[[D1]], %[[S2]], %[[Z2]]) : (tensor<4x3x2xf32>, tensor<3xf32>, tensor<3xi16>) -> tensor<4x3x2xi16>
// CHECK-NEXT:    %[[D2:.*]] = "nn.dequantize"(%[[Q2]], %[[S2]], %[[Z2]]) : (tensor<4x3x2xi16>, tensor<3xf32>, tensor<3xi16>) -> tensor<4x3x2xf32>
// CHECK-NEXT:    %[[Q3:.*]] = "nn.quantize"(%[[D2]], %[[S3]], %[[Z3]]) {axis = -1 : i64} : (tensor<4x3x2xf32>, tensor<2xf32>, tensor<2xui16>) -> tensor<4x3x2xui16>
// CHECK-NEXT:    %[[D3:.*]] = "nn.dequantize"(%[[Q3]], %[[S3]], %[[Z3]]) {axis = -1 : i64} : (tensor<4x3x2xui16>, tensor<2xf32>, tensor<2xui16>) -> tensor<4x3x2xf32>
// CHECK-NEXT:    %[[Q4:.*]] = "nn.quantize"(%[[D3]], %[[S4]], %[[Z4]]) {axis = -3 : i64} : (tensor<4x3x2xf32>, tensor<4xf32>, tensor<4xi32>) -> tensor<4x3x2xi32>
// CHECK-NEXT:    %[[D4:.*]] = "nn.dequantize"(%[[Q4]], %[[S4]], %[[Z4]]) {axis = -3 : i64} : (tensor<4x3x2xi32>, tensor<4xf32>, tensor<4xi32>) -> tensor<4x3x2xf32>
// CHECK-NEXT:    return %[[D4]]
func.func @per_channel(%x: tensor<4x3x2xf32>, %s0: tensor<4xf32>, %z0: tensor<4xi8>, %s1: tensor<3xf32>, %z1: tensor<3xui8>, %s2: tensor<3xf32>, %z2: tensor<3xi16>, %s3: tensor<2xf32>, %z3: tensor<2xui16>, %s4: tensor<4xf32>, %z4: tensor<4xi32>) -> (tensor<4x3x2xf32>) {
  %q0 = "nn.quantize"(%x, %s0, %z0) {axis = 0 : i64} : (tensor<4x3x2xf32>, tensor<4xf32>, tensor<4xi8>) -> tensor<4x3x2xi8>
  %d0 = "nn.dequantize"(%q0, %s0, %z0) {axis = 0 : i64} : (tensor<4x3x2xi8>, tensor<4xf32>, tensor<4xi8>) -> tensor<4x3x2xf32>
  %q1 = "nn.quantize"(%d0, %s1, %z1) {axis = 1 : i64} : (tensor<4x3x2xf32>, tensor<3xf32>, tensor<3xui8>) -> tensor<4x3x2xui8>
  %d1 = "nn.dequantize"(%q1, %s1, %z1) {axis = 1 : i64} : (tensor<4x3x2xui8>, tensor<3xf32>, tensor<3xui8>) -> tensor<4x3x2xf32>
  %q2 = "nn.quantize"(%d1, %s2, %z2) : (tensor<4x3x2xf32>, tensor<3xf32>, tensor<3xi16>) -> tensor<4x3x2xi16>
  %d2 = "nn.dequantize"(%q2, %s2, %z2) : (tensor<4x3x2xi16>, tensor<3xf32>, tensor<3xi16>) -> tensor<4x3x2xf32>
  %q3 = "nn.quantize"(%d2, %s3, %z3) {axis = -1 : i64} : (tensor<4x3x2xf32>, tensor<2xf32>, tensor<2xui16>) -> tensor<4x3x2xui16>
  %d3 = "nn.dequantize"(%q3, %s3, %z3) {axis = -1 : i64} : (tensor<4x3x2xui16>, tensor<2xf32>, tensor<2xui16>) -> tensor<4x3x2xf32>
  %q4 = "nn.quantize"(%d3, %s4, %z4) {axis = -3 : i64} : (tensor<4x3x2xf32>, tensor<4xf32>, tensor<4xi32>) -> tensor<4x3x2xi32>
  %d4 = "nn.dequantize"(%q4, %s4, %z4) {axis = -3 : i64} : (tensor<4x3x2xi32>, tensor<4xf32>, tensor<4xi32>) -> tensor<4x3x2xf32>
  return %d4 : tensor<4x3x2xf32>
}

// -----

// Every zero-point type: the quantized tensor has it.
// CHECK-LABEL: func.func @zero_point_types(
// CHECK-SAME:    %[[X:.*]]: tensor<2x4xf32>, %[[S:.*]]: tensor<f32>, %[[ZI8:.*]]: tensor<i8>, %[[ZUI8:.*]]: tensor<ui8>, %[[ZI16:.*]]: tensor<i16>, %[[ZUI16:.*]]: tensor<ui16>, %[[ZI32:.*]]: tensor<i32>, %[[ZUI32:.*]]: tensor<ui32>)
// CHECK-NEXT:    %[[QI8:.*]] = "nn.quantize"(%[[X]], %[[S]], %[[ZI8]]) : (tensor<2x4xf32>, tensor<f32>, tensor<i8>) -> tensor<2x4xi8>
// CHECK-NEXT:    %[[DI8:.*]] = "nn.dequantize"(%[[QI8]], %[[S]], %[[ZI8]]) : (tensor<2x4xi8>, tensor<f32>, tensor<i8>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[QUI8:.*]] = "nn.quantize"(%[[X]], %[[S]], %[[ZUI8]]) : (tensor<2x4xf32>, tensor<f32>, tensor<ui8>) -> tensor<2x4xui8>
// CHECK-NEXT:    %[[DUI8:.*]] = "nn.dequantize"(%[[QUI8]], %[[S]], %[[ZUI8]]) : (tensor<2x4xui8>, tensor<f32>, tensor<ui8>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[QI16:.*]] = "nn.quantize"(%[[X]], %[[S]], %[[ZI16]]) : (tensor<2x4xf32>, tensor<f32>, tensor<i16>) -> tensor<2x4xi16>
// CHECK-NEXT:    %[[DI16:.*]] = "nn.dequantize"(%[[QI16]], %[[S]], %[[ZI16]]) : (tensor<2x4xi16>, tensor<f32>, tensor<i16>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[QUI16:.*]] = "nn.quantize"(%[[X]], %[[S]], %[[ZUI16]]) : (tensor<2x4xf32>, tensor<f32>, tensor<ui16>) -> tensor<2x4xui16>
// CHECK-NEXT:    %[[DUI16:.*]] = "nn.dequantize"(%[[QUI16]], %[[S]], %[[ZUI16]]) : (tensor<2x4xui16>, tensor<f32>, tensor<ui16>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[QI32:.*]] = "nn.quantize"(%[[X]], %[[S]], %[[ZI32]]) : (tensor<2x4xf32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi32>
// CHECK-NEXT:    %[[DI32:.*]] = "nn.dequantize"(%[[QI32]], %[[S]], %[[ZI32]]) : (tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[QUI32:.*]] = "nn.quantize"(%[[X]], %[[S]], %[[ZUI32]]) : (tensor<2x4xf32>, tensor<f32>, tensor<ui32>) -> tensor<2x4xui32>
// CHECK-NEXT:    %[[DUI32:.*]] = "nn.dequantize"(%[[QUI32]], %[[S]], %[[ZUI32]]) : (tensor<2x4xui32>, tensor<f32>, tensor<ui32>) -> tensor<2x4xf32>
// CHECK-NEXT:    return %[[DI8]], %[[DUI8]], %[[DI16]], %[[DUI16]], %[[DI32]], %[[DUI32]]
func.func @zero_point_types(%x: tensor<2x4xf32>, %s: tensor<f32>, %zi8: tensor<i8>, %zui8: tensor<ui8>, %zi16: tensor<i16>, %zui16: tensor<ui16>, %zi32: tensor<i32>, %zui32: tensor<ui32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  %qi8 = "nn.quantize"(%x, %s, %zi8) : (tensor<2x4xf32>, tensor<f32>, tensor<i8>) -> tensor<2x4xi8>
  %di8 = "nn.dequantize"(%qi8, %s, %zi8) : (tensor<2x4xi8>, tensor<f32>, tensor<i8>) -> tensor<2x4xf32>
  %qui8 = "nn.quantize"(%x, %s, %zui8) : (tensor<2x4xf32>, tensor<f32>, tensor<ui8>) -> tensor<2x4xui8>
  %dui8 = "nn.dequantize"(%qui8, %s, %zui8) : (tensor<2x4xui8>, tensor<f32>, tensor<ui8>) -> tensor<2x4xf32>
  %qi16 = "nn.quantize"(%x, %s, %zi16) : (tensor<2x4xf32>, tensor<f32>, tensor<i16>) -> tensor<2x4xi16>
  %di16 = "nn.dequantize"(%qi16, %s, %zi16) : (tensor<2x4xi16>, tensor<f32>, tensor<i16>) -> tensor<2x4xf32>
  %qui16 = "nn.quantize"(%x, %s, %zui16) : (tensor<2x4xf32>, tensor<f32>, tensor<ui16>) -> tensor<2x4xui16>
  %dui16 = "nn.dequantize"(%qui16, %s, %zui16) : (tensor<2x4xui16>, tensor<f32>, tensor<ui16>) -> tensor<2x4xf32>
  %qi32 = "nn.quantize"(%x, %s, %zi32) : (tensor<2x4xf32>, tensor<f32>, tensor<i32>) -> tensor<2x4xi32>
  %di32 = "nn.dequantize"(%qi32, %s, %zi32) : (tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> tensor<2x4xf32>
  %qui32 = "nn.quantize"(%x, %s, %zui32) : (tensor<2x4xf32>, tensor<f32>, tensor<ui32>) -> tensor<2x4xui32>
  %dui32 = "nn.dequantize"(%qui32, %s, %zui32) : (tensor<2x4xui32>, tensor<f32>, tensor<ui32>) -> tensor<2x4xf32>
  return %di8, %dui8, %di16, %dui16, %di32, %dui32 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

// Every float type: the input and scale of quantize, the scale and result
// of dequantize.
// CHECK-LABEL: func.func @float_types(
// CHECK-SAME:    %[[XF16:.*]]: tensor<3x2xf16>, %[[SF16:.*]]: tensor<2xf16>, %[[ZF16:.*]]: tensor<2xi8>, %[[XBF16:.*]]: tensor<3x2xbf16>, %[[SBF16:.*]]: tensor<2xbf16>, %[[ZBF16:.*]]: tensor<2xi8>, %[[XF32:.*]]: tensor<3x2xf32>, %[[SF32:.*]]: tensor<2xf32>, %[[ZF32:.*]]: tensor<2xi8>, %[[XF64:.*]]: tensor<3x2xf64>, %[[SF64:.*]]: tensor<2xf64>, %[[ZF64:.*]]: tensor<2xi8>)
// CHECK-NEXT:    %[[QF16:.*]] = "nn.quantize"(%[[XF16]], %[[SF16]], %[[ZF16]]) {axis = -1 : i64} : (tensor<3x2xf16>, tensor<2xf16>, tensor<2xi8>) -> tensor<3x2xi8>
// CHECK-NEXT:    %[[DF16:.*]] = "nn.dequantize"(%[[QF16]], %[[SF16]], %[[ZF16]]) {axis = -1 : i64} : (tensor<3x2xi8>, tensor<2xf16>, tensor<2xi8>) -> tensor<3x2xf16>
// CHECK-NEXT:    %[[QBF16:.*]] = "nn.quantize"(%[[XBF16]], %[[SBF16]], %[[ZBF16]]) {axis = -1 : i64} : (tensor<3x2xbf16>, tensor<2xbf16>, tensor<2xi8>) -> tensor<3x2xi8>
// CHECK-NEXT:    %[[DBF16:.*]] = "nn.dequantize"(%[[QBF16]], %[[SBF16]], %[[ZBF16]]) {axis = -1 : i64} : (tensor<3x2xi8>, tensor<2xbf16>, tensor<2xi8>) -> tensor<3x2xbf16>
// CHECK-NEXT:    %[[QF32:.*]] = "nn.quantize"(%[[XF32]], %[[SF32]], %[[ZF32]]) {axis = -1 : i64} : (tensor<3x2xf32>, tensor<2xf32>, tensor<2xi8>) -> tensor<3x2xi8>
// CHECK-NEXT:    %[[DF32:.*]] = "nn.dequantize"(%[[QF32]], %[[SF32]], %[[ZF32]]) {axis = -1 : i64} : (tensor<3x2xi8>, tensor<2xf32>, tensor<2xi8>) -> tensor<3x2xf32>
// CHECK-NEXT:    %[[QF64:.*]] = "nn.quantize"(%[[XF64]], %[[SF64]], %[[ZF64]]) {axis = -1 : i64} : (tensor<3x2xf64>, tensor<2xf64>, tensor<2xi8>) -> tensor<3x2xi8>
// CHECK-NEXT:    %[[DF64:.*]] = "nn.dequantize"(%[[QF64]], %[[SF64]], %[[ZF64]]) {axis = -1 : i64} : (tensor<3x2xi8>, tensor<2xf64>, tensor<2xi8>) -> tensor<3x2xf64>
// CHECK-NEXT:    return %[[DF16]], %[[DBF16]], %[[DF32]], %[[DF64]]
func.func @float_types(%xf16: tensor<3x2xf16>, %sf16: tensor<2xf16>, %zf16: tensor<2xi8>, %xbf16: tensor<3x2xbf16>, %sbf16: tensor<2xbf16>, %zbf16: tensor<2xi8>, %xf32: tensor<3x2xf32>, %sf32: tensor<2xf32>, %zf32: tensor<2xi8>, %xf64: tensor<3x2xf64>, %sf64: tensor<2xf64>, %zf64: tensor<2xi8>) -> (tensor<3x2xf16>, tensor<3x2xbf16>, tensor<3x2xf32>, tensor<3x2xf64>) {
  %qf16 = "nn.quantize"(%xf16, %sf16, %zf16) {axis = -1 : i64} : (tensor<3x2xf16>, tensor<2xf16>, tensor<2xi8>) -> tensor<3x2xi8>
  %df16 = "nn.dequantize"(%qf16, %sf16, %zf16) {axis = -1 : i64} : (tensor<3x2xi8>, tensor<2xf16>, tensor<2xi8>) -> tensor<3x2xf16>
  %qbf16 = "nn.quantize"(%xbf16, %sbf16, %zbf16) {axis = -1 : i64} : (tensor<3x2xbf16>, tensor<2xbf16>, tensor<2xi8>) -> tensor<3x2xi8>
  %dbf16 = "nn.dequantize"(%qbf16, %sbf16, %zbf16) {axis = -1 : i64} : (tensor<3x2xi8>, tensor<2xbf16>, tensor<2xi8>) -> tensor<3x2xbf16>
  %qf32 = "nn.quantize"(%xf32, %sf32, %zf32) {axis = -1 : i64} : (tensor<3x2xf32>, tensor<2xf32>, tensor<2xi8>) -> tensor<3x2xi8>
  %df32 = "nn.dequantize"(%qf32, %sf32, %zf32) {axis = -1 : i64} : (tensor<3x2xi8>, tensor<2xf32>, tensor<2xi8>) -> tensor<3x2xf32>
  %qf64 = "nn.quantize"(%xf64, %sf64, %zf64) {axis = -1 : i64} : (tensor<3x2xf64>, tensor<2xf64>, tensor<2xi8>) -> tensor<3x2xi8>
  %df64 = "nn.dequantize"(%qf64, %sf64, %zf64) {axis = -1 : i64} : (tensor<3x2xi8>, tensor<2xf64>, tensor<2xi8>) -> tensor<3x2xf64>
  return %df16, %dbf16, %df32, %df64 : tensor<3x2xf16>, tensor<3x2xbf16>, tensor<3x2xf32>, tensor<3x2xf64>
}

// -----

// Dynamic sizes: the input's dimension `axis`, the scale's size, or both.
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME:    %[[X:.*]]: tensor<?x3xf32>, %[[S:.*]]: tensor<?xf32>, %[[Z:.*]]: tensor<?xui8>, %[[S3:.*]]: tensor<3xf32>, %[[Z3:.*]]: tensor<3xui8>)
// CHECK-NEXT:    %[[Q:.*]] = "nn.quantize"(%[[X]], %[[S]], %[[Z]]) {axis = 0 : i64} : (tensor<?x3xf32>, tensor<?xf32>, tensor<?xui8>) -> tensor<?x3xui8>
// CHECK-NEXT:    %[[D:.*]] = "nn.dequantize"(%[[Q]], %[[S3]], %[[Z3]]) : (tensor<?x3xui8>, tensor<3xf32>, tensor<3xui8>) -> tensor<?x3xf32>
// CHECK-NEXT:    %[[E:.*]] = "nn.dequantize"(%[[Q]], %[[S]], %[[Z]]) : (tensor<?x3xui8>, tensor<?xf32>, tensor<?xui8>) -> tensor<?x3xf32>
// CHECK-NEXT:    return %[[D]], %[[E]]
func.func @dynamic(%x: tensor<?x3xf32>, %s: tensor<?xf32>, %z: tensor<?xui8>, %s3: tensor<3xf32>, %z3: tensor<3xui8>) -> (tensor<?x3xf32>, tensor<?x3xf32>) {
  %q = "nn.quantize"(%x, %s, %z) {axis = 0 : i64} : (tensor<?x3xf32>, tensor<?xf32>, tensor<?xui8>) -> tensor<?x3xui8>
  %d = "nn.dequantize"(%q, %s3, %z3) : (tensor<?x3xui8>, tensor<3xf32>, tensor<3xui8>) -> tensor<?x3xf32>
  %e = "nn.dequantize"(%q, %s, %z) : (tensor<?x3xui8>, tensor<?xf32>, tensor<?xui8>) -> tensor<?x3xf32>
  return %d, %e : tensor<?x3xf32>, tensor<?x3xf32>
}
