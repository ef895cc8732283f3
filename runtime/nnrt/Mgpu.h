/* The mgpu* ABI: the functions that the host code MLIR's gpu-to-llvm
 * conversion emits calls (LLVM 22; see mlir/lib/ExecutionEngine/
 * CudaRuntimeWrappers.cpp upstream, whose signatures these match). Index
 * operands are intptr_t, handles are the driver's opaque pointers.
 *
 * How LLVM 22's host code uses them: each gpu.binary is loaded once by a
 * global constructor (mgpuModuleLoad for cubin/fatbin, mgpuModuleLoadJIT for
 * PTX) and unloaded by a global destructor; every gpu.launch_func looks its
 * kernel up (mgpuModuleGetFunction) and launches it. Functions that return a
 * handle return NULL on failure; all report errors on stderr and through
 * nnrtGetLastError(). */
#ifndef NNRT_MGPU_H
#define NNRT_MGPU_H

#include "runtime/nnrt/Driver.h"
#include "runtime/nnrt/nnrt.h"

#include <stdint.h>

NNRT_EXPORT CUmodule mgpuModuleLoad(void *data, size_t gpuBlobSize);
NNRT_EXPORT CUmodule mgpuModuleLoadJIT(void *data, int optLevel);
NNRT_EXPORT void mgpuModuleUnload(CUmodule module);
NNRT_EXPORT CUfunction mgpuModuleGetFunction(CUmodule module, const char *name);
NNRT_EXPORT void mgpuLaunchKernel(CUfunction function, intptr_t gridX,
                                  intptr_t gridY, intptr_t gridZ,
                                  intptr_t blockX, intptr_t blockY,
                                  intptr_t blockZ, int32_t smem,
                                  CUstream stream, void **params, void **extra,
                                  size_t paramsCount);

NNRT_EXPORT CUstream mgpuStreamCreate(void);
NNRT_EXPORT void mgpuStreamDestroy(CUstream stream);
NNRT_EXPORT void mgpuStreamSynchronize(CUstream stream);
NNRT_EXPORT void mgpuStreamWaitEvent(CUstream stream, CUevent event);
NNRT_EXPORT CUevent mgpuEventCreate(void);
NNRT_EXPORT void mgpuEventDestroy(CUevent event);
NNRT_EXPORT void mgpuEventSynchronize(CUevent event);
NNRT_EXPORT void mgpuEventRecord(CUevent event, CUstream stream);

NNRT_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, CUstream stream,
                               bool isHostShared);
NNRT_EXPORT void mgpuMemFree(void *ptr, CUstream stream);
NNRT_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                            CUstream stream);
NNRT_EXPORT void mgpuMemset32(void *dst, unsigned int value, size_t count,
                              CUstream stream);
NNRT_EXPORT void mgpuMemset16(void *dst, unsigned short value, size_t count,
                              CUstream stream);

/* A ranked memref descriptor of any rank: the struct the LLVM lowering of a
 * memref builds (allocated and aligned pointers, offset, then `rank` sizes
 * followed by `rank` strides). */
typedef struct NnrtMemRefDescriptor {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t sizesAndStrides[];
} NnrtMemRefDescriptor;

NNRT_EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes);
NNRT_EXPORT void mgpuMemHostRegisterMemRef(int64_t rank,
                                           NnrtMemRefDescriptor *descriptor,
                                           int64_t elementSizeBytes);
NNRT_EXPORT void mgpuMemHostUnregister(void *ptr);
NNRT_EXPORT void mgpuMemHostUnregisterMemRef(int64_t rank,
                                             NnrtMemRefDescriptor *descriptor,
                                             int64_t elementSizeBytes);

NNRT_EXPORT void mgpuSetDefaultDevice(int32_t device);

#endif /* NNRT_MGPU_H */
