//===- Ukernels.h - The CPU microkernels lowered code calls ---------------===//
//
// The inner work of a contraction tile on the CPU is a call to one of these
// C functions ("ukernels", as IREE calls them): the CPU pipeline
// (--nn-cpu-ukernels, conversion/cpu/Ukernels.c) replaces a tile's
// linalg.matmul, batch_matmul or contraction linalg.generic with a call,
// and the fused epilogue then runs on the tile while it is in cache. They
// are C with vector intrinsics, chosen at run time by the CPU's features,
// because MLIR's own code generation reaches a fraction of the FMA peak.
//
// The ABI is plain C on pointers and element strides, so that a transposed
// or broadcast operand is only other strides (packing reads any layout).
// The definitions are self-contained C11 (system headers only), in
// runtime/ukernels/Contraction.c and Transpose.c: they are compiled into
// libnn, whose JIT resolves the calls (runtime/CpuJit.c), and once more,
// never instrumented, into the object file nn-compile links into every
// library it builds. Each function is single-threaded, allocates
// nothing (its scratch, at most 256 KiB, is on the stack) and may be
// called from any number of threads at once.
//
// Variants: AVX-512F, AVX2+FMA, portable C, chosen on the first call by
// the CPU's features. The environment variable NN_UKERNEL_ISA (avx512,
// avx2 or generic), read on that first call, caps the choice: tests use it
// to run every variant on one machine; a variant the CPU lacks falls back
// to the best one it has.
//
// Each function takes `accumulate` last: 1 adds the result to the output
// (+= below), 0 overwrites the output without reading it, so that a caller
// whose output buffer is fresh need not zero it first (an empty reduction
// then writes zeros).
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUNTIME_UKERNELS_H
#define NN_RUNTIME_UKERNELS_H

#include <stdint.h>

/// C[i, j] += sum over p of A[i, p] * B[p, j], in f32, for i < m, j < n,
/// p < k (= when not `accumulate`). Strides are in elements and may be zero
/// (a broadcast operand); C's elements do not overlap each other or A and
/// B. Nothing is written when m or n is 0, nor when k is 0 and
/// `accumulate`. The sum's order (K blocks, FMA) is not the loop
/// nest's: each result is within about (k + 1) * 2^-24 * sum |terms| of
/// the exact sum. Single-threaded: the caller's loop over tiles is the
/// parallel one.
void nn_ukernel_matmul_f32(const float *a, int64_t aRowStride,
                           int64_t aColStride, const float *b,
                           int64_t bRowStride, int64_t bColStride, float *c,
                           int64_t cRowStride, int64_t cColStride, int64_t m,
                           int64_t n, int64_t k, int64_t accumulate);

/// nn_ukernel_matmul_f32 with B packed ahead of time (at compile time, for
/// a constant weight): B[p, j], for p < k and j < n, is
///   bPacked[((j0 + j) / panel * packedK + k0 + p) * panel + (j0 + j) % panel]
/// that is, the whole weight (packedK deep) in panels of `panel` columns,
/// each row-major, the last one padded with zeros to `panel` columns, and
/// this call's B a block of it at row k0 and column j0. When `panel` is
/// nn_ukernel_matmul_panel_width() and j0 a multiple of it, the kernel
/// reads the panels where they lie (64-byte aligned) and packs nothing;
/// otherwise it packs from them as from any other layout. Same results as
/// nn_ukernel_matmul_f32 on the unpacked B.
void nn_ukernel_matmul_packed_f32(const float *a, int64_t aRowStride,
                                  int64_t aColStride, const float *bPacked,
                                  int64_t panel, int64_t packedK, int64_t k0,
                                  int64_t j0, float *c, int64_t cRowStride,
                                  int64_t cColStride, int64_t m, int64_t n,
                                  int64_t k, int64_t accumulate);

/// The panel width with which this CPU's matmul kernel reads a prepacked B
/// in place: its register tile's width (32 with AVX-512, else 16).
int64_t nn_ukernel_matmul_panel_width(void);

/// out[b, o, y, x] += sum over (q, i, j) of
///   in[b, q, y * strideH + i * dilationH, x * strideW + j * dilationW]
///   * w[o, q, i, j]
/// for b < n, o < f, y < oh, x < ow, q < c, i < kh, j < kw, in f32: a 2-D
/// convolution of an input already padded (every position it reads
/// exists). Strides are in elements, one per logical dimension, so one
/// function serves every layout: NCHW input with FCHW weight and NHWC with
/// HWCF are only other strides. = when not `accumulate`; single-threaded,
/// as above. Then each result becomes
/// min(hi, max(lo, result + bias[o * biasStride])), the caller's epilogue
/// done while the tile is in registers (or in L1): no bias when `bias` is
/// NULL, no clamp with lo = -inf and hi = +inf; a NaN
/// stays a NaN (as arith.maximumf and minimumf keep it), and -0.0 is not
/// raised to +0.0 by lo = 0.
void nn_ukernel_conv2d_f32(
    const float *in, int64_t inStrideB, int64_t inStrideC, int64_t inStrideH,
    int64_t inStrideW, const float *w, int64_t wStrideO, int64_t wStrideC,
    int64_t wStrideH, int64_t wStrideW, float *out, int64_t outStrideB,
    int64_t outStrideO, int64_t outStrideH, int64_t outStrideW, int64_t n,
    int64_t f, int64_t oh, int64_t ow, int64_t c, int64_t kh, int64_t kw,
    int64_t strideH, int64_t strideW, int64_t dilationH, int64_t dilationW,
    const float *bias, int64_t biasStride, float lo, float hi,
    int64_t accumulate);

/// nn_ukernel_conv2d_f32 with the weight packed ahead of time as an HWCF
/// weight's K x F matrix (K = (i, j, q), kh * kw * c deep) is packed for
/// nn_ukernel_matmul_packed_f32: w[o, q, i, j] is
///   wPacked[((f0 + o) / panel * packedK + k0 + (i * kw + j) * c + q)
///           * panel + (f0 + o) % panel].
/// The input is A, its positions M, as in the NHWC form; the panels are
/// read in place under the same conditions as that function's. Same
/// results as nn_ukernel_conv2d_f32 on the unpacked weight.
void nn_ukernel_conv2d_packed_f32(
    const float *in, int64_t inStrideB, int64_t inStrideC, int64_t inStrideH,
    int64_t inStrideW, const float *wPacked, int64_t panel, int64_t packedK,
    int64_t k0, int64_t f0, float *out, int64_t outStrideB, int64_t outStrideO,
    int64_t outStrideH, int64_t outStrideW, int64_t n, int64_t f, int64_t oh,
    int64_t ow, int64_t c, int64_t kh, int64_t kw, int64_t strideH,
    int64_t strideW, int64_t dilationH, int64_t dilationW, const float *bias,
    int64_t biasStride, float lo, float hi, int64_t accumulate);

/// out[b, q, y, x] += sum over (i, j) of
///   in[b, q, y * strideH + i * dilationH - padTop,
///      x * strideW + j * dilationW - padLeft] * w[q, i, j]
/// for b < n, q < c, y < oh, x < ow, i < kh, j < kw: the depthwise form
/// (one filter per channel), with strides per logical dimension and
/// `accumulate` and the epilogue (bias[q * biasStride], clamp) as above.
/// The input is inH x inW and unpadded: a position outside it reads as 0
/// and is never touched, so a padded convolution needs no padded copy of
/// its input.
void nn_ukernel_depthwise_conv2d_f32(
    const float *in, int64_t inStrideB, int64_t inStrideC, int64_t inStrideH,
    int64_t inStrideW, const float *w, int64_t wStrideC, int64_t wStrideH,
    int64_t wStrideW, float *out, int64_t outStrideB, int64_t outStrideC,
    int64_t outStrideH, int64_t outStrideW, int64_t n, int64_t c, int64_t oh,
    int64_t ow, int64_t kh, int64_t kw, int64_t strideH, int64_t strideW,
    int64_t dilationH, int64_t dilationW, int64_t padTop, int64_t padLeft,
    int64_t inH, int64_t inW, const float *bias, int64_t biasStride, float lo,
    float hi, int64_t accumulate);

/// nn_ukernel_conv2d_f32 over `groups` groups at once: group g's input,
/// weight and output start inStrideG, wStrideG and outStrideG elements
/// further, and f and c are each group's output and input channels (bias
/// element g * f + o for channel o of group g). Channels last with few
/// channels per group (f divides 16, c <= f: ResNeXt's 4 or 8), AVX-512
/// runs a direct kernel across groups, 16 output channels a vector; other
/// forms are a GEMM per group, as a loop of nn_ukernel_conv2d_f32 calls.
void nn_ukernel_grouped_conv2d_f32(
    const float *in, int64_t inStrideB, int64_t inStrideC, int64_t inStrideH,
    int64_t inStrideW, const float *w, int64_t wStrideO, int64_t wStrideC,
    int64_t wStrideH, int64_t wStrideW, float *out, int64_t outStrideB,
    int64_t outStrideO, int64_t outStrideH, int64_t outStrideW, int64_t n,
    int64_t f, int64_t oh, int64_t ow, int64_t c, int64_t kh, int64_t kw,
    int64_t strideH, int64_t strideW, int64_t dilationH, int64_t dilationW,
    const float *bias, int64_t biasStride, float lo, float hi,
    int64_t accumulate, int64_t groups, int64_t inStrideG, int64_t wStrideG,
    int64_t outStrideG);

/// dst[c * dstRowStride + r] = src[r * srcRowStride + c] for r < rows,
/// c < cols: the 2-D transpose of a tile whose rows are contiguous on both
/// sides (runtime/ukernels/Transpose.c). dst does not overlap src.
void nn_ukernel_transpose_f32(const float *src, int64_t srcRowStride,
                              float *dst, int64_t dstRowStride, int64_t rows,
                              int64_t cols);

#endif // NN_RUNTIME_UKERNELS_H
