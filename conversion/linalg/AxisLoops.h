//===- AxisLoops.h - Loops along one axis, in parallel over the others ----===//
//
// The scans and sorts (LowerScan.c, LowerTopK.c) walk one axis in order,
// and the selections (LowerSelection.c) compact rows in order, which no
// linalg op expresses. On tensors, before bufferization, they are
// built from:
// - nnbAxisTiles: one scf.forall over tiles of every dimension but the
//   axis, each tile whole along the axis. The CPU pipeline makes the forall
//   one OpenMP loop, whose tiles run sequential code (nn-lower-tile-bodies
//   lowers the linalg ops inside to scf.for), and the CUDA pipeline one
//   kernel whose work items are the tiles; a loop along the axis inside a
//   tile thus costs no parallel region per step.
// - NnForLoop and NnIf: scf.for carrying values (tensors or scalars) and
//   scf.if yielding values, their bodies built through NnBuilders.
// - nnbSliceAt / nnbInsertAt: the slice of a tensor at a (dynamic) position
//   along an axis, without that axis, and writing it back.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_LINALG_AXISLOOPS_H
#define NN_CONVERSION_LINALG_AXISLOOPS_H

#include "conversion/common/LinalgBuilder.h"

/// The most values an NnForLoop or NnIf carries: top_k keeps 2 x 16 scalars.
enum { NN_AXIS_LOOP_MAX_VALUES = 40 };

/// Slice `position` (an index value) of `full` along `axis`, without the
/// axis (a rank-reducing tensor.extract_slice).
MlirValue nnbSliceAt(NnBuilder *b, MlirValue full, intptr_t axis,
                     MlirValue position);
/// `full` with `slice` (nnbSliceAt's type) written at `position` along
/// `axis` (tensor.insert_slice).
MlirValue nnbInsertAt(NnBuilder *b, MlirValue slice, MlirValue full,
                      intptr_t axis, MlirValue position);

/// `for iv = lower to upper step 1 iter_args(inits)`: begin, build the body
/// through `body` (reading `iv` and `iters`), then end with the values to
/// yield; the loop is inserted through the outer builder.
typedef struct {
  NnBuilder body;
  MlirBlock block;
  MlirValue iv;
  intptr_t numIters;
  MlirValue iters[NN_AXIS_LOOP_MAX_VALUES];
} NnForLoop;

void nnbBeginFor(NnBuilder *b, NnForLoop *loop, intptr_t numInits,
                 const MlirValue *inits);
/// Writes the loop's results to `results` (the inits if it cannot be built).
void nnbEndFor(NnBuilder *b, NnForLoop *loop, int64_t lower, int64_t upper,
               const MlirValue *inits, const MlirValue *next,
               MlirValue *results);
/// The same between index values: no iteration when `upper` <= `lower`.
void nnbEndForBetween(NnBuilder *b, NnForLoop *loop, MlirValue lower,
                      MlirValue upper, const MlirValue *inits,
                      const MlirValue *next, MlirValue *results);

/// `scf.if cond -> (types of the yields)`: build both branches through
/// `then` and `otherwise`, then end with the values each yields.
typedef struct {
  NnBuilder then, otherwise;
  MlirBlock thenBlock, elseBlock;
} NnIf;

void nnbBeginIf(NnBuilder *b, NnIf *branch);
void nnbEndIf(NnBuilder *b, NnIf *branch, MlirValue cond, intptr_t numValues,
              const MlirValue *thenValues, const MlirValue *elseValues,
              MlirValue *results);
/// Marks the scf.if yielding `result` (nnbEndIf's) `nn.rare_path`: its then
/// region is the common path and its else region the rare one, and the CPU
/// pipeline runs a branch-free copy of the kernel and this one only for the
/// elements that need it (cpu/RarePaths.c). Nothing when `result` is not
/// an op's (the if could not be built).
void nnbMarkRarePath(MlirValue result);

/// One tile: `inputs` and `outputs` hold the tiles of the operands (the
/// outputs' are their current contents); write the tiles' new values into
/// `outputs`. Tiles keep the axis and, if its tile size is above 1, the
/// tiled dimension (in their order); the other dimensions are dropped.
typedef void (*NnAxisTileFn)(NnBuilder *b, const MlirValue *inputs,
                             MlirValue *outputs, void *userData);

typedef struct {
  intptr_t axis;
  /// The one dimension tiles take several positions of (-1: none), and how
  /// many (a divisor of its size; 1 where the size is dynamic).
  intptr_t tiled;
  int64_t tileSize;
} NnAxisTiling;

/// Runs `body` on every tile of `inputs` and `outputs` (all of one shape
/// but for the size of the axis) in one scf.forall, the outputs as its
/// shared outputs; writes the forall's results over `outputs`. A tensor of
/// rank 1 is one tile: `body` runs on it without a loop. Dynamic sizes
/// bound the forall at run time (tensor.dim of outputs[0]), and a tile
/// along a dynamic axis is dynamic along it.
void nnbAxisTiles(NnBuilder *b, const NnAxisTiling *tiling, intptr_t numInputs,
                  const MlirValue *inputs, intptr_t numOutputs,
                  MlirValue *outputs, NnAxisTileFn body, void *userData);

/// The largest divisor of `size` not above `limit` (at least 1).
int64_t nnbDivisorAtMost(int64_t size, int64_t limit);

#endif // NN_CONVERSION_LINALG_AXISLOOPS_H
