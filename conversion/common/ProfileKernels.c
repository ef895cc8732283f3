//===- ProfileKernels.c - Bracket each kernel of an entry with markers ----===//
//
// --nn-profile-kernels (ProfileKernels.h): in every entry, each kernel
// between `nn_profile_begin(id)` and `nn_profile_end(id)`, and the module's
// table of kernels. One pass over the entries' ops and, for each call, over
// its callee's body: linear in the module. A module that already has the
// table is left as it is, so the pass is idempotent.
//
//===----------------------------------------------------------------------===//

#include "conversion/common/ProfileKernels.h"
#include "conversion/Passes.h"
#include "conversion/common/Buffers.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "nn-c/Dialect.h"
#include "support/Checked.h"
#include "support/Location.h"
#include "support/Memory.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"
#include "support/PointerMap.h"
#include "support/StringMap.h"

#include <stdlib.h>
#include <string.h>

// A kernel's table entry shows this many locations, then a count of the
// others: a fused group of 200 ops would otherwise fill a screen.
enum { kMaxLocations = 8 };

typedef struct {
  MlirContext ctx;
  MlirOperation module;
  MlirSymbolTable symbols;
  MlirAttribute *records;
  size_t count, capacity;
  NnPointerMap seen; // the values a kernel's bytes already count
  bool failed;       // out of memory
} Profiler;

static MlirAttribute attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, nnStr(name));
}

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute value) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr(name)), value);
}

static bool isEntry(MlirOperation op) {
  if (!nnOpIs(op, "func.func") ||
      mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))))
    return false;
  MlirAttribute visibility = attr(op, "sym_visibility");
  return mlirAttributeIsNull(visibility) ||
         mlirStringRefEqual(mlirStringAttrGetValue(visibility),
                            nnStr("public"));
}

// The function a func.call calls, or a null op.
static MlirOperation callee(Profiler *p, MlirOperation call) {
  MlirAttribute symbol = attr(call, "callee");
  if (mlirAttributeIsNull(symbol) || !mlirAttributeIsAFlatSymbolRef(symbol))
    return (MlirOperation){NULL};
  return mlirSymbolTableLookup(p->symbols,
                               mlirFlatSymbolRefAttrGetValue(symbol));
}

static bool isMarker(MlirOperation op) {
  if (!nnOpIs(op, "func.call"))
    return false;
  MlirStringRef name = mlirFlatSymbolRefAttrGetValue(attr(op, "callee"));
  return mlirStringRefEqual(name, nnStr(NN_PROFILE_BEGIN)) ||
         mlirStringRefEqual(name, nnStr(NN_PROFILE_END));
}

static bool isConstant(MlirOperation op) {
  return nnOpIs(op, "nn.constant") || nnOpIs(op, "arith.constant");
}

// Ops that run no code of their own: terminators, constants, empty
// tensors, and views (an nn op the registry calls one, or an upstream
// reshape), which lower to descriptors of their operand's buffer.
static bool isKernel(MlirOperation op) {
  static const char *const kFree[] = {
      "func.return",
      "tensor.empty",
      "tensor.cast",
      "tensor.expand_shape",
      "tensor.collapse_shape",
      "tensor.reshape",
      "bufferization.to_tensor",
  };
  if (isConstant(op) || isMarker(op))
    return false;
  for (size_t i = 0; i < sizeof(kFree) / sizeof(kFree[0]); ++i)
    if (nnOpIs(op, kFree[i]))
      return false;
  const NnOpDef *def = nnLookupOp(mlirIdentifierStr(mlirOperationGetName(op)));
  return !def || !def->isView;
}

/* Bytes. */

// Bytes of one value of `type`: a static tensor's or memref's data, a
// scalar's width; -1 when not known (a dynamic shape, an odd type).
static int64_t typeBytes(MlirType type) {
  MlirType element =
      mlirTypeIsAShaped(type) ? mlirShapedTypeGetElementType(type) : type;
  int64_t elementBytes = nnElementBytes(element), count = 1;
  if (elementBytes < 0)
    return -1;
  if (mlirTypeIsAShaped(type)) {
    if (!mlirShapedTypeHasRank(type) || !mlirShapedTypeHasStaticShape(type))
      return -1;
    int64_t rank = mlirShapedTypeGetRank(type);
    int64_t sizes[64];
    if (rank > 64)
      return -1;
    for (int64_t i = 0; i < rank; ++i)
      sizes[i] = mlirShapedTypeGetDimSize(type, i);
    if (!nnCheckedCount(rank, sizes, &count))
      return -1;
  }
  int64_t bytes;
  return nnCheckedBytes(count, elementBytes, &bytes) ? bytes : -1;
}

// Adds the bytes of `value` to `*total` unless counted already; a value of
// unknown size makes the total unknown (-1).
static void addBytes(Profiler *p, MlirValue value, int64_t *total) {
  if (*total < 0 || nnPointerMapGet(&p->seen, value.ptr, NULL))
    return;
  if (!nnPointerMapSet(&p->seen, value.ptr, 1))
    p->failed = true;
  int64_t bytes = typeBytes(mlirValueGetType(value));
  if (bytes < 0 || !nnCheckedAdd(*total, bytes, total))
    *total = -1;
}

// What a kernel must move at least: each operand and result once, and the
// tensor constants its callee holds (weights embedded in a fused group).
static int64_t kernelBytes(Profiler *p, MlirOperation op, MlirOperation func) {
  nnPointerMapClear(&p->seen);
  int64_t total = 0;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
    addBytes(p, mlirOperationGetOperand(op, i), &total);
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    addBytes(p, mlirOperationGetResult(op, i), &total);
  if (mlirOperationIsNull(func))
    return total;
  for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
       !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
    for (MlirOperation o = mlirBlockGetFirstOperation(b);
         !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
      if (isConstant(o) &&
          mlirTypeIsAShaped(mlirValueGetType(mlirOperationGetResult(o, 0))))
        addBytes(p, mlirOperationGetResult(o, 0), &total);
  return total;
}

/* Locations. */

typedef struct {
  NnStringBuffer text;
  NnStringMap distinct; // keys point into `kept`
  char *kept[kMaxLocations];
  int numKept;
  intptr_t others; // distinct locations not shown
} Locations;

static void addLocation(Profiler *p, Locations *l, MlirLocation loc) {
  if (nnLocationIsUnknown(loc))
    return;
  NnStringBuffer one = {0};
  nnPrintLocation(loc, &one);
  const char *text = nnStringBufferStr(&one);
  if (nnStringMapGet(&l->distinct, text, NULL)) {
    nnStringBufferFree(&one);
    return;
  }
  if (l->numKept == kMaxLocations) {
    ++l->others; // not remembered: a repeat among them counts again
    nnStringBufferFree(&one);
    return;
  }
  l->kept[l->numKept] = one.data ? one.data : nnCopyString("", 0);
  if (!l->kept[l->numKept] ||
      !nnStringMapSet(&l->distinct, l->kept[l->numKept], 1)) {
    p->failed = true;
    free(l->kept[l->numKept]);
    return;
  }
  nnStringBufferPrintf(&l->text, "%s%s", l->numKept ? ", " : "",
                       l->kept[l->numKept]);
  ++l->numKept;
}

// The locations of the ops a kernel came from: the op's own, or those of
// its callee's ops.
static MlirAttribute kernelLocations(Profiler *p, MlirOperation op,
                                     MlirOperation func) {
  Locations l;
  memset(&l, 0, sizeof(l));
  if (mlirOperationIsNull(func))
    addLocation(p, &l, mlirOperationGetLocation(op));
  else
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      for (MlirOperation o = mlirBlockGetFirstOperation(b);
           !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
        if (!isConstant(o) && !nnOpIs(o, "func.return"))
          addLocation(p, &l, mlirOperationGetLocation(o));
  if (l.others)
    nnStringBufferPrintf(&l.text, " and %ld more", (long)l.others);
  MlirAttribute result = mlirStringAttrGet(
      p->ctx, mlirStringRefCreate(nnStringBufferStr(&l.text), l.text.length));
  for (int i = 0; i < l.numKept; ++i)
    free(l.kept[i]);
  nnStringMapFree(&l.distinct);
  nnStringBufferFree(&l.text);
  return result;
}

/* Markers and records. */

static MlirOperation markerCall(Profiler *p, const char *function, MlirValue id,
                                MlirLocation loc) {
  MlirOperationState state = mlirOperationStateGet(nnStr("func.call"), loc);
  MlirNamedAttribute calleeAttr = named(
      p->ctx, "callee", mlirFlatSymbolRefAttrGet(p->ctx, nnStr(function)));
  mlirOperationStateAddAttributes(&state, 1, &calleeAttr);
  mlirOperationStateAddOperands(&state, 1, &id);
  return mlirOperationCreate(&state);
}

static bool pushRecord(Profiler *p, MlirAttribute record) {
  MlirAttribute *grown =
      nnGrowForOneMore(p->records, &p->capacity, p->count, sizeof(*grown));
  if (!grown)
    return false;
  p->records = grown;
  p->records[p->count++] = record;
  return true;
}

static MlirOperation i32Constant(Profiler *p, int32_t value, MlirLocation loc) {
  MlirType i32 = mlirIntegerTypeGet(p->ctx, 32);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("arith.constant"), loc);
  MlirNamedAttribute valueAttr =
      named(p->ctx, "value", mlirIntegerAttrGet(i32, value));
  mlirOperationStateAddAttributes(&state, 1, &valueAttr);
  mlirOperationStateAddResults(&state, 1, &i32);
  return mlirOperationCreate(&state);
}

static void profileKernel(Profiler *p, MlirOperation entry, MlirOperation op) {
  MlirOperation func =
      nnOpIs(op, "func.call") ? callee(p, op) : (MlirOperation){NULL};
  MlirStringRef name = mlirOperationIsNull(func)
                           ? mlirIdentifierStr(mlirOperationGetName(op))
                           : mlirStringAttrGetValue(attr(func, "sym_name"));
  MlirType i64 = mlirIntegerTypeGet(p->ctx, 64);
  MlirNamedAttribute fields[] = {
      named(p->ctx, "entry", attr(entry, "sym_name")),
      named(p->ctx, "name", mlirStringAttrGet(p->ctx, name)),
      named(p->ctx, "locations", kernelLocations(p, op, func)),
      named(p->ctx, "bytes", mlirIntegerAttrGet(i64, kernelBytes(p, op, func))),
      named(p->ctx, "flops", mlirIntegerAttrGet(i64, -1)),
  };
  int32_t id = (int32_t)p->count;
  if (!pushRecord(p, mlirDictionaryAttrGet(p->ctx, 5, fields))) {
    p->failed = true;
    return;
  }
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirOperation constant = i32Constant(p, id, loc);
  MlirValue idValue = mlirOperationGetResult(constant, 0);
  MlirBlock block = mlirOperationGetBlock(op);
  mlirBlockInsertOwnedOperationBefore(block, op, constant);
  mlirBlockInsertOwnedOperationBefore(
      block, op, markerCall(p, NN_PROFILE_BEGIN, idValue, loc));
  mlirBlockInsertOwnedOperationAfter(
      block, op, markerCall(p, NN_PROFILE_END, idValue, loc));
}

// Declares the marker functions; fails when the module has a symbol of
// either name already (the user's own function, say).
static bool declareMarkers(Profiler *p) {
  const char *names[] = {NN_PROFILE_BEGIN, NN_PROFILE_END};
  MlirBlock body =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(p->module, 0));
  for (int i = 0; i < 2; ++i) {
    MlirOperation existing = mlirSymbolTableLookup(p->symbols, nnStr(names[i]));
    if (!mlirOperationIsNull(existing)) {
      NnStringBuffer message = {0};
      nnStringBufferPrintf(&message,
                           "'@%s' is a name --nn-profile-kernels needs for "
                           "its markers: rename this symbol",
                           names[i]);
      mlirEmitError(mlirOperationGetLocation(existing),
                    nnStringBufferStr(&message));
      nnStringBufferFree(&message);
      return false;
    }
    NnStringBuffer text = {0};
    nnStringBufferPrintf(&text, "func.func private @%s(i32)", names[i]);
    MlirOperation decl = mlirOperationCreateParse(
        p->ctx, nnStr(nnStringBufferStr(&text)), nnStr("profile-kernels"));
    nnStringBufferFree(&text);
    if (mlirOperationIsNull(decl))
      return false;
    mlirBlockInsertOwnedOperation(body, 0, decl);
  }
  return true;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  if (!mlirAttributeIsNull(attr(module, NN_PROFILE_KERNELS_ATTR)))
    return mlirLogicalResultSuccess(); // profiled already
  Profiler p = {.ctx = mlirOperationGetContext(module), .module = module};
  p.symbols = mlirSymbolTableCreate(module);
  bool ok = declareMarkers(&p);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation f = mlirBlockGetFirstOperation(body);
       ok && !mlirOperationIsNull(f); f = mlirOperationGetNextInBlock(f)) {
    if (!isEntry(f))
      continue;
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(f, 0));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      for (MlirOperation op = mlirBlockGetFirstOperation(b);
           !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
        if (isKernel(op)) {
          profileKernel(&p, f, op);
          op = mlirOperationGetNextInBlock(op); // past its end marker
        }
    ok = !p.failed;
  }
  if (ok)
    mlirOperationSetAttributeByName(
        module, nnStr(NN_PROFILE_KERNELS_ATTR),
        mlirArrayAttrGet(p.ctx, (intptr_t)p.count, p.records));
  free(p.records);
  nnPointerMapFree(&p.seen);
  mlirSymbolTableDestroy(p.symbols);
  if (p.failed)
    return nnOutOfMemory(module, "nn-profile-kernels");
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__arith__();
  handles[1] = mlirGetDialectHandle__func__();
  return 2;
}

const NnPassDef nnProfileKernelsPass = {
    .argument = "nn-profile-kernels",
    .name = "NNProfileKernels",
    .description =
        "Bracket each kernel of every entry (a call of a fused group, or an "
        "op left in the entry) with calls nn_profile_begin(id) and "
        "nn_profile_end(id), and record the kernels in the module attribute "
        "nn.profile_kernels: entry, name, source locations and the bytes "
        "each moves (what nn-run --profile reports)",
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
    .dependentDialects = dialects,
};

/* The table, read back. */

static char *copyString(MlirAttribute dict, const char *name) {
  MlirAttribute value = mlirDictionaryAttrGetElementByName(dict, nnStr(name));
  MlirStringRef text =
      !mlirAttributeIsNull(value) && mlirAttributeIsAString(value)
          ? mlirStringAttrGetValue(value)
          : nnStr("");
  return nnCopyString(text.data, text.length);
}

static int64_t readInt(MlirAttribute dict, const char *name) {
  MlirAttribute value = mlirDictionaryAttrGetElementByName(dict, nnStr(name));
  return !mlirAttributeIsNull(value) && mlirAttributeIsAInteger(value)
             ? mlirIntegerAttrGetValueInt(value)
             : -1;
}

bool nnReadKernelTable(MlirModule module, NnKernelTable *table) {
  memset(table, 0, sizeof(*table));
  MlirAttribute array =
      attr(mlirModuleGetOperation(module), NN_PROFILE_KERNELS_ATTR);
  if (mlirAttributeIsNull(array) || !mlirAttributeIsAArray(array))
    return true;
  intptr_t count = mlirArrayAttrGetNumElements(array);
  table->kernels = nnAllocArray((size_t)count + 1, sizeof(NnKernelRecord));
  if (!table->kernels)
    return false;
  for (intptr_t i = 0; i < count; ++i) {
    MlirAttribute dict = mlirArrayAttrGetElement(array, i);
    NnKernelRecord *k = &table->kernels[table->count++];
    if (!mlirAttributeIsADictionary(dict))
      dict = mlirDictionaryAttrGet(mlirAttributeGetContext(array), 0, NULL);
    k->entry = copyString(dict, "entry");
    k->name = copyString(dict, "name");
    k->locations = copyString(dict, "locations");
    k->bytes = readInt(dict, "bytes");
    k->flops = readInt(dict, "flops");
    if (!k->entry || !k->name || !k->locations) {
      nnFreeKernelTable(table);
      return false;
    }
  }
  return true;
}

void nnFreeKernelTable(NnKernelTable *table) {
  for (intptr_t i = 0; i < table->count; ++i) {
    free(table->kernels[i].entry);
    free(table->kernels[i].name);
    free(table->kernels[i].locations);
  }
  free(table->kernels);
  memset(table, 0, sizeof(*table));
}
