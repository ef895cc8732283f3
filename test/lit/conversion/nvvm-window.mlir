// The 3-D and transposed window ops go through --nn-lower-to-nvvm like the
// 2-D ones. conv_transpose2d (stride 2, padding 1, 2 groups): one kernel,
// each thread one output element gathering the taps that reach it (the
// GPU's form, LowerConvTransposeGather.c: 2 x 2 taps of its phase per input
// channel of its group, positions clamped, products selected), its
// zero-fill done by the same thread (where the CPU's form is a dense
// convolution and a strided insert per phase, and a flipped weight: 10
// launches); max_pool3d: one kernel, parallel over the outputs, each
// walking its window (scf.for per spatial dimension, no padded copy);
// conv3d: one kernel. ptxas assembles every kernel
// (nvvm-window-ptxas.test).
// RUN: nn-opt %s --fuse-ops --nn-lower-to-nvvm="stage=kernels" | FileCheck %s
// CHECK-LABEL: func.func @conv_transpose2d
// CHECK: gpu.launch_func @conv_transpose2d_kernel::@conv_transpose2d_kernel blocks in (%c1, %c5, %c6) threads in (%c10, %c2, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.module @conv_transpose2d_kernel
// CHECK: memref.store %{{.*}}, %{{.*}} : memref<1x6x10x10xf32>
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
// CHECK: arith.select
// CHECK: memref.load %{{.*}} : memref<1x4x5x5xf32>
// CHECK: memref.load %{{.*}} : memref<4x3x4x4xf32>
// CHECK: arith.select
// CHECK-LABEL: func.func @max_pool3d
// CHECK: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.module @max_pool3d_kernel
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
// CHECK: memref.load %{{.*}} : memref<1x2x5x6x5xf32>
// CHECK-NOT: gpu.module
// CHECK-LABEL: func.func @conv3d
// CHECK: gpu.launch_func @conv3d_kernel::@conv3d_kernel
// CHECK-NOT: gpu.launch_func
func.func @conv_transpose2d(%x: tensor<1x4x5x5xf32>, %w: tensor<4x3x4x4xf32>) -> tensor<1x6x10x10xf32> {
  %y = "nn.conv_transpose2d"(%x, %w) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, groups = 2 : i64} : (tensor<1x4x5x5xf32>, tensor<4x3x4x4xf32>) -> tensor<1x6x10x10xf32>
  return %y : tensor<1x6x10x10xf32>
}
func.func @max_pool3d(%x: tensor<1x2x5x6x5xf32>) -> tensor<1x2x3x3x3xf32> {
  %y = "nn.max_pool3d"(%x) {kernel = array<i64: 3, 3, 3>, strides = array<i64: 2, 2, 2>, padding = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<1x2x5x6x5xf32>) -> tensor<1x2x3x3x3xf32>
  return %y : tensor<1x2x3x3x3xf32>
}
func.func @conv3d(%x: tensor<1x2x5x6x5xf32>, %w: tensor<4x2x3x3x3xf32>) -> tensor<1x4x3x4x3xf32> {
  %y = "nn.conv3d"(%x, %w) : (tensor<1x2x5x6x5xf32>, tensor<4x2x3x3x3xf32>) -> tensor<1x4x3x4x3xf32>
  return %y : tensor<1x4x3x4x3xf32>
}
