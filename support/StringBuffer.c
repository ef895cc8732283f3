//===- StringBuffer.c - A growable string for building messages -----------===//

#include "StringBuffer.h"
#include "Memory.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Room for `extra` more bytes and the NUL; false (the buffer marked failed)
// when memory runs out.
static bool reserve(NnStringBuffer *buffer, size_t extra) {
  size_t needed;
  if (buffer->failed ||
      __builtin_add_overflow(buffer->length, extra + 1, &needed) ||
      extra == SIZE_MAX) {
    buffer->failed = true;
    return false;
  }
  if (needed <= buffer->capacity)
    return true;
  size_t capacity = buffer->capacity ? buffer->capacity : 64;
  while (capacity < needed && capacity <= SIZE_MAX / 2)
    capacity *= 2;
  if (capacity < needed)
    capacity = needed;
  char *data = nnGrowArray(buffer->data, capacity, 1);
  if (!data) {
    buffer->failed = true;
    return false;
  }
  buffer->data = data;
  buffer->capacity = capacity;
  return true;
}

void nnStringBufferAppend(NnStringBuffer *buffer, const char *text,
                          size_t length) {
  if (!reserve(buffer, length))
    return;
  memcpy(buffer->data + buffer->length, text, length);
  buffer->length += length;
  buffer->data[buffer->length] = '\0';
}

void nnStringBufferVPrintf(NnStringBuffer *buffer, const char *format,
                           va_list args) {
  va_list copy;
  va_copy(copy, args);
  int length = vsnprintf(NULL, 0, format, copy);
  va_end(copy);
  if (length <= 0 || !reserve(buffer, (size_t)length))
    return;
  vsnprintf(buffer->data + buffer->length, (size_t)length + 1, format, args);
  buffer->length += (size_t)length;
}

void nnStringBufferPrintf(NnStringBuffer *buffer, const char *format, ...) {
  va_list args;
  va_start(args, format);
  nnStringBufferVPrintf(buffer, format, args);
  va_end(args);
}

void nnStringBufferCallback(MlirStringRef text, void *userData) {
  nnStringBufferAppend(userData, text.data, text.length);
}

bool nnStringBufferFailed(const NnStringBuffer *buffer) {
  return buffer->failed;
}

const char *nnStringBufferStr(const NnStringBuffer *buffer) {
  return buffer->data ? buffer->data : "";
}

void nnStringBufferClear(NnStringBuffer *buffer) {
  buffer->length = 0;
  buffer->failed = false;
  if (buffer->data)
    buffer->data[0] = '\0';
}

bool nnStringBufferAppendFile(NnStringBuffer *buffer, FILE *file) {
  char chunk[1 << 16];
  size_t length;
  while ((length = fread(chunk, 1, sizeof(chunk), file)) > 0 && !buffer->failed)
    nnStringBufferAppend(buffer, chunk, length);
  if (!buffer->data)
    nnStringBufferAppend(buffer, "", 0);
  return !ferror(file) && !buffer->failed;
}

void nnStringBufferFree(NnStringBuffer *buffer) {
  free(buffer->data);
  *buffer = (NnStringBuffer){0};
}
