//===- DimFacts.c - The sizes of a function's dims, and which are equal ---===//
//
// One walk over the function in program order. Each tensor value gets a row
// of size expressions; an op's rows come from its shape function, fed the
// rows of its operands. Equalities a rule needs bind variables, union-find
// style: a variable bound to an expression stands for it from then on (the
// later of two variables is bound to the earlier, so input sizes stay the
// representatives), and every expression read back is rewritten through the
// bindings and simplified. An equality already implied needs no check.
//
//===----------------------------------------------------------------------===//

#include "DimFacts.h"
#include "Infer.h"
#include "ShapeContext.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "nn-c/Dialect.h"
#include "support/Checked.h"
#include "support/Memory.h"
#include "support/PointerMap.h"

#include <stdlib.h>
#include <string.h>

// Calls nested deeper than this (a recursive module) leave sizes unknown.
enum { kMaxCallDepth = 64 };

struct NnDimFacts {
  MlirContext ctx;
  MlirSymbolTable symbols; // of the module holding `func`, for callees
  NnPointerMap rows;       // value -> offset of its row in `sizes`
  MlirAffineExpr *sizes;
  size_t numSizes, sizesCapacity;
  NnDimVariable *variables;
  MlirAffineExpr *bindings; // per variable; null while free
  size_t numVariables, variablesCapacity;
  NnDimCheck *checks;
  size_t numChecks, checksCapacity;
  NnStringBuffer *error;
};

static bool outOfMemory(NnDimFacts *f) {
  nnStringBufferPrintf(f->error, "out of memory");
  return false;
}

/* Variables and their bindings. */

static bool newVariable(NnDimFacts *f, MlirValue value, intptr_t dim,
                        intptr_t input, MlirStringRef name,
                        MlirAffineExpr *size) {
  size_t capacity = f->variablesCapacity;
  NnDimVariable *variables = nnGrowForOneMore(
      f->variables, &capacity, f->numVariables, sizeof(NnDimVariable));
  if (!variables)
    return outOfMemory(f);
  f->variables = variables;
  if (capacity != f->variablesCapacity) {
    MlirAffineExpr *bindings =
        nnGrowArray(f->bindings, capacity, sizeof(MlirAffineExpr));
    if (!bindings)
      return outOfMemory(f);
    f->bindings = bindings;
    f->variablesCapacity = capacity;
  }
  f->variables[f->numVariables] = (NnDimVariable){value, dim, input, name};
  f->bindings[f->numVariables] = (MlirAffineExpr){NULL};
  *size = mlirAffineDimExprGet(f->ctx, (intptr_t)f->numVariables++);
  return true;
}

// The binary expression of `e`'s kind on `lhs` and `rhs`.
static MlirAffineExpr sameKind(MlirAffineExpr e, MlirAffineExpr lhs,
                               MlirAffineExpr rhs) {
  if (mlirAffineExprIsAAdd(e))
    return mlirAffineAddExprGet(lhs, rhs);
  if (mlirAffineExprIsAMul(e))
    return mlirAffineMulExprGet(lhs, rhs);
  if (mlirAffineExprIsAFloorDiv(e))
    return mlirAffineFloorDivExprGet(lhs, rhs);
  if (mlirAffineExprIsACeilDiv(e))
    return mlirAffineCeilDivExprGet(lhs, rhs);
  return mlirAffineModExprGet(lhs, rhs);
}

// `e` with every bound variable replaced by what it stands for.
static MlirAffineExpr substitute(NnDimFacts *f, MlirAffineExpr e) {
  if (mlirAffineExprIsADim(e)) {
    intptr_t k = mlirAffineDimExprGetPosition(e);
    if (k < 0 || (size_t)k >= f->numVariables ||
        mlirAffineExprIsNull(f->bindings[k]))
      return e;
    // Path compression: the binding is rewritten once.
    f->bindings[k] = substitute(f, f->bindings[k]);
    return f->bindings[k];
  }
  if (!mlirAffineExprIsABinary(e))
    return e;
  return sameKind(e, substitute(f, mlirAffineBinaryOpExprGetLHS(e)),
                  substitute(f, mlirAffineBinaryOpExprGetRHS(e)));
}

// Collects the factors of a product tree: constants into *constant, the
// rest into `terms`; false when there are more than `capacity`.
static bool collectFactors(MlirAffineExpr e, int64_t *constant,
                           MlirAffineExpr *terms, int *count, int capacity) {
  if (mlirAffineExprIsAMul(e))
    return collectFactors(mlirAffineBinaryOpExprGetLHS(e), constant, terms,
                          count, capacity) &&
           collectFactors(mlirAffineBinaryOpExprGetRHS(e), constant, terms,
                          count, capacity);
  if (mlirAffineExprIsAConstant(e))
    return nnCheckedMul(*constant, mlirAffineConstantExprGetValue(e), constant);
  if (*count == capacity)
    return false;
  terms[(*count)++] = e;
  return true;
}

static int64_t termOrder(MlirAffineExpr e) {
  return mlirAffineExprIsADim(e) ? mlirAffineDimExprGetPosition(e) : INT64_MAX;
}

// Products of sizes in one form, whatever their grouping: the factors
// sorted (variables by position, then the others as they came) and the
// constant last, so that d0 * (d1 * 768) and (d0 * d1) * 768 are one
// expression. MLIR's simplification leaves such semi-affine products as
// they are.
static MlirAffineExpr normalizeProducts(MlirAffineExpr e) {
  if (!mlirAffineExprIsABinary(e))
    return e;
  if (!mlirAffineExprIsAMul(e))
    return sameKind(e, normalizeProducts(mlirAffineBinaryOpExprGetLHS(e)),
                    normalizeProducts(mlirAffineBinaryOpExprGetRHS(e)));
  enum { kMaxFactors = 64 };
  MlirAffineExpr terms[kMaxFactors];
  int64_t constant = 1;
  int count = 0;
  if (!collectFactors(e, &constant, terms, &count, kMaxFactors))
    return e;
  for (int i = 1; i < count; ++i) // insertion sort: stable, and short
    for (int j = i; j > 0 && termOrder(terms[j - 1]) > termOrder(terms[j]);
         --j) {
      MlirAffineExpr t = terms[j];
      terms[j] = terms[j - 1];
      terms[j - 1] = t;
    }
  MlirContext ctx = mlirAffineExprGetContext(e);
  if (constant == 0 || count == 0)
    return mlirAffineConstantExprGet(ctx, count ? 0 : constant);
  MlirAffineExpr product = normalizeProducts(terms[0]);
  for (int i = 1; i < count; ++i)
    product = mlirAffineMulExprGet(product, normalizeProducts(terms[i]));
  return constant == 1 ? product
                       : mlirAffineMulExprGet(
                             product, mlirAffineConstantExprGet(ctx, constant));
}

static MlirAffineExpr canonical(NnDimFacts *f, MlirAffineExpr e) {
  if (mlirAffineExprIsNull(e))
    return e;
  return normalizeProducts(
      mlirSimplifyAffineExpr(substitute(f, e), (uint32_t)f->numVariables, 0));
}

// Binds variable `e` to `to` unless `to` depends on it.
static bool tryBind(NnDimFacts *f, MlirAffineExpr e, MlirAffineExpr to) {
  if (!mlirAffineExprIsADim(e))
    return false;
  intptr_t k = mlirAffineDimExprGetPosition(e);
  if (mlirAffineExprIsFunctionOfDim(to, k))
    return false;
  f->bindings[k] = to;
  return true;
}

// Assumes lhs == rhs from here on; records the check unless implied.
static bool assumeEqual(NnDimFacts *f, MlirAffineExpr lhs, MlirAffineExpr rhs,
                        MlirOperation op) {
  MlirAffineExpr a = canonical(f, lhs), b = canonical(f, rhs);
  if (mlirAffineExprEqual(a, b))
    return true;
  NnDimCheck *checks = nnGrowForOneMore(f->checks, &f->checksCapacity,
                                        f->numChecks, sizeof(NnDimCheck));
  if (!checks)
    return outOfMemory(f);
  f->checks = checks;
  f->checks[f->numChecks++] = (NnDimCheck){a, b, op};
  // The later variable stands for the earlier one, or for the expression.
  if (mlirAffineExprIsADim(a) && mlirAffineExprIsADim(b) &&
      mlirAffineDimExprGetPosition(a) < mlirAffineDimExprGetPosition(b))
    tryBind(f, b, a);
  else if (!tryBind(f, a, b))
    tryBind(f, b, a);
  return true;
}

/* Rows. */

static bool isRankedTensor(MlirValue v) {
  return mlirTypeIsARankedTensor(mlirValueGetType(v));
}

// Stores `row` (rank entries) as the sizes of `value`.
static bool setRow(NnDimFacts *f, MlirValue value, const MlirAffineExpr *row) {
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(value));
  if (f->numSizes + (size_t)rank > f->sizesCapacity) {
    size_t capacity = 2 * f->sizesCapacity + (size_t)rank + 64;
    MlirAffineExpr *sizes =
        nnGrowArray(f->sizes, capacity, sizeof(MlirAffineExpr));
    if (!sizes)
      return outOfMemory(f);
    f->sizes = sizes;
    f->sizesCapacity = capacity;
  }
  if (!nnPointerMapSet(&f->rows, value.ptr, (intptr_t)f->numSizes))
    return outOfMemory(f);
  for (intptr_t d = 0; d < rank; ++d)
    f->sizes[f->numSizes++] = row[d];
  return true;
}

// The row of `value`, canonical, into `row`; a value never seen (defined
// outside the function) gets constants where static and new unknowns.
static bool getRow(NnDimFacts *f, MlirValue value, MlirAffineExpr *row) {
  MlirType type = mlirValueGetType(value);
  intptr_t rank = mlirShapedTypeGetRank(type), offset;
  if (!nnPointerMapGet(&f->rows, value.ptr, &offset)) {
    for (intptr_t d = 0; d < rank; ++d)
      if (!mlirShapedTypeIsDynamicDim(type, d))
        row[d] = mlirAffineConstantExprGet(f->ctx,
                                           mlirShapedTypeGetDimSize(type, d));
      else if (!newVariable(f, value, d, -1, mlirStringRefCreate(NULL, 0),
                            &row[d]))
        return false;
    return setRow(f, value, row);
  }
  for (intptr_t d = 0; d < rank; ++d)
    row[d] = canonical(f, f->sizes[offset + d]);
  return true;
}

// Sizes of result `value` from a rule (`row`, null where it says nothing):
// unknown variables fill the gaps.
static bool setResultRow(NnDimFacts *f, MlirValue value, MlirAffineExpr *row) {
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(value));
  for (intptr_t d = 0; d < rank; ++d)
    if (mlirAffineExprIsNull(row[d])) {
      if (!newVariable(f, value, d, -1, mlirStringRefCreate(NULL, 0), &row[d]))
        return false;
    } else {
      row[d] = canonical(f, row[d]);
    }
  return setRow(f, value, row);
}

/* The walk. */

static bool walkFunction(NnDimFacts *f, MlirOperation func, int depth);

static MlirOperation findCallee(NnDimFacts *f, MlirOperation call) {
  MlirAttribute callee = mlirOperationGetAttributeByName(
      call, mlirStringRefCreateFromCString("callee"));
  if (mlirSymbolTableIsNull(f->symbols) || mlirAttributeIsNull(callee) ||
      !mlirAttributeIsAFlatSymbolRef(callee))
    return (MlirOperation){NULL};
  return mlirSymbolTableLookup(f->symbols,
                               mlirFlatSymbolRefAttrGetValue(callee));
}

static bool isNamed(MlirOperation op, const char *name) {
  return mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)),
                            mlirStringRefCreateFromCString(name));
}

MlirOperation nnDimFactsReturnOf(MlirOperation func) {
  MlirRegion region = mlirOperationGetRegion(func, 0);
  MlirBlock body = mlirRegionGetFirstBlock(region);
  if (mlirBlockIsNull(body) || !mlirBlockIsNull(mlirBlockGetNextInRegion(body)))
    return (MlirOperation){NULL};
  MlirOperation ret = mlirBlockGetTerminator(body);
  return !mlirOperationIsNull(ret) && isNamed(ret, "func.return")
             ? ret
             : (MlirOperation){NULL};
}

// A call of a function with a body: its arguments take the operands' rows,
// its results the rows of what it returns.
static bool walkCall(NnDimFacts *f, MlirOperation call, MlirOperation callee,
                     int depth) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(callee, 0));
  intptr_t numArgs = mlirBlockGetNumArguments(body);
  if (numArgs != mlirOperationGetNumOperands(call))
    return false;
  MlirAffineExpr row[NN_MAX_RANK];
  for (intptr_t i = 0; i < numArgs; ++i) {
    MlirValue operand = mlirOperationGetOperand(call, i);
    MlirValue arg = mlirBlockGetArgument(body, i);
    if (isRankedTensor(operand) && isRankedTensor(arg) &&
        (!getRow(f, operand, row) || !setRow(f, arg, row)))
      return false;
  }
  if (!walkFunction(f, callee, depth + 1))
    return false;
  // A callee of several blocks returns sizes the walk did not see.
  MlirOperation ret = nnDimFactsReturnOf(callee);
  for (intptr_t r = 0; r < mlirOperationGetNumResults(call); ++r) {
    MlirValue result = mlirOperationGetResult(call, r);
    if (!isRankedTensor(result))
      continue;
    if (!mlirOperationIsNull(ret) && r < mlirOperationGetNumOperands(ret) &&
        isRankedTensor(mlirOperationGetOperand(ret, r))) {
      if (!getRow(f, mlirOperationGetOperand(ret, r), row))
        return false;
    } else {
      for (int d = 0; d < NN_MAX_RANK; ++d)
        row[d] = (MlirAffineExpr){NULL};
    }
    if (!setResultRow(f, result, row))
      return false;
  }
  return true;
}

// An op described by the registry: its shape function gives the sizes.
static bool walkRuleOp(NnDimFacts *f, MlirOperation op, const NnOpDef *def) {
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  intptr_t numResults = mlirOperationGetNumResults(op);
  MlirAffineExpr(*operandRows)[NN_MAX_RANK] =
      nnAllocArray((size_t)numOperands + 1, sizeof(*operandRows));
  const MlirAffineExpr **operands =
      nnAllocArray((size_t)numOperands + 1, sizeof(*operands));
  MlirAffineExpr(*results)[NN_MAX_RANK] =
      nnAllocArray((size_t)numResults + 1, sizeof(*results));
  bool ok = operandRows && operands && results;
  if (!ok)
    outOfMemory(f);
  for (intptr_t i = 0; ok && i < numOperands; ++i) {
    MlirValue operand = mlirOperationGetOperand(op, i);
    operands[i] = operandRows[i];
    ok = !isRankedTensor(operand) || getRow(f, operand, operandRows[i]);
  }
  NnShapeDims dims = {.operands = operands, .results = results};
  if (ok)
    ok = mlirLogicalResultIsSuccess(
        nnInferOperationDims(op, def, &dims, f->error));
  for (size_t i = 0; ok && i < dims.numEqualities; ++i)
    ok = assumeEqual(f, dims.equalities[i].lhs, dims.equalities[i].rhs, op);
  for (intptr_t r = 0; ok && r < numResults; ++r) {
    MlirValue result = mlirOperationGetResult(op, r);
    ok = !isRankedTensor(result) || setResultRow(f, result, results[r]);
  }
  free(dims.equalities);
  free(operandRows);
  free(operands);
  free(results);
  return ok;
}

static bool walkFunction(NnDimFacts *f, MlirOperation func, int depth) {
  MlirRegion region = mlirOperationGetRegion(func, 0);
  MlirBlock body = mlirRegionGetFirstBlock(region);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    const NnOpDef *def =
        nnLookupOp(mlirIdentifierStr(mlirOperationGetName(op)));
    if (def && def->inferShape) {
      if (!walkRuleOp(f, op, def))
        return false;
      continue;
    }
    if (isNamed(op, "func.call") && depth < kMaxCallDepth) {
      MlirOperation callee = findCallee(f, op);
      if (!mlirOperationIsNull(callee) &&
          mlirOperationGetNumRegions(callee) == 1 &&
          !mlirBlockIsNull(
              mlirRegionGetFirstBlock(mlirOperationGetRegion(callee, 0)))) {
        if (!walkCall(f, op, callee, depth))
          return false;
        continue;
      }
    }
    // Anything else: static sizes are what they are; dynamic ones unknown.
    MlirAffineExpr row[NN_MAX_RANK];
    for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r) {
      MlirValue result = mlirOperationGetResult(op, r);
      if (isRankedTensor(result) && !getRow(f, result, row))
        return false;
    }
  }
  return true;
}

// Variables for the dynamic dims of `func`'s arguments; dims named alike by
// `nn.dims` must be equal.
static bool addInputs(NnDimFacts *f, MlirOperation func) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  MlirAttribute argAttrs = mlirOperationGetAttributeByName(
      func, mlirStringRefCreateFromCString("arg_attrs"));
  MlirAffineExpr row[NN_MAX_RANK];
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(body); ++i) {
    MlirValue arg = mlirBlockGetArgument(body, i);
    if (!isRankedTensor(arg))
      continue;
    MlirType type = mlirValueGetType(arg);
    MlirAttribute names = mlirAttributeGetNull();
    if (!mlirAttributeIsNull(argAttrs) && mlirAttributeIsAArray(argAttrs) &&
        i < mlirArrayAttrGetNumElements(argAttrs) &&
        mlirAttributeIsADictionary(mlirArrayAttrGetElement(argAttrs, i)))
      names = mlirDictionaryAttrGetElementByName(
          mlirArrayAttrGetElement(argAttrs, i),
          mlirStringRefCreateFromCString("nn.dims"));
    intptr_t rank = mlirShapedTypeGetRank(type);
    for (intptr_t d = 0; d < rank; ++d) {
      MlirStringRef name = mlirStringRefCreate(NULL, 0);
      if (!mlirAttributeIsNull(names) && mlirAttributeIsAArray(names) &&
          mlirArrayAttrGetNumElements(names) == rank &&
          mlirAttributeIsAString(mlirArrayAttrGetElement(names, d)))
        name = mlirStringAttrGetValue(mlirArrayAttrGetElement(names, d));
      if (!mlirShapedTypeIsDynamicDim(type, d))
        row[d] = mlirAffineConstantExprGet(f->ctx,
                                           mlirShapedTypeGetDimSize(type, d));
      else if (!newVariable(f, arg, d, i, name, &row[d]))
        return false;
    }
    if (!setRow(f, arg, row))
      return false;
  }
  // One name, one size: each named variable equals the first of its name
  // (quadratic in the named dims of the inputs, a handful).
  for (size_t k = 0; k < f->numVariables; ++k)
    for (size_t j = 0; j < k && f->variables[k].name.length; ++j)
      if (mlirStringRefEqual(f->variables[j].name, f->variables[k].name)) {
        if (!assumeEqual(f, mlirAffineDimExprGet(f->ctx, (intptr_t)j),
                         mlirAffineDimExprGet(f->ctx, (intptr_t)k),
                         (MlirOperation){NULL}))
          return false;
        break;
      }
  return true;
}

NnDimFacts *nnDimFactsCompute(MlirOperation func, NnStringBuffer *error) {
  NnDimFacts *f = nnAllocArray(1, sizeof(NnDimFacts));
  if (!f) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  f->ctx = mlirOperationGetContext(func);
  MlirOperation module = mlirOperationGetParentOperation(func);
  if (!mlirOperationIsNull(module) && isNamed(module, "builtin.module"))
    f->symbols = mlirSymbolTableCreate(module);
  f->error = error;
  if (mlirOperationGetNumRegions(func) != 1 ||
      mlirBlockIsNull(
          mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0)))) {
    nnStringBufferPrintf(error, "the function has no body");
    nnDimFactsDestroy(f);
    return NULL;
  }
  if (!addInputs(f, func) || !walkFunction(f, func, 0)) {
    nnDimFactsDestroy(f);
    return NULL;
  }
  return f;
}

void nnDimFactsDestroy(NnDimFacts *facts) {
  if (!facts)
    return;
  if (!mlirSymbolTableIsNull(facts->symbols))
    mlirSymbolTableDestroy(facts->symbols);
  nnPointerMapFree(&facts->rows);
  free(facts->sizes);
  free(facts->variables);
  free(facts->bindings);
  free(facts->checks);
  free(facts);
}

/* Queries. */

MlirAffineExpr nnDimFactsGetSize(NnDimFacts *facts, MlirValue value,
                                 intptr_t dim) {
  intptr_t offset;
  if (!isRankedTensor(value) || dim < 0 ||
      dim >= mlirShapedTypeGetRank(mlirValueGetType(value)) ||
      !nnPointerMapGet(&facts->rows, value.ptr, &offset))
    return (MlirAffineExpr){NULL};
  return canonical(facts, facts->sizes[offset + dim]);
}

intptr_t nnDimFactsGetNumVariables(const NnDimFacts *facts) {
  return (intptr_t)facts->numVariables;
}

const NnDimVariable *nnDimFactsGetVariable(const NnDimFacts *facts,
                                           intptr_t pos) {
  return pos >= 0 && (size_t)pos < facts->numVariables ? &facts->variables[pos]
                                                       : NULL;
}

intptr_t nnDimFactsGetNumChecks(const NnDimFacts *facts) {
  return (intptr_t)facts->numChecks;
}

const NnDimCheck *nnDimFactsGetCheck(const NnDimFacts *facts, intptr_t pos) {
  return pos >= 0 && (size_t)pos < facts->numChecks ? &facts->checks[pos]
                                                    : NULL;
}

static void printBinary(const NnDimFacts *facts, MlirAffineExpr e,
                        const char *op, bool positions, NnStringBuffer *out) {
  nnStringBufferPrintf(out, "(");
  nnDimFactsPrintSize(facts, mlirAffineBinaryOpExprGetLHS(e), positions, out);
  nnStringBufferPrintf(out, " %s ", op);
  nnDimFactsPrintSize(facts, mlirAffineBinaryOpExprGetRHS(e), positions, out);
  nnStringBufferPrintf(out, ")");
}

void nnDimFactsPrintSize(const NnDimFacts *facts, MlirAffineExpr size,
                         bool positions, NnStringBuffer *out) {
  if (mlirAffineExprIsAConstant(size)) {
    nnStringBufferPrintf(out, "%lld",
                         (long long)mlirAffineConstantExprGetValue(size));
  } else if (mlirAffineExprIsADim(size)) {
    const NnDimVariable *v =
        nnDimFactsGetVariable(facts, mlirAffineDimExprGetPosition(size));
    if (!v)
      nnStringBufferPrintf(out, "?");
    else if (v->name.length && !positions)
      nnStringBufferPrintf(out, "%.*s", (int)v->name.length, v->name.data);
    else if (v->input >= 0)
      nnStringBufferPrintf(out, "input#%ld[%ld]", (long)v->input, (long)v->dim);
    else
      nnStringBufferPrintf(out, "unknown#%ld",
                           (long)mlirAffineDimExprGetPosition(size));
    if (v && v->name.length && positions)
      nnStringBufferPrintf(out, " (%.*s)", (int)v->name.length, v->name.data);
  } else if (mlirAffineExprIsAAdd(size)) {
    printBinary(facts, size, "+", positions, out);
  } else if (mlirAffineExprIsAMul(size)) {
    printBinary(facts, size, "*", positions, out);
  } else if (mlirAffineExprIsAFloorDiv(size)) {
    printBinary(facts, size, "floordiv", positions, out);
  } else if (mlirAffineExprIsACeilDiv(size)) {
    printBinary(facts, size, "ceildiv", positions, out);
  } else if (mlirAffineExprIsAMod(size)) {
    printBinary(facts, size, "mod", positions, out);
  } else {
    nnStringBufferPrintf(out, "?");
  }
}
