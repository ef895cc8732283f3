// Groups of elementwise, broadcast and injective ops, in the shapes of
// TVM's FuseOps test graphs: --fuse-ops makes each one group, which the
// CUDA pipeline makes one kernel (nvvm-gather-groups.test).

// A concat between elementwise ops.
func.func @concat(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<8x8xf32> {
  %0 = "nn.relu"(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.exp"(%b) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "tensor.concat"(%0, %1) {dim = 0 : i64} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %3 = "nn.tanh"(%2) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// Three parallel branches into a concat along the last dim, one of them
// transposed, then a bias.
func.func @parallel(%x: tensor<6x5xf32>, %y: tensor<5x6xf32>, %b: tensor<17xf32>) -> tensor<6x17xf32> {
  %0 = "nn.sigmoid"(%x) : (tensor<6x5xf32>) -> tensor<6x5xf32>
  %1 = "nn.transpose"(%y) {perm = array<i64: 1, 0>} : (tensor<5x6xf32>) -> tensor<6x5xf32>
  %2 = "nn.neg"(%x) : (tensor<6x5xf32>) -> tensor<6x5xf32>
  %3 = "nn.add"(%2, %2) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
  %s = "nn.slice"(%y) {starts = array<i64: 0, 0>, ends = array<i64: 5, 6>, steps = array<i64: 1, 3>} : (tensor<5x6xf32>) -> tensor<5x2xf32>
  %t = "nn.transpose"(%s) {perm = array<i64: 1, 0>} : (tensor<5x2xf32>) -> tensor<2x5xf32>
  %r = "nn.reshape"(%t) : (tensor<2x5xf32>) -> tensor<5x2xf32>
  %p = "nn.pad"(%r) {pads = array<i64: 0, 0, 1, 0>, value = 0.5 : f32} : (tensor<5x2xf32>) -> tensor<6x2xf32>
  %4 = "tensor.concat"(%0, %1, %3, %p) {dim = 1 : i64} : (tensor<6x5xf32>, tensor<6x5xf32>, tensor<6x5xf32>, tensor<6x2xf32>) -> tensor<6x17xf32>
  %5 = "nn.bias_add"(%4, %b) {axis = 1 : i64} : (tensor<6x17xf32>, tensor<17xf32>) -> tensor<6x17xf32>
  return %5 : tensor<6x17xf32>
}

// A pad then a concat with the unpadded input's square.
func.func @pad_concat(%x: tensor<2x3x4xf32>) -> tensor<2x3x10xf32> {
  %0 = "nn.pad"(%x) {pads = array<i64: 0, 0, 1, 0, 0, 1>, value = -1.0 : f32} : (tensor<2x3x4xf32>) -> tensor<2x3x6xf32>
  %1 = "nn.mul"(%x, %x) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %2 = "tensor.concat"(%0, %1) {dim = 2 : i64} : (tensor<2x3x6xf32>, tensor<2x3x4xf32>) -> tensor<2x3x10xf32>
  return %2 : tensor<2x3x10xf32>
}

// A concat, then a gather of its rows.
func.func @concat_gather(%a: tensor<3x4xf32>, %b: tensor<2x4xf32>, %i: tensor<6xi64>) -> tensor<6x4xf32> {
  %0 = "nn.abs"(%a) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = "tensor.concat"(%0, %b) {dim = 0 : i64} : (tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<5x4xf32>
  %2 = "nn.gather"(%1, %i) {axis = 0 : i64} : (tensor<5x4xf32>, tensor<6xi64>) -> tensor<6x4xf32>
  %3 = "nn.sqrt"(%2) : (tensor<6x4xf32>) -> tensor<6x4xf32>
  return %3 : tensor<6x4xf32>
}

// A concat and a pad fused with nothing (their producers are softmaxes,
// which end groups): each one kernel too, reading its operands as they are.
func.func @lone(%x: tensor<4x8xf32>, %y: tensor<2x8xf32>) -> (tensor<6x8xf32>, tensor<6x9xf32>) {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.softmax"(%y) {axis = 1 : i64} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %2 = "tensor.concat"(%0, %1) {dim = 0 : i64} : (tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<6x8xf32>
  %3 = "nn.pad"(%0) {pads = array<i64: 1, 0, 1, 1>, value = 2.0 : f32} : (tensor<4x8xf32>) -> tensor<6x9xf32>
  return %2, %3 : tensor<6x8xf32>, tensor<6x9xf32>
}

// A split into three equal parts (an attention's q, k and v), returned: one
// kernel writing the three parts into the caller's buffers, not a copy
// kernel per part. Parts that kernels of the function read stay views (the
// second split): no kernel at all.
func.func @split(%x: tensor<4x24xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<4x24xf32>) -> tensor<4x24xf32>
  %1:3 = "nn.split"(%0) {axis = 1 : i64} : (tensor<4x24xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>)
  %2:3 = "nn.split"(%x) {axis = 1 : i64} : (tensor<4x24xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>)
  %3 = "nn.softmax"(%2#1) {axis = 1 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1#0, %1#1, %1#2, %3 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}
