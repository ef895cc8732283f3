//===- Loss.c - NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss -----===//
//
// The two ONNX losses are exact compositions of nn ops, as ONNX's own
// function bodies define them; no loss needs a kernel of its own (each is
// one gather per sample plus elementwise ops and at most two sums). With
// input (N, C, d1, ..., dk) and target (N, d1, ..., dk):
//
//   ignored = target == ignore_index            (only with ignore_index)
//   class   = where(ignored, 0, target)         (never a position out of
//                                                range for ignored samples)
//   picked  = squeeze(gather_elements(input, unsqueeze(class, 1), axis 1), 1)
//   loss    = where(ignored, 0, -picked)
//   w       = gather(weight, class)             (with weight)
//   w       = where(ignored, 0, w or 1)         (with ignore_index)
//   loss    = loss * w                          (with weight)
//
// then reduction "none" is loss, "sum" reduce_sum(loss), and "mean"
// reduce_sum(loss) / reduce_sum(w) when there is a w (the weights of the
// samples not ignored, as ONNX and PyTorch divide), reduce_mean(loss)
// otherwise. SoftmaxCrossEntropyLoss is the same on log_softmax(scores,
// axis 1), which is its optional second output.
//
//===----------------------------------------------------------------------===//

#include "Ops.h"

#include <string.h>

static MlirValue withAxis(OnnxNode *node, const char *name, MlirValue x,
                          int64_t axis) {
  NnAttrValue a = nnAttrIntArray("axes", 1, &axis);
  return onnxBuild(node, name, 1, &x, 1, &a);
}

static MlirValue sumAll(OnnxNode *node, MlirValue x) {
  return onnxBuild(node, "nn.reduce_sum", 1, &x, 0, NULL);
}

// The loss of `logProb` (N, C, d...) against the node's target (input 1)
// and weight (input 2, optional), reduced as the node says.
static MlirValue negativeLogLikelihood(OnnxNode *node, MlirValue logProb) {
  MlirType inputType = mlirValueGetType(logProb);
  MlirType targetType = onnxNodeRequiredType(node, 1);
  if (mlirTypeIsNull(targetType))
    return (MlirValue){NULL};
  if (onnxTypeRank(inputType) < 2 ||
      onnxTypeRank(targetType) != onnxTypeRank(inputType) - 1) {
    onnxNodeError(node,
                  "the input must have rank >= 2 (N, C, ...) and the target "
                  "one less; they have ranks %lld and %lld",
                  (long long)onnxTypeRank(inputType),
                  (long long)onnxTypeRank(targetType));
    return (MlirValue){NULL};
  }
  MlirStringRef r = onnxAttrString(node, "reduction", "mean");
  bool none = r.length == 4 && !memcmp(r.data, "none", 4);
  bool sum = r.length == 3 && !memcmp(r.data, "sum", 3);
  bool mean = r.length == 4 && !memcmp(r.data, "mean", 4);
  if (!none && !sum && !mean) {
    onnxNodeError(node, "reduction '%.*s' is not supported", (int)r.length,
                  r.data);
    return (MlirValue){NULL};
  }
  MlirValue target = onnxNodeInput(node, 1);
  bool ignores = onnxNodeHasAttr(node, "ignore_index");
  MlirValue ignored = {NULL}, classes = target;
  if (ignores) {
    ignored = onnxBuildBinary(
        node, "nn.equal", target,
        onnxBuildScalarLike(node, target,
                            onnxAttrInt(node, "ignore_index", 0)));
    classes = onnxBuildWhere(node, ignored,
                             onnxBuildScalarLike(node, target, 0), target);
  }
  MlirValue gatherOperands[] = {logProb,
                                withAxis(node, "nn.unsqueeze", classes, 1)};
  NnAttrValue axis1 = nnAttrInt("axis", 1);
  MlirValue picked =
      onnxBuild(node, "nn.gather_elements", 2, gatherOperands, 1, &axis1);
  MlirValue loss = withAxis(node, "nn.squeeze", picked, 1);
  loss = onnxBuild(node, "nn.neg", 1, &loss, 0, NULL);
  MlirValue zero = onnxBuildScalarLike(node, logProb, 0);
  if (ignores)
    loss = onnxBuildWhere(node, ignored, zero, loss);
  MlirValue w = {NULL};
  if (onnxNodeHasInput(node, 2)) {
    MlirValue operands[] = {onnxNodeInput(node, 2), classes};
    NnAttrValue axis0 = nnAttrInt("axis", 0);
    w = onnxBuild(node, "nn.gather", 2, operands, 1, &axis0);
  }
  if (ignores)
    w = onnxBuildWhere(
        node, ignored, zero,
        mlirValueIsNull(w) ? onnxBuildScalarLike(node, logProb, 1) : w);
  if (onnxNodeHasInput(node, 2))
    loss = onnxBuildBinary(node, "nn.mul", loss, w);
  if (none)
    return loss;
  if (sum)
    return sumAll(node, loss);
  if (ignores || onnxNodeHasInput(node, 2))
    return onnxBuildBinary(node, "nn.div", sumAll(node, loss), sumAll(node, w));
  return onnxBuild(node, "nn.reduce_mean", 1, &loss, 0, NULL);
}

static bool convertNegativeLogLikelihoodLoss(OnnxNode *node) {
  return onnxNodeSetOutput(node, 0,
                           negativeLogLikelihood(node, onnxNodeInput(node, 0)));
}

static bool convertSoftmaxCrossEntropyLoss(OnnxNode *node) {
  MlirValue scores = onnxNodeInput(node, 0);
  NnAttrValue axis1 = nnAttrInt("axis", 1);
  MlirValue logProb = onnxBuild(node, "nn.log_softmax", 1, &scores, 1, &axis1);
  // Output 1, log_prob, is optional (setting an absent output does nothing).
  return onnxNodeSetOutput(node, 0, negativeLogLikelihood(node, logProb)) &&
         onnxNodeSetOutput(node, 1, logProb);
}

const OnnxConverter onnxLossConverters[] = {
    {"", "NegativeLogLikelihoodLoss", 12, ONNX_MAX_OPSET,
     convertNegativeLogLikelihoodLoss,
     "nn.gather_elements, nn.gather, nn.where, nn.neg, nn.mul, "
     "nn.reduce_sum, nn.div",
     "an exact composition (docs/onnx.md)"},
    {"", "SoftmaxCrossEntropyLoss", 12, ONNX_MAX_OPSET,
     convertSoftmaxCrossEntropyLoss,
     "nn.log_softmax, then as NegativeLogLikelihoodLoss",
     "an exact composition (docs/onnx.md)"},
};
const size_t onnxNumLossConverters =
    sizeof(onnxLossConverters) / sizeof(onnxLossConverters[0]);
