//===- GpuGatherGroups.c - One kernel per injective group on the GPU ------===//
//
// --nn-gpu-gather-groups: on the CUDA path every linalg op left in a
// function is a kernel launch. A fused group of elementwise, broadcast and
// injective ops (concat, slice, pad, transpose, reshape, gather) is still
// several linalg and tensor ops after elementwise fusion, so several
// launches, with the intermediates written to and read back from device
// memory. This pass rewrites such an nn.fused function into one
// linalg.generic over its result that computes each element from the
// function's arguments (a "gather form"):
//
//   - the element of a function argument or constant at index I is a
//     tensor.extract (a splat constant its value);
//   - of an all-parallel linalg.generic, its body cloned with each input the
//     element at the input's map of I (a linalg.index the index itself);
//     a tensor.extract in the body of a tensor the function computes is the
//     element of that tensor, so a gather reads its data through its
//     producers;
//   - of tensor.concat, a choice on I along the concat dim (scf.if: only
//     the chosen operand is read);
//   - of tensor.extract_slice, the element at offset + I * stride;
//   - of tensor.pad, a bounds check choosing the element or the pad value;
//   - of linalg.transpose, the element at the permuted index;
//   - of a reshape (tensor.reshape, expand_shape, collapse_shape), the
//     element at I linearized in the result and split in the input;
//   - of linalg.fill, the fill value.
//
// A value read at one index more than once in one block is computed once
// (the emitted code is memoized per block); a value read at several indices
// is recomputed at each, as TVM's injective fusion does: elementwise work is
// cheap next to a round trip through device memory.
//
// A concat or pad left alone in any other function (a copy per operand, or
// a fill and a copy) is written the same way with only itself computed:
// one kernel reading its operands as they are.
//
// All or nothing: the function's result must be one static tensor, and
// every op on the way must be one of the above; else (a reduction, a
// contraction, dynamic sizes, a rank-reducing slice) the function stays as
// it was. Functions that already are one linalg op are left alone. The
// CUDA pipeline runs it after elementwise fusion; on the CPU, where a kernel
// is no launch and gathers do not vectorize, it is not used.
//
// Cost: one walk per function, and per element op emitted a constant
// amount of work; emission stops at kMaxOps ops per function.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/common/LinalgBuilder.h"
#include "conversion/gpu/GpuKernels.h"
#include "conversion/linalg/AxisLoops.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/Tensor.h"
#include "nn-c/Dialect.h"
#include "nn-c/OpDef.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/PointerMap.h"

#include <stdlib.h>
#include <string.h>

enum {
  kMaxRank = 16,   // of the tensors rewritten (a limit of the pass, checked)
  kMaxOps = 20000, // ops emitted per function before giving up
};

// A value already emitted at an index in a block; the memos of one value
// are chained (`previous`), the last one found by the value.
typedef struct {
  MlirBlock block;
  MlirValue index[kMaxRank];
  MlirValue element;
  intptr_t previous; // the value's memo before this one, or -1
} Memo;

typedef struct {
  MlirBlock body;     // the function's body: values defined here are computed
  MlirOperation only; // when set, the one op computed (a lone concat or pad)
  Memo *memo;
  size_t numMemo, capacity;
  NnPointerMap lastMemo; // value -> its last memo
  int64_t emitted;
  bool failed;
} Gather;

static MlirValue element(Gather *g, NnBuilder *b, MlirValue value,
                         const MlirValue *index);

static MlirAttribute attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, nnStr(name));
}

static intptr_t rankOf(MlirValue value) {
  return mlirShapedTypeGetRank(mlirValueGetType(value));
}

static bool staticTensor(MlirValue value) {
  MlirType type = mlirValueGetType(value);
  return mlirTypeIsARankedTensor(type) && mlirShapedTypeHasStaticShape(type) &&
         mlirShapedTypeGetRank(type) <= kMaxRank;
}

static int64_t dimOf(MlirValue value, intptr_t d) {
  return mlirShapedTypeGetDimSize(mlirValueGetType(value), d);
}

static MlirValue fail(Gather *g) {
  g->failed = true;
  return (MlirValue){NULL};
}

// Whether `value` is computed by the group: an op of the function's body
// (not an argument, not defined outside), or the one op rewritten.
static bool computed(Gather *g, MlirValue value) {
  if (!mlirValueIsAOpResult(value))
    return false;
  MlirOperation owner = mlirOpResultGetOwner(value);
  return mlirOperationIsNull(g->only)
             ? mlirBlockEqual(mlirOperationGetBlock(owner), g->body)
             : mlirOperationEqual(owner, g->only);
}

static MlirValue lookup(Gather *g, NnBuilder *b, MlirValue value,
                        const MlirValue *index) {
  intptr_t i;
  if (!nnPointerMapGet(&g->lastMemo, value.ptr, &i))
    return (MlirValue){NULL};
  for (; i >= 0; i = g->memo[i].previous) {
    const Memo *m = &g->memo[i];
    bool same = mlirBlockEqual(m->block, b->block);
    for (intptr_t d = 0; d < rankOf(value) && same; ++d)
      same = mlirValueEqual(m->index[d], index[d]);
    if (same)
      return m->element;
  }
  return (MlirValue){NULL};
}

static void remember(Gather *g, NnBuilder *b, MlirValue value,
                     const MlirValue *index, MlirValue result) {
  Memo *memo =
      nnGrowForOneMore(g->memo, &g->capacity, g->numMemo, sizeof(Memo));
  if (!memo) {
    g->failed = true;
    return;
  }
  g->memo = memo;
  intptr_t previous;
  if (!nnPointerMapGet(&g->lastMemo, value.ptr, &previous))
    previous = -1;
  Memo *m = &g->memo[g->numMemo];
  m->block = b->block;
  memcpy(m->index, index, (size_t)rankOf(value) * sizeof(MlirValue));
  m->element = result;
  m->previous = previous;
  if (!nnPointerMapSet(&g->lastMemo, value.ptr, (intptr_t)g->numMemo))
    g->failed = true;
  ++g->numMemo;
}

/* Index arithmetic. */

static MlirValue add(NnBuilder *b, MlirValue x, int64_t c) {
  return c ? nnbOp2(b, "arith.addi", x, nnbIndex(b, c)) : x;
}

// The row-major linear position of `index` in `value`'s shape.
static MlirValue linearize(NnBuilder *b, MlirValue value,
                           const MlirValue *index) {
  intptr_t rank = rankOf(value);
  if (rank == 0)
    return nnbIndex(b, 0);
  MlirValue linear = index[0];
  for (intptr_t d = 1; d < rank; ++d)
    linear =
        nnbOp2(b, "arith.addi",
               nnbOp2(b, "arith.muli", linear, nnbIndex(b, dimOf(value, d))),
               index[d]);
  return linear;
}

// The index of the row-major `linear` position in `value`'s shape.
static void delinearize(NnBuilder *b, MlirValue value, MlirValue linear,
                        MlirValue *index) {
  for (intptr_t d = rankOf(value) - 1; d > 0; --d) {
    MlirValue size = nnbIndex(b, dimOf(value, d));
    index[d] = nnbOp2(b, "arith.remui", linear, size);
    linear = nnbOp2(b, "arith.divui", linear, size);
  }
  if (rankOf(value) > 0)
    index[0] = linear;
}

/* Elements of each kind of producer. */

static MlirValue ofConstant(Gather *g, NnBuilder *b, MlirOperation op,
                            MlirValue value, const MlirValue *index) {
  MlirAttribute dense = attr(op, "value");
  if (mlirAttributeIsADenseElements(dense) &&
      mlirDenseElementsAttrIsSplat(dense)) {
    MlirAttribute splat = mlirDenseElementsAttrGetSplatValue(dense);
    MlirOperationState state =
        mlirOperationStateGet(nnStr("arith.constant"), b->loc);
    MlirType type = mlirAttributeGetType(splat);
    MlirNamedAttribute named =
        mlirNamedAttributeGet(mlirIdentifierGet(b->ctx, nnStr("value")), splat);
    mlirOperationStateAddAttributes(&state, 1, &named);
    mlirOperationStateAddResults(&state, 1, &type);
    MlirOperation constant = nnBuild(b, &state);
    return mlirOperationIsNull(constant) ? fail(g)
                                         : mlirOperationGetResult(constant, 0);
  }
  return nnbExtract(b, value, rankOf(value), index);
}

// Values of a body being cloned: original -> its element (a pointer map
// of MlirValue.ptr).
static MlirValue mapped(const NnPointerMap *map, MlirValue value) {
  intptr_t to;
  return nnPointerMapGet(map, value.ptr, &to) ? (MlirValue){(void *)to} : value;
}

// Walk callback: the operands of `op` that the map (`userData`) names
// become their elements.
static MlirWalkResult remapOperands(MlirOperation op, void *userData) {
  const NnPointerMap *map = userData;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirValue operand = mlirOperationGetOperand(op, i);
    MlirValue to = mapped(map, operand);
    if (!mlirValueEqual(to, operand))
      mlirOperationSetOperand(op, i, to);
  }
  return MlirWalkResultAdvance;
}

// The ops nested in a cloned body op that must become something else:
// linalg.index (the loop's index) and tensor.extract of a tensor the
// function computes (that tensor's element). Collected first, rewritten
// after the walk.
typedef struct {
  MlirOperation *ops;
  size_t count, capacity;
  Gather *g;
  bool failed;
} Rewrites;

static bool needsRewrite(Gather *g, MlirOperation op) {
  return nnOpIs(op, "linalg.index") ||
         (nnOpIs(op, "tensor.extract") &&
          computed(g, mlirOperationGetOperand(op, 0)));
}

static MlirWalkResult collectRewrites(MlirOperation op, void *userData) {
  Rewrites *r = userData;
  if (!needsRewrite(r->g, op))
    return MlirWalkResultAdvance;
  MlirOperation *ops =
      nnGrowForOneMore(r->ops, &r->capacity, r->count, sizeof(MlirOperation));
  if (!ops) {
    r->failed = true;
    return MlirWalkResultInterrupt;
  }
  r->ops = ops;
  r->ops[r->count++] = op;
  return MlirWalkResultAdvance;
}

// What linalg.index or a tensor.extract of a computed tensor (`op`, whose
// operands are already remapped) stands for, built with `b`.
static MlirValue rewritten(Gather *g, NnBuilder *b, MlirOperation op,
                           const MlirValue *index, intptr_t numLoops) {
  if (nnOpIs(op, "linalg.index")) {
    int64_t d = mlirIntegerAttrGetValueInt(attr(op, "dim"));
    return d >= 0 && d < numLoops ? index[d] : fail(g);
  }
  MlirValue source = mlirOperationGetOperand(op, 0);
  intptr_t rank = rankOf(source);
  if (rank > kMaxRank || mlirOperationGetNumOperands(op) != rank + 1)
    return fail(g);
  MlirValue at[kMaxRank];
  for (intptr_t d = 0; d < rank; ++d)
    at[d] = mlirOperationGetOperand(op, d + 1);
  return element(g, b, source, at);
}

// The element of an all-parallel linalg.generic with one result at `index`:
// its body, cloned after the inputs' elements.
static MlirValue ofGeneric(Gather *g, NnBuilder *b, MlirOperation op,
                           const MlirValue *index) {
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(op);
  MlirAttribute iterators = attr(op, "iterator_types");
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  if (mlirOperationGetNumResults(op) != 1 || mlirAttributeIsNull(maps) ||
      mlirArrayAttrGetNumElements(maps) != numOperands ||
      mlirAttributeIsNull(iterators))
    return fail(g);
  MlirAttribute parallel =
      mlirAttributeParseGet(b->ctx, nnStr("#linalg.iterator_type<parallel>"));
  intptr_t numLoops = mlirArrayAttrGetNumElements(iterators);
  for (intptr_t d = 0; d < numLoops; ++d)
    if (!mlirAttributeEqual(mlirArrayAttrGetElement(iterators, d), parallel))
      return fail(g);
  MlirAffineMap out =
      mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, numOperands - 1));
  if (!mlirAffineMapIsIdentity(out) || numLoops > kMaxRank)
    return fail(g);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  NnPointerMap map = {0};
  // The inputs' elements (and the output's, when the body reads its init).
  for (intptr_t i = 0; i < numOperands && !g->failed; ++i) {
    MlirValue arg = mlirBlockGetArgument(body, i);
    if (mlirOpOperandIsNull(mlirValueGetFirstUse(arg)))
      continue;
    MlirAffineMap operandMap =
        mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    intptr_t rank = mlirAffineMapGetNumResults(operandMap);
    if (rank > kMaxRank) {
      fail(g);
      break;
    }
    MlirValue at[kMaxRank];
    for (intptr_t r = 0; r < rank; ++r)
      at[r] = nnbAffineValue(b, mlirAffineMapGetResult(operandMap, r), index);
    MlirValue value = element(g, b, mlirOperationGetOperand(op, i), at);
    if (!g->failed && !nnPointerMapSet(&map, arg.ptr, (intptr_t)value.ptr))
      fail(g);
  }
  // The body's ops in order: each cloned with its operands remapped, and
  // the linalg.index and extracts of computed tensors in it rewritten.
  MlirValue yielded = {NULL};
  for (MlirOperation inner = mlirBlockGetFirstOperation(body);
       !g->failed && !mlirOperationIsNull(inner);
       inner = mlirOperationGetNextInBlock(inner)) {
    if (nnOpIs(inner, "linalg.yield")) {
      if (mlirOperationGetNumOperands(inner) == 1)
        yielded = mapped(&map, mlirOperationGetOperand(inner, 0));
      break;
    }
    if (++g->emitted > kMaxOps) {
      fail(g);
      break;
    }
    MlirOperation clone = mlirOperationClone(inner);
    if (b->before.ptr)
      mlirBlockInsertOwnedOperationBefore(b->block, b->before, clone);
    else
      mlirBlockAppendOwnedOperation(b->block, clone);
    mlirOperationWalk(clone, remapOperands, &map, MlirWalkPreOrder);
    if (needsRewrite(g, clone)) {
      NnBuilder at = nnBuilderBefore(clone);
      MlirValue value = rewritten(g, &at, clone, index, numLoops);
      mlirOperationDestroy(clone);
      if (!g->failed &&
          !nnPointerMapSet(&map, mlirOperationGetResult(inner, 0).ptr,
                           (intptr_t)value.ptr))
        fail(g);
      continue;
    }
    Rewrites nested = {.g = g};
    mlirOperationWalk(clone, collectRewrites, &nested, MlirWalkPostOrder);
    if (nested.failed)
      fail(g);
    for (size_t k = 0; k < nested.count && !g->failed; ++k) {
      NnBuilder at = nnBuilderBefore(nested.ops[k]);
      MlirValue value = rewritten(g, &at, nested.ops[k], index, numLoops);
      if (g->failed)
        break;
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(nested.ops[k], 0),
                                    value);
      mlirOperationDestroy(nested.ops[k]);
    }
    free(nested.ops);
    for (intptr_t r = 0; !g->failed && r < mlirOperationGetNumResults(inner);
         ++r)
      if (!nnPointerMapSet(&map, mlirOperationGetResult(inner, r).ptr,
                           (intptr_t)mlirOperationGetResult(clone, r).ptr))
        fail(g);
  }
  nnPointerMapFree(&map);
  if (g->failed || mlirValueIsNull(yielded))
    return fail(g);
  return yielded;
}

// The registry's attribute naming the dim along which `op` joins its
// operands (tensor.concat's), or NULL when it does not.
static const char *joinAxis(MlirOperation op) {
  const NnOpDef *def = nnLookupOp(mlirIdentifierStr(mlirOperationGetName(op)));
  return def ? def->joinsAlong : NULL;
}

// A join (tensor.concat): the operand holding index[dim], chosen by scf.if
// on the index along the joined dim (only the chosen operand is read).
static MlirValue ofJoin(Gather *g, NnBuilder *b, MlirOperation op,
                        intptr_t first, int64_t offset,
                        const MlirValue *index) {
  MlirAttribute dimAttr = attr(op, joinAxis(op));
  if (mlirAttributeIsNull(dimAttr) || !mlirAttributeIsAInteger(dimAttr))
    return fail(g);
  int64_t dim = mlirIntegerAttrGetValueInt(dimAttr);
  intptr_t count = mlirOperationGetNumOperands(op);
  MlirValue operand = mlirOperationGetOperand(op, first);
  intptr_t rank = rankOf(operand);
  if (dim < 0 || dim >= rank || !staticTensor(operand))
    return fail(g);
  MlirValue at[kMaxRank];
  memcpy(at, index, (size_t)rank * sizeof(MlirValue));
  at[dim] = add(b, index[dim], -offset);
  if (first == count - 1)
    return element(g, b, operand, at);
  int64_t end = offset + dimOf(operand, dim);
  MlirValue inside = nnbCmpi(b, 6 /* ult */, index[dim], nnbIndex(b, end));
  NnIf branch;
  nnbBeginIf(b, &branch);
  MlirValue chosen = element(g, &branch.then, operand, at);
  MlirValue rest =
      g->failed ? chosen
                : ofJoin(g, &branch.otherwise, op, first + 1, end, index);
  if (g->failed)
    return (MlirValue){NULL};
  MlirValue result;
  nnbEndIf(b, &branch, inside, 1, &chosen, &rest, &result);
  return result;
}

static bool staticArray(MlirOperation op, const char *name, intptr_t rank,
                        int64_t *out) {
  MlirAttribute array = attr(op, name);
  if (mlirAttributeIsNull(array) || !mlirAttributeIsADenseI64Array(array) ||
      mlirDenseArrayGetNumElements(array) != rank)
    return false;
  for (intptr_t d = 0; d < rank; ++d) {
    out[d] = mlirDenseI64ArrayGetElement(array, d);
    if (mlirShapedTypeIsDynamicSize(out[d]) ||
        mlirShapedTypeIsDynamicStrideOrOffset(out[d]))
      return false;
  }
  return true;
}

// tensor.extract_slice (static, not rank-reducing): the source's element
// at offset + index * stride.
static MlirValue ofSlice(Gather *g, NnBuilder *b, MlirOperation op,
                         MlirValue value, const MlirValue *index) {
  MlirValue source = mlirOperationGetOperand(op, 0);
  intptr_t rank = rankOf(source);
  int64_t offsets[kMaxRank], strides[kMaxRank];
  if (rank != rankOf(value) || mlirOperationGetNumOperands(op) != 1 ||
      !staticArray(op, "static_offsets", rank, offsets) ||
      !staticArray(op, "static_strides", rank, strides))
    return fail(g);
  MlirValue at[kMaxRank];
  for (intptr_t d = 0; d < rank; ++d) {
    MlirValue scaled = strides[d] == 1 ? index[d]
                                       : nnbOp2(b, "arith.muli", index[d],
                                                nnbIndex(b, strides[d]));
    at[d] = add(b, scaled, offsets[d]);
  }
  return element(g, b, source, at);
}

// tensor.pad (static, a pad value from outside its region): the source's
// element where the index falls inside it, else the pad value.
static MlirValue ofPad(Gather *g, NnBuilder *b, MlirOperation op,
                       const MlirValue *index) {
  MlirValue source = mlirOperationGetOperand(op, 0);
  intptr_t rank = rankOf(source);
  int64_t low[kMaxRank];
  MlirBlock region = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  MlirOperation yield = mlirBlockGetTerminator(region);
  if (mlirOperationGetNumOperands(op) != 1 || !staticTensor(source) ||
      !staticArray(op, "static_low", rank, low) || mlirOperationIsNull(yield) ||
      mlirOperationGetNumOperands(yield) != 1)
    return fail(g);
  MlirValue padValue = mlirOperationGetOperand(yield, 0);
  if (mlirValueIsAOpResult(padValue) &&
      mlirBlockEqual(mlirOperationGetBlock(mlirOpResultGetOwner(padValue)),
                     region))
    return fail(g); // computed in the region
  if (mlirValueIsABlockArgument(padValue) &&
      mlirBlockEqual(mlirBlockArgumentGetOwner(padValue), region))
    return fail(g);
  MlirValue at[kMaxRank], inside = {NULL};
  for (intptr_t d = 0; d < rank; ++d) {
    at[d] = add(b, index[d], -low[d]);
    // index - low < size, unsigned: below `low` wraps to a huge value.
    MlirValue in =
        nnbCmpi(b, 6 /* ult */, at[d], nnbIndex(b, dimOf(source, d)));
    inside = d ? nnbOp2(b, "arith.andi", inside, in) : in;
  }
  if (rank == 0)
    return element(g, b, source, at);
  NnIf branch;
  nnbBeginIf(b, &branch);
  MlirValue read = element(g, &branch.then, source, at);
  if (g->failed)
    return (MlirValue){NULL};
  MlirValue result;
  nnbEndIf(b, &branch, inside, 1, &read, &padValue, &result);
  return result;
}

// linalg.transpose: result dim d is input dim permutation[d].
static MlirValue ofTranspose(Gather *g, NnBuilder *b, MlirOperation op,
                             const MlirValue *index) {
  MlirValue input = mlirOperationGetOperand(op, 0);
  intptr_t rank = rankOf(input);
  int64_t perm[kMaxRank];
  if (rank > kMaxRank || !staticArray(op, "permutation", rank, perm))
    return fail(g);
  MlirValue at[kMaxRank];
  for (intptr_t d = 0; d < rank; ++d) {
    if (perm[d] < 0 || perm[d] >= rank)
      return fail(g);
    at[perm[d]] = index[d];
  }
  return element(g, b, input, at);
}

// A reshape of static shapes: the index linearized in the result, split in
// the input.
static MlirValue ofReshape(Gather *g, NnBuilder *b, MlirOperation op,
                           MlirValue value, const MlirValue *index) {
  MlirValue input = mlirOperationGetOperand(op, 0);
  if (!staticTensor(input))
    return fail(g);
  MlirValue at[kMaxRank];
  delinearize(b, input, linearize(b, value, index), at);
  return element(g, b, input, at);
}

static MlirValue element(Gather *g, NnBuilder *b, MlirValue value,
                         const MlirValue *index) {
  if (g->failed)
    return (MlirValue){NULL};
  if (!staticTensor(value))
    return fail(g);
  MlirValue known = lookup(g, b, value, index);
  if (!mlirValueIsNull(known))
    return known;
  MlirValue result;
  if (!computed(g, value)) {
    result = nnbExtract(b, value, rankOf(value), index);
  } else {
    MlirOperation op = mlirOpResultGetOwner(value);
    if (nnOpIs(op, "arith.constant"))
      result = ofConstant(g, b, op, value, index);
    else if (nnOpIs(op, "linalg.generic"))
      result = ofGeneric(g, b, op, index);
    else if (joinAxis(op))
      result = ofJoin(g, b, op, 0, 0, index);
    else if (nnOpIs(op, "tensor.extract_slice"))
      result = ofSlice(g, b, op, value, index);
    else if (nnOpIs(op, "tensor.pad"))
      result = ofPad(g, b, op, index);
    else if (nnOpIs(op, "linalg.transpose"))
      result = ofTranspose(g, b, op, index);
    else if (nnOpIs(op, "tensor.reshape") ||
             nnOpIs(op, "tensor.expand_shape") ||
             nnOpIs(op, "tensor.collapse_shape"))
      result = ofReshape(g, b, op, value, index);
    else if (nnOpIs(op, "linalg.fill"))
      result = mlirOperationGetOperand(op, 0);
    else
      result = fail(g);
  }
  if (++g->emitted > kMaxOps)
    return fail(g);
  if (!g->failed)
    remember(g, b, value, index, result);
  return g->failed ? (MlirValue){NULL} : result;
}

/* The pass. */

typedef struct {
  Gather *g;
  MlirValue root;
} Body;

static void gatherBody(NnBuilder *body, const MlirValue *args,
                       MlirValue *yields, void *userData) {
  (void)args;
  Body *b = userData;
  intptr_t rank = rankOf(b->root);
  MlirValue index[kMaxRank];
  for (intptr_t d = 0; d < rank; ++d)
    index[d] = nnbLoopIndex(body, d);
  yields[0] = element(b->g, body, b->root, index);
  if (mlirValueIsNull(yields[0]))
    yields[0] = args[0]; // a valid body for the generic thrown away
}

// Whether `op` is a kernel of its own on the GPU path: a linalg op, or a
// tensor op that copies (a reshape of a contiguous tensor is a view).
static bool isKernel(MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return (name.length > 7 && strncmp(name.data, "linalg.", 7) == 0) ||
         joinAxis(op) || nnOpIs(op, "tensor.pad") ||
         nnOpIs(op, "tensor.extract_slice");
}

// Erases the ops of `block` that nothing uses, last first (everything in
// a fused function's body but its return is free of side effects).
static void eraseDead(MlirBlock block) {
  NnOpList ops = {0};
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (!nnOpIs(op, "func.return") && !nnOpListPush(&ops, op))
      break; // out of memory: the dead ops stay (correct, slower)
  for (size_t i = ops.count; i-- > 0;) {
    MlirOperation op = ops.ops[i];
    bool used = false;
    for (intptr_t r = 0; r < mlirOperationGetNumResults(op) && !used; ++r)
      used = !mlirOpOperandIsNull(
          mlirValueGetFirstUse(mlirOperationGetResult(op, r)));
    if (!used)
      mlirOperationDestroy(op);
  }
  nnOpListFree(&ops);
}

// `root` (a value of `g`'s group) computed by one generic in gather form,
// built before `before`; a null value, building nothing, when some op on
// the way has no element form.
static MlirValue gatherForm(Gather *g, MlirValue root, MlirOperation before) {
  Body data = {g, root};
  NnBuilder b = nnBuilderBefore(before);
  MlirValue init = nnbEmpty(&b, mlirValueGetType(root));
  MlirAffineMap identity = nnbIdentityMap(b.ctx, rankOf(root));
  NnGeneric generic = {.numOutputs = 1,
                       .outputs = &init,
                       .maps = &identity,
                       .numLoops = rankOf(root),
                       .body = gatherBody,
                       .userData = &data};
  MlirValue result = nnbGeneric(&b, &generic, 0);
  free(g->memo);
  nnPointerMapFree(&g->lastMemo);
  if (!g->failed && !mlirValueIsNull(result))
    return result;
  if (!mlirValueIsNull(result))
    mlirOperationDestroy(mlirOpResultGetOwner(result));
  mlirOperationDestroy(mlirOpResultGetOwner(init));
  return (MlirValue){NULL};
}

// An nn.fused function of several kernels whose one result the group
// computes: that result in gather form, the ops before it erased.
static void gatherGroup(MlirOperation func) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  if (mlirBlockIsNull(body) || !mlirBlockIsNull(mlirBlockGetNextInRegion(body)))
    return;
  MlirOperation ret = mlirBlockGetTerminator(body);
  if (mlirOperationIsNull(ret) || !nnOpIs(ret, "func.return") ||
      mlirOperationGetNumOperands(ret) != 1)
    return;
  MlirValue root = mlirOperationGetOperand(ret, 0);
  int kernels = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    kernels += isKernel(op) && !nnOpIs(op, "linalg.fill");
  Gather g = {.body = body};
  if (kernels < 2 || !staticTensor(root) || !computed(&g, root))
    return;
  MlirValue result = gatherForm(&g, root, ret);
  if (mlirValueIsNull(result))
    return;
  mlirOperationSetOperand(ret, 0, result);
  eraseDead(body);
}

// A concat or pad left alone in a function (not fused with anything) is a
// copy per operand, or a fill and a copy: in gather form, one kernel that
// reads its operands as they are.
static void gatherLoneOps(MlirOperation func) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  if (mlirBlockIsNull(body))
    return;
  NnOpList lone = {0};
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if ((joinAxis(op) || nnOpIs(op, "tensor.pad")) && !nnOpListPush(&lone, op))
      break; // out of memory: the rest stay copies (correct, slower)
  for (size_t i = 0; i < lone.count; ++i) {
    MlirOperation op = lone.ops[i];
    MlirValue value = mlirOperationGetResult(op, 0);
    Gather g = {.body = body, .only = op};
    if (!staticTensor(value))
      continue;
    MlirValue result = gatherForm(&g, value, op);
    if (mlirValueIsNull(result))
      continue;
    mlirValueReplaceAllUsesOfWith(value, result);
    mlirOperationDestroy(op);
  }
  nnOpListFree(&lone);
}

static bool isFused(MlirOperation func) {
  return !mlirAttributeIsNull(attr(func, "nn.fused"));
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  NnOpList funcs = {0};
  // Out of memory part way: the rest stay as they are (correct, slower).
  nnGpuFunctions(module, &funcs);
  MlirSymbolTable symbols = mlirSymbolTableCreate(module);
  for (size_t i = 0; i < funcs.count; ++i) {
    MlirOperation func = funcs.ops[i];
    if (isFused(func))
      gatherGroup(func);
    // What is left, in a group that could not be gathered whole (one
    // concat and views) as elsewhere: the slices of one split, and each
    // concat and pad, become one generic each instead of a kernel per
    // operand.
    MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
    if (!mlirBlockIsNull(body))
      nnGpuJoinSlices(body, symbols);
    gatherLoneOps(func);
  }
  mlirSymbolTableDestroy(symbols);
  nnOpListFree(&funcs);
  return mlirLogicalResultSuccess();
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__scf__();
  handles[1] = mlirGetDialectHandle__tensor__();
  handles[2] = mlirGetDialectHandle__arith__();
  return 3;
}

const NnPassDef nnGpuGatherGroupsPass = {
    .argument = "nn-gpu-gather-groups",
    .name = "NNGpuGatherGroups",
    .description = "Rewrite each nn.fused function of elementwise, broadcast "
                   "and injective ops into one linalg.generic computing each "
                   "result element from the arguments (one kernel launch)",
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
    .dependentDialects = dialects,
};
