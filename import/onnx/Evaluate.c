//===- Evaluate.c - Running one nn op at import time ----------------------===//
//
// See Evaluate.h. The op is built by a graph builder of its own into a
// scratch module of the importer's context, --fold-constants replaces it by
// constants (through the JIT: the op's CPU lowering), and the returned
// constant is read back. The scratch module is destroyed before returning;
// the attributes read from it belong to the context.
//
//===----------------------------------------------------------------------===//

#include "Evaluate.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Pass.h"
#include "nn-c/Passes.h"
#include "support/StringBuffer.h"

// The value returned as result `pos` of the scratch module's function, if
// --fold-constants made it a constant: its elements attribute.
static MlirAttribute returnedConstant(MlirModule module, intptr_t pos) {
  MlirOperation func = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  MlirOperation ret = mlirBlockGetTerminator(body);
  MlirValue value = mlirOperationGetOperand(ret, pos);
  if (!mlirValueIsAOpResult(value))
    return mlirAttributeGetNull();
  MlirOperation def = mlirOpResultGetOwner(value);
  MlirAttribute attr = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("value"));
  return mlirAttributeIsADenseElements(attr) ? attr : mlirAttributeGetNull();
}

bool onnxEvaluateScalar(OnnxNode *node, const char *name, intptr_t numInputs,
                        const OnnxTensor *const *inputs, intptr_t numValues,
                        const NnAttrValue *values, intptr_t numResults,
                        intptr_t result, int64_t *value) {
  MlirContext ctx = onnxNodeContext(node);
  NnStringBuffer messages = {0};
  NnGraphBuilder builder =
      nnGraphBuilderCreate(ctx, nnStringBufferCallback, &messages);
  MlirValue operands[8];
  if (numInputs > 8 || numResults > 8)
    return onnxNodeError(node,
                         "cannot evaluate %s at import: too many "
                         "operands or results",
                         name);
  bool ok = mlirLogicalResultIsSuccess(nnGraphBuilderBeginFunction(
      builder, mlirStringRefCreateFromCString("evaluate"), 0, NULL));
  for (intptr_t i = 0; ok && i < numInputs; ++i) {
    operands[i] = nnGraphBuilderConstant(builder, inputs[i]->type,
                                         inputs[i]->data, inputs[i]->bytes);
    ok = !mlirValueIsNull(operands[i]);
  }
  MlirOperation op = {NULL};
  if (ok) {
    NnOpSpec spec =
        nnOpSpecGet(mlirStringRefCreateFromCString(name), numInputs, operands);
    spec.numValues = numValues;
    spec.values = values;
    spec.numResults = numResults;
    op = nnGraphBuilderAddOp(builder, &spec);
    ok = !mlirOperationIsNull(op);
  }
  MlirValue results[8];
  for (intptr_t i = 0; ok && i < numResults; ++i)
    results[i] = mlirOperationGetResult(op, i);
  ok = ok && mlirLogicalResultIsSuccess(
                 nnGraphBuilderEndFunction(builder, numResults, results));
  MlirModule module =
      ok ? nnGraphBuilderTakeModule(builder) : (MlirModule){NULL};
  nnGraphBuilderDestroy(builder);
  ok = !mlirModuleIsNull(module);

  MlirAttribute attr = mlirAttributeGetNull();
  if (ok) {
    MlirOperation moduleOp = mlirModuleGetOperation(module);
    MlirPassManager pm = mlirPassManagerCreateOnOperation(
        ctx, mlirStringRefCreateFromCString("builtin.module"));
    ok = mlirLogicalResultIsSuccess(
             nnAddPipeline(mlirPassManagerGetAsOpPassManager(pm),
                           mlirStringRefCreateFromCString("fold-constants"),
                           nnStringBufferCallback, &messages)) &&
         mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, moduleOp));
    mlirPassManagerDestroy(pm);
    if (ok)
      attr = returnedConstant(module, result);
    mlirModuleDestroy(module);
  }
  bool scalar = !mlirAttributeIsNull(attr) &&
                mlirShapedTypeGetRank(mlirAttributeGetType(attr)) == 0 &&
                mlirTypeIsAInteger(
                    mlirShapedTypeGetElementType(mlirAttributeGetType(attr)));
  if (scalar)
    *value = mlirDenseElementsAttrGetInt64Value(attr, 0);
  else
    onnxNodeError(node,
                  "evaluating %s at import (to learn its data-dependent "
                  "output shape) failed%s%.*s",
                  name, messages.length ? ": " : "", (int)messages.length,
                  messages.data ? messages.data : "");
  nnStringBufferFree(&messages);
  return scalar;
}
