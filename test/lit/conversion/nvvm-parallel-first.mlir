// Reductions over a leading dim on the CUDA path (GpuParallelFirst.c): the
// loops of a top-level linalg.generic are interchanged so that its parallel
// dims come first, and the kernel is one thread per output element walking
// its reduction (neighbouring threads read neighbouring columns). Without
// the interchange the reduction loop would be outermost and the GPU path
// would reject it (nvvm-invalid.mlir keeps that error for a reduction to a
// scalar). The interchange itself was checked numerically by running the
// pass inside the CPU pipeline over test/lit/numerics (argmin over axis 0,
// reduce_prod over axis 0, reduce_sum over axes 0 and -1 pass; leaving the
// linalg.index renumbering out makes argmin fail).
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm=stage=kernels | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm=format=isa | FileCheck %s --check-prefix=PTX

// A column sum: 1024 threads, each adding its column's 64 rows; the fill
// joins the same kernel (GpuFuseFill.c).
// CHECK-LABEL: func.func @column_sum(
// CHECK: gpu.launch_func @column_sum_kernel::@column_sum_kernel blocks in (%c32, %c1, %c1) threads in (%c32, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @column_sum_kernel(
// CHECK-SAME: %[[OUT:[^:]*]]: memref<1024xf32>, %[[IN:[^:]*]]: memref<64x1024xf32>
// CHECK: %[[COL:.*]] = arith.addi
// CHECK: memref.store %{{.*}}, %[[OUT]][%[[COL]]]
// CHECK: scf.for %[[ROW:.*]] = %{{.*}} to %{{.*}} step
// CHECK: memref.load %[[IN]][%[[ROW]], %[[COL]]] : memref<64x1024xf32>
// CHECK: arith.addf
// CHECK: memref.store %{{.*}}, %[[OUT]][%[[COL]]]
// PTX-LABEL: llvm.func @column_sum(
// PTX: gpu.binary @column_sum_kernel
func.func @column_sum(%x: tensor<64x1024xf32>) -> tensor<1024xf32> {
  %0 = "nn.reduce_sum"(%x) {axes = array<i64: 0>} : (tensor<64x1024xf32>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

// -----

// argmax over the rows: the index it records is the row loop's variable
// (linalg.index renumbered with the loops). Its two reductions (the
// maximum, then the first row holding it) and the widening to i64 are one
// nn op's ops: one kernel, a thread per column.
// CHECK-LABEL: func.func @argmax_rows(
// CHECK: gpu.launch_func @argmax_rows_kernel::@argmax_rows_kernel blocks in (%c32, %c1, %c1) threads in (%c32, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.module @argmax_rows_kernel
// CHECK: scf.for %[[ROW:.*]] = %{{.*}} to %{{.*}} step
// CHECK: memref.load %[[COLUMN:.*]][%[[ROW]], %{{.*}}] : memref<64x1xf32
// CHECK: arith.maximumf
// CHECK: scf.for %[[ROW2:.*]] = %{{.*}} to %{{.*}} step
// CHECK: memref.load %[[COLUMN]][%[[ROW2]], %{{.*}}] : memref<64x1xf32
// CHECK: %[[INDEX:.*]] = arith.index_cast %[[ROW2]] : index to i32
// CHECK: arith.ori %[[INDEX]], %{{.*}} : i32
// CHECK: arith.minsi
// PTX-LABEL: llvm.func @argmax_rows(
func.func @argmax_rows(%x: tensor<64x1024xf32>) -> tensor<1x1024xi64> {
  %0 = "nn.argmax"(%x) {axis = 0 : i64} : (tensor<64x1024xf32>) -> tensor<1x1024xi64>
  return %0 : tensor<1x1024xi64>
}

// -----

// The middle dim of three: the parallel dims (0 and 2) first, in order.
// CHECK-LABEL: func.func @middle(
// CHECK: gpu.func @middle_kernel(
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step
// CHECK: memref.load %{{.*}}[%{{.*}}, %[[R]], %{{.*}}] : memref<8x16x128xf32>
func.func @middle(%x: tensor<8x16x128xf32>) -> tensor<8x128xf32> {
  %0 = "nn.reduce_max"(%x) {axes = array<i64: 1>} : (tensor<8x16x128xf32>) -> tensor<8x128xf32>
  return %0 : tensor<8x128xf32>
}

// -----

// No-op: a reduction over the last dim is parallel-first already (and a
// row kernel: one block per row, nvvm-row-kernels.mlir).
// CHECK-LABEL: func.func @rows(
// CHECK: gpu.launch_func @rows_kernel::@rows_kernel blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1)
// CHECK: gpu.all_reduce
func.func @rows(%x: tensor<64x1024xf32>) -> tensor<64xf32> {
  %0 = "nn.reduce_sum"(%x) {axes = array<i64: 1>} : (tensor<64x1024xf32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
