/* Streams and events for the mgpu* ABI: gpu-to-llvm turns !gpu.async.token
 * chains into one stream per async region and events where chains join
 * (gpu.wait with several dependencies). */
#include "runtime/nnrt/MemoryCache.h"
#include "runtime/nnrt/Mgpu.h"

CUstream mgpuStreamCreate(void) {
  const NnrtDriver *d = nnrtEnter();
  CUstream stream = NULL;
  if (d && !nnrtCheck(d->cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING),
                      "cuStreamCreate"))
    stream = NULL;
  return stream;
}

void mgpuStreamDestroy(CUstream stream) {
  const NnrtDriver *d = nnrtEnter();
  if (!d || !stream)
    return;
  /* Blocks freed on it and not yet synchronized (the host code synchronizes
   * before it destroys: normally none) are free once its work is done. */
  if (nnrtCacheHasPending(stream) &&
      nnrtCheck(d->cuStreamSynchronize(stream), "cuStreamSynchronize"))
    nnrtCacheStreamDone(d, stream);
  nnrtCheck(d->cuStreamDestroy(stream), "cuStreamDestroy");
}

void mgpuStreamSynchronize(CUstream stream) {
  const NnrtDriver *d = nnrtEnter();
  if (d && nnrtCheck(d->cuStreamSynchronize(stream), "cuStreamSynchronize"))
    nnrtCacheStreamDone(d, stream);
}

void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  const NnrtDriver *d = nnrtEnter();
  if (d && event)
    nnrtCheck(d->cuStreamWaitEvent(stream, event, 0), "cuStreamWaitEvent");
}

CUevent mgpuEventCreate(void) {
  const NnrtDriver *d = nnrtEnter();
  CUevent event = NULL;
  if (d && !nnrtCheck(d->cuEventCreate(&event, CU_EVENT_DISABLE_TIMING),
                      "cuEventCreate"))
    event = NULL;
  return event;
}

void mgpuEventDestroy(CUevent event) {
  const NnrtDriver *d = nnrtEnter();
  if (d && event)
    nnrtCheck(d->cuEventDestroy(event), "cuEventDestroy");
}

void mgpuEventSynchronize(CUevent event) {
  const NnrtDriver *d = nnrtEnter();
  if (d && event)
    nnrtCheck(d->cuEventSynchronize(event), "cuEventSynchronize");
}

void mgpuEventRecord(CUevent event, CUstream stream) {
  const NnrtDriver *d = nnrtEnter();
  if (d && event)
    nnrtCheck(d->cuEventRecord(event, stream), "cuEventRecord");
}
