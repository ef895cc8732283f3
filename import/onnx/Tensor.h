//===- Tensor.h - ONNX tensors as host data -------------------------------===//
//
// An OnnxTensor is a tensor whose value the importer knows: an initializer,
// a Constant node's value, an input baked in by the user, or the result of
// folding shape arithmetic at import time. Its elements are in the host
// layout of the MLIR element type (i1 as one byte per element, f16 and bf16
// as their bit patterns), either in place in the model's memory or in a
// block the tensor owns.
//
// Element types: ONNX's FLOAT, DOUBLE, FLOAT16, BFLOAT16, INT8, INT16, INT32,
// INT64, UINT8, UINT16, UINT32, UINT64 and BOOL are nn's f32, f64, f16, bf16,
// i8, i16, i32, i64, ui8, ui16, ui32, ui64 and i1. The others are reported by
// name (STRING, FLOAT8E4M3FN, ...) as unsupported.
//
//===----------------------------------------------------------------------===//

#ifndef NN_IMPORT_ONNX_TENSOR_H
#define NN_IMPORT_ONNX_TENSOR_H

#include "Model.h"

#include "mlir-c/IR.h"
#include "nn-c/OpDef.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct OnnxTensor {
  int32_t dataType; // ONNX TensorProto.DataType
  MlirType type;    // the ranked tensor type
  int64_t rank;
  int64_t dims[NN_MAX_RANK];
  int64_t count;    // elements
  const void *data; // count elements; never NULL
  size_t bytes;     // count * element size
  void *owned;      // the block `data` lives in, when the tensor owns it
  OnnxModel *model; // `data` is in this model's memory (a reference)
} OnnxTensor;

/// The ONNX name of a TensorProto.DataType ("FLOAT", "UINT8").
const char *onnxDataTypeName(int32_t dataType);
/// The MLIR element type of an ONNX data type nn supports, or a null type.
MlirType onnxElementType(MlirContext ctx, int32_t dataType);
/// The ONNX data type of an MLIR element type, or 0 (UNDEFINED).
int32_t onnxDataTypeOf(MlirType element);
/// Bytes per element in host layout (i1: 1); 0 when unsupported.
size_t onnxElementBytes(int32_t dataType);

/// Decodes `proto` of `model` (whose raw data, for a graph initializer, is
/// at `raw` in the model's bytes; NULL otherwise) into `tensor`. Checks
/// dims, sizes and types; fails with a message naming the tensor. With a
/// NULL model (a tensor read from elsewhere), the data is copied.
bool onnxTensorDecode(MlirContext ctx, OnnxModel *model,
                      const Onnx__TensorProto *proto, const OnnxRawRange *raw,
                      OnnxTensor *tensor, NnStringBuffer *error);

/// A tensor owning a fresh zeroed block for `count` elements of `dataType`
/// with the given dims.
bool onnxTensorAllocate(MlirContext ctx, int32_t dataType, int64_t rank,
                        const int64_t *dims, OnnxTensor *tensor,
                        NnStringBuffer *error);

/// Element `i` as an integer or a double, whatever the element type.
int64_t onnxTensorInt(const OnnxTensor *tensor, int64_t i);
double onnxTensorFloat(const OnnxTensor *tensor, int64_t i);
/// Stores `value` at element `i`, converted to the element type.
void onnxTensorSetInt(OnnxTensor *tensor, int64_t i, int64_t value);
void onnxTensorSetFloat(OnnxTensor *tensor, int64_t i, double value);
bool onnxTensorIsFloat(const OnnxTensor *tensor);

void onnxTensorFree(OnnxTensor *tensor);

#endif // NN_IMPORT_ONNX_TENSOR_H
