// The launch rule of --nn-lower-to-nvvm (docs/passes.md): threads per block
// are divisors of the loop extents, innermost dim first (x); a block aims at
// 256 threads but shrinks, down to one warp, until there is a block per SM
// (132 on sm_90). Kernels of work items spread the same way, except those
// that walk rows (a layer_norm: one block per row, nvvm-row-kernels.mlir).
// An elementwise kernel whose rows are a multiple of 4 f32 moves 4
// elements per thread (GpuVectorize.c, nvvm-vectorize.mlir): the rule sees
// a quarter of the innermost extent. A function with nothing to compute
// still copies its argument into its
// out-parameter: one small kernel.
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm=stage=kernels | FileCheck %s

// Big: 1024 vectors of 4 per row, full blocks of 256 along the row, one
// block row per row.
// CHECK-LABEL: func.func @big(
// CHECK: gpu.launch_func @big_kernel::@big_kernel blocks in (%c4, %c4096, %c1) threads in (%c256, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @big_kernel({{.*}}memref<4096x4096xf32>{{.*}}memref<4096x4096xf32>) kernel
func.func @big(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %0 = "nn.relu"(%x) : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %0 : tensor<4096x4096xf32>
}

// -----

// Small: 250 vectors of 4; blocks shrink to a warp; 25 divides 250, 32
// does not.
// CHECK-LABEL: func.func @small(
// CHECK: gpu.launch_func @small_kernel::@small_kernel blocks in (%c10, %c1, %c1) threads in (%c25, %c1, %c1)
// CHECK-NOT: gpu.launch_func
func.func @small(%x: tensor<1000xf32>) -> tensor<1000xf32> {
  %0 = "nn.relu"(%x) : (tensor<1000xf32>) -> tensor<1000xf32>
  return %0 : tensor<1000xf32>
}

// -----

// A prime extent (not a multiple of 4: scalar) has no divisor near the block size: full blocks, the last
// one partial, its extra threads idle behind a guard.
// CHECK-LABEL: func.func @prime(
// CHECK: gpu.launch_func @prime_kernel::@prime_kernel blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @prime_kernel(
// CHECK: %[[I:.*]] = arith.addi
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[I]], %{{.*}} : index
// CHECK: scf.if %[[IN]] {
// CHECK: memref.load %{{.*}}[%[[I]]] : memref<97xf32>
// CHECK: memref.store %{{.*}}[%[[I]]] : memref<97xf32>
// CHECK: }
// CHECK-NEXT: gpu.return
func.func @prime(%x: tensor<97xf32>) -> tensor<97xf32> {
  %0 = "nn.relu"(%x) : (tensor<97xf32>) -> tensor<97xf32>
  return %0 : tensor<97xf32>
}

// -----

// A layer_norm: one kernel whose work items are rows, one block per row
// (nvvm-row-kernels.mlir has the details).
// CHECK-LABEL: func.func @rows(
// CHECK: gpu.launch_func @rows_kernel::@rows_kernel blocks in (%c512, %c1, %c1) threads in (%c128, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @rows_kernel(
// CHECK: scf.for
// CHECK: gpu.return
func.func @rows(%x: tensor<512x768xf32>, %s: tensor<768xf32>, %b: tensor<768xf32>) -> tensor<512x768xf32> {
  %0 = "nn.layer_norm"(%x, %s, %b) {axis = -1 : i64} : (tensor<512x768xf32>, tensor<768xf32>, tensor<768xf32>) -> tensor<512x768xf32>
  return %0 : tensor<512x768xf32>
}

// -----

// No-op: the argument is copied into the out-parameter by one kernel, one
// thread moving one vector of 4.
// CHECK-LABEL: func.func @empty(
// CHECK: gpu.launch_func @empty_kernel::@empty_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @empty_kernel({{.*}}memref<4xf32>, {{.*}}memref<4xf32>) kernel
func.func @empty(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
