//===- Resample.c - Shape rules of resize and grid_sample -----------------===//
//
// nn.resize takes its output shape from its result type, as nn.reshape does:
// the importer computes it from ONNX's `sizes` or `scales` (and `axes`,
// `keep_aspect_ratio_policy`), so the op itself never rounds a size. The
// rules check what the lowering relies on: the same rank and element type,
// scales and roi of the right length, sizes consistent with the scales, and
// no output element read from an empty dimension. nn.grid_sample's result is
// (N, C) of the input by the grid's (Ho, Wo).
//
//===----------------------------------------------------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>

MlirLogicalResult nnInferResize(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType target = nnShapeGetDeclaredResultType(ctx, 0);
  if (mlirTypeIsNull(target) || !mlirTypeIsARankedTensor(target))
    return nnShapeError(ctx, "the result type must be given: it is the output "
                             "shape");
  if (!mlirTypeEqual(nnElementType(input), nnElementType(target)))
    return nnShapeError(ctx, "element types differ: input is %s, result is %s",
                        nnShapeTypeStr(ctx, nnElementType(input)),
                        nnShapeTypeStr(ctx, nnElementType(target)));
  int64_t rank = nnRank(input);
  if (nnRank(target) != rank)
    return nnShapeError(ctx,
                        "the result rank (%lld) must equal the input "
                        "rank (%lld)",
                        (long long)nnRank(target), (long long)rank);
  if (!mlirTypeIsAFloat(nnElementType(input)) &&
      !nnShapeAttrIs(ctx, "mode", "nearest"))
    return nnShapeError(ctx,
                        "mode 'linear' and 'cubic' need a float element "
                        "type, but the input has %s",
                        nnShapeTypeStr(ctx, nnElementType(input)));
  float scales[NN_MAX_RANK];
  intptr_t numScales = nnShapeGetFloatArray(ctx, "scales", scales, rank);
  if (numScales != 0 && numScales != rank)
    return nnShapeError(ctx,
                        "'scales' must be empty or have %lld values (the "
                        "rank), but has %lld",
                        (long long)rank, (long long)numScales);
  intptr_t numRoi = nnShapeGetFloatArray(ctx, "roi", NULL, 0);
  if (numRoi != 0 && numRoi != 2 * rank)
    return nnShapeError(ctx,
                        "'roi' must be empty or have %lld values (2 x the "
                        "rank), but has %lld",
                        (long long)(2 * rank), (long long)numRoi);
  for (int64_t d = 0; d < rank; ++d) {
    int64_t in = nnDim(input, d), out = nnDim(target, d);
    if (numScales && !(isfinite(scales[d]) && scales[d] > 0))
      return nnShapeError(ctx, "scale %lld (%g) must be finite and above 0",
                          (long long)d, (double)scales[d]);
    if (in == NN_DYNAMIC || out == NN_DYNAMIC)
      continue;
    if (in == 0 && out != 0)
      return nnShapeError(ctx,
                          "dimension %lld is empty in the input but has "
                          "size %lld in the result: there is nothing to "
                          "interpolate",
                          (long long)d, (long long)out);
    // ONNX rounds in × scale down; keep_aspect_ratio_policy rounds it to
    // the nearest: either way the size is within 1 of the product.
    double product = (double)in * (double)scales[d];
    if (numScales &&
        ((double)out < floor(product) || (double)out > ceil(product)))
      return nnShapeError(ctx,
                          "result dimension %lld (%lld) must be input size "
                          "%lld x scale %g rounded down or up",
                          (long long)d, (long long)out, (long long)in,
                          (double)scales[d]);
  }
  results[0] = target;
  // A dynamic size carries over where the scale is 1 (batch, channels); an
  // interpolated dim with a dynamic size has no size a rule gives.
  for (int64_t d = 0; d < rank; ++d)
    if (nnDim(target, d) == NN_DYNAMIC && nnDim(input, d) == NN_DYNAMIC &&
        (!numScales || scales[d] == 1.0f))
      nnShapeSetResultDim(ctx, 0, d, nnShapeGetOperandDim(ctx, 0, d));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnInferGridSample(NnShapeContext *ctx, MlirType *results) {
  MlirType input = nnShapeGetOperandType(ctx, 0);
  MlirType grid = nnShapeGetOperandType(ctx, 1);
  if (nnRank(input) != 4)
    return nnShapeError(ctx,
                        "the input must have rank 4 (N, C, H, W), but "
                        "has rank %lld",
                        (long long)nnRank(input));
  if (nnRank(grid) != 4 || nnDim(grid, 3) != 2)
    return nnShapeError(ctx, "the grid must be (N, Ho, Wo, 2), but is %s",
                        nnShapeTypeStr(ctx, grid));
  if (nnDim(input, 2) == 0 || nnDim(input, 3) == 0)
    return nnShapeError(ctx,
                        "the input's H and W must not be empty, but the "
                        "input is %s",
                        nnShapeTypeStr(ctx, input));
  int64_t n = nnDim(input, 0), gridN = nnDim(grid, 0);
  if (n != NN_DYNAMIC && gridN != NN_DYNAMIC && n != gridN)
    return nnShapeError(ctx,
                        "the grid's batch size (%lld) must equal the "
                        "input's (%lld)",
                        (long long)gridN, (long long)n);
  int64_t shape[4] = {n == NN_DYNAMIC ? gridN : n, nnDim(input, 1),
                      nnDim(grid, 1), nnDim(grid, 2)};
  results[0] = nnTensorType(4, shape, nnElementType(input));
  nnShapeRequireEqualDims(ctx, nnShapeGetOperandDim(ctx, 0, 0),
                          nnShapeGetOperandDim(ctx, 1, 0));
  nnShapeSetResultDim(ctx, 0, 0, nnShapeGetOperandDim(ctx, 0, 0));
  nnShapeSetResultDim(ctx, 0, 1, nnShapeGetOperandDim(ctx, 0, 1));
  nnShapeSetResultDim(ctx, 0, 2, nnShapeGetOperandDim(ctx, 1, 1));
  nnShapeSetResultDim(ctx, 0, 3, nnShapeGetOperandDim(ctx, 1, 2));
  return mlirLogicalResultSuccess();
}
