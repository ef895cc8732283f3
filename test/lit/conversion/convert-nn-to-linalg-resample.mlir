// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s
// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | mlir-opt --split-input-file --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops | FileCheck %s --check-prefix=LOOPS

// nn.resize and nn.grid_sample compute their source positions and weights
// once per spatial position, as tables, and blend in one linalg.generic
// over the result that reads the tables through maps broadcasting them
// over the other dimensions and the input with tensor.extract.

// Nearest is a gather: an unchanged dimension reads its own index; the
// resized one reads its index from a constant table, computed at lowering
// time (x / 2 rounded down for asymmetric and floor).
// CHECK-LABEL: func.func @resize_nearest(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf32>)
// CHECK:         %[[T:.*]] = arith.constant dense<[0, 0, 1, 1, 2, 2]> : tensor<6xi32>
// CHECK:         linalg.generic {indexing_maps = [#[[COL:.*]], #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%[[T]] : tensor<6xi32>) outs(%{{.*}} : tensor<2x6xf32>)
// CHECK:         ^bb0(%[[IN:[^:]*]]: i32, %{{.*}}: f32):
// CHECK:           %[[I:.*]] = linalg.index 0 : index
// CHECK:           %[[J:.*]] = arith.index_cast %[[IN]] : i32 to index
// CHECK:           %[[V:.*]] = tensor.extract %[[X]][%[[I]], %[[J]]] : tensor<2x3xf32>
// CHECK:           linalg.yield %[[V]] : f32
// LOOPS-LABEL: func.func @resize_nearest
// LOOPS-COUNT-2: scf.for
// LOOPS: memref.load
func.func @resize_nearest(%x: tensor<2x3xf32>) -> tensor<2x6xf32> {
  %0 = "nn.resize"(%x) {nearest_mode = "floor", coordinate_transformation_mode = "asymmetric"} : (tensor<2x3xf32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

// Linear over two dimensions of an f16 tensor: per resized dimension, two
// index tables and two f32 weight tables (half_pixel: 0.75 / 0.25), each
// read at its own dimension's index; 2 x 2 reads, extended to f32,
// weighted (the inner dimension first), summed and truncated once.
// CHECK-DAG:   #[[$H:.*]] = affine_map<(d0, d1, d2, d3) -> (d2)>
// CHECK-DAG:   #[[$W:.*]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-LABEL: func.func @resize_bilinear_f16(
// CHECK-DAG:     arith.constant dense<[0, 0, 0, 1]> : tensor<4xi32>
// CHECK-DAG:     arith.constant dense<[0, 1, 1, 1]> : tensor<4xi32>
// CHECK-DAG:     arith.constant dense<[7.500000e-01, 2.500000e-01, 7.500000e-01, 2.500000e-01]> : tensor<4xf32>
// CHECK-DAG:     arith.constant dense<[0, 0, 0, 1, 1, 2, 2, 3]> : tensor<8xi32>
// CHECK:         linalg.generic {indexing_maps = [#[[$H]], #[[$H]], #[[$H]], #[[$H]], #[[$W]], #[[$W]], #[[$W]], #[[$W]], #{{.*}}]
// CHECK-COUNT-4:   tensor.extract {{.*}} : tensor<1x1x2x4xf16>
// CHECK-NOT:       tensor.extract
// CHECK:           %[[T:.*]] = arith.truncf %{{.*}} : f32 to f16
// CHECK-NEXT:      linalg.yield %[[T]] : f16
func.func @resize_bilinear_f16(%x: tensor<1x1x2x4xf16>) -> tensor<1x1x4x8xf16> {
  %0 = "nn.resize"(%x) {mode = "linear"} : (tensor<1x1x2x4xf16>) -> tensor<1x1x4x8xf16>
  return %0 : tensor<1x1x4x8xf16>
}

// -----

// Cubic reads 4 taps per resized dimension; tf_crop_and_resize marks a
// coordinate outside the input with index -1 in the first tap's table:
// the blend reads index 0 there and selects the extrapolation value.
// CHECK-LABEL: func.func @resize_cubic_crop(
// CHECK:         %[[T0:.*]] = arith.constant dense<[-1, 0, 0, 1, 2, -1, -1]> : tensor<7xi32>
// CHECK:         linalg.generic {{.*}} ins(%[[T0]], {{.*}} : tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>)
// CHECK:         ^bb0(%[[IN:[^:]*]]: i32,
// CHECK:           %[[OUT:.*]] = arith.cmpi slt, %[[IN]], %{{.*}} : i32
// CHECK:           arith.maxsi %[[IN]], %{{.*}} : i32
// CHECK-COUNT-4:   tensor.extract
// CHECK-NOT:       tensor.extract
// CHECK:           %[[V:.*]] = arith.select %[[OUT]], %{{.*}}, %{{.*}} : f32
// CHECK-NEXT:      linalg.yield %[[V]] : f32
func.func @resize_cubic_crop(%x: tensor<3x5xf32>) -> tensor<3x7xf32> {
  %0 = "nn.resize"(%x) {mode = "cubic", coordinate_transformation_mode = "tf_crop_and_resize", extrapolation_value = 2.0 : f32, roi = array<f32: 0.0, -0.2, 1.0, 1.3>} : (tensor<3x5xf32>) -> tensor<3x7xf32>
  return %0 : tensor<3x7xf32>
}

// -----

// Bilinear grid sampling with zeros padding: a first generic over the grid
// positions (n, i, j) reads the grid's x and y and writes, per tap, its
// index (-1 where it lies outside) and weight, eight results; the blend
// over (n, c, i, j) reads them at (n, i, j), reads each of the 2 x 2 taps
// at index max(t, 0) and replaces it by 0 where t < 0.
// CHECK-DAG:   #[[$POS:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-LABEL: func.func @grid_sample(
// CHECK-SAME:    %[[X:.*]]: tensor<1x2x4x4xf32>, %[[G:.*]]: tensor<1x3x5x2xf32>)
// CHECK:         %[[T:.*]]:8 = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]} outs({{.*}} : tensor<1x3x5xi32>, tensor<1x3x5xi32>, tensor<1x3x5xi32>, tensor<1x3x5xi32>, tensor<1x3x5xf32>, tensor<1x3x5xf32>, tensor<1x3x5xf32>, tensor<1x3x5xf32>)
// CHECK-COUNT-2:   tensor.extract %[[G]]
// CHECK-NOT:       tensor.extract %[[X]]
// CHECK:           linalg.yield {{.*}} : i32, i32, i32, i32, f32, f32, f32, f32
// CHECK:         linalg.generic {indexing_maps = [#[[$POS]], #[[$POS]], #[[$POS]], #[[$POS]], #[[$POS]], #[[$POS]], #[[$POS]], #[[$POS]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[T]]#0, %[[T]]#1, %[[T]]#2, %[[T]]#3, %[[T]]#4, %[[T]]#5, %[[T]]#6, %[[T]]#7 : {{.*}}) outs(%{{.*}} : tensor<1x2x3x5xf32>)
// CHECK:         ^bb0(%[[Y0:[^:]*]]: i32,
// CHECK:           %[[IN:.*]] = arith.cmpi sge, %[[Y0]], %{{.*}} : i32
// CHECK:           arith.maxsi %[[Y0]], %{{.*}} : i32
// CHECK-NOT:       tensor.extract %[[G]]
// CHECK:           tensor.extract %[[X]]
// CHECK-NEXT:      arith.andi %[[IN]],
// CHECK-NEXT:      arith.select
// CHECK-COUNT-3:   tensor.extract %[[X]]
// CHECK:           linalg.yield %{{.*}} : f32
func.func @grid_sample(%x: tensor<1x2x4x4xf32>, %g: tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32> {
  %0 = "nn.grid_sample"(%x, %g) : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
  return %0 : tensor<1x2x3x5xf32>
}

// -----

// Nearest with border padding: two index tables, no weights, and no
// outside test (border never reads a zero).
// CHECK-LABEL: func.func @grid_sample_nearest(
// CHECK:         %[[T:.*]]:2 = linalg.generic {{.*}} outs({{.*}} : tensor<2x3x5xi32>, tensor<2x3x5xi32>)
// CHECK:           math.roundeven
// CHECK:         linalg.generic {{.*}} ins(%[[T]]#0, %[[T]]#1 : tensor<2x3x5xi32>, tensor<2x3x5xi32>) outs(%{{.*}} : tensor<2x2x3x5xf32>)
// CHECK-NOT:       arith.cmpi
// CHECK:           tensor.extract
// CHECK-NOT:       tensor.extract
// CHECK:           linalg.yield
func.func @grid_sample_nearest(%x: tensor<2x2x4x4xf32>, %g: tensor<2x3x5x2xf32>) -> tensor<2x2x3x5xf32> {
  %0 = "nn.grid_sample"(%x, %g) {mode = "nearest", padding_mode = "border"} : (tensor<2x2x4x4xf32>, tensor<2x3x5x2xf32>) -> tensor<2x2x3x5xf32>
  return %0 : tensor<2x2x3x5xf32>
}
