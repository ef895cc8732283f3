// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s

// nn.cumsum: one scf.forall over tiles of the dims other than the axis
// (along the innermost axis, up to 8 rows per tile), whole along the axis.
// In a tile: the first slice peeled (the running sum starts as the input's
// slice; the result's is zeros when exclusive), then an scf.for along the
// axis carrying the result and the running sum: a linalg.generic adds the
// input slice to the sum in place, a linalg.map writes the sum (exclusive:
// before the addition) into the result slice; reverse counts from the back.

// CHECK-LABEL: func.func @cumsum_exclusive_reverse
// CHECK-SAME:    (%[[X:.*]]: tensor<3x4xf32>)
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK:         %[[R:.*]] = scf.forall (%[[ROW:.*]]) = (0) to (3) step (3) shared_outs(%[[ALL:.*]] = %[[E]])
// CHECK:           %[[XT:.*]] = tensor.extract_slice %[[X]][%[[ROW]], 0] [3, 4] [1, 1] : tensor<3x4xf32> to tensor<3x4xf32>
// CHECK:           %[[OT:.*]] = tensor.extract_slice %[[ALL]][%[[ROW]], 0] [3, 4] [1, 1]
// CHECK:           %[[LAST:.*]] = arith.constant 3 : index
// CHECK:           %[[IN0:.*]] = tensor.extract_slice %[[XT]][0, %[[LAST]]] [3, 1] [1, 1] : tensor<3x4xf32> to tensor<3xf32>
// CHECK:           %[[SUM0:.*]] = linalg.map ins(%[[IN0]] : tensor<3xf32>)
// CHECK:           %[[FIRST:.*]] = tensor.extract_slice %[[OT]][0, %[[LAST]]] [3, 1] [1, 1] : tensor<3x4xf32> to tensor<3xf32>
// CHECK:           %[[ZERO:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[FIRST]] : tensor<3xf32>)
// CHECK:           %[[INIT:.*]] = tensor.insert_slice %[[ZERO]] into %[[OT]][0, %[[LAST]]]
// CHECK:           %[[LOOP:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[OUT:.*]] = %[[INIT]], %[[SUM:.*]] = %[[SUM0]]) -> (tensor<3x4xf32>, tensor<3xf32>)
// CHECK:             %[[J:.*]] = arith.subi %{{.*}}, %[[I]] : index
// CHECK:             %[[IN:.*]] = tensor.extract_slice %[[XT]][0, %[[J]]] [3, 1] [1, 1]
// CHECK:             %[[DEST:.*]] = tensor.extract_slice %[[OUT]][0, %[[J]]] [3, 1] [1, 1]
// CHECK:             %[[WRITTEN:.*]] = linalg.map ins(%[[SUM]] : tensor<3xf32>) outs(%[[DEST]] : tensor<3xf32>)
// CHECK:             %[[STEP:.*]] = linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%[[IN]] : tensor<3xf32>) outs(%[[SUM]] : tensor<3xf32>)
// CHECK:             ^bb0(%[[A:.*]]: f32, %[[S:.*]]: f32):
// CHECK:               %[[ADD:.*]] = arith.addf %[[S]], %[[A]] : f32
// CHECK:               linalg.yield %[[ADD]] : f32
// CHECK:             %[[NEXT:.*]] = tensor.insert_slice %[[WRITTEN]] into %[[OUT]][0, %[[J]]]
// CHECK:             scf.yield %[[NEXT]], %[[STEP]]
// CHECK:           scf.forall.in_parallel
// CHECK:             tensor.parallel_insert_slice %[[LOOP]]#0 into %[[ALL]][%[[ROW]], 0] [3, 4] [1, 1]
// CHECK:         return %[[R]]
func.func @cumsum_exclusive_reverse(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = "nn.cumsum"(%x) {axis = -1 : i64, exclusive = true, reverse = true} : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// Along a leading axis the tiles are runs of the innermost dim (up to 256:
// here 300 has the divisor 150); f16 sums in f32, rounded per element.
// CHECK-LABEL: func.func @cumsum_f16
// CHECK:         scf.forall (%{{.*}}, %{{.*}}) = (0, 0) to (2, 300) step (1, 150)
// CHECK:           tensor.extract_slice %{{.*}} [1, 5, 150] [1, 1, 1] : tensor<2x5x300xf16> to tensor<5x150xf16>
// CHECK:           linalg.map { arith.extf }
// CHECK:           scf.for
// CHECK:             arith.extf %{{.*}} : f16 to f32
// CHECK:             arith.addf %{{.*}}, %{{.*}} : f32
// CHECK:             linalg.map { arith.truncf }
func.func @cumsum_f16(%x: tensor<2x5x300xf16>) -> tensor<2x5x300xf16> {
  %0 = "nn.cumsum"(%x) {axis = 1 : i64} : (tensor<2x5x300xf16>) -> tensor<2x5x300xf16>
  return %0 : tensor<2x5x300xf16>
}

// -----

// A rank-1 tensor is one tile: no forall.
// CHECK-LABEL: func.func @cumsum_rank1
// CHECK-NOT:     scf.forall
// CHECK:         scf.for
func.func @cumsum_rank1(%x: tensor<7xi32>) -> tensor<7xi32> {
  %0 = "nn.cumsum"(%x) : (tensor<7xi32>) -> tensor<7xi32>
  return %0 : tensor<7xi32>
}

// -----

// An empty tensor: nothing to sum.
// CHECK-LABEL: func.func @cumsum_empty
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<0x3xi32>
// CHECK-NEXT:    return %[[E]]
func.func @cumsum_empty(%x: tensor<0x3xi32>) -> tensor<0x3xi32> {
  %0 = "nn.cumsum"(%x) {axis = 1 : i64} : (tensor<0x3xi32>) -> tensor<0x3xi32>
  return %0 : tensor<0x3xi32>
}

// -----

// nn.top_k with k <= 16: one scf.forall over the rows; in a row, one
// scf.for along the axis carrying the k best values and indices as scalars
// (free slots: index -1). An element enters (scf.if) when it comes before
// the k-th (ugt, unless that is NaN) or the k-th slot is free; each slot
// then compares itself with it and the selects shift the slots after it.
// Equal values never enter before one kept (the smaller index first).

// CHECK-LABEL: func.func @top_k
// CHECK-SAME:    (%[[X:.*]]: tensor<3x4xf32>)
// CHECK:         scf.forall (%[[ROW:.*]]) in (3) shared_outs(%[[V:.*]] = %{{.*}}, %[[I:.*]] = %{{.*}})
// CHECK:           %[[XR:.*]] = tensor.extract_slice %[[X]][%[[ROW]], 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<4xf32>
// CHECK:           %[[NONE:.*]] = arith.constant -1 : i64
// CHECK:           %[[BEST:.*]]:4 = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[V0:.*]] = %{{.*}}, %[[V1:.*]] = %{{.*}}, %[[I0:.*]] = %[[NONE]], %[[I1:.*]] = %[[NONE]]) -> (f32, f32, i64, i64)
// CHECK:             %[[E:.*]] = tensor.extract %[[XR]][%[[J]]] : tensor<4xf32>
// CHECK:             %[[ORD:.*]] = arith.cmpf ord, %[[V1]], %[[V1]] : f32
// CHECK:             %[[GT:.*]] = arith.cmpf ugt, %[[E]], %[[V1]] : f32
// CHECK:             %[[BEFORE:.*]] = arith.andi %[[GT]], %[[ORD]] : i1
// CHECK:             %[[FREE:.*]] = arith.cmpi eq, %[[I1]], %{{.*}} : i64
// CHECK:             %[[ENTERS:.*]] = arith.ori %[[FREE]], %[[BEFORE]] : i1
// CHECK:             %{{.*}}:4 = scf.if %[[ENTERS]] -> (f32, f32, i64, i64)
// CHECK:               arith.select
// CHECK:             } else {
// CHECK-NEXT:          scf.yield %[[V0]], %[[V1]], %[[I0]], %[[I1]]
// CHECK:           tensor.insert %[[BEST]]#0
// CHECK:           scf.forall.in_parallel
// CHECK-COUNT-2:     tensor.parallel_insert_slice
func.func @top_k(%x: tensor<3x4xf32>) -> (tensor<3x2xf32>, tensor<3x2xi64>) {
  %0:2 = "nn.top_k"(%x) {k = 2 : i64} : (tensor<3x4xf32>) -> (tensor<3x2xf32>, tensor<3x2xi64>)
  return %0#0, %0#1 : tensor<3x2xf32>, tensor<3x2xi64>
}

// -----

// Smallest integers along axis 0: slt on the values, a row per column.
// CHECK-LABEL: func.func @top_k_smallest_i32
// CHECK:         scf.forall (%[[COL:.*]]) in (3)
// CHECK:           tensor.extract_slice %{{.*}}[0, %[[COL]]] [4, 1] [1, 1] : tensor<4x3xi32> to tensor<4xi32>
// CHECK:           scf.for
// CHECK:             arith.cmpi slt
func.func @top_k_smallest_i32(%x: tensor<4x3xi32>) -> (tensor<1x3xi32>, tensor<1x3xi64>) {
  %0:2 = "nn.top_k"(%x) {k = 1 : i64, axis = 0 : i64, largest = false} : (tensor<4x3xi32>) -> (tensor<1x3xi32>, tensor<1x3xi64>)
  return %0#0, %0#1 : tensor<1x3xi32>, tensor<1x3xi64>
}

// -----

// k > 16: k passes. Pass 0 is a reduction over the axis into the first
// slice of both results (the index starts at -1, nothing found); passes
// 1 .. k-1 also read the previous pass's value and index and take only the
// elements after it in the order: value (ogt), then index (slt) among
// equals.

// CHECK-DAG:   #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG:   #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @top_k_passes
// CHECK-SAME:    (%[[X:.*]]: tensor<3x20xf32>)
// CHECK-NOT:     scf.forall
// CHECK:         %[[NONE:.*]] = linalg.fill ins(%{{.*}} : i64)
// CHECK:         %[[FIRST:.*]]:2 = linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<3x20xf32>) outs(%{{.*}}, %[[NONE]] : tensor<3xf32>, tensor<3xi64>)
// CHECK:           linalg.index 1
// CHECK:           arith.cmpf ogt
// CHECK:           arith.cmpi slt
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (tensor<3x17xf32>, tensor<3x17xi64>)
// CHECK:           linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ROW]], #[[ROW]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]], %{{.*}}, %{{.*}} : tensor<3x20xf32>, tensor<3xf32>, tensor<3xi64>)
// CHECK:           scf.yield
func.func @top_k_passes(%x: tensor<3x20xf32>) -> (tensor<3x17xf32>, tensor<3x17xi64>) {
  %0:2 = "nn.top_k"(%x) {k = 17 : i64} : (tensor<3x20xf32>) -> (tensor<3x17xf32>, tensor<3x17xi64>)
  return %0#0, %0#1 : tensor<3x17xf32>, tensor<3x17xi64>
}

// -----

// CHECK-LABEL: func.func @inverse_trigonometry
// CHECK:         math.asin
// CHECK:         math.acos
// CHECK:         math.atan
func.func @inverse_trigonometry(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.asin"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.acos"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "nn.atan"(%1) : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
