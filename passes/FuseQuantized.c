//===- FuseQuantized.c - --fuse-quantized ---------------------------------===//
//
// Runs the quantized parts of an int8 graph on integers. A model quantized
// in the QDQ format (onnxruntime's quantize_static, PyTorch's PT2E export)
// computes every op on floats between nn.dequantize and nn.quantize: the
// graph says which tensors are integers, not how to compute on them. The
// pass rewrites three patterns, each exact, with the registry's
// `quantization` facts (nn-c/OpDef.h) telling it which ops qualify:
//
//  - An op that selects elements (NN_QUANT_SELECTS: reshape, transpose,
//    slice, gather, max pooling, reduce_max ...) of a per-tensor
//    dequantize runs on the integers:
//      op(dequantize(q, s, z)) -> dequantize(op(q), s, z)
//    Each result element is an element of q picked by position or by order,
//    and q -> (q - z) * s is increasing when s > 0 (the scale must be a
//    positive constant), so both sides hold the same numbers.
//  - A contraction (NN_QUANT_BILINEAR: matmul, the convolutions) of two
//    dequantized operands, the first per tensor and the second per tensor
//    or per output channel, runs on the integers less their zero points:
//      op(dequantize(a, sa, za), dequantize(w, sw, zw))
//        -> dequantize(op(a - za, w - zw), sa * sw, 0)   (in i32)
//    The i32 sums are exact, so the result is the exact sum rounded once,
//    where the float op rounds every product and partial sum. Applied only
//    where no sum can overflow: the products per output element times the
//    largest |a - za| and |w - zw| stay below 2^31 (8-bit operands: up to
//    33,025 products).
//  - A quantize of a dequantize with the same integer type, scale, zero
//    point and axis is the integer tensor itself:
//      quantize(dequantize(q, s, z), s, z) -> q
//    (q - z) * s / s lies within 2^-22 |q - z| of q - z, which rounds back
//    to q - z for 8- and 16-bit integers and an f32 or f64 scale that is a
//    constant in [2^-100, 2^100].
//
// The first rewrite brings dequantize next to the quantize that follows a
// selection, and the third then removes both: dequantize - max_pool -
// quantize becomes a max_pool of int8. Epilogues (bias, relu, a residual
// add) stay float between the contraction's dequantize and the next
// quantize; --fuse-ops puts them in the contraction's kernel.
//
// Run it before --fold-constants, which would turn dequantized weights into
// float constants; the integer weights less their zero points are then
// constants that --fold-constants folds. One walk in program order: a
// rewritten op's users come later, so a chain of selections moves in one
// run. Each rewrite looks at one op and its operands' producers: linear.
//
//===----------------------------------------------------------------------===//

#include "DenseValues.h"
#include "Passes.h"
#include "Rewrite.h"

#include "dialect/Checks.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdlib.h>

// The operands of an nn.dequantize (or nn.quantize), its axis made
// non-negative.
typedef struct {
  MlirOperation op;
  MlirValue input, scale, zeroPoint;
  int64_t axis;
  bool perTensor; // one scale and zero point
} Quantization;

static MlirType elementOf(MlirValue value) {
  return mlirShapedTypeGetElementType(mlirValueGetType(value));
}

static bool readQuantization(MlirOperation op, Quantization *q) {
  if (mlirOperationGetNumOperands(op) != 3)
    return false;
  q->op = op;
  q->input = mlirOperationGetOperand(op, 0);
  q->scale = mlirOperationGetOperand(op, 1);
  q->zeroPoint = mlirOperationGetOperand(op, 2);
  MlirType scale = mlirValueGetType(q->scale);
  q->perTensor = mlirShapedTypeGetRank(scale) == 0 ||
                 mlirShapedTypeGetDimSize(scale, 0) == 1;
  MlirAttribute axis = mlirOperationGetAttributeByName(op, nnStr("axis"));
  q->axis = mlirAttributeIsNull(axis) ? 1 : mlirIntegerAttrGetValueInt(axis);
  if (q->axis < 0)
    q->axis += mlirShapedTypeGetRank(mlirValueGetType(q->input));
  return true;
}

// `value` as the result of an nn.dequantize.
static bool isDequantized(MlirValue value, Quantization *q) {
  MlirOperation op = nnRewriteProducer(value);
  const NnOpDef *def = nnRewriteDefOf(op);
  return def && def->quantization == NN_QUANT_DEQUANTIZE &&
         readQuantization(op, q);
}

// The same numbers: one value, or two constants holding equal elements.
static bool sameValues(MlirValue a, MlirValue b) {
  if (mlirValueEqual(a, b))
    return true;
  MlirAttribute x = nnConstantDenseValue(a), y = nnConstantDenseValue(b);
  return !mlirAttributeIsNull(x) && !mlirAttributeIsNull(y) &&
         mlirAttributeEqual(x, y);
}

// Whether every element of the constant `scale` lies in [low, high].
static bool scaleWithin(MlirValue scale, double low, double high) {
  MlirAttribute attr = nnConstantDenseValue(scale);
  if (mlirAttributeIsNull(attr))
    return false;
  int64_t n = mlirElementsAttrGetNumElements(attr);
  double *values = nnAllocArray((size_t)n + 1, sizeof(double));
  bool ok = values && nnDenseReadDoubles(attr, values, n);
  for (int64_t i = 0; ok && i < n; ++i)
    ok = values[i] >= low && values[i] <= high; // NaN fails
  free(values);
  return ok;
}

static MlirNamedAttribute axisAttr(MlirContext ctx, int64_t axis) {
  return mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, nnStr("axis")),
      mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), axis));
}

// nn.dequantize(input, scale, zeroPoint) {axis} before `before`, of `type`.
static MlirValue createDequantize(MlirOperation before, MlirValue input,
                                  MlirValue scale, MlirValue zeroPoint,
                                  int64_t axis, MlirType type) {
  MlirValue operands[] = {input, scale, zeroPoint};
  MlirNamedAttribute attr = axisAttr(mlirOperationGetContext(before), axis);
  return mlirOperationGetResult(
      nnRewriteCreateOp("nn.dequantize", before, 3, operands, type, 1, &attr),
      0);
}

// `op` again, before itself, with operands `operands` (as many as it has)
// and result type `type`; its attributes, nn.name included, come along.
static MlirValue recreate(MlirOperation op, const MlirValue *operands,
                          MlirType type) {
  intptr_t numAttrs = mlirOperationGetNumAttributes(op);
  MlirNamedAttribute *attrs =
      nnAllocArray((size_t)numAttrs + 1, sizeof(MlirNamedAttribute));
  if (!attrs)
    return (MlirValue){NULL};
  for (intptr_t i = 0; i < numAttrs; ++i)
    attrs[i] = mlirOperationGetAttribute(op, i);
  MlirOperationState state =
      mlirOperationStateGet(mlirIdentifierStr(mlirOperationGetName(op)),
                            mlirOperationGetLocation(op));
  mlirOperationStateAddOperands(&state, mlirOperationGetNumOperands(op),
                                operands);
  mlirOperationStateAddResults(&state, 1, &type);
  mlirOperationStateAddAttributes(&state, numAttrs, attrs);
  MlirOperation copy = mlirOperationCreate(&state);
  free(attrs);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, copy);
  return mlirOperationGetResult(copy, 0);
}

static MlirType withElement(MlirType tensor, MlirType element) {
  int64_t shape[NN_MAX_RANK];
  intptr_t rank = mlirShapedTypeGetRank(tensor);
  for (intptr_t i = 0; i < rank; ++i)
    shape[i] = mlirShapedTypeGetDimSize(tensor, i);
  return mlirRankedTensorTypeGet(rank, shape, element, mlirAttributeGetNull());
}

// Whether operand 0 and the result of `def` may hold `element`.
static bool takesElement(const NnOpDef *def, MlirType element) {
  unsigned bit = nnElementTypeBit(element);
  return bit && def->numOperands >= 1 && def->numResults == 1 &&
         (def->operands[0].elementTypes & bit) &&
         (def->results[0].elementTypes & bit);
}

/* Selections: op(dequantize(q)) -> dequantize(op(q)). */

static bool moveSelection(MlirOperation op, const NnOpDef *def) {
  Quantization dq;
  if (mlirOperationGetNumResults(op) != 1 ||
      def->operands[0].arity != NN_SINGLE ||
      !isDequantized(mlirOperationGetOperand(op, 0), &dq) || !dq.perTensor ||
      !scaleWithin(dq.scale, 0x1p-149, INFINITY) || // increasing: s > 0
      !takesElement(def, elementOf(dq.input)))
    return false;
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirValue *operands = nnAllocArray((size_t)n, sizeof(MlirValue));
  if (!operands)
    return false;
  for (intptr_t i = 0; i < n; ++i)
    operands[i] = mlirOperationGetOperand(op, i);
  operands[0] = dq.input;
  MlirType type = mlirValueGetType(mlirOperationGetResult(op, 0));
  MlirValue integer =
      recreate(op, operands, withElement(type, elementOf(dq.input)));
  free(operands);
  if (mlirValueIsNull(integer))
    return false;
  nnRewriteReplaceOp(
      op, createDequantize(op, integer, dq.scale, dq.zeroPoint, dq.axis, type),
      false);
  nnRewriteEraseIfDead(mlirOperationGetResult(dq.op, 0));
  return true;
}

/* Contractions on the integers less their zero points. */

// The largest |q - z| for q and z of integer type `element`; 0 when it is
// not an integer type.
static double largestDifference(MlirType element) {
  if (!mlirTypeIsAInteger(element))
    return 0;
  return ldexp(1, (int)mlirIntegerTypeGetWidth(element)) - 1;
}

// i32(q) - i32(z), the zero point laid along dimension `dim` of q when it
// is per channel (dim >= 0).
static MlirValue centred(MlirOperation before, const Quantization *q,
                         int64_t dim) {
  MlirContext ctx = mlirOperationGetContext(before);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType type = mlirValueGetType(q->input);
  MlirValue input =
      nnRewriteCreate("nn.cast", before, 1, &q->input, withElement(type, i32));
  MlirValue zeroPoint = q->zeroPoint;
  MlirType zeroType = mlirValueGetType(zeroPoint);
  if (dim >= 0 && !q->perTensor) {
    int64_t shape[NN_MAX_RANK];
    intptr_t rank = mlirShapedTypeGetRank(type);
    for (intptr_t i = 0; i < rank; ++i)
      shape[i] = i == dim ? mlirShapedTypeGetDimSize(zeroType, 0) : 1;
    zeroType = mlirRankedTensorTypeGet(rank, shape, elementOf(zeroPoint),
                                       mlirAttributeGetNull());
    zeroPoint = nnRewriteCreate("nn.reshape", before, 1, &zeroPoint, zeroType);
  }
  zeroPoint = nnRewriteCreate("nn.cast", before, 1, &zeroPoint,
                              withElement(zeroType, i32));
  MlirValue operands[] = {input, zeroPoint};
  return nnRewriteCreate("nn.sub", before, 2, operands,
                         mlirValueGetType(input));
}

// The scale of the i32 sums, sa * sw: one element, or one per output
// channel (sw's shape).
static MlirValue productScale(MlirOperation before, const Quantization *a,
                              const Quantization *w) {
  MlirType aType = mlirValueGetType(a->scale),
           wType = mlirValueGetType(w->scale);
  MlirType type = mlirShapedTypeGetRank(wType) >= mlirShapedTypeGetRank(aType)
                      ? wType
                      : aType;
  MlirValue operands[] = {a->scale, w->scale};
  return nnRewriteCreate("nn.mul", before, 2, operands, type);
}

static bool integerContraction(MlirOperation op, const NnOpDef *def) {
  Quantization a, w;
  if (mlirOperationGetNumOperands(op) != 2 ||
      mlirOperationGetNumResults(op) != 1 ||
      !isDequantized(mlirOperationGetOperand(op, 0), &a) || !a.perTensor ||
      !isDequantized(mlirOperationGetOperand(op, 1), &w))
    return false;
  MlirType type = mlirValueGetType(mlirOperationGetResult(op, 0));
  MlirType weightType = mlirValueGetType(w.input);
  MlirType element = mlirShapedTypeGetElementType(type);
  int64_t resultDim = -1, weightDim = -1;
  bool channels = nnRewriteOutputChannels(op, &resultDim, &weightDim);
  if ((!w.perTensor && (!channels || w.axis != weightDim)) ||
      !mlirTypeEqual(elementOf(a.scale), element) ||
      !mlirTypeEqual(elementOf(w.scale), element) ||
      !(def->operands[0].elementTypes & NN_I32) ||
      !(def->operands[1].elementTypes & NN_I32) ||
      !(def->results[0].elementTypes & NN_I32) ||
      !mlirShapedTypeHasStaticShape(weightType))
    return false;
  // Products per output element: at most the weight's elements per output
  // channel (all of them when the registry does not locate the channels).
  double products = 1;
  for (intptr_t i = 0; i < mlirShapedTypeGetRank(weightType); ++i)
    products *= (double)mlirShapedTypeGetDimSize(weightType, i);
  if (channels && mlirShapedTypeGetDimSize(weightType, weightDim) > 0)
    products /= (double)mlirShapedTypeGetDimSize(weightType, weightDim);
  if (products * largestDifference(elementOf(a.input)) *
          largestDifference(elementOf(w.input)) >=
      0x1p31)
    return false;

  MlirValue operands[] = {centred(op, &a, -1), centred(op, &w, weightDim)};
  MlirType i32 = mlirIntegerTypeGet(mlirOperationGetContext(op), 32);
  MlirValue sums = recreate(op, operands, withElement(type, i32));
  if (mlirValueIsNull(sums))
    return false;
  MlirValue scale = productScale(op, &a, &w);
  MlirAttribute zero = mlirDenseElementsAttrInt32SplatGet(
      withElement(mlirValueGetType(scale), i32), 0);
  nnRewriteReplaceOp(op,
                     createDequantize(op, sums, scale,
                                      nnRewriteConstant(op, zero),
                                      w.perTensor ? 1 : resultDim, type),
                     false);
  nnRewriteEraseIfDead(mlirOperationGetResult(a.op, 0));
  if (!mlirOperationEqual(a.op, w.op)) // x @ x: one dequantize, erased once
    nnRewriteEraseIfDead(mlirOperationGetResult(w.op, 0));
  return true;
}

/* quantize(dequantize(q, s, z), s, z) -> q. */

static bool cancelPair(MlirOperation op) {
  Quantization quantize, dq;
  if (!readQuantization(op, &quantize) || !isDequantized(quantize.input, &dq))
    return false;
  MlirType integer = mlirValueGetType(dq.input);
  MlirType element = mlirShapedTypeGetElementType(integer);
  MlirType scale = elementOf(dq.scale);
  if (!mlirTypeEqual(integer,
                     mlirValueGetType(mlirOperationGetResult(op, 0))) ||
      !mlirTypeIsAInteger(element) || mlirIntegerTypeGetWidth(element) > 16 ||
      !(mlirTypeIsAF32(scale) || mlirTypeIsAF64(scale)) ||
      (!dq.perTensor && dq.axis != quantize.axis) ||
      quantize.perTensor != dq.perTensor ||
      !sameValues(dq.scale, quantize.scale) ||
      !sameValues(dq.zeroPoint, quantize.zeroPoint) ||
      !scaleWithin(dq.scale, 0x1p-100, 0x1p100))
    return false;
  nnRewriteReplaceOp(op, dq.input, false);
  nnRewriteEraseIfDead(mlirOperationGetResult(dq.op, 0));
  return true;
}

/* The pass. */

static MlirWalkResult collect(MlirOperation op, void *userData) {
  const NnOpDef *def = nnRewriteDefOf(op);
  if (def && def->quantization != NN_QUANT_NONE &&
      def->quantization != NN_QUANT_DEQUANTIZE && !nnOpListPush(userData, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

// The options: which rewrites run.
typedef struct {
  bool contractions;
} Options;

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  (void)env;
  Options *options = nnAllocArray(1, sizeof(Options));
  if (!options) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  options->contractions = values[0].b;
  return options;
}

static void destroyState(void *state) { free(state); }

static MlirLogicalResult run(MlirOperation root, void *state) {
  const Options *options = state;
  NnOpList ops = {0};
  mlirOperationWalk(root, collect, &ops, MlirWalkPreOrder);
  if (ops.failed) { // out of memory: nothing changed
    nnOpListFree(&ops);
    return mlirLogicalResultFailure();
  }
  for (size_t i = 0; i < ops.count; ++i) {
    MlirOperation op = ops.ops[i];
    const NnOpDef *def = nnRewriteDefOf(op);
    switch (def->quantization) {
    case NN_QUANT_SELECTS:
      moveSelection(op, def);
      break;
    case NN_QUANT_BILINEAR:
      if (options->contractions)
        integerContraction(op, def);
      break;
    case NN_QUANT_QUANTIZE:
      cancelPair(op);
      break;
    default:
      break;
    }
  }
  nnOpListFree(&ops);
  return mlirLogicalResultSuccess();
}

static const NnOptionDef options[] = {
    NN_BOOL_OPTION("contractions", "true",
                   "Run matmuls and convolutions of dequantized operands on "
                   "the integers (false: keep them on floats, faster on "
                   "today's CPU path)"),
};

const NnPassDef nnFuseQuantizedPass = {
    .argument = "fuse-quantized",
    .name = "NNFuseQuantized",
    .description = "Runs quantized graphs on integers: ops that select "
                   "elements move before nn.dequantize, matmuls and "
                   "convolutions of dequantized operands sum in i32, and "
                   "quantize(dequantize(q)) with the same parameters is q; "
                   "each rewrite exact",
    .options = options,
    .numOptions = 1,
    .createState = createState,
    .destroyState = destroyState,
    .run = run,
    .opName = "",
};
