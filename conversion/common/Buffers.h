//===- Buffers.h - Rewrites of bufferized allocations ---------------------===//
//
// Several lowering steps replace a memref.alloc by something else once
// they know more about the buffer: a stack buffer for a tile
// (TileAndFuseLoops.c), a thread's private buffer or a workgroup buffer on
// the GPU (GpuMapLoops.c, GpuRowKernels.c), an out-parameter the buffer
// was going to be copied into (GpuCopies.c). The replacement is the same
// each time, so it is here.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_BUFFERS_H
#define NN_CONVERSION_BUFFERS_H

#include "mlir-c/IR.h"

/// Replaces the buffer `alloc` (a memref.alloc) defines by `replacement`, a
/// value of a type its users accept that dominates them: the buffer's
/// memref.dealloc ops are erased (the replacement is not theirs to free),
/// every other use takes `replacement`, and `alloc` is erased.
void nnReplaceAlloc(MlirOperation alloc, MlirValue replacement);

#endif // NN_CONVERSION_BUFFERS_H
