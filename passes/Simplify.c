//===- Simplify.c - --nn-simplify: nn's canonicalizer ---------------------===//
//
// IRDL ops have no traits, so upstream canonicalize and cse leave nn ops
// alone. This pass does their work for nn, knowing purity from the op
// registry: it removes unused pure nn ops (DCE), merges identical pure nn ops
// (CSE) and applies the algebraic identities that each op's registry entry
// states (NnOpDef's `algebra`: identity and absorbing elements on either side
// of commutative ops, idempotence, involution, casts to the same type;
// `isView`: views of views, views to the same type; a permutation layout:
// transposes of transposes). No rule names an op; docs/passes.md lists them
// with the ops that have each fact.
//
// Every rewrite keeps the rewritten value's type exactly: an op is replaced
// only by a value of its own result type, so no user ever sees a new type.
// Float identities are exact in IEEE arithmetic (x + -0.0, x - +0.0, x * 1.0,
// x / 1.0; x + +0.0 is not, it turns -0.0 into +0.0), except
// reciprocal(reciprocal(x)), which is documented as such.
//
// A round is one forward walk and one DCE sweep. The forward walk visits each
// op after the producers of its operands, so chains collapse in one walk: it
// first tries the identities, then looks the op up in a hash table of the
// pure nn ops seen so far in its block and the blocks enclosing it (those
// dominate it), keyed by name, operands, attributes and result types, all
// uniqued pointers. The DCE sweep erases unused pure nn ops from a worklist,
// which revisits the producers of what it erases. Rounds repeat until nothing
// changes (usually two: one that rewrites, one that finds nothing), at most
// `max-iterations` times. Each round is linear in the size of the IR.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "dialect/Infer.h"
#include "nn-c/Dialect.h"
#include "support/OpName.h"
#include "support/PointerMap.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  int64_t maxIterations;
} SimplifyOptions;

/* Hashing uniqued pointers. */

static uint64_t mix64(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  return x;
}

static uint64_t combine(uint64_t hash, const void *pointer) {
  return mix64(hash * 0x9e3779b97f4a7c15ULL + (uint64_t)(uintptr_t)pointer);
}

// Running out of memory only loses information here: an op missing from
// the CSE table is not reused, one missing from the worklist not erased.
// The pass then fails (ExternalPass.c) with the IR still valid.

/* The scoped CSE table: chained buckets whose entries form a stack. */

typedef struct {
  MlirOperation op;
  uint64_t hash;
  intptr_t next; // the next entry in the bucket, or -1
} CseEntry;

// Entries are pushed at the head of their bucket and popped in reverse order
// when a block's scope ends, so the entry popped is always a bucket's head.
typedef struct {
  intptr_t *buckets; // entry index or -1
  size_t numBuckets; // a power of two
  CseEntry *entries;
  size_t count, capacity;
} CseTable;

static void tableLink(CseTable *table, size_t index) {
  size_t bucket = table->entries[index].hash & (table->numBuckets - 1);
  table->entries[index].next = table->buckets[bucket];
  table->buckets[bucket] = (intptr_t)index;
}

static void tablePush(CseTable *table, MlirOperation op, uint64_t hash) {
  CseEntry *entries = nnGrowForOneMore(table->entries, &table->capacity,
                                       table->count, sizeof(*entries));
  if (!entries)
    return;
  table->entries = entries;
  if (2 * (table->count + 1) > table->numBuckets) {
    // Relinking in push order keeps every bucket's newest entry at its head.
    size_t numBuckets = table->numBuckets ? 2 * table->numBuckets : 512;
    intptr_t *buckets =
        nnGrowArray(table->buckets, numBuckets, sizeof(intptr_t));
    if (!buckets)
      return;
    table->buckets = buckets;
    table->numBuckets = numBuckets;
    for (size_t i = 0; i < table->numBuckets; ++i)
      table->buckets[i] = -1;
    for (size_t i = 0; i < table->count; ++i)
      tableLink(table, i);
  }
  table->entries[table->count] = (CseEntry){op, hash, -1};
  tableLink(table, table->count++);
}

static void tablePopTo(CseTable *table, size_t mark) {
  while (table->count > mark) {
    CseEntry *entry = &table->entries[--table->count];
    table->buckets[entry->hash & (table->numBuckets - 1)] = entry->next;
  }
}

/* The pass's state for one run. */

typedef struct {
  MlirContext ctx;
  MlirIdentifier nnName; // metadata that CSE ignores
  MlirIdentifier arithConstant;
  NnPointerMap defs;   // op name identifier -> pure NnOpDef, or 1
  NnPointerMap queued; // ops queued for erasure in this round's DCE
  CseTable table;
  MlirOperation *worklist;
  size_t worklistCount, worklistCapacity;
  MlirOperation *producers; // scratch for DCE
  size_t producersCapacity;
  bool changed;
} Simplifier;

static MlirIdentifier ident(MlirContext ctx, const char *name) {
  return mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(name));
}

// The registry entry of a pure nn op, or NULL (ops of other dialects,
// impure ops, unknown names).
static const NnOpDef *pureNnDef(Simplifier *s, MlirOperation op) {
  MlirIdentifier name = mlirOperationGetName(op);
  intptr_t cached;
  if (nnPointerMapGet(&s->defs, name.ptr, &cached))
    return cached == 1 ? NULL : (const NnOpDef *)cached;
  MlirStringRef text = mlirIdentifierStr(name);
  const NnOpDef *def = NULL;
  if (text.length > 3 && strncmp(text.data, "nn.", 3) == 0)
    def = nnLookupOp(text);
  if (def && !def->pure)
    def = NULL;
  // A cache: out of memory, the name is only looked up again next time.
  bool remembered =
      nnPointerMapSet(&s->defs, name.ptr, def ? (intptr_t)def : 1);
  (void)remembered;
  return def;
}

static bool isNamed(MlirOperation op, MlirIdentifier name) {
  return mlirIdentifierEqual(mlirOperationGetName(op), name);
}

static bool hasNoUses(MlirOperation op) {
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i)
    if (!mlirOpOperandIsNull(
            mlirValueGetFirstUse(mlirOperationGetResult(op, i))))
      return false;
  return true;
}

// The op defining `value`, or a null op for a block argument.
static MlirOperation producer(MlirValue value) {
  return mlirValueIsAOpResult(value) ? mlirOpResultGetOwner(value)
                                     : (MlirOperation){NULL};
}

/* Constants. */

// Whether the dense attribute `attr` repeats the special value `value`. MLIR
// stores any dense int or float literal that repeats one value as a splat
// (dense<[1.0, 1.0]> is dense<1.0>), so a splat is exactly that case.
static bool isSpecial(MlirAttribute attr, NnSpecialValue value) {
  MlirType element = mlirShapedTypeGetElementType(mlirAttributeGetType(attr));
  bool isFloat = mlirTypeIsAFloat(element);
  if (value == NN_VALUE_NONE || (!isFloat && !mlirTypeIsAInteger(element)) ||
      mlirElementsAttrGetNumElements(attr) <= 0 ||
      !mlirDenseElementsAttrIsSplat(attr))
    return false;
  MlirAttribute splat = mlirDenseElementsAttrGetSplatValue(attr);
  if (isFloat && mlirAttributeIsAFloat(splat)) {
    double v = mlirFloatAttrGetValueDouble(splat);
    switch (value) {
    case NN_VALUE_ZERO:
      return v == 0.0 && !signbit(v);
    case NN_VALUE_NEG_ZERO:
      return v == 0.0 && signbit(v);
    case NN_VALUE_ONE:
      return v == 1.0;
    case NN_VALUE_LOWEST:
      return isinf(v) && v < 0;
    case NN_VALUE_HIGHEST:
      return isinf(v) && v > 0;
    default:
      return false;
    }
  }
  if (isFloat || !mlirAttributeIsAInteger(splat))
    return false;
  unsigned width = mlirIntegerTypeGetWidth(element);
  if (width == 1) { // a boolean: false or true
    uint64_t v = mlirIntegerAttrGetValueUInt(splat) & 1;
    return value == NN_VALUE_ONE
               ? v == 1
               : (value == NN_VALUE_ZERO || value == NN_VALUE_NEG_ZERO) &&
                     v == 0;
  }
  if (width > 64)
    return false;
  // The bits of the value; ui8's 128 is not signless i8's -128 (LOWEST).
  bool isUnsigned = mlirIntegerTypeIsUnsigned(element);
  uint64_t mask = UINT64_MAX >> (64 - width);
  uint64_t bits = (isUnsigned ? mlirIntegerAttrGetValueUInt(splat)
                              : (uint64_t)mlirIntegerAttrGetValueInt(splat)) &
                  mask;
  uint64_t highest = isUnsigned ? mask : mask >> 1;
  switch (value) {
  case NN_VALUE_ZERO:
  case NN_VALUE_NEG_ZERO:
    return bits == 0;
  case NN_VALUE_ONE:
    return bits == 1;
  case NN_VALUE_LOWEST:
    return bits == (isUnsigned ? 0 : highest + 1);
  case NN_VALUE_HIGHEST:
    return bits == highest;
  default:
    return false;
  }
}

// Whether an arith.constant repeating `special` defines `value`.
static bool isSpecialConstant(Simplifier *s, MlirValue value,
                              NnSpecialValue special) {
  MlirOperation op = producer(value);
  if (mlirOperationIsNull(op) || !isNamed(op, s->arithConstant))
    return false;
  MlirAttribute attr = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("value"));
  return !mlirAttributeIsNull(attr) && mlirAttributeIsADenseElements(attr) &&
         isSpecial(attr, special);
}

// Whether broadcasting the constant `c` against `x` leaves x's shape as it
// is: c has no more dimensions than x, and each of them is 1 or the same
// static size as x's.
static bool broadcastKeepsShape(MlirType c, MlirType x) {
  if (!mlirTypeIsARankedTensor(c))
    return false;
  int64_t cRank = mlirShapedTypeGetRank(c);
  if (cRank == 0)
    return true;
  if (!mlirTypeIsARankedTensor(x))
    return false;
  int64_t xRank = mlirShapedTypeGetRank(x);
  if (cRank > xRank)
    return false;
  for (int64_t i = 1; i <= cRank; ++i) {
    int64_t cDim = mlirShapedTypeGetDimSize(c, cRank - i);
    if (cDim == 1)
      continue;
    if (mlirShapedTypeIsDynamicDim(x, xRank - i) ||
        mlirShapedTypeGetDimSize(x, xRank - i) != cDim)
      return false;
  }
  return true;
}

/* The identities. */

// `value` if it may replace the op's single result: same type, and not the
// result itself (graph regions allow such cycles).
static MlirValue ifSameType(MlirOperation op, MlirValue value) {
  MlirValue result = mlirOperationGetResult(op, 0);
  if (mlirValueIsNull(value) || mlirValueEqual(value, result) ||
      !mlirTypeEqual(mlirValueGetType(value), mlirValueGetType(result)))
    return (MlirValue){NULL};
  return value;
}

// x when `constant` repeats `special` and broadcasting it against x neither
// grows x nor changes the result type.
static MlirValue foldAgainst(Simplifier *s, MlirOperation op, MlirValue x,
                             MlirValue constant, NnSpecialValue special) {
  if (!isSpecialConstant(s, constant, special) ||
      !broadcastKeepsShape(mlirValueGetType(constant), mlirValueGetType(x)))
    return (MlirValue){NULL};
  return ifSameType(op, x);
}

// Whether `op`, rewritten in place, still satisfies its shape rule.
static bool stillValid(MlirOperation op, const NnOpDef *def) {
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i)
    if (!mlirTypeIsARankedTensor(
            mlirValueGetType(mlirOperationGetOperand(op, i))))
      return false;
  intptr_t numResults = mlirOperationGetNumResults(op);
  MlirType *inferred = nnAllocArray((size_t)numResults + 1, sizeof(MlirType));
  if (!inferred)
    return false; // not rewritten
  NnStringBuffer error = {0};
  bool valid = mlirLogicalResultIsSuccess(
      nnInferOperationTypes(op, def, inferred, &error));
  nnStringBufferFree(&error);
  for (intptr_t i = 0; valid && i < numResults; ++i) {
    int64_t badDim;
    valid = mlirTypeIsNull(inferred[i]) ||
            nnTypesCompatible(mlirValueGetType(mlirOperationGetResult(op, i)),
                              inferred[i], &badDim);
  }
  free(inferred);
  return valid;
}

// Reads the permutation attribute `name` of `op` into `perm` (of `rank`
// entries) when it is one.
static bool readPerm(MlirOperation op, MlirStringRef name, int64_t rank,
                     int64_t *perm) {
  MlirAttribute attr = mlirOperationGetDiscardableAttributeByName(op, name);
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsADenseI64Array(attr) ||
      mlirDenseArrayGetNumElements(attr) != rank)
    return false;
  for (int64_t i = 0; i < rank; ++i) {
    perm[i] = mlirDenseI64ArrayGetElement(attr, i);
    if (perm[i] < 0 || perm[i] >= rank)
      return false;
  }
  return true;
}

static bool isIdentityPerm(const int64_t *perm, int64_t rank) {
  for (int64_t i = 0; i < rank; ++i)
    if (perm[i] != i)
      return false;
  return true;
}

// An op that permutes dimensions by an attribute (nn.transpose, by its
// layout description): p2(p1(x)) becomes one permutation of x with entries
// p1[p2[j]], in place; the identity permutation of x's type becomes x.
static MlirValue simplifyPermutation(Simplifier *s, MlirOperation op,
                                     const NnOpDef *def) {
  MlirStringRef permName =
      mlirStringRefCreateFromCString(def->layout.attributes);
  MlirValue input = mlirOperationGetOperand(op, 0);
  MlirType type = mlirValueGetType(input);
  if (!mlirTypeIsARankedTensor(type))
    return (MlirValue){NULL};
  // Unverified IR may have any rank: leave an op above the limit alone.
  int64_t rank = mlirShapedTypeGetRank(type);
  if (rank > NN_MAX_RANK)
    return (MlirValue){NULL};
  int64_t perm[NN_MAX_RANK];
  if (!readPerm(op, permName, rank, perm))
    return (MlirValue){NULL};
  MlirOperation inner = producer(input);
  int64_t innerPerm[NN_MAX_RANK];
  if (!mlirOperationIsNull(inner) && isNamed(inner, mlirOperationGetName(op)) &&
      mlirOperationGetNumOperands(inner) == 1 &&
      readPerm(inner, permName, rank, innerPerm)) {
    MlirValue x = mlirOperationGetOperand(inner, 0);
    MlirAttribute oldPerm =
        mlirOperationGetDiscardableAttributeByName(op, permName);
    int64_t composed[NN_MAX_RANK];
    for (int64_t j = 0; j < rank; ++j)
      composed[j] = innerPerm[perm[j]];
    if (!mlirValueEqual(x, mlirOperationGetResult(op, 0))) {
      mlirOperationSetOperand(op, 0, x);
      mlirOperationSetDiscardableAttributeByName(
          op, permName, mlirDenseI64ArrayGet(s->ctx, rank, composed));
      if (stillValid(op, def)) {
        s->changed = true;
        memcpy(perm, composed, (size_t)rank * sizeof(int64_t));
      } else {
        mlirOperationSetOperand(op, 0, input);
        mlirOperationSetDiscardableAttributeByName(op, permName, oldPerm);
      }
    }
  }
  if (!isIdentityPerm(perm, rank))
    return (MlirValue){NULL};
  return ifSameType(op, mlirOperationGetOperand(op, 0));
}

// Whether a ranked type pins its shape down: static, or one dynamic size
// that the element count determines (no static size is 0).
static bool shapeDetermined(MlirType type) {
  if (!mlirTypeIsARankedTensor(type))
    return false;
  int dynamic = 0;
  bool zero = false;
  for (int64_t i = 0, rank = mlirShapedTypeGetRank(type); i < rank; ++i) {
    if (mlirShapedTypeIsDynamicDim(type, i))
      ++dynamic;
    else if (mlirShapedTypeGetDimSize(type, i) == 0)
      zero = true;
  }
  return dynamic == 0 || (dynamic == 1 && !zero);
}

// A view (reshape, squeeze, flatten: the operand's elements in row-major
// order, in the result type's shape) of a view of x is a view of x, in place,
// when the outer op's shape rule still holds; a view to its operand's type,
// when that type determines the shape, is its operand.
static MlirValue simplifyView(Simplifier *s, MlirOperation op,
                              const NnOpDef *def) {
  // A reshape whose dims_from names its input's dims keeps that input
  // (another would change what the dims are); one that names a dim elsewhere
  // than at its own position, or another tensor's, is no identity even to
  // its operand's type (its sizes are those it names).
  MlirAttribute from = mlirOperationGetAttributeByName(op, nnStr("dims_from"));
  bool namesInput = false, identity = true;
  intptr_t numPairs =
      mlirAttributeIsNull(from) || !mlirAttributeIsADenseI64Array(from)
          ? 0
          : mlirDenseArrayGetNumElements(from) / 2;
  for (intptr_t i = 0; i < numPairs; ++i) {
    int64_t k = mlirDenseI64ArrayGetElement(from, 2 * i);
    int64_t j = mlirDenseI64ArrayGetElement(from, 2 * i + 1);
    namesInput |= k == 0;
    identity &= k == -1 || (k == 0 && j == i);
  }
  MlirValue input = mlirOperationGetOperand(op, 0);
  MlirOperation inner = producer(input);
  const NnOpDef *innerDef =
      mlirOperationIsNull(inner) ? NULL : pureNnDef(s, inner);
  if (innerDef && innerDef->isView && !namesInput &&
      mlirOperationGetNumOperands(inner) >= 1) {
    MlirValue x = mlirOperationGetOperand(inner, 0);
    if (mlirTypeIsARankedTensor(mlirValueGetType(x)) &&
        !mlirValueEqual(x, mlirOperationGetResult(op, 0))) {
      mlirOperationSetOperand(op, 0, x);
      if (stillValid(op, def))
        s->changed = true;
      else
        mlirOperationSetOperand(op, 0, input);
    }
  }
  MlirValue result = mlirOperationGetResult(op, 0);
  if (!identity || !shapeDetermined(mlirValueGetType(result)))
    return (MlirValue){NULL};
  return ifSameType(op, mlirOperationGetOperand(op, 0));
}

// Whether `a` and `b` carry the same attributes (metadata such as nn.name
// aside): the condition for composing an op with itself.
static bool sameAttributes(Simplifier *s, MlirOperation a, MlirOperation b) {
  intptr_t numA = mlirOperationGetNumDiscardableAttributes(a);
  intptr_t numB = mlirOperationGetNumDiscardableAttributes(b);
  intptr_t counted = 0;
  for (intptr_t i = 0; i < numA; ++i) {
    MlirNamedAttribute named = mlirOperationGetDiscardableAttribute(a, i);
    if (mlirIdentifierEqual(named.name, s->nnName))
      continue;
    ++counted;
    MlirAttribute other = mlirOperationGetDiscardableAttributeByName(
        b, mlirIdentifierStr(named.name));
    if (mlirAttributeIsNull(other) ||
        !mlirAttributeEqual(named.attribute, other))
      return false;
  }
  bool bHasName =
      !mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(
          b, mlirIdentifierStr(s->nnName)));
  return numB - (bHasName ? 1 : 0) == counted;
}

// The operand of `value`'s producer when that producer is the same op as
// `op`, with the same attributes: the x of op(op(x)).
static MlirValue innerOperand(Simplifier *s, MlirOperation op,
                              MlirValue value) {
  MlirOperation inner = producer(value);
  if (mlirOperationIsNull(inner) || !isNamed(inner, mlirOperationGetName(op)) ||
      mlirOperationGetNumOperands(inner) != 1 || !sameAttributes(s, op, inner))
    return (MlirValue){NULL};
  return mlirOperationGetOperand(inner, 0);
}

// The rewrites a binary op's algebra allows.
static MlirValue simplifyBinary(Simplifier *s, MlirOperation op,
                                const NnAlgebra *algebra) {
  MlirValue lhs = mlirOperationGetOperand(op, 0);
  MlirValue rhs = mlirOperationGetOperand(op, 1);
  MlirValue folded = {NULL};
  // op(x, e) = x, and op(e, x) = x when commutative.
  if (algebra->identity != NN_VALUE_NONE) {
    folded = foldAgainst(s, op, lhs, rhs, algebra->identity);
    if (mlirValueIsNull(folded) && algebra->commutative)
      folded = foldAgainst(s, op, rhs, lhs, algebra->identity);
    if (!mlirValueIsNull(folded))
      return folded;
  }
  // op(x, z) = z, and op(z, x) = z when commutative: only when z already has
  // the result's type (no broadcast to build).
  if (algebra->absorbing != NN_VALUE_NONE) {
    if (isSpecialConstant(s, rhs, algebra->absorbing))
      folded = ifSameType(op, rhs);
    if (mlirValueIsNull(folded) && algebra->commutative &&
        isSpecialConstant(s, lhs, algebra->absorbing))
      folded = ifSameType(op, lhs);
    if (!mlirValueIsNull(folded))
      return folded;
  }
  // op(x, x) = x.
  if (algebra->idempotent && mlirValueEqual(lhs, rhs))
    return ifSameType(op, lhs);
  return folded;
}

// The value that replaces the single result of the pure nn op `op`, or a
// null value, from the facts of its registry entry. Rewrites done in place
// set s->changed.
static MlirValue simplifyOp(Simplifier *s, MlirOperation op,
                            const NnOpDef *def) {
  MlirValue none = {NULL};
  if (mlirOperationGetNumResults(op) != 1)
    return none;
  const NnAlgebra *algebra = &def->algebra;
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  // A view's operands after #0 only give sizes (a reshape's dims_from).
  if (def->isView && numOperands > 1)
    return simplifyView(s, op, def);
  if (numOperands == 2)
    return simplifyBinary(s, op, algebra);
  if (numOperands != 1)
    return none;
  MlirValue input = mlirOperationGetOperand(op, 0);
  // op(op(x)) = x.
  if (algebra->involution)
    return ifSameType(op, innerOperand(s, op, input));
  // op(op(x)) = op(x): the inner op's result.
  if (algebra->idempotent)
    return mlirValueIsNull(innerOperand(s, op, input)) ? none
                                                       : ifSameType(op, input);
  if (algebra->sameTypeIsIdentity)
    return ifSameType(op, input);
  if (def->layout.kind == NN_LAYOUT_PERMUTATION && def->layout.attributes)
    return simplifyPermutation(s, op, def);
  if (def->isView)
    return simplifyView(s, op, def);
  return none;
}

/* CSE. */

static uint64_t hashOp(Simplifier *s, MlirOperation op) {
  uint64_t hash = combine(0, mlirOperationGetName(op).ptr);
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  // Without operands, only ops of one block are merged: a region isolated
  // from above (a function body) must not reach an op outside it.
  if (numOperands == 0)
    hash = combine(hash, mlirOperationGetBlock(op).ptr);
  for (intptr_t i = 0; i < numOperands; ++i)
    hash = combine(hash, mlirOperationGetOperand(op, i).ptr);
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i)
    hash = combine(hash, mlirValueGetType(mlirOperationGetResult(op, i)).ptr);
  for (intptr_t i = 0, n = mlirOperationGetNumDiscardableAttributes(op); i < n;
       ++i) {
    MlirNamedAttribute attr = mlirOperationGetDiscardableAttribute(op, i);
    if (mlirIdentifierEqual(attr.name, s->nnName))
      continue;
    hash = combine(combine(hash, attr.name.ptr), attr.attribute.ptr);
  }
  return hash;
}

// The position of the next attribute at or after `pos` that is not nn.name.
static intptr_t skipMetadata(Simplifier *s, MlirOperation op, intptr_t pos,
                             intptr_t count) {
  while (pos < count &&
         mlirIdentifierEqual(mlirOperationGetDiscardableAttribute(op, pos).name,
                             s->nnName))
    ++pos;
  return pos;
}

static bool sameOp(Simplifier *s, MlirOperation a, MlirOperation b) {
  if (!mlirIdentifierEqual(mlirOperationGetName(a), mlirOperationGetName(b)))
    return false;
  intptr_t numOperands = mlirOperationGetNumOperands(a);
  intptr_t numResults = mlirOperationGetNumResults(a);
  if (numOperands != mlirOperationGetNumOperands(b) ||
      numResults != mlirOperationGetNumResults(b))
    return false;
  if (numOperands == 0 &&
      !mlirBlockEqual(mlirOperationGetBlock(a), mlirOperationGetBlock(b)))
    return false;
  for (intptr_t i = 0; i < numOperands; ++i)
    if (!mlirValueEqual(mlirOperationGetOperand(a, i),
                        mlirOperationGetOperand(b, i)))
      return false;
  for (intptr_t i = 0; i < numResults; ++i)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(a, i)),
                       mlirValueGetType(mlirOperationGetResult(b, i))))
      return false;
  // Attribute dictionaries are sorted by name: walk both in step.
  intptr_t countA = mlirOperationGetNumDiscardableAttributes(a);
  intptr_t countB = mlirOperationGetNumDiscardableAttributes(b);
  intptr_t i = skipMetadata(s, a, 0, countA), j = skipMetadata(s, b, 0, countB);
  while (i < countA && j < countB) {
    MlirNamedAttribute x = mlirOperationGetDiscardableAttribute(a, i);
    MlirNamedAttribute y = mlirOperationGetDiscardableAttribute(b, j);
    if (!mlirIdentifierEqual(x.name, y.name) ||
        !mlirAttributeEqual(x.attribute, y.attribute))
      return false;
    i = skipMetadata(s, a, i + 1, countA);
    j = skipMetadata(s, b, j + 1, countB);
  }
  return i == countA && j == countB;
}

// An identical op already in scope, or a null op after adding `op` to the
// current scope.
static MlirOperation lookupOrInsert(Simplifier *s, MlirOperation op) {
  uint64_t hash = hashOp(s, op);
  CseTable *table = &s->table;
  if (table->numBuckets)
    for (intptr_t i = table->buckets[hash & (table->numBuckets - 1)]; i >= 0;
         i = table->entries[i].next)
      if (table->entries[i].hash == hash && sameOp(s, table->entries[i].op, op))
        return table->entries[i].op;
  tablePush(table, op, hash);
  return (MlirOperation){NULL};
}

/* The forward walk. */

static void visitOp(Simplifier *s, MlirOperation op) {
  const NnOpDef *def = pureNnDef(s, op);
  if (!def)
    return;
  MlirValue replacement = simplifyOp(s, op, def);
  if (!mlirValueIsNull(replacement)) {
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), replacement);
    s->changed = true;
    return; // now unused: DCE erases it
  }
  MlirOperation existing = lookupOrInsert(s, op);
  if (mlirOperationIsNull(existing))
    return;
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, i),
                                  mlirOperationGetResult(existing, i));
  s->changed = true;
}

static void visitBlock(Simplifier *s, MlirBlock block);

static void visitRegions(Simplifier *s, MlirOperation op) {
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; ++r)
    for (MlirBlock block =
             mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(block); block = mlirBlockGetNextInRegion(block))
      visitBlock(s, block);
}

// Ops of enclosing blocks stay in scope; those of this block leave it at its
// end (a sibling block or region is not dominated by them).
static void visitBlock(Simplifier *s, MlirBlock block) {
  size_t mark = s->table.count;
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    visitOp(s, op);
    visitRegions(s, op);
  }
  tablePopTo(&s->table, mark);
}

/* DCE. */

static void enqueue(Simplifier *s, MlirOperation op) {
  MlirOperation *worklist = nnGrowForOneMore(
      s->worklist, &s->worklistCapacity, s->worklistCount, sizeof(*worklist));
  if (!worklist || !nnPointerMapSet(&s->queued, op.ptr, 1))
    return; // not erased
  s->worklist = worklist;
  s->worklist[s->worklistCount++] = op;
}

typedef struct {
  Simplifier *s;
  MlirOperation root;
} CollectState;

static MlirWalkResult collectDead(MlirOperation op, void *userData) {
  CollectState *state = userData;
  if (!mlirOperationEqual(op, state->root) && pureNnDef(state->s, op) &&
      hasNoUses(op))
    enqueue(state->s, op);
  return MlirWalkResultAdvance;
}

// Erases every unused pure nn op under `root`, and the producers that erasing
// leaves unused, each once.
static void eraseDead(Simplifier *s, MlirOperation root) {
  nnPointerMapClear(&s->queued);
  s->worklistCount = 0;
  CollectState collect = {s, root};
  mlirOperationWalk(root, collectDead, &collect, MlirWalkPostOrder);
  while (s->worklistCount) {
    MlirOperation op = s->worklist[--s->worklistCount];
    size_t numOperands = (size_t)mlirOperationGetNumOperands(op);
    if (numOperands > s->producersCapacity) {
      MlirOperation *producers =
          nnGrowArray(s->producers, 2 * numOperands, sizeof(MlirOperation));
      if (!producers)
        continue; // not erased
      s->producers = producers;
      s->producersCapacity = 2 * numOperands;
    }
    for (size_t i = 0; i < numOperands; ++i)
      s->producers[i] = producer(mlirOperationGetOperand(op, (intptr_t)i));
    mlirOperationDestroy(op);
    s->changed = true;
    for (size_t i = 0; i < numOperands; ++i) {
      MlirOperation p = s->producers[i];
      intptr_t seen;
      if (!mlirOperationIsNull(p) &&
          !nnPointerMapGet(&s->queued, p.ptr, &seen) && pureNnDef(s, p) &&
          hasNoUses(p))
        enqueue(s, p);
    }
  }
}

/* The pass. */

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  SimplifyOptions *options = nnAllocArray(1, sizeof(SimplifyOptions));
  if (!options) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  options->maxIterations = (int)values[0].i;
  return options;
}

static void destroyState(void *state) { free(state); }

static MlirLogicalResult run(MlirOperation op, void *state) {
  const SimplifyOptions *options = state;
  MlirContext ctx = mlirOperationGetContext(op);
  Simplifier s = {
      .ctx = ctx,
      .nnName = ident(ctx, "nn.name"),
      .arithConstant = ident(ctx, "arith.constant"),
  };
  for (int64_t round = 0; round < options->maxIterations; ++round) {
    s.changed = false;
    visitRegions(&s, op);
    eraseDead(&s, op);
    if (!s.changed)
      break;
  }
  nnPointerMapFree(&s.defs);
  nnPointerMapFree(&s.queued);
  free(s.table.buckets);
  free(s.table.entries);
  free(s.worklist);
  free(s.producers);
  return mlirLogicalResultSuccess();
}

static const NnOptionDef options[] = {
    NN_INT_OPTION("max-iterations", "10", 1, INT_MAX,
                  "The most rounds (a rewrite walk, then a dead-code sweep) "
                  "to run while the IR keeps changing"),
};

const NnPassDef nnSimplifyPass = {
    .argument = "nn-simplify",
    .name = "NNSimplify",
    .description = "Canonicalize nn ops: DCE and CSE of pure nn ops, and "
                   "the algebraic identities each op's registry entry states "
                   "(x+0, x*1, relu(relu(x)), transpose(transpose(x)), ...)",
    .options = options,
    .numOptions = 1,
    .createState = createState,
    .destroyState = destroyState,
    .run = run,
    .opName = "",
};
