// The lowered CPU code's allocator (runtime/BufferCache.c): a freed large
// block comes back for the next allocation of about its size, small blocks
// and much smaller requests do not take cached ones, every pointer is
// 16-byte aligned and holds its whole size (the sanitized build of the
// suite checks the bytes written), and threads allocating and freeing at
// once get distinct blocks.
//
// RUN: nn-test-buffer-cache 2>&1 | FileCheck %s
// CHECK: PASS reuse
// CHECK: PASS sizes
// CHECK: PASS threads
// CHECK-NOT: FAIL

#include "runtime/BufferCache.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int failures;

static void expect(int ok, const char *what) {
  if (!ok) {
    printf("FAIL %s\n", what);
    ++failures;
  }
}

// Allocates `size` bytes, checks the alignment and writes every byte.
static char *take(size_t size) {
  char *p = _mlir_memref_to_llvm_alloc(size);
  expect(p != NULL, "allocation");
  if (!p)
    return NULL;
  expect((uintptr_t)p % 16 == 0, "16-byte alignment");
  memset(p, 0xab, size);
  return p;
}

static void testReuse(void) {
  char *a = take(1 << 20);
  _mlir_memref_to_llvm_free(a);
  char *b = take(1 << 20);
  expect(b == a, "a freed 1 MiB block comes back for 1 MiB");
  _mlir_memref_to_llvm_free(b);
  // A little smaller: within a quarter, the cached block serves it.
  char *c = take((1 << 20) - 1000);
  expect(c == a, "a freed 1 MiB block comes back for 1 MiB - 1000");
  _mlir_memref_to_llvm_free(c);
  // Half the size: too wasteful, a new block.
  char *d = take(1 << 19);
  expect(d != a, "a freed 1 MiB block is not used for 512 KiB");
  // Larger: a new block; the cached one stays for its own size.
  char *e = take((1 << 20) + 1);
  expect(e != a, "a freed 1 MiB block is not used for 1 MiB + 1");
  char *f = take(1 << 20);
  expect(f == a, "the 1 MiB block is still cached");
  _mlir_memref_to_llvm_free(d);
  _mlir_memref_to_llvm_free(e);
  _mlir_memref_to_llvm_free(f);
  _mlir_memref_to_llvm_free(NULL);
  printf("PASS reuse\n");
}

static void testSizes(void) {
  // The smallest fitting block wins (sizes no block cached above serves).
  char *big = take(8000000), *small = take(7000000);
  _mlir_memref_to_llvm_free(big);
  _mlir_memref_to_llvm_free(small);
  char *p = take(6500000);
  expect(p == small, "the smallest cached block that fits is taken");
  _mlir_memref_to_llvm_free(p);
  // Small blocks go back to malloc; an impossible size fails cleanly.
  char *tiny = take(100);
  _mlir_memref_to_llvm_free(tiny);
  // (Sizes malloc itself refuses are malloc's: the sanitized build's
  // allocator aborts on them instead of returning NULL.)
  expect(_mlir_memref_to_llvm_alloc(SIZE_MAX - 8) == NULL,
         "SIZE_MAX - 8 bytes is refused");
  // More blocks than the cache keeps: the rest are really freed.
  enum { kMany = 300 };
  char *many[kMany];
  for (int i = 0; i < kMany; ++i)
    many[i] = take((size_t)(65536 + 4096 * i));
  for (int i = 0; i < kMany; ++i)
    _mlir_memref_to_llvm_free(many[i]);
  for (int i = 0; i < kMany; ++i)
    many[i] = take((size_t)(65536 + 4096 * i));
  for (int i = 0; i < kMany; ++i)
    _mlir_memref_to_llvm_free(many[i]);
  printf("PASS sizes\n");
}

enum { kThreads = 4, kRounds = 2000 };

static void *churn(void *arg) {
  unsigned char tag = (unsigned char)(uintptr_t)arg;
  for (int r = 0; r < kRounds; ++r) {
    size_t size = (size_t)(65536 + 512 * ((r * 7 + tag) % 64));
    unsigned char *p = _mlir_memref_to_llvm_alloc(size);
    if (!p)
      return (void *)1;
    memset(p, tag, size);
    for (size_t i = 0; i < size; i += 4096)
      if (p[i] != tag)
        return (void *)1; // another thread holds the same block
    _mlir_memref_to_llvm_free(p);
  }
  return NULL;
}

static void testThreads(void) {
  pthread_t threads[kThreads];
  for (int t = 0; t < kThreads; ++t)
    pthread_create(&threads[t], NULL, churn, (void *)(uintptr_t)(t + 1));
  for (int t = 0; t < kThreads; ++t) {
    void *result;
    pthread_join(threads[t], &result);
    expect(result == NULL, "each thread's block is its own");
  }
  printf("PASS threads\n");
}

int main(void) {
  testReuse();
  testSizes();
  testThreads();
  return failures ? 1 : 0;
}
