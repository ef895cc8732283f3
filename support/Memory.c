//===- Memory.c - The one allocation path ---------------------------------===//
//
// Thin wrappers over malloc that check sizes and count allocations, so that
// a test can make any one of them fail (Memory.h). The counter is atomic:
// the JIT and the tests' threads allocate concurrently.
//
//===----------------------------------------------------------------------===//

#include "Memory.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

// The allocation that fails, counted down by each allocation: 0 is off.
static _Atomic int64_t failCountdown;
static atomic_int failureHappened;
// Failed allocations of this thread (Memory.h: boundaries compare it).
static _Thread_local uint64_t failures;

// True when this allocation must fail (injected).
static int injectFailure(void) {
  if (atomic_load_explicit(&failCountdown, memory_order_relaxed) == 0)
    return 0;
  // Several threads may race past zero: only the one reaching it fails.
  if (atomic_fetch_sub(&failCountdown, 1) != 1)
    return 0;
  atomic_store(&failureHappened, 1);
  return 1;
}

uint64_t nnMemoryFailures(void) { return failures; }

// Counts a failed allocation (NULL `block`) and passes `block` on.
static void *counted(void *block) {
  if (!block)
    ++failures;
  return block;
}

void nnMemoryFailAt(int64_t n) {
  atomic_store(&failCountdown, n > 0 ? n : 0);
  atomic_store(&failureHappened, 0);
}

int nnMemoryFailureHappened(void) { return atomic_load(&failureHappened); }

void *nnAlloc(size_t size) {
  if (injectFailure())
    return counted(NULL);
  return counted(malloc(size ? size : 1));
}

void *nnAllocArray(size_t count, size_t size) {
  size_t bytes;
  if (__builtin_mul_overflow(count, size, &bytes) || injectFailure())
    return counted(NULL);
  return counted(calloc(bytes ? bytes : 1, 1));
}

void *nnGrowArray(void *block, size_t count, size_t size) {
  size_t bytes;
  if (__builtin_mul_overflow(count, size, &bytes) || injectFailure())
    return counted(NULL);
  return counted(realloc(block, bytes ? bytes : 1));
}

char *nnCopyString(const char *text, size_t length) {
  if (length == SIZE_MAX)
    return counted(NULL);
  char *copy = nnAlloc(length + 1);
  if (!copy)
    return NULL;
  if (length)
    memcpy(copy, text, length);
  copy[length] = '\0';
  return copy;
}

void *nnGrowForOneMore(void *items, size_t *capacity, size_t count,
                       size_t size) {
  if (count < *capacity)
    return items;
  size_t grown = *capacity ? *capacity : 8;
  if (__builtin_mul_overflow(grown, 2, &grown))
    return counted(NULL);
  void *block = nnGrowArray(items, grown, size);
  if (block)
    *capacity = grown;
  return block;
}
