//===- MachinePeaks.c - This machine's memory and FMA limits --------------===//
//
// Both limits are taken the way a kernel meets them: every thread at once,
// started together at a barrier, a repetition's time running from the first
// thread's start to the last thread's end, and the best repetition kept
// (noise only slows a run down, so the fastest is the closest to the
// limit).
//
// Bandwidth: each thread memcpys its own slice of a 64 MiB buffer into
// another, larger than the caches that matter on most machines; the pages
// are written by their own thread first, so that no repetition pays for
// page faults (and each slice lies on its thread's NUMA node).
//
// FMA peak: each thread runs independent chains of `acc = acc * b + c`, 16
// (AVX-512) or 12 (AVX2, generic) of them so that the FMA pipes never wait
// for a result (4 cycles of latency x 2 pipes needs 8), all in registers.
// The project compiles with -std=c11, under which GCC does not contract
// `a * b + c` into a FMA (-ffp-contract=off), so the x86 loops use the
// intrinsics in functions compiled for their ISA (target attributes,
// chosen at run time by __builtin_cpu_supports, as runtime/ukernels' are);
// the generic loop is a multiply and an add, counted as 2 flops as well.
// The repetition count is calibrated on a short run, so that a slow
// machine takes no longer than a fast one.
//
//===----------------------------------------------------------------------===//

// sched_getaffinity and CPU_COUNT are GNU extensions.
#define _GNU_SOURCE

#include "MachinePeaks.h"

#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifdef __linux__
#include <sched.h>
#endif

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define NN_PEAKS_X86 1
#else
#define NN_PEAKS_X86 0
#endif

enum {
  kCopyBytes = 64 << 20, // the source; as much again for the destination
  kCopyRepeats = 12,     // about 5 ms each at 25 GB/s: the best of 12
                         // rides out another process taking a core a while
  kFmaRepeats = 5,
  kFmaCalibrationIters = 1 << 16,
};
// One FMA repetition: long enough for the clock to have settled (AVX-512
// may lower it), short enough for the whole to stay well under a second.
static const double kFmaSeconds = 0.02;

// Read at run time, so that the compiler can neither fold the loops nor
// drop them. With b just under 1 and c small the values converge to
// c / (1 - b): no overflow, no denormals.
static volatile float nnPeakMul = 0.999999f;
static volatile float nnPeakAdd = 1e-6f;

typedef float (*NnFmaLoop)(long iters, float mul, float add);

typedef struct {
  const char *isa;
  NnFmaLoop loop;
  double flopsPerIter; // chains x lanes x 2
} NnFmaKernel;

// Each chain starts from its own value: chains that started equal would be
// merged into one by common-subexpression elimination.
#if NN_PEAKS_X86
__attribute__((target("avx512f,fma"))) static float
fmaLoopAvx512(long iters, float mul, float add) {
  __m512 b = _mm512_set1_ps(mul), c = _mm512_set1_ps(add);
  __m512 a0 = _mm512_set1_ps(add), a1 = _mm512_set1_ps(2 * add),
         a2 = _mm512_set1_ps(3 * add), a3 = _mm512_set1_ps(4 * add),
         a4 = _mm512_set1_ps(5 * add), a5 = _mm512_set1_ps(6 * add),
         a6 = _mm512_set1_ps(7 * add), a7 = _mm512_set1_ps(8 * add),
         a8 = _mm512_set1_ps(9 * add), a9 = _mm512_set1_ps(10 * add),
         a10 = _mm512_set1_ps(11 * add), a11 = _mm512_set1_ps(12 * add),
         a12 = _mm512_set1_ps(13 * add), a13 = _mm512_set1_ps(14 * add),
         a14 = _mm512_set1_ps(15 * add), a15 = _mm512_set1_ps(16 * add);
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
  __m512 s0 = _mm512_add_ps(_mm512_add_ps(a0, a1), _mm512_add_ps(a2, a3));
  __m512 s1 = _mm512_add_ps(_mm512_add_ps(a4, a5), _mm512_add_ps(a6, a7));
  __m512 s2 = _mm512_add_ps(_mm512_add_ps(a8, a9), _mm512_add_ps(a10, a11));
  __m512 s3 = _mm512_add_ps(_mm512_add_ps(a12, a13), _mm512_add_ps(a14, a15));
  return _mm512_reduce_add_ps(
      _mm512_add_ps(_mm512_add_ps(s0, s1), _mm512_add_ps(s2, s3)));
}

__attribute__((target("avx2,fma"))) static float
fmaLoopAvx2(long iters, float mul, float add) {
  __m256 b = _mm256_set1_ps(mul), c = _mm256_set1_ps(add);
  __m256 a0 = _mm256_set1_ps(add), a1 = _mm256_set1_ps(2 * add),
         a2 = _mm256_set1_ps(3 * add), a3 = _mm256_set1_ps(4 * add),
         a4 = _mm256_set1_ps(5 * add), a5 = _mm256_set1_ps(6 * add),
         a6 = _mm256_set1_ps(7 * add), a7 = _mm256_set1_ps(8 * add),
         a8 = _mm256_set1_ps(9 * add), a9 = _mm256_set1_ps(10 * add),
         a10 = _mm256_set1_ps(11 * add), a11 = _mm256_set1_ps(12 * add);
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
  __m256 s0 = _mm256_add_ps(_mm256_add_ps(a0, a1), _mm256_add_ps(a2, a3));
  __m256 s1 = _mm256_add_ps(_mm256_add_ps(a4, a5), _mm256_add_ps(a6, a7));
  __m256 s2 = _mm256_add_ps(_mm256_add_ps(a8, a9), _mm256_add_ps(a10, a11));
  float lanes[8];
  _mm256_storeu_ps(lanes, _mm256_add_ps(_mm256_add_ps(s0, s1), s2));
  float sum = 0.0f;
  for (int i = 0; i < 8; ++i)
    sum += lanes[i];
  return sum;
}
#endif

// 4 lanes of GCC/Clang vector extensions: SSE on any x86-64, NEON on
// AArch64, scalar code elsewhere.
typedef float NnV4f __attribute__((vector_size(16)));

static float fmaLoopGeneric(long iters, float mul, float add) {
  NnV4f b = {mul, mul, mul, mul}, c = {add, add, add, add};
  NnV4f a0 = c, a1 = 2 * c, a2 = 3 * c, a3 = 4 * c, a4 = 5 * c, a5 = 6 * c,
        a6 = 7 * c, a7 = 8 * c, a8 = 9 * c, a9 = 10 * c, a10 = 11 * c,
        a11 = 12 * c;
  for (long i = 0; i < iters; ++i) {
    a0 = a0 * b + c;
    a1 = a1 * b + c;
    a2 = a2 * b + c;
    a3 = a3 * b + c;
    a4 = a4 * b + c;
    a5 = a5 * b + c;
    a6 = a6 * b + c;
    a7 = a7 * b + c;
    a8 = a8 * b + c;
    a9 = a9 * b + c;
    a10 = a10 * b + c;
    a11 = a11 * b + c;
  }
  NnV4f s = ((a0 + a1) + (a2 + a3)) + ((a4 + a5) + (a6 + a7)) +
            ((a8 + a9) + (a10 + a11));
  return s[0] + s[1] + s[2] + s[3];
}

static NnFmaKernel chooseFmaKernel(void) {
#if NN_PEAKS_X86
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("fma"))
    return (NnFmaKernel){"avx512", fmaLoopAvx512, 16.0 * 16 * 2};
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    return (NnFmaKernel){"avx2", fmaLoopAvx2, 12.0 * 8 * 2};
#endif
  return (NnFmaKernel){"generic", fmaLoopGeneric, 12.0 * 4 * 2};
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

typedef struct NnPeakTeam NnPeakTeam;

typedef struct {
  NnPeakTeam *team;
  int index;
  pthread_t id;
  double start, end;   // this repetition's
  volatile float sink; // what the loops computed, kept
} NnPeakWorker;

struct NnPeakTeam {
  int threads;
  NnPeakWorker *workers; // [threads]; 0 is the calling thread
  // Workers wait at this gate until every thread exists (gate 1) or one
  // could not be created (gate -1): a barrier would wait forever for a
  // thread that is missing.
  pthread_mutex_t mutex;
  pthread_cond_t cond;
  int gate;
  pthread_barrier_t barrier;
  char *src, *dst;
  size_t slice; // each thread's bytes, the last one's the rest
  NnFmaKernel fma;
  long fmaIters;
  double copySeconds, fmaSeconds; // the best repetition's; < 0: none yet
};

// From the first start to the last end: the time the threads took
// together. Called by thread 0 between two barriers.
static double teamSeconds(const NnPeakTeam *team) {
  double start = team->workers[0].start, end = team->workers[0].end;
  for (int i = 1; i < team->threads; ++i) {
    if (team->workers[i].start < start)
      start = team->workers[i].start;
    if (team->workers[i].end > end)
      end = team->workers[i].end;
  }
  return end - start;
}

static void keepBest(double *best, double seconds) {
  if (*best < 0 || seconds < *best)
    *best = seconds;
}

static void runThread(NnPeakTeam *team, int index) {
  NnPeakWorker *self = &team->workers[index];
  size_t begin = (size_t)index * team->slice;
  size_t size =
      index == team->threads - 1 ? (size_t)kCopyBytes - begin : team->slice;
  char *src = team->src + begin, *dst = team->dst + begin;
  memset(src, 1, size);
  memset(dst, 0, size);
  for (int r = 0; r < kCopyRepeats; ++r) {
    pthread_barrier_wait(&team->barrier);
    self->start = now();
    memcpy(dst, src, size);
    self->end = now();
    pthread_barrier_wait(&team->barrier);
    if (index == 0)
      keepBest(&team->copySeconds, teamSeconds(team));
  }
  // A byte of the copy read back: the copies cannot be dropped as stores
  // to memory that is only freed.
  self->sink = size ? dst[size - 1] : 0;

  // Repetition -1 calibrates: thread 0 scales the count to kFmaSeconds
  // before the others read it, past the next barrier.
  float mul = nnPeakMul, add = nnPeakAdd;
  for (int r = -1; r < kFmaRepeats; ++r) {
    pthread_barrier_wait(&team->barrier);
    long iters = r < 0 ? kFmaCalibrationIters : team->fmaIters;
    self->start = now();
    self->sink += team->fma.loop(iters, mul, add);
    self->end = now();
    pthread_barrier_wait(&team->barrier);
    if (index != 0)
      continue;
    double seconds = teamSeconds(team);
    if (r >= 0) {
      keepBest(&team->fmaSeconds, seconds);
      continue;
    }
    double scale = seconds > 0 ? kFmaSeconds / seconds : 64;
    if (scale < 1)
      scale = 1;
    if (scale > 1 << 20)
      scale = 1 << 20;
    team->fmaIters = (long)(kFmaCalibrationIters * scale);
  }
}

static void *workerMain(void *arg) {
  NnPeakWorker *self = arg;
  NnPeakTeam *team = self->team;
  pthread_mutex_lock(&team->mutex);
  while (team->gate == 0)
    pthread_cond_wait(&team->cond, &team->mutex);
  int gate = team->gate;
  pthread_mutex_unlock(&team->mutex);
  if (gate > 0)
    runThread(team, self->index);
  return NULL;
}

bool nnMeasureMachinePeaks(int threads, NnMachinePeaks *peaks) {
  memset(peaks, 0, sizeof(*peaks));
  if (threads < 1)
    return false;
  NnPeakTeam team;
  memset(&team, 0, sizeof(team));
  team.threads = threads;
  team.slice = (size_t)kCopyBytes / (size_t)threads / 64 * 64;
  team.fma = chooseFmaKernel();
  team.copySeconds = team.fmaSeconds = -1;
  team.src = aligned_alloc(64, kCopyBytes);
  team.dst = aligned_alloc(64, kCopyBytes);
  team.workers = calloc((size_t)threads, sizeof(NnPeakWorker));
  bool ok = false, haveMutex = false, haveCond = false, haveBarrier = false;
  if (!team.src || !team.dst || !team.workers)
    goto done;
  haveMutex = pthread_mutex_init(&team.mutex, NULL) == 0;
  haveCond = haveMutex && pthread_cond_init(&team.cond, NULL) == 0;
  haveBarrier = haveCond && pthread_barrier_init(&team.barrier, NULL,
                                                 (unsigned)threads) == 0;
  if (!haveBarrier)
    goto done;

  int created = 1;
  for (; created < threads; ++created) {
    NnPeakWorker *w = &team.workers[created];
    w->team = &team;
    w->index = created;
    if (pthread_create(&w->id, NULL, workerMain, w) != 0)
      break;
  }
  ok = created == threads;
  pthread_mutex_lock(&team.mutex);
  team.gate = ok ? 1 : -1;
  pthread_cond_broadcast(&team.cond);
  pthread_mutex_unlock(&team.mutex);
  if (ok)
    runThread(&team, 0);
  for (int i = 1; i < created; ++i)
    pthread_join(team.workers[i].id, NULL);
  if (ok) {
    peaks->threads = threads;
    peaks->copyBytesPerSecond = 2.0 * kCopyBytes / team.copySeconds;
    peaks->flopsPerSecond = (double)threads * (double)team.fmaIters *
                            team.fma.flopsPerIter / team.fmaSeconds;
    peaks->isa = team.fma.isa;
  }

done:
  if (haveBarrier)
    pthread_barrier_destroy(&team.barrier);
  if (haveCond)
    pthread_cond_destroy(&team.cond);
  if (haveMutex)
    pthread_mutex_destroy(&team.mutex);
  free(team.workers);
  free(team.dst);
  free(team.src);
  return ok;
}

// OMP_NUM_THREADS is a list, one count per nesting level: the first is the
// outermost, the one the compiled code's parallel loops use. 0 when it is
// not a positive int.
static int parseThreadCount(const char *s) {
  while (*s == ' ' || *s == '\t')
    ++s;
  if (*s < '0' || *s > '9')
    return 0;
  long n = 0;
  for (; *s >= '0' && *s <= '9'; ++s) {
    n = n * 10 + (*s - '0');
    if (n > INT_MAX)
      return 0;
  }
  while (*s == ' ' || *s == '\t')
    ++s;
  return *s == '\0' || *s == ',' ? (int)n : 0;
}

int nnDefaultThreadCount(void) {
  const char *env = getenv("OMP_NUM_THREADS");
  int n = env ? parseThreadCount(env) : 0;
  if (n > 0)
    return n;
#ifdef __linux__
  // As the OpenMP runtime counts: the CPUs of this process's affinity mask
  // (taskset, a container's cpuset), not all the machine's. A mask beyond
  // cpu_set_t's 1024 CPUs fails and falls through to the online count.
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0 && CPU_COUNT(&set) > 0)
    return CPU_COUNT(&set);
#endif
  long online = sysconf(_SC_NPROCESSORS_ONLN);
  return online > 0 && online <= INT_MAX ? (int)online : 1;
}
