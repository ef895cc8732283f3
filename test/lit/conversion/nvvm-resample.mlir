// nn.resize and nn.grid_sample go through the CUDA pipeline. resize is one
// kernel that reads its constant index and weight tables (globals, passed
// as arguments) and then the input at the tabled positions; grid_sample's
// table generic and blend are tiled into one kernel (nn-tile-fused: the
// tables of a position live in its thread's allocas, read for every
// channel). The reflection of grid_sample folds with floor, not
// arith.remf, which NVVM does not lower.
// RUN: nn-opt %s --fuse-ops --nn-lower-to-nvvm="stage=kernels" | FileCheck %s
// RUN: nn-opt %s --fuse-ops --nn-lower-to-nvvm="chip=sm_90 format=isa" | FileCheck %s --check-prefix=ISA
// CHECK-LABEL: func.func @main
// CHECK: gpu.launch_func @main_kernel::@main_kernel
// CHECK: gpu.launch_func @main_kernel_0::@main_kernel
// CHECK: gpu.module @main_kernel {
// CHECK-COUNT-2: memref.load %{{.*}} : memref<8xi32>
// CHECK-COUNT-2: memref.load %{{.*}} : memref<8xf32>
// CHECK-COUNT-4: memref.load %{{.*}} : memref<1x2x4x4xf32>
// CHECK: gpu.module @main_kernel_0 {
// CHECK-COUNT-2: memref.load %{{.*}} : memref<1x3x5x2xf32>
// CHECK-COUNT-8: memref.load %{{.*}} : memref<1x1x1xi32>
// CHECK-COUNT-8: memref.load %{{.*}} : memref<1x1x1xf32>
// CHECK-COUNT-16: memref.load %{{.*}} : memref<1x2x4x4xf32>
// ISA-COUNT-2: gpu.binary
func.func @main(%x: tensor<1x2x4x4xf32>, %g: tensor<1x3x5x2xf32>) -> (tensor<1x2x8x8xf32>, tensor<1x2x3x5xf32>) {
  %0 = "nn.resize"(%x) {mode = "linear"} : (tensor<1x2x4x4xf32>) -> tensor<1x2x8x8xf32>
  %1 = "nn.grid_sample"(%x, %g) {mode = "bicubic", padding_mode = "reflection"} : (tensor<1x2x4x4xf32>, tensor<1x3x5x2xf32>) -> tensor<1x2x3x5xf32>
  return %0, %1 : tensor<1x2x8x8xf32>, tensor<1x2x3x5xf32>
}
