//===- Resample.c - Resampling: resize and grid sampling
//-------------------===//
//
// Ops whose every result element interpolates a few input elements around a
// source position computed from the result position: nn.resize (ONNX Resize
// and Upsample, torch.nn.functional.interpolate) and nn.grid_sample (ONNX
// GridSample, torch.nn.functional.grid_sample). Each lowers to tables of
// the taps' positions and weights per spatial position (constants for
// resize, a generic over the grid for grid_sample) and one linalg.generic
// over the result that reads the input at the tabled, clamped positions
// (conversion/linalg/LowerResample.c).
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

static const NnOpDef ops[] = {
    {.name = "nn.resize",
     .summary = "Resizes a tensor by interpolation",
     .shapeRule =
         "The result type is the output shape (same rank and element type as "
         "the input). A non-empty `scales` has one value > 0 per dimension, "
         "and each output size is within 1 of input size × scale; a "
         "non-empty `roi` has 2 × rank values. An input dimension of size 0 "
         "gives an output dimension of size 0.",
     .description =
         "ONNX `Resize` (opsets 10 to 19) and `Upsample`: each result "
         "element interpolates the input around a source coordinate, "
         "computed independently along every dimension from the result "
         "index x, the input size `in`, the output size `out` and the "
         "scale s: `scales[d]` when given (ONNX uses the scales it was "
         "given, not out/in, in the transform), else out/in. With L = s × "
         "in, `coordinate_transformation_mode` maps x to: `half_pixel` (x "
         "+ 0.5) / s - 0.5; `half_pixel_symmetric` the same plus in/2 × (1 "
         "- out/L); `pytorch_half_pixel` as half_pixel, but -0.5 when L = "
         "1; `align_corners` x × (in - 1) / (L - 1), 0 when L = 1; "
         "`asymmetric` x / s; `tf_half_pixel_for_nn` (x + 0.5) / s; "
         "`tf_crop_and_resize` roi_start × (in - 1) + x × (roi_end - "
         "roi_start) × (in - 1) / (L - 1) (the box centre when L = 1), "
         "where a coordinate outside [0, in - 1] gives "
         "`extrapolation_value`. A dimension whose size and scale are "
         "unchanged (and whose roi is [0, 1]) is copied. Coordinates are "
         "computed in f64, as ONNX's reference does, so that rounding ties "
         "fall the same way.\n\n"
         "`nearest` reads the input at the coordinate rounded by "
         "`nearest_mode` (`round_prefer_floor` rounds halves down, "
         "`round_prefer_ceil` up; `floor`, `ceil`). `linear` and `cubic` "
         "interpolate over every resized dimension (N-linear, N-cubic): "
         "with f = floor(c) and t = c - f, linear weighs f and f + 1 by 1 - "
         "t and t; cubic weighs f - 1 .. f + 2 by Keys' kernel with a = "
         "`cubic_coeff_a` (-0.75 as PyTorch, -0.5 as TensorFlow). Taps "
         "outside the input read the nearest edge element, unless "
         "`exclude_outside`: then their weights are zero and the others are "
         "renormalized to sum to 1. Weights are f32 (f64 for f64 inputs); "
         "integer inputs take `nearest` only. Reads never leave the input, "
         "whatever the attributes.",
     OPERANDS({"input", NN_SINGLE, NN_NUMERIC, "The tensor to resize."}),
     RESULT(NN_NUMERIC),
     ATTRIBUTES(
         {"mode", NN_ATTR_ENUM, "\"nearest\"", "nearest|linear|cubic",
          "The interpolation."},
         {"coordinate_transformation_mode", NN_ATTR_ENUM, "\"half_pixel\"",
          "half_pixel|half_pixel_symmetric|pytorch_half_pixel|align_corners|"
          "asymmetric|tf_half_pixel_for_nn|tf_crop_and_resize",
          "How a result index maps to an input coordinate."},
         {"nearest_mode", NN_ATTR_ENUM, "\"round_prefer_floor\"",
          "round_prefer_floor|round_prefer_ceil|floor|ceil",
          "How `nearest` rounds a coordinate."},
         {"cubic_coeff_a", NN_ATTR_FLOAT, "-7.500000e-01 : f32", NULL,
          "The `a` of the cubic kernel."},
         {"exclude_outside", NN_ATTR_BOOL, "false", NULL,
          "Gives taps outside the input weight 0 (renormalizing the rest)."},
         {"extrapolation_value", NN_ATTR_FLOAT, "0.000000e+00 : f32", NULL,
          "The value of `tf_crop_and_resize` coordinates outside the "
          "input."},
         {"scales", NN_ATTR_FLOAT_ARRAY, "array<f32>", NULL,
          "The scale of each dimension used by the coordinate transform; "
          "empty: output size / input size."},
         {"roi", NN_ATTR_FLOAT_ARRAY, "array<f32>", NULL,
          "`tf_crop_and_resize`'s box in normalized coordinates: the starts "
          "of every dimension, then the ends; empty: 0 and 1."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .inferShape = nnInferResize,
     .lower = nnLowerResize,
     .lowersDynamicDims = true},

    {.name = "nn.grid_sample",
     .summary = "Samples a 4-D input at the positions of a grid",
     .shapeRule = "input (N, C, H, W) and grid (N, Ho, Wo, 2) give (N, C, "
                  "Ho, Wo) of the input's element type.",
     .description =
         "ONNX `GridSample` (2-D) and `torch.nn.functional.grid_sample`: "
         "result[n, c, i, j] samples input[n, c] at the normalized position "
         "grid[n, i, j] = (x, y), each in [-1, 1] from the first to the "
         "last pixel (x along W, y along H). With `align_corners`, -1 and 1 "
         "are the centres of the corner pixels (x' = (x + 1) / 2 × (W - "
         "1)); without, their outer edges (x' = ((x + 1) × W - 1) / 2). "
         "`padding_mode` says what positions outside the input read: "
         "`zeros` reads zeros for the taps outside; `border` clamps a "
         "position outside the borders (the corner centres with "
         "`align_corners`, the outer edges without) to the edge pixels; "
         "`reflection` reflects it about the borders; then taps outside "
         "read the edge (border) or their reflection. This is ONNX's "
         "definition; for bicubic with border or reflection, PyTorch pads "
         "each tap instead of the position, which differs outside the "
         "image. `bilinear` weighs the 2 × 2 pixels around the "
         "position, `bicubic` the 4 × 4 with Keys' kernel (a = -0.75), "
         "`nearest` reads the pixel at the position rounded half to even. "
         "Positions are computed in f32 (f64 for f64 inputs); NaN or "
         "infinite grid values never read outside the input.",
     OPERANDS({"input", NN_SINGLE, NN_FLOAT, "The (N, C, H, W) image."},
              {"grid", NN_SINGLE, NN_FLOAT,
               "The (N, Ho, Wo, 2) sampling positions (x, y)."}),
     RESULT(NN_FLOAT),
     ATTRIBUTES({"mode", NN_ATTR_ENUM, "\"bilinear\"",
                 "bilinear|nearest|bicubic", "The interpolation."},
                {"padding_mode", NN_ATTR_ENUM, "\"zeros\"",
                 "zeros|border|reflection",
                 "What positions outside the input read."},
                {"align_corners", NN_ATTR_BOOL, "false", NULL,
                 "Whether -1 and 1 are the corner pixels' centres."}),
     .fusionKind = NN_FUSION_INJECTIVE,
     .pure = true,
     .inferShape = nnInferGridSample,
     .lower = nnLowerGridSample,
     .lowersDynamicDims = true},
};

const NnOpCategory nnResampleOps = {
    "Resampling",
    "Fusion kind `injective`: each result element reads a few input elements "
    "at positions computed from its own index.",
    ops, (int)(sizeof(ops) / sizeof(ops[0]))};
