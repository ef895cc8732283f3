//===- CudaBuffers.c - A call's tensors in CUDA device memory -------------===//
//
// On the mgpu* functions of libnnrt, on the default stream. They report
// failures through nnrtGetLastError() rather than a return value: the
// runner stops at the first error, so an error recorded at all is one of
// this run's.
//
//===----------------------------------------------------------------------===//

#include "CudaBuffers.h"
#include "runtime/nnrt/Mgpu.h"

#include <stdio.h>

const char *nnRunCudaError(void) {
  const char *error = nnrtGetLastError();
  return error ? error : "(libnnrt recorded no message)";
}

static bool failed(void) { return nnrtGetLastError() != NULL; }

bool nnRunCudaReady(const char *file) {
  if (!nnrtIsAvailable()) {
    nnRunError("CUDA is not usable here: %s\n", nnRunCudaError());
    return false;
  }
  if (failed()) {
    nnRunError("libnnrt failed while '%s' was loaded: %s\n", file,
               nnRunCudaError());
    return false;
  }
  return true;
}

// Empty tensors get a buffer too: the ABI has no NULL data pointers.
static size_t bufferSize(const NnNpyArray *array) {
  return array->numBytes ? array->numBytes : 1;
}

bool nnRunCudaUpload(const NnRunCall *c, void **pointers) {
  int n = c->numArgs + c->numResults;
  for (int i = 0; i < n; ++i)
    pointers[i] = NULL;
  for (int i = 0; i < n; ++i) {
    bool arg = i < c->numArgs;
    const NnNpyArray *host = arg ? &c->inputs[i] : &c->outputs[i - c->numArgs];
    pointers[i] = mgpuMemAlloc(bufferSize(host), NULL, false);
    if (!pointers[i]) {
      nnRunError("cannot allocate device memory for %s #%d: %s\n",
                 arg ? "argument" : "result", arg ? i : i - c->numArgs,
                 nnRunCudaError());
      nnRunCudaFree(c, pointers);
      return false;
    }
    if (arg)
      mgpuMemcpy(pointers[i], host->data, host->numBytes, NULL);
  }
  mgpuStreamSynchronize(NULL);
  if (failed()) {
    nnRunError("cannot copy the inputs to the device: %s\n", nnRunCudaError());
    nnRunCudaFree(c, pointers);
    return false;
  }
  return true;
}

bool nnRunCudaDownload(NnRunCall *c, void *const *pointers) {
  for (int i = 0; i < c->numResults; ++i)
    mgpuMemcpy(c->outputs[i].data, pointers[c->numArgs + i],
               c->outputs[i].numBytes, NULL);
  mgpuStreamSynchronize(NULL);
  if (failed()) {
    nnRunError("cannot copy the results from the device: %s\n",
               nnRunCudaError());
    return false;
  }
  return true;
}

void nnRunCudaFree(const NnRunCall *c, void **pointers) {
  for (int i = 0; i < c->numArgs + c->numResults; ++i) {
    if (pointers[i])
      mgpuMemFree(pointers[i], NULL);
    pointers[i] = NULL;
  }
}
