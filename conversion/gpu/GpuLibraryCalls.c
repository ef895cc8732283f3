//===- GpuLibraryCalls.c - Outlined matmuls as calls of cuBLASLt ----------===//
//
// --nn-gpu-library-calls runs on buffers, after nn-bufferize. The body of
// each function nn-gpu-outline-matmuls made (`nn.library_call =
// "cublaslt"`, GpuOutlineMatmuls.c): a fill of zero, the contraction and
// the epilogue it lists (and the conversions of 16-bit inputs to f32,
// which go: cuBLASLt reads the 16-bit arguments), bufferized, becomes one
// call of libnnrt's nnrtMatmul (runtime/nnrt/Matmul.h), which runs the
// product and its epilogue on cuBLASLt:
//
//   D = act(A · B + residual + bias)
//
// The function's arguments are (A, B[, bias][, residual], out); the call
// takes the product's sizes and each operand's address and strides along
// the product's rows, columns and batch, read from the contraction's
// indexing maps (ContractionCalls.h), so a transposed operand (a map
// reading B as (n, k)) is only other strides. All are values: dynamic
// sizes are read from the buffers at run time. The innermost batch loop is
// cuBLASLt's batch (strided, a stride of 0 broadcasting an operand), with the
// outer ones its strides allow (contiguous batch dims: attention's batch and
// heads); the others become an scf.for around the call.
//
// The stream argument is null here: libnnrt then runs the product on a
// stream of its own and waits for it. nn-gpu-library-streams, after
// gpu-async-region, gives each call the stream of its host function, so it
// is ordered with the kernels without waiting (GpuLibraryStreams.c).
//
// A body this pass does not recognize (an operand whose innermost dim is a
// batch loop, so that no stride is 1; types cuBLASLt does not take; other
// ops) is left as it is: it runs as kernels, correct and slow. One walk
// over the module's functions and one over its calls: linear.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/common/ContractionCalls.h"
#include "conversion/common/Contractions.h"
#include "conversion/gpu/GpuKernels.h"
#include "conversion/linalg/AxisLoops.h"
#include "runtime/nnrt/Matmul.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"
#include "support/OpList.h"
#include "support/OpName.h"

#include <string.h>

static const char kDeclaration[] =
    "func.func private @nnrtMatmul(!llvm.ptr, i64, i64, i64, i64, i64, "
    "!llvm.ptr, i64, i64, i64, !llvm.ptr, i64, i64, i64, !llvm.ptr, i64, "
    "i64, i64, !llvm.ptr, i64, i64, i64, !llvm.ptr)";

enum { kMaxLoops = NN_CONTRACTION_MAX_LOOPS };

/* Reading the body. */

// nnrtMatmul's code of a float type; -1 for another type.
static int elementCode(MlirType type) {
  return mlirTypeIsAF32(type)    ? NNRT_MATMUL_F32
         : mlirTypeIsAF16(type)  ? NNRT_MATMUL_F16
         : mlirTypeIsABF16(type) ? NNRT_MATMUL_BF16
                                 : -1;
}

static int bufferCode(MlirValue buffer) {
  return elementCode(mlirShapedTypeGetElementType(mlirValueGetType(buffer)));
}

static int64_t elementBytes(MlirValue buffer) {
  return bufferCode(buffer) == NNRT_MATMUL_F32 ? 4 : 2;
}

// Whether the contraction's operand `operand` is the function's argument
// `arg`, or that argument extended to f32 by a conversion of the body (the
// one nn-gpu-outline-matmuls wrote for 16-bit inputs).
static bool readsArgument(MlirValue operand, MlirValue arg,
                          const NnOpList *conversions) {
  if (mlirValueEqual(operand, arg))
    return true;
  for (size_t i = 0; i < conversions->count; ++i) {
    MlirOperation op = conversions->ops[i];
    if (mlirValueEqual(mlirOperationGetOperand(op, 0), arg) &&
        mlirValueEqual(mlirOperationGetOperand(op, 1), operand))
      return true;
  }
  return false;
}

typedef struct {
  MlirOperation contraction, epilogue; // the epilogue: null when none
  NnContraction c;
  bool bias, residual, relu;
} Body;

static bool hasPart(MlirAttribute parts, const char *name) {
  for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(parts); ++i) {
    MlirStringRef part =
        mlirStringAttrGetValue(mlirArrayAttrGetElement(parts, i));
    if (part.length == strlen(name) && !memcmp(part.data, name, part.length))
      return true;
  }
  return false;
}

// Whether the buffer's innermost dim, read through `map`, is loop `rows`
// or `cols` (or has extent 1): then one of the operand's strides along the
// product is 1, as cuBLASLt needs, for a buffer of identity layout.
static bool unitStride(MlirValue buffer, MlirAffineMap map, int rows,
                       int cols) {
  MlirType type = mlirValueGetType(buffer);
  intptr_t rank = mlirShapedTypeGetRank(type);
  if (!mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(type)) ||
      elementCode(mlirShapedTypeGetElementType(type)) < 0)
    return false;
  if (rank == 0 || mlirShapedTypeGetDimSize(type, rank - 1) == 1)
    return true;
  return (rows >= 0 && nnMapResultOfLoop(map, rows) == rank - 1) ||
         (cols >= 0 && nnMapResultOfLoop(map, cols) == rank - 1);
}

static bool readBody(MlirOperation function, Body *body) {
  MlirAttribute parts =
      mlirOperationGetAttributeByName(function, nnStr(NN_GPU_MATMUL_EPILOGUE));
  if (mlirAttributeIsNull(parts) || !mlirAttributeIsAArray(parts))
    return false;
  *body = (Body){.bias = hasPart(parts, "bias"),
                 .residual = hasPart(parts, "residual"),
                 .relu = hasPart(parts, "relu")};
  MlirBlock block =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(function, 0));
  intptr_t numArgs = mlirBlockGetNumArguments(block);
  if (numArgs != 3 + body->bias + body->residual)
    return false; // not bufferized with an out-parameter
  // Conversions (16-bit inputs to f32), then the contraction, then the
  // epilogue; fills, constants and buffers around them.
  NnOpList conversions = {0};
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (nnOpIs(op, "arith.constant") || nnOpIs(op, "memref.alloc") ||
        nnOpIs(op, "memref.dealloc") || nnOpIs(op, "memref.dim") ||
        nnOpIs(op, "linalg.fill") || nnOpIs(op, "func.return"))
      continue;
    NnContraction c;
    bool generic = nnOpIs(op, "linalg.generic");
    if (mlirOperationIsNull(body->contraction) && nnMatchContraction(op, &c)) {
      body->contraction = op;
      body->c = c;
    } else if (generic && mlirOperationIsNull(body->contraction) &&
               mlirOperationGetNumOperands(op) == 2 &&
               mlirValueIsABlockArgument(mlirOperationGetOperand(op, 0))) {
      ok = nnOpListPush(&conversions, op);
    } else if (generic && mlirOperationIsNull(body->epilogue) &&
               !mlirOperationIsNull(body->contraction)) {
      body->epilogue = op;
    } else {
      ok = false;
    }
  }
  const NnContraction *c = &body->c;
  MlirValue out = mlirBlockGetArgument(block, numArgs - 1);
  // Without an epilogue the product is written into the result itself.
  ok = ok && !mlirOperationIsNull(body->contraction) &&
       (!mlirOperationIsNull(body->epilogue) ||
        mlirValueEqual(c->operands[2], out));
  // A and B are the arguments (as they are, or extended).
  int rowsOf[3] = {c->m, c->k, c->m}, colsOf[3] = {c->k, c->n, c->n};
  for (int i = 0; ok && i < 2; ++i)
    ok = readsArgument(c->operands[i], mlirBlockGetArgument(block, i),
                       &conversions) &&
         unitStride(mlirBlockGetArgument(block, i), c->maps[i], rowsOf[i],
                    colsOf[i]);
  nnOpListFree(&conversions);
  if (!ok)
    return false;
  // Types cuBLASLt takes: 16-bit inputs with a result of theirs or f32,
  // f32 inputs with an f32 result; the bias and residual of the result's.
  int input = bufferCode(mlirBlockGetArgument(block, 0)),
      output = bufferCode(out);
  if (input != bufferCode(mlirBlockGetArgument(block, 1)) ||
      (output != NNRT_MATMUL_F32 && output != input))
    return false;
  // D with its columns innermost, as a bias needs (Matmul.h); a residual
  // has D's shape and layout; a bias is a vector.
  MlirValue bias = mlirBlockGetArgument(block, 2);
  return unitStride(out, c->maps[2], c->n < 0 ? c->m : -1, c->n) &&
         (!body->residual ||
          mlirTypeEqual(
              mlirValueGetType(mlirBlockGetArgument(block, 2 + body->bias)),
              mlirValueGetType(out))) &&
         (!body->bias || (mlirShapedTypeGetRank(mlirValueGetType(bias)) == 1 &&
                          bufferCode(bias) == output &&
                          mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(
                              mlirValueGetType(bias)))));
}

/* The call. */

// The static stride of `buffer` along loop `loop` read through `map` (0
// when it does not read it), or -1 when it is not static.
static int64_t staticStride(MlirValue buffer, MlirAffineMap map, int loop) {
  if (mlirValueIsNull(buffer))
    return 0;
  intptr_t dim = nnMapResultOfLoop(map, loop);
  if (dim < 0)
    return 0;
  MlirType type = mlirValueGetType(buffer);
  int64_t strides[NN_MAX_RANK], offset;
  if (mlirShapedTypeGetRank(type) > NN_MAX_RANK ||
      mlirLogicalResultIsFailure(
          mlirMemRefTypeGetStridesAndOffset(type, strides, &offset)) ||
      mlirShapedTypeIsDynamicStrideOrOffset(strides[dim]))
    return -1;
  return strides[dim];
}

// The extent of loop `loop` as the operands' types give it (dynamic: the
// ShapedType sentinel; 1 when no operand reads it).
static int64_t loopSize(const NnContraction *c, int loop) {
  for (int j = 0; j < 3; ++j) {
    intptr_t dim = nnMapResultOfLoop(c->maps[j], loop);
    if (dim >= 0)
      return mlirShapedTypeGetDimSize(mlirValueGetType(c->operands[j]), dim);
  }
  return 1;
}

// Whether every operand of identity layout reads batch loop `outer` as the
// dim right before the one it reads `inner` as, or reads neither (a
// broadcast of both): then the outer loop's stride is the inner one's
// extent times its stride, whatever the sizes are (dynamic ones included).
static bool adjacentInAll(const MlirValue *buffers, const MlirAffineMap *maps,
                          int outer, int inner) {
  for (int j = 0; j < 4; ++j) {
    if (mlirValueIsNull(buffers[j]))
      continue;
    intptr_t o = nnMapResultOfLoop(maps[j], outer),
             i = nnMapResultOfLoop(maps[j], inner);
    if (o < 0 && i < 0)
      continue;
    MlirType type = mlirValueGetType(buffers[j]);
    if (o < 0 || o + 1 != i ||
        !mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(type)))
      return false;
  }
  return true;
}

// How many of the innermost batch loops are cuBLASLt's one batch (at least
// the innermost, when there is one): an outer loop joins when, for every
// operand, its stride is the joined loops' extent times their stride (one
// evenly strided batch: contiguous batch dims, or a broadcast of all of
// them), as static strides show or, for dynamic sizes, the layout
// guarantees (adjacentInAll). `count` gets the joined extent, -1 when it
// is known only at run time.
static int joinedBatchLoops(const NnContraction *c, const MlirValue *buffers,
                            const MlirAffineMap *maps, int64_t *count) {
  *count = 1;
  if (c->numBatch == 0)
    return 0;
  int inner = c->batch[c->numBatch - 1], joined = 1;
  int64_t extent = loopSize(c, inner);
  for (int i = c->numBatch - 2; i >= 0; --i) {
    int64_t size = loopSize(c, c->batch[i]);
    bool dynamic = mlirShapedTypeIsDynamicSize(extent) ||
                   mlirShapedTypeIsDynamicSize(size);
    bool joins = !dynamic;
    for (int j = 0; joins && j < 4; ++j) {
      int64_t outer = staticStride(buffers[j], maps[j], c->batch[i]),
              step = staticStride(buffers[j], maps[j], inner);
      joins = outer >= 0 && step >= 0 && outer == extent * step;
    }
    if (!joins && !adjacentInAll(buffers, maps, c->batch[i], c->batch[i + 1]))
      break;
    extent = dynamic ? mlirShapedTypeGetDynamicSize() : extent * size;
    ++joined;
  }
  *count = mlirShapedTypeIsDynamicSize(extent) ? -1 : extent;
  return joined;
}

static MlirValue nullPointer(NnBuilder *b) {
  MlirType ptr = mlirLLVMPointerTypeGet(b->ctx, 0);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("llvm.mlir.zero"), b->loc);
  mlirOperationStateAddResults(&state, 1, &ptr);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

static MlirValue i64(NnBuilder *b, int64_t value) {
  return nnbConstant(b, mlirIntegerTypeGet(b->ctx, 64), (double)value);
}

static bool rewrite(MlirOperation function, const Body *body, bool tf32) {
  MlirBlock block =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(function, 0));
  intptr_t numArgs = mlirBlockGetNumArguments(block);
  const NnContraction *c = &body->c;
  // The operands: A, B, C (the residual), D, and the bias.
  MlirValue buffers[5] = {
      mlirBlockGetArgument(block, 0), mlirBlockGetArgument(block, 1),
      body->residual ? mlirBlockGetArgument(block, 2 + body->bias)
                     : (MlirValue){NULL},
      mlirBlockGetArgument(block, numArgs - 1),
      body->bias ? mlirBlockGetArgument(block, 2) : (MlirValue){NULL}};
  MlirAffineMap maps[4] = {c->maps[0], c->maps[1], c->maps[2], c->maps[2]};
  int rowsOf[4] = {c->m, c->k, c->m, c->m},
      colsOf[4] = {c->k, c->n, c->n, c->n};
  NnBuilder b = nnBuilderBefore(body->contraction);
  NnStrided s[5] = {0};
  for (int i = 0; i < 5; ++i)
    if (!mlirValueIsNull(buffers[i]) && !nnReadStrided(&b, buffers[i], &s[i]))
      return false;
  // The extents from A, B and D (nnLoopExtent's operands: lhs, rhs, out).
  NnStrided extentsFrom[3] = {s[0], s[1], s[3]};
  // The batch loops cuBLASLt takes as one batch, and the outer ones: an
  // scf.for each around the call.
  int64_t batchCount;
  int joined = joinedBatchLoops(c, buffers, maps, &batchCount);
  int numLoops = c->numBatch - joined;
  int inner = c->numBatch > 0 ? c->batch[c->numBatch - 1] : -1;
  NnForLoop loops[kMaxLoops];
  MlirValue extents[kMaxLoops];
  MlirValue offsets[5];
  for (int i = 0; i < 5; ++i)
    offsets[i] = s[i].offset;
  NnBuilder *at = &b;
  for (int i = 0; i < numLoops; ++i) {
    extents[i] = nnLoopExtent(at, c, extentsFrom, c->batch[i]);
    nnbBeginFor(at, &loops[i], 0, NULL);
    at = &loops[i].body;
    for (int j = 0; j < 4; ++j) {
      intptr_t dim = mlirValueIsNull(buffers[j])
                         ? -1
                         : nnMapResultOfLoop(maps[j], c->batch[i]);
      if (dim >= 0)
        offsets[j] =
            nnbOp2(at, "arith.addi", offsets[j],
                   nnbOp2(at, "arith.muli", loops[i].iv, s[j].strides[dim]));
    }
  }
  int64_t flags =
      bufferCode(buffers[0]) |
      (int64_t)bufferCode(buffers[3]) << NNRT_MATMUL_OUTPUT_SHIFT |
      (int64_t)(body->relu ? NNRT_MATMUL_RELU : NNRT_MATMUL_IDENTITY)
          << NNRT_MATMUL_ACTIVATION_SHIFT;
  if (tf32)
    flags |= NNRT_MATMUL_TF32;
  MlirValue args[23];
  int n = 0;
  args[n++] = nullPointer(at);
  args[n++] = i64(at, flags);
  args[n++] = nnToI64(at, nnLoopExtent(at, c, extentsFrom, c->m));
  args[n++] = nnToI64(at, nnLoopExtent(at, c, extentsFrom, c->n));
  args[n++] = nnToI64(at, nnLoopExtent(at, c, extentsFrom, c->k));
  if (batchCount > 0) {
    args[n++] = i64(at, batchCount);
  } else { // the joined loops' extents, multiplied at run time
    MlirValue count = nnLoopExtent(at, c, extentsFrom, inner);
    for (int i = numLoops; i < c->numBatch - 1; ++i)
      count = nnbOp2(at, "arith.muli", count,
                     nnLoopExtent(at, c, extentsFrom, c->batch[i]));
    args[n++] = nnToI64(at, count);
  }
  for (int j = 0; j < 4; ++j) {
    if (mlirValueIsNull(buffers[j])) {
      args[n++] = nullPointer(at);
      for (int k = 0; k < 3; ++k)
        args[n++] = i64(at, 0);
      continue;
    }
    args[n++] = nnPointerAt(at, &s[j], offsets[j], elementBytes(buffers[j]));
    args[n++] = nnLoopStride(at, &s[j], maps[j], rowsOf[j]);
    args[n++] = nnLoopStride(at, &s[j], maps[j], colsOf[j]);
    args[n++] = nnLoopStride(at, &s[j], maps[j], inner);
  }
  args[n++] =
      body->bias ? nnPointerAt(at, &s[4], s[4].offset, elementBytes(buffers[4]))
                 : nullPointer(at);
  nnBuildCall(at, "nnrtMatmul", n, args);
  for (int i = numLoops - 1; i >= 0; --i)
    nnbEndForBetween(i ? &loops[i - 1].body : &b, &loops[i], nnbIndex(&b, 0),
                     extents[i], NULL, NULL, NULL);
  // The product's ops go; so do the fill, the conversions and their
  // buffers, which nothing reads any more.
  if (!mlirOperationIsNull(body->epilogue))
    mlirOperationDestroy(body->epilogue);
  mlirOperationDestroy(body->contraction);
  for (MlirOperation op = mlirBlockGetFirstOperation(block), next;
       !mlirOperationIsNull(op); op = next) {
    next = mlirOperationGetNextInBlock(op);
    if (nnOpIs(op, "linalg.fill") || nnOpIs(op, "linalg.generic"))
      mlirOperationDestroy(op); // a conversion of a 16-bit input
  }
  for (MlirOperation op = mlirBlockGetFirstOperation(block), next;
       !mlirOperationIsNull(op); op = next) {
    next = mlirOperationGetNextInBlock(op);
    if (!nnOpIs(op, "memref.alloc"))
      continue;
    MlirValue buffer = mlirOperationGetResult(op, 0);
    bool onlyFreed = true;
    for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
         onlyFreed && !mlirOpOperandIsNull(use);
         use = mlirOpOperandGetNextUse(use))
      onlyFreed = nnOpIs(mlirOpOperandGetOwner(use), "memref.dealloc");
    if (!onlyFreed)
      continue;
    while (!mlirOpOperandIsNull(mlirValueGetFirstUse(buffer))) {
      MlirOperation dealloc =
          mlirOpOperandGetOwner(mlirValueGetFirstUse(buffer));
      if (mlirOperationEqual(dealloc, next))
        next = mlirOperationGetNextInBlock(next);
      mlirOperationDestroy(dealloc);
    }
    mlirOperationDestroy(op);
  }
  return true;
}

/* The callers. */

// The buffer `value` is a view of (itself when it is none).
static MlirValue viewed(MlirValue value) {
  while (mlirValueIsAOpResult(value) &&
         nnGpuIsView(mlirOpResultGetOwner(value), NN_GPU_VIEW))
    value = mlirOperationGetOperand(mlirOpResultGetOwner(value), 0);
  return value;
}

// `call`'s last operand, its out-parameter, when it is a buffer allocated
// for it and copied into `target` right after (what bufferization makes of
// a nested call's result): the call writes `target` itself, and the buffer
// and the copy go. `target` must be defined before the call and not be
// (a view of) a buffer the call reads.
static void forwardOutput(MlirOperation call) {
  intptr_t last = mlirOperationGetNumOperands(call) - 1;
  MlirValue out = mlirOperationGetOperand(call, last);
  MlirOperation copy = mlirOperationGetNextInBlock(call);
  if (last < 0 || !mlirValueIsAOpResult(out) ||
      !nnOpIs(mlirOpResultGetOwner(out), "memref.alloc") ||
      mlirOperationIsNull(copy) || !nnOpIs(copy, "linalg.copy") ||
      !mlirValueEqual(mlirOperationGetOperand(copy, 0), out))
    return;
  MlirValue target = mlirOperationGetOperand(copy, 1);
  if (!mlirTypeEqual(mlirValueGetType(target), mlirValueGetType(out)))
    return;
  MlirBlock block = mlirOperationGetBlock(call);
  bool before =
      mlirValueIsABlockArgument(target)
          ? mlirBlockEqual(mlirBlockArgumentGetOwner(target), block)
          : mlirBlockEqual(mlirOperationGetBlock(mlirOpResultGetOwner(target)),
                           block) &&
                mlirOperationIsBeforeInBlock(mlirOpResultGetOwner(target),
                                             call);
  if (!before)
    return;
  // The call must not read what it would now write (A or B in `target`).
  MlirValue root = viewed(target);
  for (intptr_t i = 0; i < last; ++i)
    if (mlirValueEqual(viewed(mlirOperationGetOperand(call, i)), root))
      return;
  for (MlirOpOperand use = mlirValueGetFirstUse(out); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (!mlirOperationEqual(user, call) && !mlirOperationEqual(user, copy) &&
        !nnOpIs(user, "memref.dealloc"))
      return;
  }
  mlirOperationSetOperand(call, last, target);
  mlirOperationDestroy(copy);
  while (!mlirOpOperandIsNull(mlirValueGetFirstUse(out)))
    mlirOperationDestroy(mlirOpOperandGetOwner(mlirValueGetFirstUse(out)));
  mlirOperationDestroy(mlirOpResultGetOwner(out));
}

static bool isLibraryFunction(MlirOperation op) {
  return nnOpIs(op, "func.func") &&
         !mlirAttributeIsNull(
             mlirOperationGetAttributeByName(op, nnStr(NN_GPU_LIBRARY_CALL)));
}

static MlirWalkResult collectCalls(MlirOperation op, void *userData) {
  if (nnOpIs(op, "func.call") && !nnOpListPush(userData, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

/* The pass. */

// Declares nnrtMatmul in `module`, unless an earlier run did; a symbol of
// that name that is anything else is an error at it.
static bool declare(MlirOperation module) {
  MlirContext ctx = mlirOperationGetContext(module);
  MlirModule parsed = mlirModuleCreateParse(ctx, nnStr(kDeclaration));
  if (mlirModuleIsNull(parsed))
    return false; // the parser said why
  MlirOperation declaration =
      mlirBlockGetFirstOperation(mlirModuleGetBody(parsed));
  MlirSymbolTable symbols = mlirSymbolTableCreate(module);
  MlirOperation existing = mlirSymbolTableLookup(symbols, nnStr("nnrtMatmul"));
  mlirSymbolTableDestroy(symbols);
  MlirStringRef typeName = nnStr("function_type");
  bool ok = true;
  if (!mlirOperationIsNull(existing)) {
    ok = nnOpIs(existing, "func.func") &&
         mlirAttributeEqual(
             mlirOperationGetAttributeByName(existing, typeName),
             mlirOperationGetAttributeByName(declaration, typeName));
    if (!ok)
      mlirEmitError(mlirOperationGetLocation(existing),
                    "nn-gpu-library-calls needs the symbol nnrtMatmul for "
                    "libnnrt's matmul (runtime/nnrt/Matmul.h): rename this "
                    "one");
  } else {
    mlirOperationRemoveFromParent(declaration);
    mlirBlockAppendOwnedOperation(
        mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0)),
        declaration);
  }
  mlirModuleDestroy(parsed);
  return ok;
}

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  (void)env, (void)error;
  return (void *)(intptr_t)(values[0].b ? 2 : 1); // non-null: no error
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  bool tf32 = (intptr_t)state == 2; // no state: the default, false
  MlirBlock top = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  bool declared = false;
  for (MlirOperation op = mlirBlockGetFirstOperation(top);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!isLibraryFunction(op))
      continue;
    Body body;
    if (!readBody(op, &body))
      continue; // runs as kernels
    if (!declared && !(declared = declare(module)))
      return mlirLogicalResultFailure();
    if (!rewrite(op, &body, tf32)) {
      mlirEmitError(mlirOperationGetLocation(op),
                    "nn-gpu-library-calls: cannot build the nnrtMatmul call");
      return mlirLogicalResultFailure();
    }
  }
  if (!declared)
    return mlirLogicalResultSuccess();
  NnOpList calls = {0};
  mlirOperationWalk(module, collectCalls, &calls, MlirWalkPreOrder);
  MlirSymbolTable symbols = mlirSymbolTableCreate(module);
  for (size_t i = 0; !calls.failed && i < calls.count; ++i) {
    MlirAttribute callee =
        mlirOperationGetAttributeByName(calls.ops[i], nnStr("callee"));
    if (!mlirAttributeIsNull(callee) &&
        isLibraryFunction(mlirSymbolTableLookup(
            symbols, mlirFlatSymbolRefAttrGetValue(callee))))
      forwardOutput(calls.ops[i]);
  }
  mlirSymbolTableDestroy(symbols);
  bool failed = calls.failed;
  nnOpListFree(&calls);
  return failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__func__();
  handles[1] = mlirGetDialectHandle__llvm__();
  handles[2] = mlirGetDialectHandle__memref__();
  handles[3] = mlirGetDialectHandle__scf__();
  handles[4] = mlirGetDialectHandle__arith__();
  return 5;
}

static const NnOptionDef kOptions[] = {
    NN_BOOL_OPTION("tf32", "false",
                   "f32 products may round their inputs to TF32 on the "
                   "tensor cores (CUBLAS_COMPUTE_32F_FAST_TF32); false "
                   "computes exact f32"),
};

const NnPassDef nnGpuLibraryCallsPass = {
    .argument = "nn-gpu-library-calls",
    .name = "NNGpuLibraryCalls",
    .description = "The body of each function marked nn.library_call "
                   "(nn-gpu-outline-matmuls), on buffers, becomes a call of "
                   "libnnrt's nnrtMatmul (cuBLASLt with its epilogue)",
    .options = kOptions,
    .numOptions = 1,
    .createState = createState,
    .run = run,
    .opName = "builtin.module",
    .dependentDialects = dialects,
};
