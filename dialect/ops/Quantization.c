//===- Quantization.c - Linear quantization -------------------------------===//
//
// nn.quantize and nn.dequantize map between floats and integers with a
// scale and a zero point, per tensor or per channel, as ONNX QuantizeLinear
// and DequantizeLinear do. They are ops of their own, rather than the casts,
// rounds and clips they lower to, so that --fuse-quantized can see where an
// int8 model's tensors are integers and run its contractions on them
// (NnQuantRole in nn-c/OpDef.h).
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

/// The integer types a quantized tensor may have.
#define QUANTIZED_INT (NN_I8 | NN_UI8 | NN_I16 | NN_UI16 | NN_I32 | NN_UI32)

#define SCALE_RULE                                                             \
  "`scale` and `zero_point` have one shape: a scalar or one element (per "     \
  "tensor), or 1-D with the size of input dimension `axis` (per channel)."

static const NnOpDef ops[] = {
    {.name = "nn.quantize",
     .summary = "Float to integer: round(input / scale) + zero_point",
     .shapeRule =
         "The result has the input's shape and the zero point's "
         "element type; `scale` has the input's element type. " SCALE_RULE,
     .description =
         "Computes `saturate(round(input / scale) + zero_point)` elementwise, "
         "as ONNX `QuantizeLinear`: the division in the input's type, "
         "rounding half to even, then the zero point added exactly, the sum "
         "clamped to the range of the zero point's type (NaN becomes 0) and "
         "converted to it. Per channel, element `i` along `axis` takes "
         "`scale[i]` and `zero_point[i]`.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The values to quantize."},
              {"scale", NN_SINGLE, NN_FLOAT, "The step between two integers."},
              {"zero_point", NN_SINGLE, QUANTIZED_INT,
               "The integer that 0.0 maps to; its type is the result's."}),
     RESULT(QUANTIZED_INT),
     ATTRIBUTES({"axis", NN_ATTR_INT, "1 : i64", NULL,
                 "The input dimension a per-channel scale runs along."}),
     .fusionKind = NN_FUSION_BROADCAST,
     .pure = true,
     .inferShape = nnInferQuantize,
     LAYOUT(AXIS, "axis"),
     .lower = nnLowerQuantize,
     .lowersDynamicDims = true,
     .quantization = NN_QUANT_QUANTIZE},

    {.name = "nn.dequantize",
     .summary = "Integer to float: (input - zero_point) * scale",
     .shapeRule =
         "The result has the input's shape and the scale's element "
         "type; `zero_point` has the input's element type. " SCALE_RULE,
     .description =
         "Computes `(input - zero_point) * scale` elementwise, as ONNX "
         "`DequantizeLinear`: the difference exact (in integers; 32-bit "
         "extremes differ by more than f32 holds), the product in f32 (f64 "
         "for an f64 scale), then converted to the scale's type. Per "
         "channel, element `i` along `axis` takes `scale[i]` and "
         "`zero_point[i]`.",
     OPERANDS({"input", NN_SINGLE, QUANTIZED_INT, "The integers."},
              {"scale", NN_SINGLE, NN_FLOAT,
               "The step between two integers; its type is the result's."},
              {"zero_point", NN_SINGLE, QUANTIZED_INT,
               "The integer that maps to 0.0."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"axis", NN_ATTR_INT, "1 : i64", NULL,
                 "The input dimension a per-channel scale runs along."}),
     .fusionKind = NN_FUSION_BROADCAST,
     .pure = true,
     .inferShape = nnInferDequantize,
     LAYOUT(AXIS, "axis"),
     .lower = nnLowerDequantize,
     .lowersDynamicDims = true,
     .quantization = NN_QUANT_DEQUANTIZE},
};

const NnOpCategory nnQuantizationOps = {
    "Quantization",
    "Fusion kind `broadcast`. Linear quantization with a scale and a zero "
    "point, per tensor or per channel. --fuse-quantized moves nn.dequantize "
    "past the ops that select elements and runs contractions on the "
    "integers (docs/passes.md).",
    ops, (int)(sizeof(ops) / sizeof(ops[0]))};
