// --nn-prefetch-streams: an elementwise row loop of a tile whose body is
// long (12 arithmetic ops or more) becomes blocks of 4 cache lines, each
// prefetching the lines 4 KiB ahead in every buffer it reads along the
// loop; light bodies, loops that carry values, loops outside tiles and
// short loops stay as they are.
// RUN: nn-opt %s --split-input-file --nn-prefetch-streams | FileCheck %s
// Idempotent: the new inner loops are short and the outer ones hold a loop.
// RUN: nn-opt %s --split-input-file --nn-prefetch-streams | nn-opt --split-input-file --nn-prefetch-streams | FileCheck %s
// RUN: nn-opt %s --split-input-file '--nn-prefetch-streams=min-ops=0 block-lines=1 distance-bytes=256' | FileCheck %s --check-prefix=ALL
// RUN: not nn-opt %s '--nn-prefetch-streams=block-lines=0' 2>&1 | FileCheck %s --check-prefix=BAD
// The CPU pipeline prefetches the tanh GELU's rows.
// RUN: nn-opt %S/Inputs/gelu-rows.mlir --nn-lower-to-llvm | FileCheck %s --check-prefix=PIPE

// 4096 f32 per row: blocks of 64 elements, prefetches at +1024, +1040,
// +1056 and +1072 elements of the input (4096 bytes ahead, one per line).
// CHECK-LABEL: func.func @heavy
// CHECK-SAME: (%[[IN:.*]]: memref<8x4096xf32>, %[[OUT:.*]]: memref<8x4096xf32>)
// CHECK: scf.forall (%[[R:.*]]) in (8)
// CHECK:   %[[B:.*]] = arith.constant 64 : index
// CHECK:   scf.for %[[J0:.*]] = %{{.*}} to %{{.*}} step %[[B]] {
// CHECK:     %[[D0:.*]] = arith.constant 1024 : index
// CHECK:     %[[P0:.*]] = arith.addi %[[J0]], %[[D0]] : index
// CHECK:     memref.prefetch %[[IN]][%[[R]], %[[P0]]], read, locality<3>, data
// CHECK:     arith.constant 1040 : index
// CHECK:     memref.prefetch %[[IN]]
// CHECK:     arith.constant 1056 : index
// CHECK:     memref.prefetch %[[IN]]
// CHECK:     arith.constant 1072 : index
// CHECK:     memref.prefetch %[[IN]]
// CHECK-NOT: memref.prefetch %[[OUT]]
// CHECK:     %[[END:.*]] = arith.addi %[[J0]], %[[B]] : index
// CHECK:     scf.for %[[J:.*]] = %[[J0]] to %[[END]] step %{{.*}} {
// CHECK:       memref.load %[[IN]][%[[R]], %[[J]]]
// CHECK:       memref.store %{{.*}}, %[[OUT]][%[[R]], %[[J]]]
// ALL-LABEL: func.func @heavy
// ALL: arith.constant 16 : index
// ALL: arith.constant 64 : index
// ALL: memref.prefetch
// ALL-NOT: memref.prefetch
// ALL: scf.for
// BAD: 'nn-prefetch-streams' option 'block-lines' must be
// PIPE: llvm.intr.prefetch
func.func @heavy(%in: memref<8x4096xf32>, %out: memref<8x4096xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4096 = arith.constant 4096 : index
  %k = arith.constant 0.5 : f32
  scf.forall (%r) in (8) {
    scf.for %j = %c0 to %c4096 step %c1 {
      %x = memref.load %in[%r, %j] : memref<8x4096xf32>
      %a = arith.mulf %x, %k : f32
      %b = arith.addf %a, %x : f32
      %c = arith.mulf %b, %a : f32
      %d = arith.addf %c, %k : f32
      %e = arith.mulf %d, %b : f32
      %f = arith.addf %e, %x : f32
      %g = arith.mulf %f, %f : f32
      %h = arith.addf %g, %k : f32
      %i = arith.mulf %h, %a : f32
      %l = arith.addf %i, %d : f32
      %m = arith.mulf %l, %k : f32
      %n = math.tanh %m : f32
      memref.store %n, %out[%r, %j] : memref<8x4096xf32>
    }
  }
  return
}

// -----

// A light body (it streams at memory speed as it is); a loop carrying a
// value (a reduction); a loop outside a tile; a loop too short to split.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: memref.prefetch
// CHECK: return
// With min-ops=0 the light body is split too; the others are not.
// ALL-LABEL: func.func @left_alone
// ALL-COUNT-1: memref.prefetch
// ALL-NOT: memref.prefetch
func.func @left_alone(%in: memref<8x4096xf32>, %out: memref<8x4096xf32>, %sums: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c4096 = arith.constant 4096 : index
  %z = arith.constant 0.0 : f32
  scf.forall (%r) in (8) {
    scf.for %j = %c0 to %c4096 step %c1 {
      %x = memref.load %in[%r, %j] : memref<8x4096xf32>
      %y = arith.negf %x : f32
      memref.store %y, %out[%r, %j] : memref<8x4096xf32>
    }
    %s = scf.for %j = %c0 to %c4096 step %c1 iter_args(%acc = %z) -> (f32) {
      %x = memref.load %in[%r, %j] : memref<8x4096xf32>
      %t = arith.addf %acc, %x : f32
      scf.yield %t : f32
    }
    memref.store %s, %sums[%r] : memref<8xf32>
    scf.for %j = %c0 to %c32 step %c1 {
      %x = memref.load %in[%r, %j] : memref<8x4096xf32>
      memref.store %x, %out[%r, %j] : memref<8x4096xf32>
    }
  }
  scf.for %j = %c0 to %c4096 step %c1 {
    %x = memref.load %in[%c0, %j] : memref<8x4096xf32>
    %y = arith.negf %x : f32
    memref.store %y, %out[%c0, %j] : memref<8x4096xf32>
  }
  return
}
