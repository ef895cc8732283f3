// fma_peak.c - the machine's f32 FMA peak, measured with a register-only loop.
//
//   cc -O2 -pthread bench/cpu/fma_peak.c -o fma_peak && ./fma_peak 1 2
//
// Each argument is a thread count; for each, that many threads run the same
// loop at once (started together at a barrier) and one line is printed:
//
//   fma_peak isa=avx512f threads=2 gflops=412.3
//
// The loop is throughput-bound, not latency-bound: 16 (AVX-512) or 12 (AVX2)
// independent accumulator chains of vfmadd, each `acc = acc * b + c`, so the
// FMA pipes never wait for a result (latency 4 cycles x 2 pipes needs at
// least 8 chains), and every accumulator stays in a register (16 + 2 of 32
// zmm, 12 + 2 of 16 ymm). Nothing touches memory inside the loop. b and c
// come from volatile variables and the accumulators are summed into a
// volatile sink, so the compiler can neither constant-fold the loop nor drop
// it. With b = 0.999999 and c small the values converge to c / (1 - b): no
// overflow and no denormals. A FMA counts as 2 flops. Each figure is the
// best of REPEATS timings of about TARGET_SECONDS each: noise only slows a
// loop down, so the best one is the closest to the peak.
//
// The AVX-512 loop is compiled with __attribute__((target("avx512f"))) and
// the AVX2+FMA fallback with target("avx2,fma"); __builtin_cpu_supports picks
// one at run time, so `cc -O2` without -march works on any x86-64.
#define _POSIX_C_SOURCE 200809L
#include <immintrin.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TARGET_SECONDS 0.2
#define REPEATS 5
#define MAX_THREADS 256

static volatile float kMul = 0.999999f;
static volatile float kAdd = 1e-6f;
static volatile float sink;

// 16 chains x 16 lanes x 2 flops per iteration.
__attribute__((target("avx512f"))) static float fma_avx512(long iters) {
  __m512 b = _mm512_set1_ps(kMul), c = _mm512_set1_ps(kAdd);
  // Each chain starts from its own value: chains that started equal would
  // be merged into one by common-subexpression elimination.
  float x = kAdd;
  __m512 a0 = _mm512_set1_ps(x), a1 = _mm512_set1_ps(2 * x),
         a2 = _mm512_set1_ps(3 * x), a3 = _mm512_set1_ps(4 * x),
         a4 = _mm512_set1_ps(5 * x), a5 = _mm512_set1_ps(6 * x),
         a6 = _mm512_set1_ps(7 * x), a7 = _mm512_set1_ps(8 * x),
         a8 = _mm512_set1_ps(9 * x), a9 = _mm512_set1_ps(10 * x),
         a10 = _mm512_set1_ps(11 * x), a11 = _mm512_set1_ps(12 * x),
         a12 = _mm512_set1_ps(13 * x), a13 = _mm512_set1_ps(14 * x),
         a14 = _mm512_set1_ps(15 * x), a15 = _mm512_set1_ps(16 * x);
  for (long i = 0; i < iters; ++i) {
    a0 = _mm512_fmadd_ps(a0, b, c);
    a1 = _mm512_fmadd_ps(a1, b, c);
    a2 = _mm512_fmadd_ps(a2, b, c);
    a3 = _mm512_fmadd_ps(a3, b, c);
    a4 = _mm512_fmadd_ps(a4, b, c);
    a5 = _mm512_fmadd_ps(a5, b, c);
    a6 = _mm512_fmadd_ps(a6, b, c);
    a7 = _mm512_fmadd_ps(a7, b, c);
    a8 = _mm512_fmadd_ps(a8, b, c);
    a9 = _mm512_fmadd_ps(a9, b, c);
    a10 = _mm512_fmadd_ps(a10, b, c);
    a11 = _mm512_fmadd_ps(a11, b, c);
    a12 = _mm512_fmadd_ps(a12, b, c);
    a13 = _mm512_fmadd_ps(a13, b, c);
    a14 = _mm512_fmadd_ps(a14, b, c);
    a15 = _mm512_fmadd_ps(a15, b, c);
  }
  __m512 s = _mm512_add_ps(
      _mm512_add_ps(
          _mm512_add_ps(_mm512_add_ps(a0, a1), _mm512_add_ps(a2, a3)),
          _mm512_add_ps(_mm512_add_ps(a4, a5), _mm512_add_ps(a6, a7))),
      _mm512_add_ps(
          _mm512_add_ps(_mm512_add_ps(a8, a9), _mm512_add_ps(a10, a11)),
          _mm512_add_ps(_mm512_add_ps(a12, a13), _mm512_add_ps(a14, a15))));
  return _mm512_reduce_add_ps(s);
}

// 12 chains x 8 lanes x 2 flops per iteration.
__attribute__((target("avx2,fma"))) static float fma_avx2(long iters) {
  __m256 b = _mm256_set1_ps(kMul), c = _mm256_set1_ps(kAdd);
  float x = kAdd; // distinct starting values, as in fma_avx512
  __m256 a0 = _mm256_set1_ps(x), a1 = _mm256_set1_ps(2 * x),
         a2 = _mm256_set1_ps(3 * x), a3 = _mm256_set1_ps(4 * x),
         a4 = _mm256_set1_ps(5 * x), a5 = _mm256_set1_ps(6 * x),
         a6 = _mm256_set1_ps(7 * x), a7 = _mm256_set1_ps(8 * x),
         a8 = _mm256_set1_ps(9 * x), a9 = _mm256_set1_ps(10 * x),
         a10 = _mm256_set1_ps(11 * x), a11 = _mm256_set1_ps(12 * x);
  for (long i = 0; i < iters; ++i) {
    a0 = _mm256_fmadd_ps(a0, b, c);
    a1 = _mm256_fmadd_ps(a1, b, c);
    a2 = _mm256_fmadd_ps(a2, b, c);
    a3 = _mm256_fmadd_ps(a3, b, c);
    a4 = _mm256_fmadd_ps(a4, b, c);
    a5 = _mm256_fmadd_ps(a5, b, c);
    a6 = _mm256_fmadd_ps(a6, b, c);
    a7 = _mm256_fmadd_ps(a7, b, c);
    a8 = _mm256_fmadd_ps(a8, b, c);
    a9 = _mm256_fmadd_ps(a9, b, c);
    a10 = _mm256_fmadd_ps(a10, b, c);
    a11 = _mm256_fmadd_ps(a11, b, c);
  }
  __m256 s = _mm256_add_ps(
      _mm256_add_ps(_mm256_add_ps(a0, a1), _mm256_add_ps(a2, a3)),
      _mm256_add_ps(
          _mm256_add_ps(_mm256_add_ps(a4, a5), _mm256_add_ps(a6, a7)),
          _mm256_add_ps(_mm256_add_ps(a8, a9), _mm256_add_ps(a10, a11))));
  float lanes[8];
  _mm256_storeu_ps(lanes, s);
  float sum = 0.0f;
  for (int i = 0; i < 8; ++i)
    sum += lanes[i];
  return sum;
}

typedef float (*LoopFn)(long);

struct Isa {
  const char *name;
  LoopFn loop;
  double flopsPerIter;
};

struct Job {
  const struct Isa *isa;
  long iters;
  pthread_barrier_t *start;
};

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void *worker(void *arg) {
  struct Job *job = arg;
  pthread_barrier_wait(job->start);
  sink = job->isa->loop(job->iters);
  return NULL;
}

// Seconds for `threads` threads to run `iters` iterations each, all at once.
static double timeThreads(const struct Isa *isa, int threads, long iters) {
  pthread_t ids[MAX_THREADS];
  pthread_barrier_t start;
  struct Job job = {isa, iters, &start};
  pthread_barrier_init(&start, NULL, (unsigned)threads + 1);
  for (int t = 0; t < threads; ++t)
    if (pthread_create(&ids[t], NULL, worker, &job) != 0) {
      perror("fma_peak: pthread_create");
      exit(1);
    }
  pthread_barrier_wait(&start);
  double t0 = now();
  for (int t = 0; t < threads; ++t)
    pthread_join(ids[t], NULL);
  double seconds = now() - t0;
  pthread_barrier_destroy(&start);
  return seconds;
}

static double peakGflops(const struct Isa *isa, int threads) {
  // Calibrate on one thread: grow the count until a run takes 20 ms.
  long iters = 1 << 16;
  double seconds;
  while ((seconds = timeThreads(isa, 1, iters)) < 0.02)
    iters *= 2;
  iters = (long)((double)iters * TARGET_SECONDS / seconds) + 1;
  double best = 0.0;
  for (int r = 0; r < REPEATS; ++r) {
    double gflops = (double)threads * (double)iters * isa->flopsPerIter /
                    timeThreads(isa, threads, iters) / 1e9;
    if (gflops > best)
      best = gflops;
  }
  return best;
}

int main(int argc, char **argv) {
  static const struct Isa avx512 = {"avx512f", fma_avx512, 16.0 * 16 * 2};
  static const struct Isa avx2 = {"avx2+fma", fma_avx2, 12.0 * 8 * 2};
  __builtin_cpu_init();
  const struct Isa *isa = NULL;
  if (__builtin_cpu_supports("avx512f"))
    isa = &avx512;
  else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    isa = &avx2;
  if (argc > 1 && strcmp(argv[1], "--avx2") == 0) {
    // For comparing the two loops on an AVX-512 machine.
    isa = isa ? &avx2 : NULL;
    --argc;
    ++argv;
  }
  if (!isa) {
    fprintf(stderr, "fma_peak: this CPU has neither AVX-512F nor AVX2+FMA\n");
    return 1;
  }
  for (int i = 1; i < argc || i == 1; ++i) {
    int threads = i < argc ? atoi(argv[i]) : 1;
    if (threads < 1 || threads > MAX_THREADS) {
      fprintf(stderr, "fma_peak: thread count must be 1..%d\n", MAX_THREADS);
      return 1;
    }
    printf("fma_peak isa=%s threads=%d gflops=%.1f\n", isa->name, threads,
           peakGflops(isa, threads));
    fflush(stdout);
  }
  return 0;
}
