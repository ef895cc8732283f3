//===- Quantize.c - ONNX quantization ops ---------------------------------===//
//
// QuantizeLinear, DequantizeLinear, DynamicQuantizeLinear, MatMulInteger,
// QLinearMatMul, ConvInteger and QLinearConv as exact compositions of nn
// ops, each written as ONNX's reference states it:
//   - quantize: round(x / scale) half to even, plus the zero point, clamped
//     to the integer type's range, converted (the zero point's type, or
//     output_dtype, or uint8);
//   - dequantize: (float(x) - float(zero point)) * scale, in f32, then in
//     the scale's type;
//   - the integer matmul: the operands widened to i32 less their zero
//     points, one i32 nn.matmul; QLinearMatMul then scales the i32 result
//     by a_scale * b_scale / y_scale in f32, adds y's zero point, rounds
//     and clamps; the integer convolutions likewise (Conv's attributes,
//     onnxBuildConvolution), QLinearConv's i32 bias added before scaling.
// A scale or zero point is a scalar, or 1-D along `axis` (per channel); the
// blocked form of opset 21 is refused. These compositions are what the
// model computes; fusing a dequantize - op - quantize chain into an integer
// kernel is --fuse-ops' business, not the importer's.
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
  return true; // checked by alongAxis when a per-channel operand uses it
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

static bool convertQuantizeLinear(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0), scale = onnxNodeInput(node, 1);
  if (mlirValueIsNull(x) || mlirValueIsNull(scale))
    return false;
  MlirType xType = mlirValueGetType(x);
  int64_t axis;
  if (!quantAxis(node, xType, &axis) ||
      mlirValueIsNull(scale = alongAxis(node, scale, xType, axis, "y_scale")))
    return false;
  MlirValue zeroPoint =
      onnxNodeHasInput(node, 2)
          ? alongAxis(node, onnxNodeInput(node, 2), xType, axis, "y_zero_point")
          : (MlirValue){NULL};
  if (onnxNodeHasInput(node, 2) && mlirValueIsNull(zeroPoint))
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
  MlirValue scaled = onnxBuildBinary(
      node, "nn.div", x, onnxBuildCast(node, scale, onnxTypeElement(xType)));
  return onnxNodeSetOutput(node, 0, saturate(node, scaled, zeroPoint, element));
}

static bool convertDequantizeLinear(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0), scale = onnxNodeInput(node, 1);
  if (mlirValueIsNull(x) || mlirValueIsNull(scale))
    return false;
  MlirType xType = mlirValueGetType(x);
  int64_t axis;
  if (!quantAxis(node, xType, &axis))
    return false;
  MlirValue y = onnxBuildCast(node, x, f32(node));
  if (onnxNodeHasInput(node, 2))
    y = onnxBuildBinary(node, "nn.sub", y,
                        onnxBuildCast(node,
                                      alongAxis(node, onnxNodeInput(node, 2),
                                                xType, axis, "x_zero_point"),
                                      f32(node)));
  MlirValue s = alongAxis(node, scale, xType, axis, "x_scale");
  y = onnxBuildBinary(node, "nn.mul", y, onnxBuildCast(node, s, f32(node)));
  if (mlirValueIsNull(y))
    return false;
  return onnxNodeSetOutput(
      node, 0, onnxBuildCast(node, y, onnxTypeElement(mlirValueGetType(s))));
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
};
const size_t onnxNumQuantizeConverters =
    sizeof(onnxQuantizeConverters) / sizeof(onnxQuantizeConverters[0]);
