//===- reference.c - The example framework's own eager kernels ------------===//
//
// Deliberately naive: each op is the loop nest of its definition, with
// double accumulators, so that it can be trusted by reading it.
//
//===----------------------------------------------------------------------===//

#include "reference.h"

#include <math.h>

void refConv3x3(const float *in, const float *w, float *out, int n, int c,
                int o, int h, int wd) {
  for (int b = 0; b < n; ++b)
    for (int oc = 0; oc < o; ++oc)
      for (int y = 0; y < h; ++y)
        for (int x = 0; x < wd; ++x) {
          double sum = 0;
          for (int ic = 0; ic < c; ++ic)
            for (int ky = 0; ky < 3; ++ky)
              for (int kx = 0; kx < 3; ++kx) {
                int iy = y + ky - 1, ix = x + kx - 1;
                if (iy < 0 || iy >= h || ix < 0 || ix >= wd)
                  continue;
                sum += (double)in[((b * c + ic) * h + iy) * wd + ix] *
                       w[((oc * c + ic) * 3 + ky) * 3 + kx];
              }
          out[((b * o + oc) * h + y) * wd + x] = (float)sum;
        }
}

void refBatchNorm(float *x, const float *scale, const float *bias,
                  const float *mean, const float *var, int n, int c, int hw) {
  for (int b = 0; b < n; ++b)
    for (int ch = 0; ch < c; ++ch)
      for (int i = 0; i < hw; ++i) {
        float *v = &x[(b * c + ch) * hw + i];
        *v = (float)(scale[ch] * (*v - mean[ch]) / sqrt(var[ch] + 1e-5) +
                     bias[ch]);
      }
}

void refRelu(float *x, int count) {
  for (int i = 0; i < count; ++i)
    x[i] = x[i] > 0 ? x[i] : 0;
}

void refAdd(float *x, const float *y, int count) {
  for (int i = 0; i < count; ++i)
    x[i] += y[i];
}

void refMatmul(const float *a, const float *b, const float *bias, float *out,
               int m, int k, int n) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      double sum = bias ? bias[j] : 0;
      for (int p = 0; p < k; ++p)
        sum += (double)a[i * k + p] * b[p * n + j];
      out[i * n + j] = (float)sum;
    }
}

void refMatmulTransposedB(const float *a, const float *b, float *out, int m,
                          int k, int n) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      double sum = 0;
      for (int p = 0; p < k; ++p)
        sum += (double)a[i * k + p] * b[j * k + p];
      out[i * n + j] = (float)sum;
    }
}

void refSoftmaxRows(float *x, int rows, int cols) {
  for (int r = 0; r < rows; ++r) {
    float *row = &x[r * cols];
    double max = row[0], sum = 0;
    for (int i = 1; i < cols; ++i)
      max = row[i] > max ? row[i] : max;
    for (int i = 0; i < cols; ++i)
      sum += exp(row[i] - max);
    for (int i = 0; i < cols; ++i)
      row[i] = (float)(exp(row[i] - max) / sum);
  }
}

void refLayerNormRows(float *x, const float *gamma, const float *beta, int rows,
                      int cols) {
  for (int r = 0; r < rows; ++r) {
    float *row = &x[r * cols];
    double mean = 0, var = 0;
    for (int i = 0; i < cols; ++i)
      mean += row[i];
    mean /= cols;
    for (int i = 0; i < cols; ++i)
      var += (row[i] - mean) * (row[i] - mean);
    var /= cols;
    for (int i = 0; i < cols; ++i)
      row[i] = (float)((row[i] - mean) / sqrt(var + 1e-5) * gamma[i] + beta[i]);
  }
}

void refGeluTanh(float *x, int count) {
  const double c = sqrt(2 / 3.14159265358979323846);
  for (int i = 0; i < count; ++i) {
    double v = x[i];
    x[i] = (float)(0.5 * v * (1 + tanh(c * (v + 0.044715 * v * v * v))));
  }
}
