//===- EntryShapes.c - The sizes an entry's dynamic dims take at run time -===//

#include "EntryShapes.h"
#include "dialect/DimFacts.h"
#include "dialect/ShapeContext.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/Location.h"
#include "support/Memory.h"

#include <stdlib.h>
#include <string.h>

// Whether every variable `size` uses is an input's dim (`inputOf[k]` >= 0).
static bool onInputs(MlirAffineExpr size, const intptr_t *inputOf) {
  if (mlirAffineExprIsABinary(size))
    return onInputs(mlirAffineBinaryOpExprGetLHS(size), inputOf) &&
           onInputs(mlirAffineBinaryOpExprGetRHS(size), inputOf);
  return !mlirAffineExprIsADim(size) ||
         inputOf[mlirAffineDimExprGetPosition(size)] >= 0;
}

static char *printed(const NnDimFacts *facts, MlirAffineExpr size) {
  NnStringBuffer text = {0};
  nnDimFactsPrintSize(facts, size, true, &text);
  char *copy = nnCopyString(nnStringBufferStr(&text), text.length);
  nnStringBufferFree(&text);
  return copy;
}

// "'nn.add' at model.mlir:3:8", or the signature's names for a null op.
static char *reasonOf(MlirOperation op) {
  NnStringBuffer text = {0};
  if (mlirOperationIsNull(op)) {
    nnStringBufferPrintf(&text, "the inputs' nn.dims give both one name");
  } else {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
    nnStringBufferPrintf(&text, "'%.*s' at ", (int)name.length, name.data);
    nnPrintLocation(mlirOperationGetLocation(op), &text);
    nnStringBufferPrintf(&text, " needs them equal");
  }
  char *copy = nnCopyString(nnStringBufferStr(&text), text.length);
  nnStringBufferFree(&text);
  return copy;
}

static bool recordChecks(const NnDimFacts *facts, const intptr_t *inputOf,
                         NnEntryShapes *s, NnStringBuffer *error) {
  s->numChecks = nnDimFactsGetNumChecks(facts);
  s->checks = nnAllocArray((size_t)s->numChecks + 1, sizeof(NnShapeCheck));
  if (!s->checks) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  for (intptr_t i = 0; i < s->numChecks; ++i) {
    const NnDimCheck *c = nnDimFactsGetCheck(facts, i);
    NnShapeCheck *out = &s->checks[i];
    out->lhs = c->lhs;
    out->rhs = c->rhs;
    out->lhsText = printed(facts, c->lhs);
    out->rhsText = printed(facts, c->rhs);
    out->reason = reasonOf(c->op);
    if (!out->lhsText || !out->rhsText || !out->reason) {
      nnStringBufferPrintf(error, "out of memory");
      return false;
    }
    if (!onInputs(c->lhs, inputOf) || !onInputs(c->rhs, inputOf)) {
      nnStringBufferPrintf(error,
                           "sizes %s and %s must be equal (%s), but only the "
                           "graph knows them: entries check sizes that the "
                           "inputs' sizes give",
                           out->lhsText, out->rhsText, out->reason);
      return false;
    }
  }
  return true;
}

static bool recordOutputs(MlirOperation func, NnDimFacts *facts,
                          const intptr_t *inputOf, NnEntryShapes *s,
                          NnStringBuffer *error) {
  MlirOperation ret = nnDimFactsReturnOf(func);
  if (mlirOperationIsNull(ret)) {
    nnStringBufferPrintf(error, "an entry with dynamic dims needs a body of "
                                "one block ending in func.return");
    return false;
  }
  s->numOutputs = mlirOperationGetNumOperands(ret);
  s->outputOffsets = nnAllocArray((size_t)s->numOutputs + 1, sizeof(intptr_t));
  if (!s->outputOffsets) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  intptr_t total = 0;
  for (intptr_t j = 0; j < s->numOutputs; ++j)
    total += mlirShapedTypeGetRank(
        mlirValueGetType(mlirOperationGetOperand(ret, j)));
  s->outputSizes = nnAllocArray((size_t)total + 1, sizeof(MlirAffineExpr));
  if (!s->outputSizes) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  for (intptr_t j = 0, next = 0; j < s->numOutputs; ++j) {
    MlirValue value = mlirOperationGetOperand(ret, j);
    s->outputOffsets[j] = next;
    for (intptr_t d = 0; d < mlirShapedTypeGetRank(mlirValueGetType(value));
         ++d) {
      MlirAffineExpr size = nnDimFactsGetSize(facts, value, d);
      if (mlirAffineExprIsNull(size) || !onInputs(size, inputOf)) {
        nnStringBufferPrintf(error,
                             "the size of dim %ld of output #%ld is known "
                             "only when the graph runs (entries return sizes "
                             "that the inputs' sizes give)",
                             (long)d, (long)j);
        return false;
      }
      s->outputSizes[next++] = size;
    }
    s->outputOffsets[j + 1] = next;
  }
  return true;
}

bool nnEntryShapesRecord(MlirOperation func, NnEntryShapes *s,
                         NnStringBuffer *error) {
  NnDimFacts *facts = nnDimFactsCompute(func, error);
  if (!facts)
    return false;
  intptr_t n = nnDimFactsGetNumVariables(facts);
  intptr_t *inputOf = nnAllocArray((size_t)n + 1, sizeof(intptr_t));
  s->variableInputs = nnAllocArray((size_t)n + 1, sizeof(intptr_t));
  s->variableDims = nnAllocArray((size_t)n + 1, sizeof(intptr_t));
  bool ok = inputOf && s->variableInputs && s->variableDims;
  if (!ok)
    nnStringBufferPrintf(error, "out of memory");
  for (intptr_t k = 0; ok && k < n; ++k) {
    const NnDimVariable *v = nnDimFactsGetVariable(facts, k);
    inputOf[k] = v->input;
    s->variableInputs[k] = v->input;
    s->variableDims[k] = v->dim;
  }
  s->numVariables = n;
  ok = ok && recordChecks(facts, inputOf, s, error) &&
       recordOutputs(func, facts, inputOf, s, error);
  free(inputOf);
  nnDimFactsDestroy(facts);
  return ok;
}

void nnEntryShapesFree(NnEntryShapes *s) {
  for (intptr_t i = 0; s->checks && i < s->numChecks; ++i) {
    free(s->checks[i].lhsText);
    free(s->checks[i].rhsText);
    free(s->checks[i].reason);
  }
  free(s->checks);
  free(s->variableInputs);
  free(s->variableDims);
  free(s->outputOffsets);
  free(s->outputSizes);
  *s = (NnEntryShapes){0};
}

bool nnEntryShapesEvaluate(const NnEntryShapes *s, const char *entry,
                           const NnTensor *inputs, int64_t *const *outputShapes,
                           NnStringBuffer *error) {
  int64_t *values = nnAllocArray((size_t)s->numVariables + 1, sizeof(int64_t));
  if (!values) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  // Variables of unknown sizes never reach here (nnEntryShapesRecord).
  for (intptr_t k = 0; k < s->numVariables; ++k)
    values[k] = s->variableInputs[k] >= 0
                    ? inputs[s->variableInputs[k]].shape[s->variableDims[k]]
                    : 0;
  bool ok = true;
  for (intptr_t i = 0; ok && i < s->numChecks; ++i) {
    const NnShapeCheck *c = &s->checks[i];
    int64_t a, b;
    if (!nnDimSizeEvaluate(c->lhs, s->numVariables, values, &a) ||
        !nnDimSizeEvaluate(c->rhs, s->numVariables, values, &b)) {
      nnStringBufferPrintf(error, "@%s: sizes %s and %s overflow", entry,
                           c->lhsText, c->rhsText);
      ok = false;
    } else if (a != b) {
      nnStringBufferPrintf(error,
                           "@%s: the inputs' sizes disagree: %s is %lld, %s "
                           "is %lld, and %s",
                           entry, c->lhsText, (long long)a, c->rhsText,
                           (long long)b, c->reason);
      ok = false;
    }
  }
  for (intptr_t j = 0; ok && j < s->numOutputs; ++j)
    for (intptr_t d = s->outputOffsets[j]; ok && d < s->outputOffsets[j + 1];
         ++d) {
      int64_t size;
      ok = nnDimSizeEvaluate(s->outputSizes[d], s->numVariables, values,
                             &size) &&
           size >= 0;
      if (!ok)
        nnStringBufferPrintf(error,
                             "@%s: the size of dim %ld of output #%ld "
                             "overflows or is negative for these inputs",
                             entry, (long)(d - s->outputOffsets[j]), (long)j);
      else
        outputShapes[j][d - s->outputOffsets[j]] = size;
    }
  free(values);
  return ok;
}
