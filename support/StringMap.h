//===- StringMap.h - A hash map from strings to integers ------------------===//
//
// The string twin of PointerMap: an open-addressing hash table from
// NUL-terminated strings to intptr_t values, for tables keyed by names (the
// values of an ONNX graph, its op types). Keys are borrowed: they must
// outlive the map. O(1) expected per operation; no removal. Growing may run
// out of memory: Set then returns false and leaves the map as it was.
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_STRINGMAP_H
#define NN_SUPPORT_STRINGMAP_H

#include "Memory.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
  const char **keys;
  intptr_t *values;
  size_t capacity; // a power of two, or 0
  size_t count;
} NnStringMap;

/// Sets `key` to `value`; false when out of memory.
NN_MUST_CHECK bool nnStringMapSet(NnStringMap *map, const char *key,
                                  intptr_t value);
/// True, with the value in `*value` (may be NULL), when `key` is present.
bool nnStringMapGet(const NnStringMap *map, const char *key, intptr_t *value);
void nnStringMapFree(NnStringMap *map);

#endif // NN_SUPPORT_STRINGMAP_H
