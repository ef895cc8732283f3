// Splits of a tensor of dynamic rows into three parts of the same dynamic
// sizes. @heads: each part reshaped into heads and transposed by a group of
// its own (an attention's q, k and v); the group's call is inlined (its
// result is dynamic) and reshapes the part, which must then be a contiguous
// copy. @views: each part read by elementwise groups, which read it as a
// view.
func.func @heads(%x: tensor<?x24xf32>) -> (tensor<2x?x4xf32>, tensor<2x?x4xf32>, tensor<2x?x4xf32>) {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<?x24xf32>) -> tensor<?x24xf32>
  %1:3 = "nn.split"(%0) {axis = 1 : i64} : (tensor<?x24xf32>) -> (tensor<?x8xf32>, tensor<?x8xf32>, tensor<?x8xf32>)
  %2 = "nn.reshape"(%1#0) : (tensor<?x8xf32>) -> tensor<?x2x4xf32>
  %3 = "nn.transpose"(%2) {perm = array<i64: 1, 0, 2>} : (tensor<?x2x4xf32>) -> tensor<2x?x4xf32>
  %4 = "nn.reshape"(%1#1) : (tensor<?x8xf32>) -> tensor<?x2x4xf32>
  %5 = "nn.transpose"(%4) {perm = array<i64: 1, 0, 2>} : (tensor<?x2x4xf32>) -> tensor<2x?x4xf32>
  %6 = "nn.reshape"(%1#2) : (tensor<?x8xf32>) -> tensor<?x2x4xf32>
  %7 = "nn.transpose"(%6) {perm = array<i64: 1, 0, 2>} : (tensor<?x2x4xf32>) -> tensor<2x?x4xf32>
  return %3, %5, %7 : tensor<2x?x4xf32>, tensor<2x?x4xf32>, tensor<2x?x4xf32>
}
func.func @views(%x: tensor<?x24xf32>) -> (tensor<?x8xf32>, tensor<?x8xf32>, tensor<?x8xf32>) {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<?x24xf32>) -> tensor<?x24xf32>
  %1:3 = "nn.split"(%0) {axis = 1 : i64} : (tensor<?x24xf32>) -> (tensor<?x8xf32>, tensor<?x8xf32>, tensor<?x8xf32>)
  %2 = "nn.exp"(%1#0) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %3 = "nn.tanh"(%2) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %4 = "nn.neg"(%1#1) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %5 = "nn.abs"(%4) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %6 = "nn.sigmoid"(%1#2) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %7 = "nn.sqrt"(%6) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  return %3, %5, %7 : tensor<?x8xf32>, tensor<?x8xf32>, tensor<?x8xf32>
}
