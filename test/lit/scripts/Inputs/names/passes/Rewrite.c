// A pass that matches ops by name, as the check forbids ("nn.relu" in a
// comment does not count).
#include "support/OpName.h"

static MlirOperation create(MlirLocation loc) {
  MlirOperationState state = mlirOperationStateGet(nnStr("nn.exp"), loc);
  (void)state;
  bool add = nnOpIs(op, "nn.add");
  MlirIdentifier mul = mlirIdentifierGet(ctx, nnStr("nn.mul"));
}
