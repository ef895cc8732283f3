//===- Load.c - Loading nn, and the dialects its IR uses, into a context --===//
//
// nnLoadDialect is all the registration a program needs to parse anything nn
// writes: the nn dialect itself (the registry as IRDL, dialect/Irdl.c) and
// the upstream dialects of nn IR and of nn-opt's output at every stage, so
// that a framework reading a file from `nn-opt --fuse-ops`, from
// `--convert-nn-to-linalg` or from a CPU or CUDA lowering makes one call.
//
// Those dialects are loaded, not only registered, so that C code building IR
// with mlirOperationCreate finds them too. The context also gets the whole
// upstream registry with its extensions (mlirRegisterAllDialects, as nn-opt
// and the CPU JIT use): the interfaces that passes over that IR need (func's
// inliner, bufferization and LLVM conversion models) come as extensions, and
// any other upstream dialect still parses, loaded when first seen. The same
// registry carries nn's own inliner interface (dialect/Inliner.cpp), which
// IRDL cannot give, and which reaches nn when it is loaded.
//
//===----------------------------------------------------------------------===//

#include "Inliner.h"
#include "Registry.h"
#include "support/OpName.h"
#include "support/StringBuffer.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Affine.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Bufferization.h"
#include "mlir-c/Dialect/ControlFlow.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/IRDL.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Math.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/NVVM.h"
#include "mlir-c/Dialect/OpenMP.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/Tensor.h"
#include "mlir-c/Dialect/Vector.h"
#include "mlir-c/RegisterEverything.h"

// The dialects nn-c/Dialect.h lists, in the order nn's IR goes through them.
static MlirDialectHandle (*const upstreamDialects[])(void) = {
    // nn graphs and --fuse-ops: functions, constants, tensor.concat.
    mlirGetDialectHandle__func__,
    mlirGetDialectHandle__arith__,
    mlirGetDialectHandle__tensor__,
    // --convert-nn-to-linalg.
    mlirGetDialectHandle__linalg__,
    mlirGetDialectHandle__math__,
    // The CPU and CUDA pipelines' intermediate steps (tiling, bufferization,
    // loops, vectors).
    mlirGetDialectHandle__scf__,
    mlirGetDialectHandle__affine__,
    mlirGetDialectHandle__bufferization__,
    mlirGetDialectHandle__memref__,
    mlirGetDialectHandle__vector__,
    mlirGetDialectHandle__cf__,
    // --nn-lower-to-llvm's output (omp: the parallel loops).
    mlirGetDialectHandle__llvm__,
    mlirGetDialectHandle__omp__,
    // --nn-lower-to-nvvm's output (nvvm: the kernels and the gpu.binary
    // target).
    mlirGetDialectHandle__gpu__,
    mlirGetDialectHandle__nvvm__,
};

// Cheap when done before: appending a registry the context already has
// returns at once, and loading a loaded dialect is a lookup.
static void loadUpstreamDialects(MlirContext ctx) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  nnRegisterInlinerExtension(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  for (size_t i = 0; i < sizeof(upstreamDialects) / sizeof(*upstreamDialects);
       ++i)
    mlirDialectHandleLoadDialect(upstreamDialects[i](), ctx);
}

// Default values are MLIR attribute text; a typo in one (or in a custom op's
// definition) should fail loudly at load time rather than when some op first
// omits the attribute.
static MlirLogicalResult checkDefaults(MlirContext ctx) {
  for (intptr_t i = 0, n = nnGetNumOps(); i < n; ++i) {
    const NnOpDef *def = nnGetOp(i);
    for (int k = 0; k < def->numAttributes; ++k) {
      const char *text = def->attributes[k].defaultValue;
      if (!text ||
          !mlirAttributeIsNull(mlirAttributeParseGet(ctx, nnStr(text))))
        continue;
      NnStringBuffer message = {0};
      nnStringBufferPrintf(&message,
                           "nn: the default value of '%s' attribute '%s' does "
                           "not parse: %s",
                           def->name, def->attributes[k].name, text);
      mlirEmitError(mlirLocationUnknownGet(ctx), nnStringBufferStr(&message));
      nnStringBufferFree(&message);
      return mlirLogicalResultFailure();
    }
  }
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnLoadDialect(MlirContext ctx) {
  if (mlirContextIsNull(ctx))
    return mlirLogicalResultFailure();
  if (!nnRegistryReady()) {
    mlirEmitError(mlirLocationUnknownGet(ctx),
                  "nn: out of memory loading the op registry");
    return mlirLogicalResultFailure();
  }
  // nn may be loaded already, by an earlier call or from nn.irdl.mlir; the
  // upstream dialects and the inliner interface are added all the same.
  bool loaded =
      !mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, nnStr("nn")));
  if (!loaded && mlirLogicalResultIsFailure(checkDefaults(ctx)))
    return mlirLogicalResultFailure();
  loadUpstreamDialects(ctx);
  if (loaded)
    return mlirLogicalResultSuccess();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__irdl__(), ctx);
  MlirModule module = nnBuildIrdlModule(ctx);
  if (mlirModuleIsNull(module)) {
    mlirEmitError(mlirLocationUnknownGet(ctx),
                  "nn: out of memory building the dialect's definition");
    return mlirLogicalResultFailure();
  }
  MlirLogicalResult result = mlirLoadIRDLDialects(module);
  mlirModuleDestroy(module);
  return result;
}
