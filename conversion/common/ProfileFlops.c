//===- ProfileFlops.c - Each profiled kernel's FLOPs, from its linalg ops -===//
//
// --nn-profile-flops (ProfileKernels.h) runs on linalg, where every kernel's
// work is explicit: a linalg op runs its body once per point of its loops,
// whose trip counts its indexing maps read off its operands' shapes. A
// kernel's FLOPs are, over the linalg ops between its markers (in the
// entry, or in the function it calls), the trip counts' product times the
// floating-point ops of the body: arith and math ops computing floats,
// other than constants, conversions and selects. So a matmul counts
// 2*M*N*K (a multiply and an add per point), a convolution 2 per
// multiply-add of its window, a relu one per element, a division or an exp
// one each (as PyTorch's and TVM's counts do: an exp is not ten flops
// here); integer and index arithmetic, compares and selects count nothing
// (a max pool, a gather, a quantized kernel: 0, and so memory-bound). Ops
// outside linalg (a scan's loops, a top-k's sort) count nothing; the
// report's FLOPs are a floor, as its bytes are.
//
// One walk per entry and per distinct callee (callees are counted once and
// remembered): linear in the module.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/common/ProfileKernels.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Linalg.h"
#include "support/Checked.h"
#include "support/Memory.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"
#include "support/PointerMap.h"

#include <stdlib.h>
#include <string.h>

// A floating-point operation: an arith or math op computing a float (or a
// vector of floats), other than constants, conversions and selects, which
// move values rather than compute them. Integer and index arithmetic
// (addresses, loop bounds, a pool's clamped positions) is not counted.
static bool isFloatArithmetic(MlirOperation op) {
  static const char *const kMoves[] = {
      "arith.constant", "arith.select", "arith.bitcast", "arith.extf",
      "arith.truncf",   "arith.sitofp", "arith.uitofp",
  };
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (mlirOperationGetNumResults(op) != 1 ||
      (!(name.length > 6 && strncmp(name.data, "arith.", 6) == 0) &&
       !(name.length > 5 && strncmp(name.data, "math.", 5) == 0)))
    return false;
  MlirType type = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (mlirTypeIsAVector(type))
    type = mlirShapedTypeGetElementType(type);
  if (!mlirTypeIsAFloat(type))
    return false;
  for (size_t i = 0; i < sizeof(kMoves) / sizeof(kMoves[0]); ++i)
    if (nnOpIs(op, kMoves[i]))
      return false;
  return true;
}

static MlirWalkResult countArithmetic(MlirOperation op, void *userData) {
  *(int64_t *)userData += isFloatArithmetic(op);
  return MlirWalkResultAdvance;
}

static bool isLinalg(MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return name.length > 7 && strncmp(name.data, "linalg.", 7) == 0 &&
         !mlirAttributeIsNull(mlirLinalgGetIndexingMapsAttribute(op));
}

// The FLOPs of one linalg op; -1 when a loop's trip count is not static.
static int64_t linalgFlops(MlirOperation op) {
  enum { kMaxLoops = 16 };
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(op);
  intptr_t numMaps = mlirArrayAttrGetNumElements(maps);
  if (numMaps < 1 || numMaps > mlirOperationGetNumOperands(op))
    return -1;
  intptr_t numLoops = mlirAffineMapGetNumDims(
      mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 0)));
  if (numLoops > kMaxLoops)
    return -1;
  int64_t trips[kMaxLoops];
  for (intptr_t d = 0; d < numLoops; ++d)
    trips[d] = -1;
  for (intptr_t i = 0; i < numMaps; ++i) {
    MlirAffineMap map =
        mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    MlirType type = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (!mlirTypeIsAShaped(type) || !mlirShapedTypeHasRank(type))
      continue;
    for (intptr_t r = 0; r < mlirAffineMapGetNumResults(map); ++r) {
      MlirAffineExpr e = mlirAffineMapGetResult(map, r);
      int64_t size = mlirShapedTypeGetDimSize(type, r);
      if (mlirAffineExprIsADim(e) && !mlirShapedTypeIsDynamicSize(size))
        trips[mlirAffineDimExprGetPosition(e)] = size;
    }
  }
  int64_t points = 1;
  for (intptr_t d = 0; d < numLoops; ++d)
    if (trips[d] < 0 || !nnCheckedMul(points, trips[d], &points))
      return -1;
  int64_t perPoint = 0;
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      for (MlirOperation o = mlirBlockGetFirstOperation(b);
           !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
        mlirOperationWalk(o, countArithmetic, &perPoint, MlirWalkPreOrder);
  int64_t flops;
  return nnCheckedMul(points, perPoint, &flops) ? flops : -1;
}

typedef struct {
  int64_t total; // -1 once unknown
} Sum;

static MlirWalkResult sumLinalg(MlirOperation op, void *userData) {
  Sum *sum = userData;
  if (!isLinalg(op))
    return MlirWalkResultAdvance;
  int64_t flops = linalgFlops(op);
  if (sum->total >= 0 &&
      (flops < 0 || !nnCheckedAdd(sum->total, flops, &sum->total)))
    sum->total = -1;
  return MlirWalkResultSkip; // its body is counted per point above
}

static int64_t opFlops(MlirOperation op) {
  Sum sum = {0};
  mlirOperationWalk(op, sumLinalg, &sum, MlirWalkPreOrder);
  return sum.total;
}

typedef struct {
  MlirSymbolTable symbols;
  NnPointerMap calleeFlops; // callee -> its FLOPs (+1, so that 0 is absent)
  int64_t *flops;           // per kernel
  intptr_t numKernels;
  bool failed;
} Counter;

static bool isCallOf(MlirOperation op, const char *function) {
  if (!nnOpIs(op, "func.call"))
    return false;
  MlirAttribute callee = mlirOperationGetAttributeByName(op, nnStr("callee"));
  return mlirStringRefEqual(mlirFlatSymbolRefAttrGetValue(callee),
                            nnStr(function));
}

// The kernel id a marker passes, or -1.
static intptr_t markerId(MlirOperation marker, intptr_t numKernels) {
  MlirValue id = mlirOperationGetOperand(marker, 0);
  if (!mlirValueIsAOpResult(id))
    return -1;
  MlirAttribute value =
      mlirOperationGetAttributeByName(mlirOpResultGetOwner(id), nnStr("value"));
  if (mlirAttributeIsNull(value) || !mlirAttributeIsAInteger(value))
    return -1;
  int64_t k = mlirIntegerAttrGetValueInt(value);
  return k >= 0 && k < numKernels ? (intptr_t)k : -1;
}

static int64_t kernelOpFlops(Counter *c, MlirOperation op) {
  if (!nnOpIs(op, "func.call"))
    return opFlops(op);
  MlirAttribute symbol = mlirOperationGetAttributeByName(op, nnStr("callee"));
  MlirOperation func =
      mlirSymbolTableLookup(c->symbols, mlirFlatSymbolRefAttrGetValue(symbol));
  if (mlirOperationIsNull(func))
    return 0; // an external function: nothing known
  intptr_t known;
  if (nnPointerMapGet(&c->calleeFlops, func.ptr, &known))
    return known - 1;
  int64_t flops = opFlops(func);
  if (!nnPointerMapSet(&c->calleeFlops, func.ptr, (intptr_t)flops + 1))
    c->failed = true;
  return flops;
}

static void countEntry(Counter *c, MlirOperation func) {
  for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
       !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b)) {
    intptr_t current = -1;
    for (MlirOperation op = mlirBlockGetFirstOperation(b);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
      if (isCallOf(op, NN_PROFILE_BEGIN)) {
        current = markerId(op, c->numKernels);
        if (current >= 0)
          c->flops[current] = 0;
      } else if (isCallOf(op, NN_PROFILE_END)) {
        current = -1;
      } else if (current >= 0 && c->flops[current] >= 0) {
        int64_t flops = kernelOpFlops(c, op);
        if (flops < 0 ||
            !nnCheckedAdd(c->flops[current], flops, &c->flops[current]))
          c->flops[current] = -1;
      }
    }
  }
}

// The table with each kernel's "flops" set to flops[k].
static MlirAttribute withFlops(MlirAttribute table, const int64_t *flops,
                               bool *failed) {
  MlirContext ctx = mlirAttributeGetContext(table);
  intptr_t count = mlirArrayAttrGetNumElements(table);
  MlirAttribute *records = nnAllocArray((size_t)count + 1, sizeof(*records));
  if (!records) {
    *failed = true;
    return table;
  }
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  for (intptr_t k = 0; k < count; ++k) {
    MlirAttribute dict = mlirArrayAttrGetElement(table, k);
    intptr_t n = mlirDictionaryAttrGetNumElements(dict);
    MlirNamedAttribute fields[8];
    intptr_t m = 0;
    for (intptr_t i = 0; i < n && m < 7; ++i) {
      MlirNamedAttribute field = mlirDictionaryAttrGetElement(dict, i);
      if (!mlirStringRefEqual(mlirIdentifierStr(field.name), nnStr("flops")))
        fields[m++] = field;
    }
    fields[m++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("flops")),
                                        mlirIntegerAttrGet(i64, flops[k]));
    records[k] = mlirDictionaryAttrGet(ctx, m, fields);
  }
  MlirAttribute result = mlirArrayAttrGet(ctx, count, records);
  free(records);
  return result;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  MlirAttribute table =
      mlirOperationGetAttributeByName(module, nnStr(NN_PROFILE_KERNELS_ATTR));
  if (mlirAttributeIsNull(table) || !mlirAttributeIsAArray(table))
    return mlirLogicalResultSuccess(); // not profiled
  Counter c = {.numKernels = mlirArrayAttrGetNumElements(table)};
  c.flops = nnAllocArray((size_t)c.numKernels + 1, sizeof(int64_t));
  if (!c.flops)
    return nnOutOfMemory(module, "nn-profile-flops");
  for (intptr_t k = 0; k < c.numKernels; ++k)
    c.flops[k] = -1; // a kernel whose markers are gone stays unknown
  c.symbols = mlirSymbolTableCreate(module);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation f = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(f); f = mlirOperationGetNextInBlock(f))
    if (nnOpIs(f, "func.func") &&
        !mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(f, 0))))
      countEntry(&c, f);
  bool failed = c.failed;
  MlirAttribute updated = withFlops(table, c.flops, &failed);
  if (!failed)
    mlirOperationSetAttributeByName(module, nnStr(NN_PROFILE_KERNELS_ATTR),
                                    updated);
  mlirSymbolTableDestroy(c.symbols);
  nnPointerMapFree(&c.calleeFlops);
  free(c.flops);
  return failed ? nnOutOfMemory(module, "nn-profile-flops")
                : mlirLogicalResultSuccess();
}

const NnPassDef nnProfileFlopsPass = {
    .argument = "nn-profile-flops",
    .name = "NNProfileFlops",
    .description =
        "Fill in the FLOPs of each kernel in the nn.profile_kernels table "
        "(--nn-profile-kernels) from the linalg ops between its markers: "
        "trip counts times float ops per point (a matmul 2*M*N*K)",
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
};
