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
// The definitions are self-contained C11 (system headers only): they are
// compiled into libnn, whose JIT resolves the calls (runtime/CpuJit.c),
// and their text into every library nn-compile builds.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUNTIME_UKERNELS_H
#define NN_RUNTIME_UKERNELS_H

#include <stdint.h>

/// C[i, j] += sum over p of A[i, p] * B[p, j], in f32, for i < m, j < n,
/// p < k. Strides are in elements and may be zero (a broadcast operand);
/// C's rows do not overlap each other or A and B. Single-threaded: the
/// caller's loop over tiles is the parallel one.
void nn_ukernel_matmul_f32(const float *a, int64_t aRowStride,
                           int64_t aColStride, const float *b,
                           int64_t bRowStride, int64_t bColStride, float *c,
                           int64_t cRowStride, int64_t cColStride, int64_t m,
                           int64_t n, int64_t k);

#endif // NN_RUNTIME_UKERNELS_H
