//===- BuilderInternal.h - Helpers the graph builder is made of -----------===//
//
// The graph builder (Builder.c) keeps the builder's state and the IR it
// creates; the conversions it needs from plain C data to MLIR attributes live
// beside it, each in its own file: C-value attributes checked against the op
// registry (BuilderAttributes.c) and host buffers made into elements
// attributes (BuilderConstants.c). Each reports a failure by appending a
// message to `error` and returning a null attribute.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CAPI_BUILDERINTERNAL_H
#define NN_CAPI_BUILDERINTERNAL_H

#include "nn-c/Builder.h"
#include "nn-c/OpDef.h"
#include "support/StringBuffer.h"

/// Converts `value`, an attribute of op `def`, to the MLIR attribute its
/// definition's kind asks for. Fails when the op has no such attribute or the
/// value is of another kind.
MlirNamedAttribute nnBuilderConvertValue(MlirContext ctx, const NnOpDef *def,
                                         const NnAttrValue *value,
                                         NnStringBuffer *error);

/// An elements attribute of `type` holding the `size` bytes at `data` (see
/// nnGraphBuilderConstant): inline when at most NN_GRAPH_BUILDER_INLINE_LIMIT
/// bytes or i1, otherwise a resource blob holding a copy.
MlirAttribute nnBuilderElementsFromBytes(MlirType type, const void *data,
                                         size_t size, NnStringBuffer *error);

/// A resource blob of `type` over `data` in place
/// (nnGraphBuilderConstantNoCopy); on failure `deleter` has not been called.
MlirAttribute
nnBuilderElementsInPlace(MlirType type, const void *data, size_t size,
                         void (*deleter)(void *userData, const void *data,
                                         size_t size, size_t align),
                         void *userData, NnStringBuffer *error);

/// A splat elements attribute of `type` with every element `value`.
MlirAttribute nnBuilderSplatElements(MlirType type, double value,
                                     NnStringBuffer *error);

#endif // NN_CAPI_BUILDERINTERNAL_H
