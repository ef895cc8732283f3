//===- PaddedInput.c - A convolution tile's padded input, read in place ---===//
//
// See PaddedInput.h: recognizing the buffer that tensor.pad bufferizes to in
// a tile (in one block, or in the scf.if that tiling along H makes), and
// erasing it once the ukernel call reads the source in its place.
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/PaddedInput.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

#include <math.h>

// Whether `value` is an arith.constant +0.0 (not -0.0: -0.0 + x is not x
// when x is +0.0).
static bool isPositiveZero(MlirValue value) {
  if (!mlirValueIsAOpResult(value))
    return false;
  MlirOperation def = mlirOpResultGetOwner(value);
  if (!nnOpIs(def, "arith.constant"))
    return false;
  MlirAttribute attr = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("value"));
  if (!mlirAttributeIsAFloat(attr))
    return false;
  double v = mlirFloatAttrGetValueDouble(attr);
  return v == 0.0 && !signbit(v);
}

bool nnIsZeroFillOf(MlirOperation op, MlirValue out) {
  return nnOpIs(op, "linalg.fill") && mlirOperationGetNumOperands(op) == 2 &&
         mlirValueEqual(mlirOperationGetOperand(op, 1), out) &&
         isPositiveZero(mlirOperationGetOperand(op, 0));
}

static bool isZeroMapInto(MlirOperation op, MlirValue buffer) {
  // linalg.map outs(%buffer) { linalg.yield %c } with %c = +0.0.
  if (!nnOpIs(op, "linalg.map") || mlirOperationGetNumOperands(op) != 1 ||
      !mlirValueEqual(mlirOperationGetOperand(op, 0), buffer))
    return false;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  MlirOperation yield = mlirBlockGetFirstOperation(body);
  return nnOpIs(yield, "linalg.yield") &&
         mlirOperationGetNumOperands(yield) == 1 &&
         isPositiveZero(mlirOperationGetOperand(yield, 0));
}

// Whether `a` comes before `b` in their block (a walk from a).
static bool isBefore(MlirOperation a, MlirOperation b) {
  for (MlirOperation op = mlirOperationGetNextInBlock(a);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (mlirOperationEqual(op, b))
      return true;
  return false;
}

// Whether the offsets and strides of `view`, a subview of a `full` buffer
// into `part`, are unit strides and offsets only on dims h and w (the other
// dims whole); then the offsets of h and w, each static or a value.
static bool padOffsets(MlirOperation view, int h, int w, NnPaddedInput *p) {
  MlirAttribute offsets = mlirOperationGetAttributeByName(
      view, mlirStringRefCreateFromCString("static_offsets"));
  MlirAttribute strides = mlirOperationGetAttributeByName(
      view, mlirStringRefCreateFromCString("static_strides"));
  MlirType full = mlirValueGetType(mlirOperationGetOperand(view, 0));
  MlirType part = mlirValueGetType(mlirOperationGetResult(view, 0));
  intptr_t rank = mlirShapedTypeGetRank(full);
  if (mlirAttributeIsNull(offsets) || mlirAttributeIsNull(strides) ||
      !mlirAttributeIsADenseI64Array(offsets) ||
      !mlirAttributeIsADenseI64Array(strides) ||
      mlirDenseArrayGetNumElements(offsets) != rank ||
      mlirDenseArrayGetNumElements(strides) != rank)
    return false;
  intptr_t dynamic = 1; // the dynamic offsets follow the source
  for (intptr_t d = 0; d < rank; ++d) {
    int64_t offset = mlirDenseI64ArrayGetElement(offsets, d);
    bool isDynamic = mlirShapedTypeIsDynamicStrideOrOffset(offset);
    if (mlirDenseI64ArrayGetElement(strides, d) != 1)
      return false;
    if (d != h && d != w) {
      if (offset != 0 ||
          mlirShapedTypeIsDynamicSize(mlirShapedTypeGetDimSize(part, d)) ||
          mlirShapedTypeGetDimSize(part, d) !=
              mlirShapedTypeGetDimSize(full, d))
        return false;
      continue;
    }
    MlirValue value = isDynamic ? mlirOperationGetOperand(view, dynamic++)
                                : (MlirValue){NULL};
    if (d == h)
      p->top = isDynamic ? 0 : offset, p->topValue = value;
    else
      p->left = isDynamic ? 0 : offset, p->leftValue = value;
  }
  return true;
}

// Whether `block` holds exactly a zero-filled memref.alloc and a yield of
// it: the all-zero tile of an empty slice.
static bool isZeroBufferBlock(MlirBlock block) {
  MlirOperation alloc = mlirBlockGetFirstOperation(block);
  if (!nnOpIs(alloc, "memref.alloc") || mlirOperationGetNumOperands(alloc))
    return false;
  MlirValue buffer = mlirOperationGetResult(alloc, 0);
  MlirOperation fill = mlirOperationGetNextInBlock(alloc);
  if (mlirOperationIsNull(fill) ||
      !(nnIsZeroFillOf(fill, buffer) || isZeroMapInto(fill, buffer)))
    return false;
  MlirOperation yield = mlirOperationGetNextInBlock(fill);
  return nnOpIs(yield, "scf.yield") &&
         mlirOperationGetNumOperands(yield) == 1 &&
         mlirValueEqual(mlirOperationGetOperand(yield, 0), buffer) &&
         mlirOperationIsNull(mlirOperationGetNextInBlock(yield));
}

// Whether `value` is defined outside `op`'s regions.
static bool isAbove(MlirValue value, MlirOperation op) {
  MlirBlock block = mlirValueIsAOpResult(value)
                        ? mlirOperationGetBlock(mlirOpResultGetOwner(value))
                        : mlirBlockArgumentGetOwner(value);
  for (MlirOperation parent = mlirBlockGetParentOperation(block);
       !mlirOperationIsNull(parent);
       parent = mlirOperationGetParentOperation(parent))
    if (mlirOperationEqual(parent, op))
      return false;
  return true;
}

// The scf.if form (above): `ifOp` yields the convolution's input, the
// all-zero buffer in its then block, in its else block the source slice (a
// subview of values from outside) copied into a zero-filled buffer's
// interior.
static bool paddedInputIf(MlirOperation conv, int h, int w, MlirOperation ifOp,
                          NnPaddedInput *p) {
  MlirValue buffer = mlirOperationGetOperand(conv, 0);
  if (mlirOperationGetNumResults(ifOp) != 1 ||
      mlirOperationGetNumRegions(ifOp) != 2 ||
      !mlirBlockEqual(mlirOperationGetBlock(ifOp),
                      mlirOperationGetBlock(conv)) ||
      !isBefore(ifOp, conv))
    return false;
  MlirBlock thenBlock =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(ifOp, 0));
  MlirBlock elseBlock =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(ifOp, 1));
  if (mlirBlockIsNull(thenBlock) || mlirBlockIsNull(elseBlock) ||
      !isZeroBufferBlock(thenBlock))
    return false;
  // else: subview (source), alloc, fill, subview (interior), copy, yield.
  MlirOperation ops[6];
  MlirOperation op = mlirBlockGetFirstOperation(elseBlock);
  for (int i = 0; i < 6; ++i, op = mlirOperationGetNextInBlock(op)) {
    if (mlirOperationIsNull(op))
      return false;
    ops[i] = op;
  }
  if (!mlirOperationIsNull(op) || !nnOpIs(ops[0], "memref.subview") ||
      !nnOpIs(ops[1], "memref.alloc") || mlirOperationGetNumOperands(ops[1]) ||
      !nnOpIs(ops[3], "memref.subview") || !nnOpIs(ops[4], "memref.copy") ||
      !nnOpIs(ops[5], "scf.yield"))
    return false;
  MlirValue source = mlirOperationGetResult(ops[0], 0),
            tile = mlirOperationGetResult(ops[1], 0),
            interior = mlirOperationGetResult(ops[3], 0);
  if (!(nnIsZeroFillOf(ops[2], tile) || isZeroMapInto(ops[2], tile)) ||
      !mlirValueEqual(mlirOperationGetOperand(ops[3], 0), tile) ||
      !mlirValueEqual(mlirOperationGetOperand(ops[4], 0), source) ||
      !mlirValueEqual(mlirOperationGetOperand(ops[4], 1), interior) ||
      mlirOperationGetNumOperands(ops[5]) != 1 ||
      !mlirValueEqual(mlirOperationGetOperand(ops[5], 0), tile) ||
      !padOffsets(ops[3], h, w, p))
    return false;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(ops[0]); ++i)
    if (!isAbove(mlirOperationGetOperand(ops[0], i), ifOp))
      return false;
  // The input is read by the convolution and at most freed after it,
  // through the base of its strided metadata (as ownership-based
  // deallocation frees what an scf.if yields).
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (mlirOperationEqual(user, conv) &&
        mlirOpOperandGetOperandNumber(use) == 0)
      continue;
    if (!nnOpIs(user, "memref.extract_strided_metadata") ||
        !mlirOperationIsNull(p->ops[5]))
      return false;
    for (intptr_t i = 1; i < mlirOperationGetNumResults(user); ++i)
      if (!mlirOpOperandIsNull(
              mlirValueGetFirstUse(mlirOperationGetResult(user, i))))
        return false;
    MlirOpOperand free = mlirValueGetFirstUse(mlirOperationGetResult(user, 0));
    if (mlirOpOperandIsNull(free) ||
        !mlirOpOperandIsNull(mlirOpOperandGetNextUse(free)) ||
        !nnOpIs(mlirOpOperandGetOwner(free), "memref.dealloc"))
      return false;
    p->ops[4] = mlirOpOperandGetOwner(free);
    p->ops[5] = user;
  }
  // The source slice moves out of the if, which goes.
  mlirOperationMoveBefore(ops[0], ifOp);
  p->source = source;
  p->ops[0] = ifOp;
  return true;
}

bool nnPaddedInput(MlirOperation conv, int h, int w, NnPaddedInput *p) {
  MlirValue buffer = mlirOperationGetOperand(conv, 0);
  if (!mlirValueIsAOpResult(buffer))
    return false;
  *p = (NnPaddedInput){.ops = {mlirOpResultGetOwner(buffer)}};
  if (nnOpIs(p->ops[0], "scf.if"))
    return paddedInputIf(conv, h, w, p->ops[0], p);
  if (!nnOpIs(p->ops[0], "memref.alloc") ||
      mlirOperationGetNumOperands(p->ops[0]) != 0)
    return false;
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    int slot = mlirOperationEqual(user, conv) ? -1
               : nnIsZeroFillOf(user, buffer) || isZeroMapInto(user, buffer) ? 1
               : nnOpIs(user, "memref.subview")                              ? 2
               : nnOpIs(user, "memref.dealloc")                              ? 4
                                                : 0;
    if (slot == 0 || (slot > 0 && !mlirOperationIsNull(p->ops[slot])))
      return false;
    if (slot > 0)
      p->ops[slot] = user;
  }
  MlirOperation fill = p->ops[1], view = p->ops[2];
  if (mlirOperationIsNull(fill) || mlirOperationIsNull(view) ||
      mlirOperationGetNumOperands(view) != 1)
    return false; // a dynamic offset, size or stride
  MlirValue interior = mlirOperationGetResult(view, 0);
  MlirOpOperand use = mlirValueGetFirstUse(interior);
  if (mlirOpOperandIsNull(use) ||
      !mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)))
    return false;
  MlirOperation copy = mlirOpOperandGetOwner(use);
  if (!nnOpIs(copy, "memref.copy") || mlirOpOperandGetOperandNumber(use) != 1)
    return false;
  p->ops[3] = copy;
  p->source = mlirOperationGetOperand(copy, 0);
  // In one block, in the order that builds the tile's input: the fill, the
  // copy into it, then the convolution.
  MlirBlock block = mlirOperationGetBlock(conv);
  for (int i = 0; i < 4; ++i)
    if (!mlirBlockEqual(mlirOperationGetBlock(p->ops[i]), block))
      return false;
  if (!isBefore(fill, copy) || !isBefore(copy, conv))
    return false;
  // Offsets only on H and W (the pads), unit strides; the other dims whole.
  return padOffsets(view, h, w, p);
}

void nnErasePaddedInput(NnPaddedInput *p) {
  // Users first: the copy, the subview (the copy's target), the fill, the
  // dealloc, the metadata it freed, then the alloc (or the scf.if).
  static const int kUsersFirst[] = {3, 2, 1, 4, 5, 0};
  for (int j = 0; j < 6; ++j)
    if (!mlirOperationIsNull(p->ops[kUsersFirst[j]]))
      mlirOperationDestroy(p->ops[kUsersFirst[j]]);
}
