//===- Reduction.c - ONNX reductions --------------------------------------===//
//
// ReduceSum, ReduceMean, ReduceMax, ReduceMin and ReduceProd, whose axes
// are an attribute until opset 13 (ReduceSum) or 18 (the others) and an
// input after, with keepdims (default 1) and, for the input form,
// noop_with_empty_axes; ArgMax and ArgMin.
//
//===----------------------------------------------------------------------===//

#include "Ops.h"

#include <string.h>

static bool convertReduce(OnnxNode *node) {
  int64_t inputSince = !strcmp(onnxNodeOpType(node), "ReduceSum") ? 13 : 18;
  int64_t axes[NN_MAX_RANK];
  intptr_t n = 0;
  bool fromInput = onnxNodeOpset(node) >= inputSince;
  if (fromInput
          ? onnxNodeHasInput(node, 1) &&
                !onnxNodeConstantInts(node, 1, "axes", axes, NN_MAX_RANK, &n)
          : !onnxAttrInts(node, "axes", axes, NN_MAX_RANK, &n))
    return false;
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  if (!n && fromInput && onnxAttrInt(node, "noop_with_empty_axes", 0))
    return onnxNodeSetOutput(node, 0, x);
  NnAttrValue attrs[] = {
      nnAttrIntArray("axes", n, axes),
      nnAttrBool("keepdims", onnxAttrInt(node, "keepdims", 1) != 0)};
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, onnxNodeRow(node)->nnOps, 1, &x, 2, attrs));
}

static bool convertArg(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  NnAttrValue attrs[] = {
      nnAttrInt("axis", onnxAttrInt(node, "axis", 0)),
      nnAttrBool("keepdims", onnxAttrInt(node, "keepdims", 1) != 0),
      nnAttrBool("select_last_index",
                 onnxAttrInt(node, "select_last_index", 0) != 0)};
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, onnxNodeRow(node)->nnOps, 1, &x, 3, attrs));
}

#define REDUCE(op, nn)                                                         \
  {"", op, 1, ONNX_MAX_OPSET, convertReduce, nn, "the axes must be known"}

const OnnxConverter onnxReductionConverters[] = {
    REDUCE("ReduceSum", "nn.reduce_sum"),
    REDUCE("ReduceMean", "nn.reduce_mean"),
    REDUCE("ReduceMax", "nn.reduce_max"),
    REDUCE("ReduceMin", "nn.reduce_min"),
    REDUCE("ReduceProd", "nn.reduce_prod"),
    {"", "ArgMax", 1, ONNX_MAX_OPSET, convertArg, "nn.argmax", NULL},
    {"", "ArgMin", 1, ONNX_MAX_OPSET, convertArg, "nn.argmin", NULL},
};
const size_t onnxNumReductionConverters =
    sizeof(onnxReductionConverters) / sizeof(onnxReductionConverters[0]);
