//===- OpList.c - A growable array of operations --------------------------===//

#include "OpList.h"

#include <stdlib.h>

void nnOpListPush(NnOpList *list, MlirOperation op) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? 2 * list->capacity : 64;
    list->ops = realloc(list->ops, list->capacity * sizeof(MlirOperation));
    if (!list->ops)
      abort();
  }
  list->ops[list->count++] = op;
}

void nnOpListFree(NnOpList *list) {
  free(list->ops);
  list->ops = NULL;
  list->count = list->capacity = 0;
}
