// --nn-tile-fused on kernels holding a matmul or convolution: tiles shaped
// for the CPU's ukernels by the cost model of ContractionTiles.c (wide along
// the kernel's columns; then the rows and the count of tiles that cost the
// least on `threads` threads), lone contractions tiled too, and the options.
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused=threads=2 | FileCheck %s
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused=threads=2 --nn-tile-fused=threads=2 | FileCheck %s
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="contraction-elements=4096 threads=2" | FileCheck %s --check-prefix=SMALL
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="lone-contractions=false threads=2" | FileCheck %s --check-prefix=LONE
// RUN: not nn-opt %s --nn-tile-fused="contraction-elements=0" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-tile-fused' option 'contraction-elements' must be a positive integer, not '0'
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="print-tiling=true threads=2" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="print-tiling=true threads=4" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT4
// RUN: not nn-opt %s --nn-tile-fused="threads=5000" 2>&1 | FileCheck %s --check-prefix=BADTHREADS
// BADTHREADS: 'nn-tile-fused' option 'threads'
// PRINT: {{^}}loc({{.*}}:{{[0-9]+}}:{{[0-9]+}}): nn-tile-fused: linalg.generic (contraction: matmul), loops [1024, 1024], tiles [128, 256], 32 tiles
// PRINT-NEXT: {{^}}loc({{.*}}:{{[0-9]+}}:{{[0-9]+}}): nn-tile-fused: linalg.matmul (contraction: matmul), loops [1, 3072, 768], tiles [1, 256, 0], 12 tiles
// PRINT-NEXT: {{^}}loc({{.*}}:{{[0-9]+}}:{{[0-9]+}}): nn-tile-fused: linalg.contract (contraction: matmul), loops [1, 128, 3072, 768], tiles [1, 128, 256, 0], 12 tiles
// PRINT-NEXT: {{^}}loc({{.*}}:{{[0-9]+}}:{{[0-9]+}}): nn-tile-fused: linalg.generic (contraction: channels-first conv), loops [1, 64, 56, 56], tiles [1, 64, 4, 56], 14 tiles
// PRINT-NEXT: {{^}}loc({{.*}}:{{[0-9]+}}:{{[0-9]+}}): nn-tile-fused: linalg.conv_2d_nhwc_hwcf (contraction: channels-last conv), loops [1, 14, 14, 256, 1, 1, 64], tiles [1, 14, 14, 128, 0, 0, 0], 2 tiles
// PRINT-NEXT: {{^}}loc({{.*}}:{{[0-9]+}}:{{[0-9]+}}): nn-tile-fused: linalg.conv_2d_nhwc_hwcf (contraction: channels-last conv), loops [1, 7, 7, 160, 1, 1, 960], tiles [1, 1, 7, 160, 0, 0, 0], 7 tiles
// PRINT-NEXT: {{^}}loc({{.*}}:{{[0-9]+}}:{{[0-9]+}}): nn-tile-fused: linalg.depthwise_conv_2d_nchw_chw (contraction: channels-first conv), loops [1, 112, 112, 32, 3, 3], tiles [1, 16, 112, 16, 0, 0], 14 tiles
// PRINT-NEXT: {{^}}loc({{.*}}:{{[0-9]+}}:{{[0-9]+}}): nn-tile-fused: linalg.conv_2d_nchw_fchw (contraction: channels-first conv), loops [1, 64, 112, 112, 3, 7, 7], tiles [1, 64, 4, 112, 0, 0, 0], 28 tiles
// PRINT-NEXT: {{^}}loc({{.*}}:{{[0-9]+}}:{{[0-9]+}}): nn-tile-fused: linalg.generic (contraction: channels-first conv), loops [1, 32, 4, 56, 56], tiles [1, 32, 4, 4, 56], 14 tiles

// A 1024x1024 matmul with its epilogue: 128x256 tiles (n takes 256, m the
// rest of 32768). With a budget of 4096: 16x256.
// CHECK-LABEL: func.func private @fused_matmul_add_relu
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (8, 4)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<128x64xf32>, tensor<64x256xf32>)
// CHECK: linalg.generic
// CHECK: scf.forall.in_parallel
// SMALL-LABEL: func.func private @fused_matmul_add_relu
// SMALL: scf.forall (%{{.*}}, %{{.*}}) in (64, 4)
func.func @matmul(%a: tensor<1024x64xf32>, %b: tensor<64x1024xf32>, %bias: tensor<1024xf32>) -> tensor<1024x1024xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<1024x64xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
  %1 = "nn.add"(%0, %bias) : (tensor<1024x1024xf32>, tensor<1024xf32>) -> tensor<1024x1024xf32>
  %2 = "nn.relu"(%1) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %2 : tensor<1024x1024xf32>
}

// -----

// A lone batch-1 product (M = 1), as a transformer's linear layer at batch
// 1: tiled along n only, 256 wide. Without lone-contractions: untouched.
// CHECK-LABEL: func.func @matvec
// CHECK: scf.forall (%{{.*}}) in (12)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<1x768xf32>, tensor<768x256xf32>)
// LONE-LABEL: func.func @matvec
// LONE-NOT: scf.forall
// LONE: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<1x768xf32>, tensor<768x3072xf32>)
func.func @matvec(%a: tensor<1x768xf32>, %b: tensor<768x3072xf32>) -> tensor<1x3072xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<1x768xf32>, tensor<768x3072xf32>) -> tensor<1x3072xf32>
  return %0 : tensor<1x3072xf32>
}

// -----

// A matmul with a broadcast batch (a linalg.contract): a contraction too.
// CHECK-LABEL: func.func @broadcast_batch
// CHECK: scf.forall (%{{.*}}) in (12)
// CHECK: linalg.contract {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x128x768xf32>, tensor<768x256xf32>)
func.func @broadcast_batch(%a: tensor<1x128x768xf32>, %b: tensor<768x3072xf32>) -> tensor<1x128x3072xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
  return %0 : tensor<1x128x3072xf32>
}

// -----

// An NCHW convolution with bias and relu: whole output rows (56), all 64
// channels (packing the im2col panel once), and 4 rows per tile: 14 tiles,
// 7 per thread on 2 threads, each 224 columns = 7 register tiles of 32.
// Eight rows (7 tiles) would leave a thread idle for one tile in four; on 4
// threads, 7 rows (8 tiles) is the cheapest.
// CHECK-LABEL: func.func private @fused_conv2d_add_relu
// CHECK: scf.forall (%{{.*}}) in (14)
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} outs(%{{.*}} : tensor<1x64x4x56xf32>)
// PRINT4: linalg.generic (contraction: channels-first conv), loops [1, 64, 56, 56], tiles [1, 64, 7, 56], 8 tiles
func.func @conv_nchw(%x: tensor<1x64x56x56xf32>, %w: tensor<64x64x3x3xf32>, %b: tensor<1x64x1x1xf32>) -> tensor<1x64x56x56xf32> {
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32>
  %1 = "nn.add"(%0, %b) : (tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x56x56xf32>
  %2 = "nn.relu"(%1) : (tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  return %2 : tensor<1x64x56x56xf32>
}

// -----

// Channels last: whole rows of 14, all 14 rows (the kernel's rows, 196),
// and the 256 channels (its columns) split in one tile per thread: 2 tiles
// on 2 threads, 4 on 4.
// CHECK-LABEL: func.func @conv_nhwc
// CHECK: scf.forall (%{{.*}}) in (2)
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} outs(%{{.*}} : tensor<1x14x14x128xf32>)
// PRINT4: linalg.conv_2d_nhwc_hwcf (contraction: channels-last conv), loops [1, 14, 14, 256, 1, 1, 64], tiles [1, 14, 14, 64, 0, 0, 0], 4 tiles
func.func @conv_nhwc(%x: tensor<1x14x14x64xf32>, %w: tensor<1x1x64x256xf32>) -> tensor<1x14x14x256xf32> {
  %0 = "nn.conv2d"(%x, %w) {layout = "NHWC"} : (tensor<1x14x14x64xf32>, tensor<1x1x64x256xf32>) -> tensor<1x14x14x256xf32>
  return %0 : tensor<1x14x14x256xf32>
}

// -----

// An NHWC convolution's weight is packed at compile time into panels of 32
// channels, which tiles starting on a panel read in place: 160 channels
// stay whole (7 tiles of an output row each), not 2 tiles of 80, the
// second of which would pack its 80 x 960 block of the weight on every call.
// CHECK-LABEL: func.func @conv_nhwc_panels
// CHECK: scf.forall (%{{.*}}) in (7)
func.func @conv_nhwc_panels(%x: tensor<1x7x7x960xf32>, %w: tensor<1x1x960x160xf32>) -> tensor<1x7x7x160xf32> {
  %0 = "nn.conv2d"(%x, %w) {layout = "NHWC"} : (tensor<1x7x7x960xf32>, tensor<1x1x960x160xf32>) -> tensor<1x7x7x160xf32>
  return %0 : tensor<1x7x7x160xf32>
}

// -----

// A depthwise NCHW convolution, whose loops are (n, oh, ow, c, kh, kw), not
// its result's order: whole rows; its direct kernel packs nothing, so only
// the count of tiles matters: 14 of 16 channels x 16 rows.
// CHECK-LABEL: func.func @depthwise_nchw
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (7, 2)
// CHECK: linalg.depthwise_conv_2d_nchw_chw {{.*}} outs(%{{.*}} : tensor<1x16x16x112xf32>)
func.func @depthwise_nchw(%x: tensor<1x32x112x112xf32>, %w: tensor<32x1x3x3xf32>) -> tensor<1x32x112x112xf32> {
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>, groups = 32 : i64} : (tensor<1x32x112x112xf32>, tensor<32x1x3x3xf32>) -> tensor<1x32x112x112xf32>
  return %0 : tensor<1x32x112x112xf32>
}

// -----

// A lone convolution of a padded input: the tensor.pad in the function is
// read without the output-channel loop, as any convolution input is, and
// that does not keep the channels whole (it would for a reduced value, such
// as a softmax's row maximum): 64 channels, 4 whole rows of 112 a tile.
// CHECK-LABEL: func.func @conv_7x7_padded
// CHECK: scf.forall (%{{.*}}) in (28)
// CHECK: tensor.pad
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} outs(%{{.*}} : tensor<1x64x4x112xf32>)
func.func @conv_7x7_padded(%x: tensor<1x3x224x224xf32>, %w: tensor<64x3x7x7xf32>) -> tensor<1x64x112x112xf32> {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 2, 2>, padding = array<i64: 3, 3, 3, 3>} : (tensor<1x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<1x64x112x112xf32>
  return %0 : tensor<1x64x112x112xf32>
}

// -----

// A grouped convolution (32 groups of 4 channels) with its epilogue, which
// runs on the (n, g, f, h, w) result: each tile keeps a group's 4 channels
// whole (the ukernel's M, one call per group) and all 32 groups, 4 whole
// rows of 56.
// CHECK-LABEL: func.func private @fused_conv2d_bias_add_relu
// CHECK: scf.forall (%{{.*}}) in (14)
// CHECK: linalg.conv_2d_ngchw_gfchw {{.*}} outs(%{{.*}} : tensor<1x32x4x4x56xf32>)
func.func @grouped(%x: tensor<1x128x56x56xf32>, %w: tensor<128x4x3x3xf32>, %b: tensor<128xf32>) -> tensor<1x128x56x56xf32> {
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>, groups = 32 : i64} : (tensor<1x128x56x56xf32>, tensor<128x4x3x3xf32>) -> tensor<1x128x56x56xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<1x128x56x56xf32>, tensor<128xf32>) -> tensor<1x128x56x56xf32>
  %2 = "nn.relu"(%1) : (tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
  return %2 : tensor<1x128x56x56xf32>
}

// -----

// The same in NHWC, on the (n, h, w, g, f) result: each group's 4 channels
// whole (the innermost dim), all 32 groups, 4 whole rows of 56.
// CHECK-LABEL: func.func private @fused_conv2d_bias_add_relu
// CHECK: scf.forall (%{{.*}}) in (14)
// CHECK: linalg.conv_2d_nhwgc_gfhwc {{.*}} outs(%{{.*}} : tensor<1x4x56x32x4xf32>)
func.func @grouped_nhwc(%x: tensor<1x56x56x128xf32>, %w: tensor<3x3x4x128xf32>, %b: tensor<128xf32>) -> tensor<1x56x56x128xf32> {
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>, groups = 32 : i64, layout = "NHWC"} : (tensor<1x56x56x128xf32>, tensor<3x3x4x128xf32>) -> tensor<1x56x56x128xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 3 : i64} : (tensor<1x56x56x128xf32>, tensor<128xf32>) -> tensor<1x56x56x128xf32>
  %2 = "nn.relu"(%1) : (tensor<1x56x56x128xf32>) -> tensor<1x56x56x128xf32>
  return %2 : tensor<1x56x56x128xf32>
}

// -----

// A deep reduction (K = 2048): the budget of output elements grows by
// K / 512, so the tiles are 512 x 256 (each packs its 2048 x 256 panel of
// the right operand for 512 rows, not 128).
// CHECK-LABEL: func.func @deep_k
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (2, 4)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<512x2048xf32>, tensor<2048x256xf32>)
// PRINT: linalg.matmul (contraction: matmul), loops [1024, 1024, 2048], tiles [512, 256, 0], 8 tiles
func.func @deep_k(%a: tensor<1024x2048xf32>, %b: tensor<2048x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<1024x2048xf32>, tensor<2048x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// Few rows (a transformer's 128 tokens): the columns are searched too, so
// that no column of B is packed by two tiles: 4 tiles of all 128 rows x 192
// columns (the fixed 256-wide columns would make 6 tiles of 64 rows on 2
// threads, packing each column of B twice).
// CHECK-LABEL: func.func @few_rows
// CHECK: scf.forall (%{{.*}}) in (4)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<128x768xf32>, tensor<768x192xf32>)
// PRINT: linalg.matmul (contraction: matmul), loops [128, 768, 768], tiles [128, 192, 0], 4 tiles
func.func @few_rows(%a: tensor<128x768xf32>, %b: tensor<768x768xf32>) -> tensor<128x768xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
  return %0 : tensor<128x768xf32>
}

// -----

// A classifier's 1000 columns, in tiles on the 32-column panels a constant
// weight is packed into: 256 wide (the last 232), not 250, whose tiles
// after the first would pack their block of the weight on every call; with
// one row (the columns searched) and with many (the columns fixed first).
// CHECK-LABEL: func.func @classifier
// CHECK: scf.forall (%{{.*}}) in (4)
// CHECK: tensor.extract_slice %{{.*}}[0, %{{.*}}] [1280, %{{.*}}] [1, 1] : tensor<1280x1000xf32> to tensor<1280x?xf32>
// PRINT: linalg.matmul (contraction: matmul), loops [1, 1000, 1280], tiles [1, 256, 0], 4 tiles
// PRINT: linalg.matmul (contraction: matmul), loops [4096, 1000, 64], tiles [{{[0-9]+}}, 256, 0]
func.func @classifier(%a: tensor<1x1280xf32>, %b: tensor<1280x1000xf32>) -> tensor<1x1000xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<1x1280xf32>, tensor<1280x1000xf32>) -> tensor<1x1000xf32>
  return %0 : tensor<1x1000xf32>
}
func.func @classifier_rows(%a: tensor<4096x64xf32>, %b: tensor<64x1000xf32>) -> tensor<4096x1000xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<4096x64xf32>, tensor<64x1000xf32>) -> tensor<4096x1000xf32>
  return %0 : tensor<4096x1000xf32>
}

// -----

// A depthwise NHWC convolution keeps its 144 channels whole (0: the loop is
// not tiled): it reuses no weight across channels, and a tile of some of
// them would read each pixel's channels in pieces. Its tiles are rows: 14
// of 4. With a budget under one row of channels (4096 elements, SMALL),
// the channels are tiled too.
// CHECK-LABEL: func.func @depthwise_nhwc
// CHECK: scf.forall (%{{.*}}) in (14)
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc {{.*}} outs(%{{.*}} : tensor<1x4x56x144xf32>)
// PRINT: linalg.depthwise_conv_2d_nhwc_hwc (contraction: channels-last conv), loops [1, 56, 56, 144, 3, 3], tiles [1, 4, 56, 0, 0, 0], 14 tiles
// SMALL-LABEL: func.func @depthwise_nhwc
// SMALL: scf.forall (%{{.*}}, %{{.*}}) in (56, 2)
// SMALL: linalg.depthwise_conv_2d_nhwc_hwc {{.*}} outs(%{{.*}} : tensor<1x1x56x72xf32>)
func.func @depthwise_nhwc(%x: tensor<1x56x56x144xf32>, %w: tensor<3x3x1x144xf32>) -> tensor<1x56x56x144xf32> {
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>, groups = 144 : i64, layout = "NHWC"} : (tensor<1x56x56x144xf32>, tensor<3x3x1x144xf32>) -> tensor<1x56x56x144xf32>
  return %0 : tensor<1x56x56x144xf32>
}
