/* libnnrt's own interface: whether CUDA is usable here, what devices there
 * are, and the last error. The rest of libnnrt is the mgpu* ABI that MLIR's
 * gpu-to-llvm host code calls (runtime/nnrt/Mgpu.h); a program compiled for
 * CUDA links libnnrt and calls these to explain a failure to its user.
 *
 * libnnrt loads the CUDA driver (libcuda.so.1, or the file named by the
 * environment variable NNRT_LIBCUDA) with dlopen on first use. Nothing links
 * against CUDA, so a machine without a driver or a GPU gets an error
 * message, not a loader failure. */
#ifndef NNRT_NNRT_H
#define NNRT_NNRT_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define NNRT_EXPORT __attribute__((visibility("default")))
#else
#define NNRT_EXPORT
#endif

/* Loads the driver if needed; true when it loaded and sees at least one
 * device. When false, nnrtGetLastError() says why. */
NNRT_EXPORT bool nnrtIsAvailable(void);

/* The number of CUDA devices; 0 when CUDA is unavailable. */
NNRT_EXPORT int nnrtGetDeviceCount(void);

/* Writes device `device`'s name into buf (NUL-terminated, at most size
 * bytes); false, with an error recorded, when there is no such device. */
NNRT_EXPORT bool nnrtGetDeviceName(int device, char *buf, size_t size);

/* What compiling for a device needs to know of it (nn-compile --chip
 * native): its compute capability and its number of SMs. */
typedef struct {
  int major, minor;
  int multiprocessors;
} NnrtDeviceProperties;

/* Fills `properties` for device `device`; false, with an error recorded,
 * when there is no such device or the driver cannot say. */
NNRT_EXPORT bool nnrtGetDeviceProperties(int device,
                                         NnrtDeviceProperties *properties);

/* The last error libnnrt reported on this thread ("nnrt: cuModuleLoadData
 * failed: CUDA_ERROR_INVALID_IMAGE ..."), or, when this thread saw none, the
 * reason the driver could not be loaded; NULL when nothing failed. The text
 * stays valid until this thread's next libnnrt call. Every error is also
 * printed to stderr when it happens. */
NNRT_EXPORT const char *nnrtGetLastError(void);

/* How many errors libnnrt has reported so far, on all threads. A caller
 * compares the count before and after a piece of work (a compiled model's
 * entry does, ModelAbi.h) to learn whether it failed: the mgpu* functions
 * return nothing. */
NNRT_EXPORT unsigned long nnrtGetErrorCount(void);

#ifdef __cplusplus
}
#endif

#endif /* NNRT_NNRT_H */
