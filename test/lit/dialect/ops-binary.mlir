// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | nn-opt --split-input-file | FileCheck %s

// Round trip of the broadcasting and per-channel ops added for the full op
// set (add, sub, mul, div and bias_add are in ops.mlir). The declared result
// types are worked out by hand from NumPy broadcasting: shapes align at the
// right, a 1 stretches to the other size, missing leading dimensions count
// as 1, a dynamic size against a static one other than 1 takes the static
// size. The verifier accepts them only when its shape rule agrees.

// NumPy broadcasting: shapes align at the right, 1s stretch, missing leading
// dimensions count as 1: [4, 1, 3] with [5, 1] is [4, 5, 3].
// CHECK-LABEL: func.func @pow_maximum_minimum(
// CHECK-SAME:    %[[A:.*]]: tensor<4x1x3xf32>, %[[B:.*]]: tensor<5x1xf32>, %[[C:.*]]: tensor<3xf32>, %[[S:.*]]: tensor<f32>) -> tensor<4x5x3xf32>
// CHECK-NEXT:    %[[POW:.*]] = "nn.pow"(%[[A]], %[[B]]) : (tensor<4x1x3xf32>, tensor<5x1xf32>) -> tensor<4x5x3xf32>
// CHECK-NEXT:    %[[MAXIMUM:.*]] = "nn.maximum"(%[[C]], %[[POW]]) : (tensor<3xf32>, tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
// CHECK-NEXT:    %[[MINIMUM:.*]] = "nn.minimum"(%[[MAXIMUM]], %[[S]]) : (tensor<4x5x3xf32>, tensor<f32>) -> tensor<4x5x3xf32>
// CHECK-NEXT:    return %[[MINIMUM]] : tensor<4x5x3xf32>
func.func @pow_maximum_minimum(%a: tensor<4x1x3xf32>, %b: tensor<5x1xf32>, %c: tensor<3xf32>, %s: tensor<f32>) -> tensor<4x5x3xf32> {
  %0 = "nn.pow"(%a, %b) : (tensor<4x1x3xf32>, tensor<5x1xf32>) -> tensor<4x5x3xf32>
  %1 = "nn.maximum"(%c, %0) : (tensor<3xf32>, tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
  %2 = "nn.minimum"(%1, %s) : (tensor<4x5x3xf32>, tensor<f32>) -> tensor<4x5x3xf32>
  return %2 : tensor<4x5x3xf32>
}

// -----

// pow, maximum and minimum take every numeric type.
// CHECK-LABEL: func.func @pow_maximum_minimum_element_types(
// CHECK-SAME:    %[[I8:.*]]: tensor<2x3xi8>, %[[I32:.*]]: tensor<3xi32>, %[[I64:.*]]: tensor<1xi64>, %[[J64:.*]]: tensor<2x3xi64>, %[[F16:.*]]: tensor<2xf16>, %[[BF16:.*]]: tensor<2x1xbf16>, %[[C16:.*]]: tensor<2xbf16>, %[[F64:.*]]: tensor<f64>) -> (tensor<2x3xi8>, tensor<3xi32>, tensor<2x3xi64>, tensor<2xf16>, tensor<2x2xbf16>, tensor<f64>)
// CHECK-NEXT:    %[[MAXIMUM:.*]] = "nn.maximum"(%[[I8]], %[[I8]]) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
// CHECK-NEXT:    %[[POW:.*]] = "nn.pow"(%[[I32]], %[[I32]]) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
// CHECK-NEXT:    %[[MINIMUM:.*]] = "nn.minimum"(%[[I64]], %[[J64]]) : (tensor<1xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
// CHECK-NEXT:    %[[POW_1:.*]] = "nn.pow"(%[[F16]], %[[F16]]) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
// CHECK-NEXT:    %[[MAXIMUM_1:.*]] = "nn.maximum"(%[[BF16]], %[[C16]]) : (tensor<2x1xbf16>, tensor<2xbf16>) -> tensor<2x2xbf16>
// CHECK-NEXT:    %[[MINIMUM_1:.*]] = "nn.minimum"(%[[F64]], %[[F64]]) : (tensor<f64>, tensor<f64>) -> tensor<f64>
// CHECK-NEXT:    return %[[MAXIMUM]], %[[POW]], %[[MINIMUM]], %[[POW_1]], %[[MAXIMUM_1]], %[[MINIMUM_1]] : tensor<2x3xi8>, tensor<3xi32>, tensor<2x3xi64>, tensor<2xf16>, tensor<2x2xbf16>, tensor<f64>
func.func @pow_maximum_minimum_element_types(%i8: tensor<2x3xi8>, %i32: tensor<3xi32>, %i64: tensor<1xi64>, %j64: tensor<2x3xi64>, %f16: tensor<2xf16>, %bf16: tensor<2x1xbf16>, %c16: tensor<2xbf16>, %f64: tensor<f64>) -> (tensor<2x3xi8>, tensor<3xi32>, tensor<2x3xi64>, tensor<2xf16>, tensor<2x2xbf16>, tensor<f64>) {
  %0 = "nn.maximum"(%i8, %i8) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
  %1 = "nn.pow"(%i32, %i32) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %2 = "nn.minimum"(%i64, %j64) : (tensor<1xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
  %3 = "nn.pow"(%f16, %f16) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  %4 = "nn.maximum"(%bf16, %c16) : (tensor<2x1xbf16>, tensor<2xbf16>) -> tensor<2x2xbf16>
  %5 = "nn.minimum"(%f64, %f64) : (tensor<f64>, tensor<f64>) -> tensor<f64>
  return %0, %1, %2, %3, %4, %5 : tensor<2x3xi8>, tensor<3xi32>, tensor<2x3xi64>, tensor<2xf16>, tensor<2x2xbf16>, tensor<f64>
}

// -----

// A dynamic size broadcast against 1 stays dynamic; against a static size
// other than 1 it takes that size; two dynamic sizes stay dynamic.
// CHECK-LABEL: func.func @pow_maximum_minimum_dynamic(
// CHECK-SAME:    %[[A:.*]]: tensor<?x3xf32>, %[[B:.*]]: tensor<1x3xf32>, %[[C:.*]]: tensor<?xi32>, %[[D:.*]]: tensor<4xi32>, %[[E:.*]]: tensor<?x1xf32>, %[[F:.*]]: tensor<1x?xf32>, %[[G:.*]]: tensor<2x1x1xf32>) -> (tensor<?x3xf32>, tensor<4xi32>, tensor<?x?xf32>, tensor<2x?x3xf32>, tensor<5x7xf32>)
// CHECK-NEXT:    %[[MAXIMUM:.*]] = "nn.maximum"(%[[A]], %[[B]]) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT:    %[[MINIMUM:.*]] = "nn.minimum"(%[[C]], %[[D]]) : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:    %[[POW:.*]] = "nn.pow"(%[[E]], %[[F]]) : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:    %[[MINIMUM_1:.*]] = "nn.minimum"(%[[G]], %[[A]]) : (tensor<2x1x1xf32>, tensor<?x3xf32>) -> tensor<2x?x3xf32>
// CHECK-NEXT:    %[[POW_1:.*]] = "nn.pow"(%[[E]], %[[F]]) : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<5x7xf32>
// CHECK-NEXT:    return %[[MAXIMUM]], %[[MINIMUM]], %[[POW]], %[[MINIMUM_1]], %[[POW_1]] : tensor<?x3xf32>, tensor<4xi32>, tensor<?x?xf32>, tensor<2x?x3xf32>, tensor<5x7xf32>
func.func @pow_maximum_minimum_dynamic(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>, %c: tensor<?xi32>, %d: tensor<4xi32>, %e: tensor<?x1xf32>, %f: tensor<1x?xf32>, %g: tensor<2x1x1xf32>) -> (tensor<?x3xf32>, tensor<4xi32>, tensor<?x?xf32>, tensor<2x?x3xf32>, tensor<5x7xf32>) {
  %0 = "nn.maximum"(%a, %b) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  %1 = "nn.minimum"(%c, %d) : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = "nn.pow"(%e, %f) : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %3 = "nn.minimum"(%g, %a) : (tensor<2x1x1xf32>, tensor<?x3xf32>) -> tensor<2x?x3xf32>
  // The result may know more than the rule: static sizes for dynamic ones.
  %4 = "nn.pow"(%e, %f) : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<5x7xf32>
  return %0, %1, %2, %3, %4 : tensor<?x3xf32>, tensor<4xi32>, tensor<?x?xf32>, tensor<2x?x3xf32>, tensor<5x7xf32>
}

// -----

// Compares broadcast like the arithmetic ops and yield i1.
// CHECK-LABEL: func.func @compare(
// CHECK-SAME:    %[[A:.*]]: tensor<2x1xf32>, %[[B:.*]]: tensor<3xf32>, %[[C:.*]]: tensor<4x1x5xi32>, %[[D:.*]]: tensor<3x1xi32>, %[[E:.*]]: tensor<?x4xf16>, %[[F:.*]]: tensor<1xf16>) -> (tensor<2x3xi1>, tensor<4x3x5xi1>, tensor<?x4xi1>)
// CHECK-NEXT:    %[[EQUAL:.*]] = "nn.equal"(%[[A]], %[[B]]) : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[NOT_EQUAL:.*]] = "nn.not_equal"(%[[C]], %[[D]]) : (tensor<4x1x5xi32>, tensor<3x1xi32>) -> tensor<4x3x5xi1>
// CHECK-NEXT:    %[[LESS:.*]] = "nn.less"(%[[E]], %[[F]]) : (tensor<?x4xf16>, tensor<1xf16>) -> tensor<?x4xi1>
// CHECK-NEXT:    return %[[EQUAL]], %[[NOT_EQUAL]], %[[LESS]] : tensor<2x3xi1>, tensor<4x3x5xi1>, tensor<?x4xi1>
func.func @compare(%a: tensor<2x1xf32>, %b: tensor<3xf32>, %c: tensor<4x1x5xi32>, %d: tensor<3x1xi32>, %e: tensor<?x4xf16>, %f: tensor<1xf16>) -> (tensor<2x3xi1>, tensor<4x3x5xi1>, tensor<?x4xi1>) {
  %0 = "nn.equal"(%a, %b) : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %1 = "nn.not_equal"(%c, %d) : (tensor<4x1x5xi32>, tensor<3x1xi32>) -> tensor<4x3x5xi1>
  %2 = "nn.less"(%e, %f) : (tensor<?x4xf16>, tensor<1xf16>) -> tensor<?x4xi1>
  return %0, %1, %2 : tensor<2x3xi1>, tensor<4x3x5xi1>, tensor<?x4xi1>
}

// -----

// CHECK-LABEL: func.func @compare_element_types(
// CHECK-SAME:    %[[I8:.*]]: tensor<3xi8>, %[[I64:.*]]: tensor<i64>, %[[J64:.*]]: tensor<2x2xi64>, %[[BF16:.*]]: tensor<?xbf16>, %[[C16:.*]]: tensor<7xbf16>, %[[F64:.*]]: tensor<1x?xf64>) -> (tensor<3xi1>, tensor<2x2xi1>, tensor<7xi1>, tensor<1x?xi1>)
// CHECK-NEXT:    %[[GREATER_EQUAL:.*]] = "nn.greater_equal"(%[[I8]], %[[I8]]) : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi1>
// CHECK-NEXT:    %[[LESS_EQUAL:.*]] = "nn.less_equal"(%[[I64]], %[[J64]]) : (tensor<i64>, tensor<2x2xi64>) -> tensor<2x2xi1>
// CHECK-NEXT:    %[[GREATER:.*]] = "nn.greater"(%[[BF16]], %[[C16]]) : (tensor<?xbf16>, tensor<7xbf16>) -> tensor<7xi1>
// CHECK-NEXT:    %[[LESS:.*]] = "nn.less"(%[[F64]], %[[F64]]) : (tensor<1x?xf64>, tensor<1x?xf64>) -> tensor<1x?xi1>
// CHECK-NEXT:    return %[[GREATER_EQUAL]], %[[LESS_EQUAL]], %[[GREATER]], %[[LESS]] : tensor<3xi1>, tensor<2x2xi1>, tensor<7xi1>, tensor<1x?xi1>
func.func @compare_element_types(%i8: tensor<3xi8>, %i64: tensor<i64>, %j64: tensor<2x2xi64>, %bf16: tensor<?xbf16>, %c16: tensor<7xbf16>, %f64: tensor<1x?xf64>) -> (tensor<3xi1>, tensor<2x2xi1>, tensor<7xi1>, tensor<1x?xi1>) {
  %0 = "nn.greater_equal"(%i8, %i8) : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi1>
  %1 = "nn.less_equal"(%i64, %j64) : (tensor<i64>, tensor<2x2xi64>) -> tensor<2x2xi1>
  %2 = "nn.greater"(%bf16, %c16) : (tensor<?xbf16>, tensor<7xbf16>) -> tensor<7xi1>
  %3 = "nn.less"(%f64, %f64) : (tensor<1x?xf64>, tensor<1x?xf64>) -> tensor<1x?xi1>
  return %0, %1, %2, %3 : tensor<3xi1>, tensor<2x2xi1>, tensor<7xi1>, tensor<1x?xi1>
}

// -----

// and and or take i1 and broadcast.
// CHECK-LABEL: func.func @and_or(
// CHECK-SAME:    %[[A:.*]]: tensor<2x3xi1>, %[[B:.*]]: tensor<1x3xi1>, %[[S:.*]]: tensor<i1>, %[[C:.*]]: tensor<?x1xi1>, %[[D:.*]]: tensor<1x5xi1>) -> (tensor<2x3xi1>, tensor<?x5xi1>)
// CHECK-NEXT:    %[[AND:.*]] = "nn.and"(%[[A]], %[[B]]) : (tensor<2x3xi1>, tensor<1x3xi1>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[OR:.*]] = "nn.or"(%[[AND]], %[[S]]) : (tensor<2x3xi1>, tensor<i1>) -> tensor<2x3xi1>
// CHECK-NEXT:    %[[OR_1:.*]] = "nn.or"(%[[C]], %[[D]]) : (tensor<?x1xi1>, tensor<1x5xi1>) -> tensor<?x5xi1>
// CHECK-NEXT:    return %[[OR]], %[[OR_1]] : tensor<2x3xi1>, tensor<?x5xi1>
func.func @and_or(%a: tensor<2x3xi1>, %b: tensor<1x3xi1>, %s: tensor<i1>, %c: tensor<?x1xi1>, %d: tensor<1x5xi1>) -> (tensor<2x3xi1>, tensor<?x5xi1>) {
  %0 = "nn.and"(%a, %b) : (tensor<2x3xi1>, tensor<1x3xi1>) -> tensor<2x3xi1>
  %1 = "nn.or"(%0, %s) : (tensor<2x3xi1>, tensor<i1>) -> tensor<2x3xi1>
  %2 = "nn.or"(%c, %d) : (tensor<?x1xi1>, tensor<1x5xi1>) -> tensor<?x5xi1>
  return %1, %2 : tensor<2x3xi1>, tensor<?x5xi1>
}

// -----

// where broadcasts its three operands together: [4, 1, 1], [3, 1] and [5]
// make [4, 3, 5]. A rank-0 operand stretches everywhere; the condition alone
// may set the shape.
// CHECK-LABEL: func.func @where(
// CHECK-SAME:    %[[C:.*]]: tensor<4x1x1xi1>, %[[X:.*]]: tensor<3x1xf32>, %[[Y:.*]]: tensor<5xf32>, %[[S:.*]]: tensor<i1>, %[[I:.*]]: tensor<2x3xi32>, %[[J:.*]]: tensor<i32>, %[[M:.*]]: tensor<2x3xi1>, %[[H:.*]]: tensor<f16>) -> (tensor<4x3x5xf32>, tensor<2x3xi32>, tensor<2x3xf16>)
// CHECK-NEXT:    %[[WHERE:.*]] = "nn.where"(%[[C]], %[[X]], %[[Y]]) : (tensor<4x1x1xi1>, tensor<3x1xf32>, tensor<5xf32>) -> tensor<4x3x5xf32>
// CHECK-NEXT:    %[[WHERE_1:.*]] = "nn.where"(%[[S]], %[[I]], %[[J]]) : (tensor<i1>, tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
// CHECK-NEXT:    %[[WHERE_2:.*]] = "nn.where"(%[[M]], %[[H]], %[[H]]) : (tensor<2x3xi1>, tensor<f16>, tensor<f16>) -> tensor<2x3xf16>
// CHECK-NEXT:    return %[[WHERE]], %[[WHERE_1]], %[[WHERE_2]] : tensor<4x3x5xf32>, tensor<2x3xi32>, tensor<2x3xf16>
func.func @where(%c: tensor<4x1x1xi1>, %x: tensor<3x1xf32>, %y: tensor<5xf32>, %s: tensor<i1>, %i: tensor<2x3xi32>, %j: tensor<i32>, %m: tensor<2x3xi1>, %h: tensor<f16>) -> (tensor<4x3x5xf32>, tensor<2x3xi32>, tensor<2x3xf16>) {
  %0 = "nn.where"(%c, %x, %y) : (tensor<4x1x1xi1>, tensor<3x1xf32>, tensor<5xf32>) -> tensor<4x3x5xf32>
  %1 = "nn.where"(%s, %i, %j) : (tensor<i1>, tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  %2 = "nn.where"(%m, %h, %h) : (tensor<2x3xi1>, tensor<f16>, tensor<f16>) -> tensor<2x3xf16>
  return %0, %1, %2 : tensor<4x3x5xf32>, tensor<2x3xi32>, tensor<2x3xf16>
}

// -----

// where with dynamic sizes; x and y may be integers, floats or i1.
// CHECK-LABEL: func.func @where_dynamic(
// CHECK-SAME:    %[[C:.*]]: tensor<?x1xi1>, %[[X:.*]]: tensor<1x3xi64>, %[[Y:.*]]: tensor<3xi64>, %[[D:.*]]: tensor<?xi1>, %[[P:.*]]: tensor<4xbf16>, %[[Q:.*]]: tensor<1xbf16>, %[[E:.*]]: tensor<?x?xi1>, %[[U:.*]]: tensor<?x1xi1>, %[[V:.*]]: tensor<1x?xi1>) -> (tensor<?x3xi64>, tensor<4xbf16>, tensor<?x?xi1>)
// CHECK-NEXT:    %[[WHERE:.*]] = "nn.where"(%[[C]], %[[X]], %[[Y]]) : (tensor<?x1xi1>, tensor<1x3xi64>, tensor<3xi64>) -> tensor<?x3xi64>
// CHECK-NEXT:    %[[WHERE_1:.*]] = "nn.where"(%[[D]], %[[P]], %[[Q]]) : (tensor<?xi1>, tensor<4xbf16>, tensor<1xbf16>) -> tensor<4xbf16>
// CHECK-NEXT:    %[[WHERE_2:.*]] = "nn.where"(%[[E]], %[[U]], %[[V]]) : (tensor<?x?xi1>, tensor<?x1xi1>, tensor<1x?xi1>) -> tensor<?x?xi1>
// CHECK-NEXT:    return %[[WHERE]], %[[WHERE_1]], %[[WHERE_2]] : tensor<?x3xi64>, tensor<4xbf16>, tensor<?x?xi1>
func.func @where_dynamic(%c: tensor<?x1xi1>, %x: tensor<1x3xi64>, %y: tensor<3xi64>, %d: tensor<?xi1>, %p: tensor<4xbf16>, %q: tensor<1xbf16>, %e: tensor<?x?xi1>, %u: tensor<?x1xi1>, %v: tensor<1x?xi1>) -> (tensor<?x3xi64>, tensor<4xbf16>, tensor<?x?xi1>) {
  %0 = "nn.where"(%c, %x, %y) : (tensor<?x1xi1>, tensor<1x3xi64>, tensor<3xi64>) -> tensor<?x3xi64>
  %1 = "nn.where"(%d, %p, %q) : (tensor<?xi1>, tensor<4xbf16>, tensor<1xbf16>) -> tensor<4xbf16>
  %2 = "nn.where"(%e, %u, %v) : (tensor<?x?xi1>, tensor<?x1xi1>, tensor<1x?xi1>) -> tensor<?x?xi1>
  return %0, %1, %2 : tensor<?x3xi64>, tensor<4xbf16>, tensor<?x?xi1>
}

// -----

// prelu: one slope per channel (dimension 1) of an NCHW or [N, C] input, or
// one slope for any input, rank 0 included.
// CHECK-LABEL: func.func @prelu(
// CHECK-SAME:    %[[X:.*]]: tensor<1x8x4x4xf32>, %[[A8:.*]]: tensor<8xf32>, %[[A1:.*]]: tensor<1xf32>, %[[Y:.*]]: tensor<2x16xf16>, %[[A16:.*]]: tensor<16xf16>, %[[V:.*]]: tensor<5xf32>, %[[S:.*]]: tensor<f32>) -> (tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>, tensor<2x16xf16>, tensor<5xf32>, tensor<f32>)
// CHECK-NEXT:    %[[PRELU:.*]] = "nn.prelu"(%[[X]], %[[A8]]) : (tensor<1x8x4x4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
// CHECK-NEXT:    %[[PRELU_1:.*]] = "nn.prelu"(%[[X]], %[[A1]]) : (tensor<1x8x4x4xf32>, tensor<1xf32>) -> tensor<1x8x4x4xf32>
// CHECK-NEXT:    %[[PRELU_2:.*]] = "nn.prelu"(%[[Y]], %[[A16]]) : (tensor<2x16xf16>, tensor<16xf16>) -> tensor<2x16xf16>
// CHECK-NEXT:    %[[PRELU_3:.*]] = "nn.prelu"(%[[V]], %[[A1]]) : (tensor<5xf32>, tensor<1xf32>) -> tensor<5xf32>
// CHECK-NEXT:    %[[PRELU_4:.*]] = "nn.prelu"(%[[S]], %[[A1]]) : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
// CHECK-NEXT:    return %[[PRELU]], %[[PRELU_1]], %[[PRELU_2]], %[[PRELU_3]], %[[PRELU_4]] : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>, tensor<2x16xf16>, tensor<5xf32>, tensor<f32>
func.func @prelu(%x: tensor<1x8x4x4xf32>, %a8: tensor<8xf32>, %a1: tensor<1xf32>, %y: tensor<2x16xf16>, %a16: tensor<16xf16>, %v: tensor<5xf32>, %s: tensor<f32>) -> (tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>, tensor<2x16xf16>, tensor<5xf32>, tensor<f32>) {
  %0 = "nn.prelu"(%x, %a8) : (tensor<1x8x4x4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  %1 = "nn.prelu"(%x, %a1) : (tensor<1x8x4x4xf32>, tensor<1xf32>) -> tensor<1x8x4x4xf32>
  %2 = "nn.prelu"(%y, %a16) : (tensor<2x16xf16>, tensor<16xf16>) -> tensor<2x16xf16>
  %3 = "nn.prelu"(%v, %a1) : (tensor<5xf32>, tensor<1xf32>) -> tensor<5xf32>
  %4 = "nn.prelu"(%s, %a1) : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
  return %0, %1, %2, %3, %4 : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>, tensor<2x16xf16>, tensor<5xf32>, tensor<f32>
}

// -----

// A dynamic channel count takes any slope count; a dynamic slope count fits
// any input (it may be 1 at run time).
// CHECK-LABEL: func.func @prelu_dynamic(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?x7xf32>, %[[A:.*]]: tensor<12xf32>, %[[Y:.*]]: tensor<2x3xf64>, %[[B:.*]]: tensor<?xf64>, %[[Z:.*]]: tensor<6xbf16>, %[[C:.*]]: tensor<?xbf16>) -> (tensor<?x?x7xf32>, tensor<2x3xf64>, tensor<6xbf16>)
// CHECK-NEXT:    %[[PRELU:.*]] = "nn.prelu"(%[[X]], %[[A]]) : (tensor<?x?x7xf32>, tensor<12xf32>) -> tensor<?x?x7xf32>
// CHECK-NEXT:    %[[PRELU_1:.*]] = "nn.prelu"(%[[Y]], %[[B]]) : (tensor<2x3xf64>, tensor<?xf64>) -> tensor<2x3xf64>
// CHECK-NEXT:    %[[PRELU_2:.*]] = "nn.prelu"(%[[Z]], %[[C]]) : (tensor<6xbf16>, tensor<?xbf16>) -> tensor<6xbf16>
// CHECK-NEXT:    return %[[PRELU]], %[[PRELU_1]], %[[PRELU_2]] : tensor<?x?x7xf32>, tensor<2x3xf64>, tensor<6xbf16>
func.func @prelu_dynamic(%x: tensor<?x?x7xf32>, %a: tensor<12xf32>, %y: tensor<2x3xf64>, %b: tensor<?xf64>, %z: tensor<6xbf16>, %c: tensor<?xbf16>) -> (tensor<?x?x7xf32>, tensor<2x3xf64>, tensor<6xbf16>) {
  %0 = "nn.prelu"(%x, %a) : (tensor<?x?x7xf32>, tensor<12xf32>) -> tensor<?x?x7xf32>
  %1 = "nn.prelu"(%y, %b) : (tensor<2x3xf64>, tensor<?xf64>) -> tensor<2x3xf64>
  %2 = "nn.prelu"(%z, %c) : (tensor<6xbf16>, tensor<?xbf16>) -> tensor<6xbf16>
  return %0, %1, %2 : tensor<?x?x7xf32>, tensor<2x3xf64>, tensor<6xbf16>
}

// -----

// batch_norm's defaults: epsilon 1e-5 and axis 1, the channels of NCHW.
// CHECK-LABEL: func.func @batch_norm(
// CHECK-SAME:    %[[X:.*]]: tensor<1x8x4x4xf32>, %[[SCALE:.*]]: tensor<8xf32>, %[[BIAS:.*]]: tensor<8xf32>, %[[MEAN:.*]]: tensor<8xf32>, %[[VAR:.*]]: tensor<8xf32>) -> (tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>)
// CHECK-NEXT:    %[[BATCH_NORM:.*]] = "nn.batch_norm"(%[[X]], %[[SCALE]], %[[BIAS]], %[[MEAN]], %[[VAR]]) : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
// CHECK-NEXT:    %[[BATCH_NORM_1:.*]] = "nn.batch_norm"(%[[BATCH_NORM]], %[[SCALE]], %[[BIAS]], %[[MEAN]], %[[VAR]]) {axis = 1 : i64, epsilon = 9.99999974E-6 : f32} : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
// CHECK-NEXT:    return %[[BATCH_NORM]], %[[BATCH_NORM_1]] : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>
func.func @batch_norm(%x: tensor<1x8x4x4xf32>, %scale: tensor<8xf32>, %bias: tensor<8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>) -> (tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) {
  %0 = "nn.batch_norm"(%x, %scale, %bias, %mean, %var) : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  %1 = "nn.batch_norm"(%0, %scale, %bias, %mean, %var) {epsilon = 1.0e-05 : f32, axis = 1 : i64} : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  return %0, %1 : tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>
}

// -----

// NHWC channels are axis 3, or -1; an [N, C] input has them on axis 1.
// epsilon may be f64, and 0.
// CHECK-LABEL: func.func @batch_norm_axes(
// CHECK-SAME:    %[[X:.*]]: tensor<1x4x4x8xf16>, %[[P:.*]]: tensor<8xf16>, %[[Y:.*]]: tensor<2x16xf64>, %[[Q:.*]]: tensor<16xf64>) -> (tensor<1x4x4x8xf16>, tensor<1x4x4x8xf16>, tensor<2x16xf64>)
// CHECK-NEXT:    %[[BATCH_NORM:.*]] = "nn.batch_norm"(%[[X]], %[[P]], %[[P]], %[[P]], %[[P]]) {axis = 3 : i64} : (tensor<1x4x4x8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>) -> tensor<1x4x4x8xf16>
// CHECK-NEXT:    %[[BATCH_NORM_1:.*]] = "nn.batch_norm"(%[[BATCH_NORM]], %[[P]], %[[P]], %[[P]], %[[P]]) {axis = -1 : i64, epsilon = 1.000000e-03 : f32} : (tensor<1x4x4x8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>) -> tensor<1x4x4x8xf16>
// CHECK-NEXT:    %[[BATCH_NORM_2:.*]] = "nn.batch_norm"(%[[Y]], %[[Q]], %[[Q]], %[[Q]], %[[Q]]) {epsilon = 0.000000e+00 : f64} : (tensor<2x16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>) -> tensor<2x16xf64>
// CHECK-NEXT:    return %[[BATCH_NORM]], %[[BATCH_NORM_1]], %[[BATCH_NORM_2]] : tensor<1x4x4x8xf16>, tensor<1x4x4x8xf16>, tensor<2x16xf64>
func.func @batch_norm_axes(%x: tensor<1x4x4x8xf16>, %p: tensor<8xf16>, %y: tensor<2x16xf64>, %q: tensor<16xf64>) -> (tensor<1x4x4x8xf16>, tensor<1x4x4x8xf16>, tensor<2x16xf64>) {
  %0 = "nn.batch_norm"(%x, %p, %p, %p, %p) {axis = 3 : i64} : (tensor<1x4x4x8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>) -> tensor<1x4x4x8xf16>
  %1 = "nn.batch_norm"(%0, %p, %p, %p, %p) {axis = -1 : i64, epsilon = 1.0e-03 : f32} : (tensor<1x4x4x8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>) -> tensor<1x4x4x8xf16>
  %2 = "nn.batch_norm"(%y, %q, %q, %q, %q) {epsilon = 0.0 : f64} : (tensor<2x16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>) -> tensor<2x16xf64>
  return %0, %1, %2 : tensor<1x4x4x8xf16>, tensor<1x4x4x8xf16>, tensor<2x16xf64>
}

// -----

// Dynamic sizes: the channel count may be known from the input alone, from
// the 1-D operands alone, or from neither.
// CHECK-LABEL: func.func @batch_norm_dynamic(
// CHECK-SAME:    %[[X:.*]]: tensor<?x8x?x?xbf16>, %[[D:.*]]: tensor<?xbf16>, %[[E:.*]]: tensor<8xbf16>, %[[Y:.*]]: tensor<?x?xf32>, %[[F:.*]]: tensor<?xf32>, %[[G:.*]]: tensor<5xf32>) -> (tensor<?x8x?x?xbf16>, tensor<?x?xf32>, tensor<?x?xf32>)
// CHECK-NEXT:    %[[BATCH_NORM:.*]] = "nn.batch_norm"(%[[X]], %[[D]], %[[E]], %[[D]], %[[E]]) : (tensor<?x8x?x?xbf16>, tensor<?xbf16>, tensor<8xbf16>, tensor<?xbf16>, tensor<8xbf16>) -> tensor<?x8x?x?xbf16>
// CHECK-NEXT:    %[[BATCH_NORM_1:.*]] = "nn.batch_norm"(%[[Y]], %[[F]], %[[G]], %[[G]], %[[F]]) : (tensor<?x?xf32>, tensor<?xf32>, tensor<5xf32>, tensor<5xf32>, tensor<?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:    %[[BATCH_NORM_2:.*]] = "nn.batch_norm"(%[[Y]], %[[F]], %[[F]], %[[F]], %[[F]]) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:    return %[[BATCH_NORM]], %[[BATCH_NORM_1]], %[[BATCH_NORM_2]] : tensor<?x8x?x?xbf16>, tensor<?x?xf32>, tensor<?x?xf32>
func.func @batch_norm_dynamic(%x: tensor<?x8x?x?xbf16>, %d: tensor<?xbf16>, %e: tensor<8xbf16>, %y: tensor<?x?xf32>, %f: tensor<?xf32>, %g: tensor<5xf32>) -> (tensor<?x8x?x?xbf16>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = "nn.batch_norm"(%x, %d, %e, %d, %e) : (tensor<?x8x?x?xbf16>, tensor<?xbf16>, tensor<8xbf16>, tensor<?xbf16>, tensor<8xbf16>) -> tensor<?x8x?x?xbf16>
  %1 = "nn.batch_norm"(%y, %f, %g, %g, %f) : (tensor<?x?xf32>, tensor<?xf32>, tensor<5xf32>, tensor<5xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  %2 = "nn.batch_norm"(%y, %f, %f, %f, %f) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  return %0, %1, %2 : tensor<?x8x?x?xbf16>, tensor<?x?xf32>, tensor<?x?xf32>
}
