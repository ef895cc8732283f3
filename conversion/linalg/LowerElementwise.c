//===- LowerElementwise.c - Unary, binary and per-channel ops to linalg ---===//
//
// Every op here becomes one linalg.generic with parallel iterators whose body
// is the op's scalar formula. Operands of broadcasting ops are read through
// NumPy broadcasting maps (a size-1 dimension facing a larger one reads index
// 0); per-channel operands (bias_add, prelu, batch_norm) are read through
// the map of their axis.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/Lowering.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <string.h>

static bool is(const char *name, const char *what) {
  return strcmp(name, what) == 0;
}

/* Unary. */

typedef struct {
  const char *name;
  double alpha, beta; // leaky_relu/elu alpha; clip min/max; scale scale/bias
  bool tanhGelu;
} Unary;

static MlirValue cst(NnBuilder *b, MlirValue like, double value) {
  return nnbConstant(b, mlirValueGetType(like), value);
}

// relu6(x + 3) / 6
static MlirValue hardSigmoid(NnBuilder *b, MlirValue x) {
  MlirValue t = nnbOp2(b, "arith.addf", x, cst(b, x, 3));
  t = nnbOp2(b, "arith.maximumf", t, cst(b, x, 0));
  t = nnbOp2(b, "arith.minimumf", t, cst(b, x, 6));
  return nnbOp2(b, "arith.divf", t, cst(b, x, 6));
}

static MlirValue sigmoid(NnBuilder *b, MlirValue x) {
  MlirValue e = nnbOp1(b, "math.exp", nnbOp1(b, "arith.negf", x));
  MlirValue one = cst(b, x, 1);
  return nnbOp2(b, "arith.divf", one, nnbOp2(b, "arith.addf", one, e));
}

static void unaryBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                      void *userData) {
  const Unary *u = userData;
  MlirValue x = args[0], r = {NULL};
  bool isFloat = nnbIsFloat(mlirValueGetType(x));
  static const struct {
    const char *name, *op;
  } direct[] = {
      {"exp", "math.exp"},   {"tanh", "math.tanh"},   {"log", "math.log"},
      {"sqrt", "math.sqrt"}, {"rsqrt", "math.rsqrt"}, {"erf", "math.erf"},
      {"sin", "math.sin"},   {"cos", "math.cos"},     {"floor", "math.floor"},
      {"ceil", "math.ceil"},
  };
  for (size_t i = 0; i < sizeof(direct) / sizeof(direct[0]); ++i)
    if (is(u->name, direct[i].name))
      r = nnbOp1(b, direct[i].op, x);
  if (!mlirValueIsNull(r)) {
  } else if (is(u->name, "relu")) {
    r = nnbArith(b, "max", x, cst(b, x, 0));
  } else if (is(u->name, "neg")) {
    r = isFloat ? nnbOp1(b, "arith.negf", x)
                : nnbOp2(b, "arith.subi", cst(b, x, 0), x);
  } else if (is(u->name, "abs")) {
    r = nnbOp1(b, isFloat ? "math.absf" : "math.absi", x);
  } else if (is(u->name, "reciprocal")) {
    r = nnbOp2(b, "arith.divf", cst(b, x, 1), x);
  } else if (is(u->name, "sigmoid")) {
    r = sigmoid(b, x);
  } else if (is(u->name, "silu")) {
    r = nnbOp2(b, "arith.mulf", x, sigmoid(b, x));
  } else if (is(u->name, "gelu") && u->tanhGelu) {
    // 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3)))
    MlirValue x3 = nnbOp2(b, "arith.mulf", nnbOp2(b, "arith.mulf", x, x), x);
    MlirValue cx3 = nnbOp2(b, "arith.mulf", cst(b, x, 0.044715), x3);
    MlirValue inner = nnbOp2(b, "arith.addf", x, cx3);
    inner = nnbOp2(b, "arith.mulf",
                   cst(b, x, 0.7978845608028654 /* sqrt(2/pi) */), inner);
    MlirValue th = nnbOp1(b, "math.tanh", inner);
    MlirValue t = nnbOp2(b, "arith.addf", cst(b, x, 1), th);
    r = nnbOp2(b, "arith.mulf", nnbOp2(b, "arith.mulf", cst(b, x, 0.5), x), t);
  } else if (is(u->name, "gelu")) {
    // 0.5 * x * (1 + erf(x / sqrt(2)))
    MlirValue e = nnbOp1(b, "math.erf",
                         nnbOp2(b, "arith.mulf", x,
                                cst(b, x, 0.7071067811865476 /* 1/sqrt(2) */)));
    MlirValue t = nnbOp2(b, "arith.addf", cst(b, x, 1), e);
    r = nnbOp2(b, "arith.mulf", nnbOp2(b, "arith.mulf", cst(b, x, 0.5), x), t);
  } else if (is(u->name, "softplus")) {
    // max(x, 0) + log1p(exp(-|x|)): no overflow for large x.
    MlirValue e = nnbOp1(b, "math.exp",
                         nnbOp1(b, "arith.negf", nnbOp1(b, "math.absf", x)));
    MlirValue pos = nnbOp2(b, "arith.maximumf", x, cst(b, x, 0));
    r = nnbOp2(b, "arith.addf", pos, nnbOp1(b, "math.log1p", e));
  } else if (is(u->name, "hardsigmoid")) {
    r = hardSigmoid(b, x);
  } else if (is(u->name, "hardswish")) {
    r = nnbOp2(b, "arith.mulf", x, hardSigmoid(b, x));
  } else if (is(u->name, "leaky_relu")) {
    MlirValue neg = nnbOp2(b, "arith.mulf", cst(b, x, u->alpha), x);
    r = nnbOp3(b, "arith.select", nnbCmpf(b, 3 /*oge*/, x, cst(b, x, 0)), x,
               neg);
  } else if (is(u->name, "elu")) {
    MlirValue em1 = nnbOp1(b, "math.expm1", x);
    MlirValue neg = nnbOp2(b, "arith.mulf", cst(b, x, u->alpha), em1);
    r = nnbOp3(b, "arith.select", nnbCmpf(b, 2 /*ogt*/, x, cst(b, x, 0)), x,
               neg);
  } else if (is(u->name, "clip")) {
    r = x;
    if (!isinf(u->alpha))
      r = nnbArith(b, "max", r, cst(b, x, u->alpha));
    if (!isinf(u->beta))
      r = nnbArith(b, "min", r, cst(b, x, u->beta));
  } else if (is(u->name, "scale")) {
    MlirValue scaled = nnbArith(b, "mul", x, cst(b, x, u->alpha));
    r = nnbArith(b, "add", scaled, cst(b, x, u->beta));
  } else if (is(u->name, "not")) {
    r = nnbOp2(b, "arith.xori", x, cst(b, x, 1));
  }
  yields[0] = r;
}

MlirLogicalResult nnLowerUnary(NnLowering *l) {
  Unary u = {l->name, 0, 0, false};
  MlirType element = nnbElementType(nnLowerOperand(l, 0));
  bool ints = is(l->name, "relu") || is(l->name, "neg") || is(l->name, "abs") ||
              is(l->name, "clip") || is(l->name, "scale");
  if (is(l->name, "not")) {
    if (!nnbIsBool(element))
      return nnLowerFail(l, "nn.not takes i1");
  } else if (mlirLogicalResultIsFailure(
                 nnLowerRequireNumeric(l, element, ints))) {
    return mlirLogicalResultFailure();
  }
  if (is(l->name, "leaky_relu") || is(l->name, "elu"))
    u.alpha = nnLowerFloat(l, "alpha");
  if (is(l->name, "clip"))
    u.alpha = nnLowerFloat(l, "min"), u.beta = nnLowerFloat(l, "max");
  if (is(l->name, "scale"))
    u.alpha = nnLowerFloat(l, "scale"), u.beta = nnLowerFloat(l, "bias");
  u.tanhGelu = is(l->name, "gelu") && nnLowerAttrIs(l, "approximate", "tanh");
  MlirValue input = nnLowerOperand(l, 0);
  l->results[0] =
      nnbElementwise(&l->b, nnLowerResultType(l, 0), 1, &input, unaryBody, &u);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLowerForward(NnLowering *l) {
  l->results[0] = nnLowerOperand(l, 0);
  return mlirLogicalResultSuccess();
}

/* nn.cast. */

static void castBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                     void *userData) {
  MlirType to = *(const MlirType *)userData;
  MlirValue x = args[0];
  MlirType from = mlirValueGetType(x);
  if (mlirTypeEqual(from, to)) {
    yields[0] = x;
  } else if (nnbIsBool(to)) {
    // Zero is false, anything else true.
    yields[0] = nnbIsFloat(from)
                    ? nnbCmpf(b, 13 /*une*/, x, nnbConstant(b, from, 0))
                    : nnbCmpi(b, 1 /*ne*/, x, nnbConstant(b, from, 0));
  } else if (nnbIsFloat(from) && nnbIsFloat(to)) {
    unsigned fw = mlirFloatTypeGetWidth(from), tw = mlirFloatTypeGetWidth(to);
    if (fw == tw) // f16 <-> bf16: through f32
      x = nnbConvert(b, "arith.extf", x, mlirF32TypeGet(b->ctx)), fw = 32;
    yields[0] = nnbConvert(b, fw < tw ? "arith.extf" : "arith.truncf", x, to);
  } else if (nnbIsFloat(from)) {
    yields[0] = nnbConvert(b, "arith.fptosi", x, to);
  } else if (nnbIsFloat(to)) {
    yields[0] =
        nnbConvert(b, nnbIsBool(from) ? "arith.uitofp" : "arith.sitofp", x, to);
  } else {
    unsigned fw = mlirIntegerTypeGetWidth(from),
             tw = mlirIntegerTypeGetWidth(to);
    yields[0] = nnbConvert(
        b, fw < tw ? (fw == 1 ? "arith.extui" : "arith.extsi") : "arith.trunci",
        x, to);
  }
}

MlirLogicalResult nnLowerCast(NnLowering *l) {
  MlirType result = nnLowerResultType(l, 0);
  MlirType to = mlirShapedTypeGetElementType(result);
  MlirValue input = nnLowerOperand(l, 0);
  l->results[0] = nnbElementwise(&l->b, result, 1, &input, castBody, &to);
  return mlirLogicalResultSuccess();
}

/* Binary and ternary. */

static void binaryBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                       void *userData) {
  const char *name = userData;
  MlirValue x = args[0], y = args[1];
  bool isFloat = nnbIsFloat(mlirValueGetType(x));
  static const struct {
    const char *name;
    int64_t fpred, ipred;
  } compares[] = {
      {"equal", 1, 0},      {"not_equal", 13, 1}, {"less", 4, 2},
      {"less_equal", 5, 3}, {"greater", 2, 4},    {"greater_equal", 3, 5},
  };
  for (size_t i = 0; i < sizeof(compares) / sizeof(compares[0]); ++i)
    if (is(name, compares[i].name)) {
      yields[0] = isFloat ? nnbCmpf(b, compares[i].fpred, x, y)
                          : nnbCmpi(b, compares[i].ipred, x, y);
      return;
    }
  if (is(name, "maximum"))
    yields[0] = nnbArith(b, "max", x, y);
  else if (is(name, "minimum"))
    yields[0] = nnbArith(b, "min", x, y);
  else if (is(name, "pow"))
    yields[0] = nnbOp2(b, isFloat ? "math.powf" : "math.ipowi", x, y);
  else if (is(name, "and"))
    yields[0] = nnbOp2(b, "arith.andi", x, y);
  else if (is(name, "or"))
    yields[0] = nnbOp2(b, "arith.ori", x, y);
  else // add, sub, mul, div
    yields[0] = nnbArith(b, name, x, y);
}

MlirLogicalResult nnLowerBinary(NnLowering *l) {
  MlirType element = nnbElementType(nnLowerOperand(l, 0));
  if (is(l->name, "and") || is(l->name, "or")) {
    if (!nnbIsBool(element))
      return nnLowerFail(l, "logical ops take i1");
  } else if (mlirLogicalResultIsFailure(
                 nnLowerRequireNumeric(l, element, true))) {
    return mlirLogicalResultFailure();
  }
  MlirValue inputs[] = {nnLowerOperand(l, 0), nnLowerOperand(l, 1)};
  l->results[0] = nnbElementwise(&l->b, nnLowerResultType(l, 0), 2, inputs,
                                 binaryBody, (void *)l->name);
  return mlirLogicalResultSuccess();
}

static void selectBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                       void *userData) {
  yields[0] = nnbOp3(b, "arith.select", args[0], args[1], args[2]);
}

MlirLogicalResult nnLowerWhere(NnLowering *l) {
  MlirValue inputs[] = {nnLowerOperand(l, 0), nnLowerOperand(l, 1),
                        nnLowerOperand(l, 2)};
  l->results[0] = nnbElementwise(&l->b, nnLowerResultType(l, 0), 3, inputs,
                                 selectBody, NULL);
  return mlirLogicalResultSuccess();
}

/* Per-channel ops: the input with 1-D operands along one axis. */

// A linalg.generic over the input's shape reading `numChannel` 1-D operands
// at the index of `axis` (or at 0 where an operand has size 1).
static MlirValue perChannel(NnLowering *l, int64_t axis, intptr_t numChannel,
                            NnBodyFn body, void *userData) {
  MlirType type = nnLowerResultType(l, 0);
  intptr_t rank = mlirShapedTypeGetRank(type);
  intptr_t n = 1 + numChannel;
  MlirValue inputs[n + 1];
  MlirAffineMap maps[n + 2];
  inputs[0] = nnLowerOperand(l, 0);
  maps[0] = nnbIdentityMap(l->b.ctx, rank);
  for (intptr_t i = 1; i < n; ++i) {
    inputs[i] = nnLowerOperand(l, i);
    int64_t dim =
        mlirShapedTypeGetDimSize(mlirValueGetType(inputs[i]), 0) == 1 &&
                mlirShapedTypeGetDimSize(type, axis) != 1
            ? -1
            : axis;
    maps[i] = nnbSelectMap(l->b.ctx, rank, 1, &dim);
  }
  maps[n] = nnbIdentityMap(l->b.ctx, rank);
  MlirValue init = nnbEmpty(&l->b, type);
  NnGeneric g = {n, inputs, 1, &init, maps, rank, NULL, body, userData};
  return mlirOperationGetResult(nnbGeneric(&l->b, &g), 0);
}

static int64_t axisOf(NnLowering *l, const char *attr) {
  int64_t axis = nnLowerInt(l, attr);
  int64_t rank = mlirShapedTypeGetRank(nnLowerOperandType(l, 0));
  return axis < 0 ? axis + rank : axis;
}

static void addBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                    void *userData) {
  yields[0] = nnbArith(b, "add", args[0], args[1]);
}

MlirLogicalResult nnLowerBiasAdd(NnLowering *l) {
  if (mlirLogicalResultIsFailure(
          nnLowerRequireNumeric(l, nnbElementType(nnLowerOperand(l, 0)), true)))
    return mlirLogicalResultFailure();
  l->results[0] = perChannel(l, axisOf(l, "axis"), 1, addBody, NULL);
  return mlirLogicalResultSuccess();
}

static void preluBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                      void *userData) {
  MlirValue x = args[0];
  MlirValue neg = nnbOp2(b, "arith.mulf", args[1], x);
  yields[0] =
      nnbOp3(b, "arith.select", nnbCmpf(b, 3 /*oge*/, x, cst(b, x, 0)), x, neg);
}

MlirLogicalResult nnLowerPrelu(NnLowering *l) {
  l->results[0] = perChannel(l, 1, 1, preluBody, NULL);
  return mlirLogicalResultSuccess();
}

static void batchNormBody(NnBuilder *b, const MlirValue *args,
                          MlirValue *yields, void *userData) {
  double epsilon = *(const double *)userData;
  // scale * (x - mean) * rsqrt(var + epsilon) + bias
  MlirValue x = args[0], scale = args[1], bias = args[2], mean = args[3],
            var = args[4];
  MlirValue inv =
      nnbOp1(b, "math.rsqrt", nnbOp2(b, "arith.addf", var, cst(b, x, epsilon)));
  MlirValue t = nnbOp2(b, "arith.mulf", nnbOp2(b, "arith.subf", x, mean), inv);
  yields[0] = nnbOp2(b, "arith.addf", nnbOp2(b, "arith.mulf", scale, t), bias);
}

MlirLogicalResult nnLowerBatchNorm(NnLowering *l) {
  double epsilon = nnLowerFloat(l, "epsilon");
  l->results[0] = perChannel(l, axisOf(l, "axis"), 4, batchNormBody, &epsilon);
  return mlirLogicalResultSuccess();
}
