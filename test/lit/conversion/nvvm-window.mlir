// The 3-D and transposed window ops go through --nn-lower-to-nvvm like the
// 2-D ones. conv_transpose2d (stride 2, 2 x 2 output phases): a kernel
// writing the padded input (the input, zeros around it: one kernel,
// nn-gpu-gather-groups), one for the flipped weight, then per phase the convolution of a window of the
// padded input with a strided slice of the weight and the copy of its
// result into every second row and column of the output (a strided
// subview); max_pool3d: one kernel, parallel over the outputs, each
// walking its window (scf.for per spatial dimension, no padded copy);
// conv3d: one kernel. ptxas assembles
// every kernel (nvvm-window-ptxas.test).
// RUN: nn-opt %s --fuse-ops --nn-lower-to-nvvm="stage=kernels" | FileCheck %s
// CHECK-LABEL: func.func @conv_transpose2d
// CHECK-COUNT-2: gpu.launch_func
// CHECK: memref.subview %{{.*}}[0, 0, 0, 0] [6, 2, 2, 2] [1, 1, 2, 2] : memref<6x2x4x4xf32> to memref<6x2x2x2xf32, strided<[32, 16, 8, 2]>>
// CHECK: gpu.launch_func
// CHECK: memref.subview %{{.*}}[0, 0, 0, 0] [1, 6, 5, 5] [1, 1, 2, 2] : memref<1x6x10x10xf32> to memref<1x6x5x5xf32, strided<[600, 100, 20, 2]>>
// CHECK: gpu.launch_func
// CHECK: memref.subview %{{.*}}[0, 0, 0, 1] [1, 6, 5, 5] [1, 1, 2, 2]
// CHECK: memref.subview %{{.*}}[0, 0, 1, 0] [1, 6, 5, 5] [1, 1, 2, 2]
// CHECK: memref.subview %{{.*}}[0, 0, 1, 1] [1, 6, 5, 5] [1, 1, 2, 2]
// CHECK: gpu.launch_func
// CHECK-NOT: gpu.launch_func
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
