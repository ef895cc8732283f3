//===- DynamicResultsInPlace.c - Dynamic results into the caller's buffer -===//
//
// --nn-dynamic-results-in-place, after buffer-results-to-out-params: an
// entry's result of dynamic shape is computed into a buffer of its own and
// copied into the caller's out-parameter at the end (upstream hoists only
// static allocations into out-parameters). The copy costs a pass over the
// output, and it trusts the caller's buffer to be as large as the computed
// result: the runtimes size that buffer from the shape facts
// (capi/lib/EntryShapes.h), the code from the lowering's own sizes, and
// both come from the same shape functions, but nothing checked that they
// agree.
//
// The pass makes the out-parameter the result's buffer when the sizes
// agree, and checks that they do:
//
//   %a = memref.alloc(%n) : memref<?x64xf32>       // the result's sizes
//   ... writes %a ...
//   memref.copy %a, %out
//
// becomes
//
//   %same = arith.cmpi eq, %n, (memref.dim %out, 0)
//   %a = scf.if %same { yield %out } else { yield memref.alloc(%n) }
//   ... writes %a ...
//   scf.if !%same { call @nn_output_size_mismatch(<argument of %out>) }
//
// so the normal case writes in place, without the copy, and a mismatch
// leaves the caller's buffer untouched and is reported by the runtime
// (runtime/OutputSizes.h) instead of writing past it.
//
// With in-place=false (the CUDA pipeline: a buffer chosen at run time
// would need run-time ownership, whose bookkeeping runs on the host over
// device memory; a copy under a condition would be a kernel inside host
// control flow) the copy stays but is clamped: along each dynamic dim it
// copies the smaller of both sizes (subviews of both), so it never writes
// past the caller's buffer, and sizes that differ are reported the same
// way.
//
// Only public functions (entries, whose out-parameters are the caller's
// fresh buffers) and only a copy from an allocation of the function's
// body whose every other use comes before the copy. One walk over each
// entry's body: linear.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"

#include "conversion/common/LinalgBuilder.h"
#include "conversion/linalg/AxisLoops.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"
#include "nn-c/OpDef.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

#include <stdlib.h>

#define MISMATCH_FN "nn_output_size_mismatch"

static bool isDynamicMemref(MlirType type) {
  return mlirTypeIsAMemRef(type) && !mlirShapedTypeHasStaticShape(type);
}

// The ancestor of `op` in `block`, or a null op.
static MlirOperation ancestorIn(MlirOperation op, MlirBlock block) {
  while (!mlirOperationIsNull(op) &&
         !mlirBlockEqual(mlirOperationGetBlock(op), block))
    op = mlirOperationGetParentOperation(op);
  return op;
}

// Whether every use of `value` but `except` comes before `copy` in `body`.
static bool usedBefore(MlirValue value, MlirOperation except,
                       MlirOperation copy, MlirBlock body) {
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (mlirOperationEqual(user, except))
      continue;
    MlirOperation top = ancestorIn(user, body);
    if (mlirOperationIsNull(top) || !mlirOperationIsBeforeInBlock(top, copy))
      return false;
  }
  return true;
}

// The memref.alloc that `copy` (memref.copy %src, %out in the entry's
// `body`) copies, when the pass rewrites it: %out an argument of dynamic
// shape, %src a memref.alloc of `body` of its type, or a memref.cast to its
// type of one of more static sizes (a copy for sizes, passes/Specialize.c),
// used before the copy only. A null op otherwise.
static MlirOperation resultAlloc(MlirOperation copy, MlirBlock body) {
  MlirOperation none = {NULL};
  MlirValue source = mlirOperationGetOperand(copy, 0);
  MlirValue target = mlirOperationGetOperand(copy, 1);
  if (!mlirBlockEqual(mlirOperationGetBlock(copy), body) ||
      !mlirValueIsABlockArgument(target) ||
      !mlirBlockEqual(mlirBlockArgumentGetOwner(target), body) ||
      !isDynamicMemref(mlirValueGetType(target)) ||
      !mlirValueIsAOpResult(source) ||
      !mlirTypeEqual(mlirValueGetType(source), mlirValueGetType(target)))
    return none;
  MlirOperation alloc = mlirOpResultGetOwner(source);
  MlirOperation cast = none;
  if (nnOpIs(alloc, "memref.cast")) {
    cast = alloc;
    MlirValue inner = mlirOperationGetOperand(cast, 0);
    if (!mlirValueIsAOpResult(inner) ||
        !mlirBlockEqual(mlirOperationGetBlock(cast), body) ||
        !usedBefore(source, copy, copy, body))
      return none;
    alloc = mlirOpResultGetOwner(inner);
  }
  if (!nnOpIs(alloc, "memref.alloc") ||
      !mlirBlockEqual(mlirOperationGetBlock(alloc), body) ||
      !usedBefore(mlirOperationGetResult(alloc, 0),
                  mlirOperationIsNull(cast) ? copy : cast, copy, body))
    return none;
  return alloc;
}

static MlirWalkResult collectCopies(MlirOperation op, void *userData) {
  if (nnOpIs(op, "memref.copy") && !nnOpListPush(userData, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

// i1: every size of `alloc` (its operands where dynamic, its type's
// otherwise) equals the same dim of `out` where that is dynamic.
static MlirValue sameSizes(NnBuilder *b, MlirOperation alloc, MlirValue out) {
  MlirType type = mlirValueGetType(out);
  MlirType allocType = mlirValueGetType(mlirOperationGetResult(alloc, 0));
  MlirValue same = {NULL};
  for (intptr_t d = 0, k = 0; d < mlirShapedTypeGetRank(type); ++d) {
    bool dynamic = mlirShapedTypeIsDynamicDim(allocType, d);
    MlirValue size =
        dynamic ? mlirOperationGetOperand(alloc, k++) : (MlirValue){NULL};
    if (!mlirShapedTypeIsDynamicDim(type, d))
      continue;
    if (!dynamic)
      size = nnbIndex(b, mlirShapedTypeGetDimSize(allocType, d));
    MlirValue operands[] = {out, nnbIndex(b, d)};
    MlirType index = mlirIndexTypeGet(b->ctx);
    MlirOperationState state =
        mlirOperationStateGet(nnStr("memref.dim"), b->loc);
    mlirOperationStateAddOperands(&state, 2, operands);
    mlirOperationStateAddResults(&state, 1, &index);
    MlirValue given = mlirOperationGetResult(nnBuild(b, &state), 0);
    MlirValue eq = nnbCmpi(b, /*eq=*/0, size, given);
    same = mlirValueIsNull(same) ? eq : nnbOp2(b, "arith.andi", same, eq);
  }
  return same;
}

// void @nn_output_size_mismatch(i64), declared once in the module.
static void declareMismatch(MlirOperation module, MlirSymbolTable symbols) {
  if (!mlirOperationIsNull(mlirSymbolTableLookup(symbols, nnStr(MISMATCH_FN))))
    return;
  MlirContext ctx = mlirOperationGetContext(module);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType fnType = mlirFunctionTypeGet(ctx, 1, &i64, 0, NULL);
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirNamedAttribute attrs[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("sym_name")),
                            mlirStringAttrGet(ctx, nnStr(MISMATCH_FN))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("function_type")),
                            mlirTypeAttrGet(fnType)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("sym_visibility")),
                            mlirStringAttrGet(ctx, nnStr("private"))),
  };
  MlirOperationState state = mlirOperationStateGet(nnStr("func.func"), loc);
  mlirOperationStateAddAttributes(&state, 3, attrs);
  MlirRegion body = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&state, 1, &body);
  MlirOperation decl = mlirOperationCreate(&state);
  mlirSymbolTableInsert(symbols, decl);
}

// The report when the sizes disagree, in place of the copy.
static void guardCopy(MlirOperation copy, MlirValue same, intptr_t argument) {
  NnBuilder at = nnBuilderBefore(copy);
  NnIf report;
  nnbBeginIf(&at, &report);
  MlirValue index = nnbConstant(
      &report.otherwise, mlirIntegerTypeGet(at.ctx, 64), (double)argument);
  MlirAttribute callee = mlirFlatSymbolRefAttrGet(at.ctx, nnStr(MISMATCH_FN));
  MlirOperationState call = mlirOperationStateGet(nnStr("func.call"), at.loc);
  mlirOperationStateAddOperands(&call, 1, &index);
  MlirNamedAttribute calleeAttr =
      mlirNamedAttributeGet(mlirIdentifierGet(at.ctx, nnStr("callee")), callee);
  mlirOperationStateAddAttributes(&call, 1, &calleeAttr);
  nnBuild(&report.otherwise, &call);
  nnbEndIf(&at, &report, same, 0, NULL, NULL, NULL);
}

static void rewrite(MlirOperation copy, MlirOperation alloc,
                    intptr_t argument) {
  MlirValue out = mlirOperationGetOperand(copy, 1);
  NnBuilder b = nnBuilderBefore(alloc);
  MlirValue same = sameSizes(&b, alloc, out);

  // The buffer: the caller's when the sizes agree (cast to the allocation's
  // static sizes, if it has some), else one of its own.
  NnIf branch;
  nnbBeginIf(&b, &branch);
  MlirType allocType = mlirValueGetType(mlirOperationGetResult(alloc, 0));
  MlirValue inPlace = out;
  if (!mlirTypeEqual(allocType, mlirValueGetType(out))) {
    MlirOperationState cast =
        mlirOperationStateGet(nnStr("memref.cast"), b.loc);
    mlirOperationStateAddOperands(&cast, 1, &out);
    mlirOperationStateAddResults(&cast, 1, &allocType);
    inPlace = mlirOperationGetResult(nnBuild(&branch.then, &cast), 0);
  }
  MlirOperation scratch = mlirOperationClone(alloc);
  mlirBlockAppendOwnedOperation(branch.elseBlock, scratch);
  MlirValue scratchValue = mlirOperationGetResult(scratch, 0), buffer;
  nnbEndIf(&b, &branch, same, 1, &inPlace, &scratchValue, &buffer);
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(alloc, 0), buffer);
  mlirOperationDestroy(alloc);

  // The copy: none when in place, a report when not.
  guardCopy(copy, same, argument);
  // The cast the copy read, if any, reads nothing now.
  MlirValue source = mlirOperationGetOperand(copy, 0);
  mlirOperationDestroy(copy);
  if (nnOpIs(mlirOpResultGetOwner(source), "memref.cast") &&
      mlirOpOperandIsNull(mlirValueGetFirstUse(source)))
    mlirOperationDestroy(mlirOpResultGetOwner(source));
}

// memref.dim of `memref` along `d`, before the builder's point.
static MlirValue dimOf(NnBuilder *b, MlirValue memref, intptr_t d) {
  MlirValue operands[] = {memref, nnbIndex(b, d)};
  MlirType index = mlirIndexTypeGet(b->ctx);
  MlirOperationState state = mlirOperationStateGet(nnStr("memref.dim"), b->loc);
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddResults(&state, 1, &index);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

// The subview of `memref` (identity layout) from 0 with sizes[d] along the
// dims where it is not null, the whole dim elsewhere.
static MlirValue leadingPart(NnBuilder *b, MlirValue memref,
                             const MlirValue *sizes) {
  MlirType type = mlirValueGetType(memref);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t shape[NN_MAX_RANK], strides[NN_MAX_RANK], zeros[NN_MAX_RANK],
      ones[NN_MAX_RANK], stride = 1;
  MlirValue operands[NN_MAX_RANK + 1];
  intptr_t n = 0;
  operands[n++] = memref;
  for (intptr_t d = rank - 1; d >= 0; --d) {
    strides[d] = stride;
    int64_t size = mlirShapedTypeGetDimSize(type, d);
    stride = stride == mlirShapedTypeGetDynamicStrideOrOffset() ||
                     mlirShapedTypeIsDynamicDim(type, d)
                 ? mlirShapedTypeGetDynamicStrideOrOffset()
                 : stride * size;
  }
  for (intptr_t d = 0; d < rank; ++d) {
    zeros[d] = 0, ones[d] = 1;
    shape[d] = mlirValueIsNull(sizes[d]) ? mlirShapedTypeGetDimSize(type, d)
                                         : mlirShapedTypeGetDynamicSize();
    if (!mlirValueIsNull(sizes[d]))
      operands[n++] = sizes[d];
  }
  MlirType result =
      mlirMemRefTypeGet(mlirShapedTypeGetElementType(type), rank, shape,
                        mlirStridedLayoutAttrGet(b->ctx, 0, rank, strides),
                        mlirMemRefTypeGetMemorySpace(type));
  int32_t segments[] = {1, 0, (int32_t)(n - 1), 0};
  MlirNamedAttribute attrs[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(b->ctx, nnStr("static_offsets")),
                            mlirDenseI64ArrayGet(b->ctx, rank, zeros)),
      mlirNamedAttributeGet(mlirIdentifierGet(b->ctx, nnStr("static_sizes")),
                            mlirDenseI64ArrayGet(b->ctx, rank, shape)),
      mlirNamedAttributeGet(mlirIdentifierGet(b->ctx, nnStr("static_strides")),
                            mlirDenseI64ArrayGet(b->ctx, rank, ones)),
      mlirNamedAttributeGet(
          mlirIdentifierGet(b->ctx, nnStr("operandSegmentSizes")),
          mlirDenseI32ArrayGet(b->ctx, 4, segments)),
  };
  MlirOperationState state =
      mlirOperationStateGet(nnStr("memref.subview"), b->loc);
  mlirOperationStateAddOperands(&state, n, operands);
  mlirOperationStateAddResults(&state, 1, &result);
  mlirOperationStateAddAttributes(&state, 4, attrs);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

// in-place=false: `copy` (into the out-parameter at `argument`) copies the
// smaller of both sizes along each dynamic dim, and reports sizes that
// differ.
static void clampCopy(MlirOperation copy, intptr_t argument) {
  MlirValue source = mlirOperationGetOperand(copy, 0);
  MlirValue out = mlirOperationGetOperand(copy, 1);
  MlirType type = mlirValueGetType(out);
  NnBuilder b = nnBuilderBefore(copy);
  MlirValue sizes[NN_MAX_RANK], same = {NULL};
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d) {
    sizes[d] = (MlirValue){NULL};
    if (!mlirShapedTypeIsDynamicDim(type, d))
      continue;
    MlirValue computed = dimOf(&b, source, d), given = dimOf(&b, out, d);
    sizes[d] = nnbOp2(&b, "arith.minui", computed, given);
    MlirValue eq = nnbCmpi(&b, /*eq=*/0, computed, given);
    same = mlirValueIsNull(same) ? eq : nnbOp2(&b, "arith.andi", same, eq);
  }
  MlirValue from = leadingPart(&b, source, sizes);
  MlirValue to = leadingPart(&b, out, sizes);
  MlirValue operands[] = {from, to};
  MlirOperationState state = mlirOperationStateGet(nnStr("memref.copy"), b.loc);
  mlirOperationStateAddOperands(&state, 2, operands);
  nnBuild(&b, &state);
  guardCopy(copy, same, argument);
  mlirOperationDestroy(copy);
}

// A copy into an out-parameter of dynamic shape of the entry's `body`.
static bool isOutputCopy(MlirOperation copy, MlirBlock body) {
  MlirValue source = mlirOperationGetOperand(copy, 0);
  MlirValue target = mlirOperationGetOperand(copy, 1);
  MlirType type = mlirValueGetType(target);
  return mlirBlockEqual(mlirOperationGetBlock(copy), body) &&
         mlirValueIsABlockArgument(target) &&
         mlirBlockEqual(mlirBlockArgumentGetOwner(target), body) &&
         isDynamicMemref(type) && mlirShapedTypeGetRank(type) <= NN_MAX_RANK &&
         mlirTypeEqual(mlirValueGetType(source), type);
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  bool inPlaceBuffers = *(const bool *)state;
  MlirSymbolTable symbols = mlirSymbolTableCreate(module);
  bool ok = true, any = false;
  MlirBlock top = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation func = mlirBlockGetFirstOperation(top);
       ok && !mlirOperationIsNull(func);
       func = mlirOperationGetNextInBlock(func)) {
    MlirAttribute visibility =
        mlirOperationGetAttributeByName(func, nnStr("sym_visibility"));
    if (!nnOpIs(func, "func.func") || !mlirAttributeIsNull(visibility))
      continue;
    MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
    if (mlirBlockIsNull(body))
      continue;
    NnOpList copies = {0};
    mlirOperationWalk(func, collectCopies, &copies, MlirWalkPreOrder);
    ok = !copies.failed;
    for (size_t i = 0; ok && i < copies.count; ++i) {
      if (!inPlaceBuffers) {
        if (isOutputCopy(copies.ops[i], body)) {
          clampCopy(copies.ops[i],
                    mlirBlockArgumentGetArgNumber(
                        mlirOperationGetOperand(copies.ops[i], 1)));
          any = true;
        }
        continue;
      }
      MlirOperation alloc = resultAlloc(copies.ops[i], body);
      if (mlirOperationIsNull(alloc))
        continue;
      rewrite(copies.ops[i], alloc,
              mlirBlockArgumentGetArgNumber(
                  mlirOperationGetOperand(copies.ops[i], 1)));
      any = true;
    }
    nnOpListFree(&copies);
  }
  if (ok && any)
    declareMismatch(module, symbols);
  mlirSymbolTableDestroy(symbols);
  return ok ? mlirLogicalResultSuccess()
            : nnOutOfMemory(module, "nn-dynamic-results-in-place");
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__scf__();
  handles[1] = mlirGetDialectHandle__memref__();
  handles[2] = mlirGetDialectHandle__func__();
  return 3;
}

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  (void)env;
  bool *inPlace = nnAlloc(sizeof(bool));
  if (!inPlace) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  *inPlace = values[0].b;
  return inPlace;
}

static const NnOptionDef options[] = {
    NN_BOOL_OPTION("in-place", "true",
                   "Make the caller's buffer the result's when the sizes "
                   "agree (false: keep the copy, clamped to the smaller "
                   "sizes, as on the CUDA pipeline)"),
};

const NnPassDef nnDynamicResultsInPlacePass = {
    .argument = "nn-dynamic-results-in-place",
    .name = "NNDynamicResultsInPlace",
    .description = "Write an entry's results of dynamic shape straight into "
                   "the caller's buffers when their sizes agree, and report "
                   "(nn_output_size_mismatch) instead of writing when not",
    .options = options,
    .numOptions = 1,
    .createState = createState,
    .destroyState = free,
    .run = run,
    .opName = "builtin.module",
    .dependentDialects = dialects,
};
