//===- Verify.c - --nn-verify: the semantic verifier as a pass ------------===//
//
// nn-opt verifies after parsing and after every nn pass on its own; this
// pass puts the same check anywhere in a pipeline, for pipelines built
// outside nn-opt and for checking what upstream passes did to nn ops.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "nn-c/Dialect.h"

static MlirLogicalResult run(MlirOperation op, void *state) {
  (void)state;
  return nnVerify(op);
}

const NnPassDef nnVerifyPass = {
    .argument = "nn-verify",
    .name = "NNVerify",
    .description = "Check every nn op against the op registry: element "
                   "types, attributes and shape rules",
    .run = run,
    .opName = "",
    .skipsVerification = true,
};
