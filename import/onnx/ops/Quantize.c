//===- Quantize.c - ONNX quantization ops ---------------------------------===//
//
// QuantizeLinear, DequantizeLinear, DynamicQuantizeLinear, MatMulInteger,
// QLinearMatMul, ConvInteger and QLinearConv as exact compositions of nn
// ops, each written as ONNX's reference states it (and, at the end,
// onnxruntime's com.microsoft QLinearAdd, QLinearGlobalAveragePool and QGemm
// as its CPU kernels compute them):
//   - QuantizeLinear and DequantizeLinear: nn.quantize and nn.dequantize,
//     ops of their own so that --fuse-quantized sees the integer tensors
//     (the zero point a node omits is a zero of the output type: the zero
//     point's type, or output_dtype, or uint8);
//   - the integer matmul: the operands widened to i32 less their zero
//     points, one i32 nn.matmul; QLinearMatMul then scales the i32 result
//     by a_scale * b_scale / y_scale in f32, adds y's zero point, rounds
//     and clamps; the integer convolutions likewise (Conv's attributes,
//     onnxBuildConvolution), QLinearConv's i32 bias added before scaling.
// A scale or zero point is a scalar, or 1-D along `axis` (per channel); the
// blocked form of opset 21 is refused. These compositions are what the
// model computes; running a dequantize - op - quantize chain on integers is
// --fuse-quantized's business, not the importer's.
//
//===----------------------------------------------------------------------===//

#include "../Tensor.h"
#include "Ops.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <string.h>

static MlirType f32(OnnxNode *node) {
  return mlirF32TypeGet(onnxNodeContext(node));
}

static MlirType f64(OnnxNode *node) {
  return mlirF64TypeGet(onnxNodeContext(node));
}

// The range of integer type `element`, or false when it is not one.
static bool integerRange(MlirType element, double *low, double *high) {
  if (!mlirTypeIsAInteger(element) || mlirIntegerTypeGetWidth(element) < 2)
    return false;
  unsigned width = mlirIntegerTypeGetWidth(element);
  bool isUnsigned = mlirIntegerTypeIsUnsigned(element);
  *low = isUnsigned ? 0 : -ldexp(1, (int)width - 1);
  *high = ldexp(1, (int)width - (isUnsigned ? 0 : 1)) - 1;
  return true;
}

// Scale or zero point `v` of a tensor of rank `rank`: a scalar or a
// one-element tensor as it is; a 1-D tensor of dim `axis`'s size reshaped
// to broadcast along that dim.
static MlirValue alongAxis(OnnxNode *node, MlirValue v, MlirType xType,
                           int64_t axis, const char *what) {
  if (mlirValueIsNull(v))
    return v;
  MlirType type = mlirValueGetType(v);
  int64_t rank = onnxTypeRank(xType);
  if (onnxTypeRank(type) == 0 ||
      (onnxTypeRank(type) == 1 && onnxTypeDim(type, 0) == 1))
    return v;
  if (onnxTypeRank(type) != 1 || axis < 0 || axis >= rank ||
      onnxTypeDim(type, 0) != onnxTypeDim(xType, axis)) {
    int64_t count = 1;
    for (int64_t d = 0; d < onnxTypeRank(type); ++d)
      count *= onnxTypeDim(type, d);
    onnxNodeError(
        node,
        "%s must be a scalar or 1-D with one value per element of dim %lld "
        "(%lld); it has rank %lld and %lld elements",
        what, (long long)axis,
        (long long)(axis >= 0 && axis < rank ? onnxTypeDim(xType, axis) : -1),
        (long long)onnxTypeRank(type), (long long)count);
    return (MlirValue){NULL};
  }
  int64_t dims[NN_MAX_RANK];
  for (int64_t d = 0; d < rank; ++d)
    dims[d] = d == axis ? onnxTypeDim(type, 0) : 1;
  return onnxBuildReshape(node, v, rank, dims);
}

// The node's per-channel axis, normalized against `xType`; blocked
// quantization refused.
static bool quantAxis(OnnxNode *node, MlirType xType, int64_t *axis) {
  if (onnxAttrInt(node, "block_size", 0) != 0)
    return onnxNodeError(node,
                         "blocked quantization (block_size %lld) is "
                         "not supported",
                         (long long)onnxAttrInt(node, "block_size", 0));
  *axis = onnxAttrInt(node, "axis", 1);
  int64_t rank = onnxTypeRank(xType);
  if (*axis < 0)
    *axis += rank;
  return true; // checked where a per-channel operand uses it
}

// round(x) half to even, plus `zeroPoint` (or nothing), clamped to the
// range of `element` and converted to it.
static MlirValue saturate(OnnxNode *node, MlirValue x, MlirValue zeroPoint,
                          MlirType element) {
  double low, high;
  if (!integerRange(element, &low, &high)) {
    onnxNodeError(node, "quantizes to a non-integer type");
    return (MlirValue){NULL};
  }
  MlirValue r = onnxBuildUnary(node, "nn.round", x);
  if (!mlirValueIsNull(zeroPoint))
    r = onnxBuildBinary(
        node, "nn.add", r,
        onnxBuildCast(node, zeroPoint, onnxTypeElement(mlirValueGetType(x))));
  if (mlirValueIsNull(r))
    return r;
  NnAttrValue bounds[2] = {nnAttrFloat("min", low), nnAttrFloat("max", high)};
  return onnxBuildCast(node, onnxBuild(node, "nn.clip", 1, &r, 2, bounds),
                       element);
}

// The i32 accumulator `acc` requantized as ONNX's reference does it: times
// the f32 `multiplier`, plus y's zero point (before rounding: half-to-even
// ties differ otherwise), rounded and clamped to the zero point's type. The
// reference computes this in double precision (an i32 array times an f32
// one is f64 in NumPy) and f32 would round some ties the other way (88 *
// 0.0625000075 + 5 is 10.5 in f32), so nn does too.
static MlirValue requantize(OnnxNode *node, MlirValue acc, MlirValue multiplier,
                            MlirValue zeroPoint) {
  if (mlirValueIsNull(zeroPoint))
    return zeroPoint;
  MlirValue y =
      onnxBuildBinary(node, "nn.mul", onnxBuildCast(node, acc, f64(node)),
                      onnxBuildCast(node, multiplier, f64(node)));
  y = onnxBuildBinary(node, "nn.add", y,
                      onnxBuildCast(node, zeroPoint, f64(node)));
  return saturate(node, y, (MlirValue){NULL},
                  onnxTypeElement(mlirValueGetType(zeroPoint)));
}

// A scale or zero point as nn.quantize and nn.dequantize take it: a scalar,
// one element, or 1-D along `axis` (which their verifier checks).
static bool quantizeOperands(OnnxNode *node, MlirValue *x, MlirValue *scale,
                             MlirValue *zeroPoint, int64_t *axis) {
  *x = onnxNodeInput(node, 0);
  *scale = onnxNodeInput(node, 1);
  *zeroPoint =
      onnxNodeHasInput(node, 2) ? onnxNodeInput(node, 2) : (MlirValue){NULL};
  if (mlirValueIsNull(*x) || mlirValueIsNull(*scale) ||
      (onnxNodeHasInput(node, 2) && mlirValueIsNull(*zeroPoint)))
    return false;
  // A scalar with a one-element zero point, or the reverse: one shape.
  MlirType scaleType = mlirValueGetType(*scale);
  if (!mlirValueIsNull(*zeroPoint) &&
      onnxTypeRank(mlirValueGetType(*zeroPoint)) != onnxTypeRank(scaleType) &&
      onnxTypeRank(scaleType) <= 1 &&
      (onnxTypeRank(scaleType) == 0 || onnxTypeDim(scaleType, 0) == 1)) {
    int64_t one = 1;
    *zeroPoint =
        onnxBuildReshape(node, *zeroPoint, onnxTypeRank(scaleType), &one);
  }
  return quantAxis(node, mlirValueGetType(*x), axis);
}

// A zero point of `element` and the scale's shape, for a node without one.
static MlirValue zeroPointLike(OnnxNode *node, MlirValue scale,
                               MlirType element) {
  int64_t dims[1];
  MlirType type = mlirValueGetType(scale);
  onnxTypeDims(type, dims);
  return onnxBuildSplat(
      node,
      onnxTensorType(onnxNodeContext(node), onnxTypeRank(type), dims, element),
      0.0);
}

static bool convertQuantizeLinear(OnnxNode *node) {
  MlirValue x, scale, zeroPoint;
  int64_t axis;
  if (!quantizeOperands(node, &x, &scale, &zeroPoint, &axis))
    return false;
  // The zero point's type, else output_dtype (opset 21), else uint8.
  int32_t dataType = (int32_t)onnxAttrInt(node, "output_dtype",
                                          ONNX__TENSOR_PROTO__DATA_TYPE__UINT8);
  MlirType element = !mlirValueIsNull(zeroPoint)
                         ? onnxTypeElement(mlirValueGetType(zeroPoint))
                         : onnxElementType(onnxNodeContext(node), dataType);
  if (mlirTypeIsNull(element))
    return onnxNodeError(node, "quantizes to %s, which nn does not support",
                         onnxDataTypeName(dataType));
  if (mlirValueIsNull(zeroPoint))
    zeroPoint = zeroPointLike(node, scale, element);
  // nn.quantize divides in the input's float type (an int32 input: f32).
  MlirType floatType = onnxTypeElement(mlirValueGetType(x));
  if (!mlirTypeIsAFloat(floatType))
    x = onnxBuildCast(node, x, floatType = f32(node));
  MlirValue operands[3] = {x, onnxBuildCast(node, scale, floatType), zeroPoint};
  NnAttrValue axisAttr = nnAttrInt("axis", axis);
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, "nn.quantize", 3, operands, 1, &axisAttr));
}

static bool convertDequantizeLinear(OnnxNode *node) {
  MlirValue x, scale, zeroPoint;
  int64_t axis;
  if (!quantizeOperands(node, &x, &scale, &zeroPoint, &axis))
    return false;
  if (mlirValueIsNull(zeroPoint))
    zeroPoint =
        zeroPointLike(node, scale, onnxTypeElement(mlirValueGetType(x)));
  MlirValue operands[3] = {x, scale, zeroPoint};
  NnAttrValue axisAttr = nnAttrInt("axis", axis);
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, "nn.dequantize", 3, operands, 1, &axisAttr));
}

// Scale and zero point of x's whole range (always including 0) in uint8:
// scale = (max - min) / 255 (1 / 255 when the range is empty), zero point
// round(clamp(-min / scale, 0, 255)); y = the quantized x.
static bool convertDynamicQuantizeLinear(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  MlirType u8 = mlirIntegerTypeUnsignedGet(onnxNodeContext(node), 8);
  MlirType element = onnxTypeElement(mlirValueGetType(x));
  MlirValue zero = onnxBuildScalar(node, element, 0.0);
  NnAttrValue all = nnAttrIntArray("axes", 0, NULL);
  MlirValue high =
      onnxBuildBinary(node, "nn.maximum", zero,
                      onnxBuild(node, "nn.reduce_max", 1, &x, 1, &all));
  MlirValue low =
      onnxBuildBinary(node, "nn.minimum", zero,
                      onnxBuild(node, "nn.reduce_min", 1, &x, 1, &all));
  MlirValue width = onnxBuildBinary(node, "nn.sub", high, low);
  MlirValue operands[3] = {onnxBuildBinary(node, "nn.equal", high, low),
                           onnxBuildScalar(node, element, 1.0), width};
  if (mlirValueIsNull(operands[0]) || mlirValueIsNull(width))
    return false;
  MlirValue scale = onnxBuildBinary(
      node, "nn.div", onnxBuild(node, "nn.where", 3, operands, 0, NULL),
      onnxBuildScalar(node, element, 255.0));
  MlirValue start = onnxBuildBinary(
      node, "nn.sub", zero, onnxBuildBinary(node, "nn.div", low, scale));
  if (mlirValueIsNull(start))
    return false;
  NnAttrValue bounds[2] = {nnAttrFloat("min", 0), nnAttrFloat("max", 255)};
  MlirValue zeroPoint = onnxBuildUnary(
      node, "nn.round", onnxBuild(node, "nn.clip", 1, &start, 2, bounds));
  MlirValue y =
      saturate(node, onnxBuildBinary(node, "nn.div", x, scale), zeroPoint, u8);
  return onnxNodeSetOutput(node, 0, y) &&
         (!onnxNodeHasOutput(node, 1) || onnxNodeSetOutput(node, 1, scale)) &&
         (!onnxNodeHasOutput(node, 2) ||
          onnxNodeSetOutput(node, 2, onnxBuildCast(node, zeroPoint, u8)));
}

// Operand `i` of an integer matmul widened to i32, less its zero point
// (input `zp`): a scalar, or per row of A (`perRow`, dim -2) or per column
// of B (dim -1).
static MlirValue centered(OnnxNode *node, intptr_t i, intptr_t zp,
                          bool perRow) {
  MlirType i32 = mlirIntegerTypeGet(onnxNodeContext(node), 32);
  MlirValue v = onnxBuildCast(node, onnxNodeInput(node, i), i32);
  if (!onnxNodeHasInput(node, zp) || mlirValueIsNull(v))
    return v;
  MlirValue z = onnxBuildCast(node, onnxNodeInput(node, zp), i32);
  MlirType zType = mlirValueGetType(z), vType = mlirValueGetType(v);
  int64_t rank = onnxTypeRank(vType);
  if (perRow && onnxTypeRank(zType) == 1 && rank >= 2 &&
      onnxTypeDim(zType, 0) == onnxTypeDim(vType, rank - 2) &&
      onnxTypeDim(zType, 0) != 1) {
    int64_t dims[2] = {onnxTypeDim(zType, 0), 1};
    z = onnxBuildReshape(node, z, 2, dims);
  }
  return onnxBuildBinary(node, "nn.sub", v, z);
}

static MlirValue integerMatmul(OnnxNode *node, intptr_t a, intptr_t aZero,
                               intptr_t b, intptr_t bZero) {
  return onnxBuildBinary(node, "nn.matmul", centered(node, a, aZero, true),
                         centered(node, b, bZero, false));
}

static bool convertMatMulInteger(OnnxNode *node) {
  return onnxNodeSetOutput(node, 0, integerMatmul(node, 0, 2, 1, 3));
}

// A per-row scale of A ([M]) as [M, 1]; others as they are.
static MlirValue rowScale(OnnxNode *node, intptr_t i) {
  MlirValue s = onnxBuildCast(node, onnxNodeInput(node, i), f32(node));
  if (mlirValueIsNull(s))
    return s;
  MlirType type = mlirValueGetType(s);
  if (onnxTypeRank(type) != 1 || onnxTypeDim(type, 0) == 1)
    return s;
  int64_t dims[2] = {onnxTypeDim(type, 0), 1};
  return onnxBuildReshape(node, s, 2, dims);
}

static bool convertQLinearMatMul(OnnxNode *node) {
  // Inputs: a, a_scale, a_zero_point, b, b_scale, b_zero_point, y_scale,
  // y_zero_point.
  MlirValue product = integerMatmul(node, 0, 2, 3, 5);
  MlirValue multiplier = onnxBuildBinary(
      node, "nn.div",
      onnxBuildBinary(node, "nn.mul", rowScale(node, 1),
                      onnxBuildCast(node, onnxNodeInput(node, 4), f32(node))),
      onnxBuildCast(node, onnxNodeInput(node, 6), f32(node)));
  return onnxNodeSetOutput(
      node, 0, requantize(node, product, multiplier, onnxNodeInput(node, 7)));
}

// Input `i` of an integer convolution widened to i32, less its zero point
// (input `zp`): a scalar, or one per output channel of the weight (dim 0).
static MlirValue centeredConv(OnnxNode *node, intptr_t i, intptr_t zp) {
  MlirType i32 = mlirIntegerTypeGet(onnxNodeContext(node), 32);
  MlirValue v = onnxBuildCast(node, onnxNodeInput(node, i), i32);
  if (!onnxNodeHasInput(node, zp) || mlirValueIsNull(v))
    return v;
  MlirValue z = alongAxis(node, onnxNodeInput(node, zp), mlirValueGetType(v), 0,
                          "the zero point");
  return onnxBuildBinary(node, "nn.sub", v, onnxBuildCast(node, z, i32));
}

static bool convertConvInteger(OnnxNode *node) {
  return onnxNodeSetOutput(node, 0,
                           onnxBuildConvolution(node, centeredConv(node, 0, 2),
                                                centeredConv(node, 1, 3), -1));
}

// The i32 convolution (plus the i32 bias B) scaled by x_scale * w_scale /
// y_scale (w_scale per output channel or not), y's zero point added,
// rounded and clamped, as ONNX's reference does.
static bool convertQLinearConv(OnnxNode *node) {
  // Inputs: x, x_scale, x_zero_point, w, w_scale, w_zero_point, y_scale,
  // y_zero_point, B.
  MlirValue acc = onnxBuildConvolution(node, centeredConv(node, 0, 2),
                                       centeredConv(node, 3, 5), 8);
  if (mlirValueIsNull(acc))
    return false;
  MlirValue wScale =
      alongAxis(node, onnxBuildCast(node, onnxNodeInput(node, 4), f32(node)),
                mlirValueGetType(acc), 1, "w_scale");
  MlirValue multiplier = onnxBuildBinary(
      node, "nn.div",
      onnxBuildBinary(node, "nn.mul",
                      onnxBuildCast(node, onnxNodeInput(node, 1), f32(node)),
                      wScale),
      onnxBuildCast(node, onnxNodeInput(node, 6), f32(node)));
  return onnxNodeSetOutput(
      node, 0, requantize(node, acc, multiplier, onnxNodeInput(node, 7)));
}

// ---------------------------------------------------------------------------
// onnxruntime's com.microsoft quantized ops, the ones its quantizer writes in
// QOperator format (quantize_static(quant_format=QOperator)) where ONNX has
// no QLinear op: QLinearAdd, QLinearGlobalAveragePool and QGemm. Each is
// composed as onnxruntime's CPU kernel computes it (MLAS), so that ties round
// the same way; onnxruntime is their only definition.

// f32 input `a` over f32 input `b` (two scales).
static MlirValue scaleRatio(OnnxNode *node, intptr_t a, intptr_t b) {
  return onnxBuildBinary(
      node, "nn.div", onnxBuildCast(node, onnxNodeInput(node, a), f32(node)),
      onnxBuildCast(node, onnxNodeInput(node, b), f32(node)));
}

// The element type of a quantized result: that of its zero point (input
// `zp`) if present, else that of input `like`.
static MlirType quantizedType(OnnxNode *node, intptr_t zp, intptr_t like) {
  return onnxTypeElement(
      onnxNodeInputType(node, onnxNodeHasInput(node, zp) ? zp : like));
}

// The f32 zero point of input `zp` times `ratio`, or null when absent.
static MlirValue scaledZeroPoint(OnnxNode *node, intptr_t zp, MlirValue ratio) {
  if (!onnxNodeHasInput(node, zp))
    return (MlirValue){NULL};
  return onnxBuildBinary(
      node, "nn.mul", ratio,
      onnxBuildCast(node, onnxNodeInput(node, zp), f32(node)));
}

// C = A * rA + (B * rB + (C_zp - (rA * A_zp + rB * B_zp))), rounded half to
// even and clamped, with rA = A_scale / C_scale and rB = B_scale / C_scale,
// all in f32: the order of MLAS's QLinearAdd kernel, so that values near a
// half step round as onnxruntime's do (its kernel multiplies and adds with
// FMA where the CPU has it, which nn does not promise: a value within f32
// rounding of a half step can still come out one step apart).
// Broadcasting as Add; absent zero points are 0.
static bool convertQLinearAdd(OnnxNode *node) {
  // Inputs: A, A_scale, A_zero_point, B, B_scale, B_zero_point, C_scale,
  // C_zero_point.
  MlirValue ratioA = scaleRatio(node, 1, 6), ratioB = scaleRatio(node, 4, 6);
  MlirValue zeroA = scaledZeroPoint(node, 2, ratioA);
  MlirValue zeroB = scaledZeroPoint(node, 5, ratioB);
  MlirValue shift = mlirValueIsNull(zeroA) ? zeroB
                    : mlirValueIsNull(zeroB)
                        ? zeroA
                        : onnxBuildBinary(node, "nn.add", zeroA, zeroB);
  MlirValue fixed = onnxNodeHasInput(node, 7)
                        ? onnxBuildCast(node, onnxNodeInput(node, 7), f32(node))
                        : onnxBuildScalar(node, f32(node), 0.0);
  if (!mlirValueIsNull(shift))
    fixed = onnxBuildBinary(node, "nn.sub", fixed, shift);
  MlirValue a = onnxBuildBinary(
      node, "nn.mul", onnxBuildCast(node, onnxNodeInput(node, 0), f32(node)),
      ratioA);
  MlirValue b = onnxBuildBinary(
      node, "nn.mul", onnxBuildCast(node, onnxNodeInput(node, 3), f32(node)),
      ratioB);
  MlirValue sum = onnxBuildBinary(node, "nn.add", a,
                                  onnxBuildBinary(node, "nn.add", b, fixed));
  return onnxNodeSetOutput(
      node, 0,
      saturate(node, sum, (MlirValue){NULL}, quantizedType(node, 7, 0)));
}

// Y = the i32 sum of X - x_zp over the spatial dims, requantized by
// x_scale / (y_scale * spatial size) with y_zp: MLAS's
// QLinearGlobalAveragePool. NCHW, or NHWC with channels_last = 1; the
// result keeps the reduced dims (size 1).
static bool convertQLinearGlobalAveragePool(OnnxNode *node) {
  // Inputs: X, x_scale, x_zero_point, y_scale, y_zero_point.
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  MlirType xType = mlirValueGetType(x);
  int64_t rank = onnxTypeRank(xType);
  if (rank < 3 || !onnxTypeIsStatic(xType))
    return onnxNodeError(node,
                         "X must have static dims and rank 3 or more (N, C "
                         "and spatial dims); it has rank %lld",
                         (long long)rank);
  bool channelsLast = onnxAttrInt(node, "channels_last", 0) != 0;
  int64_t axes[NN_MAX_RANK], size = 1;
  for (int64_t d = 0; d < rank - 2; ++d) {
    axes[d] = channelsLast ? 1 + d : 2 + d;
    size *= onnxTypeDim(xType, axes[d]);
  }
  MlirValue acc = centered(node, 0, 2, false);
  NnAttrValue attrs[2] = {nnAttrIntArray("axes", rank - 2, axes),
                          nnAttrBool("keepdims", true)};
  if (mlirValueIsNull(acc) ||
      mlirValueIsNull(acc =
                          onnxBuild(node, "nn.reduce_sum", 1, &acc, 2, attrs)))
    return false;
  MlirValue multiplier =
      onnxBuildBinary(node, "nn.div", scaleRatio(node, 1, 3),
                      onnxBuildScalar(node, f32(node), (double)size));
  MlirValue zeroPoint =
      onnxNodeHasInput(node, 4)
          ? onnxNodeInput(node, 4)
          : onnxBuildCast(node, onnxBuildScalar(node, f32(node), 0.0),
                          quantizedType(node, 4, 0));
  return onnxNodeSetOutput(node, 0,
                           requantize(node, acc, multiplier, zeroPoint));
}

// The i32 product (A - a_zp)(B - b_zp) (transA/transB as Gemm; b_zp and
// b_scale a scalar or one per column of the result) plus the i32 bias C,
// then times alpha * a_scale * b_scale: requantized with y_scale and y_zp
// when y_scale is given, else the f32 result. As onnxruntime's QGemm.
static bool convertQGemm(OnnxNode *node) {
  // Inputs: A, a_scale, a_zero_point, B, b_scale, b_zero_point, C, y_scale,
  // y_zero_point.
  MlirType i32 = mlirIntegerTypeGet(onnxNodeContext(node), 32);
  bool transA = onnxAttrInt(node, "transA", 0) != 0;
  bool transB = onnxAttrInt(node, "transB", 0) != 0;
  MlirValue a = onnxBuildCast(node, onnxNodeInput(node, 0), i32);
  MlirValue b = onnxBuildCast(node, onnxNodeInput(node, 3), i32);
  if (mlirValueIsNull(a) || mlirValueIsNull(b))
    return false;
  if (onnxNodeHasInput(node, 2))
    a = onnxBuildBinary(node, "nn.sub", a,
                        onnxBuildCast(node, onnxNodeInput(node, 2), i32));
  if (onnxNodeHasInput(node, 5)) {
    // One zero point per column of the result: per row of B when B is
    // stored transposed ([N, K]).
    MlirValue z = onnxBuildCast(node, onnxNodeInput(node, 5), i32);
    if (transB && !mlirValueIsNull(z) &&
        onnxTypeRank(mlirValueGetType(z)) == 1 &&
        onnxTypeDim(mlirValueGetType(z), 0) != 1) {
      int64_t dims[2] = {onnxTypeDim(mlirValueGetType(z), 0), 1};
      z = onnxBuildReshape(node, z, 2, dims);
    }
    b = onnxBuildBinary(node, "nn.sub", b, z);
  }
  MlirValue operands[2] = {a, b};
  NnAttrValue transposes[2] = {nnAttrBool("transpose_a", transA),
                               nnAttrBool("transpose_b", transB)};
  MlirValue acc =
      mlirValueIsNull(a) || mlirValueIsNull(b)
          ? (MlirValue){NULL}
          : onnxBuild(node, "nn.matmul", 2, operands, 2, transposes);
  if (onnxNodeHasInput(node, 6))
    acc = onnxBuildBinary(node, "nn.add", acc,
                          onnxBuildCast(node, onnxNodeInput(node, 6), i32));
  MlirValue scale = onnxBuildBinary(
      node, "nn.mul", onnxBuildCast(node, onnxNodeInput(node, 1), f32(node)),
      onnxBuildCast(node, onnxNodeInput(node, 4), f32(node)));
  float alpha = onnxAttrFloat(node, "alpha", 1.0f);
  if (alpha != 1.0f)
    scale = onnxBuildBinary(node, "nn.mul", scale,
                            onnxBuildScalar(node, f32(node), alpha));
  if (!onnxNodeHasInput(node, 7))
    return onnxNodeSetOutput(
        node, 0,
        onnxBuildBinary(node, "nn.mul", onnxBuildCast(node, acc, f32(node)),
                        scale));
  if (!onnxNodeHasInput(node, 8))
    return onnxNodeError(node, "y_scale without y_zero_point: the type of "
                               "the quantized result is unknown");
  MlirValue multiplier =
      onnxBuildBinary(node, "nn.div", scale,
                      onnxBuildCast(node, onnxNodeInput(node, 7), f32(node)));
  return onnxNodeSetOutput(
      node, 0, requantize(node, acc, multiplier, onnxNodeInput(node, 8)));
}

const OnnxConverter onnxQuantizeConverters[] = {
    {"", "QuantizeLinear", 10, ONNX_MAX_OPSET, convertQuantizeLinear,
     "nn.div, nn.round, nn.add, nn.clip, nn.cast",
     "per-tensor and per-axis; no blocked quantization"},
    {"", "DequantizeLinear", 10, ONNX_MAX_OPSET, convertDequantizeLinear,
     "nn.cast, nn.sub, nn.mul",
     "per-tensor and per-axis; no blocked quantization"},
    {"", "DynamicQuantizeLinear", 11, ONNX_MAX_OPSET,
     convertDynamicQuantizeLinear,
     "nn.reduce_max, nn.reduce_min, nn.div, nn.round, nn.clip, nn.cast", NULL},
    {"", "MatMulInteger", 10, ONNX_MAX_OPSET, convertMatMulInteger,
     "nn.cast, nn.sub, nn.matmul (i32)", NULL},
    {"", "QLinearMatMul", 10, ONNX_MAX_OPSET, convertQLinearMatMul,
     "nn.matmul (i32), nn.mul, nn.div, nn.add, nn.round, nn.clip, nn.cast",
     NULL},
    {"", "ConvInteger", 10, ONNX_MAX_OPSET, convertConvInteger,
     "nn.cast, nn.sub, nn.conv2d or nn.conv3d (i32)", "as Conv"},
    {"", "QLinearConv", 10, ONNX_MAX_OPSET, convertQLinearConv,
     "nn.conv2d or nn.conv3d (i32), nn.bias_add, nn.mul, nn.div, nn.add, "
     "nn.round, nn.clip, nn.cast",
     "as Conv"},
    {"com.microsoft", "QLinearAdd", 1, 1, convertQLinearAdd,
     "nn.cast, nn.sub, nn.mul, nn.div, nn.add, nn.round, nn.clip",
     "onnxruntime's contrib op, computed as its MLAS kernel (scale ratios "
     "and the sum in f32)"},
    {"com.microsoft", "QLinearGlobalAveragePool", 1, 1,
     convertQLinearGlobalAveragePool,
     "nn.cast, nn.sub, nn.reduce_sum (i32), nn.mul, nn.div, nn.add, "
     "nn.round, nn.clip",
     "onnxruntime's contrib op; static dims"},
    {"com.microsoft", "QGemm", 1, 1, convertQGemm,
     "nn.cast, nn.sub, nn.matmul (i32), nn.add, nn.mul, nn.div, nn.round, "
     "nn.clip",
     "onnxruntime's contrib op; quantized or f32 result"},
};
const size_t onnxNumQuantizeConverters =
    sizeof(onnxQuantizeConverters) / sizeof(onnxQuantizeConverters[0]);
