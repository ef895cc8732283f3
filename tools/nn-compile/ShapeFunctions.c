//===- ShapeFunctions.c - The C that checks and gives an entry's shapes ---===//

#include "ShapeFunctions.h"
#include "CString.h"

#include "mlir-c/AffineExpr.h"

#include <stdint.h>
#include <stdio.h>

// An operand of a C expression: a constant, a variable or a temporary.
typedef struct {
  char text[48];
} Operand;

static const char *binaryHelper(MlirAffineExpr e) {
  return mlirAffineExprIsAAdd(e)        ? "nn__add"
         : mlirAffineExprIsAMul(e)      ? "nn__mul"
         : mlirAffineExprIsAFloorDiv(e) ? "nn__floordiv"
         : mlirAffineExprIsACeilDiv(e)  ? "nn__ceildiv"
         : mlirAffineExprIsAMod(e)      ? "nn__mod"
                                        : NULL;
}

// Writes the statements that compute `e` into `code` (temporaries t0, t1,
// ... numbered by `*temps`) and the operand that names its value. Only
// constants, the variables v<k> (dims) and the five binary operations
// occur in a recorded size.
static bool emitSize(MlirAffineExpr e, int *temps, NnStringBuffer *code,
                     Operand *value) {
  if (mlirAffineExprIsAConstant(e)) {
    int64_t c = mlirAffineConstantExprGetValue(e);
    if (c == INT64_MIN)
      snprintf(value->text, sizeof(value->text), "INT64_MIN");
    else
      snprintf(value->text, sizeof(value->text), "INT64_C(%lld)", (long long)c);
    return true;
  }
  if (mlirAffineExprIsADim(e)) {
    snprintf(value->text, sizeof(value->text), "v%ld",
             (long)mlirAffineDimExprGetPosition(e));
    return true;
  }
  const char *helper = binaryHelper(e);
  Operand lhs, rhs;
  if (!helper ||
      !emitSize(mlirAffineBinaryOpExprGetLHS(e), temps, code, &lhs) ||
      !emitSize(mlirAffineBinaryOpExprGetRHS(e), temps, code, &rhs))
    return false;
  int t = (*temps)++;
  nnStringBufferPrintf(code, "  const int64_t t%d = %s(%s, %s, &ok);\n", t,
                       helper, lhs.text, rhs.text);
  snprintf(value->text, sizeof(value->text), "t%d", t);
  return true;
}

static bool unsupported(const NnAotEntry *e, NnStringBuffer *error) {
  nnStringBufferPrintf(error,
                       "@%s: a size rule uses an operation that a library "
                       "cannot evaluate",
                       e->name);
  return false;
}

// The variables: v<k> is input_shapes[input][dim].
static void writeVariables(const NnEntryShapes *s, NnStringBuffer *out) {
  for (intptr_t k = 0; k < s->numVariables; ++k)
    if (s->variableInputs[k] >= 0)
      nnStringBufferPrintf(out,
                           "  const int64_t v%ld __attribute__((unused)) = "
                           "input_shapes[%ld][%ld];\n",
                           (long)k, (long)s->variableInputs[k],
                           (long)s->variableDims[k]);
}

// One equality: both sides, then the two ways it can fail.
static bool writeCheck(const NnAotEntry *e, const NnShapeCheck *c, int *temps,
                       NnStringBuffer *out) {
  Operand lhs, rhs;
  if (!emitSize(c->lhs, temps, out, &lhs) ||
      !emitSize(c->rhs, temps, out, &rhs))
    return false;
  nnStringBufferPrintf(out, "  if (!ok)\n    return nn__shape_fail(\"@%%s: "
                            "sizes %%s and %%s overflow\", ");
  nnPrintCString(e->name, out);
  nnStringBufferPrintf(out, ", ");
  nnPrintCString(c->lhsText, out);
  nnStringBufferPrintf(out, ", ");
  nnPrintCString(c->rhsText, out);
  nnStringBufferPrintf(out,
                       ");\n  if (%s != %s)\n    return nn__shape_fail("
                       "\"@%%s: the inputs' sizes disagree: %%s is %%lld, "
                       "%%s is %%lld, and %%s\", ",
                       lhs.text, rhs.text);
  nnPrintCString(e->name, out);
  nnStringBufferPrintf(out, ", ");
  nnPrintCString(c->lhsText, out);
  nnStringBufferPrintf(out, ", (long long)%s, ", lhs.text);
  nnPrintCString(c->rhsText, out);
  nnStringBufferPrintf(out, ", (long long)%s, ", rhs.text);
  nnPrintCString(c->reason, out);
  nnStringBufferPrintf(out, ");\n");
  return true;
}

bool nnWriteShapeFunction(const NnAotEntry *e, int k, NnStringBuffer *out,
                          NnStringBuffer *error) {
  const NnEntryShapes *s = &e->shapes;
  nnStringBufferPrintf(
      out,
      "\n/* The output shapes of @%s for its inputs' shapes. */\n"
      "NN_EXPORT int nn_%s_output_shapes(const int64_t *const *input_shapes,"
      "\n    int64_t *const *output_shapes) {\n"
      "  int status = nn__check_input_shapes(",
      e->name, e->name);
  nnPrintCString(e->name, out);
  nnStringBufferPrintf(out,
                       ", nn__tensors_%d, %d, input_shapes);\n"
                       "  if (!status)\n"
                       "    status = nn__check_output_arrays(nn__tensors_%d + "
                       "%d, %d, output_shapes);\n"
                       "  if (status)\n    return status;\n"
                       "  int ok = 1;\n",
                       k, e->numInputs, k, e->numInputs, e->numOutputs);
  writeVariables(s, out);
  int temps = 0;
  for (intptr_t i = 0; i < s->numChecks; ++i)
    if (!writeCheck(e, &s->checks[i], &temps, out))
      return unsupported(e, error);
  for (intptr_t j = 0; j < s->numOutputs; ++j) {
    for (intptr_t d = s->outputOffsets[j]; d < s->outputOffsets[j + 1]; ++d) {
      Operand size;
      if (!emitSize(s->outputSizes[d], &temps, out, &size))
        return unsupported(e, error);
      nnStringBufferPrintf(out, "  output_shapes[%ld][%ld] = %s;\n", (long)j,
                           (long)(d - s->outputOffsets[j]), size.text);
    }
    nnStringBufferPrintf(out, "  status = nn__check_output_shape(");
    nnPrintCString(e->name, out);
    nnStringBufferPrintf(out,
                         ", nn__tensors_%d + %d, %ld, output_shapes[%ld], "
                         "ok);\n  if (status)\n    return status;\n",
                         k, e->numInputs, (long)j, (long)j);
  }
  nnStringBufferPrintf(out, "  return 0;\n}\n");
  return true;
}
