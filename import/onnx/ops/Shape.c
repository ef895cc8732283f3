//===- Shape.c - ONNX constants, shapes and reshapes ----------------------===//
//
// The ops a model computes shapes with, and the reshapes that consume them.
// Shape and Size of a static tensor are known at import time (Shape of a
// dynamic one holds sizes known only at run time, which Reshape takes:
// Sizes.h); Constant,
// ConstantOfShape and Range of known inputs are too; Reshape, Flatten,
// Squeeze, Unsqueeze and Expand of known inputs are evaluated here, and of
// other inputs become nn ops whose result types the known shapes fix.
//
//===----------------------------------------------------------------------===//

#include "../Fold.h"
#include "../Sizes.h"
#include "Ops.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/Checked.h"

#include <math.h>
#include <string.h>

static bool isDynamic(int64_t dim) { return dim < 0; }

// Output 0 is `input` (a value or a known tensor) with new `dims`.
static bool reshapeOutput(OnnxNode *node, int64_t rank, const int64_t *dims) {
  const OnnxTensor *known = onnxNodeConstant(node, 0);
  if (known && onnxCanFold(node))
    return onnxFoldReshape(node, known, rank, dims);
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  MlirType type = onnxTensorType(onnxNodeContext(node), rank, dims,
                                 onnxTypeElement(mlirValueGetType(x)));
  if (mlirTypeEqual(type, mlirValueGetType(x)))
    return onnxNodeSetOutput(node, 0, x);
  return onnxNodeSetOutput(
      node, 0, onnxBuildTyped(node, "nn.reshape", 1, &x, 0, NULL, type));
}

/* Known values. */

static bool convertShape(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  int64_t rank = onnxTypeRank(type), dims[NN_MAX_RANK];
  int64_t start = onnxAttrInt(node, "start", 0);
  int64_t end = onnxAttrInt(node, "end", rank);
  start = start < 0 ? start + rank : start;
  end = end < 0 ? end + rank : end;
  start = start < 0 ? 0 : start > rank ? rank : start;
  end = end < start ? start : end > rank ? rank : end;
  // A dynamic dim is a size known only at run time (Sizes.h).
  bool dynamic = false;
  for (int64_t d = start; d < end; ++d) {
    dims[d - start] = onnxTypeDim(type, d);
    if (isDynamic(dims[d - start])) {
      dynamic = true;
      if (!(dims[d - start] = onnxNodeSizeCode(node, 0, d)))
        return false;
    }
  }
  return dynamic ? onnxNodeSetSizesOutput(node, 0, dims, end - start)
                 : onnxSetIntsOutput(node, 0, dims, end - start);
}

static bool convertSize(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  if (!onnxTypeIsStatic(type))
    return onnxNodeError(node, "the size of a tensor with dynamic dims "
                               "cannot be known at import time: fix the "
                               "graph inputs' dims (--input-shape)");
  int64_t size = 1;
  for (int64_t d = 0; d < onnxTypeRank(type); ++d)
    size *= onnxTypeDim(type, d);
  OnnxTensor out;
  NnStringBuffer error = {0};
  if (!onnxTensorAllocate(onnxNodeContext(node),
                          ONNX__TENSOR_PROTO__DATA_TYPE__INT64, 0, NULL, &out,
                          &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  onnxTensorSetInt(&out, 0, size);
  return onnxNodeSetConstantOutput(node, 0, &out);
}

// Constant: a tensor `value`, or (opset 12) a float, an int or a list.
static bool convertConstant(OnnxNode *node) {
  OnnxTensor t;
  if (onnxNodeHasAttr(node, "value"))
    return onnxAttrTensor(node, "value", &t) &&
           onnxNodeSetConstantOutput(node, 0, &t);
  bool isFloat = onnxNodeHasAttr(node, "value_float") ||
                 onnxNodeHasAttr(node, "value_floats");
  bool isList = onnxNodeHasAttr(node, "value_floats") ||
                onnxNodeHasAttr(node, "value_ints");
  if (!isFloat && !isList && !onnxNodeHasAttr(node, "value_int"))
    return onnxNodeError(node, "only tensor, float and int values are "
                               "supported (not sparse or string values)");
  intptr_t n = 1;
  const float *floats =
      isList && isFloat ? onnxAttrFloatList(node, "value_floats", &n) : NULL;
  const int64_t *ints =
      isList && !isFloat ? onnxAttrIntList(node, "value_ints", &n) : NULL;
  int64_t count = n;
  NnStringBuffer error = {0};
  if (!onnxTensorAllocate(onnxNodeContext(node),
                          isFloat ? ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT
                                  : ONNX__TENSOR_PROTO__DATA_TYPE__INT64,
                          isList ? 1 : 0, &count, &t, &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  for (int64_t i = 0; i < count; ++i) {
    if (isFloat)
      onnxTensorSetFloat(
          &t, i, floats ? floats[i] : onnxAttrFloat(node, "value_float", 0));
    else
      onnxTensorSetInt(&t, i,
                       ints ? ints[i] : onnxAttrInt(node, "value_int", 0));
  }
  return onnxNodeSetConstantOutput(node, 0, &t);
}

// `fill` in a tensor of element type `element` whose dims hold sizes known
// only at run time (Sizes.h): a splat of one element per dim, broadcast to
// them (nn.broadcast_to's dims_from).
static MlirValue filledToSizes(OnnxNode *node, MlirType element, double fill,
                               const int64_t *dims, int64_t rank) {
  MlirContext ctx = onnxNodeContext(node);
  int64_t ones[NN_MAX_RANK], out[NN_MAX_RANK], pairs[2 * NN_MAX_RANK];
  MlirValue operands[NN_MAX_RANK + 1] = {{NULL}};
  intptr_t numOperands = 1;
  for (int64_t d = 0; d < rank; ++d) {
    const OnnxSizeSymbol *symbol = onnxNodeSizeSymbol(node, dims[d]);
    ones[d] = 1;
    out[d] = dims[d];
    pairs[2 * d] = pairs[2 * d + 1] = -1;
    if (!symbol && dims[d] < 0) {
      onnxNodeError(node, "its shape[%lld] is %lld", (long long)d,
                    (long long)dims[d]);
      return (MlirValue){NULL};
    }
    if (!symbol)
      continue;
    if (symbol->slot < 0) {
      onnxNodeError(node,
                    "its shape[%lld] is computed from sizes known only at "
                    "run time, which nn cannot name",
                    (long long)d);
      return (MlirValue){NULL};
    }
    MlirValue from = onnxNodeSymbolValue(node, symbol);
    if (mlirValueIsNull(from))
      return from;
    onnxNameSize(from, symbol->dim, operands, &numOperands, &pairs[2 * d]);
    out[d] = mlirShapedTypeGetDynamicSize();
  }
  operands[0] =
      onnxBuildSplat(node, onnxTensorType(ctx, rank, ones, element), fill);
  if (mlirValueIsNull(operands[0]) ||
      !onnxUnifySizeOperands(node, operands, &numOperands, pairs, rank))
    return (MlirValue){NULL};
  NnAttrValue attr = nnAttrIntArray("dims_from", 2 * rank, pairs);
  return onnxBuildTyped(node, "nn.broadcast_to", numOperands, operands, 1,
                        &attr, onnxTensorType(ctx, rank, out, element));
}

static bool convertConstantOfShape(OnnxNode *node) {
  int64_t dims[NN_MAX_RANK];
  intptr_t rank;
  if (!onnxNodeConstantInts(node, 0, "shape", dims, NN_MAX_RANK, &rank))
    return false;
  OnnxTensor value = {0};
  double fill = 0;
  int32_t type = ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT;
  if (onnxNodeHasAttr(node, "value")) {
    if (!onnxAttrTensor(node, "value", &value))
      return false;
    if (value.count != 1) {
      onnxTensorFree(&value);
      return onnxNodeError(node, "its value must hold one element");
    }
    type = value.dataType;
    fill = onnxTensorFloat(&value, 0);
    onnxTensorFree(&value);
  }
  // Big: a splat constant, never a host buffer (decided before allocating:
  // the shape is the model's, and may be huge).
  int64_t count;
  MlirType element = onnxElementType(onnxNodeContext(node), type);
  if (onnxNodeInputIsSizes(node, 0))
    return !mlirTypeIsNull(element) &&
           onnxNodeSetOutput(node, 0,
                             filledToSizes(node, element, fill, dims, rank));
  if (!mlirTypeIsNull(element) && nnCheckedCount(rank, dims, &count) &&
      count > ONNX_FOLD_MAX_ELEMENTS)
    return onnxNodeSetOutput(
        node, 0,
        onnxBuildSplat(
            node, onnxTensorType(onnxNodeContext(node), rank, dims, element),
            fill));
  OnnxTensor out;
  NnStringBuffer error = {0};
  if (!onnxTensorAllocate(onnxNodeContext(node), type, rank, dims, &out,
                          &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  for (int64_t i = 0; i < out.count; ++i)
    onnxTensorSetFloat(&out, i, fill);
  return onnxNodeSetConstantOutput(node, 0, &out);
}

// Range(0, n, 1) to a size n known only at run time (Sizes.h): the
// exclusive running sum of n ones, 0, 1, ..., n - 1 (PyTorch's arange(seq)).
static bool rangeToSize(OnnxNode *node, const OnnxTensor *const *in) {
  if (onnxNodeInputIsSizes(node, 0) || onnxNodeInputIsSizes(node, 2) ||
      onnxTensorFloat(in[0], 0) != 0 || onnxTensorFloat(in[2], 0) != 1)
    return onnxNodeError(node,
                         "a range to a size known only at run time must run "
                         "from 0 by 1 (start %g, delta %g)",
                         onnxTensorFloat(in[0], 0), onnxTensorFloat(in[2], 0));
  int64_t limit = onnxTensorInt(in[1], 0);
  MlirType element = onnxElementType(onnxNodeContext(node), in[0]->dataType);
  MlirValue ones = filledToSizes(node, element, 1, &limit, 1);
  if (mlirValueIsNull(ones))
    return false;
  NnAttrValue exclusive = nnAttrBool("exclusive", true);
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, "nn.cumsum", 1, &ones, 1, &exclusive));
}

static bool convertRange(OnnxNode *node) {
  const OnnxTensor *in[3];
  for (intptr_t i = 0; i < 3; ++i)
    if (!(in[i] = onnxNodeRequiredConstant(node, i)) || in[i]->count != 1)
      return onnxNodeError(node, "start, limit and delta must be constant "
                                 "scalars");
  if (onnxNodeInputIsSizes(node, 1) || onnxNodeInputIsSizes(node, 0) ||
      onnxNodeInputIsSizes(node, 2))
    return rangeToSize(node, in);
  bool floats = onnxTensorIsFloat(in[0]);
  double start = onnxTensorFloat(in[0], 0), limit = onnxTensorFloat(in[1], 0),
         delta = onnxTensorFloat(in[2], 0);
  if (delta == 0)
    return onnxNodeError(node, "delta is 0");
  if (!isfinite(start) || !isfinite(limit) || !isfinite(delta))
    return onnxNodeError(node, "start, limit and delta must be finite");
  // Bounded in floating point first: a float-to-int conversion of a count
  // that does not fit is undefined.
  double steps = ceil((limit - start) / delta);
  if (steps > ONNX_FOLD_MAX_ELEMENTS)
    return onnxNodeError(node,
                         "a range of %.6g elements is too long to "
                         "evaluate at import time (at most %d)",
                         steps, ONNX_FOLD_MAX_ELEMENTS);
  int64_t count = steps > 0 ? (int64_t)steps : 0;
  if (!floats) {
    // Exactly, in integers (doubles round int64 bounds): the distance as
    // unsigned, which cannot overflow, over the step's magnitude.
    int64_t s = onnxTensorInt(in[0], 0), l = onnxTensorInt(in[1], 0),
            d = onnxTensorInt(in[2], 0);
    uint64_t distance =
        d > 0 ? (uint64_t)l - (uint64_t)s : (uint64_t)s - (uint64_t)l;
    uint64_t magnitude = d > 0 ? (uint64_t)d : 0 - (uint64_t)d;
    count = (d > 0 ? l > s : s > l)
                ? (int64_t)(distance / magnitude + (distance % magnitude != 0))
                : 0;
  }
  OnnxTensor out;
  NnStringBuffer error = {0};
  if (!onnxTensorAllocate(onnxNodeContext(node), in[0]->dataType, 1, &count,
                          &out, &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  for (int64_t i = 0; i < count; ++i) {
    if (floats)
      onnxTensorSetFloat(&out, i, start + (double)i * delta);
    else
      onnxTensorSetInt(&out, i,
                       onnxTensorInt(in[0], 0) + i * onnxTensorInt(in[2], 0));
  }
  return onnxNodeSetConstantOutput(node, 0, &out);
}

/* Reshapes. */

// Reshape to a shape holding sizes known only at run time: each becomes
// the dim of nn.reshape's dims_from that its symbol names (its value an
// operand), a 0 the input's own dim, and -1 or a computed size the one dim
// that takes the elements left over.
static bool reshapeToSizes(OnnxNode *node, MlirType type) {
  const OnnxTensor *shape = onnxNodeConstant(node, 1);
  if (shape->rank != 1 || shape->count > NN_MAX_RANK)
    return onnxNodeError(node,
                         "its shape must be a 1-D tensor of at most "
                         "%d sizes",
                         NN_MAX_RANK);
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  bool allowZero = onnxAttrInt(node, "allowzero", 0) != 0;
  int64_t rank = shape->count, dims[NN_MAX_RANK], pairs[2 * NN_MAX_RANK];
  MlirValue operands[NN_MAX_RANK + 1] = {x};
  intptr_t numOperands = 1;
  int64_t leftover = -1;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t v = onnxTensorInt(shape, d);
    const OnnxSizeSymbol *symbol = onnxNodeSizeSymbol(node, v);
    MlirValue from = {NULL};
    int64_t fromDim = d;
    pairs[2 * d] = pairs[2 * d + 1] = -1;
    dims[d] = v;
    if (symbol && symbol->slot >= 0) {
      from = onnxNodeSymbolValue(node, symbol);
      fromDim = symbol->dim;
      if (mlirValueIsNull(from))
        return false;
    } else if (v == 0 && !allowZero) {
      if (d >= onnxTypeRank(type))
        return onnxNodeError(node,
                             "shape[%lld] is 0 (copy the input's dim), and "
                             "the input has rank %lld",
                             (long long)d, (long long)onnxTypeRank(type));
      dims[d] = onnxTypeDim(type, d);
      if (isDynamic(dims[d]))
        from = x;
    } else if (symbol || v == -1) {
      if (leftover >= 0)
        return onnxNodeError(node,
                             "shape[%lld] and shape[%lld] are both sizes "
                             "nn cannot name (-1, or computed from sizes "
                             "known only at run time): at most one may be",
                             (long long)leftover, (long long)d);
      leftover = d;
      dims[d] = mlirShapedTypeGetDynamicSize();
    } else if (v < 0) {
      return onnxNodeError(node, "shape[%lld] is %lld", (long long)d,
                           (long long)v);
    }
    if (mlirValueIsNull(from))
      continue;
    dims[d] = mlirShapedTypeGetDynamicSize();
    onnxNameSize(from, fromDim, operands, &numOperands, &pairs[2 * d]);
  }
  if (!onnxUnifySizeOperands(node, operands, &numOperands, pairs, rank))
    return false;
  MlirType result =
      onnxTensorType(onnxNodeContext(node), rank, dims, onnxTypeElement(type));
  NnAttrValue attr = nnAttrIntArray("dims_from", 2 * rank, pairs);
  MlirValue reshaped = onnxBuildTyped(node, "nn.reshape", numOperands, operands,
                                      1, &attr, result);
  // The op's shape function may know the leftover (as many named sizes as
  // the input has dynamic dims: HF's view(b, s, -1, 64)): its type says so,
  // for the ops after it.
  return onnxNodeSetOutput(node, 0, onnxRefineResultType(reshaped));
}

static bool convertReshape(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  if (onnxNodeInputIsSizes(node, 1))
    return reshapeToSizes(node, type);
  int64_t shape[NN_MAX_RANK], in[NN_MAX_RANK];
  intptr_t rank;
  if (!onnxNodeConstantInts(node, 1, "shape", shape, NN_MAX_RANK, &rank))
    return false;
  onnxTypeDims(type, in);
  bool allowZero = onnxAttrInt(node, "allowzero", 0) != 0;
  int64_t known = 1, inferred = -1, total = 1;
  bool inputStatic = onnxTypeIsStatic(type);
  if (inputStatic && !nnCheckedCount(onnxTypeRank(type), in, &total))
    return onnxNodeError(node, "the input's size overflows");
  for (intptr_t d = 0; d < rank; ++d) {
    if (shape[d] == 0 && !allowZero) {
      if (d >= onnxTypeRank(type))
        return onnxNodeError(node,
                             "shape[%ld] = 0 copies a dim the input "
                             "does not have",
                             (long)d);
      shape[d] = in[d];
      if (isDynamic(shape[d])) { // a copied `?`
        known = -1;
        continue;
      }
    }
    if (shape[d] == -1) {
      if (inferred >= 0)
        return onnxNodeError(node, "shape has more than one -1");
      inferred = d;
    } else if (shape[d] < -1) {
      return onnxNodeError(node, "shape[%ld] is %lld", (long)d,
                           (long long)shape[d]);
    } else if (known >= 0 && !nnCheckedMul(known, shape[d], &known)) {
      return onnxNodeError(node, "the shape's size overflows");
    }
  }
  if (inferred >= 0) {
    if (!inputStatic || known < 0)
      shape[inferred] = mlirShapedTypeGetDynamicSize();
    else if (known == 0 || total % known)
      return onnxNodeError(node,
                           "cannot reshape %lld elements with a -1 "
                           "dim and %lld others",
                           (long long)total, (long long)known);
    else
      shape[inferred] = total / known;
  }
  return reshapeOutput(node, rank, shape);
}

static bool convertFlatten(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  int64_t rank = onnxTypeRank(type), in[NN_MAX_RANK];
  int64_t axis = onnxAttrInt(node, "axis", 1);
  if (axis < -rank || axis > rank)
    return onnxNodeError(node, "axis %lld is out of range for rank %lld",
                         (long long)axis, (long long)rank);
  axis = axis < 0 ? axis + rank : axis;
  onnxTypeDims(type, in);
  int64_t out[2] = {1, 1};
  for (int64_t d = 0; d < rank; ++d) {
    int64_t *side = &out[d < axis ? 0 : 1];
    *side = isDynamic(in[d]) || isDynamic(*side)
                ? mlirShapedTypeGetDynamicSize()
                : *side * in[d];
  }
  return reshapeOutput(node, 2, out);
}

// Axes from the attribute (before `inputSince`) or input 1.
static bool readAxes(OnnxNode *node, int64_t inputSince, int64_t *axes,
                     intptr_t *count) {
  if (onnxNodeOpset(node) < inputSince)
    return onnxAttrInts(node, "axes", axes, NN_MAX_RANK, count);
  *count = 0;
  return !onnxNodeHasInput(node, 1) ||
         onnxNodeConstantInts(node, 1, "axes", axes, NN_MAX_RANK, count);
}

static bool convertSqueeze(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  int64_t axes[NN_MAX_RANK], in[NN_MAX_RANK], out[NN_MAX_RANK];
  intptr_t n;
  if (!readAxes(node, 13, axes, &n))
    return false;
  int64_t rank = onnxTypeRank(type);
  bool drop[NN_MAX_RANK] = {false};
  onnxTypeDims(type, in);
  for (intptr_t i = 0; i < n; ++i) {
    if (!onnxNormalizeAxis(node, "axis", &axes[i], rank))
      return false;
    if (in[axes[i]] != 1 && !isDynamic(in[axes[i]]))
      return onnxNodeError(node, "dim %lld has size %lld, not 1",
                           (long long)axes[i], (long long)in[axes[i]]);
    drop[axes[i]] = true;
  }
  int64_t outRank = 0;
  for (int64_t d = 0; d < rank; ++d) {
    if (!n && isDynamic(in[d]))
      return onnxNodeError(node, "squeezing all unit dims needs static dims");
    if (!(n ? drop[d] : in[d] == 1))
      out[outRank++] = in[d];
  }
  return reshapeOutput(node, outRank, out);
}

static bool convertUnsqueeze(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  int64_t axes[NN_MAX_RANK], in[NN_MAX_RANK], out[NN_MAX_RANK];
  intptr_t n;
  if (!readAxes(node, 13, axes, &n))
    return false;
  int64_t rank = onnxTypeRank(type), outRank = rank + n;
  if (outRank > NN_MAX_RANK)
    return onnxNodeError(node, "the result would have rank %lld",
                         (long long)outRank);
  bool unit[NN_MAX_RANK] = {false};
  for (intptr_t i = 0; i < n; ++i) {
    if (!onnxNormalizeAxis(node, "axis", &axes[i], outRank))
      return false;
    if (unit[axes[i]])
      return onnxNodeError(node, "axis %lld is repeated", (long long)axes[i]);
    unit[axes[i]] = true;
  }
  onnxTypeDims(type, in);
  for (int64_t d = 0, k = 0; d < outRank; ++d)
    out[d] = unit[d] ? 1 : in[k++];
  return reshapeOutput(node, outRank, out);
}

// Expand: NumPy broadcasting of the input against the shape.
static bool convertExpand(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  int64_t shape[NN_MAX_RANK], in[NN_MAX_RANK], out[NN_MAX_RANK];
  intptr_t n;
  if (!onnxNodeConstantInts(node, 1, "shape", shape, NN_MAX_RANK, &n))
    return false;
  int64_t rank = onnxTypeRank(type), outRank = rank > n ? rank : n;
  onnxTypeDims(type, in);
  // A size known only at run time (Sizes.h) is named by broadcast_to's
  // dims_from as a dim of its symbol's value, an operand.
  MlirValue operands[NN_MAX_RANK + 1] = {{NULL}};
  int64_t pairs[2 * NN_MAX_RANK];
  intptr_t numOperands = 1;
  bool named = false;
  for (int64_t d = 0; d < outRank; ++d) {
    int64_t a = d - (outRank - rank) >= 0 ? in[d - (outRank - rank)] : 1;
    int64_t b = d - (outRank - n) >= 0 ? shape[d - (outRank - n)] : 1;
    const OnnxSizeSymbol *symbol = onnxNodeSizeSymbol(node, b);
    pairs[2 * d] = pairs[2 * d + 1] = -1;
    if (symbol) {
      if (symbol->slot < 0)
        return onnxNodeError(node,
                             "shape[%lld] is computed from sizes known only "
                             "at run time, which nn cannot name",
                             (long long)(d - (outRank - n)));
      MlirValue from = onnxNodeSymbolValue(node, symbol);
      if (mlirValueIsNull(from))
        return false;
      onnxNameSize(from, symbol->dim, operands, &numOperands, &pairs[2 * d]);
      named = true;
      // The named size or the input's (equal at run time unless 1).
      out[d] = a == 1 ? mlirShapedTypeGetDynamicSize() : a;
      continue;
    }
    if (a != 1 && b != 1 && a != b && !isDynamic(a))
      return onnxNodeError(node,
                           "the input's dim %lld (%lld) does not "
                           "broadcast to %lld",
                           (long long)d, (long long)a, (long long)b);
    out[d] = a == 1 ? b : a;
  }
  operands[0] = onnxNodeInput(node, 0);
  if (mlirValueIsNull(operands[0]) ||
      !onnxUnifySizeOperands(node, operands, &numOperands, pairs, outRank))
    return false;
  MlirType result = onnxTensorType(onnxNodeContext(node), outRank, out,
                                   onnxTypeElement(type));
  if (!named && mlirTypeEqual(result, type))
    return onnxNodeSetOutput(node, 0, operands[0]);
  NnAttrValue attr = nnAttrIntArray("dims_from", 2 * outRank, pairs);
  return onnxNodeSetOutput(node, 0,
                           onnxBuildTyped(node, "nn.broadcast_to", numOperands,
                                          operands, named ? 1 : 0, &attr,
                                          result));
}

const OnnxConverter onnxShapeConverters[] = {
    {"", "Shape", 1, ONNX_MAX_OPSET, convertShape, "(a constant)",
     "dynamic dims give sizes known only at run time, which a Reshape "
     "takes (through Gather, Unsqueeze, Squeeze, Concat, Slice, integer "
     "arithmetic) as nn.reshape's dims_from"},
    {"", "Size", 1, ONNX_MAX_OPSET, convertSize, "(a constant)",
     "static shapes only"},
    {"", "Constant", 1, ONNX_MAX_OPSET, convertConstant, "arith.constant",
     "no sparse or string values"},
    {"", "ConstantOfShape", 9, ONNX_MAX_OPSET, convertConstantOfShape,
     "arith.constant",
     "the shape must be known, or hold sizes of Shape "
     "(nn.broadcast_to's dims_from)"},
    {"", "Range", 11, ONNX_MAX_OPSET, convertRange, "arith.constant",
     "constant inputs only, or 0 to a size of Shape by 1 (nn.cumsum of "
     "ones)"},
    {"", "Reshape", 5, ONNX_MAX_OPSET, convertReshape, "nn.reshape",
     "the shape must be known, or hold sizes of Shape (dims_from)"},
    {"", "Flatten", 1, ONNX_MAX_OPSET, convertFlatten, "nn.reshape", NULL},
    {"", "Squeeze", 1, ONNX_MAX_OPSET, convertSqueeze, "nn.reshape",
     "the axes must be known"},
    {"", "Unsqueeze", 1, ONNX_MAX_OPSET, convertUnsqueeze, "nn.reshape",
     "the axes must be known"},
    {"", "Expand", 8, ONNX_MAX_OPSET, convertExpand, "nn.broadcast_to",
     "the shape must be known"},
};
const size_t onnxNumShapeConverters =
    sizeof(onnxShapeConverters) / sizeof(onnxShapeConverters[0]);
