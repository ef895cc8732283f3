/* A program that calls a library from nn-compile (gather.mlir of nn-run's
 * tests) on indices out of range, through the generated header: the call
 * returns NN_MODEL_CHECK_FAILED and nn_model_last_check_failure() says why.
 * Built by runtime-checks.test. */
#include "gather.h"

#include <inttypes.h>
#include <stdio.h>

static void describe(int result) {
  const nn_model_check_failure *f = nn_model_last_check_failure();
  printf("returned %d", result);
  if (result == NN_MODEL_CHECK_FAILED && f)
    printf(": @%s input %d: %s at %s: %s[%" PRId64 "] = %" PRId64
           " not in [%" PRId64 ", %" PRId64 "), rank %d, shape[1] %" PRId64,
           f->entry, (int)f->input, f->op, f->location, f->operand,
           f->position, f->value, f->low, f->high, (int)f->rank, f->shape[1]);
  printf("\n");
}

int main(void) {
  float table[5][4], out[2][3][4];
  for (int i = 0; i < 20; ++i)
    table[i / 4][i % 4] = (float)i;
  printf("before any failure: %s\n",
         nn_model_last_check_failure() ? "a failure" : "NULL");
  int64_t good[2][3] = {{0, -1, 2}, {3, -5, 4}};
  int64_t bad[2][3] = {{0, 1, 2}, {3, 4, -7}};
  void *inputs[] = {table, good}, *outputs[] = {out};
  describe(nn_main(inputs, outputs));
  printf("rows: %g %g\n", out[0][1][0] / 4, out[1][1][0] / 4);
  inputs[1] = bad;
  describe(nn_main(inputs, outputs));
  printf("clamped rows: %g\n", out[1][2][0] / 4);
  return 0;
}
