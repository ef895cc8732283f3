//===- Movement.c - ONNX data movement ------------------------------------===//
//
// Transpose, Concat, Split, Slice, Gather, Pad and Trilu. Their index
// inputs (split sizes, slice bounds, pads, the diagonal) must be known at
// import time, since nn takes them as attributes. Transpose, Concat, Slice
// and Gather of small known tensors are evaluated here: they are the middle
// of the Shape -> Gather -> Concat -> Reshape chains of PyTorch exports (and
// of the pads chain of swin_t: Concat -> Reshape -> Slice -> Transpose).
//
//===----------------------------------------------------------------------===//

#include "../Fold.h"
#include "../Sizes.h"
#include "Ops.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/Checked.h"
#include "support/Memory.h"

#include <stdlib.h>
#include <string.h>

static bool allocate(OnnxNode *node, int32_t dataType, int64_t rank,
                     const int64_t *dims, OnnxTensor *out) {
  NnStringBuffer error = {0};
  bool ok = onnxTensorAllocate(onnxNodeContext(node), dataType, rank, dims, out,
                               &error);
  if (!ok)
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
  nnStringBufferFree(&error);
  return ok;
}

// Transpose of a known tensor: output element `e` at index (i_0, ..., i_r)
// reads the input at i_d along input dim perm[d]. The pads of swin_t's
// shifted windows come through one (pairs of pads transposed into ONNX's
// begins-then-ends order).
static bool foldTranspose(OnnxNode *node, const OnnxTensor *t,
                          const int64_t *perm) {
  bool seen[NN_MAX_RANK] = {false};
  for (int64_t d = 0; d < t->rank; ++d) {
    if (perm[d] < 0 || perm[d] >= t->rank || seen[perm[d]])
      return onnxNodeError(node,
                           "perm must be a permutation of 0..%lld; "
                           "entry %lld is %lld",
                           (long long)(t->rank - 1), (long long)d,
                           (long long)perm[d]);
    seen[perm[d]] = true;
  }
  int64_t dims[NN_MAX_RANK], inStrides[NN_MAX_RANK], stride = 1;
  for (int64_t d = t->rank; d-- > 0;) {
    inStrides[d] = stride;
    stride *= t->dims[d];
  }
  int64_t strides[NN_MAX_RANK]; // input stride of each output dim
  for (int64_t d = 0; d < t->rank; ++d) {
    dims[d] = t->dims[perm[d]];
    strides[d] = inStrides[perm[d]];
  }
  OnnxTensor out;
  if (!allocate(node, t->dataType, t->rank, dims, &out))
    return false;
  size_t element = onnxElementBytes(t->dataType);
  int64_t index[NN_MAX_RANK] = {0}, at = 0;
  for (int64_t e = 0; e < out.count; ++e) {
    memcpy((char *)out.owned + (size_t)e * element,
           (const char *)t->data + (size_t)at * element, element);
    for (int64_t d = t->rank; d-- > 0;) {
      at += strides[d];
      if (++index[d] < dims[d])
        break;
      at -= index[d] * strides[d];
      index[d] = 0;
    }
  }
  return onnxNodeSetConstantOutput(node, 0, &out);
}

static bool convertTranspose(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  int64_t rank = onnxTypeRank(type), perm[NN_MAX_RANK];
  intptr_t n;
  if (!onnxAttrInts(node, "perm", perm, NN_MAX_RANK, &n))
    return false;
  if (!n) // the default reverses the dims
    for (int64_t d = 0; d < rank; ++d)
      perm[d] = rank - 1 - d;
  else if (n != rank)
    return onnxNodeError(node,
                         "perm has %lld entries for an input of rank "
                         "%lld",
                         (long long)n, (long long)rank);
  const OnnxTensor *known = onnxNodeConstant(node, 0);
  if (known && known->count <= ONNX_FOLD_MAX_ELEMENTS)
    return foldTranspose(node, known, perm);
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  NnAttrValue attr = nnAttrIntArray("perm", n ? n : rank, perm);
  return onnxNodeSetOutput(node, 0,
                           onnxBuild(node, "nn.transpose", 1, &x, 1, &attr));
}

/* Concat. */

// Concatenation of known tensors: each input contributes a block of
// `dims[axis] * inner` elements per outer index.
static bool foldConcat(OnnxNode *node, int64_t axis) {
  intptr_t n = onnxNodeNumInputs(node);
  const OnnxTensor *first = onnxNodeConstant(node, 0);
  int64_t dims[NN_MAX_RANK], rank = first->rank;
  memcpy(dims, first->dims, (size_t)rank * sizeof(int64_t));
  dims[axis] = 0;
  for (intptr_t i = 0; i < n; ++i) {
    const OnnxTensor *t = onnxNodeConstant(node, i);
    if (t->rank != rank || t->dataType != first->dataType)
      return onnxNodeError(node, "inputs differ in rank or type");
    for (int64_t d = 0; d < rank; ++d)
      if (d != axis && t->dims[d] != first->dims[d])
        return onnxNodeError(node, "inputs differ in dim %lld", (long long)d);
    dims[axis] += t->dims[axis];
  }
  OnnxTensor out;
  if (!allocate(node, first->dataType, rank, dims, &out))
    return false;
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < axis; ++d)
    outer *= dims[d];
  for (int64_t d = axis + 1; d < rank; ++d)
    inner *= dims[d];
  size_t element = onnxElementBytes(first->dataType);
  char *to = out.owned;
  for (int64_t o = 0; o < outer; ++o)
    for (intptr_t i = 0; i < n; ++i) {
      const OnnxTensor *t = onnxNodeConstant(node, i);
      size_t block = (size_t)(t->dims[axis] * inner) * element;
      memcpy(to, (const char *)t->data + (size_t)o * block, block);
      to += block;
    }
  return onnxNodeSetConstantOutput(node, 0, &out);
}

static bool convertConcat(OnnxNode *node) {
  intptr_t n = onnxNodeNumInputs(node);
  MlirType first = onnxNodeInputType(node, 0);
  if (n < 1 || mlirTypeIsNull(first))
    return onnxNodeError(node, "needs at least one input");
  int64_t axis = onnxAttrInt(node, "axis", 0);
  if (!onnxNormalizeAxis(node, "axis", &axis, onnxTypeRank(first)))
    return false;
  if (onnxCanFold(node))
    return foldConcat(node, axis);
  if (n == 1)
    return onnxNodeSetOutput(node, 0, onnxNodeInput(node, 0));
  MlirValue *operands = nnAllocArray((size_t)n, sizeof(MlirValue));
  if (!operands)
    return onnxNodeError(node, "out of memory");
  bool ok = true;
  for (intptr_t i = 0; i < n && ok; ++i)
    ok = !mlirValueIsNull(operands[i] = onnxNodeInput(node, i));
  NnAttrValue dim = nnAttrInt("dim", axis);
  MlirValue y =
      ok ? onnxBuild(node, "tensor.concat", n, operands, 1, &dim) : operands[0];
  free(operands);
  return ok && onnxNodeSetOutput(node, 0, y);
}

/* Split. */

static bool convertSplit(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  MlirType type = mlirValueGetType(x);
  int64_t rank = onnxTypeRank(type), axis = onnxAttrInt(node, "axis", 0);
  if (!onnxNormalizeAxis(node, "axis", &axis, rank))
    return false;
  intptr_t parts = onnxNodeNumOutputs(node), n = 0;
  if (parts < 1)
    return onnxNodeError(node, "has no outputs");
  int64_t *sizes = nnAllocArray((size_t)parts, sizeof(int64_t));
  if (!sizes)
    return onnxNodeError(node, "out of memory");
  bool ok = onnxNodeOpset(node) < 13
                ? onnxAttrInts(node, "split", sizes, parts, &n)
                : !onnxNodeHasInput(node, 1) ||
                      onnxNodeConstantInts(node, 1, "split", sizes, parts, &n);
  int64_t dim = onnxTypeDim(type, axis);
  if (ok && n && n != parts)
    ok = onnxNodeError(node, "split has %ld sizes for %ld outputs", (long)n,
                       (long)parts);
  if (ok && !n) {
    // Equal parts (the last one smaller when num_outputs does not divide).
    if (dim < 0) {
      NnAttrValue a = nnAttrInt("axis", axis);
      MlirOperation op = onnxBuildMulti(node, "nn.split", 1, &x, 1, &a, parts);
      for (intptr_t i = 0; ok && i < parts; ++i)
        ok = !mlirOperationIsNull(op) &&
             onnxNodeSetOutput(node, i, mlirOperationGetResult(op, i));
      free(sizes);
      return ok;
    }
    int64_t each = (dim + parts - 1) / parts;
    for (intptr_t i = 0; i < parts; ++i) {
      int64_t left = dim - each * i;
      sizes[i] = left < each ? (left > 0 ? left : 0) : each;
    }
    n = parts;
  }
  bool equal = true;
  int64_t sum = 0;
  for (intptr_t i = 0; ok && i < n; ++i) {
    equal &= sizes[i] == sizes[0];
    sum += sizes[i];
  }
  if (ok && dim >= 0 && sum != dim)
    ok = onnxNodeError(node,
                       "split sizes add up to %lld, not dim %lld "
                       "(%lld)",
                       (long long)sum, (long long)axis, (long long)dim);
  if (ok && equal) {
    NnAttrValue a = nnAttrInt("axis", axis);
    MlirOperation op = onnxBuildMulti(node, "nn.split", 1, &x, 1, &a, parts);
    for (intptr_t i = 0; ok && i < parts; ++i)
      ok = !mlirOperationIsNull(op) &&
           onnxNodeSetOutput(node, i, mlirOperationGetResult(op, i));
  } else if (ok) {
    // Unequal parts: one slice each.
    int64_t starts[NN_MAX_RANK] = {0}, ends[NN_MAX_RANK];
    for (int64_t d = 0; d < rank; ++d)
      ends[d] = INT64_MAX;
    for (intptr_t i = 0; ok && i < parts; ++i) {
      ends[axis] = starts[axis] + sizes[i];
      NnAttrValue attrs[] = {nnAttrIntArray("starts", rank, starts),
                             nnAttrIntArray("ends", rank, ends)};
      ok = onnxNodeSetOutput(node, i,
                             onnxBuild(node, "nn.slice", 1, &x, 2, attrs));
      starts[axis] = ends[axis];
    }
  }
  free(sizes);
  return ok;
}

/* Slice. */

// ONNX Slice's bounds for one dim: `start` and a count of `size` elements
// taken every `step`.
static void sliceBounds(int64_t dim, int64_t start, int64_t end, int64_t step,
                        int64_t *first, int64_t *size) {
  if (start < 0)
    start = start < -dim ? -1 : start + dim; // INT64_MIN safe
  if (end < 0)
    end = end < -dim ? -1 : end + dim;
  // The count is 1 + (distance - 1) / |step|, so that steps near INT64_MAX
  // or INT64_MIN (whose negation overflows) stay exact.
  if (step > 0) {
    start = start < 0 ? 0 : start > dim ? dim : start;
    end = end < 0 ? 0 : end > dim ? dim : end;
    *size = end > start ? (end - start - 1) / step + 1 : 0;
  } else {
    start = start < 0 ? 0 : start > dim - 1 ? dim - 1 : start;
    end = end < -1 ? -1 : end > dim - 1 ? dim - 1 : end;
    uint64_t magnitude = 0 - (uint64_t)step;
    *size = start > end ? (int64_t)((uint64_t)(start - end - 1) / magnitude) + 1
                        : 0;
  }
  *first = start;
}

static bool foldSlice(OnnxNode *node, const OnnxTensor *t,
                      const int64_t *starts, const int64_t *ends,
                      const int64_t *steps) {
  int64_t first[NN_MAX_RANK], dims[NN_MAX_RANK], strides[NN_MAX_RANK];
  for (int64_t d = 0; d < t->rank; ++d)
    sliceBounds(t->dims[d], starts[d], ends[d], steps[d], &first[d], &dims[d]);
  int64_t stride = 1;
  for (int64_t d = t->rank; d-- > 0;) {
    strides[d] = stride;
    stride *= t->dims[d];
  }
  OnnxTensor out;
  if (!allocate(node, t->dataType, t->rank, dims, &out))
    return false;
  size_t element = onnxElementBytes(t->dataType);
  int64_t index[NN_MAX_RANK] = {0};
  for (int64_t e = 0; e < out.count; ++e) {
    int64_t at = 0;
    for (int64_t d = 0; d < t->rank; ++d)
      at += (first[d] + index[d] * steps[d]) * strides[d];
    memcpy((char *)out.owned + (size_t)e * element,
           (const char *)t->data + (size_t)at * element, element);
    for (int64_t d = t->rank; d-- > 0;) {
      if (++index[d] < dims[d])
        break;
      index[d] = 0;
    }
  }
  return onnxNodeSetConstantOutput(node, 0, &out);
}

static bool convertSlice(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  int64_t rank = onnxTypeRank(type);
  int64_t s[NN_MAX_RANK], e[NN_MAX_RANK], axes[NN_MAX_RANK], steps[NN_MAX_RANK];
  intptr_t ns, ne, na = 0, nt = 0;
  bool ok;
  if (onnxNodeOpset(node) < 10) {
    ok = onnxAttrInts(node, "starts", s, NN_MAX_RANK, &ns) &&
         onnxAttrInts(node, "ends", e, NN_MAX_RANK, &ne) &&
         onnxAttrInts(node, "axes", axes, NN_MAX_RANK, &na);
  } else {
    ok = onnxNodeConstantInts(node, 1, "starts", s, NN_MAX_RANK, &ns) &&
         onnxNodeConstantInts(node, 2, "ends", e, NN_MAX_RANK, &ne) &&
         (!onnxNodeHasInput(node, 3) ||
          onnxNodeConstantInts(node, 3, "axes", axes, NN_MAX_RANK, &na)) &&
         (!onnxNodeHasInput(node, 4) ||
          onnxNodeConstantInts(node, 4, "steps", steps, NN_MAX_RANK, &nt));
  }
  if (!ok)
    return false;
  if (ns != ne || (na && na != ns) || (nt && nt != ns))
    return onnxNodeError(node, "starts, ends, axes and steps differ in "
                               "length");
  int64_t starts[NN_MAX_RANK], ends[NN_MAX_RANK], allSteps[NN_MAX_RANK];
  bool seen[NN_MAX_RANK] = {false};
  for (int64_t d = 0; d < rank; ++d)
    starts[d] = 0, ends[d] = INT64_MAX, allSteps[d] = 1;
  for (intptr_t i = 0; i < ns; ++i) {
    int64_t axis = na ? axes[i] : i;
    if (!onnxNormalizeAxis(node, "axis", &axis, rank))
      return false;
    if (seen[axis])
      return onnxNodeError(node, "axis %lld is repeated", (long long)axis);
    seen[axis] = true;
    starts[axis] = s[i];
    ends[axis] = e[i];
    allSteps[axis] = nt ? steps[i] : 1;
    if (!allSteps[axis])
      return onnxNodeError(node, "a step is 0");
  }
  // Ends known only at run time (Sizes.h): nn.slice's ends_from names each
  // as a dim of its symbol's value, an operand.
  MlirValue operands[NN_MAX_RANK + 1] = {{NULL}};
  int64_t pairs[2 * NN_MAX_RANK];
  intptr_t numOperands = 1;
  bool named = false;
  for (int64_t d = 0; d < rank; ++d) {
    pairs[2 * d] = pairs[2 * d + 1] = -1;
    const OnnxSizeSymbol *symbol = onnxNodeSizeSymbol(node, ends[d]);
    if (!symbol)
      continue;
    if (symbol->slot < 0)
      return onnxNodeError(node,
                           "the end of axis %lld is computed from sizes "
                           "known only at run time, which nn cannot name",
                           (long long)d);
    MlirValue from = onnxNodeSymbolValue(node, symbol);
    if (mlirValueIsNull(from))
      return false;
    onnxNameSize(from, symbol->dim, operands, &numOperands, &pairs[2 * d]);
    ends[d] = INT64_MAX; // not read: ends_from says the end
    named = true;
  }
  const OnnxTensor *known = onnxNodeConstant(node, 0);
  if (!named && known && known->count <= ONNX_FOLD_MAX_ELEMENTS)
    return foldSlice(node, known, starts, ends, allSteps);
  operands[0] = onnxNodeInput(node, 0);
  if (mlirValueIsNull(operands[0]) ||
      !onnxUnifySizeOperands(node, operands, &numOperands, pairs, rank))
    return false;
  NnAttrValue attrs[] = {nnAttrIntArray("starts", rank, starts),
                         nnAttrIntArray("ends", rank, ends),
                         nnAttrIntArray("steps", rank, allSteps),
                         nnAttrIntArray("ends_from", 2 * rank, pairs)};
  return onnxNodeSetOutput(
      node, 0,
      onnxBuild(node, "nn.slice", numOperands, operands, named ? 4 : 3, attrs));
}

/* Gather. */

static bool foldGather(OnnxNode *node, const OnnxTensor *data,
                       const OnnxTensor *indices, int64_t axis) {
  int64_t dims[NN_MAX_RANK], rank = 0;
  if (data->rank - 1 + indices->rank > NN_MAX_RANK)
    return onnxNodeError(node, "the result's rank is too large");
  for (int64_t d = 0; d < axis; ++d)
    dims[rank++] = data->dims[d];
  for (int64_t d = 0; d < indices->rank; ++d)
    dims[rank++] = indices->dims[d];
  for (int64_t d = axis + 1; d < data->rank; ++d)
    dims[rank++] = data->dims[d];
  OnnxTensor out;
  if (!allocate(node, data->dataType, rank, dims, &out))
    return false;
  int64_t outer = 1, inner = 1, n = data->dims[axis];
  for (int64_t d = 0; d < axis; ++d)
    outer *= data->dims[d];
  for (int64_t d = axis + 1; d < data->rank; ++d)
    inner *= data->dims[d];
  size_t block = (size_t)inner * onnxElementBytes(data->dataType);
  char *to = out.owned;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < indices->count; ++i) {
      int64_t at = onnxTensorInt(indices, i);
      if (at < -n || at >= n) {
        onnxTensorFree(&out);
        return onnxNodeError(node,
                             "index %lld is out of range for a dim of "
                             "size %lld",
                             (long long)at, (long long)n);
      }
      at = at < 0 ? at + n : at;
      memcpy(to, (const char *)data->data + (size_t)(o * n + at) * block,
             block);
      to += block;
    }
  return onnxNodeSetConstantOutput(node, 0, &out);
}

static bool convertGather(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  // Both inputs: a Gather missing its indices has nothing to fold with.
  if (mlirTypeIsNull(type) || mlirTypeIsNull(onnxNodeRequiredType(node, 1)))
    return false;
  int64_t axis = onnxAttrInt(node, "axis", 0);
  if (!onnxNormalizeAxis(node, "axis", &axis, onnxTypeRank(type)))
    return false;
  if (onnxCanFold(node)) {
    // The result has data's elements times indices' over the axis: folded
    // only while that stays small too.
    const OnnxTensor *data = onnxNodeConstant(node, 0),
                     *indices = onnxNodeConstant(node, 1);
    int64_t n = data->dims[axis], count;
    if (!n || (nnCheckedMul(data->count / n, indices->count, &count) &&
               count <= ONNX_FOLD_MAX_ELEMENTS))
      return foldGather(node, data, indices, axis);
  }
  MlirValue operands[2] = {onnxNodeInput(node, 0), onnxNodeInput(node, 1)};
  NnAttrValue a = nnAttrInt("axis", axis);
  return onnxNodeSetOutput(node, 0,
                           onnxBuild(node, "nn.gather", 2, operands, 1, &a));
}

/* Pad. */

static bool convertPad(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  if (mlirValueIsNull(x))
    return false;
  int64_t rank = onnxTypeRank(mlirValueGetType(x));
  int64_t pads[2 * NN_MAX_RANK], given[2 * NN_MAX_RANK], axes[NN_MAX_RANK];
  intptr_t n, na = 0;
  double value = 0;
  if (onnxNodeOpset(node) < 11) {
    if (!onnxAttrInts(node, "pads", given, 2 * NN_MAX_RANK, &n))
      return false;
    value = onnxAttrFloat(node, "value", 0.0f);
  } else {
    if (!onnxNodeConstantInts(node, 1, "pads", given, 2 * NN_MAX_RANK, &n))
      return false;
    if (onnxNodeHasInput(node, 2)) {
      const OnnxTensor *v = onnxNodeRequiredConstant(node, 2);
      if (!v || v->count != 1)
        return onnxNodeError(node, "its constant_value must be a constant "
                                   "scalar");
      value = onnxTensorFloat(v, 0);
    }
    if (onnxNodeHasInput(node, 3) &&
        !onnxNodeConstantInts(node, 3, "axes", axes, NN_MAX_RANK, &na))
      return false;
  }
  intptr_t count = na ? na : rank;
  if (n != 2 * count)
    return onnxNodeError(node, "pads has %ld values; %ld are needed", (long)n,
                         (long)(2 * count));
  for (int64_t d = 0; d < 2 * rank; ++d)
    pads[d] = 0;
  for (intptr_t i = 0; i < count; ++i) {
    int64_t axis = na ? axes[i] : i;
    if (!onnxNormalizeAxis(node, "axis", &axis, rank))
      return false;
    pads[axis] = given[i];
    pads[rank + axis] = given[count + i];
  }
  MlirStringRef mode = onnxAttrString(node, "mode", "constant");
  char modeText[16] = {0};
  if (mode.length >= sizeof(modeText) ||
      (memcpy(modeText, mode.data, mode.length),
       strcmp(modeText, "constant") && strcmp(modeText, "reflect") &&
           strcmp(modeText, "edge")))
    return onnxNodeError(node, "mode '%.*s' is not supported", (int)mode.length,
                         mode.data);
  NnAttrValue attrs[] = {nnAttrIntArray("pads", 2 * rank, pads),
                         nnAttrFloat("value", value),
                         nnAttrString("mode", modeText)};
  return onnxNodeSetOutput(node, 0, onnxBuild(node, "nn.pad", 1, &x, 3, attrs));
}

static bool convertTrilu(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  int64_t k = 0;
  if (onnxNodeHasInput(node, 1)) {
    const OnnxTensor *t = onnxNodeRequiredConstant(node, 1);
    if (!t || t->count != 1)
      return onnxNodeError(node, "k must be a constant scalar");
    k = onnxTensorInt(t, 0);
  }
  bool upper = onnxAttrInt(node, "upper", 1) != 0;
  NnAttrValue d = nnAttrInt("diagonal", k);
  return onnxNodeSetOutput(
      node, 0, onnxBuild(node, upper ? "nn.triu" : "nn.tril", 1, &x, 1, &d));
}

const OnnxConverter onnxMovementConverters[] = {
    {"", "Transpose", 1, ONNX_MAX_OPSET, convertTranspose, "nn.transpose",
     NULL},
    {"", "Concat", 4, ONNX_MAX_OPSET, convertConcat, "tensor.concat", NULL},
    {"", "Split", 2, ONNX_MAX_OPSET, convertSplit, "nn.split or nn.slice",
     "the sizes must be known"},
    {"", "Slice", 1, ONNX_MAX_OPSET, convertSlice, "nn.slice",
     "the bounds must be known"},
    {"", "Gather", 1, ONNX_MAX_OPSET, convertGather, "nn.gather", NULL},
    {"", "Pad", 2, ONNX_MAX_OPSET, convertPad, "nn.pad",
     "the pads must be known; modes constant, reflect, edge"},
    {"", "Trilu", 14, ONNX_MAX_OPSET, convertTrilu, "nn.tril or nn.triu",
     "k must be known"},
};
const size_t onnxNumMovementConverters =
    sizeof(onnxMovementConverters) / sizeof(onnxMovementConverters[0]);
