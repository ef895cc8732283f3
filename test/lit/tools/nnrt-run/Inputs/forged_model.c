/* A model library whose signature table (tools/nn-compile/ModelAbi.h) is
 * wrong in one way, chosen by -DFORGE=<name> (forged.test); without
 * FORGE it is right: @main(a: 2x3xf32) -> (a + 1), ABI version 1. The
 * V2_* forgeries are version 2 libraries of @main(a: ?x3xf32) -> (a + 1),
 * V2_GOOD a right one. Every runner must report each defect and exit 1,
 * never crash. */
#include "tools/nn-compile/ModelAbi.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#define EXPORT __attribute__((visibility("default")))

/* The defects (macros, so that #if can test them). */
#define GOOD 0
#define VERSION 1        /* nn_model_abi_version() is 3 */
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
#define V2_GOOD 22
#define V2_RUN_NULL 23     /* a dynamic entry without run */
#define V2_SHAPES_DATA 24  /* output_shapes points to data */
#define V2_SHAPES_WRONG 25 /* output_shapes gives a static size of 4, not 3 */
#define V2_DYNAMIC_SIZE 26 /* a size of -2 */
#define V2_SHAPE_ERROR 27  /* run fails with 4 and a message */
#define V1_DYNAMIC_SIZE 28 /* version 1 has no dynamic sizes: -1 */
#define V2 (FORGE >= V2_GOOD && FORGE <= V2_SHAPE_ERROR)
#ifndef FORGE
#define FORGE GOOD
#endif

static const int64_t kShape[] = {2, 3};
static const int64_t kDynamic[] = {FORGE == V2_DYNAMIC_SIZE ? -2 : -1, 3};
static const int64_t kNegative[] = {2, -3};
static const int64_t kHuge[] = {INT64_C(1) << 40, INT64_C(1) << 40};
static const int64_t kBig[] = {INT64_C(1) << 61};
static const int64_t kRank65[65] = {1};

static const nn_model_tensor kTensors[] = {
    {FORGE == TYPE_UNKNOWN     ? 13
     : FORGE == BYTES_OVERFLOW ? NN_MODEL_F64
                               : NN_MODEL_F32,
     FORGE == RANK_HUGE        ? 65
     : FORGE == RANK_NEGATIVE  ? -1
     : FORGE == BYTES_OVERFLOW ? 1
                               : 2,
     FORGE == SHAPE_NULL              ? NULL
     : FORGE == SIZE_NEGATIVE         ? kNegative
     : FORGE == COUNT_OVERFLOW        ? kHuge
     : FORGE == BYTES_OVERFLOW        ? kBig
     : FORGE == RANK_HUGE             ? kRank65
     : V2 || FORGE == V1_DYNAMIC_SIZE ? kDynamic
                                      : kShape}};
static const nn_model_tensor kResult[] = {
    {NN_MODEL_F32, 2, V2 ? kDynamic : kShape}};

EXPORT int nn_main(void *const *inputs, void *const *outputs) {
  const float *a = inputs[0];
  float *out = outputs[0];
  for (int i = 0; i < 6; ++i)
    out[i] = a[i] + 1;
  return 0;
}

static const int kData = 42;

/* Version 2: rows of any number. */
static int outputShapes(const int64_t *const *in, int64_t *const *out) {
  out[0][0] = in[0][0];
  out[0][1] = FORGE == V2_SHAPES_WRONG ? 4 : 3;
  return 0;
}

static int run(void *const *inputs, const int64_t *const *shapes,
               void *const *outputs) {
  if (FORGE == V2_SHAPE_ERROR)
    return NN_MODEL_SHAPE_MISMATCH;
  const float *a = inputs[0];
  float *out = outputs[0];
  for (int64_t i = 0; i < shapes[0][0] * 3; ++i)
    out[i] = a[i] + 1;
  return 0;
}

EXPORT const char *nn_model_last_shape_error(void) {
  return FORGE == V2_SHAPE_ERROR ? "@main: a forged shape error" : NULL;
}

static const nn_model_entry kEntries[] = {
    {FORGE == NAME_NULL   ? NULL
     : FORGE == NAME_WILD ? (const char *)(uintptr_t)0x10
                          : "main",
     FORGE == FN_NULL || V2 ? NULL
     : FORGE == FN_DATA     ? (nn_model_fn)(uintptr_t)&kData
                            : nn_main,
     FORGE == INPUTS_NEGATIVE ? -1
     : FORGE == INPUTS_HUGE   ? 1000000
                              : 1,
     1, FORGE == INPUTS_NULL ? NULL : kTensors, kResult,
     FORGE == V2_RUN_NULL ? NULL : run,
     FORGE == V2_SHAPES_DATA ? (nn_model_shapes_fn)(uintptr_t)&kData
                             : outputShapes},
};

EXPORT int32_t nn_model_abi_version(void) {
  return FORGE == VERSION ? 3 : V2 ? 2 : 1;
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
