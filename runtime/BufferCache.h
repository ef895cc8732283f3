//===- BufferCache.h - The lowered CPU code's allocator -------------------===//
//
// The declarations of BufferCache.c's allocation functions, which the JIT
// registers for the calls finalize-memref-to-llvm makes with
// use-generic-functions (nn-lower-to-llvm's buffer-cache option).
// BufferCache.c is self-contained text that nn-compile embeds; libnn compiles
// it with this header forced in, which checks the two agree.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUNTIME_BUFFERCACHE_H
#define NN_RUNTIME_BUFFERCACHE_H

#include <stddef.h>

/// Returns `size` bytes, 16-byte aligned, or NULL; a block freed earlier of
/// about that size when one is cached.
void *_mlir_memref_to_llvm_alloc(size_t size);

/// Frees what _mlir_memref_to_llvm_alloc returned, keeping a large block
/// for a later allocation (NULL: nothing).
void _mlir_memref_to_llvm_free(void *pointer);

#endif // NN_RUNTIME_BUFFERCACHE_H
