//===- OpTable.h - Writing op descriptions
//---------------------------------===//
//
// The op registry is one table of NnOpDefs, kept in one file per category
// (Unary.c, Binary.c, ...) so that each stays readable. This header holds the
// shorthand those files share; Registry.c lists the categories.
//
// Adding an op means adding one entry to its category and, when no existing
// rule fits, a shape function in ../shapes/. Semantics follow ONNX and
// PyTorch; attribute spellings follow DESIGN.md section 4; negative axes
// count from the end.
//
//===----------------------------------------------------------------------===//

#ifndef NN_DIALECT_OPS_OPTABLE_H
#define NN_DIALECT_OPS_OPTABLE_H

#include "dialect/Registry.h"
#include "dialect/ops/Lowerings.h"
#include "dialect/shapes/Shapes.h"

#define NN_COUNT(T, ...) ((int)(sizeof((const T[]){__VA_ARGS__}) / sizeof(T)))
#define OPERANDS(...)                                                          \
  .operands = (const NnValueDef[]){__VA_ARGS__},                               \
  .numOperands = NN_COUNT(NnValueDef, __VA_ARGS__)
#define RESULTS(...)                                                           \
  .results = (const NnValueDef[]){__VA_ARGS__},                                \
  .numResults = NN_COUNT(NnValueDef, __VA_ARGS__)
#define ATTRIBUTES(...)                                                        \
  .attributes = (const NnAttrDef[]){__VA_ARGS__},                              \
  .numAttributes = NN_COUNT(NnAttrDef, __VA_ARGS__)

/// The usual single result.
#define RESULT(types) RESULTS({"output", NN_SINGLE, types, "The result."})

/// The op's layout behaviour (nn-c/OpDef.h): LAYOUT(AXIS, "axis").
#define LAYOUT(KIND, ATTRIBUTES) .layout = {NN_LAYOUT_##KIND, ATTRIBUTES}

/// The element formula of an elementwise op: one arith or math op for float
/// elements and one for integer elements (NULL for none).
#define SCALAR(FLOAT_OP, INT_OP) .scalar = {FLOAT_OP, INT_OP, NULL, NULL, NULL}
/// A comparison: arith.cmpf and arith.cmpi with their predicates.
#define COMPARISON(FLOAT_PREDICATE, INT_PREDICATE)                             \
  .scalar = {"arith.cmpf", "arith.cmpi", FLOAT_PREDICATE, INT_PREDICATE, NULL}
/// A formula of several ops, built by a function (dialect/ops/Lowerings.h).
#define FORMULA(BUILD) .scalar = {.build = BUILD}
/// Algebraic facts: ALGEBRA(.commutative = true, .identity = NN_VALUE_ONE).
#define ALGEBRA(...) .algebra = {__VA_ARGS__}

#define BROADCAST_RULE                                                         \
  "NumPy broadcasting: shapes are aligned at the right; each pair of "         \
  "dimensions must be equal or contain a 1, and the result takes the larger."

#endif // NN_DIALECT_OPS_OPTABLE_H
