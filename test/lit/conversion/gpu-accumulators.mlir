// The accumulator rule of nn-gpu-map-loops (GpuAccumulators.c) on loops
// written by hand: a reduction loop that loads, adds to and stores back one
// element carries it in iter_args (one load before, one store after); a
// loop that also reads the accumulator elsewhere (here to copy it out on
// every iteration) keeps its loads and stores: carrying would change what
// that read sees.
// RUN: nn-opt %s --nn-gpu-map-loops | FileCheck %s

// CHECK-LABEL: func.func @reread(
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[ACC:.*]] = memref.load %arg1[%[[I:.*]]] : memref<8xf32>
// CHECK: memref.store %{{.*}}, %arg1[%[[I]]] : memref<8xf32>
// CHECK: %[[AGAIN:.*]] = memref.load %arg1[%[[I]]] : memref<8xf32>
// CHECK: memref.store %[[AGAIN]], %arg2[%[[K]]] : memref<8xf32>
// CHECK-NOT: iter_args

// CHECK-LABEL: func.func @carried(
// CHECK: %[[INIT:.*]] = memref.load %arg1[%[[I:.*]]] : memref<8xf32>
// CHECK-NEXT: %[[SUM:.*]] = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// CHECK-NOT: memref.store
// CHECK: scf.yield
// CHECK: memref.store %[[SUM]], %arg1[%[[I]]] : memref<8xf32>
func.func @reread(%a: memref<8x16xf32>, %c: memref<8xf32>, %d: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    scf.for %k = %c0 to %c16 step %c1 {
      %x = memref.load %a[%i, %k] : memref<8x16xf32>
      %acc = memref.load %c[%i] : memref<8xf32>
      %s = arith.addf %acc, %x : f32
      memref.store %s, %c[%i] : memref<8xf32>
      %again = memref.load %c[%i] : memref<8xf32>
      memref.store %again, %d[%k] : memref<8xf32>
    }
    scf.reduce
  }
  return
}
func.func @carried(%a: memref<8x16xf32>, %c: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    scf.for %k = %c0 to %c16 step %c1 {
      %x = memref.load %a[%i, %k] : memref<8x16xf32>
      %acc = memref.load %c[%i] : memref<8xf32>
      %s = arith.addf %acc, %x : f32
      memref.store %s, %c[%i] : memref<8xf32>
    }
    scf.reduce
  }
  return
}
