//===- StringBuffer.c - A growable string for building messages -----------===//

#include "StringBuffer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void reserve(NnStringBuffer *buffer, size_t extra) {
  size_t needed = buffer->length + extra + 1;
  if (needed <= buffer->capacity)
    return;
  size_t capacity = buffer->capacity ? buffer->capacity : 64;
  while (capacity < needed)
    capacity *= 2;
  char *data = realloc(buffer->data, capacity);
  if (!data) {
    fputs("nn: out of memory\n", stderr);
    exit(1);
  }
  buffer->data = data;
  buffer->capacity = capacity;
}

void nnStringBufferAppend(NnStringBuffer *buffer, const char *text,
                          size_t length) {
  reserve(buffer, length);
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
  if (length <= 0)
    return;
  reserve(buffer, (size_t)length);
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

const char *nnStringBufferStr(const NnStringBuffer *buffer) {
  return buffer->data ? buffer->data : "";
}

void nnStringBufferClear(NnStringBuffer *buffer) {
  buffer->length = 0;
  if (buffer->data)
    buffer->data[0] = '\0';
}

bool nnStringBufferAppendFile(NnStringBuffer *buffer, FILE *file) {
  char chunk[1 << 16];
  size_t length;
  while ((length = fread(chunk, 1, sizeof(chunk), file)) > 0)
    nnStringBufferAppend(buffer, chunk, length);
  if (!buffer->data)
    nnStringBufferAppend(buffer, "", 0);
  return !ferror(file);
}

void nnStringBufferFree(NnStringBuffer *buffer) {
  free(buffer->data);
  *buffer = (NnStringBuffer){0};
}
