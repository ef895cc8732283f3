//===- Window.c - ONNX ConvTranspose and LRN ------------------------------===//
//
// ConvTranspose is nn.conv_transpose2d or nn.conv_transpose3d (1-D runs as
// 2-D over a unit height, as Conv does), with its bias an nn.bias_add.
// ONNX spells the output size three ways: explicit pads, an output_shape
// (the padding it implies is split as ONNX's reference implementation does,
// the odd unit at the start unless auto_pad is SAME_UPPER) or auto_pad SAME
// (output_shape = input × stride); all become nn's pads and output_padding.
// LRN is a composition: the squares averaged over a window of channels
// (nn.avg_pool2d over [N, 1, C, rest], its padding counted, so that the
// divisor is always `size`), then x / (bias + alpha × average)^beta. Only
// the order of one multiplication differs from ONNX's alpha / size × sum:
// the same value up to one rounding.
//
//===----------------------------------------------------------------------===//

#include "Ops.h"

#include "mlir-c/BuiltinTypes.h"

enum { MAX_SPATIAL = 3 };

static MlirValue unitHeight(OnnxNode *node, MlirValue value) {
  int64_t axis = 2;
  NnAttrValue axes = nnAttrIntArray("axes", 1, &axis);
  return onnxBuild(node, "nn.unsqueeze", 1, &value, 1, &axes);
}

/* ConvTranspose. */

typedef struct {
  int64_t spatial;
  int64_t strides[MAX_SPATIAL], dilations[MAX_SPATIAL];
  int64_t outputPadding[MAX_SPATIAL];
  int64_t pads[2 * MAX_SPATIAL]; // begins, then ends
} Transposed;

// Reads an attribute of one value per spatial dim, `fallback` when absent.
static bool perDim(OnnxNode *node, const char *name, int64_t spatial,
                   int64_t fallback, int64_t *values) {
  intptr_t n;
  if (!onnxAttrInts(node, name, values, spatial, &n))
    return false;
  if (n && n != spatial)
    return onnxNodeError(node, "%s has %ld values for %lld spatial dims", name,
                         (long)n, (long long)spatial);
  for (intptr_t i = n; i < spatial; ++i)
    values[i] = fallback;
  return true;
}

// The pads and output padding that give the size ONNX asks for.
static bool readTransposed(OnnxNode *node, MlirType input, MlirType weight,
                           Transposed *t) {
  int64_t rank = onnxTypeRank(input);
  if (rank < 3 || rank > 5 || onnxTypeRank(weight) != rank)
    return onnxNodeError(node,
                         "needs an input and a weight of the same rank, 3 "
                         "to 5, not %lld and %lld",
                         (long long)rank, (long long)onnxTypeRank(weight));
  int64_t s = t->spatial = rank - 2;
  int64_t kernel[MAX_SPATIAL], outputShape[MAX_SPATIAL];
  intptr_t numPads, numShape;
  for (int64_t i = 0; i < s; ++i)
    kernel[i] = onnxTypeDim(weight, 2 + i);
  if (!perDim(node, "strides", s, 1, t->strides) ||
      !perDim(node, "dilations", s, 1, t->dilations) ||
      !perDim(node, "output_padding", s, 0, t->outputPadding) ||
      !onnxAttrInts(node, "pads", t->pads, 2 * s, &numPads) ||
      !onnxAttrInts(node, "output_shape", outputShape, s, &numShape))
    return false;
  if (numPads && numPads != 2 * s)
    return onnxNodeError(node, "pads has %ld values for %lld spatial dims",
                         (long)numPads, (long long)s);
  if (numShape && numShape != s)
    return onnxNodeError(node,
                         "output_shape has %ld values for %lld spatial dims",
                         (long)numShape, (long long)s);
  bool upper = onnxAttrStringIs(node, "auto_pad", "NOTSET", "SAME_UPPER");
  bool same =
      upper || onnxAttrStringIs(node, "auto_pad", "NOTSET", "SAME_LOWER");
  if (!same && !onnxAttrStringIs(node, "auto_pad", "NOTSET", "NOTSET") &&
      !onnxAttrStringIs(node, "auto_pad", "NOTSET", "VALID"))
    return onnxNodeError(node, "unknown auto_pad value");
  if (!numPads || onnxAttrStringIs(node, "auto_pad", "NOTSET", "VALID"))
    for (int64_t i = 0; i < 2 * s; ++i)
      t->pads[i] = 0;
  for (int64_t i = 0; i < s; ++i) {
    int64_t in = onnxTypeDim(input, 2 + i);
    if (in < 1 || kernel[i] < 1)
      return onnxNodeError(node,
                           "needs static spatial and kernel sizes; spatial "
                           "dim %lld has %lld and kernel %lld",
                           (long long)i, (long long)in, (long long)kernel[i]);
    // The size without padding, and the one asked for.
    int64_t full = (in - 1) * t->strides[i] + t->outputPadding[i] +
                   (kernel[i] - 1) * t->dilations[i] + 1;
    int64_t *begin = &t->pads[i], *end = &t->pads[s + i];
    if (same && !numPads) {
      int64_t out = numShape ? outputShape[i] : in * t->strides[i];
      int64_t total = full - out;
      // Python's floor division, as the reference implementation uses.
      int64_t half = total >= 0 ? total / 2 : -((-total + 1) / 2);
      *begin = upper ? half : total - half;
      *end = total - *begin;
    } else if (numShape) {
      *end += full - *begin - *end - outputShape[i];
    } else {
      continue;
    }
    // A negative end pad extends the output: output_padding.
    if (*end < 0) {
      t->outputPadding[i] -= *end;
      *end = 0;
    }
    if (*begin < 0)
      return onnxNodeError(node,
                           "output_shape %lld of spatial dim %lld needs "
                           "padding before the output, which nn cannot "
                           "express",
                           (long long)(numShape ? outputShape[i] : -1),
                           (long long)i);
  }
  return true;
}

static bool convertConvTranspose(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0), w = onnxNodeInput(node, 1);
  if (mlirValueIsNull(x) || mlirValueIsNull(w))
    return false;
  Transposed t;
  if (!readTransposed(node, mlirValueGetType(x), mlirValueGetType(w), &t))
    return false;
  int64_t s = t.spatial;
  int64_t strides[MAX_SPATIAL], dilations[MAX_SPATIAL], outPad[MAX_SPATIAL],
      pads[2 * MAX_SPATIAL];
  if (s == 1) {
    // A unit height in front: stride, dilation 1, no padding there.
    x = unitHeight(node, x);
    w = unitHeight(node, w);
    int64_t s2[] = {1, t.strides[0]}, d2[] = {1, t.dilations[0]};
    int64_t o2[] = {0, t.outputPadding[0]}, p2[] = {0, t.pads[0], 0, t.pads[1]};
    for (int i = 0; i < 2; ++i) {
      strides[i] = s2[i];
      dilations[i] = d2[i];
      outPad[i] = o2[i];
    }
    for (int i = 0; i < 4; ++i)
      pads[i] = p2[i];
    s = 2;
  } else {
    for (int64_t i = 0; i < s; ++i) {
      strides[i] = t.strides[i];
      dilations[i] = t.dilations[i];
      outPad[i] = t.outputPadding[i];
      pads[i] = t.pads[i];
      pads[s + i] = t.pads[s + i];
    }
  }
  NnAttrValue attrs[] = {
      nnAttrIntArray("strides", s, strides),
      nnAttrIntArray("dilations", s, dilations),
      nnAttrIntArray("padding", 2 * s, pads),
      nnAttrIntArray("output_padding", s, outPad),
      nnAttrInt("groups", onnxAttrInt(node, "group", 1)),
  };
  MlirValue operands[2] = {x, w};
  MlirValue y =
      onnxBuild(node, s == 3 ? "nn.conv_transpose3d" : "nn.conv_transpose2d", 2,
                operands, 5, attrs);
  if (onnxNodeHasInput(node, 2) && !mlirValueIsNull(y)) {
    MlirValue biased[2] = {y, onnxNodeInput(node, 2)};
    NnAttrValue axis = nnAttrInt("axis", 1);
    y = onnxBuild(node, "nn.bias_add", 2, biased, 1, &axis);
  }
  if (t.spatial == 1 && !mlirValueIsNull(y)) {
    int64_t axis = 2;
    NnAttrValue axes = nnAttrIntArray("axes", 1, &axis);
    y = onnxBuild(node, "nn.squeeze", 1, &y, 1, &axes);
  }
  return onnxNodeSetOutput(node, 0, y);
}

/* LRN. */

static bool convertLrn(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  MlirType type = mlirValueGetType(x);
  int64_t rank = onnxTypeRank(type), size = onnxAttrInt(node, "size", 0);
  if (rank < 3 || !onnxTypeIsStatic(type))
    return onnxNodeError(node,
                         "needs a static input of rank 3 or more [N, C, "
                         "...]; this one has rank %lld",
                         (long long)rank);
  if (size < 1)
    return onnxNodeError(node, "size must be >= 1, but is %lld",
                         (long long)size);
  int64_t dims[NN_MAX_RANK], plane[4];
  onnxTypeDims(type, dims);
  plane[0] = dims[0];
  plane[1] = 1;
  plane[2] = dims[1];
  plane[3] = 1;
  for (int64_t d = 2; d < rank; ++d)
    plane[3] *= dims[d];
  MlirValue squares[2] = {x, x};
  MlirValue square = onnxBuild(node, "nn.mul", 2, squares, 0, NULL);
  square = onnxBuildReshape(node, square, 4, plane);
  // Channels c - floor((size-1)/2) to c + ceil((size-1)/2).
  int64_t kernel[] = {size, 1}, strides[] = {1, 1};
  int64_t pads[] = {(size - 1) / 2, 0, size / 2, 0};
  NnAttrValue attrs[] = {
      nnAttrIntArray("kernel", 2, kernel),
      nnAttrIntArray("strides", 2, strides),
      nnAttrIntArray("padding", 4, pads),
      nnAttrBool("count_include_pad", true),
  };
  MlirValue mean = onnxBuild(node, "nn.avg_pool2d", 1, &square, 4, attrs);
  mean = onnxBuildReshape(node, mean, rank, dims);
  MlirType element = onnxTypeElement(type);
  MlirValue scaled[2] = {
      mean,
      onnxBuildScalar(node, element, onnxAttrFloat(node, "alpha", 1e-4f))};
  MlirValue shifted[2] = {
      onnxBuild(node, "nn.mul", 2, scaled, 0, NULL),
      onnxBuildScalar(node, element, onnxAttrFloat(node, "bias", 1.0f))};
  MlirValue powered[2] = {
      onnxBuild(node, "nn.add", 2, shifted, 0, NULL),
      onnxBuildScalar(node, element, onnxAttrFloat(node, "beta", 0.75f))};
  MlirValue divided[2] = {x, onnxBuild(node, "nn.pow", 2, powered, 0, NULL)};
  return onnxNodeSetOutput(node, 0,
                           onnxBuild(node, "nn.div", 2, divided, 0, NULL));
}

const OnnxConverter onnxWindowConverters[] = {
    {"", "ConvTranspose", 1, ONNX_MAX_OPSET, convertConvTranspose,
     "nn.conv_transpose2d or nn.conv_transpose3d, nn.bias_add",
     "1-D to 3-D (1-D as 2-D over a unit height); static spatial sizes; an "
     "output_shape needing padding before the output is rejected"},
    {"", "LRN", 1, ONNX_MAX_OPSET, convertLrn,
     "nn.mul, nn.avg_pool2d, nn.reshape, nn.add, nn.pow, nn.div",
     "a composition: x / (bias + alpha * mean of the squares over `size` "
     "channels)^beta; static shapes"},
};
const size_t onnxNumWindowConverters =
    sizeof(onnxWindowConverters) / sizeof(onnxWindowConverters[0]);
