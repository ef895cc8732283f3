//===- PackedWeights.c - Constant weights laid out at compile time --------===//
//
// See PackedWeights.h. The panel layout is the ukernel's (Ukernels.h): for
// a weight of K rows and N columns, panel t of columns [t * P, t * P + P)
// holds its K rows of P floats one after another, row-major, the last
// panel padded with zeros, so element (p, j) is at ((j / P) * K + p) * P +
// j % P. The ukernel reads a panel where it lies when P is its register
// tile's width (the default: this machine's, which is the JIT's; a library
// for another machine gets its right results from any P, packing from the
// panels at run time as from any other layout). The padded-row layout
// keeps a convolution weight's rows and adds NN_PACK_ROW_PAD zeros after
// each.
//
// The laid-out data is a new dense_resource blob (aligned to 64 bytes, as
// the kernel's loads want) in a new private constant global,
// @<weight>_packed or @<weight>_padded. What read the weight's own global
// and now reads nothing goes (nnWeightPackerFinish); other users keep it.
// Linear: one walk (the caller's) finds the calls, a map per function and
// per weight makes each lookup O(1), each weight is laid out once per
// layout, and one more walk counts the weights' remaining readers.
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/PackedWeights.h"

#include "support/DenseResource.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/PointerMap.h"

#include <stdio.h>
#include <stdlib.h>

enum { kMaxRank = 8 }; // of a weight: a convolution's is 4 or 5

struct NnWeightPacker {
  MlirOperation module;
  MlirSymbolTable table;
  int64_t panel;
  // The calls, and per callee (a func.func) the first of its calls and,
  // per call, the next call of the same callee: chains through `calls`.
  const MlirOperation *calls;
  intptr_t *nextCall;
  NnPointerMap firstCall; // func.func -> index of its first call + 1
  NnPointerMap packed;    // weight memref.global (+1: transposed) -> packed
  // The weights' memref.global ops packed, and the function arguments
  // that brought one in: what nnWeightPackerFinish may drop.
  NnOpList weights;
  MlirValue *args;
  size_t numArgs, argCapacity;
  NnPointerMap seenArg;
};

static MlirAttribute attrOf(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, nnStr(name));
}

static MlirOperation lookupSymbol(NnWeightPacker *p, MlirAttribute ref) {
  if (mlirAttributeIsNull(ref) || !mlirAttributeIsAFlatSymbolRef(ref))
    return (MlirOperation){NULL};
  return mlirSymbolTableLookup(p->table, mlirFlatSymbolRefAttrGetValue(ref));
}

NnWeightPacker *nnWeightPackerCreate(MlirOperation module,
                                     const MlirOperation *calls,
                                     intptr_t numCalls, int64_t panel) {
  NnWeightPacker *p = nnAllocArray(1, sizeof(NnWeightPacker));
  if (!p)
    return NULL;
  *p = (NnWeightPacker){.module = module,
                        .table = mlirSymbolTableCreate(module),
                        .panel = panel,
                        .calls = calls};
  p->nextCall = nnAllocArray((size_t)numCalls + 1, sizeof(intptr_t));
  if (!p->nextCall) {
    nnWeightPackerDestroy(p);
    return NULL;
  }
  // Chained in reverse, so each chain runs in the module's order.
  for (intptr_t i = numCalls - 1; i >= 0; --i) {
    MlirOperation callee = lookupSymbol(p, attrOf(calls[i], "callee"));
    intptr_t first = 0;
    if (mlirOperationIsNull(callee))
      continue;
    nnPointerMapGet(&p->firstCall, callee.ptr, &first);
    p->nextCall[i] = first - 1;
    if (!nnPointerMapSet(&p->firstCall, callee.ptr, i + 1)) {
      nnWeightPackerDestroy(p);
      return NULL;
    }
  }
  return p;
}

void nnWeightPackerDestroy(NnWeightPacker *p) {
  if (!p)
    return;
  mlirSymbolTableDestroy(p->table);
  free(p->nextCall);
  nnPointerMapFree(&p->firstCall);
  nnPointerMapFree(&p->packed);
  nnOpListFree(&p->weights);
  free(p->args);
  nnPointerMapFree(&p->seenArg);
  free(p);
}

/* Finding the weight. */

// Whether `op` is a memref.subview of unit strides that keeps the rank.
static bool isPlainSubview(MlirOperation op) {
  if (!nnOpIs(op, "memref.subview"))
    return false;
  MlirAttribute strides = attrOf(op, "static_strides");
  if (mlirAttributeIsNull(strides) || !mlirAttributeIsADenseI64Array(strides))
    return false;
  for (intptr_t i = 0, n = mlirDenseArrayGetNumElements(strides); i < n; ++i)
    if (mlirDenseI64ArrayGetElement(strides, i) != 1)
      return false;
  return mlirShapedTypeGetRank(
             mlirValueGetType(mlirOperationGetOperand(op, 0))) ==
         mlirShapedTypeGetRank(mlirValueGetType(mlirOperationGetResult(op, 0)));
}

// The memref.get_global that `value` is, or that every call of the private
// function whose argument it is passes there.
static MlirOperation getGlobalOf(NnWeightPacker *p, MlirValue value) {
  MlirOperation none = {NULL};
  if (mlirValueIsAOpResult(value)) {
    MlirOperation def = mlirOpResultGetOwner(value);
    return nnOpIs(def, "memref.get_global") ? def : none;
  }
  MlirBlock block = mlirBlockArgumentGetOwner(value);
  MlirOperation func = mlirBlockGetParentOperation(block);
  if (!nnOpIs(func, "func.func") ||
      !mlirBlockEqual(block,
                      mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0))))
    return none;
  // Only the module calls a private function: its calls are all here (nn's
  // modules name a function by func.call alone; a func.constant of it
  // would be a caller this does not see).
  MlirAttribute visibility = attrOf(func, "sym_visibility");
  if (mlirAttributeIsNull(visibility) ||
      !mlirStringRefEqual(mlirStringAttrGetValue(visibility), nnStr("private")))
    return none;
  intptr_t first = 0, arg = mlirBlockArgumentGetArgNumber(value);
  if (!nnPointerMapGet(&p->firstCall, func.ptr, &first))
    return none;
  MlirOperation found = none;
  for (intptr_t i = first - 1; i >= 0; i = p->nextCall[i]) {
    if (mlirOperationGetNumOperands(p->calls[i]) <= arg)
      return none;
    MlirValue passed = mlirOperationGetOperand(p->calls[i], arg);
    if (!mlirValueIsAOpResult(passed))
      return none;
    MlirOperation def = mlirOpResultGetOwner(passed);
    if (!nnOpIs(def, "memref.get_global") ||
        (!mlirOperationIsNull(found) &&
         !mlirAttributeEqual(attrOf(def, "name"), attrOf(found, "name"))))
      return none;
    found = def;
  }
  return found;
}

// Remembers `arg`, a function argument that brings a weight in, once.
static bool rememberArg(NnWeightPacker *p, MlirValue arg) {
  intptr_t seen;
  if (nnPointerMapGet(&p->seenArg, arg.ptr, &seen))
    return true;
  MlirValue *grown =
      nnGrowForOneMore(p->args, &p->argCapacity, p->numArgs, sizeof(MlirValue));
  if (!grown || !nnPointerMapSet(&p->seenArg, arg.ptr, 1))
    return false;
  p->args = grown;
  p->args[p->numArgs++] = arg;
  return true;
}

// The f32 values of a constant global of rank 2 to kMaxRank (NULL when it
// is not one), its rank and dims. A splat dense value gives its one element
// (`*splat`).
static const float *weightValues(MlirOperation global, int *rank,
                                 int64_t dims[kMaxRank], bool *splat) {
  if (!nnOpIs(global, "memref.global") ||
      mlirAttributeIsNull(attrOf(global, "constant")))
    return NULL;
  MlirAttribute type = attrOf(global, "type"),
                value = attrOf(global, "initial_value");
  if (mlirAttributeIsNull(type) || mlirAttributeIsNull(value) ||
      !mlirAttributeIsAType(type))
    return NULL;
  MlirType memref = mlirTypeAttrGetValue(type);
  if (!mlirTypeIsAMemRef(memref) || mlirShapedTypeGetRank(memref) < 2 ||
      mlirShapedTypeGetRank(memref) > kMaxRank ||
      !mlirShapedTypeHasStaticShape(memref) ||
      !mlirTypeIsAF32(mlirShapedTypeGetElementType(memref)) ||
      !mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(memref)))
    return NULL;
  *rank = (int)mlirShapedTypeGetRank(memref);
  size_t count = 1, size = 0;
  for (int d = 0; d < *rank; ++d) {
    dims[d] = mlirShapedTypeGetDimSize(memref, d);
    count *= (size_t)dims[d];
  }
  *splat = false;
  if (mlirAttributeIsADenseResourceElements(value)) {
    const void *data = nnDenseResourceData(value, &size);
    return data && size == count * sizeof(float) ? data : NULL;
  }
  if (!mlirAttributeIsADenseElements(value) ||
      !mlirTypeIsAF32(
          mlirShapedTypeGetElementType(mlirAttributeGetType(value))))
    return NULL;
  *splat = mlirDenseElementsAttrIsSplat(value);
  return mlirDenseElementsAttrGetRawData(value);
}

/* Packing. */

static void freeBlob(void *userData, const void *data, size_t size,
                     size_t align) {
  (void)userData, (void)size, (void)align;
  free((void *)data);
}

// `w` (dims[0] rows of `rowLength`, as a rank-2 weight's `dims`) in
// `layout`, into a fresh buffer of *count floats; NULL when out of memory.
static float *layOut(const NnWeightPacker *p, NnPackLayout layout,
                     const float *w, bool splat, const int64_t dims[2],
                     int64_t rowLength, int64_t *count) {
  if (layout == NN_PACK_PADDED_ROWS) {
    int64_t stride = rowLength + NN_PACK_ROW_PAD;
    *count = dims[0] * stride;
  } else {
    bool transposed = layout == NN_PACK_PANELS_TRANSPOSED;
    int64_t depth = transposed ? dims[1] : dims[0],
            width = transposed ? dims[0] : dims[1];
    *count = (width + p->panel - 1) / p->panel * p->panel * depth;
  }
  size_t bytes = (size_t)*count * sizeof(float);
  float *data = *count > 0 ? aligned_alloc(64, (bytes + 63) / 64 * 64) : NULL;
  if (!data)
    return NULL;
  if (layout == NN_PACK_PADDED_ROWS) {
    int64_t stride = rowLength + NN_PACK_ROW_PAD;
    for (int64_t r = 0; r < dims[0]; ++r)
      for (int64_t t = 0; t < stride; ++t)
        data[r * stride + t] =
            t < rowLength ? w[splat ? 0 : r * rowLength + t] : 0.0f;
    return data;
  }
  bool transposed = layout == NN_PACK_PANELS_TRANSPOSED;
  int64_t depth = transposed ? dims[1] : dims[0],
          width = transposed ? dims[0] : dims[1], panel = p->panel;
  for (int64_t t = 0; t < *count / (panel * depth); ++t)
    for (int64_t k = 0; k < depth; ++k)
      for (int64_t l = 0; l < panel; ++l) {
        int64_t j = t * panel + l;
        int64_t at = transposed ? j * dims[1] + k : k * dims[1] + j;
        data[(t * depth + k) * panel + l] =
            j < width ? w[splat ? 0 : at] : 0.0f;
      }
  return data;
}

// The weight laid out, as a new constant global inserted before `weight`;
// null when out of memory.
static MlirOperation packGlobal(NnWeightPacker *p, MlirOperation weight,
                                NnPackLayout layout, const float *w, bool splat,
                                const int64_t dims[2], int64_t rowLength) {
  MlirContext ctx = mlirOperationGetContext(weight);
  int64_t count;
  float *data = layOut(p, layout, w, splat, dims, rowLength, &count);
  if (!data)
    return (MlirOperation){NULL};
  size_t bytes = (size_t)count * sizeof(float);
  MlirType f32 = mlirF32TypeGet(ctx);
  MlirType tensor =
      mlirRankedTensorTypeGet(1, &count, f32, mlirAttributeGetNull());
  MlirType memref =
      mlirMemRefTypeContiguousGet(f32, 1, &count, mlirAttributeGetNull());
  MlirAttribute value = mlirUnmanagedDenseResourceElementsAttrGet(
      tensor, nnStr("nn_packed_weight"), data, bytes, 64, false, freeBlob,
      NULL);
  MlirStringRef name = mlirStringAttrGetValue(attrOf(weight, "sym_name"));
  char symbol[256];
  snprintf(symbol, sizeof symbol, "%.*s_%s",
           (int)(name.length > 200 ? 200 : name.length), name.data,
           layout == NN_PACK_PADDED_ROWS ? "padded" : "packed");
  MlirNamedAttribute attrs[] = {
      {mlirIdentifierGet(ctx, nnStr("sym_name")),
       mlirStringAttrGet(ctx, nnStr(symbol))},
      {mlirIdentifierGet(ctx, nnStr("sym_visibility")),
       mlirStringAttrGet(ctx, nnStr("private"))},
      {mlirIdentifierGet(ctx, nnStr("type")), mlirTypeAttrGet(memref)},
      {mlirIdentifierGet(ctx, nnStr("initial_value")), value},
      {mlirIdentifierGet(ctx, nnStr("constant")), mlirUnitAttrGet(ctx)},
      {mlirIdentifierGet(ctx, nnStr("alignment")),
       mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 64)},
  };
  MlirOperationState state = mlirOperationStateGet(
      nnStr("memref.global"), mlirOperationGetLocation(weight));
  mlirOperationStateAddAttributes(&state, sizeof attrs / sizeof attrs[0],
                                  attrs);
  MlirOperation global = mlirOperationCreate(&state);
  if (mlirOperationIsNull(global))
    return global;
  MlirBlock body =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(p->module, 0));
  mlirBlockInsertOwnedOperationBefore(body, weight, global);
  mlirSymbolTableInsert(p->table, global); // renamed if the name is taken
  return global;
}

bool nnPackWeight(NnWeightPacker *p, MlirValue b, NnPackLayout layout,
                  NnPackedWeight *out) {
  if (!p || (layout != NN_PACK_PADDED_ROWS && p->panel <= 0))
    return false;
  MlirValue root = b;
  while (mlirValueIsAOpResult(root) &&
         isPlainSubview(mlirOpResultGetOwner(root)))
    root = mlirOperationGetOperand(mlirOpResultGetOwner(root), 0);
  MlirOperation get = getGlobalOf(p, root);
  if (mlirOperationIsNull(get) ||
      (mlirValueIsABlockArgument(root) && !rememberArg(p, root)))
    return false;
  MlirOperation weight = lookupSymbol(p, attrOf(get, "name"));
  int64_t dims[kMaxRank];
  int rank = 0;
  bool splat;
  const float *values = mlirOperationIsNull(weight)
                            ? NULL
                            : weightValues(weight, &rank, dims, &splat);
  bool transposed = layout == NN_PACK_PANELS_TRANSPOSED;
  if (!values || (transposed && rank != 2))
    return false;
  // Rows: dims[0] of the rest flattened; panels: the last dim of the rest
  // flattened.
  int64_t rowLength = 1, depth = 1;
  for (int d = 1; d < rank; ++d)
    rowLength *= dims[d];
  for (int d = 0; d < rank - 1; ++d)
    depth *= dims[d];
  const int64_t matrix[2] = {depth, dims[rank - 1]};
  // One global per weight and layout (a tied embedding is read both ways):
  // the key is the weight's address plus the layout.
  const char *key = (const char *)weight.ptr + layout;
  intptr_t known = 0;
  MlirOperation global = {NULL};
  if (nnPointerMapGet(&p->packed, key, &known))
    global = (MlirOperation){(void *)known};
  else {
    global = packGlobal(p, weight, layout, values, splat,
                        layout == NN_PACK_PANELS ? matrix : dims, rowLength);
    if (mlirOperationIsNull(global) ||
        !nnPointerMapSet(&p->packed, key, (intptr_t)global.ptr) ||
        !nnOpListPush(&p->weights, weight))
      return false;
  }
  *out = (NnPackedWeight){.global = global,
                          .layout = layout,
                          .rows = dims[0],
                          .cols = rowLength,
                          .depth = transposed ? dims[1] : depth,
                          .panel = p->panel,
                          .rowStride = rowLength + NN_PACK_ROW_PAD};
  return true;
}

/* Where a block of the weight starts. */

void nnPackedWeightOrigin(NnBuilder *builder, MlirValue b, MlirValue *origin) {
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(b));
  for (intptr_t d = 0; d < rank; ++d)
    origin[d] = nnbIndex(builder, 0);
  for (MlirValue v = b;
       mlirValueIsAOpResult(v) && isPlainSubview(mlirOpResultGetOwner(v));) {
    MlirOperation subview = mlirOpResultGetOwner(v);
    MlirAttribute offsets = attrOf(subview, "static_offsets");
    // The dynamic offsets are the operands after the source, in the order
    // of the static list's dynamic placeholders.
    intptr_t dynamic = 1;
    for (intptr_t d = 0; d < rank; ++d) {
      int64_t offset = mlirDenseI64ArrayGetElement(offsets, d);
      MlirValue value = mlirShapedTypeIsDynamicStrideOrOffset(offset)
                            ? mlirOperationGetOperand(subview, dynamic++)
                            : nnbIndex(builder, offset);
      origin[d] = nnbOp2(builder, "arith.addi", origin[d], value);
    }
    v = mlirOperationGetOperand(subview, 0);
  }
}

void nnEraseDeadSubviews(MlirValue b) {
  while (mlirValueIsAOpResult(b) &&
         mlirOpOperandIsNull(mlirValueGetFirstUse(b))) {
    MlirOperation def = mlirOpResultGetOwner(b);
    if (nnOpIs(def, "memref.get_global")) {
      mlirOperationDestroy(def);
      return;
    }
    if (!isPlainSubview(def))
      return;
    b = mlirOperationGetOperand(def, 0);
    mlirOperationDestroy(def);
  }
}

/* Dropping what the packed weights replaced. */

// Erases argument `arg` of the function that owns it, and its operand in
// every call; false when out of memory (nothing changed).
static bool eraseArg(NnWeightPacker *p, MlirValue arg) {
  MlirBlock block = mlirBlockArgumentGetOwner(arg);
  MlirOperation func = mlirBlockGetParentOperation(block);
  MlirContext ctx = mlirOperationGetContext(func);
  intptr_t index = mlirBlockArgumentGetArgNumber(arg), first = 0;
  MlirType type = mlirTypeAttrGetValue(attrOf(func, "function_type"));
  intptr_t numInputs = mlirFunctionTypeGetNumInputs(type),
           numResults = mlirFunctionTypeGetNumResults(type);
  MlirAttribute argAttrs = attrOf(func, "arg_attrs");
  bool hasArgAttrs =
      !mlirAttributeIsNull(argAttrs) && mlirAttributeIsAArray(argAttrs);
  // Scratch for the shortened lists: at most every call's operands, every
  // input and result type, every argument's attributes.
  intptr_t most = numInputs + numResults + 1;
  nnPointerMapGet(&p->firstCall, func.ptr, &first);
  for (intptr_t i = first - 1; i >= 0; i = p->nextCall[i])
    if (mlirOperationGetNumOperands(p->calls[i]) > most)
      most = mlirOperationGetNumOperands(p->calls[i]);
  void *scratch = nnAllocArray(
      (size_t)most, sizeof(MlirValue) > sizeof(MlirType) ? sizeof(MlirValue)
                                                         : sizeof(MlirType));
  MlirAttribute *attrs =
      hasArgAttrs ? nnAllocArray((size_t)numInputs + 1, sizeof(MlirAttribute))
                  : NULL;
  if (!scratch || (hasArgAttrs && !attrs)) {
    free(scratch);
    free(attrs);
    return false;
  }
  for (intptr_t i = first - 1; i >= 0; i = p->nextCall[i]) {
    MlirOperation call = p->calls[i];
    MlirValue *operands = scratch;
    intptr_t n = mlirOperationGetNumOperands(call);
    MlirValue dropped = mlirOperationGetOperand(call, index);
    for (intptr_t j = 0, k = 0; j < n; ++j)
      if (j != index)
        operands[k++] = mlirOperationGetOperand(call, j);
    mlirOperationSetOperands(call, n - 1, operands);
    // The caller's get_global of the weight goes with its last use.
    if (mlirValueIsAOpResult(dropped) &&
        mlirOpOperandIsNull(mlirValueGetFirstUse(dropped)))
      mlirOperationDestroy(mlirOpResultGetOwner(dropped));
  }
  MlirType *types = scratch; // inputs, then results
  intptr_t k = 0;
  for (intptr_t j = 0; j < numInputs; ++j)
    if (j != index)
      types[k++] = mlirFunctionTypeGetInput(type, j);
  for (intptr_t j = 0; j < numResults; ++j)
    types[k++] = mlirFunctionTypeGetResult(type, j);
  mlirOperationSetAttributeByName(
      func, nnStr("function_type"),
      mlirTypeAttrGet(mlirFunctionTypeGet(ctx, numInputs - 1, types, numResults,
                                          types + numInputs - 1)));
  if (hasArgAttrs) {
    intptr_t n = mlirArrayAttrGetNumElements(argAttrs), kept = 0;
    for (intptr_t j = 0; j < n && j <= numInputs; ++j)
      if (j != index)
        attrs[kept++] = mlirArrayAttrGetElement(argAttrs, j);
    mlirOperationSetAttributeByName(func, nnStr("arg_attrs"),
                                    mlirArrayAttrGet(ctx, kept, attrs));
  }
  mlirBlockEraseArgument(block, (unsigned)index);
  free(scratch);
  free(attrs);
  return true;
}

static MlirWalkResult countGetGlobal(MlirOperation op, void *userData) {
  NnPointerMap *uses = userData;
  intptr_t count = 0;
  if (nnOpIs(op, "memref.get_global")) {
    const char *name = mlirFlatSymbolRefAttrGetValue(attrOf(op, "name")).data;
    // Keyed by the symbol's uniqued name (a pointer into the context).
    nnPointerMapGet(uses, name, &count);
    if (!nnPointerMapSet(uses, name, count + 1))
      return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

void nnWeightPackerFinish(NnWeightPacker *p) {
  if (!p || !p->weights.count)
    return;
  // An argument that now only brought a weight in goes (its number is read
  // when it goes, after those erased before).
  for (size_t i = 0; i < p->numArgs; ++i)
    if (mlirOpOperandIsNull(mlirValueGetFirstUse(p->args[i])) &&
        !eraseArg(p, p->args[i]))
      return; // out of memory: the rest stays, unused and harmless
  // Then a weight that nothing reads any more: one walk counts the reads.
  NnPointerMap uses = {0};
  mlirOperationWalk(p->module, countGetGlobal, &uses, MlirWalkPreOrder);
  for (size_t i = 0; i < p->weights.count; ++i) {
    MlirOperation weight = p->weights.ops[i];
    const char *name = mlirStringAttrGetValue(attrOf(weight, "sym_name")).data;
    // Marked read once erased: a weight packed both ways is listed twice.
    intptr_t count;
    if (!nnPointerMapGet(&uses, name, &count) &&
        nnPointerMapSet(&uses, name, 1))
      mlirSymbolTableErase(p->table, weight);
  }
  nnPointerMapFree(&uses);
}
