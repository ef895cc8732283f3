//===- LowerPoolIndices.c - nn.max_pool_with_indices to linalg ------------===//
//
// One reduction linalg.generic over (n, c, out..., kernel...), as the max
// pools' named ops, carrying the maximum and its row-major position in the
// (n, c) plane. It reads the input itself (tensor.extract at the window
// position, clamped, with positions outside the input ruled out) instead
// of a padded copy: a padded element has no position to report. The order
// it keeps is explicit, so the result does not depend on the order the
// reduction runs in: NaN above every number, then the value, then the
// smaller position. A second, elementwise generic turns each plane
// position into ONNX's index over the whole tensor, in the storage order.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>

enum { MAX_SPATIAL = 3 };

typedef struct {
  MlirValue input;
  int spatial;
  int64_t kernel[MAX_SPATIAL], strides[MAX_SPATIAL], dilations[MAX_SPATIAL];
  int64_t begin[MAX_SPATIAL], in[MAX_SPATIAL];
  int64_t channels;
  bool columnMajor;
} Pool;

static void readArray(NnLowering *l, const char *name, int64_t fallback,
                      int64_t count, int64_t *values) {
  for (int64_t i = 0; i < count; ++i)
    values[i] = fallback;
  nnLoweringGetIntArray(l, name, values, count);
}

static MlirType i64(NnBuilder *b) { return mlirIntegerTypeGet(b->ctx, 64); }

// True when (v, p) comes before (best, bestAt): NaN first, then the larger
// value, then the smaller position; anything before nothing (bestAt -1).
static MlirValue precedes(NnBuilder *b, MlirValue v, MlirValue p,
                          MlirValue best, MlirValue bestAt) {
  MlirValue none = nnbCmpi(b, 0, bestAt, nnbConstant(b, i64(b), -1));
  MlirValue earlier = nnbCmpi(b, 2, p, bestAt);
  MlirValue above, tie;
  if (nnbIsFloat(mlirValueGetType(v))) {
    // cmpf: oeq 1, ogt 2, uno 14.
    MlirValue vNaN = nnbCmpf(b, 14, v, v), bestNaN = nnbCmpf(b, 14, best, best);
    MlirValue one = nnbConstant(b, mlirIntegerTypeGet(b->ctx, 1), 1);
    MlirValue onlyV =
        nnbOp2(b, "arith.andi", vNaN, nnbOp2(b, "arith.xori", bestNaN, one));
    above = nnbOp2(b, "arith.ori", nnbCmpf(b, 2, v, best), onlyV);
    tie = nnbOp2(b, "arith.ori", nnbCmpf(b, 1, v, best),
                 nnbOp2(b, "arith.andi", vNaN, bestNaN));
  } else {
    above = nnbCmpi(b, 4, v, best); // sgt (ugt unsigned)
    tie = nnbCmpi(b, 0, v, best);
  }
  MlirValue before =
      nnbOp2(b, "arith.ori", above, nnbOp2(b, "arith.andi", tie, earlier));
  return nnbOp2(b, "arith.ori", none, before);
}

// args: window (unread), best value, best position. Loops (n, c, out...,
// kernel...).
static void maxBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                    void *userData) {
  const Pool *p = userData;
  int s = p->spatial;
  MlirValue inside = {NULL}, at[2 + MAX_SPATIAL], flat = nnbIndex(b, 0);
  at[0] = nnbLoopIndex(b, 0);
  at[1] = nnbLoopIndex(b, 1);
  for (int i = 0; i < s; ++i) {
    // o * stride + k * dilation - begin, in [0, in) or ruled out.
    MlirValue pos = nnbOp2(b, "arith.addi",
                           nnbOp2(b, "arith.muli", nnbLoopIndex(b, 2 + i),
                                  nnbIndex(b, p->strides[i])),
                           nnbOp2(b, "arith.muli", nnbLoopIndex(b, 2 + s + i),
                                  nnbIndex(b, p->dilations[i])));
    pos = nnbOp2(b, "arith.subi", pos, nnbIndex(b, p->begin[i]));
    MlirValue ok = nnbOp2(b, "arith.andi", nnbCmpi(b, 5, pos, nnbIndex(b, 0)),
                          nnbCmpi(b, 2, pos, nnbIndex(b, p->in[i])));
    inside = i == 0 ? ok : nnbOp2(b, "arith.andi", inside, ok);
    at[2 + i] = pos;
  }
  for (int i = 0; i < s; ++i) {
    at[2 + i] = nnbOp3(b, "arith.select", inside, at[2 + i], nnbIndex(b, 0));
    flat =
        nnbOp2(b, "arith.addi",
               nnbOp2(b, "arith.muli", flat, nnbIndex(b, p->in[i])), at[2 + i]);
  }
  MlirValue v = nnbExtract(b, p->input, 2 + s, at);
  MlirValue position = nnbConvert(b, "arith.index_cast", flat, i64(b));
  MlirValue take = nnbOp2(b, "arith.andi", inside,
                          precedes(b, v, position, args[1], args[2]));
  yields[0] = nnbOp3(b, "arith.select", take, v, args[1]);
  yields[1] = nnbOp3(b, "arith.select", take, position, args[2]);
}

// args: plane position; index out. Loops (n, c, out...).
static void indexBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                      void *userData) {
  const Pool *p = userData;
  int s = p->spatial;
  MlirValue at = args[0];
  int64_t plane = 1;
  for (int i = 0; i < s; ++i)
    plane *= p->in[i];
  MlirValue index = at;
  if (p->columnMajor) {
    // The coordinates of the row-major position, re-flattened in reverse.
    MlirValue rest = at, coords[MAX_SPATIAL] = {{NULL}};
    for (int i = s - 1; i >= 0; --i) {
      MlirValue size = nnbConstant(b, i64(b), (double)p->in[i]);
      coords[i] = nnbOp2(b, "arith.remsi", rest, size);
      rest = nnbOp2(b, "arith.divsi", rest, size);
    }
    index = coords[s - 1];
    for (int i = s - 2; i >= 0; --i)
      index = nnbOp2(b, "arith.addi",
                     nnbOp2(b, "arith.muli", index,
                            nnbConstant(b, i64(b), (double)p->in[i])),
                     coords[i]);
  }
  MlirValue n = nnbConvert(b, "arith.index_cast", nnbLoopIndex(b, 0), i64(b));
  MlirValue c = nnbConvert(b, "arith.index_cast", nnbLoopIndex(b, 1), i64(b));
  MlirValue nc = nnbOp2(
      b, "arith.addi",
      nnbOp2(b, "arith.muli", n, nnbConstant(b, i64(b), (double)p->channels)),
      c);
  MlirValue offset =
      nnbOp2(b, "arith.muli", nc, nnbConstant(b, i64(b), (double)plane));
  MlirValue none = nnbConstant(b, i64(b), -1);
  yields[0] = nnbOp3(b, "arith.select", nnbCmpi(b, 0, at, none), none,
                     nnbOp2(b, "arith.addi", offset, index));
}

MlirLogicalResult nnLowerMaxPoolWithIndices(NnLowering *l) {
  NnBuilder *b = &l->b;
  Pool p = {.input = nnLoweringGetOperand(l, 0)};
  MlirType inputType = mlirValueGetType(p.input);
  MlirType element = nnbElementType(p.input);
  p.spatial = (int)mlirShapedTypeGetRank(inputType) - 2;
  p.channels = mlirShapedTypeGetDimSize(inputType, 1);
  p.columnMajor = nnLoweringGetInt(l, "storage_order") == 1;
  int s = p.spatial;
  int64_t padding[2 * MAX_SPATIAL];
  readArray(l, "kernel", 1, s, p.kernel);
  readArray(l, "strides", 1, s, p.strides);
  readArray(l, "dilations", 1, s, p.dilations);
  readArray(l, "padding", 0, 2 * s, padding);
  for (int i = 0; i < s; ++i) {
    p.begin[i] = padding[i];
    p.in[i] = mlirShapedTypeGetDimSize(inputType, 2 + i);
  }
  MlirType valuesType = nnLoweringGetResultType(l, 0);
  MlirType indicesType = nnLoweringGetResultType(l, 1);
  int numLoops = 2 + 2 * s;
  MlirAffineMap out = nnbIdentityMap(b->ctx, 2 + s);
  int64_t outDims[2 + MAX_SPATIAL], kernelDims[MAX_SPATIAL];
  bool reduction[2 + 2 * MAX_SPATIAL] = {false};
  for (int i = 0; i < 2 + s; ++i)
    outDims[i] = i;
  for (int i = 0; i < s; ++i) {
    kernelDims[i] = 2 + s + i;
    reduction[2 + s + i] = true;
  }
  out = nnbSelectMap(b->ctx, numLoops, 2 + s, outDims);
  MlirAffineMap maps[] = {nnbSelectMap(b->ctx, numLoops, s, kernelDims), out,
                          out};
  MlirValue window = nnbEmpty(
      b, mlirRankedTensorTypeGet(s, p.kernel, element, mlirAttributeGetNull()));
  MlirValue inits[] = {nnbFilled(b, valuesType, -INFINITY),
                       nnbFilled(b, indicesType, -1)};
  NnGeneric pool = {1,        &window,   2,       inits, maps,
                    numLoops, reduction, maxBody, &p};
  MlirValue values = nnbGeneric(b, &pool, 0);
  MlirOperation generic = mlirOpResultGetOwner(values);
  MlirValue positions = mlirOperationIsNull(generic)
                            ? inits[1]
                            : mlirOperationGetResult(generic, 1);
  l->results[0] = values;
  l->results[1] = nnbElementwise(b, indicesType, 1, &positions, indexBody, &p);
  return mlirLogicalResultSuccess();
}
