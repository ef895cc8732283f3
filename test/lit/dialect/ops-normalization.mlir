// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | nn-opt --split-input-file | FileCheck %s

// Round trip of the normalisation ops added beside nn.softmax: log_softmax
// (the softmax rule), layer_norm and rms_norm (the input's type; scale and
// bias have the input's shape from `axis` on). Defaults omitted and spelled
// out, several float types, dynamic sizes.

// CHECK-LABEL: func.func @log_softmax(
// CHECK-SAME:    %[[X:.*]]: tensor<2x?xf32>, %[[F16:.*]]: tensor<4x8x16xf16>, %[[F64:.*]]: tensor<3xf64>)
// CHECK-NEXT:    %[[A:.*]] = "nn.log_softmax"(%[[X]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[B:.*]] = "nn.log_softmax"(%[[X]]) {axis = 0 : i64} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[C:.*]] = "nn.log_softmax"(%[[F16]]) {axis = -2 : i64} : (tensor<4x8x16xf16>) -> tensor<4x8x16xf16>
// CHECK-NEXT:    %[[D:.*]] = "nn.log_softmax"(%[[F64]]) {axis = -1 : i64} : (tensor<3xf64>) -> tensor<3xf64>
// CHECK-NEXT:    %[[E:.*]] = "nn.softmax"(%[[A]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    return %[[E]], %[[B]], %[[C]], %[[D]]
func.func @log_softmax(%x: tensor<2x?xf32>, %f16: tensor<4x8x16xf16>, %f64: tensor<3xf64>) -> (tensor<2x?xf32>, tensor<2x?xf32>, tensor<4x8x16xf16>, tensor<3xf64>) {
  %0 = "nn.log_softmax"(%x) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = "nn.log_softmax"(%x) {axis = 0 : i64} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %2 = "nn.log_softmax"(%f16) {axis = -2 : i64} : (tensor<4x8x16xf16>) -> tensor<4x8x16xf16>
  %3 = "nn.log_softmax"(%f64) {axis = -1 : i64} : (tensor<3xf64>) -> tensor<3xf64>
  %4 = "nn.softmax"(%0) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  return %4, %1, %2, %3 : tensor<2x?xf32>, tensor<2x?xf32>, tensor<4x8x16xf16>, tensor<3xf64>
}

// -----

// By default layer_norm normalises the last dimension: scale and bias are
// [C]. With axis -2 (or 1) it normalises the last two: scale and bias are
// [T, C]; with axis 0 everything.
// CHECK-LABEL: func.func @layer_norm(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3x4xf32>, %[[S1:.*]]: tensor<4xf32>, %[[B1:.*]]: tensor<4xf32>, %[[S2:.*]]: tensor<3x4xf32>, %[[B2:.*]]: tensor<3x4xf32>, %[[S3:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT:    %[[A:.*]] = "nn.layer_norm"(%[[X]], %[[S1]], %[[B1]]) : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[B:.*]] = "nn.layer_norm"(%[[A]], %[[S1]], %[[B1]]) {axis = -1 : i64, epsilon = 9.99999974E-6 : f32} : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[C:.*]] = "nn.layer_norm"(%[[B]], %[[S2]], %[[B2]]) {axis = -2 : i64} : (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[D:.*]] = "nn.layer_norm"(%[[C]], %[[S2]], %[[B2]]) {axis = 1 : i64, epsilon = 1.000000e-03 : f32} : (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[E:.*]] = "nn.layer_norm"(%[[D]], %[[S3]], %[[S3]]) {axis = 0 : i64, epsilon = 0.000000e+00 : f32} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    return %[[E]]
func.func @layer_norm(%x: tensor<2x3x4xf32>, %s1: tensor<4xf32>, %b1: tensor<4xf32>, %s2: tensor<3x4xf32>, %b2: tensor<3x4xf32>, %s3: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "nn.layer_norm"(%x, %s1, %b1) : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
  %1 = "nn.layer_norm"(%0, %s1, %b1) {axis = -1 : i64, epsilon = 1.0e-05 : f32} : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
  %2 = "nn.layer_norm"(%1, %s2, %b2) {axis = -2 : i64} : (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  %3 = "nn.layer_norm"(%2, %s2, %b2) {axis = 1 : i64, epsilon = 1.0e-03 : f32} : (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  %4 = "nn.layer_norm"(%3, %s3, %s3) {axis = 0 : i64, epsilon = 0.0 : f32} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %4 : tensor<2x3x4xf32>
}

// -----

// Dynamic sizes: in front of the axis they are free; in the normalised part
// a dynamic size on either side matches anything.
// CHECK-LABEL: func.func @layer_norm_dynamic(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?x768xbf16>, %[[S:.*]]: tensor<768xbf16>, %[[Y:.*]]: tensor<8x?x64xf16>, %[[S2:.*]]: tensor<16x?xf16>, %[[B2:.*]]: tensor<?x64xf16>)
// CHECK-NEXT:    %[[A:.*]] = "nn.layer_norm"(%[[X]], %[[S]], %[[S]]) {epsilon = 9.9999999999999998E-13 : f64} : (tensor<?x?x768xbf16>, tensor<768xbf16>, tensor<768xbf16>) -> tensor<?x?x768xbf16>
// CHECK-NEXT:    %[[B:.*]] = "nn.layer_norm"(%[[Y]], %[[S2]], %[[B2]]) {axis = -2 : i64} : (tensor<8x?x64xf16>, tensor<16x?xf16>, tensor<?x64xf16>) -> tensor<8x?x64xf16>
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @layer_norm_dynamic(%x: tensor<?x?x768xbf16>, %s: tensor<768xbf16>, %y: tensor<8x?x64xf16>, %s2: tensor<16x?xf16>, %b2: tensor<?x64xf16>) -> (tensor<?x?x768xbf16>, tensor<8x?x64xf16>) {
  %0 = "nn.layer_norm"(%x, %s, %s) {epsilon = 1.0e-12 : f64} : (tensor<?x?x768xbf16>, tensor<768xbf16>, tensor<768xbf16>) -> tensor<?x?x768xbf16>
  %1 = "nn.layer_norm"(%y, %s2, %b2) {axis = -2 : i64} : (tensor<8x?x64xf16>, tensor<16x?xf16>, tensor<?x64xf16>) -> tensor<8x?x64xf16>
  return %0, %1 : tensor<?x?x768xbf16>, tensor<8x?x64xf16>
}

// -----

// rms_norm: scale has the normalised shape; no bias.
// CHECK-LABEL: func.func @rms_norm(
// CHECK-SAME:    %[[X:.*]]: tensor<2x?x4xf32>, %[[S1:.*]]: tensor<4xf32>, %[[S2:.*]]: tensor<5x4xf32>, %[[H:.*]]: tensor<?x4096xbf16>, %[[HS:.*]]: tensor<4096xbf16>, %[[D:.*]]: tensor<3xf64>)
// CHECK-NEXT:    %[[A:.*]] = "nn.rms_norm"(%[[X]], %[[S1]]) : (tensor<2x?x4xf32>, tensor<4xf32>) -> tensor<2x?x4xf32>
// CHECK-NEXT:    %[[B:.*]] = "nn.rms_norm"(%[[A]], %[[S1]]) {axis = -1 : i64, epsilon = 9.99999997E-7 : f32} : (tensor<2x?x4xf32>, tensor<4xf32>) -> tensor<2x?x4xf32>
// CHECK-NEXT:    %[[C:.*]] = "nn.rms_norm"(%[[B]], %[[S2]]) {axis = 1 : i64} : (tensor<2x?x4xf32>, tensor<5x4xf32>) -> tensor<2x?x4xf32>
// CHECK-NEXT:    %[[E:.*]] = "nn.rms_norm"(%[[H]], %[[HS]]) {epsilon = 9.99999974E-6 : f32} : (tensor<?x4096xbf16>, tensor<4096xbf16>) -> tensor<?x4096xbf16>
// CHECK-NEXT:    %[[F:.*]] = "nn.rms_norm"(%[[D]], %[[D]]) {axis = 0 : i64} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
// CHECK-NEXT:    return %[[C]], %[[E]], %[[F]]
func.func @rms_norm(%x: tensor<2x?x4xf32>, %s1: tensor<4xf32>, %s2: tensor<5x4xf32>, %h: tensor<?x4096xbf16>, %hs: tensor<4096xbf16>, %d: tensor<3xf64>) -> (tensor<2x?x4xf32>, tensor<?x4096xbf16>, tensor<3xf64>) {
  %0 = "nn.rms_norm"(%x, %s1) : (tensor<2x?x4xf32>, tensor<4xf32>) -> tensor<2x?x4xf32>
  %1 = "nn.rms_norm"(%0, %s1) {axis = -1 : i64, epsilon = 1.0e-06 : f32} : (tensor<2x?x4xf32>, tensor<4xf32>) -> tensor<2x?x4xf32>
  %2 = "nn.rms_norm"(%1, %s2) {axis = 1 : i64} : (tensor<2x?x4xf32>, tensor<5x4xf32>) -> tensor<2x?x4xf32>
  %3 = "nn.rms_norm"(%h, %hs) {epsilon = 1.0e-05 : f32} : (tensor<?x4096xbf16>, tensor<4096xbf16>) -> tensor<?x4096xbf16>
  %4 = "nn.rms_norm"(%d, %d) {axis = 0 : i64} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  return %2, %3, %4 : tensor<2x?x4xf32>, tensor<?x4096xbf16>, tensor<3xf64>
}
