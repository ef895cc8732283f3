//===- PointerMap.c - A hash map from pointers to integers ----------------===//

#include "PointerMap.h"

#include <stdio.h>
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

static void rehash(NnPointerMap *map, size_t capacity) {
  NnPointerMap bigger = {0};
  bigger.capacity = capacity;
  bigger.keys = calloc(bigger.capacity, sizeof(*bigger.keys));
  bigger.values = malloc(bigger.capacity * sizeof(*bigger.values));
  if (!bigger.keys || !bigger.values) {
    fputs("nn: out of memory\n", stderr);
    exit(1);
  }
  for (size_t i = 0; i < map->capacity; ++i)
    if (map->keys[i])
      nnPointerMapSet(&bigger, map->keys[i], map->values[i]);
  nnPointerMapFree(map);
  *map = bigger;
}

void nnPointerMapReserve(NnPointerMap *map, size_t count) {
  size_t capacity = map->capacity ? map->capacity : 64;
  while (capacity < 2 * count)
    capacity *= 2;
  if (capacity > map->capacity)
    rehash(map, capacity);
}

void nnPointerMapSet(NnPointerMap *map, const void *key, intptr_t value) {
  if (2 * (map->count + 1) > map->capacity)
    rehash(map, map->capacity ? 2 * map->capacity : 64);
  size_t slot = slotOf(map, key);
  if (!map->keys[slot]) {
    map->keys[slot] = key;
    ++map->count;
  }
  map->values[slot] = value;
}

bool nnPointerMapGet(const NnPointerMap *map, const void *key,
                     intptr_t *value) {
  if (!map->capacity)
    return false;
  size_t slot = slotOf(map, key);
  if (!map->keys[slot])
    return false;
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
