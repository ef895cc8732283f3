// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | nn-opt --split-input-file | FileCheck %s

// Round trip of i16 and unsigned tensors (MLIR's ui8 ... ui64) through ops
// that take them, and of nn.mod and nn.bit_shift.

// CHECK-LABEL: func.func @unsigned(
// CHECK-SAME:    %[[A:.*]]: tensor<4xui8>, %[[B:.*]]: tensor<2x4xui8>, %[[C:.*]]: tensor<4xi16>)
// CHECK-NEXT:    %[[MAX:.*]] = "nn.maximum"(%[[A]], %[[B]]) : (tensor<4xui8>, tensor<2x4xui8>) -> tensor<2x4xui8>
// CHECK-NEXT:    %[[LESS:.*]] = "nn.less"(%[[A]], %[[MAX]]) : (tensor<4xui8>, tensor<2x4xui8>) -> tensor<2x4xi1>
// CHECK-NEXT:    %[[CAST:.*]] = "nn.cast"(%[[MAX]]) : (tensor<2x4xui8>) -> tensor<2x4xui64>
// CHECK-NEXT:    %[[NEG:.*]] = "nn.neg"(%[[C]]) : (tensor<4xi16>) -> tensor<4xi16>
func.func @unsigned(%a: tensor<4xui8>, %b: tensor<2x4xui8>, %c: tensor<4xi16>) -> (tensor<2x4xi1>, tensor<2x4xui64>, tensor<4xi16>) {
  %0 = "nn.maximum"(%a, %b) : (tensor<4xui8>, tensor<2x4xui8>) -> tensor<2x4xui8>
  %1 = "nn.less"(%a, %0) : (tensor<4xui8>, tensor<2x4xui8>) -> tensor<2x4xi1>
  %2 = "nn.cast"(%0) : (tensor<2x4xui8>) -> tensor<2x4xui64>
  %3 = "nn.neg"(%c) : (tensor<4xi16>) -> tensor<4xi16>
  return %1, %2, %3 : tensor<2x4xi1>, tensor<2x4xui64>, tensor<4xi16>
}

// -----

// CHECK-LABEL: func.func @mod_and_shift(
// CHECK:         "nn.mod"(%{{.*}}, %{{.*}}) : (tensor<3x4xi32>, tensor<4xi32>) -> tensor<3x4xi32>
// CHECK:         "nn.mod"(%{{.*}}, %{{.*}}) {fmod = true} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK:         "nn.bit_shift"(%{{.*}}, %{{.*}}) {direction = "LEFT"} : (tensor<4xui32>, tensor<1xui32>) -> tensor<4xui32>
func.func @mod_and_shift(%a: tensor<3x4xi32>, %b: tensor<4xi32>, %f: tensor<4xf32>, %u: tensor<4xui32>, %s: tensor<1xui32>) -> (tensor<3x4xi32>, tensor<4xf32>, tensor<4xui32>) {
  %0 = "nn.mod"(%a, %b) : (tensor<3x4xi32>, tensor<4xi32>) -> tensor<3x4xi32>
  %1 = "nn.mod"(%f, %f) {fmod = true} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = "nn.bit_shift"(%u, %s) {direction = "LEFT"} : (tensor<4xui32>, tensor<1xui32>) -> tensor<4xui32>
  return %0, %1, %2 : tensor<3x4xi32>, tensor<4xf32>, tensor<4xui32>
}
