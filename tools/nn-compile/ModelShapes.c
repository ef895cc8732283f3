/* How a library from nn-compile checks the shapes its entries are given
 * and computes their outputs' (ModelAbi.h, version 2). nn-compile writes,
 * per entry with dynamic sizes, one function that evaluates the entry's
 * size expressions (recorded from its shape facts, capi/lib/EntryShapes.h)
 * with the checked arithmetic below; the rest is shared here. nn-compile
 * embeds this file's text in every library it writes, after ModelCall.c's;
 * hidden, like the rest of the library, but nn_model_last_shape_error.
 * Messages take the names they print as arguments, never as formats. */
#ifndef NN_MODEL_ABI_VERSION
#include "ModelAbi.h"
#endif
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

#define NN__HIDDEN __attribute__((visibility("hidden")))

static _Thread_local char nn__shape_error[2048];
static _Thread_local int nn__has_shape_error;

__attribute__((visibility("default"))) const char *
nn_model_last_shape_error(void);
const char *nn_model_last_shape_error(void) {
  return nn__has_shape_error ? nn__shape_error : NULL;
}

/* Records the message of a failed shape check; returns
 * NN_MODEL_SHAPE_MISMATCH. */
NN__HIDDEN int nn__shape_fail(const char *format, ...)
    __attribute__((format(printf, 1, 2)));
int nn__shape_fail(const char *format, ...) {
  va_list args;
  va_start(args, format);
  vsnprintf(nn__shape_error, sizeof(nn__shape_error), format, args);
  va_end(args);
  nn__has_shape_error = 1;
  return NN_MODEL_SHAPE_MISMATCH;
}

/* The arithmetic of affine sizes, as MLIR defines it (floordiv rounds
 * down, mod is non-negative for a positive divisor); *ok becomes 0 when a
 * result overflows or does not exist (a division by zero). */
NN__HIDDEN int64_t nn__add(int64_t a, int64_t b, int *ok) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r))
    *ok = 0;
  return r;
}

NN__HIDDEN int64_t nn__mul(int64_t a, int64_t b, int *ok) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r))
    *ok = 0;
  return r;
}

static int nn__divisible(int64_t a, int64_t b, int *ok) {
  if (b == 0 || (a == INT64_MIN && b == -1)) {
    *ok = 0;
    return 0;
  }
  return 1;
}

NN__HIDDEN int64_t nn__floordiv(int64_t a, int64_t b, int *ok) {
  if (!nn__divisible(a, b, ok))
    return 0;
  int64_t q = a / b;
  return q - ((a % b != 0) && ((a < 0) != (b < 0)));
}

NN__HIDDEN int64_t nn__ceildiv(int64_t a, int64_t b, int *ok) {
  if (!nn__divisible(a, b, ok))
    return 0;
  return nn__floordiv(a, b, ok) + (a % b != 0);
}

NN__HIDDEN int64_t nn__mod(int64_t a, int64_t b, int *ok) {
  if (!nn__divisible(a, b, ok))
    return 0;
  return a - nn__floordiv(a, b, ok) * b;
}

static const int nn__element_bytes[] = {4, 8, 2, 2, 8, 4, 1, 1, 2, 1, 2, 4, 8};

/* Whether `shape` of `t`'s rank has an element count and a byte size
 * within int64; else the message, naming the tensor. */
static int nn__check_bytes(const char *entry, const char *what, int32_t index,
                           const nn_model_tensor *t, const int64_t *shape) {
  int64_t bytes = nn__element_bytes[t->element_type];
  for (int32_t d = 0; d < t->rank; ++d)
    if (__builtin_mul_overflow(bytes, shape[d], &bytes))
      return nn__shape_fail("@%s: %s #%d has more bytes than fit in 64 bits",
                            entry, what, (int)index);
  return 0;
}

/* Checks the shapes given for an entry's inputs: present, non-negative,
 * equal to the signature's static sizes, of a size in bytes within int64.
 * 1 for a missing array, 4 (with the message) for a wrong size. */
NN__HIDDEN int nn__check_input_shapes(const char *entry,
                                      const nn_model_tensor *inputs,
                                      int32_t num_inputs,
                                      const int64_t *const *shapes) {
  if (!shapes)
    return NN_MODEL_NULL_ARGUMENT;
  for (int32_t i = 0; i < num_inputs; ++i)
    if (inputs[i].rank && !shapes[i])
      return NN_MODEL_NULL_ARGUMENT;
  for (int32_t i = 0; i < num_inputs; ++i) {
    const nn_model_tensor *t = &inputs[i];
    for (int32_t d = 0; d < t->rank; ++d) {
      int64_t size = shapes[i][d];
      if (size < 0)
        return nn__shape_fail("@%s: input #%d has a negative size (%lld) in "
                              "dim %d",
                              entry, (int)i, (long long)size, (int)d);
      if (t->shape[d] >= 0 && size != t->shape[d])
        return nn__shape_fail("@%s: input #%d has size %lld in dim %d, where "
                              "the signature has %lld",
                              entry, (int)i, (long long)size, (int)d,
                              (long long)t->shape[d]);
    }
    int status = nn__check_bytes(entry, "input", i, t, shapes[i]);
    if (status)
      return status;
  }
  return 0;
}

/* Checks the arrays the output shapes are written to: 1 when one is
 * missing. */
NN__HIDDEN int nn__check_output_arrays(const nn_model_tensor *outputs,
                                       int32_t num_outputs,
                                       int64_t *const *shapes) {
  if (!shapes)
    return NN_MODEL_NULL_ARGUMENT;
  for (int32_t j = 0; j < num_outputs; ++j)
    if (outputs[j].rank && !shapes[j])
      return NN_MODEL_NULL_ARGUMENT;
  return 0;
}

/* Checks output j's computed shape: every size non-negative (`ok` says
 * none overflowed), the byte size within int64. */
NN__HIDDEN int nn__check_output_shape(const char *entry,
                                      const nn_model_tensor *outputs, int32_t j,
                                      const int64_t *shape, int ok) {
  for (int32_t d = 0; ok && d < outputs[j].rank; ++d)
    ok = shape[d] >= 0;
  if (!ok)
    return nn__shape_fail("@%s: the sizes of output #%d overflow or are "
                          "negative for these inputs",
                          entry, (int)j);
  return nn__check_bytes(entry, "output", j, &outputs[j], shape);
}

/* output_shapes of an entry whose shapes are all static: the signature's,
 * once the inputs' are checked. */
NN__HIDDEN int nn__static_output_shapes(const char *entry,
                                        const nn_model_tensor *tensors,
                                        int32_t num_inputs, int32_t num_outputs,
                                        const int64_t *const *input_shapes,
                                        int64_t *const *output_shapes) {
  int status = nn__check_input_shapes(entry, tensors, num_inputs, input_shapes);
  if (!status)
    status = nn__check_output_arrays(tensors + num_inputs, num_outputs,
                                     output_shapes);
  for (int32_t j = 0; !status && j < num_outputs; ++j) {
    const nn_model_tensor *t = &tensors[num_inputs + j];
    for (int32_t d = 0; d < t->rank; ++d)
      output_shapes[j][d] = t->shape[d];
  }
  return status;
}

/* Whether the inputs have the sizes of a copy for sizes: `count` (input,
 * dim, size) triples (passes/Specialize.c). */
NN__HIDDEN int nn__has_sizes(const int64_t *const *input_shapes,
                             const int64_t *bound, int32_t count) {
  for (int32_t k = 0; k < count; ++k)
    if (input_shapes[bound[3 * k]][bound[3 * k + 1]] != bound[3 * k + 2])
      return 0;
  return 1;
}

/* Points shapes[j] at output j's sizes in dims[] (all outputs' ranks). */
NN__HIDDEN void nn__shape_pointers(const nn_model_tensor *outputs,
                                   int32_t num_outputs, int64_t *dims,
                                   int64_t **shapes) {
  for (int32_t j = 0; j < num_outputs; ++j) {
    shapes[j] = dims;
    dims += outputs[j].rank;
  }
}
