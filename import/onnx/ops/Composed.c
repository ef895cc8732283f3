//===- Composed.c - ONNX ops nn spells as several of its ops --------------===//
//
// ONNX ops that have no nn op of their own but are exact compositions of
// existing ones, each written as ONNX's own definition states it:
//   - the reductions around a sum: ReduceL1 (abs), ReduceL2 (square, sqrt),
//     ReduceSumSquare, ReduceLogSum (log), ReduceLogSumExp (exp, log);
//   - elementwise: Tan, Sinh, Cosh, Asinh, Acosh, Atanh (through exp, log,
//     sqrt, sin, cos), Sign, IsNaN, IsInf, Xor (or, and, not), ThresholdedRelu,
//     Celu, Shrink, Selu, Softsign, CastLike;
//   - Hardmax (argmax compared with the indices along the axis);
//   - DepthToSpace and SpaceToDepth (reshape, transpose, reshape);
//   - ReverseSequence (one gather at positions computed from the lengths).
// They live apart from the one-op families so that each new op is one
// row here, and a future nn op for any of them replaces its row.
//
//===----------------------------------------------------------------------===//

#include "../Tensor.h"
#include "Ops.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <string.h>

/* Reductions around a sum. */

// nn.reduce_sum of `x` over the node's axes (an attribute before opset 18,
// an input from it); `x` itself for noop_with_empty_axes.
static MlirValue reduceSum(OnnxNode *node, MlirValue x) {
  int64_t axes[NN_MAX_RANK];
  intptr_t n = 0;
  bool fromInput = onnxNodeOpset(node) >= 18;
  if (mlirValueIsNull(x) ||
      (fromInput
           ? onnxNodeHasInput(node, 1) &&
                 !onnxNodeConstantInts(node, 1, "axes", axes, NN_MAX_RANK, &n)
           : !onnxAttrInts(node, "axes", axes, NN_MAX_RANK, &n)))
    return (MlirValue){NULL};
  if (!n && fromInput && onnxAttrInt(node, "noop_with_empty_axes", 0))
    return x;
  NnAttrValue attrs[] = {
      nnAttrIntArray("axes", n, axes),
      nnAttrBool("keepdims", onnxAttrInt(node, "keepdims", 1) != 0)};
  return onnxBuild(node, "nn.reduce_sum", 1, &x, 2, attrs);
}

static bool convertReduce(OnnxNode *node) {
  const char *op = onnxNodeOpType(node);
  MlirValue x = onnxNodeInput(node, 0);
  if (!strcmp(op, "ReduceL1"))
    x = onnxBuildUnary(node, "nn.abs", x);
  else if (!strcmp(op, "ReduceL2") || !strcmp(op, "ReduceSumSquare"))
    x = onnxBuildBinary(node, "nn.mul", x, x);
  else if (!strcmp(op, "ReduceLogSumExp"))
    x = onnxBuildUnary(node, "nn.exp", x);
  MlirValue y = reduceSum(node, x);
  if (!strcmp(op, "ReduceL2"))
    y = onnxBuildUnary(node, "nn.sqrt", y);
  else if (!strcmp(op, "ReduceLogSum") || !strcmp(op, "ReduceLogSumExp"))
    y = onnxBuildUnary(node, "nn.log", y);
  return onnxNodeSetOutput(node, 0, y);
}

/* Elementwise. */

static bool convertUnary(OnnxNode *node) {
  const char *op = onnxNodeOpType(node);
  MlirValue x = onnxNodeInput(node, 0), y;
  if (mlirValueIsNull(x))
    return false;
  MlirValue one = onnxBuildScalarLike(node, x, 1.0);
  if (!strcmp(op, "Tan")) {
    y = onnxBuildBinary(node, "nn.div", onnxBuildUnary(node, "nn.sin", x),
                        onnxBuildUnary(node, "nn.cos", x));
  } else if (!strcmp(op, "Sinh") || !strcmp(op, "Cosh")) {
    // (e^x -+ e^-x) / 2
    MlirValue e = onnxBuildUnary(node, "nn.exp", x);
    MlirValue f =
        onnxBuildUnary(node, "nn.exp", onnxBuildUnary(node, "nn.neg", x));
    y = onnxBuildBinary(
        node, "nn.mul",
        onnxBuildBinary(node, op[0] == 'S' ? "nn.sub" : "nn.add", e, f),
        onnxBuildScalarLike(node, x, 0.5));
  } else if (!strcmp(op, "Asinh") || !strcmp(op, "Acosh")) {
    // log(x + sqrt(x^2 +- 1))
    MlirValue square = onnxBuildBinary(node, "nn.mul", x, x);
    MlirValue root = onnxBuildUnary(
        node, "nn.sqrt",
        onnxBuildBinary(node, op[1] == 's' ? "nn.add" : "nn.sub", square, one));
    y = onnxBuildUnary(node, "nn.log",
                       onnxBuildBinary(node, "nn.add", x, root));
  } else if (!strcmp(op, "Atanh")) {
    // log((1 + x) / (1 - x)) / 2
    MlirValue ratio =
        onnxBuildBinary(node, "nn.div", onnxBuildBinary(node, "nn.add", one, x),
                        onnxBuildBinary(node, "nn.sub", one, x));
    y = onnxBuildBinary(node, "nn.mul", onnxBuildUnary(node, "nn.log", ratio),
                        onnxBuildScalarLike(node, x, 0.5));
  } else if (!strcmp(op, "Sign")) {
    MlirValue zero = onnxBuildScalarLike(node, x, 0.0);
    y = onnxBuildWhere(
        node, onnxBuildBinary(node, "nn.greater", x, zero), one,
        onnxBuildWhere(node, onnxBuildBinary(node, "nn.less", x, zero),
                       onnxBuildScalarLike(node, x, -1.0), zero));
  } else if (!strcmp(op, "IsNaN")) {
    y = onnxBuildBinary(node, "nn.not_equal", x, x);
  } else { // IsInf
    bool positive = onnxAttrInt(node, "detect_positive", 1) != 0;
    bool negative = onnxAttrInt(node, "detect_negative", 1) != 0;
    MlirValue pos = onnxBuildBinary(node, "nn.equal", x,
                                    onnxBuildScalarLike(node, x, INFINITY));
    MlirValue neg = onnxBuildBinary(node, "nn.equal", x,
                                    onnxBuildScalarLike(node, x, -INFINITY));
    if (positive && negative)
      y = onnxBuildBinary(node, "nn.or", pos, neg);
    else if (positive || negative)
      y = positive ? pos : neg;
    else // neither: all false
      y = onnxBuildBinary(node, "nn.not_equal", x, x),
      y = onnxBuildBinary(node, "nn.and", y,
                          onnxBuildBinary(node, "nn.equal", x, x));
  }
  return onnxNodeSetOutput(node, 0, y);
}

// (a or b) and not (a and b): nn's comparisons take no i1 operands.
static bool convertXor(OnnxNode *node) {
  MlirValue a = onnxNodeInput(node, 0), b = onnxNodeInput(node, 1);
  MlirValue both =
      onnxBuildUnary(node, "nn.not", onnxBuildBinary(node, "nn.and", a, b));
  return onnxNodeSetOutput(node, 0,
                           onnxBuildBinary(node, "nn.and",
                                           onnxBuildBinary(node, "nn.or", a, b),
                                           both));
}

// x where x > alpha, else 0.
static bool convertThresholdedRelu(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  double alpha = onnxAttrFloat(node, "alpha", 1.0f);
  MlirValue above = onnxBuildBinary(node, "nn.greater", x,
                                    onnxBuildScalarLike(node, x, (float)alpha));
  return onnxNodeSetOutput(
      node, 0,
      onnxBuildWhere(node, above, x, onnxBuildScalarLike(node, x, 0.0)));
}

// max(0, x) + min(0, alpha * (exp(x / alpha) - 1)).
static bool convertCelu(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  MlirValue alpha =
      onnxBuildScalarLike(node, x, onnxAttrFloat(node, "alpha", 1.0f));
  MlirValue zero = onnxBuildScalarLike(node, x, 0.0),
            one = onnxBuildScalarLike(node, x, 1.0);
  MlirValue e =
      onnxBuildUnary(node, "nn.exp", onnxBuildBinary(node, "nn.div", x, alpha));
  MlirValue negative =
      onnxBuildBinary(node, "nn.minimum", zero,
                      onnxBuildBinary(node, "nn.mul", alpha,
                                      onnxBuildBinary(node, "nn.sub", e, one)));
  return onnxNodeSetOutput(
      node, 0,
      onnxBuildBinary(node, "nn.add",
                      onnxBuildBinary(node, "nn.maximum", zero, x), negative));
}

// x + bias below -lambd, x - bias above lambd, 0 between.
static bool convertShrink(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  float lambd = onnxAttrFloat(node, "lambd", 0.5f);
  MlirValue bias =
      onnxBuildScalarLike(node, x, onnxAttrFloat(node, "bias", 0.0f));
  MlirValue zero = onnxBuildScalarLike(node, x, 0.0);
  MlirValue low =
      onnxBuildBinary(node, "nn.less", x, onnxBuildScalarLike(node, x, -lambd));
  MlirValue high = onnxBuildBinary(node, "nn.greater", x,
                                   onnxBuildScalarLike(node, x, lambd));
  MlirValue y = onnxBuildWhere(
      node, low, onnxBuildBinary(node, "nn.add", x, bias),
      onnxBuildWhere(node, high, onnxBuildBinary(node, "nn.sub", x, bias),
                     zero));
  return onnxNodeSetOutput(node, 0, y);
}

// gamma * elu(x, alpha): gamma * x above 0, gamma * alpha * (e^x - 1) below.
static bool convertSelu(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  NnAttrValue alpha = nnAttrFloat(
      "alpha", onnxAttrFloat(node, "alpha", 1.67326319217681884765625f));
  MlirValue elu = onnxBuild(node, "nn.elu", 1, &x, 1, &alpha);
  MlirValue gamma = onnxBuildScalarLike(
      node, x, onnxAttrFloat(node, "gamma", 1.05070102214813232421875f));
  return onnxNodeSetOutput(node, 0,
                           onnxBuildBinary(node, "nn.mul", elu, gamma));
}

// x / (1 + |x|).
static bool convertSoftsign(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  MlirValue denominator =
      onnxBuildBinary(node, "nn.add", onnxBuildUnary(node, "nn.abs", x),
                      onnxBuildScalarLike(node, x, 1.0));
  return onnxNodeSetOutput(node, 0,
                           onnxBuildBinary(node, "nn.div", x, denominator));
}

static bool convertCastLike(OnnxNode *node) {
  MlirType like = onnxNodeInputType(node, 1);
  if (mlirTypeIsNull(like))
    return false;
  return onnxNodeSetOutput(
      node, 0,
      onnxBuildCast(node, onnxNodeInput(node, 0), onnxTypeElement(like)));
}

/* Hardmax. */

// 1 where the index along `axis` is the argmax's (the first maximum), else
// 0: nn.argmax compared with a constant of the indices 0..n-1 laid along
// the axis.
static bool convertHardmax(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  MlirType type = mlirValueGetType(x);
  int64_t rank = onnxTypeRank(type), axis = onnxAttrInt(node, "axis", -1);
  if (!onnxNormalizeAxis(node, "axis", &axis, rank))
    return false;
  int64_t n = onnxTypeDim(type, axis);
  if (n < 0)
    return onnxNodeError(node, "the size of its axis must be static");
  NnAttrValue attrs[] = {nnAttrInt("axis", axis), nnAttrBool("keepdims", true),
                         nnAttrBool("select_last_index", false)};
  MlirValue index = onnxBuild(node, "nn.argmax", 1, &x, 3, attrs);
  int64_t dims[NN_MAX_RANK];
  for (int64_t d = 0; d < rank; ++d)
    dims[d] = d == axis ? n : 1;
  OnnxTensor iota;
  NnStringBuffer error = {0};
  if (!onnxTensorAllocate(onnxNodeContext(node),
                          ONNX__TENSOR_PROTO__DATA_TYPE__INT64, rank, dims,
                          &iota, &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  for (int64_t i = 0; i < n; ++i)
    onnxTensorSetInt(&iota, i, i);
  MlirValue indices = onnxBuildConstant(node, &iota);
  onnxTensorFree(&iota);
  MlirValue hit = onnxBuildBinary(node, "nn.equal", index, indices);
  return onnxNodeSetOutput(node, 0,
                           onnxBuildCast(node, hit, onnxTypeElement(type)));
}

/* DepthToSpace and SpaceToDepth. */

static bool convertSpaceDepth(OnnxNode *node) {
  bool toSpace = !strcmp(onnxNodeOpType(node), "DepthToSpace");
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  MlirType type = mlirValueGetType(x);
  int64_t b = onnxAttrInt(node, "blocksize", 0);
  if (onnxTypeRank(type) != 4 || !onnxTypeIsStatic(type))
    return onnxNodeError(node, "its input must be a static 4-D tensor");
  int64_t N = onnxTypeDim(type, 0), C = onnxTypeDim(type, 1),
          H = onnxTypeDim(type, 2), W = onnxTypeDim(type, 3);
  if (b < 1 || (toSpace ? C % (b * b) : H % b || W % b))
    return onnxNodeError(node, "blocksize %lld does not divide the input's %s",
                         (long long)b,
                         toSpace ? "channels"
                                 : "height and "
                                   "width");
  MlirValue y;
  if (toSpace) {
    bool crd = onnxAttrStringIs(node, "mode", "DCR", "CRD");
    int64_t c = C / (b * b);
    int64_t dcr[] = {N, b, b, c, H, W}, crdDims[] = {N, c, b, b, H, W};
    int64_t dcrPerm[] = {0, 3, 4, 1, 5, 2}, crdPerm[] = {0, 1, 4, 2, 5, 3};
    int64_t out[] = {N, c, H * b, W * b};
    y = onnxBuildReshape(
        node,
        onnxBuildTranspose(node,
                           onnxBuildReshape(node, x, 6, crd ? crdDims : dcr), 6,
                           crd ? crdPerm : dcrPerm),
        4, out);
  } else {
    int64_t split[] = {N, C, H / b, b, W / b, b};
    int64_t perm[] = {0, 3, 5, 1, 2, 4};
    int64_t out[] = {N, C * b * b, H / b, W / b};
    y = onnxBuildReshape(
        node,
        onnxBuildTranspose(node, onnxBuildReshape(node, x, 6, split), 6, perm),
        4, out);
  }
  return onnxNodeSetOutput(node, 0, y);
}

/* ReverseSequence. */

// Reverses the first sequence_lens[b] steps along time_axis of each batch
// entry b (time and batch are dims 0 and 1, in either order), with one
// nn.gather from the [time * batch, ...] view at positions computed from
// sequence_lens: the step t of entry b reads step lens[b] - 1 - t when t <
// lens[b], step t otherwise. The positions are nn arithmetic on
// sequence_lens, so they may be known only at run time (--fold-constants
// makes them one constant when it is one); a length past the time dim
// reads out of range, which nn.gather clamps and checks.
static bool convertReverseSequence(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  int64_t timeAxis = onnxAttrInt(node, "time_axis", 0);
  int64_t batchAxis = onnxAttrInt(node, "batch_axis", 1);
  int64_t rank = onnxTypeRank(type);
  if (rank < 2 ||
      !((timeAxis == 0 && batchAxis == 1) || (timeAxis == 1 && batchAxis == 0)))
    return onnxNodeError(node,
                         "time_axis (%lld) and batch_axis (%lld) must be 0 "
                         "and 1 in either order, of an input of rank 2 or "
                         "more (%lld)",
                         (long long)timeAxis, (long long)batchAxis,
                         (long long)rank);
  int64_t steps = onnxTypeDim(type, timeAxis);
  int64_t batch = onnxTypeDim(type, batchAxis);
  if (steps < 0 || batch < 0 || (batch && steps > INT64_MAX / batch))
    return onnxNodeError(node, "the time and batch dims must be static");
  // The step index t and the batch index b of each (dim 0, dim 1) pair.
  int64_t grid[2] = {onnxTypeDim(type, 0), onnxTypeDim(type, 1)};
  OnnxTensor t, b;
  NnStringBuffer error = {0};
  bool allocated = onnxTensorAllocate(onnxNodeContext(node),
                                      ONNX__TENSOR_PROTO__DATA_TYPE__INT64, 2,
                                      grid, &t, &error);
  if (allocated && !onnxTensorAllocate(onnxNodeContext(node),
                                       ONNX__TENSOR_PROTO__DATA_TYPE__INT64, 2,
                                       grid, &b, &error)) {
    onnxTensorFree(&t);
    allocated = false;
  }
  if (!allocated) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  for (int64_t i = 0; i < grid[0]; ++i)
    for (int64_t j = 0; j < grid[1]; ++j) {
      onnxTensorSetInt(&t, i * grid[1] + j, timeAxis == 0 ? i : j);
      onnxTensorSetInt(&b, i * grid[1] + j, timeAxis == 0 ? j : i);
    }
  MlirValue step = onnxBuildConstant(node, &t);
  MlirValue entry = onnxBuildConstant(node, &b);
  onnxTensorFree(&t);
  onnxTensorFree(&b);
  // sequence_lens along the batch dim of the grid.
  MlirValue lens = onnxNodeInput(node, 1);
  if (mlirValueIsNull(lens))
    return false;
  MlirType lensType = mlirValueGetType(lens);
  if (onnxTypeRank(lensType) != 1 || onnxTypeDim(lensType, 0) != batch)
    return onnxNodeError(node,
                         "sequence_lens must be 1-D of the batch size (%lld)",
                         (long long)batch);
  int64_t lensDims[2] = {timeAxis == 0 ? 1 : batch, timeAxis == 0 ? batch : 1};
  lens = onnxBuildCast(node, onnxBuildReshape(node, lens, 2, lensDims),
                       onnxTypeElement(mlirValueGetType(step)));
  MlirValue reversed =
      onnxBuildBinary(node, "nn.sub",
                      onnxBuildBinary(node, "nn.sub", lens,
                                      onnxBuildScalarLike(node, step, 1.0)),
                      step);
  MlirValue source = onnxBuildWhere(
      node, onnxBuildBinary(node, "nn.less", step, lens), reversed, step);
  // The position in the [dim0 * dim1, ...] view.
  MlirValue flat =
      timeAxis == 0
          ? onnxBuildBinary(
                node, "nn.add",
                onnxBuildBinary(node, "nn.mul", source,
                                onnxBuildScalarLike(node, step, (double)batch)),
                entry)
          : onnxBuildBinary(
                node, "nn.add",
                onnxBuildBinary(node, "nn.mul", entry,
                                onnxBuildScalarLike(node, step, (double)steps)),
                source);
  int64_t dims[NN_MAX_RANK];
  onnxTypeDims(type, dims);
  dims[1] = grid[0] * grid[1];
  MlirValue operands[2] = {
      onnxBuildReshape(node, onnxNodeInput(node, 0), rank - 1, dims + 1), flat};
  if (mlirValueIsNull(operands[0]) || mlirValueIsNull(operands[1]))
    return false;
  NnAttrValue axis = nnAttrInt("axis", 0);
  return onnxNodeSetOutput(node, 0,
                           onnxBuild(node, "nn.gather", 2, operands, 1, &axis));
}

#define REDUCE(op, nn)                                                         \
  {"", op, 1, ONNX_MAX_OPSET, convertReduce, nn, "the axes must be known"}
#define UNARY(op, from, nn)                                                    \
  {"", op, from, ONNX_MAX_OPSET, convertUnary, nn, NULL}

const OnnxConverter onnxComposedConverters[] = {
    REDUCE("ReduceL1", "nn.abs, nn.reduce_sum"),
    REDUCE("ReduceL2", "nn.mul, nn.reduce_sum, nn.sqrt"),
    REDUCE("ReduceSumSquare", "nn.mul, nn.reduce_sum"),
    REDUCE("ReduceLogSum", "nn.reduce_sum, nn.log"),
    REDUCE("ReduceLogSumExp", "nn.exp, nn.reduce_sum, nn.log"),
    UNARY("Tan", 7, "nn.sin, nn.cos, nn.div"),
    UNARY("Sinh", 9, "nn.exp, nn.neg, nn.sub, nn.mul"),
    UNARY("Cosh", 9, "nn.exp, nn.neg, nn.add, nn.mul"),
    UNARY("Asinh", 9, "nn.mul, nn.add, nn.sqrt, nn.log"),
    UNARY("Acosh", 9, "nn.mul, nn.sub, nn.sqrt, nn.add, nn.log"),
    UNARY("Atanh", 9, "nn.add, nn.sub, nn.div, nn.log, nn.mul"),
    UNARY("Sign", 9, "nn.greater, nn.less, nn.where"),
    UNARY("IsNaN", 9, "nn.not_equal"),
    UNARY("IsInf", 10, "nn.equal, nn.or"),
    {"", "Xor", 7, ONNX_MAX_OPSET, convertXor, "nn.or, nn.and, nn.not", NULL},
    {"", "ThresholdedRelu", 10, ONNX_MAX_OPSET, convertThresholdedRelu,
     "nn.greater, nn.where", NULL},
    {"", "Celu", 12, ONNX_MAX_OPSET, convertCelu,
     "nn.div, nn.exp, nn.sub, nn.mul, nn.minimum, nn.maximum, nn.add", NULL},
    {"", "Shrink", 9, ONNX_MAX_OPSET, convertShrink,
     "nn.less, nn.greater, nn.add, nn.sub, nn.where", NULL},
    {"", "Selu", 6, ONNX_MAX_OPSET, convertSelu, "nn.elu, nn.mul", NULL},
    {"", "Softsign", 1, ONNX_MAX_OPSET, convertSoftsign,
     "nn.abs, nn.add, nn.div", NULL},
    {"", "CastLike", 15, ONNX_MAX_OPSET, convertCastLike, "nn.cast",
     "nn's element types only"},
    {"", "Hardmax", 13, ONNX_MAX_OPSET, convertHardmax,
     "nn.argmax, nn.equal, nn.cast", "the axis' size must be static"},
    {"", "ReverseSequence", 10, ONNX_MAX_OPSET, convertReverseSequence,
     "nn.less, nn.sub, nn.mul, nn.add, nn.where, nn.gather",
     "static time and batch dims"},
    {"", "DepthToSpace", 1, ONNX_MAX_OPSET, convertSpaceDepth,
     "nn.reshape, nn.transpose", "static 4-D inputs"},
    {"", "SpaceToDepth", 1, ONNX_MAX_OPSET, convertSpaceDepth,
     "nn.reshape, nn.transpose", "static 4-D inputs"},
};
const size_t onnxNumComposedConverters =
    sizeof(onnxComposedConverters) / sizeof(onnxComposedConverters[0]);
