//===- Legacy.c - ONNX ops as opsets 1 to 6 define them -------------------===//
//
// Before opset 7, ONNX's binary ops did not broadcast as NumPy does: they
// broadcast only when the attribute `broadcast` is 1, and then B's shape
// matches a contiguous run of A's dims starting at dimension `axis` (by
// default B is aligned with A's last dims, which is NumPy's rule). PRelu's
// 1-D slope was per channel (dimension 1) rather than aligned at the right.
// The converters here turn both into today's semantics: B gets trailing
// size-1 dims so that NumPy broadcasting reads it as the old rule did, and a
// per-channel slope becomes nn.prelu's channel operand. Everything else
// these opsets define is read by the rows of the other families (a row
// covers the opsets whose semantics it knows; the legacy attribute
// `consumed_inputs`, a memory hint, is ignored).
//
//===----------------------------------------------------------------------===//

#include "Ops.h"

#include <string.h>

enum { LEGACY_UNTIL = 6 };

// B of a legacy broadcasting op, reshaped so that NumPy broadcasting aligns
// its dims with A's dims [axis, axis + rank(B)).
static MlirValue alignLegacyOperand(OnnxNode *node, MlirValue a, MlirValue b) {
  MlirType aType = mlirValueGetType(a), bType = mlirValueGetType(b);
  int64_t aRank = onnxTypeRank(aType), bRank = onnxTypeRank(bType);
  if (!onnxAttrInt(node, "broadcast", 0)) {
    if (aRank != bRank) {
      onnxNodeError(node,
                    "opset %lld broadcasts only with broadcast = 1; without "
                    "it the inputs must have equal shapes, not ranks %lld "
                    "and %lld",
                    (long long)onnxNodeOpset(node), (long long)aRank,
                    (long long)bRank);
      return (MlirValue){NULL};
    }
    for (int64_t d = 0; d < aRank; ++d)
      if (onnxTypeDim(aType, d) != onnxTypeDim(bType, d)) {
        onnxNodeError(node,
                      "opset %lld broadcasts only with broadcast = 1; "
                      "without it the inputs must have equal shapes, not "
                      "%lld and %lld in dimension %lld",
                      (long long)onnxNodeOpset(node),
                      (long long)onnxTypeDim(aType, d),
                      (long long)onnxTypeDim(bType, d), (long long)d);
        return (MlirValue){NULL};
      }
    return b;
  }
  int64_t axis = onnxAttrInt(node, "axis", aRank - bRank);
  if (onnxNodeHasAttr(node, "axis") &&
      !onnxNormalizeAxis(node, "axis", &axis, aRank))
    return (MlirValue){NULL};
  if (axis < 0 || axis + bRank > aRank) {
    onnxNodeError(node,
                  "B (rank %lld) does not fit in A (rank %lld) from axis "
                  "%lld",
                  (long long)bRank, (long long)aRank, (long long)axis);
    return (MlirValue){NULL};
  }
  for (int64_t d = 0; d < bRank; ++d) {
    int64_t want = onnxTypeDim(aType, axis + d), have = onnxTypeDim(bType, d);
    if (have != want && have != 1 && want >= 0 && have >= 0) {
      onnxNodeError(node,
                    "B's dimension %lld (%lld) does not match A's dimension "
                    "%lld (%lld), with B aligned from axis %lld",
                    (long long)d, (long long)have, (long long)(axis + d),
                    (long long)want, (long long)axis);
      return (MlirValue){NULL};
    }
  }
  if (axis + bRank == aRank)
    return b;
  int64_t dims[NN_MAX_RANK];
  onnxTypeDims(bType, dims);
  for (int64_t d = bRank; d < aRank - axis; ++d)
    dims[d] = 1;
  return onnxBuildReshape(node, b, aRank - axis, dims);
}

// Add, Sub, Mul, Div, Pow and the comparisons and logical ops of opsets 1
// to 6: the row's nn op on A and the aligned B.
static bool convertLegacyBinary(OnnxNode *node) {
  MlirValue operands[2] = {onnxNodeInput(node, 0), onnxNodeInput(node, 1)};
  if (mlirValueIsNull(operands[0]) || mlirValueIsNull(operands[1]))
    return false;
  if (mlirValueIsNull(operands[1] =
                          alignLegacyOperand(node, operands[0], operands[1])))
    return false;
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, onnxNodeRow(node)->nnOps, 2, operands, 0, NULL));
}

// PRelu of opset 6: a slope of one element is shared, a 1-D slope of C
// elements holds one per channel (dimension 1 of X); any other slope
// broadcasts to X under the rule of the binary ops above.
static bool convertLegacyPRelu(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0), slope = onnxNodeInput(node, 1);
  if (mlirValueIsNull(x) || mlirValueIsNull(slope))
    return false;
  MlirType xType = mlirValueGetType(x), sType = mlirValueGetType(slope);
  bool perChannel = onnxTypeRank(sType) == 1 && onnxTypeRank(xType) >= 2 &&
                    onnxTypeDim(sType, 0) == onnxTypeDim(xType, 1) &&
                    onnxTypeDim(sType, 0) >= 0;
  if (!perChannel && !(onnxTypeRank(sType) == 1 && onnxTypeDim(sType, 0) == 1))
    return onnxNodeError(
        node,
        "opset %lld takes a slope of one element or one per "
        "channel (%lld); it has rank %lld",
        (long long)onnxNodeOpset(node),
        (long long)(onnxTypeRank(xType) >= 2 ? onnxTypeDim(xType, 1) : -1),
        (long long)onnxTypeRank(sType));
  MlirValue operands[2] = {x, slope};
  return onnxNodeSetOutput(node, 0,
                           onnxBuild(node, "nn.prelu", 2, operands, 0, NULL));
}

#define LEGACY_BINARY(op, nn)                                                  \
  {"",                                                                         \
   op,                                                                         \
   1,                                                                          \
   LEGACY_UNTIL,                                                               \
   convertLegacyBinary,                                                        \
   nn,                                                                         \
   "broadcast = 1 aligns B with A from `axis`"}

const OnnxConverter onnxLegacyConverters[] = {
    LEGACY_BINARY("Add", "nn.add"),
    LEGACY_BINARY("Sub", "nn.sub"),
    LEGACY_BINARY("Mul", "nn.mul"),
    LEGACY_BINARY("Div", "nn.div"),
    LEGACY_BINARY("Pow", "nn.pow"),
    LEGACY_BINARY("Equal", "nn.equal"),
    LEGACY_BINARY("Less", "nn.less"),
    LEGACY_BINARY("Greater", "nn.greater"),
    LEGACY_BINARY("And", "nn.and"),
    LEGACY_BINARY("Or", "nn.or"),
    {"", "PRelu", 6, LEGACY_UNTIL, convertLegacyPRelu, "nn.prelu",
     "a 1-D slope holds one value per channel"},
};
const size_t onnxNumLegacyConverters =
    sizeof(onnxLegacyConverters) / sizeof(onnxLegacyConverters[0]);
