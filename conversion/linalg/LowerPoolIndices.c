//===- LowerPoolIndices.c - nn.max_pool_with_indices to linalg ------------===//
//
// One linalg.generic, parallel over the outputs (n, c, out...), writes both
// results. Its body walks the window in scf.for loops, one per spatial
// dimension, carrying the maximum and its ONNX index in registers; the
// bounds of each loop are the window clipped to the input, worked out once
// per output, so the loop reads the input (tensor.extract) with no test,
// clamp or padded copy (a padded element would have no position to
// report). The ONNX index, (n * C + c) * plane plus the position in the
// plane in the storage order, is built as the loops go.
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
// An earlier form was a reduction generic over (n, c, out..., kernel...)
// with a -1 "nothing yet" position, the inside test and the full order
// (float compares and NaN tests) in every step, then a second generic
// mapping plane positions to ONNX indices: after bufferization the carried
// pair went through memory at every window element and the index took a
// second pass (2.6x PyTorch on a ResNet stem's pool, now 0.56x;
// docs/benchmarks.md).
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/AxisLoops.h"
#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>

enum { MAX_SPATIAL = 3 };

typedef struct {
  MlirValue input;
  int spatial;
  int64_t kernel[MAX_SPATIAL], strides[MAX_SPATIAL], dilations[MAX_SPATIAL];
  int64_t begin[MAX_SPATIAL], in[MAX_SPATIAL];
  // What a step along spatial dimension i adds to the index in the storage
  // order: the row-major or the column-major stride of the plane.
  int64_t step[MAX_SPATIAL];
  int64_t channels, plane;
  bool isFloat;
} Pool;

// Per output position: where the window starts (o * stride - begin, maybe
// negative) and the kernel positions [lo, hi) inside the input.
typedef struct {
  MlirValue at[2 + MAX_SPATIAL]; // n, c, then the input position per loop
  MlirValue start[MAX_SPATIAL], lo[MAX_SPATIAL], hi[MAX_SPATIAL];
} Window;

static void readArray(NnLowering *l, const char *name, int64_t fallback,
                      int64_t count, int64_t *values) {
  for (int64_t i = 0; i < count; ++i)
    values[i] = fallback;
  nnLoweringGetIntArray(l, name, values, count);
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
      sub(b, mul(b, nnbLoopIndex(b, 2 + i), p->strides[i]), p->begin[i]);
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

// The loop over spatial dimension i inside those before it; `index` is the
// ONNX index of the window row so far (positions before i added). carried:
// for floats the best key, the best value's bits and its index (i64); for
// integers the best value and its index. Writes the loop's results.
static void walk(NnBuilder *b, const Pool *p, Window *w, int i, MlirValue index,
                 MlirValue *carried) {
  int n = p->isFloat ? 3 : 2;
  NnForLoop loop;
  nnbBeginFor(b, &loop, n, carried);
  NnBuilder *in = &loop.body;
  w->at[2 + i] = positionAt(in, p, w, i, loop.iv);
  MlirValue here = add(in, index, mul(in, w->at[2 + i], p->step[i]));
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
    candidate[n - 1] = nnbConvert(in, "arith.index_cast", here,
                                  mlirIntegerTypeGet(in->ctx, 64));
    // sgt (ugt for unsigned integers).
    MlirValue take = nnbCmpi(in, 4, candidate[0], loop.iters[0]);
    for (int j = 0; j < n; ++j)
      next[j] = nnbOp3(in, "arith.select", take, candidate[j], loop.iters[j]);
  }
  MlirValue inits[3] = {carried[0], carried[1], carried[2]};
  nnbEndForBetween(b, &loop, w->lo[i], w->hi[i], inits, next, carried);
}

// args: the results' current values (unread). Loops (n, c, out...).
static void poolBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  (void)args;
  const Pool *p = userData;
  int s = p->spatial;
  Window w;
  w.at[0] = nnbLoopIndex(b, 0);
  w.at[1] = nnbLoopIndex(b, 1);
  MlirValue base =
      mul(b, add(b, mul(b, w.at[0], p->channels), w.at[1]), p->plane);
  MlirValue first = base, empty = {NULL};
  for (int i = 0; i < s; ++i) {
    clip(b, p, i, &w);
    first = add(b, first, mul(b, positionAt(b, p, &w, i, w.lo[i]), p->step[i]));
    MlirValue none = nnbCmpi(b, 3, w.hi[i], w.lo[i]); // sle
    empty = i == 0 ? none : nnbOp2(b, "arith.ori", empty, none);
  }
  // The lowest value (-inf, an integer type's minimum) at the window's
  // first position, or index -1 for an empty window. A float's key starts
  // below every value's, so the first element always replaces it.
  MlirType element = nnbElementType(p->input);
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  MlirValue lowest = nnbConstant(b, element, -INFINITY);
  MlirValue start = nnbOp3(b, "arith.select", empty, nnbConstant(b, i64, -1),
                           nnbConvert(b, "arith.index_cast", first, i64));
  MlirValue carried[3] = {lowest, start};
  if (p->isFloat) {
    MlirType bits = bitsType(b->ctx, element);
    carried[0] = nnbConstant(b, bits, -INFINITY); // saturates
    carried[1] = nnbConvert(b, "arith.bitcast", lowest, bits);
    carried[2] = start;
  }
  walk(b, p, &w, 0, base, carried);
  yields[0] = p->isFloat ? nnbConvert(b, "arith.bitcast", carried[1], element)
                         : carried[0];
  yields[1] = carried[p->isFloat ? 2 : 1];
}

MlirLogicalResult nnLowerMaxPoolWithIndices(NnLowering *l) {
  NnBuilder *b = &l->b;
  Pool p = {.input = nnLoweringGetOperand(l, 0)};
  MlirType inputType = mlirValueGetType(p.input);
  p.spatial = (int)mlirShapedTypeGetRank(inputType) - 2;
  p.channels = mlirShapedTypeGetDimSize(inputType, 1);
  p.isFloat = nnbIsFloat(nnbElementType(p.input));
  bool columnMajor = nnLoweringGetInt(l, "storage_order") == 1;
  int s = p.spatial;
  int64_t padding[2 * MAX_SPATIAL];
  readArray(l, "kernel", 1, s, p.kernel);
  readArray(l, "strides", 1, s, p.strides);
  readArray(l, "dilations", 1, s, p.dilations);
  readArray(l, "padding", 0, 2 * s, padding);
  p.plane = 1;
  for (int i = 0; i < s; ++i) {
    p.begin[i] = padding[i];
    p.in[i] = mlirShapedTypeGetDimSize(inputType, 2 + i);
    p.plane *= p.in[i];
  }
  int64_t stride = 1;
  for (int i = 0; i < s; ++i) {
    int j = columnMajor ? i : s - 1 - i;
    p.step[j] = stride;
    stride *= p.in[j];
  }
  MlirValue outs[] = {nnbEmpty(b, nnLoweringGetResultType(l, 0)),
                      nnbEmpty(b, nnLoweringGetResultType(l, 1))};
  MlirAffineMap maps[] = {nnbIdentityMap(b->ctx, 2 + s),
                          nnbIdentityMap(b->ctx, 2 + s)};
  NnGeneric pool = {0, NULL, 2, outs, maps, 2 + s, NULL, poolBody, &p};
  MlirValue values = nnbGeneric(b, &pool, 0);
  l->results[0] = values;
  // Out of memory, nnbGeneric returns the placeholder outs[0].
  l->results[1] = mlirValueEqual(values, outs[0])
                      ? outs[1]
                      : mlirOperationGetResult(mlirOpResultGetOwner(values), 1);
  return mlirLogicalResultSuccess();
}
