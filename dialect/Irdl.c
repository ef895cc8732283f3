//===- Irdl.c - Generating the IRDL definition of nn ----------------------===//
//
// The nn dialect exists only as data until nnLoadDialect (dialect/Load.c)
// turns the registry into an `irdl.dialect @nn` module, built here op by op
// through the MLIR C API, and hands it to mlirLoadIRDLDialects. IRDL checks
// what it can express: operand and result counts, that every value is a
// tensor (ranked or unranked), and that required attributes are present with
// the right base kind. Each value gets its own constraint: IRDL constraint
// values are variables, and sharing one would force the values to have
// identical types.
//
//===----------------------------------------------------------------------===//

#include "Registry.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/IRDL.h"
#include "support/Memory.h"
#include "support/OpName.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  MlirContext context;
  MlirLocation loc;
  MlirBlock block; // where ops are appended
} Builder;

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute value) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr(name)), value);
}

// Creates `name` at the end of the builder's block. `body`, when given,
// becomes the op's single region, with one block that is returned.
static MlirOperation append(Builder *b, const char *name, intptr_t numOperands,
                            const MlirValue *operands, intptr_t numAttrs,
                            const MlirNamedAttribute *attrs, bool hasResult,
                            MlirBlock *body) {
  MlirOperationState state = mlirOperationStateGet(nnStr(name), b->loc);
  mlirOperationStateAddOperands(&state, numOperands, operands);
  mlirOperationStateAddAttributes(&state, numAttrs, attrs);
  if (hasResult) {
    MlirType attrType = mlirTypeParseGet(b->context, nnStr("!irdl.attribute"));
    mlirOperationStateAddResults(&state, 1, &attrType);
  }
  if (body) {
    MlirRegion region = mlirRegionCreate();
    *body = mlirBlockCreate(0, NULL, NULL);
    mlirRegionAppendOwnedBlock(region, *body);
    mlirOperationStateAddOwnedRegions(&state, 1, &region);
  }
  MlirOperation op = mlirOperationCreate(&state);
  mlirBlockAppendOwnedOperation(b->block, op);
  return op;
}

// `%v = irdl.base "<baseName>"`: any attribute or type of that kind.
static MlirValue baseConstraint(Builder *b, const char *baseName) {
  MlirNamedAttribute attr = named(
      b->context, "base_name", mlirStringAttrGet(b->context, nnStr(baseName)));
  return mlirOperationGetResult(
      append(b, "irdl.base", 0, NULL, 1, &attr, true, NULL), 0);
}

// Any tensor: ranked, or unranked (the results --infer-shapes refines).
static MlirValue tensorConstraint(Builder *b) {
  MlirValue kinds[] = {baseConstraint(b, "!builtin.tensor"),
                       baseConstraint(b, "!builtin.unranked_tensor")};
  return mlirOperationGetResult(
      append(b, "irdl.any_of", 2, kinds, 0, NULL, true, NULL), 0);
}

static const char *attrBaseName(NnAttrKind kind) {
  switch (kind) {
  case NN_ATTR_INT:
  case NN_ATTR_BOOL:
    return "#builtin.integer";
  case NN_ATTR_FLOAT:
    return "#builtin.float";
  case NN_ATTR_INT_ARRAY:
  case NN_ATTR_FLOAT_ARRAY:
    return "#builtin.dense_array";
  case NN_ATTR_ENUM:
    return "#builtin.string";
  }
  return "#builtin.string";
}

static const char *variadicityName(NnArity arity) {
  return arity == NN_VARIADIC   ? "variadic"
         : arity == NN_OPTIONAL ? "optional"
                                : "single";
}

// `irdl.operands(...)` or `irdl.results(...)`, one tensor constraint each.
static void appendValues(Builder *b, const char *opName, const NnValueDef *defs,
                         int count) {
  // A registered op may declare any number of slots: on the heap.
  MlirValue *constraints = nnAllocArray((size_t)count + 1, sizeof(MlirValue));
  MlirAttribute *names = nnAllocArray((size_t)count + 1, sizeof(MlirAttribute));
  MlirAttribute *variadicity =
      nnAllocArray((size_t)count + 1, sizeof(MlirAttribute));
  if (!constraints || !names || !variadicity) {
    // nnBuildIrdlModule sees the failure (support/Memory.h).
    free(constraints);
    free(names);
    free(variadicity);
    return;
  }
  for (int i = 0; i < count; ++i) {
    constraints[i] = tensorConstraint(b);
    names[i] = mlirStringAttrGet(b->context, nnStr(defs[i].name));
    variadicity[i] = mlirIRDLVariadicityAttrGet(
        b->context, nnStr(variadicityName(defs[i].arity)));
  }
  MlirNamedAttribute attrs[] = {
      named(b->context, "names", mlirArrayAttrGet(b->context, count, names)),
      named(b->context, "variadicity",
            mlirIRDLVariadicityArrayAttrGet(b->context, count, variadicity)),
  };
  append(b, opName, count, constraints, 2, attrs, false, NULL);
  free(constraints);
  free(names);
  free(variadicity);
}

// `irdl.attributes {...}` for the required attributes only: IRDL makes every
// declared attribute mandatory, so the ones with defaults are left to nnVerify.
static void appendRequiredAttributes(Builder *b, const NnOpDef *def) {
  MlirValue *constraints =
      nnAllocArray((size_t)def->numAttributes + 1, sizeof(MlirValue));
  MlirAttribute *names =
      nnAllocArray((size_t)def->numAttributes + 1, sizeof(MlirAttribute));
  if (!constraints || !names) {
    // nnBuildIrdlModule sees the failure (support/Memory.h).
    free(constraints);
    free(names);
    return;
  }
  int count = 0;
  for (int i = 0; i < def->numAttributes; ++i) {
    const NnAttrDef *attr = &def->attributes[i];
    if (attr->defaultValue)
      continue;
    constraints[count] = baseConstraint(b, attrBaseName(attr->kind));
    names[count++] = mlirStringAttrGet(b->context, nnStr(attr->name));
  }
  if (count) {
    MlirNamedAttribute attr = named(b->context, "attributeValueNames",
                                    mlirArrayAttrGet(b->context, count, names));
    append(b, "irdl.attributes", count, constraints, 1, &attr, false, NULL);
  }
  free(constraints);
  free(names);
}

static void appendOperation(Builder *dialect, const NnOpDef *def) {
  MlirNamedAttribute symName =
      named(dialect->context, "sym_name",
            mlirStringAttrGet(dialect->context, nnStr(nnOpShortName(def))));
  Builder op = *dialect;
  append(dialect, "irdl.operation", 0, NULL, 1, &symName, false, &op.block);
  appendValues(&op, "irdl.operands", def->operands, def->numOperands);
  appendValues(&op, "irdl.results", def->results, def->numResults);
  appendRequiredAttributes(&op, def);
}

MlirModule nnBuildIrdlModule(MlirContext ctx) {
  if (mlirContextIsNull(ctx))
    return (MlirModule){NULL};
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule module = mlirModuleCreateEmpty(loc);
  Builder top = {ctx, loc, mlirModuleGetBody(module)};
  MlirNamedAttribute symName =
      named(ctx, "sym_name", mlirStringAttrGet(ctx, nnStr("nn")));
  Builder dialect = top;
  append(&top, "irdl.dialect", 0, NULL, 1, &symName, false, &dialect.block);
  uint64_t failures = nnMemoryFailures();
  for (intptr_t i = 0, n = nnGetNumOps(); i < n; ++i)
    if (nnOpIsInDialect(nnGetOp(i)))
      appendOperation(&dialect, nnGetOp(i));
  if (nnMemoryFailures() != failures) { // an op would lack its declarations
    mlirModuleDestroy(module);
    return (MlirModule){NULL};
  }
  return module;
}
