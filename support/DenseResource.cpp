//===- DenseResource.cpp - dense_resource attributes past the C API -------===//
//
// The C API has no way to reach a dense_resource attribute's blob handle
// (only element values, one at a time, which it reads without checking
// that the blob exists), so giving a weight a flat shape without copying
// it, and reading a weight's bytes safely, take these two C++ functions:
// the reshaped attribute holds the very handle of the old one. Like
// dialect/Inliner.cpp, it is C++ only because the C API cannot reach it.
//
//===----------------------------------------------------------------------===//

#include "DenseResource.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectResourceBlobManager.h"

using namespace mlir;

MlirAttribute nnDenseResourceReshape(MlirAttribute attr, MlirType type) {
  auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(unwrap(attr));
  auto shaped = llvm::dyn_cast<ShapedType>(unwrap(type));
  if (!resource || !shaped || !shaped.hasStaticShape())
    return MlirAttribute{nullptr};
  ShapedType old = resource.getType();
  // The same element type, or integers of one width (ui8 as i8: the same
  // bytes, SignlessIntegers.c).
  Type from = old.getElementType(), to = shaped.getElementType();
  bool sameBits = from == to ||
                  (from.isInteger() && to.isInteger() &&
                   from.getIntOrFloatBitWidth() == to.getIntOrFloatBitWidth());
  if (!sameBits || old.getNumElements() != shaped.getNumElements())
    return MlirAttribute{nullptr};
  return wrap(DenseResourceElementsAttr::get(shaped, resource.getRawHandle()));
}

const void *nnDenseResourceData(MlirAttribute attr, size_t *size) {
  auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(unwrap(attr));
  AsmResourceBlob *blob =
      resource ? resource.getRawHandle().getBlob() : nullptr;
  if (!blob)
    return nullptr;
  ArrayRef<char> data = blob->getData();
  *size = data.size();
  return data.data();
}
