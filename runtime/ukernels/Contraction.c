//===- Contraction.c - The f32 contraction ukernels -----------------------===//
//
// nn_ukernel_matmul_f32, nn_ukernel_conv2d_f32 and
// nn_ukernel_depthwise_conv2d_f32 (Ukernels.h): one BLIS-style GEMM core
// (packing, cache blocking, a register-tiled FMA microkernel) that the
// matmul and the convolution (as an implicit GEMM) share, two unpacked
// paths for matmuls of at most 4 rows (B streamed by rows, or, transposed,
// as dot products), and a direct vectorized depthwise convolution. One
// file, because nn-compile embeds the text of the ukernels in every library
// it builds: a single self-contained translation unit (system headers only,
// no malloc, no global state but the dispatch pointer) embeds without name
// clashes.
//
// Every operand is described the same way: element (l, p) of a packed
// operand is src[lOff[l] + pOff[p]], where the offset lists come from up to
// three (size, stride) dimensions (a UkDim). A matmul operand has one
// dimension per side; a convolution's input seen as its im2col matrix has
// (b, y, x) on one side and (q, i, j) on the other, so packing reads the
// im2col panel straight out of the input and the im2col matrix is never
// built. Transposes and broadcasts (stride 0) are only other offsets.
//
// Variants, chosen once at run time by the CPU's features: AVX-512F
// (12x32 register tile), AVX2+FMA (6x16) and portable C (4x16, which other
// architectures get and the compiler vectorizes). The environment variable
// NN_UKERNEL_ISA=avx512|avx2|generic, read once, forces a variant (one the
// CPU lacks falls back to the best it has): the tests use it to check every
// path on one machine.
//
//===----------------------------------------------------------------------===//

#include <math.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define UK_X86 1
#define UK_AVX512 __attribute__((target("avx512f,fma")))
#define UK_AVX2 __attribute__((target("avx2,fma")))
#else
#define UK_X86 0
#endif
#define UK_INLINE static inline __attribute__((always_inline))

// Cache blocking, shared by the variants (their register tiles divide it).
// KC: the depth of a packed block. An A micro-panel (12 rows of KC, 12 KiB)
// stays in L1 while the microkernel sweeps it across the B block (KC x NC,
// 128 KiB, in L2; each step reads 128 bytes of it per 24 FMAs, far under
// L2's bandwidth). Measured: this order (BLIS's jr loop inside the ir loop)
// and KC = 256 beat the other order, whose 32 KiB B micro-panel crowds L1. MC
// and NC are as large as the 256 KiB scratch budget allows: the packed A block
// (MC x KCP, 102 KiB) and B block (KC x NC, 128 KiB) live on the stack with the
// offset lists.
enum {
  UK_KC = 256,
  // A's packed rows are KC + 16 floats apart, not KC: at a 1 KiB stride
  // the 12 rows of a micro-panel would fall into 3 L1 sets.
  UK_KCP = UK_KC + 16,
  UK_MC = 96,
  UK_NC = 128,
  UK_MR_MAX = 12,
  UK_NR_MAX = 32,
};

static int64_t ukMin(int64_t a, int64_t b) { return a < b ? a : b; }

//===----------------------------------------------------------------------===//
// Operand descriptions
//===----------------------------------------------------------------------===//

// A logical dimension of up to three mixed-radix parts, outermost first:
// index t = (t0 * size[1] + t1) * size[2] + t2 is at offset
// t0 * stride[0] + t1 * stride[1] + t2 * stride[2].
typedef struct {
  int64_t size[3];
  int64_t stride[3];
} UkDim;

static UkDim ukDim1(int64_t size, int64_t stride) {
  UkDim d = {{1, 1, size}, {0, 0, stride}};
  return d;
}

static UkDim ukDim3(int64_t s0, int64_t s1, int64_t s2, int64_t st0,
                    int64_t st1, int64_t st2) {
  UkDim d = {{s0, s1, s2}, {st0, st1, st2}};
  return d;
}

// out[t] = offset of index start + t, for t < count.
static void ukOffsets(const UkDim *d, int64_t start, int64_t count,
                      int64_t *out) {
  int64_t t2 = start % d->size[2], r = start / d->size[2];
  int64_t t1 = r % d->size[1], t0 = r / d->size[1];
  int64_t row = t0 * d->stride[0] + t1 * d->stride[1];
  for (int64_t t = 0; t < count; ++t) {
    out[t] = row + t2 * d->stride[2];
    if (++t2 == d->size[2]) {
      t2 = 0;
      if (++t1 == d->size[1]) {
        t1 = 0;
        ++t0;
      }
      row = t0 * d->stride[0] + t1 * d->stride[1];
    }
  }
}

// Length of the run of offsets starting at off[0] that advance by step,
// within count.
static int64_t ukRun(const int64_t *off, int64_t count, int64_t step) {
  int64_t r = 1;
  while (r < count && off[r] == off[0] + r * step)
    ++r;
  return r;
}

// What a convolution's caller did to each result after the sum, now done
// while the tile is in registers (or in L1): add bias[i * biasM + j * biasN]
// (no bias when NULL), then clamp to [lo, hi] as arith.maximumf and minimumf do
// (a NaN stays a NaN). lo = -inf, hi = +inf: no clamp.
typedef struct {
  const float *bias;
  int64_t biasM, biasN;
  float lo, hi;
  int on;
} UkEpilogue;

static float ukEpilogueOf(const UkEpilogue *e, int64_t i, int64_t j, float v) {
  if (e->bias)
    v += e->bias[i * e->biasM + j * e->biasN];
  // max(lo, v) and min(hi, v) keep v when it is a NaN.
  v = v < e->lo ? e->lo : v;
  return v > e->hi ? e->hi : v;
}

// The epilogue of one register tile, for a kernel that applies it in
// registers: row r's bias rowBias[r * rowStride], column j's colBias[j]
// (either or both NULL), then the clamp.
typedef struct {
  const float *rowBias, *colBias;
  int64_t rowStride;
  float lo, hi;
} UkTileEpilogue;

// The epilogue on rows[r][col + j] for r < mr, j < nr: result (i0 + r,
// j0 + j) of the whole product, just stored and still in L1. For the kernels
// without the epilogue in registers (AVX2, portable) and for a bias that
// the register form cannot read (ukTileEpilogueOf).
static void ukEpilogueTile(const UkEpilogue *e, float *const *rows, int64_t col,
                           int mr, int nr, int64_t i0, int64_t j0) {
  for (int r = 0; r < mr; ++r)
    for (int j = 0; j < nr; ++j)
      rows[r][col + j] = ukEpilogueOf(e, i0 + r, j0 + j, rows[r][col + j]);
}

// The register form of `e` for the tile at result (i0, j0): false when its
// bias runs along both rows and columns, or along columns with a stride.
static int ukTileEpilogueOf(const UkEpilogue *e, int64_t i0, int64_t j0,
                            UkTileEpilogue *te) {
  *te = (UkTileEpilogue){NULL, NULL, 0, e->lo, e->hi};
  if (!e->bias)
    return 1;
  if (e->biasN == 0) {
    te->rowBias = e->bias + i0 * e->biasM, te->rowStride = e->biasM;
    return 1;
  }
  if (e->biasM == 0 && e->biasN == 1) {
    te->colBias = e->bias + j0;
    return 1;
  }
  return 0;
}

// C[i, j] += sum over p of A[i, p] * B[p, j], every operand by offsets.
typedef struct {
  const float *a;
  UkDim aM, aK;
  const float *b;
  UkDim bK, bN;
  float *c;
  UkDim cM, cN;
  int64_t m, n, k;
  int accumulate; // 0: C = A * B (C's old values are never read)
  UkEpilogue epilogue;
  // B's first index along K and N: B[p, j] is element (bK0 + p, bN0 + j)
  // of the bK x bN description (nonzero for B packed at compile time, whose
  // description is the whole packed weight).
  int64_t bK0, bN0;
  // B packed at compile time in panels of `panel` columns (0: not packed),
  // each packedK deep: column j's panel starts at (j / panel) * packedK *
  // panel. When `panel` is the register tile's width, the microkernel reads
  // the panels where they lie and nothing is packed at run time.
  int64_t panel, packedK;
} UkGemm;

//===----------------------------------------------------------------------===//
// Copies for packing, one per variant
//===----------------------------------------------------------------------===//

enum { UK_ISA_GENERIC, UK_ISA_AVX2, UK_ISA_AVX512 };

#if UK_X86
// d[t] = s[t * step] for t < len, step 1 or 2. Masked loads: they never
// touch memory past the last element read.
UK_AVX512 static void ukCopyAvx512(float *d, const float *s, int64_t len,
                                   int64_t step) {
  int64_t t = 0;
  if (step == 1) {
    for (; t + 16 <= len; t += 16)
      _mm512_storeu_ps(d + t, _mm512_loadu_ps(s + t));
    if (t < len) {
      __mmask16 mk = (__mmask16)((1u << (len - t)) - 1);
      _mm512_mask_storeu_ps(d + t, mk, _mm512_maskz_loadu_ps(mk, s + t));
    }
    return;
  }
  const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20,
                                         22, 24, 26, 28, 30);
  for (; t < len; t += 16) {
    int64_t left = len - t; // elements still to write, 2 * left - 1 to read
    int64_t rd = left >= 16 ? 31 : 2 * left - 1;
    __mmask16 lo = (__mmask16)(rd >= 16 ? 0xFFFF : (1u << rd) - 1);
    __mmask16 hi = (__mmask16)(rd > 16 ? (1u << (rd - 16)) - 1 : 0);
    __m512 v =
        _mm512_permutex2var_ps(_mm512_maskz_loadu_ps(lo, s + 2 * t), even,
                               _mm512_maskz_loadu_ps(hi, s + 2 * t + 16));
    __mmask16 st = (__mmask16)(left >= 16 ? 0xFFFF : (1u << left) - 1);
    _mm512_mask_storeu_ps(d + t, st, v);
  }
}

UK_AVX2 static void ukCopyAvx2(float *d, const float *s, int64_t len,
                               int64_t step) {
  int64_t t = 0;
  if (step == 1)
    for (; t + 8 <= len; t += 8)
      _mm256_storeu_ps(d + t, _mm256_loadu_ps(s + t));
  for (; t < len; ++t)
    d[t] = s[t * step];
}
#endif

UK_INLINE void ukCopy(int isa, float *d, const float *s, int64_t len,
                      int64_t step) {
#if UK_X86
  if (isa == UK_ISA_AVX512) {
    ukCopyAvx512(d, s, len, step);
    return;
  }
  if (isa == UK_ISA_AVX2) {
    ukCopyAvx2(d, s, len, step);
    return;
  }
#endif
  (void)isa;
  for (int64_t t = 0; t < len; ++t)
    d[t] = s[t * step];
}

//===----------------------------------------------------------------------===//
// Packing
//===----------------------------------------------------------------------===//

// A block, row-major: dst[l * UK_KCP + p] = src[lOff[l] + pOff[p]] for
// l < rows, p < kc. A is packed by rows, not into MR-interleaved columns as
// BLIS does: the microkernel broadcasts A's elements from MR rows at fixed
// distances (immediate displacements), so packing a row-major A is a plain
// copy rather than a transpose, which would cost as much as 10% of the
// multiply at these tile sizes. A whose rows are already unit-stride runs
// is not packed at all (ukInPlaceA): packing would only copy it.
UK_INLINE void ukPackABody(int isa, const float *src, const int64_t *lOff,
                           int64_t rows, const int64_t *pOff, int64_t kc,
                           float *dst) {
  int64_t p = 0;
  while (p < kc) {
    int64_t r = ukRun(pOff + p, kc - p, 1);
    if (r >= 4) {
      for (int64_t l = 0; l < rows; ++l)
        ukCopy(isa, dst + l * UK_KCP + p, src + lOff[l] + pOff[p], r, 1);
      p += r;
      continue;
    }
    // Short runs (a transposed A): gather row by row.
    for (int64_t l = 0; l < rows; ++l)
      for (int64_t q = p; q < p + r; ++q)
        dst[l * UK_KCP + q] = src[lOff[l] + pOff[q]];
    p += r;
  }
}

// A B micro-panel: dst[p * nr + l] = src[lOff[l] + pOff[p]] for l < lanes,
// zero for lanes <= l < nr (so the microkernel always runs full width).
UK_INLINE void ukPackBBody(int isa, const float *src, const int64_t *lOff,
                           int64_t lanes, int nr, const int64_t *pOff,
                           int64_t kc, float *dst) {
  if (lanes < nr)
    for (int64_t p = 0; p < kc; ++p)
      for (int l = (int)lanes; l < nr; ++l)
        dst[p * nr + l] = 0;
  if (lanes == nr && ukRun(lOff, lanes, 1) == lanes) {
    // The common case (a row-major B, a convolution row): whole rows of
    // the panel, a copy of fixed size the compiler turns into a few
    // vector moves.
    for (int64_t p = 0; p < kc; ++p)
      memcpy(dst + p * nr, src + lOff[0] + pOff[p], sizeof(float) * (size_t)nr);
    return;
  }
  int64_t l = 0;
  while (l < lanes) {
    int64_t step = l + 1 < lanes ? lOff[l + 1] - lOff[l] : 1;
    int64_t r = step == 1 || step == 2 ? ukRun(lOff + l, lanes - l, step) : 1;
    if (r >= 4) {
      // Unit-stride columns (a row-major B, a stride-1 convolution row) or
      // stride 2 (a stride-2 convolution): vector copies.
      for (int64_t p = 0; p < kc; ++p)
        ukCopy(isa, dst + p * nr + l, src + lOff[l] + pOff[p], r, step);
      l += r;
      continue;
    }
    // A scattered column (a transposed B, a broadcast): gather it, walking
    // down p, the unit-stride direction of a transposed B.
    for (int64_t p = 0; p < kc; ++p)
      dst[p * nr + l] = src[lOff[l] + pOff[p]];
    ++l;
  }
}

//===----------------------------------------------------------------------===//
// Microkernels
//===----------------------------------------------------------------------===//

// Each computes rows[i][j] (+)= sum over p < kc of ap[i * lda + p] *
// bp[p * ldb + j] for i < mr, j < nr <= NR (adding to C when `add`, else
// overwriting it unread), where rows[i] = base[i] + col points at C's row
// i (unit-stride columns; the caller sets base once per row panel);
// columns nr and beyond are neither read nor written. ldb is the packed
// panel's width: NR, or more for a half-width kernel reading the first
// columns of a full panel packed at compile time. mr <= MR selects a
// variant compiled with exactly mr rows of accumulators, so that M's edge runs
// vectorized, not scalar.

#if UK_X86
// AVX-512: 12 x 32. The tile is 24 zmm accumulators (12 rows x 2 vectors),
// 2 for the B row, and the A element is a broadcast FMA operand: 26 of the
// 32 registers. Per k step it does 24 FMAs for 2 vector loads and 12
// broadcasts, under the 2-3 loads per cycle the core sustains, and 24
// independent FMA chains cover the FMA latency (4) times its throughput
// (2 per cycle). 14 x 32 would fill the registers but divides 64 and 256
// (the usual channel counts and tile sizes) worse than 12 with its 4-row
// edge kernel.
//
// nv = 1 is the half-width variant (12 x 16) for N's last panel when at most
// 16 columns are left: a 32-wide tile would spend half its FMAs on zeros
// (a 196-column tile is 6 panels of 32 and one of 4). It does 12 FMAs per
// B load and 12 broadcasts, which the load ports still sustain.
UK_AVX512 UK_INLINE void ukKernelAvx512Body(const int mr, const int nv,
                                            int64_t kc, const float *ap,
                                            int64_t lda, const float *bp,
                                            int64_t ldb, float *const *base,
                                            int64_t col, int nr, int add,
                                            const UkTileEpilogue *te) {
  __m512 acc0[UK_MR_MAX], acc1[UK_MR_MAX];
  float *rows[UK_MR_MAX];
  for (int i = 0; i < mr; ++i)
    rows[i] = base[i] + col;
#pragma GCC unroll 12
  for (int i = 0; i < mr; ++i) {
    acc0[i] = acc1[i] = _mm512_setzero_ps();
    // C's tile is read only at the end, from L2 or further: start those
    // loads now (its 128 bytes span at most 3 lines).
    _mm_prefetch((const char *)rows[i], _MM_HINT_T0);
    _mm_prefetch((const char *)(rows[i] + 16 * nv - 1), _MM_HINT_T0);
    if (nv == 2)
      _mm_prefetch((const char *)(rows[i] + 16), _MM_HINT_T0);
  }
  for (int64_t p = 0; p < kc; ++p) {
    __m512 b0 = _mm512_load_ps(bp + p * ldb);
    __m512 b1 = nv == 2 ? _mm512_load_ps(bp + p * ldb + 16) : b0;
#pragma GCC unroll 12
    for (int i = 0; i < mr; ++i) {
      __m512 a = _mm512_set1_ps(ap[i * lda + p]);
      acc0[i] = _mm512_fmadd_ps(a, b0, acc0[i]);
      if (nv == 2)
        acc1[i] = _mm512_fmadd_ps(a, b1, acc1[i]);
    }
  }
  // Masked: N's edge (nr < 16 * nv) touches only its columns.
  __mmask16 m0 = (__mmask16)(nr >= 16 ? 0xFFFF : (1u << nr) - 1);
  __mmask16 m1 = (__mmask16)(nr >= 32  ? 0xFFFF
                             : nr > 16 ? (1u << (nr - 16)) - 1
                                       : 0);
  if (add)
#pragma GCC unroll 12
    for (int i = 0; i < mr; ++i) {
      acc0[i] = _mm512_add_ps(_mm512_maskz_loadu_ps(m0, rows[i]), acc0[i]);
      if (nv == 2)
        acc1[i] =
            _mm512_add_ps(_mm512_maskz_loadu_ps(m1, rows[i] + 16), acc1[i]);
    }
  if (te) {
    // The epilogue in registers: the biases, then max and min (which keep
    // a NaN: MAXPS/MINPS return the second operand, the result).
    const __m512 lo = _mm512_set1_ps(te->lo), hi = _mm512_set1_ps(te->hi);
    const __m512 c0 = te->colBias ? _mm512_maskz_loadu_ps(m0, te->colBias)
                                  : _mm512_setzero_ps();
    const __m512 c1 = te->colBias && nv == 2
                          ? _mm512_maskz_loadu_ps(m1, te->colBias + 16)
                          : _mm512_setzero_ps();
#pragma GCC unroll 12
    for (int i = 0; i < mr; ++i) {
      __m512 r = te->rowBias ? _mm512_set1_ps(te->rowBias[i * te->rowStride])
                             : _mm512_setzero_ps();
      acc0[i] = _mm512_min_ps(
          hi, _mm512_max_ps(lo, _mm512_add_ps(_mm512_add_ps(acc0[i], r), c0)));
      if (nv == 2)
        acc1[i] = _mm512_min_ps(
            hi,
            _mm512_max_ps(lo, _mm512_add_ps(_mm512_add_ps(acc1[i], r), c1)));
    }
  }
#pragma GCC unroll 12
  for (int i = 0; i < mr; ++i) {
    _mm512_mask_storeu_ps(rows[i], m0, acc0[i]);
    if (nv == 2)
      _mm512_mask_storeu_ps(rows[i] + 16, m1, acc1[i]);
  }
}

UK_AVX512 UK_INLINE void ukKernelAvx512Rows(const int nv, int mr, int64_t kc,
                                            const float *ap, int64_t lda,
                                            const float *bp, int64_t ldb,
                                            float *const *base, int64_t col,
                                            int nr, int add,
                                            const UkTileEpilogue *te) {
  switch (mr) {
  case 12:
    ukKernelAvx512Body(12, nv, kc, ap, lda, bp, ldb, base, col, nr, add, te);
    break;
  case 11:
    ukKernelAvx512Body(11, nv, kc, ap, lda, bp, ldb, base, col, nr, add, te);
    break;
  case 10:
    ukKernelAvx512Body(10, nv, kc, ap, lda, bp, ldb, base, col, nr, add, te);
    break;
  case 9:
    ukKernelAvx512Body(9, nv, kc, ap, lda, bp, ldb, base, col, nr, add, te);
    break;
  case 8:
    ukKernelAvx512Body(8, nv, kc, ap, lda, bp, ldb, base, col, nr, add, te);
    break;
  case 7:
    ukKernelAvx512Body(7, nv, kc, ap, lda, bp, ldb, base, col, nr, add, te);
    break;
  case 6:
    ukKernelAvx512Body(6, nv, kc, ap, lda, bp, ldb, base, col, nr, add, te);
    break;
  case 5:
    ukKernelAvx512Body(5, nv, kc, ap, lda, bp, ldb, base, col, nr, add, te);
    break;
  case 4:
    ukKernelAvx512Body(4, nv, kc, ap, lda, bp, ldb, base, col, nr, add, te);
    break;
  case 3:
    ukKernelAvx512Body(3, nv, kc, ap, lda, bp, ldb, base, col, nr, add, te);
    break;
  case 2:
    ukKernelAvx512Body(2, nv, kc, ap, lda, bp, ldb, base, col, nr, add, te);
    break;
  default:
    ukKernelAvx512Body(1, nv, kc, ap, lda, bp, ldb, base, col, nr, add, te);
    break;
  }
}

UK_AVX512 static void ukKernelAvx512(int mr, int64_t kc, const float *ap,
                                     int64_t lda, const float *bp, int64_t ldb,
                                     float *const *base, int64_t col, int nr,
                                     int add) {
  ukKernelAvx512Rows(2, mr, kc, ap, lda, bp, ldb, base, col, nr, add, NULL);
}

UK_AVX512 static void ukKernelAvx512Half(int mr, int64_t kc, const float *ap,
                                         int64_t lda, const float *bp,
                                         int64_t ldb, float *const *base,
                                         int64_t col, int nr, int add) {
  ukKernelAvx512Rows(1, mr, kc, ap, lda, bp, ldb, base, col, nr, add, NULL);
}

// The same kernels with an epilogue applied in registers before the store
// (the last K block of a convolution with a fused bias and clamp).
UK_AVX512 static void ukKernelAvx512Ep(int mr, int64_t kc, const float *ap,
                                       int64_t lda, const float *bp,
                                       int64_t ldb, float *const *base,
                                       int64_t col, int nr, int add,
                                       const UkTileEpilogue *te) {
  ukKernelAvx512Rows(2, mr, kc, ap, lda, bp, ldb, base, col, nr, add, te);
}

UK_AVX512 static void ukKernelAvx512HalfEp(int mr, int64_t kc, const float *ap,
                                           int64_t lda, const float *bp,
                                           int64_t ldb, float *const *base,
                                           int64_t col, int nr, int add,
                                           const UkTileEpilogue *te) {
  ukKernelAvx512Rows(1, mr, kc, ap, lda, bp, ldb, base, col, nr, add, te);
}

// AVX2: 6 x 16, the classic Haswell shape: 12 ymm accumulators, 2 for the
// B row, 1 for the broadcast: 15 of the 16 registers.
UK_AVX2 UK_INLINE void ukKernelAvx2Body(const int mr, int64_t kc,
                                        const float *ap, int64_t lda,
                                        const float *bp, int64_t ldb,
                                        float *const *base, int64_t col, int nr,
                                        int add) {
  __m256 acc0[6], acc1[6];
  float *rows[UK_MR_MAX];
  for (int i = 0; i < mr; ++i)
    rows[i] = base[i] + col;
#pragma GCC unroll 6
  for (int i = 0; i < mr; ++i)
    acc0[i] = acc1[i] = _mm256_setzero_ps();
  for (int64_t p = 0; p < kc; ++p) {
    __m256 b0 = _mm256_load_ps(bp + p * ldb);
    __m256 b1 = _mm256_load_ps(bp + p * ldb + 8);
#pragma GCC unroll 6
    for (int i = 0; i < mr; ++i) {
      __m256 a = _mm256_broadcast_ss(ap + i * lda + p);
      acc0[i] = _mm256_fmadd_ps(a, b0, acc0[i]);
      acc1[i] = _mm256_fmadd_ps(a, b1, acc1[i]);
    }
  }
  // Masked: N's edge (nr < 16) touches only its columns.
  const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  __m256i m0 = _mm256_cmpgt_epi32(_mm256_set1_epi32(nr), lane);
  __m256i m1 = _mm256_cmpgt_epi32(_mm256_set1_epi32(nr - 8), lane);
  if (add)
#pragma GCC unroll 6
    for (int i = 0; i < mr; ++i) {
      acc0[i] = _mm256_add_ps(_mm256_maskload_ps(rows[i], m0), acc0[i]);
      acc1[i] = _mm256_add_ps(_mm256_maskload_ps(rows[i] + 8, m1), acc1[i]);
    }
#pragma GCC unroll 6
  for (int i = 0; i < mr; ++i) {
    _mm256_maskstore_ps(rows[i], m0, acc0[i]);
    _mm256_maskstore_ps(rows[i] + 8, m1, acc1[i]);
  }
}

UK_AVX2 static void ukKernelAvx2(int mr, int64_t kc, const float *ap,
                                 int64_t lda, const float *bp, int64_t ldb,
                                 float *const *base, int64_t col, int nr,
                                 int add) {
  switch (mr) {
  case 6:
    ukKernelAvx2Body(6, kc, ap, lda, bp, ldb, base, col, nr, add);
    break;
  case 5:
    ukKernelAvx2Body(5, kc, ap, lda, bp, ldb, base, col, nr, add);
    break;
  case 4:
    ukKernelAvx2Body(4, kc, ap, lda, bp, ldb, base, col, nr, add);
    break;
  case 3:
    ukKernelAvx2Body(3, kc, ap, lda, bp, ldb, base, col, nr, add);
    break;
  case 2:
    ukKernelAvx2Body(2, kc, ap, lda, bp, ldb, base, col, nr, add);
    break;
  default:
    ukKernelAvx2Body(1, kc, ap, lda, bp, ldb, base, col, nr, add);
    break;
  }
}
#endif

// Portable: 4 x 16 in plain C; the compiler vectorizes the j loops (4 x 4
// vectors of 4 lanes: NEON's and SSE's width).
static void ukKernelGeneric(int mr, int64_t kc, const float *ap, int64_t lda,
                            const float *bp, int64_t ldb, float *const *base,
                            int64_t col, int nr, int add) {
  float acc[4][16];
  float *rows[UK_MR_MAX];
  for (int i = 0; i < mr; ++i)
    rows[i] = base[i] + col;
  memset(acc, 0, sizeof acc);
  for (int64_t p = 0; p < kc; ++p)
    for (int i = 0; i < 4; ++i) {
      float a = i < mr ? ap[i * lda + p] : 0.0f;
      for (int j = 0; j < 16; ++j)
        acc[i][j] += a * bp[p * ldb + j];
    }
  for (int i = 0; i < mr; ++i)
    for (int j = 0; j < nr; ++j)
      rows[i][j] = add ? rows[i][j] + acc[i][j] : acc[i][j];
}

//===----------------------------------------------------------------------===//
// Small M: no packing
//===----------------------------------------------------------------------===//

// C[i, :] (+)= A[i, :] * B for m <= 4 rows, B's and C's columns unit-stride:
// the batch-1 case (1x768 @ 768x3072), bound by reading B, which each
// element of is used m times only. B is streamed once, in place, 4 rows at
// a time (4 sequential streams the prefetchers follow); each C vector is
// loaded once per 4 rows of B and stays in L1 between them.
#if UK_X86
UK_AVX512 UK_INLINE void ukSmallMAvx512Body(const int m, const int pb,
                                            const float *a, int64_t ars,
                                            int64_t acs, const float *b,
                                            int64_t brs, float *c, int64_t crs,
                                            int64_t n, int add) {
  __m512 av[4][4];
#pragma GCC unroll 4
  for (int i = 0; i < m; ++i)
#pragma GCC unroll 4
    for (int q = 0; q < pb; ++q)
      av[i][q] = _mm512_set1_ps(a[i * ars + q * acs]);
  for (int64_t j = 0; j < n; j += 16) {
    __mmask16 mk =
        (__mmask16)(n - j >= 16 ? 0xFFFF : (1u << (unsigned)(n - j)) - 1);
    __m512 bv[4];
#pragma GCC unroll 4
    for (int q = 0; q < pb; ++q)
      bv[q] = _mm512_maskz_loadu_ps(mk, b + q * brs + j);
#pragma GCC unroll 4
    for (int i = 0; i < m; ++i) {
      __m512 acc = add ? _mm512_maskz_loadu_ps(mk, c + i * crs + j)
                       : _mm512_setzero_ps();
#pragma GCC unroll 4
      for (int q = 0; q < pb; ++q)
        acc = _mm512_fmadd_ps(av[i][q], bv[q], acc);
      _mm512_mask_storeu_ps(c + i * crs + j, mk, acc);
    }
  }
}

UK_AVX512 UK_INLINE void ukSmallMAvx512M(const int m, const float *a,
                                         int64_t ars, int64_t acs,
                                         const float *b, int64_t brs, float *c,
                                         int64_t crs, int64_t n, int64_t k,
                                         int add) {
  int64_t p = 0;
  for (; p + 4 <= k; p += 4, add = 1)
    ukSmallMAvx512Body(m, 4, a + p * acs, ars, acs, b + p * brs, brs, c, crs, n,
                       add);
  for (; p < k; ++p, add = 1)
    ukSmallMAvx512Body(m, 1, a + p * acs, ars, acs, b + p * brs, brs, c, crs, n,
                       add);
}

UK_AVX512 static void ukSmallMAvx512(int m, const float *a, int64_t ars,
                                     int64_t acs, const float *b, int64_t brs,
                                     float *c, int64_t crs, int64_t n,
                                     int64_t k, int add) {
  switch (m) {
  case 4:
    ukSmallMAvx512M(4, a, ars, acs, b, brs, c, crs, n, k, add);
    break;
  case 3:
    ukSmallMAvx512M(3, a, ars, acs, b, brs, c, crs, n, k, add);
    break;
  case 2:
    ukSmallMAvx512M(2, a, ars, acs, b, brs, c, crs, n, k, add);
    break;
  default:
    ukSmallMAvx512M(1, a, ars, acs, b, brs, c, crs, n, k, add);
    break;
  }
}

UK_AVX2 UK_INLINE void ukSmallMAvx2Body(const int m, const int pb,
                                        const float *a, int64_t ars,
                                        int64_t acs, const float *b,
                                        int64_t brs, float *c, int64_t crs,
                                        int64_t n, int add) {
  __m256 av[4][4];
#pragma GCC unroll 4
  for (int i = 0; i < m; ++i)
#pragma GCC unroll 4
    for (int q = 0; q < pb; ++q)
      av[i][q] = _mm256_set1_ps(a[i * ars + q * acs]);
  int64_t j = 0;
  for (; j + 8 <= n; j += 8) {
    __m256 bv[4];
#pragma GCC unroll 4
    for (int q = 0; q < pb; ++q)
      bv[q] = _mm256_loadu_ps(b + q * brs + j);
#pragma GCC unroll 4
    for (int i = 0; i < m; ++i) {
      __m256 acc = add ? _mm256_loadu_ps(c + i * crs + j) : _mm256_setzero_ps();
#pragma GCC unroll 4
      for (int q = 0; q < pb; ++q)
        acc = _mm256_fmadd_ps(av[i][q], bv[q], acc);
      _mm256_storeu_ps(c + i * crs + j, acc);
    }
  }
  for (; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      float acc = add ? c[i * crs + j] : 0.0f;
      for (int q = 0; q < pb; ++q)
        acc += a[i * ars + q * acs] * b[q * brs + j];
      c[i * crs + j] = acc;
    }
}

UK_AVX2 UK_INLINE void ukSmallMAvx2M(const int m, const float *a, int64_t ars,
                                     int64_t acs, const float *b, int64_t brs,
                                     float *c, int64_t crs, int64_t n,
                                     int64_t k, int add) {
  int64_t p = 0;
  for (; p + 4 <= k; p += 4, add = 1)
    ukSmallMAvx2Body(m, 4, a + p * acs, ars, acs, b + p * brs, brs, c, crs, n,
                     add);
  for (; p < k; ++p, add = 1)
    ukSmallMAvx2Body(m, 1, a + p * acs, ars, acs, b + p * brs, brs, c, crs, n,
                     add);
}

UK_AVX2 static void ukSmallMAvx2(int m, const float *a, int64_t ars,
                                 int64_t acs, const float *b, int64_t brs,
                                 float *c, int64_t crs, int64_t n, int64_t k,
                                 int add) {
  switch (m) {
  case 4:
    ukSmallMAvx2M(4, a, ars, acs, b, brs, c, crs, n, k, add);
    break;
  case 3:
    ukSmallMAvx2M(3, a, ars, acs, b, brs, c, crs, n, k, add);
    break;
  case 2:
    ukSmallMAvx2M(2, a, ars, acs, b, brs, c, crs, n, k, add);
    break;
  default:
    ukSmallMAvx2M(1, a, ars, acs, b, brs, c, crs, n, k, add);
    break;
  }
}
#endif

static void ukSmallMGeneric(int m, const float *a, int64_t ars, int64_t acs,
                            const float *b, int64_t brs, float *c, int64_t crs,
                            int64_t n, int64_t k, int add) {
  if (!add)
    for (int i = 0; i < m; ++i)
      memset(c + i * crs, 0, sizeof(float) * (size_t)n);
  for (int i = 0; i < m; ++i)
    for (int64_t p = 0; p < k; ++p) {
      float x = a[i * ars + p * acs];
      const float *bRow = b + p * brs;
      float *cRow = c + i * crs;
      for (int64_t j = 0; j < n; ++j)
        cRow[j] += x * bRow[j];
    }
}

//===----------------------------------------------------------------------===//
// Small M, B transposed: dot products
//===----------------------------------------------------------------------===//

// C[i, j] (+)= A[i, :] . B[:, j] for m <= 4 rows, where A's rows and B's
// columns are unit-stride (B^T row-major: a recurrent cell's h @ R^T, a
// Gemm with transB at batch 1). Packing would gather B column by column on
// every call; instead each C element is a dot product of two contiguous
// rows, nq columns of B at a time against all m rows of A (m * nq vector
// accumulators), reduced across the vector at the end. Bound by reading B
// once, like the small-M kernel above.
#if UK_X86
UK_AVX512 UK_INLINE void ukDotsAvx512Body(const int m, const int nq,
                                          const float *a, int64_t ars,
                                          const float *b, int64_t bcs, float *c,
                                          int64_t crs, int64_t ccs, int64_t k,
                                          int add) {
  __m512 acc[4][4];
#pragma GCC unroll 4
  for (int i = 0; i < m; ++i)
#pragma GCC unroll 4
    for (int q = 0; q < nq; ++q)
      acc[i][q] = _mm512_setzero_ps();
  for (int64_t p = 0; p < k; p += 16) {
    __mmask16 mk =
        (__mmask16)(k - p >= 16 ? 0xFFFF : (1u << (unsigned)(k - p)) - 1);
    __m512 bv[4];
#pragma GCC unroll 4
    for (int q = 0; q < nq; ++q)
      bv[q] = _mm512_maskz_loadu_ps(mk, b + q * bcs + p);
#pragma GCC unroll 4
    for (int i = 0; i < m; ++i) {
      __m512 av = _mm512_maskz_loadu_ps(mk, a + i * ars + p);
#pragma GCC unroll 4
      for (int q = 0; q < nq; ++q)
        acc[i][q] = _mm512_fmadd_ps(av, bv[q], acc[i][q]);
    }
  }
#pragma GCC unroll 4
  for (int i = 0; i < m; ++i)
#pragma GCC unroll 4
    for (int q = 0; q < nq; ++q) {
      float *o = c + i * crs + q * ccs;
      float sum = _mm512_reduce_add_ps(acc[i][q]);
      *o = add ? *o + sum : sum;
    }
}

UK_AVX512 UK_INLINE void ukDotsAvx512M(const int m, const float *a, int64_t ars,
                                       const float *b, int64_t bcs, float *c,
                                       int64_t crs, int64_t ccs, int64_t n,
                                       int64_t k, int add) {
  int64_t j = 0;
  for (; j + 4 <= n; j += 4)
    ukDotsAvx512Body(m, 4, a, ars, b + j * bcs, bcs, c + j * ccs, crs, ccs, k,
                     add);
  for (; j < n; ++j)
    ukDotsAvx512Body(m, 1, a, ars, b + j * bcs, bcs, c + j * ccs, crs, ccs, k,
                     add);
}

UK_AVX512 static void ukDotsAvx512(int m, const float *a, int64_t ars,
                                   const float *b, int64_t bcs, float *c,
                                   int64_t crs, int64_t ccs, int64_t n,
                                   int64_t k, int add) {
  switch (m) {
  case 4:
    ukDotsAvx512M(4, a, ars, b, bcs, c, crs, ccs, n, k, add);
    break;
  case 3:
    ukDotsAvx512M(3, a, ars, b, bcs, c, crs, ccs, n, k, add);
    break;
  case 2:
    ukDotsAvx512M(2, a, ars, b, bcs, c, crs, ccs, n, k, add);
    break;
  default:
    ukDotsAvx512M(1, a, ars, b, bcs, c, crs, ccs, n, k, add);
    break;
  }
}

// AVX2: 16 registers, so m * nq <= 8 accumulators (nq = 2 columns when m
// is 3 or 4) and a scalar tail for k.
UK_AVX2 UK_INLINE void ukDotsAvx2Body(const int m, const int nq, const float *a,
                                      int64_t ars, const float *b, int64_t bcs,
                                      float *c, int64_t crs, int64_t ccs,
                                      int64_t k, int add) {
  __m256 acc[4][4];
#pragma GCC unroll 4
  for (int i = 0; i < m; ++i)
#pragma GCC unroll 4
    for (int q = 0; q < nq; ++q)
      acc[i][q] = _mm256_setzero_ps();
  int64_t p = 0;
  for (; p + 8 <= k; p += 8) {
    __m256 bv[4];
#pragma GCC unroll 4
    for (int q = 0; q < nq; ++q)
      bv[q] = _mm256_loadu_ps(b + q * bcs + p);
#pragma GCC unroll 4
    for (int i = 0; i < m; ++i) {
      __m256 av = _mm256_loadu_ps(a + i * ars + p);
#pragma GCC unroll 4
      for (int q = 0; q < nq; ++q)
        acc[i][q] = _mm256_fmadd_ps(av, bv[q], acc[i][q]);
    }
  }
#pragma GCC unroll 4
  for (int i = 0; i < m; ++i)
#pragma GCC unroll 4
    for (int q = 0; q < nq; ++q) {
      float lanes[8];
      _mm256_storeu_ps(lanes, acc[i][q]);
      float sum = ((lanes[0] + lanes[4]) + (lanes[1] + lanes[5])) +
                  ((lanes[2] + lanes[6]) + (lanes[3] + lanes[7]));
      for (int64_t t = p; t < k; ++t)
        sum += a[i * ars + t] * b[q * bcs + t];
      float *o = c + i * crs + q * ccs;
      *o = add ? *o + sum : sum;
    }
}

UK_AVX2 UK_INLINE void ukDotsAvx2M(const int m, const float *a, int64_t ars,
                                   const float *b, int64_t bcs, float *c,
                                   int64_t crs, int64_t ccs, int64_t n,
                                   int64_t k, int add) {
  const int nq = m <= 2 ? 4 : 2;
  int64_t j = 0;
  for (; j + nq <= n; j += nq)
    ukDotsAvx2Body(m, nq, a, ars, b + j * bcs, bcs, c + j * ccs, crs, ccs, k,
                   add);
  for (; j < n; ++j)
    ukDotsAvx2Body(m, 1, a, ars, b + j * bcs, bcs, c + j * ccs, crs, ccs, k,
                   add);
}

UK_AVX2 static void ukDotsAvx2(int m, const float *a, int64_t ars,
                               const float *b, int64_t bcs, float *c,
                               int64_t crs, int64_t ccs, int64_t n, int64_t k,
                               int add) {
  switch (m) {
  case 4:
    ukDotsAvx2M(4, a, ars, b, bcs, c, crs, ccs, n, k, add);
    break;
  case 3:
    ukDotsAvx2M(3, a, ars, b, bcs, c, crs, ccs, n, k, add);
    break;
  case 2:
    ukDotsAvx2M(2, a, ars, b, bcs, c, crs, ccs, n, k, add);
    break;
  default:
    ukDotsAvx2M(1, a, ars, b, bcs, c, crs, ccs, n, k, add);
    break;
  }
}
#endif

static void ukDotsGeneric(int m, const float *a, int64_t ars, const float *b,
                          int64_t bcs, float *c, int64_t crs, int64_t ccs,
                          int64_t n, int64_t k, int add) {
  for (int i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      // Eight partial sums: vectorizable, and a shorter rounding chain.
      float part[8] = {0};
      int64_t p = 0;
      for (; p + 8 <= k; p += 8)
        for (int t = 0; t < 8; ++t)
          part[t] += a[i * ars + p + t] * b[j * bcs + p + t];
      float sum = ((part[0] + part[4]) + (part[1] + part[5])) +
                  ((part[2] + part[6]) + (part[3] + part[7]));
      for (; p < k; ++p)
        sum += a[i * ars + p] * b[j * bcs + p];
      float *o = c + i * crs + j * ccs;
      *o = add ? *o + sum : sum;
    }
}

//===----------------------------------------------------------------------===//
// Depthwise convolution
//===----------------------------------------------------------------------===//

// One filter per channel: no reduction across channels, so no GEMM; each
// output is a kh x kw stencil. The vector runs along the output's
// unit-stride side: x in NCHW (the weight is a broadcast scalar, the input
// a contiguous or stride-2 row), the channels in NHWC (weight and input
// are both vectors along the channels). Accumulators stay in registers
// over (i, j) and C is read and written once.
//
// Padding is read, not copied: `in` is the unpadded input (inH x inW), the
// window of output (y, x) starts at row y * sH - padT and column
// x * sW - padL, and taps outside the input count as zeros. Each output row
// runs only its taps i inside the input (ukDwTapRows); the columns whose
// every tap j lies inside (ukDwInnerColumns) take the vector code, the
// few at the borders a scalar loop over their inside taps (ukDwPoint).
typedef struct {
  const float *in;
  int64_t isB, isC, isH, isW;
  const float *w;
  int64_t wsC, wsH, wsW;
  float *out;
  int64_t osB, osC, osH, osW;
  int64_t n, c, oh, ow, kh, kw, sH, sW, dH, dW;
  int64_t padT, padL, inH, inW;
  int add;       // 0: overwrite out, never reading it
  UkEpilogue ep; // by channel (biasM: the bias's channel stride)
} UkDepthwise;

// The taps [*t0, *t1) of a window starting at `start` (stride `dil`
// between taps, `k` taps) that fall inside [0, extent).
static void ukDwTaps(int64_t start, int64_t dil, int64_t k, int64_t extent,
                     int64_t *t0, int64_t *t1) {
  int64_t lo = start >= 0 ? 0 : (-start + dil - 1) / dil;
  int64_t hi = extent - start <= 0 ? 0 : (extent - start - 1) / dil + 1;
  *t0 = lo < k ? lo : k;
  *t1 = hi < k ? hi : k;
  if (*t1 < *t0)
    *t1 = *t0;
}

static void ukDwTapRows(const UkDepthwise *d, int64_t y, int64_t *i0,
                        int64_t *i1) {
  ukDwTaps(y * d->sH - d->padT, d->dH, d->kh, d->inH, i0, i1);
}

// The outputs [*o0, *o1) along one dim whose every tap is inside the
// input: output o's window starts at o * stride - pad, its k taps dil
// apart, the input has `in` positions, the output `out`.
static void ukDwInner(int64_t pad, int64_t stride, int64_t dil, int64_t k,
                      int64_t in, int64_t out, int64_t *o0, int64_t *o1) {
  int64_t last = (k - 1) * dil; // the last tap's offset
  *o0 = pad <= 0 ? 0 : (pad + stride - 1) / stride;
  int64_t room = in - 1 - last + pad; // o * stride <= room
  *o1 = room < 0 ? 0 : room / stride + 1;
  if (*o1 > out)
    *o1 = out;
  if (*o0 > *o1)
    *o0 = *o1;
}

// The output columns [*x0, *x1) whose every tap is inside the input.
static void ukDwInnerColumns(const UkDepthwise *d, int64_t *x0, int64_t *x1) {
  ukDwInner(d->padL, d->sW, d->dW, d->kw, d->inW, d->ow, x0, x1);
}

// The input at row r, column col of image b, channel q (r and col may lie
// outside: the pointer is only offset, never read, there).
static const float *ukDwAt(const UkDepthwise *d, int64_t b, int64_t q,
                           int64_t r, int64_t col) {
  return d->in + b * d->isB + q * d->isC + r * d->isH + col * d->isW;
}

// One output, scalar, over its taps inside the input.
static void ukDwPoint(const UkDepthwise *d, int64_t b, int64_t q, int64_t y,
                      int64_t x, int64_t i0, int64_t i1) {
  int64_t j0, j1, r = y * d->sH - d->padT, col = x * d->sW - d->padL;
  ukDwTaps(col, d->dW, d->kw, d->inW, &j0, &j1);
  float sum = 0.0f;
  for (int64_t i = i0; i < i1; ++i)
    for (int64_t j = j0; j < j1; ++j)
      sum += d->w[q * d->wsC + i * d->wsH + j * d->wsW] *
             *ukDwAt(d, b, q, r + i * d->dH, col + j * d->dW);
  float *o = d->out + b * d->osB + q * d->osC + y * d->osH + x * d->osW;
  sum = d->add ? *o + sum : sum;
  *o = d->ep.on ? ukEpilogueOf(&d->ep, q, 0, sum) : sum;
}

// The epilogue on the results of row y of image b at channels [q0, q1) and
// columns [x0, x1), just written (ukDwPoint does its own).
static void ukDwEpilogueSpan(const UkDepthwise *d, int64_t b, int64_t q0,
                             int64_t q1, int64_t y, int64_t x0, int64_t x1) {
  if (!d->ep.on)
    return;
  for (int64_t q = q0; q < q1; ++q)
    for (int64_t x = x0; x < x1; ++x) {
      float *o = d->out + b * d->osB + q * d->osC + y * d->osH + x * d->osW;
      *o = ukEpilogueOf(&d->ep, q, 0, *o);
    }
}

// The border columns of row y (channel q of image b): those outside
// [x0, x1).
static void ukDwBorder(const UkDepthwise *d, int64_t b, int64_t q, int64_t y,
                       int64_t i0, int64_t i1, int64_t x0, int64_t x1) {
  for (int64_t x = 0; x < x0; ++x)
    ukDwPoint(d, b, q, y, x, i0, i1);
  for (int64_t x = x1; x < d->ow; ++x)
    ukDwPoint(d, b, q, y, x, i0, i1);
}

// Portable: for each output row, stencil tap by tap along x (unit-stride
// in NCHW), accumulating in C.
static void ukDepthwiseGeneric(const UkDepthwise *d) {
  int64_t x0, x1;
  ukDwInnerColumns(d, &x0, &x1);
  for (int64_t b = 0; b < d->n; ++b)
    for (int64_t q = 0; q < d->c; ++q)
      for (int64_t y = 0; y < d->oh; ++y) {
        int64_t i0, i1;
        ukDwTapRows(d, y, &i0, &i1);
        ukDwBorder(d, b, q, y, i0, i1, x0, x1);
        float *o = d->out + b * d->osB + q * d->osC + y * d->osH;
        const float *base = ukDwAt(d, b, q, y * d->sH - d->padT, -d->padL);
        if (!d->add)
          for (int64_t x = x0; x < x1; ++x)
            o[x * d->osW] = 0.0f;
        for (int64_t i = i0; i < i1; ++i)
          for (int64_t j = 0; j < d->kw; ++j) {
            float wv = d->w[q * d->wsC + i * d->wsH + j * d->wsW];
            const float *s = base + i * d->dH * d->isH + j * d->dW * d->isW;
            for (int64_t x = x0; x < x1; ++x)
              o[x * d->osW] += wv * s[x * d->sW * d->isW];
          }
        ukDwEpilogueSpan(d, b, q, q + 1, y, x0, x1);
      }
}

#if UK_X86
// Bits [lo, hi) of a 16-bit mask (lo, hi clamped to [0, 16]).
static inline unsigned ukBits(int64_t lo, int64_t hi) {
  lo = lo < 0 ? 0 : lo > 16 ? 16 : lo;
  hi = hi < lo ? lo : hi > 16 ? 16 : hi;
  return (unsigned)(((1u << hi) - 1) & ~((1u << lo) - 1));
}

// The masks of a load of 16 lanes s[0], s[step], ... (step 1 or 2): raw
// elements s[0..15] and s[16..31] (step 2 only) that are read. The others
// read as 0 and are never touched, which is how a row reads its padding.
typedef struct {
  __mmask16 lo, hi;
} UkDwMask;

static UkDwMask ukDwMaskOf(int64_t e0, int64_t e1) {
  return (UkDwMask){(__mmask16)ukBits(e0, e1),
                    (__mmask16)ukBits(e0 - 16, e1 - 16)};
}

UK_AVX512 UK_INLINE __m512 ukLoadStepAvx512(const int step, const float *s,
                                            UkDwMask m) {
  if (step == 1)
    return _mm512_maskz_loadu_ps(m.lo, s);
  const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20,
                                         22, 24, 26, 28, 30);
  return _mm512_permutex2var_ps(_mm512_maskz_loadu_ps(m.lo, s), even,
                                _mm512_maskz_loadu_ps(m.hi, s + 16));
}

// Stores `rows` output rows of nv vectors from acc (row r's vector v at
// acc[r * nv + v], the last holding lastLen outputs) at o, output rows
// apart: added to what is there when the call accumulates, then the
// epilogue in registers, channel q's bias and the bounds (MAXPS and MINPS
// return their second operand, the result, when it is a NaN).
UK_AVX512 UK_INLINE void ukDwStoreRowsAvx512(const int nv, const int rows,
                                             int lastLen, const UkDepthwise *d,
                                             const __m512 *acc, float *o,
                                             int64_t q) {
  const int64_t rowOut = d->osH;
  const UkEpilogue *e = &d->ep;
  const __m512 bias = _mm512_set1_ps(e->bias ? e->bias[q * e->biasM] : 0.0f);
  const __m512 lo = _mm512_set1_ps(e->lo), hi = _mm512_set1_ps(e->hi);
#pragma GCC unroll 8
  for (int r = 0; r < rows; ++r)
#pragma GCC unroll 8
    for (int v = 0; v < nv; ++v) {
      __mmask16 mk = (__mmask16)((1u << (v == nv - 1 ? lastLen : 16)) - 1);
      float *out = o + r * rowOut + 16 * v;
      __m512 a = acc[r * nv + v];
      if (d->add)
        a = _mm512_add_ps(_mm512_maskz_loadu_ps(mk, out), a);
      if (e->on)
        a = _mm512_min_ps(hi, _mm512_max_ps(lo, _mm512_add_ps(a, bias)));
      _mm512_mask_storeu_ps(out, mk, a);
    }
}

enum { kDwMaxEdgeTaps = 16 }; // wider kernels take the scalar border path

// NCHW: nv vectors of x (the last holding lastLen outputs) of `rows`
// consecutive output rows, from output column x. base: the input at the
// first row's column 0, tap (0, 0), shifted by the left pad (may point
// before the row: only inside elements are read); the rows run taps
// [i0, i1). rows * nv <= 8 accumulators, 8 independent FMA chains at most,
// which FMA latency times throughput needs: a row of 56 outputs (4
// vectors) runs two rows at once, one of 14 or 7 eight, so that each tap's
// weight broadcast, masks and loop step serve 8 FMAs, not 1 (a 14-wide
// row one at a time spent most of its time on them). `edge` (NULL inside):
// the masks of each tap j's vector v at edge[8 * j + v], which leave out
// the columns outside the input; they hold for every row.
UK_AVX512 UK_INLINE void
ukDwRowAvx512(const int step, const int nv, const int rows, int lastLen,
              const UkDwMask *edge, const UkDepthwise *d, int64_t i0,
              int64_t i1, const float *base, const float *wq, float *o,
              int64_t x, int64_t q) {
  __m512 acc[8];
#pragma GCC unroll 8
  for (int a = 0; a < rows * nv; ++a)
    acc[a] = _mm512_setzero_ps();
  UkDwMask full = ukDwMaskOf(0, step * 15 + 1),
           last = ukDwMaskOf(0, step * (lastLen - 1) + 1);
  // Read once: the loops below store nothing the compiler could not see
  // through, but `d` might alias what they load.
  const int64_t kw = d->kw, wsH = d->wsH, wsW = d->wsW, tapRow = d->dH * d->isH,
                dW = d->dW, rowIn = d->sH * d->isH;
  const float *s0 = base + x * step;
  for (int64_t i = i0; i < i1; ++i)
    for (int64_t j = 0; j < kw; ++j) {
      __m512 wv = _mm512_set1_ps(wq[i * wsH + j * wsW]);
      const float *s = s0 + i * tapRow + j * dW;
#pragma GCC unroll 8
      for (int v = 0; v < nv; ++v) {
        UkDwMask m = edge ? edge[8 * j + v] : v == nv - 1 ? last : full;
#pragma GCC unroll 8
        for (int r = 0; r < rows; ++r)
          acc[r * nv + v] = _mm512_fmadd_ps(
              wv, ukLoadStepAvx512(step, s + r * rowIn + 16 * v * step, m),
              acc[r * nv + v]);
      }
    }
  ukDwStoreRowsAvx512(nv, rows, lastLen, d, acc, o, q);
}

// The 3x3 stride-1 form of ukDwRowAvx512 (undilated): each input row is
// loaded once, as nv + 1 vectors masked to the input's columns (`cols`:
// outside reads as 0), and taps j = 1 and 2 are those vectors shifted by
// one and two lanes (valignd) rather than loads of their own, each a
// third of them across a cache line: a 56-wide row spent about 100 cycles
// on its 36 loads and 36 FMAs. An input row that several output rows read
// (rows > 1) is loaded once for all of them. w: the 9 weights, broadcast.
UK_AVX512 UK_INLINE void
ukDw3x3RowAvx512(const int step, const int nv, const int rows, int lastLen,
                 const __mmask16 *cols, const UkDepthwise *d, int64_t i0,
                 int64_t i1, const float *base, const __m512 *w, float *o,
                 int64_t x, int64_t q) {
  __m512 acc[8];
#pragma GCC unroll 8
  for (int a = 0; a < rows * nv; ++a)
    acc[a] = _mm512_setzero_ps();
  const int64_t rowIn = d->isH;
  const float *s0 = base + x * step;
  // Stride 2: the raw vectors' even lanes are tap 0's, their odd lanes tap
  // 1's, and tap 2's are tap 0's shifted by one lane.
  const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20,
                                         22, 24, 26, 28, 30),
                odd = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21,
                                        23, 25, 27, 29, 31);
#pragma GCC unroll 10
  for (int rho = 0; rho < step * (rows - 1) + 3; ++rho) {
    // Output row r reads this input row as its tap row i = rho - step * r.
    int used = 0;
#pragma GCC unroll 8
    for (int r = 0; r < rows; ++r)
      used |= rho - step * r >= i0 && rho - step * r < i1;
    if (!used)
      continue; // a row outside the input: never read
    // in[v]: tap 0's inputs of output vector v (v <= nv: one past the last,
    // for tap 2's shift); odds[v]: tap 1's (stride 2; stride 1 shifts).
    __m512i in[9], odds[8];
    const float *row = s0 + rho * rowIn;
    if (step == 1) {
#pragma GCC unroll 9
      for (int v = 0; v <= nv; ++v)
        in[v] =
            _mm512_castps_si512(_mm512_maskz_loadu_ps(cols[v], row + 16 * v));
    } else {
#pragma GCC unroll 9
      for (int v = 0; v <= nv; ++v) {
        __m512i lo = _mm512_castps_si512(
                    _mm512_maskz_loadu_ps(cols[2 * v], row + 32 * v)),
                hi = _mm512_castps_si512(
                    _mm512_maskz_loadu_ps(cols[2 * v + 1], row + 32 * v + 16));
        in[v] = _mm512_permutex2var_epi32(lo, even, hi);
        if (v < nv)
          odds[v] = _mm512_permutex2var_epi32(lo, odd, hi);
      }
    }
#pragma GCC unroll 8
    for (int v = 0; v < nv; ++v) {
      __m512 t0 = _mm512_castsi512_ps(in[v]);
      __m512 t1 = _mm512_castsi512_ps(
          step == 1 ? _mm512_alignr_epi32(in[v + 1], in[v], 1) : odds[v]);
      // (Two calls: the shift must be an immediate, which clang checks
      // before inlining makes `step` a constant.)
      __m512 t2 = _mm512_castsi512_ps(
          step == 1 ? _mm512_alignr_epi32(in[v + 1], in[v], 2)
                    : _mm512_alignr_epi32(in[v + 1], in[v], 1));
#pragma GCC unroll 8
      for (int r = 0; r < rows; ++r) {
        int i = rho - step * r; // a constant once unrolled: the checks fold
        if (i < 0 || i > 2 || i < i0 || i >= i1)
          continue;
        __m512 a = acc[r * nv + v];
        a = _mm512_fmadd_ps(w[3 * i], t0, a);
        a = _mm512_fmadd_ps(w[3 * i + 1], t1, a);
        acc[r * nv + v] = _mm512_fmadd_ps(w[3 * i + 2], t2, a);
      }
    }
  }
  ukDwStoreRowsAvx512(nv, rows, lastLen, d, acc, o, q);
}

// ukDwRowAvx512 with nv and rows as constants (rows * nv <= 8: 1, 2, 4 or 8
// rows of one vector, 1, 2 or 4 of two, 1 or 2 of three or four, 1 of
// more).
UK_AVX512 UK_INLINE void
ukDwRowsOfAvx512(const int step, int nv, int rows, int lastLen,
                 const UkDwMask *edge, const __mmask16 *cols, const __m512 *w3,
                 const UkDepthwise *d, int64_t i0, int64_t i1,
                 const float *base, const float *wq, float *o, int64_t x,
                 int64_t q) {
#define UK_DW_ROW(NV, R)                                                       \
  (w3 ? ukDw3x3RowAvx512(step, NV, R, lastLen, cols, d, i0, i1, base, w3, o,   \
                         x, q)                                                 \
      : ukDwRowAvx512(step, NV, R, lastLen, edge, d, i0, i1, base, wq, o, x,   \
                      q))
  switch (nv * 16 + rows) {
  case 1 * 16 + 8:
    UK_DW_ROW(1, 8);
    break;
  case 1 * 16 + 4:
    UK_DW_ROW(1, 4);
    break;
  case 1 * 16 + 2:
    UK_DW_ROW(1, 2);
    break;
  case 1 * 16 + 1:
    UK_DW_ROW(1, 1);
    break;
  case 2 * 16 + 4:
    UK_DW_ROW(2, 4);
    break;
  case 2 * 16 + 2:
    UK_DW_ROW(2, 2);
    break;
  case 2 * 16 + 1:
    UK_DW_ROW(2, 1);
    break;
  case 3 * 16 + 2:
    UK_DW_ROW(3, 2);
    break;
  case 3 * 16 + 1:
    UK_DW_ROW(3, 1);
    break;
  case 4 * 16 + 2:
    UK_DW_ROW(4, 2);
    break;
  case 4 * 16 + 1:
    UK_DW_ROW(4, 1);
    break;
  case 5 * 16 + 1:
    UK_DW_ROW(5, 1);
    break;
  case 6 * 16 + 1:
    UK_DW_ROW(6, 1);
    break;
  case 7 * 16 + 1:
    UK_DW_ROW(7, 1);
    break;
  default:
    UK_DW_ROW(8, 1);
    break;
  }
#undef UK_DW_ROW
}

// A row's columns in blocks of up to 128 outputs, outermost so that a
// block's masks are computed once: the blocks that reach past [x0, x1)
// (the columns whose taps are all inside the input) mask every tap's loads
// to the inside columns. Rows whose taps are all inside the input go
// several at once (as many as 8 accumulators allow, a power of two).
UK_AVX512 UK_INLINE void ukDwRowsAvx512(const int step, const UkDepthwise *d) {
  int64_t x0, x1;
  ukDwInnerColumns(d, &x0, &x1);
  UkDwMask masks[8 * kDwMaxEdgeTaps];
  for (int64_t x = 0; x < d->ow; x += 128) {
    int64_t left = ukMin(128, d->ow - x);
    int nv = (int)((left + 15) / 16), last = (int)(left - 16 * (nv - 1));
    int most = nv == 1 ? 8 : nv == 2 ? 4 : nv <= 4 ? 2 : 1;
    const UkDwMask *edge = NULL;
    if (x < x0 || x + left > x1) {
      if (d->kw > kDwMaxEdgeTaps) {
        for (int64_t b = 0; b < d->n; ++b)
          for (int64_t q = 0; q < d->c; ++q)
            for (int64_t y = 0; y < d->oh; ++y) {
              int64_t i0, i1;
              ukDwTapRows(d, y, &i0, &i1);
              for (int64_t t = x; t < x + left; ++t)
                ukDwPoint(d, b, q, y, t, i0, i1);
            }
        continue;
      }
      // Raw element e of tap j's vector v is input column
      // x * step - padL + j * dW + 16 * v * step + e.
      for (int64_t j = 0; j < d->kw; ++j)
        for (int v = 0; v < nv; ++v) {
          int64_t at = x * step - d->padL + j * d->dW + 16 * v * step;
          int64_t used = step * ((v == nv - 1 ? last : 16) - 1) + 1;
          masks[8 * j + v] =
              ukDwMaskOf(-at > 0 ? -at : 0, ukMin(d->inW - at, used));
        }
      edge = masks;
    }
    // 3x3, stride 1, undilated: the shifting kernel, whose loads are masked
    // by input column (vector v starts at column x - padL + 16 v).
    int64_t y0, y1;
    ukDwInner(d->padT, d->sH, d->dH, d->kh, d->inH, d->oh, &y0, &y1);
    // 3x3 undilated, the same stride down as across (at most 64 outputs of
    // stride 2 at once): the shifting kernel, whose raw loads are masked by
    // input column (raw vector k starts at column x * step - padL + 16 k).
    int shift3 = d->kh == 3 && d->kw == 3 && d->dH == 1 && d->dW == 1 &&
                 d->sH == step && (step == 1 || nv <= 4);
    __mmask16 cols[18];
    for (int k = 0; shift3 && k < step * (nv + 1); ++k) {
      int64_t at = x * step - d->padL + 16 * k;
      cols[k] = (__mmask16)ukBits(-at, d->inW - at);
    }
    for (int64_t b = 0; b < d->n; ++b)
      for (int64_t q = 0; q < d->c; ++q) {
        const float *wq = d->w + q * d->wsC;
        __m512 w3[9];
        for (int t = 0; shift3 && t < 9; ++t)
          w3[t] = _mm512_set1_ps(wq[t / 3 * d->wsH + t % 3 * d->wsW]);
        for (int64_t y = 0; y < d->oh;) {
          // Rows in [y0, y1) have every tap inside and go `most` at a time
          // (then halves); the few others one at a time, over their taps
          // inside (a division each: worth avoiding per row on 7-wide
          // rows).
          int64_t i0 = 0, i1 = d->kh;
          int rows = 1;
          if (y >= y0 && y < y1)
            while (rows < most && y + 2 * rows <= y1)
              rows *= 2;
          else
            ukDwTapRows(d, y, &i0, &i1);
          float *o = d->out + b * d->osB + q * d->osC + y * d->osH + x;
          const float *base = ukDwAt(d, b, q, y * d->sH - d->padT, -d->padL);
          ukDwRowsOfAvx512(step, nv, rows, last, edge, cols, shift3 ? w3 : NULL,
                           d, i0, i1, base, wq, o, x, q);
          y += rows;
        }
      }
  }
}

// The biases of channels [q0, q0 + len) (len <= 16) as a vector's lanes,
// zeros past len or without a bias: NHWC runs the epilogue in registers.
static void ukDwBiases(const UkEpilogue *e, int64_t q0, int len, float *lanes) {
  for (int l = 0; l < 16; ++l)
    lanes[l] = e->bias && l < len ? e->bias[(q0 + l) * e->biasM] : 0.0f;
}

// NHWC: np pixels of one output row at once (np FMA chains), 16 channels
// from q0 (mk selects those that exist). in and out point at the first
// pixel, channel 0.
UK_AVX512 UK_INLINE void ukDwPixelsAvx512(const int np, const UkDepthwise *d,
                                          const float *in, float *out,
                                          int64_t q0, __mmask16 mk,
                                          const int64_t *taps) {
  __m512 acc[8];
#pragma GCC unroll 8
  for (int t = 0; t < np; ++t)
    acc[t] = d->add ? _mm512_maskz_loadu_ps(mk, out + t * d->osW + q0)
                    : _mm512_setzero_ps();
  const int64_t pixelStep = d->sW * d->isW;
  for (int64_t i = taps[0]; i < taps[1]; ++i)
    for (int64_t j = taps[2]; j < taps[3]; ++j) {
      __m512 wv =
          _mm512_maskz_loadu_ps(mk, d->w + i * d->wsH + j * d->wsW + q0);
      const float *s = in + i * d->dH * d->isH + j * d->dW * d->isW + q0;
#pragma GCC unroll 8
      for (int t = 0; t < np; ++t)
        acc[t] = _mm512_fmadd_ps(
            wv, _mm512_maskz_loadu_ps(mk, s + t * pixelStep), acc[t]);
    }
  if (d->ep.on) {
    // The epilogue: bias, then the bounds (MAXPS and MINPS keep a NaN
    // result, their second operand).
    float biases[16];
    ukDwBiases(&d->ep, q0, __builtin_popcount(mk), biases);
    const __m512 bias = _mm512_loadu_ps(biases);
    const __m512 lo = _mm512_set1_ps(d->ep.lo), hi = _mm512_set1_ps(d->ep.hi);
#pragma GCC unroll 8
    for (int t = 0; t < np; ++t)
      acc[t] =
          _mm512_min_ps(hi, _mm512_max_ps(lo, _mm512_add_ps(acc[t], bias)));
  }
#pragma GCC unroll 8
  for (int t = 0; t < np; ++t)
    _mm512_mask_storeu_ps(out + t * d->osW + q0, mk, acc[t]);
}

// The pixel-group sizes the NHWC kernels are compiled for, as the cases of a
// switch on a run-time count: X(n, arg) for each n (each size its own fully
// unrolled copy of the kernel).
#define UK_PIXEL_GROUPS(X, arg)                                                \
  X(8, arg)                                                                    \
  X(7, arg) X(6, arg) X(5, arg) X(4, arg) X(3, arg) X(2, arg) X(1, arg)
#define UK_DW_PIXELS_CASE(n, pixels)                                           \
  case n:                                                                      \
    pixels(n, d, in, out, q0, mk, taps);                                       \
    break;

// NHWC, every ISA: pixel groups of up to 8 inside the columns whose taps
// are all inside the input (a 7-wide row is one group of 5 and two single
// pixels, not 7 single ones: each tap's weight load and loop step then
// serve several FMAs), single pixels (with their inside taps) elsewhere.
#define UK_DW_CHANNELS(d, lanes, Mask, mask, pixels)                           \
  do {                                                                         \
    int64_t x0, x1;                                                            \
    ukDwInnerColumns(d, &x0, &x1);                                             \
    for (int64_t b = 0; b < (d)->n; ++b)                                       \
      for (int64_t y = 0; y < (d)->oh; ++y) {                                  \
        int64_t taps[4];                                                       \
        ukDwTapRows(d, y, &taps[0], &taps[1]);                                 \
        for (int64_t x = 0, np; x < (d)->ow; x += np) {                        \
          np = x >= x0 && x < x1 ? ukMin(8, x1 - x) : 1;                       \
          taps[2] = 0, taps[3] = (d)->kw;                                      \
          if (x < x0 || x >= x1)                                               \
            ukDwTaps(x *(d)->sW - (d)->padL, (d)->dW, (d)->kw, (d)->inW,       \
                     &taps[2], &taps[3]);                                      \
          const float *in = ukDwAt(d, b, 0, y * (d)->sH - (d)->padT,           \
                                   x * (d)->sW - (d)->padL);                   \
          float *out = (d)->out + b * (d)->osB + y * (d)->osH + x * (d)->osW;  \
          for (int64_t q0 = 0; q0 < (d)->c; q0 += lanes) {                     \
            Mask mk = mask((int)ukMin(lanes, (d)->c - q0));                    \
            switch (np) { UK_PIXEL_GROUPS(UK_DW_PIXELS_CASE, pixels) }         \
          }                                                                    \
        }                                                                      \
      }                                                                        \
  } while (0)

UK_AVX512 UK_INLINE __mmask16 ukMaskAvx512(int len) {
  return (__mmask16)(len >= 16 ? 0xFFFF : (1u << len) - 1);
}

UK_AVX512 static void ukDwChannelsAvx512(const UkDepthwise *d) {
  UK_DW_CHANNELS(d, 16, __mmask16, ukMaskAvx512, ukDwPixelsAvx512);
}

// NHWC, a kernel 3 taps wide, undilated, at a stride (`step`) of 1 or 2
// (MobileNet's): np pixels of one output row, 16 channels, where `rows` is
// the input at the window's first row (tap row 0), column 0, and the
// group's first window starts at input column col0. Each input column the
// group's taps read is loaded once for all np pixels (which read it at
// different taps): 10 loads instead of 24 for 8 pixels at stride 1, 17 at
// stride 2. A column outside the input, the padding, is a zero vector (its
// load masked off, its address clamped inside), so the pixels at the
// borders run with their neighbours, not one by one. `ep`: the bias, lo
// and hi vectors of the epilogue, NULL for none.
UK_AVX512 UK_INLINE void ukDw3GroupAvx512(const int np, const int step,
                                          const int edge, const UkDepthwise *d,
                                          const float *rows, int64_t col0,
                                          const float *wq, float *out,
                                          __mmask16 mk, int64_t i0, int64_t i1,
                                          const __m512 *ep) {
  enum { kCols = 7 * 2 + 3 };
  const int cols = (np - 1) * step + 3;
  const int64_t isW = d->isW;
  // A group inside the input (edge = 0, most of them) reads its columns
  // with the channels' mask at fixed offsets.
  __mmask16 colMask[kCols];
  int64_t colAt[kCols];
#pragma GCC unroll 17
  for (int u = 0; edge && u < cols; ++u) {
    int64_t c = col0 + u;
    int inside = c >= 0 && c < d->inW;
    colMask[u] = inside ? mk : 0;
    colAt[u] = (inside ? c : 0) * d->isW;
  }
  __m512 acc[8];
#pragma GCC unroll 8
  for (int t = 0; t < np; ++t)
    acc[t] = d->add ? _mm512_maskz_loadu_ps(mk, out + t * d->osW)
                    : _mm512_setzero_ps();
  for (int64_t i = i0; i < i1; ++i) {
    const float *wr = wq + i * d->wsH;
    const __m512 w0 = _mm512_maskz_loadu_ps(mk, wr),
                 w1 = _mm512_maskz_loadu_ps(mk, wr + d->wsW),
                 w2 = _mm512_maskz_loadu_ps(mk, wr + 2 * d->wsW);
    const float *s = rows + i * d->dH * d->isH;
    __m512 col[kCols];
    // Inside, the columns by a pointer stepped along the row (offsets of
    // their own would take 17 registers).
    const float *p = s + col0 * isW;
#pragma GCC unroll 17
    for (int u = 0; u < cols; ++u, p += isW)
      col[u] = edge ? _mm512_maskz_loadu_ps(colMask[u], s + colAt[u])
                    : _mm512_maskz_loadu_ps(mk, p);
#pragma GCC unroll 8
    for (int t = 0; t < np; ++t) {
      acc[t] = _mm512_fmadd_ps(w0, col[t * step], acc[t]);
      acc[t] = _mm512_fmadd_ps(w1, col[t * step + 1], acc[t]);
      acc[t] = _mm512_fmadd_ps(w2, col[t * step + 2], acc[t]);
    }
  }
  if (ep)
  // The epilogue: bias, then the bounds (MAXPS and MINPS keep a NaN
  // result, their second operand).
#pragma GCC unroll 8
    for (int t = 0; t < np; ++t)
      acc[t] = _mm512_min_ps(
          ep[2], _mm512_max_ps(ep[1], _mm512_add_ps(acc[t], ep[0])));
#pragma GCC unroll 8
  for (int t = 0; t < np; ++t)
    _mm512_mask_storeu_ps(out + t * d->osW, mk, acc[t]);
}

// The 3-wide kernel over the whole call: each output row in groups of up to
// 8 pixels, each group across all channels, 16 at a time, so that the
// input is read along whole pixels (all their channels, in a row), the way
// it lies and the prefetchers follow. (Channels outermost, a pass over the
// rows per 16 channels, read 64 of every 4C bytes and ran 1.2-1.7x
// slower.)
UK_AVX512 UK_INLINE void ukDw3ChannelsAvx512(const int step,
                                             const UkDepthwise *d) {
  __m512 ep[3] = {_mm512_setzero_ps(), _mm512_set1_ps(d->ep.lo),
                  _mm512_set1_ps(d->ep.hi)};
  for (int64_t b = 0; b < d->n; ++b)
    for (int64_t y = 0; y < d->oh; ++y) {
      int64_t i0, i1;
      ukDwTapRows(d, y, &i0, &i1);
      const float *rows = ukDwAt(d, b, 0, y * d->sH - d->padT, 0);
      float *out = d->out + b * d->osB + y * d->osH;
      for (int64_t x = 0, np; x < d->ow; x += np) {
        np = ukMin(8, d->ow - x);
        int64_t col0 = x * step - d->padL;
        int edge = col0 < 0 || col0 + (np - 1) * step + 3 > d->inW;
        float *o = out + x * d->osW;
        for (int64_t q0 = 0; q0 < d->c; q0 += 16) {
          int len = (int)ukMin(16, d->c - q0);
          __mmask16 mk = ukMaskAvx512(len);
          if (d->ep.on && d->ep.bias && d->ep.biasM == 1) {
            ep[0] = _mm512_maskz_loadu_ps(mk, d->ep.bias + q0);
          } else if (d->ep.on) {
            float biases[16];
            ukDwBiases(&d->ep, q0, len, biases);
            ep[0] = _mm512_loadu_ps(biases);
          }
          const __m512 *epilogue = d->ep.on ? ep : NULL;
          switch (np) {
#define UK_DW3_CASE(n, unused)                                                 \
  case n:                                                                      \
    if (edge)                                                                  \
      ukDw3GroupAvx512(n, step, 1, d, rows + q0, col0, d->w + q0, o + q0, mk,  \
                       i0, i1, epilogue);                                      \
    else                                                                       \
      ukDw3GroupAvx512(n, step, 0, d, rows + q0, col0, d->w + q0, o + q0, mk,  \
                       i0, i1, epilogue);                                      \
    break;
            UK_PIXEL_GROUPS(UK_DW3_CASE, )
#undef UK_DW3_CASE
          }
        }
      }
    }
}

UK_AVX512 static void ukDepthwiseAvx512(const UkDepthwise *d) {
  int channels = d->osC == 1 && d->isC == 1 && d->wsC == 1;
  if (d->osW == 1 && d->isW == 1 && d->sW == 1)
    ukDwRowsAvx512(1, d);
  else if (d->osW == 1 && d->isW == 1 && d->sW == 2)
    ukDwRowsAvx512(2, d);
  else if (channels && d->kw == 3 && d->dW == 1 && d->sW == 1)
    ukDw3ChannelsAvx512(1, d);
  else if (channels && d->kw == 3 && d->dW == 1 && d->sW == 2)
    ukDw3ChannelsAvx512(2, d);
  else if (channels)
    ukDwChannelsAvx512(d);
  else
    ukDepthwiseGeneric(d);
}

// AVX2: the same two forms, 8 lanes (masked loads and stores at the
// edges); stride-2 rows take the portable loop.
UK_AVX2 UK_INLINE __m256i ukMaskAvx2(int len) {
  return _mm256_cmpgt_epi32(_mm256_set1_epi32(len),
                            _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

UK_AVX2 UK_INLINE void ukDwRowAvx2(const int nv, int lastLen,
                                   const UkDepthwise *d, int64_t i0, int64_t i1,
                                   const float *base, const float *wq,
                                   float *o) {
  __m256 acc[8];
  __m256i last = ukMaskAvx2(lastLen);
#pragma GCC unroll 8
  for (int v = 0; v < nv; ++v)
    acc[v] = _mm256_setzero_ps();
  for (int64_t i = i0; i < i1; ++i)
    for (int64_t j = 0; j < d->kw; ++j) {
      __m256 wv = _mm256_set1_ps(wq[i * d->wsH + j * d->wsW]);
      const float *s = base + i * d->dH * d->isH + j * d->dW;
#pragma GCC unroll 8
      for (int v = 0; v < nv; ++v)
        acc[v] =
            _mm256_fmadd_ps(wv,
                            v == nv - 1 ? _mm256_maskload_ps(s + 8 * v, last)
                                        : _mm256_loadu_ps(s + 8 * v),
                            acc[v]);
    }
#pragma GCC unroll 8
  for (int v = 0; v < nv; ++v) {
    if (v == nv - 1) {
      if (d->add)
        acc[v] = _mm256_add_ps(_mm256_maskload_ps(o + 8 * v, last), acc[v]);
      _mm256_maskstore_ps(o + 8 * v, last, acc[v]);
    } else {
      if (d->add)
        acc[v] = _mm256_add_ps(_mm256_loadu_ps(o + 8 * v), acc[v]);
      _mm256_storeu_ps(o + 8 * v, acc[v]);
    }
  }
}

UK_AVX2 static void ukDwRowsAvx2(const UkDepthwise *d) {
  int64_t x0, x1;
  ukDwInnerColumns(d, &x0, &x1);
  for (int64_t b = 0; b < d->n; ++b)
    for (int64_t q = 0; q < d->c; ++q)
      for (int64_t y = 0; y < d->oh; ++y) {
        int64_t i0, i1;
        ukDwTapRows(d, y, &i0, &i1);
        ukDwBorder(d, b, q, y, i0, i1, x0, x1);
        float *o = d->out + b * d->osB + q * d->osC + y * d->osH;
        const float *base = ukDwAt(d, b, q, y * d->sH - d->padT, -d->padL);
        const float *wq = d->w + q * d->wsC;
        int64_t x = x0;
        for (; x + 64 <= x1; x += 64)
          ukDwRowAvx2(8, 8, d, i0, i1, base + x, wq, o + x);
        int64_t left = x1 - x;
        int nv = (int)((left + 7) / 8), last = (int)(left - 8 * (nv - 1));
        switch (left > 0 ? nv : 0) {
        case 0:
          break;
        case 7:
          ukDwRowAvx2(7, last, d, i0, i1, base + x, wq, o + x);
          break;
        case 6:
          ukDwRowAvx2(6, last, d, i0, i1, base + x, wq, o + x);
          break;
        case 5:
          ukDwRowAvx2(5, last, d, i0, i1, base + x, wq, o + x);
          break;
        case 4:
          ukDwRowAvx2(4, last, d, i0, i1, base + x, wq, o + x);
          break;
        case 3:
          ukDwRowAvx2(3, last, d, i0, i1, base + x, wq, o + x);
          break;
        case 2:
          ukDwRowAvx2(2, last, d, i0, i1, base + x, wq, o + x);
          break;
        default:
          ukDwRowAvx2(1, last, d, i0, i1, base + x, wq, o + x);
          break;
        }
        ukDwEpilogueSpan(d, b, q, q + 1, y, x0, x1);
      }
}

UK_AVX2 UK_INLINE void ukDwPixelsAvx2(const int np, const UkDepthwise *d,
                                      const float *in, float *out, int64_t q0,
                                      __m256i mk, const int64_t *taps) {
  __m256 acc[8];
#pragma GCC unroll 8
  for (int t = 0; t < np; ++t)
    acc[t] = d->add ? _mm256_maskload_ps(out + t * d->osW + q0, mk)
                    : _mm256_setzero_ps();
  const int64_t pixelStep = d->sW * d->isW;
  for (int64_t i = taps[0]; i < taps[1]; ++i)
    for (int64_t j = taps[2]; j < taps[3]; ++j) {
      __m256 wv = _mm256_maskload_ps(d->w + i * d->wsH + j * d->wsW + q0, mk);
      const float *s = in + i * d->dH * d->isH + j * d->dW * d->isW + q0;
#pragma GCC unroll 8
      for (int t = 0; t < np; ++t)
        acc[t] = _mm256_fmadd_ps(wv, _mm256_maskload_ps(s + t * pixelStep, mk),
                                 acc[t]);
    }
  if (d->ep.on) {
    float biases[16];
    ukDwBiases(&d->ep, q0,
               __builtin_popcount(
                   (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(mk))),
               biases);
    const __m256 bias = _mm256_loadu_ps(biases);
    const __m256 lo = _mm256_set1_ps(d->ep.lo), hi = _mm256_set1_ps(d->ep.hi);
#pragma GCC unroll 8
    for (int t = 0; t < np; ++t)
      acc[t] =
          _mm256_min_ps(hi, _mm256_max_ps(lo, _mm256_add_ps(acc[t], bias)));
  }
#pragma GCC unroll 8
  for (int t = 0; t < np; ++t)
    _mm256_maskstore_ps(out + t * d->osW + q0, mk, acc[t]);
}

UK_AVX2 static void ukDwChannelsAvx2(const UkDepthwise *d) {
  UK_DW_CHANNELS(d, 8, __m256i, ukMaskAvx2, ukDwPixelsAvx2);
}

UK_AVX2 static void ukDepthwiseAvx2(const UkDepthwise *d) {
  if (d->osW == 1 && d->isW == 1 && d->sW == 1)
    ukDwRowsAvx2(d);
  else if (d->osC == 1 && d->isC == 1 && d->wsC == 1)
    ukDwChannelsAvx2(d);
  else
    ukDepthwiseGeneric(d);
}
#endif

//===----------------------------------------------------------------------===//
// Variants and dispatch
//===----------------------------------------------------------------------===//

typedef void UkPackA(const float *src, const int64_t *lOff, int64_t rows,
                     const int64_t *pOff, int64_t kc, float *dst);
typedef void UkPackB(const float *src, const int64_t *lOff, int64_t lanes,
                     const int64_t *pOff, int64_t kc, float *dst);
typedef void UkKernel(int mr, int64_t kc, const float *ap, int64_t lda,
                      const float *bp, int64_t ldb, float *const *base,
                      int64_t col, int nr, int add);
typedef void UkKernelEp(int mr, int64_t kc, const float *ap, int64_t lda,
                        const float *bp, int64_t ldb, float *const *base,
                        int64_t col, int nr, int add, const UkTileEpilogue *te);
typedef void UkSmallM(int m, const float *a, int64_t ars, int64_t acs,
                      const float *b, int64_t brs, float *c, int64_t crs,
                      int64_t n, int64_t k, int add);
typedef void UkDots(int m, const float *a, int64_t ars, const float *b,
                    int64_t bcs, float *c, int64_t crs, int64_t ccs, int64_t n,
                    int64_t k, int add);

typedef struct {
  int isa, mr, nr;
  UkPackA *packA;
  UkPackB *packB;
  UkKernel *kernel;
  // A register tile of nrHalf columns (0: none) for N's last panel, when
  // it has at most that many.
  int nrHalf;
  UkPackB *packBHalf;
  UkKernel *kernelHalf;
  UkSmallM *smallM;
  UkDots *dots;
  void (*depthwise)(const UkDepthwise *);
  // The kernels with a tile epilogue in registers (NULL: the epilogue runs
  // on the stored tile after the kernel).
  UkKernelEp *kernelEp, *kernelHalfEp;
} UkIsa;

#if UK_X86
UK_AVX512 static void ukPackAAvx512(const float *src, const int64_t *lOff,
                                    int64_t rows, const int64_t *pOff,
                                    int64_t kc, float *dst) {
  ukPackABody(UK_ISA_AVX512, src, lOff, rows, pOff, kc, dst);
}
UK_AVX512 static void ukPackBAvx512(const float *src, const int64_t *lOff,
                                    int64_t lanes, const int64_t *pOff,
                                    int64_t kc, float *dst) {
  ukPackBBody(UK_ISA_AVX512, src, lOff, lanes, 32, pOff, kc, dst);
}
UK_AVX512 static void ukPackBHalfAvx512(const float *src, const int64_t *lOff,
                                        int64_t lanes, const int64_t *pOff,
                                        int64_t kc, float *dst) {
  ukPackBBody(UK_ISA_AVX512, src, lOff, lanes, 16, pOff, kc, dst);
}
UK_AVX2 static void ukPackAAvx2(const float *src, const int64_t *lOff,
                                int64_t rows, const int64_t *pOff, int64_t kc,
                                float *dst) {
  ukPackABody(UK_ISA_AVX2, src, lOff, rows, pOff, kc, dst);
}
UK_AVX2 static void ukPackBAvx2(const float *src, const int64_t *lOff,
                                int64_t lanes, const int64_t *pOff, int64_t kc,
                                float *dst) {
  ukPackBBody(UK_ISA_AVX2, src, lOff, lanes, 16, pOff, kc, dst);
}
#endif
static void ukPackAGeneric(const float *src, const int64_t *lOff, int64_t rows,
                           const int64_t *pOff, int64_t kc, float *dst) {
  ukPackABody(UK_ISA_GENERIC, src, lOff, rows, pOff, kc, dst);
}
static void ukPackBGeneric(const float *src, const int64_t *lOff, int64_t lanes,
                           const int64_t *pOff, int64_t kc, float *dst) {
  ukPackBBody(UK_ISA_GENERIC, src, lOff, lanes, 16, pOff, kc, dst);
}

#if UK_X86
static const UkIsa ukIsaAvx512 = {.isa = UK_ISA_AVX512,
                                  .mr = 12,
                                  .nr = 32,
                                  .packA = ukPackAAvx512,
                                  .packB = ukPackBAvx512,
                                  .kernel = ukKernelAvx512,
                                  .nrHalf = 16,
                                  .packBHalf = ukPackBHalfAvx512,
                                  .kernelHalf = ukKernelAvx512Half,
                                  .smallM = ukSmallMAvx512,
                                  .dots = ukDotsAvx512,
                                  .depthwise = ukDepthwiseAvx512,
                                  .kernelEp = ukKernelAvx512Ep,
                                  .kernelHalfEp = ukKernelAvx512HalfEp};
static const UkIsa ukIsaAvx2 = {.isa = UK_ISA_AVX2,
                                .mr = 6,
                                .nr = 16,
                                .packA = ukPackAAvx2,
                                .packB = ukPackBAvx2,
                                .kernel = ukKernelAvx2,
                                .smallM = ukSmallMAvx2,
                                .dots = ukDotsAvx2,
                                .depthwise = ukDepthwiseAvx2};
#endif
static const UkIsa ukIsaGeneric = {.isa = UK_ISA_GENERIC,
                                   .mr = 4,
                                   .nr = 16,
                                   .packA = ukPackAGeneric,
                                   .packB = ukPackBGeneric,
                                   .kernel = ukKernelGeneric,
                                   .smallM = ukSmallMGeneric,
                                   .dots = ukDotsGeneric,
                                   .depthwise = ukDepthwiseGeneric};

static const UkIsa *ukChooseIsa(void) {
  const char *want = getenv("NN_UKERNEL_ISA");
  int limit = UK_ISA_AVX512;
  if (want && strcmp(want, "avx2") == 0)
    limit = UK_ISA_AVX2;
  else if (want && strcmp(want, "generic") == 0)
    limit = UK_ISA_GENERIC;
#if UK_X86
  __builtin_cpu_init();
  if (limit >= UK_ISA_AVX512 && __builtin_cpu_supports("avx512f") &&
      __builtin_cpu_supports("fma"))
    return &ukIsaAvx512;
  if (limit >= UK_ISA_AVX2 && __builtin_cpu_supports("avx2") &&
      __builtin_cpu_supports("fma"))
    return &ukIsaAvx2;
#endif
  (void)limit;
  return &ukIsaGeneric;
}

// The dispatch pointer, the file's only mutable global. Threads that race
// on the first call all compute the same value and store it atomically:
// the race is benign, and later calls cost one relaxed load.
static _Atomic(const UkIsa *) ukIsaChosen;

static const UkIsa *ukIsa(void) {
  const UkIsa *isa = atomic_load_explicit(&ukIsaChosen, memory_order_relaxed);
  if (!isa) {
    isa = ukChooseIsa();
    atomic_store_explicit(&ukIsaChosen, isa, memory_order_relaxed);
  }
  return isa;
}

//===----------------------------------------------------------------------===//
// The GEMM driver (BLIS's loops around the microkernel)
//===----------------------------------------------------------------------===//

// The run of indices from 0 that d maps to offsets advancing by one step:
// its length, and the step (*step). Parts of size 1 take no part; an outer
// part continues the run where its stride is the run's extent.
static int64_t ukSpacedRun(const UkDim *d, int64_t *step) {
  int64_t run = 1;
  *step = 0;
  for (int i = 2; i >= 0; --i) {
    if (d->size[i] == 1)
      continue;
    if (run > 1 && d->stride[i] != run * *step)
      break;
    if (run == 1)
      *step = d->stride[i];
    run *= d->size[i];
  }
  return run;
}

// Where the microkernel reads A in place (no packing), and how.
typedef struct {
  int64_t lda;  // the distance of A's rows, 0: A is packed
  int64_t mRun; // M in runs of this many rows lda apart (the rows of an
                // output row of a convolution, or all of M)
  int64_t kRun; // K in runs of this many unit-stride elements
} UkInPlace;

// A is read where it lies when its rows are unit-stride runs along K at a
// fixed distance: a row-major matmul operand or an FCHW weight (one run of
// all of K), or an NHWC convolution's input, whose positions along an
// output row are lda = strideW * C apart and whose K runs over one tap row
// (kw * C channels) at a time. The microkernel's panels then never cross a
// run of M, nor its K blocks a run of K. Read in place, A costs no copy per
// block of N, and the kernel gets as fast as packed A or faster (3x3
// convolutions of 256 and 512 channels went from 70% and 47% of the peak
// to 78% and 67%). A is packed when its runs are short (a K block per
// 3-channel tap would spend more on C's loads and stores than it saves),
// and when lda is a multiple of 4 KiB, which would put every row of a
// micro-panel in one L1 set (8 ways for 12 rows): measured, a 1x1
// convolution of 1024 channels then runs at 54% of the peak in place and
// 73% packed.
static UkInPlace ukInPlaceA(const UkGemm *g, int mr) {
  UkInPlace none = {0, g->m, g->k}, p;
  int64_t kStep;
  p.kRun = ukSpacedRun(&g->aK, &kStep);
  p.mRun = ukSpacedRun(&g->aM, &p.lda);
  if (kStep != 1 || p.kRun < ukMin(g->k, 64) || p.mRun < ukMin(g->m, mr / 2) ||
      p.lda <= 0 || p.lda % 1024 == 0)
    return none;
  return p;
}

static void ukGemm(const UkIsa *isa, const UkGemm *g) {
  const int nrMax = isa->nr;
  UkInPlace inPlace = ukInPlaceA(g, isa->mr);
  int64_t lda = inPlace.lda;
  // K blocks of equal depth within each run (576 = 3 x 192, not 256 + 256
  // + 64): a short last block pays C's loads and stores for little work.
  int64_t kBlocks = (inPlace.kRun + UK_KC - 1) / UK_KC;
  int64_t kcBlock =
      ukMin(UK_KC, ((inPlace.kRun + kBlocks - 1) / kBlocks + 15) / 16 * 16);
  _Alignas(64) float ap[UK_MC * UK_KCP];
  _Alignas(64) float bp[UK_KC * UK_NC];
  _Alignas(64) float tile[UK_MR_MAX * UK_NR_MAX];
  int64_t offAK[UK_KC], offBK[UK_KC], offAM[UK_MC], offCM[UK_MC];
  int64_t offBN[UK_NC], offCN[UK_NC];
  float *tileRows[UK_MR_MAX];
  for (int i = 0; i < UK_MR_MAX; ++i)
    tileRows[i] = tile + i * nrMax;
  for (int64_t jc = 0; jc < g->n; jc += UK_NC) {
    int64_t nc = ukMin(UK_NC, g->n - jc);
    // B's panels as packed at compile time, read in place: every panel of
    // this block starts at a panel boundary (NC is a multiple of nr).
    int prepacked = g->panel == nrMax && (g->bN0 + jc) % nrMax == 0;
    ukOffsets(&g->bN, g->bN0 + jc, nc, offBN);
    ukOffsets(&g->cN, jc, nc, offCN);
    // The microkernel stores rows of nr unit-stride columns (masked at N's
    // edge); a register tile whose columns are not one run (a convolution
    // tile whose positions span output rows that are not adjacent in
    // memory) goes through a scratch tile, which the kernel overwrites.
    int columnRun[UK_NC];
    for (int64_t jr = 0; jr < nc; jr += nrMax) {
      int64_t nr = ukMin(nrMax, nc - jr);
      columnRun[jr / nrMax] = ukRun(offCN + jr, nr, 1) == nr;
    }
    for (int64_t pc = 0, kc; pc < g->k; pc += kc) {
      kc = ukMin(kcBlock, (pc / inPlace.kRun + 1) * inPlace.kRun - pc);
      // The first K block overwrites C unless the caller accumulates.
      int add = g->accumulate || pc > 0;
      int epilogue = g->epilogue.on && pc + kc == g->k; // the last K block
      ukOffsets(&g->aK, pc, kc, offAK);
      ukOffsets(&g->bK, g->bK0 + pc, kc, offBK);
      for (int64_t jr = 0; !prepacked && jr < nc; jr += nrMax) {
        int64_t nr = ukMin(nrMax, nc - jr);
        (nr <= isa->nrHalf ? isa->packBHalf : isa->packB)(
            g->b, offBN + jr, nr, offBK, kc, bp + jr * kc);
      }
      // M in blocks within its runs, each in as few micro-panels as the
      // register tile allows, of even heights: a 56-wide output row is
      // panels of 12, 11, 11, 11, 11, not 4 x 12 and one of 8, and 64
      // channels six of 10-11, where the kernel costs about the same per
      // row at any height but fewer rows amortize the B loads worse.
      for (int64_t ic = 0, mc; ic < g->m; ic += mc) {
        mc = ukMin(UK_MC, (ic / inPlace.mRun + 1) * inPlace.mRun - ic);
        ukOffsets(&g->aM, ic, mc, offAM);
        ukOffsets(&g->cM, ic, mc, offCM);
        if (!lda)
          isa->packA(g->a, offAM, mc, offAK, kc, ap);
        for (int64_t ir = 0, mr; ir < mc; ir += mr) {
          int64_t panels = (mc - ir + isa->mr - 1) / isa->mr;
          mr = (mc - ir + panels - 1) / panels;
          float *cRows[UK_MR_MAX];
          for (int i = 0; i < mr; ++i)
            cRows[i] = g->c + offCM[ir + i];
          const float *a = lda ? g->a + offAM[ir] + offAK[0] : ap + ir * UK_KCP;
          int64_t aRows = lda ? lda : UK_KCP;
          for (int64_t jr = 0; jr < nc; jr += nrMax) {
            int nr = (int)ukMin(nrMax, nc - jr);
            // A prepacked panel is nrMax wide even at N's edge (its
            // columns past N are zeros): the half-width kernel reads its
            // first columns, nrMax apart (a 16-channel 1x1 convolution ran
            // the full width, half of it on zeros).
            int half = nr <= isa->nrHalf;
            UkKernel *kernel = half ? isa->kernelHalf : isa->kernel;
            int64_t ldb = prepacked || !half ? nrMax : isa->nrHalf;
            const float *b = prepacked
                                 ? g->b + (g->bN0 + jc + jr) * g->packedK +
                                       (g->bK0 + pc) * nrMax
                                 : bp + jr * kc;
            if (columnRun[jr / nrMax]) {
              UkKernelEp *kernelEp = half ? isa->kernelHalfEp : isa->kernelEp;
              UkTileEpilogue te;
              if (epilogue && kernelEp &&
                  ukTileEpilogueOf(&g->epilogue, ic + ir, jc + jr, &te)) {
                kernelEp((int)mr, kc, a, aRows, b, ldb, cRows, offCN[jr], nr,
                         add, &te);
                continue;
              }
              kernel((int)mr, kc, a, aRows, b, ldb, cRows, offCN[jr], nr, add);
              if (epilogue)
                ukEpilogueTile(&g->epilogue, cRows, offCN[jr], (int)mr, nr,
                               ic + ir, jc + jr);
              continue;
            }
            kernel((int)mr, kc, a, aRows, b, ldb, tileRows, 0,
                   half ? isa->nrHalf : nrMax, 0);
            for (int i = 0; i < mr; ++i)
              for (int j = 0; j < nr; ++j) {
                float *c = g->c + offCM[ir + i] + offCN[jr + j];
                float v = add ? *c + tile[i * nrMax + j] : tile[i * nrMax + j];
                *c = epilogue ? ukEpilogueOf(&g->epilogue, ic + ir + i,
                                             jc + jr + j, v)
                              : v;
              }
          }
        }
      }
    }
  }
}

//===----------------------------------------------------------------------===//
// The ukernels
//===----------------------------------------------------------------------===//

// Zeroes the 4-D block of C at `c` (sizes and element strides): an
// overwriting call with an empty reduction still owes C its zeros.
static void ukZero(float *c, const int64_t *size, const int64_t *stride) {
  for (int64_t i = 0; i < size[0]; ++i)
    for (int64_t j = 0; j < size[1]; ++j)
      for (int64_t k = 0; k < size[2]; ++k)
        for (int64_t l = 0; l < size[3]; ++l)
          c[i * stride[0] + j * stride[1] + k * stride[2] + l * stride[3]] =
              0.0f;
}

// A convolution over no terms: 0 (or C unchanged when accumulating), then
// the epilogue by output channel (dim 1).
static void ukEmptySum(float *c, const int64_t *size, const int64_t *stride,
                       const UkEpilogue *e, int64_t accumulate) {
  if (!accumulate)
    ukZero(c, size, stride);
  if (!e->on)
    return;
  for (int64_t i = 0; i < size[0]; ++i)
    for (int64_t j = 0; j < size[1]; ++j)
      for (int64_t k = 0; k < size[2]; ++k)
        for (int64_t l = 0; l < size[3]; ++l) {
          float *v =
              c + i * stride[0] + j * stride[1] + k * stride[2] + l * stride[3];
          *v = ukEpilogueOf(e, j, 0, *v);
        }
}

void nn_ukernel_matmul_f32(const float *a, int64_t aRowStride,
                           int64_t aColStride, const float *b,
                           int64_t bRowStride, int64_t bColStride, float *c,
                           int64_t cRowStride, int64_t cColStride, int64_t m,
                           int64_t n, int64_t k, int64_t accumulate) {
  if (m <= 0 || n <= 0)
    return;
  if (k <= 0) {
    if (!accumulate)
      ukZero(c, (const int64_t[]){1, 1, m, n},
             (const int64_t[]){0, 0, cRowStride, cColStride});
    return;
  }
  const UkIsa *isa = ukIsa();
  if (cColStride != 1 && cRowStride == 1) {
    // C's columns are the unit-stride side: compute C^T (+)= B^T A^T, whose
    // rows are then unit-stride, as the microkernel stores them.
    const float *t = a;
    a = b;
    b = t;
    int64_t s = aRowStride;
    aRowStride = bColStride;
    bColStride = s;
    s = aColStride;
    aColStride = bRowStride;
    bRowStride = s;
    cRowStride = cColStride;
    cColStride = 1;
    s = m;
    m = n;
    n = s;
  }
  if (m <= 4 && bColStride == 1 && cColStride == 1) {
    isa->smallM((int)m, a, aRowStride, aColStride, b, bRowStride, c, cRowStride,
                n, k, accumulate != 0);
    return;
  }
  if (m <= 4 && bRowStride == 1 && aColStride == 1) {
    isa->dots((int)m, a, aRowStride, b, bColStride, c, cRowStride, cColStride,
              n, k, accumulate != 0);
    return;
  }
  UkGemm g = {.a = a,
              .aM = ukDim1(m, aRowStride),
              .aK = ukDim1(k, aColStride),
              .b = b,
              .bK = ukDim1(k, bRowStride),
              .bN = ukDim1(n, bColStride),
              .c = c,
              .cM = ukDim1(m, cRowStride),
              .cN = ukDim1(n, cColStride),
              .m = m,
              .n = n,
              .k = k,
              .accumulate = accumulate != 0};
  ukGemm(isa, &g);
}

int64_t nn_ukernel_matmul_panel_width(void) { return ukIsa()->nr; }

void nn_ukernel_matmul_packed_f32(const float *a, int64_t aRowStride,
                                  int64_t aColStride, const float *bPacked,
                                  int64_t panel, int64_t packedK, int64_t k0,
                                  int64_t j0, float *c, int64_t cRowStride,
                                  int64_t cColStride, int64_t m, int64_t n,
                                  int64_t k, int64_t accumulate) {
  if (m <= 0 || n <= 0)
    return;
  if (k <= 0) {
    if (!accumulate)
      ukZero(c, (const int64_t[]){1, 1, m, n},
             (const int64_t[]){0, 0, cRowStride, cColStride});
    return;
  }
  // B's layout as offsets (any ISA can pack from it): column j is lane
  // j % panel of panel j / panel, row p is p * panel into the panel.
  int64_t panels = (j0 + n + panel - 1) / panel;
  UkGemm g = {.a = a,
              .aM = ukDim1(m, aRowStride),
              .aK = ukDim1(k, aColStride),
              .b = bPacked,
              .bK = ukDim1(k0 + k, panel),
              .bN = ukDim3(1, panels, panel, 0, packedK * panel, 1),
              .c = c,
              .cM = ukDim1(m, cRowStride),
              .cN = ukDim1(n, cColStride),
              .m = m,
              .n = n,
              .k = k,
              .accumulate = accumulate != 0,
              .bK0 = k0,
              .bN0 = j0,
              .panel = panel,
              .packedK = packedK};
  ukGemm(ukIsa(), &g);
}

// Whether a convolution has no output, or an empty sum (which it writes):
// nothing left to compute.
static int ukConvIsEmpty(float *out, int64_t outStrideB, int64_t outStrideO,
                         int64_t outStrideH, int64_t outStrideW, int64_t n,
                         int64_t f, int64_t oh, int64_t ow, int64_t c,
                         int64_t kh, int64_t kw, const UkEpilogue *epilogue,
                         int64_t accumulate) {
  if (n <= 0 || f <= 0 || oh <= 0 || ow <= 0)
    return 1;
  if (c > 0 && kh > 0 && kw > 0)
    return 0;
  ukEmptySum(out, (const int64_t[]){n, f, oh, ow},
             (const int64_t[]){outStrideB, outStrideO, outStrideH, outStrideW},
             epilogue, accumulate);
  return 1;
}

// An implicit GEMM: C[o, (b, y, x)] += W[o, (q, i, j)] * im2col[(q, i, j),
// (b, y, x)], where packing reads im2col's panels out of the input (element
// ((q, i, j), (b, y, x)) is at b * inStrideB + q * inStrideC + (y * strideH
// + i * dilationH) * inStrideH + (x * strideW + j * dilationW) * inStrideW).
// N, the side the microkernel stores with vectors, is the output's
// unit-stride side: positions in NCHW (M = channels, the weight is A), the
// channels in NHWC (M = positions, the input is A). K's order is free (it
// is a sum): A's unit-stride part of (q, i, j) goes innermost, so that
// packing A copies runs (whole (i, j) windows of an FCHW weight, the
// channels of an NHWC pixel).
void nn_ukernel_conv2d_f32(
    const float *in, int64_t inStrideB, int64_t inStrideC, int64_t inStrideH,
    int64_t inStrideW, const float *w, int64_t wStrideO, int64_t wStrideC,
    int64_t wStrideH, int64_t wStrideW, float *out, int64_t outStrideB,
    int64_t outStrideO, int64_t outStrideH, int64_t outStrideW, int64_t n,
    int64_t f, int64_t oh, int64_t ow, int64_t c, int64_t kh, int64_t kw,
    int64_t strideH, int64_t strideW, int64_t dilationH, int64_t dilationW,
    const float *bias, int64_t biasStride, float lo, float hi,
    int64_t accumulate) {
  // The epilogue by output channel: o is M or N below.
  UkEpilogue byChannel = {
      bias, biasStride, 0, lo, hi, bias || lo > -INFINITY || hi < INFINITY};
  if (ukConvIsEmpty(out, outStrideB, outStrideO, outStrideH, outStrideW, n, f,
                    oh, ow, c, kh, kw, &byChannel, accumulate))
    return;
  const UkIsa *isa = ukIsa();
  UkDim inPos =
      ukDim3(n, oh, ow, inStrideB, strideH * inStrideH, strideW * inStrideW);
  UkDim outPos = ukDim3(n, oh, ow, outStrideB, outStrideH, outStrideW);
  int64_t inKH = dilationH * inStrideH, inKW = dilationW * inStrideW;
  UkGemm g = {0};
  g.c = out;
  g.k = c * kh * kw;
  g.accumulate = accumulate != 0;
  g.epilogue = byChannel;
  if (outStrideO == 1 && outStrideW != 1) {
    // M = positions, N = channels; K = (i, j, q) when the input's channels
    // are its unit-stride side.
    g.a = in;
    g.aM = inPos;
    g.b = w;
    g.bN = ukDim1(f, wStrideO);
    if (inStrideC == 1) {
      g.aK = ukDim3(kh, kw, c, inKH, inKW, inStrideC);
      g.bK = ukDim3(kh, kw, c, wStrideH, wStrideW, wStrideC);
    } else {
      g.aK = ukDim3(c, kh, kw, inStrideC, inKH, inKW);
      g.bK = ukDim3(c, kh, kw, wStrideC, wStrideH, wStrideW);
    }
    g.cM = outPos;
    g.cN = ukDim1(f, outStrideO);
    g.m = n * oh * ow;
    g.n = f;
    g.epilogue.biasM = 0, g.epilogue.biasN = biasStride;
  } else {
    // M = channels, N = positions.
    g.a = w;
    g.aM = ukDim1(f, wStrideO);
    g.b = in;
    g.bN = inPos;
    if (wStrideC == 1 && wStrideW != 1) {
      g.aK = ukDim3(kh, kw, c, wStrideH, wStrideW, wStrideC);
      g.bK = ukDim3(kh, kw, c, inKH, inKW, inStrideC);
    } else {
      g.aK = ukDim3(c, kh, kw, wStrideC, wStrideH, wStrideW);
      g.bK = ukDim3(c, kh, kw, inStrideC, inKH, inKW);
    }
    g.cM = ukDim1(f, outStrideO);
    g.cN = outPos;
    g.m = f;
    g.n = n * oh * ow;
  }
  ukGemm(isa, &g);
}

void nn_ukernel_conv2d_packed_f32(
    const float *in, int64_t inStrideB, int64_t inStrideC, int64_t inStrideH,
    int64_t inStrideW, const float *wPacked, int64_t panel, int64_t packedK,
    int64_t k0, int64_t f0, float *out, int64_t outStrideB, int64_t outStrideO,
    int64_t outStrideH, int64_t outStrideW, int64_t n, int64_t f, int64_t oh,
    int64_t ow, int64_t c, int64_t kh, int64_t kw, int64_t strideH,
    int64_t strideW, int64_t dilationH, int64_t dilationW, const float *bias,
    int64_t biasStride, float lo, float hi, int64_t accumulate) {
  UkEpilogue byChannel = {
      bias, biasStride, 0, lo, hi, bias || lo > -INFINITY || hi < INFINITY};
  if (ukConvIsEmpty(out, outStrideB, outStrideO, outStrideH, outStrideW, n, f,
                    oh, ow, c, kh, kw, &byChannel, accumulate))
    return;
  // As nn_ukernel_conv2d_f32's M = positions form, K in the panels' order,
  // (i, j, q); B described as nn_ukernel_matmul_packed_f32 describes it.
  int64_t panels = (f0 + f + panel - 1) / panel;
  UkGemm g = {.a = in,
              .aM = ukDim3(n, oh, ow, inStrideB, strideH * inStrideH,
                           strideW * inStrideW),
              .aK = ukDim3(kh, kw, c, dilationH * inStrideH,
                           dilationW * inStrideW, inStrideC),
              .b = wPacked,
              .bK = ukDim1(k0 + c * kh * kw, panel),
              .bN = ukDim3(1, panels, panel, 0, packedK * panel, 1),
              .c = out,
              .cM = ukDim3(n, oh, ow, outStrideB, outStrideH, outStrideW),
              .cN = ukDim1(f, outStrideO),
              .m = n * oh * ow,
              .n = f,
              .k = c * kh * kw,
              .accumulate = accumulate != 0,
              .epilogue = byChannel,
              .bK0 = k0,
              .bN0 = f0,
              .panel = panel,
              .packedK = packedK};
  g.epilogue.biasM = 0, g.epilogue.biasN = biasStride; // the channels are N
  ukGemm(ukIsa(), &g);
}

void nn_ukernel_depthwise_conv2d_f32(
    const float *in, int64_t inStrideB, int64_t inStrideC, int64_t inStrideH,
    int64_t inStrideW, const float *w, int64_t wStrideC, int64_t wStrideH,
    int64_t wStrideW, float *out, int64_t outStrideB, int64_t outStrideC,
    int64_t outStrideH, int64_t outStrideW, int64_t n, int64_t c, int64_t oh,
    int64_t ow, int64_t kh, int64_t kw, int64_t strideH, int64_t strideW,
    int64_t dilationH, int64_t dilationW, int64_t padTop, int64_t padLeft,
    int64_t inH, int64_t inW, const float *bias, int64_t biasStride, float lo,
    float hi, int64_t accumulate) {
  if (n <= 0 || c <= 0 || oh <= 0 || ow <= 0)
    return;
  UkEpilogue byChannel = {
      bias, biasStride, 0, lo, hi, bias || lo > -INFINITY || hi < INFINITY};
  if (kh <= 0 || kw <= 0) {
    ukEmptySum(
        out, (const int64_t[]){n, c, oh, ow},
        (const int64_t[]){outStrideB, outStrideC, outStrideH, outStrideW},
        &byChannel, accumulate);
    return;
  }
  UkDepthwise d = {.in = in,
                   .isB = inStrideB,
                   .isC = inStrideC,
                   .isH = inStrideH,
                   .isW = inStrideW,
                   .w = w,
                   .wsC = wStrideC,
                   .wsH = wStrideH,
                   .wsW = wStrideW,
                   .out = out,
                   .osB = outStrideB,
                   .osC = outStrideC,
                   .osH = outStrideH,
                   .osW = outStrideW,
                   .n = n,
                   .c = c,
                   .oh = oh,
                   .ow = ow,
                   .kh = kh,
                   .kw = kw,
                   .sH = strideH,
                   .sW = strideW,
                   .dH = dilationH,
                   .dW = dilationW,
                   .padT = padTop,
                   .padL = padLeft,
                   .inH = inH,
                   .inW = inW,
                   .add = accumulate != 0,
                   .ep = byChannel};
  ukIsa()->depthwise(&d);
}

//===----------------------------------------------------------------------===//
// Grouped convolution, channels last
//===----------------------------------------------------------------------===//

// With few channels per group (ResNeXt's 4 or 8), a GEMM per group is too
// narrow for a vector: its N is the group's fg output channels. Channels
// last, the vector runs across groups instead: a block of 16 output
// channels is 16 / fg whole groups. Lane l of the block starting at group
// g0 sums, over the taps (i, j) and the group's input channels q,
//   in[b, y * sH + i * dH, x * sW + j * dW, (g0 + l / fg) * cg + q]
//     * w[g0 + l / fg, l % fg, i, j, q].
// The block's groups read 16 * cg / fg adjacent input channels (at most
// 16, as cg <= fg), one masked load per pixel and tap; each q takes its
// lanes out of that vector with a permute, then one FMA. The weight of a
// block is laid out first as 16-lane rows per (i, j, q), on the stack.
// Accumulators stay in registers for 8, 4 or 1 pixels of a row.
typedef struct {
  const float *in;
  int64_t isB, isH, isW;
  const float *w;
  int64_t wsG, wsO, wsC, wsH, wsW;
  float *out;
  int64_t osB, osH, osW;
  int64_t n, groups, fg, cg, oh, ow, kh, kw, sH, sW, dH, dW;
  int add;
} UkGrouped;

// The stack the direct kernel may use for a block's weight, in floats.
enum { UK_GROUPED_WEIGHT = 4096 };

#if UK_X86
UK_AVX512 UK_INLINE void
ukGroupedPixelsAvx512(const int np, const int fours, const UkGrouped *g,
                      const float *src, float *dst, const float *wb,
                      const __m512i *idx, __mmask16 inMask, __mmask16 outMask) {
  __m512 acc[8], v[8];
#pragma GCC unroll 8
  for (int p = 0; p < np; ++p)
    acc[p] = g->add ? _mm512_maskz_loadu_ps(outMask, dst + p * g->osW)
                    : _mm512_setzero_ps();
  for (int64_t i = 0; i < g->kh; ++i)
    for (int64_t j = 0; j < g->kw; ++j) {
      const float *s = src + i * g->dH * g->isH + j * g->dW * g->isW;
#pragma GCC unroll 8
      for (int p = 0; p < np; ++p)
        v[p] = _mm512_maskz_loadu_ps(inMask, s + p * g->sW * g->isW);
      const float *wt = wb + (i * g->kw + j) * g->cg * 16;
      if (fours) {
        // 4 channels per group, a group per 128-bit lane: channel q is an
        // in-lane broadcast (vpermilps), cheaper than a full permute.
        __m512 w0 = _mm512_load_ps(wt), w1 = _mm512_load_ps(wt + 16);
        __m512 w2 = _mm512_load_ps(wt + 32), w3 = _mm512_load_ps(wt + 48);
#pragma GCC unroll 8
        for (int p = 0; p < np; ++p) {
          acc[p] = _mm512_fmadd_ps(_mm512_permute_ps(v[p], 0x00), w0, acc[p]);
          acc[p] = _mm512_fmadd_ps(_mm512_permute_ps(v[p], 0x55), w1, acc[p]);
          acc[p] = _mm512_fmadd_ps(_mm512_permute_ps(v[p], 0xAA), w2, acc[p]);
          acc[p] = _mm512_fmadd_ps(_mm512_permute_ps(v[p], 0xFF), w3, acc[p]);
        }
        continue;
      }
      for (int64_t q = 0; q < g->cg; ++q) {
        __m512 wv = _mm512_load_ps(wt + q * 16);
#pragma GCC unroll 8
        for (int p = 0; p < np; ++p)
          acc[p] =
              _mm512_fmadd_ps(_mm512_permutexvar_ps(idx[q], v[p]), wv, acc[p]);
      }
    }
#pragma GCC unroll 8
  for (int p = 0; p < np; ++p)
    _mm512_mask_storeu_ps(dst + p * g->osW, outMask, acc[p]);
}

// One output row of a block: 8, then 4, then single pixels. `fours` is a
// constant at each call, so that each form compiles to its own loops.
UK_AVX512 UK_INLINE void ukGroupedRowAvx512(const int fours, const UkGrouped *g,
                                            const float *src, float *dst,
                                            const float *wb, const __m512i *idx,
                                            __mmask16 inMask,
                                            __mmask16 outMask) {
  int64_t x = 0;
  for (; x + 8 <= g->ow; x += 8)
    ukGroupedPixelsAvx512(8, fours, g, src + x * g->sW * g->isW,
                          dst + x * g->osW, wb, idx, inMask, outMask);
  for (; x + 4 <= g->ow; x += 4)
    ukGroupedPixelsAvx512(4, fours, g, src + x * g->sW * g->isW,
                          dst + x * g->osW, wb, idx, inMask, outMask);
  for (; x < g->ow; ++x)
    ukGroupedPixelsAvx512(1, fours, g, src + x * g->sW * g->isW,
                          dst + x * g->osW, wb, idx, inMask, outMask);
}

UK_AVX512 static void ukGroupedAvx512(const UkGrouped *g) {
  _Alignas(64) float wb[UK_GROUPED_WEIGHT];
  __m512i idx[16];
  int64_t perBlock = 16 / g->fg; // groups
  for (int64_t q = 0; q < g->cg; ++q) {
    _Alignas(64) int32_t lanes[16];
    for (int l = 0; l < 16; ++l)
      lanes[l] = (int32_t)((l / g->fg) * g->cg + q);
    idx[q] = _mm512_load_si512(lanes);
  }
  int64_t f = g->groups * g->fg, c = g->groups * g->cg;
  int fours = g->fg == 4 && g->cg == 4;
  for (int64_t g0 = 0; g0 < g->groups; g0 += perBlock) {
    int64_t o0 = g0 * g->fg, q0 = g0 * g->cg;
    __mmask16 outMask = (__mmask16)ukBits(0, f - o0);
    __mmask16 inMask = (__mmask16)ukBits(
        0, c - q0 < perBlock * g->cg ? c - q0 : perBlock * g->cg);
    // The block's weight: row (i, j, q), lane l = (group, o); zeros past
    // the last group.
    for (int64_t l = 0; l < g->kh * g->kw * g->cg * 16; ++l)
      wb[l] = 0.0f;
    for (int64_t gl = 0; gl < perBlock && g0 + gl < g->groups; ++gl)
      for (int64_t o = 0; o < g->fg; ++o) {
        const float *from = g->w + (g0 + gl) * g->wsG + o * g->wsO;
        float *lane = wb + gl * g->fg + o;
        for (int64_t i = 0; i < g->kh; ++i)
          for (int64_t j = 0; j < g->kw; ++j)
            for (int64_t q = 0; q < g->cg; ++q)
              lane[((i * g->kw + j) * g->cg + q) * 16] =
                  from[i * g->wsH + j * g->wsW + q * g->wsC];
      }
    for (int64_t b = 0; b < g->n; ++b)
      for (int64_t y = 0; y < g->oh; ++y) {
        const float *src = g->in + b * g->isB + y * g->sH * g->isH + q0;
        float *dst = g->out + b * g->osB + y * g->osH + o0;
        if (fours)
          ukGroupedRowAvx512(1, g, src, dst, wb, idx, inMask, outMask);
        else
          ukGroupedRowAvx512(0, g, src, dst, wb, idx, inMask, outMask);
      }
  }
}
#endif

void nn_ukernel_grouped_conv2d_f32(
    const float *in, int64_t inStrideB, int64_t inStrideC, int64_t inStrideH,
    int64_t inStrideW, const float *w, int64_t wStrideO, int64_t wStrideC,
    int64_t wStrideH, int64_t wStrideW, float *out, int64_t outStrideB,
    int64_t outStrideO, int64_t outStrideH, int64_t outStrideW, int64_t n,
    int64_t f, int64_t oh, int64_t ow, int64_t c, int64_t kh, int64_t kw,
    int64_t strideH, int64_t strideW, int64_t dilationH, int64_t dilationW,
    const float *bias, int64_t biasStride, float lo, float hi,
    int64_t accumulate, int64_t groups, int64_t inStrideG, int64_t wStrideG,
    int64_t outStrideG) {
#if UK_X86
  // The direct kernel: channels last with the groups' channels adjacent,
  // whole groups in a vector (fg divides 16) reading at most 16 input
  // channels (cg <= fg), a block's weight within the stack's share, no
  // epilogue (a grouped convolution's runs after it).
  int direct = ukIsa()->isa == UK_ISA_AVX512 && groups > 0 && n > 0 && f > 0 &&
               oh > 0 && ow > 0 && c > 0 && kh > 0 && kw > 0 &&
               inStrideC == 1 && inStrideG == c && outStrideO == 1 &&
               outStrideG == f && 16 % f == 0 && c <= f &&
               kh * kw * c * 16 <= UK_GROUPED_WEIGHT && !bias &&
               lo == -INFINITY && hi == INFINITY;
  if (direct) {
    UkGrouped g = {.in = in,
                   .isB = inStrideB,
                   .isH = inStrideH,
                   .isW = inStrideW,
                   .w = w,
                   .wsG = wStrideG,
                   .wsO = wStrideO,
                   .wsC = wStrideC,
                   .wsH = wStrideH,
                   .wsW = wStrideW,
                   .out = out,
                   .osB = outStrideB,
                   .osH = outStrideH,
                   .osW = outStrideW,
                   .n = n,
                   .groups = groups,
                   .fg = f,
                   .cg = c,
                   .oh = oh,
                   .ow = ow,
                   .kh = kh,
                   .kw = kw,
                   .sH = strideH,
                   .sW = strideW,
                   .dH = dilationH,
                   .dW = dilationW,
                   .add = accumulate != 0};
    ukGroupedAvx512(&g);
    return;
  }
#endif
  // Otherwise a GEMM per group.
  for (int64_t g = 0; g < groups; ++g)
    nn_ukernel_conv2d_f32(in + g * inStrideG, inStrideB, inStrideC, inStrideH,
                          inStrideW, w + g * wStrideG, wStrideO, wStrideC,
                          wStrideH, wStrideW, out + g * outStrideG, outStrideB,
                          outStrideO, outStrideH, outStrideW, n, f, oh, ow, c,
                          kh, kw, strideH, strideW, dilationH, dilationW,
                          bias ? bias + g * f * biasStride : bias, biasStride,
                          lo, hi, accumulate);
}
