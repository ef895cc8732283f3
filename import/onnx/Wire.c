//===- Wire.c - Lifting the weights out of a serialized model -------------===//
//
// protobuf-c copies every `bytes` field it unpacks. The weights of an ONNX
// model are such fields (TensorProto.raw_data of the graph's initializers),
// so unpacking a 100 MB model as it is would hold the weights twice: in the
// file and in the unpacked message. Instead, the importer first makes a
// copy of the model's bytes without those fields, reading the protobuf wire
// format just deep enough (ModelProto.graph, GraphProto.initializer,
// TensorProto.raw_data) and skipping every other field by its length, and
// unpacks that; each initializer's raw_data stays in the mapped file, where
// it is found by the position recorded here. The weights' pages are never
// touched until a constant is made from them.
//
//===----------------------------------------------------------------------===//

#include "Wire.h"

#include "support/Memory.h"

#include <stdlib.h>
#include <string.h>

enum {
  MODEL_GRAPH = 7,       // ModelProto.graph
  GRAPH_INITIALIZER = 5, // GraphProto.initializer
  TENSOR_RAW_DATA = 9,   // TensorProto.raw_data
  WIRE_VARINT = 0,
  WIRE_FIXED64 = 1,
  WIRE_LENGTH = 2,
  WIRE_FIXED32 = 5,
};

typedef enum { LEVEL_MODEL, LEVEL_GRAPH, LEVEL_TENSOR } Level;

typedef struct {
  const uint8_t *base; // the whole serialized model
  uint8_t *out;        // NULL while measuring
  size_t written;
  OnnxRawRange *ranges; // one per initializer, once counted
  size_t numInitializers;
  const char *error; // what was wrong, at `errorOffset`
  size_t errorOffset;
} Lifter;

static bool readVarint(const uint8_t **p, const uint8_t *end, uint64_t *out) {
  uint64_t value = 0;
  for (unsigned shift = 0; shift < 64; shift += 7) {
    if (*p == end)
      return false;
    uint8_t byte = *(*p)++;
    value |= (uint64_t)(byte & 0x7f) << shift;
    if (!(byte & 0x80)) {
      *out = value;
      return true;
    }
  }
  return false;
}

static void emit(Lifter *l, const uint8_t *bytes, size_t size) {
  if (l->out)
    memcpy(l->out + l->written, bytes, size);
  l->written += size;
}

static void emitVarint(Lifter *l, uint64_t value) {
  uint8_t bytes[10];
  size_t n = 0;
  do {
    bytes[n++] = (uint8_t)((value & 0x7f) | (value >= 0x80 ? 0x80 : 0));
    value >>= 7;
  } while (value);
  emit(l, bytes, n);
}

static bool fail(Lifter *l, const uint8_t *at, const char *what) {
  l->error = what;
  l->errorOffset = (size_t)(at - l->base);
  return false;
}

// Copies the fields of the message at [p, end), at `level`, leaving out the
// raw data of initializers and recursing into what leads to them.
// `initializer` is the index of the tensor being copied (LEVEL_TENSOR).
static bool lift(Lifter *l, const uint8_t *p, const uint8_t *end, Level level,
                 size_t initializer) {
  while (p < end) {
    const uint8_t *field = p;
    uint64_t key, length = 0;
    if (!readVarint(&p, end, &key))
      return fail(l, field, "truncated field key");
    uint64_t number = key >> 3;
    switch (key & 7) {
    case WIRE_VARINT:
      if (!readVarint(&p, end, &length))
        return fail(l, field, "truncated varint");
      emit(l, field, (size_t)(p - field));
      continue;
    case WIRE_FIXED64:
    case WIRE_FIXED32: {
      size_t size = (key & 7) == WIRE_FIXED64 ? 8 : 4;
      if ((size_t)(end - p) < size)
        return fail(l, field, "truncated fixed-size field");
      p += size;
      emit(l, field, (size_t)(p - field));
      continue;
    }
    case WIRE_LENGTH:
      break;
    default:
      return fail(l, field, "unsupported wire type (groups are not ONNX)");
    }
    if (!readVarint(&p, end, &length))
      return fail(l, field, "truncated length");
    if (length > (uint64_t)(end - p))
      return fail(l, field, "field runs past the end of its message");
    const uint8_t *body = p, *bodyEnd = p + length;
    p = bodyEnd;

    bool intoGraph = level == LEVEL_MODEL && number == MODEL_GRAPH;
    bool intoTensor = level == LEVEL_GRAPH && number == GRAPH_INITIALIZER;
    if (level == LEVEL_TENSOR && number == TENSOR_RAW_DATA) {
      if (l->out) {
        OnnxRawRange *range = &l->ranges[initializer];
        range->present = true;
        range->offset = (size_t)(body - l->base);
        range->size = (size_t)length;
      }
      continue;
    }
    if (!intoGraph && !intoTensor) {
      emit(l, field, (size_t)(p - field));
      continue;
    }
    // A message on the way to the weights: measure its lifted size for the
    // length prefix, then copy it.
    size_t index = intoTensor ? l->numInitializers++ : 0;
    Level inner = intoGraph ? LEVEL_GRAPH : LEVEL_TENSOR;
    Lifter measure = *l;
    measure.out = NULL;
    measure.written = 0;
    if (!lift(&measure, body, bodyEnd, inner, index)) {
      *l = measure;
      return false;
    }
    emitVarint(l, key);
    emitVarint(l, measure.written);
    // (The measuring copy counted initializers on its own.)
    if (!lift(l, body, bodyEnd, inner, index))
      return false;
  }
  return true;
}

bool onnxLiftRawData(const uint8_t *data, size_t size, OnnxLifted *lifted,
                     NnStringBuffer *error) {
  memset(lifted, 0, sizeof(*lifted));
  Lifter l = {.base = data};
  if (!lift(&l, data, data + size, LEVEL_MODEL, 0)) {
    nnStringBufferPrintf(error, "not a valid ONNX model: %s at byte %zu of %zu",
                         l.error, l.errorOffset, size);
    return false;
  }
  size_t total = l.written, count = l.numInitializers;
  lifted->bytes = nnAlloc(total);
  lifted->ranges = nnAllocArray(count, sizeof(OnnxRawRange));
  if (!lifted->bytes || !lifted->ranges) {
    onnxLiftedFree(lifted);
    nnStringBufferPrintf(error, "out of memory reading the model");
    return false;
  }
  Lifter write = {.base = data, .out = lifted->bytes, .ranges = lifted->ranges};
  if (!lift(&write, data, data + size, LEVEL_MODEL, 0)) {
    onnxLiftedFree(lifted);
    nnStringBufferPrintf(error, "not a valid ONNX model: %s", write.error);
    return false;
  }
  lifted->size = write.written;
  lifted->numRanges = count;
  return true;
}

void onnxLiftedFree(OnnxLifted *lifted) {
  free(lifted->bytes);
  free(lifted->ranges);
  memset(lifted, 0, sizeof(*lifted));
}
