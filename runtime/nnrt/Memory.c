/* Device memory for the mgpu* ABI: allocation (device memory through the
 * block cache of MemoryCache.c, or managed memory), copies and fills on a
 * stream, and registering host memory (page-locking it) for the
 * gpu.host_register op. Device pointers travel as void * in the ABI and as
 * CUdeviceptr in the driver. */
#include "runtime/nnrt/MemoryCache.h"
#include "runtime/nnrt/Mgpu.h"

#include <stdint.h>

static CUdeviceptr devicePtr(void *ptr) { return (CUdeviceptr)(uintptr_t)ptr; }

void *mgpuMemAlloc(uint64_t sizeBytes, CUstream stream, bool isHostShared) {
  const NnrtDriver *d = nnrtEnter();
  if (!d || sizeBytes == 0)
    return NULL;
  CUdeviceptr ptr = 0;
  if (isHostShared) {
    if (!nnrtCheck(d->cuMemAllocManaged(&ptr, sizeBytes, CU_MEM_ATTACH_GLOBAL),
                   "cuMemAllocManaged"))
      return NULL;
  } else {
    ptr = nnrtCacheAllocate(d, sizeBytes, stream);
  }
  return (void *)(uintptr_t)ptr;
}

void mgpuMemFree(void *ptr, CUstream stream) {
  const NnrtDriver *d = nnrtEnter();
  if (d && ptr)
    nnrtCacheFree(d, devicePtr(ptr), stream);
}

void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, CUstream stream) {
  const NnrtDriver *d = nnrtEnter();
  if (d && sizeBytes)
    nnrtCheck(
        d->cuMemcpyAsync(devicePtr(dst), devicePtr(src), sizeBytes, stream),
        "cuMemcpyAsync");
}

void mgpuMemset32(void *dst, unsigned int value, size_t count,
                  CUstream stream) {
  const NnrtDriver *d = nnrtEnter();
  if (d && count)
    nnrtCheck(d->cuMemsetD32Async(devicePtr(dst), value, count, stream),
              "cuMemsetD32Async");
}

void mgpuMemset16(void *dst, unsigned short value, size_t count,
                  CUstream stream) {
  const NnrtDriver *d = nnrtEnter();
  if (d && count)
    nnrtCheck(d->cuMemsetD16Async(devicePtr(dst), value, count, stream),
              "cuMemsetD16Async");
}

void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  const NnrtDriver *d = nnrtEnter();
  if (d && ptr && sizeBytes)
    nnrtCheck(d->cuMemHostRegister(ptr, sizeBytes, 0), "cuMemHostRegister");
}

void mgpuMemHostUnregister(void *ptr) {
  const NnrtDriver *d = nnrtEnter();
  if (d && ptr)
    nnrtCheck(d->cuMemHostUnregister(ptr), "cuMemHostUnregister");
}

/* The first byte of a memref's data. */
static char *memrefData(const NnrtMemRefDescriptor *descriptor,
                        int64_t elementSizeBytes) {
  return descriptor->aligned + descriptor->offset * elementSizeBytes;
}

void mgpuMemHostRegisterMemRef(int64_t rank, NnrtMemRefDescriptor *descriptor,
                               int64_t elementSizeBytes) {
  if (!descriptor || rank < 0 || elementSizeBytes <= 0) {
    nnrtError("nnrt: mgpuMemHostRegisterMemRef: bad memref descriptor");
    return;
  }
  /* Only a dense (row-major, contiguous) memref is one byte range. */
  const int64_t *sizes = descriptor->sizesAndStrides;
  const int64_t *strides = sizes + rank;
  int64_t elements = 1;
  for (int64_t i = rank - 1; i >= 0; --i) {
    if (sizes[i] != 1 && strides[i] != elements) {
      nnrtError("nnrt: mgpuMemHostRegisterMemRef: dimension %jd has stride "
                "%jd, not the dense %jd: only contiguous memrefs can be "
                "registered",
                (intmax_t)i, (intmax_t)strides[i], (intmax_t)elements);
      return;
    }
    elements *= sizes[i];
  }
  mgpuMemHostRegister(memrefData(descriptor, elementSizeBytes),
                      (uint64_t)(elements * elementSizeBytes));
}

void mgpuMemHostUnregisterMemRef(int64_t rank, NnrtMemRefDescriptor *descriptor,
                                 int64_t elementSizeBytes) {
  (void)rank;
  if (!descriptor)
    return;
  mgpuMemHostUnregister(memrefData(descriptor, elementSizeBytes));
}
