//===- Npy.c - Reading and writing NumPy .npy files -----------------------===//

#include "Npy.h"
#include "support/Memory.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
  const char *descr, *name;
  size_t size;
} kDTypes[] = {
    [NN_NPY_F32] = {"<f4", "float32", 4},
    [NN_NPY_F64] = {"<f8", "float64", 8},
    [NN_NPY_F16] = {"<f2", "float16", 2},
    [NN_NPY_I64] = {"<i8", "int64", 8},
    [NN_NPY_I32] = {"<i4", "int32", 4},
    [NN_NPY_I8] = {"|i1", "int8", 1},
    [NN_NPY_BOOL] = {"|b1", "bool", 1},
    [NN_NPY_BF16] = {"<V2", "bfloat16", 2},
    [NN_NPY_I16] = {"<i2", "int16", 2},
    [NN_NPY_U8] = {"|u1", "uint8", 1},
    [NN_NPY_U16] = {"<u2", "uint16", 2},
    [NN_NPY_U32] = {"<u4", "uint32", 4},
    [NN_NPY_U64] = {"<u8", "uint64", 8},
};
enum { kNumDTypes = sizeof(kDTypes) / sizeof(kDTypes[0]) };

const char *nnNpyDTypeName(NnNpyDType dtype) { return kDTypes[dtype].name; }

int64_t nnNpyNumElements(const NnNpyArray *array) {
  int64_t n = 1;
  for (int i = 0; i < array->rank; ++i)
    n *= array->shape[i];
  return n;
}

void nnNpyDescribe(const NnNpyArray *array, char *out, size_t outSize) {
  size_t used =
      (size_t)snprintf(out, outSize, "%s [", nnNpyDTypeName(array->dtype));
  for (int i = 0; i < array->rank && used < outSize; ++i)
    used += (size_t)snprintf(out + used, outSize - used, "%s%lld",
                             i ? ", " : "", (long long)array->shape[i]);
  if (used < outSize)
    snprintf(out + used, outSize - used, "]");
}

enum { kAlignment = 64 };

bool nnNpyByteSize(NnNpyDType dtype, int rank, const int64_t *shape,
                   size_t *bytes) {
  if (rank < 0 || rank > NN_NPY_MAX_RANK)
    return false;
  size_t n = kDTypes[dtype].size;
  for (int i = 0; i < rank; ++i) {
    if (shape[i] < 0 || (shape[i] && n > SIZE_MAX / 2 / (size_t)shape[i]))
      return false;
    n *= (size_t)shape[i];
  }
  *bytes = n;
  return true;
}

bool nnNpyAllocate(NnNpyArray *array, NnNpyDType dtype, int rank,
                   const int64_t *shape) {
  memset(array, 0, sizeof(*array));
  size_t bytes;
  if (!nnNpyByteSize(dtype, rank, shape, &bytes))
    return false;
  array->dtype = dtype;
  array->rank = rank;
  memcpy(array->shape, shape, (size_t)rank * sizeof(int64_t));
  array->numBytes = bytes;
  // Aligned to a cache line, as frameworks' allocators do (PyTorch's CPU
  // allocator aligns to 64 bytes): with calloc's 16, every 64-byte vector
  // access of a kernel straddles two lines, and a benchmark would time
  // that. At least one line, so an empty array has a valid pointer too.
  size_t rounded = (bytes + kAlignment - 1) / kAlignment * kAlignment;
  array->data = aligned_alloc(kAlignment, rounded ? rounded : kAlignment);
  if (!array->data)
    return false;
  memset(array->data, 0, rounded ? rounded : kAlignment);
  return true;
}

void nnNpyFree(NnNpyArray *array) {
  free(array->data);
  array->data = NULL;
  array->numBytes = 0;
}

static bool fail(char *error, size_t errorSize, const char *format, ...) {
  va_list args;
  va_start(args, format);
  vsnprintf(error, errorSize, format, args);
  va_end(args);
  return false;
}

//===----------------------------------------------------------------------===//
// The header dict: {'descr': '<f4', 'fortran_order': False, 'shape': (4, 8), }
//===----------------------------------------------------------------------===//

typedef struct {
  const char *p, *end;
} Scanner;

static void skipSpace(Scanner *s) {
  while (s->p < s->end && isspace((unsigned char)*s->p))
    ++s->p;
}

static bool eat(Scanner *s, char ch) {
  skipSpace(s);
  if (s->p < s->end && *s->p == ch) {
    ++s->p;
    return true;
  }
  return false;
}

// A quoted string; `out` gets its contents.
static bool scanString(Scanner *s, char *out, size_t outSize) {
  skipSpace(s);
  if (s->p >= s->end || (*s->p != '\'' && *s->p != '"'))
    return false;
  char quote = *s->p++;
  const char *start = s->p;
  while (s->p < s->end && *s->p != quote)
    ++s->p;
  if (s->p >= s->end || (size_t)(s->p - start) >= outSize)
    return false;
  memcpy(out, start, (size_t)(s->p - start));
  out[s->p - start] = 0;
  ++s->p;
  return true;
}

static bool scanWord(Scanner *s, const char *word) {
  skipSpace(s);
  size_t n = strlen(word);
  if ((size_t)(s->end - s->p) < n || strncmp(s->p, word, n) != 0)
    return false;
  s->p += n;
  return true;
}

// Parses the dict; fills dtype, order and shape or says what is wrong.
static bool parseHeader(const char *path, const char *text, size_t length,
                        NnNpyArray *array, char *error, size_t errorSize) {
  Scanner s = {text, text + length};
  bool haveDescr = false, haveOrder = false, haveShape = false;
  if (!eat(&s, '{'))
    return fail(error, errorSize, "%s: the header is not a Python dict: '%.*s'",
                path, (int)length, text);
  while (!eat(&s, '}')) {
    char key[32];
    if (!scanString(&s, key, sizeof(key)) || !eat(&s, ':'))
      return fail(error, errorSize, "%s: cannot read the header: '%.*s'", path,
                  (int)length, text);
    if (strcmp(key, "descr") == 0) {
      char descr[32];
      if (!scanString(&s, descr, sizeof(descr)))
        return fail(error, errorSize,
                    "%s: unsupported dtype: 'descr' is not a simple type "
                    "string (structured arrays are not supported)",
                    path);
      int found = -1;
      for (int i = 0; i < kNumDTypes; ++i)
        if (strcmp(descr, kDTypes[i].descr) == 0)
          found = i;
      // NumPy writes '<i1'-style names for one-byte types on some paths.
      if (found < 0 && strcmp(descr, "<i1") == 0)
        found = NN_NPY_I8;
      if (found < 0 && strcmp(descr, "<b1") == 0)
        found = NN_NPY_BOOL;
      if (found < 0 && strcmp(descr, "<u1") == 0)
        found = NN_NPY_U8;
      // Void types have no byte order: some writers say '|V2'.
      if (found < 0 && strcmp(descr, "|V2") == 0)
        found = NN_NPY_BF16;
      if (found < 0)
        return fail(error, errorSize,
                    "%s: unsupported dtype '%s'%s (supported: <f4 <f8 <f2 "
                    "<i8 <i4 <i2 |i1 <u8 <u4 <u2 |u1 |b1, and <V2 for "
                    "bfloat16)",
                    path, descr,
                    descr[0] == '>' ? ", big-endian data is not supported"
                                    : "");
      array->dtype = (NnNpyDType)found;
      haveDescr = true;
    } else if (strcmp(key, "fortran_order") == 0) {
      if (scanWord(&s, "True"))
        return fail(error, errorSize,
                    "%s: Fortran-order arrays are not supported; save a "
                    "C-order array (numpy.ascontiguousarray)",
                    path);
      if (!scanWord(&s, "False"))
        return fail(error, errorSize,
                    "%s: 'fortran_order' is neither True nor False", path);
      haveOrder = true;
    } else if (strcmp(key, "shape") == 0) {
      if (!eat(&s, '('))
        return fail(error, errorSize, "%s: 'shape' is not a tuple", path);
      array->rank = 0;
      while (!eat(&s, ')')) {
        skipSpace(&s);
        char *numberEnd;
        errno = 0;
        long long dim = strtoll(s.p, &numberEnd, 10);
        if (numberEnd == s.p || numberEnd > s.end || errno || dim < 0)
          return fail(error, errorSize,
                      "%s: 'shape' holds something other than sizes: '%.*s'",
                      path, (int)length, text);
        if (array->rank == NN_NPY_MAX_RANK)
          return fail(error, errorSize, "%s: rank above %d is not supported",
                      path, NN_NPY_MAX_RANK);
        array->shape[array->rank++] = dim;
        s.p = numberEnd;
        if (!eat(&s, ',') && (skipSpace(&s), s.p >= s.end || *s.p != ')'))
          return fail(error, errorSize, "%s: cannot read 'shape': '%.*s'", path,
                      (int)length, text);
      }
      haveShape = true;
    } else {
      return fail(error, errorSize, "%s: unexpected key '%s' in the header",
                  path, key);
    }
    if (!eat(&s, ',') && (skipSpace(&s), s.p >= s.end || *s.p != '}'))
      return fail(error, errorSize, "%s: cannot read the header: '%.*s'", path,
                  (int)length, text);
  }
  if (!haveDescr || !haveOrder || !haveShape)
    return fail(error, errorSize, "%s: the header lacks '%s'", path,
                !haveDescr   ? "descr"
                : !haveOrder ? "fortran_order"
                             : "shape");
  return true;
}

//===----------------------------------------------------------------------===//
// Reading and writing
//===----------------------------------------------------------------------===//

static const char kMagic[] = "\x93NUMPY";
enum { kMagicLength = 6 };

// The bytes from the stream's position to its end, leaving the position
// where it was; false when the stream cannot seek.
static bool bytesLeft(FILE *file, size_t *left) {
  long here = ftell(file);
  if (here < 0 || fseek(file, 0, SEEK_END) != 0)
    return false;
  long end = ftell(file);
  if (end < here || fseek(file, here, SEEK_SET) != 0)
    return false;
  *left = (size_t)(end - here);
  return true;
}

bool nnNpyRead(const char *path, NnNpyArray *array, char *error,
               size_t errorSize) {
  memset(array, 0, sizeof(*array));
  FILE *file = fopen(path, "rb");
  if (!file)
    return fail(error, errorSize, "%s: cannot open: %s", path, strerror(errno));
  bool ok = nnNpyReadStream(file, path, array, error, errorSize);
  fclose(file);
  return ok;
}

bool nnNpyReadStream(FILE *file, const char *path, NnNpyArray *array,
                     char *error, size_t errorSize) {
  memset(array, 0, sizeof(*array));
  unsigned char prefix[12];
  char *header = NULL;
  bool ok = false;
  size_t got = fread(prefix, 1, 10, file);
  if (got < 8 || memcmp(prefix, kMagic, kMagicLength) != 0) {
    fail(error, errorSize, "%s: not a .npy file (no \\x93NUMPY magic)", path);
    goto done;
  }
  unsigned major = prefix[6];
  size_t headerLength;
  if (got < 10 || major < 1 || major > 3 ||
      (major > 1 && fread(prefix + 10, 1, 2, file) != 2)) {
    if (got == 10 && (major < 1 || major > 3))
      fail(error, errorSize,
           "%s: unsupported .npy format version %u.%u (1.0, 2.0 and 3.0 "
           "are read)",
           path, major, prefix[7]);
    else
      fail(error, errorSize, "%s: truncated header", path);
    goto done;
  }
  if (major == 1)
    headerLength = (size_t)prefix[8] | (size_t)prefix[9] << 8;
  else
    headerLength = (size_t)prefix[8] | (size_t)prefix[9] << 8 |
                   (size_t)prefix[10] << 16 | (size_t)prefix[11] << 24;
  // The header must be there before it is allocated: a version 2.0 or 3.0
  // prefix may claim up to 4 GiB, which a 20-byte file would reserve.
  size_t left = 0;
  if (!bytesLeft(file, &left)) {
    fail(error, errorSize, "%s: cannot seek: %s", path, strerror(errno));
    goto done;
  }
  if (headerLength > left) {
    fail(error, errorSize,
         "%s: truncated header (the file ends before its %zu bytes)", path,
         headerLength);
    goto done;
  }
  if (!(header = nnAlloc(headerLength + 1))) {
    fail(error, errorSize, "%s: out of memory for the header", path);
    goto done;
  }
  if (fread(header, 1, headerLength, file) != headerLength) {
    fail(error, errorSize,
         "%s: truncated header (the file ends before its %zu bytes)", path,
         headerLength);
    goto done;
  }
  header[headerLength] = 0;
  NnNpyArray parsed = {0};
  if (!parseHeader(path, header, headerLength, &parsed, error, errorSize))
    goto done;
  // The data must be there before it is allocated: a header may claim any
  // shape, and a 200-byte file would otherwise reserve gigabytes.
  size_t available = 0, needed = 0;
  if (!bytesLeft(file, &available)) {
    fail(error, errorSize, "%s: cannot seek: %s", path, strerror(errno));
    goto done;
  }
  if (!nnNpyByteSize(parsed.dtype, parsed.rank, parsed.shape, &needed) ||
      needed > available) {
    char what[160];
    nnNpyDescribe(&parsed, what, sizeof(what));
    if (needed)
      fail(error, errorSize,
           "%s: truncated data: %s needs %zu bytes, the file holds %zu", path,
           what, needed, available);
    else
      fail(error, errorSize, "%s: the array is too large: %s", path, what);
    goto done;
  }
  if (!nnNpyAllocate(array, parsed.dtype, parsed.rank, parsed.shape)) {
    fail(error, errorSize, "%s: the array is too large", path);
    goto done;
  }
  size_t read = fread(array->data, 1, array->numBytes, file);
  if (read != array->numBytes) {
    char what[160];
    nnNpyDescribe(array, what, sizeof(what));
    fail(error, errorSize,
         "%s: truncated data: %s needs %zu bytes, the file holds %zu", path,
         what, array->numBytes, read);
    nnNpyFree(array);
    goto done;
  }
  if (fgetc(file) != EOF) {
    char what[160];
    nnNpyDescribe(array, what, sizeof(what));
    fail(error, errorSize, "%s: more data than %s needs (%zu bytes)", path,
         what, array->numBytes);
    nnNpyFree(array);
    goto done;
  }
  // A bool is one byte holding 0 or 1 (NumPy writes nothing else); any other
  // byte would reach a kernel as an i1 that is neither.
  if (array->dtype == NN_NPY_BOOL)
    for (size_t i = 0; i < array->numBytes; ++i)
      if (((unsigned char *)array->data)[i] > 1) {
        fail(error, errorSize,
             "%s: element %zu of a bool array is the byte %u, not 0 or 1", path,
             i, ((unsigned char *)array->data)[i]);
        nnNpyFree(array);
        goto done;
      }
  ok = true;
done:
  free(header);
  return ok;
}

bool nnNpyWrite(const char *path, const NnNpyArray *array, char *error,
                size_t errorSize) {
  // The dict with NN_NPY_MAX_RANK sizes of up to 20 characters and ", ".
  char dict[128 + NN_NPY_MAX_RANK * 24];
  int length = snprintf(dict, sizeof(dict),
                        "{'descr': '%s', 'fortran_order': False, 'shape': (",
                        kDTypes[array->dtype].descr);
  for (int i = 0; i < array->rank; ++i)
    length += snprintf(dict + length, sizeof(dict) - (size_t)length, "%lld%s",
                       (long long)array->shape[i],
                       array->rank == 1 || i + 1 < array->rank ? ", " : "");
  if (array->rank == 1)
    --length; // "(4,)" rather than "(4, )"
  length += snprintf(dict + length, sizeof(dict) - (size_t)length, "), }");
  // Magic, version, 2-byte length, dict, spaces, '\n': a multiple of 64.
  size_t total = (size_t)kMagicLength + 4 + (size_t)length + 1;
  size_t padding = (64 - total % 64) % 64;
  size_t headerLength = (size_t)length + padding + 1;
  unsigned char prefix[10];
  memcpy(prefix, kMagic, kMagicLength);
  prefix[6] = 1;
  prefix[7] = 0;
  prefix[8] = (unsigned char)(headerLength & 0xff);
  prefix[9] = (unsigned char)(headerLength >> 8);

  FILE *file = fopen(path, "wb");
  if (!file)
    return fail(error, errorSize, "%s: cannot open for writing: %s", path,
                strerror(errno));
  bool ok = fwrite(prefix, 1, sizeof(prefix), file) == sizeof(prefix) &&
            fwrite(dict, 1, (size_t)length, file) == (size_t)length;
  for (size_t i = 0; ok && i < padding; ++i)
    ok = fputc(' ', file) != EOF;
  ok = ok && fputc('\n', file) != EOF &&
       fwrite(array->data, 1, array->numBytes, file) == array->numBytes;
  if (fclose(file) != 0)
    ok = false;
  if (!ok)
    return fail(error, errorSize, "%s: cannot write: %s", path,
                strerror(errno));
  return true;
}

//===----------------------------------------------------------------------===//
// Element access
//===----------------------------------------------------------------------===//

static float halfToFloat(uint16_t h) {
  int sign = h >> 15, exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
  float value;
  if (exponent == 0)
    value = ldexpf((float)mantissa, -24);
  else if (exponent == 31)
    value = mantissa ? NAN : INFINITY;
  else
    value = ldexpf((float)(mantissa | 0x400), exponent - 25);
  return sign ? -value : value;
}

static uint16_t floatToHalf(float f) {
  uint16_t sign = signbit(f) ? 0x8000 : 0;
  float a = fabsf(f);
  if (isnan(f))
    return sign | 0x7e00;
  if (a >= 65520.0f) // rounds to infinity
    return sign | 0x7c00;
  if (a < ldexpf(1.0f, -14)) // subnormal: multiples of 2^-24
    return sign | (uint16_t)lrintf(ldexpf(a, 24));
  int exponent;
  float m = frexpf(a, &exponent);    // a = m * 2^exponent, m in [0.5, 1)
  long bits = lrintf(ldexpf(m, 11)); // 11 significant bits, rounded to even
  if (bits == 2048) {
    bits = 1024;
    ++exponent;
  }
  return sign | (uint16_t)((exponent + 14) << 10) | (uint16_t)(bits & 0x3ff);
}

// bfloat16 is the upper half of a float32: widening is exact, narrowing
// rounds to nearest, ties to even, as ml_dtypes and LLVM's fptrunc do.
static float bf16ToFloat(uint16_t b) {
  uint32_t bits = (uint32_t)b << 16;
  float f;
  memcpy(&f, &bits, sizeof(f));
  return f;
}

static uint16_t floatToBf16(float f) {
  uint32_t bits;
  memcpy(&bits, &f, sizeof(bits));
  if (isnan(f)) // keep it a (quiet) NaN whatever the dropped bits held
    return (uint16_t)((bits >> 16) | 0x40);
  bits += 0x7fff + ((bits >> 16) & 1);
  return (uint16_t)(bits >> 16);
}

double nnNpyGetDouble(const NnNpyArray *array, int64_t i) {
  const void *data = array->data;
  switch (array->dtype) {
  case NN_NPY_F32:
    return ((const float *)data)[i];
  case NN_NPY_F64:
    return ((const double *)data)[i];
  case NN_NPY_F16:
    return halfToFloat(((const uint16_t *)data)[i]);
  case NN_NPY_BF16:
    return bf16ToFloat(((const uint16_t *)data)[i]);
  case NN_NPY_I64:
    return (double)((const int64_t *)data)[i];
  case NN_NPY_I32:
    return ((const int32_t *)data)[i];
  case NN_NPY_I8:
    return ((const int8_t *)data)[i];
  case NN_NPY_BOOL:
    return ((const uint8_t *)data)[i] != 0;
  case NN_NPY_I16:
    return ((const int16_t *)data)[i];
  case NN_NPY_U8:
    return ((const uint8_t *)data)[i];
  case NN_NPY_U16:
    return ((const uint16_t *)data)[i];
  case NN_NPY_U32:
    return ((const uint32_t *)data)[i];
  case NN_NPY_U64:
    return (double)((const uint64_t *)data)[i];
  }
  return 0;
}

void nnNpySetDouble(NnNpyArray *array, int64_t i, double value) {
  void *data = array->data;
  switch (array->dtype) {
  case NN_NPY_F32:
    ((float *)data)[i] = (float)value;
    break;
  case NN_NPY_F64:
    ((double *)data)[i] = value;
    break;
  case NN_NPY_F16:
    ((uint16_t *)data)[i] = floatToHalf((float)value);
    break;
  case NN_NPY_BF16:
    ((uint16_t *)data)[i] = floatToBf16((float)value);
    break;
  case NN_NPY_I64:
    ((int64_t *)data)[i] = (int64_t)value;
    break;
  case NN_NPY_I32:
    ((int32_t *)data)[i] = (int32_t)value;
    break;
  case NN_NPY_I8:
    ((int8_t *)data)[i] = (int8_t)value;
    break;
  case NN_NPY_BOOL:
    ((uint8_t *)data)[i] = value != 0;
    break;
  case NN_NPY_I16:
    ((int16_t *)data)[i] = (int16_t)value;
    break;
  case NN_NPY_U8:
    ((uint8_t *)data)[i] = (uint8_t)value;
    break;
  case NN_NPY_U16:
    ((uint16_t *)data)[i] = (uint16_t)value;
    break;
  case NN_NPY_U32:
    ((uint32_t *)data)[i] = (uint32_t)value;
    break;
  case NN_NPY_U64:
    ((uint64_t *)data)[i] = (uint64_t)value;
    break;
  }
}
