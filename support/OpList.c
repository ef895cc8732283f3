//===- OpList.c - A growable array of operations --------------------------===//

#include "OpList.h"
#include "Memory.h"

#include <stdlib.h>

bool nnOpListPush(NnOpList *list, MlirOperation op) {
  MlirOperation *ops =
      nnGrowForOneMore(list->ops, &list->capacity, list->count, sizeof(*ops));
  if (!ops) {
    list->failed = true;
    return false;
  }
  list->ops = ops;
  list->ops[list->count++] = op;
  return true;
}

void nnOpListFree(NnOpList *list) {
  free(list->ops);
  list->ops = NULL;
  list->count = list->capacity = 0;
  list->failed = false;
}
