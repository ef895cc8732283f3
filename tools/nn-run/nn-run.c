//===- nn-run.c - Compile a function and run it on the CPU ----------------===//
//
// nn-run parses an MLIR file (nn dialect and every upstream dialect loaded),
// compiles one function for the CPU through the public C API (nn-c/Compile.h:
// the --nn-lower-to-llvm pipeline and MLIR's ExecutionEngine) and calls it
// through nn-c/Run.h on .npy inputs or on random ones. Results can be written
// as .npy files, compared with expected ones, or the call timed.
//
// nn-run reads the function's signature itself before compiling, so that a
// wrong input file is reported at once; it allocates the result buffers once
// and reuses them for every call, as a framework would.
//
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "support/Npy.h"
#include "support/StringBuffer.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "nn-c/Compile.h"
#include "nn-c/Dialect.h"
#include "nn-c/Run.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

typedef struct {
  MlirType type;
  NnNpyDType dtype;
  int rank;
  int64_t shape[NN_NPY_MAX_RANK];
} TensorSig;

static void printType(MlirType type, NnStringBuffer *out) {
  mlirTypePrint(type, nnStringBufferCallback, out);
}

// Checks that `type` is a tensor nn-run can pass or receive.
static bool toTensorSig(MlirType type, const char *what, int index,
                        TensorSig *sig) {
  NnStringBuffer text = {0};
  printType(type, &text);
  const char *problem = NULL;
  if (!mlirTypeIsARankedTensor(type)) {
    problem = "is not a ranked tensor";
  } else if (!mlirShapedTypeHasStaticShape(type)) {
    problem = "has a dynamic shape (nn-run needs static shapes)";
  } else if (mlirShapedTypeGetRank(type) > NN_NPY_MAX_RANK) {
    problem = "has a rank above 8";
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
                "f16, bf16, i64, i32, i8, i1)";
  }
  if (problem) {
    fprintf(stderr, "nn-run: %s #%d: %s %s\n", what, index,
            nnStringBufferStr(&text), problem);
    nnStringBufferFree(&text);
    return false;
  }
  nnStringBufferFree(&text);
  sig->type = type;
  sig->rank = (int)mlirShapedTypeGetRank(type);
  for (int i = 0; i < sig->rank; ++i)
    sig->shape[i] = mlirShapedTypeGetDimSize(type, i);
  return true;
}

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

// splitmix64: small, fast and the same everywhere.
static uint64_t nextRandom(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static void fillRandom(NnNpyArray *array, uint64_t *state) {
  int64_t n = nnNpyNumElements(array);
  for (int64_t i = 0; i < n; ++i) {
    double unit = (double)(nextRandom(state) >> 11) * 0x1.0p-53; // [0, 1)
    double value;
    switch (array->dtype) {
    case NN_NPY_F32:
    case NN_NPY_F64:
    case NN_NPY_F16:
    case NN_NPY_BF16:
      value = 2 * unit - 1;
      break;
    case NN_NPY_BOOL:
      value = unit < 0.5 ? 0 : 1;
      break;
    default: // integers: -1, 0 or 1
      value = floor(unit * 3) - 1;
      break;
    }
    nnNpySetDouble(array, i, value);
  }
}

static bool sameShape(const NnNpyArray *array, const TensorSig *sig) {
  if (array->rank != sig->rank)
    return false;
  for (int i = 0; i < sig->rank; ++i)
    if (array->shape[i] != sig->shape[i])
      return false;
  return true;
}

// "argument #1 expects tensor<4x8xf32>, in.npy holds float64 [4, 8]"
static void reportMismatch(const char *what, int index, const TensorSig *sig,
                           const char *path, const NnNpyArray *array) {
  NnStringBuffer type = {0};
  printType(sig->type, &type);
  char holds[256];
  nnNpyDescribe(array, holds, sizeof(holds));
  // NumPy has no bfloat16: say which files stand for it (support/Npy.h).
  bool bf16 = sig->dtype == NN_NPY_BF16 || array->dtype == NN_NPY_BF16;
  fprintf(stderr, "nn-run: %s #%d %s %s, %s holds %s%s\n", what, index,
          strcmp(what, "argument") == 0 ? "expects" : "is",
          nnStringBufferStr(&type), path, holds,
          bf16 ? " (bf16 tensors are '<V2' .npy files, as np.save writes "
                 "ml_dtypes.bfloat16 arrays)"
               : "");
  nnStringBufferFree(&type);
}

//===----------------------------------------------------------------------===//
// Compiling
//===----------------------------------------------------------------------===//

static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  NnStringBuffer text = {0};
  MlirLocation location = mlirDiagnosticGetLocation(diagnostic);
  if (mlirLocationIsAFileLineColRange(location)) {
    MlirStringRef file =
        mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(location));
    nnStringBufferPrintf(&text, "%.*s:%d:%d", (int)file.length, file.data,
                         mlirLocationFileLineColRangeGetStartLine(location),
                         mlirLocationFileLineColRangeGetStartColumn(location));
  } else {
    mlirLocationPrint(location, nnStringBufferCallback, &text);
  }
  const char *severity = "error";
  switch (mlirDiagnosticGetSeverity(diagnostic)) {
  case MlirDiagnosticWarning:
    severity = "warning";
    break;
  case MlirDiagnosticNote:
    severity = "note";
    break;
  case MlirDiagnosticRemark:
    severity = "remark";
    break;
  default:
    break;
  }
  nnStringBufferPrintf(&text, ": %s: ", severity);
  mlirDiagnosticPrint(diagnostic, nnStringBufferCallback, &text);
  fprintf(stderr, "%s\n", nnStringBufferStr(&text));
  nnStringBufferFree(&text);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(diagnostic); ++i)
    printDiagnostic(mlirDiagnosticGetNote(diagnostic, i), userData);
  return mlirLogicalResultSuccess();
}

static bool readFile(const char *path, NnStringBuffer *out) {
  FILE *file = fopen(path, "rb");
  if (!file) {
    fprintf(stderr, "nn-run: cannot open input file '%s'\n", path);
    return false;
  }
  char chunk[1 << 16];
  size_t length;
  while ((length = fread(chunk, 1, sizeof(chunk), file)) > 0)
    nnStringBufferAppend(out, chunk, length);
  bool ok = !ferror(file);
  fclose(file);
  if (!ok)
    fprintf(stderr, "nn-run: cannot read input file '%s'\n", path);
  if (!out->data)
    nnStringBufferAppend(out, "", 0);
  return ok;
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

//===----------------------------------------------------------------------===//
// Checking and timing
//===----------------------------------------------------------------------===//

// Numbers in messages: "1.2e-07", "0.5"; tolerances without exponent zeros
// ("1e-5").
static void shortNumber(double value, char *out, size_t size) {
  snprintf(out, size, "%g", value);
  char *e = strstr(out, "e-0");
  if (!e)
    e = strstr(out, "e+0");
  if (e)
    memmove(e + 2, e + 3, strlen(e + 3) + 1);
}

static bool checkResult(int index, const NnNpyArray *result,
                        const TensorSig *sig, const char *path,
                        const NnRunOptions *o, bool *passed) {
  char error[1024];
  NnNpyArray expected;
  if (!nnNpyRead(path, &expected, error, sizeof(error))) {
    fprintf(stderr, "nn-run: %s\n", error);
    return false;
  }
  if (expected.dtype != result->dtype || !sameShape(&expected, sig)) {
    reportMismatch("result", index, sig, path, &expected);
    nnNpyFree(&expected);
    return false;
  }
  double maxAbs = 0, maxRel = 0;
  int64_t bad = 0, n = nnNpyNumElements(result);
  for (int64_t i = 0; i < n; ++i) {
    double r = nnNpyGetDouble(result, i), e = nnNpyGetDouble(&expected, i);
    if (isnan(r) || isnan(e)) {
      if (!(isnan(r) && isnan(e)))
        ++bad, maxAbs = maxRel = INFINITY;
      continue;
    }
    if (r == e) // equal infinities too
      continue;
    double abs = fabs(r - e), rel = e != 0 ? abs / fabs(e) : INFINITY;
    maxAbs = fmax(maxAbs, abs);
    maxRel = fmax(maxRel, rel);
    if (!(abs <= o->atol + o->rtol * fabs(e)))
      ++bad;
  }
  char rtol[32], atol[32];
  shortNumber(o->rtol, rtol, sizeof(rtol));
  shortNumber(o->atol, atol, sizeof(atol));
  printf("result #%d: max abs error %.2g, max rel error %.2g (rtol %s, atol "
         "%s): ",
         index, maxAbs, maxRel, rtol, atol);
  if (bad)
    printf("FAILED (%lld of %lld elements out of tolerance)\n", (long long)bad,
           (long long)n);
  else
    printf("ok\n");
  *passed = bad == 0;
  nnNpyFree(&expected);
  return true;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int compareDoubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void printDuration(double seconds) {
  if (seconds < 1e-3)
    printf("%.2f us", seconds * 1e6);
  else if (seconds < 1)
    printf("%.3f ms", seconds * 1e3);
  else
    printf("%.3f s", seconds);
}

static void printValues(int index, const NnNpyArray *array) {
  char what[256];
  nnNpyDescribe(array, what, sizeof(what));
  printf("result #%d: %s:", index, what);
  int64_t n = nnNpyNumElements(array), shown = n < 8 ? n : 8;
  for (int64_t i = 0; i < shown; ++i)
    printf(" %.6g", nnNpyGetDouble(array, i));
  printf("%s\n", shown < n ? " ..." : "");
}

//===----------------------------------------------------------------------===//
// main
//===----------------------------------------------------------------------===//

typedef struct {
  int numArgs, numResults;
  TensorSig *args, *results;
  NnNpyArray *inputs;  // one per argument
  NnNpyArray *outputs; // one per result, written by every call
  NnTensor *tensors;   // the arguments, then the results
} Call;

static void freeCall(Call *c) {
  for (int i = 0; c->inputs && i < c->numArgs; ++i)
    nnNpyFree(&c->inputs[i]);
  for (int i = 0; c->outputs && i < c->numResults; ++i)
    nnNpyFree(&c->outputs[i]);
  free(c->args);
  free(c->results);
  free(c->inputs);
  free(c->outputs);
  free(c->tensors);
}

static bool loadInputs(Call *c, const NnRunOptions *o) {
  if (!o->randomInputs && o->numInputs != c->numArgs) {
    fprintf(stderr,
            "nn-run: @%s takes %d argument%s, %d --input file%s given%s\n",
            o->entry, c->numArgs, c->numArgs == 1 ? "" : "s", o->numInputs,
            o->numInputs == 1 ? "" : "s",
            o->numInputs ? "" : " (or use --random-inputs SEED)");
    return false;
  }
  uint64_t state = o->seed;
  for (int i = 0; i < c->numArgs; ++i) {
    TensorSig *sig = &c->args[i];
    if (o->randomInputs) {
      if (!nnNpyAllocate(&c->inputs[i], sig->dtype, sig->rank, sig->shape)) {
        fprintf(stderr, "nn-run: out of memory for argument #%d\n", i);
        return false;
      }
      fillRandom(&c->inputs[i], &state);
      continue;
    }
    char error[1024];
    if (!nnNpyRead(o->inputs[i], &c->inputs[i], error, sizeof(error))) {
      fprintf(stderr, "nn-run: %s\n", error);
      return false;
    }
    if (c->inputs[i].dtype != sig->dtype || !sameShape(&c->inputs[i], sig)) {
      reportMismatch("argument", i, sig, o->inputs[i], &c->inputs[i]);
      return false;
    }
  }
  return true;
}

static bool readSignature(MlirOperation func, Call *c) {
  MlirType type = mlirTypeAttrGetValue(mlirOperationGetAttributeByName(
      func, mlirStringRefCreateFromCString("function_type")));
  c->numArgs = (int)mlirFunctionTypeGetNumInputs(type);
  c->numResults = (int)mlirFunctionTypeGetNumResults(type);
  c->args = calloc((size_t)c->numArgs + 1, sizeof(TensorSig));
  c->results = calloc((size_t)c->numResults + 1, sizeof(TensorSig));
  c->inputs = calloc((size_t)c->numArgs + 1, sizeof(NnNpyArray));
  c->outputs = calloc((size_t)c->numResults + 1, sizeof(NnNpyArray));
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
  }
  return NN_ELEMENT_I1; // not reached: every dtype is above
}

// Allocates the result arrays and describes every array as a tensor.
static bool prepareCall(Call *c) {
  int numTensors = c->numArgs + c->numResults;
  c->tensors = calloc((size_t)numTensors + 1, sizeof(NnTensor));
  for (int i = 0; i < numTensors; ++i) {
    bool isArg = i < c->numArgs;
    const TensorSig *sig = isArg ? &c->args[i] : &c->results[i - c->numArgs];
    NnNpyArray *array = isArg ? &c->inputs[i] : &c->outputs[i - c->numArgs];
    if (!isArg && !nnNpyAllocate(array, sig->dtype, sig->rank, sig->shape)) {
      fprintf(stderr, "nn-run: out of memory for result #%d\n", i - c->numArgs);
      return false;
    }
    c->tensors[i] =
        (NnTensor){array->data, elementType(sig->dtype), sig->rank, sig->shape};
  }
  return true;
}

// Prints an error message of nn-c/Compile.h or nn-c/Run.h, after the
// prefix in `userData`.
static void printError(MlirStringRef message, void *userData) {
  fprintf(stderr, "nn-run: %s%.*s\n", (const char *)userData,
          (int)message.length, message.data);
}

// Calls the function once; it writes its results into `c->outputs`.
static bool callOnce(NnExecutable exe, const char *entry, Call *c) {
  return mlirLogicalResultIsSuccess(nnExecutableRun(
      exe, mlirStringRefCreateFromCString(entry), c->numArgs, c->tensors,
      c->numResults, c->tensors + c->numArgs, printError, ""));
}

int main(int argc, char **argv) {
  NnRunOptions o;
  int parsed = nnRunParseOptions(argc, argv, &o);
  if (parsed) {
    nnRunFreeOptions(&o);
    return parsed == 2 ? 0 : 1;
  }
  int status = 1;
  NnStringBuffer source = {0};
  Call call = {0};
  NnExecutable exe = {NULL};
  MlirModule module = {NULL};

  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirRegisterAllPasses();
  mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx))) {
    fprintf(stderr, "nn-run: cannot load the nn dialect\n");
    goto done;
  }
  // Read once first for a plain message when the file is not there.
  if (!readFile(o.file, &source))
    goto done;
  module = mlirModuleCreateParseFromFile(
      ctx, mlirStringRefCreateFromCString(o.file));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "nn-run: cannot parse '%s'\n", o.file);
    goto done;
  }
  if (mlirLogicalResultIsFailure(nnVerify(mlirModuleGetOperation(module))))
    goto done;
  MlirOperation func = findEntry(module, o.entry, o.file);
  if (mlirOperationIsNull(func) || !readSignature(func, &call) ||
      !loadInputs(&call, &o))
    goto done;
  if (o.numOutputs && o.numOutputs != call.numResults) {
    fprintf(stderr, "nn-run: @%s has %d result%s, %d --output file%s given\n",
            o.entry, call.numResults, call.numResults == 1 ? "" : "s",
            o.numOutputs, o.numOutputs == 1 ? "" : "s");
    goto done;
  }
  if (o.numChecks && o.numChecks != call.numResults) {
    fprintf(stderr, "nn-run: @%s has %d result%s, %d --check file%s given\n",
            o.entry, call.numResults, call.numResults == 1 ? "" : "s",
            o.numChecks, o.numChecks == 1 ? "" : "s");
    goto done;
  }

  NnCompileOptions options;
  nnCompileOptionsInit(&options);
  MlirStringRef entry = mlirStringRefCreateFromCString(o.entry);
  options.numEntries = 1;
  options.entries = &entry;
  options.optLevel = o.optLevel;
  NnStringBuffer prefix = {0};
  nnStringBufferPrintf(&prefix, "%s: ", o.file);
  exe = nnCompile(module, &options, printError, prefix.data);
  nnStringBufferFree(&prefix);
  if (nnExecutableIsNull(exe))
    goto done;

  if (!prepareCall(&call) || !callOnce(exe, o.entry, &call))
    goto done;
  NnNpyArray *results = call.outputs;
  status = 0;
  for (int i = 0; i < o.numOutputs; ++i) {
    char error[1024];
    if (!nnNpyWrite(o.outputs[i], &results[i], error, sizeof(error))) {
      fprintf(stderr, "nn-run: %s\n", error);
      status = 1;
    }
  }
  for (int i = 0; i < o.numChecks; ++i) {
    bool passed = false;
    if (!checkResult(i, &results[i], &call.results[i], o.checks[i], &o,
                     &passed) ||
        !passed)
      status = 1;
  }
  if (!o.numOutputs && !o.numChecks && !o.bench)
    for (int i = 0; i < call.numResults; ++i)
      printValues(i, &results[i]);

  if (o.bench && status == 0) {
    double *times = calloc((size_t)o.bench, sizeof(double));
    for (long i = 0; i < o.bench && status == 0; ++i) {
      double start = now();
      if (!callOnce(exe, o.entry, &call))
        status = 1;
      times[i] = now() - start;
    }
    if (status == 0) {
      qsort(times, (size_t)o.bench, sizeof(double), compareDoubles);
      double median = o.bench % 2
                          ? times[o.bench / 2]
                          : (times[o.bench / 2 - 1] + times[o.bench / 2]) / 2;
      size_t bytes = 0;
      for (int i = 0; i < call.numArgs; ++i)
        bytes += call.inputs[i].numBytes;
      for (int i = 0; i < call.numResults; ++i)
        bytes += results[i].numBytes;
      printf("bench @%s: %ld runs after 1 warm-up: median ", o.entry, o.bench);
      printDuration(median);
      printf(", min ");
      printDuration(times[0]);
      printf(" per call, %.3g GB/s (%zu bytes in+out)\n",
             median > 0 ? (double)bytes / median * 1e-9 : 0.0, bytes);
    }
    free(times);
  }

done:
  nnExecutableDestroy(exe);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  freeCall(&call);
  nnStringBufferFree(&source);
  mlirContextDestroy(ctx);
  nnRunFreeOptions(&o);
  return status;
}
