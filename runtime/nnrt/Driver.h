/* The part of the CUDA driver API libnnrt uses, declared here rather than
 * taken from cuda.h (as IREE does), so that nothing in the build needs the
 * CUDA toolkit; and the internal entry points every mgpu* function goes
 * through: loading the driver, making the default device's primary context
 * current, and turning driver errors into messages. */
#ifndef NNRT_DRIVER_H
#define NNRT_DRIVER_H

#include <stdbool.h>
#include <stddef.h>

/* Driver types, with the ABI of cuda.h's (CUDA 12/13, 64-bit). */
typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef int CUjit_option;

enum {
  CUDA_SUCCESS = 0,
  CU_STREAM_NON_BLOCKING = 0x1,
  CU_EVENT_DISABLE_TIMING = 0x2,
  CU_MEM_ATTACH_GLOBAL = 0x1,
  CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  CU_JIT_OPTIMIZATION_LEVEL = 7,
  CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  CUDA_ERROR_INVALID_IMAGE = 200,
  CUDA_ERROR_NO_BINARY_FOR_GPU = 209,
};

/* Every driver function libnnrt calls: X(field, exported symbol, parameters).
 * The symbols are the ones cuda.h's macros select (the _v2 entry points). */
#define NNRT_DRIVER_FUNCTIONS(X)                                               \
  X(cuInit, "cuInit", (unsigned int flags))                                    \
  X(cuGetErrorName, "cuGetErrorName", (CUresult error, const char **str))      \
  X(cuGetErrorString, "cuGetErrorString", (CUresult error, const char **str))  \
  X(cuDeviceGetCount, "cuDeviceGetCount", (int *count))                        \
  X(cuDeviceGet, "cuDeviceGet", (CUdevice * device, int ordinal))              \
  X(cuDeviceGetAttribute, "cuDeviceGetAttribute",                              \
    (int *value, int attribute, CUdevice dev))                                 \
  X(cuDeviceGetName, "cuDeviceGetName", (char *name, int len, CUdevice dev))   \
  X(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain",                      \
    (CUcontext * ctx, CUdevice dev))                                           \
  X(cuCtxGetCurrent, "cuCtxGetCurrent", (CUcontext * ctx))                     \
  X(cuCtxSetCurrent, "cuCtxSetCurrent", (CUcontext ctx))                       \
  X(cuModuleLoadData, "cuModuleLoadData",                                      \
    (CUmodule * module, const void *image))                                    \
  X(cuModuleLoadDataEx, "cuModuleLoadDataEx",                                  \
    (CUmodule * module, const void *image, unsigned int numOptions,            \
     CUjit_option *options, void **optionValues))                              \
  X(cuModuleUnload, "cuModuleUnload", (CUmodule module))                       \
  X(cuModuleGetFunction, "cuModuleGetFunction",                                \
    (CUfunction * function, CUmodule module, const char *name))                \
  X(cuFuncSetAttribute, "cuFuncSetAttribute",                                  \
    (CUfunction function, int attribute, int value))                           \
  X(cuLaunchKernel, "cuLaunchKernel",                                          \
    (CUfunction f, unsigned int gridX, unsigned int gridY, unsigned int gridZ, \
     unsigned int blockX, unsigned int blockY, unsigned int blockZ,            \
     unsigned int sharedMemBytes, CUstream stream, void **params,              \
     void **extra))                                                            \
  X(cuStreamCreate, "cuStreamCreate", (CUstream * stream, unsigned int flags)) \
  X(cuStreamDestroy, "cuStreamDestroy_v2", (CUstream stream))                  \
  X(cuStreamSynchronize, "cuStreamSynchronize", (CUstream stream))             \
  X(cuStreamWaitEvent, "cuStreamWaitEvent",                                    \
    (CUstream stream, CUevent event, unsigned int flags))                      \
  X(cuEventCreate, "cuEventCreate", (CUevent * event, unsigned int flags))     \
  X(cuEventDestroy, "cuEventDestroy_v2", (CUevent event))                      \
  X(cuEventSynchronize, "cuEventSynchronize", (CUevent event))                 \
  X(cuEventRecord, "cuEventRecord", (CUevent event, CUstream stream))          \
  X(cuMemAlloc, "cuMemAlloc_v2", (CUdeviceptr * ptr, size_t size))             \
  X(cuMemAllocManaged, "cuMemAllocManaged",                                    \
    (CUdeviceptr * ptr, size_t size, unsigned int flags))                      \
  X(cuMemFree, "cuMemFree_v2", (CUdeviceptr ptr))                              \
  X(cuMemcpyAsync, "cuMemcpyAsync",                                            \
    (CUdeviceptr dst, CUdeviceptr src, size_t size, CUstream stream))          \
  X(cuMemsetD32Async, "cuMemsetD32Async",                                      \
    (CUdeviceptr dst, unsigned int value, size_t count, CUstream stream))      \
  X(cuMemsetD16Async, "cuMemsetD16Async",                                      \
    (CUdeviceptr dst, unsigned short value, size_t count, CUstream stream))    \
  X(cuMemHostRegister, "cuMemHostRegister_v2",                                 \
    (void *ptr, size_t size, unsigned int flags))                              \
  X(cuMemHostUnregister, "cuMemHostUnregister", (void *ptr))

typedef struct NnrtDriver {
#define NNRT_DRIVER_FIELD(field, symbol, params) CUresult(*field) params;
  NNRT_DRIVER_FUNCTIONS(NNRT_DRIVER_FIELD)
#undef NNRT_DRIVER_FIELD
} NnrtDriver;

/* The loaded driver, loading it on the first call (thread-safe); NULL when
 * it cannot be loaded or sees no device, the reason recorded and printed
 * once. */
const NnrtDriver *nnrtDriver(void);

/* The driver, with the primary context of this thread's default device
 * (mgpuSetDefaultDevice) current on the calling thread; NULL on failure (an
 * error is recorded). Every mgpu* function starts here. */
const NnrtDriver *nnrtEnter(void);

/* The default device of the calling thread. */
int nnrtDefaultDevice(void);

/* Reports a failed driver call: "nnrt: <operation> failed: <CUDA error name>
 * (<description>)"; returns false when `result` is an error, true otherwise. */
bool nnrtCheck(CUresult result, const char *operation);
/* The same, with `detail` appended to the message. */
bool nnrtCheckWith(CUresult result, const char *operation, const char *detail);

/* Records and prints an error message (printf-style). */
void nnrtError(const char *format, ...) __attribute__((format(printf, 1, 2)));

#endif /* NNRT_DRIVER_H */
