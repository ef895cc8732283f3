//===- ExpandExp.c - f32 exp as arithmetic the vectorizer can widen -------===//
//
// --nn-expand-exp rewrites every `math.exp` on f32 into plain arith: Cephes'
// expf (range reduction by ln 2, a degree-6 polynomial, scaling by 2^n
// through the exponent bits), accurate to about 1 ulp. LLVM turns
// `math.exp` into a call of libm's scalar expf, which stops its loop
// vectorizer: a softmax spent most of its time in that call. The
// arithmetic version vectorizes like any elementwise loop.
//
// Edge cases: results overflow to +inf from x > 88.72 and underflow
// gradually to 0 (2^n is applied as two factors, so subnormals come out of
// the last multiply); NaN gives NaN, with n kept finite (maxnumf/minnumf
// ignore the NaN) so that no float-to-int conversion sees one.
//
// The pass is part of the CPU pipeline (before convert-math-to-llvm). One
// walk collects the ops, one pass rewrites them: linear in the module.
//
//===----------------------------------------------------------------------===//

#include "ExpandExp.h"

#include "LinalgBuilder.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  MlirOperation *ops;
  size_t size, capacity;
} OpList;

static MlirWalkResult collect(MlirOperation op, void *userData) {
  OpList *list = userData;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length == 8 && memcmp(name.data, "math.exp", 8) == 0 &&
      mlirTypeIsAF32(mlirValueGetType(mlirOperationGetResult(op, 0)))) {
    if (list->size == list->capacity) {
      list->capacity = list->capacity ? 2 * list->capacity : 64;
      list->ops = realloc(list->ops, list->capacity * sizeof(MlirOperation));
      if (!list->ops)
        abort();
    }
    list->ops[list->size++] = op;
  }
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
  MlirValue biased = nnbOp2(b, "arith.addi", k, i32(b, 127));
  MlirValue bits = nnbOp2(b, "arith.shli", biased, i32(b, 23));
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
  // Beyond these, exp is +inf or rounds to 0; clamping keeps n in range.
  MlirValue xc = nnbOp2(b, "arith.minimumf", x, f32(b, 89.0));
  xc = nnbOp2(b, "arith.maximumf", xc, f32(b, -104.0));
  // n = round(x / ln 2), finite even for a NaN x.
  MlirValue n =
      nnbOp1(b, "math.roundeven",
             nnbOp2(b, "arith.mulf", xc, f32(b, 1.44269504088896341)));
  n = nnbOp2(b, "arith.maxnumf", nnbOp2(b, "arith.minnumf", n, f32(b, 128)),
             f32(b, -150));
  // r = x - n ln 2, with ln 2 split in two for accuracy: |r| <= ln 2 / 2.
  MlirValue r = mulAdd(b, n, f32(b, -0.693359375), xc);
  r = mulAdd(b, n, f32(b, 2.12194440e-4), r);
  // exp(r) = 1 + r + r^2 P(r) (Cephes' coefficients).
  static const double kP[] = {1.9875691500e-4, 1.3981999507e-3,
                              8.3334519073e-3, 4.1665795894e-2,
                              1.6666665459e-1, 5.0000001201e-1};
  MlirValue p = f32(b, kP[0]);
  for (int i = 1; i < 6; ++i)
    p = mulAdd(b, p, r, f32(b, kP[i]));
  MlirValue r2 = nnbOp2(b, "arith.mulf", r, r);
  p = mulAdd(b, p, r2, r);
  p = nnbOp2(b, "arith.addf", p, f32(b, 1));
  // p * 2^n as p * 2^(n/2) * 2^(n - n/2): each factor is a normal float.
  MlirValue k =
      nnbConvert(b, "arith.fptosi", n, mlirIntegerTypeGet(b->ctx, 32));
  MlirValue k1 = nnbOp2(b, "arith.shrsi", k, i32(b, 1));
  MlirValue k2 = nnbOp2(b, "arith.subi", k, k1);
  p = nnbOp2(b, "arith.mulf", p, pow2(b, k1));
  return nnbOp2(b, "arith.mulf", p, pow2(b, k2));
}

MlirLogicalResult nnRunExpandExpPass(MlirOperation module, void *state) {
  (void)state;
  OpList list = {0};
  mlirOperationWalk(module, collect, &list, MlirWalkPreOrder);
  for (size_t i = 0; i < list.size; ++i) {
    MlirOperation op = list.ops[i];
    NnBuilder b = nnBuilderBefore(op);
    MlirValue result = expandExp(&b, mlirOperationGetOperand(op, 0));
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), result);
    mlirOperationDestroy(op);
  }
  free(list.ops);
  return mlirLogicalResultSuccess();
}
