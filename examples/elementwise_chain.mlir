// A long elementwise chain (16 ops, two of them reading the graph input
// again and a per-column bias): --fuse-ops makes it one kernel, and the
// CPU pipeline one loop nest. test/lit/examples runs it fused and unfused.
func.func @main(%x: tensor<256x1024xf32>, %b: tensor<1024xf32>, %s: tensor<f32>) -> tensor<256x1024xf32> {
  %0 = "nn.relu"(%x) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %1 = "nn.mul"(%0, %s) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
  %2 = "nn.tanh"(%1) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %3 = "nn.add"(%2, %b) : (tensor<256x1024xf32>, tensor<1024xf32>) -> tensor<256x1024xf32>
  %4 = "nn.sigmoid"(%3) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %5 = "nn.exp"(%4) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %6 = "nn.neg"(%5) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %7 = "nn.abs"(%6) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %8 = "nn.sqrt"(%7) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %9 = "nn.add"(%8, %x) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %10 = "nn.silu"(%9) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %11 = "nn.gelu"(%10) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %12 = "nn.softplus"(%11) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %13 = "nn.hardswish"(%12) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %14 = "nn.tanh"(%13) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %15 = "nn.mul"(%14, %s) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
  return %15 : tensor<256x1024xf32>
}
