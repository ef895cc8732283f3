//===- OpSizes.h - The sizes of an op's tensors, for its lowering ---------===//
//
// An op with dynamic dims lowers with the sizes its shape function gives
// (nnInferOperationDims): every result dim as an affine expression of the
// operand dims, built on demand as index arithmetic on tensor.dim of the
// operands. The NnSizeSource it embeds sizes the tensors the op's lowering
// creates: a tensor of the shape of a result takes that result's sizes, one
// of an operand's shape that operand's; a shape both or neither match, with
// different sizes, is a failure the lowering reports.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_LINALG_OPSIZES_H
#define NN_CONVERSION_LINALG_OPSIZES_H

#include "conversion/common/LinalgBuilder.h"
#include "dialect/ShapeContext.h"
#include "nn-c/OpDef.h"
#include "support/StringBuffer.h"

typedef struct NnOpSizes {
  NnSizeSource source; // what the lowering's builder asks
  MlirOperation op;
  intptr_t numOperands, numResults;
  MlirAffineExpr (*operandSizes)[NN_MAX_RANK];
  const MlirAffineExpr **operandRows;
  MlirAffineExpr (*resultSizes)[NN_MAX_RANK];
  /// Dim d of operand k is variable varOffsets[k] + d; varValues holds its
  /// tensor.dim once built (totalDims entries).
  intptr_t *varOffsets, totalDims;
  MlirValue *varValues;
} NnOpSizes;

/// Asks the shape function of `op` for its sizes; fails, saying why in
/// `error`, when a dynamic result size is one the rule does not give or the
/// op has more dynamic operand dims than the table holds.
MlirLogicalResult nnOpSizesInit(NnOpSizes *sizes, MlirOperation op,
                                const NnOpDef *def, NnStringBuffer *error);
void nnOpSizesDispose(NnOpSizes *sizes);

/// The size of dim `dim` of result `pos`, as an index value built by `b`.
MlirValue nnOpSizesResult(NnOpSizes *sizes, NnBuilder *b, intptr_t pos,
                          intptr_t dim);

#endif // NN_CONVERSION_LINALG_OPSIZES_H
