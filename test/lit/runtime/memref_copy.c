// The lowered CPU code's strided copy (runtime/MemrefCopy.c), against an
// element-by-element reference: random ranks 1-5 and sizes (1-sized and
// empty dims among them), each side a row-major buffer viewed through a
// random permutation of its dims or a window into a larger buffer (as a
// tile's copy into a padded buffer), so that dims merge on both sides, on
// one side only, or not at all, with unit and non-unit innermost strides
// and 1-, 4- and 8-byte elements. Every element of the destination's view
// must hold the source's, and every byte outside it must be untouched.
//
// RUN: nn-test-memref-copy 2>&1 | FileCheck %s
// CHECK: PASS memrefCopy
// CHECK-NOT: FAIL

#include "runtime/MemrefCopy.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { kMaxRank = 5, kGuard = 64 };

// MLIR's descriptors, as MemrefCopy.c reads them.
struct nn__rt_unranked_memref {
  int64_t rank;
  void *descriptor;
};

typedef struct {
  char *allocated, *aligned;
  int64_t offset;
  int64_t sizesAndStrides[2 * kMaxRank];
} Ranked;

static uint64_t state = 88172645463325252ull;
static int64_t rng(int64_t n) {
  state ^= state << 13, state ^= state >> 7, state ^= state << 17;
  return (int64_t)(state % (uint64_t)n);
}

// A view of `sizes` into a fresh buffer of `*bytes` bytes: the dims laid
// out in a random order, each padded by up to 2 elements (a window), or
// every other element along the innermost (a non-unit stride).
static void layout(int rank, const int64_t *sizes, int64_t *strides,
                   int64_t *offset, int64_t *count) {
  int order[kMaxRank];
  for (int i = 0; i < rank; ++i)
    order[i] = i;
  if (rng(2))
    for (int i = rank - 1; i > 0; --i) {
      int j = (int)rng(i + 1), t = order[i];
      order[i] = order[j], order[j] = t;
    }
  int64_t stride = 1 + rng(3) / 2, start = 0; // innermost: 1 or 2
  for (int i = rank - 1; i >= 0; --i) {
    int d = order[i];
    int64_t pad = rng(3) == 0 ? rng(3) : 0;
    strides[d] = stride;
    start += (pad / 2) * stride;
    stride *= sizes[d] + pad;
  }
  *offset = start;
  *count = stride + 1;
}

// The flat index of element `index` of a view.
static int64_t at(int rank, const int64_t *strides, int64_t offset,
                  const int64_t *index) {
  for (int i = 0; i < rank; ++i)
    offset += index[i] * strides[i];
  return offset;
}

int main(void) {
  int failures = 0;
  for (int t = 0; t < 3000 && failures < 10; ++t) {
    int rank = 1 + (int)rng(kMaxRank);
    static const int64_t kSizes[] = {1, 1, 2, 3, 5, 7, 16};
    int64_t sizes[kMaxRank], total = 1;
    for (int i = 0; i < rank; ++i)
      total *= sizes[i] = t % 97 == 0 && i == 0 ? 0 : kSizes[rng(7)];
    static const int64_t kElement[] = {1, 4, 8};
    int64_t element = kElement[rng(3)];
    Ranked src = {0}, dst = {0};
    int64_t srcCount, dstCount;
    layout(rank, sizes, src.sizesAndStrides + rank, &src.offset, &srcCount);
    layout(rank, sizes, dst.sizesAndStrides + rank, &dst.offset, &dstCount);
    // Guard elements on both sides of the destination's buffer: a write
    // past the view's extent shows in the comparison.
    dst.offset += kGuard;
    dstCount += 2 * kGuard;
    memcpy(src.sizesAndStrides, sizes, sizeof(int64_t) * (size_t)rank);
    memcpy(dst.sizesAndStrides, sizes, sizeof(int64_t) * (size_t)rank);
    unsigned char *from = malloc((size_t)(srcCount * element));
    unsigned char *to = malloc((size_t)(dstCount * element));
    unsigned char *expected = malloc((size_t)(dstCount * element));
    if (!from || !to || !expected)
      return 1;
    for (int64_t i = 0; i < srcCount * element; ++i)
      from[i] = (unsigned char)rng(256);
    memset(to, 0xee, (size_t)(dstCount * element));
    memset(expected, 0xee, (size_t)(dstCount * element));
    src.allocated = src.aligned = (char *)from;
    dst.allocated = dst.aligned = (char *)to;
    // The reference: every element, by its index.
    int64_t index[kMaxRank] = {0};
    for (int64_t e = 0; e < total; ++e) {
      memcpy(expected +
                 at(rank, dst.sizesAndStrides + rank, dst.offset, index) *
                     element,
             from + at(rank, src.sizesAndStrides + rank, src.offset, index) *
                        element,
             (size_t)element);
      for (int d = rank - 1; d >= 0 && ++index[d] == sizes[d]; --d)
        index[d] = 0;
    }
    struct nn__rt_unranked_memref s = {rank, &src}, d = {rank, &dst};
    memrefCopy(element, &s, &d);
    if (memcmp(to, expected, (size_t)(dstCount * element)) != 0) {
      printf("FAIL case %d: rank %d, element %lld bytes\n", t, rank,
             (long long)element);
      ++failures;
    }
    free(from);
    free(to);
    free(expected);
  }
  if (!failures)
    printf("PASS memrefCopy\n");
  return failures != 0;
}
