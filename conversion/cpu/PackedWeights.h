//===- PackedWeights.h - Constant weights laid out at compile time --------===//
//
// A matmul's B that is a constant weight (x @ W, as every linear layer
// writes it) is packed on every call of the ukernel, and again by every
// tile that reads its columns: 15% of a BERT layer. --nn-cpu-ukernels
// packs such a weight once, here, at compile time, into the panels the
// ukernel's register tile reads (nn_ukernel_matmul_packed_f32,
// runtime/ukernels/Ukernels.h): a new constant global next to the
// weight's own, which the call then reads in place. A convolution's weight,
// which the ukernel reads in place as the GEMM's A, gets its rows moved
// apart when their length would make the ukernel pack them on every call.
//
// A weight is a constant `memref.global` of f32 with a dense or
// dense_resource value that the operand reads through subviews of unit
// strides, in the function that holds the op or, for an nn.fused function
// (private, called only from the module), through an argument that every
// call passes the same weight in.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_CPU_PACKEDWEIGHTS_H
#define NN_CONVERSION_CPU_PACKEDWEIGHTS_H

#include "conversion/common/LinalgBuilder.h"

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

/// What packs a module's weights: its calls by callee and the packed
/// globals it made, so that each weight is laid out once per layout.
typedef struct NnWeightPacker NnWeightPacker;

/// A packer for `module`, whose func.call ops are `calls`, packing panels
/// of `panel` columns; NULL when out of memory.
NnWeightPacker *nnWeightPackerCreate(MlirOperation module,
                                     const MlirOperation *calls,
                                     intptr_t numCalls, int64_t panel);
void nnWeightPackerDestroy(NnWeightPacker *packer);

/// How a weight is laid out ahead of time.
typedef enum {
  /// A matmul's B (rank 2, K x N): panels of `panel` columns, K rows each,
  /// as nn_ukernel_matmul_packed_f32 reads them. A weight of higher rank is
  /// the matrix of its last dim (N) by the others flattened (K): an HWCF
  /// convolution weight, as nn_ukernel_conv2d_packed_f32 reads it.
  NN_PACK_PANELS,
  /// The same of its transpose (the weight is N x K: B = W^T).
  NN_PACK_PANELS_TRANSPOSED,
  /// A convolution's weight read in place as the GEMM's A (FCHW): its rows
  /// (dim 0, the rest flattened) NN_PACK_ROW_PAD floats further apart.
  /// Rows whose length is a multiple of 4 KiB (1x1 convolutions of 1024 or
  /// 2048 channels) would put a micro-panel's rows in one L1 set, so the
  /// ukernel packs them on every call instead (ukInPlaceA); padded,
  /// they are read in place.
  NN_PACK_PADDED_ROWS,
} NnPackLayout;

enum { NN_PACK_ROW_PAD = 16 };

/// A laid-out weight: its global, and the weight's shape.
typedef struct {
  MlirOperation global; // memref.global of the laid-out weight, 1-D
  NnPackLayout layout;
  int64_t rows, cols; // rank 2: its dims; else dim 0 and the rest
  int64_t depth;      // panels: each panel's rows (K)
  int64_t panel;      // panels: the panel width
  int64_t rowStride;  // padded rows: their distance in floats
} NnPackedWeight;

/// Whether `b`, an operand of a contraction on memrefs, is all or part of a
/// constant weight that can be laid out as `layout` (panels: the
/// contraction reads its reduction along the dims before the last, or dim 1
/// of a transposed rank-2 weight, and its columns along the other); if so,
/// lays the weight out
/// (once per layout) and fills `out`. False leaves the IR as it was.
bool nnPackWeight(NnWeightPacker *packer, MlirValue b, NnPackLayout layout,
                  NnPackedWeight *out);

/// Where `b` (the operand nnPackWeight accepted) starts in its weight: the
/// index of its first element along each dim (one per dim of b), index
/// values built with `builder`, the sums of the offsets of the subviews
/// between the weight and `b` (which all have unit strides). Reading them
/// from the subviews, not from b's strided metadata, leaves the weight's
/// own buffer unread, so that it can go (nnWeightPackerFinish).
void nnPackedWeightOrigin(NnBuilder *builder, MlirValue b, MlirValue *origin);

/// Erases the subviews that led to `b`, and the get_global they started
/// from, once nothing reads them: the weight is then read only by what
/// remains.
void nnEraseDeadSubviews(MlirValue b);

/// After the rewrites: drops what the laid-out weights replaced and nothing
/// reads any more: each function argument that brought a weight in (and
/// its operand in every call, and a caller's get_global left unused), then
/// the weight's own global. A weight still read elsewhere stays.
void nnWeightPackerFinish(NnWeightPacker *packer);

#endif // NN_CONVERSION_CPU_PACKEDWEIGHTS_H
