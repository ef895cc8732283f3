//===- GpuRowKernels.c - One block per row for kernels that walk rows -----===//
//
// A softmax, a layer_norm or a reduction tiled by --nn-tile-fused is a
// kernel loop over work items (rows) whose item body walks the row with
// sequential loops: reductions into a small accumulator, and elementwise
// loops reading and writing the row. GpuMapLoops.c would give each item one
// thread, which then walks its row alone with a stride of one row between
// neighbouring threads (uncoalesced). This file maps such a "row kernel"
// the other way round: one block per item, the block's threads striding
// over the row (thread t takes elements t, t+T, t+2T, ...: neighbouring
// threads, neighbouring addresses), each reduction combined across the
// block by gpu.all_reduce (lowered by convert-gpu-to-nvvm to warp shuffles
// and workgroup memory).
//
// A kernel is a row kernel when its item loop is static with at most three
// dims (the grid), and its item body holds only ops without regions,
// loops of one iteration (the tile's unit dims) and "row loops": scf.for
// from 0 by 1, no results, whose body has no regions, where the induction
// variable is used as an index only as the last one of a memref with unit
// innermost stride, and every other index is defined outside the loop. A
// row loop either stores only at [..., i] (a parallel loop) or is one
// reduction: a load of an accumulator at loop-invariant indices, one
// combining op (integer, or float with fastmath reassoc: the permission
// the CPU path also reorders under, LinalgBuilder's nnbReassociable), a
// store of the result back. The longest row loop must reach kMinRowLength
// elements, else one thread per item stays the better mapping.
//
// Why no barrier is needed between row loops: every access at [..., i] is
// made by thread i mod T, in every loop of the item, so a thread only ever
// reads row elements that it wrote itself. That holds only if a buffer
// accessed at [..., i] is not also accessed at other indices; such a
// kernel is not a row kernel. Row-sized buffers of the item (memref.alloc
// in the item body) become one workgroup buffer per block (a memref.global
// in #gpu.address_space<workgroup>, up to kMaxWorkgroupBytes in all);
// beyond that, each thread keeps only its own elements, [..., i] at
// [..., i / T] of a private buffer (up to kMaxPrivateBytes). Small
// accumulators stay private to the thread (GpuMapLoops.c makes them
// memref.alloca). A reduction becomes: a private partial starting at the
// combiner's identity, the strided loop accumulating into it, gpu.all_reduce
// across the block, and the combined value merged into the accumulator's
// initial value -- by every thread into its private copy, or, for an
// accumulator in global memory, by thread 0 between barriers.
//
// A row of global memory that several row loops read (softmax's x, read
// for its max and for its exponentials) is read once: the first loop also
// keeps it in a row buffer, the others read it there (stageRereadRows;
// the same argument, no barrier).
//
// Threads per row T: a power of two, about a quarter of the row length,
// from 32 to 256. Rows of fewer than 256 elements get one warp per row,
// reducing 32-bit values by warp shuffles alone. The item loop becomes the
// grid (innermost dim x). Warp rows share a block, up to 8 (256 threads,
// the block's y the row within it: item = block * R + y), when R divides
// the innermost item extent, the grid keeps two blocks per SM, and no row
// needs the block (no reduction through gpu.all_reduce: values wider than
// 32 bits), each row with its own part of the workgroup buffers (their dim
// 0 times R, within the limit). A block of one warp would
// leave an SM at most 32 resident warps (its limit of 32 blocks), half of
// what it holds; the softmax of attention scores has such rows.
//
// One walk of each kernel's body and one pass over the uses of its row
// buffers: linear in the kernel.
//
//===----------------------------------------------------------------------===//

#include "conversion/common/Buffers.h"
#include "conversion/common/LinalgBuilder.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "nn-c/OpDef.h"
#include "support/OpName.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum {
  kMinRowLength = 64,
  kMinRowThreads = 32,  // one warp
  kMaxRowThreads = 256, // as GpuMapLoops.c aims at
  kMaxWorkgroupBytes = 40 * 1024,
  kMaxPrivateBytes = 1024, // as GpuMapLoops.c keeps private
  kMaxLoops = 64,
  kMaxBuffers = 64,
  kMaxRowsPerBlock = kMaxRowThreads / kMinRowThreads,
};

/* What a row kernel is. */

typedef struct {
  MlirOperation loop; // scf.for over the row
  // A reduction: the accumulator's load, the combining op, the store back,
  // the gpu.all_reduce kind and which operand of `combiner` is the load.
  MlirOperation load, combiner, store;
  const char *kind;
  int accOperand;
} RowLoop;

typedef struct {
  MlirOperation item; // the kernel's scf.parallel over work items
  RowLoop loops[kMaxLoops];
  int numLoops;
  // Memrefs accessed at [..., i] in a row loop, and those accessed at any
  // other indices anywhere in the item.
  MlirValue rowBuffers[kMaxBuffers], otherBuffers[kMaxBuffers];
  int numRow, numOther;
  int64_t maxLength;
} Kernel;

// Whether `value` is defined inside `ancestor` (one of its regions).
static bool definedInside(MlirValue value, MlirOperation ancestor) {
  MlirOperation op =
      mlirValueIsAOpResult(value)
          ? mlirOperationGetParentOperation(mlirOpResultGetOwner(value))
          : mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(value));
  for (; !mlirOperationIsNull(op); op = mlirOperationGetParentOperation(op))
    if (mlirOperationEqual(op, ancestor))
      return true;
  return false;
}

static bool contains(const MlirValue *set, int count, MlirValue value) {
  for (int i = 0; i < count; ++i)
    if (mlirValueEqual(set[i], value))
      return true;
  return false;
}

static bool addTo(MlirValue *set, int *count, MlirValue value) {
  if (contains(set, *count, value))
    return true;
  if (*count == kMaxBuffers)
    return false;
  set[(*count)++] = value;
  return true;
}

static bool unitInnermostStride(MlirType type) {
  if (!mlirTypeIsAMemRef(type) || mlirShapedTypeGetRank(type) < 1)
    return false;
  MlirAttribute layout = mlirMemRefTypeGetLayout(type);
  if (mlirAttributeIsAAffineMap(layout))
    return mlirAffineMapIsIdentity(mlirAffineMapAttrGetValue(layout));
  int64_t rank = mlirShapedTypeGetRank(type), strides[NN_MAX_RANK], offset;
  if (rank > NN_MAX_RANK ||
      mlirLogicalResultIsFailure(
          mlirMemRefTypeGetStridesAndOffset(type, strides, &offset)))
    return false;
  return strides[rank - 1] == 1;
}

typedef struct {
  char text[128];
  size_t length;
} Text;

static void appendText(MlirStringRef piece, void *userData) {
  Text *t = userData;
  size_t n = piece.length;
  if (n > sizeof(t->text) - 1 - t->length)
    n = sizeof(t->text) - 1 - t->length;
  memcpy(t->text + t->length, piece.data, n);
  t->length += n;
  t->text[t->length] = 0;
}

// The fastmath flags allow reordering: #arith.fastmath<reassoc, ...> or
// <fast>.
static bool hasReassoc(MlirOperation op) {
  MlirAttribute attr = mlirOperationGetAttributeByName(op, nnStr("fastmath"));
  if (mlirAttributeIsNull(attr))
    return false;
  Text t = {.length = 0};
  mlirAttributePrint(attr, appendText, &t);
  return strstr(t.text, "reassoc") || strstr(t.text, "fast>");
}

// The gpu.all_reduce kind of a combining op, or NULL.
static const char *reductionKind(MlirOperation op) {
  static const struct {
    const char *op, *kind;
    bool isFloat;
  } kinds[] = {
      {"arith.addf", "add", true},
      {"arith.mulf", "mul", true},
      {"arith.maxnumf", "maxnumf", true},
      {"arith.minnumf", "minnumf", true},
      {"arith.maximumf", "maximumf", true},
      {"arith.minimumf", "minimumf", true},
      {"arith.addi", "add", false},
      {"arith.muli", "mul", false},
      {"arith.maxsi", "maxsi", false},
      {"arith.minsi", "minsi", false},
      {"arith.maxui", "maxui", false},
      {"arith.minui", "minui", false},
      {"arith.andi", "and", false},
      {"arith.ori", "or", false},
      {"arith.xori", "xor", false},
  };
  for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); ++i)
    if (nnOpIs(op, kinds[i].op))
      return !kinds[i].isFloat || hasReassoc(op) ? kinds[i].kind : NULL;
  return NULL;
}

static bool hasPrefix(MlirOperation op, const char *prefix) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  size_t n = strlen(prefix);
  return name.length >= n && memcmp(name.data, prefix, n) == 0;
}

// The views whose type says where they point, which the access checks read.
static bool isView(MlirOperation op) {
  return nnGpuIsView(op, NN_GPU_VIEW_IN_TYPE);
}

// Ops whose effects this file understands: computation, and memref ops
// whose accesses it checks or that only make views and buffers. Anything
// else (vector accesses, calls) leaves the kernel to GpuMapLoops.c.
static bool isKnown(MlirOperation op) {
  static const char *const memref[] = {
      "memref.load",   "memref.store",   "memref.alloc",
      "memref.alloca", "memref.dealloc",
  };
  if (hasPrefix(op, "arith.") || hasPrefix(op, "math.") ||
      nnOpIs(op, "affine.apply") || nnOpIs(op, "scf.yield") ||
      nnOpIs(op, "scf.reduce") || isView(op))
    return true;
  for (size_t i = 0; i < sizeof(memref) / sizeof(memref[0]); ++i)
    if (nnOpIs(op, memref[i]))
      return true;
  return false;
}

// The memref and indices of a memref.load or memref.store.
static MlirValue accessedBuffer(MlirOperation op, intptr_t *firstIndex) {
  *firstIndex = nnOpIs(op, "memref.store") ? 2 : 1;
  return mlirOperationGetOperand(op, *firstIndex - 1);
}

// Classifies the memref accesses of one row loop (iv `iv`): false if the
// loop does not fit the row-kernel shape.
static bool scanRowLoop(Kernel *k, MlirOperation loop) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  MlirValue iv = mlirBlockGetArgument(body, 0);
  RowLoop *row = &k->loops[k->numLoops];
  *row = (RowLoop){.loop = loop};
  MlirOperation uniformStore = {NULL};
  int rowStores = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (mlirOperationGetNumRegions(op) > 0 || !isKnown(op))
      return false;
    bool isStore = nnOpIs(op, "memref.store");
    if (!isStore && !nnOpIs(op, "memref.load"))
      continue;
    intptr_t first;
    MlirValue buffer = accessedBuffer(op, &first);
    intptr_t count = mlirOperationGetNumOperands(op);
    bool atRow = false;
    for (intptr_t i = first; i < count; ++i) {
      MlirValue index = mlirOperationGetOperand(op, i);
      if (mlirValueEqual(index, iv)) {
        if (i != count - 1 || !unitInnermostStride(mlirValueGetType(buffer)))
          return false;
        atRow = true;
      } else if (definedInside(index, loop)) {
        return false;
      }
    }
    if (!addTo(atRow ? k->rowBuffers : k->otherBuffers,
               atRow ? &k->numRow : &k->numOther, buffer))
      return false;
    if (isStore && atRow)
      ++rowStores;
    else if (isStore && !mlirOperationIsNull(uniformStore))
      return false; // more than one reduction
    else if (isStore)
      uniformStore = op;
  }
  if (mlirOperationIsNull(uniformStore))
    return rowStores > 0;
  if (rowStores > 0)
    return false;
  // A reduction: store(combine(x, load acc[j]), acc[j]), the load used
  // only there, nothing else touching acc in the loop.
  MlirValue value = mlirOperationGetOperand(uniformStore, 0);
  if (!mlirValueIsAOpResult(value))
    return false;
  MlirOperation combiner = mlirOpResultGetOwner(value);
  const char *kind = reductionKind(combiner);
  if (!kind || !definedInside(value, loop))
    return false;
  intptr_t first;
  MlirValue acc = accessedBuffer(uniformStore, &first);
  for (int operand = 0; operand < 2; ++operand) {
    MlirValue in = mlirOperationGetOperand(combiner, operand);
    if (!mlirValueIsAOpResult(in))
      continue;
    MlirOperation load = mlirOpResultGetOwner(in);
    if (!nnOpIs(load, "memref.load") ||
        !mlirValueEqual(mlirOperationGetOperand(load, 0), acc) ||
        mlirOperationGetNumOperands(load) + 1 !=
            mlirOperationGetNumOperands(uniformStore))
      continue;
    bool same = true;
    for (intptr_t i = 1; i < mlirOperationGetNumOperands(load); ++i)
      same &= mlirValueEqual(mlirOperationGetOperand(load, i),
                             mlirOperationGetOperand(uniformStore, i + 1));
    MlirOpOperand use = mlirValueGetFirstUse(in);
    if (!same || !mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)))
      continue;
    row->load = load, row->combiner = combiner, row->store = uniformStore;
    row->kind = kind, row->accOperand = operand;
  }
  if (mlirOperationIsNull(row->load))
    return false;
  // The load and the store are the only accesses to acc in the loop.
  int accesses = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
      accesses += mlirValueEqual(mlirOperationGetOperand(op, i), acc);
  return accesses == 2;
}

// The ops of an item body (or of a loop of one iteration inside it).
static bool scanBlock(Kernel *k, MlirBlock block) {
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (nnOpIs(op, "scf.for")) {
      int64_t lb, ub, step;
      if (mlirOperationGetNumResults(op) != 0 ||
          !nnConstantIndex(mlirOperationGetOperand(op, 0), &lb) ||
          !nnConstantIndex(mlirOperationGetOperand(op, 1), &ub) ||
          !nnConstantIndex(mlirOperationGetOperand(op, 2), &step) || lb != 0 ||
          step != 1)
        return false;
      MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
      if (ub == 1) {
        if (!scanBlock(k, body))
          return false;
        continue;
      }
      if (ub < 1 || k->numLoops == kMaxLoops || !scanRowLoop(k, op))
        return false;
      ++k->numLoops;
      if (ub > k->maxLength)
        k->maxLength = ub;
      continue;
    }
    if (mlirOperationGetNumRegions(op) > 0 || !isKnown(op))
      return false;
    if (nnOpIs(op, "memref.load") || nnOpIs(op, "memref.store")) {
      intptr_t first;
      if (!addTo(k->otherBuffers, &k->numOther, accessedBuffer(op, &first)))
        return false;
    }
  }
  return true;
}

// A row buffer of the item: a static memref.alloc directly in its body,
// used only by loads, stores and deallocs. Its size in bytes, or 0.
static int64_t rowBufferBytes(MlirValue buffer, MlirOperation item) {
  if (!mlirValueIsAOpResult(buffer))
    return 0;
  MlirOperation alloc = mlirOpResultGetOwner(buffer);
  MlirType type = mlirValueGetType(buffer);
  if (!nnOpIs(alloc, "memref.alloc") ||
      mlirOperationGetNumOperands(alloc) != 0 ||
      !mlirOperationEqual(mlirOperationGetParentOperation(alloc), item) ||
      !mlirShapedTypeHasStaticShape(type) ||
      !mlirAttributeIsNull(mlirMemRefTypeGetMemorySpace(type)) ||
      // toWorkgroup and privateType keep its shape in NN_MAX_RANK entries.
      mlirShapedTypeGetRank(type) > NN_MAX_RANK)
    return 0;
  MlirType element = mlirShapedTypeGetElementType(type);
  int64_t bits = mlirTypeIsAFloat(element) ? mlirFloatTypeGetWidth(element)
                 : mlirTypeIsAInteger(element)
                     ? mlirIntegerTypeGetWidth(element)
                     : 0;
  int64_t bytes = (bits + 7) / 8;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
    bytes *= mlirShapedTypeGetDimSize(type, d);
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (!nnOpIs(user, "memref.dealloc") && !nnOpIs(user, "memref.load") &&
        !(nnOpIs(user, "memref.store") &&
          mlirOpOperandGetOperandNumber(use) == 1))
      return 0;
  }
  return bytes;
}

// Threads per row: a power of two near a quarter of the row, one warp to
// kMaxRowThreads.
int64_t nnGpuRowThreads(int64_t length) {
  int64_t threads = kMinRowThreads;
  while (threads < kMaxRowThreads && 8 * threads <= length)
    threads *= 2;
  return threads;
}

/* Building ops. */

static MlirOperation create(MlirOperationState *state, MlirBlock block,
                            MlirOperation before) {
  NnBuilder b = {mlirLocationGetContext(state->location), state->location,
                 block, before, NULL};
  return nnBuild(&b, state);
}

static MlirValue constant(MlirLocation loc, MlirAttribute value,
                          MlirBlock block, MlirOperation before) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("arith.constant"), loc);
  MlirType type = mlirAttributeGetType(value);
  MlirNamedAttribute attr =
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("value")), value);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddResults(&state, 1, &type);
  return mlirOperationGetResult(create(&state, block, before), 0);
}

static MlirValue indexConstant(MlirLocation loc, int64_t value, MlirBlock block,
                               MlirOperation before) {
  NnBuilder b = {mlirLocationGetContext(loc), loc, block, before, NULL};
  return nnbIndex(&b, value);
}

// The identity of a gpu.all_reduce kind for `type`.
static MlirAttribute identity(const char *kind, MlirType type) {
  MlirContext ctx = mlirTypeGetContext(type);
  if (mlirTypeIsAFloat(type)) {
    double value =
        !strcmp(kind, "mul")                                    ? 1.0
        : !strcmp(kind, "maxnumf") || !strcmp(kind, "maximumf") ? -INFINITY
        : !strcmp(kind, "minnumf") || !strcmp(kind, "minimumf") ? INFINITY
                                                                : 0.0;
    return mlirFloatAttrDoubleGet(ctx, type, value);
  }
  unsigned width = mlirIntegerTypeGetWidth(type);
  int64_t max = width >= 64 ? INT64_MAX : (int64_t)((1ull << (width - 1)) - 1);
  int64_t value = !strcmp(kind, "mul")                             ? 1
                  : !strcmp(kind, "maxsi")                         ? -max - 1
                  : !strcmp(kind, "minsi")                         ? max
                  : !strcmp(kind, "minui") || !strcmp(kind, "and") ? -1
                                                                   : 0;
  return mlirIntegerAttrGet(type, value);
}

static MlirOperation binaryOp(const char *name, MlirLocation loc, MlirValue lhs,
                              MlirValue rhs, MlirBlock block,
                              MlirOperation before) {
  MlirOperationState state = mlirOperationStateGet(nnStr(name), loc);
  MlirType type = mlirValueGetType(lhs);
  mlirOperationStateAddOperands(&state, 2, (MlirValue[]){lhs, rhs});
  mlirOperationStateAddResults(&state, 1, &type);
  return create(&state, block, before);
}

static void barrier(MlirLocation loc, MlirBlock block, MlirOperation before) {
  MlirOperationState state = mlirOperationStateGet(nnStr("gpu.barrier"), loc);
  create(&state, block, before);
}

/* Rows read twice. */

// The buffer a chain of views starts from.
static MlirValue viewRoot(MlirValue value) {
  while (mlirValueIsAOpResult(value) && isView(mlirOpResultGetOwner(value)))
    value = mlirOperationGetOperand(mlirOpResultGetOwner(value), 0);
  return value;
}

// The value of an index that is the same in every loop of the item: a
// constant, or the iv of a loop of one iteration (its lower bound).
static bool knownIndex(MlirValue value, int64_t *known) {
  if (nnConstantIndex(value, known))
    return true;
  if (!mlirValueIsABlockArgument(value))
    return false;
  MlirOperation loop =
      mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(value));
  int64_t lb, ub;
  return nnOpIs(loop, "scf.for") &&
         nnConstantIndex(mlirOperationGetOperand(loop, 0), &lb) &&
         nnConstantIndex(mlirOperationGetOperand(loop, 1), &ub) &&
         ub == lb + 1 && (*known = lb, true);
}

static bool sameIndex(MlirValue a, MlirValue b) {
  int64_t x, y;
  return mlirValueEqual(a, b) ||
         (knownIndex(a, &x) && knownIndex(b, &y) && x == y);
}

typedef struct {
  MlirValue roots[kMaxBuffers]; // what the item stores into
  int count;
  bool overflow;
} StoredRoots;

static MlirWalkResult collectStore(MlirOperation op, void *userData) {
  StoredRoots *stored = userData;
  if (nnOpIs(op, "memref.store") &&
      !addTo(stored->roots, &stored->count,
             viewRoot(mlirOperationGetOperand(op, 1))))
    stored->overflow = true;
  return MlirWalkResultAdvance;
}

// The loads of `buffer` in row loop `loop`, into loads[0..*count).
static void loadsIn(MlirOperation loop, MlirValue buffer, MlirOperation *loads,
                    int *count, int max) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (nnOpIs(op, "memref.load") &&
        mlirValueEqual(mlirOperationGetOperand(op, 0), buffer) && *count < max)
      loads[(*count)++] = op;
}

// The first op of row loop `loop` that touches `buffer`, or null.
static MlirOperation firstAccess(MlirOperation loop, MlirValue buffer) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
      if (mlirValueEqual(mlirOperationGetOperand(op, i), buffer))
        return op;
  return (MlirOperation){NULL};
}

// A row buffer of the item, of type `rowType`, that can hold the copy of a
// row itself: one that the last loop reading the row (k->loops[last],
// whose last load of it is `load`) writes first, after that load and at
// its indices, and that no earlier loop touches. Softmax's exponentials
// are such a buffer: each overwrites the element of x it came from, whose
// copy nothing reads afterwards. Its index in shared[], or -1.
static int reusableRow(const Kernel *k, MlirOperation *shared, int numShared,
                       MlirType rowType, int last, MlirOperation load) {
  for (int s = 0; s < numShared; ++s) {
    MlirValue buffer = mlirOperationGetResult(shared[s], 0);
    bool untouched = mlirTypeEqual(mlirValueGetType(buffer), rowType);
    for (int i = 0; i < last && untouched; ++i)
      untouched = mlirOperationIsNull(firstAccess(k->loops[i].loop, buffer));
    MlirOperation store = firstAccess(k->loops[last].loop, buffer);
    if (!untouched || mlirOperationIsNull(store) ||
        !nnOpIs(store, "memref.store") ||
        !mlirValueEqual(mlirOperationGetOperand(store, 1), buffer))
      continue;
    MlirOperation op = load;
    while (!mlirOperationIsNull(op) && !mlirOperationEqual(op, store))
      op = mlirOperationGetNextInBlock(op);
    bool after = !mlirOperationIsNull(op);
    for (intptr_t d = 0; after && d < mlirShapedTypeGetRank(rowType); ++d)
      after = sameIndex(mlirOperationGetOperand(store, 2 + d),
                        mlirOperationGetOperand(load, 1 + d));
    if (after)
      return s;
  }
  return -1;
}

// A row of global memory read in several row loops (softmax reads x for
// its max and again for its exponentials, layer_norm for its mean and
// again for x - mean) would be read from global memory once per loop: three
// passes where two do. Instead the first loop also stores each element it
// reads into a row buffer of the item (an alloc, placed in workgroup
// memory with the others), and the later loops read it there. No barrier:
// element i is read and stored by thread i mod T in every loop. Where a
// row buffer of the item can hold the copy (reusableRow), it does, and the
// copy takes no memory of its own; else a new one does if the row buffers
// stay within `budget` bytes. Only for a buffer the item never stores into
// (nor into anything viewing the same memory), read at the same indices
// in every loop (other than the row's: the same value, a constant or a
// unit loop's iv), over loops of one length. Adds new buffers to
// shared[0..*numShared) and their size to *bytes.
static void stageRereadRows(Kernel *k, MlirOperation item,
                            MlirOperation *shared, int *numShared,
                            int64_t *bytes, int64_t budget) {
  StoredRoots stored = {.count = 0, .overflow = false};
  mlirOperationWalk(item, collectStore, &stored, MlirWalkPreOrder);
  if (stored.overflow)
    return;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(item, 0));
  int numRow = k->numRow;
  for (int b = 0; b < numRow && *numShared < kMaxBuffers; ++b) {
    MlirValue buffer = k->rowBuffers[b];
    MlirValue root = viewRoot(buffer);
    MlirType type = mlirValueGetType(buffer);
    int64_t size = nnStaticBufferBytes(type);
    if (definedInside(root, item) ||
        contains(stored.roots, stored.count, root) || size <= 0 ||
        mlirShapedTypeGetRank(type) > NN_MAX_RANK ||
        !mlirAttributeIsNull(mlirMemRefTypeGetMemorySpace(type)))
      continue;
    MlirOperation loads[kMaxLoops], first = {NULL};
    int numLoads = 0, readingLoops = 0, lastLoop = -1;
    int64_t length = -1;
    bool same = true;
    for (int i = 0; i < k->numLoops && same; ++i) {
      int before = numLoads;
      loadsIn(k->loops[i].loop, buffer, loads, &numLoads, kMaxLoops);
      if (numLoads == before)
        continue;
      int64_t ub;
      nnConstantIndex(mlirOperationGetOperand(k->loops[i].loop, 1), &ub);
      same = length < 0 || ub == length;
      length = ub, ++readingLoops, lastLoop = i;
      if (mlirOperationIsNull(first))
        first = loads[before];
    }
    intptr_t rank = mlirShapedTypeGetRank(type);
    for (int l = 0; l < numLoads && same; ++l)
      for (intptr_t d = 0; d + 1 < rank; ++d)
        same &= sameIndex(mlirOperationGetOperand(loads[l], 1 + d),
                          mlirOperationGetOperand(first, 1 + d));
    if (!same || readingLoops < 2)
      continue;

    // The row buffer, first in the item (a reused one moved there, a new
    // one if it fits); the first loop's store into it.
    MlirLocation loc = mlirOperationGetLocation(first);
    int64_t shape[NN_MAX_RANK];
    for (intptr_t d = 0; d < rank; ++d)
      shape[d] = mlirShapedTypeGetDimSize(type, d);
    MlirType rowType =
        mlirMemRefTypeGet(mlirShapedTypeGetElementType(type), rank, shape,
                          mlirAttributeGetNull(), mlirAttributeGetNull());
    MlirOperation lastLoad = {NULL};
    for (int l = 0; l < numLoads; ++l)
      if (mlirOperationEqual(mlirOperationGetParentOperation(loads[l]),
                             k->loops[lastLoop].loop))
        lastLoad = loads[l];
    int reused =
        reusableRow(k, shared, *numShared, rowType, lastLoop, lastLoad);
    MlirOperation alloc;
    if (reused >= 0) {
      alloc = shared[reused];
      mlirOperationMoveBefore(alloc, mlirBlockGetFirstOperation(body));
    } else if (*bytes + size <= budget) {
      MlirOperationState allocState =
          mlirOperationStateGet(nnStr("memref.alloc"), loc);
      mlirOperationStateAddResults(&allocState, 1, &rowType);
      MlirNamedAttribute segments = mlirNamedAttributeGet(
          mlirIdentifierGet(mlirLocationGetContext(loc),
                            nnStr("operandSegmentSizes")),
          mlirDenseI32ArrayGet(mlirLocationGetContext(loc), 2,
                               (const int32_t[]){0, 0}));
      mlirOperationStateAddAttributes(&allocState, 1, &segments);
      alloc = create(&allocState, body, mlirBlockGetFirstOperation(body));
      shared[(*numShared)++] = alloc;
      *bytes += size;
    } else {
      continue;
    }
    MlirValue row = mlirOperationGetResult(alloc, 0);
    MlirValue operands[2 + NN_MAX_RANK] = {mlirOperationGetResult(first, 0),
                                           row};
    for (intptr_t d = 0; d < rank; ++d)
      operands[2 + d] = mlirOperationGetOperand(first, 1 + d);
    MlirOperationState store =
        mlirOperationStateGet(nnStr("memref.store"), loc);
    mlirOperationStateAddOperands(&store, 2 + rank, operands);
    create(&store, mlirOperationGetBlock(first),
           mlirOperationGetNextInBlock(first));
    // The later loops read the row buffer.
    MlirOperation firstLoop = mlirOperationGetParentOperation(first);
    for (int l = 0; l < numLoads; ++l)
      if (!mlirOperationEqual(mlirOperationGetParentOperation(loads[l]),
                              firstLoop))
        mlirOperationSetOperand(loads[l], 0, row);
  }
}

/* The rewrite. */

// The row buffer `alloc` becomes a workgroup buffer: a memref.global in
// workgroup memory (gpu-kernel-outlining copies it into the kernel's
// gpu.module), read with memref.get_global where the alloc was.
// With `rows` rows per block, the global holds one buffer per row (its dim 0
// times `rows`), and the item's is the `row`-th.
static void toWorkgroup(MlirOperation alloc, MlirOperation func, int id,
                        int64_t rows, MlirValue row) {
  MlirContext ctx = mlirOperationGetContext(alloc);
  MlirLocation loc = mlirOperationGetLocation(alloc);
  MlirValue buffer = mlirOperationGetResult(alloc, 0);
  MlirType type = mlirValueGetType(buffer);
  int64_t shape[NN_MAX_RANK]; // a row buffer's rank (rowBufferBytes)
  intptr_t rank = mlirShapedTypeGetRank(type);
  for (intptr_t d = 0; d < rank; ++d)
    shape[d] = mlirShapedTypeGetDimSize(type, d);
  int64_t first = shape[0];
  shape[0] *= rows;
  MlirType shared = mlirMemRefTypeGet(
      mlirShapedTypeGetElementType(type), rank, shape, mlirAttributeGetNull(),
      mlirAttributeParseGet(ctx, nnStr("#gpu.address_space<workgroup>")));
  char name[64];
  snprintf(name, sizeof(name), "__nn_row_buffer_%d", id);

  MlirOperationState state = mlirOperationStateGet(nnStr("memref.global"), loc);
  MlirNamedAttribute attrs[4] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("sym_name")),
                            mlirStringAttrGet(ctx, nnStr(name))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("sym_visibility")),
                            mlirStringAttrGet(ctx, nnStr("private"))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("type")),
                            mlirTypeAttrGet(shared)),
      // 16 bytes: room for 128-bit vector accesses.
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, nnStr("alignment")),
          mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 16)),
  };
  mlirOperationStateAddAttributes(&state, 4, attrs);
  create(&state, mlirOperationGetBlock(func), func);

  MlirOperationState get =
      mlirOperationStateGet(nnStr("memref.get_global"), loc);
  MlirNamedAttribute symbol =
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("name")),
                            mlirFlatSymbolRefAttrGet(ctx, nnStr(name)));
  mlirOperationStateAddAttributes(&get, 1, &symbol);
  mlirOperationStateAddResults(&get, 1, &shared);
  MlirOperation global = create(&get, mlirOperationGetBlock(alloc), alloc);
  MlirValue replacement = mlirOperationGetResult(global, 0);
  if (rows > 1) {
    MlirOperation offset =
        binaryOp("arith.muli", loc, row,
                 indexConstant(loc, first, mlirOperationGetBlock(alloc), alloc),
                 mlirOperationGetBlock(alloc), alloc);
    replacement = nnRowBlock(replacement, mlirOperationGetResult(offset, 0),
                             first, alloc);
  }
  nnReplaceAlloc(alloc, replacement);
}

// gpu.all_reduce of `value` over the block.
static MlirValue blockReduce(const char *kind, MlirValue value, MlirBlock block,
                             MlirOperation before) {
  MlirLocation loc = mlirOperationGetLocation(before);
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirType type = mlirValueGetType(value);
  char text[64];
  snprintf(text, sizeof(text), "#gpu<all_reduce_op %s>", kind);
  MlirOperationState reduce =
      mlirOperationStateGet(nnStr("gpu.all_reduce"), loc);
  MlirNamedAttribute attrs[2] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("op")),
                            mlirAttributeParseGet(ctx, nnStr(text))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("uniform")),
                            mlirUnitAttrGet(ctx)),
  };
  MlirRegion body = mlirRegionCreate();
  mlirOperationStateAddOperands(&reduce, 1, &value);
  mlirOperationStateAddResults(&reduce, 1, &type);
  mlirOperationStateAddAttributes(&reduce, 2, attrs);
  mlirOperationStateAddOwnedRegions(&reduce, 1, &body);
  return mlirOperationGetResult(create(&reduce, block, before), 0);
}

// A block of one warp: a butterfly of gpu.shuffle xor (offsets 16, 8, 4,
// 2, 1), each step combined by a copy of `combiner`, leaves the result in
// every lane, with no workgroup memory and no barrier.
static MlirValue warpReduce(MlirOperation combiner, MlirValue value,
                            MlirBlock block, MlirOperation before) {
  MlirLocation loc = mlirOperationGetLocation(before);
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirType type = mlirValueGetType(value), i1 = mlirIntegerTypeGet(ctx, 1);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirValue width =
      constant(loc, mlirIntegerAttrGet(i32, kMinRowThreads), block, before);
  MlirNamedAttribute mode = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, nnStr("mode")),
      mlirAttributeParseGet(ctx, nnStr("#gpu<shuffle_mode xor>")));
  for (int offset = kMinRowThreads / 2; offset >= 1; offset /= 2) {
    MlirValue operands[3] = {
        value, constant(loc, mlirIntegerAttrGet(i32, offset), block, before),
        width};
    MlirOperationState shuffle =
        mlirOperationStateGet(nnStr("gpu.shuffle"), loc);
    mlirOperationStateAddOperands(&shuffle, 3, operands);
    mlirOperationStateAddResults(&shuffle, 2, (MlirType[]){type, i1});
    mlirOperationStateAddAttributes(&shuffle, 1, &mode);
    MlirValue other =
        mlirOperationGetResult(create(&shuffle, block, before), 0);
    MlirOperation step = mlirOperationClone(combiner);
    mlirBlockInsertOwnedOperationBefore(block, before, step);
    mlirOperationSetOperands(step, 2, (MlirValue[]){value, other});
    value = mlirOperationGetResult(step, 0);
  }
  return value;
}

static int64_t bitWidth(MlirType type) {
  return mlirTypeIsAFloat(type)     ? mlirFloatTypeGetWidth(type)
         : mlirTypeIsAInteger(type) ? mlirIntegerTypeGetWidth(type)
                                    : 0;
}

// The private part of row buffer `alloc` for one of `threads` threads:
// its type, and its size in bytes through `bytes`.
static MlirType privateType(MlirOperation alloc, int64_t threads,
                            int64_t *bytes) {
  MlirType type = mlirValueGetType(mlirOperationGetResult(alloc, 0));
  MlirType element = mlirShapedTypeGetElementType(type);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t shape[NN_MAX_RANK]; // a row buffer's rank (rowBufferBytes)
  *bytes = (bitWidth(element) + 7) / 8;
  for (intptr_t d = 0; d < rank; ++d) {
    shape[d] = mlirShapedTypeGetDimSize(type, d);
    if (d == rank - 1)
      shape[d] = (shape[d] + threads - 1) / threads;
    *bytes *= shape[d];
  }
  return mlirMemRefTypeGet(element, rank, shape, mlirAttributeGetNull(),
                           mlirAttributeGetNull());
}

static int64_t privateBytes(MlirOperation alloc, int64_t threads) {
  int64_t bytes;
  privateType(alloc, threads, &bytes);
  return bytes;
}

// The row buffer `alloc` becomes a buffer of the thread holding only the
// elements it touches: [..., i] -> [..., i / T] (i = t + kT, t < T). The
// alloc stays an alloc inside the thread's body, so that
// nnGpuPrivatizeAllocs makes it a memref.alloca.
static void toPrivate(MlirOperation alloc, int64_t threads, MlirValue stride) {
  int64_t bytes;
  MlirType type = privateType(alloc, threads, &bytes);
  MlirLocation loc = mlirOperationGetLocation(alloc);
  MlirValue buffer = mlirOperationGetResult(alloc, 0);
  MlirOperationState state = mlirOperationStateGet(nnStr("memref.alloc"), loc);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirNamedAttribute segments =
      mlirNamedAttributeGet(mlirIdentifierGet(mlirLocationGetContext(loc),
                                              nnStr("operandSegmentSizes")),
                            mlirDenseI32ArrayGet(mlirLocationGetContext(loc), 2,
                                                 (const int32_t[]){0, 0}));
  mlirOperationStateAddAttributes(&state, 1, &segments);
  MlirOperation mine = create(&state, mlirOperationGetBlock(alloc), alloc);
  // Every load and store indexes the buffer's last dim by its row loop's
  // induction variable (scanRowLoop checked it).
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (nnOpIs(user, "memref.dealloc"))
      continue;
    intptr_t last = mlirOperationGetNumOperands(user) - 1;
    MlirOperation div =
        binaryOp("arith.divui", loc, mlirOperationGetOperand(user, last),
                 stride, mlirOperationGetBlock(user), user);
    mlirOperationSetOperand(user, last, mlirOperationGetResult(div, 0));
  }
  mlirValueReplaceAllUsesOfWith(buffer, mlirOperationGetResult(mine, 0));
  mlirOperationDestroy(alloc);
}

// A reduction loop: a private partial from the identity, the strided loop
// into it, gpu.all_reduce, the result merged into the accumulator.
// The partial is allocated at the top of the thread's body (`top`), not in
// a loop, so that it stays a static stack slot.
static void distributeReduction(const RowLoop *row, MlirOperation item,
                                MlirValue thread, MlirBlock top,
                                int64_t threads) {
  MlirOperation loop = row->loop;
  MlirContext ctx = mlirOperationGetContext(loop);
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirBlock block = mlirOperationGetBlock(loop);
  MlirOperation after = mlirOperationGetNextInBlock(loop);
  MlirType element = mlirValueGetType(mlirOperationGetResult(row->load, 0));

  // The accumulator at its loop-invariant indices, after the loop: the
  // initial value, merged with the block's result, stored back.
  MlirOperation init = mlirOperationClone(row->load);
  mlirBlockInsertOwnedOperationBefore(block, after, init);
  MlirOperation merge = mlirOperationClone(row->combiner);
  MlirOperation store = mlirOperationClone(row->store);

  // The private partial.
  MlirType scalar = mlirMemRefTypeGet(element, 0, NULL, mlirAttributeGetNull(),
                                      mlirAttributeGetNull());
  MlirOperationState allocaState =
      mlirOperationStateGet(nnStr("memref.alloca"), loc);
  mlirOperationStateAddResults(&allocaState, 1, &scalar);
  MlirNamedAttribute segments = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, nnStr("operandSegmentSizes")),
      mlirDenseI32ArrayGet(ctx, 2, (const int32_t[]){0, 0}));
  mlirOperationStateAddAttributes(&allocaState, 1, &segments);
  MlirValue partial = mlirOperationGetResult(
      create(&allocaState, top, mlirBlockGetFirstOperation(top)), 0);
  MlirValue start = constant(loc, identity(row->kind, element), block, loop);
  MlirOperationState fill = mlirOperationStateGet(nnStr("memref.store"), loc);
  mlirOperationStateAddOperands(&fill, 2, (MlirValue[]){start, partial});
  create(&fill, block, loop);
  mlirOperationSetOperands(row->load, 1, &partial);
  mlirOperationSetOperands(
      row->store, 2,
      (MlirValue[]){mlirOperationGetOperand(row->store, 0), partial});

  // The block's result.
  MlirOperationState read = mlirOperationStateGet(nnStr("memref.load"), loc);
  mlirOperationStateAddOperands(&read, 1, &partial);
  mlirOperationStateAddResults(&read, 1, &element);
  MlirValue mine = mlirOperationGetResult(create(&read, block, init), 0);
  MlirValue all = threads == kMinRowThreads && bitWidth(element) == 32
                      ? warpReduce(row->combiner, mine, block, init)
                      : blockReduce(row->kind, mine, block, init);

  mlirBlockInsertOwnedOperationBefore(block, after, merge);
  mlirOperationSetOperand(merge, row->accOperand,
                          mlirOperationGetResult(init, 0));
  mlirOperationSetOperand(merge, 1 - row->accOperand, all);
  mlirBlockInsertOwnedOperationBefore(block, after, store);
  mlirOperationSetOperand(store, 0, mlirOperationGetResult(merge, 0));

  // A private accumulator (an alloc of the item, or a view of one: one per
  // thread) takes the result in every thread; one in global memory from thread
  // 0 only, the other threads' reads of it ordered around that store by
  // barriers.
  MlirValue acc = viewRoot(mlirOperationGetOperand(store, 1));
  if (mlirValueIsAOpResult(acc) && definedInside(acc, item) &&
      (nnOpIs(mlirOpResultGetOwner(acc), "memref.alloc") ||
       nnOpIs(mlirOpResultGetOwner(acc), "memref.alloca")))
    return;
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  MlirValue zero = indexConstant(loc, 0, block, store);
  MlirOperationState cmp = mlirOperationStateGet(nnStr("arith.cmpi"), loc);
  mlirOperationStateAddOperands(&cmp, 2, (MlirValue[]){thread, zero});
  mlirOperationStateAddResults(&cmp, 1, &i1);
  MlirNamedAttribute eq =
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("predicate")),
                            mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 0));
  mlirOperationStateAddAttributes(&cmp, 1, &eq);
  MlirValue first = mlirOperationGetResult(create(&cmp, block, store), 0);
  barrier(loc, block, store);
  nnGpuWrapInIf(store, after, first); // thread 0 stores
  if (!mlirOperationEqual(after, mlirBlockGetTerminator(top)))
    barrier(loc, block, after);
}

// Rows per block for a kernel of one warp per row: up to kMaxRowsPerBlock
// (a block of kMaxRowThreads), a divisor of the innermost item extent
// `inner` (no partial block), while the grid keeps two blocks per SM (of
// `smCount`) and the rows' workgroup buffers (`bytes` a row) fit; 1 when a
// row's reduction is wider than 32 bits (it combines across the block,
// gpu.all_reduce).
static int64_t rowsPerBlock(const Kernel *k, int64_t inner, int64_t items,
                            int64_t bytes, int smCount) {
  for (int i = 0; i < k->numLoops; ++i)
    if (!mlirOperationIsNull(k->loops[i].load) &&
        bitWidth(mlirValueGetType(
            mlirOperationGetResult(k->loops[i].load, 0))) != 32)
      return 1;
  int64_t rows = kMaxRowsPerBlock;
  while (rows > 1 &&
         (inner % rows != 0 || items / rows < 2 * (int64_t)smCount ||
          bytes * rows > kMaxWorkgroupBytes))
    rows /= 2;
  return rows;
}

bool nnGpuMapRowKernel(MlirOperation item, int smCount, int *buffers) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(item, 0));
  int r = (int)mlirBlockGetNumArguments(body);
  if (r < 1 || r > 3 || mlirOperationGetNumResults(item) != 0)
    return false;
  // Static bounds from 0 by 1, within CUDA's grid.
  for (int d = 0; d < r; ++d) {
    int64_t lb, ub, step;
    if (!nnConstantIndex(mlirOperationGetOperand(item, d), &lb) ||
        !nnConstantIndex(mlirOperationGetOperand(item, r + d), &ub) ||
        !nnConstantIndex(mlirOperationGetOperand(item, 2 * r + d), &step) ||
        lb != 0 || step != 1 || ub < 1 || ub > (d == r - 1 ? INT32_MAX : 65535))
      return false;
  }
  Kernel k = {
      .item = item, .numLoops = 0, .numRow = 0, .numOther = 0, .maxLength = 0};
  if (!scanBlock(&k, body) || k.maxLength < kMinRowLength)
    return false;
  // No buffer both at [..., i] and elsewhere; the row buffers of the item
  // (allocs), and their size.
  MlirOperation shared[kMaxBuffers];
  int numShared = 0;
  int64_t bytes = 0;
  for (int i = 0; i < k.numRow; ++i) {
    MlirValue buffer = k.rowBuffers[i];
    if (contains(k.otherBuffers, k.numOther, buffer))
      return false;
    if (!definedInside(buffer, item))
      continue;
    int64_t size = rowBufferBytes(buffer, item);
    // Else a view inside the item: of global memory, or of a buffer the
    // rule above does not place.
    if (!size) {
      if (!mlirValueIsAOpResult(buffer))
        return false;
      MlirOperation view = mlirOpResultGetOwner(buffer);
      if (!nnOpIs(view, "memref.subview") ||
          definedInside(mlirOperationGetOperand(view, 0), item))
        return false;
      continue;
    }
    bytes += size;
    shared[numShared++] = mlirOpResultGetOwner(buffer);
  }
  int64_t threads = nnGpuRowThreads(k.maxLength);
  // Too big for workgroup memory: each thread keeps only its own elements.
  bool inWorkgroup = bytes <= kMaxWorkgroupBytes;
  if (inWorkgroup)
    stageRereadRows(&k, item, shared, &numShared, &bytes, kMaxWorkgroupBytes);
  if (!inWorkgroup) {
    int64_t perThread = 0;
    for (int i = 0; i < numShared; ++i)
      perThread += privateBytes(shared[i], threads);
    if (perThread > kMaxPrivateBytes)
      return false;
  }

  // Short rows share a block, a warp each: the innermost item dim's blocks
  // take `rows` items, the block's y the row within it.
  int64_t extents[3], items = 1;
  for (int d = 0; d < r; ++d) {
    nnConstantIndex(mlirOperationGetOperand(item, r + d), &extents[d]);
    items *= extents[d];
  }
  int64_t rows = threads == kMinRowThreads
                     ? rowsPerBlock(&k, extents[r - 1], items,
                                    inWorkgroup ? bytes : 0, smCount)
                     : 1;

  // The thread loop, holding the item body; the item loop is the grid.
  MlirContext ctx = mlirOperationGetContext(item);
  MlirLocation loc = mlirOperationGetLocation(item);
  MlirBlock host = mlirOperationGetBlock(item);
  int dims = rows > 1 ? 2 : 1;
  MlirValue bounds[6];
  for (int d = 0; d < dims; ++d) {
    bounds[d] = indexConstant(loc, 0, host, item);
    bounds[dims + d] =
        indexConstant(loc, d == dims - 1 ? threads : rows, host, item);
    bounds[2 * dims + d] = indexConstant(loc, 1, host, item);
  }
  MlirOperation threadLoop = nnWrapInParallel(
      mlirBlockGetFirstOperation(body), mlirBlockGetTerminator(body), dims,
      bounds, nnGpuLoopMapping(ctx, "thread", dims));
  MlirBlock inner =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(threadLoop, 0));
  mlirOperationSetDiscardableAttributeByName(item, nnStr("mapping"),
                                             nnGpuLoopMapping(ctx, "block", r));
  if (rows > 1) {
    // Item iv * rows + y: the body reads that instead of the item loop's iv.
    mlirOperationSetOperand(
        item, r + r - 1, indexConstant(loc, extents[r - 1] / rows, host, item));
    MlirValue iv = mlirBlockGetArgument(body, r - 1);
    MlirOperation first = mlirBlockGetFirstOperation(inner);
    MlirOperation scaled =
        binaryOp("arith.muli", loc, iv, indexConstant(loc, rows, inner, first),
                 inner, first);
    MlirOperation index =
        binaryOp("arith.addi", loc, mlirOperationGetResult(scaled, 0),
                 mlirBlockGetArgument(inner, 0), inner, first);
    mlirValueReplaceAllUsesExcept(iv, mlirOperationGetResult(index, 0), 1,
                                  &scaled);
  }

  // Row loops stride over the row: i = t, t + T, ...
  MlirValue thread = mlirBlockGetArgument(inner, dims - 1);
  MlirValue stride =
      indexConstant(loc, threads, inner, mlirBlockGetFirstOperation(inner));
  for (int i = 0; i < k.numLoops; ++i) {
    mlirOperationSetOperand(k.loops[i].loop, 0, thread);
    mlirOperationSetOperand(k.loops[i].loop, 2, stride);
    if (!mlirOperationIsNull(k.loops[i].load))
      distributeReduction(&k.loops[i], item, thread, inner, threads);
  }
  MlirOperation func = item;
  while (!nnOpIs(mlirOperationGetParentOperation(func), "builtin.module"))
    func = mlirOperationGetParentOperation(func);
  for (int i = 0; i < numShared; ++i) {
    if (inWorkgroup)
      toWorkgroup(shared[i], func, (*buffers)++, rows,
                  mlirBlockGetArgument(inner, 0));
    else
      toPrivate(shared[i], threads, stride);
  }
  nnGpuPrivatizeAllocs(item, (MlirBlock){NULL});
  return true;
}
