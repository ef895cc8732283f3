//===- ShapeContext.h - What a shape function sees, and shape helpers -----===//
//
// An NnShapeContext gives a shape function its operand types and attributes,
// whether they come from an existing op (the verifier, the passes) or from
// arrays (a graph builder creating an op). Its error buffer receives the
// message of the first rule the op breaks.
//
// The helpers below keep the shape functions short: dimension queries that
// treat dynamic sizes uniformly, axis normalisation, tensor construction and
// printing a type into a message.
//
//===----------------------------------------------------------------------===//

#ifndef NN_DIALECT_SHAPECONTEXT_H
#define NN_DIALECT_SHAPECONTEXT_H

#include "nn-c/OpDef.h"
#include "support/StringBuffer.h"

#include <stdbool.h>

/// Two sizes a rule needs equal (nnShapeRequireEqualDims).
typedef struct {
  MlirAffineExpr lhs, rhs;
} NnDimEquality;

/// What an asker of sizes (nnInferOperationDims) gives a shape function and
/// gets back: the operands' sizes, room for the results' sizes, and the
/// equalities the rule needs.
typedef struct {
  const MlirAffineExpr *const *operands;  // per operand, one per dim
  MlirAffineExpr (*results)[NN_MAX_RANK]; // per result; null: unknown
  NnDimEquality *equalities;              // grown with nnAllocArray
  size_t numEqualities, capacity;
  bool outOfMemory;
} NnShapeDims;

struct NnShapeContext {
  const NnOpDef *def;
  MlirContext context;
  MlirOperation op; // null when the op is being built
  intptr_t numOperands;
  const MlirType *operandTypes;
  intptr_t numResults;             // how many result types to compute
  const MlirType *declaredResults; // numResults types, or NULL
  intptr_t numAttributes;          // used when `op` is null
  const MlirNamedAttribute *attributes;
  NnShapeDims *dims; // non-null when the caller asks for sizes
  NnStringBuffer error;
  NnStringBuffer scratch[4]; // printed types, for messages
  int nextScratch;
};

/// Releases the buffers of a context (not the context itself).
void nnShapeContextDispose(NnShapeContext *ctx);

/// Prints `type` for a message; the text lives until the context is disposed
/// or three more types have been printed.
const char *nnShapeTypeStr(NnShapeContext *ctx, MlirType type);

/* Dimensions. A dynamic size is NN_DYNAMIC (MLIR's kDynamic). */
extern const int64_t NN_DYNAMIC;
int64_t nnRank(MlirType tensor);
int64_t nnDim(MlirType tensor, int64_t pos);
MlirType nnElementType(MlirType tensor);
MlirType nnTensorType(int64_t rank, const int64_t *shape, MlirType element);

/// Copies the dimensions of a ranked tensor into `shape`.
void nnShapeOf(MlirType tensor, int64_t *shape);

/// NumPy broadcasting of two shapes aligned at the right into `result`, which
/// has max(lhsRank, rhsRank) dimensions. `what` names the dimensions in the
/// error message ("operands", "batch dimensions").
MlirLogicalResult nnBroadcastShapes(NnShapeContext *ctx, const char *what,
                                    const int64_t *lhs, int64_t lhsRank,
                                    const int64_t *rhs, int64_t rhsRank,
                                    int64_t *result);

/// The sizes of a NumPy broadcast of sizes `lhs` and `rhs` aligned at the
/// right (nnBroadcastShapes's rule on expressions), into `result`, which has
/// max(lhsRank, rhsRank) entries. A dynamic size meeting another size other
/// than 1 must equal it (nnShapeRequireEqualDims). Does nothing when nobody
/// asks for sizes.
void nnBroadcastDims(NnShapeContext *ctx, const MlirAffineExpr *lhs,
                     int64_t lhsRank, const MlirAffineExpr *rhs,
                     int64_t rhsRank, MlirAffineExpr *result);

/// The sizes of operand `pos` into `dims` (nnShapeGetOperandDim); false,
/// writing nothing, when nobody asks for sizes.
bool nnOperandDims(NnShapeContext *ctx, intptr_t pos, MlirAffineExpr *dims);

/// Sets result `pos`'s sizes to the `rank` entries of `dims`.
void nnSetResultDims(NnShapeContext *ctx, intptr_t pos, int64_t rank,
                     const MlirAffineExpr *dims);

/// Evaluates `size` with variable i = values[i]; false when it needs a
/// variable beyond `numValues`, divides by zero or overflows int64.
bool nnDimSizeEvaluate(MlirAffineExpr size, intptr_t numValues,
                       const int64_t *values, int64_t *result);

/// The value of an integer attribute of at most 64 bits, read as its type's
/// signedness says (signless counts as signed). The verifier rejects wider
/// integers and unsigned values above INT64_MAX before any shape rule runs.
int64_t nnIntegerAttrValue(MlirAttribute attr);

/// Reads the axis list attribute `name` of an op on a tensor of rank `rank`:
/// at most `rank` entries, each in [-rank, rank), no dimension named twice.
/// Sets namedBy[d] to the position in the list of the entry naming dimension
/// d, or -1, and *count to the list's length.
MlirLogicalResult nnReadAxes(NnShapeContext *ctx, const char *name,
                             int64_t rank, intptr_t *namedBy, intptr_t *count);

/// Maps a possibly negative `*axis` into [0, rank); false when out of range.
bool nnNormalizeAxis(int64_t *axis, int64_t rank);

/// Fails with "element types differ" unless all operands share one element
/// type; on success stores it in `*element`.
MlirLogicalResult nnSameElementType(NnShapeContext *ctx, MlirType *element);

#endif // NN_DIALECT_SHAPECONTEXT_H
