/* Kernel modules and launches: mgpuModuleLoad/LoadJIT/Unload,
 * mgpuModuleGetFunction and mgpuLaunchKernel.
 *
 * Modules are cached: loading an image that is already loaded (same
 * address, same device, same contents) returns the loaded module and counts
 * a reference; mgpuModuleUnload drops one and unloads the module with the
 * last. LLVM 22's host code loads each gpu.binary once, from a global
 * constructor, but earlier versions loaded the module around every launch,
 * and a program may embed the same image twice. The contents are part of the
 * key (a 64-bit FNV-1a hash and the size) because an address alone can be
 * reused: a JIT that frees a module's code without running its destructors
 * may put a different image at the same address. The cache is a list:
 * programs have a handful of images, and each is looked up once.
 *
 * Each kernel's name is remembered with its handle so that a failed launch
 * can say which kernel failed. A kernel fault surfaces at the next
 * synchronisation, long after its launch; NNRT_SYNC_LAUNCHES=1 makes every
 * launch wait for its kernel, so that the fault is reported with the name of
 * the kernel that made it (CUDA_LAUNCH_BLOCKING names none). */
#include "runtime/nnrt/Matmul.h"
#include "runtime/nnrt/MemoryCache.h"
#include "runtime/nnrt/Mgpu.h"
#include "runtime/nnrt/ResidentConstants.h"

#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct CachedModule {
  const void *image;
  size_t size;
  uint64_t hash;
  int device;
  CUmodule module;
  unsigned refs;
  struct CachedModule *next;
} CachedModule;

static CachedModule *cache;
static pthread_mutex_t cacheMutex = PTHREAD_MUTEX_INITIALIZER;

typedef struct NamedFunction {
  CUfunction function;
  struct NamedFunction *next;
  char name[]; /* NUL-terminated */
} NamedFunction;

static NamedFunction *names; /* never freed: a program has few kernels */
static pthread_mutex_t namesMutex = PTHREAD_MUTEX_INITIALIZER;

static void rememberName(CUfunction function, const char *name) {
  pthread_mutex_lock(&namesMutex);
  NamedFunction *entry = names;
  while (entry && entry->function != function)
    entry = entry->next;
  size_t length = strlen(name);
  if (!entry && (entry = malloc(sizeof(*entry) + length + 1))) {
    entry->function = function;
    memcpy(entry->name, name, length + 1);
    entry->next = names;
    names = entry;
  }
  pthread_mutex_unlock(&namesMutex);
}

/* The name mgpuModuleGetFunction saw for `function`, or "?". Entries are
 * never removed, so the string outlives the lock. */
static const char *nameOf(CUfunction function) {
  pthread_mutex_lock(&namesMutex);
  NamedFunction *entry = names;
  while (entry && entry->function != function)
    entry = entry->next;
  pthread_mutex_unlock(&namesMutex);
  return entry ? entry->name : "?";
}

static bool syncEachLaunch(void) {
  const char *value = getenv("NNRT_SYNC_LAUNCHES");
  return value && *value && strcmp(value, "0") != 0;
}

static uint64_t fnv1a(const unsigned char *bytes, size_t size) {
  uint64_t hash = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < size; ++i)
    hash = (hash ^ bytes[i]) * 0x100000001b3ull;
  return hash;
}

/* When the driver found no code for the device in a library's kernels
 * (compiled with nn-compile --chip for another architecture: no code for
 * it, or an image it cannot read), says which architecture the device is,
 * so that the user knows what to compile for. Writes nothing for other
 * errors. */
static void explainArchitecture(const NnrtDriver *d, CUresult result,
                                int device, char *detail, size_t size) {
  if (result != CUDA_ERROR_NO_BINARY_FOR_GPU &&
      result != CUDA_ERROR_INVALID_IMAGE)
    return;
  CUdevice handle;
  int major = 0, minor = 0;
  if (d->cuDeviceGet(&handle, device) != CUDA_SUCCESS ||
      d->cuDeviceGetAttribute(&major,
                              CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                              handle) != CUDA_SUCCESS ||
      d->cuDeviceGetAttribute(&minor,
                              CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                              handle) != CUDA_SUCCESS)
    return;
  snprintf(detail, size,
           "; device %d is sm_%d%d (compute capability %d.%d): a library "
           "compiled for another architecture must be compiled for this one "
           "(nn-compile --chip sm_%d%d)",
           device, major, minor, major, minor, major, minor);
}

/* Loads `image` (size bytes) for the default device, or returns the cached
 * module. optLevel < 0: a cubin/fatbin (cuModuleLoadData); otherwise PTX
 * that the driver compiles at that optimisation level. */
static CUmodule load(const void *image, size_t size, int optLevel) {
  const NnrtDriver *d = nnrtEnter();
  if (!d)
    return NULL;
  if (!image) {
    nnrtError("nnrt: mgpuModuleLoad: no image");
    return NULL;
  }
  int device = nnrtDefaultDevice();
  uint64_t hash = fnv1a(image, size);
  CUmodule module = NULL;
  pthread_mutex_lock(&cacheMutex);
  for (CachedModule *entry = cache; entry; entry = entry->next) {
    if (entry->image == image && entry->size == size && entry->hash == hash &&
        entry->device == device) {
      ++entry->refs;
      module = entry->module;
      goto done;
    }
  }
  if (optLevel < 0) {
    CUresult result = d->cuModuleLoadData(&module, image);
    if (result != CUDA_SUCCESS) {
      char detail[256] = "";
      explainArchitecture(d, result, device, detail, sizeof(detail));
      nnrtCheckWith(result, "cuModuleLoadData", detail[0] ? detail : NULL);
      module = NULL;
      goto done;
    }
  } else {
    /* The driver's PTX compiler explains a failure in its log. */
    char log[4096] = {0};
    CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                              CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                              CU_JIT_OPTIMIZATION_LEVEL};
    void *values[] = {log, (void *)(uintptr_t)sizeof(log),
                      (void *)(uintptr_t)optLevel};
    CUresult result = d->cuModuleLoadDataEx(&module, image, 3, options, values);
    if (result != CUDA_SUCCESS) {
      char detail[sizeof(log) + 64];
      snprintf(detail, sizeof(detail), "; the driver's PTX compiler says: %s",
               log);
      nnrtCheckWith(result, "cuModuleLoadDataEx", log[0] ? detail : NULL);
      module = NULL;
      goto done;
    }
  }
  CachedModule *entry = malloc(sizeof(*entry));
  if (!entry) {
    /* Still usable, just not shared. */
    goto done;
  }
  *entry = (CachedModule){image, size, hash, device, module, 1, cache};
  cache = entry;
done:
  pthread_mutex_unlock(&cacheMutex);
  return module;
}

CUmodule mgpuModuleLoad(void *data, size_t gpuBlobSize) {
  return load(data, gpuBlobSize, -1);
}

CUmodule mgpuModuleLoadJIT(void *data, int optLevel) {
  /* PTX is NUL-terminated text; the host code passes no size. */
  size_t size = data ? strlen(data) + 1 : 0;
  return load(data, size, optLevel < 0 ? 0 : optLevel);
}

void mgpuModuleUnload(CUmodule module) {
  if (!module)
    return;
  const NnrtDriver *d = nnrtEnter();
  if (!d)
    return;
  pthread_mutex_lock(&cacheMutex);
  CachedModule **link = &cache;
  while (*link && (*link)->module != module)
    link = &(*link)->next;
  CachedModule *entry = *link;
  bool last = !entry || --entry->refs == 0;
  if (entry && last) {
    *link = entry->next;
    free(entry);
  }
  bool none = !cache;
  pthread_mutex_unlock(&cacheMutex);
  if (last)
    nnrtCheck(d->cuModuleUnload(module), "cuModuleUnload");
  /* No module left: nothing will run to reuse the cached device blocks,
   * nor to read a constant (its owner's destructor frees it first, unless
   * it never ran), nor a matmul's plan. */
  if (last && none) {
    nnrtReleaseMatmuls();
    nnrtCacheRelease(d);
    nnrtReleaseAllConstants();
  }
}

CUfunction mgpuModuleGetFunction(CUmodule module, const char *name) {
  const NnrtDriver *d = nnrtEnter();
  if (!d || !module || !name)
    return NULL;
  CUfunction function = NULL;
  CUresult result = d->cuModuleGetFunction(&function, module, name);
  if (result != CUDA_SUCCESS) {
    char operation[256];
    snprintf(operation, sizeof(operation), "cuModuleGetFunction(\"%s\")", name);
    nnrtCheck(result, operation);
    return NULL;
  }
  rememberName(function, name);
  return function;
}

static bool fitsUnsigned(intptr_t value) {
  return value > 0 && (uintmax_t)value <= UINT_MAX;
}

void mgpuLaunchKernel(CUfunction function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, CUstream stream,
                      void **params, void **extra, size_t paramsCount) {
  (void)paramsCount; /* the driver knows the kernel's parameters */
  const NnrtDriver *d = nnrtEnter();
  if (!d)
    return;
  if (!function) {
    nnrtError("nnrt: mgpuLaunchKernel: no kernel (its lookup failed)");
    return;
  }
  if (!fitsUnsigned(gridX) || !fitsUnsigned(gridY) || !fitsUnsigned(gridZ) ||
      !fitsUnsigned(blockX) || !fitsUnsigned(blockY) || !fitsUnsigned(blockZ) ||
      smem < 0) {
    nnrtError("nnrt: mgpuLaunchKernel: bad launch configuration: grid "
              "%jdx%jdx%jd, block %jdx%jdx%jd, %d bytes of shared memory",
              (intmax_t)gridX, (intmax_t)gridY, (intmax_t)gridZ,
              (intmax_t)blockX, (intmax_t)blockY, (intmax_t)blockZ, (int)smem);
    return;
  }
  /* Above 48 KiB a kernel must opt in to dynamic shared memory. */
  if (smem > 48 * 1024 &&
      !nnrtCheck(
          d->cuFuncSetAttribute(
              function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem),
          "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)"))
    return;
  CUresult result = d->cuLaunchKernel(
      function, (unsigned)gridX, (unsigned)gridY, (unsigned)gridZ,
      (unsigned)blockX, (unsigned)blockY, (unsigned)blockZ, (unsigned)smem,
      stream, params, extra);
  const char *step = "cuLaunchKernel";
  if (result == CUDA_SUCCESS && syncEachLaunch()) {
    result = d->cuStreamSynchronize(stream);
    step = "kernel";
  }
  if (result == CUDA_SUCCESS)
    return;
  char operation[320];
  snprintf(operation, sizeof(operation),
           "%s %s (grid %jdx%jdx%jd, block %jdx%jdx%jd)", step,
           nameOf(function), (intmax_t)gridX, (intmax_t)gridY, (intmax_t)gridZ,
           (intmax_t)blockX, (intmax_t)blockY, (intmax_t)blockZ);
  nnrtCheck(result, operation);
}
