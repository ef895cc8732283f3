//===- GpuParallelFirst.c - Parallel loops outermost in GPU kernels -------===//
//
// A kernel of the CUDA path is the outermost scf.parallel of a loop nest
// (GpuMapLoops.c), and convert-linalg-to-parallel-loops keeps a
// linalg.generic's loop order: a reduction over a leading dim (reduce_sum
// over axis 0, argmax over rows) comes out as an scf.for around the
// parallel loop, which no launch can map. This pass interchanges the loops
// of each such generic at the top level of a function so that its parallel
// dims come first (in their order) and its reduction dims after: each
// thread then owns output elements and walks their reduction sequentially,
// neighbouring threads reading neighbouring addresses.
//
// On a linalg.generic an interchange is an attribute rewrite: each
// indexing map is composed with the permutation, the iterator types are
// permuted, and each linalg.index in the body is renumbered; the body and
// the results are unchanged. Generics inside a work item (an scf.forall of
// nn-tile-fused) are not at the top level and are left alone: their loops
// run sequentially in one thread anyway. A generic without a parallel dim
// (a reduction to a scalar) stays as it is: GpuSingleItem.c makes it one
// work item.
//
// With unit-only (the CPU pipeline), only generics whose parallel loops all
// have extent 1 are interchanged: a reduction keeping unit dims (a sum of
// every element with keepdims) had its unit loops inside the reduction,
// and each became an OpenMP parallel region per reduced element (a
// 384-element sum took 0.23-0.67 ms, 9 us without keepdims). Moving loops
// of extent 1 changes no access order; on the CPU larger parallel loops
// keep their place (a reduction over a leading axis reads rows; its
// kernel is tiled, nn-tile-fused's lone-reductions).
// One walk over the top level of each function, one over each rewritten
// generic's body: linear in the module.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

#include <stdlib.h>

// The loops of a generic this reorders: a limit of the rewrite, not of nn
// (a generic with more loops is left as it is, checked where it is read).
enum { kMaxLoops = 16 };

typedef struct {
  unsigned newDim[kMaxLoops]; // old loop dim -> its position after
} Renumbering;

static MlirWalkResult renumberIndex(MlirOperation op, void *userData) {
  const Renumbering *renumbering = userData;
  if (!nnOpIs(op, "linalg.index"))
    return MlirWalkResultAdvance;
  MlirAttribute dim = mlirOperationGetAttributeByName(op, nnStr("dim"));
  int64_t old = mlirIntegerAttrGetValueInt(dim);
  mlirOperationSetAttributeByName(
      op, nnStr("dim"),
      mlirIntegerAttrGet(mlirAttributeGetType(dim), renumbering->newDim[old]));
  return MlirWalkResultAdvance;
}

// Whether every parallel loop of `generic` has the static extent 1 (each
// indexes the result, whose shape gives its extent).
static bool unitParallelLoops(MlirOperation generic, MlirAttribute iterators,
                              MlirAttribute parallel) {
  intptr_t numOperands = mlirOperationGetNumOperands(generic);
  MlirAttribute maps =
      mlirOperationGetAttributeByName(generic, nnStr("indexing_maps"));
  if (numOperands < 1 || mlirArrayAttrGetNumElements(maps) != numOperands)
    return false;
  MlirAffineMap out =
      mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, numOperands - 1));
  MlirType type =
      mlirValueGetType(mlirOperationGetOperand(generic, numOperands - 1));
  if (!mlirTypeIsAShaped(type) || !mlirShapedTypeHasRank(type))
    return false;
  for (intptr_t d = 0; d < mlirArrayAttrGetNumElements(iterators); ++d) {
    if (!mlirAttributeEqual(mlirArrayAttrGetElement(iterators, d), parallel))
      continue;
    bool unit = false;
    for (intptr_t r = 0; r < mlirAffineMapGetNumResults(out); ++r) {
      MlirAffineExpr e = mlirAffineMapGetResult(out, r);
      if (mlirAffineExprIsADim(e) && mlirAffineDimExprGetPosition(e) == d)
        unit = !mlirShapedTypeIsDynamicDim(type, r) &&
               mlirShapedTypeGetDimSize(type, r) == 1;
    }
    if (!unit)
      return false;
  }
  return true;
}

// Puts the parallel loops of `generic` first, if a reduction precedes one
// (with `unitOnly`, only when they all have extent 1).
static void parallelFirst(MlirOperation generic, bool unitOnly) {
  MlirContext ctx = mlirOperationGetContext(generic);
  MlirAttribute iterators =
      mlirOperationGetAttributeByName(generic, nnStr("iterator_types"));
  intptr_t n = mlirArrayAttrGetNumElements(iterators);
  if (n < 2 || n > kMaxLoops)
    return;
  MlirAttribute parallel =
      mlirAttributeParseGet(ctx, nnStr("#linalg.iterator_type<parallel>"));
  // order[k]: the old dim that becomes loop k; parallel dims first.
  unsigned order[kMaxLoops];
  intptr_t k = 0;
  for (int pass = 0; pass < 2; ++pass)
    for (intptr_t d = 0; d < n; ++d)
      if (mlirAttributeEqual(mlirArrayAttrGetElement(iterators, d), parallel) ==
          (pass == 0))
        order[k++] = (unsigned)d;
  bool identity = true;
  for (intptr_t d = 0; d < n; ++d)
    identity &= order[d] == (unsigned)d;
  if (identity)
    return;
  if (!mlirAttributeEqual(
          mlirArrayAttrGetElement(iterators, (intptr_t)order[0]), parallel))
    return; // no parallel dim: a reduction to a scalar
  if (unitOnly && !unitParallelLoops(generic, iterators, parallel))
    return;

  Renumbering renumbering;
  MlirAttribute newIterators[kMaxLoops];
  for (intptr_t i = 0; i < n; ++i) {
    renumbering.newDim[order[i]] = (unsigned)i;
    newIterators[i] = mlirArrayAttrGetElement(iterators, (intptr_t)order[i]);
  }
  // Old dim d is new dim newDim[d]: substituting d_d := e_newDim[d] in each
  // indexing map's results gives the map over the new loops.
  MlirAffineMap substitution =
      mlirAffineMapPermutationGet(ctx, n, renumbering.newDim);
  MlirAttribute maps =
      mlirOperationGetAttributeByName(generic, nnStr("indexing_maps"));
  intptr_t numMaps = mlirArrayAttrGetNumElements(maps);
  // Out of memory, the generic stays as it was (the pass then fails:
  // ExternalPass.c).
  MlirAttribute *newMaps =
      nnAllocArray((size_t)numMaps + 1, sizeof(MlirAttribute));
  if (!newMaps)
    return;
  for (intptr_t m = 0; m < numMaps; ++m) {
    MlirAffineMap map =
        mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, m));
    intptr_t numResults = mlirAffineMapGetNumResults(map);
    MlirAffineExpr *results =
        nnAllocArray((size_t)numResults + 1, sizeof(MlirAffineExpr));
    if (!results) {
      free(newMaps);
      return;
    }
    for (intptr_t r = 0; r < numResults; ++r)
      results[r] =
          mlirAffineExprCompose(mlirAffineMapGetResult(map, r), substitution);
    newMaps[m] = mlirAffineMapAttrGet(mlirAffineMapGet(
        ctx, n, mlirAffineMapGetNumSymbols(map), numResults, results));
    free(results);
  }
  mlirOperationSetAttributeByName(generic, nnStr("indexing_maps"),
                                  mlirArrayAttrGet(ctx, numMaps, newMaps));
  mlirOperationSetAttributeByName(generic, nnStr("iterator_types"),
                                  mlirArrayAttrGet(ctx, n, newIterators));
  free(newMaps);
  mlirOperationWalk(generic, renumberIndex, &renumbering, MlirWalkPreOrder);
}

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  (void)env, (void)error;
  return (void *)(intptr_t)(values[0].b ? 2 : 1); // non-null: no error
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  bool unitOnly = (intptr_t)state == 2;
  NnOpList generics = {0};
  bool ok = nnGpuTopLevelOps(module, "linalg.generic", &generics);
  for (size_t i = 0; ok && i < generics.count; ++i)
    parallelFirst(generics.ops[i], unitOnly);
  nnOpListFree(&generics);
  return ok ? mlirLogicalResultSuccess()
            : nnOutOfMemory(module, "nn-gpu-parallel-first");
}

static intptr_t dialects(MlirDialectHandle *handles) {
  (void)handles;
  return 0;
}

static const NnOptionDef kOptions[] = {
    NN_BOOL_OPTION("unit-only", "false",
                   "Only generics whose parallel loops all have extent 1 "
                   "(the CPU pipeline: no OpenMP region per reduced "
                   "element)"),
};

const NnPassDef nnGpuParallelFirstPass = {
    .argument = "nn-gpu-parallel-first",
    .name = "NNGpuParallelFirst",
    .description = "Top-level linalg.generic loops: parallel dims before "
                   "reduction dims (a kernel is its outermost parallel loop)",
    .options = kOptions,
    .numOptions = 1,
    .createState = createState,
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
    .dependentDialects = dialects,
};
