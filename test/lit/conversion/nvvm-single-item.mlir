// Reductions of every dim on the CUDA path (GpuSingleItem.c): with no
// parallel loop, the init store and the loop nest are wrapped in a launch
// of one work item. A contiguous 1-D reduction is then a row kernel (one
// block whose threads stride over the data and combine with
// gpu.all_reduce; thread 0 writes the result after a barrier); a 2-D one
// runs in a single thread. Both only below 16384 elements: larger ones are
// split over many blocks first (nn-gpu-split-reductions,
// nvvm-split-reductions.test).
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm=stage=kernels | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm=format=isa | FileCheck %s --check-prefix=PTX

// CHECK-LABEL: func.func @sum_all(
// CHECK: gpu.launch_func @sum_all_kernel::@sum_all_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @sum_all_kernel(
// CHECK-SAME: %[[INIT:[^:]*]]: f32, %[[OUT:[^:]*]]: memref<f32>, %[[IN:[^:]*]]: memref<8192xf32>
// CHECK: %[[T:.*]] = gpu.thread_id x
// CHECK: memref.store %[[INIT]], %[[OUT]][]
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c256
// CHECK: memref.load %[[IN]][%[[I]]]
// CHECK: %[[ALL:.*]] = gpu.all_reduce add
// CHECK: %[[SUM:.*]] = arith.addf %[[ALL]]
// CHECK: gpu.barrier
// CHECK: scf.if
// CHECK: memref.store %[[SUM]], %[[OUT]][]
// PTX-LABEL: llvm.func @sum_all(
// PTX: gpu.binary @sum_all_kernel
func.func @sum_all(%x: tensor<8192xf32>) -> tensor<f32> {
  %0 = "nn.reduce_sum"(%x) {axes = array<i64: 0>} : (tensor<8192xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// The mean of a matrix: one thread walks both loops, then divides.
// CHECK-LABEL: func.func @mean_all(
// CHECK: gpu.launch_func @mean_all_kernel::@mean_all_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @mean_all_kernel(
// CHECK: scf.for
// CHECK: scf.for
// CHECK: memref.load %{{.*}} : memref<64x128xf32>
// CHECK: arith.addf
// CHECK: arith.divf
// PTX-LABEL: llvm.func @mean_all(
func.func @mean_all(%x: tensor<64x128xf32>) -> tensor<f32> {
  %0 = "nn.reduce_mean"(%x) {axes = array<i64: 0, 1>} : (tensor<64x128xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// No-op: a kernel with a parallel loop is not wrapped again.
// CHECK-LABEL: func.func @rows(
// CHECK: gpu.launch_func @rows_kernel::@rows_kernel blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1)
func.func @rows(%x: tensor<64x1024xf32>) -> tensor<64xf32> {
  %0 = "nn.reduce_sum"(%x) {axes = array<i64: 1>} : (tensor<64x1024xf32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
