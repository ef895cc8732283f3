// An entry whose dynamic rows its input's nn.dims name: --specialize can
// bind them.
func.func @main(%x: tensor<?x8xf32> {nn.dims = ["rows", ""]}) -> tensor<?x8xf32> {
  %0 = "nn.relu"(%x) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
