//===- ContractionCalls.h - Contractions on buffers as library calls ------===//
//
// What a pass needs to replace a contraction on memrefs with a call of a
// library routine taking pointers and strides: which loops of the op are
// the product's rows, columns, reduction and batch (read from its indexing
// maps), each operand's strided metadata, element addresses, strides and
// extents as values, and the func.call. The CPU's ukernel calls
// (cpu/Ukernels.c) and the GPU's cuBLASLt calls (gpu/GpuLibraryCalls.c)
// build on it.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_CONTRACTIONCALLS_H
#define NN_CONVERSION_CONTRACTIONCALLS_H

#include "conversion/common/LinalgBuilder.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"
#include "nn-c/OpDef.h"

#include <stdbool.h>
#include <stdint.h>

#define NN_CONTRACTION_MAX_LOOPS (NN_MAX_RANK + 1)

/// A contraction's loops: who reads them.
typedef struct {
  MlirValue operands[3]; // lhs, rhs, out (memrefs)
  MlirAffineMap maps[3]; // loops -> operand dims, projections only
  int numLoops;
  int m, n, k;                         // loop positions; -1 when absent (m, n)
  int batch[NN_CONTRACTION_MAX_LOOPS]; // the other parallel loops, outermost
                                       // first
  int numBatch;
} NnContraction;

/// True when `op` is linalg.matmul, linalg.batch_matmul, linalg.contract or
/// a contraction linalg.generic (Contractions.h) on memrefs of any element
/// type, with one reduction loop read by both inputs; fills `c`. The
/// innermost row and column loops longer than 1 are m and n; every other
/// parallel loop is a batch loop.
bool nnMatchContraction(MlirOperation op, NnContraction *c);

// A memref's strided metadata: base, offset, sizes, strides.
typedef struct {
  MlirValue aligned; // index
  MlirValue offset;
  MlirValue sizes[NN_MAX_RANK], strides[NN_MAX_RANK];
} NnStrided;

/// Reads `memref`'s strided metadata where `b` builds; false on failure.
bool nnReadStrided(NnBuilder *b, MlirValue memref, NnStrided *s);

/// The address of a memref's aligned data, as an index (null on failure).
MlirValue nnAlignedIndex(NnBuilder *b, MlirValue memref);

/// `index` as an i64.
MlirValue nnToI64(NnBuilder *b, MlirValue index);

/// The address of element `offset` (an index) of the buffer `s` describes,
/// whose elements are `elementBytes` wide: an !llvm.ptr.
MlirValue nnPointerAt(NnBuilder *b, const NnStrided *s, MlirValue offset,
                      int64_t elementBytes);

/// The element stride of `s` along loop `loop` read through `map` (0 when
/// the map does not read it: a broadcast), as an i64.
MlirValue nnLoopStride(NnBuilder *b, const NnStrided *s, MlirAffineMap map,
                       int loop);

/// The extent of loop `loop` of `c` (1 when absent: loop < 0), as an index,
/// from the sizes of the operands `s` (one per operand; an operand without
/// metadata, a null `aligned`, is skipped).
MlirValue nnLoopExtent(NnBuilder *b, const NnContraction *c, const NnStrided *s,
                       int loop);

/// A func.call of `callee` with `n` arguments and no result.
void nnBuildCall(NnBuilder *b, const char *callee, intptr_t n,
                 const MlirValue *args);

#endif // NN_CONVERSION_CONTRACTIONCALLS_H
