//===- Matmul.c - The f32 matmul ukernel ----------------------------------===//
//
// nn_ukernel_matmul_f32 (Ukernels.h). Reference version: a plain loop nest
// in the cache-friendly i, p, j order.
//
//===----------------------------------------------------------------------===//

#include <stdint.h>

void nn_ukernel_matmul_f32(const float *a, int64_t aRowStride,
                           int64_t aColStride, const float *b,
                           int64_t bRowStride, int64_t bColStride, float *c,
                           int64_t cRowStride, int64_t cColStride, int64_t m,
                           int64_t n, int64_t k) {
  for (int64_t i = 0; i < m; ++i)
    for (int64_t p = 0; p < k; ++p) {
      float x = a[i * aRowStride + p * aColStride];
      for (int64_t j = 0; j < n; ++j)
        c[i * cRowStride + j * cColStride] +=
            x * b[p * bRowStride + j * bColStride];
    }
}
