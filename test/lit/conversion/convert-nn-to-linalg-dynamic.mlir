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
