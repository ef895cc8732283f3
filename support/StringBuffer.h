//===- StringBuffer.h - A growable string for building messages -----------===//
//
// Error messages, printed MLIR types and generated docs are assembled in a
// StringBuffer: a NUL-terminated heap string that grows as needed. The MLIR C
// API prints through callbacks; nnStringBufferCallback appends what it is
// given, so `mlirTypePrint(type, nnStringBufferCallback, &buffer)` works.
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
/// Appends everything left in `file`; false on a read error (what was read
/// before it stays). The buffer holds a string afterwards, "" at least.
bool nnStringBufferAppendFile(NnStringBuffer *buffer, FILE *file);
/// The contents, "" when empty; valid until the next append.
const char *nnStringBufferStr(const NnStringBuffer *buffer);
void nnStringBufferClear(NnStringBuffer *buffer);
void nnStringBufferFree(NnStringBuffer *buffer);

#endif // NN_SUPPORT_STRINGBUFFER_H
