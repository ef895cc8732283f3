//===- GpuSplitReductions.c - Reductions of every dim over many blocks ----===//
//
// --nn-gpu-split-reductions: on the CUDA path a reduction of every dim (a
// sum of a whole tensor, a global mean's sum, a loss) has no parallel loop:
// it ran as one work item, a single thread walking every element (a sum of
// 1M floats: one thread). This pass splits each such linalg.generic of N
// elements in two, as reductions on GPUs are written:
//
//   partials[B] = the generic over [B, C] (B * C = N; each input seen as
//                 its [B, C] reshape), B parallel, C reduced: one row
//                 kernel, a block per row, the rows spread over the SMs;
//   result      = the combiner over partials[B] into the original init:
//                 one block (GpuSingleItem.c's 1-D reduction).
//
// C is the largest divisor of N in [256, 4096] (rows long enough for a
// block, with B >= 2 rows); a size with none (a large prime) stays one
// work item. The partials start from the combiner's identity, so an init
// that is not the identity (a fused bias) is still counted once. What is
// split: a generic with one result of rank 0, every loop a reduction,
// inputs read in loop order (identity maps) or as scalars, whose body ends
// in `yield combine(x, out)` with `out` used there alone, where `combine`
// is the scalar formula of a registered reduction's associative combiner
// (the registry gives its identity: reduce_sum's arith.addf starts at -0.0,
// reduce_max's maximumf at -inf), and a float one carries fastmath reassoc
// or fast (the permission to reorder that the CPU path vectorizes under).
// Float sums then add in another order than one thread's: results differ
// in the last bits.
//
// Cost: one look at each top-level generic of each function.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/common/LinalgBuilder.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Tensor.h"
#include "nn-c/Dialect.h"
#include "support/OpList.h"
#include "support/OpName.h"

#include <math.h>
#include <stdbool.h>
#include <string.h>

enum {
  kMinSplit = 16384, // elements below which one block is enough anyway
  kMinRow = 256,     // the row lengths C tried, longest first
  kMaxRow = 4096,
  kMaxInputs = 16,
};

static MlirAttribute attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, nnStr(name));
}

// Whether float arithmetic `op` may be reordered (fastmath reassoc, or fast,
// which includes it): the permission a split needs, as the CPU path's
// vectorized sums do.
static bool reassociable(MlirOperation op) {
  MlirAttribute fastmath = attr(op, "fastmath");
  if (mlirAttributeIsNull(fastmath))
    return false;
  NnStringBuffer text = {0};
  mlirAttributePrint(fastmath, nnStringBufferCallback, &text);
  const char *flags = nnStringBufferStr(&text); // #arith.fastmath<a,b,...>
  bool reassoc = strstr(flags, "reassoc") || strstr(flags, "<fast>") ||
                 strstr(flags, "<fast,") || strstr(flags, ",fast,") ||
                 strstr(flags, ",fast>");
  nnStringBufferFree(&text);
  return reassoc;
}

// The identity of `combine`, asked of the registry: a reduction whose
// associative combiner's scalar formula is that op (nn.reduce_sum, whose
// nn.add is arith.addf; -0.0), as a double for nnbConstant; NAN when no
// registered reduction combines with it, or a float one may not reorder.
static double identityOf(MlirOperation combine, MlirType element) {
  bool isFloat = nnbIsFloat(element);
  if (isFloat && !reassociable(combine))
    return NAN;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(combine));
  for (intptr_t i = 0, n = nnGetNumOps(); i < n; ++i) {
    const NnOpDef *reduction = nnGetOp(i);
    const NnOpDef *combiner =
        reduction->combiner
            ? nnLookupOp(mlirStringRefCreateFromCString(reduction->combiner))
            : NULL;
    const char *formula = !combiner ? NULL
                          : isFloat ? combiner->scalar.floatOp
                                    : combiner->scalar.intOp;
    if (formula && combiner->algebra.associative &&
        mlirStringRefEqual(name, mlirStringRefCreateFromCString(formula)))
      return nnbSpecialValue(reduction->algebra.identity);
  }
  return NAN;
}

// The op combining into the output in `generic`'s body (`yield
// combine(x, out)`, out used there alone), or a null op.
static MlirOperation combinerOf(MlirOperation generic) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(generic, 0));
  intptr_t numArgs = mlirBlockGetNumArguments(body);
  MlirOperation yield = mlirBlockGetTerminator(body);
  if (numArgs < 1 || mlirOperationIsNull(yield) ||
      mlirOperationGetNumOperands(yield) != 1)
    return (MlirOperation){NULL};
  MlirValue yielded = mlirOperationGetOperand(yield, 0);
  MlirValue out = mlirBlockGetArgument(body, numArgs - 1);
  if (!mlirValueIsAOpResult(yielded))
    return (MlirOperation){NULL};
  MlirOperation combine = mlirOpResultGetOwner(yielded);
  MlirOpOperand use = mlirValueGetFirstUse(out);
  if (mlirOperationGetNumOperands(combine) != 2 || mlirOpOperandIsNull(use) ||
      !mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)) ||
      !mlirOperationEqual(mlirOpOperandGetOwner(use), combine))
    return (MlirOperation){NULL};
  return combine;
}

// The row length C for N elements, or 0.
static int64_t rowLength(int64_t n) {
  for (int64_t c = kMaxRow; c >= kMinRow; --c)
    if (n % c == 0 && n / c >= 2)
      return c;
  return 0;
}

static MlirAttribute mapAttr(MlirContext ctx, intptr_t numDims,
                             intptr_t numResults, const int64_t *dims) {
  MlirAffineExpr exprs[2];
  for (intptr_t i = 0; i < numResults; ++i)
    exprs[i] = mlirAffineDimExprGet(ctx, dims[i]);
  return mlirAffineMapAttrGet(
      mlirAffineMapGet(ctx, numDims, 0, numResults, exprs));
}

// `value` (a static tensor of n elements) as a [b, c] tensor.
static MlirValue asRows(NnBuilder *b, MlirValue value, int64_t rows,
                        int64_t cols) {
  MlirType type = mlirValueGetType(value);
  MlirType element = mlirShapedTypeGetElementType(type);
  int64_t n = rows * cols, shape[] = {rows, cols};
  MlirType flat =
      mlirRankedTensorTypeGet(1, &n, element, mlirAttributeGetNull());
  MlirType grid =
      mlirRankedTensorTypeGet(2, shape, element, mlirAttributeGetNull());
  MlirValue flattened =
      mlirShapedTypeGetRank(type) == 1 ? value : nnbReshape(b, value, flat);
  return nnbReshape(b, flattened, grid);
}

// Stage 2's body: the original combiner of a partial and the output.
static void combineBody(NnBuilder *body, const MlirValue *args,
                        MlirValue *yields, void *userData) {
  MlirOperation combine = mlirOperationClone(*(MlirOperation *)userData);
  mlirOperationSetOperand(combine, 0, args[0]);
  mlirOperationSetOperand(combine, 1, args[1]);
  if (mlirOperationIsNull(body->before))
    mlirBlockAppendOwnedOperation(body->block, combine);
  else
    mlirBlockInsertOwnedOperationBefore(body->block, body->before, combine);
  yields[0] = mlirOperationGetResult(combine, 0);
}

static bool splitReduction(MlirOperation generic) {
  MlirContext ctx = mlirOperationGetContext(generic);
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(generic);
  MlirAttribute iterators = attr(generic, "iterator_types");
  intptr_t numOperands = mlirOperationGetNumOperands(generic);
  intptr_t numInputs = numOperands - 1;
  if (mlirOperationGetNumResults(generic) != 1 || mlirAttributeIsNull(maps) ||
      mlirAttributeIsNull(iterators) || numInputs < 1 ||
      numInputs > kMaxInputs ||
      mlirArrayAttrGetNumElements(maps) != numOperands)
    return false;
  MlirValue result = mlirOperationGetResult(generic, 0);
  MlirType resultType = mlirValueGetType(result);
  if (!mlirTypeIsARankedTensor(resultType) ||
      mlirShapedTypeGetRank(resultType) != 0)
    return false;
  MlirAttribute reduction =
      mlirAttributeParseGet(ctx, nnStr("#linalg.iterator_type<reduction>"));
  intptr_t numLoops = mlirArrayAttrGetNumElements(iterators);
  for (intptr_t d = 0; d < numLoops; ++d)
    if (!mlirAttributeEqual(mlirArrayAttrGetElement(iterators, d), reduction))
      return false;
  // The inputs: in loop order over a static shape, or scalars.
  int64_t n = -1;
  bool scalar[kMaxInputs];
  for (intptr_t i = 0; i < numInputs; ++i) {
    MlirAffineMap map =
        mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    MlirType type = mlirValueGetType(mlirOperationGetOperand(generic, i));
    scalar[i] = mlirAffineMapGetNumResults(map) == 0;
    if (scalar[i])
      continue;
    if (!mlirAffineMapIsIdentity(map) || !mlirTypeIsARankedTensor(type) ||
        !mlirShapedTypeHasStaticShape(type))
      return false;
    int64_t count = 1;
    for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
      count *= mlirShapedTypeGetDimSize(type, d);
    if (n >= 0 && count != n)
      return false;
    n = count;
  }
  MlirOperation combine = combinerOf(generic);
  if (n < kMinSplit || mlirOperationIsNull(combine))
    return false;
  MlirType element = mlirShapedTypeGetElementType(resultType);
  double identity = identityOf(combine, element);
  int64_t cols = rowLength(n), rows = cols ? n / cols : 0;
  if (isnan(identity) || !cols)
    return false;

  // Stage 1: the generic over [rows, cols] into rows partials, each from
  // the combiner's identity.
  NnBuilder b = nnBuilderBefore(generic);
  MlirType partialType =
      mlirRankedTensorTypeGet(1, &rows, element, mlirAttributeGetNull());
  MlirValue inputs[kMaxInputs];
  MlirAttribute newMaps[kMaxInputs + 1];
  const int64_t both[] = {0, 1}, row[] = {0};
  for (intptr_t i = 0; i < numInputs; ++i) {
    MlirValue input = mlirOperationGetOperand(generic, i);
    inputs[i] = scalar[i] ? input : asRows(&b, input, rows, cols);
    newMaps[i] = mapAttr(ctx, 2, scalar[i] ? 0 : 2, both);
  }
  newMaps[numInputs] = mapAttr(ctx, 2, 1, row);
  // Each fill right before the loop it initializes, which it then joins on
  // the GPU (GpuFuseFill.c): no launch of its own.
  MlirValue partialInit = nnbFill(&b, nnbConstant(&b, element, identity),
                                  nnbEmpty(&b, partialType));
  MlirOperation first = mlirOperationClone(generic);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(generic), generic,
                                      first);
  for (intptr_t i = 0; i < numInputs; ++i)
    mlirOperationSetOperand(first, i, inputs[i]);
  mlirOperationSetOperand(first, numInputs, partialInit);
  mlirOperationSetAttributeByName(first, nnStr("indexing_maps"),
                                  mlirArrayAttrGet(ctx, numOperands, newMaps));
  MlirAttribute kinds[] = {
      mlirAttributeParseGet(ctx, nnStr("#linalg.iterator_type<parallel>")),
      reduction};
  mlirOperationSetAttributeByName(first, nnStr("iterator_types"),
                                  mlirArrayAttrGet(ctx, 2, kinds));
  MlirValue partials = mlirOperationGetResult(first, 0);
  mlirValueSetType(partials, partialType);

  // Stage 2: the partials combined into the original init.
  MlirValue init = mlirOperationGetOperand(generic, numInputs);
  if (mlirValueIsAOpResult(init) &&
      nnOpIs(mlirOpResultGetOwner(init), "linalg.fill")) {
    MlirOpOperand use = mlirValueGetFirstUse(init);
    if (mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)))
      mlirOperationMoveBefore(mlirOpResultGetOwner(init), generic);
  }
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  MlirAffineMap stageMaps[2] = {mlirAffineMapGet(ctx, 1, 0, 1, &d0),
                                mlirAffineMapGet(ctx, 1, 0, 0, NULL)};
  bool isReduction = true;
  NnGeneric second = {.numInputs = 1,
                      .inputs = &partials,
                      .numOutputs = 1,
                      .outputs = &init,
                      .maps = stageMaps,
                      .numLoops = 1,
                      .reduction = &isReduction,
                      .body = combineBody,
                      .userData = &combine};
  MlirValue total = nnbGeneric(&b, &second, 0);
  if (mlirValueIsNull(total)) {
    mlirOperationDestroy(first);
    return false;
  }
  mlirValueReplaceAllUsesOfWith(result, total);
  mlirOperationDestroy(generic);
  return true;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  NnOpList generics = {0};
  // Out of memory part way: the rest stay one work item.
  nnGpuTopLevelOps(module, "linalg.generic", &generics);
  for (size_t i = 0; i < generics.count; ++i)
    splitReduction(generics.ops[i]);
  nnOpListFree(&generics);
  return mlirLogicalResultSuccess();
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__linalg__();
  handles[1] = mlirGetDialectHandle__tensor__();
  return 2;
}

const NnPassDef nnGpuSplitReductionsPass = {
    .argument = "nn-gpu-split-reductions",
    .name = "NNGpuSplitReductions",
    .description = "Split a reduction of every dim into row partials over "
                   "many blocks and their combination in one block",
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
    .dependentDialects = dialects,
};
