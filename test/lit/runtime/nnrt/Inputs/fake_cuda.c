/* A fake CUDA driver for libnnrt's tests on machines without a GPU: the
 * driver functions libnnrt loads, backed by host memory, each printing the
 * call it got on stdout so that a test can check what libnnrt asked the
 * driver to do (how often a module was loaded, the launch configuration).
 * Images starting with "BAD" fail to load, kernels named "missing" do not
 * exist; FAKE_CUDA_DEVICES sets the device count (default 1). Device
 * memory is host memory, 256-byte aligned as cuMemAlloc's, so a test's
 * "kernel" may compute on device pointers directly. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef void *Handle;

#define EXPORT __attribute__((visibility("default")))

static int contextToken, streamToken, eventToken, functionToken, faultyToken;
// A launch of the kernel named "faulty" makes the next synchronisation fail,
// as a kernel's illegal memory access does.
static int pendingFault;

static const char *errorName(CUresult e) {
  switch (e) {
  case 0:
    return "CUDA_SUCCESS";
  case 1:
    return "CUDA_ERROR_INVALID_VALUE";
  case 200:
    return "CUDA_ERROR_INVALID_IMAGE";
  case 209:
    return "CUDA_ERROR_NO_BINARY_FOR_GPU";
  case 218:
    return "CUDA_ERROR_INVALID_PTX";
  case 500:
    return "CUDA_ERROR_NOT_FOUND";
  case 700:
    return "CUDA_ERROR_ILLEGAL_ADDRESS";
  default:
    return NULL;
  }
}

EXPORT CUresult cuInit(unsigned flags) {
  printf("fake: cuInit(%u)\n", flags);
  return 0;
}
EXPORT CUresult cuGetErrorName(CUresult e, const char **s) {
  *s = errorName(e);
  return *s ? 0 : 1;
}
EXPORT CUresult cuGetErrorString(CUresult e, const char **s) {
  *s = e == 200 ? "device kernel image is invalid" : NULL;
  return *s ? 0 : 1;
}
EXPORT CUresult cuDeviceGetCount(int *count) {
  const char *env = getenv("FAKE_CUDA_DEVICES");
  *count = env ? atoi(env) : 1;
  return 0;
}
EXPORT CUresult cuDeviceGet(int *device, int ordinal) {
  *device = ordinal;
  return 0;
}
/* Compute capability 9.0 and 132 SMs (an H100), or FAKE_CUDA_CC ("8.0")
 * and FAKE_CUDA_SMS ("108"). */
EXPORT CUresult cuDeviceGetAttribute(int *value, int attribute, int dev) {
  (void)dev;
  const char *cc = getenv("FAKE_CUDA_CC");
  int major = 9, minor = 0;
  if (cc)
    sscanf(cc, "%d.%d", &major, &minor);
  if (attribute == 75)
    *value = major;
  else if (attribute == 76)
    *value = minor;
  else if (attribute == 16)
    *value = getenv("FAKE_CUDA_SMS") ? atoi(getenv("FAKE_CUDA_SMS")) : 132;
  else
    return 1; /* CUDA_ERROR_INVALID_VALUE: not faked */
  return 0;
}
EXPORT CUresult cuDeviceGetName(char *name, int len, int dev) {
  snprintf(name, (size_t)len, "Fake GPU %d", dev);
  return 0;
}
EXPORT CUresult cuDevicePrimaryCtxRetain(Handle *ctx, int dev) {
  printf("fake: cuDevicePrimaryCtxRetain(%d)\n", dev);
  *ctx = &contextToken + dev;
  return 0;
}
static Handle current;
EXPORT CUresult cuCtxGetCurrent(Handle *ctx) {
  *ctx = current;
  return 0;
}
EXPORT CUresult cuCtxSetCurrent(Handle ctx) {
  printf("fake: cuCtxSetCurrent\n");
  current = ctx;
  return 0;
}
static CUresult loadModule(Handle *module, const void *image) {
  if (strncmp(image, "BAD", 3) == 0)
    return 200;
  /* An image "SM_NN..." holds code for sm_NN only. */
  const char *cc = getenv("FAKE_CUDA_CC");
  if (strncmp(image, "SM_", 3) == 0 && cc &&
      (((const char *)image)[3] != cc[0] || ((const char *)image)[4] != cc[2]))
    return 209; /* CUDA_ERROR_NO_BINARY_FOR_GPU */
  *module = malloc(1);
  return 0;
}
EXPORT CUresult cuModuleLoadData(Handle *module, const void *image) {
  printf("fake: cuModuleLoadData(\"%s\")\n", (const char *)image);
  return loadModule(module, image);
}
EXPORT CUresult cuModuleLoadDataEx(Handle *module, const void *image,
                                   unsigned n, int *options, void **values) {
  printf("fake: cuModuleLoadDataEx(\"%s\", %u options", (const char *)image, n);
  char *log = NULL;
  for (unsigned i = 0; i < n; ++i) {
    if (options[i] == 7)
      printf(", opt level %d", (int)(intptr_t)values[i]);
    if (options[i] == 5)
      log = values[i];
  }
  printf(")\n");
  if (strncmp(image, "BAD", 3) == 0) {
    if (log)
      strcpy(log, "ptxas fatal: syntax error at line 1");
    return 218;
  }
  return loadModule(module, image);
}
EXPORT CUresult cuModuleUnload(Handle module) {
  printf("fake: cuModuleUnload\n");
  free(module);
  return 0;
}
EXPORT CUresult cuModuleGetFunction(Handle *f, Handle module,
                                    const char *name) {
  printf("fake: cuModuleGetFunction(\"%s\")\n", name);
  if (strcmp(name, "missing") == 0)
    return 500;
  *f = strcmp(name, "faulty") == 0 ? &faultyToken : &functionToken;
  return 0;
}
EXPORT CUresult cuFuncSetAttribute(Handle f, int attribute, int value) {
  printf("fake: cuFuncSetAttribute(%d, %d)\n", attribute, value);
  return 0;
}
EXPORT CUresult cuLaunchKernel(Handle f, unsigned gx, unsigned gy, unsigned gz,
                               unsigned bx, unsigned by, unsigned bz,
                               unsigned smem, Handle stream, void **params,
                               void **extra) {
  printf("fake: cuLaunchKernel(grid %ux%ux%u, block %ux%ux%u, smem %u, "
         "first param %d)\n",
         gx, gy, gz, bx, by, bz, smem, params ? *(int *)params[0] : -1);
  pendingFault |= f == &faultyToken;
  return 0;
}
EXPORT CUresult cuStreamCreate(Handle *s, unsigned flags) {
  printf("fake: cuStreamCreate(flags %u)\n", flags);
  *s = &streamToken;
  return 0;
}
EXPORT CUresult cuStreamDestroy_v2(Handle s) {
  printf("fake: cuStreamDestroy\n");
  return 0;
}
EXPORT CUresult cuStreamSynchronize(Handle s) {
  printf("fake: cuStreamSynchronize\n");
  int fault = pendingFault;
  pendingFault = 0;
  return fault ? 700 : 0;
}
EXPORT CUresult cuStreamWaitEvent(Handle s, Handle e, unsigned flags) {
  printf("fake: cuStreamWaitEvent\n");
  return 0;
}
EXPORT CUresult cuEventCreate(Handle *e, unsigned flags) {
  printf("fake: cuEventCreate(flags %u)\n", flags);
  *e = &eventToken;
  return 0;
}
EXPORT CUresult cuEventDestroy_v2(Handle e) {
  printf("fake: cuEventDestroy\n");
  return 0;
}
EXPORT CUresult cuEventSynchronize(Handle e) {
  printf("fake: cuEventSynchronize\n");
  return 0;
}
EXPORT CUresult cuEventRecord(Handle e, Handle s) {
  printf("fake: cuEventRecord\n");
  return 0;
}
// aligned_alloc wants a multiple of the alignment.
static CUdeviceptr deviceAlloc(size_t size) {
  enum { kAlign = 256 };
  size_t rounded = (size + kAlign - 1) / kAlign * kAlign;
  return (CUdeviceptr)(uintptr_t)aligned_alloc(kAlign,
                                               rounded ? rounded : kAlign);
}
EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t size) {
  printf("fake: cuMemAlloc(%zu)\n", size);
  *p = deviceAlloc(size);
  return 0;
}
EXPORT CUresult cuMemAllocManaged(CUdeviceptr *p, size_t size, unsigned flags) {
  printf("fake: cuMemAllocManaged(%zu, flags %u)\n", size, flags);
  *p = deviceAlloc(size);
  return 0;
}
EXPORT CUresult cuMemFree_v2(CUdeviceptr p) {
  printf("fake: cuMemFree\n");
  free((void *)(uintptr_t)p);
  return 0;
}
EXPORT CUresult cuMemcpyAsync(CUdeviceptr d, CUdeviceptr s, size_t n,
                              Handle st) {
  printf("fake: cuMemcpyAsync(%zu)\n", n);
  memcpy((void *)(uintptr_t)d, (void *)(uintptr_t)s, n);
  return 0;
}
EXPORT CUresult cuMemsetD32Async(CUdeviceptr d, unsigned v, size_t n,
                                 Handle s) {
  printf("fake: cuMemsetD32Async(%u, %zu)\n", v, n);
  for (size_t i = 0; i < n; ++i)
    ((unsigned *)(uintptr_t)d)[i] = v;
  return 0;
}
EXPORT CUresult cuMemsetD16Async(CUdeviceptr d, unsigned short v, size_t n,
                                 Handle s) {
  printf("fake: cuMemsetD16Async(%u, %zu)\n", v, n);
  for (size_t i = 0; i < n; ++i)
    ((unsigned short *)(uintptr_t)d)[i] = v;
  return 0;
}
EXPORT CUresult cuMemHostRegister_v2(void *p, size_t size, unsigned flags) {
  printf("fake: cuMemHostRegister(%zu)\n", size);
  return 0;
}
EXPORT CUresult cuMemHostUnregister(void *p) {
  printf("fake: cuMemHostUnregister\n");
  return 0;
}
