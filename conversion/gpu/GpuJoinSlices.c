//===- GpuJoinSlices.c - The slices of one split in one kernel ------------===//
//
// nn.split lowers to one tensor.extract_slice per result. A slice that a
// kernel of the same function reads stays a view (no kernel); one passed to
// a call (a fused group's function, whose arguments are contiguous; a call
// with dynamic results is inlined first, and then its body decides),
// reshaped or returned is copied, on the GPU a kernel per slice: a split
// into q, k and v for three groups is three launches reading one tensor.
// Consecutive slices of one source with static offsets and strides and the same
// sizes (static, or the same values) that are copied (an even split, or any
// slices that happen to be alike) become one linalg.generic
// with one output per slice, each element read from the source at its
// offset plus the index times the stride: one kernel writes every part.
//
// Called by nn-gpu-gather-groups on every function (GpuGatherGroups.c),
// before the lone concats and pads there become generics. One walk over
// the function's top-level ops.
//
//===----------------------------------------------------------------------===//

#include "conversion/common/Buffers.h"
#include "conversion/common/LinalgBuilder.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"

#include <stdlib.h>

enum {
  kMaxRank = 16,     // of the slices joined
  kMaxCallDepth = 4, // calls looked into for what they do with a slice
};

static bool valueCopied(MlirValue value, MlirSymbolTable symbols, int depth);

// Whether a call of `callee` becomes its body before bufferization (its
// results have dynamic sizes: nn-inline-dynamic-calls), so that what counts
// is what the body does with the argument.
static bool inlined(MlirOperation callee) {
  MlirType type = mlirTypeAttrGetValue(
      mlirOperationGetAttributeByName(callee, nnStr("function_type")));
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumResults(type); ++i) {
    MlirType result = mlirFunctionTypeGetResult(type, i);
    if (mlirTypeIsAShaped(result) && mlirShapedTypeHasRank(result) &&
        !mlirShapedTypeHasStaticShape(result))
      return true;
  }
  return false;
}

// Whether the operand `use` of a call copies its value: a call that stays
// takes contiguous buffers; one that is inlined copies it when its body
// does.
static bool callCopies(MlirOpOperand use, MlirSymbolTable symbols, int depth) {
  MlirAttribute name = mlirOperationGetAttributeByName(
      mlirOpOperandGetOwner(use), nnStr("callee"));
  MlirOperation callee =
      mlirAttributeIsNull(name)
          ? (MlirOperation){NULL}
          : mlirSymbolTableLookup(symbols, mlirFlatSymbolRefAttrGetValue(name));
  if (mlirOperationIsNull(callee) || !inlined(callee))
    return true;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(callee, 0));
  unsigned index = mlirOpOperandGetOperandNumber(use);
  if (mlirBlockIsNull(body) || depth >= kMaxCallDepth ||
      (intptr_t)index >= mlirBlockGetNumArguments(body))
    return true;
  return valueCopied(mlirBlockGetArgument(body, index), symbols, depth + 1);
}

// Whether bufferization will copy `value`, a view of a slice: a return, a
// call that stays or a reshape (of a strided view) takes it.
static bool valueCopied(MlirValue value, MlirSymbolTable symbols, int depth) {
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (nnOpIs(user, "func.return") || nnOpIs(user, "tensor.reshape") ||
        nnOpIs(user, "tensor.collapse_shape") ||
        (nnOpIs(user, "func.call") && callCopies(use, symbols, depth)))
      return true;
  }
  return false;
}

// The static offsets and strides of a slice that is not rank-reducing (its
// sizes may be dynamic: its operands after the source, one per dynamic dim
// of its result).
static bool staticSlice(MlirOperation op, int64_t *offsets, int64_t *strides) {
  if (!nnOpIs(op, "tensor.extract_slice"))
    return false;
  MlirType source = mlirValueGetType(mlirOperationGetOperand(op, 0));
  MlirType result = mlirValueGetType(mlirOperationGetResult(op, 0));
  intptr_t rank = mlirShapedTypeGetRank(source);
  if (rank > kMaxRank || mlirShapedTypeGetRank(result) != rank ||
      mlirOperationGetNumOperands(op) != 1 + nnNumDynamicDims(result))
    return false;
  const char *names[2] = {"static_offsets", "static_strides"};
  int64_t *values[2] = {offsets, strides};
  for (int a = 0; a < 2; ++a) {
    MlirAttribute array = mlirOperationGetAttributeByName(op, nnStr(names[a]));
    if (mlirAttributeIsNull(array) || !mlirAttributeIsADenseI64Array(array) ||
        mlirDenseArrayGetNumElements(array) != rank)
      return false;
    for (intptr_t d = 0; d < rank; ++d) {
      values[a][d] = mlirDenseI64ArrayGetElement(array, d);
      if (mlirShapedTypeIsDynamicStrideOrOffset(values[a][d]))
        return false;
    }
  }
  return true;
}

typedef struct {
  MlirValue source;
  intptr_t rank, count;
  const int64_t (*offsets)[kMaxRank], (*strides)[kMaxRank];
} Slices;

// Output i's element at index I: the source's at offset_i + I * stride_i,
// read with tensor.extract (an input with the map I + offset would make
// linalg take the loop bounds from the source: the first slice's map is
// the identity).
static void body(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                 void *userData) {
  (void)args;
  const Slices *s = userData;
  MlirValue index[kMaxRank], at[kMaxRank];
  for (intptr_t d = 0; d < s->rank; ++d)
    index[d] = nnbLoopIndex(b, d);
  for (intptr_t i = 0; i < s->count; ++i) {
    for (intptr_t d = 0; d < s->rank; ++d) {
      at[d] = index[d];
      if (s->strides[i][d] != 1)
        at[d] = nnbOp2(b, "arith.muli", at[d], nnbIndex(b, s->strides[i][d]));
      if (s->offsets[i][d] != 0)
        at[d] = nnbOp2(b, "arith.addi", at[d], nnbIndex(b, s->offsets[i][d]));
    }
    yields[i] = nnbExtract(b, s->source, s->rank, at);
  }
}

// A tensor.empty of `type` sized by `slice`'s dynamic sizes.
static MlirValue empty(NnBuilder *b, MlirOperation slice, MlirType type) {
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.empty"), b->loc);
  intptr_t n = mlirOperationGetNumOperands(slice) - 1;
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue size = mlirOperationGetOperand(slice, 1 + i);
    mlirOperationStateAddOperands(&state, 1, &size);
  }
  mlirOperationStateAddResults(&state, 1, &type);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

// Whether slices `a` and `b` have the same sizes: one type, and the same
// values for its dynamic dims.
static bool sameSizes(MlirOperation a, MlirOperation b) {
  if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(a, 0)),
                     mlirValueGetType(mlirOperationGetResult(b, 0))))
    return false;
  for (intptr_t i = 1; i < mlirOperationGetNumOperands(a); ++i)
    if (!mlirValueEqual(mlirOperationGetOperand(a, i),
                        mlirOperationGetOperand(b, i)))
      return false;
  return true;
}

// The slices `slices` (of one source, one result type and sizes) as one
// generic before the first.
static void join(const NnOpList *slices) {
  MlirOperation first = slices->ops[0];
  MlirType type = mlirValueGetType(mlirOperationGetResult(first, 0));
  intptr_t rank = mlirShapedTypeGetRank(type);
  intptr_t count = (intptr_t)slices->count;
  NnBuilder b = nnBuilderBefore(first);
  MlirValue *inits = nnAllocArray((size_t)count, sizeof(MlirValue));
  MlirAffineMap *maps = nnAllocArray((size_t)count, sizeof(MlirAffineMap));
  int64_t(*offsets)[kMaxRank] =
      nnAllocArray((size_t)count, sizeof(int64_t[kMaxRank]));
  int64_t(*strides)[kMaxRank] =
      nnAllocArray((size_t)count, sizeof(int64_t[kMaxRank]));
  if (inits && maps && offsets && strides) {
    for (intptr_t i = 0; i < count; ++i) {
      staticSlice(slices->ops[i], offsets[i], strides[i]); // checked
      inits[i] = empty(&b, first, type);
      maps[i] = nnbIdentityMap(b.ctx, rank);
    }
    Slices data = {mlirOperationGetOperand(first, 0), rank, count,
                   (const int64_t(*)[kMaxRank])offsets,
                   (const int64_t(*)[kMaxRank])strides};
    NnGeneric generic = {.numOutputs = count,
                         .outputs = inits,
                         .maps = maps,
                         .numLoops = rank,
                         .body = body,
                         .userData = &data};
    MlirValue result = nnbGeneric(&b, &generic, 0);
    if (mlirValueIsAOpResult(result) &&
        nnOpIs(mlirOpResultGetOwner(result), "linalg.generic")) {
      MlirOperation joined = mlirOpResultGetOwner(result);
      for (intptr_t i = 0; i < count; ++i) {
        mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(slices->ops[i], 0),
                                      mlirOperationGetResult(joined, i));
        mlirOperationDestroy(slices->ops[i]);
      }
    }
  } // else out of memory: the slices stay copies (correct, slower)
  free(inits);
  free(maps);
  free(offsets);
  free(strides);
}

void nnGpuJoinSlices(MlirBlock block, MlirSymbolTable symbols) {
  NnOpList run = {0};
  MlirOperation op = mlirBlockGetFirstOperation(block);
  while (!mlirOperationIsNull(op)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    int64_t offsets[kMaxRank], strides[kMaxRank];
    bool slice = staticSlice(op, offsets, strides) &&
                 valueCopied(mlirOperationGetResult(op, 0), symbols, 0);
    // A slice joins the run when it reads the run's source into the run's
    // sizes; anything else ends the run.
    bool joins = slice && run.count > 0 &&
                 mlirValueEqual(mlirOperationGetOperand(op, 0),
                                mlirOperationGetOperand(run.ops[0], 0)) &&
                 sameSizes(op, run.ops[0]);
    if (!joins) {
      if (run.count > 1)
        join(&run);
      run.count = 0;
    }
    if (slice && !nnOpListPush(&run, op))
      break; // out of memory: the rest stay copies (correct, slower)
    op = next;
  }
  if (run.count > 1 && !run.failed)
    join(&run);
  nnOpListFree(&run);
}
