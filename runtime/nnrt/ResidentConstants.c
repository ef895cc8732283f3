/* Constants resident in device memory (ResidentConstants.h): a table from
 * (host address, device) to the device copy, filled on first use and
 * emptied by owner.
 *
 * An entry call asks once per constant it reads, so the lookup is on every
 * call's path: an open-addressing table (linear probing, at most half
 * full), under one mutex. A miss copies under the mutex too, synchronously:
 * it happens once per constant and device, and a second thread asking for
 * the same constant meanwhile must wait for the copy rather than make its
 * own. The copy goes through the legacy default stream and is waited for,
 * so the kernels queued afterwards on any stream read it complete. */
#include "runtime/nnrt/ResidentConstants.h"

#include "runtime/nnrt/Driver.h"

#include <pthread.h>
#include <stdlib.h>

typedef struct Entry {
  const void *owner; /* NULL: an empty slot */
  const void *host;
  uint64_t bytes;
  int device;
  CUdeviceptr copy;
} Entry;

static Entry *table;
static size_t capacity; /* a power of two, or 0 */
static size_t used;
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
/* The owner of entries whose copy is freed (see release). */
static const char released;

static size_t slotOf(const void *host, int device) {
  uint64_t key = (uint64_t)(uintptr_t)host ^ ((uint64_t)device << 56);
  key *= 0x9e3779b97f4a7c15ull; /* Fibonacci hashing */
  return (size_t)(key >> 32) & (capacity - 1);
}

/* Puts `entry` in the first free slot of its probe sequence. */
static void place(Entry entry) {
  size_t slot = slotOf(entry.host, entry.device);
  while (table[slot].owner)
    slot = (slot + 1) & (capacity - 1);
  table[slot] = entry;
}

/* Rebuilds the table with `newCapacity` slots (0: none, every entry
 * dropped), leaving out the released entries; false when out of memory
 * (the table unchanged). */
static bool rebuild(size_t newCapacity) {
  Entry *old = table;
  size_t oldCapacity = capacity;
  Entry *fresh = NULL;
  if (newCapacity && !(fresh = calloc(newCapacity, sizeof(Entry))))
    return false;
  table = fresh;
  capacity = newCapacity;
  used = 0;
  for (size_t i = 0; newCapacity && i < oldCapacity; ++i)
    if (old[i].owner && old[i].owner != &released) {
      place(old[i]);
      ++used;
    }
  free(old);
  return true;
}

static Entry *find(const void *owner, const void *host, int device) {
  if (!capacity)
    return NULL;
  for (size_t slot = slotOf(host, device); table[slot].owner;
       slot = (slot + 1) & (capacity - 1)) {
    Entry *e = &table[slot];
    if (e->host == host && e->device == device && e->owner == owner)
      return e;
  }
  return NULL;
}

/* A device copy of the `bytes` bytes at `host`; 0 on failure (reported). */
static CUdeviceptr copyToDevice(const NnrtDriver *d, const void *host,
                                uint64_t bytes) {
  CUdeviceptr copy = 0;
  if (!nnrtCheck(d->cuMemAlloc(&copy, bytes), "cuMemAlloc (a constant)"))
    return 0;
  if (nnrtCheck(
          d->cuMemcpyAsync(copy, (CUdeviceptr)(uintptr_t)host, bytes, NULL),
          "cuMemcpyAsync (a constant)") &&
      nnrtCheck(d->cuStreamSynchronize(NULL),
                "cuStreamSynchronize (a constant's copy)"))
    return copy;
  nnrtCheck(d->cuMemFree(copy), "cuMemFree (a constant)");
  return 0;
}

void *nnrtResidentConstant(const void *owner, const void *host,
                           uint64_t bytes) {
  const NnrtDriver *d = nnrtEnter();
  if (!d)
    return NULL;
  if (!owner || !host || bytes == 0) {
    nnrtError("nnrt: nnrtResidentConstant: no owner, no data or no bytes");
    return NULL;
  }
  int device = nnrtDefaultDevice();
  CUdeviceptr copy = 0;
  pthread_mutex_lock(&mutex);
  Entry *hit = find(owner, host, device);
  if (hit && hit->bytes == bytes) {
    copy = hit->copy;
  } else if (hit) {
    nnrtError("nnrt: nnrtResidentConstant: the constant at %p was %ju bytes "
              "and is now %ju",
              host, (uintmax_t)hit->bytes, (uintmax_t)bytes);
  } else if (2 * (used + 1) > capacity &&
             !rebuild(capacity ? 2 * capacity : 64)) {
    nnrtError("nnrt: nnrtResidentConstant: out of host memory");
  } else if ((copy = copyToDevice(d, host, bytes))) {
    place((Entry){owner, host, bytes, device, copy});
    ++used;
  }
  pthread_mutex_unlock(&mutex);
  return (void *)(uintptr_t)copy;
}

/* Frees the copies of `owner` (NULL: of every owner). */
static void release(const void *owner) {
  pthread_mutex_lock(&mutex);
  /* A module that never ran asks nothing of the driver at unload. */
  const NnrtDriver *d = used ? nnrtEnter() : NULL;
  for (size_t i = 0; d && i < capacity; ++i)
    if (table[i].owner && table[i].owner != &released &&
        (!owner || table[i].owner == owner)) {
      nnrtCheck(d->cuMemFree(table[i].copy), "cuMemFree (a constant)");
      table[i].owner = &released;
    }
  /* Without memory for a new table, the freed entries stay, as tombstones
   * that match no owner. */
  rebuild(owner ? capacity : 0);
  pthread_mutex_unlock(&mutex);
}

void nnrtReleaseConstants(const void *owner) {
  if (owner)
    release(owner);
}

void nnrtReleaseAllConstants(void) { release(NULL); }
