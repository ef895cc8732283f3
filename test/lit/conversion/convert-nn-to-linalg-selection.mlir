// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s

// nn.non_zero: the result filled with -1, then one scf.for over the
// elements in row-major order carrying it and the count: each element's
// coordinates come from its flat position, each is written at column
// `count` (-1 when the element is zero) and the count advances for
// nonzero elements only (cmpf une: NaN counts, -0.0 does not).

// CHECK-LABEL: func.func @non_zero
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3xf32>)
// CHECK:         %[[FILL:.*]] = linalg.fill ins(%{{.*}} : i64) outs(%{{.*}} : tensor<2x6xi64>)
// CHECK:         %[[LOOP:.*]]:2 = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[OUT:.*]] = %[[FILL]], %[[N:.*]] = %{{.*}}) -> (tensor<2x6xi64>, index)
// CHECK:           %[[COL:.*]] = arith.remui %[[J]], %{{.*}} : index
// CHECK:           %[[ROW:.*]] = arith.divui %[[J]], %{{.*}} : index
// CHECK:           %[[V:.*]] = tensor.extract %[[X]][%[[ROW]], %[[COL]]] : tensor<2x3xf32>
// CHECK:           %[[NZ:.*]] = arith.cmpf une, %[[V]], %{{.*}} : f32
// CHECK:           %[[R0:.*]] = arith.select %[[NZ]], %{{.*}}, %{{.*}} : i64
// CHECK:           %[[I0:.*]] = tensor.insert %[[R0]] into %[[OUT]][%{{.*}}, %[[N]]] : tensor<2x6xi64>
// CHECK:           %[[I1:.*]] = tensor.insert %{{.*}} into %[[I0]][%{{.*}}, %[[N]]] : tensor<2x6xi64>
// CHECK:           %[[INC:.*]] = arith.addi %[[N]], %{{.*}} : index
// CHECK:           %[[NEXT:.*]] = arith.select %[[NZ]], %[[INC]], %[[N]] : index
// CHECK:           scf.yield %[[I1]], %[[NEXT]] : tensor<2x6xi64>, index
// CHECK:         %[[C:.*]] = arith.index_cast %[[LOOP]]#1 : index to i64
// CHECK:         %[[CT:.*]] = tensor.from_elements %[[C]] : tensor<i64>
// CHECK:         return %[[LOOP]]#0, %[[CT]]
func.func @non_zero(%x: tensor<2x3xf32>) -> (tensor<2x6xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%x) : (tensor<2x3xf32>) -> (tensor<2x6xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<2x6xi64>, tensor<i64>
}

// -----

// nn.non_max_suppression: the candidate mask (score > threshold; cmpf ord
// without one), then an scf.for of K passes carrying the mask and the
// [B, C, K] picks: a reduction over the boxes of every (batch, class)
// picks the live box of highest score (the smaller index among ties), is
// written as column t, and an in-place update of the mask kills it and the
// boxes overlapping it (IOU ogt the threshold); then the compaction loop.

// CHECK-LABEL: func.func @non_max_suppression
// CHECK-SAME:    (%[[B:.*]]: tensor<1x6x4xf32>, %[[S:.*]]: tensor<1x2x6xf32>)
// CHECK:         %[[LIVE0:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<1x2x6xf32>) outs(%{{.*}} : tensor<1x2x6xi1>)
// CHECK:           arith.cmpf ogt, %{{.*}}, %{{.*}} : f32
// CHECK:         %[[PICKS:.*]]:2 = scf.for %[[T:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[LIVE:.*]] = %[[LIVE0]], %[[SEL:.*]] = %{{.*}}) -> (tensor<1x2x6xi1>, tensor<1x2x3xi64>)
// CHECK:           %[[PICK:.*]]:2 = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[S]], %[[LIVE]] : tensor<1x2x6xf32>, tensor<1x2x6xi1>) outs(%{{.*}}, %{{.*}} : tensor<1x2xf32>, tensor<1x2xi64>)
// CHECK:           %[[SEL1:.*]] = tensor.insert_slice %[[PICK]]#1 into %[[SEL]][0, 0, %[[T]]] [1, 2, 1] [1, 1, 1] : tensor<1x2xi64> into tensor<1x2x3xi64>
// CHECK:           %[[LIVE1:.*]] = linalg.generic {{.*}} ins(%[[PICK]]#1 : tensor<1x2xi64>) outs(%[[LIVE]] : tensor<1x2x6xi1>)
// CHECK:             tensor.extract %[[B]]
// CHECK:             arith.divf
// CHECK:             arith.cmpf ogt, %{{.*}}, %{{.*}} : f32
// CHECK:           scf.yield %[[LIVE1]], %[[SEL1]] : tensor<1x2x6xi1>, tensor<1x2x3xi64>
// CHECK:         %[[ROWS:.*]]:2 = scf.for {{.*}} -> (tensor<6x3xi64>, index)
// CHECK:           tensor.extract %[[PICKS]]#1
// CHECK-COUNT-3:   tensor.insert
// CHECK:         tensor.from_elements
func.func @non_max_suppression(%b: tensor<1x6x4xf32>, %s: tensor<1x2x6xf32>) -> (tensor<6x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%b, %s) {max_output_boxes_per_class = 3 : i64, iou_threshold = 0.5 : f32, score_threshold = 0.25 : f32} : (tensor<1x6x4xf32>, tensor<1x2x6xf32>) -> (tensor<6x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<6x3xi64>, tensor<i64>
}

// -----

// Nothing to select (K = 0): the -1-filled bound (no rows) and a count of 0.

// CHECK-LABEL: func.func @nms_empty
// CHECK-NOT:     scf.for
// CHECK:         tensor.from_elements
func.func @nms_empty(%b: tensor<1x6x4xf32>, %s: tensor<1x2x6xf32>) -> (tensor<0x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%b, %s) : (tensor<1x6x4xf32>, tensor<1x2x6xf32>) -> (tensor<0x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<0x3xi64>, tensor<i64>
}
