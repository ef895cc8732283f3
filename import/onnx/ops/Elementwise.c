//===- Elementwise.c - ONNX elementwise ops -------------------------------===//
//
// Unary and broadcasting binary ops, most of them one nn op each (the row's
// `nnOps` names it), and the ones ONNX spells differently: variadic Max,
// Min, Sum and Mean; Clip with attributes (before opset 11) or inputs;
// HardSigmoid with any alpha and beta; PRelu with any broadcastable slope;
// Cast by target type. Small constant operands are evaluated at import time
// (Fold.h) for the ops shape arithmetic uses.
//
//===----------------------------------------------------------------------===//

#include "../Fold.h"
#include "Ops.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <string.h>

// The host evaluation of the ops shape arithmetic uses, by op type.
static bool foldOp(const char *opType, OnnxFoldOp *op) {
  static const struct {
    const char *opType;
    OnnxFoldOp op;
  } ops[] = {
      {"Add", ONNX_FOLD_ADD},
      {"Sub", ONNX_FOLD_SUB},
      {"Mul", ONNX_FOLD_MUL},
      {"Div", ONNX_FOLD_DIV},
      {"Max", ONNX_FOLD_MAX},
      {"Min", ONNX_FOLD_MIN},
      {"Equal", ONNX_FOLD_EQUAL},
      {"Less", ONNX_FOLD_LESS},
      {"LessOrEqual", ONNX_FOLD_LESS_EQUAL},
      {"Greater", ONNX_FOLD_GREATER},
      {"GreaterOrEqual", ONNX_FOLD_GREATER_EQUAL},
      {"And", ONNX_FOLD_AND},
      {"Or", ONNX_FOLD_OR},
      {"Not", ONNX_FOLD_NOT},
      {"Neg", ONNX_FOLD_NEG},
      {"Abs", ONNX_FOLD_ABS},
      {"Sqrt", ONNX_FOLD_SQRT},
      {"Where", ONNX_FOLD_WHERE},
      {"Identity", ONNX_FOLD_IDENTITY},
  };
  for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); ++i)
    if (!strcmp(ops[i].opType, opType)) {
      *op = ops[i].op;
      return true;
    }
  return false;
}

typedef enum { NOT_FOLDED, FOLDED, FOLD_FAILED } FoldResult;

// Folds the node when its inputs are small known tensors and the host
// evaluates its op.
static FoldResult tryFold(OnnxNode *node) {
  OnnxFoldOp op;
  if (onnxNodeNumInputs(node) > 3 || !foldOp(onnxNodeOpType(node), &op) ||
      !onnxCanFold(node))
    return NOT_FOLDED;
  return onnxFoldElementwise(node, op, 0) ? FOLDED : FOLD_FAILED;
}

// One nn op on every input, in order (the row's nnOps).
static bool convertDirect(OnnxNode *node) {
  FoldResult fold = tryFold(node);
  if (fold != NOT_FOLDED)
    return fold == FOLDED;
  MlirValue operands[3];
  intptr_t n = onnxNodeNumInputs(node);
  if (n > 3)
    return onnxNodeError(node, "has %ld inputs; at most 3 are expected",
                         (long)n);
  for (intptr_t i = 0; i < n; ++i)
    if (mlirValueIsNull(operands[i] = onnxNodeInput(node, i)))
      return false;
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, onnxNodeRow(node)->nnOps, n, operands, 0, NULL));
}

// Variadic Max, Min, Sum and Mean: a chain of the binary op (Mean then
// divides by the count).
static bool convertVariadic(OnnxNode *node) {
  // Two-input Max and Min of shape values fold (Sum and Mean do not).
  FoldResult fold = onnxNodeNumInputs(node) == 2 ? tryFold(node) : NOT_FOLDED;
  if (fold != NOT_FOLDED)
    return fold == FOLDED;
  const char *binary = onnxNodeRow(node)->nnOps;
  bool mean = !strcmp(onnxNodeOpType(node), "Mean");
  if (mean)
    binary = "nn.add";
  intptr_t n = onnxNodeNumInputs(node);
  if (n < 1)
    return onnxNodeError(node, "needs at least one input");
  MlirValue acc = onnxNodeInput(node, 0);
  for (intptr_t i = 1; i < n && !mlirValueIsNull(acc); ++i) {
    MlirValue operands[2] = {acc, onnxNodeInput(node, i)};
    acc = onnxBuild(node, binary, 2, operands, 0, NULL);
  }
  if (mean && n > 1 && !mlirValueIsNull(acc)) {
    MlirValue operands[2] = {
        acc, onnxBuildScalar(node, onnxTypeElement(mlirValueGetType(acc)),
                             (double)n)};
    acc = onnxBuild(node, "nn.div", 2, operands, 0, NULL);
  }
  return onnxNodeSetOutput(node, 0, acc);
}

// A scalar input (min, max) that must be known: its value, or `fallback`
// when absent.
static bool scalarInput(OnnxNode *node, intptr_t i, const char *what,
                        double fallback, double *value) {
  *value = fallback;
  if (!onnxNodeHasInput(node, i))
    return true;
  const OnnxTensor *t = onnxNodeRequiredConstant(node, i);
  if (!t)
    return onnxNodeError(node, "its %s (input %ld) must be a constant", what,
                         (long)i);
  if (t->count != 1)
    return onnxNodeError(node,
                         "its %s (input %ld) must hold one value, "
                         "not %lld",
                         what, (long)i, (long long)t->count);
  *value = onnxTensorFloat(t, 0);
  return true;
}

static bool convertClip(OnnxNode *node) {
  double lo, hi;
  if (onnxNodeOpset(node) < 11) {
    lo = onnxAttrFloat(node, "min", -INFINITY);
    hi = onnxAttrFloat(node, "max", INFINITY);
  } else if (!scalarInput(node, 1, "min", -INFINITY, &lo) ||
             !scalarInput(node, 2, "max", INFINITY, &hi)) {
    return false;
  }
  MlirValue x = onnxNodeInput(node, 0);
  NnAttrValue attrs[] = {nnAttrFloat("min", lo), nnAttrFloat("max", hi)};
  return onnxNodeSetOutput(node, 0,
                           onnxBuild(node, "nn.clip", 1, &x, 2, attrs));
}

// ONNX LeakyRelu, Elu: one float attribute named like nn's.
static bool convertAlpha(OnnxNode *node) {
  float fallback = !strcmp(onnxNodeOpType(node), "LeakyRelu") ? 0.01f : 1.0f;
  MlirValue x = onnxNodeInput(node, 0);
  NnAttrValue alpha =
      nnAttrFloat("alpha", onnxAttrFloat(node, "alpha", fallback));
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, onnxNodeRow(node)->nnOps, 1, &x, 1, &alpha));
}

// max(0, min(1, alpha * x + beta)): nn.hardsigmoid is PyTorch's (alpha 1/6,
// beta 1/2); other constants scale and clip.
static bool convertHardSigmoid(OnnxNode *node) {
  float alpha = onnxAttrFloat(node, "alpha", 0.2f);
  float beta = onnxAttrFloat(node, "beta", 0.5f);
  MlirValue x = onnxNodeInput(node, 0);
  if (fabsf(alpha - 1.0f / 6.0f) < 1e-7f && beta == 0.5f)
    return onnxNodeSetOutput(node, 0,
                             onnxBuild(node, "nn.hardsigmoid", 1, &x, 0, NULL));
  NnAttrValue scale[] = {nnAttrFloat("scale", alpha),
                         nnAttrFloat("bias", beta)};
  MlirValue y = onnxBuild(node, "nn.scale", 1, &x, 2, scale);
  NnAttrValue clip[] = {nnAttrFloat("min", 0.0), nnAttrFloat("max", 1.0)};
  return onnxNodeSetOutput(node, 0, onnxBuild(node, "nn.clip", 1, &y, 2, clip));
}

// Gelu (opset 20): nn.gelu with the same `approximate`.
static bool convertGelu(OnnxNode *node) {
  bool tanh = onnxAttrStringIs(node, "approximate", "none", "tanh");
  if (!tanh && !onnxAttrStringIs(node, "approximate", "none", "none"))
    return onnxNodeError(node, "approximate must be 'none' or 'tanh'");
  MlirValue x = onnxNodeInput(node, 0);
  NnAttrValue mode = nnAttrString("approximate", tanh ? "tanh" : "none");
  return onnxNodeSetOutput(node, 0,
                           onnxBuild(node, "nn.gelu", 1, &x, 1, &mode));
}

// PRelu: nn.prelu when the slope is one value per channel (dimension 1) or
// one in all; otherwise max(x, 0) + slope * min(x, 0), which is the same
// for every broadcastable slope.
static bool convertPRelu(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0), slope = onnxNodeInput(node, 1);
  if (mlirValueIsNull(x) || mlirValueIsNull(slope))
    return false;
  MlirType xType = mlirValueGetType(x), sType = mlirValueGetType(slope);
  int64_t xRank = onnxTypeRank(xType), sRank = onnxTypeRank(sType);
  // Channel slopes: [C, 1, ..., 1] aligned with dims 1.. of x, or [1].
  int64_t channels = xRank >= 2 ? onnxTypeDim(xType, 1) : -1;
  bool perChannel = sRank == xRank - 1 && sRank >= 1 && channels >= 0 &&
                    onnxTypeDim(sType, 0) == channels;
  for (int64_t d = 1; perChannel && d < sRank; ++d)
    perChannel = onnxTypeDim(sType, d) == 1;
  bool single = onnxTypeIsStatic(sType) && sRank <= 1 &&
                (sRank == 0 || onnxTypeDim(sType, 0) == 1) && xRank >= 1;
  if (perChannel || single) {
    int64_t n = perChannel ? channels : 1;
    MlirType flat =
        onnxTensorType(onnxNodeContext(node), 1, &n, onnxTypeElement(sType));
    MlirValue alpha =
        onnxTypeRank(sType) == 1
            ? slope
            : onnxBuildTyped(node, "nn.reshape", 1, &slope, 0, NULL, flat);
    MlirValue operands[2] = {x, alpha};
    return onnxNodeSetOutput(node, 0,
                             onnxBuild(node, "nn.prelu", 2, operands, 0, NULL));
  }
  MlirValue zero = onnxBuildScalar(node, onnxTypeElement(xType), 0.0);
  MlirValue pos[2] = {x, zero};
  MlirValue up = onnxBuild(node, "nn.maximum", 2, pos, 0, NULL);
  MlirValue down = onnxBuild(node, "nn.minimum", 2, pos, 0, NULL);
  MlirValue scaled[2] = {slope, down};
  MlirValue sum[2] = {up, onnxBuild(node, "nn.mul", 2, scaled, 0, NULL)};
  return onnxNodeSetOutput(node, 0, onnxBuild(node, "nn.add", 2, sum, 0, NULL));
}

static bool convertCast(OnnxNode *node) {
  int32_t to = (int32_t)onnxAttrInt(node, "to", 0);
  MlirType element = onnxElementType(onnxNodeContext(node), to);
  if (mlirTypeIsNull(element))
    return onnxNodeError(node, "casts to %s, which nn does not support",
                         onnxDataTypeName(to));
  if (onnxCanFold(node))
    return onnxFoldElementwise(node, ONNX_FOLD_IDENTITY, to);
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  MlirType type = mlirValueGetType(x);
  if (mlirTypeEqual(onnxTypeElement(type), element))
    return onnxNodeSetOutput(node, 0, x);
  int64_t dims[NN_MAX_RANK];
  for (int64_t d = 0; d < onnxTypeRank(type); ++d)
    dims[d] = onnxTypeDim(type, d);
  MlirType result =
      onnxTensorType(onnxNodeContext(node), onnxTypeRank(type), dims, element);
  return onnxNodeSetOutput(
      node, 0, onnxBuildTyped(node, "nn.cast", 1, &x, 0, NULL, result));
}

// Dropout at inference: the identity. Its mask output, if used, is all
// true.
static bool convertDropout(OnnxNode *node) {
  if (onnxNodeOpset(node) >= 12 && onnxNodeHasInput(node, 2)) {
    const OnnxTensor *training = onnxNodeRequiredConstant(node, 2);
    if (!training || onnxTensorInt(training, 0))
      return onnxNodeError(node, "training mode is not supported: "
                                 "training_mode must be a false constant");
  }
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  if (onnxNodeHasOutput(node, 1)) {
    MlirType type = mlirValueGetType(x);
    if (!onnxTypeIsStatic(type))
      return onnxNodeError(node, "its mask output needs a static shape");
    int64_t dims[NN_MAX_RANK];
    for (int64_t d = 0; d < onnxTypeRank(type); ++d)
      dims[d] = onnxTypeDim(type, d);
    MlirType mask =
        onnxTensorType(onnxNodeContext(node), onnxTypeRank(type), dims,
                       mlirIntegerTypeGet(onnxNodeContext(node), 1));
    if (!onnxNodeSetOutput(node, 1, onnxBuildSplat(node, mask, 1.0)))
      return false;
  }
  return onnxNodeAliasOutput(node, 0, 0);
}

// Mod: folded on small known values (shape arithmetic), nn.mod otherwise.
static bool convertMod(OnnxNode *node) {
  bool fmod = onnxAttrInt(node, "fmod", 0) != 0;
  if (onnxCanFold(node))
    return onnxFoldElementwise(node, fmod ? ONNX_FOLD_FMOD : ONNX_FOLD_MOD, 0);
  MlirValue operands[2] = {onnxNodeInput(node, 0), onnxNodeInput(node, 1)};
  if (mlirValueIsNull(operands[0]) || mlirValueIsNull(operands[1]))
    return false;
  NnAttrValue attr = nnAttrBool("fmod", fmod);
  return onnxNodeSetOutput(node, 0,
                           onnxBuild(node, "nn.mod", 2, operands, 1, &attr));
}

// BitShift: nn.bit_shift, whose direction is ONNX's.
static bool convertBitShift(OnnxNode *node) {
  bool left = onnxAttrStringIs(node, "direction", "", "LEFT");
  if (!left && !onnxAttrStringIs(node, "direction", "", "RIGHT"))
    return onnxNodeError(node, "its direction must be \"LEFT\" or "
                               "\"RIGHT\"");
  MlirValue operands[2] = {onnxNodeInput(node, 0), onnxNodeInput(node, 1)};
  if (mlirValueIsNull(operands[0]) || mlirValueIsNull(operands[1]))
    return false;
  NnAttrValue attr = nnAttrString("direction", left ? "LEFT" : "RIGHT");
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, "nn.bit_shift", 2, operands, 1, &attr));
}

// Pow's exponent may have another element type than its base (opset 12
// on), nn.pow's may not: the result has the base's type, so a float
// exponent is cast to a float base's type, and an integer base is raised
// in the exponent's float type and cast back.
static bool convertPow(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0), y = onnxNodeInput(node, 1);
  if (mlirValueIsNull(x) || mlirValueIsNull(y))
    return false;
  MlirType base = onnxTypeElement(mlirValueGetType(x));
  MlirType exponent = onnxTypeElement(mlirValueGetType(y));
  bool intBase = mlirTypeIsAInteger(base);
  MlirType compute = intBase && !mlirTypeIsAInteger(exponent) ? exponent : base;
  MlirValue operands[2] = {x, y};
  for (int i = 0; i < 2; ++i) {
    MlirType type = mlirValueGetType(operands[i]);
    if (mlirTypeEqual(onnxTypeElement(type), compute))
      continue;
    int64_t dims[NN_MAX_RANK];
    for (int64_t d = 0; d < onnxTypeRank(type); ++d)
      dims[d] = onnxTypeDim(type, d);
    operands[i] =
        onnxBuildTyped(node, "nn.cast", 1, &operands[i], 0, NULL,
                       onnxTensorType(onnxNodeContext(node), onnxTypeRank(type),
                                      dims, compute));
  }
  MlirValue r = onnxBuild(node, "nn.pow", 2, operands, 0, NULL);
  if (!mlirValueIsNull(r) && !mlirTypeEqual(compute, base)) {
    MlirType type = mlirValueGetType(r);
    int64_t dims[NN_MAX_RANK];
    for (int64_t d = 0; d < onnxTypeRank(type); ++d)
      dims[d] = onnxTypeDim(type, d);
    r = onnxBuildTyped(
        node, "nn.cast", 1, &r, 0, NULL,
        onnxTensorType(onnxNodeContext(node), onnxTypeRank(type), dims, base));
  }
  return onnxNodeSetOutput(node, 0, r);
}

// Identity names its input again: PyTorch exports share equal weights
// through Identity nodes, which must not copy them.
static bool convertIdentity(OnnxNode *node) {
  return onnxNodeAliasOutput(node, 0, 0);
}

#define DIRECT(op, from, nn)                                                   \
  {"", op, from, ONNX_MAX_OPSET, convertDirect, nn, NULL}

const OnnxConverter onnxElementwiseConverters[] = {
    DIRECT("Relu", 6, "nn.relu"),
    DIRECT("Exp", 6, "nn.exp"),
    DIRECT("Sigmoid", 6, "nn.sigmoid"),
    DIRECT("Tanh", 6, "nn.tanh"),
    DIRECT("Neg", 6, "nn.neg"),
    DIRECT("Abs", 6, "nn.abs"),
    DIRECT("Reciprocal", 6, "nn.reciprocal"),
    DIRECT("Floor", 6, "nn.floor"),
    DIRECT("Ceil", 6, "nn.ceil"),
    DIRECT("Round", 11, "nn.round"),
    DIRECT("Log", 6, "nn.log"),
    DIRECT("Sqrt", 6, "nn.sqrt"),
    DIRECT("Erf", 9, "nn.erf"),
    DIRECT("Sin", 7, "nn.sin"),
    DIRECT("Cos", 7, "nn.cos"),
    DIRECT("Asin", 7, "nn.asin"),
    DIRECT("Acos", 7, "nn.acos"),
    DIRECT("Atan", 7, "nn.atan"),
    DIRECT("Softplus", 1, "nn.softplus"),
    DIRECT("HardSwish", 14, "nn.hardswish"),
    DIRECT("Not", 1, "nn.not"),
    DIRECT("Add", 7, "nn.add"),
    DIRECT("Sub", 7, "nn.sub"),
    DIRECT("Mul", 7, "nn.mul"),
    DIRECT("Div", 7, "nn.div"),
    {"", "Pow", 7, ONNX_MAX_OPSET, convertPow,
     "nn.pow (nn.cast for mixed "
     "types)",
     NULL},
    DIRECT("Equal", 7, "nn.equal"),
    DIRECT("Less", 7, "nn.less"),
    DIRECT("LessOrEqual", 12, "nn.less_equal"),
    DIRECT("Greater", 7, "nn.greater"),
    DIRECT("GreaterOrEqual", 12, "nn.greater_equal"),
    DIRECT("And", 7, "nn.and"),
    DIRECT("Or", 7, "nn.or"),
    DIRECT("Where", 9, "nn.where"),
    {"", "Max", 6, ONNX_MAX_OPSET, convertVariadic, "nn.maximum", NULL},
    {"", "Min", 6, ONNX_MAX_OPSET, convertVariadic, "nn.minimum", NULL},
    {"", "Sum", 6, ONNX_MAX_OPSET, convertVariadic, "nn.add", NULL},
    {"", "Mean", 6, ONNX_MAX_OPSET, convertVariadic, "nn.add, nn.div", NULL},
    {"", "Clip", 6, ONNX_MAX_OPSET, convertClip, "nn.clip",
     "min and max must be constants"},
    {"", "LeakyRelu", 6, ONNX_MAX_OPSET, convertAlpha, "nn.leaky_relu", NULL},
    {"", "Elu", 6, ONNX_MAX_OPSET, convertAlpha, "nn.elu", NULL},
    {"", "HardSigmoid", 6, ONNX_MAX_OPSET, convertHardSigmoid,
     "nn.hardsigmoid, or nn.scale and nn.clip", NULL},
    {"", "Gelu", 20, ONNX_MAX_OPSET, convertGelu, "nn.gelu", NULL},
    {"", "PRelu", 7, ONNX_MAX_OPSET, convertPRelu,
     "nn.prelu, or nn.maximum, nn.minimum, nn.mul and nn.add", NULL},
    {"", "Cast", 6, ONNX_MAX_OPSET, convertCast, "nn.cast",
     "nn's element types only"},
    {"", "Dropout", 7, ONNX_MAX_OPSET, convertDropout, "(none: the identity)",
     "inference only: training_mode false (the mask is all true)"},
    {"", "Mod", 10, ONNX_MAX_OPSET, convertMod, "nn.mod",
     "fmod 1 for floats, as ONNX requires"},
    {"", "BitShift", 11, ONNX_MAX_OPSET, convertBitShift, "nn.bit_shift",
     "unsigned integers, as ONNX"},
    {"", "Identity", 1, ONNX_MAX_OPSET, convertIdentity, "(none)", NULL},
};
const size_t onnxNumElementwiseConverters =
    sizeof(onnxElementwiseConverters) / sizeof(onnxElementwiseConverters[0]);
