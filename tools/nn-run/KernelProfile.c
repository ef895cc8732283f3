//===- KernelProfile.c - nn-run --profile: where a call's time goes -------===//

#include "KernelProfile.h"

#include "nn-c/Profile.h"
#include "support/Memory.h"
#include "support/StringBuffer.h"
#include "tools/common/ToolMemory.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// A trace holds at most this many kernel runs (24 bytes each): a graph of
// 100k kernels profiled over many calls would otherwise take gigabytes.
enum { kMaxTraceEvents = 4 << 20 };

typedef struct {
  intptr_t kernel; // -1: a call of the entry
  double start, end;
} Event;

typedef struct {
  intptr_t numKernels;
  long *calls;
  double *seconds;
  bool trace;
  Event *events;
  size_t count, capacity;
  bool truncated; // the trace stopped at kMaxTraceEvents or out of memory
} Recorder;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void record(Recorder *r, intptr_t kernel, double start, double end) {
  if (!r->trace || r->truncated)
    return;
  Event *grown =
      r->count < kMaxTraceEvents
          ? nnGrowForOneMore(r->events, &r->capacity, r->count, sizeof(*grown))
          : NULL;
  if (!grown) {
    r->truncated = true;
    return;
  }
  r->events = grown;
  r->events[r->count++] = (Event){kernel, start, end};
}

static void onKernel(intptr_t kernel, double start, double end,
                     void *userData) {
  Recorder *r = userData;
  if (kernel < 0 || kernel >= r->numKernels)
    return;
  ++r->calls[kernel];
  r->seconds[kernel] += end - start;
  record(r, kernel, start, end);
}

/* The table. */

typedef struct {
  intptr_t kernel;
  NnKernelInfo info;
  long calls;
  double seconds;
} Row;

static int slowestFirst(const void *a, const void *b) {
  const Row *x = a, *y = b;
  return (x->seconds < y->seconds) - (x->seconds > y->seconds);
}

// "memory 54%": the bound of a kernel moving `bytes` and computing `flops`
// per call in `mean` seconds, and how close it comes to it.
static void printBound(const Row *row, double mean, const NnMachinePeaks *m) {
  int64_t bytes = row->info.bytes, flops = row->info.flops;
  if (bytes < 0 || flops < 0 || m->copyBytesPerSecond <= 0 || mean <= 0) {
    printf("  %-7s %8s", "?", "");
    return;
  }
  // Above the machine's balance (FLOPs per byte at which both peaks take
  // the same time), compute takes longer than moving the bytes.
  double balance = m->flopsPerSecond / m->copyBytesPerSecond;
  bool compute = bytes == 0 || (double)flops > balance * (double)bytes;
  double efficiency = compute ? (double)flops / mean / m->flopsPerSecond
                              : (double)bytes / mean / m->copyBytesPerSecond;
  printf("  %-7s %7.0f%%", compute ? "compute" : "memory", efficiency * 100);
}

static void printLocations(MlirStringRef locations) {
  if (locations.length)
    printf(" (%.*s)", (int)locations.length, locations.data);
}

static void printTable(Row *rows, intptr_t numRows, double entrySeconds,
                       long calls, const NnRunOptions *o,
                       const NnMachinePeaks *m) {
  qsort(rows, (size_t)numRows, sizeof(Row), slowestFirst);
  double kernelSeconds = 0;
  for (intptr_t i = 0; i < numRows; ++i)
    kernelSeconds += rows[i].seconds;
  double perCall = entrySeconds / (double)calls;
  printf("profile @%s: %ld calls after 1 warm-up, %.3f ms per call; "
         "%ld kernels, %.1f%% of the time\n",
         o->entry, calls, perCall * 1e3, (long)numRows,
         entrySeconds > 0 ? kernelSeconds / entrySeconds * 100 : 0.0);
  if (m->threads)
    printf("machine: %d threads, memcpy %.1f GB/s (read + write), FMA peak "
           "%.0f GFLOP/s (%s), measured now\n",
           m->threads, m->copyBytesPerSecond * 1e-9, m->flopsPerSecond * 1e-9,
           m->isa);
  else
    printf("machine: peaks not measured (no memory or threads for it)\n");
  printf("\n%10s %6s %6s %10s %10s %11s %8s %8s  %-7s %8s  %s\n", "total ms",
         "share", "calls", "mean us", "MB/call", "MFLOP/call", "GB/s",
         "GFLOP/s", "bound", "of bound", "kernel (source locations)");
  for (intptr_t i = 0; i < numRows; ++i) {
    const Row *row = &rows[i];
    double mean = row->seconds / (double)row->calls;
    printf("%10.3f %5.1f%% %6ld %10.2f", row->seconds * 1e3,
           entrySeconds > 0 ? row->seconds / entrySeconds * 100 : 0.0,
           row->calls, mean * 1e6);
    if (row->info.bytes >= 0)
      printf(" %10.3f", (double)row->info.bytes * 1e-6);
    else
      printf(" %10s", "?");
    if (row->info.flops >= 0)
      printf(" %11.3f", (double)row->info.flops * 1e-6);
    else
      printf(" %11s", "?");
    if (row->info.bytes >= 0 && mean > 0)
      printf(" %8.2f", (double)row->info.bytes / mean * 1e-9);
    else
      printf(" %8s", "?");
    if (row->info.flops >= 0 && mean > 0)
      printf(" %8.2f", (double)row->info.flops / mean * 1e-9);
    else
      printf(" %8s", "?");
    printBound(row, mean, m);
    printf("  %.*s", (int)row->info.name.length, row->info.name.data);
    printLocations(row->info.locations);
    printf("\n");
  }
  // What the entry spends outside its kernels: allocation, copies into the
  // caller's buffers, the markers themselves.
  printf("%10.3f %5.1f%% %6ld %10.2f  (outside kernels)\n",
         (entrySeconds - kernelSeconds) * 1e3,
         entrySeconds > 0 ? (entrySeconds - kernelSeconds) / entrySeconds * 100
                          : 0.0,
         calls, (entrySeconds - kernelSeconds) / (double)calls * 1e6);
}

/* The Chrome trace. */

static void writeJsonString(FILE *f, const char *text, size_t length) {
  fputc('"', f);
  for (size_t i = 0; i < length; ++i) {
    unsigned char ch = (unsigned char)text[i];
    if (ch == '"' || ch == '\\')
      fprintf(f, "\\%c", ch);
    else if (ch < 0x20)
      fprintf(f, "\\u%04x", ch);
    else
      fputc(ch, f);
  }
  fputc('"', f);
}

static bool writeTrace(const char *path, const Recorder *r,
                       NnExecutable executable, const NnRunOptions *o,
                       const NnMachinePeaks *m) {
  FILE *f = fopen(path, "w");
  if (!f) {
    nnRunError("cannot write the trace '%s'\n", path);
    return false;
  }
  double origin = r->count ? r->events[0].start : 0;
  for (size_t i = 1; i < r->count; ++i)
    origin = r->events[i].start < origin ? r->events[i].start : origin;
  NnStringBuffer entryName = {0};
  nnStringBufferPrintf(&entryName, "@%s", o->entry);
  fprintf(f, "{\"displayTimeUnit\": \"ms\",\n \"otherData\": {\"entry\": ");
  writeJsonString(f, o->entry, strlen(o->entry));
  fprintf(f,
          ", \"threads\": %d, \"memcpy_gb_per_s\": %.2f, "
          "\"fma_peak_gflop_per_s\": %.1f, \"truncated\": %s},\n"
          " \"traceEvents\": [",
          m->threads, m->copyBytesPerSecond * 1e-9, m->flopsPerSecond * 1e-9,
          r->truncated ? "true" : "false");
  for (size_t i = 0; i < r->count; ++i) {
    const Event *e = &r->events[i];
    fprintf(f, "%s\n  {\"name\": ", i ? "," : "");
    NnKernelInfo info;
    memset(&info, 0, sizeof(info));
    if (e->kernel < 0) {
      writeJsonString(f, entryName.data, entryName.length);
      fprintf(f, ", \"cat\": \"entry\"");
    } else {
      nnExecutableGetKernel(executable, e->kernel, &info);
      writeJsonString(f, info.name.data, info.name.length);
      fprintf(f, ", \"cat\": \"kernel\"");
    }
    fprintf(f,
            ", \"ph\": \"X\", \"pid\": 1, \"tid\": 1, \"ts\": %.3f, "
            "\"dur\": %.3f",
            (e->start - origin) * 1e6, (e->end - e->start) * 1e6);
    if (e->kernel >= 0) {
      fprintf(f,
              ", \"args\": {\"kernel\": %ld, \"locations\": ", (long)e->kernel);
      writeJsonString(f, info.locations.data, info.locations.length);
      fprintf(f, ", \"bytes\": %lld, \"flops\": %lld}", (long long)info.bytes,
              (long long)info.flops);
    }
    fprintf(f, "}");
  }
  fprintf(f, "\n]}\n");
  nnStringBufferFree(&entryName);
  bool ok = !ferror(f);
  ok = fclose(f) == 0 && ok;
  if (!ok)
    nnRunError("cannot write the trace '%s'\n", path);
  return ok;
}

int nnRunProfile(NnRunCall *c, const NnRunOptions *o, NnRunFn fn,
                 void *userData, NnExecutable executable, long calls,
                 const NnMachinePeaks *peaks) {
  Recorder r = {.numKernels = nnExecutableGetNumKernels(executable),
                .trace = o->profileJson != NULL};
  r.calls =
      nnToolAllocArray(nnRunProgram, (size_t)r.numKernels + 1, sizeof(long));
  r.seconds =
      nnToolAllocArray(nnRunProgram, (size_t)r.numKernels + 1, sizeof(double));
  nnExecutableSetKernelTimeCallback(executable, onKernel, &r);
  int status = 0;
  double entrySeconds = 0;
  for (long i = 0; i < calls && status == 0; ++i) {
    double start = now();
    if (!fn(userData, c))
      status = c->failStatus ? c->failStatus : 1;
    double end = now();
    entrySeconds += end - start;
    record(&r, -1, start, end);
  }
  nnExecutableSetKernelTimeCallback(executable, NULL, NULL);

  if (status == 0) {
    Row *rows =
        nnToolAllocArray(nnRunProgram, (size_t)r.numKernels + 1, sizeof(Row));
    intptr_t numRows = 0;
    for (intptr_t k = 0; k < r.numKernels; ++k) {
      if (!r.calls[k])
        continue; // another entry's
      Row *row = &rows[numRows++];
      row->kernel = k;
      row->calls = r.calls[k];
      row->seconds = r.seconds[k];
      nnExecutableGetKernel(executable, k, &row->info);
    }
    printTable(rows, numRows, entrySeconds, calls, o, peaks);
    free(rows);
    if (o->profileJson && !writeTrace(o->profileJson, &r, executable, o, peaks))
      status = 1;
    else if (o->profileJson && r.truncated)
      printf("trace: the first %zu runs of kernels and entries only\n",
             r.count);
  }
  free(r.calls);
  free(r.seconds);
  free(r.events);
  return status;
}
