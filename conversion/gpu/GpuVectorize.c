//===- GpuVectorize.c - 128-bit accesses in elementwise GPU kernels -------===//
//
// Memory-bound kernels (an elementwise chain, a bias_add) reach the copy
// bandwidth of the device only when each thread moves 16 bytes per access:
// ld.global.v4.b32 / st.global.v4.b32 rather than four scalar accesses. This
// file rewrites the body of one kernel loop (the outermost scf.parallel of
// GpuPipeline.c, before GpuMapLoops.c chooses its launch) so that each
// iteration of the innermost dim handles W consecutive elements, W = 16
// bytes over the narrowest element type the body loads or stores (4 f32, 8
// f16 or bf16); GpuMapLoops.c then sees an innermost extent of n/W and
// chooses threads for that.
//
// Why at scf level, in the body, rather than tiling the linalg.generic and
// running transform.structured.vectorize: only the launch pass knows which
// loops become kernels and with what extents, the kernel body at this point
// is straight-line scalar code (loads, arith/math, stores), and vectorizing
// it is a type change of each op, so one linear walk does it without another
// transform-dialect schedule per kernel.
//
// A body is vectorized when all of these hold, else it stays scalar:
// - it is straight-line: no op with regions (a row kernel's scf.for, a
//   matmul epilogue, a guarded body), only memref.load, memref.store,
//   arith, math and affine.apply ops;
// - the innermost induction variable i is used only as the last index of
//   loads and stores (a transpose-like access uses it elsewhere: scalar);
//   those loads become vector.load at i*W, every store vector.store at i*W;
//   a load that does not index with i (a per-row bias, a scalar operand) is
//   loaded once and splat (vector.broadcast); ops that use a vector become
//   vector ops (arith and math are elementwise on vectors);
// - the innermost extent is a multiple of W;
// - each vectorized buffer is provably 16-byte aligned at every i*W: its
//   type has static strides, the last one 1 and the others and the offset
//   multiples of W, and it comes (through subview, cast, reshape or
//   reinterpret_cast views, whose type carries the offset) from a function
//   argument or a memref.alloc outside the kernel. The ABI of the CUDA path
//   requires buffer arguments to be 16-byte aligned (cuMemAlloc gives 256);
//   memref.alloc is device memory or malloc (16 on 64-bit Linux). Only then
//   do the vector accesses carry {alignment = 16}, the claim that lets LLVM
//   emit one 128-bit access (without it they would be split).
//
// One walk over the body to decide, one to rewrite: linear in its size.
//
//===----------------------------------------------------------------------===//

#include "conversion/common/LinalgBuilder.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "nn-c/OpDef.h"
#include "support/OpName.h"
#include "support/PointerMap.h"

#include <string.h>

enum { kVectorBytes = 16 };

static bool dialectIs(MlirOperation op, const char *prefix) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  size_t length = strlen(prefix);
  return name.length > length && strncmp(name.data, prefix, length) == 0;
}

// Bytes of a scalar int or float type; 0 for anything else (index, i1).
static int64_t scalarBytes(MlirType type) {
  int64_t bits = mlirTypeIsAFloat(type)     ? mlirFloatTypeGetWidth(type)
                 : mlirTypeIsAInteger(type) ? mlirIntegerTypeGetWidth(type)
                                            : 0;
  return bits % 8 ? 0 : bits / 8;
}

static bool isScalar(MlirType type) {
  return mlirTypeIsAFloat(type) || mlirTypeIsAInteger(type);
}

// Whether `buffer` starts at a 16-byte aligned address: a function argument
// (the ABI) or a memref.alloc outside `loop`, seen through views whose
// result type holds the whole offset.
static bool alignedRoot(MlirValue buffer, MlirOperation loop) {
  for (;;) {
    if (mlirValueIsABlockArgument(buffer)) {
      MlirOperation owner =
          mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(buffer));
      return nnOpIs(owner, "func.func");
    }
    MlirOperation def = mlirOpResultGetOwner(buffer);
    if (nnOpIs(def, "memref.alloc"))
      return !nnIsWithin(def, loop);
    if (!nnGpuIsView(def, NN_GPU_VIEW_IN_TYPE))
      return false;
    buffer = mlirOperationGetOperand(def, 0);
  }
}

// Whether W consecutive elements of `buffer` from any index whose last
// entry is a multiple of W are contiguous and 16-byte aligned.
static bool vectorizable(MlirValue buffer, int64_t width, MlirOperation loop) {
  MlirType type = mlirValueGetType(buffer);
  if (!mlirTypeIsAMemRef(type))
    return false;
  intptr_t rank = mlirShapedTypeGetRank(type);
  if (rank < 1 || rank > NN_MAX_RANK)
    return false;
  int64_t strides[NN_MAX_RANK], offset;
  if (mlirLogicalResultIsFailure(
          mlirMemRefTypeGetStridesAndOffset(type, strides, &offset)) ||
      mlirShapedTypeIsDynamicStrideOrOffset(offset) || offset % width)
    return false;
  if (strides[rank - 1] != 1)
    return false;
  for (intptr_t d = 0; d + 1 < rank; ++d)
    if (mlirShapedTypeIsDynamicStrideOrOffset(strides[d]) || strides[d] % width)
      return false;
  return alignedRoot(buffer, loop);
}

// The ops of one kernel body and what the rewrite does to them.
typedef struct {
  MlirOperation loop;
  MlirValue iv;     // the innermost induction variable
  NnPointerMap vec; // values that become vectors (key: MlirValue.ptr)
  int64_t minBytes; // narrowest element of a vector access
  int numStores;
} Body;

static bool isVector(const Body *b, MlirValue value) {
  intptr_t unused;
  return mlirValueEqual(value, b->iv) ||
         nnPointerMapGet(&b->vec, value.ptr, &unused);
}

static void noteAccess(Body *b, MlirType element) {
  int64_t bytes = scalarBytes(element);
  if (bytes && bytes < b->minBytes)
    b->minBytes = bytes;
}

// Decides one op; false when the body cannot be vectorized. Alignment is
// checked later, once W is known.
static bool decide(Body *b, MlirOperation op) {
  if (mlirOperationGetNumRegions(op) != 0)
    return false;
  bool load = nnOpIs(op, "memref.load"), store = nnOpIs(op, "memref.store");
  if (load || store) {
    intptr_t first = store ? 2 : 1, count = mlirOperationGetNumOperands(op);
    if (store && isVector(b, mlirOperationGetOperand(op, 1)))
      return false;
    if (load && isVector(b, mlirOperationGetOperand(op, 0)))
      return false;
    bool lastIsIv =
        count > first &&
        mlirValueEqual(mlirOperationGetOperand(op, count - 1), b->iv);
    for (intptr_t i = first; i + 1 < count; ++i)
      if (isVector(b, mlirOperationGetOperand(op, i)))
        return false;
    if (store) {
      // Each iteration writes its own W elements: a store not indexed by
      // the innermost variable would be a race anyway.
      if (!lastIsIv ||
          !scalarBytes(mlirValueGetType(mlirOperationGetOperand(op, 0))))
        return false;
      noteAccess(b, mlirValueGetType(mlirOperationGetOperand(op, 0)));
      ++b->numStores;
      return true;
    }
    if (lastIsIv) {
      MlirValue result = mlirOperationGetResult(op, 0);
      if (!scalarBytes(mlirValueGetType(result)))
        return false;
      noteAccess(b, mlirValueGetType(result));
      // Out of memory: not vectorized (the pass then fails: ExternalPass.c).
      return nnPointerMapSet(&b->vec, result.ptr, 1);
    }
    return true;
  }
  bool arithOrMath = dialectIs(op, "arith.") || dialectIs(op, "math.");
  if (!arithOrMath && !nnOpIs(op, "affine.apply"))
    return false;
  bool vector = false;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirValue operand = mlirOperationGetOperand(op, i);
    if (mlirValueEqual(operand, b->iv))
      return false; // the index used in arithmetic: not an access
    vector |= isVector(b, operand);
  }
  if (!vector)
    return true; // uniform over the W elements: stays scalar
  if (!arithOrMath)
    return false;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
    if (!isScalar(mlirValueGetType(mlirOperationGetOperand(op, i))))
      return false;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i) {
    MlirValue result = mlirOperationGetResult(op, i);
    if (!isScalar(mlirValueGetType(result)) ||
        !nnPointerMapSet(&b->vec, result.ptr, 1))
      return false;
  }
  return true;
}

// Whether every vector access of the body is contiguous and aligned.
static bool accessesAligned(Body *b, MlirBlock body, int64_t width) {
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    bool store = nnOpIs(op, "memref.store");
    if (!store && !nnOpIs(op, "memref.load"))
      continue;
    intptr_t count = mlirOperationGetNumOperands(op);
    if (!mlirValueEqual(mlirOperationGetOperand(op, count - 1), b->iv))
      continue;
    if (!vectorizable(mlirOperationGetOperand(op, store ? 1 : 0), width,
                      b->loop))
      return false;
  }
  return true;
}

/* The rewrite. */

static MlirOperation createBefore(MlirOperationState *state,
                                  MlirOperation before) {
  MlirOperation op = mlirOperationCreate(state);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before,
                                      op);
  return op;
}

static MlirValue indexConstant(MlirLocation loc, MlirOperation before,
                               int64_t value) {
  NnBuilder b = nnBuilderBefore(before);
  b.loc = loc;
  return nnbIndex(&b, value);
}

static MlirType vectorOf(MlirType element, int64_t width) {
  return mlirVectorTypeGet(1, &width, element);
}

static MlirValue splat(MlirValue scalar, int64_t width, MlirOperation before) {
  MlirOperationState state = mlirOperationStateGet(
      nnStr("vector.broadcast"), mlirOperationGetLocation(before));
  MlirType type = vectorOf(mlirValueGetType(scalar), width);
  mlirOperationStateAddOperands(&state, 1, &scalar);
  mlirOperationStateAddResults(&state, 1, &type);
  return mlirOperationGetResult(createBefore(&state, before), 0);
}

static MlirNamedAttribute alignment(MlirContext ctx) {
  return mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, nnStr("alignment")),
      mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), kVectorBytes));
}

// memref.load / memref.store at [..., i*W] -> vector.load / vector.store
// with the same operands.
static void rewriteAccess(MlirOperation op, bool store, int64_t width) {
  MlirContext ctx = mlirOperationGetContext(op);
  intptr_t count = mlirOperationGetNumOperands(op);
  MlirValue operands[18];
  for (intptr_t i = 0; i < count; ++i)
    operands[i] = mlirOperationGetOperand(op, i);
  MlirOperationState state =
      mlirOperationStateGet(nnStr(store ? "vector.store" : "vector.load"),
                            mlirOperationGetLocation(op));
  if (store && !mlirTypeIsAVector(mlirValueGetType(operands[0])))
    operands[0] = splat(operands[0], width, op);
  mlirOperationStateAddOperands(&state, count, operands);
  MlirNamedAttribute align = alignment(ctx);
  mlirOperationStateAddAttributes(&state, 1, &align);
  if (!store) {
    MlirValue scalar = mlirOperationGetResult(op, 0);
    MlirType type = vectorOf(mlirValueGetType(scalar), width);
    mlirOperationStateAddResults(&state, 1, &type);
    mlirValueReplaceAllUsesOfWith(
        scalar, mlirOperationGetResult(createBefore(&state, op), 0));
  } else {
    createBefore(&state, op);
  }
  mlirOperationDestroy(op);
}

static void rewrite(Body *b, MlirBlock body, int64_t width) {
  MlirOperation first = mlirBlockGetFirstOperation(body);
  MlirLocation loc = mlirOperationGetLocation(b->loop);
  MlirValue w = indexConstant(loc, first, width);
  MlirOperationState state = mlirOperationStateGet(nnStr("arith.muli"), loc);
  MlirValue operands[2] = {b->iv, w};
  MlirType index = mlirIndexTypeGet(mlirLocationGetContext(loc));
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddResults(&state, 1, &index);
  MlirOperation mul = createBefore(&state, first);
  MlirValue base = mlirOperationGetResult(mul, 0);
  mlirValueReplaceAllUsesExcept(b->iv, base, 1, &mul);

  for (MlirOperation op = first; !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    bool store = nnOpIs(op, "memref.store");
    if (store || nnOpIs(op, "memref.load")) {
      intptr_t count = mlirOperationGetNumOperands(op);
      if (mlirValueEqual(mlirOperationGetOperand(op, count - 1), base))
        rewriteAccess(op, store, width);
      op = next;
      continue;
    }
    bool vector = false;
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
      vector |=
          mlirTypeIsAVector(mlirValueGetType(mlirOperationGetOperand(op, i)));
    if (vector) {
      for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
        MlirValue operand = mlirOperationGetOperand(op, i);
        if (!mlirTypeIsAVector(mlirValueGetType(operand)))
          mlirOperationSetOperand(op, i, splat(operand, width, op));
      }
      for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i) {
        MlirValue result = mlirOperationGetResult(op, i);
        mlirValueSetType(result, vectorOf(mlirValueGetType(result), width));
      }
    }
    op = next;
  }
}

int64_t nnGpuVectorizeKernel(MlirOperation loop, int64_t *n, int r) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  MlirOperation terminator = mlirBlockGetTerminator(body);
  if (!nnOpIs(terminator, "scf.reduce") ||
      mlirOperationGetNumOperands(terminator) != 0)
    return 1;
  Body b = {.loop = loop,
            .iv = mlirBlockGetArgument(body, r - 1),
            .minBytes = kVectorBytes + 1};
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       ok && !mlirOperationEqual(op, terminator);
       op = mlirOperationGetNextInBlock(op))
    ok = decide(&b, op);
  int64_t width = b.minBytes <= kVectorBytes ? kVectorBytes / b.minBytes : 1;
  ok = ok && b.numStores > 0 && width > 1 && n[r - 1] % width == 0 &&
       accessesAligned(&b, body, width);
  nnPointerMapFree(&b.vec);
  if (!ok)
    return 1;

  rewrite(&b, body, width);
  n[r - 1] /= width;
  mlirOperationSetOperand(
      loop, r + r - 1,
      indexConstant(mlirOperationGetLocation(loop), loop, n[r - 1]));
  return width;
}
