//===- OpList.h - A growable array of operations --------------------------===//
//
// A pass that rewrites ops collects them in one walk and rewrites them
// afterwards: erasing or replacing ops while MLIR walks them would pull the
// walk's footing away. NnOpList is that collection; a zero-initialized one
// is empty. Pushing is amortized O(1), and fails (false) only when memory
// runs out; the list remembers that, so a walk that collects can stop
// (MlirWalkResultInterrupt) and its caller check `failed` once.
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_OPLIST_H
#define NN_SUPPORT_OPLIST_H

#include "mlir-c/IR.h"

#include "Memory.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct {
  MlirOperation *ops;
  size_t count, capacity;
  bool failed; // a push ran out of memory
} NnOpList;

/// Appends `op`; false when out of memory.
NN_MUST_CHECK bool nnOpListPush(NnOpList *list, MlirOperation op);
/// Frees the array; the list is empty again.
void nnOpListFree(NnOpList *list);

#endif // NN_SUPPORT_OPLIST_H
