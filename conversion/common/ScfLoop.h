//===- ScfLoop.h - scf.for carrying tensors, and slices at a loop index ---===//
//
// Lowerings that walk an axis in order (cumsum, top_k) or compact rows
// (non_zero, non_max_suppression) build an scf.for whose iter_args are the
// tensors being written, and read or write one slice of an axis at the
// loop's (dynamic) position with rank-reducing tensor.extract_slice /
// tensor.insert_slice. One-shot bufferization then writes in place.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_COMMON_SCFLOOP_H
#define NN_CONVERSION_COMMON_SCFLOOP_H

#include "conversion/common/LinalgBuilder.h"
#include "nn-c/OpDef.h"

/// The most values an NnLoop carries.
#define NN_LOOP_MAX_ITERS 4

/// An scf.for being built: begin it, build its body through `body` (the
/// induction variable `iv` and the carried values `iters` are its block
/// arguments), then end it.
typedef struct {
  NnBuilder body; // appends to the loop body
  MlirBlock block;
  MlirValue iv;
  MlirValue iters[NN_LOOP_MAX_ITERS];
} NnLoop;

/// Starts `for iv = ... iter_args(inits)` (numInits <= NN_LOOP_MAX_ITERS).
void nnbBeginLoop(NnBuilder *b, NnLoop *loop, intptr_t numInits,
                  const MlirValue *inits);
/// Yields `next`, builds `scf.for iv = lower to upper step 1` before the
/// builder's insertion point and writes its results into `results` (the
/// inits themselves when MLIR could not build it).
void nnbEndLoop(NnBuilder *b, NnLoop *loop, int64_t lower, int64_t upper,
                intptr_t numInits, const MlirValue *inits,
                const MlirValue *next, MlirValue *results);

/// Slice `position` (an index value) of `full` along `axis`, without the
/// axis (a rank-reducing tensor.extract_slice).
MlirValue nnbSliceAt(NnBuilder *b, MlirValue full, intptr_t axis,
                     MlirValue position);
/// `full` with `slice` (nnbSliceAt's type) written at `position` along
/// `axis` (tensor.insert_slice).
MlirValue nnbInsertAt(NnBuilder *b, MlirValue slice, MlirValue full,
                      intptr_t axis, MlirValue position);

#endif // NN_CONVERSION_COMMON_SCFLOOP_H
