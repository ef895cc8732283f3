//===- CheckMessage.h - The message of a failed run-time check ------------===//
//
// One wording for every runner: nnExecutableRun (the JIT), nn-run and
// nnrt-run on a library from nn-compile. A run-time check fails when an
// input holds a value the model cannot use (a gather index out of range,
// conversion/linalg/IndexOperands.h); the message names the op and where it
// is, the element (its position in the checked tensor), its value, the
// valid range, and the entry's input when the checked tensor is one:
//
//   input #1 failed a run-time check: 'nn.gather' at model.mlir:4:8:
//   indices[1, 2] = 7 is out of range [-5, 5)
//
// libc only: nnrt-run compiles this file in without the rest of libnn.
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_CHECKMESSAGE_H
#define NN_SUPPORT_CHECKMESSAGE_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
  const char *op;       // "nn.gather"
  const char *location; // "model.mlir:4:8", or "" / NULL when unknown
  const char *operand;  // "indices"
  int input;            // the entry's input the operand is, or -1
  int rank;             // of the operand
  const int64_t *shape; // rank sizes
  int64_t position;     // row-major, of the first bad element
  int64_t value;
  int64_t low, high; // the valid range: [low, high)
} NnCheckFailure;

/// Writes the message (NUL-terminated, cut to `size` bytes).
void nnFormatCheckFailure(const NnCheckFailure *f, char *out, size_t size);

#endif // NN_SUPPORT_CHECKMESSAGE_H
