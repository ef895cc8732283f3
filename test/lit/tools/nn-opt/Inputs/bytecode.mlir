// A small graph for the bytecode tests (../bytecode.test and nn-run's,
// nn-compile's): weights in a dense_resource blob aligned to 64 bytes (the
// blob's first 4 bytes; MLIR's bytecode reader checks that the buffer is
// aligned as the blob asks), nn ops with i64, f32 and array attributes.
func.func @main(%x: tensor<2x4xf32>) -> tensor<4x2xf32> {
  %w = arith.constant dense_resource<weights> : tensor<2x4xf32>
  %0 = "nn.add"(%x, %w) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = "nn.softmax"(%0) {axis = -1 : i64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %2 = "nn.transpose"(%1) {perm = array<i64: 1, 0>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  %3 = "nn.leaky_relu"(%2) {alpha = 0.5 : f32} : (tensor<4x2xf32>) -> tensor<4x2xf32>
  return %3 : tensor<4x2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x40000000000080BF0000803F000000400000004100000000000000C000004040CDCCCC3D"
    }
  }
#-}
