//===- OutOfMemory.h - Reporting a failed allocation ----------------------===//
//
// What a pass or conversion does when an allocation of the one allocation
// path (Memory.h) fails: an error at the op it was working on, and failure.
// The message is fixed text, so reporting allocates nothing of nn's.
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_OUTOFMEMORY_H
#define NN_SUPPORT_OUTOFMEMORY_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

/// Emits "nn: out of memory in `where`" at `op` (its location) and returns
/// failure, so that `return nnOutOfMemory(op, "fuse-ops");` ends a pass.
MlirLogicalResult nnOutOfMemory(MlirOperation op, const char *where);

#endif // NN_SUPPORT_OUTOFMEMORY_H
