// RUN: nn-opt %s --split-input-file --fuse-quantized | FileCheck %s
// Idempotence: a second run changes nothing.
// RUN: nn-opt %s --split-input-file --fuse-quantized | nn-opt --split-input-file --fuse-quantized | FileCheck %s
// Nested in a pipeline on functions.
// RUN: nn-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(fuse-quantized))' | FileCheck %s

// A chain of selections between a dequantize and a quantize with the same
// parameters (the QDQ form of a max pool and a flatten) runs on the int8
// tensor: both selections move before the dequantize, which then meets the
// quantize and both go.
// CHECK-LABEL: func.func @selections
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x4x4xi8>)
// CHECK: %[[P:.*]] = "nn.max_pool2d"(%[[X]]) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x4xi8>) -> tensor<1x2x2x2xi8>
// CHECK: %[[F:.*]] = "nn.flatten"(%[[P]]) : (tensor<1x2x2x2xi8>) -> tensor<1x8xi8>
// CHECK-NOT: nn.dequantize
// CHECK-NOT: nn.quantize
// CHECK: return %[[F]]
func.func @selections(%x: tensor<1x2x4x4xi8>) -> tensor<1x8xi8> {
  %s = arith.constant dense<0.5> : tensor<f32>
  %z = arith.constant dense<-3> : tensor<i8>
  %0 = "nn.dequantize"(%x, %s, %z) : (tensor<1x2x4x4xi8>, tensor<f32>, tensor<i8>) -> tensor<1x2x4x4xf32>
  %1 = "nn.max_pool2d"(%0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %2 = "nn.flatten"(%1) : (tensor<1x2x2x2xf32>) -> tensor<1x8xf32>
  %3 = "nn.quantize"(%2, %s, %z) : (tensor<1x8xf32>, tensor<f32>, tensor<i8>) -> tensor<1x8xi8>
  return %3 : tensor<1x8xi8>
}

// -----

// Equal constants count as the same parameters (an importer writes one per
// node). A selection whose result stays float keeps a dequantize after it;
// the one before it goes once nothing reads it.
// CHECK-LABEL: func.func @float_result
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xui8>)
// CHECK: %[[T:.*]] = "nn.transpose"(%[[X]]) {perm = array<i64: 1, 0>} : (tensor<4x6xui8>) -> tensor<6x4xui8>
// CHECK: %[[D:.*]] = "nn.dequantize"(%[[T]], %{{.*}}, %{{.*}}) {axis = 1 : i64} : (tensor<6x4xui8>, tensor<1xf32>, tensor<1xui8>) -> tensor<6x4xf32>
// CHECK: %[[E:.*]] = "nn.exp"(%[[D]])
// CHECK-NOT: nn.dequantize
// CHECK: return %[[E]]
func.func @float_result(%x: tensor<4x6xui8>) -> tensor<6x4xf32> {
  %s = arith.constant dense<0.25> : tensor<1xf32>
  %z = arith.constant dense<128> : tensor<1xui8>
  %0 = "nn.dequantize"(%x, %s, %z) : (tensor<4x6xui8>, tensor<1xf32>, tensor<1xui8>) -> tensor<4x6xf32>
  %1 = "nn.transpose"(%0) {perm = array<i64: 1, 0>} : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %2 = "nn.exp"(%1) : (tensor<6x4xf32>) -> tensor<6x4xf32>
  return %2 : tensor<6x4xf32>
}

// -----

// A convolution of a per-tensor activation and a per-output-channel weight
// (ONNX QDQ, weight axis 0) sums in i32: both operands less their zero
// points, the weight's zero point laid along its dimension 0, then one
// dequantize by x_scale * w_scale along the result's channel dimension.
// The bias and the requantize stay float, after it.
// CHECK-LABEL: func.func @conv_per_channel
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x8x8xi8>, %[[W:.*]]: tensor<4x3x3x3xi8>)
// CHECK-DAG: %[[SX:.*]] = arith.constant dense<5.000000e-02> : tensor<f32>
// CHECK-DAG: %[[ZX:.*]] = arith.constant dense<-3> : tensor<i8>
// CHECK-DAG: %[[SW:.*]] = arith.constant dense<[1.250000e-01, 2.500000e-01, 5.000000e-01, 1.000000e+00]> : tensor<4xf32>
// CHECK-DAG: %[[ZW:.*]] = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi8>
// CHECK: %[[XI:.*]] = "nn.cast"(%[[X]]) : (tensor<1x3x8x8xi8>) -> tensor<1x3x8x8xi32>
// CHECK: %[[ZXI:.*]] = "nn.cast"(%[[ZX]]) : (tensor<i8>) -> tensor<i32>
// CHECK: %[[XC:.*]] = "nn.sub"(%[[XI]], %[[ZXI]]) : (tensor<1x3x8x8xi32>, tensor<i32>) -> tensor<1x3x8x8xi32>
// CHECK: %[[WI:.*]] = "nn.cast"(%[[W]]) : (tensor<4x3x3x3xi8>) -> tensor<4x3x3x3xi32>
// CHECK: %[[ZWR:.*]] = "nn.reshape"(%[[ZW]]) : (tensor<4xi8>) -> tensor<4x1x1x1xi8>
// CHECK: %[[ZWI:.*]] = "nn.cast"(%[[ZWR]]) : (tensor<4x1x1x1xi8>) -> tensor<4x1x1x1xi32>
// CHECK: %[[WC:.*]] = "nn.sub"(%[[WI]], %[[ZWI]]) : (tensor<4x3x3x3xi32>, tensor<4x1x1x1xi32>) -> tensor<4x3x3x3xi32>
// CHECK: %[[ACC:.*]] = "nn.conv2d"(%[[XC]], %[[WC]]) {nn.name = "conv", strides = array<i64: 2, 2>} : (tensor<1x3x8x8xi32>, tensor<4x3x3x3xi32>) -> tensor<1x4x3x3xi32>
// CHECK: %[[S:.*]] = "nn.mul"(%[[SX]], %[[SW]]) : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[ZERO:.*]] = arith.constant dense<0> : tensor<4xi32>
// CHECK: %[[D:.*]] = "nn.dequantize"(%[[ACC]], %[[S]], %[[ZERO]]) {axis = 1 : i64} : (tensor<1x4x3x3xi32>, tensor<4xf32>, tensor<4xi32>) -> tensor<1x4x3x3xf32>
// CHECK: %[[B:.*]] = "nn.bias_add"(%[[D]], %{{.*}})
// CHECK: %[[Y:.*]] = "nn.quantize"(%[[B]], %{{.*}}, %{{.*}})
// CHECK-NOT: "nn.dequantize"(%[[X]]
// CHECK-NOT: "nn.dequantize"(%[[W]]
// CHECK: return %[[Y]]
func.func @conv_per_channel(%x: tensor<1x3x8x8xi8>, %w: tensor<4x3x3x3xi8>) -> tensor<1x4x3x3xi8> {
  %sx = arith.constant dense<0.05> : tensor<f32>
  %zx = arith.constant dense<-3> : tensor<i8>
  %sw = arith.constant dense<[0.125, 0.25, 0.5, 1.0]> : tensor<4xf32>
  %zw = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi8>
  %sy = arith.constant dense<0.1> : tensor<f32>
  %zy = arith.constant dense<5> : tensor<i8>
  %b = arith.constant dense<[0.1, -0.2, 0.3, 0.0]> : tensor<4xf32>
  %0 = "nn.dequantize"(%x, %sx, %zx) : (tensor<1x3x8x8xi8>, tensor<f32>, tensor<i8>) -> tensor<1x3x8x8xf32>
  %1 = "nn.dequantize"(%w, %sw, %zw) {axis = 0 : i64} : (tensor<4x3x3x3xi8>, tensor<4xf32>, tensor<4xi8>) -> tensor<4x3x3x3xf32>
  %2 = "nn.conv2d"(%0, %1) {strides = array<i64: 2, 2>, nn.name = "conv"} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x3x3xf32>
  %3 = "nn.bias_add"(%2, %b) : (tensor<1x4x3x3xf32>, tensor<4xf32>) -> tensor<1x4x3x3xf32>
  %4 = "nn.quantize"(%3, %sy, %zy) : (tensor<1x4x3x3xf32>, tensor<f32>, tensor<i8>) -> tensor<1x4x3x3xi8>
  return %4 : tensor<1x4x3x3xi8>
}

// -----

// A matmul with its second operand transposed ([N, K], per output channel
// along its dimension 0, as a Gemm with transB writes it): the sums'
// channels are the result's last dimension. The dequantize of the
// activation has other readers and stays for them.
// CHECK-LABEL: func.func @matmul_transposed
// CHECK: %[[A:.*]] = "nn.dequantize"(%{{.*}}, %{{.*}}, %{{.*}}) : (tensor<2x8xui8>, tensor<f32>, tensor<ui8>) -> tensor<2x8xf32>
// CHECK: "nn.reshape"(%{{.*}}) : (tensor<3xi8>) -> tensor<3x1xi8>
// CHECK: %[[ACC:.*]] = "nn.matmul"(%{{.*}}, %{{.*}}) {transpose_b = true} : (tensor<2x8xi32>, tensor<3x8xi32>) -> tensor<2x3xi32>
// CHECK: %[[D:.*]] = "nn.dequantize"(%[[ACC]], %{{.*}}, %{{.*}}) {axis = 1 : i64} : (tensor<2x3xi32>, tensor<3xf32>, tensor<3xi32>) -> tensor<2x3xf32>
// CHECK: return %[[D]], %[[A]]
func.func @matmul_transposed(%a: tensor<2x8xui8>, %w: tensor<3x8xi8>) -> (tensor<2x3xf32>, tensor<2x8xf32>) {
  %sa = arith.constant dense<0.5> : tensor<f32>
  %za = arith.constant dense<100> : tensor<ui8>
  %sw = arith.constant dense<[0.5, 0.25, 2.0]> : tensor<3xf32>
  %zw = arith.constant dense<0> : tensor<3xi8>
  %0 = "nn.dequantize"(%a, %sa, %za) : (tensor<2x8xui8>, tensor<f32>, tensor<ui8>) -> tensor<2x8xf32>
  %1 = "nn.dequantize"(%w, %sw, %zw) {axis = 0 : i64} : (tensor<3x8xi8>, tensor<3xf32>, tensor<3xi8>) -> tensor<3x8xf32>
  %2 = "nn.matmul"(%0, %1) {transpose_b = true} : (tensor<2x8xf32>, tensor<3x8xf32>) -> tensor<2x3xf32>
  return %2, %0 : tensor<2x3xf32>, tensor<2x8xf32>
}

// -----

// Both operands from one dequantize (x @ x^T): centred once each, the
// dequantize erased once.
// CHECK-LABEL: func.func @self_product
// CHECK: %[[ACC:.*]] = "nn.matmul"(%{{.*}}, %{{.*}}) {transpose_b = true} : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x3xi32>
// CHECK: "nn.dequantize"(%[[ACC]], %{{.*}}, %{{.*}}) {axis = 1 : i64} : (tensor<3x3xi32>, tensor<f32>, tensor<i32>) -> tensor<3x3xf32>
// CHECK-NOT: nn.dequantize
func.func @self_product(%x: tensor<3x4xi8>) -> tensor<3x3xf32> {
  %s = arith.constant dense<0.5> : tensor<f32>
  %z = arith.constant dense<2> : tensor<i8>
  %0 = "nn.dequantize"(%x, %s, %z) : (tensor<3x4xi8>, tensor<f32>, tensor<i8>) -> tensor<3x4xf32>
  %1 = "nn.matmul"(%0, %0) {transpose_b = true} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x3xf32>
  return %1 : tensor<3x3xf32>
}

// -----

// What stays as it is. A selection needs a per-tensor dequantize with a
// positive constant scale: a negative scale turns max into min, a
// per-channel one would move with a transpose, an unknown one may be
// either.
// CHECK-LABEL: func.func @selection_kept
// CHECK: %[[D0:.*]] = "nn.dequantize"
// CHECK: "nn.reduce_max"(%[[D0]])
// CHECK: %[[D1:.*]] = "nn.dequantize"
// CHECK: "nn.transpose"(%[[D1]])
// CHECK: %[[D2:.*]] = "nn.dequantize"
// CHECK: "nn.reshape"(%[[D2]])
func.func @selection_kept(%x: tensor<2x3xi8>, %s: tensor<f32>) -> (tensor<2xf32>, tensor<3x2xf32>, tensor<6xf32>) {
  %neg = arith.constant dense<-0.5> : tensor<f32>
  %z = arith.constant dense<0> : tensor<i8>
  %sc = arith.constant dense<[0.5, 1.0, 2.0]> : tensor<3xf32>
  %zc = arith.constant dense<0> : tensor<3xi8>
  %0 = "nn.dequantize"(%x, %neg, %z) : (tensor<2x3xi8>, tensor<f32>, tensor<i8>) -> tensor<2x3xf32>
  %1 = "nn.reduce_max"(%0) {axes = array<i64: 1>} : (tensor<2x3xf32>) -> tensor<2xf32>
  %2 = "nn.dequantize"(%x, %sc, %zc) {axis = 1 : i64} : (tensor<2x3xi8>, tensor<3xf32>, tensor<3xi8>) -> tensor<2x3xf32>
  %3 = "nn.transpose"(%2) {perm = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %4 = "nn.dequantize"(%x, %s, %z) : (tensor<2x3xi8>, tensor<f32>, tensor<i8>) -> tensor<2x3xf32>
  %5 = "nn.reshape"(%4) : (tensor<2x3xf32>) -> tensor<6xf32>
  return %1, %3, %5 : tensor<2xf32>, tensor<3x2xf32>, tensor<6xf32>
}

// -----

// A contraction stays float when its activation is quantized per channel
// (the channels are summed over), when an operand is not dequantized, and
// when the i32 sums could overflow: 16-bit operands give products up to
// 65535^2, past 2^31 with a single term.
// CHECK-LABEL: func.func @contraction_kept
// CHECK: "nn.matmul"({{.*}}) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
// CHECK: "nn.matmul"({{.*}}) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
// CHECK: "nn.matmul"({{.*}}) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
// CHECK-NOT: xi32>
func.func @contraction_kept(%a: tensor<2x3xi8>, %b: tensor<3x2xi8>, %f: tensor<3x2xf32>, %a16: tensor<2x3xi16>, %b16: tensor<3x2xi16>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %s = arith.constant dense<0.5> : tensor<f32>
  %z = arith.constant dense<0> : tensor<i8>
  %z16 = arith.constant dense<0> : tensor<i16>
  %sc = arith.constant dense<[0.5, 1.0, 2.0]> : tensor<3xf32>
  %zc = arith.constant dense<0> : tensor<3xi8>
  %0 = "nn.dequantize"(%a, %sc, %zc) {axis = 1 : i64} : (tensor<2x3xi8>, tensor<3xf32>, tensor<3xi8>) -> tensor<2x3xf32>
  %1 = "nn.dequantize"(%b, %s, %z) : (tensor<3x2xi8>, tensor<f32>, tensor<i8>) -> tensor<3x2xf32>
  %2 = "nn.matmul"(%0, %1) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %3 = "nn.dequantize"(%a, %s, %z) : (tensor<2x3xi8>, tensor<f32>, tensor<i8>) -> tensor<2x3xf32>
  %4 = "nn.matmul"(%3, %f) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %5 = "nn.dequantize"(%a16, %s, %z16) : (tensor<2x3xi16>, tensor<f32>, tensor<i16>) -> tensor<2x3xf32>
  %6 = "nn.dequantize"(%b16, %s, %z16) : (tensor<3x2xi16>, tensor<f32>, tensor<i16>) -> tensor<3x2xf32>
  %7 = "nn.matmul"(%5, %6) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  return %2, %4, %7 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}

// -----

// A quantize of a dequantize stays unless the integer type, the scale and
// the zero point all agree: here the scales differ, then the types.
// CHECK-LABEL: func.func @pair_kept
// CHECK: %[[D0:.*]] = "nn.dequantize"
// CHECK: "nn.quantize"(%[[D0]]
// CHECK: %[[D1:.*]] = "nn.dequantize"
// CHECK: "nn.quantize"(%[[D1]]
func.func @pair_kept(%x: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xui8>) {
  %s = arith.constant dense<0.5> : tensor<f32>
  %t = arith.constant dense<0.25> : tensor<f32>
  %z = arith.constant dense<0> : tensor<i8>
  %zu = arith.constant dense<0> : tensor<ui8>
  %0 = "nn.dequantize"(%x, %s, %z) : (tensor<4xi8>, tensor<f32>, tensor<i8>) -> tensor<4xf32>
  %1 = "nn.quantize"(%0, %t, %z) : (tensor<4xf32>, tensor<f32>, tensor<i8>) -> tensor<4xi8>
  %2 = "nn.dequantize"(%x, %s, %z) : (tensor<4xi8>, tensor<f32>, tensor<i8>) -> tensor<4xf32>
  %3 = "nn.quantize"(%2, %s, %zu) : (tensor<4xf32>, tensor<f32>, tensor<ui8>) -> tensor<4xui8>
  return %1, %3 : tensor<4xi8>, tensor<4xui8>
}

// -----

// No-op: a float graph is left as it is.
// CHECK-LABEL: func.func @float_graph
// CHECK-NEXT: %[[M:.*]] = "nn.matmul"(%arg0, %arg1)
// CHECK-NEXT: %[[P:.*]] = "nn.reduce_max"(%[[M]])
// CHECK-NEXT: return %[[P]]
func.func @float_graph(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %1 = "nn.reduce_max"(%0) {axes = array<i64: 1>} : (tensor<2x2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
