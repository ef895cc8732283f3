// libnnrt against a fake CUDA driver (Inputs/fake_cuda.c, loaded through
// NNRT_LIBCUDA), which prints every driver call it gets: what the mgpu*
// functions ask of the driver, the module cache, and the error messages.
//
// RUN: env NNRT_LIBCUDA=%fake_cuda nnrt-test-fake-driver 2>&1 | FileCheck %s
// RUN: env NNRT_LIBCUDA=%fake_cuda FAKE_CUDA_DEVICES=0 nnrt-test-fake-driver 2>&1 | FileCheck --check-prefix=CHECK-NODEV %s

#include "runtime/nnrt/Mgpu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (!nnrtIsAvailable()) {
    // CHECK-NODEV: fake: cuInit(0)
    // CHECK-NODEV-NEXT: nnrt: no CUDA device
    // CHECK-NODEV-NEXT: unavailable: nnrt: no CUDA device
    printf("unavailable: %s\n", nnrtGetLastError());
    // CHECK-NODEV-NEXT: stream (nil)
    printf("stream %p\n", (void *)mgpuStreamCreate());
    // CHECK-NODEV-NOT: fake:
    return 0;
  }
  // CHECK: fake: cuInit(0)
  // CHECK-NEXT: devices: 1
  printf("devices: %d\n", nnrtGetDeviceCount());
  char name[64];
  // CHECK-NEXT: name: Fake GPU 0
  if (nnrtGetDeviceName(0, name, sizeof(name)))
    printf("name: %s\n", name);
  // CHECK-NEXT: nnrt: no CUDA device 3 (there are 1)
  // CHECK-NEXT: name 3: 0
  printf("name 3: %d\n", nnrtGetDeviceName(3, name, sizeof(name)));
  // What nn-compile --chip native reads: the fake is an H100 unless told.
  // CHECK-NEXT: properties: 9.0, 132 SMs
  NnrtDeviceProperties properties;
  if (nnrtGetDeviceProperties(0, &properties))
    printf("properties: %d.%d, %d SMs\n", properties.major, properties.minor,
           properties.multiprocessors);
  // CHECK-NEXT: nnrt: no CUDA device 1 (there are 1)
  // CHECK-NEXT: properties 1: 0
  printf("properties 1: %d\n", nnrtGetDeviceProperties(1, &properties));

  // The primary context is made current once, then found current.
  // CHECK-LABEL: modules
  // CHECK-NEXT: fake: cuDevicePrimaryCtxRetain(0)
  // CHECK-NEXT: fake: cuCtxSetCurrent
  // CHECK-NEXT: fake: cuModuleLoadData("CUBIN")
  // The same image again is the cached module; a copy at another address
  // and a changed image at the same address are loaded.
  // CHECK-NEXT: same: 1
  // CHECK-NEXT: fake: cuModuleLoadData("CUBIN")
  // CHECK-NEXT: copy: 0
  // CHECK-NEXT: fake: cuModuleLoadData("CUBIX")
  // CHECK-NEXT: changed: 0
  printf("modules\n");
  char image[] = "CUBIN", copy[] = "CUBIN";
  CUmodule m1 = mgpuModuleLoad(image, sizeof(image));
  CUmodule m2 = mgpuModuleLoad(image, sizeof(image));
  printf("same: %d\n", m1 && m1 == m2);
  CUmodule m3 = mgpuModuleLoad(copy, sizeof(copy));
  printf("copy: %d\n", m3 == m1);
  image[4] = 'X';
  CUmodule m4 = mgpuModuleLoad(image, sizeof(image));
  printf("changed: %d\n", m4 == m1);
  // One unload per load: the driver unloads m1 with its last reference.
  // CHECK-NEXT: unload 1
  // CHECK-NEXT: unload 2
  // CHECK-NEXT: fake: cuModuleUnload
  // CHECK-NEXT: fake: cuModuleUnload
  // CHECK-NEXT: fake: cuModuleUnload
  printf("unload 1\n");
  mgpuModuleUnload(m1);
  printf("unload 2\n");
  mgpuModuleUnload(m2);
  mgpuModuleUnload(m3);
  mgpuModuleUnload(m4);

  // PTX goes through the driver's JIT with the optimisation level; its log
  // explains a failure.
  // CHECK-NEXT: fake: cuModuleLoadDataEx("PTX", 3 options, opt level 2)
  // CHECK-NEXT: fake: cuModuleLoadDataEx("BAD PTX", 3 options, opt level 3)
  // CHECK-NEXT: nnrt: cuModuleLoadDataEx failed: CUDA_ERROR_INVALID_PTX; the driver's PTX compiler says: ptxas fatal: syntax error at line 1
  // CHECK-NEXT: bad ptx: (nil)
  CUmodule jit = mgpuModuleLoadJIT("PTX", 2);
  printf("bad ptx: %p\n", (void *)mgpuModuleLoadJIT("BAD PTX", 3));
  // CHECK-NEXT: fake: cuModuleLoadData("BAD CUBIN")
  // CHECK-NEXT: nnrt: cuModuleLoadData failed: CUDA_ERROR_INVALID_IMAGE (device kernel image is invalid)
  // CHECK-NEXT: bad cubin: (nil)
  // CHECK-NEXT: last error: nnrt: cuModuleLoadData failed: CUDA_ERROR_INVALID_IMAGE (device kernel image is invalid)
  printf("bad cubin: %p\n", (void *)mgpuModuleLoad("BAD CUBIN", 10));
  printf("last error: %s\n", nnrtGetLastError());
  // Kernels for another architecture than the device's: the error says
  // which the device is and what to compile for (the fake device is an
  // sm_80 here, the image an sm_90 one).
  // CHECK-NEXT: fake: cuModuleLoadData("SM_90 CUBIN")
  // CHECK-NEXT: nnrt: cuModuleLoadData failed: CUDA_ERROR_NO_BINARY_FOR_GPU{{.*}}; device 0 is sm_80 (compute capability 8.0): a library compiled for another architecture must be compiled for this one (nn-compile --chip sm_80)
  // CHECK-NEXT: other architecture: (nil)
  setenv("FAKE_CUDA_CC", "8.0", 1);
  printf("other architecture: %p\n", (void *)mgpuModuleLoad("SM_90 CUBIN", 12));
  unsetenv("FAKE_CUDA_CC");

  // Launches: index-typed dimensions, large shared memory opted in, bad
  // configurations and failed lookups reported, not passed on.
  // CHECK-NEXT: fake: cuStreamCreate(flags 1)
  // CHECK-NEXT: fake: cuModuleGetFunction("k")
  // CHECK-NEXT: fake: cuLaunchKernel(grid 4x2x1, block 128x1x1, smem 0, first param 42)
  // CHECK-NEXT: fake: cuFuncSetAttribute(8, 65536)
  // CHECK-NEXT: fake: cuLaunchKernel(grid 1x1x1, block 1x1x1, smem 65536, first param 42)
  // CHECK-NEXT: nnrt: mgpuLaunchKernel: bad launch configuration: grid 0x1x1, block 1x1x1, 0 bytes of shared memory
  // CHECK-NEXT: nnrt: mgpuLaunchKernel: bad launch configuration: grid 4294967296x1x1, block 1x1x1, 0 bytes of shared memory
  // CHECK-NEXT: fake: cuModuleGetFunction("missing")
  // CHECK-NEXT: nnrt: cuModuleGetFunction("missing") failed: CUDA_ERROR_NOT_FOUND
  // CHECK-NEXT: nnrt: mgpuLaunchKernel: no kernel (its lookup failed)
  CUstream stream = mgpuStreamCreate();
  CUfunction k = mgpuModuleGetFunction(jit, "k");
  int arg = 42;
  void *params[] = {&arg};
  mgpuLaunchKernel(k, 4, 2, 1, 128, 1, 1, 0, stream, params, NULL, 1);
  mgpuLaunchKernel(k, 1, 1, 1, 1, 1, 1, 65536, stream, params, NULL, 1);
  mgpuLaunchKernel(k, 0, 1, 1, 1, 1, 1, 0, stream, params, NULL, 1);
  mgpuLaunchKernel(k, (intptr_t)1 << 32, 1, 1, 1, 1, 1, 0, stream, params, NULL,
                   1);
  CUfunction missing = mgpuModuleGetFunction(jit, "missing");
  mgpuLaunchKernel(missing, 1, 1, 1, 1, 1, 1, 0, stream, params, NULL, 1);

  // A kernel's fault surfaces at the next synchronisation; with
  // NNRT_SYNC_LAUNCHES set, each launch synchronises and names its kernel.
  // CHECK-NEXT: fake: cuModuleGetFunction("faulty")
  // CHECK-NEXT: fake: cuLaunchKernel(grid 3x1x1, block 64x1x1, smem 0, first param 42)
  // CHECK-NEXT: fake: cuStreamSynchronize
  // CHECK-NEXT: nnrt: cuStreamSynchronize failed: CUDA_ERROR_ILLEGAL_ADDRESS
  // CHECK-NEXT: fake: cuLaunchKernel(grid 1x1x1, block 1x1x1, smem 0, first param 42)
  // CHECK-NEXT: fake: cuStreamSynchronize
  // CHECK-NEXT: fake: cuLaunchKernel(grid 3x1x1, block 64x1x1, smem 0, first param 42)
  // CHECK-NEXT: fake: cuStreamSynchronize
  // CHECK-NEXT: nnrt: kernel faulty (grid 3x1x1, block 64x1x1) failed: CUDA_ERROR_ILLEGAL_ADDRESS
  CUfunction faulty = mgpuModuleGetFunction(jit, "faulty");
  mgpuLaunchKernel(faulty, 3, 1, 1, 64, 1, 1, 0, stream, params, NULL, 1);
  mgpuStreamSynchronize(stream);
  setenv("NNRT_SYNC_LAUNCHES", "1", 1);
  mgpuLaunchKernel(k, 1, 1, 1, 1, 1, 1, 0, stream, params, NULL, 1);
  mgpuLaunchKernel(faulty, 3, 1, 1, 64, 1, 1, 0, stream, params, NULL, 1);
  unsetenv("NNRT_SYNC_LAUNCHES");

  // Memory and events.
  // CHECK-NEXT: fake: cuMemAlloc(64)
  // CHECK-NEXT: fake: cuMemAllocManaged(16, flags 1)
  // CHECK-NEXT: fake: cuMemsetD32Async(7, 16)
  // CHECK-NEXT: fake: cuMemsetD16Async(3, 2)
  // CHECK-NEXT: fake: cuMemcpyAsync(64)
  // CHECK-NEXT: fake: cuEventCreate(flags 2)
  // CHECK-NEXT: fake: cuEventRecord
  // CHECK-NEXT: fake: cuStreamWaitEvent
  // CHECK-NEXT: fake: cuEventSynchronize
  // CHECK-NEXT: fake: cuEventDestroy
  // CHECK-NEXT: fake: cuStreamSynchronize
  // CHECK-NEXT: host: 7 7 3 3
  // Device blocks are cached (MemoryCache.c): a block freed on a stream
  // serves the next allocation of its size on that stream, with no
  // cuMemAlloc; destroying the stream waits for the blocks freed on it,
  // which then serve any stream, until the last module is unloaded. Managed
  // memory is not cached.
  // CHECK-NEXT: reused: yes
  // CHECK-NEXT: fake: cuMemFree
  // CHECK-NEXT: fake: cuStreamSynchronize
  // CHECK-NEXT: fake: cuStreamDestroy
  void *dev = mgpuMemAlloc(64, stream, false);
  void *shared = mgpuMemAlloc(16, stream, true);
  printf("%s", mgpuMemAlloc(0, stream, false) ? "zero-size allocation\n" : "");
  mgpuMemset32(dev, 7, 16, stream);
  mgpuMemset16(dev, 3, 2, stream);
  unsigned host[16];
  mgpuMemcpy(host, dev, sizeof(host), stream);
  CUevent event = mgpuEventCreate();
  mgpuEventRecord(event, stream);
  mgpuStreamWaitEvent(stream, event);
  mgpuEventSynchronize(event);
  mgpuEventDestroy(event);
  mgpuStreamSynchronize(stream);
  printf("host: %u %u %u %u\n", host[15], host[1], host[0] & 0xffff,
         host[0] >> 16);
  mgpuMemFree(dev, stream);
  void *again = mgpuMemAlloc(64, stream, false);
  printf("reused: %s\n", again == dev ? "yes" : "no");
  mgpuMemFree(again, stream);
  mgpuMemFree(shared, stream);
  mgpuStreamDestroy(stream);

  // Host registration of a memref<2x3xf32> (dense) and of a strided view.
  // CHECK-NEXT: fake: cuMemHostRegister(24)
  // CHECK-NEXT: fake: cuMemHostUnregister
  // CHECK-NEXT: nnrt: mgpuMemHostRegisterMemRef: dimension 1 has stride 2, not the dense 1: only contiguous memrefs can be registered
  float data[12];
  struct {
    NnrtMemRefDescriptor base;
    int64_t sizesAndStrides[4];
  } memref = {{(char *)data, (char *)data, 0}, {2, 3, 3, 1}};
  mgpuMemHostRegisterMemRef(2, &memref.base, sizeof(float));
  mgpuMemHostUnregisterMemRef(2, &memref.base, sizeof(float));
  memref.sizesAndStrides[2] = 6;
  memref.sizesAndStrides[3] = 2;
  mgpuMemHostRegisterMemRef(2, &memref.base, sizeof(float));

  // Another device: its own primary context.
  // CHECK-NEXT: nnrt: no CUDA device 1 (there are 1)
  // CHECK-NEXT: stream on device 1: (nil)
  mgpuSetDefaultDevice(1);
  printf("stream on device 1: %p\n", (void *)mgpuStreamCreate());
  mgpuSetDefaultDevice(0);
  // CHECK-NEXT: fake: cuModuleUnload
  // CHECK-NEXT: fake: cuMemFree
  // CHECK-NEXT: done
  mgpuModuleUnload(jit);
  printf("done\n");
  return 0;
}
