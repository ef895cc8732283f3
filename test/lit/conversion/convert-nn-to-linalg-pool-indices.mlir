// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s

// nn.max_pool_with_indices: one linalg.generic, parallel over the outputs
// only (no reduction loops, no fills, no second generic for the index),
// writing both results. Per output it clips the window to the input once
// (the kernel rows [max(0, 1 - 2 oh), min(3, max(0, 6 - 2 oh))), columns
// likewise), then walks it in one scf.for per spatial dimension between
// those bounds, reading the input with tensor.extract (no padded copy, no
// inside test) and carrying a float's order key, its bits and the ONNX
// index in registers: one integer compare (sgt, no cmpf) picks each
// replacement. The index grows by the storage order's strides: column
// major (storage_order 1) here, so a step along w adds H = 5, along h 1,
// on top of (n * C + c) * 25.

// CHECK-LABEL: func.func @pool_indices
// CHECK-SAME:    (%[[X:.*]]: tensor<1x2x5x5xf32>)
// CHECK-NOT:     linalg.fill
// CHECK:         %[[V:.*]] = tensor.empty() : tensor<1x2x3x3xf32>
// CHECK:         %[[I:.*]] = tensor.empty() : tensor<1x2x3x3xi64>
// CHECK:         %[[POOL:.*]]:2 = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%[[V]], %[[I]] : tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>)
// CHECK:           arith.constant 25 : index
// CHECK:           %[[OH:.*]] = linalg.index 2 : index
// CHECK:           %[[LOH:.*]] = arith.maxsi
// CHECK:           %[[HIH:.*]] = arith.minsi %{{.*}}, %c3
// CHECK:           %[[OW:.*]] = linalg.index 3 : index
// CHECK:           %[[LOW:.*]] = arith.maxsi
// CHECK:           %[[HIW:.*]] = arith.minsi %{{.*}}, %c3
// CHECK:           scf.for %{{.*}} = %[[LOH]] to %[[HIH]] step %{{.*}} iter_args(%{{.*}} = %c-2147483648_i32, {{.*}}) -> (i32, i32, i64)
// CHECK:             scf.for %{{.*}} = %[[LOW]] to %[[HIW]] step %{{.*}} iter_args(%[[BEST:.*]] = %{{.*}}, %[[BITS:.*]] = %{{.*}}, %[[AT:.*]] = %{{.*}}) -> (i32, i32, i64)
// CHECK:               %[[W:.*]] = arith.addi
// CHECK:               arith.muli %[[W]], %c5{{.*}} : index
// CHECK-NOT:           arith.cmpf
// CHECK:               %[[E:.*]] = tensor.extract %[[X]]
// CHECK-NEXT:          %[[EBITS:.*]] = arith.bitcast %[[E]] : f32 to i32
// CHECK-NOT:           arith.cmpf
// CHECK:               %[[TAKE:.*]] = arith.cmpi sgt, %[[KEY:.*]], %[[BEST]] : i32
// CHECK-NEXT:          arith.select %[[TAKE]], %[[KEY]], %[[BEST]] : i32
// CHECK-NEXT:          arith.select %[[TAKE]], %[[EBITS]], %[[BITS]] : i32
// CHECK-NEXT:          arith.select %[[TAKE]], %{{.*}}, %[[AT]] : i64
// CHECK:           %[[VALUE:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK:           linalg.yield %[[VALUE]]
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[POOL]]#0, %[[POOL]]#1
func.func @pool_indices(%x: tensor<1x2x5x5xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, storage_order = 1 : i64} : (tensor<1x2x5x5xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>)
  return %0#0, %0#1 : tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>
}

// -----

// Integers carry the value itself, from the type's lowest (0 for ui8), and
// compare with cmpi (ugt for ui8, which the lowering makes a signless i8).

// CHECK-LABEL: func.func @pool_indices_ui8
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// CHECK:           %[[ZERO:.*]] = arith.constant 0 : i8
// CHECK:           scf.for {{.*}} iter_args(%{{.*}} = %[[ZERO]], %{{.*}}) -> (i8, i64)
// CHECK:             scf.for {{.*}} -> (i8, i64)
// CHECK:               arith.cmpi ugt, %{{.*}}, %{{.*}} : i8
func.func @pool_indices_ui8(%x: tensor<1x1x4x4xui8>) -> (tensor<1x1x3x3xui8>, tensor<1x1x3x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%x) {kernel = array<i64: 2, 2>} : (tensor<1x1x4x4xui8>) -> (tensor<1x1x3x3xui8>, tensor<1x1x3x3xi64>)
  return %0#0, %0#1 : tensor<1x1x3x3xui8>, tensor<1x1x3x3xi64>
}
