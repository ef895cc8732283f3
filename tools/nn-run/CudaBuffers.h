//===- CudaBuffers.h - A call's tensors in CUDA device memory -------------===//
//
// A library from `nn-compile --target cuda` takes device addresses: the
// runner allocates one device buffer per argument and result through
// libnnrt (runtime/nnrt/Mgpu.h), copies the inputs in once, and copies the
// results back after the first call. Timed calls then touch device memory
// only, as a framework that keeps its tensors on the GPU would.
//
// Every function prints what went wrong (libnnrt's own message, from
// nnrtGetLastError) and fails; none aborts when there is no driver.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUN_CUDABUFFERS_H
#define NN_RUN_CUDABUFFERS_H

#include "Runner.h"

/// Whether libnnrt loaded a driver that sees a device, and reported no
/// error so far (loading `file` may have run its module constructors).
bool nnRunCudaReady(const char *file);

/// Fills pointers[0 .. numArgs + numResults) with device buffers, the
/// arguments' holding c->inputs. On failure the ones allocated are freed.
bool nnRunCudaUpload(const NnRunCall *c, void **pointers);

/// Copies the results (device buffers pointers[numArgs ..]) into
/// c->outputs and waits for the copies.
bool nnRunCudaDownload(NnRunCall *c, void *const *pointers);

/// Frees the buffers of nnRunCudaUpload (NULL entries are skipped).
void nnRunCudaFree(const NnRunCall *c, void **pointers);

/// libnnrt's last error, or a generic text when it recorded none.
const char *nnRunCudaError(void);

#endif // NN_RUN_CUDABUFFERS_H
