//===- Registry.c - The op registry ---------------------------------------===//
//
// Built-in ops and registered custom ops live in one array of definitions,
// kept sorted by name so that the verifier finds an op's definition in
// O(log n) for each of the (possibly 100k) ops of a graph.
//
// Threads: the built-in table is filled in lazily, under the registry's
// mutex, and published with a release store that every query checks first
// (an acquire load), so the first queries may come from any number of
// threads at once; after that, lookups only read. Filling it needs one
// allocation; when that fails, queries find no op and the next query tries
// again (a call_once could never retry). nnRegisterOp calls are serialised with
// each other by a mutex, but not with lookups: lookups take no lock, because
// the verifier makes one per op. Registering while another thread queries the
// registry (or verifies, or loads the dialect) is therefore a data race; the
// contract (nn-c/Dialect.h) is that every op is registered before the registry
// is used from several threads, which registering before loading the dialect
// anywhere satisfies.
//
//===----------------------------------------------------------------------===//

#include "Registry.h"

#include "support/Memory.h"
#include "support/StringBuffer.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

extern const NnOpCategory nnUnaryOps, nnBinaryOps, nnReductionOps,
    nnNormalizationOps, nnContractionOps, nnMovementOps, nnIndexingOps,
    nnResampleOps, nnScanOps, nnSelectionOps, nnQuantizationOps;

const NnOpCategory *const nnOpCategories[] = {
    &nnUnaryOps,       &nnBinaryOps,    &nnReductionOps,    &nnNormalizationOps,
    &nnContractionOps, &nnMovementOps,  &nnIndexingOps,     &nnResampleOps,
    &nnScanOps,        &nnSelectionOps, &nnQuantizationOps,
};
const int nnNumOpCategories =
    sizeof(nnOpCategories) / sizeof(nnOpCategories[0]);

// Every op, sorted by name; and the custom ones in registration order.
static const NnOpDef **ops, **customOps;
static intptr_t numOps, capacity, numCustomOps;
static atomic_bool builtinsLoaded;
static once_flag mutexOnce = ONCE_FLAG_INIT;
// Serialises filling the built-in table and nnRegisterOp calls.
static mtx_t registerMutex;
static bool registerMutexReady;

static int compareNames(const void *lhs, const void *rhs) {
  return strcmp((*(const NnOpDef *const *)lhs)->name,
                (*(const NnOpDef *const *)rhs)->name);
}

static bool append(const NnOpDef *def) {
  if (numOps == capacity) {
    intptr_t grown = capacity ? 2 * capacity : 64;
    const NnOpDef **bigger = nnGrowArray(ops, (size_t)grown, sizeof(*ops));
    if (!bigger)
      return false;
    ops = bigger;
    capacity = grown;
  }
  ops[numOps++] = def;
  return true;
}

static void initMutex(void) {
  registerMutexReady = mtx_init(&registerMutex, mtx_plain) == thrd_success;
}

// Fills the table with the built-in ops, in one allocation; false when out
// of memory (the table stays empty).
static bool loadBuiltins(void) {
  intptr_t count = 0;
  for (int c = 0; c < nnNumOpCategories; ++c)
    count += nnOpCategories[c]->numOps;
  const NnOpDef **table = nnAllocArray((size_t)count + 1, sizeof(*table));
  if (!table)
    return false;
  ops = table;
  capacity = count + 1;
  for (int c = 0; c < nnNumOpCategories; ++c)
    for (int i = 0; i < nnOpCategories[c]->numOps; ++i)
      ops[numOps++] = &nnOpCategories[c]->ops[i];
  qsort(ops, (size_t)numOps, sizeof(*ops), compareNames);
  return true;
}

// Every query starts here; false when the table cannot be filled.
static bool ensureBuiltins(void) {
  if (atomic_load_explicit(&builtinsLoaded, memory_order_acquire))
    return true;
  call_once(&mutexOnce, initMutex);
  if (!registerMutexReady || mtx_lock(&registerMutex) != thrd_success)
    return false;
  bool loaded = atomic_load_explicit(&builtinsLoaded, memory_order_relaxed) ||
                loadBuiltins();
  if (loaded)
    atomic_store_explicit(&builtinsLoaded, true, memory_order_release);
  mtx_unlock(&registerMutex);
  return loaded;
}

bool nnRegistryReady(void) { return ensureBuiltins(); }

bool nnOpIsInDialect(const NnOpDef *def) {
  return strncmp(def->name, "nn.", 3) == 0;
}

const char *nnOpShortName(const NnOpDef *def) {
  const char *dot = strchr(def->name, '.');
  return dot ? dot + 1 : def->name;
}

int nnVariadicSlot(const NnValueDef *slots, int numSlots) {
  for (int i = 0; i < numSlots; ++i)
    if (slots[i].arity != NN_SINGLE)
      return i;
  return -1;
}

intptr_t nnGetNumOps(void) {
  ensureBuiltins();
  return numOps;
}

const NnOpDef *nnGetOp(intptr_t pos) {
  ensureBuiltins();
  return pos >= 0 && pos < numOps ? ops[pos] : NULL;
}

const NnOpDef *nnLookupOp(MlirStringRef name) {
  ensureBuiltins();
  intptr_t lo = 0, hi = numOps;
  while (lo < hi) {
    intptr_t mid = lo + (hi - lo) / 2;
    const char *candidate = ops[mid]->name;
    int order = strncmp(candidate, name.data, name.length);
    if (order == 0)
      order = candidate[name.length] != '\0';
    if (order == 0)
      return ops[mid];
    if (order < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

static bool isIdentifier(const char *text) {
  if (!*text)
    return false;
  for (; *text; ++text)
    if (!(*text == '_' || (*text >= 'a' && *text <= 'z') ||
          (*text >= 'A' && *text <= 'Z') || (*text >= '0' && *text <= '9')))
      return false;
  return true;
}

static int countNonSingle(const NnValueDef *slots, int numSlots) {
  int count = 0;
  for (int i = 0; i < numSlots; ++i)
    count += slots[i].arity != NN_SINGLE;
  return count;
}

// Why a definition cannot be registered, or NULL when it can.
const char *nnCheckOpFacts(const NnOpDef *def) {
  const NnAlgebra *a = &def->algebra;
  bool binary = def->numOperands == 2 && def->numResults == 1;
  bool unary = def->numOperands == 1 && def->numResults == 1;
  if ((unsigned)a->identity > NN_VALUE_HIGHEST ||
      (unsigned)a->absorbing > NN_VALUE_HIGHEST)
    return "unknown special value in the algebra";
  if ((a->commutative || a->associative || a->absorbing) && !binary)
    return "commutative, associative and absorbing are facts of binary ops";
  if (a->identity && !binary && !def->combiner)
    return "an identity element is a fact of binary ops and reductions";
  if ((a->involution || a->sameTypeIsIdentity) && !unary)
    return "involution and sameTypeIsIdentity are facts of unary ops";
  if (a->idempotent && !unary && !binary)
    return "idempotence is a fact of unary and binary ops";
  if ((def->movesDataOnly || def->isView) && def->numOperands < 1)
    return "an op that moves or views data needs an operand";
  if ((def->scalar.floatPredicate &&
       (!def->scalar.floatOp || strcmp(def->scalar.floatOp, "arith.cmpf"))) ||
      (def->scalar.intPredicate &&
       (!def->scalar.intOp || strcmp(def->scalar.intOp, "arith.cmpi"))))
    return "a predicate belongs to arith.cmpf or arith.cmpi";
  bool formula = def->scalar.build || def->scalar.floatOp || def->scalar.intOp;
  if (formula && def->numResults != 1)
    return "an op with a scalar formula has one result";
  if (def->combiner && !def->lower)
    return "a reduction with a combiner needs its lowering function";
  if ((unsigned)def->layout.kind > NN_LAYOUT_PERMUTATION)
    return "unknown layout kind";
  if (def->layout.kind == NN_LAYOUT_PERMUTATION && !def->layout.attributes)
    return "a permutation layout names its attribute";
  if (def->channels.outputChannels && def->numOperands < 2)
    return "an op linear in its weight takes the weight as operand 1";
  if (def->channels.addsBias && def->numOperands != 2)
    return "a bias op takes the input and the bias";
  if (def->channels.normalizes && def->numOperands != 5)
    return "a normalization takes input, scale, bias, mean and var";
  if (def->indices.operand < 0 || def->indices.operand >= def->numOperands ||
      (def->indices.operand > 0 && !def->indices.axis && !def->indices.tuples))
    return "an indices operand is one of operands 1.. and names its axis";
  return NULL;
}

static const char *checkDefinition(const NnOpDef *def) {
  if (!def->name || strncmp(def->name, "nn.", 3) != 0 ||
      !isIdentifier(def->name + 3))
    return "the name must be 'nn.' followed by letters, digits or '_'";
  if (nnLookupOp(mlirStringRefCreateFromCString(def->name)))
    return "an op of that name is already registered";
  if (!def->summary || !def->inferShape)
    return "a summary and a shape function are required";
  if (def->numOperands < 0 || def->numResults < 1 ||
      (def->numOperands && !def->operands) || !def->results ||
      (def->numAttributes && !def->attributes) || def->numAttributes < 0)
    return "operand, result and attribute counts must match their arrays, "
           "with at least one result";
  for (int i = 0; i < def->numOperands; ++i)
    if (!def->operands[i].name || !isIdentifier(def->operands[i].name))
      return "every operand needs a name of letters, digits or '_'";
  for (int i = 0; i < def->numResults; ++i)
    if (!def->results[i].name || !isIdentifier(def->results[i].name))
      return "every result needs a name of letters, digits or '_'";
  // Enums from the caller are checked like the fusion kind below: IRDL, the
  // verifier and the builder switch over them (an attribute of kind 5 was
  // registered, found by test/fuzz/register_op.c).
  for (int i = 0; i < def->numOperands; ++i)
    if ((unsigned)def->operands[i].arity > NN_VARIADIC)
      return "unknown operand or result arity";
  for (int i = 0; i < def->numResults; ++i)
    if ((unsigned)def->results[i].arity > NN_VARIADIC)
      return "unknown operand or result arity";
  if (countNonSingle(def->operands, def->numOperands) > 1 ||
      countNonSingle(def->results, def->numResults) > 1)
    return "at most one optional or variadic operand slot, and one result "
           "slot, is supported";
  for (int i = 0; i < def->numAttributes; ++i) {
    const NnAttrDef *attr = &def->attributes[i];
    if (!attr->name || !isIdentifier(attr->name))
      return "every attribute needs a name of letters, digits or '_'";
    if ((unsigned)attr->kind > NN_ATTR_FLOAT_ARRAY)
      return "unknown attribute kind";
    if (attr->kind == NN_ATTR_ENUM && !attr->enumValues)
      return "an enum attribute needs its values";
  }
  if ((unsigned)def->fusionKind > NN_FUSION_OPAQUE)
    return "unknown fusion kind";
  return nnCheckOpFacts(def);
}

static MlirLogicalResult registerOp(const NnOpDef *def, NnStringBuffer *error) {
  const char *problem = def ? checkDefinition(def) : "no definition given";
  if (problem) {
    nnStringBufferPrintf(error, "nnRegisterOp: cannot register '%s': %s",
                         def && def->name ? def->name : "(null)", problem);
    return mlirLogicalResultFailure();
  }
  const NnOpDef **grown =
      nnGrowArray(customOps, (size_t)numCustomOps + 1, sizeof(*customOps));
  if (!grown || !append(def)) {
    customOps = grown ? grown : customOps;
    nnStringBufferPrintf(error, "nnRegisterOp: cannot register '%s': %s",
                         def->name, "out of memory");
    return mlirLogicalResultFailure();
  }
  customOps = grown;
  customOps[numCustomOps++] = def;
  qsort(ops, (size_t)numOps, sizeof(*ops), compareNames);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnRegisterOp(const NnOpDef *def,
                               MlirStringCallback errorCallback,
                               void *userData) {
  NnStringBuffer error = {0};
  MlirLogicalResult result;
  if (!ensureBuiltins()) {
    nnStringBufferPrintf(&error, "nnRegisterOp: %s",
                         "out of memory loading the built-in ops");
    result = mlirLogicalResultFailure();
  } else if (!registerMutexReady || mtx_lock(&registerMutex) != thrd_success) {
    nnStringBufferPrintf(&error, "nnRegisterOp: %s",
                         "the registry's lock is unavailable");
    result = mlirLogicalResultFailure();
  } else {
    result = registerOp(def, &error);
    mtx_unlock(&registerMutex);
  }
  if (mlirLogicalResultIsFailure(result) && errorCallback)
    errorCallback(mlirStringRefCreate(nnStringBufferStr(&error), error.length),
                  userData);
  nnStringBufferFree(&error);
  return result;
}

void nnForgetCustomOps(void) {
  ensureBuiltins();
  if (!registerMutexReady || mtx_lock(&registerMutex) != thrd_success)
    return;
  // The built-in ops keep their sorted order once the custom ones are out.
  intptr_t kept = 0;
  for (intptr_t i = 0; i < numOps; ++i) {
    bool custom = false;
    for (intptr_t j = 0; j < numCustomOps && !custom; ++j)
      custom = ops[i] == customOps[j];
    if (!custom)
      ops[kept++] = ops[i];
  }
  numOps = kept;
  free(customOps);
  customOps = NULL;
  numCustomOps = 0;
  mtx_unlock(&registerMutex);
}

intptr_t nnGetNumCustomOps(void) { return numCustomOps; }

const NnOpDef *nnGetCustomOp(intptr_t pos) {
  return pos >= 0 && pos < numCustomOps ? customOps[pos] : NULL;
}

const char *nnFusionKindName(NnFusionKind kind) {
  static const char *const names[] = {
      "elementwise",
      "broadcast",
      "injective",
      "reduction",
      "out_elementwise_fusable",
      "opaque",
  };
  return (unsigned)kind <= NN_FUSION_OPAQUE ? names[kind] : "unknown";
}
