/* Matrix products on cuBLASLt: the function the host code of nn's CUDA
 * pipeline calls for a matmul when it is compiled with
 * matmul-library=cublaslt (conversion/gpu/GpuLibraryMatmuls.c emits the
 * calls), and its epilogue, fused by cuBLASLt:
 *
 *   D[b] = act(A[b] · B[b] + C[b] + bias)     for b in [0, batch)
 *
 * A is m×k, B k×n, C and D m×n, bias a vector of n elements added to every
 * row (a Linear layer's bias), act the identity, relu or the tanh form of
 * gelu. Matrices are given in nn's terms, row-major or not: a pointer to
 * the first element and three strides in elements (between rows, between
 * columns, between batch items). One of a matrix's two strides must be 1
 * (cuBLASLt reads matrices with a leading dimension; a dim of extent 1 may
 * have any stride), strides are non-negative (a batch stride of 0
 * broadcasts the matrix over the batch), and D's column stride must be 1
 * when there is a bias (cuBLASLt adds its bias along D's rows in its
 * column-major view, which is nn's columns only when D is row-major).
 * The other stride must be at least the extent it steps over (rows do not
 * overlap), C must be laid out as D (the same unit stride), and D's batch
 * stride must not be 0 when batch > 1. D must not overlap A, B or bias; C
 * may be D itself.
 *
 * libnnrt loads cuBLASLt (libcublasLt.so.13, else libcublasLt.so.12, or
 * the file named by the environment variable NNRT_LIBCUBLASLT) with dlopen
 * on the first call,
 * keeps a handle per device, and caches the algorithm cuBLASLt's heuristic
 * chooses per shape, layout, type and alignment: a repeated call costs a
 * table look-up and the launch. A call runs on `stream`, ordered with the
 * kernels queued there; a NULL stream runs it on a stream of libnnrt's and
 * waits for it before returning. Errors (a library that cannot be loaded,
 * arguments out of range, a product cuBLASLt cannot do) are reported as
 * every libnnrt error is: on stderr, by nnrtGetLastError() and in
 * nnrtGetErrorCount(); D is then left as it was. */
#ifndef NNRT_MATMUL_H
#define NNRT_MATMUL_H

#include "runtime/nnrt/Driver.h"
#include "runtime/nnrt/nnrt.h"

#include <stdint.h>

/* Element types: of A and B (`inputType`), of C, D and bias
 * (`outputType`). Products accumulate in f32 whatever the types. */
enum {
  NNRT_MATMUL_F32 = 0,
  NNRT_MATMUL_F16 = 1,
  NNRT_MATMUL_BF16 = 2,
};

/* The activation after the sum. GELU is the tanh approximation. */
enum {
  NNRT_MATMUL_IDENTITY = 0,
  NNRT_MATMUL_RELU = 1,
  NNRT_MATMUL_GELU_TANH = 2,
};

/* `flags`: an input type, an output type shifted by 4, an activation
 * shifted by 8, and NNRT_MATMUL_TF32 to let f32 inputs round to TF32 on
 * the tensor cores (cuBLAS's CUBLAS_COMPUTE_32F_FAST_TF32; without it f32
 * products are exact f32). */
enum {
  NNRT_MATMUL_OUTPUT_SHIFT = 4,
  NNRT_MATMUL_ACTIVATION_SHIFT = 8,
  NNRT_MATMUL_TF32 = 1 << 12,
};

/* C and bias may be NULL (none). Sizes are positive and strides
 * non-negative, or the call is refused. */
NNRT_EXPORT void
nnrtMatmul(CUstream stream, int64_t flags, int64_t m, int64_t n, int64_t k,
           int64_t batch, const void *a, int64_t aRowStride, int64_t aColStride,
           int64_t aBatchStride, const void *b, int64_t bRowStride,
           int64_t bColStride, int64_t bBatchStride, const void *c,
           int64_t cRowStride, int64_t cColStride, int64_t cBatchStride,
           void *d, int64_t dRowStride, int64_t dColStride,
           int64_t dBatchStride, const void *bias);

/* Frees the handles, workspaces and cached algorithms (the last module
 * unloaded: Modules.c). */
void nnrtReleaseMatmuls(void);

#endif /* NNRT_MATMUL_H */
