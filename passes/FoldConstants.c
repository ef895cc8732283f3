//===- FoldConstants.c - --fold-constants ---------------------------------===//
//
// Replaces every pure nn op whose operands are all constants (directly or
// through other such ops) by an arith.constant holding its value.
//
// Rather than a C evaluator per op, which would duplicate every lowering
// and drift from it, the pass evaluates through the JIT: it gathers all
// foldable ops of the module, in program order, into one generated function
// returning the values that must become constants, lowers that function
// with the nn CPU pipeline (nn-lower-to-llvm, added through the NnPassEnv
// that the pass table gives the pass), JIT-compiles it once
// (runtime/CpuJit.h), calls it once and turns the results into dense
// attributes. Every op the CPU lowering supports folds, with the lowering's
// exact semantics; one compilation per pass run, whatever the number of ops.
// The generated module is printed and parsed into a fresh context: the
// lowering's passes and dialects never touch the context the pass runs in.
//
// Splats stay splats. An op whose operands are all splats and which keeps
// them splats is folded without materializing anything big: movement ops
// (reshape, transpose, broadcast_to, squeeze, unsqueeze, flatten, identity,
// dropout) of a splat constant give a splat of the result type at once,
// without the JIT; elementwise and broadcasting ops of splats are evaluated
// by the JIT on tensors whose dimensions are all 1, and the one element
// becomes a splat of the real type.
//
// Size cap (`max-elements`): an op is folded only when each of its results
// has at most that many elements and the running total of folded elements
// (splats count one) stays within it. A broadcast_to of a non-splat is never
// materialized: folding it would only grow the constant its users broadcast
// anyway; it stays, reading the folded operand (unless a folded op reads it
// too).
//
// Memory cap (`max-bytes`): the evaluation of an op touches its operands
// and its results at full size (a splat operand is broadcast to its type in
// the generated function: a 200-byte file once made a reduction of a
// 1.6 GB splat allocate that much), so an op is folded only when the bytes
// of its operands and results, and the running total of those bytes over
// the pass, stay within it. Splats that stay splats count one element.
//
// Running out of memory (support/Memory.h) stops the pass before it changes
// the IR; it then fails.
//
// Linear: one forward walk decides what folds, one backward sweep over the
// folded ops finds the values to materialize, one generated function.
//
//===----------------------------------------------------------------------===//

#include "DenseValues.h"
#include "Passes.h"

#include "nn-c/Dialect.h"
#include "runtime/CpuJit.h"
#include "support/PointerMap.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "support/Checked.h"
#include "support/Memory.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  int64_t maxElements, maxBytes;
  const NnPassEnv *env; // adds the CPU pipeline that evaluates the ops
} FoldOptions;

typedef enum {
  NOT_FOLDED,
  SPLAT_KNOWN, // the value is known now: `splat`
  JIT_FULL,    // evaluated by the JIT at its own type
  JIT_COMPACT, // evaluated by the JIT with all dimensions 1: a splat
} FoldKind;

typedef struct {
  MlirOperation op;
  const NnOpDef *def;
  FoldKind kind;
  MlirAttribute splat; // SPLAT_KNOWN: the result's value
  bool materialize;    // some result has a user that is not folded
} FoldedOp;

typedef struct {
  MlirContext ctx;
  MlirOperation root;
  int64_t maxElements, total;
  int64_t maxBytes, totalBytes;
  bool outOfMemory; // an allocation failed: nothing is rewritten
  const NnPassEnv *env;
  FoldedOp *ops;
  size_t count, capacity;
  NnPointerMap index;    // op -> position in `ops`
  NnPointerMap excluded; // ops the CPU lowering rejected in an earlier try
} Folder;

static MlirOperation producer(MlirValue value) {
  return mlirValueIsAOpResult(value) ? mlirOpResultGetOwner(value)
                                     : (MlirOperation){NULL};
}

// The folded op defining `value`, or NULL.
static FoldedOp *foldedProducer(Folder *f, MlirValue value) {
  MlirOperation op = producer(value);
  intptr_t at;
  if (mlirOperationIsNull(op) || !nnPointerMapGet(&f->index, op.ptr, &at) ||
      f->ops[at].kind == NOT_FOLDED)
    return NULL;
  return &f->ops[at];
}

// The splat attribute `value` is known to hold (a splat constant or a
// SPLAT_KNOWN op), or a null attribute.
static MlirAttribute knownSplat(Folder *f, MlirValue value) {
  FoldedOp *folded = foldedProducer(f, value);
  if (folded)
    return folded->kind == SPLAT_KNOWN ? folded->splat : mlirAttributeGetNull();
  MlirAttribute attr = nnConstantDenseValue(value);
  if (!mlirAttributeIsNull(attr) && mlirDenseElementsAttrIsSplat(attr))
    return attr;
  return mlirAttributeGetNull();
}

// Element types the JIT's results can be read back as.
static bool readableElement(MlirType element) {
  if (nnIsDenseFloatType(element))
    return true;
  if (!mlirTypeIsAInteger(element))
    return false;
  unsigned width = mlirIntegerTypeGetWidth(element);
  return width == 1 || width == 8 || width == 16 || width == 32 || width == 64;
}

static size_t elementBytes(MlirType element) {
  if (mlirTypeIsAF16(element) || mlirTypeIsABF16(element))
    return 2;
  if (mlirTypeIsAF32(element))
    return 4;
  if (mlirTypeIsAF64(element))
    return 8;
  unsigned width = mlirIntegerTypeGetWidth(element);
  return width <= 8 ? 1 : width / 8; // i1 takes a byte in a memref
}

/* Deciding what folds. */

// The integer attribute `name` of `op`, or its registry default.
static bool intAttr(MlirOperation op, const NnOpDef *def, const char *name,
                    int64_t *value) {
  MlirAttribute attr =
      mlirOperationGetDiscardableAttributeByName(op, nnStr(name));
  for (int i = 0; mlirAttributeIsNull(attr) && i < def->numAttributes; ++i)
    if (strcmp(def->attributes[i].name, name) == 0 &&
        def->attributes[i].defaultValue)
      attr = mlirAttributeParseGet(mlirOperationGetContext(op),
                                   nnStr(def->attributes[i].defaultValue));
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsAInteger(attr))
    return false;
  *value = mlirIntegerAttrGetValueInt(attr);
  return true;
}

// Whether every position in the constant indices operand of `op` (the
// registry's NnIndexDef: nn.gather's `indices`, nn.gather_nd's tuples) lies
// within its dimension. Out-of-range positions mean nothing, and the
// evaluation would read outside the data, in this process: such an op is
// not folded. Positions that are computed, not constant, cannot be checked,
// so not folded either.
static bool indicesInRange(MlirOperation op, const NnOpDef *def) {
  const NnIndexDef *index = &def->indices;
  if (index->operand <= 0)
    return true;
  MlirAttribute positions =
      nnConstantDenseValue(mlirOperationGetOperand(op, index->operand));
  MlirType data = mlirValueGetType(mlirOperationGetOperand(op, 0));
  int64_t axis = 0;
  if (mlirAttributeIsNull(positions) || !mlirTypeIsARankedTensor(data) ||
      (index->axis && !intAttr(op, def, index->axis, &axis)))
    return false;
  MlirType type = mlirAttributeGetType(positions);
  int64_t rank = mlirShapedTypeGetRank(data);
  // Tuples: component j indexes dimension axis + j; else all index `axis`.
  int64_t components = 1;
  if (index->tuples) {
    int64_t tupleRank = mlirShapedTypeGetRank(type);
    if (tupleRank < 1)
      return false;
    components = mlirShapedTypeGetDimSize(type, tupleRank - 1);
  } else if (axis < 0) {
    axis += rank;
  }
  if (axis < 0 || components < 1 || axis + components > rank)
    return false;
  for (int64_t j = 0; j < components; ++j)
    if (mlirShapedTypeIsDynamicDim(data, axis + j))
      return false;
  MlirType element = mlirShapedTypeGetElementType(type);
  if (!mlirTypeIsAInteger(element))
    return false;
  bool wide = mlirIntegerTypeGetWidth(element) == 64;
  for (intptr_t i = 0, n = mlirElementsAttrGetNumElements(positions); i < n;
       ++i) {
    int64_t size = mlirShapedTypeGetDimSize(data, axis + i % components);
    int64_t v = wide ? mlirDenseElementsAttrGetInt64Value(positions, i)
                     : mlirDenseElementsAttrGetInt32Value(positions, i);
    if (v < -size || v >= size)
      return false;
  }
  return true;
}

// The bytes of a static tensor of rank within the JIT's limit (classify
// checks both first), whose every dimension the verifier bounded: at most
// 2^63 / 8 elements of at most 8 bytes, so the product does not overflow,
// but a sum of a few may: each is capped at INT64_MAX / 64.
static int64_t fullBytes(MlirType type) {
  if (!mlirTypeIsARankedTensor(type) || !mlirShapedTypeHasStaticShape(type))
    return INT64_MAX / 64;
  MlirType element = mlirShapedTypeGetElementType(type);
  int64_t width =
      mlirTypeIsAInteger(element) ? (int64_t)mlirIntegerTypeGetWidth(element)
      : mlirTypeIsAFloat(element) ? (int64_t)mlirFloatTypeGetWidth(element)
                                  : 64;
  int64_t bytes = (width + 7) / 8;
  for (int64_t d = 0, rank = mlirShapedTypeGetRank(type); d < rank; ++d)
    if (!nnCheckedMul(bytes, mlirShapedTypeGetDimSize(type, d), &bytes) ||
        bytes > INT64_MAX / 64)
      return INT64_MAX / 64;
  return bytes;
}

static FoldKind classify(Folder *f, MlirOperation op, const NnOpDef *def) {
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  intptr_t numResults = mlirOperationGetNumResults(op);
  if (numResults == 0 || mlirOperationGetNumRegions(op) != 0 ||
      !indicesInRange(op, def))
    return NOT_FOLDED;
  bool allSplat = true;
  for (intptr_t i = 0; i < numOperands; ++i) {
    MlirValue operand = mlirOperationGetOperand(op, i);
    if (!foldedProducer(f, operand) &&
        mlirAttributeIsNull(nnConstantDenseValue(operand)))
      return NOT_FOLDED;
    FoldedOp *folded = foldedProducer(f, operand);
    bool splat = folded ? folded->kind != JIT_FULL
                        : !mlirAttributeIsNull(knownSplat(f, operand));
    allSplat = allSplat && splat;
  }
  int64_t elements = 0;
  for (intptr_t i = 0; i < numResults; ++i) {
    MlirType type = mlirValueGetType(mlirOperationGetResult(op, i));
    if (!mlirTypeIsARankedTensor(type) || !mlirShapedTypeHasStaticShape(type) ||
        mlirShapedTypeGetRank(type) > NN_CPU_JIT_MAX_RANK ||
        !readableElement(mlirShapedTypeGetElementType(type)))
      return NOT_FOLDED;
    int64_t n = 1;
    for (int64_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
      n *= mlirShapedTypeGetDimSize(type, d);
    elements += n;
  }
  for (intptr_t i = 0; i < numOperands; ++i)
    if (mlirShapedTypeGetRank(mlirValueGetType(
            mlirOperationGetOperand(op, i))) > NN_CPU_JIT_MAX_RANK)
      return NOT_FOLDED;
  if (allSplat && numOperands > 0 && numResults == 1) {
    // Ops that only move elements give a splat of their input's value;
    // elementwise ones a splat to compute once.
    if (def->movesDataOnly || def->fusionKind == NN_FUSION_ELEMENTWISE ||
        def->fusionKind == NN_FUSION_BROADCAST) {
      if (f->total + 1 > f->maxElements)
        return NOT_FOLDED;
      f->total += 1;
      return def->movesDataOnly && !mlirAttributeIsNull(knownSplat(
                                       f, mlirOperationGetOperand(op, 0)))
                 ? SPLAT_KNOWN
                 : JIT_COMPACT;
    }
  }
  if (elements > f->maxElements || f->total + elements > f->maxElements)
    return NOT_FOLDED;
  int64_t bytes = 0;
  for (intptr_t i = 0; i < numResults; ++i)
    bytes += fullBytes(mlirValueGetType(mlirOperationGetResult(op, i)));
  for (intptr_t i = 0; i < numOperands; ++i)
    bytes += fullBytes(mlirValueGetType(mlirOperationGetOperand(op, i)));
  if (bytes > f->maxBytes || f->totalBytes + bytes > f->maxBytes)
    return NOT_FOLDED;
  f->total += elements;
  f->totalBytes += bytes;
  return JIT_FULL;
}

static MlirWalkResult visit(MlirOperation op, void *userData) {
  Folder *f = userData;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  const NnOpDef *def = nnLookupOp(name);
  intptr_t rejected;
  if (!def || !def->pure || nnPointerMapGet(&f->excluded, op.ptr, &rejected))
    return MlirWalkResultAdvance;
  FoldKind kind = classify(f, op, def);
  if (kind == NOT_FOLDED)
    return MlirWalkResultAdvance;
  FoldedOp *ops =
      nnGrowForOneMore(f->ops, &f->capacity, f->count, sizeof(*ops));
  if (!ops) {
    f->outOfMemory = true;
    return MlirWalkResultInterrupt;
  }
  f->ops = ops;
  FoldedOp *folded = &f->ops[f->count];
  *folded = (FoldedOp){.op = op, .def = def, .kind = kind};
  if (kind == SPLAT_KNOWN) {
    MlirAttribute input = knownSplat(f, mlirOperationGetOperand(op, 0));
    folded->splat = mlirDenseElementsAttrSplatGet(
        mlirValueGetType(mlirOperationGetResult(op, 0)),
        mlirDenseElementsAttrGetSplatValue(input));
  }
  if (!nnPointerMapSet(&f->index, op.ptr, (intptr_t)f->count++)) {
    f->outOfMemory = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

// Whether some user of `value` is not a folded op (`outside`), or is one.
static bool hasUser(Folder *f, MlirValue value, bool outside) {
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    intptr_t at;
    MlirOperation user = mlirOpOperandGetOwner(use);
    bool folded = nnPointerMapGet(&f->index, user.ptr, &at) &&
                  f->ops[at].kind != NOT_FOLDED;
    if (folded != outside)
      return true;
  }
  return false;
}

static bool usedOutside(Folder *f, MlirValue value) {
  return hasUser(f, value, true);
}

static int64_t numElements(MlirType type) {
  int64_t n = 1;
  for (int64_t d = 0, rank = mlirShapedTypeGetRank(type); d < rank; ++d)
    n *= mlirShapedTypeGetDimSize(type, d);
  return n;
}

// Whether the folded op only moves data into a bigger result (broadcast_to).
static bool growsData(const FoldedOp *folded) {
  MlirOperation op = folded->op;
  if (!folded->def->movesDataOnly || mlirOperationGetNumOperands(op) < 1 ||
      mlirOperationGetNumResults(op) != 1)
    return false;
  MlirType in = mlirValueGetType(mlirOperationGetOperand(op, 0));
  MlirType out = mlirValueGetType(mlirOperationGetResult(op, 0));
  return mlirTypeIsARankedTensor(in) && mlirShapedTypeHasStaticShape(in) &&
         mlirTypeIsARankedTensor(out) && mlirShapedTypeHasStaticShape(out) &&
         numElements(out) > numElements(in);
}

// Users come after their producers, so a backward sweep settles each op's
// users before the op itself.
static void findMaterialized(Folder *f) {
  for (size_t i = f->count; i-- > 0;) {
    FoldedOp *folded = &f->ops[i];
    bool outside = false;
    for (intptr_t r = 0, n = mlirOperationGetNumResults(folded->op); r < n; ++r)
      outside =
          outside || usedOutside(f, mlirOperationGetResult(folded->op, r));
    // An op that only moves data and grows it (a broadcast) that only
    // unfolded ops read stays one, over its folded operand: materialized, it
    // would be a constant bigger than its source (a folded reader needs its
    // value inside the generated function).
    if (outside && folded->kind == JIT_FULL &&
        !hasUser(f, mlirOperationGetResult(folded->op, 0), false) &&
        growsData(folded) &&
        mlirAttributeIsNull(
            knownSplat(f, mlirOperationGetOperand(folded->op, 0)))) {
      folded->kind = NOT_FOLDED; // stays a broadcast of its folded operand
      continue;
    }
    folded->materialize = outside;
  }
}

/* The generated function. */

typedef struct {
  Folder *f;
  MlirBlock body;
  MlirLocation loc;
  NnPointerMap full;    // original value -> its value at full type
  NnPointerMap compact; // original value -> its all-ones value
  MlirValue *results;   // what the function returns (gone after printing)
  MlirType *types;      // their types
  MlirValue *originals; // the original value each result replaces
  bool *compactResult;
  size_t numResults, resultCapacity;
} Generator;

static MlirType onesType(MlirType type) {
  int64_t rank = mlirShapedTypeGetRank(type), ones[NN_CPU_JIT_MAX_RANK];
  for (int64_t i = 0; i < rank; ++i)
    ones[i] = 1;
  return mlirRankedTensorTypeGet(rank, ones, mlirShapedTypeGetElementType(type),
                                 mlirAttributeGetNull());
}

static MlirValue append(Generator *g, MlirOperation op) {
  mlirBlockAppendOwnedOperation(g->body, op);
  return mlirOperationGetNumResults(op) ? mlirOperationGetResult(op, 0)
                                        : (MlirValue){NULL};
}

static MlirValue appendConstant(Generator *g, MlirAttribute value) {
  MlirOperationState state =
      mlirOperationStateGet(nnStr("arith.constant"), g->loc);
  MlirType type = mlirAttributeGetType(value);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(g->f->ctx, nnStr("value")), value);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  return append(g, mlirOperationCreate(&state));
}

static MlirValue appendNn(Generator *g, const char *name, MlirValue input,
                          MlirType type) {
  MlirOperationState state = mlirOperationStateGet(nnStr(name), g->loc);
  mlirOperationStateAddOperands(&state, 1, &input);
  mlirOperationStateAddResults(&state, 1, &type);
  return append(g, mlirOperationCreate(&state));
}

static MlirValue lookup(NnPointerMap *map, MlirValue value) {
  intptr_t found;
  return nnPointerMapGet(map, value.ptr, &found)
             ? (MlirValue){(const void *)found}
             : (MlirValue){NULL};
}

// Maps `original` to `generated`; out of memory, generation stops
// (generate).
static void remember(Generator *g, NnPointerMap *map, MlirValue original,
                     MlirValue generated) {
  if (!nnPointerMapSet(map, original.ptr, (intptr_t)generated.ptr))
    g->f->outOfMemory = true;
}

// `value` (a constant's or a folded op's result) inside the function, at its
// own type.
static MlirValue fullValue(Generator *g, MlirValue value) {
  MlirValue mapped = lookup(&g->full, value);
  if (!mlirValueIsNull(mapped))
    return mapped;
  FoldedOp *folded = foldedProducer(g->f, value);
  if (folded && folded->kind == SPLAT_KNOWN)
    mapped = appendConstant(g, folded->splat);
  else if (folded) // JIT_COMPACT: broadcast its single element
    mapped = appendNn(g, "nn.broadcast_to", lookup(&g->compact, value),
                      mlirValueGetType(value));
  else
    mapped = append(g, mlirOperationClone(producer(value)));
  remember(g, &g->full, value, mapped);
  return mapped;
}

// `value`, known to be a splat, inside the function with all dimensions 1.
static MlirValue compactValue(Generator *g, MlirValue value) {
  MlirValue mapped = lookup(&g->compact, value);
  if (!mlirValueIsNull(mapped))
    return mapped;
  MlirAttribute splat = knownSplat(g->f, value);
  mapped = appendConstant(g, mlirDenseElementsAttrSplatGet(
                                 onesType(mlirValueGetType(value)),
                                 mlirDenseElementsAttrGetSplatValue(splat)));
  remember(g, &g->compact, value, mapped);
  return mapped;
}

static void addResult(Generator *g, MlirValue inside, MlirValue original,
                      bool compact) {
  if (g->numResults == g->resultCapacity) {
    size_t capacity = g->resultCapacity ? 2 * g->resultCapacity : 16;
    MlirValue *results = nnGrowArray(g->results, capacity, sizeof(MlirValue));
    if (results)
      g->results = results;
    MlirValue *originals =
        nnGrowArray(g->originals, capacity, sizeof(MlirValue));
    if (originals)
      g->originals = originals;
    bool *compactResult = nnGrowArray(g->compactResult, capacity, 1);
    if (compactResult)
      g->compactResult = compactResult;
    if (!results || !originals || !compactResult) {
      g->f->outOfMemory = true;
      return;
    }
    g->resultCapacity = capacity;
  }
  g->results[g->numResults] = inside;
  g->originals[g->numResults] = original;
  g->compactResult[g->numResults++] = compact;
}

// Names the op generated for folded op `index` "nn.fold.<index>", so that a
// lowering error in the fresh context says which op it could not lower.
static void tagOp(Generator *g, MlirValue generated, size_t index) {
  char name[32];
  snprintf(name, sizeof(name), "nn.fold.%zu", index);
  mlirOperationSetLocation(mlirOpResultGetOwner(generated),
                           mlirLocationNameGet(g->f->ctx, nnStr(name), g->loc));
}

static void generateOp(Generator *g, FoldedOp *folded) {
  MlirOperation op = folded->op;
  size_t index = (size_t)(folded - g->f->ops);
  intptr_t numResults = mlirOperationGetNumResults(op);
  if (folded->kind == JIT_COMPACT && folded->def->movesDataOnly) {
    // Moving one element: a reshape to the result's rank says it all.
    MlirValue result = mlirOperationGetResult(op, 0);
    MlirValue input = compactValue(g, mlirOperationGetOperand(op, 0));
    MlirValue value =
        appendNn(g, "nn.reshape", input, onesType(mlirValueGetType(result)));
    tagOp(g, value, index);
    remember(g, &g->compact, result, value);
  } else {
    MlirOperation clone = mlirOperationClone(op);
    bool compact = folded->kind == JIT_COMPACT;
    for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i) {
      MlirValue operand = mlirOperationGetOperand(op, i);
      mlirOperationSetOperand(
          clone, i, compact ? compactValue(g, operand) : fullValue(g, operand));
    }
    append(g, clone);
    tagOp(g, mlirOperationGetResult(clone, 0), index);
    for (intptr_t r = 0; r < numResults; ++r) {
      MlirValue result = mlirOperationGetResult(clone, r);
      if (compact)
        mlirValueSetType(result, onesType(mlirValueGetType(result)));
      remember(g, compact ? &g->compact : &g->full,
               mlirOperationGetResult(op, r), result);
    }
  }
  if (!folded->materialize || g->f->outOfMemory)
    return;
  for (intptr_t r = 0; r < numResults; ++r) {
    MlirValue result = mlirOperationGetResult(op, r);
    if (usedOutside(g->f, result))
      addResult(
          g,
          lookup(folded->kind == JIT_COMPACT ? &g->compact : &g->full, result),
          result, folded->kind == JIT_COMPACT);
  }
}

// Builds `module { func.func @nn_fold_constants() -> (...) }` in the pass's
// context and prints it into `text`. False when nothing needs the JIT, or
// when memory ran out (f->outOfMemory).
static bool generate(Generator *g, NnStringBuffer *text) {
  Folder *f = g->f;
  g->loc = mlirLocationUnknownGet(f->ctx);
  MlirRegion region = mlirRegionCreate();
  g->body = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(region, g->body);
  for (size_t i = 0; i < f->count && !f->outOfMemory; ++i)
    if (f->ops[i].kind == JIT_FULL || f->ops[i].kind == JIT_COMPACT)
      generateOp(g, &f->ops[i]);
  if (!f->outOfMemory && g->numResults)
    g->types = nnAllocArray(g->numResults, sizeof(MlirType));
  if (f->outOfMemory || !g->numResults || !g->types) {
    f->outOfMemory = f->outOfMemory || g->numResults;
    mlirRegionDestroy(region);
    return false;
  }
  MlirOperationState ret = mlirOperationStateGet(nnStr("func.return"), g->loc);
  mlirOperationStateAddOperands(&ret, (intptr_t)g->numResults, g->results);
  append(g, mlirOperationCreate(&ret));
  for (size_t i = 0; i < g->numResults; ++i)
    g->types[i] = mlirValueGetType(g->results[i]);
  MlirType fnType =
      mlirFunctionTypeGet(f->ctx, 0, NULL, (intptr_t)g->numResults, g->types);
  MlirNamedAttribute attrs[] = {
      mlirNamedAttributeGet(
          mlirIdentifierGet(f->ctx, nnStr("sym_name")),
          mlirStringAttrGet(f->ctx, nnStr("nn_fold_constants"))),
      mlirNamedAttributeGet(mlirIdentifierGet(f->ctx, nnStr("function_type")),
                            mlirTypeAttrGet(fnType)),
      mlirNamedAttributeGet(
          mlirIdentifierGet(f->ctx, nnStr("llvm.emit_c_interface")),
          mlirUnitAttrGet(f->ctx)),
  };
  MlirOperationState fn = mlirOperationStateGet(nnStr("func.func"), g->loc);
  mlirOperationStateAddAttributes(&fn, 3, attrs);
  mlirOperationStateAddOwnedRegions(&fn, 1, &region);
  MlirModule module = mlirModuleCreateEmpty(g->loc);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module),
                                mlirOperationCreate(&fn));
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(module), flags,
                              nnStringBufferCallback, text);
  mlirOpPrintingFlagsDestroy(flags);
  mlirModuleDestroy(module);
  return true;
}

/* Evaluating it. */

typedef struct {
  NnStringBuffer text; // the first error
  intptr_t failedOp;   // the folded op it names ("nn.fold.<i>"), or -1
} Messages;

static MlirLogicalResult collectDiagnostic(MlirDiagnostic diagnostic,
                                           void *userData) {
  Messages *messages = userData;
  if (mlirDiagnosticGetSeverity(diagnostic) != MlirDiagnosticError ||
      messages->text.length)
    return mlirLogicalResultSuccess();
  mlirDiagnosticPrint(diagnostic, nnStringBufferCallback, &messages->text);
  MlirLocation loc = mlirDiagnosticGetLocation(diagnostic);
  if (mlirLocationIsAName(loc)) {
    MlirStringRef name = mlirIdentifierStr(mlirLocationNameGetName(loc));
    char buffer[32] = {0};
    if (name.length < sizeof(buffer) && name.length > 8 &&
        strncmp(name.data, "nn.fold.", 8) == 0) {
      memcpy(buffer, name.data + 8, name.length - 8);
      messages->failedOp = (intptr_t)strtoll(buffer, NULL, 10);
    }
  }
  return mlirLogicalResultSuccess();
}

// The dense attribute of `type` (in the pass's context) holding a result
// read back from the JIT; a compact result holds one element, a splat.
static MlirAttribute toAttribute(const NnCpuBuffer *buffer, MlirType type,
                                 bool compact) {
  MlirType element = mlirShapedTypeGetElementType(type);
  size_t n = 1;
  for (int i = 0; i < buffer->rank; ++i)
    n *= (size_t)buffer->sizes[i];
  size_t bytes = elementBytes(element);
  const char *data =
      (const char *)buffer->data + buffer->offset * (int64_t)bytes;
  if (mlirTypeIsAInteger(element) && mlirIntegerTypeGetWidth(element) == 1) {
    if (compact)
      return mlirDenseElementsAttrBoolSplatGet(type, data[0] != 0);
    int *values = nnAllocArray(n + 1, sizeof(int));
    if (!values)
      return mlirAttributeGetNull(); // out of memory: evaluate fails
    for (size_t i = 0; i < n; ++i)
      values[i] = data[i] != 0;
    MlirAttribute attr =
        mlirDenseElementsAttrBoolGet(type, (intptr_t)n, values);
    free(values);
    return attr;
  }
  return mlirDenseElementsAttrRawBufferGet(type, n * bytes, data);
}

// Lowers and runs the generated module in a context of its own, and writes
// one attribute per function result into `values`.
// When the lowering rejects one of the ops, `*failedOp` is its index in
// g->f->ops (-1 otherwise).
static bool evaluate(Generator *g, const NnStringBuffer *text,
                     MlirAttribute *values, intptr_t *failedOp,
                     NnStringBuffer *error) {
  MlirContext ctx = nnCpuJitContextCreate();
  mlirContextEnableMultithreading(ctx, false);
  Messages messages = {.failedOp = -1};
  mlirContextAttachDiagnosticHandler(ctx, collectDiagnostic, &messages, NULL);
  *failedOp = -1;
  NnCpuJit *jit = NULL;
  MlirModule module = {NULL};
  MlirPassManager pm = {NULL};
  NnCpuBuffer *buffers = nnAllocArray(g->numResults + 1, sizeof(NnCpuBuffer));
  bool ok = false;
  if (!buffers) {
    nnStringBufferPrintf(error, "out of memory");
    goto done;
  }
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx))) {
    nnStringBufferPrintf(error, "cannot load the nn dialect");
    goto done;
  }
  module =
      mlirModuleCreateParse(ctx, mlirStringRefCreate(text->data, text->length));
  if (mlirModuleIsNull(module)) {
    nnStringBufferPrintf(error, "cannot parse the generated function: %s",
                         nnStringBufferStr(&messages.text));
    goto done;
  }
  pm = mlirPassManagerCreateOnOperation(ctx, nnStr("builtin.module"));
  if (mlirLogicalResultIsFailure(g->f->env->addPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          // Constant indices out of range are not folded: nothing to check.
          "nn-lower-to-llvm{runtime-checks=false}", error)))
    goto done;
  if (mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    nnStringBufferPrintf(error, "lowering failed: %s",
                         nnStringBufferStr(&messages.text));
    *failedOp = messages.failedOp;
    goto done;
  }
  // -O0: the code runs once; LLVM's optimizations would cost more than
  // they save (a 2000-op chain: 3.8 s at -O0, 9.4 s at -O2).
  jit = nnCpuJitCreate(module, 0, error);
  if (!jit)
    goto done;
  // The function writes its results into buffers allocated here (the CPU
  // pipeline's destination-passing convention).
  for (size_t i = 0; i < g->numResults; ++i) {
    MlirType type = g->types[i];
    int rank = (int)mlirShapedTypeGetRank(type);
    int64_t sizes[NN_CPU_JIT_MAX_RANK];
    size_t bytes = elementBytes(mlirShapedTypeGetElementType(type));
    for (int d = 0; d < rank; ++d) {
      sizes[d] = mlirShapedTypeGetDimSize(type, d);
      bytes *= (size_t)sizes[d];
    }
    void *data = nnAlloc(bytes + 1);
    if (!data) {
      nnStringBufferPrintf(error, "out of memory for a result of %zu bytes",
                           bytes);
      goto done;
    }
    nnCpuBufferInitContiguous(&buffers[i], data, rank, sizes);
  }
  if (!nnCpuJitCall(jit, "nn_fold_constants", (int)g->numResults, buffers,
                    error))
    goto done;
  ok = true;
  for (size_t i = 0; ok && i < g->numResults; ++i) {
    values[i] = toAttribute(&buffers[i], mlirValueGetType(g->originals[i]),
                            g->compactResult[i]);
    ok = !mlirAttributeIsNull(values[i]);
    if (!ok)
      nnStringBufferPrintf(error, "out of memory reading result #%zu", i);
  }
done:
  for (size_t i = 0; buffers && i < g->numResults; ++i)
    free(buffers[i].data);
  free(buffers);
  nnCpuJitDestroy(jit);
  if (pm.ptr)
    mlirPassManagerDestroy(pm);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  nnStringBufferFree(&messages.text);
  return ok;
}

/* Rewriting the module. */

// Replaces `value` by a new arith.constant holding `attr`, placed right
// before the op that defined it.
static void replaceWithConstant(MlirValue value, MlirAttribute attr) {
  MlirOperation op = producer(value);
  MlirContext ctx = mlirOperationGetContext(op);
  MlirOperationState state = mlirOperationStateGet(
      nnStr("arith.constant"), mlirOperationGetLocation(op));
  MlirType type = mlirValueGetType(value);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirNamedAttribute named =
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("value")), attr);
  mlirOperationStateAddAttributes(&state, 1, &named);
  MlirOperation constant = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, constant);
  mlirValueReplaceAllUsesOfWith(value, mlirOperationGetResult(constant, 0));
}

// Erases the folded ops (users first) and the constants only they read.
static void eraseFolded(Folder *f) {
  NnPointerMap constants = {0};
  MlirOperation *dead = NULL;
  size_t numDead = 0, deadCapacity = 0;
  for (size_t i = f->count; i-- > 0;) {
    MlirOperation op = f->ops[i].op;
    if (f->ops[i].kind == NOT_FOLDED)
      continue;
    for (intptr_t k = 0, n = mlirOperationGetNumOperands(op); k < n; ++k) {
      MlirValue operand = mlirOperationGetOperand(op, k);
      intptr_t seen;
      // Out of memory, a constant is not tracked and merely stays.
      if (!mlirAttributeIsNull(nnConstantDenseValue(operand)) &&
          !nnPointerMapGet(&constants, producer(operand).ptr, &seen) &&
          nnPointerMapSet(&constants, producer(operand).ptr, 1)) {
        MlirOperation *grown =
            nnGrowForOneMore(dead, &deadCapacity, numDead, sizeof(*grown));
        if (grown) {
          dead = grown;
          dead[numDead++] = producer(operand);
        }
      }
    }
    mlirOperationDestroy(op);
  }
  for (size_t i = 0; i < numDead; ++i)
    if (mlirOpOperandIsNull(
            mlirValueGetFirstUse(mlirOperationGetResult(dead[i], 0))))
      mlirOperationDestroy(dead[i]);
  free(dead);
  nnPointerMapFree(&constants);
}

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  FoldOptions *options = nnAllocArray(1, sizeof(FoldOptions));
  if (!options) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  options->maxElements = values[0].i;
  options->maxBytes = values[1].i;
  options->env = env;
  return options;
}

static void destroyState(void *state) { free(state); }

// One try: decide, generate, evaluate, rewrite. Returns 1 on success, 0 on
// an error (reported), and -1 when the lowering rejected a folded op, which
// is then added to f->excluded for the next try.
static int tryFold(Folder *f) {
  mlirOperationWalk(f->root, visit, f, MlirWalkPreOrder);
  findMaterialized(f);
  Generator g = {.f = f};
  NnStringBuffer text = {0}, error = {0};
  int status = 1;
  if (f->outOfMemory) {
    // The walk stopped early: nothing was generated, nothing changes.
  } else if (generate(&g, &text)) {
    MlirAttribute *values =
        nnAllocArray(g.numResults + 1, sizeof(MlirAttribute));
    intptr_t failedOp = -1;
    if (!values || nnStringBufferFailed(&text)) {
      f->outOfMemory = true;
    } else if (evaluate(&g, &text, values, &failedOp, &error)) {
      for (size_t i = 0; i < g.numResults; ++i)
        replaceWithConstant(g.originals[i], values[i]);
    } else if (failedOp >= 0 && (size_t)failedOp < f->count) {
      f->outOfMemory =
          !nnPointerMapSet(&f->excluded, f->ops[failedOp].op.ptr, 1);
      status = -1;
    } else {
      mlirEmitError(mlirOperationGetLocation(producer(g.originals[0])),
                    error.data ? error.data : "fold-constants failed");
      status = 0;
    }
    free(values);
  }
  if (f->outOfMemory) {
    nnOutOfMemory(f->root, "fold-constants");
    status = 0;
  }
  if (status == 1) {
    for (size_t i = 0; i < f->count; ++i)
      if (f->ops[i].kind == SPLAT_KNOWN && f->ops[i].materialize)
        replaceWithConstant(mlirOperationGetResult(f->ops[i].op, 0),
                            f->ops[i].splat);
    eraseFolded(f);
  }
  nnStringBufferFree(&text);
  nnStringBufferFree(&error);
  nnPointerMapFree(&g.full);
  nnPointerMapFree(&g.compact);
  free(g.results);
  free(g.types);
  free(g.originals);
  free(g.compactResult);
  return status;
}

static MlirLogicalResult run(MlirOperation root, void *state) {
  const FoldOptions *options = state;
  MlirContext ctx = mlirOperationGetContext(root);
  Folder f = {
      .ctx = ctx,
      .root = root,
      .maxElements = options->maxElements,
      .maxBytes = options->maxBytes,
      .env = options->env,
  };
  // An op the CPU lowering rejects (a custom op without a lowering) stays;
  // the ops that depend on it then stay too. Each rejection costs one more
  // try, which stops at the conversion to linalg; one compilation in all.
  int status;
  do {
    nnPointerMapClear(&f.index);
    f.count = 0;
    f.total = 0;
    f.totalBytes = 0;
    status = tryFold(&f);
  } while (status < 0);
  nnPointerMapFree(&f.index);
  nnPointerMapFree(&f.excluded);
  free(f.ops);
  return status ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static const NnOptionDef options[] = {
    NN_INT_OPTION("max-elements", "1048576", 0, INT_MAX,
                  "Most elements of one folded result, and of all folded "
                  "results together (splats count one)"),
    NN_INT_OPTION("max-bytes", "67108864", 0, INT64_MAX,
                  "Most bytes one folded op's operands and results take at "
                  "full size, and all folded ops' together (64 MiB)"),
};

const NnPassDef nnFoldConstantsPass = {
    .argument = "fold-constants",
    .name = "NNFoldConstants",
    .description = "Evaluate nn ops whose operands are all constants into "
                   "arith.constant, through one JIT compilation of the "
                   "CPU lowering; splats stay splats",
    .options = options,
    .numOptions = 2,
    .createState = createState,
    .destroyState = destroyState,
    .run = run,
    .opName = "builtin.module",
};
