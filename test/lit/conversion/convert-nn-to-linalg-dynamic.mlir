// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s

// Dynamic dims lower sized at run time: each result size is the expression
// the op's shape function gives, built from tensor.dim of the operands.

// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[Y:.*]]: tensor<4xf32>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x4xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[X]], %[[Y]] : tensor<?x4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<?x4xf32>)
func.func @broadcast(%x: tensor<?x4xf32>, %y: tensor<4xf32>) -> tensor<?x4xf32> {
  %0 = "nn.add"(%x, %y) : (tensor<?x4xf32>, tensor<4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// A static operand sizes the result where the other's size is dynamic.
// CHECK-LABEL: func.func @static_wins
// CHECK-NOT: tensor.dim
// CHECK: tensor.empty() : tensor<4x8xf32>
func.func @static_wins(%x: tensor<?x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.sub"(%x, %y) : (tensor<?x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// The accumulator keeps the unreduced dims; the mean divides by the
// reduced dim's size, converted at run time.
// CHECK-LABEL: func.func @mean
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x8xf32>)
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x?x8xf32>
// CHECK: %[[ACC:.*]] = tensor.empty(%[[N]]) : tensor<?x8xf32>
// CHECK: %[[ZERO:.*]] = linalg.fill {{.*}} outs(%[[ACC]] : tensor<?x8xf32>)
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction", "parallel"]{{.*}} ins(%[[X]] : tensor<?x?x8xf32>) outs(%[[ZERO]] : tensor<?x8xf32>)
// CHECK: %[[R:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x?x8xf32>
// CHECK: %[[RI:.*]] = arith.index_cast %[[R]] : index to i64
// CHECK: %[[RF:.*]] = arith.uitofp %[[RI]] : i64 to f32
// CHECK: %[[COUNT:.*]] = arith.mulf %[[RF]]
// CHECK: linalg.generic {{.*}} ins(%[[SUM]] : tensor<?x8xf32>)
// CHECK: arith.divf %{{.*}}, %[[COUNT]] : f32
func.func @mean(%x: tensor<?x?x8xf32>) -> tensor<?x8xf32> {
  %0 = "nn.reduce_mean"(%x) {axes = array<i64: 1>, keepdims = false} : (tensor<?x?x8xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// m from the lhs, n from the rhs.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<?x16xf32>, %[[B:.*]]: tensor<16x?xf32>)
// CHECK-DAG: %[[M:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x16xf32>
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[B]], %{{.*}} : tensor<16x?xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[M]], %[[N]]) : tensor<?x?xf32>
// CHECK: %[[Z:.*]] = linalg.fill {{.*}} outs(%[[E]] : tensor<?x?xf32>)
// CHECK: linalg.matmul ins(%[[A]], %[[B]] : tensor<?x16xf32>, tensor<16x?xf32>) outs(%[[Z]] : tensor<?x?xf32>)
func.func @matmul(%a: tensor<?x16xf32>, %b: tensor<16x?xf32>) -> tensor<?x?xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<?x16xf32>, tensor<16x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A transpose's result dims are the permuted input dims.
// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[X:.*]]: tensor<?x3x?xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[D2:.*]] = tensor.dim %[[X]], %[[C2]]
// CHECK-DAG: %[[D0:.*]] = tensor.dim %[[X]], %[[C0]]
// CHECK: tensor.empty(%[[D2]], %[[D0]]) : tensor<?x3x?xf32>
// CHECK: linalg.transpose
func.func @transpose(%x: tensor<?x3x?xf32>) -> tensor<?x3x?xf32> {
  %0 = "nn.transpose"(%x) {perm = array<i64: 2, 1, 0>} : (tensor<?x3x?xf32>) -> tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

// The inputs' nn.dims names are facts about nn ops: lowered, they go.
// CHECK-LABEL: func.func @names
// CHECK-SAME: (%{{.*}}: tensor<?xf32>) -> tensor<?xf32>
// CHECK-NOT: nn.dims
func.func @names(%x: tensor<?xf32> {nn.dims = ["n"]}) -> tensor<?xf32> {
  %0 = "nn.exp"(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A reshape to dynamic dims takes its new shape as a tensor built at run
// time: the kept leading dims, and the elements left over.
// CHECK-LABEL: func.func @reshape
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x64xf32>)
// CHECK: %[[B:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x?x64xf32>
// CHECK: %[[BI:.*]] = arith.index_cast %[[B]] : index to i64
// CHECK: %[[S:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x?x64xf32>
// CHECK: %[[SI:.*]] = arith.index_cast %[[S]] : index to i64
// CHECK: %[[SHAPE:.*]] = tensor.from_elements %[[BI]], %[[SI]], %{{.*}}, %{{.*}} : tensor<4xi64>
// CHECK: tensor.reshape %[[X]](%[[SHAPE]]) : (tensor<?x?x64xf32>, tensor<4xi64>) -> tensor<?x?x4x16xf32>
func.func @reshape(%x: tensor<?x?x64xf32>) -> tensor<?x?x4x16xf32> {
  %0 = "nn.reshape"(%x) : (tensor<?x?x64xf32>) -> tensor<?x?x4x16xf32>
  return %0 : tensor<?x?x4x16xf32>
}

// -----

// A dynamic batch through a convolution, a max pool and a global average
// pool: the padded input keeps the batch dynamic, the pools' accumulators
// take the input's batch.
// CHECK-LABEL: func.func @cnn
// CHECK-SAME: (%[[X:.*]]: tensor<?x3x8x8xf32>, %[[W:.*]]: tensor<4x3x3x3xf32>)
// CHECK: %[[P:.*]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: tensor<?x3x8x8xf32> to tensor<?x3x10x10xf32>
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x3x8x8xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x4x8x8xf32>
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%[[P]], %[[W]] : tensor<?x3x10x10xf32>, tensor<4x3x3x3xf32>)
// CHECK: tensor.empty(%{{.*}}) : tensor<?x4x4x4xf32>
// CHECK: tensor.empty(%{{.*}}) : tensor<?x4xf32>
// CHECK: tensor.empty(%{{.*}}) : tensor<?x4x1x1xf32>
func.func @cnn(%x: tensor<?x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<?x4x1x1xf32> {
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>} : (tensor<?x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x8x8xf32>
  %1 = "nn.max_pool2d"(%0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<?x4x8x8xf32>) -> tensor<?x4x4x4xf32>
  %2 = "nn.global_avg_pool2d"(%1) : (tensor<?x4x4x4xf32>) -> tensor<?x4x1x1xf32>
  return %2 : tensor<?x4x1x1xf32>
}

// -----

// Data movement: a split along a static axis, a slice taking all of the
// dynamic rows, a constant pad growing them (sizes: the rows, the rows, the
// rows + 3).
// CHECK-LABEL: func.func @movement
// CHECK-SAME: (%[[X:.*]]: tensor<?x12xf32>)
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x12xf32>
// CHECK: tensor.extract_slice %[[X]][0, 0] [%[[N]], 4] [1, 1] : tensor<?x12xf32> to tensor<?x4xf32>
// CHECK: tensor.extract_slice %[[X]][0, 4] [%{{.*}}, 4] [1, 1] : tensor<?x12xf32> to tensor<?x4xf32>
// CHECK: tensor.extract_slice %[[X]][0, 2] [%{{.*}}, 8] [1, 1] : tensor<?x12xf32> to tensor<?x8xf32>
// CHECK: tensor.pad %{{.*}} low[1, 2] high[2, 3]
// CHECK: } : tensor<?x4xf32> to tensor<?x9xf32>
func.func @movement(%x: tensor<?x12xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x8xf32>, tensor<?x9xf32>) {
  %p:3 = "nn.split"(%x) {axis = 1 : i64} : (tensor<?x12xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>)
  %1 = "nn.slice"(%x) {starts = array<i64: 0, 2>, ends = array<i64: 9223372036854775807, 10>} : (tensor<?x12xf32>) -> tensor<?x8xf32>
  %2 = "nn.pad"(%p#1) {pads = array<i64: 1, 2, 2, 3>, value = 5.000000e-01 : f32} : (tensor<?x4xf32>) -> tensor<?x9xf32>
  return %p#0, %p#1, %1, %2 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x8xf32>, tensor<?x9xf32>
}

// -----

// Per-channel ops over dynamic rows: quantize, dequantize and prelu read
// their 1-D operands at the channel's index; the result is sized by the
// rows.
// CHECK-LABEL: func.func @per_channel
// CHECK-SAME: (%[[X:.*]]: tensor<?x6xf32>
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x6xf32>
// CHECK: tensor.empty(%[[N]]) : tensor<?x6xi8>
// CHECK: linalg.generic {{.*}} ins(%[[X]], %{{.*}}, %{{.*}} : tensor<?x6xf32>, tensor<6xf32>, tensor<6xi8>)
// CHECK: tensor.empty(%{{.*}}) : tensor<?x6xf32>
// CHECK: tensor.empty(%{{.*}}) : tensor<?x6xf32>
func.func @per_channel(%x: tensor<?x6xf32>, %s: tensor<6xf32>, %z: tensor<6xi8>, %a: tensor<6xf32>) -> tensor<?x6xf32> {
  %q = "nn.quantize"(%x, %s, %z) : (tensor<?x6xf32>, tensor<6xf32>, tensor<6xi8>) -> tensor<?x6xi8>
  %d = "nn.dequantize"(%q, %s, %z) : (tensor<?x6xi8>, tensor<6xf32>, tensor<6xi8>) -> tensor<?x6xf32>
  %y = "nn.prelu"(%d, %a) : (tensor<?x6xf32>, tensor<6xf32>) -> tensor<?x6xf32>
  return %y : tensor<?x6xf32>
}

// -----

// one_hot of ids of any shape: the indices' sizes, then the depth.
// CHECK-LABEL: func.func @one_hot
// CHECK-SAME: (%[[I:.*]]: tensor<?x?xi64>
// CHECK: %[[B:.*]] = tensor.dim %[[I]], %{{.*}} : tensor<?x?xi64>
// CHECK: %[[S:.*]] = tensor.dim %[[I]], %{{.*}} : tensor<?x?xi64>
// CHECK: tensor.empty(%[[B]], %[[S]]) : tensor<?x?x5xf32>
func.func @one_hot(%ids: tensor<?x?xi64>, %values: tensor<2xf32>) -> tensor<?x?x5xf32> {
  %0 = "nn.one_hot"(%ids, %values) {depth = 5 : i64, axis = -1 : i64} : (tensor<?x?xi64>, tensor<2xf32>) -> tensor<?x?x5xf32>
  return %0 : tensor<?x?x5xf32>
}

// -----

// A scan along a dynamic axis: the forall runs over the rows at run time
// (tensor.dim bounds), each row's loop to the axis's size, and an empty
// axis leaves the row as it is (the first slice is read before the loop).
// CHECK-LABEL: func.func @cumsum_dynamic_axis
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x8xf32>)
// CHECK: %[[B:.*]] = tensor.dim %[[X]], %c0
// CHECK: scf.forall (%{{.*}}, %{{.*}}) = (0, 0) to (%[[B]], 8) step (1, 8)
// CHECK: %[[ROW:.*]] = tensor.extract_slice %[[X]][%{{.*}}, 0, %{{.*}}] [1, %{{.*}}, 8] [1, 1, 1] : tensor<?x?x8xf32> to tensor<?x8xf32>
// CHECK: %[[N:.*]] = tensor.dim %[[ROW]], %c0
// CHECK: %[[ANY:.*]] = arith.cmpi ugt, %[[N]], %c0
// CHECK: scf.if %[[ANY]] -> (tensor<?x8xf32>)
// CHECK: scf.for %{{.*}} = %c1{{.*}} to %[[N]]
// CHECK: } else {
// CHECK: tensor.parallel_insert_slice %{{.*}} into %{{.*}}[%{{.*}}, 0, %{{.*}}] [1, %{{.*}}, 8]
func.func @cumsum_dynamic_axis(%x: tensor<?x?x8xf32>) -> tensor<?x?x8xf32> {
  %0 = "nn.cumsum"(%x) {axis = 1 : i64} : (tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
  return %0 : tensor<?x?x8xf32>
}

// -----

// top_k over dynamic rows: the forall's bound is the row count.
// CHECK-LABEL: func.func @top_k_rows
// CHECK: %[[N:.*]] = tensor.dim %{{.*}}, %c0 : tensor<?x10xf32>
// CHECK: scf.forall (%{{.*}}) in (%[[N]]) shared_outs
func.func @top_k_rows(%x: tensor<?x10xf32>) -> (tensor<?x3xf32>, tensor<?x3xi64>) {
  %0:2 = "nn.top_k"(%x) {k = 3 : i64} : (tensor<?x10xf32>) -> (tensor<?x3xf32>, tensor<?x3xi64>)
  return %0#0, %0#1 : tensor<?x3xf32>, tensor<?x3xi64>
}

// -----

// The gathers take their result's sizes from the positions, whose check and
// clamped copy run over the positions' own sizes.
// CHECK-LABEL: func.func @gathers
// CHECK-SAME: (%[[D:.*]]: tensor<?x8xf32>, %[[I:.*]]: tensor<?x3xi64>, %[[T:.*]]: tensor<5x6x7xf32>, %[[P:.*]]: tensor<?x2xi64>)
// CHECK: tensor.dim %[[I]], %c0
// CHECK: tensor.empty(%[[N:.*]]) : tensor<?x3xi64>
// CHECK-NOT: linalg.generic
// CHECK: linalg.generic {{.*}} ins(%[[I]] : tensor<?x3xi64>)
// CHECK: tensor.empty(%[[N]]) : tensor<?x3xf32>
// CHECK: tensor.extract_slice %[[P]][0, 0] [%{{.*}}, 1] [1, 1] : tensor<?x2xi64> to tensor<?x1xi64>
// CHECK: tensor.empty(%[[M:.*]]) : tensor<?x2xi64>
// CHECK-NOT: linalg.generic
// CHECK: linalg.generic {{.*}} ins(%[[P]] : tensor<?x2xi64>)
// CHECK: tensor.empty(%[[M]]) : tensor<?x7xf32>
func.func @gathers(%d: tensor<?x8xf32>, %i: tensor<?x3xi64>, %t: tensor<5x6x7xf32>, %p: tensor<?x2xi64>) -> (tensor<?x3xf32>, tensor<?x7xf32>) {
  %0 = "nn.gather_elements"(%d, %i) {axis = 1 : i64} : (tensor<?x8xf32>, tensor<?x3xi64>) -> tensor<?x3xf32>
  %1 = "nn.gather_nd"(%t, %p) : (tensor<5x6x7xf32>, tensor<?x2xi64>) -> tensor<?x7xf32>
  return %0, %1 : tensor<?x3xf32>, tensor<?x7xf32>
}

// -----

// The scatters loop over the updates' sizes at run time.
// CHECK-LABEL: func.func @scatters
// CHECK-SAME: (%[[D:.*]]: tensor<?x8xf32>, %[[I:.*]]: tensor<?x3xi64>, %[[U:.*]]: tensor<?x3xf32>)
// CHECK: %[[N:.*]] = tensor.dim %[[U]], %c0
// CHECK: %[[ROWS:.*]] = tensor.dim %[[D]], %c0
// CHECK: %[[COPY:.*]] = tensor.empty(%[[ROWS]]) : tensor<?x8xf32>
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %[[N]] step
func.func @scatters(%d: tensor<?x8xf32>, %i: tensor<?x3xi64>, %u: tensor<?x3xf32>) -> tensor<?x8xf32> {
  %0 = "nn.scatter_elements"(%d, %i, %u) {axis = 1 : i64, reduction = "add"} : (tensor<?x8xf32>, tensor<?x3xi64>, tensor<?x3xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// A transposed convolution with a dynamic batch: the per-group views and
// phases take the input's batch.
// CHECK-LABEL: func.func @conv_transpose_batch
// CHECK-SAME: (%[[X:.*]]: tensor<?x4x3x3xf32>
// CHECK: tensor.dim %[[X]], %c0
// CHECK: tensor.expand_shape %[[X]] {{\[\[}}0], [1, 2], [3], [4]] output_shape [%{{.*}}, 2, 2, 3, 3] : tensor<?x4x3x3xf32> into tensor<?x2x2x3x3xf32>
func.func @conv_transpose_batch(%x: tensor<?x4x3x3xf32>, %w: tensor<4x2x2x2xf32>) -> tensor<?x4x5x5xf32> {
  %0 = "nn.conv_transpose2d"(%x, %w) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 0, 0>, groups = 2 : i64} : (tensor<?x4x3x3xf32>, tensor<4x2x2x2xf32>) -> tensor<?x4x5x5xf32>
  return %0 : tensor<?x4x5x5xf32>
}

// -----

// Pools with indices, a resize and a grid sample over a dynamic batch; the
// grid sample's tables take the grid's.
// CHECK-LABEL: func.func @batch_images
// CHECK-SAME: (%[[X:.*]]: tensor<?x3x7x6xf32>, %[[Y:.*]]: tensor<?x2x3x4xf32>, %[[G:.*]]: tensor<?x3x5x2xf32>, %[[Z:.*]]: tensor<?x2x3x5xf32>)
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %c0
// CHECK: tensor.empty(%[[N]]) : tensor<?x3x4x3xi64>
// CHECK: %[[M:.*]] = tensor.dim %[[Y]], %c0
// CHECK: tensor.empty(%[[M]]) : tensor<?x2x6x8xf32>
// CHECK: %[[K:.*]] = tensor.dim %[[G]], %c0
// CHECK: tensor.empty(%[[K]]) : tensor<?x3x5xi32>
func.func @batch_images(%x: tensor<?x3x7x6xf32>, %y: tensor<?x2x3x4xf32>, %g: tensor<?x3x5x2xf32>, %z: tensor<?x2x3x5xf32>) -> (tensor<?x3x4x3xi64>, tensor<?x2x6x8xf32>, tensor<?x2x3x5xf32>) {
  %0:2 = "nn.max_pool_with_indices"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<?x3x7x6xf32>) -> (tensor<?x3x4x3xf32>, tensor<?x3x4x3xi64>)
  %1 = "nn.resize"(%y) {mode = "linear"} : (tensor<?x2x3x4xf32>) -> tensor<?x2x6x8xf32>
  %2 = "nn.grid_sample"(%z, %g) {align_corners = true} : (tensor<?x2x3x5xf32>, tensor<?x3x5x2xf32>) -> tensor<?x2x3x5xf32>
  return %0#1, %1, %2 : tensor<?x3x4x3xi64>, tensor<?x2x6x8xf32>, tensor<?x2x3x5xf32>
}

// -----

// non_zero's bound is the element count at run time; non_max_suppression's
// stays static (B*C*K) over a dynamic box count.
// CHECK-LABEL: func.func @selections
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[B:.*]]: tensor<1x?x4xf32>, %[[S:.*]]: tensor<1x1x?xf32>)
// CHECK: %[[R:.*]] = tensor.dim %[[X]], %c0
// CHECK: %[[COUNT:.*]] = arith.muli %[[R]], %c4
// CHECK: tensor.empty(%[[COUNT]]) : tensor<2x?xi64>
// CHECK: tensor.empty() : tensor<3x3xi64>
// CHECK: %[[NB:.*]] = tensor.dim %[[S]], %c2
// CHECK: tensor.empty(%[[NB]]) : tensor<1x1x?xi1>
func.func @selections(%x: tensor<?x4xf32>, %b: tensor<1x?x4xf32>, %s: tensor<1x1x?xf32>) -> (tensor<2x?xi64>, tensor<3x3xi64>) {
  %0:2 = "nn.non_zero"(%x) : (tensor<?x4xf32>) -> (tensor<2x?xi64>, tensor<i64>)
  %1:2 = "nn.non_max_suppression"(%b, %s) {max_output_boxes_per_class = 3 : i64, iou_threshold = 0.5 : f32} : (tensor<1x?x4xf32>, tensor<1x1x?xf32>) -> (tensor<3x3xi64>, tensor<i64>)
  return %0#0, %1#0 : tensor<2x?xi64>, tensor<3x3xi64>
}

// -----

// A reshape whose dims_from names another tensor's dims takes its sizes
// from them (tensor.dim of that operand); the leftover dim is the input's
// remaining elements.
// CHECK-LABEL: func.func @reshape_dims_from
// CHECK-SAME: (%[[X:.*]]: tensor<?x64xf32>, %[[Y:.*]]: tensor<?x?x8xf32>)
// CHECK-DAG: tensor.dim %[[Y]], %c0
// CHECK-DAG: tensor.dim %[[Y]], %c1
// CHECK: %[[SHAPE:.*]] = tensor.from_elements {{.*}} : tensor<4xi64>
// CHECK: tensor.reshape %[[X]](%[[SHAPE]]) : (tensor<?x64xf32>, tensor<4xi64>) -> tensor<?x?x4x16xf32>
func.func @reshape_dims_from(%x: tensor<?x64xf32>, %y: tensor<?x?x8xf32>) -> tensor<?x?x4x16xf32> {
  %0 = "nn.reshape"(%x, %y) {dims_from = array<i64: 1, 0, 1, 1, -1, -1, -1, -1>} : (tensor<?x64xf32>, tensor<?x?x8xf32>) -> tensor<?x?x4x16xf32>
  return %0 : tensor<?x?x4x16xf32>
}

// -----

// A slice whose end ends_from names (position ids cut to a sequence): a
// generic over the result, sized by that dim, reading clamped into the
// input, and a run-time check that the end does not pass the dim.
// CHECK-LABEL: func.func @slice_ends_from
// CHECK-SAME: (%[[T:.*]]: tensor<1x64xi64>, %[[X:.*]]: tensor<?x?x32xf32>)
// CHECK: %[[END:.*]] = tensor.dim %[[X]], %c1
// CHECK: %[[END64:.*]] = arith.index_cast %[[END]] : index to i64
// CHECK: %[[PAST:.*]] = arith.cmpi sgt, %[[END64]], %c64_i64
// CHECK: tensor.from_elements {{.*}} {nn.runtime_check = {argument = -1 : i64, high = 65 : i64, low = 0 : i64, op = "nn.slice", operand = "ends", shape = array<i64: 2>}}
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %c1
// CHECK: %[[OUT:.*]] = tensor.empty(%[[N]]) : tensor<1x?xi64>
// CHECK: linalg.generic {{.*}} outs(%[[OUT]] : tensor<1x?xi64>)
// CHECK: arith.minui %{{.*}}, %c63
// CHECK: tensor.extract %[[T]]
func.func @slice_ends_from(%t: tensor<1x64xi64>, %x: tensor<?x?x32xf32>) -> tensor<1x?xi64> {
  %0 = "nn.slice"(%t, %x) {starts = array<i64: 0, 0>, ends = array<i64: 1, 64>, ends_from = array<i64: -1, -1, 1, 1>} : (tensor<1x64xi64>, tensor<?x?x32xf32>) -> tensor<1x?xi64>
  return %0 : tensor<1x?xi64>
}

// -----

// A broadcast to sizes dims_from names: a 1 takes the named size, a
// dynamic input dim keeps its own (equal to the named one, checked).
// CHECK-LABEL: func.func @broadcast_dims_from
// CHECK-SAME: (%[[T:.*]]: tensor<1x?xi64>, %[[X:.*]]: tensor<?x?x32xf32>)
// CHECK: %[[B:.*]] = tensor.dim %[[X]], %c0
// CHECK: %[[S:.*]] = tensor.dim %[[T]], %c1
// CHECK: %[[OUT:.*]] = tensor.empty(%[[B]], %[[S]]) : tensor<?x?xi64>
// CHECK: linalg.generic {{.*}} ins(%[[T]] : tensor<1x?xi64>) outs(%[[OUT]] : tensor<?x?xi64>)
func.func @broadcast_dims_from(%t: tensor<1x?xi64>, %x: tensor<?x?x32xf32>) -> tensor<?x?xi64> {
  %0 = "nn.broadcast_to"(%t, %x) {dims_from = array<i64: 1, 0, 1, 1>} : (tensor<1x?xi64>, tensor<?x?x32xf32>) -> tensor<?x?xi64>
  return %0 : tensor<?x?xi64>
}

// -----

// A gather along a dim of dynamic size: the positions clamp against it at
// run time, and each read branches on the dim not being empty (a zero
// else), inside the loop (so the GPU path runs it in its kernel).
// CHECK-LABEL: func.func @gather_dynamic_axis
// CHECK-SAME: (%[[D:.*]]: tensor<4x?xf32>, %[[I:.*]]: tensor<4x3xi64>)
// CHECK: %[[N:.*]] = tensor.dim %[[D]], %c1
// CHECK: %[[SOME:.*]] = arith.cmpi ugt, %[[N]], %c0
// CHECK: %[[N64:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK: tensor.from_elements {{.*}} {nn.runtime_check = {argument = 1 : i64, high = -9223372036854775808 : i64, low = -9223372036854775808 : i64
// CHECK: linalg.generic
// CHECK: arith.maxsi
// CHECK: linalg.generic
// CHECK: scf.if %[[SOME]] -> (f32)
// CHECK: tensor.extract %[[D]]
// CHECK: } else {
func.func @gather_dynamic_axis(%d: tensor<4x?xf32>, %i: tensor<4x3xi64>) -> tensor<4x3xf32> {
  %0 = "nn.gather_elements"(%d, %i) {axis = 1 : i64} : (tensor<4x?xf32>, tensor<4x3xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
