//===- OpList.h - A growable array of operations --------------------------===//
//
// A pass that rewrites ops collects them in one walk and rewrites them
// afterwards: erasing or replacing ops while MLIR walks them would pull the
// walk's footing away. NnOpList is that collection; a zero-initialized one
// is empty. Pushing is amortized O(1); running out of memory aborts, as
// MLIR itself does.
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_OPLIST_H
#define NN_SUPPORT_OPLIST_H

#include "mlir-c/IR.h"

#include <stddef.h>

typedef struct {
  MlirOperation *ops;
  size_t count, capacity;
} NnOpList;

/// Appends `op`.
void nnOpListPush(NnOpList *list, MlirOperation op);
/// Frees the array; the list is empty again.
void nnOpListFree(NnOpList *list);

#endif // NN_SUPPORT_OPLIST_H
