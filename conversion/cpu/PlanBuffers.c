//===- PlanBuffers.c - One arena for a function's buffers (--nn-plan-buffers)
//=//
//
// --nn-plan-buffers places the buffers a function allocates in its body
// (memref.alloc of a static shape, in the function's one block, not
// inside a loop) at offsets of one arena, allocated when the function
// starts and freed before it returns; two buffers share bytes only when
// their lifetimes do not overlap. A buffer's lifetime runs from its alloc
// to the last op of the block that uses it, or a view of it (a subview,
// a reshape, any op that returns a memref made from it), directly or
// inside the op's regions. Each alloc becomes a memref.view of the arena
// and its memref.dealloc ops go. A buffer that the function returns, or
// frees through a view of it, is left alone, as is a function of several
// blocks.
//
// Why: bufferization frees every buffer at the end of its block, so a
// model's entry keeps all its activations alive to the end of the call and
// touches their sum on every call (MobileNetV2 in NHWC: 25 MB, besides
// its 14 MB of weights), more than this machine's 32 MB L3: a kernel then
// writes its output into lines it must first fetch from memory, and the
// next kernel reads them back from there (the 96-channel expansion and
// depthwise convolution at 112x112 took 1.4-2.7x as long in the whole
// model as in its first six kernels alone). In one arena the activations
// take only what is alive at once, and the same bytes every call, which the
// buffer cache (runtime/BufferCache.c) hands back. onnxruntime's memory
// patterns and TVM's storage rewrite plan buffers the same way.
//
// The offsets come from a simulated allocator run in program order: each
// alloc takes the smallest free extent that holds it (else the top of the
// arena), each buffer's bytes are freed after its last use, and free
// neighbours merge. Linear in the block, times the free extents and live
// buffers at each step (a few in a network's entry).
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"

#include "conversion/common/Buffers.h"
#include "conversion/common/LinalgBuilder.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/MemRef.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/PointerMap.h"

#include <stdint.h>
#include <stdlib.h>

enum { kAlignment = 64 };

typedef struct {
  MlirOperation alloc;
  int64_t start, end; // the alloc's position in the block, its last use's
  int64_t size;       // bytes, rounded up to kAlignment
  int64_t offset;     // in the arena
} Buffer;

typedef struct {
  int64_t offset, size;
} Extent;

// The bytes of one element of a buffer, 0 for a type without a fixed size
// here (an i1 is stored in a byte).
static int64_t elementBytes(MlirType element) {
  if (mlirTypeIsAIndex(element))
    return 8;
  if (mlirTypeIsAInteger(element))
    return (mlirIntegerTypeGetWidth(element) + 7) / 8;
  if (mlirTypeIsAFloat(element))
    return (mlirFloatTypeGetWidth(element) + 7) / 8;
  return 0;
}

// The bytes of the buffer `alloc` makes, rounded up to kAlignment; 0 when
// it cannot live in the arena (a dynamic shape, a layout, a memory space,
// an alignment beyond the arena's).
static int64_t plannedBytes(MlirOperation alloc) {
  if (mlirOperationGetNumOperands(alloc) != 0)
    return 0;
  MlirType type = mlirValueGetType(mlirOperationGetResult(alloc, 0));
  if (!mlirTypeIsAMemRef(type) || !mlirShapedTypeHasStaticShape(type) ||
      !mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(type)) ||
      !mlirAttributeIsNull(mlirMemRefTypeGetMemorySpace(type)))
    return 0;
  MlirAttribute align =
      mlirOperationGetAttributeByName(alloc, nnStr("alignment"));
  if (!mlirAttributeIsNull(align) &&
      (!mlirAttributeIsAInteger(align) ||
       mlirIntegerAttrGetValueInt(align) <= 0 ||
       kAlignment % mlirIntegerAttrGetValueInt(align) != 0))
    return 0;
  int64_t bytes = elementBytes(mlirShapedTypeGetElementType(type));
  for (intptr_t d = 0; bytes > 0 && d < mlirShapedTypeGetRank(type); ++d) {
    int64_t extent = mlirShapedTypeGetDimSize(type, d);
    if (extent > 0 && bytes > (INT64_MAX - kAlignment) / extent)
      return 0;
    bytes *= extent;
  }
  return bytes > 0 ? (bytes + kAlignment - 1) / kAlignment * kAlignment : 0;
}

// The op of `block` that holds `op` (op itself, or an ancestor); null when
// none does.
static MlirOperation ancestorIn(MlirBlock block, MlirOperation op) {
  while (!mlirOperationIsNull(op) &&
         !mlirBlockEqual(mlirOperationGetBlock(op), block))
    op = mlirOperationGetParentOperation(op);
  return op;
}

// Extends *end over the uses of `value` (and of the memrefs made from it);
// false when the buffer escapes (a use outside the block, a return).
static bool lastUse(MlirBlock block, const NnPointerMap *index, MlirValue value,
                    int depth, int64_t *end) {
  if (depth > 64)
    return false;
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    // The buffer's own deallocs go with its alloc. One of a view (the base
    // buffer a lowered bufferization.dealloc frees under a condition), a
    // realloc or a return hands the bytes to someone else.
    if (nnOpIs(user, "memref.dealloc") && depth == 0)
      continue;
    if (nnOpIs(user, "memref.dealloc") || nnOpIs(user, "memref.realloc") ||
        nnOpIs(user, "func.return"))
      return false;
    intptr_t at;
    MlirOperation top = ancestorIn(block, user);
    if (mlirOperationIsNull(top) || !nnPointerMapGet(index, top.ptr, &at))
      return false;
    if (at > *end)
      *end = at;
    // A view of the buffer lives as long as its uses.
    for (intptr_t r = 0; r < mlirOperationGetNumResults(user); ++r) {
      MlirValue result = mlirOperationGetResult(user, r);
      if (mlirTypeIsAMemRef(mlirValueGetType(result)) &&
          !lastUse(block, index, result, depth + 1, end))
        return false;
    }
  }
  return true;
}

// Frees [offset, offset + size) into the sorted extents, merging
// neighbours; false when out of memory.
static bool release(Extent **extents, size_t *count, size_t *capacity,
                    int64_t offset, int64_t size) {
  size_t i = 0;
  while (i < *count && (*extents)[i].offset < offset)
    ++i;
  bool left =
      i > 0 && (*extents)[i - 1].offset + (*extents)[i - 1].size == offset;
  bool right = i < *count && offset + size == (*extents)[i].offset;
  if (left && right) {
    (*extents)[i - 1].size += size + (*extents)[i].size;
    for (size_t j = i; j + 1 < *count; ++j)
      (*extents)[j] = (*extents)[j + 1];
    --*count;
  } else if (left) {
    (*extents)[i - 1].size += size;
  } else if (right) {
    (*extents)[i].offset = offset;
    (*extents)[i].size += size;
  } else {
    Extent *grown =
        nnGrowForOneMore(*extents, capacity, *count, sizeof(Extent));
    if (!grown)
      return false;
    *extents = grown;
    for (size_t j = *count; j > i; --j)
      (*extents)[j] = (*extents)[j - 1];
    (*extents)[i] = (Extent){offset, size};
    ++*count;
  }
  return true;
}

// The offset of `size` bytes: the smallest free extent that holds them,
// else the top of the arena (taking a free extent that ends there).
static int64_t place(Extent *extents, size_t *count, int64_t *top,
                     int64_t size) {
  size_t best = *count;
  for (size_t i = 0; i < *count; ++i)
    if (extents[i].size >= size &&
        (best == *count || extents[i].size < extents[best].size))
      best = i;
  if (best < *count) {
    int64_t offset = extents[best].offset;
    extents[best].offset += size;
    extents[best].size -= size;
    if (extents[best].size == 0) {
      for (size_t j = best; j + 1 < *count; ++j)
        extents[j] = extents[j + 1];
      --*count;
    }
    return offset;
  }
  int64_t offset = *top;
  if (*count > 0 &&
      extents[*count - 1].offset + extents[*count - 1].size == *top) {
    offset = extents[*count - 1].offset;
    --*count;
  }
  *top = offset + size;
  return offset;
}

// Runs the simulated allocator over `buffers` (in program order); the
// arena's size, or -1 when out of memory.
static int64_t assignOffsets(Buffer *buffers, size_t count) {
  Extent *extents = NULL;
  size_t numFree = 0, freeCapacity = 0;
  size_t *live = nnAllocArray(count, sizeof(size_t));
  size_t numLive = 0;
  int64_t top = 0;
  bool ok = live != NULL;
  for (size_t b = 0; ok && b < count; ++b) {
    // The buffers whose last use comes before this alloc give their bytes
    // back.
    for (size_t i = 0; ok && i < numLive;) {
      Buffer *old = &buffers[live[i]];
      if (old->end < buffers[b].start) {
        ok = release(&extents, &numFree, &freeCapacity, old->offset, old->size);
        live[i] = live[--numLive];
      } else {
        ++i;
      }
    }
    buffers[b].offset = place(extents, &numFree, &top, buffers[b].size);
    live[numLive++] = b;
  }
  free(extents);
  free(live);
  return ok ? top : -1;
}

// Plans the buffers of one function; false when out of memory.
static bool planFunction(MlirOperation func) {
  MlirRegion body = mlirOperationGetRegion(func, 0);
  MlirBlock block = mlirRegionGetFirstBlock(body);
  if (mlirBlockIsNull(block) ||
      !mlirBlockIsNull(mlirBlockGetNextInRegion(block)))
    return true;
  NnPointerMap index = {0};
  Buffer *buffers = NULL;
  size_t count = 0, capacity = 0;
  bool ok = true;
  int64_t at = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    ok = nnPointerMapSet(&index, op.ptr, at++);
    if (ok && nnOpIs(op, "memref.alloc") && plannedBytes(op) > 0) {
      Buffer *grown =
          nnGrowForOneMore(buffers, &capacity, count, sizeof(Buffer));
      ok = grown != NULL;
      if (ok) {
        buffers = grown;
        buffers[count++] = (Buffer){op, at - 1, at - 1, plannedBytes(op), 0};
      }
    }
  }
  // Lifetimes; a buffer that escapes drops out.
  size_t kept = 0;
  for (size_t b = 0; ok && b < count; ++b)
    if (lastUse(block, &index, mlirOperationGetResult(buffers[b].alloc, 0), 0,
                &buffers[b].end))
      buffers[kept++] = buffers[b];
  // One buffer gains nothing from an arena.
  int64_t arenaBytes = ok && kept > 1 ? assignOffsets(buffers, kept) : 0;
  ok = ok && arenaBytes >= 0;
  if (ok && arenaBytes > 0) {
    MlirContext ctx = mlirOperationGetContext(func);
    NnBuilder b = nnBuilderBefore(mlirBlockGetFirstOperation(block));
    int64_t shape[1] = {arenaBytes};
    MlirType arenaType = mlirMemRefTypeContiguousGet(
        mlirIntegerTypeGet(ctx, 8), 1, shape, mlirAttributeGetNull());
    MlirNamedAttribute alignment = mlirNamedAttributeGet(
        mlirIdentifierGet(ctx, nnStr("alignment")),
        mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), kAlignment));
    MlirOperationState state =
        mlirOperationStateGet(nnStr("memref.alloc"), b.loc);
    mlirOperationStateAddResults(&state, 1, &arenaType);
    mlirOperationStateAddAttributes(&state, 1, &alignment);
    MlirOperation arenaOp = nnBuild(&b, &state);
    ok = !mlirOperationIsNull(arenaOp);
    MlirValue arena = ok ? mlirOperationGetResult(arenaOp, 0) : (MlirValue){0};
    for (size_t i = 0; ok && i < kept; ++i) {
      MlirOperation alloc = buffers[i].alloc;
      NnBuilder here = nnBuilderBefore(alloc);
      MlirValue operands[2] = {arena, nnbIndex(&here, buffers[i].offset)};
      MlirType type = mlirValueGetType(mlirOperationGetResult(alloc, 0));
      MlirOperationState view =
          mlirOperationStateGet(nnStr("memref.view"), here.loc);
      mlirOperationStateAddOperands(&view, 2, operands);
      mlirOperationStateAddResults(&view, 1, &type);
      MlirOperation viewOp = nnBuild(&here, &view);
      ok = !mlirOperationIsNull(viewOp);
      if (ok)
        nnReplaceAlloc(alloc, mlirOperationGetResult(viewOp, 0));
    }
    if (ok) {
      NnBuilder end = nnBuilderBefore(mlirBlockGetTerminator(block));
      MlirOperationState dealloc =
          mlirOperationStateGet(nnStr("memref.dealloc"), end.loc);
      mlirOperationStateAddOperands(&dealloc, 1, &arena);
      ok = !mlirOperationIsNull(nnBuild(&end, &dealloc));
    }
  }
  free(buffers);
  nnPointerMapFree(&index);
  return ok;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  NnOpList funcs = {0};
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (nnOpIs(op, "func.func"))
      ok = nnOpListPush(&funcs, op);
  for (size_t i = 0; ok && i < funcs.count; ++i)
    ok = planFunction(funcs.ops[i]);
  nnOpListFree(&funcs);
  if (!ok)
    mlirEmitError(mlirOperationGetLocation(module),
                  "nn-plan-buffers: out of memory");
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__memref__();
  handles[1] = mlirGetDialectHandle__arith__();
  return 2;
}

const NnPassDef nnPlanBuffersPass = {
    .argument = "nn-plan-buffers",
    .name = "NNPlanBuffers",
    .description = "Place each function's buffers in one arena, sharing "
                   "bytes between buffers whose lifetimes do not overlap",
    .opName = "builtin.module",
    .run = run,
    .skipsVerification = true,
    .dependentDialects = dialects,
};
