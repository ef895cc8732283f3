//===- GpuJoinSlices.c - The slices of one split in one kernel ------------===//
//
// nn.split lowers to one tensor.extract_slice per result. A slice that a
// kernel of the same function reads stays a view (no kernel); one passed to
// a call (a fused group's function, whose arguments are contiguous) or
// returned is copied, on the GPU a kernel per slice: a split into q, k and v
// for three groups is three launches reading one tensor. Consecutive static
// slices of one source with the same result type that are copied (an even
// split, or any slices that happen to be alike) become one linalg.generic
// with one output per slice, each element read from the source at its
// offset plus the index times the stride: one kernel writes every part.
//
// Called by nn-gpu-gather-groups on every function (GpuGatherGroups.c),
// before the lone concats and pads there become generics. One walk over
// the function's top-level ops.
//
//===----------------------------------------------------------------------===//

#include "conversion/common/LinalgBuilder.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"

#include <stdlib.h>

enum { kMaxRank = 16 };

// Whether bufferization will copy `slice`'s result: a call or a return
// takes it (contiguous buffers by the calling convention).
static bool copied(MlirOperation slice) {
  for (MlirOpOperand use =
           mlirValueGetFirstUse(mlirOperationGetResult(slice, 0));
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (nnOpIs(user, "func.call") || nnOpIs(user, "func.return"))
      return true;
  }
  return false;
}

// The static offsets and strides of a slice that is not rank-reducing.
static bool staticSlice(MlirOperation op, int64_t *offsets, int64_t *strides) {
  if (!nnOpIs(op, "tensor.extract_slice") ||
      mlirOperationGetNumOperands(op) != 1)
    return false;
  MlirType source = mlirValueGetType(mlirOperationGetOperand(op, 0));
  MlirType result = mlirValueGetType(mlirOperationGetResult(op, 0));
  intptr_t rank = mlirShapedTypeGetRank(source);
  if (rank > kMaxRank || mlirShapedTypeGetRank(result) != rank ||
      !mlirShapedTypeHasStaticShape(result))
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

// The slices `slices` (of one source, one result type) as one generic
// before the first.
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
      inits[i] = nnbEmpty(&b, type);
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

void nnGpuJoinSlices(MlirBlock block) {
  NnOpList run = {0};
  MlirOperation op = mlirBlockGetFirstOperation(block);
  while (!mlirOperationIsNull(op)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    int64_t offsets[kMaxRank], strides[kMaxRank];
    bool slice = staticSlice(op, offsets, strides) && copied(op);
    // A slice joins the run when it reads the run's source into the run's
    // type; anything else ends the run.
    bool joins =
        slice && run.count > 0 &&
        mlirValueEqual(mlirOperationGetOperand(op, 0),
                       mlirOperationGetOperand(run.ops[0], 0)) &&
        mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(op, 0)),
                      mlirValueGetType(mlirOperationGetResult(run.ops[0], 0)));
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
