// The CUDA pipeline makes no run-time checks yet (no status comes back
// from a kernel), but gather indices are clamped into range there too, so
// no input makes a kernel read outside its data: a small kernel before each
// gather's writes the indices clamped into range (a max with 0, a min with
// n - 1), which the gather's kernel reads: one launch more for a gather
// left alone. In a fused group (nn-gpu-gather-groups) the clamp is index
// arithmetic inside the group's one kernel.
// RUN: nn-opt %S/../tools/nn-run/Inputs/gather.mlir --fuse-ops --nn-lower-to-nvvm="stage=kernels" | FileCheck %s
// CHECK-NOT: nn.runtime_check
// CHECK-LABEL: func.func @main
// CHECK: gpu.launch_func @main_kernel::@main_kernel
// CHECK-NEXT: gpu.launch_func @main_kernel_0::@main_kernel
// CHECK: gpu.module @main_kernel {
// CHECK: %[[LOW:.*]] = arith.maxsi %{{.*}}, %{{.*}} : i64
// CHECK: %[[ROW:.*]] = arith.minsi %[[LOW]], %{{.*}} : i64
// CHECK: memref.store %[[ROW]]
// CHECK: gpu.module @main_kernel_0 {
// CHECK: %[[I:.*]] = memref.load %{{.*}} : memref<2x3xi64>
// CHECK: %[[J:.*]] = arith.index_cast %[[I]] : i64 to index
// CHECK: vector.load %{{.*}}[%[[J]], %{{.*}}]
// CHECK-LABEL: func.func private @fused_gather_relu
// CHECK: gpu.launch_func @fused_gather_relu_kernel::
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.module @fused_gather_relu_kernel {
// CHECK: %[[C:.*]] = arith.minsi
// CHECK: %[[COL:.*]] = arith.index_cast %[[C]] : i64 to index
// CHECK: memref.load %{{.*}}[%{{.*}}, %[[COL]]] : memref<5x4xf32>
// CHECK: arith.maximumf

// The PTX assembles, with the clamp as max.s64 and min.s64.
// REQUIRES: ptxas
// RUN: nn-opt %S/../tools/nn-run/Inputs/gather.mlir --fuse-ops --nn-lower-to-nvvm="chip=sm_90 format=isa" -o %t.mlir
// RUN: %python %S/Inputs/nvvm-ptxas.py %ptxas sm_90 %t.mlir %t.ptx | FileCheck %s --check-prefix=PTXAS
// PTXAS: 3 kernels, 0 failed
// RUN: cat %t.ptx/* | FileCheck %s --check-prefix=PTX
// PTX: max.s64
// PTX: min.s64
