//===- Signal.c - ONNX window functions -----------------------------------===//
//
// HannWindow, HammingWindow and BlackmanWindow (opset 17) depend on their
// size alone, so the importer computes them as constants, in double
// precision and rounded once to the output type as ONNX's reference does:
// a window is a few thousand elements (an STFT's frame), a constant is what
// the graph would fold it to anyway, and nn then needs no op for it. The
// size must be known at import time (a constant, or a promised input
// value), like a Reshape's shape.
//
//===----------------------------------------------------------------------===//

#include "../Fold.h"
#include "../Tensor.h"
#include "Ops.h"

#include <math.h>
#include <string.h>

static const double PI = 3.14159265358979323846; // C11 has no M_PI

// The cosine series sum_k a_k cos(2 pi k n / N) of each window: Hann is
// 0.5 - 0.5 cos, Hamming 25/46 - 21/46 cos, Blackman 0.42 - 0.5 cos + 0.08
// cos(2x).
typedef struct {
  const char *opType;
  double a0, a1, a2;
} CosineWindow;

static const CosineWindow windows[] = {
    {"HannWindow", 0.5, -0.5, 0},
    {"HammingWindow", 25.0 / 46.0, -21.0 / 46.0, 0},
    {"BlackmanWindow", 0.42, -0.5, 0.08},
};

static bool convertWindow(OnnxNode *node) {
  const CosineWindow *w = NULL;
  for (size_t i = 0; i < sizeof(windows) / sizeof(windows[0]); ++i)
    if (!strcmp(windows[i].opType, onnxNodeOpType(node)))
      w = &windows[i];
  const OnnxTensor *sizeTensor = onnxNodeRequiredConstant(node, 0);
  if (!w || !sizeTensor || sizeTensor->count != 1)
    return onnxNodeError(node, "the size must be a scalar known at import "
                               "time");
  int64_t size = onnxTensorInt(sizeTensor, 0);
  if (size < 0 || size > ONNX_FOLD_MAX_ELEMENTS)
    return onnxNodeError(node,
                         "a window of %lld elements: the size must be "
                         "in [0, %d]",
                         (long long)size, ONNX_FOLD_MAX_ELEMENTS);
  // A periodic window is one period of a window of size + 1 points; a
  // symmetric one spans size points, and of one point is [1] (as PyTorch
  // gives; the formula divides 0 by 0).
  bool periodic = onnxAttrInt(node, "periodic", 1) != 0;
  double period = periodic ? (double)size : (double)(size - 1);
  OnnxTensor out;
  NnStringBuffer error = {0};
  int32_t dataType = (int32_t)onnxAttrInt(node, "output_datatype",
                                          ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT);
  if (!onnxTensorAllocate(onnxNodeContext(node), dataType, 1, &size, &out,
                          &error)) {
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return false;
  }
  for (int64_t n = 0; n < size; ++n) {
    double x = 2 * PI * (double)n / period;
    onnxTensorSetFloat(&out, n,
                       period > 0 ? w->a0 + w->a1 * cos(x) + w->a2 * cos(2 * x)
                                  : 1.0);
  }
  return onnxNodeSetConstantOutput(node, 0, &out);
}

#define WINDOW(op)                                                             \
  {"",                                                                         \
   op,                                                                         \
   17,                                                                         \
   ONNX_MAX_OPSET,                                                             \
   convertWindow,                                                              \
   "arith.constant",                                                           \
   "the size must be known at import time"}

const OnnxConverter onnxSignalConverters[] = {
    WINDOW("HannWindow"),
    WINDOW("HammingWindow"),
    WINDOW("BlackmanWindow"),
};
const size_t onnxNumSignalConverters =
    sizeof(onnxSignalConverters) / sizeof(onnxSignalConverters[0]);
