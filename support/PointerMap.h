//===- PointerMap.h - A hash map from pointers to integers ----------------===//
//
// MLIR's C handles (ops, values) wrap one pointer, and MLIR uniques types and
// attributes, so passes can key tables on those pointers. PointerMap is an
// open-addressing hash table from non-null pointers to intptr_t values: the
// index of an op in a graph, or another value's pointer. O(1) expected per
// operation; no removal. Growing may run out of memory: Set and Reserve
// then return false and leave the map as it was.
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_POINTERMAP_H
#define NN_SUPPORT_POINTERMAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "Memory.h"

typedef struct {
  const void **keys;
  intptr_t *values;
  size_t capacity; // a power of two, or 0
  size_t count;
} NnPointerMap;

/// Makes room for `count` keys without growing; false when out of memory.
NN_MUST_CHECK bool nnPointerMapReserve(NnPointerMap *map, size_t count);
/// Sets `key` (not NULL) to `value`; false when out of memory.
NN_MUST_CHECK bool nnPointerMapSet(NnPointerMap *map, const void *key,
                                   intptr_t value);
/// True, with the value in `*value` (unless `value` is NULL), when `key` is
/// present.
bool nnPointerMapGet(const NnPointerMap *map, const void *key, intptr_t *value);
void nnPointerMapClear(NnPointerMap *map);
void nnPointerMapFree(NnPointerMap *map);

#endif // NN_SUPPORT_POINTERMAP_H
