// --nn-lower-tile-bodies on buffers, with the CPU pipeline's options:
// inner-parallel (a tile's matmul or dense convolution runs its last
// parallel loop innermost, where LLVM vectorizes it) and stack-bytes (small
// static buffers of a tile on the stack). Loop extents differ per dim so the
// checks see the loop order.
// RUN: nn-opt %s --split-input-file --nn-lower-tile-bodies="inner-parallel=true stack-bytes=1024" | FileCheck %s
// Idempotent: the second run finds no linalg op and no alloc to change.
// RUN: nn-opt %s --split-input-file --nn-lower-tile-bodies="inner-parallel=true stack-bytes=1024" | nn-opt --split-input-file --nn-lower-tile-bodies="inner-parallel=true stack-bytes=1024" | FileCheck %s
// Default options (the GPU pipeline's): iterator order, allocs stay.
// RUN: nn-opt %s --split-input-file --nn-lower-tile-bodies | FileCheck %s --check-prefix=PLAIN
// RUN: not nn-opt %s --nn-lower-tile-bodies="inner-parallel=maybe" 2>&1 | FileCheck %s --check-prefix=BAD-BOOL
// RUN: not nn-opt %s --nn-lower-tile-bodies="stack-bytes=-1" 2>&1 | FileCheck %s --check-prefix=BAD-BYTES
// BAD-BOOL: 'nn-lower-tile-bodies' option 'inner-parallel' must be true or false, not 'maybe'
// BAD-BYTES: 'nn-lower-tile-bodies' option 'stack-bytes' must be a non-negative integer, not '-1'

// matmul (m, n, k) = (2, 3, 5): loops m, k, n.
// CHECK-LABEL: func.func @matmul
// CHECK: scf.forall
// CHECK: scf.for {{.*}} to %c2{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c5{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c3{{(_[0-9]+)?}} step
// CHECK: arith.mulf
// CHECK: memref.store
// CHECK-NOT: linalg.
// PLAIN-LABEL: func.func @matmul
// PLAIN: scf.for {{.*}} to %c2{{(_[0-9]+)?}} step
// PLAIN: scf.for {{.*}} to %c3{{(_[0-9]+)?}} step
// PLAIN: scf.for {{.*}} to %c5{{(_[0-9]+)?}} step
func.func @matmul(%a: memref<4x5xf32>, %b: memref<5x3xf32>, %c: memref<4x3xf32>) {
  scf.forall (%t) in (2) {
    %i = affine.apply affine_map<(d0) -> (d0 * 2)>(%t)
    %sa = memref.subview %a[%i, 0] [2, 5] [1, 1] : memref<4x5xf32> to memref<2x5xf32, strided<[5, 1], offset: ?>>
    %sc = memref.subview %c[%i, 0] [2, 3] [1, 1] : memref<4x3xf32> to memref<2x3xf32, strided<[3, 1], offset: ?>>
    linalg.matmul ins(%sa, %b : memref<2x5xf32, strided<[5, 1], offset: ?>>, memref<5x3xf32>) outs(%sc : memref<2x3xf32, strided<[3, 1], offset: ?>>)
  }
  return
}

// -----

// conv_2d_nchw_fchw (n, f, oh, ow, c, kh, kw) = (1, 2, 3, 4, 5, 6, 7):
// loops n, f, oh, c, kh, kw, ow.
// CHECK-LABEL: func.func @conv_nchw
// CHECK: scf.forall
// CHECK: scf.for {{.*}} to %c1{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c2{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c3{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c5{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c6{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c7{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c4{{(_[0-9]+)?}} step
// CHECK-NOT: linalg.
func.func @conv_nchw(%x: memref<1x5x8x10xf32>, %w: memref<2x5x6x7xf32>, %y: memref<1x2x3x4xf32>) {
  scf.forall (%t) in (2) {
    linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x5x8x10xf32>, memref<2x5x6x7xf32>) outs(%y : memref<1x2x3x4xf32>)
  }
  return
}

// -----

// conv_2d_nhwc_hwcf (n, oh, ow, f, kh, kw, c) = (1, 2, 3, 4, 5, 6, 7):
// loops n, oh, ow, kh, kw, c, f.
// CHECK-LABEL: func.func @conv_nhwc
// CHECK: scf.for {{.*}} to %c1{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c2{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c3{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c5{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c6{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c7{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c4{{(_[0-9]+)?}} step
func.func @conv_nhwc(%x: memref<1x6x8x7xf32>, %w: memref<5x6x7x4xf32>, %y: memref<1x2x3x4xf32>) {
  scf.forall (%t) in (2) {
    linalg.conv_2d_nhwc_hwcf ins(%x, %w : memref<1x6x8x7xf32>, memref<5x6x7x4xf32>) outs(%y : memref<1x2x3x4xf32>)
  }
  return
}

// -----

// conv_3d_ncdhw_fcdhw (n, f, od, oh, ow, c, kd, kh, kw) = (1, ..., 9):
// loops n, f, od, oh, c, kd, kh, kw, ow.
// CHECK-LABEL: func.func @conv3d_ncdhw
// CHECK: scf.for {{.*}} to %c1{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c2{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c3{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c4{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c6{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c7{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c8{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c9{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c5{{(_[0-9]+)?}} step
// CHECK-NOT: linalg.
func.func @conv3d_ncdhw(%x: memref<1x6x9x11x13xf32>, %w: memref<2x6x7x8x9xf32>, %y: memref<1x2x3x4x5xf32>) {
  scf.forall (%t) in (2) {
    linalg.conv_3d_ncdhw_fcdhw ins(%x, %w : memref<1x6x9x11x13xf32>, memref<2x6x7x8x9xf32>) outs(%y : memref<1x2x3x4x5xf32>)
  }
  return
}

// -----

// conv_3d_ndhwc_dhwcf (n, od, oh, ow, f, kd, kh, kw, c) = (1, ..., 9):
// loops n, od, oh, ow, kd, kh, kw, c, f.
// CHECK-LABEL: func.func @conv3d_ndhwc
// CHECK: scf.for {{.*}} to %c1{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c2{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c3{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c4{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c6{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c7{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c8{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c9{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c5{{(_[0-9]+)?}} step
func.func @conv3d_ndhwc(%x: memref<1x7x9x11x9xf32>, %w: memref<6x7x8x9x5xf32>, %y: memref<1x2x3x4x5xf32>) {
  scf.forall (%t) in (2) {
    linalg.conv_3d_ndhwc_dhwcf ins(%x, %w : memref<1x7x9x11x9xf32>, memref<6x7x8x9x5xf32>) outs(%y : memref<1x2x3x4x5xf32>)
  }
  return
}

// -----

// batch_matmul (b, m, n, k) = (2, 3, 4, 5): loops b, m, k, n.
// CHECK-LABEL: func.func @batch_matmul
// CHECK: scf.for {{.*}} to %c2{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c3{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c5{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c4{{(_[0-9]+)?}} step
func.func @batch_matmul(%a: memref<2x3x5xf32>, %b: memref<2x5x4xf32>, %c: memref<2x3x4xf32>) {
  scf.forall (%t) in (2) {
    linalg.batch_matmul ins(%a, %b : memref<2x3x5xf32>, memref<2x5x4xf32>) outs(%c : memref<2x3x4xf32>)
  }
  return
}

// -----

// A row reduction keeps its order (the row is the innermost loop), and a
// matmul outside a forall is left to the parallel-loop lowering.
// CHECK-LABEL: func.func @others
// CHECK: linalg.matmul
// CHECK: scf.forall
// CHECK: scf.for {{.*}} to %c3{{(_[0-9]+)?}} step
// CHECK: scf.for {{.*}} to %c7{{(_[0-9]+)?}} step
func.func @others(%x: memref<3x7xf32>, %r: memref<3xf32>, %a: memref<2x2xf32>, %c: memref<2x2xf32>) {
  linalg.matmul ins(%a, %a : memref<2x2xf32>, memref<2x2xf32>) outs(%c : memref<2x2xf32>)
  scf.forall (%t) in (2) {
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<3x7xf32>) outs(%r : memref<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    }
  }
  return
}

// -----

// stack-bytes=1024: buffers of a forall body go on the stack while they
// total at most 1024 bytes, and their deallocs go: 256 + 512 bytes do; a
// 2048-byte one, a 512-byte one beyond the budget, one outside any forall,
// and one yielded by an scf.if stay on the heap.
// CHECK-LABEL: func.func @stack
// CHECK: memref.alloc() : memref<16xf32>
// CHECK: scf.forall
// CHECK: memref.alloca() {alignment = 64 : i64} : memref<8x8xf32>
// CHECK: memref.alloc() : memref<512xf32>
// CHECK: memref.alloca() : memref<128xf32>
// CHECK: memref.alloc() : memref<2x64xf32>
// CHECK: memref.alloc() : memref<4xf32>
// CHECK-NOT: memref.dealloc %{{.*}} : memref<8x8xf32>
// CHECK: memref.dealloc %{{.*}} : memref<512xf32>
// PLAIN-LABEL: func.func @stack
// PLAIN-NOT: memref.alloca
// PLAIN: memref.dealloc %{{.*}} : memref<8x8xf32>
func.func @stack(%x: memref<8x8xf32>, %p: i1) {
  %outside = memref.alloc() : memref<16xf32>
  scf.forall (%t) in (2) {
    %small = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    %large = memref.alloc() : memref<512xf32>
    %fits = memref.alloc() : memref<128xf32>
    %over = memref.alloc() : memref<2x64xf32>
    %cst = arith.constant 1.0 : f32
    linalg.fill ins(%cst : f32) outs(%fits : memref<128xf32>)
    linalg.fill ins(%cst : f32) outs(%over : memref<2x64xf32>)
    linalg.fill ins(%cst : f32) outs(%small : memref<8x8xf32>)
    linalg.fill ins(%cst : f32) outs(%large : memref<512xf32>)
    %y = scf.if %p -> memref<4xf32> {
      %b = memref.alloc() : memref<4xf32>
      scf.yield %b : memref<4xf32>
    } else {
      %b = memref.alloc() : memref<4xf32>
      scf.yield %b : memref<4xf32>
    }
    memref.copy %small, %x : memref<8x8xf32> to memref<8x8xf32>
    memref.dealloc %small : memref<8x8xf32>
    memref.dealloc %large : memref<512xf32>
  }
  memref.dealloc %outside : memref<16xf32>
  return
}

// -----

// A buffer sized by a tile along a dynamic dim (min(8, n - 8 * t): at most
// 8 rows of 16 floats, 512 bytes) goes on the stack with its run-time
// size; one sized by the whole dynamic dim has no bound and stays on the
// heap.
// CHECK-LABEL: func.func @bounded
// CHECK: scf.forall
// CHECK: %[[ROWS:.*]] = affine.min
// CHECK: memref.alloca(%[[ROWS]]) : memref<?x16xf32>
// CHECK: memref.alloc(%{{.*}}) : memref<?x16xf32>
// CHECK-NOT: memref.dealloc %{{.*}} : memref<?x16xf32>
// CHECK: memref.dealloc
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @bounded(%n: index) {
  scf.forall (%t) in (4) {
    %rows = affine.min affine_map<(d0)[s0] -> (8, s0 - d0 * 8)>(%t)[%n]
    %tile = memref.alloc(%rows) : memref<?x16xf32>
    %whole = memref.alloc(%n) : memref<?x16xf32>
    %cst = arith.constant 1.0 : f32
    linalg.fill ins(%cst : f32) outs(%tile : memref<?x16xf32>)
    linalg.fill ins(%cst : f32) outs(%whole : memref<?x16xf32>)
    memref.dealloc %tile : memref<?x16xf32>
    memref.dealloc %whole : memref<?x16xf32>
  }
  return
}
