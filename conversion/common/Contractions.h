//===- Contractions.h - Which linalg ops are matmuls and convolutions ----===//
//
// The contractions the CPU tiles and hands to its ukernels: linalg.matmul,
// linalg.batch_matmul, the linalg.generic forms nn.matmul lowers to
// (transposed operands, broadcast batch, matrix-vector), and the named
// convolutions nn's window ops lower to. --nn-tile-fused tiles them even
// alone and shapes their tiles for the kernel (TileAndFuse.c);
// --nn-cpu-ukernels calls the kernels (cpu/Ukernels.c).
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_CONTRACTIONS_H
#define NN_CONVERSION_CONTRACTIONS_H

#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"

#include <stdbool.h>

typedef enum {
  NN_NOT_CONTRACTION,
  /// Output dims (..., m, n): a matmul in any form.
  NN_CONTRACTION_MATMUL,
  /// A convolution whose output is (n, c, spatial...).
  NN_CONTRACTION_CONV_CHANNELS_FIRST,
  /// A convolution whose output is (n, spatial..., c).
  NN_CONTRACTION_CONV_CHANNELS_LAST,
} NnContractionKind;

/// What kind of contraction `op` is, on tensors or on buffers.
NnContractionKind nnContractionKind(MlirOperation op);

/// True for a grouped convolution: linalg.conv_2d_ngchw_gfchw, whose
/// output is (n, g, f, spatial...), or linalg.conv_2d_nhwgc_gfhwc, whose
/// output is (n, spatial..., g, f); f is the channels of one group.
bool nnIsGroupedConv(MlirOperation op);

/// True for a depthwise convolution (linalg.depthwise_conv_*), which the
/// ukernels run directly, without packing.
bool nnIsDepthwiseConv(MlirOperation op);

/// True for a linalg.contract, or a linalg.generic with the body `out + lhs
/// * rhs` (either order of each) on floats, with two inputs and one output
/// whose maps are projections (nnIsProjection), with exactly one reduction
/// loop, read by both inputs.
bool nnIsContractionGeneric(MlirOperation op);

/// True when each result of `map` is a distinct loop dim or the constant 0
/// (a size-1 dim broadcast along a loop, as nn.matmul's batch dims).
bool nnIsProjection(MlirAffineMap map);

/// The result of `map` that is loop `loop` itself, or -1 when none is.
intptr_t nnMapResultOfLoop(MlirAffineMap map, intptr_t loop);

#endif // NN_CONVERSION_CONTRACTIONS_H
