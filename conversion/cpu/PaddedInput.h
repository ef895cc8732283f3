//===- PaddedInput.h - A convolution tile's padded input, read in place ---===//
//
// A depthwise convolution's input padded in the tile (how tensor.pad
// bufferizes): a fresh buffer, filled with +0.0, whose interior a subview at
// static offsets receives a memref.copy of the unpadded source. The ukernel
// reads the padding in place instead: it gets the source, the offsets of
// its H and W (the top and left pads) and its extent, and the buffer, the
// fill and the copy go.
//
// Tiles along H pad by their position (the first tile at the top, none in
// the middle), so tiling builds the buffer in an scf.if: an all-zero buffer
// when the tile's slice of the source is empty, else the buffer above with
// the copy at a dynamic offset. That form folds too: the source slice
// (moved out of the if; empty, the ukernel reads nothing of it and writes
// the epilogue of zero sums, as the all-zero buffer gave) and the dynamic
// pads.
//
// --nn-cpu-ukernels (Ukernels.c) uses it for depthwise convolutions, whose
// ukernel takes the pads and reads the padding as zeros.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_CPU_PADDEDINPUT_H
#define NN_CONVERSION_CPU_PADDEDINPUT_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

/// A padded input found: the source the call reads, its pads (each static
/// or a value) and the ops that build the buffer.
typedef struct {
  MlirValue source;
  int64_t top, left;
  MlirValue topValue, leftValue; // dynamic pads (null: top, left)
  // alloc (or the scf.if), fill, subview, copy, dealloc (optional), and
  // the memref.extract_strided_metadata whose base the dealloc frees (the
  // scf.if's result is freed through it)
  MlirOperation ops[6];
} NnPaddedInput;

/// Whether input operand 0 of `conv` is such a buffer, whose H and W are
/// dims h and w; if so, fills `p` (nothing changes but the source slice of
/// the scf.if form, which moves before the if).
bool nnPaddedInput(MlirOperation conv, int h, int w, NnPaddedInput *p);

/// Erases the buffer and what builds it, once the convolution that read it
/// has gone.
void nnErasePaddedInput(NnPaddedInput *p);

/// Whether `op` is a linalg.fill of +0.0 (not -0.0: -0.0 + x is not x when
/// x is +0.0) into `out`: also how a tile's accumulator starts.
bool nnIsZeroFillOf(MlirOperation op, MlirValue out);

#endif // NN_CONVERSION_CPU_PADDEDINPUT_H
