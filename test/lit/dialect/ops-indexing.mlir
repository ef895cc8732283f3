// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | nn-opt --split-input-file | FileCheck %s

// Round trips of the indexing ops: gather_elements, scatter_elements,
// gather_nd, scatter_nd and one_hot. The verifier accepts only the result
// types of each op's shape rule, so the types written here pin the rules
// down (worked out by hand from the ONNX definitions).

// gather_elements: the result has the indices' shape; along the axis the
// indices may be longer than the data, elsewhere shorter; dynamic sizes
// are left to run time.
// CHECK-LABEL: func.func @gather_elements(
// CHECK-SAME:    %[[X:.*]]: tensor<3x4xf32>, %[[I:.*]]: tensor<2x7xi64>, %[[J:.*]]: tensor<5x4xi32>, %[[D:.*]]: tensor<?x4xi64>)
// CHECK-NEXT:    %[[A:.*]] = "nn.gather_elements"(%[[X]], %[[I]]) {axis = 1 : i64} : (tensor<3x4xf32>, tensor<2x7xi64>) -> tensor<2x7xf32>
// CHECK-NEXT:    %[[B:.*]] = "nn.gather_elements"(%[[X]], %[[J]]) : (tensor<3x4xf32>, tensor<5x4xi32>) -> tensor<5x4xf32>
// CHECK-NEXT:    %[[C:.*]] = "nn.gather_elements"(%[[X]], %[[D]]) {axis = -1 : i64} : (tensor<3x4xf32>, tensor<?x4xi64>) -> tensor<?x4xf32>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]]
func.func @gather_elements(%x: tensor<3x4xf32>, %i: tensor<2x7xi64>, %j: tensor<5x4xi32>, %d: tensor<?x4xi64>) -> (tensor<2x7xf32>, tensor<5x4xf32>, tensor<?x4xf32>) {
  %0 = "nn.gather_elements"(%x, %i) {axis = 1 : i64} : (tensor<3x4xf32>, tensor<2x7xi64>) -> tensor<2x7xf32>
  %1 = "nn.gather_elements"(%x, %j) : (tensor<3x4xf32>, tensor<5x4xi32>) -> tensor<5x4xf32>
  %2 = "nn.gather_elements"(%x, %d) {axis = -1 : i64} : (tensor<3x4xf32>, tensor<?x4xi64>) -> tensor<?x4xf32>
  return %0, %1, %2 : tensor<2x7xf32>, tensor<5x4xf32>, tensor<?x4xf32>
}

// -----

// scatter_elements: the result has the data's type; every reduction.
// CHECK-LABEL: func.func @scatter_elements(
// CHECK-SAME:    %[[X:.*]]: tensor<3x4xi32>, %[[I:.*]]: tensor<2x6xi64>, %[[U:.*]]: tensor<2x6xi32>)
// CHECK-NEXT:    %[[A:.*]] = "nn.scatter_elements"(%[[X]], %[[I]], %[[U]]) {axis = 1 : i64} : (tensor<3x4xi32>, tensor<2x6xi64>, tensor<2x6xi32>) -> tensor<3x4xi32>
// CHECK-NEXT:    %[[B:.*]] = "nn.scatter_elements"(%[[A]], %[[I]], %[[U]]) {axis = -1 : i64, reduction = "add"} : (tensor<3x4xi32>, tensor<2x6xi64>, tensor<2x6xi32>) -> tensor<3x4xi32>
// CHECK-NEXT:    %[[C:.*]] = "nn.scatter_elements"(%[[B]], %[[I]], %[[U]]) {axis = 1 : i64, reduction = "mul"} : (tensor<3x4xi32>, tensor<2x6xi64>, tensor<2x6xi32>) -> tensor<3x4xi32>
// CHECK-NEXT:    %[[D:.*]] = "nn.scatter_elements"(%[[C]], %[[I]], %[[U]]) {axis = 1 : i64, reduction = "max"} : (tensor<3x4xi32>, tensor<2x6xi64>, tensor<2x6xi32>) -> tensor<3x4xi32>
// CHECK-NEXT:    %[[E:.*]] = "nn.scatter_elements"(%[[D]], %[[I]], %[[U]]) {axis = 1 : i64, reduction = "min"} : (tensor<3x4xi32>, tensor<2x6xi64>, tensor<2x6xi32>) -> tensor<3x4xi32>
// CHECK-NEXT:    return %[[E]]
func.func @scatter_elements(%x: tensor<3x4xi32>, %i: tensor<2x6xi64>, %u: tensor<2x6xi32>) -> tensor<3x4xi32> {
  %0 = "nn.scatter_elements"(%x, %i, %u) {axis = 1 : i64} : (tensor<3x4xi32>, tensor<2x6xi64>, tensor<2x6xi32>) -> tensor<3x4xi32>
  %1 = "nn.scatter_elements"(%0, %i, %u) {axis = -1 : i64, reduction = "add"} : (tensor<3x4xi32>, tensor<2x6xi64>, tensor<2x6xi32>) -> tensor<3x4xi32>
  %2 = "nn.scatter_elements"(%1, %i, %u) {axis = 1 : i64, reduction = "mul"} : (tensor<3x4xi32>, tensor<2x6xi64>, tensor<2x6xi32>) -> tensor<3x4xi32>
  %3 = "nn.scatter_elements"(%2, %i, %u) {axis = 1 : i64, reduction = "max"} : (tensor<3x4xi32>, tensor<2x6xi64>, tensor<2x6xi32>) -> tensor<3x4xi32>
  %4 = "nn.scatter_elements"(%3, %i, %u) {axis = 1 : i64, reduction = "min"} : (tensor<3x4xi32>, tensor<2x6xi64>, tensor<2x6xi32>) -> tensor<3x4xi32>
  return %4 : tensor<3x4xi32>
}

// -----

// gather_nd: indices.shape[:-1] + data.shape[batch_dims + k:]; k = 3 of a
// rank-3 data gives elements, batch_dims 1 shares the first dimension.
// CHECK-LABEL: func.func @gather_nd(
// CHECK-SAME:    %[[X:.*]]: tensor<4x3x5xf16>, %[[I:.*]]: tensor<2x6x2xi64>, %[[J:.*]]: tensor<7x3xi32>, %[[K:.*]]: tensor<4x1xi64>)
// CHECK-NEXT:    %[[A:.*]] = "nn.gather_nd"(%[[X]], %[[I]]) : (tensor<4x3x5xf16>, tensor<2x6x2xi64>) -> tensor<2x6x5xf16>
// CHECK-NEXT:    %[[B:.*]] = "nn.gather_nd"(%[[X]], %[[J]]) {batch_dims = 0 : i64} : (tensor<4x3x5xf16>, tensor<7x3xi32>) -> tensor<7xf16>
// CHECK-NEXT:    %[[C:.*]] = "nn.gather_nd"(%[[X]], %[[K]]) {batch_dims = 1 : i64} : (tensor<4x3x5xf16>, tensor<4x1xi64>) -> tensor<4x5xf16>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]]
func.func @gather_nd(%x: tensor<4x3x5xf16>, %i: tensor<2x6x2xi64>, %j: tensor<7x3xi32>, %k: tensor<4x1xi64>) -> (tensor<2x6x5xf16>, tensor<7xf16>, tensor<4x5xf16>) {
  %0 = "nn.gather_nd"(%x, %i) : (tensor<4x3x5xf16>, tensor<2x6x2xi64>) -> tensor<2x6x5xf16>
  %1 = "nn.gather_nd"(%x, %j) {batch_dims = 0 : i64} : (tensor<4x3x5xf16>, tensor<7x3xi32>) -> tensor<7xf16>
  %2 = "nn.gather_nd"(%x, %k) {batch_dims = 1 : i64} : (tensor<4x3x5xf16>, tensor<4x1xi64>) -> tensor<4x5xf16>
  return %0, %1, %2 : tensor<2x6x5xf16>, tensor<7xf16>, tensor<4x5xf16>
}

// -----

// scatter_nd: updates are indices.shape[:-1] + data.shape[k:].
// CHECK-LABEL: func.func @scatter_nd(
// CHECK-SAME:    %[[X:.*]]: tensor<4x4x4xf32>, %[[I:.*]]: tensor<2x1xi64>, %[[U:.*]]: tensor<2x4x4xf32>, %[[J:.*]]: tensor<5x3xi32>, %[[V:.*]]: tensor<5xf32>)
// CHECK-NEXT:    %[[A:.*]] = "nn.scatter_nd"(%[[X]], %[[I]], %[[U]]) : (tensor<4x4x4xf32>, tensor<2x1xi64>, tensor<2x4x4xf32>) -> tensor<4x4x4xf32>
// CHECK-NEXT:    %[[B:.*]] = "nn.scatter_nd"(%[[A]], %[[J]], %[[V]]) {reduction = "add"} : (tensor<4x4x4xf32>, tensor<5x3xi32>, tensor<5xf32>) -> tensor<4x4x4xf32>
// CHECK-NEXT:    return %[[B]]
func.func @scatter_nd(%x: tensor<4x4x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4x4xf32>, %j: tensor<5x3xi32>, %v: tensor<5xf32>) -> tensor<4x4x4xf32> {
  %0 = "nn.scatter_nd"(%x, %i, %u) : (tensor<4x4x4xf32>, tensor<2x1xi64>, tensor<2x4x4xf32>) -> tensor<4x4x4xf32>
  %1 = "nn.scatter_nd"(%0, %j, %v) {reduction = "add"} : (tensor<4x4x4xf32>, tensor<5x3xi32>, tensor<5xf32>) -> tensor<4x4x4xf32>
  return %1 : tensor<4x4x4xf32>
}

// -----

// one_hot: `depth` inserted at `axis` (default -1, the end); the result
// takes the values' element type, the indices may be floats.
// CHECK-LABEL: func.func @one_hot(
// CHECK-SAME:    %[[I:.*]]: tensor<2x3xi64>, %[[F:.*]]: tensor<4xf32>, %[[V:.*]]: tensor<2xi1>)
// CHECK-NEXT:    %[[A:.*]] = "nn.one_hot"(%[[I]], %[[V]]) {depth = 5 : i64} : (tensor<2x3xi64>, tensor<2xi1>) -> tensor<2x3x5xi1>
// CHECK-NEXT:    %[[B:.*]] = "nn.one_hot"(%[[I]], %[[V]]) {axis = 0 : i64, depth = 5 : i64} : (tensor<2x3xi64>, tensor<2xi1>) -> tensor<5x2x3xi1>
// CHECK-NEXT:    %[[C:.*]] = "nn.one_hot"(%[[I]], %[[V]]) {axis = -2 : i64, depth = 0 : i64} : (tensor<2x3xi64>, tensor<2xi1>) -> tensor<2x0x3xi1>
// CHECK-NEXT:    %[[D:.*]] = "nn.one_hot"(%[[F]], %[[V]]) {axis = 0 : i64, depth = 3 : i64} : (tensor<4xf32>, tensor<2xi1>) -> tensor<3x4xi1>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @one_hot(%i: tensor<2x3xi64>, %f: tensor<4xf32>, %v: tensor<2xi1>) -> (tensor<2x3x5xi1>, tensor<5x2x3xi1>, tensor<2x0x3xi1>, tensor<3x4xi1>) {
  %0 = "nn.one_hot"(%i, %v) {depth = 5 : i64} : (tensor<2x3xi64>, tensor<2xi1>) -> tensor<2x3x5xi1>
  %1 = "nn.one_hot"(%i, %v) {axis = 0 : i64, depth = 5 : i64} : (tensor<2x3xi64>, tensor<2xi1>) -> tensor<5x2x3xi1>
  %2 = "nn.one_hot"(%i, %v) {axis = -2 : i64, depth = 0 : i64} : (tensor<2x3xi64>, tensor<2xi1>) -> tensor<2x0x3xi1>
  %3 = "nn.one_hot"(%f, %v) {axis = 0 : i64, depth = 3 : i64} : (tensor<4xf32>, tensor<2xi1>) -> tensor<3x4xi1>
  return %0, %1, %2, %3 : tensor<2x3x5xi1>, tensor<5x2x3xi1>, tensor<2x0x3xi1>, tensor<3x4xi1>
}
