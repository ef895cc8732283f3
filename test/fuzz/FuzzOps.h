//===- FuzzOps.h - Random types and attributes for an op's description ----===//
//
// What the register_op and builder targets share: tensor types drawn from an
// element-type mask, and attribute values drawn from an op's attribute
// definitions (NnAttrDef), mostly of the kind the definition asks for,
// sometimes of another kind, unknown, or at an edge value. Everything about
// an op is read from its NnOpDef, never restated here.
//
//===----------------------------------------------------------------------===//

#ifndef NN_TEST_FUZZ_FUZZOPS_H
#define NN_TEST_FUZZ_FUZZOPS_H

#include "FuzzInput.h"

#include "nn-c/Builder.h"
#include "nn-c/OpDef.h"

#include "mlir-c/IR.h"

/// An element type allowed by `mask` (NN_F16 ... NN_UI64), or any when the mask
/// allows none.
MlirType nnFuzzElementType(NnFuzzInput *in, MlirContext ctx, unsigned mask);

/// A ranked tensor of rank 0 to 4 with dimensions from nnFuzzDim (dynamic
/// ones where `dynamic` is true), of an element type from `mask`.
MlirType nnFuzzTensorType(NnFuzzInput *in, MlirContext ctx, unsigned mask,
                          bool dynamic);

enum { NN_FUZZ_MAX_ATTRS = 8, NN_FUZZ_MAX_ARRAY = 8, NN_FUZZ_MAX_STRING = 24 };

/// Attribute values for one op, with the storage their arrays and strings
/// borrow.
typedef struct {
  NnAttrValue values[NN_FUZZ_MAX_ATTRS];
  intptr_t count;
  int64_t arrays[NN_FUZZ_MAX_ATTRS][NN_FUZZ_MAX_ARRAY];
  float floatArrays[NN_FUZZ_MAX_ATTRS][NN_FUZZ_MAX_ARRAY];
  char strings[NN_FUZZ_MAX_ATTRS][NN_FUZZ_MAX_STRING];
  char names[NN_FUZZ_MAX_ATTRS][NN_FUZZ_MAX_STRING];
} NnFuzzAttrs;

/// Fills `attrs` with values for some of `def`'s attributes, and now and
/// then one of a name `def` does not have.
void nnFuzzAttributes(NnFuzzInput *in, const NnOpDef *def, NnFuzzAttrs *attrs);

/// The pipeline that the bits of `bits` choose, in pipeline order, as
/// "builtin.module(...)" text for nnAddPipeline:
///
///   bit 0  infer-shapes            bit 4  fold-constants (JIT: slow)
///   bit 1  nn-simplify             bit 5  fuse-ops
///   bit 2  simplify-inference      bit 6  convert-nn-to-linalg
///   bit 3  convert-layout{to=NHWC} bit 7  convert-nn-to-linalg, nn-bufferize
void nnFuzzPipeline(uint8_t bits, char *out, size_t size);

#endif // NN_TEST_FUZZ_FUZZOPS_H
