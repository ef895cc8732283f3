//===- Compile.c - nnCompile: lower a module and JIT-compile it -----------===//
//
// The steps nn-run used to do itself, for any caller: clone the module,
// record each entry's tensor signature, mark the entries for the C
// interface and make every other function private (symbol-dce then drops
// what no entry reaches), run --nn-lower-to-llvm, and build the JIT.
// Errors are messages through the caller's callback; the first error
// diagnostic the pipeline emits is recorded on the way (without being
// swallowed: the context's own handlers still see it) so that the message
// says what failed and where.
//
//===----------------------------------------------------------------------===//

#include "EntrySelection.h"
#include "Executable.h"
#include "nn-c/Dialect.h"
#include "nn-c/Passes.h"
#include "support/StringBuffer.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Transforms.h"
#include "support/Memory.h"
#include "support/OpName.h"

#include <stdlib.h>
#include <string.h>

static void report(MlirStringCallback callback, void *userData,
                   const NnStringBuffer *message) {
  if (callback)
    callback(mlirStringRefCreate(nnStringBufferStr(message), message->length),
             userData);
}

void nnCompileOptionsInit(NnCompileOptions *options) {
  memset(options, 0, sizeof(*options));
  options->target = NN_TARGET_CPU;
  options->optLevel = 2;
  options->runtimeChecks = true;
}

bool nnElementTypeFromMlir(MlirType type, NnElementType *out) {
  unsigned width = mlirTypeIsAInteger(type) ? mlirIntegerTypeGetWidth(type) : 0;
  if (mlirTypeIsAInteger(type) && mlirIntegerTypeIsSigned(type))
    return false; // si8 ...: nn takes signless and unsigned integers
  if (mlirTypeIsAInteger(type) && mlirIntegerTypeIsUnsigned(type)) {
    switch (width) {
    case 8:
      *out = NN_ELEMENT_UI8;
      return true;
    case 16:
      *out = NN_ELEMENT_UI16;
      return true;
    case 32:
      *out = NN_ELEMENT_UI32;
      return true;
    case 64:
      *out = NN_ELEMENT_UI64;
      return true;
    }
    return false;
  }
  if (mlirTypeIsAF32(type))
    *out = NN_ELEMENT_F32;
  else if (mlirTypeIsAF64(type))
    *out = NN_ELEMENT_F64;
  else if (mlirTypeIsAF16(type))
    *out = NN_ELEMENT_F16;
  else if (mlirTypeIsABF16(type))
    *out = NN_ELEMENT_BF16;
  else if (width == 64)
    *out = NN_ELEMENT_I64;
  else if (width == 32)
    *out = NN_ELEMENT_I32;
  else if (width == 16)
    *out = NN_ELEMENT_I16;
  else if (width == 8)
    *out = NN_ELEMENT_I8;
  else if (width == 1)
    *out = NN_ELEMENT_I1;
  else
    return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Entries and their signatures
//===----------------------------------------------------------------------===//

#define RANK_TEXT_(n) #n
#define RANK_TEXT(n) RANK_TEXT_(n)

// Checks that `type` is a tensor buffers can describe and records it.
static bool recordSig(MlirType type, const char *what, intptr_t index,
                      MlirStringRef entry, NnTensorSig *sig,
                      NnStringBuffer *error) {
  const char *problem = NULL;
  if (!mlirTypeIsARankedTensor(type))
    problem = "is not a ranked tensor";
  else if (mlirShapedTypeGetRank(type) > NN_CPU_JIT_MAX_RANK)
    problem = "has a rank above " RANK_TEXT(NN_CPU_JIT_MAX_RANK);
  else if (!nnElementTypeFromMlir(mlirShapedTypeGetElementType(type),
                                  &sig->elementType))
    problem = "has an unsupported element type (supported: f32, f64, f16, "
              "bf16, i64, i32, i8, i1)";
  if (problem) {
    nnStringBufferPrintf(error, "%s #%ld of @%.*s: ", what, (long)index,
                         (int)entry.length, entry.data);
    mlirTypePrint(type, nnStringBufferCallback, error);
    nnStringBufferPrintf(error, " %s", problem);
    return false;
  }
  sig->type = type;
  sig->rank = mlirShapedTypeGetRank(type);
  for (intptr_t i = 0; i < sig->rank; ++i)
    sig->shape[i] = mlirShapedTypeIsDynamicDim(type, i)
                        ? -1
                        : mlirShapedTypeGetDimSize(type, i);
  return true;
}

static bool recordEntry(MlirOperation func, NnEntry *entry,
                        NnStringBuffer *error) {
  MlirStringRef name = nnFuncName(func);
  MlirType type = mlirTypeAttrGetValue(
      mlirOperationGetAttributeByName(func, nnStr("function_type")));
  entry->numInputs = mlirFunctionTypeGetNumInputs(type);
  entry->numOutputs = mlirFunctionTypeGetNumResults(type);
  entry->name = nnCopyString(name.data, name.length);
  entry->sigs = nnAllocArray((size_t)(entry->numInputs + entry->numOutputs) + 1,
                             sizeof(NnTensorSig));
  if (!entry->name || !entry->sigs) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  for (intptr_t i = 0; i < entry->numInputs; ++i)
    if (!recordSig(mlirFunctionTypeGetInput(type, i), "input", i, name,
                   &entry->sigs[i], error))
      return false;
  for (intptr_t i = 0; i < entry->numOutputs; ++i)
    if (!recordSig(mlirFunctionTypeGetResult(type, i), "output", i, name,
                   &entry->sigs[entry->numInputs + i], error))
      return false;
  for (intptr_t i = 0; i < entry->numInputs + entry->numOutputs; ++i)
    entry->dynamic |= !mlirShapedTypeHasStaticShape(entry->sigs[i].type);
  // A copy for sizes runs on its entry's checks and output sizes.
  entry->specializes = -1;
  if (!nnReadSpecializedDims(func, &entry->bound, &entry->numBound)) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  if (entry->bound)
    return true;
  if (entry->dynamic && !nnEntryShapesRecord(func, &entry->shapes, error)) {
    NnStringBuffer message = {0};
    nnStringBufferPrintf(&message, "@%.*s: %s", (int)name.length, name.data,
                         nnStringBufferStr(error));
    nnStringBufferClear(error);
    nnStringBufferAppend(error, nnStringBufferStr(&message), message.length);
    nnStringBufferFree(&message);
    return false;
  }
  return true;
}

// Makes entry #index, if it is a copy for sizes (nn.specializes), one of
// its entry's copies, after checking that it fits that entry: the same
// signature, bound dims that are dynamic there.
static bool linkCopy(MlirOperation func, NnExecutableImpl *impl, intptr_t index,
                     NnStringBuffer *error) {
  NnEntry *copy = &impl->entries[index];
  MlirAttribute of =
      mlirOperationGetAttributeByName(func, nnStr("nn.specializes"));
  if (!copy->bound)
    return true;
  MlirStringRef name = mlirAttributeIsNull(of) || !mlirAttributeIsAString(of)
                           ? nnStr("?")
                           : mlirStringAttrGetValue(of);
  NnEntry *entry = nnExecutableFindEntry(impl, name);
  if (!entry) {
    nnStringBufferPrintf(error,
                         "@%s is @%.*s's copy for given sizes "
                         "(nn.specializes): compile @%.*s, which calls it "
                         "when the inputs have them",
                         copy->name, (int)name.length, name.data,
                         (int)name.length, name.data);
    return false;
  }
  bool fits = entry->specializes < 0 && entry->numInputs == copy->numInputs &&
              entry->numOutputs == copy->numOutputs;
  for (intptr_t i = 0; fits && i < entry->numInputs + entry->numOutputs; ++i)
    fits = mlirTypeEqual(entry->sigs[i].type, copy->sigs[i].type);
  for (intptr_t k = 0; fits && k < copy->numBound; ++k) {
    int64_t input = copy->bound[3 * k], dim = copy->bound[3 * k + 1];
    fits = input >= 0 && input < entry->numInputs && dim >= 0 &&
           dim < entry->sigs[input].rank && entry->sigs[input].shape[dim] < 0 &&
           copy->bound[3 * k + 2] >= 0;
  }
  if (!fits) {
    nnStringBufferPrintf(error,
                         "@%s is a copy of @%.*s for sizes (nn.specializes) "
                         "that does not fit it: it needs the same signature "
                         "and entry, and sizes for dynamic input dims",
                         copy->name, (int)name.length, name.data);
    return false;
  }
  intptr_t *grown =
      realloc(entry->copies, (size_t)(entry->numCopies + 1) * sizeof(intptr_t));
  if (!grown) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  entry->copies = grown;
  entry->copies[entry->numCopies++] = index;
  copy->specializes = entry - impl->entries;
  return true;
}

// Finds the requested entries in `module` (the clone; EntrySelection.h
// marks them and makes every other function private) and records their
// signatures.
static bool selectEntries(MlirModule module, const NnCompileOptions *options,
                          NnExecutableImpl *impl, NnStringBuffer *error) {
  MlirOperation *funcs;
  intptr_t numEntries;
  if (!nnSelectEntries(module, options->numEntries, options->entries, "compile",
                       &funcs, &numEntries, error))
    return false;
  impl->entries = nnAllocArray((size_t)numEntries + 1, sizeof(NnEntry));
  if (!impl->entries) {
    free(funcs);
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  bool ok = true;
  for (intptr_t i = 0; i < numEntries && ok; ++i)
    ok = recordEntry(funcs[i], &impl->entries[impl->numEntries++], error);
  for (intptr_t i = 0; i < numEntries && ok; ++i)
    ok = linkCopy(funcs[i], impl, i, error);
  free(funcs);
  return ok;
}

//===----------------------------------------------------------------------===//
// Lowering
//===----------------------------------------------------------------------===//

// The first error diagnostic, with its location, for the failure message.
static MlirLogicalResult recordFirstError(MlirDiagnostic diagnostic,
                                          void *userData) {
  NnStringBuffer *first = userData;
  if (first->length == 0 &&
      mlirDiagnosticGetSeverity(diagnostic) == MlirDiagnosticError) {
    MlirLocation location = mlirDiagnosticGetLocation(diagnostic);
    if (mlirLocationIsAFileLineColRange(location)) {
      MlirStringRef file =
          mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(location));
      nnStringBufferPrintf(
          first, "%.*s:%d:%d", (int)file.length, file.data,
          mlirLocationFileLineColRangeGetStartLine(location),
          mlirLocationFileLineColRangeGetStartColumn(location));
    } else {
      mlirLocationPrint(location, nnStringBufferCallback, first);
    }
    nnStringBufferPrintf(first, ": ");
    mlirDiagnosticPrint(diagnostic, nnStringBufferCallback, first);
  }
  // Not handled: the context's own handlers (or MLIR's default) see it too.
  return mlirLogicalResultFailure();
}

// The CPU pipeline assumes verified nn IR, as MLIR's passes assume verified
// IR: a module from a framework's own builder, or edited after parsing, is
// checked first, and its first broken rule is the error.
static bool verify(MlirModule module, NnStringBuffer *error) {
  MlirContext ctx = mlirModuleGetContext(module);
  NnStringBuffer first = {0};
  MlirDiagnosticHandlerID handler =
      mlirContextAttachDiagnosticHandler(ctx, recordFirstError, &first, NULL);
  bool ok =
      mlirLogicalResultIsSuccess(nnVerify(mlirModuleGetOperation(module)));
  mlirContextDetachDiagnosticHandler(ctx, handler);
  if (!ok)
    nnStringBufferPrintf(error, "the module breaks nn's rules: %s",
                         nnStringBufferStr(&first));
  nnStringBufferFree(&first);
  return ok;
}

static bool lowerToLlvm(MlirModule module, const NnCompileOptions *options,
                        NnStringBuffer *error) {
  MlirContext ctx = mlirModuleGetContext(module);
  MlirPassManager pm =
      mlirPassManagerCreateOnOperation(ctx, nnStr("builtin.module"));
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsSymbolDCE());
  NnStringBuffer pipeline = {0};
  nnStringBufferPrintf(&pipeline,
                       "nn-lower-to-llvm{runtime-checks=%s profile=%s}",
                       options->runtimeChecks ? "true" : "false",
                       options->profile ? "true" : "false");
  bool ok = mlirLogicalResultIsSuccess(nnAddPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      nnStr(nnStringBufferStr(&pipeline)), nnStringBufferCallback, error));
  nnStringBufferFree(&pipeline);
  if (!ok) {
    mlirPassManagerDestroy(pm);
    return false;
  }
  NnStringBuffer first = {0};
  MlirDiagnosticHandlerID handler =
      mlirContextAttachDiagnosticHandler(ctx, recordFirstError, &first, NULL);
  ok = mlirLogicalResultIsSuccess(
      mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
  mlirContextDetachDiagnosticHandler(ctx, handler);
  if (!ok)
    nnStringBufferPrintf(error, "lowering to the LLVM dialect failed%s%s",
                         first.length ? ": " : "", nnStringBufferStr(&first));
  nnStringBufferFree(&first);
  mlirPassManagerDestroy(pm);
  return ok;
}

//===----------------------------------------------------------------------===//
// nnCompile
//===----------------------------------------------------------------------===//

static void destroyImpl(NnExecutableImpl *impl) {
  nnCpuJitDestroy(impl->jit);
  if (!mlirModuleIsNull(impl->module))
    mlirModuleDestroy(impl->module);
  for (intptr_t i = 0; i < impl->numEntries; ++i) {
    free(impl->entries[i].name);
    free(impl->entries[i].sigs);
    free(impl->entries[i].bound);
    free(impl->entries[i].copies);
    nnEntryShapesFree(&impl->entries[i].shapes);
  }
  free(impl->entries);
  nnFreeRuntimeChecks(&impl->checks);
  nnFreeKernelTable(&impl->kernels);
  free(impl);
}

NnExecutable nnCompile(MlirModule module, const NnCompileOptions *options,
                       MlirStringCallback errorCallback, void *userData) {
  NnExecutable result = {NULL};
  NnCompileOptions defaults;
  nnCompileOptionsInit(&defaults);
  if (!options)
    options = &defaults;
  NnStringBuffer error = {0};
  if (mlirModuleIsNull(module))
    nnStringBufferPrintf(&error, "cannot compile a null module");
  else if (options->target == NN_TARGET_CUDA)
    nnStringBufferPrintf(&error, "target cuda is not built in this version "
                                 "(available: cpu)");
  else if (options->target != NN_TARGET_CPU)
    nnStringBufferPrintf(&error, "unknown target %d (available: cpu)",
                         (int)options->target);
  else if (options->optLevel < 0 || options->optLevel > 3)
    nnStringBufferPrintf(&error, "optimization level %d is not in 0..3",
                         options->optLevel);
  else if (options->numEntries < 0 ||
           (options->numEntries > 0 && !options->entries))
    nnStringBufferPrintf(&error, "bad entry list (%ld names, %s)",
                         (long)options->numEntries,
                         options->entries ? "given" : "NULL");
  if (error.length) {
    report(errorCallback, userData, &error);
    nnStringBufferFree(&error);
    return result;
  }

  // What the CPU pipeline and the JIT need, in the caller's context.
  nnCpuJitPrepareContext(mlirModuleGetContext(module));
  NnExecutableImpl *impl = nnAllocArray(1, sizeof(NnExecutableImpl));
  if (!impl) {
    nnStringBufferPrintf(&error, "out of memory");
    report(errorCallback, userData, &error);
    nnStringBufferFree(&error);
    return result;
  }
  impl->module = mlirModuleFromOperation(
      mlirOperationClone(mlirModuleGetOperation(module)));
  uint64_t failures = nnMemoryFailures(); // support/Memory.h
  bool ok = verify(impl->module, &error) &&
            selectEntries(impl->module, options, impl, &error) &&
            lowerToLlvm(impl->module, options, &error);
  if (ok && !nnReadRuntimeChecks(impl->module, &impl->checks)) {
    nnStringBufferPrintf(&error, "out of memory reading the run-time checks");
    ok = false;
  }
  if (ok && !nnReadKernelTable(impl->module, &impl->kernels)) {
    nnStringBufferPrintf(&error, "out of memory reading the kernel table");
    ok = false;
  }
  if (ok) {
    impl->jit = nnCpuJitCreate(impl->module, options->optLevel, &error);
    ok = impl->jit != NULL;
  }
  if (ok && nnMemoryFailures() != failures) {
    nnStringBufferPrintf(&error, "out of memory");
    ok = false;
  }
  for (intptr_t i = 0; ok && i < impl->numEntries; ++i)
    if (!nnCpuJitHasFunction(impl->jit, impl->entries[i].name)) {
      nnStringBufferPrintf(&error, "the compiled code has no '_mlir_ciface_%s'",
                           impl->entries[i].name);
      ok = false;
    }
  if (!ok) {
    report(errorCallback, userData, &error);
    destroyImpl(impl);
  } else {
    result.ptr = impl;
  }
  nnStringBufferFree(&error);
  return result;
}

void nnExecutableDestroy(NnExecutable executable) {
  if (executable.ptr)
    destroyImpl(nnExecutableUnwrap(executable));
}
