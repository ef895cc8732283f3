//===- FuzzOps.c - Random types and attributes for an op's description ----===//

#include "FuzzOps.h"

#include "dialect/Checks.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

MlirType nnFuzzElementType(NnFuzzInput *in, MlirContext ctx, unsigned mask) {
  mask &= NN_ALL_ELEMENTS;
  if (!mask)
    mask = NN_ALL_ELEMENTS;
  unsigned bits[NN_NUM_ELEMENT_BITS], n = 0;
  for (unsigned bit = 0; bit < NN_NUM_ELEMENT_BITS; ++bit)
    if (mask & (1u << bit))
      bits[n++] = bit;
  return nnElementTypeOfBit(ctx, bits[nnFuzzRange(in, (uint32_t)n)]);
}

MlirType nnFuzzTensorType(NnFuzzInput *in, MlirContext ctx, unsigned mask,
                          bool dynamic) {
  MlirType element = nnFuzzElementType(in, ctx, mask);
  int64_t shape[4];
  intptr_t rank = nnFuzzRange(in, 5);
  for (intptr_t i = 0; i < rank; ++i) {
    shape[i] = nnFuzzDim(in, dynamic);
    if (shape[i] < 0)
      shape[i] = mlirShapedTypeGetDynamicSize();
  }
  return mlirRankedTensorTypeGet(rank, shape, element, mlirAttributeGetNull());
}

// The `index`th of the '|'-separated `choices`, wrapped around, into `out`.
static void pickChoice(const char *choices, uint32_t index, char *out,
                       size_t size) {
  uint32_t count = 1;
  for (const char *c = choices; *c; ++c)
    count += *c == '|';
  index %= count;
  const char *start = choices;
  while (index--)
    start = strchr(start, '|') + 1;
  size_t length = strcspn(start, "|");
  snprintf(out, size, "%.*s", (int)length, start);
}

static void fuzzValue(NnFuzzInput *in, const NnAttrDef *attr,
                      NnFuzzAttrs *attrs, intptr_t slot) {
  NnAttrValue *value = &attrs->values[slot];
  // Mostly the kind the definition asks for; otherwise any kind.
  NnAttrKind kind = attr ? attr->kind : NN_ATTR_INT;
  uint8_t choice = nnFuzzByte(in);
  if (choice >= 224)
    kind = (NnAttrKind)(choice % 6);
  const char *name = attr ? attr->name : attrs->names[slot];
  switch (kind) {
  default: // a kind outside the enum: what nnRegisterOp should refuse
  case NN_ATTR_INT:
    *value = nnAttrInt(name, nnFuzzInt(in));
    break;
  case NN_ATTR_FLOAT: {
    static const double kFloats[] = {0.0, 1.0,   -1.0, 1e-5,
                                     0.5, 1e300, -0.0, 3.4e38};
    *value = nnAttrFloat(name, kFloats[nnFuzzRange(in, 8)]);
    break;
  }
  case NN_ATTR_BOOL:
    *value = nnAttrBool(name, nnFuzzBool(in));
    break;
  case NN_ATTR_INT_ARRAY: {
    intptr_t size = nnFuzzRange(in, NN_FUZZ_MAX_ARRAY + 1);
    for (intptr_t i = 0; i < size; ++i)
      attrs->arrays[slot][i] = nnFuzzInt(in);
    *value = nnAttrIntArray(name, size, attrs->arrays[slot]);
    break;
  }
  case NN_ATTR_FLOAT_ARRAY: {
    static const float kFloats[] = {0.5f, 1.0f, 2.0f, 0.0f, -1.0f, 1e30f};
    intptr_t size = nnFuzzRange(in, NN_FUZZ_MAX_ARRAY + 1);
    for (intptr_t i = 0; i < size; ++i)
      attrs->floatArrays[slot][i] = kFloats[nnFuzzRange(in, 6)];
    *value = nnAttrFloatArray(name, size, attrs->floatArrays[slot]);
    break;
  }
  case NN_ATTR_ENUM:
    if (attr && attr->enumValues && nnFuzzByte(in) < 224)
      pickChoice(attr->enumValues, nnFuzzByte(in), attrs->strings[slot],
                 NN_FUZZ_MAX_STRING);
    else
      nnFuzzString(in, attrs->strings[slot], NN_FUZZ_MAX_STRING);
    *value = nnAttrString(name, attrs->strings[slot]);
    break;
  }
}

void nnFuzzAttributes(NnFuzzInput *in, const NnOpDef *def, NnFuzzAttrs *attrs) {
  attrs->count = 0;
  for (int i = 0; i < def->numAttributes && attrs->count < NN_FUZZ_MAX_ATTRS;
       ++i)
    if (nnFuzzBool(in))
      fuzzValue(in, &def->attributes[i], attrs, attrs->count++);
  // Now and then an attribute the op does not have.
  if (attrs->count < NN_FUZZ_MAX_ATTRS && nnFuzzByte(in) >= 240) {
    nnFuzzString(in, attrs->names[attrs->count], NN_FUZZ_MAX_STRING);
    fuzzValue(in, NULL, attrs, attrs->count++);
  }
}

void nnFuzzPipeline(uint8_t bits, char *out, size_t size) {
  static const char *const kSteps[8] = {
      "infer-shapes",         "nn-simplify",
      "simplify-inference",   "func.func(convert-layout{to=NHWC})",
      "fold-constants",       "fuse-ops",
      "convert-nn-to-linalg", "convert-nn-to-linalg,nn-bufferize",
  };
  size_t used = (size_t)snprintf(out, size, "builtin.module(");
  bool first = true;
  for (int i = 0; i < 8; ++i) {
    // Bit 7 includes bit 6's step.
    if (!(bits & (1u << i)) || (i == 6 && (bits & 0x80)))
      continue;
    used += (size_t)snprintf(out + used, size - used, "%s%s", first ? "" : ",",
                             kSteps[i]);
    first = false;
  }
  snprintf(out + used, size - used, ")");
}
