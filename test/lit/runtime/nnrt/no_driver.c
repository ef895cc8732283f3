// libnnrt where there is no CUDA driver: the first call says so clearly,
// once, on stderr; nnrtGetLastError() has the same message; the mgpu*
// functions then fail soft (NULL handles, nothing done), never crash.
//
// UNSUPPORTED: cuda-gpu
//
// A driver library that does not exist:
// RUN: env NNRT_LIBCUDA=%t.missing/libcuda.so.1 nnrt-test-no-driver > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=CHECK-OUT -DLIB=%t.missing/libcuda.so.1 %s < %t.out
// RUN: FileCheck --check-prefix=CHECK-ERR -DLIB=%t.missing/libcuda.so.1 %s < %t.err
// CHECK-ERR: nnrt: cannot load [[LIB]]: [[LIB]]: cannot open shared object file
// CHECK-ERR-NOT: nnrt:
//
// This machine's libcuda.so.1 (there is none here; on a machine with a
// driver but no GPU the driver reports no device):
// RUN: env -u NNRT_LIBCUDA nnrt-test-no-driver > %t.default.out 2> %t.default.err
// RUN: FileCheck --check-prefix=CHECK-DEFAULT %s < %t.default.err
// CHECK-DEFAULT: {{^nnrt: (cannot load libcuda.so.1: |cuInit failed: |no CUDA device)}}
// CHECK-DEFAULT-NOT: nnrt:
//
// CHECK-OUT: available: 0
// CHECK-OUT-NEXT: devices: 0
// CHECK-OUT-NEXT: last error: nnrt: cannot load [[LIB]]: [[LIB]]: cannot open shared object file
// CHECK-OUT-NEXT: handles: (nil) (nil) (nil) (nil) (nil) (nil)
// CHECK-OUT-NEXT: last error: nnrt: cannot load [[LIB]]
// CHECK-OUT-NEXT: other thread: nnrt: cannot load [[LIB]]
// CHECK-OUT-NEXT: done

#include "runtime/nnrt/Mgpu.h"

#include <pthread.h>
#include <stdio.h>

static void *otherThread(void *result) {
  // A thread that made no call sees the reason loading failed.
  *(const char **)result = nnrtGetLastError();
  return NULL;
}

int main(void) {
  printf("available: %d\n", nnrtIsAvailable());
  printf("devices: %d\n", nnrtGetDeviceCount());
  printf("last error: %s\n", nnrtGetLastError());

  char name[32];
  char ptx[] = "PTX";
  CUmodule module = mgpuModuleLoad(ptx, sizeof(ptx));
  CUmodule jit = mgpuModuleLoadJIT(ptx, 2);
  CUfunction function = mgpuModuleGetFunction(module, "k");
  CUstream stream = mgpuStreamCreate();
  CUevent event = mgpuEventCreate();
  void *ptr = mgpuMemAlloc(64, stream, false);
  printf("handles: %p %p %p %p %p %p\n", (void *)module, (void *)jit,
         (void *)function, (void *)stream, (void *)event, ptr);
  // All of these do nothing.
  mgpuLaunchKernel(function, 1, 1, 1, 1, 1, 1, 0, stream, NULL, NULL, 0);
  mgpuMemcpy(ptr, name, sizeof(name), stream);
  mgpuMemset32(ptr, 0, 4, stream);
  mgpuMemset16(ptr, 0, 4, stream);
  mgpuMemHostRegister(name, sizeof(name));
  mgpuMemHostUnregister(name);
  mgpuEventRecord(event, stream);
  mgpuStreamWaitEvent(stream, event);
  mgpuEventSynchronize(event);
  mgpuEventDestroy(event);
  mgpuStreamSynchronize(stream);
  mgpuStreamDestroy(stream);
  mgpuMemFree(ptr, stream);
  mgpuModuleUnload(module);
  mgpuSetDefaultDevice(0);
  printf("last error: %s\n", nnrtGetDeviceName(0, name, sizeof(name))
                                 ? "none"
                                 : nnrtGetLastError());

  const char *fromThread = NULL;
  pthread_t thread;
  pthread_create(&thread, NULL, otherThread, &fromThread);
  pthread_join(thread, NULL);
  printf("other thread: %s\n", fromThread ? fromThread : "(null)");
  printf("done\n");
  return 0;
}
