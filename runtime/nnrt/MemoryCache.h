/* libnnrt's cache of device memory blocks (MemoryCache.c): what
 * mgpuMemAlloc and mgpuMemFree use instead of cuMemAlloc and cuMemFree on
 * every call. */
#ifndef NNRT_MEMORYCACHE_H
#define NNRT_MEMORYCACHE_H

#include "runtime/nnrt/Driver.h"

#include <stdbool.h>
#include <stddef.h>

/* A device block of `size` bytes for work on `stream` (NULL: none); 0 on
 * failure (reported). */
CUdeviceptr nnrtCacheAllocate(const NnrtDriver *d, size_t size,
                              CUstream stream);
/* Gives back `ptr` after the work queued on `stream` so far (NULL: none
 * is queued: freed at once). */
void nnrtCacheFree(const NnrtDriver *d, CUdeviceptr ptr, CUstream stream);
/* The work on `stream` is done (synchronized, or the stream destroyed
 * after a synchronization): the blocks freed on it become usable by any
 * stream. */
void nnrtCacheStreamDone(const NnrtDriver *d, CUstream stream);
/* Whether blocks freed on `stream` wait for its work. */
bool nnrtCacheHasPending(CUstream stream);
/* Frees every idle block (the last module unloaded, or out of memory). */
void nnrtCacheRelease(const NnrtDriver *d);

#endif /* NNRT_MEMORYCACHE_H */
