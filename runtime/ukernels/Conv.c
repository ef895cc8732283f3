//===- Conv.c - The f32 convolution ukernels ------------------------------===//
//
// nn_ukernel_depthwise_conv2d_f32 (Ukernels.h). Reference version: a plain
// loop nest.
//
//===----------------------------------------------------------------------===//

#include <stdint.h>

void nn_ukernel_depthwise_conv2d_f32(
    const float *in, int64_t inStrideB, int64_t inStrideC, int64_t inStrideH,
    int64_t inStrideW, const float *w, int64_t wStrideC, int64_t wStrideH,
    int64_t wStrideW, float *out, int64_t outStrideB, int64_t outStrideC,
    int64_t outStrideH, int64_t outStrideW, int64_t n, int64_t c, int64_t oh,
    int64_t ow, int64_t kh, int64_t kw, int64_t strideH, int64_t strideW,
    int64_t dilationH, int64_t dilationW) {
  for (int64_t b = 0; b < n; ++b)
    for (int64_t q = 0; q < c; ++q)
      for (int64_t y = 0; y < oh; ++y)
        for (int64_t x = 0; x < ow; ++x) {
          float sum = 0;
          for (int64_t i = 0; i < kh; ++i)
            for (int64_t j = 0; j < kw; ++j)
              sum += in[b * inStrideB + q * inStrideC +
                        (y * strideH + i * dilationH) * inStrideH +
                        (x * strideW + j * dilationW) * inStrideW] *
                     w[q * wStrideC + i * wStrideH + j * wStrideW];
          out[b * outStrideB + q * outStrideC + y * outStrideH +
              x * outStrideW] += sum;
        }
}
