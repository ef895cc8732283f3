// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s
// RUN: nn-opt %s --convert-nn-to-linalg | mlir-opt --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops | FileCheck %s --check-prefix=LOOPS

// The lowered forms of the indexing ops (LowerGathers.c, LowerScatters.c).
// Each bufferizes and becomes loops.
// LOOPS-LABEL: func.func @gather_elements
// LOOPS-NOT: linalg.
// The scatter writes into a buffer of its own, never into its argument.
// LOOPS-LABEL: func.func @scatter_elements
// LOOPS: %[[BUF:.*]] = memref.alloc() {{.*}} : memref<3x4xf32>
// LOOPS-NOT: memref.store {{.*}}, %arg0[
// LOOPS: scf.for {{.*}} iter_args(%[[A:.*]] = %[[BUF]]) -> (memref<3x4xf32>)
// LOOPS: scf.for {{.*}} iter_args(%[[B:.*]] = %[[A]]) -> (memref<3x4xf32>)
// LOOPS: memref.store %{{.*}}, %[[B]][
// LOOPS-LABEL: func.func @one_hot

// gather_elements: the positions are guarded as nn.gather's are (checked,
// then wrapped and clamped into [0, 4) by an elementwise generic:
// IndexOperands.h), and that copy is the generic's input, one position per
// result element; data is read at the result's coordinates with the
// position along the axis.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @gather_elements(
// CHECK: tensor.from_elements {{.*}} {nn.runtime_check = {argument = 1 : i64, high = 4 : i64, low = -4 : i64, op = "nn.gather_elements", operand = "indices", shape = array<i64: 3, 5>}}
// CHECK: %[[SAFE:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<3x5xi32>) outs(%{{.*}} : tensor<3x5xi64>)
// CHECK: arith.minsi %{{.*}}, %{{.*}} : i64
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[SAFE]] : tensor<3x5xi64>) outs(%{{.*}} : tensor<3x5xf32>)
// CHECK-NEXT: ^bb0(%[[P:.*]]: i64, %{{.*}}: f32):
// CHECK-NEXT: %[[I0:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[I1:.*]] = arith.index_cast %[[P]] : i64 to index
// CHECK-NEXT: %[[V:.*]] = tensor.extract %arg0[%[[I0]], %[[I1]]] : tensor<3x4xf32>
// CHECK-NEXT: linalg.yield %[[V]] : f32
func.func @gather_elements(%x: tensor<3x4xf32>, %i: tensor<3x5xi32>) -> tensor<3x5xf32> {
  %0 = "nn.gather_elements"(%x, %i) {axis = -1 : i64} : (tensor<3x4xf32>, tensor<3x5xi32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// scatter_elements: guarded positions, then a nest of scf.for over the
// updates in row-major order carrying the output, which starts as a copy
// of the data (not the data itself, which bufferization would then update
// in place: the caller's input); each step combines the update with the
// element it lands on.
// CHECK-LABEL: func.func @scatter_elements(
// CHECK: nn.runtime_check = {{.*}}op = "nn.scatter_elements"
// CHECK: %[[SAFE:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<2x4xi64>)
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK: %[[COPY:.*]] = linalg.copy ins(%arg0 : tensor<3x4xf32>) outs(%[[EMPTY]] : tensor<3x4xf32>)
// CHECK: %[[OUT:.*]] = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[COPY]]) -> (tensor<3x4xf32>)
// CHECK: %[[INNER:.*]] = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[B:.*]] = %[[A]]) -> (tensor<3x4xf32>)
// CHECK-NEXT: %[[P:.*]] = tensor.extract %[[SAFE]][%[[I]], %[[J]]] : tensor<2x4xi64>
// CHECK-NEXT: %[[R:.*]] = arith.index_cast %[[P]] : i64 to index
// CHECK-NEXT: %[[U:.*]] = tensor.extract %arg2[%[[I]], %[[J]]] : tensor<2x4xf32>
// CHECK-NEXT: %[[OLD:.*]] = tensor.extract %[[B]][%[[R]], %[[J]]] : tensor<3x4xf32>
// CHECK-NEXT: %[[NEW:.*]] = arith.addf %[[OLD]], %[[U]] : f32
// CHECK-NEXT: %[[INS:.*]] = tensor.insert %[[NEW]] into %[[B]][%[[R]], %[[J]]] : tensor<3x4xf32>
// CHECK-NEXT: scf.yield %[[INS]] : tensor<3x4xf32>
// CHECK: scf.yield %[[INNER]]
// CHECK: return %[[OUT]]
func.func @scatter_elements(%x: tensor<3x4xf32>, %i: tensor<2x4xi64>, %u: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %0 = "nn.scatter_elements"(%x, %i, %u) {reduction = "add"} : (tensor<3x4xf32>, tensor<2x4xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// gather_nd: the tuples are guarded as nn.gather's positions are
// (IndexOperands.h): each component checked at run time against its own
// data dimension ([-4, 4) here; the message names the element), and a
// clamped i64 copy; then a generic over the result without inputs reads
// each component from the copy at the result's leading coordinates.
// CHECK-LABEL: func.func @gather_nd(
// CHECK: tensor.from_elements {{.*}} {nn.runtime_check = {argument = 1 : i64, high = 4 : i64, low = -4 : i64, op = "nn.gather_nd", operand = "indices", shape = array<i64: 2, 5, 1>}}
// CHECK: %[[SAFE:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<2x5x1xi32>) outs(%{{.*}} : tensor<2x5x1xi64>)
// CHECK: arith.minsi
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x5x3xf32>)
// CHECK: %[[B:.*]] = linalg.index 0 : index
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[P:.*]] = tensor.extract %[[SAFE]][%{{.*}}, %[[J]], %[[C0]]] : tensor<2x5x1xi64>
// CHECK-NEXT: %[[AT:.*]] = arith.index_cast %[[P]] : i64 to index
// CHECK: %[[K:.*]] = linalg.index 2 : index
// CHECK: tensor.extract %arg0[%{{.*}}, %[[AT]], %[[K]]] : tensor<2x4x3xf32>
func.func @gather_nd(%x: tensor<2x4x3xf32>, %i: tensor<2x5x1xi32>) -> tensor<2x5x3xf32> {
  %0 = "nn.gather_nd"(%x, %i) {batch_dims = 1 : i64} : (tensor<2x4x3xf32>, tensor<2x5x1xi32>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}

// -----

// Tuples of two: component 0 indexes the data's 3 rows, component 1 its 4
// columns. One check per component, each over its slice of the tuples with
// its own range; the copy clamps each element by its component's size.
// CHECK-LABEL: func.func @gather_nd_pairs(
// CHECK: %[[C0:.*]] = tensor.extract_slice %arg1[0, 0] [2, 1] [1, 1]
// CHECK: linalg.generic {{.*}} ins(%[[C0]] : tensor<2x1xi64>)
// CHECK: tensor.from_elements {{.*}} {nn.runtime_check = {argument = 1 : i64, high = 3 : i64, low = -3 : i64, op = "nn.gather_nd", operand = "indices", shape = array<i64: 2, 2>}}
// CHECK: %[[C1:.*]] = tensor.extract_slice %arg1[0, 1] [2, 1] [1, 1]
// CHECK: linalg.generic {{.*}} ins(%[[C1]] : tensor<2x1xi64>)
// CHECK: tensor.from_elements {{.*}} {nn.runtime_check = {argument = 1 : i64, high = 4 : i64, low = -4 : i64, op = "nn.gather_nd", operand = "indices", shape = array<i64: 2, 2>}}
// CHECK: linalg.generic {{.*}} ins(%arg1 : tensor<2x2xi64>) outs(%{{.*}} : tensor<2x2xi64>)
// CHECK: %[[COMPONENT:.*]] = linalg.index 1 : index
// CHECK: %[[J:.*]] = arith.index_cast %[[COMPONENT]] : index to i64
// CHECK-DAG: %[[ROWS:.*]] = arith.constant 3 : i64
// CHECK-DAG: %[[COLS:.*]] = arith.constant 4 : i64
// CHECK: %[[IS1:.*]] = arith.cmpi eq, %[[J]], %{{.*}} : i64
// CHECK: %[[N:.*]] = arith.select %[[IS1]], %[[COLS]], %[[ROWS]] : i64
// CHECK: %[[LAST:.*]] = arith.subi %[[N]], %{{.*}} : i64
// CHECK: arith.addi %{{.*}}, %[[N]] : i64
// CHECK: arith.minsi %{{.*}}, %[[LAST]] : i64
func.func @gather_nd_pairs(%x: tensor<3x4xf32>, %i: tensor<2x2xi64>) -> tensor<2xf32> {
  %0 = "nn.gather_nd"(%x, %i) : (tensor<3x4xf32>, tensor<2x2xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// scatter_nd "none": loops over the updates; the tuple (one component),
// checked and clamped into [0, 4) before (as gather_nd's), places the
// update, which replaces the element.
// CHECK-LABEL: func.func @scatter_nd(
// CHECK: nn.runtime_check = {argument = 1 : i64, high = 4 : i64, low = -4 : i64, op = "nn.scatter_nd"
// CHECK: %[[SAFE:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<2x1xi64>) outs(%{{.*}} : tensor<2x1xi64>)
// CHECK: %[[COPY:.*]] = linalg.copy ins(%arg0 : tensor<4x3xi32>)
// CHECK: scf.for %[[I:.*]] = {{.*}} iter_args(%[[A:.*]] = %[[COPY]]) -> (tensor<4x3xi32>)
// CHECK: scf.for %[[J:.*]] = {{.*}} iter_args(%[[B:.*]] = %[[A]]) -> (tensor<4x3xi32>)
// CHECK: tensor.extract %[[SAFE]][%[[I]], %{{.*}}] : tensor<2x1xi64>
// CHECK-NEXT: %[[R:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK-NEXT: %[[U:.*]] = tensor.extract %arg2[%[[I]], %[[J]]] : tensor<2x3xi32>
// CHECK-NEXT: tensor.insert %[[U]] into %[[B]][%[[R]], %[[J]]] : tensor<4x3xi32>
func.func @scatter_nd(%x: tensor<4x3xi32>, %i: tensor<2x1xi64>, %u: tensor<2x3xi32>) -> tensor<4x3xi32> {
  %0 = "nn.scatter_nd"(%x, %i, %u) : (tensor<4x3xi32>, tensor<2x1xi64>, tensor<2x3xi32>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}

// -----

// one_hot: the index is read through a map that skips the new dimension
// (axis 0), wrapped when negative, and compared with linalg.index of the
// new dimension; off and on are extracted in the body (loop-invariant).
// CHECK-DAG: #[[SKIP:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @one_hot(
// CHECK: linalg.generic {indexing_maps = [#[[SKIP]], #[[ID]]], {{.*}} ins(%arg0 : tensor<3xi64>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: i64, %{{.*}}: f32):
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[IN]]
// CHECK: %[[C5:.*]] = arith.constant 5 : i64
// CHECK: %[[W:.*]] = arith.addi %[[IN]], %[[C5]] : i64
// CHECK: %[[IDX:.*]] = arith.select %[[NEG]], %[[W]], %[[IN]] : i64
// CHECK: %[[D:.*]] = linalg.index 0 : index
// CHECK: %[[D64:.*]] = arith.index_cast %[[D]] : index to i64
// CHECK: %[[HOT:.*]] = arith.cmpi eq, %[[IDX]], %[[D64]] : i64
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[OFF:.*]] = tensor.extract %arg1[%[[C0]]] : tensor<2xf32>
// CHECK: %[[ON:.*]] = tensor.extract %arg1[%[[C1]]] : tensor<2xf32>
// CHECK: arith.select %[[HOT]], %[[ON]], %[[OFF]] : f32
func.func @one_hot(%i: tensor<3xi64>, %v: tensor<2xf32>) -> tensor<5x3xf32> {
  %0 = "nn.one_hot"(%i, %v) {axis = 0 : i64, depth = 5 : i64} : (tensor<3xi64>, tensor<2xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}
