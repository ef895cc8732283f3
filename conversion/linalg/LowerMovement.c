//===- LowerMovement.c - Data movement ops to linalg and tensor -----------===//
//
// nn.transpose is linalg.transpose into a tensor.empty; nn.reshape (and
// squeeze, unsqueeze, flatten, whose static result types say all) is
// tensor.reshape with its static shape as an i64 constant; nn.broadcast_to
// is a linalg.generic copying through the NumPy broadcasting map; nn.split
// is one tensor.extract_slice per part; nn.tril and nn.triu are an
// elementwise linalg.generic comparing column - row (linalg.index of the
// last two loops) with the diagonal and selecting the input or zero.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

MlirLogicalResult nnLowerTranspose(NnLowering *l) {
  NnBuilder *b = &l->b;
  MlirValue input = nnLoweringGetOperand(l, 0);
  MlirType result = nnLoweringGetResultType(l, 0);
  int64_t perm[NN_MAX_RANK];
  intptr_t rank = nnLoweringGetIntArray(l, "perm", perm, NN_MAX_RANK);
  if (rank > NN_MAX_RANK)
    return nnLoweringFail(l, "'perm' has %lld entries; at most %d",
                          (long long)rank, NN_MAX_RANK);
  // A scalar is its own transpose; and LLVM 22's linalg.transpose crashes
  // every tool at rank 0, so none is built.
  if (rank == 0) {
    l->results[0] = input;
    return mlirLogicalResultSuccess();
  }
  l->results[0] = nnbTranspose(b, input, perm, result);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLowerReshape(NnLowering *l) {
  l->results[0] = nnbReshape(&l->b, nnLoweringGetOperand(l, 0),
                             nnLoweringGetResultType(l, 0));
  return mlirLogicalResultSuccess();
}

static void copyBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  yields[0] = args[0];
}

MlirLogicalResult nnLowerBroadcastTo(NnLowering *l) {
  MlirValue input = nnLoweringGetOperand(l, 0);
  l->results[0] = nnbElementwise(&l->b, nnLoweringGetResultType(l, 0), 1,
                                 &input, copyBody, NULL);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLowerSplit(NnLowering *l) {
  MlirValue input = nnLoweringGetOperand(l, 0);
  MlirType part = nnLoweringGetResultType(l, 0);
  intptr_t rank = mlirShapedTypeGetRank(part);
  int64_t axis = nnLoweringGetInt(l, "axis");
  if (axis < 0)
    axis += rank;
  int64_t offsets[NN_MAX_RANK], strides[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i)
    offsets[i] = 0, strides[i] = 1;
  // The parts start at static offsets: other dims may be dynamic.
  if (mlirShapedTypeIsDynamicDim(part, axis))
    return nnLoweringFail(l,
                          "a split along a dynamic dimension (%lld) lowers "
                          "at static sizes only",
                          (long long)axis);
  intptr_t parts = mlirOperationGetNumResults(l->op);
  for (intptr_t k = 0; k < parts; ++k) {
    offsets[axis] = k * mlirShapedTypeGetDimSize(part, axis);
    l->results[k] = nnbExtractSlice(&l->b, input, part, offsets, strides);
  }
  return mlirLogicalResultSuccess();
}

typedef struct {
  intptr_t rank;
  int64_t diagonal;
  bool lower;
} Triangle;

static void triangleBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                         void *userData) {
  const Triangle *t = userData;
  MlirValue row = nnbLoopIndex(b, t->rank - 2);
  MlirValue col = nnbLoopIndex(b, t->rank - 1);
  MlirValue offset = nnbOp2(b, "arith.subi", col, row);
  // tril keeps col - row <= diagonal (sle), triu col - row >= diagonal (sge).
  MlirValue keep =
      nnbCmpi(b, t->lower ? 3 : 5, offset, nnbIndex(b, t->diagonal));
  MlirValue zero = nnbConstant(b, mlirValueGetType(args[0]), 0);
  yields[0] = nnbOp3(b, "arith.select", keep, args[0], zero);
}

static MlirLogicalResult lowerTriangle(NnLowering *l, bool lower) {
  MlirValue input = nnLoweringGetOperand(l, 0);
  MlirType element = nnbElementType(input);
  if (!nnbIsFloat(element) && !mlirTypeIsAInteger(element))
    return nnLoweringRequireNumeric(l, element, true);
  MlirType result = nnLoweringGetResultType(l, 0);
  Triangle t = {mlirShapedTypeGetRank(result), nnLoweringGetInt(l, "diagonal"),
                lower};
  l->results[0] = nnbElementwise(&l->b, result, 1, &input, triangleBody, &t);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLowerTril(NnLowering *l) { return lowerTriangle(l, true); }

MlirLogicalResult nnLowerTriu(NnLowering *l) { return lowerTriangle(l, false); }
