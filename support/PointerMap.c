//===- PointerMap.c - A hash map from pointers to integers ----------------===//

#include "PointerMap.h"

#include <stdlib.h>
#include <string.h>

static size_t slotOf(const NnPointerMap *map, const void *key) {
  // Fibonacci hashing of the address; the low bits of pointers are zeros.
  uint64_t hash = (uint64_t)(uintptr_t)key * 0x9E3779B97F4A7C15ull;
  size_t mask = map->capacity - 1;
  size_t slot = (size_t)(hash >> 20) & mask;
  while (map->keys[slot] && map->keys[slot] != key)
    slot = (slot + 1) & mask;
  return slot;
}

// Puts `key` in a map known to have a free slot.
static void insert(NnPointerMap *map, const void *key, intptr_t value) {
  size_t slot = slotOf(map, key);
  if (!map->keys[slot]) {
    map->keys[slot] = key;
    ++map->count;
  }
  map->values[slot] = value;
}

static bool rehash(NnPointerMap *map, size_t capacity) {
  NnPointerMap bigger = {0};
  bigger.capacity = capacity;
  bigger.keys = nnAllocArray(bigger.capacity, sizeof(*bigger.keys));
  bigger.values = nnAllocArray(bigger.capacity, sizeof(*bigger.values));
  if (!bigger.keys || !bigger.values) {
    nnPointerMapFree(&bigger);
    return false;
  }
  for (size_t i = 0; i < map->capacity; ++i)
    if (map->keys[i])
      insert(&bigger, map->keys[i], map->values[i]);
  nnPointerMapFree(map);
  *map = bigger;
  return true;
}

bool nnPointerMapReserve(NnPointerMap *map, size_t count) {
  size_t capacity = map->capacity ? map->capacity : 64;
  while (capacity < 2 * count) {
    if (capacity > SIZE_MAX / 4)
      return false;
    capacity *= 2;
  }
  return capacity <= map->capacity || rehash(map, capacity);
}

bool nnPointerMapSet(NnPointerMap *map, const void *key, intptr_t value) {
  if (2 * (map->count + 1) > map->capacity &&
      !nnPointerMapReserve(map, map->count + 1))
    return false;
  insert(map, key, value);
  return true;
}

bool nnPointerMapGet(const NnPointerMap *map, const void *key,
                     intptr_t *value) {
  if (!map->capacity)
    return false;
  size_t slot = slotOf(map, key);
  if (!map->keys[slot])
    return false;
  if (value)
    *value = map->values[slot];
  return true;
}

void nnPointerMapClear(NnPointerMap *map) {
  if (map->keys)
    memset(map->keys, 0, map->capacity * sizeof(*map->keys));
  map->count = 0;
}

void nnPointerMapFree(NnPointerMap *map) {
  free(map->keys);
  free(map->values);
  *map = (NnPointerMap){0};
}
