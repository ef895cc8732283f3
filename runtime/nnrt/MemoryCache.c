/* A cache of device memory blocks, so that a model's calls stop paying
 * cuMemAlloc and cuMemFree for every intermediate (PyTorch's caching
 * allocator, in its simplest form). The host code of a CUDA entry allocates
 * each buffer on its call's stream, frees it on the same stream, and
 * synchronizes the stream before it returns; the sizes repeat exactly from
 * call to call.
 *
 * A block freed on a stream may still be in use by work queued on that
 * stream, so it is `pending` on it: only an allocation on the same stream
 * (ordered after that work) may take it back. When the stream is
 * synchronized or destroyed its pending blocks become `idle`, usable by any
 * stream of the same device. An allocation takes a block of exactly its
 * size, pending on its stream first, then idle; else it calls cuMemAlloc,
 * and on running out of memory gives the idle blocks back and tries again.
 * Idle blocks are kept up to NNRT_CACHE_BYTES bytes (default 1 GiB; 0
 * turns the cache off), beyond that freed; all idle blocks are freed when
 * the last loaded module is unloaded (Modules.c).
 *
 * Lists, not tables: a model has tens to hundreds of live buffers, and a
 * call walks them once per allocation. */
#include "runtime/nnrt/MemoryCache.h"

#include <pthread.h>
#include <stdlib.h>

typedef struct Block {
  CUdeviceptr ptr;
  size_t size;
  int device;
  CUstream stream; /* pending on it; NULL when idle or live */
  struct Block *next;
} Block;

static Block *live;    /* handed out */
static Block *pending; /* freed on a stream that may still use them */
static Block *idle;    /* free, no work touches them */
static size_t idleBytes;
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;

static size_t limit(void) {
  static size_t bytes = (size_t)-1;
  if (bytes == (size_t)-1) {
    const char *text = getenv("NNRT_CACHE_BYTES");
    char *end = NULL;
    unsigned long long value = text ? strtoull(text, &end, 10) : 0;
    bytes = text && end != text && !*end ? (size_t)value : (size_t)1 << 30;
  }
  return bytes;
}

/* Unlinks and returns the first block of `*list` that matches, or NULL. */
static Block *take(Block **list, size_t size, int device, CUstream stream,
                   bool anyStream) {
  for (Block **link = list; *link; link = &(*link)->next) {
    Block *b = *link;
    if (b->size == size && b->device == device &&
        (anyStream || b->stream == stream)) {
      *link = b->next;
      return b;
    }
  }
  return NULL;
}

CUdeviceptr nnrtCacheAllocate(const NnrtDriver *d, size_t size,
                              CUstream stream) {
  int device = nnrtDefaultDevice();
  pthread_mutex_lock(&mutex);
  Block *b = stream ? take(&pending, size, device, stream, false) : NULL;
  if (!b && (b = take(&idle, size, device, NULL, true)))
    idleBytes -= b->size;
  if (b) {
    b->stream = NULL;
    b->next = live;
    live = b;
  }
  pthread_mutex_unlock(&mutex);
  if (b)
    return b->ptr;

  CUdeviceptr ptr = 0;
  CUresult result = d->cuMemAlloc(&ptr, size);
  if (result == 2 /* CUDA_ERROR_OUT_OF_MEMORY */) {
    nnrtCacheRelease(d);
    result = d->cuMemAlloc(&ptr, size);
  }
  if (!nnrtCheck(result, "cuMemAlloc"))
    return 0;
  b = malloc(sizeof(Block));
  if (!b) /* not cached: freed by cuMemFree when it comes back */
    return ptr;
  *b = (Block){ptr, size, device, NULL, NULL};
  pthread_mutex_lock(&mutex);
  b->next = live;
  live = b;
  pthread_mutex_unlock(&mutex);
  return ptr;
}

/* Frees `b` when the idle blocks would pass the limit, else keeps it idle.
 * Called with the mutex held; returns the block to free outside it, or
 * NULL. */
static Block *makeIdle(Block *b) {
  if (idleBytes + b->size > limit())
    return b;
  b->stream = NULL;
  b->next = idle;
  idle = b;
  idleBytes += b->size;
  return NULL;
}

static void freeBlocks(const NnrtDriver *d, Block *list) {
  while (list) {
    Block *next = list->next;
    nnrtCheck(d->cuMemFree(list->ptr), "cuMemFree");
    free(list);
    list = next;
  }
}

void nnrtCacheFree(const NnrtDriver *d, CUdeviceptr ptr, CUstream stream) {
  pthread_mutex_lock(&mutex);
  Block *b = NULL;
  for (Block **link = &live; *link; link = &(*link)->next)
    if ((*link)->ptr == ptr) {
      b = *link;
      *link = b->next;
      break;
    }
  Block *release = NULL;
  if (b && stream && limit() > 0) {
    b->stream = stream;
    b->next = pending;
    pending = b;
  } else if (b) {
    /* Freed outside a stream: the caller's synchronous free. */
    b->next = NULL;
    release = b;
  }
  pthread_mutex_unlock(&mutex);
  if (release)
    freeBlocks(d, release);
  else if (!b) /* not from here (allocated without the cache) */
    nnrtCheck(d->cuMemFree(ptr), "cuMemFree");
}

void nnrtCacheStreamDone(const NnrtDriver *d, CUstream stream) {
  Block *release = NULL;
  pthread_mutex_lock(&mutex);
  for (Block **link = &pending; *link;) {
    Block *b = *link;
    if (b->stream != stream) {
      link = &b->next;
      continue;
    }
    *link = b->next;
    Block *over = makeIdle(b);
    if (over) {
      over->next = release;
      release = over;
    }
  }
  pthread_mutex_unlock(&mutex);
  freeBlocks(d, release);
}

bool nnrtCacheHasPending(CUstream stream) {
  pthread_mutex_lock(&mutex);
  bool found = false;
  for (Block *b = pending; b && !found; b = b->next)
    found = b->stream == stream;
  pthread_mutex_unlock(&mutex);
  return found;
}

void nnrtCacheRelease(const NnrtDriver *d) {
  pthread_mutex_lock(&mutex);
  Block *release = idle;
  idle = NULL;
  idleBytes = 0;
  pthread_mutex_unlock(&mutex);
  freeBlocks(d, release);
}
