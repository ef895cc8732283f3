// --nn-plan-buffers: the buffers a function allocates in its body share one
// arena, at offsets that overlap only between buffers whose lifetimes do
// not (from the alloc to the last op of the block using the buffer or a
// view of it). Each alloc becomes a memref.view of the arena, its deallocs
// go, and the arena is freed before the return.
// RUN: nn-opt %s --split-input-file --nn-plan-buffers --verify-diagnostics | FileCheck %s
// Idempotent: planned, a function holds one buffer, the arena.
// RUN: nn-opt %s --split-input-file --nn-plan-buffers | nn-opt --split-input-file --nn-plan-buffers | FileCheck %s
// The CPU pipeline plans buffers unless its option plan-buffers is false:
// @main then allocates one arena instead of two buffers.
// RUN: nn-opt %S/Inputs/plan-buffers-pipeline.mlir --fuse-ops | nn-opt --nn-lower-to-llvm | FileCheck %s --check-prefix=PIPE
// RUN: nn-opt %S/Inputs/plan-buffers-pipeline.mlir --fuse-ops | nn-opt --nn-lower-to-llvm=plan-buffers=false | FileCheck %s --check-prefix=NOPLAN
// PIPE-LABEL: llvm.func @main(
// PIPE-COUNT-1: llvm.call @_mlir_memref_to_llvm_alloc
// PIPE-NOT: llvm.call @_mlir_memref_to_llvm_alloc
// PIPE: llvm.return
// NOPLAN-LABEL: llvm.func @main(
// NOPLAN-COUNT-2: llvm.call @_mlir_memref_to_llvm_alloc
// NOPLAN-NOT: llvm.call @_mlir_memref_to_llvm_alloc
// NOPLAN: llvm.return

// A chain of kernels, each buffer read by the next one; %a is read once
// more, by the fourth kernel. %d takes %b's bytes (free after the third
// kernel); %c cannot (%b is still read by the kernel that writes %c).
// CHECK-LABEL: func.func @chain
// CHECK: %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<49152xi8>
// CHECK: %[[A:.*]] = memref.view %[[ARENA]][%c0][] : memref<49152xi8> to memref<64x64xf32>
// CHECK: call @kernel(%{{.*}}, %[[A]])
// CHECK: %[[B:.*]] = memref.view %[[ARENA]][%c16384][]
// CHECK: call @kernel(%[[A]], %[[B]])
// CHECK: %[[C:.*]] = memref.view %[[ARENA]][%c32768][]
// CHECK: call @kernel(%[[B]], %[[C]])
// CHECK: %[[D:.*]] = memref.view %[[ARENA]][%c16384{{.*}}][]
// CHECK: call @kernel2(%[[C]], %[[A]], %[[D]])
// CHECK-NOT: memref.dealloc %[[A]]
// CHECK: memref.dealloc %[[ARENA]] : memref<49152xi8>
// CHECK-NEXT: return
func.func private @kernel(memref<64x64xf32>, memref<64x64xf32>)
func.func private @kernel2(memref<64x64xf32>, memref<64x64xf32>, memref<64x64xf32>)
func.func @chain(%x: memref<64x64xf32>, %y: memref<64x64xf32>) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<64x64xf32>
  call @kernel(%x, %a) : (memref<64x64xf32>, memref<64x64xf32>) -> ()
  %b = memref.alloc() : memref<64x64xf32>
  call @kernel(%a, %b) : (memref<64x64xf32>, memref<64x64xf32>) -> ()
  %c = memref.alloc() : memref<64x64xf32>
  call @kernel(%b, %c) : (memref<64x64xf32>, memref<64x64xf32>) -> ()
  %d = memref.alloc() : memref<64x64xf32>
  call @kernel2(%c, %a, %d) : (memref<64x64xf32>, memref<64x64xf32>, memref<64x64xf32>) -> ()
  call @kernel(%d, %y) : (memref<64x64xf32>, memref<64x64xf32>) -> ()
  memref.dealloc %a : memref<64x64xf32>
  memref.dealloc %b : memref<64x64xf32>
  memref.dealloc %c : memref<64x64xf32>
  memref.dealloc %d : memref<64x64xf32>
  return
}

// -----

// A view of a buffer, read inside a loop after other kernels, keeps the
// buffer alive to that loop: %t (the second buffer) cannot take %s's bytes,
// though %s itself is last named before it. Sizes round up to 64 bytes
// (3 x f32 takes 64) and mixed element types share the arena.
// CHECK-LABEL: func.func @view_in_loop
// CHECK: %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK: memref.view %[[ARENA]][%c0{{.*}}][] : memref<128xi8> to memref<3xf32>
// CHECK: memref.view %[[ARENA]][%c64][] : memref<128xi8> to memref<4xi8>
// CHECK: scf.for
func.func private @fill(memref<3xf32>)
func.func private @fill8(memref<4xi8>)
func.func @view_in_loop(%out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.alloc() : memref<3xf32>
  %sub = memref.subview %s[1] [2] [1] : memref<3xf32> to memref<2xf32, strided<[1], offset: 1>>
  call @fill(%s) : (memref<3xf32>) -> ()
  %t = memref.alloc() : memref<4xi8>
  call @fill8(%t) : (memref<4xi8>) -> ()
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %sub[%i] : memref<2xf32, strided<[1], offset: 1>>
    memref.store %v, %out[%i] : memref<2xf32>
  }
  memref.dealloc %s : memref<3xf32>
  memref.dealloc %t : memref<4xi8>
  return
}

// -----

// Left alone (no-op): a buffer of a dynamic size, a buffer the function
// returns, a buffer freed through a view of it (as a lowered
// bufferization.dealloc frees its base buffer under a condition), a buffer
// allocated inside a loop; and then one buffer alone (%other), which gains
// nothing from an arena.
// CHECK-LABEL: func.func @unplanned
// CHECK-NOT: memref.view
// CHECK: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: memref.alloc() : memref<8xf32>
// CHECK: memref.alloc() : memref<4xf32>
// CHECK: memref.alloc() : memref<4xf32>
// CHECK: scf.for
// CHECK: memref.alloc() : memref<16xf32>
// CHECK: memref.dealloc %{{.*}} : memref<f32>
// CHECK: return %{{.*}} : memref<8xf32>
func.func private @use(memref<?xf32>, memref<8xf32>)
func.func private @use16(memref<16xf32>)
func.func private @use4(memref<4xf32>)
func.func @unplanned(%n: index) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dyn = memref.alloc(%n) : memref<?xf32>
  %ret = memref.alloc() : memref<8xf32>
  call @use(%dyn, %ret) : (memref<?xf32>, memref<8xf32>) -> ()
  %freed = memref.alloc() : memref<4xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %freed : memref<4xf32> -> memref<f32>, index, index, index
  %other = memref.alloc() : memref<4xf32>
  call @use4(%other) : (memref<4xf32>) -> ()
  scf.for %i = %c0 to %n step %c1 {
    %tmp = memref.alloc() : memref<16xf32>
    func.call @use16(%tmp) : (memref<16xf32>) -> ()
    memref.dealloc %tmp : memref<16xf32>
  }
  memref.dealloc %dyn : memref<?xf32>
  memref.dealloc %base : memref<f32>
  memref.dealloc %other : memref<4xf32>
  return %ret : memref<8xf32>
}
