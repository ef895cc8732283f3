//===- Pipeline.c - Building nn-opt's pass manager ------------------------===//
//
// The pipeline syntax itself is read by the C API library
// (capi/lib/PipelineParser.h); what is nn-opt's own is the pass given as a
// flag, which like mlir-opt nests an op-specific pass under its op.
//
//===----------------------------------------------------------------------===//

#include "Pipeline.h"

#include "capi/lib/PipelineParser.h"
#include "support/OpName.h"

#include <string.h>

bool nnOptAddPipeline(MlirPassManager pm, const char *pipeline, bool *upstream,
                      NnStringBuffer *error) {
  return nnPipelineParse(mlirPassManagerGetAsOpPassManager(pm),
                         nnStr("builtin.module"), nnStr(pipeline), true,
                         upstream, error);
}

// Finds the op name in MLIR's "Can't add pass 'X' restricted to 'func.func'
// on a PassManager intended to run on 'builtin.module'" message.
static bool restrictedOpName(const char *message, NnStringBuffer *opName) {
  const char *key = "restricted to '";
  const char *start = strstr(message, key);
  if (!start)
    return false;
  start += strlen(key);
  const char *end = strchr(start, '\'');
  if (!end)
    return false;
  nnStringBufferAppend(opName, start, (size_t)(end - start));
  return true;
}

bool nnOptAddPassFlag(MlirPassManager pm, MlirContext ctx, NnPassFlag flag,
                      bool *upstream, NnStringBuffer *error) {
  switch (nnPipelineAddNnElement(mlirPassManagerGetAsOpPassManager(pm),
                                 nnStr("builtin.module"), nnStr(flag.name),
                                 nnStr(flag.options), true, upstream, error)) {
  case NN_ELEMENT_ADDED:
    return true;
  case NN_ELEMENT_FAILED:
    return false;
  case NN_ELEMENT_NOT_NN:
    break;
  }

  *upstream = true;
  NnStringBuffer element = {0}, probeError = {0}, opName = {0};
  nnStringBufferPrintf(&element, "%s", flag.name);
  if (*flag.options)
    nnStringBufferPrintf(&element, "{%s}", flag.options);
  MlirStringRef text = mlirStringRefCreate(element.data, element.length);

  // MLIR's parser rejects, with a message, an op-specific pass on a module
  // pass manager; try a scratch one first to learn where the pass belongs.
  MlirPassManager probe = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString("builtin.module"));
  bool onModule = mlirLogicalResultIsSuccess(
      mlirOpPassManagerAddPipeline(mlirPassManagerGetAsOpPassManager(probe),
                                   text, nnStringBufferCallback, &probeError));
  mlirPassManagerDestroy(probe);

  bool ok;
  if (onModule)
    ok = mlirLogicalResultIsSuccess(
        mlirOpPassManagerAddPipeline(mlirPassManagerGetAsOpPassManager(pm),
                                     text, nnStringBufferCallback, error));
  else if (restrictedOpName(nnStringBufferStr(&probeError), &opName))
    ok = mlirLogicalResultIsSuccess(mlirOpPassManagerAddPipeline(
        mlirPassManagerGetNestedUnder(
            pm, mlirStringRefCreate(opName.data, opName.length)),
        text, nnStringBufferCallback, error));
  else {
    nnStringBufferAppend(error, probeError.data ? probeError.data : "",
                         probeError.length);
    ok = false;
  }
  nnStringBufferFree(&element);
  nnStringBufferFree(&probeError);
  nnStringBufferFree(&opName);
  return ok;
}
