//===- LowerContraction.c - nn.matmul to linalg ---------------------------===//
//
// nn.matmul accumulates into a linalg.fill of zero. Plain 2-D products become
// linalg.matmul and same-batch 3-D ones linalg.batch_matmul; transposed
// operands and other batch forms become one linalg.contract over (batch...,
// m, n, k) whose indexing maps do the transposing and the NumPy
// broadcasting of the batch dimensions: a named op, which upstream
// elementwise fusion leaves alone (fused into a linalg.generic, a softmax's
// division would be recomputed for every product and the CPU's ukernels
// would no longer see a contraction). A size-1 batch dimension broadcast
// against a larger one is read at the constant index 0, which
// linalg.contract's maps cannot say: those products stay a linalg.generic. f16
// and bf16 products accumulate in f32 (nnbAccumulatorType): the operands are
// extended first and the result truncated last.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/OpName.h"

// The map of a [batch..., rows, cols] operand into the loops (batch..., m, n,
// k): its batch dimensions broadcast against the result's, its last two
// dimensions are loops `rows` and `cols`.
static MlirAffineMap operandMap(MlirContext ctx, MlirType operand,
                                MlirType result, int64_t rows, int64_t cols) {
  intptr_t rank = mlirShapedTypeGetRank(operand);
  intptr_t batch = mlirShapedTypeGetRank(result) - 2;
  int64_t dims[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank - 2; ++i) {
    intptr_t loop = batch - (rank - 2) + i;
    dims[i] = mlirShapedTypeGetDimSize(operand, i) == 1 &&
                      mlirShapedTypeGetDimSize(result, loop) != 1
                  ? -1
                  : loop;
  }
  dims[rank - 2] = rows;
  dims[rank - 1] = cols;
  return nnbSelectMap(ctx, batch + 3, rank, dims);
}

// The product of `lhs` and `rhs` as a tensor of `result`, their element type.
static MlirValue matmul(NnLowering *l, MlirValue lhs, MlirValue rhs,
                        MlirType result) {
  bool ta = nnLoweringGetBool(l, "transpose_a"),
       tb = nnLoweringGetBool(l, "transpose_b");
  MlirType lhsType = mlirValueGetType(lhs), rhsType = mlirValueGetType(rhs);
  intptr_t rank = mlirShapedTypeGetRank(result);
  MlirValue init = nnbFilled(&l->b, result, 0);
  if (!ta && !tb && mlirShapedTypeGetRank(lhsType) == rank &&
      mlirShapedTypeGetRank(rhsType) == rank && (rank == 2 || rank == 3)) {
    bool sameBatch = rank == 2 || (mlirShapedTypeGetDimSize(lhsType, 0) ==
                                       mlirShapedTypeGetDimSize(result, 0) &&
                                   mlirShapedTypeGetDimSize(rhsType, 0) ==
                                       mlirShapedTypeGetDimSize(result, 0));
    if (sameBatch)
      return nnbNamedOp(&l->b,
                        rank == 2 ? "linalg.matmul" : "linalg.batch_matmul",
                        lhs, rhs, init, 0, NULL);
  }
  int64_t m = rank - 2, n = rank - 1, k = rank;
  MlirAffineMap maps[] = {
      operandMap(l->b.ctx, lhsType, result, ta ? k : m, ta ? m : k),
      operandMap(l->b.ctx, rhsType, result, tb ? n : k, tb ? k : n),
      nnbIdentityMap(l->b.ctx, rank + 1),
  };
  // The identity map over rank + 1 loops has one result too many: drop k.
  maps[2] = mlirAffineMapGetMajorSubMap(maps[2], rank);
  bool reduction[NN_MAX_RANK + 1]; // the loops: the result's and k
  for (intptr_t i = 0; i <= rank; ++i)
    reduction[i] = i == k;
  if (mlirAffineMapIsProjectedPermutation(maps[0]) &&
      mlirAffineMapIsProjectedPermutation(maps[1])) {
    MlirAttribute mapAttrs[3];
    for (int i = 0; i < 3; ++i)
      mapAttrs[i] = mlirAffineMapAttrGet(maps[i]);
    MlirNamedAttribute attr = mlirNamedAttributeGet(
        mlirIdentifierGet(l->b.ctx, nnStr("indexing_maps")),
        mlirArrayAttrGet(l->b.ctx, 3, mapAttrs));
    return nnbNamedOp(&l->b, "linalg.contract", lhs, rhs, init, 1, &attr);
  }
  MlirValue inputs[] = {lhs, rhs};
  NnGeneric g = {2,    inputs,   1,         &init,
                 maps, rank + 1, reduction, nnbMultiplyAccumulate,
                 NULL};
  return nnbGeneric(&l->b, &g, 0);
}

MlirLogicalResult nnLowerMatmul(NnLowering *l) {
  MlirValue lhs = nnLoweringGetOperand(l, 0), rhs = nnLoweringGetOperand(l, 1);
  MlirType element = nnbElementType(lhs);
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(l, element, true)))
    return mlirLogicalResultFailure();
  MlirType acc = nnbAccumulatorType(element);
  MlirValue product =
      matmul(l, nnbConvertElements(&l->b, lhs, acc),
             nnbConvertElements(&l->b, rhs, acc),
             nnbWithElement(nnLoweringGetResultType(l, 0), acc));
  l->results[0] = nnbConvertElements(&l->b, product, element);
  return mlirLogicalResultSuccess();
}
