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
// Before that, a first pass checks the nesting of the whole model against
// the ONNX schema (protobuf-c's descriptors): protobuf-c unpacks and frees
// nested messages recursively, without a depth limit, so a model of If
// nodes nested in If nodes' branches a few thousand deep (a few hundred KB)
// or of sequence(sequence(...)) types overflows the stack. Messages nested
// deeper than ONNX_MAX_NESTING are refused, as protobuf's C++ parser does
// (its default recursion limit is also 100). The pass reads only field
// keys and lengths, skipping every string and bytes field, weights
// included, by its length.
//
//===----------------------------------------------------------------------===//

#include "Wire.h"

#include "onnx.pb-c.h"
#include "support/Memory.h"

#include <limits.h>
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
  // Messages inside messages, the model itself at depth 1: a subgraph of a
  // subgraph of the main graph (Model, Graph, Node, Attribute, Graph, Node,
  // Attribute, Graph) is at 8.
  ONNX_MAX_NESTING = 100,
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

// Reads a varint at *p; NULL, or what is wrong with it.
static const char *readVarint(const uint8_t **p, const uint8_t *end,
                              uint64_t *out) {
  uint64_t value = 0;
  for (unsigned shift = 0; shift < 64; shift += 7) {
    if (*p == end)
      return "truncated varint";
    uint8_t byte = *(*p)++;
    value |= (uint64_t)(byte & 0x7f) << shift;
    if (!(byte & 0x80)) {
      *out = value;
      return NULL;
    }
  }
  return "varint longer than 10 bytes";
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

// Reads the field at *p: its key and, for a length-delimited field, its
// body [*body, *bodyEnd); *p moves past it. False after reporting.
static bool readField(Lifter *l, const uint8_t **p, const uint8_t *end,
                      uint64_t *key, const uint8_t **body,
                      const uint8_t **bodyEnd) {
  const uint8_t *field = *p;
  const char *why;
  uint64_t length;
  if ((why = readVarint(p, end, key)))
    return fail(l, field, why);
  if (*key >> 3 == 0)
    return fail(l, field, "field number 0");
  *body = *bodyEnd = NULL;
  switch (*key & 7) {
  case WIRE_VARINT:
    if ((why = readVarint(p, end, &length)))
      return fail(l, field, why);
    return true;
  case WIRE_FIXED64:
  case WIRE_FIXED32: {
    size_t size = (*key & 7) == WIRE_FIXED64 ? 8 : 4;
    if ((size_t)(end - *p) < size)
      return fail(l, field, "truncated fixed-size field");
    *p += size;
    return true;
  }
  case WIRE_LENGTH:
    if ((why = readVarint(p, end, &length)))
      return fail(l, field, why);
    if (length > (uint64_t)(end - *p))
      return fail(l, field, "field runs past the end of its message");
    *body = *p;
    *bodyEnd = *p += length;
    return true;
  default:
    return fail(l, field, "unsupported wire type (groups are not ONNX)");
  }
}

// Checks that the message of type `type` at [p, end), at `depth`, and the
// messages in it are well formed on the wire and nested at most
// ONNX_MAX_NESTING deep. Recursion is bounded by that limit.
static bool checkNesting(Lifter *l, const uint8_t *p, const uint8_t *end,
                         const ProtobufCMessageDescriptor *type,
                         unsigned depth) {
  if (depth > ONNX_MAX_NESTING)
    return fail(l, p, "messages nested more than 100 deep (ONNX_MAX_NESTING)");
  while (p < end) {
    uint64_t key;
    const uint8_t *body, *bodyEnd;
    if (!readField(l, &p, end, &key, &body, &bodyEnd))
      return false;
    if (!body || key >> 3 > UINT_MAX)
      continue;
    const ProtobufCFieldDescriptor *f =
        protobuf_c_message_descriptor_get_field(type, (unsigned)(key >> 3));
    if (f && f->type == PROTOBUF_C_TYPE_MESSAGE &&
        !checkNesting(l, body, bodyEnd, f->descriptor, depth + 1))
      return false;
  }
  return true;
}

// Copies the fields of the message at [p, end), at `level`, leaving out the
// raw data of initializers and recursing into what leads to them.
// `initializer` is the index of the tensor being copied (LEVEL_TENSOR).
static bool lift(Lifter *l, const uint8_t *p, const uint8_t *end, Level level,
                 size_t initializer) {
  while (p < end) {
    const uint8_t *field = p, *body, *bodyEnd;
    uint64_t key;
    if (!readField(l, &p, end, &key, &body, &bodyEnd))
      return false;
    uint64_t number = key >> 3;
    if (!body) {
      emit(l, field, (size_t)(p - field));
      continue;
    }
    size_t length = (size_t)(bodyEnd - body);

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
  if (!checkNesting(&l, data, data + size, &onnx__model_proto__descriptor, 1) ||
      !lift(&l, data, data + size, LEVEL_MODEL, 0)) {
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
