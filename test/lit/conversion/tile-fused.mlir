// --nn-tile-fused=threads=2 makes each nn.fused function one loop nest. After
// --convert-nn-to-linalg and upstream elementwise fusion, elementwise and
// broadcast groups are one linalg.generic already (left alone when it fits
// one tile of tile-elements, else tiled in whole inner rows); groups
// anchored on a reduction, a matmul, a convolution or a softmax become one
// scf.forall whose body computes a tile of the anchor and its epilogue.
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused=threads=2 | FileCheck %s
// Idempotence: a second run finds no function of several linalg ops.
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused=threads=2 --nn-tile-fused=threads=2 | FileCheck %s
// Explicit tile sizes override the chosen ones.
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="tile-sizes=16,8 threads=2" | FileCheck %s --check-prefix=SIZES
// Without caller-kernels, functions that are not nn.fused are not touched.
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="caller-kernels=false threads=2" | FileCheck %s --check-prefix=NOCALLER
// Rows have their own budget: row-elements, not tile-elements.
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="row-elements=4096 tile-elements=64 threads=2" | FileCheck %s --check-prefix=ROWS
// Without lone-elementwise (the CUDA pipeline), a large elementwise op stays
// one linalg.generic.
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="lone-elementwise=false threads=2" | FileCheck %s --check-prefix=NOLONE
// Without lone-reductions (the CUDA pipeline), a reduction alone stays one
// linalg.generic; reduction-elements sets the least work per tile.
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="lone-reductions=false threads=2" | FileCheck %s --check-prefix=NOREDUCE
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="reduction-elements=262144 threads=8" | FileCheck %s --check-prefix=BIGREDUCE

// elementwise: one linalg.generic, no loop added.
// CHECK-LABEL: func.func private @fused_relu_exp
// CHECK-SAME: nn.fusion_kind = "elementwise"
// CHECK-NOT: scf.forall
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK: math.exp
// CHECK: linalg.yield
// CHECK-NOT: linalg.
// CHECK: return
func.func @elementwise(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = "nn.relu"(%x) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "nn.exp"(%0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// -----

// broadcast: one linalg.generic, no loop added.
// CHECK-LABEL: func.func private @fused_relu_add_tanh
// CHECK-SAME: nn.fusion_kind = "broadcast"
// CHECK-NOT: scf.forall
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK: arith.addf
// CHECK: math.tanh
// CHECK: linalg.yield
// CHECK-NOT: linalg.
// CHECK: return
func.func @broadcast(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.add"(%0, %b) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %2 = "nn.tanh"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// -----

// injective: linalg.transpose is a named op, which elementwise fusion does
// not merge; the forall holds the transpose and the elementwise ops around
// it, one loop nest over tiles of the result.
// CHECK-LABEL: func.func private @fused_relu_transpose_exp
// CHECK-SAME: nn.fusion_kind = "injective"
// CHECK-NOT: linalg.
// CHECK: %[[LOOP:.*]] = scf.forall (%{{.*}}) in (4)
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK: linalg.transpose
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.
// CHECK: return %[[LOOP]]
func.func @injective(%x: tensor<8x16xf32>) -> tensor<16x8xf32> {
  %0 = "nn.relu"(%x) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "nn.transpose"(%0) {perm = array<i64: 1, 0>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %2 = "nn.exp"(%1) : (tensor<16x8xf32>) -> tensor<16x8xf32>
  return %2 : tensor<16x8xf32>
}

// -----

// reduction (TVM's comm_reduce): the row sum (with exp folded in) and the
// division of reduce_mean, tiled by rows; the row dimension is never split.
// CHECK-LABEL: func.func private @fused_exp_reduce_mean
// CHECK-SAME: nn.fusion_kind = "reduction"
// CHECK-NOT: linalg.
// CHECK: %[[LOOP:.*]] = scf.forall (%{{.*}}) in (4)
// CHECK: tensor.extract_slice %{{.*}}[%{{.*}}, 0] [8, 64] [1, 1]
// CHECK: linalg.fill
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: math.exp
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.
// CHECK: return %[[LOOP]]
func.func @reduction(%x: tensor<32x64xf32>) -> tensor<32xf32> {
  %0 = "nn.exp"(%x) : (tensor<32x64xf32>) -> tensor<32x64xf32>
  %1 = "nn.reduce_mean"(%0) {axes = array<i64: 1>} : (tensor<32x64xf32>) -> tensor<32xf32>
  return %1 : tensor<32xf32>
}

// -----

// A global average pool after bias and relu6 (as MobileNetV2 ends; the pool
// is a kernel of the caller): a channel tile of the division slices the sum
// over the merged H * W too, so each channel is summed once, in tiles of
// whole channels (two per thread). (With H and W read at index 0 the sum
// could not be sliced: every tile summed all 1280 channels, and on the GPU
// each work item malloc'd them.)
// CHECK-LABEL: func.func @global_pool
// CHECK: %[[X:.*]] = call @fused_add_clip
// CHECK: %[[FLAT:.*]] = tensor.reshape %[[X]]
// CHECK: %[[LOOP:.*]] = scf.forall (%[[T:.*]]) in (4)
// CHECK: %[[C:.*]] = affine.apply #{{.*}}(%[[T]])
// CHECK: tensor.extract_slice %[[FLAT]][0, %[[C]], 0] [1, 320, 49] [1, 1, 1]
// CHECK: linalg.fill {{.*}} -> tensor<1x320xf32>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}} : tensor<1x320x49xf32>) outs(%{{.*}} : tensor<1x320xf32>)
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK: scf.forall.in_parallel
// CHECK: return %[[LOOP]]
func.func @global_pool(%x: tensor<1x1280x7x7xf32>, %b: tensor<1x1280x1x1xf32>) -> tensor<1x1280x1x1xf32> {
  %0 = "nn.add"(%x, %b) : (tensor<1x1280x7x7xf32>, tensor<1x1280x1x1xf32>) -> tensor<1x1280x7x7xf32>
  %1 = "nn.clip"(%0) {min = 0.0 : f64, max = 6.0 : f64} : (tensor<1x1280x7x7xf32>) -> tensor<1x1280x7x7xf32>
  %2 = "nn.global_avg_pool2d"(%1) : (tensor<1x1280x7x7xf32>) -> tensor<1x1280x1x1xf32>
  return %2 : tensor<1x1280x1x1xf32>
}

// -----

// A softmax with an epilogue: max, exp, sum and the division in one loop over
// whole rows (the reductions run along them). exp is used by the sum and the
// division: it is computed once per tile.
// CHECK-LABEL: func.func private @fused_softmax_relu
// CHECK-SAME: nn.fusion_kind = "out_elementwise_fusable"
// CHECK-NOT: linalg.
// CHECK: %[[LOOP:.*]] = scf.forall (%{{.*}}) in (4)
// CHECK: linalg.fill
// CHECK: linalg.generic {{.*}}["parallel", "reduction"]
// CHECK: arith.maxnumf
// CHECK: %[[EXP:.*]] = linalg.generic {{.*}}["parallel", "parallel"]
// CHECK: math.exp
// CHECK-NOT: math.exp
// CHECK: linalg.fill
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}}["parallel", "reduction"]
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] :
// CHECK: arith.divf
// CHECK: arith.maximumf
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.
// CHECK: return %[[LOOP]]
func.func @softmax(%x: tensor<32x128xf32>) -> tensor<32x128xf32> {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<32x128xf32>) -> tensor<32x128xf32>
  %1 = "nn.relu"(%0) : (tensor<32x128xf32>) -> tensor<32x128xf32>
  return %1 : tensor<32x128xf32>
}

// -----

// matmul + bias_add + gelu: a tile of the output (whole rows: one per
// thread); the fill and the matmul of that tile, then its epilogue.
// CHECK-LABEL: func.func private @fused_matmul_bias_add_gelu
// CHECK-SAME: nn.fusion_kind = "out_elementwise_fusable"
// CHECK-NOT: linalg.
// CHECK: %[[LOOP:.*]] = scf.forall (%{{.*}}) in (2)
// CHECK: %[[FILL:.*]] = linalg.fill {{.*}} -> tensor<32x48xf32>
// CHECK: %[[MM:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<32x32xf32>, tensor<32x48xf32>) outs(%[[FILL]] :
// CHECK: linalg.generic {{.*}} ins(%[[MM]], %{{.*}} : tensor<32x48xf32>, tensor<48xf32>)
// CHECK: math.erf
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.
// CHECK: return %[[LOOP]]
// SIZES-LABEL: func.func private @fused_matmul_bias_add_gelu
// SIZES: scf.forall (%{{.*}}, %{{.*}}) in (4, 6)
// SIZES: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<16x32xf32>, tensor<32x8xf32>)
func.func @matmul_bias_gelu(%x: tensor<64x32xf32>, %w: tensor<32x48xf32>, %b: tensor<48xf32>) -> tensor<64x48xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<64x32xf32>, tensor<32x48xf32>) -> tensor<64x48xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<64x48xf32>, tensor<48xf32>) -> tensor<64x48xf32>
  %2 = "nn.gelu"(%1) : (tensor<64x48xf32>) -> tensor<64x48xf32>
  return %2 : tensor<64x48xf32>
}

// -----

// conv2d + bias_add + relu: the padded input, the fill and the convolution
// of an output tile are fused with the epilogue.
// CHECK-LABEL: func.func private @fused_conv2d_bias_add_relu
// CHECK-SAME: nn.fusion_kind = "out_elementwise_fusable"
// CHECK-NOT: linalg.
// CHECK: %[[LOOP:.*]] = scf.forall
// CHECK: tensor.pad
// CHECK: %[[FILL:.*]] = linalg.fill
// CHECK: %[[CONV:.*]] = linalg.conv_2d_nchw_fchw {{.*}} outs(%[[FILL]] :
// CHECK: linalg.generic {{.*}} ins(%[[CONV]], %{{.*}} :
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.
// CHECK: return %[[LOOP]]
func.func @conv_bias_relu(%x: tensor<1x8x16x16xf32>, %w: tensor<16x8x3x3xf32>, %b: tensor<16xf32>) -> tensor<1x16x16x16xf32> {
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x8x16x16xf32>, tensor<16x8x3x3xf32>) -> tensor<1x16x16x16xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<1x16x16x16xf32>, tensor<16xf32>) -> tensor<1x16x16x16xf32>
  %2 = "nn.relu"(%1) : (tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
  return %2 : tensor<1x16x16x16xf32>
}

// -----

// A matmul alone (with its fill), in the caller or outlined, is tiled like
// a fused kernel: nn-lower-tile-bodies then gives it the loop order LLVM
// vectorizes (untiled, it was a scalar i, j, k nest). A single elementwise
// generic is left alone (no-op).
// CHECK-LABEL: func.func @single
// CHECK: scf.forall (%{{.*}}) in (2)
// CHECK: linalg.fill
// CHECK-NEXT: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<32x32xf32>, tensor<32x48xf32>)
// CHECK: scf.forall.in_parallel
// CHECK-LABEL: func.func private @one_op
// CHECK: scf.forall (%{{.*}}) in (2)
// CHECK: linalg.matmul
// CHECK-LABEL: func.func @single_elementwise
// CHECK-NOT: scf.forall
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0
// CHECK: return
// NOCALLER-LABEL: func.func @single
// NOCALLER-NOT: scf.forall
// NOCALLER: linalg.matmul
func.func @single(%x: tensor<64x32xf32>, %w: tensor<32x48xf32>) -> tensor<64x48xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<64x32xf32>, tensor<32x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
func.func private @one_op(%x: tensor<64x32xf32>, %w: tensor<32x48xf32>) -> tensor<64x48xf32> attributes {nn.fused, nn.fusion_kind = "out_elementwise_fusable"} {
  %0 = "nn.matmul"(%x, %w) : (tensor<64x32xf32>, tensor<32x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}
func.func @single_elementwise(%x: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %0 = "nn.relu"(%x) : (tensor<64x32xf32>) -> tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}

// -----

// A softmax and a layer_norm left in the caller (single-op kernels, not
// outlined): each one's linalg ops (same location) become one scf.forall.
// CHECK-LABEL: func.func @caller_kernels
// CHECK-NOT: linalg.
// CHECK: %[[SM:.*]] = scf.forall (%{{.*}}) in (4)
// CHECK: math.exp
// CHECK: arith.divf
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.
// CHECK: %[[LN:.*]] = scf.forall (%{{.*}}) in (4) shared_outs({{.*}}) -> (tensor<32x128xf32>) {
// CHECK: tensor.extract_slice %[[SM]]
// CHECK: math.rsqrt
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.
// CHECK: return %[[LN]]
// NOCALLER-LABEL: func.func @caller_kernels
// NOCALLER-NOT: scf.forall
// NOCALLER: return
func.func @caller_kernels(%x: tensor<32x128xf32>, %g: tensor<128xf32>, %b: tensor<128xf32>) -> tensor<32x128xf32> {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<32x128xf32>) -> tensor<32x128xf32>
  %1 = "nn.layer_norm"(%0, %g, %b) {axis = -1 : i64} : (tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<32x128xf32>
  return %1 : tensor<32x128xf32>
}

// -----

// A layer_norm whose gamma and beta are splat constants (an exported model's
// ones and zeros): elementwise fusion folds them into its last generic,
// whose location then fuses the layer_norm's with the constants'. The
// layer_norm's ops still make one scf.forall.
// CHECK-LABEL: func.func @caller_splat_gamma
// CHECK-NOT: linalg.
// CHECK: %[[LN:.*]] = scf.forall (%{{.*}}) in (4) shared_outs({{.*}}) -> (tensor<32x128xf32>) {
// CHECK: math.rsqrt
// CHECK: scf.forall.in_parallel
// CHECK-NOT: linalg.
// CHECK: return %[[LN]]
func.func @caller_splat_gamma(%x: tensor<32x128xf32>) -> tensor<32x128xf32> {
  %g = arith.constant dense<1.5> : tensor<128xf32>
  %b = arith.constant dense<0.5> : tensor<128xf32>
  %0 = "nn.layer_norm"(%x, %g, %b) {axis = -1 : i64} : (tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<32x128xf32>
  return %0 : tensor<32x128xf32>
}

// -----

// Rows of 1024: 2 per tile by default (row-elements=2048; tile-elements,
// 4096, is for tiles without whole dims), 4 with row-elements=4096.
// CHECK-LABEL: func.func @wide_rows
// CHECK: scf.forall (%{{.*}}) in (32)
// CHECK: tensor.extract_slice %{{.*}} [2, 1024] [1, 1]
// ROWS-LABEL: func.func @wide_rows
// ROWS: scf.forall (%{{.*}}) in (16)
// ROWS: tensor.extract_slice %{{.*}} [4, 1024] [1, 1]
func.func @wide_rows(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
  return %0 : tensor<64x1024xf32>
}

// -----

// A large elementwise (residual add + relu) or broadcast group alone: tiles
// of whole inner rows, as many as tile-elements holds (56 x 56 = 3136 of
// 4096), so that each tile's innermost loop runs along contiguous rows;
// untiled, its four loops would become one OpenMP loop dividing its index
// back into coordinates for every element. A transpose alone whose
// innermost output dim reads across the input's rows is tiled in square
// blocks of the two dims that trade places (64 x 64 of 512 x 256: what the
// CPU's ukernel transposes in registers); one narrower than 16 is tiled the
// elementwise way, in whole rows of its result: the NCHW -> NHWC
// transpose of a network's input, 3 channels innermost, in tiles of whole
// 224 x 3 rows.
// CHECK-LABEL: func.func private @fused_add_relu
// CHECK: scf.forall (%{{.*}}) in (256)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x1x56x56xf32>, tensor<1x1x56x56xf32>)
// CHECK: scf.forall.in_parallel
// CHECK-LABEL: func.func @bias
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (2, 16)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x16x256xf32>, tensor<256xf32>)
// CHECK-LABEL: func.func @transposed
// CHECK: scf.forall (%[[I:.*]], %[[J:.*]]) in (8, 4)
// CHECK: %[[ROW:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK: %[[COL:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK: %[[IN:.*]] = tensor.extract_slice %{{.*}}[%[[COL]], %[[ROW]]] [64, 64] [1, 1]
// CHECK: linalg.transpose ins(%[[IN]] : tensor<64x64xf32>) outs(%{{.*}} : tensor<64x64xf32>) permutation = [1, 0]
// CHECK-LABEL: func.func @to_nhwc
// CHECK: scf.forall (%{{.*}}) in (56)
// CHECK: linalg.transpose ins(%{{.*}} : tensor<1x3x4x224xf32>) outs(%{{.*}} : tensor<1x4x224x3xf32>) permutation = [0, 2, 3, 1]
// NOLONE-LABEL: func.func private @fused_add_relu
// NOLONE-NOT: scf.forall
// NOLONE: linalg.generic
// NOLONE: return
func.func @residual(%x: tensor<1x256x56x56xf32>, %y: tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> {
  %0 = "nn.add"(%x, %y) : (tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %1 = "nn.relu"(%0) : (tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  return %1 : tensor<1x256x56x56xf32>
}
func.func @bias(%x: tensor<2x256x256xf32>, %b: tensor<256xf32>) -> tensor<2x256x256xf32> {
  %0 = "nn.bias_add"(%x, %b) {axis = 2 : i64} : (tensor<2x256x256xf32>, tensor<256xf32>) -> tensor<2x256x256xf32>
  return %0 : tensor<2x256x256xf32>
}
func.func @transposed(%x: tensor<256x512xf32>) -> tensor<512x256xf32> {
  %0 = "nn.transpose"(%x) {perm = array<i64: 1, 0>} : (tensor<256x512xf32>) -> tensor<512x256xf32>
  return %0 : tensor<512x256xf32>
}
func.func @to_nhwc(%x: tensor<1x3x224x224xf32>) -> tensor<1x224x224x3xf32> {
  %0 = "nn.transpose"(%x) {perm = array<i64: 0, 2, 3, 1>} : (tensor<1x3x224x224xf32>) -> tensor<1x224x224x3xf32>
  return %0 : tensor<1x224x224x3xf32>
}

// -----

// A reduction alone (with its fill) is tiled along the dims it keeps, each
// tile reducing whole: two tiles per thread, innermost kept dims first.
// Over the leading axis of 1024x2048, tiles of 512 whole columns (each
// reads runs of 512 floats of every row); untiled, the sum would be an
// OpenMP loop inside a loop over the 1024 rows. Over the last axis, tiles
// of 256 whole rows. A channels-last global pool (sum over H * W, then
// divide: one kernel) keeps whole pixels: tiles of 2 images of all 256
// channels. A small sum still gets a few tiles (a loop of one iteration
// would be folded away, and the tiling with it). For 8 threads, two tiles
// per thread would be tiles of 128 columns; reduction-elements=262144
// makes each tile read at least 256K elements: 256 columns.
// CHECK-LABEL: func.func @sum_leading
// CHECK: scf.forall (%{{.*}}) in (4)
// CHECK: tensor.extract_slice %{{.*}}[0, %{{.*}}] [1024, 512] [1, 1]
// CHECK: linalg.fill
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]
// CHECK: scf.forall.in_parallel
// CHECK-LABEL: func.func @max_last
// CHECK: scf.forall (%{{.*}}) in (4)
// CHECK: tensor.extract_slice %{{.*}}[%{{.*}}, 0] [256, 2048] [1, 1]
// CHECK: arith.maximumf
// CHECK-LABEL: func.func @pool_nhwc
// CHECK: scf.forall (%{{.*}}) in (4)
// CHECK: tensor.extract_slice %{{.*}}[%{{.*}}, 0, 0] [2, 784, 256] [1, 1, 1]
// CHECK: arith.divf
// CHECK-LABEL: func.func @small_sum
// CHECK: scf.forall (%{{.*}}) in (4)
// NOREDUCE-LABEL: func.func @sum_leading
// NOREDUCE-NOT: scf.forall
// NOREDUCE: linalg.generic
// NOREDUCE-LABEL: func.func @max_last
// NOREDUCE-NOT: scf.forall
// NOREDUCE: linalg.generic
// BIGREDUCE-LABEL: func.func @sum_leading
// BIGREDUCE: scf.forall (%{{.*}}) in (8)
// BIGREDUCE: tensor.extract_slice %{{.*}}[0, %{{.*}}] [1024, 256] [1, 1]
func.func @sum_leading(%x: tensor<1024x2048xf32>) -> tensor<2048xf32> {
  %0 = "nn.reduce_sum"(%x) {axes = array<i64: 0>} : (tensor<1024x2048xf32>) -> tensor<2048xf32>
  return %0 : tensor<2048xf32>
}
func.func @max_last(%x: tensor<1024x2048xf32>) -> tensor<1024xf32> {
  %0 = "nn.reduce_max"(%x) {axes = array<i64: 1>} : (tensor<1024x2048xf32>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
func.func @pool_nhwc(%x: tensor<8x28x28x256xf32>) -> tensor<8x1x1x256xf32> {
  %0 = "nn.global_avg_pool2d"(%x) {layout = "NHWC"} : (tensor<8x28x28x256xf32>) -> tensor<8x1x1x256xf32>
  return %0 : tensor<8x1x1x256xf32>
}
func.func @small_sum(%x: tensor<64x256xf32>) -> tensor<64xf32> {
  %0 = "nn.reduce_sum"(%x) {axes = array<i64: 1>} : (tensor<64x256xf32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
