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

// The fastmath flags a kernel's ops may carry, and what each becomes;
// parsed once per kernel.
typedef struct {
  MlirAttribute none, reassoc, contract, reassocContract;
} Flags;

static MlirWalkResult contract(MlirOperation op, void *userData) {
  const Flags *f = userData;
  if (!nnOpIs(op, "arith.mulf") && !nnOpIs(op, "arith.addf") &&
      !nnOpIs(op, "arith.subf"))
    return MlirWalkResultAdvance;
  MlirAttribute flags = mlirOperationGetAttributeByName(op, nnStr("fastmath"));
  MlirAttribute with = {NULL};
  if (mlirAttributeIsNull(flags) || mlirAttributeEqual(flags, f->none))
    with = f->contract;
  else if (mlirAttributeEqual(flags, f->reassoc))
    with = f->reassocContract;
  if (!mlirAttributeIsNull(with)) // anything else already says what it allows
    mlirOperationSetAttributeByName(op, nnStr("fastmath"), with);
  return MlirWalkResultAdvance;
}

void nnGpuContractFloatOps(MlirOperation kernel) {
  MlirContext ctx = mlirOperationGetContext(kernel);
  Flags flags = {
      mlirAttributeParseGet(ctx, nnStr("#arith.fastmath<none>")),
      mlirAttributeParseGet(ctx, nnStr("#arith.fastmath<reassoc>")),
      mlirAttributeParseGet(ctx, nnStr("#arith.fastmath<contract>")),
      mlirAttributeParseGet(ctx, nnStr("#arith.fastmath<reassoc,contract>")),
  };
  mlirOperationWalk(kernel, contract, &flags, MlirWalkPreOrder);
}
