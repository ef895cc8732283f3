//===- Tensor.c - ONNX tensors as host data -------------------------------===//
//
// Decoding a TensorProto: its type and dims are checked (rank, sizes that
// overflow, a negative dim), then its elements are found in one of the
// places ONNX allows: raw_data (in the model's bytes, lifted out by Wire.c),
// external data (a mapped file next to the model), or the typed repeated
// fields (float_data, int32_data, ...), whose packing per type ONNX fixes:
// int32_data carries INT8, INT16, UINT8, UINT16, BOOL, FLOAT16 and BFLOAT16
// one per entry, uint64_data UINT32 and UINT64.
// The element count must match the dims exactly.
//
//===----------------------------------------------------------------------===//

#include "Tensor.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Checked.h"
#include "support/Memory.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

// ONNX stores raw data little-endian, and so does every host nn runs on.
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
               "raw ONNX data is read in place: a little-endian host only");

typedef struct {
  const char *name;
  size_t bytes; // 0: not an nn element type
} DataTypeInfo;

static const DataTypeInfo dataTypes[] = {
    [ONNX__TENSOR_PROTO__DATA_TYPE__UNDEFINED] = {"UNDEFINED", 0},
    [ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT] = {"FLOAT", 4},
    [ONNX__TENSOR_PROTO__DATA_TYPE__UINT8] = {"UINT8", 1},
    [ONNX__TENSOR_PROTO__DATA_TYPE__INT8] = {"INT8", 1},
    [ONNX__TENSOR_PROTO__DATA_TYPE__UINT16] = {"UINT16", 2},
    [ONNX__TENSOR_PROTO__DATA_TYPE__INT16] = {"INT16", 2},
    [ONNX__TENSOR_PROTO__DATA_TYPE__INT32] = {"INT32", 4},
    [ONNX__TENSOR_PROTO__DATA_TYPE__INT64] = {"INT64", 8},
    [ONNX__TENSOR_PROTO__DATA_TYPE__STRING] = {"STRING", 0},
    [ONNX__TENSOR_PROTO__DATA_TYPE__BOOL] = {"BOOL", 1},
    [ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT16] = {"FLOAT16", 2},
    [ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE] = {"DOUBLE", 8},
    [ONNX__TENSOR_PROTO__DATA_TYPE__UINT32] = {"UINT32", 4},
    [ONNX__TENSOR_PROTO__DATA_TYPE__UINT64] = {"UINT64", 8},
    [ONNX__TENSOR_PROTO__DATA_TYPE__COMPLEX64] = {"COMPLEX64", 0},
    [ONNX__TENSOR_PROTO__DATA_TYPE__COMPLEX128] = {"COMPLEX128", 0},
    [ONNX__TENSOR_PROTO__DATA_TYPE__BFLOAT16] = {"BFLOAT16", 2},
    // Newer than this onnx.proto; named so that messages can say which.
    [17] = {"FLOAT8E4M3FN", 0},
    [18] = {"FLOAT8E4M3FNUZ", 0},
    [19] = {"FLOAT8E5M2", 0},
    [20] = {"FLOAT8E5M2FNUZ", 0},
    [21] = {"UINT4", 0},
    [22] = {"INT4", 0},
    [23] = {"FLOAT4E2M1", 0},
};
enum { NUM_DATA_TYPES = sizeof(dataTypes) / sizeof(dataTypes[0]) };

const char *onnxDataTypeName(int32_t dataType) {
  return dataType >= 0 && dataType < NUM_DATA_TYPES ? dataTypes[dataType].name
                                                    : "an unknown type";
}

size_t onnxElementBytes(int32_t dataType) {
  return dataType >= 0 && dataType < NUM_DATA_TYPES ? dataTypes[dataType].bytes
                                                    : 0;
}

MlirType onnxElementType(MlirContext ctx, int32_t dataType) {
  switch (dataType) {
  case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT:
    return mlirF32TypeGet(ctx);
  case ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE:
    return mlirF64TypeGet(ctx);
  case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT16:
    return mlirF16TypeGet(ctx);
  case ONNX__TENSOR_PROTO__DATA_TYPE__BFLOAT16:
    return mlirBF16TypeGet(ctx);
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT8:
    return mlirIntegerTypeGet(ctx, 8);
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT16:
    return mlirIntegerTypeGet(ctx, 16);
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT8:
    return mlirIntegerTypeUnsignedGet(ctx, 8);
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT16:
    return mlirIntegerTypeUnsignedGet(ctx, 16);
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT32:
    return mlirIntegerTypeUnsignedGet(ctx, 32);
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT64:
    return mlirIntegerTypeUnsignedGet(ctx, 64);
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT32:
    return mlirIntegerTypeGet(ctx, 32);
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT64:
    return mlirIntegerTypeGet(ctx, 64);
  case ONNX__TENSOR_PROTO__DATA_TYPE__BOOL:
    return mlirIntegerTypeGet(ctx, 1);
  default:
    return (MlirType){NULL};
  }
}

int32_t onnxDataTypeOf(MlirType element) {
  if (mlirTypeIsAF32(element))
    return ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT;
  if (mlirTypeIsAF64(element))
    return ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE;
  if (mlirTypeIsAF16(element))
    return ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT16;
  if (mlirTypeIsABF16(element))
    return ONNX__TENSOR_PROTO__DATA_TYPE__BFLOAT16;
  if (mlirTypeIsAInteger(element) && mlirIntegerTypeIsUnsigned(element)) {
    switch (mlirIntegerTypeGetWidth(element)) {
    case 8:
      return ONNX__TENSOR_PROTO__DATA_TYPE__UINT8;
    case 16:
      return ONNX__TENSOR_PROTO__DATA_TYPE__UINT16;
    case 32:
      return ONNX__TENSOR_PROTO__DATA_TYPE__UINT32;
    case 64:
      return ONNX__TENSOR_PROTO__DATA_TYPE__UINT64;
    }
  } else if (mlirTypeIsAInteger(element)) {
    switch (mlirIntegerTypeGetWidth(element)) {
    case 1:
      return ONNX__TENSOR_PROTO__DATA_TYPE__BOOL;
    case 8:
      return ONNX__TENSOR_PROTO__DATA_TYPE__INT8;
    case 16:
      return ONNX__TENSOR_PROTO__DATA_TYPE__INT16;
    case 32:
      return ONNX__TENSOR_PROTO__DATA_TYPE__INT32;
    case 64:
      return ONNX__TENSOR_PROTO__DATA_TYPE__INT64;
    }
  }
  return ONNX__TENSOR_PROTO__DATA_TYPE__UNDEFINED;
}

// Type and dims of `tensor` from `dataType`, `rank` and `dims`.
static bool setShape(MlirContext ctx, const char *name, int32_t dataType,
                     int64_t rank, const int64_t *dims, OnnxTensor *tensor,
                     NnStringBuffer *error) {
  tensor->dataType = dataType;
  MlirType element = onnxElementType(ctx, dataType);
  if (mlirTypeIsNull(element)) {
    nnStringBufferPrintf(error,
                         "tensor '%s' has element type %s, which nn does not "
                         "support",
                         name, onnxDataTypeName(dataType));
    return false;
  }
  if (rank > NN_MAX_RANK) {
    nnStringBufferPrintf(error, "tensor '%s' has rank %lld; nn allows %d", name,
                         (long long)rank, NN_MAX_RANK);
    return false;
  }
  for (int64_t i = 0; i < rank; ++i)
    if (dims[i] < 0) {
      nnStringBufferPrintf(error, "tensor '%s' has a negative dim (%lld)", name,
                           (long long)dims[i]);
      return false;
    }
  int64_t count, bytes;
  if (!nnCheckedCount(rank, dims, &count) ||
      !nnCheckedBytes(count, (int64_t)onnxElementBytes(dataType), &bytes)) {
    nnStringBufferPrintf(error, "tensor '%s' is too large: its size overflows",
                         name);
    return false;
  }
  tensor->rank = rank;
  if (rank) // a rank-0 tensor may come with no dims at all (NULL)
    memcpy(tensor->dims, dims, (size_t)rank * sizeof(int64_t));
  tensor->count = count;
  tensor->bytes = (size_t)bytes;
  tensor->type = mlirRankedTensorTypeGet((intptr_t)rank, dims, element,
                                         mlirAttributeGetNull());
  return true;
}

bool onnxTensorAllocate(MlirContext ctx, int32_t dataType, int64_t rank,
                        const int64_t *dims, OnnxTensor *tensor,
                        NnStringBuffer *error) {
  memset(tensor, 0, sizeof(*tensor));
  if (!setShape(ctx, "(folded)", dataType, rank, dims, tensor, error))
    return false;
  if (!(tensor->owned = nnAllocArray(tensor->bytes ? tensor->bytes : 1, 1))) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  tensor->data = tensor->owned;
  return true;
}

static bool countMatches(const char *name, const char *field, size_t have,
                         const OnnxTensor *tensor, NnStringBuffer *error) {
  if ((int64_t)have == tensor->count)
    return true;
  nnStringBufferPrintf(error,
                       "tensor '%s' has %zu values in %s, but its dims hold "
                       "%lld",
                       name, have, field, (long long)tensor->count);
  return false;
}

// Elements from int32_data, one per entry, narrowed to the element type.
static bool fromInt32Data(const Onnx__TensorProto *proto, const char *name,
                          OnnxTensor *tensor, NnStringBuffer *error) {
  if (!countMatches(name, "int32_data", proto->n_int32_data, tensor, error))
    return false;
  if (!(tensor->owned = nnAllocArray(tensor->bytes ? tensor->bytes : 1, 1))) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  tensor->data = tensor->owned;
  for (int64_t i = 0; i < tensor->count; ++i) {
    int32_t v = proto->int32_data[i];
    switch (tensor->dataType) {
    case ONNX__TENSOR_PROTO__DATA_TYPE__INT32:
      ((int32_t *)tensor->owned)[i] = v;
      break;
    case ONNX__TENSOR_PROTO__DATA_TYPE__INT8:
    case ONNX__TENSOR_PROTO__DATA_TYPE__UINT8:
      ((uint8_t *)tensor->owned)[i] = (uint8_t)v;
      break;
    case ONNX__TENSOR_PROTO__DATA_TYPE__BOOL:
      ((uint8_t *)tensor->owned)[i] = v != 0;
      break;
    default: // INT16, UINT16, FLOAT16, BFLOAT16: the low 16 bits
      ((uint16_t *)tensor->owned)[i] = (uint16_t)v;
      break;
    }
  }
  return true;
}

// UINT32 elements, which ONNX keeps one per uint64_data entry.
static bool fromUint64Data(const Onnx__TensorProto *proto, const char *name,
                           OnnxTensor *tensor, NnStringBuffer *error) {
  if (!countMatches(name, "uint64_data", proto->n_uint64_data, tensor, error))
    return false;
  if (!(tensor->owned = nnAllocArray(tensor->bytes ? tensor->bytes : 1, 1))) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  tensor->data = tensor->owned;
  for (int64_t i = 0; i < tensor->count; ++i)
    ((uint32_t *)tensor->owned)[i] = (uint32_t)proto->uint64_data[i];
  return true;
}

// Points `tensor` at `size` bytes of element data at `bytes`, in the
// model's memory: in place, or copied when the model's bytes are the
// caller's, the data is not aligned for its elements, or it holds booleans
// other than 0 and 1.
static bool fromBytes(OnnxModel *model, const char *name, const char *field,
                      const uint8_t *bytes, size_t size, OnnxTensor *tensor,
                      NnStringBuffer *error) {
  if (size != tensor->bytes) {
    nnStringBufferPrintf(error,
                         "tensor '%s' has %zu bytes of %s, but its dims and "
                         "type (%s) need %zu",
                         name, size, field, onnxDataTypeName(tensor->dataType),
                         tensor->bytes);
    return false;
  }
  size_t align = onnxElementBytes(tensor->dataType);
  bool copy = !model || model->transient || ((uintptr_t)bytes % align) != 0;
  if (tensor->dataType == ONNX__TENSOR_PROTO__DATA_TYPE__BOOL)
    for (size_t i = 0; i < size && !copy; ++i)
      copy = bytes[i] > 1;
  if (!copy) {
    tensor->data = bytes;
    tensor->model = model;
    onnxModelRetain(model);
    return true;
  }
  if (!(tensor->owned = nnAlloc(size ? size : 1))) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  if (size) // an empty tensor's bytes may be NULL
    memcpy(tensor->owned, bytes, size);
  if (model)
    onnxModelDropPages(model, bytes, size);
  if (tensor->dataType == ONNX__TENSOR_PROTO__DATA_TYPE__BOOL)
    for (size_t i = 0; i < size; ++i)
      ((uint8_t *)tensor->owned)[i] = bytes[i] != 0;
  tensor->data = tensor->owned;
  return true;
}

static bool fromExternal(OnnxModel *model, const Onnx__TensorProto *proto,
                         const char *name, OnnxTensor *tensor,
                         NnStringBuffer *error) {
  if (!model) {
    nnStringBufferPrintf(error,
                         "tensor '%s' has external data, which is "
                         "only allowed in a model",
                         name);
    return false;
  }
  const char *location = NULL;
  int64_t offset = 0, length = -1;
  for (size_t i = 0; i < proto->n_external_data; ++i) {
    const char *key = proto->external_data[i]->key;
    const char *value = proto->external_data[i]->value;
    if (!key || !value)
      continue;
    char *end;
    if (!strcmp(key, "location"))
      location = value;
    else if (!strcmp(key, "offset") || !strcmp(key, "length")) {
      long long n = strtoll(value, &end, 10);
      if (*end || end == value || n < 0) {
        nnStringBufferPrintf(error,
                             "tensor '%s': external data %s '%s' is "
                             "not a non-negative integer",
                             name, key, value);
        return false;
      }
      *(!strcmp(key, "offset") ? &offset : &length) = n;
    }
  }
  if (!location) {
    nnStringBufferPrintf(error,
                         "tensor '%s' has external data without a "
                         "location",
                         name);
    return false;
  }
  const uint8_t *bytes;
  size_t size;
  if (!onnxModelExternalData(model, name, location, offset, length, &bytes,
                             &size, error))
    return false;
  if (length < 0 && size > tensor->bytes)
    size = tensor->bytes; // the rest of the file holds other tensors
  return fromBytes(model, name, "external data", bytes, size, tensor, error);
}

bool onnxTensorDecode(MlirContext ctx, OnnxModel *model,
                      const Onnx__TensorProto *proto, const OnnxRawRange *raw,
                      OnnxTensor *tensor, NnStringBuffer *error) {
  memset(tensor, 0, sizeof(*tensor));
  const char *name = proto->name ? proto->name : "";
  if (proto->segment) {
    nnStringBufferPrintf(error,
                         "tensor '%s' is segmented, which nn does not "
                         "support",
                         name);
    return false;
  }
  if (proto->n_dims > NN_MAX_RANK) {
    nnStringBufferPrintf(error, "tensor '%s' has rank %zu; nn allows %d", name,
                         proto->n_dims, NN_MAX_RANK);
    return false;
  }
  if (!setShape(ctx, name, proto->data_type, (int64_t)proto->n_dims,
                proto->dims, tensor, error))
    return false;
  if (proto->has_data_location &&
      proto->data_location == ONNX__TENSOR_PROTO__DATA_LOCATION__EXTERNAL)
    return fromExternal(model, proto, name, tensor, error);
  if (raw && raw->present && model)
    return fromBytes(model, name, "raw_data", model->bytes + raw->offset,
                     raw->size, tensor, error);
  if (proto->has_raw_data)
    return fromBytes(model, name, "raw_data", proto->raw_data.data,
                     proto->raw_data.len, tensor, error);

  // Typed fields live in the unpacked message, which the model owns.
  const void *typed = NULL;
  size_t have = 0;
  const char *field = NULL;
  switch (tensor->dataType) {
  case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT:
    typed = proto->float_data, have = proto->n_float_data, field = "float_data";
    break;
  case ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE:
    typed = proto->double_data, have = proto->n_double_data,
    field = "double_data";
    break;
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT64:
    typed = proto->int64_data, have = proto->n_int64_data, field = "int64_data";
    break;
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT64:
    typed = proto->uint64_data, have = proto->n_uint64_data,
    field = "uint64_data";
    break;
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT32:
    return fromUint64Data(proto, name, tensor, error);
  default:
    return fromInt32Data(proto, name, tensor, error);
  }
  if (!countMatches(name, field, have, tensor, error))
    return false;
  static const int64_t empty = 0;
  if (typed && !model) // a message the caller frees: copy
    return fromBytes(NULL, name, field, typed, tensor->bytes, tensor, error);
  tensor->data = typed ? typed : &empty;
  if (typed) {
    tensor->model = model;
    onnxModelRetain(model);
  }
  return true;
}

void onnxTensorFree(OnnxTensor *tensor) {
  free(tensor->owned);
  if (tensor->model)
    onnxModelRelease(tensor->model);
  memset(tensor, 0, sizeof(*tensor));
}

/* Element access, for folding at import time. */

static float halfToFloat(uint16_t h) {
  int exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
  float value = exponent == 0 ? ldexpf((float)mantissa, -24)
                : exponent == 31
                    ? (mantissa ? NAN : INFINITY)
                    : ldexpf((float)(mantissa | 0x400), exponent - 25);
  return (h & 0x8000) ? -value : value;
}

static uint16_t floatToHalf(float f) {
  // Round to nearest even through float arithmetic on the bit pattern.
  uint32_t x;
  memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000;
  float a = fabsf(f);
  if (isnan(f))
    return (uint16_t)(sign | 0x7e00);
  if (a >= 65520.0f)
    return (uint16_t)(sign | 0x7c00);
  if (a < 6.103515625e-05f) // subnormal: multiples of 2^-24
    return (uint16_t)(sign | (uint16_t)lrintf(a * 16777216.0f));
  int e;
  float m = frexpf(a, &e);           // a = m * 2^e, m in [0.5, 1)
  long bits = lrintf(ldexpf(m, 11)); // 11 significant bits
  if (bits == 2048)
    bits = 1024, ++e;
  return (uint16_t)(sign | (uint32_t)(e + 14) << 10 | (bits & 0x3ff));
}

static float bf16ToFloat(uint16_t h) {
  uint32_t x = (uint32_t)h << 16;
  float f;
  memcpy(&f, &x, 4);
  return f;
}

static uint16_t floatToBf16(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  if (isnan(f))
    return (uint16_t)((x >> 16) | 0x40);
  x += 0x7fff + ((x >> 16) & 1); // round to nearest even
  return (uint16_t)(x >> 16);
}

bool onnxTensorIsFloat(const OnnxTensor *tensor) {
  switch (tensor->dataType) {
  case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT:
  case ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE:
  case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT16:
  case ONNX__TENSOR_PROTO__DATA_TYPE__BFLOAT16:
    return true;
  default:
    return false;
  }
}

double onnxTensorFloat(const OnnxTensor *tensor, int64_t i) {
  const void *d = tensor->data;
  switch (tensor->dataType) {
  case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT:
    return ((const float *)d)[i];
  case ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE:
    return ((const double *)d)[i];
  case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT16:
    return halfToFloat(((const uint16_t *)d)[i]);
  case ONNX__TENSOR_PROTO__DATA_TYPE__BFLOAT16:
    return bf16ToFloat(((const uint16_t *)d)[i]);
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT64:
    return (double)((const uint64_t *)d)[i];
  default:
    return (double)onnxTensorInt(tensor, i);
  }
}

int64_t onnxTensorInt(const OnnxTensor *tensor, int64_t i) {
  const void *d = tensor->data;
  switch (tensor->dataType) {
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT64:
    return ((const int64_t *)d)[i];
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT32:
    return ((const int32_t *)d)[i];
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT8:
    return ((const int8_t *)d)[i];
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT16:
    return ((const int16_t *)d)[i];
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT8:
    return ((const uint8_t *)d)[i];
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT16:
    return ((const uint16_t *)d)[i];
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT32:
    return ((const uint32_t *)d)[i];
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT64: // the bits: 2^64 - 1 is -1
    return (int64_t)((const uint64_t *)d)[i];
  case ONNX__TENSOR_PROTO__DATA_TYPE__BOOL:
    return ((const uint8_t *)d)[i] != 0;
  default: {
    double v = onnxTensorFloat(tensor, i);
    // Saturate: a float too large for int64 is not undefined behaviour.
    if (isnan(v))
      return 0;
    if (v >= 9.2233720368547758e18)
      return INT64_MAX;
    if (v <= -9.2233720368547758e18)
      return INT64_MIN;
    return (int64_t)v;
  }
  }
}

void onnxTensorSetInt(OnnxTensor *tensor, int64_t i, int64_t value) {
  void *d = tensor->owned;
  switch (tensor->dataType) {
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT64:
    ((int64_t *)d)[i] = value;
    return;
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT32:
    ((int32_t *)d)[i] = (int32_t)value;
    return;
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT8:
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT8: // the low bits, wrapping
    ((uint8_t *)d)[i] = (uint8_t)value;
    return;
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT16:
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT16:
    ((uint16_t *)d)[i] = (uint16_t)value;
    return;
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT32:
    ((uint32_t *)d)[i] = (uint32_t)value;
    return;
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT64:
    ((uint64_t *)d)[i] = (uint64_t)value;
    return;
  case ONNX__TENSOR_PROTO__DATA_TYPE__BOOL:
    ((uint8_t *)d)[i] = value != 0;
    return;
  default:
    onnxTensorSetFloat(tensor, i, (double)value);
  }
}

void onnxTensorSetFloat(OnnxTensor *tensor, int64_t i, double value) {
  void *d = tensor->owned;
  switch (tensor->dataType) {
  case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT:
    ((float *)d)[i] = (float)value;
    return;
  case ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE:
    ((double *)d)[i] = value;
    return;
  case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT16:
    ((uint16_t *)d)[i] = floatToHalf((float)value);
    return;
  case ONNX__TENSOR_PROTO__DATA_TYPE__BFLOAT16:
    ((uint16_t *)d)[i] = floatToBf16((float)value);
    return;
  default:
    if (isnan(value))
      value = 0;
    onnxTensorSetInt(tensor, i,
                     value >= 9.2233720368547758e18    ? INT64_MAX
                     : value <= -9.2233720368547758e18 ? INT64_MIN
                                                       : (int64_t)value);
  }
}
