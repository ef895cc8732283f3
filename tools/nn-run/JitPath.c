//===- JitPath.c - nn-run on an MLIR file: compile, then call -------------===//
//
// Parses the file (MLIR text or bytecode, tools/common/LoadModule.h; nn
// dialect and every upstream dialect loaded) or imports an ONNX model with
// the command line's import options (tools/common/ImportOnnx.h), reads the
// entry's signature before compiling, so that a wrong input file is reported at
// once, compiles the entry for the CPU through the public C API
// (nn-c/Compile.h: the --nn-lower-to-llvm pipeline and MLIR's ExecutionEngine)
// and calls it through nn-c/Run.h.
//
//===----------------------------------------------------------------------===//

#include "KernelProfile.h"
#include "MachinePeaks.h"
#include "Paths.h"
#include "Runner.h"
#include "runtime/CpuJit.h"
#include "support/OpName.h"
#include "support/StringBuffer.h"
#include "tools/common/Args.h"
#include "tools/common/ImportOnnx.h"
#include "tools/common/LoadModule.h"
#include "tools/common/PrintDiagnostic.h"
#include "tools/common/Specialize.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "nn-c/Compile.h"
#include "nn-c/Dialect.h"
#include "nn-c/Passes.h"
#include "nn-c/Run.h"
#include "tools/common/ToolMemory.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RANK_TEXT_(n) #n
#define RANK_TEXT(n) RANK_TEXT_(n)
_Static_assert(NN_NPY_MAX_RANK == NN_MAX_RANK,
               "the runners take every rank nn verifies");

static void printType(MlirType type, NnStringBuffer *out) {
  mlirTypePrint(type, nnStringBufferCallback, out);
}

// Checks that `type` is a tensor nn-run can pass or receive.
static bool toTensorSig(MlirType type, const char *what, int index,
                        NnRunTensor *sig) {
  NnStringBuffer text = {0};
  printType(type, &text);
  const char *problem = NULL;
  if (!mlirTypeIsARankedTensor(type)) {
    problem = "is not a ranked tensor";
  } else if (mlirShapedTypeGetRank(type) > NN_NPY_MAX_RANK) {
    problem = "has a rank above " RANK_TEXT(NN_NPY_MAX_RANK);
  } else {
    MlirType element = mlirShapedTypeGetElementType(type);
    unsigned width =
        mlirTypeIsAInteger(element) ? mlirIntegerTypeGetWidth(element) : 0;
    if (mlirTypeIsAF32(element))
      sig->dtype = NN_NPY_F32;
    else if (mlirTypeIsAF64(element))
      sig->dtype = NN_NPY_F64;
    else if (mlirTypeIsAF16(element))
      sig->dtype = NN_NPY_F16;
    else if (mlirTypeIsABF16(element))
      sig->dtype = NN_NPY_BF16;
    else if (width && mlirIntegerTypeIsSigned(element))
      problem = "has a signed integer type (nn takes signless and unsigned "
                "integers)";
    else if (width && mlirIntegerTypeIsUnsigned(element) && width >= 8 &&
             width <= 64 && (width & (width - 1)) == 0)
      sig->dtype = width == 8    ? NN_NPY_U8
                   : width == 16 ? NN_NPY_U16
                   : width == 32 ? NN_NPY_U32
                                 : NN_NPY_U64;
    else if (width == 16)
      sig->dtype = NN_NPY_I16;
    else if (width == 64)
      sig->dtype = NN_NPY_I64;
    else if (width == 32)
      sig->dtype = NN_NPY_I32;
    else if (width == 8)
      sig->dtype = NN_NPY_I8;
    else if (width == 1)
      sig->dtype = NN_NPY_BOOL;
    else
      problem = "has an element type nn-run does not support (f32, f64, "
                "f16, bf16, i64, i32, i16, i8, ui64, ui32, ui16, ui8, i1)";
  }
  if (problem) {
    fprintf(stderr, "nn-run: %s #%d: %s %s\n", what, index,
            nnStringBufferStr(&text), problem);
    nnStringBufferFree(&text);
    return false;
  }
  nnStringBufferFree(&text);
  sig->rank = (int)mlirShapedTypeGetRank(type);
  for (int i = 0; i < sig->rank; ++i)
    sig->shape[i] = mlirShapedTypeIsDynamicDim(type, i)
                        ? -1
                        : mlirShapedTypeGetDimSize(type, i);
  return true;
}

// The func.func named `name` directly in the module; lists the functions
// there when there is none.
static MlirOperation findEntry(MlirModule module, const char *name,
                               const char *file) {
  MlirBlock body = mlirModuleGetBody(module);
  NnStringBuffer names = {0};
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)),
                            mlirStringRefCreateFromCString("func.func")))
      continue;
    MlirAttribute symbol = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("sym_name"));
    MlirStringRef symbolName = mlirStringAttrGetValue(symbol);
    if (mlirStringRefEqual(symbolName, mlirStringRefCreateFromCString(name))) {
      nnStringBufferFree(&names);
      return op;
    }
    nnStringBufferPrintf(&names, "%s@%.*s", names.length ? ", " : "",
                         (int)symbolName.length, symbolName.data);
  }
  fprintf(stderr, "nn-run: %s has no function @%s (%s%s)\n", file, name,
          names.length ? "functions: " : "no func.func at all",
          nnStringBufferStr(&names));
  nnStringBufferFree(&names);
  return (MlirOperation){NULL};
}

static bool readSignature(MlirOperation func, NnRunCall *c) {
  MlirType type = mlirTypeAttrGetValue(mlirOperationGetAttributeByName(
      func, mlirStringRefCreateFromCString("function_type")));
  nnRunCallInit(c, (int)mlirFunctionTypeGetNumInputs(type),
                (int)mlirFunctionTypeGetNumResults(type));
  for (int i = 0; i < c->numArgs; ++i)
    if (!toTensorSig(mlirFunctionTypeGetInput(type, i), "argument", i,
                     &c->args[i]))
      return false;
  for (int i = 0; i < c->numResults; ++i)
    if (!toTensorSig(mlirFunctionTypeGetResult(type, i), "result", i,
                     &c->results[i]))
      return false;
  return true;
}

static NnElementType elementType(NnNpyDType dtype) {
  switch (dtype) {
  case NN_NPY_F32:
    return NN_ELEMENT_F32;
  case NN_NPY_F64:
    return NN_ELEMENT_F64;
  case NN_NPY_F16:
    return NN_ELEMENT_F16;
  case NN_NPY_BF16:
    return NN_ELEMENT_BF16;
  case NN_NPY_I64:
    return NN_ELEMENT_I64;
  case NN_NPY_I32:
    return NN_ELEMENT_I32;
  case NN_NPY_I8:
    return NN_ELEMENT_I8;
  case NN_NPY_BOOL:
    return NN_ELEMENT_I1;
  case NN_NPY_I16:
    return NN_ELEMENT_I16;
  case NN_NPY_U8:
    return NN_ELEMENT_UI8;
  case NN_NPY_U16:
    return NN_ELEMENT_UI16;
  case NN_NPY_U32:
    return NN_ELEMENT_UI32;
  case NN_NPY_U64:
    return NN_ELEMENT_UI64;
  }
  return NN_ELEMENT_I1; // not reached: every dtype is above
}

// Prints an error message of nn-c/Compile.h or nn-c/Run.h, after the
// prefix in `userData`.
static void printError(MlirStringRef message, void *userData) {
  fprintf(stderr, "nn-run: %s%.*s\n", (const char *)userData,
          (int)message.length, message.data);
}

typedef struct {
  NnExecutable exe;
  const char *entry;
  NnTensor *tensors; // the arguments, then the results; built once
} JitCall;

static bool callJit(void *userData, NnRunCall *c) {
  JitCall *jit = userData;
  int numTensors = c->numArgs + c->numResults;
  if (!jit->tensors) {
    jit->tensors = nnToolAllocArray(nnRunProgram, (size_t)numTensors + 1,
                                    sizeof(NnTensor));
    for (int i = 0; i < numTensors; ++i) {
      bool isArg = i < c->numArgs;
      const NnRunTensor *sig =
          isArg ? &c->args[i] : &c->results[i - c->numArgs];
      NnNpyArray *array = isArg ? &c->inputs[i] : &c->outputs[i - c->numArgs];
      jit->tensors[i] = (NnTensor){array->data, elementType(sig->dtype),
                                   array->rank, array->shape};
    }
  }
  NnRunStatus status = nnExecutableRunWithStatus(
      jit->exe, mlirStringRefCreateFromCString(jit->entry), c->numArgs,
      jit->tensors, c->numResults, jit->tensors + c->numArgs, printError, "");
  c->failStatus = status == NN_RUN_CHECK_FAILED ? 3 : 1;
  return status == NN_RUN_OK;
}

// The results' shapes for these inputs, where the signature has dynamic
// sizes (nnExecutableInferOutputShapes checks the inputs' sizes agree).
static bool resolveResultShapes(JitCall *jit, NnRunCall *c) {
  NnTensor *inputs =
      nnToolAllocArray(nnRunProgram, (size_t)c->numArgs + 1, sizeof(NnTensor));
  int64_t **shapes = nnToolAllocArray(nnRunProgram, (size_t)c->numResults + 1,
                                      sizeof(int64_t *));
  for (int i = 0; i < c->numArgs; ++i)
    inputs[i] = (NnTensor){NULL, elementType(c->args[i].dtype),
                           c->inputs[i].rank, c->inputs[i].shape};
  for (int j = 0; j < c->numResults; ++j)
    shapes[j] = c->results[j].shape;
  bool ok = mlirLogicalResultIsSuccess(nnExecutableInferOutputShapes(
      jit->exe, mlirStringRefCreateFromCString(jit->entry), c->numArgs, inputs,
      c->numResults, shapes, printError, ""));
  free(inputs);
  free(shapes);
  return ok;
}

int nnRunJit(const NnRunOptions *o) {
  // The JIT makes CPU code only; CUDA code comes ahead of time.
  if (o->device && strcmp(o->device, "cpu") != 0) {
    fprintf(stderr,
            "nn-run: --device %s runs libraries only: compile '%s' with "
            "nn-compile --target %s and run the library\n",
            o->device, o->file, o->device);
    return 1;
  }
  int status = 1;
  NnRunCall call = {0};
  JitCall jit = {{NULL}, o->entry, NULL};
  MlirModule module = {NULL};

  MlirContext ctx = nnCpuJitContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, nnPrintDiagnostic, NULL, NULL);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx))) {
    fprintf(stderr, "nn-run: cannot load the nn dialect\n");
    goto done;
  }
  if (nnArgEndsWith(o->file, ".onnx")) {
    NnToolImportArgs args = {.program = nnRunProgram,
                             .entry = o->entry,
                             .inputShapes = o->inputShapes,
                             .numInputShapes = o->numInputShapes,
                             .inputValues = o->inputValues,
                             .numInputValues = o->numInputValues,
                             .inputFiles = o->inputs,
                             .numInputFiles = o->numInputs,
                             .valuesFromInputs = o->valuesFromInputs};
    module = nnToolImportOnnx(ctx, o->file, &args);
    if (mlirModuleIsNull(module)) {
      // The import's errors are above; this line tells them from the
      // compiler's, which follow the same "nn-run: FILE: " prefix.
      fprintf(stderr, "nn-run: cannot import '%s'\n", o->file);
      goto done;
    }
  } else {
    // Text or bytecode; the loader says what went wrong.
    module = nnToolLoadModule(ctx, "nn-run", o->file);
    if (mlirModuleIsNull(module))
      goto done;
  }
  if (mlirLogicalResultIsFailure(nnVerify(mlirModuleGetOperation(module))) ||
      (o->specialize && !nnToolSpecialize(module, nnRunProgram, o->specialize)))
    goto done;
  MlirOperation func = findEntry(module, o->entry, o->file);
  if (mlirOperationIsNull(func) || !readSignature(func, &call) ||
      !nnRunPrepare(&call, o))
    goto done;

  NnCompileOptions options;
  nnCompileOptionsInit(&options);
  MlirStringRef entry = mlirStringRefCreateFromCString(o->entry);
  options.numEntries = 1;
  options.entries = &entry;
  options.optLevel = o->optLevel;
  options.runtimeChecks = o->runtimeChecks != 0;
  options.profile = o->profile;
  NnStringBuffer prefix = {0};
  nnStringBufferPrintf(&prefix, "%s: ", o->file);
  jit.exe = nnCompile(module, &options, printError, prefix.data);
  nnStringBufferFree(&prefix);
  if (nnExecutableIsNull(jit.exe) || !resolveResultShapes(&jit, &call) ||
      !nnRunAllocateResults(&call))
    goto done;
  // The machine's peaks before the first call: after one, the OpenMP
  // runtime's threads spin for a while (KMP_BLOCKTIME, 200 ms) and would
  // take a core from the measurement.
  NnMachinePeaks peaks = {0};
  if (o->profile)
    nnMeasureMachinePeaks(nnDefaultThreadCount(), &peaks);
  status = nnRunExecute(&call, o, callJit, NULL, &jit);
  if (status == 0 && o->profile)
    status = nnRunProfile(&call, o, callJit, &jit, jit.exe,
                          o->bench ? o->bench : 10, &peaks);

done:
  free(jit.tensors);
  nnExecutableDestroy(jit.exe);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  nnRunCallFree(&call);
  mlirContextDestroy(ctx);
  return status;
}
