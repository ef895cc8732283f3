//===- Loops.h - Wrapping ops in a new scf.parallel -----------------------===//
//
// Passes that restructure loops already on buffers (the GPU's launch and
// row-kernel passes, the CPU's parallel copies and prefetched row loops)
// move a run of ops into a new scf.parallel, which convert-scf-to-openmp or
// the GPU mapping then turns into threads, and read and make the constant
// bounds of loops, and tell what is invariant in a loop.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_COMMON_LOOPS_H
#define NN_CONVERSION_COMMON_LOOPS_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

/// Moves the ops from `first` up to (not including) `end`, of one block,
/// into a new scf.parallel over r dims inserted where `first` was: bounds
/// holds r lower bounds, r upper bounds and r steps; `mapping` (a GPU
/// mapping list, or null for none) becomes its mapping. Returns the loop;
/// its body ends with scf.reduce. r is at most NN_MAX_RANK.
MlirOperation nnWrapInParallel(MlirOperation first, MlirOperation end, int r,
                               const MlirValue *bounds, MlirAttribute mapping);

/// Whether `op` is `ancestor` or nested in it.
bool nnIsWithin(MlirOperation op, MlirOperation ancestor);

/// Whether `value` is defined outside `loop` (not by an op in it, not an
/// argument of one of its blocks): invariant in it.
bool nnDefinedOutside(MlirValue value, MlirOperation loop);

/// The value of `value` when it is an integer arith.constant.
bool nnConstantIndex(MlirValue value, int64_t *out);

/// An `index` arith.constant of `value` at `loc`, inserted in `block`
/// before `before` (at its end when `before` is null); its result.
MlirValue nnIndexConstantBefore(MlirBlock block, MlirOperation before,
                                MlirLocation loc, int64_t value);

#endif // NN_CONVERSION_COMMON_LOOPS_H
