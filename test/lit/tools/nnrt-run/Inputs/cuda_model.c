/* A hand-made "cuda" model library for nnrt-run's tests: the table of
 * tools/nn-compile/ModelAbi.h, nn_model_device() = cuda, and entries that
 * compute on the addresses they get. With the fake driver
 * (test/lit/runtime/nnrt/Inputs/fake_cuda.c) device memory is host memory,
 * so the runner's copies to and from the device can be checked without a
 * GPU. It calls nothing: the runner does all the driver work.
 *
 *   @main(a: 4x8xf32, b: 4x8xf32) -> (a - b, a * b)
 *   @fail(a: 4x8xf32) -> (4x8xf32): returns 2, as after a CUDA error */
#include "tools/nn-compile/ModelAbi.h"

#include <stddef.h>

#define EXPORT __attribute__((visibility("default")))

enum { kRows = 4, kCols = 8, kSize = kRows * kCols };

static const int64_t kShape[] = {kRows, kCols};
static const nn_model_tensor kTensor2[] = {{NN_MODEL_F32, 2, kShape},
                                           {NN_MODEL_F32, 2, kShape}};

EXPORT int nn_main(void *const *inputs, void *const *outputs) {
  if (!inputs || !outputs || !inputs[0] || !inputs[1] || !outputs[0] ||
      !outputs[1])
    return 1;
  const float *a = inputs[0], *b = inputs[1];
  float *diff = outputs[0], *prod = outputs[1];
  for (int i = 0; i < kSize; ++i) {
    diff[i] = a[i] - b[i];
    prod[i] = a[i] * b[i];
  }
  return 0;
}

EXPORT int nn_fail(void *const *inputs, void *const *outputs) {
  return inputs && outputs ? 2 : 1;
}

static const nn_model_entry kEntries[] = {
    {"main", nn_main, 2, 2, kTensor2, kTensor2},
    {"fail", nn_fail, 1, 1, kTensor2, kTensor2},
};

/* Version 1: the entry's struct ends before `run`, and runners still read
 * such libraries. */
EXPORT int32_t nn_model_abi_version(void) { return 1; }
EXPORT int32_t nn_model_device(void) { return NN_MODEL_DEVICE_CUDA; }
EXPORT int32_t nn_model_num_entries(void) { return 2; }
EXPORT const nn_model_entry *nn_model_get_entry(int32_t i) {
  return i >= 0 && i < 2 ? &kEntries[i] : NULL;
}
