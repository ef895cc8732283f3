// libnnrt's matmul on cuBLASLt (runtime/nnrt/Matmul.c) against the fake CUDA
// driver and the fake cuBLASLt (Inputs/fake_cublaslt.c), which computes on
// the host what the real library would: every case fills its matrices, calls
// nnrtMatmul and compares D with a reference computed here in double
// straight from Matmul.h's contract, in nn's terms (row and column strides),
// not from cuBLASLt's column-major mapping, so that the mapping is checked,
// not repeated. Elements of a buffer outside its matrix are NaN: a read of
// one shows in the result, and D's must stay NaN (written nowhere else).
// Refused calls must report an error and leave D as it was.
//
// matmul.test runs this program (lit.local.cfg keeps lit from taking this
// file for a test of its own) and checks its output against the CHECK lines
// here, in the mode given as the argument: all the cases (none), "no-algo"
// (the heuristic finds nothing), "missing-library".

#include "runtime/nnrt/Matmul.h"
#include "runtime/nnrt/Mgpu.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- f16 and bf16, as arithmetic on the value (not bit tricks, unlike the
 * fake's, so that the two check each other) ------------------------------ */

// Rounds |x| (a float, exact in double) to a count of units of 2^-unitExp,
// nearest, ties to even: rint does that in the default rounding mode.
static double units(double x, int unitExp) { return rint(ldexp(x, unitExp)); }

static uint16_t toHalf(float value) {
  double x = fabs((double)value);
  uint16_t sign = signbit(value) ? 0x8000 : 0;
  if (isnan(value))
    return 0x7e00;
  if (isinf(value))
    return sign | 0x7c00;
  if (x < 0x1p-14) // subnormal: units of 2^-24 (1024 of them is 2^-14)
    return sign | (uint16_t)units(x, 24);
  int e;
  frexp(x, &e); // x in [2^(e-1), 2^e), 11 significant bits
  double u = units(x, 11 - e);
  if (u == 2048) {
    u = 1024;
    ++e;
  }
  int biased = e - 1 + 15;
  if (biased >= 31)
    return sign | 0x7c00;
  return sign | (uint16_t)(biased << 10 | ((int)u - 1024));
}

static float fromHalf(uint16_t h) {
  int exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
  double magnitude = exponent == 0x1f ? (mantissa ? NAN : INFINITY)
                     : exponent == 0  ? ldexp(mantissa, -24)
                                      : ldexp(1024 + mantissa, exponent - 25);
  return (float)(h & 0x8000 ? -magnitude : magnitude);
}

static uint16_t toBfloat16(float value) {
  double x = fabs((double)value);
  uint16_t sign = signbit(value) ? 0x8000 : 0;
  if (isnan(value))
    return 0x7fc0;
  if (isinf(value))
    return sign | 0x7f80;
  if (x < 0x1p-126) // subnormal: units of 2^-133
    return sign | (uint16_t)units(x, 133);
  int e;
  frexp(x, &e); // 8 significant bits
  double u = units(x, 8 - e);
  if (u == 256) {
    u = 128;
    ++e;
  }
  int biased = e - 1 + 127;
  if (biased >= 255)
    return sign | 0x7f80;
  return sign | (uint16_t)(biased << 7 | ((int)u - 128));
}

static float fromBfloat16(uint16_t b) {
  int exponent = (b >> 7) & 0xff, mantissa = b & 0x7f;
  double magnitude = exponent == 0xff ? (mantissa ? NAN : INFINITY)
                     : exponent == 0  ? ldexp(mantissa, -133)
                                      : ldexp(128 + mantissa, exponent - 134);
  return (float)(b & 0x8000 ? -magnitude : magnitude);
}

/* ---- Matrices ----------------------------------------------------------- */

enum { F32 = NNRT_MATMUL_F32, F16 = NNRT_MATMUL_F16, BF16 = NNRT_MATMUL_BF16 };

static size_t elementSize(int type) {
  return type == F16 || type == BF16 ? 2 : 4;
}

static double get(const void *base, int64_t i, int type) {
  if (type == F16)
    return fromHalf(((const uint16_t *)base)[i]);
  if (type == BF16)
    return fromBfloat16(((const uint16_t *)base)[i]);
  return ((const float *)base)[i];
}

static void put(void *base, int64_t i, int type, float value) {
  if (type == F16)
    ((uint16_t *)base)[i] = toHalf(value);
  else if (type == BF16)
    ((uint16_t *)base)[i] = toBfloat16(value);
  else
    ((float *)base)[i] = value;
}

// A matrix in nn's terms: strides in elements, and the offset of its first
// element in its buffer (an offset misaligns it).
typedef struct Strides {
  int64_t row, col, batch, offset;
} Strides;

static Strides rowMajor(int64_t rows, int64_t cols) {
  return (Strides){cols, 1, rows * cols, 0};
}
static Strides colMajor(int64_t rows, int64_t cols) {
  return (Strides){1, rows, rows * cols, 0};
}

static int64_t at(Strides s, int64_t item, int64_t row, int64_t col) {
  return s.offset + item * s.batch + row * s.row + col * s.col;
}

// A "device" buffer (the fake driver's memory is host memory) holding a
// batch of rows x cols matrices, the rest NaN.
typedef struct Buffer {
  void *data;
  int64_t count;
  int type;
} Buffer;

static uint32_t seed = 12345;
static float randomValue(void) { // in [-1, 1)
  seed = seed * 1664525u + 1013904223u;
  return (float)((seed >> 8) * 0x1p-23 - 1.0);
}

static Buffer allocate(int type, int64_t batch, int64_t rows, int64_t cols,
                       Strides s) {
  // Sizes and strides may be anything in the refused calls.
  int64_t last = llabs(s.offset) + llabs(batch - 1) * llabs(s.batch) +
                 llabs(rows - 1) * llabs(s.row) +
                 llabs(cols - 1) * llabs(s.col);
  Buffer b = {NULL, last + 1, type};
  b.data = mgpuMemAlloc((uint64_t)b.count * elementSize(type), NULL, false);
  for (int64_t i = 0; i < b.count; ++i)
    put(b.data, i, type, NAN);
  return b;
}

// Random values for the matrix's elements, rounded to its type (a batch
// stride of 0 shares one matrix: its elements are set once).
static void fill(Buffer b, int64_t batch, int64_t rows, int64_t cols,
                 Strides s) {
  for (int64_t item = 0; item < batch; ++item)
    for (int64_t row = 0; row < rows; ++row)
      for (int64_t col = 0; col < cols; ++col) {
        int64_t i = at(s, item, row, col);
        if (isnan(get(b.data, i, b.type)))
          put(b.data, i, b.type, randomValue());
      }
}

/* ---- Cases -------------------------------------------------------------- */

typedef struct Case {
  const char *name;
  int inType, outType, activation;
  bool tf32;
  int64_t m, n, k, batch;
  Strides a, b, c, d;
  bool hasC, cIsD, hasBias;
  int64_t biasOffset;
  bool stream;
  // Refused calls: a NULL A, flags as given.
  bool nullA;
  int64_t flags;
} Case;

static int64_t flagsOf(const Case *c) {
  if (c->flags)
    return c->flags;
  return c->inType | c->outType << NNRT_MATMUL_OUTPUT_SHIFT |
         c->activation << NNRT_MATMUL_ACTIVATION_SHIFT |
         (c->tf32 ? NNRT_MATMUL_TF32 : 0);
}

static double activate(int activation, double x) {
  if (activation == NNRT_MATMUL_RELU)
    return x > 0 ? x : 0;
  if (activation == NNRT_MATMUL_GELU_TANH) // sqrt(2 / pi) = 0.79788...
    return 0.5 * x *
           (1 + tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)));
  return x;
}

// The error allowed, relative to the sum of the magnitudes of the terms:
// f32 accumulation; TF32 inputs keep 11 bits; f16 and bf16 outputs, 11
// and 8.
static double tolerance(const Case *c) {
  if (c->outType == BF16)
    return 1e-2;
  if (c->outType == F16 || c->tf32)
    return 2e-3;
  return 1e-5;
}

typedef struct Buffers {
  Buffer a, b, c, d, bias;
  void *dBefore; // D's bytes before the call
} Buffers;

static Buffers prepare(const Case *c) {
  Buffers x;
  int64_t batch = c->batch > 0 ? c->batch : 1;
  int64_t m = c->m > 0 ? c->m : 1, n = c->n > 0 ? c->n : 1,
          k = c->k > 0 ? c->k : 1;
  int inType = c->inType <= BF16 ? c->inType : F32;
  int outType = c->outType <= BF16 ? c->outType : F32;
  x.a = allocate(inType, batch, m, k, c->a);
  fill(x.a, batch, m, k, c->a);
  x.b = allocate(inType, batch, k, n, c->b);
  fill(x.b, batch, k, n, c->b);
  x.d = allocate(outType, batch, m, n, c->d);
  x.c = (Buffer){NULL, 0, outType};
  if (c->cIsD) {
    fill(x.d, batch, m, n, c->d);
    x.c = x.d;
  } else if (c->hasC) {
    x.c = allocate(outType, batch, m, n, c->c);
    fill(x.c, batch, m, n, c->c);
  }
  x.bias = (Buffer){NULL, 0, outType};
  if (c->hasBias) {
    Strides s = {0, 1, 0, c->biasOffset};
    x.bias = allocate(outType, 1, 1, n, s);
    fill(x.bias, 1, 1, n, s);
  }
  size_t dBytes = (size_t)x.d.count * elementSize(outType);
  x.dBefore = malloc(dBytes);
  memcpy(x.dBefore, x.d.data, dBytes);
  return x;
}

static void release(Buffers *x, const Case *c) {
  mgpuMemFree(x->a.data, NULL);
  mgpuMemFree(x->b.data, NULL);
  if (c->hasC && !c->cIsD)
    mgpuMemFree(x->c.data, NULL);
  mgpuMemFree(x->d.data, NULL);
  if (c->hasBias)
    mgpuMemFree(x->bias.data, NULL);
  free(x->dBefore);
}

static void call(const Case *c, Buffers *x) {
  CUstream stream = c->stream ? mgpuStreamCreate() : NULL;
  const void *bias = c->hasBias ? (char *)x->bias.data +
                                      c->biasOffset * elementSize(x->bias.type)
                                : NULL;
  size_t aSize = elementSize(x->a.type), bSize = elementSize(x->b.type),
         dSize = elementSize(x->d.type);
  // The pointers are to each matrix's first element.
  const void *a = c->nullA ? NULL : (char *)x->a.data + c->a.offset * aSize;
  const void *b = (char *)x->b.data + c->b.offset * bSize;
  Strides cs = c->cIsD ? c->d : c->c;
  const void *cp =
      c->hasC || c->cIsD ? (char *)x->c.data + cs.offset * dSize : NULL;
  void *d = (char *)x->d.data + c->d.offset * dSize;
  nnrtMatmul(stream, flagsOf(c), c->m, c->n, c->k, c->batch, a, c->a.row,
             c->a.col, c->a.batch, b, c->b.row, c->b.col, c->b.batch, cp,
             cs.row, cs.col, cs.batch, d, c->d.row, c->d.col, c->d.batch, bias);
  if (stream) {
    mgpuStreamSynchronize(stream);
    mgpuStreamDestroy(stream);
  }
}

static void printName(const char *status, const Case *c) {
  printf("%s %s %lldx%lldx%lld", status, c->name, (long long)c->m,
         (long long)c->n, (long long)c->k);
}

// Calls nnrtMatmul and compares D with the contract's
//   D[b] = act(A[b] B[b] + C[b] + bias).
static void run(Case c) {
  if (!c.batch)
    c.batch = 1;
  Buffers x = prepare(&c);
  unsigned long errors = nnrtGetErrorCount();
  call(&c, &x);
  if (nnrtGetErrorCount() != errors) {
    printName("FAIL", &c);
    printf(": refused: %s\n", nnrtGetLastError());
    release(&x, &c);
    return;
  }
  // C's values are D's before the call when C is D.
  const void *cValues = c.cIsD ? x.dBefore : x.c.data;
  Strides cs = c.cIsD ? c.d : c.c;
  double worst = 0, got = 0, want = 0;
  long long where[3] = {0, 0, 0};
  for (int64_t item = 0; item < c.batch; ++item)
    for (int64_t i = 0; i < c.m; ++i)
      for (int64_t j = 0; j < c.n; ++j) {
        double sum = 0, scale = 0;
        for (int64_t l = 0; l < c.k; ++l) {
          double term = get(x.a.data, at(c.a, item, i, l), x.a.type) *
                        get(x.b.data, at(c.b, item, l, j), x.b.type);
          sum += term;
          scale += fabs(term);
        }
        if (c.hasC || c.cIsD) {
          double v = get(cValues, at(cs, item, i, j), x.d.type);
          sum += v;
          scale += fabs(v);
        }
        if (c.hasBias) {
          double v = get(x.bias.data, c.biasOffset + j, x.bias.type);
          sum += v;
          scale += fabs(v);
        }
        double expected = activate(c.activation, sum);
        double actual = get(x.d.data, at(c.d, item, i, j), x.d.type);
        double error = fabs(actual - expected) / (scale + 1e-30);
        if (!(error <= worst)) { // NaN too
          worst = isnan(error) ? INFINITY : error;
          got = actual;
          want = expected;
          where[0] = item, where[1] = i, where[2] = j;
        }
      }
  // D's other elements are untouched (NaN as allocated).
  int64_t strays = 0;
  bool *inD = calloc((size_t)x.d.count, sizeof(bool));
  for (int64_t item = 0; item < c.batch; ++item)
    for (int64_t i = 0; i < c.m; ++i)
      for (int64_t j = 0; j < c.n; ++j)
        inD[at(c.d, item, i, j)] = true;
  for (int64_t i = 0; i < x.d.count; ++i)
    strays += !inD[i] && !isnan(get(x.d.data, i, x.d.type));
  free(inD);
  if (worst > tolerance(&c) || strays) {
    printName("FAIL", &c);
    printf(": max error %g at [%lld][%lld][%lld] (got %g, want %g), %lld "
           "stray writes\n",
           worst, where[0], where[1], where[2], got, want, (long long)strays);
  } else {
    printName("ok", &c);
    printf("\n");
  }
  release(&x, &c);
}

// A call that must be refused: an error reported (and counted), D as it was.
static void refused(Case c) {
  Buffers x = prepare(&c);
  unsigned long errors = nnrtGetErrorCount();
  call(&c, &x);
  bool reported = nnrtGetErrorCount() > errors;
  bool untouched = memcmp(x.dBefore, x.d.data,
                          (size_t)x.d.count * elementSize(x.d.type)) == 0;
  printf("%s refused %s: %s\n", reported && untouched ? "ok" : "FAIL", c.name,
         !reported    ? "no error reported"
         : !untouched ? "D was written"
                      : nnrtGetLastError());
  release(&x, &c);
}

/* ---- The runs ----------------------------------------------------------- */

// A plain f32 product, row-major, for the runs where cuBLASLt fails.
static Case plain(const char *name) {
  return (Case){.name = name,
                .m = 3,
                .n = 5,
                .k = 7,
                .batch = 1,
                .a = rowMajor(3, 7),
                .b = rowMajor(7, 5),
                .d = rowMajor(3, 5)};
}

static int failingLibrary(const char *mode) {
  // The heuristic finds no algorithm: an error, D untouched.
  // NOALGO: fake-cublaslt: heuristic m=5 n=3 k=7
  // NOALGO: fake-cublaslt: refused (CUBLAS_STATUS_NOT_SUPPORTED): no algorithm
  // NOALGO-NOT: fake-cublaslt: matmul
  // NOALGO: nnrt: {{.*}}CUBLAS_STATUS_NOT_SUPPORTED
  // NOALGO: ok refused no algorithm: nnrt: {{.*}}CUBLAS_STATUS_NOT_SUPPORTED
  // NOALGO-NOT: fake-cublaslt: matmul
  // NOALGO: ok refused no algorithm again: nnrt:
  //
  // The library cannot be loaded: the message names it; a later call fails
  // too.
  // MISSING-NOT: fake-cublaslt
  // MISSING: nnrt: cannot load [[LIB]] {{.*}}cannot open shared object file
  // MISSING: ok refused missing library: nnrt: cannot load [[LIB]]
  // MISSING: nnrt: cannot load [[LIB]]
  // MISSING: ok refused missing library again: nnrt: cannot load [[LIB]]
  // MISSING-NOT: fake-cublaslt
  bool noAlgo = strcmp(mode, "no-algo") == 0;
  refused(plain(noAlgo ? "no algorithm" : "missing library"));
  refused(plain(noAlgo ? "no algorithm again" : "missing library again"));
  return 0;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc > 1)
    return failingLibrary(argv[1]);

  // Row-major D: libnnrt computes D^T = B^T A^T, cuBLASLt's m and n being
  // nn's n and m; row-major A and B are B^T and A^T in column-major terms.
  // CHECK: fake-cublaslt: heuristic m=5 n=3 k=7 batch=1 transa=N transb=N epilogue=DEFAULT compute=32F types=f32,f32,f32,f32
  // CHECK: fake-cublaslt: matmul m=5 n=3 k=7 batch=1 lda=5 ldb=7 ldc=5 ldd=5 transa=N transb=N epilogue=DEFAULT compute=32F types=f32,f32,f32,f32 stream=set
  // CHECK: ok row-major 3x5x7
  run((Case){.name = "row-major",
             .m = 3,
             .n = 5,
             .k = 7,
             .a = rowMajor(3, 7),
             .b = rowMajor(7, 5),
             .d = rowMajor(3, 5)});

  // Rows longer than the matrices (leading dimensions above the minimum).
  // CHECK: fake-cublaslt: matmul m=5 n=4 k=6 batch=1 lda=7 ldb=8 ldc=9 ldd=9 transa=N transb=N
  // CHECK: ok padded rows 4x5x6
  run((Case){.name = "padded rows",
             .m = 4,
             .n = 5,
             .k = 6,
             .a = {8, 1, 0, 0},
             .b = {7, 1, 0, 0},
             .d = {9, 1, 0, 0}});

  // A given transposed (its row stride 1): op(B^T A^T) transposes A^T.
  // CHECK: fake-cublaslt: matmul m=6 n=4 k=5 batch=1 lda=6 ldb=6 ldc=6 ldd=6 transa=N transb=T
  // CHECK: ok A transposed 4x6x5
  run((Case){.name = "A transposed",
             .m = 4,
             .n = 6,
             .k = 5,
             .a = {1, 6, 0, 0},
             .b = rowMajor(5, 6),
             .d = rowMajor(4, 6)});

  // CHECK: fake-cublaslt: matmul m=4 n=5 k=6 batch=1 lda=7 ldb=6 ldc=4 ldd=4 transa=T transb=N
  // CHECK: ok B transposed 5x4x6
  run((Case){.name = "B transposed",
             .m = 5,
             .n = 4,
             .k = 6,
             .a = rowMajor(5, 6),
             .b = {1, 7, 0, 0},
             .d = rowMajor(5, 4)});

  // CHECK: fake-cublaslt: matmul m=3 n=6 k=4 batch=1 lda=4 ldb=6 ldc=3 ldd=3 transa=T transb=T
  // CHECK: ok both transposed 6x3x4
  run((Case){.name = "both transposed",
             .m = 6,
             .n = 3,
             .k = 4,
             .a = colMajor(6, 4),
             .b = colMajor(4, 3),
             .d = rowMajor(6, 3)});

  // A column-major D is cuBLASLt's own D = A B: row-major A and B are
  // then transposed in its terms.
  // CHECK: fake-cublaslt: matmul m=5 n=4 k=3 batch=1 lda=3 ldb=4 ldc=8 ldd=8 transa=T transb=T
  // CHECK: ok D column-major 5x4x3
  run((Case){.name = "D column-major",
             .m = 5,
             .n = 4,
             .k = 3,
             .a = rowMajor(5, 3),
             .b = rowMajor(3, 4),
             .d = {1, 8, 0, 0}});

  // CHECK: fake-cublaslt: matmul m=5 n=4 k=3 batch=1 lda=5 ldb=3 ldc=5 ldd=5 transa=N transb=N
  // CHECK: ok all column-major 5x4x3
  run((Case){.name = "all column-major",
             .m = 5,
             .n = 4,
             .k = 3,
             .a = colMajor(5, 3),
             .b = colMajor(3, 4),
             .d = colMajor(5, 4)});

  // Batches, with gaps between the items.
  // CHECK: fake-cublaslt: matmul m=4 n=3 k=5 batch=3 lda=4 ldb=5 ldc=4 ldd=4
  // CHECK: ok batch 3x4x5
  run((Case){.name = "batch",
             .m = 3,
             .n = 4,
             .k = 5,
             .batch = 3,
             .a = {5, 1, 17, 0},
             .b = {4, 1, 23, 0},
             .d = {4, 1, 13, 0}});

  // One weight for the whole batch (batch stride 0), and a bias, also
  // shared.
  // CHECK: fake-cublaslt: matmul m=3 n=4 k=5 batch=2 {{.*}} epilogue=BIAS
  // CHECK: ok batch, shared B and bias 4x3x5
  run((Case){.name = "batch, shared B and bias",
             .m = 4,
             .n = 3,
             .k = 5,
             .batch = 2,
             .a = {5, 1, 20, 0},
             .b = {3, 1, 0, 0},
             .d = {3, 1, 12, 0},
             .hasBias = true});

  // A batch of transposed A with C shared over the batch.
  // CHECK: ok batch, A transposed, shared C 3x4x2
  run((Case){.name = "batch, A transposed, shared C",
             .m = 3,
             .n = 4,
             .k = 2,
             .batch = 3,
             .a = {1, 3, 6, 0},
             .b = {4, 1, 8, 0},
             .c = {4, 1, 0, 0},
             .d = {4, 1, 12, 0},
             .hasC = true});

  // The epilogues.
  // CHECK: fake-cublaslt: matmul m=5 n=3 k=7 {{.*}} epilogue=BIAS
  // CHECK: ok bias 3x5x7
  run((Case){.name = "bias",
             .m = 3,
             .n = 5,
             .k = 7,
             .a = rowMajor(3, 7),
             .b = rowMajor(7, 5),
             .d = rowMajor(3, 5),
             .hasBias = true});
  // CHECK: fake-cublaslt: matmul m=4 n=3 k=5 {{.*}} epilogue=RELU{{ }}
  // CHECK: ok relu 3x4x5
  run((Case){.name = "relu",
             .activation = NNRT_MATMUL_RELU,
             .m = 3,
             .n = 4,
             .k = 5,
             .a = rowMajor(3, 5),
             .b = rowMajor(5, 4),
             .d = rowMajor(3, 4)});
  // CHECK: fake-cublaslt: matmul m=6 n=4 k=5 {{.*}} epilogue=RELU_BIAS
  // CHECK: ok relu, bias 4x6x5
  run((Case){.name = "relu, bias",
             .activation = NNRT_MATMUL_RELU,
             .m = 4,
             .n = 6,
             .k = 5,
             .a = rowMajor(4, 5),
             .b = rowMajor(5, 6),
             .d = rowMajor(4, 6),
             .hasBias = true});
  // CHECK: fake-cublaslt: matmul m=3 n=5 k=4 {{.*}} epilogue=GELU_BIAS
  // CHECK: ok gelu, bias 5x3x4
  run((Case){.name = "gelu, bias",
             .activation = NNRT_MATMUL_GELU_TANH,
             .m = 5,
             .n = 3,
             .k = 4,
             .a = rowMajor(5, 4),
             .b = rowMajor(4, 3),
             .d = rowMajor(5, 3),
             .hasBias = true});
  // CHECK: fake-cublaslt: matmul m=3 n=4 k=6 {{.*}} epilogue=GELU{{ }}
  // CHECK: ok gelu 4x3x6
  run((Case){.name = "gelu",
             .activation = NNRT_MATMUL_GELU_TANH,
             .m = 4,
             .n = 3,
             .k = 6,
             .a = rowMajor(4, 6),
             .b = rowMajor(6, 3),
             .d = rowMajor(4, 3)});

  // C: a residual of its own layout, with an epilogue, and D itself.
  // CHECK: fake-cublaslt: matmul m=5 n=4 k=3 batch=1 lda=5 ldb=3 ldc=7 ldd=5
  // CHECK: ok residual C 4x5x3
  run((Case){.name = "residual C",
             .m = 4,
             .n = 5,
             .k = 3,
             .a = rowMajor(4, 3),
             .b = rowMajor(3, 5),
             .c = {7, 1, 0, 0},
             .d = rowMajor(4, 5),
             .hasC = true});
  // CHECK: ok residual C, bias, relu 3x4x5
  run((Case){.name = "residual C, bias, relu",
             .activation = NNRT_MATMUL_RELU,
             .m = 3,
             .n = 4,
             .k = 5,
             .a = rowMajor(3, 5),
             .b = rowMajor(5, 4),
             .c = rowMajor(3, 4),
             .d = rowMajor(3, 4),
             .hasC = true,
             .hasBias = true});
  // CHECK: ok residual C, D column-major 4x3x5
  run((Case){.name = "residual C, D column-major",
             .m = 4,
             .n = 3,
             .k = 5,
             .a = rowMajor(4, 5),
             .b = rowMajor(5, 3),
             .c = {1, 6, 0, 0},
             .d = {1, 5, 0, 0},
             .hasC = true});
  // CHECK: fake-cublaslt: matmul m=4 n=4 k=6 batch=1 lda=4 ldb=6 ldc=4 ldd=4
  // CHECK: ok in place (C is D) 4x4x6
  run((Case){.name = "in place (C is D)",
             .m = 4,
             .n = 4,
             .k = 6,
             .a = rowMajor(4, 6),
             .b = rowMajor(6, 4),
             .d = rowMajor(4, 4),
             .cIsD = true});
  // CHECK: ok in place, batch, bias 2x3x4
  run((Case){.name = "in place, batch, bias",
             .m = 2,
             .n = 3,
             .k = 4,
             .batch = 2,
             .a = {4, 1, 8, 0},
             .b = {3, 1, 12, 0},
             .d = {3, 1, 6, 0},
             .cIsD = true,
             .hasBias = true});

  // Types: f16 and bf16 inputs, f32 or their own type out; TF32.
  // CHECK: fake-cublaslt: matmul m=6 n=5 k=7 {{.*}} compute=32F types=f16,f16,f32,f32
  // CHECK: ok f16 in, f32 out 5x6x7
  run((Case){.name = "f16 in, f32 out",
             .inType = F16,
             .m = 5,
             .n = 6,
             .k = 7,
             .a = rowMajor(5, 7),
             .b = rowMajor(7, 6),
             .d = rowMajor(5, 6)});
  // CHECK: fake-cublaslt: matmul m=6 n=5 k=7 {{.*}} epilogue=BIAS compute=32F types=f16,f16,f16,f16
  // CHECK: ok f16, bias, residual 5x6x7
  run((Case){.name = "f16, bias, residual",
             .inType = F16,
             .outType = F16,
             .m = 5,
             .n = 6,
             .k = 7,
             .a = rowMajor(5, 7),
             .b = rowMajor(7, 6),
             .c = rowMajor(5, 6),
             .d = rowMajor(5, 6),
             .hasC = true,
             .hasBias = true});
  // CHECK: fake-cublaslt: matmul m=5 n=6 k=4 {{.*}} compute=32F types=bf16,bf16,bf16,bf16
  // CHECK: ok bf16 6x5x4
  run((Case){.name = "bf16",
             .inType = BF16,
             .outType = BF16,
             .m = 6,
             .n = 5,
             .k = 4,
             .a = rowMajor(6, 4),
             .b = rowMajor(4, 5),
             .d = rowMajor(6, 5)});
  // CHECK: fake-cublaslt: matmul m=3 n=4 k=9 {{.*}} epilogue=GELU_BIAS compute=32F types=bf16,bf16,bf16,bf16
  // CHECK: ok bf16, gelu, bias, B transposed 4x3x9
  run((Case){.name = "bf16, gelu, bias, B transposed",
             .inType = BF16,
             .outType = BF16,
             .activation = NNRT_MATMUL_GELU_TANH,
             .m = 4,
             .n = 3,
             .k = 9,
             .a = rowMajor(4, 9),
             .b = colMajor(9, 3),
             .d = rowMajor(4, 3),
             .hasBias = true});
  // CHECK: fake-cublaslt: matmul m=4 n=3 k=5 {{.*}} compute=32F types=bf16,bf16,f32,f32
  // CHECK: ok bf16 in, f32 out 3x4x5
  run((Case){.name = "bf16 in, f32 out",
             .inType = BF16,
             .m = 3,
             .n = 4,
             .k = 5,
             .a = rowMajor(3, 5),
             .b = rowMajor(5, 4),
             .d = rowMajor(3, 4)});
  // CHECK: fake-cublaslt: matmul m=5 n=3 k=7 {{.*}} compute=32F_FAST_TF32 types=f32,f32,f32,f32
  // CHECK: ok tf32 3x5x7
  run((Case){.name = "tf32",
             .tf32 = true,
             .m = 3,
             .n = 5,
             .k = 7,
             .a = rowMajor(3, 7),
             .b = rowMajor(7, 5),
             .d = rowMajor(3, 5)});

  // Vectors and odd sizes. A dim of extent 1 may have any stride, 0 too:
  // libnnrt must still give cuBLASLt leading dimensions it accepts.
  // CHECK: ok m=1 1x5x7
  run((Case){.name = "m=1",
             .m = 1,
             .n = 5,
             .k = 7,
             .a = rowMajor(1, 7),
             .b = rowMajor(7, 5),
             .d = rowMajor(1, 5)});
  // CHECK: ok m=1, row strides 0 1x5x7
  run((Case){.name = "m=1, row strides 0",
             .m = 1,
             .n = 5,
             .k = 7,
             .a = {0, 1, 0, 0},
             .b = rowMajor(7, 5),
             .d = {0, 1, 0, 0},
             .hasBias = true});
  // CHECK: ok n=1 4x1x6
  run((Case){.name = "n=1",
             .m = 4,
             .n = 1,
             .k = 6,
             .a = rowMajor(4, 6),
             .b = rowMajor(6, 1),
             .d = rowMajor(4, 1)});
  // CHECK: ok n=1, odd strides 4x1x6
  run((Case){.name = "n=1, odd strides",
             .m = 4,
             .n = 1,
             .k = 6,
             .a = rowMajor(4, 6),
             .b = {1, 99, 0, 0},
             .d = {1, 42, 0, 0}});
  // CHECK: ok k=1 3x4x1
  run((Case){.name = "k=1",
             .m = 3,
             .n = 4,
             .k = 1,
             .a = {1, 0, 0, 0},
             .b = {0, 1, 0, 0},
             .d = rowMajor(3, 4)});
  // CHECK: ok 1x1x1 1x1x1
  run((Case){.name = "1x1x1",
             .m = 1,
             .n = 1,
             .k = 1,
             .a = {0, 0, 0, 0},
             .b = {0, 0, 0, 0},
             .d = {0, 0, 0, 0}});
  // CHECK: ok odd 17x1x33
  run((Case){.name = "odd",
             .m = 17,
             .n = 1,
             .k = 33,
             .a = rowMajor(17, 33),
             .b = rowMajor(33, 1),
             .d = rowMajor(17, 1)});
  // CHECK: ok odd 13x11x9
  run((Case){.name = "odd",
             .m = 13,
             .n = 11,
             .k = 9,
             .a = rowMajor(13, 9),
             .b = rowMajor(9, 11),
             .d = rowMajor(13, 11),
             .hasBias = true});

  // On a stream of the caller's (the fake driver's streams are all one
  // token: that the call ran on a stream is what shows).
  // CHECK: fake: cuStreamCreate
  // CHECK: fake-cublaslt: matmul m=4 n=3 k=5 {{.*}} stream=set
  // CHECK: ok own stream 3x4x5
  run((Case){.name = "own stream",
             .m = 3,
             .n = 4,
             .k = 5,
             .a = rowMajor(3, 5),
             .b = rowMajor(5, 4),
             .d = rowMajor(3, 4),
             .stream = true});

  // A repeated call is a look-up: one heuristic query for two calls.
  // CHECK: fake-cublaslt: heuristic m=10 n=6 k=12
  // CHECK: fake-cublaslt: matmul m=10 n=6 k=12
  // CHECK: ok repeated (first) 6x10x12
  // CHECK-NOT: fake-cublaslt: heuristic
  // CHECK: fake-cublaslt: matmul m=10 n=6 k=12
  // CHECK: ok repeated (second) 6x10x12
  Case repeated = {.name = "repeated (first)",
                   .m = 6,
                   .n = 10,
                   .k = 12,
                   .a = rowMajor(6, 12),
                   .b = rowMajor(12, 10),
                   .d = rowMajor(6, 10),
                   .hasBias = true};
  run(repeated);
  repeated.name = "repeated (second)";
  run(repeated);

  // The same shape with less aligned pointers (one element off the
  // allocation's 256 bytes): another algorithm, one that does not assume
  // the alignment the first call's pointers had.
  // CHECK: fake-cublaslt: heuristic m=10 n=6 k=12
  // CHECK: ok misaligned 6x10x12
  repeated.name = "misaligned";
  repeated.a.offset = 1;
  repeated.b.offset = 3;
  repeated.d.offset = 1;
  repeated.biasOffset = 1;
  run(repeated);
  // CHECK: ok misaligned f16 5x6x7
  run((Case){.name = "misaligned f16",
             .inType = F16,
             .outType = F16,
             .m = 5,
             .n = 6,
             .k = 7,
             .a = {7, 1, 0, 1},
             .b = {6, 1, 0, 5},
             .c = {6, 1, 0, 3},
             .d = {6, 1, 0, 1},
             .hasC = true,
             .hasBias = true,
             .biasOffset = 1});
  // Only the bias less aligned than before: the heuristic saw its address.
  // CHECK: ok misaligned bias 3x5x7
  run((Case){.name = "misaligned bias",
             .m = 3,
             .n = 5,
             .k = 7,
             .a = rowMajor(3, 7),
             .b = rowMajor(7, 5),
             .d = rowMajor(3, 5),
             .hasBias = true,
             .biasOffset = 1});

  // Refused calls. Neither stride of A is 1:
  // CHECK: nnrt: nnrtMatmul: {{.*}}
  // CHECK-NEXT: ok refused A strided both ways: nnrt: nnrtMatmul:
  Case bad = plain("A strided both ways");
  bad.a = (Strides){10, 2, 0, 0};
  refused(bad);
  // CHECK: ok refused bias with D column-major: nnrt: nnrtMatmul:
  bad = plain("bias with D column-major");
  bad.d = colMajor(3, 5);
  bad.hasBias = true;
  refused(bad);
  // CHECK: ok refused m=0: nnrt: nnrtMatmul:
  bad = plain("m=0");
  bad.m = 0;
  refused(bad);
  // CHECK: ok refused negative n: nnrt: nnrtMatmul:
  bad = plain("negative n");
  bad.n = -5;
  refused(bad);
  // CHECK: ok refused k=0: nnrt: nnrtMatmul:
  bad = plain("k=0");
  bad.k = 0;
  refused(bad);
  // CHECK: ok refused batch=0: nnrt: nnrtMatmul:
  bad = plain("batch=0");
  bad.batch = 0;
  refused(bad);
  // CHECK: ok refused negative stride: nnrt: nnrtMatmul:
  bad = plain("negative stride");
  bad.b = (Strides){-5, 1, 0, 30};
  refused(bad);
  // CHECK: ok refused negative batch stride: nnrt: nnrtMatmul:
  bad = plain("negative batch stride");
  bad.batch = 2;
  bad.a = (Strides){7, 1, -21, 21};
  refused(bad);
  // CHECK: ok refused NULL A: nnrt: nnrtMatmul:
  bad = plain("NULL A");
  bad.nullA = true;
  refused(bad);
  // CHECK: ok refused bad input type: nnrt: nnrtMatmul:
  bad = plain("bad input type");
  bad.flags = 3;
  refused(bad);
  // CHECK: ok refused bad output type: nnrt: nnrtMatmul:
  bad = plain("bad output type");
  bad.flags = 7 << NNRT_MATMUL_OUTPUT_SHIFT;
  refused(bad);
  // CHECK: ok refused bad activation: nnrt: nnrtMatmul:
  bad = plain("bad activation");
  bad.flags = 5 << NNRT_MATMUL_ACTIVATION_SHIFT;
  refused(bad);
  // What cuBLASLt cannot read: rows that overlap (a leading dimension
  // below the rows), C laid out otherwise than D (cuBLASLt does not
  // transpose C), a D that every batch item writes.
  // CHECK: ok refused overlapping rows: nnrt: nnrtMatmul:
  bad = plain("overlapping rows");
  bad.a = (Strides){5, 1, 0, 0};
  refused(bad);
  // CHECK: ok refused C row-major, D column-major: nnrt: nnrtMatmul:
  bad = plain("C row-major, D column-major");
  bad.hasC = true;
  bad.c = rowMajor(3, 5);
  bad.d = colMajor(3, 5);
  refused(bad);
  // CHECK: ok refused D batch stride 0: nnrt: nnrtMatmul:
  bad = plain("D batch stride 0");
  bad.batch = 2;
  bad.d.batch = 0;
  refused(bad);
  // f16 in, bf16 out: a pair cuBLASLt does not do.
  // CHECK: ok refused f16 in, bf16 out: nnrt:
  bad = plain("f16 in, bf16 out");
  bad.inType = F16;
  bad.outType = BF16;
  refused(bad);

  // A good call after the refused ones still works.
  // CHECK: ok after refusals 3x5x7
  run((Case){.name = "after refusals",
             .m = 3,
             .n = 5,
             .k = 7,
             .a = rowMajor(3, 7),
             .b = rowMajor(7, 5),
             .d = rowMajor(3, 5)});
  printf("done\n");
  // CHECK: done
  return 0;
}
