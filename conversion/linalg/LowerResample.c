//===- LowerResample.c - nn.resize and nn.grid_sample to linalg -----------===//
//
// Both ops read, for each result element, a few input elements (taps) at
// positions computed from the result position, and blend them with
// weights. The positions and weights depend on the spatial result position
// only, not on the batch or channel: they are computed once per position,
// as tables, and one linalg.generic over the result (channels outer, the
// contiguous last dimension inner) reads the tables through indexing maps
// that broadcast them over the other dimensions, reads the input with
// tensor.extract at the tabled positions and blends. Recomputing them in
// that generic, for every channel, cost f64 divisions, floors and clamps
// per element: 3x PyTorch's time for a bilinear upsample.
//
// nn.resize is separable and its coordinates depend only on constants
// (sizes, scales, roi): its tables are dense constants, one per resized
// dimension and tap (tensor<out x i32> indices, tensor<out x f32> weights),
// computed here exactly as ONNX's reference does: f64 coordinates (so that
// nearest rounding ties agree), weights in the weight type (f32, or f64
// for f64 inputs), each step rounded as the f32 operation would. The blend
// is the nested weighted sum over the taps of every resized dimension
// (N-linear, N-cubic), innermost dimension first. A dimension whose size
// and scale are unchanged reads the result index directly.
//
// nn.grid_sample's positions come from the grid, a run-time tensor: a
// first linalg.generic over the grid positions (n, i, j) maps each (x, y)
// to pixel coordinates, applies the padding mode to the coordinate (border
// clamps, reflection folds) and to each tap, and writes each tap's index
// and weight as one result each; the second generic sums 1, 2 x 2 or 4 x 4
// weighted taps. (Having several results used by the blend, the table
// generic stays its own loop: linalg-fuse-elementwise-ops fuses only a
// producer with one use, which would put the per-channel recomputation
// back.)
//
// Every position read is clamped into the input in integer arithmetic,
// after float positions were clamped into a small range (maxnumf/minnumf
// in the IR, which also turn NaN into a bound), so no attribute or grid
// value can make a read leave the input or convert a NaN to an index. A
// tap that must read a value other than the input's (zeros padding, a
// tf_crop_and_resize coordinate outside the input) has index -1 in its
// table: the blend tests the sign and reads at index 0 instead.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Scalar helpers. */

static MlirType f64Type(NnBuilder *b) { return mlirF64TypeGet(b->ctx); }

static MlirValue fconst(NnBuilder *b, MlirType type, double value) {
  return nnbConstant(b, type, value);
}

// A float position as an i64 clamped into [0, size): first into
// [-4, size + 4] as a float (maxnumf/minnumf also map NaN to a bound), so
// that the conversion is defined, then into the dimension.
static MlirValue clampedIndex(NnBuilder *b, MlirValue position, int64_t size,
                              MlirValue *valid) {
  MlirType type = mlirValueGetType(position);
  position = nnbOp2(b, "arith.maxnumf", position, fconst(b, type, -4.0));
  position =
      nnbOp2(b, "arith.minnumf", position, fconst(b, type, (double)size + 4));
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  MlirValue i = nnbConvert(b, "arith.fptosi", position, i64);
  MlirValue zero = nnbConstant(b, i64, 0), last = nnbConstant(b, i64, size - 1);
  if (valid) { // cmpi sge 5, sle 3
    MlirValue above = nnbCmpi(b, 5, i, zero);
    *valid = nnbOp2(b, "arith.andi", above, nnbCmpi(b, 3, i, last));
  }
  return nnbOp2(b, "arith.minsi", nnbOp2(b, "arith.maxsi", i, zero), last);
}

// Keys' cubic convolution weights of the taps f - 1 .. f + 2 at fraction t
// of the way from f to f + 1, in ONNX's and PyTorch's form.
static void cubicWeights(NnBuilder *b, MlirValue t, double a, MlirValue *w) {
  MlirType type = mlirValueGetType(t);
  MlirValue one = fconst(b, type, 1.0), two = fconst(b, type, 2.0);
  MlirValue ca = fconst(b, type, a), a2 = fconst(b, type, a + 2),
            a3 = fconst(b, type, a + 3), a5 = fconst(b, type, 5 * a),
            a8 = fconst(b, type, 8 * a), a4 = fconst(b, type, 4 * a);
  // Near taps, |d| <= 1: ((a + 2) d - (a + 3)) d d + 1.
  // Far taps, 1 < |d| < 2: ((a d - 5a) d + 8a) d - 4a.
  MlirValue distances[4] = {nnbOp2(b, "arith.addf", t, one), t,
                            nnbOp2(b, "arith.subf", one, t),
                            nnbOp2(b, "arith.subf", two, t)};
  for (int k = 0; k < 4; ++k) {
    MlirValue d = distances[k];
    if (k == 1 || k == 2) {
      MlirValue p = nnbOp2(b, "arith.subf", nnbOp2(b, "arith.mulf", a2, d), a3);
      p = nnbOp2(b, "arith.mulf", nnbOp2(b, "arith.mulf", p, d), d);
      w[k] = nnbOp2(b, "arith.addf", p, one);
    } else {
      MlirValue p = nnbOp2(b, "arith.subf", nnbOp2(b, "arith.mulf", ca, d), a5);
      p = nnbOp2(b, "arith.addf", nnbOp2(b, "arith.mulf", p, d), a8);
      w[k] = nnbOp2(b, "arith.subf", nnbOp2(b, "arith.mulf", p, d), a4);
    }
  }
}

static void linearWeights(NnBuilder *b, MlirValue t, MlirValue *w) {
  w[0] = nnbOp2(b, "arith.subf", fconst(b, mlirValueGetType(t), 1.0), t);
  w[1] = t;
}

// The element read at `indices`, in the weight type.
static MlirValue readAs(NnBuilder *b, MlirValue input, intptr_t rank,
                        const MlirValue *indices, MlirType weight) {
  MlirValue v = nnbExtract(b, input, rank, indices);
  MlirType element = mlirValueGetType(v);
  return mlirTypeEqual(element, weight)
             ? v
             : nnbConvert(b, "arith.extf", v, weight);
}

/* nn.resize */

enum { MAX_TAPS = 4, MAX_TAP_READS = 1024 };

typedef enum { COPY, NEAREST, INTERPOLATE } AxisKind;

// nearest_mode, in the order of its enum values.
typedef enum {
  ROUND_PREFER_FLOOR,
  ROUND_PREFER_CEIL,
  ROUND_DOWN,
  ROUND_UP
} NearestMode;

typedef struct {
  AxisKind kind;
  int64_t in, out;
  double scale, length; // length: scale × in, ONNX's "output_width"
  double roiStart, roiEnd;
  int firstArg; // its index tables' first block argument, then its weights'
} Axis;

typedef struct {
  MlirValue input;
  intptr_t rank;
  Axis axes[NN_MAX_RANK];
  const char *transform;
  NearestMode nearest;
  int taps; // per interpolated dimension: 2 (linear) or 4 (cubic)
  double cubicA, extrapolation;
  bool excludeOutside, crop;
  MlirType weight; // f32, or f64 for f64 inputs
  // Per dimension, filled by the body: the positions and weights of its
  // taps (a copied or nearest dimension has one tap of weight 1).
  MlirValue index[NN_MAX_RANK][MAX_TAPS], w[NN_MAX_RANK][MAX_TAPS];
} Resize;

static bool is(const char *a, const char *b) { return strcmp(a, b) == 0; }

static int numTaps(const Resize *r, intptr_t d) {
  return r->axes[d].kind == INTERPOLATE ? r->taps : 1;
}

/* The tables, computed here. */

// `x` rounded to the weight type: with f32 weights, each step of the weight
// arithmetic below is the f32 operation (an f64 operation on f32 operands
// rounds to the same f32, f64 having more than twice f32's precision).
static double rounded(const Resize *r, double x) {
  return mlirTypeIsAF32(r->weight) ? (double)(float)x : x;
}

// The source coordinate of result index `x` along `a`, as ONNX's
// coordinate_transformation_mode defines it (in f64, as its reference).
static double sourceCoordinate(const Resize *r, const Axis *a, double x) {
  double in = (double)a->in;
  const char *mode = r->transform;
  if (is(mode, "align_corners"))
    return a->length == 1 ? 0.0 : x * (in - 1) / (a->length - 1);
  if (is(mode, "asymmetric"))
    return x / a->scale;
  if (is(mode, "tf_half_pixel_for_nn"))
    return (x + 0.5) / a->scale;
  if (is(mode, "tf_crop_and_resize")) {
    double span = a->roiEnd - a->roiStart, start = a->roiStart * (in - 1);
    double c = a->length == 1 ? span * (in - 1) / 2
                              : x * span * (in - 1) / (a->length - 1);
    return c + start;
  }
  if (is(mode, "pytorch_half_pixel") && a->length == 1)
    return -0.5;
  double c = (x + 0.5) / a->scale - 0.5;
  if (is(mode, "half_pixel_symmetric"))
    c = in / 2 * (1 - (double)a->out / a->length) + c;
  return c;
}

// `c` rounded by nearest_mode.
static double roundNearest(NearestMode mode, double c) {
  switch (mode) {
  case ROUND_DOWN:
    return floor(c);
  case ROUND_UP:
    return ceil(c);
  case ROUND_PREFER_CEIL: // a half goes up
    return floor(c + 0.5);
  case ROUND_PREFER_FLOOR:
    break;
  }
  return ceil(c - 0.5);
}

// Integer-valued position `p` as an index clamped into [0, size), and
// whether it was inside.
static int64_t clampIndex(double p, int64_t size, bool *inside) {
  p = fmin(fmax(p, -4.0), (double)size + 4); // NaN becomes -4
  int64_t i = (int64_t)p;
  *inside = i >= 0 && i <= size - 1;
  return i < 0 ? 0 : i > size - 1 ? size - 1 : i;
}

// Keys' cubic convolution weights of the taps f - 1 .. f + 2 at fraction t
// of the way from f to f + 1, in ONNX's and PyTorch's form.
static void cubicTable(const Resize *r, double t, double *w) {
  double a = rounded(r, r->cubicA);
  double a2 = rounded(r, r->cubicA + 2), a3 = rounded(r, r->cubicA + 3);
  double a5 = rounded(r, 5 * r->cubicA), a8 = rounded(r, 8 * r->cubicA),
         a4 = rounded(r, 4 * r->cubicA);
  double d[4] = {rounded(r, t + 1), t, rounded(r, 1 - t), rounded(r, 2 - t)};
  for (int k = 0; k < 4; ++k) {
    if (k == 1 || k == 2) { // |d| <= 1: ((a + 2) d - (a + 3)) d d + 1
      double p = rounded(r, rounded(r, a2 * d[k]) - a3);
      p = rounded(r, rounded(r, p * d[k]) * d[k]);
      w[k] = rounded(r, p + 1);
    } else { // 1 < |d| < 2: ((a d - 5a) d + 8a) d - 4a
      double p = rounded(r, rounded(r, a * d[k]) - a5);
      p = rounded(r, rounded(r, p * d[k]) + a8);
      w[k] = rounded(r, rounded(r, p * d[k]) - a4);
    }
  }
}

// The taps of result position `x` along `a`: indices (-1 for every tap of
// a tf_crop_and_resize coordinate outside the input) and weights.
static void positionTaps(const Resize *r, const Axis *a, int64_t x,
                         int64_t *index, double *w) {
  double c = sourceCoordinate(r, a, (double)x);
  bool inside[MAX_TAPS];
  if (a->kind == NEAREST) {
    index[0] = clampIndex(roundNearest(r->nearest, c), a->in, &inside[0]);
    w[0] = 1;
  } else {
    double f = floor(c), t = rounded(r, c - f);
    if (r->taps == 4)
      cubicTable(r, t, w);
    else
      w[0] = rounded(r, 1 - t), w[1] = t;
    // Taps f - (taps/2 - 1) ... f + taps/2.
    double sum = 0;
    for (int k = 0; k < r->taps; ++k) {
      index[k] = clampIndex(f + (k - (r->taps / 2 - 1)), a->in, &inside[k]);
      if (r->excludeOutside) {
        w[k] = inside[k] ? w[k] : 0;
        sum = k ? rounded(r, sum + w[k]) : w[k];
      }
    }
    // The weights of taps inside the input sum to 1 again (a tap is always
    // inside: f or f + 1 is within any non-empty dimension).
    for (int k = 0; r->excludeOutside && k < r->taps; ++k)
      w[k] = rounded(r, w[k] / sum);
  }
  if (r->crop && (c < 0 || c > (double)a->in - 1))
    index[0] = -1;
}

// A table over the result positions of one dimension, as a constant.
static MlirValue table(NnBuilder *b, int64_t n, MlirType element,
                       const void *values) {
  MlirType type =
      mlirRankedTensorTypeGet(1, &n, element, mlirAttributeGetNull());
  MlirAttribute dense = mlirTypeIsAF32(element)
                            ? mlirDenseElementsAttrFloatGet(type, n, values)
                        : mlirTypeIsAF64(element)
                            ? mlirDenseElementsAttrDoubleGet(type, n, values)
                        : mlirIntegerTypeGetWidth(element) == 32
                            ? mlirDenseElementsAttrInt32Get(type, n, values)
                            : mlirDenseElementsAttrInt64Get(type, n, values);
  return nnbDenseConstant(b, dense);
}

// Appends the tables of resized dimension `a` to `tables`: one index table
// per tap (i32 when the dimension allows), then, when interpolated, one
// weight table per tap. False when memory ran out.
static bool axisTables(NnBuilder *b, const Resize *r, const Axis *a,
                       MlirValue *tables) {
  int taps = a->kind == INTERPOLATE ? r->taps : 1;
  int64_t n = a->out;
  bool narrow = a->in <= INT32_MAX;
  MlirType indexType = mlirIntegerTypeGet(b->ctx, narrow ? 32 : 64);
  int64_t *index = nnAllocArray((size_t)n * MAX_TAPS, sizeof(int64_t));
  double *w = nnAllocArray((size_t)n * MAX_TAPS, sizeof(double));
  void *column = nnAllocArray((size_t)n, sizeof(int64_t));
  bool ok = index && w && column;
  for (int64_t x = 0; ok && x < n; ++x)
    positionTaps(r, a, x, &index[x * MAX_TAPS], &w[x * MAX_TAPS]);
  for (int k = 0; ok && k < taps; ++k) {
    for (int64_t x = 0; x < n; ++x)
      if (narrow)
        ((int32_t *)column)[x] = (int32_t)index[x * MAX_TAPS + k];
      else
        ((int64_t *)column)[x] = index[x * MAX_TAPS + k];
    tables[k] = table(b, n, indexType, column);
  }
  for (int k = 0; ok && a->kind == INTERPOLATE && k < taps; ++k) {
    for (int64_t x = 0; x < n; ++x)
      if (mlirTypeIsAF32(r->weight))
        ((float *)column)[x] = (float)w[x * MAX_TAPS + k];
      else
        ((double *)column)[x] = w[x * MAX_TAPS + k];
    tables[taps + k] = table(b, n, r->weight, column);
  }
  free(index);
  free(w);
  free(column);
  return ok;
}

/* The blend. */

// Sum over the taps of dimensions d.. of their weights times the input at
// `at` (dimensions before d already chosen).
static MlirValue weightedSum(NnBuilder *b, Resize *r, intptr_t d,
                             MlirValue *at) {
  if (d == r->rank)
    return readAs(b, r->input, r->rank, at, r->weight);
  if (r->axes[d].kind != INTERPOLATE) {
    at[d] = r->index[d][0];
    return weightedSum(b, r, d + 1, at);
  }
  MlirValue sum = {NULL};
  for (int k = 0; k < numTaps(r, d); ++k) {
    at[d] = r->index[d][k];
    MlirValue term =
        nnbOp2(b, "arith.mulf", r->w[d][k], weightedSum(b, r, d + 1, at));
    sum = mlirValueIsNull(sum) ? term : nnbOp2(b, "arith.addf", sum, term);
  }
  return sum;
}

static void resizeBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                       void *userData) {
  Resize *r = userData;
  MlirValue outside = {NULL}, at[NN_MAX_RANK];
  bool interpolates = false;
  for (intptr_t d = 0; d < r->rank; ++d) {
    const Axis *a = &r->axes[d];
    interpolates |= a->kind == INTERPOLATE;
    if (a->kind == COPY) {
      r->index[d][0] = nnbLoopIndex(b, d);
      continue;
    }
    for (int k = 0; k < numTaps(r, d); ++k) {
      MlirValue i = args[a->firstArg + k];
      if (r->crop && k == 0) { // -1: the coordinate is outside (cmpi slt)
        MlirValue zero = nnbConstant(b, mlirValueGetType(i), 0);
        MlirValue out = nnbCmpi(b, 2, i, zero);
        outside = mlirValueIsNull(outside)
                      ? out
                      : nnbOp2(b, "arith.ori", outside, out);
        i = nnbOp2(b, "arith.maxsi", i, zero);
      }
      r->index[d][k] =
          nnbConvert(b, "arith.index_cast", i, mlirIndexTypeGet(b->ctx));
      if (a->kind == INTERPOLATE)
        r->w[d][k] = args[a->firstArg + r->taps + k];
    }
  }
  MlirType element = mlirShapedTypeGetElementType(mlirValueGetType(r->input));
  MlirValue value;
  if (!interpolates) {
    for (intptr_t d = 0; d < r->rank; ++d)
      at[d] = r->index[d][0];
    value = nnbExtract(b, r->input, r->rank, at);
  } else {
    value = weightedSum(b, r, 0, at);
    if (!mlirTypeEqual(element, r->weight))
      value = nnbConvert(b, "arith.truncf", value, element);
  }
  if (!mlirValueIsNull(outside))
    value = nnbOp3(b, "arith.select", outside,
                   nnbConstant(b, element, r->extrapolation), value);
  yields[0] = value;
}

static MlirLogicalResult lowerResize(NnLowering *l, Resize *r) {
  MlirType inputType = nnLoweringGetOperandType(l, 0);
  MlirType result = nnLoweringGetResultType(l, 0);
  r->input = nnLoweringGetOperand(l, 0);
  r->rank = mlirShapedTypeGetRank(inputType);
  MlirType element = mlirShapedTypeGetElementType(inputType);
  r->weight = mlirTypeIsAF64(element) ? mlirF64TypeGet(l->b.ctx)
                                      : mlirF32TypeGet(l->b.ctx);
  bool nearest = nnLoweringAttrIs(l, "mode", "nearest");
  r->taps = nnLoweringAttrIs(l, "mode", "cubic") ? 4 : 2;
  static const char *transforms[] = {
      "half_pixel",        "half_pixel_symmetric", "pytorch_half_pixel",
      "align_corners",     "asymmetric",           "tf_half_pixel_for_nn",
      "tf_crop_and_resize"};
  static const char *nearestModes[] = {"round_prefer_floor",
                                       "round_prefer_ceil", "floor", "ceil"};
  r->transform = transforms[0];
  for (size_t i = 0; i < sizeof(transforms) / sizeof(*transforms); ++i)
    if (nnLoweringAttrIs(l, "coordinate_transformation_mode", transforms[i]))
      r->transform = transforms[i];
  r->nearest = ROUND_PREFER_FLOOR;
  for (size_t i = 0; i < sizeof(nearestModes) / sizeof(*nearestModes); ++i)
    if (nnLoweringAttrIs(l, "nearest_mode", nearestModes[i]))
      r->nearest = (NearestMode)i;
  r->crop = is(r->transform, "tf_crop_and_resize");
  r->cubicA = nnLoweringGetFloat(l, "cubic_coeff_a");
  r->extrapolation = nnLoweringGetFloat(l, "extrapolation_value");
  r->excludeOutside = nnLoweringGetBool(l, "exclude_outside");
  float scales[NN_MAX_RANK], roi[2 * NN_MAX_RANK];
  bool given = nnLoweringGetFloatArray(l, "scales", scales, r->rank) != 0;
  bool hasRoi = nnLoweringGetFloatArray(l, "roi", roi, 2 * r->rank) != 0;
  int64_t reads = 1;
  for (intptr_t d = 0; d < r->rank; ++d) {
    Axis *a = &r->axes[d];
    a->in = mlirShapedTypeGetDimSize(inputType, d);
    a->out = mlirShapedTypeGetDimSize(result, d);
    a->scale = given   ? (double)scales[d]
               : a->in ? (double)a->out / (double)a->in
                       : 1.0;
    a->length = a->scale * (double)a->in;
    a->roiStart = hasRoi ? roi[d] : 0.0;
    a->roiEnd = hasRoi ? roi[r->rank + d] : 1.0;
    bool unchanged = a->in == a->out && a->scale == 1.0 &&
                     (!r->crop || (a->roiStart == 0.0 && a->roiEnd == 1.0));
    // A dynamic dim is copied (the batch, the channels); the tables of an
    // interpolated one are built at compile time, from its sizes.
    if ((a->in == mlirShapedTypeGetDynamicSize() ||
         a->out == mlirShapedTypeGetDynamicSize()) &&
        !unchanged)
      return nnLoweringFail(l,
                            "it resizes dim %ld, of dynamic size: only dims "
                            "it copies (scale 1) may be dynamic",
                            (long)d);
    a->kind = unchanged || a->out == 0 ? COPY : nearest ? NEAREST : INTERPOLATE;
    if (a->kind == INTERPOLATE)
      reads *= r->taps;
    if (reads > MAX_TAP_READS)
      return nnLoweringFail(l,
                            "interpolates over too many dimensions: more "
                            "than %d input reads per element",
                            MAX_TAP_READS);
  }
  // The tables, each read at the result index of its dimension.
  MlirValue tables[NN_MAX_RANK * 2 * MAX_TAPS + 1];
  MlirAffineMap maps[NN_MAX_RANK * 2 * MAX_TAPS + 1];
  int numTables = 0;
  for (intptr_t d = 0; d < r->rank; ++d) {
    Axis *a = &r->axes[d];
    if (a->kind == COPY)
      continue;
    a->firstArg = numTables;
    if (!axisTables(&l->b, r, a, &tables[numTables]))
      return nnLoweringFail(l, "out of memory");
    int count = a->kind == INTERPOLATE ? 2 * r->taps : 1;
    int64_t dim = d;
    for (int k = 0; k < count; ++k)
      maps[numTables + k] = nnbSelectMap(l->b.ctx, r->rank, 1, &dim);
    numTables += count;
  }
  MlirValue init = nnbEmpty(&l->b, result);
  maps[numTables] = nnbIdentityMap(l->b.ctx, r->rank);
  NnGeneric g = {numTables, tables, 1,          &init, maps,
                 r->rank,   NULL,   resizeBody, r};
  l->results[0] = nnbGeneric(&l->b, &g, 0);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLowerResize(NnLowering *l) {
  Resize *r = nnAlloc(sizeof(Resize));
  if (!r)
    return nnLoweringFail(l, "out of memory");
  MlirLogicalResult result = lowerResize(l, r);
  free(r);
  return result;
}

/* nn.grid_sample */

typedef struct {
  MlirValue input, grid;
  int64_t size[2]; // H, W
  int mode;        // 0 bilinear, 1 nearest, 2 bicubic
  int padding;     // 0 zeros, 1 border, 2 reflection
  bool alignCorners;
  int taps;          // per axis: 2, 1 or 4
  MlirType compute;  // f32, or f64 when the input or the grid is f64
  MlirType position; // the index tables' element type: i32 or i64
} GridSample;

// Folds coordinate `x` into [lo, hi] by reflecting it about the ends, as
// PyTorch's reflect_coordinates: a zero-width range gives lo.
static MlirValue reflect(NnBuilder *b, MlirValue x, double lo, double hi) {
  MlirType type = mlirValueGetType(x);
  MlirValue clo = fconst(b, type, lo), chi = fconst(b, type, hi);
  if (hi <= lo)
    return clo;
  double span = hi - lo;
  MlirValue below = nnbCmpf(b, 4, x, clo), above = nnbCmpf(b, 2, x, chi);
  MlirValue distance =
      nnbOp3(b, "arith.select", below, nnbOp2(b, "arith.subf", clo, x),
             nnbOp2(b, "arith.subf", x, chi));
  // m in [0, 2 span): an even number of spans folds back to m from the end
  // crossed, an odd one to m - span from the other end.
  // (d - floor(d / 2span) × 2span, not arith.remf, which NVVM lacks.)
  MlirValue period = fconst(b, type, 2 * span);
  MlirValue turns =
      nnbOp1(b, "math.floor", nnbOp2(b, "arith.divf", distance, period));
  MlirValue m =
      nnbOp2(b, "arith.subf", distance, nnbOp2(b, "arith.mulf", turns, period));
  MlirValue even = nnbCmpf(b, 4, m, fconst(b, type, span));
  MlirValue odd = nnbOp2(b, "arith.subf", m, fconst(b, type, span));
  MlirValue fromLo =
      nnbOp3(b, "arith.select", even, nnbOp2(b, "arith.addf", clo, m),
             nnbOp2(b, "arith.subf", chi, odd));
  MlirValue fromHi =
      nnbOp3(b, "arith.select", even, nnbOp2(b, "arith.subf", chi, m),
             nnbOp2(b, "arith.addf", clo, odd));
  MlirValue folded = nnbOp3(b, "arith.select", below, fromLo, fromHi);
  return nnbOp3(b, "arith.select", nnbOp2(b, "arith.ori", below, above), folded,
                x);
}

// The reflection borders: the corner centres, or the outer edges.
static void borders(const GridSample *g, int axis, double *lo, double *hi) {
  double size = (double)g->size[axis];
  *lo = g->alignCorners ? 0.0 : -0.5;
  *hi = g->alignCorners ? size - 1 : size - 0.5;
}

// The pixel coordinate along `axis` (0: y along H, 1: x along W) of the
// normalized grid value `v`, with the padding mode applied.
static MlirValue pixelCoordinate(NnBuilder *b, const GridSample *g, int axis,
                                 MlirValue v) {
  MlirType type = g->compute;
  double size = (double)g->size[axis];
  MlirValue one = fconst(b, type, 1.0);
  MlirValue x = nnbOp2(b, "arith.addf", v, one);
  if (g->alignCorners)
    x = nnbOp2(b, "arith.mulf",
               nnbOp2(b, "arith.divf", x, fconst(b, type, 2.0)),
               fconst(b, type, size - 1));
  else
    x = nnbOp2(b, "arith.divf",
               nnbOp2(b, "arith.subf",
                      nnbOp2(b, "arith.mulf", x, fconst(b, type, size)), one),
               fconst(b, type, 2.0));
  if (g->mode == 1)
    x = nnbOp1(b, "math.roundeven", x);
  double lo, hi;
  borders(g, axis, &lo, &hi);
  if (g->padding == 1) {
    // Only positions outside the borders move (ONNX): a bicubic position
    // in [-0.5, 0) keeps its taps at -2 .. 1, each clamped in tapIndex.
    MlirValue below = nnbCmpf(b, 4, x, fconst(b, type, lo));
    MlirValue outside =
        nnbOp2(b, "arith.ori", below, nnbCmpf(b, 2, x, fconst(b, type, hi)));
    MlirValue clamped = nnbOp2(b, "arith.maxnumf", x, fconst(b, type, 0.0));
    clamped = nnbOp2(b, "arith.minnumf", clamped, fconst(b, type, size - 1));
    x = nnbOp3(b, "arith.select", outside, clamped, x);
  } else if (g->padding == 2) {
    x = reflect(b, x, lo, hi);
  }
  return x;
}

// The table entry of integer-valued tap position `p` along `axis`: its
// index clamped into the input, or -1 where zeros padding reads a zero.
static MlirValue tapIndex(NnBuilder *b, const GridSample *g, int axis,
                          MlirValue p) {
  if (g->padding == 2) {
    double lo, hi;
    borders(g, axis, &lo, &hi);
    p = reflect(b, p, lo, hi);
  }
  MlirValue valid = {NULL};
  MlirValue i =
      clampedIndex(b, p, g->size[axis], g->padding == 0 ? &valid : NULL);
  if (!mlirTypeEqual(g->position, mlirValueGetType(i)))
    i = nnbConvert(b, "arith.trunci", i, g->position);
  if (g->padding == 0)
    i = nnbOp3(b, "arith.select", valid, i, nnbConstant(b, g->position, -1));
  return i;
}

// The table generic's body, at grid position (n, i, j): the index tables
// of the y taps, of the x taps, then (unless nearest) the weight tables of
// the y taps, of the x taps.
static void gridTablesBody(NnBuilder *b, const MlirValue *args,
                           MlirValue *yields, void *userData) {
  (void)args;
  const GridSample *g = userData;
  int taps = g->taps;
  MlirValue at[4] = {
      nnbLoopIndex(b, 0), nnbLoopIndex(b, 1), nnbLoopIndex(b, 2), {NULL}};
  for (int axis = 0; axis < 2; ++axis) { // grid holds (x, y): W first
    at[3] = nnbIndex(b, 1 - axis);
    MlirValue v = nnbExtract(b, g->grid, 4, at);
    if (!mlirTypeEqual(mlirValueGetType(v), g->compute))
      v = nnbConvert(b, "arith.extf", v, g->compute);
    MlirValue x = pixelCoordinate(b, g, axis, v);
    if (taps == 1) {
      yields[axis] = tapIndex(b, g, axis, x);
      continue;
    }
    MlirValue f = nnbOp1(b, "math.floor", x);
    MlirValue *w = &yields[2 * taps + axis * taps];
    if (taps == 2)
      linearWeights(b, nnbOp2(b, "arith.subf", x, f), w);
    else
      cubicWeights(b, nnbOp2(b, "arith.subf", x, f), -0.75, w);
    for (int k = 0; k < taps; ++k) {
      int offset = k - (taps / 2 - 1);
      MlirValue p =
          offset ? nnbOp2(b, "arith.addf", f, fconst(b, g->compute, offset))
                 : f;
      yields[axis * taps + k] = tapIndex(b, g, axis, p);
    }
  }
}

// The blend's body, at result (n, c, i, j): the tables' entries at
// (n, i, j) are its arguments, in gridTablesBody's order.
static void gridSampleBody(NnBuilder *b, const MlirValue *args,
                           MlirValue *yields, void *userData) {
  const GridSample *g = userData;
  int taps = g->taps;
  MlirValue index[2][4], valid[2][4], w[2][4];
  for (int axis = 0; axis < 2; ++axis)
    for (int k = 0; k < taps; ++k) {
      MlirValue i = args[axis * taps + k];
      if (g->padding == 0) { // -1 reads a zero (cmpi sge)
        MlirValue zero = nnbConstant(b, g->position, 0);
        valid[axis][k] = nnbCmpi(b, 5, i, zero);
        i = nnbOp2(b, "arith.maxsi", i, zero);
      }
      index[axis][k] =
          nnbConvert(b, "arith.index_cast", i, mlirIndexTypeGet(b->ctx));
      w[axis][k] = taps == 1 ? fconst(b, g->compute, 1.0)
                             : args[2 * taps + axis * taps + k];
    }
  MlirValue zero = fconst(b, g->compute, 0.0), sum = {NULL};
  MlirValue pixel[4] = {nnbLoopIndex(b, 0), nnbLoopIndex(b, 1), {NULL}, {NULL}};
  for (int i = 0; i < taps; ++i) {
    MlirValue row = {NULL};
    pixel[2] = index[0][i];
    for (int j = 0; j < taps; ++j) {
      pixel[3] = index[1][j];
      MlirValue v = readAs(b, g->input, 4, pixel, g->compute);
      if (g->padding == 0)
        v = nnbOp3(b, "arith.select",
                   nnbOp2(b, "arith.andi", valid[0][i], valid[1][j]), v, zero);
      MlirValue term = nnbOp2(b, "arith.mulf", w[1][j], v);
      row = mlirValueIsNull(row) ? term : nnbOp2(b, "arith.addf", row, term);
    }
    MlirValue term = nnbOp2(b, "arith.mulf", w[0][i], row);
    sum = mlirValueIsNull(sum) ? term : nnbOp2(b, "arith.addf", sum, term);
  }
  MlirType element = mlirShapedTypeGetElementType(mlirValueGetType(g->input));
  yields[0] = mlirTypeEqual(element, g->compute)
                  ? sum
                  : nnbConvert(b, "arith.truncf", sum, element);
}

MlirLogicalResult nnLowerGridSample(NnLowering *l) {
  MlirType inputType = nnLoweringGetOperandType(l, 0);
  MlirType gridType = nnLoweringGetOperandType(l, 1);
  MlirType result = nnLoweringGetResultType(l, 0);
  // The coordinates scale by the image's size: its H and W are static; the
  // batch, channels and grid positions may be dynamic.
  if (mlirLogicalResultIsFailure(
          nnLoweringRequireStaticDims(l, 0, 2, 2, "spatial dims")))
    return mlirLogicalResultFailure();
  GridSample g = {.input = nnLoweringGetOperand(l, 0),
                  .grid = nnLoweringGetOperand(l, 1),
                  .size = {mlirShapedTypeGetDimSize(inputType, 2),
                           mlirShapedTypeGetDimSize(inputType, 3)},
                  .mode = nnLoweringAttrIs(l, "mode", "nearest")   ? 1
                          : nnLoweringAttrIs(l, "mode", "bicubic") ? 2
                                                                   : 0,
                  .padding = nnLoweringAttrIs(l, "padding_mode", "border") ? 1
                             : nnLoweringAttrIs(l, "padding_mode", "reflection")
                                 ? 2
                                 : 0,
                  .alignCorners = nnLoweringGetBool(l, "align_corners")};
  g.taps = g.mode == 0 ? 2 : g.mode == 1 ? 1 : 4;
  bool f64 = mlirTypeIsAF64(mlirShapedTypeGetElementType(inputType)) ||
             mlirTypeIsAF64(mlirShapedTypeGetElementType(gridType));
  g.compute = f64 ? f64Type(&l->b) : mlirF32TypeGet(l->b.ctx);
  bool narrow = g.size[0] <= INT32_MAX && g.size[1] <= INT32_MAX;
  g.position = mlirIntegerTypeGet(l->b.ctx, narrow ? 32 : 64);
  // An empty image has nothing to sample (the shape rule allows it only
  // when the result is empty too).
  if (g.size[0] == 0 || g.size[1] == 0) {
    l->results[0] = nnbEmpty(&l->b, result);
    return mlirLogicalResultSuccess();
  }
  // The tables over the grid positions (n, i, j).
  int64_t positions[3];
  for (int d = 0; d < 3; ++d)
    positions[d] = mlirShapedTypeGetDimSize(gridType, d);
  int numTables = g.taps == 1 ? 2 : 4 * g.taps;
  MlirValue inits[16], tables[16];
  MlirAffineMap maps[17];
  int64_t gridDims[] = {0, 1, 2};
  for (int k = 0; k < numTables; ++k) {
    MlirType element = k < 2 * g.taps ? g.position : g.compute;
    inits[k] = nnbEmptyFrom(
        &l->b,
        mlirRankedTensorTypeGet(3, positions, element, mlirAttributeGetNull()),
        g.grid, gridDims);
    maps[k] = nnbIdentityMap(l->b.ctx, 3);
  }
  NnGeneric tablesGeneric = {0, NULL, numTables,      inits, maps,
                             3, NULL, gridTablesBody, &g};
  MlirValue first = nnbGeneric(&l->b, &tablesGeneric, 0);
  if (!mlirValueIsAOpResult(first)) // out of memory: nothing was built
    return nnLoweringFail(l, "out of memory");
  MlirOperation tablesOp = mlirOpResultGetOwner(first);
  // The blend over (n, c, i, j), the result's own order: its stores are
  // contiguous along j, and so are its table reads; each table is read at
  // (n, i, j), whatever the channel.
  int64_t positionLoops[3] = {0, 2, 3};
  for (int k = 0; k < numTables; ++k) {
    tables[k] = mlirOperationGetResult(tablesOp, k);
    maps[k] = nnbSelectMap(l->b.ctx, 4, 3, positionLoops);
  }
  MlirValue init = nnbEmpty(&l->b, result);
  maps[numTables] = nnbIdentityMap(l->b.ctx, 4);
  NnGeneric blend = {numTables, tables,         1, &init, maps, 4,
                     NULL,      gridSampleBody, &g};
  l->results[0] = nnbGeneric(&l->b, &blend, 0);
  return mlirLogicalResultSuccess();
}
