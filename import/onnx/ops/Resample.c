//===- Resample.c - Resize, Upsample and GridSample -----------------------===//
//
// nn.resize takes its output shape as its result type, so the sizes are
// resolved here, from constants: `sizes`, or `scales` with ONNX's rule
// floor(input × scale), restricted to `axes` and adjusted by
// `keep_aspect_ratio_policy` (opset 18). Whenever the coordinate transform
// must use a scale other than output / input (ONNX uses the scales it was
// given), the op gets the scales of every dimension as its `scales`
// attribute. Upsample and Resize-10 are Resize with the `asymmetric`
// transform and nearest rounding down (`floor`), as Upsample's reference
// (np.repeat for integer scales) defines them.
//
//===----------------------------------------------------------------------===//

#include "Ops.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

// The string attribute `name` (or `fallback`) into `out`, NUL-terminated.
static void attrString(OnnxNode *node, const char *name, const char *fallback,
                       char *out, size_t size) {
  MlirStringRef s = onnxAttrString(node, name, fallback);
  snprintf(out, size, "%.*s", (int)s.length, s.data);
}

// The floats of constant input `i` (empty when absent or empty).
static bool constantFloats(OnnxNode *node, intptr_t i, const char *what,
                           float *values, intptr_t max, intptr_t *count) {
  *count = 0;
  if (!onnxNodeHasInput(node, i))
    return true;
  const OnnxTensor *t = onnxNodeRequiredConstant(node, i);
  if (!t)
    return onnxNodeError(node, "its %s must be known at import time", what);
  if (t->count > max)
    return onnxNodeError(node,
                         "its %s has %lld values; at most %ld are "
                         "expected",
                         what, (long long)t->count, (long)max);
  for (int64_t k = 0; k < t->count; ++k)
    values[k] = (float)onnxTensorFloat(t, k);
  *count = (intptr_t)t->count;
  return true;
}

static bool convertResize(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  int64_t rank = onnxTypeRank(type), opset = onnxNodeOpset(node);
  if (!onnxTypeIsStatic(type))
    return onnxNodeError(node, "needs a static input shape: the output "
                               "shape is computed at import time");
  bool legacy = strcmp(onnxNodeOpType(node), "Upsample") == 0 || opset < 11;
  // Inputs: Upsample-7 (attr scales), Upsample-9 and Resize-10 (X, scales),
  // Resize-11+ (X, roi, scales, sizes).
  float scales[NN_MAX_RANK], roi[2 * NN_MAX_RANK];
  int64_t sizes[NN_MAX_RANK];
  intptr_t numScales = 0, numRoi = 0, numSizes = 0;
  bool ok = true;
  if (legacy && !onnxNodeHasInput(node, 1))
    ok = onnxAttrFloats(node, "scales", scales, NN_MAX_RANK, &numScales);
  else if (legacy)
    ok = constantFloats(node, 1, "scales", scales, NN_MAX_RANK, &numScales);
  else
    ok =
        constantFloats(node, 1, "roi", roi, 2 * NN_MAX_RANK, &numRoi) &&
        constantFloats(node, 2, "scales", scales, NN_MAX_RANK, &numScales) &&
        (!onnxNodeHasInput(node, 3) ||
         onnxNodeConstantInts(node, 3, "sizes", sizes, NN_MAX_RANK, &numSizes));
  if (!ok)
    return false;
  if (!numScales && !numSizes)
    return onnxNodeError(node, "needs its scales or its sizes");
  if (numScales && numSizes)
    return onnxNodeError(node, "takes scales or sizes, not both");
  if (onnxAttrInt(node, "antialias", 0) &&
      !onnxAttrStringIs(node, "mode", "nearest", "nearest"))
    return onnxNodeError(node, "antialias is not supported");
  // axes (opset 18): the dimensions scales, sizes and roi describe.
  int64_t axes[NN_MAX_RANK];
  intptr_t numAxes = 0;
  if (!onnxAttrInts(node, "axes", axes, NN_MAX_RANK, &numAxes))
    return false;
  if (!numAxes)
    for (numAxes = 0; numAxes < rank; ++numAxes)
      axes[numAxes] = numAxes;
  for (intptr_t i = 0; i < numAxes; ++i)
    if (!onnxNormalizeAxis(node, "axes", &axes[i], rank))
      return false;
  intptr_t given = numScales ? numScales : numSizes;
  if (given != numAxes)
    return onnxNodeError(node, "has %ld %s for %ld dimensions", (long)given,
                         numScales ? "scales" : "sizes", (long)numAxes);
  // Full-rank sizes, scales and roi.
  int64_t in[NN_MAX_RANK], out[NN_MAX_RANK];
  float allScales[NN_MAX_RANK], allRoi[2 * NN_MAX_RANK];
  onnxTypeDims(type, in);
  for (int64_t d = 0; d < rank; ++d) {
    out[d] = in[d];
    allScales[d] = 1.0f;
    allRoi[d] = 0.0f;
    allRoi[rank + d] = 1.0f;
  }
  bool explicitScales = numScales != 0;
  if (numScales) {
    for (intptr_t i = 0; i < numAxes; ++i) {
      if (!(scales[i] > 0) || !isfinite(scales[i]))
        return onnxNodeError(node, "scale %ld (%g) must be finite and above 0",
                             (long)i, (double)scales[i]);
      allScales[axes[i]] = scales[i];
      double size = floor((double)scales[i] * (double)in[axes[i]]);
      if (size > (double)INT64_MAX / 2)
        return onnxNodeError(node, "scale %g makes the output too large",
                             (double)scales[i]);
      out[axes[i]] = (int64_t)size;
    }
  } else {
    char policy[32];
    attrString(node, "keep_aspect_ratio_policy", "stretch", policy,
               sizeof policy);
    bool stretch = strcmp(policy, "stretch") == 0;
    if (!stretch && strcmp(policy, "not_larger") != 0 &&
        strcmp(policy, "not_smaller") != 0)
      return onnxNodeError(node, "keep_aspect_ratio_policy '%s' is unknown",
                           policy);
    double scale = 0;
    for (intptr_t i = 0; i < numAxes; ++i) {
      if (sizes[i] < 0)
        return onnxNodeError(node, "size %ld (%lld) is negative", (long)i,
                             (long long)sizes[i]);
      double ratio = in[axes[i]] ? (double)sizes[i] / (double)in[axes[i]] : 1;
      bool better = policy[4] == 'l' ? ratio < scale : ratio > scale;
      if (i == 0 || better)
        scale = ratio;
      out[axes[i]] = sizes[i];
    }
    // not_larger / not_smaller: one scale for every axis, sizes rounded
    // half up, and the coordinate transform uses that scale.
    if (!stretch) {
      explicitScales = true;
      for (intptr_t i = 0; i < numAxes; ++i) {
        allScales[axes[i]] = (float)scale;
        out[axes[i]] = (int64_t)(scale * (double)in[axes[i]] + 0.5);
      }
    }
  }
  char mode[16], transform[32], nearestMode[32];
  attrString(node, "mode", "nearest", mode, sizeof mode);
  if (strcmp(mode, "bilinear") == 0 || strcmp(mode, "trilinear") == 0)
    snprintf(mode, sizeof mode, "linear");
  attrString(node, "coordinate_transformation_mode",
             legacy ? "asymmetric" : "half_pixel", transform, sizeof transform);
  attrString(node, "nearest_mode", legacy ? "floor" : "round_prefer_floor",
             nearestMode, sizeof nearestMode);
  if (strcmp(transform, "tf_crop_and_resize") == 0) {
    if (numRoi != 2 * numAxes)
      return onnxNodeError(node,
                           "tf_crop_and_resize needs a roi of %ld values, "
                           "but it has %ld",
                           (long)(2 * numAxes), (long)numRoi);
    for (intptr_t i = 0; i < numAxes; ++i) {
      allRoi[axes[i]] = roi[i];
      allRoi[rank + axes[i]] = roi[numAxes + i];
    }
  }
  NnAttrValue attrs[9];
  int n = 0;
  attrs[n++] = nnAttrString("mode", mode);
  attrs[n++] = nnAttrString("coordinate_transformation_mode", transform);
  attrs[n++] = nnAttrString("nearest_mode", nearestMode);
  attrs[n++] = nnAttrFloat("cubic_coeff_a",
                           onnxAttrFloat(node, "cubic_coeff_a", -0.75f));
  attrs[n++] =
      nnAttrBool("exclude_outside", onnxAttrInt(node, "exclude_outside", 0));
  attrs[n++] = nnAttrFloat("extrapolation_value",
                           onnxAttrFloat(node, "extrapolation_value", 0.0f));
  if (explicitScales)
    attrs[n++] = nnAttrFloatArray("scales", rank, allScales);
  if (strcmp(transform, "tf_crop_and_resize") == 0)
    attrs[n++] = nnAttrFloatArray("roi", 2 * rank, allRoi);
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  MlirType result =
      onnxTensorType(onnxNodeContext(node), rank, out, onnxTypeElement(type));
  return onnxNodeSetOutput(
      node, 0, onnxBuildTyped(node, "nn.resize", 1, &x, n, attrs, result));
}

static bool convertGridSample(OnnxNode *node) {
  MlirValue operands[2] = {onnxNodeInput(node, 0), onnxNodeInput(node, 1)};
  if (mlirValueIsNull(operands[0]) || mlirValueIsNull(operands[1]))
    return false;
  if (onnxTypeRank(mlirValueGetType(operands[0])) != 4)
    return onnxNodeError(node, "only 2-D sampling (a 4-D input) is "
                               "supported");
  char mode[16], padding[16];
  attrString(node, "mode", "bilinear", mode, sizeof mode);
  // Opset 20 renamed the modes.
  if (strcmp(mode, "linear") == 0)
    snprintf(mode, sizeof mode, "bilinear");
  else if (strcmp(mode, "cubic") == 0)
    snprintf(mode, sizeof mode, "bicubic");
  attrString(node, "padding_mode", "zeros", padding, sizeof padding);
  NnAttrValue attrs[3] = {
      nnAttrString("mode", mode), nnAttrString("padding_mode", padding),
      nnAttrBool("align_corners", onnxAttrInt(node, "align_corners", 0))};
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, "nn.grid_sample", 2, operands, 3, attrs));
}

const OnnxConverter onnxResampleConverters[] = {
    {"", "Upsample", 7, 9, convertResize, "nn.resize",
     "scales known at import time; nearest rounds down (asymmetric), as "
     "the reference's np.repeat"},
    {"", "Resize", 10, 10, convertResize, "nn.resize",
     "scales known at import time; the asymmetric transform, nearest "
     "rounding down"},
    {"", "Resize", 11, 12, convertResize, "nn.resize",
     "scales or sizes (and roi for tf_crop_and_resize) known at import "
     "time"},
    {"", "Resize", 13, 17, convertResize, "nn.resize",
     "scales or sizes (and roi for tf_crop_and_resize) known at import "
     "time"},
    {"", "Resize", 18, ONNX_MAX_OPSET, convertResize, "nn.resize",
     "scales or sizes (and roi) known at import time; antialias is not "
     "supported (except with nearest, where it does nothing)"},
    {"", "GridSample", 16, 19, convertGridSample, "nn.grid_sample",
     "4-D input only"},
    {"", "GridSample", 20, ONNX_MAX_OPSET, convertGridSample, "nn.grid_sample",
     "4-D input only (no volumetric sampling)"},
};
const size_t onnxNumResampleConverters =
    sizeof(onnxResampleConverters) / sizeof(onnxResampleConverters[0]);
