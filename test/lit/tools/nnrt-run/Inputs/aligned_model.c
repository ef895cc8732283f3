/* A hand-made cpu model library for the runners' alignment test: the table of
 * tools/nn-compile/ModelAbi.h and one entry that copies its argument to its
 * result and returns 3 when either buffer is not aligned to a cache line
 * (64 bytes), which nn-run promises for the buffers it allocates, read or
 * fills at random (support/Npy.c).
 *
 *   @main(a: 3x5xf32) -> (a) */
#include "tools/nn-compile/ModelAbi.h"

#include <stddef.h>
#include <stdint.h>

#define EXPORT __attribute__((visibility("default")))

enum { kSize = 3 * 5 };

static const int64_t kShape[] = {3, 5};
static const nn_model_tensor kTensor[] = {{NN_MODEL_F32, 2, kShape}};

static int aligned(const void *p) { return (uintptr_t)p % 64 == 0; }

EXPORT int nn_main(void *const *inputs, void *const *outputs) {
  if (!aligned(inputs[0]) || !aligned(outputs[0]))
    return 3;
  const float *a = inputs[0];
  float *out = outputs[0];
  for (int i = 0; i < kSize; ++i)
    out[i] = a[i];
  return 0;
}

static const nn_model_entry kEntries[] = {
    {"main", nn_main, 1, 1, kTensor, kTensor},
};

/* Version 1: the entry's struct ends before `run`, and runners still read
 * such libraries. */
EXPORT int32_t nn_model_abi_version(void) { return 1; }
EXPORT int32_t nn_model_device(void) { return NN_MODEL_DEVICE_CPU; }
EXPORT int32_t nn_model_num_entries(void) { return 1; }
EXPORT const nn_model_entry *nn_model_get_entry(int32_t i) {
  return i == 0 ? &kEntries[0] : NULL;
}
