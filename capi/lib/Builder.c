//===- Builder.c - The graph builder a framework calls --------------------===//
//
// A builder holds one module and at most one open function, whose body is a
// single block; ops are appended to it in the order the framework adds them.
// Each op is checked before it enters the function: its operands must be
// values of that function, its result types come from the op's shape
// function (nnInferResultTypes, which also checks operand types and
// attributes) unless given, and the finished op must pass MLIR's verifier
// (IRDL's checks) and nn's. So every error is caught at the call that made
// it, with the verifier's own message, and the module that comes out
// verifies. The first error is sticky (see nn-c/Builder.h).
//
//===----------------------------------------------------------------------===//

#include "BuilderInternal.h"

#include "dialect/Checks.h"
#include "dialect/Registry.h"
#include "nn-c/Dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "support/Memory.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  MlirContext ctx;
  MlirStringCallback errorCallback;
  void *userData;
  MlirLocation location;
  MlirModule module; // null once taken
  MlirSymbolTable symbols;
  MlirOperation function; // the open function, or null
  MlirBlock body;         // its block
  bool failed;
  bool reportedFailed;        // a call after the failure has been reported
  NnStringBuffer diagnostics; // errors MLIR emitted while capturing
} Builder;

static Builder *unwrap(NnGraphBuilder builder) { return builder.ptr; }

/* Errors. */

static void fail(Builder *b, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void fail(Builder *b, const char *format, ...) {
  NnStringBuffer message = {0};
  va_list args;
  va_start(args, format);
  nnStringBufferVPrintf(&message, format, args);
  va_end(args);
  if (b->errorCallback)
    b->errorCallback(
        mlirStringRefCreate(nnStringBufferStr(&message), message.length),
        b->userData);
  nnStringBufferFree(&message);
  b->failed = true;
}

// True when `b` may be used by the call `what`; reports the first call made
// after a failure, so that the framework learns why nothing happens.
static bool usable(Builder *b, const char *what) {
  if (!b)
    return false;
  if (b->failed) {
    if (!b->reportedFailed)
      fail(b, "%s: the builder failed earlier; it builds nothing more", what);
    b->reportedFailed = true;
    return false;
  }
  if (mlirModuleIsNull(b->module)) {
    fail(b, "%s: the module was already taken", what);
    return false;
  }
  return true;
}

static bool needFunction(Builder *b, const char *what) {
  if (!usable(b, what))
    return false;
  if (mlirOperationIsNull(b->function)) {
    fail(b,
         "%s: no function is open (begin one with "
         "nnGraphBuilderBeginFunction)",
         what);
    return false;
  }
  return true;
}

// Collects the errors MLIR emits while the builder verifies something.
static MlirLogicalResult captureDiagnostic(MlirDiagnostic diagnostic,
                                           void *userData) {
  Builder *b = userData;
  if (mlirDiagnosticGetSeverity(diagnostic) != MlirDiagnosticError)
    return mlirLogicalResultFailure(); // not ours: let other handlers see it
  if (b->diagnostics.length)
    nnStringBufferAppend(&b->diagnostics, "; ", 2);
  mlirDiagnosticPrint(diagnostic, nnStringBufferCallback, &b->diagnostics);
  return mlirLogicalResultSuccess();
}

// Creates the op `state` describes (null on failure) and verifies it with
// MLIR's verifier and, unless `mlirOnly`, nn's; reports the diagnostics as
// the builder's error and destroys the op when either fails.
static MlirOperation createChecked(Builder *b, MlirOperationState *state,
                                   bool mlirOnly) {
  nnStringBufferClear(&b->diagnostics);
  MlirDiagnosticHandlerID id =
      mlirContextAttachDiagnosticHandler(b->ctx, captureDiagnostic, b, NULL);
  MlirOperation op = mlirOperationCreate(state);
  bool ok = !mlirOperationIsNull(op) && mlirOperationVerify(op) &&
            (mlirOnly || mlirLogicalResultIsSuccess(nnVerify(op)));
  mlirContextDetachDiagnosticHandler(b->ctx, id);
  if (ok)
    return op;
  if (!mlirOperationIsNull(op))
    mlirOperationDestroy(op);
  fail(b, "%s",
       b->diagnostics.length ? nnStringBufferStr(&b->diagnostics)
                             : "the op could not be created");
  return (MlirOperation){NULL};
}

// Verifies `op`, which stays where it is, with MLIR's and nn's verifiers.
static bool verify(Builder *b, MlirOperation op) {
  nnStringBufferClear(&b->diagnostics);
  MlirDiagnosticHandlerID id =
      mlirContextAttachDiagnosticHandler(b->ctx, captureDiagnostic, b, NULL);
  bool ok = mlirOperationVerify(op) && mlirLogicalResultIsSuccess(nnVerify(op));
  mlirContextDetachDiagnosticHandler(b->ctx, id);
  if (!ok)
    fail(b, "%s",
         b->diagnostics.length ? nnStringBufferStr(&b->diagnostics)
                               : "verification failed");
  return ok;
}

/* Creation. */

NnGraphBuilder nnGraphBuilderCreate(MlirContext ctx,
                                    MlirStringCallback errorCallback,
                                    void *userData) {
  NnGraphBuilder none = {NULL};
  if (mlirContextIsNull(ctx)) {
    if (errorCallback)
      errorCallback(mlirStringRefCreateFromCString(
                        "nnGraphBuilderCreate: the context is null"),
                    userData);
    return none;
  }
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx))) {
    if (errorCallback)
      errorCallback(mlirStringRefCreateFromCString(
                        "nnGraphBuilderCreate: cannot load the nn dialect"),
                    userData);
    return none;
  }
  // nnLoadDialect loaded func, arith and tensor too, which the builder emits.
  Builder *b = nnAllocArray(1, sizeof(Builder));
  if (!b) {
    if (errorCallback)
      errorCallback(mlirStringRefCreateFromCString(
                        "nnGraphBuilderCreate: out of memory"),
                    userData);
    return none;
  }
  b->ctx = ctx;
  b->errorCallback = errorCallback;
  b->userData = userData;
  b->location = mlirLocationUnknownGet(ctx);
  b->module = mlirModuleCreateEmpty(b->location);
  b->symbols = mlirSymbolTableCreate(mlirModuleGetOperation(b->module));
  return (NnGraphBuilder){b};
}

void nnGraphBuilderDestroy(NnGraphBuilder builder) {
  Builder *b = unwrap(builder);
  if (!b)
    return;
  if (!mlirModuleIsNull(b->module)) {
    mlirSymbolTableDestroy(b->symbols);
    mlirModuleDestroy(b->module);
  }
  nnStringBufferFree(&b->diagnostics);
  free(b);
}

bool nnGraphBuilderHasFailed(NnGraphBuilder builder) {
  Builder *b = unwrap(builder);
  return !b || b->failed;
}

void nnGraphBuilderSetLocation(NnGraphBuilder builder, MlirLocation location) {
  Builder *b = unwrap(builder);
  if (usable(b, "nnGraphBuilderSetLocation")) {
    if (mlirLocationIsNull(location))
      fail(b, "nnGraphBuilderSetLocation: the location is null");
    else
      b->location = location;
  }
}

/* Functions. */

MlirLogicalResult nnGraphBuilderBeginFunction(NnGraphBuilder builder,
                                              MlirStringRef name,
                                              intptr_t numArguments,
                                              const MlirType *types) {
  static const char what[] = "nnGraphBuilderBeginFunction";
  Builder *b = unwrap(builder);
  if (!usable(b, what))
    return mlirLogicalResultFailure();
  if (!mlirOperationIsNull(b->function)) {
    fail(b, "%s: a function is still open; end it before beginning @%.*s", what,
         (int)name.length, name.data);
    return mlirLogicalResultFailure();
  }
  if (!name.data || !name.length) {
    fail(b, "%s: the function needs a name", what);
    return mlirLogicalResultFailure();
  }
  if (!mlirOperationIsNull(mlirSymbolTableLookup(b->symbols, name))) {
    fail(b, "%s: a function named @%.*s already exists", what, (int)name.length,
         name.data);
    return mlirLogicalResultFailure();
  }
  if (numArguments < 0 || (numArguments && !types)) {
    fail(b, "%s: @%.*s has a malformed argument list", what, (int)name.length,
         name.data);
    return mlirLogicalResultFailure();
  }
  MlirLocation *locations =
      nnAllocArray((size_t)numArguments + 1, sizeof(MlirLocation));
  if (!locations) {
    fail(b, "%s: out of memory for the %lld arguments of @%.*s", what,
         (long long)numArguments, (int)name.length, name.data);
    return mlirLogicalResultFailure();
  }
  for (intptr_t i = 0; i < numArguments; ++i) {
    locations[i] = b->location;
    if (mlirTypeIsNull(types[i]) || !mlirTypeIsARankedTensor(types[i])) {
      NnStringBuffer type = {0};
      if (!mlirTypeIsNull(types[i]))
        mlirTypePrint(types[i], nnStringBufferCallback, &type);
      fail(b, "%s: argument #%lld of @%.*s must be a ranked tensor, but is %s",
           what, (long long)i, (int)name.length, name.data,
           type.length ? nnStringBufferStr(&type) : "null");
      nnStringBufferFree(&type);
      free(locations);
      return mlirLogicalResultFailure();
    }
  }
  MlirBlock body = mlirBlockCreate(numArguments, types, locations);
  free(locations);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirNamedAttribute attributes[2] = {
      mlirNamedAttributeGet(
          mlirIdentifierGet(b->ctx, mlirStringRefCreateFromCString("sym_name")),
          mlirStringAttrGet(b->ctx, name)),
      mlirNamedAttributeGet(
          mlirIdentifierGet(b->ctx,
                            mlirStringRefCreateFromCString("function_type")),
          mlirTypeAttrGet(
              mlirFunctionTypeGet(b->ctx, numArguments, types, 0, NULL))),
  };
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("func.func"), b->location);
  mlirOperationStateAddAttributes(&state, 2, attributes);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation function = mlirOperationCreate(&state);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(b->module), function);
  mlirSymbolTableInsert(b->symbols, function);
  b->function = function;
  b->body = body;
  return mlirLogicalResultSuccess();
}

MlirValue nnGraphBuilderGetArgument(NnGraphBuilder builder, intptr_t pos) {
  static const char what[] = "nnGraphBuilderGetArgument";
  Builder *b = unwrap(builder);
  if (!needFunction(b, what))
    return (MlirValue){NULL};
  intptr_t count = mlirBlockGetNumArguments(b->body);
  if (pos < 0 || pos >= count) {
    fail(b, "%s: argument #%lld does not exist; the function has %lld", what,
         (long long)pos, (long long)count);
    return (MlirValue){NULL};
  }
  return mlirBlockGetArgument(b->body, pos);
}

// Checks that `value` may be used in the open function: it is one of its
// arguments or the result of one of its ops. `what` and `pos` name it.
static bool checkValue(Builder *b, const char *what, intptr_t pos,
                       MlirValue value) {
  if (mlirValueIsNull(value)) {
    fail(b, "%s #%lld is null", what, (long long)pos);
    return false;
  }
  MlirBlock block = mlirValueIsABlockArgument(value)
                        ? mlirBlockArgumentGetOwner(value)
                        : mlirOperationGetBlock(mlirOpResultGetOwner(value));
  if (!mlirBlockEqual(block, b->body)) {
    fail(b, "%s #%lld is not a value of the open function", what,
         (long long)pos);
    return false;
  }
  return true;
}

// The types of `count` values, in a new array (with room for one more, so
// that it is never empty); NULL when out of memory.
static MlirType *typesOf(intptr_t count, const MlirValue *values) {
  MlirType *types = nnAllocArray((size_t)count + 1, sizeof(MlirType));
  for (intptr_t i = 0; types && i < count; ++i)
    types[i] = mlirValueGetType(values[i]);
  return types;
}

MlirLogicalResult nnGraphBuilderEndFunction(NnGraphBuilder builder,
                                            intptr_t numResults,
                                            const MlirValue *results) {
  static const char what[] = "nnGraphBuilderEndFunction";
  Builder *b = unwrap(builder);
  if (!usable(b, what))
    return mlirLogicalResultFailure();
  if (mlirOperationIsNull(b->function)) {
    fail(b, "%s: no function is open (ended twice, or never begun)", what);
    return mlirLogicalResultFailure();
  }
  if (numResults < 0 || (numResults && !results)) {
    fail(b, "%s: malformed result list", what);
    return mlirLogicalResultFailure();
  }
  for (intptr_t i = 0; i < numResults; ++i)
    if (!checkValue(b, "nnGraphBuilderEndFunction: result", i, results[i]))
      return mlirLogicalResultFailure();
  intptr_t numArguments = mlirBlockGetNumArguments(b->body);
  MlirType *inputs = nnAllocArray((size_t)numArguments + 1, sizeof(MlirType));
  MlirType *outputs = typesOf(numResults, results);
  if (!inputs || !outputs) {
    free(inputs);
    free(outputs);
    fail(b, "%s: out of memory", what);
    return mlirLogicalResultFailure();
  }
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("func.return"), b->location);
  mlirOperationStateAddOperands(&state, numResults, results);
  mlirBlockAppendOwnedOperation(b->body, mlirOperationCreate(&state));

  for (intptr_t i = 0; i < numArguments; ++i)
    inputs[i] = mlirValueGetType(mlirBlockGetArgument(b->body, i));
  mlirOperationSetInherentAttributeByName(
      b->function, mlirStringRefCreateFromCString("function_type"),
      mlirTypeAttrGet(mlirFunctionTypeGet(b->ctx, numArguments, inputs,
                                          numResults, outputs)));
  free(inputs);
  free(outputs);
  MlirOperation function = b->function;
  b->function = (MlirOperation){NULL};
  b->body = (MlirBlock){NULL};
  // Every op was checked when added; this is linear in the function's size
  // and guards the invariant that the builder only makes valid IR.
  return verify(b, function) ? mlirLogicalResultSuccess()
                             : mlirLogicalResultFailure();
}

MlirModule nnGraphBuilderTakeModule(NnGraphBuilder builder) {
  static const char what[] = "nnGraphBuilderTakeModule";
  Builder *b = unwrap(builder);
  if (!usable(b, what))
    return (MlirModule){NULL};
  if (!mlirOperationIsNull(b->function)) {
    fail(b, "%s: a function is still open; end it first", what);
    return (MlirModule){NULL};
  }
  MlirModule module = b->module;
  if (!verify(b, mlirModuleGetOperation(module)))
    return (MlirModule){NULL};
  mlirSymbolTableDestroy(b->symbols);
  b->module = (MlirModule){NULL};
  return module;
}

/* Ops. */

NnOpSpec nnOpSpecGet(MlirStringRef name, intptr_t numOperands,
                     const MlirValue *operands) {
  NnOpSpec spec = {.name = name};
  spec.numOperands = numOperands;
  spec.operands = operands;
  return spec;
}

// The attributes of `spec` as one array of named attributes (C values
// converted), each name once; NULL after reporting an error.
static MlirNamedAttribute *collectAttributes(Builder *b, const NnOpDef *def,
                                             const NnOpSpec *spec) {
  if (spec->numAttributes < 0 || (spec->numAttributes && !spec->attributes) ||
      spec->numValues < 0 || (spec->numValues && !spec->values)) {
    fail(b, "'%s' op has a malformed attribute list", def->name);
    return NULL;
  }
  intptr_t count;
  MlirNamedAttribute *attributes =
      __builtin_add_overflow(spec->numAttributes, spec->numValues, &count)
          ? NULL
          : nnAllocArray((size_t)count + 1, sizeof(MlirNamedAttribute));
  if (!attributes) {
    fail(b, "'%s' op: out of memory for %lld + %lld attributes", def->name,
         (long long)spec->numAttributes, (long long)spec->numValues);
    return NULL;
  }
  NnStringBuffer error = {0};
  for (intptr_t i = 0; i < count && !error.length; ++i) {
    if (i < spec->numAttributes) {
      attributes[i] = spec->attributes[i];
      if (mlirAttributeIsNull(attributes[i].attribute))
        nnStringBufferPrintf(&error, "'%s' op attribute #%lld is null",
                             def->name, (long long)i);
    } else {
      attributes[i] = nnBuilderConvertValue(
          b->ctx, def, &spec->values[i - spec->numAttributes], &error);
    }
    // An op has a handful of attributes: comparing with each is cheap.
    for (intptr_t j = 0; j < i && !error.length; ++j)
      if (mlirIdentifierEqual(attributes[i].name, attributes[j].name)) {
        MlirStringRef name = mlirIdentifierStr(attributes[i].name);
        nnStringBufferPrintf(&error, "'%s' op attribute '%.*s' is given twice",
                             def->name, (int)name.length, name.data);
      }
  }
  if (error.length) {
    fail(b, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    free(attributes);
    return NULL;
  }
  nnStringBufferFree(&error); // may hold a cleared prefix
  return attributes;
}

// How many results to create: the op's own count, or for a variadic result
// the count the spec asks for; -1 after reporting an error.
static intptr_t resultCount(Builder *b, const NnOpDef *def,
                            const NnOpSpec *spec) {
  int variadic = nnVariadicSlot(def->results, def->numResults);
  if (spec->numResults < 0) {
    fail(b, "'%s' op cannot have %lld results", def->name,
         (long long)spec->numResults);
    return -1;
  }
  if (spec->numResults) {
    // The count is the caller's number, not an array's length, and it sizes
    // the array of result types: a count the op cannot have, or one whose
    // array cannot be sized, is refused before anything is allocated (2^60
    // results overflowed the array's byte size; found by
    // test/fuzz/builder.c).
    if (!nnValueCountFits(def->results, def->numResults, spec->numResults) ||
        spec->numResults > PTRDIFF_MAX / (intptr_t)sizeof(MlirType) - 1) {
      fail(b, "'%s' op cannot have %lld results", def->name,
           (long long)spec->numResults);
      return -1;
    }
    return spec->numResults;
  }
  if (variadic >= 0 && def->results[variadic].arity == NN_VARIADIC) {
    fail(b,
         "'%s' op has a variadic result: give the number of results "
         "(NnOpSpec.numResults)",
         def->name);
    return -1;
  }
  return def->numResults;
}

static void collectError(MlirStringRef message, void *userData) {
  nnStringBufferAppend(userData, message.data, message.length);
}

MlirOperation nnGraphBuilderAddOp(NnGraphBuilder builder,
                                  const NnOpSpec *spec) {
  static const char what[] = "nnGraphBuilderAddOp";
  MlirOperation none = {NULL};
  Builder *b = unwrap(builder);
  if (!needFunction(b, what))
    return none;
  if (!spec || !spec->name.data) {
    fail(b, "%s: no op given", what);
    return none;
  }
  const NnOpDef *def = nnLookupOp(spec->name);
  if (!def) {
    fail(b, "%s: unknown op '%.*s'; the nn registry has no op of that name",
         what, (int)spec->name.length, spec->name.data);
    return none;
  }
  if (spec->numOperands < 0 || (spec->numOperands && !spec->operands)) {
    fail(b, "'%s' op has a malformed operand list", def->name);
    return none;
  }
  NnStringBuffer prefix = {0};
  nnStringBufferPrintf(&prefix, "'%s' op operand", def->name);
  bool operandsOk = true;
  for (intptr_t i = 0; i < spec->numOperands && operandsOk; ++i)
    operandsOk =
        checkValue(b, nnStringBufferStr(&prefix), i, spec->operands[i]);
  nnStringBufferFree(&prefix);
  intptr_t numResults = operandsOk ? resultCount(b, def, spec) : -1;
  if (numResults < 0)
    return none;
  MlirNamedAttribute *attributes = collectAttributes(b, def, spec);
  if (!attributes)
    return none;
  intptr_t numAttributes = spec->numAttributes + spec->numValues;

  MlirType *results = nnAllocArray((size_t)numResults + 1, sizeof(MlirType));
  bool typesOk = results != NULL;
  if (!results)
    fail(b, "'%s' op: out of memory for %lld results", def->name,
         (long long)numResults);
  else if (spec->resultTypes) {
    // Given types are checked by the verifier once the op exists.
    for (intptr_t i = 0; i < numResults && typesOk; ++i) {
      results[i] = spec->resultTypes[i];
      if (mlirTypeIsNull(results[i])) {
        fail(b, "'%s' op result type #%lld is null", def->name, (long long)i);
        typesOk = false;
      }
    }
  } else {
    MlirType *operandTypes = typesOf(spec->numOperands, spec->operands);
    NnStringBuffer error = {0};
    typesOk = operandTypes && mlirLogicalResultIsSuccess(nnInferResultTypes(
        def, b->ctx, spec->numOperands, operandTypes, numAttributes, attributes,
        numResults, results, collectError, &error));
    free(operandTypes);
    if (!typesOk)
      fail(b, "%s", operandTypes ? nnStringBufferStr(&error) : "out of memory");
    nnStringBufferFree(&error);
  }

  MlirOperation op = none;
  if (typesOk) {
    MlirOperationState state = mlirOperationStateGet(spec->name, b->location);
    mlirOperationStateAddOperands(&state, spec->numOperands, spec->operands);
    mlirOperationStateAddResults(&state, numResults, results);
    mlirOperationStateAddAttributes(&state, numAttributes, attributes);
    // Checked detached, so that a bad op never enters the function.
    op = createChecked(b, &state, false);
    if (!mlirOperationIsNull(op))
      mlirBlockAppendOwnedOperation(b->body, op);
  }
  free(results);
  free(attributes);
  return op;
}

MlirValue nnGraphBuilderOp(NnGraphBuilder builder, const char *name,
                           intptr_t numOperands, const MlirValue *operands,
                           intptr_t numValues, const NnAttrValue *values) {
  Builder *b = unwrap(builder);
  if (!name) {
    if (usable(b, "nnGraphBuilderOp"))
      fail(b, "nnGraphBuilderOp: no op given");
    return (MlirValue){NULL};
  }
  NnOpSpec spec =
      nnOpSpecGet(mlirStringRefCreateFromCString(name), numOperands, operands);
  spec.numValues = numValues;
  spec.values = values;
  MlirOperation op = nnGraphBuilderAddOp(builder, &spec);
  if (mlirOperationIsNull(op))
    return (MlirValue){NULL};
  if (mlirOperationGetNumResults(op) != 1) {
    fail(b,
         "nnGraphBuilderOp: '%s' has %lld results; use "
         "nnGraphBuilderAddOp",
         name, (long long)mlirOperationGetNumResults(op));
    return (MlirValue){NULL};
  }
  return mlirOperationGetResult(op, 0);
}

/* Constants. */

// Adds `arith.constant` with `value`, or reports `error` when it is null.
static MlirValue addConstant(Builder *b, MlirAttribute value,
                             NnStringBuffer *error, const char *what) {
  if (mlirAttributeIsNull(value)) {
    fail(b, "%s: %s", what,
         error && error->length ? nnStringBufferStr(error) : "null attribute");
    if (error)
      nnStringBufferFree(error);
    return (MlirValue){NULL};
  }
  if (error)
    nnStringBufferFree(error);
  if (!mlirAttributeIsAElements(value)) {
    fail(b, "%s: the value must be an elements attribute", what);
    return (MlirValue){NULL};
  }
  MlirType type = mlirAttributeGetType(value);
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(b->ctx, mlirStringRefCreateFromCString("value")),
      value);
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("arith.constant"), b->location);
  mlirOperationStateAddResults(&state, 1, &type);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  MlirOperation op = createChecked(b, &state, true);
  if (mlirOperationIsNull(op))
    return (MlirValue){NULL};
  mlirBlockAppendOwnedOperation(b->body, op);
  return mlirOperationGetResult(op, 0);
}

MlirValue nnGraphBuilderConstant(NnGraphBuilder builder, MlirType type,
                                 const void *data, size_t size) {
  static const char what[] = "nnGraphBuilderConstant";
  Builder *b = unwrap(builder);
  if (!needFunction(b, what))
    return (MlirValue){NULL};
  NnStringBuffer error = {0};
  return addConstant(b, nnBuilderElementsFromBytes(type, data, size, &error),
                     &error, what);
}

MlirValue
nnGraphBuilderConstantNoCopy(NnGraphBuilder builder, MlirType type,
                             const void *data, size_t size,
                             void (*deleter)(void *userData, const void *data,
                                             size_t size, size_t align),
                             void *userData) {
  static const char what[] = "nnGraphBuilderConstantNoCopy";
  Builder *b = unwrap(builder);
  MlirAttribute value = mlirAttributeGetNull();
  NnStringBuffer error = {0};
  if (needFunction(b, what))
    value =
        nnBuilderElementsInPlace(type, data, size, deleter, userData, &error);
  if (mlirAttributeIsNull(value)) {
    // The blob never took the data: hand it back now, as documented.
    if (deleter)
      deleter(userData, data, size, 1);
    if (!b || (b->failed && !error.length)) {
      nnStringBufferFree(&error);
      return (MlirValue){NULL};
    }
  }
  return addConstant(b, value, &error, what);
}

MlirValue nnGraphBuilderSplat(NnGraphBuilder builder, MlirType type,
                              double value) {
  static const char what[] = "nnGraphBuilderSplat";
  Builder *b = unwrap(builder);
  if (!needFunction(b, what))
    return (MlirValue){NULL};
  NnStringBuffer error = {0};
  return addConstant(b, nnBuilderSplatElements(type, value, &error), &error,
                     what);
}

MlirValue nnGraphBuilderConstantAttr(NnGraphBuilder builder,
                                     MlirAttribute value) {
  static const char what[] = "nnGraphBuilderConstantAttr";
  Builder *b = unwrap(builder);
  if (!needFunction(b, what))
    return (MlirValue){NULL};
  return addConstant(b, value, NULL, what);
}
