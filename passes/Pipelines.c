//===- Pipelines.c - nn's named pipelines ---------------------------------===//

#include "Pipelines.h"

#include "Passes.h"
#include "conversion/CpuPipeline.h"

MlirLogicalResult nnAddNnLowerToLlvmPipeline(MlirOpPassManager pm,
                                             NnStringBuffer *error) {
  const NnPassDef *convert =
      nnLookupPass(mlirStringRefCreateFromCString("convert-nn-to-linalg"));
  if (!convert) {
    nnStringBufferPrintf(error, "the pass table has no convert-nn-to-linalg");
    return mlirLogicalResultFailure();
  }
  MlirPass pass =
      nnCreatePass(convert, mlirStringRefCreateFromCString(""), error);
  if (!pass.ptr)
    return mlirLogicalResultFailure();
  mlirOpPassManagerAddOwnedPass(pm, pass);
  // The linalg.generic ops of an elementwise group become one loop nest.
  if (mlirLogicalResultIsFailure(mlirOpPassManagerAddPipeline(
          pm, mlirStringRefCreateFromCString("linalg-fuse-elementwise-ops"),
          nnStringBufferCallback, error)))
    return mlirLogicalResultFailure();
  return nnAddLowerToLlvmPipeline(pm, error);
}
