//===- Verifier.c - The semantic verifier of nn ops -----------------------===//
//
// IRDL ops have no verifiers of their own, so nnVerify checks what IRDL
// cannot: element types, attribute kinds and values, and shapes. The shape
// check runs the op's shape function and compares its answer with the
// result types written in the IR. Every violation is an error at the op's
// location that names the op, the rule and the numbers, like
//   'nn.matmul' op contracting dimensions differ: lhs has 64, rhs has 32
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Infer.h"
#include "Registry.h"
#include "ShapeContext.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "support/Memory.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  MlirOperation op;
  const NnOpDef *def;
  NnStringBuffer message;
} OpChecker;

static MlirLogicalResult fail(OpChecker *c, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

// Emits "'nn.name' op <message>" at the op's location.
static MlirLogicalResult fail(OpChecker *c, const char *format, ...) {
  nnStringBufferClear(&c->message);
  nnStringBufferPrintf(&c->message, "'%s' op ", c->def->name);
  va_list args;
  va_start(args, format);
  nnStringBufferVPrintf(&c->message, format, args);
  va_end(args);
  mlirEmitError(mlirOperationGetLocation(c->op),
                nnStringBufferStr(&c->message));
  return mlirLogicalResultFailure();
}

/* Operands and results. */

static MlirLogicalResult checkValue(OpChecker *c, const char *kind,
                                    intptr_t pos, const NnValueDef *slot,
                                    MlirType type) {
  NnStringBuffer text = {0};
  MlirLogicalResult result = mlirLogicalResultSuccess();
  if (!nnCheckValueType(kind, pos, slot, type, true, &text))
    result = fail(c, "%s", nnStringBufferStr(&text));
  nnStringBufferFree(&text);
  return result;
}

/* Attributes. */

static MlirLogicalResult checkAttribute(OpChecker *c, const NnAttrDef *def) {
  MlirAttribute attr = mlirOperationGetDiscardableAttributeByName(
      c->op, mlirStringRefCreateFromCString(def->name));
  NnStringBuffer text = {0};
  MlirLogicalResult result = mlirLogicalResultSuccess();
  if (!nnCheckAttribute(def, attr, &text))
    result = fail(c, "%s", nnStringBufferStr(&text));
  nnStringBufferFree(&text);
  return result;
}

/* Shapes. */

static MlirLogicalResult checkShapes(OpChecker *c) {
  intptr_t numOperands = mlirOperationGetNumOperands(c->op);
  intptr_t numResults = mlirOperationGetNumResults(c->op);
  // Shape rules need ranks: an unranked operand leaves nothing to check.
  for (intptr_t i = 0; i < numOperands; ++i)
    if (!mlirTypeIsARankedTensor(
            mlirValueGetType(mlirOperationGetOperand(c->op, i))))
      return mlirLogicalResultSuccess();

  MlirType *inferred = nnAllocArray((size_t)numResults + 1, sizeof(MlirType));
  if (!inferred)
    return fail(c, "out of memory verifying %lld results",
                (long long)numResults);
  NnStringBuffer text = {0};
  // Shape functions have no error for a failed allocation but a missing
  // type: count them (support/Memory.h).
  uint64_t failures = nnMemoryFailures();
  MlirLogicalResult result =
      nnInferOperationTypes(c->op, c->def, inferred, &text);
  if (mlirLogicalResultIsSuccess(result) && nnMemoryFailures() != failures) {
    nnStringBufferClear(&text);
    nnStringBufferPrintf(&text, "out of memory inferring its result types");
    result = mlirLogicalResultFailure();
  }
  if (mlirLogicalResultIsFailure(result))
    fail(c, "%s", nnStringBufferStr(&text));
  for (intptr_t i = 0; mlirLogicalResultIsSuccess(result) && i < numResults;
       ++i) {
    MlirType declared = mlirValueGetType(mlirOperationGetResult(c->op, i));
    int64_t badDim;
    if (mlirTypeIsNull(inferred[i]) ||
        nnTypesCompatible(declared, inferred[i], &badDim))
      continue;
    nnStringBufferClear(&text);
    nnStringBufferPrintf(&text, "result #%lld type ", (long long)i);
    mlirTypePrint(declared, nnStringBufferCallback, &text);
    nnStringBufferPrintf(&text, " does not match the inferred type ");
    mlirTypePrint(inferred[i], nnStringBufferCallback, &text);
    if (badDim >= 0)
      nnStringBufferPrintf(&text, ": dimension %lld is %lld, expected %lld",
                           (long long)badDim,
                           (long long)nnDim(declared, badDim),
                           (long long)nnDim(inferred[i], badDim));
    result = fail(c, "%s", nnStringBufferStr(&text));
  }
  nnStringBufferFree(&text);
  free(inferred);
  return result;
}

/* Driver. */

static MlirLogicalResult verifyOp(OpChecker *c) {
  intptr_t numOperands = mlirOperationGetNumOperands(c->op);
  intptr_t numResults = mlirOperationGetNumResults(c->op);
  bool ok = true;
  for (intptr_t i = 0; i < numOperands; ++i)
    ok &= mlirLogicalResultIsSuccess(checkValue(
        c, "operand", i,
        nnSlotOf(c->def->operands, c->def->numOperands, numOperands, i),
        mlirValueGetType(mlirOperationGetOperand(c->op, i))));
  for (intptr_t i = 0; i < numResults; ++i)
    ok &= mlirLogicalResultIsSuccess(
        checkValue(c, "result", i,
                   nnSlotOf(c->def->results, c->def->numResults, numResults, i),
                   mlirValueGetType(mlirOperationGetResult(c->op, i))));
  for (int i = 0; i < c->def->numAttributes; ++i)
    ok &= mlirLogicalResultIsSuccess(checkAttribute(c, &c->def->attributes[i]));
  for (intptr_t i = 0, n = mlirOperationGetNumDiscardableAttributes(c->op);
       i < n; ++i) {
    MlirNamedAttribute attr = mlirOperationGetDiscardableAttribute(c->op, i);
    NnStringBuffer text = {0};
    if (!nnCheckAttributeIsKnown(c->def, mlirIdentifierStr(attr.name), &text)) {
      fail(c, "%s", nnStringBufferStr(&text));
      ok = false;
    }
    nnStringBufferFree(&text);
  }
  // Shape rules assume well-typed operands and attributes.
  if (!ok)
    return mlirLogicalResultFailure();
  return checkShapes(c);
}

typedef struct {
  NnStringBuffer message;
  bool failed;
} VerifyState;

static MlirWalkResult visit(MlirOperation op, void *userData) {
  VerifyState *state = userData;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  // Upstream ops described by the registry have verifiers of their own.
  if (name.length < 3 || strncmp(name.data, "nn.", 3) != 0)
    return MlirWalkResultAdvance;
  const NnOpDef *def = nnLookupOp(name);
  if (!def)
    return MlirWalkResultAdvance;
  OpChecker checker = {op, def, state->message};
  if (mlirLogicalResultIsFailure(verifyOp(&checker)))
    state->failed = true;
  state->message = checker.message; // keep the grown buffer for the next op
  return MlirWalkResultAdvance;
}

MlirLogicalResult nnVerify(MlirOperation root) {
  if (mlirOperationIsNull(root))
    return mlirLogicalResultFailure();
  VerifyState state = {{0}, false};
  mlirOperationWalk(root, visit, &state, MlirWalkPreOrder);
  nnStringBufferFree(&state.message);
  return state.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}
