// Ops whose lowerings take dynamic dims, each entry compiled once and run
// at two shapes against float64 references (Inputs/make_dynamic_ops.py):
// gather_elements and scatter_elements (add, duplicate positions) along
// dynamic rows, gather_nd of a dynamic number of tuples and with a dynamic
// batch, scatter_nd of a dynamic number of rows, cumsum along a dynamic
// axis and exclusive-reverse along a static one, top_k of dynamic rows,
// max_pool_with_indices (indices flattened over the dynamic batch),
// a grouped conv_transpose2d with asymmetric padding, a linear resize and
// a grid_sample of a dynamic batch (reference PyTorch), non_zero of
// dynamic rows (a result of dynamic size) and non_max_suppression of a
// dynamic number of boxes (results of static size).
// RUN: nn-run %s --entry gather_elements --input %S/Inputs/dynamic_ops/gather_elements_1_{0,1}.npy --check %S/Inputs/dynamic_ops/gather_elements_1_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry gather_elements --input %S/Inputs/dynamic_ops/gather_elements_4_{0,1}.npy --check %S/Inputs/dynamic_ops/gather_elements_4_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry scatter_elements --input %S/Inputs/dynamic_ops/scatter_elements_2_{0,1,2}.npy --check %S/Inputs/dynamic_ops/scatter_elements_2_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %s --entry scatter_elements --input %S/Inputs/dynamic_ops/scatter_elements_5_{0,1,2}.npy --check %S/Inputs/dynamic_ops/scatter_elements_5_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %s --entry gather_nd --input %S/Inputs/dynamic_ops/gather_nd_3_{0,1}.npy --check %S/Inputs/dynamic_ops/gather_nd_3_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry gather_nd --input %S/Inputs/dynamic_ops/gather_nd_8_{0,1}.npy --check %S/Inputs/dynamic_ops/gather_nd_8_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry gather_nd_batch --input %S/Inputs/dynamic_ops/gather_nd_batch_1_{0,1}.npy --check %S/Inputs/dynamic_ops/gather_nd_batch_1_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry gather_nd_batch --input %S/Inputs/dynamic_ops/gather_nd_batch_3_{0,1}.npy --check %S/Inputs/dynamic_ops/gather_nd_batch_3_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry scatter_nd --input %S/Inputs/dynamic_ops/scatter_nd_2_{0,1,2}.npy --check %S/Inputs/dynamic_ops/scatter_nd_2_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry scatter_nd --input %S/Inputs/dynamic_ops/scatter_nd_4_{0,1,2}.npy --check %S/Inputs/dynamic_ops/scatter_nd_4_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry cumsum --input %S/Inputs/dynamic_ops/cumsum_1x5_0.npy --check %S/Inputs/dynamic_ops/cumsum_1x5_out{0,1}.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry cumsum --input %S/Inputs/dynamic_ops/cumsum_3x2_0.npy --check %S/Inputs/dynamic_ops/cumsum_3x2_out{0,1}.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry top_k --input %S/Inputs/dynamic_ops/top_k_2_0.npy --check %S/Inputs/dynamic_ops/top_k_2_out{0,1}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry top_k --input %S/Inputs/dynamic_ops/top_k_5_0.npy --check %S/Inputs/dynamic_ops/top_k_5_out{0,1}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry pool_indices --input %S/Inputs/dynamic_ops/pool_indices_1_0.npy --check %S/Inputs/dynamic_ops/pool_indices_1_out{0,1}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry pool_indices --input %S/Inputs/dynamic_ops/pool_indices_2_0.npy --check %S/Inputs/dynamic_ops/pool_indices_2_out{0,1}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry conv_transpose --input %S/Inputs/dynamic_ops/conv_transpose_1_{0,1}.npy --check %S/Inputs/dynamic_ops/conv_transpose_1_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %s --entry conv_transpose --input %S/Inputs/dynamic_ops/conv_transpose_3_{0,1}.npy --check %S/Inputs/dynamic_ops/conv_transpose_3_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %s --entry resize --input %S/Inputs/dynamic_ops/resize_1_0.npy --check %S/Inputs/dynamic_ops/resize_1_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %s --entry resize --input %S/Inputs/dynamic_ops/resize_3_0.npy --check %S/Inputs/dynamic_ops/resize_3_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %s --entry grid_sample --input %S/Inputs/dynamic_ops/grid_sample_1_{0,1}.npy --check %S/Inputs/dynamic_ops/grid_sample_1_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %s --entry grid_sample --input %S/Inputs/dynamic_ops/grid_sample_2_{0,1}.npy --check %S/Inputs/dynamic_ops/grid_sample_2_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %s --entry non_zero --input %S/Inputs/dynamic_ops/non_zero_3_0.npy --check %S/Inputs/dynamic_ops/non_zero_3_out{0,1}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry non_zero --input %S/Inputs/dynamic_ops/non_zero_5_0.npy --check %S/Inputs/dynamic_ops/non_zero_5_out{0,1}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry nms --input %S/Inputs/dynamic_ops/nms_6_{0,1}.npy --check %S/Inputs/dynamic_ops/nms_6_out{0,1}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry nms --input %S/Inputs/dynamic_ops/nms_9_{0,1}.npy --check %S/Inputs/dynamic_ops/nms_9_out{0,1}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry gather_axis --input %S/Inputs/dynamic_ops/gather_axis_5_{0,1}.npy --check %S/Inputs/dynamic_ops/gather_axis_5_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry gather_axis --input %S/Inputs/dynamic_ops/gather_axis_9_{0,1}.npy --check %S/Inputs/dynamic_ops/gather_axis_9_out.npy --rtol 0 --atol 0 | FileCheck %s
// A position past a dim of dynamic size: the run-time check says so.
// RUN: not nn-run %s --entry gather_axis --input %S/Inputs/dynamic_ops/gather_axis_5_0.npy %S/Inputs/dynamic_ops/gather_axis_bad.npy 2>&1 | FileCheck %s --check-prefix=BAD-AXIS
// BAD-AXIS: nn-run: @gather_axis: input #1 failed a run-time check: 'nn.gather_elements' at {{.*}}: indices[2, 1] = 7 is out of range [-n, n) for the dim it indexes, of size n
// The same entries fused (--fuse-ops), at one shape each.
// RUN: nn-opt %s --fuse-ops -o %t.fused.mlir
// RUN: nn-run %t.fused.mlir --entry gather_elements --input %S/Inputs/dynamic_ops/gather_elements_4_{0,1}.npy --check %S/Inputs/dynamic_ops/gather_elements_4_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %t.fused.mlir --entry scatter_elements --input %S/Inputs/dynamic_ops/scatter_elements_5_{0,1,2}.npy --check %S/Inputs/dynamic_ops/scatter_elements_5_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %t.fused.mlir --entry gather_nd --input %S/Inputs/dynamic_ops/gather_nd_8_{0,1}.npy --check %S/Inputs/dynamic_ops/gather_nd_8_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %t.fused.mlir --entry gather_nd_batch --input %S/Inputs/dynamic_ops/gather_nd_batch_3_{0,1}.npy --check %S/Inputs/dynamic_ops/gather_nd_batch_3_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %t.fused.mlir --entry scatter_nd --input %S/Inputs/dynamic_ops/scatter_nd_4_{0,1,2}.npy --check %S/Inputs/dynamic_ops/scatter_nd_4_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %t.fused.mlir --entry cumsum --input %S/Inputs/dynamic_ops/cumsum_3x2_0.npy --check %S/Inputs/dynamic_ops/cumsum_3x2_out{0,1}.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %t.fused.mlir --entry top_k --input %S/Inputs/dynamic_ops/top_k_5_0.npy --check %S/Inputs/dynamic_ops/top_k_5_out{0,1}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %t.fused.mlir --entry pool_indices --input %S/Inputs/dynamic_ops/pool_indices_2_0.npy --check %S/Inputs/dynamic_ops/pool_indices_2_out{0,1}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %t.fused.mlir --entry conv_transpose --input %S/Inputs/dynamic_ops/conv_transpose_3_{0,1}.npy --check %S/Inputs/dynamic_ops/conv_transpose_3_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %t.fused.mlir --entry resize --input %S/Inputs/dynamic_ops/resize_3_0.npy --check %S/Inputs/dynamic_ops/resize_3_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %t.fused.mlir --entry grid_sample --input %S/Inputs/dynamic_ops/grid_sample_2_{0,1}.npy --check %S/Inputs/dynamic_ops/grid_sample_2_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %t.fused.mlir --entry non_zero --input %S/Inputs/dynamic_ops/non_zero_5_0.npy --check %S/Inputs/dynamic_ops/non_zero_5_out{0,1}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %t.fused.mlir --entry nms --input %S/Inputs/dynamic_ops/nms_9_{0,1}.npy --check %S/Inputs/dynamic_ops/nms_9_out{0,1}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=TWO
// CHECK: result #0: {{.*}}: ok
// TWO-COUNT-2: {{.*}}: ok

// Sizes that disagree are an error before any kernel runs, naming the op:
// updates of 5 rows for indices of 2, and indices of 4 rows for data of 1.
// RUN: not nn-run %s --entry scatter_elements --input %S/Inputs/dynamic_ops/scatter_elements_2_{0,1}.npy %S/Inputs/dynamic_ops/scatter_elements_5_2.npy 2>&1 | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: nn-run: @scatter_elements: the inputs' sizes disagree: input#2[0] is 5, input#0[0] is 2, and 'nn.scatter_elements' at {{.*}}dynamic-ops.mlir:[[@LINE+10]]:8 needs them equal
// RUN: not nn-run %s --entry gather_elements --input %S/Inputs/dynamic_ops/gather_elements_1_0.npy %S/Inputs/dynamic_ops/gather_elements_4_1.npy 2>&1 | FileCheck %s --check-prefix=MISMATCH-GATHER
// MISMATCH-GATHER: nn-run: @gather_elements: the inputs' sizes disagree: input#0[0] is 1, input#1[0] is 4, and 'nn.gather_elements' at {{.*}}dynamic-ops.mlir:[[@LINE+3]]:8 needs them equal

func.func @gather_elements(%d: tensor<?x8xf32>, %i: tensor<?x3xi64>) -> tensor<?x3xf32> {
  %0 = "nn.gather_elements"(%d, %i) {axis = 1 : i64} : (tensor<?x8xf32>, tensor<?x3xi64>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

func.func @scatter_elements(%d: tensor<?x8xf32>, %i: tensor<?x3xi64>, %u: tensor<?x3xf32>) -> tensor<?x8xf32> {
  %0 = "nn.scatter_elements"(%d, %i, %u) {axis = 1 : i64, reduction = "add"} : (tensor<?x8xf32>, tensor<?x3xi64>, tensor<?x3xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

func.func @gather_nd(%d: tensor<5x6x7xf32>, %i: tensor<?x2xi64>) -> tensor<?x7xf32> {
  %0 = "nn.gather_nd"(%d, %i) : (tensor<5x6x7xf32>, tensor<?x2xi64>) -> tensor<?x7xf32>
  return %0 : tensor<?x7xf32>
}

func.func @gather_nd_batch(%d: tensor<?x6x7xf32>, %i: tensor<?x4x1xi64>) -> tensor<?x4x7xf32> {
  %0 = "nn.gather_nd"(%d, %i) {batch_dims = 1 : i64} : (tensor<?x6x7xf32>, tensor<?x4x1xi64>) -> tensor<?x4x7xf32>
  return %0 : tensor<?x4x7xf32>
}

func.func @scatter_nd(%d: tensor<5x6xf32>, %i: tensor<?x1xi64>, %u: tensor<?x6xf32>) -> tensor<5x6xf32> {
  %0 = "nn.scatter_nd"(%d, %i, %u) : (tensor<5x6xf32>, tensor<?x1xi64>, tensor<?x6xf32>) -> tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

func.func @cumsum(%x: tensor<?x?x8xf32>) -> (tensor<?x?x8xf32>, tensor<?x?x8xf32>) {
  %0 = "nn.cumsum"(%x) {axis = 1 : i64} : (tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
  %1 = "nn.cumsum"(%x) {axis = -1 : i64, exclusive = true, reverse = true} : (tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
  return %0, %1 : tensor<?x?x8xf32>, tensor<?x?x8xf32>
}

func.func @top_k(%x: tensor<?x10xf32>) -> (tensor<?x3xf32>, tensor<?x3xi64>) {
  %0:2 = "nn.top_k"(%x) {k = 3 : i64} : (tensor<?x10xf32>) -> (tensor<?x3xf32>, tensor<?x3xi64>)
  return %0#0, %0#1 : tensor<?x3xf32>, tensor<?x3xi64>
}

func.func @pool_indices(%x: tensor<?x3x7x6xf32>) -> (tensor<?x3x4x3xf32>, tensor<?x3x4x3xi64>) {
  %0:2 = "nn.max_pool_with_indices"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>} : (tensor<?x3x7x6xf32>) -> (tensor<?x3x4x3xf32>, tensor<?x3x4x3xi64>)
  return %0#0, %0#1 : tensor<?x3x4x3xf32>, tensor<?x3x4x3xi64>
}

func.func @conv_transpose(%x: tensor<?x4x3x3xf32>, %w: tensor<4x2x2x2xf32>) -> tensor<?x4x5x5xf32> {
  %0 = "nn.conv_transpose2d"(%x, %w) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 0, 0>, groups = 2 : i64} : (tensor<?x4x3x3xf32>, tensor<4x2x2x2xf32>) -> tensor<?x4x5x5xf32>
  return %0 : tensor<?x4x5x5xf32>
}

func.func @resize(%x: tensor<?x2x3x4xf32>) -> tensor<?x2x6x8xf32> {
  %0 = "nn.resize"(%x) {mode = "linear"} : (tensor<?x2x3x4xf32>) -> tensor<?x2x6x8xf32>
  return %0 : tensor<?x2x6x8xf32>
}

func.func @grid_sample(%x: tensor<?x2x3x5xf32>, %g: tensor<?x3x5x2xf32>) -> tensor<?x2x3x5xf32> {
  %0 = "nn.grid_sample"(%x, %g) {align_corners = true} : (tensor<?x2x3x5xf32>, tensor<?x3x5x2xf32>) -> tensor<?x2x3x5xf32>
  return %0 : tensor<?x2x3x5xf32>
}

func.func @non_zero(%x: tensor<?x4xf32>) -> (tensor<2x?xi64>, tensor<i64>) {
  %0:2 = "nn.non_zero"(%x) : (tensor<?x4xf32>) -> (tensor<2x?xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<2x?xi64>, tensor<i64>
}

func.func @nms(%b: tensor<1x?x4xf32>, %s: tensor<1x1x?xf32>) -> (tensor<3x3xi64>, tensor<i64>) {
  %0:2 = "nn.non_max_suppression"(%b, %s) {max_output_boxes_per_class = 3 : i64, iou_threshold = 0.5 : f32} : (tensor<1x?x4xf32>, tensor<1x1x?xf32>) -> (tensor<3x3xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<3x3xi64>, tensor<i64>
}

func.func @gather_axis(%d: tensor<4x?xf32>, %i: tensor<4x3xi64>) -> tensor<4x3xf32> {
  %0 = "nn.gather_elements"(%d, %i) {axis = 1 : i64} : (tensor<4x?xf32>, tensor<4x3xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
