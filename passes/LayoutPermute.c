//===- LayoutPermute.c - Permuting 4-D values for --convert-layout --------===//
//
// Transposes the pass inserts, and constants it permutes in place of a
// transpose so that weights arrive in the target layout at no run-time cost
// (OneFlow's auto-nhwc was slower than NCHW until it did this).
//
//===----------------------------------------------------------------------===//

#include "LayoutPermute.h"

#include "DenseValues.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"
#include "support/OpName.h"

#include <stdlib.h>
#include <string.h>

bool nnPermsCancel(const int64_t *a, const int64_t *b) {
  for (int i = 0; i < NN_LAYOUT_RANK; ++i)
    if (a[b[i]] != i)
      return false;
  return true;
}

MlirType nnPermuteType(MlirType type, const int64_t *perm) {
  int64_t shape[NN_LAYOUT_RANK];
  for (int i = 0; i < NN_LAYOUT_RANK; ++i)
    shape[i] = mlirShapedTypeGetDimSize(type, perm[i]);
  return mlirRankedTensorTypeGet(NN_LAYOUT_RANK, shape,
                                 mlirShapedTypeGetElementType(type),
                                 mlirAttributeGetNull());
}

void nnInsertAfterDefinition(MlirValue value, MlirOperation op) {
  if (mlirValueIsAOpResult(value)) {
    MlirOperation producer = mlirOpResultGetOwner(value);
    mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(producer),
                                       producer, op);
  } else {
    mlirBlockInsertOwnedOperation(mlirBlockArgumentGetOwner(value), 0, op);
  }
}

MlirOperation nnBuildTranspose(MlirValue value, const int64_t *perm,
                               MlirLocation loc) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirType type = nnPermuteType(mlirValueGetType(value), perm);
  MlirNamedAttribute attr =
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("perm")),
                            mlirDenseI64ArrayGet(ctx, NN_LAYOUT_RANK, perm));
  MlirOperationState state = mlirOperationStateGet(nnStr("nn.transpose"), loc);
  mlirOperationStateAddOperands(&state, 1, &value);
  mlirOperationStateAddResults(&state, 1, &type);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  return mlirOperationCreate(&state);
}

// The bytes one element takes in a dense attribute's raw data, or 0 where
// the data is not one whole number of bytes per element (i1 is bit-packed).
static size_t elementBytes(MlirType element) {
  unsigned bits = 0;
  if (mlirTypeIsAInteger(element))
    bits = mlirIntegerTypeGetWidth(element);
  else if (mlirTypeIsAFloat(element))
    bits = mlirFloatTypeGetWidth(element);
  return bits && bits % 8 == 0 ? bits / 8 : 0;
}

// The dense attribute `attr` of shape `from` (NN_LAYOUT_RANK dims) transposed
// by `perm` into `type`, or a null attribute.
static MlirAttribute permuteData(MlirAttribute attr, const int64_t *from,
                                 const int64_t *perm, MlirType type) {
  if (mlirDenseElementsAttrIsSplat(attr))
    return mlirDenseElementsAttrSplatGet(
        type, mlirDenseElementsAttrGetSplatValue(attr));
  size_t bytes = elementBytes(mlirShapedTypeGetElementType(type));
  if (!bytes)
    return mlirAttributeGetNull();
  int64_t stride[NN_LAYOUT_RANK], to[NN_LAYOUT_RANK];
  stride[NN_LAYOUT_RANK - 1] = 1;
  for (int i = NN_LAYOUT_RANK - 1; i > 0; --i)
    stride[i - 1] = stride[i] * from[i];
  // Output dimension i walks input dimension perm[i].
  int64_t step[NN_LAYOUT_RANK];
  for (int i = 0; i < NN_LAYOUT_RANK; ++i) {
    to[i] = from[perm[i]];
    step[i] = stride[perm[i]];
  }
  size_t count = (size_t)(to[0] * to[1] * to[2] * to[3]);
  const char *in = mlirDenseElementsAttrGetRawData(attr);
  char *out = nnAllocArray(count * bytes + 1, 1);
  if (!out)
    return mlirAttributeGetNull(); // not permuted; the pass fails
  char *next = out;
  for (int64_t a = 0; a < to[0]; ++a)
    for (int64_t b = 0; b < to[1]; ++b)
      for (int64_t c = 0; c < to[2]; ++c)
        for (int64_t d = 0; d < to[3]; ++d) {
          int64_t offset =
              a * step[0] + b * step[1] + c * step[2] + d * step[3];
          memcpy(next, in + (size_t)offset * bytes, bytes);
          next += bytes;
        }
  MlirAttribute result =
      mlirDenseElementsAttrRawBufferGet(type, count * bytes, out);
  free(out);
  return result;
}

MlirOperation nnBuildPermutedConstant(MlirValue value, const int64_t *perm) {
  MlirOperation none = {NULL};
  MlirAttribute attr = nnConstantDenseValue(value);
  if (mlirAttributeIsNull(attr))
    return none;
  MlirOperation producer = mlirOpResultGetOwner(value);
  MlirType type = mlirValueGetType(value);
  if (!mlirTypeIsARankedTensor(type) || !mlirShapedTypeHasStaticShape(type))
    return none;
  int64_t rank = mlirShapedTypeGetRank(type);
  MlirType element = mlirShapedTypeGetElementType(type);
  if (rank > NN_LAYOUT_RANK ||
      (!mlirTypeIsAInteger(element) && !mlirTypeIsAFloat(element)))
    return none;
  int64_t from[NN_LAYOUT_RANK];
  for (int64_t i = 0; i < NN_LAYOUT_RANK; ++i) {
    int64_t pos = i - (NN_LAYOUT_RANK - rank);
    from[i] = pos < 0 ? 1 : mlirShapedTypeGetDimSize(type, pos);
  }
  int64_t shape[NN_LAYOUT_RANK];
  for (int i = 0; i < NN_LAYOUT_RANK; ++i)
    shape[i] = from[perm[i]];
  MlirType permuted = mlirRankedTensorTypeGet(NN_LAYOUT_RANK, shape, element,
                                              mlirAttributeGetNull());
  MlirAttribute data = permuteData(attr, from, perm, permuted);
  if (mlirAttributeIsNull(data))
    return none;
  MlirContext ctx = mlirOperationGetContext(producer);
  MlirNamedAttribute named =
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("value")), data);
  MlirOperationState state = mlirOperationStateGet(
      nnStr("arith.constant"), mlirOperationGetLocation(producer));
  mlirOperationStateAddResults(&state, 1, &permuted);
  mlirOperationStateAddAttributes(&state, 1, &named);
  return mlirOperationCreate(&state);
}
