//===- Profile.c - What profiled code calls around each kernel ------------===//

#include "runtime/Profile.h"

#include <stddef.h>
#include <time.h>

// Per thread: two threads may call profiled entries at once, each with its
// own recorder.
static _Thread_local NnProfileRecorder *current;

NnProfileRecorder *nnProfileSetRecorder(NnProfileRecorder *recorder) {
  NnProfileRecorder *previous = current;
  current = recorder;
  return previous;
}

double nnProfileNow(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void nn_profile_begin(int32_t kernel) {
  (void)kernel;
  if (current)
    current->start = nnProfileNow();
}

void nn_profile_end(int32_t kernel) {
  if (current)
    current->sink(kernel, current->start, nnProfileNow(), current->userData);
}
