// The 3-D and transposed window ops go through --nn-lower-to-nvvm like the
// 2-D ones. conv_transpose2d: a kernel filling the spread input with zeros,
// one copying the input into it every second row and column (a strided
// subview), one for the flipped weight and the convolution; max_pool3d (a
// linalg.generic in NCDHW): the -inf fill, the copy into the padded input,
// the pool; conv3d: one kernel. ptxas assembles every kernel
// (nvvm-window-ptxas.test).
// RUN: nn-opt %s --fuse-ops --nn-lower-to-nvvm="stage=kernels" | FileCheck %s
// CHECK-LABEL: func.func @conv_transpose2d
// CHECK: gpu.launch_func @conv_transpose2d_kernel::@conv_transpose2d_kernel
// CHECK: memref.subview %{{.*}}[0, 0, 2, 2] [1, 4, 5, 5] [1, 1, 2, 2] : memref<1x4x13x13xf32> to memref<1x4x5x5xf32, strided<[676, 169, 26, 2], offset: 28>>
// CHECK: gpu.launch_func @conv_transpose2d_kernel_0::@conv_transpose2d_kernel
// CHECK: gpu.launch_func @conv_transpose2d_kernel_1::@conv_transpose2d_kernel
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: func.func @max_pool3d
// CHECK-COUNT-3: gpu.launch_func
// CHECK-NOT: gpu.launch_func
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
