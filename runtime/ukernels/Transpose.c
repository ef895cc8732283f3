//===- Transpose.c - The CPU ukernel of a transpose -----------------------===//
//
// nn_ukernel_transpose_f32 (Ukernels.h): the tile of a transpose whose
// innermost output dim is not the input's innermost dim. Element by element,
// one of the two sides is read or written with a stride of a whole row: a
// 4096x4096 transpose ran at 2 GB/s that way. Here the tile goes in 16x16
// blocks, each loaded as 16 rows, transposed in registers (AVX-512: four
// rounds of unpack and shuffle, 64 instructions for 256 floats) and stored
// as 16 rows: every load and store moves a whole 64-byte line. The edges
// are the same blocks under masks (a 28-wide tile ran 12 of its columns
// scalar before).
//
// Variants: AVX-512F, or portable C in 8x8 blocks (which compilers keep in
// cache, if not in registers), chosen on the first call by the CPU's
// features and NN_UKERNEL_ISA, as Contraction.c's are (Ukernels.h). Like
// every ukernel: self-contained C11, single-threaded, allocates nothing.
//
//===----------------------------------------------------------------------===//

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define UK_TRANSPOSE_X86 1
#else
#define UK_TRANSPOSE_X86 0
#endif

typedef void (*UkTranspose)(const float *src, int64_t srcRowStride, float *dst,
                            int64_t dstRowStride, int64_t rows, int64_t cols);

// dst[c, r] = src[r, c] for r in [r0, r1), c in [c0, c1): the edges.
static void ukTransposeScalar(const float *src, int64_t ss, float *dst,
                              int64_t ds, int64_t r0, int64_t r1, int64_t c0,
                              int64_t c1) {
  for (int64_t r = r0; r < r1; ++r)
    for (int64_t c = c0; c < c1; ++c)
      dst[c * ds + r] = src[r * ss + c];
}

static void ukTransposeGeneric(const float *src, int64_t ss, float *dst,
                               int64_t ds, int64_t rows, int64_t cols) {
  enum { B = 8 };
  int64_t r = 0;
  for (; r + B <= rows; r += B) {
    int64_t c = 0;
    for (; c + B <= cols; c += B)
      for (int i = 0; i < B; ++i)
        for (int j = 0; j < B; ++j)
          dst[(c + j) * ds + r + i] = src[(r + i) * ss + c + j];
    ukTransposeScalar(src, ss, dst, ds, r, r + B, c, cols);
  }
  ukTransposeScalar(src, ss, dst, ds, r, rows, 0, cols);
}

#if UK_TRANSPOSE_X86
// The nr x nc block (nr, nc <= 16) at src (rows ss apart) into dst (rows
// ds apart): rows loaded under a mask of nc lanes (the rest read as zeros,
// nothing read past the block), transposed in registers, and the first nc
// of the 16 transposed rows stored under a mask of nr lanes. Edges take
// the same path as whole blocks, one masked load per row.
__attribute__((target("avx512f"))) static void
ukTransposeBlock(const float *src, int64_t ss, float *dst, int64_t ds, int nr,
                 int nc) {
  __m512 r[16], t[16];
  __mmask16 load = (__mmask16)((1u << nc) - 1);
  __mmask16 store = (__mmask16)((1u << nr) - 1);
  for (int i = 0; i < 16; ++i)
    r[i] = i < nr ? _mm512_maskz_loadu_ps(load, src + i * ss)
                  : _mm512_setzero_ps();
  // Pairs of rows interleaved (32-bit), then pairs of pairs (64-bit), then
  // 128-bit lanes of rows 4 apart, then of rows 8 apart.
  for (int i = 0; i < 8; ++i) {
    t[2 * i] = _mm512_unpacklo_ps(r[2 * i], r[2 * i + 1]);
    t[2 * i + 1] = _mm512_unpackhi_ps(r[2 * i], r[2 * i + 1]);
  }
  for (int i = 0; i < 4; ++i) {
    r[4 * i] = _mm512_shuffle_ps(t[4 * i], t[4 * i + 2], 0x44);
    r[4 * i + 1] = _mm512_shuffle_ps(t[4 * i], t[4 * i + 2], 0xee);
    r[4 * i + 2] = _mm512_shuffle_ps(t[4 * i + 1], t[4 * i + 3], 0x44);
    r[4 * i + 3] = _mm512_shuffle_ps(t[4 * i + 1], t[4 * i + 3], 0xee);
  }
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 4; ++j) {
      t[8 * i + j] = _mm512_shuffle_f32x4(r[8 * i + j], r[8 * i + 4 + j], 0x88);
      t[8 * i + 4 + j] =
          _mm512_shuffle_f32x4(r[8 * i + j], r[8 * i + 4 + j], 0xdd);
    }
  for (int j = 0; j < 8; ++j) {
    r[j] = _mm512_shuffle_f32x4(t[j], t[8 + j], 0x88);
    r[8 + j] = _mm512_shuffle_f32x4(t[j], t[8 + j], 0xdd);
  }
  for (int i = 0; i < nc; ++i)
    _mm512_mask_storeu_ps(dst + i * ds, store, r[i]);
}

__attribute__((target("avx512f"))) static void
ukTransposeAvx512(const float *src, int64_t ss, float *dst, int64_t ds,
                  int64_t rows, int64_t cols) {
  for (int64_t r = 0; r < rows; r += 16)
    for (int64_t c = 0; c < cols; c += 16)
      ukTransposeBlock(src + r * ss + c, ss, dst + c * ds + r, ds,
                       rows - r < 16 ? (int)(rows - r) : 16,
                       cols - c < 16 ? (int)(cols - c) : 16);
}
#endif

static UkTranspose ukChooseTranspose(void) {
#if UK_TRANSPOSE_X86
  const char *want = getenv("NN_UKERNEL_ISA");
  bool capped =
      want && (strcmp(want, "avx2") == 0 || strcmp(want, "generic") == 0);
  __builtin_cpu_init();
  if (!capped && __builtin_cpu_supports("avx512f"))
    return ukTransposeAvx512;
#endif
  return ukTransposeGeneric;
}

// As Contraction.c's dispatch pointer: a benign race on the first call.
static _Atomic(UkTranspose) ukTransposeChosen;

void nn_ukernel_transpose_f32(const float *src, int64_t srcRowStride,
                              float *dst, int64_t dstRowStride, int64_t rows,
                              int64_t cols) {
  UkTranspose kernel =
      atomic_load_explicit(&ukTransposeChosen, memory_order_relaxed);
  if (!kernel) {
    kernel = ukChooseTranspose();
    atomic_store_explicit(&ukTransposeChosen, kernel, memory_order_relaxed);
  }
  kernel(src, srcRowStride, dst, dstRowStride, rows, cols);
}
