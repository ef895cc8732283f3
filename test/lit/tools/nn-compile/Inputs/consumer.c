// A program that uses a model library the way a deployment would: it
// includes the header from `nn-compile --emit-header`, links the library
// (no dlopen, no MLIR), calls nn_main on the MLP's .npy inputs and compares
// the result with NumPy's (argv: the 7 inputs, then the expected output).
// It also checks that the signature table agrees with the header's macros,
// that a NULL buffer is refused, and that the table's version-2 functions
// give the static output shape and refuse an input of the wrong shape.
#include "mlp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The data of a version-1 .npy file of `count` little-endian floats: the
// header length is at bytes 8-9, the data follows the header.
static float *readNpy(const char *path, long count) {
  FILE *file = fopen(path, "rb");
  unsigned char prefix[10];
  if (!file || fread(prefix, 1, 10, file) != 10 || prefix[6] != 1) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(1);
  }
  fseek(file, 10 + (prefix[8] | prefix[9] << 8), SEEK_SET);
  float *data = malloc((size_t)count * sizeof(float));
  if (fread(data, sizeof(float), (size_t)count, file) != (size_t)count) {
    fprintf(stderr, "%s is too short\n", path);
    exit(1);
  }
  fclose(file);
  return data;
}

int main(int argc, char **argv) {
  if (argc != NN_MAIN_NUM_INPUTS + 2)
    return 1;
  static const long kCounts[NN_MAIN_NUM_INPUTS] = {
      NN_MAIN_INPUT_0_NUM_ELEMENTS, NN_MAIN_INPUT_1_NUM_ELEMENTS,
      NN_MAIN_INPUT_2_NUM_ELEMENTS, NN_MAIN_INPUT_3_NUM_ELEMENTS,
      NN_MAIN_INPUT_4_NUM_ELEMENTS, NN_MAIN_INPUT_5_NUM_ELEMENTS,
      NN_MAIN_INPUT_6_NUM_ELEMENTS};
  void *inputs[NN_MAIN_NUM_INPUTS];
  for (int i = 0; i < NN_MAIN_NUM_INPUTS; ++i)
    inputs[i] = readNpy(argv[i + 1], kCounts[i]);
  float *expected =
      readNpy(argv[NN_MAIN_NUM_INPUTS + 1], NN_MAIN_OUTPUT_0_NUM_ELEMENTS);
  float *result = calloc(NN_MAIN_OUTPUT_0_NUM_ELEMENTS, sizeof(float));
  void *outputs[NN_MAIN_NUM_OUTPUTS] = {result};

  // The table describes the same function as the header.
  const nn_model_entry *entry = nn_model_get_entry(0);
  static const int64_t kShape[] = NN_MAIN_OUTPUT_0_SHAPE;
  printf("abi %d, %d entries, @%s: %d inputs, %d outputs, output 0 rank %d "
         "[%lld, %lld] type %d, same function: %s, entry 1: %p\n",
         (int)nn_model_abi_version(), (int)nn_model_num_entries(), entry->name,
         (int)entry->num_inputs, (int)entry->num_outputs,
         (int)entry->outputs[0].rank, (long long)entry->outputs[0].shape[0],
         (long long)entry->outputs[0].shape[1],
         (int)entry->outputs[0].element_type,
         entry->fn == nn_main && kShape[1] == entry->outputs[0].shape[1] ? "yes"
                                                                         : "no",
         (const void *)nn_model_get_entry(1));

  void *missing[NN_MAIN_NUM_OUTPUTS] = {NULL};
  printf("nn_main with a NULL output: %d\n", nn_main(inputs, missing));
  int status = nn_main(inputs, outputs);
  double maxError = 0;
  for (long i = 0; i < NN_MAIN_OUTPUT_0_NUM_ELEMENTS; ++i)
    maxError = fmax(maxError, fabs((double)result[i] - expected[i]));
  printf("nn_main: %d, max abs error %s 1e-5\n", status,
         maxError <= 1e-5 ? "<=" : ">");

  // Version 2's functions, as a runner calls every entry.
  static const int64_t kInputShapes[][2] = {
      NN_MAIN_INPUT_0_SHAPE, NN_MAIN_INPUT_1_SHAPE, NN_MAIN_INPUT_2_SHAPE,
      NN_MAIN_INPUT_3_SHAPE, NN_MAIN_INPUT_4_SHAPE, NN_MAIN_INPUT_5_SHAPE,
      NN_MAIN_INPUT_6_SHAPE};
  const int64_t *shapes[NN_MAIN_NUM_INPUTS];
  for (int i = 0; i < NN_MAIN_NUM_INPUTS; ++i)
    shapes[i] = kInputShapes[i];
  int64_t outShape[2] = {0, 0};
  int64_t *outShapes[1] = {outShape};
  int shaped = entry->output_shapes(shapes, outShapes);
  int ran = entry->run(inputs, shapes, outputs);
  printf("output_shapes: %d [%lld, %lld], run: %d\n", shaped,
         (long long)outShape[0], (long long)outShape[1], ran);
  int64_t wrong[2] = {9, 64};
  shapes[0] = wrong;
  ran = entry->run(inputs, shapes, outputs);
  printf("run on [9, 64]: %d: %s\n", ran, nn_model_last_shape_error());

  for (int i = 0; i < NN_MAIN_NUM_INPUTS; ++i)
    free(inputs[i]);
  free(expected);
  free(result);
  return status != 0 || maxError > 1e-5;
}
