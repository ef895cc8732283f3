//===- Model.h - A loaded ONNX model and the memory its weights live in ---===//
//
// An OnnxModel is the unpacked ModelProto plus the bytes its weights are
// read from: the model file mapped read-only (or a caller's buffer, read
// during the import only) and any external-data files, mapped on first use.
// Constants that reference those bytes in place hold a reference to the
// model, released by MLIR when it frees the blob, so the mappings live
// exactly as long as some constant needs them.
//
//===----------------------------------------------------------------------===//

#ifndef NN_IMPORT_ONNX_MODEL_H
#define NN_IMPORT_ONNX_MODEL_H

#include "Wire.h"
#include "onnx.pb-c.h"

#include "support/StringBuffer.h"

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
  char *location; // as written in the model
  const uint8_t *bytes;
  size_t size;
} OnnxExternalFile;

typedef struct OnnxModel {
  Onnx__ModelProto *proto;
  const uint8_t *bytes; // the serialized model
  size_t size;
  bool mapped;    // `bytes` is a mapping of the file, owned here
  bool transient; // `bytes` is the caller's: copy what must outlive the call
  OnnxLifted lifted;
  char *directory; // where external data may be read from, or NULL
  OnnxExternalFile *external;
  size_t numExternal, capacityExternal;
  atomic_int refs;
} OnnxModel;

/// protobuf-c's allocations through support/Memory.h.
extern ProtobufCAllocator onnxAllocator;

/// Maps and unpacks the model file at `path`. External data is read from
/// `directory`, or the file's own folder when NULL.
OnnxModel *onnxModelOpenFile(const char *path, const char *directory,
                             NnStringBuffer *error);
/// Unpacks `size` bytes at `data`, which must stay valid until the model is
/// released or, for constants, copied (`transient`).
OnnxModel *onnxModelOpenBuffer(const void *data, size_t size,
                               const char *directory, NnStringBuffer *error);

void onnxModelRetain(OnnxModel *model);
void onnxModelRelease(OnnxModel *model);

/// The opset the model imports for `domain` ("" and "ai.onnx" are one), or
/// -1 when it imports none.
int64_t onnxModelOpset(const OnnxModel *model, const char *domain);

/// The `length` bytes at `offset` of the external-data file `location`
/// (relative to the model's directory, which it may not leave; length -1
/// for the rest of the file). Fails with a message naming the tensor.
bool onnxModelExternalData(OnnxModel *model, const char *tensor,
                           const char *location, int64_t offset, int64_t length,
                           const uint8_t **bytes, size_t *size,
                           NnStringBuffer *error);

/// Tells the kernel that the pages wholly inside [bytes, bytes + size), if
/// they are in one of the model's mappings, will not be read again: once a
/// tensor's bytes have been copied, its file pages leave the process's
/// resident memory instead of doubling it. Never affects other tensors:
/// their bytes do not share a whole page with this range.
void onnxModelDropPages(const OnnxModel *model, const void *bytes, size_t size);

#endif // NN_IMPORT_ONNX_MODEL_H
