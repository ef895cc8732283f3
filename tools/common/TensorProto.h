//===- TensorProto.h - ONNX TensorProto files as nn-run's tensors ---------===//
//
// The ONNX test folders hold their inputs and expected outputs as
// serialized TensorProto messages (input_0.pb, output_0.pb). These read
// such a file into the runner's array type (support/Npy.h: the same element
// types and layout), decoding it with the importer's own TensorProto
// decoder (import/onnx/Tensor.h), and write one back with its data as
// raw_data. nnTensorFileRead/Write pick .npy or TensorProto by the file: a
// .npy name or the .npy magic means NumPy, anything else ONNX.
//
// Hostile files (truncated, not a TensorProto, sizes that do not match the
// dims, element types nn lacks) give an error naming the file, never a
// crash. Errors are written into the caller's buffer, as Npy.h does.
//
//===----------------------------------------------------------------------===//

#ifndef NN_TOOLS_COMMON_TENSORPROTO_H
#define NN_TOOLS_COMMON_TENSORPROTO_H

#include "support/Npy.h"

#include <stdbool.h>
#include <stddef.h>

/// Reads the TensorProto file at `path` into `array`. When `name` is not
/// NULL it receives a copy of the tensor's name ("" when it has none; the
/// caller frees it). On failure `array` holds nothing to free.
bool nnTensorProtoRead(const char *path, NnNpyArray *array, char **name,
                       char *error, size_t errorSize);

/// Writes `array` as a TensorProto named `name` (may be NULL) to `path`.
bool nnTensorProtoWrite(const char *path, const NnNpyArray *array,
                        const char *name, char *error, size_t errorSize);

/// Whether `path` holds (or, when it does not exist yet, is named as) a
/// TensorProto rather than a .npy file.
bool nnTensorFileIsProto(const char *path);

/// A .npy or TensorProto file, whichever `path` is (nnTensorFileIsProto);
/// `name` (may be NULL) as nnTensorProtoRead's, NULL for a .npy file.
bool nnTensorFileRead(const char *path, NnNpyArray *array, char **name,
                      char *error, size_t errorSize);
bool nnTensorFileWrite(const char *path, const NnNpyArray *array, char *error,
                       size_t errorSize);

#endif // NN_TOOLS_COMMON_TENSORPROTO_H
