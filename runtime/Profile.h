//===- Profile.h - What profiled code calls around each kernel ------------===//
//
// Code compiled with the CPU pipeline's profile=true calls
// nn_profile_begin(id) before each kernel of an entry and
// nn_profile_end(id) after it (conversion/common/ProfileKernels.h). These
// are those functions: they read the monotonic clock and hand each
// kernel's start and end to the recorder of the calling thread, the one
// that called the entry (the markers sit between kernels, outside their
// parallel loops). A thread without a recorder records nothing, so
// profiled code runs anywhere, timed only where someone listens.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUNTIME_PROFILE_H
#define NN_RUNTIME_PROFILE_H

#include <stdint.h>

/// Receives one kernel's run: its id and its start and end, in seconds of
/// CLOCK_MONOTONIC.
typedef void (*NnProfileSink)(intptr_t kernel, double start, double end,
                              void *userData);

typedef struct {
  NnProfileSink sink;
  void *userData;
  double start; // of the kernel running now
} NnProfileRecorder;

/// Makes `recorder` (NULL: none) the calling thread's; returns the one it
/// replaces.
NnProfileRecorder *nnProfileSetRecorder(NnProfileRecorder *recorder);

/// Seconds of CLOCK_MONOTONIC.
double nnProfileNow(void);

void nn_profile_begin(int32_t kernel);
void nn_profile_end(int32_t kernel);

#endif // NN_RUNTIME_PROFILE_H
