//===- LowerScatters.c - scatter_elements and scatter_nd to scf loops -----===//
//
// A scatter writes at positions only its input knows, so it is not a
// linalg.generic over its result (which would have to search the updates
// for each output element). It is a nest of scf.for loops over the updates,
// in row-major order, carrying the output tensor: each iteration extracts
// the update and the element it lands on (tensor.extract), combines them
// by the reduction ("none" keeps the update) and inserts the result
// (tensor.insert). The nest starts from a copy of `data` (linalg.copy
// into a tensor.empty): bufferization turns the chain of inserts into
// stores into that buffer. Starting from `data` itself would let
// one-shot bufferization write into it in place, which, for a function
// argument, is the caller's input. The order makes duplicates
// deterministic: the last write wins under "none".
//
// The positions (nn.scatter_nd's tuple components too) are guarded before
// this runs (IndexOperands.h: in range, checked at run time).
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/IndexOperands.h"
#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Linalg.h"
#include "support/OpName.h"

#include <string.h>

/// Builds one iteration: returns the output after it, given the loop
/// indices (index values, outermost first) and the output before it.
typedef MlirValue (*LoopBodyFn)(NnBuilder *b, const MlirValue *ivs,
                                MlirValue output, void *userData);

typedef struct {
  intptr_t rank;
  const MlirValue *sizes; // index values
  LoopBodyFn body;
  void *userData;
  MlirValue ivs[NN_MAX_RANK + 1];
} Nest;

// scf.for over [0, sizes[depth]) carrying `output`, with the loops of the
// deeper dimensions inside; returns its result.
static MlirValue buildLoop(NnBuilder *b, Nest *n, intptr_t depth,
                           MlirValue output) {
  if (depth == n->rank)
    return n->body(b, n->ivs, output, n->userData);
  MlirType index = mlirIndexTypeGet(b->ctx);
  MlirType tensor = mlirValueGetType(output);
  MlirType argTypes[] = {index, tensor};
  MlirLocation argLocs[] = {b->loc, b->loc};
  MlirBlock block = mlirBlockCreate(2, argTypes, argLocs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, block);
  MlirValue operands[] = {nnbIndex(b, 0), n->sizes[depth], nnbIndex(b, 1),
                          output};
  MlirOperationState state = mlirOperationStateGet(nnStr("scf.for"), b->loc);
  mlirOperationStateAddOperands(&state, 4, operands);
  mlirOperationStateAddResults(&state, 1, &tensor);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation loop = nnBuild(b, &state);
  if (mlirOperationIsNull(loop))
    return output;
  NnBuilder inner = {b->ctx, b->loc, block, (MlirOperation){NULL}, b->sizes};
  n->ivs[depth] = mlirBlockGetArgument(block, 0);
  MlirValue next =
      buildLoop(&inner, n, depth + 1, mlirBlockGetArgument(block, 1));
  MlirOperationState yield = mlirOperationStateGet(nnStr("scf.yield"), b->loc);
  mlirOperationStateAddOperands(&yield, 1, &next);
  nnBuild(&inner, &yield);
  return mlirOperationGetResult(loop, 0);
}

// A new tensor holding the elements of `source`: linalg.copy into a
// tensor.empty, which bufferizes to a buffer of its own (and, for a
// function's result, to the caller's out-parameter itself).
static MlirValue copyOf(NnBuilder *b, MlirValue source) {
  MlirType type = mlirValueGetType(source);
  MlirValue operands[] = {source, nnbEmpty(b, type)};
  int32_t sizes[] = {1, 1};
  MlirNamedAttribute segments = mlirNamedAttributeGet(
      mlirIdentifierGet(b->ctx, nnStr("operandSegmentSizes")),
      mlirDenseI32ArrayGet(b->ctx, 2, sizes));
  MlirOperationState state =
      mlirOperationStateGet(nnStr("linalg.copy"), b->loc);
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  mlirOperationStateAddAttributes(&state, 1, &segments);
  MlirRegion region = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation op = nnBuild(b, &state);
  if (mlirOperationIsNull(op))
    return source;
  mlirLinalgFillBuiltinNamedOpRegion(op);
  return mlirOperationGetResult(op, 0);
}

// The loop nest over `space`'s shape, starting from a copy of `data`.
static MlirValue loopNest(NnBuilder *b, MlirValue space, MlirValue data,
                          LoopBodyFn body, void *userData) {
  MlirValue sizes[NN_MAX_RANK + 1];
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(space));
  for (intptr_t d = 0; d < rank; ++d)
    sizes[d] = nnbDim(b, space, d);
  Nest n = {rank, sizes, body, userData, {{NULL}}};
  return buildLoop(b, &n, 0, copyOf(b, data));
}

// tensor.insert of `scalar` into `dest` at `indices`.
static MlirValue insert(NnBuilder *b, MlirValue scalar, MlirValue dest,
                        intptr_t rank, const MlirValue *indices) {
  MlirValue operands[NN_MAX_RANK + 2];
  operands[0] = scalar;
  operands[1] = dest;
  memcpy(operands + 2, indices, (size_t)rank * sizeof(MlirValue));
  MlirType type = mlirValueGetType(dest);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.insert"), b->loc);
  mlirOperationStateAddOperands(&state, rank + 2, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirOperation op = nnBuild(b, &state);
  return mlirOperationIsNull(op) ? dest : mlirOperationGetResult(op, 0);
}

typedef struct {
  MlirValue indices, updates;
  const char *reduction; // nnbArith's name, or NULL for "none"
  intptr_t rank;         // of the output
  intptr_t axis;         // scatter_elements
  intptr_t tuple;        // scatter_nd: k
  intptr_t indicesRank;  // scatter_nd
} Scatter;

// Writes `update` at `at` in `output` under the reduction.
static MlirValue store(NnBuilder *b, const Scatter *s, MlirValue output,
                       const MlirValue *at, MlirValue update) {
  if (s->reduction)
    update =
        nnbArith(b, s->reduction, nnbExtract(b, output, s->rank, at), update);
  return insert(b, update, output, s->rank, at);
}

static MlirValue elementsBody(NnBuilder *b, const MlirValue *ivs,
                              MlirValue output, void *userData) {
  const Scatter *s = userData;
  MlirValue at[NN_MAX_RANK + 1];
  for (intptr_t d = 0; d < s->rank; ++d)
    at[d] = ivs[d];
  // In range already (IndexOperands.h).
  at[s->axis] =
      nnbConvert(b, "arith.index_cast", nnbExtract(b, s->indices, s->rank, ivs),
                 mlirIndexTypeGet(b->ctx));
  return store(b, s, output, at, nnbExtract(b, s->updates, s->rank, ivs));
}

// What nnbArith calls the reduction; NULL for "none".
static const char *combiner(NnLowering *l) {
  static const char *const names[] = {"add", "mul", "max", "min"};
  for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); ++i)
    if (nnLoweringAttrIs(l, "reduction", names[i]))
      return names[i];
  return NULL;
}

MlirLogicalResult nnLowerScatterElements(NnLowering *l) {
  MlirType updates = nnLoweringGetOperandType(l, 2);
  intptr_t rank = mlirShapedTypeGetRank(updates);
  int64_t axis = nnLoweringGetInt(l, "axis");
  if (axis < 0)
    axis += rank;
  Scatter s = {nnLoweringGetOperand(l, 1),
               nnLoweringGetOperand(l, 2),
               combiner(l),
               rank,
               axis,
               0,
               0};
  l->results[0] = loopNest(&l->b, nnLoweringGetOperand(l, 2),
                           nnLoweringGetOperand(l, 0), elementsBody, &s);
  return mlirLogicalResultSuccess();
}

static MlirValue tupleBody(NnBuilder *b, const MlirValue *ivs, MlirValue output,
                           void *userData) {
  const Scatter *s = userData;
  intptr_t lead = s->indicesRank - 1;
  MlirValue where[NN_MAX_RANK + 1], at[NN_MAX_RANK + 1];
  for (intptr_t d = 0; d < lead; ++d)
    where[d] = ivs[d];
  for (intptr_t j = 0; j < s->tuple; ++j) {
    where[lead] = nnbIndex(b, j);
    MlirValue p = nnbExtract(b, s->indices, s->indicesRank, where);
    at[j] = nnbConvert(b, "arith.index_cast", p, mlirIndexTypeGet(b->ctx));
  }
  for (intptr_t d = s->tuple; d < s->rank; ++d)
    at[d] = ivs[lead + d - s->tuple];
  intptr_t updatesRank = lead + s->rank - s->tuple;
  return store(b, s, output, at, nnbExtract(b, s->updates, updatesRank, ivs));
}

MlirLogicalResult nnLowerScatterNd(NnLowering *l) {
  MlirType dataType = nnLoweringGetOperandType(l, 0);
  MlirType indicesType = nnLoweringGetOperandType(l, 1);
  intptr_t rank = mlirShapedTypeGetRank(dataType);
  intptr_t indicesRank = mlirShapedTypeGetRank(indicesType);
  Scatter s = {nnLoweringGetOperand(l, 1),
               nnLoweringGetOperand(l, 2),
               combiner(l),
               rank,
               0,
               mlirShapedTypeGetDimSize(indicesType, indicesRank - 1),
               indicesRank};
  l->results[0] = loopNest(&l->b, nnLoweringGetOperand(l, 2),
                           nnLoweringGetOperand(l, 0), tupleBody, &s);
  return mlirLogicalResultSuccess();
}
