//===- Rewrite.h - What graph rewrites share ------------------------------===//
//
// The small IR edits the graph passes that rewrite op patterns need (the
// registry entry of an op, its producer, a single use, creating an op before
// another, replacing an op's result), so that each pass file holds only its
// patterns.
//
//===----------------------------------------------------------------------===//

#ifndef NN_PASSES_REWRITE_H
#define NN_PASSES_REWRITE_H

#include "nn-c/OpDef.h"

#include "mlir-c/IR.h"

#include <stdbool.h>

/// The registry entry of `op`, or NULL (a null op, an op nn does not know).
const NnOpDef *nnRewriteDefOf(MlirOperation op);

/// The op that defines `value`, or a null op for a block argument.
MlirOperation nnRewriteProducer(MlirValue value);

bool nnRewriteHasOneUse(MlirValue value);

/// Creates `name` before `before` (at its location), with one result of
/// type `type`.
MlirOperation nnRewriteCreateOp(const char *name, MlirOperation before,
                                intptr_t numOperands, const MlirValue *operands,
                                MlirType type, intptr_t numAttrs,
                                const MlirNamedAttribute *attrs);
/// An arith.constant of `value` before `before`.
MlirValue nnRewriteConstant(MlirOperation before, MlirAttribute value);
/// An op without attributes before `before`; its result.
MlirValue nnRewriteCreate(const char *name, MlirOperation before,
                          intptr_t numOperands, const MlirValue *operands,
                          MlirType type);

/// Replaces every use of `op`'s result with `value` and erases `op`. With
/// `carryName`, the framework name (nn.name) moves to the op defining
/// `value` when that op has none.
void nnRewriteReplaceOp(MlirOperation op, MlirValue value, bool carryName);

/// Erases the op defining `value` when nothing reads it any more.
void nnRewriteEraseIfDead(MlirValue value);

/// Where the output channels of `op` (an op linear in its weight: the
/// registry's `channels.outputChannels`) are: the result dimension and the
/// dimension of the weight (operand 1). False when the registry does not
/// know them for this op.
bool nnRewriteOutputChannels(MlirOperation op, int64_t *resultDim,
                             int64_t *weightDim);

#endif // NN_PASSES_REWRITE_H
