//===- BuilderAttributes.c - Attributes given as plain C values -----------===//
//
// A framework gives an attribute as a C value (an int64, a double, a bool, a
// string, an int64 array); the op's attribute definition in the registry says
// which MLIR attribute it becomes. The conversion is strict: a value of the
// wrong kind is an error rather than a guess, so that `epsilon` given as an
// integer is caught here, not by a surprising default. The value itself
// (an enum's choice, a range) is checked afterwards by the same code as
// the verifier's (dialect/Checks.c), when the op's result types are inferred.
//
//===----------------------------------------------------------------------===//

#include "BuilderInternal.h"

#include "dialect/Checks.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

NnAttrValue nnAttrInt(const char *name, int64_t value) {
  NnAttrValue v = {.name = name, .kind = NN_VALUE_INT};
  v.value.i = value;
  return v;
}

NnAttrValue nnAttrFloat(const char *name, double value) {
  NnAttrValue v = {.name = name, .kind = NN_VALUE_FLOAT};
  v.value.f = value;
  return v;
}

NnAttrValue nnAttrBool(const char *name, bool value) {
  NnAttrValue v = {.name = name, .kind = NN_VALUE_BOOL};
  v.value.b = value;
  return v;
}

NnAttrValue nnAttrString(const char *name, const char *value) {
  NnAttrValue v = {.name = name, .kind = NN_VALUE_STRING};
  v.value.s = mlirStringRefCreateFromCString(value ? value : "");
  return v;
}

NnAttrValue nnAttrIntArray(const char *name, intptr_t size,
                           const int64_t *values) {
  NnAttrValue v = {.name = name, .kind = NN_VALUE_INT_ARRAY};
  v.value.array.data = values;
  v.value.array.size = size;
  return v;
}

NnAttrValue nnAttrFloatArray(const char *name, intptr_t size,
                             const float *values) {
  NnAttrValue v = {.name = name, .kind = NN_VALUE_FLOAT_ARRAY};
  v.value.floatArray.data = values;
  v.value.floatArray.size = size;
  return v;
}

static const char *valueKindName(NnAttrValueKind kind) {
  switch (kind) {
  case NN_VALUE_INT:
    return "an integer";
  case NN_VALUE_FLOAT:
    return "a float";
  case NN_VALUE_BOOL:
    return "a bool";
  case NN_VALUE_STRING:
    return "a string";
  case NN_VALUE_INT_ARRAY:
    return "an integer array";
  case NN_VALUE_FLOAT_ARRAY:
    return "a float array";
  }
  return "a value of unknown kind";
}

// The C value kind each attribute kind is given as.
static NnAttrValueKind expectedKind(NnAttrKind kind) {
  switch (kind) {
  case NN_ATTR_INT:
    return NN_VALUE_INT;
  case NN_ATTR_FLOAT:
    return NN_VALUE_FLOAT;
  case NN_ATTR_BOOL:
    return NN_VALUE_BOOL;
  case NN_ATTR_INT_ARRAY:
    return NN_VALUE_INT_ARRAY;
  case NN_ATTR_ENUM:
    return NN_VALUE_STRING;
  case NN_ATTR_FLOAT_ARRAY:
    return NN_VALUE_FLOAT_ARRAY;
  }
  return NN_VALUE_INT;
}

static MlirAttribute convert(MlirContext ctx, const NnAttrValue *value) {
  switch (value->kind) {
  case NN_VALUE_INT:
    return mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), value->value.i);
  case NN_VALUE_FLOAT:
    return mlirFloatAttrDoubleGet(ctx, mlirF32TypeGet(ctx), value->value.f);
  case NN_VALUE_BOOL:
    return mlirBoolAttrGet(ctx, value->value.b);
  case NN_VALUE_STRING:
    return mlirStringAttrGet(ctx, value->value.s);
  case NN_VALUE_INT_ARRAY:
    return mlirDenseI64ArrayGet(ctx, value->value.array.size,
                                value->value.array.data);
  case NN_VALUE_FLOAT_ARRAY:
    return mlirDenseF32ArrayGet(ctx, value->value.floatArray.size,
                                value->value.floatArray.data);
  }
  return mlirAttributeGetNull();
}

MlirNamedAttribute nnBuilderConvertValue(MlirContext ctx, const NnOpDef *def,
                                         const NnAttrValue *value,
                                         NnStringBuffer *error) {
  MlirNamedAttribute none = {{NULL}, {NULL}};
  if (!value->name || !*value->name) {
    nnStringBufferPrintf(error, "'%s' op has an attribute value without a name",
                         def->name);
    return none;
  }
  if ((unsigned)value->kind > NN_VALUE_FLOAT_ARRAY ||
      (value->kind == NN_VALUE_INT_ARRAY && value->value.array.size &&
       (value->value.array.size < 0 || !value->value.array.data)) ||
      (value->kind == NN_VALUE_FLOAT_ARRAY && value->value.floatArray.size &&
       (value->value.floatArray.size < 0 || !value->value.floatArray.data)) ||
      (value->kind == NN_VALUE_STRING && value->value.s.length &&
       !value->value.s.data)) {
    nnStringBufferPrintf(error, "'%s' op attribute '%s' has a malformed value",
                         def->name, value->name);
    return none;
  }
  MlirStringRef name = mlirStringRefCreateFromCString(value->name);
  const NnAttrDef *attr = NULL;
  for (int i = 0; i < def->numAttributes && !attr; ++i)
    if (strcmp(def->attributes[i].name, value->name) == 0)
      attr = &def->attributes[i];
  if (!attr) {
    // Dialect-prefixed metadata passes; anything else is misspelled.
    nnStringBufferPrintf(error, "'%s' op ", def->name);
    if (!nnCheckAttributeIsKnown(def, name, error))
      return none;
    nnStringBufferClear(error);
  } else if (expectedKind(attr->kind) != value->kind) {
    nnStringBufferPrintf(error,
                         "'%s' op attribute '%s' must be given as %s, but "
                         "was given as %s",
                         def->name, value->name,
                         valueKindName(expectedKind(attr->kind)),
                         valueKindName(value->kind));
    return none;
  }
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, name),
                               convert(ctx, value));
}
