//===- DimAnnotations.c - Shape facts written into the IR -----------------===//
//
// --infer-shapes="annotate-dims=true" shows what the shape facts know
// (dialect/DimFacts.h): every nn op with a dynamic result dim gets
// `nn.dims`, its results' sizes as the facts say them (input dims by their
// `nn.dims` names or as input#0[1], expressions of them, constants), one
// array per result for an op of several; every function whose ops assume
// sizes equal gets `nn.dim_checks`, the equalities its entry checks at run
// time. For reading and testing what --fuse-ops and the lowering rely on;
// passes ignore both attributes.
//
//===----------------------------------------------------------------------===//

#include "DimAnnotations.h"
#include "dialect/DimFacts.h"
#include "nn-c/Dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"
#include "support/OpName.h"

#include <stdlib.h>

static MlirAttribute sizeText(NnDimFacts *facts, MlirContext ctx,
                              MlirAffineExpr size, NnStringBuffer *text) {
  nnStringBufferClear(text);
  if (mlirAffineExprIsNull(size))
    nnStringBufferPrintf(text, "?");
  else
    nnDimFactsPrintSize(facts, size, false, text);
  return mlirStringAttrGet(
      ctx, mlirStringRefCreate(nnStringBufferStr(text), text->length));
}

// ["batch", "seq", "64"]: the sizes of `value`.
static MlirAttribute sizesOf(NnDimFacts *facts, MlirValue value,
                             NnStringBuffer *text) {
  MlirType type = mlirValueGetType(value);
  MlirContext ctx = mlirTypeGetContext(type);
  if (!mlirTypeIsARankedTensor(type))
    return mlirArrayAttrGet(ctx, 0, NULL);
  intptr_t rank = mlirShapedTypeGetRank(type);
  MlirAttribute sizes[NN_MAX_RANK];
  for (intptr_t d = 0; d < rank && d < NN_MAX_RANK; ++d)
    sizes[d] = sizeText(facts, ctx, nnDimFactsGetSize(facts, value, d), text);
  return mlirArrayAttrGet(ctx, rank < NN_MAX_RANK ? rank : NN_MAX_RANK, sizes);
}

static bool hasDynamicResult(MlirOperation op) {
  for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r) {
    MlirType type = mlirValueGetType(mlirOperationGetResult(op, r));
    if (mlirTypeIsARankedTensor(type) && !mlirShapedTypeHasStaticShape(type))
      return true;
  }
  return false;
}

static bool annotateOps(NnDimFacts *facts, MlirBlock block,
                        NnStringBuffer *text) {
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!nnLookupOp(mlirIdentifierStr(mlirOperationGetName(op))) ||
        !hasDynamicResult(op))
      continue;
    intptr_t n = mlirOperationGetNumResults(op);
    MlirAttribute attr;
    if (n == 1) {
      attr = sizesOf(facts, mlirOperationGetResult(op, 0), text);
    } else {
      MlirAttribute *rows = nnAllocArray((size_t)n + 1, sizeof(MlirAttribute));
      if (!rows)
        return false;
      for (intptr_t r = 0; r < n; ++r)
        rows[r] = sizesOf(facts, mlirOperationGetResult(op, r), text);
      attr = mlirArrayAttrGet(mlirOperationGetContext(op), n, rows);
      free(rows);
    }
    mlirOperationSetDiscardableAttributeByName(op, nnStr("nn.dims"), attr);
  }
  return true;
}

bool nnAnnotateDims(MlirOperation func, NnStringBuffer *error) {
  NnDimFacts *facts = nnDimFactsCompute(func, error);
  if (!facts)
    return false;
  NnStringBuffer text = {0};
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  bool ok = annotateOps(facts, body, &text);
  intptr_t n = nnDimFactsGetNumChecks(facts);
  MlirAttribute *checks = nnAllocArray((size_t)n + 1, sizeof(MlirAttribute));
  ok = ok && checks;
  for (intptr_t i = 0; ok && i < n; ++i) {
    const NnDimCheck *c = nnDimFactsGetCheck(facts, i);
    nnStringBufferClear(&text);
    nnDimFactsPrintSize(facts, c->lhs, true, &text);
    nnStringBufferPrintf(&text, " == ");
    nnDimFactsPrintSize(facts, c->rhs, true, &text);
    checks[i] = mlirStringAttrGet(
        mlirOperationGetContext(func),
        mlirStringRefCreate(nnStringBufferStr(&text), text.length));
  }
  if (ok && n)
    mlirOperationSetDiscardableAttributeByName(
        func, nnStr("nn.dim_checks"),
        mlirArrayAttrGet(mlirOperationGetContext(func), n, checks));
  if (!ok)
    nnStringBufferPrintf(error, "out of memory");
  free(checks);
  nnStringBufferFree(&text);
  nnDimFactsDestroy(facts);
  return ok;
}
