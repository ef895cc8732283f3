//===- Scan.c - CumSum and TopK -----------------------------------------===//
//
// The scans and sorts: each one nn op (dialect/ops/Scan.c) whose axis (and
// k) nn needs at compile time, so the inputs ONNX gives them as tensors
// must be known at import.
//
//===----------------------------------------------------------------------===//

#include "Ops.h"

static bool convertCumSum(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  int64_t axis;
  if (mlirValueIsNull(x) || !onnxNodeConstantInt(node, 1, "axis", &axis))
    return false;
  NnAttrValue attrs[] = {
      nnAttrInt("axis", axis),
      nnAttrBool("exclusive", onnxAttrInt(node, "exclusive", 0) != 0),
      nnAttrBool("reverse", onnxAttrInt(node, "reverse", 0) != 0)};
  return onnxNodeSetOutput(node, 0,
                           onnxBuild(node, "nn.cumsum", 1, &x, 3, attrs));
}

static bool convertTopK(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  int64_t k;
  if (mlirValueIsNull(x))
    return false;
  if (onnxNodeOpset(node) < 10) {
    if (!onnxNodeHasAttr(node, "k"))
      return onnxNodeError(node, "attribute k is required");
    k = onnxAttrInt(node, "k", 0);
  } else if (!onnxNodeConstantInt(node, 1, "k", &k)) {
    return false;
  }
  NnAttrValue attrs[] = {
      nnAttrInt("k", k), nnAttrInt("axis", onnxAttrInt(node, "axis", -1)),
      nnAttrBool("largest", onnxAttrInt(node, "largest", 1) != 0),
      nnAttrBool("sorted", onnxAttrInt(node, "sorted", 1) != 0)};
  MlirOperation op = onnxBuildMulti(node, "nn.top_k", 1, &x, 4, attrs, 2);
  return !mlirOperationIsNull(op) &&
         onnxNodeSetOutput(node, 0, mlirOperationGetResult(op, 0)) &&
         onnxNodeSetOutput(node, 1, mlirOperationGetResult(op, 1));
}

const OnnxConverter onnxScanConverters[] = {
    {"", "CumSum", 11, ONNX_MAX_OPSET, convertCumSum, "nn.cumsum",
     "the axis must be known at import"},
    {"", "TopK", 1, 9, convertTopK, "nn.top_k", NULL},
    {"", "TopK", 10, ONNX_MAX_OPSET, convertTopK, "nn.top_k",
     "k must be known at import; the values always come sorted"},
};
const size_t onnxNumScanConverters =
    sizeof(onnxScanConverters) / sizeof(onnxScanConverters[0]);
