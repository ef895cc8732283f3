//===- LayoutPermute.h - Permuting 4-D values for --convert-layout --------===//
//
// The IR-building half of --convert-layout: permutations of four dimensions,
// the nn.transpose ops the pass inserts where a value crosses between
// layouts, and the transposes it folds away by permuting the data of an
// arith.constant in C. The pass itself (ConvertLayout.c) decides where.
//
// A permutation `perm` moves dimension perm[i] of a value to position i, as
// nn.transpose does: transposing by A then by B is transposing by C with
// C[i] = A[B[i]].
//
//===----------------------------------------------------------------------===//

#ifndef NN_PASSES_LAYOUTPERMUTE_H
#define NN_PASSES_LAYOUTPERMUTE_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

/// The rank whose layouts the pass converts: N, C, H, W.
enum { NN_LAYOUT_RANK = 4 };

/// Whether `a` composed with `b` (a, then b) is the identity.
bool nnPermsCancel(const int64_t *a, const int64_t *b);

/// `type`, a ranked tensor of rank NN_LAYOUT_RANK, with its dimensions
/// permuted by `perm`.
MlirType nnPermuteType(MlirType type, const int64_t *perm);

/// Inserts `op` right after the definition of `value`: after its producer,
/// or at the start of the block whose argument it is, so that it dominates
/// every use of `value`.
void nnInsertAfterDefinition(MlirValue value, MlirOperation op);

/// Builds nn.transpose(value, perm) at `loc` (not inserted).
MlirOperation nnBuildTranspose(MlirValue value, const int64_t *perm,
                               MlirLocation loc);

/// When `value` is an arith.constant of dense ints or floats of rank at most
/// NN_LAYOUT_RANK, builds (not inserted) an arith.constant holding it padded
/// with leading 1s to NN_LAYOUT_RANK dimensions, as broadcasting aligns it,
/// then transposed by `perm`; a splat stays a splat. Otherwise a null op.
MlirOperation nnBuildPermutedConstant(MlirValue value, const int64_t *perm);

#endif // NN_PASSES_LAYOUTPERMUTE_H
