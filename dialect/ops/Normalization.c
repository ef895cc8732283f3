//===- Normalization.c - Normalisation and softmax ----------------------===//
//
// Ops that normalise along axes: softmax and the norm layers. They read a
// whole row before writing any element, like a reduction, but their result
// has the input's shape.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

static const NnOpDef ops[] = {
    {.name = "nn.softmax",
     .summary = "Softmax along one axis",
     .shapeRule = "The result has the input's type.",
     .description = "Computes `exp(x - max(x)) / sum(exp(x - max(x)))` along "
                    "`axis`; the result has the input's type.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"axis", NN_ATTR_INT, "-1 : i64", NULL,
                 "The axis to normalise along, in [-rank, rank)."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .inferShape = nnInferSoftmax,
     LAYOUT(AXIS, "axis"),
     .lower = nnLowerSoftmax,
     .lowersDynamicDims = true},

    {.name = "nn.log_softmax",
     .summary = "Logarithm of softmax along one axis",
     .shapeRule = "The result has the input's type.",
     .description =
         "Computes `x - max(x) - log(sum(exp(x - max(x))))` along `axis`, "
         "the logarithm of nn.softmax computed stably, as ONNX LogSoftmax "
         "and PyTorch's log_softmax; the result has the input's type.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"axis", NN_ATTR_INT, "-1 : i64", NULL,
                 "The axis to normalise along, in [-rank, rank)."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .inferShape = nnInferSoftmax,
     LAYOUT(AXIS, "axis"),
     .lower = nnLowerLogSoftmax,
     .lowersDynamicDims = true},

    {.name = "nn.layer_norm",
     .summary = "Layer normalisation over the trailing dimensions",
     .shapeRule = "The result has the input's type; scale and bias have the "
                  "input's shape from `axis` on (x.shape[axis:]).",
     .description =
         "Normalises `input` over dimensions `axis` .. rank-1, as ONNX "
         "LayerNormalization and PyTorch's layer_norm (normalized_shape = "
         "x.shape[axis:]): `(x - mean) / sqrt(var + epsilon) * scale + bias`, "
         "with the mean and the biased variance taken over those "
         "dimensions. `scale` and `bias` have exactly the normalised shape.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."},
              {"scale", NN_SINGLE, NN_FLOAT, "x.shape[axis:]"},
              {"bias", NN_SINGLE, NN_FLOAT, "x.shape[axis:]"}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"axis", NN_ATTR_INT, "-1 : i64", NULL,
                 "The first normalised dimension, in [-rank, rank)."},
                {"epsilon", NN_ATTR_FLOAT, "1.000000e-05 : f32", NULL,
                 "Added to the variance; >= 0."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .inferShape = nnInferLayerNorm,
     .lower = nnLowerLayerNorm,
     .lowersDynamicDims = true},

    {.name = "nn.rms_norm",
     .summary = "Root-mean-square normalisation over the trailing dimensions",
     .shapeRule = "The result has the input's type; scale has the input's "
                  "shape from `axis` on (x.shape[axis:]).",
     .description =
         "Normalises `input` over dimensions `axis` .. rank-1, as ONNX "
         "RMSNormalization and PyTorch's rms_norm: "
         "`x / sqrt(mean(x^2) + epsilon) * scale`, with the mean taken over "
         "those dimensions. `scale` has exactly the normalised shape. "
         "`epsilon` defaults to 1e-5 as in ONNX (PyTorch defaults to the "
         "element type's machine epsilon, LLaMA-style models use 1e-6: "
         "converters spell it out).",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The input tensor."},
              {"scale", NN_SINGLE, NN_FLOAT, "x.shape[axis:]"}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"axis", NN_ATTR_INT, "-1 : i64", NULL,
                 "The first normalised dimension, in [-rank, rank)."},
                {"epsilon", NN_ATTR_FLOAT, "1.000000e-05 : f32", NULL,
                 "Added to the mean square; >= 0."}),
     .fusionKind = NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
     .pure = true,
     .inferShape = nnInferRmsNorm,
     .lower = nnLowerRmsNorm,
     .lowersDynamicDims = true},
};

const NnOpCategory nnNormalizationOps = {
    "Normalisation and softmax", "Fusion kind `out_elementwise_fusable`.", ops,
    (int)(sizeof(ops) / sizeof(ops[0]))};
