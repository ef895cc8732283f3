//===- builder.c - Fuzzing the graph builder API --------------------------===//
//
// Decoding: the bytes are a program of builder calls (nn-c/Builder.h). The
// first bytes give the function's arguments (0 to 4 random tensor types,
// `?` dimensions included); then, until the input ends or 48 calls have
// been made, one byte picks a call and the next bytes its arguments:
//
//   op         an op of the registry (nnGetOp), its operands picked from the
//              values made so far, slot by slot as its NnValueDef says,
//              attributes from FuzzOps.c, sometimes explicit result types
//              or a result count
//   constant   a small tensor with bytes from the input, sometimes of the
//              wrong size, above 1 KB a dense_resource blob
//   no-copy    the same through nnGraphBuilderConstantNoCopy
//   splat      any tensor type, huge ones too, filled with one value
//   argument   nnGraphBuilderGetArgument at any position
//   location   a name location for the ops that follow
//   end        ends the function returning some values, and begins another
//
// The builder's promises are checked: a builder that has not failed gives a
// module, and that module passes mlirOperationVerify and nnVerify. It then
// goes through the passes the first byte chooses (nnFuzzPipeline, as in
// parse_pipeline.c), which must take any verified IR.
//
//===----------------------------------------------------------------------===//

#include "FuzzInput.h"
#include "FuzzOps.h"

#include "nn-c/Builder.h"
#include "nn-c/Dialect.h"
#include "nn-c/Passes.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "builder fuzz: %s failed\n", #cond);                     \
      abort();                                                                 \
    }                                                                          \
  } while (0)

enum { kMaxValues = 64, kMaxCalls = 48, kMaxOperands = 8 };

typedef struct {
  NnFuzzInput in;
  MlirContext ctx;
  NnGraphBuilder b;
  MlirValue values[kMaxValues];
  int numValues;
  int numFunctions;
  size_t errors; // bytes of error messages seen
} State;

static void countError(MlirStringRef message, void *userData) {
  // Every error says something.
  CHECK(message.length > 0);
  *(size_t *)userData += message.length;
}

static MlirLogicalResult dropDiagnostic(MlirDiagnostic diagnostic,
                                        void *userData) {
  mlirDiagnosticPrint(diagnostic, countError, userData);
  return mlirLogicalResultSuccess();
}

static void keep(State *s, MlirValue value) {
  if (!mlirValueIsNull(value) && s->numValues < kMaxValues)
    s->values[s->numValues++] = value;
}

// A value made so far, or a null one (which the builder must refuse).
static MlirValue pickValue(State *s) {
  uint32_t i = nnFuzzRange(&s->in, (uint32_t)s->numValues + 1);
  return i < (uint32_t)s->numValues ? s->values[i] : (MlirValue){NULL};
}

static void beginFunction(State *s) {
  MlirType types[4];
  intptr_t count = nnFuzzRange(&s->in, 5);
  // Arguments often share a type, so that ops taking several find matches.
  for (intptr_t i = 0; i < count; ++i)
    types[i] = i > 0 && nnFuzzBool(&s->in)
                   ? types[i - 1]
                   : nnFuzzTensorType(&s->in, s->ctx, nnFuzzByte(&s->in), true);
  char name[16];
  // Sometimes a name already taken.
  snprintf(name, sizeof(name), "f%d", s->numFunctions - nnFuzzBool(&s->in));
  ++s->numFunctions;
  s->numValues = 0;
  if (mlirLogicalResultIsSuccess(nnGraphBuilderBeginFunction(
          s->b, mlirStringRefCreateFromCString(name), count, types)))
    for (intptr_t i = 0; i < count; ++i)
      keep(s, nnGraphBuilderGetArgument(s->b, i));
}

static void addOp(State *s) {
  const NnOpDef *def =
      nnGetOp((intptr_t)nnFuzzRange(&s->in, (uint32_t)nnGetNumOps()));
  MlirValue operands[kMaxOperands];
  intptr_t numOperands = 0;
  const NnValueDef *slots = def->operands;
  for (int i = 0; i < def->numOperands && numOperands < kMaxOperands; ++i) {
    int count = slots[i].arity == NN_SINGLE     ? 1
                : slots[i].arity == NN_OPTIONAL ? (int)nnFuzzRange(&s->in, 2)
                                                : (int)nnFuzzRange(&s->in, 4);
    for (int j = 0; j < count && numOperands < kMaxOperands; ++j)
      operands[numOperands++] = pickValue(s);
  }
  // Now and then one operand too few or too many.
  uint8_t arity = nnFuzzByte(&s->in);
  if (arity >= 248 && numOperands > 0)
    --numOperands;
  else if (arity >= 240 && numOperands < kMaxOperands)
    operands[numOperands++] = pickValue(s);

  NnFuzzAttrs attrs;
  nnFuzzAttributes(&s->in, def, &attrs);
  NnOpSpec spec = nnOpSpecGet(nnOpGetName(def), numOperands, operands);
  spec.numValues = attrs.count;
  spec.values = attrs.values;
  // Explicit result types, as nn.reshape and nn.cast need: one like the
  // first operand's, or any.
  MlirType results[4];
  uint8_t how = nnFuzzByte(&s->in);
  if (how >= 160) {
    spec.numResults = (intptr_t)nnFuzzRange(&s->in, 4);
    static const intptr_t kCounts[] = {-1, 1000, 1 << 20, INTPTR_MAX / 8,
                                       INTPTR_MAX};
    if (how >= 250)
      spec.numResults = kCounts[nnFuzzRange(&s->in, 5)];
  }
  if (how % 4 == 1 && spec.numResults >= 0 && spec.numResults <= 4) {
    intptr_t n = spec.numResults ? spec.numResults : def->numResults;
    for (intptr_t i = 0; i < n && i < 4; ++i)
      results[i] = nnFuzzTensorType(&s->in, s->ctx, nnFuzzByte(&s->in), false);
    if (n <= 4)
      spec.resultTypes = results;
  }
  MlirOperation op = nnGraphBuilderAddOp(s->b, &spec);
  nnFuzzCount(mlirOperationIsNull(op) ? "op refused" : "op added");
  if (!mlirOperationIsNull(op))
    for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
      keep(s, mlirOperationGetResult(op, i));
}

static void noDelete(void *userData, const void *data, size_t size,
                     size_t align) {}

static void addConstant(State *s, bool copy) {
  // Small static shapes, whose bytes come from the input.
  MlirType type = nnFuzzTensorType(&s->in, s->ctx, nnFuzzByte(&s->in), false);
  static const uint8_t kBytes[4096] = {1};
  size_t size = 0;
  MlirType element = mlirShapedTypeGetElementType(type);
  int64_t bytes = mlirTypeIsAInteger(element)
                      ? (mlirIntegerTypeGetWidth(element) + 7) / 8
                      : mlirFloatTypeGetWidth(element) / 8;
  for (intptr_t i = 0; i < mlirShapedTypeGetRank(type) && bytes <= 4096; ++i) {
    int64_t dim = mlirShapedTypeGetDimSize(type, i);
    bytes = dim > 4096 ? 4097 : bytes * dim; // no overflow: both <= 4096
  }
  if (bytes <= 4096)
    size = (size_t)bytes;
  // Sometimes one byte off.
  uint8_t off = nnFuzzByte(&s->in);
  if (off >= 248 && size > 0)
    --size;
  else if (off >= 240 && size < sizeof(kBytes))
    ++size;
  // The data: the input's next bytes where there are enough, else zeros.
  const void *data = kBytes;
  if (s->in.size >= size) {
    data = s->in.data;
    s->in.data += size;
    s->in.size -= size;
  }
  keep(s, copy ? nnGraphBuilderConstant(s->b, type, data, size)
               : nnGraphBuilderConstantNoCopy(s->b, type, data, size, noDelete,
                                              NULL));
}

static void endFunction(State *s) {
  MlirValue results[4];
  intptr_t count = nnFuzzRange(&s->in, 5);
  for (intptr_t i = 0; i < count; ++i)
    results[i] = pickValue(s);
  nnGraphBuilderEndFunction(s->b, count, results);
  if (nnFuzzBool(&s->in))
    beginFunction(s);
}

static void step(State *s) {
  switch (nnFuzzRange(&s->in, 16)) {
  default:
    addOp(s);
    break;
  case 8:
  case 9:
    addConstant(s, true);
    break;
  case 10:
    addConstant(s, false);
    break;
  case 11:
    keep(s,
         nnGraphBuilderSplat(
             s->b, nnFuzzTensorType(&s->in, s->ctx, nnFuzzByte(&s->in), false),
             (double)nnFuzzInt(&s->in)));
    break;
  case 12:
    keep(s, nnGraphBuilderGetArgument(s->b, nnFuzzInt(&s->in)));
    break;
  case 13: {
    char name[NN_FUZZ_MAX_STRING];
    nnFuzzString(&s->in, name, sizeof(name));
    nnGraphBuilderSetLocation(
        s->b, mlirLocationNameGet(s->ctx, mlirStringRefCreateFromCString(name),
                                  mlirLocationUnknownGet(s->ctx)));
    break;
  }
  case 14:
    endFunction(s);
    break;
  case 15:
    keep(s, nnGraphBuilderConstantAttr(s->b, mlirAttributeGetNull()));
    break;
  }
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  // nn-bufferize names upstream passes, found by MLIR's registry.
  mlirRegisterAllPasses();
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  State s = {.in = {data, size}};
  uint8_t flags = nnFuzzByte(&s.in);
  s.ctx = mlirContextCreate();
  mlirContextEnableMultithreading(s.ctx, false);
  mlirContextAttachDiagnosticHandler(s.ctx, dropDiagnostic, &s.errors, NULL);
  s.b = nnGraphBuilderCreate(s.ctx, countError, &s.errors);
  CHECK(!nnGraphBuilderIsNull(s.b));
  beginFunction(&s);
  for (int i = 0; i < kMaxCalls && !nnFuzzDone(&s.in); ++i)
    step(&s);
  // Ending what is open (and failing when nothing is).
  nnGraphBuilderEndFunction(s.b, s.numValues > 0,
                            &s.values[s.numValues > 0 ? s.numValues - 1 : 0]);
  bool failed = nnGraphBuilderHasFailed(s.b);
  MlirModule module = nnGraphBuilderTakeModule(s.b);
  // A module comes out exactly when nothing failed, and it verifies.
  CHECK(mlirModuleIsNull(module) == failed);
  nnFuzzCount(failed ? "no module" : "module");
  if (!failed) {
    MlirOperation op = mlirModuleGetOperation(module);
    CHECK(mlirOperationVerify(op));
    CHECK(mlirLogicalResultIsSuccess(nnVerify(op)));
    if (flags) {
      char pipeline[512];
      nnFuzzPipeline(flags, pipeline, sizeof(pipeline));
      MlirPassManager pm = mlirPassManagerCreateOnOperation(
          s.ctx, mlirStringRefCreateFromCString("builtin.module"));
      mlirPassManagerEnableVerifier(pm, true);
      CHECK(mlirLogicalResultIsSuccess(nnAddPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          mlirStringRefCreateFromCString(pipeline), countError, &s.errors)));
      nnFuzzCount(mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op))
                      ? "module, passes ran"
                      : "module, a pass failed");
      mlirPassManagerDestroy(pm);
    }
    mlirModuleDestroy(module);
  }
  nnGraphBuilderDestroy(s.b);
  mlirContextDestroy(s.ctx);
  return 0;
}
