//===- Checked.h - Sizes that cannot overflow -----------------------------===//
//
// Element counts and byte sizes come from shapes that users write, files
// that users load and buffers that users pass, so every product of
// dimensions is checked: these helpers say when it does not fit in 64 bits
// instead of wrapping around to a small or negative size that a loop or an
// allocation then trusts. Plain C with no MLIR, so that libnnrt (which has
// no MLIR) uses the same ones.
//
// The verifier rejects every tensor type whose element count or byte size
// does not fit (dialect/Checks.c), so code that works on verified types may
// multiply their dimensions directly; code that reads sizes from anywhere
// else (a library's tables, a caller's buffers, a .npy header) uses these.
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_CHECKED_H
#define NN_SUPPORT_CHECKED_H

#include <stdbool.h>
#include <stdint.h>

/// The largest element nn stores, in bytes (f64, i64): the verifier keeps
/// every tensor's byte size at this many bytes per element within int64.
#define NN_MAX_ELEMENT_BYTES 8

/// *out = a * b; false (and *out unchanged) when it overflows int64.
static inline bool nnCheckedMul(int64_t a, int64_t b, int64_t *out) {
  int64_t product;
  if (__builtin_mul_overflow(a, b, &product))
    return false;
  *out = product;
  return true;
}

/// *out = a + b; false (and *out unchanged) when it overflows int64.
static inline bool nnCheckedAdd(int64_t a, int64_t b, int64_t *out) {
  int64_t sum;
  if (__builtin_add_overflow(a, b, &sum))
    return false;
  *out = sum;
  return true;
}

/// The product of `rank` sizes (1 for rank 0); false when a size is
/// negative or the product overflows int64. A zero size makes the count 0
/// whatever the others are.
static inline bool nnCheckedCount(int64_t rank, const int64_t *sizes,
                                  int64_t *out) {
  bool zero = false;
  for (int64_t i = 0; i < rank; ++i) {
    if (sizes[i] < 0)
      return false;
    zero = zero || sizes[i] == 0;
  }
  int64_t count = 1;
  for (int64_t i = 0; i < rank && !zero; ++i)
    if (!nnCheckedMul(count, sizes[i], &count))
      return false;
  *out = zero ? 0 : count;
  return true;
}

/// count * elementBytes, as a byte size; false when it overflows int64.
static inline bool nnCheckedBytes(int64_t count, int64_t elementBytes,
                                  int64_t *out) {
  return count >= 0 && elementBytes >= 0 &&
         nnCheckedMul(count, elementBytes, out);
}

#endif // NN_SUPPORT_CHECKED_H
