//===- KernelProfile.h - nn-run --profile: where a call's time goes -------===//
//
// Runs a profiled executable's entry (nn-c/Profile.h) a number of times,
// collects every kernel's runs, and prints one row per kernel, the slowest
// first: calls, total and mean time, share of the entry's time, bytes and
// FLOPs per call, the GB/s and GFLOP/s they reach, and whether the kernel
// is bound by memory or by compute on this machine (its FLOPs per byte
// against the machine's FMA peak over its memcpy bandwidth, both measured
// in the same run: MachinePeaks.h) with its efficiency against that bound.
// With --profile-json, every run also goes to a Chrome trace file, which
// Perfetto and chrome://tracing show as a timeline. TVM's debug executor
// and PyTorch's profiler are the models.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUN_KERNEL_PROFILE_H
#define NN_RUN_KERNEL_PROFILE_H

#include "MachinePeaks.h"
#include "Options.h"
#include "Runner.h"

#include "nn-c/Compile.h"

/// Profiles `calls` calls of `fn(userData, c)`, which runs `executable`'s
/// entry o->entry, against the machine's `peaks` (all zero: not measured);
/// prints the table and writes o->profileJson when set. Returns the exit
/// status.
int nnRunProfile(NnRunCall *c, const NnRunOptions *o, NnRunFn fn,
                 void *userData, NnExecutable executable, long calls,
                 const NnMachinePeaks *peaks);

#endif // NN_RUN_KERNEL_PROFILE_H
