//===- SimplifyInference.c - --simplify-inference -------------------------===//
//
// Rewrites an inference graph into fewer, cheaper ops, as TVM's
// SimplifyInference and the classic conv+bn fold of every inference
// compiler do:
//
//  - A normalization (nn.batch_norm(x, scale, bias, mean, var): an op whose
//    registry entry says `channels.normalizes`) is the per-channel affine
//    map x * s + t with s = scale / sqrt(var + eps) and t = bias - mean * s.
//    When the four statistics are constants, s and t are computed here (in
//    double, rounded once to the element type). When x comes from an op
//    linear in a constant weight whose output channels the registry locates
//    (`channels.outputChannels`: nn.conv2d in either layout and any groups,
//    nn.matmul), and nothing else reads that product, s is folded into the
//    weight (one factor per output channel) and t into the bias of the
//    bias op (`channels.addsBias`) that follows it, an nn.bias_add created
//    when there is none: the normalization disappears. Otherwise it becomes
//    nn.mul by s, shaped [C, 1, ..., 1] so that NumPy broadcasting puts it
//    on `axis`, then nn.bias_add of t. With non-constant statistics, s and t
//    are computed by nn ops (add, rsqrt, mul, sub, reshape) from the
//    statistics instead.
//  - Ops that are their input when the types agree (`sameTypeIsIdentity`:
//    nn.dropout and nn.identity at inference, a cast to the same type) are
//    removed.
//
// New weights are computed in C for f16, bf16, f32 and f64 constants held
// as dense<...> (not dense_resource, which is left as it is). One walk
// collects the ops; each rewrite looks only at the op and its producer
// chain (at most two ops up), so the pass is linear in the graph.
//
//===----------------------------------------------------------------------===//

#include "DenseValues.h"
#include "Passes.h"
#include "Rewrite.h"

#include "dialect/ShapeContext.h"
#include "nn-c/Dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  MlirContext ctx;
  NnOpList ops; // the ops to rewrite, in walk order
} Inference;

// Operand types and attribute values (with the registry's defaults), read
// as the verifier does: what the registry's functions of an op take.
typedef struct {
  NnShapeContext shape;
  MlirType operandTypes[2];
} OpAttrs;

static void attrsOf(OpAttrs *attrs, MlirOperation op) {
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  if (numOperands > 2)
    numOperands = 2;
  for (intptr_t i = 0; i < numOperands; ++i)
    attrs->operandTypes[i] = mlirValueGetType(mlirOperationGetOperand(op, i));
  attrs->shape = (NnShapeContext){.def = nnRewriteDefOf(op),
                                  .context = mlirOperationGetContext(op),
                                  .op = op,
                                  .numOperands = numOperands,
                                  .operandTypes = attrs->operandTypes};
}

static MlirValue createBiasAdd(MlirOperation before, MlirValue input,
                               MlirValue bias, int64_t axis) {
  MlirContext ctx = mlirOperationGetContext(before);
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, nnStr("axis")),
      mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), axis));
  MlirValue operands[] = {input, bias};
  return mlirOperationGetResult(
      nnRewriteCreateOp("nn.bias_add", before, 2, operands,
                        mlirValueGetType(input), 1, &attr),
      0);
}

// Erases the arith.constant that defined `value` once nothing reads it.
static void eraseIfDeadConstant(MlirValue value) {
  MlirOperation op = nnRewriteProducer(value);
  if (!mlirOperationIsNull(op) &&
      mlirOpOperandIsNull(mlirValueGetFirstUse(value)) &&
      !mlirAttributeIsNull(nnConstantDenseValue(value)))
    mlirOperationDestroy(op);
}

/* The conv/matmul fold. */

// The weight dimension that holds the output channels of `anchor` (an op
// linear in its weight producing the normalization's input), or -1 when the
// normalization's `axis` is not the product's channel dimension.
static int64_t weightChannelDim(MlirOperation anchor, int64_t axis) {
  int64_t channelAxis, weightDim;
  return nnRewriteOutputChannels(anchor, &channelAxis, &weightDim) &&
                 axis == channelAxis
             ? weightDim
             : -1;
}

// Folds y = x * s + t into the op linear in its weight that computes x (and
// the bias op after it, if any). False, changing nothing, when the pattern
// does not apply.
static bool foldIntoProducer(Inference *in, MlirOperation bn, int64_t axis,
                             const double *s, const double *t, int64_t C) {
  MlirValue x = mlirOperationGetOperand(bn, 0);
  MlirOperation anchor = nnRewriteProducer(x), biasAdd = {NULL};
  if (!nnRewriteHasOneUse(x))
    return false;
  const NnOpDef *anchorDef = nnRewriteDefOf(anchor);
  if (anchorDef && anchorDef->channels.addsBias) {
    biasAdd = anchor;
    OpAttrs attrs;
    attrsOf(&attrs, biasAdd);
    int64_t biasAxis = nnShapeGetInt(&attrs.shape, "axis");
    nnShapeContextDispose(&attrs.shape);
    MlirType type = mlirValueGetType(x);
    if (!nnNormalizeAxis(&biasAxis, mlirShapedTypeGetRank(type)) ||
        biasAxis != axis)
      return false;
    MlirValue product = mlirOperationGetOperand(biasAdd, 0);
    if (!nnRewriteHasOneUse(product))
      return false;
    anchor = nnRewriteProducer(product);
    anchorDef = nnRewriteDefOf(anchor);
  }
  if (!anchorDef || !anchorDef->channels.outputChannels ||
      mlirOperationGetNumOperands(anchor) < 2)
    return false;
  MlirValue weight = mlirOperationGetOperand(anchor, 1);
  MlirAttribute weightAttr = nnConstantDenseValue(weight);
  if (mlirAttributeIsNull(weightAttr))
    return false;
  int64_t dim = weightChannelDim(anchor, axis);
  MlirType weightType = mlirValueGetType(weight);
  if (dim < 0 || !mlirShapedTypeHasStaticShape(weightType) ||
      mlirShapedTypeGetDimSize(weightType, dim) != C)
    return false;
  int64_t n = mlirElementsAttrGetNumElements(weightAttr), inner = 1;
  for (int64_t i = dim + 1; i < mlirShapedTypeGetRank(weightType); ++i)
    inner *= mlirShapedTypeGetDimSize(weightType, i);
  double *w = nnAllocArray((size_t)n + 1, sizeof(double));
  double *bias = nnAllocArray((size_t)C + 1, sizeof(double));
  if (!w || !bias) { // not folded; the pass fails (ExternalPass.c)
    free(w);
    free(bias);
    return false;
  }
  MlirValue oldBias =
      biasAdd.ptr ? mlirOperationGetOperand(biasAdd, 1) : (MlirValue){NULL};
  bool ok = nnDenseReadDoubles(weightAttr, w, n);
  if (ok && biasAdd.ptr)
    ok = nnDenseReadDoubles(nnConstantDenseValue(oldBias), bias, C);
  else
    memset(bias, 0, (size_t)C * sizeof(double));
  if (ok) {
    // Scaling output channel c of the weight scales output channel c of the
    // product; the bias is added after, so it is scaled and shifted.
    for (int64_t i = 0; i < n; ++i)
      w[i] *= s[(i / inner) % C];
    for (int64_t c = 0; c < C; ++c)
      bias[c] = bias[c] * s[c] + t[c];
    mlirOperationSetOperand(
        anchor, 1,
        nnRewriteConstant(anchor, nnDenseFromDoubles(weightType, w)));
    eraseIfDeadConstant(weight);
    MlirType biasType =
        biasAdd.ptr
            ? mlirValueGetType(oldBias)
            : mlirRankedTensorTypeGet(1, &C, nnElementType(mlirValueGetType(x)),
                                      mlirAttributeGetNull());
    MlirValue newBias = nnRewriteConstant(biasAdd.ptr ? biasAdd : bn,
                                          nnDenseFromDoubles(biasType, bias));
    if (biasAdd.ptr) {
      mlirOperationSetOperand(biasAdd, 1, newBias);
      eraseIfDeadConstant(oldBias);
      nnRewriteReplaceOp(bn, x, false);
    } else {
      nnRewriteReplaceOp(bn, createBiasAdd(bn, x, newBias, axis), true);
    }
  }
  free(w);
  free(bias);
  return ok;
}

/* batch_norm. */

// The type [C, 1, ..., 1] that broadcasts per-channel values along `axis`
// of a rank-`rank` tensor.
static MlirType channelType(int64_t C, int64_t axis, int64_t rank,
                            MlirType element) {
  int64_t shape[NN_MAX_RANK];
  shape[0] = C;
  for (int64_t i = 1; i < rank - axis; ++i)
    shape[i] = 1;
  return mlirRankedTensorTypeGet(rank - axis, shape, element,
                                 mlirAttributeGetNull());
}

// Reads the four statistics when they are constants, into s and t.
static bool constantAffine(MlirOperation bn, double epsilon, int64_t C,
                           double *s, double *t) {
  double *stats = nnAllocArray(4 * ((size_t)C + 1), sizeof(double));
  if (!stats)
    return false;
  double *scale = stats, *bias = stats + C, *mean = stats + 2 * C,
         *var = stats + 3 * C;
  bool ok = true;
  for (int i = 0; ok && i < 4; ++i)
    ok = nnDenseReadDoubles(
        nnConstantDenseValue(mlirOperationGetOperand(bn, 1 + i)), stats + i * C,
        C);
  for (int64_t c = 0; ok && c < C; ++c) {
    s[c] = scale[c] / sqrt(var[c] + epsilon);
    t[c] = bias[c] - mean[c] * s[c];
  }
  free(stats);
  return ok;
}

// Rewrites `bn`; true when it did (and `bn` is gone).
static bool rewriteBatchNorm(Inference *in, MlirOperation bn) {
  MlirValue x = mlirOperationGetOperand(bn, 0);
  MlirType type = mlirValueGetType(x);
  MlirType statType = mlirValueGetType(mlirOperationGetOperand(bn, 1));
  if (!mlirTypeIsARankedTensor(type) || !mlirTypeIsARankedTensor(statType))
    return false;
  OpAttrs attrs;
  attrsOf(&attrs, bn);
  int64_t axis = nnShapeGetInt(&attrs.shape, "axis");
  double epsilon = nnShapeGetFloat(&attrs.shape, "epsilon");
  nnShapeContextDispose(&attrs.shape);
  int64_t rank = mlirShapedTypeGetRank(type);
  if (!nnNormalizeAxis(&axis, rank))
    return false;
  MlirType element = nnElementType(type);
  int64_t C = mlirShapedTypeGetDimSize(statType, 0);
  bool staticC = !mlirShapedTypeIsDynamicDim(statType, 0);
  size_t count = staticC ? (size_t)C : 0;
  double *s = nnAllocArray(2 * (count + 1), sizeof(double));
  if (!s)
    return false;
  double *t = s + count;
  if (staticC && constantAffine(bn, epsilon, C, s, t)) {
    if (!foldIntoProducer(in, bn, axis, s, t, C)) {
      MlirType scaleType = channelType(C, axis, rank, element);
      MlirValue mulOperands[] = {
          x, nnRewriteConstant(bn, nnDenseFromDoubles(scaleType, s))};
      MlirValue scaled = nnRewriteCreate("nn.mul", bn, 2, mulOperands, type);
      MlirType shiftType =
          mlirRankedTensorTypeGet(1, &C, element, mlirAttributeGetNull());
      MlirValue shift = nnRewriteConstant(bn, nnDenseFromDoubles(shiftType, t));
      nnRewriteReplaceOp(bn, createBiasAdd(bn, scaled, shift, axis), true);
    }
    free(s);
    return true;
  }
  free(s);
  // s = scale * rsqrt(var + eps), t = bias - mean * s, with nn ops.
  MlirValue scale = mlirOperationGetOperand(bn, 1);
  MlirValue bias = mlirOperationGetOperand(bn, 2);
  MlirValue mean = mlirOperationGetOperand(bn, 3);
  MlirValue var = mlirOperationGetOperand(bn, 4);
  int64_t one = 1;
  MlirType epsType =
      mlirRankedTensorTypeGet(1, &one, element, mlirAttributeGetNull());
  MlirValue eps = nnRewriteConstant(bn, nnDenseFromDoubles(epsType, &epsilon));
  MlirValue sum =
      nnRewriteCreate("nn.add", bn, 2, (MlirValue[]){var, eps}, statType);
  MlirValue inv = nnRewriteCreate("nn.rsqrt", bn, 1, &sum, statType);
  MlirValue factor =
      nnRewriteCreate("nn.mul", bn, 2, (MlirValue[]){scale, inv}, statType);
  MlirValue meanScaled =
      nnRewriteCreate("nn.mul", bn, 2, (MlirValue[]){mean, factor}, statType);
  MlirValue shift = nnRewriteCreate("nn.sub", bn, 2,
                                    (MlirValue[]){bias, meanScaled}, statType);
  MlirValue shaped = nnRewriteCreate("nn.reshape", bn, 1, &factor,
                                     channelType(C, axis, rank, element));
  MlirValue scaled =
      nnRewriteCreate("nn.mul", bn, 2, (MlirValue[]){x, shaped}, type);
  nnRewriteReplaceOp(bn, createBiasAdd(bn, scaled, shift, axis), true);
  return true;
}

// Rewrites `bn` and erases the constant statistics nothing reads any more.
static void rewriteAndClean(Inference *in, MlirOperation bn) {
  MlirValue stats[4];
  for (int i = 0; i < 4; ++i)
    stats[i] = mlirOperationGetOperand(bn, 1 + i);
  if (!rewriteBatchNorm(in, bn))
    return;
  for (int i = 0; i < 4; ++i) {
    bool seen = false; // one constant may feed several statistics
    for (int j = 0; j < i; ++j)
      seen = seen || mlirValueEqual(stats[i], stats[j]);
    if (!seen)
      eraseIfDeadConstant(stats[i]);
  }
}

/* The pass. */

// Whether the pass rewrites `def`'s ops: normalizations, and ops that are
// their input when the types agree.
static bool isRewritten(const NnOpDef *def) {
  return def && def->pure &&
         ((def->channels.normalizes && def->numOperands == 5) ||
          (def->algebra.sameTypeIsIdentity && def->numOperands == 1));
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  Inference *in = userData;
  if (isRewritten(nnRewriteDefOf(op)))
    if (!nnOpListPush(&in->ops, op))
      return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

static MlirLogicalResult run(MlirOperation root, void *state) {
  (void)state;
  MlirContext ctx = mlirOperationGetContext(root);
  Inference in = {.ctx = ctx};
  mlirOperationWalk(root, collect, &in, MlirWalkPreOrder);
  for (size_t i = 0; i < in.ops.count; ++i) {
    MlirOperation op = in.ops.ops[i];
    if (nnRewriteDefOf(op)->channels.normalizes) {
      rewriteAndClean(&in, op);
      continue;
    }
    // dropout, identity, casts: their input, when its type is the result's.
    MlirValue input = mlirOperationGetOperand(op, 0);
    if (mlirTypeEqual(mlirValueGetType(input),
                      mlirValueGetType(mlirOperationGetResult(op, 0))))
      nnRewriteReplaceOp(op, input, false);
  }
  nnOpListFree(&in.ops);
  return mlirLogicalResultSuccess();
}

const NnPassDef nnSimplifyInferencePass = {
    .argument = "simplify-inference",
    .name = "NNSimplifyInference",
    .description = "Inference rewrites: batch_norm becomes a per-channel "
                   "scale and shift, folded into the weights and bias of "
                   "a preceding conv2d or matmul when constant; dropout "
                   "and identity are removed",
    .run = run,
    .opName = "",
};
