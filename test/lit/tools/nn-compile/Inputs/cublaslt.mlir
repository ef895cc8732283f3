// Matmuls for nn-compile --matmul-library cublaslt (cublaslt.test): a Linear
// layer with its relu, a transposed weight with a bias and a residual, a
// batched product of two batch dims (attention scores), a weight shared by
// a batch; a weight broadcast along one of two batch dims (a loop of
// calls); a matmul between two kernels (block); f16 and bf16 products,
// batched too
// (on the tensor cores, accumulated in f32); pointwise convolutions in NCHW
// and NHWC. Sizes are odd on purpose: no dim is a multiple of another.
func.func @linear_relu(%x: tensor<33x70xf32>, %w: tensor<70x17xf32>, %b: tensor<17xf32>) -> tensor<33x17xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<33x70xf32>, tensor<70x17xf32>) -> tensor<33x17xf32>
  %1 = "nn.add"(%0, %b) : (tensor<33x17xf32>, tensor<17xf32>) -> tensor<33x17xf32>
  %2 = "nn.relu"(%1) : (tensor<33x17xf32>) -> tensor<33x17xf32>
  return %2 : tensor<33x17xf32>
}
func.func @residual(%x: tensor<8x16xf32>, %w: tensor<24x16xf32>, %b: tensor<24xf32>, %r: tensor<8x24xf32>) -> tensor<8x24xf32> {
  %0 = "nn.matmul"(%x, %w) {transpose_b = true} : (tensor<8x16xf32>, tensor<24x16xf32>) -> tensor<8x24xf32>
  %1 = "nn.add"(%0, %b) : (tensor<8x24xf32>, tensor<24xf32>) -> tensor<8x24xf32>
  %2 = "nn.add"(%r, %1) : (tensor<8x24xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>
  return %2 : tensor<8x24xf32>
}
func.func @attention_scores(%q: tensor<2x3x5x8xf32>, %k: tensor<2x3x7x8xf32>) -> tensor<2x3x5x7xf32> {
  %0 = "nn.matmul"(%q, %k) {transpose_b = true} : (tensor<2x3x5x8xf32>, tensor<2x3x7x8xf32>) -> tensor<2x3x5x7xf32>
  return %0 : tensor<2x3x5x7xf32>
}
func.func @shared_weight(%x: tensor<4x6x9xf32>, %w: tensor<9x5xf32>) -> tensor<4x6x5xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<4x6x9xf32>, tensor<9x5xf32>) -> tensor<4x6x5xf32>
  return %0 : tensor<4x6x5xf32>
}
func.func @block(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %b: tensor<32xf32>) -> tensor<8x32xf32> {
  %0 = "nn.tanh"(%x) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "nn.matmul"(%0, %w) : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %2 = "nn.add"(%1, %b) : (tensor<8x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
  %3 = "nn.softmax"(%2) {axis = 1 : i64} : (tensor<8x32xf32>) -> tensor<8x32xf32>
  return %3 : tensor<8x32xf32>
}
func.func @half_linear(%x: tensor<9x40xf16>, %w: tensor<40x24xf16>, %b: tensor<24xf16>) -> tensor<9x24xf16> {
  %0 = "nn.matmul"(%x, %w) : (tensor<9x40xf16>, tensor<40x24xf16>) -> tensor<9x24xf16>
  %1 = "nn.add"(%0, %b) : (tensor<9x24xf16>, tensor<24xf16>) -> tensor<9x24xf16>
  %2 = "nn.relu"(%1) : (tensor<9x24xf16>) -> tensor<9x24xf16>
  return %2 : tensor<9x24xf16>
}
func.func @bf16_residual(%x: tensor<2x6x32xbf16>, %w: tensor<16x32xbf16>, %r: tensor<2x6x16xbf16>) -> tensor<2x6x16xbf16> {
  %0 = "nn.matmul"(%x, %w) {transpose_b = true} : (tensor<2x6x32xbf16>, tensor<16x32xbf16>) -> tensor<2x6x16xbf16>
  %1 = "nn.add"(%0, %r) : (tensor<2x6x16xbf16>, tensor<2x6x16xbf16>) -> tensor<2x6x16xbf16>
  return %1 : tensor<2x6x16xbf16>
}
func.func @half_broadcast(%q: tensor<2x3x5x8xf16>, %k: tensor<3x8x7xf16>) -> tensor<2x3x5x7xf16> {
  %0 = "nn.matmul"(%q, %k) : (tensor<2x3x5x8xf16>, tensor<3x8x7xf16>) -> tensor<2x3x5x7xf16>
  return %0 : tensor<2x3x5x7xf16>
}
func.func @broadcast_outer(%q: tensor<2x3x5x8xf32>, %k: tensor<3x8x7xf32>) -> tensor<2x3x5x7xf32> {
  %0 = "nn.matmul"(%q, %k) : (tensor<2x3x5x8xf32>, tensor<3x8x7xf32>) -> tensor<2x3x5x7xf32>
  return %0 : tensor<2x3x5x7xf32>
}
// Pointwise convolutions need no gather (GpuIm2col.c): each is one call.
// NCHW: the filter times each image, the images cuBLASLt's batch.
func.func @pointwise_nchw(%x: tensor<2x16x5x3xf32>, %w: tensor<12x16x1x1xf32>) -> tensor<2x12x5x3xf32> {
  %0 = "nn.conv2d"(%x, %w) : (tensor<2x16x5x3xf32>, tensor<12x16x1x1xf32>) -> tensor<2x12x5x3xf32>
  return %0 : tensor<2x12x5x3xf32>
}
// NCHW with a residual and the relu (no bias): fused into the call too.
func.func @pointwise_nchw_residual(%x: tensor<2x16x5x3xf32>, %w: tensor<12x16x1x1xf32>, %r: tensor<2x12x5x3xf32>) -> tensor<2x12x5x3xf32> {
  %0 = "nn.conv2d"(%x, %w) : (tensor<2x16x5x3xf32>, tensor<12x16x1x1xf32>) -> tensor<2x12x5x3xf32>
  %1 = "nn.add"(%0, %r) : (tensor<2x12x5x3xf32>, tensor<2x12x5x3xf32>) -> tensor<2x12x5x3xf32>
  %2 = "nn.relu"(%1) : (tensor<2x12x5x3xf32>) -> tensor<2x12x5x3xf32>
  return %2 : tensor<2x12x5x3xf32>
}
// NHWC: one product over every pixel of every image, with its bias along
// the channels, a residual and the relu fused.
func.func @pointwise_nhwc(%x: tensor<2x5x3x16xf32>, %w: tensor<1x1x16x12xf32>, %b: tensor<12xf32>, %r: tensor<2x5x3x12xf32>) -> tensor<2x5x3x12xf32> {
  %0 = "nn.conv2d"(%x, %w) {layout = "NHWC"} : (tensor<2x5x3x16xf32>, tensor<1x1x16x12xf32>) -> tensor<2x5x3x12xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 3 : i64} : (tensor<2x5x3x12xf32>, tensor<12xf32>) -> tensor<2x5x3x12xf32>
  %2 = "nn.add"(%1, %r) : (tensor<2x5x3x12xf32>, tensor<2x5x3x12xf32>) -> tensor<2x5x3x12xf32>
  %3 = "nn.relu"(%2) : (tensor<2x5x3x12xf32>) -> tensor<2x5x3x12xf32>
  return %3 : tensor<2x5x3x12xf32>
}
// Dynamic sizes: the outlined function writes into the caller's tensor,
// sized at run time; the call takes the sizes and strides as values.
// A Linear layer over a dynamic batch and sequence, bias and relu fused.
func.func @dynamic_linear(%x: tensor<?x?x32xf32>, %w: tensor<32x24xf32>, %b: tensor<24xf32>) -> tensor<?x?x24xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<?x?x32xf32>, tensor<32x24xf32>) -> tensor<?x?x24xf32>
  %1 = "nn.add"(%0, %b) : (tensor<?x?x24xf32>, tensor<24xf32>) -> tensor<?x?x24xf32>
  %2 = "nn.relu"(%1) : (tensor<?x?x24xf32>) -> tensor<?x?x24xf32>
  return %2 : tensor<?x?x24xf32>
}
// Every size dynamic but the shared one, a transposed B.
func.func @dynamic_plain(%x: tensor<?x16xf32>, %w: tensor<?x16xf32>) -> tensor<?x?xf32> {
  %0 = "nn.matmul"(%x, %w) {transpose_b = true} : (tensor<?x16xf32>, tensor<?x16xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// Attention scores over a dynamic batch and sequence: batch and heads are
// one strided batch whatever the sizes (adjacent dims of contiguous
// buffers), its count computed at run time.
func.func @dynamic_scores(%q: tensor<?x4x?x8xf32>, %k: tensor<?x4x?x8xf32>) -> tensor<?x4x?x?xf32> {
  %0 = "nn.matmul"(%q, %k) {transpose_b = true} : (tensor<?x4x?x8xf32>, tensor<?x4x?x8xf32>) -> tensor<?x4x?x?xf32>
  return %0 : tensor<?x4x?x?xf32>
}
// A pointwise NHWC convolution of a dynamic batch, its bias and relu fused:
// one call over every pixel, m read at run time.
func.func @dynamic_pointwise(%x: tensor<?x5x4x16xf32>, %w: tensor<1x1x16x12xf32>, %b: tensor<12xf32>) -> tensor<?x5x4x12xf32> {
  %0 = "nn.conv2d"(%x, %w) {layout = "NHWC"} : (tensor<?x5x4x16xf32>, tensor<1x1x16x12xf32>) -> tensor<?x5x4x12xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 3 : i64} : (tensor<?x5x4x12xf32>, tensor<12xf32>) -> tensor<?x5x4x12xf32>
  %2 = "nn.relu"(%1) : (tensor<?x5x4x12xf32>) -> tensor<?x5x4x12xf32>
  return %2 : tensor<?x5x4x12xf32>
}
