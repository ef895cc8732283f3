// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s

// nn.cumsum: the first slice peeled (the running sum starts as the input's
// slice; the result's is zeros when exclusive), then an scf.for along the
// axis carrying the result and the running sum, whose step is one
// linalg.generic over the other dims writing both in place (the result
// gets the sum before the addition when exclusive); reverse counts from the
// back. f16 sums in f32.

// CHECK-LABEL: func.func @cumsum_exclusive_reverse
// CHECK-SAME:    (%[[X:.*]]: tensor<3x4xf32>)
// CHECK:         %[[LAST:.*]] = arith.constant 3 : index
// CHECK:         %[[IN0:.*]] = tensor.extract_slice %[[X]][0, %[[LAST]]] [3, 1] [1, 1] : tensor<3x4xf32> to tensor<3xf32>
// CHECK:         %[[SUM0:.*]] = linalg.generic {{.*}} ins(%[[IN0]] : tensor<3xf32>)
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK:         %[[FIRST:.*]] = tensor.extract_slice %[[E]][0, %[[LAST]]] [3, 1] [1, 1] : tensor<3x4xf32> to tensor<3xf32>
// CHECK:         %[[ZERO:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[FIRST]] : tensor<3xf32>)
// CHECK:         %[[INIT:.*]] = tensor.insert_slice %[[ZERO]] into %[[E]][0, %[[LAST]]]
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[OUT:.*]] = %[[INIT]], %[[SUM:.*]] = %[[SUM0]]) -> (tensor<3x4xf32>, tensor<3xf32>)
// CHECK:           %[[J:.*]] = arith.subi %{{.*}}, %[[I]] : index
// CHECK:           %[[IN:.*]] = tensor.extract_slice %[[X]][0, %[[J]]] [3, 1] [1, 1]
// CHECK:           %[[DEST:.*]] = tensor.extract_slice %[[OUT]][0, %[[J]]] [3, 1] [1, 1]
// CHECK:           %[[STEP:.*]]:2 = linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%[[IN]] : tensor<3xf32>) outs(%[[SUM]], %[[DEST]] : tensor<3xf32>, tensor<3xf32>)
// CHECK:           ^bb0(%[[A:.*]]: f32, %[[S:.*]]: f32, %{{.*}}: f32):
// CHECK:             %[[ADD:.*]] = arith.addf %[[S]], %[[A]] : f32
// CHECK:             linalg.yield %[[ADD]], %[[S]] : f32, f32
// CHECK:           %[[NEXT:.*]] = tensor.insert_slice %[[STEP]]#1 into %[[OUT]][0, %[[J]]]
// CHECK:           scf.yield %[[NEXT]], %[[STEP]]#0
func.func @cumsum_exclusive_reverse(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = "nn.cumsum"(%x) {axis = -1 : i64, exclusive = true, reverse = true} : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @cumsum_f16
// CHECK:         arith.extf %{{.*}} : f16 to f32
// CHECK:         scf.for
// CHECK:           arith.addf %{{.*}}, %{{.*}} : f32
// CHECK:         arith.truncf %{{.*}} : f32 to f16
func.func @cumsum_f16(%x: tensor<5x2xf16>) -> tensor<5x2xf16> {
  %0 = "nn.cumsum"(%x) : (tensor<5x2xf16>) -> tensor<5x2xf16>
  return %0 : tensor<5x2xf16>
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

// nn.top_k: pass 0 is a reduction over the axis into the first slice of
// both results (the index starts at -1, nothing found); passes 1 .. k-1
// also read the previous pass's value and index and take only the elements
// after it in the order: value (ogt), then index (slt) among equals.

// CHECK-DAG:   #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG:   #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @top_k
// CHECK-SAME:    (%[[X:.*]]: tensor<3x4xf32>)
// CHECK:         %[[NONE:.*]] = linalg.fill ins(%{{.*}} : i64)
// CHECK:         %[[FIRST:.*]]:2 = linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<3x4xf32>) outs(%{{.*}}, %[[NONE]] : tensor<3xf32>, tensor<3xi64>)
// CHECK:           linalg.index 1
// CHECK:           arith.cmpf ogt
// CHECK:           arith.cmpi slt
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (tensor<3x2xf32>, tensor<3x2xi64>)
// CHECK:           linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ROW]], #[[ROW]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]], %{{.*}}, %{{.*}} : tensor<3x4xf32>, tensor<3xf32>, tensor<3xi64>)
// CHECK:           scf.yield
func.func @top_k(%x: tensor<3x4xf32>) -> (tensor<3x2xf32>, tensor<3x2xi64>) {
  %0:2 = "nn.top_k"(%x) {k = 2 : i64} : (tensor<3x4xf32>) -> (tensor<3x2xf32>, tensor<3x2xi64>)
  return %0#0, %0#1 : tensor<3x2xf32>, tensor<3x2xi64>
}

// -----

// Smallest integers: slt on the values; k = 1 needs no loop.
// CHECK-LABEL: func.func @top_k_smallest_i32
// CHECK:         linalg.generic
// CHECK:           arith.cmpi slt
// CHECK-NOT:     scf.for
func.func @top_k_smallest_i32(%x: tensor<4x3xi32>) -> (tensor<1x3xi32>, tensor<1x3xi64>) {
  %0:2 = "nn.top_k"(%x) {k = 1 : i64, axis = 0 : i64, largest = false} : (tensor<4x3xi32>) -> (tensor<1x3xi32>, tensor<1x3xi64>)
  return %0#0, %0#1 : tensor<1x3xi32>, tensor<1x3xi64>
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
