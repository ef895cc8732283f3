//===- Contractions.c - Which linalg ops are matmuls and convolutions ----===//
//
// Contractions.h. The generic form is recognized by structure (maps and
// body), not by name, so that every form nn.matmul lowers to is one.
//
//===----------------------------------------------------------------------===//

#include "conversion/common/Contractions.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "support/OpName.h"

#include <string.h>

static bool isArg(MlirValue value, MlirBlock block, intptr_t position) {
  return mlirValueIsABlockArgument(value) &&
         mlirBlockEqual(mlirBlockArgumentGetOwner(value), block) &&
         mlirBlockArgumentGetArgNumber(value) == position;
}

// The body `yield out + lhs * rhs`, either order of each.
static bool isMultiplyAccumulate(MlirOperation generic) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(generic, 0));
  if (mlirBlockIsNull(body) || mlirBlockGetNumArguments(body) != 3)
    return false;
  MlirOperation mul = mlirBlockGetFirstOperation(body);
  MlirOperation add =
      mlirOperationIsNull(mul) ? mul : mlirOperationGetNextInBlock(mul);
  MlirOperation yield =
      mlirOperationIsNull(add) ? add : mlirOperationGetNextInBlock(add);
  if (mlirOperationIsNull(yield) ||
      !mlirOperationIsNull(mlirOperationGetNextInBlock(yield)) ||
      !nnOpIs(mul, "arith.mulf") || !nnOpIs(add, "arith.addf") ||
      !nnOpIs(yield, "linalg.yield") || mlirOperationGetNumOperands(yield) != 1)
    return false;
  MlirValue x = mlirOperationGetOperand(mul, 0),
            y = mlirOperationGetOperand(mul, 1);
  MlirValue product = mlirOperationGetResult(mul, 0);
  MlirValue s0 = mlirOperationGetOperand(add, 0),
            s1 = mlirOperationGetOperand(add, 1);
  bool inputs = (isArg(x, body, 0) && isArg(y, body, 1)) ||
                (isArg(x, body, 1) && isArg(y, body, 0));
  bool sum = (mlirValueEqual(s0, product) && isArg(s1, body, 2)) ||
             (mlirValueEqual(s1, product) && isArg(s0, body, 2));
  return inputs && sum &&
         mlirValueEqual(mlirOperationGetOperand(yield, 0),
                        mlirOperationGetResult(add, 0));
}

intptr_t nnMapResultOfLoop(MlirAffineMap map, intptr_t loop) {
  for (intptr_t r = 0; r < mlirAffineMapGetNumResults(map); ++r) {
    MlirAffineExpr e = mlirAffineMapGetResult(map, r);
    if (mlirAffineExprIsADim(e) && mlirAffineDimExprGetPosition(e) == loop)
      return r;
  }
  return -1;
}

static bool reads(MlirAffineMap map, intptr_t loop) {
  return nnMapResultOfLoop(map, loop) >= 0;
}

bool nnIsProjection(MlirAffineMap map) {
  bool seen[64] = {false};
  intptr_t numDims = mlirAffineMapGetNumDims(map);
  if (numDims > 64)
    return false;
  for (intptr_t r = 0; r < mlirAffineMapGetNumResults(map); ++r) {
    MlirAffineExpr e = mlirAffineMapGetResult(map, r);
    if (mlirAffineExprIsAConstant(e) && mlirAffineConstantExprGetValue(e) == 0)
      continue;
    if (!mlirAffineExprIsADim(e))
      return false;
    intptr_t d = mlirAffineDimExprGetPosition(e);
    if (seen[d])
      return false;
    seen[d] = true;
  }
  return true;
}

bool nnIsContractionGeneric(MlirOperation op) {
  bool contract = nnOpIs(op, "linalg.contract");
  if ((!contract && !nnOpIs(op, "linalg.generic")) ||
      mlirOperationGetNumOperands(op) != 3 ||
      mlirOperationGetNumResults(op) > 1 ||
      (!contract && !isMultiplyAccumulate(op)))
    return false;
  MlirAttribute maps =
      mlirOperationGetAttributeByName(op, nnStr("indexing_maps"));
  if (mlirAttributeIsNull(maps) || !mlirAttributeIsAArray(maps) ||
      mlirArrayAttrGetNumElements(maps) != 3)
    return false;
  MlirAffineMap m[3];
  for (int i = 0; i < 3; ++i) {
    m[i] = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    if (!nnIsProjection(m[i]))
      return false;
  }
  intptr_t reductions = 0;
  for (intptr_t d = 0; d < mlirAffineMapGetNumDims(m[0]); ++d)
    if (!reads(m[2], d)) {
      if (!reads(m[0], d) || !reads(m[1], d))
        return false;
      ++reductions;
    }
  return reductions == 1;
}

bool nnIsGroupedConv(MlirOperation op) {
  return nnOpIs(op, "linalg.conv_2d_ngchw_gfchw") ||
         nnOpIs(op, "linalg.conv_2d_nhwgc_gfhwc");
}

bool nnIsDepthwiseConv(MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  static const char prefix[] = "linalg.depthwise_conv_";
  return name.length > sizeof prefix - 1 &&
         strncmp(name.data, prefix, sizeof prefix - 1) == 0;
}

NnContractionKind nnContractionKind(MlirOperation op) {
  // A grouped convolution's output is (n, g, f, spatial...) or (n,
  // spatial..., g, f): its groups and their channels stand where the
  // channels are, which is how its tiles are shaped.
  static const char *const first[] = {
      "linalg.conv_2d_nchw_fchw", "linalg.conv_3d_ncdhw_fcdhw",
      "linalg.depthwise_conv_2d_nchw_chw",
      "linalg.depthwise_conv_3d_ncdhw_cdhw", "linalg.conv_2d_ngchw_gfchw"};
  static const char *const last[] = {
      "linalg.conv_2d_nhwc_hwcf", "linalg.conv_3d_ndhwc_dhwcf",
      "linalg.depthwise_conv_2d_nhwc_hwc",
      "linalg.depthwise_conv_3d_ndhwc_dhwc", "linalg.conv_2d_nhwgc_gfhwc"};
  for (size_t i = 0; i < sizeof(first) / sizeof(first[0]); ++i)
    if (nnOpIs(op, first[i]))
      return NN_CONTRACTION_CONV_CHANNELS_FIRST;
  for (size_t i = 0; i < sizeof(last) / sizeof(last[0]); ++i)
    if (nnOpIs(op, last[i]))
      return NN_CONTRACTION_CONV_CHANNELS_LAST;
  if (nnOpIs(op, "linalg.matmul") || nnOpIs(op, "linalg.batch_matmul") ||
      nnIsContractionGeneric(op))
    return NN_CONTRACTION_MATMUL;
  return NN_NOT_CONTRACTION;
}
