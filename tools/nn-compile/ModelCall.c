/* How a library from nn-compile calls its entries: every nn_<entry>
 * function checks its pointers and writes MLIR's memref descriptors
 * ({allocated, aligned, offset, sizes[rank], strides[rank]}, one 64-bit
 * word each) for all its tensors into one array, with this loop over the
 * entry's signature table, then makes one call to _mlir_ciface_<entry>.
 * A loop over a table, not a statement per tensor: gcc optimizes one
 * function with thousands of address-taken descriptors in quadratic time
 * (1,000 inputs took 10 s and 4,000 took minutes and gigabytes).
 * nn-compile embeds this file's text in every library it writes, after
 * ModelAbi.h's; hidden, like the rest of the library but the nn_* functions.
 * Its names, like every name of the library's own, begin with nn__, which
 * no exported nn_<entry> does (nn-compile refuses entries named _*). */
#ifndef NN_MODEL_ABI_VERSION
#include "ModelAbi.h"
#endif
#include <stdint.h>
#include <stdlib.h>

/* A descriptor word: a pointer or an integer, as MLIR lays them out. */
typedef union {
  void *pointer;
  int64_t integer;
} nn__call_word;

_Static_assert(sizeof(nn__call_word) == sizeof(int64_t),
               "memref descriptors are made of 64-bit words");

/* Fills words[] with the descriptors of the tensors of `tensors` (the
 * inputs, then the outputs) on the buffers inputs[0..num_inputs) and then
 * outputs[]; 1, before writing anything, when a pointer is NULL. The
 * sizes are the signature's, or with dynamic sizes those of
 * input_shapes[] and output_shapes[] (both checked, ModelShapes.c). */
__attribute__((visibility("hidden"))) int
nn__call_describe(const nn_model_tensor *tensors, int32_t num_inputs,
                  int32_t num_outputs, void *const *inputs,
                  void *const *outputs, const int64_t *const *input_shapes,
                  int64_t *const *output_shapes, nn__call_word *words) {
  if (!inputs || !outputs)
    return 1;
  for (int32_t i = 0; i < num_inputs; ++i)
    if (!inputs[i])
      return 1;
  for (int32_t i = 0; i < num_outputs; ++i)
    if (!outputs[i])
      return 1;
  nn__call_word *w = words;
  for (int32_t i = 0; i < num_inputs + num_outputs; ++i) {
    const nn_model_tensor *t = &tensors[i];
    void *data = i < num_inputs ? inputs[i] : outputs[i - num_inputs];
    const int64_t *shape = t->shape;
    if (input_shapes)
      shape = i < num_inputs ? input_shapes[i] : output_shapes[i - num_inputs];
    w[0].pointer = data;
    w[1].pointer = data;
    w[2].integer = 0;
    /* Row-major strides; the shapes are verified: their element counts
     * fit in 64 bits. */
    int64_t stride = 1;
    for (int32_t d = t->rank - 1; d >= 0; --d) {
      w[3 + d].integer = shape[d];
      w[3 + t->rank + d].integer = stride;
      stride *= shape[d];
    }
    w += 3 + 2 * t->rank;
  }
  return 0;
}
