//===- OpDocs.c - docs/ops.md, generated from the registry ----------------===//
//
// The op reference is printed from the same table the dialect is built from,
// so it cannot drift: `nn-opt --emit-op-docs > docs/ops.md` regenerates it and
// a lit test fails when the committed file is stale.
//
//===----------------------------------------------------------------------===//

#include "Registry.h"
#include "support/StringBuffer.h"

#include <string.h>

static const char *arityName(NnArity arity) {
  return arity == NN_VARIADIC   ? "variadic"
         : arity == NN_OPTIONAL ? "optional"
                                : "single";
}

static void printTypes(NnStringBuffer *out, unsigned mask) {
  static const struct {
    unsigned mask;
    const char *name;
  } groups[] = {{NN_ALL_ELEMENTS, "any"},
                {NN_ALL_NUMERIC, "numeric"},
                {NN_FLOAT, "float"},
                {NN_INTEGER, "integer"},
                {NN_SIGNED_INT, "signed integer"},
                {NN_UNSIGNED_INT, "unsigned integer"},
                {NN_F16, "f16"},
                {NN_BF16, "bf16"},
                {NN_F32, "f32"},
                {NN_F64, "f64"},
                {NN_I8, "i8"},
                {NN_I16, "i16"},
                {NN_I32, "i32"},
                {NN_I64, "i64"},
                {NN_UI8, "ui8"},
                {NN_UI16, "ui16"},
                {NN_UI32, "ui32"},
                {NN_UI64, "ui64"},
                {NN_I1, "i1"}};
  const char *separator = "";
  for (size_t i = 0; i < sizeof(groups) / sizeof(groups[0]); ++i)
    if ((mask & groups[i].mask) == groups[i].mask) {
      nnStringBufferPrintf(out, "%s%s", separator, groups[i].name);
      separator = ", ";
      mask &= ~groups[i].mask;
    }
}

static void printValues(NnStringBuffer *out, const char *title,
                        const NnValueDef *values, int count) {
  if (!count)
    return;
  nnStringBufferPrintf(out,
                       "\n| %s | arity | element types | description |\n"
                       "|---|---|---|---|\n",
                       title);
  for (int i = 0; i < count; ++i) {
    nnStringBufferPrintf(out, "| `%s` | %s | ", values[i].name,
                         arityName(values[i].arity));
    printTypes(out, values[i].elementTypes);
    nnStringBufferPrintf(out, " | %s |\n", values[i].doc ? values[i].doc : "");
  }
}

static const char *attrKindText(const NnAttrDef *attr) {
  switch (attr->kind) {
  case NN_ATTR_INT:
    return "integer";
  case NN_ATTR_FLOAT:
    return "float";
  case NN_ATTR_BOOL:
    return "bool";
  case NN_ATTR_INT_ARRAY:
    return "array<i64>";
  case NN_ATTR_ENUM:
    return "string";
  case NN_ATTR_FLOAT_ARRAY:
    return "array<f32>";
  }
  return "?";
}

static void printAttributes(NnStringBuffer *out, const NnOpDef *def) {
  if (!def->numAttributes)
    return;
  nnStringBufferPrintf(out, "\n| attribute | kind | default | description |\n"
                            "|---|---|---|---|\n");
  for (int i = 0; i < def->numAttributes; ++i) {
    const NnAttrDef *attr = &def->attributes[i];
    nnStringBufferPrintf(out, "| `%s` | %s", attr->name, attrKindText(attr));
    if (attr->enumValues)
      nnStringBufferPrintf(out, " (`%s`)", attr->enumValues);
    if (attr->defaultValue)
      nnStringBufferPrintf(out, " | `%s`", attr->defaultValue);
    else
      nnStringBufferPrintf(out, " | required");
    nnStringBufferPrintf(out, " | %s |\n", attr->doc ? attr->doc : "");
  }
}

// "nn.split(input) -> outputs..." with optional values marked '?'.
static void printSignature(NnStringBuffer *out, const NnOpDef *def) {
  nnStringBufferPrintf(out, "`%s(", def->name);
  for (int i = 0; i < def->numOperands; ++i)
    nnStringBufferPrintf(out, "%s%s%s", i ? ", " : "", def->operands[i].name,
                         def->operands[i].arity == NN_VARIADIC   ? "..."
                         : def->operands[i].arity == NN_OPTIONAL ? "?"
                                                                 : "");
  nnStringBufferPrintf(out, ") -> ");
  for (int i = 0; i < def->numResults; ++i)
    nnStringBufferPrintf(out, "%s%s%s", i ? ", " : "", def->results[i].name,
                         def->results[i].arity == NN_VARIADIC   ? "..."
                         : def->results[i].arity == NN_OPTIONAL ? "?"
                                                                : "");
  nnStringBufferPrintf(out, "`");
}

static const char *layoutKindText(NnLayoutKind kind) {
  switch (kind) {
  case NN_LAYOUT_BARRIER:
    return "barrier (needs its operands in their original layout)";
  case NN_LAYOUT_AGNOSTIC:
    return "agnostic (works in any layout)";
  case NN_LAYOUT_ATTRIBUTE:
    return "rewritten to the target layout through";
  case NN_LAYOUT_AXIS:
    return "follows the layout by remapping the dimension in";
  case NN_LAYOUT_AXES:
    return "follows the layout by remapping the dimensions in";
  case NN_LAYOUT_PER_DIMENSION:
    return "follows the layout by permuting the per-dimension entries of";
  case NN_LAYOUT_PERMUTATION:
    return "follows the layout by composing with the permutation";
  }
  return "?";
}

// "Layout: agnostic ..." or "Layout: follows ... `starts`, `ends`".
static void printLayout(NnStringBuffer *out, const NnOpDef *def) {
  nnStringBufferPrintf(out, "Layout (--convert-layout): %s",
                       layoutKindText(def->layout.kind));
  const char *names = def->layout.attributes;
  for (const char *p = names; p && *p;) {
    const char *end = strchr(p, '|');
    size_t length = end ? (size_t)(end - p) : strlen(p);
    nnStringBufferPrintf(out, "%s`%.*s`", p == names ? " " : ", ", (int)length,
                         p);
    p += length + (end ? 1 : 0);
  }
  nnStringBufferPrintf(out, ".\n");
}

static const char *specialValueText(NnSpecialValue value) {
  switch (value) {
  case NN_VALUE_ZERO:
    return "+0.0 (integers: 0; booleans: false)";
  case NN_VALUE_NEG_ZERO:
    return "-0.0 (integers: 0)";
  case NN_VALUE_ONE:
    return "1 (booleans: true)";
  case NN_VALUE_LOWEST:
    return "-inf (integers: the smallest)";
  case NN_VALUE_HIGHEST:
    return "+inf (integers: the largest)";
  case NN_VALUE_NONE:
    break;
  }
  return "";
}

// "Algebra: commutative, associative, identity -0.0 (integers: 0)." and the
// data facts, or nothing.
static void printAlgebra(NnStringBuffer *out, const NnOpDef *def) {
  const NnAlgebra *a = &def->algebra;
  const char *facts[12];
  int n = 0;
  if (a->commutative)
    facts[n++] = "commutative";
  if (a->associative)
    facts[n++] = "associative";
  if (a->idempotent)
    facts[n++] = "idempotent";
  if (a->involution)
    facts[n++] = "an involution";
  if (a->sameTypeIsIdentity)
    facts[n++] = "the identity between equal types";
  if (def->movesDataOnly)
    facts[n++] = "moves data only";
  if (def->isView)
    facts[n++] = "a view";
  if (def->channels.outputChannels)
    facts[n++] = "linear in its weight, per output channel";
  if (def->channels.addsBias)
    facts[n++] = "adds a per-channel bias";
  if (def->channels.normalizes)
    facts[n++] = "a per-channel normalization";
  if (def->indices.operand > 0)
    facts[n++] = "reads positions from an operand (never folded out of "
                 "range)";
  if (!n && a->identity == NN_VALUE_NONE && a->absorbing == NN_VALUE_NONE)
    return;
  nnStringBufferPrintf(out, "Algebra:");
  for (int i = 0; i < n; ++i)
    nnStringBufferPrintf(out, "%s %s", i ? "," : "", facts[i]);
  if (a->identity != NN_VALUE_NONE)
    nnStringBufferPrintf(out, "%s %s %s", n ? "," : "",
                         def->combiner ? "empty value" : "identity",
                         specialValueText(a->identity));
  if (a->absorbing != NN_VALUE_NONE)
    nnStringBufferPrintf(out, ", absorbing %s", specialValueText(a->absorbing));
  nnStringBufferPrintf(out, ".\n");
}

// "Lowering: ..." from the op's `lower`, `scalar` and `combiner`.
static void printLowering(NnStringBuffer *out, const NnOpDef *def) {
  const NnScalarDef *scalar = &def->scalar;
  nnStringBufferPrintf(out, "Lowering (--convert-nn-to-linalg): ");
  if (def->lower && def->combiner)
    nnStringBufferPrintf(out, "a reduction combining with `%s`.\n",
                         def->combiner);
  else if (def->lower)
    nnStringBufferPrintf(out, "its own lowering function.\n");
  else if (scalar->build)
    nnStringBufferPrintf(out, "one `linalg.generic` computing its formula.\n");
  else if (scalar->floatOp || scalar->intOp) {
    nnStringBufferPrintf(out, "one `linalg.generic` of");
    if (scalar->floatOp)
      nnStringBufferPrintf(out, " `%s%s%s` on floats", scalar->floatOp,
                           scalar->floatPredicate ? " " : "",
                           scalar->floatPredicate ? scalar->floatPredicate
                                                  : "");
    if (scalar->floatOp && scalar->intOp)
      nnStringBufferPrintf(out, ",");
    if (scalar->intOp)
      nnStringBufferPrintf(out, " `%s%s%s` on integers", scalar->intOp,
                           scalar->intPredicate ? " " : "",
                           scalar->intPredicate ? scalar->intPredicate : "");
    nnStringBufferPrintf(out, ".\n");
  } else
    nnStringBufferPrintf(
        out, "%s.\n",
        nnOpIsInDialect(def) ? "none" : "left as it is (an upstream op)");
  bool lowers = def->lower || scalar->build || scalar->floatOp || scalar->intOp;
  if (lowers)
    nnStringBufferPrintf(out, "Dynamic dims: %s.\n",
                         def->lowersDynamicDims || !def->lower
                             ? "lowers with them, sized at run time"
                             : "static shapes only");
}

static void printOp(NnStringBuffer *out, const NnOpDef *def) {
  nnStringBufferPrintf(out, "\n### `%s`: %s\n\n", def->name, def->summary);
  printSignature(out, def);
  nnStringBufferPrintf(out, "\n\n%s\n\n",
                       def->description ? def->description : "");
  if (def->shapeRule)
    nnStringBufferPrintf(out, "Shape rule: %s\n\n", def->shapeRule);
  nnStringBufferPrintf(out, "Fusion kind: `%s`. %s.\n",
                       nnFusionKindName(def->fusionKind),
                       def->pure ? "Pure" : "Has side effects");
  printLayout(out, def);
  printAlgebra(out, def);
  printLowering(out, def);
  printValues(out, "operand", def->operands, def->numOperands);
  printAttributes(out, def);
  printValues(out, "result", def->results, def->numResults);
}

void nnPrintOpDocs(MlirStringCallback callback, void *userData) {
  if (!callback)
    return;
  NnStringBuffer out = {0};
  nnStringBufferPrintf(
      &out,
      "# nn ops\n\n"
      "<!-- Generated by `build/bin/nn-opt --emit-op-docs > docs/ops.md`; do "
      "not edit. -->\n\n"
      "Every op of the nn dialect, from the op registry (dialect/ops/). "
      "IR uses the generic syntax, e.g. "
      "`%%1 = \"nn.relu\"(%%0) : (tensor<4xf32>) -> tensor<4xf32>`. "
      "Attributes with a default may be omitted. Ops not named `nn.*` are "
      "upstream ops that the registry describes for nn's passes.\n\n"
      "Element types: `f16`, `bf16`, `f32`, `f64`; signless integers `i8`, "
      "`i16`, `i32`, `i64`, read as two's-complement signed values; "
      "unsigned integers `ui8`, `ui16`, `ui32`, `ui64` (MLIR's builtin "
      "unsigned types, as in StableHLO), whose ops divide, compare, shift, "
      "widen and convert as unsigned; `i1`, booleans. An op's integer "
      "semantics follow from its operand types: there are no unsigned twins "
      "of ops. Negation takes signed types only, as ONNX `Neg`. In the "
      "tables, *signed integer* is i8 ... i64, *unsigned integer* ui8 ... "
      "ui64, *integer* both, *numeric* floats and integers, *any* every "
      "type.\n");
  for (int c = 0; c < nnNumOpCategories; ++c) {
    const NnOpCategory *category = nnOpCategories[c];
    nnStringBufferPrintf(&out, "\n## %s\n\n%s\n", category->name,
                         category->description);
    for (int i = 0; i < category->numOps; ++i)
      printOp(&out, &category->ops[i]);
  }
  if (nnGetNumCustomOps()) {
    nnStringBufferPrintf(&out, "\n## Registered at run time\n\nOps added "
                               "with nnRegisterOp.\n");
    for (intptr_t i = 0; i < nnGetNumCustomOps(); ++i)
      printOp(&out, nnGetCustomOp(i));
  }
  callback(mlirStringRefCreate(out.data, out.length), userData);
  nnStringBufferFree(&out);
}
