// A program that uses a library with dynamic sizes (ModelAbi.h, version 2)
// the way a server would: one compiled @elementwise (relu(x + y) * b on
// [?, 64] rows), asked for its output shape before each call, called at
// two row counts, and compared with the same arithmetic in C. Then every
// way a call can be refused: sizes that disagree (with the message), a
// static size that is not the signature's, a negative size, sizes whose
// bytes overflow, NULL arrays. Prints one line per case.
#include "dynamic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int runRows(int64_t rows) {
  size_t n = (size_t)rows * 64;
  float *x = malloc(n * sizeof(float)), *y = malloc(n * sizeof(float));
  float *out = malloc(n * sizeof(float)), b[64];
  for (size_t i = 0; i < n; ++i)
    x[i] = (float)(i % 7) - 3.0f, y[i] = (float)(i % 5) * 0.5f;
  for (int i = 0; i < 64; ++i)
    b[i] = (float)i * 0.25f;
  int64_t xShape[2] = {rows, 64}, yShape[2] = {rows, 64}, bShape[1] = {64};
  const int64_t *inputShapes[3] = {xShape, yShape, bShape};
  int64_t outShape[2] = {0, 0};
  int64_t *outputShapes[1] = {outShape};
  int status = nn_elementwise_output_shapes(inputShapes, outputShapes);
  void *inputs[3] = {x, y, b}, *outputs[1] = {out};
  if (!status)
    status = nn_elementwise(inputs, inputShapes, outputs);
  int bad = 0;
  for (size_t i = 0; !status && i < n; ++i) {
    float sum = x[i] + y[i];
    bad += out[i] != (sum > 0 ? sum : 0) * b[i % 64];
  }
  printf("rows %lld: status %d, output [%lld, %lld], %d wrong\n",
         (long long)rows, status, (long long)outShape[0],
         (long long)outShape[1], bad);
  free(x), free(y), free(out);
  return status || bad;
}

static void refused(const char *what, int64_t xRows, int64_t yRows,
                    int64_t columns) {
  int64_t xShape[2] = {xRows, 64}, yShape[2] = {yRows, columns};
  int64_t bShape[1] = {64};
  const int64_t *inputShapes[3] = {xShape, yShape, bShape};
  int64_t outShape[2];
  int64_t *outputShapes[1] = {outShape};
  int status = nn_elementwise_output_shapes(inputShapes, outputShapes);
  const char *message = nn_model_last_shape_error();
  printf("%s: status %d: %s\n", what, status, message ? message : "(none)");
}

int main(void) {
  const nn_model_entry *entry = NULL;
  for (int32_t i = 0; i < nn_model_num_entries(); ++i)
    if (strcmp(nn_model_get_entry(i)->name, "elementwise") == 0)
      entry = nn_model_get_entry(i);
  if (!entry)
    return 1;
  printf("abi %d, @elementwise: fn %s, run %s, output 0 shape [%lld, %lld]\n",
         (int)nn_model_abi_version(), entry->fn ? "set" : "NULL",
         entry->run == nn_elementwise ? "nn_elementwise" : "other",
         (long long)entry->outputs[0].shape[0],
         (long long)entry->outputs[0].shape[1]);
  if (runRows(3) || runRows(17))
    return 1;
  printf("no failure yet: %s\n", nn_model_last_shape_error() ? "no" : "yes");
  refused("rows disagree", 3, 17, 64);
  refused("columns", 3, 3, 65);
  refused("negative", -1, -1, 64);
  refused("overflow", INT64_C(1) << 60, INT64_C(1) << 60, 64);
  int64_t shape[2] = {2, 64};
  const int64_t *shapes[3] = {shape, shape, NULL};
  int64_t *outs[1] = {shape};
  printf("NULL shape of rank 1: %d\n",
         nn_elementwise_output_shapes(shapes, outs));
  printf("NULL arrays: %d %d\n", nn_elementwise_output_shapes(NULL, outs),
         nn_elementwise(NULL, NULL, NULL));
  return 0;
}
