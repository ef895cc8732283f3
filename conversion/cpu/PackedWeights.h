//===- PackedWeights.h - Constant matmul weights packed at compile time ---===//
//
// A matmul's B that is a constant weight (x @ W, as every linear layer
// writes it) is packed on every call of the ukernel, and again by every
// tile that reads its columns: 15% of a BERT layer. --nn-cpu-ukernels
// packs such a weight once, here, at compile time, into the panels the
// ukernel's register tile reads (nn_ukernel_matmul_packed_f32,
// runtime/ukernels/Ukernels.h): a new constant global next to the
// weight's own, which the call then reads in place.
//
// A weight is a constant `memref.global` of f32 with a dense or
// dense_resource value, rank 2, that B reads through subviews of unit
// strides, in the function that holds the matmul or, for an nn.fused
// function (private, called only from the module), through an argument
// that every call passes the same weight in.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_CPU_PACKEDWEIGHTS_H
#define NN_CONVERSION_CPU_PACKEDWEIGHTS_H

#include "conversion/common/LinalgBuilder.h"

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

/// What packs a module's weights: its calls by callee and the packed
/// globals it made, so that each weight is packed once per panel width.
typedef struct NnWeightPacker NnWeightPacker;

/// A packer for `module`, whose func.call ops are `calls`, packing in panels
/// of `panel` columns; NULL when out of memory.
NnWeightPacker *nnWeightPackerCreate(MlirOperation module,
                                     const MlirOperation *calls,
                                     intptr_t numCalls, int64_t panel);
void nnWeightPackerDestroy(NnWeightPacker *packer);

/// Where `b` (the operand nnPackWeight accepted) starts in its weight: the
/// row and column of its first element, index values built with `builder`,
/// the sums of the offsets of the subviews between the weight and `b`
/// (which all have unit strides). Reading them from the subviews, not from
/// b's strided metadata, leaves the weight's own buffer unread, so that it
/// can go (nnWeightPackerFinish).
void nnPackedWeightOrigin(NnBuilder *builder, MlirValue b, MlirValue origin[2]);

/// Erases the subviews that led to `b`, and the get_global they started
/// from, once nothing reads them: the weight is then read only by what
/// remains.
void nnEraseDeadSubviews(MlirValue b);

/// After the rewrites: drops what the packed weights replaced and nothing
/// reads any more: each function argument that brought a weight in (and
/// its operand in every call, and a caller's get_global left unused), then
/// the weight's own global. A weight still read elsewhere stays.
void nnWeightPackerFinish(NnWeightPacker *packer);

/// A packed weight: the packed global, and the weight's shape.
typedef struct {
  MlirOperation global; // memref.global of the packed panels, 1-D
  int64_t rows, cols;   // the weight's dims (K x N, or N x K transposed)
  bool transposed;      // the weight is N x K: B = W^T
  int64_t depth;        // the weight's K: each panel's rows
  int64_t panel;        // the panel width
} NnPackedWeight;

/// Whether `b`, the right operand of a contraction on memrefs that reads
/// its reduction along dim `kDim` (0 or 1) and its columns along the other,
/// is all or part of a constant weight; if so, packs the weight (once) and
/// fills `out`. False leaves the IR as it was.
bool nnPackWeight(NnWeightPacker *packer, MlirValue b, int kDim,
                  NnPackedWeight *out);

#endif // NN_CONVERSION_CPU_PACKEDWEIGHTS_H
