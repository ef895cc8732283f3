// RUN: nn-opt %s | FileCheck %s
// RUN: nn-opt %s | nn-opt | FileCheck %s

// The scans and sorts and the inverse trigonometric ops parse, verify and
// print back; dynamic dims pass through, and top_k's axis becomes k.

// CHECK-LABEL: func.func @cumsum
// CHECK:         %[[S:.*]] = "nn.cumsum"(%{{.*}}) {axis = -1 : i64, exclusive = true, reverse = true} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK:         "nn.cumsum"(%{{.*}}) : (tensor<4xi32>) -> tensor<4xi32>
func.func @cumsum(%a: tensor<2x?xf32>, %b: tensor<4xi32>) -> (tensor<2x?xf32>, tensor<4xi32>) {
  %0 = "nn.cumsum"(%a) {axis = -1 : i64, exclusive = true, reverse = true} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = "nn.cumsum"(%b) : (tensor<4xi32>) -> tensor<4xi32>
  return %0, %1 : tensor<2x?xf32>, tensor<4xi32>
}

// CHECK-LABEL: func.func @top_k
// CHECK:         %[[T:.*]]:2 = "nn.top_k"(%{{.*}}) {axis = 0 : i64, k = 3 : i64, largest = false} : (tensor<?x5xbf16>) -> (tensor<3x5xbf16>, tensor<3x5xi64>)
// CHECK:         "nn.top_k"(%{{.*}}) {k = 0 : i64} : (tensor<4x5xi8>) -> (tensor<4x0xi8>, tensor<4x0xi64>)
func.func @top_k(%a: tensor<?x5xbf16>, %b: tensor<4x5xi8>) -> (tensor<3x5xbf16>, tensor<3x5xi64>, tensor<4x0xi8>) {
  %0:2 = "nn.top_k"(%a) {axis = 0 : i64, k = 3 : i64, largest = false} : (tensor<?x5xbf16>) -> (tensor<3x5xbf16>, tensor<3x5xi64>)
  %1:2 = "nn.top_k"(%b) {k = 0 : i64} : (tensor<4x5xi8>) -> (tensor<4x0xi8>, tensor<4x0xi64>)
  return %0#0, %0#1, %1#0 : tensor<3x5xbf16>, tensor<3x5xi64>, tensor<4x0xi8>
}

// CHECK-LABEL: func.func @inverse_trigonometry
// CHECK:         %[[A:.*]] = "nn.asin"(%{{.*}}) : (tensor<3xf16>) -> tensor<3xf16>
// CHECK-NEXT:    %[[B:.*]] = "nn.acos"(%[[A]]) : (tensor<3xf16>) -> tensor<3xf16>
// CHECK-NEXT:    "nn.atan"(%[[B]]) : (tensor<3xf16>) -> tensor<3xf16>
func.func @inverse_trigonometry(%a: tensor<3xf16>) -> tensor<3xf16> {
  %0 = "nn.asin"(%a) : (tensor<3xf16>) -> tensor<3xf16>
  %1 = "nn.acos"(%0) : (tensor<3xf16>) -> tensor<3xf16>
  %2 = "nn.atan"(%1) : (tensor<3xf16>) -> tensor<3xf16>
  return %2 : tensor<3xf16>
}
