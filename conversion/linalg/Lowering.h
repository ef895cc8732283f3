//===- Lowering.h - What an nn op's lowering to linalg sees ---------------===//
//
// A lowering builds the linalg/tensor/arith/math ops computing one nn op in
// front of it and writes the values replacing its results. The pass
// (ConvertNnToLinalg.c) has already checked that every operand and result is
// a statically shaped ranked tensor. A lowering that cannot handle the op
// (an element type, an attribute value) returns nnLowerFail(...) before
// building anything; the pass reports the message at the op.
//
// The registry (nn-c/OpDef.h) has no lowering field yet: the table naming
// each op's lowering lives in ConvertNnToLinalg.c, one family per file.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_LOWERING_H
#define NN_CONVERSION_LOWERING_H

#include "conversion/common/LinalgBuilder.h"

#include "nn-c/OpDef.h"
#include "support/StringBuffer.h"

typedef struct {
  NnBuilder b; // inserts before the op
  MlirOperation op;
  const NnOpDef *def;
  const char *name;   // the op's name without "nn."
  MlirValue *results; // one per op result, written by the lowering
  NnStringBuffer *error;
} NnLowering;

typedef MlirLogicalResult (*NnLowerFn)(NnLowering *l);

MlirValue nnLowerOperand(NnLowering *l, intptr_t pos);
MlirType nnLowerOperandType(NnLowering *l, intptr_t pos);
MlirType nnLowerResultType(NnLowering *l, intptr_t pos);
/// The attribute, or its registry default when absent.
MlirAttribute nnLowerAttr(NnLowering *l, const char *name);
double nnLowerFloat(NnLowering *l, const char *name);
int64_t nnLowerInt(NnLowering *l, const char *name);
bool nnLowerBool(NnLowering *l, const char *name);
bool nnLowerAttrIs(NnLowering *l, const char *name, const char *value);
/// Copies an i64 array attribute into `values` (capacity NN_MAX_RANK) and
/// returns its size.
intptr_t nnLowerIntArray(NnLowering *l, const char *name, int64_t *values);
/// Records why the op cannot be lowered and returns failure.
MlirLogicalResult nnLowerFail(NnLowering *l, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/// Fails naming the element type unless it is a float (or, with `ints`, an
/// integer of more than one bit).
MlirLogicalResult nnLowerRequireNumeric(NnLowering *l, MlirType element,
                                        bool ints);

/* The families. */
MlirLogicalResult nnLowerUnary(NnLowering *l);
MlirLogicalResult nnLowerForward(NnLowering *l);
MlirLogicalResult nnLowerCast(NnLowering *l);
MlirLogicalResult nnLowerBinary(NnLowering *l);
MlirLogicalResult nnLowerWhere(NnLowering *l);
MlirLogicalResult nnLowerBiasAdd(NnLowering *l);
MlirLogicalResult nnLowerPrelu(NnLowering *l);
MlirLogicalResult nnLowerBatchNorm(NnLowering *l);
MlirLogicalResult nnLowerMatmul(NnLowering *l);
MlirLogicalResult nnLowerConv2d(NnLowering *l);
MlirLogicalResult nnLowerMaxPool2d(NnLowering *l);
MlirLogicalResult nnLowerAvgPool2d(NnLowering *l);
MlirLogicalResult nnLowerGlobalAvgPool2d(NnLowering *l);
MlirLogicalResult nnLowerReduce(NnLowering *l);
MlirLogicalResult nnLowerArgReduce(NnLowering *l);
MlirLogicalResult nnLowerSoftmax(NnLowering *l);
MlirLogicalResult nnLowerLayerNorm(NnLowering *l);
MlirLogicalResult nnLowerTranspose(NnLowering *l);
MlirLogicalResult nnLowerReshape(NnLowering *l);
MlirLogicalResult nnLowerBroadcastTo(NnLowering *l);
MlirLogicalResult nnLowerSplit(NnLowering *l);
MlirLogicalResult nnLowerTriangle(NnLowering *l);
MlirLogicalResult nnLowerSlice(NnLowering *l);
MlirLogicalResult nnLowerPad(NnLowering *l);
MlirLogicalResult nnLowerGather(NnLowering *l);

#endif // NN_CONVERSION_LOWERING_H
