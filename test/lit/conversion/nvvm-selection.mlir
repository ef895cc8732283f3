// The data-dependent selections and nn.max_pool_with_indices go through
// the CUDA pipeline: non_zero's compaction is a sequential scf.for in a
// one-thread kernel; NMS's candidate mask and output fill are parallel
// kernels, and its passes (the scf.for over K, each a reduction and an
// update over every batch and class) run in one kernel; the pool with
// indices is one parallel kernel over the outputs, each walking its window
// (scf.for per spatial dimension) and writing both results.
// RUN: nn-opt %S/Inputs/selection.mlir --fuse-ops --nn-lower-to-nvvm="stage=kernels" | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK-COUNT-8: gpu.launch_func
// CHECK: gpu.module
// CHECK: scf.for
// CHECK: memref.load %{{.*}} : memref<8x16xf32>
// CHECK: scf.for
// CHECK: memref.load %{{.*}} : memref<2x32x4xf32>
// CHECK-LABEL: func.func @pool_indices
// CHECK: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.module @pool_indices_kernel
// CHECK: scf.for {{.*}} -> (i32, i32, i64)
// CHECK: scf.for {{.*}} -> (i32, i32, i64)
// CHECK: memref.load %{{.*}} : memref<2x8x16x16xf32>

// The PTX assembles.
// REQUIRES: ptxas
// RUN: nn-opt %S/Inputs/selection.mlir --fuse-ops --nn-lower-to-nvvm="chip=sm_90 format=isa" -o %t.mlir
// RUN: %python %S/Inputs/nvvm-ptxas.py %ptxas sm_90 %t.mlir %t.ptx | FileCheck %s --check-prefix=PTXAS
// PTXAS: 9 kernels, 0 failed
