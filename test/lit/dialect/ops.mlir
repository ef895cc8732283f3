// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Round trip of every nn op: defaults omitted and spelled out, dynamic sizes
// where the shape rule allows them, several element types. The declared
// result types are computed by hand; the verifier accepts them only when its
// shape rule agrees. The second RUN line checks that printing is idempotent,
// the third that the generic form parses back to the same IR.

// Unary ops keep the operand's type.
// CHECK-LABEL: func.func @unary_f32(
// CHECK-SAME:    %[[X:.*]]: tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[RELU:.*]] = "nn.relu"(%[[X]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[EXP:.*]] = "nn.exp"(%[[RELU]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[SIGMOID:.*]] = "nn.sigmoid"(%[[EXP]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[TANH:.*]] = "nn.tanh"(%[[SIGMOID]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[GELU:.*]] = "nn.gelu"(%[[TANH]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[GELU_1:.*]] = "nn.gelu"(%[[GELU]]) {approximate = "none"} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[GELU_2:.*]] = "nn.gelu"(%[[GELU_1]]) {approximate = "tanh"} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    return %[[GELU_2]] : tensor<2x?xf32>
func.func @unary_f32(%x: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = "nn.relu"(%x) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = "nn.exp"(%0) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %2 = "nn.sigmoid"(%1) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %3 = "nn.tanh"(%2) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %4 = "nn.gelu"(%3) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %5 = "nn.gelu"(%4) {approximate = "none"} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %6 = "nn.gelu"(%5) {approximate = "tanh"} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  return %6 : tensor<2x?xf32>
}

// -----

// relu takes every numeric type; the other unary ops take floats.
// CHECK-LABEL: func.func @unary_element_types(
// CHECK-SAME:    %[[I8:.*]]: tensor<4xi8>, %[[I32:.*]]: tensor<4xi32>, %[[I64:.*]]: tensor<4xi64>, %[[F16:.*]]: tensor<4xf16>, %[[BF16:.*]]: tensor<4xbf16>, %[[F64:.*]]: tensor<4xf64>) -> (tensor<4xi8>, tensor<4xi32>, tensor<4xi64>, tensor<4xf16>, tensor<4xbf16>, tensor<4xf64>)
// CHECK-NEXT:    %[[RELU:.*]] = "nn.relu"(%[[I8]]) : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:    %[[RELU_1:.*]] = "nn.relu"(%[[I32]]) : (tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:    %[[RELU_2:.*]] = "nn.relu"(%[[I64]]) : (tensor<4xi64>) -> tensor<4xi64>
// CHECK-NEXT:    %[[EXP:.*]] = "nn.exp"(%[[F16]]) : (tensor<4xf16>) -> tensor<4xf16>
// CHECK-NEXT:    %[[SIGMOID:.*]] = "nn.sigmoid"(%[[BF16]]) : (tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-NEXT:    %[[TANH:.*]] = "nn.tanh"(%[[F64]]) : (tensor<4xf64>) -> tensor<4xf64>
// CHECK-NEXT:    %[[GELU:.*]] = "nn.gelu"(%[[EXP]]) {approximate = "tanh"} : (tensor<4xf16>) -> tensor<4xf16>
// CHECK-NEXT:    %[[GELU_1:.*]] = "nn.gelu"(%[[SIGMOID]]) : (tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-NEXT:    return %[[RELU]], %[[RELU_1]], %[[RELU_2]], %[[GELU]], %[[GELU_1]], %[[TANH]] : tensor<4xi8>, tensor<4xi32>, tensor<4xi64>, tensor<4xf16>, tensor<4xbf16>, tensor<4xf64>
func.func @unary_element_types(%i8: tensor<4xi8>, %i32: tensor<4xi32>, %i64: tensor<4xi64>, %f16: tensor<4xf16>, %bf16: tensor<4xbf16>, %f64: tensor<4xf64>) -> (tensor<4xi8>, tensor<4xi32>, tensor<4xi64>, tensor<4xf16>, tensor<4xbf16>, tensor<4xf64>) {
  %0 = "nn.relu"(%i8) : (tensor<4xi8>) -> tensor<4xi8>
  %1 = "nn.relu"(%i32) : (tensor<4xi32>) -> tensor<4xi32>
  %2 = "nn.relu"(%i64) : (tensor<4xi64>) -> tensor<4xi64>
  %3 = "nn.exp"(%f16) : (tensor<4xf16>) -> tensor<4xf16>
  %4 = "nn.sigmoid"(%bf16) : (tensor<4xbf16>) -> tensor<4xbf16>
  %5 = "nn.tanh"(%f64) : (tensor<4xf64>) -> tensor<4xf64>
  %6 = "nn.gelu"(%3) {approximate = "tanh"} : (tensor<4xf16>) -> tensor<4xf16>
  %7 = "nn.gelu"(%4) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0, %1, %2, %6, %7, %5 : tensor<4xi8>, tensor<4xi32>, tensor<4xi64>, tensor<4xf16>, tensor<4xbf16>, tensor<4xf64>
}

// -----

// CHECK-LABEL: func.func @unary_rank_0(
// CHECK-SAME:    %[[X:.*]]: tensor<f32>) -> tensor<f32>
// CHECK-NEXT:    %[[SIGMOID:.*]] = "nn.sigmoid"(%[[X]]) : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT:    return %[[SIGMOID]] : tensor<f32>
func.func @unary_rank_0(%x: tensor<f32>) -> tensor<f32> {
  %0 = "nn.sigmoid"(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @binary_same_shape(
// CHECK-SAME:    %[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[ADD:.*]] = "nn.add"(%[[A]], %[[B]]) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[SUB:.*]] = "nn.sub"(%[[ADD]], %[[B]]) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[MUL:.*]] = "nn.mul"(%[[SUB]], %[[A]]) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[DIV:.*]] = "nn.div"(%[[MUL]], %[[SUB]]) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    return %[[DIV]] : tensor<2x3xf32>
func.func @binary_same_shape(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "nn.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "nn.sub"(%0, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "nn.mul"(%1, %a) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "nn.div"(%2, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}

// -----

// NumPy broadcasting: shapes align at the right, 1s stretch, missing leading
// dimensions count as 1.
// CHECK-LABEL: func.func @binary_broadcast(
// CHECK-SAME:    %[[A:.*]]: tensor<4x1x3xf32>, %[[B:.*]]: tensor<5x1xf32>, %[[C:.*]]: tensor<3xf32>, %[[S:.*]]: tensor<f32>) -> tensor<4x5x3xf32>
// CHECK-NEXT:    %[[ADD:.*]] = "nn.add"(%[[A]], %[[B]]) : (tensor<4x1x3xf32>, tensor<5x1xf32>) -> tensor<4x5x3xf32>
// CHECK-NEXT:    %[[SUB:.*]] = "nn.sub"(%[[C]], %[[ADD]]) : (tensor<3xf32>, tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
// CHECK-NEXT:    %[[MUL:.*]] = "nn.mul"(%[[SUB]], %[[S]]) : (tensor<4x5x3xf32>, tensor<f32>) -> tensor<4x5x3xf32>
// CHECK-NEXT:    %[[DIV:.*]] = "nn.div"(%[[S]], %[[MUL]]) : (tensor<f32>, tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
// CHECK-NEXT:    return %[[DIV]] : tensor<4x5x3xf32>
func.func @binary_broadcast(%a: tensor<4x1x3xf32>, %b: tensor<5x1xf32>, %c: tensor<3xf32>, %s: tensor<f32>) -> tensor<4x5x3xf32> {
  %0 = "nn.add"(%a, %b) : (tensor<4x1x3xf32>, tensor<5x1xf32>) -> tensor<4x5x3xf32>
  %1 = "nn.sub"(%c, %0) : (tensor<3xf32>, tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
  %2 = "nn.mul"(%1, %s) : (tensor<4x5x3xf32>, tensor<f32>) -> tensor<4x5x3xf32>
  %3 = "nn.div"(%s, %2) : (tensor<f32>, tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
  return %3 : tensor<4x5x3xf32>
}

// -----

// A dynamic size broadcast against 1 stays dynamic; against a static size
// other than 1 it takes that size (anything else fails at run time).
// CHECK-LABEL: func.func @binary_broadcast_dynamic(
// CHECK-SAME:    %[[A:.*]]: tensor<?x3xf32>, %[[B:.*]]: tensor<1x3xf32>, %[[C:.*]]: tensor<?xf32>, %[[D:.*]]: tensor<4xf32>, %[[E:.*]]: tensor<?x?xf32>) -> (tensor<?x3xf32>, tensor<4xf32>, tensor<?x?xf32>, tensor<?x3xf32>)
// CHECK-NEXT:    %[[ADD:.*]] = "nn.add"(%[[A]], %[[B]]) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT:    %[[MUL:.*]] = "nn.mul"(%[[C]], %[[D]]) : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[SUB:.*]] = "nn.sub"(%[[E]], %[[E]]) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:    %[[DIV:.*]] = "nn.div"(%[[E]], %[[B]]) : (tensor<?x?xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT:    return %[[ADD]], %[[MUL]], %[[SUB]], %[[DIV]] : tensor<?x3xf32>, tensor<4xf32>, tensor<?x?xf32>, tensor<?x3xf32>
func.func @binary_broadcast_dynamic(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>, %c: tensor<?xf32>, %d: tensor<4xf32>, %e: tensor<?x?xf32>) -> (tensor<?x3xf32>, tensor<4xf32>, tensor<?x?xf32>, tensor<?x3xf32>) {
  %0 = "nn.add"(%a, %b) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  %1 = "nn.mul"(%c, %d) : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = "nn.sub"(%e, %e) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %3 = "nn.div"(%e, %b) : (tensor<?x?xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  return %0, %1, %2, %3 : tensor<?x3xf32>, tensor<4xf32>, tensor<?x?xf32>, tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @binary_element_types(
// CHECK-SAME:    %[[I8:.*]]: tensor<2xi8>, %[[I32:.*]]: tensor<2xi32>, %[[I64:.*]]: tensor<2xi64>, %[[BF16:.*]]: tensor<2xbf16>, %[[F64:.*]]: tensor<2xf64>) -> (tensor<2xi8>, tensor<2xi32>, tensor<2xi64>, tensor<2xbf16>, tensor<2xf64>)
// CHECK-NEXT:    %[[DIV:.*]] = "nn.div"(%[[I8]], %[[I8]]) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
// CHECK-NEXT:    %[[ADD:.*]] = "nn.add"(%[[I32]], %[[I32]]) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
// CHECK-NEXT:    %[[MUL:.*]] = "nn.mul"(%[[I64]], %[[I64]]) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
// CHECK-NEXT:    %[[SUB:.*]] = "nn.sub"(%[[BF16]], %[[BF16]]) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
// CHECK-NEXT:    %[[ADD_1:.*]] = "nn.add"(%[[F64]], %[[F64]]) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
// CHECK-NEXT:    return %[[DIV]], %[[ADD]], %[[MUL]], %[[SUB]], %[[ADD_1]] : tensor<2xi8>, tensor<2xi32>, tensor<2xi64>, tensor<2xbf16>, tensor<2xf64>
func.func @binary_element_types(%i8: tensor<2xi8>, %i32: tensor<2xi32>, %i64: tensor<2xi64>, %bf16: tensor<2xbf16>, %f64: tensor<2xf64>) -> (tensor<2xi8>, tensor<2xi32>, tensor<2xi64>, tensor<2xbf16>, tensor<2xf64>) {
  %0 = "nn.div"(%i8, %i8) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %1 = "nn.add"(%i32, %i32) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %2 = "nn.mul"(%i64, %i64) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  %3 = "nn.sub"(%bf16, %bf16) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  %4 = "nn.add"(%f64, %f64) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0, %1, %2, %3, %4 : tensor<2xi8>, tensor<2xi32>, tensor<2xi64>, tensor<2xbf16>, tensor<2xf64>
}

// -----

// The default axis is 1: the channels of an NCHW tensor.
// CHECK-LABEL: func.func @bias_add_default_axis(
// CHECK-SAME:    %[[X:.*]]: tensor<1x8x4x4xf32>, %[[B:.*]]: tensor<8xf32>) -> tensor<1x8x4x4xf32>
// CHECK-NEXT:    %[[BIAS_ADD:.*]] = "nn.bias_add"(%[[X]], %[[B]]) : (tensor<1x8x4x4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
// CHECK-NEXT:    return %[[BIAS_ADD]] : tensor<1x8x4x4xf32>
func.func @bias_add_default_axis(%x: tensor<1x8x4x4xf32>, %b: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  %0 = "nn.bias_add"(%x, %b) : (tensor<1x8x4x4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @bias_add_axes(
// CHECK-SAME:    %[[NCHW:.*]]: tensor<1x8x4x4xf16>, %[[NHWC:.*]]: tensor<1x4x4x8xf16>, %[[DENSE:.*]]: tensor<2x16xi32>, %[[B8:.*]]: tensor<8xf16>, %[[B16:.*]]: tensor<16xi32>) -> (tensor<1x8x4x4xf16>, tensor<1x4x4x8xf16>, tensor<2x16xi32>, tensor<2x16xi32>)
// CHECK-NEXT:    %[[BIAS_ADD:.*]] = "nn.bias_add"(%[[NCHW]], %[[B8]]) {axis = 1 : i64} : (tensor<1x8x4x4xf16>, tensor<8xf16>) -> tensor<1x8x4x4xf16>
// CHECK-NEXT:    %[[BIAS_ADD_1:.*]] = "nn.bias_add"(%[[NHWC]], %[[B8]]) {axis = 3 : i64} : (tensor<1x4x4x8xf16>, tensor<8xf16>) -> tensor<1x4x4x8xf16>
// CHECK-NEXT:    %[[BIAS_ADD_2:.*]] = "nn.bias_add"(%[[DENSE]], %[[B16]]) {axis = -1 : i64} : (tensor<2x16xi32>, tensor<16xi32>) -> tensor<2x16xi32>
// CHECK-NEXT:    %[[BIAS_ADD_3:.*]] = "nn.bias_add"(%[[DENSE]], %[[B16]]) {axis = 1 : i32} : (tensor<2x16xi32>, tensor<16xi32>) -> tensor<2x16xi32>
// CHECK-NEXT:    return %[[BIAS_ADD]], %[[BIAS_ADD_1]], %[[BIAS_ADD_2]], %[[BIAS_ADD_3]] : tensor<1x8x4x4xf16>, tensor<1x4x4x8xf16>, tensor<2x16xi32>, tensor<2x16xi32>
func.func @bias_add_axes(%nchw: tensor<1x8x4x4xf16>, %nhwc: tensor<1x4x4x8xf16>, %dense: tensor<2x16xi32>, %b8: tensor<8xf16>, %b16: tensor<16xi32>) -> (tensor<1x8x4x4xf16>, tensor<1x4x4x8xf16>, tensor<2x16xi32>, tensor<2x16xi32>) {
  %0 = "nn.bias_add"(%nchw, %b8) {axis = 1 : i64} : (tensor<1x8x4x4xf16>, tensor<8xf16>) -> tensor<1x8x4x4xf16>
  %1 = "nn.bias_add"(%nhwc, %b8) {axis = 3 : i64} : (tensor<1x4x4x8xf16>, tensor<8xf16>) -> tensor<1x4x4x8xf16>
  %2 = "nn.bias_add"(%dense, %b16) {axis = -1 : i64} : (tensor<2x16xi32>, tensor<16xi32>) -> tensor<2x16xi32>
  // Any integer width is accepted for an integer attribute.
  %3 = "nn.bias_add"(%dense, %b16) {axis = 1 : i32} : (tensor<2x16xi32>, tensor<16xi32>) -> tensor<2x16xi32>
  return %0, %1, %2, %3 : tensor<1x8x4x4xf16>, tensor<1x4x4x8xf16>, tensor<2x16xi32>, tensor<2x16xi32>
}

// -----

// CHECK-LABEL: func.func @bias_add_dynamic(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<16xf32>, %[[Y:.*]]: tensor<4x16xf32>, %[[C:.*]]: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<4x16xf32>)
// CHECK-NEXT:    %[[BIAS_ADD:.*]] = "nn.bias_add"(%[[X]], %[[B]]) {axis = -1 : i64} : (tensor<?x?xf32>, tensor<16xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:    %[[BIAS_ADD_1:.*]] = "nn.bias_add"(%[[Y]], %[[C]]) {axis = 1 : i64} : (tensor<4x16xf32>, tensor<?xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:    return %[[BIAS_ADD]], %[[BIAS_ADD_1]] : tensor<?x?xf32>, tensor<4x16xf32>
func.func @bias_add_dynamic(%x: tensor<?x?xf32>, %b: tensor<16xf32>, %y: tensor<4x16xf32>, %c: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<4x16xf32>) {
  %0 = "nn.bias_add"(%x, %b) {axis = -1 : i64} : (tensor<?x?xf32>, tensor<16xf32>) -> tensor<?x?xf32>
  %1 = "nn.bias_add"(%y, %c) {axis = 1 : i64} : (tensor<4x16xf32>, tensor<?xf32>) -> tensor<4x16xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<4x16xf32>
}

// -----

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME:    %[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>)
// CHECK-NEXT:    %[[MATMUL:.*]] = "nn.matmul"(%[[A]], %[[B]]) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:    %[[MATMUL_1:.*]] = "nn.matmul"(%[[A]], %[[B]]) {transpose_a = false, transpose_b = false} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:    return %[[MATMUL]], %[[MATMUL_1]] : tensor<4x16xf32>, tensor<4x16xf32>
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
  %0 = "nn.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = "nn.matmul"(%a, %b) {transpose_a = false, transpose_b = false} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  return %0, %1 : tensor<4x16xf32>, tensor<4x16xf32>
}

// -----

// transpose_a reads lhs as [K, M], transpose_b reads rhs as [N, K].
// CHECK-LABEL: func.func @matmul_transposes(
// CHECK-SAME:    %[[A:.*]]: tensor<4x8xf32>, %[[AT:.*]]: tensor<8x4xf32>, %[[B:.*]]: tensor<8x16xf32>, %[[BT:.*]]: tensor<16x8xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>)
// CHECK-NEXT:    %[[MATMUL:.*]] = "nn.matmul"(%[[AT]], %[[B]]) {transpose_a = true} : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:    %[[MATMUL_1:.*]] = "nn.matmul"(%[[A]], %[[BT]]) {transpose_a = false, transpose_b = true} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:    %[[MATMUL_2:.*]] = "nn.matmul"(%[[AT]], %[[BT]]) {transpose_a = true, transpose_b = true} : (tensor<8x4xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:    return %[[MATMUL]], %[[MATMUL_1]], %[[MATMUL_2]] : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>
func.func @matmul_transposes(%a: tensor<4x8xf32>, %at: tensor<8x4xf32>, %b: tensor<8x16xf32>, %bt: tensor<16x8xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) {
  %0 = "nn.matmul"(%at, %b) {transpose_a = true} : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = "nn.matmul"(%a, %bt) {transpose_a = false, transpose_b = true} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
  %2 = "nn.matmul"(%at, %bt) {transpose_a = true, transpose_b = true} : (tensor<8x4xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
  return %0, %1, %2 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>
}

// -----

// Batch dimensions (all but the last two) broadcast like NumPy's; an operand
// of rank 2 has no batch dimensions.
// CHECK-LABEL: func.func @matmul_batched(
// CHECK-SAME:    %[[A:.*]]: tensor<2x4x8xf32>, %[[B:.*]]: tensor<2x8x16xf32>, %[[C:.*]]: tensor<1x3x4x8xf32>, %[[D:.*]]: tensor<5x1x8x16xf32>, %[[E:.*]]: tensor<8x16xf32>, %[[F:.*]]: tensor<4x8xf32>, %[[G:.*]]: tensor<6x16x8xf32>) -> (tensor<2x4x16xf32>, tensor<5x3x4x16xf32>, tensor<1x3x4x16xf32>, tensor<6x4x16xf32>)
// CHECK-NEXT:    %[[MATMUL:.*]] = "nn.matmul"(%[[A]], %[[B]]) : (tensor<2x4x8xf32>, tensor<2x8x16xf32>) -> tensor<2x4x16xf32>
// CHECK-NEXT:    %[[MATMUL_1:.*]] = "nn.matmul"(%[[C]], %[[D]]) : (tensor<1x3x4x8xf32>, tensor<5x1x8x16xf32>) -> tensor<5x3x4x16xf32>
// CHECK-NEXT:    %[[MATMUL_2:.*]] = "nn.matmul"(%[[C]], %[[E]]) : (tensor<1x3x4x8xf32>, tensor<8x16xf32>) -> tensor<1x3x4x16xf32>
// CHECK-NEXT:    %[[MATMUL_3:.*]] = "nn.matmul"(%[[F]], %[[G]]) {transpose_b = true} : (tensor<4x8xf32>, tensor<6x16x8xf32>) -> tensor<6x4x16xf32>
// CHECK-NEXT:    return %[[MATMUL]], %[[MATMUL_1]], %[[MATMUL_2]], %[[MATMUL_3]] : tensor<2x4x16xf32>, tensor<5x3x4x16xf32>, tensor<1x3x4x16xf32>, tensor<6x4x16xf32>
func.func @matmul_batched(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<1x3x4x8xf32>, %d: tensor<5x1x8x16xf32>, %e: tensor<8x16xf32>, %f: tensor<4x8xf32>, %g: tensor<6x16x8xf32>) -> (tensor<2x4x16xf32>, tensor<5x3x4x16xf32>, tensor<1x3x4x16xf32>, tensor<6x4x16xf32>) {
  %0 = "nn.matmul"(%a, %b) : (tensor<2x4x8xf32>, tensor<2x8x16xf32>) -> tensor<2x4x16xf32>
  %1 = "nn.matmul"(%c, %d) : (tensor<1x3x4x8xf32>, tensor<5x1x8x16xf32>) -> tensor<5x3x4x16xf32>
  %2 = "nn.matmul"(%c, %e) : (tensor<1x3x4x8xf32>, tensor<8x16xf32>) -> tensor<1x3x4x16xf32>
  %3 = "nn.matmul"(%f, %g) {transpose_b = true} : (tensor<4x8xf32>, tensor<6x16x8xf32>) -> tensor<6x4x16xf32>
  return %0, %1, %2, %3 : tensor<2x4x16xf32>, tensor<5x3x4x16xf32>, tensor<1x3x4x16xf32>, tensor<6x4x16xf32>
}

// -----

// Dynamic sizes: M and N come from the operands, a dynamic batch size
// broadcast against 3 is 3.
// CHECK-LABEL: func.func @matmul_dynamic(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?x8xf32>, %[[B:.*]]: tensor<3x8x?xf32>, %[[C:.*]]: tensor<?x?xf32>, %[[D:.*]]: tensor<?x?xf32>) -> (tensor<3x?x?xf32>, tensor<?x?xf32>)
// CHECK-NEXT:    %[[MATMUL:.*]] = "nn.matmul"(%[[A]], %[[B]]) : (tensor<?x?x8xf32>, tensor<3x8x?xf32>) -> tensor<3x?x?xf32>
// CHECK-NEXT:    %[[MATMUL_1:.*]] = "nn.matmul"(%[[C]], %[[D]]) {transpose_a = true, transpose_b = true} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:    return %[[MATMUL]], %[[MATMUL_1]] : tensor<3x?x?xf32>, tensor<?x?xf32>
func.func @matmul_dynamic(%a: tensor<?x?x8xf32>, %b: tensor<3x8x?xf32>, %c: tensor<?x?xf32>, %d: tensor<?x?xf32>) -> (tensor<3x?x?xf32>, tensor<?x?xf32>) {
  %0 = "nn.matmul"(%a, %b) : (tensor<?x?x8xf32>, tensor<3x8x?xf32>) -> tensor<3x?x?xf32>
  %1 = "nn.matmul"(%c, %d) {transpose_a = true, transpose_b = true} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0, %1 : tensor<3x?x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_element_types(
// CHECK-SAME:    %[[A:.*]]: tensor<4x8xi8>, %[[B:.*]]: tensor<8x2xi8>, %[[C:.*]]: tensor<4x8xbf16>, %[[D:.*]]: tensor<2x8xbf16>) -> (tensor<4x2xi8>, tensor<4x2xbf16>)
// CHECK-NEXT:    %[[MATMUL:.*]] = "nn.matmul"(%[[A]], %[[B]]) : (tensor<4x8xi8>, tensor<8x2xi8>) -> tensor<4x2xi8>
// CHECK-NEXT:    %[[MATMUL_1:.*]] = "nn.matmul"(%[[C]], %[[D]]) {transpose_b = true} : (tensor<4x8xbf16>, tensor<2x8xbf16>) -> tensor<4x2xbf16>
// CHECK-NEXT:    return %[[MATMUL]], %[[MATMUL_1]] : tensor<4x2xi8>, tensor<4x2xbf16>
func.func @matmul_element_types(%a: tensor<4x8xi8>, %b: tensor<8x2xi8>, %c: tensor<4x8xbf16>, %d: tensor<2x8xbf16>) -> (tensor<4x2xi8>, tensor<4x2xbf16>) {
  %0 = "nn.matmul"(%a, %b) : (tensor<4x8xi8>, tensor<8x2xi8>) -> tensor<4x2xi8>
  %1 = "nn.matmul"(%c, %d) {transpose_b = true} : (tensor<4x8xbf16>, tensor<2x8xbf16>) -> tensor<4x2xbf16>
  return %0, %1 : tensor<4x2xi8>, tensor<4x2xbf16>
}

// -----

// Output size: (in + pad_begin + pad_end - dilation * (k - 1) - 1) / stride + 1.
// CHECK-LABEL: func.func @conv2d(
// CHECK-SAME:    %[[X:.*]]: tensor<1x3x8x8xf32>, %[[W:.*]]: tensor<16x3x3x3xf32>) -> (tensor<1x16x6x6xf32>, tensor<1x16x6x6xf32>)
// CHECK-NEXT:    %[[CONV2D:.*]] = "nn.conv2d"(%[[X]], %[[W]]) : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x6x6xf32>
// CHECK-NEXT:    %[[CONV2D_1:.*]] = "nn.conv2d"(%[[X]], %[[W]]) {dilations = array<i64: 1, 1>, groups = 1 : i64, layout = "NCHW", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x6x6xf32>
// CHECK-NEXT:    return %[[CONV2D]], %[[CONV2D_1]] : tensor<1x16x6x6xf32>, tensor<1x16x6x6xf32>
func.func @conv2d(%x: tensor<1x3x8x8xf32>, %w: tensor<16x3x3x3xf32>) -> (tensor<1x16x6x6xf32>, tensor<1x16x6x6xf32>) {
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x6x6xf32>
  %1 = "nn.conv2d"(%x, %w) {dilations = array<i64: 1, 1>, groups = 1 : i64, layout = "NCHW", padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x6x6xf32>
  return %0, %1 : tensor<1x16x6x6xf32>, tensor<1x16x6x6xf32>
}

// -----

// The stem of a ResNet: (224 + 3 + 3 - 7) / 2 + 1 = 112; strides that do not
// divide evenly round down: (8 - 3) / 2 + 1 = 3, (8 - 3) / 4 + 1 = 2.
// CHECK-LABEL: func.func @conv2d_strides(
// CHECK-SAME:    %[[X:.*]]: tensor<1x3x224x224xf32>, %[[W:.*]]: tensor<64x3x7x7xf32>, %[[Y:.*]]: tensor<1x3x8x8xf32>, %[[V:.*]]: tensor<16x3x3x3xf32>) -> (tensor<1x64x112x112xf32>, tensor<1x16x3x2xf32>)
// CHECK-NEXT:    %[[CONV2D:.*]] = "nn.conv2d"(%[[X]], %[[W]]) {padding = array<i64: 3, 3, 3, 3>, strides = array<i64: 2, 2>} : (tensor<1x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<1x64x112x112xf32>
// CHECK-NEXT:    %[[CONV2D_1:.*]] = "nn.conv2d"(%[[Y]], %[[V]]) {strides = array<i64: 2, 4>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x3x2xf32>
// CHECK-NEXT:    return %[[CONV2D]], %[[CONV2D_1]] : tensor<1x64x112x112xf32>, tensor<1x16x3x2xf32>
func.func @conv2d_strides(%x: tensor<1x3x224x224xf32>, %w: tensor<64x3x7x7xf32>, %y: tensor<1x3x8x8xf32>, %v: tensor<16x3x3x3xf32>) -> (tensor<1x64x112x112xf32>, tensor<1x16x3x2xf32>) {
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 3, 3, 3, 3>, strides = array<i64: 2, 2>} : (tensor<1x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<1x64x112x112xf32>
  %1 = "nn.conv2d"(%y, %v) {strides = array<i64: 2, 4>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x3x2xf32>
  return %0, %1 : tensor<1x64x112x112xf32>, tensor<1x16x3x2xf32>
}

// -----

// Padding is [top, left, bottom, right]: 8 + 1 + 0 - 3 + 1 = 7 rows and
// 8 + 2 + 1 - 3 + 1 = 9 columns.
// CHECK-LABEL: func.func @conv2d_padding(
// CHECK-SAME:    %[[X:.*]]: tensor<1x3x8x8xf32>, %[[W:.*]]: tensor<16x3x3x3xf32>) -> (tensor<1x16x7x9xf32>, tensor<1x16x8x8xf32>)
// CHECK-NEXT:    %[[CONV2D:.*]] = "nn.conv2d"(%[[X]], %[[W]]) {padding = array<i64: 1, 2, 0, 1>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x7x9xf32>
// CHECK-NEXT:    %[[CONV2D_1:.*]] = "nn.conv2d"(%[[X]], %[[W]]) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x8x8xf32>
// CHECK-NEXT:    return %[[CONV2D]], %[[CONV2D_1]] : tensor<1x16x7x9xf32>, tensor<1x16x8x8xf32>
func.func @conv2d_padding(%x: tensor<1x3x8x8xf32>, %w: tensor<16x3x3x3xf32>) -> (tensor<1x16x7x9xf32>, tensor<1x16x8x8xf32>) {
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 2, 0, 1>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x7x9xf32>
  %1 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x8x8xf32>
  return %0, %1 : tensor<1x16x7x9xf32>, tensor<1x16x8x8xf32>
}

// -----

// Dilation 2 spreads a 3x3 kernel over 5x5: 8 - 5 + 1 = 4. With dilations
// [2, 1] only the height shrinks more; with padding 2 the size is kept.
// CHECK-LABEL: func.func @conv2d_dilations(
// CHECK-SAME:    %[[X:.*]]: tensor<1x3x8x8xf32>, %[[W:.*]]: tensor<16x3x3x3xf32>) -> (tensor<1x16x4x4xf32>, tensor<1x16x4x6xf32>, tensor<1x16x8x8xf32>)
// CHECK-NEXT:    %[[CONV2D:.*]] = "nn.conv2d"(%[[X]], %[[W]]) {dilations = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x4x4xf32>
// CHECK-NEXT:    %[[CONV2D_1:.*]] = "nn.conv2d"(%[[X]], %[[W]]) {dilations = array<i64: 2, 1>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x4x6xf32>
// CHECK-NEXT:    %[[CONV2D_2:.*]] = "nn.conv2d"(%[[X]], %[[W]]) {dilations = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x8x8xf32>
// CHECK-NEXT:    return %[[CONV2D]], %[[CONV2D_1]], %[[CONV2D_2]] : tensor<1x16x4x4xf32>, tensor<1x16x4x6xf32>, tensor<1x16x8x8xf32>
func.func @conv2d_dilations(%x: tensor<1x3x8x8xf32>, %w: tensor<16x3x3x3xf32>) -> (tensor<1x16x4x4xf32>, tensor<1x16x4x6xf32>, tensor<1x16x8x8xf32>) {
  %0 = "nn.conv2d"(%x, %w) {dilations = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x4x4xf32>
  %1 = "nn.conv2d"(%x, %w) {dilations = array<i64: 2, 1>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x4x6xf32>
  %2 = "nn.conv2d"(%x, %w) {dilations = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x8x8xf32>
  return %0, %1, %2 : tensor<1x16x4x4xf32>, tensor<1x16x4x6xf32>, tensor<1x16x8x8xf32>
}

// -----

// Grouped: 8 input channels in 4 groups of 2. Depthwise: groups = C, one
// input channel per group, with a channel multiplier of 1 or 2.
// CHECK-LABEL: func.func @conv2d_groups(
// CHECK-SAME:    %[[X:.*]]: tensor<2x8x8x8xf32>, %[[W:.*]]: tensor<16x2x3x3xf32>, %[[DW:.*]]: tensor<8x1x3x3xf32>, %[[DW2:.*]]: tensor<16x1x3x3xf32>) -> (tensor<2x16x6x6xf32>, tensor<2x8x8x8xf32>, tensor<2x16x6x6xf32>)
// CHECK-NEXT:    %[[CONV2D:.*]] = "nn.conv2d"(%[[X]], %[[W]]) {groups = 4 : i64} : (tensor<2x8x8x8xf32>, tensor<16x2x3x3xf32>) -> tensor<2x16x6x6xf32>
// CHECK-NEXT:    %[[CONV2D_1:.*]] = "nn.conv2d"(%[[X]], %[[DW]]) {groups = 8 : i64, padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x8xf32>, tensor<8x1x3x3xf32>) -> tensor<2x8x8x8xf32>
// CHECK-NEXT:    %[[CONV2D_2:.*]] = "nn.conv2d"(%[[X]], %[[DW2]]) {groups = 8 : i32} : (tensor<2x8x8x8xf32>, tensor<16x1x3x3xf32>) -> tensor<2x16x6x6xf32>
// CHECK-NEXT:    return %[[CONV2D]], %[[CONV2D_1]], %[[CONV2D_2]] : tensor<2x16x6x6xf32>, tensor<2x8x8x8xf32>, tensor<2x16x6x6xf32>
func.func @conv2d_groups(%x: tensor<2x8x8x8xf32>, %w: tensor<16x2x3x3xf32>, %dw: tensor<8x1x3x3xf32>, %dw2: tensor<16x1x3x3xf32>) -> (tensor<2x16x6x6xf32>, tensor<2x8x8x8xf32>, tensor<2x16x6x6xf32>) {
  %0 = "nn.conv2d"(%x, %w) {groups = 4 : i64} : (tensor<2x8x8x8xf32>, tensor<16x2x3x3xf32>) -> tensor<2x16x6x6xf32>
  %1 = "nn.conv2d"(%x, %dw) {groups = 8 : i64, padding = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x8xf32>, tensor<8x1x3x3xf32>) -> tensor<2x8x8x8xf32>
  %2 = "nn.conv2d"(%x, %dw2) {groups = 8 : i32} : (tensor<2x8x8x8xf32>, tensor<16x1x3x3xf32>) -> tensor<2x16x6x6xf32>
  return %0, %1, %2 : tensor<2x16x6x6xf32>, tensor<2x8x8x8xf32>, tensor<2x16x6x6xf32>
}

// -----

// NHWC input with HWIO weights: (8 + 1 + 1 - 3) / 2 + 1 = 4.
// CHECK-LABEL: func.func @conv2d_nhwc(
// CHECK-SAME:    %[[X:.*]]: tensor<1x8x8x3xf32>, %[[W:.*]]: tensor<3x3x3x16xf32>, %[[Y:.*]]: tensor<1x8x8x8xf32>, %[[DW:.*]]: tensor<3x3x1x8xf32>) -> (tensor<1x6x6x16xf32>, tensor<1x4x4x16xf32>, tensor<1x4x4x8xf32>)
// CHECK-NEXT:    %[[CONV2D:.*]] = "nn.conv2d"(%[[X]], %[[W]]) {layout = "NHWC"} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>
// CHECK-NEXT:    %[[CONV2D_1:.*]] = "nn.conv2d"(%[[X]], %[[W]]) {layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x4x4x16xf32>
// CHECK-NEXT:    %[[CONV2D_2:.*]] = "nn.conv2d"(%[[Y]], %[[DW]]) {dilations = array<i64: 2, 2>, groups = 8 : i64, layout = "NHWC"} : (tensor<1x8x8x8xf32>, tensor<3x3x1x8xf32>) -> tensor<1x4x4x8xf32>
// CHECK-NEXT:    return %[[CONV2D]], %[[CONV2D_1]], %[[CONV2D_2]] : tensor<1x6x6x16xf32>, tensor<1x4x4x16xf32>, tensor<1x4x4x8xf32>
func.func @conv2d_nhwc(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x16xf32>, %y: tensor<1x8x8x8xf32>, %dw: tensor<3x3x1x8xf32>) -> (tensor<1x6x6x16xf32>, tensor<1x4x4x16xf32>, tensor<1x4x4x8xf32>) {
  %0 = "nn.conv2d"(%x, %w) {layout = "NHWC"} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>
  %1 = "nn.conv2d"(%x, %w) {layout = "NHWC", padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x4x4x16xf32>
  %2 = "nn.conv2d"(%y, %dw) {dilations = array<i64: 2, 2>, groups = 8 : i64, layout = "NHWC"} : (tensor<1x8x8x8xf32>, tensor<3x3x1x8xf32>) -> tensor<1x4x4x8xf32>
  return %0, %1, %2 : tensor<1x6x6x16xf32>, tensor<1x4x4x16xf32>, tensor<1x4x4x8xf32>
}

// -----

// Unknown batch, channel, spatial and kernel sizes.
// CHECK-LABEL: func.func @conv2d_dynamic(
// CHECK-SAME:    %[[X:.*]]: tensor<?x3x?x?xf32>, %[[W:.*]]: tensor<16x3x3x3xf32>, %[[Y:.*]]: tensor<1x?x8x8xf32>, %[[V:.*]]: tensor<16x3x?x3xf32>, %[[Z:.*]]: tensor<?x8x8x?xf32>, %[[U:.*]]: tensor<3x3x?x?xf32>) -> (tensor<?x16x?x?xf32>, tensor<1x16x?x6xf32>, tensor<?x6x6x?xf32>)
// CHECK-NEXT:    %[[CONV2D:.*]] = "nn.conv2d"(%[[X]], %[[W]]) : (tensor<?x3x?x?xf32>, tensor<16x3x3x3xf32>) -> tensor<?x16x?x?xf32>
// CHECK-NEXT:    %[[CONV2D_1:.*]] = "nn.conv2d"(%[[Y]], %[[V]]) : (tensor<1x?x8x8xf32>, tensor<16x3x?x3xf32>) -> tensor<1x16x?x6xf32>
// CHECK-NEXT:    %[[CONV2D_2:.*]] = "nn.conv2d"(%[[Z]], %[[U]]) {layout = "NHWC"} : (tensor<?x8x8x?xf32>, tensor<3x3x?x?xf32>) -> tensor<?x6x6x?xf32>
// CHECK-NEXT:    return %[[CONV2D]], %[[CONV2D_1]], %[[CONV2D_2]] : tensor<?x16x?x?xf32>, tensor<1x16x?x6xf32>, tensor<?x6x6x?xf32>
func.func @conv2d_dynamic(%x: tensor<?x3x?x?xf32>, %w: tensor<16x3x3x3xf32>, %y: tensor<1x?x8x8xf32>, %v: tensor<16x3x?x3xf32>, %z: tensor<?x8x8x?xf32>, %u: tensor<3x3x?x?xf32>) -> (tensor<?x16x?x?xf32>, tensor<1x16x?x6xf32>, tensor<?x6x6x?xf32>) {
  %0 = "nn.conv2d"(%x, %w) : (tensor<?x3x?x?xf32>, tensor<16x3x3x3xf32>) -> tensor<?x16x?x?xf32>
  %1 = "nn.conv2d"(%y, %v) : (tensor<1x?x8x8xf32>, tensor<16x3x?x3xf32>) -> tensor<1x16x?x6xf32>
  %2 = "nn.conv2d"(%z, %u) {layout = "NHWC"} : (tensor<?x8x8x?xf32>, tensor<3x3x?x?xf32>) -> tensor<?x6x6x?xf32>
  return %0, %1, %2 : tensor<?x16x?x?xf32>, tensor<1x16x?x6xf32>, tensor<?x6x6x?xf32>
}

// -----

// A 1x1 kernel, a kernel as large as the input, other element types.
// CHECK-LABEL: func.func @conv2d_element_types(
// CHECK-SAME:    %[[X:.*]]: tensor<1x4x5x5xf16>, %[[W:.*]]: tensor<8x4x1x1xf16>, %[[Y:.*]]: tensor<1x4x5x5xi8>, %[[V:.*]]: tensor<2x4x5x5xi8>, %[[Z:.*]]: tensor<1x5x5x4xbf16>, %[[U:.*]]: tensor<3x3x4x4xbf16>) -> (tensor<1x8x5x5xf16>, tensor<1x2x1x1xi8>, tensor<1x3x3x4xbf16>)
// CHECK-NEXT:    %[[CONV2D:.*]] = "nn.conv2d"(%[[X]], %[[W]]) : (tensor<1x4x5x5xf16>, tensor<8x4x1x1xf16>) -> tensor<1x8x5x5xf16>
// CHECK-NEXT:    %[[CONV2D_1:.*]] = "nn.conv2d"(%[[Y]], %[[V]]) : (tensor<1x4x5x5xi8>, tensor<2x4x5x5xi8>) -> tensor<1x2x1x1xi8>
// CHECK-NEXT:    %[[CONV2D_2:.*]] = "nn.conv2d"(%[[Z]], %[[U]]) {layout = "NHWC"} : (tensor<1x5x5x4xbf16>, tensor<3x3x4x4xbf16>) -> tensor<1x3x3x4xbf16>
// CHECK-NEXT:    return %[[CONV2D]], %[[CONV2D_1]], %[[CONV2D_2]] : tensor<1x8x5x5xf16>, tensor<1x2x1x1xi8>, tensor<1x3x3x4xbf16>
func.func @conv2d_element_types(%x: tensor<1x4x5x5xf16>, %w: tensor<8x4x1x1xf16>, %y: tensor<1x4x5x5xi8>, %v: tensor<2x4x5x5xi8>, %z: tensor<1x5x5x4xbf16>, %u: tensor<3x3x4x4xbf16>) -> (tensor<1x8x5x5xf16>, tensor<1x2x1x1xi8>, tensor<1x3x3x4xbf16>) {
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x4x5x5xf16>, tensor<8x4x1x1xf16>) -> tensor<1x8x5x5xf16>
  %1 = "nn.conv2d"(%y, %v) : (tensor<1x4x5x5xi8>, tensor<2x4x5x5xi8>) -> tensor<1x2x1x1xi8>
  %2 = "nn.conv2d"(%z, %u) {layout = "NHWC"} : (tensor<1x5x5x4xbf16>, tensor<3x3x4x4xbf16>) -> tensor<1x3x3x4xbf16>
  return %0, %1, %2 : tensor<1x8x5x5xf16>, tensor<1x2x1x1xi8>, tensor<1x3x3x4xbf16>
}

// -----

// CHECK-LABEL: func.func @reshape(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3x4xf32>) -> (tensor<6x4xf32>, tensor<24xf32>, tensor<1x24x1xf32>, tensor<4x3x2xf32>)
// CHECK-NEXT:    %[[RESHAPE:.*]] = "nn.reshape"(%[[X]]) : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
// CHECK-NEXT:    %[[RESHAPE_1:.*]] = "nn.reshape"(%[[RESHAPE]]) : (tensor<6x4xf32>) -> tensor<24xf32>
// CHECK-NEXT:    %[[RESHAPE_2:.*]] = "nn.reshape"(%[[RESHAPE_1]]) : (tensor<24xf32>) -> tensor<1x24x1xf32>
// CHECK-NEXT:    %[[RESHAPE_3:.*]] = "nn.reshape"(%[[X]]) : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
// CHECK-NEXT:    return %[[RESHAPE]], %[[RESHAPE_1]], %[[RESHAPE_2]], %[[RESHAPE_3]] : tensor<6x4xf32>, tensor<24xf32>, tensor<1x24x1xf32>, tensor<4x3x2xf32>
func.func @reshape(%x: tensor<2x3x4xf32>) -> (tensor<6x4xf32>, tensor<24xf32>, tensor<1x24x1xf32>, tensor<4x3x2xf32>) {
  %0 = "nn.reshape"(%x) : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %1 = "nn.reshape"(%0) : (tensor<6x4xf32>) -> tensor<24xf32>
  %2 = "nn.reshape"(%1) : (tensor<24xf32>) -> tensor<1x24x1xf32>
  %3 = "nn.reshape"(%x) : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
  return %0, %1, %2, %3 : tensor<6x4xf32>, tensor<24xf32>, tensor<1x24x1xf32>, tensor<4x3x2xf32>
}

// -----

// Rank 0, empty tensors, dynamic sizes and every element type, i1 included.
// CHECK-LABEL: func.func @reshape_edge_cases(
// CHECK-SAME:    %[[S:.*]]: tensor<f32>, %[[E:.*]]: tensor<0x4xi1>, %[[D:.*]]: tensor<?x4xi64>, %[[B:.*]]: tensor<2x2xbf16>) -> (tensor<1x1xf32>, tensor<f32>, tensor<0xi1>, tensor<?xi64>, tensor<2x?xi64>, tensor<4xbf16>)
// CHECK-NEXT:    %[[RESHAPE:.*]] = "nn.reshape"(%[[S]]) : (tensor<f32>) -> tensor<1x1xf32>
// CHECK-NEXT:    %[[RESHAPE_1:.*]] = "nn.reshape"(%[[RESHAPE]]) : (tensor<1x1xf32>) -> tensor<f32>
// CHECK-NEXT:    %[[RESHAPE_2:.*]] = "nn.reshape"(%[[E]]) : (tensor<0x4xi1>) -> tensor<0xi1>
// CHECK-NEXT:    %[[RESHAPE_3:.*]] = "nn.reshape"(%[[D]]) : (tensor<?x4xi64>) -> tensor<?xi64>
// CHECK-NEXT:    %[[RESHAPE_4:.*]] = "nn.reshape"(%[[RESHAPE_3]]) : (tensor<?xi64>) -> tensor<2x?xi64>
// CHECK-NEXT:    %[[RESHAPE_5:.*]] = "nn.reshape"(%[[B]]) : (tensor<2x2xbf16>) -> tensor<4xbf16>
// CHECK-NEXT:    return %[[RESHAPE]], %[[RESHAPE_1]], %[[RESHAPE_2]], %[[RESHAPE_3]], %[[RESHAPE_4]], %[[RESHAPE_5]] : tensor<1x1xf32>, tensor<f32>, tensor<0xi1>, tensor<?xi64>, tensor<2x?xi64>, tensor<4xbf16>
func.func @reshape_edge_cases(%s: tensor<f32>, %e: tensor<0x4xi1>, %d: tensor<?x4xi64>, %b: tensor<2x2xbf16>) -> (tensor<1x1xf32>, tensor<f32>, tensor<0xi1>, tensor<?xi64>, tensor<2x?xi64>, tensor<4xbf16>) {
  %0 = "nn.reshape"(%s) : (tensor<f32>) -> tensor<1x1xf32>
  %1 = "nn.reshape"(%0) : (tensor<1x1xf32>) -> tensor<f32>
  %2 = "nn.reshape"(%e) : (tensor<0x4xi1>) -> tensor<0xi1>
  %3 = "nn.reshape"(%d) : (tensor<?x4xi64>) -> tensor<?xi64>
  %4 = "nn.reshape"(%3) : (tensor<?xi64>) -> tensor<2x?xi64>
  %5 = "nn.reshape"(%b) : (tensor<2x2xbf16>) -> tensor<4xbf16>
  return %0, %1, %2, %3, %4, %5 : tensor<1x1xf32>, tensor<f32>, tensor<0xi1>, tensor<?xi64>, tensor<2x?xi64>, tensor<4xbf16>
}

// -----

// Result dimension i is input dimension perm[i].
// CHECK-LABEL: func.func @transpose(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<1x3x8x16xf32>, %[[Z:.*]]: tensor<2x3x4xi1>) -> (tensor<3x2xf32>, tensor<1x8x16x3xf32>, tensor<4x2x3xi1>, tensor<2x3x4xi1>)
// CHECK-NEXT:    %[[TRANSPOSE:.*]] = "nn.transpose"(%[[X]]) {perm = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT:    %[[TRANSPOSE_1:.*]] = "nn.transpose"(%[[Y]]) {perm = array<i64: 0, 2, 3, 1>} : (tensor<1x3x8x16xf32>) -> tensor<1x8x16x3xf32>
// CHECK-NEXT:    %[[TRANSPOSE_2:.*]] = "nn.transpose"(%[[Z]]) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xi1>) -> tensor<4x2x3xi1>
// CHECK-NEXT:    %[[TRANSPOSE_3:.*]] = "nn.transpose"(%[[Z]]) {perm = array<i64: 0, 1, 2>} : (tensor<2x3x4xi1>) -> tensor<2x3x4xi1>
// CHECK-NEXT:    return %[[TRANSPOSE]], %[[TRANSPOSE_1]], %[[TRANSPOSE_2]], %[[TRANSPOSE_3]] : tensor<3x2xf32>, tensor<1x8x16x3xf32>, tensor<4x2x3xi1>, tensor<2x3x4xi1>
func.func @transpose(%x: tensor<2x3xf32>, %y: tensor<1x3x8x16xf32>, %z: tensor<2x3x4xi1>) -> (tensor<3x2xf32>, tensor<1x8x16x3xf32>, tensor<4x2x3xi1>, tensor<2x3x4xi1>) {
  %0 = "nn.transpose"(%x) {perm = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = "nn.transpose"(%y) {perm = array<i64: 0, 2, 3, 1>} : (tensor<1x3x8x16xf32>) -> tensor<1x8x16x3xf32>
  %2 = "nn.transpose"(%z) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xi1>) -> tensor<4x2x3xi1>
  %3 = "nn.transpose"(%z) {perm = array<i64: 0, 1, 2>} : (tensor<2x3x4xi1>) -> tensor<2x3x4xi1>
  return %0, %1, %2, %3 : tensor<3x2xf32>, tensor<1x8x16x3xf32>, tensor<4x2x3xi1>, tensor<2x3x4xi1>
}

// -----

// CHECK-LABEL: func.func @transpose_edge_cases(
// CHECK-SAME:    %[[S:.*]]: tensor<i32>, %[[D:.*]]: tensor<?x3xf16>) -> (tensor<i32>, tensor<3x?xf16>)
// CHECK-NEXT:    %[[TRANSPOSE:.*]] = "nn.transpose"(%[[S]]) {perm = array<i64>} : (tensor<i32>) -> tensor<i32>
// CHECK-NEXT:    %[[TRANSPOSE_1:.*]] = "nn.transpose"(%[[D]]) {perm = array<i64: 1, 0>} : (tensor<?x3xf16>) -> tensor<3x?xf16>
// CHECK-NEXT:    return %[[TRANSPOSE]], %[[TRANSPOSE_1]] : tensor<i32>, tensor<3x?xf16>
func.func @transpose_edge_cases(%s: tensor<i32>, %d: tensor<?x3xf16>) -> (tensor<i32>, tensor<3x?xf16>) {
  %0 = "nn.transpose"(%s) {perm = array<i64>} : (tensor<i32>) -> tensor<i32>
  %1 = "nn.transpose"(%d) {perm = array<i64: 1, 0>} : (tensor<?x3xf16>) -> tensor<3x?xf16>
  return %0, %1 : tensor<i32>, tensor<3x?xf16>
}

// -----

// CHECK-LABEL: func.func @reduce_sum(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3x4xf32>) -> (tensor<2x4xf32>, tensor<2x1x4xf32>, tensor<2x3xf32>, tensor<1x3x1xf32>, tensor<3xf32>)
// CHECK-NEXT:    %[[REDUCE_SUM:.*]] = "nn.reduce_sum"(%[[X]]) {axes = array<i64: 1>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[REDUCE_SUM_1:.*]] = "nn.reduce_sum"(%[[X]]) {axes = array<i64: 1>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<2x1x4xf32>
// CHECK-NEXT:    %[[REDUCE_SUM_2:.*]] = "nn.reduce_sum"(%[[X]]) {axes = array<i64: -1>, keepdims = false} : (tensor<2x3x4xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[REDUCE_SUM_3:.*]] = "nn.reduce_sum"(%[[X]]) {axes = array<i64: 2, 0>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
// CHECK-NEXT:    %[[REDUCE_SUM_4:.*]] = "nn.reduce_sum"(%[[X]]) {axes = array<i64: -3, -1>} : (tensor<2x3x4xf32>) -> tensor<3xf32>
// CHECK-NEXT:    return %[[REDUCE_SUM]], %[[REDUCE_SUM_1]], %[[REDUCE_SUM_2]], %[[REDUCE_SUM_3]], %[[REDUCE_SUM_4]] : tensor<2x4xf32>, tensor<2x1x4xf32>, tensor<2x3xf32>, tensor<1x3x1xf32>, tensor<3xf32>
func.func @reduce_sum(%x: tensor<2x3x4xf32>) -> (tensor<2x4xf32>, tensor<2x1x4xf32>, tensor<2x3xf32>, tensor<1x3x1xf32>, tensor<3xf32>) {
  %0 = "nn.reduce_sum"(%x) {axes = array<i64: 1>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  %1 = "nn.reduce_sum"(%x) {axes = array<i64: 1>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<2x1x4xf32>
  %2 = "nn.reduce_sum"(%x) {axes = array<i64: -1>, keepdims = false} : (tensor<2x3x4xf32>) -> tensor<2x3xf32>
  %3 = "nn.reduce_sum"(%x) {axes = array<i64: 2, 0>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
  %4 = "nn.reduce_sum"(%x) {axes = array<i64: -3, -1>} : (tensor<2x3x4xf32>) -> tensor<3xf32>
  return %0, %1, %2, %3, %4 : tensor<2x4xf32>, tensor<2x1x4xf32>, tensor<2x3xf32>, tensor<1x3x1xf32>, tensor<3xf32>
}

// -----

// Empty axes (the default) reduce every dimension.
// CHECK-LABEL: func.func @reduce_sum_all(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3x4xi32>) -> (tensor<i32>, tensor<i32>, tensor<1x1x1xi32>, tensor<i32>)
// CHECK-NEXT:    %[[REDUCE_SUM:.*]] = "nn.reduce_sum"(%[[X]]) : (tensor<2x3x4xi32>) -> tensor<i32>
// CHECK-NEXT:    %[[REDUCE_SUM_1:.*]] = "nn.reduce_sum"(%[[X]]) {axes = array<i64>, keepdims = false} : (tensor<2x3x4xi32>) -> tensor<i32>
// CHECK-NEXT:    %[[REDUCE_SUM_2:.*]] = "nn.reduce_sum"(%[[X]]) {keepdims = true} : (tensor<2x3x4xi32>) -> tensor<1x1x1xi32>
// CHECK-NEXT:    %[[REDUCE_SUM_3:.*]] = "nn.reduce_sum"(%[[X]]) {axes = array<i64: 0, 1, 2>} : (tensor<2x3x4xi32>) -> tensor<i32>
// CHECK-NEXT:    return %[[REDUCE_SUM]], %[[REDUCE_SUM_1]], %[[REDUCE_SUM_2]], %[[REDUCE_SUM_3]] : tensor<i32>, tensor<i32>, tensor<1x1x1xi32>, tensor<i32>
func.func @reduce_sum_all(%x: tensor<2x3x4xi32>) -> (tensor<i32>, tensor<i32>, tensor<1x1x1xi32>, tensor<i32>) {
  %0 = "nn.reduce_sum"(%x) : (tensor<2x3x4xi32>) -> tensor<i32>
  %1 = "nn.reduce_sum"(%x) {axes = array<i64>, keepdims = false} : (tensor<2x3x4xi32>) -> tensor<i32>
  %2 = "nn.reduce_sum"(%x) {keepdims = true} : (tensor<2x3x4xi32>) -> tensor<1x1x1xi32>
  %3 = "nn.reduce_sum"(%x) {axes = array<i64: 0, 1, 2>} : (tensor<2x3x4xi32>) -> tensor<i32>
  return %0, %1, %2, %3 : tensor<i32>, tensor<i32>, tensor<1x1x1xi32>, tensor<i32>
}

// -----

// CHECK-LABEL: func.func @reduce_sum_dynamic(
// CHECK-SAME:    %[[X:.*]]: tensor<?x3xf16>, %[[S:.*]]: tensor<i8>) -> (tensor<?xf16>, tensor<3xf16>, tensor<?x1xf16>, tensor<i8>)
// CHECK-NEXT:    %[[REDUCE_SUM:.*]] = "nn.reduce_sum"(%[[X]]) {axes = array<i64: 1>} : (tensor<?x3xf16>) -> tensor<?xf16>
// CHECK-NEXT:    %[[REDUCE_SUM_1:.*]] = "nn.reduce_sum"(%[[X]]) {axes = array<i64: 0>} : (tensor<?x3xf16>) -> tensor<3xf16>
// CHECK-NEXT:    %[[REDUCE_SUM_2:.*]] = "nn.reduce_sum"(%[[X]]) {axes = array<i64: -1>, keepdims = true} : (tensor<?x3xf16>) -> tensor<?x1xf16>
// CHECK-NEXT:    %[[REDUCE_SUM_3:.*]] = "nn.reduce_sum"(%[[S]]) : (tensor<i8>) -> tensor<i8>
// CHECK-NEXT:    return %[[REDUCE_SUM]], %[[REDUCE_SUM_1]], %[[REDUCE_SUM_2]], %[[REDUCE_SUM_3]] : tensor<?xf16>, tensor<3xf16>, tensor<?x1xf16>, tensor<i8>
func.func @reduce_sum_dynamic(%x: tensor<?x3xf16>, %s: tensor<i8>) -> (tensor<?xf16>, tensor<3xf16>, tensor<?x1xf16>, tensor<i8>) {
  %0 = "nn.reduce_sum"(%x) {axes = array<i64: 1>} : (tensor<?x3xf16>) -> tensor<?xf16>
  %1 = "nn.reduce_sum"(%x) {axes = array<i64: 0>} : (tensor<?x3xf16>) -> tensor<3xf16>
  %2 = "nn.reduce_sum"(%x) {axes = array<i64: -1>, keepdims = true} : (tensor<?x3xf16>) -> tensor<?x1xf16>
  %3 = "nn.reduce_sum"(%s) : (tensor<i8>) -> tensor<i8>
  return %0, %1, %2, %3 : tensor<?xf16>, tensor<3xf16>, tensor<?x1xf16>, tensor<i8>
}

// -----

// CHECK-LABEL: func.func @softmax(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3x4xf32>, %[[H:.*]]: tensor<?x10xf16>, %[[B:.*]]: tensor<8xbf16>, %[[D:.*]]: tensor<2x2xf64>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<?x10xf16>, tensor<8xbf16>, tensor<2x2xf64>)
// CHECK-NEXT:    %[[SOFTMAX:.*]] = "nn.softmax"(%[[X]]) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[SOFTMAX_1:.*]] = "nn.softmax"(%[[X]]) {axis = 1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[SOFTMAX_2:.*]] = "nn.softmax"(%[[X]]) {axis = -3 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[SOFTMAX_3:.*]] = "nn.softmax"(%[[H]]) {axis = 0 : i64} : (tensor<?x10xf16>) -> tensor<?x10xf16>
// CHECK-NEXT:    %[[SOFTMAX_4:.*]] = "nn.softmax"(%[[B]]) {axis = -1 : i64} : (tensor<8xbf16>) -> tensor<8xbf16>
// CHECK-NEXT:    %[[SOFTMAX_5:.*]] = "nn.softmax"(%[[D]]) : (tensor<2x2xf64>) -> tensor<2x2xf64>
// CHECK-NEXT:    return %[[SOFTMAX]], %[[SOFTMAX_1]], %[[SOFTMAX_2]], %[[SOFTMAX_3]], %[[SOFTMAX_4]], %[[SOFTMAX_5]] : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<?x10xf16>, tensor<8xbf16>, tensor<2x2xf64>
func.func @softmax(%x: tensor<2x3x4xf32>, %h: tensor<?x10xf16>, %b: tensor<8xbf16>, %d: tensor<2x2xf64>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<?x10xf16>, tensor<8xbf16>, tensor<2x2xf64>) {
  %0 = "nn.softmax"(%x) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %1 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %2 = "nn.softmax"(%x) {axis = -3 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %3 = "nn.softmax"(%h) {axis = 0 : i64} : (tensor<?x10xf16>) -> tensor<?x10xf16>
  %4 = "nn.softmax"(%b) {axis = -1 : i64} : (tensor<8xbf16>) -> tensor<8xbf16>
  %5 = "nn.softmax"(%d) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  return %0, %1, %2, %3, %4, %5 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<?x10xf16>, tensor<8xbf16>, tensor<2x2xf64>
}

// -----

// A declared result may know more than the shape rule (a static size where
// the rule leaves it dynamic) or less (a dynamic size where the rule knows
// it).
// CHECK-LABEL: func.func @result_more_or_less_static(
// CHECK-SAME:    %[[X:.*]]: tensor<?x3xf32>, %[[Y:.*]]: tensor<4x3xf32>) -> (tensor<5x3xf32>, tensor<?x?xf32>)
// CHECK-NEXT:    %[[RELU:.*]] = "nn.relu"(%[[X]]) : (tensor<?x3xf32>) -> tensor<5x3xf32>
// CHECK-NEXT:    %[[ADD:.*]] = "nn.add"(%[[Y]], %[[Y]]) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:    return %[[RELU]], %[[ADD]] : tensor<5x3xf32>, tensor<?x?xf32>
func.func @result_more_or_less_static(%x: tensor<?x3xf32>, %y: tensor<4x3xf32>) -> (tensor<5x3xf32>, tensor<?x?xf32>) {
  %0 = "nn.relu"(%x) : (tensor<?x3xf32>) -> tensor<5x3xf32>
  %1 = "nn.add"(%y, %y) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<?x?xf32>
  return %0, %1 : tensor<5x3xf32>, tensor<?x?xf32>
}

// -----

// Framework metadata rides along in the discardable nn.name attribute.
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "metadata"}> ({
// GENERIC-NEXT:  ^bb0(%[[X:.*]]: tensor<4xf32>):
// GENERIC-NEXT:    %[[RELU:.*]] = "nn.relu"(%[[X]]) {nn.name = "model/block1/relu"} : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    "func.return"(%[[RELU]]) : (tensor<4xf32>) -> ()
// CHECK-LABEL: func.func @metadata(
// CHECK-SAME:    %[[X:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[RELU:.*]] = "nn.relu"(%[[X]]) {nn.name = "model/block1/relu"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    return %[[RELU]] : tensor<4xf32>
func.func @metadata(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.relu"(%x) {nn.name = "model/block1/relu"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A small classifier: conv, bias, relu, flatten, dense, softmax.
// GENERIC-LABEL: sym_name = "graph"
// GENERIC:         "nn.conv2d"({{.*}}) {strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
// GENERIC:         "nn.softmax"({{.*}}) : (tensor<1x10xf32>) -> tensor<1x10xf32>
// GENERIC-NEXT:    "func.return"
// CHECK-LABEL: func.func @graph(
// CHECK-SAME:    %[[IMAGE:.*]]: tensor<1x3x8x8xf32>, %[[W:.*]]: tensor<4x3x3x3xf32>, %[[B:.*]]: tensor<4xf32>, %[[DENSE:.*]]: tensor<144x10xf32>, %[[BIAS:.*]]: tensor<10xf32>) -> tensor<1x10xf32>
// CHECK-NEXT:    %[[CONV2D:.*]] = "nn.conv2d"(%[[IMAGE]], %[[W]]) {strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
// CHECK-NEXT:    %[[BIAS_ADD:.*]] = "nn.bias_add"(%[[CONV2D]], %[[B]]) : (tensor<1x4x6x6xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
// CHECK-NEXT:    %[[RELU:.*]] = "nn.relu"(%[[BIAS_ADD]]) : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
// CHECK-NEXT:    %[[RESHAPE:.*]] = "nn.reshape"(%[[RELU]]) : (tensor<1x4x6x6xf32>) -> tensor<1x144xf32>
// CHECK-NEXT:    %[[MATMUL:.*]] = "nn.matmul"(%[[RESHAPE]], %[[DENSE]]) : (tensor<1x144xf32>, tensor<144x10xf32>) -> tensor<1x10xf32>
// CHECK-NEXT:    %[[BIAS_ADD_1:.*]] = "nn.bias_add"(%[[MATMUL]], %[[BIAS]]) {axis = -1 : i64} : (tensor<1x10xf32>, tensor<10xf32>) -> tensor<1x10xf32>
// CHECK-NEXT:    %[[SOFTMAX:.*]] = "nn.softmax"(%[[BIAS_ADD_1]]) : (tensor<1x10xf32>) -> tensor<1x10xf32>
// CHECK-NEXT:    return %[[SOFTMAX]] : tensor<1x10xf32>
func.func @graph(%image: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %dense: tensor<144x10xf32>, %bias: tensor<10xf32>) -> tensor<1x10xf32> {
  %0 = "nn.conv2d"(%image, %w) {strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %1 = "nn.bias_add"(%0, %b) : (tensor<1x4x6x6xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  %2 = "nn.relu"(%1) : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %3 = "nn.reshape"(%2) : (tensor<1x4x6x6xf32>) -> tensor<1x144xf32>
  %4 = "nn.matmul"(%3, %dense) : (tensor<1x144xf32>, tensor<144x10xf32>) -> tensor<1x10xf32>
  %5 = "nn.bias_add"(%4, %bias) {axis = -1 : i64} : (tensor<1x10xf32>, tensor<10xf32>) -> tensor<1x10xf32>
  %6 = "nn.softmax"(%5) : (tensor<1x10xf32>) -> tensor<1x10xf32>
  return %6 : tensor<1x10xf32>
}
