//===- Fold.c - Evaluating small constant subgraphs at import time --------===//
//
// See Fold.h. NumPy broadcasting walks the result's elements with one index
// per operand, advanced like an odometer, so each element costs O(1).
//
//===----------------------------------------------------------------------===//

#include "Fold.h"

#include "support/Checked.h"

#include <math.h>
#include <string.h>

bool onnxCanFold(OnnxNode *node) {
  if (!onnxNodeAllConstant(node))
    return false;
  // The inputs' broadcast shape bounds the result too: [65536, 1] + [1,
  // 65536] are two small inputs and 2^32 elements.
  int64_t rank = 0, dims[NN_MAX_RANK] = {0};
  for (intptr_t i = 0; i < onnxNodeNumInputs(node); ++i) {
    const OnnxTensor *t = onnxNodeConstant(node, i);
    if (!t)
      continue;
    if (t->count > ONNX_FOLD_MAX_ELEMENTS)
      return false;
    for (int64_t d = 0; d < t->rank; ++d) {
      int64_t *at = &dims[NN_MAX_RANK - t->rank + d];
      *at = t->dims[d] > *at ? t->dims[d] : *at;
    }
    rank = t->rank > rank ? t->rank : rank;
  }
  int64_t count;
  return nnCheckedCount(rank, dims + NN_MAX_RANK - rank, &count) &&
         count <= ONNX_FOLD_MAX_ELEMENTS;
}

static bool isCompare(OnnxFoldOp op) {
  return op >= ONNX_FOLD_EQUAL && op <= ONNX_FOLD_NOT;
}

static double applyFloat(OnnxFoldOp op, const double *x) {
  switch (op) {
  case ONNX_FOLD_ADD:
    return x[0] + x[1];
  case ONNX_FOLD_SUB:
    return x[0] - x[1];
  case ONNX_FOLD_MUL:
    return x[0] * x[1];
  case ONNX_FOLD_DIV:
    return x[0] / x[1];
  case ONNX_FOLD_MOD: {
    double r = fmod(x[0], x[1]);
    return r != 0 && (r < 0) != (x[1] < 0) ? r + x[1] : r;
  }
  case ONNX_FOLD_FMOD:
    return fmod(x[0], x[1]);
  case ONNX_FOLD_MAX:
    return isnan(x[0]) || isnan(x[1]) ? NAN : fmax(x[0], x[1]);
  case ONNX_FOLD_MIN:
    return isnan(x[0]) || isnan(x[1]) ? NAN : fmin(x[0], x[1]);
  case ONNX_FOLD_EQUAL:
    return x[0] == x[1];
  case ONNX_FOLD_LESS:
    return x[0] < x[1];
  case ONNX_FOLD_LESS_EQUAL:
    return x[0] <= x[1];
  case ONNX_FOLD_GREATER:
    return x[0] > x[1];
  case ONNX_FOLD_GREATER_EQUAL:
    return x[0] >= x[1];
  case ONNX_FOLD_AND:
    return x[0] != 0 && x[1] != 0;
  case ONNX_FOLD_OR:
    return x[0] != 0 || x[1] != 0;
  case ONNX_FOLD_NOT:
    return x[0] == 0;
  case ONNX_FOLD_NEG:
    return -x[0];
  case ONNX_FOLD_ABS:
    return fabs(x[0]);
  case ONNX_FOLD_SQRT:
    return sqrt(x[0]);
  case ONNX_FOLD_WHERE:
    return x[0] != 0 ? x[1] : x[2];
  case ONNX_FOLD_IDENTITY:
    return x[0];
  }
  return 0;
}

// Integer arithmetic wraps (two's complement, as the lowering's does);
// division truncates toward zero and by zero gives 0 rather than a trap.
static int64_t applyInt(OnnxFoldOp op, const int64_t *x) {
  uint64_t a = (uint64_t)x[0], b = (uint64_t)x[1];
  switch (op) {
  case ONNX_FOLD_ADD:
    return (int64_t)(a + b);
  case ONNX_FOLD_SUB:
    return (int64_t)(a - b);
  case ONNX_FOLD_MUL:
    return (int64_t)(a * b);
  case ONNX_FOLD_DIV:
    if (x[1] == 0 || (x[0] == INT64_MIN && x[1] == -1))
      return 0;
    return x[0] / x[1];
  case ONNX_FOLD_MOD:
  case ONNX_FOLD_FMOD: {
    if (x[1] == 0 || x[1] == -1)
      return 0;
    int64_t r = x[0] % x[1];
    return op == ONNX_FOLD_MOD && r != 0 && (r < 0) != (x[1] < 0) ? r + x[1]
                                                                  : r;
  }
  case ONNX_FOLD_MAX:
    return x[0] > x[1] ? x[0] : x[1];
  case ONNX_FOLD_MIN:
    return x[0] < x[1] ? x[0] : x[1];
  case ONNX_FOLD_EQUAL:
    return x[0] == x[1];
  case ONNX_FOLD_LESS:
    return x[0] < x[1];
  case ONNX_FOLD_LESS_EQUAL:
    return x[0] <= x[1];
  case ONNX_FOLD_GREATER:
    return x[0] > x[1];
  case ONNX_FOLD_GREATER_EQUAL:
    return x[0] >= x[1];
  case ONNX_FOLD_AND:
    return x[0] && x[1];
  case ONNX_FOLD_OR:
    return x[0] || x[1];
  case ONNX_FOLD_NOT:
    return !x[0];
  case ONNX_FOLD_NEG:
    return (int64_t)(0 - a);
  case ONNX_FOLD_ABS:
    return x[0] < 0 ? (int64_t)(0 - a) : x[0];
  case ONNX_FOLD_SQRT:
    return (int64_t)sqrt((double)x[0]);
  case ONNX_FOLD_WHERE:
    return x[0] ? x[1] : x[2];
  case ONNX_FOLD_IDENTITY:
    return x[0];
  }
  return 0;
}

bool onnxFoldElementwise(OnnxNode *node, OnnxFoldOp op, int32_t dataType) {
  enum { MAX_OPERANDS = 3 };
  const OnnxTensor *in[MAX_OPERANDS];
  intptr_t n = onnxNodeNumInputs(node);
  if (n < 1 || n > MAX_OPERANDS)
    return onnxNodeError(node, "expects 1 to %d inputs, has %ld", MAX_OPERANDS,
                         (long)n);
  int64_t rank = 0, dims[NN_MAX_RANK];
  for (intptr_t k = 0; k < n; ++k) {
    if (!(in[k] = onnxNodeConstant(node, k)))
      return onnxNodeError(node, "input %ld is required", (long)k);
    rank = in[k]->rank > rank ? in[k]->rank : rank;
  }
  // The broadcast shape, aligned at the right.
  for (int64_t d = 0; d < rank; ++d) {
    dims[d] = 1;
    for (intptr_t k = 0; k < n; ++k) {
      int64_t at = d - (rank - in[k]->rank);
      int64_t size = at < 0 ? 1 : in[k]->dims[at];
      if (size == 1)
        continue;
      if (dims[d] != 1 && dims[d] != size)
        return onnxNodeError(node,
                             "inputs do not broadcast: dim %lld is "
                             "%lld in one and %lld in another",
                             (long long)d, (long long)dims[d], (long long)size);
      dims[d] = size;
    }
  }
  if (!dataType)
    dataType = isCompare(op) ? ONNX__TENSOR_PROTO__DATA_TYPE__BOOL
                             : in[n - 1]->dataType;
  OnnxTensor out;
  NnStringBuffer error = {0};
  if (!onnxTensorAllocate(onnxNodeContext(node), dataType, rank, dims, &out,
                          &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  // Strides of each operand in result coordinates (0 where broadcast).
  int64_t strides[MAX_OPERANDS][NN_MAX_RANK], index[NN_MAX_RANK] = {0};
  int64_t offset[MAX_OPERANDS] = {0};
  for (intptr_t k = 0; k < n; ++k) {
    int64_t stride = 1;
    for (int64_t d = rank; d-- > 0;) {
      int64_t at = d - (rank - in[k]->rank);
      int64_t size = at < 0 ? 1 : in[k]->dims[at];
      strides[k][d] = size == 1 ? 0 : stride;
      stride *= size;
    }
  }
  // Compares look at the operands' type; arithmetic at the result's.
  bool floats =
      onnxTensorIsFloat(in[n - 1]) || (n > 1 && onnxTensorIsFloat(in[n - 2]));
  for (int64_t e = 0; e < out.count; ++e) {
    if (floats) {
      double x[MAX_OPERANDS];
      for (intptr_t k = 0; k < n; ++k)
        x[k] = onnxTensorFloat(in[k], offset[k]);
      onnxTensorSetFloat(&out, e, applyFloat(op, x));
    } else {
      int64_t x[MAX_OPERANDS];
      for (intptr_t k = 0; k < n; ++k)
        x[k] = onnxTensorInt(in[k], offset[k]);
      onnxTensorSetInt(&out, e, applyInt(op, x));
    }
    for (int64_t d = rank; d-- > 0;) {
      for (intptr_t k = 0; k < n; ++k)
        offset[k] += strides[k][d];
      if (++index[d] < dims[d])
        break;
      for (intptr_t k = 0; k < n; ++k)
        offset[k] -= strides[k][d] * dims[d];
      index[d] = 0;
    }
  }
  return onnxNodeSetConstantOutput(node, 0, &out);
}

bool onnxFoldReshape(OnnxNode *node, const OnnxTensor *data, int64_t rank,
                     const int64_t *dims) {
  // The count is checked before anything is allocated: the dims may come
  // from the model's shape arithmetic, and be anything.
  int64_t count;
  if (!nnCheckedCount(rank, dims, &count))
    return onnxNodeError(node,
                         "cannot reshape %lld elements into dims whose "
                         "product is negative or overflows",
                         (long long)data->count);
  if (count != data->count)
    return onnxNodeError(node, "cannot reshape %lld elements into %lld",
                         (long long)data->count, (long long)count);
  OnnxTensor out;
  NnStringBuffer error = {0};
  if (!onnxTensorAllocate(onnxNodeContext(node), data->dataType, rank, dims,
                          &out, &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  memcpy(out.owned, data->data, data->bytes);
  return onnxNodeSetConstantOutput(node, 0, &out);
}

bool onnxSetIntsOutput(OnnxNode *node, intptr_t i, const int64_t *values,
                       int64_t count) {
  OnnxTensor out;
  NnStringBuffer error = {0};
  if (!onnxTensorAllocate(onnxNodeContext(node),
                          ONNX__TENSOR_PROTO__DATA_TYPE__INT64, 1, &count, &out,
                          &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  if (count)
    memcpy(out.owned, values, (size_t)count * sizeof(int64_t));
  return onnxNodeSetConstantOutput(node, i, &out);
}
