//===- TensorProto.c - ONNX TensorProto files as nn-run's tensors ---------===//
//
// Reading unpacks the message with protobuf-c and decodes it with
// onnxTensorDecode without a model, which checks the dims, the element type
// and the data's size and copies the data; the copy then moves into a
// 64-byte aligned array as the runner wants it. The decoder builds the MLIR
// tensor type on the way, so it needs a context: a bare one without
// threads, made for the call.
//
//===----------------------------------------------------------------------===//

#include "TensorProto.h"

#include "import/onnx/Model.h"
#include "import/onnx/Tensor.h"
#include "support/Memory.h"
#include "support/StringBuffer.h"

#include "mlir-c/IR.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool dtypeOf(int32_t dataType, NnNpyDType *dtype) {
  switch (dataType) {
  case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT:
    *dtype = NN_NPY_F32;
    return true;
  case ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE:
    *dtype = NN_NPY_F64;
    return true;
  case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT16:
    *dtype = NN_NPY_F16;
    return true;
  case ONNX__TENSOR_PROTO__DATA_TYPE__BFLOAT16:
    *dtype = NN_NPY_BF16;
    return true;
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT64:
    *dtype = NN_NPY_I64;
    return true;
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT32:
    *dtype = NN_NPY_I32;
    return true;
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT8:
    *dtype = NN_NPY_I8;
    return true;
  case ONNX__TENSOR_PROTO__DATA_TYPE__BOOL:
    *dtype = NN_NPY_BOOL;
    return true;
  case ONNX__TENSOR_PROTO__DATA_TYPE__INT16:
    *dtype = NN_NPY_I16;
    return true;
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT8:
    *dtype = NN_NPY_U8;
    return true;
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT16:
    *dtype = NN_NPY_U16;
    return true;
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT32:
    *dtype = NN_NPY_U32;
    return true;
  case ONNX__TENSOR_PROTO__DATA_TYPE__UINT64:
    *dtype = NN_NPY_U64;
    return true;
  default:
    return false;
  }
}

static int32_t dataTypeOf(NnNpyDType dtype) {
  switch (dtype) {
  case NN_NPY_F32:
    return ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT;
  case NN_NPY_F64:
    return ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE;
  case NN_NPY_F16:
    return ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT16;
  case NN_NPY_BF16:
    return ONNX__TENSOR_PROTO__DATA_TYPE__BFLOAT16;
  case NN_NPY_I64:
    return ONNX__TENSOR_PROTO__DATA_TYPE__INT64;
  case NN_NPY_I32:
    return ONNX__TENSOR_PROTO__DATA_TYPE__INT32;
  case NN_NPY_I8:
    return ONNX__TENSOR_PROTO__DATA_TYPE__INT8;
  case NN_NPY_BOOL:
    return ONNX__TENSOR_PROTO__DATA_TYPE__BOOL;
  case NN_NPY_I16:
    return ONNX__TENSOR_PROTO__DATA_TYPE__INT16;
  case NN_NPY_U8:
    return ONNX__TENSOR_PROTO__DATA_TYPE__UINT8;
  case NN_NPY_U16:
    return ONNX__TENSOR_PROTO__DATA_TYPE__UINT16;
  case NN_NPY_U32:
    return ONNX__TENSOR_PROTO__DATA_TYPE__UINT32;
  case NN_NPY_U64:
    return ONNX__TENSOR_PROTO__DATA_TYPE__UINT64;
  }
  return ONNX__TENSOR_PROTO__DATA_TYPE__UNDEFINED;
}

static bool readBytes(const char *path, NnStringBuffer *bytes, char *error,
                      size_t errorSize) {
  FILE *file = fopen(path, "rb");
  if (!file) {
    snprintf(error, errorSize, "cannot open '%s': %s", path, strerror(errno));
    return false;
  }
  bool ok =
      nnStringBufferAppendFile(bytes, file) && !nnStringBufferFailed(bytes);
  fclose(file);
  if (!ok)
    snprintf(error, errorSize, "cannot read '%s'", path);
  return ok;
}

// The decoded tensor into a fresh aligned array.
static bool toArray(const char *path, const OnnxTensor *t, NnNpyArray *array,
                    char *error, size_t errorSize) {
  NnNpyDType dtype;
  if (!dtypeOf(t->dataType, &dtype)) { // the decoder has refused these
    snprintf(error, errorSize, "%s: a %s tensor, which nn-run cannot take",
             path, onnxDataTypeName(t->dataType));
    return false;
  }
  if (!nnNpyAllocate(array, dtype, (int)t->rank, t->dims)) {
    snprintf(error, errorSize, "%s: out of memory for the tensor", path);
    return false;
  }
  if (array->numBytes != t->bytes) { // cannot happen: same types, same dims
    nnNpyFree(array);
    snprintf(error, errorSize, "%s: %zu bytes of data where %zu are expected",
             path, t->bytes, array->numBytes);
    return false;
  }
  if (t->bytes)
    memcpy(array->data, t->data, t->bytes);
  return true;
}

bool nnTensorProtoRead(const char *path, NnNpyArray *array, char **name,
                       char *error, size_t errorSize) {
  memset(array, 0, sizeof(*array));
  if (name)
    *name = NULL;
  NnStringBuffer bytes = {0};
  if (!readBytes(path, &bytes, error, errorSize))
    return false;
  Onnx__TensorProto *proto = onnx__tensor_proto__unpack(
      &onnxAllocator, bytes.length, (const uint8_t *)bytes.data);
  bool ok = false;
  if (!proto) {
    snprintf(error, errorSize,
             "%s: not an ONNX TensorProto (the protobuf does not parse: "
             "truncated or another message)",
             path);
  } else {
    MlirContext ctx = mlirContextCreateWithThreading(false);
    NnStringBuffer message = {0};
    OnnxTensor tensor;
    if (!onnxTensorDecode(ctx, NULL, proto, NULL, &tensor, &message)) {
      snprintf(error, errorSize, "%s: %s", path, nnStringBufferStr(&message));
    } else {
      ok = toArray(path, &tensor, array, error, errorSize);
      onnxTensorFree(&tensor);
    }
    nnStringBufferFree(&message);
    mlirContextDestroy(ctx);
    if (ok && name) {
      const char *text = proto->name ? proto->name : "";
      if (!(*name = nnCopyString(text, strlen(text)))) {
        nnNpyFree(array);
        snprintf(error, errorSize, "%s: out of memory", path);
        ok = false;
      }
    }
    onnx__tensor_proto__free_unpacked(proto, &onnxAllocator);
  }
  nnStringBufferFree(&bytes);
  return ok;
}

bool nnTensorProtoWrite(const char *path, const NnNpyArray *array,
                        const char *name, char *error, size_t errorSize) {
  Onnx__TensorProto proto;
  onnx__tensor_proto__init(&proto);
  proto.n_dims = (size_t)array->rank;
  proto.dims = (int64_t *)array->shape;
  proto.has_data_type = true;
  proto.data_type = dataTypeOf(array->dtype);
  proto.name = (char *)(name ? name : "");
  // raw_data is little-endian, which is the host's (support/Npy.h).
  proto.has_raw_data = true;
  proto.raw_data.len = array->numBytes;
  proto.raw_data.data = array->data;
  size_t size = onnx__tensor_proto__get_packed_size(&proto);
  uint8_t *bytes = nnAlloc(size ? size : 1);
  if (!bytes) {
    snprintf(error, errorSize, "out of memory writing '%s'", path);
    return false;
  }
  onnx__tensor_proto__pack(&proto, bytes);
  FILE *file = fopen(path, "wb");
  bool ok = file && fwrite(bytes, 1, size, file) == size;
  if (file && fclose(file) != 0)
    ok = false;
  if (!ok)
    snprintf(error, errorSize, "cannot write '%s': %s", path, strerror(errno));
  free(bytes);
  return ok;
}

static bool endsWith(const char *text, const char *suffix) {
  size_t n = strlen(text), m = strlen(suffix);
  return n >= m && strcmp(text + n - m, suffix) == 0;
}

bool nnTensorFileIsProto(const char *path) {
  if (endsWith(path, ".npy"))
    return false;
  if (endsWith(path, ".pb"))
    return true;
  // Neither name: the content decides (.npy starts with "\x93NUMPY").
  FILE *file = fopen(path, "rb");
  if (!file)
    return false; // a new file without either name is written as .npy
  char magic[6] = {0};
  size_t got = fread(magic, 1, sizeof(magic), file);
  fclose(file);
  return !(got == sizeof(magic) && memcmp(magic, "\x93NUMPY", 6) == 0);
}

bool nnTensorFileRead(const char *path, NnNpyArray *array, char **name,
                      char *error, size_t errorSize) {
  if (name)
    *name = NULL;
  if (!nnTensorFileIsProto(path))
    return nnNpyRead(path, array, error, errorSize);
  if (nnTensorProtoRead(path, array, name, error, errorSize))
    return true;
  if (endsWith(path, ".pb"))
    return false;
  // Neither name nor .npy magic: say what both readers found.
  FILE *file = fopen(path, "rb");
  if (file) {
    fclose(file);
    snprintf(error, errorSize,
             "%s: not a .npy file (no \\x93NUMPY magic), nor an ONNX "
             "TensorProto",
             path);
  }
  return false;
}

bool nnTensorFileWrite(const char *path, const NnNpyArray *array, char *error,
                       size_t errorSize) {
  if (nnTensorFileIsProto(path))
    return nnTensorProtoWrite(path, array, NULL, error, errorSize);
  return nnNpyWrite(path, array, error, errorSize);
}
