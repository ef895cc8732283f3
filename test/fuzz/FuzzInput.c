//===- FuzzInput.c - Decoding a fuzzer's bytes into choices ---------------===//

#include "FuzzInput.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint8_t nnFuzzByte(NnFuzzInput *in) {
  if (in->size == 0)
    return 0;
  --in->size;
  return *in->data++;
}

bool nnFuzzDone(const NnFuzzInput *in) { return in->size == 0; }

uint32_t nnFuzzRange(NnFuzzInput *in, uint32_t n) {
  if (n == 0)
    return 0;
  uint32_t value = nnFuzzByte(in);
  if (n > 256)
    value = value << 8 | nnFuzzByte(in);
  return value % n;
}

bool nnFuzzBool(NnFuzzInput *in) { return nnFuzzByte(in) & 1; }

int64_t nnFuzzInt(NnFuzzInput *in) {
  static const int64_t kEdges[] = {
      0,
      1,
      -1,
      2,
      INT32_MAX,
      INT32_MIN,
      1LL << 31,
      1LL << 32,
      INT64_MAX,
      INT64_MIN,
      INT64_MAX - 1,
      1LL << 62,
      -(1LL << 62),
      1LL << 40,
      65,
      64,
  };
  uint8_t choice = nnFuzzByte(in);
  if (choice < 224)
    return (int64_t)(choice % 16) - 2;
  if (choice < 248)
    return kEdges[choice % 16];
  uint64_t raw = 0;
  for (int i = 0; i < 8; ++i)
    raw = raw << 8 | nnFuzzByte(in);
  int64_t value;
  memcpy(&value, &raw, sizeof(value));
  return value;
}

int64_t nnFuzzDim(NnFuzzInput *in, bool dynamic) {
  static const int64_t kLarge[] = {
      16, 64, 1000, 1LL << 20, 1LL << 31, 1LL << 32, 1LL << 40, INT64_MAX,
  };
  uint8_t choice = nnFuzzByte(in);
  if (choice < 232)
    return choice % 9;
  if (choice < 248 || !dynamic)
    return kLarge[choice % 8];
  return -1;
}

void nnFuzzString(NnFuzzInput *in, char *out, size_t capacity) {
  if (capacity == 0)
    return;
  size_t length = nnFuzzByte(in) % capacity, n = 0;
  for (size_t i = 0; i < length; ++i) {
    uint8_t c = nnFuzzByte(in);
    if (c)
      out[n++] = (char)c;
  }
  out[n] = '\0';
}

enum { kMaxOutcomes = 16 };
static const char *outcomes[kMaxOutcomes];
static long counts[kMaxOutcomes];

static void printCounts(void) {
  for (int i = 0; i < kMaxOutcomes && outcomes[i]; ++i)
    fprintf(stderr, "nn-fuzz: %s: %ld\n", outcomes[i], counts[i]);
}

void nnFuzzCount(const char *outcome) {
  static int enabled = -1;
  if (enabled < 0) {
    enabled = getenv("NN_FUZZ_STATS") != NULL;
    if (enabled)
      atexit(printCounts);
  }
  if (!enabled)
    return;
  // Outcomes are string literals: one pointer each.
  for (int i = 0; i < kMaxOutcomes; ++i)
    if (!outcomes[i] || outcomes[i] == outcome) {
      outcomes[i] = outcome;
      ++counts[i];
      return;
    }
}
