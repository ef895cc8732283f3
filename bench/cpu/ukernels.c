//===- ukernels.c - Single-core speed of the CPU ukernels -----------------===//
//
// Measures the f32 ukernels of runtime/ukernels (Ukernels.h) on the shapes
// the CPU pipeline hands them (matmul and convolution tiles, whole
// operations, batch 1) and reports GFLOP/s and the fraction of one core's
// FMA peak, measured in the same run by a register-only FMA loop. The
// ukernels are single-threaded: pin the run to one core.
//
//   cc -O2 -I runtime/ukernels bench/cpu/ukernels.c runtime/ukernels/*.c
//     -o /tmp/ukbench && taskset -c 1 /tmp/ukbench [NAME-PART]
//
// With NAME-PART, only the cases whose names contain it run (perf record
// one shape).
//
// NN_UKERNEL_ISA=avx512|avx2|generic forces a variant (Ukernels.h).
//
//===----------------------------------------------------------------------===//

#define _POSIX_C_SOURCE 199309L
#include "Ukernels.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static float *randomBuffer(size_t count) {
  float *p = malloc(count * sizeof(float));
  if (!p)
    abort();
  for (size_t i = 0; i < count; ++i)
    p[i] = (float)(rand() % 2001 - 1000) / 1000.0f;
  return p;
}

// One core's f32 FMA peak in GFLOP/s: 12 independent FMA chains (more than
// latency x throughput on any current core) in registers, no memory.
#if defined(__x86_64__)
__attribute__((target("avx512f,fma"))) static double peakAvx512(void) {
  __m512 a0 = _mm512_set1_ps(0), a1 = a0, a2 = a0, a3 = a0, a4 = a0, a5 = a0,
         a6 = a0, a7 = a0, a8 = a0, a9 = a0, a10 = a0, a11 = a0;
  __m512 x = _mm512_set1_ps(0.999999f), y = _mm512_set1_ps(1e-7f);
  const long iters = 20000000;
  double t0 = now();
  for (long it = 0; it < iters; ++it) {
    // The asm hides the chains' values from the optimizer, so that it
    // cannot fold or hoist them; it emits no instruction.
    __asm__ volatile(
        "vfmadd132ps %[x], %[y], %[a0]\n\t"
        "vfmadd132ps %[x], %[y], %[a1]\n\t"
        "vfmadd132ps %[x], %[y], %[a2]\n\t"
        "vfmadd132ps %[x], %[y], %[a3]\n\t"
        "vfmadd132ps %[x], %[y], %[a4]\n\t"
        "vfmadd132ps %[x], %[y], %[a5]\n\t"
        "vfmadd132ps %[x], %[y], %[a6]\n\t"
        "vfmadd132ps %[x], %[y], %[a7]\n\t"
        "vfmadd132ps %[x], %[y], %[a8]\n\t"
        "vfmadd132ps %[x], %[y], %[a9]\n\t"
        "vfmadd132ps %[x], %[y], %[a10]\n\t"
        "vfmadd132ps %[x], %[y], %[a11]"
        : [a0] "+v"(a0), [a1] "+v"(a1), [a2] "+v"(a2), [a3] "+v"(a3),
          [a4] "+v"(a4), [a5] "+v"(a5), [a6] "+v"(a6), [a7] "+v"(a7),
          [a8] "+v"(a8), [a9] "+v"(a9), [a10] "+v"(a10), [a11] "+v"(a11)
        : [x] "v"(x), [y] "v"(y));
  }
  double t = now() - t0;
  __m512 s = _mm512_add_ps(_mm512_add_ps(_mm512_add_ps(a0, a1), a2), a3);
  s = _mm512_add_ps(_mm512_add_ps(_mm512_add_ps(s, a4), a5), a6);
  s = _mm512_add_ps(_mm512_add_ps(_mm512_add_ps(s, a7), a8), a9);
  s = _mm512_add_ps(_mm512_add_ps(s, a10), a11);
  if (_mm512_reduce_add_ps(s) == 12345.0f)
    printf(" ");
  return 2.0 * 16 * 12 * (double)iters / t * 1e-9;
}
#endif

static double peak;
// The cases whose names contain this (argv[1]; NULL: every case).
static const char *only;

// Runs fn for at least 60 ms, five times; returns the best seconds per
// call (the machine may be busy).
static double timeBest(void (*fn)(void *), void *arg) {
  fn(arg);
  double best = 1e30;
  for (int rep = 0; rep < 5; ++rep) {
    long calls = 0;
    double t0 = now(), t;
    do {
      fn(arg);
      ++calls;
      t = now() - t0;
    } while (t < 0.06);
    if (t / (double)calls < best)
      best = t / (double)calls;
  }
  return best;
}

static void report(const char *name, double flops, double seconds,
                   double bytes) {
  double gflops = flops / seconds * 1e-9;
  printf("%-44s %8.3f ms %7.1f GFLOP/s %5.1f%% of peak", name, seconds * 1e3,
         gflops, 100.0 * gflops / peak);
  if (bytes > 0)
    printf("  %6.1f GB/s", bytes / seconds * 1e-9);
  printf("\n");
  fflush(stdout);
}

typedef struct {
  float *a, *b, *c;
  int64_t m, n, k, ars, acs, brs, bcs;
} Mm;

static void runMm(void *p) {
  Mm *x = p;
  nn_ukernel_matmul_f32(x->a, x->ars, x->acs, x->b, x->brs, x->bcs, x->c, x->n,
                        1, x->m, x->n, x->k, 0);
}

static void benchMatmul(const char *name, int64_t m, int64_t n, int64_t k,
                        int transB) {
  if (only && !strstr(name, only))
    return;
  Mm x = {randomBuffer((size_t)(m * k)),
          randomBuffer((size_t)(k * n)),
          randomBuffer((size_t)(m * n)),
          m,
          n,
          k,
          k,
          1,
          transB ? 1 : n,
          transB ? k : 1};
  double t = timeBest(runMm, &x);
  report(name, 2.0 * (double)(m * n * k), t,
         m <= 4 ? 4.0 * (double)(k * n) : 0);
  free(x.a);
  free(x.b);
  free(x.c);
}

typedef struct {
  float *in, *w, *out;
  int64_t n, f, oh, ow, c, kh, kw, s;
  int64_t is[4], ws[4], os[4]; // b/o, c, h, w
  int depthwise;
  int64_t ih, iw; // the input's extent
} Cv;

static void runConv(void *p) {
  Cv *x = p;
  if (x->depthwise)
    nn_ukernel_depthwise_conv2d_f32(
        x->in, x->is[0], x->is[1], x->is[2], x->is[3], x->w, x->ws[1], x->ws[2],
        x->ws[3], x->out, x->os[0], x->os[1], x->os[2], x->os[3], x->n, x->c,
        x->oh, x->ow, x->kh, x->kw, x->s, x->s, 1, 1, 0, 0, x->ih, x->iw, NULL,
        0, -INFINITY, INFINITY, 0);
  else
    nn_ukernel_conv2d_f32(x->in, x->is[0], x->is[1], x->is[2], x->is[3], x->w,
                          x->ws[0], x->ws[1], x->ws[2], x->ws[3], x->out,
                          x->os[0], x->os[1], x->os[2], x->os[3], x->n, x->f,
                          x->oh, x->ow, x->c, x->kh, x->kw, x->s, x->s, 1, 1,
                          NULL, 0, -INFINITY, INFINITY, 0);
}

// A convolution of an already padded input, the whole image in one call or
// only its first tileRows output rows (a tile as the pipeline hands it).
static void benchConv(const char *name, int64_t c, int64_t f, int64_t oh,
                      int64_t ow, int64_t k, int64_t s, int nhwc, int depthwise,
                      int64_t tileRows) {
  if (only && !strstr(name, only))
    return;
  int64_t ih = (oh - 1) * s + k, iw = (ow - 1) * s + k;
  if (depthwise)
    f = c;
  int64_t wc = depthwise ? 1 : c;
  Cv x = {randomBuffer((size_t)(c * ih * iw)),
          randomBuffer((size_t)(f * wc * k * k)),
          randomBuffer((size_t)(f * oh * ow)),
          1,
          f,
          tileRows ? tileRows : oh,
          ow,
          c,
          k,
          k,
          s,
          {0},
          {0},
          {0},
          depthwise,
          ih,
          iw};
  if (!nhwc) {
    int64_t is[4] = {c * ih * iw, ih * iw, iw, 1};
    int64_t ws[4] = {wc * k * k, depthwise ? k * k : k * k, k, 1};
    int64_t os[4] = {f * oh * ow, oh * ow, ow, 1};
    memcpy(x.is, is, sizeof is);
    memcpy(x.ws, ws, sizeof ws);
    memcpy(x.os, os, sizeof os);
  } else {
    int64_t is[4] = {ih * iw * c, 1, iw * c, c};
    // HWCF (HWC for depthwise).
    int64_t ws[4] = {1, depthwise ? 1 : f, k * wc * f / (depthwise ? c : 1),
                     wc * f / (depthwise ? c : 1)};
    if (depthwise) {
      int64_t d[4] = {0, 1, k * c, c};
      memcpy(ws, d, sizeof d);
    }
    int64_t os[4] = {oh * ow * f, 1, ow * f, f};
    memcpy(x.is, is, sizeof is);
    memcpy(x.ws, ws, sizeof ws);
    memcpy(x.os, os, sizeof os);
  }
  double t = timeBest(runConv, &x);
  // A depthwise convolution is bound by memory: its GB/s (input and output,
  // each once) say more than its GFLOP/s.
  report(name, 2.0 * (double)(f * x.oh * ow * wc * k * k), t,
         depthwise ? 4.0 * (double)(c * (ih * iw + x.oh * ow)) : 0);
  free(x.in);
  free(x.w);
  free(x.out);
}

int main(int argc, char **argv) {
  only = argc > 1 ? argv[1] : NULL;
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f"))
    peak = peakAvx512();
#endif
  // The best of several: the machine may be busy.
  for (int i = 0; i < 4 && __builtin_cpu_supports("avx512f"); ++i) {
    double p = peakAvx512();
    if (p > peak)
      peak = p;
  }
  if (peak <= 0)
    peak = 1;
  printf("one core's f32 FMA peak (register-only loop): %.1f GFLOP/s\n", peak);
  benchMatmul("matmul tile 256x256, K=256", 256, 256, 256, 0);
  benchMatmul("matmul tile 256x256, K=1024", 256, 256, 1024, 0);
  benchMatmul("matmul tile 256x256, K=2048", 256, 256, 2048, 0);
  benchMatmul("matmul 512^3 (one call)", 512, 512, 512, 0);
  benchMatmul("matmul 1024^3 (one call)", 1024, 1024, 1024, 0);
  benchMatmul("matmul 1x768 @ 768x3072", 1, 3072, 768, 0);
  benchMatmul("matmul 4x768 @ 768x3072", 4, 3072, 768, 0);
  benchMatmul("matmul 256x256x1024, B transposed", 256, 256, 1024, 1);
  // name, c, f, oh, ow, k, stride, depthwise, tile rows (0: whole image)
  static const struct {
    const char *name;
    int64_t c, f, oh, ow, k, s;
    int depthwise;
    int64_t tileRows;
  } convs[] = {
      {"conv 3x3 64x56x56->64", 64, 64, 56, 56, 3, 1, 0, 0},
      {"  3x3, an 8-row tile", 64, 64, 56, 56, 3, 1, 0, 8},
      {"conv 7x7/2 3x224x224->64", 3, 64, 112, 112, 7, 2, 0, 0},
      {"  7x7/2, an 8-row tile", 3, 64, 112, 112, 7, 2, 0, 8},
      {"conv 1x1 256x14x14->1024", 256, 1024, 14, 14, 1, 1, 0, 0},
      {"conv 1x1 1024x14x14->256", 1024, 256, 14, 14, 1, 1, 0, 0},
      {"conv 3x3 256x14x14->256", 256, 256, 14, 14, 3, 1, 0, 0},
      {"conv 3x3 512x7x7->512", 512, 512, 7, 7, 3, 1, 0, 0},
      {"depthwise 3x3 32x112x112", 32, 32, 112, 112, 3, 1, 1, 0},
      {"depthwise 3x3/2 32x112x112", 32, 32, 56, 56, 3, 2, 1, 0},
      // MobileNetV2's inverted residuals: a short-K expansion, its
      // depthwise convolution and the projection back.
      {"mbv2 1x1 16x112x112->96", 16, 96, 112, 112, 1, 1, 0, 0},
      {"mbv2 depthwise 3x3/2 96x112x112", 96, 96, 56, 56, 3, 2, 1, 0},
      {"mbv2 1x1 96x56x56->24", 96, 24, 56, 56, 1, 1, 0, 0},
      {"mbv2 1x1 24x56x56->144", 24, 144, 56, 56, 1, 1, 0, 0},
      {"mbv2 depthwise 3x3 144x56x56", 144, 144, 56, 56, 3, 1, 1, 0},
      {"mbv2 1x1 144x56x56->24", 144, 24, 56, 56, 1, 1, 0, 0},
      {"mbv2 depthwise 3x3 384x14x14", 384, 384, 14, 14, 3, 1, 1, 0},
      {"mbv2 1x1 960x7x7->160", 960, 160, 7, 7, 1, 1, 0, 0},
      {"mbv2 1x1 320x7x7->1280", 320, 1280, 7, 7, 1, 1, 0, 0},
  };
  static const char *layouts[2] = {"NCHW", "NHWC"};
  for (int l = 0; l < 2; ++l)
    for (size_t i = 0; i < sizeof convs / sizeof convs[0]; ++i) {
      char name[96];
      snprintf(name, sizeof name, "%s %s", convs[i].name, layouts[l]);
      benchConv(name, convs[i].c, convs[i].f, convs[i].oh, convs[i].ow,
                convs[i].k, convs[i].s, l, convs[i].depthwise,
                convs[i].tileRows);
    }
  return 0;
}
