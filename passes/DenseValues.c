//===- DenseValues.c - Reading and writing dense float constants ----------===//
//
// f16 and bf16 are converted bit by bit here: the C API hands their raw
// 16-bit patterns in and out, and C11 has no half-precision type.
//
//===----------------------------------------------------------------------===//

#include "DenseValues.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/DenseResource.h"
#include "support/Memory.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

bool nnIsDenseFloatType(MlirType element) {
  return mlirTypeIsAF16(element) || mlirTypeIsABF16(element) ||
         mlirTypeIsAF32(element) || mlirTypeIsAF64(element);
}

// A dense_resource blob (the graph builder stores weights over 1 KB that
// way) as the equivalent dense attribute, for the element types the C API
// reads blobs as; a null attribute for others (f16, bf16) and for a blob
// that is missing (`dense_resource<__elided__>`, a name the file never
// gave) or of the wrong size. One copy of the data per call: fine for
// rewrites that rebuild the constant anyway.
static MlirAttribute denseFromResource(MlirAttribute attr) {
  MlirAttribute none = {NULL};
  MlirType type = mlirAttributeGetType(attr);
  if (!mlirShapedTypeHasStaticShape(type))
    return none;
  MlirType element = mlirShapedTypeGetElementType(type);
  size_t n = 1;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
    if (__builtin_mul_overflow(n, (size_t)mlirShapedTypeGetDimSize(type, d),
                               &n))
      return none; // no blob holds that many elements
  size_t size;
  if (mlirTypeIsAF32(element))
    size = 4;
  else if (mlirTypeIsAF64(element))
    size = 8;
  else if (mlirTypeIsAInteger(element) &&
           (mlirIntegerTypeGetWidth(element) == 32 ||
            mlirIntegerTypeGetWidth(element) == 64))
    size = mlirIntegerTypeGetWidth(element) / 8;
  else
    return none;
  size_t bytes = 0;
  const void *data = nnDenseResourceData(attr, &bytes);
  if (!data || n > bytes / size || bytes != n * size)
    return none;
  return mlirDenseElementsAttrRawBufferGet(type, bytes, data);
}

MlirAttribute nnConstantDenseValue(MlirValue value) {
  MlirAttribute none = {NULL};
  if (mlirValueIsNull(value) || !mlirValueIsAOpResult(value))
    return none;
  MlirOperation op = mlirOpResultGetOwner(value);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (!mlirStringRefEqual(name,
                          mlirStringRefCreateFromCString("arith.constant")))
    return none;
  MlirAttribute attr = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("value"));
  if (mlirAttributeIsNull(attr))
    return none;
  if (mlirAttributeIsADenseResourceElements(attr))
    return denseFromResource(attr);
  return mlirAttributeIsADenseElements(attr) ? attr : none;
}

static float floatFromBits(uint32_t bits) {
  float f;
  memcpy(&f, &bits, sizeof(f));
  return f;
}

static uint32_t bitsFromFloat(float f) {
  uint32_t bits;
  memcpy(&bits, &f, sizeof(bits));
  return bits;
}

static double halfToDouble(uint16_t h) {
  int sign = h >> 15, exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
  double value;
  if (exponent == 0)
    value = ldexp(mantissa, -24); // subnormal or zero
  else if (exponent == 31)
    value = mantissa ? NAN : INFINITY;
  else
    value = ldexp(mantissa | 0x400, exponent - 25);
  return sign ? -value : value;
}

// Rounds to nearest even, overflowing to infinity, as IEEE conversion does.
static uint16_t doubleToHalf(double d) {
  uint16_t sign = signbit(d) ? 0x8000 : 0;
  d = fabs(d);
  if (isnan(d))
    return sign | 0x7e00;
  if (d >= 65520.0) // halfway to 2^16: rounds to infinity
    return sign | 0x7c00;
  int exponent;
  frexp(d, &exponent); // d = m * 2^exponent, m in [0.5, 1)
  // Scale so that the units place is the half's last mantissa bit.
  int shift = exponent < -13 ? 24 : 11 - exponent;
  double scaled = nearbyint(ldexp(d, shift)); // rounds to even by default
  uint32_t units = (uint32_t)scaled;
  if (exponent < -13) // subnormal (units may round up into the normals)
    return sign | (uint16_t)units;
  if (units == 0x800) { // rounded up to the next binade
    units = 0x400;
    ++exponent;
  }
  uint32_t biased = (uint32_t)(exponent + 14);
  if (biased >= 31)
    return sign | 0x7c00;
  return sign | (uint16_t)(biased << 10 | (units & 0x3ff));
}

static uint16_t floatToBf16(float f) {
  uint32_t bits = bitsFromFloat(f);
  if (isnan(f))
    return (uint16_t)((bits >> 16) | 0x40);
  bits += 0x7fff + ((bits >> 16) & 1); // round to nearest even
  return (uint16_t)(bits >> 16);
}

bool nnDenseReadDoubles(MlirAttribute attr, double *out, int64_t n) {
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsADenseElements(attr))
    return false;
  MlirType element = mlirShapedTypeGetElementType(mlirAttributeGetType(attr));
  if (!nnIsDenseFloatType(element) || mlirElementsAttrGetNumElements(attr) != n)
    return false;
  bool splat = mlirDenseElementsAttrIsSplat(attr);
  const void *raw = mlirDenseElementsAttrGetRawData(attr);
  for (int64_t i = 0; i < n; ++i) {
    int64_t k = splat ? 0 : i;
    if (mlirTypeIsAF32(element))
      out[i] = ((const float *)raw)[k];
    else if (mlirTypeIsAF64(element))
      out[i] = ((const double *)raw)[k];
    else if (mlirTypeIsAF16(element))
      out[i] = halfToDouble(((const uint16_t *)raw)[k]);
    else
      out[i] = floatFromBits((uint32_t)((const uint16_t *)raw)[k] << 16);
  }
  return true;
}

MlirAttribute nnDenseFromDoubles(MlirType type, const double *values) {
  MlirType element = mlirShapedTypeGetElementType(type);
  intptr_t n = 1;
  for (intptr_t i = 0, rank = mlirShapedTypeGetRank(type); i < rank; ++i)
    n *= (intptr_t)mlirShapedTypeGetDimSize(type, i);
  MlirAttribute attr;
  if (mlirTypeIsAF64(element))
    return mlirDenseElementsAttrDoubleGet(type, n, values);
  // Out of memory: a splat of zeros of the right type, a placeholder that
  // keeps the IR valid while the pass fails (support/Memory.h).
  MlirAttribute zeros = mlirDenseElementsAttrSplatGet(
      type, mlirFloatAttrDoubleGet(mlirTypeGetContext(type), element, 0));
  if (mlirTypeIsAF32(element)) {
    float *floats = nnAllocArray((size_t)n + 1, sizeof(float));
    if (!floats)
      return zeros;
    for (intptr_t i = 0; i < n; ++i)
      floats[i] = (float)values[i];
    attr = mlirDenseElementsAttrFloatGet(type, n, floats);
    free(floats);
    return attr;
  }
  uint16_t *halves = nnAllocArray((size_t)n + 1, sizeof(uint16_t));
  if (!halves)
    return zeros;
  bool isF16 = mlirTypeIsAF16(element);
  for (intptr_t i = 0; i < n; ++i)
    halves[i] = isF16 ? doubleToHalf(values[i]) : floatToBf16((float)values[i]);
  attr = isF16 ? mlirDenseElementsAttrFloat16Get(type, n, halves)
               : mlirDenseElementsAttrBFloat16Get(type, n, halves);
  free(halves);
  return attr;
}
