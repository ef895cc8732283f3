/* Runs every entry of a library from `nn-compile --target cuda` once (or
 * CALLS times: what stays on the device between calls shows), for
 * the tests, against libnnrt's fake CUDA driver (NNRT_LIBCUDA): there a
 * device address is host memory, so the buffers are host allocations (what
 * cuMemAlloc would give a real program). Inputs are filled with 0.5, outputs
 * with NaN; the program prints the library's device, each call's status and
 * whether the call wrote every output. The fake driver logs its calls on the
 * same stdout, so a test sees them in order. */
#include "ModelAbi.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t elementSize(int32_t type) {
  switch (type) {
  case NN_MODEL_F64:
  case NN_MODEL_I64:
    return 8;
  case NN_MODEL_F32:
  case NN_MODEL_I32:
    return 4;
  case NN_MODEL_F16:
  case NN_MODEL_BF16:
    return 2;
  default:
    return 1;
  }
}

static size_t bytes(const nn_model_tensor *t) {
  size_t n = elementSize(t->element_type);
  for (int32_t d = 0; d < t->rank; ++d)
    n *= (size_t)t->shape[d];
  return n;
}

static void *allocate(const nn_model_tensor *t, unsigned char fill) {
  size_t size = (bytes(t) + 15) / 16 * 16;
  void *p = aligned_alloc(16, size ? size : 16);
  if (!p)
    abort();
  memset(p, fill, size);
  return p;
}

int main(int argc, char **argv) {
  int calls = argc == 3 ? atoi(argv[2]) : 1;
  if (argc < 2 || argc > 3 || calls < 1) {
    fprintf(stderr, "usage: cuda_driver MODEL.so [CALLS]\n");
    return 2;
  }
  void *library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    fprintf(stderr, "cannot load %s: %s\n", argv[1], dlerror());
    return 1;
  }
  int32_t (*device)(void) = (int32_t(*)(void))dlsym(library, "nn_model_device");
  int32_t (*count)(void) =
      (int32_t(*)(void))dlsym(library, "nn_model_num_entries");
  const nn_model_entry *(*get)(int32_t) =
      (const nn_model_entry *(*)(int32_t))dlsym(library, "nn_model_get_entry");
  if (!device || !count || !get) {
    fprintf(stderr, "%s is not an nn model library\n", argv[1]);
    return 1;
  }
  printf("driver: device %d, %d entries\n", device(), count());
  for (int32_t e = 0; e < count(); ++e) {
    const nn_model_entry *entry = get(e);
    void **inputs = calloc((size_t)entry->num_inputs + 1, sizeof(void *));
    void **outputs = calloc((size_t)entry->num_outputs + 1, sizeof(void *));
    for (int32_t i = 0; i < entry->num_inputs; ++i) {
      inputs[i] = allocate(&entry->inputs[i], 0);
      if (entry->inputs[i].element_type == NN_MODEL_F32)
        for (size_t k = 0; k < bytes(&entry->inputs[i]) / 4; ++k)
          ((float *)inputs[i])[k] = 0.5f;
    }
    for (int32_t i = 0; i < entry->num_outputs; ++i)
      outputs[i] = allocate(&entry->outputs[i], 0xff);
    for (int call = 0; call < calls; ++call) {
      printf("driver: calling nn_%s\n", entry->name);
      fflush(stdout);
      int status = entry->fn(inputs, outputs);
      printf("driver: nn_%s returned %d\n", entry->name, status);
    }
    for (int32_t i = 0; i < entry->num_inputs; ++i)
      free(inputs[i]);
    for (int32_t i = 0; i < entry->num_outputs; ++i)
      free(outputs[i]);
    free(inputs);
    free(outputs);
  }
  printf("driver: done\n");
  fflush(stdout);
  return 0;
}
