//===- CheckMessage.c - The message of a failed run-time check ------------===//

#include "support/CheckMessage.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

// Appends to out[*n..size), keeping it NUL-terminated when it is cut.
static void append(char *out, size_t size, size_t *n, const char *format, ...) {
  if (*n >= size)
    return;
  va_list args;
  va_start(args, format);
  int written = vsnprintf(out + *n, size - *n, format, args);
  va_end(args);
  if (written > 0)
    *n += (size_t)written;
}

void nnFormatCheckFailure(const NnCheckFailure *f, char *out, size_t size) {
  if (!size)
    return;
  out[0] = '\0';
  size_t n = 0;
  if (f->input >= 0)
    append(out, size, &n, "input #%d failed a run-time check: ", f->input);
  else
    append(out, size, &n, "a run-time check failed: ");
  append(out, size, &n, "'%s'", f->op ? f->op : "?");
  if (f->location && *f->location)
    append(out, size, &n, " at %s", f->location);
  append(out, size, &n, ": %s", f->operand ? f->operand : "operand");
  // The row-major position as one index per dimension; with a dynamic
  // size in the shape (recorded as -1), the position itself.
  bool known = f->rank > 0 && f->shape;
  for (int d = 0; known && d < f->rank; ++d)
    known = f->shape[d] >= 0;
  if (f->rank > 0 && !known)
    append(out, size, &n, " at row-major position %" PRId64, f->position);
  if (known) {
    append(out, size, &n, "[");
    int64_t rest = f->position;
    for (int d = 0; d < f->rank; ++d) {
      int64_t stride = 1;
      for (int k = d + 1; k < f->rank; ++k)
        stride *= f->shape[k] > 0 ? f->shape[k] : 1;
      append(out, size, &n, "%s%" PRId64, d ? ", " : "", rest / stride);
      rest %= stride;
    }
    append(out, size, &n, "]");
  }
  // INT64_MIN bounds: a range whose size is known only at run time
  // (conversion/common/RuntimeChecks.h's NN_CHECK_RANGE_DYNAMIC).
  if (f->low == INT64_MIN && f->high == INT64_MIN)
    append(out, size, &n,
           " = %" PRId64 " is out of range [-n, n) for the dim it indexes, "
           "of size n",
           f->value);
  else
    append(out, size, &n,
           " = %" PRId64 " is out of range [%" PRId64 ", %" PRId64 ")",
           f->value, f->low, f->high);
}
