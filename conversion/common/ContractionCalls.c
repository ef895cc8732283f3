//===- ContractionCalls.c - Contractions on buffers as library calls ------===//
//
// ContractionCalls.h: reading a contraction's loops from its indexing maps,
// and the values a call of a library routine takes.
//
//===----------------------------------------------------------------------===//

#include "conversion/common/ContractionCalls.h"
#include "conversion/common/Contractions.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"
#include "support/OpName.h"

// The default indexing maps of linalg.matmul (m, n, k) and
// linalg.batch_matmul (b, m, n, k).
static void namedMaps(MlirContext ctx, bool batched, MlirAffineMap *maps) {
  int base = batched ? 1 : 0, numLoops = base + 3;
  int64_t lhs[] = {0, base, base + 2}, rhs[] = {0, base + 2, base + 1},
          out[] = {0, base, base + 1};
  maps[0] = nnbSelectMap(ctx, numLoops, base + 2, lhs + 1 - base);
  maps[1] = nnbSelectMap(ctx, numLoops, base + 2, rhs + 1 - base);
  maps[2] = nnbSelectMap(ctx, numLoops, base + 2, out + 1 - base);
}

// The static extent of loop `d`, or -1 (dynamic).
static int64_t staticExtent(const NnContraction *c, int d) {
  for (int i = 0; i < 3; ++i) {
    intptr_t dim = nnMapResultOfLoop(c->maps[i], d);
    if (dim >= 0) {
      int64_t size =
          mlirShapedTypeGetDimSize(mlirValueGetType(c->operands[i]), dim);
      return mlirShapedTypeIsDynamicSize(size) ? -1 : size;
    }
  }
  return -1;
}

// The kernel's row (or column) loop among `loops`, removed from them: the
// innermost one longer than 1, so that a [128, 1, K] operand is 128 rows,
// not 128 calls of one row; -1 when there is none.
static int pickLoop(const NnContraction *c, int *loops, int *count) {
  if (*count == 0)
    return -1;
  int at = *count - 1;
  for (int i = *count - 1; i >= 0; --i)
    if (staticExtent(c, loops[i]) != 1) {
      at = i;
      break;
    }
  int picked = loops[at];
  for (int i = at; i + 1 < *count; ++i)
    loops[i] = loops[i + 1];
  --*count;
  return picked;
}

bool nnMatchContraction(MlirOperation op, NnContraction *c) {
  bool matmul = nnOpIs(op, "linalg.matmul"),
       batched = nnOpIs(op, "linalg.batch_matmul"),
       generic = nnOpIs(op, "linalg.generic") || nnOpIs(op, "linalg.contract");
  if ((!matmul && !batched && !generic) ||
      mlirOperationGetNumOperands(op) != 3 ||
      mlirOperationGetNumResults(op) != 0)
    return false;
  for (int i = 0; i < 3; ++i) {
    c->operands[i] = mlirOperationGetOperand(op, i);
    if (!mlirTypeIsAMemRef(mlirValueGetType(c->operands[i])))
      return false;
  }
  if (generic && !nnIsContractionGeneric(op))
    return false;
  MlirAttribute maps = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("indexing_maps"));
  if (mlirAttributeIsNull(maps))
    namedMaps(mlirOperationGetContext(op), batched, c->maps);
  else if (mlirAttributeIsAArray(maps) &&
           mlirArrayAttrGetNumElements(maps) == 3)
    for (int i = 0; i < 3; ++i)
      c->maps[i] = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
  else
    return false;
  c->numLoops = (int)mlirAffineMapGetNumDims(c->maps[0]);
  if (c->numLoops > NN_CONTRACTION_MAX_LOOPS)
    return false;
  for (int i = 0; i < 3; ++i)
    if (!nnIsProjection(c->maps[i]) ||
        mlirAffineMapGetNumDims(c->maps[i]) != c->numLoops)
      return false;
  c->m = c->n = c->k = -1;
  c->numBatch = 0;
  int numRows = 0, rows[NN_CONTRACTION_MAX_LOOPS], numCols = 0,
      cols[NN_CONTRACTION_MAX_LOOPS];
  for (int d = 0; d < c->numLoops; ++d) {
    bool l = nnMapResultOfLoop(c->maps[0], d) >= 0,
         r = nnMapResultOfLoop(c->maps[1], d) >= 0,
         o = nnMapResultOfLoop(c->maps[2], d) >= 0;
    if (!o) { // the reduction: one, read by both inputs
      if (c->k >= 0 || !l || !r)
        return false;
      c->k = d;
    } else if (l && !r) {
      rows[numRows++] = d;
    } else if (r && !l) {
      cols[numCols++] = d;
    } else {
      c->batch[c->numBatch++] = d;
    }
  }
  if (c->k < 0)
    return false;
  c->m = pickLoop(c, rows, &numRows);
  c->n = pickLoop(c, cols, &numCols);
  // The outer row and column loops join the batch loops, in loop order.
  for (int i = 0; i < numRows; ++i)
    c->batch[c->numBatch++] = rows[i];
  for (int i = 0; i < numCols; ++i)
    c->batch[c->numBatch++] = cols[i];
  return true;
}

// The address of a memref's aligned data, as an index (null on failure).
MlirValue nnAlignedIndex(NnBuilder *b, MlirValue memref) {
  MlirType index = mlirIndexTypeGet(b->ctx);
  MlirOperationState state = mlirOperationStateGet(
      nnStr("memref.extract_aligned_pointer_as_index"), b->loc);
  mlirOperationStateAddOperands(&state, 1, &memref);
  mlirOperationStateAddResults(&state, 1, &index);
  MlirOperation aligned = nnBuild(b, &state);
  return mlirOperationIsNull(aligned) ? (MlirValue){NULL}
                                      : mlirOperationGetResult(aligned, 0);
}

bool nnReadStrided(NnBuilder *b, MlirValue memref, NnStrided *s) {
  MlirType type = mlirValueGetType(memref);
  intptr_t rank = mlirShapedTypeGetRank(type);
  MlirType index = mlirIndexTypeGet(b->ctx);
  MlirType types[2 + 2 * NN_MAX_RANK];
  types[0] =
      mlirMemRefTypeContiguousGet(mlirShapedTypeGetElementType(type), 0, NULL,
                                  mlirMemRefTypeGetMemorySpace(type));
  for (intptr_t i = 1; i < 2 + 2 * rank; ++i)
    types[i] = index;
  MlirOperationState state =
      mlirOperationStateGet(nnStr("memref.extract_strided_metadata"), b->loc);
  mlirOperationStateAddOperands(&state, 1, &memref);
  mlirOperationStateAddResults(&state, 2 + 2 * rank, types);
  MlirOperation meta = nnBuild(b, &state);
  if (mlirOperationIsNull(meta))
    return false;
  MlirValue base = mlirOperationGetResult(meta, 0);
  s->offset = mlirOperationGetResult(meta, 1);
  for (intptr_t i = 0; i < rank; ++i) {
    s->sizes[i] = mlirOperationGetResult(meta, 2 + i);
    s->strides[i] = mlirOperationGetResult(meta, 2 + rank + i);
  }
  s->aligned = nnAlignedIndex(b, base);
  return !mlirValueIsNull(s->aligned);
}

MlirValue nnToI64(NnBuilder *b, MlirValue index) {
  return nnbConvert(b, "arith.index_cast", index,
                    mlirIntegerTypeGet(b->ctx, 64));
}

// The address of element `offset` (an index) of a memref of f32: a pointer.
MlirValue nnPointerAt(NnBuilder *b, const NnStrided *s, MlirValue offset,
                      int64_t elementBytes) {
  MlirValue bytes = nnbOp2(b, "arith.muli", offset, nnbIndex(b, elementBytes));
  MlirValue address = nnToI64(b, nnbOp2(b, "arith.addi", s->aligned, bytes));
  return nnbConvert(b, "llvm.inttoptr", address,
                    mlirLLVMPointerTypeGet(b->ctx, 0));
}

// The element stride of `s` along loop `loop` read through `map` (0 when
// the map does not read it: a broadcast), as an i64.
MlirValue nnLoopStride(NnBuilder *b, const NnStrided *s, MlirAffineMap map,
                       int loop) {
  intptr_t dim = loop < 0 ? -1 : nnMapResultOfLoop(map, loop);
  return dim < 0 ? nnbConstant(b, mlirIntegerTypeGet(b->ctx, 64), 0)
                 : nnToI64(b, s->strides[dim]);
}

// The extent of loop `loop` (1 when absent), as an index.
MlirValue nnLoopExtent(NnBuilder *b, const NnContraction *c, const NnStrided *s,
                       int loop) {
  for (int i = 0; loop >= 0 && i < 3; ++i) {
    intptr_t dim = nnMapResultOfLoop(c->maps[i], loop);
    if (dim >= 0 && !mlirValueIsNull(s[i].aligned)) // not a packed B
      return s[i].sizes[dim];
  }
  return nnbIndex(b, 1);
}

void nnBuildCall(NnBuilder *b, const char *callee, intptr_t n,
                 const MlirValue *args) {
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(b->ctx, mlirStringRefCreateFromCString("callee")),
      mlirFlatSymbolRefAttrGet(b->ctx, mlirStringRefCreateFromCString(callee)));
  MlirOperationState state = mlirOperationStateGet(nnStr("func.call"), b->loc);
  mlirOperationStateAddOperands(&state, n, args);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  nnBuild(b, &state);
}