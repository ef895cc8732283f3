//===- VectorWidth.c - The widest vectors LLVM should choose --------------===//
//
// --nn-vector-width{bits=N} sets `prefer_vector_width = "N"` on every
// llvm.func with a body that has none yet (the code of an OpenMP loop,
// outlined when the module is translated to LLVM IR, inherits it), which
// is how clang's -mprefer-vector-width=N reaches LLVM. bits=0 sets nothing.
//
// Why: on x86 CPUs with AVX-512, LLVM's loop vectorizer takes 256-bit
// vectors unless told otherwise (the "prefer-vector-width" of those CPUs'
// tuning), a hedge against the clock drop of 512-bit code on early
// AVX-512 chips. nn's compute-bound elementwise kernels (softplus, the tanh
// GELU, sin, asin: tens of instructions per element) then run at half the
// width the machine has: softplus on 16M floats took 18 ms at 256 bits.
// Memory-bound kernels do not care. The ukernels choose their width
// themselves (runtime/ukernels/).
//
// One walk over the module: linear; idempotent.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"

#include "mlir-c/BuiltinAttributes.h"
#include "support/OpName.h"

#include <stdint.h>
#include <stdio.h>

typedef struct {
  MlirAttribute width;
} State;

// The state is the width in bits, plus one: a pass without state returns
// NULL, which would read as a failure for bits=0.
static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  (void)env, (void)error;
  return (void *)(intptr_t)(values[0].i + 1);
}

static MlirWalkResult setWidth(MlirOperation op, void *userData) {
  State *s = userData;
  if (!nnOpIs(op, "llvm.func"))
    return MlirWalkResultAdvance;
  if (mlirRegionIsNull(mlirOperationGetRegion(op, 0)) ||
      mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))))
    return MlirWalkResultSkip; // a declaration
  if (mlirAttributeIsNull(
          mlirOperationGetAttributeByName(op, nnStr("prefer_vector_width"))))
    mlirOperationSetAttributeByName(op, nnStr("prefer_vector_width"), s->width);
  return MlirWalkResultSkip;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  intptr_t bits = (intptr_t)state - 1;
  if (bits == 0)
    return mlirLogicalResultSuccess();
  char text[32];
  snprintf(text, sizeof(text), "%ld", (long)bits);
  State s = {mlirStringAttrGet(mlirOperationGetContext(module), nnStr(text))};
  mlirOperationWalk(module, setWidth, &s, MlirWalkPreOrder);
  return mlirLogicalResultSuccess();
}

static const NnOptionDef kOptions[] = {
    NN_INT_OPTION("bits", "512", 0, 4096,
                  "The vector width LLVM should prefer, in bits (the "
                  "function attribute prefer-vector-width); 0 leaves "
                  "LLVM's choice"),
};

const NnPassDef nnVectorWidthPass = {
    .argument = "nn-vector-width",
    .name = "NNVectorWidth",
    .description = "Set prefer_vector_width on every llvm.func with a body "
                   "(LLVM otherwise vectorizes for 256 bits on AVX-512 "
                   "CPUs)",
    .options = kOptions,
    .numOptions = 1,
    .createState = createState,
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
};
