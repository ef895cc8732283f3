//===- register_op.c - Fuzzing nnRegisterOp with random definitions -------===//
//
// Decoding: the bytes describe one NnOpDef. The first byte chooses how it
// starts: as a copy of a built-in op of the registry (nnGetOp; its shape
// function, lowering and slots kept, so that they agree) whose element types,
// attribute defaults and facts (fusion kind, purity, algebra, layout, moves
// data, view, channels, indices, combiner) are then perturbed; or from
// nothing, every field drawn from the bytes: the name (valid, taken, NULL or
// any bytes), operand and result slots (count, name, arity, element-type
// mask), attributes (name, kind, default value in MLIR syntax or not,
// enum values), facts, and a shape function from a small set below that
// plays the wrong a custom op's author could do (a non-tensor, a null or an
// unranked type, a rank over NN_MAX_RANK, an error, reading every attribute).
//
// nnRegisterOp must register it or fail with a message. A registered op is
// then loaded into a fresh context (nnLoadDialect: success, or a failure
// with a diagnostic), documented (nnPrintOpDocs), and built once through the
// graph builder on random operands of its slots' types; the module, if the
// builder gives one, must verify, and goes through nn-simplify, fuse-ops and
// convert-nn-to-linalg. nnForgetCustomOps (dialect/Registry.h) then empties
// the registry of it, so that every input starts from the built-in ops.
//
//===----------------------------------------------------------------------===//

#include "FuzzInput.h"
#include "FuzzOps.h"

#include "dialect/Registry.h"
#include "nn-c/Builder.h"
#include "nn-c/Dialect.h"
#include "nn-c/Passes.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "register_op fuzz: %s failed\n", #cond);                 \
      abort();                                                                 \
    }                                                                          \
  } while (0)

enum { kMaxSlots = 6, kMaxAttrs = 4, kStringSize = 24 };

// The definition and everything it points to; it must outlive the
// registration, so it lives until the op is forgotten.
typedef struct {
  NnOpDef def;
  NnValueDef operands[kMaxSlots], results[kMaxSlots];
  NnAttrDef attrs[kMaxAttrs];
  char name[kStringSize + 3];
  char slotNames[2 * kMaxSlots][kStringSize];
  char attrNames[kMaxAttrs][kStringSize];
  char defaults[kMaxAttrs][kStringSize];
  char enums[kMaxAttrs][kStringSize];
  char combiner[kStringSize];
} Definition;

/* Shape functions a custom op's author might write, right and wrong. */

static MlirLogicalResult sameAsFirst(NnShapeContext *ctx, MlirType *results) {
  MlirType type = nnShapeGetOperandType(ctx, 0);
  if (mlirTypeIsNull(type)) {
    int64_t shape[1] = {2};
    type = mlirRankedTensorTypeGet(1, shape,
                                   mlirF32TypeGet(nnShapeGetContext(ctx)),
                                   mlirAttributeGetNull());
  }
  for (intptr_t i = 0; i < nnShapeGetNumResults(ctx); ++i)
    results[i] = type;
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult readsAttributes(NnShapeContext *ctx,
                                         MlirType *results) {
  const NnOpDef *def = nnShapeGetOpDef(ctx);
  int64_t values[4];
  float floats[4];
  for (int i = 0; i < def->numAttributes; ++i) {
    const char *name = def->attributes[i].name;
    nnShapeGetAttr(ctx, name);
    nnShapeGetInt(ctx, name);
    nnShapeGetFloat(ctx, name);
    nnShapeGetBool(ctx, name);
    nnShapeGetIntArray(ctx, name, values, 4);
    nnShapeGetFloatArray(ctx, name, floats, 4);
    nnShapeAttrIs(ctx, name, "NCHW");
  }
  return sameAsFirst(ctx, results);
}

static MlirLogicalResult nonTensor(NnShapeContext *ctx, MlirType *results) {
  for (intptr_t i = 0; i < nnShapeGetNumResults(ctx); ++i)
    results[i] = mlirIntegerTypeGet(nnShapeGetContext(ctx), 32);
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult nullType(NnShapeContext *ctx, MlirType *results) {
  for (intptr_t i = 0; i < nnShapeGetNumResults(ctx); ++i)
    results[i] = (MlirType){NULL};
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult unranked(NnShapeContext *ctx, MlirType *results) {
  for (intptr_t i = 0; i < nnShapeGetNumResults(ctx); ++i)
    results[i] =
        mlirUnrankedTensorTypeGet(mlirF32TypeGet(nnShapeGetContext(ctx)));
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult tooHighRank(NnShapeContext *ctx, MlirType *results) {
  int64_t shape[NN_MAX_RANK + 1];
  for (int i = 0; i <= NN_MAX_RANK; ++i)
    shape[i] = 1;
  for (intptr_t i = 0; i < nnShapeGetNumResults(ctx); ++i)
    results[i] = mlirRankedTensorTypeGet(NN_MAX_RANK + 1, shape,
                                         mlirF32TypeGet(nnShapeGetContext(ctx)),
                                         mlirAttributeGetNull());
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult fails(NnShapeContext *ctx, MlirType *results) {
  return nnShapeError(ctx, "the fuzzed rule fails for %d", 42);
}

static const NnShapeFn kShapeFns[] = {
    sameAsFirst, sameAsFirst, readsAttributes, nonTensor, nullType,
    unranked,    tooHighRank, fails,           NULL,
};

/* Decoding. */

// A name: mostly a valid identifier `prefix` + digit, else any bytes, or
// NULL.
static const char *fuzzName(NnFuzzInput *in, const char *prefix, int index,
                            char *out) {
  uint8_t how = nnFuzzByte(in);
  if (how < 200)
    snprintf(out, kStringSize, "%s%d", prefix, index);
  else if (how < 250)
    nnFuzzString(in, out, kStringSize);
  else
    return NULL;
  return out;
}

// An attribute default in MLIR syntax, right or wrong for its kind.
static const char *fuzzDefault(NnFuzzInput *in, char *out) {
  static const char *const kDefaults[] = {
      NULL,
      "0 : i64",
      "-1 : i64",
      "9223372036854775807 : i64",
      "1 : i8",
      "1.0e-05 : f32",
      "2.5 : f64",
      "true",
      "false",
      "array<i64: 1, 1>",
      "array<i64>",
      "array<i64: -9223372036854775808>",
      "\"NCHW\"",
      "\"bogus\"",
      "dense<1> : tensor<2xi64>",
      "unit",
      "0 : index",
      "@symbol",
      "(",
      "",
  };
  uint32_t pick = nnFuzzRange(in, 21);
  if (pick < 20)
    return kDefaults[pick];
  nnFuzzString(in, out, kStringSize);
  return out;
}

static void fuzzSlots(NnFuzzInput *in, NnValueDef *slots, int count,
                      char (*names)[kStringSize], const char *prefix) {
  for (int i = 0; i < count; ++i) {
    slots[i].name = fuzzName(in, prefix, i, names[i]);
    slots[i].arity = (NnArity)nnFuzzRange(in, 3);
    slots[i].elementTypes = nnFuzzByte(in);
    slots[i].doc = NULL;
  }
}

static void fuzzAttrs(NnFuzzInput *in, Definition *d, int count) {
  for (int i = 0; i < count; ++i) {
    NnAttrDef *a = &d->attrs[i];
    a->name = fuzzName(in, "a", i, d->attrNames[i]);
    a->kind = (NnAttrKind)nnFuzzRange(in, 7); // 6: no such kind
    a->defaultValue = fuzzDefault(in, d->defaults[i]);
    uint8_t how = nnFuzzByte(in);
    a->enumValues =
        how < 128   ? "NCHW|NHWC"
        : how < 200 ? NULL
                    : (nnFuzzString(in, d->enums[i], kStringSize), d->enums[i]);
    a->doc = NULL;
  }
}

// Facts: each drawn from the bytes, or kept (for a copy) when the byte says
// so.
static void fuzzFacts(NnFuzzInput *in, Definition *d) {
  NnOpDef *def = &d->def;
  uint8_t which = nnFuzzByte(in), more = nnFuzzByte(in);
  if (which & 1)
    def->fusionKind = (NnFusionKind)nnFuzzRange(in, 7);
  if (which & 2)
    def->pure = nnFuzzBool(in);
  if (which & 4) {
    uint8_t bits = nnFuzzByte(in);
    def->algebra.commutative = bits & 1;
    def->algebra.associative = bits & 2;
    def->algebra.idempotent = bits & 4;
    def->algebra.involution = bits & 8;
    def->algebra.sameTypeIsIdentity = bits & 16;
    def->algebra.identity = (NnSpecialValue)nnFuzzRange(in, 7);
    def->algebra.absorbing = (NnSpecialValue)nnFuzzRange(in, 7);
  }
  if (which & 8) {
    def->layout.kind = (NnLayoutKind)nnFuzzRange(in, 8);
    def->layout.attributes =
        def->attributes && def->numAttributes > 0 && nnFuzzBool(in)
            ? def->attributes[0].name
            : NULL;
  }
  if (which & 16)
    def->movesDataOnly = nnFuzzBool(in);
  if (which & 32)
    def->isView = nnFuzzBool(in);
  if (which & 64) {
    // Another registry op's name as the combiner, or any bytes.
    const NnOpDef *other =
        nnGetOp((intptr_t)nnFuzzRange(in, (uint32_t)nnGetNumOps()));
    if (nnFuzzBool(in)) {
      nnFuzzString(in, d->combiner, kStringSize);
      def->combiner = d->combiner;
    } else {
      def->combiner = other ? other->name : NULL;
    }
  }
  if (which & 128) {
    def->channels.addsBias = nnFuzzBool(in);
    def->channels.normalizes = nnFuzzBool(in);
  }
  if (more & 1) {
    def->indices.operand = (int)nnFuzzRange(in, 4) - 1;
    def->indices.axis =
        def->attributes && def->numAttributes > 0 && nnFuzzBool(in)
            ? def->attributes[0].name
            : NULL;
    def->indices.tuples = nnFuzzBool(in);
  }
  if (more & 2) {
    // Another op's scalar formula: names of arith and math ops and
    // predicates, data that nn turns into ops. Its `build` function is left
    // out: it reads its own op's operands and attributes.
    const NnOpDef *other =
        nnGetOp((intptr_t)nnFuzzRange(in, (uint32_t)nnGetNumOps()));
    def->scalar = other->scalar;
    def->scalar.build = NULL;
  }
}

static void fromScratch(NnFuzzInput *in, Definition *d) {
  NnOpDef *def = &d->def;
  def->numOperands = (int)nnFuzzRange(in, kMaxSlots + 2) - 1; // -1: invalid
  def->numResults = (int)nnFuzzRange(in, 4);
  def->numAttributes = (int)nnFuzzRange(in, kMaxAttrs + 1);
  int numOperands = def->numOperands < 0 ? 0 : def->numOperands;
  fuzzSlots(in, d->operands, numOperands, d->slotNames, "x");
  fuzzSlots(in, d->results, def->numResults, d->slotNames + kMaxSlots, "y");
  fuzzAttrs(in, d, def->numAttributes);
  uint8_t arrays = nnFuzzByte(in);
  // Now and then a count without its array.
  def->operands = arrays == 255 ? NULL : d->operands;
  def->results = arrays == 254 ? NULL : d->results;
  def->attributes = arrays == 253 ? NULL : d->attrs;
  def->summary = nnFuzzByte(in) == 255 ? NULL : "a fuzzed op";
  def->inferShape =
      kShapeFns[nnFuzzRange(in, sizeof(kShapeFns) / sizeof(kShapeFns[0]))];
  def->pure = true;
  fuzzFacts(in, d);
}

// A copy of a built-in op whose types, defaults and facts are perturbed; its
// shape function and lowering match its slots and attributes.
static void fromBuiltin(NnFuzzInput *in, Definition *d) {
  const NnOpDef *base =
      nnGetOp((intptr_t)nnFuzzRange(in, (uint32_t)nnGetNumOps()));
  NnOpDef *def = &d->def;
  *def = *base;
  if (base->numOperands > kMaxSlots || base->numResults > kMaxSlots ||
      base->numAttributes > kMaxAttrs)
    return; // registered as it is, under a new name
  // (memcpy takes no NULL, even for no bytes.)
  if (base->numOperands)
    memcpy(d->operands, base->operands,
           (size_t)base->numOperands * sizeof(NnValueDef));
  memcpy(d->results, base->results,
         (size_t)base->numResults * sizeof(NnValueDef));
  if (base->numAttributes)
    memcpy(d->attrs, base->attributes,
           (size_t)base->numAttributes * sizeof(NnAttrDef));
  def->operands = d->operands;
  def->results = d->results;
  def->attributes = d->attrs;
  // Widen or narrow element types; change defaults.
  for (int i = 0; i < def->numOperands; ++i)
    d->operands[i].elementTypes ^= nnFuzzByte(in) >= 224 ? nnFuzzByte(in) : 0;
  for (int i = 0; i < def->numResults; ++i)
    d->results[i].elementTypes ^= nnFuzzByte(in) >= 224 ? nnFuzzByte(in) : 0;
  for (int i = 0; i < def->numAttributes; ++i)
    if (nnFuzzByte(in) >= 224)
      d->attrs[i].defaultValue = fuzzDefault(in, d->defaults[i]);
  fuzzFacts(in, d);
}

/* Using a registered op. */

static void countText(MlirStringRef text, void *userData) {
  *(size_t *)userData += text.length;
}

static MlirLogicalResult dropDiagnostic(MlirDiagnostic diagnostic,
                                        void *userData) {
  mlirDiagnosticPrint(diagnostic, countText, userData);
  return mlirLogicalResultSuccess();
}

// Builds one op of `def` on random operands through the graph builder; the
// module it gives must verify, and then goes through a few passes.
static void buildOne(NnFuzzInput *in, MlirContext ctx, const NnOpDef *def) {
  size_t printed = 0;
  NnGraphBuilder b = nnGraphBuilderCreate(ctx, countText, &printed);
  CHECK(!nnGraphBuilderIsNull(b));
  enum { kMaxArgs = 12 };
  MlirType types[kMaxArgs];
  intptr_t numArgs = 0;
  for (int i = 0; i < def->numOperands; ++i) {
    int count = def->operands[i].arity == NN_SINGLE ? 1
                : def->operands[i].arity == NN_OPTIONAL
                    ? (int)nnFuzzRange(in, 2)
                    : (int)nnFuzzRange(in, 3);
    for (int j = 0; j < count && numArgs < kMaxArgs; ++j)
      types[numArgs++] =
          nnFuzzTensorType(in, ctx, def->operands[i].elementTypes, false);
  }
  MlirValue args[kMaxArgs];
  nnGraphBuilderBeginFunction(b, mlirStringRefCreateFromCString("main"),
                              numArgs, types);
  for (intptr_t i = 0; i < numArgs; ++i)
    args[i] = nnGraphBuilderGetArgument(b, i);
  NnFuzzAttrs attrs;
  nnFuzzAttributes(in, def, &attrs);
  NnOpSpec spec = nnOpSpecGet(nnOpGetName(def), numArgs, args);
  spec.values = attrs.values;
  spec.numValues = attrs.count;
  spec.numResults = (intptr_t)nnFuzzRange(in, 3);
  MlirOperation op = nnGraphBuilderAddOp(b, &spec);
  nnFuzzCount(mlirOperationIsNull(op) ? "op refused by the builder"
                                      : "op built");
  if (!mlirOperationIsNull(op)) {
    enum { kMaxResults = 4 };
    MlirValue results[kMaxResults];
    intptr_t n = mlirOperationGetNumResults(op);
    n = n > kMaxResults ? kMaxResults : n;
    for (intptr_t i = 0; i < n; ++i)
      results[i] = mlirOperationGetResult(op, i);
    nnGraphBuilderEndFunction(b, n, results);
  }
  MlirModule module = nnGraphBuilderTakeModule(b);
  if (!mlirModuleIsNull(module)) {
    MlirOperation m = mlirModuleGetOperation(module);
    CHECK(mlirOperationVerify(m));
    CHECK(mlirLogicalResultIsSuccess(nnVerify(m)));
    MlirPassManager pm = mlirPassManagerCreateOnOperation(
        ctx, mlirStringRefCreateFromCString("builtin.module"));
    mlirPassManagerEnableVerifier(pm, true);
    CHECK(mlirLogicalResultIsSuccess(
        nnAddPipeline(mlirPassManagerGetAsOpPassManager(pm),
                      mlirStringRefCreateFromCString(
                          "builtin.module(infer-shapes,nn-simplify,fuse-ops,"
                          "convert-nn-to-linalg)"),
                      countText, &printed)));
    nnFuzzCount(mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, m))
                    ? "module, passes ran"
                    : "module, a pass failed");
    mlirPassManagerDestroy(pm);
    mlirModuleDestroy(module);
  }
  nnGraphBuilderDestroy(b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  NnFuzzInput in = {data, size};
  Definition *d = calloc(1, sizeof(Definition));
  if (!d)
    return 0;
  uint8_t mode = nnFuzzByte(&in);
  if (mode & 1)
    fromBuiltin(&in, d);
  else
    fromScratch(&in, d);
  // The name: a new valid one, a taken one, NULL, or any bytes after "nn.".
  uint8_t how = nnFuzzByte(&in);
  if (how < 192) {
    d->def.name = "nn.fuzzed_op";
  } else if (how < 224) {
    d->def.name = nnOpGetName(nnGetOp(0)).data;
  } else if (how < 232) {
    d->def.name = NULL;
  } else {
    memcpy(d->name, "nn.", 3);
    nnFuzzString(&in, d->name + 3, kStringSize);
    d->def.name = d->name;
  }

  size_t printed = 0;
  MlirLogicalResult registered = nnRegisterOp(&d->def, countText, &printed);
  // Registered, or refused with a reason.
  CHECK(mlirLogicalResultIsSuccess(registered) || printed > 0);
  nnFuzzCount(mlirLogicalResultIsSuccess(registered) ? "registered"
                                                     : "refused");
  if (mlirLogicalResultIsSuccess(registered)) {
    nnPrintOpDocs(countText, &printed);
    MlirContext ctx = mlirContextCreate();
    mlirContextEnableMultithreading(ctx, false);
    size_t before = printed;
    mlirContextAttachDiagnosticHandler(ctx, dropDiagnostic, &printed, NULL);
    // Loaded, or a failure with an error diagnostic (nn-c/Dialect.h).
    if (mlirLogicalResultIsSuccess(nnLoadDialect(ctx))) {
      buildOne(&in, ctx, &d->def);
    } else {
      CHECK(printed > before);
      nnFuzzCount("load failed");
    }
    mlirContextDestroy(ctx);
  }
  nnForgetCustomOps();
  free(d);
  return 0;
}
