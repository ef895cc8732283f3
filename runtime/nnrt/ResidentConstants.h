/* Constants resident in device memory: the two functions the host code of
 * nn's CUDA pipeline calls for the constants its kernels read (weights,
 * folded tensors), beside the mgpu* ABI (conversion/gpu/GpuHostMemory.c
 * emits the calls).
 *
 * A compiled module (a library of nn-compile, a JIT's module) owns a
 * one-byte global whose address names it: `owner`. Each call of an entry
 * asks for each constant's device copy by the constant's host address; the
 * first ask copies it (once per owner, device and constant), later asks
 * return the copy. The module's global destructor gives its copies back:
 * an address can be reused by the next library loaded, so nothing may
 * outlive its owner. */
#ifndef NNRT_RESIDENTCONSTANTS_H
#define NNRT_RESIDENTCONSTANTS_H

#include "runtime/nnrt/nnrt.h"

#include <stdint.h>

/* The device copy of the `bytes` bytes at `host` for the calling thread's
 * default device, copied on the first call; NULL on failure (reported,
 * counted by nnrtGetErrorCount). */
NNRT_EXPORT void *nnrtResidentConstant(const void *owner, const void *host,
                                       uint64_t bytes);

/* Frees every copy `owner` asked for, on every device. */
NNRT_EXPORT void nnrtReleaseConstants(const void *owner);

/* Frees every copy (the last module unloaded: Modules.c). */
void nnrtReleaseAllConstants(void);

#endif /* NNRT_RESIDENTCONSTANTS_H */
