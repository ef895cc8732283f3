/*===- reference.h - The example framework's own eager kernels -----------===*\
|*                                                                          *|
|* Plain C loops, one per op, that compute what the framework's graphs      *|
|* mean, independently of nn: the reference the compiled graphs are         *|
|* checked against. Row-major float32 tensors; NCHW for images.             *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/

#ifndef NN_EXAMPLE_FRAMEWORK_REFERENCE_H
#define NN_EXAMPLE_FRAMEWORK_REFERENCE_H

/* out[n][o][y][x] = sum over c, ky, kx of in * w, 3x3, stride 1, padding 1. */
void refConv3x3(const float *in, const float *w, float *out, int n, int c,
                int o, int h, int wd);
/* In place: scale * (x - mean) / sqrt(var + eps) + bias per channel. */
void refBatchNorm(float *x, const float *scale, const float *bias,
                  const float *mean, const float *var, int n, int c, int hw);
void refRelu(float *x, int count);
void refAdd(float *x, const float *y, int count);
/* out[m][n] = sum over k of a[m][k] * b[k][n] (+ bias[n] if not NULL). */
void refMatmul(const float *a, const float *b, const float *bias, float *out,
               int m, int k, int n);
/* out[m][n] = sum over k of a[m][k] * b[n][k] (b used transposed). */
void refMatmulTransposedB(const float *a, const float *b, float *out, int m,
                          int k, int n);
void refSoftmaxRows(float *x, int rows, int cols);
void refLayerNormRows(float *x, const float *gamma, const float *beta, int rows,
                      int cols);
void refGeluTanh(float *x, int count);

#endif
