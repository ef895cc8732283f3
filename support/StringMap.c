//===- StringMap.c - A hash map from strings to integers ------------------===//
//
// Linear probing over a power-of-two table kept at most half full; FNV-1a
// hashes the keys.
//
//===----------------------------------------------------------------------===//

#include "StringMap.h"

#include <stdlib.h>
#include <string.h>

static size_t hash(const char *key) {
  uint64_t h = 14695981039346656037ull;
  for (const unsigned char *p = (const unsigned char *)key; *p; ++p)
    h = (h ^ *p) * 1099511628211ull;
  return (size_t)h;
}

// The slot holding `key`, or the empty slot where it would go.
static size_t find(const NnStringMap *map, const char *key) {
  size_t mask = map->capacity - 1, i = hash(key) & mask;
  while (map->keys[i] && strcmp(map->keys[i], key) != 0)
    i = (i + 1) & mask;
  return i;
}

static bool grow(NnStringMap *map) {
  size_t capacity = map->capacity ? map->capacity * 2 : 16;
  const char **keys = nnAllocArray(capacity, sizeof(*keys));
  intptr_t *values = nnAllocArray(capacity, sizeof(*values));
  if (!keys || !values || capacity < map->capacity) {
    free(keys);
    free(values);
    return false;
  }
  NnStringMap grown = {keys, values, capacity, map->count};
  for (size_t i = 0; i < map->capacity; ++i)
    if (map->keys[i]) {
      size_t slot = find(&grown, map->keys[i]);
      keys[slot] = map->keys[i];
      values[slot] = map->values[i];
    }
  free(map->keys);
  free(map->values);
  *map = grown;
  return true;
}

bool nnStringMapSet(NnStringMap *map, const char *key, intptr_t value) {
  if ((map->count + 1) * 2 > map->capacity && !grow(map))
    return false;
  size_t slot = find(map, key);
  if (!map->keys[slot]) {
    map->keys[slot] = key;
    ++map->count;
  }
  map->values[slot] = value;
  return true;
}

bool nnStringMapGet(const NnStringMap *map, const char *key, intptr_t *value) {
  if (!map->capacity)
    return false;
  size_t slot = find(map, key);
  if (!map->keys[slot])
    return false;
  if (value)
    *value = map->values[slot];
  return true;
}

void nnStringMapFree(NnStringMap *map) {
  free(map->keys);
  free(map->values);
  memset(map, 0, sizeof(*map));
}
