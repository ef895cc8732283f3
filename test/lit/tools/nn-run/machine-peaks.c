// The limits `nn-run --profile` measures kernels against
// (tools/nn-run/MachinePeaks.h): measured on 1 thread and on the default
// count, each a plausible figure (any machine that runs the suite copies
// more than 0.1 GB/s and computes more than 0.1 GFLOP/s), and the default
// count read from OMP_NUM_THREADS, or the CPUs when that is not a positive
// integer. The measured figures are printed too (the `peaks` lines), for a
// look at this machine's.
//
// RUN: nn-test-machine-peaks 2>&1 | FileCheck %s
// CHECK: PASS one-thread
// CHECK: PASS default-threads
// CHECK: PASS omp-num-threads
// CHECK: PASS errors
// CHECK-NOT: FAIL

#include "tools/nn-run/MachinePeaks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void expect(int ok, const char *what) {
  if (!ok) {
    printf("FAIL %s\n", what);
    ++failures;
  }
}

static void pass(int failuresBefore, const char *what) {
  if (failures == failuresBefore)
    printf("PASS %s\n", what);
}

static void measure(int threads) {
  NnMachinePeaks peaks;
  expect(nnMeasureMachinePeaks(threads, &peaks), "nnMeasureMachinePeaks");
  printf("peaks threads=%d isa=%s copy=%.2f GB/s fma=%.1f GFLOP/s\n",
         peaks.threads, peaks.isa ? peaks.isa : "(null)",
         peaks.copyBytesPerSecond / 1e9, peaks.flopsPerSecond / 1e9);
  expect(peaks.threads == threads, "threads");
  expect(peaks.copyBytesPerSecond > 1e8, "copy bandwidth > 0.1 GB/s");
  expect(peaks.flopsPerSecond > 1e8, "FMA peak > 0.1 GFLOP/s");
  expect(peaks.isa && (strcmp(peaks.isa, "avx512") == 0 ||
                       strcmp(peaks.isa, "avx2") == 0 ||
                       strcmp(peaks.isa, "generic") == 0),
         "isa");
}

static void expectCount(const char *value, int want) {
  setenv("OMP_NUM_THREADS", value, 1);
  int got = nnDefaultThreadCount();
  if (got != want) {
    printf("FAIL OMP_NUM_THREADS='%s': %d threads, not %d\n", value, got, want);
    ++failures;
  }
}

int main(void) {
  unsetenv("OMP_NUM_THREADS");
  int cpus = nnDefaultThreadCount();

  int before = failures;
  measure(1);
  pass(before, "one-thread");

  before = failures;
  expect(cpus >= 1, "CPU count >= 1");
  measure(cpus);
  pass(before, "default-threads");

  before = failures;
  expectCount("3", 3);
  expectCount("2,4", 2);
  expectCount(" 5 ", 5);
  expectCount("junk", cpus);
  expectCount("0", cpus);
  expectCount("-2", cpus);
  expectCount("3x", cpus);
  expectCount("", cpus);
  expectCount("99999999999", cpus);
  unsetenv("OMP_NUM_THREADS");
  pass(before, "omp-num-threads");

  before = failures;
  NnMachinePeaks peaks;
  memset(&peaks, 0xff, sizeof(peaks));
  expect(!nnMeasureMachinePeaks(0, &peaks), "0 threads fails");
  expect(peaks.threads == 0 && peaks.copyBytesPerSecond == 0 &&
             peaks.flopsPerSecond == 0 && peaks.isa == NULL,
         "peaks zeroed on failure");
  pass(before, "errors");
  return failures != 0;
}
