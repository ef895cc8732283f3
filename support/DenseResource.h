//===- DenseResource.h - dense_resource attributes past the C API ---------===//
//
// The C entry points of DenseResource.cpp. MLIR's C API makes dense_resource
// attributes from raw data, and reads their elements one at a time, but
// cannot give an existing blob another shape (--nn-flatten-llvm-constants,
// FlattenConstants.c) nor say whether a blob is there at all: its element
// readers dereference a missing one (an elided `dense_resource<__elided__>`,
// or a name whose blob the file never gave). Packing a weight
// (PackedWeights.c) and folding a constant (passes/DenseValues.c) read the
// bytes here instead.
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_DENSERESOURCE_H
#define NN_SUPPORT_DENSERESOURCE_H

#include "mlir-c/IR.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

// `attr`, a dense_resource elements attribute, with the shaped type `type`
// (same element type, or an integer type of the same width, and the same
// element count) over the same blob: no copy, no new
// resource. A null attribute when `attr` is not a dense_resource or the
// types do not agree.
MlirAttribute nnDenseResourceReshape(MlirAttribute attr, MlirType type);

// The bytes of a dense_resource attribute's blob, `*size` of them, or NULL
// when `attr` is not a dense_resource or its blob is missing. Valid while
// the attribute's context holds the blob.
const void *nnDenseResourceData(MlirAttribute attr, size_t *size);

#ifdef __cplusplus
}
#endif

#endif // NN_SUPPORT_DENSERESOURCE_H
