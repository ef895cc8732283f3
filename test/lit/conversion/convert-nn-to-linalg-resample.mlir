// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s
// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops | FileCheck %s --check-prefix=LOOPS

// nn.resize and nn.grid_sample lower to one linalg.generic over the result
// without inputs: source coordinates from linalg.index, reads with
// tensor.extract at positions clamped into the input.

// Nearest is a gather: an unchanged dimension reads its own index; the
// resized one computes x / 2 in f64, rounds it down, clamps it (as a float
// to [-4, n + 4], then as an integer to [0, n - 1]) and reads there.
// CHECK-LABEL: func.func @resize_nearest(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf32>)
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} outs(%{{.*}} : tensor<2x6xf32>)
// CHECK:           %[[I:.*]] = linalg.index 0 : index
// CHECK:           %[[J:.*]] = linalg.index 1 : index
// CHECK:           %[[JI:.*]] = arith.index_cast %[[J]] : index to i64
// CHECK:           %[[JF:.*]] = arith.sitofp %[[JI]] : i64 to f64
// CHECK:           %[[C:.*]] = arith.divf %[[JF]], %{{.*}} : f64
// CHECK:           %[[F:.*]] = math.floor %[[C]] : f64
// CHECK:           %[[LO:.*]] = arith.maxnumf %[[F]], %{{.*}} : f64
// CHECK:           %[[HI:.*]] = arith.minnumf %[[LO]], %{{.*}} : f64
// CHECK:           %[[P:.*]] = arith.fptosi %[[HI]] : f64 to i64
// CHECK:           %[[P0:.*]] = arith.maxsi %[[P]], %{{.*}} : i64
// CHECK:           %[[P1:.*]] = arith.minsi %[[P0]], %{{.*}} : i64
// CHECK:           %[[PI:.*]] = arith.index_cast %[[P1]] : i64 to index
// CHECK:           %[[V:.*]] = tensor.extract %[[X]][%[[I]], %[[PI]]] : tensor<2x3xf32>
// CHECK:           linalg.yield %[[V]] : f32
// LOOPS-LABEL: func.func @resize_nearest
// LOOPS-COUNT-2: scf.for
// LOOPS: memref.load
func.func @resize_nearest(%x: tensor<2x3xf32>) -> tensor<2x6xf32> {
  %0 = "nn.resize"(%x) {nearest_mode = "floor", coordinate_transformation_mode = "asymmetric"} : (tensor<2x3xf32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

// Linear over two dimensions of an f16 tensor: 2 x 2 reads, extended to f32,
// weighted (the inner dimension first), summed and truncated once.
// CHECK-LABEL: func.func @resize_bilinear_f16(
// CHECK:         linalg.generic
// CHECK-COUNT-4:   tensor.extract {{.*}} : tensor<1x1x2x4xf16>
// CHECK-NOT:       tensor.extract
// CHECK:           %[[T:.*]] = arith.truncf %{{.*}} : f32 to f16
// CHECK-NEXT:      linalg.yield %[[T]] : f16
func.func @resize_bilinear_f16(%x: tensor<1x1x2x4xf16>) -> tensor<1x1x4x8xf16> {
  %0 = "nn.resize"(%x) {mode = "linear"} : (tensor<1x1x2x4xf16>) -> tensor<1x1x4x8xf16>
  return %0 : tensor<1x1x4x8xf16>
}

// -----

// Cubic reads 4 taps per resized dimension; tf_crop_and_resize selects the
// extrapolation value where the coordinate leaves the input.
// CHECK-LABEL: func.func @resize_cubic_crop(
// CHECK:         linalg.generic
// CHECK-COUNT-4:   tensor.extract
// CHECK-NOT:       tensor.extract
// CHECK:           %[[V:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK-NEXT:      linalg.yield %[[V]] : f32
func.func @resize_cubic_crop(%x: tensor<3x5xf32>) -> tensor<3x7xf32> {
  %0 = "nn.resize"(%x) {mode = "cubic", coordinate_transformation_mode = "tf_crop_and_resize", extrapolation_value = 2.0 : f32, roi = array<f32: 0.0, -0.2, 1.0, 1.3>} : (tensor<3x5xf32>) -> tensor<3x7xf32>
  return %0 : tensor<3x7xf32>
}

// -----

// Bilinear grid sampling with zeros padding: the grid's x and y are read,
// each of the 2 x 2 taps is read at a clamped position and replaced by 0
// where it lies outside.
// CHECK-LABEL: func.func @grid_sample(
// CHECK-SAME:    %[[X:.*]]: tensor<1x2x4x4xf32>, %[[G:.*]]: tensor<1x3x5x2xf32>)
// CHECK:         linalg.generic {{.*}} outs(%{{.*}} : tensor<1x2x3x5xf32>)
// CHECK-COUNT-2:   tensor.extract %[[G]]
// CHECK:           tensor.extract %[[X]]
// CHECK-NEXT:      arith.andi
// CHECK-NEXT:      arith.select
// CHECK-COUNT-3:   tensor.extract %[[X]]
// CHECK:           linalg.yield %{{.*}} : f32
func.func @grid_sample(%x: tensor<1x2x4x4xf32>, %g: tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32> {
  %0 = "nn.grid_sample"(%x, %g) : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
  return %0 : tensor<1x2x3x5xf32>
}
