// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | nn-opt --split-input-file | FileCheck %s

// Round trip of the reductions added beside nn.reduce_sum: reduce_mean,
// reduce_max, reduce_min, reduce_prod (the reduce_sum rule: the reduced axes
// are removed, or kept with size 1 under keepdims; empty axes reduce all) and
// argmax, argmin (one axis, kept by default as in ONNX, i64 indices). The
// result types are worked out by hand; the verifier accepts them only when
// its shape rule agrees.

// CHECK-LABEL: func.func @reduce_mean(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT:    %[[ALL:.*]] = "nn.reduce_mean"(%[[X]]) : (tensor<2x3x4xf32>) -> tensor<f32>
// CHECK-NEXT:    %[[ONE:.*]] = "nn.reduce_mean"(%[[X]]) {axes = array<i64: 1>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[KEPT:.*]] = "nn.reduce_mean"(%[[X]]) {axes = array<i64: 0, -1>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
// CHECK-NEXT:    %[[ALL_KEPT:.*]] = "nn.reduce_mean"(%[[X]]) {axes = array<i64>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<1x1x1xf32>
// CHECK-NEXT:    %[[SPELLED:.*]] = "nn.reduce_mean"(%[[X]]) {axes = array<i64: -2>, keepdims = false} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    return %[[ALL]], %[[ONE]], %[[KEPT]], %[[ALL_KEPT]], %[[SPELLED]]
func.func @reduce_mean(%x: tensor<2x3x4xf32>) -> (tensor<f32>, tensor<2x4xf32>, tensor<1x3x1xf32>, tensor<1x1x1xf32>, tensor<2x4xf32>) {
  %0 = "nn.reduce_mean"(%x) : (tensor<2x3x4xf32>) -> tensor<f32>
  %1 = "nn.reduce_mean"(%x) {axes = array<i64: 1>} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  %2 = "nn.reduce_mean"(%x) {axes = array<i64: 0, -1>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
  %3 = "nn.reduce_mean"(%x) {axes = array<i64>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<1x1x1xf32>
  %4 = "nn.reduce_mean"(%x) {axes = array<i64: -2>, keepdims = false} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
  return %0, %1, %2, %3, %4 : tensor<f32>, tensor<2x4xf32>, tensor<1x3x1xf32>, tensor<1x1x1xf32>, tensor<2x4xf32>
}

// -----

// reduce_mean takes every float type; a dynamic dimension survives when it
// is not reduced and disappears when it is.
// CHECK-LABEL: func.func @reduce_mean_element_types(
// CHECK-SAME:    %[[F16:.*]]: tensor<?x8xf16>, %[[BF16:.*]]: tensor<4x?xbf16>, %[[F64:.*]]: tensor<?x5xf64>)
// CHECK-NEXT:    %[[A:.*]] = "nn.reduce_mean"(%[[F16]]) {axes = array<i64: 1>} : (tensor<?x8xf16>) -> tensor<?xf16>
// CHECK-NEXT:    %[[B:.*]] = "nn.reduce_mean"(%[[BF16]]) {axes = array<i64: 1>, keepdims = true} : (tensor<4x?xbf16>) -> tensor<4x1xbf16>
// CHECK-NEXT:    %[[C:.*]] = "nn.reduce_mean"(%[[F64]]) {axes = array<i64: 0>} : (tensor<?x5xf64>) -> tensor<5xf64>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]]
func.func @reduce_mean_element_types(%a: tensor<?x8xf16>, %b: tensor<4x?xbf16>, %c: tensor<?x5xf64>) -> (tensor<?xf16>, tensor<4x1xbf16>, tensor<5xf64>) {
  %0 = "nn.reduce_mean"(%a) {axes = array<i64: 1>} : (tensor<?x8xf16>) -> tensor<?xf16>
  %1 = "nn.reduce_mean"(%b) {axes = array<i64: 1>, keepdims = true} : (tensor<4x?xbf16>) -> tensor<4x1xbf16>
  %2 = "nn.reduce_mean"(%c) {axes = array<i64: 0>} : (tensor<?x5xf64>) -> tensor<5xf64>
  return %0, %1, %2 : tensor<?xf16>, tensor<4x1xbf16>, tensor<5xf64>
}

// -----

// reduce_max, reduce_min and reduce_prod take integers and floats.
// CHECK-LABEL: func.func @reduce_max_min_prod(
// CHECK-SAME:    %[[X:.*]]: tensor<?x3x4xi32>, %[[I8:.*]]: tensor<2x3xi8>, %[[I64:.*]]: tensor<2x3x4xi64>, %[[F16:.*]]: tensor<2x?xf16>)
// CHECK-NEXT:    %[[MAX:.*]] = "nn.reduce_max"(%[[X]]) {axes = array<i64: 1>} : (tensor<?x3x4xi32>) -> tensor<?x4xi32>
// CHECK-NEXT:    %[[MIN:.*]] = "nn.reduce_min"(%[[X]]) {axes = array<i64: -1>, keepdims = true} : (tensor<?x3x4xi32>) -> tensor<?x3x1xi32>
// CHECK-NEXT:    %[[PROD:.*]] = "nn.reduce_prod"(%[[X]]) {axes = array<i64: 0>} : (tensor<?x3x4xi32>) -> tensor<3x4xi32>
// CHECK-NEXT:    %[[MAX_ALL:.*]] = "nn.reduce_max"(%[[I8]]) : (tensor<2x3xi8>) -> tensor<i8>
// CHECK-NEXT:    %[[PROD_ALL:.*]] = "nn.reduce_prod"(%[[I64]]) {axes = array<i64>, keepdims = true} : (tensor<2x3x4xi64>) -> tensor<1x1x1xi64>
// CHECK-NEXT:    %[[MIN_F16:.*]] = "nn.reduce_min"(%[[F16]]) {axes = array<i64: 0, 1>, keepdims = false} : (tensor<2x?xf16>) -> tensor<f16>
// CHECK-NEXT:    %[[MAX_F16:.*]] = "nn.reduce_max"(%[[F16]]) {axes = array<i64: -2>, keepdims = true} : (tensor<2x?xf16>) -> tensor<1x?xf16>
// CHECK-NEXT:    return %[[MAX]], %[[MIN]], %[[PROD]], %[[MAX_ALL]], %[[PROD_ALL]], %[[MIN_F16]], %[[MAX_F16]]
func.func @reduce_max_min_prod(%x: tensor<?x3x4xi32>, %i8: tensor<2x3xi8>, %i64: tensor<2x3x4xi64>, %f16: tensor<2x?xf16>) -> (tensor<?x4xi32>, tensor<?x3x1xi32>, tensor<3x4xi32>, tensor<i8>, tensor<1x1x1xi64>, tensor<f16>, tensor<1x?xf16>) {
  %0 = "nn.reduce_max"(%x) {axes = array<i64: 1>} : (tensor<?x3x4xi32>) -> tensor<?x4xi32>
  %1 = "nn.reduce_min"(%x) {axes = array<i64: -1>, keepdims = true} : (tensor<?x3x4xi32>) -> tensor<?x3x1xi32>
  %2 = "nn.reduce_prod"(%x) {axes = array<i64: 0>} : (tensor<?x3x4xi32>) -> tensor<3x4xi32>
  %3 = "nn.reduce_max"(%i8) : (tensor<2x3xi8>) -> tensor<i8>
  %4 = "nn.reduce_prod"(%i64) {axes = array<i64>, keepdims = true} : (tensor<2x3x4xi64>) -> tensor<1x1x1xi64>
  %5 = "nn.reduce_min"(%f16) {axes = array<i64: 0, 1>, keepdims = false} : (tensor<2x?xf16>) -> tensor<f16>
  %6 = "nn.reduce_max"(%f16) {axes = array<i64: -2>, keepdims = true} : (tensor<2x?xf16>) -> tensor<1x?xf16>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<?x4xi32>, tensor<?x3x1xi32>, tensor<3x4xi32>, tensor<i8>, tensor<1x1x1xi64>, tensor<f16>, tensor<1x?xf16>
}

// -----

// argmax keeps the reduced axis by default (ONNX: axis 0, keepdims 1) and
// returns i64 indices; a negative axis counts from the end.
// CHECK-LABEL: func.func @argmax(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT:    %[[DEFAULT:.*]] = "nn.argmax"(%[[X]]) : (tensor<2x3x4xf32>) -> tensor<1x3x4xi64>
// CHECK-NEXT:    %[[AXIS1:.*]] = "nn.argmax"(%[[X]]) {axis = 1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x1x4xi64>
// CHECK-NEXT:    %[[DROPPED:.*]] = "nn.argmax"(%[[X]]) {axis = 1 : i64, keepdims = false} : (tensor<2x3x4xf32>) -> tensor<2x4xi64>
// CHECK-NEXT:    %[[LAST:.*]] = "nn.argmax"(%[[X]]) {axis = -1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x1xi64>
// CHECK-NEXT:    %[[LAST_DROPPED:.*]] = "nn.argmax"(%[[X]]) {axis = -1 : i64, keepdims = false} : (tensor<2x3x4xf32>) -> tensor<2x3xi64>
// CHECK-NEXT:    %[[SPELLED:.*]] = "nn.argmax"(%[[X]]) {axis = -3 : i64, keepdims = true, select_last_index = false} : (tensor<2x3x4xf32>) -> tensor<1x3x4xi64>
// CHECK-NEXT:    return %[[DEFAULT]], %[[AXIS1]], %[[DROPPED]], %[[LAST]], %[[LAST_DROPPED]], %[[SPELLED]]
func.func @argmax(%x: tensor<2x3x4xf32>) -> (tensor<1x3x4xi64>, tensor<2x1x4xi64>, tensor<2x4xi64>, tensor<2x3x1xi64>, tensor<2x3xi64>, tensor<1x3x4xi64>) {
  %0 = "nn.argmax"(%x) : (tensor<2x3x4xf32>) -> tensor<1x3x4xi64>
  %1 = "nn.argmax"(%x) {axis = 1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x1x4xi64>
  %2 = "nn.argmax"(%x) {axis = 1 : i64, keepdims = false} : (tensor<2x3x4xf32>) -> tensor<2x4xi64>
  %3 = "nn.argmax"(%x) {axis = -1 : i64} : (tensor<2x3x4xf32>) -> tensor<2x3x1xi64>
  %4 = "nn.argmax"(%x) {axis = -1 : i64, keepdims = false} : (tensor<2x3x4xf32>) -> tensor<2x3xi64>
  %5 = "nn.argmax"(%x) {axis = -3 : i64, keepdims = true, select_last_index = false} : (tensor<2x3x4xf32>) -> tensor<1x3x4xi64>
  return %0, %1, %2, %3, %4, %5 : tensor<1x3x4xi64>, tensor<2x1x4xi64>, tensor<2x4xi64>, tensor<2x3x1xi64>, tensor<2x3xi64>, tensor<1x3x4xi64>
}

// -----

// argmin likewise; integer inputs, dynamic sizes on and off the axis and any
// integer width for the axis.
// CHECK-LABEL: func.func @argmin(
// CHECK-SAME:    %[[X:.*]]: tensor<?x7xbf16>, %[[I8:.*]]: tensor<5xi8>, %[[I32:.*]]: tensor<4x?x6xi32>)
// CHECK-NEXT:    %[[A:.*]] = "nn.argmin"(%[[X]]) {axis = 1 : i64} : (tensor<?x7xbf16>) -> tensor<?x1xi64>
// CHECK-NEXT:    %[[B:.*]] = "nn.argmin"(%[[X]]) {axis = 1 : i64, keepdims = false, select_last_index = true} : (tensor<?x7xbf16>) -> tensor<?xi64>
// CHECK-NEXT:    %[[C:.*]] = "nn.argmin"(%[[I8]]) {keepdims = false} : (tensor<5xi8>) -> tensor<i64>
// CHECK-NEXT:    %[[D:.*]] = "nn.argmin"(%[[I32]]) {axis = -2 : i32, keepdims = false} : (tensor<4x?x6xi32>) -> tensor<4x6xi64>
// CHECK-NEXT:    %[[E:.*]] = "nn.argmax"(%[[I32]]) {axis = 2 : i8} : (tensor<4x?x6xi32>) -> tensor<4x?x1xi64>
// CHECK-NEXT:    %[[F:.*]] = "nn.argmin"(%[[X]]) : (tensor<?x7xbf16>) -> tensor<1x7xi64>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]]
func.func @argmin(%x: tensor<?x7xbf16>, %i8: tensor<5xi8>, %i32: tensor<4x?x6xi32>) -> (tensor<?x1xi64>, tensor<?xi64>, tensor<i64>, tensor<4x6xi64>, tensor<4x?x1xi64>, tensor<1x7xi64>) {
  %0 = "nn.argmin"(%x) {axis = 1 : i64} : (tensor<?x7xbf16>) -> tensor<?x1xi64>
  %1 = "nn.argmin"(%x) {axis = 1 : i64, keepdims = false, select_last_index = true} : (tensor<?x7xbf16>) -> tensor<?xi64>
  %2 = "nn.argmin"(%i8) {keepdims = false} : (tensor<5xi8>) -> tensor<i64>
  %3 = "nn.argmin"(%i32) {axis = -2 : i32, keepdims = false} : (tensor<4x?x6xi32>) -> tensor<4x6xi64>
  %4 = "nn.argmax"(%i32) {axis = 2 : i8} : (tensor<4x?x6xi32>) -> tensor<4x?x1xi64>
  %5 = "nn.argmin"(%x) : (tensor<?x7xbf16>) -> tensor<1x7xi64>
  return %0, %1, %2, %3, %4, %5 : tensor<?x1xi64>, tensor<?xi64>, tensor<i64>, tensor<4x6xi64>, tensor<4x?x1xi64>, tensor<1x7xi64>
}
