/* A model library whose signature table (tools/nn-compile/ModelAbi.h) is
 * wrong in one way, chosen by -DFORGE=<name> (forged.test); without
 * FORGE it is right: @main(a: 2x3xf32) -> (a + 1). Every runner must
 * report each defect and exit 1, never crash. */
#include "tools/nn-compile/ModelAbi.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#define EXPORT __attribute__((visibility("default")))

/* The defects (macros, so that #if can test them). */
#define GOOD 0
#define VERSION 1        /* nn_model_abi_version() is 2 */
#define COUNT_NEGATIVE 2 /* nn_model_num_entries() is -1 */
#define COUNT_HUGE 3     /* 2^31 - 1 entries */
#define ENTRY_NULL 4     /* nn_model_get_entry(0) is NULL */
#define ENTRY_WILD 5     /* nn_model_get_entry(0) points to unmapped memory */
#define ENTRY_HEAP 6     /* ... to memory outside the library */
#define NAME_NULL 7
#define NAME_WILD 8
#define FN_NULL 9
#define FN_DATA 10 /* the function pointer points to data */
#define INPUTS_NEGATIVE 11
#define INPUTS_HUGE 12 /* 1,000,000 inputs in an array of one */
#define INPUTS_NULL 13
#define RANK_HUGE 14 /* rank 65 */
#define RANK_NEGATIVE 15
#define SHAPE_NULL 16
#define SIZE_NEGATIVE 17
#define COUNT_OVERFLOW 18 /* 2^40 x 2^40 elements */
#define BYTES_OVERFLOW 19 /* 2^61 f64 elements: 2^64 bytes */
#define TYPE_UNKNOWN 20   /* element type 13 */
#define TABLE_DATA 21 /* nn_model_num_entries is a variable, not a function */
#ifndef FORGE
#define FORGE GOOD
#endif

static const int64_t kShape[] = {2, 3};
static const int64_t kNegative[] = {2, -3};
static const int64_t kHuge[] = {INT64_C(1) << 40, INT64_C(1) << 40};
static const int64_t kBig[] = {INT64_C(1) << 61};
static const int64_t kRank65[65] = {1};

static const nn_model_tensor kTensors[] = {{FORGE == TYPE_UNKNOWN ? 13
                                            : FORGE == BYTES_OVERFLOW
                                                ? NN_MODEL_F64
                                                : NN_MODEL_F32,
                                            FORGE == RANK_HUGE        ? 65
                                            : FORGE == RANK_NEGATIVE  ? -1
                                            : FORGE == BYTES_OVERFLOW ? 1
                                                                      : 2,
                                            FORGE == SHAPE_NULL      ? NULL
                                            : FORGE == SIZE_NEGATIVE ? kNegative
                                            : FORGE == COUNT_OVERFLOW ? kHuge
                                            : FORGE == BYTES_OVERFLOW ? kBig
                                            : FORGE == RANK_HUGE      ? kRank65
                                                                 : kShape}};
static const nn_model_tensor kResult[] = {{NN_MODEL_F32, 2, kShape}};

EXPORT int nn_main(void *const *inputs, void *const *outputs) {
  const float *a = inputs[0];
  float *out = outputs[0];
  for (int i = 0; i < 6; ++i)
    out[i] = a[i] + 1;
  return 0;
}

static const int kData = 42;

static const nn_model_entry kEntries[] = {
    {FORGE == NAME_NULL   ? NULL
     : FORGE == NAME_WILD ? (const char *)(uintptr_t)0x10
                          : "main",
     FORGE == FN_NULL   ? NULL
     : FORGE == FN_DATA ? (nn_model_fn)(uintptr_t)&kData
                        : nn_main,
     FORGE == INPUTS_NEGATIVE ? -1
     : FORGE == INPUTS_HUGE   ? 1000000
                              : 1,
     1, FORGE == INPUTS_NULL ? NULL : kTensors, kResult},
};

EXPORT int32_t nn_model_abi_version(void) {
  return FORGE == VERSION ? 2 : NN_MODEL_ABI_VERSION;
}
EXPORT int32_t nn_model_device(void) { return NN_MODEL_DEVICE_CPU; }
#if FORGE == TABLE_DATA
EXPORT const int32_t nn_model_num_entries = 1;
#else
EXPORT int32_t nn_model_num_entries(void) {
  return FORGE == COUNT_NEGATIVE ? -1 : FORGE == COUNT_HUGE ? INT32_MAX : 1;
}
#endif
/* ENTRY_HEAP's copy, freed when the library is unloaded (LeakSanitizer). */
static nn_model_entry *copy;
__attribute__((destructor)) static void release(void) { free(copy); }

EXPORT const nn_model_entry *nn_model_get_entry(int32_t i) {
  if (FORGE == ENTRY_NULL)
    return NULL;
  if (FORGE == ENTRY_WILD)
    return (const nn_model_entry *)(uintptr_t)0x1000;
  if (FORGE == ENTRY_HEAP) {
    if (!copy && (copy = malloc(sizeof(*copy))))
      *copy = kEntries[0];
    return copy;
  }
  return i == 0 || FORGE == COUNT_HUGE ? &kEntries[0] : NULL;
}
