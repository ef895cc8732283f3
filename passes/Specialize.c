//===- Specialize.c - Static copies of an entry, for sizes that pay -------===//
//
// --nn-specialize="sizes=seq=128;seq=384;batch=1,seq=128" gives each public
// entry with dynamic dims a copy per specialization: the same function with
// the dims that its inputs' nn.dims name bound to static sizes, as TVM
// Relax's specialized functions and TensorRT's optimization profiles keep
// a few static builds next to the dynamic one. The copy keeps the entry's
// signature (its arguments are cast to the static types at its start, its
// results back at its end), so a runtime calls it with the same buffers.
// Inside, every value takes the size the entry's shape facts
// (dialect/DimFacts.h) give it at the bound sizes, and so does every value
// of each function it calls (copied in turn, with the static signature):
// tiling and the ukernels see static sizes throughout. The facts, not the
// ops' type rules, decide: they are what the dynamic entry computes, so a
// copy can only agree with it (a reshape to `?` dims keeps the sizes it
// has in the dynamic entry).
//
// Each copy is public, named `<entry>__<name><size>...`, and says what it
// specializes: `nn.specializes = "main"` and `nn.specialized_dims =
// array<i64: input, dim, size, ...>`. The runtimes (capi/lib/Run.c,
// nn-compile's wrappers) call the first copy whose sizes the inputs have,
// and the dynamic entry otherwise. A specialization applies to the entries
// that name all its dims; one that no entry names is an error.
//
// Linear: each entry and each function it reaches is copied once per
// specialization that applies to it.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"
#include "Rewrite.h"

#include "dialect/DimFacts.h"
#include "dialect/ShapeContext.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Tensor.h"
#include "nn-c/OpDef.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { kMaxBindings = 16, kMaxSpecs = 64, kMaxName = 64 };

typedef struct {
  char name[kMaxName];
  int64_t size;
} Binding;

typedef struct {
  int numBindings;
  Binding bindings[kMaxBindings];
} Spec;

typedef struct {
  int numSpecs;
  Spec specs[kMaxSpecs];
} Specs;

// "seq=128;batch=1,seq=128": specializations split by ';', bindings by ',',
// each `name=size` with a positive size. Fills `out` when not NULL.
static bool parseSpecs(const char *text, Specs *out) {
  Specs specs = {0};
  const char *p = text;
  while (*p) {
    if (specs.numSpecs == kMaxSpecs)
      return false;
    Spec *spec = &specs.specs[specs.numSpecs++];
    for (;;) {
      const char *eq = strchr(p, '=');
      size_t length = eq ? (size_t)(eq - p) : 0;
      if (!eq || !length || length >= kMaxName ||
          spec->numBindings == kMaxBindings)
        return false;
      for (size_t i = 0; i < length; ++i)
        if (p[i] == ',' || p[i] == ';')
          return false;
      Binding *b = &spec->bindings[spec->numBindings++];
      memcpy(b->name, p, length);
      b->name[length] = 0;
      char *end;
      if (!isdigit((unsigned char)eq[1]))
        return false;
      long long size = strtoll(eq + 1, &end, 10);
      if (size <= 0 || size == LLONG_MAX)
        return false;
      b->size = size;
      p = end;
      if (*p == ',') {
        ++p;
        continue;
      }
      if (*p == ';')
        ++p;
      else if (*p)
        return false;
      break;
    }
  }
  if (out)
    *out = specs;
  return specs.numSpecs > 0;
}

// The option's rule; empty (the default) asks for no copies.
static bool isSpecs(const char *value) {
  return !*value || parseSpecs(value, NULL);
}

/* Naming. */

// The nn.dims name of dim `d` of argument `i` of `func`, or an empty one.
static MlirStringRef dimName(MlirOperation func, intptr_t i, intptr_t d) {
  MlirAttribute argAttrs =
      mlirOperationGetAttributeByName(func, nnStr("arg_attrs"));
  if (mlirAttributeIsNull(argAttrs) || !mlirAttributeIsAArray(argAttrs) ||
      i >= mlirArrayAttrGetNumElements(argAttrs))
    return mlirStringRefCreate(NULL, 0);
  MlirAttribute dict = mlirArrayAttrGetElement(argAttrs, i);
  if (!mlirAttributeIsADictionary(dict))
    return mlirStringRefCreate(NULL, 0);
  MlirAttribute names =
      mlirDictionaryAttrGetElementByName(dict, nnStr("nn.dims"));
  if (mlirAttributeIsNull(names) || !mlirAttributeIsAArray(names) ||
      d >= mlirArrayAttrGetNumElements(names) ||
      !mlirAttributeIsAString(mlirArrayAttrGetElement(names, d)))
    return mlirStringRefCreate(NULL, 0);
  return mlirStringAttrGetValue(mlirArrayAttrGetElement(names, d));
}

// "__seq128" and the like: the spec's bindings, in C identifier letters.
static void suffixOf(const Spec *spec, NnStringBuffer *out) {
  nnStringBufferPrintf(out, "_");
  for (int b = 0; b < spec->numBindings; ++b) {
    nnStringBufferPrintf(out, "_");
    for (const char *c = spec->bindings[b].name; *c; ++c)
      nnStringBufferPrintf(out, "%c", isalnum((unsigned char)*c) ? *c : '_');
    nnStringBufferPrintf(out, "%lld", (long long)spec->bindings[b].size);
  }
}

/* Copies. */

// A copy of `func` named `name` + `suffix`, at the end of the module (the
// symbol table renames it if the name is taken).
static MlirOperation copyFunction(MlirOperation func, const char *suffix,
                                  MlirSymbolTable symbols) {
  MlirOperation copy = mlirOperationClone(func);
  MlirStringRef name = mlirStringAttrGetValue(
      mlirOperationGetAttributeByName(func, nnStr("sym_name")));
  NnStringBuffer newName = {0};
  nnStringBufferPrintf(&newName, "%.*s%s", (int)name.length, name.data, suffix);
  MlirContext ctx = mlirOperationGetContext(func);
  mlirOperationSetAttributeByName(
      copy, nnStr("sym_name"),
      mlirStringAttrGet(ctx, nnStr(nnStringBufferStr(&newName))));
  nnStringBufferFree(&newName);
  mlirSymbolTableInsert(symbols, copy);
  return copy;
}

// Casts argument `i` of `func`'s body to `type` at its start, for every use.
static void castArgument(MlirOperation func, intptr_t i, MlirType type) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  MlirValue arg = mlirBlockGetArgument(body, i);
  MlirOperationState state = mlirOperationStateGet(
      nnStr("tensor.cast"), mlirOperationGetLocation(func));
  mlirOperationStateAddOperands(&state, 1, &arg);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirOperation cast = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperation(body, 0, cast);
  // Every use but the cast's own: replace all, then give it back its operand.
  mlirValueReplaceAllUsesOfWith(arg, mlirOperationGetResult(cast, 0));
  mlirOperationSetOperand(cast, 0, arg);
}

// Casts operand `pos` of `user` to `type` just before it.
static void castOperand(MlirOperation user, intptr_t pos, MlirType type) {
  MlirValue value = mlirOperationGetOperand(user, pos);
  mlirOperationSetOperand(
      user, pos, nnRewriteCreate("tensor.cast", user, 1, &value, type));
}

/* Sizes from the shape facts. */

// The entry's facts and the sizes its bound variables take.
typedef struct {
  NnDimFacts *facts;
  intptr_t numVariables;
  int64_t *values;
  bool *bound;
} Sizes;

// Whether every variable `size` uses is bound.
static bool isBound(const Sizes *s, MlirAffineExpr size) {
  if (mlirAffineExprIsABinary(size))
    return isBound(s, mlirAffineBinaryOpExprGetLHS(size)) &&
           isBound(s, mlirAffineBinaryOpExprGetRHS(size));
  if (mlirAffineExprIsADim(size)) {
    intptr_t k = mlirAffineDimExprGetPosition(size);
    return k >= 0 && k < s->numVariables && s->bound[k];
  }
  return mlirAffineExprIsAConstant(size);
}

// `original`'s type with each dynamic size the facts give at the bound
// sizes made static.
static MlirType refinedType(const Sizes *s, MlirValue original) {
  MlirType type = mlirValueGetType(original);
  if (!mlirTypeIsARankedTensor(type) || mlirShapedTypeHasStaticShape(type) ||
      mlirShapedTypeGetRank(type) > NN_MAX_RANK)
    return type;
  int64_t shape[NN_MAX_RANK];
  bool changed = false;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d) {
    shape[d] = mlirShapedTypeGetDimSize(type, d);
    if (!mlirShapedTypeIsDynamicDim(type, d))
      continue;
    MlirAffineExpr size = nnDimFactsGetSize(s->facts, original, d);
    int64_t value;
    if (!mlirAffineExprIsNull(size) && isBound(s, size) &&
        nnDimSizeEvaluate(size, s->numVariables, s->values, &value) &&
        value >= 0)
      shape[d] = value, changed = true;
  }
  if (!changed)
    return type;
  return mlirRankedTensorTypeGet(mlirShapedTypeGetRank(type), shape,
                                 mlirShapedTypeGetElementType(type),
                                 mlirRankedTensorTypeGetEncoding(type));
}

static MlirWalkResult collectOps(MlirOperation op, void *userData) {
  return nnOpListPush(userData, op) ? MlirWalkResultAdvance
                                    : MlirWalkResultInterrupt;
}

static bool specializeFunction(MlirOperation original, MlirOperation copy,
                               bool isEntry, const Sizes *s, const char *suffix,
                               MlirSymbolTable symbols, int depth);

// The call `call` of the copy calls a copy of its callee whose signature
// has the refined types.
static bool specializeCall(MlirOperation call, const Sizes *s,
                           const char *suffix, MlirSymbolTable symbols,
                           int depth) {
  MlirOperation callee = mlirSymbolTableLookup(
      symbols, mlirFlatSymbolRefAttrGetValue(
                   mlirOperationGetAttributeByName(call, nnStr("callee"))));
  if (mlirOperationIsNull(callee) || mlirBlockIsNull(mlirRegionGetFirstBlock(
                                         mlirOperationGetRegion(callee, 0))))
    return true; // a declaration: its types stay, so do the call's
  MlirOperation copy = copyFunction(callee, suffix, symbols);
  mlirOperationSetAttributeByName(
      copy, nnStr("sym_visibility"),
      mlirStringAttrGet(mlirOperationGetContext(call), nnStr("private")));
  mlirOperationSetAttributeByName(
      call, nnStr("callee"),
      mlirFlatSymbolRefAttrGet(
          mlirOperationGetContext(call),
          mlirStringAttrGetValue(
              mlirOperationGetAttributeByName(copy, nnStr("sym_name")))));
  return specializeFunction(callee, copy, false, s, suffix, symbols, depth + 1);
}

// Gives the ops of `copy` (a clone of `original`) the refined types of
// the values of `original`. An entry's copy keeps its signature: its
// arguments are cast to the refined types at its start and its results
// back at its end; a callee's copy takes and returns the refined types.
// Calls call copies of their callees, refined the same way.
static bool specializeFunction(MlirOperation original, MlirOperation copy,
                               bool isEntry, const Sizes *s, const char *suffix,
                               MlirSymbolTable symbols, int depth) {
  if (depth > 32) {
    mlirEmitError(mlirOperationGetLocation(original),
                  "nn-specialize: calls nest more than 32 deep (recursion?)");
    return false;
  }
  NnOpList from = {0}, to = {0};
  mlirOperationWalk(original, collectOps, &from, MlirWalkPreOrder);
  mlirOperationWalk(copy, collectOps, &to, MlirWalkPreOrder);
  bool ok = !from.failed && !to.failed && from.count == to.count;
  MlirBlock fromBody =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(original, 0));
  MlirBlock toBody = mlirRegionGetFirstBlock(mlirOperationGetRegion(copy, 0));
  intptr_t numArgs = mlirBlockGetNumArguments(toBody);
  MlirType *inputs = nnAllocArray((size_t)numArgs + 1, sizeof(MlirType));
  ok = ok && inputs;
  if (!ok) // memory ran out: a clone has the ops of its original
    nnOutOfMemory(original, "nn-specialize");
  // The ops' results, in step (the clone has the same ops in order); the
  // copy's own ops first of all (index 0) are the functions themselves.
  for (size_t k = 1; ok && k < to.count; ++k)
    for (intptr_t r = 0; r < mlirOperationGetNumResults(to.ops[k]); ++r)
      mlirValueSetType(mlirOperationGetResult(to.ops[k], r),
                       refinedType(s, mlirOperationGetResult(from.ops[k], r)));
  for (intptr_t i = 0; ok && i < numArgs; ++i) {
    MlirValue arg = mlirBlockGetArgument(toBody, i);
    MlirType declared = mlirValueGetType(arg);
    inputs[i] = refinedType(s, mlirBlockGetArgument(fromBody, i));
    if (mlirTypeEqual(inputs[i], declared))
      continue;
    if (isEntry)
      castArgument(copy, i, inputs[i]);
    else
      mlirValueSetType(arg, inputs[i]);
  }
  // Calls, then the return: the copy's signature.
  for (size_t k = 1; ok && k < to.count; ++k)
    if (nnOpIs(to.ops[k], "func.call"))
      ok = specializeCall(to.ops[k], s, suffix, symbols, depth);
  MlirOperation ret = ok ? nnDimFactsReturnOf(copy) : (MlirOperation){NULL};
  if (ok && !mlirOperationIsNull(ret)) {
    MlirType type = mlirTypeAttrGetValue(
        mlirOperationGetAttributeByName(copy, nnStr("function_type")));
    intptr_t numResults = mlirOperationGetNumOperands(ret);
    MlirType *results = nnAllocArray((size_t)numResults + 1, sizeof(MlirType));
    ok = results != NULL;
    for (intptr_t j = 0; ok && j < numResults; ++j) {
      results[j] = mlirValueGetType(mlirOperationGetOperand(ret, j));
      MlirType declared = mlirFunctionTypeGetResult(type, j);
      if (isEntry && !mlirTypeEqual(results[j], declared))
        castOperand(ret, j, declared);
    }
    if (ok && !isEntry)
      mlirOperationSetAttributeByName(
          copy, nnStr("function_type"),
          mlirTypeAttrGet(mlirFunctionTypeGet(mlirOperationGetContext(copy),
                                              numArgs, inputs, numResults,
                                              results)));
    free(results);
  }
  free(inputs);
  nnOpListFree(&from);
  nnOpListFree(&to);
  return ok;
}

// Whether the module has a copy of `entry` (named `name`) for these bound
// dims already: the pass run again adds nothing.
static bool hasCopy(MlirOperation entry, MlirStringRef name,
                    MlirAttribute bound) {
  for (MlirOperation op =
           mlirBlockGetFirstOperation(mlirOperationGetBlock(entry));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute of =
        mlirOperationGetAttributeByName(op, nnStr("nn.specializes"));
    MlirAttribute dims =
        mlirOperationGetAttributeByName(op, nnStr("nn.specialized_dims"));
    if (!mlirAttributeIsNull(of) && mlirAttributeIsAString(of) &&
        mlirStringRefEqual(mlirStringAttrGetValue(of), name) &&
        !mlirAttributeIsNull(dims) && mlirAttributeEqual(dims, bound))
      return true;
  }
  return false;
}

// Binds the facts' variable of each bound input dim (its class's, as the
// facts state that dim's size) to its size.
static bool bindSizes(MlirOperation entry, const int64_t *dims,
                      intptr_t numDims, Sizes *s) {
  s->numVariables = nnDimFactsGetNumVariables(s->facts);
  s->values = nnAllocArray((size_t)s->numVariables + 1, sizeof(int64_t));
  s->bound = nnAllocArray((size_t)s->numVariables + 1, sizeof(bool));
  if (!s->values || !s->bound)
    return false;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(entry, 0));
  for (intptr_t k = 0; k < numDims; ++k) {
    MlirAffineExpr size = nnDimFactsGetSize(
        s->facts, mlirBlockGetArgument(body, dims[3 * k]), dims[3 * k + 1]);
    if (mlirAffineExprIsNull(size) || !mlirAffineExprIsADim(size))
      continue;
    intptr_t v = mlirAffineDimExprGetPosition(size);
    s->values[v] = dims[3 * k + 2];
    s->bound[v] = true;
  }
  return true;
}

// The copy of `entry` for `spec`, if every name of the spec names one of
// its dynamic input dims; true with nothing done otherwise.
static bool specializeEntry(MlirOperation entry, const Spec *spec,
                            MlirSymbolTable symbols, bool *applied) {
  MlirContext ctx = mlirOperationGetContext(entry);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(entry, 0));
  intptr_t numArgs = mlirBlockGetNumArguments(body);
  // The bound dims: (input, dim, size) triples, and which names matched.
  int64_t *dims =
      nnAllocArray((size_t)numArgs * NN_MAX_RANK * 3 + 1, sizeof(int64_t));
  if (!dims) {
    nnOutOfMemory(entry, "nn-specialize");
    return false;
  }
  intptr_t numDims = 0;
  bool matched[kMaxBindings] = {false};
  for (intptr_t i = 0; i < numArgs; ++i) {
    MlirType type = mlirValueGetType(mlirBlockGetArgument(body, i));
    if (!mlirTypeIsARankedTensor(type) ||
        mlirShapedTypeGetRank(type) > NN_MAX_RANK)
      continue;
    for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d) {
      MlirStringRef name = dimName(entry, i, d);
      for (int b = 0; name.length && b < spec->numBindings; ++b)
        if (mlirShapedTypeIsDynamicDim(type, d) &&
            mlirStringRefEqual(name, nnStr(spec->bindings[b].name))) {
          dims[3 * numDims] = i, dims[3 * numDims + 1] = d;
          dims[3 * numDims + 2] = spec->bindings[b].size;
          ++numDims;
          matched[b] = true;
        }
    }
  }
  bool all = true;
  for (int b = 0; b < spec->numBindings; ++b)
    all &= matched[b];
  MlirAttribute boundAttr = mlirDenseI64ArrayGet(ctx, 3 * numDims, dims);
  MlirStringRef entryName = mlirStringAttrGetValue(
      mlirOperationGetAttributeByName(entry, nnStr("sym_name")));
  if (!all || hasCopy(entry, entryName, boundAttr)) {
    *applied |= all;
    free(dims);
    return true;
  }
  *applied = true;
  // The sizes of every value, from the entry's facts at the bound sizes.
  NnStringBuffer error = {0};
  Sizes sizes = {nnDimFactsCompute(entry, &error), 0, NULL, NULL};
  bool ok = sizes.facts && bindSizes(entry, dims, numDims, &sizes);
  if (!sizes.facts)
    mlirEmitError(mlirOperationGetLocation(entry), nnStringBufferStr(&error));
  else if (!ok)
    nnOutOfMemory(entry, "nn-specialize");
  nnStringBufferFree(&error);
  if (ok) {
    NnStringBuffer suffix = {0};
    suffixOf(spec, &suffix);
    MlirOperation copy =
        copyFunction(entry, nnStringBufferStr(&suffix), symbols);
    mlirOperationSetAttributeByName(copy, nnStr("nn.specializes"),
                                    mlirStringAttrGet(ctx, entryName));
    mlirOperationSetAttributeByName(copy, nnStr("nn.specialized_dims"),
                                    boundAttr);
    ok = specializeFunction(entry, copy, true, &sizes,
                            nnStringBufferStr(&suffix), symbols, 0);
    nnStringBufferFree(&suffix);
  }
  if (sizes.facts)
    nnDimFactsDestroy(sizes.facts);
  free(sizes.values);
  free(sizes.bound);
  free(dims);
  return ok;
}

static bool isSpecializable(MlirOperation op) {
  if (!nnOpIs(op, "func.func") ||
      mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))))
    return false;
  MlirAttribute visibility =
      mlirOperationGetAttributeByName(op, nnStr("sym_visibility"));
  if (!mlirAttributeIsNull(visibility) &&
      !mlirStringRefEqual(mlirStringAttrGetValue(visibility), nnStr("public")))
    return false;
  // A copy is not copied again (the pass may run twice).
  return mlirAttributeIsNull(
      mlirOperationGetAttributeByName(op, nnStr("nn.specializes")));
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  const Specs *specs = state;
  MlirSymbolTable symbols = mlirSymbolTableCreate(module);
  NnOpList entries = {0};
  MlirBlock top = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(top);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (isSpecializable(op) && !nnOpListPush(&entries, op))
      break;
  bool ok = !entries.failed;
  for (int s = 0; ok && s < specs->numSpecs; ++s) {
    bool applied = false;
    for (size_t e = 0; ok && e < entries.count; ++e)
      ok = specializeEntry(entries.ops[e], &specs->specs[s], symbols, &applied);
    if (ok && !applied) {
      NnStringBuffer message = {0};
      nnStringBufferPrintf(&message, "nn-specialize: no entry names every "
                                     "dim of the specialization '");
      for (int b = 0; b < specs->specs[s].numBindings; ++b)
        nnStringBufferPrintf(&message, "%s%s=%lld", b ? "," : "",
                             specs->specs[s].bindings[b].name,
                             (long long)specs->specs[s].bindings[b].size);
      nnStringBufferPrintf(&message, "' as a dynamic input dim (nn.dims)");
      mlirEmitError(mlirOperationGetLocation(module),
                    nnStringBufferStr(&message));
      nnStringBufferFree(&message);
      ok = false;
    }
  }
  if (entries.failed)
    nnOutOfMemory(module, "nn-specialize");
  nnOpListFree(&entries);
  mlirSymbolTableDestroy(symbols);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  (void)env;
  Specs *specs = nnAlloc(sizeof(Specs));
  if (!specs) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  // The option's check has accepted the text; empty asks for nothing.
  if (*values[0].s && !parseSpecs(values[0].s, specs)) {
    nnStringBufferPrintf(error, "nn-specialize: bad sizes '%s'", values[0].s);
    free(specs);
    return NULL;
  }
  return specs;
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__tensor__();
  return 1;
}

static const NnOptionDef options[] = {
    {.name = "sizes",
     .kind = NN_OPTION_STRING,
     .defaultValue = "",
     .check = isSpecs,
     .expected = "list specializations: NAME=SIZE[,NAME=SIZE...] joined by "
                 "';', NAME a dim the inputs' nn.dims name, SIZE positive",
     .doc =
         "The specializations: dims named by the inputs' nn.dims bound to "
         "sizes, `seq=128;batch=1,seq=384`: at most 64, of 16 dims each (none: "
         "the pass does nothing)"},
};

const NnPassDef nnSpecializePass = {
    .argument = "nn-specialize",
    .name = "NNSpecialize",
    .description = "Copy each entry with dynamic dims once per "
                   "specialization, with the named dims static; runtimes "
                   "call the copy whose sizes the inputs have",
    .options = options,
    .numOptions = 1,
    .createState = createState,
    .destroyState = free,
    .run = run,
    .opName = "builtin.module",
    .dependentDialects = dialects,
};
