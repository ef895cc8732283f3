//===- Indexing.c - GatherElements, ScatterElements, GatherND, ScatterND --===//
//
// The ONNX ops that read or write single elements or slices at run-time
// positions, and OneHot, each one nn op of the Indexing category
// (dialect/ops/Indexing.c says what out-of-range positions do). The
// deprecated Scatter (opsets 9 and 10) is ScatterElements without a
// reduction. OneHot's depth sets the result's shape, so it must be known
// at import time.
//
//===----------------------------------------------------------------------===//

#include "Ops.h"

#include <string.h>

// The node's `reduction` attribute (absent: "none") as nn spells it, in
// `text`; false (reported) for a value nn lacks.
static bool readReduction(OnnxNode *node, char text[8]) {
  static const char *const known[] = {"none", "add", "mul", "max", "min"};
  MlirStringRef r = onnxAttrString(node, "reduction", "none");
  for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); ++i)
    if (r.length == strlen(known[i]) && !memcmp(r.data, known[i], r.length)) {
      strcpy(text, known[i]);
      return true;
    }
  return onnxNodeError(node, "reduction '%.*s' is not supported", (int)r.length,
                       r.data);
}

static bool convertGatherElements(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  int64_t axis = onnxAttrInt(node, "axis", 0);
  if (!onnxNormalizeAxis(node, "axis", &axis, onnxTypeRank(type)))
    return false;
  MlirValue operands[2] = {onnxNodeInput(node, 0), onnxNodeInput(node, 1)};
  NnAttrValue a = nnAttrInt("axis", axis);
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, "nn.gather_elements", 2, operands, 1, &a));
}

static bool convertScatterElements(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  char reduction[8];
  if (mlirTypeIsNull(type) || !readReduction(node, reduction))
    return false;
  int64_t axis = onnxAttrInt(node, "axis", 0);
  if (!onnxNormalizeAxis(node, "axis", &axis, onnxTypeRank(type)))
    return false;
  MlirValue operands[3] = {onnxNodeInput(node, 0), onnxNodeInput(node, 1),
                           onnxNodeInput(node, 2)};
  NnAttrValue attrs[] = {nnAttrInt("axis", axis),
                         nnAttrString("reduction", reduction)};
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, "nn.scatter_elements", 3, operands, 2, attrs));
}

static bool convertGatherND(OnnxNode *node) {
  MlirValue operands[2] = {onnxNodeInput(node, 0), onnxNodeInput(node, 1)};
  NnAttrValue b = nnAttrInt("batch_dims", onnxAttrInt(node, "batch_dims", 0));
  return onnxNodeSetOutput(node, 0,
                           onnxBuild(node, "nn.gather_nd", 2, operands, 1, &b));
}

static bool convertScatterND(OnnxNode *node) {
  char reduction[8];
  if (!readReduction(node, reduction))
    return false;
  MlirValue operands[3] = {onnxNodeInput(node, 0), onnxNodeInput(node, 1),
                           onnxNodeInput(node, 2)};
  NnAttrValue r = nnAttrString("reduction", reduction);
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, "nn.scatter_nd", 3, operands, 1, &r));
}

static bool convertOneHot(OnnxNode *node) {
  const OnnxTensor *depth = onnxNodeRequiredConstant(node, 1);
  if (!depth || depth->count != 1)
    return onnxNodeError(node, "depth must be a constant scalar");
  // ONNX casts a float depth to an integer.
  double value = onnxTensorFloat(depth, 0);
  if (!(value >= 0 && value < 9007199254740992.0))
    return onnxNodeError(node, "depth (%g) must be >= 0", value);
  MlirValue operands[2] = {onnxNodeInput(node, 0), onnxNodeInput(node, 2)};
  NnAttrValue attrs[] = {nnAttrInt("depth", (int64_t)value),
                         nnAttrInt("axis", onnxAttrInt(node, "axis", -1))};
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, "nn.one_hot", 2, operands, 2, attrs));
}

const OnnxConverter onnxIndexingConverters[] = {
    {"", "GatherElements", 11, ONNX_MAX_OPSET, convertGatherElements,
     "nn.gather_elements", NULL},
    {"", "Scatter", 9, 10, convertScatterElements, "nn.scatter_elements",
     "the deprecated alias of ScatterElements"},
    {"", "ScatterElements", 11, ONNX_MAX_OPSET, convertScatterElements,
     "nn.scatter_elements",
     "duplicate indices with reduction none: the last update wins"},
    {"", "GatherND", 11, ONNX_MAX_OPSET, convertGatherND, "nn.gather_nd",
     "the tuple size (indices' last dimension) must be static"},
    {"", "ScatterND", 11, ONNX_MAX_OPSET, convertScatterND, "nn.scatter_nd",
     "the tuple size must be static; duplicate indices with reduction none: "
     "the last update wins"},
    {"", "OneHot", 9, ONNX_MAX_OPSET, convertOneHot, "nn.one_hot",
     "depth must be known"},
};
const size_t onnxNumIndexingConverters =
    sizeof(onnxIndexingConverters) / sizeof(onnxIndexingConverters[0]);
