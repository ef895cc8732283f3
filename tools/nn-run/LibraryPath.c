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
#include "support/Checked.h"
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
                                       int32_t count, int32_t version,
                                       const char *name, const char *file) {
  for (int32_t i = 0; i < count; ++i) {
    const nn_model_entry *entry = get(i);
    if (!nnLibraryCheckEntry(image, entry, i, version, file))
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
typedef const char *(*ShapeErrorFn)(void);

typedef struct {
  const nn_model_entry *entry;
  int32_t version;             // of the library's ABI
  void **pointers;             // the inputs' data, then the outputs'
  const int64_t **shapes;      // the inputs' shapes (version 2)
  FailureFn lastFailure;       // nn_model_last_check_failure, if there is one
  ShapeErrorFn lastShapeError; // nn_model_last_shape_error (version 2)
} LibraryCall;

// "@main: the inputs' sizes disagree: ..." (nn_model_last_shape_error).
static void reportShapeError(const LibraryCall *call, const char *function) {
  const char *message = call->lastShapeError ? call->lastShapeError() : NULL;
  if (message)
    nnRunError("%.4096s\n", message);
  else
    nnRunError("%s returned 4: the inputs' shapes do not fit @%s\n", function,
               call->entry->name);
}

// The results' shapes for these inputs (version 2): the library's
// output_shapes, checked like a signature (the library is not trusted).
static bool resolveResultShapes(LibraryCall *call, NnRunCall *c) {
  int64_t **shapes = nnToolAllocArray(nnRunProgram, (size_t)c->numResults + 1,
                                      sizeof(int64_t *));
  int64_t(*computed)[NN_NPY_MAX_RANK] = nnToolAllocArray(
      nnRunProgram, (size_t)c->numResults + 1, sizeof(*computed));
  for (int j = 0; j < c->numResults; ++j)
    shapes[j] = computed[j];
  int result = call->entry->output_shapes(call->shapes, shapes);
  bool ok = result == 0;
  if (result == NN_MODEL_SHAPE_MISMATCH)
    reportShapeError(call, "output_shapes");
  else if (result != 0)
    nnRunError("the output_shapes of @%s returned %d\n", call->entry->name,
               result);
  for (int j = 0; ok && j < c->numResults; ++j) {
    NnRunTensor *t = &c->results[j];
    int64_t count;
    for (int d = 0; ok && d < t->rank; ++d)
      ok = computed[j][d] >= 0 &&
           (t->shape[d] < 0 || computed[j][d] == t->shape[d]);
    ok = ok && nnCheckedCount(t->rank, computed[j], &count);
    if (!ok)
      nnRunError("the output_shapes of @%s gave result #%d a shape that "
                 "does not fit its signature\n",
                 call->entry->name, j);
    for (int d = 0; ok && d < t->rank; ++d)
      t->shape[d] = computed[j][d];
  }
  free(shapes);
  free(computed);
  return ok;
}

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
  // Positions of dynamic shape: the input's own shape says their index.
  if (call->shapes && f->input >= 0 && f->input < call->entry->num_inputs &&
      f->rank == call->entry->inputs[f->input].rank)
    failure.shape = call->shapes[f->input];
  char message[4096];
  nnFormatCheckFailure(&failure, message, sizeof(message));
  nnRunError("@%s: %s\n", call->entry->name, message);
}

static bool callLibrary(void *userData, NnRunCall *c) {
  LibraryCall *call = userData;
  void *const *inputs = (void *const *)call->pointers;
  void *const *outputs = inputs + c->numArgs;
  int result = call->version >= 2
                   ? call->entry->run(inputs, call->shapes, outputs)
                   : call->entry->fn(inputs, outputs);
  c->failStatus = result == NN_MODEL_CHECK_FAILED ? 3 : 1;
  if (result == NN_MODEL_CUDA_ERROR)
    nnRunError("nn_%s returned 2, a CUDA error: %s\n", call->entry->name,
               nnRunCudaError());
  else if (result == NN_MODEL_CHECK_FAILED)
    reportCheck(call);
  else if (result == NN_MODEL_SHAPE_MISMATCH && call->version >= 2)
    reportShapeError(call, "run");
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
  LibraryCall libraryCall = {0};
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
  if (abiVersion < 1 || abiVersion > NN_MODEL_ABI_VERSION) {
    nnRunError("'%s' has model ABI version %d; this %s reads "
               "versions 1 to %d\n",
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
  if (!nnLibraryCheckNumEntries(&image, numEntries, abiVersion, o->file))
    goto done;
  const nn_model_entry *entry =
      findEntry(&image, get, numEntries, abiVersion, o->entry, o->file);
  if (!entry)
    goto done;
  nnRunCallInit(&call, entry->num_inputs, entry->num_outputs);
  for (int i = 0; i < call.numArgs; ++i)
    if (!nnLibraryCheckTensor(&image, entry, false, i, abiVersion, o->file,
                              &call.args[i]))
      goto done;
  for (int i = 0; i < call.numResults; ++i)
    if (!nnLibraryCheckTensor(&image, entry, true, i, abiVersion, o->file,
                              &call.results[i]))
      goto done;
  libraryCall.entry = entry;
  libraryCall.version = abiVersion;
  libraryCall.lastFailure =
      (FailureFn)tableFunction(library, &image, "nn_model_last_check_failure");
  libraryCall.lastShapeError =
      (ShapeErrorFn)tableFunction(library, &image, "nn_model_last_shape_error");
  if (!nnRunPrepare(&call, o))
    goto done;
  // Version 2 takes the inputs' shapes and gives the results'.
  libraryCall.shapes = nnToolAllocArray(nnRunProgram, (size_t)call.numArgs + 1,
                                        sizeof(int64_t *));
  for (int i = 0; i < call.numArgs; ++i)
    libraryCall.shapes[i] = call.inputs[i].shape;
  if ((abiVersion >= 2 && !resolveResultShapes(&libraryCall, &call)) ||
      !nnRunAllocateResults(&call))
    goto done;
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
  free(libraryCall.shapes);
  nnRunCallFree(&call);
  nnLibraryImageFree(&image);
  dlclose(library);
  return status;
}
