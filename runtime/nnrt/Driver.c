/* Loading the CUDA driver with dlopen, the per-device primary contexts, and
 * error reporting: what every mgpu* function needs before it calls the
 * driver. Also nnrt.h's queries, which are thin on top of these.
 *
 * The driver is loaded once per process (pthread_once). A machine without
 * libcuda.so.1, or whose driver sees no device, gets one clear message on
 * stderr at the first call; every later call fails soft (returns NULL or does
 * nothing) with that message still available from nnrtGetLastError(). */
#include "runtime/nnrt/Driver.h"
#include "runtime/nnrt/Mgpu.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { kMessageSize = 1024 };

static NnrtDriver driver;
static const NnrtDriver *loadedDriver; /* &driver once loading succeeded */
static int deviceCount;
/* Retained primary context per device ordinal, created on first use. */
static CUcontext *contexts;
static pthread_mutex_t contextsMutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t loadOnce = PTHREAD_ONCE_INIT;
/* Why loading failed; written once, under loadOnce, read-only afterwards. */
static char loadError[kMessageSize];
static atomic_bool loadFailed; /* set (release) once loadError is written */

static _Thread_local char lastError[kMessageSize];
static atomic_ulong errorCount; /* every error reported, all threads */
static _Thread_local int defaultDevice;

static void recordv(const char *format, va_list args) {
  atomic_fetch_add_explicit(&errorCount, 1, memory_order_relaxed);
  vsnprintf(lastError, sizeof(lastError), format, args);
  fprintf(stderr, "%s\n", lastError);
}

void nnrtError(const char *format, ...) {
  va_list args;
  va_start(args, format);
  recordv(format, args);
  va_end(args);
}

/* Names for the errors a driver that cannot work reports, whose
 * cuGetErrorName may fail too (the CUDA toolkit's stub libcuda answers every
 * call with CUDA_ERROR_STUB_LIBRARY, cuGetErrorName included). */
static const struct {
  CUresult code;
  const char *name, *description;
} knownErrors[] = {
    {3, "CUDA_ERROR_NOT_INITIALIZED", "the driver is not initialized"},
    {34, "CUDA_ERROR_STUB_LIBRARY",
     "this libcuda is the CUDA toolkit's stub, not a driver"},
    {35, "CUDA_ERROR_INSUFFICIENT_DRIVER", "the driver is too old"},
    {100, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {999, "CUDA_ERROR_UNKNOWN", "unknown error"},
};

/* Names an error with the driver's own strings when it can give them. */
static void describe(CUresult result, const char **name,
                     const char **description) {
  *name = NULL;
  *description = NULL;
  if (driver.cuGetErrorName &&
      driver.cuGetErrorName(result, name) != CUDA_SUCCESS)
    *name = NULL;
  if (driver.cuGetErrorString &&
      driver.cuGetErrorString(result, description) != CUDA_SUCCESS)
    *description = NULL;
  for (size_t i = 0; !*name && i < sizeof(knownErrors) / sizeof(*knownErrors);
       ++i) {
    if (knownErrors[i].code == result) {
      *name = knownErrors[i].name;
      if (!*description)
        *description = knownErrors[i].description;
    }
  }
}

bool nnrtCheckWith(CUresult result, const char *operation, const char *detail) {
  if (result == CUDA_SUCCESS)
    return true;
  const char *name, *description;
  describe(result, &name, &description);
  char number[32];
  if (!name) {
    snprintf(number, sizeof(number), "CUDA error %d", result);
    name = number;
  }
  nnrtError("nnrt: %s failed: %s%s%s%s%s", operation, name,
            description ? " (" : "", description ? description : "",
            description ? ")" : "", detail ? detail : "");
  return false;
}

bool nnrtCheck(CUresult result, const char *operation) {
  return nnrtCheckWith(result, operation, NULL);
}

/* Runs once: fills `driver`, or leaves loadedDriver NULL with loadError set
 * (nnrtError also copies it into this thread's lastError and prints it). */
static void load(void) {
  const char *path = getenv("NNRT_LIBCUDA");
  if (!path || !*path)
    path = "libcuda.so.1";
  void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    nnrtError("nnrt: cannot load %s: %s", path, dlerror());
    goto fail;
  }
#define NNRT_DRIVER_LOAD(field, symbol, params)                                \
  *(void **)&driver.field = dlsym(handle, symbol);                             \
  if (!driver.field) {                                                         \
    nnrtError("nnrt: %s has no %s: the CUDA driver is too old", path, symbol); \
    goto fail;                                                                 \
  }
  NNRT_DRIVER_FUNCTIONS(NNRT_DRIVER_LOAD)
#undef NNRT_DRIVER_LOAD
  if (!nnrtCheck(driver.cuInit(0), "cuInit") ||
      !nnrtCheck(driver.cuDeviceGetCount(&deviceCount), "cuDeviceGetCount"))
    goto fail;
  if (deviceCount <= 0) {
    nnrtError("nnrt: no CUDA device");
    goto fail;
  }
  contexts = calloc((size_t)deviceCount, sizeof(*contexts));
  if (!contexts) {
    nnrtError("nnrt: out of memory");
    goto fail;
  }
  loadedDriver = &driver;
  return;
fail:
  /* The handle stays open: the process may be inside one of its calls'
   * failure paths, and dlclose buys nothing here. */
  deviceCount = 0;
  memcpy(loadError, lastError, sizeof(loadError));
  atomic_store_explicit(&loadFailed, true, memory_order_release);
}

const NnrtDriver *nnrtDriver(void) {
  pthread_once(&loadOnce, load);
  return loadedDriver;
}

int nnrtDefaultDevice(void) { return defaultDevice; }

/* The primary context of `device`, retained on first use. */
static CUcontext primaryContext(int device) {
  pthread_mutex_lock(&contextsMutex);
  CUcontext ctx = contexts[device];
  if (!ctx) {
    CUdevice handle;
    if (nnrtCheck(driver.cuDeviceGet(&handle, device), "cuDeviceGet") &&
        nnrtCheck(driver.cuDevicePrimaryCtxRetain(&ctx, handle),
                  "cuDevicePrimaryCtxRetain"))
      contexts[device] = ctx;
    else
      ctx = NULL;
  }
  pthread_mutex_unlock(&contextsMutex);
  return ctx;
}

const NnrtDriver *nnrtEnter(void) {
  const NnrtDriver *d = nnrtDriver();
  if (!d)
    return NULL;
  if (defaultDevice < 0 || defaultDevice >= deviceCount) {
    nnrtError("nnrt: no CUDA device %d (there are %d)", defaultDevice,
              deviceCount);
    return NULL;
  }
  CUcontext ctx = primaryContext(defaultDevice);
  if (!ctx)
    return NULL;
  /* Only switch when needed: the caller may have made it current already. */
  CUcontext current = NULL;
  if (!nnrtCheck(d->cuCtxGetCurrent(&current), "cuCtxGetCurrent"))
    return NULL;
  if (current != ctx && !nnrtCheck(d->cuCtxSetCurrent(ctx), "cuCtxSetCurrent"))
    return NULL;
  return d;
}

void mgpuSetDefaultDevice(int32_t device) { defaultDevice = device; }

bool nnrtIsAvailable(void) { return nnrtDriver() != NULL; }

int nnrtGetDeviceCount(void) { return nnrtDriver() ? deviceCount : 0; }

/* The driver and the handle of device `device` for nnrt.h's queries;
 * NULL, with an error recorded, when there is no such device. */
static const NnrtDriver *deviceHandle(int device, CUdevice *handle) {
  const NnrtDriver *d = nnrtDriver();
  if (!d)
    return NULL;
  if (device < 0 || device >= deviceCount) {
    nnrtError("nnrt: no CUDA device %d (there are %d)", device, deviceCount);
    return NULL;
  }
  return nnrtCheck(d->cuDeviceGet(handle, device), "cuDeviceGet") ? d : NULL;
}

bool nnrtGetDeviceName(int device, char *buf, size_t size) {
  CUdevice handle;
  const NnrtDriver *d = deviceHandle(device, &handle);
  if (!d || !buf || size == 0)
    return false;
  int len = size > 4096 ? 4096 : (int)size;
  if (!nnrtCheck(d->cuDeviceGetName(buf, len, handle), "cuDeviceGetName"))
    return false;
  buf[size - 1] = '\0';
  return true;
}

bool nnrtGetDeviceProperties(int device, NnrtDeviceProperties *properties) {
  CUdevice handle;
  const NnrtDriver *d = deviceHandle(device, &handle);
  if (!d || !properties)
    return false;
  static const struct {
    int attribute;
    const char *name;
  } kAttributes[] = {
      {CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
       "cuDeviceGetAttribute(COMPUTE_CAPABILITY_MAJOR)"},
      {CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
       "cuDeviceGetAttribute(COMPUTE_CAPABILITY_MINOR)"},
      {CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
       "cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)"},
  };
  int *values[] = {&properties->major, &properties->minor,
                   &properties->multiprocessors};
  for (int i = 0; i < 3; ++i)
    if (!nnrtCheck(d->cuDeviceGetAttribute(values[i], kAttributes[i].attribute,
                                           handle),
                   kAttributes[i].name))
      return false;
  return true;
}

const char *nnrtGetLastError(void) {
  if (lastError[0])
    return lastError;
  /* Another thread may have tried to load the driver and failed: that
   * reason is global. Asking does not load the driver. */
  if (atomic_load_explicit(&loadFailed, memory_order_acquire))
    return loadError;
  return NULL;
}

unsigned long nnrtGetErrorCount(void) {
  return atomic_load_explicit(&errorCount, memory_order_relaxed);
}
