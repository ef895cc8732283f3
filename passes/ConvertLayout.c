//===- ConvertLayout.c - --convert-layout: NCHW <-> NHWC ------------------===//
//
// Rewrites a graph from one data layout to the other, as TVM's ConvertLayout
// and OneFlow's auto-nhwc do. Ops whose `layout` attribute names the source
// layout (conv2d, pooling) are rewritten to the target layout, conv2d
// filters going OIHW <-> HWIO. The result of a rewritten op exists only in
// the target layout ("moved"), and the ops that consume it follow when the
// op registry says how (NnOpDef.layout): layout-agnostic ops (elementwise,
// broadcasting: lower-rank operands are aligned and permuted too) take it as
// it is, ops with an axis, axes or per-dimension attributes get them
// remapped, and nn.transpose composes its permutation with the layout's.
// Every other op is a barrier and gets the value back in the original
// layout, as do function results: the signature never changes.
//
// A value crosses between layouts through one nn.transpose, made once and
// shared by all its users. No transpose is made where it would undo an
// existing one (a graph that transposes its NHWC input to NCHW itself), and
// constants are permuted in place of a transpose (weights, per-channel
// operands), so a chain of convertible ops costs one transpose in and one
// out.
//
// One forward walk over each function's blocks, with a map from each value
// to its forms in either layout; the rewritten ops are erased at the end,
// once every user has its operands. Linear in the size of the function.
//
//===----------------------------------------------------------------------===//

#include "LayoutPermute.h"
#include "Passes.h"

#include "dialect/Registry.h"
#include "dialect/ShapeContext.h"
#include "nn-c/Dialect.h"
#include "support/PointerMap.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

#include <stdlib.h>
#include <string.h>

/// The layouts, and the permutations between them.
typedef struct {
  const char *source, *target;
  int64_t perm[NN_LAYOUT_RANK];    // source -> target (activations)
  int64_t inverse[NN_LAYOUT_RANK]; // target -> source
  int64_t filter[NN_LAYOUT_RANK];  // conv2d filters: OIHW <-> HWIO
} LayoutOptions;

/// What the pass knows about one value of the original graph.
typedef struct {
  MlirValue original;  // in the original layout, once made or found
  MlirValue converted; // in the target layout, once made
  MlirValue filter;    // as a filter of the target layout, once made
  bool moved;          // its producer is rewritten; it exists only as above
} ValueForms;

typedef struct {
  const LayoutOptions *options;
  MlirContext ctx;
  NnPointerMap index; // value -> position in `forms`
  ValueForms *forms;
  size_t numForms, formsCapacity;
  MlirOperation *rewritten; // ops to erase, in walk order
  size_t numRewritten, rewrittenCapacity;
  MlirOperation *bypassed; // producers whose users may all have gone
  size_t numBypassed, bypassedCapacity;
} Converter;

// Every array and the index get their room before the walk (reserve), so
// that running out of memory fails the pass before it changes anything;
// these only record, within that room.
static void pushOp(MlirOperation *ops, size_t *count, size_t capacity,
                   MlirOperation op) {
  if (*count < capacity)
    ops[(*count)++] = op;
}

// The forms of `value`, created empty on first use.
static ValueForms *formsOf(Converter *c, MlirValue value) {
  intptr_t pos;
  if (nnPointerMapGet(&c->index, value.ptr, &pos))
    return &c->forms[pos];
  // Within the reserved room (one slot per operand and result of the ops
  // the walk visits), so the index has room too and cannot fail.
  ValueForms *forms = &c->forms[c->numForms];
  *forms = (ValueForms){0};
  if (nnPointerMapSet(&c->index, value.ptr, (intptr_t)c->numForms))
    ++c->numForms;
  return forms;
}

// Room for every value the walk can give forms to (each operand and result
// of the ops it visits), every op it can rewrite and every producer it can
// bypass (one per value). False when out of memory.
static bool reserve(Converter *c, MlirOperation function) {
  size_t numOps = 0, numValues = 0;
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(function); r < n; ++r)
    for (MlirBlock block =
             mlirRegionGetFirstBlock(mlirOperationGetRegion(function, r));
         !mlirBlockIsNull(block); block = mlirBlockGetNextInRegion(block))
      for (MlirOperation op = mlirBlockGetFirstOperation(block);
           !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
        ++numOps;
        numValues += (size_t)(mlirOperationGetNumOperands(op) +
                              mlirOperationGetNumResults(op));
      }
  c->formsCapacity = numValues + 1;
  c->rewrittenCapacity = numOps + 1;
  c->bypassedCapacity = numValues + 1;
  c->forms = nnAllocArray(c->formsCapacity, sizeof(ValueForms));
  c->rewritten = nnAllocArray(c->rewrittenCapacity, sizeof(MlirOperation));
  c->bypassed = nnAllocArray(c->bypassedCapacity, sizeof(MlirOperation));
  return c->forms && c->rewritten && c->bypassed &&
         nnPointerMapReserve(&c->index, c->formsCapacity);
}

static ValueForms *findForms(Converter *c, MlirValue value) {
  intptr_t pos;
  return nnPointerMapGet(&c->index, value.ptr, &pos) ? &c->forms[pos] : NULL;
}

static bool isRank4(MlirValue value) {
  MlirType type = mlirValueGetType(value);
  return mlirTypeIsARankedTensor(type) &&
         mlirShapedTypeGetRank(type) == NN_LAYOUT_RANK;
}

// Whether `value` is available in the target layout at no cost.
static bool isMoved(Converter *c, MlirValue value) {
  ValueForms *forms = findForms(c, value);
  return forms && forms->moved && !mlirValueIsNull(forms->converted);
}

/* Building values in either layout. */

static MlirValue insertTranspose(MlirValue value, const int64_t *perm) {
  MlirLocation loc = mlirValueIsAOpResult(value)
                         ? mlirOperationGetLocation(mlirOpResultGetOwner(value))
                         : mlirValueGetLocation(value);
  MlirOperation transpose = nnBuildTranspose(value, perm, loc);
  nnInsertAfterDefinition(value, transpose);
  return mlirOperationGetResult(transpose, 0);
}

// `value` in its original layout: itself, or, when its producer was
// rewritten, a transpose back from the target layout, made once.
static MlirValue originalOf(Converter *c, MlirValue value) {
  ValueForms *forms = findForms(c, value);
  if (!forms || !forms->moved)
    return value;
  if (mlirValueIsNull(forms->original))
    forms->original = insertTranspose(forms->converted, c->options->inverse);
  return forms->original;
}

// The permutation of the nn op defining `value` when the registry describes
// that op as a permutation of its operand's dimensions (nn.transpose).
static bool producerPermutation(MlirValue value, int64_t *perm,
                                MlirValue *input) {
  if (!mlirValueIsAOpResult(value))
    return false;
  MlirOperation op = mlirOpResultGetOwner(value);
  const NnOpDef *def = nnLookupOp(mlirIdentifierStr(mlirOperationGetName(op)));
  if (!def || def->layout.kind != NN_LAYOUT_PERMUTATION ||
      !def->layout.attributes || mlirOperationGetNumOperands(op) != 1)
    return false;
  MlirAttribute attr = mlirOperationGetDiscardableAttributeByName(
      op, nnStr(def->layout.attributes));
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsADenseI64Array(attr) ||
      mlirDenseArrayGetNumElements(attr) != NN_LAYOUT_RANK)
    return false;
  for (int i = 0; i < NN_LAYOUT_RANK; ++i)
    perm[i] = mlirDenseI64ArrayGetElement(attr, i);
  *input = mlirOperationGetOperand(op, 0);
  return true;
}

// `value` (rank NN_LAYOUT_RANK, or lower for a broadcast operand) transposed
// by `perm`, made once: the input of a transpose that `perm` undoes, a
// permuted constant, or a new transpose after the value's definition.
static MlirValue permuted(Converter *c, MlirValue value, const int64_t *perm,
                          bool asFilter) {
  ValueForms *forms = formsOf(c, value);
  MlirValue cached = asFilter ? forms->filter : forms->converted;
  if (!mlirValueIsNull(cached))
    return cached;
  MlirValue base = originalOf(c, value), result = {NULL}, input;
  int64_t inner[NN_LAYOUT_RANK];
  MlirOperation constant;
  if (isRank4(base) && producerPermutation(base, inner, &input) &&
      nnPermsCancel(inner, perm)) {
    result = originalOf(c, input);
    pushOp(c->bypassed, &c->numBypassed, c->bypassedCapacity,
           mlirOpResultGetOwner(base));
  } else if (!mlirOperationIsNull(constant =
                                      nnBuildPermutedConstant(base, perm))) {
    nnInsertAfterDefinition(base, constant);
    result = mlirOperationGetResult(constant, 0);
    pushOp(c->bypassed, &c->numBypassed, c->bypassedCapacity,
           mlirOpResultGetOwner(base));
  } else {
    if (!isRank4(base)) {
      // Align a lower-rank broadcast operand at the right first.
      MlirType type = mlirValueGetType(base);
      int64_t rank = mlirShapedTypeGetRank(type), shape[NN_LAYOUT_RANK];
      for (int64_t i = 0; i < NN_LAYOUT_RANK; ++i)
        shape[i] =
            i < NN_LAYOUT_RANK - rank
                ? 1
                : mlirShapedTypeGetDimSize(type, i - (NN_LAYOUT_RANK - rank));
      MlirType aligned = mlirRankedTensorTypeGet(
          NN_LAYOUT_RANK, shape, mlirShapedTypeGetElementType(type),
          mlirAttributeGetNull());
      MlirOperationState state = mlirOperationStateGet(
          nnStr("nn.reshape"),
          mlirValueIsAOpResult(base)
              ? mlirOperationGetLocation(mlirOpResultGetOwner(base))
              : mlirValueGetLocation(base));
      mlirOperationStateAddOperands(&state, 1, &base);
      mlirOperationStateAddResults(&state, 1, &aligned);
      MlirOperation reshape = mlirOperationCreate(&state);
      nnInsertAfterDefinition(base, reshape);
      base = mlirOperationGetResult(reshape, 0);
    }
    result = insertTranspose(base, perm);
  }
  forms = formsOf(c, value);
  *(asFilter ? &forms->filter : &forms->converted) = result;
  return result;
}

// Whether broadcasting leaves `value` where it is in either layout: a
// scalar, or every dimension 1.
static bool layoutFree(MlirValue value) {
  MlirType type = mlirValueGetType(value);
  if (!mlirTypeIsARankedTensor(type))
    return false;
  for (int64_t i = 0, rank = mlirShapedTypeGetRank(type); i < rank; ++i)
    if (mlirShapedTypeGetDimSize(type, i) != 1)
      return false;
  return true;
}

/* Attributes. */

// The op's attribute `name`, or its registry default.
static MlirAttribute getAttr(Converter *c, MlirOperation op, const NnOpDef *def,
                             MlirStringRef name) {
  MlirAttribute attr =
      nnOpIsInDialect(def)
          ? mlirOperationGetDiscardableAttributeByName(op, name)
          : mlirOperationGetInherentAttributeByName(op, name);
  if (!mlirAttributeIsNull(attr))
    return attr;
  for (int i = 0; i < def->numAttributes; ++i)
    if (mlirStringRefEqual(nnStr(def->attributes[i].name), name) &&
        def->attributes[i].defaultValue)
      return mlirAttributeParseGet(c->ctx,
                                   nnStr(def->attributes[i].defaultValue));
  return mlirAttributeGetNull();
}

static void setAttr(MlirOperation op, const NnOpDef *def, MlirStringRef name,
                    MlirAttribute attr) {
  if (nnOpIsInDialect(def))
    mlirOperationSetDiscardableAttributeByName(op, name, attr);
  else
    mlirOperationSetInherentAttributeByName(op, name, attr);
}

// The attribute `name` of an op moving to the target layout, remapped into
// `*remapped`; false when it cannot be (the op then stays a barrier).
static bool remapAttr(Converter *c, MlirOperation op, const NnOpDef *def,
                      MlirStringRef name, MlirAttribute *remapped) {
  const int64_t *perm = c->options->perm, *inverse = c->options->inverse;
  MlirAttribute attr = getAttr(c, op, def, name);
  if (mlirAttributeIsNull(attr))
    return false;
  switch (def->layout.kind) {
  case NN_LAYOUT_AXIS: {
    if (!mlirAttributeIsAInteger(attr))
      return false;
    int64_t axis = mlirIntegerAttrGetValueInt(attr);
    if (!nnNormalizeAxis(&axis, NN_LAYOUT_RANK))
      return false;
    *remapped = mlirIntegerAttrGet(mlirAttributeGetType(attr), inverse[axis]);
    return true;
  }
  case NN_LAYOUT_AXES: {
    if (!mlirAttributeIsADenseI64Array(attr))
      return false;
    intptr_t n = mlirDenseArrayGetNumElements(attr);
    int64_t axes[NN_LAYOUT_RANK + 1];
    if (n > NN_LAYOUT_RANK)
      return false;
    for (intptr_t i = 0; i < n; ++i) {
      axes[i] = mlirDenseI64ArrayGetElement(attr, i);
      if (!nnNormalizeAxis(&axes[i], NN_LAYOUT_RANK))
        return false;
      axes[i] = inverse[axes[i]];
    }
    *remapped = mlirDenseI64ArrayGet(c->ctx, n, axes);
    return true;
  }
  case NN_LAYOUT_PER_DIMENSION: {
    if (!mlirAttributeIsADenseI64Array(attr))
      return false;
    intptr_t n = mlirDenseArrayGetNumElements(attr);
    if (n % NN_LAYOUT_RANK)
      return false;
    // The attribute may have any length: on the heap.
    int64_t *values = nnAllocArray((size_t)n + 1, sizeof(int64_t));
    if (!values)
      return false; // a barrier; the pass fails (ExternalPass.c)
    // Each block of one entry per dimension is permuted like the dimensions.
    for (intptr_t b = 0; b < n; b += NN_LAYOUT_RANK)
      for (int i = 0; i < NN_LAYOUT_RANK; ++i)
        values[b + i] = mlirDenseI64ArrayGetElement(attr, b + perm[i]);
    *remapped = mlirDenseI64ArrayGet(c->ctx, n, values);
    free(values);
    return true;
  }
  default:
    return false;
  }
}

/* Rewriting ops. */

enum { MAX_LAYOUT_ATTRS = 4 };

// Splits the registry's "a|b|c" list of attribute names.
static int attrNames(const NnOpDef *def, MlirStringRef *names) {
  int count = 0;
  for (const char *p = def->layout.attributes;
       p && *p && count < MAX_LAYOUT_ATTRS;) {
    const char *end = strchr(p, '|');
    size_t length = end ? (size_t)(end - p) : strlen(p);
    names[count++] = mlirStringRefCreate(p, length);
    p += length + (end ? 1 : 0);
  }
  return count;
}

// nn.transpose of a moved value: its permutation composed with the way back
// from the target layout; its result is in the original layout.
static void convertPermutation(Converter *c, MlirOperation op) {
  MlirValue input = mlirOperationGetOperand(op, 0), ignored;
  int64_t perm[NN_LAYOUT_RANK], composed[NN_LAYOUT_RANK];
  MlirValue result = mlirOperationGetResult(op, 0);
  if (!isMoved(c, input) || !producerPermutation(result, perm, &ignored))
    return;
  MlirValue moved = formsOf(c, input)->converted;
  bool identity = true;
  for (int i = 0; i < NN_LAYOUT_RANK; ++i) {
    composed[i] = c->options->inverse[perm[i]];
    identity = identity && composed[i] == i;
  }
  MlirValue replacement = moved;
  if (!identity) {
    MlirOperation clone = mlirOperationClone(op);
    mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, clone);
    mlirOperationSetOperand(clone, 0, moved);
    mlirOperationSetDiscardableAttributeByName(
        clone, nnStr("perm"),
        mlirDenseI64ArrayGet(c->ctx, NN_LAYOUT_RANK, composed));
    replacement = mlirOperationGetResult(clone, 0);
  }
  ValueForms *forms = formsOf(c, result);
  forms->original = replacement;
  forms->moved = true;
  pushOp(c->rewritten, &c->numRewritten, c->rewrittenCapacity, op);
}

// Whether the op moves to the target layout: it names the source layout
// itself, or it can follow an operand that has moved.
static bool shouldConvert(Converter *c, MlirOperation op, const NnOpDef *def) {
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  // Sizes named as (operand, dim) pairs (dims_from, ends_from) would name
  // other dims once permuted: such an op is a barrier.
  static const char *const kNamedSizes[] = {"dims_from", "ends_from"};
  for (size_t k = 0; k < sizeof(kNamedSizes) / sizeof(kNamedSizes[0]); ++k) {
    MlirAttribute pairs =
        mlirOperationGetDiscardableAttributeByName(op, nnStr(kNamedSizes[k]));
    if (!mlirAttributeIsNull(pairs) && mlirAttributeIsADenseI64Array(pairs) &&
        mlirDenseArrayGetNumElements(pairs) > 0)
      return false;
  }
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i)
    if (!isRank4(mlirOperationGetResult(op, i)))
      return false;
  if (numOperands == 0)
    return false;
  if (def->layout.kind == NN_LAYOUT_ATTRIBUTE) {
    MlirStringRef names[MAX_LAYOUT_ATTRS];
    if (attrNames(def, names) != 1)
      return false;
    MlirAttribute layout = getAttr(c, op, def, names[0]);
    return !mlirAttributeIsNull(layout) && mlirAttributeIsAString(layout) &&
           mlirStringRefEqual(mlirStringAttrGetValue(layout),
                              nnStr(c->options->source)) &&
           isRank4(mlirOperationGetOperand(op, 0));
  }
  bool anyMoved = false;
  for (intptr_t i = 0; i < numOperands; ++i) {
    MlirValue operand = mlirOperationGetOperand(op, i);
    MlirType type = mlirValueGetType(operand);
    if (!mlirTypeIsARankedTensor(type) ||
        mlirShapedTypeGetRank(type) > NN_LAYOUT_RANK)
      return false;
    anyMoved = anyMoved || isMoved(c, operand);
  }
  return anyMoved;
}

// The operand `pos` of an op moving to the target layout.
static MlirValue convertedOperand(Converter *c, MlirOperation op,
                                  const NnOpDef *def, intptr_t pos) {
  MlirValue operand = mlirOperationGetOperand(op, pos);
  if (isRank4(operand)) {
    bool filter = def->layout.kind == NN_LAYOUT_ATTRIBUTE && pos > 0;
    return permuted(c, operand, filter ? c->options->filter : c->options->perm,
                    filter);
  }
  // Lower-rank operands of broadcasting ops are aligned at the right; those
  // of the others (1-D per-channel operands) do not see the layout.
  if (def->layout.kind == NN_LAYOUT_AGNOSTIC && !layoutFree(operand))
    return permuted(c, operand, c->options->perm, false);
  return operand;
}

static void convertOp(Converter *c, MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  const NnOpDef *def = nnLookupOp(name);
  // A kind this pass does not know (a newer registry) is a barrier too.
  if (!def || def->layout.kind == NN_LAYOUT_BARRIER ||
      (unsigned)def->layout.kind > NN_LAYOUT_PERMUTATION)
    return;
  if (def->layout.kind == NN_LAYOUT_PERMUTATION) {
    if (mlirOperationGetNumOperands(op) == 1 &&
        isRank4(mlirOperationGetOperand(op, 0)))
      convertPermutation(c, op);
    return;
  }
  if (!shouldConvert(c, op, def))
    return;

  // Attributes first: one that cannot be remapped keeps the op a barrier.
  MlirStringRef names[MAX_LAYOUT_ATTRS];
  MlirAttribute values[MAX_LAYOUT_ATTRS];
  int numNames = attrNames(def, names);
  for (int i = 0; i < numNames; ++i) {
    if (def->layout.kind == NN_LAYOUT_ATTRIBUTE)
      values[i] = mlirStringAttrGet(c->ctx, nnStr(c->options->target));
    else if (!remapAttr(c, op, def, names[i], &values[i]))
      return;
  }

  intptr_t numOperands = mlirOperationGetNumOperands(op);
  MlirValue *operands =
      nnAllocArray((size_t)numOperands + 1, sizeof(MlirValue));
  if (!operands)
    return; // a barrier; the pass fails (ExternalPass.c)
  for (intptr_t i = 0; i < numOperands; ++i)
    operands[i] = convertedOperand(c, op, def, i);
  MlirOperation clone = mlirOperationClone(op);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, clone);
  for (intptr_t i = 0; i < numOperands; ++i)
    mlirOperationSetOperand(clone, i, operands[i]);
  free(operands);
  for (int i = 0; i < numNames; ++i)
    if (!mlirAttributeEqual(values[i], getAttr(c, op, def, names[i])))
      setAttr(clone, def, names[i], values[i]);
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i) {
    MlirValue result = mlirOperationGetResult(clone, i);
    mlirValueSetType(result,
                     nnPermuteType(mlirValueGetType(result), c->options->perm));
    ValueForms *forms = formsOf(c, mlirOperationGetResult(op, i));
    forms->converted = result;
    forms->moved = true;
  }
  pushOp(c->rewritten, &c->numRewritten, c->rewrittenCapacity, op);
}

static bool hasUses(MlirOperation op) {
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i)
    if (!mlirOpOperandIsNull(
            mlirValueGetFirstUse(mlirOperationGetResult(op, i))))
      return true;
  return false;
}

// Erases the rewritten ops, last first, handing their remaining users
// (barriers) the original layout; then the transposes and constants that
// were bypassed and are no longer used.
static void finish(Converter *c) {
  for (size_t i = c->numRewritten; i-- > 0;) {
    MlirOperation op = c->rewritten[i];
    for (intptr_t r = 0, n = mlirOperationGetNumResults(op); r < n; ++r) {
      MlirValue result = mlirOperationGetResult(op, r);
      if (!mlirOpOperandIsNull(mlirValueGetFirstUse(result)))
        mlirValueReplaceAllUsesOfWith(result, originalOf(c, result));
    }
    mlirOperationDestroy(op);
  }
  NnPointerMap erased = {0};
  for (size_t i = c->numBypassed; i-- > 0;) {
    MlirOperation op = c->bypassed[i];
    intptr_t seen;
    if (nnPointerMapGet(&erased, op.ptr, &seen) || hasUses(op))
      continue;
    if (!nnPointerMapSet(&erased, op.ptr, 1))
      break; // out of memory: the rest stay, unused
    mlirOperationDestroy(op);
  }
  nnPointerMapFree(&erased);
}

/* The pass. */

// The option `to`: values[0].i indexes kTargets.
static const char *const kTargets[] = {"NHWC", "NCHW", NULL};

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  static const LayoutOptions toNhwc = {
      "NCHW", "NHWC", {0, 2, 3, 1}, {0, 3, 1, 2}, {2, 3, 1, 0}};
  static const LayoutOptions toNchw = {
      "NHWC", "NCHW", {0, 3, 1, 2}, {0, 2, 3, 1}, {3, 2, 0, 1}};
  return values[0].i == 0 ? (void *)&toNhwc : (void *)&toNchw;
}

static MlirLogicalResult run(MlirOperation function, void *state) {
  Converter c = {.options = state, .ctx = mlirOperationGetContext(function)};
  if (!reserve(&c, function)) {
    nnPointerMapFree(&c.index);
    free(c.forms);
    free(c.rewritten);
    free(c.bypassed);
    return nnOutOfMemory(function, "convert-layout");
  }
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(function); r < n; ++r)
    for (MlirBlock block =
             mlirRegionGetFirstBlock(mlirOperationGetRegion(function, r));
         !mlirBlockIsNull(block); block = mlirBlockGetNextInRegion(block))
      for (MlirOperation op = mlirBlockGetFirstOperation(block), next;
           !mlirOperationIsNull(op); op = next) {
        next = mlirOperationGetNextInBlock(op);
        convertOp(&c, op);
      }
  finish(&c);
  nnPointerMapFree(&c.index);
  free(c.forms);
  free(c.rewritten);
  free(c.bypassed);
  return mlirLogicalResultSuccess();
}

static const NnOptionDef options[] = {
    NN_ENUM_OPTION("to", "NHWC", kTargets, "The target layout"),
};

const NnPassDef nnConvertLayoutPass = {
    .argument = "convert-layout",
    .name = "NNConvertLayout",
    .description = "Rewrite layout-sensitive nn ops (conv2d, pooling) to "
                   "the target layout, carry it through the ops that "
                   "can follow, transpose only at the boundaries and "
                   "fold the transposes of constants",
    .options = options,
    .numOptions = 1,
    .createState = createState,
    .run = run,
    .opName = "func.func",
};
