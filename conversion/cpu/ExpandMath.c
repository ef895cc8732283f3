//===- ExpandMath.c - f32 math functions as arithmetic that vectorizes ----===//
//
// --nn-expand-math rewrites f32 (f16, bf16) `math.exp`, `math.expm1`,
// `math.erf`, `math.tanh`, `math.log`, `math.log1p`, `math.asin`,
// `math.acos`, `math.atan` and `math.powf` into plain arith (MathExpansions.h,
// one file per function, each with its accuracy). LLVM turns those ops into
// calls of libm's scalar functions, and a call stops its loop vectorizer: a
// softmax spent most of its time in expf, a matmul's GELU epilogue in tanhf or
// erff. The arithmetic versions vectorize like any elementwise loop.
//
// Only scalar f32, f16 and bf16 ops are expanded: f64 needs other
// polynomials, and the pipeline's loops are scalar until LLVM vectorizes
// them (a vector op, from elsewhere, is left to LLVM). f16 and bf16 are
// extended to f32, expanded and rounded back, as LLVM would otherwise do
// around a call of libm's f32 function. Math ops without an expansion here
// stay as they are.
//
// The pass is part of the CPU pipeline (before convert-math-to-llvm). One
// walk collects the ops, one loop rewrites them: linear in the module.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"

#include "conversion/cpu/MathExpansions.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

typedef MlirValue (*NnMathExpansion)(NnBuilder *b, MlirValue x);
typedef MlirValue (*NnMathExpansion2)(NnBuilder *b, MlirValue x, MlirValue y);

// One of `unary` and `binary` is set.
typedef struct {
  const char *op;
  NnMathExpansion unary;
  NnMathExpansion2 binary;
} Expansion;

static const Expansion kExpansions[] = {
    {"math.exp", nnExpandExpF32, NULL},
    {"math.expm1", nnExpandExpm1F32, NULL},
    {"math.erf", nnExpandErfF32, NULL},
    {"math.tanh", nnExpandTanhF32, NULL},
    {"math.log", nnExpandLogF32, NULL},
    {"math.log1p", nnExpandLog1pF32, NULL},
    {"math.asin", nnExpandAsinF32, NULL},
    {"math.acos", nnExpandAcosF32, NULL},
    {"math.atan", nnExpandAtanF32, NULL},
    {"math.powf", NULL, nnExpandPowF32},
};

enum { kNumExpansions = sizeof(kExpansions) / sizeof(kExpansions[0]) };

// The expansion of `op`, or NULL when it stays.
static const Expansion *expansionOf(MlirOperation op) {
  if (mlirOperationGetNumResults(op) != 1)
    return NULL;
  MlirType type = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (!mlirTypeIsAF32(type) && !mlirTypeIsAF16(type) && !mlirTypeIsABF16(type))
    return NULL;
  for (int i = 0; i < kNumExpansions; ++i)
    if (nnOpIs(op, kExpansions[i].op))
      return &kExpansions[i];
  return NULL;
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  if (expansionOf(op) && !nnOpListPush(userData, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  NnOpList list = {0};
  mlirOperationWalk(module, collect, &list, MlirWalkPreOrder);
  if (list.failed) {
    nnOpListFree(&list);
    return nnOutOfMemory(module, "nn-expand-math");
  }
  for (size_t i = 0; i < list.count; ++i) {
    MlirOperation op = list.ops[i];
    NnBuilder b = nnBuilderBefore(op);
    const Expansion *e = expansionOf(op);
    MlirValue x = mlirOperationGetOperand(op, 0), y = {NULL};
    MlirType type = mlirValueGetType(x), f32 = mlirF32TypeGet(b.ctx);
    bool narrow = !mlirTypeIsAF32(type);
    if (e->binary)
      y = mlirOperationGetOperand(op, 1);
    if (narrow) {
      x = nnbConvert(&b, "arith.extf", x, f32);
      if (e->binary)
        y = nnbConvert(&b, "arith.extf", y, f32);
    }
    MlirValue result = e->binary ? e->binary(&b, x, y) : e->unary(&b, x);
    if (narrow)
      result = nnbConvert(&b, "arith.truncf", result, type);
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), result);
    mlirOperationDestroy(op);
  }
  nnOpListFree(&list);
  return mlirLogicalResultSuccess();
}

const NnPassDef nnExpandMathPass = {
    .argument = "nn-expand-math",
    .name = "NNExpandMath",
    .description =
        "Rewrite f32 (and f16, bf16) math.exp, expm1, erf, tanh, log, "
        "log1p, asin, acos, atan and powf as arith (within 1.44 ulp), so "
        "that loops computing them vectorize",
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
};
