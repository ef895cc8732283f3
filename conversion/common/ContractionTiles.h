//===- ContractionTiles.h - Tile sizes of a matmul or convolution kernel --===//
//
// --nn-tile-fused tiles a kernel holding a matmul or convolution into the
// calls the CPU's ukernels make (runtime/ukernels/); which tile sizes is a
// cost model of those ukernels, here, so that the pass reads as the
// transform it builds and the model as the arithmetic it is.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_CONTRACTION_TILES_H
#define NN_CONVERSION_CONTRACTION_TILES_H

#include "conversion/common/Contractions.h"

#include <stdbool.h>
#include <stdint.h>

enum {
  // The loops of a root that --nn-tile-fused tiles, and the most tile sizes
  // its option takes: a limit of tiling, not of nn (a root with more loops
  // is left untiled).
  NN_TILE_MAX_LOOPS = 16,
};

/// A root's iteration space, read off its indexing maps.
typedef struct {
  int n;
  int64_t size[NN_TILE_MAX_LOOPS];
  bool parallel[NN_TILE_MAX_LOOPS]; // indexes the root's result
  bool tile[NN_TILE_MAX_LOOPS];     // parallel, and no in-function value
                                    // broadcast along it
  NnContractionKind kind;           // of the contraction in the root's kernel
  int numOut;                       // the result's rank
  int outLoop[NN_TILE_MAX_LOOPS];   // the loop of each result dim (-1: none)
  int perGroup;                     // a grouped convolution's f loop (-1: none)
  int64_t depth;   // the contraction's reduction: K of its GEMM (0: unknown)
  bool direct;     // a depthwise convolution: a direct kernel, no packing
  bool streaming;  // an elementwise op alone: tiles of whole inner rows
  int transposed;  // a lone transpose: the loop reading the input's
                   // innermost dim, when not the last loop (-1: none)
  int64_t reduced; // elements a reduction (not a contraction) of the
                   // kernel reads per output it writes (0: none)
  bool dynamic[NN_TILE_MAX_LOOPS]; // its size is an assumed one (dynamic)
} NnTileLoops;

/// `t`, or a divisor of `extent` in [t/2, t] so that no tile is partial.
int64_t nnRoundToDivisor(int64_t t, int64_t extent);

/// A tile of a loop of `extent`: as long as `cap` and `*budget` allow (at
/// least 1), rounded to a divisor (nnRoundToDivisor); `*budget` (output
/// elements left for the other loops) is divided by it.
int64_t nnTakeTile(int64_t extent, int64_t cap, int64_t *budget);

/// Fills `out` (one size per loop of `l`, 0: whole) for a kernel holding a
/// contraction, none of whose parallel dims must stay whole. `budget`: the
/// most output elements per tile; `threads`: how many run the tiles. True
/// when the cost model chose them (they make several tiles when any tiling
/// does); false for the fixed shape, which may be a single tile.
bool nnContractionTiles(const NnTileLoops *l, int64_t budget, int threads,
                        int64_t *out);

/// For a contraction with dynamic loops, whose sizes were chosen for an
/// assumed extent: makes the static loops alone give at least two tiles per
/// thread where they can, since the dynamic ones may be short at run time
/// (a sequence of 32 tokens, a batch of one).
void nnBalanceDynamicTiles(const NnTileLoops *l, int threads, int64_t *out);

#endif // NN_CONVERSION_CONTRACTION_TILES_H
