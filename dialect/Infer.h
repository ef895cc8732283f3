//===- Infer.h - Result types of existing ops
//------------------------------===//
//
// Running an op's shape function on an op in the IR, and comparing or
// merging what it says with the types the IR declares. The verifier checks
// with these; --infer-shapes refines with them.
//
//===----------------------------------------------------------------------===//

#ifndef NN_DIALECT_INFER_H
#define NN_DIALECT_INFER_H

#include "ShapeContext.h"
#include "nn-c/OpDef.h"
#include "support/StringBuffer.h"

#include <stdbool.h>

/// Runs `def`'s shape function on `op`, whose operands must be ranked
/// tensors, writing one type per result of `op` into `inferred` (a null type
/// where the rule says nothing). On failure, appends the rule's message.
MlirLogicalResult nnInferOperationTypes(MlirOperation op, const NnOpDef *def,
                                        MlirType *inferred,
                                        NnStringBuffer *error);

/// Runs `def`'s shape function on `op` for its sizes: `dims->operands`
/// holds one expression per operand dim (constants where static), and the
/// function fills `dims->results` (one row per result of `op`) and
/// `dims->equalities`. Every static size of a result type becomes its
/// constant; a declared static size the rule leaves as an expression
/// becomes an equality too. A dynamic size the rule says nothing of stays
/// null. The caller frees `dims->equalities`.
MlirLogicalResult nnInferOperationDims(MlirOperation op, const NnOpDef *def,
                                       NnShapeDims *dims,
                                       NnStringBuffer *error);

/// Declared and inferred types agree when they have one element type and,
/// unless the declared type is unranked, one rank and equal sizes where both
/// are known: the IR may know more than the shape rule (a static size the
/// rule leaves dynamic) or less (an unranked result). `*badDim` names the
/// first disagreeing dimension, or is -1.
bool nnTypesCompatible(MlirType declared, MlirType inferred, int64_t *badDim);

/// What both compatible types know: the inferred type, with any size that is
/// static in `declared` but dynamic in `inferred` made static.
MlirType nnMergeTypes(MlirType declared, MlirType inferred);

#endif // NN_DIALECT_INFER_H
