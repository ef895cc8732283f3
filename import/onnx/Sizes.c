//===- Sizes.c - Shapes known only at run time, as an import sees them ----===//
//
// Sizes.h says what and why. A code is INT64_MIN + 1 + the symbol's index:
// far below any size, never 0 or -1 (which a Reshape reads as "copy" and
// "infer"). Known elements next to codes are exact.
//
//===----------------------------------------------------------------------===//

#include "Sizes.h"
#include "Fold.h"
#include "Importer.h"

#include "mlir-c/BuiltinTypes.h"
#include "onnx.pb-c.h"
#include "support/Memory.h"

#include <stdint.h>
#include <string.h>

static const int64_t kFirstCode = INT64_MIN + 1;

bool onnxNodeInputIsSizes(OnnxNode *node, intptr_t i) {
  intptr_t slot = onnxNodeInputSlot(node, i);
  return slot >= 0 && node->importer->slots[slot].symbolic;
}

static bool isCode(const OnnxImporter *im, int64_t value) {
  // In unsigned arithmetic: value - kFirstCode overflows int64 for most
  // numbers.
  return (uint64_t)value - (uint64_t)kFirstCode < (uint64_t)im->numSymbols;
}

static int64_t newCode(OnnxNode *node, intptr_t slot, int64_t dim) {
  OnnxImporter *im = node->importer;
  for (size_t k = 0; slot >= 0 && k < im->numSymbols; ++k)
    if (im->symbols[k].slot == slot && im->symbols[k].dim == dim)
      return kFirstCode + (int64_t)k;
  OnnxSizeSymbol *grown = nnGrowForOneMore(im->symbols, &im->capacitySymbols,
                                           im->numSymbols, sizeof(*grown));
  if (!grown) {
    onnxNodeError(node, "out of memory");
    return 0;
  }
  im->symbols = grown;
  im->symbols[im->numSymbols] = (OnnxSizeSymbol){slot, dim};
  return kFirstCode + (int64_t)im->numSymbols++;
}

int64_t onnxNodeSizeCode(OnnxNode *node, intptr_t i, int64_t dim) {
  return newCode(node, onnxNodeInputSlot(node, i), dim);
}

// The code of a size computed from sizes known only at run time.
static int64_t computedSizeCode(OnnxNode *node) { return newCode(node, -1, 0); }

const OnnxSizeSymbol *onnxNodeSizeSymbol(OnnxNode *node, int64_t value) {
  OnnxImporter *im = node->importer;
  return isCode(im, value) ? &im->symbols[value - kFirstCode] : NULL;
}

MlirValue onnxNodeSymbolValue(OnnxNode *node, const OnnxSizeSymbol *symbol) {
  return onnxImporterValue(node->importer, symbol->slot);
}

void onnxNameSize(MlirValue from, int64_t dim, MlirValue *operands,
                  intptr_t *numOperands, int64_t *pair) {
  intptr_t k = 0;
  while (k < *numOperands && !mlirValueEqual(operands[k], from))
    ++k;
  if (k == *numOperands)
    operands[(*numOperands)++] = from;
  pair[0] = k;
  pair[1] = dim;
}

// A tensor<?xi1> whose size is dim `dim` of `from`.
static MlirValue sizeCarrier(OnnxNode *node, MlirValue from, int64_t dim) {
  MlirContext ctx = onnxNodeContext(node);
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  int64_t one = 1, dynamic = mlirShapedTypeGetDynamicSize();
  MlirValue operands[] = {
      onnxBuildSplat(node, onnxTensorType(ctx, 1, &one, i1), 0), from};
  int64_t pair[] = {1, dim};
  NnAttrValue attr = nnAttrIntArray("dims_from", 2, pair);
  return mlirValueIsNull(operands[0])
             ? operands[0]
             : onnxBuildTyped(node, "nn.broadcast_to", 2, operands, 1, &attr,
                              onnxTensorType(ctx, 1, &dynamic, i1));
}

bool onnxUnifySizeOperands(OnnxNode *node, MlirValue *operands,
                           intptr_t *numOperands, int64_t *pairs,
                           int64_t rank) {
  bool same = true;
  for (intptr_t k = 2; k < *numOperands; ++k)
    same &= mlirTypeEqual(mlirValueGetType(operands[k]),
                          mlirValueGetType(operands[1]));
  if (same)
    return true;
  MlirValue refs[NN_MAX_RANK + 1];
  for (intptr_t k = 1; k < *numOperands; ++k)
    refs[k] = operands[k];
  intptr_t count = 1;
  for (int64_t i = 0; i < rank; ++i) {
    if (pairs[2 * i] < 1)
      continue; // the input's own dim, or none
    MlirValue carrier = sizeCarrier(node, refs[pairs[2 * i]], pairs[2 * i + 1]);
    if (mlirValueIsNull(carrier))
      return false;
    operands[count] = carrier;
    pairs[2 * i] = count++;
    pairs[2 * i + 1] = 0;
  }
  *numOperands = count;
  return true;
}

// Marks output `i` symbolic when its known tensor holds a code.
static void markOutput(OnnxNode *node, intptr_t i) {
  if (!onnxNodeHasOutput(node, i))
    return;
  OnnxImporter *im = node->importer;
  intptr_t slot = onnxImporterLookup(im, node->proto->output[i]);
  OnnxTensor *t = slot >= 0 ? im->slots[slot].constant : NULL;
  if (!t || t->dataType != ONNX__TENSOR_PROTO__DATA_TYPE__INT64)
    return;
  for (int64_t k = 0; k < t->count; ++k)
    if (isCode(im, onnxTensorInt(t, k))) {
      im->slots[slot].symbolic = true;
      return;
    }
}

bool onnxNodeSetSizesOutput(OnnxNode *node, intptr_t i, const int64_t *values,
                            int64_t count) {
  if (!onnxSetIntsOutput(node, i, values, count))
    return false;
  markOutput(node, i);
  return true;
}

/* Elementwise ops on sizes. */

// One element of `op` on sizes x and y (codes or numbers) into *r; false,
// after reporting, when it cannot be said.
static bool sizeElement(OnnxNode *node, const char *op, int64_t x, int64_t y,
                        int64_t *r) {
  OnnxImporter *im = node->importer;
  bool xCode = isCode(im, x), yCode = isCode(im, y), ok = true;
  if (!strcmp(op, "Equal")) {
    // A size is never negative; two different symbols may be equal.
    int64_t number = xCode ? y : x;
    if ((xCode && yCode && x != y) || (xCode != yCode && number >= 0))
      return onnxNodeError(node,
                           "Equal of sizes known only at run time (and "
                           "%lld) cannot be said at import time",
                           (long long)number);
    *r = xCode && yCode ? 1 : xCode || yCode ? 0 : x == y;
    return true;
  }
  // A size less itself, or over itself.
  if (xCode && x == y && (!strcmp(op, "Sub") || !strcmp(op, "Div"))) {
    *r = !strcmp(op, "Div");
    return true;
  }
  // Multiplying or dividing by 1, adding or subtracting 0: the size.
  bool keep = !strcmp(op, "Mul")   ? (xCode && y == 1) || (yCode && x == 1)
              : !strcmp(op, "Add") ? (xCode && y == 0) || (yCode && x == 0)
              : !strcmp(op, "Sub") ? xCode && y == 0
                                   : xCode && y == 1;
  if (keep)
    *r = xCode ? x : y;
  else if (xCode || yCode)
    return (*r = computedSizeCode(node)) != 0;
  else if (!strcmp(op, "Add"))
    ok = !__builtin_add_overflow(x, y, r);
  else if (!strcmp(op, "Sub"))
    ok = !__builtin_sub_overflow(x, y, r);
  else if (!strcmp(op, "Mul"))
    ok = !__builtin_mul_overflow(x, y, r);
  else if (y == 0 || (x == INT64_MIN && y == -1))
    ok = false;
  else
    *r = x / y; // ONNX's integer Div truncates, as C does
  // A number the codes stand for is out of any size's range.
  if (!ok || (!xCode && !yCode && isCode(im, *r)))
    return onnxNodeError(node,
                         "%s of sizes overflows or divides by zero (%lld and "
                         "%lld)",
                         op, (long long)x, (long long)y);
  return true;
}

// Add, Sub, Mul, Div and Equal of int64 sizes, and Where choosing between
// them: scalars and 1-D tensors of one length (or 1), all known at import
// time, codes included.
static bool elementwise(OnnxNode *node, const char *op) {
  bool where = !strcmp(op, "Where");
  intptr_t numInputs = where ? 3 : 2;
  const OnnxTensor *in[3];
  int64_t count = 1, rank = 0;
  for (intptr_t i = 0; i < numInputs; ++i) {
    in[i] = onnxNodeConstant(node, i);
    if (!in[i])
      return onnxNodeError(node,
                           "sizes known only at run time meet input %ld, "
                           "which is not known at import time",
                           (long)i);
    int32_t expected = where && i == 0 ? ONNX__TENSOR_PROTO__DATA_TYPE__BOOL
                                       : ONNX__TENSOR_PROTO__DATA_TYPE__INT64;
    if (in[i]->dataType != expected || in[i]->rank > 1 ||
        (in[i]->count != 1 && count != 1 && in[i]->count != count))
      return onnxNodeError(node,
                           "sizes known only at run time take part in %s "
                           "of int64 scalars and 1-D tensors of one length "
                           "(or 1) only",
                           op);
    count = in[i]->count != 1 ? in[i]->count : count;
    rank = in[i]->rank > rank ? in[i]->rank : rank;
  }
  OnnxTensor out;
  NnStringBuffer error = {0};
  if (!onnxTensorAllocate(onnxNodeContext(node),
                          !strcmp(op, "Equal")
                              ? ONNX__TENSOR_PROTO__DATA_TYPE__BOOL
                              : ONNX__TENSOR_PROTO__DATA_TYPE__INT64,
                          rank, &count, &out, &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  for (int64_t k = 0; k < count; ++k) {
    int64_t v[3], r = 0;
    for (intptr_t i = 0; i < numInputs; ++i)
      v[i] = onnxTensorInt(in[i], in[i]->count == 1 ? 0 : k);
    if (where) {
      r = v[0] ? v[1] : v[2];
    } else if (!sizeElement(node, op, v[0], v[1], &r)) {
      onnxTensorFree(&out);
      return false;
    }
    onnxTensorSetInt(&out, k, r);
  }
  if (!onnxNodeSetConstantOutput(node, 0, &out))
    return false;
  markOutput(node, 0);
  return true;
}

/* Sizes as data. */

// Size `code` as a 1-D int64 tensor of one element: ones broadcast to it
// and summed (a size has no other way into the graph's data; the sum costs
// a pass over that many elements, once).
static MlirValue sizeAsData(OnnxNode *node, const OnnxSizeSymbol *symbol) {
  MlirContext ctx = onnxNodeContext(node);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  int64_t one = 1, dynamic = mlirShapedTypeGetDynamicSize();
  MlirValue operands[2] = {
      onnxBuildSplat(node, onnxTensorType(ctx, 1, &one, i64), 1),
      onnxNodeSymbolValue(node, symbol)};
  if (mlirValueIsNull(operands[0]) || mlirValueIsNull(operands[1]))
    return (MlirValue){NULL};
  int64_t pair[] = {1, symbol->dim};
  NnAttrValue from = nnAttrIntArray("dims_from", 2, pair);
  MlirValue ones = onnxBuildTyped(node, "nn.broadcast_to", 2, operands, 1,
                                  &from, onnxTensorType(ctx, 1, &dynamic, i64));
  // To a scalar, then [1]: a reduction keeping its dim lowers with the
  // reduced loop outside the kept one, one parallel region per element
  // (0.6 ms for 384).
  int64_t axis = 0;
  NnAttrValue attrs[] = {nnAttrIntArray("axes", 1, &axis),
                         nnAttrBool("keepdims", false)};
  MlirValue sum = onnxBuild(node, "nn.reduce_sum", 1, &ones, 2, attrs);
  return mlirValueIsNull(sum) ? sum : onnxBuildReshape(node, sum, 1, &one);
}

// Builds the value of the symbolic input `i`: its numbers as constants,
// its sizes as data, joined; a computed size cannot be built.
static bool buildSizes(OnnxNode *node, intptr_t i) {
  OnnxImporter *im = node->importer;
  intptr_t slot = onnxNodeInputSlot(node, i);
  OnnxSlot *s = &im->slots[slot];
  if (!mlirValueIsNull(s->value))
    return true;
  const OnnxTensor *t = s->constant;
  if (t->count > NN_MAX_RANK)
    return onnxNodeError(node,
                         "input %ld holds %lld sizes; at most %d are "
                         "built as data",
                         (long)i, (long long)t->count, NN_MAX_RANK);
  MlirContext ctx = onnxNodeContext(node);
  int64_t one = 1, count = t->count;
  MlirValue parts[NN_MAX_RANK];
  for (int64_t k = 0; k < count; ++k) {
    int64_t v = onnxTensorInt(t, k);
    const OnnxSizeSymbol *symbol = onnxNodeSizeSymbol(node, v);
    if (symbol && symbol->slot < 0)
      return onnxNodeError(node,
                           "input %ld ('%s') holds a size computed from "
                           "sizes known only at run time, which nn cannot "
                           "build as data",
                           (long)i, node->proto->input[i]);
    if (symbol) {
      parts[k] = sizeAsData(node, symbol);
    } else {
      OnnxTensor number;
      NnStringBuffer error = {0};
      if (!onnxTensorAllocate(ctx, ONNX__TENSOR_PROTO__DATA_TYPE__INT64, 1,
                              &one, &number, &error)) {
        onnxNodeError(node, "%s", nnStringBufferStr(&error));
        nnStringBufferFree(&error);
        return false;
      }
      onnxTensorSetInt(&number, 0, v);
      parts[k] = onnxBuildConstant(node, &number);
      onnxTensorFree(&number);
    }
    if (mlirValueIsNull(parts[k]))
      return false;
  }
  MlirValue joined = parts[0];
  if (count != 1) {
    NnAttrValue dim = nnAttrInt("dim", 0);
    joined = onnxBuild(node, "tensor.concat", count, parts, 1, &dim);
  }
  if (t->rank == 0)
    joined = onnxBuildReshape(node, joined, 0, NULL);
  if (mlirValueIsNull(joined))
    return false;
  s->value = joined;
  return true;
}

/* The dispatch. */

// Ops whose converters move known elements (or, Shape, read none) when
// every input is known, or take sizes as parameters whatever their data
// (`shapes`: the shape of a Reshape, an Expand or a ConstantOfShape, a
// Slice's ends, a Range's limit): which inputs may hold sizes (a bit per
// input; -1: every one).
typedef struct {
  const char *opType;
  int64_t inputs;
  bool shapes;
} Mover;

static const Mover kMovers[] = {
    {"Gather", 1, false},  {"Unsqueeze", 1, false},
    {"Squeeze", 1, false}, {"Identity", 1, false},
    {"Concat", -1, false}, {"Slice", 5, true},
    {"Flatten", 1, false}, {"Reshape", 3, true},
    {"Expand", 2, true},   {"Cast", 1, false},
    {"Shape", 1, true},    {"ConstantOfShape", 1, true},
    {"Range", 7, true},    {"Add", -1, false},
    {"Sub", -1, false},    {"Mul", -1, false},
    {"Div", -1, false},    {"Equal", -1, false},
    {"Where", -1, false},
};

// Converts the node with its sizes as data: their values built (unless
// one is a computed size, which has none), and hidden as known tensors.
static bool convertWithSizesAsData(OnnxNode *node) {
  for (intptr_t i = 0; i < onnxNodeNumInputs(node); ++i)
    if (onnxNodeInputIsSizes(node, i) && !buildSizes(node, i))
      return false;
  node->importer->sizesAsData = true;
  bool ok = node->row->convert(node);
  node->importer->sizesAsData = false;
  return ok;
}

bool onnxConvertWithSizes(OnnxNode *node) {
  const char *op = node->proto->op_type;
  const Mover *mover = NULL;
  for (size_t k = 0; k < sizeof(kMovers) / sizeof(kMovers[0]); ++k)
    if (!strcmp(op, kMovers[k].opType))
      mover = &kMovers[k];
  bool known = onnxNodeAllConstant(node);
  for (intptr_t i = 0; mover && i < onnxNodeNumInputs(node); ++i)
    if (onnxNodeInputIsSizes(node, i) && i < 63 &&
        !(mover->inputs & ((int64_t)1 << i)))
      mover = NULL;
  // A Cast keeps codes only as int64 (any other type would convert them).
  if (mover && !strcmp(op, "Cast") &&
      onnxAttrInt(node, "to", 0) != ONNX__TENSOR_PROTO__DATA_TYPE__INT64)
    mover = NULL;
  // Sizes meeting data, or an op that does not move them: sizes as data.
  if (!mover || (!known && !mover->shapes))
    return convertWithSizesAsData(node);
  static const char *const kElementwise[] = {"Add", "Sub",   "Mul",
                                             "Div", "Equal", "Where"};
  for (size_t k = 0; k < sizeof(kElementwise) / sizeof(kElementwise[0]); ++k)
    if (!strcmp(op, kElementwise[k]))
      return elementwise(node, op);
  if (!node->row->convert(node))
    return false;
  for (intptr_t i = 0; i < onnxNodeNumOutputs(node); ++i)
    markOutput(node, i);
  return true;
}
