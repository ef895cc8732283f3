//===- LowerResample.c - nn.resize and nn.grid_sample to linalg -----------===//
//
// Both ops are one linalg.generic over the result, without inputs: the body
// computes each result element's source coordinate from linalg.index, the
// interpolation taps around it and their weights, and reads the input with
// tensor.extract. Every position read is clamped into the input in integer
// arithmetic, after float positions were clamped into a small range with
// maxnumf/minnumf (which also turn NaN into a bound), so no attribute or
// grid value can make a read leave the input or convert a NaN to an index.
//
// nn.resize is separable: along each dimension the coordinate depends only
// on that dimension's index and on constants (sizes, scales, roi) known
// here, and the result is the nested weighted sum over the taps of every
// resized dimension (N-linear, N-cubic), built innermost dimension first so
// that each level multiplies once. A dimension whose size and scale are
// unchanged reads the result index directly. Coordinates are f64 (as
// ONNX's reference computes them, so that nearest rounding ties agree);
// weights and sums are f32, or f64 for f64 inputs, converted back once.
//
// nn.grid_sample reads the grid's (x, y) pair with tensor.extract too, maps
// it to pixel coordinates, applies the padding mode to the coordinate
// (border clamps, reflection folds) and to each tap (zeros masks taps
// outside), then sums 1, 2 x 2 or 4 x 4 weighted taps.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"

#include <stdlib.h>
#include <string.h>

/* Scalar helpers. */

static MlirType f64Type(NnBuilder *b) { return mlirF64TypeGet(b->ctx); }

static MlirValue fconst(NnBuilder *b, MlirType type, double value) {
  return nnbConstant(b, type, value);
}

// A float position as an index clamped into [0, size): first into
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
  i = nnbOp2(b, "arith.minsi", nnbOp2(b, "arith.maxsi", i, zero), last);
  return nnbConvert(b, "arith.index_cast", i, mlirIndexTypeGet(b->ctx));
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

// The source coordinate of result index `x` (f64) along `axis`, as ONNX's
// coordinate_transformation_mode defines it.
static MlirValue sourceCoordinate(NnBuilder *b, const Resize *r, const Axis *a,
                                  MlirValue x) {
  MlirType f64 = f64Type(b);
  double in = (double)a->in;
  const char *mode = r->transform;
#define C(v) fconst(b, f64, (v))
#define OP(name, l, rr) nnbOp2(b, "arith." name, l, rr)
  if (is(mode, "align_corners"))
    return a->length == 1
               ? C(0)
               : OP("divf", OP("mulf", x, C(in - 1)), C(a->length - 1));
  if (is(mode, "asymmetric"))
    return OP("divf", x, C(a->scale));
  if (is(mode, "tf_half_pixel_for_nn"))
    return OP("divf", OP("addf", x, C(0.5)), C(a->scale));
  if (is(mode, "tf_crop_and_resize")) {
    double span = a->roiEnd - a->roiStart, start = a->roiStart * (in - 1);
    MlirValue c =
        a->length == 1
            ? C(span * (in - 1) / 2)
            : OP("divf", OP("mulf", OP("mulf", x, C(span)), C(in - 1)),
                 C(a->length - 1));
    return OP("addf", c, C(start));
  }
  if (is(mode, "pytorch_half_pixel") && a->length == 1)
    return C(-0.5);
  MlirValue c =
      OP("subf", OP("divf", OP("addf", x, C(0.5)), C(a->scale)), C(0.5));
  if (is(mode, "half_pixel_symmetric")) {
    double adjustment = (double)a->out / a->length;
    c = OP("addf", C(in / 2 * (1 - adjustment)), c);
  }
  return c;
#undef C
#undef OP
}

// math.floor or math.ceil of `c` as nearest_mode rounds it.
static MlirValue roundNearest(NnBuilder *b, NearestMode mode, MlirValue c) {
  if (mode == ROUND_DOWN)
    return nnbOp1(b, "math.floor", c);
  if (mode == ROUND_UP)
    return nnbOp1(b, "math.ceil", c);
  MlirValue half = fconst(b, mlirValueGetType(c), 0.5);
  if (mode == ROUND_PREFER_CEIL) // a half goes up
    return nnbOp1(b, "math.floor", nnbOp2(b, "arith.addf", c, half));
  return nnbOp1(b, "math.ceil", nnbOp2(b, "arith.subf", c, half));
}

// Fills r->index[d] and r->w[d]; ORs whether the coordinate lies outside
// the input (tf_crop_and_resize) into *outside.
static void axisTaps(NnBuilder *b, Resize *r, intptr_t d, MlirValue *outside) {
  const Axis *a = &r->axes[d];
  if (a->kind == COPY) {
    r->index[d][0] = nnbLoopIndex(b, d);
    return;
  }
  MlirType f64 = f64Type(b), i64 = mlirIntegerTypeGet(b->ctx, 64);
  MlirValue x = nnbConvert(
      b, "arith.sitofp",
      nnbConvert(b, "arith.index_cast", nnbLoopIndex(b, d), i64), f64);
  MlirValue c = sourceCoordinate(b, r, a, x);
  if (r->crop) { // cmpf olt 4, ogt 2
    MlirValue below = nnbCmpf(b, 4, c, fconst(b, f64, 0));
    MlirValue out = nnbOp2(b, "arith.ori", below,
                           nnbCmpf(b, 2, c, fconst(b, f64, (double)a->in - 1)));
    *outside =
        mlirValueIsNull(*outside) ? out : nnbOp2(b, "arith.ori", *outside, out);
  }
  if (a->kind == NEAREST) {
    r->index[d][0] =
        clampedIndex(b, roundNearest(b, r->nearest, c), a->in, NULL);
    return;
  }
  MlirValue f = nnbOp1(b, "math.floor", c);
  MlirValue t = nnbOp2(b, "arith.subf", c, f);
  if (!mlirTypeEqual(r->weight, f64))
    t = nnbConvert(b, "arith.truncf", t, r->weight);
  if (r->taps == 4)
    cubicWeights(b, t, r->cubicA, r->w[d]);
  else
    linearWeights(b, t, r->w[d]);
  // Taps f - (taps/2 - 1) ... f + taps/2.
  MlirValue valid[MAX_TAPS], sum = {NULL};
  for (int k = 0; k < r->taps; ++k) {
    int offset = k - (r->taps / 2 - 1);
    MlirValue p =
        offset ? nnbOp2(b, "arith.addf", f, fconst(b, f64, offset)) : f;
    r->index[d][k] =
        clampedIndex(b, p, a->in, r->excludeOutside ? &valid[k] : NULL);
    if (r->excludeOutside) {
      r->w[d][k] = nnbOp3(b, "arith.select", valid[k], r->w[d][k],
                          fconst(b, r->weight, 0));
      sum = mlirValueIsNull(sum) ? r->w[d][k]
                                 : nnbOp2(b, "arith.addf", sum, r->w[d][k]);
    }
  }
  // The weights of taps inside the input sum to 1 again (a tap is always
  // inside: f or f + 1 is within any non-empty dimension).
  if (r->excludeOutside)
    for (int k = 0; k < r->taps; ++k)
      r->w[d][k] = nnbOp2(b, "arith.divf", r->w[d][k], sum);
}

static int numTaps(const Resize *r, intptr_t d) {
  return r->axes[d].kind == INTERPOLATE ? r->taps : 1;
}

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
  (void)args;
  Resize *r = userData;
  MlirValue outside = {NULL}, at[NN_MAX_RANK];
  for (intptr_t d = 0; d < r->rank; ++d)
    axisTaps(b, r, d, &outside);
  MlirType element = mlirShapedTypeGetElementType(mlirValueGetType(r->input));
  MlirValue value;
  bool interpolates = false;
  for (intptr_t d = 0; d < r->rank; ++d)
    interpolates |= r->axes[d].kind == INTERPOLATE;
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

MlirLogicalResult nnLowerResize(NnLowering *l) {
  MlirType inputType = nnLoweringGetOperandType(l, 0);
  MlirType result = nnLoweringGetResultType(l, 0);
  if (!mlirShapedTypeHasStaticShape(inputType) ||
      !mlirShapedTypeHasStaticShape(result))
    return nnLoweringFail(l, "needs static shapes");
  Resize *r = nnAlloc(sizeof(Resize));
  if (!r)
    return nnLoweringFail(l, "out of memory");
  r->input = nnLoweringGetOperand(l, 0);
  r->rank = mlirShapedTypeGetRank(inputType);
  MlirType element = mlirShapedTypeGetElementType(inputType);
  r->weight =
      mlirTypeIsAF64(element) ? f64Type(&l->b) : mlirF32TypeGet(l->b.ctx);
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
    a->kind = unchanged || a->out == 0 ? COPY : nearest ? NEAREST : INTERPOLATE;
    if (a->kind == INTERPOLATE)
      reads *= r->taps;
    if (reads > MAX_TAP_READS) {
      free(r);
      return nnLoweringFail(l,
                            "interpolates over too many dimensions: more "
                            "than %d input reads per element",
                            MAX_TAP_READS);
    }
  }
  MlirValue init = nnbEmpty(&l->b, result);
  MlirAffineMap map = nnbIdentityMap(l->b.ctx, r->rank);
  NnGeneric g = {0, NULL, 1, &init, &map, r->rank, NULL, resizeBody, r};
  l->results[0] = nnbGeneric(&l->b, &g, 0);
  free(r);
  return mlirLogicalResultSuccess();
}

/* nn.grid_sample */

typedef struct {
  MlirValue input, grid;
  int64_t size[2]; // H, W
  int mode;        // 0 bilinear, 1 nearest, 2 bicubic
  int padding;     // 0 zeros, 1 border, 2 reflection
  bool alignCorners;
  MlirType compute; // f32, or f64 when the input or the grid is f64
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

// The index of integer-valued tap position `p` along `axis` and, for zeros
// padding, whether it lies inside (else *valid stays null).
static MlirValue tapIndex(NnBuilder *b, const GridSample *g, int axis,
                          MlirValue p, MlirValue *valid) {
  if (g->padding == 2) {
    double lo, hi;
    borders(g, axis, &lo, &hi);
    p = reflect(b, p, lo, hi);
  }
  return clampedIndex(b, p, g->size[axis], g->padding == 0 ? valid : NULL);
}

static void gridSampleBody(NnBuilder *b, const MlirValue *args,
                           MlirValue *yields, void *userData) {
  (void)args;
  const GridSample *g = userData;
  // Loops (n, i, j, c): see nnLowerGridSample.
  MlirValue n = nnbLoopIndex(b, 0), c = nnbLoopIndex(b, 3);
  MlirValue at[4] = {n, nnbLoopIndex(b, 1), nnbLoopIndex(b, 2), {NULL}};
  MlirValue coordinate[2];
  for (int axis = 0; axis < 2; ++axis) { // grid holds (x, y): W first
    at[3] = nnbIndex(b, 1 - axis);
    MlirValue v = nnbExtract(b, g->grid, 4, at);
    if (!mlirTypeEqual(mlirValueGetType(v), g->compute))
      v = nnbConvert(b, "arith.extf", v, g->compute);
    coordinate[axis] = pixelCoordinate(b, g, axis, v);
  }
  int taps = g->mode == 0 ? 2 : g->mode == 1 ? 1 : 4;
  MlirValue index[2][4], valid[2][4], w[2][4];
  for (int axis = 0; axis < 2; ++axis) {
    MlirValue x = coordinate[axis];
    MlirValue f = nnbOp1(b, "math.floor", x);
    if (taps == 1)
      w[axis][0] = fconst(b, g->compute, 1.0);
    else if (taps == 2)
      linearWeights(b, nnbOp2(b, "arith.subf", x, f), w[axis]);
    else
      cubicWeights(b, nnbOp2(b, "arith.subf", x, f), -0.75, w[axis]);
    for (int k = 0; k < taps; ++k) {
      int offset = k - (taps / 2 - 1);
      MlirValue p =
          taps == 1 ? x
          : offset  ? nnbOp2(b, "arith.addf", f, fconst(b, g->compute, offset))
                    : f;
      valid[axis][k] = (MlirValue){NULL};
      index[axis][k] = tapIndex(b, g, axis, p, &valid[axis][k]);
    }
  }
  MlirValue zero = fconst(b, g->compute, 0.0), sum = {NULL};
  MlirValue pixel[4] = {n, c, {NULL}, {NULL}};
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
  if (!mlirShapedTypeHasStaticShape(inputType) ||
      !mlirShapedTypeHasStaticShape(result))
    return nnLoweringFail(l, "needs static shapes");
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
  bool f64 = mlirTypeIsAF64(mlirShapedTypeGetElementType(inputType)) ||
             mlirTypeIsAF64(mlirShapedTypeGetElementType(gridType));
  g.compute = f64 ? f64Type(&l->b) : mlirF32TypeGet(l->b.ctx);
  // An empty image has nothing to sample (the shape rule allows it only
  // when the result is empty too).
  if (g.size[0] == 0 || g.size[1] == 0) {
    l->results[0] = nnbEmpty(&l->b, result);
    return mlirLogicalResultSuccess();
  }
  MlirValue init = nnbEmpty(&l->b, result);
  // The loops run (n, i, j, c), channels innermost, writing result (n, c,
  // i, j): the grid read, the coordinates, the taps and the weights depend
  // on (n, i, j) only and are hoisted out of the channel loop, as PyTorch
  // computes them once per position (32x faster at 32 channels).
  unsigned order[4] = {0, 3, 1, 2};
  MlirAffineMap map = mlirAffineMapPermutationGet(l->b.ctx, 4, order);
  NnGeneric generic = {0, NULL, 1, &init, &map, 4, NULL, gridSampleBody, &g};
  l->results[0] = nnbGeneric(&l->b, &generic, 0);
  return mlirLogicalResultSuccess();
}
