//===- LowerMaxPool.c - Max pooling to linalg -----------------------------===//
//
// nn.max_pool2d, nn.max_pool3d and nn.max_pool_with_indices: one
// linalg.generic, parallel over the outputs, writes the maxima (and, for
// max_pool_with_indices, their ONNX indices). Its body walks the window in
// scf.for loops, one per spatial dimension, carrying the maximum (and its
// index) in registers; the bounds of each loop are the window clipped to
// the input, worked out once per output, so the loop reads the input
// (tensor.extract) with no test, clamp or padded copy. Padding, and the
// end padding ceil_mode's last window reads, hold no element: they only
// shorten the loops. The ONNX index, (n * C + c) * plane plus the position
// in the plane in the storage order, is built as the loops go. Both
// layouts: channels last, the loops and the input read (n, spatial..., c).
//
// The loops visit the window in row-major order, i.e. by increasing
// row-major position, so "the first position wins a tie" (ONNX, PyTorch)
// is "replace only on a strictly greater value". Floats compare as integer
// keys (keyOf: -0 ties +0, NaN above every number, so the first NaN wins)
// and carry their bits beside; integers compare themselves. The
// accumulator starts at the lowest value, at the window's first position,
// so nothing needs to mark an empty accumulator; an empty window (possible
// with padding and dilations) keeps the lowest value (-inf, the integer
// type's minimum) and index -1.
//
// On floats, without dilations and where every window holds an input
// element (all of PyTorch's and the usual ONNX pools), the maxima take
// another form (buildWindowsOutside): the window's loops go outside the
// output's innermost loop (the channels in NHWC, the output columns in
// NCHW), so that each window position updates a row of the output and
// LLVM vectorizes it; a position in the padding reads the nearest input
// position of the same window instead, which leaves the maximum as it is.
//
// Earlier forms, for the record (docs/benchmarks.md has the numbers):
// max_pool2d/3d were a tensor.pad of the input with -inf, then
// linalg.pooling_{nchw,nhwc,ndhwc}_max (a generic of the same loops for
// NCDHW) on a -inf fill; max_pool_with_indices a reduction generic over
// (n, c, out..., kernel...) with a -1 "nothing yet" position, the inside
// test and the full order (float compares and NaN tests) in every step,
// then a second generic mapping plane positions to ONNX indices. After
// bufferization the accumulator of both went through memory at every
// window element (LLVM cannot keep it in a register: the output might
// alias the input), and the padded copy or the index took a pass of its
// own. The named pooling op tiled with its tensor.pad as a fused producer;
// this generic reads its input whole (tensor.extract), which fusion into a
// tile cannot slice, but --fuse-ops never fuses a producer into a pool
// (only its elementwise epilogue, which linalg's elementwise fusion merges
// into this generic), so no kernel loses by it.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/AxisLoops.h"
#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>

enum { MAX_SPATIAL = 3 };

typedef struct {
  MlirValue input;
  int spatial;
  // The first spatial dimension of the input, the output and the generic's
  // loops (2, or 1 channels last), and the channel dimension (1, or
  // spatial + 1).
  int first, channel;
  int64_t kernel[MAX_SPATIAL], strides[MAX_SPATIAL], dilations[MAX_SPATIAL];
  int64_t begin[MAX_SPATIAL], in[MAX_SPATIAL];
  bool isFloat;
  // max_pool_with_indices (channels first): what a step along spatial
  // dimension i adds to the index in the storage order (the row-major or
  // the column-major stride of the plane), and the sizes of the base.
  bool indices;
  int64_t step[MAX_SPATIAL];
  int64_t channels, plane;
} Pool;

// Per output position: the input position read (in the input's dimension
// order), where the window starts (o * stride - begin, maybe negative) and
// the kernel positions [lo, hi) inside the input.
typedef struct {
  MlirValue at[2 + MAX_SPATIAL];
  MlirValue start[MAX_SPATIAL], lo[MAX_SPATIAL], hi[MAX_SPATIAL];
} Window;

static void readArray(NnLowering *l, const char *name, int64_t fallback,
                      int64_t count, int64_t *values) {
  for (int64_t i = 0; i < count; ++i)
    values[i] = fallback;
  nnLoweringGetIntArray(l, name, values, count);
}

// The attributes all three ops share; spatial dimensions from `first` on.
static Pool readPool(NnLowering *l, bool channelsLast) {
  Pool p = {.input = nnLoweringGetOperand(l, 0)};
  MlirType inputType = mlirValueGetType(p.input);
  int s = p.spatial = (int)mlirShapedTypeGetRank(inputType) - 2;
  p.first = channelsLast ? 1 : 2;
  p.channel = channelsLast ? s + 1 : 1;
  p.isFloat = nnbIsFloat(nnbElementType(p.input));
  int64_t padding[2 * MAX_SPATIAL];
  readArray(l, "kernel", 1, s, p.kernel);
  readArray(l, "strides", 1, s, p.strides);
  readArray(l, "dilations", 1, s, p.dilations);
  readArray(l, "padding", 0, 2 * s, padding);
  for (int i = 0; i < s; ++i) {
    p.begin[i] = padding[i];
    p.in[i] = mlirShapedTypeGetDimSize(inputType, p.first + i);
  }
  return p;
}

static MlirValue add(NnBuilder *b, MlirValue x, MlirValue y) {
  return nnbOp2(b, "arith.addi", x, y);
}

static MlirValue mul(NnBuilder *b, MlirValue x, int64_t y) {
  return y == 1 ? x : nnbOp2(b, "arith.muli", x, nnbIndex(b, y));
}

static MlirValue sub(NnBuilder *b, MlirValue x, int64_t y) {
  return y == 0 ? x : nnbOp2(b, "arith.subi", x, nnbIndex(b, y));
}

// ceil(x / d) for x >= 0.
static MlirValue ceilDiv(NnBuilder *b, MlirValue x, int64_t d) {
  if (d == 1)
    return x;
  return nnbOp2(b, "arith.divsi", add(b, x, nnbIndex(b, d - 1)),
                nnbIndex(b, d));
}

// The kernel positions k with 0 <= start + k * d < in and 0 <= k < K:
// [ceil(max(0, -start) / d), min(K, ceil(max(0, in - start) / d))); the
// lower bound is 0 without begin padding.
static void clip(NnBuilder *b, const Pool *p, int i, Window *w) {
  MlirValue zero = nnbIndex(b, 0);
  w->start[i] =
      sub(b, mul(b, nnbLoopIndex(b, p->first + i), p->strides[i]), p->begin[i]);
  w->lo[i] = zero;
  if (p->begin[i] > 0) {
    MlirValue before = nnbOp2(b, "arith.subi", zero, w->start[i]);
    w->lo[i] =
        ceilDiv(b, nnbOp2(b, "arith.maxsi", before, zero), p->dilations[i]);
  }
  MlirValue left = nnbOp2(b, "arith.subi", nnbIndex(b, p->in[i]), w->start[i]);
  w->hi[i] =
      nnbOp2(b, "arith.minsi",
             ceilDiv(b, nnbOp2(b, "arith.maxsi", left, zero), p->dilations[i]),
             nnbIndex(b, p->kernel[i]));
}

// The input position start + k * dilation along spatial dimension i.
static MlirValue positionAt(NnBuilder *b, const Pool *p, const Window *w, int i,
                            MlirValue k) {
  return add(b, w->start[i], mul(b, k, p->dilations[i]));
}

// The integer type of a float's bits.
static MlirType bitsType(MlirContext ctx, MlirType element) {
  return mlirIntegerTypeGet(ctx, mlirFloatTypeGetWidth(element));
}

// A float's order as a signed integer: its magnitude bits, negated for a
// negative sign (so -0 and +0 tie at 0), and NaN (magnitude above
// infinity's) the largest. A later value replaces the best one when its key
// is strictly greater: one integer compare and a few selects (cmov) carry
// the maximum, where a float compare and its NaN test would (through the
// mask registers) cost several times as long at every window element.
static MlirValue keyOf(NnBuilder *b, MlirType element, MlirValue bits) {
  MlirType type = mlirValueGetType(bits);
  // The largest signed value (nnbConstant saturates), which is also the
  // mask of the magnitude bits.
  MlirValue largest = nnbConstant(b, type, INFINITY);
  MlirValue infinity =
      nnbConvert(b, "arith.bitcast", nnbConstant(b, element, INFINITY), type);
  MlirValue zero = nnbConstant(b, type, 0);
  MlirValue magnitude = nnbOp2(b, "arith.andi", bits, largest);
  MlirValue key = nnbOp3(b, "arith.select", nnbCmpi(b, 2, bits, zero), // slt
                         nnbOp2(b, "arith.subi", zero, magnitude), magnitude);
  MlirValue nan = nnbCmpi(b, 8, magnitude, infinity); // ugt
  return nnbOp3(b, "arith.select", nan, largest, key);
}

// How many values walk carries: for floats the best key and the best
// value's bits, for integers the best value; then its index (i64) with
// `indices`.
static int carriedCount(const Pool *p) {
  return (p->isFloat ? 2 : 1) + p->indices;
}

// The loop over spatial dimension i inside those before it; `index` is the
// ONNX index of the window row so far (positions before i added; null
// without `indices`). Writes the loop's results over `carried`.
static void walk(NnBuilder *b, const Pool *p, Window *w, int i, MlirValue index,
                 MlirValue *carried) {
  int n = carriedCount(p);
  NnForLoop loop;
  nnbBeginFor(b, &loop, n, carried);
  NnBuilder *in = &loop.body;
  w->at[p->first + i] = positionAt(in, p, w, i, loop.iv);
  MlirValue here = index;
  if (p->indices)
    here = add(in, index, mul(in, w->at[p->first + i], p->step[i]));
  MlirValue next[3];
  if (i + 1 < p->spatial) {
    // walk writes the inner loop's results over loop.iters.
    walk(in, p, w, i + 1, here, loop.iters);
    for (int j = 0; j < n; ++j)
      next[j] = loop.iters[j];
  } else {
    MlirValue v = nnbExtract(in, p->input, 2 + p->spatial, w->at);
    MlirValue candidate[3] = {v};
    if (p->isFloat) {
      candidate[1] =
          nnbConvert(in, "arith.bitcast", v, mlirValueGetType(carried[1]));
      candidate[0] = keyOf(in, mlirValueGetType(v), candidate[1]);
    }
    if (p->indices)
      candidate[n - 1] = nnbConvert(in, "arith.index_cast", here,
                                    mlirIntegerTypeGet(in->ctx, 64));
    // sgt (ugt for unsigned integers).
    MlirValue take = nnbCmpi(in, 4, candidate[0], loop.iters[0]);
    for (int j = 0; j < n; ++j)
      next[j] = nnbOp3(in, "arith.select", take, candidate[j], loop.iters[j]);
  }
  MlirValue inits[3];
  for (int j = 0; j < n; ++j)
    inits[j] = carried[j];
  nnbEndForBetween(b, &loop, w->lo[i], w->hi[i], inits, next, carried);
}

// Clips the window of the current output position (Window's lo, hi); with
// `indices`, also returns the ONNX index of its first position (-1 for an
// empty window) and writes the plane's to `base`.
static MlirValue clipAll(NnBuilder *b, const Pool *p, Window *w,
                         MlirValue *base) {
  if (p->indices)
    *base = mul(b, add(b, mul(b, w->at[0], p->channels), w->at[1]), p->plane);
  MlirValue first = *base, empty = {NULL};
  for (int i = 0; i < p->spatial; ++i) {
    clip(b, p, i, w);
    if (!p->indices)
      continue;
    first = add(b, first, mul(b, positionAt(b, p, w, i, w->lo[i]), p->step[i]));
    MlirValue none = nnbCmpi(b, 3, w->hi[i], w->lo[i]); // sle
    empty = i == 0 ? none : nnbOp2(b, "arith.ori", empty, none);
  }
  if (!p->indices)
    return first;
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  return nnbOp3(b, "arith.select", empty, nnbConstant(b, i64, -1),
                nnbConvert(b, "arith.index_cast", first, i64));
}

// args: the results' current values (unread). Loops: the output's
// dimensions.
static void poolBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  (void)args;
  const Pool *p = userData;
  Window w;
  w.at[0] = nnbLoopIndex(b, 0);
  w.at[p->channel] = nnbLoopIndex(b, p->channel);
  MlirValue base = {NULL};
  MlirValue start = clipAll(b, p, &w, &base);
  // The lowest value (-inf, an integer type's minimum) at the window's
  // first position. A float's key starts below every value's, so the
  // first element always replaces it.
  MlirType element = nnbElementType(p->input);
  MlirValue lowest = nnbConstant(b, element, -INFINITY);
  MlirValue carried[3] = {lowest};
  if (p->isFloat) {
    MlirType bits = bitsType(b->ctx, element);
    carried[0] = nnbConstant(b, bits, -INFINITY); // saturates
    carried[1] = nnbConvert(b, "arith.bitcast", lowest, bits);
  }
  int n = carriedCount(p);
  if (p->indices)
    carried[n - 1] = start;
  walk(b, p, &w, 0, base, carried);
  yields[0] = p->isFloat ? nnbConvert(b, "arith.bitcast", carried[1], element)
                         : carried[0];
  if (p->indices)
    yields[1] = carried[n - 1];
}

/* The window outside the innermost output loop. */

// Whether the maxima (no indices) can run with the window's loops outside
// the output's innermost loop: float elements, no dilation, and every
// window holding an input element (a begin pad below the kernel, the last
// window starting inside the input). Then a window position in the
// padding can read the nearest input position instead, which lies in the
// same window and so leaves its maximum as it is.
static bool windowsOutside(const Pool *p, MlirType result) {
  if (!p->isFloat || p->indices)
    return false;
  for (int i = 0; i < p->spatial; ++i) {
    int64_t out = mlirShapedTypeGetDimSize(result, p->first + i);
    if (p->dilations[i] != 1 || p->begin[i] >= p->kernel[i] ||
        (out - 1) * p->strides[i] - p->begin[i] > p->in[i] - 1)
      return false;
  }
  return true;
}

// The loop of output dimension d: the output's dims in order, the
// window's loops (k_1..k_s) before the last one.
static int64_t outputLoop(const Pool *p, int d) {
  return d < p->spatial + 1 ? d : 2 * p->spatial + 1;
}

// Reads the input at each output position's o*stride - begin + k,
// clamped into the input, and keeps the larger of it and the result so
// far. A later value replaces the maximum when it is greater, or when it is
// NaN and the maximum is not: the first NaN or the first of equal maxima
// (-0, +0) wins, as the walk above does.

static void windowsOutsideBody(NnBuilder *b, const MlirValue *args,
                               MlirValue *yields, void *userData) {
  const Pool *p = userData;
  int s = p->spatial;
  MlirValue at[2 + MAX_SPATIAL];
  at[0] = nnbLoopIndex(b, 0);
  at[p->channel] = nnbLoopIndex(b, outputLoop(p, p->channel));
  for (int i = 0; i < s; ++i) {
    MlirValue start = sub(
        b, mul(b, nnbLoopIndex(b, outputLoop(p, p->first + i)), p->strides[i]),
        p->begin[i]);
    MlirValue position = add(b, start, nnbLoopIndex(b, 1 + s + i));
    if (p->begin[i] > 0)
      position = nnbOp2(b, "arith.maxsi", position, nnbIndex(b, 0));
    position = nnbOp2(b, "arith.minsi", position, nnbIndex(b, p->in[i] - 1));
    at[p->first + i] = position;
  }
  MlirValue v = nnbExtract(b, p->input, 2 + s, at), best = args[1];
  // One statement per op: C leaves the order of a call's arguments open,
  // and the IR's order should not depend on the compiler.
  MlirValue greater = nnbCmpf(b, 2, v, best);         // ogt
  MlirValue vIsNan = nnbCmpf(b, 14, v, v);            // uno
  MlirValue bestIsNumber = nnbCmpf(b, 7, best, best); // ord
  MlirValue firstNan = nnbOp2(b, "arith.andi", vIsNan, bestIsNumber);
  MlirValue take = nnbOp2(b, "arith.ori", greater, firstNan);
  yields[0] = nnbOp3(b, "arith.select", take, v, best);
}

// The output's innermost loop (channels, or NCHW's columns, read at a
// stride) innermost, where LLVM vectorizes it: each window position
// updates a row of the output. In the window-inside form below, pooling
// walked one output element's window at a time with scalar code (1 ms for
// ResNet-18's 112x112x64 pool in either layout; now 0.12 ms NHWC, 0.2 ms
// NCHW).
static void buildWindowsOutside(NnLowering *l, const Pool *p) {
  NnBuilder *b = &l->b;
  int s = p->spatial, loops = 2 * s + 2;
  MlirType result = nnLoweringGetResultType(l, 0);
  MlirValue init = nnbFilled(b, result, -INFINITY);
  // The window's loops index no operand but an empty tensor of the
  // window's shape, as linalg's pooling ops do: a loop's size must come
  // from an operand.
  MlirType element = mlirShapedTypeGetElementType(result);
  MlirValue window =
      nnbEmpty(b, mlirRankedTensorTypeGet(s, p->kernel, element,
                                          mlirAttributeGetNull()));
  int64_t windowDims[MAX_SPATIAL], resultDims[2 + MAX_SPATIAL];
  bool reduction[2 * MAX_SPATIAL + 2] = {false};
  resultDims[0] = 0;
  for (int i = 0; i < s; ++i) {
    resultDims[1 + i] = 1 + i;
    windowDims[i] = 1 + s + i;
    reduction[1 + s + i] = true;
  }
  resultDims[s + 1] = loops - 1;
  MlirAffineMap maps[] = {
      nnbSelectMap(b->ctx, loops, s, windowDims),
      nnbSelectMap(b->ctx, loops, s + 2, resultDims),
  };
  NnGeneric pool = {1,        &window, 1,         &init,
                    maps,     loops,   reduction, windowsOutsideBody,
                    (void *)p};
  l->results[0] = nnbGeneric(b, &pool, 0);
}

// The generic writing `numResults` results (the maxima, then the indices)
// into l's results.
static void buildPool(NnLowering *l, const Pool *p, int numResults) {
  NnBuilder *b = &l->b;
  int loops = 2 + p->spatial;
  MlirValue outs[2];
  MlirAffineMap maps[2];
  for (int r = 0; r < numResults; ++r) {
    outs[r] = nnbEmpty(b, nnLoweringGetResultType(l, r));
    maps[r] = nnbIdentityMap(b->ctx, loops);
  }
  NnGeneric pool = {0,     NULL, numResults, outs,     maps,
                    loops, NULL, poolBody,   (void *)p};
  MlirValue values = nnbGeneric(b, &pool, 0);
  l->results[0] = values;
  // Out of memory, nnbGeneric returns the placeholder outs[0].
  for (int r = 1; r < numResults; ++r)
    l->results[r] =
        mlirValueEqual(values, outs[0])
            ? outs[r]
            : mlirOperationGetResult(mlirOpResultGetOwner(values), r);
}

MlirLogicalResult nnLowerMaxPool(NnLowering *l) {
  MlirType element = nnbElementType(nnLoweringGetOperand(l, 0));
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(l, element, true)))
    return mlirLogicalResultFailure();
  bool channelsLast = nnLoweringAttrIs(l, "layout", "NHWC") ||
                      nnLoweringAttrIs(l, "layout", "NDHWC");
  Pool p = readPool(l, channelsLast);
  // A dynamic batch or channel count lowers; dynamic spatial dims do not yet.
  if (mlirLogicalResultIsFailure(nnLoweringRequireStaticDims(
          l, 0, p.first, p.spatial, "spatial dims")))
    return mlirLogicalResultFailure();
  if (l->poolWindowOutside && windowsOutside(&p, nnLoweringGetResultType(l, 0)))
    buildWindowsOutside(l, &p);
  else
    buildPool(l, &p, 1);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLowerMaxPoolWithIndices(NnLowering *l) {
  Pool p = readPool(l, false);
  // The indices count over (c, spatial...) of each image: a dynamic batch
  // lowers, dynamic channels or spatial dims do not yet.
  if (mlirLogicalResultIsFailure(nnLoweringRequireStaticDims(
          l, 0, 1, p.spatial + 1, "spatial dims and channels")))
    return mlirLogicalResultFailure();
  p.indices = true;
  p.channels = mlirShapedTypeGetDimSize(mlirValueGetType(p.input), 1);
  bool columnMajor = nnLoweringGetInt(l, "storage_order") == 1;
  int s = p.spatial;
  p.plane = 1;
  for (int i = 0; i < s; ++i)
    p.plane *= p.in[i];
  int64_t stride = 1;
  for (int i = 0; i < s; ++i) {
    int j = columnMajor ? i : s - 1 - i;
    p.step[j] = stride;
    stride *= p.in[j];
  }
  buildPool(l, &p, 2);
  return mlirLogicalResultSuccess();
}
