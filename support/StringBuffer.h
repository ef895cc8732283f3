//===- StringBuffer.h - A growable string for building messages -----------===//
//
// Error messages, printed MLIR types and generated docs are assembled in a
// StringBuffer: a NUL-terminated heap string that grows as needed. The MLIR C
// API prints through callbacks; nnStringBufferCallback appends what it is
// given, so `mlirTypePrint(type, nnStringBufferCallback, &buffer)` works.
//
// Appending cannot fail from the caller's point of view: when memory runs
// out the buffer keeps what it holds (a message is then cut short, which is
// better than losing the error it reports) and remembers it. Code that uses
// the contents as data rather than as a message (IR printed to be parsed
// again, generated C, docs) checks nnStringBufferFailed.
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_STRINGBUFFER_H
#define NN_SUPPORT_STRINGBUFFER_H

#include "mlir-c/Support.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct {
  char *data; // NUL-terminated; NULL until something is appended
  size_t length;
  size_t capacity;
  bool failed; // an append ran out of memory: the contents are cut short
} NnStringBuffer;

void nnStringBufferAppend(NnStringBuffer *buffer, const char *text,
                          size_t length);
void nnStringBufferPrintf(NnStringBuffer *buffer, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void nnStringBufferVPrintf(NnStringBuffer *buffer, const char *format,
                           va_list args);
/// An MlirStringCallback that appends to the NnStringBuffer in `userData`.
void nnStringBufferCallback(MlirStringRef text, void *userData);
/// Appends everything left in `file`; false on a read error or when memory
/// runs out (what was read before stays).
bool nnStringBufferAppendFile(NnStringBuffer *buffer, FILE *file);
/// Whether an append ran out of memory since the last clear.
bool nnStringBufferFailed(const NnStringBuffer *buffer);
/// The contents, "" when empty; valid until the next append.
const char *nnStringBufferStr(const NnStringBuffer *buffer);
void nnStringBufferClear(NnStringBuffer *buffer);
void nnStringBufferFree(NnStringBuffer *buffer);

#endif // NN_SUPPORT_STRINGBUFFER_H
