//===- Runner.c - What a runner does around a call ------------------------===//

#include "Runner.h"
#include "tools/common/Args.h"
#include "tools/common/ToolMemory.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// nnrt-run's readers: .npy files only, and a plain word for ONNX files.
static bool isProtoName(const char *path) {
  size_t n = strlen(path);
  return n >= 3 && strcmp(path + n - 3, ".pb") == 0;
}

static bool readNpy(const char *path, NnNpyArray *array, char **name,
                    char *error, size_t errorSize) {
  *name = NULL;
  if (isProtoName(path)) {
    snprintf(error, errorSize,
             "'%s': %s reads .npy files only; ONNX TensorProto files "
             "need nn-run",
             path, nnRunProgram);
    return false;
  }
  return nnNpyRead(path, array, error, errorSize);
}

static bool writeNpy(const char *path, const NnNpyArray *array, char *error,
                     size_t errorSize) {
  if (isProtoName(path)) {
    snprintf(error, errorSize,
             "'%s': %s writes .npy files only; ONNX TensorProto files "
             "need nn-run",
             path, nnRunProgram);
    return false;
  }
  return nnNpyWrite(path, array, error, errorSize);
}

NnRunReadFn nnRunReadTensor = readNpy;
NnRunWriteFn nnRunWriteTensor = writeNpy;

void nnRunCallInit(NnRunCall *c, int numArgs, int numResults) {
  memset(c, 0, sizeof(*c));
  c->numArgs = numArgs;
  c->numResults = numResults;
  c->args =
      nnToolAllocArray(nnRunProgram, (size_t)numArgs + 1, sizeof(NnRunTensor));
  c->results = nnToolAllocArray(nnRunProgram, (size_t)numResults + 1,
                                sizeof(NnRunTensor));
  c->inputs =
      nnToolAllocArray(nnRunProgram, (size_t)numArgs + 1, sizeof(NnNpyArray));
  c->outputs = nnToolAllocArray(nnRunProgram, (size_t)numResults + 1,
                                sizeof(NnNpyArray));
}

void nnRunCallFree(NnRunCall *c) {
  for (int i = 0; c->inputs && i < c->numArgs; ++i)
    nnNpyFree(&c->inputs[i]);
  for (int i = 0; c->outputs && i < c->numResults; ++i)
    nnNpyFree(&c->outputs[i]);
  free(c->args);
  free(c->results);
  free(c->inputs);
  free(c->outputs);
  memset(c, 0, sizeof(*c));
}

void nnRunFormatType(const NnRunTensor *t, char *out, size_t size) {
  // MLIR's names of Npy.h's dtypes, in their order.
  static const char *const kNames[] = {"f32",  "f64",  "f16",  "i64", "i32",
                                       "i8",   "i1",   "bf16", "i16", "ui8",
                                       "ui16", "ui32", "ui64"};
  _Static_assert(sizeof(kNames) / sizeof(kNames[0]) == NN_NPY_U64 + 1,
                 "one name per NnNpyDType");
  size_t n = (size_t)snprintf(out, size, "tensor<");
  for (int i = 0; i < t->rank && n < size; ++i)
    n += t->shape[i] < 0 ? (size_t)snprintf(out + n, size - n, "?x")
                         : (size_t)snprintf(out + n, size - n, "%lldx",
                                            (long long)t->shape[i]);
  if (n < size)
    snprintf(out + n, size - n, "%s>", kNames[t->dtype]);
}

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

// splitmix64: small, fast and the same everywhere.
static uint64_t nextRandom(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static void fillRandom(NnNpyArray *array, uint64_t *state) {
  int64_t n = nnNpyNumElements(array);
  for (int64_t i = 0; i < n; ++i) {
    double unit = (double)(nextRandom(state) >> 11) * 0x1.0p-53; // [0, 1)
    double value;
    switch (array->dtype) {
    case NN_NPY_F32:
    case NN_NPY_F64:
    case NN_NPY_F16:
    case NN_NPY_BF16:
      value = 2 * unit - 1;
      break;
    case NN_NPY_BOOL:
      value = unit < 0.5 ? 0 : 1;
      break;
    case NN_NPY_U8:
    case NN_NPY_U16:
    case NN_NPY_U32:
    case NN_NPY_U64: // 0, 1 or 2: no negative value to convert
      value = floor(unit * 3);
      break;
    default: // signed integers: -1, 0 or 1
      value = floor(unit * 3) - 1;
      break;
    }
    nnNpySetDouble(array, i, value);
  }
}

// ONNX's backend test data stores bfloat16 tensors as UINT16 (TensorProto
// had no BFLOAT16 when they were made): 16-bit unsigned data read for a
// bf16 tensor is taken as its bits. A real ui16 tensor is never bf16, so
// nothing else can mean this.
static void uint16AsBf16(NnNpyArray *array, const NnRunTensor *sig) {
  if (array->dtype == NN_NPY_U16 && sig->dtype == NN_NPY_BF16)
    array->dtype = NN_NPY_BF16;
}

// A dynamic size (-1) in the signature takes any size.
static bool sameShape(const NnNpyArray *array, const NnRunTensor *sig) {
  if (array->rank != sig->rank)
    return false;
  for (int i = 0; i < sig->rank; ++i)
    if (sig->shape[i] >= 0 && array->shape[i] != sig->shape[i])
      return false;
  return true;
}

// The shape of random argument `i`: the signature's, with the dynamic sizes
// from --input-shape I=DIMS.
static bool randomShape(const NnRunOptions *o, int i, const NnRunTensor *sig,
                        int64_t *shape) {
  bool dynamic = false;
  for (int d = 0; d < sig->rank; ++d)
    dynamic |= (shape[d] = sig->shape[d]) < 0;
  if (!dynamic)
    return true;
  char prefix[32];
  int length = snprintf(prefix, sizeof(prefix), "%d=", i);
  for (int k = 0; k < o->numInputShapes; ++k) {
    if (strncmp(o->inputShapes[k], prefix, (size_t)length) != 0)
      continue;
    int64_t dims[NN_NPY_MAX_RANK];
    int rank;
    const char *bad;
    if (!nnArgParseDims(o->inputShapes[k] + length, dims, NN_NPY_MAX_RANK,
                        &rank, &bad)) {
      nnRunError("--input-shape %s: '%s' is not a list of dims\n",
                 o->inputShapes[k], bad);
      return false;
    }
    NnNpyArray given = {.rank = rank};
    memcpy(given.shape, dims, (size_t)rank * sizeof(int64_t));
    for (int d = 0; d < rank; ++d)
      if (dims[d] < 0) {
        nnRunError("--input-shape %s: give every size of a random input\n",
                   o->inputShapes[k]);
        return false;
      }
    if (!sameShape(&given, sig)) {
      char type[128 + NN_NPY_MAX_RANK * 24];
      nnRunFormatType(sig, type, sizeof(type));
      nnRunError("--input-shape %s does not fit argument #%d, %s\n",
                 o->inputShapes[k], i, type);
      return false;
    }
    memcpy(shape, dims, (size_t)rank * sizeof(int64_t));
    return true;
  }
  char type[128 + NN_NPY_MAX_RANK * 24];
  nnRunFormatType(sig, type, sizeof(type));
  nnRunError("argument #%d, %s, has dynamic dims: give the sizes of its "
             "random input with --input-shape (%d=DIMS for FILE.mlir, "
             "NAME=DIMS for MODEL.onnx) or use an --input file\n",
             i, type, i);
  return false;
}

// "argument #1 expects tensor<4x8xf32>, in.npy holds float64 [4, 8]"
static void reportMismatch(const char *what, int index, const NnRunTensor *sig,
                           const char *path, const NnNpyArray *array) {
  char type[128 + NN_NPY_MAX_RANK * 24];
  nnRunFormatType(sig, type, sizeof(type));
  char holds[128 + NN_NPY_MAX_RANK * 24];
  nnNpyDescribe(array, holds, sizeof(holds));
  // NumPy has no bfloat16: say which files stand for it (support/Npy.h).
  bool bf16 = sig->dtype == NN_NPY_BF16 || array->dtype == NN_NPY_BF16;
  nnRunError("%s #%d %s %s, %s holds %s%s\n", what, index,
             strcmp(what, "argument") == 0 ? "expects" : "is", type, path,
             holds,
             bf16 ? " (bf16 tensors are '<V2' .npy files, as np.save writes "
                    "ml_dtypes.bfloat16 arrays)"
                  : "");
}

//===----------------------------------------------------------------------===//
// Checking and timing
//===----------------------------------------------------------------------===//

// Numbers in messages: "1.2e-07", "0.5"; tolerances without exponent zeros
// ("1e-5").
static void shortNumber(double value, char *out, size_t size) {
  snprintf(out, size, "%g", value);
  // "1e-3" rather than "0.001": the shortest exact exponent form, if shorter.
  char exp[32];
  for (int digits = 0; digits < 17; ++digits) {
    snprintf(exp, sizeof(exp), "%.*e", digits, value);
    if (strtod(exp, NULL) == value)
      break;
  }
  if (strlen(exp) <= strlen(out))
    snprintf(out, size, "%s", exp);
  char *e = strstr(out, "e-0");
  if (!e)
    e = strstr(out, "e+0");
  if (e)
    memmove(e + 2, e + 3, strlen(e + 3) + 1);
}

// "[1, 0, 2]": the multi-index of element `i` of a tensor of `shape`.
static void formatIndex(int64_t i, int rank, const int64_t *shape, char *out,
                        size_t size) {
  int64_t index[NN_NPY_MAX_RANK];
  for (int d = rank - 1; d >= 0; --d) {
    index[d] = shape[d] ? i % shape[d] : 0;
    i = shape[d] ? i / shape[d] : 0;
  }
  size_t n = (size_t)snprintf(out, size, "[");
  for (int d = 0; d < rank && n < size; ++d)
    n += (size_t)snprintf(out + n, size - n, "%s%lld", d ? ", " : "",
                          (long long)index[d]);
  if (n < size)
    snprintf(out + n, size - n, "]");
}

// |a[i] - b[i]| of two 64-bit integer arrays of one dtype, exactly (then
// rounded to a double, so any difference is at least 1); false for other
// dtypes.
static bool wideIntDifference(const NnNpyArray *a, const NnNpyArray *b,
                              int64_t i, double *difference) {
  if (a->dtype != NN_NPY_I64 && a->dtype != NN_NPY_U64)
    return false;
  uint64_t x = ((const uint64_t *)a->data)[i];
  uint64_t y = ((const uint64_t *)b->data)[i];
  bool xLess = a->dtype == NN_NPY_I64 ? (int64_t)x < (int64_t)y : x < y;
  *difference = (double)(xLess ? y - x : x - y); // modulo 2^64: exact
  return true;
}

// Element i as a mismatch report shows it: 64-bit integers in full.
static void formatElement(const NnNpyArray *a, int64_t i, char *out,
                          size_t size) {
  if (a->dtype == NN_NPY_I64)
    snprintf(out, size, "%lld", (long long)((const int64_t *)a->data)[i]);
  else if (a->dtype == NN_NPY_U64)
    snprintf(out, size, "%llu",
             (unsigned long long)((const uint64_t *)a->data)[i]);
  else
    snprintf(out, size, "%.9g", nnNpyGetDouble(a, i));
}

// The spacing of the result's float type at e: 2^(exponent - precision + 1),
// the exponent no lower than the smallest normal's (subnormals are evenly
// spaced). 0 for types that are not floats.
static double ulpAt(double e, NnNpyDType dtype) {
  int precision, minExponent;
  switch (dtype) {
  case NN_NPY_F32:
    precision = 24, minExponent = -126;
    break;
  case NN_NPY_F64:
    precision = 53, minExponent = -1022;
    break;
  case NN_NPY_F16:
    precision = 11, minExponent = -14;
    break;
  case NN_NPY_BF16:
    precision = 8, minExponent = -126;
    break;
  default:
    return 0;
  }
  int exponent = e == 0 ? minExponent : ilogb(e);
  return ldexp(1.0, (exponent < minExponent ? minExponent : exponent) -
                        (precision - 1));
}

static bool checkResult(int index, const NnNpyArray *result,
                        const NnRunTensor *sig, const char *path,
                        const NnRunOptions *o, bool *passed) {
  char error[1024];
  NnNpyArray expected;
  char *name = NULL;
  if (!nnRunReadTensor(path, &expected, &name, error, sizeof(error))) {
    nnRunError("%s\n", error);
    return false;
  }
  uint16AsBf16(&expected, sig);
  if (expected.dtype != result->dtype || !sameShape(&expected, sig)) {
    reportMismatch("result", index, sig, path, &expected);
    nnNpyFree(&expected);
    free(name);
    return false;
  }
  double maxAbs = 0, maxRel = 0, maxUlp = 0;
  bool inUlps = o->ulp > 0 && ulpAt(1, result->dtype) > 0;
  int64_t bad = 0, firstBad = -1, n = nnNpyNumElements(result);
  for (int64_t i = 0; i < n; ++i) {
    double r = nnNpyGetDouble(result, i), e = nnNpyGetDouble(&expected, i);
    bool ok;
    double exact;
    if (wideIntDifference(result, &expected, i, &exact)) {
      // Measured on the integers: beyond 2^53 neighbours share a double.
      double rel = exact == 0 ? 0 : e != 0 ? exact / fabs(e) : INFINITY;
      maxAbs = fmax(maxAbs, exact);
      maxRel = fmax(maxRel, rel);
      ok = exact == 0 || exact <= o->atol + o->rtol * fabs(e);
    } else if (isnan(r) || isnan(e)) {
      ok = isnan(r) && isnan(e);
      if (!ok)
        maxAbs = maxRel = INFINITY;
    } else if (r == e) { // equal infinities too
      ok = true;
    } else if (inUlps) {
      double ulps = isinf(r) || isinf(e)
                        ? INFINITY
                        : fabs(r - e) / ulpAt(e, result->dtype);
      maxAbs = fmax(maxAbs, fabs(r - e));
      maxUlp = fmax(maxUlp, ulps);
      ok = ulps <= o->ulp;
    } else {
      double abs = fabs(r - e), rel = e != 0 ? abs / fabs(e) : INFINITY;
      maxAbs = fmax(maxAbs, abs);
      maxRel = fmax(maxRel, rel);
      ok = abs <= o->atol + o->rtol * fabs(e);
    }
    if (!ok && bad++ == 0)
      firstBad = i;
  }
  char rtol[32], atol[32];
  shortNumber(o->rtol, rtol, sizeof(rtol));
  shortNumber(o->atol, atol, sizeof(atol));
  if (inUlps)
    printf("result #%d: max abs error %.2g, max error %.3g ulp (ulp %g): ",
           index, maxAbs, maxUlp, o->ulp);
  else
    printf("result #%d: max abs error %.2g, max rel error %.2g (rtol %s, "
           "atol %s): ",
           index, maxAbs, maxRel, rtol, atol);
  if (bad) {
    printf("FAILED (%lld of %lld elements out of tolerance)\n", (long long)bad,
           (long long)n);
    // Where to look first: the element, both values, the expected file and
    // the output's own name (a TensorProto's).
    char at[32 + NN_NPY_MAX_RANK * 24];
    formatIndex(firstBad, sig->rank, sig->shape, at, sizeof(at));
    char got[32], want[32];
    formatElement(result, firstBad, got, sizeof(got));
    formatElement(&expected, firstBad, want, sizeof(want));
    printf("result #%d: first mismatch at %s: %s, expected %s (%s%s%s%s)\n",
           index, at, got, want, path, name && *name ? ", output '" : "",
           name && *name ? name : "", name && *name ? "'" : "");
  } else {
    printf("ok\n");
  }
  *passed = bad == 0;
  nnNpyFree(&expected);
  free(name);
  return true;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int compareDoubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void printDuration(double seconds) {
  if (seconds < 1e-3)
    printf("%.2f us", seconds * 1e6);
  else if (seconds < 1)
    printf("%.3f ms", seconds * 1e3);
  else
    printf("%.3f s", seconds);
}

// One element: a float to 6 significant digits, an integer exactly (an
// int64 count of a million is 1048576, not 1.04858e+06).
static void printValue(const NnNpyArray *array, int64_t i) {
  switch (array->dtype) {
  case NN_NPY_I64:
    printf(" %lld", (long long)((const int64_t *)array->data)[i]);
    return;
  case NN_NPY_U64:
    printf(" %llu", (unsigned long long)((const uint64_t *)array->data)[i]);
    return;
  case NN_NPY_I32:
  case NN_NPY_I16:
  case NN_NPY_I8:
  case NN_NPY_U32:
  case NN_NPY_U16:
  case NN_NPY_U8:
  case NN_NPY_BOOL:
    printf(" %.0f", nnNpyGetDouble(array, i)); // exact below 2^53
    return;
  default:
    printf(" %.6g", nnNpyGetDouble(array, i));
  }
}

static void printValues(int index, const NnNpyArray *array) {
  char what[128 + NN_NPY_MAX_RANK * 24];
  nnNpyDescribe(array, what, sizeof(what));
  printf("result #%d: %s:", index, what);
  int64_t n = nnNpyNumElements(array), shown = n < 8 ? n : 8;
  for (int64_t i = 0; i < shown; ++i)
    printValue(array, i);
  printf("%s\n", shown < n ? " ..." : "");
}

//===----------------------------------------------------------------------===//
// Preparing and calling
//===----------------------------------------------------------------------===//

static bool loadInputs(NnRunCall *c, const NnRunOptions *o) {
  if (!o->randomInputs && o->numInputs != c->numArgs) {
    nnRunError("@%s takes %d argument%s, %d --input file%s given%s\n", o->entry,
               c->numArgs, c->numArgs == 1 ? "" : "s", o->numInputs,
               o->numInputs == 1 ? "" : "s",
               o->numInputs ? "" : " (or use --random-inputs SEED)");
    return false;
  }
  uint64_t state = o->seed;
  for (int i = 0; i < c->numArgs; ++i) {
    NnRunTensor *sig = &c->args[i];
    if (o->randomInputs) {
      int64_t shape[NN_NPY_MAX_RANK];
      if (!randomShape(o, i, sig, shape))
        return false;
      if (!nnNpyAllocate(&c->inputs[i], sig->dtype, sig->rank, shape)) {
        nnRunError("out of memory for argument #%d\n", i);
        return false;
      }
      fillRandom(&c->inputs[i], &state);
      continue;
    }
    char error[1024], *name = NULL;
    if (!nnRunReadTensor(o->inputs[i], &c->inputs[i], &name, error,
                         sizeof(error))) {
      nnRunError("%s\n", error);
      return false;
    }
    free(name);
    uint16AsBf16(&c->inputs[i], sig);
    if (c->inputs[i].dtype != sig->dtype || !sameShape(&c->inputs[i], sig)) {
      reportMismatch("argument", i, sig, o->inputs[i], &c->inputs[i]);
      return false;
    }
  }
  return true;
}

static bool checkCount(const NnRunCall *c, const NnRunOptions *o, int given,
                       const char *what) {
  if (!given || given == c->numResults)
    return true;
  nnRunError("@%s has %d result%s, %d --%s file%s given\n", o->entry,
             c->numResults, c->numResults == 1 ? "" : "s", given, what,
             given == 1 ? "" : "s");
  return false;
}

// An MLIR entry's arguments have numbers, not names: --input-shape I=DIMS.
static bool checkShapeNames(const NnRunCall *c, const NnRunOptions *o) {
  if (nnArgEndsWith(o->file, ".onnx"))
    return true; // the importer's names
  for (int k = 0; k < o->numInputShapes; ++k) {
    const char *text = o->inputShapes[k], *eq = strchr(text, '=');
    char number[32];
    long long i;
    size_t length = eq ? (size_t)(eq - text) : 0;
    if (length && length < sizeof(number))
      memcpy(number, text, length), number[length] = 0;
    if (!length || length >= sizeof(number) ||
        !nnArgParseInt(number, 0, c->numArgs - 1, &i)) {
      nnRunError("--input-shape %s: name an argument of @%s by its number, "
                 "0 to %d (I=DIMS)\n",
                 text, o->entry, c->numArgs - 1);
      return false;
    }
  }
  return true;
}

bool nnRunPrepare(NnRunCall *c, const NnRunOptions *o) {
  return checkShapeNames(c, o) && loadInputs(c, o) &&
         checkCount(c, o, o->numOutputs, "output") &&
         checkCount(c, o, o->numChecks, "check");
}

bool nnRunAllocateResults(NnRunCall *c) {
  for (int i = 0; i < c->numResults; ++i) {
    const NnRunTensor *sig = &c->results[i];
    if (!nnNpyAllocate(&c->outputs[i], sig->dtype, sig->rank, sig->shape)) {
      nnRunError("out of memory for result #%d\n", i);
      return false;
    }
  }
  return true;
}

static int bench(NnRunCall *c, const NnRunOptions *o, NnRunFn fn,
                 void *userData) {
  int status = 0;
  double *times =
      nnToolAllocArray(nnRunProgram, (size_t)o->bench, sizeof(double));
  for (long i = 0; i < o->bench && status == 0; ++i) {
    double start = now();
    if (!fn(userData, c))
      status = c->failStatus ? c->failStatus : 1;
    times[i] = now() - start;
  }
  if (status == 0) {
    qsort(times, (size_t)o->bench, sizeof(double), compareDoubles);
    double median = o->bench % 2
                        ? times[o->bench / 2]
                        : (times[o->bench / 2 - 1] + times[o->bench / 2]) / 2;
    size_t bytes = 0;
    for (int i = 0; i < c->numArgs; ++i)
      bytes += c->inputs[i].numBytes;
    for (int i = 0; i < c->numResults; ++i)
      bytes += c->outputs[i].numBytes;
    printf("bench @%s: %ld runs after 1 warm-up: median ", o->entry, o->bench);
    printDuration(median);
    printf(", min ");
    printDuration(times[0]);
    printf(" per call, %.3g GB/s (%zu bytes in+out)\n",
           median > 0 ? (double)bytes / median * 1e-9 : 0.0, bytes);
  }
  free(times);
  return status;
}

int nnRunExecute(NnRunCall *c, const NnRunOptions *o, NnRunFn fn, NnRunFn fetch,
                 void *userData) {
  if (!fn(userData, c))
    return c->failStatus ? c->failStatus : 1;
  if (fetch && !fetch(userData, c))
    return 1;
  NnNpyArray *results = c->outputs;
  int status = 0;
  for (int i = 0; i < o->numOutputs; ++i) {
    char error[1024];
    if (!nnRunWriteTensor(o->outputs[i], &results[i], error, sizeof(error))) {
      nnRunError("%s\n", error);
      status = 1;
    }
  }
  for (int i = 0; i < o->numChecks; ++i) {
    bool passed = false;
    if (!checkResult(i, &results[i], &c->results[i], o->checks[i], o,
                     &passed) ||
        !passed)
      status = 1;
  }
  if (!o->numOutputs && !o->numChecks && !o->bench && !o->profile)
    for (int i = 0; i < c->numResults; ++i)
      printValues(i, &results[i]);
  if (o->bench && status == 0)
    status = bench(c, o, fn, userData);
  return status;
}
