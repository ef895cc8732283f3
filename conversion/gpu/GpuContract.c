//===- GpuContract.c - Multiply-adds as one instruction in kernels --------===//
//
// A kernel's float multiplies and adds carry no `contract` flag, so the
// NVPTX backend writes them as `mul.rn` and `add.rn` (the .rn forbids ptxas
// to fuse them too): a matmul's inner step is two instructions and two
// roundings where the GPU has one `fma.rn` (what cuBLAS and PyTorch's
// kernels use). The CPU path keeps its own rules; here each arith.mulf,
// addf and subf in a kernel gets `contract` added to its fastmath flags
// (keeping `reassoc`, which reductions carry).
//
//===----------------------------------------------------------------------===//

#include "conversion/gpu/GpuKernels.h"

#include "support/OpName.h"

static MlirWalkResult contract(MlirOperation op, void *userData) {
  (void)userData;
  if (!nnOpIs(op, "arith.mulf") && !nnOpIs(op, "arith.addf") &&
      !nnOpIs(op, "arith.subf"))
    return MlirWalkResultAdvance;
  MlirContext ctx = mlirOperationGetContext(op);
  MlirAttribute flags = mlirOperationGetAttributeByName(op, nnStr("fastmath"));
  const char *text = NULL;
  if (mlirAttributeIsNull(flags) ||
      mlirAttributeEqual(
          flags, mlirAttributeParseGet(ctx, nnStr("#arith.fastmath<none>"))))
    text = "#arith.fastmath<contract>";
  else if (mlirAttributeEqual(
               flags,
               mlirAttributeParseGet(ctx, nnStr("#arith.fastmath<reassoc>"))))
    text = "#arith.fastmath<reassoc,contract>";
  if (text) // anything else already says what it allows
    mlirOperationSetAttributeByName(op, nnStr("fastmath"),
                                    mlirAttributeParseGet(ctx, nnStr(text)));
  return MlirWalkResultAdvance;
}

void nnGpuContractFloatOps(MlirOperation kernel) {
  mlirOperationWalk(kernel, contract, NULL, MlirWalkPreOrder);
}
