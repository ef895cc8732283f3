//===- Specialize.c - Static copies of an entry, for sizes that pay -------===//
//
// --nn-specialize="sizes=seq=128;seq=384;batch=1,seq=128" gives each public
// entry with dynamic dims a copy per specialization: the same function with
// the dims that its inputs' nn.dims name bound to static sizes, as TVM
// Relax's specialized functions and TensorRT's optimization profiles keep
// a few static builds next to the dynamic one. The copy keeps the entry's
// signature (its arguments are cast to the static types at its start, its
// results back at its end), so a runtime calls it with the same buffers;
// inside, every op is refined to static types (RefineTypes.h), and so is
// each function it calls (copied in turn, its arguments cast the same way),
// so tiling and the ukernels see static sizes throughout.
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
#include "RefineTypes.h"

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
  MlirValue cast0 = mlirOperationGetResult(cast, 0);
  // Every use but the cast's own: replace all, then give it back its operand.
  mlirValueReplaceAllUsesOfWith(arg, cast0);
  mlirOperationSetOperand(cast, 0, arg);
}

static MlirWalkResult collectCalls(MlirOperation op, void *userData) {
  if (nnOpIs(op, "func.call") && !nnOpListPush(userData, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

static bool specializeBody(MlirOperation func, const char *suffix,
                           MlirSymbolTable symbols, int depth);

// Whether ranked `a` has every static size of ranked `b`, and more.
static bool moreStatic(MlirType a, MlirType b) {
  if (!mlirTypeIsARankedTensor(a) || !mlirTypeIsARankedTensor(b) ||
      mlirShapedTypeGetRank(a) != mlirShapedTypeGetRank(b))
    return false;
  bool more = false;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(a); ++d) {
    if (mlirShapedTypeIsDynamicDim(a, d)) {
      if (!mlirShapedTypeIsDynamicDim(b, d))
        return false;
    } else if (mlirShapedTypeIsDynamicDim(b, d)) {
      more = true;
    } else if (mlirShapedTypeGetDimSize(a, d) !=
               mlirShapedTypeGetDimSize(b, d)) {
      return false;
    }
  }
  return more;
}

// A call whose operands became more static (the refined values, cast back
// to the callee's types) calls a copy of its callee that casts its
// arguments to those types.
static bool specializeCall(MlirOperation call, const char *suffix,
                           MlirSymbolTable symbols, int depth) {
  MlirAttribute calleeAttr =
      mlirOperationGetAttributeByName(call, nnStr("callee"));
  MlirOperation callee =
      mlirSymbolTableLookup(symbols, mlirFlatSymbolRefAttrGetValue(calleeAttr));
  if (mlirOperationIsNull(callee) || mlirBlockIsNull(mlirRegionGetFirstBlock(
                                         mlirOperationGetRegion(callee, 0))))
    return true;
  intptr_t n = mlirOperationGetNumOperands(call);
  MlirType *refined = nnAllocArray((size_t)n + 1, sizeof(MlirType));
  if (!refined)
    return false;
  bool any = false;
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue operand = mlirOperationGetOperand(call, i);
    refined[i] = mlirValueGetType(operand);
    if (!mlirValueIsAOpResult(operand))
      continue;
    MlirOperation cast = mlirOpResultGetOwner(operand);
    if (!nnOpIs(cast, "tensor.cast"))
      continue;
    MlirType source = mlirValueGetType(mlirOperationGetOperand(cast, 0));
    if (moreStatic(source, refined[i])) {
      refined[i] = source;
      any = true;
    }
  }
  bool ok = true;
  if (any) {
    MlirOperation copy = copyFunction(callee, suffix, symbols);
    mlirOperationSetAttributeByName(
        copy, nnStr("sym_visibility"),
        mlirStringAttrGet(mlirOperationGetContext(call), nnStr("private")));
    for (intptr_t i = 0; i < n; ++i)
      if (!mlirTypeEqual(refined[i],
                         mlirValueGetType(mlirOperationGetOperand(call, i))))
        castArgument(copy, i, refined[i]);
    mlirOperationSetAttributeByName(
        call, nnStr("callee"),
        mlirFlatSymbolRefAttrGet(
            mlirOperationGetContext(call),
            mlirStringAttrGetValue(
                mlirOperationGetAttributeByName(copy, nnStr("sym_name")))));
    ok = specializeBody(copy, suffix, symbols, depth + 1);
  }
  free(refined);
  return ok;
}

// Refines `func`'s types from its cast arguments, then its calls' callees.
static bool specializeBody(MlirOperation func, const char *suffix,
                           MlirSymbolTable symbols, int depth) {
  if (depth > 32) {
    mlirEmitError(mlirOperationGetLocation(func),
                  "nn-specialize: calls nest more than 32 deep (recursion?)");
    return false;
  }
  if (!nnRefineFunctionTypes(func))
    return false;
  NnOpList calls = {0};
  mlirOperationWalk(func, collectCalls, &calls, MlirWalkPreOrder);
  bool ok = !calls.failed;
  for (size_t i = 0; ok && i < calls.count; ++i)
    ok = specializeCall(calls.ops[i], suffix, symbols, depth);
  nnOpListFree(&calls);
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
  if (!dims)
    return false;
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
  if (!all) {
    free(dims);
    return true;
  }
  *applied = true;
  MlirAttribute boundAttr = mlirDenseI64ArrayGet(ctx, 3 * numDims, dims);
  MlirStringRef entryName = mlirStringAttrGetValue(
      mlirOperationGetAttributeByName(entry, nnStr("sym_name")));
  if (hasCopy(entry, entryName, boundAttr)) {
    free(dims);
    return true;
  }
  NnStringBuffer suffix = {0};
  suffixOf(spec, &suffix);
  MlirOperation copy = copyFunction(entry, nnStringBufferStr(&suffix), symbols);
  mlirOperationSetAttributeByName(copy, nnStr("nn.specializes"),
                                  mlirStringAttrGet(ctx, entryName));
  mlirOperationSetAttributeByName(copy, nnStr("nn.specialized_dims"),
                                  boundAttr);
  // Each bound argument: its type with the sizes, cast to at the start.
  for (intptr_t i = 0; i < numArgs; ++i) {
    MlirType type = mlirValueGetType(mlirBlockGetArgument(body, i));
    if (!mlirTypeIsARankedTensor(type))
      continue;
    int64_t shape[NN_MAX_RANK];
    bool bound = false;
    for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
      shape[d] = mlirShapedTypeGetDimSize(type, d);
    for (intptr_t k = 0; k < numDims; ++k)
      if (dims[3 * k] == i)
        shape[dims[3 * k + 1]] = dims[3 * k + 2], bound = true;
    if (bound)
      castArgument(
          copy, i,
          mlirRankedTensorTypeGet(mlirShapedTypeGetRank(type), shape,
                                  mlirShapedTypeGetElementType(type),
                                  mlirRankedTensorTypeGetEncoding(type)));
  }
  bool ok = specializeBody(copy, nnStringBufferStr(&suffix), symbols, 0);
  nnStringBufferFree(&suffix);
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
