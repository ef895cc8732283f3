//===- DenseResourceReshape.h - A dense_resource under another shape ------===//
//
// The C entry point of DenseResourceReshape.cpp: MLIR's C API makes
// dense_resource attributes from raw data but cannot give an existing blob
// another shape, which --nn-flatten-llvm-constants needs (FlattenConstants.c).
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_CPU_DENSERESOURCERESHAPE_H
#define NN_CONVERSION_CPU_DENSERESOURCERESHAPE_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

// `attr`, a dense_resource elements attribute, with the shaped type `type`
// (same element type, or an integer type of the same width, and the same
// element count) over the same blob: no copy, no new
// resource. A null attribute when `attr` is not a dense_resource or the
// types do not agree.
MlirAttribute nnDenseResourceReshape(MlirAttribute attr, MlirType type);

#ifdef __cplusplus
}
#endif

#endif // NN_CONVERSION_CPU_DENSERESOURCERESHAPE_H
