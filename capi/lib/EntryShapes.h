//===- EntryShapes.h - The sizes an entry's dynamic dims take at run time -===//
//
// An entry with dynamic dims is compiled once for every size. What it needs
// at run time is recorded from its shape facts (dialect/DimFacts.h) at
// compile time: which input dims are the variables, the equalities the ops'
// rules assume (each checked before the call, so that no kernel ever runs
// on sizes that disagree), and each output size as an expression of the
// variables, so that a caller can size its output buffers before the call.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CAPI_LIB_ENTRYSHAPES_H
#define NN_CAPI_LIB_ENTRYSHAPES_H

#include "mlir-c/AffineExpr.h"
#include "mlir-c/IR.h"
#include "nn-c/Run.h"
#include "support/StringBuffer.h"

/// One equality, with what to say when it fails: the two sides as the
/// user reads them ("input#1[0]", "batch") and who needs it.
typedef struct {
  MlirAffineExpr lhs, rhs;
  char *lhsText, *rhsText, *reason;
} NnShapeCheck;

typedef struct {
  /// Variable k is dim variableDims[k] of input variableInputs[k].
  intptr_t numVariables, *variableInputs, *variableDims;
  intptr_t numChecks;
  NnShapeCheck *checks;
  /// Output j's sizes are outputSizes[outputOffsets[j] .. outputOffsets[j+1]).
  intptr_t numOutputs, *outputOffsets;
  MlirAffineExpr *outputSizes;
} NnEntryShapes;

/// Records the run-time sizes of `func`, an entry with `numOutputs` results
/// of which some dims are dynamic; fails naming an output size or a check
/// that no input size determines.
bool nnEntryShapesRecord(MlirOperation func, NnEntryShapes *shapes,
                         NnStringBuffer *error);
void nnEntryShapesFree(NnEntryShapes *shapes);

/// Checks the equalities on the sizes of `inputs` (already checked against
/// the signature's rank and static sizes) and writes each output's sizes
/// into `outputShapes[j]`; fails with a message naming the first equality
/// that does not hold, or a size that overflows.
bool nnEntryShapesEvaluate(const NnEntryShapes *shapes, const char *entry,
                           const NnTensor *inputs, int64_t *const *outputShapes,
                           NnStringBuffer *error);

#endif // NN_CAPI_LIB_ENTRYSHAPES_H
