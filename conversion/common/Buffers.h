//===- Buffers.h - Rewrites of bufferized allocations ---------------------===//
//
// Several lowering steps replace a memref.alloc by something else once
// they know more about the buffer: a stack buffer for a tile
// (TileAndFuseLoops.c), a thread's private buffer or a workgroup buffer on
// the GPU (GpuMapLoops.c, GpuRowKernels.c), an out-parameter the buffer
// was going to be copied into (GpuCopies.c). The replacement is the same
// each time, so it is here, with the size of a buffer's bytes.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_BUFFERS_H
#define NN_CONVERSION_BUFFERS_H

#include "mlir-c/IR.h"

#include <stdint.h>

/// Replaces the buffer `alloc` (a memref.alloc) defines by `replacement`, a
/// value of a type its users accept that dominates them: the buffer's
/// memref.dealloc ops are erased (the replacement is not theirs to free),
/// every other use takes `replacement`, and `alloc` is erased.
void nnReplaceAlloc(MlirOperation alloc, MlirValue replacement);

/// The bytes of one element of an integer (i1 in a byte), float or index
/// type, or -1 for any other type.
int64_t nnElementBytes(MlirType element);

/// The number of dynamic dims of a shaped type (the size operands of its
/// alloc or tensor.empty).
intptr_t nnNumDynamicDims(MlirType type);

/// The bytes of a static memref of such elements, or -1 for any other type.
int64_t nnStaticBufferBytes(MlirType type);

/// memref.subview of `source` with `rows` rows from row `first` (an index
/// value) and every other dimension whole, inserted before `before`: a
/// range of a buffer's rows (a copy's share, a block's own row buffer).
MlirValue nnRowBlock(MlirValue source, MlirValue first, int64_t rows,
                     MlirOperation before);

#endif // NN_CONVERSION_BUFFERS_H
