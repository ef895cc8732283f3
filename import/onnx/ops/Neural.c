//===- Neural.c - ONNX convolution, pooling, normalization, matmul --------===//
//
// The ops whose ONNX form carries more than nn's: Conv's optional bias
// becomes an nn.bias_add; auto_pad is resolved into explicit pads from the
// static spatial sizes; 3-D convolution and pooling are nn's 3-D ops, 1-D
// ones run as 2-D ones over a unit height (an unsqueeze and a squeeze,
// exact); Gemm's transposes are
// nn.matmul's, its alpha and beta nn.scale, its C a bias; MatMul's 1-D
// operands are unsqueezed and the unit dimension squeezed away again, as
// NumPy does; Softmax before opset 13 normalizes over all dimensions from
// `axis` on, which a reshape to 2-D expresses. Outputs that exist only for
// training (BatchNormalization's running statistics) must be unused;
// MaxPool's indices make it nn.max_pool_with_indices. LpPool and
// GlobalLpPool are exact compositions (|x|^p, window sums, p-th root).
//
//===----------------------------------------------------------------------===//

#include "Ops.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_SPATIAL = 3 };

// The static dims of `type`, or false (dynamic dims stay `?`).
// Inserts a unit dimension at `axis` (1-D convolution as 2-D).
static MlirValue unsqueeze(OnnxNode *node, MlirValue value, int64_t axis) {
  NnAttrValue axes = nnAttrIntArray("axes", 1, &axis);
  return onnxBuild(node, "nn.unsqueeze", 1, &value, 1, &axes);
}

static MlirValue squeeze(OnnxNode *node, MlirValue value, int64_t axis) {
  NnAttrValue axes = nnAttrIntArray("axes", 1, &axis);
  return onnxBuild(node, "nn.squeeze", 1, &value, 1, &axes);
}

/* Window attributes shared by Conv and the pools. */

typedef struct {
  int64_t spatial; // 1, 2 or 3
  int64_t kernel[MAX_SPATIAL], strides[MAX_SPATIAL], dilations[MAX_SPATIAL];
  int64_t pads[2 * MAX_SPATIAL]; // begins, then ends
} Window;

// Reads kernel_shape (or `kernel` when given), strides, dilations, pads and
// auto_pad for `spatial` dims of `input` ([N, C, spatial...]).
static bool readWindow(OnnxNode *node, MlirType input, const int64_t *kernel,
                       Window *w) {
  int64_t rank = onnxTypeRank(input);
  if (rank < 3 || rank > 5)
    return onnxNodeError(node,
                         "only 1-D, 2-D and 3-D windows (inputs of rank 3 to "
                         "5) are supported; this input has rank %lld",
                         (long long)rank);
  w->spatial = rank - 2;
  intptr_t n;
  int64_t values[2 * MAX_SPATIAL];
  if (!onnxAttrInts(node, "kernel_shape", values, MAX_SPATIAL, &n))
    return false;
  for (int64_t i = 0; i < w->spatial; ++i) {
    w->kernel[i] = n ? values[i] : kernel ? kernel[i] : -1;
    w->strides[i] = w->dilations[i] = 1;
    w->pads[i] = w->pads[w->spatial + i] = 0;
  }
  if (n && n != w->spatial)
    return onnxNodeError(node,
                         "kernel_shape has %ld values for %lld spatial "
                         "dims",
                         (long)n, (long long)w->spatial);
  if (w->kernel[0] < 0)
    return onnxNodeError(node, "kernel_shape is required");
  static const char *const names[] = {"strides", "dilations"};
  int64_t *targets[] = {w->strides, w->dilations};
  for (int a = 0; a < 2; ++a) {
    if (!onnxAttrInts(node, names[a], values, MAX_SPATIAL, &n))
      return false;
    if (n && n != w->spatial)
      return onnxNodeError(node, "%s has %ld values for %lld spatial dims",
                           names[a], (long)n, (long long)w->spatial);
    for (intptr_t i = 0; i < n; ++i)
      targets[a][i] = values[i];
  }
  if (!onnxAttrInts(node, "pads", values, 2 * MAX_SPATIAL, &n))
    return false;
  if (n && n != 2 * w->spatial)
    return onnxNodeError(node, "pads has %ld values for %lld spatial dims",
                         (long)n, (long long)w->spatial);
  for (intptr_t i = 0; i < n; ++i)
    w->pads[i] = values[i];

  bool upper = onnxAttrStringIs(node, "auto_pad", "NOTSET", "SAME_UPPER");
  bool lower = onnxAttrStringIs(node, "auto_pad", "NOTSET", "SAME_LOWER");
  if (onnxAttrStringIs(node, "auto_pad", "NOTSET", "VALID")) {
    for (int64_t i = 0; i < 2 * w->spatial; ++i)
      w->pads[i] = 0;
  } else if (upper || lower) {
    // Output size ceil(in / stride); the padding that needs is split, the
    // odd one at the end (SAME_UPPER) or the beginning (SAME_LOWER).
    for (int64_t i = 0; i < w->spatial; ++i) {
      int64_t in = onnxTypeDim(input, 2 + i);
      if (in < 0)
        return onnxNodeError(node, "auto_pad needs static spatial dims");
      if (w->strides[i] < 1 || w->kernel[i] < 1 || w->dilations[i] < 1)
        return onnxNodeError(node,
                             "spatial dim %lld has kernel %lld, stride %lld "
                             "and dilation %lld; each must be at least 1",
                             (long long)i, (long long)w->kernel[i],
                             (long long)w->strides[i],
                             (long long)w->dilations[i]);
      int64_t out = (in + w->strides[i] - 1) / w->strides[i];
      int64_t total = (out - 1) * w->strides[i] +
                      (w->kernel[i] - 1) * w->dilations[i] + 1 - in;
      total = total > 0 ? total : 0;
      int64_t small = total / 2;
      w->pads[i] = upper ? small : total - small;
      w->pads[w->spatial + i] = total - w->pads[i];
    }
  } else if (!onnxAttrStringIs(node, "auto_pad", "NOTSET", "NOTSET")) {
    return onnxNodeError(node, "unknown auto_pad value");
  }
  return true;
}

// nn's attributes for `w`: as they are in 2-D and 3-D, with a unit height
// in front of a 1-D window. Returns nn's spatial rank.
static int64_t windowNn(const Window *w, int64_t *kernel, int64_t *strides,
                        int64_t *dilations, int64_t *pads) {
  if (w->spatial > 1) {
    memcpy(kernel, w->kernel, sizeof(w->kernel));
    memcpy(strides, w->strides, sizeof(w->strides));
    memcpy(dilations, w->dilations, sizeof(w->dilations));
    memcpy(pads, w->pads, sizeof(w->pads));
    return w->spatial;
  }
  kernel[0] = strides[0] = dilations[0] = 1;
  kernel[1] = w->kernel[0];
  strides[1] = w->strides[0];
  dilations[1] = w->dilations[0];
  pads[0] = pads[2] = 0;
  pads[1] = w->pads[0];
  pads[3] = w->pads[1];
  return 2;
}

/* Conv. */

MlirValue onnxBuildConvolution(OnnxNode *node, MlirValue x, MlirValue w,
                               intptr_t bias) {
  if (mlirValueIsNull(x) || mlirValueIsNull(w))
    return (MlirValue){NULL};
  MlirType wType = mlirValueGetType(w);
  int64_t kernel[MAX_SPATIAL] = {0};
  for (int64_t i = 0; i < onnxTypeRank(wType) - 2 && i < MAX_SPATIAL; ++i)
    kernel[i] = onnxTypeDim(wType, 2 + i);
  Window win;
  if (!readWindow(node, mlirValueGetType(x), kernel, &win))
    return (MlirValue){NULL};
  if (onnxTypeRank(wType) != win.spatial + 2) {
    onnxNodeError(node,
                  "the weight has rank %lld; a %lld-D convolution needs %lld",
                  (long long)onnxTypeRank(wType), (long long)win.spatial,
                  (long long)win.spatial + 2);
    return (MlirValue){NULL};
  }
  if (win.spatial == 1) {
    x = unsqueeze(node, x, 2);
    w = unsqueeze(node, w, 2);
  }
  int64_t k[MAX_SPATIAL], strides[MAX_SPATIAL], dilations[MAX_SPATIAL],
      pads[2 * MAX_SPATIAL];
  int64_t s = windowNn(&win, k, strides, dilations, pads);
  NnAttrValue attrs[] = {
      nnAttrIntArray("strides", s, strides),
      nnAttrIntArray("dilations", s, dilations),
      nnAttrIntArray("padding", 2 * s, pads),
      nnAttrInt("groups", onnxAttrInt(node, "group", 1)),
  };
  MlirValue operands[2] = {x, w};
  MlirValue y = onnxBuild(node, s == 3 ? "nn.conv3d" : "nn.conv2d", 2, operands,
                          4, attrs);
  if (onnxNodeHasInput(node, bias) && !mlirValueIsNull(y)) {
    MlirValue biased[2] = {y, onnxNodeInput(node, bias)};
    NnAttrValue axis = nnAttrInt("axis", 1);
    y = onnxBuild(node, "nn.bias_add", 2, biased, 1, &axis);
  }
  if (win.spatial == 1 && !mlirValueIsNull(y))
    y = squeeze(node, y, 2);
  return y;
}

static bool convertConv(OnnxNode *node) {
  return onnxNodeSetOutput(node, 0,
                           onnxBuildConvolution(node, onnxNodeInput(node, 0),
                                                onnxNodeInput(node, 1), 2));
}

/* Window sums: LpPool and dilated AveragePool. */

// ceil_mode's last windows may reach past the end padding, which a
// convolution (no ceil_mode) does not allow: grows the end pads of `win` to
// hold them (zeros, which add nothing to a sum); sets `*extended` if it did.
static bool extendForCeil(OnnxNode *node, MlirType type, Window *win,
                          bool *extended) {
  *extended = false;
  if (onnxAttrInt(node, "ceil_mode", 0) == 0)
    return true;
  for (int64_t i = 0; i < win->spatial; ++i) {
    int64_t in = onnxTypeDim(type, 2 + i);
    if (in < 0)
      return onnxNodeError(node, "ceil_mode needs static spatial dims");
    int64_t begin = win->pads[i], end = win->pads[win->spatial + i];
    int64_t span = win->dilations[i] * (win->kernel[i] - 1) + 1;
    int64_t room = in + begin + end - span;
    if (room < 0 || win->strides[i] < 1)
      continue; // the convolution's verifier reports it
    int64_t out = (room + win->strides[i] - 1) / win->strides[i] + 1;
    if ((out - 1) * win->strides[i] >= in + begin)
      --out; // a last window starting in the end padding is dropped
    int64_t needed = (out - 1) * win->strides[i] + span;
    if (needed > in + begin + end) {
      win->pads[win->spatial + i] += needed - (in + begin + end);
      *extended = true;
    }
  }
  return true;
}

// The sums of `x` (nn's layout, 2-D or 3-D) over each window: a depthwise
// convolution with a weight of ones (groups = channels; multiplying by one
// is exact), padding counting as zero.
static MlirValue onesConvolution(OnnxNode *node, MlirValue x, int64_t channels,
                                 int64_t s, const int64_t *k,
                                 const int64_t *strides,
                                 const int64_t *dilations,
                                 const int64_t *pads) {
  if (mlirValueIsNull(x))
    return x;
  int64_t dims[2 + MAX_SPATIAL] = {channels, 1};
  for (int64_t i = 0; i < s; ++i)
    dims[2 + i] = k[i];
  MlirType element = onnxTypeElement(mlirValueGetType(x));
  MlirValue ones = onnxBuildSplat(
      node, onnxTensorType(onnxNodeContext(node), 2 + s, dims, element), 1.0);
  NnAttrValue attrs[] = {nnAttrIntArray("strides", s, strides),
                         nnAttrIntArray("dilations", s, dilations),
                         nnAttrIntArray("padding", 2 * s, pads),
                         nnAttrInt("groups", channels)};
  MlirValue operands[] = {x, ones};
  return onnxBuild(node, s == 3 ? "nn.conv3d" : "nn.conv2d", 2, operands, 4,
                   attrs);
}

// floor(a / b) for b > 0.
static int64_t floorDiv(int64_t a, int64_t b) {
  return a / b - (a % b != 0 && a < 0);
}

// How many taps t in [0, kernel) of the window starting at `start` read a
// counted position p = start + t * dilation in [low, high): the input, or
// with count_include_pad the input and its (original) padding. O(1), so a
// huge kernel costs nothing.
static int64_t tapsIn(int64_t start, int64_t kernel, int64_t dilation,
                      int64_t low, int64_t high) {
  int64_t first = -floorDiv(start - low, dilation); // ceil((low - start) / d)
  int64_t end = -floorDiv(start - high, dilation);  // ceil((high - start) / d)
  first = first > 0 ? first : 0;
  end = end < kernel ? end : kernel;
  return end > first ? end - first : 0;
}

// AveragePool with dilations (nn's average pools have none): the window
// sums (onesConvolution) over the divisor of each output position, a
// constant computed here. The divisor counts the taps that read the input,
// or with count_include_pad the input and its padding; never a tap past the
// end padding (ceil_mode), as ONNX's reference and nn.avg_pool2d do. The
// divisor is separable: a product of per-dim counts.
static bool convertDilatedAveragePool(OnnxNode *node, MlirValue x, Window win) {
  MlirType type = mlirValueGetType(x);
  if (!onnxTypeIsStatic(type))
    return onnxNodeError(node, "dilated average pooling needs static dims");
  bool include = onnxAttrInt(node, "count_include_pad", 0) != 0, extended;
  Window original = win;
  if (!extendForCeil(node, type, &win, &extended))
    return false;
  int64_t out[MAX_SPATIAL], *counts[MAX_SPATIAL] = {NULL};
  bool ok = true;
  for (int64_t i = 0; ok && i < win.spatial; ++i) {
    int64_t in = onnxTypeDim(type, 2 + i), begin = win.pads[i];
    int64_t end = original.pads[win.spatial + i], span = 0, room = 0;
    // Sizes from the model: overflow is an error, not a wrap. room = the
    // padded input less the dilated window's extent.
    bool wraps =
        __builtin_mul_overflow(win.dilations[i], win.kernel[i] - 1, &span) ||
        __builtin_add_overflow(in, begin, &room) ||
        __builtin_add_overflow(room, win.pads[win.spatial + i], &room) ||
        __builtin_sub_overflow(room, span, &room) ||
        __builtin_sub_overflow(room, 1, &room) ||
        __builtin_add_overflow(end, in, &end);
    if (wraps || win.kernel[i] < 1 || win.strides[i] < 1 ||
        win.dilations[i] < 1 || begin < 0 || end < in || room < 0) {
      ok = onnxNodeError(
          node,
          "spatial dim %lld: kernel %lld (dilation %lld) does not fit the "
          "padded input of %lld",
          (long long)i, (long long)win.kernel[i], (long long)win.dilations[i],
          (long long)original.pads[win.spatial + i] + begin + in);
      break;
    }
    out[i] = room / win.strides[i] + 1;
    if (!(counts[i] = nnAllocArray((size_t)out[i], sizeof(int64_t)))) {
      ok = onnxNodeError(node, "out of memory");
      break;
    }
    int64_t low = include ? -begin : 0, high = include ? end : in;
    for (int64_t o = 0; ok && o < out[i]; ++o) {
      counts[i][o] = tapsIn(o * win.strides[i] - begin, win.kernel[i],
                            win.dilations[i], low, high);
      if (!counts[i][o])
        ok = onnxNodeError(node,
                           "output %lld of spatial dim %lld averages a "
                           "window that reads no %s",
                           (long long)o, (long long)i,
                           include ? "input or padding" : "input");
    }
  }
  // The divisor, [out...] (nn's layout: a unit height in front of 1-D).
  int64_t s = win.spatial == 1 ? 2 : win.spatial, dims[MAX_SPATIAL], total = 1;
  for (int64_t i = 0; ok && i < s; ++i) {
    dims[i] = win.spatial == 1 ? (i ? out[0] : 1) : out[i];
    if (__builtin_mul_overflow(total, dims[i], &total) || total > INT32_MAX)
      ok = onnxNodeError(node, "the output's spatial dims are too large");
  }
  OnnxTensor divisor;
  NnStringBuffer error = {0};
  if (ok && !onnxTensorAllocate(onnxNodeContext(node),
                                onnxDataTypeOf(onnxTypeElement(type)), s, dims,
                                &divisor, &error)) {
    ok = onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
  }
  for (int64_t e = 0; ok && e < total; ++e) {
    int64_t rest = e, product = 1;
    for (int64_t i = win.spatial - 1; i >= 0; --i) {
      product *= counts[i][rest % out[i]];
      rest /= out[i];
    }
    onnxTensorSetFloat(&divisor, e, (double)product);
  }
  for (int64_t i = 0; i < win.spatial; ++i)
    free(counts[i]);
  if (!ok)
    return false;
  MlirValue divisors = onnxBuildConstant(node, &divisor);
  onnxTensorFree(&divisor);
  if (win.spatial == 1)
    x = unsqueeze(node, x, 2);
  int64_t k[MAX_SPATIAL], strides[MAX_SPATIAL], dilations[MAX_SPATIAL],
      pads[2 * MAX_SPATIAL];
  windowNn(&win, k, strides, dilations, pads);
  MlirValue sums = onesConvolution(node, x, onnxTypeDim(type, 1), s, k, strides,
                                   dilations, pads);
  MlirValue y = onnxBuildBinary(node, "nn.div", sums, divisors);
  if (win.spatial == 1 && !mlirValueIsNull(y))
    y = squeeze(node, y, 2);
  return onnxNodeSetOutput(node, 0, y);
}

/* Pooling. */

// MaxPool with its Indices output: nn.max_pool_with_indices (`attrs`: the
// five of nn.max_pool2d) on the 2-D or 3-D `x` (1-D: with its unit height,
// where row and column major indices agree).
static bool setPoolWithIndices(OnnxNode *node, MlirValue x, int64_t spatial,
                               int64_t s, const NnAttrValue *attrs) {
  int64_t order = onnxAttrInt(node, "storage_order", 0);
  if (order != 0 && order != 1)
    return onnxNodeError(node, "storage_order must be 0 or 1, not %lld",
                         (long long)order);
  NnAttrValue all[] = {attrs[0],
                       attrs[1],
                       attrs[2],
                       attrs[3],
                       attrs[4],
                       nnAttrInt("storage_order", order),
                       nnAttrString("layout", s == 3 ? "NCDHW" : "NCHW")};
  MlirOperation op =
      onnxBuildMulti(node, "nn.max_pool_with_indices", 1, &x, 7, all, 2);
  if (mlirOperationIsNull(op))
    return false;
  for (intptr_t i = 0; i < 2; ++i) {
    MlirValue y = mlirOperationGetResult(op, i);
    if (spatial == 1)
      y = squeeze(node, y, 2);
    if (!onnxNodeSetOutput(node, i, y))
      return false;
  }
  return true;
}

static bool convertPool(OnnxNode *node) {
  bool max = !strcmp(onnxNodeOpType(node), "MaxPool");
  // storage_order only changes the Indices output.
  bool indices = max && onnxNodeHasOutput(node, 1);
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  Window win;
  if (!readWindow(node, mlirValueGetType(x), NULL, &win))
    return false;
  if (win.spatial == 1)
    x = unsqueeze(node, x, 2);
  int64_t k[MAX_SPATIAL], strides[MAX_SPATIAL], dilations[MAX_SPATIAL],
      pads[2 * MAX_SPATIAL];
  int64_t s = windowNn(&win, k, strides, dilations, pads);
  for (int64_t i = 0; i < s; ++i)
    if (!max && dilations[i] != 1)
      return convertDilatedAveragePool(node, onnxNodeInput(node, 0), win);
  NnAttrValue attrs[] = {
      nnAttrIntArray("kernel", s, k),
      nnAttrIntArray("strides", s, strides),
      nnAttrIntArray("padding", 2 * s, pads),
      nnAttrBool("ceil_mode", onnxAttrInt(node, "ceil_mode", 0) != 0),
      max ? nnAttrIntArray("dilations", s, dilations)
          : nnAttrBool("count_include_pad",
                       onnxAttrInt(node, "count_include_pad", 0) != 0),
  };
  if (indices)
    return setPoolWithIndices(node, x, win.spatial, s, attrs);
  static const char *const ops[2][2] = {{"nn.avg_pool2d", "nn.avg_pool3d"},
                                        {"nn.max_pool2d", "nn.max_pool3d"}};
  MlirValue y = onnxBuild(node, ops[max][s == 3], 1, &x, 5, attrs);
  if (win.spatial == 1 && !mlirValueIsNull(y))
    y = squeeze(node, y, 2);
  return onnxNodeSetOutput(node, 0, y);
}

/* LpPool and GlobalLpPool: exact compositions. */

// |x|^p elementwise (p = 1: |x|; p = 2: x * x).
static MlirValue lpPower(OnnxNode *node, MlirValue x, int64_t p) {
  if (p == 2) {
    MlirValue operands[] = {x, x};
    return onnxBuild(node, "nn.mul", 2, operands, 0, NULL);
  }
  MlirValue a = onnxBuild(node, "nn.abs", 1, &x, 0, NULL);
  if (p == 1 || mlirValueIsNull(a))
    return a;
  MlirValue operands[] = {
      a, onnxBuildScalar(node, onnxTypeElement(mlirValueGetType(x)), p)};
  return onnxBuild(node, "nn.pow", 2, operands, 0, NULL);
}

// y^(1/p) elementwise (p = 2: sqrt).
static MlirValue lpRoot(OnnxNode *node, MlirValue y, int64_t p) {
  if (p == 1 || mlirValueIsNull(y))
    return y;
  if (p == 2)
    return onnxBuild(node, "nn.sqrt", 1, &y, 0, NULL);
  MlirValue operands[] = {
      y, onnxBuildScalar(node, onnxTypeElement(mlirValueGetType(y)),
                         1.0 / (double)p)};
  return onnxBuild(node, "nn.pow", 2, operands, 0, NULL);
}

static bool lpOrder(OnnxNode *node, int64_t *p) {
  *p = onnxAttrInt(node, "p", 2);
  if (*p < 1)
    return onnxNodeError(node, "p must be at least 1, not %lld", (long long)*p);
  return true;
}

// LpPool: (sum of |x|^p over each window)^(1/p), padding counting as zero.
// Where every window lies within the padded input and is not dilated, the
// sums are nn.avg_pool2d/3d with count_include_pad (the divisor is then
// always the window size K) times K, as PyTorch's lp_pool does: an average
// pool is several times faster than nn's depthwise convolution, and the
// division and multiplication by K add one rounding each. Otherwise (a
// dilation, or ceil_mode's last windows reaching past the end padding) the
// sums are a depthwise convolution with a weight of ones (groups =
// channels; multiplying by one is exact), with extra end padding for those
// windows: the zeros add nothing.
static bool convertLpPool(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  int64_t p;
  if (mlirValueIsNull(x) || !lpOrder(node, &p))
    return false;
  MlirType type = mlirValueGetType(x);
  Window win;
  if (!readWindow(node, type, NULL, &win))
    return false;
  int64_t channels = onnxTypeDim(type, 1);
  if (channels < 0)
    return onnxNodeError(node, "needs a static channel dim");
  bool extended;
  if (!extendForCeil(node, type, &win, &extended))
    return false;
  MlirValue powered = lpPower(node, x, p);
  if (win.spatial == 1 && !mlirValueIsNull(powered))
    powered = unsqueeze(node, powered, 2);
  int64_t k[MAX_SPATIAL], strides[MAX_SPATIAL], dilations[MAX_SPATIAL],
      pads[2 * MAX_SPATIAL];
  int64_t s = windowNn(&win, k, strides, dilations, pads);
  double size = 1;
  bool dense = !extended;
  for (int64_t i = 0; i < s; ++i) {
    size *= (double)k[i];
    dense = dense && dilations[i] == 1;
  }
  if (dense) {
    NnAttrValue attrs[] = {
        nnAttrIntArray("kernel", s, k), nnAttrIntArray("strides", s, strides),
        nnAttrIntArray("padding", 2 * s, pads),
        nnAttrBool("ceil_mode", onnxAttrInt(node, "ceil_mode", 0) != 0),
        nnAttrBool("count_include_pad", true)};
    MlirValue mean = onnxBuild(node, s == 3 ? "nn.avg_pool3d" : "nn.avg_pool2d",
                               1, &powered, 5, attrs);
    MlirValue operands[] = {mean,
                            onnxBuildScalar(node, onnxTypeElement(type), size)};
    MlirValue sums = mlirValueIsNull(mean)
                         ? mean
                         : onnxBuild(node, "nn.mul", 2, operands, 0, NULL);
    if (win.spatial == 1 && !mlirValueIsNull(sums))
      sums = squeeze(node, sums, 2);
    return onnxNodeSetOutput(node, 0, lpRoot(node, sums, p));
  }
  MlirValue sums =
      onesConvolution(node, powered, channels, s, k, strides, dilations, pads);
  if (win.spatial == 1 && !mlirValueIsNull(sums))
    sums = squeeze(node, sums, 2);
  return onnxNodeSetOutput(node, 0, lpRoot(node, sums, p));
}

// GlobalLpPool: the same over all spatial dims, an nn.reduce_sum.
static bool convertGlobalLpPool(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  int64_t p;
  if (mlirValueIsNull(x) || !lpOrder(node, &p))
    return false;
  int64_t rank = onnxTypeRank(mlirValueGetType(x));
  if (rank < 3)
    return onnxNodeError(node, "needs an input of rank 3 or more, not %lld",
                         (long long)rank);
  int64_t axes[NN_MAX_RANK];
  for (int64_t d = 2; d < rank; ++d)
    axes[d - 2] = d;
  NnAttrValue attrs[] = {nnAttrIntArray("axes", rank - 2, axes),
                         nnAttrBool("keepdims", true)};
  MlirValue powered = lpPower(node, x, p);
  MlirValue sums = onnxBuild(node, "nn.reduce_sum", 1, &powered, 2, attrs);
  return onnxNodeSetOutput(node, 0, lpRoot(node, sums, p));
}

// GlobalAveragePool on [N, C, H, W] is nn.global_avg_pool2d; other ranks,
// and GlobalMaxPool, reduce over the spatial dims keeping them.
static bool convertGlobalPool(OnnxNode *node) {
  bool max = !strcmp(onnxNodeOpType(node), "GlobalMaxPool");
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  int64_t rank = onnxTypeRank(mlirValueGetType(x));
  if (rank < 3)
    return onnxNodeError(node, "needs an input of rank 3 or more, not %lld",
                         (long long)rank);
  if (!max && rank == 4)
    return onnxNodeSetOutput(
        node, 0, onnxBuild(node, "nn.global_avg_pool2d", 1, &x, 0, NULL));
  int64_t axes[NN_MAX_RANK];
  for (int64_t d = 2; d < rank; ++d)
    axes[d - 2] = d;
  NnAttrValue attrs[] = {nnAttrIntArray("axes", rank - 2, axes),
                         nnAttrBool("keepdims", true)};
  return onnxNodeSetOutput(node, 0,
                           onnxBuild(node,
                                     max ? "nn.reduce_max" : "nn.reduce_mean",
                                     1, &x, 2, attrs));
}

/* Normalization. */

static bool convertBatchNorm(OnnxNode *node) {
  if (onnxNodeOpset(node) < 9 && onnxAttrInt(node, "spatial", 1) != 1)
    return onnxNodeError(node, "spatial = 0 is not supported");
  if (onnxAttrInt(node, "training_mode", 0) != 0)
    return onnxNodeError(node, "training_mode is not supported");
  // Opset 6 says inference with is_test = 1 (its default is training).
  if (onnxNodeOpset(node) < 7 && onnxAttrInt(node, "is_test", 0) != 1)
    return onnxNodeError(node, "training mode (is_test = 0) is not supported");
  for (intptr_t i = 1; i < onnxNodeNumOutputs(node); ++i)
    if (onnxNodeHasOutput(node, i))
      return onnxNodeError(node,
                           "its training outputs (output %ld) are not "
                           "supported",
                           (long)i);
  MlirValue operands[5];
  for (intptr_t i = 0; i < 5; ++i)
    if (mlirValueIsNull(operands[i] = onnxNodeInput(node, i)))
      return false;
  NnAttrValue attrs[] = {
      nnAttrFloat("epsilon", onnxAttrFloat(node, "epsilon", 1e-5f)),
      nnAttrInt("axis", 1)};
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, "nn.batch_norm", 5, operands, 2, attrs));
}

// LayerNormalization's optional Mean and InvStdDev outputs: the mean and
// 1 / sqrt(variance + epsilon) over the normalized dims, kept as size-1
// dims, computed apart from nn.layer_norm (which returns neither) in the
// stash type (f32 by default).
static bool layerNormStats(OnnxNode *node, MlirValue x, int64_t axis,
                           float epsilon) {
  int64_t rank = onnxTypeRank(mlirValueGetType(x));
  if (!onnxNormalizeAxis(node, "axis", &axis, rank))
    return false;
  MlirType f32 = mlirF32TypeGet(onnxNodeContext(node));
  MlirType element = onnxTypeElement(mlirValueGetType(x));
  if (onnxAttrInt(node, "stash_type", 1) == 1 && !mlirTypeEqual(element, f32)) {
    MlirType type = mlirValueGetType(x);
    int64_t dims[NN_MAX_RANK];
    for (int64_t d = 0; d < rank; ++d)
      dims[d] = onnxTypeDim(type, d);
    x = onnxBuildTyped(node, "nn.cast", 1, &x, 0, NULL,
                       onnxTensorType(onnxNodeContext(node), rank, dims, f32));
    element = f32;
  }
  int64_t axes[NN_MAX_RANK];
  for (int64_t d = axis; d < rank; ++d)
    axes[d - axis] = d;
  NnAttrValue attrs[] = {nnAttrIntArray("axes", rank - axis, axes),
                         nnAttrBool("keepdims", true)};
  MlirValue mean = onnxBuild(node, "nn.reduce_mean", 1, &x, 2, attrs);
  MlirValue centered[2] = {x, mean};
  MlirValue diff = onnxBuild(node, "nn.sub", 2, centered, 0, NULL);
  MlirValue squares[2] = {diff, diff};
  MlirValue square = onnxBuild(node, "nn.mul", 2, squares, 0, NULL);
  MlirValue var[2] = {onnxBuild(node, "nn.reduce_mean", 1, &square, 2, attrs),
                      onnxBuildScalar(node, element, epsilon)};
  MlirValue sum = onnxBuild(node, "nn.add", 2, var, 0, NULL);
  MlirValue invStdDev = onnxBuild(node, "nn.rsqrt", 1, &sum, 0, NULL);
  return (!onnxNodeHasOutput(node, 1) || onnxNodeSetOutput(node, 1, mean)) &&
         (!onnxNodeHasOutput(node, 2) || onnxNodeSetOutput(node, 2, invStdDev));
}

static bool convertLayerNorm(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0), scale = onnxNodeInput(node, 1);
  if (mlirValueIsNull(x) || mlirValueIsNull(scale))
    return false;
  if ((onnxNodeHasOutput(node, 1) || onnxNodeHasOutput(node, 2)) &&
      !layerNormStats(node, x, onnxAttrInt(node, "axis", -1),
                      onnxAttrFloat(node, "epsilon", 1e-5f)))
    return false;
  MlirValue bias = onnxNodeHasInput(node, 2)
                       ? onnxNodeInput(node, 2)
                       : onnxBuildSplat(node, mlirValueGetType(scale), 0.0);
  MlirValue operands[3] = {x, scale, bias};
  NnAttrValue attrs[] = {
      nnAttrInt("axis", onnxAttrInt(node, "axis", -1)),
      nnAttrFloat("epsilon", onnxAttrFloat(node, "epsilon", 1e-5f))};
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, "nn.layer_norm", 3, operands, 2, attrs));
}

// Softmax and LogSoftmax. From opset 13, along one axis; before, over all
// dims from `axis` on (default 1), as a 2-D softmax of the flattened input.
static bool convertSoftmax(OnnxNode *node) {
  const char *op = onnxNodeRow(node)->nnOps;
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  MlirType type = mlirValueGetType(x);
  int64_t rank = onnxTypeRank(type);
  bool old = onnxNodeOpset(node) < 13;
  int64_t axis = onnxAttrInt(node, "axis", old ? 1 : -1);
  if (!onnxNormalizeAxis(node, "axis", &axis, rank))
    return false;
  if (!old || axis == rank - 1) {
    NnAttrValue a = nnAttrInt("axis", axis);
    return onnxNodeSetOutput(node, 0, onnxBuild(node, op, 1, &x, 1, &a));
  }
  if (!onnxTypeIsStatic(type))
    return onnxNodeError(node,
                         "softmax over several dims (opset %lld, axis "
                         "%lld) needs a static shape",
                         (long long)onnxNodeOpset(node), (long long)axis);
  int64_t dims[NN_MAX_RANK], flat[2] = {1, 1};
  onnxTypeDims(type, dims);
  for (int64_t d = 0; d < rank; ++d)
    flat[d < axis ? 0 : 1] *= dims[d];
  MlirValue y = onnxBuildReshape(node, x, 2, flat);
  NnAttrValue a = nnAttrInt("axis", 1);
  y = onnxBuild(node, op, 1, &y, 1, &a);
  return onnxNodeSetOutput(node, 0, onnxBuildReshape(node, y, rank, dims));
}

/* Matrix products. */

static bool convertGemm(OnnxNode *node) {
  MlirValue a = onnxNodeInput(node, 0), b = onnxNodeInput(node, 1);
  if (mlirValueIsNull(a) || mlirValueIsNull(b))
    return false;
  float alpha = onnxAttrFloat(node, "alpha", 1.0f);
  float beta = onnxAttrFloat(node, "beta", 1.0f);
  NnAttrValue transposes[] = {
      nnAttrBool("transpose_a", onnxAttrInt(node, "transA", 0) != 0),
      nnAttrBool("transpose_b", onnxAttrInt(node, "transB", 0) != 0)};
  MlirValue operands[2] = {a, b};
  MlirValue y = onnxBuild(node, "nn.matmul", 2, operands, 2, transposes);
  if (alpha != 1.0f && !mlirValueIsNull(y)) {
    NnAttrValue s = nnAttrFloat("scale", alpha);
    y = onnxBuild(node, "nn.scale", 1, &y, 1, &s);
  }
  if (onnxNodeHasInput(node, 2) && beta != 0.0f && !mlirValueIsNull(y)) {
    MlirValue c = onnxNodeInput(node, 2);
    if (beta != 1.0f && !mlirValueIsNull(c)) {
      NnAttrValue s = nnAttrFloat("scale", beta);
      c = onnxBuild(node, "nn.scale", 1, &c, 1, &s);
    }
    if (mlirValueIsNull(c))
      return false;
    MlirType cType = mlirValueGetType(c), yType = mlirValueGetType(y);
    // A bias per output column: nn.bias_add, which --simplify-inference
    // and fusion know; any other broadcastable C: nn.add.
    bool bias = onnxTypeRank(cType) == 1 &&
                onnxTypeDim(cType, 0) == onnxTypeDim(yType, 1) &&
                onnxTypeDim(cType, 0) >= 0;
    MlirValue sum[2] = {y, c};
    NnAttrValue axis = nnAttrInt("axis", 1);
    y = bias ? onnxBuild(node, "nn.bias_add", 2, sum, 1, &axis)
             : onnxBuild(node, "nn.add", 2, sum, 0, NULL);
  }
  return onnxNodeSetOutput(node, 0, y);
}

// MatMul with NumPy's rules: a 1-D lhs is a row, a 1-D rhs a column, and
// that unit dimension is removed from the result.
static bool convertMatMul(OnnxNode *node) {
  MlirValue a = onnxNodeInput(node, 0), b = onnxNodeInput(node, 1);
  if (mlirValueIsNull(a) || mlirValueIsNull(b))
    return false;
  bool rowA = onnxTypeRank(mlirValueGetType(a)) == 1;
  bool colB = onnxTypeRank(mlirValueGetType(b)) == 1;
  if (rowA)
    a = unsqueeze(node, a, 0);
  if (colB)
    b = unsqueeze(node, b, 1);
  MlirValue operands[2] = {a, b};
  MlirValue y = onnxBuild(node, "nn.matmul", 2, operands, 0, NULL);
  if (colB && !mlirValueIsNull(y))
    y = squeeze(node, y, -1);
  if (rowA && !mlirValueIsNull(y))
    y = squeeze(node, y, -2 + colB);
  return onnxNodeSetOutput(node, 0, y);
}

const OnnxConverter onnxNeuralConverters[] = {
    {"", "Conv", 1, ONNX_MAX_OPSET, convertConv,
     "nn.conv2d or nn.conv3d, nn.bias_add",
     "1-D to 3-D; 1-D runs as 2-D over a unit height"},
    {"", "MaxPool", 1, ONNX_MAX_OPSET, convertPool,
     "nn.max_pool2d or nn.max_pool3d; nn.max_pool_with_indices",
     "1-D to 3-D; with the Indices output (either storage_order), "
     "nn.max_pool_with_indices"},
    {"", "AveragePool", 1, ONNX_MAX_OPSET, convertPool,
     "nn.avg_pool2d or nn.avg_pool3d; with dilations nn.conv2d/3d and nn.div",
     "1-D to 3-D; dilated: a composition, the sums as a depthwise "
     "convolution with a weight of ones over a constant divisor (the taps "
     "each window counts); static dims"},
    {"", "LpPool", 2, ONNX_MAX_OPSET, convertLpPool,
     "nn.abs, nn.pow (or nn.mul), nn.avg_pool2d/3d and nn.mul (or "
     "nn.conv2d/3d), nn.sqrt or nn.pow",
     "A composition: |x|^p, window sums (an average pool with "
     "count_include_pad times the window size, as PyTorch; with dilations, "
     "or ceil_mode windows past the padding, a depthwise convolution with "
     "a weight of ones), then the p-th root; 1-D to 3-D"},
    {"", "GlobalLpPool", 2, ONNX_MAX_OPSET, convertGlobalLpPool,
     "nn.abs, nn.pow (or nn.mul), nn.reduce_sum, nn.sqrt or nn.pow",
     "An exact composition: |x|^p summed over the spatial dims, then the "
     "p-th root"},
    {"", "GlobalAveragePool", 1, ONNX_MAX_OPSET, convertGlobalPool,
     "nn.global_avg_pool2d, or nn.reduce_mean", NULL},
    {"", "GlobalMaxPool", 1, ONNX_MAX_OPSET, convertGlobalPool, "nn.reduce_max",
     NULL},
    {"", "BatchNormalization", 6, ONNX_MAX_OPSET, convertBatchNorm,
     "nn.batch_norm", "inference only: no training outputs"},
    {"", "LayerNormalization", 17, ONNX_MAX_OPSET, convertLayerNorm,
     "nn.layer_norm", NULL},
    {"", "Softmax", 1, ONNX_MAX_OPSET, convertSoftmax, "nn.softmax", NULL},
    {"", "LogSoftmax", 1, ONNX_MAX_OPSET, convertSoftmax, "nn.log_softmax",
     NULL},
    {"", "Gemm", 6, ONNX_MAX_OPSET, convertGemm,
     "nn.matmul, nn.scale, nn.bias_add or nn.add", NULL},
    {"", "MatMul", 1, ONNX_MAX_OPSET, convertMatMul, "nn.matmul", NULL},
};
const size_t onnxNumNeuralConverters =
    sizeof(onnxNeuralConverters) / sizeof(onnxNeuralConverters[0]);
