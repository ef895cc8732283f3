//===- RarePaths.c - Version kernels whose body has a rare path -----------===//
//
// --nn-version-rare-paths splits an elementwise linalg.generic (on tensors,
// all loops parallel) whose body holds an `scf.if` marked `nn.rare_path`
// (the branch condition true on the common path, the else region the rare
// one: nn.mod's huge quotients, conversion/linalg/FloatMod.c) into
//
//   %fast, %flags = the generic with each marked if replaced by its then
//                   region, and one more output: 1 where a condition failed
//   %any = the or of %flags (a linalg.generic reduction)
//   %r = scf.if %any { the original generic, reading %flags: its body only
//                      for the flagged elements, the others keep %fast }
//        else { %fast }
//
// Why: LLVM's loop vectorizer takes no loop whose body has an inner loop or
// a branch it cannot flatten, so the rare path (a loop) kept the whole
// kernel scalar (about 10x slower on nn.mod f32 4096x1024 at 2 threads).
// The fast copy is branch-free and vectorizes; the flags cost one byte per
// element written and read. The original kernel runs only when some
// element needs it, and then does the rare work alone.
//
// After elementwise fusion and tiling (so the generic is the whole fused
// kernel, or the tile of one: an elementwise kernel tiled in rows, whose
// tiles are versioned each) and before bufferization (which then places
// the buffers: the fix-up writes into %fast in place). Generics nested
// deeper (in a loop of a tile) are left alone.
//
// Generics with a result whose map is not the identity or whose shape is
// not static are left as they are (correct, scalar).
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/common/LinalgBuilder.h"

#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "nn-c/OpDef.h"
#include "support/OpList.h"
#include "support/OpName.h"

#include <stdbool.h>

enum { MAX_OPERANDS = 64 };

static bool isRarePath(MlirOperation op) {
  return nnOpIs(op, "scf.if") &&
         !mlirAttributeIsNull(
             mlirOperationGetAttributeByName(op, nnStr("nn.rare_path")));
}

static MlirBlock bodyOf(MlirOperation generic) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(generic, 0));
}

static MlirAttribute attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, nnStr(name));
}

// A generic worth versioning: on tensors, all loops parallel, a marked if
// directly in its body, and a first result with an identity map and a
// static shape (the flags take its shape).
static bool candidate(MlirOperation op) {
  if (!nnOpIs(op, "linalg.generic") || mlirOperationGetNumResults(op) == 0 ||
      mlirOperationGetNumOperands(op) + 1 > MAX_OPERANDS)
    return false;
  MlirType result = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (!mlirTypeIsARankedTensor(result) || !mlirShapedTypeHasStaticShape(result))
    return false;
  MlirAttribute iterators = attr(op, "iterator_types");
  MlirAttribute parallel = mlirAttributeParseGet(
      mlirOperationGetContext(op), nnStr("#linalg.iterator_type<parallel>"));
  for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(iterators); ++i)
    if (!mlirAttributeEqual(mlirArrayAttrGetElement(iterators, i), parallel))
      return false;
  MlirAttribute maps = attr(op, "indexing_maps");
  intptr_t numInputs =
      mlirOperationGetNumOperands(op) - mlirOperationGetNumResults(op);
  MlirAffineMap outMap =
      mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, numInputs));
  if (!mlirAffineMapIsIdentity(outMap))
    return false;
  for (MlirOperation o = mlirBlockGetFirstOperation(bodyOf(op));
       !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
    if (isRarePath(o))
      return true;
  return false;
}

// A new generic like `like` (its attributes) with `operands` (inputs then
// outputs), `maps`, and the body taken from `source`'s region.
static MlirOperation newGeneric(NnBuilder *b, MlirOperation like,
                                intptr_t numInputs, const MlirValue *operands,
                                intptr_t numOutputs, MlirAttribute maps,
                                MlirOperation source) {
  MlirContext ctx = b->ctx;
  MlirOperationState state =
      mlirOperationStateGet(nnStr("linalg.generic"), b->loc);
  mlirOperationStateAddOperands(&state, numInputs + numOutputs, operands);
  MlirType types[MAX_OPERANDS];
  for (intptr_t i = 0; i < numOutputs; ++i)
    types[i] = mlirValueGetType(operands[numInputs + i]);
  mlirOperationStateAddResults(&state, numOutputs, types);
  int32_t segments[] = {(int32_t)numInputs, (int32_t)numOutputs};
  MlirNamedAttribute attrs[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("indexing_maps")),
                            maps),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr("iterator_types")),
                            attr(like, "iterator_types")),
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, nnStr("operandSegmentSizes")),
          mlirDenseI32ArrayGet(ctx, 2, segments)),
  };
  mlirOperationStateAddAttributes(&state, 3, attrs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionTakeBody(region, mlirOperationGetRegion(source, 0));
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  return nnBuild(b, &state);
}

// `maps` with `map` inserted at `pos`.
static MlirAttribute withMap(MlirContext ctx, MlirAttribute maps, intptr_t pos,
                             MlirAffineMap map) {
  MlirAttribute elements[MAX_OPERANDS];
  intptr_t n = mlirArrayAttrGetNumElements(maps);
  for (intptr_t i = 0, j = 0; i <= n; ++i)
    elements[i] = i == pos ? mlirAffineMapAttrGet(map)
                           : mlirArrayAttrGetElement(maps, j++);
  return mlirArrayAttrGet(ctx, n + 1, elements);
}

// In `body`, replaces each marked if by its then region and returns the
// flag (i8, 1 where a condition failed) computed before the terminator.
static MlirValue inlineCommonPaths(NnBuilder *b, MlirBlock body) {
  MlirOperation yield = mlirBlockGetTerminator(body);
  MlirValue flag = {NULL};
  NnOpList ifs = {0};
  for (MlirOperation o = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
    if (isRarePath(o) && !nnOpListPush(&ifs, o))
      break; // out of memory: nnMemoryFailures() says so
  for (size_t k = 0; k < ifs.count; ++k) {
    MlirOperation branch = ifs.ops[k];
    MlirBlock then = mlirRegionGetFirstBlock(mlirOperationGetRegion(branch, 0));
    MlirOperation thenYield = mlirBlockGetTerminator(then);
    for (MlirOperation o = mlirBlockGetFirstOperation(then);
         !mlirOperationEqual(o, thenYield);) {
      MlirOperation next = mlirOperationGetNextInBlock(o);
      mlirOperationMoveBefore(o, branch);
      o = next;
    }
    for (intptr_t i = 0; i < mlirOperationGetNumResults(branch); ++i)
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(branch, i),
                                    mlirOperationGetOperand(thenYield, i));
    MlirValue cond = mlirOperationGetOperand(branch, 0);
    mlirOperationDestroy(branch);
    // Built before the terminator.
    NnBuilder before = nnBuilderBefore(yield);
    MlirValue failed = nnbOp2(&before, "arith.xori", cond,
                              nnbConstant(&before, mlirValueGetType(cond), 1));
    flag = mlirValueIsNull(flag) ? failed
                                 : nnbOp2(&before, "arith.ori", flag, failed);
  }
  nnOpListFree(&ifs);
  NnBuilder before = nnBuilderBefore(yield);
  return nnbConvert(&before, "arith.extui", flag,
                    mlirIntegerTypeGet(b->ctx, 8));
}

// Appends `scf.yield values` to `block` and returns it.
static MlirOperation appendYield(MlirBlock block, intptr_t n,
                                 const MlirValue *values, MlirLocation loc) {
  MlirOperationState state = mlirOperationStateGet(nnStr("scf.yield"), loc);
  mlirOperationStateAddOperands(&state, n, values);
  MlirOperation yield = mlirOperationCreate(&state);
  mlirBlockAppendOwnedOperation(block, yield);
  return yield;
}

// `scf.if cond -> (types) then else` from two finished blocks; a null op
// when MLIR cannot build it.
static MlirOperation buildIf(NnBuilder *b, MlirValue cond, MlirBlock then,
                             MlirBlock otherwise, intptr_t n,
                             const MlirType *types) {
  MlirRegion regions[] = {mlirRegionCreate(), mlirRegionCreate()};
  mlirRegionAppendOwnedBlock(regions[0], then);
  mlirRegionAppendOwnedBlock(regions[1], otherwise);
  MlirOperationState state = mlirOperationStateGet(nnStr("scf.if"), b->loc);
  mlirOperationStateAddOperands(&state, 1, &cond);
  mlirOperationStateAddResults(&state, n, types);
  mlirOperationStateAddOwnedRegions(&state, 2, regions);
  return nnBuild(b, &state);
}

// `body` runs only where its flag argument is nonzero; elsewhere the
// outputs keep their values.
static bool guardBody(MlirBlock body, MlirValue flagArg, intptr_t numInputs,
                      intptr_t numOutputs, MlirLocation loc) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperation yield = mlirBlockGetTerminator(body);
  MlirValue values[MAX_OPERANDS], kept[MAX_OPERANDS];
  MlirType types[MAX_OPERANDS];
  for (intptr_t i = 0; i < numOutputs; ++i) {
    values[i] = mlirOperationGetOperand(yield, i);
    kept[i] = mlirBlockGetArgument(body, numInputs + 1 + i);
    types[i] = mlirValueGetType(values[i]);
  }
  MlirBlock then = mlirBlockCreate(0, NULL, NULL);
  MlirBlock otherwise = mlirBlockCreate(0, NULL, NULL);
  MlirOperation thenTerminator = appendYield(then, numOutputs, values, loc);
  appendYield(otherwise, numOutputs, kept, loc);
  for (MlirOperation o = mlirBlockGetFirstOperation(body);
       !mlirOperationEqual(o, yield);) {
    MlirOperation next = mlirOperationGetNextInBlock(o);
    mlirOperationMoveBefore(o, thenTerminator);
    o = next;
  }
  NnBuilder b = nnBuilderBefore(yield);
  MlirValue cond = nnbCmpi(&b, 1 /*ne*/, flagArg,
                           nnbConstant(&b, mlirIntegerTypeGet(ctx, 8), 0));
  MlirOperation branch = buildIf(&b, cond, then, otherwise, numOutputs, types);
  if (mlirOperationIsNull(branch))
    return false;
  MlirValue results[MAX_OPERANDS];
  for (intptr_t i = 0; i < numOutputs; ++i)
    results[i] = mlirOperationGetResult(branch, i);
  mlirOperationSetOperands(yield, numOutputs, results);
  return true;
}

static void orBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                   void *userData) {
  (void)userData;
  yields[0] = nnbOp2(b, "arith.ori", args[0], args[1]);
}

static void version(MlirOperation generic) {
  MlirContext ctx = mlirOperationGetContext(generic);
  NnBuilder b = nnBuilderBefore(generic);
  intptr_t numOutputs = mlirOperationGetNumResults(generic);
  intptr_t numInputs = mlirOperationGetNumOperands(generic) - numOutputs;
  MlirValue operands[MAX_OPERANDS];
  for (intptr_t i = 0; i < numInputs + numOutputs; ++i)
    operands[i] = mlirOperationGetOperand(generic, i);
  MlirAttribute maps = attr(generic, "indexing_maps");
  MlirAffineMap identity =
      mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, numInputs));
  intptr_t rank = mlirAffineMapGetNumDims(identity);
  MlirType i8 = mlirIntegerTypeGet(ctx, 8);
  MlirType flagsType =
      nnbWithElement(mlirValueGetType(mlirOperationGetResult(generic, 0)), i8);

  // The fast copy, with the flags as its last output.
  MlirOperation fastBody = mlirOperationClone(generic);
  MlirBlock block = bodyOf(fastBody);
  MlirValue flag = inlineCommonPaths(&b, block);
  mlirBlockAddArgument(block, i8, b.loc);
  MlirOperation yield = mlirBlockGetTerminator(block);
  MlirValue yields[MAX_OPERANDS];
  for (intptr_t i = 0; i < numOutputs; ++i)
    yields[i] = mlirOperationGetOperand(yield, i);
  yields[numOutputs] = flag;
  mlirOperationSetOperands(yield, numOutputs + 1, yields);
  operands[numInputs + numOutputs] = nnbEmpty(&b, flagsType);
  MlirOperation fast = newGeneric(
      &b, generic, numInputs, operands, numOutputs + 1,
      withMap(ctx, maps, numInputs + numOutputs, identity), fastBody);
  mlirOperationDestroy(fastBody);
  if (mlirOperationIsNull(fast))
    return;
  MlirValue flags = mlirOperationGetResult(fast, numOutputs);

  // Any flag set: an or over all of them.
  MlirValue zero = nnbConstant(&b, i8, 0);
  MlirValue init =
      nnbFill(&b, zero,
              nnbEmpty(&b, mlirRankedTensorTypeGet(0, NULL, i8,
                                                   mlirAttributeGetNull())));
  bool reduction[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i)
    reduction[i] = true;
  MlirAffineMap reduceMaps[] = {identity,
                                mlirAffineMapGet(ctx, rank, 0, 0, NULL)};
  NnGeneric any = {1,    &flags,    1,      &init, reduceMaps,
                   rank, reduction, orBody, NULL};
  MlirValue anyTensor = nnbGeneric(&b, &any, 0);
  MlirValue anyFlag =
      nnbCmpi(&b, 1 /*ne*/, nnbExtract(&b, anyTensor, 0, NULL), zero);

  // scf.if %any { the original, on the flagged elements } else { %fast }.
  MlirBlock then = mlirBlockCreate(0, NULL, NULL);
  MlirBlock otherwise = mlirBlockCreate(0, NULL, NULL);
  NnBuilder tb = {ctx, b.loc, then, {NULL}, NULL};
  MlirValue fixOperands[MAX_OPERANDS];
  for (intptr_t i = 0; i < numInputs; ++i)
    fixOperands[i] = operands[i];
  fixOperands[numInputs] = flags;
  MlirValue fastResults[MAX_OPERANDS];
  for (intptr_t i = 0; i < numOutputs; ++i) {
    fastResults[i] = mlirOperationGetResult(fast, i);
    fixOperands[numInputs + 1 + i] = fastResults[i];
  }
  MlirOperation fixBody = mlirOperationClone(generic);
  MlirBlock fixBlock = bodyOf(fixBody);
  MlirValue flagArg = mlirBlockInsertArgument(fixBlock, numInputs, i8, b.loc);
  MlirOperation fix =
      guardBody(fixBlock, flagArg, numInputs, numOutputs, b.loc)
          ? newGeneric(&tb, generic, numInputs + 1, fixOperands, numOutputs,
                       withMap(ctx, maps, numInputs, identity), fixBody)
          : (MlirOperation){NULL};
  mlirOperationDestroy(fixBody);
  if (mlirOperationIsNull(fix)) { // MLIR said why; the original stays
    mlirBlockDestroy(then);
    mlirBlockDestroy(otherwise);
    return;
  }
  MlirValue fixResults[MAX_OPERANDS];
  for (intptr_t i = 0; i < numOutputs; ++i)
    fixResults[i] = mlirOperationGetResult(fix, i);
  appendYield(then, numOutputs, fixResults, b.loc);
  appendYield(otherwise, numOutputs, fastResults, b.loc);
  MlirType types[MAX_OPERANDS];
  for (intptr_t i = 0; i < numOutputs; ++i)
    types[i] = mlirValueGetType(fastResults[i]);
  MlirOperation branch =
      buildIf(&b, anyFlag, then, otherwise, numOutputs, types);
  if (mlirOperationIsNull(branch))
    return;
  for (intptr_t i = 0; i < numOutputs; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(generic, i),
                                  mlirOperationGetResult(branch, i));
  mlirOperationDestroy(generic);
}

// Generics of a function body or of a tile (an elementwise kernel that
// nn-tile-fused split into rows); not deeper.
static MlirWalkResult collect(MlirOperation op, void *userData) {
  MlirOperation parent = mlirOperationGetParentOperation(op);
  if (candidate(op) &&
      (nnOpIs(parent, "func.func") || nnOpIs(parent, "scf.forall")) &&
      !nnOpListPush(userData, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  NnOpList list = {0};
  mlirOperationWalk(module, collect, &list, MlirWalkPreOrder);
  for (size_t i = 0; i < list.count; ++i)
    version(list.ops[i]);
  nnOpListFree(&list);
  return mlirLogicalResultSuccess();
}

const NnPassDef nnVersionRarePathsPass = {
    .argument = "nn-version-rare-paths",
    .name = "NNVersionRarePaths",
    .description = "Split an elementwise linalg.generic whose body has an "
                   "scf.if marked nn.rare_path into a branch-free copy "
                   "(vectorizable) that flags the elements needing the rare "
                   "path, and the original run on those only, when any",
    .run = run,
    .opName = "builtin.module",
};
