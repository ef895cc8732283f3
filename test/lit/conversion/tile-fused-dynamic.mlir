// --nn-tile-fused on kernels with dynamic dims: tile sizes are chosen for
// the extent `dynamic-extent` assumes (1024 by default) and stay static; the
// loop runs ceil(extent / tile) tiles, the last one partial at run time. A
// matmul whose rows are dynamic keeps at least two tiles per thread along
// its static columns (here 768 in tiles of 128, not 256), so that a short
// run (32 rows) still fills the threads. A convolution's dynamic batch is
// sized as one image, so that one image fills the threads; its padded input
// is fused into the tiles like a static one's. dynamic-extent=0 leaves such
// kernels untiled. A softmax's budget goes to its static dims first, so that
// its tiles (and the row intermediates in them) keep static sizes where a
// static dim can take it. A broadcast that keeps its rank (an attention mask
// read at 0 along the heads) is tiled in rows like any elementwise op.
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused=threads=2 | FileCheck %s
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="threads=2 print-tiling=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="threads=2 dynamic-extent=0" | FileCheck %s --check-prefix=UNTILED
// RUN: not nn-opt %s --nn-tile-fused="dynamic-extent=-1" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-tile-fused' option 'dynamic-extent'
// PRINT: nn-tile-fused: linalg.generic (contraction: matmul), loops [1024, 768], tiles [128, 128], 48 tiles
// PRINT-NEXT: nn-tile-fused: linalg.generic, loops [1024, 64], tiles [64, 64], 16 tiles
// PRINT-NEXT: nn-tile-fused: linalg.generic, loops [1024, 64], tiles [32, 0], 32 tiles
// PRINT-NEXT: nn-tile-fused: linalg.generic (contraction: channels-first conv), loops [1024, 64, 56, 56], tiles [1, 64, 4, 56], 14336 tiles
// PRINT-NEXT: nn-tile-fused: linalg.generic, loops [1024, 12, 1024, 1024], tiles [1, 2, 1, 0], 6291456 tiles
// PRINT-NEXT: nn-tile-fused: linalg.generic, loops [1024, 12, 1024, 1024], tiles [1, 1, 4, 1024], 3145728 tiles

// CHECK-LABEL: func.func private @fused_matmul_bias_add_gelu
// CHECK-SAME: (%[[X:.*]]: tensor<?x768xf32>,
// CHECK: %[[M:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x768xf32>
// CHECK: %[[N:.*]] = affine.apply #{{.*}}()[%[[M]]]
// CHECK: scf.forall (%[[I:.*]], %[[J:.*]]) in (%[[N]], 6)
// CHECK: %[[ROWS:.*]] = affine.min #{{.*}}(%[[I]])[%[[M]]]
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<?x768xf32>, tensor<768x128xf32>) outs(%{{.*}} : tensor<?x128xf32>)
// CHECK: linalg.generic
// CHECK: scf.forall.in_parallel
// UNTILED-LABEL: func.func private @fused_matmul_bias_add_gelu
// UNTILED-NOT: scf.forall
// UNTILED: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<?x768xf32>, tensor<768x768xf32>)
func.func @matmul(%x: tensor<?x768xf32>, %w: tensor<768x768xf32>, %b: tensor<768xf32>) -> tensor<?x768xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<?x768xf32>, tensor<768x768xf32>) -> tensor<?x768xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<?x768xf32>, tensor<768xf32>) -> tensor<?x768xf32>
  %2 = "nn.gelu"(%1) : (tensor<?x768xf32>) -> tensor<?x768xf32>
  return %2 : tensor<?x768xf32>
}

// -----

// An elementwise op and a softmax over dynamic rows: whole rows, as many as
// the budgets hold.
// CHECK-LABEL: func.func @softmax
// CHECK: scf.forall (%{{.*}}) in (%{{.*}})
// CHECK: scf.forall (%{{.*}}) in (%{{.*}})
func.func @softmax(%x: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %0 = "nn.exp"(%x) : (tensor<?x64xf32>) -> tensor<?x64xf32>
  %1 = "nn.softmax"(%0) {axis = 1 : i64} : (tensor<?x64xf32>) -> tensor<?x64xf32>
  return %1 : tensor<?x64xf32>
}

// -----

// CHECK-LABEL: func.func private @fused_conv2d_relu
// CHECK-SAME: (%[[X:.*]]: tensor<?x64x56x56xf32>,
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x64x56x56xf32>
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (%[[N]], 14)
// CHECK: tensor.pad
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK: scf.forall.in_parallel
func.func @conv(%x: tensor<?x64x56x56xf32>, %w: tensor<64x64x3x3xf32>) -> tensor<?x64x56x56xf32> {
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>} : (tensor<?x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<?x64x56x56xf32>
  %1 = "nn.relu"(%0) : (tensor<?x64x56x56xf32>) -> tensor<?x64x56x56xf32>
  return %1 : tensor<?x64x56x56xf32>
}

// -----

// CHECK-LABEL: func.func @heads_softmax
// CHECK: scf.forall (%{{.*}}, %[[H:.*]], %{{.*}}) in (%{{.*}}, 6, %{{.*}})
// CHECK: tensor.extract_slice %arg0[%{{.*}}, %{{.*}}, %{{.*}}, 0] [1, 2, 1, %{{.*}}]
func.func @heads_softmax(%x: tensor<?x12x?x?xf32>) -> tensor<?x12x?x?xf32> {
  %0 = "nn.softmax"(%x) {axis = 3 : i64} : (tensor<?x12x?x?xf32>) -> tensor<?x12x?x?xf32>
  return %0 : tensor<?x12x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @mask_add
// CHECK: scf.forall
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<1x1x?x?xf32>, tensor<1x1x?x?xf32>)
func.func @mask_add(%x: tensor<?x12x?x?xf32>, %m: tensor<?x1x?x?xf32>) -> tensor<?x12x?x?xf32> {
  %0 = "nn.add"(%x, %m) : (tensor<?x12x?x?xf32>, tensor<?x1x?x?xf32>) -> tensor<?x12x?x?xf32>
  return %0 : tensor<?x12x?x?xf32>
}
