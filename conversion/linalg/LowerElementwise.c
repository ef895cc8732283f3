//===- LowerElementwise.c - Unary, binary and per-channel ops to linalg ---===//
//
// Every op here becomes one linalg.generic with parallel iterators whose body
// is the op's scalar formula: the one arith or math op its registry entry
// names (`scalar`), or a function below for formulas of several ops.
// Operands of broadcasting ops are read through NumPy broadcasting maps (a
// size-1 dimension facing a larger one reads index 0); per-channel operands
// (bias_add, prelu, batch_norm) are read through the map of their axis.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/FloatMod.h"
#include "conversion/linalg/Lowering.h"
#include "conversion/linalg/SinCos.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Formulas (NnOpDef's `scalar`). */

// The arith predicates by name, numbered as the arith dialect numbers them.
static int64_t predicateNumber(const char *name, bool isFloat) {
  static const char *const cmpf[] = {"false", "oeq", "ogt", "oge", "olt", "ole",
                                     "one",   "ord", "ueq", "ugt", "uge", "ult",
                                     "ule",   "une", "uno", "true"};
  static const char *const cmpi[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                     "sge", "ult", "ule", "ugt", "uge"};
  const char *const *names = isFloat ? cmpf : cmpi;
  size_t count =
      isFloat ? sizeof(cmpf) / sizeof(cmpf[0]) : sizeof(cmpi) / sizeof(cmpi[0]);
  for (size_t i = 0; i < count; ++i)
    if (strcmp(names[i], name) == 0)
      return (int64_t)i;
  return -1;
}

// Whether the formula of op `l` computes on floats: the first operand whose
// elements are not i1 decides (a where's condition is i1, its values are
// not); ops on i1 alone (logical ops) take the integer form.
static bool computesOnFloats(NnLowering *l) {
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(l->op); i < n; ++i) {
    MlirType element = nnbElementType(nnLoweringGetOperand(l, i));
    if (!nnbIsBool(element))
      return nnbIsFloat(element);
  }
  return false;
}

// The element of an op whose formula is one arith or math op.
static MlirValue singleOpFormula(NnLowering *l, const MlirValue *args) {
  const NnScalarDef *scalar = &l->def->scalar;
  bool isFloat = computesOnFloats(l);
  const char *op = isFloat ? scalar->floatOp : scalar->intOp;
  const char *predicate =
      isFloat ? scalar->floatPredicate : scalar->intPredicate;
  if (predicate) {
    int64_t number = predicateNumber(predicate, isFloat);
    return isFloat ? nnbCmpf(&l->b, number, args[0], args[1])
                   : nnbCmpi(&l->b, number, args[0], args[1]);
  }
  return nnLoweringScalarOp(l, op, mlirOperationGetNumOperands(l->op), args);
}

MlirLogicalResult nnLowerScalarFormula(NnLowering *l) {
  const NnScalarDef *scalar = &l->def->scalar;
  NnScalarFn formula = scalar->build;
  if (!formula) {
    bool isFloat = computesOnFloats(l);
    const char *op = isFloat ? scalar->floatOp : scalar->intOp;
    const char *predicate =
        isFloat ? scalar->floatPredicate : scalar->intPredicate;
    if (!op)
      return nnLoweringFail(l, "its formula has no %s form",
                            isFloat ? "float" : "integer");
    if (predicate && predicateNumber(predicate, isFloat) < 0)
      return nnLoweringFail(l, "'%s' is not an %s predicate", predicate, op);
    formula = singleOpFormula;
  }
  intptr_t n = mlirOperationGetNumOperands(l->op);
  // Any number of operands (a registered op may be variadic): on the heap.
  MlirValue *inputs = nnAllocArray((size_t)n + 1, sizeof(MlirValue));
  if (!inputs)
    return nnLoweringFail(l, "out of memory");
  for (intptr_t i = 0; i < n; ++i)
    inputs[i] = nnLoweringGetOperand(l, i);
  l->results[0] = nnLoweringElementwise(l, nnLoweringGetResultType(l, 0), n,
                                        inputs, formula);
  free(inputs);
  return mlirValueIsNull(l->results[0])
             ? nnLoweringFail(l, "its formula built no value")
             : mlirLogicalResultSuccess();
}

typedef struct {
  NnLowering *l;
  NnScalarFn formula;
  bool failed;
} Formula;

// A linalg body computing a formula: the lowering builds into the body
// while the formula runs.
static void formulaBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                        void *userData) {
  Formula *f = userData;
  NnBuilder outside = f->l->b;
  f->l->b = *b;
  yields[0] = f->formula(f->l, args);
  f->l->b = outside;
  if (mlirValueIsNull(yields[0])) {
    // An empty yield would fail MLIR's verifier: yield a constant instead
    // and fail the lowering (the generic is then dead).
    f->failed = true;
    yields[0] = nnbConstant(b, mlirValueGetType(args[0]), 0);
  }
}

MlirValue nnLoweringElementwise(NnLowering *l, MlirType resultType,
                                intptr_t numInputs, const MlirValue *inputs,
                                NnScalarFn body) {
  Formula f = {l, body, false};
  MlirValue result =
      nnbElementwise(&l->b, resultType, numInputs, inputs, formulaBody, &f);
  return f.failed ? (MlirValue){NULL} : result;
}

/* The formulas of more than one op. */

static MlirValue cst(NnBuilder *b, MlirValue like, double value) {
  return nnbConstant(b, mlirValueGetType(like), value);
}

MlirValue nnScalarRelu(NnLowering *l, const MlirValue *args) {
  return nnbArith(&l->b, "max", args[0], cst(&l->b, args[0], 0));
}

MlirValue nnScalarNeg(NnLowering *l, const MlirValue *args) {
  MlirValue x = args[0];
  return nnbIsFloat(mlirValueGetType(x))
             ? nnbOp1(&l->b, "arith.negf", x)
             : nnbOp2(&l->b, "arith.subi", cst(&l->b, x, 0), x);
}

// Floats divide as IEEE 754 says. Integers truncate toward zero, with the
// two quotients that trap in hardware (SIGFPE) defined as NumPy defines
// them: x / 0 is 0, and the most negative value / -1 wraps to itself. The
// divisor the hardware sees is never 0 or -1. Unsigned division (divui)
// traps on 0 alone.
MlirValue nnScalarDiv(NnLowering *l, const MlirValue *args) {
  NnBuilder *b = &l->b;
  MlirValue x = args[0], d = args[1];
  if (nnbIsFloat(mlirValueGetType(x)))
    return nnbOp2(b, "arith.divf", x, d);
  MlirValue zero = cst(b, d, 0), one = cst(b, d, 1);
  MlirValue byZero = nnbCmpi(b, 0 /*eq*/, d, zero);
  if (nnbIsUnsigned(mlirValueGetType(x))) {
    MlirValue q = nnbOp2(b, "arith.divsi", x, // divui
                         nnbOp3(b, "arith.select", byZero, one, d));
    return nnbOp3(b, "arith.select", byZero, zero, q);
  }
  MlirValue byMinusOne = nnbCmpi(b, 0 /*eq*/, d, cst(b, d, -1));
  MlirValue trapping = nnbOp2(b, "arith.ori", byZero, byMinusOne);
  MlirValue divisor = nnbOp3(b, "arith.select", trapping, one, d);
  MlirValue q = nnbOp2(b, "arith.divsi", x, divisor);
  q = nnbOp3(b, "arith.select", byMinusOne, nnbOp2(b, "arith.subi", zero, x),
             q);
  return nnbOp3(b, "arith.select", byZero, zero, q);
}

// sin and cos without a libm call per element, but on a rare path
// (SinCos.c).
MlirValue nnScalarSin(NnLowering *l, const MlirValue *args) {
  return nnbSinCos(&l->b, args[0], false);
}

MlirValue nnScalarCos(NnLowering *l, const MlirValue *args) {
  return nnbSinCos(&l->b, args[0], true);
}

// Floats: C's fmod, call-free (FloatMod.c). Integers: the truncated
// remainder (C's %, fmod = true) or the floored one (Python's %, the
// divisor's sign), from remsi/remui. The two divisors that trap in hardware
// become 1, whose remainder is 0: x mod 0 is 0 (NumPy's value) and x mod -1 is
// 0 anyway.
MlirValue nnScalarMod(NnLowering *l, const MlirValue *args) {
  NnBuilder *b = &l->b;
  MlirValue x = args[0], d = args[1];
  if (nnbIsFloat(mlirValueGetType(x)))
    return nnbFloatMod(b, x, d);
  bool isUnsigned = nnbIsUnsigned(mlirValueGetType(x));
  MlirValue zero = cst(b, d, 0), one = cst(b, d, 1);
  MlirValue trapping = nnbCmpi(b, 0 /*eq*/, d, zero);
  if (!isUnsigned)
    trapping = nnbOp2(b, "arith.ori", trapping,
                      nnbCmpi(b, 0 /*eq*/, d, cst(b, d, -1)));
  MlirValue divisor = nnbOp3(b, "arith.select", trapping, one, d);
  MlirValue r = nnbOp2(b, "arith.remsi", x, divisor); // remui if unsigned
  if (isUnsigned || nnLoweringGetBool(l, "fmod"))
    return r;
  // A nonzero remainder whose sign differs from the divisor's moves by one
  // divisor toward it.
  MlirValue signsDiffer =
      nnbOp2(b, "arith.xori", nnbCmpi(b, 2 /*slt*/, r, zero),
             nnbCmpi(b, 2 /*slt*/, divisor, zero));
  MlirValue adjust =
      nnbOp2(b, "arith.andi", signsDiffer, nnbCmpi(b, 1 /*ne*/, r, zero));
  return nnbOp3(b, "arith.select", adjust, nnbOp2(b, "arith.addi", r, divisor),
                r);
}

// Floats: math.powf. Integers: math.ipowi, which reads its exponent as
// signed. An unsigned exponent e >= 2^(n-1) (ui8's 128 ...) would read as
// negative, so it is lowered by 2^(n-1) first: base^(2^(n-1)) mod 2^n is 0
// for an even base and 1 for an odd one (the odd residues mod 2^n form a
// group of exponent 2^(n-2)), so base^e is 0 or base^(e - 2^(n-1)).
MlirValue nnScalarPow(NnLowering *l, const MlirValue *args) {
  NnBuilder *b = &l->b;
  MlirValue x = args[0], e = args[1];
  MlirType type = mlirValueGetType(x);
  if (nnbIsFloat(type))
    return nnbOp2(b, "math.powf", x, e);
  if (!nnbIsUnsigned(type))
    return nnbOp2(b, "math.ipowi", x, e);
  MlirValue zero = cst(b, x, 0), one = cst(b, x, 1);
  MlirValue half =
      nnbConstant(b, type, ldexp(1, (int)mlirIntegerTypeGetWidth(type) - 1));
  MlirValue high = nnbCmpi(b, 5 /*sge, uge on unsigned*/, e, half);
  MlirValue low =
      nnbOp3(b, "arith.select", high, nnbOp2(b, "arith.subi", e, half), e);
  MlirValue power = nnbOp2(b, "math.ipowi", x, low);
  MlirValue even = nnbCmpi(b, 0 /*eq*/, nnbOp2(b, "arith.andi", x, one), zero);
  return nnbOp3(b, "arith.select", nnbOp2(b, "arith.andi", high, even), zero,
                power);
}

// arith.shli and shrui are poison for amounts of the bit width or more;
// those give 0, as NumPy does, and the shift itself sees amount 0.
MlirValue nnScalarBitShift(NnLowering *l, const MlirValue *args) {
  NnBuilder *b = &l->b;
  MlirValue x = args[0], amount = args[1];
  MlirType type = mlirValueGetType(x);
  MlirValue zero = cst(b, x, 0);
  MlirValue tooFar =
      nnbCmpi(b, 5 /*sge, uge on unsigned*/, amount,
              nnbConstant(b, type, (double)mlirIntegerTypeGetWidth(type)));
  MlirValue safe = nnbOp3(b, "arith.select", tooFar, zero, amount);
  MlirValue shifted = nnbOp2(
      b,
      nnLoweringAttrIs(l, "direction", "LEFT") ? "arith.shli" : "arith.shrsi",
      x, safe); // shrui on unsigned
  return nnbOp3(b, "arith.select", tooFar, zero, shifted);
}

MlirValue nnScalarReciprocal(NnLowering *l, const MlirValue *args) {
  return nnbOp2(&l->b, "arith.divf", cst(&l->b, args[0], 1), args[0]);
}

static MlirValue sigmoid(NnBuilder *b, MlirValue x) {
  MlirValue e = nnbOp1(b, "math.exp", nnbOp1(b, "arith.negf", x));
  MlirValue one = cst(b, x, 1);
  return nnbOp2(b, "arith.divf", one, nnbOp2(b, "arith.addf", one, e));
}

MlirValue nnScalarSigmoid(NnLowering *l, const MlirValue *args) {
  return sigmoid(&l->b, args[0]);
}

MlirValue nnScalarSilu(NnLowering *l, const MlirValue *args) {
  return nnbOp2(&l->b, "arith.mulf", args[0], sigmoid(&l->b, args[0]));
}

MlirValue nnScalarGelu(NnLowering *l, const MlirValue *args) {
  NnBuilder *b = &l->b;
  MlirValue x = args[0], t;
  if (nnLoweringAttrIs(l, "approximate", "tanh")) {
    // 0.5 * x * (1 + tanh(u)), u = sqrt(2/pi) * (x + 0.044715 * x^3), is
    // x / (1 + e^(-2u)): the same function without 1 + tanh(u)'s
    // cancellation for negative u (where the tanh form gives -0 for
    // results as large as 1e-10 in magnitude), and an exp instead of a
    // tanh.
    MlirValue x3 = nnbOp2(b, "arith.mulf", nnbOp2(b, "arith.mulf", x, x), x);
    MlirValue cx3 = nnbOp2(b, "arith.mulf", cst(b, x, 0.044715), x3);
    MlirValue inner = nnbOp2(b, "arith.addf", x, cx3);
    MlirValue minus2u =
        nnbOp2(b, "arith.mulf",
               cst(b, x, -1.5957691216057308 /* -2 sqrt(2/pi) */), inner);
    MlirValue denominator =
        nnbOp2(b, "arith.addf", cst(b, x, 1), nnbOp1(b, "math.exp", minus2u));
    return nnbOp2(b, "arith.divf", x, denominator);
  } else {
    // 0.5 * x * (1 + erf(x / sqrt(2)))
    MlirValue e = nnbOp1(b, "math.erf",
                         nnbOp2(b, "arith.mulf", x,
                                cst(b, x, 0.7071067811865476 /* 1/sqrt(2) */)));
    t = nnbOp2(b, "arith.addf", cst(b, x, 1), e);
  }
  return nnbOp2(b, "arith.mulf", nnbOp2(b, "arith.mulf", cst(b, x, 0.5), x), t);
}

MlirValue nnScalarSoftplus(NnLowering *l, const MlirValue *args) {
  // max(x, 0) + log1p(exp(-|x|)): no overflow for large x.
  NnBuilder *b = &l->b;
  MlirValue x = args[0];
  MlirValue e =
      nnbOp1(b, "math.exp", nnbOp1(b, "arith.negf", nnbOp1(b, "math.absf", x)));
  MlirValue pos = nnbOp2(b, "arith.maximumf", x, cst(b, x, 0));
  return nnbOp2(b, "arith.addf", pos, nnbOp1(b, "math.log1p", e));
}

// relu6(x + 3) / 6
static MlirValue hardSigmoid(NnBuilder *b, MlirValue x) {
  MlirValue t = nnbOp2(b, "arith.addf", x, cst(b, x, 3));
  t = nnbOp2(b, "arith.maximumf", t, cst(b, x, 0));
  t = nnbOp2(b, "arith.minimumf", t, cst(b, x, 6));
  return nnbOp2(b, "arith.divf", t, cst(b, x, 6));
}

MlirValue nnScalarHardSigmoid(NnLowering *l, const MlirValue *args) {
  return hardSigmoid(&l->b, args[0]);
}

MlirValue nnScalarHardSwish(NnLowering *l, const MlirValue *args) {
  return nnbOp2(&l->b, "arith.mulf", args[0], hardSigmoid(&l->b, args[0]));
}

MlirValue nnScalarLeakyRelu(NnLowering *l, const MlirValue *args) {
  NnBuilder *b = &l->b;
  MlirValue x = args[0];
  MlirValue neg =
      nnbOp2(b, "arith.mulf", cst(b, x, nnLoweringGetFloat(l, "alpha")), x);
  return nnbOp3(b, "arith.select", nnbCmpf(b, 3 /*oge*/, x, cst(b, x, 0)), x,
                neg);
}

MlirValue nnScalarElu(NnLowering *l, const MlirValue *args) {
  NnBuilder *b = &l->b;
  MlirValue x = args[0];
  MlirValue em1 = nnbOp1(b, "math.expm1", x);
  MlirValue neg =
      nnbOp2(b, "arith.mulf", cst(b, x, nnLoweringGetFloat(l, "alpha")), em1);
  return nnbOp3(b, "arith.select", nnbCmpf(b, 2 /*ogt*/, x, cst(b, x, 0)), x,
                neg);
}

MlirValue nnScalarClip(NnLowering *l, const MlirValue *args) {
  double min = nnLoweringGetFloat(l, "min"), max = nnLoweringGetFloat(l, "max");
  MlirValue x = args[0], r = x;
  if (!isinf(min))
    r = nnbArith(&l->b, "max", r, cst(&l->b, x, min));
  if (!isinf(max))
    r = nnbArith(&l->b, "min", r, cst(&l->b, x, max));
  return r;
}

MlirValue nnScalarScale(NnLowering *l, const MlirValue *args) {
  MlirValue x = args[0];
  MlirValue scaled =
      nnbArith(&l->b, "mul", x, cst(&l->b, x, nnLoweringGetFloat(l, "scale")));
  return nnbArith(&l->b, "add", scaled,
                  cst(&l->b, x, nnLoweringGetFloat(l, "bias")));
}

MlirValue nnScalarNot(NnLowering *l, const MlirValue *args) {
  return nnbOp2(&l->b, "arith.xori", args[0], cst(&l->b, args[0], 1));
}

MlirLogicalResult nnLowerForward(NnLowering *l) {
  l->results[0] = nnLoweringGetOperand(l, 0);
  return mlirLogicalResultSuccess();
}

/* nn.cast: the result type names the element type to convert to. */

// A float to an integer type, rounding toward zero as ONNX `Cast` does.
// arith.fptosi/fptoui give poison for NaN and out-of-range values (ONNX
// leaves them undefined), so they saturate here instead, as LLVM's
// fptosi.sat and Rust's `as` do: NaN is 0, values beyond the type's range
// are its minimum or maximum. The range checks compare in the float type
// (f16 first widens to f32, which holds every bound exactly).
static MlirValue floatToInt(NnBuilder *b, MlirValue x, MlirType to) {
  if (mlirFloatTypeGetWidth(mlirValueGetType(x)) == 16 &&
      !mlirTypeIsABF16(mlirValueGetType(x)))
    x = nnbConvert(b, "arith.extf", x, mlirF32TypeGet(b->ctx));
  MlirType from = mlirValueGetType(x);
  int width = (int)mlirIntegerTypeGetWidth(to);
  bool isUnsigned = nnbIsUnsigned(to);
  MlirValue lo = nnbConstant(b, from, isUnsigned ? 0 : -ldexp(1, width - 1));
  MlirValue limit = nnbConstant(b, from, ldexp(1, width - !isUnsigned));
  MlirValue above = nnbCmpf(b, 3 /*oge*/, x, limit);
  MlirValue below = nnbCmpf(b, 4 /*olt*/, x, lo);
  MlirValue inRange = nnbOp2(b, "arith.andi", nnbCmpf(b, 3 /*oge*/, x, lo),
                             nnbCmpf(b, 4 /*olt*/, x, limit)); // not NaN
  MlirValue safe = nnbOp3(b, "arith.select", inRange, x, cst(b, x, 0));
  MlirValue r = nnbConvert(b, "arith.fptosi", safe, to); // or fptoui
  r = nnbOp3(b, "arith.select", above, nnbConstant(b, to, INFINITY), r);
  return nnbOp3(b, "arith.select", below, nnbConstant(b, to, -INFINITY), r);
}

MlirValue nnScalarCast(NnLowering *l, const MlirValue *args) {
  NnBuilder *b = &l->b;
  MlirType to = mlirShapedTypeGetElementType(nnLoweringGetResultType(l, 0));
  MlirValue x = args[0];
  MlirType from = mlirValueGetType(x);
  if (mlirTypeEqual(from, to))
    return x;
  if (nnbIsBool(to)) // zero is false, anything else true
    return nnbIsFloat(from) ? nnbCmpf(b, 13 /*une*/, x, nnbConstant(b, from, 0))
                            : nnbCmpi(b, 1 /*ne*/, x, nnbConstant(b, from, 0));
  if (nnbIsFloat(from) && nnbIsFloat(to)) {
    unsigned fw = mlirFloatTypeGetWidth(from), tw = mlirFloatTypeGetWidth(to);
    if (fw == tw) // f16 <-> bf16: through f32
      x = nnbConvert(b, "arith.extf", x, mlirF32TypeGet(b->ctx)), fw = 32;
    return nnbConvert(b, fw < tw ? "arith.extf" : "arith.truncf", x, to);
  }
  if (nnbIsFloat(from))
    return floatToInt(b, x, to);
  // The builders read "si" as "ui" for an unsigned source (LinalgBuilder.h).
  if (nnbIsFloat(to))
    return nnbConvert(b, nnbIsBool(from) ? "arith.uitofp" : "arith.sitofp", x,
                      to);
  // Integers: the source's signedness says how to widen (i8 -1 is ui32
  // 4294967295, ui8 255 is i32 255); narrowing keeps the low bits; the same
  // width (i8 <-> ui8) keeps the bits.
  unsigned fw = mlirIntegerTypeGetWidth(from), tw = mlirIntegerTypeGetWidth(to);
  if (fw == tw)
    return nnbConvert(b, "arith.bitcast", x, to);
  return nnbConvert(
      b, fw < tw ? (fw == 1 ? "arith.extui" : "arith.extsi") : "arith.trunci",
      x, to);
}

/* Per-channel ops: the input with 1-D operands along one axis. */

// A linalg.generic over the input's shape reading `numChannel` 1-D operands
// at the index of `axis` (or at 0 where an operand has size 1, which also
// serves inputs that have no dimension `axis`: prelu's single slope on a
// vector or a scalar, a per-tensor quantize whose unused axis is out of
// range).
static MlirValue perChannel(NnLowering *l, int64_t axis, intptr_t numChannel,
                            NnBodyFn body, void *userData) {
  MlirType type = nnLoweringGetResultType(l, 0);
  intptr_t rank = mlirShapedTypeGetRank(type);
  intptr_t n = 1 + numChannel;
  MlirValue init = nnbEmpty(&l->b, type);
  MlirValue *inputs = nnAllocArray((size_t)n + 1, sizeof(MlirValue));
  MlirAffineMap *maps = nnAllocArray((size_t)n + 2, sizeof(MlirAffineMap));
  if (!inputs || !maps) {
    free(inputs);
    free(maps);
    return init; // a placeholder: support/Memory.h
  }
  inputs[0] = nnLoweringGetOperand(l, 0);
  maps[0] = nnbIdentityMap(l->b.ctx, rank);
  for (intptr_t i = 1; i < n; ++i) {
    inputs[i] = nnLoweringGetOperand(l, i);
    // A scalar operand (quantize's per-tensor scale) reads no index.
    MlirType channelType = mlirValueGetType(inputs[i]);
    bool scalar = mlirShapedTypeGetRank(channelType) == 0;
    int64_t dim = !scalar && mlirShapedTypeGetDimSize(channelType, 0) == 1 &&
                          (axis < 0 || axis >= rank ||
                           mlirShapedTypeGetDimSize(type, axis) != 1)
                      ? -1
                      : axis;
    maps[i] = nnbSelectMap(l->b.ctx, rank, scalar ? 0 : 1, &dim);
  }
  maps[n] = nnbIdentityMap(l->b.ctx, rank);
  NnGeneric g = {n, inputs, 1, &init, maps, rank, NULL, body, userData};
  MlirValue result = nnbGeneric(&l->b, &g, 0);
  free(inputs);
  free(maps);
  return result;
}

static int64_t axisOf(NnLowering *l, const char *attr) {
  int64_t axis = nnLoweringGetInt(l, attr);
  int64_t rank = mlirShapedTypeGetRank(nnLoweringGetOperandType(l, 0));
  return axis < 0 ? axis + rank : axis;
}

static void addBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                    void *userData) {
  yields[0] = nnbArith(b, "add", args[0], args[1]);
}

MlirLogicalResult nnLowerBiasAdd(NnLowering *l) {
  if (mlirLogicalResultIsFailure(nnLoweringRequireNumeric(
          l, nnbElementType(nnLoweringGetOperand(l, 0)), true)))
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
  // Per channel (dimension 1), or one slope for an input of any rank.
  if (mlirShapedTypeGetRank(nnLoweringGetResultType(l, 0)) < 2 &&
      mlirShapedTypeGetDimSize(nnLoweringGetOperandType(l, 1), 0) != 1)
    return nnLoweringFail(l, "an input of rank < 2 takes one slope");
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
  double epsilon = nnLoweringGetFloat(l, "epsilon");
  l->results[0] = perChannel(l, axisOf(l, "axis"), 4, batchNormBody, &epsilon);
  return mlirLogicalResultSuccess();
}

/* Quantization: the scale and zero point are per-channel operands. */

// The bits of a float type's significand (the implicit one included): the
// integers it holds exactly run up to 2^bits.
static unsigned significandBits(MlirType type) {
  switch (mlirFloatTypeGetWidth(type)) {
  case 16:
    return mlirTypeIsABF16(type) ? 8 : 11;
  case 32:
    return 24;
  default:
    return 53;
  }
}

// saturate(round(x / scale) + zero_point): the division and the rounding in
// the input's float type; the sum in the first of that type, f32 and f64
// that holds every value of the zero point's type (f16 cannot hold an i16
// zero point, f32 no i32 one), so an in-range sum is exact and an
// out-of-range one still saturates (the type's bounds are exact in it, and
// rounding is monotonic). The conversion saturates, NaN to 0 (floatToInt).
static void quantizeBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                         void *userData) {
  MlirValue x = args[0], scale = args[1], zeroPoint = args[2];
  MlirType intType = mlirValueGetType(zeroPoint);
  unsigned needed =
      mlirIntegerTypeGetWidth(intType) - (nnbIsUnsigned(intType) ? 0 : 1);
  MlirType sumType = mlirValueGetType(x);
  if (significandBits(sumType) < needed)
    sumType = needed <= 24 ? mlirF32TypeGet(b->ctx) : mlirF64TypeGet(b->ctx);
  MlirValue r = nnbOp1(b, "math.roundeven", nnbArith(b, "div", x, scale));
  if (!mlirTypeEqual(sumType, mlirValueGetType(r)))
    r = nnbConvert(b, "arith.extf", r, sumType);
  r = nnbArith(b, "add", r, nnbConvert(b, "arith.sitofp", zeroPoint, sumType));
  yields[0] = floatToInt(b, r, intType);
}

MlirLogicalResult nnLowerQuantize(NnLowering *l) {
  l->results[0] = perChannel(l, axisOf(l, "axis"), 2, quantizeBody, NULL);
  return mlirLogicalResultSuccess();
}

// (x - zero_point) * scale: the difference exact in i32 (i64 for a 32-bit
// input: its extremes are 2^32 apart, and converting each to f32 first
// would round a difference of 1 to 0), converted once to f32 (f64 for an
// f64 scale), the product there, then in the scale's type.
static void dequantizeBody(NnBuilder *b, const MlirValue *args,
                           MlirValue *yields, void *userData) {
  MlirValue x = args[0], scale = args[1], zeroPoint = args[2];
  MlirType scaleType = mlirValueGetType(scale);
  MlirType compute = mlirFloatTypeGetWidth(scaleType) == 64
                         ? scaleType
                         : mlirF32TypeGet(b->ctx);
  // The builders read "extsi" as "extui" for an unsigned source.
  MlirType wide = mlirIntegerTypeGet(
      b->ctx, mlirIntegerTypeGetWidth(mlirValueGetType(x)) <= 16 ? 32 : 64);
  // One statement each: the order of a call's arguments is unspecified.
  MlirValue wideX = nnbConvert(b, "arith.extsi", x, wide);
  MlirValue wideZeroPoint = nnbConvert(b, "arith.extsi", zeroPoint, wide);
  MlirValue d = nnbConvert(b, "arith.sitofp",
                           nnbArith(b, "sub", wideX, wideZeroPoint), compute);
  if (!mlirTypeEqual(scaleType, compute))
    scale = nnbConvert(b, "arith.extf", scale, compute);
  MlirValue y = nnbArith(b, "mul", d, scale);
  yields[0] = mlirTypeEqual(scaleType, compute)
                  ? y
                  : nnbConvert(b, "arith.truncf", y, scaleType);
}

MlirLogicalResult nnLowerDequantize(NnLowering *l) {
  l->results[0] = perChannel(l, axisOf(l, "axis"), 2, dequantizeBody, NULL);
  return mlirLogicalResultSuccess();
}
