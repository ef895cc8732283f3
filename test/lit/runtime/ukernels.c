// The CPU ukernels (runtime/ukernels/Ukernels.h) against a naive
// double-precision reference, on odd shapes (sizes that are not multiples
// of the register tiles or the cache blocks, 1-sized and empty dimensions),
// transposed, broadcast (stride 0) and strided operands, accumulation into
// a non-zero C (and overwriting one, accumulate = 0: C then holds NaNs
// before the call, which must never be read), and convolution strides,
// dilations, layouts and tiles. A convolution's input lies against an
// inaccessible page (after its end or before its start, in turn), so a
// kernel that reads past it (a padding or an edge load not masked) faults.
// Each
// CPU variant in turn (NN_UKERNEL_ISA, read once per process; a variant the
// CPU lacks falls back to one it has, which then is tested twice).
//
// RUN: env NN_UKERNEL_ISA=avx512 nn-test-ukernels 2>&1 | FileCheck %s
// RUN: env NN_UKERNEL_ISA=avx2 nn-test-ukernels 2>&1 | FileCheck %s
// RUN: env NN_UKERNEL_ISA=generic nn-test-ukernels 2>&1 | FileCheck %s
//
// CHECK: PASS matmul (accumulate)
// CHECK: PASS matmul with B packed (accumulate)
// CHECK: PASS conv2d (accumulate)
// CHECK: PASS depthwise_conv2d (accumulate)
// CHECK: PASS conv2d with bias and clamp (accumulate)
// CHECK: PASS depthwise_conv2d with bias and clamp (accumulate)
// CHECK: PASS grouped_conv2d (accumulate)
// CHECK: PASS matmul (overwrite)
// CHECK: PASS matmul with B packed (overwrite)
// CHECK: PASS conv2d (overwrite)
// CHECK: PASS depthwise_conv2d (overwrite)
// CHECK: PASS conv2d with bias and clamp (overwrite)
// CHECK: PASS depthwise_conv2d with bias and clamp (overwrite)
// CHECK: PASS grouped_conv2d (overwrite)
// CHECK: PASS transpose
// CHECK-NOT: FAIL

#include "runtime/ukernels/Ukernels.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static unsigned long long rngState = 88172645463325252ull;
static unsigned rng(void) {
  rngState ^= rngState << 13;
  rngState ^= rngState >> 7;
  rngState ^= rngState << 17;
  return (unsigned)(rngState >> 11);
}
static int64_t pick(const int64_t *v, int count) {
  return v[rng() % (unsigned)count];
}
static float randomValue(void) {
  return (float)((int)(rng() % 2001) - 1000) / 512.0f;
}

static float *randomBuffer(int64_t count) {
  float *p = malloc(sizeof(float) * (size_t)(count > 0 ? count : 1));
  if (!p)
    abort();
  for (int64_t i = 0; i < count; ++i)
    p[i] = randomValue();
  return p;
}

// A copy of src[0, count) against an inaccessible page: right after its end
// (atEnd) or right before its start. *block is what guardedFree takes.
typedef struct {
  char *base;
  size_t bytes;
} Guarded;

static float *guardedCopy(const float *src, int64_t count, int atEnd,
                          Guarded *block) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t bytes = sizeof(float) * (size_t)(count > 0 ? count : 1);
  size_t span = (bytes + page - 1) / page * page;
  void *base = NULL;
  if (posix_memalign(&base, page, span + page) != 0)
    abort();
  *block = (Guarded){base, span + page};
  char *guard = atEnd ? (char *)base + span : (char *)base;
  if (mprotect(guard, page, PROT_NONE) != 0)
    abort();
  float *dst = (float *)(atEnd ? guard - bytes : guard + page);
  memcpy(dst, src, bytes);
  return dst;
}

static void guardedFree(Guarded *block) {
  if (mprotect(block->base, block->bytes, PROT_READ | PROT_WRITE) != 0)
    abort();
  free(block->base);
}

static int failures;
// 1: the ukernels add to their output; 0: they overwrite it.
static int accumulate;

// got against ref[] (the exact sum in double) and mag[] (the sum of the
// magnitudes of its terms, C's initial value included). Each result is a
// sum of k + 1 terms: whatever the order of the additions (K blocking,
// vector lanes) and whether products round before adding (FMA does not),
// the f32 result is within (k + 1) * u * sum |terms| of the exact sum, with
// u = 2^-24 the unit roundoff (Higham, Accuracy and Stability, 3.1); the
// bound allows 2u per term, twice that. An element outside the operation
// (a gap between strided columns) has mag 0 and must be bit-exact.
static int check(const char *what, const float *got, const double *ref,
                 const double *mag, int64_t count, int64_t k) {
  for (int64_t i = 0; i < count; ++i) {
    double tol = (double)(k + 1) * ldexp(1.0, -23) * mag[i];
    if (!(fabs((double)got[i] - ref[i]) <= tol)) {
      printf("FAIL %s: element %lld is %.9g, expected %.9g (tolerance %.3g)\n",
             what, (long long)i, (double)got[i], ref[i], tol);
      ++failures;
      return 0;
    }
  }
  return 1;
}

//===----------------------------------------------------------------------===//
// matmul
//===----------------------------------------------------------------------===//

static void testMatmul(int64_t m, int64_t n, int64_t k, int aForm, int bForm,
                       int cForm) {
  char what[160];
  snprintf(what, sizeof what, "matmul m=%lld n=%lld k=%lld a%d b%d c%d",
           (long long)m, (long long)n, (long long)k, aForm, bForm, cForm);
  // Forms: 0 row-major, 1 transposed (column-major), 2 broadcast (one
  // stride 0), 3 padded rows / spaced columns.
  int64_t ars = k, acs = 1, brs = n, bcs = 1, crs = n, ccs = 1;
  if (aForm == 1)
    ars = 1, acs = m;
  else if (aForm == 2)
    ars = 0;
  else if (aForm == 3)
    ars = k + 5;
  if (bForm == 1)
    brs = 1, bcs = k;
  else if (bForm == 2)
    brs = 0;
  else if (bForm == 3)
    bcs = 0, brs = 1;
  if (cForm == 1)
    crs = 1, ccs = m;
  else if (cForm == 3)
    crs = 2 * n + 3, ccs = 2;
  int64_t aSize = (m - 1) * ars + (k - 1) * acs + 1;
  int64_t bSize = (k - 1) * brs + (n - 1) * bcs + 1;
  int64_t cSize = m > 0 && n > 0 ? (m - 1) * crs + (n - 1) * ccs + 1 : 4;
  if (m <= 0 || k <= 0)
    aSize = 1;
  if (k <= 0 || n <= 0)
    bSize = 1;
  float *a = randomBuffer(aSize), *b = randomBuffer(bSize);
  float *c = randomBuffer(cSize);
  double *ref = malloc(sizeof(double) * (size_t)cSize);
  double *mag = malloc(sizeof(double) * (size_t)cSize);
  for (int64_t i = 0; i < cSize; ++i)
    ref[i] = c[i], mag[i] = 0;
  if (!accumulate)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j)
        c[i * crs + j * ccs] = NAN;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double s = accumulate ? c[i * crs + j * ccs] : 0.0, g = fabs(s);
      for (int64_t p = 0; p < k; ++p) {
        double t = (double)a[i * ars + p * acs] * b[p * brs + j * bcs];
        s += t;
        g += fabs(t);
      }
      ref[i * crs + j * ccs] = s;
      mag[i * crs + j * ccs] = g;
    }
  nn_ukernel_matmul_f32(a, ars, acs, b, brs, bcs, c, crs, ccs, m, n, k,
                        accumulate);
  check(what, c, ref, mag, cSize, k);
  free(a);
  free(b);
  free(c);
  free(ref);
  free(mag);
}

static void testMatmuls(void) {
  static const int64_t sizes[] = {1,  2,   3,   4,   5,   7,   11,  12,  13,
                                  16, 17,  31,  32,  33,  47,  64,  95,  96,
                                  97, 100, 127, 128, 129, 130, 200, 257, 300};
  const int count = (int)(sizeof sizes / sizeof sizes[0]);
  // Every form on small sizes, then random shapes across the blocks.
  for (int f = 0; f < 4 * 4 * 4; ++f)
    testMatmul(pick(sizes, 10), pick(sizes, 14), pick(sizes, 12), f / 16,
               f / 4 % 4, f % 4 == 2 ? 0 : f % 4);
  for (int t = 0; t < 120; ++t)
    testMatmul(pick(sizes, count), pick(sizes, count), pick(sizes, count),
               (int)(rng() % 4), (int)(rng() % 4), (int)(rng() % 4 == 3) * 3);
  // Deeper than a K block, wider than an N block, taller than an M block.
  testMatmul(200, 300, 600, 0, 0, 0);
  testMatmul(97, 257, 513, 1, 1, 1);
  // A read in place (row-major, rows 600 and 605 apart, K blocks starting
  // mid-row) and packed although row-major (rows 1024 floats, 4 KiB, apart).
  testMatmul(37, 70, 600, 3, 0, 0);
  testMatmul(29, 40, 1024, 0, 0, 0);
  // Small M (the streaming path), its edges in N and K.
  for (int64_t m = 1; m <= 5; ++m) {
    testMatmul(m, 3072, 768, 0, 0, 0);
    testMatmul(m, 1 + (int64_t)(rng() % 100), 1 + (int64_t)(rng() % 50), 0, 0,
               0);
    testMatmul(m, 35, 7, 3, 0, 3);
  }
  // Small M with B transposed (the dot-product path): its edges in N (not
  // a multiple of the 4 or 2 columns a step takes) and K (not of a vector),
  // C by rows, transposed and spaced; broadcast and row-spaced A.
  for (int64_t m = 1; m <= 5; ++m)
    for (int c = 0; c < 4; ++c) {
      testMatmul(m, 1024, 256, 0, 1, c == 2 ? 0 : c);
      testMatmul(m, 1 + (int64_t)(rng() % 40), 1 + (int64_t)(rng() % 70),
                 c == 3 ? 3 : c % 2 * 2, 1, c == 2 ? 0 : c);
    }
  // Empty: nothing is written (k = 0 leaves C as it was).
  testMatmul(0, 5, 5, 0, 0, 0);
  testMatmul(5, 0, 5, 0, 0, 0);
  testMatmul(5, 5, 0, 0, 0, 0);
  testMatmul(1, 5, 0, 0, 0, 0);
  if (!failures)
    printf("PASS matmul (%s)\n", accumulate ? "accumulate" : "overwrite");
}

// B a block (rows k0.., columns j0..) of a kTotal x nTotal weight packed in
// panels of `panel` columns as Ukernels.h says; C by rows or spaced
// (cForm 3). A panel of this CPU's kernel width with j0 on a panel
// boundary is read in place; any other is packed from at run time.
static void testPackedMatmul(int64_t m, int64_t n, int64_t k, int64_t kTotal,
                             int64_t nTotal, int64_t k0, int64_t j0,
                             int64_t panel, int cForm) {
  char what[200];
  snprintf(what, sizeof what,
           "packed matmul m=%lld n=%lld k=%lld of %lldx%lld at (%lld, %lld) "
           "panel %lld c%d",
           (long long)m, (long long)n, (long long)k, (long long)kTotal,
           (long long)nTotal, (long long)k0, (long long)j0, (long long)panel,
           cForm);
  int64_t panels = (nTotal + panel - 1) / panel;
  size_t packedBytes = sizeof(float) * (size_t)(panels * panel * kTotal);
  float *w = randomBuffer(kTotal * nTotal), *a = randomBuffer(m * k);
  float *packed = aligned_alloc(64, (packedBytes + 63) / 64 * 64);
  for (int64_t t = 0; t < panels; ++t)
    for (int64_t p = 0; p < kTotal; ++p)
      for (int64_t l = 0; l < panel; ++l) {
        int64_t j = t * panel + l;
        packed[(t * kTotal + p) * panel + l] =
            j < nTotal ? w[p * nTotal + j] : 0.0f;
      }
  int64_t crs = cForm == 3 ? 2 * n + 3 : n, ccs = cForm == 3 ? 2 : 1;
  int64_t cSize = m > 0 && n > 0 ? (m - 1) * crs + (n - 1) * ccs + 1 : 4;
  float *c = randomBuffer(cSize);
  double *ref = malloc(sizeof(double) * (size_t)cSize);
  double *mag = malloc(sizeof(double) * (size_t)cSize);
  for (int64_t i = 0; i < cSize; ++i)
    ref[i] = c[i], mag[i] = 0;
  if (!accumulate)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j)
        c[i * crs + j * ccs] = NAN;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double s = accumulate ? c[i * crs + j * ccs] : 0.0, g = fabs(s);
      for (int64_t p = 0; p < k; ++p) {
        double t = (double)a[i * k + p] * w[(k0 + p) * nTotal + j0 + j];
        s += t;
        g += fabs(t);
      }
      ref[i * crs + j * ccs] = s;
      mag[i * crs + j * ccs] = g;
    }
  nn_ukernel_matmul_packed_f32(a, k, 1, packed, panel, kTotal, k0, j0, c, crs,
                               ccs, m, n, k, accumulate);
  check(what, c, ref, mag, cSize, k);
  free(w);
  free(a);
  free(packed);
  free(c);
  free(ref);
  free(mag);
}

static void testPackedMatmuls(void) {
  int before = failures;
  int64_t width = nn_ukernel_matmul_panel_width();
  // The whole weight, then column tiles (aligned, so read in place, and
  // not), a K block, N's zero-padded last panel, C spaced, and a panel
  // width this CPU's kernel does not read in place.
  static const int64_t panels[] = {0, 8, 16, 32};
  for (int i = 0; i < 4; ++i) {
    int64_t p = panels[i] ? panels[i] : width;
    testPackedMatmul(128, 768, 768, 768, 768, 0, 0, p, 0);
    testPackedMatmul(37, 256, 300, 300, 1000, 0, 512, p, 0);
    testPackedMatmul(13, 100, 300, 300, 1000, 0, 900, p, 0);
    testPackedMatmul(50, 77, 129, 300, 77, 0, 0, p, 0);
    testPackedMatmul(20, 45, 100, 300, 200, 150, 33, p, 0);
    testPackedMatmul(20, 64, 100, 300, 200, 150, 64, p, 0);
    testPackedMatmul(5, 70, 513, 513, 96, 0, 16, p, 3);
    testPackedMatmul(1, 3072, 768, 768, 3072, 0, 0, p, 0);
    testPackedMatmul(3, 17, 40, 40, 17, 0, 0, p, 3);
    testPackedMatmul(4, 5, 0, 10, 5, 0, 0, p, 0);
    testPackedMatmul(0, 5, 5, 5, 5, 0, 0, p, 0);
  }
  if (failures == before)
    printf("PASS matmul with B packed (%s)\n",
           accumulate ? "accumulate" : "overwrite");
}

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

typedef struct {
  int64_t n, f, oh, ow, c, kh, kw, sh, sw, dh, dw;
  int nhwc;     // layout: 0 NCHW/FCHW, 1 NHWC/HWCF
  int64_t padW; // extra output columns: the call writes a tile of a wider
                // output, whose rows are not adjacent
  int64_t pad;  // depthwise: zero rows and columns read around the input
                // (pad at the top and left, pad / 2 at the bottom and right)
} ConvCase;

// The convolutions' epilogue: each result plus bias[o], clamped to
// [lo, hi].
static int withEpilogue;
static const float kLo = -0.25f, kHi = 0.5f;

static void testConv(const ConvCase *cc, int depthwise) {
  char what[200];
  snprintf(what, sizeof what,
           "%s n=%lld f=%lld oh=%lld ow=%lld c=%lld k=%lldx%lld s=%lld,%lld "
           "d=%lld,%lld %s padW=%lld pad=%lld",
           depthwise ? "depthwise_conv2d" : "conv2d", (long long)cc->n,
           (long long)cc->f, (long long)cc->oh, (long long)cc->ow,
           (long long)cc->c, (long long)cc->kh, (long long)cc->kw,
           (long long)cc->sh, (long long)cc->sw, (long long)cc->dh,
           (long long)cc->dw, cc->nhwc ? "NHWC" : "NCHW", (long long)cc->padW,
           (long long)cc->pad);
  int64_t n = cc->n, c = cc->c, f = depthwise ? cc->c : cc->f;
  int64_t oh = cc->oh, ow = cc->ow, kh = cc->kh, kw = cc->kw;
  int64_t ih = oh > 0 && kh > 0 ? (oh - 1) * cc->sh + (kh - 1) * cc->dh + 1 : 1;
  int64_t iw = ow > 0 && kw > 0 ? (ow - 1) * cc->sw + (kw - 1) * cc->dw + 1 : 1;
  // The windows span ih x iw of the padded input; the input itself is
  // smaller by the padding (at least 1 x 1) and starts pad rows and
  // columns in.
  int64_t pad = depthwise ? cc->pad : 0;
  ih = ih - pad - pad / 2 > 1 ? ih - pad - pad / 2 : 1;
  iw = iw - pad - pad / 2 > 1 ? iw - pad - pad / 2 : 1;
  int64_t OW = ow + cc->padW; // the full output's width
  int64_t isB, isC, isH, isW, wsO, wsC, wsH, wsW, osB, osO, osH, osW;
  if (!cc->nhwc) {
    isW = 1, isH = iw, isC = ih * iw, isB = c * ih * iw;
    osW = 1, osH = OW, osO = oh * OW, osB = f * oh * OW;
    wsW = 1, wsH = kw, wsC = kh * kw, wsO = (depthwise ? 1 : c) * kh * kw;
  } else {
    isC = 1, isW = c, isH = iw * c, isB = ih * iw * c;
    osO = 1, osW = f, osH = OW * f, osB = oh * OW * f;
    // HWCF; the depthwise weight is HWC.
    wsO = 1, wsC = depthwise ? 1 : f, wsW = (depthwise ? 1 : c) * wsC,
    wsH = kw * wsW;
    if (depthwise)
      wsC = 1, wsW = c, wsH = kw * c;
  }
  int64_t inSize = n * c * ih * iw;
  int64_t wSize = f * (depthwise ? 1 : c) * kh * kw;
  int64_t outSize = n * f * oh * OW;
  float *in = randomBuffer(inSize), *w = randomBuffer(wSize);
  float *out = randomBuffer(outSize);
  double *ref = malloc(sizeof(double) * (size_t)(outSize > 0 ? outSize : 1));
  double *mag = malloc(sizeof(double) * (size_t)(outSize > 0 ? outSize : 1));
  for (int64_t i = 0; i < outSize; ++i)
    ref[i] = out[i], mag[i] = 0;
  if (!accumulate)
    for (int64_t b = 0; b < n; ++b)
      for (int64_t o = 0; o < f; ++o)
        for (int64_t y = 0; y < oh; ++y)
          for (int64_t x = 0; x < ow; ++x)
            out[b * osB + o * osO + y * osH + x * osW] = NAN;
  int64_t terms = (depthwise ? 1 : c) * kh * kw;
  float *bias = withEpilogue ? randomBuffer(f > 0 ? f : 1) : NULL;
  for (int64_t b = 0; b < n; ++b)
    for (int64_t o = 0; o < f; ++o)
      for (int64_t y = 0; y < oh; ++y)
        for (int64_t x = 0; x < ow; ++x) {
          int64_t oOff = b * osB + o * osO + y * osH + x * osW;
          double s = accumulate ? out[oOff] : 0.0, g = fabs(s);
          for (int64_t q = 0; q < (depthwise ? 1 : c); ++q)
            for (int64_t i = 0; i < kh; ++i)
              for (int64_t j = 0; j < kw; ++j) {
                int64_t qi = depthwise ? o : q;
                int64_t r = y * cc->sh + i * cc->dh - pad,
                        col = x * cc->sw + j * cc->dw - pad;
                if (r < 0 || r >= ih || col < 0 || col >= iw)
                  continue;
                double t =
                    (double)in[b * isB + qi * isC + r * isH + col * isW] *
                    w[depthwise ? o * wsC + i * wsH + j * wsW
                                : o * wsO + q * wsC + i * wsH + j * wsW];
                s += t;
                g += fabs(t);
              }
          if (bias) {
            s += bias[o];
            g += fabs(bias[o]);
            s = s < kLo ? kLo : s > kHi ? kHi : s;
          }
          ref[oOff] = s;
          mag[oOff] = g;
        }
  static int cases;
  Guarded block;
  float *outPacked =
      malloc(sizeof(float) * (size_t)(outSize > 0 ? outSize : 1));
  memcpy(outPacked, out, sizeof(float) * (size_t)outSize);
  const float *input = guardedCopy(in, inSize, cases++ % 2, &block);
  if (depthwise)
    nn_ukernel_depthwise_conv2d_f32(
        input, isB, isC, isH, isW, w, wsC, wsH, wsW, out, osB, osO, osH, osW, n,
        c, oh, ow, kh, kw, cc->sh, cc->sw, cc->dh, cc->dw, pad, pad, ih, iw,
        bias, 1, bias ? kLo : -INFINITY, bias ? kHi : INFINITY, accumulate);
  else
    nn_ukernel_conv2d_f32(
        input, isB, isC, isH, isW, w, wsO, wsC, wsH, wsW, out, osB, osO, osH,
        osW, n, f, oh, ow, c, kh, kw, cc->sh, cc->sw, cc->dh, cc->dw, bias, 1,
        bias ? kLo : -INFINITY, bias ? kHi : INFINITY, accumulate);
  check(what, out, ref, mag, outSize, terms);
  if (cc->nhwc && !depthwise) {
    // The HWCF weight packed as a K x F matrix: this CPU's panel width or
    // one it packs from, the call's channels at f0 of a wider weight.
    int64_t panel = cases % 2 ? nn_ukernel_matmul_panel_width() : 8;
    int64_t f0 = cases % 3 == 0 ? 0 : cases % 3 == 1 ? panel : 5;
    int64_t k = c * kh * kw, fTotal = f0 + f + 3;
    int64_t panels = (fTotal + panel - 1) / panel;
    size_t bytes = sizeof(float) * (size_t)(panels * panel * (k > 0 ? k : 1));
    float *packed = aligned_alloc(64, (bytes + 63) / 64 * 64);
    for (int64_t t = 0; t < panels; ++t)
      for (int64_t p = 0; p < k; ++p)
        for (int64_t l = 0; l < panel; ++l) {
          int64_t o = t * panel + l - f0;
          packed[(t * k + p) * panel + l] =
              o >= 0 && o < f ? w[p * f + o] : (float)(p + l);
        }
    nn_ukernel_conv2d_packed_f32(
        input, isB, isC, isH, isW, packed, panel, k, 0, f0, outPacked, osB, osO,
        osH, osW, n, f, oh, ow, c, kh, kw, cc->sh, cc->sw, cc->dh, cc->dw, bias,
        1, bias ? kLo : -INFINITY, bias ? kHi : INFINITY, accumulate);
    char packedWhat[240];
    snprintf(packedWhat, sizeof packedWhat, "%s packed (panel %lld, f0 %lld)",
             what, (long long)panel, (long long)f0);
    check(packedWhat, outPacked, ref, mag, outSize, terms);
    free(packed);
  }
  free(outPacked);
  guardedFree(&block);
  free(bias);
  free(in);
  free(w);
  free(out);
  free(ref);
  free(mag);
}

static void testConvs(int depthwise) {
  int before = failures;
  static const ConvCase fixed[] = {
      // The benchmark shapes, small: 3x3 stride 1, 7x7 stride 2, 1x1.
      {1, 64, 8, 56, 64, 3, 3, 1, 1, 1, 1, 0, 0, 0},
      {1, 64, 8, 56, 64, 3, 3, 1, 1, 1, 1, 1, 0, 0},
      {1, 64, 4, 40, 3, 7, 7, 2, 2, 1, 1, 0, 0, 0},
      {1, 64, 4, 40, 3, 7, 7, 2, 2, 1, 1, 1, 0, 0},
      {1, 100, 7, 7, 256, 1, 1, 1, 1, 1, 1, 0, 0, 0},
      {1, 100, 7, 7, 256, 1, 1, 1, 1, 1, 1, 1, 0, 0},
      // Tiles of a wider output, batches, dilations, K over a K block.
      {2, 13, 5, 9, 7, 3, 3, 1, 1, 1, 1, 0, 3, 0},
      {2, 13, 5, 9, 7, 3, 3, 1, 1, 1, 1, 1, 3, 0},
      {3, 5, 6, 11, 4, 3, 2, 2, 1, 2, 3, 0, 1, 0},
      {3, 5, 6, 11, 4, 3, 2, 2, 1, 2, 3, 1, 1, 0},
      {1, 40, 3, 70, 33, 3, 3, 1, 1, 1, 1, 0, 2, 0},
      {1, 40, 3, 70, 33, 3, 3, 1, 1, 1, 1, 1, 2, 0},
      // NHWC input read in place: K blocks within a tap row of 384
      // channels, panels within output rows of 7 (of a wider output), runs
      // of positions across whole input rows (1x1), and positions too
      // short a run (1x1 stride 2: packed).
      {1, 40, 3, 14, 128, 3, 3, 1, 1, 1, 1, 1, 0, 0},
      {2, 33, 3, 7, 70, 3, 3, 1, 1, 1, 1, 1, 2, 0},
      {1, 17, 2, 9, 80, 1, 1, 1, 1, 1, 1, 1, 0, 0},
      {1, 20, 2, 5, 100, 1, 1, 2, 2, 1, 1, 1, 0, 0},
      // Rows longer than the depthwise kernel's 128-wide blocks, stride 2.
      {1, 4, 2, 150, 5, 3, 3, 1, 1, 1, 1, 0, 0, 0},
      {1, 4, 2, 133, 3, 3, 3, 2, 2, 1, 1, 0, 1, 0},
      {1, 4, 3, 21, 37, 3, 3, 2, 2, 1, 1, 1, 0, 0},
      // 1-sized and empty dimensions.
      {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0},
      {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0},
      {1, 3, 0, 4, 2, 3, 3, 1, 1, 1, 1, 0, 0, 0},
      {1, 3, 2, 4, 0, 3, 3, 1, 1, 1, 1, 0, 0, 0},
      {1, 3, 2, 4, 2, 0, 3, 1, 1, 1, 1, 1, 0, 0},
      {0, 3, 2, 4, 2, 3, 3, 1, 1, 1, 1, 0, 0, 0},
      // Padding read in place (depthwise; conv2d ignores it): MobileNet's
      // 3x3 stride 1 and 2, rows wider than a 128-column block, NHWC, a
      // pad wider than the kernel (outputs with no tap inside).
      {1, 1, 14, 14, 6, 3, 3, 1, 1, 1, 1, 0, 0, 1},
      {1, 1, 7, 7, 6, 3, 3, 2, 2, 1, 1, 0, 0, 1},
      {1, 1, 7, 7, 20, 3, 3, 2, 2, 1, 1, 1, 0, 1},
      {1, 1, 2, 150, 3, 3, 3, 1, 1, 1, 1, 0, 0, 1},
      {1, 1, 2, 133, 3, 5, 5, 2, 2, 1, 1, 0, 1, 2},
      {1, 1, 9, 21, 17, 3, 3, 1, 1, 1, 1, 1, 2, 2},
      {1, 1, 6, 6, 3, 3, 3, 1, 1, 2, 2, 0, 0, 4},
      {1, 1, 6, 6, 3, 3, 3, 1, 1, 2, 2, 1, 0, 4},
      // NHWC 3 wide: groups of 8 pixels with the padded columns inside
      // the first and last (stride 1 and 2, 16 channels and a tail), and
      // windows with no column inside.
      {1, 1, 3, 56, 35, 3, 3, 1, 1, 1, 1, 1, 0, 1},
      {1, 1, 4, 28, 33, 3, 3, 2, 2, 1, 1, 1, 0, 1},
      {1, 1, 2, 3, 16, 3, 3, 1, 1, 1, 1, 1, 0, 3},
      // A kernel wider than the masked edges take (17 taps): its border
      // blocks run scalar.
      {1, 1, 2, 5, 2, 1, 17, 1, 1, 1, 1, 0, 0, 8},
  };
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; ++i)
    testConv(&fixed[i], depthwise);
  static const int64_t sizes[] = {1, 2, 3, 5, 8, 13, 17, 33};
  for (int t = 0; t < 60; ++t) {
    ConvCase cc = {1 + rng() % 2,        pick(sizes, 8),      pick(sizes, 6),
                   pick(sizes, 8),       pick(sizes, 8),      1 + rng() % 4,
                   1 + rng() % 4,        1 + rng() % 3,       1 + rng() % 3,
                   1 + rng() % 2,        1 + rng() % 2,       (int)(rng() % 2),
                   (int64_t)(rng() % 3), (int64_t)(rng() % 3)};
    testConv(&cc, depthwise);
  }
  if (failures == before)
    printf("PASS %s%s (%s)\n", depthwise ? "depthwise_conv2d" : "conv2d",
           withEpilogue ? " with bias and clamp" : "",
           accumulate ? "accumulate" : "overwrite");
}

//===----------------------------------------------------------------------===//
// Grouped convolution, channels last
//===----------------------------------------------------------------------===//

typedef struct {
  int64_t n, groups, fg, cg, oh, ow, kh, kw, sh, sw, dh, dw;
  int64_t padW; // extra output columns (a tile of a wider output)
} GroupedCase;

// NHWC input (channel g * cg + q), weight (g, o, i, j, q) as the lowering's
// linalg.conv_2d_nhwgc_gfhwc has it, NHWC output (channel g * fg + o).
static void testGrouped(const GroupedCase *gc) {
  char what[200];
  snprintf(what, sizeof what,
           "grouped_conv2d n=%lld groups=%lld fg=%lld cg=%lld oh=%lld "
           "ow=%lld k=%lldx%lld s=%lld,%lld d=%lld,%lld padW=%lld",
           (long long)gc->n, (long long)gc->groups, (long long)gc->fg,
           (long long)gc->cg, (long long)gc->oh, (long long)gc->ow,
           (long long)gc->kh, (long long)gc->kw, (long long)gc->sh,
           (long long)gc->sw, (long long)gc->dh, (long long)gc->dw,
           (long long)gc->padW);
  int64_t n = gc->n, G = gc->groups, fg = gc->fg, cg = gc->cg;
  int64_t oh = gc->oh, ow = gc->ow, kh = gc->kh, kw = gc->kw;
  int64_t c = G * cg, f = G * fg, OW = ow + gc->padW;
  int64_t ih = (oh - 1) * gc->sh + (kh - 1) * gc->dh + 1;
  int64_t iw = (ow - 1) * gc->sw + (kw - 1) * gc->dw + 1;
  int64_t isW = c, isH = iw * c, isB = ih * iw * c;
  int64_t wsC = 1, wsW = cg, wsH = kw * cg, wsO = kh * kw * cg, wsG = fg * wsO;
  int64_t osW = f, osH = OW * f, osB = oh * OW * f;
  int64_t inSize = n * ih * iw * c, wSize = G * wsG, outSize = n * oh * OW * f;
  float *in = randomBuffer(inSize), *w = randomBuffer(wSize);
  float *out = randomBuffer(outSize);
  double *ref = malloc(sizeof(double) * (size_t)outSize);
  double *mag = malloc(sizeof(double) * (size_t)outSize);
  for (int64_t i = 0; i < outSize; ++i)
    ref[i] = out[i], mag[i] = 0;
  for (int64_t b = 0; b < n; ++b)
    for (int64_t y = 0; y < oh; ++y)
      for (int64_t x = 0; x < ow; ++x)
        for (int64_t g = 0; g < G; ++g)
          for (int64_t o = 0; o < fg; ++o) {
            int64_t oOff = b * osB + y * osH + x * osW + g * fg + o;
            double s = accumulate ? out[oOff] : 0.0, m = fabs(s);
            for (int64_t i = 0; i < kh; ++i)
              for (int64_t j = 0; j < kw; ++j)
                for (int64_t q = 0; q < cg; ++q) {
                  double t =
                      (double)in[b * isB + (y * gc->sh + i * gc->dh) * isH +
                                 (x * gc->sw + j * gc->dw) * isW + g * cg + q] *
                      w[g * wsG + o * wsO + i * wsH + j * wsW + q];
                  s += t;
                  m += fabs(t);
                }
            ref[oOff] = s;
            mag[oOff] = m;
            if (!accumulate)
              out[oOff] = NAN;
          }
  static int cases;
  Guarded block;
  const float *input = guardedCopy(in, inSize, cases++ % 2, &block);
  nn_ukernel_grouped_conv2d_f32(
      input, isB, 1, isH, isW, w, wsO, wsC, wsH, wsW, out, osB, 1, osH, osW, n,
      fg, oh, ow, cg, kh, kw, gc->sh, gc->sw, gc->dh, gc->dw, NULL, 0,
      -INFINITY, INFINITY, accumulate, G, cg, wsG, fg);
  check(what, out, ref, mag, outSize, cg * kh * kw);
  guardedFree(&block);
  free(in);
  free(w);
  free(out);
  free(ref);
  free(mag);
}

static void testGroupeds(void) {
  int before = failures;
  static const GroupedCase cases[] = {
      // ResNeXt's 4 and 8 channels per group (the in-lane and the permute
      // forms), rows of 8 + 4 + 1 pixels, a partial last block of groups.
      {1, 32, 4, 4, 3, 13, 3, 3, 1, 1, 1, 1, 0},
      {2, 5, 4, 4, 4, 7, 3, 3, 2, 2, 1, 1, 3},
      {1, 6, 8, 8, 5, 9, 3, 3, 1, 1, 2, 2, 0},
      // Fewer input than output channels per group; 2 and 16 per group.
      {1, 12, 4, 2, 3, 11, 3, 3, 1, 2, 1, 1, 0},
      {2, 8, 8, 3, 2, 5, 1, 3, 1, 1, 1, 1, 2},
      {1, 16, 2, 2, 4, 12, 3, 3, 1, 1, 1, 1, 0},
      {1, 3, 16, 16, 3, 6, 3, 3, 1, 1, 1, 1, 0},
      // The GEMM fallback: 6 per group (16 % 6), more inputs than outputs.
      {1, 4, 6, 4, 3, 5, 3, 3, 1, 1, 1, 1, 0},
      {1, 4, 4, 8, 3, 5, 3, 3, 2, 1, 1, 1, 1},
      // 1x1, and a weight too large for the direct kernel's stack share.
      {2, 16, 4, 4, 3, 9, 1, 1, 1, 1, 1, 1, 0},
      {1, 2, 16, 16, 2, 3, 5, 5, 1, 1, 1, 1, 0},
  };
  for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); ++i)
    testGrouped(&cases[i]);
  if (failures == before)
    printf("PASS grouped_conv2d (%s)\n",
           accumulate ? "accumulate" : "overwrite");
}

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

// dst[c, r] = src[r, c] bit for bit, at sizes around the 16x16 blocks,
// with padded rows on both sides whose gaps must stay untouched, and the
// source against an inaccessible page (no read past its last element).
static void testTransposes(void) {
  static const int64_t sizes[] = {1, 3, 15, 16, 17, 31, 32, 33, 50, 64};
  enum { kSizes = sizeof(sizes) / sizeof(sizes[0]) };
  for (int a = 0; a < kSizes; ++a)
    for (int b = 0; b < kSizes; ++b) {
      int64_t rows = sizes[a], cols = sizes[b];
      int64_t ss = cols + (int64_t)(rng() % 3),
              ds = rows + (int64_t)(rng() % 3);
      int64_t srcCount = (rows - 1) * ss + cols;
      float *values = randomBuffer(srcCount);
      Guarded block;
      float *src = guardedCopy(values, srcCount, (int)(rng() & 1), &block);
      int64_t dstCount = cols * ds;
      float *dst = randomBuffer(dstCount);
      float *before = malloc(sizeof(float) * (size_t)dstCount);
      if (!before)
        abort();
      memcpy(before, dst, sizeof(float) * (size_t)dstCount);
      nn_ukernel_transpose_f32(src, ss, dst, ds, rows, cols);
      for (int64_t c = 0; c < cols; ++c)
        for (int64_t r = 0; r < ds; ++r) {
          float want = r < rows ? src[r * ss + c] : before[c * ds + r];
          if (memcmp(&dst[c * ds + r], &want, sizeof(float)) != 0) {
            printf("FAIL transpose %lldx%lld: dst[%lld, %lld] is %.9g, "
                   "expected %.9g\n",
                   (long long)rows, (long long)cols, (long long)c, (long long)r,
                   (double)dst[c * ds + r], (double)want);
            ++failures;
            a = b = kSizes;
            r = ds;
            c = cols;
          }
        }
      guardedFree(&block);
      free(values);
      free(dst);
      free(before);
    }
  printf("PASS transpose\n");
}

int main(void) {
  const char *isa = getenv("NN_UKERNEL_ISA");
  printf("NN_UKERNEL_ISA=%s\n", isa ? isa : "(unset)");
  for (accumulate = 1; accumulate >= 0; --accumulate) {
    testMatmuls();
    testPackedMatmuls();
    testConvs(0);
    testConvs(1);
    withEpilogue = 1;
    testConvs(0);
    testConvs(1);
    withEpilogue = 0;
    testGroupeds();
  }
  testTransposes();
  return failures ? 1 : 0;
}
