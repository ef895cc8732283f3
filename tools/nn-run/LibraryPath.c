//===- LibraryPath.c - Running a library from nn-compile ------------------===//
//
// Loads the library with dlopen and reads the entry's signature from its
// table (tools/nn-compile/ModelAbi.h), without MLIR and without trusting
// it (LibraryCheck.h: the file is whole, every pointer of the table points
// into the library, every count and size is in range); the same checks of
// inputs and results as for an MLIR file, then calls `nn_<entry>` on plain
// pointers: host memory for a cpu library, device buffers (CudaBuffers.h)
// for a cuda one. The device is the library's own (nn_model_device);
// --device only confirms it, since a library holds code for one device.
//
//===----------------------------------------------------------------------===//

#include "CudaBuffers.h"
#include "LibraryCheck.h"
#include "Paths.h"
#include "Runner.h"
#include "support/CheckMessage.h"
#include "tools/common/ToolMemory.h"
#include "tools/nn-compile/ModelAbi.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int32_t (*CountFn)(void);
typedef const nn_model_entry *(*EntryFn)(int32_t);

static const char *deviceName(int32_t device) {
  return device == NN_MODEL_DEVICE_CPU    ? "cpu"
         : device == NN_MODEL_DEVICE_CUDA ? "cuda"
                                          : NULL;
}

// A table function (dlsym) that is code of the library, or NULL.
static void *tableFunction(void *library, const NnLibraryImage *image,
                           const char *name) {
  void *fn = dlsym(library, name);
  return fn && nnLibraryImageHas(image, fn, 1, 1, true) ? fn : NULL;
}

// The library's device (cpu without nn_model_device), if it is the one
// asked for.
static bool libraryDevice(void *library, const NnLibraryImage *image,
                          const NnRunOptions *o, int32_t *device) {
  CountFn get = (CountFn)tableFunction(library, image, "nn_model_device");
  *device = get ? get() : NN_MODEL_DEVICE_CPU;
  const char *name = deviceName(*device);
  if (!name) {
    nnRunError("'%s' is for device %d, which %s does not know (cpu 0, "
               "cuda 1)\n",
               o->file, (int)*device, nnRunProgram);
    return false;
  }
  if (o->device && strcmp(o->device, name) != 0) {
    nnRunError("'%s' is compiled for %s, not for --device %s (compile for "
               "it with nn-compile --target %s)\n",
               o->file, name, o->device, o->device);
    return false;
  }
  return true;
}

// The entry called `name`, every entry checked on the way (LibraryCheck.h);
// lists the entries there are when none is.
static const nn_model_entry *findEntry(const NnLibraryImage *image, EntryFn get,
                                       int32_t count, const char *name,
                                       const char *file) {
  for (int32_t i = 0; i < count; ++i) {
    const nn_model_entry *entry = get(i);
    if (!nnLibraryCheckEntry(image, entry, i, file))
      return NULL;
    if (strcmp(entry->name, name) == 0)
      return entry;
  }
  nnRunError("%s has no entry @%s (entries:", file, name);
  for (int32_t i = 0; i < count; ++i)
    fprintf(stderr, "%s @%s", i ? "," : "", get(i)->name);
  fprintf(stderr, "%s)\n", count ? "" : " none");
  return NULL;
}

typedef const nn_model_check_failure *(*FailureFn)(void);

typedef struct {
  const nn_model_entry *entry;
  void **pointers;       // the inputs' data, then the outputs'
  FailureFn lastFailure; // nn_model_last_check_failure, if there is one
} LibraryCall;

// "@main: input #1 failed a run-time check: ..." (support/CheckMessage.h).
static void reportCheck(const LibraryCall *call) {
  const nn_model_check_failure *f =
      call->lastFailure ? call->lastFailure() : NULL;
  if (!f || f->rank < 0 || (f->rank && !f->shape)) {
    nnRunError("nn_%s returned 3: an input failed a run-time check\n",
               call->entry->name);
    return;
  }
  NnCheckFailure failure = {f->op,   f->location, f->operand,  f->input,
                            f->rank, f->shape,    f->position, f->value,
                            f->low,  f->high};
  char message[4096];
  nnFormatCheckFailure(&failure, message, sizeof(message));
  nnRunError("@%s: %s\n", call->entry->name, message);
}

static bool callLibrary(void *userData, NnRunCall *c) {
  LibraryCall *call = userData;
  int result = call->entry->fn((void *const *)call->pointers,
                               (void *const *)call->pointers + c->numArgs);
  c->failStatus = result == NN_MODEL_CHECK_FAILED ? 3 : 1;
  if (result == NN_MODEL_CUDA_ERROR)
    nnRunError("nn_%s returned 2, a CUDA error: %s\n", call->entry->name,
               nnRunCudaError());
  else if (result == NN_MODEL_CHECK_FAILED)
    reportCheck(call);
  else if (result != 0)
    nnRunError("nn_%s returned %d\n", call->entry->name, result);
  return result == 0;
}

static bool fetchResults(void *userData, NnRunCall *c) {
  return nnRunCudaDownload(c, ((LibraryCall *)userData)->pointers);
}

int nnRunLibrary(const NnRunOptions *o) {
  if (o->runtimeChecks >= 0) {
    nnRunError("--runtime-checks applies to MLIR files: a library makes the "
               "checks nn-compile compiled in (nn-compile "
               "--runtime-checks=false)\n");
    return 1;
  }
  // A bare name would make dlopen search the library path.
  const char *path = o->file;
  char *relative = NULL;
  if (!strchr(path, '/')) {
    relative = nnToolAllocArray(nnRunProgram, strlen(path) + 3, 1);
    strcpy(relative, "./");
    strcat(relative, path);
    path = relative;
  }
  // A library cut short faults inside dlopen: check the file first.
  void *library = nnLibraryCheckFile(path, o->file)
                      ? dlopen(path, RTLD_NOW | RTLD_LOCAL)
                      : NULL;
  free(relative);
  if (!library) {
    const char *why = dlerror();
    if (why)
      nnRunError("cannot load '%s': %s\n", o->file, why);
    return 1;
  }
  int status = 1;
  NnRunCall call = {0};
  LibraryCall libraryCall = {NULL, NULL, NULL};
  NnLibraryImage image;
  if (!nnLibraryImageInit(library, o->file, &image))
    goto done;
  CountFn version =
      (CountFn)tableFunction(library, &image, "nn_model_abi_version");
  CountFn count =
      (CountFn)tableFunction(library, &image, "nn_model_num_entries");
  EntryFn get = (EntryFn)tableFunction(library, &image, "nn_model_get_entry");
  if (!version || !count || !get) {
    nnRunError("'%s' is not a library from nn-compile (it has no "
               "nn_model_get_entry table)\n",
               o->file);
    goto done;
  }
  int32_t abiVersion = version();
  if (abiVersion != NN_MODEL_ABI_VERSION) {
    nnRunError("'%s' has model ABI version %d; this %s reads "
               "version %d\n",
               o->file, (int)abiVersion, nnRunProgram, NN_MODEL_ABI_VERSION);
    goto done;
  }
  int32_t device;
  if (!libraryDevice(library, &image, o, &device))
    goto done;
  bool cuda = device == NN_MODEL_DEVICE_CUDA;
  if (cuda && !nnRunCudaReady(o->file))
    goto done;
  int32_t numEntries = count();
  if (!nnLibraryCheckNumEntries(&image, numEntries, o->file))
    goto done;
  const nn_model_entry *entry =
      findEntry(&image, get, numEntries, o->entry, o->file);
  if (!entry)
    goto done;
  nnRunCallInit(&call, entry->num_inputs, entry->num_outputs);
  for (int i = 0; i < call.numArgs; ++i)
    if (!nnLibraryCheckTensor(&image, entry, false, i, o->file, &call.args[i]))
      goto done;
  for (int i = 0; i < call.numResults; ++i)
    if (!nnLibraryCheckTensor(&image, entry, true, i, o->file,
                              &call.results[i]))
      goto done;
  if (!nnRunPrepare(&call, o) || !nnRunAllocateResults(&call))
    goto done;
  libraryCall.entry = entry;
  libraryCall.lastFailure =
      (FailureFn)tableFunction(library, &image, "nn_model_last_check_failure");
  libraryCall.pointers = nnToolAllocArray(
      nnRunProgram, (size_t)(call.numArgs + call.numResults) + 1,
      sizeof(void *));
  if (cuda) {
    if (!nnRunCudaUpload(&call, libraryCall.pointers))
      goto done;
    status = nnRunExecute(&call, o, callLibrary, fetchResults, &libraryCall);
    nnRunCudaFree(&call, libraryCall.pointers);
    goto done;
  }
  for (int i = 0; i < call.numArgs; ++i)
    libraryCall.pointers[i] = call.inputs[i].data;
  for (int i = 0; i < call.numResults; ++i)
    libraryCall.pointers[call.numArgs + i] = call.outputs[i].data;
  status = nnRunExecute(&call, o, callLibrary, NULL, &libraryCall);

done:
  free(libraryCall.pointers);
  nnRunCallFree(&call);
  nnLibraryImageFree(&image);
  dlclose(library);
  return status;
}
