// The CPU pipeline allocates the buffers between kernels through nn's
// caching allocator (runtime/BufferCache.c); buffer-cache=false keeps
// malloc and free, which a runner outside nn resolves. Run repeatedly, the
// later calls get the first call's freed blocks back (a block too small
// for its new use would be a heap overflow, which the sanitized build of
// the suite reports). runtime/buffer_cache.c tests the allocator itself.
// RUN: nn-opt %s --fuse-ops --nn-lower-to-llvm | FileCheck %s
// RUN: nn-opt %s --fuse-ops --nn-lower-to-llvm="buffer-cache=false" | FileCheck %s --check-prefix=OFF
// RUN: not nn-opt %s --nn-lower-to-llvm="buffer-cache=maybe" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: nn-run %s --random-inputs 3 --bench 3 | FileCheck %s --check-prefix=BENCH

// CHECK-NOT: @malloc
// CHECK: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// CHECK: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @main
// CHECK: %[[BLOCK:.*]] = llvm.call @_mlir_memref_to_llvm_alloc(
// CHECK: llvm.call @_mlir_memref_to_llvm_free(%[[BLOCK]])
// CHECK-NOT: @malloc

// OFF-NOT: _mlir_memref_to_llvm
// OFF-LABEL: llvm.func @main
// OFF: %[[BLOCK:.*]] = llvm.call @malloc(
// OFF: llvm.call @free(%[[BLOCK]])

// BAD: option 'buffer-cache' must be true or false, not 'maybe'

// BENCH: bench @main: 3 runs after 1 warm-up
func.func @main(%x: tensor<64x256xf32>, %w: tensor<256x256xf32>) -> tensor<64x256xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<64x256xf32>, tensor<256x256xf32>) -> tensor<64x256xf32>
  %1 = "nn.softmax"(%0) {axis = 0 : i64} : (tensor<64x256xf32>) -> tensor<64x256xf32>
  %2 = "nn.matmul"(%1, %w) : (tensor<64x256xf32>, tensor<256x256xf32>) -> tensor<64x256xf32>
  return %2 : tensor<64x256xf32>
}
