//===- Signal.c - ONNX signal processing: windows, DFT and STFT -----------===//
//
// HannWindow, HammingWindow and BlackmanWindow (opset 17) depend on their
// size alone, so the importer computes them as constants, in double
// precision and rounded once to the output type as ONNX's reference does:
// a window is a few thousand elements (an STFT's frame), a constant is what
// the graph would fold it to anyway, and nn then needs no op for it. The
// size must be known at import time (a constant, or a promised input
// value), like a Reshape's shape.
//
// DFT and STFT are matrix products with constant twiddle factors: the
// transformed axis is moved last and multiplied by the [length, bins]
// matrices of cos and sin (the inverse's 1/length folded in), real and
// imaginary parts apart; STFT first gathers the frames (one nn.gather with
// constant positions) and applies the window. That is O(length^2) work per
// transform instead of an FFT's O(length log length), but it is exact up
// to rounding, is one matmul kernel per part, and the frame lengths of
// speech front ends (400 to 2048) keep the matrices to a few MB; longer
// transforms are refused with the bound. MelWeightMatrix is, like the
// windows, a constant computed at import time.
//
//===----------------------------------------------------------------------===//

#include "../Fold.h"
#include "../Tensor.h"
#include "Ops.h"

#include "support/Memory.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const double PI = 3.14159265358979323846; // C11 has no M_PI

// At most this many elements in each constant matrix (16 MB of f32).
enum { MAX_TWIDDLES = 1 << 22 };

// The cosine series sum_k a_k cos(2 pi k n / N) of each window: Hann is
// 0.5 - 0.5 cos, Hamming 25/46 - 21/46 cos, Blackman 0.42 - 0.5 cos + 0.08
// cos(2x).
typedef struct {
  const char *opType;
  double a0, a1, a2;
} CosineWindow;

static const CosineWindow windows[] = {
    {"HannWindow", 0.5, -0.5, 0},
    {"HammingWindow", 25.0 / 46.0, -21.0 / 46.0, 0},
    {"BlackmanWindow", 0.42, -0.5, 0.08},
};

static bool convertWindow(OnnxNode *node) {
  const CosineWindow *w = NULL;
  for (size_t i = 0; i < sizeof(windows) / sizeof(windows[0]); ++i)
    if (!strcmp(windows[i].opType, onnxNodeOpType(node)))
      w = &windows[i];
  const OnnxTensor *sizeTensor = onnxNodeRequiredConstant(node, 0);
  if (!w || !sizeTensor || sizeTensor->count != 1)
    return onnxNodeError(node, "the size must be a scalar known at import "
                               "time");
  int64_t size = onnxTensorInt(sizeTensor, 0);
  if (size < 0 || size > ONNX_FOLD_MAX_ELEMENTS)
    return onnxNodeError(node,
                         "a window of %lld elements: the size must be "
                         "in [0, %d]",
                         (long long)size, ONNX_FOLD_MAX_ELEMENTS);
  // A periodic window is one period of a window of size + 1 points; a
  // symmetric one spans size points, and of one point is [1] (as PyTorch
  // gives; the formula divides 0 by 0).
  bool periodic = onnxAttrInt(node, "periodic", 1) != 0;
  double period = periodic ? (double)size : (double)(size - 1);
  OnnxTensor out;
  NnStringBuffer error = {0};
  int32_t dataType = (int32_t)onnxAttrInt(node, "output_datatype",
                                          ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT);
  if (!onnxTensorAllocate(onnxNodeContext(node), dataType, 1, &size, &out,
                          &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  for (int64_t n = 0; n < size; ++n) {
    double x = 2 * PI * (double)n / period;
    onnxTensorSetFloat(&out, n,
                       period > 0 ? w->a0 + w->a1 * cos(x) + w->a2 * cos(2 * x)
                                  : 1.0);
  }
  return onnxNodeSetConstantOutput(node, 0, &out);
}

/* MelWeightMatrix. */

// The [dft_length / 2 + 1, num_mel_bins] matrix of triangular filters that
// maps a one-sided spectrogram to mel bins, exactly as ONNX's reference
// computes it (including its mel step of (high - low) / (num_mel_bins + 2)
// and the filter edges floored to spectrogram bins), in double precision.
static bool convertMelWeightMatrix(OnnxNode *node) {
  int64_t ints[3];
  double edges[2];
  const char *names[5] = {"num_mel_bins", "dft_length", "sample_rate",
                          "lower_edge_hertz", "upper_edge_hertz"};
  for (intptr_t i = 0; i < 5; ++i) {
    const OnnxTensor *t = onnxNodeRequiredConstant(node, i);
    if (!t || t->count != 1)
      return onnxNodeError(node, "%s must be a scalar known at import time",
                           names[i]);
    if (i < 3)
      ints[i] = onnxTensorInt(t, 0);
    else
      edges[i - 3] = onnxTensorFloat(t, 0);
  }
  int64_t mels = ints[0], length = ints[1], rate = ints[2];
  int64_t bins = length / 2 + 1;
  if (mels < 1 || length < 1 || rate < 1 || !isfinite(edges[0]) ||
      !isfinite(edges[1]) || edges[0] < 0 || edges[1] < edges[0] ||
      mels > MAX_TWIDDLES / bins)
    return onnxNodeError(node,
                         "num_mel_bins %lld, dft_length %lld and sample_rate "
                         "%lld must be positive (at most %d elements), and "
                         "0 <= lower_edge_hertz (%g) <= upper_edge_hertz (%g)",
                         (long long)mels, (long long)length, (long long)rate,
                         MAX_TWIDDLES, edges[0], edges[1]);
  // The filter edges: num_mel_bins + 2 points evenly spaced in mel,
  // converted back to hertz and floored to spectrogram bins.
  double low = 2595 * log1p(edges[0] / 700) / log(10);
  double high = 2595 * log1p(edges[1] / 700) / log(10);
  double step = (high - low) / (double)(mels + 2);
  int64_t *points = nnAllocArray((size_t)mels + 2, sizeof(int64_t));
  if (!points)
    return onnxNodeError(node, "out of memory");
  for (int64_t i = 0; i < mels + 2; ++i) {
    double hertz = 700 * expm1(((double)i * step + low) / 2595 * log(10));
    points[i] = (int64_t)floor((double)(length + 1) * hertz / (double)rate);
    if (points[i] < 0 || points[i] >= bins) {
      int64_t bin = points[i];
      free(points);
      return onnxNodeError(node,
                           "mel filter edge %lld falls on spectrogram bin "
                           "%lld, outside the %lld bins of dft_length %lld",
                           (long long)i, (long long)bin, (long long)bins,
                           (long long)length);
    }
  }
  int64_t dims[2] = {bins, mels};
  OnnxTensor out;
  NnStringBuffer error = {0};
  int32_t dataType = (int32_t)onnxAttrInt(node, "output_datatype",
                                          ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT);
  if (!onnxTensorAllocate(onnxNodeContext(node), dataType, 2, dims, &out,
                          &error)) {
    free(points);
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  for (int64_t m = 0; m < mels; ++m) {
    int64_t left = points[m], center = points[m + 1], right = points[m + 2];
    if (center == left)
      onnxTensorSetFloat(&out, center * mels + m, 1.0);
    for (int64_t j = left; center > left && j <= center; ++j)
      onnxTensorSetFloat(&out, j * mels + m,
                         (double)(j - left) / (double)(center - left));
    for (int64_t j = center; j < right; ++j)
      onnxTensorSetFloat(&out, j * mels + m,
                         (double)(right - j) / (double)(right - center));
  }
  free(points);
  return onnxNodeSetConstantOutput(node, 0, &out);
}

/* DFT and STFT. */

// The [length, bins] matrices cos(2 pi n k / length) and -/+ sin(...) (minus
// for the forward transform), times 1/length for the inverse, in `element`.
static bool buildTwiddles(OnnxNode *node, MlirType element, int64_t length,
                          int64_t bins, bool inverse, MlirValue *cosine,
                          MlirValue *sine) {
  if (length < 1 || bins > MAX_TWIDDLES / length)
    return onnxNodeError(node,
                         "a transform of length %lld into %lld bins is out "
                         "of range: nn computes it as a matrix product and "
                         "takes at most %d length x bins elements",
                         (long long)length, (long long)bins, MAX_TWIDDLES);
  int64_t dims[2] = {length, bins};
  OnnxTensor c, sn;
  NnStringBuffer error = {0};
  int32_t dataType = onnxDataTypeOf(element);
  if (!onnxTensorAllocate(onnxNodeContext(node), dataType, 2, dims, &c,
                          &error) ||
      !onnxTensorAllocate(onnxNodeContext(node), dataType, 2, dims, &sn,
                          &error)) {
    if (c.owned)
      onnxTensorFree(&c);
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  double scale = inverse ? 1.0 / (double)length : 1.0;
  double sign = inverse ? 1.0 : -1.0;
  for (int64_t n = 0; n < length; ++n)
    for (int64_t k = 0; k < bins; ++k) {
      // The angle from (n k) mod length, exact in integers, so that large
      // products lose no phase.
      double x = 2 * PI * (double)((n * k) % length) / (double)length;
      onnxTensorSetFloat(&c, n * bins + k, scale * cos(x));
      onnxTensorSetFloat(&sn, n * bins + k, sign * scale * sin(x));
    }
  *cosine = onnxBuildConstant(node, &c);
  *sine = onnxBuildConstant(node, &sn);
  onnxTensorFree(&c);
  onnxTensorFree(&sn);
  return !mlirValueIsNull(*cosine) && !mlirValueIsNull(*sine);
}

// nn.transpose swapping dims `a` and `b` (its own inverse).
static MlirValue swapDims(OnnxNode *node, MlirValue x, int64_t a, int64_t b) {
  int64_t rank = onnxTypeRank(mlirValueGetType(x)), perm[NN_MAX_RANK];
  if (a == b)
    return x;
  for (int64_t d = 0; d < rank; ++d)
    perm[d] = d == a ? b : d == b ? a : d;
  NnAttrValue attr = nnAttrIntArray("perm", rank, perm);
  return onnxBuild(node, "nn.transpose", 1, &x, 1, &attr);
}

// Elements [begin, end) of dim `axis` of x.
static MlirValue sliceDim(OnnxNode *node, MlirValue x, int64_t axis,
                          int64_t begin, int64_t end) {
  int64_t rank = onnxTypeRank(mlirValueGetType(x));
  int64_t starts[NN_MAX_RANK] = {0}, ends[NN_MAX_RANK];
  for (int64_t d = 0; d < rank; ++d)
    ends[d] = INT64_MAX;
  starts[axis] = begin;
  ends[axis] = end;
  NnAttrValue attrs[] = {nnAttrIntArray("starts", rank, starts),
                         nnAttrIntArray("ends", rank, ends)};
  return onnxBuild(node, "nn.slice", 1, &x, 2, attrs);
}

// x without its last dim, of size 1.
static MlirValue dropLast(OnnxNode *node, MlirValue x) {
  if (mlirValueIsNull(x))
    return x;
  MlirType type = mlirValueGetType(x);
  int64_t dims[NN_MAX_RANK];
  onnxTypeDims(type, dims);
  return onnxBuildReshape(node, x, onnxTypeRank(type) - 1, dims);
}

// x with a last dim of size 1.
static MlirValue addLast(OnnxNode *node, MlirValue x) {
  if (mlirValueIsNull(x))
    return x;
  MlirType type = mlirValueGetType(x);
  int64_t dims[NN_MAX_RANK], rank = onnxTypeRank(type);
  onnxTypeDims(type, dims);
  dims[rank] = 1;
  return onnxBuildReshape(node, x, rank + 1, dims);
}

static MlirValue matmul(OnnxNode *node, MlirValue a, MlirValue b) {
  MlirValue operands[2] = {a, b};
  return onnxBuild(node, "nn.matmul", 2, operands, 0, NULL);
}

static MlirValue combine(OnnxNode *node, const char *op, MlirValue a,
                         MlirValue b) {
  MlirValue operands[2] = {a, b};
  return onnxBuild(node, op, 2, operands, 0, NULL);
}

// The DFT of x ([..., n, ..., 1 or 2]: real, or real and imaginary parts
// in the last dim) along `axis`, whose size must be `length`, into `bins`
// bins: [..., bins, ..., 2].
static MlirValue transform(OnnxNode *node, MlirValue x, int64_t axis,
                           int64_t length, int64_t bins, bool inverse) {
  MlirType type = mlirValueGetType(x);
  int64_t rank = onnxTypeRank(type);
  bool complex = onnxTypeDim(type, rank - 1) == 2;
  MlirValue cosine, sine;
  if (!buildTwiddles(node, onnxTypeElement(type), length, bins, inverse,
                     &cosine, &sine))
    return (MlirValue){NULL};
  // The parts, [..., n] with the transformed axis last.
  MlirValue re =
      dropLast(node, complex ? sliceDim(node, x, rank - 1, 0, 1) : x);
  re = swapDims(node, re, axis, rank - 2);
  MlirValue outRe = matmul(node, re, cosine), outIm = matmul(node, re, sine);
  if (complex) {
    MlirValue im =
        swapDims(node, dropLast(node, sliceDim(node, x, rank - 1, 1, 2)), axis,
                 rank - 2);
    outRe = combine(node, "nn.sub", outRe, matmul(node, im, sine));
    outIm = combine(node, "nn.add", outIm, matmul(node, im, cosine));
  }
  MlirValue parts[2] = {addLast(node, swapDims(node, outRe, axis, rank - 2)),
                        addLast(node, swapDims(node, outIm, axis, rank - 2))};
  if (mlirValueIsNull(parts[0]) || mlirValueIsNull(parts[1]))
    return (MlirValue){NULL};
  NnAttrValue dim = nnAttrInt("dim", rank - 1);
  return onnxBuild(node, "tensor.concat", 2, parts, 1, &dim);
}

// An optional integer input known at import time, or `fallback` when absent.
static bool optionalInt(OnnxNode *node, intptr_t i, const char *what,
                        int64_t fallback, int64_t *value) {
  *value = fallback;
  return !onnxNodeHasInput(node, i) ||
         onnxNodeConstantInt(node, i, what, value);
}

// The static input [batch, ..., 1 or 2] of a DFT or STFT: its type.
static MlirType signalType(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return type;
  int64_t rank = onnxTypeRank(type);
  if (!onnxTypeIsStatic(type) || rank < 2 ||
      (onnxTypeDim(type, rank - 1) != 1 && onnxTypeDim(type, rank - 1) != 2)) {
    onnxNodeError(node, "the signal must have static dims, at least two, the "
                        "last of size 1 (real) or 2 (complex)");
    return (MlirType){NULL};
  }
  return type;
}

static bool convertDft(OnnxNode *node) {
  MlirType type = signalType(node);
  if (mlirTypeIsNull(type))
    return false;
  int64_t rank = onnxTypeRank(type), axis, length;
  // Opset 20 made the axis an input, by default the last signal dim.
  bool axisInput = onnxNodeOpset(node) >= 20;
  if (axisInput ? !optionalInt(node, 2, "axis", -2, &axis)
                : (axis = onnxAttrInt(node, "axis", 1), false))
    return false;
  if (axis < 0)
    axis += rank;
  if (axis < 0 || axis > rank - 2)
    return onnxNodeError(node,
                         "axis %lld is out of range for a signal of rank "
                         "%lld: it must name a dim before the last",
                         (long long)onnxAttrInt(node, "axis", 1),
                         (long long)rank);
  int64_t n = onnxTypeDim(type, axis);
  if (!optionalInt(node, 1, "dft_length", n, &length))
    return false;
  bool inverse = onnxAttrInt(node, "inverse", 0) != 0;
  bool onesided = onnxAttrInt(node, "onesided", 0) != 0;
  if (inverse && onesided)
    return onnxNodeError(node, "an inverse one-sided DFT is not supported");
  if (length < 1)
    return onnxNodeError(node, "dft_length %lld must be positive",
                         (long long)length);
  // Zero-padded or truncated to the length along the axis.
  MlirValue x = onnxNodeInput(node, 0);
  if (length < n)
    x = sliceDim(node, x, axis, 0, length);
  else if (length > n && !mlirValueIsNull(x)) {
    int64_t pads[2 * NN_MAX_RANK] = {0};
    pads[rank + axis] = length - n;
    NnAttrValue attr = nnAttrIntArray("pads", 2 * rank, pads);
    x = onnxBuild(node, "nn.pad", 1, &x, 1, &attr);
  }
  if (mlirValueIsNull(x))
    return false;
  int64_t bins = onesided ? length / 2 + 1 : length;
  return onnxNodeSetOutput(node, 0,
                           transform(node, x, axis, length, bins, inverse));
}

// STFT: frames of frame_length every frame_step samples, each times the
// window, transformed: [batch, frames, bins, 2].
static bool convertStft(OnnxNode *node) {
  MlirType type = signalType(node);
  if (mlirTypeIsNull(type))
    return false;
  if (onnxTypeRank(type) != 3)
    return onnxNodeError(node, "the signal must be [batch, length, 1 or 2]");
  int64_t samples = onnxTypeDim(type, 1), step, length = -1;
  MlirType windowType = onnxNodeInputType(node, 2);
  if (!mlirTypeIsNull(windowType) &&
      (onnxTypeRank(windowType) != 1 || !onnxTypeIsStatic(windowType)))
    return onnxNodeError(node, "the window must be 1-D and static");
  if (!optionalInt(node, 1, "frame_step", 0, &step) ||
      !optionalInt(node, 3, "frame_length",
                   mlirTypeIsNull(windowType) ? -1 : onnxTypeDim(windowType, 0),
                   &length))
    return false;
  if (length < 1 || length > samples || step < 1)
    return onnxNodeError(node,
                         "frame_length %lld and frame_step %lld must be "
                         "positive, and the frame at most the signal's "
                         "%lld samples",
                         (long long)length, (long long)step,
                         (long long)samples);
  if (!mlirTypeIsNull(windowType) && onnxTypeDim(windowType, 0) != length)
    return onnxNodeError(node,
                         "the window has %lld elements, not "
                         "frame_length %lld",
                         (long long)onnxTypeDim(windowType, 0),
                         (long long)length);
  int64_t frames = (samples - length) / step + 1;
  if (frames > MAX_TWIDDLES / length)
    return onnxNodeError(node, "%lld frames of %lld samples are too many",
                         (long long)frames, (long long)length);
  // The frames, gathered by their sample positions: [batch, frames,
  // length, 1 or 2].
  int64_t dims[2] = {frames, length};
  OnnxTensor positions;
  NnStringBuffer error = {0};
  if (!onnxTensorAllocate(onnxNodeContext(node),
                          ONNX__TENSOR_PROTO__DATA_TYPE__INT64, 2, dims,
                          &positions, &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  for (int64_t f = 0; f < frames; ++f)
    for (int64_t i = 0; i < length; ++i)
      onnxTensorSetInt(&positions, f * length + i, f * step + i);
  MlirValue gather[2] = {onnxNodeInput(node, 0),
                         onnxBuildConstant(node, &positions)};
  onnxTensorFree(&positions);
  if (mlirValueIsNull(gather[0]) || mlirValueIsNull(gather[1]))
    return false;
  NnAttrValue axis = nnAttrInt("axis", 1);
  MlirValue x = onnxBuild(node, "nn.gather", 2, gather, 1, &axis);
  if (!mlirTypeIsNull(windowType)) {
    // The window along the frame's samples: [length, 1] broadcasts.
    MlirValue window = addLast(node, onnxNodeInput(node, 2));
    x = mlirValueIsNull(window) ? window : combine(node, "nn.mul", x, window);
  }
  if (mlirValueIsNull(x))
    return false;
  bool onesided = onnxAttrInt(node, "onesided", 1) != 0;
  return onnxNodeSetOutput(
      node, 0,
      transform(node, x, 2, length, onesided ? length / 2 + 1 : length, false));
}

#define WINDOW(op)                                                             \
  {"",                                                                         \
   op,                                                                         \
   17,                                                                         \
   ONNX_MAX_OPSET,                                                             \
   convertWindow,                                                              \
   "arith.constant",                                                           \
   "the size must be known at import time"}

const OnnxConverter onnxSignalConverters[] = {
    WINDOW("HannWindow"),
    WINDOW("HammingWindow"),
    WINDOW("BlackmanWindow"),
    {"", "DFT", 17, 19, convertDft, "nn.matmul, nn.transpose, nn.slice",
     "static signals; dft_length and the axis must be known; at most 2^22 "
     "length x bins"},
    {"", "DFT", 20, ONNX_MAX_OPSET, convertDft,
     "nn.matmul, nn.transpose, nn.slice",
     "static signals; dft_length and the axis must be known; at most 2^22 "
     "length x bins"},
    {"", "MelWeightMatrix", 17, ONNX_MAX_OPSET, convertMelWeightMatrix,
     "arith.constant", "every input must be known at import time"},
    {"", "STFT", 17, ONNX_MAX_OPSET, convertStft,
     "nn.gather, nn.mul, nn.matmul, nn.transpose",
     "static signals; frame_step and frame_length must be known"},
};
const size_t onnxNumSignalConverters =
    sizeof(onnxSignalConverters) / sizeof(onnxSignalConverters[0]);
