//===- Wire.h - Lifting the weights out of a serialized model -------------===//
//
// See Wire.c: a copy of a serialized ModelProto without the raw data of the
// graph's initializers, and where each one's raw data is.
//
//===----------------------------------------------------------------------===//

#ifndef NN_IMPORT_ONNX_WIRE_H
#define NN_IMPORT_ONNX_WIRE_H

#include "support/StringBuffer.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Where one initializer's raw_data is in the original bytes.
typedef struct {
  bool present;
  size_t offset, size;
} OnnxRawRange;

typedef struct {
  uint8_t *bytes; // the model without the initializers' raw_data
  size_t size;
  OnnxRawRange *ranges; // one per graph initializer, in order
  size_t numRanges;
} OnnxLifted;

/// Fills `lifted` from the `size` bytes of a serialized ModelProto. Fails
/// with a message naming the byte offset when the wire format is broken.
bool onnxLiftRawData(const uint8_t *data, size_t size, OnnxLifted *lifted,
                     NnStringBuffer *error);
void onnxLiftedFree(OnnxLifted *lifted);

#endif // NN_IMPORT_ONNX_WIRE_H
