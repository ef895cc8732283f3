/* The allocator of the lowered CPU code: finalize-memref-to-llvm's generic
 * functions (_mlir_memref_to_llvm_alloc and _mlir_memref_to_llvm_free), which
 * nn-lower-to-llvm's buffer-cache option (on by default) calls in place of
 * malloc and free. A freed large block is kept for the next allocation of
 * about its size instead of going back to libc.
 *
 * Why: a model allocates the same intermediate buffers on every call, and
 * glibc hands large blocks back to the kernel when they are freed (mmap'd
 * chunks, a trimmed heap top), so every call faulted in and zeroed them
 * afresh: ResNet-50 took about 10,000 page faults (40 MB) per call, a tenth
 * of its time. onnxruntime's arena and PyTorch's caching allocator exist for
 * the same reason.
 *
 * Each block carries a 16-byte header with its size (so the pointer the code
 * sees keeps malloc's 16-byte alignment; the lowering aligns further itself).
 * Blocks of at least kNnBufferCacheMinBytes are cached, up to
 * kNnBufferCacheSlots blocks and kNnBufferCacheMaxBytes in all; an
 * allocation takes the smallest cached block that holds it without wasting
 * more than a quarter. The cache is process-wide (per library, in a
 * library), guarded by a spin lock (the lowered code allocates outside its
 * parallel loops, so the lock is hardly ever contended), and shrinks only
 * when its code goes: at exit, or when a library is unloaded, a destructor
 * frees the cached blocks (else they would outlive the only pointers to
 * them, which leak checkers rightly report).
 *
 * nn-compile embeds this file's text in every CPU library (each library
 * then has its own, hidden cache) and the JIT resolves the calls to libnn's
 * (runtime/CpuJit.c). */
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

enum {
  kNnBufferCacheHeader = 16,
  kNnBufferCacheSlots = 256,
  kNnBufferCacheMinBytes = 64 << 10,
};
static const size_t kNnBufferCacheMaxBytes = (size_t)1 << 30;

static struct {
  atomic_flag lock;
  size_t bytes; /* the cached blocks' sizes, summed */
  int count;
  struct {
    char *block; /* the header's address */
    size_t size;
  } slots[kNnBufferCacheSlots];
} nn__buffer_cache = {ATOMIC_FLAG_INIT, 0, 0, {{0, 0}}};

static void nn__buffer_cache_lock(void) {
  while (atomic_flag_test_and_set_explicit(&nn__buffer_cache.lock,
                                           memory_order_acquire))
    ;
}

static void nn__buffer_cache_unlock(void) {
  atomic_flag_clear_explicit(&nn__buffer_cache.lock, memory_order_release);
}

/* A cached block of at least `size` bytes and at most a quarter more, the
 * smallest there is, taken out of the cache; NULL if none. */
static char *nn__buffer_cache_take(size_t size) {
  nn__buffer_cache_lock();
  int best = -1;
  for (int i = 0; i < nn__buffer_cache.count; ++i) {
    size_t s = nn__buffer_cache.slots[i].size;
    if (s >= size && s - size <= size / 4 &&
        (best < 0 || s < nn__buffer_cache.slots[best].size))
      best = i;
  }
  char *block = NULL;
  if (best >= 0) {
    block = nn__buffer_cache.slots[best].block;
    nn__buffer_cache.bytes -= nn__buffer_cache.slots[best].size;
    nn__buffer_cache.slots[best] =
        nn__buffer_cache.slots[--nn__buffer_cache.count];
  }
  nn__buffer_cache_unlock();
  return block;
}

/* Keeps `block` of `size` bytes if there is room; false if not. */
static int nn__buffer_cache_keep(char *block, size_t size) {
  int kept = 0;
  nn__buffer_cache_lock();
  if (nn__buffer_cache.count < kNnBufferCacheSlots &&
      nn__buffer_cache.bytes + size <= kNnBufferCacheMaxBytes) {
    nn__buffer_cache.slots[nn__buffer_cache.count].block = block;
    nn__buffer_cache.slots[nn__buffer_cache.count].size = size;
    ++nn__buffer_cache.count;
    nn__buffer_cache.bytes += size;
    kept = 1;
  }
  nn__buffer_cache_unlock();
  return kept;
}

__attribute__((visibility("hidden"))) void *
_mlir_memref_to_llvm_alloc(size_t size) {
  if (size > SIZE_MAX - kNnBufferCacheHeader)
    return NULL;
  char *block = NULL;
  if (size >= kNnBufferCacheMinBytes)
    block = nn__buffer_cache_take(size);
  if (!block) {
    block = malloc(size + kNnBufferCacheHeader);
    if (!block)
      return NULL;
    *(size_t *)block = size;
  }
  return block + kNnBufferCacheHeader;
}

__attribute__((visibility("hidden"))) void
_mlir_memref_to_llvm_free(void *pointer) {
  if (!pointer)
    return;
  char *block = (char *)pointer - kNnBufferCacheHeader;
  size_t size = *(size_t *)block;
  if (size >= kNnBufferCacheMinBytes && nn__buffer_cache_keep(block, size))
    return;
  free(block);
}

/* Frees the cached blocks: at exit, and when the library holding this copy
 * of the cache is unloaded. */
__attribute__((destructor)) static void nn__buffer_cache_release(void) {
  nn__buffer_cache_lock();
  for (int i = 0; i < nn__buffer_cache.count; ++i)
    free(nn__buffer_cache.slots[i].block);
  nn__buffer_cache.count = 0;
  nn__buffer_cache.bytes = 0;
  nn__buffer_cache_unlock();
}
