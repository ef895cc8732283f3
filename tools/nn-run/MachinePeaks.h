//===- MachinePeaks.h - This machine's memory and FMA limits --------------===//
//
// What `nn-run --profile` measures a kernel's GB/s and GFLOP/s against: the
// memcpy bandwidth and the f32 FMA peak of the machine it runs on, measured
// in-process in a few tenths of a second on as many threads as the compiled
// code uses. A figure from a data sheet or from another machine says little
// about a shared or virtual machine (its clock, its memory channels, its
// FMA units at half rate); one measured next to the kernels does. Bandwidth
// counts bytes read + written, as the project's benchmarks do ("memcpy
// 25 GB/s read + write", docs/benchmarks.md), and a FMA counts as 2 flops.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUN_MACHINE_PEAKS_H
#define NN_RUN_MACHINE_PEAKS_H

#include <stdbool.h>

typedef struct {
  int threads;               // threads used for both measurements
  double copyBytesPerSecond; // memcpy bandwidth, bytes read + written per
                             // second, all threads
  double flopsPerSecond;     // peak f32 FMA throughput, 2 flops per FMA
                             // lane, all threads
  const char *isa; // "avx512", "avx2" or "generic": the vector width used
                   // for the FMA peak
} NnMachinePeaks;

/// Measures both on `threads` threads (>= 1) of this machine. Takes ~0.2-0.5
/// s. Returns false (with *peaks zeroed) only when threads or memory cannot
/// be had.
bool nnMeasureMachinePeaks(int threads, NnMachinePeaks *peaks);

/// The number of threads compiled nn code runs on: OMP_NUM_THREADS when set
/// to a positive integer (its first comma-separated value), else the CPUs
/// this process may run on (sched_getaffinity's CPU_COUNT, falling back to
/// sysconf(_SC_NPROCESSORS_ONLN)).
int nnDefaultThreadCount(void);

#endif // NN_RUN_MACHINE_PEAKS_H
