//===- Values.c - What each ONNX value name stands for --------------------===//
//
// The slots of an import (Importer.h): a hash map from value names to the
// MLIR value built for each and/or the tensor known for it, and the one
// place import errors are reported. A known tensor becomes a constant on
// first use as a value: inline when small, otherwise a dense_resource blob
// over the tensor's bytes without a copy (the model's mapping, kept alive
// by a reference the blob holds, or a block the blob takes over).
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir-c/Diagnostics.h"
#include "support/Memory.h"

#include <stdarg.h>
#include <stdlib.h>

void onnxImportError(OnnxImporter *im, const char *format, ...) {
  NnStringBuffer message = {0};
  va_list args;
  va_start(args, format);
  nnStringBufferVPrintf(&message, format, args);
  va_end(args);
  ++im->errors;
  MlirStringRef text =
      mlirStringRefCreate(nnStringBufferStr(&message), message.length);
  if (im->errorCallback)
    im->errorCallback(text, im->userData);
  else
    mlirEmitError(im->location, nnStringBufferStr(&message));
  nnStringBufferFree(&message);
}

intptr_t onnxImporterLookup(const OnnxImporter *im, const char *name) {
  intptr_t slot;
  return nnStringMapGet(&im->names, name, &slot) ? slot : -1;
}

intptr_t onnxImporterDefine(OnnxImporter *im, const char *name,
                            const char *definedBy) {
  if (nnStringMapGet(&im->names, name, NULL)) {
    onnxImportError(im, "value '%s' is defined twice (again by %s)", name,
                    definedBy);
    return -1;
  }
  OnnxSlot *grown = nnGrowForOneMore(im->slots, &im->capacitySlots,
                                     im->numSlots, sizeof(OnnxSlot));
  if (!grown || !nnStringMapSet(&im->names, name, (intptr_t)im->numSlots)) {
    if (grown)
      im->slots = grown;
    onnxImportError(im, "out of memory");
    return -1;
  }
  im->slots = grown;
  im->slots[im->numSlots] = (OnnxSlot){.name = name};
  return (intptr_t)im->numSlots++;
}

bool onnxImporterAlias(OnnxImporter *im, const char *name, intptr_t slot,
                       const char *definedBy) {
  if (nnStringMapGet(&im->names, name, NULL)) {
    onnxImportError(im, "value '%s' is defined twice (again by %s)", name,
                    definedBy);
    return false;
  }
  if (!nnStringMapSet(&im->names, name, slot)) {
    onnxImportError(im, "out of memory");
    return false;
  }
  return true;
}

static void releaseModel(void *model, const void *data, size_t size,
                         size_t align) {
  onnxModelRelease(model);
}

static void freeBlock(void *block, const void *data, size_t size,
                      size_t align) {
  free(block);
}

MlirValue onnxImporterValue(OnnxImporter *im, intptr_t slot) {
  OnnxSlot *s = &im->slots[slot];
  if (s->symbolic && mlirValueIsNull(s->value)) {
    // Its codes are no numbers (Sizes.h): never data.
    if (im->node)
      onnxImportError(im,
                      "node '%s' (%s, opset %lld): value '%s' holds sizes "
                      "known only at run time (from Shape of a tensor with "
                      "dynamic dims), which nn takes as a Reshape's shape "
                      "only, not as data",
                      im->node->name, im->node->proto->op_type,
                      (long long)im->node->opset, s->name);
    else
      onnxImportError(im,
                      "value '%s' holds sizes known only at run time, which "
                      "cannot be a graph output",
                      s->name);
    return (MlirValue){NULL};
  }
  if (!mlirValueIsNull(s->value) || !s->constant)
    return s->value;
  OnnxTensor *t = s->constant;
  // The constant carries its value's name, whatever node first uses it.
  nnGraphBuilderSetLocation(
      im->builder,
      mlirLocationNameGet(im->ctx, mlirStringRefCreateFromCString(s->name),
                          mlirLocationUnknownGet(im->ctx)));
  if (t->bytes <= NN_GRAPH_BUILDER_INLINE_LIMIT ||
      t->dataType == ONNX__TENSOR_PROTO__DATA_TYPE__BOOL)
    s->value = nnGraphBuilderConstant(im->builder, t->type, t->data, t->bytes);
  else if (t->model) {
    // In place in the model's memory, which the blob keeps alive.
    onnxModelRetain(t->model);
    s->value = nnGraphBuilderConstantNoCopy(im->builder, t->type, t->data,
                                            t->bytes, releaseModel, t->model);
  } else {
    // A block of our own: MLIR frees it with the blob; the tensor still
    // reads it for as long as the import runs.
    void *block = t->owned;
    t->owned = NULL;
    s->value = nnGraphBuilderConstantNoCopy(im->builder, t->type, t->data,
                                            t->bytes, freeBlock, block);
  }
  nnGraphBuilderSetLocation(im->builder, im->location);
  return s->value;
}
