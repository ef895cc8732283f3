//===- Selection.c - NonZero and NonMaxSuppression ------------------------===//
//
// Each is one nn op (dialect/ops/Selection.c) returning its rows padded to
// a static bound plus a count of valid rows. ONNX gives these outputs their
// exact, data-dependent shape, which nn cannot express until dynamic shapes
// (issue 21). So the converter needs the op's data inputs at import: known
// constants, or the values promised for graph inputs that stay arguments
// (nn-run --onnx-input-values-from-inputs; NnImportInputValue.keepArgument).
// It then evaluates the nn op on them through its own lowering
// (Evaluate.h) to learn the count, builds the op on the real operands and
// slices its bounded result to the count: at run time the op runs again on
// the values passed, which must be the promised ones. Without known data
// the node is an error naming that limit.
//
//===----------------------------------------------------------------------===//

#include "../Evaluate.h"
#include "Ops.h"

#include <math.h>

// The first `count` rows (`columns`: columns) of the op's bounded result.
static bool setSliced(OnnxNode *node, MlirValue bounded, int64_t count,
                      bool columns) {
  MlirType type = mlirValueGetType(bounded);
  int64_t starts[] = {0, 0};
  int64_t ends[] = {columns ? onnxTypeDim(type, 0) : count,
                    columns ? count : onnxTypeDim(type, 1)};
  NnAttrValue attrs[] = {nnAttrIntArray("starts", 2, starts),
                         nnAttrIntArray("ends", 2, ends)};
  return onnxNodeSetOutput(node, 0,
                           onnxBuild(node, "nn.slice", 1, &bounded, 2, attrs));
}

static bool dataDependent(OnnxNode *node, const char *what) {
  return onnxNodeError(
      node,
      "its output shape depends on the values of %s, which are not known at "
      "import: nn's shapes are static until dynamic shapes (issue 21); give "
      "the values at import (nn-run --onnx-input-values-from-inputs)",
      what);
}

static bool convertNonZero(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  const OnnxTensor *known = onnxNodeRequiredConstant(node, 0);
  if (!known)
    return dataDependent(node, "its input");
  int64_t count;
  if (!onnxEvaluateScalar(node, "nn.non_zero", 1, &known, 0, NULL, 2, 1,
                          &count))
    return false;
  MlirOperation op = onnxBuildMulti(node, "nn.non_zero", 1, &x, 0, NULL, 2);
  return !mlirOperationIsNull(op) &&
         setSliced(node, mlirOperationGetResult(op, 0), count, true);
}

// Optional input `i`, a one-element tensor known at import, as a double;
// `*present` false when absent.
static bool optionalScalar(OnnxNode *node, intptr_t i, const char *what,
                           double *value, bool *present) {
  *present = onnxNodeHasInput(node, i);
  if (!*present)
    return true;
  const OnnxTensor *t = onnxNodeRequiredConstant(node, i);
  if (!t)
    return onnxNodeError(node, "%s must be known at import", what);
  if (t->count != 1)
    return onnxNodeError(node, "%s must hold one value, not %lld", what,
                         (long long)t->count);
  *value = onnxTensorIsFloat(t) ? onnxTensorFloat(t, 0)
                                : (double)onnxTensorInt(t, 0);
  return true;
}

static bool convertNonMaxSuppression(OnnxNode *node) {
  MlirValue operands[] = {onnxNodeInput(node, 0), onnxNodeInput(node, 1)};
  if (mlirValueIsNull(operands[0]) || mlirValueIsNull(operands[1]))
    return false;
  double k = 0, iou = 0, score = -INFINITY;
  bool present;
  if (!optionalScalar(node, 2, "max_output_boxes_per_class", &k, &present) ||
      !optionalScalar(node, 3, "iou_threshold", &iou, &present) ||
      !optionalScalar(node, 4, "score_threshold", &score, &present))
    return false;
  // ONNX Runtime selects nothing for a bound <= 0; nn's bound is min(k, N).
  int64_t n = onnxTypeDim(mlirValueGetType(operands[0]), 1);
  int64_t bound = k <= 0 ? 0 : k >= (double)n ? n : (int64_t)k;
  NnAttrValue attrs[] = {
      nnAttrInt("max_output_boxes_per_class", bound),
      nnAttrFloat("iou_threshold", iou), nnAttrFloat("score_threshold", score),
      nnAttrInt("center_point_box", onnxAttrInt(node, "center_point_box", 0))};
  const OnnxTensor *known[] = {onnxNodeRequiredConstant(node, 0),
                               onnxNodeRequiredConstant(node, 1)};
  if (!known[0] || !known[1])
    return dataDependent(node, "boxes and scores");
  int64_t count;
  if (!onnxEvaluateScalar(node, "nn.non_max_suppression", 2, known, 4, attrs, 2,
                          1, &count))
    return false;
  MlirOperation op =
      onnxBuildMulti(node, "nn.non_max_suppression", 2, operands, 4, attrs, 2);
  return !mlirOperationIsNull(op) &&
         setSliced(node, mlirOperationGetResult(op, 0), count, false);
}

const OnnxConverter onnxSelectionConverters[] = {
    {"", "NonZero", 9, ONNX_MAX_OPSET, convertNonZero, "nn.non_zero",
     "The output shape depends on the data: the input's values must be known "
     "at import (a constant, or nn-run --onnx-input-values-from-inputs). "
     "nn.non_zero runs on them at import (its own lowering, through "
     "--fold-constants) to learn the count, and its bounded result is sliced "
     "to it; dynamic shapes are issue 21."},
    {"", "NonMaxSuppression", 10, ONNX_MAX_OPSET, convertNonMaxSuppression,
     "nn.non_max_suppression",
     "max_output_boxes_per_class, iou_threshold and score_threshold must be "
     "known at import; the output shape depends on the data, so boxes and "
     "scores must be known too (a constant, or nn-run "
     "--onnx-input-values-from-inputs): nn.non_max_suppression runs on them "
     "at import (its own lowering, through --fold-constants) to learn the "
     "row count, and its bounded result is sliced to it; dynamic shapes are "
     "issue 21."},
};
const size_t onnxNumSelectionConverters =
    sizeof(onnxSelectionConverters) / sizeof(onnxSelectionConverters[0]);
