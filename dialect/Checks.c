//===- Checks.c - Checking values and attributes against their definitions===//

#include "Checks.h"

#include "Registry.h"
#include "support/Checked.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdint.h>
#include <string.h>

// The element type of each mask bit, in bit order (nn-c/OpDef.h).
static const struct {
  const char *name;
  unsigned width;  // integers; 0 for floats
  bool isUnsigned; // ui8 ... ui64
} elementBits[NN_NUM_ELEMENT_BITS] = {
    {"f16", 0, false},  {"bf16", 0, false}, {"f32", 0, false},
    {"f64", 0, false},  {"i8", 8, false},   {"i32", 32, false},
    {"i64", 64, false}, {"i1", 1, false},   {"i16", 16, false},
    {"ui8", 8, true},   {"ui16", 16, true}, {"ui32", 32, true},
    {"ui64", 64, true}};

unsigned nnElementTypeBit(MlirType type) {
  if (mlirTypeIsAF16(type))
    return NN_F16;
  if (mlirTypeIsABF16(type))
    return NN_BF16;
  if (mlirTypeIsAF32(type))
    return NN_F32;
  if (mlirTypeIsAF64(type))
    return NN_F64;
  if (!mlirTypeIsAInteger(type) || mlirIntegerTypeIsSigned(type))
    return 0; // si8 ...: nn reads signless integers as signed
  bool isUnsigned = mlirIntegerTypeIsUnsigned(type);
  unsigned width = mlirIntegerTypeGetWidth(type);
  for (unsigned bit = 4; bit < NN_NUM_ELEMENT_BITS; ++bit)
    if (elementBits[bit].width == width &&
        elementBits[bit].isUnsigned == isUnsigned)
      return 1u << bit;
  return 0;
}

MlirType nnElementTypeOfBit(MlirContext ctx, unsigned bit) {
  switch (bit) {
  case 0:
    return mlirF16TypeGet(ctx);
  case 1:
    return mlirBF16TypeGet(ctx);
  case 2:
    return mlirF32TypeGet(ctx);
  case 3:
    return mlirF64TypeGet(ctx);
  }
  if (bit >= NN_NUM_ELEMENT_BITS)
    return (MlirType){NULL};
  return elementBits[bit].isUnsigned
             ? mlirIntegerTypeUnsignedGet(ctx, elementBits[bit].width)
             : mlirIntegerTypeGet(ctx, elementBits[bit].width);
}

const char *nnElementTypeName(unsigned bit) {
  return bit < NN_NUM_ELEMENT_BITS ? elementBits[bit].name : "?";
}

static void printElementTypes(NnStringBuffer *out, unsigned mask) {
  const char *separator = "";
  for (unsigned bit = 0; bit < NN_NUM_ELEMENT_BITS; ++bit)
    if (mask & (1u << bit)) {
      nnStringBufferPrintf(out, "%s%s", separator, elementBits[bit].name);
      separator = ", ";
    }
}

const NnValueDef *nnSlotOf(const NnValueDef *slots, int numSlots,
                           intptr_t count, intptr_t pos) {
  int variadic = nnVariadicSlot(slots, numSlots);
  if (variadic < 0 || pos < variadic)
    return pos < numSlots ? &slots[pos] : NULL;
  intptr_t trailing = numSlots - 1 - variadic;
  if (pos >= count - trailing)
    return &slots[numSlots - (count - pos)];
  return &slots[variadic];
}

bool nnValueCountFits(const NnValueDef *slots, int numSlots, intptr_t count) {
  int variadic = nnVariadicSlot(slots, numSlots);
  if (variadic < 0)
    return count == numSlots;
  if (slots[variadic].arity == NN_OPTIONAL)
    return count == numSlots || count == numSlots - 1;
  return count >= numSlots - 1;
}

// Whether the static dimensions of a ranked tensor multiply to an element
// count, and a byte size at the widest element, that fit in int64: after
// verification, code may multiply a tensor's dimensions without checking.
static bool sizeFits(MlirType type) {
  intptr_t rank = mlirShapedTypeGetRank(type);
  for (intptr_t i = 0; i < rank; ++i)
    if (mlirShapedTypeGetDimSize(type, i) == 0)
      return true; // no elements, whatever the other sizes
  int64_t count = 1, bytes;
  for (intptr_t i = 0; i < rank; ++i)
    if (!mlirShapedTypeIsDynamicDim(type, i) &&
        !nnCheckedMul(count, mlirShapedTypeGetDimSize(type, i), &count))
      return false;
  return nnCheckedBytes(count, NN_MAX_ELEMENT_BYTES, &bytes);
}

bool nnCheckRank(const char *kind, intptr_t pos, MlirType type,
                 NnStringBuffer *error) {
  if (!mlirTypeIsARankedTensor(type) ||
      mlirShapedTypeGetRank(type) <= NN_MAX_RANK)
    return true;
  nnStringBufferPrintf(error,
                       "%s #%lld has rank %lld; nn supports ranks up "
                       "to %d",
                       kind, (long long)pos,
                       (long long)mlirShapedTypeGetRank(type), NN_MAX_RANK);
  return false;
}

bool nnCheckValueType(const char *kind, intptr_t pos, const NnValueDef *slot,
                      MlirType type, bool allowUnranked,
                      NnStringBuffer *error) {
  bool ranked = mlirTypeIsARankedTensor(type);
  if (!ranked && !(allowUnranked && mlirTypeIsAUnrankedTensor(type))) {
    nnStringBufferPrintf(error, "%s #%lld must be a %stensor, but is ", kind,
                         (long long)pos, allowUnranked ? "" : "ranked ");
    mlirTypePrint(type, nnStringBufferCallback, error);
    return false;
  }
  if (!nnCheckRank(kind, pos, type, error))
    return false;
  if (ranked && !sizeFits(type)) {
    nnStringBufferPrintf(error, "%s #%lld has type ", kind, (long long)pos);
    mlirTypePrint(type, nnStringBufferCallback, error);
    nnStringBufferPrintf(error,
                         ", whose size does not fit in 64 bits (at %d "
                         "bytes per element)",
                         NN_MAX_ELEMENT_BYTES);
    return false;
  }
  MlirType element = mlirShapedTypeGetElementType(type);
  if (!slot || (nnElementTypeBit(element) & slot->elementTypes))
    return true;
  nnStringBufferPrintf(error, "%s #%lld ('%s') has element type ", kind,
                       (long long)pos, slot->name);
  mlirTypePrint(element, nnStringBufferCallback, error);
  nnStringBufferPrintf(error, "; allowed: ");
  printElementTypes(error, slot->elementTypes);
  return false;
}

static const char *attrKindName(NnAttrKind kind) {
  switch (kind) {
  case NN_ATTR_INT:
    return "an integer";
  case NN_ATTR_FLOAT:
    return "an f32 or f64 float";
  case NN_ATTR_BOOL:
    return "a bool";
  case NN_ATTR_INT_ARRAY:
    return "an array<i64: ...>";
  case NN_ATTR_ENUM:
    return "a string";
  case NN_ATTR_FLOAT_ARRAY:
    return "an array<f32: ...>";
  }
  return "?";
}

static bool hasKind(MlirAttribute attr, NnAttrKind kind) {
  switch (kind) {
  case NN_ATTR_INT:
    return mlirAttributeIsAInteger(attr) && !mlirAttributeIsABool(attr);
  case NN_ATTR_FLOAT:
    return mlirAttributeIsAFloat(attr) &&
           (mlirTypeIsAF32(mlirAttributeGetType(attr)) ||
            mlirTypeIsAF64(mlirAttributeGetType(attr)));
  case NN_ATTR_BOOL:
    return mlirAttributeIsABool(attr);
  case NN_ATTR_INT_ARRAY:
    return mlirAttributeIsADenseI64Array(attr);
  case NN_ATTR_ENUM:
    return mlirAttributeIsAString(attr);
  case NN_ATTR_FLOAT_ARRAY:
    return mlirAttributeIsADenseF32Array(attr);
  }
  return false;
}

// True when `value` is one of the '|'-separated `choices`.
static bool isChoice(MlirStringRef value, const char *choices) {
  for (const char *p = choices; *p;) {
    const char *end = strchr(p, '|');
    size_t length = end ? (size_t)(end - p) : strlen(p);
    if (length == value.length && strncmp(p, value.data, length) == 0)
      return true;
    p += length + (end != NULL);
  }
  return false;
}

static bool fitsInt64(MlirAttribute attr) {
  MlirType type = mlirAttributeGetType(attr);
  unsigned width = mlirIntegerTypeGetWidth(type);
  if (mlirIntegerTypeIsUnsigned(type))
    return width < 64 || mlirIntegerAttrGetValueUInt(attr) <= INT64_MAX;
  return width <= 64;
}

bool nnCheckAttribute(const NnAttrDef *def, MlirAttribute attr,
                      NnStringBuffer *error) {
  if (mlirAttributeIsNull(attr)) {
    if (def->defaultValue)
      return true;
    nnStringBufferPrintf(error, "requires attribute '%s'", def->name);
    return false;
  }
  if (def->kind == NN_ATTR_INT && mlirAttributeIsAInteger(attr) &&
      !mlirAttributeIsABool(attr) && !fitsInt64(attr)) {
    nnStringBufferPrintf(error,
                         "attribute '%s' must fit in a signed 64-bit integer, "
                         "but is ",
                         def->name);
    mlirAttributePrint(attr, nnStringBufferCallback, error);
    return false;
  }
  if (!hasKind(attr, def->kind)) {
    nnStringBufferPrintf(error, "attribute '%s' must be %s, but is ", def->name,
                         attrKindName(def->kind));
    mlirAttributePrint(attr, nnStringBufferCallback, error);
    return false;
  }
  if (def->kind == NN_ATTR_ENUM) {
    MlirStringRef value = mlirStringAttrGetValue(attr);
    if (!isChoice(value, def->enumValues)) {
      nnStringBufferPrintf(
          error, "attribute '%s' must be one of %s, but is \"%.*s\"", def->name,
          def->enumValues, (int)value.length, value.data);
      return false;
    }
  }
  return true;
}

bool nnCheckAttributeIsKnown(const NnOpDef *def, MlirStringRef name,
                             NnStringBuffer *error) {
  // Dialect-prefixed attributes (nn.name, say) are metadata, always allowed.
  if (memchr(name.data, '.', name.length))
    return true;
  for (int i = 0; i < def->numAttributes; ++i)
    if (mlirStringRefEqual(
            name, mlirStringRefCreateFromCString(def->attributes[i].name)))
      return true;
  nnStringBufferPrintf(error, "has no attribute '%.*s'", (int)name.length,
                       name.data);
  if (def->numAttributes) {
    nnStringBufferPrintf(error, "; its attributes are");
    for (int i = 0; i < def->numAttributes; ++i)
      nnStringBufferPrintf(error, "%s %s", i ? "," : "",
                           def->attributes[i].name);
  }
  nnStringBufferPrintf(error, " (metadata belongs in dialect-prefixed "
                              "attributes such as 'nn.name')");
  return false;
}
