// --nn-parallel-copies: a large memref.copy at a function's top level (a
// concatenation's copy into its slice of the result) becomes an
// scf.parallel over blocks of rows, each a copy of a subview of both
// buffers; small copies, copies inside a loop, and copies whose rows cannot
// be cut into equal blocks of 128 KiB or more stay as they are.
// RUN: nn-opt %s --split-input-file --nn-parallel-copies | FileCheck %s
// Idempotent: the copies are inside a loop the second time.
// RUN: nn-opt %s --split-input-file --nn-parallel-copies | nn-opt --split-input-file --nn-parallel-copies | FileCheck %s
// RUN: nn-opt %s --split-input-file '--nn-parallel-copies=min-bytes=0 block-bytes=4096' | FileCheck %s --check-prefix=SMALL
// RUN: not nn-opt %s '--nn-parallel-copies=block-bytes=0' 2>&1 | FileCheck %s --check-prefix=BAD
// The CPU pipeline runs it: tensor.concat's copies run in an OpenMP loop.
// RUN: nn-opt %s --split-input-file --nn-lower-to-llvm | FileCheck %s --check-prefix=PIPE

// 4096 rows of 2 KiB into a slice of a wider buffer: 64 blocks of 64 rows.
// CHECK-LABEL: func.func @concat_half
// CHECK-SAME: (%[[A:.*]]: memref<4096x512xf32>, %[[OUT:.*]]: memref<4096x1024xf32>)
// CHECK: %[[SLICE:.*]] = memref.subview %[[OUT]][0, 512] [4096, 512] [1, 1]
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: scf.parallel (%[[I:.*]]) = (%[[C0]]) to (%[[C64]]) step (%[[C1]]) {
// CHECK:   %[[ROWS:.*]] = arith.constant 64 : index
// CHECK:   %[[FIRST:.*]] = arith.muli %[[I]], %[[ROWS]] : index
// CHECK:   %[[FROM:.*]] = memref.subview %[[A]][%[[FIRST]], 0] [64, 512] [1, 1] : memref<4096x512xf32> to memref<64x512xf32, strided<[512, 1], offset: ?>>
// CHECK:   %[[TO:.*]] = memref.subview %[[SLICE]][%[[FIRST]], 0] [64, 512] [1, 1] : memref<4096x512xf32, strided<[1024, 1], offset: 512>> to memref<64x512xf32, strided<[1024, 1], offset: ?>>
// CHECK:   memref.copy %[[FROM]], %[[TO]]
// CHECK:   scf.reduce
// PIPE-LABEL: llvm.func @concat_half
// PIPE: omp.wsloop
// PIPE: llvm.call @memrefCopy
func.func @concat_half(%a: memref<4096x512xf32>, %out: memref<4096x1024xf32>) {
  %s = memref.subview %out[0, 512] [4096, 512] [1, 1] : memref<4096x1024xf32> to memref<4096x512xf32, strided<[1024, 1], offset: 512>>
  memref.copy %a, %s : memref<4096x512xf32> to memref<4096x512xf32, strided<[1024, 1], offset: 512>>
  return
}

// -----

// Small (256 KiB, below min-bytes' 1 MiB); a prime number of rows (no
// block of whole rows divides them); inside a loop: unchanged.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: scf.parallel
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<128x512xf32> to memref<128x512xf32>
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<1031x512xi32> to memref<1031x512xi32>
// CHECK: scf.for
// CHECK-NEXT: memref.copy %{{.*}}, %{{.*}} : memref<4096x512xf32> to memref<4096x512xf32>
// With min-bytes=0 and blocks of 4 KiB, the small copy is split (2 rows a
// block); the prime one still is not.
// SMALL-LABEL: func.func @left_alone
// SMALL: scf.parallel
// SMALL: memref.copy %{{.*}}, %{{.*}} : memref<2x512xf32, strided<[512, 1], offset: ?>> to memref<2x512xf32, strided<[512, 1], offset: ?>>
// SMALL: memref.copy %{{.*}}, %{{.*}} : memref<1031x512xi32> to memref<1031x512xi32>
// BAD: 'nn-parallel-copies' option 'block-bytes' must be
func.func @left_alone(%a: memref<128x512xf32>, %b: memref<128x512xf32>, %p: memref<1031x512xi32>, %q: memref<1031x512xi32>, %x: memref<4096x512xf32>, %y: memref<4096x512xf32>) {
  memref.copy %a, %b : memref<128x512xf32> to memref<128x512xf32>
  memref.copy %p, %q : memref<1031x512xi32> to memref<1031x512xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    memref.copy %x, %y : memref<4096x512xf32> to memref<4096x512xf32>
  }
  return
}
