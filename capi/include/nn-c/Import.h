/*===- nn-c/Import.h - ONNX models into nn graphs ---------------*- C -*-===*\
|*                                                                          *|
|* nnImportOnnx reads an ONNX model (a file or bytes in memory) into a new  *|
|* module holding one public function: its arguments are the graph inputs   *|
|* that are not initializers, in graph order, and its results the graph     *|
|* outputs, in order. Every op is built through the graph builder           *|
|* (nn-c/Builder.h), so the registry creates and verifies it; each carries  *|
|* its ONNX node's name as its location. Initializers become constants:     *|
|* big ones `dense_resource` blobs over the model's own bytes (mapped from  *|
|* the file, or from external data files next to it), small ones inline.    *|
|*                                                                          *|
|* Errors never abort and never print: each goes to the error callback      *|
|* (and, where it concerns a node, to the context's diagnostics at the      *|
|* node's location), and the import returns a null module. An import that   *|
|* meets ops it cannot convert reports all of them, each with its domain,   *|
|* opset, first node name and count, before building anything.              *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/

#ifndef NN_C_IMPORT_H
#define NN_C_IMPORT_H

#include "mlir-c/IR.h"
#include "nn-c/Support.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Fixes the dimensions of a graph input: `rank` sizes, each >= 0, or -1 to
/// keep the model's own (a `dim_param` or unknown dimension stays dynamic).
/// The rank must be the model's.
typedef struct NnImportInputShape {
  const char *name;
  intptr_t rank;
  const int64_t *dims;
} NnImportInputShape;

/// The value of a graph input: the serialized ONNX TensorProto at `data`
/// (`size` bytes, as in the ONNX test folders' input_*.pb), read during
/// the call only. For models that pass values nn needs at compile time (a
/// Reshape's shape, a Slice's starts) as inputs.
///
/// By default the input becomes that constant and is no longer an
/// argument. With `keepArgument`, it stays an argument (the signature is
/// the model's) and the value is used only where nn needs a compile-time
/// value; the caller must then pass that same value. This is how a test
/// harness runs a model on its own inputs.
typedef struct NnImportInputValue {
  const char *name;
  const void *data;
  size_t size;
  bool keepArgument;
} NnImportInputValue;

typedef struct NnImportOptions {
  /// The function's name; NULL means "main".
  const char *entryName;
  intptr_t numInputShapes;
  const NnImportInputShape *inputShapes;
  intptr_t numInputValues;
  const NnImportInputValue *inputValues;
  /// Where ONNX external data (`data_location = EXTERNAL`) is looked up:
  /// the model file's folder by default, and required for an import from
  /// memory that has external data. Paths in the model may not leave it.
  const char *externalDataDirectory;
} NnImportOptions;

/// The defaults: entry "main", nothing fixed, nothing baked in.
NN_CAPI_EXPORTED NnImportOptions nnImportOptionsGetDefault(void);

/// Imports the model file at `path` (NUL-terminated) into `ctx`, loading
/// the nn dialect. `options` may be NULL for the defaults. Returns the
/// module (the caller destroys it), or a null module after reporting each
/// error to `errorCallback` (may be NULL) with `userData`. The weights of
/// the returned module reference the mapped file, which stays mapped until
/// `ctx` is destroyed.
NN_CAPI_EXPORTED MlirModule nnImportOnnxFile(MlirContext ctx, const char *path,
                                             const NnImportOptions *options,
                                             MlirStringCallback errorCallback,
                                             void *userData);

/// As nnImportOnnxFile, from `size` bytes at `data`, which are read during
/// the call only (weights are copied).
NN_CAPI_EXPORTED MlirModule nnImportOnnxBuffer(MlirContext ctx,
                                               const void *data, size_t size,
                                               const NnImportOptions *options,
                                               MlirStringCallback errorCallback,
                                               void *userData);

#ifdef __cplusplus
}
#endif

#endif /* NN_C_IMPORT_H */
