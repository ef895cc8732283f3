//===- BuilderConstants.c - Host buffers as elements attributes -----------===//
//
// Weights arrive from a framework as raw host buffers. Small ones become
// inline `dense<...>` attributes, which passes can fold; big ones become
// `dense_resource` blobs, which MLIR keeps out of line (the IR stays
// readable, and a blob is printed once, in the module's resource section).
// Blobs are copied by default, into memory MLIR frees with the context, so
// the framework's buffer need not outlive the call; the no-copy variant
// borrows the framework's memory until MLIR calls its deleter.
//
//===----------------------------------------------------------------------===//

#include "BuilderInternal.h"

#include "support/Checked.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

// The base name of the blobs; MLIR makes each name unique (nn_weight_1, ...).
static const char blobName[] = "nn_weight";

// Checks that `type` is a statically shaped tensor whose elements are whole
// bytes in host layout (or i1), and computes its element count and size.
static bool constantLayout(MlirType type, int64_t *count, size_t *elementSize,
                           NnStringBuffer *error) {
  if (mlirTypeIsNull(type)) {
    nnStringBufferPrintf(error, "constant has a null type");
    return false;
  }
  if (!mlirTypeIsARankedTensor(type) || !mlirShapedTypeHasStaticShape(type)) {
    nnStringBufferPrintf(error, "constant type must be a statically shaped "
                                "tensor, but is ");
    mlirTypePrint(type, nnStringBufferCallback, error);
    return false;
  }
  MlirType element = mlirShapedTypeGetElementType(type);
  unsigned bits = 0;
  if (mlirTypeIsAF16(element) || mlirTypeIsABF16(element) ||
      mlirTypeIsAF32(element) || mlirTypeIsAF64(element))
    bits = mlirFloatTypeGetWidth(element);
  else if (mlirTypeIsAInteger(element))
    bits = mlirIntegerTypeGetWidth(element);
  if (bits != 1 && bits != 8 && bits != 16 && bits != 32 && bits != 64) {
    nnStringBufferPrintf(error, "constant element type must be f16, bf16, "
                                "f32, f64 or an integer of 1, 8, 16, 32 or 64 "
                                "bits, but is ");
    mlirTypePrint(element, nnStringBufferCallback, error);
    return false;
  }
  *elementSize = bits == 1 ? 1 : bits / 8;
  // The element count and the byte size must fit in int64 (they are signed
  // numbers further on): bounding the count by SIZE_MAX / 8 let 2^60 f64
  // elements through, whose byte size overflowed (UBSan, found by
  // test/fuzz/builder.c). A zero dimension makes the count 0 whatever the
  // others are.
  intptr_t rank = mlirShapedTypeGetRank(type);
  bool empty = false;
  for (intptr_t i = 0; i < rank; ++i)
    empty = empty || mlirShapedTypeGetDimSize(type, i) == 0;
  *count = empty ? 0 : 1;
  int64_t bytes;
  for (intptr_t i = 0; i < rank && !empty; ++i)
    if (!nnCheckedMul(*count, mlirShapedTypeGetDimSize(type, i), count)) {
      nnStringBufferPrintf(error, "constant is too large");
      return false;
    }
  if (!nnCheckedBytes(*count, (int64_t)*elementSize, &bytes)) {
    nnStringBufferPrintf(error, "constant is too large");
    return false;
  }
  return true;
}

static bool checkSize(MlirType type, int64_t count, size_t elementSize,
                      const void *data, size_t size, NnStringBuffer *error) {
  if (size != (size_t)count * elementSize) {
    nnStringBufferPrintf(error, "constant of type ");
    mlirTypePrint(type, nnStringBufferCallback, error);
    nnStringBufferPrintf(error,
                         " needs %lld bytes (%lld elements of %zu), but was "
                         "given %zu",
                         (long long)count * (long long)elementSize,
                         (long long)count, elementSize, size);
    return false;
  }
  if (size && !data) {
    nnStringBufferPrintf(error, "constant data is NULL");
    return false;
  }
  return true;
}

static bool isI1(MlirType type) {
  MlirType element = mlirShapedTypeGetElementType(type);
  return mlirTypeIsAInteger(element) && mlirIntegerTypeGetWidth(element) == 1;
}

static void freeCopy(void *userData, const void *data, size_t size,
                     size_t align) {
  (void)userData, (void)size, (void)align;
  free((void *)data);
}

MlirAttribute nnBuilderElementsFromBytes(MlirType type, const void *data,
                                         size_t size, NnStringBuffer *error) {
  int64_t count;
  size_t elementSize;
  if (!constantLayout(type, &count, &elementSize, error) ||
      !checkSize(type, count, elementSize, data, size, error))
    return mlirAttributeGetNull();
  if (isI1(type)) {
    // MLIR packs i1 raw buffers into bits; pass booleans one by one instead.
    int *values = nnAllocArray((size_t)count + 1, sizeof(int));
    if (!values) {
      nnStringBufferPrintf(error, "out of memory for %lld booleans",
                           (long long)count);
      return mlirAttributeGetNull();
    }
    for (int64_t i = 0; i < count; ++i)
      values[i] = ((const unsigned char *)data)[i] != 0;
    MlirAttribute attr = mlirDenseElementsAttrBoolGet(type, count, values);
    free(values);
    return attr;
  }
  if (size <= NN_GRAPH_BUILDER_INLINE_LIMIT)
    return mlirDenseElementsAttrRawBufferGet(type, size, data);
  // Aligned to the element size, as the blob declares.
  void *copy = aligned_alloc(elementSize, size);
  memcpy(copy, data, size);
  return mlirUnmanagedDenseResourceElementsAttrGet(
      type, mlirStringRefCreateFromCString(blobName), copy, size, elementSize,
      /*dataIsMutable=*/false, freeCopy, NULL);
}

MlirAttribute
nnBuilderElementsInPlace(MlirType type, const void *data, size_t size,
                         void (*deleter)(void *userData, const void *data,
                                         size_t size, size_t align),
                         void *userData, NnStringBuffer *error) {
  int64_t count;
  size_t elementSize;
  if (!constantLayout(type, &count, &elementSize, error) ||
      !checkSize(type, count, elementSize, data, size, error))
    return mlirAttributeGetNull();
  if (isI1(type)) {
    nnStringBufferPrintf(error, "i1 constants cannot be resource blobs; use "
                                "nnGraphBuilderConstant");
    return mlirAttributeGetNull();
  }
  if ((uintptr_t)data % elementSize) {
    nnStringBufferPrintf(error,
                         "constant data must be aligned to its %zu-byte "
                         "elements",
                         elementSize);
    return mlirAttributeGetNull();
  }
  return mlirUnmanagedDenseResourceElementsAttrGet(
      type, mlirStringRefCreateFromCString(blobName), (void *)data, size,
      elementSize, /*dataIsMutable=*/false, deleter, userData);
}

MlirAttribute nnBuilderSplatElements(MlirType type, double value,
                                     NnStringBuffer *error) {
  int64_t count;
  size_t elementSize;
  if (!constantLayout(type, &count, &elementSize, error))
    return mlirAttributeGetNull();
  MlirType element = mlirShapedTypeGetElementType(type);
  if (isI1(type))
    return mlirDenseElementsAttrBoolSplatGet(type, value != 0);
  MlirAttribute scalar;
  if (mlirTypeIsAInteger(element)) {
    // Out of range, the conversion to int64_t would be undefined; values of
    // narrower types may be given signed or unsigned (255 or -1 for i8).
    unsigned bits = mlirIntegerTypeGetWidth(element);
    double low = bits == 64 ? -9223372036854775808.0 : -ldexp(1, bits - 1);
    double high = bits == 64 ? 9223372036854775808.0 : ldexp(1, bits);
    if (!(value >= low && value < high)) {
      nnStringBufferPrintf(error, "splat value %g does not fit in ", value);
      mlirTypePrint(element, nnStringBufferCallback, error);
      return mlirAttributeGetNull();
    }
    // MLIR builds the signless value unsigned: give it the bit pattern.
    int64_t bitsValue = (int64_t)value;
    if (bits < 64 && bitsValue < 0)
      bitsValue += (int64_t)1 << bits;
    scalar = mlirIntegerAttrGet(element, bitsValue);
  } else {
    scalar = mlirFloatAttrDoubleGet(mlirTypeGetContext(type), element, value);
  }
  return mlirDenseElementsAttrSplatGet(type, scalar);
}
