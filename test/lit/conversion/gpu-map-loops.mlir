// --nn-gpu-map-loops alone (conversion/gpu/GpuMapLoops.c): a kernel loop
// becomes a grid loop holding a block loop, both mapped to GPU ids; an
// elementwise body gets 128-bit accesses (1000 f32 = 250 vectors of 4: 10
// blocks of 25 threads). max-blocks caps the grid, and the blocks then loop
// (grid stride). Its values are checked by the one option parser.
// RUN: nn-opt %s --split-input-file --nn-gpu-map-loops | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-gpu-map-loops=max-blocks=2 | FileCheck %s --check-prefix=STRIDE
// RUN: not nn-opt %s --nn-gpu-map-loops=max-blocks=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: 'nn-gpu-map-loops' option 'max-blocks' must be a non-negative integer, not '-1' (allowed: from 0 to 2147483647)
// RUN: not nn-opt %s --nn-gpu-map-loops=max-blocks=99999999999999999999 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: 'nn-gpu-map-loops' option 'max-blocks' must be a non-negative integer, not '99999999999999999999' (allowed: from 0 to 2147483647)
// RUN: not nn-opt %s --pass-pipeline='builtin.module(nn-gpu-map-loops{max-block=2})' 2>&1 | FileCheck %s --check-prefix=NAME
// NAME: 'nn-gpu-map-loops' has no option 'max-block'; its options are max-blocks

// CHECK-LABEL: func.func @relu(
// CHECK-SAME: %[[A:.*]]: memref<1000xf32>, %[[B:.*]]: memref<1000xf32>)
// CHECK: scf.parallel (%[[BLOCK:.*]]) = (%{{.*}}) to (%c10) step
// CHECK-NEXT: scf.parallel (%[[THREAD:.*]]) = (%{{.*}}) to (%c25) step
// CHECK-NEXT: %[[BASE:.*]] = arith.muli %[[BLOCK]], %c25
// CHECK-NEXT: %[[ITEM:.*]] = arith.addi %[[BASE]], %[[THREAD]]
// CHECK: %[[I:.*]] = arith.muli %[[ITEM]], %c4
// CHECK-NEXT: %[[X:.*]] = vector.load %[[A]][%[[I]]] {alignment = 16 : i64} : memref<1000xf32>, vector<4xf32>
// CHECK: vector.store %{{.*}}, %[[B]][%[[I]]] {alignment = 16 : i64}
// CHECK: mapping = [#gpu.loop_dim_map<processor = thread_x
// CHECK: mapping = [#gpu.loop_dim_map<processor = block_x

// STRIDE-LABEL: func.func @relu(
// STRIDE: scf.parallel (%[[BLOCK:.*]]) = (%{{.*}}) to (%c2) step
// STRIDE-NEXT: scf.parallel (%{{.*}}) = (%{{.*}}) to (%c25) step
// STRIDE-NEXT: scf.for %{{.*}} = %[[BLOCK]] to %c10 step %{{.*}} {
func.func @relu(%a: memref<1000xf32>, %b: memref<1000xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %a[%i] : memref<1000xf32>
    %y = arith.maximumf %x, %zero : f32
    memref.store %y, %b[%i] : memref<1000xf32>
    scf.reduce
  }
  return
}

// -----

// Host code only: nothing to map.
// CHECK-LABEL: func.func @host(
// CHECK-NEXT: %[[V:.*]] = memref.subview
// CHECK-NEXT: return
// CHECK-NOT: scf.parallel
func.func @host(%a: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %v : memref<4xf32, strided<[1], offset: 2>>
}
