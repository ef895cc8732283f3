//===- Math.c - Einsum, the normalizations, Tile and EyeLike --------------===//
//
// ONNX ops that nn spells as exact compositions of its own ops:
//   - Einsum: per operand, diagonals (nn.where with an identity mask, then
//     nn.reduce_sum) and the sums of letters used nowhere else; then, left
//     to right, each pair as one batched nn.matmul between nn.transpose and
//     nn.reshape ops (batch letters, free letters of each side, contracted
//     letters), and a last nn.transpose into the output's order;
//   - InstanceNormalization, GroupNormalization (opset 18: one scale per
//     group; 21: one per channel): the statistics by nn.reduce_mean, then
//     one scale and shift per channel or group applied in one pass (as
//     PyTorch's kernel does: normalizeGroups);
//   - MeanVarianceNormalization, LpNormalization: nn.reduce_mean /
//     nn.reduce_sum and elementwise ops, as the ONNX definition writes it;
//   - Tile: a size-1 dimension before each dimension, nn.broadcast_to the
//     repeats, one nn.reshape;
//   - EyeLike: a constant, made at import.
//
//===----------------------------------------------------------------------===//

#include "Ops.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/Checked.h"
#include "support/Memory.h"
#include "support/StringBuffer.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

// nn.reduce_<what> of `x` over `axes`, keeping them (size 1).
static MlirValue reduce(OnnxNode *node, const char *op, MlirValue x,
                        intptr_t numAxes, const int64_t *axes, bool keepdims) {
  if (mlirValueIsNull(x))
    return x;
  NnAttrValue attrs[] = {nnAttrIntArray("axes", numAxes, axes),
                         nnAttrBool("keepdims", keepdims)};
  return onnxBuild(node, op, 1, &x, 2, attrs);
}

// The static dims of `x`; reports a dynamic one.
static bool staticDims(OnnxNode *node, MlirValue x, int64_t *dims,
                       int64_t *rank) {
  if (mlirValueIsNull(x))
    return false;
  MlirType type = mlirValueGetType(x);
  *rank = onnxTypeRank(type);
  onnxTypeDims(type, dims);
  if (!onnxTypeIsStatic(type))
    return onnxNodeError(node, "its input shapes must be static");
  return true;
}

/* The normalizations. */

// (x - mean) / sqrt(var + epsilon) over `axes`, the mean and the biased
// variance taken over them; `epsilon` < 0: (x - mean) / (sqrt(var) - epsilon)
// (MeanVarianceNormalization's form, epsilon outside the root).
static MlirValue standardize(OnnxNode *node, MlirValue x, intptr_t numAxes,
                             const int64_t *axes, double epsilon) {
  MlirValue mean = reduce(node, "nn.reduce_mean", x, numAxes, axes, true);
  MlirValue centered = onnxBuildBinary(node, "nn.sub", x, mean);
  MlirValue variance = reduce(
      node, "nn.reduce_mean",
      onnxBuildBinary(node, "nn.mul", centered, centered), numAxes, axes, true);
  if (epsilon >= 0)
    return onnxBuildBinary(
        node, "nn.mul", centered,
        onnxBuildUnary(node, "nn.rsqrt",
                       onnxBuildBinary(node, "nn.add", variance,
                                       onnxBuildScalarLike(node, x, epsilon))));
  MlirValue deviation =
      onnxBuildBinary(node, "nn.add", onnxBuildUnary(node, "nn.sqrt", variance),
                      onnxBuildScalarLike(node, x, -epsilon));
  return onnxBuildBinary(node, "nn.div", centered, deviation);
}

// Normalizes x (N, C, spatial...) over `groups` groups of its channels, as
// PyTorch's group_norm kernel computes it: the mean and the biased variance
// of each (n, g) over a [N, G, C/G × spatial] view, reduced without keepdims
// (so that a kernel tiled over the groups reduces only its own); then per
// row a = scale × rsqrt(var + epsilon) and b = bias - mean × a, a few
// numbers per group or channel; then y = x × a + b over a [rows, columns]
// view of x, with a and b broadcast along each row: one pass over x, where
// the form (x - mean) × rsqrt(var + epsilon) × scale + bias made three and
// recomputed the square root per element. Per channel (opset 21,
// InstanceNormalization), the rows are the N × C channels; per group
// (opset 18), the N × G groups, and scale and bias hold one value per
// group. A mean far from zero against the deviation loses a few bits more
// than the centered form, as in PyTorch.
static MlirValue normalizeGroups(OnnxNode *node, MlirValue x,
                                 const int64_t *dims, int64_t rank,
                                 int64_t groups, bool perChannel,
                                 float epsilon) {
  int64_t n = dims[0], channels = dims[1], spatial = 1;
  for (int64_t i = 2; i < rank; ++i)
    spatial *= dims[i];
  // Sizes of a static tensor: their products fit (it was verified).
  int64_t perGroup = channels / groups, columns = perGroup * spatial;
  int64_t grouped[] = {n, groups, columns}, statShape[] = {n, groups, 1},
          last = 2;
  MlirValue x3 = onnxBuildReshape(node, x, 3, grouped);
  MlirValue mean = onnxBuildReshape(
      node, reduce(node, "nn.reduce_mean", x3, 1, &last, false), 3, statShape);
  MlirValue centered = onnxBuildBinary(node, "nn.sub", x3, mean);
  MlirValue variance = reduce(
      node, "nn.reduce_mean",
      onnxBuildBinary(node, "nn.mul", centered, centered), 1, &last, false);
  MlirValue rstd = onnxBuildReshape(
      node,
      onnxBuildUnary(node, "nn.rsqrt",
                     onnxBuildBinary(node, "nn.add", variance,
                                     onnxBuildScalarLike(node, x, epsilon))),
      3, statShape);
  // a and b: [N, G, C/G] per channel, [N, G, 1] per group.
  int64_t width = perChannel ? perGroup : 1;
  int64_t paramShape[] = {groups, width};
  MlirValue scale =
      onnxBuildReshape(node, onnxNodeInput(node, 1), 2, paramShape);
  MlirValue bias =
      onnxBuildReshape(node, onnxNodeInput(node, 2), 2, paramShape);
  MlirValue a = onnxBuildBinary(node, "nn.mul", rstd, scale);
  MlirValue b = onnxBuildBinary(node, "nn.sub", bias,
                                onnxBuildBinary(node, "nn.mul", mean, a));
  int64_t rows = n * groups * width;
  int64_t matrix[] = {rows, perChannel ? spatial : columns},
          column[] = {rows, 1};
  // One statement per op: the IR's order does not depend on the order in
  // which the compiler evaluates arguments.
  MlirValue x2 = onnxBuildReshape(node, x, 2, matrix);
  a = onnxBuildReshape(node, a, 2, column);
  b = onnxBuildReshape(node, b, 2, column);
  MlirValue y = onnxBuildBinary(node, "nn.add",
                                onnxBuildBinary(node, "nn.mul", x2, a), b);
  return onnxBuildReshape(node, y, rank, dims);
}

static bool convertInstanceNorm(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  int64_t dims[NN_MAX_RANK], rank;
  if (!staticDims(node, x, dims, &rank))
    return false;
  if (rank < 3)
    return onnxNodeError(node, "its input must have rank >= 3, not %lld",
                         (long long)rank);
  if (dims[1] == 0)
    return onnxNodeSetOutput(node, 0, x);
  return onnxNodeSetOutput(
      node, 0,
      normalizeGroups(node, x, dims, rank, dims[1], true,
                      onnxAttrFloat(node, "epsilon", 1e-5f)));
}

static bool convertGroupNorm(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  int64_t dims[NN_MAX_RANK], rank;
  if (!staticDims(node, x, dims, &rank))
    return false;
  int64_t groups = onnxAttrInt(node, "num_groups", 0);
  if (rank < 2 || groups < 1 || dims[1] % groups)
    return onnxNodeError(node,
                         "num_groups (%lld) must divide the channels (%lld) "
                         "of an input of rank >= 2",
                         (long long)groups,
                         (long long)(rank > 1 ? dims[1] : 0));
  return onnxNodeSetOutput(
      node, 0,
      normalizeGroups(node, x, dims, rank, groups, onnxNodeOpset(node) >= 21,
                      onnxAttrFloat(node, "epsilon", 1e-5f)));
}

// (x - mean) / (sqrt(variance) + 1e-9), ONNX's function body (which takes
// the variance as E[x^2] - E[x]^2; the centered form here is the same
// number, without its cancellation).
static bool convertMeanVarianceNorm(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  int64_t axes[NN_MAX_RANK] = {0, 2, 3};
  intptr_t n = 3;
  if (mlirValueIsNull(x) ||
      (onnxNodeHasAttr(node, "axes") &&
       !onnxAttrInts(node, "axes", axes, NN_MAX_RANK, &n)))
    return false;
  return onnxNodeSetOutput(node, 0, standardize(node, x, n, axes, -1e-9));
}

// x / sum(|x|) or x / sqrt(sum(x^2)) along the axis, as ONNX's reference
// (no epsilon: a zero row gives NaN).
static bool convertLpNorm(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  int64_t axis = onnxAttrInt(node, "axis", -1), p = onnxAttrInt(node, "p", 2);
  if (mlirValueIsNull(x))
    return false;
  if (p != 1 && p != 2)
    return onnxNodeError(node, "p must be 1 or 2, not %lld", (long long)p);
  MlirValue norm =
      p == 1 ? reduce(node, "nn.reduce_sum", onnxBuildUnary(node, "nn.abs", x),
                      1, &axis, true)
             : onnxBuildUnary(node, "nn.sqrt",
                              reduce(node, "nn.reduce_sum",
                                     onnxBuildBinary(node, "nn.mul", x, x), 1,
                                     &axis, true));
  return onnxNodeSetOutput(node, 0, onnxBuildBinary(node, "nn.div", x, norm));
}

/* Tile. */

static bool convertTile(OnnxNode *node) {
  MlirValue x = onnxNodeInput(node, 0);
  int64_t dims[NN_MAX_RANK], rank, repeats[NN_MAX_RANK];
  intptr_t n = 0;
  if (!staticDims(node, x, dims, &rank) ||
      !onnxNodeConstantInts(node, 1, "repeats", repeats, NN_MAX_RANK, &n))
    return false;
  if (n != rank)
    return onnxNodeError(node, "repeats has %lld values for rank %lld",
                         (long long)n, (long long)rank);
  if (2 * rank > NN_MAX_RANK)
    return onnxNodeError(node, "rank %lld is above %d", (long long)rank,
                         NN_MAX_RANK / 2);
  int64_t spread[NN_MAX_RANK], tiled[NN_MAX_RANK], out[NN_MAX_RANK];
  for (int64_t i = 0; i < rank; ++i) {
    if (repeats[i] < 0)
      return onnxNodeError(node, "repeats[%lld] is negative (%lld)",
                           (long long)i, (long long)repeats[i]);
    spread[2 * i] = 1, spread[2 * i + 1] = dims[i];
    tiled[2 * i] = repeats[i], tiled[2 * i + 1] = dims[i];
    if (!nnCheckedMul(repeats[i], dims[i], &out[i]))
      return onnxNodeError(node, "dimension %lld overflows", (long long)i);
  }
  MlirValue y = onnxBuildReshape(node, x, 2 * rank, spread);
  if (mlirValueIsNull(y))
    return false;
  MlirType type = onnxTensorType(onnxNodeContext(node), 2 * rank, tiled,
                                 onnxTypeElement(mlirValueGetType(x)));
  y = onnxBuildTyped(node, "nn.broadcast_to", 1, &y, 0, NULL, type);
  return onnxNodeSetOutput(node, 0, onnxBuildReshape(node, y, rank, out));
}

/* EyeLike. */

static bool convertEyeLike(OnnxNode *node) {
  MlirType type = onnxNodeRequiredType(node, 0);
  if (mlirTypeIsNull(type))
    return false;
  int64_t dims[NN_MAX_RANK];
  onnxTypeDims(type, dims);
  if (onnxTypeRank(type) != 2 || !onnxTypeIsStatic(type))
    return onnxNodeError(node, "its input must be a static 2-D tensor");
  int32_t dataType = onnxNodeHasAttr(node, "dtype")
                         ? (int32_t)onnxAttrInt(node, "dtype", 0)
                         : onnxDataTypeOf(onnxTypeElement(type));
  int64_t k = onnxAttrInt(node, "k", 0);
  OnnxTensor eye;
  NnStringBuffer error = {0};
  if (!onnxTensorAllocate(onnxNodeContext(node), dataType, 2, dims, &eye,
                          &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  bool isFloat = onnxTensorIsFloat(&eye);
  for (int64_t i = 0; i < dims[0]; ++i)
    for (int64_t j = 0; j < dims[1]; ++j) {
      double value = j - i == k ? 1 : 0;
      if (isFloat)
        onnxTensorSetFloat(&eye, i * dims[1] + j, value);
      else
        onnxTensorSetInt(&eye, i * dims[1] + j, (int64_t)value);
    }
  return onnxNodeSetConstantOutput(node, 0, &eye);
}

/* Einsum. */

// Labels are letters; the dims an ellipsis stands for get labels from
// ELLIPSIS_LABEL on, counted from the right so that operands of different
// ranks align as under broadcasting.
enum { ELLIPSIS_LABEL = 128, MAX_LABELS = ELLIPSIS_LABEL + NN_MAX_RANK };

typedef struct {
  MlirValue value;
  int64_t rank;
  int labels[NN_MAX_RANK];
  int64_t dims[NN_MAX_RANK];
} Term;

typedef struct {
  OnnxNode *node;
  const char *equation;
  int64_t size[MAX_LABELS]; // each label's size; -1 until seen
  int ellipsisRank;         // the most dims an ellipsis stands for
} Einsum;

static bool einsumError(Einsum *e, const char *problem) {
  return onnxNodeError(e->node, "equation '%s': %s", e->equation, problem);
}

// Parses the subscripts in [text, end) for a tensor of `rank` dims into
// labels; rank < 0: the output, whose ellipsis takes e->ellipsisRank dims.
static bool parseTerm(Einsum *e, const char *text, const char *end,
                      int64_t rank, int *labels, int64_t *count) {
  int64_t n = 0, letters = 0;
  bool ellipsis = false;
  for (const char *c = text; c < end; ++c)
    if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z'))
      ++letters;
  for (const char *c = text; c < end; ++c) {
    if (*c == ' ')
      continue;
    if (*c == '.') {
      if (ellipsis || end - c < 3 || c[1] != '.' || c[2] != '.')
        return einsumError(e, "a '.' that is not one '...' per term");
      ellipsis = true;
      int64_t spans = rank < 0 ? e->ellipsisRank : rank - letters;
      if (spans < 0)
        return einsumError(e, "a term has more letters than its input dims");
      for (int64_t i = 0; i < spans; ++i)
        labels[n++] = ELLIPSIS_LABEL + (int)(spans - 1 - i);
      if (rank >= 0 && spans > e->ellipsisRank)
        e->ellipsisRank = (int)spans;
      c += 2;
    } else if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z')) {
      if (n >= NN_MAX_RANK)
        return einsumError(e, "a term has too many dims");
      labels[n++] = (unsigned char)*c;
    } else {
      return einsumError(e, "a character that is not a letter, '...', "
                            "',' or '->'");
    }
  }
  if (rank >= 0 && n != rank)
    return einsumError(e, "a term's letters do not match its input's rank");
  *count = n;
  return true;
}

// Whether `label` is in labels[0 .. n).
static bool hasLabel(const int *labels, int64_t n, int label) {
  for (int64_t i = 0; i < n; ++i)
    if (labels[i] == label)
      return true;
  return false;
}

// Sums away the dims of `t` whose labels `keep` does not hold, and takes the
// diagonal of repeated labels: where(i == j, x, 0) summed over j.
static bool reduceTerm(Einsum *e, Term *t, const int *keep, int64_t numKeep) {
  OnnxNode *node = e->node;
  for (int64_t i = 0; i < t->rank; ++i)
    for (int64_t j = i + 1; j < t->rank; ++j) {
      if (t->labels[i] != t->labels[j])
        continue;
      int64_t n = t->dims[i], maskDims[NN_MAX_RANK];
      for (int64_t d = 0; d < t->rank; ++d)
        maskDims[d] = d == i || d == j ? n : 1;
      OnnxTensor mask;
      NnStringBuffer error = {0};
      if (!onnxTensorAllocate(onnxNodeContext(node),
                              ONNX__TENSOR_PROTO__DATA_TYPE__BOOL, t->rank,
                              maskDims, &mask, &error)) {
        onnxNodeError(node, "%s", nnStringBufferStr(&error));
        nnStringBufferFree(&error);
        return false;
      }
      for (int64_t a = 0; a < n; ++a)
        for (int64_t b = 0; b < n; ++b)
          onnxTensorSetInt(&mask, a * n + b, a == b);
      MlirValue maskValue = onnxBuildConstant(node, &mask);
      onnxTensorFree(&mask);
      MlirValue operands[] = {maskValue, t->value,
                              onnxBuildScalarLike(node, t->value, 0)};
      if (mlirValueIsNull(operands[0]) || mlirValueIsNull(operands[1]) ||
          mlirValueIsNull(operands[2]))
        return false;
      MlirValue masked = onnxBuild(node, "nn.where", 3, operands, 0, NULL);
      t->value = reduce(node, "nn.reduce_sum", masked, 1, &j, false);
      for (int64_t d = j; d + 1 < t->rank; ++d)
        t->labels[d] = t->labels[d + 1], t->dims[d] = t->dims[d + 1];
      --t->rank, --j;
    }
  int64_t axes[NN_MAX_RANK], numAxes = 0, kept = 0;
  for (int64_t i = 0; i < t->rank; ++i) {
    if (hasLabel(keep, numKeep, t->labels[i])) {
      t->labels[kept] = t->labels[i], t->dims[kept++] = t->dims[i];
    } else {
      axes[numAxes++] = i;
    }
  }
  if (numAxes)
    t->value = reduce(node, "nn.reduce_sum", t->value, numAxes, axes, false);
  t->rank = kept;
  return !mlirValueIsNull(t->value);
}

// `t` transposed into the label order `order` (a permutation of its labels).
static void reorder(OnnxNode *node, Term *t, const int *order) {
  int64_t perm[NN_MAX_RANK], dims[NN_MAX_RANK];
  for (int64_t i = 0; i < t->rank; ++i)
    for (int64_t j = 0; j < t->rank; ++j)
      if (t->labels[j] == order[i]) {
        perm[i] = j, dims[i] = t->dims[j];
        break;
      }
  t->value = onnxBuildTranspose(node, t->value, t->rank, perm);
  for (int64_t i = 0; i < t->rank; ++i)
    t->labels[i] = order[i], t->dims[i] = dims[i];
}

// a * b as one batched nn.matmul: a as [batch, free a, contracted], b as
// [batch, contracted, free b], the result [batch..., free a..., free b...].
// Both are reduced to the labels of `keep` or of the other side first.
static bool contract(Einsum *e, Term *a, Term *b, const int *keep,
                     int64_t numKeep) {
  OnnxNode *node = e->node;
  int batch[NN_MAX_RANK], freeA[NN_MAX_RANK], freeB[NN_MAX_RANK],
      summed[NN_MAX_RANK];
  int64_t nb = 0, na = 0, nf = 0, ns = 0;
  for (int64_t i = 0; i < a->rank; ++i) {
    int label = a->labels[i];
    bool inB = hasLabel(b->labels, b->rank, label);
    bool kept = hasLabel(keep, numKeep, label);
    if (inB && kept)
      batch[nb++] = label;
    else if (inB)
      summed[ns++] = label;
    else
      freeA[na++] = label;
  }
  for (int64_t i = 0; i < b->rank; ++i)
    if (!hasLabel(a->labels, a->rank, b->labels[i]))
      freeB[nf++] = b->labels[i];
  // Broadcast a size-1 batch dim to the other side's size.
  for (int side = 0; side < 2; ++side) {
    Term *t = side ? b : a;
    bool grow = false;
    for (int64_t i = 0; i < t->rank; ++i)
      if (hasLabel(batch, nb, t->labels[i]) &&
          t->dims[i] != e->size[t->labels[i]]) {
        if (t->dims[i] != 1)
          return einsumError(e, "a letter has two different sizes");
        t->dims[i] = e->size[t->labels[i]], grow = true;
      }
    if (grow) {
      MlirType type =
          onnxTensorType(onnxNodeContext(node), t->rank, t->dims,
                         onnxTypeElement(mlirValueGetType(t->value)));
      t->value =
          onnxBuildTyped(node, "nn.broadcast_to", 1, &t->value, 0, NULL, type);
    }
  }
  int orderA[NN_MAX_RANK], orderB[NN_MAX_RANK];
  int64_t B = 1, M = 1, N = 1, K = 1, n = 0;
  for (int64_t i = 0; i < nb; ++i)
    orderA[n] = orderB[n] = batch[i], ++n, B *= e->size[batch[i]];
  for (int64_t i = 0; i < na; ++i)
    orderA[nb + i] = freeA[i], M *= e->size[freeA[i]];
  for (int64_t i = 0; i < ns; ++i) {
    orderA[nb + na + i] = orderB[nb + i] = summed[i];
    K *= e->size[summed[i]];
  }
  for (int64_t i = 0; i < nf; ++i)
    orderB[nb + ns + i] = freeB[i], N *= e->size[freeB[i]];
  reorder(node, a, orderA);
  reorder(node, b, orderB);
  int64_t shapeA[] = {B, M, K}, shapeB[] = {B, K, N};
  MlirValue product = onnxBuildBinary(
      node, "nn.matmul", onnxBuildReshape(node, a->value, 3, shapeA),
      onnxBuildReshape(node, b->value, 3, shapeB));
  // The result: batch, free a, free b.
  Term r = {.rank = nb + na + nf};
  for (int64_t i = 0; i < nb + na; ++i)
    r.labels[i] = orderA[i];
  for (int64_t i = 0; i < nf; ++i)
    r.labels[nb + na + i] = freeB[i];
  for (int64_t i = 0; i < r.rank; ++i)
    r.dims[i] = e->size[r.labels[i]];
  r.value = onnxBuildReshape(node, product, r.rank, r.dims);
  *a = r;
  return !mlirValueIsNull(r.value);
}

static bool convertEinsum(OnnxNode *node) {
  MlirStringRef text = onnxAttrString(node, "equation", "");
  char *equation = nnCopyString(text.data, text.length);
  if (!equation)
    return onnxNodeError(node, "out of memory");
  Einsum e = {node, equation, {0}, 0};
  for (int i = 0; i < MAX_LABELS; ++i)
    e.size[i] = -1;
  intptr_t numInputs = onnxNodeNumInputs(node);
  Term *terms = nnAllocArray((size_t)numInputs + 1, sizeof(Term));
  bool ok = terms != NULL;
  const char *arrow = strstr(equation, "->");
  const char *end = arrow ? arrow : equation + text.length, *start = equation;
  // Inputs.
  for (intptr_t i = 0; ok && i < numInputs; ++i) {
    const char *comma = memchr(start, ',', (size_t)(end - start));
    const char *stop = comma ? comma : end;
    if (!comma != (i == numInputs - 1)) {
      ok = einsumError(&e, "the number of terms is not the number of inputs");
      break;
    }
    Term *t = &terms[i];
    t->value = onnxNodeInput(node, i);
    ok = staticDims(node, t->value, t->dims, &t->rank) &&
         parseTerm(&e, start, stop, t->rank, t->labels, &t->rank);
    for (int64_t d = 0; ok && d < t->rank; ++d) {
      int64_t *size = &e.size[t->labels[d]];
      if (*size < 0 || *size == 1)
        *size = t->dims[d];
      else if (t->dims[d] != *size && t->dims[d] != 1)
        ok = onnxNodeError(
            node, "equation '%s': %s%c%s has sizes %lld and %lld", equation,
            t->labels[d] < ELLIPSIS_LABEL ? "letter '" : "a dim of '...'",
            t->labels[d] < ELLIPSIS_LABEL ? t->labels[d] : ' ',
            t->labels[d] < ELLIPSIS_LABEL ? "'" : "", (long long)*size,
            (long long)t->dims[d]);
    }
    start = stop + 1;
  }
  // The output: as written, or the ellipsis then the letters used once, in
  // alphabetical order.
  Term *out = ok ? &terms[numInputs] : NULL;
  if (ok && arrow) {
    ok = parseTerm(&e, arrow + 2, equation + text.length, -1, out->labels,
                   &out->rank);
    for (int64_t i = 0; ok && i < out->rank; ++i) {
      if (e.size[out->labels[i]] < 0)
        ok = einsumError(&e, "an output letter is in no input");
      else if (hasLabel(out->labels, i, out->labels[i]))
        ok = einsumError(&e, "an output letter is repeated");
    }
  } else if (ok) {
    out->rank = 0;
    for (int i = 0; i < e.ellipsisRank; ++i)
      out->labels[out->rank++] = ELLIPSIS_LABEL + e.ellipsisRank - 1 - i;
    for (int c = 'A'; c <= 'z'; ++c) {
      int uses = 0;
      for (intptr_t t = 0; t < numInputs; ++t)
        for (int64_t d = 0; d < terms[t].rank; ++d)
          uses += terms[t].labels[d] == c;
      if (uses == 1)
        out->labels[out->rank++] = c;
    }
  }
  // Left to right: reduce each term to what the output and the terms after
  // it use, then contract it into the running product.
  for (intptr_t i = 0; ok && i < numInputs; ++i) {
    int keep[MAX_LABELS];
    int64_t numKeep = 0;
    for (int64_t d = 0; d < out->rank; ++d)
      keep[numKeep++] = out->labels[d];
    for (intptr_t t = i + 1; t < numInputs; ++t)
      for (int64_t d = 0; d < terms[t].rank && numKeep < MAX_LABELS; ++d)
        keep[numKeep++] = terms[t].labels[d];
    if (i > 0)
      for (int64_t d = 0; d < terms[i].rank && numKeep < MAX_LABELS; ++d)
        keep[numKeep++] = terms[i].labels[d];
    ok = reduceTerm(&e, &terms[i], keep, numKeep);
    if (ok && i > 0) {
      numKeep -= terms[i].rank;
      ok = reduceTerm(&e, &terms[0], keep, numKeep + terms[i].rank) &&
           contract(&e, &terms[0], &terms[i], keep, numKeep);
    }
  }
  if (ok && numInputs > 0) {
    ok = reduceTerm(&e, &terms[0], out->labels, out->rank);
    if (ok && terms[0].rank != out->rank)
      ok = einsumError(&e, "the output lacks a dim of the inputs' product");
    if (ok)
      reorder(node, &terms[0], out->labels);
    ok = ok && onnxNodeSetOutput(node, 0, terms[0].value);
  }
  free(terms);
  free(equation);
  return ok;
}

const OnnxConverter onnxMathConverters[] = {
    {"", "Einsum", 12, ONNX_MAX_OPSET, convertEinsum,
     "nn.transpose, nn.reshape, nn.matmul, nn.reduce_sum, nn.where, "
     "nn.broadcast_to",
     "static shapes"},
    {"", "InstanceNormalization", 6, ONNX_MAX_OPSET, convertInstanceNorm,
     "nn.reduce_mean, nn.sub, nn.mul, nn.add, nn.rsqrt, nn.reshape",
     "static shapes"},
    {"", "GroupNormalization", 18, 20, convertGroupNorm,
     "nn.reshape, nn.reduce_mean, nn.sub, nn.mul, nn.add, nn.rsqrt",
     "static shapes; one scale and bias per group"},
    {"", "GroupNormalization", 21, ONNX_MAX_OPSET, convertGroupNorm,
     "nn.reshape, nn.reduce_mean, nn.sub, nn.mul, nn.add, nn.rsqrt",
     "static shapes; one scale and bias per channel"},
    {"", "MeanVarianceNormalization", 9, ONNX_MAX_OPSET,
     convertMeanVarianceNorm,
     "nn.reduce_mean, nn.sub, nn.mul, nn.sqrt, nn.add, nn.div", NULL},
    {"", "LpNormalization", 1, ONNX_MAX_OPSET, convertLpNorm,
     "nn.abs or nn.mul, nn.reduce_sum, nn.sqrt, nn.div", "p is 1 or 2"},
    {"", "Tile", 6, ONNX_MAX_OPSET, convertTile, "nn.reshape, nn.broadcast_to",
     "static input; repeats known at import"},
    {"", "EyeLike", 9, ONNX_MAX_OPSET, convertEyeLike, "arith.constant",
     "a static 2-D input"},
};
const size_t onnxNumMathConverters =
    sizeof(onnxMathConverters) / sizeof(onnxMathConverters[0]);
